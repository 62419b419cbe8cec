"""紅桃8，野兔子，3，狂隱 — 【霍星】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/yetuzi.py):
「【霍星】出牌階段，你可選擇一名其它角色并棄置兩張牌，然后對其造成1點傷害。若其因受到此傷害進入瀕死狀態，則當此瀕死狀態結束后，
若其：存活，本階段此技能無效；已陣亡，你失去此技能。」 As scraped: 「?8，野兔子，3，狂隱」 「【霍星】出牌階段，你可選擇一名其它角色并棄置兩張牌，然后對(duì)其造成1點(diǎn)傷害。若其因受到此傷害進(jìn)入瀕死狀態(tài)，則當(dāng)此瀕死狀態(tài)結(jié)束后，若其：存活，本階段此技能無(wú)效；已陣亡，你失去此技能。」 「技能：順我者高官厚祿 逆我者晚節(jié)不保/穩(wěn)據(jù)竹林 擁數(shù)百萬(wàn)野兔」 「陣亡：追二兔不得一兔 追一兔歸于塵土」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
FIRST = [lambda a: a.options[0], lambda a: a.options[0]]


def run(g: Game, flow: Any, script: dict[str, list[Any]] | None = None) -> list[Any]:
    return drive(flow, script)[0]


def table(hand: list[str], **seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "野兔子", "hand": hand}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 8, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def use(t: int) -> dict[str, Any]:
    return {"skill": "霍星", "choice": "發動", "target": t}


def test_the_card() -> None:
    """「?8，野兔子，3，狂隱」 — the second 8 listed: 紅桃8 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("野兔子")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃8", 3, "狂隱")


def test_two_cards_for_one_damage_again_and_again() -> None:
    """「出牌階段，你可選擇一名其它角色并棄置兩張牌，然后對其造成1點傷害。」 — twice in one phase; the line
    「順我者高官厚祿 逆我者晚節不保」."""
    g, s = table(["狗"] * 4, s2={"hp": 4})
    run(g, play.play_phase(g, s.players[1]), {"出牌": [use(2), use(2), END], "霍星": FIRST * 2})
    assert s.players[2].hp == 2 and s.players[1].hand == []
    assert any("順我者高官厚祿 逆我者晚節不保" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_a_dying_that_ends_alive_stops_it_for_the_phase() -> None:
    """「若其因受到此傷害進入瀕死狀態，則當此瀕死狀態結束后，若其：存活，本階段此技能無效」 — saved by its own 家貓."""
    g, s = table(["狗"] * 4, s2={"hp": 1, "hand": ["家貓"]})
    run(g, play.play_phase(g, s.players[1]), {"出牌": [use(2), END], "霍星": FIRST, "家貓": [lambda a: a.options[1]]})
    assert s.players[2].hp == 1 and not s.players[2].dead
    assert not [o for o in play.options(g, s.players[1], 0) if o.get("skill") == "霍星"]


def test_a_death_takes_the_skill_away() -> None:
    """「已陣亡，你失去此技能」 — for good."""
    g, s = table(["狗"] * 4, s2={"hp": 1, "hand": []})
    run(g, play.play_phase(g, s.players[1]), {"出牌": [use(2), END], "霍星": FIRST})
    assert s.players[2].dead
    s.turns += 1
    assert not [o for o in play.options(g, s.players[1], 0) if o.get("skill") == "霍星"]


def test_it_needs_two_cards() -> None:
    """「棄置兩張牌」: with one card it is not offered."""
    g, s = table(["狗"])
    assert not [o for o in play.options(g, s.players[1], 0) if o.get("skill") == "霍星"]


def test_the_heuristic_bot_discards_its_least_worthy_cards() -> None:
    """Asked which card to discard for 霍星, the heuristic bot gives up its least worthy one: at 1 HP a 狗 before the
    家貓 that would save it."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table(["家貓", "狗", "家貓"], s2={"hp": 4})
    s.players[1].hp = 1
    flow = play.play_phase(g, s.players[1])
    batch = next(flow)
    while not batch:
        batch = flow.send({})
    (ask,) = flow.send({1: use(2)})
    got = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert s.cards[got["choice"]].name == "狗"
