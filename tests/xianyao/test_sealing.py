"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt), 3 其他白昼阶段: step 0 (marks), step 3 (【仙子】[封妖]),
and how 白昼 seals work: 注1, 注2 (one layer per player per 白昼), 注3 (a sealed role still acts that 白昼)."""

from __future__ import annotations

from typing import Any

from xianyao_scripts import d, scenario

SEED = "000_21ded97409bf0f89.txt"

# 1 holds 仙子 under a 妖众; 2 a top 妖首; 3 a bottom 妖首; 4, 5, 6 are start double 妖众.
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"],
         4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}


def play(*decisions: dict[str, Any], until: int | None = None, **extra: Any) -> dict[str, Any]:
    return scenario(CARDS, *decisions, seed=7, until=until, **extra)


def day(r: dict[str, Any], rnd: int) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["round"] == rnd and e["phase"] == "白昼"]


def sealed_rounds(r: dict[str, Any], seat: int) -> list[int | None]:
    return [c["sealed_round"] for c in r["seats"][str(seat)]["cards"]]


def day_result(r: dict[str, Any], rnd: int) -> list[int]:
    return next(e["data"]["sealed"] for e in r["log"] if e["round"] == rnd and e["phase"] == "黑夜"
                and e["kind"] == "result" and "上个白昼阶段" in e["text"])


FOURTH_ON = {s: d(1, 4, "鉴仙图", choice=4, target=s) for s in range(1, 7)}  # 4 (true double 妖众) marks s


def test_other_day_follows_the_book_lines_in_order():
    """3其他白昼阶段: 「【源尊】:黎明将至,妖魔退避,所有玩家闭眼。」 …
    「○【源尊】:【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。」
    「【源尊】:【仙子】请选择[封妖]目标。」 「【源尊】:确定是这个号码的玩家么?(放弃此话语也不可略过)」
    「○【源尊】:好的,[星空仙人]请闭眼。」 then 6【妖首】[验妖]流程 「【源尊】:[验妖]结果为……(放弃此话语也不可略过)」."""
    r = play(until=2)  # 仙子 gives up: the lines stay
    said = [e["text"] for e in day(r, 2) if e["kind"] == "line" and e["audience"] == "all"]
    assert said == [
        "黎明将至,妖魔退避,所有玩家闭眼。",
        "【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。",
        "【仙子】请选择[封妖]目标。",
        "确定是这个号码的玩家么?",
        "好的,[星空仙人]请闭眼。",
        "顶层身份牌为【妖首】的玩家请睁眼。",
        "请选择[验妖]目标。",
        "[验妖]结果为……",
        "请闭眼。",
    ]


def test_the_host_gestures_the_fengyao_target_back_for_the_xianzi_to_confirm():
    """❷【仙子】[封妖]流程: 「【源尊】:确定是这个号码的玩家么?」 then 「——【源尊】手势示意,【仙子】玩家手势确认。」
    — after the line, the woken [星空仙人] (here the 仙子 alone, seat 1) are shown the number taken; a
    give-up is shown as 放弃 all the same, and nobody else sees either."""
    for decision, shown in ((d(2, 1, "封妖", target=5), 5), (d(2, 1, "封妖", choice="放弃"), None)):
        log = day(play(decision, until=2), 2)
        line = next(i for i, e in enumerate(log) if e["text"] == "确定是这个号码的玩家么?")
        gesture = next(i for i, e in enumerate(log) if e.get("data", {}).get("skill") == "封妖")
        assert line < gesture
        assert log[gesture]["audience"] == [1] and log[gesture]["data"]["target"] == shown


def test_yanyao_lines_are_spoken_even_with_no_top_yaoshou():
    """注1:「在游戏中,即使有些身份已经被[封印],属于这个身份的全流程仍然要有,就仿佛这个身份没有被[封印]一样。」
    — 2's 妖首 was voted away, 3's is at the bottom: nobody wakes, the 【妖首】 lines are still spoken."""
    r = play(d(1, 4, "诛仙投票", target=[2, 2]), until=2)
    texts = [e["text"] for e in day(r, 2)]
    assert "顶层身份牌为【妖首】的玩家请睁眼。" in texts and "[验妖]结果为……" in texts
    assert not [e for e in day(r, 2) if e.get("data", {}).get("妖首")], "nobody is woken"


def test_step0_marks_are_handled_before_the_xingkong_step():
    """「0技能标记处理。」
    「处理技能的标记效果,如:[四方鉴仙图]效果④、【怪煞】[崩灭]、【纸人】[招魂]、【灾厄】[业火]。」"""
    r = play(FOURTH_ON[6], d(2, 1, "封妖", target=5), until=2, dice=[1])
    log = day(r, 2)
    mark = next(i for i, e in enumerate(log) if e.get("data", {}).get("source") == "鉴仙图④")
    wake = next(i for i, e in enumerate(log) if e["text"].startswith("【仙子】请睁眼"))
    fengyao = next(i for i, e in enumerate(log) if e.get("data", {}).get("source") == "封妖")
    assert log[mark]["data"]["step"] == 0 and log[fengyao]["data"]["step"] == 3
    assert mark < wake < fengyao
    assert day_result(r, 2) == [6, 5]
    assert sealed_rounds(r, 6) == [2, None] and sealed_rounds(r, 5) == [2, None]


def test_fengyao_seals_the_targets_top_card():
    """【仙子】技能⑵▶[封妖]:「闭眼阶段,可以[封印]一名玩家顶层身份牌。」 — the choice is seen by the awake 星空 only."""
    r = play(d(2, 1, "封妖", target=2), until=2)
    assert [c["name"] for c in r["seats"]["2"]["cards"] if c["sealed"]] == ["妖首"]
    assert day_result(r, 2) == [2]
    told = [e for e in day(r, 2) if e.get("data", {}).get("skill") == "封妖"]
    assert [(e["audience"], e["data"]["target"]) for e in told] == [([1], 2)]


def test_fengyao_may_be_given_up():
    """「——[星空仙人]阵营手势讨论后,【仙子】选择一名玩家或放弃。」"""
    r = play(d(2, 1, "封妖", choice="放弃"), until=2)
    assert day_result(r, 2) == []
    assert all(sealed_rounds(r, seat) == [None, None] for seat in range(1, 7))


def test_xianzi_acts_with_a_yaozhong_on_top():
    """技能⑴▶[三界五行外]「[星空仙人]行动阶段,无论【仙子】牌或玩家处于何种状态,【仙子】玩家永远可以照常睁眼行动,
    如同【仙子】牌在顶层一样。」 — 1's 仙子 lies under an unsealed 妖众: he is woken and seals."""
    r = play(d(2, 1, "封妖", target=4), until=2)
    woken = next(e for e in day(r, 2) if "星空" in e.get("data", {}))
    assert woken["data"]["星空"] == [1] and woken["audience"] == [1]
    assert sealed_rounds(r, 4) == [2, None]


