"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), section 地圖: the stop event of every tile and the 經過 events of
《股市》 and 《銀行》 (daoyan/games/fuweng/tiles.py). Each test quotes the book's words it checks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fuweng_scripts import Script, drive, game
from test_judgement import small_deck

from daoyan.core.ask import Ask
from daoyan.core.game import Game
from daoyan.core.rng import Chance
from daoyan.games.fuweng import basic, flow, moves, tiles
from daoyan.games.fuweng.board import Cell, Direction, Kind
from daoyan.games.fuweng.cards import Category
from daoyan.games.fuweng.judgement import JudgementDeck
from daoyan.games.fuweng.state import FState, Holding, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
GIVE_UP = {"choice": "放棄"}

def place(s: FState, seat: int, kind: Kind, pick: Callable[[Cell], bool] = lambda c: True) -> Cell:
    """Put `seat` on the first free cell of `kind` (no character, no NPC) that `pick` accepts."""
    taken = {p.position for p in s.players.values()} | set(s.npcs.values())
    cell = next(c for c in s.board.of_kind(kind) if c.pos not in taken and pick(c))
    s.players[seat].position = cell.pos
    return cell


def stop(g: Game, s: FState, seat: int, kind: Kind, *answers: Script) -> list[Ask]:
    place(s, seat, kind)
    return drive(g, tiles.on_stop(g, seat), *answers)


def first(s: FState, match: Callable[[Any], bool], n: int = 1) -> list[int]:
    return [c for c in s.deck if match(s.cards[c])][:n]


def named(s: FState, name: str) -> list[int]:
    return [c for c in s.deck if s.cards[c].name == name]


def give(s: FState, seat: int, ids: list[int]) -> None:
    for c in ids:
        s.deck.remove(c)
    s.players[seat].hand.extend(ids)


def map_draw(g: Game, s: FState, seat: int, kind: Kind, npc: str, then: int) -> None:
    """Stop on `kind`: the top card is drawn; again with `npc` in the NPC area: `then` cards (財神 2, 窮神 0)."""
    hand = s.players[seat].hand
    top = s.deck[:1]
    stop(g, s, seat, kind)
    assert hand[-1:] == top
    s.players[seat].npc_zone = [(npc, True)]
    n = len(hand)
    drive(g, tiles.on_stop(g, seat))
    assert len(hand) == n + then


def holding(s: FState, cell: Cell) -> Holding:
    b = s.board.building_at(cell.pos)
    assert b is not None
    return s.holdings[b.name]


def public_text(g: Game, last: int) -> str:
    return "\n".join(e.text for e in g.log.entries[-last:] if e.audience.kind == "all")


# ---- 野外, 大招, 裝備, 傳送 ------------------------------------------------------------------------------------------


def test_wild_without_an_npc_searches_an_animal_card() -> None:
    """《野外》: 「若該格沒有NPC停留，檢索一張動物牌」"""
    g, s = game(5, seed=1)
    want = first(s, lambda c: c.category == Category.ANIMAL)
    hand = list(s.players[1].hand)
    assert stop(g, s, 1, Kind.YEWAI) == []
    assert s.players[1].hand == hand + want and want[0] not in s.deck


def test_wild_with_an_npc_runs_its_npc_event() -> None:
    """《野外》: 「若該格沒有NPC停留，檢索一張動物牌；否則執行其上的NPC事件。」 — no search, the NPC's event instead
    (商人: the stopper may decline; the NPC moves on either way)."""
    g, s = game(5, seed=1)
    where = s.npcs["商人"]
    s.players[1].position = where
    hand = list(s.players[1].hand)
    has_goods = any(s.cards[c].category != Category.ANIMAL for c in hand)
    drive(g, tiles.on_stop(g, 1), *([{"choice": "放棄"}] if has_goods else []))
    assert s.players[1].hand == hand and s.npcs["商人"] != where


def test_trick_tile_searches_a_trick_card_delayed_ones_included() -> None:
    """《大招》: 「檢索一張大招牌。」 — 延時大招牌 are 大招牌 (R-T2)."""
    g, s = game(5, seed=2)
    delayed = first(s, lambda c: c.category == Category.DELAYED_TRICK)[0]
    s.deck.remove(delayed)
    s.deck.insert(0, delayed)
    stop(g, s, 2, Kind.DAZHAO)
    assert s.players[2].hand[-1] == delayed
    want = first(s, lambda c: c.category.back == Category.TRICK)
    stop(g, s, 3, Kind.DAZHAO)
    assert s.players[3].hand[-1:] == want


def test_equipment_tile_searches_an_equipment_card() -> None:
    """《裝備》: 「檢索一張裝備牌。」 — the face is told to the searcher only."""
    g, s = game(5, seed=3)
    want = first(s, lambda c: c.category == Category.EQUIPMENT)
    stop(g, s, 4, Kind.ZHUANGBEI)
    assert s.players[4].hand[-1:] == want
    assert str(s.cards[want[0]]) not in public_text(g, 4)


