"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【佛陀】 技能▶[止伐] (昼伏) — 首个白昼 step 3 ❸,
其他白昼 step 3 ❶, 黑夜 step 2 ❶, the effects on the target in the next round, and ☯."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d
from xingkong_generals_scripts import (
    ABSTAIN,
    SEED,
    answers,
    claim,
    day_result,
    entries,
    play,
    public,
    sealed,
    spoken,
    tally,
    told,
    vote_result,
    votes,
    yanyao,
)

from daoyan.core.errors import ScenarioError

assert SEED == "000_21ded97409bf0f89.txt"

# 1 【佛陀】 on top of 【仙子】; 2 and 3 a top 妖首 each (both awake, [验妖] ①②); 4, 5, 6 start double 妖众.
CARDS = {1: ["佛陀", "仙子"], 2: ["妖首", "妖众"], 3: ["妖首", "妖众"], 4: ["妖众", "妖众"],
         5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}


def zhifa(rnd: int, target: int | None, seat: int = 1) -> dict[str, Any]:
    return d(rnd, seat, "止伐", target=target) if target is not None else d(rnd, seat, "止伐", choice="放弃")


# ---------------------------------------------------------------------------------------------
# 首个白昼 step 3 ❸
def test_first_day_step_lines_gesture_and_choice() -> None:
    """❸【佛陀】流程(未加入游戏则略过): 「【源尊】:【佛陀】玩家请举手,请用手势示意【佛陀】牌在顶层还是底层。」
    「【源尊】:请用手势选择[止伐]目标。」 「——【佛陀】玩家用手势选择号码或表示放弃。」 — after ❷【仙子】, before
    「所有[星空仙人]请闭眼」; the awake 星空 see the raised hand, the layer and the number chosen."""
    r = play(CARDS, zhifa(1, 4), until=1)
    lines = spoken(r, 1)
    i = lines.index("【佛陀】玩家请举手,请用手势示意【佛陀】牌在顶层还是底层。")
    assert lines[i - 1] == "【仙子】玩家请举手,其他仙人请确认。"
    assert lines[i + 1] == "请用手势选择[止伐]目标。"
    assert lines[i + 2] == "所有[星空仙人]请闭眼"
    assert "【佛陀】: 1号,【佛陀】牌在顶层" in told(r, 1, 1)
    assert "[止伐]: 4号" in told(r, 1, 1)
    assert not any("止伐" in t for seat in (2, 3, 4, 5, 6) for t in told(r, seat))
    # 「用手势选择号码或表示放弃」
    r = play(CARDS, zhifa(1, None), until=1)
    assert "[止伐]: 放弃" in told(r, 1, 1)


def test_not_in_the_game_no_buddha_step() -> None:
    """「❸【佛陀】流程(未加入游戏则略过)」, 「❶【佛陀】[止伐]流程(未加入游戏则略过)」, 「❶【佛陀】[止伐]目标公布
    (首昼无此流程,未加入游戏则略过)」: without 【佛陀】 no line of his is spoken."""
    cards = {**CARDS, 1: ["妖众", "仙子"]}
    r = play(cards, until=2)
    assert not any("佛陀" in e["text"] or "止伐" in e["text"] for e in r["log"])


def test_the_bottom_buddha_acts_on_the_first_day() -> None:
    """「——首个白昼阶段,【佛陀】牌在底层也可以发动[止伐]。」 (6 players: everyone holding a 星空 card is awake)."""
    cards = {**CARDS, 1: ["妖众", "仙子"], 6: ["妖众", "佛陀"]}
    r = play(cards, zhifa(1, 2, seat=6), until=2)
    assert "【佛陀】: 6号,【佛陀】牌在底层" in told(r, 1, 1)
    assert "[止伐]: 2号" in told(r, 6, 1)
    assert "上一轮的[止伐]目标为2号玩家。" in public(r, 2, "黑夜")


