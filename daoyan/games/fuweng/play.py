"""出牌階段 of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): 「可以使用0到任意張牌，加強自己或攻擊他人。每使用一張牌，
即執行該牌之效果。如無特殊說明，游戲牌在使用后均需棄置（放入棄牌堆）。」

Built: the animal cards — 【狗】 (with the 【流浪貓】 response window) and 【家貓】 on oneself (readings R-C1–R-C3) —
and the tricks, 大招牌 and 延時大招牌 (`tricks.py`, R-C4–R-C11; 美人計 blocks the whole phase).
Not built yet: the equipment; such cards stay in the hand (they can be discarded, deposited, traded like any
card, but not used), and skills that use cards.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from ...i18n import Seat
from . import combat, tricks, zones
from .cards import Category
from .state import Player

Flow = Generator[list[Ask], dict[int, Any], Any]

END = {"choice": "結束"}


def options(g: Game, p: Player, dogs_used: int) -> list[dict[str, Any]]:
    """The uses open to `p` now: 【狗】 「使用時機：出牌階段限一次」 「使用目標：你視野范圍內的一名其它角色」 (打工 may
    lift the limit by one and the range), 【家貓】 「出牌階段，若你存活且已受傷」 on oneself."""
    s = zones.state(g)
    t = s.turn
    limit = 1 + (t.dog_limit_bonus if t else 0)
    no_range = bool(t and t.dog_no_range)
    out: list[dict[str, Any]] = [dict(END)]
    if tricks.blocked(g, p):
        return out
    for c in p.hand:
        name = s.cards[c].name
        if name == "狗" and dogs_used < limit:
            for q in s.players.values():
                if q.seat != p.seat and q.on_map and (no_range or combat.in_vision(g, p, q)):
                    out.append({"choice": c, "target": q.seat})
        elif name == "家貓" and not p.dead and p.hp < p.max_hp:
            out.append({"choice": c, "target": p.seat})
    return out + tricks.options(g, p)


def play_phase(g: Game, p: Player) -> Flow:
    s = zones.state(g)
    dogs_used = 0
    while p.on_map:
        opts = options(g, p, dogs_used)
        if len(opts) == 1:
            return
        ans = (yield [Ask(p.seat, "出牌", "出牌階段: 使用一張牌，或結束", opts, dict(END), round=g.round,
                          phase=g.phase)])[p.seat]
        if ans.get("choice") == "結束":
            return
        card = ans["choice"]
        if s.cards[card].category in (Category.TRICK, Category.DELAYED_TRICK):
            yield from tricks.use(g, p, card, ans.get("target"))
            continue
        target = s.players[ans["target"]]
        p.hand.remove(card)
        zones.to_discard(g, [card])  # 「游戲牌在使用后均需棄置（放入棄牌堆）」 — used, not 棄置 (R-G5)
        if s.cards[card].name == "狗":
            dogs_used += 1
            yield from use_dog(g, p, target, card)
        else:
            g.say("{seat}使用【家貓】。", {"seat": p.seat, "used": card}, seat=Seat(p.seat))
            combat.heal(g, p)


def use_dog(g: Game, user: Player, target: Player, card: int) -> Flow:
    """【狗】 「作用效果：你對目標角色造成1點傷害」;
    【流浪貓】 「使用時機：以你為目標的【狗】生效前」 「作用效果：抵消此【狗】」."""
    s = zones.state(g)
    g.say("{seat}對{target}使用【狗】。", {"seat": user.seat, "dog": card, "target": target.seat},
          seat=Seat(user.seat), target=Seat(target.seat))
    cats = [c for c in target.hand if s.cards[c].name == "流浪貓"]
    if cats:
        opts: list[dict[str, Any]] = [{"choice": "不出"}] + [{"choice": c} for c in cats]
        prompt = f"{user.seat}號對你使用【狗】: 是否使用【流浪貓】抵消"
        ans = (yield [Ask(target.seat, "流浪貓", prompt, opts, opts[0], round=g.round, phase=g.phase)])[target.seat]
        if ans["choice"] != "不出":
            target.hand.remove(ans["choice"])
            zones.to_discard(g, [ans["choice"]])
            g.say("{target}使用【流浪貓】抵消此【狗】。", {"seat": target.seat, "cancel": card},
                  target=Seat(target.seat))
            return
    yield from combat.damage(g, user, target, 1)
