"""紅桃A，善后者，3 — 【竭探】出牌階段開始時，你可聲明一種除【無我之愛】外的牌名并檢索之。當你以此法：獲得牌后，
你隨機棄置一張不為此牌的牌（無符合條件的牌則不棄）；造成洗牌后，終止檢索，然后若你視野范圍內有其它存活角色，你對其中隨機一名
角色造成1點傷害。 (seed 001_ea231be5ab83fae4.txt; adopted R-X43; F-111.)

- At the start of his 出牌階段 he may name any game card's name but 【無我之愛】 (public) and 檢索 it once (R-G7).
- 「獲得牌后」: the card found entered his hand (負債 may send it to the discard pile: then nothing) — he discards one
  of his other cards (hand or 裝備區, R-G4) at random; none, nothing.
- 「造成洗牌后，終止檢索」 (R-X43): no card of that name in the 牌堆 — the discard pile is shuffled under it (R-G8) and
  the search stops with nothing (`zones.search_or_shuffle`); then one random living other character in his vision
  (R-H5: none while he is off the map) takes 1 damage from him (no card). With an empty discard pile there is no
  shuffle: the search is cancelled (R-G8) and nothing follows (F-111).
- His lines, one per clause: 「不惜一切代價 也要找到寶塔」 when he gains the card, 「我只管找寶塔 虎王死不死 關我鳥事」
  at the shuffle.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, tricks, words, zones
from ..cards import KIND_BY_NAME
from . import _base

CHARACTER = "HA"
SKILL = "竭探"
NAMES: tuple[str, ...] = tuple(n for n in KIND_BY_NAME if n != tricks.WUWO)


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_START, SKILL, lambda g, e: probe(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "出牌")


def probe(g: Game, e: Event, seat: int) -> _base.Flow:
    """「你可聲明一種除【無我之愛】外的牌名并檢索之。」"""
    s = g.state
    p = _base.holder(g, seat)
    opts: list[dict[str, Any]] = [dict(_base.NO)] + [{"choice": n} for n in NAMES]
    ans = yield from basic.ask(g, seat, SKILL, "【竭探】: 聲明一種牌名并檢索之?", opts, _base.NO)
    name = ans.get("choice")
    if name not in NAMES:
        return
    g.say("竭探: {seat}聲明【{card}】。", {"seat": seat, "named": name}, seat=words.seat(seat),
          card=words.term(str(name)))
    got, shuffled = zones.search_or_shuffle(g, seat, lambda c: bool(c.name == name), str(name))
    if got and got[0] in p.hand:  # 「獲得牌后，你隨機棄置一張不為此牌的牌（無符合條件的牌則不棄）」
        _base.fired(g, p, 0)
        rest = [c for c in [*p.hand, *p.equips] if c != got[0]]
        if rest:
            zones.discard(g, seat, [g.chance.choice(SKILL, rest)])
        yield from hooks.settle(g)
        return
    if not shuffled:
        return
    _base.fired(g, p, 1)  # 「造成洗牌后，終止檢索，然后若你視野范圍內有其它存活角色，你對其中隨機一名角色造成1點傷害」
    seen = combat.seen_by(g, p, [q for q in s.players.values() if q is not p and not q.dead])
    if not seen:
        g.say("竭探: {seat}的視野范圍內沒有其它存活角色。", {"seat": seat}, seat=words.seat(seat))
        return
    q = s.players[g.chance.choice(SKILL, [x.seat for x in seen])]
    yield from combat.damage(g, p, q, 1)
