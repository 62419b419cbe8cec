"""紅桃10，綿羊，3，狂隱 — 【試肝】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/mianyang.py):
「【試肝】出牌階段限一次。你可選擇兩名其它角色，令前者選擇一項：視為對后者使用【狗】；失去2點體力。」
As scraped: 「?10，綿羊，3，狂隱」 「【試肝】出牌階段限一次。你可選擇兩名其它角色，令前者選擇一項(xiàng)：視為對(duì)后者使用【狗】；失去2點(diǎn)體力。」 「技能：躍躍欲試者 先接我兩招再說(shuō)/只有勇敢者 能踏入我的帝國(guó)」 「陣亡：世上狂隱者 鮮矣」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
DOG, LOSE = {"choice": "視為對后者使用【狗】"}, {"choice": "失去2點體力"}


def run(g: Game, flow: Any, script: dict[str, list[Any]] | None = None) -> list[Any]:
    return drive(flow, script)[0]


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "綿羊"}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 6, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def test_the_card() -> None:
    """「?10，綿羊，3，狂隱」 — the second 10 listed: 紅桃10 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("綿羊")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃10", 3, "狂隱")


def test_the_first_uses_a_dog_on_the_second_at_any_distance() -> None:
    """「令前者選擇一項：視為對后者使用【狗】」 (R-X15: no range, no card) — 2 hits 3 across the map; the line
    「躍躍欲試者 先接我兩招再說」."""
    g, s = table(s3={"hp": 4, "hand": []})
    near(s, 2, 3, 40)
    use = {"skill": "試肝", "choice": "發動", "target": [2, 3]}
    run(g, play.play_phase(g, s.players[1]), {"出牌": [use, END], "試肝": [DOG]})
    assert s.players[3].hp == 3
    assert any("躍躍欲試者 先接我兩招再說" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_or_the_first_loses_two_hp() -> None:
    """「失去2點體力」."""
    g, s = table(s2={"hp": 4})
    use = {"skill": "試肝", "choice": "發動", "target": [2, 3]}
    run(g, play.play_phase(g, s.players[1]), {"出牌": [use, END], "試肝": [LOSE]})
    assert s.players[2].hp == 2


def test_once_a_play_phase_and_two_other_characters() -> None:
    """「出牌階段限一次」 「兩名其它角色」: every ordered pair of two others (himself never), then none."""
    g, s = table()
    p = s.players[1]
    pairs = [tuple(o["target"]) for o in play.options(g, p, 0) if o.get("skill") == "試肝"]
    assert len(pairs) == 5 * 4 and all(1 not in pair and pair[0] != pair[1] for pair in pairs)
    run(g, play.play_phase(g, p), {"出牌": [{"skill": "試肝", "choice": "發動", "target": [2, 3]}, END],
                                   "試肝": [LOSE]})
    assert not [o for o in play.options(g, p, 0) if o.get("skill") == "試肝"]


def test_the_heuristic_bot_sets_two_foes_on_each_other() -> None:
    """The heuristic bot (a 貓娘 seeing the revealed 蒼鷺's foes only by chance) takes a pair of likely foes; the first,
    asked, hits a foe rather than lose 2 HP."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table(s2={"hp": 4})
    flow = play.play_phase(g, s.players[1])
    ask = next(flow)
    while not ask:  # (the step's PACE)
        ask = flow.send({})
    bot = HeuristicBot(1)
    got = bot.decide(ask[0], lambda: seat_view(g, 1))
    assert got.get("skill") != "試肝" or all(bot.enemy(x) > 0.5 for x in got["target"])
