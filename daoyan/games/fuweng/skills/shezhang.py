"""梅花10，社長，4 — 【待時】①出牌階段結束時，若你本階段未使用過牌且手牌中有可使用的牌，你可跳過本回合棄牌階段，然后
若X：小于4，你摸X張牌；否則，你獲得兩條隨機指令。X為手牌數減手牌上限且至少為1。②鎖定技。棄牌階段結束時，你隨機失去X條
指令。X為你于此階段內棄置的牌數。
(seed 001_ea231be5ab83fae4.txt; adopted R-X16.)

- ① 「本階段未使用過牌」: no card used in this 出牌階段 (a skill's 「視為使用」 uses no card);
  「手牌中有可使用的牌」 (R-X16): a hand card he could use right then (an option of the 出牌 ask that names a card).
- 「兩條隨機指令」: each one of the six normal commands (R-K1), told to him alone, as 「獲得隨機指令」.
- ② every 棄牌階段 of his that discards X cards (so never one he skipped): X commands at random, or all he has.
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from ....i18n import Listing
from .. import basic, hooks, play, words, zones
from ..flow import hand_limit
from ..state import FState
from . import _base

CHARACTER = "C10"
SKILL = "待時"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_END, SKILL, lambda g, e: bide(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "出牌")
    g.events.on("after:" + hooks.PHASE_END, SKILL + "②", lambda g, e: lose(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "棄牌")


def bide(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p, t = _base.holder(g, seat), s.turn
    if t is None or t.used or not any(isinstance(o.get("choice"), int) for o in play.options(g, p, 0)):
        return
    x = max(1, len(p.hand) - hand_limit(p))
    prompt = "跳過本回合棄牌階段，然后摸{x}張牌?" if x < 4 else "跳過本回合棄牌階段，然后獲得兩條隨機指令?"
    if not (yield from _base.may(g, p, prompt, x=x)):
        return
    _base.fired(g, p, 0)
    t.skip_discard = True
    g.say("待時: {seat}跳過本回合棄牌階段。", {"seat": seat, "skip": "棄牌", "x": x}, seat=words.seat(seat))
    if x < 4:
        zones.draw(g, seat, x)
    else:
        for _ in range(2):
            basic.gain_command(g, seat, g.chance.choice("指令", list(basic.COMMANDS)), public=False)


def lose(g: Game, e: Event, seat: int) -> None:
    """②「棄牌階段結束時，你隨機失去X條指令。X為你于此階段內棄置的牌數。」"""
    s: FState = g.state
    p, t = _base.holder(g, seat), s.turn
    x = min(t.discarded if t is not None else 0, len(p.commands))
    if x <= 0:
        return
    _base.fired(g, p, 1)
    gone = g.chance.sample(SKILL, list(range(len(p.commands))), x)
    lost = [p.commands[i] for i in sorted(gone)]
    p.commands = [c for i, c in enumerate(p.commands) if i not in gone]
    g.say("待時: {seat}隨機失去{n}條指令 (共{m}個)。", {"seat": seat, "commands": len(p.commands), "lost": x},
          seat=words.seat(seat), n=x, m=len(p.commands))
    g.tell([seat], "待時: 你失去{c}。", {"lost_commands": lost}, c=Listing(words.term(c) for c in lost))
