"""【魔罗】 技能▶[生死链] (昼伏). In this version only the lines of a 魔罗 nobody holds (a [化形])."""

from __future__ import annotations

from ....core.game import Game
from . import lines


def day(g: Game) -> None:
    """1【魔罗】[生死链]流程."""
    lines(g, "魔罗", ("顶层身份牌为【魔罗】的玩家请睁眼。", "使用生链还是死链?", "请选择两名玩家。", "请闭眼。"))
