"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【纸人】 技能▶[招魂] (夜行):
「◆每个黑夜讨论阶段,玩家可以公开宣称自己顶层身份牌为【纸人】并发动[招魂]——选择1个加入本局游戏的【将领】身份牌,询问【源尊】该身份牌是否已被[封印]
(未启用的[化形]牌视为被[封印]),【源尊】暗投六面骰后,秘密给予[信息卡]告知结果,【纸人】秘密查看完后将[信息卡]归还【源尊】,之后根据骰子数处理后续效果。」
Rulings A-XY-15: 招魂成功 = already sealed, 招魂失败 = not sealed; 【妖首】 = either 妖首 card; the answer comes before
the [精魄] are paid; short [精魄] mark the top card and drop to 0."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import document
from yexing_scripts import HUAXING, claims, d, day_result, infos, live, play, rolls, vote_off

from daoyan.core.errors import ScenarioError
from daoyan.core.game import Game
from daoyan.scenario import build

SEED = "000_21ded97409bf0f89.txt"
# 3 holds the 【纸人】 on top; 6 a 【怪煞】; 影妖 and 血俑 are the unused [化形]
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["纸人", "妖众"], 4: ["妖众", "妖首"],
         5: ["妖众", "妖众"], 6: ["怪煞", "妖众"]}


def zhaohun(rnd: int, seat: int, card: str) -> dict[str, Any]:
    return d(rnd, seat, "招魂", choice=card)


def cards_told(r: dict[str, Any]) -> list[tuple[int, Any, str]]:
    """Each [信息卡]: night, who sees it, which card."""
    return [(e["round"], e["audience"], e["data"]["card"]) for e in infos(r, "招魂")]


def jingpo(g: Game) -> int:
    return int(g.rules.host_state(g)["精魄"])


def test_zhiren_has_as_many_jingpo_as_players() -> None:
    """「——【纸人】有等同于玩家数的[精魄]」 (set at 开局准备 6) — 6 players, 6 [精魄]; a 5-player table, 5."""
    g, _ = play(CARDS, until=1)
    assert jingpo(g) == 6
    five = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["纸人", "妖众"], 4: ["妖众", "妖首"], 5: ["妖众", "妖众"]}
    g, _ = play(five, until=1)
    assert jingpo(g) == 5


def test_an_unused_huaxing_counts_as_sealed_success_costs_3() -> None:
    """「询问【源尊】该身份牌是否已被[封印](未启用的[化形]牌视为被[封印])」, 「秘密给予[信息卡]告知结果」:
    3 (top 纸人) asks about the [化形] 影妖 → 招魂成功, shown to him alone; 「——每次[招魂]后:成功,消耗3[精魄];失败,消耗2[精魄]。」"""
    g, r = play(CARDS, zhaohun(1, 3, "影妖"), random={"招魂": [6]})
    [c] = claims(r, "招魂")
    assert c["audience"] == "all" and c["data"]["card"] == "影妖"
    assert cards_told(r) == [(1, [3], "招魂成功")]
    assert jingpo(g) == 3
    assert rolls(r, "招魂")[0]["audience"] == "host"  # 「【源尊】暗投六面骰后」, even for a true 纸人
    assert day_result(play(CARDS, zhaohun(1, 3, "影妖"), until=2, random={"招魂": [6]})[1], 2) == []


def test_an_unsealed_general_is_a_failure_costs_2_and_a_demon_lord_is_either_card() -> None:
    """「询问【源尊】该身份牌是否已被[封印]」: 【妖首】 unsealed → 招魂失败 (−2 [精魄]); after the vote of night 1 seals 2's
    妖首, the same question is a success (A-XY-15: either 妖首 card) (−3)."""
    g, r = play(CARDS, zhaohun(1, 3, "妖首"), vote_off(1, 1, 2), zhaohun(2, 3, "妖首"), until=2)
    assert cards_told(r) == [(1, [3], "招魂失败"), (2, [3], "招魂成功")]
    assert jingpo(g) == 6 - 2 - 3


