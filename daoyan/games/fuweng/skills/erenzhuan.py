"""梅花7，二人轉，4 — 【囂攘】①限定技。一名角色判定前，你可觀看剩余判定牌堆并選擇其中背面朝上的一張牌作為此次判定結果。
②鎖定技。行動階段開始時，若①已發動，重置之；否則，本階段投擲數+2。
(seed 001_ea231be5ab83fae4.txt; adopted R-X24, R-G17.)

- ① before any character's judgement (his own too), once until reset: he may look; then he sees every face-down card
  of the 判定牌堆 in its order (told to him alone) and picks one, which is shown as this judgement's card — a joker
  still asks its chooser for a suit and a rank (R-G6) — and goes face up to the bottom as any judged card. Used, the
  skill is shown as used to all.
- ② at each of his 行動階段 starts: used → reset (usable again); not used → 本階段投擲數+2. A 行動階段 that 停留
  replaces throws none: the +2 changes nothing there (F-32).
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words
from ..state import FState
from . import _base

CHARACTER = "C7"
SKILL = "囂攘"
BONUS = 2


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.JUDGING, SKILL, lambda g, e: choose(g, e, seat), owner=seat,
                condition=lambda g, e: not _base.limited_used(g.state.players[seat], SKILL))
    g.events.on("after:" + hooks.PHASE_START, SKILL + "②", lambda g, e: action_start(g, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "行動")


def choose(g: Game, e: Event, seat: int) -> _base.Flow:
    """①「一名角色判定前，你可觀看剩余判定牌堆并選擇其中背面朝上的一張牌作為此次判定結果。」"""
    s: FState = g.state
    p = _base.holder(g, seat)
    hidden = s.judgement.face_down()
    if not hidden:
        return
    if not (yield from _base.may(g, p, "{n}號判定前: 觀看剩余判定牌堆并選擇此次判定結果?", n=e.data["performer"])):
        return
    _base.fired(g, p, 0)
    _base.use_limited(g, p, SKILL)
    labels = [c.label for c in hidden]
    g.tell([seat], "你觀看剩余判定牌堆 (自頂): {cards}", {"judgement_deck": labels}, cards="、".join(labels))
    ans = yield from basic.ask(g, seat, SKILL, "【囂攘】: 選擇一張背面朝上的判定牌作為此次判定結果",
                               [{"choice": x} for x in labels], None)
    s.judgement.choose_top(str(ans["choice"]))
    g.say("囂攘: {seat}選擇了此次判定的牌。", {"seat": seat, "chosen_judgement": True}, seat=words.seat(seat))


def action_start(g: Game, seat: int) -> None:
    """②「行動階段開始時，若①已發動，重置之；否則，本階段投擲數+2。」"""
    s: FState = g.state
    p = _base.holder(g, seat)
    _base.fired(g, p, 1)
    if _base.limited_used(p, SKILL):
        _base.reset_limited(g, p, SKILL)
        return
    if s.turn is not None:
        s.turn.throw_delta += BONUS
    g.say("囂攘: {seat}本階段投擲數+2。", {"seat": seat, "throws": BONUS}, seat=words.seat(seat))
