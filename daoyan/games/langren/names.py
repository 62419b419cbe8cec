"""The book's proper names (版杀, 003), kept exact when a page is shown in Traditional characters
(daoyan.server.script; docs/web.md, "简/繁"): the identities and skills of every board daoyan ships (a host's own
board file brings names this list does not hold: they are converted like other text)."""

from __future__ import annotations

from functools import cache

from .board import FACTIONS_BASE, load_board, shipped_boards


@cache
def proper_names() -> frozenset[str]:
    names = set(FACTIONS_BASE)
    for b in shipped_boards():
        board = load_board(b)
        for role in board.roles.values():
            names.add(role.name)
            names |= {s.name for s in role.skills}
    from ...core.glossary import book_entries  # the book's terms' keys and names ([群内], [接刀]: never converted)
    from .terminal import BOOK_TERMS

    names |= {x for k, e in book_entries(BOOK_TERMS, "zh").items() for x in (k, e["name"])}
    return frozenset(n for n in names if n)
