"""Scenario helpers for the tests of the (夜行) generals 【鬼巫】, 【灾厄】, 【纸人】, 【怪煞】
(seed 000_21ded97409bf0f89.txt): a table where some of them are dealt, and readers of the result."""

from __future__ import annotations

from typing import Any

from xianyao_scripts import d, document

from daoyan.core.game import Game
from daoyan.scenario import build_and_run

SEED = "000_21ded97409bf0f89.txt"
HUAXING = ("影妖", "血俑")
ABSTAIN = "弃票"


def play(cards: dict[int, list[str]], *decisions: dict[str, Any], until: int | None = 1,
         huaxing: tuple[str, str] = HUAXING, random: dict[str, Any] | None = None, seed: int = 5,
         **extra: Any) -> tuple[Game, dict[str, Any]]:
    """Run a scenario on `cards` (the generals in it are dealt, `huaxing` set aside); the speaking order of
    night 1 is 1, 2, 3, … unless `random` says otherwise. Returns the game and the result."""
    doc = document(cards, *decisions, seed=seed, until=until, huaxing=huaxing, **extra)
    doc["setup"]["identities"] = [n for pair in cards.values() for n in pair] + list(huaxing)
    doc["random"] = {"发言方向": ["顺时针"], "起始玩家": [1], **(random or {})}
    return build_and_run(doc)


def vote_off(rnd: int, voter: int, target: int) -> dict[str, Any]:
    """`voter` (two cards: two votes) puts both on `target` in night `rnd`: its top card falls."""
    return d(rnd, voter, "诛仙投票", target=[target, target])


def claims(r: dict[str, Any], skill: str) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["kind"] == "claim" and e["data"].get("skill") == skill]


def infos(r: dict[str, Any], skill: str) -> list[dict[str, Any]]:
    """What the host shows or tells for a skill (public 有/无, the [邪神牌], a secret [信息卡])."""
    return [e for e in r["log"] if e["kind"] == "info" and (e.get("data") or {}).get("skill") == skill]


def rolls(r: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["kind"] == "chance" and e["data"]["chance"] == name]


def day_result(r: dict[str, Any], rnd: int) -> list[int]:
    """黑夜 step 1: 「公布上个白昼阶段内被[封印]玩家的号码」 — the seats announced after 白昼 `rnd`."""
    return list(next(e["data"]["sealed"] for e in r["log"] if e["round"] == rnd and e["phase"] == "黑夜"
                     and e["kind"] == "result" and "上个白昼阶段" in e["text"]))


def day_seals(r: dict[str, Any], rnd: int) -> list[tuple[int, str]]:
    """The seals marked during 白昼 `rnd` (host notes): (seat, source)."""
    return [(e["data"]["seat"], e["data"]["source"]) for e in r["log"] if e["round"] == rnd and e["phase"] == "白昼"
            and e["kind"] == "host" and "step" in (e.get("data") or {})]


def live(r: dict[str, Any], seat: int) -> list[str]:
    return [c["name"] for c in r["seats"][str(seat)]["cards"] if not c["sealed"]]


def spoken(r: dict[str, Any], rnd: int, phase: str = "白昼") -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == rnd and e["phase"] == phase and e["kind"] == "line"
            and e["audience"] == "all"]


__all__ = ["ABSTAIN", "SEED", "claims", "d", "day_result", "day_seals", "infos", "live", "play", "rolls", "spoken",
           "vote_off"]
