"""梅花9，領主，4 — 【改朝】鎖定技。每輪開始時，你選擇一種社會，不能與上輪相同。
*【原始社會】一名角色使用動物牌指定另一名角色為目標后，雙方各摸一張牌。
*【奴隸社會】所有角色對體力上限小于其的角色造成的傷害+1。
*【封建社會】一名角色失去體力或扣減體力上限時，取消之。
*【現代社會】一名角色回復體力或受到傷害后，將手牌數調整至體力值。
(seed 001_ea231be5ab83fae4.txt; adopted R-X20, R-G17; docs/rulings/fuweng.md F-51 … F-55.)

- At each round's start he chooses one of the four (his choice is forced: 鎖定技), not the one of the round
  before (the first round, or a round after one with none, any); the society is a rule for every character from
  that round start to the next (`FState.society`, public), and he says its line (「原始社會：相合之傘 開辟洪荒一片」 …).
  Not a 存活技: dead, he goes on choosing (the dead keep playing, R-D9).
- 原始社會: after a 【狗】 (a card used as one included; a 「視為使用」 too) or a 【家貓】 is used on another character,
  for each such target: the user draws one, then the target draws one.
- 奴隸社會: damage from a source whose 體力上限 is greater than the target's is +1 (「小于其」: the target's
  體力上限 less than the source's, R-X20); damage with no source has none.
- 封建社會: every 失去體力 (八陣圖, 遲治's 「所有角色」 — each character's loss —, 無我 ③, 試肝, 逐星, 試亂場景 …)
  and every 減體力上限 (無我 ③, 捕獲 ①, 試亂場景 …) is cancelled.
- 現代社會: after a character gains HP by 回復 (the HP gained > 0) or takes damage (the damage took HP), once its
  resolution is over (its dying included), it draws up to its HP or discards down to it, choosing the cards; a
  character dead by then adjusts nothing (its hand limit is its 體力上限, no longer its HP: F-55).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words, worth, zones
from ..cards import ANIMAL, card_kind
from ..state import FState
from . import _base

CHARACTER = "C9"
SKILL = "改朝"
PRIMITIVE, SLAVE, FEUDAL, MODERN = "原始社會", "奴隸社會", "封建社會", "現代社會"
SOCIETIES = (PRIMITIVE, SLAVE, FEUDAL, MODERN)
FIRST = 50  # 封建社會 cancels before any skill acts on the loss; 奴隸社會 adds before the skills that read the damage


def install(g: Game, seat: int) -> None:
    on = g.events.on
    on("after:" + hooks.ROUND_START, SKILL, lambda g, e: choose(g, e, seat), owner=seat)
    on("after:" + hooks.TARGETED, PRIMITIVE, lambda g, e: primitive(g, e), owner=seat,
       condition=lambda g, e: society(g) == PRIMITIVE and e.data["user"] != e.data["target"]
       and card_kind(e.data["name"]).category == ANIMAL)
    on("before:" + hooks.DAMAGE, SLAVE, lambda g, e: slave(g, e), owner=seat, priority=FIRST,
       condition=lambda g, e: society(g) == SLAVE and e.data["source"] is not None)
    on("before:" + hooks.HP_LOSS, FEUDAL, lambda g, e: feudal(g, e, max_hp=False), owner=seat, priority=FIRST,
       condition=lambda g, e: society(g) == FEUDAL)
    on("before:" + hooks.MAX_HP_LOSS, FEUDAL, lambda g, e: feudal(g, e, max_hp=True), owner=seat, priority=FIRST,
       condition=lambda g, e: society(g) == FEUDAL)
    on("after:" + hooks.DAMAGE, MODERN, lambda g, e: modern(g, e.data["target"]), owner=seat,
       condition=lambda g, e: society(g) == MODERN and e.data.get("dealt", 0) > 0)
    on("after:" + hooks.HEALED, MODERN, lambda g, e: modern(g, e.data["seat"]), owner=seat,
       condition=lambda g, e: society(g) == MODERN)


def society(g: Game) -> str | None:
    s: FState = g.state
    return s.society


def line(p: Any, chosen: str) -> str:
    """The society's own line (「原始社會：相合之傘 開辟洪荒一片」 …)."""
    return next((x.removeprefix(chosen + "：").strip() for x in _base.card_of(p).lines if x.startswith(chosen + "：")),
                "")


