"""方塊Q，蹭熱度的，3 — 【追光】其它角色(陣亡/一次性失去X張牌/受到X點傷害)后，你可摸(3/1/X)張牌。X不小于2。
(seed 001_ea231be5ab83fae4.txt; adopted R-X10.)

- After another character's death: he may draw 3.
- After another character loses 2 or more cards (hand and 裝備區, R-G4) in one move — one 棄置 of several, two taken
  at once, …: he may draw 1.
- After another character takes 2 or more damage in one damage (the HP it took): he may draw that many.
- Not a 存活技: dead, he still draws (the dead keep playing, R-D9).
"""

from __future__ import annotations

from ....core.game import Game
from .. import hooks, zones
from . import _base

CHARACTER = "DQ"
SKILL = "追光"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DEATH, SKILL, lambda g, e: chase(g, seat, 3, "{n}號陣亡: 摸三張牌?", e.data["seat"]),
                owner=seat, condition=lambda g, e: e.data["seat"] != seat)
    g.events.on("after:" + hooks.CARDS_LOST, SKILL,
                lambda g, e: chase(g, seat, 1, "{n}號一次性失去{x}張牌: 摸一張牌?", e.data["seat"], e.data["n"]),
                owner=seat, condition=lambda g, e: e.data["seat"] != seat and e.data["n"] >= 2)
    g.events.on("after:" + hooks.DAMAGE, SKILL,
                lambda g, e: chase(g, seat, e.data["dealt"], "{n}號受到{x}點傷害: 摸{x}張牌?", e.data["target"],
                                   e.data["dealt"]),
                owner=seat, condition=lambda g, e: e.data["target"] != seat and e.data.get("dealt", 0) >= 2)


def chase(g: Game, seat: int, draw: int, prompt: str, other: int, x: int = 0) -> _base.Flow:
    p = _base.holder(g, seat)
    if not (yield from _base.may(g, p, prompt, n=other, x=x)):
        return
    _base.fired(g, p)
    zones.draw(g, seat, draw)
