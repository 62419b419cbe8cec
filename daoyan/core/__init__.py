"""The game-agnostic core: state, chance, log, asks, events, views, replay."""

from .ask import Answer, Ask
from .errors import (
    ConfigError,
    DaoyanError,
    ForcedChanceError,
    GameFinished,
    IllegalAnswer,
    NotAsked,
    ScenarioError,
    UnknownIdentity,
)
from .events import Event, Events
from .game import ROUND_END, Game, Outcome, RoundEnd, replay
from .log import Audience, Entry, Log
from .rng import Chance

__all__ = [
    "ROUND_END", "Answer", "Ask", "Audience", "Chance", "ConfigError", "DaoyanError", "Entry", "Event", "Events",
    "ForcedChanceError", "Game", "GameFinished", "IllegalAnswer", "Log", "NotAsked", "Outcome",
    "RoundEnd", "ScenarioError", "UnknownIdentity", "replay",
]
