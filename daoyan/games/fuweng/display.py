"""What the web app draws for 三國殺×大富翁 besides the map: the table (one row per character: surname, identity when
known, HP, where it is, counts, equipment and 判定區 as cards) and your own zones (hand, bank, equipment) as cards
a person can click — in the page's language. Only what the audience may know goes in: a seat sees its own identity
and cards; the host, and everyone once the game is over, sees every identity and hand.

>>> from daoyan.core.game import Game
>>> from daoyan.games import get_rules
>>> g = Game(get_rules("fuweng"), 6, 1, {})
>>> d = display(g, 1, "en")
>>> [z["label"] for z in d["you"]]
['Identity', 'Hand', 'Bank', 'Equipment', 'Commands']
>>> sorted(d["you"][1]["cards"][0])
['id', 'name', 'red', 'suit', 'term', 'title']
"""

from __future__ import annotations

from typing import Any

from ...core.game import Game
from ...i18n import value
from . import words
from .cards import Card, Colour
from .characters import character
from .state import FState
from .terminal import CARD_CHOICE, _status, _t, seat_state, word

HEADINGS = (("座位", "Seat"), ("姓氏", "Surname"), ("身份", "Identity"), ("人妖牌", "Character"), ("體力", "HP"),
            ("位置", "Where"),
            ("手牌", "Hand"), ("銀行區", "Bank"), ("錢", "Money"), ("負債", "Debt"), ("指令", "Commands"),
            ("裝備區", "Equipment"), ("判定區", "Judging"))


def card(c: Card, lang: str) -> dict[str, Any]:
    """A card as the page draws it: its name in the page's language, its suit, red or black, its id (what an
    option names) and the book's text as the tooltip (the book's own words, in Chinese)."""
    return {"id": c.id, "name": c.name if lang == "zh" else c.kind.en, "term": c.name, "suit": c.suit.symbol,
            "red": c.suit.colour == Colour.RED, "title": c.kind.label + "\n" + c.kind.text}


def holdings(s: FState, lang: str) -> dict[str, Any]:
    """The buildings: each 狗舍 and 貓舍 with its surname, the shares still available, who holds how many, and who
    controls it (控股機制)."""
    rows = []
    for b, h in s.holdings.items():
        holders = "、".join(_t(lang, f"{seat}號×{n}", f"#{seat}×{n}") for seat, n in sorted(h.shares.items()) if n)
        boss = h.controller()
        rows.append([word(b, lang), word(h.surname, lang), str(h.available), holders or "—",
                     "—" if boss is None else _t(lang, f"{boss}號", f"#{boss}")])
    return {"title": _t(lang, "建築與控股", "Buildings and control"),
            "columns": [_t(lang, zh, en) for zh, en in (("建築", "Building"), ("姓氏", "Surname"),
                                                        ("可購股數", "Shares left"), ("持股", "Holders"),
                                                        ("控股", "Controller"))],
            "rows": rows}


def display(game: Game, audience: int | str, lang: str = "zh") -> dict[str, Any]:
    s = game.state
    if not isinstance(s, FState):
        return {}
    everything = audience == "host" or game.finished

    def cards(ids: list[int]) -> dict[str, Any]:
        return {"cards": [card(s.cards[c], lang) for c in ids]}

    rows = []
    for q in sorted(s.players.values(), key=lambda x: x.seat):
        known = q.revealed or q.seat == audience or everything
        rows.append([
            _t(lang, f"{q.seat}號", f"#{q.seat}"), word(q.surname, lang), word(q.identity, lang) if known else "?",
            character_cell(q, lang, s), f"{q.hp}/{q.max_hp}", _status(s, q.seat, lang),
            cards(q.hand) if everything else str(len(q.hand)), cards(q.bank) if everything else str(len(q.bank)),
            str(q.money), str(q.debt), str(len(q.commands)), cards(q.equips), cards(q.judging)])
    out: dict[str, Any] = {"columns": [_t(lang, zh, en) for zh, en in HEADINGS], "rows": rows,
                           "card_asks": sorted(CARD_CHOICE),  # the asks whose `choice` is a card id
                           "tables": [holdings(s, lang)]}
    if isinstance(audience, int) and audience in s.players:
        p = s.players[audience]
        out["you"] = [
            {"label": _t(lang, "身份", "Identity"), "text": word(p.identity, lang), "term": p.identity},
            {"label": _t(lang, "手牌", "Hand"), **cards(p.hand)},
            {"label": _t(lang, "銀行區", "Bank"), **cards(p.bank)},
            {"label": _t(lang, "裝備區", "Equipment"), **cards(p.equips)},
            {"label": _t(lang, "指令", "Commands"), "text": "、".join(word(c, lang) for c in p.commands) or "—",
             "terms": sorted(set(p.commands))},
        ]
        if p.character is not None:  # your character: its card and its skill as printed
            c = character(p.character)
            skill = c.skill_text if lang == "zh" else f"【{word(c.skill, lang)}】"
            out["you"].insert(1, {"label": _t(lang, "人妖牌", "Character"),
                                  "text": f"{character_cell(p, lang, s)} — {skill}", "term": c.title})
    return out


def character_cell(q: Any, lang: str, s: FState | None = None) -> str:
    """A seat's 人妖牌 as the table shows it (public: 「亮出」): 「創世神(大王) 狂隱」, or — without one; with the state
    `s`, what its skills keep in sight of all (marks, charge, the 領主's society: `terminal.seat_state`)."""
    if q.character is None:
        return "—"
    c = character(q.character)
    kept = seat_state(s, q.seat, lang) if s is not None else ""
    return value(words.character(c), lang) + (f" {word(c.attribute, lang)}" if c.attribute else "") + (
        f" · {kept}" if kept else "")
