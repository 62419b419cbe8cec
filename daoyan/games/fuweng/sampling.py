"""What a seat of 三國殺×大富翁 cannot tell apart (daoyan.core.sampling, for the search bot): the draws everybody
sees, deals and decks consistent with everything the seat read, and the hidden answers its lines show.

Everybody sees: every throw and move (行動投擲, 岔路, the NPCs' moves), the 機會 and 轉盤 dice, the map's set-up
(姓氏格, NPC起始位置), and the random cards an event takes from a hand, an equipment area or a bank — they are
discarded face up at once (乞丐, 流氓, 小偷, 窮神, 衰神, 交警, 博麗靈夢, 無我之愛, 制御棒, 飛彈銀行), and a skill's
random card shown or discarded face up, or seat named, at once (疑室, 調訪, 閃現, 善詔, 竭探, 造幕, 鎮林,
止峰). Hidden: the identities (身份, but the 蒼鷺, the dead and a 貓娘 shown), the order of the deck (洗牌), the
card 順手牽羊 takes, 冥婚's two cards, a random 指令, the 人妖牌堆's order and each 選將傳遞 (but what the seat
was shown).

The deck (`Cards`): the seat's lines tell how many cards each seat drew and when, with their backs (類別); which cards
it played, discarded or equipped later (their faces); the seat's own cards. A sample's deck puts, at every position a
draw took, a card of the back that draw showed — the very card the drawer later showed, where it showed one — and
shuffles the rest (`Chance.shuffle`'s `{"first": [...]}`); the same for each reshuffle of the discard pile. So every
card another seat plays in the sample is in its hand, and each of its hidden cards has the back the seat saw.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...core.ask import Answer, Ask
from ...core.game import Game
from .basic import COMMANDS
from .board import SURNAMES
from .cards import build_deck
from .identities import CANGLU, identities_for
from .selection import FIRST_OFFER
from .state import FState

PUBLIC_CHANCE = frozenset({
    "行動投擲", "岔路", "NPC移動", "機會", "轉盤", "姓氏格", "NPC起始位置",
    "乞丐", "流氓", "小偷", "窮神", "衰神", "交警動物牌", "交警大招牌", "交警裝備牌", "博麗靈夢", "無我之愛",
    "制御棒", "飛彈銀行",
    # a skill's random pick whose result is shown face up at once: a hand card shown (疑室, 調訪), a card discarded
    # (閃現, 善詔, 竭探 — and the seat it damages —, 造幕, 鎮林), the holder a 止峰 mark is removed from
    "疑室", "調訪", "閃現", "善詔", "竭探", "造幕", "鎮林", *(f"止峰{x}" for x in range(1, 7)),
})
#: the hidden draws a sample draws itself, consistent with the seat's lines (the rest are the rules' own: a sample whose
#: lines they contradict is taken back and drawn again, bench/fuweng_search.py counts them)
FOLLOWED = frozenset({"身份", "洗牌", "判定牌堆", "順手牽羊", "指令", "人妖牌堆", "選將傳遞", "冥婚"})
OPEN_ANSWERS: frozenset[str] = frozenset()  # answers show as lines (the guide reads them), not as given
SECRET_OPTIONS = ("局面",)  # a scenario's arrangement (hands, deck)
#: public lines that show a card leaving a seat's hand (or 探寶棒/照相機 uses), by data key
FROM_HAND = ("dog", "used", "equipped", "with", "played", "as_cat", "as_dog")
DECLINE = ("結束", "不出", "不救", "放棄", "不發動", "完成", "不購股")
BACKS = ("動物牌", "大招牌", "裝備牌")
#: NPCs whose event counts a hand's cards of some backs (npcs.py)
COUNTED = {"乞丐": ("動物牌",), "流氓": ("大招牌",), "小偷": ("裝備牌",), "窮神": ("動物牌",),
           "衰神": ("大招牌", "裝備牌"), "交警": BACKS}
_BACKS = re.compile(r"\(([^()]*)\)。?$")


def public_options(options: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in options.items() if k not in SECRET_OPTIONS}


@dataclass
class Slot:
    """A card a draw took (or a start hand held): the back the seat saw, and its face once known."""

    back: str | None
    card: int | None = None
    name: str | None = None  # a search by name (檢索【狗】) took it
    region: int = 0  # the shuffle it came from (0: the start deck; k: the k-th reshuffle of the discard pile)
    nots: set[str] = field(default_factory=set)  # backs it cannot have (an event counted the hand's backs)
    at: int = 0  # when it came into the hand it is in (a count of cards come into hands: the hand's order)
    taken_at: int = -1  # the line at which another took it from a hand unseen (順手牽羊)
    before: int = 0  # `at` in the hand it was taken from


@dataclass
class Cards:
    """The hidden cards as the seat's lines tell them: the deck's positions taken, in order, per shuffle (`regions`:
    the start deck, then each reshuffle of the discard pile), who holds which, and the cards the seat saw faces of."""

    backs: dict[int, str]
    names: dict[int, str]
    regions: list[list[Slot]] = field(default_factory=lambda: [[]])
    hands: dict[int, list[Slot]] = field(default_factory=dict)
    banks: dict[int, list[Slot]] = field(default_factory=dict)
    public: dict[int, str] = field(default_factory=dict)  # a card shown face up -> where it lies (discard, …)
    stolen: list[Slot] = field(default_factory=list)  # 順手牽羊, in order
    secret: list[tuple[str, list[Slot]]] = field(default_factory=list)  # other hidden picks of cards (冥婚), in order
    away: dict[int, list[Slot]] = field(default_factory=dict)  # unseen cards taken from a seat unseen (順手牽羊)
    now: int = 0  # the line being read
    came: int = 0  # cards come into hands so far

    def come(self, s: Slot) -> None:
        """`s` comes into a hand now (last in its order)."""
        self.came += 1
        s.at = self.came
    pools: list[Counter[int]] = field(default_factory=list)  # the discard pile at each reshuffle
    broken = False  # the lines could not be followed
    left_in_deck: int = 0  # cards in the deck now (its size at the start or the last reshuffle, less those taken)
    leftover: list[Slot] = field(default_factory=list)  # cards left on top at the last reshuffle, not taken yet
    fresh: list[Slot] = field(default_factory=list)  # the cards the line just before drew

    def count(self, seat: int, npc: str, after: list[dict[str, Any]]) -> tuple[int, tuple[str, ...], int, int]:
        """An NPC that counts `seat`'s hand by back: 乞丐, 流氓, 小偷 「若手牌中的(動物/大招/裝備)牌數量：大于1，
        隨機棄置一張；否則，補充至2張」; 窮神/衰神: 2 random (非)動物牌, or all of them and a debt; 交警: one random
        card of each back it holds. Its next lines show what the hand held: (how many of them to wait for, the
        backs counted, the fewest and the most the hand holds of them once they are read)."""
        kinds = COUNTED[npc]
        wait, low, high = 0, 0, 99
        for k, e in enumerate(after, start=1):
            d = e.get("data") or {}
            if d.get("seat") != seat:
                continue
            text = str(e.get("text"))
            if npc == "交警":  # the backs it discarded none of: it held none
                shown = {self.backs[c] for c in d.get("discarded", [])}
                return k, tuple(b for b in BACKS if b not in shown), 0, 0
            if npc in ("乞丐", "流氓", "小偷"):
                if "檢索" in text and "n" in d:
                    return k, kinds, 2, 2  # 補充至2張
                if "discarded" in d:
                    return k, kinds, 1, 99  # more than 1, one discarded
                return k, kinds, 0, 99
            wait = k
            if "負債" in text:  # all of them discarded (or none held), and a debt
                return k, kinds, 0, 0
            if "discarded" not in d:
                break
        return wait, kinds, low, high

    def hold(self, seat: int, kinds: tuple[str, ...], low: int, high: int) -> None:
        """`seat`'s hand holds between `low` and `high` cards of `kinds` (backs): its unseen cards are given one of
        them, or told they have none, to match."""
        hand = self.hands.setdefault(seat, [])
        have = sum(1 for s in hand if s.back in kinds)
        unseen = [s for s in hand if s.back is None and s.card is None]
        for s in unseen[:max(0, low - have)]:
            if len(kinds) == 1:
                s.back = kinds[0]
            else:
                s.nots |= set(BACKS) - set(kinds)
        if high < 99:
            for s in unseen[max(0, low - have):]:
                s.nots |= set(kinds)

    def fits(self, s: Slot, card: int) -> bool:
        """Could `card` be the unseen card of slot `s` (its back, its name, the shuffle it came from)?"""
        back = self.backs[card]
        return (s.back in (back, None) and back not in s.nots and s.name in (None, self.names[card])
                and (s.region == 0 or card in self.pools[s.region - 1]))

    def match(self, seat: int, seen: list[int]) -> None:
        """`seen` is `seat`'s whole hand (in order): its unseen slots take those of the cards no slot holds yet, each
        a card it fits (a matching: a slot of the same place in the hand first), so that every card has one."""
        hand = self.hands.setdefault(seat, [])
        bound = self.bound()
        cards = [c for c in seen if c not in bound]
        slots = [h for h in hand if h.card is None]
        owner: dict[int, int] = {}  # slot index -> card

        def place(c: int, tried: set[int]) -> bool:
            near = seen.index(c)
            for k in sorted(range(len(slots)), key=lambda k: abs(hand.index(slots[k]) - near)):
                if k in tried or not self.fits(slots[k], c):
                    continue
                tried.add(k)
                if k not in owner or place(owner[k], tried):
                    owner[k] = c
                    return True
            return False

        for c in cards:
            place(c, set())
        for k, c in owner.items():
            slots[k].card, slots[k].back = c, self.backs[c]
        # a card no slot of the hand fits: the guess of which unseen card another took from it (順手牽羊) was wrong —
        # the one taken was a slot still here that no card of the hand holds (what it showed later was that one's),
        # and the card lay in the slot taken
        for c in [c for c in cards if c not in owner.values()]:
            left = sorted((h for h in hand if h.card is None), key=lambda h: h.name is None)  # (named slots first)
            for m in self.away.get(seat, []):
                if m.back not in (None, self.backs[c]) or m.name not in (None, self.names[c]) \
                        or (m.region and c not in self.pools[m.region - 1]):
                    continue
                swap = next((h for h in left if h.at < m.at and (
                    self.fits(h, m.card) if m.card is not None else h.back in (m.back, None) and h.name is None)), None)
                where = next((z for z in (*self.hands.values(), *self.banks.values()) if any(x is m for x in z)), None)
                if swap is None or (where is None and m.card is None):
                    continue
                if where is not None:
                    where[next(i for i, x in enumerate(where) if x is m)] = swap
                hand.remove(swap)
                self.stolen = [swap if x is m else x for x in self.stolen]
                self.away[seat] = [swap if x is m else x for x in self.away[seat]]
                swap.taken_at, swap.before, swap.at = m.taken_at, swap.at, m.at
                m.taken_at, m.at = -1, m.before
                hand.insert(next((i for i, x in enumerate(hand) if x.at > m.at), len(hand)), m)  # (its place)
                if m.card is not None:
                    swap.card, swap.back = m.card, self.backs[m.card]
                m.card, m.back = c, self.backs[c]
                slots.append(m)
                break
        # the hand is in the order its cards came: the k-th card shown is the k-th come, where that fits
        guessed = {id(x) for x in slots if x.card is not None}
        ordered = sorted(hand, key=lambda h: h.at)
        if len(ordered) == len(seen) and all(
                (h.card == c) if id(h) not in guessed else self.fits(h, c) for h, c in zip(ordered, seen, strict=True)):
            for h, c in zip(ordered, seen, strict=True):
                h.card, h.back = c, self.backs[c]

    def bound(self) -> set[int]:
        """The cards known to lie in some seat's hidden cards."""
        return {s.card for h in (*self.hands.values(), *self.banks.values()) for s in h if s.card is not None}

    def pop(self, back: str | None, search: bool) -> Slot:
        """The next card a draw (or a search for `back`) takes: one left on top of the deck at the last reshuffle
        (a search passes over those of other backs), else the next of the current shuffle."""
        self.left_in_deck -= 1
        for s in self.leftover if search else self.leftover[:1]:
            if back is None or (s.back in (None, back) and back not in s.nots):
                self.leftover.remove(s)
                s.back = back if back is not None else s.back
                return s
        got = Slot(back, region=len(self.regions) - 1)
        self.regions[-1].append(got)
        return got

    def take(self, seat: int, n: int, backs: list[str | None], search: bool = False) -> list[Slot]:
        got = [self.pop(backs[i] if i < len(backs) else None, search) for i in range(n)]
        for s in got:
            self.come(s)
        self.hands.setdefault(seat, []).extend(got)
        return got

    def reshuffle(self, size: int, searched: str | None) -> None:
        """棄牌堆洗混 (R-G8): the discard pile shuffled under what is left of the deck (`size` cards in all now); a
        search for `searched` that found none among those left is what started it."""
        left = max(0, self.left_in_deck)
        self.leftover = [Slot(None, region=len(self.regions) - 1) for _ in range(left)]
        for s in self.leftover:
            if searched is not None:
                s.nots.add(searched)
        self.regions[-1].extend(self.leftover)
        self.pools.append(Counter(c for c, where in self.public.items() if where == "discard"))
        for c in [c for c, where in self.public.items() if where == "discard"]:
            self.public[c] = "deck"
        self.regions.append([])
        self.left_in_deck = size

    def bind(self, seat: int, card: int, zones: tuple[str, ...] = ("hand", "bank")) -> Slot | None:
        """`card` showed from `seat`'s hidden cards: the slot that holds it (an unbound one of its back, else)."""
        places = [self.hands.setdefault(seat, []) if z == "hand" else self.banks.setdefault(seat, []) for z in zones]
        for place in places:
            for s in place:
                if s.card == card:
                    return s
        if any(s.card == card for h in (*self.hands.values(), *self.banks.values()) for s in h):
            self.broken = True  # the card is in another seat's hidden cards
            return None
        back = self.backs[card]
        for place in places:
            free = [s for s in place if s.card is None and self.fits(s, card)]
            if free:  # a card just drawn first (it is shown at once: the 【狗】 死神鐮刀's move found, an equipment
                # just searched), then the slot only such a card fits (a 檢索【狗】's), then one of its back, then any;
                # the latest taken of those
                pick = max(enumerate(free), key=lambda t: (any(t[1] is x for x in self.fresh), t[1].name is not None,
                                                           t[1].back == back, t[0]))[1]
                pick.card, pick.back = card, back
                return pick
        self.broken = True
        return None

    def leave(self, seat: int, card: int, zones: tuple[str, ...] = ("hand",)) -> None:
        """`card` left `seat`'s hidden cards face up (or moved on from where it lay face up: equipment, …)."""
        if self.public.get(card) not in (None, "deck"):
            self.public[card] = "discard"
            return
        s = self.bind(seat, card, zones)
        if s is not None:
            for place in (self.hands.get(seat, []), self.banks.get(seat, [])):
                if s in place:
                    place.remove(s)
        self.public[card] = "discard"


