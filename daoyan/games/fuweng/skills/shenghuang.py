"""小王，圣皇，3 — 【護尊】存活技。當你(失去所有手牌/進入瀕死狀態)時，你可(回復體力/補充手牌)至體力上限。
(seed 001_ea231be5ab83fae4.txt; adopted R-X2: the last hand card leaves → he may heal to his 體力上限; he enters
瀕死 → he may draw until he holds as many hand cards as his 體力上限, before the 【家貓】 windows.)"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, zones
from . import _base

CHARACTER = "JOKER_SMALL"
SKILL = "護尊"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.HAND_EMPTIED, SKILL, lambda g, e: hand_emptied(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)
    g.events.on("after:" + hooks.DYING, SKILL, lambda g, e: dying(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)


def hand_emptied(g: Game, e: Event, seat: int) -> _base.Flow:
    """「當你失去所有手牌時，你可回復體力至體力上限」 (asked only when he is hurt: at full HP it would do nothing)."""
    p = _base.holder(g, seat)
    if not _base.alive(p) or p.hp >= p.max_hp:
        return
    if (yield from _base.may(g, p, "失去所有手牌: 回復體力至體力上限 ({hp}/{max})?", hp=p.hp, max=p.max_hp)):
        _base.fired(g, p, 0)
        combat.heal(g, p, p.max_hp - p.hp, SKILL)


def dying(g: Game, e: Event, seat: int) -> _base.Flow:
    """「當你進入瀕死狀態時，你可補充手牌至體力上限」 (asked only when he holds fewer)."""
    p = _base.holder(g, seat)
    short = p.max_hp - len(p.hand)
    if not _base.alive(p) or short <= 0:
        return
    if (yield from _base.may(g, p, "進入瀕死狀態: 補充手牌至體力上限 (摸{n}張)?", n=short)):
        _base.fired(g, p, 1)
        zones.draw(g, seat, short)
