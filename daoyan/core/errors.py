"""Specific errors. Every one is a ValueError whose message says exactly what was wrong."""

from __future__ import annotations


class DaoyanError(ValueError):
    """Base class of every error daoyan raises on bad input."""


class IllegalAnswer(DaoyanError):
    """An answer that is not one of the legal choices of the ask it answers."""


class NotAsked(DaoyanError):
    """An answer from a seat that has no open ask (wrong phase, or not this seat's turn)."""


class GameFinished(DaoyanError):
    """An answer sent to a game that has already ended."""


class UnknownIdentity(DaoyanError):
    """An identity name the game does not know (or does not implement yet)."""


class ConfigError(DaoyanError):
    """A game configuration that cannot be played (wrong counts, bad option, …)."""


class ForcedChanceError(DaoyanError):
    """A forced random result (scenario `dice:` / `random:`) that is not a possible outcome."""


class ScenarioError(DaoyanError):
    """A scenario file that is malformed or scripts an illegal decision.

    `entry` names the offending entry (e.g. ``decisions[3]``)."""

    def __init__(self, message: str, entry: str | None = None) -> None:
        self.entry = entry
        super().__init__(f"{entry}: {message}" if entry else message)