def follow(view: dict[str, Any], players: int) -> tuple[Cards, dict[str, Any]]:
    """Walk the seat's lines: the cards (`Cards`) and the rest of what the deal needs (turn order, identities)."""
    deck = build_deck()
    cards = Cards({c.id: str(c.category.back) for c in deck}, {c.id: c.name for c in deck})
    cards.left_in_deck = len(deck)
    seat = int(view["seat"])
    info: dict[str, Any] = {"order": [], "identity": None, "canglu": None, "dead": {}, "judged": []}
    log = view.get("log", [])
    last: list[Slot] = []  # the slots the last draw took (debt, own faces)
    own: list[int] = []  # the seat's start hand
    counts: dict[int, tuple[int, tuple[str, ...], int, int]] = {}  # line -> a hand count to apply after it
    commands: list[Slot] = []  # each random 指令 drawn, in order (its name once known)
    held: dict[int, list[Slot]] = {}  # each seat's commands not yet used
    s_: Slot | None
    # the cards each seat shows from its hand in the end: a card taken from a hand unseen (順手牽羊, a deposit) is
    # best one it will not show later
    shows: dict[int, set[int]] = {}
    for e in log:
        d = e.get("data") or {}
        if e.get("audience") == "all" and "seat" in d:
            out = shows.setdefault(int(d["rescuer"] if "rescuer" in d else d["seat"]), set())
            out |= {int(d[k]) for k in (*FROM_HAND, "card") if isinstance(d.get(k), int)
                    and not isinstance(d[k], bool)}
            out |= {int(c) for c in d.get("discarded") or ()}

    def spare(x: int, h: Slot) -> tuple[int, int]:
        """How much a hidden card is needed later (the least needed is the one to take): a card it shows later,
        then an unseen one, then a known one it never shows."""
        if h.card is None:
            return (1, 0)
        return (2, 0) if h.card in shows.get(x, ()) else (0, 0)

    for i, e in enumerate(log):
        d = e.get("data") or {}
        public = e.get("audience") == "all"
        cards.now = i
        text = str(e.get("text", ""))
        if public and "蒼鷺" in d:
            info["canglu"] = int(d["蒼鷺"])
        elif not public and "identity" in d:
            info["identity"] = str(d["identity"])
        elif public and "姓氏" in d and not info["order"]:
            surname = {int(k): v for k, v in d["姓氏"].items()}
            info["order"] = sorted(surname, key=lambda x: SURNAMES.index(surname[x]))
            for x in info["order"]:  # 「隨機分給每個玩家4張」, in turn order
                for s_, c in zip(cards.take(x, 4, []), own if x == seat else [], strict=False):
                    s_.card, s_.back = c, cards.backs[c]
        elif not public and "hand" in d:  # (told before the surnames give the order)
            own = [int(c) for c in d["hand"]]
        elif public and "how" in d and "n" in d:
            backs = _BACKS.search(text)
            seen_backs = re.split(r"[、,]\s*", backs.group(1)) if backs else []
            last = cards.take(int(d["seat"]), int(d["n"]), [b if b in BACKS else None for b in seen_backs],
                              search="檢索" in str(d["how"]))
            cards.fresh = list(last)
            if "【狗】" in str(d["how"]):  # 檢索【狗】: by name
                for s_ in last:
                    s_.name = "狗"
        elif not public and "cards" in d and text.startswith("你從銀行區"):
            for c in d["cards"]:
                s_ = cards.bind(seat, int(c), ("bank",))
                if s_ is not None:
                    cards.banks[seat].remove(s_)
                    cards.hands.setdefault(seat, []).append(s_)
                    cards.come(s_)
        elif not public and "cards" in d:
            for s_, c in zip(last, d["cards"], strict=False):
                s_.card, s_.back = int(c), cards.backs[int(c)]
        elif public and "debt_paid" in d:  # the first cards of the draw just made go to the discard pile
            x = int(d["seat"])
            hand = cards.hands.setdefault(x, [])
            fresh = iter(last)
            for c in d["debt_paid"]:  # (or cards just adopted: their faces are known)
                s_ = next((h for h in hand if h.card == int(c)), None) or next(fresh, None)
                if s_ is not None and s_ in hand and s_.card in (None, int(c)) \
                        and s_.back in (None, cards.backs[int(c)]):
                    s_.card, s_.back = int(c), cards.backs[int(c)]
                    hand.remove(s_)
                else:
                    cards.broken = True
                cards.public[int(c)] = "discard"
        elif public and "bank" in d and "放入" in text:
            x = int(d["seat"])
            if d.get("from_deck"):
                s_ = cards.pop(None, False)
            else:  # a deposit: one of its hand's cards (an equipment one was named just before)
                prev = (log[i - 1].get("data") or {}) if i else {}
                if "equip" in prev:
                    s_ = Slot(cards.backs[int(prev["equip"])], int(prev["equip"]))
                    cards.public.pop(int(prev["equip"]), None)
                else:
                    hand = cards.hands.setdefault(x, [])
                    if not hand:
                        cards.broken = True
                        continue
                    s_ = min(hand, key=lambda h: spare(x, h))
                    hand.remove(s_)
            cards.banks.setdefault(x, []).append(s_)
        elif not public and "bank_card" in d:
            bank = cards.banks.get(seat, [])
            if bank and bank[-1].card is None:
                bank[-1].card, bank[-1].back = int(d["bank_card"]), cards.backs[int(d["bank_card"])]
        elif public and "bank" in d and "獲得" in text:  # out of the bank into the hand
            x = int(d["seat"])
            bank = cards.banks.setdefault(x, [])
            n = len(bank) - int(d["bank"])
            if x != seat or "一張牌" in text:  # (its own 取款 is told card by card; an overflow card is its choice)
                for s_ in bank[:n]:
                    cards.hands.setdefault(x, []).append(s_)
                    cards.come(s_)
                del bank[:n]
        elif public and isinstance(d.get("from"), int) and isinstance(d.get("taken"), int) and "seat" in d:
            # a card shown face up just before goes from its holder's hand to the seat's (疑室, 調訪: 「你獲得之」)
            c = int(d["taken"])
            s_ = cards.bind(int(d["from"]), c, ("hand",))
            if s_ is not None and s_ in cards.hands.get(int(d["from"]), []):
                cards.hands[int(d["from"])].remove(s_)
                cards.hands.setdefault(int(d["seat"]), []).append(s_)
                cards.come(s_)
            else:
                cards.broken = True
        elif public and isinstance(d.get("from"), int) and isinstance(d.get("count"), int) and "seat" in d:
            # 冥婚: 「隨機獲得其兩張牌」 — the cards told to the two of them (the seat, if it is one), else unseen ones
            taker, victim = int(d["seat"]), int(d["from"])
            told = (log[i + 1].get("data") or {}).get("taken") if i + 1 < len(log) else None
            hand = cards.hands.setdefault(victim, [])
            pair: list[Slot] = []
            if isinstance(told, list):
                for c in told:
                    if cards.public.get(int(c)) == "equip":
                        cards.public.pop(int(c))
                        pair.append(Slot(cards.backs[int(c)], int(c)))
                        continue
                    s_ = cards.bind(victim, int(c), ("hand",))
                    if s_ is None or s_ not in hand:
                        cards.broken = True
                        break
                    hand.remove(s_)
                    pair.append(s_)
            else:
                for _ in range(int(d["count"])):
                    if not hand:
                        cards.broken = True
                        break
                    s_ = min(hand, key=lambda h: spare(victim, h))
                    hand.remove(s_)
                    pair.append(s_)
            cards.hands.setdefault(taker, []).extend(pair)
            for s_ in pair:
                cards.come(s_)
            cards.secret.append(("冥婚", pair))
        elif public and isinstance(d.get("from"), int) and set(d) == {"seat", "from"}:  # 順手牽羊 (探聽: chosen)
            thief, victim = int(d["seat"]), int(d["from"])
            backs = _BACKS.search(text)
            back = backs.group(1) if backs else None
            told = (log[i + 1].get("data") or {}).get("taken") if i + 1 < len(log) else None
            hand = cards.hands.setdefault(victim, [])
            if told is not None:
                s_ = cards.bind(victim, int(told))
            else:
                fit = [h for h in hand if h.back in (back, None) and (h.card is None or cards.backs[h.card] == back)]
                s_ = min(fit, key=lambda h: spare(victim, h)) if fit else None
            if s_ is None or s_ not in hand:
                cards.broken = True
                continue
            s_.back = back if back in BACKS else s_.back
            hand.remove(s_)
            cards.hands.setdefault(thief, []).append(s_)
            if "手牌" in text:  # 順手牽羊's 「獲得其一張手牌」 is at random (探聽's card is chosen)
                cards.stolen.append(s_)
            s_.taken_at, s_.before = i, s_.at
            cards.come(s_)
            if told is None and s_.card is None:  # (which of its unseen cards it was: a guess, `Cards.match`)
                cards.away.setdefault(victim, []).append(s_)
        elif public and isinstance(d.get("void"), str) and isinstance(d.get("user"), int):
            # 出警: 「令此牌無效」 — the user's card of that name left its hand unseen (to the discard pile)
            x, name = int(d["user"]), str(d["void"])
            shown_use = any((b := x_.get("data") or {}).get("seat") == x and any(
                isinstance(b.get(k), int) and not isinstance(b[k], bool) and cards.names.get(b[k]) == name
                for k in FROM_HAND) for x_ in log[max(0, i - 4):i])
            if shown_use:  # (its line showed the card: it left the hand then)
                continue
            hand = cards.hands.setdefault(x, [])
            ids = [c for c, n in cards.names.items() if n == name]
            back = cards.backs[ids[0]] if ids else None
            fit = [h for h in hand if (h.card is not None and cards.names[h.card] == name)
                   or (h.card is None and h.name in (None, name) and h.back in (back, None) and back not in h.nots)]
            if not fit:
                cards.broken = True
                continue
            s_ = min(fit, key=lambda h: (h.card is None, spare(x, h)))
            s_.name = name if s_.card is None else s_.name
            s_.back = back if s_.card is None else s_.back
            hand.remove(s_)
        elif public and isinstance(d.get("shown"), int):  # a hand card shown face up (疑室, 調訪: at random; 挽瀾)
            cards.bind(int(d.get("target", d["seat"])), int(d["shown"]), ("hand",))
        elif public and isinstance(d.get("shown"), dict):  # 競選: each chosen character's hand card
            for k, c in d["shown"].items():
                cards.bind(int(k), int(c), ("hand",))
        elif public and "seen" in d:
            pass
        elif not public and "seen" in d:  # 你觀看X号的手牌 (探聽: X号的手牌): its hand, in order
            m = re.search(r"你觀看(\d+)号", text)
            if m or isinstance(d.get("seat"), int):
                x = int(m.group(1)) if m else int(d["seat"])
                hand = cards.hands.setdefault(x, [])
                cards.match(x, [int(c) for c in d["seen"]])
                kept = [cards.bind(x, int(c), ("hand",)) for c in d["seen"]]
                # the whole hand: a card the lines lost track of (it left unseen) is no longer in it
                cards.hands[x] = [h for h in kept if h is not None]
        elif public and "deck" in d and len(d) == 1:  # 棄牌堆洗混
            after = next((x.get("data") or {} for x in log[i + 1:i + 3] if "how" in (x.get("data") or {})), {})
            how = str(after.get("how", ""))  # (the search that started it, if one did)
            cards.reshuffle(int(d["deck"]), next((b for b in BACKS if b in how), None) if "檢索" in how else None)
        elif public and d.get("npc_event") in COUNTED:
            k, kinds, low, high = cards.count(int(d["seat"]), str(d["npc_event"]), log[i + 1:i + 5])
            counts[i + k] = (int(d["seat"]), kinds, low, high)
        elif public and "commands" in d and "seat" in d:  # 獲得一個隨機指令
            got = Slot(None)
            commands.append(got)
            held.setdefault(int(d["seat"]), []).append(got)
        elif not public and "command" in d and commands and commands[-1].name is None:
            commands[-1].name = str(d["command"])  # (its own: told at once)
        elif public and "command" in d and "seat" in d:  # a command everybody saw it get
            held.setdefault(int(d["seat"]), []).append(Slot(None, name=str(d["command"])))
        elif public and "judgement" in d:
            info["judged"].append(str(d["judgement"]))
        elif public and "died" in d:
            info["dead"][int(d["seat"])] = str(d["died"])
        elif public and isinstance(d.get("revealed"), str) and "seat" in d:  # 蒼鷺陣亡: the 貓娘 shows hers
            info["dead"][int(d["seat"])] = str(d["revealed"])
        if public and isinstance(d.get("command_used"), str) and "seat" in d:  # a command it held is spent
            mine = held.setdefault(int(d["seat"]), [])
            used = next((c for c in mine if c.name == d["command_used"]), None) or next(
                (c for c in mine if c.name is None), None)
            if used is None:
                cards.broken = True
            else:
                used.name = str(d["command_used"])
                mine.remove(used)
        if public and "seat" in d:
            x = int(d["seat"])
            for key in FROM_HAND:
                if isinstance(d.get(key), int) and not isinstance(d.get(key), bool):
                    c = int(d[key])
                    if key not in ("dog", "equipped"):  # (a card the seat uses at once is the one it just drew)
                        cards.fresh = []
                    cards.leave(x, c)
                    if key == "equipped":
                        cards.public[c] = "equip"
            if "rescuer" in d and "card" in d:
                cards.leave(int(d["rescuer"]), int(d["card"]))
            if "discarded" in d:
                for c in d["discarded"]:
                    cards.leave(x, int(c))
                for c in d.get("adoption", []):
                    cards.public[int(c)] = "adoption"
            if "adopted" in d:
                for c in d["adopted"]:
                    s_ = Slot(cards.backs[int(c)], int(c))
                    cards.public.pop(int(c), None)
                    cards.hands.setdefault(x, []).append(s_)
                    cards.come(s_)
            if "bank_lost" in d:
                cards.leave(x, int(d["bank_lost"]), ("bank",))
            if "zhiyubang" in d:
                cards.public[int(d["zhiyubang"])] = "discard"
        if i in counts:
            cards.hold(*counts.pop(i))
        if public and "how" not in d and "debt_paid" not in d:
            cards.fresh = []  # the line after a draw has been read (a debt paid from it is the draw's own)
    info["commands"] = commands
    user = using_now(view)
    if user is not None and user[0] != seat:  # its ask now: another seat uses a card of that name (出警, 抱團)
        ids = [c for c, n in cards.names.items() if n == user[1]]
        back = cards.backs[ids[0]] if ids else None
        if user[1] not in {cards.names[h.card] for h in cards.hands.get(user[0], []) if h.card is not None}:
            free = [h for h in cards.hands.get(user[0], []) if h.card is None and h.name is None
                    and h.back in (back, None) and back not in h.nots]
            if free:  # (the latest drawn: a card just drawn is the likeliest to be used at once)
                free[-1].name, free[-1].back = user[1], back
    return cards, info


