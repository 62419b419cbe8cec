"""Shared by the 三國殺×大富翁 tests: a game that runs only the set-up (the turns are not built yet)."""

from __future__ import annotations

from typing import Any

from daoyan.core.game import Flow, Game
from daoyan.games.fuweng.board import default_board
from daoyan.games.fuweng.identities import identities_for
from daoyan.games.fuweng.setup import start
from daoyan.games.fuweng.state import FState

BOARD = default_board()


class SetupOnly:
    """The set-up of 基本規則 and nothing after it."""

    name = "fuweng-setup"
    title = "三國殺×大富翁 (set-up)"

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        identities_for(players)  # 4–8 players or a ConfigError
        return {}

    def new_state(self, game: Game) -> Any:
        return None

    def flow(self, game: Game) -> Flow:
        game.state = start(game, BOARD)
        yield []

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        return {}

    def public_table(self, game: Game) -> dict[str, Any]:
        return {}

    def host_state(self, game: Game) -> dict[str, Any]:
        return {}


def game(players: int, seed: int = 1, **forced: list[Any]) -> tuple[Game, FState]:
    g = Game(SetupOnly(), players, seed, forced=forced or None)
    assert isinstance(g.state, FState)
    return g, g.state
