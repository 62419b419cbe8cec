"""The game engine: state, chance, log, asks and answers, replay. Game-agnostic.

A game's rules object provides ``configure``, ``new_state``, ``flow`` (a generator that yields
lists of asks and receives ``{seat: answer}``) and its views. The engine runs the flow, checks
every answer against the open ask, records it, and can rebuild any game from its record.
"""

from __future__ import annotations

import json
import weakref
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..i18n import Drawn, Term, Terms, render, term
from .ask import HOST_SEAT, Answer, Ask, asked_party, describe
from .errors import GameFinished, IllegalAnswer, NotAsked
from .events import Events
from .log import Audience, Log
from .rng import Chance

Seat = int
Flow = Generator[list[Ask], dict[Seat, Answer], None]


class RoundEnd(list[Ask]):
    """The empty batch a flow yields at the end of a round (`yield ROUND_END`); a plain `yield []` marks the end of a
    phase inside a round. Scenarios' `until: {round: N}` stops at round N's end, `until: {round: N, phase: P}` at the
    end of its phase P: the same meaning in every game (docs/scenarios.md)."""

ROUND_END = RoundEnd()


class Pace(list[Ask]):
    """The empty batch a flow yields where a hidden step begins (`yield PACE`): a step in which someone may be asked
    in secret (a night role woken, a response window offered to the holders of a card), yielded whether or not anyone
    is asked in it, so that the steps are the same whoever holds what. Played anywhere but online it is nothing; an
    online room (`Game.paced`) stops there until it has waited the room's 暗步 time since the last step, so that what
    reaches a seat (its lines, their grouping into messages, when they come) depends on its view alone
    (docs/security.md, "Side channels")."""


PACE = Pace()
def _stop_at_pace() -> Generator[list[Ask], Any, None]:
    yield PACE


#: The room option a scenario's `start:` becomes ({round, phase?, …}): a game that begins mid-game reads it with the
#: position its own setting names (docs/scenarios.md, "Where a run begins").
START = "开始于"


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: str | None  # a side's name, or None for a documented no-winner end
    round: int
    phase: str
    reason: str
    reason_template: str = ""
    reason_params: dict[str, Any] | None = None

    def to_json(self, lang: str = "zh") -> dict[str, Any]:
        reason = self.reason if lang == "zh" else render(self.reason_template or self.reason, self.reason_params, lang)
        return {"winner": self.winner if lang == "zh" or self.winner is None else term(self.winner, lang),
                "round": self.round, "phase": self.phase if lang == "zh" else term(self.phase, lang),
                "reason": reason}


class Rules(Protocol):
    name: str
    title: str

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]: ...
    def new_state(self, game: Game) -> Any: ...
    def flow(self, game: Game) -> Flow: ...
    def seat_view(self, game: Game, seat: Seat) -> dict[str, Any]: ...
    def public_table(self, game: Game) -> dict[str, Any]: ...
    def host_state(self, game: Game) -> dict[str, Any]: ...


def _chance_logger(game: weakref.ref[Game]) -> Callable[[dict[str, Any]], None]:
    """Logs each draw of a game's Chance in its game. Chance holds this, not the game (which holds the Chance): no
    cycle, so a finished game is freed as soon as it is dropped, not at the next full garbage collection (bot games by
    the thousand ran several percent slower waiting for it, more with a big heap). (A game is never copied: a copy's
    Chance would log into the original.)"""

    def log(ev: dict[str, Any]) -> None:
        g = game()
        if g is not None:
            g._log_chance(ev)

    return log