def test_portal_teleports_to_another_portal_without_its_event() -> None:
    """《傳送》: 「選擇一項：傳送至另一《傳送》（含被指令替換的《傳送》）；檢索一張動物牌。」 — any other 《傳送》; no event on
    arrival (R-M7)."""
    g, s = game(5, seed=4)
    here = place(s, 1, Kind.CHUANSONG)
    others = [c for c in s.board.of_kind(Kind.CHUANSONG) if c.pos != here.pos]
    hand, deck = list(s.players[1].hand), list(s.deck)
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "傳送", "target": list(others[-1].pos)})
    assert len(asks[0].options) == len(others) + 1 and {"choice": "傳送", "target": list(here.pos)} not in asks[0].options
    assert s.players[1].position == others[-1].pos
    assert s.players[1].hand == hand and s.deck == deck


def test_portal_may_search_an_animal_card_instead() -> None:
    """《傳送》: 「…；檢索一張動物牌。」"""
    g, s = game(5, seed=4)
    here = place(s, 1, Kind.CHUANSONG)
    want = first(s, lambda c: c.category == Category.ANIMAL)
    drive(g, tiles.on_stop(g, 1), {"choice": "檢索動物牌"})
    assert s.players[1].position == here.pos and s.players[1].hand[-1:] == want


# ---- 狗舍 ---------------------------------------------------------------------------------------------------------


def kennel_of(s: FState, seat: int, owned: bool) -> Cell:
    """Put `seat` on a 《狗舍》 that someone controls (`owned`) or nobody does."""
    return place(s, seat, Kind.GOUSHE, lambda c: (holding(s, c).controller() is not None) == owned)


def test_kennel_work_without_a_controller_draws_one_card() -> None:
    """《狗舍》 打工: 「若無控股角色，摸一張牌」"""
    g, s = game(5, seed=5)
    cell = kennel_of(s, 1, owned=False)
    top = s.deck[:1]
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "打工"})
    assert [a.seat for a in asks] == [1] and s.players[1].hand[-1:] == top
    assert holding(s, cell).available == 3


def test_kennel_work_controller_chooses_a_dog_and_the_play_phase_bonus() -> None:
    """《狗舍》 打工: 「否則控股角色選擇一項：令停留角色摸一張牌；令停留角色檢索一張【狗】且本回合出牌階段使用【狗】次數上限+1、
    無距離限制。」 — the controller is asked, not the stopper (R-T4)."""
    g, s = game(5, seed=5)
    cell = kennel_of(s, 1, owned=True)
    boss = holding(s, cell).controller()
    assert boss is not None and boss != 1
    s.turn = Turn(1, phase="行動")
    dog = named(s, "狗")[:1]
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "打工"}, {"choice": "檢索狗"})
    assert [a.seat for a in asks] == [1, boss]
    assert s.players[1].hand[-1:] == dog
    assert s.turn.dog_limit_bonus == 1 and s.turn.dog_no_range


def test_kennel_work_controller_may_give_a_card_and_the_bonus_needs_the_stoppers_turn() -> None:
    """《狗舍》 打工: 「令停留角色摸一張牌」 is the controller's other option; 「本回合出牌階段」 bonuses are lost when it is
    not the stopper's turn (R-T4)."""
    g, s = game(5, seed=6)
    cell = kennel_of(s, 1, owned=True)
    assert holding(s, cell).controller() is not None
    top = s.deck[:1]
    drive(g, tiles.on_stop(g, 1), {"choice": "打工"}, {"choice": "摸一張牌"})
    assert s.players[1].hand[-1:] == top
    s.turn = Turn(next(x for x in s.players if x != 1), phase="行動")
    drive(g, tiles.on_stop(g, 1), {"choice": "打工"}, {"choice": "檢索狗"})
    assert s.turn.dog_limit_bonus == 0 and not s.turn.dog_no_range


def test_kennel_free_share() -> None:
    """《狗舍》: 「選擇一項：打工；若該《狗舍》可免費購股份大于0，免費購股。」 免費購股: 「持股+1；該《狗舍》可免費購股份-1。」"""
    g, s = game(5, seed=7)
    cell = kennel_of(s, 1, owned=False)
    h = holding(s, cell)
    hand = list(s.players[1].hand)
    for left in (2, 1, 0):
        drive(g, tiles.on_stop(g, 1), {"choice": "免費購股"})
        assert h.available == left
    assert h.shares[1] == 3 and h.controller() == 1 and s.players[1].hand == hand
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "摸一張牌"})  # no free share left: 打工 without a choice
    assert [a.seat for a in asks] == [1] and asks[0].skill == "打工"


# ---- 姓氏, 機會, 摸牌, 指令 ----------------------------------------------------------------------------------------


def test_surname_tile_draws_two_for_the_same_surname_one_otherwise() -> None:
    """《姓氏》: 「若姓氏與該《姓氏》(相同/不同)，摸(2/1)張牌。」"""
    g, s = game(5, seed=8)
    p = s.players[1]
    own = next(pos for pos, name in s.surname_cells.items() if name == p.surname)
    other = next(pos for pos, name in s.surname_cells.items() if name != p.surname)
    n = len(p.hand)
    p.position = own
    drive(g, tiles.on_stop(g, 1))
    assert len(p.hand) == n + 2
    p.position = other
    drive(g, tiles.on_stop(g, 1))
    assert len(p.hand) == n + 3


