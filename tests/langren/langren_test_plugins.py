"""A Python effect registered only for the tests (DAOYAN_LANGREN_PLUGINS=langren_test_plugins): a night bomb."""

from __future__ import annotations

from daoyan.core.game import Game
from daoyan.games.langren.flow import out_now


def night_blast(game: Game, seat: int, targets: list[int]) -> None:
    """At its night step, the target goes out at once (not on 凌晨 (7)'s list)."""
    out_now(game, targets, "夜爆")
