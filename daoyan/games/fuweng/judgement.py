"""The 判定牌堆 (judgement deck) and the 判定 procedure — rule book 001_ea231be5ab83fae4.txt:

「選將結束后，將剩余人妖牌堆中未使用的標準版人妖牌備份并洗切，作為本局的判定牌堆。“判定”這一操作流程為：
展示剩余判定牌堆頂一張牌，根據花色點數決定判定結果（若為(大王/小王)，由(進行/發起)判定的角色決定花色點數），
然后將此牌正面朝上置于判定牌堆底。操作完畢后若判定牌堆頂牌為正面朝上，洗切判定牌堆。」
(the mojibake 「判定牌堆?！芭卸ā边@」 restored by R-0.1).

A judgement is two steps, so that a joker's choice can be asked of the right character:
`reveal()` shows the top card and says who must choose a suit and rank (大王 → the character who performs
the judgement, 進行; 小王 → its initiator, 發起; R-S2); `judge()` fixes the result (with that choice for a
joker), puts the card face up at the bottom and, if the top card is then face up, shuffles the whole deck
face down. Every shuffle is a named `Chance` draw (logged, forceable by the card ids).

>>> from daoyan.core.rng import Chance
>>> deck = JudgementDeck.from_unused(Chance(3, forced={"判定牌堆": [["SA", "JOKER_SMALL"]]}), used=(),
...                                  only=("SA", "JOKER_SMALL"))
>>> deck.reveal().card.label, deck.judge().label
('黑桃A', '黑桃A')
>>> r = deck.reveal(); r.card.label, r.chooser
('小王', '發起')
>>> deck.judge(suit="紅桃", rank="Q").label
'紅桃Q'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...core.errors import ConfigError, DaoyanError, IllegalAnswer
from ...core.rng import Chance
from .cards import SUIT_ORDER, Card, Colour, Suit, Suited
from .characters import Character, parse_rank, parse_suit, rank_name, standard_characters

__all__ = [
    "CHOOSER",
    "INITIATOR",
    "PERFORMER",
    "SUIT_ORDER",
    "Judgement",
    "JudgementDeck",
    "JudgementError",
    "Reveal",
    "colour",
    "is_red",
    "parse_rank",
    "parse_suit",
    "rank_name",
]

PERFORMER = "進行"  # the character who 判定s
INITIATOR = "發起"  # the character who made it judge (發起方, R-G6)
#: 「若為(大王/小王)，由(進行/發起)判定的角色決定花色點數」
CHOOSER = {"大王": PERFORMER, "小王": INITIATOR}


class JudgementError(DaoyanError):
    """A judgement step out of order (judge before reveal, reveal twice, an empty deck)."""


def colour(x: Suit | Card | Character | Judgement) -> Colour | None:
    """紅色 (紅桃, 方塊) or 黑色 (黑桃, 梅花); a joker before its choice has none."""
    return x.colour


def is_red(x: Suit | Card | Character | Judgement) -> bool:
    return colour(x) is Colour.RED


@dataclass(frozen=True, slots=True)
class Reveal:
    """The top card shown; `chooser` is 進行/發起 when it is a joker whose suit and rank must be chosen."""

    card: Character
    chooser: str | None


@dataclass(frozen=True, slots=True)
class Judgement(Suited):
    """A judgement result: the card and the suit and rank it counts as (a joker's are chosen, `chosen_by`)."""

    card: Character
    suit: Suit
    rank: int
    chosen_by: str | None = None

    @property
    def label(self) -> str:
        """紅桃Q."""
        return f"{self.suit}{rank_name(self.rank)}"


class JudgementDeck:
    """The judgement deck, top first; each card is face down until judged, then face up at the bottom."""

    def __init__(self, chance: Chance, cards: Iterable[Character], name: str = "判定牌堆") -> None:
        self.chance = chance
        self.name = name
        pool = list(cards)
        if not pool:
            raise JudgementError("a judgement deck needs at least one 人妖牌")
        ids = [c.id for c in pool]
        if len(set(ids)) != len(ids):
            raise JudgementError(f"the same 人妖牌 twice in a judgement deck: {ids}")
        self._by_id = {c.id: c for c in pool}
        self._cards: list[tuple[Character, bool]] = []  # (card, face up), top first
        self._shown: Character | None = None
        self._shuffle(ids)

    @classmethod
    def from_unused(cls, chance: Chance, used: Iterable[str] = (), name: str = "判定牌堆",
                    only: Iterable[str] | None = None) -> JudgementDeck:
        """「將剩余人妖牌堆中未使用的標準版人妖牌備份并洗切」: the 54 standard cards minus those in play (`used`,
        ids or 稱號). Without 人妖牌 in the game nothing is used and the deck is all 54 (R-D17). `only` narrows the
        cards considered (tests, scenarios)."""
        every = standard_characters()
        known = {k for c in every for k in (c.id, c.title)}
        used_set = set(used)
        unknown = sorted(used_set - known)
        if unknown:
            raise JudgementError(f"unknown 人妖牌 in play: {', '.join(unknown)}")
        keep = None if only is None else set(only)
        return cls(chance, [c for c in every if not used_set & {c.id, c.title}
                            and (keep is None or c.id in keep)], name)

    def remove(self, ids: Iterable[str]) -> None:
        """Take these cards out of the deck (a scenario gives them to characters)."""
        gone = set(ids)
        self._cards = [(c, up) for c, up in self._cards if c.id not in gone]
        if not self._cards:
            raise JudgementError("a judgement deck needs at least one 人妖牌")

    def _shuffle(self, ids: list[str]) -> None:
        order = self.chance.shuffle(self.name, ids)
        self._cards = [(self._by_id[i], False) for i in order]

    def put_on_top(self, cards: list[str]) -> None:
        """A scenario's arrangement: these cards (ids, 稱號 or labels such as 紅桃K, 大王) on top, in order, face
        down; the rest keep their order.

        >>> d = JudgementDeck.from_unused(Chance(1))
        >>> d.put_on_top(["紅桃K", "大王"]); [c.label for c, _ in d.cards[:2]]
        ['紅桃K', '大王']
        """
        picked = []
        for name in cards:
            c = next((c for c in self._by_id.values() if name in (c.id, c.title, c.label)), None)
            if c is None or c in picked:
                raise ConfigError(f"{name!r} is not a card of this judgement deck (or is named twice)")
            picked.append(c)
        rest = [(c, up) for c, up in self._cards if c not in picked]
        self._cards = [(c, False) for c in picked] + rest

    def __len__(self) -> int:
        return len(self._cards)

    @property
    def cards(self) -> tuple[tuple[Character, bool], ...]:
        """(card, face up) from the top: host knowledge (the face-down order is secret)."""
        return tuple(self._cards)

    @property
    def face_up(self) -> tuple[Character, ...]:
        """The cards already judged since the last shuffle (public: they lie face up), bottom last."""
        return tuple(c for c, up in self._cards if up)

    @property
    def pending(self) -> Reveal | None:
        """The card shown and not yet judged, if any."""
        return None if self._shown is None else Reveal(self._shown, CHOOSER.get(self._shown.joker or ""))

    def face_down(self) -> tuple[Character, ...]:
        """The cards not judged since the last shuffle, from the top (host knowledge: their order is secret)."""
        return tuple(c for c, up in self._cards if not up)

    def choose_top(self, card: str) -> None:
        """二人轉's 囂攘: 「選擇其中背面朝上的一張牌作為此次判定結果」 — that face-down card (id or label) is the one
        shown next; the others keep their order.

        >>> d = JudgementDeck.from_unused(Chance(1), only=("SA", "HA", "CA"))
        >>> d.choose_top(d.face_down()[2].label); d.reveal().card == d.cards[0][0]
        True"""
        if self._shown is not None:
            raise JudgementError(f"{self._shown.label} is already shown")
        i = next((i for i, (c, up) in enumerate(self._cards) if not up and card in (c.id, c.label)), None)
        if i is None:
            raise IllegalAnswer(f"{card!r} is not a face-down card of the judgement deck")
        self._cards.insert(0, self._cards.pop(i))

    def reveal(self) -> Reveal:
        """「展示剩余判定牌堆頂一張牌」: show the top card. A joker needs a suit and rank from `chooser`."""
        if self._shown is not None:
            raise JudgementError(f"{self._shown.label} is already shown; judge() it first")
        self._shown = self._cards[0][0]
        pending = self.pending
        assert pending is not None
        return pending

    def judge(self, suit: Suit | str | None = None, rank: int | str | None = None) -> Judgement:
        """「根據花色點數決定判定結果…然后將此牌正面朝上置于判定牌堆底。操作完畢后若判定牌堆頂牌為正面朝上，洗切判定牌堆。」

        For a joker, `suit` and `rank` are the chooser's decision (any suit, any rank A…K); for another card
        they must be omitted. A bad choice raises and changes nothing."""
        card = self._shown
        if card is None:
            raise JudgementError("no card is shown: reveal() the top card first")
        if card.joker is None:
            if suit is not None or rank is not None:
                raise IllegalAnswer(f"{card.label} is not a joker: its suit and rank are its own")
            assert card.suit is not None and card.rank is not None
            result = Judgement(card, card.suit, card.rank)
        else:
            if suit is None or rank is None:
                raise IllegalAnswer(f"{card.label}: the {CHOOSER[card.joker]}判定的角色 must choose a suit and a rank")
            result = Judgement(card, parse_suit(suit), parse_rank(rank), CHOOSER[card.joker])
        self._shown = None
        self._cards.append((self._cards.pop(0)[0], True))
        if self._cards[0][1]:
            self._shuffle([c.id for c, _ in self._cards])
        return result

