"""Scenario helpers for the tests of 【影妖】, 【血俑】 and 【魔罗】 (seed 000_21ded97409bf0f89.txt): a table
where the three are dealt (【鬼巫】 and 【灾厄】 are the [化形] pair), and readers of the result."""

from __future__ import annotations

from typing import Any

from xianyao_scripts import d, document

from daoyan.scenario import run_scenario

SEED = "000_21ded97409bf0f89.txt"
HUAXING = ("鬼巫", "灾厄")
GENERALS = ["影妖", "血俑", "魔罗"]

# 1 holds 仙子 under a 妖众; 2 a top 妖首, 3 a bottom 妖首; 4 【魔罗】, 5 【血俑】, 6 【影妖】 on top;
# 7 is a start double 妖众 (a true [四方鉴仙图] user).
CARDS: dict[int, list[str]] = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"], 4: ["魔罗", "妖众"],
                               5: ["血俑", "妖众"], 6: ["影妖", "妖众"], 7: ["妖众", "妖众"]}
MOLUO, XUEYONG, YINGYAO, DOUBLE = 4, 5, 6, 7


def identities(players: int) -> list[str]:
    return ["仙子", "妖首", "妖首", *GENERALS, *HUAXING] + ["妖众"] * (2 * players - 6)


def play(*decisions: dict[str, Any], cards: dict[int, list[str]] | None = None, until: int | None = None,
         seed: int = 5, **extra: Any) -> dict[str, Any]:
    """Run a scenario on `cards` (default CARDS) with the three generals enabled."""
    cards = cards or CARDS
    doc = document(cards, *decisions, seed=seed, until=until, huaxing=HUAXING, **extra)
    doc["setup"]["identities"] = identities(len(cards))
    return run_scenario(doc)


def fourth(target: int, rnd: int = 1, seat: int = DOUBLE) -> dict[str, Any]:
    """A true [四方鉴仙图]④ (seat 7 is a start double 妖众; give `dice=[1]`): `target`'s top card is
    forced-sealed at step 0 of the next 白昼, and 7 seals himself in every 白昼 after that."""
    return d(rnd, seat, "鉴仙图", choice=4, target=target)


def vote_off(rnd: int, target: int, voter: int = DOUBLE) -> dict[str, Any]:
    """`voter` (two cards, two votes) puts both votes on `target` in night `rnd`: its top card falls."""
    return d(rnd, voter, "诛仙投票", target=[target, target])


def link(rnd: int, effect: str, a: int, b: int) -> dict[str, Any]:
    """【魔罗】 (seat 4) links `a` and `b` with `effect` (生链 or 死链) in 白昼 `rnd`."""
    return d(rnd, MOLUO, "生死链", choice=effect, target=[a, b])


def beici(rnd: int, target: int) -> dict[str, Any]:
    """【影妖】 (seat 6) stabs `target` in 白昼 `rnd`."""
    return d(rnd, YINGYAO, "背刺", target=target)


def xueji(rnd: int, target: int, **extra: Any) -> dict[str, Any]:
    """【血俑】 (seat 5) chooses `target` for [血祭] in 白昼 `rnd`."""
    return d(rnd, XUEYONG, "血祭", target=target, **extra)


def day(r: dict[str, Any], rnd: int) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["round"] == rnd and e["phase"] == "白昼"]


def spoken(r: dict[str, Any], rnd: int) -> list[str]:
    """The lines everybody hears in 白昼 `rnd`."""
    return [e["text"] for e in day(r, rnd) if e["kind"] == "line" and e["audience"] == "all"]


def day_result(r: dict[str, Any], rnd: int) -> list[int]:
    """黑夜 step 1: 「公布上个白昼阶段内被[封印]玩家的号码」 — the seats announced after 白昼 `rnd`."""
    return next(e["data"]["sealed"] for e in r["log"] if e["round"] == rnd and e["phase"] == "黑夜"
                and e["kind"] == "result" and "上个白昼阶段" in e["text"])


def sealed(r: dict[str, Any], seat: int) -> list[tuple[str, int | None]]:
    """Each card of the seat (start order) with the round it was sealed in (None: unsealed)."""
    return [(c["name"], c["sealed_round"]) for c in r["seats"][str(seat)]["cards"]]


def told(r: dict[str, Any], skill: str) -> list[dict[str, Any]]:
    """The private `info` entries about a skill's choice."""
    return [e for e in r["log"] if e["kind"] == "info" and e.get("data", {}).get("skill") == skill]

