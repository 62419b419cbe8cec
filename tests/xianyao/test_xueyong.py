"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【血俑】 技能▶[血祭] (昼伏), 其他白昼 step 2 —
[祭品], the protection of one 白昼, the seal of a [祭品], [饥渴献祭]; its reach over the 白昼's other seals
(step 0 included, the forced [四方鉴仙图]④ excepted); 注1, 注3 and A-XY-5."""

from __future__ import annotations

import pytest
from day_generals_scripts import (
    CARDS,
    DOUBLE,
    SEED,
    XUEYONG,
    YINGYAO,
    d,
    day,
    day_result,
    fourth,
    play,
    sealed,
    spoken,
    told,
    vote_off,
)

from daoyan.core.errors import ScenarioError

assert SEED == "000_21ded97409bf0f89.txt"

XUEYONG_LINES = ["顶层身份牌为【血俑】的玩家请睁眼。", "请选择[血祭]目标。", "请闭眼"]


def results(r: dict, rnd: int | None = None) -> list[tuple[int, str | None]]:
    """What the 血俑 was shown of each of his choices: (target, 祭品 | 封印 | 饥渴献祭 | None for 放弃)."""
    return [(e["data"]["target"], e["data"].get("result") or e["data"].get("choice")) for e in told(r, "血祭")
            if rnd is None or e["round"] == rnd]


# ---------------------------------------------------------------------------------------------
# [祭品]: marked for good, protected in this 白昼
def test_a_new_jipin_cannot_be_sealed_in_this_day():
    """【血俑】技能▶[血祭]:「每个白昼闭眼阶段可以选择一位任意玩家,永久标记为[祭品],该名玩家的顶层身份牌仅在此个白昼闭眼阶段内
    不会被[封印]。」 — 5 marks 3 at step 2; 仙子 seals 3 at step 3 and 影妖 stabs 3 at step 4: 3 keeps his card."""
    r = play(d(2, XUEYONG, "血祭", target=3), d(2, 1, "封妖", target=3), d(2, YINGYAO, "背刺", target=3), until=2)
    assert results(r) == [(3, "祭品")]
    assert sealed(r, 3) == [("妖众", None), ("妖首", None)]
    assert day_result(r, 2) == []


def test_the_jipin_protects_only_its_own_player():
    """「该名玩家的顶层身份牌…不会被[封印]」 — 3 is the [祭品]; 仙子's seal on 4 in the same 白昼 goes through."""
    r = play(d(2, XUEYONG, "血祭", target=3), d(2, 1, "封妖", target=4), until=2)
    assert day_result(r, 2) == [4]


def test_the_blood_sacrifice_is_seen_by_the_xueyong_only():
    """「——【血俑】以手势表示号码或者放弃。」 with everybody's eyes closed: the choice and its result go to 5 alone;
    the lines everybody hears name nobody."""
    r = play(d(2, XUEYONG, "血祭", target=3), until=2)
    assert [e["audience"] for e in told(r, "血祭")] == [[XUEYONG]]
    said = spoken(r, 2)
    i = said.index(XUEYONG_LINES[0])
    assert said[i:i + 3] == XUEYONG_LINES
    assert not any("祭品" in e["text"] for e in day(r, 2) if e["audience"] == "all")


def test_the_protection_lasts_only_this_day():
    """「仅在此个白昼闭眼阶段内不会被[封印]」 — 3 became a [祭品] in 白昼 2; in 白昼 3 (血俑 gives up) 仙子's seal on 3
    goes through."""
    r = play(d(2, XUEYONG, "血祭", target=3), d(3, 1, "封妖", target=3), until=3)
    assert day_result(r, 3) == [3]
    assert sealed(r, 3)[0] == ("妖众", 3)


def test_the_protection_does_not_cover_the_vote():
    """「仅在此个白昼闭眼阶段内」 — the [诛仙投票] of the same round's 黑夜 seals the [祭品] as usual."""
    r = play(d(2, XUEYONG, "血祭", target=3), vote_off(2, 3), until=2)
    assert sealed(r, 3)[0] == ("妖众", 2)
    assert day_result(r, 2) == []


def test_xueji_on_himself():
    """「可以选择一位任意玩家」 — 5 makes himself the [祭品]; 影妖's stab on 5 the same 白昼 does nothing."""
    r = play(d(2, XUEYONG, "血祭", target=XUEYONG), d(2, YINGYAO, "背刺", target=XUEYONG), until=2)
    assert day_result(r, 2) == []
    assert sealed(r, XUEYONG)[0] == ("血俑", None)


