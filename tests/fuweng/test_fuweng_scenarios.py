"""Scenarios for 三國殺×大富翁 (docs/scenarios.md): the 局面 a scenario lays over the deal (`arrange.py`), decisions
that name cards, and bad scenario files refused with the entry named. The example files in scenarios/ run in
tests/test_cli.py."""

from __future__ import annotations

import json
from typing import Any

import pytest

from daoyan.core.errors import ScenarioError
from daoyan.core.game import replay
from daoyan.games.fuweng import RULES
from daoyan.scenario import build_and_run, run_scenario

IDS = {"身份": [["蒼鷺", "貓娘", "表外", "表外"]]}


def doc(**kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"game": "fuweng", "players": 4, "seed": 7, "random": dict(IDS), "until": {"round": 1}}
    return {**base, **kw}


def test_the_arrangement_sets_what_it_names_and_keeps_the_rest() -> None:
    plain, _ = build_and_run(doc(until={"round": 0}))
    g, r = build_and_run(doc(until={"round": 0}, setup={
        "seats": {1: {"hand": ["無懈可擊", "唐傘"], "hp": 2, "position": [7, 13], "heading": "東",
                      "equips": ["掃帚"], "judging": ["美人計"], "bank": ["狗"], "money": 3, "debt": 1,
                      "commands": ["地雷"], "dice_control": [6], "shares": {"狗舍1": 2}},
                  3: {"dead": True, "hp": 0}},
        "deck": ["家貓", "家貓"], "judgement": ["紅桃K"], "npcs": {"窮神": [12, 13]}}))
    s = g.state
    one = r["seats"]["1"]
    assert one["hand"] == ["無懈可擊", "唐傘"] and one["hp"] == 2 and one["position"] == [7, 13]
    assert one["equips"] == ["掃帚"] and one["judging"] == ["美人計"] and one["bank"] == ["狗"]
    assert (one["money"], one["debt"], one["commands"]) == (3, 1, ["地雷"])
    assert s.players[1].dice_control == [6] and one["shares"]["狗舍1"] == 2
    assert r["seats"]["3"]["dead"] and r["seats"]["3"]["revealed"]
    assert [s.cards[c].name for c in s.deck[:2]] == ["家貓", "家貓"]
    assert s.judgement.cards[0][0].label == "紅桃K" and s.npcs["窮神"] == (12, 13)
    # seats it does not name keep their dealt hands; every card is still somewhere, once
    assert s.players[2].hand == plain.state.players[2].hand
    zones = [c for p in s.players.values() for c in (*p.hand, *p.equips, *p.judging, *p.bank)] + s.deck + s.discard
    assert sorted(zones) == sorted(s.cards)


def test_the_table_sees_counts_and_the_seat_its_own_cards() -> None:
    g, _ = build_and_run(doc(until={"round": 0}, setup={"seats": {2: {"hand": ["無懈可擊"], "bank": ["狗"]}}}))
    public = [e for e in g.log.entries if e.audience.kind == "all" and "劇本局面" in e.text]
    private = [e for e in g.log.entries if e.audience.kind == "seats" and "劇本局面" in e.text]
    assert len(public) == 1 and "手牌1張，銀行區1張" in public[0].text and "無懈可擊" not in public[0].text
    assert private[0].audience.seats == (2,) and "無懈可擊" in private[0].text and "狗" in private[0].text


def test_a_hand_card_missing_from_the_pile_comes_from_an_unnamed_hand() -> None:
    """凈琉璃之鏡 is one card: wherever the deal put it, the arrangement finds it."""
    g, r = build_and_run(doc(until={"round": 0}, setup={"seats": {1: {"hand": ["凈琉璃之鏡"]}}}))
    assert r["seats"]["1"]["hand"] == ["凈琉璃之鏡"]
    assert all(len(g.state.players[q].hand) == 4 for q in (2, 3, 4))


