"""Helpers shared by the 《亡灵低语2.x》 flow tests: a fixed deal and scripted answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from daoyan.core.ask import Ask
from daoyan.core.game import Game
from daoyan.games.wangling import RULES
from daoyan.games.wangling.state import WState

LAYOUT = ["牧师", "枪兵", "骑兵", "弓兵", "村长", *["村民"] * 6, "剑士", "游荡者", "慰魂师", "守夜人", "学者",
          *["恶徒"] * 4, "贵族"]  # seats 1…21
Script = Callable[[Game, Ask], Any]


def game(**forced: list[Any]) -> Game:
    return Game(RULES, 21, 1, {"最多天数": 6}, forced={"身份": [LAYOUT], **forced})


def run(g: Game, script: Script, until: Callable[[Game], bool] = lambda g: False) -> None:
    """Answer every ask by `script` (None: its default) until the game ends or `until` holds."""
    while g.pending and not g.finished and not until(g):
        seat, ask = next(iter(g.pending.items()))
        answer = script(g, ask)
        g.answer(seat, ask.default if answer is None else answer)


def st(g: Game) -> WState:
    assert isinstance(g.state, WState)
    return g.state


def texts(g: Game, seat: int) -> list[str]:
    return [e.text for e in g.log.entries if e.audience.sees(seat) and e.audience.kind == "seats"]


def at(g: Game, day: int, phase: str) -> bool:
    return g.round == day and g.phase == phase
