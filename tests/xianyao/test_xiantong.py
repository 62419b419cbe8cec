"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【仙童】 技能▶[天眼] (恒定), dealt to a player.

「开局时,若【仙童】身份牌位于:」 ①顶层 → the reversal at the end (A-XY-17: start positions, both cards exactly,
whatever happened to the 仙童 card); ②底层 → the 星空 learn the start layout of the two 【妖首】 cards."""

from __future__ import annotations

import re
from typing import Any

import pytest
from xianyao_scripts import d

from daoyan.core.errors import ScenarioError
from daoyan.core.game import Pace
from daoyan.core.view import seat_view
from daoyan.games.xianyao.seal import AT_DAY, check_end
from daoyan.scenario import build, run_scenario

SEED = "000_21ded97409bf0f89.txt"
CJK = re.compile(r"[\u3400-\u9fff]")
XK, SY = "星空仙人", "深渊妖魔"
HUAXING = ["影妖", "血俑"]
# 1 top 仙童 over a 妖众; 妖首 on top of 2 and under 5's 妖众 (一上一下); 4 holds 仙子 under a 妖众.
TOP: dict[int, list[str]] = {1: ["仙童", "妖众"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"],
                             4: ["妖众", "仙子"], 5: ["妖众", "妖首"], 6: ["妖众", "妖众"]}
BOTTOM = {**TOP, 1: ["妖众", "仙童"]}
RIGHT = ["2:顶层", "5:底层"]
# nights 1 and 2: 2 votes 4 twice — 4's 妖众, then the 仙子: 星空 lose at night 2
LOSE = (d(1, 2, "诛仙投票", target=[4, 4]), d(2, 2, "诛仙投票", target=[4, 4]))


def doc(*decisions: dict[str, Any], cards: dict[int, list[str]] = TOP, until: int | None = None,
        seed: int = 3) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game": "xianyao", "players": len(cards), "seed": seed, "decisions": list(decisions),
        "setup": {"identities": [n for pair in cards.values() for n in pair] + HUAXING, "cards": cards,
                  "化形": HUAXING}}
    if until is not None:
        out["until"] = {"round": until}
    return out


def run(*decisions: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return run_scenario(doc(*decisions, **kw))


def public(r: dict[str, Any], rnd: int, phase: str) -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == rnd and e["phase"] == phase and e["audience"] == "all"]


def named_at_the_end(r: dict[str, Any]) -> bool:
    return any(e["text"].startswith("[星空仙人]落败。[天眼]") for e in r["log"])


def layouts(r: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in r["log"] if isinstance(e["audience"], list) and e["text"].startswith("两张【妖首】牌的分布为")]


# ---- ② 底层: the layout, 首个白昼 step 3 ❼ ----------------------------------------------------------------

def test_a_bottom_xiantong_tells_the_stars_the_start_layout_of_the_two_yaoshou() -> None:
    """「②底层,[星空仙人]会获知2张【妖首】身份牌的初始布局:两上、两下或一上一下。」 ❼【仙童】流程:
    「【源尊】:【仙童】玩家请举手,请用手势示意【仙童】牌在顶层还是底层。」 「【源尊】:两张【妖首】牌的分布为……」
    「——【源尊】用手势表示两上、两下或一上一下。」 — the awake 星空 (1 and 4) learn who the 仙童 is, his layer and the
    layout; the 深渊 learn nothing."""
    cases = {
        "一上一下": BOTTOM,
        "两上": {**BOTTOM, 5: ["妖首", "妖众"]},
        "两下": {**BOTTOM, 2: ["妖众", "妖首"]},
    }
    for want, cards in cases.items():
        r = run(cards=cards, until=1)
        got = layouts(r)
        assert [(e["audience"], e["data"]["分布"], e["round"], e["phase"]) for e in got] == [([1, 4], want, 1, "白昼")]
    same = {**BOTTOM, 2: ["妖首", "妖首"], 5: ["妖众", "妖众"]}  # one player holds both: one top, one bottom
    assert layouts(run(cards=same, until=1))[0]["data"]["分布"] == "一上一下"
    r = run(until=1, cards=BOTTOM)
    day = public(r, 1, "白昼")
    i = day.index("【仙童】玩家请举手,请用手势示意【仙童】牌在顶层还是底层。")
    assert day[i + 1] == "两张【妖首】牌的分布为……" and day[i + 2] == "所有[星空仙人]请闭眼"
    assert day.index("【仙子】玩家请举手,其他仙人请确认。") < i
    hand = [e for e in r["log"] if e["text"].startswith("【仙童】:")]
    assert [(e["audience"], e["data"]) for e in hand] == [([1, 4], {"仙童": 1, "layer": "底层"})]


def test_a_top_xiantong_gives_no_layout_but_the_line_is_spoken() -> None:
    """「【源尊】:两张【妖首】牌的分布为……(开局【仙童】在顶层,此话语也不可略过,但不给出信息)」 — 1's 仙童 is on top over a
    妖众: he raises his hand (顶层), the line is spoken, no layout is shown."""
    r = run(until=1)
    assert "两张【妖首】牌的分布为……" in public(r, 1, "白昼")
    assert layouts(r) == []
    assert [e["data"] for e in r["log"] if e["text"].startswith("【仙童】:")] == [{"仙童": 1, "layer": "顶层"}]


def test_a_top_xiantong_over_a_star_card_gets_both_effects() -> None:
    """「——若开局【仙童】在顶层,且底层身份牌也为[星空],则可以同时获得两种效果。」 — 1 holds 仙童 over 仙子: the 星空 see
    the layout (②) and, when they lose, 1 may still name the 妖首 (①)."""
    cards = {1: ["仙童", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "妖众"],
             5: ["妖众", "妖首"], 6: ["妖众", "妖众"]}
    r = run(d(1, 2, "诛仙投票", target=[1, 1]), d(2, 2, "诛仙投票", target=[1, 1]), d(2, 1, "天眼", target=RIGHT),
            cards=cards)
    assert [(e["audience"], e["data"]["分布"]) for e in layouts(r)] == [([1], "一上一下")]
    assert r["winner"] == XK and r["seats"]["1"]["state"] == "讼罪"


def test_five_players_a_bottom_xiantong_shows_nothing() -> None:
    """「◆5玩家时改为顶层身份牌为[星空仙人]的玩家请睁眼,位于底层的[星空仙人]不可睁眼、不可发动任何技能、不要做出任何动作,
    但是对应流程台词仍需有」 — at 5 players a bottom 仙童 (under 星君, so his player is awake) makes no gesture: no hand,
    no layout; the ❼ lines are spoken. A top 仙童 at 5 players raises his hand."""
    cards = {1: ["星君", "仙童"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "仙子"], 5: ["妖首", "妖众"]}
    r = run(cards=cards, until=1)
    day = public(r, 1, "白昼")
    assert "【仙童】玩家请举手,请用手势示意【仙童】牌在顶层还是底层。" in day and "两张【妖首】牌的分布为……" in day
    assert layouts(r) == [] and not [e for e in r["log"] if e["text"].startswith("【仙童】:")]
    top = {**cards, 1: ["仙童", "星君"]}
    r = run(cards=top, until=1)
    assert [(e["audience"], e["data"]) for e in r["log"] if e["text"].startswith("【仙童】:")] == \
        [([1], {"仙童": 1, "layer": "顶层"})]
    assert [e["data"]["分布"] for e in layouts(r)] == ["两上"], "top 仙童 over a 星空 card: ② too"


# ---- ① 顶层: the reversal ---------------------------------------------------------------------------------

def test_a_top_xiantong_naming_both_yaoshou_cards_turns_the_loss_into_a_win() -> None:
    """「①顶层,终局[星空仙人]落败时,[星空仙人]讨论后【仙童】指出所有【妖首】玩家及【妖首】牌的具体位置(几号玩家,顶层底层),
    则[星空仙人]反败为胜。」 — 4's 仙子 falls in night 2: before the end is declared 1 is asked; he names 2's top card and
    5's bottom card: 星空仙人 win."""
    r = run(*LOSE, d(2, 1, "天眼", target=["5:底层", "2:顶层"]))
    assert r["winner"] == XK and r["finished"] == {"round": 2, "phase": "黑夜"}
    assert "反败为胜" in r["reason"]
    night = [e for e in r["log"] if e["round"] == 2 and e["phase"] == "黑夜"]
    texts = [e["text"] for e in night]
    loss = texts.index("[星空仙人]落败。[天眼]: [星空仙人]请讨论,然后【仙童】指出所有【妖首】玩家及【妖首】牌的具体位置。")
    assert texts.index("所有玩家请放下手,4号玩家顶层身份牌被[封印]。") < loss
    named = night[loss + 1]
    assert named["text"] == "【仙童】指出【妖首】牌: 2号顶层、5号底层。" and named["audience"] == "all"
    assert texts[loss + 2:] == ["[天眼]指认正确,[星空仙人]反败为胜。", "游戏结束,[星空仙人]获胜。"]
    assert night[-1]["data"]["winner"] == XK


