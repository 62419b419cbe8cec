"""The search bot (daoyan/bots/search.py) and the sampling under it (daoyan/core/sampling.py): samples are games the
seat cannot tell from the real one — built from its view alone, its lines identical, its open ask the same — with
everything hidden from it drawn afresh; the bot plays legally within its budget, the same way for the same seed."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan.balance import simulate
from daoyan.bots import make_bot
from daoyan.bots.search import SearchBot
from daoyan.cli import app
from daoyan.core.ask import Ask
from daoyan.core.bots import play_out
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.sampling import Sampler
from daoyan.core.view import bot_view, viewer
from daoyan.games import get_rules

RULES = get_rules("langren")


def midgame(seed: int, seat: int, answers: int) -> Game:
    """A 版杀 game of heuristic bots, stopped when `seat` is asked after giving `answers` answers."""
    g = Game(RULES, 12, seed)
    bots = {s: make_bot("langren", "heuristic", seed * 17 + s) for s in g.seats}
    while g.pending and not g.finished:
        if seat in g.pending and sum(1 for _, s, _ in g.history if s == seat) == answers:
            return g
        for s, a in list(g.pending.items()):
            g.answer(s, bots[s].decide(a, viewer(bots[s], g, s)))
    pytest.skip("the game ended first")


def propose_randomly(r: random.Random) -> Any:
    return lambda g, a: a.options[r.randrange(len(a.options))]


def identities(g: Game) -> dict[int, str]:
    return {x: c.card for x, c in g.state.chars.items()}


@pytest.mark.parametrize(("seed", "seat", "answers"), [(5, 3, 3), (8, 1, 2), (11, 7, 4)])
def test_a_sample_is_a_game_the_seat_cannot_tell_from_the_real_one(seed: int, seat: int, answers: int) -> None:
    real = midgame(seed, seat, answers)
    view = json.loads(json.dumps(bot_view(real, seat, known=True)))  # the view alone: no reference to the game
    ask = real.pending[seat]
    sampler = Sampler(RULES, ask, view, random.Random(1), propose_randomly(random.Random(2)))
    samples = [s for s in (sampler.sample() for _ in range(30)) if s is not None]
    assert samples, sampler.failed
    mine = json.loads(json.dumps(bot_view(real, seat)))
    for s in samples:
        theirs = json.loads(json.dumps(bot_view(s, seat)))
        assert theirs["log"] == mine["log"] and theirs["you"] == mine["you"] and theirs["table"] == mine["table"]
        assert s.pending[seat].skill == ask.skill and s.pending[seat].options == ask.options
        assert identities(s)[seat] == identities(real)[seat]
    # what the seat does not know is drawn: the other seats' cards differ between samples
    assert len({tuple(sorted(identities(s).items())) for s in samples}) > 1


def test_a_wolf_knows_its_team_in_every_sample() -> None:
    """[群内]: a 狼人 is told its team, so every sample deals the same seats the wolf cards."""
    g = Game(RULES, 12, 21)
    wolf = next(x for x, c in identities(g).items() if c == "狼人")
    real = midgame(21, wolf, 1)
    sampler = Sampler(RULES, real.pending[wolf], bot_view(real, wolf, known=True), random.Random(3),
                      propose_randomly(random.Random(4)))
    samples = [s for s in (sampler.sample() for _ in range(20)) if s is not None]
    assert samples
    wolves = {x for x, c in identities(real).items() if c == "狼人"}
    assert all({x for x, c in identities(s).items() if c == "狼人"} == wolves for s in samples)


def test_sampling_needs_what_the_seat_knows_and_rules_that_can_sample() -> None:
    real = midgame(5, 3, 1)
    ask = real.pending[3]
    with pytest.raises(ConfigError, match="known"):
        Sampler(RULES, ask, bot_view(real, 3), random.Random(1), propose_randomly(random.Random(1)))
    with pytest.raises(ConfigError, match="no search bot for xianyao"):
        make_bot("xianyao", "search", 1)


def test_the_search_bot_plays_a_whole_game_legally_and_the_same_way_for_the_same_seed() -> None:
    def game() -> tuple[Game, SearchBot]:
        g = Game(RULES, 12, 5)
        bot = SearchBot("langren", 1, playouts=3, keep=2)
        agents: dict[int, Any] = {s: make_bot("langren", "heuristic", 100 + s) for s in g.seats}
        agents[3] = bot
        return play_out(g, agents), bot

    (a, bot), (b, _) = game(), game()
    assert a.finished and a.snapshot() == b.snapshot() and a.record() == b.record()
    assert bot.searched > 0 and bot.searched + bot.fallbacks <= bot.decisions


def test_no_time_left_means_the_heuristic_bots_pick() -> None:
    real = midgame(5, 3, 3)
    ask = real.pending[3]
    searcher = SearchBot("langren", 7, seconds=0.0)
    got = searcher.decide(ask, viewer(searcher, real, 3))
    assert (searcher.fallbacks, searcher.searched, searcher.samples) == (1, 0, 0) and got in ask.options
    single = Ask(3, "遗言", "", [{"choice": "不留"}], {"choice": "不留"})
    assert searcher.decide(single, viewer(searcher, real, 3)) == {"choice": "不留"}


def test_search_bots_per_seat_in_a_simulation_and_on_the_command_line() -> None:
    s = simulate("langren", 1, 12, seed=3, workers=1, bots="heuristic,1=search", search={"playouts": 2})
    assert s.games == 1 and all(r.winner in ("狼人", "村民") for r in s.results)
    r = CliRunner().invoke(app, ["sim", "langren", "--games", "1", "--workers", "1", "--bots", "heuristic,2=search",
                                 "--search-playouts", "2"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(app, ["sim", "xianyao", "--games", "1", "--bots", "1=search"])
    assert r.exit_code == 2 and "no search bot for xianyao" in r.output
