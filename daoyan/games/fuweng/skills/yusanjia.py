"""黑桃6，御三家，3 — 【止峰】①當你于行動階段最后一次行動投擲后，若場上已集齊止峰系列標記，
你可隨機移除場上每種標記各1枚，令本階段投擲數+1。②其它角色的出牌階段開始時，若其已集齊止峰系列標記，你可移除其所有止峰系列標記，令其摸六張牌。
③鎖定技。其它角色行動投擲后，你令其獲得1枚“止峰X”標記。X為投擲結果。
(seed 001_ea231be5ab83fae4.txt; adopted R-X26; rulings docs/rulings/fuweng.md F-103.)

- ③ after each 行動投擲 of another character (its 「行動投擲后」 done: X = the final result, R-X26) it gains a public
  mark 止峰X (`Player.marks`, "止峰1" … "止峰6").
- 「集齊」 = marks 止峰1 … 止峰6 each at least once: across all characters for ①, on the one character for ② (R-X26).
- ① after his 行動階段's last throw (本階段投擲數 now 0), he may: for each of the six, one mark is removed from a random
  holder (g.chance), and he throws once more.
- ② at another's 出牌階段 start: all its 止峰 marks go, it draws six.
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import hooks, words, zones
from ..state import FState, Player
from . import _base

CHARACTER = "S6"
SKILL = "止峰"
KINDS = tuple(f"止峰{x}" for x in range(1, 7))


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.THROW, SKILL + "③", lambda g, e: mark(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] != seat)
    g.events.on("after:" + hooks.THROW, SKILL + "①", lambda g, e: once_more(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)
    g.events.on("after:" + hooks.PHASE_START, SKILL + "②", lambda g, e: six(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] != seat and e.data["phase"] == "出牌")


def complete(players: list[Player]) -> bool:
    """「集齊止峰系列標記」: 止峰1 … 止峰6 each at least once among `players` (R-X26)."""
    return all(any(q.marks.get(k, 0) > 0 for q in players) for k in KINDS)


def mark(g: Game, e: Event, seat: int) -> None:
    """③ 「其它角色行動投擲后，你令其獲得1枚“止峰X”標記。X為投擲結果。」"""
    s: FState = g.state
    q = s.players[e.data["seat"]]
    k = f"止峰{e.data['n']}"
    q.marks[k] = q.marks.get(k, 0) + 1
    g.say("止峰: {seat}獲得1枚“{mark}”標記。", {"seat": q.seat, "marks": dict(q.marks)}, seat=words.seat(q.seat),
          mark=words.term(k))


def once_more(g: Game, e: Event, seat: int) -> _base.Flow:
    """① 「當你于行動階段最后一次行動投擲后，若場上已集齊止峰系列標記，你可隨機移除場上每種標記各1枚，
    令本階段投擲數+1。」"""
    s: FState = g.state
    t = s.turn
    p = _base.holder(g, seat)
    if t is None or t.seat != seat or t.phase != "行動" or t.throws != 0:
        return
    everyone = [s.players[x] for x in s.order()]
    if not complete(everyone):
        return
    if not (yield from _base.may(g, p, "移除場上每種止峰標記各1枚，令本階段投擲數+1?")):
        return
    _base.fired(g, p, 0)
    for k in KINDS:
        q = s.players[g.chance.choice(k, [x.seat for x in everyone if x.marks.get(k, 0) > 0])]
        q.marks[k] -= 1
        if not q.marks[k]:
            del q.marks[k]
        g.say("止峰: 移除{seat}的1枚“{mark}”標記。", {"seat": q.seat, "marks": dict(q.marks)}, seat=words.seat(q.seat),
              mark=words.term(k))
    t.throws += 1
    g.say("止峰: {seat}本階段投擲數+1。", {"seat": seat, "throws": t.throws}, seat=words.seat(seat))


def six(g: Game, e: Event, seat: int) -> _base.Flow:
    """② 「其它角色的出牌階段開始時，若其已集齊止峰系列標記，你可移除其所有止峰系列標記，令其摸六張牌。」"""
    s: FState = g.state
    q = s.players[e.data["seat"]]
    p = _base.holder(g, seat)
    if not complete([q]):
        return
    if not (yield from _base.may(g, p, "移除{seat}所有止峰標記，令其摸六張牌?", seat=words.seat(q.seat), n=q.seat)):
        return
    _base.fired(g, p, 1)
    for k in KINDS:
        q.marks.pop(k, None)
    g.say("止峰: 移除{seat}所有止峰標記。", {"seat": q.seat, "marks": dict(q.marks)}, seat=words.seat(q.seat))
    zones.draw(g, q.seat, 6)