def choose(g: Game, e: Event, seat: int) -> _base.Flow:
    """「每輪開始時，你選擇一種社會，不能與上輪相同。」"""
    s: FState = g.state
    p = _base.holder(g, seat)
    last = s.society
    opts: list[dict[str, Any]] = [{"choice": x} for x in SOCIETIES if x != last]
    ans = yield from basic.ask(g, seat, SKILL, "【改朝】: 選擇本輪的社會 (不能與上輪相同)", opts, opts[0])
    s.society = chosen = ans["choice"]
    g.say("{seat}發動【{skill}】，選擇【{society}】: 「{line}」", {"seat": seat, "society": chosen},
          seat=words.seat(seat), skill=words.term(SKILL), society=words.term(chosen), line=line(p, chosen))


def primitive(g: Game, e: Event) -> None:
    """【原始社會】「一名角色使用動物牌指定另一名角色為目標后，雙方各摸一張牌。」"""
    user, target = e.data["user"], e.data["target"]
    g.say("原始社會: {user}與{target}各摸一張牌。", {"seat": user, "target": target, "society": PRIMITIVE},
          user=words.seat(user), target=words.seat(target))
    zones.draw(g, user, 1)
    zones.draw(g, target, 1)


def slave(g: Game, e: Event) -> None:
    """【奴隸社會】「所有角色對體力上限小于其的角色造成的傷害+1。」"""
    s: FState = g.state
    source, target = s.players[e.data["source"]], s.players[e.data["target"]]
    if target.max_hp >= source.max_hp:
        return
    e.data["n"] += 1
    g.say("奴隸社會: {target}的體力上限小于{source}，此傷害+1 (共{n}點)。",
          {"seat": target.seat, "source": source.seat, "society": SLAVE, "n": e.data["n"]},
          target=words.seat(target.seat), source=words.seat(source.seat), n=e.data["n"])


def feudal(g: Game, e: Event, max_hp: bool) -> None:
    """【封建社會】「一名角色失去體力或扣減體力上限時，取消之。」"""
    e.prevent(FEUDAL)
    seat, n = e.data["seat"], e.data["n"]
    data = {"seat": seat, "society": FEUDAL, "cancelled": hooks.MAX_HP_LOSS if max_hp else hooks.HP_LOSS, "n": n}
    if max_hp:
        g.say("封建社會: {seat}減{n}點體力上限，取消之。", data, seat=words.seat(seat), n=n)
    else:
        g.say("封建社會: {seat}失去{n}點體力，取消之。", data, seat=words.seat(seat), n=n)


def modern(g: Game, seat: int) -> _base.Flow:
    """【現代社會】「一名角色回復體力或受到傷害后，將手牌數調整至體力值。」 — it chooses the cards it discards."""
    s: FState = g.state
    q = s.players[seat]
    if q.dead:
        return
    goal = max(q.hp, 0)
    if len(q.hand) == goal:
        return
    g.say("現代社會: {seat}將手牌數調整至體力值{n}。", {"seat": seat, "society": MODERN, "hp": q.hp},
          seat=words.seat(seat), n=goal)
    if len(q.hand) < goal:
        zones.draw(g, seat, goal - len(q.hand))
        return
    while len(q.hand) > goal:
        opts: list[dict[str, Any]] = [{"choice": c} for c in q.hand]
        least = {"choice": worth.least_harmful_discard(s.cards, q.hand)}
        ans = yield from basic.ask(g, seat, MODERN, "現代社會: 棄置一張手牌 (還需{n}張)", opts, least,
                                   n=len(q.hand) - goal)
        zones.discard(g, seat, [ans["choice"]])
