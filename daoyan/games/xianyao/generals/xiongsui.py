"""【凶祟】 技能▶[窥念] (昼伏).

每个白昼闭眼阶段 (首个白昼 step 5, 其他白昼 step 5) the player whose top card is 【凶祟】 opens his eyes,
chooses any player (A-XY-24: a player in the [封印状态] too, and himself: 「任意玩家」) or 放弃, and is
shown how many 【妖众】 the target held at the start: 1 → nothing; 2 → the target's top card is sealed
this 白昼 (a day seal); 0 → the 【凶祟】 card is marked and sealed at step 0 of the next 白昼 (a mark on
the card: it does nothing if the card was sealed meanwhile). 首个白昼: no seal, no mark.
A 凶祟 nobody holds on top (sealed, at the bottom, or a [化形]) still has its lines spoken (注1)."""

from __future__ import annotations

from ....core.ask import Answer, Ask
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat
from ..seal import mark_day_seal
from ..state import XState
from . import lines, top_holder

NAME = "窥念"
GIVE_UP: Answer = {"choice": "放弃"}


def first_day(g: Game) -> Flow:
    """5【凶祟】[窥念]流程 (首个白昼): 「首个白昼闭眼阶段,[窥念]不会[封印]、标记任何玩家。」"""
    yield from day(g)


def marks(g: Game) -> None:
    """其他白昼 step 0: 「◇若数量为0:【凶祟】牌被标记,在下个白昼闭眼阶段[封印]。」 The mark is on the card:
    if the 【凶祟】 card was sealed since (by the vote, or a seal of the 白昼 it was marked in), nothing happens."""
    s: XState = g.state
    if s.xiongsui_mark is None:
        return
    seat, s.xiongsui_mark = s.xiongsui_mark, None
    top = s.players[seat].top
    if top is None or top.name != "凶祟":
        g.note("【凶祟】牌已被[封印],[窥念]标记无效", {"窥念标记": seat})
        return
    mark_day_seal(g, seat, NAME, 0)


def day(g: Game) -> Flow:
    """5【凶祟】[窥念]流程."""
    s: XState = g.state
    lines(g, "凶祟", ("顶层身份牌为【凶祟】的玩家请睁眼。", "请选择[窥念]目标。"))
    seat = top_holder(s, "凶祟")
    target = None
    if seat is not None:
        opts: list[Answer] = [GIVE_UP] + [{"target": t} for t in s.seat_list()]
        ans = (yield [Ask(seat, NAME, "请选择[窥念]目标 (号码或放弃)", opts, GIVE_UP,
                          deadline=g.config["deadlines"].get(NAME), round=g.round, phase=g.phase)])[seat]
        target = ans.get("target")
    # 「此玩家开局时持有的【妖众】数量为……(放弃此话语也不可略过)」
    lines(g, "凶祟", ("此玩家开局时持有的【妖众】数量为……",))
    if seat is not None:
        if target is None:
            g.tell([seat], "[窥念]: 放弃", {"skill": NAME, "target": None}, label="凶祟")
        else:
            n = s.players[target].start_names.count("妖众")
            g.tell([seat], "[窥念]: {target}开局时持有的【妖众】数量为{n}", {"窥念": {"target": target, "result": n}},
                   label="凶祟", target=Seat(target), n=n)
            effect(g, seat, target, n)
    lines(g, "凶祟", ("请闭眼。",))


def effect(g: Game, seat: int, target: int, n: int) -> None:
    """◇若数量为1:则无事发生。◇若数量为2:目标玩家顶层身份牌被[封印]。◇若数量为0:【凶祟】牌被标记…"""
    s: XState = g.state
    if g.round == 1:
        g.note("首个白昼闭眼阶段,[窥念]不会[封印]、标记任何玩家")
        return
    if n == 2:
        mark_day_seal(g, target, NAME, 5)
    elif n == 0:
        s.xiongsui_mark = seat
        g.note("{seat}玩家的【凶祟】牌被[窥念]标记,在下个白昼闭眼阶段[封印]", {"窥念标记": seat}, seat=Seat(seat))
