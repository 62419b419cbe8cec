"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【怪煞】 技能▶[崩灭] (夜行):
「每个黑夜讨论阶段,玩家可公开宣称自己顶层身份牌为【怪煞】并指定一名其他玩家为目标发动[崩灭],【源尊】暗投六面骰后根据[崩灭]的目标玩家与骰子数做如下处理」.
The marks are sealed at 其他白昼 step 0 and announced at the next 黑夜 step 1."""

from __future__ import annotations

from typing import Any

import pytest
from yexing_scripts import ABSTAIN, claims, d, day_result, day_seals, live, play, rolls, vote_off

from daoyan.core.errors import ScenarioError

SEED = "000_21ded97409bf0f89.txt"
# 1 is a 星空 player (仙子 below) whose top is the 深渊 【将领】 鬼巫; 2 a top 妖首 (深渊); 3 the 【怪煞】;
# 4 a top 妖众 over a 妖首; 5 and 6 start double 妖众
CARDS = {1: ["鬼巫", "仙子"], 2: ["妖首", "妖众"], 3: ["怪煞", "妖众"], 4: ["妖众", "妖首"],
         5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}


def bengmie(rnd: int, seat: int, target: int) -> dict[str, Any]:
    return d(rnd, seat, "崩灭", target=target)


def sealed_after_day_2(*decisions: dict[str, Any], die: int, cards: dict[int, list[str]] | None = None) -> list[int]:
    _, r = play(cards or CARDS, *decisions, until=2, random={"崩灭": [die]})
    return day_result(r, 2)


@pytest.mark.parametrize(("die", "sealed"), [(1, [4]), (2, [4]), (3, []), (4, []), (5, []), (6, [])])
def test_case_1_a_top_minion_whose_other_card_is_no_minion(die: int, sealed: list[int]) -> None:
    """「①目标玩家顶层身份牌为【妖众】且开局时目标的另一张牌不为【妖众】牌,则:」
    「※若骰子数为1、2,目标玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]其顶层身份牌。」 「※若骰子数为3~6,则无事发生。」"""
    assert sealed_after_day_2(bengmie(1, 3, 4), die=die) == sealed


@pytest.mark.parametrize(("die", "sealed"), [(1, [5]), (2, [5]), (3, []), (4, []), (5, [3]), (6, [3])])
def test_case_2_a_start_double_minion(die: int, sealed: list[int]) -> None:
    """「②目标玩家开局时为双【妖众】,则:」 「※若骰子数为1、2,目标玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]其顶层身份牌。」
    「※若骰子数为3、4,则无事发生。」 「※若骰子数为5、6,【怪煞】玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]【怪煞】玩家顶层身份牌。」"""
    assert sealed_after_day_2(bengmie(1, 3, 5), die=die) == sealed


@pytest.mark.parametrize("die", [1, 6])
def test_case_3_a_top_general_of_the_other_camp_or_of_the_same(die: int) -> None:
    """「③目标玩家顶层身份牌为【将领】牌,若目标玩家:」 「※与【怪煞】玩家阵营不同,目标玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]其顶层身份牌;」
    「※与【怪煞】玩家阵营相同,则【怪煞】玩家被[崩灭]标记并在下个白昼闭眼阶段[封印]【怪煞】玩家顶层身份牌。」 — whatever the die.
    Camps are the players' own (A-XY-2): 1 holds the 仙子, so he is 星空 though his top card is the 深渊 鬼巫."""
    assert sealed_after_day_2(bengmie(1, 3, 1), die=die) == [1]
    assert sealed_after_day_2(bengmie(1, 3, 2), die=die) == [3]


def test_case_3_compares_the_players_camps_a_starry_bane() -> None:
    """「与【怪煞】玩家阵营不同」 — the 怪煞 player's own camp: a 怪煞 over the 仙子 is 星空, so a top 妖首 is of the other
    camp (the target is sealed) and a 星空 player's top 鬼巫 is of the same camp (the 怪煞 player is sealed)."""
    cards = {**CARDS, 1: ["怪煞", "仙子"], 3: ["鬼巫", "妖众"]}
    assert sealed_after_day_2(bengmie(1, 1, 2), die=3, cards=cards) == [2]
    cards = {**cards, 3: ["妖众", "妖众"], 5: ["鬼巫", "仙子"], 1: ["怪煞", "妖众"]}
    assert sealed_after_day_2(bengmie(1, 1, 5), die=3, cards=cards) == [5]


@pytest.mark.parametrize(("die", "sealed"), [(1, []), (2, []), (3, []), (4, []), (5, []), (6, [6])])
def test_a_fake_bane_has_no_effect_but_a_6_marks_his_own_top_card(die: int, sealed: list[int]) -> None:
    """「——顶层身份牌不为【怪煞】的玩家发动[崩灭]不会有任何效果,但【源尊】仍会暗投六面骰。若点数为6,该玩家的顶层身份牌被[崩灭]标记并在
    下个白昼闭眼阶段被[封印]。」 — 6 (double 妖众) aims at 5: even a 1 (a true 怪煞 would seal 5) does nothing."""
    _, r = play(CARDS, bengmie(1, 6, 5), until=2, random={"崩灭": [die]})
    [roll] = rolls(r, "崩灭")
    assert roll["audience"] == "host" and roll["data"]["value"] == die
    assert day_result(r, 2) == sealed


