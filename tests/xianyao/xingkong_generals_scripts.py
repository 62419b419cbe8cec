"""Scenario helpers for the tests of 【佛陀】, 【神女】 and 【圣贤】 (seed 000_21ded97409bf0f89.txt): a table
dealt from `cards` (the generals in it enabled), the [化形] pair, the 关键身份, and readers of the result."""

from __future__ import annotations

from typing import Any

from xianyao_scripts import d, document

from daoyan.scenario import run_scenario

SEED = "000_21ded97409bf0f89.txt"
HUAXING = ("影妖", "血俑")
ABSTAIN = "弃票"


def play(cards: dict[int, list[str]], *decisions: dict[str, Any], until: int | None = None,
         keys: list[str] | None = None, huaxing: tuple[str, str] = HUAXING, seed: int = 7,
         **extra: Any) -> dict[str, Any]:
    """Run a scenario: the dealt cards are the game's identities (plus the [化形] pair); `keys` are the
    星空 generals that are 【关键身份】 (default none)."""
    doc = document(cards, *decisions, seed=seed, until=until, huaxing=huaxing, **extra)
    doc["setup"]["identities"] = [n for pair in cards.values() for n in pair] + list(huaxing)
    doc["setup"]["关键身份"] = list(keys or [])
    return run_scenario(doc)


def entries(r: dict[str, Any], rnd: int, phase: str) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["round"] == rnd and e["phase"] == phase]


def spoken(r: dict[str, Any], rnd: int, phase: str = "白昼") -> list[str]:
    """The host's lines everybody hears."""
    return [e["text"] for e in entries(r, rnd, phase) if e["kind"] == "line" and e["audience"] == "all"]


def public(r: dict[str, Any], rnd: int, phase: str) -> list[str]:
    return [e["text"] for e in entries(r, rnd, phase) if e["audience"] == "all"]


def told(r: dict[str, Any], seat: int, rnd: int | None = None) -> list[str]:
    """What was shown to this seat (info entries addressed to it)."""
    return [e["text"] for e in r["log"] if e["kind"] == "info" and isinstance(e["audience"], list)
            and seat in e["audience"] and (rnd is None or e["round"] == rnd)]


def audience(r: dict[str, Any], text: str, rnd: int | None = None) -> Any:
    return next(e["audience"] for e in r["log"] if e["text"] == text and (rnd is None or e["round"] == rnd))


def tally(r: dict[str, Any], rnd: int) -> dict[str, int]:
    """The host's secret count of night `rnd`."""
    return next(e["data"]["totals"] for e in entries(r, rnd, "黑夜") if e["kind"] == "host" and "totals" in e["data"])


def vote_result(r: dict[str, Any], rnd: int) -> list[int]:
    return next(e["data"]["sealed"] for e in entries(r, rnd, "黑夜")
                if e["kind"] == "result" and e["text"].startswith("所有玩家请放下手"))


def day_result(r: dict[str, Any], rnd: int) -> list[int]:
    """黑夜 step 1: the seats whose top card fell in 白昼 `rnd`."""
    return next(e["data"]["sealed"] for e in entries(r, rnd, "黑夜")
                if e["kind"] == "result" and "上个白昼阶段" in e["text"])


def yanyao(r: dict[str, Any], rnd: int) -> Any:
    """The [验妖] result shown to the woken 妖首 in 白昼 `rnd`."""
    return next(e["data"]["验妖"]["result"] for e in entries(r, rnd, "白昼") if "验妖" in (e.get("data") or {})
                and isinstance(e["data"]["验妖"], dict))


def answers(r: dict[str, Any]) -> list[str]:
    """The host's public 是/否 to each [鉴仙图] ①/② claim, in order."""
    return [e["data"]["answer"] for e in r["log"] if e["kind"] == "info" and (e.get("data") or {}).get("skill") == "鉴仙图"]


def sealed(r: dict[str, Any], seat: int) -> list[str]:
    return [c["name"] for c in r["seats"][str(seat)]["cards"] if c["sealed"]]


def claim(rnd: int, seat: int, effect: int, target: Any = None) -> dict[str, Any]:
    """A [鉴仙图] claim while speaking (双【妖众】 or 【圣贤】)."""
    out = d(rnd, seat, "鉴仙图", choice=effect)
    if target is not None:
        out["target"] = target
    return out


def votes(rnd: int, seat: int, *targets: int | str) -> dict[str, Any]:
    return d(rnd, seat, "诛仙投票", target=list(targets))
