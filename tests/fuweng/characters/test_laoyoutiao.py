"""黑桃J，老油條，4 — 【詐死】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/laoyoutiao.py):
「【詐死】①當你受到致命傷害時，若你處于地圖上且你的視野范圍內沒有《醫院》，你可防止之并入院1輪。②鎖定技。當你入院X輪時，
摸三張牌，若X大于1，改為1；若你處于入院X輪狀態，你不能被選擇；若你與《醫院》距離不大于6，你的額定投擲數-1。」
As scraped: 「?J，老油條，4」 「【詐死】①當(dāng)你受到致命傷害時(shí)，若你處于地圖上且你的視野范圍內(nèi)沒(méi)有《醫(yī)院》，你可防止之并入院1輪。②鎖定技。當(dāng)你入院X輪時(shí)，摸三張牌，若X大于1，改為1；若你處于入院X輪狀態(tài)，你不能被選擇；若你與《醫(yī)院》距離不大于6，你的額定投擲數(shù)-1。」 「技能：官場(chǎng)如戰(zhàn)場(chǎng) 不可不提防/這點(diǎn)小伎倆 怎會(huì)看不破」 「陣亡：失陪的代價(jià) 竟如此慘重」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, npcs, skills, tricks
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def cell_at(dist: range) -> list[int]:
    b = RULES.board
    hx, hy = b.of_kind(Kind.YIYUAN)[0].pos
    return next(list(c.pos) for c in b.cells if c.kind != Kind.YIYUAN and abs(c.pos[0] - hx) + abs(c.pos[1] - hy) in dist)


def table(where: list[int], **seat1: Any) -> tuple[Game, FState]:
    g = Game(RULES, 6, 1, {"局面": {"seats": {1: {"character": "老油條", "hand": [], "position": where, **seat1}}}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    return g, s


FAR, NEAR = cell_at(range(9, 99)), cell_at(range(1, 5))


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【詐死】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"詐死": list(answers)}, strict=True)[0]


def test_the_card() -> None:
    """「?J，老油條，4」 — the first J listed: 黑桃J (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("老油條")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃J", 4, None)


def test_fatal_damage_far_from_the_hospital_he_plays_dead() -> None:
    """「①當你受到致命傷害時，若你處于地圖上且你的視野范圍內沒有《醫院》，你可防止之并入院1輪。」 — and ② draws 3;
    the line 「官場如戰場 不可不提防」."""
    g, s = table(FAR, hp=2)
    p = s.players[1]
    run(g, combat.damage(g, s.players[3], p, 2), YES)
    assert p.hp == 2 and p.hospital == 1 and p.position is None and len(p.hand) == 3
    assert any("官場如戰場 不可不提防" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_not_when_the_hospital_is_in_sight_or_the_damage_not_fatal() -> None:
    """「若…你的視野范圍內沒有《醫院》」 and 「致命傷害」: near the 《醫院》, or a damage below his HP, nothing is asked."""
    g, s = table(NEAR, hp=2)
    assert all(a.skill != "詐死" for a in run(g, combat.damage(g, s.players[3], s.players[1], 2)))
    g, s = table(FAR, hp=3)
    assert all(a.skill != "詐死" for a in run(g, combat.damage(g, s.players[3], s.players[1], 2)))


def test_any_stay_draws_three_and_becomes_one_round() -> None:
    """「②鎖定技。當你入院X輪時，摸三張牌，若X大于1，改為1」 — a 2-round stay (緋想之劍's) is 1."""
    g, s = table(FAR)
    p = s.players[1]
    npcs.hospitalise(g, p, 2)
    assert p.hospital == 1 and len(p.hand) == 3


def test_in_hospital_no_one_may_choose_him() -> None:
    """「若你處于入院X輪狀態，你不能被選擇」 — 金鼓齊鳴 (no range, off the map included) cannot name him."""
    g, s = table(FAR)
    p, q = s.players[1], s.players[2]
    assert 1 in [x.seat for x in tricks.targets(g, q, "金鼓齊鳴")]
    npcs.hospitalise(g, p, 1)
    assert 1 not in [x.seat for x in tricks.targets(g, q, "金鼓齊鳴")]


def test_near_the_hospital_one_throw_fewer() -> None:
    """「若你與《醫院》距離不大于6，你的額定投擲數-1」."""
    g, s = table(NEAR)
    assert skills.rated_throws(g, s.players[1]) == -1
    g, s = table(FAR)
    assert skills.rated_throws(g, s.players[1]) == 0


def test_the_heuristic_bot_plays_dead_at_a_fatal_blow() -> None:
    """The heuristic bot answers 【詐死】① with 發動: a fatal damage prevented for a round in hospital (and three
    cards) is never worse than the damage."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table(FAR, hp=2)
    p = s.players[1]
    bot = HeuristicBot(1)
    asked = drive(combat.damage(g, s.players[3], p, 2),
                  {"詐死": [lambda a: bot.decide(a, lambda: seat_view(g, 1))]})[0]
    assert [a.skill for a in asked] == ["詐死"] and p.hp == 2 and p.hospital == 1
