"""Scenarios: scripted games that settle rule questions. The format is documented in docs/scenarios.md.

>>> r = run_scenario({"game": "xianyao", "players": 5, "seed": 1, "until": {"round": 1}})
>>> r["finished"]
{'round': 1, 'phase': '黑夜'}
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .core.ask import HOST_SEAT, Ask
from .core.errors import DaoyanError, ForcedChanceError, IllegalAnswer, ScenarioError
from .core.game import START, Game
from .games import get_rules

TOP_KEYS = {"game", "players", "seed", "options", "setup", "start", "dice", "random", "decisions", "until", "expect",
            "title", "question", "rule"}
#: `seat:` of a decision for the host himself (an ask of `HOST_SEAT`: 亡灵低语's 晨报 written by the 导演)
HOST_NAMES = ("host", "导演", "源尊", "主持")
DECISION_META = {"round", "day", "seat", "phase", "refused"}  # `day`: the same counter as `round`, in games
# counted in days; `refused`: the decision is expected to be refused (the reason it must give, or true)


def load(path: str | Path) -> dict[str, Any]:
    try:
        doc = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        raise ScenarioError(f"not valid YAML: {e}") from None
    except OSError as e:
        raise ScenarioError(f"cannot read {path}: {e.strerror}") from None
    if not isinstance(doc, dict):
        raise ScenarioError("a scenario is a YAML mapping (game:, players:, …)")
    return doc


def build(doc: dict[str, Any], stop: int | None = None, stop_phase: str | None = None) -> Game:
    unknown = set(doc) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"unknown keys {sorted(unknown)}; known: {sorted(TOP_KEYS)}")
    for k in ("game", "players"):
        if k not in doc:
            raise ScenarioError(f"missing '{k}'", entry=k)
    if not isinstance(doc.get("options") or {}, dict):
        raise ScenarioError("options maps a room setting to its value", entry="options")
    options = dict(doc.get("options") or {})
    seed = doc.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(f"seed must be a whole number, got {seed!r}", entry="seed")
    setup = doc.get("setup") or {}
    if not isinstance(setup, dict):
        raise ScenarioError("setup is a mapping (docs/scenarios.md lists each game's keys)", entry="setup")
    dice = doc.get("dice") or []
    if not isinstance(dice, list) or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6
                                             for d in dice):
        raise ScenarioError("dice must be a list of d6 results 1–6", entry="dice")
    forced = doc.get("random") or {}
    if not isinstance(forced, dict):
        raise ScenarioError("random maps a draw's name to its forced results", entry="random")
    forced = {k: v if isinstance(v, list) else [v] for k, v in forced.items()}
    try:
        rules = get_rules(str(doc["game"]))
        start = doc.get("start")
        if start is not None:
            options[START] = _start(start, stop, stop_phase, tuple(getattr(rules, "phases", ())))
        if setup:
            to_options = getattr(rules, "scenario_options", None)
            if to_options is None:
                raise ScenarioError(f"{rules.name} scenarios take no setup:", entry="setup")
            options.update(to_options(setup))
        g = Game(rules, doc["players"], seed, options, dice, forced, stop_after_round=stop, stop_at_phase=stop_phase)
    except ScenarioError:
        raise
    except ForcedChanceError as e:
        raise ScenarioError(str(e), entry="random") from None
    except DaoyanError as e:
        raise ScenarioError(str(e), entry="setup") from None
    return g


def _start(start: Any, stop: int | None, stop_phase: str | None, phases: tuple[str, ...] = ()) -> dict[str, Any]:
    """`start: {round: N, phase: P}` (`day:` in games counted in days; a game may take more keys, e.g. fuweng's
    `seat:`): the game begins at that phase of round N with the state its `setup:` names. The keys are checked
    here; the game checks the rest (a phase it has, a state its rules could reach). `phases` is the game's phases
    of a round in order: an `until:` phase of the start's round that comes before the start phase is refused
    (a game whose phases are a turn's, with a `seat:` in its start, cycles through them in one round: not refused).

    >>> _start({"day": 4, "phase": "夜晚"}, 4, "白天", ("白天", "夜晚"))
    Traceback (most recent call last):
    ...
    daoyan.core.errors.ScenarioError: until: until (day 4, 白天) comes before start (day 4, 夜晚)
    >>> _start({"day": 4, "phase": "白天"}, 4, "夜晚", ("白天", "夜晚"))
    {'round': 4, 'phase': '白天'}
    """
    if not isinstance(start, dict) or ("round" in start) == ("day" in start):
        raise ScenarioError("start is {round: N, phase: P} (or {day: N, phase: P}): where the game begins",
                            entry="start")
    out = {("round" if k == "day" else k): v for k, v in start.items()}
    n = out["round"]
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise ScenarioError(f"start: the round is a whole number ≥ 1, got {n!r}", entry="start")
    if "phase" in out and not isinstance(out["phase"], str):
        raise ScenarioError(f"start: the phase is the book's name of a phase, got {out['phase']!r}", entry="start")
    if stop is not None and stop < n:
        raise ScenarioError(f"until (round {stop}) comes before start (round {n})", entry="until")
    begin = out.get("phase")
    if stop == n and stop_phase in phases and begin in phases and set(out) <= {"round", "phase"} \
            and phases.index(stop_phase) < phases.index(begin):
        word = "day" if "day" in start else "round"
        raise ScenarioError(f"until ({word} {stop}, {stop_phase}) comes before start ({word} {n}, {begin})",
                            entry="until")
    return out


def run_scenario(doc: dict[str, Any]) -> dict[str, Any]:
    """Run a scenario document; returns the result object (see docs/scenarios.md)."""
    return build_and_run(doc)[1]


def build_and_run(doc: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
    """Run a scenario document; returns the game played and the result object."""
    decisions = doc.get("decisions") or []
    if not isinstance(decisions, list):
        raise ScenarioError("decisions must be a list", entry="decisions")
    for i, d in enumerate(decisions):
        if not isinstance(d, dict) or "seat" not in d or "skill" not in d:
            raise ScenarioError("each decision needs at least seat and skill", entry=f"decisions[{i}]")
    decisions = [dict(d) for d in decisions]  # the caller's document is not changed
    for i, d in enumerate(decisions):
        if d["seat"] in HOST_NAMES:  # the host's own ask (HOST_SEAT)
            d["seat"] = HOST_SEAT
        elif not isinstance(d["seat"], int) or isinstance(d["seat"], bool) or d["seat"] < 1:
            raise ScenarioError(f"seat is a seat number (1, 2, …) or the host ({', '.join(HOST_NAMES)}), got "
                                f"{d['seat']!r}", entry=f"decisions[{i}]")
        if "day" in d:
            d.setdefault("round", d["day"])
    until = doc.get("until")
    stop, stop_phase = None, None
    if until is not None:
        n = until.get("round", until.get("day")) if isinstance(until, dict) else None
        if not isinstance(n, int) or isinstance(n, bool) or n < 0 or set(until) - {"round", "day", "phase"} \
                or not isinstance(until.get("phase", ""), str):
            raise ScenarioError("until is {round: N} or {day: N, phase: P} (N ≥ 0; 0: right after the set-up; "
                                "phase: stop at the end of that phase of day N)", entry="until")
        stop, stop_phase = n, until.get("phase")
    try:
        g = _started(doc, stop, stop_phase)
    except ScenarioError:
        raise
    used: set[int] = set()
    refused: list[dict[str, Any]] = []  # the decisions tried that the game refused, as expected or not
    failures: list[str] = []
    try:
        while g.pending and not g.finished:
            for seat, ask in list(g.pending.items()):
                while True:  # (a decision refused as expected leaves the ask open for the next one)
                    idx = next((i for i, d in enumerate(decisions) if i not in used and d["seat"] == seat
                                and _for(ask, str(d["skill"])) and d.get("round", ask.round) == ask.round
                                and d.get("phase", ask.phase) == ask.phase), None)
                    if idx is None:
                        g.answer(seat, ask.default)
                        break
                    used.add(idx)
                    if not _tried(g, ask, decisions[idx], idx, refused, failures):
                        break
    except ForcedChanceError as e:  # a forced draw reached during the game that cannot happen
        raise ScenarioError(str(e), entry="random") from None
    for i, d in enumerate(decisions):
        if i not in used and (stop is None or d.get("round", 0) <= stop):
            who = "the host" if d["seat"] == HOST_SEAT else f"seat {d['seat']}"
            raise ScenarioError(f"never asked: no {d['skill']} ask for {who}"
                                f"{' in round ' + str(d['round']) if 'round' in d else ''} "
                                f"(game ended {g.outcome.round if g.outcome else g.round}/{g.phase})",
                                entry=f"decisions[{i}]")
    result = _result(g)
    if refused:
        result["refused"] = refused
    expect = doc.get("expect")
    if expect is not None or failures:
        result["expect_failures"] = failures + (check_expect(result, expect) if expect is not None else [])
    return g, result


def _tried(g: Game, ask: Ask, d: dict[str, Any], idx: int, refused: list[dict[str, Any]],
           failures: list[str]) -> bool:
    """Answer `ask` with decision `idx`. A decision with `refused:` is expected to be refused (with a reason holding
    that text, or any reason for `true`): refused, it is noted in `refused` and the ask stays open (True: try the
    next decision); accepted, or refused for another reason, is an expectation failure. Any other decision the game
    refuses stops the run."""
    answer = {k: v for k, v in d.items() if k not in DECISION_META}
    want = d.get("refused")
    if want is not None and not isinstance(want, bool | str):
        raise ScenarioError("refused is the reason the game must give (a piece of its text) or true",
                            entry=f"decisions[{idx}]")
    try:
        g.answer(ask.seat, by_name(g, ask, answer))
    except IllegalAnswer as e:
        if want is None or want is False:
            raise ScenarioError(str(e), entry=f"decisions[{idx}]") from None
        refused.append({"decision": idx, "seat": ask.seat, "skill": ask.skill, "reason": str(e)})
        if isinstance(want, str) and want not in str(e):
            failures.append(f"decisions[{idx}]: refused, but for {str(e)!r}, not {want!r}")
        return True
    if want is not None and want is not False:
        failures.append(f"decisions[{idx}]: expected to be refused"
                        f"{' (' + want + ')' if isinstance(want, str) else ''}, but the game took it")
    return False


def _for(ask: Ask, skill: str) -> bool:
    """A decision is for this ask when it names the ask's skill, or a skill one of its options uses (【探寶棒】 in
    an 出牌 ask)."""
    return ask.accepts(skill) or any(o.get("skill") == skill for o in ask.options)


def by_name(g: Game, ask: Ask, answer: dict[str, Any]) -> dict[str, Any]:
    """A decision may name a thing where the ask's option holds its id (a card: `choice: 狗`): the first option that
    matches every key, exactly or by the game's name for the value (`rules.name_of`), is the answer."""
    name_of = getattr(g.rules, "name_of", None)
    if name_of is None or ask.canonical(answer) in ask.options:
        return answer

    def same(given: Any, value: Any) -> bool:
        if given == value:
            return True
        if isinstance(given, list) and isinstance(value, list) and len(given) == len(value):
            return all(same(a, b) for a, b in zip(given, value, strict=True))
        return isinstance(given, str) and name_of(g, value) == given

    given = {k: v for k, v in answer.items() if k != "say"}
    if given.get("skill") == ask.skill:
        given.pop("skill")
    for o in ask.options:
        if set(o) == set(given) and all(same(given[k], o[k]) for k in o):
            return {**o, **({"say": answer["say"]} if "say" in answer else {})}
    return answer  # not legal: `Game.answer` says why


