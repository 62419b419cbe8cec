"""【怪煞】 技能▶[崩灭] (夜行).

每个黑夜讨论阶段,玩家可公开宣称自己顶层身份牌为【怪煞】并指定一名其他玩家为目标发动[崩灭],【源尊】暗投六面骰后根据[崩灭]
的目标玩家与骰子数做如下处理:
①目标玩家顶层身份牌为【妖众】且开局时目标的另一张牌不为【妖众】牌: 1、2 目标玩家被标记; 3~6 无事发生。
②目标玩家开局时为双【妖众】: 1、2 目标玩家被标记; 3、4 无事发生; 5、6 【怪煞】玩家被标记。
③目标玩家顶层身份牌为【将领】牌: 与【怪煞】玩家阵营不同,目标玩家被标记; 相同,【怪煞】玩家被标记。
——顶层身份牌不为【怪煞】的玩家发动[崩灭]不会有任何效果,但【源尊】仍会暗投六面骰。若点数为6,该玩家的顶层身份牌被[崩灭]标记。
疑难解答: 真【怪煞】的[崩灭]标记的是玩家。假【怪煞】的[崩灭]标记的是牌,若这张牌因投票被[封印],下个闭眼阶段,假【怪煞】
导致自身被[封印]的[崩灭]就不会有效果了。

Camps are the players' own camps (A-XY-2). A target with no card left: ② still applies (it reads the
start cards), ① and ③ do not (no top card)."""

from __future__ import annotations

from functools import lru_cache

from ....core.ask import Answer
from ....core.game import Game
from ....i18n import Seat, Target, Term, render
from ..identities import identity
from ..state import XState
from .yexing import claimed, mark_card, mark_player, may_claim, process_marks

SKILL = "崩灭"


def claim_options(g: Game, seat: int) -> list[Answer]:
    s: XState = g.state
    if not may_claim(g, seat, SKILL):
        return []
    return list(_targets(s.seat_tuple(), seat))


@lru_cache(maxsize=256)
def _targets(seats: tuple[int, ...], seat: int) -> tuple[Answer, ...]:
    """A claim naming each other player, as options: made once for each claimant at a table (the asks share the
    options, which nobody changes)."""
    return tuple({"skill": SKILL, "target": t} for t in seats if t != seat)


def claim(g: Game, seat: int, ans: Answer) -> None:
    s: XState = g.state
    t = int(ans["target"])
    true = claimed(g, seat, SKILL, "怪煞")
    g.say("{seat}玩家宣称自己顶层身份牌为【怪煞】,指定{target}为目标发动[崩灭]。",
          {"seat": seat, "skill": SKILL, "target": t}, kind="claim", seat=Seat(seat), target=Seat(t))
    die = g.chance.roll(6, SKILL)  # 【源尊】暗投六面骰
    if not true:  # 不会有任何效果; 若点数为6,该玩家的顶层身份牌被[崩灭]标记 (the card)
        g.note("[崩灭]: {truth} (骰{die})", {"true": False, "die": die}, truth=Term("假"), die=die)
        if die == 6:
            mark_card(g, SKILL, seat)
        return
    target = s.players[t]
    top = target.top
    if target.double_yaozhong:  # ②
        case = "②"
        marked = t if die <= 2 else None if die <= 4 else seat
    elif top is not None and top.name == "妖众":  # ① (the other start card is not 妖众)
        case = "①"
        marked = t if die <= 2 else None
    elif top is not None and identity(top.name).is_general:  # ③
        case = "③"
        marked = t if target.camp != s.players[seat].camp else seat
    else:
        case, marked = "-", None
    g.note("[崩灭]: {truth}, 情形{case} (骰{die})", {"true": True, "case": case, "die": die},
           truth=Term("真"), case=case, die=die)
    if marked is not None:  # 真【怪煞】的[崩灭]标记的是玩家
        mark_player(g, SKILL, marked)


def marks(g: Game) -> None:
    process_marks(g, SKILL)


def label(skill: str, o: Answer, lang: str) -> str | None:
    if o.get("skill") != SKILL:
        return None
    head = "宣称【怪煞】,[崩灭]" if lang == "zh" else "claim 【Bane】, [Collapse]"
    return f"{head} → {render('{t}', {'t': Target(o['target'])}, lang)}"
