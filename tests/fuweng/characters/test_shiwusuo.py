"""梅花2，事務所，4 — 【出警】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shiwusuo.py):
「【出警】每輪限一次。其它角色使用牌時，你可棄置一張類別相同的牌并令此牌無效。若兩張牌牌名相同，你摸兩張牌。」
As scraped: 「?2，事務(wù)所，4」 「【出警】每輪限一次。其它角色使用牌時(shí)，你可棄置一張類別相同的牌并令此牌無(wú)效。若兩張牌牌名相同，你摸兩張牌。」 「技能：好的 我現(xiàn)在就出發(fā)/火警幺幺九 匪警幺幺零」 「陣亡：現(xiàn)在都已經(jīng)是 過(guò)去的故事了」."""

from __future__ import annotations

from typing import Any

from kit import drive, said, table

from daoyan.games.fuweng import combat, play, tricks
from daoyan.games.fuweng.state import Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def setup(hand: list[str]) -> tuple[Any, Any]:
    g, s = table("事務所", s1={"hand": hand}, s2={"hand": ["狗", "順手牽羊", "無我之愛"]},
                 s3={"hand": ["家貓", "家貓"]})
    s.turn = Turn(2, "出牌")
    return g, s


def card(s: Any, seat: int, name: str) -> int:
    q = s.players[seat]
    c = next(c for c in q.hand if s.cards[c].name == name)
    q.hand.remove(c)
    return c


def mine(s: Any, name: str) -> dict[str, Any]:
    return {"choice": next(c for c in s.players[1].hand if s.cards[c].name == name)}


def dog(g: Any, s: Any, *answers: Any) -> list[Any]:
    return drive(play.use_dog(g, s.players[2], s.players[3], card(s, 2, "狗")), {"出警": list(answers)},
                 strict=True)[0]


def test_the_card() -> None:
    """「?2，事務所，4」 — 梅花2 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("事務所")
    assert (c.label, c.max_hp, c.attribute) == ("梅花2", 4, None)


def test_a_dog_voided_with_a_dog_draws_two() -> None:
    """「其它角色使用牌時，你可棄置一張類別相同的牌并令此牌無效。若兩張牌牌名相同，你摸兩張牌。」 (R-X40: no effect at
    all) — his 【狗】 for 2號's 【狗】 on 3號: no damage, he draws two; the line 「好的 我現在就出發」."""
    g, s = setup(["狗", "順手牽羊"])
    p = s.players[1]
    his = mine(s, "狗")["choice"]
    dog(g, s, {"choice": his})
    assert s.players[3].hp == s.players[3].max_hp
    assert len(p.hand) == 3 and his not in p.hand
    assert said(g, "好的 我現在就出發") and said(g, "出警")


def test_a_trick_voided_with_another_trick_no_draw() -> None:
    """「類別相同」 (大招牌) but another name: 順手牽羊 voided by his 無中生有 — 3號 keeps his cards, no draw."""
    g, s = setup(["無中生有", "家貓"])
    p = s.players[1]
    c = card(s, 2, "順手牽羊")
    s.players[2].hand.append(c)
    drive(tricks.use(g, s.players[2], c, 3), {"出警": [mine(s, "無中生有")]}, strict=True)
    assert len(s.players[3].hand) == 2 and len(p.hand) == 1 and c in s.discard


def test_once_per_round() -> None:
    """「每輪限一次」 — a second card in the same round is not asked about; the next round it is, and the second
    firing says 「火警幺幺九 匪警幺幺零」."""
    g, s = setup(["狗", "狗", "無中生有"])
    dog(g, s, mine(s, "狗"))
    assert all(a.skill != "出警" for a in drive(play.use_dog(g, s.players[2], s.players[3], None))[0])
    assert s.players[3].hp == s.players[3].max_hp - 1
    s.round += 1
    dog_on = drive(play.use_dog(g, s.players[2], s.players[3], None), {"出警": [mine(s, "狗")]}, strict=True)[0]
    assert any(a.skill == "出警" for a in dog_on) and said(g, "火警幺幺九 匪警幺幺零")
    assert s.players[3].hp == s.players[3].max_hp - 1


