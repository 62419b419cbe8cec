"""黑桃4，好兄弟，4 — 【義節】鎖定技。其它角色(對你造成傷害/令你回復體力)后，你(對其造成等量傷害/令其摸等量牌)。
(seed 001_ea231be5ab83fae4.txt; R-G17, R-D9; no reading of its own.)

- 「對你造成傷害后」: after each damage another character (its source) dealt him, its whole resolution over (his dying
  and death included); 「等量」 = the HP it took from him (nothing taken — prevented, or he was in untimed 入院 —
  nothing dealt). He deals it back as its source, with no card. A damage with no source, or his own, has no 「其」.
- 「令你回復體力后」: after each 回復 another character made him gain (a 【家貓】 it used on him in his dying, 庸醫's
  遲治): it draws as many cards as he gained HP (the event 回復體力, at the flow's next step).
- 鎖定技: no choice; not a 存活技, so dead he still deals the damage back (the dead deal damage, R-D9).
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, words, zones
from . import _base

CHARACTER = "S4"
SKILL = "義節"
HURT, HEALED = 1, 0  # his lines: 「封獸暗弱 早苗在北」 for the cards, 「毫毛之傷 亦以血償」 for the damage back


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: repay(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] == seat and e.data["source"] not in (None, seat)
                and e.data.get("dealt", 0) > 0)
    g.events.on("after:" + hooks.HEALED, SKILL, lambda g, e: thank(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data.get("by") not in (None, seat))


def repay(g: Game, e: Event, seat: int) -> _base.Flow:
    """「其它角色對你造成傷害后，你對其造成等量傷害」."""
    p, q = _base.holder(g, seat), _base.holder(g, e.data["source"])
    n = e.data["dealt"]
    _base.fired(g, p, HURT)
    g.say("義節: {seat}對{target}造成等量傷害 ({n}點)。", {"seat": seat, "target": q.seat, "n": n},
          seat=words.seat(seat), target=words.seat(q.seat), n=n)
    yield from combat.damage(g, p, q, n)


def thank(g: Game, e: Event, seat: int) -> None:
    """「其它角色令你回復體力后，你令其摸等量牌」."""
    p, q = _base.holder(g, seat), _base.holder(g, e.data["by"])
    n = e.data["n"]
    _base.fired(g, p, HEALED)
    g.say("義節: {seat}令{target}摸{n}張牌。", {"seat": seat, "target": q.seat, "n": n}, seat=words.seat(seat),
          target=words.seat(q.seat), n=n)
    zones.draw(g, q.seat, n)
