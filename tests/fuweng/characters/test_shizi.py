"""紅桃K，獅子，3，狂隱 — 【反芻】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shizi.py):
「【反芻】①行動階段，你可改為進行一次傳送。②鎖定技。當你行動或傳送時，其上有其它角色的格子視為《傳送》；當你傳送后，摸三張牌。」
As scraped: 「?K，獅子，3，狂隱」 「【反芻】①行動(dòng)階段，你可改為進(jìn)行一次傳送。②鎖定技。當(dāng)你行動(dòng)或傳送時(shí)，其上有其它角色的格子視為《傳送》；當(dāng)你傳送后，摸三張牌。」
「技能：民不畏死 奈何視民為芻狗/若勝天無(wú)門 必返而反之」 「陣亡：不要救助要吃飯 不要領(lǐng)養(yǎng)要自由」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said, turn_log

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import flow
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def table(**seats: Any) -> tuple[Game, FState]:
    return kit.table("獅子", s1={"hand": [], **seats.pop("s1", {})}, **seats)


def action(g: Game, script: dict[Any, list[Any]]) -> list[Any]:
    """Seat 1's turn from its 行動階段 to its end; the asks listed take the answers, every other its default."""
    return drive(flow.turn(g, 1, begin="行動"), script)[0]


def test_the_card() -> None:
    """「?K，獅子，3，狂隱」 — the second K listed: 紅桃K (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("獅子")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃K", 3, "狂隱")


def test_one_teleport_replaces_the_action_phase_and_draws_three() -> None:
    """「①行動階段，你可改為進行一次傳送。」 and 「當你傳送后，摸三張牌。」 — no throw at all, nothing on arrival (R-M7);
    the lines 「民不畏死 奈何視民為芻狗」, then 「若勝天無門 必返而反之」."""
    g, s = table(s1={"position": [5, 13], "heading": "東", "dice_control": [2]})
    p = s.players[1]
    asks = action(g, {"反芻": [{"choice": "傳送", "target": [10, 7]}]})
    assert [a.skill for a in asks][:1] == ["反芻"]
    assert p.position == (10, 7) and len(p.hand) == 3
    assert p.dice_control == [2]  # no 行動投擲 was made
    assert not any("投擲" in t for t in turn_log(g))
    assert said(g, "民不畏死 奈何視民為芻狗") and said(g, "若勝天無門 必返而反之")


def test_declined_the_phase_throws_as_usual() -> None:
    """「你可」: declined, the 行動階段 runs its throws; stopping on an empty cell is no 傳送 (no cards drawn)."""
    g, s = table(s1={"position": [1, 13], "heading": "東", "dice_control": [2, 2]})
    p = s.players[1]
    action(g, {"反芻": [NO]})
    assert p.dice_control == [] and p.position == (5, 13)


def test_the_destinations_are_the_other_portals_and_the_cells_others_stand_on() -> None:
    """②「當你行動或傳送時，其上有其它角色的格子視為《傳送》」 — so ①'s 傳送 may go to seat 3's cell, not to his own."""
    g, s = table(s1={"position": [4, 13], "heading": "東"}, s3={"position": [8, 13]})
    others = sorted(q.position for q in s.players.values() if q.seat != 1 and q.position is not None)
    asks = action(g, {"反芻": [{"choice": "傳送", "target": [8, 13]}]})
    targets = [tuple(o["target"]) for o in asks[0].options if "target" in o]
    assert (8, 13) in others and targets == [(4, 7), (10, 7), (10, 1), *others]
    assert s.players[1].position == (8, 13) and len(s.players[1].hand) == 3


def test_stopping_on_a_cell_another_character_stands_on_runs_the_portal_event() -> None:
    """②「其上有其它角色的格子視為《傳送》」 — a 行動 stopping on seat 3's 《野外》 runs the 《傳送》 event
    (「選擇一項：傳送至另一《傳送》…；檢索一張動物牌。」), not the 《野外》's; its teleport draws three."""
    g, s = table(s1={"position": [3, 13], "heading": "東", "dice_control": [2]}, s3={"position": [5, 13]})
    p = s.players[1]
    asks = action(g, {"反芻": [NO], "傳送": [{"choice": "傳送", "target": [10, 7]}]})
    assert [a.skill for a in asks if a.seat == 1][:2] == ["反芻", "傳送"]
    log = turn_log(g)
    stop = log.index("1号停留在(5,13)《野外》。")
    assert log[stop + 1:stop + 4] == ["1号傳送至(10,7)《傳送》。", "1号發動【反芻】: 「若勝天無門 必返而反之」",
                                      "1号摸3張牌 (動物牌、動物牌、動物牌)。"]
    assert p.position is not None


def test_without_the_skill_the_same_stop_is_the_cell_s_own_event() -> None:
    """The same stop with seat 3 gone from the cell: a 《野外》 — 「檢索一張動物牌」, no 《傳送》 ask."""
    g, _s = table(s1={"position": [3, 13], "heading": "東", "dice_control": [2]})
    asks = action(g, {"反芻": [NO]})
    assert "傳送" not in [a.skill for a in asks]
    log = turn_log(g)
    stop = log.index("1号停留在(5,13)《野外》。")
    assert log[stop + 1].startswith("1号檢索動物牌")


def test_passing_an_occupied_market_runs_no_pass_event() -> None:
    """A 《傳送》 has no 經過 event: passing seat 3 on the 《股市》 (「經過時可選擇一項：購股；賣出。」) asks nothing of him;
    without seat 3 there the same move asks it."""
    g, _ = table(s1={"position": [14, 9], "heading": "南", "dice_control": [3]}, s3={"position": [14, 7]})
    asks = action(g, {"反芻": [NO]})
    assert "股市" not in [a.skill for a in asks]
    g, _s = table(s1={"position": [14, 9], "heading": "南", "dice_control": [3]})
    asks = action(g, {"反芻": [NO]})
    assert "股市" in [a.skill for a in asks]


def test_leaving_hospital_is_a_teleport_and_draws_three() -> None:
    """「當你傳送后，摸三張牌」 — 出院 (「傳送至《醫院》」, R-H2) is a 傳送 of his too."""
    g, s = table(s1={"hospital": 0})
    p = s.players[1]
    drive(flow.turn(g, 1))
    assert p.position is not None and p.hospital is None and len(p.hand) >= 3
    assert said(g, "若勝天無門 必返而反之")


def test_a_stay_is_not_replaced() -> None:
    """停留機制 「其本階段改為執行一次當前格事件」 replaces the phase first: 反芻 is not offered (F-29)."""
    g, _ = table(s1={"position": [5, 13], "heading": "東", "stays": 1})
    asks = action(g, {})
    assert "反芻" not in [a.skill for a in asks]


def test_the_heuristic_bot_teleports_for_three_cards() -> None:
    """The bot takes ①'s teleport (three cards beat a phase of throws) and, stopped on a 《傳送》, teleports rather
    than search one animal card."""
    g, _s = table(s1={"position": [5, 13], "heading": "東"})
    bot = HeuristicBot(1)
    asks = drive(flow.turn(g, 1, begin="行動"), {"反芻": [lambda a: bot.decide(a, lambda: seat_view(g, 1))]})[0]
    assert asks[0].skill == "反芻"
    assert "1号發動【反芻】: 「民不畏死 奈何視民為芻狗」" in turn_log(g)
    assert not any("投擲" in t for t in turn_log(g))
