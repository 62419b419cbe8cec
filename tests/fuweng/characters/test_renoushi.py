"""黑桃9，人偶師，4 — 【遣使】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/renoushi.py):
「【遣使】①準備階段，你可令任一角色獲得“人偶”標記（若場上已有則轉移給其）或移除場上所有“人偶”。②鎖定技。有“人偶”的非狂隱角色，
額定投擲數+1；有“人偶”的角色，回合結束時失去“人偶”并選擇一項：令視野范圍內一名角色獲得“人偶”；系統令其下家獲得“人偶”。③有“人偶”
的狂隱角色的結束階段，其可選擇一個與其姓氏不同的姓氏，系統將牌堆頂一張牌置于該姓氏角色的人妖牌上，后者的回合開始時，其選擇一項：
將一張與此牌類別相同的牌置于牌堆頂并獲得此牌，然后系統令前者摸一張牌；失去1點體力并移去此牌。」
As scraped: 「?9，人偶師，4」 「【遣使】①準(zhǔn)備階段，你可令任一角色獲得“人偶”標(biāo)記（若場(chǎng)上已有則轉(zhuǎn)移給其）或移除場(chǎng)上所有“人偶”。②鎖定技。有“人偶”的非狂隱角色，額定投擲數(shù)+1；有“人偶”的角色，回合結(jié)束時(shí)失去“人偶”并選擇一項(xiàng)：令視野范圍內(nèi)一名角色獲得“人偶”；系統(tǒng)令其下家獲得“人偶”。③有“人偶”的狂隱角色的結(jié)束階段，其可選擇一個(gè)與其姓氏不同的姓氏，系統(tǒng)將牌堆頂一張牌置于該姓氏角色的人妖牌上，后者的回合開始時(shí)，其選擇一項(xiàng)：將一張與此牌類別相同的牌置于牌堆頂并獲得此牌，然后系統(tǒng)令前者摸一張牌；失去1點(diǎn)體力并移去此牌。」
「技能：非常感謝/珍惜你的姐姐」 「陣亡：臨兵斗者 皆陣列在前」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import flow, hooks, skills
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def table(**seats: Any) -> tuple[Game, FState]:
    return kit.table("人偶師", **seats)



def puppets(s: FState) -> list[int]:
    return [q.seat for q in s.players.values() if q.marks.get("人偶")]


def phase(g: Game, seat: int, name: str, end: bool = False) -> Any:
    """The 「…階段開始」 event of `name` in `seat`'s turn (the rules emit it there)."""
    g.state.turn = Turn(seat, name)
    yield from hooks.emit(g, hooks.PHASE_START, {"seat": seat, "phase": name})


