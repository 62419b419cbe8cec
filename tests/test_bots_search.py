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
from daoyan.core.view import bot_view, known_to, viewer
from daoyan.games import get_rules
from daoyan.games.xianyao.sampling import PUBLIC_CHANCE, Told

RULES = get_rules("langren")


def midgame(seed: int, seat: int, answers: int, game: str = "langren", players: int = 12) -> Game:
    """A game of heuristic bots (版杀 at 12 unless told), stopped when `seat` is asked after giving `answers`
    answers."""
    g = Game(get_rules(game), players, seed)
    bots = {s: make_bot(game, "heuristic", seed * 17 + s) for s in g.seats}
    while g.pending and not g.finished:
        if seat in g.pending and sum(1 for _, s, _ in g.history if s == seat) == answers:
            return g
        for s, a in list(g.pending.items()):
            g.answer(s, bots[s].decide(a, viewer(bots[s], g, s)))
    pytest.skip("the game ended first")


def propose_randomly(r: random.Random) -> Any:
    return lambda g, a: a.options[r.randrange(len(a.options))]


def indistinguishable(real: Game, seat: int, tries: int, r: random.Random, p: random.Random) -> list[Game]:
    """Samples for `seat`'s open ask, drawn from a JSON copy of its view alone (no reference to the game), each
    checked to be a game the seat cannot tell from the real one: its log, `you`, the table and its open ask."""
    view = json.loads(json.dumps(bot_view(real, seat, known=True)))
    ask = real.pending[seat]
    sampler = Sampler(real.rules, ask, view, r, propose_randomly(p))
    samples = [s for s in (sampler.sample() for _ in range(tries)) if s is not None]
    assert samples, sampler.failed
    mine = json.loads(json.dumps(bot_view(real, seat)))
    for s in samples:
        theirs = json.loads(json.dumps(bot_view(s, seat)))
        assert theirs["log"] == mine["log"] and theirs["you"] == mine["you"] and theirs["table"] == mine["table"]
        assert s.pending[seat].skill == ask.skill and s.pending[seat].options == ask.options
    return samples


def identities(g: Game) -> dict[int, str]:
    return {x: c.card for x, c in g.state.chars.items()}


@pytest.mark.parametrize(("seed", "seat", "answers"), [(5, 3, 3), (8, 1, 2), (11, 7, 4)])
def test_a_sample_is_a_game_the_seat_cannot_tell_from_the_real_one(seed: int, seat: int, answers: int) -> None:
    real = midgame(seed, seat, answers)
    samples = indistinguishable(real, seat, 30, random.Random(1), random.Random(2))
    for s in samples:
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
    with pytest.raises(ConfigError, match="no search bot for fuweng"):
        make_bot("fuweng", "search", 1)


@pytest.mark.parametrize(("game_", "players", "seed", "seat", "keep"), [("langren", 12, 5, 3, 2), ("xianyao", 9, 11, 2, 1)])
def test_the_search_bot_plays_a_whole_game_legally_and_the_same_way_for_the_same_seed(
        game_: str, players: int, seed: int, seat: int, keep: int) -> None:
    def game() -> tuple[Game, SearchBot]:
        g = Game(get_rules(game_), players, seed)
        bot = SearchBot(game_, 1, playouts=3, keep=keep)
        agents: dict[int, Any] = {s: make_bot(game_, "heuristic", 100 + s) for s in g.seats}
        agents[seat] = bot
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
    r = CliRunner().invoke(app, ["sim", "fuweng", "--games", "1", "--bots", "1=search"])
    assert r.exit_code == 2 and "no search bot for fuweng" in r.output


# -- 仙妖斗法 (daoyan/games/xianyao/sampling.py): what everybody witnesses — open answers, announced draws — is all a
# seat is given beyond its own lines
XIANYAO = get_rules("xianyao")


def hands(g: Game) -> dict[int, tuple[str, ...]]:
    return {x: tuple(p.start_names) for x, p in g.state.players.items()}


