"""方塊K，刺客，3，狂隱 — 【閃現】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/cike.py):
「【閃現】當你于行動階段第一次行動投擲后，你可選擇一名后一格是格子的其它角色，傳送至其處并轉向至與其相反，然后于行動結算結束后
依次棄置其X張牌，且其令當前階段結束并可對你造成X點傷害。X最小為1最大為3。」
As scraped: 「?K，刺客，3，狂隱」 「【閃現(xiàn)】當(dāng)你于行動(dòng)階段第一次行動(dòng)投擲后，你可選擇一名后一格是格子的其它角色，傳送至其處并轉(zhuǎn)向至與其相反，然后于行動(dòng)結(jié)算結(jié)束后依次棄置其X張牌，且其令當(dāng)前階段結(jié)束并可對(duì)你造成X點(diǎn)傷害。X最小為1最大為3。」
「技能：你是蓮子嗎 我在你身后/十步殺一人 千里不留行」 「陣亡：小微商戶 何必破財」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, turn_log

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, flow
from daoyan.games.fuweng.board import Direction
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def table(**seats: Any) -> tuple[Game, FState]:
    return kit.table("刺客", s1={"hand": [], **seats.pop("s1", {})}, **seats)


START = {"position": [1, 13], "heading": "東", "dice_control": [2, 5]}
VICTIM = {"position": [6, 13], "heading": "東", "hand": ["狗", "狗", "狗"], "equips": ["掃帚"]}


def test_the_card() -> None:
    """「?K，刺客，3，狂隱」 — the fourth K listed: 方塊K (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("刺客")
    assert (c.label, c.max_hp, c.attribute) == ("方塊K", 3, "狂隱")


def test_blink_behind_the_target_then_discard_x_end_the_phase_and_take_x() -> None:
    """「傳送至其處并轉向至與其相反」 — onto (6,13) facing 西, the throw of 2 moves him on from there to (4,13); 「于行動結算
    結束后依次棄置其X張牌」 (X = 2: its 掃帚 chosen, then a random hand card), 「其令當前階段結束」 (the second throw is
    lost) 「并可對你造成X點傷害」."""
    g, s = table(s1=START, s3=VICTIM)
    p, q = s.players[1], s.players[3]
    broom = q.equips[0]
    script = {("閃現", 1): [{"choice": "發動", "target": 3}, {"choice": "X=2"}, {"choice": broom}, {"choice": "隨機手牌"}],
              ("閃現", 3): [{"choice": "造成傷害"}]}
    asks = drive(flow.turn(g, 1, begin="行動"), script, strict=True)[0]
    assert [a.seat for a in asks if a.skill == "閃現"] == [1, 1, 1, 1, 3]
    log = turn_log(g)
    assert "1号停留在(4,13)《傳送》。" in log
    assert q.equips == [] and len(q.hand) == 2
    assert p.dice_control == [5]  # 「其令當前階段結束」: the second throw never came
    assert p.hp == 1
    assert "1号發動【閃現】: 「你是蓮子嗎 我在你身后」" in log and "1号發動【閃現】: 「十步殺一人 千里不留行」" in log
    assert any(t.startswith("閃現: 3号令當前階段結束") for t in log)


def test_the_target_may_spare_him() -> None:
    """「并可對你造成X點傷害」 — 「可」: the target may decline."""
    g, s = table(s1=START, s3=VICTIM)
    script = {("閃現", 1): [{"choice": "發動", "target": 3}, {"choice": "X=3"}], ("閃現", 3): [{"choice": "放棄"}]}
    drive(flow.turn(g, 1, begin="行動"), script)
    assert s.players[1].hp == 3 and len(s.players[3].hand) + len(s.players[3].equips) == 1


def test_x_cards_or_as_many_as_it_has() -> None:
    """「依次棄置其X張牌」 with X = 3 and one card: that card (R-G4: hand and equipment)."""
    g, s = table(s1=START, s3={**VICTIM, "hand": [], "equips": ["掃帚"]})
    script = {("閃現", 1): [{"choice": "發動", "target": 3}, {"choice": "X=3"}]}
    drive(flow.turn(g, 1, begin="行動"), script)
    assert s.players[3].equips == []


def test_only_after_the_first_throw() -> None:
    """「第一次行動投擲后」: asked once in the phase, however many throws it has."""
    g, s = table(s1=START, s3=VICTIM)
    asks = drive(flow.turn(g, 1, begin="行動"), {("閃現", 1): [NO]})[0]
    assert [a.skill for a in asks].count("閃現") == 1
    assert s.players[1].dice_control == []


def test_only_a_character_with_a_cell_behind_it() -> None:
    """「一名后一格是格子的其它角色」 — on (7,13) heading 東 seat 3 has (6,13) behind it; heading 南 at (0,13), the
    map's corner, nothing is behind it (no road leads north there)."""
    g, s = table(s1=START)
    for q in s.players.values():  # (placed after the set-up: the seats before seat 1 have had their turns)
        if q.seat != 1:
            q.position, q.heading = ((7, 13), Direction.EAST) if q.seat == 3 else ((0, 13), Direction.SOUTH)
    assert Direction.NORTH not in s.board.links((0, 13))
    asks = drive(flow.turn(g, 1, begin="行動"), {("閃現", 1): [NO]})[0]
    offered = [o.get("target") for o in asks[0].options]
    assert offered == [None, 3]


def test_the_heuristic_bot_blinks_onto_a_foe_and_keeps_x_below_its_hp() -> None:
    """The bot, a 表外, blinks onto the 蒼鷺 (a sure foe) rather than onto a seat it cannot tell, picks X = 2 with 3 HP
    (the foe hits back X), and the 蒼鷺's bot hits back."""
    checked = 0
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "刺客", **START}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1:
            continue
        for q in s.players.values():
            if q.seat != 1:
                q.position, q.heading = (7, 13), Direction.EAST
        heron.position, heron.hand = (6, 13), heron.hand[:3] or [s.deck.pop(0) for _ in range(3)]
        flow_ = flow.turn(g, 1, begin="行動")
        batch = next(flow_)
        while batch[0].skill != "閃現":
            batch = flow_.send({batch[0].seat: batch[0].default})
        bot = HeuristicBot(1)
        got = bot.decide(batch[0], lambda g=g: seat_view(g, 1))
        assert got == {"choice": "發動", "target": heron.seat}
        batch = flow_.send({1: got})
        while batch[0].skill != "閃現":
            batch = flow_.send({batch[0].seat: batch[0].default})
        assert HeuristicBot(1).decide(batch[0], lambda g=g: seat_view(g, 1)) == {"choice": "X=2"}
        batch = flow_.send({1: {"choice": "X=2"}})
        while batch[0].seat == 1:
            batch = flow_.send({1: HeuristicBot(1).decide(batch[0], lambda g=g: seat_view(g, 1))})
        assert batch[0].skill == "閃現" and batch[0].seat == heron.seat
        got = HeuristicBot(heron.seat).decide(batch[0], lambda g=g, x=heron.seat: seat_view(g, x))
        assert got == {"choice": "造成傷害"}
        checked += 1
    assert checked >= 2
