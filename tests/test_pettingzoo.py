"""Every game as a PettingZoo AEC environment (daoyan/envs.py): `pettingzoo.test.api_test` and `seed_test` pass; the
observation holds only the seat's own view; the action mask marks exactly the open ask's options."""

from __future__ import annotations

from typing import Any

import pytest
from pettingzoo.test import api_test, seed_test

from daoyan.envs import DaoyanEnv, _features

SETUPS: dict[str, dict[str, Any]] = {"xianyao": {"players": 7}, "fuweng": {"players": 4, "options": {"最多輪數": 2}},
                                     "wangling": {"players": 15}, "langren": {}}


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_the_pettingzoo_api_and_seed_tests_pass(game: str) -> None:
    api_test(DaoyanEnv(game, **SETUPS[game]), num_cycles=300)
    seed_test(lambda: DaoyanEnv(game, **SETUPS[game]), num_cycles=60)


def test_a_game_played_to_the_end_rewards_the_winning_side() -> None:
    env = DaoyanEnv("langren")
    env.reset(seed=7)
    for a in env.possible_agents:
        env.action_space(a).seed(7)
    rewards: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, done, trunc, _ = env.last()
        rewards[agent] = reward
        env.step(None if done or trunc else env.action_space(agent).sample(obs["action_mask"]))
    g = env.game
    assert g is not None and g.outcome is not None and g.outcome.winner in ("狼人", "村民")
    winners = {f"seat_{x}" for x, c in g.state.chars.items() if c.faction == g.outcome.winner}
    assert {a for a, r in rewards.items() if r == 1.0} == winners
    assert {a for a, r in rewards.items() if r == -1.0} == set(env.possible_agents) - winners


def test_the_observation_is_the_seats_own_view_and_the_mask_its_ask() -> None:
    """Two seats of the same game see different observations (their identities differ); an agent not asked has an
    empty mask; the mask of the one asked has exactly as many ones as its ask has options."""
    env = DaoyanEnv("langren")
    env.reset(seed=1)
    g = env.game
    assert g is not None
    wolf = next(x for x, c in g.state.chars.items() if c.identity == "狼人")
    seer = next(x for x, c in g.state.chars.items() if c.identity == "预言家")
    from daoyan.core.view import seat_view

    assert (_features(seat_view(g, wolf), 1024) != _features(seat_view(g, seer), 1024)).any()
    while env.agent_selection and g.pending and not g.finished:
        asked = env.seat(env.agent_selection)
        obs = env.observe(env.agent_selection)
        assert int(obs["action_mask"].sum()) == len(g.pending[asked].options)
        others = [a for a in env.agents if env.seat(a) not in g.pending]
        assert all(int(env.observe(a)["action_mask"].sum()) == 0 for a in others)
        if g.round >= 2:
            break
        env.step(0)


def test_the_directors_own_ask_is_no_agents_and_takes_its_default() -> None:
    """亡灵低语 with 晨报 = 导演 (W-MP4, 002_df7a4ea6bd54eb52.txt 「一般晨报由导演编写」): the host's ask (seat 0) is never an
    agent's turn; the environment gives it its default (no 晨报) and the game plays to its end."""
    from daoyan.core.ask import HOST_SEAT

    env = DaoyanEnv("wangling", options={"晨报": "导演", "最多天数": 3})
    env.reset(seed=2)
    for a in env.possible_agents:
        env.action_space(a).seed(2)
    for agent in env.agent_iter():
        assert agent != "seat_0"
        obs, _, done, trunc, _ = env.last()
        env.step(None if done or trunc else env.action_space(agent).sample(obs["action_mask"]))
    g = env.game
    assert g is not None and g.finished
    assert [a for _, s, a in g.history if s == HOST_SEAT] and all(
        a == {"choice": "放弃"} for _, s, a in g.history if s == HOST_SEAT)
