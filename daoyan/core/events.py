"""Events with named timings that skills can prevent, replace or redirect, with explicit priority.

An event (say 封印 of seat 5's top card) is emitted with the action that performs it. Triggers
registered at ``before:<name>`` run first, highest priority first, then by seat order from the
game's current seat, then by name; any of them may redirect the event (change its data), prevent
it, or replace it (prevent it and emit another event, which nests). If the event still stands its
action runs, then the ``after:<name>`` triggers. Triggers and actions may be generators that yield
asks (response windows), so a Sanguosha-style chain — a card's use containing its effect,
containing damage, containing dying — is a stack of nested ``yield from emit(...)`` calls.

>>> ev = Events()
>>> hits = []
>>> _ = ev.on("before:封印", "血祭", lambda g, e: e.prevent("血祭"), priority=10)
>>> out = drive(ev.emit(None, Event("封印", {"seat": 5}), lambda g, e: hits.append(e.data["seat"])))
>>> out.prevented_by, hits
('血祭', [])
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

Flow = Generator[Any, Any, Any]
Effect = Callable[[Any, "Event"], Any]


@dataclass(slots=True)
class Event:
    name: str
    data: dict[str, Any] = field(default_factory=dict)
    prevented_by: str | None = None
    replaced_by: Event | None = None
    parent: Event | None = None
    notes: list[str] = field(default_factory=list)  # which triggers touched it, in order

    @property
    def prevented(self) -> bool:
        return self.prevented_by is not None

    def prevent(self, by: str) -> None:
        self.prevented_by = by
        self.notes.append(f"{by}: prevent")

    def redirect(self, by: str, **changes: Any) -> None:
        self.data.update(changes)
        self.notes.append(f"{by}: redirect {changes}")


@dataclass(slots=True)
class Trigger:
    timing: str
    name: str
    effect: Effect
    priority: int = 0
    owner: int | None = None
    condition: Callable[[Any, Event], bool] | None = None


def run_effect(result: Any) -> Flow:
    """Let a trigger be a plain function or a generator that asks."""
    if inspect.isgenerator(result):
        return (yield from result)
    return result


class Events:
    def __init__(self, seat_order: Callable[[int | None], int] | None = None) -> None:
        self._triggers: dict[str, list[Trigger]] = {}
        self._heard: set[str] = set()  # the events some trigger waits on (`listening`), kept by `on` and `off`
        self.seat_order = seat_order or (lambda s: s or 0)
        self.history: list[Event] = []
        self.stack: list[Event] = []

    def on(
        self,
        timing: str,
        name: str,
        effect: Effect,
        priority: int = 0,
        owner: int | None = None,
        condition: Callable[[Any, Event], bool] | None = None,
    ) -> Trigger:
        t = Trigger(timing, name, effect, priority, owner, condition)
        self._triggers.setdefault(timing, []).append(t)
        self._heard.add(timing.partition(":")[2])
        return t

    def off(self, name: str) -> None:
        for ts in self._triggers.values():
            ts[:] = [t for t in ts if t.name != name]
        self._heard = {timing.partition(":")[2] for timing, ts in self._triggers.items() if ts}

    def listening(self, name: str) -> bool:
        """Does any trigger wait on this event (before or after)? An event nobody listens to can skip `emit` (a set
        look-up: the rules ask at every phase of every turn)."""
        return name in self._heard

    def ordered(self, timing: str) -> list[Trigger]:
        ts = self._triggers.get(timing)
        if not ts:
            return []
        return sorted(ts, key=lambda t: (-t.priority, self.seat_order(t.owner), t.name))

    def emit(self, game: Any, event: Event, action: Effect | None = None) -> Flow:
        """Run one event through its timings; returns the event (prevented or done)."""
        event.parent = self.stack[-1] if self.stack else None
        self.stack.append(event)
        try:
            for t in self.ordered("before:" + event.name):
                if event.prevented:
                    break
                if t.condition is None or t.condition(game, event):
                    yield from run_effect(t.effect(game, event))
            if event.replaced_by is not None:
                yield from self.emit(game, event.replaced_by, action)
            elif not event.prevented:
                if action is not None:
                    yield from run_effect(action(game, event))
                for t in self.ordered("after:" + event.name):
                    if t.condition is None or t.condition(game, event):
                        yield from run_effect(t.effect(game, event))
        finally:
            self.stack.pop()
        self.history.append(event)
        return event

    def happened(self, name: str, pred: Callable[[Event], bool] = lambda e: True) -> bool:
        """Did an event of this name (matching pred) go through? E.g. 'was seat 3 sealed this round'."""
        return any(e.name == name and not e.prevented and pred(e) for e in self.history)


def drive(flow: Flow) -> Any:
    """Run a flow that asks nothing; return its value."""
    try:
        while True:
            next(flow)
            raise RuntimeError("drive(): the flow asked a question")
    except StopIteration as stop:
        return stop.value
