"""Agents answer asks. The random legal bot ships with the core."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from .ask import Answer, Ask
from .game import Game

ViewFn = Callable[[], dict[str, Any]]


class Agent(Protocol):
    def decide(self, ask: Ask, view: ViewFn) -> Answer: ...


class RandomBot:
    """Picks uniformly among the legal answers. Its randomness is its own, not the game's."""

    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        return ask.options[self._r.randrange(len(ask.options))]


class DefaultBot:
    """Always takes the default (what an absent player gets)."""

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        return ask.default


def _viewer(g: Game, seat: int, fn: Callable[[Game, int], dict[str, Any]]) -> ViewFn:
    return lambda: fn(g, seat)


def play_out(g: Game, agents: dict[int, Agent], max_asks: int = 1_000_000) -> Game:
    """Let agents answer until the game ends."""
    from .view import seat_view

    n = 0
    while not g.finished and g.pending:
        for seat, ask in list(g.pending.items()):
            agent = agents[seat]
            g.answer(seat, agent.decide(ask, _viewer(g, seat, seat_view)))
        n += 1
        if n > max_asks:
            raise RuntimeError("play_out: too many asks")
    return g
