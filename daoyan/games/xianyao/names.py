"""The book's proper names (《仙妖斗法:封妖》, 000_21ded97409bf0f89.txt), kept exact when a page is shown in
Traditional characters (daoyan.server.script; docs/web.md, "简/繁"): identities (【仙子】), the sides, and the
skills and effects the cards' texts name in brackets ([封妖], [四方鉴仙图], [化形])."""

from __future__ import annotations

import re
from functools import cache

from .identities import HUAXING_TEXT, IDENTITIES, JIANXIANTU_TEXT, SIDE_NAME

_BRACKETED = re.compile(r"【([^【】\s]{1,8})】|\[([^\[\]\s]{1,8})\]")


@cache
def proper_names() -> frozenset[str]:
    names = {i.name for i in IDENTITIES} | set(SIDE_NAME) | set(SIDE_NAME.values()) | {"鉴仙图", "四方鉴仙图", "化形"}
    for text in (*(i.text for i in IDENTITIES), JIANXIANTU_TEXT, HUAXING_TEXT):
        for a, b in _BRACKETED.findall(text):
            names.add(a or b)
    from .glossary import PROCEDURES  # the procedures' keys and names (an entry's `name` is never converted)

    names |= {x for k, p in PROCEDURES.items() for x in (k, p["name"])}
    return frozenset(n for n in names if n and not n.isascii())