def test_not_asked_without_a_card_of_that_category_nor_for_his_own_cards_nor_wuwo() -> None:
    """「類別相同」: with only 大招牌 in hand, a 【狗】 is not asked about; 「其它角色」: his own 【狗】 never;
    【無我之愛】 is immune (R-X40)."""
    g, s = setup(["無中生有"])
    assert all(a.skill != "出警" for a in dog(g, s))
    g, s = setup(["狗", "無中生有"])
    asked = drive(play.use_dog(g, s.players[1], s.players[3], card(s, 1, "狗")))[0]
    assert all(a.skill != "出警" for a in asked)
    c = card(s, 2, "無我之愛")
    s.players[2].hand.append(c)
    asked = drive(tricks.use(g, s.players[2], c, None))[0]
    assert all(a.skill != "出警" for a in asked)


def test_an_equipment_card_voided_is_not_equipped() -> None:
    """「令此牌無效」 — an equipment card 2號 uses in his 出牌階段, voided by one of his: not equipped, discarded."""
    g, s = table("事務所", s1={"hand": ["緋想之劍"]}, s2={"hand": ["萊瓦汀"]})
    s.turn = Turn(2, "出牌")
    q = s.players[2]
    lv = q.hand[0]

    def play_it(a: Any) -> Any:
        return next((o for o in a.options if o.get("choice") == lv), {"choice": "結束"}) if lv in q.hand else {
            "choice": "結束"}
    drive(play.play_phase(g, q), {"出牌": [play_it], "出警": [mine(s, "緋想之劍")]}, strict=True)
    assert lv not in q.equips and lv in s.discard and not s.players[1].hand


def test_his_last_words() -> None:
    """「陣亡：現在都已經是 過去的故事了」."""
    g, s = setup([])
    drive(combat.damage(g, s.players[2], s.players[1], 9))
    assert s.players[1].dead and said(g, "現在都已經是 過去的故事了")


def test_the_heuristic_bot_voids_a_foes_dog_with_a_dog() -> None:
    """The heuristic bot: a foe's 【狗】 — voided with his own 【狗】 (two cards back); a friend's — let be."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = setup(["狗", "流浪貓"])
    (ask,) = next(play.use_dog(g, s.players[2], s.players[3], card(s, 2, "狗")))
    assert ask.skill == "出警"
    bot = HeuristicBot(1)
    bot.enemy = lambda seat: 1.0  # type: ignore[method-assign]
    bot.friend = lambda seat: 0.0  # type: ignore[method-assign]
    assert bot.decide(ask, lambda: seat_view(g, 1)) == mine(s, "狗")
    bot = HeuristicBot(1)
    bot.enemy = lambda seat: 0.0  # type: ignore[method-assign]
    bot.friend = lambda seat: 1.0  # type: ignore[method-assign]
    assert bot.decide(ask, lambda: seat_view(g, 1)) == NO


def test_a_stray_cat_voided_lets_the_dog_hit() -> None:
    """「其它角色使用牌時」 — a response is used too: 3號's 【流浪貓】 against 2號's 【狗】, voided by his 動物牌 (R-X40):
    it cancels nothing, the 【狗】 hits 3號."""
    g, s = table("事務所", s1={"hand": ["狗"]}, s2={"hand": ["狗"]}, s3={"hand": ["流浪貓"]})
    s.turn = Turn(2, "出牌")
    q3 = s.players[3]
    cat = q3.hand[0]
    drive(play.use_dog(g, s.players[2], q3, card(s, 2, "狗")),
          {"出警": [NO, mine(s, "狗")], "流浪貓": [lambda a: next(o for o in a.options if o.get("choice") == cat)]},
          strict=True)
    assert cat not in q3.hand and q3.hp == q3.max_hp - 1 and not s.players[1].hand
