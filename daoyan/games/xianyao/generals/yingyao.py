"""【影妖】 技能▶[背刺] (昼伏). In this version only the lines of an 影妖 nobody holds (a [化形])."""

from __future__ import annotations

from ....core.game import Game
from . import lines


def day(g: Game) -> None:
    """4【影妖】[背刺]流程."""
    lines(g, "影妖", ("顶层身份牌为【影妖】的玩家请睁眼。", "请选择[背刺]目标。", "请闭眼。"))
