"""紅桃K，獅子，3，狂隱 — 【反芻】①行動階段，你可改為進行一次傳送。②鎖定技。當你行動或傳送時，其上有其它角色的格子視為
《傳送》；當你傳送后，摸三張牌。
(seed 001_ea231be5ab83fae4.txt; adopted R-X4, R-M7.)

- ① replaces the whole 行動階段 (no throw) with one 傳送: to another 《傳送》 or to a cell ② makes one. A 行動階段
  that 停留 already replaces (「其本階段改為執行一次當前格事件」) is not offered (F-29).
- ② while he moves (行動) a cell another character stands on is a 《傳送》: passing it runs no 經過 event
  (a 《傳送》 has none; a 《路障》 there does not stop him), stopping there runs the 《傳送》 event; when he teleports,
  such cells are destinations too. The dead stand on the map as well (R-M15) and count.
- 「當你傳送后，摸三張牌」 after every 傳送 of his (①'s, a 《傳送》's, 出獄/出院, another skill's): a skill draw.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, tiles, words, zones
from ..board import Direction, Point
from ..state import FState
from . import _base

CHARACTER = "HK"
SKILL = "反芻"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.ACTION_PHASE, SKILL, lambda g, e: ruminate(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)
    g.events.on("after:" + hooks.TELEPORTED, SKILL + "②", lambda g, e: draw_three(g, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)
    def on_other(g: Game, e: Event) -> bool:  # he moves onto a cell another character stands on
        return bool(e.data["seat"] == seat and tuple(e.data["at"]) in portals(g, g.state.players[seat]))

    g.events.on("before:" + hooks.STOP, SKILL + "②·停留", lambda g, e: stop_as_portal(g, e, seat), owner=seat,
                condition=on_other)
    g.events.on("before:" + hooks.PASSED, SKILL + "②·經過", lambda g, e: e.prevent(SKILL), owner=seat,
                condition=on_other)


def portals(g: Game, p: Any) -> set[Point]:
    """②「其上有其它角色的格子視為《傳送》」."""
    s: FState = g.state
    return {q.position for q in s.players.values() if q is not p and q.position is not None}


def ruminate(g: Game, e: Event, seat: int) -> _base.Flow:
    """①「行動階段，你可改為進行一次傳送。」"""
    p = _base.holder(g, seat)
    threshold = 1 if g.config.get("停留記數", "大于0") == "大于1" else 0
    if p.position is None or p.stays > threshold:
        return
    dests = basic.portal_destinations(g, p, p.position)
    if not dests:
        return
    no = {"choice": "不發動"}
    opts = [no] + [{"choice": "傳送", "target": list(c)} for c in dests]
    ans = yield from basic.ask(g, seat, SKILL, "【反芻】: 本行動階段改為進行一次傳送?", opts, no)
    if ans == no:
        return
    _base.fired(g, p, 0)
    e.prevent(SKILL)
    g.say("反芻: {seat}本行動階段改為進行一次傳送。", {"seat": seat, "replaced": "行動"}, seat=words.seat(seat))
    basic.teleport(g, p, (ans["target"][0], ans["target"][1]), p.heading or Direction.EAST)
    yield from hooks.settle(g)


def stop_as_portal(g: Game, e: Event, seat: int) -> _base.Flow:
    """②「其上有其它角色的格子視為《傳送》」 — stopping there runs the 《傳送》 event instead of the cell's own."""
    s: FState = g.state
    e.prevent(SKILL)
    yield from tiles.portal(g, seat, s.board.cell(tuple(e.data["at"])))
    yield from hooks.settle(g)


def draw_three(g: Game, seat: int) -> None:
    """②「當你傳送后，摸三張牌。」"""
    p = _base.holder(g, seat)
    _base.fired(g, p, 1)
    zones.draw(g, seat, 3)