def _started(doc: dict[str, Any], stop: int | None, stop_phase: str | None = None) -> Game:
    g = build(doc, stop, stop_phase)
    if stop is not None and g.round >= stop and not g.pending:
        g.paused = True
    return g


def _result(g: Game) -> dict[str, Any]:
    per_seat = getattr(g.rules, "scenario_seats", None)
    seats = per_seat(g) if per_seat is not None else g.rules.host_state(g).get("seats", {})
    per_table = getattr(g.rules, "scenario_table", None)  # what lies on the table besides the seats (piles, …)
    table = {"table": per_table(g)} if per_table is not None else {}
    return {
        "game": g.rules.name,
        "winner": g.outcome.winner if g.outcome else None,
        "reason": g.outcome.reason if g.outcome else None,
        "finished": {"round": g.outcome.round, "phase": g.outcome.phase} if g.outcome
        else {"round": g.round, "phase": g.phase},
        "seats": seats,
        **table,
        "log": [_entry(e.to_json()) for e in g.log.entries],
        "record": g.record(),
        "unused_random": g.chance.unused_forced(),
    }


def _entry(e: dict[str, Any]) -> dict[str, Any]:
    out = {k: e[k] for k in ("round", "phase", "audience", "text")}
    out["kind"] = e["kind"]
    if "data" in e:
        out["data"] = e["data"]
    return out