def test_surname_tile_is_a_map_draw() -> None:
    """《姓氏》 is a map 「摸X張牌」: 財神NPC 「因地圖執行“摸X張牌”事件時，令X翻倍。」 (R-T5)."""
    g, s = game(5, seed=8)
    p = s.players[1]
    p.npc_zone = [("財神", True)]
    p.position = next(pos for pos, name in s.surname_cells.items() if name == p.surname)
    n = len(p.hand)
    drive(g, tiles.on_stop(g, 1))
    assert len(p.hand) == n + 4


def test_chance_tile_rolls_a_d20_then_its_event() -> None:
    """《機會》: 「投擲一枚20面骰子，根據人氣投票前20名執行對應事件。」 (the events: test_chance_events.py)."""
    g, s = game(5, seed=9, 機會=[17])
    place(s, 2, Kind.JIHUI)
    drive(g, tiles.on_stop(g, 2))
    assert any(e.data.get("機會") == 17 for e in g.log.entries)
    rolls = [e.data for e in g.log.entries if e.kind == "chance" and e.data["chance"] == "機會"]
    assert rolls == [{"chance": "機會", "kind": "d20", "value": 17, "forced": True}]


def test_draw_tile_draws_one_card() -> None:
    """《摸牌》: 「摸一張牌。」 — a map draw: 窮神NPC 「令X為0」."""
    g, s = game(5, seed=10)
    map_draw(g, s, 3, Kind.MOPAI, "窮神", 0)


def test_command_tile_gives_a_random_command_privately() -> None:
    """《指令》: 「獲得隨機指令。」 — one of 地雷 飛彈 控骰 路障 停留 轉向 (R-K1); the kind is told to the holder only."""
    g, s = game(5, seed=11, 指令=["飛彈"])
    stop(g, s, 4, Kind.ZHILING)
    assert s.players[4].commands == ["飛彈"]
    assert "飛彈" not in public_text(g, 3)
    stop(g, s, 4, Kind.ZHILING)
    assert len(s.players[4].commands) == 2 and s.players[4].commands[1] in basic.COMMANDS


def test_control_ties_read_each_holders_last_change() -> None:
    """控股機制: 「持股某一建筑數量最多且不為0的角色為該建筑的控股角色。若…不唯一，最后下降到該數值的角色為控股角色。若無最后
    下降到該數值的角色，最先上升到該數值的角色為控股角色。」 — R-E1: only each tied holder's last change counts. A rises
    to 2 and drops to 1, B rises to 2, A rises to 2 again: nobody's last change fell to 2, and B's rise is earlier."""
    h = Holding("狗舍1", "狗舍", "趙", 3)
    for seat, delta in ((1, 2), (1, -1), (2, 2), (1, 1)):
        h.change(seat, delta)
    assert h.controller() == 2
    for seat, delta in ((2, 1), (2, -1)):  # B rises to 3 and falls back: its last change is a drop to 2
        h.change(seat, delta)
    assert h.controller() == 2
    for seat, delta in ((1, 1), (1, -1)):  # A does the same later: the latest drop wins
        h.change(seat, delta)
    assert h.controller() == 1


# ---- 股市 ---------------------------------------------------------------------------------------------------------


def test_market_stop_adds_a_free_share_in_any_kennel() -> None:
    """「*停留在《股市》時，可選擇任一《狗舍》，你的該《狗舍》持股+1。」 — optional; 可免費購股份 is not touched."""
    g, s = game(5, seed=12)
    h = s.holdings["狗舍2"]
    asks = stop(g, s, 1, Kind.GUSHI, {"target": "狗舍2"})
    assert {"target": "狗舍8"} in asks[0].options and h.shares[1] == 1 and h.available == 3
    drive(g, tiles.on_stop(g, 1), {"choice": "放棄"})
    assert h.shares[1] == 1


def test_market_pass_buys_shares_with_dogs_repeatedly() -> None:
    """《股市》 購股: 「選擇任一《狗舍》，然后打出一張【狗】并令你的該《狗舍》持股+1且可重復此流程。」 — a played 【狗】 goes to
    the discard pile, not the 領養區 (R-G5)."""
    g, s = game(5, seed=13)
    p = s.players[2]
    p.hand = [c for c in p.hand if s.cards[c].name != "狗"]
    dogs = named(s, "狗")[:3]
    give(s, 2, dogs)
    pos = s.board.of_kind(Kind.GUSHI)[0].pos
    before = {b: s.holdings[b].shares.get(2, 0) for b in ("狗舍2", "狗舍4")}
    asks = drive(g, tiles.on_pass(g, 2, pos),
                 {"choice": "購股", "target": "狗舍2"}, {"target": dogs[1]},
                 {"target": "狗舍4"}, {"target": dogs[0]},
                 {"target": "狗舍2"})  # the last 狗: no card to choose, no ask to repeat after it
    assert s.holdings["狗舍2"].shares[2] == before["狗舍2"] + 2 and s.holdings["狗舍4"].shares[2] == before["狗舍4"] + 1
    assert s.holdings["狗舍2"].available == 3
    assert s.discard == [dogs[1], dogs[0], dogs[2]] and s.adoption == [] and len(asks) == 5
    assert str(s.cards[dogs[1]]) in public_text(g, 20)  # a played card is shown


