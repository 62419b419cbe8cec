"""方塊6，風之子，3 — 【御風】鎖定技。其它角色的回合結束后，若充能點數：小于6，此技能充能1點；否則，你消耗6點充能獲得
一個額外回合。
(seed 001_ea231be5ab83fae4.txt; adopted R-X29.)

- After every turn of another character — dead or off the map, an extra turn of another included — the charge grows
  by 1 while below 6; at 6 or more he pays 6 and takes an extra turn at once (`flow.extra_turn`: a whole turn, its
  回合開始 steps included, starting no round); play then resumes with the character after the one whose turn ended.
- His own turns (extra ones included) charge nothing: 「其它角色的回合」. The charge is public (充能, as 臥底's).
- A 鎖定技 that charges after every other turn would say its line at every turn: he says it when he takes the extra
  turn (the skill's effect), the lines in turn (F-34).
"""

from __future__ import annotations

from ....core.game import Game
from .. import hooks
from . import _base

CHARACTER = "D6"
SKILL = "御風"
COST = 6


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.TURN_END, SKILL, lambda g, e: wind(g, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] != seat)


def wind(g: Game, seat: int) -> None:
    """「其它角色的回合結束后，若充能點數：小于6，此技能充能1點；否則，你消耗6點充能獲得一個額外回合。」"""
    p = _base.holder(g, seat)
    if _base.charge_of(p, SKILL) < COST:
        _base.charge(g, p, SKILL, 1)
        return
    _base.fired(g, p)
    _base.spend_charge(g, p, SKILL, COST)
    _base.extra_turn(g, p)