def test_xianzi_acts_after_his_top_yaozhong_is_sealed():
    """「无论【仙子】牌或玩家处于何种状态,【仙子】玩家永远可以照常睁眼行动」 — 1's top 妖众 was voted away in night 1
    (this slice ends the game with the 仙子 card, so a fully sealed 仙子 never reaches a 白昼)."""
    r = play(d(1, 4, "诛仙投票", target=[1, 1]), d(2, 1, "封妖", target=5), d(3, 1, "封妖", target=6), until=3)
    assert sealed_rounds(r, 1) == [1, None]
    assert sealed_rounds(r, 5) == [2, None] and sealed_rounds(r, 6) == [3, None]


def test_zhu2_fourth_and_fengyao_on_the_same_player_seal_one_layer():
    """注2:「每个白昼闭眼阶段,每名玩家最多只会被[封印]一层身份,即使他成为多个技能效果的目标。」
    — 6 is the ④ target (step 0) and 仙子's [封妖] target (step 3) in 白昼 2."""
    r = play(FOURTH_ON[6], d(2, 1, "封妖", target=6), until=2, dice=[1])
    assert sealed_rounds(r, 6) == [2, None]
    assert r["seats"]["6"]["state"] == "自由"
    assert day_result(r, 2) == [6]
    assert [e for e in day(r, 2) if e["kind"] == "host" and e["text"].startswith("注2")]


def test_zhu2_the_fourth_users_self_seal_and_fengyao_seal_one_layer():
    """注2 「每名玩家最多只会被[封印]一层身份」 — in 白昼 3, 4 seals himself (④) and 仙子 also picks 4."""
    r = play(FOURTH_ON[6], d(3, 1, "封妖", target=4), until=3, dice=[1])
    assert sealed_rounds(r, 4) == [3, None]
    assert day_result(r, 3) == [4]


def test_zhu3_a_yaoshou_sealed_at_step3_still_checks_at_step6_and_reads_old_tops():
    """注3:「在白昼阶段,由于行动有先后顺序,有的身份会因顺序靠后在未行动前被[封印],但这不会影响该身份在此白昼阶段发动技能。」
    — 仙子 seals 2 (top 妖首) at step 3; 2 still wakes for [验妖] at step 6. 1's top 妖众 is marked by ④ at step 0,
    and ① still reads that 妖众 (深渊), not the 仙子 under it (A-XY-29)."""
    r = play(FOURTH_ON[1], d(2, 1, "封妖", target=2), d(2, 2, "验妖", choice=1, target=1), until=2, dice=[1])
    woken = [e["data"]["妖首"] for e in day(r, 2) if "妖首" in e.get("data", {})]
    assert woken == [[2]]
    seen = [e["data"]["验妖"] for e in day(r, 2) if "验妖" in e.get("data", {}) and isinstance(e["data"]["验妖"], dict)]
    assert seen == [{"effect": 1, "target": 1, "result": "深渊"}]
    assert day_result(r, 2) == [1, 2]
    assert sealed_rounds(r, 1) == [2, None] and sealed_rounds(r, 2) == [2, None]


def test_a_day_seal_on_a_player_without_cards_does_nothing():
    """[封妖] 「[封印]一名玩家顶层身份牌」 — 5 has none left ([讼罪]): nothing is sealed (A-XY-24)."""
    base = [d(1, 4, "诛仙投票", target=[5, 5]), d(2, 4, "诛仙投票", target=[5, "弃票"])]
    r = play(*base, d(3, 1, "封妖", target=5), until=3)
    assert r["seats"]["5"]["state"] == "讼罪"
    assert day_result(r, 3) == []
