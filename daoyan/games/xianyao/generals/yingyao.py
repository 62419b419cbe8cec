"""【影妖】 技能▶[背刺] (昼伏): 「每个白昼闭眼阶段可以选择一位任意玩家,[封印]该名玩家的顶层身份牌。」

其他白昼 step 4: the player whose top card is 【影妖】 opens his eyes and chooses any player (himself, or one
in the [封印状态], A-XY-24: that seal finds no card) or 放弃; the target's top card is sealed in this 白昼 (a
day seal: 注2, [血祭], [生死链] apply when the 白昼's seals settle). 首个白昼 has no [背刺] step.
A 影妖 nobody holds on top (sealed, at the bottom, or a [化形]) still has its lines spoken (注1); a 影妖
sealed earlier in the same 白昼 still acts (注3: the seal waits for the 白昼's end)."""

from __future__ import annotations

from ....core.ask import Answer, Ask
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat
from ..seal import mark_day_seal
from ..state import XState
from . import lines, top_holder

NAME = "背刺"
GIVE_UP: Answer = {"choice": "放弃"}


def day(g: Game) -> Flow:
    """4【影妖】[背刺]流程."""
    s: XState = g.state
    lines(g, "影妖", ("顶层身份牌为【影妖】的玩家请睁眼。", "请选择[背刺]目标。"))
    seat = top_holder(s, "影妖")
    if seat is not None:
        # ——【影妖】以手势表示号码或者放弃。
        opts: list[Answer] = [GIVE_UP] + [{"target": t} for t in s.seat_list()]
        ans = (yield [Ask(seat, NAME, "请选择[背刺]目标 (号码或放弃)", opts, GIVE_UP,
                          deadline=g.config["deadlines"].get(NAME), round=g.round, phase=g.phase)])[seat]
        target = ans.get("target")
        if target is None:
            g.tell([seat], "[背刺]: 放弃", {"skill": NAME, "target": None}, label="影妖")
        else:
            g.tell([seat], "[背刺]: {seat}", {"skill": NAME, "target": target}, label="影妖", seat=Seat(target))
            mark_day_seal(g, target, NAME, 4)
    lines(g, "影妖", ("请闭眼。",))
