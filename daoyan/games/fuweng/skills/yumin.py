"""方塊9，愚民，3 — 【映襯】你視野范圍外的一名其它角色受到傷害時，你可棄置一張手牌令其判定。若判定牌與棄置牌花色：相同，
傷害+1；不同，你摸一張牌。 (seed 001_ea231be5ab83fae4.txt.)

- 「受到傷害時」: before the damage is dealt (so 「傷害+1」 counts); the character out of his vision (R-H5: off the map
  he sees nobody; a character off the map is in nobody's vision).
- He chooses the hand card he discards (棄置, R-G5: to the discard pile or the 領養區); the damaged character
  performs the judgement and he initiates it (a joker's choice, R-G6); suits per R-S3; 「判定牌」 = the result as
  judged (a joker's chosen suit).
- Not a 存活技: he may use it while dead, holding hand cards (the dead keep playing, R-D9).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, words, zones
from ..state import FState
from . import _base

CHARACTER = "D9"
SKILL = "映襯"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: foil(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] != seat)


def foil(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p, q = _base.holder(g, seat), _base.holder(g, e.data["target"])
    if not p.hand or q.dead or combat.in_vision(g, p, q):
        return
    opts: list[dict[str, Any]] = [dict(_base.NO)] + [{"choice": c} for c in p.hand]
    ans = yield from basic.ask(g, seat, SKILL, "【映襯】: {n}號受到傷害，棄置一張手牌令其判定?", opts, _base.NO,
                               n=q.seat)
    if ans == _base.NO:
        return
    _base.fired(g, p)
    card = ans["choice"]
    zones.discard(g, seat, [card])
    result = yield from basic.judgement(g, q.seat, seat)
    same = result.suit == s.cards[card].suit
    g.say("映襯: 判定牌與棄置牌花色{how}。", {"seat": seat, "same_suit": same},
          how=words.term("相同" if same else "不同"))
    if same:
        e.data["n"] += 1
    else:
        zones.draw(g, seat, 1)
