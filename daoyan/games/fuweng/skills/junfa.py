"""黑桃2，軍閥，4 — 【據天】當你成為其它角色使用的牌的唯一目標時，若你處于地圖上且你的視野范圍內沒有《監獄》，你可入獄1
輪、摸三張牌并取消之。 (seed 001_ea231be5ab83fae4.txt; adopted R-X39; F-81.)

- 「成為其它角色使用的牌的唯一目標時」: a `before:` trigger of `hooks.TARGETED` (the 「…時」 of a card used on him by
  another, with him its only target: "targets" 1, 貓車's added targets counted); his own cards never.
- 「你的視野范圍內沒有《監獄》」: the 《監獄》 cell is farther from him than his vision (Manhattan distance, R-M13), as
  老油條's 《醫院》.
- 「入獄1輪、摸三張牌并取消之」 (R-X39): he goes to prison for 1 round (off the map at once, R-H7), draws three, and the
  card has no effect on him (the event is prevented: `hooks.cancelled`; the card still goes to the discard pile as
  used, and no 「成為目標后」 follows).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, words, zones
from ..board import Kind
from ..state import FState
from . import _base

CHARACTER = "S2"
SKILL = "據天"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.TARGETED, SKILL, lambda g, e: hold_sky(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] == seat and e.data["user"] != seat
                and e.data.get("targets", 1) == 1)


def prison_distance(g: Game, p: Any) -> int | None:
    s: FState = g.state
    if p.position is None:
        return None
    x, y = s.board.of_kind(Kind.JIANYU)[0].pos
    return int(abs(p.position[0] - x) + abs(p.position[1] - y))


def prison_out_of_sight(g: Game, p: Any) -> bool:
    """「若你處于地圖上且你的視野范圍內沒有《監獄》」."""
    d = prison_distance(g, p)
    return d is not None and d > combat.vision(g, p)


def hold_sky(g: Game, e: Event, seat: int) -> _base.Flow:
    """「你可入獄1輪、摸三張牌并取消之。」"""
    p = _base.holder(g, seat)
    if not prison_out_of_sight(g, p):
        return
    name = str(e.data["name"])
    if not (yield from _base.may(g, p, "{n}號對你使用【{card}】: 入獄1輪、摸三張牌并取消之?", n=e.data["user"],
                                 card=words.term(name))):
        return
    _base.fired(g, p)
    basic.imprison(g, seat, 1)
    zones.draw(g, seat, 3)
    e.prevent(SKILL)
    g.say("據天: 【{card}】對{seat}取消。", {"seat": seat, "cancelled": name}, seat=words.seat(seat),
          card=words.term(name))
