"""Skills heard at one moment (issue 24: 「The book gives no order for skills that fire at one moment: rule one in
docs/rulings/fuweng.md (Sanguosha's usual answer is the current player first, then seat order from him) and test it.」;
ruling F-35, reading R-G3 「the current character's first, then in turn order」). Seed 001_ea231be5ab83fae4.txt:
愚民 「【映襯】你視野范圍外的一名其它角色受到傷害時，你可棄置一張手牌令其判定。」 and 預言家 「陰：你視野范圍外的一名其它角色受到
傷害時，…你可失去1點體力并令此傷害+1。」 hear the same moment."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def table() -> tuple[Game, FState]:
    g = Game(RULES, 5, 4, {"局面": {"seats": {2: {"character": "愚民", "hand": ["狗"]},
                                             4: {"character": "預言家", "陰陽": {"引燃": "陰"}}}}})
    s = g.state
    assert isinstance(s, FState)
    for q in s.players.values():  # 3 far out of everybody's vision
        q.position = (14, 1) if q.seat == 3 else (0, 13)
    return g, s


def asked_in_order(current: int) -> list[Any]:
    g, s = table()
    s.turn = Turn(current, "出牌")
    asks = drive(g, combat.damage(g, s.players[1], s.players[3], 1), then=lambda a: NO)
    return [(a.seat, a.skill) for a in asks]


def test_the_current_character_s_skill_first_then_turn_order_from_him() -> None:
    _, s = table()
    order = s.order()
    for current in (2, 4, 1):
        start = order.index(current)
        from_current = order[start:] + order[:start]
        want = [(x, {2: "映襯", 4: "引燃"}[x]) for x in from_current if x in (2, 4)]
        assert asked_in_order(current) == want, current


def test_the_order_turns_with_the_current_character() -> None:
    assert asked_in_order(2)[0] == (2, "映襯") and asked_in_order(4)[0] == (4, "引燃")
