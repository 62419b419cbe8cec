"""紅桃J，青蛙，3，狂隱 — 【秘器】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/qingwa.py):
「【秘器】每局限一次。出牌階段，你可視為使用【無我之愛】，以此法使用的【無我之愛】指定所有角色為目標。一名角色陣亡時，此技能
剩余可發動次數+1。」 As scraped: 「?J，青蛙，3，狂隱」 「【秘器】每局限一次。出牌階段，你可視為使用【無(wú)我之愛】，以此法使用的【無(wú)我之愛】指定所有角色為目標(biāo)。一名角色陣亡時(shí)，此技能剩余可發(fā)動(dòng)次數(shù)+1。」 「技能：家主冬眠 閑人免進(jìn)/快告訴我 該怎么辦」 「陣亡：神蛙雖壽 猶有竟時(shí)」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
USE = {"skill": "秘器", "choice": "發動"}
END = {"choice": "結束"}


def run(g: Game, flow: Any, script: dict[str, list[Any]] | None = None) -> list[Any]:
    return drive(flow, script)[0]


def table() -> tuple[Game, FState]:
    g = Game(RULES, 8, 1, {"局面": {"seats": {1: {"character": "青蛙", "hand": []}}}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def test_the_card() -> None:
    """「?J，青蛙，3，狂隱」 — the second J listed: 紅桃J (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("青蛙")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃J", 3, "狂隱")


def test_once_a_game_his_love_reaches_everyone_himself_first() -> None:
    """「出牌階段，你可視為使用【無我之愛】，以此法使用的【無我之愛】指定所有角色為目標。」 — he chooses for all eight,
    himself first; 「每局限一次」: the next 出牌 ask has no 秘器; the line 「家主冬眠 閑人免進」."""
    g, s = table()
    p = s.players[1]
    asked = run(g, play.play_phase(g, p), {"出牌": [USE, lambda a: a.options[0]]})
    targets = [a.prompt_params["n"] for a in asked if a.skill == "無我之愛"]
    assert targets[0] == 1 and sorted(targets) == list(range(1, 9))
    second = [a for a in asked if a.skill == "出牌"][1]
    assert USE not in second.options
    assert any("家主冬眠 閑人免進" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_each_death_gives_one_more_use() -> None:
    """「一名角色陣亡時，此技能剩余可發動次數+1。」"""
    g, s = table()
    p = s.players[1]
    run(g, play.play_phase(g, p), {"出牌": [USE, END]})
    assert USE not in play.options(g, p, 0)
    run(g, combat.damage(g, s.players[3], s.players[2], 10), {})
    assert s.players[2].dead and USE in play.options(g, p, 0)


def test_the_heuristic_bot_uses_it_while_a_foe_lives() -> None:
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 30):
        g = Game(RULES, 6, seed, {"局面": {"seats": {1: {"character": "青蛙", "hand": []}}}})
        s = g.state
        me = s.players[1]
        if me.identity != "表外" or any(p.identity == "蒼鷺" and p.dead for p in s.players.values()):
            continue
        s.turn = Turn(1, "出牌")
        flow = play.play_phase(g, me)
        batch = next(flow)
        while not batch:  # (the step's PACE)
            batch = flow.send({})
        (ask,) = batch
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == USE  # the revealed 蒼鷺 is a foe
        checked += 1
    assert checked >= 2
