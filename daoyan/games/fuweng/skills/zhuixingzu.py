"""方塊8，追星族，3 — 【逐星】出牌階段限一次，你可令一名存活的其它角色選擇一項：失去1點體力，你與其各摸兩張牌；
棄置兩張牌并對你造成1點傷害，然后你摸X張牌。X為你實際受到的傷害值。 (seed 001_ea231be5ab83fae4.txt.)

- A living other character he may choose (創世神 ②), once in each 出牌階段 (once a turn).
- 「失去1點體力，你與其各摸兩張牌」: it loses 1 HP, then he draws 2 and it draws 2 (its dying, if any, comes first).
- 「棄置兩張牌并對你造成1點傷害」: offered only when it has two cards (hand and 裝備區, R-G4); it chooses them, one at
  a time; then it deals him 1 damage and he draws the HP it took (0 when nothing was taken: 入院 prevents it).
"""

from __future__ import annotations

from typing import Any

from ....core.game import Game
from .. import basic, combat, words, zones
from ..state import FState
from . import _base

CHARACTER = "D8"
SKILL = "逐星"
LOSE, HIT = "失去1點體力，你與其各摸兩張牌", "棄置兩張牌并對其造成1點傷害"


install = _base.no_triggers  # (an 出牌階段 skill: `play_options` / `play_use`)


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    if _base.used_this_turn(p, SKILL, g):
        return []
    return [{"skill": SKILL, "choice": "發動", "target": q.seat} for q in _base.choosable_others(g, p, living=True)]


def play_use(g: Game, p: Any, ans: dict[str, Any]) -> _base.Flow:
    s: FState = g.state
    _base.count_use(p, SKILL, g)
    _base.fired(g, p)
    q = s.players[ans["target"]]
    g.say("{seat}發動【逐星】，令{target}選擇一項。", {"seat": p.seat, "target": q.seat}, seat=words.seat(p.seat),
          target=words.seat(q.seat))
    opts: list[dict[str, Any]] = [{"choice": LOSE}] + ([{"choice": HIT}] if len(q.hand) + len(q.equips) >= 2 else [])
    pick = yield from basic.ask(g, q.seat, SKILL, "【逐星】({seat}): 選擇一項", opts, opts[0], seat=words.seat(p.seat),
                                by=p.seat)
    g.say("逐星: {target}選擇「{what}」。", {"seat": p.seat, "target": q.seat, "choice": pick["choice"]},
          target=words.seat(q.seat), what=words.term(pick["choice"]))
    if pick["choice"] == LOSE:
        yield from combat.lose_hp(g, q, 1)
        zones.draw(g, p.seat, 2)
        zones.draw(g, q.seat, 2)
        return
    for left in (2, 1):
        cards = q.hand + q.equips
        c = yield from basic.ask(g, q.seat, SKILL, "逐星: 棄置一張牌 (還需{n}張)", [{"choice": x} for x in cards],
                                 None, n=left)
        zones.discard(g, q.seat, [c["choice"]])
    hp = p.hp
    yield from combat.damage(g, q, p, 1)
    taken = max(0, hp - p.hp)
    if taken:
        zones.draw(g, p.seat, taken)
