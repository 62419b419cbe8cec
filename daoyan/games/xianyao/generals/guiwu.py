"""【鬼巫】 技能▶[请邪] (夜行). In this version only the 首个白昼 lines of a 鬼巫 nobody holds (a [化形])."""

from __future__ import annotations

from ....core.game import Game
from . import lines


def first_day(g: Game) -> None:
    """4【鬼巫】首昼[请邪]确认流程."""
    lines(g, "鬼巫", ("拿到【鬼巫】的玩家请睁眼。",))
    g.note("【源尊】展示4种[邪神牌],每种一张 (无人睁眼)")
    lines(g, "鬼巫", (
        "请在4张[邪神牌]中选择1张,代表无意义。",
        "请在剩下3张[邪神牌]中选择1张,这张代表是或否?",
        "那么剩下2张[邪神牌]代表相反的意思,请记住。",
        "请闭眼。",
    ))
