"""Scenario features every game shares (docs/scenarios.md): where `until` stops, where `start` begins."""

from __future__ import annotations

from typing import Any

import pytest

from daoyan.core.errors import ScenarioError
from daoyan.scenario import build_and_run

#: each game's round, its last phase, and a phase inside it (`until: {round: N}` stops after the last)
GAMES: dict[str, tuple[int, str, str]] = {
    "xianyao": (7, "黑夜", "白昼"),
    "wangling": (21, "夜晚", "白天"),
    "langren": (12, "晨曦", "黄昏"),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_until_a_day_stops_after_that_days_last_phase_in_every_game(game: str) -> None:
    """docs/scenarios.md: 「until: {round: 3} # optional: stop after round 3's 黑夜」 — and `{day: N}` the same in games
    counted in days: 亡灵低语's 「每天白天…每天晚上…夜晚结束后，进入下一个白天」 (002_df7a4ea6bd54eb52.txt) makes 夜晚 the
    day's end, 版杀's 晨曦 ends its day. On main a 亡灵低语 scenario stopped after day N's 白天 (issue 21, item 14)."""
    players, last, inside = GAMES[game]
    key = "round" if game == "xianyao" else "day"
    for n in (1, 2):
        g, r = build_and_run({"game": game, "players": players, "seed": 3, "until": {key: n}})
        if g.outcome is None:
            assert r["finished"] == {"round": n, "phase": last}, (game, n, r["finished"])
            assert g.paused
    g, r = build_and_run({"game": game, "players": players, "seed": 3, "until": {key: 1, "phase": inside}})
    assert r["finished"] == {"round": 1, "phase": inside}


def test_until_a_round_in_fuweng_stops_after_every_seat_has_had_that_rounds_turn() -> None:
    """「每輪開始時」 … a round is every character's turn in order (001_ea231be5ab83fae4.txt): `until: {round: 1}` stops
    once the last seat's turn of round 1 has ended, before round 2 starts."""
    g, r = build_and_run({"game": "fuweng", "players": 4, "seed": 5, "until": {"round": 1}})
    turns = [e.data["turn"] for e in g.log.entries if e.data and "turn" in e.data and e.round == 1]
    assert sorted(turns) == [1, 2, 3, 4] and r["finished"]["round"] == 1
    assert not [e for e in g.log.entries if e.round == 2]


@pytest.mark.parametrize(("start", "entry"), [
    ({"round": 0}, "start"), ({"round": "3"}, "start"), ({"day": 2, "round": 2}, "start"), ({"phase": "黑夜"}, "start"),
    ({"round": 2, "phase": 3}, "start"), ([2, "黑夜"], "start"),
])
def test_a_malformed_start_is_refused_with_what_is_wrong(start: Any, entry: str) -> None:
    with pytest.raises(ScenarioError) as e:
        build_and_run({"game": "xianyao", "players": 7, "seed": 1, "start": start})
    assert e.value.entry == entry and "start" in str(e.value)


def test_an_until_before_the_start_is_refused() -> None:
    with pytest.raises(ScenarioError, match="comes before start") as e:
        build_and_run({"game": "xianyao", "players": 7, "seed": 1, "start": {"round": 3, "phase": "白昼"},
                       "until": {"round": 2}})
    assert e.value.entry == "until"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_until_at_an_earlier_phase_of_the_start_day_is_refused(game: str) -> None:
    """A run that starts at day N's last phase cannot stop at the end of an earlier phase of day N: refused, naming
    both (it was taken, and ran on to the end of the game or a later day)."""
    players, last, inside = GAMES[game]
    key = "round" if game == "xianyao" else "day"
    with pytest.raises(ScenarioError, match="comes before start") as e:
        build_and_run({"game": game, "players": players, "seed": 1, "start": {key: 4, "phase": last},
                       "until": {key: 4, "phase": inside}})
    assert e.value.entry == "until" and f"{key} 4, {inside}" in str(e.value)


@pytest.mark.parametrize(("skill", "phase", "seat", "choice"), [
    ("杀人", "深夜", 1, "空刀"), ("守护", "午夜", 8, "放弃"), ("预言", "深夜", 5, "放弃"), ("毒药", "凌晨", 6, "放弃")])
def test_a_decision_naming_its_skill_may_answer_an_option_that_carries_no_skill(
        skill: str, phase: str, seat: int, choice: str) -> None:
    """003_6ab575b4f34e0846.txt 「(2)狼队<杀人>」: the wolves may kill nobody (空刀, docs/rulings/langren.md). The ask's
    空刀 option carries no `skill`, so `{skill: 杀人, choice: 空刀}` was refused as not legal (issue 21, item 10); the
    same for every 放弃 of a skill whose other options name it."""
    ids = {1: "狼人", 2: "狼人", 3: "狼人", 4: "狼人", 5: "预言家", 6: "女巫", 7: "猎人", 8: "守卫",
           9: "村民", 10: "村民", 11: "村民", 12: "村民"}
    g, _ = build_and_run({"game": "langren", "players": 12, "seed": 1, "setup": {"identities": ids},
                          "decisions": [{"day": 1, "phase": phase, "seat": seat, "skill": skill, "choice": choice}],
                          "until": {"day": 1, "phase": "凌晨"}})
    assert [a for _, s, a in g.history if s == seat and a.get("choice") == choice], g.history


@pytest.mark.parametrize(("game", "players", "key"), [
    ("wangling", 21, "identities"), ("wangling", 21, "红牌"), ("langren", 12, "identities"), ("langren", 12, "红牌"),
    ("langren", 12, "替补")])
@pytest.mark.parametrize("given", [[1, 2], "x", None, {"a": "b"}])
def test_a_per_seat_setup_that_is_no_mapping_of_seats_is_refused_naming_it(
        game: str, players: int, key: str, given: Any) -> None:
    """A scenario's `identities: [牧师, …]` (a list, not {seat: name}) crashed with AttributeError; every per-seat
    setup key now says what shape it wants."""
    with pytest.raises(ScenarioError, match="seat number") as e:
        build_and_run({"game": game, "players": players, "seed": 1, "setup": {key: given}, "until": {"round": 0}})
    assert e.value.entry == f"setup.{key}"


def test_running_a_scenario_leaves_its_document_unchanged() -> None:
    """A decision's `day:` is read as its round without writing `round:` into the caller's document (a second run of
    a changed copy kept the first run's round)."""
    d = {"day": 1, "phase": "白天", "seat": 1, "skill": "投票", "target": 2}
    build_and_run({"game": "wangling", "players": 21, "seed": 1, "decisions": [d], "until": {"day": 1}})
    assert d == {"day": 1, "phase": "白天", "seat": 1, "skill": "投票", "target": 2}


def test_fuweng_feudal_society_cancels_the_late_cure_loss() -> None:
    """scenarios/fuweng_lingzhu_feudal_chizhi.yaml (001_ea231be5ab83fae4.txt, 領主's 「*【封建社會】一名角色失去體力或扣減
    體力上限時，取消之。」 against 庸醫's 「若你無法發動此技能，系統令所有角色失去1點體力。」): every character's loss is
    cancelled, one by one; the dying 3號 lives on his second 【家貓】."""
    from pathlib import Path

    from daoyan.scenario import load

    path = Path(__file__).resolve().parent.parent / "scenarios" / "fuweng_lingzhu_feudal_chizhi.yaml"
    g, r = build_and_run(load(path))
    assert r["expect_failures"] == []
    seats = r["seats"]
    assert [seats[str(x)]["hp"] for x in (1, 2, 3, 4)] == [5, 4, 1, 5] and seats["1"]["society"] == "封建社會"
    cancelled = [e.data["seat"] for e in g.log.entries if (e.data or {}).get("society") == "封建社會"
                 and "cancelled" in e.data]
    assert cancelled == [1, 2, 3, 4]
