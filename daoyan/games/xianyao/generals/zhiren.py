"""【纸人】 技能▶[招魂] (夜行).

◆游戏加入招魂成功、招魂失败两张[信息卡]。
◆每个黑夜讨论阶段,玩家可以公开宣称自己顶层身份牌为【纸人】并发动[招魂]——选择1个加入本局游戏的【将领】身份牌,
询问【源尊】该身份牌是否已被[封印](未启用的[化形]牌视为被[封印]),【源尊】暗投六面骰后,秘密给予[信息卡]告知结果。
——【纸人】有等同于玩家数的[精魄],每次[招魂]后会消耗[精魄];若[精魄]不够消耗,【纸人】玩家顶层身份牌被[招魂]标记并在
下个白昼闭眼阶段[封印]。 ——每次[招魂]后:成功,消耗3[精魄];失败,消耗2[精魄]。
——顶层身份牌不为【纸人】的玩家发动[招魂],【源尊】会暗投六面骰,并秘密给与随机的[信息卡];若骰子点为6,则该玩家顶层身份牌
会被[招魂]标记并在下个白昼闭眼阶段被[封印]。

A-XY-15: 招魂成功 = "已被封印" (an unused [化形] included; 【妖首】: either 妖首 card), 失败 = "未被封印";
the answer is given before the [精魄] are paid; when they are short the top card is marked (a card
mark) and the [精魄] drop to 0."""

from __future__ import annotations

from functools import lru_cache

from ....core.ask import Answer
from ....core.game import Game
from ....i18n import Seat, Term, term
from ..identities import IDENTITIES
from ..state import XState
from . import joined_names
from .yexing import claimed, mark_card, may_claim, process_marks

SKILL = "招魂"
SUCCESS, FAILURE = "招魂成功", "招魂失败"


def install(g: Game) -> None:
    """开局准备 6: the two [信息卡]; 【纸人】有等同于玩家数的[精魄]."""
    s: XState = g.state
    s.zhiren_jingpo = g.players
    g.note("【纸人】[精魄]: {n}", {"精魄": g.players}, n=g.players)


def claim_options(g: Game, seat: int) -> list[Answer]:
    s: XState = g.state
    if not may_claim(g, seat, SKILL):
        return []
    return list(_claims(joined_names(s)))


@lru_cache(maxsize=256)
def _claims(present: frozenset[str]) -> tuple[Answer, ...]:
    """A claim naming each 【将领】 card that joined the game (仙子 and 妖首 included), in the book's order, as
    options: made once for each set of cards that joined (the asks share the options, which nobody changes)."""
    return tuple({"skill": SKILL, "choice": i.name} for i in IDENTITIES if i.is_general and i.name in present)


def is_sealed(s: XState, name: str) -> bool:
    """该身份牌是否已被[封印](未启用的[化形]牌视为被[封印]); 【妖首】: either of the two (A-XY-15)."""
    return name in s.huaxing or any(c.sealed for p in s.players.values() for c in p.cards if c.name == name)


def claim(g: Game, seat: int, ans: Answer) -> None:
    s: XState = g.state
    name = str(ans["choice"])
    true = claimed(g, seat, SKILL, "纸人")
    g.say("{seat}玩家宣称自己顶层身份牌为【纸人】,发动[招魂]: 【{card}】是否已被[封印]?",
          {"seat": seat, "skill": SKILL, "card": name}, kind="claim", seat=Seat(seat), card=Term(name))
    die = g.chance.roll(6, SKILL)  # 【源尊】暗投六面骰
    card = (SUCCESS if is_sealed(s, name) else FAILURE) if true else g.chance.choice("招魂信息卡", [SUCCESS, FAILURE])
    g.note("[招魂]: {truth} (骰{die})", {"true": true, "die": die}, truth=Term("真" if true else "假"), die=die)
    # 秘密给予[信息卡]告知结果,【纸人】秘密查看完后将[信息卡]归还【源尊】
    g.tell([seat], "[信息卡]: {card}", {"skill": SKILL, "card": card}, label=SKILL, card=Term(card))
    if true:
        cost = 3 if card == SUCCESS else 2
        left = s.zhiren_jingpo if s.zhiren_jingpo is not None else g.players
        if left >= cost:
            s.zhiren_jingpo = left - cost
        else:  # [精魄]不够消耗: 【纸人】玩家顶层身份牌被[招魂]标记
            s.zhiren_jingpo = 0
            mark_card(g, SKILL, seat)
        g.note("【纸人】[精魄]: {n}", {"精魄": s.zhiren_jingpo}, n=s.zhiren_jingpo)
    elif die == 6:  # 若骰子点为6,则该玩家顶层身份牌会被[招魂]标记
        mark_card(g, SKILL, seat)


def marks(g: Game) -> None:
    process_marks(g, SKILL)


def label(skill: str, o: Answer, lang: str) -> str | None:
    if o.get("skill") != SKILL:
        return None
    head = "宣称【纸人】,[招魂]" if lang == "zh" else "claim 【Paper Puppet】, [Soul Summoning]"
    return f"{head} → 【{term(str(o['choice']), lang)}】"
