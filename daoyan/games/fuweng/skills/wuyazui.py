"""方塊2，烏鴉嘴，3 — 【言靈】每輪限一次。一名角色對另一名角色造成傷害時，你可棄置一張黑桃非動物牌，
反轉此傷害的來源與目標。
(seed 001_ea231be5ab83fae4.txt; adopted R-X41, R-D5, R-G4, R-G17, R-S3; F-91.)

- 「造成傷害時」: before the damage is dealt (the event 受到傷害's before, as 含冤, 冥婚, 假射): skills of one moment go
  by priority, then in turn order from the current character (F-35); those heard after read the reversed damage.
  「一名角色對另一名角色」: a damage with a source other than its target (he may be either); none without a source.
- 「每輪限一次」 (R-X41): once per round, counted when used. 「棄置一張黑桃非動物牌」: a 黑桃 card from his hand or
  equipment (R-G4 「牌」), not an 動物牌; he chooses which, or declines. Not a 存活技: dead, he may still use it.
- 「反轉此傷害的來源與目標」: the same value, card and user; the old target deals it to the old source. Reversed onto a
  dead character, the damage is cancelled (「已陣亡角色受到傷害…前，取消之」). The killer is the new source (R-D5), but
  for the 特區 win the first source counts (「以最初的傷害來源或兇手為準」): the damage carries `first_source`.
- His two lines in turn (one clause): 「煢煢白兔 驟然生疑」, then 「闃闃森鈴 倏倏掩目」.
"""

from __future__ import annotations

from typing import Any

from ....core.events import Event
from ....core.game import Game
from .. import basic, hooks, words, zones
from ..cards import ANIMAL, Suit
from . import _base

CHARACTER = "D2"
SKILL = "言靈"
NO = {"choice": "不發動"}


def install(g: Game, seat: int) -> None:
    g.events.on("before:" + hooks.DAMAGE, SKILL, lambda g, e: reverse(g, e, seat), owner=seat,
                condition=lambda g, e: e.data["source"] is not None and e.data["source"] != e.data["target"])


def spades(g: Game, p: Any) -> list[int]:
    """His 黑桃非動物牌: hand, then equipment (R-G4)."""
    s = g.state
    return [c for c in (*p.hand, *p.equips) if s.cards[c].suit is Suit.SPADE and s.cards[c].category != ANIMAL]


def reverse(g: Game, e: Event, seat: int) -> _base.Flow:
    p = _base.holder(g, seat)
    d = e.data
    if d["n"] <= 0 or _base.used_this_round(p, SKILL, g) >= 1:
        return
    s = g.state
    src, tgt = d["source"], d["target"]
    if s.players[tgt].dead:
        return
    cards = spades(g, p)
    if not cards:
        return
    prompt = "【言靈】: {src}對{n}號造成{d}點傷害: 棄置一張黑桃非動物牌，反轉此傷害的來源與目標?"
    ans = yield from basic.ask(g, seat, SKILL, prompt, [NO, *({"choice": c} for c in cards)], NO,
                               src=words.seat(src), n=tgt, d=d["n"], by=src)
    card = ans.get("choice")
    if card not in cards:
        return
    _base.count_round_use(p, SKILL, g)
    _base.fired(g, p)
    zones.discard(g, seat, [card])
    e.redirect(SKILL, source=tgt, target=src, first_source=d.get("first_source", src))
    g.say("言靈: 此傷害的來源與目標反轉: {source}對{target}造成{n}點傷害。",
          {"seat": seat, "source": tgt, "target": src, "n": d["n"]}, source=words.seat(tgt), target=words.seat(src),
          n=d["n"])
