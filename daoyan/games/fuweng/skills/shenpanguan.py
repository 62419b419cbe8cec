"""黑桃K，審判官，4 — 【義替】每回合限一次。你視野范圍內的一名其它角色受到致命傷害時，你可將之轉移給你。若你：
存活，你須先與其交換體力值且若你因此傷害進入瀕死狀態，其它角色不能對你使用【家貓】直到此瀕死狀態結束；已陣亡，本輪此技能
失效。
(seed 001_ea231be5ab83fae4.txt; adopted R-X3 and R-G18.)

- 「致命傷害」 (R-G18): its value, as it is being dealt (after every +1), is at least the character's HP; so 義替 is
  heard last of the skills at that moment.
- Alive: the two swap HP values (each capped at its own 體力上限), then he takes the damage (same source, value and
  card); in the 瀕死 it puts him in only he may use 【家貓】 on himself.
- Dead: the damage is cancelled (the character is saved) and 義替 is off for the rest of the round.
- 每回合限一次, in anyone's turn.
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, skills, words
from ..state import FState
from . import _base

CHARACTER = "SK"
SKILL = "義替"
LAST = -100  # after the skills that add to the damage: 「致命」 is read as it is dealt


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: stand_in(g, e, seat), owner=seat, priority=LAST,
                condition=lambda g, e: e.data["target"] != seat)
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: done(g, e, seat), owner=seat,
                condition=lambda g, e: e.data.get(SKILL) == seat)


def stand_in(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p, q = _base.holder(g, seat), _base.holder(g, e.data["target"])
    n = e.data["n"]
    if (q.dead or n < q.hp or _base.used_this_turn(p, SKILL, g) or p.skill_state.get("本輪失效") == s.round
            or not combat.in_vision(g, p, q) or not skills.choosable(g, p, q)):
        return
    if not (yield from _base.may(g, p, "{n}號受到致命傷害 ({d}點): 將之轉移給你?", n=q.seat, d=n)):
        return
    _base.count_use(p, SKILL, g)
    _base.fired(g, p)
    if p.dead:  # 「已陣亡，本輪此技能失效」: the damage goes to nobody
        p.skill_state["本輪失效"] = s.round
        g.say("義替: {seat}已陣亡，此傷害被轉移而取消；本輪【義替】失效。", {"seat": seat, "saved": q.seat},
              seat=words.seat(seat))
        e.prevent(SKILL)
        return
    # 「你須先與其交換體力值」
    p.hp, q.hp = min(q.hp, p.max_hp), min(p.hp, q.max_hp)
    g.say("義替: {seat}與{target}交換體力值 ({a}/{b})。", {"seat": seat, "target": q.seat, "hp": p.hp,
                                                   "target_hp": q.hp},
          seat=words.seat(seat), target=words.seat(q.seat), a=p.hp, b=q.hp)
    e.data["target"] = seat
    e.data[SKILL] = seat
    p.skill_state[combat.OWN_CATS_ONLY] = True


def done(g: Game, e: Event, seat: int) -> None:
    _base.holder(g, seat).skill_state.pop(combat.OWN_CATS_ONLY, None)
