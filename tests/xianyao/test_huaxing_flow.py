"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): the steps of 深渊 generals that joined the game
only as [化形] cards — 「加入游戏但未上场」 — are spoken, not skipped, and their public results are random."""

from __future__ import annotations

from typing import Any

import pytest

from daoyan.scenario import run_scenario

SEED = "000_21ded97409bf0f89.txt"
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"],
         4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}


def run(huaxing: list[str], until: int = 2, **extra: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"game": "xianyao", "players": 6, "seed": 11,
                           "setup": {"cards": CARDS, "化形": huaxing}, "until": {"round": until}, **extra}
    return run_scenario(doc)


def public(r: dict[str, Any], rnd: int, phase: str) -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == rnd and e["phase"] == phase and e["audience"] == "all"]


def test_a_huaxing_general_has_joined_the_game_so_its_first_day_steps_are_spoken() -> None:
    """「②首个白昼阶段,[星空仙人]会获知加入游戏但未上场的随机1张[深渊]【将领】牌」: a [化形] general has
    joined the game, so 「1【枯骨】首昼[骨筹]流程未加入游戏则略过」 and 「4【鬼巫】首昼[请邪]确认流程未加入游戏则略过」
    do not skip it. Nobody opens his eyes, but the lines come in the book's order."""
    day = public(run(["枯骨", "鬼巫"], until=1), 1, "白昼")
    kugu = day.index("拿到【枯骨】的玩家请睁眼。")
    assert day[kugu + 1].startswith("上指为【将领】下指为【妖众】")
    assert day[kugu + 2] == "请确认[骸骨牌]。"
    xingkong = day.index("身份牌中有[星空仙人]的玩家请睁眼。请互相确认。")
    guiwu = day.index("拿到【鬼巫】的玩家请睁眼。")
    yanyao = day.index("顶层身份牌为【妖首】的玩家请睁眼。")
    assert kugu < xingkong < guiwu < yanyao
    # 「——【源尊】展示4种[邪神牌],每种一张。」 — to nobody: a host note, not a line
    shown = [e for e in run(["枯骨", "鬼巫"], until=1)["log"] if e["text"].startswith("【源尊】展示4种[邪神牌]")]
    assert len(shown) == 1 and shown[0]["audience"] == "host"
    assert day[guiwu + 1] == "请在4张[邪神牌]中选择1张,代表无意义。"
    assert day[guiwu + 3] == "那么剩下2张[邪神牌]代表相反的意思,请记住。"


def test_generals_not_in_the_game_are_skipped() -> None:
    """「未加入游戏则略过」: with 影妖 and 血俑 as the [化形] pair, no 枯骨, 鬼巫 or 凶祟 line is spoken."""
    day = public(run(["影妖", "血俑"], until=1), 1, "白昼")
    assert not any("枯骨" in t or "鬼巫" in t or "凶祟" in t for t in day)


def test_xiongsui_lines_on_every_day_even_when_nobody_gives_up() -> None:
    """「【源尊】:此玩家开局时持有的【妖众】数量为……(放弃此话语也不可略过)」, after 「【源尊】:请选择[窥念]目标。」
    — with 凶祟 a [化形], its step 5 is
    spoken on 首个白昼 (after 鬼巫's step 4 position, before 验妖) and on every later 白昼."""
    r = run(["凶祟", "影妖"], until=2)
    for rnd in (1, 2):
        day = public(r, rnd, "白昼")
        i = day.index("顶层身份牌为【凶祟】的玩家请睁眼。")
        assert day[i + 1: i + 4] == ["请选择[窥念]目标。", "此玩家开局时持有的【妖众】数量为……", "请闭眼。"]
        assert i < day.index("顶层身份牌为【妖首】的玩家请睁眼。")


def test_other_day_steps_1_2_4_in_the_books_order() -> None:
    """其他白昼: 「1【魔罗】[生死链]流程」 「2【血俑】[血祭]流程」 before 「3[星空仙人]行动阶段」, then 「4【影妖】[背刺]流程」:
    「【源尊】:请选择[血祭]目标。」, 「【源尊】:请选择[背刺]目标。」 are spoken though nobody is awake."""
    r = run(["魔罗", "血俑"], until=2)
    day2 = public(r, 2, "白昼")
    moluo = day2.index("顶层身份牌为【魔罗】的玩家请睁眼。")
    assert day2[moluo + 1: moluo + 3] == ["使用生链还是死链?", "请选择两名玩家。"]
    xueyong = day2.index("顶层身份牌为【血俑】的玩家请睁眼。")
    xingkong = day2.index("【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。")
    assert moluo < xueyong < xingkong
    assert "顶层身份牌为【魔罗】的玩家请睁眼。" not in public(r, 1, "白昼"), "首个白昼 has no 魔罗 step"
    assert day2[xueyong + 1] == "请选择[血祭]目标。"
    r2 = run(["影妖", "纸人"], until=2)
    d = public(r2, 2, "白昼")
    assert d[d.index("顶层身份牌为【影妖】的玩家请睁眼。") + 1] == "请选择[背刺]目标。"
    assert d.index("【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。") < d.index("顶层身份牌为【影妖】的玩家请睁眼。") \
        < d.index("顶层身份牌为【妖首】的玩家请睁眼。")


