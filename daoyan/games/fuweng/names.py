"""The book's proper names (rule book 001_ea231be5ab83fae4.txt), kept exact when a page is shown in Simplified
characters (daoyan.server.script; docs/web.md, "简/繁"): identities, 人妖牌 (their titles and skills), cards,
the map's tiles and buildings, NPCs, commands and 機會 events."""

from __future__ import annotations

from functools import cache

from .board import Kind
from .cards import CARD_KINDS
from .chance_events import EVENTS
from .characters import standard_characters
from .identities import IDENTITIES

NPCS = ("財神", "窮神", "福神", "衰神", "商人", "乞丐", "流氓", "小偷", "交警", "惡犬")  # 《NPC》 (the ten of the book)
COMMANDS = ("地雷", "飛彈", "控骰", "路障", "停留", "轉向", "炸彈", "惡犬")  # 指令牌


@cache
def proper_names() -> frozenset[str]:
    names = {i.name for i in IDENTITIES} | {k.name for k in CARD_KINDS} | {str(k) for k in Kind}
    for c in standard_characters():
        names |= {c.title, c.skill}
    names |= {e.name for e in EVENTS.values()}
    # the map's glossary entries: their keys and names (an entry's `name` is never converted), the book's words
    # (建筑 is not kept: the book writes it so, and Simplified turns the page's 建築 into it)
    from .map_text import ACTIONS, CELLS, MECHANISMS, NPC_AREA
    from .map_text import EVENTS as EVENT_TEXT

    names |= set(CELLS) | set(ACTIONS) | (set(MECHANISMS) - {"建筑"}) | {NPC_AREA.split("\n")[0]}
    names |= {text.split("\n")[0] for text in EVENT_TEXT.values()}
    return frozenset(n for n in names | set(NPCS) | set(COMMANDS) if n)