def sample_chance(players: int, options: dict[str, Any], view: dict[str, Any], rng: random.Random
                  ) -> dict[str, Any] | None:
    """The hidden draws of a sample: the identities (the 蒼鷺's and the dead's as shown, the seat's own), the deck's
    taken positions in every shuffle (`Cards`), the cards 順手牽羊 and 冥婚 took. None when the lines cannot be
    followed — so also when a line moves cards in a way the follower does not read: the search bot then plays the
    heuristic bot's pick (`fallbacks`), it never fails the game."""
    try:
        cards, info = follow(view, players)
    except (TypeError, ValueError, KeyError, IndexError):  # (a line of a shape the follower does not know)
        return None
    if cards.broken or info["canglu"] is None:
        return None
    seat = int(view["seat"])
    # identities
    fixed: dict[int, str] = {info["canglu"]: CANGLU, **info["dead"]}
    if info["identity"] is not None:
        fixed[seat] = info["identity"]
    left = Counter(identities_for(players))
    left.subtract(fixed.values())
    if any(v < 0 for v in left.values()):
        return None
    rest = list(left.elements())
    rng.shuffle(rest)
    free = [x for x in range(1, players + 1) if x not in fixed]
    deal = {**fixed, **dict(zip(free, rest, strict=True))}
    # the deck: each region's taken positions, faces first as shown, the rest of their backs drawn
    all_cards = Counter(cards.backs.keys())
    names = cards.names
    orders: list[dict[str, Any]] = []
    for k, region in enumerate(cards.regions):
        pool = Counter(all_cards) if k == 0 else Counter(cards.pools[k - 1])
        shown = Counter(s.card for s in region if s.card is not None)
        if shown - pool:
            return None
        pool.subtract(shown)
        by_back: dict[str, list[int]] = {}
        for c in pool.elements():
            by_back.setdefault(cards.backs[c], []).append(c)
        for ids in by_back.values():
            rng.shuffle(ids)
        first: list[int] = []
        for s in region:
            if s.card is None:  # a card of its back; of any back in proportion to what is left, if unseen
                b = s.back
                if b is None:
                    open_ = {k: v for k, v in by_back.items() if k not in s.nots}
                    r = rng.randrange(max(1, sum(len(v) for v in open_.values())))
                    for name, ids in open_.items():
                        if r < len(ids):
                            b = name
                            break
                        r -= len(ids)
                fit = [c for c in by_back.get(b or "", []) if s.name in (None, names[c])]
                if not fit:
                    return None
                s.card = fit[-1]
                by_back[b or ""].remove(s.card)
            first.append(s.card)
        orders.append({"first": first})
    forced: dict[str, Any] = {"身份": [[deal[x] for x in range(1, players + 1)]]}
    if info["order"]:  # (the deck is shuffled after 選將: while a seat chooses, not yet)
        forced["洗牌"] = orders
    if info["judged"]:  # the 人妖牌 judged, face up in turn: the judgement deck starts with them
        forced["判定牌堆"] = [{"first": info["judged"]}]
    if cards.stolen:
        forced["順手牽羊"] = [s.card for s in cards.stolen]
    for name, slots in cards.secret:  # (a skill's random pick of several cards: one list each)
        forced.setdefault(name, []).append([s.card for s in slots])
    if info["commands"]:  # R-K1: uniform among the six; a command later used (or told to the seat) as it was
        forced["指令"] = [c.name or COMMANDS[rng.randrange(len(COMMANDS))] for c in info["commands"]]
    if options.get("人妖牌") == "標準版":
        piles = selection_draws(view, rng)
        if piles is None:
            return None
        forced.update(piles)
    return forced