def test_short_jingpo_mark_the_zhiren_top_card_after_the_answer() -> None:
    """「——【纸人】有等同于玩家数的[精魄],每次[招魂]后会消耗[精魄];若[精魄]不够消耗,【纸人】玩家顶层身份牌被[招魂]标记并在下个白昼闭眼阶段[封印]。」
    6 [精魄]: 失败 (4), 失败 (2), then a success costs 3 > 2: the answer is still given (A-XY-15), the [精魄] drop to 0 and
    3's 纸人 is sealed at 白昼 4 step 0."""
    g, r = play(CARDS, zhaohun(1, 3, "仙子"), zhaohun(2, 3, "怪煞"), zhaohun(3, 3, "血俑"), until=4)
    assert cards_told(r) == [(1, [3], "招魂失败"), (2, [3], "招魂失败"), (3, [3], "招魂成功")]
    assert jingpo(g) == 0
    assert day_result(r, 2) == [] and day_result(r, 3) == [] and day_result(r, 4) == [3]
    assert live(r, 3) == ["妖众"]


def test_exactly_enough_jingpo_are_spent_without_a_mark() -> None:
    """「若[精魄]不够消耗」 only: 6 [精魄] pay two successes (3 + 3) and nothing is marked."""
    g, r = play(CARDS, zhaohun(1, 3, "影妖"), zhaohun(2, 3, "血俑"), until=3)
    assert jingpo(g) == 0 and day_result(r, 2) == [] and day_result(r, 3) == []


@pytest.mark.parametrize(("die", "sealed"), [(1, []), (2, []), (3, []), (4, []), (5, []), (6, [5])])
def test_a_fake_zhiren_gets_a_random_card_and_a_6_marks_his_top_card(die: int, sealed: list[int]) -> None:
    """「——顶层身份牌不为【纸人】的玩家发动[招魂],【源尊】会暗投六面骰,并秘密给与随机的[信息卡];若骰子点为6,则该玩家顶层身份牌会被[招魂]标记
    并在下个白昼闭眼阶段被[封印]。」 — 5 asks about the [化形] 影妖 (truly 成功) and is shown the random draw 招魂失败;
    no [精魄] are spent."""
    g, r = play(CARDS, zhaohun(1, 5, "影妖"), until=2, random={"招魂": [die], "招魂信息卡": ["招魂失败"]})
    assert cards_told(r) == [(1, [5], "招魂失败")]
    assert day_result(r, 2) == sealed and jingpo(g) == 6


def test_a_fake_mark_is_on_the_card() -> None:
    """A-XY-15 (like a fake 怪煞: 「假【怪煞】的[崩灭]标记的是牌」): 5's marked top card falls to the vote of night 1, so
    白昼 2 seals nothing more."""
    _, r = play(CARDS, zhaohun(1, 5, "影妖"), vote_off(1, 1, 5), until=2, random={"招魂": [6]})
    assert day_result(r, 2) == [] and live(r, 5) == ["妖众"]


def test_only_generals_that_joined_the_game_may_be_named() -> None:
    """「选择1个加入本局游戏的【将领】身份牌」: the 【将领】 cards dealt (仙子 and 妖首 count) and the two [化形];
    not 【妖众】, not a general left out of the game."""
    doc = document(CARDS, seed=5, huaxing=HUAXING)
    doc["setup"]["identities"] = [n for pair in CARDS.values() for n in pair] + list(HUAXING)
    g = build(doc)
    while 3 not in g.pending or g.pending[3].skill != "发言":
        for seat in list(g.pending):
            g.timeout(seat)
    named = [o["choice"] for o in g.pending[3].options if o.get("skill") == "招魂"]
    assert named == ["仙子", "妖首", "纸人", "影妖", "血俑", "怪煞"]
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(CARDS, zhaohun(1, 3, "圣贤"))


def test_the_two_info_cards() -> None:
    """「◆游戏加入招魂成功、招魂失败两张[信息卡]。」 — every answer, true or fake, is one of the two cards; a fake's
    random card is either (seeds 0..11)."""
    seen = set()
    for seed in range(12):
        _, r = play(CARDS, zhaohun(1, 5, "妖首"), zhaohun(1, 3, "妖首"), seed=seed)
        true, fake = cards_told(r)  # 3 speaks before 5
        seen.add(fake[2])
        assert true == (1, [3], "招魂失败")
    assert seen == {"招魂成功", "招魂失败"}
