"""紅桃6，雪花，3 — 【挽瀾】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/xuehua.py):
「【挽瀾】其它角色受到傷害時，若此傷害為其本輪第一次受到的傷害或致命傷害，你可棄置一張動物牌，令其檢索一張動物牌并展示之。若兩張牌牌名：相同，防止此傷害；不同且其中(有/無)【流浪貓】，(你獲得你棄置的牌/此傷害+1)。」
「技能：盲目用功 只是南轅北轍/雪之一族 自然不甘坐以待斃」 「陣亡：我已不再是無名小卒了」
As scraped: 「【挽瀾】其它角色受到傷害時(shí)，若此傷害為其本輪第一次受到的傷害或致命傷害，你可棄置一張動(dòng)物牌，令其檢索一張動(dòng)物牌并展示之。若兩張牌牌名：相同，防止此傷害；不同且其中(有/無(wú))【流浪貓】，(你獲得你棄置的牌/此傷害+1)。」 「陣亡：我已不再是無(wú)名小卒了」."""

from __future__ import annotations

from typing import Any

import kit
from fuweng_scripts import give
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.cards import ANIMAL
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def table(turn: int = 3, **seats: dict[str, Any]) -> tuple[Game, FState]:
    g, s = kit.in_sight("雪花", 3, turn, **seats)
    s.players[1].hand = []
    return g, s


def top_animal(s: FState, name: str) -> None:
    """Put an 動物牌 named `name` first among the pile's 動物牌 (what a search finds)."""
    c = next(c for c in s.deck if s.cards[c].name == name)
    s.deck.remove(c)
    s.deck.insert(0, c)


def test_the_card() -> None:
    """「?6，雪花，3」 — 紅桃6 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("雪花")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("紅桃6", 3, None, "挽瀾")


def test_same_name_prevents() -> None:
    """「若兩張牌牌名：相同，防止此傷害」 — his 【狗】 discarded, 2号 searches a 【狗】 and shows it; his line 「盲目用功 只是南轅北轍」."""
    g, s = table(s2={"hp": 4})
    (dog,) = give(s, 1, "狗")
    top_animal(s, "狗")
    n = len(s.players[2].hand)
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"挽瀾": [{"choice": dog}]}, strict=True)
    assert s.players[2].hp == 4 and len(s.players[2].hand) == n + 1 and dog not in s.players[1].hand
    assert said(g, "盲目用功 只是南轅北轍") and said(g, "挽瀾: 牌名相同，防止此傷害。") and said(g, "挽瀾: 2号展示")


def test_different_with_a_stray_cat_his_card_comes_back() -> None:
    """「不同且其中有【流浪貓】，你獲得你棄置的牌」 — from the discard pile or the 領養區 (R-X27)."""
    g, s = table(s2={"hp": 4})
    (dog,) = give(s, 1, "狗")
    top_animal(s, "流浪貓")
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"挽瀾": [{"choice": dog}]}, strict=True)
    assert s.players[2].hp == 3 and s.players[1].hand == [dog] and said(g, "挽瀾: 1号獲得其棄置的")


def test_different_without_a_stray_cat_plus_one() -> None:
    """「不同且其中無【流浪貓】，此傷害+1」; the second line 「雪之一族 自然不甘坐以待斃」 on the next use."""
    g, s = table(s2={"hp": 4})
    (dog,) = give(s, 1, "狗")
    top_animal(s, "家貓")
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"挽瀾": [{"choice": dog}]}, strict=True)
    assert s.players[2].hp == 2 and said(g, "挽瀾: 此傷害+1 (2點)。")
    s.players[4].hp = 1
    (cat,) = give(s, 1, "家貓")
    top_animal(s, "家貓")
    drive(combat.damage(g, s.players[3], s.players[4], 1), {"挽瀾": [{"choice": cat}]}, strict=True)
    assert s.players[4].hp == 1 and said(g, "雪之一族 自然不甘坐以待斃")


def test_only_the_first_of_the_round_or_a_fatal_one() -> None:
    """「若此傷害為其本輪第一次受到的傷害或致命傷害」 (R-X27, R-G18): the second damage of the round, not fatal, asks nothing;
    a fatal one does; next round the first asks again. Not his own damage (「其它角色」); no 動物牌, no ask."""
    g, s = table(s2={"hp": 4})
    (dog,) = give(s, 1, "狗")
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"挽瀾": [NO]}, strict=True)
    assert [a.skill for a in drive(combat.damage(g, s.players[3], s.players[2], 1))[0]] == []
    assert drive(combat.damage(g, s.players[3], s.players[2], 2), {"挽瀾": [NO]})[0][0].skill == "挽瀾"
    s.round += 1
    s.players[5].hp = 3
    assert drive(combat.damage(g, s.players[3], s.players[5], 1), {"挽瀾": [NO]}, strict=True)[0]
    assert drive(combat.damage(g, s.players[3], s.players[1], 1))[0] == []
    s.players[1].hand.remove(dog)
    s.players[4].hp = 1
    assert [a for a in drive(combat.damage(g, s.players[3], s.players[4], 1))[0] if a.skill == "挽瀾"] == []


def test_his_last_words() -> None:
    """「陣亡：我已不再是無名小卒了」."""
    g, s = table()
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[3], s.players[1], 1))
    assert s.players[1].dead and said(g, "我已不再是無名小卒了")


def test_with_the_scapegoat_the_plus_one_makes_it_fatal() -> None:
    """With 背黑鍋的's 含冤 (F-35, same moment, turn order from the current character): on the 背黑鍋的's turn 含冤's +1
    comes first and makes a second damage of the round fatal (2 on 2 HP): 挽瀾 is asked; on 雪花's turn it is heard
    first, the damage not yet fatal: not asked."""
    for turn, asks in ((2, 1), (1, 0)):
        g, s = table(turn=turn, s2={"character": "背黑鍋的", "hp": 4}, s4={"hp": 2})
        give(s, 1, "狗")
        s.players[1].skill_state["挽瀾·本輪受傷"] = (s.round, [4])
        asked = drive(combat.damage(g, s.players[3], s.players[4], 1),
                      {"含冤": [{"choice": "發動"}, {"choice": "不轉移"}], "挽瀾": [NO]})[0]
        assert sum(1 for a in asked if a.skill == "挽瀾") == asks


def test_the_heuristic_bot() -> None:
    """The heuristic bot (a 貓娘) spends a 【流浪貓】 on the 蒼鷺's damage (never a +1 there), never another card."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "雪花"}}}})
        s = g.state
        me = s.players[1]
        if me.identity != "貓娘":
            continue
        friend = next(p for p in s.players.values() if p.identity == "蒼鷺")
        foe = next(p for p in s.players.values() if p.identity == "表外")
        s.turn = Turn(foe.seat, "出牌")
        me.hand = [c for c in me.hand if s.cards[c].category != ANIMAL]
        give(s, 1, "狗")
        (ask,) = next(combat.damage(g, foe, friend, 1))
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == NO
        (cat,) = give(s, 1, "流浪貓")
        (ask,) = next(combat.damage(g, foe, friend, 1))
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == {"choice": cat}
        checked += 1
    assert checked >= 1
