"""Agents answer asks. The random legal bot ships with the core."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from .ask import HOST_SEAT, Answer, Ask
from .game import Game

ViewFn = Callable[[], dict[str, Any]]


class Agent(Protocol):
    def decide(self, ask: Ask, view: ViewFn) -> Answer: ...


class RandomBot:
    """Picks at random among the legal answers. Its randomness is its own, not the game's.

    Options that use a skill (an option with a "skill" key, e.g. a claim of [鉴仙图] at 发言) are
    grouped by that skill, and each group — the skill-less options form one — is equally likely;
    within a group every option is. Otherwise a skill with many targets would crowd out the rest
    (a bot would claim at almost every 发言 and never simply pass).

    >>> from daoyan.core.ask import Ask
    >>> options = [{"choice": "过"}] + [{"skill": "鉴仙图", "target": t} for t in range(1, 10)]
    >>> ask = Ask(1, "发言", "", options, options[0])
    >>> picks = [RandomBot(s).decide(ask, dict) for s in range(1000)]
    >>> 400 < sum(p == {"choice": "过"} for p in picks) < 600
    True
    """

    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        options = ask.options
        r = self._r
        keys = [o.get("skill") for o in options]
        if keys.count(keys[0]) == len(keys):  # one group (most asks)
            return options[r.randrange(len(options))]
        groups = list(dict.fromkeys(keys))  # the skills in order of first appearance
        k = groups[r.randrange(len(groups))]
        group = [o for o, x in zip(options, keys, strict=True) if x == k]
        return group[r.randrange(len(group))]


class DefaultBot:
    """Always takes the default (what an absent player gets)."""

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        return ask.default


def play_out(g: Game, agents: dict[int, Agent], max_asks: int = 1_000_000, host: Agent | None = None) -> Game:
    """Let agents answer until the game ends. An ask of the host himself (`HOST_SEAT`: a game played by bots has no
    导演) is answered by `host`, by default its default (`DefaultBot`: what an absent host gives, e.g. no 晨报);
    a stand-in for the host that writes from public facts (`public_only`: daoyan.llm.paper.PaperHost) is given those
    only."""
    from .view import viewer

    views = {seat: viewer(agent, g, seat) for seat, agent in agents.items()}  # (a view is read when called)
    host_agent: Agent = host if host is not None else DefaultBot()
    host_views = viewer(host_agent, g, HOST_SEAT)  # everything, or the public facts for a stand-in (`host_viewer`)
    n = 0
    while not g.finished and g.pending:
        for seat, ask in list(g.pending.items()):
            if seat == HOST_SEAT:
                g.answer(seat, host_agent.decide(ask, host_views))
                continue
            g.answer(seat, agents[seat].decide(ask, views[seat]))
        n += 1
        if n > max_asks:
            raise RuntimeError("play_out: too many asks")
    return g
