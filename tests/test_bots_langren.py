"""The heuristic bot of 版杀 (daoyan/bots/langren.py) plays from its seat's view only (its `decide` is given the ask
and a function returning `seat_view`, nothing else), always legally, and its side beats random bots: the harness seats
heuristic bots on one side and random bots on the other (`--bots heuristic:SIDE`)."""

from __future__ import annotations

import pytest

from daoyan.balance import simulate
from daoyan.bots import make_bot
from daoyan.core.errors import ConfigError

GAMES = 200


def rate(bots: str, side: str) -> tuple[float, float]:
    s = simulate("langren", GAMES, 12, seed=11, workers=1, bots=bots)
    row = next((lo, hi) for name, _, lo, hi in s.sides() if name == side)
    return row


@pytest.mark.parametrize("side", ["狼人", "村民"])
def test_a_heuristic_side_beats_random_bots(side: str) -> None:
    """Its side's win rate against random bots, 95% Wilson intervals apart from the all-random games (the same deals:
    the same master seed)."""
    low, _ = rate(f"heuristic:{side}", side)
    _, high = rate("random", side)
    assert low > high, (side, low, high)


def test_heuristic_bots_on_every_seat_play_legally_to_the_end() -> None:
    s = simulate("langren", 40, 12, seed=3, workers=1, bots="heuristic")
    assert s.games == 40 and all(r.winner in ("狼人", "村民", None) for r in s.results)


def test_unknown_kinds_and_games_without_a_heuristic_bot_are_refused() -> None:
    with pytest.raises(ConfigError, match="no heuristic bot for nosuchgame"):
        make_bot("nosuchgame", "heuristic", 1)
    with pytest.raises(ConfigError, match="unknown bot kind"):
        make_bot("langren", "clever", 1)


def test_the_terminal_game_takes_the_bots_kind() -> None:
    from typer.testing import CliRunner

    from daoyan.cli import app

    r = CliRunner().invoke(app, ["play", "langren", "--seat", "1", "--seed", "2", "--bots", "heuristic"],
                           input="\n" * 3000)
    assert r.exit_code == 0 and ("获胜" in r.output or "无人获胜" in r.output), r.output[-500:]
    r = CliRunner().invoke(app, ["play", "xianyao", "--bots", "clever"], input="\n")
    assert r.exit_code == 2 and "unknown bot kind 'clever'" in r.output
