"""黑桃Q，公務員，4 — 【疑室】出牌階段限一次。你可展示一名其它角色的隨機一張手牌。若此牌為【狗】或【金鼓齊鳴】，
其對你使用之（無距離限制），結算結束后，若結算過程中你受到了傷害，你對其造成1點傷害；否則，你獲得之。
(seed 001_ea231be5ab83fae4.txt; adopted R-X7.)

- An other character with a hand card, one he may choose (創世神 ②); the card is random (R-G9) and shown to all.
- 【狗】 or 【金鼓齊鳴】: it uses that card on him (no range, not counted toward its 【狗】's limit — it is not its
  出牌階段), with everything such a use brings (【流浪貓】 / 【無懈可擊】 windows, weapons); once it is resolved, if any
  damage took HP from him meanwhile, he deals it 1 damage.
- 「否則，你獲得之」 (R-X7: 「否則」 answers the first 「若」): any other card — he takes it.
- Once in each 出牌階段 (once a turn).
"""

from __future__ import annotations

from typing import Any

from ....core.game import Game
from .. import combat, hooks, play, tricks, words, zones
from ..state import FState
from . import _base

CHARACTER = "SQ"
SKILL = "疑室"
USED_ON_HIM = ("狗", "金鼓齊鳴")


install = _base.no_triggers  # (an 出牌階段 skill: `play_options` / `play_use`)


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    if _base.used_this_turn(p, SKILL, g):
        return []
    return [{"skill": SKILL, "choice": "發動", "target": q.seat} for q in _base.choosable_others(g, p) if q.hand]


def play_use(g: Game, p: Any, ans: dict[str, Any]) -> _base.Flow:
    s: FState = g.state
    _base.count_use(p, SKILL, g)
    _base.fired(g, p)
    q = s.players[ans["target"]]
    shown = g.chance.choice(SKILL, list(q.hand))
    name = s.cards[shown].name
    g.say("{seat}發動【疑室】，展示{target}的{card}。", {"seat": p.seat, "target": q.seat, "shown": shown},
          seat=words.seat(p.seat), target=words.seat(q.seat), card=words.card(s.cards[shown]))
    if name not in USED_ON_HIM:  # 「否則，你獲得之」
        q.hand.remove(shown)
        hooks.lost_cards(g, q.seat)
        g.say("疑室: {seat}獲得{card}。", {"seat": p.seat, "from": q.seat, "taken": shown}, seat=words.seat(p.seat),
              card=words.card(s.cards[shown]))
        zones.into_hand(g, p.seat, [shown])
        return
    before = s.hurt.get(p.seat, 0)
    if name == "狗":  # 「其對你使用之（無距離限制）」
        q.hand.remove(shown)
        hooks.lost_cards(g, q.seat)
        zones.to_discard(g, [shown], by=q.seat)
        yield from play.use_dog(g, q, p, shown)
    else:
        yield from tricks.use(g, q, shown, p.seat)
    if s.hurt.get(p.seat, 0) > before:  # 「若結算過程中你受到了傷害，你對其造成1點傷害」
        yield from combat.damage(g, p, q, 1)
