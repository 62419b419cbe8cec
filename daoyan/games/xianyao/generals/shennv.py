"""【神女】 技能▶[神域] (恒定).

◆发放身份牌后,【神女】牌必须在顶层。
◆你的顶层身份牌无法在白昼闭眼阶段被[封印]。
◆【神女】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论。
◆开局时,你与左右距离你最近的非【妖首】其他阵营玩家,你们三名玩家中,随机一名玩家的顶层身份牌会被视为[星空],
剩下两名玩家被视为[深渊](若你的底层身份牌也为[星空],则三人都会被视为[深渊])。
☯当【神女】牌为【关键身份】:若【神女】牌先于【仙子】牌被[封印],则终局[星空仙人]落败时,游戏不会宣布结束,而是会
额外持续一个白昼与黑夜,若期间[星空仙人]胜利条件达成则直接获胜。

Rulings (docs/rulings/xianyao.md, 【神女】): [神域] ends with the 神女 card, the disguise sticks to the
*start top card* of each of the three players and is read by [验妖] only (A-XY-12); 「其他阵营」 = the
player's own camp (A-XY-2), 「非【妖首】」 = holding no 【妖首】 card; a forced [四方鉴仙图]④ seal is not
stopped (「【神女】的[神域]都无法阻止」); the ☯ extension is the rest of the round of the loss and the
next whole round (A-XY-16), silent (nobody is told the game was lost)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....core.events import Event, Flow
from ....core.game import Game
from ....i18n import Seat, Seats, Term
from ..identities import SHENYUAN, XINGKONG
from ..seal import AT_NIGHT, FORCED, Ending, finish
from ..setup import starry
from ..state import Card, XState
from . import lines

NAME = "神女"
SHENYU = "神域"


def holder(s: XState) -> int:
    return s.holders(NAME)[0]


def card(s: XState) -> Card:
    return next(c for c in s.players[holder(s)].cards if c.name == NAME)


def neighbours(s: XState, seat: int, n: int) -> list[int]:
    """「左右距离你最近的非【妖首】其他阵营玩家」 at the table (see `nearest`)."""
    return nearest({x: p.start_names for x, p in s.players.items()}, seat, n)


def nearest(hands: Mapping[int, Sequence[str]], seat: int, n: int) -> list[int]:
    """「左右距离你最近的非【妖首】其他阵营玩家」, from the start hands: the nearest such player on each side; the same
    player is not taken twice, a side without one gives nobody (A-XY-12)."""
    me = starry(hands[seat])

    def ok(t: int) -> bool:
        return starry(hands[t]) != me and "妖首" not in hands[t]

    out: list[int] = []
    for step in (-1, 1):
        found = next((t for i in range(1, n) if ok(t := (seat - 1 + step * i) % n + 1)), None)
        if found is not None and found not in out:
            out.append(found)
    return out


def install(g: Game) -> None:
    """开局时 (开局准备 6): the three players and their disguise (chance `神域`: the one whose top reads [星空])."""
    s: XState = g.state
    seat = holder(s)
    three = sorted([seat, *neighbours(s, seat, g.players)])
    if s.players[seat].cards[1].camp == XINGKONG:  # 若你的底层身份牌也为[星空],则三人都会被视为[深渊]
        lucky = None
    else:
        lucky = g.chance.choice(SHENYU, three)
    s.shennv_view = {t: (XINGKONG if t == lucky else SHENYUAN) for t in three}
    g.note("[神域]: {seats}的顶层身份牌; 被视为[星空]: {lucky}",
           {"神域": {str(k): v for k, v in s.shennv_view.items()}}, seats=Seats(three),
           lucky=Seats([lucky] if lucky else []))
    g.events.on("before:封印", SHENYU, _shenyu, owner=seat, condition=_shielded)


def guards(g: Game, seat: int, source: str) -> bool:
    """「你的顶层身份牌无法在白昼闭眼阶段被[封印]」 while the 神女 card (on top while unsealed) stands; a forced ④
    is not stopped (「强制[封印],…【神女】的[神域]都无法阻止」)."""
    s: XState = g.state
    return seat == holder(s) and s.players[seat].top is card(s) and source not in FORCED


def _shielded(g: Game, ev: Event) -> bool:
    return (ev.data.get("phase") == "白昼" and not ev.data.get("forced")
            and guards(g, ev.data["seat"], ev.data["source"]))


def _shenyu(g: Game, ev: Event) -> None:
    ev.prevent(SHENYU)
    g.note("[神域]: {seat}玩家的顶层身份牌无法在白昼闭眼阶段被[封印] ({source})",
           {"seat": ev.data["seat"], "source": ev.data["source"]}, seat=Seat(ev.data["seat"]),
           source=Term(ev.data["source"]))


def confirm(g: Game, awake: list[int]) -> None:
    """首个白昼 step 3 ❹【神女】流程."""
    s: XState = g.state
    seat = holder(s)
    lines(g, NAME, ("【神女】玩家请举手。",))
    if seat in awake:
        g.tell(awake, "【神女】: {seat}", {"神女": seat}, label="星空仙人", seat=Seat(seat))
    lines(g, NAME, ("这个号码玩家的顶层身份牌会被识别为[星空]。",))
    if awake:  # ——【源尊】用手势表示号码 (nobody when all three read [深渊])
        lucky = [t for t, camp in s.shennv_view.items() if camp == XINGKONG]
        g.tell(awake, "[神域]: 顶层身份牌会被识别为[星空]的玩家: {seats}", {"神域": lucky}, label="星空仙人",
               seats=Seats(lucky))


def wakes(g: Game) -> list[int]:
    """「【神女】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论」."""
    s: XState = g.state
    return [holder(s)] if card(s).sealed else []


def reads(g: Game, seat: int, c: Card | None, camp: str) -> str:
    """[验妖] reads the disguise on the start top card of the three while the 神女 card stands (A-XY-12)."""
    s: XState = g.state
    if c is None or seat not in s.shennv_view or card(s).sealed or c is not s.players[seat].cards[0]:
        return camp
    return s.shennv_view[seat]


# ---- ☯ the extra 白昼 and 黑夜 (A-XY-16) ---------------------------------------------------------
def _key(s: XState) -> bool:
    return NAME in s.keys[XINGKONG]


def _before_xianzi(s: XState) -> bool:
    """「若【神女】牌先于【仙子】牌被[封印]」: in an earlier round, or a 白昼 seal before a 黑夜 one of that round."""
    mine = card(s)
    xianzi = next(c for p in s.players.values() for c in p.cards if c.name == "仙子")
    if mine.sealed_round is None:
        return False
    if xianzi.sealed_round is None:
        return True
    order = {"白昼": 0, "黑夜": 1}
    return ((mine.sealed_round, order.get(mine.sealed_phase or "", 0))
            < (xianzi.sealed_round, order.get(xianzi.sealed_phase or "", 0)))


def xingkong_loss(g: Game, ending: Any) -> None:
    """「终局[星空仙人]落败时,游戏不会宣布结束,而是会额外持续一个白昼与黑夜」;
    「若期间[星空仙人]胜利条件达成则直接获胜」."""
    s: XState = g.state
    if s.shennv_until is not None:
        if s.shennv_over:  # the extra 黑夜 has ended: the loss is final
            return
        if SHENYUAN in ending.lost:
            ending.winner = XINGKONG
            ending.reason = "【神女】☯: 额外的白昼与黑夜期间,[深渊妖魔]最后的【关键身份】被[封印]"
            ending.params = {}
            return
        ending.go_on = True
        return
    if not _key(s) or not _before_xianzi(s) or len(ending.lost) != 1:
        return
    s.shennv_until = g.round + 1
    ending.go_on = True
    g.note("【神女】☯: [星空仙人]落败,游戏不会宣布结束,额外持续一个白昼与黑夜 (至第{r}轮黑夜结束)",
           {"神女": "☯", "until": s.shennv_until}, r=s.shennv_until)


def round_end(g: Game) -> Flow:
    """The extra 黑夜's 黎明 has ended without a [星空仙人] win: the [星空仙人] lose (A-XY-16)."""
    s: XState = g.state
    if s.shennv_until is None or s.shennv_over or g.round < s.shennv_until:
        return
    s.shennv_over = True
    yield from finish(g, Ending(SHENYUAN, (XINGKONG,), AT_NIGHT, "【神女】☯: 额外的白昼与黑夜结束,[星空仙人]落败"))
