"""黑桃5，貓頭鷹，4 — 【密謀】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/maotouying.py):
「【密謀】①當你受到其它角色造成的1點傷害時，你可與其各摸一張牌，然后若此技能已記錄其次數為0，你記錄該角色一次。②鎖定技。你的瀕死狀態結束時，若體力值不大于0且X大于0，你入院X輪、回復至X點體力、摸X張牌并記錄這些角色各一次：X為此技能已記錄其次數為1的角色數。」
「技能：我說你啊 是否會錯了順序/真是期待啊 圣人再臨時」 「陣亡：布偶身軀 也不可避免磨損」
As scraped: 「【密謀】①當(dāng)你受到其它角色造成的1點(diǎn)傷害時(shí)，你可與其各摸一張牌，然后若此技能已記錄其次數(shù)為0，你記錄該角色一次。②鎖定技。你的瀕死狀態(tài)結(jié)束時(shí)，若體力值不大于0且X大于0，你入院X輪、回復(fù)至X點(diǎn)體力、摸X張牌并記錄這些角色各一次：X為此技能已記錄其次數(shù)為1的角色數(shù)。」 「技能：我說(shuō)你啊 是否會(huì)錯(cuò)了順序/真是期待啊 圣人再臨時(shí)」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(turn: int = 3, **seats: dict[str, Any]) -> tuple[Game, FState]:
    g, s = kit.in_sight("貓頭鷹", 4, turn, **seats)
    return g, s


def test_the_card() -> None:
    """「?5，貓頭鷹，4」 — 黑桃5 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("貓頭鷹")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("黑桃5", 4, None, "密謀")


def test_a_card_each_per_point_and_a_record() -> None:
    """①: each point of another's damage (R-X30) asks; yes: he and the source draw one each, and the source is
    recorded once (only from 0); his line 「我說你啊 是否會錯了順序」."""
    g, s = table()
    me, foe = s.players[1], s.players[3]
    a, b = len(me.hand), len(foe.hand)
    asked = drive(combat.damage(g, foe, me, 2), {"密謀": [YES, YES]}, strict=True)[0]
    assert [x.skill for x in asked] == ["密謀", "密謀"] and me.hp == 2
    assert len(me.hand) == a + 2 and len(foe.hand) == b + 2 and me.skill_state["密謀記錄"] == {"3": 1}
    assert said(g, "我說你啊 是否會錯了順序") and said(g, "密謀: 記錄3号一次。")


def test_not_his_own_nor_sourceless_and_declined() -> None:
    """「其它角色造成」: no source, or his own, asks nothing; 「你可」: declined, nothing drawn, nothing recorded."""
    g, s = table()
    me = s.players[1]
    assert drive(combat.damage(g, None, me, 1))[0] == []
    assert drive(combat.damage(g, me, me, 1))[0] == []
    n = len(me.hand)
    drive(combat.damage(g, s.players[2], me, 1), {"密謀": [NO]}, strict=True)
    assert len(me.hand) == n and not me.skill_state.get("密謀記錄")


def test_back_from_the_dying() -> None:
    """②: no 【家貓】, HP 0, X = 2 recorded once: 入院2輪, HP 2, two cards, and both recorded again (now twice: the
    next dying has X = 0 and he dies, 「布偶身軀 也不可避免磨損」); 「真是期待啊 圣人再臨時」."""
    g, s = table()
    me = s.players[1]
    me.skill_state["密謀記錄"] = {"2": 1, "4": 1, "5": 2}
    me.hp = 1
    n = len(me.hand)
    drive(combat.damage(g, s.players[3], me, 1), {"密謀": [NO]})
    assert not me.dead and me.hp == 2 and me.hospital == 2 and len(me.hand) == n + 2
    assert me.skill_state["密謀記錄"] == {"2": 2, "4": 2, "5": 2} and said(g, "真是期待啊 圣人再臨時")
    me.hospital, me.position = None, s.players[2].position
    me.hp = 1
    drive(combat.damage(g, s.players[3], me, 1), {"密謀": [NO]})
    assert me.dead and said(g, "布偶身軀 也不可避免磨損")


def test_the_record_made_at_the_blow_saves_him() -> None:
    """① then ②: the killing point's yes records the source (X = 1): he lives at 1 HP in 入院1輪."""
    g, s = table()
    me = s.players[1]
    me.hp = 1
    drive(combat.damage(g, s.players[3], me, 1), {"密謀": [YES]})
    assert not me.dead and me.hp == 1 and me.hospital == 1


