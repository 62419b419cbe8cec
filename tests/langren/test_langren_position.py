"""Starting a 版杀 game mid-game (issue 21, item 13): a scenario's `start: {day, phase}` and `setup.局面` — who is out,
how and when, the 警长, used skills, [寡言], links, yellow cards, modes, the day's standing votes — with the same checks
as any start: a position the rules could not reach is refused, naming the entry (daoyan/games/langren/position.py,
docs/scenarios.md). Seed file 003_6ab575b4f34e0846.txt."""

from __future__ import annotations

from typing import Any

import pytest
from langren_scripts import LAYOUT, board_variant, fixed

from daoyan.core.bots import RandomBot, play_out
from daoyan.core.errors import ScenarioError
from daoyan.core.game import START, Game
from daoyan.core.view import seat_view
from daoyan.games.langren import RULES, position
from daoyan.scenario import build_and_run

IDS = dict(enumerate(LAYOUT, start=1))  # 1–4 狼人, 5 预言家, 6 女巫, 7 猎人, 8 守卫, 9–12 村民
POS = {"出局": {9: ["投票出局", 2], 10: ["杀人", 1]}, "已用": {6: ["救药"]}, "上次": {8: {"守护": [2, 5]}}}


def run(start: dict[str, Any], pos: dict[str, Any], *decisions: dict[str, Any],
        until: dict[str, Any] | None = None, **setup: Any) -> tuple[Game, dict[str, Any]]:
    return build_and_run({"game": "langren", "players": 12, "seed": 1, "start": start,
                          "setup": {"identities": IDS, "局面": pos, **setup}, "decisions": list(decisions),
                          "until": until or {"day": start["day"]}})


def test_a_game_starts_at_the_named_day_and_stage_in_the_named_position() -> None:
    """Day 3's 早夜: nothing of days 1–2 is played; 9 and 10 are out; the 女巫's <救药> is used, so she is offered only
    <毒药> (「(2)女巫<灵通>、<救药>、<毒药>」)."""
    g, r = run({"day": 3, "phase": "早夜"}, POS, {"day": 3, "seat": 1, "skill": "杀人", "target": 12})
    assert not [e for e in r["log"] if e["round"] in (1, 2)]
    assert [x for x, c in g.state.chars.items() if not c.alive] == [9, 10, 12]
    assert not [seat for _, seat, a in g.history if seat == 6 and a.get("skill") == "救药"]
    assert r["finished"] == {"round": 3, "phase": "晨曦"}


def test_spent_antidote_is_not_offered_and_the_guard_cannot_repeat() -> None:
    """The asks of night 3 themselves: the 女巫 is asked no <救药>, the 守卫's <守护> leaves out 5 (his night-2 target)."""
    g = Game(RULES, 12, 1, {"座位身份": fixed(), START: {"round": 3, "phase": "早夜"}, "局面": POS})
    seen: dict[tuple[int, str], list[Any]] = {}
    while g.pending and not g.finished and g.round == 3:
        seat, ask = next(iter(g.pending.items()))
        seen[(seat, ask.skill)] = ask.options
        g.answer(seat, ask.default)
    assert (6, "救药") not in seen and (6, "毒药") in seen
    assert {"target": 5} not in [{"target": o.get("target")} for o in seen[(8, "守护")]]
    assert any(o.get("target") == 7 for o in seen[(8, "守护")])


def test_the_dusk_counts_the_standing_votes() -> None:
    """A start at 黄昏 with the day's votes: 「(1)结算被[投票出局]的角色」 — 7 has three votes and goes out, and 「(2)猎人
    <最后一枪>」 fires."""
    g, r = run({"day": 4, "phase": "黄昏"}, {"出局": {9: "投票出局", 10: ["杀人", 1], 11: ["杀人", 3]},
                                          "投票": {1: 7, 2: 7, 3: 7, 5: 1, 8: 1}},
               {"day": 4, "seat": 7, "skill": "最后一枪", "target": 1}, until={"day": 4, "phase": "黄昏"})
    assert r["seats"]["7"]["cause"] == "投票出局" and r["seats"]["1"]["cause"] == "最后一枪"
    assert g.state.chars[9].out_day == 3  # a bare cause takes the last day it could have happened on


def test_each_seat_is_told_only_its_own_part() -> None:
    """The 女巫 alone learns that her <救药> is spent; everybody reads the outs (posted by earlier 公示)."""
    g, _ = run({"day": 3, "phase": "早夜"}, POS, until={"day": 3, "phase": "早夜"})
    assert "局面: 你已用过 <救药>" in [e["text"] for e in seat_view(g, 6)["log"]]
    for seat in (1, 5, 9):
        texts = [e["text"] for e in seat_view(g, seat)["log"]]
        assert not [t for t in texts if "救药" in t or "守护" in t], (seat, texts)
        assert any("投票出局: 9号" in t and "10号" in t for t in texts)


def test_the_same_start_plays_the_same_game() -> None:
    a = run({"day": 2, "phase": "白昼"}, {"出局": {10: "杀人"}}, until={"day": 3})[1]["log"]
    b = run({"day": 2, "phase": "白昼"}, {"出局": {10: "杀人"}}, until={"day": 3})[1]["log"]
    assert a == b


