"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【灾厄】 技能▶[业火] (夜行), claimed on a speaking turn:
「每个黑夜讨论阶段,玩家可公开宣称自己顶层身份牌为【灾厄】并发动[业火]——选择任意2名[自由状态]玩家的顶层身份牌成为[业火]永久点燃的目标,
【源尊】暗投六面骰后,公开告知有无身份牌被[业火]点燃。」"""

from __future__ import annotations

from typing import Any

import pytest
from yexing_scripts import ABSTAIN, claims, d, day_result, day_seals, infos, live, play, rolls, spoken, vote_off

from daoyan.core.errors import ScenarioError

SEED = "000_21ded97409bf0f89.txt"
# 1 holds 仙子 under a 妖众; 2 a top 妖首; 3 the 【灾厄】 on top; 4 a bottom 妖首; 5 double 妖众; 6 鬼巫 over 纸人
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["灾厄", "妖众"], 4: ["妖众", "妖首"],
         5: ["妖众", "妖众"], 6: ["鬼巫", "纸人"]}


def fire(rnd: int, seat: int, a: int, b: int) -> dict[str, Any]:
    return d(rnd, seat, "业火", target=[a, b])


def answers(r: dict[str, Any]) -> list[tuple[int, str]]:
    """The host's public 有/无 after each [业火], with its night."""
    return [(e["round"], e["data"]["answer"]) for e in infos(r, "业火")]


def lit(g: Any) -> list[list[int]]:
    return g.rules.host_state(g)["业火"]


def test_the_claim_is_public_the_d6_hidden_and_the_answer_public() -> None:
    """「玩家可公开宣称自己顶层身份牌为【灾厄】并发动[业火]」, 「【源尊】暗投六面骰后,公开告知有无身份牌被[业火]点燃」."""
    _, r = play(CARDS, fire(1, 3, 2, 6), random={"业火": [4]})
    [c] = claims(r, "业火")
    assert c["audience"] == "all" and c["data"]["target"] == [2, 6]
    [roll] = rolls(r, "业火")
    assert roll["audience"] == "host" and roll["data"]["kind"] == "d6"
    [answer] = infos(r, "业火")
    assert answer["audience"] == "all" and answer["text"] == "有身份牌被[业火]点燃。"
    log = r["log"]
    assert log.index(c) < log.index(roll) < log.index(answer)


def test_a_true_calamity_lights_the_two_top_cards_but_never_a_minion() -> None:
    """「选择任意2名[自由状态]玩家的顶层身份牌成为[业火]永久点燃的目标」; 「①[业火]无法点燃【妖众】身份牌。」
    — 3 (top 灾厄) aims at 2 (top 妖首) and 5 (top 妖众): only 2's 妖首 burns; the answer is 有."""
    g, r = play(CARDS, fire(1, 3, 2, 5), random={"业火": [6]})
    assert lit(g) == [[2, 0]]
    assert answers(r) == [(1, "有")]


def test_a_true_calamity_answers_truly_whatever_the_die() -> None:
    """「——若当前玩家顶层身份牌为【灾厄】,则如实回答有或无」: two 妖众 tops cannot burn → 无, even on a 1
    (which would make a fake answer 有)."""
    g, r = play(CARDS, fire(1, 3, 4, 5), random={"业火": [1]})
    assert lit(g) == [] and answers(r) == [(1, "无")]


@pytest.mark.parametrize(("die", "word"), [(1, "有"), (2, "有"), (3, "有"), (4, "有"), (5, "无"), (6, "无")])
def test_a_fake_calamity_lights_nothing_and_answers_by_the_die(die: int, word: str) -> None:
    """「若当前玩家顶层身份牌不为【灾厄】则不会实际点燃任何身份牌,【源尊】会根据骰子数回答有或无」:
    「※若骰子数为1~4,【源尊】会回答有。」 「※若骰子数为5、6,【源尊】会回答无。」 — 5 (top 妖众) aims at two 将领."""
    g, r = play(CARDS, fire(1, 5, 2, 6), random={"业火": [die]})
    assert answers(r) == [(1, word)]
    assert lit(g) == []


