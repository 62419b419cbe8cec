"""紅桃Q，棋手，3 — 【借計】出牌階段限一次或當你受到傷害后，你可將黑色非大招牌當除【無我之愛】外的任意普通大招牌使用。
(seed 001_ea231be5ab83fae4.txt; adopted R-X8, R-S3, R-S4; rulings docs/rulings/fuweng.md F-41.)

- 「黑色非大招牌」: a 黑桃 or 梅花 card (R-S3) of his hand or 裝備區 (「牌」, R-G4) that is neither a 大招牌 nor a
  延時大招牌 (a 延時大招牌 is a 大招牌, R-G7): an 動物牌 or an 裝備牌. It keeps its suit (R-S4).
- 「普通大招牌」: the 大招牌 that are not 延時大招牌; less 【無我之愛】: 金鼓齊鳴, 釜底抽薪, 順手牽羊, 無中生有,
  瞞天過海, 以逸待勞 — and 【無懈可擊】, which answers a trick taking effect and is never offered: at neither of the
  skill's moments is a trick about to take effect (F-41).
- He chooses the trick and its target (an option `{"skill": 借計, "choice": trick, "target": seat}`), then the card
  (asked among several). The trick is used as a card of that name: its targets as the card says (vision, hand
  counts: `tricks.targets`, the hand as it is while he chooses, R-C8), 凈琉璃之鏡, the 【無懈可擊】 window, its effect
  (`tricks.use_as`).
- 「出牌階段限一次」: once in each of his 出牌階段 (R-X8, R-G17), an option of the 出牌 ask, counted as a card used
  there (「本階段未使用過牌」, 機會 19's first card).
- 「當你受到傷害后」: after each damage that took HP from him (R-X8), he may use one at once; the card's own
  「出牌階段，」 is its timing when used from the hand, which the skill's moment replaces (F-41): every one of the six
  may be used then. It does not use up the 出牌階段's one. Not a 存活技 (the dead use it too).
- 美人計 「不能使用或打出牌」 and 機會 4 stop it (`tricks.blocked`).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, play, tricks, words, worth
from ..cards import CARD_KINDS, TRICK, Colour
from ..state import FState, Player
from . import _base

CHARACTER = "HQ"
SKILL = "借計"
IN_PLAY = SKILL + "·出牌"  # (the 出牌階段's use, counted per turn)
#: 「除【無我之愛】外的任意普通大招牌」, less 【無懈可擊】 (no trick takes effect at the skill's moments: F-41)
AS_TRICKS: tuple[str, ...] = tuple(k.name for k in CARD_KINDS if k.category == TRICK
                                   and k.name not in (tricks.WUWO, tricks.NULLIFY))


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: after_damage(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] == seat and e.data.get("dealt", 0) > 0)


def black_cards(g: Game, p: Player) -> list[int]:
    """「黑色非大招牌」 of his hand, then his 裝備區."""
    s: FState = g.state
    cards = s.cards
    return [c for c in p.hand + p.equips
            if cards[c].colour is Colour.BLACK and cards[c].category not in tricks.TRICKS]


def offers(g: Game, p: Player) -> list[dict[str, Any]]:
    """Each trick on each of its targets, `{"skill": 借計, "choice": trick, "target": seat}`, when he holds a black
    non-trick card (the card is asked next, `use`); none while he may not use cards (美人計, 機會 4). The targets
    are the trick's own, counted with his hand as it is while he chooses (R-C8)."""
    if tricks.blocked(g, p) or not black_cards(g, p):
        return []
    return [{"skill": SKILL, "choice": name, "target": q.seat} for name in AS_TRICKS
            for q in tricks.targets(g, p, name, held=False)]


def play_options(g: Game, p: Player) -> list[dict[str, Any]]:
    """「出牌階段限一次」."""
    if _base.used_this_turn(p, IN_PLAY, g):
        return []
    return offers(g, p)


def play_use(g: Game, p: Player, ans: dict[str, Any]) -> _base.Flow:
    _base.count_use(p, IN_PLAY, g)
    times = play.card_used(g, ans["target"])  # (a card used in the 出牌階段)
    yield from use(g, p, ans, times)


def use(g: Game, p: Player, ans: dict[str, Any], times: int) -> _base.Flow:
    """The black card to use as the trick chosen (asked among several), then the trick (`tricks.use_as`)."""
    s: FState = g.state
    name = ans["choice"]
    mine = black_cards(g, p)
    card = mine[0]
    if len(mine) > 1:
        least = worth.least_harmful_discard(s.cards, mine)
        card = (yield from basic.ask(g, p.seat, SKILL, "【借計】: 選擇當【{trick}】使用的黑色非大招牌",
                                     [{"choice": c} for c in mine], {"choice": least},
                                     trick=words.term(name)))["choice"]
    yield from tricks.use_as(g, p, SKILL, card, name, ans["target"], times)


def after_damage(g: Game, e: Event, seat: int) -> _base.Flow:
    """「當你受到傷害后，你可將黑色非大招牌當…普通大招牌使用。」"""
    s: FState = g.state
    p = _base.holder(g, seat)
    yield from g.pace()  # a hidden step, whether or not he can use it (what he holds is his secret)
    opts = offers(g, p)
    if not opts:
        return
    ans = yield from basic.ask(g, seat, SKILL, "【借計】: 受到{n}點傷害后，將黑色非大招牌當普通大招牌使用?",
                               [dict(_base.NO), *opts], _base.NO, n=e.data["dealt"])
    if ans == _base.NO:
        return
    t = s.turn
    in_play = t is not None and t.seat == seat and t.phase == "出牌"
    times = play.card_used(g, ans["target"]) if in_play else 1  # (counted where his 出牌階段 counts cards)
    yield from use(g, p, ans, times)
