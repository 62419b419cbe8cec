"""【枯骨】 技能▶[骨筹] (恒定).

开局准备 6: one of the two [骸骨牌] (妖骸 = 【妖众】, 将骸 = 【将领】) is placed face down. 首个白昼 step 1:
the 枯骨 holder opens his eyes; with 枯骨 on top at the start he chooses the kind the first round counts
(he does not see the 骸骨牌); with 枯骨 at the bottom he is shown the 骸骨牌 and the host picks the first
kind secretly at random. Each 黑夜 step 2 ❸: two seat number cards are drawn (each seat once in the
game; fewer than two left → the skill stops) and the count of the round's kind among those two
players' start cards plus the 骸骨牌 is announced as 小于3 / 大于2; the kind alternates every round.
「若【枯骨】已被[封印]或不在场,结果为随机」: the seat cards are still drawn, the result is random (A-XY-20)."""

from __future__ import annotations

from ....core.ask import Answer, Ask
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat, Term
from ..identities import identity
from ..state import TOP, XState
from . import holders, lines

NAME = "骨筹"
KINDS = ("将领", "妖众")
BONE_KIND = {"妖骸": "妖众", "将骸": "将领"}  # 妖骸视为【妖众】牌,将骸视为【将领】牌


def install(g: Game) -> None:
    """开局准备 6: ◆游戏加入妖骸、将骸两张[骸骨牌],【源尊】随机选择一张盖放在桌面。"""
    s: XState = g.state
    s.kugu_bone = g.chance.choice("骸骨牌", ["妖骸", "将骸"])
    g.note("[骸骨牌]: {bone}", {"骸骨牌": s.kugu_bone}, bone=Term(s.kugu_bone))


def first_day(g: Game) -> Flow:
    """1【枯骨】首昼[骨筹]流程."""
    s: XState = g.state
    seat = next(iter(holders(s, "枯骨")), None)
    layer = None
    if seat is not None:
        layer = next(c.start_layer for c in s.players[seat].cards if c.name == "枯骨")
    lines(g, "枯骨", ("拿到【枯骨】的玩家请睁眼。",))
    # 「上指为【将领】下指为【妖众】,请用手势告诉我,首轮计算【将领】牌还是【妖众】牌。
    #  (开局【枯骨】在底层,此话语也不可略过)」
    lines(g, "枯骨", ("上指为【将领】下指为【妖众】,请用手势告诉我,首轮计算【将领】牌还是【妖众】牌。",))
    if seat is not None and layer == TOP:
        # ◇顶层,你不能查看盖放的[骸骨牌];你选择【将领】牌或【妖众】牌作为[骨筹]首次发动计算的牌
        opts: list[Answer] = [{"choice": k} for k in KINDS]
        ans = (yield [Ask(seat, NAME, "首轮[骨筹]计算【将领】牌还是【妖众】牌? (上指为【将领】下指为【妖众】)", opts,
                          opts[0], deadline=g.config["deadlines"].get(NAME), round=g.round, phase=g.phase)])[seat]
        s.kugu_first = ans["choice"]
        g.tell([seat], "[骨筹]首轮计算: {kind}", {"骨筹首轮": s.kugu_first}, label="枯骨", kind=Term(s.kugu_first))
    elif seat is not None:
        # ◇底层 … 你不能选择[骨筹]首次发动计算的牌,改为由【源尊】秘密随机选择。
        s.kugu_first = g.chance.choice("骨筹首轮", list(KINDS))
        g.note("[骨筹]首轮计算: {kind} (【源尊】秘密随机选择)", {"骨筹首轮": s.kugu_first}, kind=Term(s.kugu_first))
    # 「请确认[骸骨牌]。(开局【枯骨】在顶层,此话语也不可略过,但不展示[骸骨牌])」
    lines(g, "枯骨", ("请确认[骸骨牌]。",))
    if seat is None:
        g.note("【源尊】展示盖放在桌面上的[骸骨牌] (无人睁眼)")
    elif layer == TOP:
        g.note("开局【枯骨】在顶层,不展示[骸骨牌]")
    else:
        assert s.kugu_bone is not None
        g.tell([seat], "[骸骨牌]: {bone}", {"骸骨牌": s.kugu_bone}, label="枯骨", bone=Term(s.kugu_bone))
    lines(g, "枯骨", ("请闭眼。",))


def kind_of_round(s: XState, rnd: int) -> str | None:
    """[骨筹]计算【妖众】/【将领】牌数量之和,会每轮循环切换 (首轮 = the first 黑夜)."""
    if s.kugu_first is None:
        return None
    other = KINDS[1] if s.kugu_first == KINDS[0] else KINDS[0]
    return s.kugu_first if rnd % 2 == 1 else other


def count(s: XState, pair: list[int], kind: str) -> int:
    """这两个号码的玩家开局时身份牌,加上盖放在桌面的[骸骨牌],这五张牌中【妖众】/【将领】牌数量之和."""
    assert s.kugu_bone is not None
    cards = [n for seat in pair for n in s.players[seat].start_names]
    n = sum(1 for c in cards if (identity(c).kind == "妖众") == (kind == "妖众"))
    return n + (1 if BONE_KIND[s.kugu_bone] == kind else 0)


def announce(g: Game) -> None:
    """❸【枯骨】[骨筹]结果公布. 整局游戏每名玩家号码卡仅会被抽取1次,剩余号码卡不够则技能停止."""
    s: XState = g.state
    left = [seat for seat in g.seats if seat not in s.kugu_drawn]
    if len(left) < 2:
        g.note("[骨筹]剩余号码卡不够,技能停止")
        return
    pair = sorted(g.chance.sample("骨筹号码", left, 2))
    s.kugu_drawn.extend(pair)
    seat = next(iter(holders(s, "枯骨")), None)
    card = next((c for c in s.players[seat].cards if c.name == "枯骨"), None) if seat is not None else None
    kind = kind_of_round(s, g.round)
    if card is None or card.sealed or kind is None:
        # ——若【枯骨】已被[封印]或不在场,结果为随机。
        result = g.chance.choice("骨筹结果", ["小于3", "大于2"])
    else:
        n = count(s, pair, kind)
        result = "小于3" if n < 3 else "大于2"
        g.note("[骨筹]本轮计算{kind}: {n}张", {"骨筹": {"kind": kind, "count": n}}, kind=Term(kind), n=n)
    g.say("本轮[骨筹]号码为{a}{b},结果为{result}。", {"骨筹": pair, "result": result}, kind="result",
          a=Seat(pair[0]), b=Seat(pair[1]), result=Term(result))
