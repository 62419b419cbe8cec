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

Chance. The draws everybody saw (the rules' `public_chance`, e.g. 仙妖斗法's 发言方向) are forced in every sample to the
values the seat saw (`known["chance"]`). A hidden draw is the sample's own: when a step is taken back, the draws up to
the step it goes back to are pinned and the sample is reseeded, so the hidden draws after it (a hidden die, a card
shown at random) are drawn afresh with the answers proposed again.

A game supports sampling when its rules define `open_answers` (a set of skills), `public_options(options)` and
`sample_chance(players, options, view, rng)` (the deal, as forced draws); `public_chance` (a set of draw names) and
`sample_guide(view)` (hidden answers the seat was told of or its lines imply: a function of the sample and the ask,
giving an answer or None; a legal answer it gives is played, before any other proposal and even when it was tried
before: where several answers fit, the guide draws one itself) are optional.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any, ClassVar

from .ask import Answer, Ask
from .errors import ConfigError, DaoyanError
from .game import Game, Rules
from .view import open_flags

Propose = Callable[[Game, Ask], Answer]


class SamplingRules:
    """A game's rules whose sampling lives in one module (`sampling_module`: OPEN_ANSWERS, optionally PUBLIC_CHANCE,
    `public_options`, `sample_chance`, `sample_guide`): mixed into the rules class, which sets the module."""

    sampling_module: ClassVar[Any]
    open_answers: ClassVar[frozenset[str]]
    public_chance: ClassVar[frozenset[str]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.open_answers = cls.sampling_module.OPEN_ANSWERS
        cls.public_chance = getattr(cls.sampling_module, "PUBLIC_CHANCE", frozenset())

    def public_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The room's settings everybody knows (not a scenario's fixed deal)."""
        return self.sampling_module.public_options(options)  # type: ignore[no-any-return]

    def sample_chance(self, players: int, options: dict[str, Any], view: dict[str, Any],
                      rng: random.Random) -> dict[str, Any] | None:
        return self.sampling_module.sample_chance(players, options, view, rng)  # type: ignore[no-any-return]

    def sample_guide(self, view: dict[str, Any]) -> Any:
        return self.sampling_module.sample_guide(view)


def supports(rules: Rules) -> bool:
    return all(hasattr(rules, k) for k in ("open_answers", "public_options", "sample_chance"))


class Sampler:
    """Samples for one decision of `seat`, from its view (with `known`)."""

    def __init__(self, rules: Rules, ask: Ask, view: dict[str, Any], rng: random.Random, propose: Propose,
                 tries: int = 8, depth: int = 6) -> None:
        if not supports(rules):
            raise ConfigError(f"{rules.name}: its rules cannot sample hidden states (no search bot)")
        known = view.get("known")
        if not known:
            raise ConfigError("sampling needs the seat's view with `known` (bot_view(g, seat, known=True))")
        self.rules, self.ask, self.seat, self.rng, self.propose, self.tries = rules, ask, ask.seat, rng, propose, tries
        self.depth = depth
        self.players: int = known["players"]
        self.options: dict[str, Any] = known["options"] or {}
        self.mine: list[Answer] = known["mine"]
        self.open: dict[int, list[Answer]] = {int(k): v for k, v in known["open"].items()}
        self.chance: dict[str, list[Any]] = known.get("chance") or {}  # the public draws, each name's in order
        self.lines: list[dict[str, Any]] = list(view["log"])
        self.view = view
        self.failed = 0  # samples dropped
        guide = getattr(rules, "sample_guide", None)
        self.guide: Callable[[Game, Ask], Answer | None] | None = guide(view) if guide is not None else None
        # the seat's lines in the sample being extended: (its log, entries read, the lines, how many found to match)
        self._cache: tuple[Any, int, list[dict[str, Any]], int] = (None, 0, [], 0)
        self._at = -1  # the checkpoint's step, and the hidden answers tried just after it, by seat:
        self._tried: dict[int, list[Answer]] = {}

    def _seen(self, g: Game) -> list[dict[str, Any]]:
        """The seat's lines in `g` (kept per log and read on from where they were: a log only grows, and a step taken
        back starts a new one)."""
        log, read, seen, ok = self._cache
        if log is not g.log or read > len(g.log.entries):
            log, read, seen, ok = g.log, 0, [], 0
        seen.extend(e.to_json("zh", index=False) for e in g.log.entries[read:] if e.audience.sees(self.seat))
        self._cache = (log, len(g.log.entries), seen, ok)
        return seen

    def _prefix(self, seen: list[dict[str, Any]]) -> bool:
        """The seat's lines so far are a prefix of what it saw (those already found to match are not compared
        again)."""
        log, read, cached, ok = self._cache
        start = ok if cached is seen else 0
        if len(seen) > len(self.lines) or seen[start:] != self.lines[start:len(seen)]:
            return False
        if cached is seen:
            self._cache = (log, read, cached, len(seen))
        return True

    def sample(self) -> Game | None:
        """A game at the seat's open ask (the same skill and options) that the seat cannot tell from the real one."""
        deal = self.rules.sample_chance(self.players, self.options, self.view, self.rng)  # type: ignore[attr-defined]
        if deal is None:
            self.failed += 1
            return None
        forced = {**{k: list(v) for k, v in self.chance.items()}, **deal}
        try:
            g = Game(self.rules, self.players, self.rng.getrandbits(62), self.options, forced=forced)
        except DaoyanError:
            self.failed += 1
            return None
        if not self._prefix(self._seen(g)):
            self.failed += 1
            return None
        return self.extend(g, fresh=True)

    def _rewind(self, g: Game, steps: int, draws: int | None, reseed: bool, origin: dict[str, list[Any]]) -> None:
        """Take `g` back to its first `steps` answers, with its first `draws` random draws pinned and the public draws
        and the sample's own forced draws (`origin`: its deal, e.g. a later reshuffle) not yet made forced after them
        (`draws` None: `origin` only); `reseed`: the other hidden draws after that are drawn afresh."""
        forced: dict[str, list[Any]] = {k: list(v) for k, v in origin.items()}
        if draws is not None:
            forced = {}
            for ev in g.chance.events[:draws]:
                forced.setdefault(ev["chance"], []).append(ev["value"])
            for name, values in [*self.chance.items(), *origin.items()]:  # the public draws, the sample's own
                made = forced.setdefault(name, [])
                made += values[len(made):]
        g.forced = forced
        if reseed:
            g.seed = self.rng.getrandbits(62)
        g._restore(steps)

    def extend(self, g: Game, fresh: bool = False) -> Game | None:
        """Carry a sample forward to the present (a sample kept from the seat's earlier decision: only the steps
        since are given or proposed); None when it cannot be (it is then spoilt). `fresh`: a sample just drawn (a
        step taken back may go back to its deal, every hidden draw drawn again)."""
        ask = self.ask
        origin = {k: list(v) for k, v in g.forced.items()}
        if not fresh and any(len(g.forced.get(k, ())) < len(v) for k, v in self.chance.items()):
            # public draws made since the sample was drawn: its past pinned, they are forced from now on
            self._rewind(g, len(g.history), len(g.chance.events), False, origin)
        # checkpoints: the steps after which the seat had read new lines, all of them matching (steps, draws, lines).
        # A mismatch takes back every step since the last (their answers are proposed again, the hidden draws since
        # drawn again); more than `tries` mismatches in a row there go back one checkpoint further (a hidden choice made
        # before it may be what the seat's lines contradict) while the sample has missed at most 2 × `tries` times in
        # all, and to its start after that (a fresh sample: back to its deal, every hidden draw drawn again); more than
        # `tries` × `depth` mismatches in all drop the sample.
        stack: list[tuple[int, int | None, int]] = [
            (len(g.history), None if fresh else len(g.chance.events), len(self._seen(g)))]
        misses = total = 0
        while g.pending and not g.finished:
            if self._at != stack[-1][0]:  # a new checkpoint (or back to an older one): nothing tried after it yet
                self._at, self._tried = stack[-1][0], {}
            mine = sum(1 for _, s, _ in g.history if s == self.seat)
            if self.seat in g.pending and mine == len(self.mine):  # the present
                a = g.pending[self.seat]
                if (a.skill == ask.skill and a.options == ask.options and self._seen(g) == self.lines
                        and not g.chance.unused()):  # (a public draw the sample never made: not the real game)
                    return g
            elif self._step(g, mine):
                seen = self._seen(g)
                if self._prefix(seen):
                    if len(seen) > stack[-1][2]:
                        stack.append((len(g.history), len(g.chance.events), len(seen)))
                        misses = 0
                    continue
            misses += 1
            total += 1
            if total > self.tries * self.depth:  # most likely the deal: drop the sample
                self.failed += 1
                return None
            if misses > self.tries and len(stack) > 1:  # back one checkpoint, or (after 2 × tries misses) to the start
                del stack[-1 if total <= 2 * self.tries else 1:]
                misses = 0
            steps, draws, _ = stack[-1]
            self._rewind(g, steps, draws, True, origin)
        self.failed += 1
        return None

    def _propose(self, g: Game, a: Ask) -> Answer:
        """A hidden answer; in the step just after the checkpoint, one not proposed there before while any is left (a
        step taken back is tried again with another answer: a hidden choice the seat was told, e.g. a target, is found
        within as many tries as it has options)."""
        hint = self.guide(g, a) if self.guide is not None else None  # what the seat was told of it (`sample_guide`)
        if hint is not None and {k: v for k, v in hint.items() if k != "say"} in a.options:  # (speech: its words)
            return hint  # the rules' reading of the seat's lines (where several answers fit, the guide draws one)
        answer = self.propose(g, a)
        if len(g.history) != self._at:
            return answer
        tried = self._tried.setdefault(a.seat, [])
        if answer in tried:
            left = [o for o in a.options if o not in tried]
            if left:
                answer = left[self.rng.randrange(len(left))]
        tried.append(answer)
        return answer

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
                answer = self._propose(g, a)
            try:
                g.answer(s, answer)
            except DaoyanError:
                return False
        return True
