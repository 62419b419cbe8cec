"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): the end of the game — a camp loses with its last
【关键身份】 (A-XY-1: 深渊 = the two 【妖首】, 星空 = 【仙子】), 注4 for both at once, and nothing after the end."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, document

from daoyan.core.errors import GameFinished, ScenarioError
from daoyan.core.events import drive
from daoyan.core.game import replay
from daoyan.games import get_rules
from daoyan.games.xianyao.seal import AT_DAY, AT_NIGHT, AT_STEP0, check_end
from daoyan.scenario import build, run_scenario

SEED = "000_21ded97409bf0f89.txt"
XK, SY = "星空仙人", "深渊妖魔"

# 1 holds 仙子 under a 妖众; 2 and 3 each a top 妖首; 4, 5, 6 are start double 妖众.
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖首", "妖众"],
         4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
ABSTAIN = "弃票"


def doc(*decisions: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return document(CARDS, *decisions, seed=13, **extra)


def play(*decisions: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return run_scenario(doc(*decisions, **extra))


def final_line(r: dict[str, Any]) -> dict[str, Any]:
    ends = [e for e in r["log"] if e["kind"] == "result" and "winner" in e.get("data", {})]
    assert len(ends) == 1 and ends[0] is r["log"][-1], "the winner is the last thing said"
    assert ends[0]["audience"] == "all"
    return ends[0]


def asked_after(r: dict[str, Any], rnd: int, phase: str, text: str) -> list[dict[str, Any]]:
    """Log entries after the line `text` of that round/phase."""
    log = r["log"]
    i = next(i for i, e in enumerate(log) if e["round"] == rnd and e["phase"] == phase and e["text"].startswith(text))
    return log[i + 1:]


# nights 1 and 2: the votes that take the 仙子 player's top and the first 妖首 (one tie in night 1)
N1_TIE = d(1, 4, "诛仙投票", target=[1, 2])


def test_abyss_loses_when_both_yaoshou_are_sealed():
    """A-XY-1 (the book's 「双方最后的【关键身份】」, 注4): 深渊's keys are the two 【妖首】 —
    both sealed, 星空 wins."""
    one = play(d(1, 4, "诛仙投票", target=[2, 2]), until={"round": 1})
    assert one["winner"] is None, "one 妖首 left: the game goes on"
    r = play(d(1, 4, "诛仙投票", target=[2, 3]))
    assert r["winner"] == XK
    assert r["finished"] == {"round": 1, "phase": "黑夜"}
    assert final_line(r)["data"]["winner"] == XK
    assert not [e for e in r["log"] if e["text"].startswith("所有处于[封印状态]的玩家")], "no 黎明 after the end"


def test_stars_lose_when_the_xianzi_card_is_sealed():
    """A-XY-1: 星空's key is 【仙子】 — 1's 妖众 falls in night 1, the 仙子 under it in night 2: 深渊 wins."""
    r = play(d(1, 4, "诛仙投票", target=[1, 1]), d(2, 4, "诛仙投票", target=[1, ABSTAIN]))
    assert r["winner"] == SY
    assert r["finished"] == {"round": 2, "phase": "黑夜"}
    assert r["seats"]["1"]["state"] == "讼罪"


def test_a_loss_in_the_day_is_announced_at_night_step1_and_nothing_follows():
    """1【源尊】公布白昼结果 「公布上个白昼阶段内被[封印]玩家的号码,玩家[封印]其顶层身份。」
    — 仙子 seals the last 妖首 (3)
    in 白昼 2: the game ends at the announcement, before anybody speaks."""
    r = play(d(1, 4, "诛仙投票", target=[2, 2]), d(2, 1, "封妖", target=3))
    assert r["winner"] == XK
    assert r["finished"] == {"round": 2, "phase": "黑夜"}
    rest = asked_after(r, 2, "黑夜", "上个白昼阶段被[封印]的玩家")
    assert [e["kind"] for e in rest if e["audience"] == "all"] == ["result"]
    with pytest.raises(ScenarioError, match="never asked"):
        play(d(1, 4, "诛仙投票", target=[2, 2]), d(2, 1, "封妖", target=3), d(2, 4, "发言", choice="过"))


def test_zhu4_both_last_keys_in_the_vote_stars_win():
    """注4:「若出现双方最后的【关键身份】同时被[封印]的情况:若在黑夜讨论阶段和白昼闭眼阶段第0步骤,则[星空仙人]获胜」
    — night 2: a tie seals 1's 仙子 and 3's 妖首 (the last of each camp)."""
    r = play(N1_TIE, d(2, 4, "诛仙投票", target=[1, 3]))
    assert r["seats"]["1"]["state"] == "讼罪" and r["seats"]["3"]["cards"][0]["sealed"]
    assert r["winner"] == XK
    assert r["finished"] == {"round": 2, "phase": "黑夜"}
    assert "注4" in r["reason"]


def test_zhu4_both_last_keys_at_step0_stars_win_at_once():
    """注4 「白昼闭眼阶段第0步骤,则[星空仙人]获胜」;
    step 0 「若此时触发游戏结束条件,则游戏立即结束,后续技能无发动机会。」
    — in night 1, 5 marks 1 and 6 marks 3 with a true ④; in 白昼 2 step 0 both forced seals fall."""
    marks = [d(1, 5, "鉴仙图", choice=4, target=1), d(1, 6, "鉴仙图", choice=4, target=3)]
    r = play(N1_TIE, *marks, dice=[1, 1])
    assert r["winner"] == XK and "注4" in r["reason"]
    assert r["finished"] == {"round": 2, "phase": "白昼"}
    day2 = [e for e in r["log"] if e["round"] == 2]
    assert not [e for e in day2 if e["text"].startswith("【仙子】请睁眼")], "no step 3: 后续技能无发动机会"
    with pytest.raises(ScenarioError, match="never asked"):
        play(N1_TIE, *marks, d(2, 1, "封妖", target=4), dice=[1, 1])


@pytest.mark.parametrize(("target", "winner"), [(1, SY), (3, XK)])
def test_a_step0_seal_that_ends_the_game_ends_it_at_once(target, winner):
    """Step 0 「若此时触发游戏结束条件,则游戏立即结束,后续技能无发动机会。」 — one ④ mark on a camp's last key."""
    r = play(N1_TIE, d(1, 5, "鉴仙图", choice=4, target=target), dice=[1])
    assert r["winner"] == winner
    assert r["finished"] == {"round": 2, "phase": "白昼"}
    assert "注4" not in r["reason"]


def test_a_step0_seal_that_ends_nothing_waits_for_the_night():
    """Step 0 ends the game only 「若此时触发游戏结束条件」 (A-XY-5) — ④ on 2 (one 妖首 of two) waits for the night."""
    r = play(d(1, 5, "鉴仙图", choice=4, target=2), until={"round": 2}, dice=[1])
    assert r["winner"] is None
    assert r["seats"]["2"]["cards"][0]["sealed_round"] == 2


@pytest.mark.parametrize(("when", "winner"), [(AT_NIGHT, XK), (AT_STEP0, XK), (AT_DAY, SY)])
def test_zhu4_timing_decides_a_double_loss(when, winner):
    """注4 「若在黑夜讨论阶段和白昼闭眼阶段第0步骤,则[星空仙人]获胜;若在白昼闭眼阶段其他步骤,则[深渊妖魔]获胜。」
    In this slice a double loss in 白昼 steps 1–6 cannot be played (only [封妖] seals there, one card, and step-0
    seals that would end the game end it at step 0), so the rule is checked on the end check itself."""
    g = build(doc())
    for p in g.state.players.values():
        for c in p.cards:
            if c.name in ("仙子", "妖首"):
                c.sealed_round = 2
    assert drive(check_end(g, when))
    assert g.outcome is not None and g.outcome.winner == winner


def test_nothing_is_asked_after_the_end():
    """After the winner is announced the game is over: no ask is open and any answer is refused."""
    r = play(d(1, 4, "诛仙投票", target=[2, 3]))
    g = replay(get_rules("xianyao"), r["record"])
    assert g.finished and g.pending == {}
    assert g.outcome is not None and g.outcome.winner == XK
    with pytest.raises(GameFinished):
        g.answer(1, {"choice": "放弃"})
    with pytest.raises(ScenarioError, match=r"never asked.*game ended 1/黑夜"):
        play(d(1, 4, "诛仙投票", target=[2, 3]), d(2, 1, "封妖", target=4))
