"""Helpers shared by the 版杀 flow tests: the standard board with a fixed deal, and scripted answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from daoyan.core.ask import Ask
from daoyan.core.game import Game
from daoyan.games.langren import RULES
from daoyan.games.langren.board import load_board, load_text
from daoyan.games.langren.state import LState

#: seats 1–4 狼人, 5 预言家, 6 女巫, 7 猎人, 8 守卫, 9–12 村民
LAYOUT = ["狼人"] * 4 + ["预言家", "女巫", "猎人", "守卫"] + ["村民"] * 4
Plan = dict[tuple[int, str, int], Any]  # (day, ask's skill, seat) -> answer


def fixed(layout: list[str] = LAYOUT) -> dict[str, str]:
    return {str(i): r for i, r in enumerate(layout, 1)}


def game(layout: list[str] = LAYOUT, **options: Any) -> Game:
    return Game(RULES, len(layout), 1, {"座位身份": fixed(layout), **options})


def board_variant(**fields: str) -> Any:
    """The standard board's text with top-level fields replaced (e.g. sheriff: host)."""
    from daoyan.games.langren.board import BOARDS_DIR

    text = (BOARDS_DIR / "standard.yaml").read_text(encoding="utf-8")
    for k, v in fields.items():
        lines = [ln for ln in text.splitlines() if not ln.startswith(f"{k}:")]
        text = "\n".join([*lines, f"{k}: {v}"]) + "\n"
    return load_text(text, "variant.yaml")


def run(g: Game, plan: Plan, until: Callable[[Game], bool] = lambda g: False) -> None:
    """Answer every ask from `plan` (by day, the ask's skill and seat); anything else takes its default."""
    while g.pending and not g.finished and not until(g):
        seat, ask = next(iter(g.pending.items()))
        answer = plan.get((g.round, ask.skill, seat))
        g.answer(seat, ask.default if answer is None else answer)


def everyone_votes(day: int, target: int, seats: range = range(1, 13)) -> Plan:
    return {(day, "投票", x): {"target": target} for x in seats}


def st(g: Game) -> LState:
    assert isinstance(g.state, LState)
    return g.state


def texts(g: Game, seat: int | None = None, kind: str | None = None) -> list[str]:
    """The lines `seat` sees (None: the public lines), optionally of one kind."""
    return [e.text for e in g.log.entries if (e.audience.kind == "all" if seat is None else e.audience.sees(seat))
            and (kind is None or e.kind == kind)]


def asked(g: Game, until: Callable[[Game], bool], plan: Plan | None = None) -> list[Ask]:
    """Every ask made while playing `plan` until `until` holds."""
    seen: list[Ask] = []
    while g.pending and not g.finished and not until(g):
        seat, ask = next(iter(g.pending.items()))
        seen.append(ask)
        answer = (plan or {}).get((g.round, ask.skill, seat))
        g.answer(seat, ask.default if answer is None else answer)
    return seen


ORDER = ("开局准备", "游戏开始", "白昼", "黄昏", "早夜", "午夜", "深夜", "凌晨", "晨曦")


def at(g: Game, day: int, phase: str) -> bool:
    """The game has reached `phase` of `day` (or gone past it): a stage without asks is passed through."""
    return (g.round, ORDER.index(g.phase)) >= (day, ORDER.index(phase))


STANDARD = load_board("standard")
