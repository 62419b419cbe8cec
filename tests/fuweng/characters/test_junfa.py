"""黑桃2，軍閥，4 — 【據天】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/junfa.py):
「【據天】當你成為其它角色使用的牌的唯一目標時，若你處于地圖上且你的視野范圍內沒有《監獄》，你可入獄1輪、摸三張牌并取消之。」
As scraped: 「?2，軍閥，4」 「【據(jù)天】當(dāng)你成為其它角色使用的牌的唯一目標(biāo)時(shí)，若你處于地圖上且你的視野范圍內(nèi)沒(méi)有《監(jiān)獄》，你可入獄1輪、摸三張牌并取消之。」 「技能：緋府富足 再無(wú)擴(kuò)張欲望/偏安一隅 以御幻匪」 「陣亡：貓與貓尾 固未分離」."""

from __future__ import annotations

from typing import Any

from kit import drive, said, table

from daoyan.games.fuweng import RULES, combat, hooks, play, tricks
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.state import Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def cell_at(dist: range) -> list[int]:
    b = RULES.board
    px, py = b.of_kind(Kind.JIANYU)[0].pos
    return next(list(c.pos) for c in b.cells
                if c.kind != Kind.JIANYU and abs(c.pos[0] - px) + abs(c.pos[1] - py) in dist)


FAR, NEAR = cell_at(range(12, 99)), cell_at(range(1, 3))


def setup(where: list[int] = FAR, **s1: Any) -> tuple[Any, Any]:
    g, s = table("軍閥", s1={"hand": [], "position": where, **s1}, s2={"hand": ["狗", "狗", "順手牽羊"]})
    s.turn = Turn(2, "出牌")
    assert combat.vision(g, s.players[1]) < 12
    return g, s


def card(s: Any, seat: int, name: str) -> int:
    q = s.players[seat]
    c = next(c for c in q.hand if s.cards[c].name == name)
    q.hand.remove(c)
    return c


def dog(g: Any, s: Any, *answers: Any) -> list[Any]:
    return drive(play.use_dog(g, s.players[2], s.players[1], card(s, 2, "狗")), {"據天": list(answers)},
                 strict=True)[0]


def test_the_card() -> None:
    """「?2，軍閥，4」 — the first 2 listed: 黑桃2 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("軍閥")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃2", 4, None)


def test_a_dog_on_him_far_from_the_prison_is_cancelled() -> None:
    """「當你成為其它角色使用的牌的唯一目標時，若你處于地圖上且你的視野范圍內沒有《監獄》，你可入獄1輪、摸三張牌并取消之。」
    (R-X39: the card has no effect on him) — no damage; the line 「緋府富足 再無擴張欲望」, the next time
    「偏安一隅 以御幻匪」."""
    g, s = setup()
    p = s.players[1]
    dog(g, s, YES)
    assert p.hp == 4 and p.prison == 1 and p.position is None and len(p.hand) == 3
    assert said(g, "緋府富足 再無擴張欲望")
    p.prison, p.position = None, FAR
    dog(g, s, YES)
    assert p.hp == 4 and len(p.hand) == 6 and said(g, "偏安一隅 以御幻匪")


def test_declined_the_card_resolves() -> None:
    """「你可」 — declined, the 【狗】 hits him."""
    g, s = setup()
    dog(g, s, NO)
    assert s.players[1].hp == 3 and s.players[1].prison is None


def test_a_trick_too() -> None:
    """「牌」 — 順手牽羊 used on him is cancelled: he keeps his cards (and draws three)."""
    g, s = setup(hand=["家貓"])
    c = card(s, 2, "順手牽羊")
    s.players[2].hand.append(c)
    drive(tricks.use(g, s.players[2], c, 1), {"據天": [YES]}, strict=True)
    assert len(s.players[1].hand) == 4 and c in s.discard


def test_not_with_the_prison_in_sight_off_the_map_or_his_own_card_or_two_targets() -> None:
    """「若你處于地圖上且你的視野范圍內沒有《監獄》」, 「其它角色使用的」, 「唯一目標」 — nothing is asked."""
    g, s = setup(NEAR)
    assert all(a.skill != "據天" for a in dog(g, s))
    g, s = setup()
    s.players[1].position = None
    s.players[1].prison = 2
    assert all(a.skill != "據天" for a in dog(g, s))
    g, s = setup(hand=["無中生有"])
    p = s.players[1]
    asked = drive(tricks.use(g, p, p.hand[0], 1))[0]
    assert all(a.skill != "據天" for a in asked) and len(p.hand) == 3
    g, s = setup()
    asked = drive(hooks.emit(g, hooks.TARGETED, {"user": 2, "target": 1, "card": None, "name": "狗", "targets": 2}))[0]
    assert asked == []


def test_his_last_words() -> None:
    """「陣亡：貓與貓尾 固未分離」."""
    g, s = setup()
    drive(combat.damage(g, s.players[2], s.players[1], 9))
    assert s.players[1].dead and said(g, "貓與貓尾 固未分離")


def test_the_heuristic_bot_cancels_a_dog_not_a_house_cat() -> None:
    """The heuristic bot: a 【狗】 on him — cancel it (three cards, no damage); a 【家貓】 saving him — let it heal."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = setup()
    (ask,) = next(play.use_dog(g, s.players[2], s.players[1], card(s, 2, "狗")))
    assert ask.skill == "據天"
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == YES
    g, s = setup()
    (ask,) = next(iter(hooks.emit(g, hooks.TARGETED, {"user": 2, "target": 1, "card": None, "name": "家貓",
                                                      "targets": 1})))
    assert ask.skill == "據天"
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == NO
