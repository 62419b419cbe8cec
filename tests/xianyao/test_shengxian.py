"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【圣贤】 技能⑴▶[凡圣] (夜行) — his [四方鉴仙图] claimed
with 【圣贤】 on top, his standing protection against true ①②, his share of a true ③, ④ and its self-seal,
首个白昼 step 3 ❺, and ☯ (he wakes after his card is sealed; the 仙子's extra [封妖])."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, fengyao
from xingkong_generals_scripts import (
    ABSTAIN,
    SEED,
    answers,
    claim,
    day_result,
    play,
    sealed,
    spoken,
    tally,
    told,
    votes,
)

from daoyan.core.errors import ScenarioError
from daoyan.games.xianyao.identities import identity

assert SEED == "000_21ded97409bf0f89.txt"

# 1 【仙子】 under a 妖众; 2 【圣贤】 on top; 3 a top 妖首; 4 top 妖众 / bottom 妖首 ([双妖]); 5 a start double
# 妖众 (a true [鉴仙图]); 6 【影妖】 on top (a 深渊 【将领】 that is no 【关键身份】).
CARDS = {1: ["妖众", "仙子"], 2: ["圣贤", "妖众"], 3: ["妖首", "妖众"], 4: ["妖众", "妖首"],
         5: ["妖众", "妖众"], 6: ["影妖", "妖众"]}
HX = ("血俑", "魔罗")


def run(*decisions: dict[str, Any], cards: dict[int, list[str]] | None = None, **extra: Any) -> dict[str, Any]:
    extra.setdefault("until", 2)
    return play(cards or CARDS, *decisions, huaxing=HX, **extra)


def test_the_identity_text() -> None:
    """「难度-4 信息-2 轮次-2 扰控–1」 「技能⑴▶[凡圣] (夜行):」 — 【圣贤】 is playable and carries the book's text."""
    sage = identity("圣贤")
    assert sage.implemented and sage.text.startswith("难度-4 信息-2 轮次-2 扰控–1\n技能⑴▶[凡圣](夜行)")
    assert identity("神女").text.startswith("难度-1 信息-0 轮次-4 扰控-1")
    assert identity("佛陀").text.startswith("难度-3 信息-0 轮次-1 扰控–4")


# ---------------------------------------------------------------------------------------------
# 首个白昼 step 3 ❺
def test_first_day_step_five() -> None:
    """❺【圣贤】流程(未加入游戏则略过): 「【源尊】:【圣贤】玩家请举手,请用手势示意【圣贤】牌在顶层还是底层。」 — the
    awake 星空 see who and where; a bottom 圣贤 at 5 players does not wake (the line is still spoken)."""
    r = run(until=1)
    lines = spoken(r, 1)
    i = lines.index("【圣贤】玩家请举手,请用手势示意【圣贤】牌在顶层还是底层。")
    assert lines[i - 1] == "【仙子】玩家请举手,其他仙人请确认。" and lines[i + 1] == "所有[星空仙人]请闭眼"
    assert "【圣贤】: 2号,【圣贤】牌在顶层" in told(r, 1, 1) and "【圣贤】: 2号,【圣贤】牌在顶层" in told(r, 2, 1)
    five = {1: ["妖众", "仙子"], 2: ["妖众", "圣贤"], 3: ["妖首", "妖众"], 4: ["妖众", "妖首"], 5: ["妖众", "妖众"]}
    r = play(five, until=1)
    assert "【圣贤】玩家请举手,请用手势示意【圣贤】牌在顶层还是底层。" in spoken(r, 1)
    assert not any("圣贤" in t for t in told(r, 2, 1))


# ---------------------------------------------------------------------------------------------
# [凡圣] ①
def test_his_first_effect_no_for_xingkong_targets() -> None:
    """「◆黑夜讨论阶段,当你宣称自己为双【妖众】并发动[四方鉴仙图]的技能时,若此时你的顶层身份牌为【圣贤】,则你发动[四方鉴仙图]:」
    「◇效果①正常发动,若目标玩家为[星空仙人]时,答案必为否。」 ([四方鉴仙图]: 「◇[四方鉴仙图]与【圣贤】的相关处理请详见
    【圣贤】技能说明。」, 【圣贤】: 「——相关详情请查阅[四方鉴仙图]。」) — the d6 is rolled, the answer is the truth:
    3 held a 【妖首】 → 是 (a fake would say 否 on a 6); 5 held neither → 否 (a fake says 是 on a 1); 1 (a 星空) → 否."""
    assert answers(run(claim(1, 2, 1, 3), dice=[6])) == ["是"]
    assert answers(run(claim(1, 2, 1, 5), dice=[1])) == ["否"]
    assert answers(run(claim(1, 2, 1, 1), dice=[1])) == ["否"]
    assert answers(run(claim(1, 5, 1, 1), dice=[1])) == ["是"]  # a true double 妖众: 1 held a 星空 card


def test_only_with_the_sage_on_top() -> None:
    """「若此时你的顶层身份牌为【圣贤】」 — 2 holds 【圣贤】 under a 妖众: his claim is a fake (the d6 answers: 1 → 是 on a
    星空 target); once the 妖众 falls to the vote, 【圣贤】 is on top and the claim is [凡圣]."""
    cards = {**CARDS, 2: ["妖众", "圣贤"]}
    assert answers(run(claim(1, 2, 1, 1), cards=cards, dice=[1])) == ["是"]
    r = run(votes(1, 5, 2, 2), claim(2, 2, 1, 1), cards=cards, dice=[1])
    assert sealed(r, 2) == ["妖众"] and answers(r) == ["否"]


def test_a_true_first_effect_on_him_answers_no() -> None:
    """「你成为真实效果①目标时,答案为否。」 (A-XY-11: while the 【圣贤】 card stands, against any true ① — a double
    【妖众】 or [双妖]) — the truth would be 是 (he holds a 星空 card). A fake claim is not protected against
    (the d6 answers); after his 【圣贤】 card is sealed the truth is told."""
    assert answers(run(claim(1, 5, 1, 2), dice=[1])) == ["否"]
    assert answers(run(claim(1, 4, 1, 2), dice=[1])) == ["否"]
    assert answers(run(claim(1, 1, 1, 2), dice=[1])) == ["是"]
    r = run(votes(1, 5, 2, 2), claim(2, 5, 1, 2), dice=[1])
    assert sealed(r, 2) == ["圣贤"] and answers(r) == ["是"]


# ---------------------------------------------------------------------------------------------
# [凡圣] ②
def test_his_second_effect_no_for_xingkong_cards() -> None:
    """「◇效果②正常发动,若目标牌为[星空仙人]牌,答案必为否。」 — ② asks 「此牌是否为非【关键身份】的【将领】牌」: 6's
    【影妖】 → 是 (a fake says 否 on a 6); 1's 【佛陀】 (a non-key 星空 【将领】: a true double 妖众 hears 是) → 否;
    his own 【圣贤】 → 否; 3's 【妖首】 (key) → 否."""
    assert answers(run(claim(1, 2, 2, "6:顶层"), dice=[6])) == ["是"]
    buddha = {**CARDS, 1: ["佛陀", "仙子"]}
    assert answers(run(claim(1, 2, 2, "1:顶层"), cards=buddha, dice=[1])) == ["否"]
    assert answers(run(claim(1, 5, 2, "1:顶层"), cards=buddha, dice=[6])) == ["是"]
    assert answers(run(claim(1, 2, 2, "2:顶层"), dice=[1])) == ["否"]
    assert answers(run(claim(1, 2, 2, "3:顶层"), dice=[1])) == ["否"]


def test_a_true_second_effect_on_his_cards_answers_no() -> None:
    """「你成为真实效果②目标时,答案为否。」 — 5 (a true double 妖众) asks about 2's 【圣贤】 card (truly a non-key 【将领】):
    否; about 6's 【影妖】: 是."""
    assert answers(run(claim(1, 5, 2, "2:顶层"), dice=[1])) == ["否"]
    assert answers(run(claim(1, 5, 2, "6:顶层"), dice=[6])) == ["是"]


# ---------------------------------------------------------------------------------------------
# [凡圣] ③ ④
def test_his_third_effect_works_and_he_enjoys_it() -> None:
    """「◇效果③可正常发动。你也享受真实效果③每票数+1效果。」 — 2's ③ is true: 5 (a start double 妖众) and 2 himself vote
    2 each; a fake ③ (1) changes nothing; a true ③ by 5 gives 2 his +1 too."""
    vote = (votes(1, 2, 3, ABSTAIN), votes(1, 5, 4, ABSTAIN))
    r = run(claim(1, 2, 3), *vote, until=1, dice=[5])
    assert tally(r, 1)["3"] == 2 and tally(r, 1)["4"] == 2
    r = run(claim(1, 1, 3), *vote, until=1, dice=[5])
    assert tally(r, 1)["3"] == 1 and tally(r, 1)["4"] == 1
    r = run(claim(1, 5, 3), *vote, until=1, dice=[5])
    assert tally(r, 1)["3"] == 2 and tally(r, 1)["4"] == 2


def test_his_fourth_effect_and_the_self_seal_goes_on() -> None:
    """「◇效果④可正常发动。」 and [四方鉴仙图]: 「◇【圣贤】成功发动效果④后,对自身的[封印]不会因为【圣贤】牌被[封印]而停止,
    会一直持续。」 — 3's top falls at 白昼 2 step 0; 2 seals his 【圣贤】 on 白昼 3 and goes on to his 妖众 on 白昼 4."""
    r = run(claim(1, 2, 4, 3), until=4, dice=[2])
    assert day_result(r, 2) == [3]
    assert 2 in day_result(r, 3) and 2 in day_result(r, 4)
    assert sealed(r, 2) == ["圣贤", "妖众"] and r["seats"]["2"]["state"] == "镇压"


def test_the_sage_card_is_not_forced_sealed_by_a_fourth_effect() -> None:
    """「【圣贤】牌不会被效果④强制[封印]。」 and [四方鉴仙图]: 「否则,除【圣贤】牌外,[封印]效果无法被任何技能阻止」 — 5 marks 2
    with a true ④: nothing falls at 白昼 2 (and 注2 is not used up: the 仙子's [封妖] that 白昼 takes the card)."""
    r = run(claim(1, 5, 4, 2), dice=[2])
    assert day_result(r, 2) == [] and sealed(r, 2) == []
    r = run(claim(1, 5, 4, 2), d(2, 1, "封妖", target=2), dice=[2])
    assert day_result(r, 2) == [2] and sealed(r, 2) == ["圣贤"]
    # only the card is spared: voted out that night, his next top card takes the forced seal
    r = run(claim(1, 5, 4, 2), votes(1, 6, 2, 2), dice=[2])
    assert day_result(r, 2) == [2] and sealed(r, 2) == ["圣贤", "妖众"]


# ---------------------------------------------------------------------------------------------
# ☯当【圣贤】牌为【关键身份】
def test_key_he_still_wakes_and_the_fairy_seals_once_more() -> None:
    """「☯当【圣贤】牌为【关键身份】:【圣贤】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论,若[四方鉴仙图]
    效果④,你未发动过或未成功,整局游戏限一次,[仙子]可以多执行一次[封妖]。」 — his 【圣贤】 falls on night 1: on 白昼 2 he
    is woken (his top is a 妖众) and the 仙子 seals twice; not again on 白昼 3."""
    r = run(votes(1, 5, 2, 2), fengyao(2, 3), fengyao(2, 6), keys=["圣贤"], until=3)
    assert "睁眼的[星空仙人]: 1号、2号" in told(r, 2, 2)
    assert "【圣贤】☯: 【仙子】可以多执行一次[封妖] (整局游戏限一次)" in told(r, 2, 2)
    assert day_result(r, 2) == [3, 6]
    assert "睁眼的[星空仙人]: 1号、2号" in told(r, 2, 3)
    with pytest.raises(ScenarioError, match="never asked"):
        run(votes(1, 5, 2, 2), fengyao(2, 3), fengyao(2, 6), fengyao(3, 4), fengyao(3, 5), keys=["圣贤"], until=3)


def test_key_the_extra_seal_waits_until_used() -> None:
    """「整局游戏限一次」 — passing on 白昼 2 keeps it for 白昼 3."""
    r = run(votes(1, 5, 2, 2), fengyao(2, 3), d(2, 1, "封妖", choice="放弃"), fengyao(3, 4), fengyao(3, 6),
            keys=["圣贤"], until=3)
    assert day_result(r, 2) == [3] and day_result(r, 3) == [4, 6]


def test_not_key_no_waking_no_extra_seal() -> None:
    """「☯当【圣贤】牌为【关键身份】」 only: not key, after his card falls he is not woken and the 仙子 seals once."""
    r = run(votes(1, 5, 2, 2))
    assert "睁眼的[星空仙人]: 1号" in told(r, 1, 2) and told(r, 2, 2) == []
    with pytest.raises(ScenarioError, match="never asked"):
        run(votes(1, 5, 2, 2), fengyao(2, 3), fengyao(2, 6))


def test_key_no_extra_seal_after_a_successful_fourth_effect() -> None:
    """「若[四方鉴仙图]效果④,你未发动过或未成功」 — his ④ succeeded (3 sealed at 白昼 2, his own self-seal takes 【圣贤】
    on 白昼 3): on 白昼 4 he is woken but there is no extra [封妖]. Had he been voted out the night he used it (④
    「失效」), the extra [封妖] is there on 白昼 2."""
    r = run(claim(1, 2, 4, 3), fengyao(4, 5), keys=["圣贤"], until=4, dice=[2])
    assert sealed(r, 2)[0] == "圣贤" and "睁眼的[星空仙人]: 1号、2号" in told(r, 2, 4)
    with pytest.raises(ScenarioError, match="never asked"):
        run(claim(1, 2, 4, 3), fengyao(4, 5), fengyao(4, 6), keys=["圣贤"], until=4, dice=[2])
    r = run(claim(1, 2, 4, 3), votes(1, 5, 2, 2), fengyao(2, 5), fengyao(2, 6), keys=["圣贤"], dice=[2])
    assert day_result(r, 2) == [5, 6]  # ④ failed: no forced seal of 3, and two [封妖]