def test_kugu_absent_result_is_random_and_each_seat_card_is_drawn_once() -> None:
    """【枯骨】: 「每个讨论开始阶段,【源尊】随机抽2张座位号码卡牌展示」; 「若【枯骨】已被[封印]或不在场,结果为随机」;
    「整局游戏每名玩家号码卡仅会被抽取1次,剩余号码卡不够则技能停止」. 6 seats → three nights of results, then none.
    黑夜 step 2 ❸: 「——【源尊】抽取2张号码卡展示。」 「【源尊】:本轮[骨筹]号码为____号____号,结果为____。」"""
    r = run(["枯骨", "影妖"], until=4, random={"骨筹号码": [[5, 2], [1, 6], [3, 4]], "骨筹结果": ["大于2", "小于3", "大于2"]})
    results = [e for e in r["log"] if e["kind"] == "result" and "[骨筹]" in e["text"]]
    assert [e["text"] for e in results] == [
        "本轮[骨筹]号码为2号5号,结果为大于2。", "本轮[骨筹]号码为1号6号,结果为小于3。", "本轮[骨筹]号码为3号4号,结果为大于2。"]
    assert [e["round"] for e in results] == [1, 2, 3] and all(e["audience"] == "all" for e in results)
    assert any(e["text"] == "[骨筹]剩余号码卡不够,技能停止" and e["round"] == 4 for e in r["log"])
    # 「◆游戏加入妖骸、将骸两张[骸骨牌],【源尊】随机选择一张盖放在桌面。」 — host only, at 开局准备 6:
    # 「6.对一些需要开局设置的[技能]进行设置处理,例如摆放好【鬼巫】的[邪神牌]」
    bone = [e for e in r["log"] if e["kind"] == "chance" and e["data"]["chance"] == "骸骨牌"]
    assert len(bone) == 1 and bone[0]["audience"] == "host" and bone[0]["data"]["value"] in ("妖骸", "将骸")
    assert bone[0]["phase"] == "开局准备"
    # 首个白昼: 「——【源尊】展示盖放在桌面上的[骸骨牌]。」 — shown to nobody (no 枯骨 on the table)
    shown = [e for e in r["log"] if e["text"].startswith("【源尊】展示盖放在桌面上的[骸骨牌]")]
    assert [(e["round"], e["audience"]) for e in shown] == [(1, "host")]


def test_kugu_announcement_comes_before_the_discussion() -> None:
    """「❸【枯骨】[骨筹]结果公布」 is 黑夜 step 「2技能的效果处理与公布。」, after step 1 (the 白昼 result) and
    before step 3 (speaking)."""
    r = run(["枯骨", "影妖"], until=2)
    night = [e["text"] for e in r["log"] if e["round"] == 2 and e["phase"] == "黑夜" and e["audience"] == "all"]
    i = next(i for i, t in enumerate(night) if t.startswith("本轮[骨筹]"))
    assert night.index("上个白昼阶段无人被[封印]。") < i < next(
        j for j, t in enumerate(night) if t.startswith("第一轮发言"))


@pytest.mark.parametrize("players", [5, 9])
def test_shujing_absent_gives_different_random_numbers(players: int) -> None:
    """【树精】: 「若【树精】已被[封印]或不在场,结果为不同的随机数」 — the distances 1..N−1 without repeats
    until all were given; 「——【源尊】从[量天]目标池中秘密随机选择一张。」 then 「【源尊】:[量天]结果为__。」 at every 黑夜."""
    cards = {s: ["妖众", "妖众"] for s in range(1, players + 1)}
    cards[1], cards[2], cards[3] = ["妖众", "仙子"], ["妖首", "妖众"], ["妖众", "妖首"]
    r = run_scenario({"game": "xianyao", "players": players, "seed": 5,
                      "setup": {"cards": cards, "化形": ["树精", "影妖"]}, "until": {"round": players - 1}})
    got = [e["data"]["量天"] for e in r["log"] if e["kind"] == "result" and e["text"].startswith("[量天]结果为")]
    # nobody votes or seals by default, so every night up to round N−1 announces one number
    assert sorted(got) == list(range(1, players)), got
