"""The generals (将领) of 《仙妖斗法:封妖》, one module per general, called by the flow at the book's steps.

Each module may define, all optional:
  ``install(g)``            开局准备 6 and event triggers (called once, if the general joined the game)
  ``first_day(g)``          its own step of 首个白昼 (枯骨 1, 星君 2, 鬼巫 4, 凶祟 5)
  ``confirm(g, awake)``     its sub-step of 首个白昼 step 3 (佛陀 ❸, 神女 ❹, 圣贤 ❺, 星君 ❻, 仙童 ❼)
  ``marks(g)``              其他白昼 step 0 (its marks: [业火], [招魂], [崩灭])
  ``day(g)``                its own step of 其他白昼 (魔罗 1, 血俑 2, 影妖 4, 凶祟 5)
  ``action(g, awake)``      its sub-step of 其他白昼 step 3 (佛陀 ❶)
  ``announce(g)``           its part of 黑夜 step 2 (佛陀 ❶, 星君 ❷, 枯骨 ❸, 树精 ❹)
  ``claim_options(g, seat)`` / ``claim(g, seat, answer)``  a (夜行) skill claimed while speaking
Any of them may be a generator that yields asks. A general "joins" the game when it is enabled: dealt
to a player or set aside as a [化形] (「加入游戏但未上场」); a step of a general that did not join is
skipped (「未加入游戏则略过」). A joined general nobody holds still has its lines spoken (注1)."""

from __future__ import annotations

import inspect
from importlib import import_module
from types import ModuleType
from typing import Any

from ....core.ask import Answer
from ....core.events import Flow
from ....core.game import Game
from ..state import XState

MODULES: dict[str, str] = {
    "枯骨": "kugu", "鬼巫": "guiwu", "凶祟": "xiongsui", "魔罗": "moluo", "血俑": "xueyong", "影妖": "yingyao",
    "树精": "shujing",
}
_loaded: dict[str, ModuleType | None] = {}


def module(name: str) -> ModuleType | None:
    if name not in _loaded:
        mod = MODULES.get(name)
        _loaded[name] = import_module(f"{__name__}.{mod}") if mod else None
    return _loaded[name]


def joined(s: XState, name: str) -> bool:
    return name in s.huaxing or any(c.name == name for p in s.players.values() for c in p.cards)


def holders(s: XState, name: str) -> list[int]:
    return [seat for seat, p in sorted(s.players.items()) if any(c.name == name for c in p.cards)]


def top_holder(s: XState, name: str) -> int | None:
    """The seat whose current top card is this general (顶层身份牌为【X】的玩家), if any."""
    for seat, p in sorted(s.players.items()):
        t = p.top
        if t is not None and t.name == name:
            return seat
    return None


def step(g: Game, name: str, hook: str, *args: Any) -> Flow:
    """Run a general's step if it joined the game (and implements that step)."""
    s: XState = g.state
    mod = module(name)
    if mod is None or not joined(s, name):
        return None
    fn = getattr(mod, hook, None)
    if fn is None:
        return None
    out = fn(g, *args)
    if inspect.isgenerator(out):
        return (yield from out)
    return out


def install_all(g: Game) -> Flow:
    s: XState = g.state
    for name in MODULES:
        if joined(s, name):
            yield from step(g, name, "install")


def claim_options(g: Game, seat: int) -> list[Answer]:
    s: XState = g.state
    out: list[Answer] = []
    for name in MODULES:
        mod = module(name)
        fn = getattr(mod, "claim_options", None)
        if fn is not None and joined(s, name):
            out.extend(fn(g, seat))
    return out


def claim(g: Game, seat: int, answer: Answer) -> Flow:
    """Resolve a claimed (夜行) skill: the answer's `skill` names it."""
    for name in MODULES:
        mod = module(name)
        if mod is not None and getattr(mod, "SKILL", None) == answer.get("skill"):
            yield from step(g, name, "claim", seat, answer)
            return


def lines(g: Game, general: str, texts: tuple[str, ...]) -> None:
    """Lines addressed to a general's woken holder (heard by all)."""
    for text in texts:
        g.say(text, {"to": general})
