"""What the four (夜行) generals of 深渊 share — 【鬼巫】[请邪], 【灾厄】[业火], 【纸人】[招魂], 【怪煞】[崩灭]:

* 「每个黑夜讨论阶段,玩家可(以)公开宣称自己顶层身份牌为【X】并发动[…]」: any speaking player who still has
  a card may claim, once per 黑夜 for each skill (A-XY-25); the claim is true when his current top card
  is that general, a fake otherwise.
* Their marks (「被[…]标记并在下个白昼闭眼阶段[封印]」) are processed at 其他白昼 step 0: a mark on a PLAYER
  (true 【怪煞】) seals whatever is then his top card; a mark on a CARD (fake 【怪煞】, [业火], [招魂]) does
  nothing if that card was sealed in between (「假【怪煞】的[崩灭]标记的是牌,若这张牌因投票被[封印]…就不会有效果了」).
"""

from __future__ import annotations

from ....core.game import Game
from ....i18n import Seat, Term
from ..seal import mark_day_seal
from ..state import XState
from . import joined, module


def may_claim(g: Game, seat: int, skill: str) -> bool:
    """A speaking player may claim this skill: he has a top card to claim and has not used it tonight."""
    s: XState = g.state
    if s.players[seat].top is None:
        return False
    for rnd, who, used in reversed(s.yexing_used):  # the claims in the order made: tonight's are the last
        if rnd != g.round:
            break
        if who == seat and used == skill:
            return False
    return True


def claimed(g: Game, seat: int, skill: str, general: str) -> bool:
    """Record the claim (once per 黑夜) and tell whether it is true: the claimant's current top card
    is the general."""
    s: XState = g.state
    s.yexing_used.append((g.round, seat, skill))
    top = s.players[seat].top
    if top is None or top.name != general:
        return False
    # 【佛陀】[止伐]: 「顶层【将领】牌被视为无技能(发动技能时,按照假身份处理)」
    skill_less = getattr(module("佛陀"), "skill_less", None)
    if skill_less is not None and joined(s, "佛陀") and skill_less(g, seat):
        g.note("[止伐]: {seat}玩家的顶层【将领】牌被视为无技能,[{skill}]按照假身份处理", {"seat": seat, "skill": skill},
               seat=Seat(seat), skill=Term(skill))
        return False
    return True


def mark_player(g: Game, skill: str, seat: int) -> None:
    s: XState = g.state
    s.yexing_marks.append((skill, seat, None))
    g.note("{seat}玩家被[{skill}]标记,下个白昼闭眼阶段[封印]其顶层身份牌", {"mark": skill, "seat": seat, "card": None},
           seat=Seat(seat), skill=Term(skill))


def mark_card(g: Game, skill: str, seat: int) -> None:
    """Mark the player's current top card."""
    s: XState = g.state
    p = s.players[seat]
    top = p.top
    if top is None:
        return
    idx = p.cards.index(top)
    if (skill, seat, idx) in s.yexing_marks:
        return
    s.yexing_marks.append((skill, seat, idx))
    g.note("{seat}玩家的顶层身份牌{card}被[{skill}]标记,下个白昼闭眼阶段[封印]",
           {"mark": skill, "seat": seat, "card": top.name}, seat=Seat(seat), card=Term(top.name), skill=Term(skill))


def process_marks(g: Game, skill: str) -> None:
    """其他白昼 step 0: this skill's marks become seals of this 白昼 (pending, 注2)."""
    s: XState = g.state
    mine = [m for m in s.yexing_marks if m[0] == skill]
    s.yexing_marks = [m for m in s.yexing_marks if m[0] != skill]
    for _, seat, idx in mine:
        p = s.players[seat]
        if idx is not None and p.cards[idx].sealed:
            g.note("{seat}玩家被[{skill}]标记的身份牌已被[封印],标记随牌离场,无效果", {"mark": skill, "seat": seat},
                   seat=Seat(seat), skill=Term(skill))
        elif p.top is None:
            g.note("{seat}玩家已无身份牌,[{skill}]标记无效果", {"mark": skill, "seat": seat},
                   seat=Seat(seat), skill=Term(skill))
        else:
            mark_day_seal(g, seat, skill, 0)