def test_market_pass_may_stop_buying() -> None:
    """《股市》 購股: 「…且可重復此流程。」 — may, not must."""
    g, s = game(5, seed=13)
    dogs = named(s, "狗")[:2]
    s.players[2].hand = []
    give(s, 2, dogs)
    pos = s.board.of_kind(Kind.GUSHI)[0].pos
    drive(g, tiles.on_pass(g, 2, pos), {"choice": "購股", "target": "狗舍8"}, {"target": dogs[0]}, {"choice": "完成"})
    assert s.players[2].hand == [dogs[1]] and s.holdings["狗舍8"].shares[2] == 1


def test_market_pass_sells_x_shares_then_searches_x_dogs() -> None:
    """《股市》 賣出: 「選擇任一你持股大于0的《狗舍》并聲明一個不大于你持該《狗舍》股的數字X，你令你的該《狗舍》持股-X，
    然后檢索X張【狗】。」"""
    g, s = game(5, seed=14)
    h = next(h for h in s.holdings.values() if h.shares.get(1, 0) == 3)
    s.players[1].hand = []
    want = named(s, "狗")[:2]
    pos = s.board.of_kind(Kind.GUSHI)[0].pos
    asks = drive(g, tiles.on_pass(g, 1, pos), {"choice": "賣出", "target": h.building}, {"target": 2})
    assert asks[0].options == [{"choice": "放棄"}, {"choice": "賣出", "target": h.building}]  # no 狗: no 購股
    assert asks[1].options == [{"target": 1}, {"target": 2}, {"target": 3}]
    assert h.shares[1] == 1 and s.players[1].hand == want


def test_market_pass_with_nothing_to_do_asks_nothing() -> None:
    """《股市》: 「經過時可選擇一項：購股；賣出。」 — neither is possible without a 【狗】 and without shares."""
    g, s = game(5, seed=14)
    for h in s.holdings.values():
        h.shares.pop(1, None)
    s.players[1].hand = []
    assert drive(g, tiles.on_pass(g, 1, s.board.of_kind(Kind.GUSHI)[0].pos)) == []


def test_setting_landing_on_the_market_also_counts_as_passing() -> None:
    """《股市》 「經過時可選擇一項：購股；賣出。」 and 「*停留在《股市》時，可選擇任一《狗舍》，你的該《狗舍》持股+1。」 — R-M6:
    landing runs only the 停留 line; its setting 停留算經過=是 offers the 經過 choice first."""
    g, s = game(5, seed=13)
    market = s.board.of_kind(Kind.GUSHI)[0].pos
    start = next((d.reverse.of(market), d) for d in Direction if d.reverse.of(market) in s.board)
    p = s.players[2]
    p.hand = []
    give(s, 2, named(s, "狗")[:1])
    s.turn = Turn(2, "行動")
    prompts = []
    for setting in ("否", "是"):
        g.config["停留算經過"] = setting
        p.position, p.heading = start
        asks = drive(g, moves.move(g, p, 1), *[GIVE_UP] * (1 if setting == "否" else 2))
        prompts.append([a.prompt for a in asks])
    assert prompts == [["停留在《股市》: 可選擇任一《狗舍》，持股+1"],
                       ["經過《股市》: 可選擇購股 (打出【狗】) 或賣出", "停留在《股市》: 可選擇任一《狗舍》，持股+1"]]


# ---- 銀行 ---------------------------------------------------------------------------------------------------------


def test_bank_stop_banks_the_top_card() -> None:
    """「*停留在《銀行》時，將牌堆頂一張牌置于你的銀行區。」 — the bank count is public, the card's face is told to its owner."""
    g, s = game(5, seed=15)
    top = s.deck[0]
    stop(g, s, 1, Kind.YINHANG)
    assert s.players[1].bank == [top] and s.deck[0] != top
    assert str(s.cards[top]) not in public_text(g, 4)
    assert any(e.audience.kind == "seats" and str(s.cards[top]) in e.text for e in g.log.entries[-3:])


def test_bank_pass_deposits_at_most_six_minus_bank_cards_from_hand_or_equipment() -> None:
    """《銀行》 存款: 「將不大于X張牌置于你的銀行區。X為6-你銀行區牌數。」 — hand or equipment (R-E7)."""
    g, s = game(5, seed=16)
    p = s.players[3]
    p.bank = s.deck[:4]
    equip = first(s, lambda c: c.category == Category.EQUIPMENT)[0]
    s.deck = s.deck[4:]
    s.deck.remove(equip)
    p.equips = [equip]
    hand = list(p.hand)
    pos = s.board.of_kind(Kind.YINHANG)[0].pos
    asks = drive(g, tiles.on_pass(g, 3, pos), {"choice": "存款"}, {"target": equip}, {"target": hand[2]})
    assert len(asks) == 3 and len(p.bank) == 6 and p.bank[-2:] == [equip, hand[2]]
    assert p.equips == [] and p.hand == [c for c in hand if c != hand[2]]
    assert {"target": hand[0]} in asks[1].options and {"target": equip} in asks[1].options
    assert str(s.cards[hand[2]]) not in public_text(g, 10)  # a hand card goes in face down
    asks = drive(g, tiles.on_pass(g, 3, pos), {"choice": "放棄"})
    assert {"choice": "存款"} not in asks[0].options  # X = 0


