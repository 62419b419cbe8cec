"""daoyan.core.events: timings, priority, prevent/redirect/replace, after-triggers, response windows."""

from __future__ import annotations

from typing import Any

import pytest
from core_toy import ToyRules

from daoyan.core import Event, Events, Game
from daoyan.core.events import drive


def test_before_triggers_run_by_priority_then_seat_order_then_name() -> None:
    ev = Events(seat_order=lambda s: {None: 0, 4: 1, 1: 2}[s])  # the current seat is 4: 4 comes before 1
    order: list[str] = []
    for name, prio, owner in [("b", 0, None), ("a", 0, None), ("low", -1, None), ("high", 9, None),
                              ("seat1", 0, 1), ("seat4", 0, 4)]:
        ev.on("before:x", name, lambda g, e, n=name: order.append(n), priority=prio, owner=owner)
    drive(ev.emit(None, Event("x")))
    assert order == ["high", "a", "b", "seat4", "seat1", "low"]


def test_prevent_stops_the_rest_the_action_and_the_after_triggers() -> None:
    ev = Events()
    seen: list[str] = []
    ev.on("before:封印", "护", lambda g, e: e.prevent("护"), priority=5)
    ev.on("before:封印", "later", lambda g, e: seen.append("later"), priority=1)
    ev.on("after:封印", "after", lambda g, e: seen.append("after"))
    out = drive(ev.emit(None, Event("封印", {"seat": 2}), lambda g, e: seen.append("action")))
    assert out.prevented and out.prevented_by == "护"
    assert seen == []
    assert out.notes == ["护: prevent"]
    assert not ev.happened("封印")
    assert ev.history == [out]


def test_condition_gates_a_trigger() -> None:
    ev = Events()
    ev.on("before:封印", "只护3号", lambda g, e: e.prevent("护"), condition=lambda g, e: e.data["seat"] == 3)
    assert not drive(ev.emit(None, Event("封印", {"seat": 2}))).prevented
    assert drive(ev.emit(None, Event("封印", {"seat": 3}))).prevented
    assert ev.happened("封印", lambda e: e.data["seat"] == 2)
    assert not ev.happened("封印", lambda e: e.data["seat"] == 3)


def test_redirect_changes_what_the_action_and_later_triggers_see() -> None:
    ev = Events()
    hit: list[int] = []
    ev.on("before:封印", "生死链", lambda g, e: e.redirect("生死链", seat=7), priority=2)
    ev.on("before:封印", "看", lambda g, e: hit.append(-e.data["seat"]), priority=1)
    ev.on("after:封印", "后", lambda g, e: hit.append(100 + e.data["seat"]))
    out = drive(ev.emit(None, Event("封印", {"seat": 2}), lambda g, e: hit.append(e.data["seat"])))
    assert hit == [-7, 7, 107]
    assert out.notes == ["生死链: redirect {'seat': 7}"]
    assert ev.happened("封印", lambda e: e.data["seat"] == 7)


def test_replace_emits_a_nested_event_instead() -> None:
    ev = Events()
    hits: list[tuple[str, Any]] = []

    def swap(g: Any, e: Event) -> None:
        e.prevent("替身")
        e.replaced_by = Event("流血", {"seat": e.data["seat"], "n": 2})

    ev.on("before:封印", "替身", swap)
    ev.on("after:封印", "after封印", lambda g, e: hits.append(("after封印", e.name)))
    ev.on("after:流血", "after流血", lambda g, e: hits.append(("after流血", e.parent.name if e.parent else None)))
    out = drive(ev.emit(None, Event("封印", {"seat": 4}), lambda g, e: hits.append(("action", e.name))))
    assert out.name == "封印" and out.prevented
    assert out.replaced_by is not None and out.replaced_by.parent is out
    assert hits == [("action", "流血"), ("after流血", "封印")]
    assert ev.happened("流血") and not ev.happened("封印")
    assert [e.name for e in ev.history] == ["流血", "封印"]  # the nested event finishes first
    assert ev.stack == []


def test_nested_emits_from_an_action_set_parent() -> None:
    ev = Events()
    parents: list[str | None] = []
    ev.on("before:内", "看", lambda g, e: parents.append(e.parent.name if e.parent else None))

    def outer(g: Any, e: Event) -> Any:
        yield from ev.emit(g, Event("内"))

    drive(ev.emit(None, Event("外"), outer))
    drive(ev.emit(None, Event("内")))
    assert parents == ["外", None]


def test_off_removes_a_trigger() -> None:
    ev = Events()
    ev.on("before:x", "护", lambda g, e: e.prevent("护"))
    ev.off("护")
    assert not drive(ev.emit(None, Event("x"))).prevented


def test_drive_refuses_a_flow_that_asks() -> None:
    ev = Events()

    def asks(g: Any, e: Event) -> Any:
        yield ["a question"]

    ev.on("before:x", "问", asks)
    with pytest.raises(RuntimeError, match="asked"):
        drive(ev.emit(None, Event("x")))


# ---- response windows: triggers that yield asks, driven by a Game -----------------------------

def test_a_response_window_asks_the_target_and_can_prevent() -> None:
    g = Game(ToyRules(), 3, seed=1)
    g.answer(1, {"target": 2})  # 出杀 at 2: the 闪 window opens for seat 2
    assert list(g.pending) == [2]
    assert g.pending[2].skill == "闪"
    g.answer(2, {"choice": "闪"})
    assert g.state["hp"][2] == 2
    assert not g.events.happened("伤害")
    assert g.events.history[-1].prevented_by == "闪"
    assert sorted(g.pending) == [1, 2, 3] and g.pending[1].skill == "报数"


def test_a_response_window_not_taken_lets_the_event_happen() -> None:
    g = Game(ToyRules(), 3, seed=1)
    g.answer(1, {"target": 3})
    g.answer(3, {"choice": "不出"})
    assert g.state["hp"][3] == 1
    assert g.events.happened("伤害", lambda e: e.data["seat"] == 3)
    assert g.log.entries[-1].text == "3号受到1点伤害"


def test_no_window_without_the_trigger() -> None:
    g = Game(ToyRules(with_dodge=False), 3, seed=1)
    g.answer(1, {"target": 3})
    assert g.state["hp"][3] == 1
    assert sorted(g.pending) == [1, 2, 3]
