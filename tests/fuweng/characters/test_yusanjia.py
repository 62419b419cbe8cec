"""黑桃6，御三家，3 — 【止峰】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/yusanjia.py):
「【止峰】①當你于行動階段最后一次行動投擲后，若場上已集齊止峰系列標記，你可隨機移除場上每種標記各1枚，令本階段投擲數+1。②其它角色的出牌階段開始時，若其已集齊止峰系列標記，你可移除其所有止峰系列標記，令其摸六張牌。③鎖定技。其它角色行動投擲后，你令其獲得1枚“止峰X”標記。X為投擲結果。」
「技能：入鄉隨俗/我們會助你一臂之力」 「陣亡：雖得先賢蔭蔽 然終身不可望其項背」.
As scraped: 「?6，御三家，3」 「【止峰】①當(dāng)你于行動(dòng)階段最后一次行動(dòng)投擲后，若場(chǎng)上已集齊止峰系列標(biāo)記，你可隨機(jī)移除場(chǎng)上每種標(biāo)記各1枚，令本階段投擲數(shù)+1。②其它角色的出牌階段開始時(shí)，若其已集齊止峰系列標(biāo)記，你可移除其所有止峰系列標(biāo)記，令其摸六張牌。③鎖定技。其它角色行動(dòng)投擲后，你令其獲得1枚“止峰X”標(biāo)記。X為投擲結(jié)果。」 「技能：入鄉(xiāng)隨俗/我們會(huì)助你一臂之力」 「陣亡：雖得先賢蔭蔽 然終身不可望其項(xiàng)背」."""

from __future__ import annotations

from kit import drive, said, table

from daoyan.games.fuweng import combat, hooks
from daoyan.games.fuweng.skills import yusanjia
from daoyan.games.fuweng.state import Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
SKILL = "止峰"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}
ALL = {f"止峰{x}": 1 for x in range(1, 7)}


def test_the_card() -> None:
    """「?6，御三家，3」 — 黑桃6 (R-S1), 體力上限3."""
    from daoyan.games.fuweng.characters import character

    c = character("御三家")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("黑桃6", 3, None, "止峰")


def test_others_throws_give_marks() -> None:
    """「③鎖定技。其它角色行動投擲后，你令其獲得1枚“止峰X”標記。X為投擲結果。」 — not his own throws."""
    g, s = table("御三家")
    drive(hooks.emit(g, hooks.THROW, {"seat": 2, "n": 4, "index": 0}))
    drive(hooks.emit(g, hooks.THROW, {"seat": 2, "n": 4, "index": 1}))
    assert s.players[2].marks == {"止峰4": 2} and said(g, "止峰: 2号獲得1枚“止峰4”標記。")
    drive(hooks.emit(g, hooks.THROW, {"seat": 1, "n": 3, "index": 0}))
    assert s.players[1].marks == {}


def test_one_more_throw_when_the_field_has_all_six() -> None:
    """「①當你于行動階段最后一次行動投擲后，若場上已集齊止峰系列標記，你可隨機移除場上每種標記各1枚，令本階段投擲數+1。」
    — marks spread over two characters (R-X26); his line 「入鄉隨俗」."""
    g, s = table("御三家")
    s.players[2].marks = {"止峰1": 2, "止峰2": 1, "止峰3": 1}
    s.players[3].marks = {"止峰4": 1, "止峰5": 1, "止峰6": 1}
    s.turn = Turn(1, "行動")
    s.turn.throws = 1
    asked, _ = drive(hooks.emit(g, hooks.THROW, {"seat": 1, "n": 2, "index": 0}))
    assert not any(a.skill == SKILL for a in asked)  # (not his last throw)
    s.turn.throws = 0
    drive(hooks.emit(g, hooks.THROW, {"seat": 1, "n": 2, "index": 1}), {SKILL: [YES]})
    assert s.turn.throws == 1 and s.players[2].marks == {"止峰1": 1} and s.players[3].marks == {}
    assert said(g, "入鄉隨俗")
    asked, _ = drive(hooks.emit(g, hooks.THROW, {"seat": 1, "n": 2, "index": 2}))
    assert not any(a.skill == SKILL for a in asked)  # (no longer complete)


def test_six_cards_for_another_with_all_six() -> None:
    """「②其它角色的出牌階段開始時，若其已集齊止峰系列標記，你可移除其所有止峰系列標記，令其摸六張牌。」; 「我們會助你一臂之力」."""
    g, s = table("御三家")
    q = s.players[2]
    q.marks = dict(ALL)
    n = len(q.hand)
    drive(hooks.emit(g, hooks.PHASE_START, {"seat": 2, "phase": "出牌"}), {SKILL: [YES]})
    assert q.marks == {} and len(q.hand) == n + 6 and said(g, "我們會助你一臂之力")
    q.marks = {k: 1 for k in list(ALL)[:5]}
    asked, _ = drive(hooks.emit(g, hooks.PHASE_START, {"seat": 2, "phase": "出牌"}))
    assert not any(a.skill == SKILL for a in asked)
    assert yusanjia.complete([s.players[2], s.players[3]]) is False


def test_his_death_line() -> None:
    """「陣亡：雖得先賢蔭蔽 然終身不可望其項背」."""
    g, s = table("御三家", s1={"hp": 1})
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "雖得先賢蔭蔽 然終身不可望其項背")


def test_the_heuristic_bot_takes_the_extra_throw() -> None:
    """The heuristic bot throws once more whenever it may."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table("御三家")
    s.players[2].marks = dict(ALL)
    s.turn = Turn(1, "行動")
    gen = hooks.emit(g, hooks.THROW, {"seat": 1, "n": 2, "index": 0})
    batch = next(gen)
    while not batch:
        batch = gen.send({})
    (ask,) = batch
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == YES