def test_the_naming_offers_every_pair_of_card_places() -> None:
    """「(几号玩家,顶层底层)」: the 仙童 names two card places — any two of the 12 (the same player's two layers
    included) — or gives up; only the 仙童 is asked."""
    g = build(doc(*LOSE))
    while g.pending and not any(a.skill == "天眼" for a in g.pending.values()):
        for seat, ask in list(g.pending.items()):
            scripted = {"target": [4, 4]} if ask.skill == "诛仙投票" and seat == 2 else ask.default
            g.answer(seat, scripted)
    assert list(g.pending) == [1]
    ask = g.pending[1]
    assert ask.default == {"choice": "放弃"} and len(ask.options) == 1 + 12 * 11 // 2
    assert ask.check({"target": ["3:顶层", "3:底层"]}) == {"target": ["3:底层", "3:顶层"]}, "in any order"
    assert ask.check({"target": ["5:底层", "2:顶层"]}) == {"target": RIGHT}
    shown = seat_view(g, 1, "en")["ask"]  # what the 仙童 reads, in English too
    assert shown["skill"] == "Heavenly Eye" and not CJK.search(shown["prompt"])
    assert shown["labels"][:2] == ["pass", "#1's bottom card, #1's top card"]
    assert not any(CJK.search(label) for label in shown["labels"])
    assert seat_view(g, 1)["ask"]["labels"][1] == "1号底层、1号顶层"


