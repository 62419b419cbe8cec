"""梅花4，線人，4 — 【探聽】出牌階段限兩次。你可棄置一張手牌并選擇視野范圍內一至兩名其它角色，依次觀看這些角色的手牌且
可獲得（若為當前階段第二次發動，改為棄置）其中一張與你棄置的牌花色相同的牌。 (seed 001_ea231be5ab83fae4.txt; adopted
R-X34, R-G9; F-112.)

- An 出牌階段 skill (`play_options`: one option per choice of one or two other characters in his vision, in seat
  order — 「依次」 is that order), used twice a turn at most; he then chooses the hand card to discard (public).
- 「觀看這些角色的手牌」: each one's hand is told to him alone (a secret: `g.tell`); R-G9's random pick is lifted —
  he chooses (R-G9 「探聽」).
- 「可獲得（…改為棄置）其中一張與你棄置的牌花色相同的牌」 (R-X34): one card per character viewed, of the discarded
  card's suit (R-S3), or none. The first use of the phase: he takes it (the others hear only that a card moved; the
  card is told to him and its owner); the second: it is discarded (public).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ....core.game import Game
from .. import basic, combat, hooks, words, zones
from ..state import FState, Player
from . import _base

CHARACTER = "C4"
SKILL = "探聽"
NONE = "不選"
install = _base.no_triggers


def in_sight(g: Game, p: Player) -> list[int]:
    return [q.seat for q in combat.seen_by(g, p, _base.choosable_others(g, p))]


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    if _base.used_this_turn(p, SKILL, g) >= 2 or not p.hand:
        return []
    seen = in_sight(g, p)
    groups = [[x] for x in seen] + [list(pair) for pair in combinations(seen, 2)]
    return [{"skill": SKILL, "choice": "發動", "target": t} for t in groups]


def play_use(g: Game, p: Player, ans: dict[str, Any]) -> _base.Flow:
    """「你可棄置一張手牌并選擇…一至兩名其它角色，依次觀看這些角色的手牌且可獲得（…棄置）其中一張…花色相同的牌。」"""
    s: FState = g.state
    second = _base.used_this_turn(p, SKILL, g) >= 1  # 「若為當前階段第二次發動」
    _base.count_use(p, SKILL, g)
    opts: list[dict[str, Any]] = [{"choice": c} for c in p.hand]
    pick = yield from basic.ask(g, p.seat, SKILL, "【探聽】: 棄置一張手牌", opts, opts[0], step="棄置")
    mine = int(pick["choice"])
    suit = s.cards[mine].suit
    _base.fired(g, p)
    zones.discard(g, p.seat, [mine])
    targets = [int(x) for x in ans["target"]]
    g.say("{seat}發動【探聽】，觀看{who}的手牌。", {"seat": p.seat, "targets": targets}, seat=words.seat(p.seat),
          who=words.haos(targets))
    for x in targets:
        q = s.players[x]
        g.tell([p.seat], "探聽: {target}的手牌: {cards}", {"seat": q.seat, "seen": list(q.hand)},
               target=words.seat(q.seat), cards=words.cards(s, q.hand, words.NONE))
        same = [c for c in q.hand if s.cards[c].suit == suit]
        if not same:
            continue
        choice = [{"choice": NONE}] + [{"choice": c} for c in same]
        prompt = "【探聽】: 棄置{target}的一張同花色的牌" if second else "【探聽】: 獲得{target}的一張同花色的牌"
        got = yield from basic.ask(g, p.seat, SKILL, prompt, choice, {"choice": NONE}, target=words.seat(q.seat),
                                   n=q.seat, step="棄置其牌" if second else "獲得")
        if got.get("choice") not in same:
            continue
        c = int(got["choice"])
        if second:
            zones.discard(g, q.seat, [c])
        else:
            q.hand.remove(c)
            hooks.lost_cards(g, q.seat)
            g.say("探聽: {seat}獲得{target}的一張牌。", {"seat": p.seat, "from": q.seat}, seat=words.seat(p.seat),
                  target=words.seat(q.seat))
            g.tell([p.seat, q.seat], "探聽: {seat}獲得{card}。", {"seat": p.seat, "from": q.seat, "taken": c},
                   seat=words.seat(p.seat), card=words.card(s.cards[c]))
            zones.into_hand(g, p.seat, [c])
        yield from hooks.settle(g)
