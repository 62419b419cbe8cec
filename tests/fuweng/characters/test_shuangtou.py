"""黑桃8，雙頭，4 — 【試亂】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shuangtou.py):
「【試亂】場景技，鎖定技。你的額定投擲數+3X。X為體力上限為0的角色數。」 「*【試亂場景】狂隱角色的出牌階段結束時，若其視野范圍
內有非狂隱角色，且其于此階段內未對這些角色使用過牌，則若其：存活，失去3點體力；已陣亡，減3點體力上限。」
As scraped: 「?8，雙頭，4」 「【試亂】場(chǎng)景技，鎖定技。你的額定投擲數(shù)+3X。X為體力上限為0的角色數(shù)。」
「*【試亂場(chǎng)景】狂隱角色的出牌階段結(jié)束時(shí)，若其視野范圍內(nèi)有非狂隱角色，且其于此階段內(nèi)未對(duì)這些角色使用過(guò)牌，則若其：存活，失去3點(diǎn)體力；已陣亡，減3點(diǎn)體力上限。」 「技能：何為蓬萊 山東一縣城乎/書上說(shuō)我們行 我們就行」 「陣亡：暴力 也不合作」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, hooks, skills
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "雙頭"}, 2: {"character": "青蛙", "hp": 3}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 6, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(2, "出牌")
    near(s, 2, 3, 1)  # 3 (no 屬性) in 2's vision
    for x in (1, 4, 5, 6):
        near(s, 2, x, 30 + x)
    return g, s


def end_of_play(g: Game, seat: int = 2) -> Any:
    yield from hooks.emit(g, hooks.PHASE_END, {"seat": seat, "phase": "出牌"})


def run(g: Game, flow: Any) -> None:
    drive(flow)


def test_the_card() -> None:
    """「?8，雙頭，4」 — the first 8 listed: 黑桃8 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("雙頭")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃8", 4, None)


def test_three_more_throws_per_character_at_max_hp_zero() -> None:
    """「你的額定投擲數+3X。X為體力上限為0的角色數。」"""
    g, s = table()
    assert skills.rated_throws(g, s.players[1]) == 0
    s.players[4].max_hp = s.players[5].max_hp = 0
    assert skills.rated_throws(g, s.players[1]) == 6
    assert any("何為蓬萊 山東一縣城乎" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_a_wild_one_who_spared_the_tame_in_sight_loses_three_hp() -> None:
    """「狂隱角色的出牌階段結束時，若其視野范圍內有非狂隱角色，且其于此階段內未對這些角色使用過牌，則若其：存活，失去3點
    體力」 — 青蛙 (狂隱) sees 3 and used no card on it."""
    g, s = table()
    run(g, end_of_play(g))
    assert any((e.data or {}).get("lost_hp") == 3 and e.data.get("seat") == 2 for e in g.log.entries)
    assert s.players[2].hp <= 0  # (3 − 3: dying, and nobody gave a 【家貓】)
    assert any("書上說我們行 我們就行" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_a_card_used_on_them_spares_it() -> None:
    """「其于此階段內未對這些角色使用過牌」: one card used on 3 this phase (R-X21) — nothing."""
    g, s = table()
    assert s.turn is not None
    s.turn.used_on.add(3)
    run(g, end_of_play(g))
    assert s.players[2].hp == 3


def test_dead_it_loses_three_max_hp_and_the_tame_are_not_tested() -> None:
    """「已陣亡，減3點體力上限」; a character without 狂隱 at its play phase's end — nothing."""
    g, s = table(s2={"character": "青蛙", "dead": True})
    top = s.players[2].max_hp
    run(g, end_of_play(g))
    assert s.players[2].max_hp == max(0, top - 3)
    g, s = table()
    s.turn = Turn(3, "出牌")
    near(s, 3, 4, 1)
    run(g, end_of_play(g, 3))
    assert s.players[3].hp == s.players[3].max_hp