def test_later_a_bottom_buddha_cannot_act_but_the_line_is_spoken() -> None:
    """「【源尊】:【佛陀】请用手势选择[止伐]目标。(【佛陀】未睁眼此话语也不可略过)」 — after 首个白昼 a 【佛陀】 card at
    the bottom does not act (A-XY-21: only the first day is the exception); the line is still spoken."""
    cards = {**CARDS, 1: ["妖众", "仙子"], 6: ["妖众", "佛陀"]}
    r = play(cards, until=2)
    lines = spoken(r, 2)
    i = lines.index("【佛陀】请用手势选择[止伐]目标。")
    assert lines[i - 1] == "【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。"
    assert lines[i + 1] == "【仙子】请选择[封妖]目标。"
    with pytest.raises(ScenarioError, match="never asked"):
        play(cards, zhifa(2, 3, seat=6), until=2)
    # even awake (his top card is 星空) the bottom 佛陀 does not choose
    cards = {**CARDS, 1: ["妖众", "仙子"], 6: ["圣贤", "佛陀"]}
    r = play(cards, until=2)
    assert "睁眼的[星空仙人]: 1号、6号" in told(r, 6, 2)
    with pytest.raises(ScenarioError, match="never asked"):
        play(cards, zhifa(2, 3, seat=6), until=2)


def test_five_players_a_bottom_buddha_does_not_wake_on_the_first_day() -> None:
    """「◆5玩家时改为顶层身份牌为[星空仙人]的玩家请睁眼,位于底层的[星空仙人]不可睁眼、不可发动任何技能、不要做出任何动作,
    但是对应流程台词仍需有」 wins over 「首个白昼阶段,【佛陀】牌在底层也可以发动[止伐]」 (A-XY-21)."""
    cards = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖首", "妖众"], 4: ["妖众", "佛陀"], 5: ["妖众", "妖众"]}
    r = play(cards, until=1)
    assert "【佛陀】玩家请举手,请用手势示意【佛陀】牌在顶层还是底层。" in spoken(r, 1)
    assert "请用手势选择[止伐]目标。" in spoken(r, 1)
    assert told(r, 4, 1) == []
    with pytest.raises(ScenarioError, match="never asked"):
        play(cards, zhifa(1, 2, seat=4), until=1)
    top = {**cards, 4: ["佛陀", "妖众"]}
    r = play(top, zhifa(1, 2, seat=4), until=1)
    assert "[止伐]: 2号" in told(r, 4, 1)


# ---------------------------------------------------------------------------------------------
# 其他白昼 step 3 ❶, once per player, the sealed 佛陀
def test_other_days_the_buddha_chooses_in_the_xingkong_action_step() -> None:
    """❶【佛陀】[止伐]流程: 「【源尊】:【佛陀】请用手势选择[止伐]目标。」 「——【佛陀】玩家用手势选择号码或表示放弃。」 —
    「白昼[星空仙人]行动阶段,可以选择任意一位玩家」, before ❷【仙子】[封妖]."""
    r = play(CARDS, zhifa(2, 5), until=2)
    lines = spoken(r, 2)
    assert lines.index("【佛陀】请用手势选择[止伐]目标。") < lines.index("【仙子】请选择[封妖]目标。")
    assert "[止伐]: 5号" in told(r, 1, 2)


def test_each_player_at_most_once_a_game() -> None:
    """「◆整局游戏每名玩家限一次」: a player once chosen cannot be chosen again; 放弃 uses nobody up."""
    r = play(CARDS, zhifa(1, None), zhifa(2, 4), zhifa(3, 5), until=3)
    assert [t for t in told(r, 1) if t.startswith("[止伐]")] == ["[止伐]: 放弃", "[止伐]: 4号", "[止伐]: 5号"]
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(CARDS, zhifa(1, 4), zhifa(2, 4), until=2)


def test_after_the_buddha_card_is_sealed_he_still_wakes_and_chooses() -> None:
    """「◆【佛陀】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼参与讨论并发动[止伐]。」 — 1's 【佛陀】 falls to
    the vote; his top is now a 妖众, yet he is woken with the 星空 and chooses a target."""
    cards = {**CARDS, 1: ["佛陀", "妖众"], 6: ["妖众", "仙子"]}
    r = play(cards, votes(1, 4, 1, 1), zhifa(2, 3), until=2)
    assert sealed(r, 1) == ["佛陀"]
    assert "睁眼的[星空仙人]: 1号、6号" in told(r, 1, 2)
    assert "[止伐]: 3号" in told(r, 6, 2)  # 参与讨论: the 星空 see his choice, he sees theirs
    assert "[封妖]: 放弃" in told(r, 1, 2)


