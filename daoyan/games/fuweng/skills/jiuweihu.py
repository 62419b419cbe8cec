"""黑桃3，九尾狐，4 — 【抱團】其它角色使用【狗】指定唯一目標后，你可棄置一張【狗】令之不能被響應且傷害基數+1。
(seed 001_ea231be5ab83fae4.txt; adopted R-G19, R-C12, R-C23.)

- 「使用【狗】」: any use of a 【狗】 by another character (a card used as one, a 「視為使用」: 試肝, 疑室's,
  死神鐮刀's); 「指定唯一目標后」: the 【狗】 has one target (貓車 adding targets makes it no 唯一目標), after it
  is set (the event 指定目標) and before any answer. The target may be anyone, himself included.
- 「棄置一張【狗】」: a 【狗】 of his hand (a card named so; 棄置 is no use, so no 人和), his choice.
- 「不能被響應」: no 【流浪貓】 window (照相機 cannot answer it either, R-C12, as 岡格尼爾, R-C23);
  「傷害基數+1」 = 傷害+1 (R-G19): the 【狗】's damage starts at 2 (八卦爐 and the damage's skills add to that).
- Not a 存活技: dead, he may still use it (R-D9).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words, zones
from ..state import FState
from . import _base

CHARACTER = "S3"
SKILL = "抱團"
DOG = "狗"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.TARGETED, SKILL, lambda g, e: band(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["name"] == DOG and e.data.get("targets") == 1
                and e.data["user"] != seat)


def band(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p = _base.holder(g, seat)
    dogs = [c for c in p.hand if s.cards[c].name == DOG]
    if not dogs or e.data.get("sure"):
        return
    opts: list[dict[str, Any]] = [dict(_base.NO)] + [{"choice": c} for c in dogs]
    ans = yield from basic.ask(g, seat, SKILL,
                               "【抱團】: {user}對{n}號使用【狗】，棄置一張【狗】令之不能被響應且傷害基數+1?",
                               opts, _base.NO, user=words.seat(e.data["user"]), by=e.data["user"],
                               n=e.data["target"])
    if ans == _base.NO:
        return
    _base.fired(g, p)
    zones.discard(g, seat, [ans["choice"]])
    e.data["sure"] = True
    e.data["plus"] = e.data.get("plus", 0) + 1
    g.say("抱團: 此【狗】不能被響應且傷害基數+1。", {"seat": seat, "unanswerable": e.data["card"], "plus": 1})
