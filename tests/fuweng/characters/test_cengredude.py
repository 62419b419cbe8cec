"""方塊Q，蹭熱度的，3 — 【追光】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/cengredude.py):
「【追光】其它角色(陣亡/一次性失去X張牌/受到X點傷害)后，你可摸(3/1/X)張牌。X不小于2。」
As scraped: 「?Q，蹭熱度的，3」 「【追光】其它角色(陣亡/一次性失去X張牌/受到X點(diǎn)傷害)后，你可摸(3/1/X)張牌。X不小于2。」 「技能：富二代遭軟禁 有何陰謀/號(hào)外 世界首例無(wú)頭天狗」 「陣亡：從業(yè)千載 早知下場(chǎng)如此」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, hooks, zones
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(players: int = 8, **seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "蹭熱度的", "hand": []}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, players, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    return g, s


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【追光】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"追光": list(answers)}, strict=True)[0]


def settle(g: Game) -> Any:
    yield from hooks.settle(g)


def test_the_card() -> None:
    """「?Q，蹭熱度的，3」 — the fourth Q listed: 方塊Q (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("蹭熱度的")
    assert (c.label, c.max_hp, c.attribute) == ("方塊Q", 3, None)


def test_another_death_draws_three() -> None:
    """「其它角色陣亡后，你可摸3張牌」 — and his line 「富二代遭軟禁 有何陰謀」."""
    g, s = table(s2={"hp": 1})
    run(g, combat.damage(g, s.players[3], s.players[2], 1), YES)
    assert s.players[2].dead and len(s.players[1].hand) == 3
    assert any("富二代遭軟禁 有何陰謀" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_two_cards_lost_at_once_draws_one_one_card_nothing() -> None:
    """「一次性失去X張牌…摸1張牌。X不小于2。」 (R-X10: one move): a 棄置 of two draws 1; of one asks nothing."""
    g, s = table(s2={"hand": ["狗", "狗", "家貓"]})
    q = s.players[2]
    zones.discard(g, 2, q.hand[:2])
    run(g, settle(g), YES)
    assert len(s.players[1].hand) == 1
    zones.discard(g, 2, q.hand[:1])
    assert run(g, settle(g)) == []


def test_two_damage_draws_two() -> None:
    """「受到X點傷害后，你可摸X張牌。X不小于2。」 — 1 point asks nothing, 2 draw 2."""
    g, s = table(s2={"hp": 4})
    assert all(a.skill != "追光" for a in run(g, combat.damage(g, s.players[3], s.players[2], 1)))
    run(g, combat.damage(g, s.players[3], s.players[2], 2), YES)
    assert len(s.players[1].hand) == 2


def test_his_own_do_not_count() -> None:
    """「其它角色」: his own damage asks nothing."""
    g, s = table(s1={"character": "蹭熱度的", "hp": 3, "hand": []})
    assert all(a.skill != "追光" for a in run(g, combat.damage(g, s.players[3], s.players[1], 2)))


def test_the_heuristic_bot_always_draws() -> None:
    """Drawing costs nothing: the heuristic bot takes the cards."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table(s2={"hp": 4})
    (ask,) = next(combat.damage(g, s.players[3], s.players[2], 2))
    assert ask.skill == "追光" and HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == YES