# ---------------------------------------------------------------------------------------------
# a [祭品] again: sealed, and never again
def test_a_jipin_chosen_again_is_sealed_and_can_never_be_chosen_again():
    """「若[血祭]目标玩家已经成为[祭品],则[封印]其顶层身份牌,且本局游戏【血俑】无法再对该玩家发动[血祭]。」
    — 5 marks 4 in 白昼 2, picks 4 again in 白昼 3: 4's 魔罗 falls; in 白昼 4, 4 is no longer a legal target."""
    r = play(d(2, XUEYONG, "血祭", target=4), d(3, XUEYONG, "血祭", target=4), until=3)
    assert results(r) == [(4, "祭品"), (4, "封印")]
    assert day_result(r, 3) == [4] and sealed(r, 4)[0] == ("魔罗", 3)
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(d(2, XUEYONG, "血祭", target=4), d(3, XUEYONG, "血祭", target=4), d(4, XUEYONG, "血祭", target=4), until=4)
    r = play(d(2, XUEYONG, "血祭", target=4), d(3, XUEYONG, "血祭", target=4), d(4, XUEYONG, "血祭", target=3), until=4)
    assert results(r, 4) == [(3, "祭品")]


def test_the_jipin_mark_is_permanent():
    """「永久标记为[祭品]」 — 3 marked in 白昼 2; 血俑 gives up in 白昼 3; chosen again in 白昼 4, 3 is still a [祭品]
    and his top card falls."""
    r = play(d(2, XUEYONG, "血祭", target=3), d(4, XUEYONG, "血祭", target=3), until=4)
    assert results(r) == [(3, "祭品"), (None, None), (3, "封印")]
    assert day_result(r, 4) == [3]


# ---------------------------------------------------------------------------------------------
# [饥渴献祭]
def test_jike_xianji_at_the_first_use_seals_directly_without_a_mark():
    """「——若[血祭]为首次发动,可以执行[饥渴献祭],不标记[祭品],改为直接[封印]目标顶层身份牌。」 and 「若此次为[血祭]首次发动,
    【血俑】可执行[饥渴献祭]:先做出一个饮水的动作,然后表示号码。」 — 5 drinks and points at 3 in 白昼 2: 3's top falls.
    3 is no [祭品]: chosen in 白昼 3 he becomes one (protected from 仙子's seal), not sealed."""
    r = play(d(2, XUEYONG, "血祭", choice="饥渴献祭", target=3), d(3, XUEYONG, "血祭", target=3),
             d(3, 1, "封妖", target=3), until=3)
    assert day_result(r, 2) == [3] and sealed(r, 3)[0] == ("妖众", 2)
    assert results(r) == [(3, "饥渴献祭"), (3, "祭品")]
    assert day_result(r, 3) == [] and sealed(r, 3)[1] == ("妖首", None)


def test_jike_xianji_only_at_the_first_use():
    """「若[血祭]为首次发动,可以执行[饥渴献祭]」 — 5 used [血祭] in 白昼 2; in 白昼 3 [饥渴献祭] is not offered."""
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(d(2, XUEYONG, "血祭", target=4), d(3, XUEYONG, "血祭", choice="饥渴献祭", target=3), until=3)


def test_giving_up_is_not_a_use():
    """「若此次为[血祭]首次发动」 — 5 gave up in 白昼 2 (「以手势表示号码或者放弃」): 白昼 3 is still his first use."""
    r = play(d(2, XUEYONG, "血祭", choice="放弃"), d(3, XUEYONG, "血祭", choice="饥渴献祭", target=3), until=3)
    assert results(r) == [(None, None), (3, "饥渴献祭")]
    assert day_result(r, 2) == [] and day_result(r, 3) == [3]


def test_xueji_on_a_player_in_the_sealed_state():
    """「任意玩家」 (A-XY-24) — 7 lost both cards in nights 1 and 2 ([讼罪]); 5 may still mark him (白昼 3) and pick
    him again (白昼 4): the seal finds no card, and 7 may not be chosen any more."""
    base = [vote_off(1, DOUBLE, voter=1), vote_off(2, DOUBLE, voter=2)]
    r = play(*base, d(3, XUEYONG, "血祭", target=DOUBLE), d(4, XUEYONG, "血祭", target=DOUBLE), until=4)
    assert r["seats"]["7"]["state"] == "讼罪"
    assert results(r) == [(None, None), (DOUBLE, "祭品"), (DOUBLE, "封印")]
    assert day_result(r, 4) == []


