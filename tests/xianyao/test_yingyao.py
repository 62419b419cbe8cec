"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【影妖】 技能▶[背刺] (昼伏), 其他白昼 step 4,
with 注1 (lines of a general that is sealed, at the bottom or a [化形]), 注2, 注3 and 注4."""

from __future__ import annotations

from day_generals_scripts import CARDS, SEED, YINGYAO, d, day, day_result, play, sealed, spoken, told, vote_off

from daoyan.scenario import run_scenario

assert SEED == "000_21ded97409bf0f89.txt"

YINGYAO_LINES = ["顶层身份牌为【影妖】的玩家请睁眼。", "请选择[背刺]目标。", "请闭眼。"]


def test_beici_seals_the_chosen_players_top_card():
    """【影妖】技能▶[背刺]:「每个白昼闭眼阶段可以选择一位任意玩家,[封印]该名玩家的顶层身份牌。」
    — 6 (影妖 on top) stabs 2 in 白昼 2: 2's top 妖首 is sealed, announced at 黑夜 step 1; his 妖众 is now on top."""
    r = play(d(2, YINGYAO, "背刺", target=2), until=2)
    assert sealed(r, 2) == [("妖首", 2), ("妖众", None)]
    assert day_result(r, 2) == [2]
    assert r["seats"]["2"]["state"] == "自由"


def test_beici_every_day():
    """「每个白昼闭眼阶段可以选择一位任意玩家」 — 白昼 2 and 白昼 3, two players."""
    r = play(d(2, YINGYAO, "背刺", target=4), d(3, YINGYAO, "背刺", target=5), until=3)
    assert day_result(r, 2) == [4] and day_result(r, 3) == [5]
    assert sealed(r, 4)[0] == ("魔罗", 2) and sealed(r, 5)[0] == ("血俑", 3)


def test_beici_may_be_given_up_and_the_lines_stay():
    """「——【影妖】以手势表示号码或者放弃。」 and the step's lines 「【源尊】:顶层身份牌为【影妖】的玩家请睁眼。」
    「【源尊】:请选择[背刺]目标。」 「【源尊】:请闭眼。」 — 6 gives up: nobody is sealed."""
    r = play(d(2, YINGYAO, "背刺", choice="放弃"), until=2)
    assert day_result(r, 2) == []
    said = spoken(r, 2)
    i = said.index(YINGYAO_LINES[0])
    assert said[i:i + 3] == YINGYAO_LINES
    assert [(e["audience"], e["data"]["target"]) for e in told(r, "背刺")] == [([YINGYAO], None)]


def test_beici_is_step_4_between_the_xingkong_step_and_yanyao():
    """「4【影妖】[背刺]流程未加入游戏则略过」 comes after 「3[星空仙人]行动阶段」 (「○【源尊】:好的,[星空仙人]请闭眼。」)
    and before 「6【妖首】[验妖]流程」."""
    r = play(until=2)
    said = spoken(r, 2)
    assert said.index("好的,[星空仙人]请闭眼。") < said.index(YINGYAO_LINES[0]) < said.index(
        "顶层身份牌为【妖首】的玩家请睁眼。")


def test_beici_choice_is_seen_by_the_yingyao_only():
    """[背刺] is (昼伏): the woken 【影妖】 gestures with everybody's eyes closed — the choice goes to 6 alone,
    and no line everybody hears names the target."""
    r = play(d(2, YINGYAO, "背刺", target=3), until=2)
    assert [(e["audience"], e["data"]["target"]) for e in told(r, "背刺")] == [([YINGYAO], 3)]
    public = [e for e in day(r, 2) if e["audience"] == "all"]
    assert not any("3号" in e["text"] for e in public)


def test_beici_on_any_player_himself_included():
    """「可以选择一位任意玩家」 — 6 stabs himself: his 影妖 is sealed, the 妖众 under it comes up."""
    r = play(d(2, YINGYAO, "背刺", target=YINGYAO), until=2)
    assert sealed(r, YINGYAO) == [("影妖", 2), ("妖众", None)]


def test_beici_on_a_player_in_the_sealed_state_does_nothing():
    """「任意玩家」 (A-XY-24) — 7 lost both cards to the votes of nights 1 and 2 ([讼罪]); 6 may still pick
    him in 白昼 3, the seal finds no card."""
    r = play(vote_off(1, 7, voter=1), vote_off(2, 7, voter=2), d(3, YINGYAO, "背刺", target=7), until=3)
    assert r["seats"]["7"]["state"] == "讼罪"
    assert [(e["round"], e["data"]["target"]) for e in told(r, "背刺")] == [(2, None), (3, 7)]
    assert day_result(r, 3) == []


def test_zhu1_bottom_yingyao_does_not_wake_but_the_lines_are_spoken_then_acts_once_on_top():
    """注1:「即使有些身份已经被[封印],属于这个身份的全流程仍然要有,就仿佛这个身份没有被[封印]一样。」
    and 「【源尊】:顶层身份牌为【影妖】的玩家请睁眼。」 — only a *top* 影妖 wakes: 6's 影妖 lies under a 妖众
    in 白昼 2 (lines, no ask); the vote of night 2 seals that 妖众, and in 白昼 3 the 影妖 is on top and stabs."""
    cards = {**CARDS, 6: ["妖众", "影妖"]}
    r = play(vote_off(2, 6), d(3, YINGYAO, "背刺", target=4), cards=cards, until=3)
    assert spoken(r, 2).count(YINGYAO_LINES[0]) == 1 and "请选择[背刺]目标。" in spoken(r, 2)
    assert [e["round"] for e in told(r, "背刺")] == [3]
    assert day_result(r, 2) == [] and day_result(r, 3) == [4]