def test_bank_pass_deposit_may_stop_early() -> None:
    """《銀行》 存款: 「將不大于X張牌…」 — fewer (0 included) is allowed."""
    g, s = game(5, seed=16)
    p = s.players[3]
    hand = list(p.hand)
    pos = s.board.of_kind(Kind.YINHANG)[0].pos
    drive(g, tiles.on_pass(g, 3, pos), {"choice": "存款"}, {"target": hand[0]}, {"choice": "完成"})
    assert p.bank == [hand[0]] and p.hand == hand[1:]


def test_bank_pass_withdraws_any_number_and_debt_applies() -> None:
    """《銀行》 取款: 「獲得你銀行區中任意張牌。」 — they enter the hand, so the 負債機制 applies (R-E8)."""
    g, s = game(5, seed=17)
    p = s.players[4]
    p.bank = s.deck[:3]
    s.deck = s.deck[3:]
    bank = list(p.bank)
    p.debt = 1
    hand = list(p.hand)
    pos = s.board.of_kind(Kind.YINHANG)[0].pos
    drive(g, tiles.on_pass(g, 4, pos), {"choice": "取款"}, {"target": bank[2]}, {"target": bank[0]},
          {"choice": "完成"})
    assert p.bank == [bank[1]] and p.debt == 0
    assert s.discard == [bank[2]] and p.hand == [*hand, bank[0]]


# ---- 貓舍 ---------------------------------------------------------------------------------------------------------


def cattery(s: FState, seat: int) -> Cell:
    return place(s, seat, Kind.MAOSHE)


def test_cattery_buys_a_share_with_a_stray_cat() -> None:
    """《貓舍》: 「選擇一項：打工；若該《貓舍》可購股份大于0，可打出一張【流浪貓】選擇“購股”。」 購股: 「持股+1；該《貓舍》
    可購股份-1。」"""
    g, s = game(5, seed=18)
    cell = cattery(s, 1)
    h = holding(s, cell)
    s.players[1].hand = []
    cats = named(s, "流浪貓")[:2]
    give(s, 1, cats)
    drive(g, tiles.on_stop(g, 1), {"choice": "購股"}, {"target": cats[1]})
    assert h.shares[1] == 1 and h.available == 9 and s.players[1].hand == [cats[0]] and s.discard == [cats[1]]
    h.available = 0
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "摸一張牌"})  # none left to buy: 打工 only, as controller
    assert asks[0].seat == 1 and asks[0].skill == "打工"


def arm(s: FState, seat: int, name: str) -> int:
    """A card named `name` from the pile into `seat`'s 裝備區."""
    c = named(s, name)[0]
    s.deck.remove(c)
    s.players[seat].equips.append(c)
    return c


def test_market_pass_buys_a_share_with_a_dowsing_rod_animal_card() -> None:
    """《股市》 購股 「打出一張【狗】」 with 探寶棒 「你可以將一張(動物牌/非動物牌)當(【狗】/【流浪貓】)使用或打出。」 (R-E3):
    a 【流浪貓】 played as 【狗】 pays the share; the stopper could also have kept it."""
    g, s = game(5, seed=13)
    p = s.players[2]
    p.hand = []
    cat = named(s, "流浪貓")[0]
    give(s, 2, [cat])
    arm(s, 2, "探寶棒")
    s.turn = Turn(2, "行動")
    before = s.holdings["狗舍4"].shares.get(2, 0)
    asks = drive(g, tiles.on_pass(g, 2, s.board.of_kind(Kind.GUSHI)[0].pos), {"choice": "購股", "target": "狗舍4"},
                 {"skill": "探寶棒", "choice": cat})
    assert asks[1].options == [{"choice": "不出"}, {"skill": "探寶棒", "choice": cat}]
    assert s.holdings["狗舍4"].shares[2] == before + 1 and p.hand == [] and s.discard == [cat]
    assert "探寶棒" in public_text(g, 3)


def test_market_pass_camera_pays_a_dog_only_outside_ones_turn() -> None:
    """《股市》 購股 with 照相機 「每當你需要使用或打出一張【流浪貓】或于回合外使用或打出一張【狗】時，你可以判定…：若結果為紅色，
    視為你使用或打出了一張【狗】或【流浪貓】。」 (R-E3, R-C12): in one's own turn it offers no 購股; outside it, a red
    judgement pays the share."""
    g, s = game(5, seed=13)
    p = s.players[2]
    p.hand = []
    for h in s.holdings.values():
        h.shares.pop(2, None)
    arm(s, 2, "照相機")
    pos = s.board.of_kind(Kind.GUSHI)[0].pos
    s.turn = Turn(2, "行動")
    assert drive(g, tiles.on_pass(g, 2, pos)) == []
    s.turn = Turn(3, "出牌")
    s.judgement = small_deck(["H5", "S5"])
    drive(g, tiles.on_pass(g, 2, pos), {"choice": "購股", "target": "狗舍4"}, {"skill": "照相機", "choice": "判定"},
          {"choice": "完成"})
    assert s.holdings["狗舍4"].shares[2] == 1


