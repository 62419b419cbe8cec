"""梅花6，蝴蝶，3 — 【善詔】一名角色的行動階段結束后，若X大于0且不大于此階段開始時其手牌數，你可令其隨機棄置一張手牌
并獲得兩條隨機指令。X為其手牌數。
(seed 001_ea231be5ab83fae4.txt; adopted R-X28; ruling F-72.)

- 「一名角色」: any character, himself included, after each of its 行動階段 (one that began: a phase that never
  started has no 「此階段開始時」 to compare with).
- X = its hand count when the phase has ended; asked when 0 < X ≤ its hand count at that phase's start (kept when
  the phase starts).
- R-X28: the same character discards a random hand card and gains two random commands (each one of the six normal
  commands, R-K1, told to it alone).
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words, zones
from ..state import FState
from . import _base

CHARACTER = "C6"
SKILL = "善詔"
ACTION = "行動"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_START, SKILL + "·開始", lambda g, e: note(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["phase"] == ACTION)
    g.events.on("after:" + hooks.PHASE_END, SKILL, lambda g, e: edict(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["phase"] == ACTION)


def note(g: Game, e: Event, seat: int) -> None:
    """「此階段開始時其手牌數」: kept at the phase's start (which turn, whose, how many)."""
    s: FState = g.state
    q = s.players[e.data["seat"]]
    _base.holder(g, seat).skill_state[SKILL] = (s.turns, q.seat, len(q.hand))


def edict(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p, q = _base.holder(g, seat), s.players[e.data["seat"]]
    turn, who, start = p.skill_state.pop(SKILL, (None, None, 0))
    x = len(q.hand)
    if turn != s.turns or who != q.seat or not 0 < x <= start:
        return
    if not (yield from _base.may(g, p, "{n}號的行動階段結束: 令其隨機棄置一張手牌并獲得兩條隨機指令?", n=q.seat)):
        return
    _base.fired(g, p)
    g.say("善詔: {seat}令{target}隨機棄置一張手牌并獲得兩條隨機指令。", {"seat": seat, "target": q.seat},
          seat=words.seat(seat), target=words.seat(q.seat))
    zones.discard(g, q.seat, [g.chance.choice(SKILL, list(q.hand))])
    for _ in range(2):
        basic.gain_command(g, q.seat, g.chance.choice("指令", list(basic.COMMANDS)), public=False)
    yield from hooks.settle(g)
