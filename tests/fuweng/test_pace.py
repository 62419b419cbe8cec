"""三國殺×大富翁's hidden steps (issue 22, item 3; docs/security.md, "Side channels"): a flow yields PACE where each
window opens whose asks are secret — a 【無懈可擊】 window, a 【流浪貓】 asked for against a 【狗】, the 【家貓】 windows of
a dying character, each card of the 出牌階段, each command of the 指令階段, each stop and 經過 event — whether or not
anyone can answer in it. The same public story must pace the same whoever holds what: each pair below differs only
in a hand (so in whether anyone is asked) and must yield the same steps."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from fuweng_scripts import give, near, playing
from test_tricks import table

from daoyan.core.game import Flow, Game
from daoyan.games.fuweng import combat, commands, equipment, play, tiles, tricks
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.state import FState, Player


def steps(g: Game, flow: Generator[Any, Any, Any]) -> tuple[int, int]:
    """Run `flow` answering every ask by its default: (the steps (PACE) it passed, the asks it made). (Unpaced, a step
    is noted in `Game.pace_at`; a paced game stops at it.)"""
    before, asked = len(g.pace_at), 0
    try:
        batch = next(flow)
        while True:
            asked += len(batch)
            batch = flow.send({a.seat: a.default for a in batch})
    except StopIteration:
        pass
    return len(g.pace_at) - before, asked


Setup = Callable[[Game, FState, Player, Player, bool], Flow]


def both(setup: Setup) -> list[tuple[int, int]]:
    """The same moment played twice, the second seat holding the card (True) or not (False)."""
    out = []
    for holds in (False, True):
        g, s, p, others = table()
        q = s.players[others[0]]
        near(s, p.seat, q.seat)
        out.append(steps(g, setup(g, s, p, q, holds)))
    return out


def check(setup: Setup) -> None:
    (paces_without, asked_without), (paces_with, asked_with) = both(setup)
    assert asked_without < asked_with, "the pair must differ in whether somebody is asked"
    assert paces_without == paces_with >= 1


def test_a_dog_opens_a_step_whether_or_not_its_target_holds_a_stray_cat() -> None:
    """【流浪貓】 「使用時機：以你為目標的【狗】生效前」 (seed 001_ea231be5ab83fae4.txt)."""
    def setup(g: Game, s: FState, p: Player, q: Player, holds: bool) -> Flow:
        if holds:
            give(s, q.seat, "流浪貓")
        return equipment.stray_cat(g, q, p)
    check(setup)


def test_a_trick_opens_a_nullify_window_whether_or_not_anyone_holds_one() -> None:
    """【無懈可擊】 「一張大招牌生效前，抵消此牌對一名角色產生的效果」 (seed 001_ea231be5ab83fae4.txt)."""
    def setup(g: Game, s: FState, p: Player, q: Player, holds: bool) -> Flow:
        if holds:
            give(s, q.seat, "無懈可擊")
        return tricks.nullified(g, "以逸待勞", q)
    check(setup)


def test_a_dying_character_opens_a_step_whether_or_not_anyone_holds_a_house_cat() -> None:
    """「體力降到0或更低時，即進入瀕死狀態」 — the 【家貓】 windows (seed 001_ea231be5ab83fae4.txt)."""
    def setup(g: Game, s: FState, p: Player, q: Player, holds: bool) -> Flow:
        if holds:
            give(s, q.seat, "家貓")
        p.hp = 0
        return combat.dying(g, p, None)
    check(setup)


def test_each_card_of_the_play_phase_is_a_step_whatever_the_hand() -> None:
    """出牌階段 「使用一張牌，或結束」: one step ends the phase with an empty hand or with a card not used."""
    def setup(g: Game, s: FState, p: Player, q: Player, holds: bool) -> Flow:
        playing(g, s, q.seat)
        if holds:
            give(s, q.seat, "狗")
        return play.play_phase(g, q)
    check(setup)


def test_the_command_phase_is_a_step_whether_or_not_he_holds_a_command() -> None:
    """指令階段 「可使用指令。若角色不持有指令，則跳過。」 — a random command is gained in secret."""
    def setup(g: Game, s: FState, p: Player, q: Player, holds: bool) -> Flow:
        playing(g, s, q.seat)
        if holds:
            q.commands.append(commands.STAY)
        return commands.command_phase(g, q)
    check(setup)


def test_a_stop_is_a_step_whether_or_not_he_can_buy_a_share_with_a_stray_cat() -> None:
    """貓舍 「若該《貓舍》可購股份大于0，可打出一張【流浪貓】選擇“購股”。」 (seed 001_ea231be5ab83fae4.txt)."""
    def setup(g: Game, s: FState, p: Player, q: Player, holds: bool) -> Flow:
        playing(g, s, q.seat)
        cell = next(c for c in s.board.cells if c.kind == Kind.MAOSHE)
        q.position = cell.pos
        if holds:
            give(s, q.seat, "流浪貓")
        return tiles.on_stop(g, q.seat)
    check(setup)


def test_nullify_windows_after_a_used_one_are_steps_too() -> None:
    """「或抵消另一張【無懈可擊】產生的效果」: each one used opens a new window, a step of its own."""
    g, s, _, others = table()
    q = s.players[others[0]]
    give(s, q.seat, "無懈可擊")
    flow = tricks.nullified(g, "以逸待勞", q)
    before = len(g.pace_at)
    batch = next(flow)
    try:
        while True:
            batch = flow.send({a.seat: {"choice": a.options[1]["choice"]} if a.seat == q.seat else a.default
                               for a in batch})
    except StopIteration as stop:
        assert stop.value is True  # one used: the effect on q is cancelled
    assert len(g.pace_at) - before == 2  # the first window, and the one against q's 【無懈可擊】 (nobody else holds one)
