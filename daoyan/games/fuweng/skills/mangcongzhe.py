"""紅桃4，盲從者，3 — 【隨流】鎖定技。當你成為牌的唯一目標后，你記錄此牌牌名（替換原記錄）。若有原記錄且與新記錄相同，
你摸三張牌。 (seed 001_ea231be5ab83fae4.txt; F-80.)

- 「成為牌的唯一目標后」: after a card used with him as its only target (`hooks.TARGETED` with "targets" 1): a 【狗】
  (貓車's added targets counted), a 【家貓】 (his own on himself too: 「對你使用」), a trick (無中生有 and 八陣圖 are
  used on their user), a card used as another (借計, 人和) — recorded by the name it was used as; a card cancelled
  for him (軍閥's 據天) makes him no target. 【無我之愛】 always has every other character as its targets.
- The record is public (his flag 【隨流】: the name), replaced each time; the same name twice in a row → he draws 3.
"""

from __future__ import annotations

from ....core.events import Event
from ....core.game import Game
from .. import hooks, words, zones
from . import _base

CHARACTER = "H4"
SKILL = "隨流"


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.TARGETED, SKILL, lambda g, e: follow(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["target"] == seat and e.data.get("targets", 1) == 1)


def follow(g: Game, e: Event, seat: int) -> None:
    """「你記錄此牌牌名（替換原記錄）。若有原記錄且與新記錄相同，你摸三張牌。」"""
    p = _base.holder(g, seat)
    name = str(e.data["name"])
    old = p.flags.get(SKILL)
    p.flags[SKILL] = name
    same = old == name
    _base.fired(g, p, 0 if same else 1)  # 「漫無目的 只隨風流飄蕩」 / 「轉瞬即忘 誰知我在何方」
    g.say("隨流: {seat}記錄【{card}】。", {"seat": seat, "record": name}, seat=words.seat(seat), card=words.term(name))
    if same:
        zones.draw(g, seat, 3)
