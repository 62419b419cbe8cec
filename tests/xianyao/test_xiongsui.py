"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【凶祟】 技能▶[窥念] (昼伏), dealt to a player.

「每个白昼闭眼阶段可以选择一名任意玩家,【源尊】会用手势告知【凶祟】,目标玩家开局获得的2张身份牌中【妖众】的数量。」
首个白昼 step 5 and 其他白昼 step 5; 0 → the 凶祟 card is marked and sealed at 其他白昼 step 0 of the next 白昼."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, document

from daoyan.core.errors import ScenarioError
from daoyan.scenario import run_scenario

SEED = "000_21ded97409bf0f89.txt"
HUAXING = ("影妖", "血俑")
# 4 holds 凶祟 on top; start 妖众 counts: 1 → 1, 2 → 1, 3 → 2, 4 → 0 (himself), 5 → 2, 6 → 2
CARDS: dict[int, list[str]] = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"],
                               4: ["凶祟", "妖首"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
# another table: 2 holds no 【妖众】 at all, 凶祟 (4) has a 妖众 below
CARDS0: dict[int, list[str]] = {1: ["妖众", "仙子"], 2: ["妖首", "妖首"], 3: ["妖众", "妖众"],
                                4: ["凶祟", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}


def run(*decisions: dict[str, Any], cards: dict[int, list[str]] | None = None, until: int = 2,
        **extra: Any) -> dict[str, Any]:
    cards = cards or CARDS
    doc = document(cards, *decisions, seed=3, until=until, huaxing=HUAXING, **extra)
    doc["setup"]["identities"] = [n for pair in cards.values() for n in pair] + list(HUAXING)
    return run_scenario(doc)


def public(r: dict[str, Any], rnd: int, phase: str = "白昼") -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == rnd and e["phase"] == phase and e["audience"] == "all"]


def told(r: dict[str, Any], seat: int, rnd: int | None = None) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["audience"] == [seat] and (rnd is None or e["round"] == rnd)
            and "窥念" in e["text"]]


def live(r: dict[str, Any], seat: int) -> list[str]:
    return [c["name"] for c in r["seats"][str(seat)]["cards"] if not c["sealed"]]


def announced(r: dict[str, Any], rnd: int) -> list[int]:
    e = next(e for e in r["log"] if e["round"] == rnd and e["phase"] == "黑夜" and "sealed" in (e.get("data") or {})
             and e["text"].startswith("上个白昼阶段"))
    return list(e["data"]["sealed"])


def test_first_day_the_top_xiongsui_wakes_chooses_and_is_shown_the_start_count() -> None:
    """首个白昼 「5【凶祟】[窥念]流程」: 「【源尊】:顶层身份牌为【凶祟】的玩家请睁眼。」 「【源尊】:请选择[窥念]目标。」
    「——【凶祟】玩家以手势表示号码或放弃。」 「【源尊】:此玩家开局时持有的【妖众】数量为……」 「——【源尊】以手势表示数字。」
    「【源尊】:请闭眼。」 — the number is shown to the 凶祟 player only; the step comes after 【鬼巫】's step 4 place
    and before 「6【妖首】[验妖]流程」."""
    r = run(d(1, 4, "窥念", target=3), until=1)
    day = public(r, 1)
    i = day.index("顶层身份牌为【凶祟】的玩家请睁眼。")
    assert day[i + 1: i + 4] == ["请选择[窥念]目标。", "此玩家开局时持有的【妖众】数量为……", "请闭眼。"]
    assert day.index("所有[星空仙人]请闭眼") < i < day.index("顶层身份牌为【妖首】的玩家请睁眼。")
    shown = told(r, 4, 1)
    assert [e["text"] for e in shown] == ["[窥念]: 3号开局时持有的【妖众】数量为2"]
    assert shown[0]["data"]["窥念"] == {"target": 3, "result": 2}
    # the answer comes after the line 「此玩家开局时持有的【妖众】数量为……」 and before 「请闭眼。」
    log = [e for e in r["log"] if e["round"] == 1 and e["phase"] == "白昼" and e["audience"] != "host"]
    k = next(j for j, e in enumerate(log) if e["text"] == "此玩家开局时持有的【妖众】数量为……")
    assert log[k + 1]["audience"] == [4] and log[k + 2]["text"] == "请闭眼。"


@pytest.mark.parametrize(("target", "count"), [(1, 1), (2, 1), (3, 2), (4, 0), (6, 2)])
def test_the_number_is_the_count_of_minions_among_the_two_start_cards(target: int, count: int) -> None:
    """「目标玩家开局获得的2张身份牌中【妖众】的数量」 — 0, 1 or 2; 「选择一名任意玩家」 includes the 凶祟 player himself."""
    r = run(d(1, 4, "窥念", target=target), until=1)
    assert told(r, 4, 1)[0]["data"]["窥念"] == {"target": target, "result": count}