def using_now(view: dict[str, Any]) -> tuple[int, str] | None:
    """(the seat, the card's name) when the seat's open ask answers another's use of a card, which its prompt names
    (出警, 抱團: 「{user}使用【{card}】」) before any line shows it."""
    used = re.search(r"(\d+)[号號](?:對\d+[号號])?使用【([^】]+)】", str((view.get("ask") or {}).get("prompt", "")))
    return (int(used.group(1)), used.group(2)) if used else None


def selection_draws(view: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """選將's hidden draws (the 人妖牌堆's order, each 選將傳遞's shuffle) that give every seat the card it chose —
    all shown — and this seat the very hand it was offered, in that order: the cards a picker before this seat chose
    came in as the pile's top when it was handed on (the 蒼鷺's among the first 8), the one added to this seat's hand
    is one of its offer; after this seat, a card chosen that the hand did not hold came in just before (while the seat
    is still choosing, the draws end with its offer). None when the lines show no 選將 the sample can follow."""
    from . import skills

    seat = int(view["seat"])
    lines = view.get("log", [])
    picks = [(int(d["seat"]), str(d["character"])) for e in lines if e.get("round") == 0
             and "character" in (d := e.get("data") or {}) and "seat" in d and "選擇" in str(e.get("text"))]
    offered = next((list(d["offered"]) for d in (e.get("data") or {} for e in lines) if "offered" in d), None)
    order = [x for x, _ in picks]
    picking = seat not in order  # its own 選將 is the ask now: the passes after its offer are not drawn yet
    if offered is None or (not picks and not picking):
        return None
    m = len(order) if picking else order.index(seat)
    chosen = [c for _, c in picks]
    pool = list(skills.playable())
    if any(c not in pool for c in chosen + offered):
        return None
    first = FIRST_OFFER
    if m == 0:
        hand = list(offered)
        news: list[str] = []
    else:
        added = offered[rng.randrange(len(offered))]  # the pile's top that came in with this seat's hand
        news = [*chosen[1:m], added]
        hand = [chosen[0]] + [c for c in offered if c != added]
        if len(set(hand + news)) != len(hand) + len(news) or len(hand) != first:
            return None
    if m > 0:
        rng.shuffle(hand)
    used = set(hand) | set(news)
    spare = [c for c in pool if c not in used]
    rng.shuffle(spare)
    passes: list[list[str]] = []
    cur = list(hand)
    for j in range(1, m + 1 if picking else len(order)):
        cur = [c for c in cur if c != chosen[j - 1]]
        if j < m:
            new = news[j - 1]
        elif j == m:
            new = news[-1]
        else:
            new = chosen[j] if chosen[j] not in cur else (spare.pop() if spare else "")
            if not new or new in cur:
                return None
            if new in spare:
                spare.remove(new)
            news.append(new)
        cur = [*cur, new]
        if j < len(chosen) and chosen[j] not in cur:
            return None
        if j == m:
            if sorted(cur) != sorted(offered):
                return None
            cur = list(offered)
        else:
            rng.shuffle(cur)
        passes.append(list(cur))
    return {"人妖牌堆": [{"first": hand + news}], "選將傳遞": passes}


def sample_guide(view: dict[str, Any]) -> Any:
    """Another seat's answer as the seat's next lines show it, in a sample at the same point: the card it played, used,
    equipped or answered with (and its target), or discarded where the ask discards; the choice the next lines name
    (打工, 購股, X軸, a command, a cell, …); as many cards put into or taken from its bank as the lines count; none
    shown: its option to decline (結束, 不出, 不救, 放棄, 完成, …). A guess: the lines still decide."""
    seat = int(view["seat"])
    lines = view.get("log", [])
    seen_at: dict[int, tuple[int, int]] = {}  # id(g) -> (entries read, lines the seat saw in them)
    rng = random.Random(len(lines) * 31 + seat)
    from . import skills

    named = {str(m.SKILL) for m in skills.modules().values() if hasattr(m, "SKILL")}  # the characters' skills
    using = using_now(view)

    def seen(g: Game) -> int:
        n, k = seen_at.get(id(g), (0, 0))
        entries = g.log.entries
        if n > len(entries):
            n, k = 0, 0
        for e in entries[n:]:
            k += e.audience.sees(seat)
        seen_at[id(g)] = (len(entries), k)
        return k

    def guide(g: Game, a: Ask) -> Answer | None:
        ahead = lines[seen(g):][:4]
        if not ahead and using is not None and a.seat == using[0] and isinstance(g.state, FState):
            # the seat's own ask now answers another's use of a card it names (出警, 抱團: 「{user}使用【{card}】」):
            # that seat used a card of that name just now
            cards = g.state.cards
            fit = [o for o in a.options if isinstance(o.get("choice"), int) and not isinstance(o["choice"], bool)
                   and o["choice"] in cards and cards[o["choice"]].name == using[1]]
            if fit:
                return fit[rng.randrange(len(fit))]
        void = next((d for e in ahead if (d := e.get("data") or {}).get("user") == a.seat and "void" in d), None)
        if void is not None and isinstance(g.state, FState):  # 出警 voided the card it used: one of that name
            cards = g.state.cards
            fit = [o for o in a.options if isinstance(o.get("choice"), int) and not isinstance(o["choice"], bool)
                   and o["choice"] in cards and cards[o["choice"]].name == void["void"]]
            if fit:
                return fit[rng.randrange(len(fit))]
        if a.skill == "選將":  # the pick is shown at once: 「選擇并亮出」
            d = (ahead[0].get("data") or {}) if ahead else {}
            return next((o for o in a.options if o.get("choice") == d.get("character")), None)
        if a.skill in PICKS:  # (their lines come when every card is chosen)
            return picks(g, a, lines[seen(g):][:8])
        if a.skill == "指令":  # the command used shows in the next line (else 結束)
            used = (ahead[0].get("data") or {}).get("command_used") if ahead else None
            return next((o for o in a.options if o.get("choice") == (used or "結束")), None)
        if a.skill in USED and ahead and {"choice": "發動"} in a.options:
            used = USED[a.skill] in str(ahead[0].get("text"))
            return next((o for o in a.options if o.get("choice") == ("發動" if used else "不發動")), None)
        declines = [o for o in a.options if o.get("choice") in DECLINE]
        first = (ahead[0].get("data") or {}) if ahead else {}
        if declines and first.get("skill") == a.skill and "line" in first:  # the skill fired (`_base.fired`)
            return traced([o for o in a.options if o not in declines], ahead[1:4])
        keys = DISCARDED if a.skill in DISCARDS else SHOWN
        mine = []  # the lines ahead up to another seat's (what the answer did shows first)
        for e in ahead:
            d = e.get("data") or {}
            actor = _actor(d)
            if actor is not None and actor != a.seat and not (keys == DISCARDED and "discarded" in d) \
                    and a.skill not in FOR_OTHERS:
                break
            mine.append(e)
        best, score = None, 0
        for o in a.options:
            if o.get("choice") in DECLINE:
                continue
            n = sum(w * _matches(o, e, a.seat, keys) for w, e in zip((8, 4, 2, 1), mine, strict=False))
            if n > score:
                best, score = o, n
        if best is not None:
            return best
        if not declines and a.skill in named:  # a character's choice: what its next lines show of it
            return traced(a.options, ahead[:2])
        return declines[0] if declines else None

    def traced(options: list[Answer], after: list[dict[str, Any]]) -> Answer | None:
        """The option whose values the lines `after` show most (a seat, a card, a word anywhere in them); of those
        that tie, one at random."""
        scores = [sum(w * _traces(o, e) for w, e in zip((4, 2, 1), after, strict=False)) for o in options]
        top = max(scores, default=0)
        best = [o for o, n in zip(options, scores, strict=True) if n == top]
        return best[rng.randrange(len(best))] if best else None

    def picks(g: Game, a: Ask, ahead: list[dict[str, Any]]) -> Answer | None:
        """存款, 取款, 兌換: one card at a time, then 完成."""
        done = next((o for o in a.options if o.get("choice") == "完成"), None)
        cards = [o for o in a.options if "target" in o]
        chosen = int((a.prompt_params or {}).get("n", 0))
        want = 0
        for e in ahead:
            d = e.get("data") or {}
            if d.get("seat") != a.seat:
                continue
            if a.skill == "兌換" and "discarded" in d:
                shown = [o for o in cards if o["target"] in d["discarded"]]
                return shown[0] if shown else done
            if a.skill == "存款" and "equip" in d:
                shown = [o for o in cards if o["target"] == d["equip"]]
                if shown:
                    return shown[0]
            if a.skill == "存款" and "放入" in str(e.get("text")) and not d.get("from_deck"):
                want += 1
            if a.skill == "取款" and "bank" in d and "獲得" in str(e.get("text")):
                m = re.search(r"獲得(\d+)張", str(e.get("text")))
                want = int(m.group(1)) if m else 0
                break
        s = g.state
        if a.skill == "存款" and isinstance(s, FState):  # a hand card (an equipment one is named by its line)
            cards = [o for o in cards if o["target"] in s.players[a.seat].hand] or cards
        if chosen < want and cards:
            return cards[rng.randrange(len(cards))]
        return done

    return guide


def _actor(d: dict[str, Any]) -> Any:
    """Whose doing a line shows: a 【家貓】's rescuer, a 控股角色's choice, else its seat."""
    return d.get("rescuer", d.get("seat", d.get("controller")))


#: what a line's words show of a choice that its words do not name: (pattern, the choice's word)
SIGNS = (("從銀行區獲得", "取款"), (r"摸\d+張牌", "摸一張牌"), ("棄置", "棄置一張手牌"))
#: a skill's 發動 shows as the next line's words (else 不發動)
USED = {"死神鐮刀": "停留在", "緋想之劍": "判定", "萊瓦汀": "棄置"}


#: asks that pick cards one at a time (basic.pick_many)
PICKS = frozenset({"存款", "取款", "兌換"})
#: asks whose card goes to the discard pile by 棄置 (the line says 棄置), not by a use
DISCARDS = frozenset({"棄牌", "釜底抽薪", "以逸待勞", "商人", "無我之愛", "萊瓦汀"})
#: asks whose answer shows in another seat's lines (無我之愛: 「為{n}號選擇一項」)
FOR_OTHERS = frozenset({"無我之愛"})
SHOWN = (*FROM_HAND, "card")
DISCARDED = ("discarded",)


#: data keys that hold seats or counts, never cards
NUMBERS = frozenset({"seat", "target", "from", "user", "controller", "who", "chosen", "n", "x", "hp", "max_hp",
                     "damage", "source", "count", "throw", "bank", "money", "turn", "dealt", "moved"})


def _traces(o: Answer, e: dict[str, Any]) -> int:
    """How many of an option's values a line holds anywhere: a seat or a card among its data's numbers, a word in its
    text or data (a skill's own lines name what was chosen under their own keys: 人偶's "puppet", …)."""
    d = e.get("data") or {}
    flat: list[Any] = []
    cards: list[Any] = []  # (a card is not a seat nor a count)
    for key, v in d.items():
        got = v if isinstance(v, list) else list(v.values()) if isinstance(v, dict) else [v]
        flat.extend(got)
        if key not in NUMBERS:
            cards.extend(got)
    text = str(e.get("text", ""))
    n = 0
    for k, v in o.items():
        if isinstance(v, bool) or k == "say":
            continue
        if isinstance(v, int):
            n += v in (cards if k == "choice" else flat)
        elif isinstance(v, str):
            n += v in text or v in flat
        elif isinstance(v, list):
            n += v in d.values() or v in flat
    return n


def _matches(o: Answer, e: dict[str, Any], seat: int, keys: tuple[str, ...]) -> int:
    """How many of an option's values a line shows: a card under `keys` (by `seat`, or any seat's 棄置 where the
    ask discards), a target, a cell, a word of the line."""
    d = e.get("data") or {}
    text = str(e.get("text", "")) + "".join(word for sign, word in SIGNS if re.search(sign, str(e.get("text", ""))))
    if "放入" in text and not d.get("from_deck"):
        text += "存款"
    actor = _actor(d)
    n = 0
    for k, v in o.items():
        if isinstance(v, bool):
            continue
        if k == "choice" and isinstance(v, int):
            if actor != seat and keys != DISCARDED:
                return 0
            shown = [d[x] for x in keys if isinstance(d.get(x), int)]
            shown += [c for x in keys if isinstance(d.get(x), list) for c in d[x]]
            if v not in shown:
                return 0
            n += 2
        elif k == "target" and isinstance(v, int):
            n += d.get("target") == v or d.get("sold") == v
        elif isinstance(v, list):
            n += v in d.values()
        elif isinstance(v, str):
            n += v in text or v in d.values()
    return n
