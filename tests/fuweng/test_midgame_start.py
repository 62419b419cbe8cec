"""Starting 三國殺×大富翁 mid-game (issue 21, item 13): a scenario's `start: {round, seat, phase}` with its 局面 (the
arrangement, `arrange.py`): the game begins at that round (its start: NPCs, the 銀行機制), or at that seat's turn in it
(the round's start and the turns before his are over), at the named phase of his turn; a start the rules could not
reach is refused (daoyan/games/fuweng/flow.py `start_at`, docs/scenarios.md). Seed file 001_ea231be5ab83fae4.txt."""

from __future__ import annotations

from typing import Any

import pytest

from daoyan.core.errors import ScenarioError
from daoyan.scenario import build_and_run

BASE: dict[str, Any] = {"game": "fuweng", "players": 4, "seed": 7, "random": {"身份": ["蒼鷺", "貓娘", "表外", "表外"]}}


def run(start: dict[str, Any], setup: dict[str, Any] | None = None, **more: Any) -> tuple[Any, dict[str, Any]]:
    return build_and_run({**BASE, "start": start, "setup": setup or {}, **more})


def test_a_start_at_a_turn_phase_plays_only_from_there() -> None:
    """Round 6 at 3's 出牌階段: no earlier round is played, nobody's turn before 3's in round 6, and 3 throws no dice
    (his 行動階段 is over); round 7 starts as any round does, from the 蒼鷺 (「由蒼鷺開始，按百家姓順序」)."""
    g, r = run({"round": 6, "seat": 3, "phase": "出牌"}, {"seats": {3: {"hand": ["家貓"]}}}, until={"round": 7})
    played = [e for e in r["log"] if e["round"] >= 1]
    assert played and min(e["round"] for e in played) == 6
    six = [e["text"] for e in played if e["round"] == 6]
    assert six[0] == "3号的回合開始。"
    assert not [t for t in six if t.startswith("3号投擲")]
    order = g.state.order()
    starts = [t for t in six if t.endswith("的回合開始。")]
    assert starts == [f"{x}号的回合開始。" for x in order[order.index(3):]]
    seven = [e["text"] for e in played if e["round"] == 7 and e["text"].endswith("的回合開始。")]
    assert seven == [f"{x}号的回合開始。" for x in order]


def test_a_start_at_a_round_runs_its_start() -> None:
    """`start: {round: 4}`: round 4 begins as every round does, the first turn being the 蒼鷺's."""
    g, r = run({"round": 4}, until={"round": 4})
    played = [e["text"] for e in r["log"] if e["round"] >= 1]
    assert {e["round"] for e in r["log"] if e["round"] >= 1} == {4}
    assert next(t for t in played if t.endswith("的回合開始。")) == f"{g.state.order()[0]}号的回合開始。"
    assert g.state.players[g.state.order()[0]].identity == "蒼鷺"


def test_the_same_start_plays_the_same_game() -> None:
    a = run({"round": 3, "seat": 2}, until={"round": 4})[1]["log"]
    b = run({"round": 3, "seat": 2}, until={"round": 4})[1]["log"]
    assert a == b


def test_off_the_map_only_the_judgement_phase() -> None:
    """「*不處于地圖上的角色僅執行判定階段。」: a character in the hospital may be started at his 判定階段, not at his 行動階段."""
    setup = {"seats": {2: {"hospital": 2}}}
    with pytest.raises(ScenarioError, match="僅執行判定階段"):
        run({"round": 5, "seat": 2, "phase": "行動"}, setup)
    g, _ = run({"round": 5, "seat": 2, "phase": "判定"}, setup, until={"round": 5})
    assert g.state.players[2].hospital == 2  # the 回合開始 countdown is over before the start: not run again


@pytest.mark.parametrize(("start", "setup", "words"), [
    ({"round": 0}, None, "≥ 1"),
    ({"round": 31}, None, "1–30"),
    ({"round": 3, "seat": 9}, None, "seat is 1–4"),
    ({"round": 3, "phase": "出牌"}, None, "with a seat"),
    ({"round": 3, "seat": 1, "phase": "喝茶"}, None, "phase is one of"),
    ({"round": 3, "who": 1}, None, "开始于"),
    ({"round": 3}, {"seats": {3: {"dead": True}, 4: {"dead": True}}}, "游戲已結束"),  # no 表外 alive
    ({"round": 3}, {"seats": {1: {"dead": True}, 2: {"dead": True}}}, "游戲已結束"),  # no 蒼鷺 or 貓娘 alive
])
def test_a_start_the_rules_could_not_reach_is_refused(start: dict[str, Any], setup: dict[str, Any] | None,
                                                      words: str) -> None:
    with pytest.raises(ScenarioError, match=words):
        run(start, setup)
