"""方塊A，小狼，3 — 【孤際】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/xiaolang.py):
「【孤際】鎖定技。所有其它角色視為在你的視野范圍內；你不能成為處于建筑的角色使用的【狗】的目標；其它角色與你的距離+10。」
As scraped: 「?A，小狼，3」 「【孤際】鎖定技。所有其它角色視為在你的視野范圍內(nèi)；你不能成為處于建筑的角色使用的【狗】的目標(biāo)；其它角色與你的距離+10。」 「陣亡：我只是來(lái)打醬油的」
「陣亡：我只是來打醬油的」 (the card has no 技能 line: its skill is never fired, only read)."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import combat, equipment, play
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
HOME, NEXT, FAR, KENNEL = (5, 13), (6, 13), (14, 1), (3, 13)


def table(**seats: Any) -> tuple[Game, FState]:
    g, s = kit.table("小狼", **seats)
    for q in s.players.values():
        q.position = HOME if q.seat == 1 else FAR
    return g, s


def test_the_card() -> None:
    """「?A，小狼，3」 — the fourth A listed: 方塊A (R-S1)."""
    c = character("小狼")
    assert (c.label, c.max_hp, c.attribute) == ("方塊A", 3, None)


def test_every_other_character_is_in_his_vision() -> None:
    """「鎖定技。所有其它角色視為在你的視野范圍內」 (R-X45: as 天狗團扇) — 2, 21 away, is; one off the map is not (R-H5)."""
    g, s = table()
    p = s.players[1]
    assert combat.in_vision(g, p, s.players[2]) and combat.vision(g, p) == 5
    s.players[3].position = None
    assert [q.seat for q in combat.seen_by(g, p, list(s.players.values()))] == [1, 2, 4, 5]


def test_others_are_ten_further_from_him() -> None:
    """「其它角色與你的距離+10」 — 2 next to him is 11 away from him (out of its vision of 5); he is 1 away from 2."""
    g, s = table()
    p, q = s.players[1], s.players[2]
    q.position = NEXT
    assert equipment.distance(g, q, p) == 11 and equipment.distance(g, p, q) == 1
    assert not combat.in_vision(g, q, p)
    assert equipment.distance(g, q, s.players[3]) == equipment.distance(g, s.players[3], q) == 20  # (not to him)


def test_no_dog_from_a_building() -> None:
    """「你不能成為處于建筑的角色使用的【狗】的目標」 (R-X45: as 龍魚之羽衣; R-C17: the user's cell) — 2 on a 《狗舍》 with
    a 天狗團扇 (he is in its vision) cannot choose him; off the building it can."""
    g, s = table(s2={"hand": ["狗"], "equips": ["天狗團扇"]})
    p, q = s.players[1], s.players[2]
    q.position = KENNEL
    assert not equipment.can_target(g, q, p)
    s.turn = Turn(2, "出牌")
    targets = [o.get("target") for o in play.options(g, q, 0)]
    assert 1 not in targets and 3 in targets
    q.position = (4, 13)
    assert equipment.can_target(g, q, p)


def test_his_death_line_and_nothing_asked() -> None:
    """「陣亡：我只是來打醬油的」; 「鎖定技」: no ask of his, so no bot needs a handler."""
    g, s = table()
    s.players[1].hp = 1
    asks, _ = drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "我只是來打醬油的")
    assert all(a.skill != "孤際" for a in asks)