def test_zhu1_sealed_yingyao_lines_are_spoken_and_nobody_wakes():
    """注1:「属于这个身份的全流程仍然要有」 — 6's 影妖 was voted away in night 1: in 白昼 2 the lines are spoken,
    nobody is asked (a scripted [背刺] would be an error: never asked)."""
    r = play(vote_off(1, YINGYAO), until=2)
    assert sealed(r, YINGYAO)[0] == ("影妖", 1)
    said = spoken(r, 2)
    i = said.index(YINGYAO_LINES[0])
    assert said[i:i + 3] == YINGYAO_LINES
    assert told(r, "背刺") == []


def test_zhu1_huaxing_yingyao_lines_are_spoken():
    """注1 and 「4【影妖】[背刺]流程未加入游戏则略过」: a [化形] 影妖 has joined the game (「加入游戏但未上场」), so its
    lines are spoken every 白昼 though nobody holds it."""
    cards = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"], 4: ["妖众", "妖众"], 5: ["妖众", "妖众"],
             6: ["妖众", "妖众"]}
    r = run_scenario({"game": "xianyao", "players": 6, "seed": 2, "until": {"round": 3},
                      "setup": {"cards": cards, "化形": ["影妖", "血俑"]}})
    for rnd in (2, 3):
        said = spoken(r, rnd)
        i = said.index(YINGYAO_LINES[0])
        assert said[i:i + 3] == YINGYAO_LINES
    assert told(r, "背刺") == []


def test_zhu3_yingyao_sealed_by_fengyao_at_step_3_still_stabs_at_step_4():
    """注3:「在白昼阶段,由于行动有先后顺序,有的身份会因顺序靠后在未行动前被[封印],但这不会影响该身份在此白昼阶段发动技能。」
    — 仙子 seals 6 (影妖 on top) at step 3; 6 still wakes at step 4 and stabs 4; both seals hold."""
    r = play(d(2, 1, "封妖", target=YINGYAO), d(2, YINGYAO, "背刺", target=4), until=2)
    assert [(e["round"], e["data"]["target"]) for e in told(r, "背刺")] == [(2, 4)]
    assert day_result(r, 2) == [YINGYAO, 4]
    assert sealed(r, YINGYAO)[0] == ("影妖", 2) and sealed(r, 4)[0] == ("魔罗", 2)


def test_zhu2_beici_and_fengyao_on_the_same_player_seal_one_layer():
    """注2:「每个白昼闭眼阶段,每名玩家最多只会被[封印]一层身份,即使他成为多个技能效果的目标。」
    — 仙子 [封妖] and 影妖 [背刺] both pick 4 in 白昼 2: only 4's top card falls."""
    r = play(d(2, 1, "封妖", target=4), d(2, YINGYAO, "背刺", target=4), until=2)
    assert sealed(r, 4) == [("魔罗", 2), ("妖众", None)]
    assert r["seats"]["4"]["state"] == "自由"
    assert day_result(r, 2) == [4]


def test_beici_of_the_last_card_puts_the_player_in_zhenya():
    """黑夜 step 1: 「如果玩家失去最后一层身份,则进入[封印状态]并获得[封印状态]卡,[镇压]面向上,仅此黑夜阶段不可发言与投票。」
    — 4's 魔罗 fell to the vote of night 1; 6 stabs 4 in 白昼 2: 4 is 镇压."""
    r = play(vote_off(1, 4), d(2, YINGYAO, "背刺", target=4), until=2)
    assert r["seats"]["4"]["state"] == "镇压"


def test_beici_sealing_the_last_xianzi_ends_the_game_at_the_night_announcement():
    """A-XY-4: a seal of a later 白昼 step takes effect when the 白昼's seals are announced — 1's top 妖众 fell in
    night 1, 6 stabs 1 in 白昼 2: the 仙子 falls at 黑夜 step 1 and [深渊妖魔] win."""
    r = play(vote_off(1, 1), d(2, YINGYAO, "背刺", target=1))
    assert r["winner"] == "深渊妖魔"
    assert r["finished"] == {"round": 2, "phase": "黑夜"}
    assert sealed(r, 1) == [("妖众", 1), ("仙子", 2)]


def test_zhu4_beici_and_fengyao_take_both_last_keys_in_one_day():
    """注4:「若出现双方最后的【关键身份】同时被[封印]的情况:…若在白昼闭眼阶段其他步骤,则[深渊妖魔]获胜。」
    — 2's 妖首 fell in night 1; in night 2 the tops of 3 and 1 fall (a tie), so 3's 妖首 and 1's 仙子 are their
    last cards: in 白昼 3 仙子 seals 3 and 影妖 stabs 1 — both camps' last keys fall together."""
    r = play(vote_off(1, 2), d(2, 7, "诛仙投票", target=[3, 1]),
             d(3, 1, "封妖", target=3), d(3, YINGYAO, "背刺", target=1))
    assert sealed(r, 1)[1] == ("仙子", 3) and sealed(r, 3)[1] == ("妖首", 3)
    assert r["winner"] == "深渊妖魔" and r["reason"].startswith("注4")
    assert r["finished"] == {"round": 3, "phase": "黑夜"}
