"""Scenarios: scripted games that settle rule questions. The format is documented in docs/scenarios.md.

>>> r = run_scenario({"game": "xianyao", "players": 5, "seed": 1, "until": {"round": 1}})
>>> r["finished"]
{'round': 1, 'phase': '黑夜'}
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .core.errors import DaoyanError, ForcedChanceError, IllegalAnswer, ScenarioError
from .core.game import Game
from .games import get_rules

TOP_KEYS = {"game", "players", "seed", "options", "setup", "dice", "random", "decisions", "until", "expect",
            "title", "question", "rule"}
DECISION_META = {"round", "seat", "phase"}
SETUP_KEYS = {"cards", "化形", "关键身份", "identities"}


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


def build(doc: dict[str, Any]) -> Game:
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
    if not isinstance(setup, dict) or set(setup) - SETUP_KEYS:
        raise ScenarioError(f"setup may hold {sorted(SETUP_KEYS)}", entry="setup")
    options.update(setup)
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
        g = Game(rules, doc["players"], seed, options, dice, forced)
    except ScenarioError:
        raise
    except ForcedChanceError as e:
        raise ScenarioError(str(e), entry="random") from None
    except DaoyanError as e:
        raise ScenarioError(str(e), entry="setup") from None
    return g


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
    until = doc.get("until")
    stop = None
    if until is not None:
        if not isinstance(until, dict) or not isinstance(until.get("round"), int):
            raise ScenarioError("until is {round: N}", entry="until")
        stop = until["round"]
    try:
        g = _started(doc, stop)
    except ScenarioError:
        raise
    used: set[int] = set()
    try:
        while g.pending and not g.finished:
            for seat, ask in list(g.pending.items()):
                idx = next((i for i, d in enumerate(decisions) if i not in used and d["seat"] == seat
                            and ask.accepts(str(d["skill"])) and d.get("round", ask.round) == ask.round
                            and d.get("phase", ask.phase) == ask.phase), None)
                if idx is None:
                    g.answer(seat, ask.default)
                    continue
                used.add(idx)
                answer = {k: v for k, v in decisions[idx].items() if k not in DECISION_META}
                try:
                    g.answer(seat, answer)
                except IllegalAnswer as e:
                    raise ScenarioError(str(e), entry=f"decisions[{idx}]") from None
    except ForcedChanceError as e:  # a forced draw reached during the game that cannot happen
        raise ScenarioError(str(e), entry="random") from None
    for i, d in enumerate(decisions):
        if i not in used and (stop is None or d.get("round", 0) <= stop):
            raise ScenarioError(f"never asked: no {d['skill']} ask for seat {d['seat']}"
                                f"{' in round ' + str(d['round']) if 'round' in d else ''} "
                                f"(game ended {g.outcome.round if g.outcome else g.round}/{g.phase})",
                                entry=f"decisions[{i}]")
    result = _result(g)
    expect = doc.get("expect")
    if expect is not None:
        result["expect_failures"] = check_expect(result, expect)
    return g, result


def _started(doc: dict[str, Any], stop: int | None) -> Game:
    g = build(doc)
    if stop is not None:
        g.stop_after_round = stop
        if g.round >= stop and not g.pending:
            g.paused = True
    return g


def _result(g: Game) -> dict[str, Any]:
    state = g.rules.host_state(g)
    return {
        "game": g.rules.name,
        "winner": g.outcome.winner if g.outcome else None,
        "reason": g.outcome.reason if g.outcome else None,
        "finished": {"round": g.outcome.round, "phase": g.outcome.phase} if g.outcome
        else {"round": g.round, "phase": g.phase},
        "seats": {k: {"cards": v["cards"], "state": v["state"]} for k, v in state["seats"].items()},
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


def check_expect(result: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """`expect:` in a scenario: winner, finished, and per-seat state / sealed cards."""
    fails = []
    if "winner" in expect and expect["winner"] != result["winner"]:
        fails.append(f"winner: expected {expect['winner']!r}, got {result['winner']!r}")
    if "finished" in expect and expect["finished"] != result["finished"]:
        fails.append(f"finished: expected {expect['finished']}, got {result['finished']}")
    for seat, want in (expect.get("seats") or {}).items():
        got = result["seats"][str(seat)]
        if "state" in want and want["state"] != got["state"]:
            fails.append(f"seat {seat} state: expected {want['state']}, got {got['state']}")
        if "sealed" in want:
            sealed = [c["name"] for c in got["cards"] if c["sealed"]]
            if list(want["sealed"]) != sealed:
                fails.append(f"seat {seat} sealed: expected {want['sealed']}, got {sealed}")
    return fails
