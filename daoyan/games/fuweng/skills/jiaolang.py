"""紅桃2，郊狼，3 — 【造幕】①你視野范圍外的一名其它角色造成傷害后，你可棄置其一張牌。②鎖定技。你的視野范圍+10。
(seed 001_ea231be5ab83fae4.txt; ruling F-74.)

- ① after a damage that took HP (「造成傷害」: a damage prevented or cancelled is not dealt) whose source is another
  character out of his vision at that moment (off the map counts as out, R-H5), that he may choose and that has a
  card: he may discard one of its cards — an equipment card he names or a random hand card (R-G9).
- ② his 視野范圍 is 10 more wherever a vision is measured (characters, cells: `equipment.vision` through
  `skills.vision_bonus`).
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, skills, words
from ..state import FState
from . import _base

CHARACTER = "H2"
SKILL = "造幕"
VISION_BONUS = 10  # ② 「鎖定技。你的視野范圍+10。」


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: stage(g, e, seat), owner=seat,
                condition=lambda g, e: e.data.get("dealt", 0) > 0 and e.data["source"] not in (None, seat))


def stage(g: Game, e: Event, seat: int) -> _base.Flow:
    """①「你視野范圍外的一名其它角色造成傷害后，你可棄置其一張牌。」"""
    s: FState = g.state
    p, q = _base.holder(g, seat), s.players[e.data["source"]]
    if combat.in_vision(g, p, q) or not (q.hand or q.equips) or not skills.choosable(g, p, q):
        return
    if not (yield from _base.may(g, p, "{n}號造成傷害 (在你視野范圍外): 棄置其一張牌?", n=q.seat)):
        return
    _base.fired(g, p)
    g.say("造幕: {seat}棄置{target}的一張牌。", {"seat": seat, "target": q.seat}, seat=words.seat(seat),
          target=words.seat(q.seat))
    yield from _base.discard_theirs(g, p, q, SKILL)
