"""What the character tests share: a flow driven to its end with scripted answers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from daoyan.core.ask import Ask
from daoyan.games.fuweng import combat

Script = Mapping[str | tuple[str, int], list[Any]]


def drive(flow: Any, script: Script | None = None, strict: bool = False) -> tuple[list[Ask], bool]:
    """Run `flow` to its end. An ask takes the next answer listed for its (skill, seat) or its skill in `script` (a
    callable is given the ask), any other ask its default; a step (an empty batch) goes on. Returns the asks and
    whether the game ended (`combat.GameOver`). `strict`: every listed answer must have been used."""
    queues = {k: list(v) for k, v in (script or {}).items()}
    asked: list[Ask] = []
    over = False
    try:
        batch = next(flow)
        while True:
            reply = {}
            for a in batch:
                asked.append(a)
                queue = queues.get((a.skill, a.seat)) or queues.get(a.skill)
                ans = queue.pop(0) if queue else a.default
                reply[a.seat] = ans(a) if callable(ans) else ans
            batch = flow.send(reply)
    except StopIteration:
        pass
    except combat.GameOver:
        over = True
    if strict:
        left = {k: v for k, v in queues.items() if v}
        assert not left, f"answers never asked for: {left}"
    return asked, over


def table(title: str, players: int = 5, seed: int = 1, **seats: Mapping[str, Any]) -> tuple[Any, Any]:
    """A game whose seat 1 is the character `title`; `s2=…`, `s3=…` (and `s1=…`) lay out the seats (the 局面
    scenario keys). The seats before seat 1 in turn order have had their turns of round 1."""
    from daoyan.core.game import Game
    from daoyan.games.fuweng import RULES
    from daoyan.games.fuweng.state import FState

    layout: dict[int, Any] = {1: {"character": title, **seats.pop("s1", {})}}
    layout.update({int(k[1:]): v for k, v in seats.items()})
    g = Game(RULES, players, seed, {"局面": {"seats": layout}})
    assert isinstance(g.state, FState)
    return g, g.state


def said(g: Any, text: str) -> bool:
    """Some line everybody heard holds `text`."""
    return any(text in e.text for e in g.log.entries if e.audience.kind == "all")


def turn_log(g: Any, seat: int = 1) -> list[str]:
    """The public lines from the start of `seat`'s turn (what came before it left out)."""
    texts = [e.text for e in g.log.entries if e.audience.kind == "all"]
    return texts[texts.index(f"{seat}号的回合開始。"):]


def in_sight(title: str, hp: int, turn: int = 3, **seats: Mapping[str, Any]) -> tuple[Any, Any]:
    """`table(title)` with seat 1 at `hp`, seat `turn`'s 出牌階段 current, and seats 2–5 in a row beside seat 1 at
    distances 1–4 (in its vision)."""
    from fuweng_scripts import near

    from daoyan.games.fuweng.state import Turn

    g, s = table(title, s1={"hp": hp, **seats.pop("s1", {})}, **seats)
    s.turn = Turn(turn, "出牌")
    for seat in (2, 3, 4, 5):
        near(s, 1, seat, seat - 1)
    return g, s


def next_asks(flow: Any, reply: Mapping[int, Any] | None = None) -> list[Ask]:
    """The flow's next asks: `reply` sent (none: the flow started), then the steps (empty batches) passed."""
    batch = next(flow) if reply is None else flow.send(dict(reply))
    while not batch:
        batch = flow.send({})
    return list(batch)
