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
    return frozenset(n for n in names | set(NPCS) | set(COMMANDS) if n)