def test_first_day_peek_seals_and_marks_nobody() -> None:
    """「——首个白昼闭眼阶段,[窥念]不会[封印]、标记任何玩家。」 — a 2 on day 1 seals nobody, a 0 marks nothing:
    nothing is sealed at 黑夜 2 step 1 either (4 peeks himself, a 0, on day 1; 3, a 2, would be sealed)."""
    r = run(d(1, 4, "窥念", target=3), until=2)
    assert live(r, 3) == ["妖众", "妖众"] and live(r, 4) == ["凶祟", "妖首"]
    assert announced(r, 2) == []
    r = run(d(1, 4, "窥念", target=4), until=2)
    assert live(r, 4) == ["凶祟", "妖首"] and announced(r, 2) == []


def test_two_minions_seal_the_targets_top_card() -> None:
    """「◇若数量为2:目标玩家顶层身份牌被[封印]。」 — a day seal: applied and announced at the next 黑夜 step 1
    (「公布上个白昼阶段内被[封印]玩家的号码,玩家[封印]其顶层身份。」)."""
    r = run(d(2, 4, "窥念", target=5), until=2)
    assert told(r, 4, 2)[0]["data"]["窥念"] == {"target": 5, "result": 2}
    assert announced(r, 2) == [5]
    cards = r["seats"]["5"]["cards"]
    assert [c["sealed"] for c in cards] == [True, False] and cards[0]["sealed_round"] == 2


def test_the_count_is_of_the_start_cards_even_after_a_seal() -> None:
    """「开局获得的2张身份牌」: 5's top 妖众 fell in the vote of 黑夜 1; on 白昼 2 [窥念] still reads 2 and seals his
    last card (「如果玩家失去最后一层身份,则进入[封印状态]…[镇压]面向上」)."""
    r = run(d(1, 1, "诛仙投票", target=[5, 5]), d(2, 4, "窥念", target=5), until=2)
    assert told(r, 4, 2)[0]["data"]["窥念"]["result"] == 2
    assert live(r, 5) == [] and r["seats"]["5"]["state"] == "镇压"


def test_one_minion_nothing_happens() -> None:
    """「◇若数量为1:则无事发生。」"""
    r = run(d(2, 4, "窥念", target=1), until=3)
    assert told(r, 4, 2)[0]["data"]["窥念"]["result"] == 1
    assert announced(r, 2) == [] and announced(r, 3) == []
    assert all(not c["sealed"] for s in r["seats"].values() for c in s["cards"])


@pytest.mark.parametrize(("cards", "target"), [(CARDS, 4), (CARDS0, 2)])
def test_zero_marks_the_xiongsui_card_sealed_at_the_next_days_step_0(cards: dict[int, list[str]],
                                                                     target: int) -> None:
    """「◇若数量为0:【凶祟】牌被标记,在下个白昼闭眼阶段[封印]。」 — the 凶祟 card, not the target: nothing is sealed
    at 黑夜 2; at 白昼 3 step 「0技能标记处理。」 the 凶祟 card is sealed (announced at 黑夜 3), the target keeps his."""
    r = run(d(2, 4, "窥念", target=target), cards=cards, until=3)
    assert told(r, 4, 2)[0]["data"]["窥念"]["result"] == 0
    assert announced(r, 2) == []
    assert announced(r, 3) == [4]
    c = r["seats"]["4"]["cards"][0]
    assert c["name"] == "凶祟" and c["sealed"] and c["sealed_round"] == 3
    if target != 4:
        assert not any(c["sealed"] for c in r["seats"][str(target)]["cards"])
    # the seal is a step-0 one (步骤0), noted by the host at 白昼 3 before any other step
    log = [e for e in r["log"] if e["round"] == 3 and e["phase"] == "白昼"]
    mark = next(j for j, e in enumerate(log) if e["text"] == "4号玩家将在此白昼被[封印]顶层 (窥念, 步骤0)")
    assert mark < next(j for j, e in enumerate(log) if e["text"] == "【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。")


def test_the_marked_xiongsui_still_peeks_on_the_day_its_card_falls() -> None:
    """注3: 「有的身份会因顺序靠后在未行动前被[封印],但这不会影响该身份在此白昼阶段发动技能。」 — at 白昼 3 the 凶祟
    card waits to be sealed (step 0), yet 4 still wakes at step 5 and his 2 on 5 seals 5 too."""
    r = run(d(2, 4, "窥念", target=4), d(3, 4, "窥念", target=5), until=3)
    assert told(r, 4, 3)[0]["data"]["窥念"] == {"target": 5, "result": 2}
    assert sorted(announced(r, 3)) == [4, 5]


