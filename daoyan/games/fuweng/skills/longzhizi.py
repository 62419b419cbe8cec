"""方塊7，龍之子，3 — 【鎮林】一名角色的行動階段結束后，你可棄置一名符合“此階段(開始時/結束時)，((在/不在)/(不在/在))
你視野范圍內”的其它角色的一張牌。
(seed 001_ea231be5ab83fae4.txt; adopted R-X25; ruling F-73.)

- After every 行動階段 of any character (his own too) that started in this turn: who was in his vision at its start
  is kept then (`equipment.seen_by`: his vision, the horses, 天狗團扇; off the map he sees nobody).
- R-X25: a character that was in his vision at the start and is out of it at the end, or the reverse, qualifies —
  another character he may choose that has a card (R-G4: hand or 裝備區).
- He chooses one of them (or none), then one of its cards: an equipment card he names or a random hand card (R-G9).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, words
from ..state import FState
from . import _base

CHARACTER = "D7"
SKILL = "鎮林"
ACTION = "行動"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_START, SKILL + "·開始", lambda g, e: note(g, seat), owner=seat,
                condition=lambda g, e: e.data["phase"] == ACTION)
    g.events.on("after:" + hooks.PHASE_END, SKILL, lambda g, e: guard(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["phase"] == ACTION)


def seen(g: Game, seat: int) -> set[int]:
    s: FState = g.state
    p = s.players[seat]
    return {q.seat for q in combat.seen_by(g, p, [q for q in s.players.values() if q is not p])}


def note(g: Game, seat: int) -> None:
    """「此階段開始時，…在你視野范圍內」: who is in his vision as the phase starts (which turn)."""
    s: FState = g.state
    _base.holder(g, seat).skill_state[SKILL] = (s.turns, seen(g, seat))


def qualifying(g: Game, seat: int) -> list[int]:
    """The other characters in his vision at the phase's start and out of it now, or the reverse, that he may
    choose and that have a card."""
    s: FState = g.state
    p = _base.holder(g, seat)
    turn, then = p.skill_state.pop(SKILL, (None, set()))
    if turn != s.turns:
        return []
    changed = then ^ seen(g, seat)
    return [q.seat for q in _base.choosable_others(g, p) if q.seat in changed and (q.hand or q.equips)]


def guard(g: Game, e: Event, seat: int) -> _base.Flow:
    p = _base.holder(g, seat)
    seats = qualifying(g, seat)
    if not seats:
        return
    opts: list[dict[str, Any]] = [_base.NO, *({"target": x} for x in seats)]
    ans = yield from basic.ask(g, seat, SKILL, "【鎮林】: 棄置一名此階段進出你視野范圍的其它角色的一張牌?", opts,
                               _base.NO)
    if ans == _base.NO or ans.get("target") not in seats:
        return
    q = _base.holder(g, int(ans["target"]))
    _base.fired(g, p)
    g.say("鎮林: {seat}棄置{target}的一張牌。", {"seat": seat, "target": q.seat}, seat=words.seat(seat),
          target=words.seat(q.seat))
    yield from _base.discard_theirs(g, p, q, SKILL)
