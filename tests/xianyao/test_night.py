"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt), 2 黑夜讨论阶段: step 1 (the 白昼 result),
step 3 (the speaking order) and step 5 (黎明: 戏言 / 缄默), with 注5 ([镇压], [抗辩])."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, scenario

from daoyan.core.errors import ScenarioError

SEED = "000_21ded97409bf0f89.txt"

# 6 players: 1 holds 仙子 under a 妖众; 2 a top 妖首; 3 a bottom 妖首; 4, 5, 6 are start double 妖众.
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"],
         4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}


def play(*decisions: dict[str, Any], until: int | None = None, **extra: Any) -> dict[str, Any]:
    return scenario(CARDS, *decisions, seed=3, until=until, **extra)


def lines(r: dict[str, Any], rnd: int | None = None, phase: str | None = None,
          kind: str | None = None) -> list[dict[str, Any]]:
    return [e for e in r["log"] if (rnd is None or e["round"] == rnd) and (phase is None or e["phase"] == phase)
            and (kind is None or e["kind"] == kind)]


def talk(rnd: int, seats: list[int], times: int = 2) -> list[dict[str, Any]]:
    """Every listed seat speaks (a line of text) in each of his turns of this night."""
    return [d(rnd, s, "发言", choice="过", say=f"{s}号在发言") for _ in range(times) for s in seats]


def spoken(r: dict[str, Any], rnd: int) -> list[int]:
    return [e["data"]["seat"] for e in lines(r, rnd, "黑夜", "speech")]


def announced_order(r: dict[str, Any], rnd: int) -> list[list[int]]:
    return [e["data"]["order"] for e in lines(r, rnd, "黑夜") if e["text"].startswith(("第一轮发言", "第二轮发言"))]


def sealed_names(r: dict[str, Any], seat: int) -> list[str]:
    return [c["name"] for c in r["seats"][str(seat)]["cards"] if c["sealed"]]


# 4 puts both votes on 5 in night 1: 5 loses his top; 仙子 (1) seals 5 again in 白昼 2: his last card.
VOTE_5 = d(1, 4, "诛仙投票", target=[5, 5])
FENGYAO_5 = d(2, 1, "封妖", target=5)


# ---------------------------------------------------------------------------------------------
def test_night_follows_the_book_steps_in_order():
    """2黑夜讨论阶段: 「【源尊】:黑夜降临,深渊苏醒,所有玩家请睁眼。」, 1 the 白昼 result, 3 ❶首轮发言 / ❷自由讨论
    「所有玩家可自由发言与问答,时长由源尊掌控。」 / ❸第二轮发言, 4 「【源尊】:讨论结束,所有人请安静,开始[诛仙投票]。」
    「【源尊】:所有可投票的玩家,请想好你们要[诛仙]的号码,3、2、1投票。最终计票前请不要放下手。」
    「【源尊】:有人要发动[四方鉴仙图]效果③么。」
    「【源尊】:所有玩家请放下手,____号玩家顶层身份牌被[封印]。」, 5 黎明."""
    r = play(FENGYAO_5, d(2, 4, "诛仙投票", target=[6, 6]), until=2)
    said = [e["text"] for e in lines(r, 2, "黑夜") if e["kind"] in ("line", "result") and e["audience"] == "all"]
    steps = ["黑夜降临,深渊苏醒,所有玩家请睁眼。", "上个白昼阶段被[封印]的玩家: 5号。", "第一轮发言", "自由讨论。",
             "第二轮发言", "讨论结束,所有人请安静,开始[诛仙投票]。",
             "所有可投票的玩家,请想好你们要[诛仙]的号码,3、2、1投票。最终计票前请不要放下手。",
             "有人要发动[四方鉴仙图]效果③么。", "所有玩家请放下手,6号玩家顶层身份牌被[封印]。",
             "所有处于[封印状态]的玩家,选择下个黑夜阶段的行动方式,请一起拧动你们的[封印状态]卡,3、2、1……"]
    where = []
    for step in steps:
        hits = [i for i, t in enumerate(said) if t.startswith(step)]
        assert len(hits) == 1, f"said once: {step}"
        where.append(hits[0])
    assert where == sorted(where), "in the book's order"