def test_decisions_name_cards_and_the_record_replays_from_json() -> None:
    g, r = build_and_run(doc(
        dice=[1, 1],
        setup={"seats": {1: {"position": [7, 13], "heading": "東", "hand": ["狗"]},
                         2: {"position": [11, 13], "hand": ["流浪貓"]}}},
        decisions=[{"round": 1, "seat": 1, "skill": "出牌", "choice": "狗", "target": 2},
                   {"round": 1, "seat": 2, "skill": "流浪貓", "choice": "流浪貓"}]))
    assert any("2号使用【流浪貓】抵消此【狗】" in e["text"] for e in r["log"])
    again = replay(RULES, json.loads(json.dumps(r["record"], ensure_ascii=False)))  # seat keys become text
    n = len(g.log.entries)  # the replay has no `until`: it goes on to the next ask
    assert [e.to_json() for e in again.log.entries][:n] == [e.to_json() for e in g.log.entries]


def test_an_illegal_named_decision_is_refused_with_its_entry() -> None:
    with pytest.raises(ScenarioError, match=r"decisions\[0\]"):
        run_scenario(doc(dice=[1, 1], setup={"seats": {1: {"position": [7, 13], "heading": "東", "hand": ["狗"]}}},
                         decisions=[{"round": 1, "seat": 1, "skill": "出牌", "choice": "家貓", "target": 2}]))


@pytest.mark.parametrize(("setup", "words"), [
    ({"seats": {1: {"hpp": 2}}}, "unknown key(s) ['hpp']"),
    ({"seats": {1: {"hand": ["殺"]}}}, "unknown card '殺'"),
    ({"seats": {9: {"hp": 2}}}, "no such seat"),
    ({"seats": {"x": {"hp": 2}}}, "a seat is a whole number"),
    ({"seats": {1: {"hp": "3"}}}, "a whole number"),
    ({"seats": {1: {"position": [50, 50]}}}, "is not a cell of the map"),
    ({"seats": {1: {"position": "7,13"}}}, "a cell [x, y]"),
    ({"seats": {1: {"heading": "上"}}}, "one of 東/西/南/北"),
    ({"seats": {1: {"commands": ["核彈"]}}}, "unknown 指令"),
    ({"seats": {1: {"shares": {"狗舍99": 1}}}}, "no building '狗舍99'"),
    ({"seats": {1: {"dice_control": [7]}}}, "d6 results"),
    ({"seats": {1: {"equips": ["凈琉璃之鏡"]}, 2: {"bank": ["凈琉璃之鏡"]}}}, "no 凈琉璃之鏡 left"),
    ({"deck": "狗"}, "a list of card names"),
    ({"judgement": ["紅桃Z"]}, "not a card of this judgement deck"),
    ({"npcs": {"神仙": [0, 13]}}, "unknown NPC"),
    ({"npcs": {"窮神": [8, 13]}}, "an NPC stands on a 《野外》"),
    ({"npcs": {"窮神": [0, 13], "財神": [0, 13]}}, "stands on (0, 13) already"),
    ({"tiles": {}}, "unknown key(s) ['tiles']"),
])
def test_a_bad_arrangement_is_refused_with_what_is_wrong(setup: dict[str, Any], words: str) -> None:
    with pytest.raises(ScenarioError) as e:
        run_scenario(doc(setup=setup))
    assert words in str(e.value) and "局面" in str(e.value)
    assert e.value.entry == "setup"


def test_until_a_phase_stops_at_the_end_of_that_phase() -> None:
    """`until: {round: 1, phase: 出牌}` stops at the end of the first 出牌階段 of round 1 (before, it ran on to the
    end of round 2: the flow marked no phase's end)."""
    from daoyan.scenario import run_scenario

    r = run_scenario({"game": "fuweng", "players": 4, "seed": 5, "until": {"round": 1, "phase": "出牌"}})
    assert r["finished"] == {"round": 1, "phase": "出牌"}
    r = run_scenario({"game": "fuweng", "players": 4, "seed": 5, "until": {"round": 1, "phase": "結束"}})
    assert r["finished"] == {"round": 1, "phase": "結束"}
