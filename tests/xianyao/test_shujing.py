"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【树精】 技能▶[量天] (恒定), dealt to a player, and its 疑难解答.

「◆【源尊】记录身份牌后,会随机选择除【树精】玩家外X名不同的开局时持有【妖众】牌的玩家作为[量天]目标,每个讨论阶段开始
会公布【树精】玩家从大/小数座位号方向,到其中一个目标的距离(顺序随机)。」"""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, document

from daoyan.scenario import run_scenario

SEED = "000_21ded97409bf0f89.txt"
HUAXING = ("影妖", "血俑")
# 树精 (4) on top, his other card 妖众 → 小数方向: 3 is at 1, 2 at 2, 1 at 3, 6 at 4, 5 at 5.
# Double 妖众: 5, 6; other 妖众 holders: 1, 2, 3. X = 6 // 2 = 3.
TOP: dict[int, list[str]] = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"],
                             4: ["树精", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
BOTTOM = {**TOP, 4: ["妖众", "树精"]}
# 树精 (4) with a 妖首 → 大数方向: 5 is at 1, 6 at 2, 1 at 3, 2 at 4, 3 at 5. Doubles: 3, 5, 6 (= X).
UP: dict[int, list[str]] = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"],
                            4: ["树精", "妖首"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}


def run(*decisions: dict[str, Any], cards: dict[int, list[str]] = TOP, until: int = 3, seed: int = 4,
        random: dict[str, Any] | None = None) -> dict[str, Any]:
    doc = document(cards, *decisions, seed=seed, until=until, huaxing=HUAXING, random=random or {})
    doc["setup"]["identities"] = [n for pair in cards.values() for n in pair] + list(HUAXING)
    return run_scenario(doc)


def pool(r: dict[str, Any]) -> list[int]:
    return next(e["data"]["量天目标池"] for e in r["log"] if "量天目标池" in e.get("data", {}))


def numbers(r: dict[str, Any]) -> list[int]:
    return [e["data"]["量天"] for e in r["log"] if e["kind"] == "result" and "量天" in e.get("data", {})]


def draws(r: dict[str, Any], name: str) -> list[Any]:
    return [e["data"]["value"] for e in r["log"] if e["kind"] == "chance" and e["data"]["chance"] == name]


def test_top_shujing_pool_holds_every_double_minion_then_is_filled() -> None:
    """「◆若开局时【树精】牌位于顶层,则[量天]目标中必包含所有双【妖众】玩家。」 疑难解答: 「◇若【树精】在顶层,挑选出所有
    双【妖众】玩家的座位[号码卡],若玩家数不足X,从剩下的持有【妖众】玩家座位[号码卡]中抽取补齐数量,形成[量天]目标池。」
    「——X为玩家数的一半向下取整(不包括【源尊】)。」: 6 players → 3: doubles 5, 6 plus one drawn of 1, 2, 3 (forced 2).
    The pool is made at 开局准备 6 (「抽选【树精】技能的目标池等」), secretly (host only), once every hand is known:
    「【源尊】如何操作:开局【源尊】记录完所有玩家的身份牌后,」."""
    r = run(until=1, random={"量天目标池": [[2]]})
    assert pool(r) == [2, 5, 6]
    e = next(e for e in r["log"] if "量天目标池" in e.get("data", {}))
    assert e["audience"] == "host" and e["phase"] == "开局准备"
    log = r["log"]
    recorded = next(i for i, x in enumerate(log) if x["audience"] == "host" and "cards" in x.get("data", {}))
    assert log[recorded]["text"].startswith("【源尊】记录") and recorded < log.index(e)
    for seed in range(6):  # not forced: always both doubles, and one other 妖众 holder
        p = pool(run(until=1, seed=seed))
        assert len(p) == 3 and {5, 6} <= set(p) and set(p) <= {1, 2, 3, 5, 6}


def test_all_doubles_are_in_the_pool_even_beyond_x() -> None:
    """「必包含所有双【妖众】玩家」 (ruling): 7 players (X = 3) with four double 妖众 → all four are targets."""
    cards = {1: ["妖首", "妖首"], 2: ["妖众", "仙子"], 3: ["树精", "妖众"], 4: ["妖众", "妖众"], 5: ["妖众", "妖众"],
             6: ["妖众", "妖众"], 7: ["妖众", "妖众"]}
    assert pool(run(cards=cards, until=1)) == [4, 5, 6, 7]


def test_bottom_shujing_draws_x_of_all_minion_holders_but_himself() -> None:
    """疑难解答: 「◆在帷幕后,先将【树精】玩家的号码卡置于一旁。」 「◇若【树精】在底层,挑选出所有持有【妖众】玩家的座位[号码卡],
    随机抽取X张,形成[量天]目标池。」 — 4 holds a 妖众 too but is never a target; doubles are not favoured."""
    r = run(cards=BOTTOM, until=1, random={"量天目标池": [[1, 3, 2]]})
    assert pool(r) == [1, 2, 3]
    for seed in range(8):
        p = pool(run(cards=BOTTOM, until=1, seed=seed))
        assert len(p) == 3 and 4 not in p and set(p) <= {1, 2, 3, 5, 6}


@pytest.mark.parametrize(("players", "x"), [(5, 2), (7, 3), (8, 4)])
def test_x_is_half_the_players_rounded_down(players: int, x: int) -> None:
    """「——X为玩家数的一半向下取整(不包括【源尊】)。」 — 树精 at the bottom, every other seat holds a 妖众."""
    cards = {s: ["妖众", "妖众"] for s in range(1, players + 1)}
    cards[1], cards[2], cards[3] = ["妖众", "仙子"], ["妖首", "妖众"], ["妖首", "树精"]
    cards[4] = ["妖众", "妖众"]
    doc = document(cards, seed=1, until=1, huaxing=HUAXING)
    doc["setup"]["identities"] = [n for pair in cards.values() for n in pair] + list(HUAXING)
    p = pool(run_scenario(doc))
    assert len(p) == x and 3 not in p


def test_distance_towards_lower_numbers_with_a_minion() -> None:
    """「——【树精】玩家另一张身份牌判定距离计算方向:」 「◇【将领】牌,大数方向;◇【妖众】牌,小数方向。」
    「◇【树精】玩家为0起点,0、1、2、3……这样数。」 「——相邻的玩家之间的距离为1。」 — from 4 downwards: 2 is at 2,
    5 at 5 (4, 3, 2, 1, 6, 5), 6 at 4. 黑夜 step 2 ❹: 「——【源尊】从[量天]目标池中秘密随机选择一张。」
    「【源尊】:[量天]结果为__。」 — the drawn card is the host's; the number is public."""
    r = run(until=3, random={"量天目标池": [[2]], "量天抽取": [2, 5, 6]})
    assert numbers(r) == [2, 5, 4]
    results = [e for e in r["log"] if e["kind"] == "result" and "量天" in e.get("data", {})]
    assert [e["text"] for e in results] == ["[量天]结果为2。", "[量天]结果为5。", "[量天]结果为4。"]
    assert all(e["audience"] == "all" and e["phase"] == "黑夜" for e in results)
    drawn = [e for e in r["log"] if e["kind"] == "chance" and e["data"]["chance"] == "量天抽取"]
    assert all(e["audience"] == "host" for e in drawn)