# ---------------------------------------------------------------------------------------------
# step 0 and the forced [四方鉴仙图]④
def test_the_forced_fourth_seal_is_not_stopped_by_the_jipin():
    """[四方鉴仙图] 疑难解答:「强制[封印],【血俑】的[血祭]、【神女】的[神域]都无法阻止」 and 「否则,除【圣贤】牌外,[封印]效果
    无法被任何技能阻止。」 — 7's true ④ marks 3 in night 1; 5 makes 3 the [祭品] in 白昼 2: 3's top falls anyway."""
    r = play(fourth(3), d(2, XUEYONG, "血祭", target=3), until=2, dice=[1])
    assert results(r) == [(3, "祭品")]
    assert day_result(r, 2) == [3] and sealed(r, 3)[0] == ("妖众", 2)


def test_the_jipin_stops_the_fourth_users_own_seal_which_goes_on_the_next_day():
    """「但是玩家的自我[封印]是没有强制效果,可以被上述技能影响,但是此效果是永久效果,会一直持续到玩家所有身份牌被[封印]。」 and
    step 0 「◆这些效果可被此白昼其他技能影响!例如【血俑】阻止[封印]」 — 7's true ④ (night 1) seals 6 in 白昼 2; from
    白昼 3 on 7 seals himself at step 0: 5 makes 7 the [祭品] in 白昼 3 (no seal), in 白昼 4 the self-seal goes on."""
    r = play(fourth(YINGYAO), d(3, XUEYONG, "血祭", target=DOUBLE), until=4, dice=[1])
    assert day_result(r, 2) == [YINGYAO]
    step0 = [e for e in day(r, 3) if e.get("data", {}).get("source") == "鉴仙图④自封"]
    assert step0 and step0[0]["data"]["step"] == 0
    assert day_result(r, 3) == []
    assert day_result(r, 4) == [DOUBLE]
    assert sealed(r, DOUBLE) == [("妖众", 4), ("妖众", None)]


def test_step0_ending_the_game_leaves_no_blood_sacrifice():
    """Step 0:「若此时触发游戏结束条件,则游戏立即结束,后续技能无发动机会。」 (A-XY-5) — 2's 妖首 fell in night 1 and 7's
    true ④ marked 3, whose top is the last 妖首: at step 0 of 白昼 2 it falls, [星空仙人] win, and the 【血俑】 step
    never comes."""
    cards = {**CARDS, 3: ["妖首", "妖众"]}
    r = play(vote_off(1, 2), fourth(3), cards=cards, dice=[1])
    assert r["winner"] == "星空仙人"
    assert r["finished"] == {"round": 2, "phase": "白昼"}
    assert XUEYONG_LINES[0] not in spoken(r, 2)
    assert told(r, "血祭") == []


# ---------------------------------------------------------------------------------------------
# 注1, 注3
def test_zhu3_xueyong_under_a_forced_seal_still_acts():
    """注3:「有的身份会因顺序靠后在未行动前被[封印],但这不会影响该身份在此白昼阶段发动技能。」 — 7's ④ forces 5's 血俑 at
    step 0 of 白昼 2; 5 still wakes at step 2 and marks 3, whom 仙子's seal then misses."""
    r = play(fourth(XUEYONG), d(2, XUEYONG, "血祭", target=3), d(2, 1, "封妖", target=3), until=2, dice=[1])
    assert results(r) == [(3, "祭品")]
    assert day_result(r, 2) == [XUEYONG]
    assert sealed(r, XUEYONG)[0] == ("血俑", 2)


def test_zhu1_bottom_xueyong_does_not_wake_and_the_lines_are_spoken():
    """注1:「属于这个身份的全流程仍然要有」 and 「【源尊】:顶层身份牌为【血俑】的玩家请睁眼。」 — 5's 血俑 lies under a
    妖众: the step's lines are spoken, nobody wakes; once the vote of night 2 took the 妖众, he acts in 白昼 3."""
    cards = {**CARDS, 5: ["妖众", "血俑"]}
    r = play(vote_off(2, XUEYONG), d(3, XUEYONG, "血祭", target=2), cards=cards, until=3)
    said = spoken(r, 2)
    i = said.index(XUEYONG_LINES[0])
    assert said[i:i + 3] == XUEYONG_LINES
    assert [e["round"] for e in told(r, "血祭")] == [3]


def test_the_xueyong_step_comes_after_moluo_and_before_the_xingkong():
    """「2【血俑】[血祭]流程未加入游戏则略过」 — between 「1【魔罗】[生死链]流程」 and 「3[星空仙人]行动阶段」."""
    r = play(until=2)
    said = spoken(r, 2)
    assert said.index("使用生链还是死链?") < said.index(XUEYONG_LINES[0]) < said.index(
        "【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。")
