"""【妖首】集体技能 [验妖] (昼伏), and [化形]① (a double-[星空仙人] start reads [深渊] on top)."""

from __future__ import annotations

from typing import Any

from ...core.ask import Answer, Ask
from ...core.events import Flow
from ...core.game import PACE, Game
from ...i18n import Seat, Seats, Target, Term, Terms
from . import generals
from .identities import SHENYUAN, XINGKONG
from .state import BOTTOM, TOP, XState

GIVE_UP = {"choice": "放弃"}
TO_YAOSHOU = {"to": "妖首"}  # a line addressed to the woken 妖首 (heard by all)


def effects_from_layout(s: XState) -> tuple[tuple[int, ...], int | None]:
    """若开局时2张【妖首】牌: 仅一张位于顶层或均位于底层 → ①; 均位于顶层 → ①②;
    被同一名玩家获得 → ①②③ (and that player learns every [化形] card)."""
    holders = [(seat, c.start_layer) for seat, p in s.players.items() for c in p.cards if c.name == "妖首"]
    (s1, l1), (s2, l2) = holders
    if s1 == s2:
        return (1, 2, 3), s1
    if l1 == TOP and l2 == TOP:
        return (1, 2), None
    return (1,), None


def read_camp(s: XState, seat: int, layer: int) -> str:
    """The camp [验妖] reads on a player's current card (layer 0 = current top).
    [化形]①: 若开局时玩家两张身份牌都为[星空仙人],则本局游戏,其顶层身份牌会被[验妖]识别为[深渊妖魔]阵营。"""
    p = s.players[seat]
    live = p.live
    if layer == 0 and p.cards[0].camp == XINGKONG and p.cards[1].camp == XINGKONG:
        return SHENYUAN
    return live[layer].camp


def options(s: XState) -> list[Answer]:
    out: list[Answer] = [GIVE_UP]
    seats = s.seat_list()
    for e in s.yanyao_effects:
        for t in seats:
            if e == 2:
                n = len(s.players[t].live)
                if n >= 1:
                    out.append({"choice": 2, "target": f"{t}:{TOP}"})
                if n >= 2:
                    out.append({"choice": 2, "target": f"{t}:{BOTTOM}"})
            out.append({"choice": e, "target": t})
    return out


def ask(g: Game, seat: int) -> Ask:
    s: XState = g.state
    return Ask(seat, "验妖", "请选择[验妖]目标 (效果①/②/③ 与号码,或放弃)", options(s), GIVE_UP,
               deadline=g.config["deadlines"].get("验妖"), round=g.round, phase=g.phase)


def resolve(g: Game, answer: Answer) -> dict[str, Any] | None:
    """The answer the host gestures: 向上指为[星空],向下指为[深渊]."""
    s: XState = g.state
    e = answer.get("choice")
    if e == "放弃":
        return None
    target = answer["target"]
    # generals.reading: how generals change a reading (【神女】[神域]'s disguise, 【佛陀】☯)
    if e == 1:
        seat = target
        p = s.players[seat]
        top = p.top
        result: Any = generals.reading(g, seat, top, read_camp(s, seat, 0)) if top is not None else "无"
        return {"effect": 1, "target": seat, "result": result}
    if e == 2:
        if isinstance(target, str):
            seat_s, layer = target.split(":")
            seat = int(seat_s)
            idx = 0 if layer == TOP else 1
            card = s.players[seat].live[idx]
            return {"effect": 2, "target": target, "result": generals.reading(g, seat, card, read_camp(s, seat, idx))}
        return {"effect": 2, "target": target, "result": generals.reading(g, target, None, s.players[target].camp)}
    p = s.players[target]
    return {"effect": 3, "target": target, "result": [generals.reading(g, target, c, c.camp) for c in p.cards]}


def step(g: Game, first: bool) -> Flow:
    """白昼 step 6: 【妖首】[验妖]流程."""
    s: XState = g.state
    yield PACE  # a hidden step (the 【妖首】 woken), the same whoever holds what: docs/security.md
    g.say("顶层身份牌为【妖首】的玩家请睁眼。")
    awake = [seat for seat in s.seat_list() if (t := s.players[seat].top) is not None and t.name == "妖首"]
    if awake:
        g.tell(awake, "睁眼的【妖首】: {seats}", {"妖首": awake}, label="妖首", seats=Seats(awake))
    # 【佛陀】[止伐]: 「若两个【妖首】同时睁眼,其中一个为[止伐]生效目标,则【源尊】直接示意其闭眼,剩下的验妖流程由
    # 另一个【妖首】单独完成」 (one alone: he is sent back to sleep, 「但流程依旧会有」)
    for seat in [x for x in awake if generals.blocked(g, x)]:
        g.tell([seat], "[止伐]: 【源尊】提示你重新闭眼,不可发动任何技能。", {"止伐": seat})
        g.note("[止伐]: {seat}玩家被提示重新闭眼,不可发动[{skill}]", {"seat": seat, "skill": "验妖"},
               seat=Seat(seat), skill=Term("验妖"))
        awake.remove(seat)
    if first:
        g.say("这是本局所有[化形]角色,请确认。", TO_YAOSHOU)
        if s.both_yaoshou_seat is not None and s.both_yaoshou_seat in awake:
            g.tell([s.both_yaoshou_seat], "本局所有[化形]: {cards}", {"化形": list(s.huaxing)}, label="妖首",
                   cards=Terms(s.huaxing))
    g.say("请选择[验妖]目标。", TO_YAOSHOU)
    result = None
    if awake:
        decider = awake[0]  # ruling: the woken 妖首 of the lowest seat gestures for the team
        ans = (yield [ask(g, decider)])[decider]
        result = resolve(g, ans)
        if ans.get("choice") == "放弃":
            g.tell(awake, "[验妖]: 放弃", {"skill": "验妖", "answer": ans}, label="妖首")
        else:
            g.tell(awake, "[验妖]: 效果{mark} → {target}", {"skill": "验妖", "answer": ans}, label="妖首",
                   mark="①②③"[ans["choice"] - 1], target=Target(ans["target"]))
    if first:
        g.say("向上指为[星空],向下指为[深渊],[验妖]结果为。", TO_YAOSHOU)
    else:
        g.say("[验妖]结果为……", TO_YAOSHOU)
    if result is not None:
        camps = result["result"]
        g.tell(awake, "[验妖]结果: {camp}", {"验妖": result}, label="妖首",
               camp=Terms(camps) if isinstance(camps, list) else Term(camps))
    g.say("请闭眼。", TO_YAOSHOU)

