"""梅花K，叛忍，4 — 【冥婚】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/panren.py):
「【冥婚】每回合限一次。當你受到傷害時，你可令你視野范圍內的一名其它角色選擇一項：令此傷害+1，然后你于傷害結算結束后對其造成
等量的傷害；若牌數不小于2，令你隨機獲得其兩張牌并防止此傷害。」 As scraped: 「?K，叛忍，4」 「【冥婚】每回合限一次。當(dāng)你受到傷害時(shí)，你可令你視野范圍內(nèi)的一名其它角色選擇一項(xiàng)：令此傷害+1，然后你于傷害結(jié)算結(jié)束后對(duì)其造成等量的傷害；若牌數(shù)不小于2，令你隨機(jī)獲得其兩張牌并防止此傷害。」 「技能：逢魔之刻 正當(dāng)災(zāi)厄之時(shí)/幽魅之鐘 鳴響審判之鈴」 「陣亡：死亡 是愉快的」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}
MORE, CARDS = {"choice": "令此傷害+1"}, {"choice": "令其獲得兩張牌并防止此傷害"}


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "叛忍", "hp": 4}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    near(s, 1, 2, 1)
    for seat in (3, 4, 5):
        near(s, 1, seat, 20 + seat)  # out of his vision
    return g, s


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【冥婚】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"冥婚": list(answers)}, strict=True)[0]


def test_the_card() -> None:
    """「?K，叛忍，4」 — the third K listed: 梅花K (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("叛忍")
    assert (c.label, c.max_hp, c.attribute) == ("梅花K", 4, None)


def test_plus_one_and_he_deals_it_back() -> None:
    """「令此傷害+1，然后你于傷害結算結束后對其造成等量的傷害」 — he takes 2 from a 1-point damage and deals 2 back
    (R-X5: 「等量」 = what he took); his line 「逢魔之刻 正當災厄之時」."""
    g, s = table(s2={"hp": 4})
    run(g, combat.damage(g, s.players[3], s.players[1], 1), {"target": 2}, MORE)
    assert s.players[1].hp == 2 and s.players[2].hp == 2
    assert any("逢魔之刻 正當災厄之時" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_two_cards_prevent_the_damage() -> None:
    """「若牌數不小于2，令你隨機獲得其兩張牌并防止此傷害」 — hand and 裝備區 together (R-G4)."""
    g, s = table(s2={"hp": 4, "hand": ["狗"], "equips": ["繩子"]})
    p, q = s.players[1], s.players[2]
    before = len(p.hand)
    run(g, combat.damage(g, s.players[3], p, 1), {"target": 2}, CARDS)
    assert p.hp == 4 and len(p.hand) == before + 2 and q.hand == [] and q.equips == []


def test_fewer_than_two_cards_leave_only_the_first_choice() -> None:
    """「若牌數不小于2」: one card only — the second option is not offered."""
    g, s = table(s2={"hp": 4, "hand": ["狗"]})
    asked = run(g, combat.damage(g, s.players[3], s.players[1], 1), {"target": 2})
    second = next(a for a in asked if a.skill == "冥婚" and a.seat == 2)
    assert [o["choice"] for o in second.options] == ["令此傷害+1"]


def test_once_a_turn_and_only_in_his_vision() -> None:
    """「每回合限一次」 and 「你視野范圍內的一名其它角色」: the second damage in the turn asks nothing; seats out of his
    vision are not offered."""
    g, s = table(s2={"hp": 4})
    first = run(g, combat.damage(g, s.players[3], s.players[1], 1), {"target": 2}, MORE)
    offered = [o.get("target") for o in first[0].options]
    assert offered == [None, 2]
    again = run(g, combat.damage(g, s.players[3], s.players[1], 1))
    assert all(a.skill != "冥婚" for a in again)
    s.turns += 1  # the next turn
    assert any(a.skill == "冥婚" for a in run(g, combat.damage(g, s.players[3], s.players[1], 1), NO))


def test_dead_he_still_deals_it_back() -> None:
    """R-X5: the damage back comes after the whole resolution, even if it killed him (the dead deal damage)."""
    g, s = table(s2={"hp": 4})
    s.players[1].hp = 1
    run(g, combat.damage(g, s.players[3], s.players[1], 1), {"target": 2}, MORE)
    assert s.players[1].dead and s.players[2].hp == 4 - 2


def test_the_heuristic_bot_names_a_foe_and_the_foe_pays_wisely() -> None:
    """The heuristic bot: 叛忍 names the seat in his vision it believes a foe (none when all are friends); the
    named seat gives its two cards when the damage back would kill it."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 60):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "叛忍"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1 or heron.dead:
            continue
        s.turn = Turn(heron.seat, "出牌")
        near(s, 1, heron.seat, 1)
        for other in s.players.values():
            if other.seat not in (1, heron.seat):
                near(s, 1, other.seat, 30 + other.seat)
        flow = combat.damage(g, heron, me, 1)
        (ask,) = next(flow)
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == {"target": heron.seat}
        heron.hp = 1
        while len(heron.hand) + len(heron.equips) < 2:
            heron.hand.append(s.deck.pop(0))
        (second,) = flow.send({1: {"target": heron.seat}})
        got = HeuristicBot(heron.seat).decide(second, lambda g=g, x=heron.seat: seat_view(g, x))
        assert got == CARDS  # 1 HP: the damage back would kill it
        checked += 1
    assert checked >= 2
