"""方塊10，夜鶯，3，狂隱 — 【捕獲】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/yeying.py):
「【捕獲】場景技，鎖定技。①當你對其它角色造成傷害后，(其/你)(減/加)X點體力上限。X為傷害值。②其它角色殺死你的獎懲改為摸X張牌
并獲得X枚“喪鐘”標記。X為你的體力上限。」 「*【捕獲場景】每名角色的出牌階段限一次。其可棄1枚“喪鐘”并對另一名角色造成1點傷害。」
As scraped: 「?10，夜鶯，3，狂隱」 「【捕獲】場(chǎng)景技，鎖定技。①當(dāng)你對(duì)其它角色造成傷害后，(其/你)(減/加)X點(diǎn)體力上限。X為傷害值。②其它角色殺死你的獎(jiǎng)懲改為摸X張牌并獲得X枚“喪鐘”標(biāo)記。X為你的體力上限。」
「*【捕獲場(chǎng)景】每名角色的出牌階段限一次。其可棄1枚“喪鐘”并對(duì)另一名角色造成1點(diǎn)傷害。」 「技能：抓到你了」 「陣亡：?jiǎn)淑姙檎l(shuí)而鳴」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}


def table(players: int = 6, **seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "夜鶯"}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, players, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    return g, s


def run(g: Game, flow: Any, script: dict[str, list[Any]] | None = None) -> list[Any]:
    return drive(flow, script)[0]


def test_the_card() -> None:
    """「?10，夜鶯，3，狂隱」 — the fourth 10 listed: 方塊10 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("夜鶯")
    assert (c.label, c.max_hp, c.attribute) == ("方塊10", 3, "狂隱")


def test_her_damage_moves_max_hp_to_her() -> None:
    """「①當你對其它角色造成傷害后，(其/你)(減/加)X點體力上限。X為傷害值。」 (R-X17: both) — and 「抓到你了」."""
    g, s = table(s2={"hp": 4})
    p, q = s.players[1], s.players[2]
    mine, theirs = p.max_hp, q.max_hp
    run(g, combat.damage(g, p, q, 1))
    assert p.max_hp == mine + 1 and q.max_hp == theirs - 1 and q.hp == 3
    assert any("抓到你了" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_her_killer_draws_and_gets_knells_instead_of_the_reward() -> None:
    """「②其它角色殺死你的獎懲改為摸X張牌并獲得X枚“喪鐘”標記。X為你的體力上限。」 — public marks; her last words
    「喪鐘為誰而鳴」."""
    g, s = table(s1={"character": "夜鶯", "hp": 1}, s2={"hand": []})
    p, killer = s.players[1], s.players[2]
    x = p.max_hp
    run(g, combat.damage(g, killer, p, 1))
    assert p.dead and killer.marks == {"喪鐘": x} and len(killer.hand) == x
    assert RULES.public_table(g)["seats"]["2"]["marks"] == {"喪鐘": x}


def test_the_scene_a_knell_for_a_damage_once_a_phase() -> None:
    """「*【捕獲場景】每名角色的出牌階段限一次。其可棄1枚“喪鐘”并對另一名角色造成1點傷害。」 — any character, any
    range; the one who spends it is the source."""
    g, s = table(s3={"hand": []}, s5={"hp": 4})
    q = s.players[3]
    q.marks["喪鐘"] = 2
    use = {"skill": "捕獲場景", "choice": "發動", "target": 5}
    assert use in play.options(g, q, 0)
    run(g, play.play_phase(g, q), {"出牌": [use, END]})
    assert s.players[5].hp == 3 and q.marks == {"喪鐘": 1}
    assert not [o for o in play.options(g, q, 0) if o.get("skill") == "捕獲場景"]


def test_no_knell_no_scene() -> None:
    g, s = table()
    assert not [o for o in play.options(g, s.players[3], 0) if o.get("skill") == "捕獲場景"]


def test_the_heuristic_bot_spends_a_knell_on_a_foe() -> None:
    """The heuristic bot (a 表外 with a “喪鐘” and nothing else) hits the revealed 蒼鷺."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 60):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "夜鶯"}, 2: {"hand": []}}}})
        s = g.state
        me, heron = s.players[2], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.dead:
            continue
        me.marks["喪鐘"] = 1
        s.turn = Turn(2, "出牌")
        flow = play.play_phase(g, me)
        batch = next(flow)
        while not batch:
            batch = flow.send({})
        got = HeuristicBot(2).decide(batch[0], lambda g=g: seat_view(g, 2))
        assert got == {"skill": "捕獲場景", "choice": "發動", "target": heron.seat}
        checked += 1
    assert checked >= 2
