"""紅桃6，雪花，3 — 【挽瀾】其它角色受到傷害時，若此傷害為其本輪第一次受到的傷害或致命傷害，你可棄置一張動物牌，
令其檢索一張動物牌并展示之。若兩張牌牌名：相同，防止此傷害；不同且其中(有/無)【流浪貓】，(你獲得你棄置的牌/此傷害+1)。
(seed 001_ea231be5ab83fae4.txt; adopted R-X27, R-G7, R-G18, R-E11, R-E12; F-93.)

- 「受到傷害時」: the event 受到傷害's before, at the priority of the skills that add to it (F-35: turn order from the
  current character); 「致命」 (R-G18) is read as the damage stands when he is asked. 「本輪第一次受到的傷害」 (R-X27):
  that character has taken no damage (HP taken) yet this round — counted by this skill from the game's start.
- 「棄置一張動物牌」: from his hand, his choice (棄置: 領養機制 may put it into the 領養區, R-E12).
  「令其檢索一張動物牌并展示之」: the damaged character searches one (R-G7; it goes to its hand, debt may redirect it,
  R-E11) and it is shown to all. Nothing found: no second card, nothing more happens.
- Same name: the damage is prevented. Different and one of them 【流浪貓】: he takes back the card he discarded from the
  discard pile or the 領養區 (nothing if it is gone); different and no 【流浪貓】: 此傷害+1.
- His two lines in turn.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words, zones
from ..cards import ANIMAL
from . import _base

CHARACTER = "H6"
SKILL = "挽瀾"
HURT = "挽瀾·本輪受傷"  # (round, seats that took damage this round)
NO = {"choice": "不發動"}
CAT = "流浪貓"


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: stem(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] != seat)
    g.events.on("after:" + hooks.DAMAGE, SKILL + "·記錄", lambda g, e: note(g, e, seat), owner=seat,
                condition=lambda g, e: e.data.get("dealt", 0) > 0)


def hurt_this_round(g: Game, p: Any) -> list[int]:
    rnd, seats = p.skill_state.get(HURT, (-1, []))
    return list(seats) if rnd == g.state.round else []


def note(g: Game, e: Event, seat: int) -> None:
    p = _base.holder(g, seat)
    p.skill_state[HURT] = (g.state.round, [*hurt_this_round(g, p), e.data["target"]])


def stem(g: Game, e: Event, seat: int) -> _base.Flow:
    p = _base.holder(g, seat)
    s = g.state
    d = e.data
    q = s.players[d["target"]]
    if q.dead or d["n"] <= 0:
        return
    first, fatal = q.seat not in hurt_this_round(g, p), d["n"] >= q.hp
    if not (first or fatal):
        return
    animals = [c for c in p.hand if s.cards[c].category == ANIMAL]
    if not animals:
        return
    ans = yield from basic.ask(g, seat, SKILL, "【挽瀾】: {n}號受到{d}點傷害: 棄置一張動物牌，令其檢索一張動物牌?",
                               [NO, *({"choice": c} for c in animals)], NO, n=q.seat, d=d["n"], by=d["source"])
    mine = ans.get("choice")
    if mine not in animals:
        return
    _base.fired(g, p)
    zones.discard(g, seat, [mine])
    found = zones.search(g, q.seat, lambda c: c.category == ANIMAL, 1, "動物牌")
    if not found:
        return
    theirs = found[0]
    a, b = s.cards[mine].name, s.cards[theirs].name
    g.say("挽瀾: {seat}展示{card}。", {"seat": q.seat, "shown": theirs}, seat=words.seat(q.seat),
          card=words.card(s.cards[theirs]))
    if a == b:
        g.say("挽瀾: 牌名相同，防止此傷害。", {"seat": seat, "prevented": True})
        e.prevent(SKILL)
    elif CAT in (a, b):
        for pile in (s.discard, s.adoption):
            if mine in pile:
                pile.remove(mine)
                g.say("挽瀾: {seat}獲得其棄置的{card}。", {"seat": seat, "back": mine}, seat=words.seat(seat),
                      card=words.card(s.cards[mine]))
                zones.into_hand(g, seat, [mine])
                break
    else:
        d["n"] += 1
        g.say("挽瀾: 此傷害+1 ({n}點)。", {"seat": seat, "target": q.seat, "n": d["n"]}, n=d["n"])