def test_cattery_without_a_stray_cat_only_works() -> None:
    """《貓舍》: 「可打出一張【流浪貓】選擇“購股”」 — without one there is no 購股; 打工 without a controller: 「若無控股角色，
    摸一張牌」."""
    g, s = game(5, seed=18)
    cattery(s, 1)
    s.players[1].hand = []
    top = s.deck[:1]
    assert drive(g, tiles.on_stop(g, 1)) == []
    assert s.players[1].hand == top


def test_cattery_buys_a_share_with_a_dowsing_rod_non_animal_card() -> None:
    """《貓舍》 「可打出一張【流浪貓】選擇“購股”」 with 探寶棒 「你可以將一張…非動物牌當…【流浪貓】使用或打出。」 (R-T10,
    R-C20): a hand trick — or an equipped card, the 探寶棒 itself (R-G4) — pays the share."""
    g, s = game(5, seed=18)
    h = holding(s, cattery(s, 1))
    s.players[1].hand = []
    trick = named(s, "無中生有")[0]
    give(s, 1, [trick])
    rod = arm(s, 1, "探寶棒")
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "購股"}, {"skill": "探寶棒", "choice": trick})
    assert {"skill": "探寶棒", "choice": rod} in asks[1].options
    assert h.shares[1] == 1 and h.available == 9 and s.discard == [trick] and s.players[1].hand == []


def test_cattery_camera_the_controller_initiates_else_the_current_character() -> None:
    """《貓舍》 購股 with 照相機 「…你可以判定（若你需要響應特定角色的牌或購股特定角色控股的建筑，該角色為發起方；否則，
    當前回合角色為發起方）：若結果為紅色，視為你使用或打出了一張【狗】或【流浪貓】。」 (R-T10, R-E2): a 小王 is chosen by
    the 貓舍's controller, or with none by the current character; a black result buys nothing and the stopper works."""
    g, s = game(5, seed=18)
    h = holding(s, cattery(s, 1))
    h.change(3, 2)
    s.players[1].hand = []
    arm(s, 1, "照相機")
    s.turn = Turn(1, "行動")
    red = ({"skill": "照相機", "choice": "判定"}, {"choice": "紅桃"}, {"choice": "5"})
    s.judgement = small_deck(["JOKER_SMALL"])
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "購股"}, *red)
    assert h.shares[1] == 1 and h.available == 9 and [a.seat for a in asks[2:]] == [3, 3]
    h.shares.clear()
    h.changes.clear()
    s.turn = Turn(4, "出牌")
    s.judgement = small_deck(["JOKER_SMALL"])
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "購股"}, *red)
    assert h.shares[1] == 1 and h.available == 8 and [a.seat for a in asks[2:]] == [4, 4]
    s.judgement = small_deck(["S5"])
    top = s.deck[:1]
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "購股"}, {"skill": "照相機", "choice": "判定"},
                 {"choice": "摸一張牌"})
    assert h.shares[1] == 1 and h.available == 8 and asks[-1].skill == "打工" and s.players[1].hand == top


def test_cattery_work_controller_chooses_a_heal() -> None:
    """《貓舍》 打工: 「否則控股角色選擇一項：令停留角色摸一張牌；令停留角色回復1點體力。」 — capped at the maximum; a dead
    stopper's heal is cancelled (R-T10)."""
    g, s = game(5, seed=19)
    cell = cattery(s, 1)
    holding(s, cell).change(3, 2)
    p = s.players[1]
    p.hand = []
    p.hp = p.max_hp - 1
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "回復體力"})
    assert asks[0].seat == 3 and p.hp == p.max_hp
    drive(g, tiles.on_stop(g, 1), {"choice": "回復體力"})
    assert p.hp == p.max_hp
    p.dead, p.hp = True, 0
    drive(g, tiles.on_stop(g, 1), {"choice": "回復體力"})
    assert p.hp == 0 and "取消" in g.log.entries[-1].text
    top = s.deck[:1]
    drive(g, tiles.on_stop(g, 1), {"choice": "摸一張牌"})
    assert p.hand == top


def test_fushen_runs_both_options_and_shuaishen_none() -> None:
    """福神NPC: 「停留在建筑時，始終執行兩項（《貓舍》的購股選項可不打出牌不執行）。」 衰神NPC: 「停留在建筑無效果。」"""
    g, s = game(5, seed=20)
    cell = kennel_of(s, 1, owned=False)
    h = holding(s, cell)
    p = s.players[1]
    p.npc_zone = [("福神", True)]
    n = len(p.hand)
    assert drive(g, tiles.on_stop(g, 1)) == []
    assert len(p.hand) == n + 1 and h.shares[1] == 1 and h.available == 2
    p.npc_zone = [("衰神", True)]
    drive(g, tiles.on_stop(g, 1))
    assert len(p.hand) == n + 1 and h.shares[1] == 1


