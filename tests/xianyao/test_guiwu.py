"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【鬼巫】 技能▶[请邪] (夜行) — the 首个白昼 step 4 where the holder
gives the [邪神牌] their meanings, and the claim on a speaking turn:
「◆每个黑夜讨论阶段,玩家可以公开宣称自己顶层身份牌为【鬼巫】,并发动[请邪]——询问【源尊】一个答案为是否的问题,【源尊】会以背面状态提供3张[邪神牌],
玩家随机选择1张由【源尊】公开展示。」
Ruling (docs/rulings/xianyao.md): the question is one of a fixed list the engine can answer (a target seat each); with
the setting 请邪自由问题 a free question may be asked, whose truth the host gives (`random: {请邪真相: …}`)."""

from __future__ import annotations

from typing import Any

import pytest
from yexing_scripts import claims, d, infos, play, spoken

from daoyan.core.errors import ScenarioError

SEED = "000_21ded97409bf0f89.txt"
# 3 holds the 【鬼巫】 on top; 1 the 仙子 under a 妖众; 2 a top 妖首, 4 a bottom 妖首; 5 and 6 double 妖众
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["鬼巫", "妖众"], 4: ["妖众", "妖首"],
         5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
# 3's choices on 首个白昼: 丙 means nothing, 甲 means 否, so 乙 and 丁 mean 是
MEANINGS = [d(1, 3, "邪神牌", choice="邪神丙"), d(1, 3, "邪神牌含义", choice=["邪神甲", "否"])]
MEANING = {"邪神甲": "否", "邪神乙": "是", "邪神丙": "无意义", "邪神丁": "是"}


def qingxie(rnd: int, seat: int, question: str, target: int | None = None, **more: Any) -> dict[str, Any]:
    out = d(rnd, seat, "请邪", choice=question, **more)
    if target is not None:
        out["target"] = target
    return out


def notes(r: dict[str, Any]) -> list[dict[str, Any]]:
    """The host's record of each [请邪]: true or not, the answer, the three cards offered."""
    return [e["data"] for e in r["log"] if e["kind"] == "host" and "offered" in (e.get("data") or {})]


def shown(r: dict[str, Any]) -> list[str]:
    return [e["data"]["card"] for e in infos(r, "请邪")]


def test_first_day_step_4_the_holder_gives_the_cards_their_meanings() -> None:
    """「4【鬼巫】首昼[请邪]确认流程」: 「【源尊】:拿到【鬼巫】的玩家请睁眼。」 「——【源尊】展示4种[邪神牌],每种一张。」
    「【源尊】:请在4张[邪神牌]中选择1张,代表无意义。」 「——【鬼巫】玩家用手势选择。」 「【源尊】:请在剩下3张[邪神牌]中选择1张,这张代表是或否?」
    「——【鬼巫】玩家用手势选择并告知。(拇指向上为是向下为否)」 「【源尊】:那么剩下2张[邪神牌]代表相反的意思,请记住。」 「【源尊】:请闭眼。」
    — 「由【鬼巫】选择1种代表无意义,再选择另1种代表“是”(或“否”),剩下2种代表“否”(或“是”)。」"""
    g, r = play(CARDS, *MEANINGS)
    day = spoken(r, 1)
    i = day.index("拿到【鬼巫】的玩家请睁眼。")
    assert day[i: i + 5] == ["拿到【鬼巫】的玩家请睁眼。", "请在4张[邪神牌]中选择1张,代表无意义。",
                             "请在剩下3张[邪神牌]中选择1张,这张代表是或否?", "那么剩下2张[邪神牌]代表相反的意思,请记住。", "请闭眼。"]
    assert day.index("所有[星空仙人]请闭眼") < i < day.index("顶层身份牌为【妖首】的玩家请睁眼。")
    told = [e for e in r["log"] if e["round"] == 1 and e["audience"] == [3]]
    assert told[0]["text"] == "【源尊】展示4种[邪神牌],每种一张: 邪神甲、邪神乙、邪神丙、邪神丁"
    assert told[1]["text"] == "[邪神牌]: 邪神丙代表无意义,邪神甲代表否,邪神乙、邪神丁代表是"
    assert g.rules.host_state(g)["请邪"]["邪神牌"] == MEANING
    assert not any("邪神丙代表无意义" in e["text"] for e in r["log"] if e["audience"] == "all")


