"""黑桃5，貓頭鷹，4 — 【密謀】①當你受到其它角色造成的1點傷害時，你可與其各摸一張牌，然后若此技能已記錄其次數為0，你記錄
該角色一次。②鎖定技。你的瀕死狀態結束時，若體力值不大于0且X大于0，你入院X輪、回復至X點體力、摸X張牌并記錄這些角色各一次：
X為此技能已記錄其次數為1的角色數。 (seed 001_ea231be5ab83fae4.txt; adopted R-X30, R-H3, R-H6, R-G17; F-92.)

- ① R-X30: per point — a damage of n points from another character asks n times, before it is dealt (the event
  受到傷害's before, F-35 order); each yes: he and the source draw one card each, then the source is recorded once if
  it had no record. No source or his own damage: nothing. The setting 密謀 = 僅1點傷害 (R-X30's other reading) asks
  only at a damage of exactly 1 point, once (F-131).
- ② 「瀕死狀態結束時」: when no 【家貓】 lifted him (the event 瀕死狀態結束, before the death); X = the characters
  recorded exactly once (dead ones too). X > 0: instead of dying, as one package (R-X30): 入院X輪 (cancelled by R-H6
  only as any stay is), HP set to X (at most his 體力上限; R-H3 does not stop the skill's own change), X cards, and
  each of those X recorded once more (twice: no longer counted). 鎖定技: no choice.
- ② at 體力上限 0 (F-130): the dying still ends (no 【家貓】 is offered, R-D14), so ② is heard and, its conditions
  holding, fires: the 入院 is cancelled (「體力上限為0的角色入院時…取消之」), 「回復至X點體力」 gives nothing (never
  above the 體力上限), he draws X and records them once more — then, still at 0, he dies.
- His lines go one per clause (F-25): 「我說你啊 是否會錯了順序」 for ①, 「真是期待啊 圣人再臨時」 for ②.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import hooks, npcs, words, zones
from . import _base

CHARACTER = "S5"
SKILL = "密謀"
RECORD = "密謀記錄"  # {seat (as text): times recorded}
DRAW, REVIVE = 0, 1
#: R-X30: 「當你受到其它角色造成的1點傷害時」 — 每點 (default: each point of any damage asks) or 僅1點傷害 (only a
#: damage of exactly 1 point asks, once)
SETTING, PER_POINT, ONE_POINT_ONLY = "密謀", "每點", "僅1點傷害"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: plot(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] == seat and e.data["source"] not in (None, seat))
    g.events.on("after:" + hooks.DYING_END, SKILL, lambda g, e: revive(g, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)


def records(p: Any) -> dict[str, int]:
    got: dict[str, int] = p.skill_state.setdefault(RECORD, {})
    return got


def plot(g: Game, e: Event, seat: int) -> _base.Flow:
    """① 「當你受到其它角色造成的1點傷害時，你可與其各摸一張牌，然后若此技能已記錄其次數為0，你記錄該角色一次。」"""
    p = _base.holder(g, seat)
    src = e.data["source"]
    if g.config.get(SETTING, PER_POINT) != PER_POINT and e.data["n"] != 1:  # R-X30's other reading: 1-point only
        return
    for _ in range(e.data["n"]):
        if p.dead:
            return
        new = records(p).get(str(src), 0) == 0
        if not (yield from _base.may(g, p, "{n}號對你造成1點傷害: 與其各摸一張牌?", n=src, new=int(new))):
            continue  # (each point asks on its own)
        _base.fired(g, p, DRAW)
        zones.draw(g, seat, 1)
        zones.draw(g, src, 1)
        if records(p).get(str(src), 0) == 0:
            records(p)[str(src)] = 1
            g.say("密謀: 記錄{target}一次。", {"seat": seat, "recorded": src}, target=words.seat(src))


def revive(g: Game, seat: int) -> None:
    """② 「你入院X輪、回復至X點體力、摸X張牌并記錄這些角色各一次」."""
    p = _base.holder(g, seat)
    once = sorted(int(x) for x, n in records(p).items() if n == 1)
    x = len(once)
    if p.hp > 0 or x == 0:
        return
    _base.fired(g, p, REVIVE)
    npcs.hospitalise(g, p, x)
    if p.max_hp <= 0:  # F-130: 「回復至X點體力」 never above the 體力上限 (R-D14): nothing, and he dies after
        g.say("密謀: {seat}體力上限為0，不能回復體力。", {"seat": seat, "hp": p.hp}, seat=words.seat(seat))
    else:
        p.hp = min(x, p.max_hp)
        g.say("密謀: {seat}回復至{n}點體力。", {"seat": seat, "hp": p.hp}, seat=words.seat(seat), n=p.hp)
    zones.draw(g, seat, x)
    for q in once:
        records(p)[str(q)] = 2
