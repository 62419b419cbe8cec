"""How much a card is worth keeping, for the defaults a person gets by pressing Enter (issue 21, item 15): the least
harmful choice of each kind of ask is worked out here, in one place.

- Discarding from one's own hand (棄牌階段, 以逸待勞's 「其棄置X張手牌」): the card of least `WORTH`; the last 【狗】 or
  【流浪貓】 of a hand counts `LAST_BONUS` more (a 【狗】 is what 購股, 金鼓齊鳴 and attacks need; a 【流浪貓】 the only
  answer to a 【狗】), so the only 【狗】 goes only when nothing else will do. Ties: the newest card (the old default).

The figures are a careful player's rough order (a 【家貓】 saves a life; a 無懈可擊 or 無中生有 is two cards' worth; an
equipment card is worth having but usually replaceable; 八陣圖 hurts whoever holds it longest), not a measured value.

>>> from .cards import build_deck
>>> deck = {c.id: c for c in build_deck()}
>>> dog = next(c.id for c in deck.values() if c.name == "狗")
>>> tent = next(c.id for c in deck.values() if c.name == "八陣圖")
>>> least_harmful_discard(deck, [dog, tent]) == tent and least_harmful_discard(deck, [tent, dog]) == tent
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import Card, Category

WORTH: Mapping[str, float] = {
    "狗": 2.0, "流浪貓": 2.2, "家貓": 3.5, "無懈可擊": 2.6, "無中生有": 2.8, "無我之愛": 3.0, "順手牽羊": 2.5,
    "釜底抽薪": 2.2, "金鼓齊鳴": 2.0, "瞞天過海": 1.6, "以逸待勞": 1.6, "美人計": 1.8, "八陣圖": 0.3,
}
EQUIPMENT = 1.5  # any equipment card
LAST_BONUS = 2.0  # the last 【狗】 / 【流浪貓】 of a hand
SCARCE = frozenset({"狗", "流浪貓"})


def worth(cards: Mapping[int, Card], cid: int, hand: Sequence[int]) -> float:
    """What keeping card `cid` of `hand` is worth (the higher, the more it hurts to lose)."""
    card = cards[cid]
    v = WORTH.get(card.name, EQUIPMENT if card.category == Category.EQUIPMENT else 1.0)
    if card.name in SCARCE and sum(1 for c in hand if cards[c].name == card.name) == 1:
        v += LAST_BONUS
    return v


def least_harmful_discard(cards: Mapping[int, Card], hand: Sequence[int]) -> int:
    """The card of `hand` whose loss hurts least (`worth`); among equals the newest."""
    best = hand[-1]
    for c in reversed(hand):
        if worth(cards, c, hand) < worth(cards, best, hand):
            best = c
    return best
