"""方塊3，預言家，3 — 【引燃】轉換技。陽：出牌階段，你可失去1點體力并對你視野范圍內的一名其它角色造成1點傷害。陰：你視野
范圍外的一名其它角色受到傷害時，若無造成傷害的牌或造成傷害的牌不為出牌階段空閑時間點使用的第一張【狗】，你可失去1點體力并令
此傷害+1。
(seed 001_ea231be5ab83fae4.txt; adopted R-X38, R-G17.)

- 轉換技: it starts on 陽 and turns to the other side each time it is used; its side is shown to all.
- 陽: an option of his 出牌階段 (no other limit: used, it is 陰); the target: another character in his vision he may
  choose. He loses 1 HP, then deals the damage — even if the loss is cancelled (封建社會): 「并」 joins two effects,
  not a cost and its effect (F-33).
- 陰: when another character out of his vision is about to take damage: unless the damage comes from the card its
  current character used first as a 【狗】 in the idle time of its 出牌階段 (R-X38: the first 【狗】 used that play
  phase on its own initiative; a 探寶棒 card used as 【狗】 is one); he may lose 1 HP and add 1 to the damage.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, words
from ..state import FState, Player
from . import _base

CHARACTER = "D3"
SKILL = "引燃"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: kindle(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] != seat
                and _base.side(g.state.players[seat], SKILL) == _base.YIN)


def play_options(g: Game, p: Player) -> list[dict[str, Any]]:
    """陽「出牌階段，你可失去1點體力并對你視野范圍內的一名其它角色造成1點傷害。」"""
    if _base.side(p, SKILL) != _base.YANG or p.position is None:
        return []
    return [{"skill": SKILL, "choice": "發動", "target": q.seat} for q in _base.choosable_others(g, p)
            if combat.in_vision(g, p, q)]


def play_use(g: Game, p: Player, ans: dict[str, Any]) -> _base.Flow:
    s: FState = g.state
    q = s.players[ans["target"]]
    _base.fired(g, p, 0)
    _base.switch(g, p, SKILL)
    g.say("引燃: {seat}失去1點體力并對{target}造成1點傷害。", {"seat": p.seat, "target": q.seat},
          seat=words.seat(p.seat), target=words.seat(q.seat))
    yield from combat.lose_hp(g, p, 1)
    yield from combat.damage(g, p, q, 1)


def first_dog(g: Game, e: Event) -> bool:
    """「出牌階段空閑時間點使用的第一張【狗】」: the card of this damage is the first 【狗】 its current character used
    in the idle time of this 出牌階段."""
    s: FState = g.state
    t = s.turn
    card = e.data.get("card")
    return (t is not None and t.phase == "出牌" and isinstance(card, int) and card == t.first_dog
            and e.data.get("user") == t.seat)


def kindle(g: Game, e: Event, seat: int) -> _base.Flow:
    """陰「你視野范圍外的一名其它角色受到傷害時，若無造成傷害的牌或造成傷害的牌不為出牌階段空閑時間點使用的第一張【狗】，你可
    失去1點體力并令此傷害+1。」"""
    s: FState = g.state
    p, q = _base.holder(g, seat), s.players[e.data["target"]]
    if combat.in_vision(g, p, q) or first_dog(g, e):
        return
    if not (yield from _base.may(g, p, "{n}號受到傷害: 失去1點體力并令此傷害+1?", n=q.seat)):
        return
    _base.fired(g, p, 1)
    _base.switch(g, p, SKILL)
    e.data["n"] += 1
    g.say("引燃: {seat}失去1點體力，令此傷害+1。", {"seat": seat, "plus": 1}, seat=words.seat(seat))
    yield from combat.lose_hp(g, p, 1)