def test_the_card() -> None:
    """「?9，人偶師，4」 — the first 9 listed: 黑桃9 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("人偶師")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃9", 4, None)


def test_the_preparation_phase_gives_the_puppet_and_moves_it() -> None:
    """①「準備階段，你可令任一角色獲得“人偶”標記（若場上已有則轉移給其）」 — one 人偶 on the table: giving it to seat 3
    takes it from seat 2; the line 「非常感謝」."""
    g, s = table(s2={"marks": {"人偶": 1}})
    drive(phase(g, 1, "準備"), {"遣使": [{"choice": "獲得人偶", "target": 3}]}, strict=True)
    assert puppets(s) == [3]
    assert said(g, "1号發動【遣使】: 「非常感謝」")


def test_or_removes_every_puppet() -> None:
    """①「或移除場上所有“人偶”」 — offered only while there is one."""
    g, s = table(s4={"marks": {"人偶": 1}})
    asks = drive(phase(g, 1, "準備"), {"遣使": [{"choice": "移除所有人偶"}]}, strict=True)[0]
    assert puppets(s) == [] and {"choice": "移除所有人偶"} in asks[0].options
    g, s = table()
    asks = drive(phase(g, 1, "準備"), {"遣使": [NO]})[0]
    assert {"choice": "移除所有人偶"} not in asks[0].options
    assert [o.get("target") for o in asks[0].options if "target" in o] == [1, 2, 3, 4, 5]  # 「任一角色」


def test_a_puppet_holder_not_wild_throws_once_more() -> None:
    """②「有“人偶”的非狂隱角色，額定投擲數+1」 — not a 狂隱 one."""
    g, s = table(s2={"character": "社長", "marks": {"人偶": 1}}, s3={"character": "青蛙", "marks": {"人偶": 1}})
    assert skills.rated_throws(g, s.players[2]) == 1
    assert skills.rated_throws(g, s.players[3]) == 0  # 青蛙: 狂隱
    assert skills.rated_throws(g, s.players[4]) == 0


def test_at_its_turn_end_the_holder_passes_it_on() -> None:
    """②「有“人偶”的角色，回合結束時失去“人偶”并選擇一項：令視野范圍內一名角色獲得“人偶”；系統令其下家獲得“人偶”。」 —
    by default its 下家 (the next seat in turn order)."""
    g, s = table(s2={"marks": {"人偶": 1}})
    order = s.order()
    after = order[(order.index(2) + 1) % len(order)]
    drive(hooks.emit(g, hooks.TURN_END, {"seat": 2}), {})
    assert puppets(s) == [after]
    assert said(g, "2号回合結束，失去“人偶”。")


def test_or_to_a_character_in_its_vision() -> None:
    """「令視野范圍內一名角色獲得“人偶”」 — seat 4 standing by seat 2 is offered and takes it; a seat out of its vision
    is not offered."""
    g, s = table(s2={"marks": {"人偶": 1}})
    for q in s.players.values():
        q.position = (0, 13) if q.seat in (2, 4) else (14, 1)
    asks = drive(hooks.emit(g, hooks.TURN_END, {"seat": 2}), {"遣使": [{"choice": "令其獲得人偶", "target": 4}]},
                 strict=True)[0]
    assert [o.get("target") for o in asks[0].options] == [None, 4]
    assert puppets(s) == [4]


def test_a_wild_holder_puts_the_top_card_on_another_surname_s_character() -> None:
    """③「有“人偶”的狂隱角色的結束階段，其可選擇一個與其姓氏不同的姓氏，系統將牌堆頂一張牌置于該姓氏角色的人妖牌上」 — the
    line 「珍惜你的姐姐」; the card is there for all to see."""
    g, s = table(s2={"character": "青蛙", "marks": {"人偶": 1}})
    p2, p3 = s.players[2], s.players[3]
    top = s.deck[0]
    asks = drive(phase(g, 2, "結束"), {"遣使": [{"choice": p3.surname}]}, strict=True)[0]
    assert p2.surname not in [o["choice"] for o in asks[0].options]
    assert p3.on_card == [(top, 2)]
    assert said(g, "1号發動【遣使】: 「珍惜你的姐姐」")
    assert seat_view(g, 4)["table"]["seats"]["3"]["on_card"] == [str(s.cards[top])]


def test_not_for_a_holder_that_is_not_wild() -> None:
    """③ names 「有“人偶”的狂隱角色」: a holder without 狂隱 is not asked."""
    g, _ = table(s2={"character": "社長", "marks": {"人偶": 1}})
    assert drive(phase(g, 2, "結束"), {})[0] == []


def test_at_its_turn_start_a_card_of_the_kind_buys_the_card_and_the_placer_draws() -> None:
    """③「后者的回合開始時，其選擇一項：將一張與此牌類別相同的牌置于牌堆頂并獲得此牌，然后系統令前者摸一張牌」 — the
    placer draws the very card put on top."""
    g, s = table(s3={"hand": ["狗", "無中生有"]})
    p3 = s.players[3]
    dog = next(c for c in s.deck if s.cards[c].name == "狗")
    s.deck.remove(dog)
    p3.on_card = [(dog, 2)]
    mine = next(c for c in p3.hand if s.cards[c].name == "狗")
    trick = next(c for c in p3.hand if s.cards[c].name == "無中生有")
    before = len(s.players[2].hand)
    asks = drive(hooks.emit(g, hooks.TURN_START, {"seat": 3}), {"遣使": [{"choice": mine}]}, strict=True)[0]
    assert {"choice": trick} not in asks[0].options  # not of the card's 類別
    assert dog in p3.hand and mine not in p3.hand and p3.on_card == []
    assert mine in s.players[2].hand and len(s.players[2].hand) == before + 1


def test_or_it_loses_one_hp_and_the_card_is_removed() -> None:
    """「失去1點體力并移去此牌」 — the card to the discard pile (移去: not 棄置, R-G5)."""
    g, s = table(s3={"hand": ["無中生有"], "hp": 4})
    p3 = s.players[3]
    dog = next(c for c in s.deck if s.cards[c].name == "狗")
    s.deck.remove(dog)
    p3.on_card = [(dog, 2)]
    asks = drive(hooks.emit(g, hooks.TURN_START, {"seat": 3}), {"遣使": [{"choice": "失去1點體力"}]}, strict=True)[0]
    assert asks[0].options == [{"choice": "失去1點體力"}]
    assert p3.hp == 3 and p3.on_card == [] and dog in s.discard


def test_a_whole_turn_passes_the_puppet_on() -> None:
    """The rules emit the moments: seat 1's own turn — ① in its 準備階段, ② at its end."""
    g, s = table(s1={"position": [1, 13], "heading": "東"})
    drive(flow.turn(g, 1), {"遣使": [{"choice": "獲得人偶", "target": 1}]})
    order = s.order()
    assert puppets(s) == [order[(order.index(1) + 1) % len(order)]]


def test_the_heuristic_bot() -> None:
    """The bot puts the 人偶 on itself (one more throw) and, holding a card of the kind, buys the card on its 人妖牌
    rather than lose 1 HP."""
    g, s = table(s3={"hand": ["狗"]})
    batch = next(phase(g, 1, "準備"))
    assert HeuristicBot(1).decide(batch[0], lambda: seat_view(g, 1)) == {"choice": "獲得人偶", "target": 1}
    p3 = s.players[3]
    dog = next(c for c in s.deck if s.cards[c].name == "狗")
    s.deck.remove(dog)
    p3.on_card = [(dog, 2)]
    batch = next(iter(hooks.emit(g, hooks.TURN_START, {"seat": 3})))
    assert HeuristicBot(3).decide(batch[0], lambda: seat_view(g, 3)) == {"choice": p3.hand[0]}