# ---------------------------------------------------------------------------------------------
# 「该玩家在下一轮中」 — the eye-block, the votes, the announcement
def test_it_acts_in_the_next_round_only() -> None:
    """「该玩家在下一轮中」 and 「◇[止伐]生效的时机为下一轮,被选为目标的那个白昼闭眼阶段,目标不受影响,因为还[止伐]未生效!」
    — 2 (a top 妖首) is chosen on 白昼 1: he still does [验妖] that 白昼 and votes fully that night; on 白昼 2 he is
    sent back to sleep; on 白昼 3 he acts again (A-XY-3: round = 白昼 + the 黑夜 after it)."""
    r = play(CARDS, zhifa(1, 2), d(1, 2, "验妖", choice=1, target=4), votes(1, 2, 5, 5),
             d(3, 2, "验妖", choice=1, target=5), until=3)
    assert yanyao(r, 1) == "深渊"
    assert tally(r, 1)["5"] == 2
    assert "[止伐]: 【源尊】提示你重新闭眼,不可发动任何技能。" in told(r, 2, 2)
    assert "[止伐]: 【源尊】提示你重新闭眼,不可发动任何技能。" not in told(r, 2, 3)
    assert "[验妖]: 效果① → 5号" in told(r, 2, 3)


def test_two_woken_yaoshou_the_other_one_does_yanyao_alone() -> None:
    """「◇若两个【妖首】同时睁眼,其中一个为[止伐]生效目标,则【源尊】直接示意其闭眼,剩下的验妖流程由另一个【妖首】单独完成。」
    and 「◇白昼闭眼阶段,若其睁眼,则【源尊】提示重新闭眼、不可发动任何技能(但流程依旧会有)」."""
    r = play(CARDS, zhifa(1, 2), d(2, 3, "验妖", choice=2, target="4:底层"), until=2)
    lines = spoken(r, 2)
    assert lines[lines.index("顶层身份牌为【妖首】的玩家请睁眼。"):] == [
        "顶层身份牌为【妖首】的玩家请睁眼。", "请选择[验妖]目标。", "[验妖]结果为……", "请闭眼。"]
    assert "[验妖]: 效果② → 4号底层" in told(r, 3, 2)
    assert "[验妖]结果: 深渊" in told(r, 3, 2)
    assert not any(t.startswith("[验妖]") for t in told(r, 2, 2))  # he sees neither the choice nor the answer
    # 2 would have been the one to gesture (the lowest woken seat): he is never asked
    with pytest.raises(ScenarioError, match="never asked"):
        play(CARDS, zhifa(1, 2), d(2, 2, "验妖", choice=1, target=4), until=2)


def test_a_lone_yaoshou_under_zhifa_the_steps_still_happen() -> None:
    """「若其睁眼,则【源尊】提示重新闭眼、不可发动任何技能(但流程依旧会有)」 — the only woken 妖首 is blocked: every
    line of [验妖] is spoken, nobody chooses."""
    cards = {**CARDS, 3: ["妖众", "妖首"]}
    r = play(cards, zhifa(1, 2), until=2)
    assert "[验妖]结果为……" in spoken(r, 2)
    assert not any(t.startswith("[验妖]") for t in told(r, 2, 2))
    with pytest.raises(ScenarioError, match="never asked"):
        play(cards, zhifa(1, 2), d(2, 2, "验妖", choice=1, target=4), until=2)


def test_a_woken_general_is_sent_back_to_sleep() -> None:
    """「◇白昼闭眼阶段,若其睁眼,则【源尊】提示重新闭眼、不可发动任何技能(但流程依旧会有)。」 — 6 holds a top 【影妖】:
    under [止伐] on 白昼 2 his [背刺] lines are spoken but he cannot choose; on 白昼 3 he backstabs again."""
    cards = {**CARDS, 6: ["影妖", "妖众"]}
    huaxing = ("血俑", "魔罗")
    r = play(cards, zhifa(1, 6), d(3, 6, "背刺", target=4), until=3, huaxing=huaxing)
    lines = spoken(r, 2)
    i = lines.index("顶层身份牌为【影妖】的玩家请睁眼。")
    assert lines[i + 1: i + 3] == ["请选择[背刺]目标。", "请闭眼。"]
    assert "[止伐]: 【源尊】提示你重新闭眼,不可发动任何技能。" in told(r, 6, 2)
    assert day_result(r, 3) == [4]
    with pytest.raises(ScenarioError, match="never asked"):
        play(cards, zhifa(1, 6), d(2, 6, "背刺", target=4), until=2, huaxing=huaxing)


