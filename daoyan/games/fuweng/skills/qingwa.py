"""紅桃J，青蛙，3，狂隱 — 【秘器】每局限一次。出牌階段，你可視為使用【無我之愛】，以此法使用的【無我之愛】指定所有角色
為目標。一名角色陣亡時，此技能剩余可發動次數+1。 (seed 001_ea231be5ab83fae4.txt; adopted R-X12.)

- Uses: one, and one more at each death (any character's, his own too): 1 + the deaths so far − the uses.
- The 【無我之愛】 is 「視為使用」 (no card): 「指定所有角色為目標」 — himself included (he chooses his own option too),
  himself first, then the others in turn order; 「無目標限制」 (創世神 ② does not stop it).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import hooks, tricks, words
from . import _base

CHARACTER = "HJ"
SKILL = "秘器"
LEFT = "剩余次數"


def install(g: Game, seat: int) -> None:
    _base.holder(g, seat).skill_state.setdefault(LEFT, 1)  # 「每局限一次」
    g.events.on("after:" + hooks.DEATH, SKILL, lambda g, e: one_more(g, e, seat), owner=seat)


def one_more(g: Game, e: Event, seat: int) -> None:
    """「一名角色陣亡時，此技能剩余可發動次數+1。」"""
    p = _base.holder(g, seat)
    p.skill_state[LEFT] = p.skill_state.get(LEFT, 0) + 1
    g.say("秘器: 剩余可發動次數{n}。", {"seat": seat, LEFT: p.skill_state[LEFT]}, n=p.skill_state[LEFT])


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    return [{"skill": SKILL, "choice": "發動"}] if p.skill_state.get(LEFT, 0) > 0 else []


def play_use(g: Game, p: Any, ans: dict[str, Any]) -> _base.Flow:
    p.skill_state[LEFT] -= 1
    _base.fired(g, p)
    g.say("{seat}發動【秘器】，視為使用【無我之愛】，指定所有角色為目標 (剩余{n}次)。",
          {"seat": p.seat, "virtual": tricks.WUWO, LEFT: p.skill_state[LEFT]}, seat=words.seat(p.seat),
          n=p.skill_state[LEFT])
    hooks.used(g, p.seat, tricks.WUWO)
    yield from tricks.wuwo(g, p, everyone=True)