# ---- 兌換, 救助, 轉盤, 領養, 醫院, 監獄 ------------------------------------------------------------------------------


def test_exchange_discards_animals_and_searches_as_many_non_animals() -> None:
    """《兌換》: 「可棄置任意張動物牌并檢索等量張非動物牌。」 — the discards are 棄置, so the 領養機制 applies (R-T11)."""
    g, s = game(5, seed=21)
    p = s.players[2]
    p.hand = []
    dogs = named(s, "狗")[:2]
    give(s, 2, dogs)
    want = first(s, lambda c: c.category != Category.ANIMAL, 2)
    asks = stop(g, s, 2, Kind.DUIHUAN, {"target": dogs[0]}, {"target": dogs[1]})
    assert len(asks) == 2 and p.hand == want
    assert s.adoption == [dogs[0]] and s.discard == [dogs[1]]  # 「若領養區無同名牌」: only the first is adopted


def test_exchange_is_optional() -> None:
    """《兌換》: 「可棄置任意張…」 — none at all is allowed."""
    g, s = game(5, seed=21)
    give(s, 2, named(s, "家貓")[:1])
    hand, deck = list(s.players[2].hand), list(s.deck)
    asks = stop(g, s, 2, Kind.DUIHUAN, {"choice": "完成"})
    assert s.players[2].hand == hand and s.deck == deck and len(asks) == 1


def test_rescue_heals_one() -> None:
    """《救助》: 「回復1點體力。」 — nothing at full HP; cancelled for the dead (R-T12)."""
    g, s = game(5, seed=22)
    p = s.players[5]
    p.hp = 2
    stop(g, s, 5, Kind.JIUZHU)
    assert p.hp == 3
    p.hp = p.max_hp
    drive(g, tiles.on_stop(g, 5))
    assert p.hp == p.max_hp
    p.dead, p.hp = True, 0
    drive(g, tiles.on_stop(g, 5))
    assert p.hp == 0


@pytest.mark.parametrize(("face", "added"), [(1, 1), (2, 3)])
def test_wheel_adds_throws_in_your_action_phase(face: int, added: int) -> None:
    """《轉盤》 1: 「若當前階段為你的行動階段，本階段投擲數+1。」 2: 「…本階段投擲數+3。」"""
    g, s = game(5, seed=23, 轉盤=[face, face, face])
    s.turn = Turn(1, phase="行動", throws=1)
    stop(g, s, 1, Kind.ZHUANPAN)
    assert s.turn.throws == 1 + added
    s.turn.phase = "出牌"
    drive(g, tiles.on_stop(g, 1))
    s.turn = Turn(2, phase="行動", throws=1)
    drive(g, tiles.on_stop(g, 1))
    assert s.turn.throws == 1


def test_wheel_in_a_stay_replaced_action_phase_adds_no_throws() -> None:
    """《轉盤》 1: 「若當前階段為你的行動階段，本階段投擲數+1。」 — in a 行動階段 that 停留機制 turned into one stop event
    (「其本階段改為執行一次當前格事件」) no throw follows: the log says nothing changes."""
    g, s = game(5, seed=23, 轉盤=[1])
    p = s.players[1]
    place(s, 1, Kind.ZHUANPAN)
    p.stays = 1
    s.turn = Turn(1, "行動")
    drive(g, flow.action_phase(g, p))
    assert s.turn.throws == 0 and p.stays == 0 and not [e for e in g.log.entries if "throws" in e.data]
    assert "投擲數沒有變化" in g.log.entries[-1].text


def test_wheel_3_gives_the_dice_control_command() -> None:
    """《轉盤》 3: 「獲得【控骰】指令。」"""
    g, s = game(5, seed=24, 轉盤=[3])
    stop(g, s, 1, Kind.ZHUANPAN)
    assert s.players[1].commands == ["控骰"]


def test_wheel_4_searches_two_animal_cards() -> None:
    """《轉盤》 4: 「檢索2張動物牌。」"""
    g, s = game(5, seed=25, 轉盤=[4])
    want = first(s, lambda c: c.category == Category.ANIMAL, 2)
    stop(g, s, 1, Kind.ZHUANPAN)
    assert s.players[1].hand[-2:] == want


def test_wheel_5_takes_the_adoption_area() -> None:
    """《轉盤》 5: 「獲得領養區所有牌。」"""
    g, s = game(5, seed=26, 轉盤=[5])
    s.adoption = named(s, "狗")[:1] + named(s, "家貓")[:1]
    for c in s.adoption:
        s.deck.remove(c)
    got = list(s.adoption)
    stop(g, s, 1, Kind.ZHUANPAN)
    assert s.players[1].hand[-2:] == got and s.adoption == []


def test_wheel_6_draws_one_card() -> None:
    """《轉盤》 6: 「摸一張牌。」 — a map draw (財神 doubles it, R-T7)."""
    g, s = game(5, seed=27, 轉盤=[6, 6])
    map_draw(g, s, 1, Kind.ZHUANPAN, "財神", 2)


