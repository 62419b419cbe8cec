"""大王，創世神，3，狂隱 — 【無我】鎖定技。①游戲開始時，你加X點體力上限。X為游戲人數。②你不能選擇或被非狂隱角色選擇。
③每輪開始時，你視為使用【無我之愛】。然后若你的體力上限大于0，你選擇一項：減1點體力上限；若你存活，失去1點體力。若如此做，
你再視為使用【無我之愛】。 (seed 001_ea231be5ab83fae4.txt; adopted R-X1.)

- ① before his starting HP counts: HP and 體力上限 both +X (X = the number of players).
- ② 「選擇」 = choosing as the target or object of any card, command, tile or skill: he chooses no non-狂隱
  character and none chooses him (`forbids_choice`, read by `skills.choosable` wherever a target is chosen);
  【無我之愛】's 「無目標限制」 overrides it (③ too); effects that pick nobody (飛彈's area) reach him as usual;
  貓車 cannot add him (adding is choosing). Not during 選將 (nobody is a character yet).
- ③ the 【無我之愛】 is 「視為使用」 (no card); the choice is forced while his 體力上限 > 0, 「失去1點體力」 only while
  he lives; dead, ③ goes on (the dead keep playing, R-D9).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, tricks, words
from . import _base

CHARACTER = "JOKER_BIG"
SKILL = "無我"
MAX_DOWN, HP_DOWN = "減1點體力上限", "失去1點體力"
WILD = "狂隱"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.GAME_START, SKILL, lambda g, e: game_start(g, e, seat), owner=seat)
    g.events.on("after:" + hooks.ROUND_START, SKILL, lambda g, e: round_start(g, e, seat), owner=seat)


def game_start(g: Game, e: Event, seat: int) -> None:
    """①「游戲開始時，你加X點體力上限。X為游戲人數。」 (his HP starts at the raised max: R-X1)."""
    p = _base.holder(g, seat)
    x = g.players
    p.max_hp += x
    p.hp += x
    _base.fired(g, p)
    g.say("{seat}加{n}點體力上限 (體力{hp}/{max})。", {"seat": seat, "max_hp": p.max_hp, "hp": p.hp},
          seat=words.seat(seat), n=x, hp=p.hp, max=p.max_hp)


def forbids_choice(g: Game, holder: Any, chooser: Any, chosen: Any) -> bool:
    """②「你不能選擇或被非狂隱角色選擇。」 — the other one of the two is not 狂隱 (choosing oneself is no choice of
    another)."""
    other = chosen if holder is chooser else chooser
    return other is not holder and other.attribute != WILD


def round_start(g: Game, e: Event, seat: int) -> _base.Flow:
    """③「每輪開始時，你視為使用【無我之愛】。然后若你的體力上限大于0，你選擇一項：減1點體力上限；若你存活，失去1點
    體力。若如此做，你再視為使用【無我之愛】。」"""
    p = _base.holder(g, seat)
    _base.fired(g, p)
    yield from love(g, p)
    if p.max_hp <= 0:
        return
    opts: list[dict[str, Any]] = [{"choice": MAX_DOWN}] + ([{"choice": HP_DOWN}] if not p.dead else [])
    ans = yield from basic.ask(g, seat, SKILL, "【無我】: 選擇一項 (體力{hp}/{max})", opts, opts[0], hp=p.hp,
                               max=p.max_hp)
    if ans["choice"] == MAX_DOWN:
        yield from combat.lose_max_hp(g, p, 1)
    else:
        yield from combat.lose_hp(g, p, 1)
    yield from love(g, p)


def love(g: Game, p: Any) -> _base.Flow:
    g.say("{seat}視為使用【無我之愛】。", {"seat": p.seat, "virtual": tricks.WUWO}, seat=words.seat(p.seat))
    hooks.used(g, p.seat, tricks.WUWO)
    yield from tricks.wuwo(g, p)