def test_with_the_scapegoat_the_plus_one_asks_twice() -> None:
    """With 背黑鍋的's 含冤 at the same moment (F-35, turn order from the current character): the 背黑鍋的's turn —
    含冤's +1 comes first, so 密謀 reads a 2-point damage and asks twice; the 貓頭鷹's turn — 密謀 first, once."""
    for turn, times in ((2, 2), (1, 1)):
        g, s = table(turn=turn, s2={"character": "背黑鍋的", "hp": 4})
        asked = drive(combat.damage(g, s.players[3], s.players[1], 1),
                      {"含冤": [YES, {"choice": "不轉移"}], "密謀": [NO, NO]})[0]
        assert sum(1 for a in asked if a.skill == "密謀") == times and s.players[1].hp == 2


def test_the_heuristic_bot() -> None:
    """The heuristic bot takes the card each while it records the source; a recorded foe gets no card more."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "貓頭鷹"}}}})
        s = g.state
        me = s.players[1]
        if me.identity != "蒼鷺":
            continue
        s.turn = Turn(2, "出牌")
        foe = next(p for p in s.players.values() if p.identity == "表外")
        (ask,) = next(combat.damage(g, foe, me, 1))
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == YES
        me.skill_state["密謀記錄"] = {str(foe.seat): 1}
        (ask,) = next(combat.damage(g, foe, me, 1))
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == NO
        checked += 1
    assert checked >= 1


def test_at_max_hp_zero_the_dying_still_ends_and_the_second_clause_fires() -> None:
    """F-130: 「②鎖定技。你的瀕死狀態結束時，若體力值不大于0且X大于0，你入院X輪、回復至X點體力、摸X張牌并記錄這些角色各
    一次」 — at 體力上限 0 no 【家貓】 is offered (R-D14), but his dying still ends: ② fires; 「體力上限為0的角色入院時…
    取消之」 cancels the stay, 「回復至X點體力」 gives nothing above the 體力上限, he draws X and records them once more,
    then (「否則該角色陣亡」) he dies."""
    g, s = table()
    me = s.players[1]
    me.skill_state["密謀記錄"] = {"2": 1, "4": 1}
    me.max_hp, me.hp = 1, 1
    n = len(me.hand)
    drive(combat.lose_max_hp(g, me, 1))
    assert said(g, "1号體力上限為0: 不能被【家貓】挽救。") and said(g, "真是期待啊 圣人再臨時")
    assert said(g, "1号入院被取消。") and said(g, "密謀: 1号體力上限為0，不能回復體力。")
    assert len(me.hand) == n + 2 and me.skill_state["密謀記錄"] == {"2": 2, "4": 2}
    assert me.dead and me.hp == 0 and me.hospital is None and me.position is not None


def test_at_max_hp_zero_with_no_record_he_just_dies() -> None:
    """X = 0 at 體力上限 0: 「若…X大于0」 fails — nothing drawn, no line of ②, he dies."""
    g, s = table()
    me = s.players[1]
    me.max_hp, me.hp = 1, 1
    n = len(me.hand)
    drive(combat.lose_max_hp(g, me, 1))
    assert me.dead and len(me.hand) == n and not said(g, "真是期待啊 圣人再臨時")


def test_setting_one_point_only() -> None:
    """R-X30's readings of 「①當你受到其它角色造成的1點傷害時」 (F-131): setting 密謀 = 每點 (default) asks at each point
    of a 2-point damage (twice) and at a 1-point one (once); 僅1點傷害 asks nothing at the 2-point damage and once at
    the 1-point one."""
    for setting, at_two in (("每點", 2), ("僅1點傷害", 0)):
        g, s = table()
        g.config = {**g.config, "密謀": setting}  # (the room's setting; its values: the test below)
        me, foe = s.players[1], s.players[3]
        a, b = len(me.hand), len(foe.hand)
        asked = drive(combat.damage(g, foe, me, 2), {"密謀": [YES] * at_two}, strict=True)[0]
        assert sum(1 for x in asked if x.skill == "密謀") == at_two and me.hp == 2
        assert len(me.hand) == a + at_two and len(foe.hand) == b + at_two
        asked = drive(combat.damage(g, foe, me, 1), {"密謀": [YES]}, strict=True)[0]
        assert sum(1 for x in asked if x.skill == "密謀") == 1 and me.skill_state["密謀記錄"] == {"3": 1}


def test_the_setting_takes_its_two_values_only() -> None:
    import pytest

    from daoyan.core.errors import ConfigError

    assert RULES.configure(5, {})["密謀"] == "每點"
    assert RULES.configure(5, {"密謀": "僅1點傷害"})["密謀"] == "僅1點傷害"
    with pytest.raises(ConfigError, match="密謀"):
        RULES.configure(5, {"密謀": "兩點"})