def test_a_seat_knows_only_the_draws_announced_to_everybody() -> None:
    """known["chance"]: the draws the 【源尊】 announces — the enabled identities, the speaking direction and the first
    speaker («顺时针或逆时针(【源尊】随机决定)»), … — each as the line everybody heard says; never a hidden draw (the deal,
    the [化形], a hidden die, 量天 drawn for a sealed 【树精】)."""
    g = midgame(3, 2, 12, "xianyao", 9)
    known = known_to(g, 2)
    assert set(known["chance"]) <= PUBLIC_CHANCE and {"发牌", "化形", "鉴仙图", "量天"}.isdisjoint(known["chance"])
    said = [e["data"] for e in bot_view(g, 2)["log"] if "direction" in (e.get("data") or {})]
    assert known["chance"]["发言方向"] == [d["direction"] for d in said]
    assert known["chance"]["起始玩家"][0] == said[0]["order"][0]
    assert known["options"] == {}  # no scenario deal to hide here; a fixed deal is never given
    assert "cards" not in XIANYAO.public_options({"cards": {"1": ["仙子", "妖众"]}, "化形": ["影妖", "灾厄"]})


@pytest.mark.parametrize(("seed", "seat", "answers"), [(1, 1, 2), (3, 2, 3), (4, 5, 2)])
def test_a_xianyao_sample_is_a_game_the_seat_cannot_tell_from_the_real_one(seed: int, seat: int, answers: int) -> None:
    real = midgame(seed, seat, answers, "xianyao", 9)
    r = random.Random(seed)
    samples = indistinguishable(real, seat, 12, r, r)
    for s in samples:
        assert hands(s)[seat] == hands(real)[seat]
        assert known_to(s, seat)["chance"] == known_to(real, seat)["chance"]
        assert s.chance.unused() == 0
    if len(samples) > 1:  # what the seat does not know is drawn afresh
        assert len({tuple(sorted(hands(s).items())) for s in samples} | {tuple(sorted(hands(real).items()))}) > 1


def test_a_star_seat_samples_deals_that_keep_what_it_was_told() -> None:
    """[星空仙人]确认流程: the 星空 who open their eyes, the 【仙子】, the [化形] shown — every sampled deal keeps them."""
    real = midgame(3, 2, 3, "xianyao", 9)
    view = bot_view(real, 2, known=True)
    told = Told(view["log"])
    assert told.star and told.hand is not None
    for i in range(20):
        forced = XIANYAO.sample_chance(9, {}, view, random.Random(i))  # type: ignore[attr-defined]
        assert forced is not None
        deck = forced["发牌"][-1]
        dealt = {x: deck[2 * x - 2: 2 * x] for x in range(1, 10)}
        assert dealt[2] == told.hand
        star = sorted(x for x, h in dealt.items() if any(c in ("仙子", "佛陀", "神女", "星君", "圣贤", "仙童") for c in h))
        assert star == sorted(told.star)
        for x, names in told.holds.items():
            assert names <= set(dealt[x])
        if told.shown is not None:
            assert told.shown in forced["化形"][0] and forced["化形展示"] == [told.shown]


def test_a_step_taken_back_keeps_the_past_and_draws_the_hidden_future_again() -> None:
    real = midgame(3, 2, 3, "xianyao", 9)
    view = bot_view(real, 2, known=True)
    r = random.Random(5)
    sampler = Sampler(XIANYAO, real.pending[2], view, r, lambda g, a: a.options[r.randrange(len(a.options))])
    s = next(x for x in (sampler.sample() for _ in range(12)) if x is not None)
    steps, events = len(s.history) // 2, list(s.chance.events)
    g = Game(XIANYAO, 9, s.seed, s.options, forced=s.forced)  # the draws made by the first `steps` answers
    for _, seat, a in s.history[:steps]:
        g.answer(seat, a)
    draws = len(g.chance.events)
    assert 0 < draws < len(events)
    seed = s.seed
    sampler._rewind(s, steps, draws, True, {})
    assert s.seed != seed and len(s.history) == steps
    assert s.chance.events[:draws] == [dict(e, forced=True) for e in events[:draws]]
