"""紅桃8，野兔子，3，狂隱 — 【霍星】出牌階段，你可選擇一名其它角色并棄置兩張牌，然后對其造成1點傷害。若其因受到此傷害
進入瀕死狀態，則當此瀕死狀態結束后，若其：存活，本階段此技能無效；已陣亡，你失去此技能。
(seed 001_ea231be5ab83fae4.txt.)

- Any number of times in his 出牌階段, while he has two cards (hand and 裝備區, R-G4), which he chooses one at a
  time and discards (棄置); the character is any other one he may choose (創世神 ②), no range.
- The damage's own 瀕死 (the one it puts the character in), once ended: alive → no more 霍星 this 出牌階段 (this
  turn); dead → he loses the skill for good.
"""

from __future__ import annotations

from typing import Any

from ....core.game import Game
from .. import basic, combat, words, zones
from ..state import FState
from . import _base

CHARACTER = "H8"
SKILL = "霍星"
LOST, OFF = "失去", "本階段無效"


install = _base.no_triggers  # (an 出牌階段 skill: `play_options` / `play_use`)


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    if p.skill_state.get(LOST) or p.skill_state.get(OFF) == _base.this_turn(g) or len(p.hand) + len(p.equips) < 2:
        return []
    return [{"skill": SKILL, "choice": "發動", "target": q.seat} for q in _base.choosable_others(g, p)]


def play_use(g: Game, p: Any, ans: dict[str, Any]) -> _base.Flow:
    s: FState = g.state
    _base.fired(g, p)
    q = s.players[ans["target"]]
    g.say("{seat}發動【霍星】，選擇{target}。", {"seat": p.seat, "target": q.seat}, seat=words.seat(p.seat),
          target=words.seat(q.seat))
    for left in (2, 1):
        cards = [{"choice": x} for x in p.hand + p.equips]
        c = yield from basic.ask(g, p.seat, SKILL, "霍星: 棄置一張牌 (還需{n}張)", cards, None, n=left)
        zones.discard(g, p.seat, [c["choice"]])
    dyings = s.dyings.get(q.seat, 0)
    yield from combat.damage(g, p, q, 1)
    if s.dyings.get(q.seat, 0) == dyings:
        return
    if q.dead:  # 「已陣亡，你失去此技能」
        p.skill_state[LOST] = True
        g.say("霍星: {target}已陣亡，{seat}失去【霍星】。", {"seat": p.seat, "lost_skill": SKILL},
              seat=words.seat(p.seat), target=words.seat(q.seat))
    else:  # 「存活，本階段此技能無效」
        p.skill_state[OFF] = _base.this_turn(g)
        g.say("霍星: {target}存活，本階段【霍星】無效。", {"seat": p.seat, "off": SKILL}, target=words.seat(q.seat))