@pytest.mark.parametrize(("start", "pos", "words"), [
    ({"day": 3, "phase": "午夜"}, {}, "白昼、黄昏、早夜"),  # a night is settled as a whole (凌晨 (7))
    ({"day": 3, "phase": "白昼"}, {"出局": {9: ["投票出局", 3]}}, "第3天的黄昏"),  # day 3's vote is not over
    ({"day": 4, "phase": "白昼"}, {"出局": {9: ["投票出局", 2], 10: ["冤死", 2]}}, "每天至多一名"),
    ({"day": 1, "phase": "早夜"}, {"出局": {9: "杀人"}}, "尚未结束"),  # no night is over on day 1
    ({"day": 3, "phase": "白昼"}, {"出局": {9: "情侣"}}, "连带"),  # a chained out needs its link and partner
    ({"day": 3, "phase": "白昼"}, {"出局": {9: "预言"}}, "不让角色出局"),
    ({"day": 3, "phase": "白昼"}, {"已用": {8: ["守护"]}}, "不是每局限一次"),
    ({"day": 3, "phase": "白昼"}, {"已用": {5: ["救药"]}}, "不是5号身份牌"),
    ({"day": 1, "phase": "白昼"}, {"已用": {6: ["毒药"]}}, "还没有机会发动"),
    ({"day": 3, "phase": "白昼"}, {"警长": 5}, "没有警长"),
    ({"day": 3, "phase": "白昼"}, {"投票": {1: 5}}, "黄昏"),
    ({"day": 3, "phase": "白昼"}, {"翻牌": [5]}, "翻牌"),
    ({"day": 3, "phase": "白昼"}, {"寡言": {5: 3}}, "寡言"),
    ({"day": 3, "phase": "白昼"}, {"上次": {8: {"守护": [3, 5]}}}, "尚未发生"),
    ({"day": 3, "phase": "白昼"}, {"出局": {1: ["投票出局", 1], 2: ["杀人", 1], 3: ["杀人", 2], 4: ["毒药", 2]}},
     "游戏已结束"),  # every wolf out: the position is already won
    ({"day": 3, "phase": "白昼"}, {"出局": {13: "杀人"}}, "不是座位号"),
    ({"day": 3, "phase": "白昼"}, {"谁": 1}, "未知的键"),
])
def test_a_position_the_rules_could_not_reach_is_refused(start: dict[str, Any], pos: dict[str, Any],
                                                        words: str) -> None:
    with pytest.raises(ScenarioError, match=words):
        run(start, pos)


def test_yellow_cards_that_make_a_red_card_need_the_red_card() -> None:
    """「讨论结束时,未回复投票帖者将被判罚黄牌」 with 黄牌转红牌: 2 — two yellow cards and still playing is no position."""
    with pytest.raises(ScenarioError, match="转为红牌"):
        build_and_run({"game": "langren", "players": 12, "seed": 1, "options": {"黄牌转红牌": 2},
                       "start": {"day": 3}, "setup": {"identities": IDS, "局面": {"黄牌": {5: [1, 2]}}}})
    g, _ = build_and_run({"game": "langren", "players": 12, "seed": 1, "options": {"黄牌转红牌": 2},
                          "start": {"day": 3}, "until": {"day": 3, "phase": "白昼"},
                          "setup": {"identities": IDS, "局面": {"黄牌": {5: [1, 2]}, "出局": {5: ["红牌", 2]}}}})
    assert g.state.chars[5].red and not g.state.chars[5].alive


def test_a_position_needs_the_deal_and_the_sheriff_goes_in_it() -> None:
    with pytest.raises(ScenarioError, match=r"setup\.identities"):
        build_and_run({"game": "langren", "players": 12, "seed": 1, "start": {"day": 2},
                       "setup": {"局面": {"出局": {3: "杀人"}}}})
    text = board_variant(sheriff="host")
    g = Game(RULES, 12, 1, {"座位身份": fixed(), "板子": text, START: {"round": 2, "phase": "白昼"},
                            "局面": {"警长": 5, "出局": {3: "杀人"}}})
    assert g.state.sheriff == 5
    with pytest.raises(Exception, match="警长已移交"):
        Game(RULES, 12, 1, {"座位身份": fixed(), "板子": text, START: {"round": 2, "phase": "白昼"},
                            "局面": {"警长": 3, "出局": {3: "杀人"}}})


def test_a_running_game_exports_a_start_that_plays_on() -> None:
    """position.export of a game stopped at a day's end reads back as a start (the same checks pass) and plays on."""
    exported = 0
    for seed in range(1, 6):
        g = Game(RULES, 12, seed, {"座位身份": fixed()})
        bots = {x: RandomBot(seed * 31 + x) for x in g.seats}
        while g.pending and not g.finished and (g.round, g.phase) < (3, "晨曦"):
            seat, ask = next(iter(g.pending.items()))
            g.answer(seat, bots[seat].decide(ask, lambda: {}))
        if g.finished:
            continue
        out = position.export(g)
        g2 = Game(RULES, 12, seed, {"座位身份": {str(k): v for k, v in out["setup"]["identities"].items()},
                                    START: {"round": out["start"]["day"], "phase": out["start"]["phase"]},
                                    "局面": out["setup"]["局面"]})
        assert [x for x, c in g2.state.chars.items() if not c.alive] == [x for x, c in g.state.chars.items()
                                                                          if not c.alive]
        play_out(g2, {x: RandomBot(x) for x in g2.seats})
        assert g2.finished
        exported += 1
    assert exported >= 3