def test_the_mark_is_on_the_card_a_card_sealed_by_the_vote_is_not_sealed_again() -> None:
    """「【凶祟】牌被标记」 — the mark is on the card (as the book rules for a fake 怪煞's card mark: 「若这张牌因投票被
    [封印],下个闭眼阶段…就不会有效果了」): the 凶祟 card falls in the vote of 黑夜 2, so at 白昼 3 step 0 nothing is
    sealed and 4 keeps his 妖首."""
    r = run(d(2, 4, "窥念", target=4), d(2, 1, "诛仙投票", target=[4, 4]), until=3)
    assert r["seats"]["4"]["cards"][0]["sealed_round"] == 2
    assert live(r, 4) == ["妖首"] and announced(r, 3) == []
    assert any(e["text"] == "【凶祟】牌已被[封印],[窥念]标记无效" and e["round"] == 3 for e in r["log"])


def test_one_layer_a_day_for_the_mark_and_the_fairy() -> None:
    """注2: 「每个白昼闭眼阶段,每名玩家最多只会被[封印]一层身份,即使他成为多个技能效果的目标。」 — the step-0 seal of the
    marked 凶祟 card and the 【仙子】's [封妖] on 4 at 白昼 3 take one layer: 4 keeps his 妖首."""
    r = run(d(2, 4, "窥念", target=4), d(3, 1, "封妖", target=4), until=3)
    assert live(r, 4) == ["妖首"] and announced(r, 3) == [4]


def test_a_xiongsui_sealed_by_the_fairy_still_peeks_that_day() -> None:
    """注3: 「但这不会影响该身份在此白昼阶段发动技能」 — the 【仙子】 seals 4 at step 3, the 凶祟 still peeks at step 5
    (A-XY-29: his top is still the 凶祟 card until 黑夜 step 1), and his 2 on 6 seals 6."""
    r = run(d(2, 1, "封妖", target=4), d(2, 4, "窥念", target=6), until=2)
    assert sorted(announced(r, 2)) == [4, 6]
    assert live(r, 4) == ["妖首"] and live(r, 6) == ["妖众"]


def test_giving_up_the_line_is_still_spoken() -> None:
    """「——【凶祟】玩家以手势表示号码或放弃。」 「【源尊】:此玩家开局时持有的【妖众】数量为……(放弃此话语也不可略过)」 —
    放弃 is the default; the line is spoken, nothing is shown, nothing sealed."""
    r = run(d(2, 4, "窥念", choice="放弃"), until=2)
    for rnd in (1, 2):
        day = public(r, rnd)
        i = day.index("请选择[窥念]目标。")
        assert day[i + 1] == "此玩家开局时持有的【妖众】数量为……"
        assert [e["text"] for e in told(r, 4, rnd)] == ["[窥念]: 放弃"]
    assert announced(r, 2) == []


def test_only_the_player_whose_top_card_is_xiongsui_wakes() -> None:
    """「【源尊】:顶层身份牌为【凶祟】的玩家请睁眼。」 — a 凶祟 at the bottom is not asked; once his top card falls (the
    vote of 黑夜 1) it is on top and he peeks on 白昼 2."""
    cards = dict(CARDS0)
    cards[4] = ["妖众", "凶祟"]
    with pytest.raises(ScenarioError, match="never asked"):
        run(d(1, 4, "窥念", target=3), cards=cards, until=1)
    r = run(d(1, 1, "诛仙投票", target=[4, 4]), d(2, 4, "窥念", target=3), cards=cards, until=2)
    assert told(r, 4, 1) == []
    assert told(r, 4, 2)[0]["data"]["窥念"] == {"target": 3, "result": 2}
    assert announced(r, 2) == [3]


def test_any_player_even_one_in_the_sealed_state_a_seal_finds_no_card() -> None:
    """「选择一名任意玩家」 (A-XY-24: a player in the [封印状态] may be chosen; the seal finds no card). 5 lost both
    cards (votes of 黑夜 1 and 2): a 2 on him at 白昼 3 seals nothing and he stays 讼罪."""
    r = run(d(1, 1, "诛仙投票", target=[5, 5]), d(2, 1, "诛仙投票", target=[5, 5]), d(3, 4, "窥念", target=5),
            until=3)
    assert told(r, 4, 3)[0]["data"]["窥念"]["result"] == 2
    assert announced(r, 3) == [] and r["seats"]["5"]["state"] == "讼罪"


def test_a_xiongsui_nobody_holds_on_top_asks_nobody() -> None:
    """注1: 「即使有些身份已经被[封印],属于这个身份的全流程仍然要有」 — 4's 凶祟 fell in the vote of 黑夜 1 (his bottom is
    妖首): at 白昼 2 the lines are spoken, nobody is asked, nothing is shown."""
    r = run(d(1, 1, "诛仙投票", target=[4, 4]), until=2)
    day = public(r, 2)
    i = day.index("顶层身份牌为【凶祟】的玩家请睁眼。")
    assert day[i + 1: i + 4] == ["请选择[窥念]目标。", "此玩家开局时持有的【妖众】数量为……", "请闭眼。"]
    assert told(r, 4, 2) == []
    assert not any(e["phase"] == "白昼" and e["round"] == 2 and "窥念" in e.get("data", {}) for e in r["log"])