class Game:
    """One game being hosted.

    ``journal`` (optional) is called with each accepted answer record (already in ``history``, so
    ``record()`` includes it) before `answer` returns, so a driver persists it before acknowledging;
    if it raises — or if the game cannot go on from that answer — the answer is taken back and the
    game is exactly as before."""

    def __init__(
        self,
        rules: Rules,
        players: int,
        seed: int,
        options: dict[str, Any] | None = None,
        dice: Sequence[int] | None = None,
        forced: dict[str, list[Any]] | None = None,
        journal: Callable[[tuple[int, Seat, Answer]], None] | None = None,
        stop_after_round: int | None = None,
        stop_at_phase: str | None = None,
        paced: bool = False,
    ) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.options = dict(options or {})
        self.dice = list(dice or [])
        self.forced = {k: list(v) for k, v in (forced or {}).items()}
        self.config = rules.configure(players, self.options)
        self.seats: list[Seat] = list(range(1, players + 1))
        self.log = Log()
        self.round = 0
        self.phase = "开局准备"
        self.chance = Chance(seed, self.dice, self.forced, on_event=_chance_logger(weakref.ref(self)))
        self.events = Events()
        self.history: list[tuple[int, Seat, Answer]] = []
        self.asked: list[tuple[str, bool]] = []  # each answered ask's skill and whether it was public (`Ask.public`)
        self.ask_no = 0
        self.pending: dict[Seat, Ask] = {}
        self._collected: dict[Seat, Answer] = {}
        self.outcome: Outcome | None = None
        self._flow_done = False  # (re-initialised too: a game taken back from its end goes on)
        self.journal = journal
        self.stop_after_round = stop_after_round  # scenarios' `until`: pause at this round's end
        self.stop_at_phase = stop_at_phase  # … or at the end of this phase of that round (a boundary in the flow)
        self.paused = False
        self.paced = paced  # an online room: the flow stops at each PACE until `resume` (docs/security.md)
        self.at_pace = False  # stopped at a PACE (nothing is asked) until `resume`
        self.pace_at: list[int] = []  # for each PACE step passed, the log's length there
        self.state = rules.new_state(self)
        self._flow = rules.flow(self)
        self._advance(None)

    # -- the host speaks -------------------------------------------------------------------
    def say(self, text: str, /, data: dict[str, Any] | None = None, kind: str = "line",
            audience: Audience | None = None, **params: Any) -> None:
        """A line everybody hears (the host speaks aloud; eyes may be closed, ears are not).
        With `params`, `text` is a template (see daoyan.i18n)."""
        self.log.add(self.round, self.phase, kind, audience or Audience.all(), text, data, params)

    def tell(self, seats: Any, text: str, /, data: dict[str, Any] | None = None, label: str = "",
             **params: Any) -> None:
        """Private information shown to the listed seats (and the host)."""
        self.log.add(self.round, self.phase, "info", Audience.seats_of(seats, label), text, data, params)

    def note(self, text: str, /, data: dict[str, Any] | None = None, **params: Any) -> None:
        """A host-only record (what the host writes down behind the curtain)."""
        self.log.add(self.round, self.phase, "host", Audience.host(), text, data, params)

    def _log_chance(self, ev: dict[str, Any]) -> None:
        v = ev["value"]
        shown: Any = Term(v) if isinstance(v, str) else (
            Terms(v) if isinstance(v, list) and all(isinstance(x, str) for x in v) else
            Drawn(v) if isinstance(v, dict) else v)
        self.log.add(self.round, self.phase, "chance", Audience.host(), "随机: {name} → {value}", dict(ev),
                     {"name": Term(ev["chance"]), "value": shown})

    def end(self, winner: str | None, reason: str, **params: Any) -> None:
        """End the game; `reason` is a template when `params` are given."""
        if self.outcome is None:
            self.outcome = Outcome(winner, self.round, self.phase, render(reason, params, "zh"),
                                   reason, dict(params))

    @property
    def finished(self) -> bool:
        return self.outcome is not None or self._flow_done

    # -- asks and answers ------------------------------------------------------------------

    def _advance(self, value: dict[Seat, Answer] | None) -> None:
        while True:
            try:
                batch = self._flow.send(value) if value is not None else next(self._flow)
            except StopIteration:
                self._flow_done = True
                self.pending = {}
                return
            if isinstance(batch, Pace):
                self.pace_at.append(len(self.log.entries))
                if self.paced:
                    self.at_pace = True
                    self.pending = {}
                    return
                value = {}
                continue
            if not batch and self._stops(isinstance(batch, RoundEnd)):
                self.paused = True
                self.pending = {}
                return
            if batch:
                self.ask_no += 1
                self.pending = {a.seat: a for a in batch}
                self._collected = {}
                return
            value = {}

    @property
    def paces(self) -> int:
        """The PACE steps passed."""
        return len(self.pace_at)

    def public_paces(self) -> list[int]:
        """Where each PACE step came, as the number of lines everybody had heard by then: what a test compares
        between games that differ only in secrets (it must not differ)."""
        out, n, i = [], 0, 0
        entries = self.log.entries
        for at in self.pace_at:
            while i < at:
                n += entries[i].audience.kind == "all"
                i += 1
            out.append(n)
        return out

    def pace(self) -> Iterable[list[Ask]]:
        """A hidden step begins, for a flow to `yield from`: paced (an online room), the flow stops at a PACE;
        unpaced, the step is only noted (`pace_at`) and the flow runs on without handing control back — the same
        places, no generator resumed at each (bot simulations pass hundreds of steps a game)."""
        if self.paced:
            return _stop_at_pace()  # (a generator: the room's `resume` sends into it)
        self.pace_at.append(len(self.log.entries))
        return ()

    def resume(self) -> None:
        """Go on from a PACE where a paced game stopped (`paced`): the flow runs to its next stop."""
        if self.at_pace:
            self.at_pace = False
            self._advance({})

    def answer(self, seat: Seat, answer: Any) -> Answer:
        """Answer the open ask of `seat`. Illegal answers raise and change nothing."""
        if self.finished:
            raise GameFinished(f"游戏已结束 (the game is over); {seat}号座位的回答 {answer!r} 不被接受")
        while self.at_pace:  # a replay goes on through the steps (a room resumes them itself, after its wait)
            self.resume()
        ask = self.pending.get(seat)
        if ask is None:
            # only the asks everybody may know of: this message can reach any seat
            waiting = ", ".join(f"{'主持人' if a.for_host else str(a.seat) + '号'}[{a.skill}]"
                                for a in self.pending.values() if a.public) or "无 (none)"
            who = "the host is" if seat == HOST_SEAT else f"seat {seat} is"
            raise NotAsked(f"{asked_party(seat)}现在没有待回答的问题 ({who} not being asked now); "
                           f"正在等待 (waiting for): {waiting}")
        try:
            out = ask.check(answer)
        except IllegalAnswer as e:  # the game may say which rule refuses it (a skill forbidding a target, …)
            why = getattr(self.rules, "why_refused", None)
            reason = why(self, ask, answer) if why is not None else None
            if reason:
                raise IllegalAnswer(f"{e} — {reason}") from None
            raise
        record = (self.ask_no, seat, out)
        self.history.append(record)
        self.asked.append((ask.skill, ask.public))
        del self.pending[seat]
        self._collected[seat] = out
        try:
            if not self.pending:
                self._advance(self._collected)
            if self.journal is not None:
                self.journal(record)  # persisted before the answer is acknowledged (this method returns)
        except BaseException:
            self._restore(len(self.history) - 1)
            raise
        return out

    def undo(self) -> Answer:
        """Take back the last accepted answer (a host correcting a mis-entered gesture): the game is
        rebuilt by replay exactly as it was before that answer. Returns the answer taken back."""
        if not self.history:
            raise NotAsked("没有可撤销的回答 (nothing to undo)")
        last = self.history[-1][2]
        self._restore(len(self.history) - 1)
        return last

    def _stops(self, round_end: bool) -> bool:
        """At a boundary the flow marks (an empty batch; `round_end`: the round's last): has the scenario's `until`
        been reached? Without a phase, a round stops at its end, never at a phase boundary inside it."""
        n = self.stop_after_round
        if n is None:
            return False
        if self.stop_at_phase is None:
            return self.round > n or (self.round == n and round_end)
        return self.round > n or (self.round == n and self.phase == self.stop_at_phase)

    def _restore(self, n: int) -> None:
        """Undo everything after the first n answers (an answer whose consequences failed, or whose
        persistence failed, changes nothing): rebuild by replay, keep the driver's hooks."""
        answers = self.history[:n]
        journal, stop, phase, paced = self.journal, self.stop_after_round, self.stop_at_phase, self.paced
        # re-initialise this very object (the flow generator must be bound to it), then replay
        Game.__init__(self, self.rules, self.players, self.seed, self.options, self.dice, self.forced,
                      stop_after_round=stop, stop_at_phase=phase, paced=paced)
        for _, seat, ans in answers:
            self.answer(seat, ans)
        self.journal = journal

    def timeout(self, seat: Seat) -> Answer:
        """The deadline passed (or the seat is absent): take the ask's default."""
        ask = self.pending.get(seat)
        if ask is None:
            raise NotAsked(f"{asked_party(seat)}没有待回答的问题 (not being asked now: {seat})")
        return self.answer(seat, ask.default)

    # -- records and replay ----------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        return {
            "game": self.rules.name,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "dice": self.dice,
            "random": self.forced,
            "answers": [[n, s, a] for n, s, a in self.history],
        }

    def snapshot(self) -> str:
        """Everything a game is (log + host state), as canonical JSON: replays compare this."""
        return json.dumps(
            {
                "log": [e.to_json() for e in self.log.entries],
                "state": self.rules.host_state(self),
                "outcome": self.outcome.to_json() if self.outcome else None,
                "ask_no": self.ask_no,
                "pending": sorted(self.pending),
            },
            ensure_ascii=False,
            sort_keys=True,
        )


def replay(rules: Rules, record: dict[str, Any]) -> Game:
    """Rebuild a game from its record (seed, options, forced chance and the answers)."""
    g = Game(rules, record["players"], record["seed"], record.get("options"),
             record.get("dice"), record.get("random"))
    for n, seat, ans in record["answers"]:
        if n != g.ask_no:
            raise IllegalAnswer(f"replay: answer for ask #{n} but the game is at ask #{g.ask_no}")
        g.answer(seat, ans)
    return g


def pending_text(g: Game) -> str:
    return "; ".join(f"{a.seat}: {a.skill} [{', '.join(describe(o) for o in a.options[:5])}]"
                     for a in g.pending.values())
