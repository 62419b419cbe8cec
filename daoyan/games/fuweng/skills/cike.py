"""方塊K，刺客，3，狂隱 — 【閃現】當你于行動階段第一次行動投擲后，你可選擇一名后一格是格子的其它角色，傳送至其處
并轉向至與其相反，然后于行動結算結束后依次棄置其X張牌，且其令當前階段結束并可對你造成X點傷害。X最小為1最大為3。
(seed 001_ea231be5ab83fae4.txt; adopted R-X6, R-M7.)

- 「第一次行動投擲后」: the phase's first throw is made (its result known, nobody moved); he may choose another
  character on the map he may choose (`skills.choosable`) whose 「后一格」 — the cell behind it, against its
  heading — is a cell linked to its own (a road goes on that way). He is teleported onto its cell facing the other
  way (a 傳送: nothing passed, no event there), and that throw's 行動 starts from there.
- 「于行動結算結束后」: when that 行動 is over (its move, its 經過 and stop events): he chooses X (1–3), then discards
  X of its cards one at a time, each a random hand card or an equipment card he chooses (fewer when it has fewer,
  R-G4 「牌」: hand and equipment); then his 行動階段 ends (its other throws are lost) and the target may deal him X
  damage (it is the source).
- A target dead since, or off the map, still loses the cards (the skill names no condition there).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, combat, hooks, words, zones
from ..state import FState, Player
from . import _base

CHARACTER = "DK"
SKILL = "閃現"
HAND = "隨機手牌"
STRIKE, SPARE = {"choice": "造成傷害"}, {"choice": "放棄"}
X_RANGE = (1, 2, 3)  # 「X最小為1最大為3」


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.THROW, SKILL, lambda g, e: blink(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["index"] == 0)
    g.events.on("after:" + hooks.ACTION_DONE, SKILL + "②", lambda g, e: strike(g, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and SKILL in g.state.players[seat].skill_state)


def targets(g: Game, p: Player) -> list[Player]:
    """「一名后一格是格子的其它角色」 on the map, that he may choose."""
    s: FState = g.state
    out = []
    for q in _base.choosable_others(g, p):
        if q.position is None or q.heading is None:
            continue
        if q.heading.reverse in s.board.links(q.position):
            out.append(q)
    return out


def blink(g: Game, e: Event, seat: int) -> _base.Flow:
    """「當你于行動階段第一次行動投擲后，你可選擇一名后一格是格子的其它角色，傳送至其處并轉向至與其相反」."""
    p = _base.holder(g, seat)
    if p.position is None:
        return
    who = targets(g, p)
    if not who:
        return
    no = {"choice": "不發動"}
    opts = [no] + [{"choice": "發動", "target": q.seat} for q in who]
    ans = yield from basic.ask(g, seat, SKILL, "【閃現】: 投擲{n}，傳送至一名其它角色處并轉向至與其相反?", opts, no,
                               n=e.data["n"])
    if ans == no:
        return
    q = _base.holder(g, ans["target"])
    assert q.position is not None and q.heading is not None
    _base.fired(g, p, 0)
    p.position, p.heading = q.position, q.heading.reverse
    p.skill_state[SKILL] = q.seat
    g.say("閃現: {seat}傳送至{target}處 {cell}，轉向{d}。",
          {"seat": seat, "to": list(q.position), "heading": str(p.heading), "blink": q.seat},
          seat=words.seat(seat), target=words.seat(q.seat), cell=words.cell(g.state.board.cell(q.position)),
          d=words.term(p.heading))
    hooks.teleported(g, seat)
    yield from hooks.settle(g)


def strike(g: Game, seat: int) -> _base.Flow:
    """「然后于行動結算結束后依次棄置其X張牌，且其令當前階段結束并可對你造成X點傷害。X最小為1最大為3。」"""
    s: FState = g.state
    p = _base.holder(g, seat)
    q = _base.holder(g, p.skill_state.pop(SKILL))
    ans = yield from basic.ask(g, seat, SKILL, "【閃現】: 棄置{target}的X張牌 (其可對你造成X點傷害)", [
        {"choice": f"X={x}"} for x in X_RANGE], None, target=words.seat(q.seat), n=q.seat)
    x = int(str(ans["choice"]).removeprefix("X="))
    _base.fired(g, p, 1)
    g.say("閃現: {seat}棄置{target}的{x}張牌。", {"seat": seat, "blink": q.seat, "x": x}, seat=words.seat(seat),
          target=words.seat(q.seat), x=x)
    for _ in range(x):  # 「依次」: one at a time
        if not q.hand and not q.equips:
            break
        opts: list[dict[str, Any]] = ([{"choice": HAND}] if q.hand else []) + [{"choice": c} for c in q.equips]
        pick = yield from basic.ask(g, seat, SKILL, "【閃現】: 棄置{target}的一張牌", opts, opts[0],
                                    target=words.seat(q.seat), n=q.seat)
        card = g.chance.choice(SKILL, list(q.hand)) if pick["choice"] == HAND else int(pick["choice"])
        zones.discard(g, q.seat, [card])
        yield from hooks.settle(g)
    if s.turn is not None and s.turn.seat == seat:  # 「其令當前階段結束」
        s.turn.throws = 0
    g.say("閃現: {target}令當前階段結束。", {"seat": seat, "phase_ends": g.phase}, target=words.seat(q.seat))
    hit = yield from basic.ask(g, q.seat, SKILL, "【閃現】: 對{seat}造成{x}點傷害?", [SPARE, STRIKE], SPARE,
                               seat=words.seat(seat), x=x, n=seat)
    if hit == STRIKE:
        yield from combat.damage(g, q, p, x)
