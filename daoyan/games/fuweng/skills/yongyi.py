"""梅花Q，庸醫，4 — 【遲治】其它角色第一次進入瀕死狀態時，你可令其回復體力至上限。若你無法發動此技能，系統令所有角色失去
1點體力。 (seed 001_ea231be5ab83fae4.txt; adopted R-X9, reading A.)

- Whenever another character enters 瀕死: its first time in this game → he may heal it to its 體力上限; not its
  first time (the skill cannot be used) → every character loses 1 HP at once (R-D10: dead ones too), and the new
  dyings are resolved one by one in turn order (R-D11) — and may trigger it again.
- Declining at a first dying is not 「無法發動」: nothing more happens.
- Setting 遲治 = 受阻時 (reading B): the loss only when the skill is blocked at a first dying — which no rule here
  blocks, so under B 遲治 never costs anyone HP.
- Not a 存活技: it works while he is dead too (the dead keep playing, R-D9).
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks
from . import _base

CHARACTER = "CQ"
SKILL = "遲治"
SETTING = "遲治"  # 非首次時 (reading A, default) or 受阻時 (reading B)


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DYING, SKILL, lambda g, e: dying(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] != seat)


def dying(g: Game, e: Event, seat: int) -> _base.Flow:
    p = _base.holder(g, seat)
    q = _base.holder(g, e.data["seat"])
    seen: list[int] = p.skill_state.setdefault("瀕死過", [])
    first = q.seat not in seen
    if first:
        seen.append(q.seat)
        if (yield from _base.may(g, p, "{n}號第一次進入瀕死狀態: 令其回復體力至上限?", n=q.seat)):
            _base.fired(g, p, 0)
            combat.heal(g, q, q.max_hp - q.hp, SKILL, healer=p)
        return
    if g.config.get(SETTING, "非首次時") == "非首次時":  # 「若你無法發動此技能，系統令所有角色失去1點體力。」
        _base.fired(g, p, 1)
        yield from combat.lose_hp_all(g, 1, SKILL)
