"""The book's proper names (《亡灵低语2.x》, 002_df7a4ea6bd54eb52.txt), kept exact when a page is shown in Traditional
characters (daoyan.server.script; docs/web.md, "简/繁"): identities, special marks, camps and skills."""

from __future__ import annotations

from functools import cache

from .identities import CAMPS, IDENTITIES, MARKS


@cache
def proper_names() -> frozenset[str]:
    names = set(CAMPS)
    for i in (*IDENTITIES, *MARKS):
        names.add(i.name)
        if i.undead:
            names.add(i.undead)
        names |= {s.name for s in i.skills}
    from ...core.glossary import book_entries  # the book's terms' keys and names (a `name` is never converted)
    from .terminal import BOOK_TERMS

    names |= {x for k, e in book_entries(BOOK_TERMS, "zh").items() for x in (k, e["name"])}
    return frozenset(n for n in names if n)
