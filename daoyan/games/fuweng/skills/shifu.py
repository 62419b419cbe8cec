"""方塊4，師傅，3 — 【更名】出牌階段開始時，你可棄置一張手牌。然后若你的手牌數不小于(1/2/3)，你檢索一張(動物/大招/裝備)
牌。「Q:括號分句如何結算？ A:先記錄手牌數為X，然后按括號內從左往右順序依次結算所有X符合條件的分句。」
(seed 001_ea231be5ab83fae4.txt; adopted R-X35; F-83.)

- At the start of his 出牌階段 he may discard a hand card (his choice); 「然后」 follows the discard: declined, nothing.
- X = his hand count after the discard, recorded once (the cards searched do not change it); then, left to right, each
  clause X satisfies: X ≥ 1 → 檢索 an 動物牌, X ≥ 2 → a 大招牌 (延時 ones too: 「檢索」 sees the back, R-G7), X ≥ 3 → a
  裝備牌 (R-G7, R-G8: a search that finds nothing after the reshuffle is cancelled).
- His lines: 「恭喜您 改名已成功 用時一秒」 when a clause holds, 「對不起 您暫時不能改名」 when X = 0.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words, zones
from ..cards import Card, Category
from . import _base

CHARACTER = "D4"
SKILL = "更名"
#: the clauses, left to right: (the least X, the category searched)
CLAUSES: tuple[tuple[int, Category], ...] = ((1, Category.ANIMAL), (2, Category.TRICK), (3, Category.EQUIPMENT))


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_START, SKILL, lambda g, e: rename(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "出牌")


def rename(g: Game, e: Event, seat: int) -> _base.Flow:
    """「你可棄置一張手牌。然后若你的手牌數不小于(1/2/3)，你檢索一張(動物/大招/裝備)牌。」"""
    p = _base.holder(g, seat)
    if not p.hand:
        return
    opts: list[dict[str, Any]] = [dict(_base.NO)] + [{"choice": c} for c in p.hand]
    ans = yield from basic.ask(g, seat, SKILL, "【更名】: 棄置一張手牌，然后按手牌數檢索?", opts, _base.NO)
    if ans.get("choice") not in p.hand:
        return
    zones.discard(g, seat, [ans["choice"]])
    x = len(p.hand)  # 「先記錄手牌數為X」
    held = [cat for least, cat in CLAUSES if x >= least]
    _base.fired(g, p, 1 if held else 0)
    g.say("更名: {seat}的手牌數X為{x}。", {"seat": seat, "x": x}, seat=words.seat(seat), x=x)
    for cat in held:  # 「按括號內從左往右順序依次結算所有X符合條件的分句」
        zones.search(g, seat, of_back(cat), 1, str(cat))


def of_back(cat: Category) -> Callable[[Card], bool]:
    """A card whose back is `cat` (延時大招牌 are 大招牌, R-G7)."""
    return lambda c: bool(c.category.back == cat)
