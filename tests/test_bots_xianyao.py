"""The heuristic bot of 《仙妖斗法》 (daoyan/bots/xianyao.py) plays from its seat's view only (its `decide` is given the
ask and a function returning `seat_view`, nothing else), always legally, the same way for the same seed, and each side
it plays beats random bots: the harness seats heuristic bots on one side and random bots on the other
(`--bots heuristic:SIDE`)."""

from __future__ import annotations

import ast
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from daoyan.balance import simulate
from daoyan.bots import make_bot
from daoyan.bots.xianyao import HeuristicBot
from daoyan.core.ask import Ask
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games import get_rules

GAMES = 100  # the sides are far apart (heuristic ≥ 85%, random ≈ 50%): 100 games separate them with room to spare
PLAYERS = 9  # `daoyan sim`'s default
SEED = 2


@cache
def sides(bots: str) -> dict[str, tuple[float, float]]:
    s = simulate("xianyao", GAMES, PLAYERS, seed=SEED, workers=1, bots=bots)
    return {name: (lo, hi) for name, _, lo, hi in s.sides()}


@pytest.mark.parametrize("side", ["星空仙人", "深渊妖魔"])
def test_a_heuristic_side_beats_random_bots(side: str) -> None:
    """Its side's win rate against random bots, 95% Wilson intervals apart from the all-random games (the same deals:
    the same master seed)."""
    low, _ = sides(f"heuristic:{side}").get(side, (0.0, 0.0))
    _, high = sides("random").get(side, (0.0, 0.0))
    assert low > high, (side, low, high)


@pytest.mark.parametrize("players", [5, 9, 12])
def test_heuristic_bots_on_every_seat_play_legally_to_the_end(players: int) -> None:
    s = simulate("xianyao", 12, players, seed=3, workers=1, bots="heuristic")
    assert s.games == 12 and all(r.winner in ("星空仙人", "深渊妖魔", None) for r in s.results)


def test_the_same_seed_plays_the_same_games() -> None:
    a = simulate("xianyao", 6, 7, seed=5, workers=1, bots="heuristic")
    b = simulate("xianyao", 6, 7, seed=5, workers=1, bots="heuristic")
    assert [(r.winner, r.rounds, r.decisions) for r in a.results] == [(r.winner, r.rounds, r.decisions)
                                                                       for r in b.results]


def test_it_sees_only_a_copy_of_its_view_and_always_answers_legally() -> None:
    """Each bot gets a fresh Ask built from the ask's JSON and its seat's view as plain JSON (no object of the game is
    reachable from either); every answer it gives is one of the options, over many asks of every kind."""
    rules = get_rules("xianyao")
    asked: dict[str, int] = {}
    for seed, players in ((1, 5), (2, 7), (3, 9), (4, 12)):
        g = Game(rules, players, seed, {})
        bots = {s: make_bot("xianyao", "heuristic", seed * 100 + s) for s in g.seats}
        while not g.finished and g.pending:
            for seat, ask in list(g.pending.items()):
                copy = Ask(seat, ask.skill, ask.prompt, json.loads(json.dumps(ask.options)),
                           json.loads(json.dumps(ask.default)), round=ask.round)

                def view(seat: int = seat) -> dict[str, Any]:
                    plain: dict[str, Any] = json.loads(json.dumps(seat_view(g, seat)))  # noqa: B023 (called now)
                    return plain

                answer = bots[seat].decide(copy, view)
                assert answer in ask.options or answer == ask.default, (ask.skill, answer)
                asked[ask.skill] = asked.get(ask.skill, 0) + 1
                g.answer(seat, answer)
    assert {"排序", "发言", "诛仙投票", "封妖", "验妖", "黎明"} <= set(asked), asked


def test_the_bot_imports_no_game_state() -> None:
    """The module reads no game: it imports only the core's asks (and the standard library)."""
    import daoyan.bots.xianyao as mod

    tree = ast.parse(Path(mod.__file__).read_text(encoding="utf-8"))
    imported = {(n.module or "") for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not any("games" in x or x.endswith("game") or "view" in x for x in imported), imported


def test_blind_bots_still_answer_legally() -> None:
    """Given an empty view (a driver that shows it nothing), it still answers every ask legally."""
    g = Game(get_rules("xianyao"), 7, 11, {})
    bots = {s: HeuristicBot(s) for s in g.seats}
    while not g.finished and g.pending:
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, dict))
    assert g.finished


def test_an_unknown_ask_takes_its_default() -> None:
    ask = Ask(1, "某技能", "", [{"choice": "放弃"}, {"target": 2}], {"choice": "放弃"})
    assert HeuristicBot(3).decide(ask, dict) == {"choice": "放弃"}
