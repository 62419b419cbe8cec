"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【枯骨】 技能▶[骨筹] (恒定), dealt to a player.

「◆每个讨论开始阶段,【源尊】随机抽2张座位号码卡牌展示,然后公开告知:这两个号码的玩家开局时身份牌,加上盖放在桌面的
[骸骨牌],这五张牌中【妖众】/【将领】牌数量之和是小于3还是大于2。」"""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, document

from daoyan.core.errors import ScenarioError
from daoyan.scenario import run_scenario

SEED = "000_21ded97409bf0f89.txt"
HUAXING = ("影妖", "血俑")
# 【将领】 cards: 仙子 (1), 妖首 (2, 3), 枯骨 (4). Per pair: [5, 6] 0 将领 / 4 妖众; [2, 3] 2 / 2; [1, 4] 2 / 2.
TOP: dict[int, list[str]] = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"],
                             4: ["枯骨", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
BOTTOM = {**TOP, 4: ["妖众", "枯骨"]}
PAIRS = [[5, 6], [2, 3], [1, 4]]


def run(*decisions: dict[str, Any], cards: dict[int, list[str]] = TOP, until: int = 3, bone: str = "将骸",
        pairs: list[list[int]] | None = None, random: dict[str, Any] | None = None) -> dict[str, Any]:
    forced = {"骸骨牌": [bone], "骨筹号码": pairs or PAIRS, **(random or {})}
    doc = document(cards, *decisions, seed=8, until=until, huaxing=HUAXING, random=forced)
    doc["setup"]["identities"] = [n for pair in cards.values() for n in pair] + list(HUAXING)
    return run_scenario(doc)


def results(r: dict[str, Any]) -> list[str]:
    return [e["data"]["result"] for e in r["log"] if e["kind"] == "result" and "骨筹" in e.get("data", {})]


def public(r: dict[str, Any], rnd: int, phase: str = "白昼") -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == rnd and e["phase"] == phase and e["audience"] == "all"]


def to_seat(r: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["audience"] == [seat]]


def test_top_kugu_opens_his_eyes_and_chooses_the_first_kind_without_seeing_the_bone_card() -> None:
    """首个白昼 「1【枯骨】首昼[骨筹]流程」: 「【源尊】:拿到【枯骨】的玩家请睁眼。」 「【源尊】:上指为【将领】下指为【妖众】,
    请用手势告诉我,首轮计算【将领】牌还是【妖众】牌。」 — 「◇顶层,你不能查看盖放的[骸骨牌];你选择【将领】牌或【妖众】牌
    作为[骨筹]首次发动计算的牌」: the 4 asked is the top 枯骨; 「【源尊】:请确认[骸骨牌]。(开局【枯骨】在顶层,此话语也不可
    略过,但不展示[骸骨牌])」 — the line is spoken, the bone card is shown to nobody."""
    r = run(d(1, 4, "骨筹", choice="妖众"), until=1)
    day = public(r, 1)
    i = day.index("拿到【枯骨】的玩家请睁眼。")
    assert day[i + 1: i + 4] == ["上指为【将领】下指为【妖众】,请用手势告诉我,首轮计算【将领】牌还是【妖众】牌。",
                                 "请确认[骸骨牌]。", "请闭眼。"]
    assert day[i - 1] == "黎明将至,妖魔退避,所有玩家闭眼。" and i < day.index("身份牌中有[星空仙人]的玩家请睁眼。请互相确认。")
    assert not any("骸骨牌" in e.get("data", {}) for e in to_seat(r, 4))
    assert r["record"]["answers"][0][1:] == [4, {"choice": "妖众"}]


@pytest.mark.parametrize(("first", "expected"), [("将领", ["小于3", "小于3", "大于2"]),
                                                 ("妖众", ["大于2", "大于2", "小于3"])])
def test_the_first_kind_then_switching_every_round(first: str, expected: list[str]) -> None:
    """「之后每轮切换」, 「——[骨筹]计算【妖众】/【将领】牌数量之和,会每轮循环切换。(例:首轮计算【将领】牌,第二轮计算
    【妖众】牌,第三轮计算【将领】牌。)」 — 将骸 on the table (a 【将领】). Pairs [5,6], [2,3], [1,4]:
    first 将领: 0+1=1 <3, 妖众 2 <3, 将领 2+1=3 >2; first 妖众: 4 >2, 将领 2+1=3 >2, 妖众 2 <3.
    黑夜 step 2 ❸: 「【源尊】:本轮[骨筹]号码为____号____号,结果为____。」"""
    r = run(d(1, 4, "骨筹", choice=first), until=4)
    assert results(r) == expected
    texts = [e["text"] for e in r["log"] if e["kind"] == "result" and "骨筹" in e.get("data", {})]
    assert texts[0] == f"本轮[骨筹]号码为5号6号,结果为{expected[0]}。"
    # 「——整局游戏每名玩家号码卡仅会被抽取1次,剩余号码卡不够则技能停止。」 — 6 seats: no fourth result
    assert any(e["text"] == "[骨筹]剩余号码卡不够,技能停止" and e["round"] == 4 for e in r["log"])
    # the real count is the host's: no 骨筹结果 is drawn at random while 枯骨 is on the table
    assert not any(e["kind"] == "chance" and e["data"]["chance"] == "骨筹结果" for e in r["log"])


@pytest.mark.parametrize(("first", "bone", "expected"), [("妖众", "妖骸", "大于2"), ("妖众", "将骸", "小于3"),
                                                         ("将领", "将骸", "大于2"), ("将领", "妖骸", "小于3")])
def test_the_bone_card_counts_as_its_kind(first: str, bone: str, expected: str) -> None:
    """「——妖骸视为【妖众】牌,将骸视为【将领】牌。」 and 「◆游戏加入妖骸、将骸两张[骸骨牌],【源尊】随机选择一张盖放在桌面。」:
    1 and 2 hold 2 妖众 and 2 【将领】 (仙子, 妖首): the [骸骨牌] makes the five cards 3 (大于2) or leaves 2 (小于3).
    仙子 and 妖首 are 【将领】 cards (the book sorts every card as 【妖众】 or 【将领】)."""
    r = run(d(1, 4, "骨筹", choice=first), until=1, bone=bone, pairs=[[1, 2]])
    assert results(r) == [expected]


def test_bottom_kugu_is_shown_the_bone_card_and_the_host_picks_the_first_kind() -> None:
    """「◇底层,【源尊】向你展示盖放的[骸骨牌],你不能选择[骨筹]首次发动计算的牌,改为由【源尊】秘密随机选择。」 —
    「(开局【枯骨】在底层,此话语也不可略过)」: the choosing line is spoken but 4 is not asked; 「——【源尊】展示盖放在桌面
    上的[骸骨牌]。」 to 4 only; the host's pick (forced 妖众) decides the first count and is not told to 4.
    「◆首个闭眼阶段,【枯骨】会睁眼,若【枯骨】牌位于:」 — he is woken at the bottom too (he sees the 骸骨牌)."""
    with pytest.raises(ScenarioError, match="never asked"):
        run(d(1, 4, "骨筹", choice="将领"), cards=BOTTOM, until=1)
    r = run(cards=BOTTOM, until=3, bone="妖骸", random={"骨筹首轮": ["妖众"]})
    day = public(r, 1)
    i = day.index("拿到【枯骨】的玩家请睁眼。")
    assert day[i + 1].startswith("上指为【将领】下指为【妖众】") and day[i + 2] == "请确认[骸骨牌]。"
    shown = [e for e in to_seat(r, 4) if "骸骨牌" in e.get("data", {})]
    assert [(e["round"], e["text"]) for e in shown] == [(1, "[骸骨牌]: 妖骸")]
    assert not any("骨筹首轮" in e.get("data", {}) for e in to_seat(r, 4))
    # first 妖众: [5,6] 4+1 >2; 将领 [2,3] 2 <3; 妖众 [1,4] 2+1 >2 (4's start cards are 妖众 and 枯骨)
    assert results(r) == ["大于2", "小于3", "大于2"]
    assert r["unused_random"] == {}


@pytest.mark.parametrize("first", ["将领", "妖众"])
def test_a_bottom_kugus_first_kind_is_random(first: str) -> None:
    """「改为由【源尊】秘密随机选择」: the draw `骨筹首轮` decides (将骸 on the table; pair [5, 6]: 0+1 将领, 4 妖众)."""
    r = run(cards=BOTTOM, until=1, random={"骨筹首轮": [first]})
    assert results(r) == ["小于3" if first == "将领" else "大于2"]


def test_a_sealed_kugu_gives_a_random_result_but_the_seat_cards_are_still_drawn() -> None:
    """「——若【枯骨】已被[封印]或不在场,结果为随机。」 — the 【仙子】 seals 4's 枯骨 at 白昼 2; at 黑夜 2 step 1 it falls,
    so step 2 ❸ draws 1 and 4 (A-XY-20: the seat cards are still used up) and announces the random draw (forced
    大于2, where the real count 妖众 2+0 would be 小于3)."""
    r = run(d(1, 4, "骨筹", choice="将领"), d(2, 1, "封妖", target=4), until=2, pairs=[[5, 6], [1, 4]],
            random={"骨筹结果": ["大于2"]})
    assert results(r) == ["小于3", "大于2"]
    draws = [e["round"] for e in r["log"] if e["kind"] == "chance" and e["data"]["chance"] == "骨筹结果"]
    assert draws == [2]
    assert r["seats"]["4"]["cards"][0]["sealed_round"] == 2 and r["unused_random"] == {}


def test_the_top_kugu_answers_up_by_default() -> None:
    """「上指为【将领】下指为【妖众】」: a top 枯骨 who does not answer (deadline, absent seat) counts 【将领】 first
    (ruling, docs/rulings/xianyao.md): pair [5, 6] with 将骸 → 1 【将领】 → 小于3."""
    r = run(until=1)
    assert r["record"]["answers"][0][1:] == [4, {"choice": "将领"}]
    assert results(r) == ["小于3"]
