"""紅桃3，凡爾賽，3，狂隱 — 【歷練】鎖定技。你使用未被此技能記錄牌名的牌后，你摸一張牌并記錄之。然后若此技能記錄數不小于
22，你的陣營獲勝。 (seed 001_ea231be5ab83fae4.txt; adopted R-X36, R-D15; F-82.)

- 「使用」, not 打出 (R-X36): every card he uses — from his hand in the 出牌階段, a response he uses (【流浪貓】,
  【無懈可擊】, 【家貓】 on the dying), an equipment equipped — and every use of a name without a card of it (a card
  used as another: 人和, 借計, 探寶棒; a 「視為使用」: 古明地覺) counts by the name it was used as (`hooks.USED`, heard
  at the flow's next step once the use has resolved). Playing a 【狗】 for 金鼓齊鳴 or a share is 打出: nothing.
- A name not yet recorded: he draws one and records it; the record is public (each name said as it comes; the table's
  records: `Player.records`); at 22 of the 28 names his camp wins at once (R-D15, `combat.camp_wins`).
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import combat, hooks, words, zones
from . import _base

CHARACTER = "H3"
SKILL = "歷練"
WIN = 22
RECORDS = True  # its card names are kept in `Player.records` (public; a scenario's `records:` may lay them out)


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.USED, SKILL, lambda g, e: season(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)


def season(g: Game, e: Event, seat: int) -> None:
    """「你使用未被此技能記錄牌名的牌后，你摸一張牌并記錄之。然后若此技能記錄數不小于22，你的陣營獲勝。」"""
    p = _base.holder(g, seat)
    name = str(e.data["name"])
    names = p.records.setdefault(SKILL, [])
    if name in names:
        return
    _base.fired(g, p)
    zones.draw(g, seat, 1)
    names.append(name)
    g.say("歷練: {seat}記錄【{card}】 (共{n}個牌名)。", {"seat": seat, "record": name, "n": len(names)},
          seat=words.seat(seat), card=words.term(name), n=len(names))
    if len(names) >= WIN:
        combat.camp_wins(g, p, SKILL)
