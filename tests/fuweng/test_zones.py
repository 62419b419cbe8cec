"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): where cards go — 摸牌 and 檢索 with an empty pile (行動階段 注③),
the 負債機制, the 領養機制, the 銀行機制 and the bank overflow. Each test quotes the book's words it checks."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import game

from daoyan.core.game import Game
from daoyan.games.fuweng import zones
from daoyan.games.fuweng.cards import Category
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"


def run(g: Game, flow: Any, pick: int = -1) -> None:
    """Drive a zones flow, answering each ask with option `pick` (checked as a legal answer)."""
    try:
        asks = next(flow)
        while True:
            asks = flow.send({a.seat: a.check(a.options[pick]) for a in asks})
    except StopIteration:
        pass


def ids_of(s: FState, category: Category) -> list[int]:
    return [c for c in s.deck if s.cards[c].category == category]


def test_draw_takes_from_the_top_and_only_the_drawer_sees_the_faces() -> None:
    """「摸一張牌。」 — cards come from the top of the 牌堆; the drawer is told the faces, everybody else the backs
    (「不同類別的牌卡背不同」)."""
    g, s = game(5, seed=1)
    top = s.deck[:2]
    assert zones.draw(g, 1, 2) == top and s.players[1].hand[-2:] == top
    told = g.log.entries[-1]
    assert told.audience.kind == "seats" and told.audience.seats == (1,) and told.data["cards"] == top
    public = g.log.entries[-2]
    assert public.audience.kind == "all" and str(s.cards[top[0]].category.back) in public.text
    assert str(s.cards[top[0]]) not in public.text


def test_an_empty_pile_takes_the_shuffled_discard_pile_else_the_draw_is_cancelled() -> None:
    """行動階段 注③: 「摸牌或檢索時，若牌堆沒牌或無法檢索到特定牌，則立即將棄牌堆洗混后形成新的摸牌堆；如仍沒牌或無法檢索到
    特定牌，取消此次摸牌或檢索事件。」"""
    g, s = game(4, seed=2)
    s.discard, s.deck = s.deck[:3], s.deck[3:5]
    got = zones.draw(g, 2, 4)
    assert len(got) == 4 and s.discard == [] and len(s.deck) == 1  # 2 from the pile, then 2 of the 3 reshuffled
    assert any(e.kind == "chance" and e.data["chance"] == "洗牌" for e in g.log.entries[-8:])
    s.deck.clear()
    assert zones.draw(g, 2, 1) == [] and "沒有牌" in g.log.entries[-1].text


def test_search_takes_the_first_match_and_leaves_the_rest_in_order() -> None:
    """檢索 (R-G7): the first card of the wanted kind from the top; the cards passed over stay where they were. When
    none is left, 「則立即將棄牌堆洗混后形成新的摸牌堆」; 「如仍…無法檢索到特定牌，取消此次…檢索事件」."""
    g, s = game(4, seed=3)
    animals = ids_of(s, Category.ANIMAL)
    before = [c for c in s.deck if c != animals[0]]
    assert zones.search(g, 1, lambda c: c.category == Category.ANIMAL) == [animals[0]]
    assert s.deck == before
    equips = ids_of(s, Category.EQUIPMENT)
    s.discard = equips[:1]
    s.deck = [c for c in s.deck if c not in equips]
    assert zones.search(g, 1, lambda c: c.category == Category.EQUIPMENT, n=2) == equips[:1]


def test_debt_redirects_the_first_cards_to_the_discard_pile() -> None:
    """負債機制: 「當X張牌進入一名角色的手牌區前，若Y大于0，且：不小于X，將這些牌的移動目標改為棄牌堆，其減少X點負債；小于X，
    將這些牌中前Y張牌的移動目標改為棄牌堆，減少Y點負債。Y為其負債點數。」"""
    g, s = game(4, seed=4)
    p = s.players[3]
    hand = list(p.hand)
    p.debt = 2
    first3 = s.deck[:3]
    zones.draw(g, 3, 3)  # Y = 2 < X = 3: the first two go to the discard pile
    assert p.debt == 0 and p.hand == hand + first3[2:] and s.discard[-2:] == first3[:2]
    p.debt = 5
    zones.draw(g, 3, 2)  # Y = 5 ≥ X = 2: both go, debt 3 left
    assert p.debt == 3 and p.hand == hand + first3[2:] and s.adoption == []  # redirected, not 棄置


def test_discarded_animal_cards_go_to_the_adoption_area_once_per_name() -> None:
    """領養機制: 「動物牌因棄置進入棄牌堆時，若領養區無同名牌，改為將之置于領養區。」 — the first 狗 discarded is adopted, a
    second 狗 goes to the discard pile; a non-animal card never is. 領養: 「獲得領養區所有牌。」"""
    g, s = game(4, seed=5)
    dogs = [c for c in s.deck if s.cards[c].name == "狗"][:2]
    trick = next(c for c in s.deck if s.cards[c].category == Category.TRICK)
    p = s.players[1]
    p.hand += [*dogs, trick]
    zones.discard(g, 1, [*dogs, trick])
    assert s.adoption == [dogs[0]] and s.discard[-2:] == [dogs[1], trick]
    zones.take_adoption(g, 2)
    assert s.adoption == [] and dogs[0] in s.players[2].hand


def test_used_cards_are_not_adopted() -> None:
    """「如無特殊說明，游戲牌在使用后均需棄置（放入棄牌堆）。」 read with R-G5: a used card goes to the discard pile and
    is not 「因棄置」, so the 領養區 stays empty."""
    g, s = game(4, seed=6)
    dog = next(c for c in s.deck if s.cards[c].name == "狗")
    zones.to_discard(g, [dog])
    assert s.adoption == [] and s.discard[-1] == dog


def test_money_each_round_buys_bank_cards() -> None:
    """銀行機制: 「每輪開始時，所有角色獲得X枚“錢”。然后若一名角色的“錢”標記數不小于5，該角色移除5枚“錢”，將牌堆頂一張牌置于其
    銀行區，重復此流程直到其“錢”標記數小于5。X為其銀行區牌數。」"""
    g, s = game(4, seed=7)
    p = s.players[1]
    p.bank = s.deck[:3]
    s.deck = s.deck[3:]
    p.money = 4
    top = s.deck[0]
    run(g, zones.bank_round_start(g))
    assert p.money == 2 and p.bank[-1] == top and len(p.bank) == 4  # 4 + 3 = 7 → one card, 2 left
    assert all(q.money == 0 and q.bank == [] for q in s.players.values() if q.seat != 1)
    told = [e for e in g.log.entries if e.data.get("bank_card") == top]
    assert told and told[0].audience.seats == (1,)  # bank contents: the owner only


def test_bank_overflow_gives_a_chosen_card_back() -> None:
    """「當一張牌進入一名角色的銀行區后，若其銀行區牌數大于6，其獲得其銀行區中一張牌，重復此流程直到其銀行區牌數不大于6。」"""
    g, s = game(4, seed=8)
    p = s.players[2]
    p.bank = s.deck[:6]
    s.deck = s.deck[6:]
    chosen = p.bank[0]
    run(g, zones.to_bank(g, 2, [s.deck.pop(0)]), pick=0)
    assert len(p.bank) == 6 and chosen in p.hand and chosen not in p.bank