def test_each_vote_counts_one_less_but_is_still_cast() -> None:
    """「◇黑夜讨论阶段,其每一票的票数-1」 and 「◇[止伐]并不是令目标投票无效,目标投票仍有效,只是目标投出的票在计票时因为
    [止伐]-1的效果,算作+0票。」 — 4 (two votes) puts both on 5: his hands are up for all to see, they count 0;
    6's single vote on 3 decides the night."""
    r = play(CARDS, zhifa(1, 4), votes(2, 4, 5, 5), votes(2, 6, 3, ABSTAIN), until=2)
    assert "4号投票: 5号 5号" in public(r, 2, "黑夜")
    assert tally(r, 2)["5"] == 0 and tally(r, 2)["3"] == 1
    assert vote_result(r, 2) == [3]
    # the same night without [止伐]: 5 falls
    r = play(CARDS, votes(2, 4, 5, 5), votes(2, 6, 3, ABSTAIN), until=2)
    assert vote_result(r, 2) == [5]


def test_zhifa_and_a_true_third_effect_plus_one_minus_one() -> None:
    """「◇若双【妖众】被[止伐],每一票-1,又因为[四方鉴仙图]效果③,每一票+1,则计算方式为+1-1,所以每一票还是1。」 — and a
    double 【妖众】 under [止伐] still uses [鉴仙图] truly (A-XY-26: the no-skill clause names a top 【将领】 only):
    4 claims ③ himself."""
    r = play(CARDS, zhifa(1, 4), claim(2, 4, 3), votes(2, 4, 6, 6), votes(2, 5, 3, ABSTAIN), until=2, dice=[4])
    assert tally(r, 2)["6"] == 2  # +1−1: each of 4's votes is still 1
    assert tally(r, 2)["3"] == 2  # 5, not under [止伐], gets the +1
    assert vote_result(r, 2) == [3, 6]


def test_a_top_general_has_no_skill_a_claim_is_handled_as_fake() -> None:
    """「顶层【将领】牌被视为无技能(发动技能时,按照假身份处理)」 — 4 holds a top 【灾厄】: under [止伐] his [业火] is a
    false claim (the d6 answers: 6 → 无, nothing lit); the next night it is true again."""
    cards = {**CARDS, 4: ["灾厄", "妖众"]}
    fire = d(2, 4, "业火", target=[2, 3])
    r = play(cards, zhifa(1, 4), fire, until=2, dice=[6])
    assert "无身份牌被[业火]点燃。" in public(r, 2, "黑夜")
    assert any("视为无技能" in e["text"] for e in entries(r, 2, "黑夜") if e["kind"] == "host")
    r = play(cards, fire, until=2, dice=[6])  # control: a true 【灾厄】 answers truly
    assert "有身份牌被[业火]点燃。" in public(r, 2, "黑夜")


def test_a_top_yaozhong_under_zhifa_keeps_shuangyao() -> None:
    """A-XY-26: [止伐] on a player whose top is 【妖众】 — 「顶层【将领】牌被视为无技能」 names only a 【将领】, so [双妖]
    still gives the correct answer (3: top 妖众, bottom 妖首; the d6 would say 否)."""
    cards = {**CARDS, 3: ["妖众", "妖首"]}
    r = play(cards, zhifa(1, 3), claim(2, 3, 1, 1), until=2, dice=[5])
    assert answers(r) == ["是"]
    r = play(cards, zhifa(1, 3), claim(2, 1, 1, 1), until=2, dice=[5])
    assert answers(r) == ["否"]  # control: a false claim with the same d6


def test_zhifa_never_affects_xingkong() -> None:
    """「——[止伐]不会影响 [星空仙人]。」 — 6 holds 【仙子】 under a 妖众 (a [星空仙人] player, A-XY-2): chosen, his votes
    still count, and he is announced all the same."""
    cards = {**CARDS, 1: ["佛陀", "妖众"], 6: ["妖众", "仙子"]}
    r = play(cards, zhifa(1, 6), votes(2, 6, 4, 4), until=2)
    assert "上一轮的[止伐]目标为6号玩家。" in public(r, 2, "黑夜")
    assert tally(r, 2)["4"] == 2


