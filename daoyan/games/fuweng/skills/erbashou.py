"""紅桃9，二把手，3 — 【調訪】當你使用牌對目標角色造成傷害時，你可展示其一張手牌。若之與造成傷害的牌花色：相同，傷害+1；
不同，你獲得之。 (seed 001_ea231be5ab83fae4.txt; adopted R-X19.)

- 「當你使用牌…造成傷害時」: damage he deals (its source) by a card he used — his 【狗】, or the 金鼓齊鳴 he used when
  its target fails to play a 【狗】 (not a 金鼓齊鳴 another used on him, R-C4's 「另一方」 though he deals it).
- The shown card is a random hand card (R-G9: 「涉及其它角色的手牌的操作如無特殊說明，均為隨機操作。」), shown to all;
  suits per R-S3 (every game card has one). No card of the damage (a 「視為使用」 with no card) → 「不同」.
- 「相同，傷害+1」 before the damage is dealt; 「不同，你獲得之」 at once, then the damage as it was.
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import hooks, words, zones
from ..state import FState
from . import _base

CHARACTER = "H9"
SKILL = "調訪"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: inquire(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["source"] == seat and e.data["user"] == seat
                and e.data["target"] != seat)


def inquire(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p, q = _base.holder(g, seat), _base.holder(g, e.data["target"])
    if not q.hand or q.dead:
        return
    if not (yield from _base.may(g, p, "展示{n}號的一張手牌 (調訪)?", n=q.seat)):
        return
    _base.fired(g, p)
    shown = g.chance.choice(SKILL, list(q.hand))
    card = e.data["card"]
    by = s.cards[card] if isinstance(card, int) else None
    same = by is not None and s.cards[shown].suit == by.suit
    g.say("調訪: 展示{target}的{card}，與造成傷害的牌花色{how}。", {"seat": seat, "target": q.seat, "shown": shown,
                                                          "same_suit": same},
          target=words.seat(q.seat), card=words.card(s.cards[shown]), how=words.term("相同" if same else "不同"))
    if same:
        e.data["n"] += 1
        return
    q.hand.remove(shown)
    hooks.lost_cards(g, q.seat)
    g.say("調訪: {seat}獲得{card}。", {"seat": seat, "from": q.seat, "taken": shown}, seat=words.seat(seat),
          card=words.card(s.cards[shown]))
    zones.into_hand(g, seat, [shown])
