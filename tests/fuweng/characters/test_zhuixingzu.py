"""方塊8，追星族，3 — 【逐星】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/zhuixingzu.py):
「【逐星】出牌階段限一次，你可令一名存活的其它角色選擇一項：失去1點體力，你與其各摸兩張牌；棄置兩張牌并對你造成1點傷害，然后
你摸X張牌。X為你實際受到的傷害值。」 As scraped: 「?8，追星族，3」 「【逐星】出牌階段限一次，你可令一名存活的其它角色選擇一項(xiàng)：失去1點(diǎn)體力，你與其各摸兩張牌；棄置兩張牌并對(duì)你造成1點(diǎn)傷害，然后你摸X張牌。X為你實(shí)際受到的傷害值。」 「技能：圣上何故視選票為犬彘之食/圣上龍?bào)w為重 萬(wàn)不可自輕而重不才」 「陣亡：不才遺愿 唯風(fēng)見幽香女王 回歸世界一位」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
LOSE, HIT = {"choice": "失去1點體力，你與其各摸兩張牌"}, {"choice": "棄置兩張牌并對其造成1點傷害"}


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "追星族", "hand": []}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 6, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def run(g: Game, flow: Any, script: dict[str, list[Any]] | None = None) -> list[Any]:
    return drive(flow, script)[0]


USE2 = {"skill": "逐星", "choice": "發動", "target": 2}


def test_the_card() -> None:
    """「?8，追星族，3」 — the fourth 8 listed: 方塊8 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("追星族")
    assert (c.label, c.max_hp, c.attribute) == ("方塊8", 3, None)


def test_losing_one_hp_both_draw_two() -> None:
    """「失去1點體力，你與其各摸兩張牌」 — and his line 「圣上何故視選票為犬彘之食」."""
    g, s = table(s2={"hp": 4, "hand": []})
    run(g, play.play_phase(g, s.players[1]), {"出牌": [USE2, END], "逐星": [LOSE]})
    assert s.players[2].hp == 3 and len(s.players[2].hand) == 2 and len(s.players[1].hand) == 2
    assert any("圣上何故視選票為犬彘之食" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_two_cards_and_a_blow_and_he_draws_what_he_took() -> None:
    """「棄置兩張牌并對你造成1點傷害，然后你摸X張牌。X為你實際受到的傷害值。」"""
    g, s = table(s2={"hp": 4, "hand": ["狗", "狗", "家貓"]})
    p, q = s.players[1], s.players[2]
    hp = p.hp
    run(g, play.play_phase(g, p), {"出牌": [USE2, END], "逐星": [HIT, lambda a: a.options[0], lambda a: a.options[0]]})
    assert len(q.hand) == 1 and p.hp == hp - 1 and len(p.hand) == 1


def test_the_second_choice_needs_two_cards_and_once_a_phase() -> None:
    """「棄置兩張牌」 needs two (hand and 裝備區); 「出牌階段限一次」; 「存活的其它角色」: no dead one offered."""
    g, s = table(s2={"hp": 4, "hand": ["狗"]}, s3={"dead": True})
    p = s.players[1]
    offered = [o["target"] for o in play.options(g, p, 0) if o.get("skill") == "逐星"]
    assert 1 not in offered and 3 not in offered and 2 in offered
    asked = run(g, play.play_phase(g, p), {"出牌": [USE2, END]})
    choice = next(a for a in asked if a.skill == "逐星")
    assert [o["choice"] for o in choice.options] == [LOSE["choice"]]
    assert not [o for o in play.options(g, p, 0) if o.get("skill") == "逐星"]


def test_the_heuristic_bot_as_the_named_one_strikes_a_foe() -> None:
    """The heuristic bot named by a foe (a 表外 named by the revealed 蒼鷺) discards two and hits him."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 60):
        g = Game(RULES, 6, seed, {"局面": {"seats": {1: {"character": "追星族"}}}})
        s = g.state
        me = s.players[1]
        them = next((p for p in s.players.values() if p.identity == "表外" and p.seat != 1), None)
        if me.identity != "蒼鷺" or them is None or len(them.hand) + len(them.equips) < 2:
            continue
        s.turn = Turn(1, "出牌")
        flow = play.play_phase(g, me)
        batch = next(flow)
        while not batch:
            batch = flow.send({})
        (ask,) = flow.send({1: {"skill": "逐星", "choice": "發動", "target": them.seat}})
        got = HeuristicBot(them.seat).decide(ask, lambda g=g, x=them.seat: seat_view(g, x))
        assert got == HIT
        checked += 1
    assert checked >= 2
