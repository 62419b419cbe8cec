"""紅桃9，二把手，3 — 【調訪】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/erbashou.py):
「【調訪】當你使用牌對目標角色造成傷害時，你可展示其一張手牌。若之與造成傷害的牌花色：相同，傷害+1；不同，你獲得之。」
As scraped: 「?9，二把手，3」 「【調(diào)訪】當(dāng)你使用牌對(duì)目標(biāo)角色造成傷害時(shí)，你可展示其一張手牌。若之與造成傷害的牌花色：相同，傷害+1；不同，你獲得之。」 「技能：（敲門聲）/青驪為騏 魚甲為鱗 合則成麒麟」 「陣亡：本朝劍不斬前朝官 餓啊」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "二把手"}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【調訪】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"調訪": list(answers)}, strict=True)[0]


def card_of(s: FState, name: str, suit: str | None = None, avoid: str | None = None) -> int:
    """A card of that name (and suit), taken out of the pile or whatever hand holds it."""
    c = next(c for c, card in s.cards.items() if card.name == name and (suit is None or str(card.suit) == suit)
             and (avoid is None or str(card.suit) != avoid))
    for zone in [s.deck, *(q.hand for q in s.players.values())]:
        if c in zone:
            zone.remove(c)
    return c


def test_the_card() -> None:
    """「?9，二把手，3」 — the second 9 listed: 紅桃9 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("二把手")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃9", 3, None)


def test_the_same_suit_adds_one_damage() -> None:
    """「若之與造成傷害的牌花色：相同，傷害+1」 — the target's only hand card has the 【狗】's suit."""
    g, s = table(s2={"hp": 4, "hand": []})
    dog = card_of(s, "狗")
    same = card_of(s, "家貓", str(s.cards[dog].suit))
    q = s.players[2]
    q.hand = [same]
    run(g, combat.damage(g, s.players[1], q, 1, dog, "狗"), YES)
    assert q.hp == 2 and q.hand == [same]
    assert any("（敲門聲）" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_another_suit_he_takes_the_card() -> None:
    """「不同，你獲得之」 — the damage as it was."""
    g, s = table(s2={"hp": 4, "hand": []})
    dog = card_of(s, "狗")
    other = card_of(s, "家貓", avoid=str(s.cards[dog].suit))
    q, p = s.players[2], s.players[1]
    q.hand = [other]
    run(g, combat.damage(g, p, q, 1, dog, "狗"), YES)
    assert q.hp == 3 and q.hand == [] and other in p.hand


def test_not_a_trick_used_on_him() -> None:
    """「當你使用牌」: the damage he deals when another's 金鼓齊鳴 on him fails is not by a card he used."""
    g, s = table(s2={"hp": 4, "hand": ["狗"]})
    asked = run(g, combat.damage(g, s.players[1], s.players[2], 1, "金鼓齊鳴", "金鼓齊鳴", user=s.players[2]))
    assert all(a.skill != "調訪" for a in asked)
    asked = run(g, combat.damage(g, s.players[1], s.players[2], 1, "金鼓齊鳴", "金鼓齊鳴"))
    assert [a.skill for a in asked if a.skill == "調訪"] == ["調訪"]


def test_no_hand_nothing_to_show() -> None:
    """「展示其一張手牌」: a target with no hand card — he is not asked."""
    g, s = table(s2={"hp": 4, "hand": []})
    asked = run(g, combat.damage(g, s.players[1], s.players[2], 1, card_of(s, "狗"), "狗"))
    assert all(a.skill != "調訪" for a in asked)


def test_the_heuristic_bot_inquires_of_a_foe_only() -> None:
    """The heuristic bot: on the revealed 蒼鷺, a 表外 uses it, a 貓娘 does not."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    seen: set[str] = set()
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "二把手"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity not in ("貓娘", "表外") or heron.seat == 1 or heron.dead or not heron.hand:
            continue
        s.turn = Turn(1, "出牌")
        (ask,) = next(combat.damage(g, me, heron, 1, card_of(s, "狗"), "狗"))
        assert ask.skill == "調訪"
        want = YES if me.identity == "表外" else NO
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == want
        seen.add(me.identity)
    assert seen == {"貓娘", "表外"}
