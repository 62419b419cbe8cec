"""A tiny toy game used to drive the game-agnostic core (daoyan.core) in tests.

The toy: each seat has some 血 (hit points). Round 1: seat 1 is asked to 出杀 at a target; the
杀 is an event ("伤害") with a response window (a before-trigger that is a generator asking the
target whether to play 闪). Then every seat is asked at once to 报数 (a multi-seat ask). Round 2
is a single 结束 ask for seat 1; answering it ends the game with a winner.
"""

from __future__ import annotations

from typing import Any

from daoyan.core.ask import Ask
from daoyan.core.events import Event
from daoyan.core.game import ROUND_END, Flow, Game

SHA_OPTIONS = [{"choice": "不出"}, *({"target": t} for t in (2, 3))]


class ToyRules:
    name = "toy"
    title = "玩具"

    def __init__(self, with_dodge: bool = True) -> None:
        self.with_dodge = with_dodge

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return {"hp": int(options.get("hp", 2))}

    def new_state(self, game: Game) -> dict[str, Any]:
        return {"hp": {s: game.config["hp"] for s in game.seats}, "counts": {}, "secret": {}}

    def flow(self, game: Game) -> Flow:
        state = game.state
        if self.with_dodge:
            game.events.on("before:伤害", "闪", dodge_window, priority=5)
        game.round, game.phase = 1, "白昼"
        # a die everybody hears about only through the host log
        state["die"] = game.chance.roll(6, "先手")
        for s in game.seats:
            state["secret"][s] = f"秘密{s}-{game.chance.choice('秘密', ['甲', '乙', '丙'])}"
            game.tell([s], f"你的秘密: {state['secret'][s]}")
        got = yield [Ask(1, "出杀", "出杀?", list(SHA_OPTIONS), {"choice": "不出"}, round=1, phase="白昼",
                         speech=True)]
        target = got[1].get("target")
        if target is not None:
            yield from game.events.emit(game, Event("伤害", {"seat": target, "n": 1}), hurt)
        opts = [{"choice": k} for k in (1, 2, 3)]
        got = yield [Ask(s, "报数", "报数", opts, {"choice": 1}, round=1, phase="白昼", public=True) for s in game.seats]
        state["counts"] = {s: got[s]["choice"] for s in game.seats}
        game.say("报数: " + ", ".join(f"{s}={state['counts'][s]}" for s in game.seats), kind="answer")
        yield ROUND_END  # round boundary
        game.round, game.phase = 2, "黑夜"
        got = yield [Ask(1, "结束", "结束?", [{"choice": "胜"}, {"choice": "和"}], {"choice": "和"}, round=2,
                         phase="黑夜")]
        game.end("一方" if got[1]["choice"] == "胜" else None, "玩具结束")

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        return {"hp": game.state["hp"][seat], "secret": game.state["secret"].get(seat)}

    def public_table(self, game: Game) -> dict[str, Any]:
        return {"hp": {str(s): v for s, v in game.state["hp"].items()}}

    def host_state(self, game: Game) -> dict[str, Any]:
        st = game.state
        return {"hp": {str(s): v for s, v in st["hp"].items()},
                "counts": {str(s): v for s, v in st["counts"].items()},
                "secret": {str(s): v for s, v in st["secret"].items()}}


def dodge_window(game: Game, ev: Event) -> Flow:
    """A response window: the target is asked whether to play 闪; 闪 prevents the damage."""
    seat = ev.data["seat"]
    got = yield [Ask(seat, "闪", "出闪?", [{"choice": "闪"}, {"choice": "不出"}], {"choice": "不出"},
                     round=game.round, phase=game.phase)]
    if got[seat]["choice"] == "闪":
        ev.prevent("闪")


def hurt(game: Game, ev: Event) -> None:
    game.state["hp"][ev.data["seat"]] -= ev.data["n"]
    game.say(f"{ev.data['seat']}号受到{ev.data['n']}点伤害", kind="result")
