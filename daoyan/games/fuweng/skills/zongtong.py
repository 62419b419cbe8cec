"""梅花8，總統，4 — 【競選】出牌階段開始時，你可選擇所有其它角色，其中有手牌的角色須同時展示一張手牌。若展示了牌的角色數
等于你選擇的角色數且這些牌均為同一顏色，你的陣營獲勝；否則，你可聲明一種顏色，令所有展示了這種顏色的牌的角色各摸一張牌或
各棄置一張手牌。 (seed 001_ea231be5ab83fae4.txt; adopted R-X22, R-D15.)

- 「所有其它角色」: every other character he may choose (the dead and those off the map too; not one he may not
  choose: 創世神 ②, 老油條 in hospital).
- 「同時展示」: each one with a hand card chooses which to show, all asked at once; the cards are shown to all.
- Everyone chosen showed one and all are one colour (R-S3) → his camp wins at once (R-D15).
- Otherwise he may name a colour, then choose once for all who showed it: each draws 1, or each discards a hand
  card of its own choice.
"""

from __future__ import annotations

from typing import Any

from ....core.ask import Ask
from ....core.events import Event
from ....core.game import Game
from ....i18n import Listing, Phrase
from .. import basic, combat, hooks, skills, words, zones
from ..cards import Colour
from ..state import FState
from . import _base

CHARACTER = "C8"
SKILL = "競選"
DRAW, DISCARD = "各摸一張牌", "各棄置一張手牌"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.PHASE_START, SKILL, lambda g, e: campaign(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "出牌")


def campaign(g: Game, e: Event, seat: int) -> _base.Flow:
    s: FState = g.state
    p = _base.holder(g, seat)
    chosen = [q for x in s.order() if (q := s.players[x]) is not p and skills.choosable(g, p, q)]
    if not chosen or not (yield from _base.may(g, p, "出牌階段開始: 選擇所有其它角色展示手牌?")):
        return
    _base.fired(g, p, 0)
    g.say("{seat}發動【競選】，選擇所有其它角色 ({who})。", {"seat": seat, "chosen": [q.seat for q in chosen]},
          seat=words.seat(seat), who=words.haos(q.seat for q in chosen))
    showing = [q for q in chosen if q.hand]
    asks = [Ask(q.seat, SKILL, "競選: 展示一張手牌", [{"choice": c} for c in q.hand], {"choice": q.hand[0]},
                round=g.round, phase=g.phase) for q in showing]
    answers = (yield asks) if asks else {}  # 「同時展示」: all asked at once
    shown = {q.seat: answers[q.seat]["choice"] for q in showing}
    g.say("競選: 展示 {cards}。", {"seat": seat, "shown": {str(k): v for k, v in shown.items()}},
          cards=Listing(Phrase("{seat}{card}", seat=words.seat(x), card=words.card(s.cards[c]))
                        for x, c in shown.items()))
    colours = {s.cards[c].suit.colour for c in shown.values()}
    if len(shown) == len(chosen) and len(colours) == 1:  # 「你的陣營獲勝」
        g.say("競選: 所有被選擇的角色都展示了{colour}的牌。", {"seat": seat, "won": True},
              colour=words.term(str(next(iter(colours)))))
        combat.camp_wins(g, p, SKILL)
    opts: list[dict[str, Any]] = [dict(_base.NO), {"choice": str(Colour.RED)}, {"choice": str(Colour.BLACK)}]
    named = yield from basic.ask(g, seat, SKILL, "競選: 聲明一種顏色?", opts, _base.NO,
                                 shown={str(x): str(s.cards[c].suit.colour) for x, c in shown.items()})
    if named == _base.NO:
        return
    them = [s.players[x] for x, c in shown.items() if str(s.cards[c].suit.colour) == named["choice"]]
    if not them:
        g.say("競選: 沒有角色展示了{colour}的牌。", {"seat": seat}, colour=words.term(named["choice"]))
        return
    how = yield from basic.ask(g, seat, SKILL, "競選: 令{who}各摸一張牌或各棄置一張手牌", [{"choice": DRAW},
                               {"choice": DISCARD}], None, who=words.haos(q.seat for q in them),
                               seats=[q.seat for q in them])
    g.say("競選: {seat}聲明{colour}，令{who}{what}。", {"seat": seat, "colour": named["choice"],
                                                 "who": [q.seat for q in them], "choice": how["choice"]},
          seat=words.seat(seat), colour=words.term(named["choice"]), who=words.haos(q.seat for q in them),
          what=words.term(how["choice"]))
    for q in them:
        if how["choice"] == DRAW:
            zones.draw(g, q.seat, 1)
        elif q.hand:
            c = yield from basic.ask(g, q.seat, SKILL, "競選: 棄置一張手牌", [{"choice": x} for x in q.hand], None)
            zones.discard(g, q.seat, [c["choice"]])
