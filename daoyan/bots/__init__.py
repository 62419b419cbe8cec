"""Bots by kind, for every game: `random` (the core's RandomBot, every game) and `heuristic` (a game's own bot that
plays from its seat's view only; built so far for 版杀, `langren.py`)."""

from __future__ import annotations

from typing import Any

from ..core.bots import RandomBot
from ..core.errors import ConfigError

KINDS = ("random", "heuristic")
HEURISTIC = ("langren",)


def make_bot(game: str, kind: str, seed: int) -> Any:
    """A bot of `kind` for a seat of `game` (its own seeded randomness)."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "heuristic":
        if game == "langren":
            from .langren import LangrenBot

            return LangrenBot(seed)
        raise ConfigError(f"no heuristic bot for {game} yet (built: {', '.join(HEURISTIC)}); use --bots random")
    raise ConfigError(f"unknown bot kind {kind!r}; kinds: {', '.join(KINDS)}")
