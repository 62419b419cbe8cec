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


PROOF = load(Path(__file__).parent.parent / "scenarios" / "fuweng_dog_proof_refused.yaml")


def test_a_dog_refused_by_xiaolang_or_the_oarfish_robe_names_the_rule() -> None:
    """小狼's 「【孤際】鎖定技。所有其它角色視為在你的視野范圍內(nèi)；你不能成為處于建筑的角色使用的【狗】的目標(biāo)；」 and
    龍魚之羽衣 「鎖定技，你不能成為處于建筑的角色使用的【狗】的目標(biāo)。」 — 1號 on a 《狗舍》 (with 天狗團扇: both in his
    vision) cannot use his 【狗】 on either: each refusal names the rule; the 【狗】 on 4號 is then taken."""
    r = run_scenario(PROOF)
    assert r["expect_failures"] == []
    first, second = r["refused"]
    assert "2号不能成为1号使用的【狗】的目标: 【孤際】" in first["reason"]
    assert "3号不能成为1号使用的【狗】的目标: 【龍魚之羽衣】" in second["reason"]
    assert r["seats"]["4"]["hp"] == 4 and r["seats"]["3"]["hp"] == r["seats"]["3"]["max_hp"]


def test_out_of_vision_is_not_blamed_on_the_dog_proof_rule() -> None:
    """Without 天狗團扇, 小狼 is out of 1號's vision (「其它角色與你的距離+10」): the 【狗】 is refused, but not for 【孤際】
    (nor for 龍魚之羽衣 once 1號 is off the building: 「處于建筑的角色」)."""
    d = copy.deepcopy(PROOF)
    d["setup"]["seats"][1]["equips"] = []
    d["decisions"] = [{"round": 1, "seat": 1, "skill": "出牌", "choice": "狗", "target": 2, "refused": True}]
    d.pop("expect")
    r = run_scenario(d)
    assert r.get("expect_failures", []) == [] and "孤際" not in r["refused"][0]["reason"]
    d = copy.deepcopy(PROOF)
    d["setup"]["seats"][1]["position"] = [7, 13]  # a 《野外》: not a building
    d["decisions"] = [{"round": 1, "seat": 1, "skill": "出牌", "choice": "狗", "target": 3}]
    d.pop("expect")
    r = run_scenario(d)
    assert any("1号對3号使用【狗】" in e["text"] for e in r["log"])
