"""黑桃10，神射手，4 — 【假射】當你使用【狗】對目標角色造成傷害時，你可令此傷害+1。結算結束后，若其體力值為負數，
其于下回合開始時復活（回復體力至上限）。 (seed 001_ea231be5ab83fae4.txt; adopted R-X14.)

- 「使用【狗】」: any use of a 【狗】 (a real one, or a card used as one); his own damage to another character, by a
  【狗】 he used: another's 【狗】 that 烏鴉嘴's 言靈 reversed into his damage is not his (F-120).
- The +1 and its promise go with the damage (F-120): moved (含冤, 義替) or reversed (言靈) after it, 「其」 is the one
  who then takes it.
- Only a target hit with the +1 whose HP is negative once the 【狗】 is resolved (it died: 0 is not negative) revives;
  the death is real (its identity shown, the end checked, the killer's reward); 「下回合」 = the target's own next
  turn, at its start (before its 回合開始 steps): it lives again and its HP is set to its 體力上限.
- F-126: a target in the untimed 入院 then (麒麟's 天欽 「當你陣亡后，你入院」) does not revive:
  「處于入院狀態的角色的體力牌非因入院狀態改變時，防止之。」 (R-H3) — the revival is the HP set to its 體力上限,
  prevented as a whole; the hospital's own +1 steps bring it back. Setting 假射入院 = 復活: it revives all the
  same (then, at full HP, the hospital step puts it on the 《醫院》).
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import hooks, words
from . import _base

CHARACTER = "S10"
SKILL = "假射"
SETTING = "假射入院"  # F-126: 防止 (default: R-H3 prevents the revival in the untimed 入院) or 復活
DOG = "狗"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: aim(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["source"] == seat and e.data["used_as"] == DOG
                and e.data["user"] == seat and e.data["target"] != seat)
    g.events.on("after:" + hooks.DAMAGE, SKILL, lambda g, e: resolved(g, e, seat), owner=seat,
                condition=lambda g, e: SKILL in e.data)
    g.events.on("after:" + hooks.TURN_START, SKILL, lambda g, e: revive(g, e, seat), owner=seat)


def aim(g: Game, e: Event, seat: int) -> _base.Flow:
    """「當你使用【狗】對目標角色造成傷害時，你可令此傷害+1。」"""
    p = _base.holder(g, seat)
    t = e.data["target"]
    if (yield from _base.may(g, p, "對{n}號的傷害+1 (假射)?", n=t)):
        _base.fired(g, p)
        e.data["n"] += 1
        e.data[SKILL] = True
        g.say("假射: 此傷害+1 ({n}點)。", {"seat": seat, "target": t, "n": e.data["n"]}, n=e.data["n"])


def resolved(g: Game, e: Event, seat: int) -> None:
    """「結算結束后，若其體力值為負數，其于下回合開始時復活」: noted now, done at its turn's start."""
    p, q = _base.holder(g, seat), _base.holder(g, e.data["target"])
    if q.hp < 0 and q.dead:
        p.skill_state.setdefault("復活", []).append(q.seat)
        g.say("假射: {seat}體力為負數，將于其下回合開始時復活。", {"seat": q.seat, "revives": True},
              seat=words.seat(q.seat))


def revive(g: Game, e: Event, seat: int) -> None:
    """「其于下回合開始時復活（回復體力至上限）」."""
    p = _base.holder(g, seat)
    waiting: list[int] = p.skill_state.get("復活", [])
    q = _base.holder(g, e.data["seat"])
    if q.seat not in waiting:
        return
    waiting.remove(q.seat)
    if not q.dead:
        return
    if q.hospital_untimed and g.config.get(SETTING, "防止") == "防止":  # R-H3 (F-126)
        g.say("假射: {seat}處于入院狀態，復活 (回復體力至上限) 被防止。", {"seat": q.seat, "revived": False},
              seat=words.seat(q.seat))
        return
    gained = q.max_hp - q.hp
    q.dead, q.hp = False, q.max_hp
    g.say("假射: {seat}復活 (體力{hp}/{max})。", {"seat": q.seat, "revived": True, "hp": q.hp},
          seat=words.seat(q.seat), hp=q.hp, max=q.max_hp)
    hooks.healed(g, q.seat, gained)  # 「回復體力至上限」: a 回復 (領主's 現代社會 hears it)
