"""黑桃A，懶漢，4 — 【不動】①每輪開始時或一次傷害造成后，你可使用一張牌。②鎖定技。出牌或棄牌階段開始時，你改為投擲一次。
(seed 001_ea231be5ab83fae4.txt; adopted R-X42, R-G14; rulings docs/rulings/fuweng.md F-101.)

- ① At each round's start (after the 銀行機制) and after each damage that was dealt (anyone's, `dealt` > 0) he is
  asked which card to use, or none: any use the 出牌 ask would offer him now (`play.options`, less its 結束 and
  the characters' 出牌階段 skills), the card's phase ignored and the use not counted (R-X42: no 【狗】 limit used up,
  not a card 「used in the phase」). 美人計's 「不能使用或打出牌」 and 機會 4 stop it. Outside his own turn his
  照相機 may make the card a 【狗】 (「于回合外使用…一張【狗】時，你可以判定」, R-C12): an option
  `{"skill": 照相機, "choice": 判定, "target": seat}`; a judgement not red leaves him to choose again without it.
- ② His 出牌階段 and 棄牌階段 still start (their 「…階段開始時」 are heard), then each consists of one 行動投擲 (its
  「行動投擲后」, its move and 停留 event, its 「行動結算結束后」); no card is used in the 出牌階段, the 手牌上限 is
  never applied (R-X42).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, equipment, hooks, moves, play, skills, tricks, words
from ..state import Player
from . import _base

CHARACTER = "SA"
SKILL = "不動"
NO = _base.NO
ROUND = "【不動】: 每輪開始時，使用一張牌?"
DAMAGE = "【不動】: 一次傷害造成后，使用一張牌?"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.ROUND_START, SKILL, lambda g, e: use_one(g, seat, ROUND), owner=seat)
    g.events.on("after:" + hooks.DAMAGE, SKILL + "·傷害", lambda g, e: use_one(g, seat, DAMAGE),
                owner=seat, condition=lambda g, e: e.data.get("dealt", 0) > 0)
    for name in (hooks.PLAY_PHASE, hooks.DISCARD_PHASE):
        g.events.on("before:" + name, SKILL + "②", lambda g, e: throw_instead(g, e, seat), owner=seat,
                    condition=lambda g, e: e.data["seat"] == seat)


def card_options(g: Game, p: Player) -> list[dict[str, Any]]:
    """The cards he may use now: the 出牌 ask's card uses (R-X42: the card's phase ignored), and — outside his own
    turn — 照相機's judgement as a 【狗】 on each target a 【狗】 of his could have (`camera_options`)."""
    opts = [o for o in play.options(g, p, 0) if o.get("choice") != "結束" and not skills.is_play_skill(p, o)]
    return opts + camera_options(g, p)


def camera_options(g: Game, p: Player) -> list[dict[str, Any]]:
    """照相機 「每當你需要使用或打出一張【流浪貓】或于回合外使用或打出一張【狗】時，你可以判定…若結果為紅色，
    視為你使用或打出了一張【狗】」: his ① use outside his own turn may be that 【狗】 (R-C12) — on a 【狗】's
    targets (「你視野范圍內的一名其它角色」, 龍魚之羽衣 and the skills that forbid a choice)."""
    if tricks.blocked(g, p) or not equipment.camera_for(g, p, play.DOG):
        return []
    s = g.state
    seen = equipment.seen_by(g, p, s.players.values())
    return [{"skill": equipment.CAMERA, "choice": "判定", "target": q.seat} for q in seen
            if q.seat != p.seat and equipment.can_target(g, p, q)]


def use_one(g: Game, seat: int, prompt: str) -> _base.Flow:
    """① 「你可使用一張牌」. 照相機's judgement, if chosen: red — a 【狗】 with no card on its target; else he has
    used none and is asked again without it (R-C12: once per need)."""
    p = _base.holder(g, seat)
    yield from g.pace()  # a hidden step, whether or not he can use one (what he holds is his secret)
    opts = card_options(g, p)
    fired = False
    while opts:
        default = dict(NO)
        ans = yield from basic.ask(g, seat, SKILL, prompt, [default, *opts], default)
        if ans == NO:
            return
        if not fired:
            _base.fired(g, p, 0)
            fired = True
        if ans.get("skill") != equipment.CAMERA:
            yield from play.use_card(g, p, ans)
            return
        opts = [o for o in opts if o.get("skill") != equipment.CAMERA]
        s = g.state
        result = yield from basic.judgement(g, seat, s.turn.seat if s.turn is not None else seat)
        if result.is_red:  # (「否則，當前回合角色為發起方」)
            g.say("照相機: 判定為紅色，視為{seat}使用或打出了一張【{card}】。", {"seat": seat, "camera": play.DOG},
                  seat=words.seat(seat), card=words.term(play.DOG))
            yield from play.use_dog(g, p, s.players[ans["target"]], None)
            return


def throw_instead(g: Game, e: Event, seat: int) -> _base.Flow:
    """② 「出牌或棄牌階段開始時，你改為投擲一次。」: the phase is one 行動投擲 (R-X42)."""
    p = _base.holder(g, seat)
    e.prevent(SKILL)
    if not p.on_map:
        return
    _base.fired(g, p, 1)
    n = moves.throw(g, p)
    if g.events.listening(hooks.THROW):  # 「行動投擲后」, before the move
        data = {"seat": seat, "n": n, "index": 0}
        yield from hooks.emit(g, hooks.THROW, data)
        n = data["n"]
    yield from moves.act(g, p, n)
    if g.events.listening(hooks.ACTION_DONE):
        yield from hooks.emit(g, hooks.ACTION_DONE, {"seat": seat, "index": 0})

