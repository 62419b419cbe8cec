"""A scenario decision the rules must refuse (`refused:` in docs/scenarios.md; issue 23: 「an `expect` can say that a
decision is refused (illegal), with the reason」)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from daoyan.core.errors import ScenarioError
from daoyan.scenario import load, run_scenario

SEED_FILE = "001_ea231be5ab83fae4.txt"
DOC = load(Path(__file__).parent.parent / "scenarios" / "fuweng_wuwo_refused.yaml")


def doc_with(first: dict[str, Any]) -> dict[str, Any]:
    d = copy.deepcopy(DOC)
    d["decisions"][0] = first
    return d


def test_a_refused_decision_is_listed_with_the_rule_and_the_ask_stays_open() -> None:
    """「【無我】②你不能選擇或被非狂隱角色選擇。」 — 1號 (社長, not 狂隱) cannot use his 【狗】 on 2號 (創世神): refused with
    the skill named; the same ask then takes the next decision (the 【狗】 on 3號)."""
    r = run_scenario(DOC)
    assert r["expect_failures"] == []
    (refusal,) = r["refused"]
    assert refusal["decision"] == 0 and refusal["seat"] == 1 and refusal["skill"] == "出牌"
    assert "2号不能被1号选择: 【無我】" in refusal["reason"]
    assert r["seats"]["3"]["hp"] == 4 and r["seats"]["2"]["hp"] == r["seats"]["2"]["max_hp"]


def test_a_refusal_changes_nothing() -> None:
    """The game after the refused decision is the game without it: the same record, log and seats."""
    without = copy.deepcopy(DOC)
    del without["decisions"][0]
    a, b = run_scenario(DOC), run_scenario(without)
    assert a["record"] == b["record"] and a["seats"] == b["seats"]
    assert [e["text"] for e in a["log"]] == [e["text"] for e in b["log"]]


def test_a_decision_the_game_takes_is_an_expectation_failure() -> None:
    """Expected refused, but legal (the 【狗】 on 3號): a failure, and the run goes on with it taken."""
    d = doc_with({"round": 1, "seat": 1, "skill": "出牌", "choice": "狗", "target": 3, "refused": True})
    del d["decisions"][1]
    r = run_scenario(d)
    assert r["expect_failures"] == ["decisions[0]: expected to be refused, but the game took it"]
    assert r["seats"]["3"]["hp"] == 4


def test_refused_for_another_reason_is_an_expectation_failure() -> None:
    d = doc_with({"round": 1, "seat": 1, "skill": "出牌", "choice": "狗", "target": 2, "refused": "詐死"})
    r = run_scenario(d)
    assert len(r["expect_failures"]) == 1 and "not '詐死'" in r["expect_failures"][0]
    assert "無我" in r["expect_failures"][0]


def test_without_refused_an_illegal_decision_still_stops_the_run() -> None:
    d = doc_with({"round": 1, "seat": 1, "skill": "出牌", "choice": "狗", "target": 2})
    with pytest.raises(ScenarioError, match=r"decisions\[0\].*無我"):
        run_scenario(d)


def test_refused_takes_a_text_or_true() -> None:
    d = doc_with({"round": 1, "seat": 1, "skill": "出牌", "choice": "狗", "target": 2, "refused": 3})
    with pytest.raises(ScenarioError, match="refused is the reason"):
        run_scenario(d)
