"""Helpers shared by the 《仙妖斗法:封妖》 rule tests: decisions and scenario documents."""

from __future__ import annotations

from typing import Any

from daoyan.scenario import run_scenario


def d(rnd: int, seat: int, skill: str, **answer: Any) -> dict[str, Any]:
    """A scripted decision: round, seat, skill and the answer's keys."""
    return {"round": rnd, "seat": seat, "skill": skill, **answer}


def fengyao(rnd: int, target: int) -> dict[str, Any]:
    """The 仙子's [封妖] on `target` in 白昼 `rnd`, by seat 1 (where the tables of these tests put 【仙子】)."""
    return d(rnd, 1, "封妖", target=target)


def document(cards: dict[int, list[str]], *decisions: dict[str, Any], seed: int, until: int | dict[str, int] | None = None,
             huaxing: tuple[str, str] = ("鬼巫", "灾厄"), **extra: Any) -> dict[str, Any]:
    """A scenario document with a fixed deal (setup.cards) and [化形] pair."""
    doc: dict[str, Any] = {"game": "xianyao", "players": len(cards), "seed": seed,
                           "setup": {"cards": cards, "化形": list(huaxing)}, "decisions": list(decisions)}
    if until is not None:
        doc["until"] = until if isinstance(until, dict) else {"round": until}
    doc.update(extra)
    return doc


def scenario(cards: dict[int, list[str]], *decisions: dict[str, Any], seed: int, until: int | dict[str, int] | None = None,
             **extra: Any) -> dict[str, Any]:
    return run_scenario(document(cards, *decisions, seed=seed, until=until, **extra))
