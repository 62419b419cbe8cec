"""The moments a skill names are events the rules emit (issue 23: 「Every moment a skill names is a named event of the
core's Events … and the game's own rules go through the same events: … each throw (額定投擲數), each step, passing and
stopping on a cell, 傳送, using a card, … drawing and losing cards, 回合開始/結束」; daoyan/games/fuweng/hooks.py).
Seed 001_ea231be5ab83fae4.txt: 「按點數前進對應格并執行停留格的事件」; 《路障》 「經過時強制停留。」; 《股市》
「經過時可選擇一項：購股；賣出。」 — each is an event a listener hears, with the stop and the 經過 as its action (a
`before:` trigger may prevent or replace them)."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import drive

from daoyan.core.events import Event
from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, flow, hooks, moves, zones
from daoyan.games.fuweng.board import Direction
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"


def table() -> tuple[Game, FState]:
    g = Game(RULES, 4, 3)
    assert isinstance(g.state, FState)
    return g, g.state


def hear(g: Game, name: str, timing: str = "after") -> list[dict[str, Any]]:
    heard: list[dict[str, Any]] = []
    g.events.on(f"{timing}:{name}", "test", lambda g, e: heard.append(dict(e.data)))
    return heard


def test_a_move_is_heard_cell_by_cell_passing_and_stopping() -> None:
    """Three cells: each entered (行動一格), the first two passed (經過), the last stopped on (停留)."""
    g, s = table()
    p = s.players[1]
    p.position, p.heading = (1, 13), Direction.EAST
    steps, passes, stops = hear(g, hooks.STEP), hear(g, hooks.PASSED), hear(g, hooks.STOP)
    drive(g, moves.move(g, p, 3), then=lambda a: a.default)
    assert [d["at"] for d in steps] == [[2, 13], [3, 13], [4, 13]]
    assert [d["at"] for d in passes] == [[2, 13], [3, 13]]
    assert stops == [{"seat": 1, "at": [4, 13]}]


def test_a_stop_prevented_runs_no_cell_event() -> None:
    """「執行停留格的事件」 is the 停留 event's action: a `before:` trigger that prevents it replaces the cell's event
    (here: nothing; 獅子's 反芻 ② runs a 《傳送》 there)."""
    g, s = table()
    p = s.players[1]
    p.position, p.heading, p.hand = (3, 13), Direction.EAST, []
    g.events.on("before:" + hooks.STOP, "test", lambda g, e: e.prevent("test"))
    drive(g, moves.move(g, p, 2), then=lambda a: a.default)  # onto (5,13), a 《野外》: 「檢索一張動物牌」 — prevented
    assert p.position == (5, 13) and p.hand == []


def test_a_pass_prevented_keeps_a_roadblock_from_stopping_the_move() -> None:
    """《路障》 「經過時強制停留。」 is the 經過 event's action: prevented, the move goes on past it."""
    g, s = table()
    p = s.players[1]
    p.position, p.heading = (1, 13), Direction.EAST
    s.replaced[(2, 13)] = "路障"
    drive(g, moves.move(g, p, 3), then=lambda a: a.default)
    assert p.position == (2, 13)  # (the rules: stopped there)
    g, s = table()
    p = s.players[1]
    p.position, p.heading = (1, 13), Direction.EAST
    s.replaced[(2, 13)] = "路障"
    g.events.on("before:" + hooks.PASSED, "test", lambda g, e: e.prevent("test"))
    drive(g, moves.move(g, p, 3), then=lambda a: a.default)
    assert p.position == (4, 13)


def test_throws_and_their_moves_are_heard_and_a_throw_can_be_changed() -> None:
    """「行動投擲」 (額定投擲數: the phase's throws) — its result may be changed before the move; 「行動結算結束」 after it."""
    g, s = table()
    p = s.players[1]
    p.position, p.heading, p.dice_control = (1, 13), Direction.EAST, [1, 1]
    s.turn = Turn(1, "行動")
    done = hear(g, hooks.ACTION_DONE)

    def three(g: Game, e: Event) -> None:
        e.data["n"] = 3

    g.events.on("before:" + hooks.THROW, "test", three)
    drive(g, flow.action_phase(g, p), then=lambda a: a.default)
    assert p.position == (7, 13) and [d["index"] for d in done] == [0, 1]


def test_cards_used_and_drawn_are_heard_at_the_next_settle() -> None:
    """「使用、打出牌后」 and 「摸牌后」: heard where the flow settles, with the seat and the cards."""
    g, s = table()
    used, drew = hear(g, hooks.CARD_USED), hear(g, hooks.DREW)
    card = s.players[2].hand[0]
    s.players[2].hand.remove(card)
    zones.to_discard(g, [card], by=2)
    zones.draw(g, 3, 2)
    assert used == [] and drew == []
    drive(g, iter(hooks.settle(g)))
    assert used == [{"seat": 2, "cards": [card]}] and drew == [{"seat": 3, "n": 2}]


def test_a_turn_is_heard_from_its_start_to_its_end() -> None:
    """「回合開始時」 … 「回合結束時」."""
    g, s = table()
    starts, ends = hear(g, hooks.TURN_START), hear(g, hooks.TURN_END)
    seat = s.order()[0]
    drive(g, flow.turn(g, seat), then=lambda a: a.default)
    assert starts == [{"seat": seat}] and ends == [{"seat": seat}]


def test_unheard_the_events_cost_no_step() -> None:
    """A game without 人妖牌 listens to none of these moments, so they cost it nothing (the golden games and
    test_pace check such games step for step)."""
    g, _ = table()
    assert not any(g.events.listening(n) for n in (hooks.STOP, hooks.PASSED, hooks.STEP, hooks.CARD_USED, hooks.DREW))


def test_a_trick_used_on_a_character_makes_it_a_target() -> None:
    """「使用…指定…為目標后」: a trick used on a character is heard as its target, with the trick's name (the 【狗】 and the
    【家貓】 are heard the same way: tests/fuweng/characters/test_lingzhu.py)."""
    from daoyan.games.fuweng import tricks

    g, s = table()
    p = s.players[1]
    card = next(c for c in s.deck if s.cards[c].name == "無中生有")
    s.deck.remove(card)
    p.hand.append(card)
    heard = hear(g, hooks.TARGETED)
    drive(g, tricks.use(g, p, card, 1), then=lambda a: a.default)
    assert heard == [{"user": 1, "target": 1, "card": card, "name": "無中生有", "targets": 1}]