# step 1: 【源尊】公布白昼结果
def test_day_seal_waits_for_the_night_announcement_then_takes_effect():
    """1【源尊】公布白昼结果 — 「公布上个白昼阶段内被[封印]玩家的号码,玩家[封印]其顶层身份。」"""
    r = play(FENGYAO_5, until=2)
    day_seal_notes = [e for e in lines(r, 2, kind="host") if e["text"].startswith("5号玩家的妖众被[封印]")]
    assert [e["phase"] for e in day_seal_notes] == ["黑夜"], "the 白昼 seal is applied in 黑夜 step 1"
    result = [e for e in lines(r, 2, "黑夜", "result") if "上个白昼阶段" in e["text"]]
    assert len(result) == 1 and result[0]["audience"] == "all"
    assert result[0]["data"]["sealed"] == [5]
    # the announcement comes before anybody speaks
    log = r["log"]
    assert log.index(result[0]) < log.index(lines(r, 2, "黑夜", "chance")[0])
    assert sealed_names(r, 5) == ["妖众"]
    assert r["seats"]["5"]["cards"][0]["sealed_round"] == 2
    assert r["seats"]["5"]["state"] == "自由"


def test_first_night_has_no_day_result_and_a_quiet_day_announces_nobody():
    """「1【源尊】公布白昼结果首个黑夜无此阶段」; a later 白昼 without seals is announced as such."""
    r = play(until=2)
    assert not [e for e in lines(r, 1) if "上个白昼阶段" in e["text"]]
    later = [e for e in lines(r, 2, "黑夜", "result") if "上个白昼阶段" in e["text"]]
    assert [e["data"]["sealed"] for e in later] == [[]]


def test_losing_the_last_card_to_a_day_seal_enters_zhenya():
    """「如果玩家失去最后一层身份,则进入[封印状态]并获得[封印状态]卡,[镇压]面向上,仅此黑夜阶段不可发言与投票。」"""
    r = play(VOTE_5, FENGYAO_5, until=2)
    assert r["seats"]["5"]["state"] == "镇压"
    assert sealed_names(r, 5) == ["妖众", "妖众"]
    said = [e for e in lines(r, 2, "黑夜") if e.get("data", {}).get("state") == "镇压"]
    assert len(said) == 1 and said[0]["audience"] == "all" and "[镇压]面向上" in said[0]["text"]


def test_zhenya_player_may_not_speak_that_night():
    """注5:「玩家在进入[镇压]状态后的首个黑夜讨论阶段,不可发言与投票」 — 5 gets no 发言 turn."""
    r = play(VOTE_5, FENGYAO_5, until=2)
    for order in announced_order(r, 2):
        assert 5 not in order and sorted(order) == [1, 2, 3, 4, 6]
    with pytest.raises(ScenarioError, match="never asked") as err:
        play(VOTE_5, FENGYAO_5, d(2, 5, "发言", choice="过"), until=2)
    assert err.value.entry == "decisions[2]"


def test_zhenya_player_may_not_vote_that_night():
    """注5: 「不可发言与投票」 — 5 has no ballot in the night he enters [镇压]; his hand shows nowhere."""
    r = play(VOTE_5, FENGYAO_5, until=2)
    voters = [e["data"]["seat"] for e in lines(r, 2, "黑夜", "answer") if "votes" in e.get("data", {})]
    assert voters == [1, 2, 3, 4, 6]
    with pytest.raises(ScenarioError, match="never asked"):
        play(VOTE_5, FENGYAO_5, d(2, 5, "诛仙投票", target=[2]), until=2)


def test_kangbian_after_losing_the_top_in_the_vote_and_the_last_card_the_next_day():
    """注5: 「若有玩家在讨论阶段失去顶层身份牌,在接下来的闭眼阶段又失去最后一层身份,则玩家在下个讨论阶段
    公布结果后可以暂时无视发言限制进行一次简短[抗辩]发言。」"""
    r = play(VOTE_5, FENGYAO_5, until=2)
    night = lines(r, 2, "黑夜")
    kb = [e for e in night if e.get("data", {}).get("抗辩")]
    assert len(kb) == 1 and kb[0]["data"]["seat"] == 5 and "[抗辩]" in kb[0]["text"]
    announce = next(e for e in night if "上个白昼阶段" in e["text"])
    first_round = next(e for e in night if e["text"].startswith("第一轮发言"))
    assert night.index(announce) < night.index(kb[0]) < night.index(first_round), "right after the result"


