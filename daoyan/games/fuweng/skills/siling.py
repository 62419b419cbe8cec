"""黑桃7，司令，4 — 【深寰】其它角色的棄牌階段開始時，若X大于0，你可棄置X張手牌并令其跳過此階段，然后你對其造成X點傷害。
X為其手牌數減體力上限。
(seed 001_ea231be5ab83fae4.txt; rulings F-70, F-71.)

- 「其它角色的棄牌階段開始時」: the start of another character's 棄牌階段 (a phase skipped before it starts — 社長's
  待時 — has no start, so nothing is asked).
- X = its hand count − its 體力上限 (not its HP: the hand limit is its HP), read at that moment.
- He may only when he has X hand cards to discard (F-71: 「棄置X張手牌」 is the cost, all or nothing); he chooses
  them, one at a time.
- 「令其跳過此階段」: the 棄牌階段 that has started ends at once — it discards nothing, and its 「棄牌階段結束時」 does
  not come (F-70); 「然后」 he deals it X damage (he is the source; a dead 司令 too: no 存活技).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, words, zones
from ..state import FState
from . import _base

CHARACTER = "S7"
SKILL = "深寰"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_START, SKILL, lambda g, e: deep(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] != seat and e.data["phase"] == "棄牌")


def deep(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p, q = _base.holder(g, seat), s.players[e.data["seat"]]
    x = len(q.hand) - q.max_hp
    if x <= 0 or len(p.hand) < x or s.turn is None or s.turn.seat != q.seat:
        return
    if not (yield from _base.may(g, p, "{n}號的棄牌階段: 棄置{x}張手牌，令其跳過此階段并對其造成{x}點傷害?",
                                 n=q.seat, x=x)):
        return
    _base.fired(g, p)
    chosen: list[int] = []
    while len(chosen) < x:
        opts: list[dict[str, Any]] = [{"choice": c} for c in p.hand if c not in chosen]
        ans = yield from basic.ask(g, seat, SKILL, "【深寰】: 選擇一張手牌棄置 (還需{k}張)", opts, opts[0],
                                   k=x - len(chosen))
        chosen.append(int(ans["choice"]))
    zones.discard(g, seat, chosen)
    s.turn.skip_discard = True
    g.say("深寰: {seat}令{target}跳過棄牌階段，對其造成{x}點傷害。", {"seat": seat, "target": q.seat, "x": x},
          seat=words.seat(seat), target=words.seat(q.seat), x=x)
    yield from hooks.settle(g)
    yield from combat.damage(g, p, q, x)
