"""梅花5，背黑鍋的，4 — 【含冤】存活技。其它角色受到傷害時，你可摸三張牌并令此傷害+1，然后其可將之轉移給你。
(seed 001_ea231be5ab83fae4.txt; adopted R-X32, R-G3, R-G17, R-D5.)

- 「受到傷害時」: before the damage is dealt (as 冥婚, 映襯), at the priority of the skills that add to it: those of
  one moment go in turn order from the current character (R-G3); 義替 and 詐死 ①, which read 「致命」, come after.
- No limit per turn; 存活技: not while he is dead (R-G17). Not when the damaged character is already dead or in an
  untimed 入院 (the damage is prevented there: nothing is 「受到」).
- 「然后其可將之轉移給你」: the damaged character chooses (R-X32); the transfer keeps the source, the card and the
  value (R-D5), and he is now the one who takes it — the skills still to be heard read him as the target.
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words, zones
from . import _base

CHARACTER = "C5"
SKILL = "含冤"
MOVE, KEEP = {"choice": "轉移"}, {"choice": "不轉移"}


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: wronged(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] != seat)


def wronged(g: Game, e: Event, seat: int) -> _base.Flow:
    p, q = _base.holder(g, seat), _base.holder(g, e.data["target"])
    if not _base.alive(p) or q.dead or q.hospital_untimed or e.data["n"] <= 0:
        return
    if not (yield from _base.may(g, p, "{n}號受到{d}點傷害: 摸三張牌并令此傷害+1?", n=q.seat, d=e.data["n"])):
        return
    _base.fired(g, p)
    zones.draw(g, seat, 3)
    e.data["n"] += 1
    g.say("含冤: 此傷害+1 ({n}點)。", {"seat": seat, "target": q.seat, "n": e.data["n"]}, n=e.data["n"])
    ans = yield from basic.ask(g, q.seat, SKILL, "【含冤】: 將此傷害 ({d}點) 轉移給{seat}?", [KEEP, MOVE], KEEP,
                               seat=words.seat(seat), by=seat, d=e.data["n"])
    if ans != MOVE:
        return
    e.redirect(SKILL, target=seat)
    g.say("含冤: {target}將此傷害轉移給{seat}。", {"seat": seat, "from": q.seat, "moved": e.data["n"]},
          target=words.seat(q.seat), seat=words.seat(seat))
