"""Moving on the map of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): a 行動投擲 (控骰機制), a 行動 of some cells
(機會 5's void 行動), the steps with their 經過 events and the stop event at the end (R-M6), and the turns at forks
(轉向機制). The 行動階段 that throws (`flow.action_phase`) and 死神鐮刀's 行動1格 (`play.scythe`) move through here.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from functools import partial
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from . import hooks, tiles, words
from .board import Direction
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]


def act(g: Game, p: Player, steps: int) -> Flow:
    """One 行動 of `steps` cells (a throw, or 死神鐮刀's 行動1格, R-G12). 機會 5 「接下來的X次行動無效果。」 (R-J5,
    setting 行動無效果): 不移動 (default) — the throw was made but nobody moves and nothing passes or stops;
    移動無事件 — the character moves, but no 經過 or 停留 event runs."""
    if p.void_moves <= 0:
        yield from move(g, p, steps)
        return
    p.void_moves -= 1
    g.say("{seat}的此次行動無效果。", {"seat": p.seat, "void_move": steps}, seat=words.seat(p.seat))
    if g.config.get("行動無效果", "不移動") == "移動無事件":
        yield from move(g, p, steps, events=False)


def throw(g: Game, p: Player) -> int:
    """One 行動投擲: a d6 — 控骰機制: 「一名角色行動投擲時，若其控骰區有記錄，其本次投擲結果改為X，然后移除其控骰區中
    最早的記錄。X為該記錄點數。」 The die is thrown all the same (a scenario's `dice:` and the chance log hold it)
    and its result is then changed to X: one line shows both (R-K6a)."""
    n = g.chance.roll(6, "行動投擲")
    where = {"from": list(p.position or ()), "heading": str(p.heading)}
    if p.dice_control:
        x = p.dice_control.pop(0)
        g.say("{seat}投擲: {n}，控骰: 投擲結果改為{x}",
              {"seat": p.seat, "throw": x, "rolled": n, "控骰": True, **where}, seat=words.seat(p.seat), n=n, x=x)
        return x
    g.say("{seat}投擲: {n}", {"seat": p.seat, "throw": n, **where}, seat=words.seat(p.seat), n=n)
    return n


def move(g: Game, p: Player, steps: int, events: bool = True) -> Flow:
    """「按點數前進對應格」 (R-M6: the cells entered before the last are passed, the last is the stop). 注①:
    「經過或停留在岔路時，隨機轉向（《醫院》或《監獄》前的《傳送》不是岔路）。
    」 轉向機制: 「一名角色因經過或停留在岔路隨機
    轉向時，若其轉向區有本次可能轉向方向包含的記錄，改為轉向至這些記錄中最早的一條記錄，然后移除此記錄。」
    `events` False (機會 5, setting 行動無效果=移動無事件): the steps only — no 經過 event (《路障》's included), no
    stop.
    Setting 停留算經過 (R-M6) 是: landing on 《股市》/《銀行》 runs its 經過 choice before its stop line."""
    s: FState = g.state
    board = s.board
    seat = p.seat
    choose = partial(turn_at_fork, g, p)
    passes = steps - 1 if events else 0  # the steps whose cell is passed (`events`: with its 經過 event)
    counting = s.tally is not None  # (「行動的格子數」: 臥底's 潛伏 counts the cells entered)
    stepping, passing = g.events.listening(hooks.STEP), g.events.listening(hooks.PASSED)
    for i in range(steps):
        assert p.position is not None and p.heading is not None
        step = board.step(p.position, p.heading, choose)
        at = p.position = step.position
        p.heading = step.heading
        if counting:
            hooks.tally(g, seat, hooks.MOVED)
        if stepping:  # 「進入一格」
            yield from hooks.emit(g, hooks.STEP, {"seat": seat, "at": list(at), "index": i})
        if i < passes:
            data = {"seat": seat, "at": list(at), "stop": False}
            if passing:  # 「經過」 as an event (a skill may prevent the cell's 經過: 獅子's 反芻 ②)
                yield from hooks.emit(g, hooks.PASSED, data, lambda g, e: pass_cell(g, p, tuple(e.data["at"]), e.data))
            else:
                yield from pass_cell(g, p, at, data)
            if data["stop"]:
                break
            if not p.on_map:
                return
    end = p.position
    here = words.cell(board.cell(end)) if end else ""
    if not events:
        g.say("{seat}移動至{cell}，不執行事件。", {"seat": seat, "void_move_to": list(end or ())},
              seat=words.seat(seat), cell=here)
        return
    g.say("{seat}停留在{cell}。", {"seat": seat, "stop": list(end or ())}, seat=words.seat(seat), cell=here)
    if end is not None and g.config.get("停留算經過", "否") == "是":  # R-M6's setting: 經過 first
        yield from tiles.on_pass(g, seat, end)
    yield from tiles.on_stop(g, seat)


def pass_cell(g: Game, p: Player, at: Any, data: dict[str, Any]) -> Flow:
    """The 經過 of the cell `at`: a 《路障》 「經過時強制停留。」 (R-K4: the movement ends — `data["stop"]`); 《股市》 /
    《銀行》's 經過 event (`tiles.on_pass`); the other cells have none."""
    s: FState = g.state
    seat = p.seat
    if s.replaced and s.replaced.get(at) == "路障":
        g.say("{seat}經過《路障》，強制停留。", {"seat": seat, "路障": list(at)}, seat=words.seat(seat))
        data["stop"] = True
        return
    passed = tiles.pass_event(g, at)  # 《股市》/《銀行》's 經過 event (`tiles.on_pass`)
    if passed is not None:
        yield from passed(g, seat)


def turn_at_fork(g: Game, p: Player, options: Sequence[Direction]) -> Direction:
    recorded = next((d for d in p.turn_records if d in options), None)
    if recorded is not None:
        p.turn_records.remove(recorded)
        g.say("{seat}按轉向區的記錄轉向{d}。", {"seat": p.seat, "turn": str(recorded)}, seat=words.seat(p.seat),
              d=words.term(recorded))
        return recorded
    return g.chance.choice("岔路", list(options))