EXPECT_KEYS = {"winner", "finished", "seats", "log"}


def check_expect(result: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """`expect:` in a scenario: the winner, where it finished, any per-seat field of the result (`seats`), and
    lines the log must hold (`log`: each a piece of some entry's text)."""
    if not isinstance(expect, dict) or set(expect) - EXPECT_KEYS:
        raise ScenarioError(f"expect may hold {sorted(EXPECT_KEYS)}", entry="expect")
    fails = []
    if "winner" in expect and expect["winner"] != result["winner"]:
        fails.append(f"winner: expected {expect['winner']!r}, got {result['winner']!r}")
    if "finished" in expect and expect["finished"] != result["finished"]:
        fails.append(f"finished: expected {expect['finished']}, got {result['finished']}")
    for seat, want in (expect.get("seats") or {}).items():
        got = result["seats"].get(str(seat))
        if got is None or not isinstance(want, dict):
            raise ScenarioError(f"no seat {seat} in the result (or its expectation is not a mapping)", entry="expect")
        for key, value in want.items():
            if key not in got:
                raise ScenarioError(f"seat {seat}: the result has no {key!r} (it has {sorted(got)})", entry="expect")
            if value != got[key]:
                fails.append(f"seat {seat} {key}: expected {value!r}, got {got[key]!r}")
    texts = [e["text"] for e in result["log"]]
    pieces = expect.get("log") or []
    if not isinstance(pieces, list) or not all(isinstance(x, str) for x in pieces):
        raise ScenarioError("expect.log is a list of texts (quote a text that holds ': ')", entry="expect")
    for piece in pieces:
        if not any(piece in x for x in texts):
            fails.append(f"log: no entry says {piece!r}")
    return fails
