"""【枯骨】 技能▶[骨筹] (恒定).

In this version only the steps of a 枯骨 that nobody holds (a [化形]) exist: 「若【枯骨】已被[封印]或不在场,
结果为随机」. The holder's branch (the 骸骨牌 count, alternating 将领/妖众) comes with the general."""

from __future__ import annotations

from ....core.game import Game
from ....i18n import Seat, Term
from ..state import XState
from . import lines


def install(g: Game) -> None:
    """开局准备 6: ◆游戏加入妖骸、将骸两张[骸骨牌],【源尊】随机选择一张盖放在桌面。"""
    s: XState = g.state
    s.kugu_bone = g.chance.choice("骸骨牌", ["妖骸", "将骸"])
    g.note("[骸骨牌]: {bone}", {"骸骨牌": s.kugu_bone}, bone=Term(s.kugu_bone))


def first_day(g: Game) -> None:
    """1【枯骨】首昼[骨筹]流程."""
    lines(g, "枯骨", (
        "拿到【枯骨】的玩家请睁眼。",
        "上指为【将领】下指为【妖众】,请用手势告诉我,首轮计算【将领】牌还是【妖众】牌。",
        "请确认[骸骨牌]。",
    ))
    g.note("【源尊】展示盖放在桌面上的[骸骨牌] (无人睁眼)")
    lines(g, "枯骨", ("请闭眼。",))


def announce(g: Game) -> None:
    """❸【枯骨】[骨筹]结果公布. 整局游戏每名玩家号码卡仅会被抽取1次,剩余号码卡不够则技能停止."""
    s: XState = g.state
    left = [seat for seat in g.seats if seat not in s.kugu_drawn]
    if len(left) < 2:
        g.note("[骨筹]剩余号码卡不够,技能停止")
        return
    pair = sorted(g.chance.sample("骨筹号码", left, 2))
    s.kugu_drawn.extend(pair)
    result = g.chance.choice("骨筹结果", ["小于3", "大于2"])
    g.say("本轮[骨筹]号码为{a}{b},结果为{result}。", {"骨筹": pair, "result": result}, kind="result",
          a=Seat(pair[0]), b=Seat(pair[1]), result=Term(result))
