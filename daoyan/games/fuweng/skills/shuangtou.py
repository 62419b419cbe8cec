"""黑桃8，雙頭，4 — 【試亂】場景技，鎖定技。你的額定投擲數+3X。X為體力上限為0的角色數。
*【試亂場景】狂隱角色的出牌階段結束時，若其視野范圍內有非狂隱角色，且其于此階段內未對這些角色使用過牌，則若其：存活，失去
3點體力；已陣亡，減3點體力上限。 (seed 001_ea231be5ab83fae4.txt; adopted R-X21, R-G17.)

- His 額定投擲數 (each 行動階段's) +3 for every character whose 體力上限 is 0.
- The scene (場景技, R-G17): a rule for every character from the start while he is in the game, dead or alive.
  At the end of a 狂隱 character's 出牌階段: if there are non-狂隱 characters in its vision and none of the cards
  it used in that phase targeted any of them (R-X21), it loses 3 HP (alive) or 3 體力上限 (dead).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, words
from ..state import FState
from . import _base

CHARACTER = "S8"
SKILL = "試亂"
WILD = "狂隱"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_END, SKILL + "場景", lambda g, e: scene(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["phase"] == "出牌")


def rated_throws(g: Game, p: Any) -> int:
    """「你的額定投擲數+3X。X為體力上限為0的角色數。」"""
    s: FState = g.state
    x = sum(1 for q in s.players.values() if q.max_hp == 0)
    if x:
        _base.fired(g, p, 0)
    return 3 * x


def scene(g: Game, e: Event, seat: int) -> _base.Flow:
    """【試亂場景】."""
    s: FState = g.state
    q = s.players[e.data["seat"]]
    t = s.turn
    if q.attribute != WILD or t is None:
        return
    tame = [r for r in s.players.values() if r is not q and r.attribute != WILD and combat.in_vision(g, q, r)]
    if not tame or any(r.seat in t.used_on for r in tame):
        return
    g.say("試亂場景: {seat}視野范圍內有非狂隱角色 ({who})，本階段未對其使用過牌。", {"seat": q.seat,
          "tame": [r.seat for r in tame]}, seat=words.seat(q.seat), who=words.haos(r.seat for r in tame))
    _base.fired(g, _base.holder(g, seat), 1)
    if q.dead:
        yield from combat.lose_max_hp(g, q, 3)
    else:
        yield from combat.lose_hp(g, q, 3)