def test_no_kangbian_when_both_layers_fell_in_two_days():
    """注5: the [抗辩] needs 「在讨论阶段失去顶层身份牌」; 5 lost both layers to 仙子 in 白昼 2 and 白昼 3."""
    r = play(FENGYAO_5, d(3, 1, "封妖", target=5), until=3)
    assert r["seats"]["5"]["state"] == "镇压"
    assert [e for e in lines(r, 3) if "镇压" in e["text"] and "进入[封印状态]" in e["text"]]
    assert not [e for e in r["log"] if e.get("data", {}).get("抗辩")]


# ---------------------------------------------------------------------------------------------
# step 3: 发言讨论阶段
@pytest.mark.parametrize(("direction", "first", "second"), [
    ("顺时针", [3, 4, 5, 6, 1, 2], [1, 6, 5, 4, 3, 2]),
    ("逆时针", [3, 2, 1, 6, 5, 4], [5, 6, 1, 2, 3, 4]),
])
def test_first_night_direction_and_start_are_the_hosts_random_choice(direction, first, second):
    """❶首轮发言 「顺时针或逆时针(【源尊】随机决定)」; 「注:首个黑夜由【源尊】通过随机方式决定起始玩家。」
    ❸第二轮发言 「与第一轮发言方向相反,所有玩家进行第二轮最终投票前发言,第一轮最后发言的玩家此轮仍然是最后发言。」"""
    r = play(*talk(1, [1, 2, 3, 4, 5, 6]), until=1, random={"发言方向": direction, "起始玩家": 3})
    assert spoken(r, 1) == first + second
    assert announced_order(r, 1) == [first, second]
    draws = [e["data"]["chance"] for e in lines(r, 1, "黑夜", "chance")]
    assert draws[:2] == ["发言方向", "起始玩家"]
    assert all(e["audience"] == "host" for e in lines(r, 1, "黑夜", "chance"))
    assert r["unused_random"] == {}


def test_the_player_sealed_in_the_last_day_speaks_last():
    """「上个白昼闭眼阶段被[封印]身份牌的玩家最后发言」 — 仙子 sealed 3's top in 白昼 2; 3 still speaks, last."""
    r = play(d(2, 1, "封妖", target=3), *talk(2, [1, 2, 3, 4, 5, 6]), until=2,
             random={"发言方向": ["逆时针", "顺时针"]})  # night 1, night 2
    assert spoken(r, 2)[:6] == [4, 5, 6, 1, 2, 3]
    assert spoken(r, 2)[6:] == [2, 1, 6, 5, 4, 3], "second round reversed, 3 still last"
    assert "起始玩家" not in [e["data"]["chance"] for e in lines(r, 2, "黑夜", "chance")]


@pytest.mark.parametrize("last", [[6, 5], [5, 6]])
def test_several_players_sealed_in_the_last_day_speak_last_in_random_order(last):
    """「(如有多名玩家,则由【源尊】通过随机方式决定)」 — 5 (④ forced seal, step 0) and 6 (封妖) both speak last."""
    r = play(d(1, 4, "鉴仙图", choice=4, target=5), d(2, 1, "封妖", target=6), *talk(2, [1, 2, 3, 4, 5, 6], 1),
             until=2, options={"第二轮发言": False}, random={"发言方向": ["顺时针", "顺时针"], "最后发言": [last]})
    assert sealed_names(r, 5) == ["妖众"] and sealed_names(r, 6) == ["妖众"]
    assert spoken(r, 2) == [1, 2, 3, 4, *last]
    assert r["unused_random"] == {}


