"""Hidden steps (issue 22, item 3; docs/security.md, "Side channels"): where a flow yields PACE must depend only on
what everybody knows. Games that differ only in secrets — who holds which identity — and whose public lines are the
same must pace at the same places (`Game.public_paces`, counted in public lines). 亡灵低语 and 版杀 here; 仙妖斗法 and
三國殺×大富翁 in their own directories."""

from __future__ import annotations

import random
from typing import Any

import pytest

from daoyan.core.game import Game
from daoyan.games import get_rules


def defaults(g: Game, rounds: int) -> Game:
    """Every ask answered by its default (nobody acts: the public story is the same whoever holds what)."""
    while g.pending and not g.finished and g.round <= rounds:
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, ask.default)
    return g


def public(g: Game) -> list[str]:
    return [e.text for e in g.log.entries if e.audience.kind == "all"]


def deals(cards: list[str], n: int) -> list[list[str]]:
    rng = random.Random(7)
    out = []
    for _ in range(n):
        d = list(cards)
        rng.shuffle(d)
        out.append(d)
    return out


def langren(deal: list[str]) -> Game:
    return Game(get_rules("langren"), 12, 1, {"座位身份": {str(i): c for i, c in enumerate(deal, 1)}})


def wangling(deal: list[str]) -> Game:
    return Game(get_rules("wangling"), 21, 1, {"最多天数": 4}, forced={"身份": [deal]})


LANGREN = ["狼人"] * 4 + ["预言家", "女巫", "猎人", "守卫"] + ["村民"] * 4
WANGLING = ["牧师", "枪兵", "骑兵", "弓兵", "村长", *["村民"] * 6, "剑士", "游荡者", "慰魂师", "守夜人", "学者",
            *["恶徒"] * 4, "贵族"]


@pytest.mark.parametrize(("make", "cards"), [(langren, LANGREN), (wangling, WANGLING)], ids=["langren", "wangling"])
def test_the_steps_are_the_same_whoever_holds_what(make: Any, cards: list[str]) -> None:
    games = [defaults(make(d), 3) for d in deals(cards, 12)]
    by_story: dict[tuple[str, ...], list[Game]] = {}
    for g in games:
        by_story.setdefault(tuple(public(g)), []).append(g)
    compared = 0
    for same in by_story.values():
        for g in same[1:]:
            assert g.public_paces() == same[0].public_paces()
            compared += 1
    assert compared >= 6 and all(g.paces > 10 for g in games)
