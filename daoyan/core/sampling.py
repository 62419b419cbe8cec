"""Sampling what a seat does not know: games that the seat could not tell from the real one (information-set
sampling, for searching bots).

A sample is built from the seat's knowledge only — its view (`bot_view(..., known=True)`: its log lines, its own
answers, the answers everybody read, the public set-up) — never from the real game. It is a new game with a new seed,
whose deal the rules draw consistent with what the seat was told (`rules.sample_chance`), replayed forward: the seat's
own answers and the open answers are given again, every other answer is proposed afresh (by `propose`: a bot of that
seat *in the sample*), and after every step the seat's log lines must be exactly the ones it saw. A step whose lines
differ is taken back and proposed again (from the last step that matched); a sample that cannot be completed within
its tries is dropped. A completed sample stands at the same ask as the real game, with everything the seat saw
identical, and everything else drawn.

A game supports sampling when its rules define `open_answers` (a set of skills), `public_options(options)` and
`sample_chance(players, options, view, rng)`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from .ask import Answer, Ask
from .errors import ConfigError, DaoyanError
from .game import Game, Rules
from .view import open_flags

Propose = Callable[[Game, Ask], Answer]


def supports(rules: Rules) -> bool:
    return all(hasattr(rules, k) for k in ("open_answers", "public_options", "sample_chance"))


class Sampler:
    """Samples for one decision of `seat`, from its view (with `known`)."""

    def __init__(self, rules: Rules, ask: Ask, view: dict[str, Any], rng: random.Random, propose: Propose,
                 tries: int = 8) -> None:
        if not supports(rules):
            raise ConfigError(f"{rules.name}: its rules cannot sample hidden states (no search bot)")
        known = view.get("known")
        if not known:
            raise ConfigError("sampling needs the seat's view with `known` (bot_view(g, seat, known=True))")
        self.rules, self.ask, self.seat, self.rng, self.propose, self.tries = rules, ask, ask.seat, rng, propose, tries
        self.players: int = known["players"]
        self.options: dict[str, Any] = known["options"] or {}
        self.mine: list[Answer] = known["mine"]
        self.open: dict[int, list[Answer]] = {int(k): v for k, v in known["open"].items()}
        self.lines: list[dict[str, Any]] = list(view["log"])
        self.view = view
        self.failed = 0  # samples dropped

    def _seen(self, g: Game) -> list[dict[str, Any]]:
        return [e.to_json("zh", index=False) for e in g.log.entries if e.audience.sees(self.seat)]

    def _prefix(self, seen: list[dict[str, Any]]) -> bool:
        """The seat's lines so far are a prefix of what it saw."""
        return len(seen) <= len(self.lines) and seen == self.lines[:len(seen)]

    def sample(self) -> Game | None:
        """A game at the seat's open ask (the same skill and options) that the seat cannot tell from the real one."""
        forced = self.rules.sample_chance(self.players, self.options, self.view, self.rng)  # type: ignore[attr-defined]
        if forced is None:
            self.failed += 1
            return None
        try:
            g = Game(self.rules, self.players, self.rng.getrandbits(62), self.options, forced=forced)
        except DaoyanError:
            self.failed += 1
            return None
        if not self._prefix(self._seen(g)):
            self.failed += 1
            return None
        return self.extend(g)

    def extend(self, g: Game) -> Game | None:
        """Carry a sample forward to the present (a sample kept from the seat's earlier decision: only the steps
        since are given or proposed); None when it cannot be (it is then spoilt)."""
        ask = self.ask
        # a checkpoint: the last step after which the seat had read new lines, all of them matching; a mismatch takes
        # back every step since (their answers are proposed again)
        checkpoint, confirmed, misses = len(g.history), len(self._seen(g)), 0  # misses since the last checkpoint
        while g.pending and not g.finished:
            mine = sum(1 for _, s, _ in g.history if s == self.seat)
            if self.seat in g.pending and mine == len(self.mine):  # the present
                a = g.pending[self.seat]
                if a.skill == ask.skill and a.options == ask.options and self._seen(g) == self.lines:
                    return g
            elif self._step(g, mine):
                seen = self._seen(g)
                if self._prefix(seen):
                    if len(seen) > confirmed:
                        checkpoint, confirmed, misses = len(g.history), len(seen), 0
                    continue
            misses += 1
            if misses > self.tries:  # most likely the deal: drop the sample
                self.failed += 1
                return None
            g._restore(checkpoint)
        self.failed += 1
        return None

    def _step(self, g: Game, mine: int) -> bool:
        """Answer every open ask of the batch; False when an answer the seat knows cannot be given again."""
        open_skills: frozenset[str] = self.rules.open_answers  # type: ignore[attr-defined]
        opened = Counter(x for (_, x, _), is_open in zip(g.history, open_flags(g), strict=True) if is_open)
        for s, a in list(g.pending.items()):
            if s == self.seat:
                if mine >= len(self.mine):
                    return False
                answer = self.mine[mine]
            elif a.public and a.skill in open_skills:  # as `open_flags` will count it
                said = self.open.get(s, [])
                if opened[s] >= len(said):
                    return False
                answer = said[opened[s]]
            else:
                answer = self.propose(g, a)
            try:
                g.answer(s, answer)
            except DaoyanError:
                return False
        return True
