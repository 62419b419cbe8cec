"""Views: what one seat knows, what everybody knows, what the host knows.

Every path that reaches a player (state, log, asks, errors, replays) goes through `seat_view`."""

from __future__ import annotations

from typing import Any

from .game import Game


def seat_view(g: Game, seat: int) -> dict[str, Any]:
    ask = g.pending.get(seat)
    return {
        "game": g.rules.name,
        "seat": seat,
        "round": g.round,
        "phase": g.phase,
        "you": g.rules.seat_view(g, seat),
        "table": g.rules.public_table(g),
        "log": [e.to_json() for e in g.log.entries if e.audience.sees(seat)],
        "ask": ask.to_json() if ask else None,
        "outcome": g.outcome.to_json() if g.outcome else None,
    }


def public_view(g: Game) -> dict[str, Any]:
    return {
        "game": g.rules.name,
        "round": g.round,
        "phase": g.phase,
        "table": g.rules.public_table(g),
        "log": [e.to_json() for e in g.log.public()],
        "waiting": sorted(g.pending),
        "outcome": g.outcome.to_json() if g.outcome else None,
    }


def host_view(g: Game) -> dict[str, Any]:
    return {
        "game": g.rules.name,
        "round": g.round,
        "phase": g.phase,
        "state": g.rules.host_state(g),
        "table": g.rules.public_table(g),
        "log": [e.to_json() for e in g.log.entries],
        "asks": [a.to_json() for a in g.pending.values()],
        "outcome": g.outcome.to_json() if g.outcome else None,
    }
