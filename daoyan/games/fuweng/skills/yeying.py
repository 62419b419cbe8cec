"""方塊10，夜鶯，3，狂隱 — 【捕獲】場景技，鎖定技。①當你對其它角色造成傷害后，(其/你)(減/加)X點體力上限。X為傷害值。
②其它角色殺死你的獎懲改為摸X張牌并獲得X枚“喪鐘”標記。X為你的體力上限。
*【捕獲場景】每名角色的出牌階段限一次。其可棄1枚“喪鐘”并對另一名角色造成1點傷害。 (seed 001_ea231be5ab83fae4.txt;
adopted R-X17, R-G17.)

- ① after damage she deals to another character (the HP it took, X): it loses X 體力上限, she gains X (her HP stays).
- ② another character who kills her: instead of the identities' reward or penalty, it draws X and gets X “喪鐘”
  (X = her 體力上限 then); the marks are public.
- The scene (R-G17: for every character while she is in the game, dead or alive): once in each 出牌階段 a character
  with a “喪鐘” may discard one and deal 1 damage to another character it may choose — no range; it is the source.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, skills, words, zones
from ..state import FState
from . import _base

CHARACTER = "D10"
SKILL = "捕獲"
SCENE = "捕獲場景"
KNELL = "喪鐘"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: captured(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["source"] == seat and e.data["target"] != seat
                and e.data.get("dealt", 0) > 0)


def captured(g: Game, e: Event, seat: int) -> _base.Flow:
    """①「當你對其它角色造成傷害后，(其/你)(減/加)X點體力上限。X為傷害值。」"""
    p, q = _base.holder(g, seat), _base.holder(g, e.data["target"])
    x = e.data["dealt"]
    _base.fired(g, p)
    p.max_hp += x
    g.say("捕獲: {seat}加{n}點體力上限 (體力{hp}/{max})。", {"seat": seat, "max_hp": p.max_hp},
          seat=words.seat(seat), n=x, hp=p.hp, max=p.max_hp)
    yield from combat.lose_max_hp(g, q, x)


def death_reward(g: Game, p: Any, killer: Any) -> bool:
    """②「其它角色殺死你的獎懲改為摸X張牌并獲得X枚“喪鐘”標記。X為你的體力上限。」"""
    x = p.max_hp
    g.say("捕獲: {killer}殺死{seat}: 摸{n}張牌并獲得{n}枚“喪鐘”。",
          {"seat": p.seat, "killer": killer.seat, "knells": x}, killer=words.seat(killer.seat), seat=words.seat(p.seat),
          n=x)
    zones.draw(g, killer.seat, x)
    killer.marks[KNELL] = killer.marks.get(KNELL, 0) + x
    return True


def scene_play_options(g: Game, owner: Any, p: Any) -> list[dict[str, Any]]:
    """【捕獲場景】「每名角色的出牌階段限一次。其可棄1枚“喪鐘”并對另一名角色造成1點傷害。」"""
    if p.marks.get(KNELL, 0) <= 0 or _base.used_this_turn(p, SCENE, g):
        return []
    s: FState = g.state
    return [{"skill": SCENE, "choice": "發動", "target": q.seat} for q in s.players.values()
            if q is not p and skills.choosable(g, p, q)]


def scene_play_use(g: Game, owner: Any, p: Any, ans: dict[str, Any]) -> _base.Flow:
    s: FState = g.state
    _base.count_use(p, SCENE, g)
    p.marks[KNELL] -= 1
    left = p.marks[KNELL]
    if not left:
        del p.marks[KNELL]
    q = s.players[ans["target"]]
    g.say("捕獲場景: {seat}棄1枚“喪鐘” (剩余{n}枚)，對{target}造成1點傷害。",
          {"seat": p.seat, "knells": left, "target": q.seat}, seat=words.seat(p.seat), n=left,
          target=words.seat(q.seat))
    yield from combat.damage(g, p, q, 1)
