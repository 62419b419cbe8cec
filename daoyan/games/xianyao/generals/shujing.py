"""【树精】 技能▶[量天] (恒定).

In this version only the steps of a 树精 that nobody holds (a [化形]) exist: 「若【树精】已被[封印]或不在场,
结果为不同的随机数」. The holder's branch (the target pool, the direction) comes with the general."""

from __future__ import annotations

from ....core.game import Game
from ..state import XState


def announce(g: Game) -> None:
    """❹【树精】[量天]结果公布: the distances 1..N−1 without repeats until every one was given (A-XY-20)."""
    s: XState = g.state
    left = [d for d in range(1, g.players) if d not in s.shujing_given]
    if not left:
        s.shujing_given = []
        left = list(range(1, g.players))
    d = g.chance.choice("量天", left)
    s.shujing_given.append(d)
    g.say("[量天]结果为{d}。", {"量天": d}, kind="result", d=d)
