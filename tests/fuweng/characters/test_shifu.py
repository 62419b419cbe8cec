"""方塊4，師傅，3 — 【更名】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shifu.py):
「【更名】出牌階段開始時，你可棄置一張手牌。然后若你的手牌數不小于(1/2/3)，你檢索一張(動物/大招/裝備)牌。」
「Q:括號分句如何結算？」 「A:先記錄手牌數為X，然后按括號內從左往右順序依次結算所有X符合條件的分句。」
As scraped: 「?4，師傅，3」 「【更名】出牌階段開始時(shí)，你可棄置一張手牌。然后若你的手牌數(shù)不小于(1/2/3)，你檢索一張(動(dòng)物/大招/裝備)牌。」 「Q:括號(hào)分句如何結(jié)算？」 「A:先記錄手牌數(shù)為X，然后按括號(hào)內(nèi)從左往右順序依次結(jié)算所有X符合條件的分句。」 「技能：對(duì)不起 您暫時(shí)不能改名/恭喜您 改名已成功 用時(shí)一秒」 「陣亡：叫野兔子來(lái)也沒(méi)用」."""

from __future__ import annotations

from typing import Any

from kit import drive, said, table

from daoyan.core.game import Game
from daoyan.games.fuweng import combat, hooks
from daoyan.games.fuweng.cards import Category
from daoyan.games.fuweng.state import Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def setup(hand: list[str]) -> tuple[Any, Any]:
    g, s = table("師傅", s1={"hand": hand})
    s.turn = Turn(1, "出牌")
    return g, s


def start(g: Game) -> Any:
    yield from hooks.emit(g, hooks.PHASE_START, {"seat": 1, "phase": "出牌"})


def discard(name: str) -> Any:
    return lambda a: next(o for o in a.options if isinstance(o.get("choice"), int) and _names[o["choice"]] == name)


_names: dict[int, str] = {}


def run(g: Any, s: Any, answer: Any) -> tuple[list[Any], list[int]]:
    """The 出牌階段's start with 更名's answer; returns the asks and the cards he gained."""
    _names.clear()
    _names.update({c: s.cards[c].name for c in s.players[1].hand})
    before = set(s.players[1].hand)
    asked = drive(start(g), {"更名": [answer]}, strict=True)[0]
    return asked, [c for c in s.players[1].hand if c not in before]


def test_the_card() -> None:
    """「?4，師傅，3」 — the second 4 listed: 方塊4 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("師傅")
    assert (c.label, c.max_hp, c.attribute) == ("方塊4", 3, None)


def test_three_left_every_clause_in_order() -> None:
    """「出牌階段開始時，你可棄置一張手牌。然后若你的手牌數不小于(1/2/3)，你檢索一張(動物/大招/裝備)牌。」 with the Q&A
    「先記錄手牌數為X，然后按括號內從左往右順序依次結算所有X符合條件的分句。」 — four cards, one discarded: X = 3, so
    an 動物牌, a 大招牌, then a 裝備牌 (X is not read again after each search); the line 「恭喜您 改名已成功 用時一秒」."""
    g, s = setup(["狗", "狗", "家貓", "無中生有"])
    _, got = run(g, s, discard("無中生有"))
    assert [s.cards[c].category.back for c in got] == [Category.ANIMAL, Category.TRICK, Category.EQUIPMENT]
    assert len(s.players[1].hand) == 6 and said(g, "恭喜您 改名已成功 用時一秒")


def test_fewer_left_fewer_clauses() -> None:
    """「所有X符合條件的分句」 — X = 1: only the 動物牌; X = 2: the 動物牌 and the 大招牌."""
    g, s = setup(["狗", "家貓"])
    _, got = run(g, s, discard("狗"))
    assert [s.cards[c].category.back for c in got] == [Category.ANIMAL]
    g, s = setup(["狗", "家貓", "狗"])
    _, got = run(g, s, discard("家貓"))
    assert [s.cards[c].category.back for c in got] == [Category.ANIMAL, Category.TRICK]


def test_none_left_nothing_and_declined_nothing() -> None:
    """X = 0 (his only card discarded): no clause, the line 「對不起 您暫時不能改名」; 「你可」 declined: no discard, no
    search; no hand card: nothing asked."""
    g, s = setup(["狗"])
    _, got = run(g, s, discard("狗"))
    assert got == [] and s.players[1].hand == [] and said(g, "對不起 您暫時不能改名")
    g, s = setup(["狗", "狗"])
    _, got = run(g, s, NO)
    assert got == [] and len(s.players[1].hand) == 2
    g, s = setup([])
    assert drive(start(g))[0] == []


def test_his_last_words() -> None:
    """「陣亡：叫野兔子來也沒用」."""
    g, s = setup([])
    drive(combat.damage(g, s.players[2], s.players[1], 9))
    assert s.players[1].dead and said(g, "叫野兔子來也沒用")


def test_the_heuristic_bot_discards_its_least_worth_card_when_two_come_back() -> None:
    """The heuristic bot: four cards → it discards one (the least worth) for three; a single card → it keeps it."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = setup(["狗", "家貓", "無中生有", "狗"])
    (ask,) = next(start(g))
    ans = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert ans.get("choice") in s.players[1].hand
    g, s = setup(["家貓"])
    (ask,) = next(start(g))
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == NO
