"""紅桃5，船長，3 — 【攜幕】①你或你視野范圍內的一名角色受到傷害后，若來源不為你，你可摸兩張牌。②鎖定技。
你的武器區被廢除；你的武器牌均用于重鑄。 (seed 001_ea231be5ab83fae4.txt; adopted R-X31, R-G16, R-G17; F-90.)

- ① 「受到傷害后」: after each damage that took HP (nothing taken — prevented, or an untimed 入院 — nothing 「受到」),
  its whole resolution over, on himself or on a character in his vision (read when it is over); 「來源不為你」: a damage
  with no source counts, his own does not. Not a 存活技, but dead he has no vision and takes no damage: never asked.
- ② 「武器區被廢除」: he never equips a weapon (no such use in his 出牌階段); 「均用于重鑄」 (R-G16): in his 出牌階段 a
  weapon in his hand may be put into the discard pile (not 棄置, not a use) and he draws one card. 鎖定技: the only
  way he can use a weapon; he chooses when, as any card.
- His lines go one per clause (F-25): 「家庭團聚 皆大歡喜」 for ①, 「名利皆浮云 由小可見大」 for ②.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import equipment, hooks, words, zones
from ..cards import WEAPON
from . import _base

CHARACTER = "H5"
SKILL = "攜幕"
NO_WEAPON_SLOT = True  # ② 「你的武器區被廢除」 (play.options offers him no weapon to equip)
DRAW, RECAST = 0, 1


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: curtain(g, e, seat), owner=seat,
                condition=lambda g, e: e.data.get("source") != seat and e.data.get("dealt", 0) > 0)


def curtain(g: Game, e: Event, seat: int) -> _base.Flow:
    """① 「你或你視野范圍內的一名角色受到傷害后，若來源不為你，你可摸兩張牌。」"""
    p, q = _base.holder(g, seat), _base.holder(g, e.data["target"])
    if p.dead or not (q is p or equipment.in_vision(g, p, q)):
        return
    if not (yield from _base.may(g, p, "{n}號受到傷害: 摸兩張牌?", n=q.seat)):
        return
    _base.fired(g, p, DRAW)
    zones.draw(g, seat, 2)


def weapons(g: Game, p: Any) -> list[int]:
    s = g.state
    return [c for c in p.hand if s.cards[c].kind.sub is WEAPON]


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    """② 「你的武器牌均用于重鑄」: each weapon in his hand, to recast."""
    return [{"skill": SKILL, "choice": c} for c in weapons(g, p)]


def play_use(g: Game, p: Any, ans: dict[str, Any]) -> _base.Flow:
    """R-G16 重鑄: into the discard pile (not 棄置), then one card drawn."""
    card = ans["choice"]
    s = g.state
    _base.fired(g, p, RECAST)
    p.hand.remove(card)
    hooks.lost_cards(g, p.seat)
    g.say("攜幕: {seat}重鑄{card}。", {"seat": p.seat, "recast": card}, seat=words.seat(p.seat),
          card=words.card(s.cards[card]))
    zones.to_discard(g, [card])
    zones.draw(g, p.seat, 1)
    yield from ()