def test_the_announcement_is_last_rounds_target() -> None:
    """「❶【佛陀】[止伐]目标公布(首昼无此流程,未加入游戏则略过)」 「【源尊】:上一轮的[止伐]目标为__号玩家。」 and
    「◆每个黑夜讨论开始阶段,【源尊】会公布上一轮[止伐]的目标玩家(注意,不是【佛陀】刚选择的玩家!)。」 — announced
    at 黑夜 step 2, after the 白昼 result; none on the first night."""
    r = play(CARDS, zhifa(1, 2), zhifa(2, 4), until=3)
    assert not any("止伐" in t for t in public(r, 1, "黑夜"))
    night2 = public(r, 2, "黑夜")
    assert night2.index("上一轮的[止伐]目标为2号玩家。") == night2.index("上个白昼阶段无人被[封印]。") + 1
    assert "上一轮的[止伐]目标为4号玩家。" in public(r, 3, "黑夜")
    assert "上一轮的[止伐]目标为2号玩家。" not in public(r, 3, "黑夜")
    r = play(CARDS, zhifa(1, None), until=2)
    assert "上一轮无[止伐]目标。" in public(r, 2, "黑夜")


# ---------------------------------------------------------------------------------------------
# ☯当【佛陀】为【关键身份】
def test_key_one_top_buddha_over_abyss_reads_swapped() -> None:
    """「☯当【佛陀】为【关键身份】:」 「①若开局时,玩家顶层身份牌为【佛陀】底层为[深渊],整局游戏,该玩家顶层身份牌视为[深渊],
    底层身份牌视为[星空]。」 — read by [验妖] (2 and 3 top 妖首: ①②): the 【佛陀】 card reads 深渊, the 妖众 under it
    星空; the player himself (② 本身) stays 星空. Not key: the true camps."""
    cards = {**CARDS, 1: ["佛陀", "妖众"], 6: ["妖众", "仙子"]}
    looks = [d(1, 2, "验妖", choice=1, target=1), d(2, 2, "验妖", choice=2, target="1:底层"),
             d(3, 2, "验妖", choice=2, target=1)]
    r = play(cards, *looks, until=3, keys=["佛陀"])
    assert [yanyao(r, n) for n in (1, 2, 3)] == ["深渊", "星空", "星空"]
    r = play(cards, *looks, until=3)
    assert [yanyao(r, n) for n in (1, 2, 3)] == ["星空", "深渊", "星空"]
    # 整局游戏: the cards keep their reading — once the 佛陀 card is sealed, the 妖众 on top still reads 星空
    r = play(cards, votes(1, 4, 1, 1), d(2, 2, "验妖", choice=1, target=1), until=2, keys=["佛陀"])
    assert sealed(r, 1) == ["佛陀"] and yanyao(r, 2) == "星空"


def test_key_two_double_xingkong_buddha_reads_abyss_on_the_first_day() -> None:
    """「②若持有【佛陀】牌的玩家另一张身份牌也为[星空],则首个白昼闭眼阶段【佛陀】玩家本身及所有的身份牌都视为[深渊]。」 —
    2 holds both 【妖首】 (effects ①②③): on 白昼 1 ③ on 1 reads 深渊, 深渊; ② 本身 深渊; from 白昼 2 the truth (the top
    still reads 深渊 by [化形]①)."""
    cards = {1: ["佛陀", "圣贤"], 2: ["妖首", "妖首"], 3: ["妖众", "仙子"], 4: ["妖众", "妖众"],
             5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
    r = play(cards, d(1, 2, "验妖", choice=3, target=1), d(2, 2, "验妖", choice=3, target=1), until=2, keys=["佛陀"])
    assert yanyao(r, 1) == ["深渊", "深渊"] and yanyao(r, 2) == ["星空", "星空"]
    r = play(cards, d(1, 2, "验妖", choice=2, target=1), until=1, keys=["佛陀"])
    assert yanyao(r, 1) == "深渊"
    r = play(cards, d(1, 2, "验妖", choice=3, target=1), until=1)  # not key
    assert yanyao(r, 1) == ["星空", "星空"]