def test_second_round_is_optional():
    """「❸第二轮发言(可选)」 — with the option off every speaker has one turn and no second order is announced."""
    r = play(*talk(1, [1, 2, 3, 4, 5, 6], 1), until=1, options={"第二轮发言": False},
             random={"发言方向": "顺时针", "起始玩家": 5})
    assert spoken(r, 1) == [5, 6, 1, 2, 3, 4]
    assert not [e for e in lines(r, 1) if e["text"].startswith("第二轮发言")]
    with pytest.raises(ScenarioError, match="never asked"):
        play(*talk(1, [1, 2, 3, 4, 5, 6], 2), until=1, options={"第二轮发言": False})


# ---------------------------------------------------------------------------------------------
# step 5: 黑夜黎明阶段
def test_dawn_asks_every_sealed_player_including_the_one_just_voted_into_it():
    """5黑夜黎明阶段 「所有处于[封印状态]的玩家,选择下个黑夜阶段的行动方式」
    — 「◇包括刚刚因[诛仙投票]进入[封印状态]的玩家。」
    「◇[戏言]或[缄默]二选一,横置表示[戏言],竖置表示[缄默]。」"""
    r = play(VOTE_5, d(2, 4, "诛仙投票", target=[5, "弃票"]), d(2, 5, "黎明", choice="戏言"), until=2)
    assert r["seats"]["5"]["state"] == "讼罪"
    dawn = [e for e in lines(r, 2, "黑夜", "answer") if "dawn" in e.get("data", {})]
    assert len(dawn) == 1 and dawn[0]["data"]["dawn"] == {"5": "戏言"} and dawn[0]["audience"] == "all"
    # a 自由 player is not asked
    with pytest.raises(ScenarioError, match="never asked"):
        play(VOTE_5, d(2, 4, "诛仙投票", target=[5, "弃票"]), d(2, 4, "黎明", choice="戏言"), until=2)
    # nobody sealed yet in night 1: no choice at all
    r1 = play(until=1)
    assert not [e for e in lines(r1, 1, kind="answer") if "dawn" in e.get("data", {})]


def test_the_zhenya_player_chooses_at_dawn_of_his_mute_night():
    """「所有处于[封印状态]的玩家,选择下个黑夜阶段的行动方式」 — the player muted by 注5 chooses too."""
    r = play(VOTE_5, FENGYAO_5, d(2, 5, "黎明", choice="戏言"), until=2)
    dawn = [e for e in lines(r, 2, "黑夜", "answer") if "dawn" in e.get("data", {})]
    assert dawn[0]["data"]["dawn"] == {"5": "戏言"}


def test_xiyan_speaks_next_night_but_has_no_vote():
    """◇[戏言]或[缄默]二选一 (A-XY-6: 戏言 may speak, no vote) — 5 (讼罪 in night 2, 戏言) speaks in night 3."""
    base = [VOTE_5, d(2, 4, "诛仙投票", target=[5, "弃票"]), d(2, 5, "黎明", choice="戏言")]
    r = play(*base, *talk(3, [5]), until=3)
    assert spoken(r, 3) == [5, 5]
    voters = [e["data"]["seat"] for e in lines(r, 3, "黑夜", "answer") if "votes" in e.get("data", {})]
    assert 5 not in voters
    with pytest.raises(ScenarioError, match="never asked"):
        play(*base, d(3, 5, "诛仙投票", target=[1]), until=3)


def test_jianmo_is_silent_next_night_but_has_one_vote():
    """「——上个黎明阶段选择[缄默]行动的玩家有1票。」 (A-XY-6: 缄默 may not speak)."""
    base = [VOTE_5, d(2, 4, "诛仙投票", target=[5, "弃票"]), d(2, 5, "黎明", choice="缄默")]
    r = play(*base, d(3, 5, "诛仙投票", target=[1]), until=3)
    assert all(5 not in order for order in announced_order(r, 3))
    hands = {e["data"]["seat"]: e["data"]["votes"] for e in lines(r, 3, "黑夜", "answer")
             if "votes" in e.get("data", {})}
    assert hands[5] == [1]
    with pytest.raises(ScenarioError, match="never asked"):
        play(*base, d(3, 5, "发言", choice="过"), until=3)
