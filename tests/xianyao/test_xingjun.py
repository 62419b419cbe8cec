"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【星君】 技能▶[星象] (恒定), dealt to a player, and the
【关键身份】 setting (A-XY-1) its ☯ clause depends on.

「◆开局设置加入四张[星象图],并随机对应:开局双【妖众】、开局单【妖众】、开局双【将领】、开局持有【妖首】四种含义。」
The charts are named 青龙 白虎 朱雀 玄武; the scripts fix their meanings in that order (chance `星象图`)."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d

from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games import get_rules
from daoyan.scenario import build, run_scenario

SEED = "000_21ded97409bf0f89.txt"
HUAXING = ["影妖", "血俑"]
DOUBLE, SINGLE, GENERALS, YAOSHOU = "开局双【妖众】", "开局单【妖众】", "开局双【将领】", "开局持有【妖首】"
MAPS = [DOUBLE, SINGLE, GENERALS, YAOSHOU]  # 青龙 = 双妖众, 白虎 = 单妖众, 朱雀 = 双将领, 玄武 = 持有妖首
CHART = {DOUBLE: "青龙", SINGLE: "白虎", GENERALS: "朱雀", YAOSHOU: "玄武"}

# 1 top 星君 over a 妖众 (单妖众); 2 妖首 (top); 3 double 妖众; 4 仙子 under a 妖众 (单妖众);
# 5 妖众 over a 妖首 (开局持有【妖首】 beats 单妖众); 6 double 妖众.
TOP: dict[int, list[str]] = {1: ["星君", "妖众"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"],
                             4: ["妖众", "仙子"], 5: ["妖众", "妖首"], 6: ["妖众", "妖众"]}
BOTTOM = {**TOP, 1: ["妖众", "星君"]}
STARS_TOP = [1, 4]  # the players with a 星空 card: they open their eyes at 首个白昼 step 3


def doc(*decisions: dict[str, Any], cards: dict[int, list[str]] = TOP, until: int | None = 3,
        keys: Any = None, maps: list[str] | None = None, seed: int = 5) -> dict[str, Any]:
    setup: dict[str, Any] = {"identities": [n for pair in cards.values() for n in pair] + HUAXING,
                             "cards": cards, "化形": HUAXING}
    if keys is not None:
        setup["关键身份"] = keys
    out: dict[str, Any] = {"game": "xianyao", "players": len(cards), "seed": seed, "setup": setup,
                           "random": {"星象图": maps or MAPS}, "decisions": list(decisions)}
    if until is not None:
        out["until"] = {"round": until}
    return out


def run(*decisions: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return run_scenario(doc(*decisions, **kw))


def shown(r: dict[str, Any]) -> list[tuple[int, str]]:
    """The charts shown at 黑夜 step 2 ❷, by night."""
    return [(e["round"], e["data"]["星象图"]) for e in r["log"]
            if e["kind"] == "result" and "星象图" in e.get("data", {}) and e["audience"] == "all"]


def public(r: dict[str, Any], rnd: int, phase: str = "白昼") -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == rnd and e["phase"] == phase and e["audience"] == "all"]


def told(r: dict[str, Any], seat: int, start: str) -> list[dict[str, Any]]:
    return [e for e in r["log"] if isinstance(e["audience"], list) and seat in e["audience"]
            and e["text"].startswith(start)]


def chart_infos(r: dict[str, Any]) -> list[dict[str, Any]]:
    """Every chart meaning shown to players (never the host's notes)."""
    return [e for e in r["log"] if isinstance(e["audience"], list) and "[星象图]" in e["text"]]


# ---- 开局准备 ---------------------------------------------------------------------------------------------

def test_four_charts_get_the_four_meanings_at_random_and_only_the_host_knows_them_all() -> None:
    """「◆开局设置加入四张[星象图],并随机对应:开局双【妖众】、开局单【妖众】、开局双【将领】、开局持有【妖首】四种含义。」
    「——【星君】不会知道四张[星象图]具体对应哪一个含义,全部具体对应关系只有【源尊】知道。」 — each game draws the four
    meanings (different seeds, different mappings); the host notes all four; no player is ever told more than
    one chart's meaning at the start."""
    seen = set()
    for seed in range(12):
        d0 = doc(until=1, seed=seed)
        del d0["random"]
        r = run_scenario(d0)
        notes = [e for e in r["log"] if e["audience"] == "host" and e["text"].startswith("[星象图]")]
        assert sorted(e["data"]["meaning"] for e in notes) == sorted(MAPS)
        assert [e["data"]["星象图"] for e in notes] == ["青龙", "白虎", "朱雀", "玄武"]
        seen.add(tuple(e["data"]["meaning"] for e in notes))
        assert {e["data"]["meaning"] for e in chart_infos(r)} == {DOUBLE}
    assert len(seen) > 3, "the meanings are drawn at random"


# ---- 首个白昼 step 2 ----------------------------------------------------------------------------------------

def test_a_top_xingjun_chooses_any_start_and_a_direction_and_sees_the_double_minion_chart() -> None:
    """2【星君】首昼[星象]流程: 「【源尊】:拿到【星君】的玩家请睁眼。请用手势告诉我,选择几号玩家作为[星象]起始目标玩家。」
    「【源尊】:请用手势选择一个方向作为[星象]切换目标的方向。」 「【源尊】:此[星象图]代表开局双【妖众】。」
    「——【源尊】展示代表开局双【妖众】的[星象图]」 — 「◇顶层:①选择任意一位玩家成为[星象]起始目标;②选择大数/小数时针方向;
    ③获知哪张[星象图]代表开局双【妖众】。」"""
    g = build(doc())
    ask = g.pending[1]
    assert list(g.pending) == [1] and ask.skill == "星象"
    assert [o["target"] for o in ask.options] == [1, 2, 3, 4, 5, 6], "任意一位玩家 (himself too)"
    g.answer(1, {"target": 5})
    ask = g.pending[1]
    assert ask.skill == "星象方向" and ask.options == [{"choice": "大数"}, {"choice": "小数"}]
    r = run(d(1, 1, "星象", target=5), d(1, 1, "星象方向", choice="小数"), until=1)
    day = public(r, 1)
    i = day.index("拿到【星君】的玩家请睁眼。请用手势告诉我,选择几号玩家作为[星象]起始目标玩家。")
    assert day[i + 1: i + 4] == ["请用手势选择一个方向作为[星象]切换目标的方向。", "此[星象图]代表开局双【妖众】。", "请闭眼。"]
    assert i == 1 and day[i + 4] == "身份牌中有[星空仙人]的玩家请睁眼。请互相确认。", "step 2 comes before step 3"
    shown_to_1 = told(r, 1, "代表开局双【妖众】的[星象图]")
    assert shown_to_1[0]["audience"] == [1] and shown_to_1[0]["data"]["星象图"] == "青龙"
    assert shown_to_1[0]["phase"] == "白昼" and told(r, 1, "[星象]起始目标")[0]["data"]["星象"] == \
        {"target": 5, "direction": "小数"}


def test_the_chart_moves_one_seat_each_night_in_the_chosen_direction() -> None:
    """「◆每个讨论阶段,【源尊】公开展示一张[星象图],指示当前[星象]目标玩家的信息。每轮[星象]会按照【星君】所选座位号大/小数
    方向,自动切换至下一个目标。」 黑夜 「❷【星君】[星象]结果公布。」 「【源尊】:本轮[星象]为____星象。」
    「——【源尊】展示对应[星象图]。」 (to all, with the chart's name in the line's data) — start 5, 小数: nights
    show 5 (妖众 over 妖首: 「——开局持有【妖首】优先于其他信息。」 → 玄武), 4 (单妖众 → 白虎), 3 (双妖众 → 青龙)."""
    r = run(d(1, 1, "星象", target=5), d(1, 1, "星象方向", choice="小数"))
    assert shown(r) == [(1, "玄武"), (2, "白虎"), (3, "青龙")]
    line = next(e for e in r["log"] if e["round"] == 1 and e["kind"] == "result" and "星象图" in e.get("data", {}))
    assert line["text"] == "本轮[星象]为玄武星象。" and line["phase"] == "黑夜"
    night = public(r, 1, "黑夜")
    assert night.index("本轮[星象]为玄武星象。") < next(i for i, t in enumerate(night) if t.startswith("第一轮发言"))
    up = run(d(1, 1, "星象", target=5), d(1, 1, "星象方向", choice="大数"))
    assert shown(up) == [(1, "玄武"), (2, "青龙"), (3, "白虎")], "5 → 6 → 1 (the table is a circle)"


def test_a_start_of_two_generals_shows_the_double_general_chart() -> None:
    """The four meanings cover every start: 「开局双【将领】」 — 1 holds 星君 over 仙子 (two 【将领】 cards, no 妖众)."""
    cards = {1: ["星君", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "妖众"],
             5: ["妖众", "妖首"], 6: ["妖众", "妖众"]}
    r = run(d(1, 1, "星象", target=1), d(1, 1, "星象方向", choice="大数"), cards=cards)
    assert shown(r) == [(1, "朱雀"), (2, "玄武"), (3, "青龙")]


def test_a_bottom_xingjun_may_only_pick_a_neighbour_and_the_way_away_from_himself() -> None:
    """「◇底层,只能选择自己两侧的玩家,且只能选择远离自己的方向。」 — 1's neighbours are 2 and 6; picking 6 moves the
    chart on to 5, 4 (小数, away from 1); he is not asked a direction, yet 「【源尊】:请用手势选择一个方向作为[星象]切换
    目标的方向。」 is spoken. 「【源尊】:此[星象图]代表开局双【妖众】。(开局【星君】在底层,此话语也不可略过,但不展示任何[星象图])」"""
    g = build(doc(cards=BOTTOM))
    assert [o["target"] for o in g.pending[1].options] == [2, 6]
    r = run(d(1, 1, "星象", target=6), cards=BOTTOM)
    assert not [e for e in r["record"]["answers"] if e[1] == 1 and "choice" in e[2] and e[2]["choice"] in ("大数", "小数")]
    assert told(r, 1, "[星象]起始目标")[0]["data"]["星象"] == {"target": 6, "direction": "小数"}
    assert shown(r) == [(1, "青龙"), (2, "玄武"), (3, "白虎")]
    day = public(r, 1)
    i = day.index("拿到【星君】的玩家请睁眼。请用手势告诉我,选择几号玩家作为[星象]起始目标玩家。")
    assert day[i + 1: i + 4] == ["请用手势选择一个方向作为[星象]切换目标的方向。", "此[星象图]代表开局双【妖众】。", "请闭眼。"]
    assert chart_infos(r) == [], "no chart is shown to anybody"
    # the 大数 neighbour of the last seat is seat 1 (the table is a circle)
    wrap = {**TOP, 1: ["妖众", "妖众"], 6: ["妖众", "星君"]}
    g = build(doc(cards=wrap))
    assert [o["target"] for o in g.pending[6].options] == [1, 5]
    assert shown(run(d(1, 6, "星象", target=1), cards=wrap)) == [(1, "青龙"), (2, "玄武"), (3, "青龙")]


# ---- 首个白昼 step 3 ❻ -----------------------------------------------------------------------------------

def test_step3_the_xingjun_raises_his_hand_and_the_stars_see_the_double_minion_chart() -> None:
    """❻【星君】流程 「【源尊】:【星君】玩家请举手,请用手势示意【星君】牌在顶层还是底层。」 「——【源尊】展示代表开局双【妖众】的
    [星象图]。」 — every awake 星空 player (1 and 4) learns who the 星君 is, his layer and the 双妖众 chart; 深渊 nobody."""
    r = run(until=1)
    day = public(r, 1)
    i = day.index("【星君】玩家请举手,请用手势示意【星君】牌在顶层还是底层。")
    assert day[i + 1] == "此[星象图]代表开局双【妖众】。"
    assert day.index("【仙子】玩家请举手,其他仙人请确认。") < i < day.index("所有[星空仙人]请闭眼")
    hand = told(r, 4, "【星君】:")
    assert hand[0]["audience"] == STARS_TOP and hand[0]["data"] == {"星君": 1, "layer": "顶层"}
    charts = [e for e in told(r, 4, "代表开局双【妖众】的[星象图]")]
    assert charts[0]["audience"] == STARS_TOP and charts[0]["data"]["星象图"] == "青龙"


def test_step3_a_bottom_xingjun_shows_his_layer_but_no_chart() -> None:
    """「【源尊】:此[星象图]代表开局双【妖众】。(开局【星君】在底层,此话语也不可略过,但不展示任何[星象图])」 (❻): the line is
    spoken, the 星空 see 1's hand (底层), no chart."""
    r = run(d(1, 1, "星象", target=2), cards=BOTTOM, until=1)
    day = public(r, 1)
    i = day.index("【星君】玩家请举手,请用手势示意【星君】牌在顶层还是底层。")
    assert day[i + 1] == "此[星象图]代表开局双【妖众】。"
    assert told(r, 4, "【星君】:")[0]["data"] == {"星君": 1, "layer": "底层"}
    assert chart_infos(r) == []


def test_a_bottom_xingjun_host_note_is_posted_once() -> None:
    """「此[星象图]代表开局双【妖众】。(开局【星君】在底层,此话语也不可略过,但不展示任何[星象图])」 stands at 首昼 step 2
    and again at ❻: both lines are spoken, but the host's note that no chart is shown is one fact of the deal and is
    posted once (it was posted at both steps: issue 21, item 7). A top 星君 gets no such note."""
    r = run(d(1, 1, "星象", target=2), cards=BOTTOM, until=2)
    notes = [e for e in r["log"] if e["audience"] == "host" and "不展示任何[星象图]" in e["text"]]
    assert [(e["round"], e["text"]) for e in notes] == [(1, "开局【星君】在底层,不展示任何[星象图]")]
    assert public(r, 1).count("此[星象图]代表开局双【妖众】。") == 2, "the line itself is spoken at both steps"
    assert not [e for e in run(until=2)["log"] if "不展示任何[星象图]" in e["text"]]


def test_five_players_a_bottom_xingjun_makes_no_gesture_in_step3() -> None:
    """「◆5玩家时改为顶层身份牌为[星空仙人]的玩家请睁眼,位于底层的[星空仙人]不可睁眼、不可发动任何技能、不要做出任何动作,
    但是对应流程台词仍需有,以混淆视听。」 — at 5 players 1 (星君 under a 妖众) does not raise his hand: nobody learns who
    the 星君 is; the ❻ lines are still spoken. His own step 2 (「首个闭眼阶段,【星君】会单独睁眼一次」) still happens."""
    cards = {1: ["妖众", "星君"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "仙子"], 5: ["妖首", "妖众"]}
    r = run(d(1, 1, "星象", target=5), cards=cards, until=1)
    day = public(r, 1)
    assert "【星君】玩家请举手,请用手势示意【星君】牌在顶层还是底层。" in day
    assert told(r, 4, "【星君】:") == [] and told(r, 1, "【星君】:") == []
    assert told(r, 1, "[星象]起始目标")[0]["data"]["星象"] == {"target": 5, "direction": "小数"}, "5 is 1's 小数 side"


# ---- the flow runs whatever happens to the card ------------------------------------------------------------

def test_the_chart_does_not_skip_sealed_players_and_runs_after_the_xingjun_card_is_sealed() -> None:
    """「——[星象]不会跳过[封印状态]玩家,且不受任何其他因素影响。」 and 注1 「即使有些身份已经被[封印],属于这个身份的
    全流程仍然要有」: 1 (the 星君) loses his top card in night 1 and 3 is fully sealed by night 2's announcement
    (vote night 1, [封妖] 白昼 2) — night 2 still shows 3's chart (青龙, 3 in [镇压]), night 3 moves on to 4."""
    r = run(d(1, 1, "星象", target=2), d(1, 2, "诛仙投票", target=[1, 3]), d(2, 4, "封妖", target=3))
    assert r["seats"]["3"]["state"] == "镇压"
    assert [c["sealed"] for c in r["seats"]["1"]["cards"]] == [True, False]
    assert shown(r) == [(1, "玄武"), (2, "青龙"), (3, "白虎")]
    night2 = public(r, 2, "黑夜")
    assert night2.index("上个白昼阶段被[封印]的玩家: 3号。") < night2.index("本轮[星象]为青龙星象。")


def test_no_xingjun_no_step() -> None:
    """「2【星君】首昼[星象]流程未加入游戏则略过」 and 「❷【星君】[星象]结果公布。(未加入游戏则略过)」 and 「❻【星君】流程
    (未加入游戏则略过)」: a game without 星君 speaks none of its lines and shows no chart."""
    cards = {**TOP, 1: ["妖众", "妖众"]}
    r = run_scenario({"game": "xianyao", "players": 6, "seed": 5, "setup": {"cards": cards, "化形": HUAXING},
                      "until": {"round": 2}})
    assert not any("星君" in e["text"] or "星象" in e["text"] for e in r["log"])


# ---- ☯ and 【关键身份】 -------------------------------------------------------------------------------------

def test_key_xingjun_started_on_top_the_stars_learn_the_yaoshou_chart_the_day_after_its_seal() -> None:
    """「☯当【星君】为【关键身份】:若开局时【星君】位于顶层,【星君】牌被[封印]后,下个白昼[星空仙人]行动阶段,会获知哪一张
    [星象图]代表开局持有【妖首】」 (A-XY-19: the awake 星空 group) — 1's 星君 falls in night 1; in 白昼 2's action step
    the awake 星空 (仙子 4; 1's top is now a 妖众) are shown 玄武, once, silently."""
    r = run(d(1, 2, "诛仙投票", target=[1, 1]), keys=["星君"])
    got = chart_infos(r)
    learned = [e for e in got if e["round"] > 1]
    assert len(learned) == 1
    e = learned[0]
    assert (e["round"], e["phase"], e["audience"]) == (2, "白昼", [4])
    assert e["data"] == {"星象图": "玄武", "meaning": YAOSHOU}
    day = [x for x in r["log"] if x["round"] == 2 and x["phase"] == "白昼"]
    texts = [x["text"] for x in day]
    assert texts.index("【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。") < texts.index(e["text"]) \
        < texts.index("【仙子】请选择[封妖]目标。")
    assert not any(x["audience"] == "all" and "星象图" in x["text"] for x in day), "nothing is said aloud"


def test_key_xingjun_started_at_the_bottom_the_stars_still_learn_the_double_minion_chart() -> None:
    """「若开局时【星君】位于底层,仍然可获知哪一张[星象图]代表开局双【妖众】。」 — 1 (妖众 over 星君) is voted twice; the
    星君 falls in night 2; 白昼 3 shows 青龙 to the awake 星空."""
    r = run(d(1, 1, "星象", target=2), d(1, 2, "诛仙投票", target=[1, 1]), d(2, 2, "诛仙投票", target=[1, 1]),
            cards=BOTTOM, keys=["星君"], until=4)
    assert r["seats"]["1"]["state"] == "讼罪"
    learned = chart_infos(r)
    assert [(e["round"], e["data"]["meaning"], e["data"]["星象图"]) for e in learned] == [(3, DOUBLE, "青龙")]


def test_without_the_key_setting_the_sealed_xingjun_teaches_nothing() -> None:
    """「☯当【星君】为【关键身份】」 only: the default (A-XY-1, none) — the same seal, no chart."""
    r = run(d(1, 2, "诛仙投票", target=[1, 1]))
    assert [e for e in chart_infos(r) if e["round"] > 1] == []


def test_the_key_setting_decides_when_the_stars_lose() -> None:
    """注4 speaks of 「双方最后的【关键身份】」: a camp loses when its last key card falls (A-XY-1). By default 星空's only key
    is 仙子 — 4's 仙子 falls in night 2 and 深渊 win; with 关键身份 [星君] the game goes on while 1's 星君 stands, and ends
    when it falls too. The keys are announced at the start."""
    votes = (d(1, 2, "诛仙投票", target=[4, 4]), d(2, 2, "诛仙投票", target=[4, 4]))
    plain = run(*votes, until=None)
    assert plain["winner"] == "深渊妖魔" and plain["finished"] == {"round": 2, "phase": "黑夜"}
    assert not any(e["text"].startswith("本局[星空仙人]的【关键身份】") for e in plain["log"])
    keyed = run(*votes, d(3, 2, "诛仙投票", target=[1, 1]), keys=["星君"], until=None)
    assert keyed["winner"] == "深渊妖魔" and keyed["finished"] == {"round": 3, "phase": "黑夜"}
    said = [e for e in keyed["log"] if e["text"].startswith("本局[星空仙人]的【关键身份】")]
    assert said[0]["audience"] == "all" and said[0]["data"]["关键身份"] == ["仙子", "星君"]


def test_key_setting_forms() -> None:
    """The 身份配置表 that would fix the keys is missing (A-XY-1): setting `关键身份` is 按人数 (default: none at any
    player count), a list, or a mapping player count → list; a listed general is key only when dealt; anything
    but 星空 generals is refused."""
    rules = get_rules("xianyao")
    ids = [n for pair in TOP.values() for n in pair] + HUAXING

    def keys(setting: Any, players: int = 6, identities: list[str] | None = ids) -> tuple[str, ...]:
        opts: dict[str, Any] = {} if setting is None else {"关键身份": setting}
        if identities is not None:
            opts["identities"] = identities
        g = Game(rules, players, 1, opts)
        return tuple(g.state.keys["星空"])

    assert keys(None) == ("仙子",)
    assert keys("按人数") == ("仙子",)
    assert keys(["星君"]) == ("仙子", "星君")
    assert keys(["星君", "神女"]) == ("仙子", "星君"), "神女 is not dealt"
    assert keys({"6": ["星君"]}) == ("仙子", "星君")
    assert keys({7: ["星君"]}) == ("仙子",)
    assert keys(["星君"], 7, None) == ("仙子",), "the base game deals no 星君"
    for bad in (["妖首"], "all", {"x": ["星君"]}, {6: "星君"}):
        with pytest.raises(ConfigError, match="关键身份"):
            keys(bad)


def test_nobody_but_the_stars_ever_sees_a_chart_meaning() -> None:
    """Hidden information: the charts' meanings reach only the 星君 (step 2) and the awake 星空 (❻, ☯); a 深渊 seat's
    view never holds one."""
    g = build(doc(keys=["星君"]))
    while g.pending:
        for seat, ask in list(g.pending.items()):
            g.answer(seat, {"target": [1, 1]} if ask.skill == "诛仙投票" and seat == 2 and g.round == 1
                     else ask.default)
        if g.round > 3:
            break
    assert g.state.players[1].cards[0].sealed, "1's 星君 fell in night 1"

    def charts_seen(seat: int) -> list[str]:
        return [e["data"]["meaning"] for e in seat_view(g, seat)["log"]
                if e["audience"] != "all" and "[星象图]" in e["text"]]

    for seat in (2, 3, 5, 6):
        assert charts_seen(seat) == []
    assert charts_seen(4) == [DOUBLE, YAOSHOU]
    assert charts_seen(1) == [DOUBLE, DOUBLE], "step 2 and ❻; in 白昼 2 his top is a 妖众: eyes closed"


def test_a_true_jianxiantu_2_on_the_xingjun_card_follows_the_key_setting() -> None:
    """[鉴仙图]② 「指定一名玩家此时持有的一张身份牌,询问【源尊】此牌是否为非【关键身份】的【将领】牌。」 — 3, a true double
    妖众, asks about 1's top card (星君): 是 by default (a 【将领】 that is no key), 否 when 关键身份 makes it key."""
    claim = d(1, 3, "鉴仙图", choice=2, target="1:顶层")

    def answer(r: dict[str, Any]) -> list[str]:
        return [e["data"]["answer"] for e in r["log"]
                if e["kind"] == "info" and e.get("data", {}).get("skill") == "鉴仙图"]

    assert answer(run(claim, until=1)) == ["是"]
    assert answer(run(claim, until=1, keys=["星君"])) == ["否"]
