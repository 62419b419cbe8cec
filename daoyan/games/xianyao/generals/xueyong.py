"""【血俑】 技能▶[血祭] (昼伏). In this version only the lines of a 血俑 nobody holds (a [化形])."""

from __future__ import annotations

from ....core.game import Game
from . import lines


def day(g: Game) -> None:
    """2【血俑】[血祭]流程."""
    lines(g, "血俑", ("顶层身份牌为【血俑】的玩家请睁眼。", "请选择[血祭]目标。", "请闭眼"))
