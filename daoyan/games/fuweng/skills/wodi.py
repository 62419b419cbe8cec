"""方塊J，臥底，3 — 【潛伏】①行動階段開始時，你可消耗10X點充能，令本階段投擲數+X。X最大為10。②鎖定技。每輪開始時，你秘密
選擇一名其它角色。本輪結束時，此技能充能X點。X為你選擇的角色：行動的格子數+使用、打出的牌數*3-棄置的牌數*2+造成、受到的傷害
數*4。 (seed 001_ea231be5ab83fae4.txt; adopted R-X13, R-G5, R-G11, R-G12.)

- The charge (充能) is kept on him and public (`_base.charge`, `Player.charges`); it starts at 0.
- ① at the start of each 行動階段 of his (on the map: the phase happens), while his charge is at least 10, he may
  name X (1 ≤ X ≤ 10 and 10X ≤ his charge): he pays 10X and this phase's 本階段投擲數 is X more (R-G11). Not asked
  when a “停留” turns the phase into the cell's event (no throw follows: the charge would be spent for nothing).
- ② at each round's start he chooses one other character he may choose (the dead too: they keep playing), told to
  him alone and kept in the host's record (his answer); nobody else learns whom. At the round's end the charge grows
  by X, X = that character's round: cells it entered by 行動 (R-G12: a throw's steps, 行動1格; teleports are none)
  + 3 × the cards it used or played (each use or play of a real card, a card used as another included; a 「視為
  使用」 with no card is none; equipping and placing a delayed trick are uses) − 2 × its cards 棄置 (R-G5: by a rule,
  card or skill, whoever discards them; used cards are not 棄置) + 4 × the damage points it dealt and took; a negative
  X charges nothing (docs/rulings/fuweng.md F-50). He is told the count; everybody hears the charge.
- Not a 存活技: dead, he goes on choosing and charging (the dead keep playing, R-D9).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words
from ..state import FState
from . import _base

CHARACTER = "DJ"
SKILL = "潛伏"
MOST = 10  # 「X最大為10」
COST = 10  # 「消耗10X點充能」
CHOSEN = "潛伏·選擇"  # skill_state: (round, seat) — whom he chose this round (host only)
WEIGHTS = ((hooks.MOVED, 1), (hooks.USED, 3), (hooks.DISCARDED, -2), (hooks.DAMAGE_DEALT, 4), (hooks.DAMAGE_TAKEN, 4))


def install(g: Game, seat: int) -> None:
    hooks.keep_tally(g)  # the round's counts: cells, cards used, cards 棄置, damage
    g.events.on("after:" + hooks.ROUND_START, SKILL, lambda g, e: choose(g, e, seat), owner=seat)
    g.events.on("after:" + hooks.ROUND_END, SKILL, lambda g, e: charge(g, e, seat), owner=seat)
    g.events.on("after:" + hooks.PHASE_START, SKILL + "①", lambda g, e: spend(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "行動")


def choose(g: Game, e: Event, seat: int) -> _base.Flow:
    """②「每輪開始時，你秘密選擇一名其它角色。」 — the choice told to him alone."""
    p = _base.holder(g, seat)
    others = _base.choosable_others(g, p)
    p.skill_state.pop(CHOSEN, None)
    if not others:
        return
    _base.fired(g, p, 1)
    opts: list[dict[str, Any]] = [{"target": q.seat} for q in others]
    ans = yield from basic.ask(g, seat, SKILL, "【潛伏】: 秘密選擇一名其它角色 (本輪結束時充能)", opts,
                               opts[0])
    p.skill_state[CHOSEN] = (g.round, ans["target"])
    g.say("{seat}秘密選擇了一名其它角色。", {"seat": seat, "secret_choice": SKILL}, seat=words.seat(seat))
    g.tell([seat], "潛伏: 你秘密選擇了{target}。", {"watched": ans["target"]}, target=words.seat(ans["target"]))


def count(g: Game, target: int) -> tuple[int, dict[str, int]]:
    """「X為你選擇的角色：行動的格子數+使用、打出的牌數*3-棄置的牌數*2+造成、受到的傷害數*4。」 — X and the counts."""
    s: FState = g.state
    done = dict((s.tally or {}).get(target, {}))
    return sum(w * done.get(k, 0) for k, w in WEIGHTS), done


def charge(g: Game, e: Event, seat: int) -> None:
    """②「本輪結束時，此技能充能X點。」 (a negative X charges nothing, F-50)."""
    p = _base.holder(g, seat)
    chosen = p.skill_state.pop(CHOSEN, None)
    if chosen is None or chosen[0] != e.data["round"]:
        return
    x, done = count(g, chosen[1])
    text = "潛伏: {target}本輪行動{moved}格，用牌{used}張，棄置{discarded}張，傷害{dealt}+{taken}點: X={x}。"
    g.tell([seat], text,
           {"watched": chosen[1], "x": x}, target=words.seat(chosen[1]), moved=done.get(hooks.MOVED, 0),
           used=done.get(hooks.USED, 0), discarded=done.get(hooks.DISCARDED, 0),
           dealt=done.get(hooks.DAMAGE_DEALT, 0), taken=done.get(hooks.DAMAGE_TAKEN, 0), x=x)
    _base.charge(g, p, SKILL, max(0, x))


def spend(g: Game, e: Event, seat: int) -> _base.Flow:
    """①「行動階段開始時，你可消耗10X點充能，令本階段投擲數+X。X最大為10。」"""
    s: FState = g.state
    p, t = _base.holder(g, seat), s.turn
    most = min(MOST, _base.charge_of(p, SKILL) // COST)
    if t is None or most < 1 or not p.on_map or p.stays > (1 if g.config.get("停留記數", "大于0") == "大于1" else 0):
        return
    opts: list[dict[str, Any]] = [{"choice": 0}] + [{"choice": x} for x in range(1, most + 1)]
    ans = yield from basic.ask(g, seat, SKILL, "【潛伏】: 消耗10X點充能，令本階段投擲數+X (充能{n}點; 0: 不發動)", opts,
                               opts[0], n=_base.charge_of(p, SKILL))
    x = int(ans["choice"])
    if x <= 0:
        return
    _base.fired(g, p, 0)
    _base.spend_charge(g, p, SKILL, COST * x)
    t.throw_delta += x  # (本階段投擲數: read when the phase's throws are counted, R-G11)
    g.say("潛伏: {seat}本階段投擲數+{x}。", {"seat": seat, "throws_added": x}, seat=words.seat(seat), x=x)
