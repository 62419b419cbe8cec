"""梅花A，麒麟，3，特區 — 【天欽】鎖定技。當你陣亡后，你入院；你入院X輪時，改為入院。
(seed 001_ea231be5ab83fae4.txt; adopted R-X44, R-H1–R-H7, R-D12, R-D13.)

- 「當你陣亡后，你入院」: after his death (its reveal, end check, reward and penalty: R-D12; a death that ends the game
  leaves nothing after it), the untimed 入院 (R-H1): off the map, +1 HP at each of his turn starts until it reaches
  his 體力上限, when he is back on the 《醫院》 cell and alive again (R-H2, R-D13); his HP is protected meanwhile
  (R-H3). Cancelled when he is off the map already (R-X44, R-H6) or at 體力上限 0; a death in 入院X輪 first puts him
  on the 《醫院》 cell (R-H4), so that stay becomes the untimed one.
- 「你入院X輪時，改為入院」: any 入院X輪 of his (《惡犬》, 緋想之劍, 飛彈, 機會 1 …) is the untimed 入院 instead; the
  cancellations come first (R-H6: off the map; dead — a dead character's 入院X輪 is cancelled, not changed).
- 鎖定技: no choice; his lines go one per clause (the death 「我仁壽之鹿 天選之子也」, the change
  「自擁護主旋律 下凡濟世是也」).
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import hooks, npcs, words
from . import _base

CHARACTER = "CA"
SKILL = "天欽"
DEATH, CHANGE = 0, 1


def install(g: Game, seat: int) -> None:
    g.events.on("after:" + hooks.DEATH, SKILL, lambda g, e: favoured(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["seat"] == seat)


def favoured(g: Game, e: Event, seat: int) -> None:
    """「當你陣亡后，你入院」."""
    p = _base.holder(g, seat)
    _base.fired(g, p, DEATH)
    npcs.admit(g, p)


def hospitalised(g: Game, p: Any, rounds: int) -> None:
    """「你入院X輪時，改為入院」: the untimed 入院 instead (`npcs.hospitalise` admits him)."""
    _base.fired(g, p, CHANGE)
    g.say("天欽: {seat}入院{n}輪改為入院。", {"seat": p.seat, "hospital": None}, seat=words.seat(p.seat), n=rounds)
