"""梅花6，蝴蝶，3 — 【善詔】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/hudie.py):
「【善詔】一名角色的行動階段結束后，若X大于0且不大于此階段開始時其手牌數，你可令其隨機棄置一張手牌并獲得兩條隨機指令。X為其手牌數。」
As scraped: 「?6，蝴蝶，3」 「【善詔】一名角色的行動(dòng)階段結(jié)束后，若X大于0且不大于此階段開始時(shí)其手牌數(shù)，你可令其隨機(jī)棄置一張手牌并獲得兩條隨機(jī)指令。X為其手牌數(shù)。」 「技能：瑞雪兆豐 冰花志異/三足鼎立 一已自立」 「陣亡：禍起蕭墻 殃及池魚」
「技能：瑞雪兆豐 冰花志異/三足鼎立 一已自立」 「陣亡：禍起蕭墻 殃及池魚」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, combat, hooks
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seats: Any) -> tuple[Game, FState]:
    return kit.table("蝴蝶", **seats)


def action_phase(g: Game, seat: int, hand_then: int, *answers: Any) -> list[Any]:
    """`seat`'s 行動階段 starts and ends, its hand going from what it is to `hand_then` cards meanwhile (drawn from
    the 牌堆, or the last ones put back on it); 【善詔】's asks take `answers`."""
    s: FState = g.state
    s.turns += 1
    s.turn = Turn(seat, "行動")
    asks, _ = drive(hooks.emit(g, hooks.PHASE_START, {"seat": seat, "phase": "行動"}))
    q = s.players[seat]
    while len(q.hand) < hand_then:
        q.hand.append(s.deck.pop())
    while len(q.hand) > hand_then:
        s.deck.append(q.hand.pop())
    more, _ = drive(hooks.emit(g, hooks.PHASE_END, {"seat": seat, "phase": "行動"}), {"善詔": list(answers)},
                    strict=True)
    return [a.skill for a in asks + more]


def test_the_card() -> None:
    """「?6，蝴蝶，3」 — the third 6 listed: 梅花6 (R-S1)."""
    c = character("蝴蝶")
    assert (c.label, c.max_hp, c.attribute) == ("梅花6", 3, None)


def test_it_discards_a_random_hand_card_and_gains_two_random_commands() -> None:
    """「一名角色的行動階段結束后，若X大于0且不大于此階段開始時其手牌數，你可令其隨機棄置一張手牌并獲得兩條隨機指令。X為其手牌數。」
    — 2 starts with three cards and ends with two: X = 2 ≤ 3; R-X28: 2 itself discards and gains; the commands are
    told to 2 alone; the line 「瑞雪兆豐 冰花志異」."""
    g, s = table(s2={"hand": ["狗", "狗", "家貓"]})
    q = s.players[2]
    commands = len(q.commands)
    assert action_phase(g, 2, 2, YES) == ["善詔"]
    assert len(q.hand) == 1 and len(q.commands) == commands + 2
    assert said(g, "1号發動【善詔】: 「瑞雪兆豐 冰花志異」") and said(g, "善詔: 1号令2号隨機棄置一張手牌并獲得兩條隨機指令。")
    told = [e for e in g.log.entries if (e.data or {}).get("command")]
    assert len(told) == 2 and all(e.audience.kind != "all" for e in told)


def test_equal_counts_ask_too_and_his_own_phase() -> None:
    """「不大于」: the same count asks; 「一名角色」: his own 行動階段 too."""
    g, s = table(s1={"hand": ["狗", "狗"]})
    assert action_phase(g, 1, 2, YES) == ["善詔"]
    assert len(s.players[1].hand) == 1


def test_not_with_more_cards_than_at_the_start_nor_with_none() -> None:
    """「若X大于0且不大于此階段開始時其手牌數」: one card more than at the start, or an empty hand, asks nothing."""
    g, _ = table(s2={"hand": ["狗"]})
    assert action_phase(g, 2, 2) == []
    g, _ = table(s2={"hand": ["狗"]})
    assert action_phase(g, 2, 0) == []


def test_not_after_a_phase_that_never_started() -> None:
    """「此階段開始時」: an end with no start of its own (a start in another turn) asks nothing."""
    g, s = table(s2={"hand": ["狗", "狗"]})
    drive(hooks.emit(g, hooks.PHASE_START, {"seat": 2, "phase": "行動"}))
    s.turns += 1
    asks, _ = drive(hooks.emit(g, hooks.PHASE_END, {"seat": 2, "phase": "行動"}))
    assert asks == []


def test_declined_nothing_happens() -> None:
    """「你可」."""
    g, s = table(s2={"hand": ["狗", "狗"]})
    commands = len(s.players[2].commands)
    action_phase(g, 2, 2, NO)
    assert len(s.players[2].hand) == 2 and len(s.players[2].commands) == commands


def test_the_second_line_and_her_death_line() -> None:
    """「技能：…/三足鼎立 一已自立」 on the second use; 「陣亡：禍起蕭墻 殃及池魚」."""
    g, s = table(s2={"hand": ["狗", "狗"]})
    action_phase(g, 2, 2, YES)
    action_phase(g, 2, 1, YES)
    assert said(g, "1号發動【善詔】: 「三足鼎立 一已自立」")
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "禍起蕭墻 殃及池魚")


def test_the_heuristic_bot_grants_it_to_itself() -> None:
    """Two commands for a random card is a gain: the heuristic bot takes it for its own phase."""
    g, s = table(s1={"hand": ["狗", "狗"]})
    s.turns += 1
    s.turn = Turn(1, "行動")
    drive(hooks.emit(g, hooks.PHASE_START, {"seat": 1, "phase": "行動"}))
    (ask,) = next(iter(hooks.emit(g, hooks.PHASE_END, {"seat": 1, "phase": "行動"})))
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == YES


def test_the_heuristic_bot_refuses_it_to_a_foe() -> None:
    """For the 蒼鷺, a known foe of a 表外 蝴蝶: 不發動."""
    checked = 0
    for seed in range(1, 30):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "蝴蝶"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1 or not heron.hand:
            continue
        s.turns += 1
        s.turn = Turn(heron.seat, "行動")
        drive(hooks.emit(g, hooks.PHASE_START, {"seat": heron.seat, "phase": "行動"}))
        (ask,) = next(iter(hooks.emit(g, hooks.PHASE_END, {"seat": heron.seat, "phase": "行動"})))
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == NO
        checked += 1
    assert checked >= 2
