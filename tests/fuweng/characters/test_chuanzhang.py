"""紅桃5，船長，3 — 【攜幕】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/chuanzhang.py):
「【攜幕】①你或你視野范圍內的一名角色受到傷害后，若來源不為你，你可摸兩張牌。②鎖定技。你的武器區被廢除；你的武器牌均用于重鑄。」
「技能：家庭團聚 皆大歡喜/名利皆浮云 由小可見大」 「陣亡：得育雀兔 此生無憾」
As scraped: 「?5，船長(zhǎng)，3」 「【攜幕】①你或你視野范圍內(nèi)的一名角色受到傷害后，若來(lái)源不為你，你可摸兩張牌。②鎖定技。你的武器區(qū)被廢除；你的武器牌均用于重鑄。」 「技能：家庭團(tuán)聚 皆大歡喜/名利皆浮云 由小可見大」 「陣亡：得育雀兔 此生無(wú)憾」."""

from __future__ import annotations

from typing import Any

import kit
from fuweng_scripts import give
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import combat, play
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}
MOVE = {"choice": "轉移"}


def table(turn: int = 3, **seats: dict[str, Any]) -> tuple[Game, FState]:
    g, s = kit.in_sight("船長", 3, turn, **seats)
    return g, s


def test_the_card() -> None:
    """「?5，船長，3」 — 紅桃5 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("船長")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("紅桃5", 3, None, "攜幕")


def test_two_cards_after_damage_in_his_vision() -> None:
    """「①你或你視野范圍內的一名角色受到傷害后，若來源不為你，你可摸兩張牌。」 — another in his vision, and himself; his line
    「家庭團聚 皆大歡喜」."""
    g, s = table(s2={"hp": 4})
    me = s.players[1]
    before = len(me.hand)
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"攜幕": [YES]}, strict=True)
    assert len(me.hand) == before + 2 and said(g, "家庭團聚 皆大歡喜")
    drive(combat.damage(g, s.players[3], me, 1), {"攜幕": [YES]}, strict=True)
    assert len(me.hand) == before + 4 and me.hp == 2
    drive(combat.damage(g, None, s.players[2], 1), {"攜幕": [NO]}, strict=True)  # no source: 「不為你」
    assert len(me.hand) == before + 4


def test_not_his_own_damage_nor_out_of_sight_nor_prevented() -> None:
    """「若來源不為你」: his own damage asks nothing; out of his vision nothing; a damage that took nothing (a dead
    target) was not 「受到」."""
    g, s = table(s2={"hp": 4})
    assert drive(combat.damage(g, s.players[1], s.players[2], 1))[0] == []
    s.players[5].position = (40, 40)
    assert drive(combat.damage(g, s.players[3], s.players[5], 1))[0] == []
    s.players[4].dead = True
    assert drive(combat.damage(g, s.players[3], s.players[4], 1))[0] == []


def test_no_weapon_is_equipped_each_is_recast() -> None:
    """「②鎖定技。你的武器區被廢除；你的武器牌均用于重鑄。」 — no weapon to equip in his 出牌階段; recast (R-G16): into the
    discard pile, not 棄置, and one card drawn; his line 「名利皆浮云 由小可見大」. Others still equip theirs."""
    g, s = table(turn=1)
    me = s.players[1]
    (sword,) = give(s, 1, "八卦爐")
    opts = play.options(g, me, 0)
    assert {"choice": sword} not in opts and {"skill": "攜幕", "choice": sword} in opts
    n = len(me.hand)
    drive(play.play_phase(g, me), {"出牌": [{"skill": "攜幕", "choice": sword}, {"choice": "結束"}]})
    assert sword in s.discard and sword not in me.equips and len(me.hand) == n
    assert said(g, "名利皆浮云 由小可見大") and said(g, "攜幕: 1号重鑄")
    (other,) = give(s, 2, "貓車")
    assert {"choice": other} in play.options(g, s.players[2], 0)


def test_his_last_words() -> None:
    """「陣亡：得育雀兔 此生無憾」."""
    g, s = table()
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[3], s.players[1], 1), {"攜幕": [NO]})
    assert s.players[1].dead and said(g, "得育雀兔 此生無憾")


def test_with_the_scapegoat_he_reads_who_took_it() -> None:
    """With 背黑鍋的's 含冤 (F-35): it acts at 「受到傷害時」, 攜幕 ① after; the damage handed to the 背黑鍋的 (seat 2) is
    read as his: asked about seat 2, not seat 4."""
    g, s = table(s2={"character": "背黑鍋的", "hp": 4}, s4={"hp": 3})
    asked = drive(combat.damage(g, s.players[3], s.players[4], 1),
                  {("含冤", 2): [YES], ("含冤", 4): [MOVE], "攜幕": [YES]}, strict=True)[0]
    skills = [a.skill for a in asked]
    assert skills.index("含冤") < skills.index("攜幕")
    assert next(a for a in asked if a.skill == "攜幕").prompt_params["n"] == 2
    assert s.players[2].hp == 2 and s.players[4].hp == 3


def test_the_heuristic_bot() -> None:
    """The heuristic bot takes the two cards, and recasts a weapon in its 出牌階段."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table(s2={"hp": 4})
    flow = combat.damage(g, s.players[3], s.players[2], 1)
    (ask,) = next(flow)
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == YES
    g, s = table(turn=1)
    s.players[1].hand = []  # (nothing better to play)
    (sword,) = give(s, 1, "八卦爐")
    flow = play.play_phase(g, s.players[1])
    (ask,) = next(flow)
    while ask.skill != "出牌":
        (ask,) = flow.send({1: ask.default})
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == {"skill": "攜幕", "choice": sword}