def test_a_wrong_or_missing_naming_leaves_the_abyss_win() -> None:
    """「则[星空仙人]反败为胜」 only when all is named exactly (A-XY-17): one card wrong, or giving up (the default),
    and 深渊妖魔 win."""
    wrong = run(*LOSE, d(2, 1, "天眼", target=["2:顶层", "5:顶层"]))
    assert wrong["winner"] == SY and "[天眼]指认不正确。" in public(wrong, 2, "黑夜")
    silent = run(*LOSE)
    assert silent["winner"] == SY and "【仙童】放弃指认。" in public(silent, 2, "黑夜")
    assert silent["log"][-1]["data"]["winner"] == SY


def test_the_positions_named_are_the_start_positions() -> None:
    """「指出所有【妖首】玩家及【妖首】牌的具体位置(几号玩家,顶层底层)」 with 「开局时」 (A-XY-17): 5's 妖众 falls in night 1, so
    his 妖首 lies on top now — naming it 5号顶层 fails, 5号底层 (where it started) wins."""
    votes = (d(1, 2, "诛仙投票", target=[4, 5]), d(1, 6, "诛仙投票", target=[4, 5]), d(2, 2, "诛仙投票", target=[4, 4]))
    now = run(*votes, d(2, 1, "天眼", target=["2:顶层", "5:顶层"]))
    assert [c["sealed"] for c in now["seats"]["5"]["cards"]] == [True, False]
    assert now["winner"] == SY
    start = run(*votes, d(2, 1, "天眼", target=RIGHT))
    assert start["winner"] == XK


