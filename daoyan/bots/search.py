"""The search bot: information-set Monte Carlo over the heuristic bot.

For each decision with more than one option it keeps a few samples: games the seat cannot tell from the real one
(`daoyan.core.sampling`: built from the seat's view and what it knows, never from the real game). The samples of its
last decision are carried forward to this one (only the steps since are proposed again; a sample the new lines
contradict is dropped), and new ones are drawn up to `keep` (default 4).

The playouts are paired: a round takes the next sample and one set of heuristic bots (one seed for every seat, itself
included) and plays every candidate answer to the end from that same sample with those same bots, so two candidates'
results differ only by what the answer changed (common random numbers), not by the luck of the bots' or the rules'
draws. A candidate replaces the heuristic bot's own pick only on evidence: against the pick, over the rounds where
exactly one of the two won, it must win at least 2 more than it loses, and by `margin` (default 1.5) standard
deviations of that count (a sign test: ``wins − losses ≥ margin·√(wins + losses)``); the candidate with the largest
lead is chosen. Otherwise the pick stands, so with a small budget the bot plays as the heuristic bot does, and a larger
budget lets it find the answers the heuristic gets wrong. A budget bounds the work per ask: `playouts` (in all, every
candidate's play of every round, default 24; at least one round of two candidates) and `seconds` (a time limit, none by
default). When no sample can be found it plays the heuristic bot's pick (counted in `fallbacks`; a sampling that
raised is counted in `errors` too: a decision always comes back); `overruled` counts the asks where the search chose
another answer.

Candidates: every option when there are at most `width` (default 6); else the heuristic pick and `width - 1` others
drawn at random.

Every game's rules can sample hidden states (版杀 `langren`, 仙妖斗法 `xianyao`, 亡灵低语 `wangling`, 三國殺×大富翁
`fuweng`: each game's `sampling.py` or rules say how); rules that cannot raise ConfigError.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..core.ask import Answer, Ask
from ..core.bots import ViewFn, play_out
from ..core.errors import ConfigError
from ..core.game import Game, replay
from ..core.sampling import Sampler, supports
from ..core.view import viewer
from ..games import get_rules
from . import make_bot


class SearchBot:
    wants_known = True  # its view carries `known` (its own answers, the open answers, the public set-up)

    def __init__(self, game: str, seed: int = 0, playouts: int = 24, seconds: float | None = None,
                 width: int = 6, keep: int = 4, margin: float = 1.5) -> None:
        self.rules = get_rules(game)
        if not supports(self.rules):
            raise ConfigError(f"no search bot for {game} yet: its rules cannot sample hidden states "
                              "(built: langren, xianyao, wangling, fuweng)")
        self.game, self.playouts, self.seconds, self.width, self.keep = game, playouts, seconds, width, keep
        self.margin = margin
        self.particles: list[Game] = []  # samples at its last decision, carried forward to the next
        self._r = random.Random(seed)
        self.heuristic = make_bot(game, "heuristic", self._r.getrandbits(31))
        self.decisions = self.searched = self.fallbacks = self.samples = self.overruled = 0
        self.errors = 0  # samplings that raised (counted in `fallbacks` too)

    def _bot(self) -> Any:
        return make_bot(self.game, "heuristic", self._r.getrandbits(31))

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        self.decisions += 1
        v = view()
        pick: Answer = self.heuristic.decide(ask, lambda: v)
        if len(ask.options) < 2:
            return pick
        others = [o for o in ask.options if o != pick]
        if len(ask.options) > self.width:
            others = self._r.sample(others, self.width - 1)
        candidates = [pick, *others]
        start = time.perf_counter()

        def left() -> bool:
            return self.seconds is None or time.perf_counter() - start < self.seconds

        def propose(g: Game, a: Ask) -> Answer:
            """Another seat's hidden answer in a sample: its heuristic bot's, or (half the time) any legal one, so that
            the samples cover what a person might have done."""
            if a.for_host:  # the host's own ask (a 导演's 晨报): no seat's bot answers it (the rules' guide may)
                return a.default
            if self._r.random() < 0.5:
                return a.options[self._r.randrange(len(a.options))]
            bot = self._bot()
            return bot.decide(a, viewer(bot, g, a.seat))  # type: ignore[no-any-return]

        try:
            kept = self._samples(ask, v, propose, left)
        except Exception:  # (a line of a shape the rules' sampling does not expect: the heuristic pick, never a stall)
            self.errors += 1
            kept = []
        self.particles = kept
        self.samples += len(kept)
        if not kept:
            self.fallbacks += 1
            return pick
        records = [p.record() for p in kept]
        candidates = candidates[:max(2, self.playouts)]  # a budget below one round: fewer candidates
        n = len(candidates)
        won: list[list[int]] = []  # won[r][i]: round r's play of candidate i won for the seat's side
        while (len(won) + 1) * n <= max(self.playouts, n) and left():  # whole rounds
            record, seed = records[len(won) % len(records)], self._r.getrandbits(31)
            results = []
            for answer in candidates:
                g = replay(self.rules, record)
                g.answer(ask.seat, answer)
                play_out(g, {s: make_bot(self.game, "heuristic", seed * 64 + s) for s in g.seats})
                results.append(self._won(g, ask.seat))
            won.append(results)
        if not won:
            self.fallbacks += 1
            return pick
        self.searched += 1
        best, lead = 0, 0.0
        for i in range(1, n):
            better = sum(1 for r in won if r[i] > r[0])
            worse = sum(1 for r in won if r[i] < r[0])
            if better - worse >= max(2.0, self.margin * (better + worse) ** 0.5) and better - worse > lead:
                best, lead = i, better - worse
        if best:
            self.overruled += 1
        return candidates[best]

    def _samples(self, ask: Ask, v: dict[str, Any], propose: Any, left: Any) -> list[Game]:
        """The samples kept from the last decision, carried forward; then new ones, up to `keep`."""
        sampler = Sampler(self.rules, ask, v, self._r, propose)
        kept = [p for p in (sampler.extend(p) for p in self.particles if left()) if p is not None]
        attempts = 0
        while len(kept) < self.keep and attempts < 3 * self.keep and left():
            attempts += 1
            p = sampler.sample()
            if p is not None:
                kept.append(p)
        return kept

    def _won(self, g: Game, seat: int) -> int:
        for r in self.rules.seat_results(g):  # type: ignore[attr-defined]
            if r["seat"] == seat:
                return int(bool(r["won"]))
        return 0
