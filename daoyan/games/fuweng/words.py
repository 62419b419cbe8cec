"""The typed parameters of 三國殺×大富翁's lines and prompts (daoyan.i18n): cards, cells, buildings, judgement cards
and seats as this game writes them (3號), each rendered per language. The Chinese rendering of every one is exactly
the text the game logged before it had English (`str(card)`, `str(cell)`, 「3號」 …); the English words are in
`i18n_en.py`.

>>> from daoyan.i18n import value
>>> from daoyan.games.fuweng.cards import build_deck
>>> dog = card(build_deck()[0])
>>> value(dog, "zh"), value(dog, "en")
('狗♠#0', 'Dog♠#0')
>>> value(building("貓舍右上"), "zh"), value(building("貓舍右上"), "en"), value(building("狗舍3"), "en")
('貓舍右上', 'Cattery top right', 'Kennel 3')
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from ...i18n import Listing, Phrase, Seat, Term, Terms, kept
from .board import Cell, Kind, at
from .cards import Card, Category, build_deck
from .characters import Character, rank_name
from .judgement import Judgement
from .state import FState

__all__ = ["backs", "building", "card", "cards", "cell", "hao", "haos", "judged", "result", "searched", "seat", "term",
           "thing", "word"]


@cache
def seat(n: int) -> Seat:
    """A seat as a line's parameter, `Seat(n)` (3號 / #3), made once for a number: a line's parameters stay with it in
    the log, and one `Seat` (an int, never changed) serves them all."""
    return Seat(n)


@cache
def term(w: str) -> Term:
    """A word of the book as a line's parameter, `Term(w)`, made once for a word (like `seat`)."""
    return Term(w)


NONE = term("無")
_BUILDINGS = (str(Kind.GOUSHE), str(Kind.MAOSHE))


def card(c: Card) -> Phrase:
    """A game card as the log writes it: 「狗♠#0」 (name, suit, id: two 狗♥ differ by id) / 「Dog♠#0」. A card of the
    default deck (`build_deck()`, whose cards every game shares) has its phrase made once, its Chinese kept."""
    made = _DECK_PHRASES.get(c.id)
    if made is not None and made[0] is c:
        return made[1]
    return _card(c)


def _card(c: Card) -> Phrase:
    return Phrase("{name}{suit}#{id}", name=Term(c.name), suit=c.suit.symbol, id=c.id)


_DECK_PHRASES: dict[int, tuple[Card, Phrase]] = {c.id: (c, kept(_card(c))) for c in build_deck()}


def cards(s: FState, ids: Iterable[int], empty: Any = "") -> Listing:
    """Cards by id: 「狗♠#0、家貓♥#75」; `empty` when there are none (e.g. `NONE`)."""
    every = s.cards
    return Listing([card(every[c]) for c in ids], empty)


def backs(s: FState, ids: Iterable[int]) -> Terms:
    """What others see of cards: their backs (類別; 延時大招牌 share the 大招牌 back)."""
    every = s.cards
    return Terms([_BACKS[every[c].category] for c in ids])


_BACKS: dict[Category, str] = {c: str(c.back) for c in Category}  # each 類別's back, as `backs` writes it


def cell(c: Cell) -> Phrase:
    """A cell of the map: 「(8,13)《摸牌》」 / 「(8,13)《Draw》」. Made once for a cell (a board never changes), its
    Chinese kept."""
    made = _CELLS.get(c.pos)
    if made is None or made[0] is not c:
        made = _CELLS[c.pos] = (c, kept(Phrase("{at}《{kind}》", at=at(c.pos), kind=Term(c.kind))))
    return made[1]


_CELLS: dict[tuple[int, int], tuple[Cell, Phrase]] = {}  # the cells' phrases by place (the last board's cell there)


def building(name: str) -> Phrase | Term:
    """A building of the map by name: 「狗舍1」 / 「Kennel 1」, 「貓舍右上」 / 「Cattery top right」 (the map file's
    names are the kind and a number or a place; any other name is a word of the glossary). Made once for a name."""
    made = _NAMES.get(name)
    if made is None:
        made = _NAMES[name] = _building(name)
    return made


_NAMES: dict[str, Phrase | Term] = {}


def _building(name: str) -> Phrase | Term:
    for kind in _BUILDINGS:
        if name.startswith(kind) and name != kind:
            return kept(Phrase("{building}{part}", building=Term(kind), part=Term(name[len(kind):])))
    return Term(name)


def word(w: str) -> Phrase | Term:
    """A word of the book in an answer or a log line: a building's name or a glossary word."""
    return building(w)


@cache
def thing(what: str) -> Phrase | Term:
    """What a search looks for: a category (「動物牌」) or a card named in brackets (「【狗】」). Made once for a
    `what`."""
    if what.startswith("【") and what.endswith("】"):
        return Phrase("【{card}】", card=term(what[1:-1]))
    return term(what)


@cache
def searched(what: str) -> Phrase | Term:
    """How a search's cards arrive: 「檢索{what}」 (`thing`), or 「檢索」 with no `what`; made once for a `what`, its
    Chinese kept."""
    return kept(Phrase("檢索{what}", what=thing(what))) if what else term("檢索")


def hao(n: int) -> Phrase:
    """A seat as this game's own sentences write it: 「3號」 / 「#3」."""
    return Phrase("{n}號", n=n)


def haos(seats: Iterable[int]) -> Listing:
    """Seats: 「1號、3號」 / 「#1, #3」, 「無人」 / 「nobody」 when there are none."""
    return Listing((hao(n) for n in seats), term("無人"))


def judged(c: Character) -> Phrase | Term:
    """A judgement card shown: 「紅桃K」 / 「K of Hearts」, 「大王」 / 「Big Joker」."""
    if c.joker is not None:
        return term(c.joker)
    assert c.suit is not None and c.rank is not None
    return Phrase("{suit}{rank}", suit=term(c.suit), rank=rank_name(c.rank))


def character(c: Character) -> Phrase:
    """A 人妖牌 as the log names it: 「審判官(黑桃K)」 / 「Judge (K of Spades)」."""
    return Phrase("{title}({label})", title=term(c.title), label=judged(c))


def result(j: Judgement) -> Phrase:
    """A judgement's result (a joker's chosen suit and rank): 「紅桃Q」 / 「Q of Hearts」."""
    return Phrase("{suit}{rank}", suit=term(j.suit), rank=rank_name(j.rank))
