"""梅花2，事務所，4 — 【出警】每輪限一次。其它角色使用牌時，你可棄置一張類別相同的牌并令此牌無效。若兩張牌牌名相同，
你摸兩張牌。 (seed 001_ea231be5ab83fae4.txt; adopted R-X40; F-110.)

- 「其它角色使用牌時」: a `before:` trigger of `hooks.USING` (使用牌時: a card used — 出牌 or a response, one used as
  another included — before it resolves or is aimed at anyone); 【無我之愛】 is immune (R-X40).
- 「棄置一張類別相同的牌」: one of his cards (hand or 裝備區, R-G4) of the used card's 類別 — 動物/大招/裝備, a
  延時大招牌 being a 大招牌 (R-G7); the used card's 類別 is its name's (人和's 動物牌 used as 【狗】: 動物).
- 「令此牌無效」 (R-X40): no effect at all — the card goes to the discard pile as used, aims at nobody, an equipment
  card is not equipped.
- 「若兩張牌牌名相同，你摸兩張牌」: his discarded card's name is the name the card was used as.
- 「每輪限一次」: counted per round (`_base.count_round_use`); 存活技 (not while dead).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, tricks, words, zones
from ..cards import card_kind
from ..state import FState
from . import _base

CHARACTER = "C2"
SKILL = "出警"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.USING, SKILL, lambda g, e: call_out(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] != seat and e.data["name"] != tricks.WUWO)


def matching(g: Game, seat: int, name: str) -> list[int]:
    """His cards (hand, then 裝備區) of the 類別 of `name`."""
    s: FState = g.state
    p = _base.holder(g, seat)
    back = card_kind(name).category.back
    return [c for c in [*p.hand, *p.equips] if s.cards[c].category.back is back]


def call_out(g: Game, e: Event, seat: int) -> _base.Flow:
    """「你可棄置一張類別相同的牌并令此牌無效。若兩張牌牌名相同，你摸兩張牌。」"""
    s: FState = g.state
    p = _base.holder(g, seat)
    if not _base.alive(p) or _base.used_this_round(p, SKILL, g):
        return
    name = str(e.data["name"])
    mine = matching(g, seat, name)
    if not mine:
        return
    opts: list[dict[str, Any]] = [dict(_base.NO)] + [{"choice": c} for c in mine]
    ans = yield from basic.ask(g, seat, SKILL, "【出警】: {user}使用【{card}】，棄置一張類別相同的牌令之無效?", opts,
                               _base.NO, user=words.seat(e.data["seat"]), card=words.term(name), by=e.data["seat"],
                               name=name)
    if ans == _base.NO:
        return
    _base.count_round_use(p, SKILL, g)
    _base.fired(g, p)
    mine_card = int(ans["choice"])
    same = s.cards[mine_card].name == name
    zones.discard(g, seat, [mine_card])
    e.prevent(SKILL)
    g.say("出警: {seat}令{user}的【{card}】無效。", {"seat": seat, "void": name, "user": e.data["seat"]},
          seat=words.seat(seat), user=words.seat(e.data["seat"]), card=words.term(name))
    if same:
        zones.draw(g, seat, 2)
    yield from hooks.settle(g)
