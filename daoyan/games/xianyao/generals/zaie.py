"""【灾厄】 技能▶[业火] (夜行).

每个黑夜讨论阶段,玩家可公开宣称自己顶层身份牌为【灾厄】并发动[业火]——选择任意2名[自由状态]玩家的顶层身份牌成为[业火]
永久点燃的目标,【源尊】暗投六面骰后,公开告知有无身份牌被[业火]点燃。
①[业火]无法点燃【妖众】身份牌。
②若玩家的顶层身份牌已被[业火]点燃,该牌再次成为[业火]的目标后,该玩家顶层身份牌被[业火]标记并在下个白昼闭眼阶段[封印]。
——若当前玩家顶层身份牌为【灾厄】,则如实回答有或无;若当前玩家顶层身份牌不为【灾厄】则不会实际点燃任何身份牌,
【源尊】会根据骰子数回答有或无: 1~4 有, 5、6 无.
疑难解答: [业火]点燃的是顶层身份牌,而不是玩家本身,如果被点燃的身份牌被[封印]了,这张牌上的[业火]也随牌一起离场。

The answer is 有 when a card was newly lit or newly marked (A-XY-18); the two targets are different
自由 players, oneself allowed. The mark is on the card (the fire is on the card)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ....core.ask import Answer
from ....core.game import Game
from ....i18n import Seat, Seats, Term, value
from ..state import FREE, XState
from .yexing import claimed, mark_card, may_claim, process_marks

SKILL = "业火"


def _prune(s: XState) -> None:
    """The fire leaves with a sealed card."""
    s.zaie_lit = [(seat, i) for seat, i in s.zaie_lit if not s.players[seat].cards[i].sealed]


def install(g: Game) -> None:
    """The fire leaves with a card as soon as it is sealed (vote or 白昼)."""
    g.events.on("after:封印", SKILL, lambda game, ev: _prune(game.state))


def claim_options(g: Game, seat: int) -> list[Answer]:
    s: XState = g.state
    if not may_claim(g, seat, SKILL):
        return []
    players = s.players
    return list(_pairs(tuple([t for t in s.seat_tuple() if players[t].state == FREE])))


@lru_cache(maxsize=256)
def _pairs(free: tuple[int, ...]) -> tuple[Answer, ...]:
    """A claim of every two [自由状态] players, as options: made once for each set of them (the asks share the
    options, which nobody changes)."""
    return tuple({"skill": SKILL, "target": [a, b]} for a, b in combinations(free, 2))


def claim(g: Game, seat: int, ans: Answer) -> None:
    s: XState = g.state
    a, b = (int(t) for t in ans["target"])
    true = claimed(g, seat, SKILL, "灾厄")
    g.say("{seat}玩家宣称自己顶层身份牌为【灾厄】,发动[业火],目标{a}、{b}的顶层身份牌。",
          {"seat": seat, "skill": SKILL, "target": [a, b]}, kind="claim", seat=Seat(seat), a=Seat(a), b=Seat(b))
    die = g.chance.roll(6, SKILL)  # 【源尊】暗投六面骰
    if true:
        some = False
        for t in (a, b):
            p = s.players[t]
            top = p.top
            if top is None:
                continue
            idx = p.cards.index(top)
            if top.name == "妖众":  # ①[业火]无法点燃【妖众】身份牌
                g.note("[业火]: {seat}玩家的顶层身份牌为【妖众】,无法点燃", {"seat": t}, seat=Seat(t))
            elif (t, idx) in s.zaie_lit:  # ② already lit: marked, sealed at the next 白昼 step 0
                mark_card(g, SKILL, t)
                some = True
            else:
                s.zaie_lit.append((t, idx))
                g.note("[业火]点燃{seat}玩家的顶层身份牌{card}", {"seat": t, "card": top.name},
                       seat=Seat(t), card=Term(top.name))
                some = True
    else:
        some = die <= 4  # ※若骰子数为1~4,【源尊】会回答有。※若骰子数为5、6,【源尊】会回答无。
    g.note("[业火]: {truth} (骰{die})", {"true": true, "die": die}, truth=Term("真" if true else "假"), die=die)
    word = "有" if some else "无"
    g.say("有身份牌被[业火]点燃。" if some else "无身份牌被[业火]点燃。",
          {"skill": SKILL, "seat": seat, "answer": word}, kind="info")


def marks(g: Game) -> None:
    """其他白昼 step 0: a marked card still in play is sealed this 白昼."""
    process_marks(g, SKILL)


def label(skill: str, o: Answer, lang: str) -> str | None:
    if o.get("skill") != SKILL:
        return None
    a, b = o["target"]
    head = "宣称【灾厄】,[业火]" if lang == "zh" else "claim 【Calamity】, [Karmic Fire]"
    return f"{head} → {value(Seats((a, b)), lang)}"