def test_the_holder_of_a_bottom_guiwu_wakes_too() -> None:
    """「拿到【鬼巫】的玩家请睁眼。」 — whoever holds the card, top or bottom."""
    cards = {**CARDS, 3: ["妖众", "鬼巫"]}
    g, _ = play(cards, d(1, 3, "邪神牌", choice="邪神丁"), d(1, 3, "邪神牌含义", choice=["邪神乙", "是"]))
    assert g.rules.host_state(g)["请邪"]["邪神牌"] == {"邪神甲": "否", "邪神乙": "是", "邪神丙": "否", "邪神丁": "无意义"}


def test_a_huaxing_guiwu_has_its_lines_and_random_meanings() -> None:
    """Nobody holds a [化形] 【鬼巫】: the lines are spoken (注1), the cards shown to nobody, and the host lays the
    meanings out at random (draws 邪神无意义, 邪神含义, 邪神是否)."""
    cards = {**CARDS, 3: ["妖众", "妖众"]}
    g, r = play(cards, huaxing=("鬼巫", "血俑"),
                random={"邪神无意义": ["邪神乙"], "邪神含义": ["邪神丁"], "邪神是否": ["否"]})
    assert "请在剩下3张[邪神牌]中选择1张,这张代表是或否?" in spoken(r, 1)
    assert g.rules.host_state(g)["请邪"]["邪神牌"] == {"邪神甲": "是", "邪神乙": "无意义", "邪神丙": "是", "邪神丁": "否"}
    assert r["unused_random"] == {}
    assert all(e["audience"] == "host" for e in r["log"] if "邪神牌" in e["text"] and e["kind"] != "line")


def test_a_true_guiwu_is_offered_two_correct_cards_and_the_meaningless_one() -> None:
    """「——若玩家顶层身份牌为【鬼巫】,则【源尊】提供的3张[邪神牌]中,2张为正确答案,1张无意义。」 and
    「玩家随机选择1张由【源尊】公开展示」: is 2 holding a 【妖首】? (是) — the cards meaning 是 are 乙 and 丁."""
    _, r = play(CARDS, *MEANINGS, qingxie(1, 3, "持有妖首", 2),
                random={"请邪正确牌": ["邪神丁", "邪神乙"], "请邪选牌": ["邪神乙"]})
    [c] = claims(r, "请邪")
    assert c["audience"] == "all" and c["text"] == "3号玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]: 2号玩家开局时持有【妖首】牌吗?"
    [n] = notes(r)
    assert n == {"true": True, "answer": "是", "offered": ["邪神丁", "邪神乙", "邪神丙"]}
    [info] = infos(r, "请邪")
    assert info["audience"] == "all" and info["text"] == "【源尊】公开展示[邪神牌]: 邪神乙"


def test_after_the_meaningless_card_the_next_one_offers_three_correct_cards() -> None:
    """「若选出无意义[邪神牌],则下次发动[请邪]3张[邪神牌]必全为正确答案。」 — night 1 draws 丙 (meaningless); night 2
    (is 5 holding a 【妖首】? 否, only 甲 means 否) is offered 甲 three times; night 3 is back to 2 + 1."""
    _, r = play(CARDS, *MEANINGS, qingxie(1, 3, "持有妖首", 2), qingxie(2, 3, "持有妖首", 5),
                qingxie(3, 3, "持有妖首", 5), until=3, random={"请邪选牌": ["邪神丙", "邪神甲", "邪神甲"]})
    offered = [sorted(n["offered"]) for n in notes(r)]
    assert offered[1] == ["邪神甲"] * 3
    assert offered[2] == ["邪神丙", "邪神甲", "邪神甲"]
    assert shown(r) == ["邪神丙", "邪神甲", "邪神甲"]


