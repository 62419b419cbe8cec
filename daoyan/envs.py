"""Every daoyan game as a PettingZoo AEC environment, for AI research.

An agent is a seat (``seat_1`` …). The agent to act is the lowest seat with an open ask (seats asked together answer
one after another, which the engine allows). An action is the index of one of the ask's options; the observation is
``{"observation": …, "action_mask": …}``, where the mask marks the options of the agent's open ask (none when it has
none) and the observation holds only what the seat's view holds (`daoyan.core.view.seat_view`): the log lines it may
read, its own identity, the table and its open ask, each hashed (CRC-32) into a fixed-size binary vector. When the
game ends every seat is terminated with reward +1 if its side won, −1 if another side won, 0 for a game with no
winner (the rules' `seat_results`). An ask of the host himself (`core.ask.HOST_SEAT`: a 导演's 晨报) is no agent's:
the environment takes its default (no 晨报), as a game with no 导演 would.

>>> env = DaoyanEnv("langren")
>>> env.reset(seed=3)
>>> env.agent_selection, int(env.observe("seat_1")["action_mask"].sum())
('seat_1', 14)
>>> env.step(2)
>>> env.agent_selection
'seat_2'
"""

from __future__ import annotations

import json
import zlib
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from .core.ask import HOST_SEAT
from .core.errors import ConfigError, IllegalAnswer
from .core.game import Game
from .core.view import bot_view
from .games import get_rules

#: The most options one ask may have, per game (a Discrete action space must be fixed): measured maxima in random
#: games are 277 (xianyao, 12 players), 1,301 (fuweng, 8), 232 (wangling, 21), 14 (langren's standard board).
MAX_ACTIONS = {"xianyao": 1024, "fuweng": 8192, "wangling": 1024, "langren": 256}
PLAYERS = {"xianyao": 9, "fuweng": 6, "wangling": 21, "langren": 12}
OBS_SIZE = 1024


def _features(view: dict[str, Any], size: int) -> np.ndarray:
    """A seat's view as a binary vector: each log line, its own record, the table and its ask hashed to a slot."""
    out = np.zeros(size, dtype=np.float32)
    parts = [e["text"] for e in view["log"]]
    parts += [f"you:{k}={json.dumps(v, ensure_ascii=False, sort_keys=True)}"
              for k, v in (view.get("you") or {}).items()]
    parts += [f"table:{k}={json.dumps(v, ensure_ascii=False, sort_keys=True)}" for k, v in view["table"].items()]
    parts += [f"phase:{view['round']}:{view['phase']}"]
    if view.get("ask"):
        parts.append(f"ask:{view['ask']['skill']}")
    for p in parts:
        out[zlib.crc32(p.encode()) % size] = 1.0
    return out


class DaoyanEnv(AECEnv):  # type: ignore[misc]
    """One game of `game` with `players` seats and the room `options` (docs/rulings), as an AEC environment."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "name": "daoyan_v0", "is_parallelizable": False}

    def __init__(self, game: str = "langren", players: int | None = None, options: dict[str, Any] | None = None,
                 render_mode: str | None = None, max_actions: int | None = None, obs_size: int = OBS_SIZE) -> None:
        super().__init__()
        self.rules = get_rules(game)
        self.game_name = game
        self.players = players or PLAYERS.get(game, 9)
        self.options = dict(options or {})
        Game(self.rules, self.players, 0, self.options)  # a set-up that cannot be played fails here
        if render_mode not in (None, "ansi"):
            raise ConfigError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self.n_actions = max_actions or MAX_ACTIONS.get(game, 1024)
        self.obs_size = obs_size
        self.possible_agents = [f"seat_{s}" for s in range(1, self.players + 1)]
        self.agents = list(self.possible_agents)
        self._obs = {a: spaces.Dict({"observation": spaces.Box(0, 1, (obs_size,), np.float32),
                                     "action_mask": spaces.Box(0, 1, (self.n_actions,), np.int8)})
                     for a in self.possible_agents}
        self._act = {a: spaces.Discrete(self.n_actions) for a in self.possible_agents}
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act[agent]

    @staticmethod
    def seat(agent: str) -> int:
        return int(agent.removeprefix("seat_"))

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.game = Game(self.rules, self.players, 0 if seed is None else int(seed), self.options)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        g = self.game
        assert g is not None
        while HOST_SEAT in g.pending and not g.finished:  # the host's own ask (a 导演's 晨报): no agent's; its default
            g.answer(HOST_SEAT, g.pending[HOST_SEAT].default)
        if g.pending and not g.finished:
            self.agent_selection = f"seat_{min(g.pending)}"
            return
        won = {r["seat"]: r["won"] for r in getattr(self.rules, "seat_results", lambda _g: [])(g)}
        has_winner = g.outcome is not None and g.outcome.winner is not None
        for a in self.agents:
            self.rewards[a] = (1.0 if won.get(self.seat(a)) else -1.0) if has_winner else 0.0
            self.terminations[a] = True
        self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        g = self.game
        assert g is not None, "call reset() first"
        seat = self.seat(agent)
        mask = np.zeros(self.n_actions, dtype=np.int8)
        ask = g.pending.get(seat)
        if ask is not None and not g.finished:
            if len(ask.options) > self.n_actions:
                raise ConfigError(f"{seat}号的[{ask.skill}] has {len(ask.options)} options, more than the action "
                                  f"space's {self.n_actions} (max_actions)")
            mask[: len(ask.options)] = 1
        return {"observation": _features(bot_view(g, seat), self.obs_size), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game
        assert g is not None
        ask = g.pending[self.seat(agent)]
        i = int(action)
        if not 0 <= i < len(ask.options):
            raise IllegalAnswer(f"{agent}: action {i} is not one of the {len(ask.options)} options of "
                                f"[{ask.skill}] (use the action mask)")
        self._cumulative_rewards[agent] = 0.0
        g.answer(self.seat(agent), ask.options[i])
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The last ten lines of the whole log, hidden ones included: the host's view, for whoever runs the
        environment, never an agent's observation."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(e.text for e in self.game.log.entries[-10:])

    def close(self) -> None:
        self.game = None


def env(game: str = "langren", **kwargs: Any) -> DaoyanEnv:
    """The PettingZoo convention: ``daoyan.envs.env("xianyao", players=7)``."""
    return DaoyanEnv(game, **kwargs)
