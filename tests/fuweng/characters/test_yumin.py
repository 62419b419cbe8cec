"""方塊9，愚民，3 — 【映襯】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/yumin.py):
「【映襯】你視野范圍外的一名其它角色受到傷害時，你可棄置一張手牌令其判定。若判定牌與棄置牌花色：相同，傷害+1；不同，
你摸一張牌。」 As scraped: 「?9，愚民，3」 「【映襯】你視野范圍外的一名其它角色受到傷害時(shí)，你可棄置一張手牌令其判定。若判定牌與棄置牌花色：相同，傷害+1；不同，你摸一張牌。」 「技能：俺也一樣/貓車說(shuō)得在理」 「陣亡：隱岐奈 你」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def table(judge: str | None = None, **seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "愚民", "hand": ["狗"]}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    return g, s


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【映襯】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"映襯": list(answers)}, strict=True)[0]


def discard_first(a: Any) -> dict[str, Any]:
    return a.options[1]


def setup(same: bool) -> tuple[Game, FState]:
    """2 is far out of 1's vision (distance 12 > 5); the judgement's top card has (or not) the 狗's suit."""
    g, s = table(s2={"hp": 4})
    near(s, 1, 2, 12)
    suit = str(s.cards[s.players[1].hand[0]].suit)
    other = next(x for x in ("黑桃", "紅桃", "梅花", "方塊") if x != suit)
    s.judgement.put_on_top([f"{suit if same else other}K"])
    return g, s


def test_the_card() -> None:
    """「?9，愚民，3」 — the fourth 9 listed: 方塊9 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("愚民")
    assert (c.label, c.max_hp, c.attribute) == ("方塊9", 3, None)


def test_the_same_suit_adds_one_damage() -> None:
    """「你可棄置一張手牌令其判定。若判定牌與棄置牌花色：相同，傷害+1」 — and his line 「俺也一樣」."""
    g, s = setup(True)
    q = s.players[2]
    run(g, combat.damage(g, s.players[3], q, 1), discard_first)
    assert q.hp == 2 and s.players[1].hand == []
    assert any("俺也一樣" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_another_suit_he_draws_one() -> None:
    """「不同，你摸一張牌」 — the damage as it was."""
    g, s = setup(False)
    q, p = s.players[2], s.players[1]
    run(g, combat.damage(g, s.players[3], q, 1), discard_first)
    assert q.hp == 3 and len(p.hand) == 1


def test_only_out_of_his_vision_and_not_himself() -> None:
    """「你視野范圍外的一名其它角色」: a character in his vision, or himself, asks nothing; without a hand card
    neither."""
    g, s = table(s2={"hp": 4})
    near(s, 1, 2, 1)
    asked = run(g, combat.damage(g, s.players[3], s.players[2], 1))
    asked += run(g, combat.damage(g, s.players[3], s.players[1], 1))
    assert all(a.skill != "映襯" for a in asked)
    g, s = table(s2={"hp": 4})
    near(s, 1, 2, 12)
    s.players[1].hand = []
    assert all(a.skill != "映襯" for a in run(g, combat.damage(g, s.players[3], s.players[2], 1)))


def test_declined_nothing_happens() -> None:
    g, s = setup(True)
    run(g, combat.damage(g, s.players[3], s.players[2], 1), NO)
    assert s.players[2].hp == 3 and len(s.players[1].hand) == 1


def test_the_heuristic_bot_spends_a_card_on_a_foes_damage_only() -> None:
    """The heuristic bot: the revealed 蒼鷺 hurt out of its vision — a 表外 discards its least worthy card, a 貓娘
    keeps its cards."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    seen: set[str] = set()
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "愚民", "hand": ["狗", "家貓"]}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity not in ("貓娘", "表外") or heron.seat == 1 or heron.dead:
            continue
        near(s, 1, heron.seat, 12)
        s.turn = Turn(1, "出牌")
        other = next(p for p in s.players.values() if p.seat not in (1, heron.seat))
        (ask,) = next(combat.damage(g, other, heron, 1))
        got = HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1))
        assert (got != NO) == (me.identity == "表外"), (me.identity, got)
        seen.add(me.identity)
    assert seen == {"貓娘", "表外"}
