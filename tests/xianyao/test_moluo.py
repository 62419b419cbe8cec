"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【魔罗】 技能▶[生死链] (昼伏), 其他白昼 step 1 —
[生链] moves a seal, [死链] doubles it, for the current 白昼 only, never the same effect twice in a row;
how it meets 【血俑】's [血祭] (its 疑难解答), the forced [四方鉴仙图]④ ([四方鉴仙图]'s 疑难解答), step 0,
注1–注4 and the rulings A-XY-22, A-XY-23."""

from __future__ import annotations

import pytest
from day_generals_scripts import (
    CARDS,
    DOUBLE,
    MOLUO,
    SEED,
    YINGYAO,
    beici,
    d,
    day,
    day_result,
    fourth,
    link,
    play,
    sealed,
    spoken,
    told,
    vote_off,
    xueji,
)
from xianyao_scripts import fengyao

from daoyan.core.errors import ScenarioError

assert SEED == "000_21ded97409bf0f89.txt"

MOLUO_LINES = ["顶层身份牌为【魔罗】的玩家请睁眼。", "使用生链还是死链?", "请选择两名玩家。", "请闭眼。"]


# ---------------------------------------------------------------------------------------------
# the two effects
def test_shenglian_the_other_players_top_card_is_sealed_instead():
    """【魔罗】技能▶[生死链]:「若其中一名玩家的顶层身份牌在此白昼阶段被[封印],则:」「①[生链]:由另一名玩家的顶层身份牌代替被
    [封印]。」 — 4 links 3 and 6 with [生链]; 仙子 seals 3: 6's top card falls in 3's place."""
    r = play(link(2, "生链", 3, 6), fengyao(2, 3), until=2)
    assert day_result(r, 2) == [6]
    assert sealed(r, 6)[0] == ("影妖", 2) and sealed(r, 3) == [("妖众", None), ("妖首", None)]


def test_silian_the_other_players_top_card_is_sealed_too():
    """「②[死链]:另一名玩家的顶层身份牌也会被[封印]。」 — [死链] on 3 and 6; 仙子 seals 3: both lose their top card."""
    r = play(link(2, "死链", 3, 6), fengyao(2, 3), until=2)
    assert sorted(day_result(r, 2)) == [3, 6]
    assert sealed(r, 3)[0] == ("妖众", 2) and sealed(r, 6)[0] == ("影妖", 2)


def test_either_linked_player_triggers_the_link():
    """「若其中一名玩家的顶层身份牌在此白昼阶段被[封印]」 — the seal falls on the second player of the pair (6, by
    影妖's own [背刺]): [死链] brings 3 too; [生链] sends it to 3."""
    r = play(link(2, "死链", 3, 6), beici(2, 6), until=2)
    assert sorted(day_result(r, 2)) == [3, 6]
    r = play(link(2, "生链", 3, 6), beici(2, 6), until=2)
    assert day_result(r, 2) == [3]


def test_a_link_without_a_seal_does_nothing():
    """「若其中一名玩家的顶层身份牌在此白昼阶段被[封印],则」 — nobody of the pair is sealed: nothing happens; a seal of
    somebody else (2) is not touched."""
    r = play(link(2, "死链", 3, 6), fengyao(2, 2), until=2)
    assert day_result(r, 2) == [2]


def test_moluo_may_link_himself():
    """「可以选择任意2名[自由状态]玩家链接」 — 4 links himself with 3 ([生链]); 仙子 seals 4: 3 falls instead."""
    r = play(link(2, "生链", MOLUO, 3), fengyao(2, MOLUO), until=2)
    assert day_result(r, 2) == [3]
    assert sealed(r, MOLUO)[0] == ("魔罗", None)


def test_the_moved_seal_can_take_the_last_card():
    """[生链] seals the other player's *top* card, whatever it is: 3's top 妖众 fell in night 1; 仙子 seals 6 (linked
    with 3): 3's 妖首 — his last card — falls in 6's place, and 3 enters the [封印状态] ([镇压])."""
    cards = {**CARDS, 3: ["妖众", "妖首"]}
    r = play(vote_off(1, 3), link(2, "生链", 3, 6), fengyao(2, 6), cards=cards, until=2)
    assert sealed(r, 3) == [("妖众", 1), ("妖首", 2)]
    assert r["seats"]["3"]["state"] == "镇压"


# ---------------------------------------------------------------------------------------------
# the step, its lines, its limits
def test_lines_are_spoken_even_when_the_moluo_gives_up():
    """「【源尊】:顶层身份牌为【魔罗】的玩家请睁眼。」「【源尊】:使用生链还是死链?(放弃此话语也不可略过)」
    「【源尊】:请选择两名玩家。(放弃此话语也不可略过)」「——【魔罗】以手势表示号码或者放弃。」 — 4 gives up."""
    r = play(d(2, MOLUO, "生死链", choice="放弃"), until=2)
    said = spoken(r, 2)
    i = said.index(MOLUO_LINES[0])
    assert said[i:i + 4] == MOLUO_LINES
    assert [(e["audience"], e["data"]["choice"]) for e in told(r, "生死链")] == [([MOLUO], "放弃")]


def test_the_chain_is_step_1_and_seen_by_the_moluo_only():
    """「1【魔罗】[生死链]流程未加入游戏则略过」 — right after 「0技能标记处理」, before 「2【血俑】[血祭]流程」; 「——【魔罗】用手势表示,
    拇指向上为生,向下为死。」 with everybody's eyes closed: only 4 is shown his link."""
    r = play(link(2, "死链", 2, 7), until=2)
    said = spoken(r, 2)
    assert said.index("黎明将至,妖魔退避,所有玩家闭眼。") < said.index(MOLUO_LINES[0]) < said.index(
        "顶层身份牌为【血俑】的玩家请睁眼。")
    assert [(e["audience"], e["data"]["choice"], e["data"]["target"]) for e in told(r, "生死链")] == [
        ([MOLUO], "死链", [2, 7])]
    assert not any("7号" in e["text"] for e in day(r, 2) if e["audience"] == "all")


def test_only_free_players_can_be_linked():
    """「可以选择任意2名[自由状态]玩家链接」 (A-XY-24) — 7 lost both cards in nights 1 and 2 ([讼罪]): he cannot be
    linked in 白昼 3; 3, with one card left, is still [自由状态] and can."""
    base = [vote_off(1, DOUBLE, voter=1), vote_off(2, DOUBLE, voter=2)]
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(*base, link(3, "死链", DOUBLE, 3), until=3)
    r = play(*base, vote_off(1, 3, voter=2), link(3, "死链", 3, 6), fengyao(3, 6), until=3)
    assert r["seats"]["7"]["state"] == "讼罪"
    assert sorted(day_result(r, 3)) == [3, 6]


def test_the_link_lasts_only_until_the_end_of_this_day():
    """「——每次效果仅会持续到当前白昼闭眼阶段结束。」 — [死链] on 3 and 6 in 白昼 2: the vote of night 2 on 3 and 仙子's
    seal on 3 in 白昼 3 (魔罗 gives up) take 3 alone."""
    r = play(link(2, "死链", 3, 6), vote_off(2, 3), fengyao(3, 3), until=3)
    assert sealed(r, 6) == [("影妖", None), ("妖众", None)]
    assert sealed(r, 3) == [("妖众", 2), ("妖首", 3)]


def test_not_the_same_effect_twice_in_a_row_but_alternating():
    """「——单个玩家不可连续成为[生死链]同一效果的目标,但是可以交替(例:6号玩家,上轮[生链],这轮[死链],下轮[生链])。」
    — 6 under [生链] in 白昼 2 cannot be under [生链] in 白昼 3 (whoever his partner), but under [死链] he can, and
    under [生链] again in 白昼 4."""
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(link(2, "生链", 3, 6), link(3, "生链", 2, 6), until=3)
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(link(2, "生链", 3, 6), link(3, "生链", 3, 2), until=3)
    r = play(link(2, "生链", 3, 6), link(3, "死链", 3, 6), link(4, "生链", 3, 6), fengyao(4, 3), until=4)
    assert [(e["round"], e["data"]["choice"]) for e in told(r, "生死链")] == [(2, "生链"), (3, "死链"), (4, "生链")]
    assert day_result(r, 4) == [6]


def test_a_day_without_a_link_breaks_the_row():
    """A-XY-23: 「单个玩家不可连续成为[生死链]同一效果的目标」 counts consecutive 白昼 — 6 under [生链] in 白昼 2, no link
    in 白昼 3, [生链] again in 白昼 4 is allowed."""
    r = play(link(2, "生链", 3, 6), d(3, MOLUO, "生死链", choice="放弃"), link(4, "生链", 3, 6), until=4)
    assert [(e["round"], e["data"]["choice"]) for e in told(r, "生死链")] == [(2, "生链"), (3, "放弃"), (4, "生链")]


# ---------------------------------------------------------------------------------------------
# step 0 and the forced [四方鉴仙图]④ ([四方鉴仙图] 疑难解答)
def test_step0_seals_are_carried_by_the_chain():
    """Step 0:「◆这些效果可被此白昼其他技能影响!例如【血俑】阻止[封印],【魔罗】[生死链]传导。」 and 「但是玩家的自我[封印]
    是没有强制效果,可以被上述技能影响」 — 7's ④ (night 1) made 7 seal himself from 白昼 3 on: [生链] 7–3 in 白昼 3
    sends that step-0 seal to 3."""
    r = play(fourth(YINGYAO), link(3, "生链", DOUBLE, 3), until=3, dice=[1])
    assert day_result(r, 3) == [3]
    assert sealed(r, DOUBLE) == [("妖众", None), ("妖众", None)]


def test_the_forced_fourth_seal_cannot_be_moved_by_shenglian():
    """「【魔罗】的[生链]无法让其他玩家代替」 — 7's true ④ marks 3; [生链] 3–6 in 白昼 2: 3 falls, 6 does not."""
    r = play(fourth(3), link(2, "生链", 3, 6), until=2, dice=[1])
    assert day_result(r, 2) == [3]
    assert sealed(r, 6)[0] == ("影妖", None)


def test_forced_fourth_and_another_seal_on_a_shenglian_player_seal_both():
    """「(但是若该名玩家成为了其他非[四方鉴仙图]的[封印]效果目标,则可以触发[生链]代替效果,会出现[生链]的两名玩家都被[封印]
    的情况)」 — 3 is the ④ target and 仙子's target; [生链] 3–6: 3 falls (forced), 6 falls in place of 仙子's seal."""
    r = play(fourth(3), link(2, "生链", 3, 6), fengyao(2, 3), until=2, dice=[1])
    assert sorted(day_result(r, 2)) == [3, 6]
    assert sealed(r, 3)[1] == ("妖首", None)  # 注2: one layer for 3


def test_silian_takes_one_more_with_the_forced_fourth():
    """「而[死链]可以多带走一个」 — 7's ④ marks 3; [死链] 3–6: both fall."""
    r = play(fourth(3), link(2, "死链", 3, 6), until=2, dice=[1])
    assert sorted(day_result(r, 2)) == [3, 6]


# ---------------------------------------------------------------------------------------------
# A-XY-22 and 注2
def test_both_shenglian_players_hit_are_both_sealed_one_layer_each():
    """A-XY-22 with 注2 「每名玩家最多只会被[封印]一层身份」 — [生链] 3–6; 仙子 seals 3 and 影妖 stabs 6: each seal moves
    to the other, both fall, one layer each."""
    r = play(link(2, "生链", 3, 6), fengyao(2, 3), beici(2, 6), until=2)
    assert sorted(day_result(r, 2)) == [3, 6]
    assert sealed(r, 3)[1] == ("妖首", None) and sealed(r, 6)[1] == ("妖众", None)


def test_silian_with_both_players_hit_seals_one_layer_each():
    """注2:「每个白昼闭眼阶段,每名玩家最多只会被[封印]一层身份,即使他成为多个技能效果的目标。」 — [死链] 3–6, 仙子 seals 3
    and 影妖 stabs 6: 3 and 6 are each the target of two seals, each loses one layer."""
    r = play(link(2, "死链", 3, 6), fengyao(2, 3), beici(2, 6), until=2)
    assert sorted(day_result(r, 2)) == [3, 6]
    assert sealed(r, 3)[1] == ("妖首", None) and sealed(r, 6)[1] == ("妖众", None)
    assert r["seats"]["3"]["state"] == "自由" and r["seats"]["6"]["state"] == "自由"


def test_a_protected_substitute_stops_the_moved_seal():
    """A-XY-22 — [生链] 3–6, 6 is this 白昼's [祭品] (「该名玩家的顶层身份牌仅在此个白昼闭眼阶段内不会被[封印]」); 仙子 seals 3:
    the seal moves to 6, who cannot be sealed: nobody of the pair falls."""
    r = play(link(2, "生链", 3, 6), xueji(2, 6), fengyao(2, 3), until=2)
    assert day_result(r, 2) == []


def test_a_partner_under_a_forced_seal_cannot_stand_in():
    """A-XY-22 (both linked players hit → both sealed) with 「【魔罗】的[生链]无法让其他玩家代替」 — 3 is the ④ target,
    影妖 stabs 6, [生链] 3–6: 3's forced seal stays on 3, and 3 (already losing his layer) cannot take 6's: both
    fall (ruling in docs/rulings/xianyao.md)."""
    r = play(fourth(3), link(2, "生链", 3, 6), beici(2, 6), until=2, dice=[1])
    assert sorted(day_result(r, 2)) == [3, 6]


# ---------------------------------------------------------------------------------------------
# 【魔罗】 疑难解答: 「当一名玩家同时成为【血俑】的[血祭]与【魔罗】的[生死链]目标时:」
def test_jipin_protection_silian_is_settled_first():
    """「◇若[血祭]为阻止[封印]效果,则先结算[生死链]的传导效果,再处理阻止[封印],」 — [死链] 3–6, 3 is this 白昼's [祭品];
    仙子 seals 3: the chain carries the seal to 6 first, then 3's protection stops his own: 6 falls, 3 does not."""
    r = play(link(2, "死链", 3, 6), xueji(2, 3), fengyao(2, 3), until=2)
    assert day_result(r, 2) == [6]
    assert sealed(r, 3)[0] == ("妖众", None)


def test_jipin_protection_shenglian_is_settled_first():
    """「则先结算[生死链]的传导效果,再处理阻止[封印]」 — [生链] 3–6, 3 is the [祭品]; 仙子 seals 3: the seal moves to 6 (the
    chain first), and 6 falls."""
    r = play(link(2, "生链", 3, 6), xueji(2, 3), fengyao(2, 3), until=2)
    assert day_result(r, 2) == [6]


def test_jipin_protection_holds_against_a_seal_carried_to_him():
    """「再处理阻止[封印]」 — [死链] 3–6, 3 is the [祭品], 影妖 stabs 6: 6 falls, the seal the chain brings to 3 is
    stopped."""
    r = play(link(2, "死链", 3, 6), xueji(2, 3), beici(2, 6), until=2)
    assert day_result(r, 2) == [6]


def test_xueji_seal_then_silian():
    """「◇若[血祭]为[封印]效果,则先结算[血祭]的[血祭]效果,然后结算[生死链]传导。」 — 3 became a [祭品] in 白昼 2; in 白昼 3,
    [死链] 3–6 and 血俑 picks 3 again: 3's top falls by [血祭], and the chain brings 6."""
    r = play(xueji(2, 3), link(3, "死链", 3, 6), xueji(3, 3), until=3)
    assert sorted(day_result(r, 3)) == [3, 6]


def test_xueji_seal_then_shenglian_and_the_ban_stays():
    """「则先结算[血祭]的[血祭]效果,然后结算[生死链]传导」 — as above with [生链]: the [血祭] seal on 3 moves to 6; 3 was
    still chosen a second time, so 「本局游戏【血俑】无法再对该玩家发动[血祭]」."""
    r = play(xueji(2, 3), link(3, "生链", 3, 6), xueji(3, 3), until=3)
    assert day_result(r, 3) == [6]
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(xueji(2, 3), link(3, "生链", 3, 6), xueji(3, 3), xueji(4, 3), until=4)


def test_jike_xianji_is_a_seal_the_chain_carries():
    """「[饥渴献祭],不标记[祭品],改为直接[封印]目标顶层身份牌」, then 「然后结算[生死链]传导」 — [死链] 3–6 and 5's first [血祭]
    is a [饥渴献祭] on 3: 3 and 6 fall."""
    r = play(link(2, "死链", 3, 6), xueji(2, 3, choice="饥渴献祭"), until=2)
    assert sorted(day_result(r, 2)) == [3, 6]


# ---------------------------------------------------------------------------------------------
# 注1, 注3, 注4
def test_zhu3_moluo_under_a_forced_seal_still_links():
    """注3:「有的身份会因顺序靠后在未行动前被[封印],但这不会影响该身份在此白昼阶段发动技能。」 — 7's ④ forces 4's 魔罗 at
    step 0 of 白昼 2; 4 still wakes at step 1 and links himself with 3 ([死链]): both fall."""
    r = play(fourth(MOLUO), link(2, "死链", MOLUO, 3), until=2, dice=[1])
    assert sorted(day_result(r, 2)) == [3, MOLUO]


def test_zhu1_bottom_moluo_does_not_wake_and_the_lines_are_spoken():
    """注1:「即使有些身份已经被[封印],属于这个身份的全流程仍然要有」 — 4's 魔罗 lies under a 妖众: the four lines of step 1
    are spoken, nobody is asked; after the vote of night 2 took the 妖众, 4 links in 白昼 3."""
    cards = {**CARDS, 4: ["妖众", "魔罗"]}
    r = play(vote_off(2, MOLUO), link(3, "死链", 2, 6), cards=cards, until=3)
    said = spoken(r, 2)
    i = said.index(MOLUO_LINES[0])
    assert said[i:i + 4] == MOLUO_LINES
    assert [e["round"] for e in told(r, "生死链")] == [3]


def test_zhu4_silian_brings_the_other_camps_last_key_in_the_same_day():
    """注4:「若出现双方最后的【关键身份】同时被[封印]的情况:…若在白昼闭眼阶段其他步骤,则[深渊妖魔]获胜。」 — 2's 妖首 fell in
    night 1, the tops of 1 and 3 in night 2 (3's 妖首 and 1's 仙子 are their last cards); in 白昼 3 4 links 1 and 3
    with [死链] and 仙子 seals 3: both last keys fall together."""
    r = play(vote_off(1, 2), d(2, DOUBLE, "诛仙投票", target=[3, 1]), link(3, "死链", 1, 3), fengyao(3, 3))
    assert sealed(r, 1)[1] == ("仙子", 3) and sealed(r, 3)[1] == ("妖首", 3)
    assert r["winner"] == "深渊妖魔" and r["reason"].startswith("注4")
    assert r["finished"] == {"round": 3, "phase": "黑夜"}


def test_a_forced_seal_wins_over_a_chained_one_on_a_jipin():
    """「强制[封印],【血俑】的[血祭]…都无法阻止」 with 注2 「每名玩家最多只会被[封印]一层身份」 — two true ④ (3 on 6, then 7 on 4)
    and [死链] 4–6 in 白昼 2: 4 is the target of the chain's seal (brought by 6's) and of the forced one; 4 is this
    白昼's [祭品]. The one layer 4 loses is the forced seal's, which the [祭品] cannot stop: 4 and 6 fall."""
    cards = {1: ["妖众", "仙子"], 2: ["妖首", "妖首"], 3: ["妖众", "妖众"], 4: ["魔罗", "妖众"], 5: ["血俑", "妖众"],
             6: ["影妖", "妖众"], 7: ["妖众", "妖众"]}
    r = play(fourth(6, seat=3), fourth(MOLUO), link(2, "死链", MOLUO, 6), xueji(2, MOLUO), cards=cards, until=2,
             dice=[1, 1], random={"发言方向": "顺时针", "起始玩家": 3})
    marks = [e["data"]["seat"] for e in day(r, 2) if e.get("data", {}).get("source") == "鉴仙图④"]
    assert marks == [6, MOLUO]
    assert sorted(day_result(r, 2)) == [MOLUO, 6]
    assert sealed(r, MOLUO)[0] == ("魔罗", 2)
