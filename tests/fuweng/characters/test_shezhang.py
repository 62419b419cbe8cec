"""梅花10，社長，4 — 【待時】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shezhang.py):
「【待時】①出牌階段結束時，若你本階段未使用過牌且手牌中有可使用的牌，你可跳過本回合棄牌階段，然后若X：小于4，你摸X張牌；否則，你
獲得兩條隨機指令。X為手牌數減手牌上限且至少為1。②鎖定技。棄牌階段結束時，你隨機失去X條指令。X為你于此階段內棄置的牌數。」
As scraped: 「?10，社長(zhǎng)，4」 「【待時(shí)】①出牌階段結(jié)束時(shí)，若你本階段未使用過(guò)牌且手牌中有可使用的牌，你可跳過(guò)本回合棄牌階段，然后若X：小于4，你摸X張牌；否則，你獲得兩條隨機(jī)指令。X為手牌數(shù)減手牌上限且至少為1。②鎖定技。棄牌階段結(jié)束時(shí)，你隨機(jī)失去X條指令。X為你于此階段內(nèi)棄置的牌數(shù)。」
「技能：天將降大任于汝/坐擁北地 連任萬(wàn)年」 「陣亡：早知如此 不若早降」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, flow, hooks
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seat1: Any) -> tuple[Game, FState]:
    g = Game(RULES, 5, 1, {"局面": {"seats": {1: {"character": "社長", **seat1}}}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def end_of(g: Game, phase: str) -> Any:
    yield from hooks.emit(g, hooks.PHASE_END, {"seat": 1, "phase": phase})


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【待時】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"待時": list(answers)}, strict=True)[0]


def test_the_card() -> None:
    """「?10，社長，4」 — the third 10 listed: 梅花10 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("社長")
    assert (c.label, c.max_hp, c.attribute) == ("梅花10", 4, None)


def test_an_unused_play_phase_skips_the_discard_and_draws_x() -> None:
    """「①出牌階段結束時，若你本階段未使用過牌且手牌中有可使用的牌，你可跳過本回合棄牌階段，然后若X：小于4，你摸X張牌」
    — six cards at HP 4: X = 2; the line 「天將降大任于汝」."""
    g, s = table(hp=4, hand=["無中生有"] * 1 + ["狗"] * 5)
    p = s.players[1]
    run(g, end_of(g, "出牌"), YES)
    assert s.turn is not None and s.turn.skip_discard and len(p.hand) == 8
    assert any("天將降大任于汝" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_x_is_at_least_one_and_four_or_more_gives_two_commands() -> None:
    """「X為手牌數減手牌上限且至少為1」; 「否則，你獲得兩條隨機指令」."""
    g, s = table(hp=4, hand=["無中生有"])
    run(g, end_of(g, "出牌"), YES)
    assert len(s.players[1].hand) == 2
    g, s = table(hp=1, hand=["無中生有"] + ["狗"] * 4)
    p = s.players[1]
    commands = len(p.commands)
    run(g, end_of(g, "出牌"), YES)
    assert len(p.hand) == 5 and len(p.commands) == commands + 2


def test_not_after_a_card_was_used_nor_without_a_usable_card() -> None:
    """「若你本階段未使用過牌且手牌中有可使用的牌」: a card used this phase, or only a 【無懈可擊】 (it only answers)."""
    g, s = table(hand=["無中生有"])
    assert s.turn is not None
    s.turn.used = 1
    assert run(g, end_of(g, "出牌")) == []
    g, s = table(hand=["無懈可擊"])
    assert run(g, end_of(g, "出牌")) == []


def test_the_discard_phase_costs_a_command_per_card_discarded() -> None:
    """「②鎖定技。棄牌階段結束時，你隨機失去X條指令。X為你于此階段內棄置的牌數。」 — two discarded, two of three
    commands gone; the other seats are told only how many."""
    g, s = table(hp=1, hand=["狗", "狗", "狗"])
    p = s.players[1]
    p.commands = ["控骰", "停留", "路障"]
    s.turn = Turn(1, "棄牌")
    run(g, flow.discard_phase(g, p))
    run(g, end_of(g, "棄牌"))
    assert len(p.hand) == 1 and len(p.commands) == 1
    told = [e for e in g.log.entries if (e.data or {}).get("lost_commands")]
    assert told and told[-1].audience.kind != "all"


def test_the_heuristic_bot_bides() -> None:
    """Skipping the discard and drawing costs nothing: the heuristic bot takes it."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, _ = table(hp=4, hand=["無中生有"] + ["狗"] * 5)
    (ask,) = next(end_of(g, "出牌"))
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == YES