def test_distance_towards_higher_numbers_with_a_general() -> None:
    """「◇【将领】牌,大数方向」 — 4's other card is a 妖首 (a 【将领】): 5 is his neighbour at 1, 6 at 2, 3 at 5 (the
    count goes on past the highest seat: 4, 5, 6, 1, 2, 3). Doubles 3, 5, 6 fill the pool (X = 3)."""
    r = run(cards=UP, until=3, random={"量天抽取": [5, 3, 6]})
    assert pool(r) == [3, 5, 6]
    assert numbers(r) == [1, 5, 2]


def test_a_bottom_shujing_also_counts_by_his_other_card() -> None:
    """「根据【树精】玩家另一张牌决定的方向,从【树精】玩家开始,计算距离。」 — the 树精 at the bottom, his top 妖众 sets
    小数方向: 1 is at 3, 3 at 1."""
    r = run(cards=BOTTOM, until=2, random={"量天目标池": [[1, 3, 5]], "量天抽取": [1, 3]})
    assert numbers(r) == [3, 1]


def test_each_round_one_pool_card_without_repeats_until_the_pool_starts_over() -> None:
    """疑难解答: 「◆之后每轮从目标池中秘密随机选择一张」, 「到其中一个目标的距离(顺序随机)」 — A-XY-20: without
    replacement; when every pool card was drawn, the pool starts over (the fourth 黑夜 draws from all three again)."""
    for seed in range(4):
        r = run(until=5, seed=seed)
        got = draws(r, "量天抽取")
        p = pool(r)
        assert sorted(got[:3]) == p and sorted(got[3:5]) == sorted(set(got[3:5])) and set(got[3:5]) <= set(p)
    r = run(until=4, random={"量天目标池": [[2]], "量天抽取": [5, 6, 2, 6]})
    assert numbers(r) == [5, 4, 2, 4] and r["unused_random"] == {}


def test_a_sealed_shujing_gives_different_random_numbers() -> None:
    """「——若【树精】已被[封印]或不在场,结果为不同的随机数。」 — 4's 树精 falls in the vote of 黑夜 1; from 黑夜 2 on the
    numbers are drawn at random (`量天`), no number repeated — not even 黑夜 1's true one — until all of 1…5 were given."""
    r = run(d(1, 1, "诛仙投票", target=[4, 4]), until=5, random={"量天目标池": [[2]], "量天抽取": [2]})
    got = numbers(r)
    assert got[0] == 2  # 2 is at 2 (小数方向)
    assert sorted(got) == [1, 2, 3, 4, 5]
    assert draws(r, "量天抽取") == [2] and len(draws(r, "量天")) == 4


def test_announced_after_kugu_and_before_the_discussion() -> None:
    """黑夜 「2技能的效果处理与公布。」: 「❸【枯骨】[骨筹]结果公布。」 then 「❹【树精】[量天]结果公布。」, then 「3发言讨论阶段」:
    「每个讨论阶段开始会公布」."""
    cards = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"], 4: ["树精", "妖众"], 5: ["枯骨", "妖众"],
             6: ["妖众", "妖众"]}
    r = run(cards=cards, until=2)
    for rnd in (1, 2):
        night = [e["text"] for e in r["log"] if e["round"] == rnd and e["phase"] == "黑夜" and e["audience"] == "all"]
        kugu = next(i for i, t in enumerate(night) if t.startswith("本轮[骨筹]"))
        shujing = next(i for i, t in enumerate(night) if t.startswith("[量天]结果为"))
        speech = next(i for i, t in enumerate(night) if t.startswith("第一轮发言"))
        assert kugu < shujing < speech
