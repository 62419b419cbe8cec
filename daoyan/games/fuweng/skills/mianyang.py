"""紅桃10，綿羊，3，狂隱 — 【試肝】出牌階段限一次。你可選擇兩名其它角色，令前者選擇一項：視為對后者使用【狗】；失去2點
體力。 (seed 001_ea231be5ab83fae4.txt; adopted R-X15.)

- Two other characters he may choose (創世神 ②), the first of whom may use a 【狗】 on the second: the 【狗】 is
  「視為使用」 (no card, no suit), needs no range and does not count toward the 【狗】's limit (R-X15); everything
  else of a 【狗】 holds (its user's weapons, the 【流浪貓】 window, …).
- Once in each 出牌階段 (one a turn).
"""

from __future__ import annotations

from typing import Any

from ....core.game import Game
from .. import basic, combat, play, skills, words
from ..state import FState
from . import _base

CHARACTER = "H10"
SKILL = "試肝"
DOG, LOSE = "視為對后者使用【狗】", "失去2點體力"


install = _base.no_triggers  # (an 出牌階段 skill: `play_options` / `play_use`)


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    if _base.used_this_turn(p, SKILL, g):
        return []
    others = _base.choosable_others(g, p)
    return [{"skill": SKILL, "choice": "發動", "target": [a.seat, b.seat]} for a in others for b in others
            if a is not b and skills.choosable(g, a, b)]


def play_use(g: Game, p: Any, ans: dict[str, Any]) -> _base.Flow:
    s: FState = g.state
    _base.count_use(p, SKILL, g)
    _base.fired(g, p)
    a, b = s.players[ans["target"][0]], s.players[ans["target"][1]]
    g.say("{seat}發動【試肝】，選擇{a}與{b}。", {"seat": p.seat, "first": a.seat, "second": b.seat},
          seat=words.seat(p.seat), a=words.seat(a.seat), b=words.seat(b.seat))
    opts: list[dict[str, Any]] = [{"choice": DOG}, {"choice": LOSE}]
    pick = yield from basic.ask(g, a.seat, SKILL, "【試肝】({seat}): 視為對{b}使用【狗】，或失去2點體力", opts, opts[0],
                                seat=words.seat(p.seat), b=words.seat(b.seat), by=p.seat, then=b.seat)
    g.say("試肝: {a}選擇「{what}」。", {"seat": a.seat, "choice": pick["choice"]}, a=words.seat(a.seat),
          what=words.term(pick["choice"]))
    if pick["choice"] == DOG:
        g.say("{a}視為對{b}使用【狗】。", {"seat": a.seat, "virtual": "狗", "target": b.seat}, a=words.seat(a.seat),
              b=words.seat(b.seat))
        yield from play.use_dog(g, a, b, None)
    else:
        yield from combat.lose_hp(g, a, 2)
