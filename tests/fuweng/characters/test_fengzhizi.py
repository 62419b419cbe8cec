"""方塊6，風之子，3 — 【御風】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/fengzhizi.py):
「【御風】鎖定技。其它角色的回合結束后，若充能點數：小于6，此技能充能1點；否則，你消耗6點充能獲得一個額外回合。」
As scraped: 「?6，風(fēng)之子，3」 「【御風(fēng)】鎖定技。其它角色的回合結(jié)束后，若充能點(diǎn)數(shù)：小于6，此技能充能1點(diǎn)；否則，你消耗6點(diǎn)充能獲得一個(gè)額外回合。」
「技能：退后 這里交給我/我要拼死守護(hù) 這琪露諾醬」 「陣亡：我是誰(shuí)」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import combat, flow, hooks
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"


def table(**seats: Any) -> tuple[Game, FState]:
    return kit.table("風之子", **seats)


def test_the_card() -> None:
    """「?6，風之子，3」 — the fourth 6 listed: 方塊6 (R-S1)."""
    c = character("風之子")
    assert (c.label, c.max_hp, c.attribute) == ("方塊6", 3, None)


def test_another_turn_charges_one_and_his_own_nothing() -> None:
    """「其它角色的回合結束后，若充能點數：小于6，此技能充能1點」 — public: the table sees the charge."""
    g, s = table()
    drive(hooks.emit(g, hooks.TURN_END, {"seat": 2}))
    drive(hooks.emit(g, hooks.TURN_END, {"seat": 3}))
    drive(hooks.emit(g, hooks.TURN_END, {"seat": 1}))
    assert s.players[1].charges == {"御風": 2}
    assert said(g, "1号的【御風】充能1點 (共2點)。")


def test_at_six_he_pays_six_for_an_extra_turn() -> None:
    """「否則，你消耗6點充能獲得一個額外回合」 — the line 「退后 這里交給我」."""
    g, s = table(s1={"charges": {"御風": 6}})
    drive(hooks.emit(g, hooks.TURN_END, {"seat": 2}))
    assert s.players[1].charges == {"御風": 0} and s.extra_turns == [1]
    assert said(g, "1号發動【御風】: 「退后 這里交給我」") and said(g, "1号獲得一個額外回合。")


def test_the_extra_turn_comes_at_once_and_play_resumes_after_the_turn_that_ended() -> None:
    """R-X29: the extra turn is taken right after the turn that earned it, a whole turn, and the round goes on with
    the character after that one; it starts no round."""
    g, s = table(s1={"charges": {"御風": 6}})
    order = s.order()
    first = next(x for x in order if x != 1)
    drive(flow.game_rounds(g, 2, {"round": 2}))
    texts = [e.text for e in g.log.entries if e.audience.kind == "all" and e.round == 2]
    turns = [t for t in texts if t.endswith("的回合開始。") or t.endswith("的額外回合。")]
    i = turns.index(f"{first}号的回合開始。")
    assert turns[i + 1:i + 3] == ["1号的額外回合。", "1号的回合開始。"]
    after = order[order.index(first) + 1]
    if after != 1:
        assert turns[i + 3] == f"{after}号的回合開始。"
    assert turns.count("1号的回合開始。") == 2  # his extra turn and his own


def test_his_death_line() -> None:
    """「陣亡：我是誰」."""
    g, s = table()
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "我是誰")


def test_nothing_is_asked() -> None:
    """「鎖定技」: nothing to choose — no bot needs a handler for it."""
    g, _ = table(s1={"charges": {"御風": 6}})
    asks, _ = drive(hooks.emit(g, hooks.TURN_END, {"seat": 2}))
    assert asks == []