@pytest.mark.parametrize(("question", "target", "truth"), [
    ("持有妖首", 2, "是"), ("持有妖首", 4, "是"), ("持有妖首", 5, "否"),
    ("持有仙子", 1, "是"), ("持有仙子", 2, "否"),
    ("星空仙人", 1, "是"), ("星空仙人", 3, "否"),
    ("双妖众", 5, "是"), ("双妖众", 4, "否"),
    ("顶层将领", 2, "是"), ("顶层将领", 3, "是"), ("顶层将领", 1, "否"),
])
def test_the_listed_questions_are_answered_from_the_hosts_record(question: str, target: int, truth: str) -> None:
    """「询问【源尊】一个答案为是否的问题」 (ruling: a question of the engine's list): the two correct cards mean the true
    answer, the third means nothing — whichever is drawn, it never lies."""
    _, r = play(CARDS, *MEANINGS, qingxie(1, 3, question, target))
    [n] = notes(r)
    assert n["answer"] == truth and n["true"] is True
    assert sorted(MEANING[k] for k in n["offered"]) == sorted([truth, truth, "无意义"])
    assert MEANING[shown(r)[0]] in (truth, "无意义")


def test_a_fake_guiwu_is_offered_three_different_random_kinds() -> None:
    """「——若玩家顶层身份牌不为【鬼巫】,则【源尊】从4种[邪神牌]中随机选择3种(每种一张)提供。」 — 5 (top 妖众) asks; and the
    holder of a bottom 【鬼巫】 is no true 鬼巫 either (「若玩家顶层身份牌为【鬼巫】」)."""
    _, r = play(CARDS, *MEANINGS, qingxie(1, 5, "持有妖首", 2),
                random={"请邪牌": ["邪神甲", "邪神乙", "邪神丁"], "请邪选牌": ["邪神甲"]})
    [n] = notes(r)
    assert n == {"true": False, "answer": "是", "offered": ["邪神甲", "邪神乙", "邪神丁"]}
    assert shown(r) == ["邪神甲"]  # 否 to the 鬼巫's ear, though the truth is 是
    cards = {**CARDS, 3: ["妖众", "鬼巫"]}
    for seed in range(8):
        _, r = play(cards, qingxie(1, 3, "持有妖首", 2), seed=seed)
        [n] = notes(r)
        assert n["true"] is False and len(set(n["offered"])) == 3


def test_free_questions_when_the_host_gives_the_truth() -> None:
    """Setting 请邪自由问题 (ruling): the question is the claim's free text; 「询问【源尊】一个答案为是否的问题」 — only the
    host knows its answer, so it is given as `请邪真相`; without it the claim cannot be resolved (an error that changes
    nothing); without the setting a free question is not offered."""
    free = qingxie(1, 3, "自由问题", say="2号和4号是同一阵营吗?")
    _, r = play(CARDS, *MEANINGS, free, options={"请邪自由问题": True}, random={"请邪真相": ["否"]})
    [n] = notes(r)
    assert n["answer"] == "否" and sorted(MEANING[k] for k in n["offered"]) == ["否", "否", "无意义"]
    assert any(e["kind"] == "speech" and "同一阵营" in e["text"] for e in r["log"])
    with pytest.raises(ScenarioError, match="请邪真相"):
        play(CARDS, *MEANINGS, free, options={"请邪自由问题": True})
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(CARDS, *MEANINGS, free)


def test_once_each_night_for_each_player() -> None:
    """A-XY-25: [请邪] once per 黑夜 for each player, again the next night."""
    with pytest.raises(ScenarioError, match="never asked: no 请邪 ask for seat 3 in round 1"):
        play(CARDS, qingxie(1, 3, "持有妖首", 2), qingxie(1, 3, "持有妖首", 4))
    _, r = play(CARDS, qingxie(1, 3, "持有妖首", 2), qingxie(2, 3, "持有妖首", 4), until=2)
    assert [e["round"] for e in claims(r, "请邪")] == [1, 2]
