"""梅花K，叛忍，4 — 【冥婚】每回合限一次。當你受到傷害時，你可令你視野范圍內的一名其它角色選擇一項：令此傷害+1，
然后你于傷害結算結束后對其造成等量的傷害；若牌數不小于2，令你隨機獲得其兩張牌并防止此傷害。
(seed 001_ea231be5ab83fae4.txt; adopted R-X5.)

- 「受到傷害時」: before the damage is dealt; he names a character in his vision that he may choose (創世神 ②).
- 「令此傷害+1」: 「等量」 = the HP the damage then took from him; he deals it back once the damage is resolved (his
  dying and death included: the dead deal damage too); nothing taken, nothing dealt.
- 「若牌數不小于2」: hand and 裝備區 (R-G4) hold 2 or more; he gets two of them at random; the damage is prevented.
- 每回合限一次: once in each turn, whoever's it is.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, skills, words, zones
from ..state import FState
from . import _base

CHARACTER = "CK"
SKILL = "冥婚"
MORE, CARDS = "令此傷害+1", "令其獲得兩張牌并防止此傷害"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: wed(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] == seat)
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: pay_back(g, e, seat), owner=seat,
                condition=lambda g, e: e.data.get(SKILL) is not None and e.data["target"] == seat)


def wed(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p = _base.holder(g, seat)
    if _base.used_this_turn(p, SKILL, g):
        return
    others = [q for q in s.players.values() if q.seat != seat]
    near = [q for q in combat.seen_by(g, p, others) if skills.choosable(g, p, q)]
    if not near:
        return
    opts: list[dict[str, Any]] = [dict(_base.NO)] + [{"target": q.seat} for q in near]
    ans = yield from basic.ask(g, seat, SKILL, "【冥婚】: 受到{n}點傷害時，令視野范圍內一名其它角色選擇一項?", opts,
                               _base.NO, n=e.data["n"])
    if ans == _base.NO:
        return
    _base.count_use(p, SKILL, g)
    _base.fired(g, p)
    q = s.players[ans["target"]]
    choices: list[dict[str, Any]] = [{"choice": MORE}] + ([{"choice": CARDS}] if len(q.hand) + len(q.equips) >= 2
                                                          else [])
    pick = yield from basic.ask(g, q.seat, SKILL, "【冥婚】({seat}): 選擇一項", choices, choices[0],
                                seat=words.seat(seat), by=seat, n=e.data["n"])
    g.say("冥婚: {target}選擇「{what}」。", {"seat": seat, "target": q.seat, "choice": pick["choice"]},
          target=words.seat(q.seat), what=words.term(pick["choice"]))
    if pick["choice"] == MORE:
        e.data["n"] += 1
        e.data[SKILL] = q.seat
        return
    taken = g.chance.sample(SKILL, q.hand + q.equips, 2)
    from_hand = any(c in q.hand for c in taken)
    for c in taken:
        (q.hand if c in q.hand else q.equips).remove(c)
    hooks.lost_cards(g, q.seat, len(taken), from_hand)
    g.say("冥婚: {seat}隨機獲得{target}的兩張牌，防止此傷害。", {"seat": seat, "from": q.seat, "count": len(taken)},
          seat=words.seat(seat), target=words.seat(q.seat))
    g.tell([seat, q.seat], "冥婚: {seat}獲得{cards}", {"taken": taken}, seat=words.seat(seat),
           cards=words.cards(s, taken))
    zones.into_hand(g, seat, taken)
    e.prevent(SKILL)


def pay_back(g: Game, e: Event, seat: int) -> _base.Flow:
    """「然后你于傷害結算結束后對其造成等量的傷害」."""
    dealt = e.data.get("dealt", 0)
    q = _base.holder(g, e.data[SKILL])
    if dealt > 0:
        yield from combat.damage(g, _base.holder(g, seat), q, dealt)
