"""黑桃J，老油條，4 — 【詐死】①當你受到致命傷害時，若你處于地圖上且你的視野范圍內沒有《醫院》，你可防止之并入院1輪。
②鎖定技。當你入院X輪時，摸三張牌，若X大于1，改為1；若你處于入院X輪狀態，你不能被選擇；若你與《醫院》距離不大于6，你的
額定投擲數-1。
(seed 001_ea231be5ab83fae4.txt; adopted R-X11, R-G18.)

- ① 「致命傷害」 (R-G18) read as it is dealt (heard after the skills that add to it); 「視野范圍內沒有《醫院》」: the
  《醫院》 cell is farther from him than his vision (Manhattan distance, R-M13).
- ② every 入院X輪 of his (①'s, a tile's, a card's): he draws 3 and a stay of more than 1 round becomes 1; while in
  入院X輪 (not the untimed 入院 of 機會 2) no one may choose him (as 創世神 ②, R-X1); in his 行動階段, on the map
  within 6 of the 《醫院》 cell, one throw fewer.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, npcs, words, zones
from ..board import Kind
from ..state import FState
from . import _base

CHARACTER = "SJ"
SKILL = "詐死"
LAST = -90  # after the skills that add to the damage (義替 comes after: it is another's damage by then)
NEAR = 6


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: play_dead(g, e, seat), owner=seat, priority=LAST,
                condition=lambda g, e: e.data["target"] == seat)


def hospital_distance(g: Game, p: Any) -> int | None:
    s: FState = g.state
    if p.position is None:
        return None
    x, y = s.board.of_kind(Kind.YIYUAN)[0].pos
    return int(abs(p.position[0] - x) + abs(p.position[1] - y))


def play_dead(g: Game, e: Event, seat: int) -> _base.Flow:
    """①「當你受到致命傷害時，若你處于地圖上且你的視野范圍內沒有《醫院》，你可防止之并入院1輪。」"""
    p = _base.holder(g, seat)
    d = hospital_distance(g, p)
    if p.dead or d is None or e.data["n"] < p.hp or d <= combat.vision(g, p):
        return
    if not (yield from _base.may(g, p, "受到致命傷害 ({n}點): 防止之并入院1輪?", n=e.data["n"])):
        return
    _base.fired(g, p, 0)
    e.prevent(SKILL)
    g.say("詐死: {seat}防止此傷害。", {"seat": seat, "prevented": e.data["n"]}, seat=words.seat(seat))
    npcs.hospitalise(g, p, 1)


def hospitalised(g: Game, p: Any, rounds: int) -> int:
    """②「當你入院X輪時，摸三張牌，若X大于1，改為1」."""
    _base.fired(g, p, 1)
    zones.draw(g, p.seat, 3)
    if rounds > 1:
        g.say("詐死: 入院{x}輪改為1輪。", {"seat": p.seat, "hospital": 1}, x=rounds)
    return min(rounds, 1)


def forbids_choice(g: Game, holder: Any, chooser: Any, chosen: Any) -> bool:
    """②「若你處于入院X輪狀態，你不能被選擇」."""
    return chosen is holder and chooser is not holder and holder.hospital is not None


def rated_throws(g: Game, p: Any) -> int:
    """②「若你與《醫院》距離不大于6，你的額定投擲數-1」."""
    d = hospital_distance(g, p)
    return -1 if d is not None and d <= NEAR else 0
