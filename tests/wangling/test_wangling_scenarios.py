"""Scenarios for 《亡灵低语2.x》 (docs/scenarios.md): a fixed deal (`setup.identities`), decisions by `day` and `phase`,
`until: {day, phase}`, the 导演's random picks forced by name (「导演代之随机选择」: 藏匿 here), red cards, and the result's
seats (identity, faction, out). The example files in scenarios/ run in tests/test_cli.py."""

from __future__ import annotations

from typing import Any

import pytest
from wangling_scripts import LAYOUT

from daoyan.core.errors import ScenarioError
from daoyan.scenario import run_scenario


def doc(**extra: Any) -> dict[str, Any]:
    return {"game": "wangling", "players": 21, "seed": 1,
            "setup": {"identities": {i: n for i, n in enumerate(LAYOUT, 1)}}, **extra}


def test_the_directors_random_pick_is_forced_by_name() -> None:
    """藏匿<团队><强制>, not answered: 「在时限之后…导演代之随机选择」 — the draw named 藏匿 is forced to seat 3."""
    r = run_scenario(doc(random={"藏匿": [{"target": 3}]}, until={"day": 1, "phase": "白天"}))
    assert r["seats"]["3"]["shengqi"] and r["unused_random"] == {}
    assert r["finished"] == {"round": 1, "phase": "白天"}


def test_until_stops_at_the_end_of_a_phase_and_decisions_name_the_day() -> None:
    r = run_scenario(doc(decisions=[{"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 9}],
                         until={"day": 1, "phase": "夜晚"}))
    assert r["finished"] == {"round": 1, "phase": "夜晚"}
    assert r["seats"]["9"] == {"identity": "腐尸", "dealt": "村民", "faction": "亡灵", "out": False, "afk": False,
                               "shengqi": True, "master": False, "shenjuanzhe": False}  # 诅咒 at night start


def test_a_deal_that_misses_a_seat_or_deals_an_undead_identity_is_refused() -> None:
    bad = doc()
    del bad["setup"]["identities"][21]
    with pytest.raises(ScenarioError, match="every seat"):
        run_scenario(bad)
    bad = doc()
    bad["setup"]["identities"][21] = "活尸"
    with pytest.raises(ScenarioError, match="亡灵 identity"):
        run_scenario(bad)
    with pytest.raises(ScenarioError, match="identities, 红牌 and 局面"):
        run_scenario(doc(setup={"cards": {}}))


def test_a_decision_of_the_director_names_him_not_a_seat() -> None:
    """002_df7a4ea6bd54eb52.txt 「一般晨报由导演编写」 (W-MP4): with 晨报 = 导演 the host's own ask is answered by a decision
    whose `seat:` is 导演 (or host); it closes the 公示 and is recorded as seat 0's answer. A decision for him that is
    never asked (no 晨报 = 导演) is reported as never asked, naming the host; a seat that is neither a number nor the
    host is refused."""
    story = "昨夜无人入梦。"
    for who in ("导演", "host"):
        r = run_scenario(doc(options={"晨报": "导演"}, until={"day": 2, "phase": "白天"}, decisions=[
            {"day": 1, "phase": "夜晚", "seat": who, "skill": "晨报", "choice": "晨报", "say": story}]))
        posts = [e["text"] for e in r["log"] if e["kind"] == "announce"]
        assert posts[0].endswith("【晨报】\n" + story)
        assert [0, {"choice": "晨报", "say": story}] in [a[1:] for a in r["record"]["answers"]]
    with pytest.raises(ScenarioError, match="never asked: no 晨报 ask for the host"):
        run_scenario(doc(until={"day": 2, "phase": "白天"}, decisions=[
            {"day": 1, "seat": "导演", "skill": "晨报", "choice": "晨报", "say": story}]))
    with pytest.raises(ScenarioError, match="seat is a seat number"):
        run_scenario(doc(decisions=[{"day": 1, "seat": "3号", "skill": "投票", "target": 9}]))
