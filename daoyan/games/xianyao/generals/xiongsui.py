"""【凶祟】 技能▶[窥念] (昼伏). In this version only the lines of a 凶祟 nobody holds (a [化形])."""

from __future__ import annotations

from ....core.game import Game
from . import lines


def first_day(g: Game) -> None:
    """5【凶祟】[窥念]流程 (首个白昼)."""
    day(g)


def day(g: Game) -> None:
    """5【凶祟】[窥念]流程 (其他白昼)."""
    lines(g, "凶祟", ("顶层身份牌为【凶祟】的玩家请睁眼。", "请选择[窥念]目标。", "此玩家开局时持有的【妖众】数量为……",
                     "请闭眼。"))