def test_an_already_lit_card_targeted_again_is_marked_and_sealed_at_the_next_day_step_0() -> None:
    """「②若玩家的顶层身份牌已被[业火]点燃,该牌再次成为[业火]的目标后,该玩家顶层身份牌被[业火]标记并在下个白昼闭眼阶段[封印]。」
    Night 1 lights 2's 妖首 and 6's 鬼巫; night 2 aims at 2 again (and at 5, a 妖众): 2 is marked, the answer is 有
    (A-XY-18: a new mark counts); 白昼 3 step 0 seals 2's 妖首 — 「0技能标记处理。」 「【灾厄】[业火]」."""
    g, r = play(CARDS, fire(1, 3, 2, 6), fire(2, 3, 2, 5), until=3, random={"业火": [6, 6]})
    assert answers(r) == [(1, "有"), (2, "有")]
    assert day_seals(r, 3) == [(2, "业火")]
    step0 = next(e for e in r["log"] if e["round"] == 3 and e["kind"] == "host" and (e.get("data") or {}).get("step") == 0)
    assert r["log"].index(step0) < r["log"].index(next(e for e in r["log"] if e["round"] == 3 and e["kind"] == "line"
                                                       and e["text"].startswith("【仙子】请睁眼")))
    assert day_result(r, 3) == [2] and live(r, 2) == ["妖众"]
    assert day_result(r, 2) == []  # nothing before the second aim
    assert lit(g) == [[6, 0]]  # the fire left with the sealed 妖首


def test_a_fake_aim_at_a_lit_card_marks_nothing() -> None:
    """「若当前玩家顶层身份牌不为【灾厄】则不会实际点燃任何身份牌」 — and so marks none: night 1 the true 灾厄 lights
    2's 妖首, night 2 a fake (5) aims at it: no seal on 白昼 3."""
    g, r = play(CARDS, fire(1, 3, 2, 6), fire(2, 5, 2, 6), until=3, random={"业火": [6, 1]})
    assert answers(r) == [(1, "有"), (2, "有")]
    assert day_result(r, 3) == [] and lit(g) == [[2, 0], [6, 0]]


def test_the_current_top_card_decides_a_calamity_whose_card_was_sealed_claims_falsely() -> None:
    """「——若当前玩家顶层身份牌为【灾厄】」: 3's 灾厄 is sealed by the vote of night 1; on night 2 his top is a 妖众,
    so his [业火] is fake: nothing burns, the die answers."""
    g, r = play(CARDS, vote_off(1, 1, 3), fire(2, 3, 2, 6), until=2, random={"业火": [5]})
    assert live(r, 3) == ["妖众"]
    assert answers(r) == [(2, "无")] and lit(g) == []


def test_the_fire_leaves_with_a_sealed_card() -> None:
    """疑难解答: 「需要注意,[业火]点燃的是顶层身份牌,而不是玩家本身,如果被点燃的身份牌被[封印]了,这张牌上的[业火]也随牌一起离场。」
    6's 鬼巫 burns on night 1 and is sealed by that night's vote; on night 2 the same player is aimed at again: his new
    top (纸人) is only lit (有), not marked — nothing is sealed on 白昼 3."""
    g, r = play(CARDS, fire(1, 3, 2, 6), vote_off(1, 1, 6), fire(2, 3, 6, 5), until=3, random={"业火": [6, 6]})
    assert answers(r) == [(1, "有"), (2, "有")]
    assert day_result(r, 3) == [] and live(r, 6) == ["纸人"]
    assert lit(g) == [[2, 0], [6, 1]]


def test_a_marked_card_sealed_by_the_vote_takes_its_mark_with_it() -> None:
    """The mark of ② is on the card (「该玩家顶层身份牌被[业火]标记」, the fire 「随牌一起离场」): 2's lit 妖首 is marked on
    night 2 and sealed by that night's vote; 白昼 3 step 0 seals nothing more (2 keeps his 妖众)."""
    _, r = play(CARDS, fire(1, 3, 2, 6), fire(2, 3, 2, 5), vote_off(2, 1, 2), until=3, random={"业火": [6, 6]})
    assert day_result(r, 3) == [] and live(r, 2) == ["妖众"]
    assert any(e["kind"] == "host" and e["round"] == 3 and "标记随牌离场" in e["text"] for e in r["log"])