def test_the_claim_is_public_and_the_die_and_its_result_stay_hidden() -> None:
    """「玩家可公开宣称自己顶层身份牌为【怪煞】并指定一名其他玩家为目标」 publicly; 「【源尊】暗投六面骰」: the die and the mark are
    the host's; the players learn the result only when the next 白昼's seals are announced."""
    _, r = play(CARDS, bengmie(1, 3, 5), until=2, random={"崩灭": [1]})
    [c] = claims(r, "崩灭")
    assert c["audience"] == "all" and c["data"]["target"] == 5
    night1 = [e for e in r["log"] if e["round"] == 1 and e["phase"] == "黑夜"]
    assert all(e["audience"] == "host" for e in night1 if "崩灭" in e["text"] and e["kind"] != "claim")
    assert day_seals(r, 2) == [(5, "崩灭")]
    step0 = next(e for e in r["log"] if e["round"] == 2 and (e.get("data") or {}).get("source") == "崩灭")
    xianzi = next(e for e in r["log"] if e["round"] == 2 and e["text"].startswith("【仙子】请睁眼"))
    assert r["log"].index(step0) < r["log"].index(xianzi)  # 「0技能标记处理。」 comes first


def test_a_true_bane_marks_the_player_whatever_happens_to_his_top_card() -> None:
    """疑难解答 「真【怪煞】的[崩灭]标记的是玩家。」: 3 marks 1 (③, other camp); the vote of night 1 seals 1's top 鬼巫; at
    白昼 2 step 0 the mark seals 1's next card, the 仙子 — 星空's last 【关键身份】: the game ends at once
    (「若此时触发游戏结束条件,则游戏立即结束,后续技能无发动机会」)."""
    _, r = play(CARDS, bengmie(1, 3, 1), vote_off(1, 2, 1), until=2, random={"崩灭": [4]})
    assert live(r, 1) == []
    assert r["winner"] == "深渊妖魔" and r["finished"] == {"round": 2, "phase": "白昼"}


def test_a_fake_bane_marks_his_card_and_a_vote_seal_of_that_card_voids_the_mark() -> None:
    """疑难解答 「假【怪煞】的[崩灭]标记的是牌,若这张牌因投票被[封印],下个闭眼阶段,假【怪煞】导致自身被[封印]的[崩灭]就不会有效果了。」
    6 fakes a 6 on night 1 and his top 妖众 falls to that night's vote: 白昼 2 seals nothing (he keeps his bottom card);
    without the vote his top card is sealed on 白昼 2."""
    _, r = play(CARDS, bengmie(1, 6, 5), vote_off(1, 2, 6), until=2, random={"崩灭": [6]})
    assert day_result(r, 2) == [] and live(r, 6) == ["妖众"]
    _, r = play(CARDS, bengmie(1, 6, 5), until=2, random={"崩灭": [6]})
    assert day_result(r, 2) == [6] and live(r, 6) == ["妖众"]


def test_the_target_is_another_player() -> None:
    """「指定一名其他玩家为目标」: not oneself."""
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(CARDS, bengmie(1, 3, 3))


def test_once_each_night_for_each_player_any_player_may_claim() -> None:
    """A-XY-25: each player may claim [崩灭] once per 黑夜 (true or not): 3 and 6 both claim on night 1; 3 not twice."""
    _, r = play(CARDS, bengmie(1, 3, 5), bengmie(1, 6, 5), until=1, random={"崩灭": [3, 3]})
    assert [e["data"]["seat"] for e in claims(r, "崩灭")] == [3, 6]
    with pytest.raises(ScenarioError, match="never asked: no 崩灭 ask for seat 3"):
        play(CARDS, bengmie(1, 3, 5), bengmie(1, 3, 4))


def test_a_player_without_a_card_claims_no_top_card() -> None:
    """「玩家可公开宣称自己顶层身份牌为【怪煞】」 needs a top card to claim (ruling): 5 loses both cards to the votes of
    nights 1 and 2 and chooses [戏言]; on night 3 he speaks, but [崩灭] is not among his choices."""
    songzui = [vote_off(1, 1, 5), d(2, 1, "诛仙投票", target=[5, ABSTAIN]), d(2, 5, "黎明", choice="戏言")]
    _, r = play(CARDS, *songzui, d(3, 5, "发言", choice="过", say="我没有牌了"), until=3)
    assert r["seats"]["5"]["state"] == "讼罪"
    assert any(e["kind"] == "speech" and e["round"] == 3 and e["data"]["seat"] == 5 for e in r["log"])
    with pytest.raises(ScenarioError, match="never asked: no 崩灭 ask for seat 5"):
        play(CARDS, *songzui, bengmie(3, 5, 2), until=3)
