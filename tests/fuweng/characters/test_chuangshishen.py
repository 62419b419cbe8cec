"""大王，創世神，3，狂隱 — 【無我】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/chuangshishen.py):
「【無我】鎖定技。①游戲開始時，你加X點體力上限。X為游戲人數。②你不能選擇或被非狂隱角色選擇。③每輪開始時，你視為使用
【無我之愛】。然后若你的體力上限大于0，你選擇一項：減1點體力上限；若你存活，失去1點體力。若如此做，你再視為使用【無我之愛】。」"""

from __future__ import annotations

from typing import Any

from daoyan.core.events import Event
from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, commands, hooks, play, tricks
from daoyan.games.fuweng.skills import chuangshishen
from daoyan.games.fuweng.state import FState, Player, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"


def table(players: int = 4, **seat1: Any) -> tuple[Game, FState, Player]:
    g = Game(RULES, players, 1, {"局面": {"seats": {1: {"character": "創世神", **seat1}}}})
    s = g.state
    assert isinstance(s, FState)
    return g, s, s.players[1]


def test_game_start_adds_the_number_of_players_to_his_max_hp() -> None:
    """「①游戲開始時，你加X點體力上限。X為游戲人數。」 — his HP starts at the raised max (R-X1)."""
    for n in (4, 7):
        _, _, p = table(n)
        base = 3 + (p.identity == "蒼鷺")
        assert p.max_hp == p.hp == base + n


def test_each_round_starts_with_his_love_then_a_forced_loss_then_love_again() -> None:
    """「③每輪開始時，你視為使用【無我之愛】。然后若你的體力上限大于0，你選擇一項：減1點體力上限；若你存活，失去1點體力。
    若如此做，你再視為使用【無我之愛】。」"""
    g, _, p = table()
    asked: list[str] = []
    while g.pending and g.round == 1:
        seat, a = next(iter(g.pending.items()))
        if seat == 1 and a.skill in ("無我之愛", "無我"):
            asked.append(a.skill)
            if a.skill == "無我":
                assert [o["choice"] for o in a.options] == ["減1點體力上限", "失去1點體力"]  # forced: no 「不發動」
                before = p.max_hp
                g.answer(seat, {"choice": "減1點體力上限"})
                assert p.max_hp == before - 1
                continue
        g.answer(seat, a.default)
    # three other characters, once before the choice and once after it
    assert asked == ["無我之愛"] * 3 + ["無我"] + ["無我之愛"] * 3


def test_his_love_reaches_everyone_he_may_not_otherwise_choose() -> None:
    """無我之愛 「此牌無目標限制」 overrides ② (R-X1): its targets are every other character, none of them 狂隱."""
    g, _, _ = table()
    targets = []
    while g.pending:
        seat, a = next(iter(g.pending.items()))
        if a.skill != "無我之愛":
            break
        targets.append(a.prompt_params["n"])
        g.answer(seat, a.default)
    assert sorted(targets) == [2, 3, 4]


def test_dead_he_still_loves_but_may_not_lose_hp() -> None:
    """「若你存活，失去1點體力」: dead, only 「減1點體力上限」 is offered; ③ goes on (the dead keep playing, R-D9)."""
    g, _, _ = table(dead=True)
    while g.pending:
        seat, a = next(iter(g.pending.items()))
        if a.skill == "無我":
            assert [o["choice"] for o in a.options] == ["減1點體力上限"]
            return
        g.answer(seat, a.default)
    raise AssertionError("no 【無我】 choice")