def test_targets_are_two_different_free_players_oneself_allowed() -> None:
    """「选择任意2名[自由状态]玩家的顶层身份牌」 (A-XY-18: two different players, oneself allowed): 5 loses both cards to
    the votes of nights 1 and 2 ([讼罪]); on night 3 he is no target. 3 may light his own 灾厄."""
    songzui = [vote_off(1, 1, 5), d(2, 1, "诛仙投票", target=[5, ABSTAIN])]
    g, r = play(CARDS, *songzui, fire(3, 3, 3, 2), until=3, random={"业火": [6]})
    assert r["seats"]["5"]["state"] == "讼罪"
    assert lit(g) == [[2, 0], [3, 0]] and answers(r) == [(3, "有")]
    with pytest.raises(ScenarioError, match="不是合法选择") as err:
        play(CARDS, *songzui, fire(3, 3, 2, 5), until=3)
    assert err.value.entry == "decisions[2]"
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(CARDS, d(1, 3, "业火", target=[2, 2]))


def test_once_each_night_for_each_player() -> None:
    """A-XY-25: 「每个黑夜讨论阶段」 — [业火] once per 黑夜 for each player: not again in the second round of speeches
    of the same night; again the next night."""
    with pytest.raises(ScenarioError, match=r"never asked: no 业火 ask for seat 3 in round 1"):
        play(CARDS, fire(1, 3, 2, 6), fire(1, 3, 2, 4))
    _, r = play(CARDS, fire(1, 3, 2, 6), fire(2, 3, 2, 4), until=2, random={"业火": [6, 6]})
    assert [e["round"] for e in claims(r, "业火")] == [1, 2]


def test_a_general_that_did_not_join_cannot_be_claimed() -> None:
    """「未加入游戏则略过」: with no 【灾厄】 in the game (neither dealt nor a [化形]), nobody may claim [业火]."""
    cards = {**CARDS, 3: ["妖众", "妖众"]}
    with pytest.raises(ScenarioError, match=r"never asked: no 业火 ask"):
        play(cards, fire(1, 5, 2, 6))


def test_a_huaxing_calamity_can_still_be_claimed_falsely() -> None:
    """A 【灾厄】 [化形] has joined the game (「加入游戏但未上场」): anybody may claim it, always a fake."""
    cards = {**CARDS, 3: ["妖众", "妖众"]}
    g, r = play(cards, fire(1, 3, 2, 6), huaxing=("灾厄", "血俑"), random={"业火": [2]})
    assert answers(r) == [(1, "有")] and lit(g) == []


def test_a_step_0_seal_of_the_last_key_ends_the_game_at_once() -> None:
    """「处理技能的标记效果,如:[四方鉴仙图]效果④、【怪煞】[崩灭]、【纸人】[招魂]、【灾厄】[业火]。」 and 「若此时触发游戏结束条件,
    则游戏立即结束,后续技能无发动机会。」: 1's 妖众 falls to the vote of night 1, his 仙子 is lit on night 2 and marked on
    night 3; 白昼 4 step 0 seals the 仙子 — 深渊 wins at once, no later step of 白昼 4 happens."""
    _, r = play(CARDS, vote_off(1, 2, 1), fire(2, 3, 1, 4), fire(3, 3, 1, 4), until=4, random={"业火": [6, 6]})
    assert r["winner"] == "深渊妖魔" and r["finished"] == {"round": 4, "phase": "白昼"}
    assert not any(t.startswith("【仙子】请睁眼") for t in spoken(r, 4))


def test_a_calamity_under_zhifa_claims_as_a_fake() -> None:
    """【佛陀】[止伐]: 「黑夜讨论阶段,其每一票的票数-1,顶层【将领】牌被视为无技能(发动技能时,按照假身份处理)」 — 6's 佛陀 picks
    3 on 白昼 1; in round 2 3's top 灾厄 has no skill: his [业火] lights nothing and the die answers (5 → 无)."""
    cards = {**CARDS, 6: ["佛陀", "妖众"]}
    g, r = play(cards, d(1, 6, "止伐", target=3), fire(2, 3, 2, 1), until=2, random={"业火": [5]})
    assert answers(r) == [(2, "无")] and lit(g) == []
    g, r = play(cards, fire(1, 3, 2, 1), until=1, random={"业火": [5]})  # round 1: no [止伐] yet
    assert answers(r) == [(1, "有")] and lit(g) == [[2, 0]]