def test_the_xiantong_names_even_after_his_card_was_sealed() -> None:
    """[天眼] is 恒定 and fixed 「开局时」 (A-XY-17): 1's 仙童 and 妖众 both fell (he is in [讼罪]); when 4's 仙子 falls he
    still names the 妖首."""
    votes = (d(1, 2, "诛仙投票", target=[1, 4]), d(1, 6, "诛仙投票", target=[1, 4]),
             d(2, 2, "诛仙投票", target=[1, 4]), d(2, 6, "诛仙投票", target=[1, 4]))
    r = run(*votes, d(2, 1, "天眼", target=RIGHT))
    assert r["seats"]["1"]["state"] == "讼罪" and r["winner"] == XK


def test_a_bottom_xiantong_is_not_asked_and_a_star_win_asks_nobody() -> None:
    """「①顶层」 only, and only 「终局[星空仙人]落败时」: a bottom 仙童 is not asked when 星空 lose; when 星空 win (both
    妖首 voted out) the top 仙童 is not asked either."""
    bottom = run(*LOSE, cards=BOTTOM)
    assert bottom["winner"] == SY
    assert not named_at_the_end(bottom)
    with pytest.raises(ScenarioError, match="never asked: no 天眼 ask for seat 1"):
        run(*LOSE, d(2, 1, "天眼", target=RIGHT), cards=BOTTOM)
    win = run(d(1, 2, "诛仙投票", target=[2, 5]), d(1, 6, "诛仙投票", target=[2, 5]), d(2, 6, "诛仙投票", target=[5, 5]))
    assert win["winner"] == XK and not named_at_the_end(win)


def test_a_loss_announced_at_night_step1_asks_before_anybody_speaks() -> None:
    """1【源尊】公布白昼结果 「公布上个白昼阶段内被[封印]玩家的号码,玩家[封印]其顶层身份。」 — 4 loses his 妖众 in night 1,
    then seals his own 仙子 by [封妖] in 白昼 2; the loss shows at night 2 step 1, the 仙童 names right away and
    星空仙人 win: no chart, no speech follows."""
    r = run(d(1, 2, "诛仙投票", target=[4, 4]), d(2, 4, "封妖", target=4), d(2, 1, "天眼", target=RIGHT))
    assert r["winner"] == XK and r["finished"] == {"round": 2, "phase": "黑夜"}
    night = public(r, 2, "黑夜")
    assert night[1] == "上个白昼阶段被[封印]的玩家: 4号。"
    assert night[-1] == "游戏结束,[星空仙人]获胜。"
    assert not any(t.startswith("第一轮发言") for t in night)


def test_a_double_loss_given_to_the_abyss_by_zhu4_can_be_reversed() -> None:
    """注4 「若在白昼闭眼阶段其他步骤,则[深渊妖魔]获胜」 is a 星空 loss too: the 仙童 is asked, and naming right turns it."""
    for named, winner in ((RIGHT, XK), (["2:顶层", "6:底层"], SY)):
        g = build(doc(until=1))
        for p in g.state.players.values():
            for c in p.cards:
                if c.name in ("仙子", "妖首"):
                    c.sealed_round = 2
        flow = check_end(g, AT_DAY)
        asks = next(flow)
        while isinstance(asks, Pace):  # the general's step begins (PACE: docs/security.md)
            asks = flow.send({})
        assert [(a.seat, a.skill) for a in asks] == [(1, "天眼")]
        try:
            flow.send({1: asks[0].check({"target": named})})
            raise AssertionError("check_end asks once")
        except StopIteration as stop:
            assert stop.value is True
        assert g.outcome is not None and g.outcome.winner == winner