def test_adoption_tile_takes_every_adopted_card() -> None:
    """《領養》: 「獲得領養區所有牌。」 — the 負債機制 applies."""
    g, s = game(5, seed=28)
    s.adoption = named(s, "狗")[:1] + named(s, "流浪貓")[:1]
    for c in s.adoption:
        s.deck.remove(c)
    got = list(s.adoption)
    s.players[3].debt = 1
    stop(g, s, 3, Kind.LINGYANG)
    assert s.players[3].hand[-1] == got[1] and s.discard == got[:1] and s.adoption == []


@pytest.mark.parametrize("kind", [Kind.YIYUAN, Kind.JIANYU])
def test_hospital_and_prison_have_no_event(kind: Kind) -> None:
    """《監獄》/《醫院》: 「因【停留】指令等停留時無效果。」"""
    g, s = game(5, seed=29)
    hand, deck, hp = list(s.players[1].hand), list(s.deck), s.players[1].hp
    assert stop(g, s, 1, kind) == []
    assert (s.players[1].hand, s.deck, s.players[1].hp) == (hand, deck, hp)


# ---- 法院 ---------------------------------------------------------------------------------------------------------


def rig(s: FState, *ids: str) -> None:
    """The judgement deck, top first."""
    s.judgement = JudgementDeck.from_unused(Chance(0, forced={"判定牌堆": [list(ids)]}), only=ids)


def sue(g: Game, s: FState, charge: str, card: str, *more: Script) -> list[Ask]:
    rig(s, card, "SA" if card != "SA" else "HA")
    place(s, 1, Kind.FAYUAN)
    return drive(g, tiles.on_stop(g, 1), {"choice": "控告", "target": 2}, {"choice": charge}, *more)


@pytest.mark.parametrize(("charge", "card", "jailed", "rounds"), [
    ("炫富", "DA", 2, 1), ("炫富", "C5", None, 0), ("炫富", "S5", 1, 1),
    ("閹割", "H7", 2, 2), ("閹割", "D7", None, 0), ("閹割", "C7", None, 0), ("閹割", "S7", 1, 2),
    ("辱國", "HK", 2, 3), ("辱國", "DK", None, 0), ("辱國", "CK", 1, 3), ("辱國", "SK", 1, 3),
])
def test_court_charge_verdicts(charge: str, card: str, jailed: int | None, rounds: int) -> None:
    """《法院》 控告: 「控告一名處于地圖上的其它角色(炫富/閹割/辱國)：你令其判定，若結果為：(紅色/紅桃/紅桃)，勝訴；(梅花/梅花或方塊/
    方塊)，和解；(黑桃/黑桃/黑色)，敗訴。勝訴方令敗訴方入獄(1/2/3)輪。」"""
    g, s = game(5, seed=30)
    sue(g, s, charge, card)
    for seat in (1, 2):
        p = s.players[seat]
        if seat == jailed:
            assert p.prison == rounds and p.position is None  # 「入獄…時，將其從地圖上移除」
        else:
            assert p.prison is None and p.position is not None


def test_court_defendants_are_other_characters_on_the_map() -> None:
    """《法院》 控告: 「控告一名處于地圖上的其它角色」 — not oneself, not an off-map character; a dead one may be sued (R-T14)."""
    g, s = game(5, seed=31)
    s.players[3].position, s.players[3].prison = None, 2
    s.players[4].dead = True
    place(s, 1, Kind.FAYUAN)
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "蹭空調"})
    targets = {o.get("target") for o in asks[0].options}
    assert targets == {None, 2, 4, 5}


def test_court_air_conditioning_draws_one_card() -> None:
    """《法院》 蹭空調: 「摸一張牌。」"""
    g, s = game(5, seed=32)
    top = s.deck[:1]
    stop(g, s, 1, Kind.FAYUAN, {"choice": "蹭空調"})
    assert s.players[1].hand[-1:] == top


def test_court_joker_suit_is_chosen_by_the_right_character() -> None:
    """判定: 「若為(大王/小王)，由(進行/發起)判定的角色決定花色點數」 — the defendant judges, the plaintiff initiates (R-T14)."""
    g, s = game(5, seed=33)
    asks = sue(g, s, "辱國", "JOKER_BIG", {"choice": "紅桃"}, {"choice": "Q"})
    assert [a.seat for a in asks] == [1, 1, 2, 2] and len(asks[3].options) == 13
    assert s.players[1].prison is None and s.players[2].prison == 3
    g, s = game(5, seed=33)
    asks = sue(g, s, "辱國", "JOKER_SMALL", {"choice": "黑桃"}, {"choice": "2"})
    assert [a.seat for a in asks] == [1, 1, 1, 1] and s.players[1].prison == 3


def test_prison_is_cancelled_off_the_map() -> None:
    """「不處于地圖上的角色入獄或入院時…取消之。」 (R-H6)"""
    g, s = game(5, seed=34)
    s.players[2].position, s.players[2].hospital = None, 1
    basic.imprison(g, 2, 3)
    assert s.players[2].prison is None and "取消" in g.log.entries[-1].text