def test_with_no_max_hp_left_nothing_is_chosen_and_love_comes_once() -> None:
    """「然后若你的體力上限大于0」: at 0 the round start is one 【無我之愛】 and no choice."""
    skills: list[str] = []
    g2 = Game(RULES, 4, 1, {"局面": {"seats": {1: {"character": "創世神", "dead": True}}}})
    s2 = g2.state
    assert isinstance(s2, FState)
    s2.players[1].max_hp = 0
    flow = chuangshishen.round_start(g2, Event(hooks.ROUND_START, {"round": 2}), 1)
    try:
        batch = next(flow)
        while True:
            skills += [a.skill for a in batch]
            batch = flow.send({a.seat: a.default for a in batch})
    except StopIteration:
        pass
    assert skills == ["無我之愛"] * 3


def first_turn(g: Game, s: FState, seat: int) -> Player:
    s.turn = Turn(seat, "出牌")
    return s.players[seat]


def test_no_non_wild_character_may_choose_him_nor_he_them() -> None:
    """「②你不能選擇或被非狂隱角色選擇。」 — a 【狗】 (at any distance: 金鼓齊鳴 has no range) and a command: he is no
    target of the others' cards, and they are none of his; a 狂隱 one may."""
    g, s, p = table(hand=["金鼓齊鳴"])
    q = s.players[2]
    q.hand.append(next(c for c in s.deck if s.cards[c].name == "金鼓齊鳴"))
    s.deck.remove(q.hand[-1])
    assert 1 not in [x.seat for x in tricks.targets(g, q, "金鼓齊鳴")]
    assert tricks.targets(g, p, "金鼓齊鳴") == []
    q.attribute = "狂隱"
    assert 1 in [x.seat for x in tricks.targets(g, q, "金鼓齊鳴")]
    assert [x.seat for x in tricks.targets(g, p, "金鼓齊鳴")] == [2]
    q.attribute = None
    first_turn(g, s, 2)
    opts = play.options(g, q, 0)
    assert all(o.get("target") != 1 for o in opts)
    q.commands = ["停留"]
    assert {"target": 1} not in commands.targets(g, q, "停留")


def test_the_heuristic_bot_gives_up_the_max_while_hurt_and_hp_when_full() -> None:
    """The heuristic bot's ③ choice: hurt, 「減1點體力上限」 (the missing HP was gone anyway); at full HP, 「失去1點體力」
    (it heals back; the 上限 never does)."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    for hurt, want in ((True, "減1點體力上限"), (False, "失去1點體力")):
        g, _, p = table()
        if hurt:
            p.hp -= 2
        flow = chuangshishen.round_start(g, Event(hooks.ROUND_START, {"round": 2}), 1)
        batch = next(flow)
        while batch[0].skill != "無我":
            batch = flow.send({a.seat: a.default for a in batch})
        assert HeuristicBot(1).decide(batch[0], lambda g=g: seat_view(g, 1)) == {"choice": want}


def test_the_card_and_its_lines() -> None:
    """「大王，創世神，3，狂隱」; 「技能：本能 本我解放/心符 無我之愛」 said when 無我 fires (the lines in turn);
    「陣亡：只是換了個家再戰」 when he dies. (As scraped: 「大王，創(chuàng)世神，3，狂隱」, 「陣亡：只是換了個(gè)家再戰(zhàn)」.)"""
    from daoyan.games.fuweng import combat
    from daoyan.games.fuweng.characters import character

    card = character("大王")
    assert (card.title, card.max_hp, card.attribute) == ("創世神", 3, "狂隱")
    g, _, p = table()
    said = [e.text for e in g.log.entries if e.audience.kind == "all" and "發動【無我】" in e.text]
    assert said and "本能 本我解放" in said[0]  # ① at the game's start: the first line
    while g.pending and not any("心符 無我之愛" in e.text for e in g.log.entries):
        seat, a = next(iter(g.pending.items()))
        g.answer(seat, a.default)
    assert any("心符 無我之愛" in e.text for e in g.log.entries)  # ③ at the first round's start: the second
    from daoyan.core.events import drive

    assert not p.dead
    drive(combat.die(g, p, None))
    assert any("只是換了個家再戰" in e.text for e in g.log.entries if e.audience.kind == "all")
