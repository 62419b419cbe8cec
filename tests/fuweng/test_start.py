"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), 基本規則: 決定身份, 體力規則, 起始配置 — each test quotes the
book's words it checks. The game's turns are not built yet: these tests run only the set-up, through a
rules object whose flow is `setup.start` (the same `Game`, `Chance` and log as every daoyan game)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from fuweng_scripts import BOARD, game

from daoyan.games.fuweng.board import SURNAMES, Kind
from daoyan.games.fuweng.identities import identities_for
from daoyan.games.fuweng.state import NPCS

SEED_FILE = "001_ea231be5ab83fae4.txt"


@pytest.mark.parametrize("players", range(4, 9))
def test_identities_dealt_and_only_the_canglu_revealed(players: int) -> None:
    """決定身份: 「隨機分給每個玩家一張身份牌，抽到蒼鷺身份的玩家需立即亮出身份，其它身份的玩家保存好自己的身份牌，
    不讓別的玩家知道自己的身份。」 — the cards are the count's identities; the 蒼鷺 is announced to all, every
    other identity is told to its seat alone."""
    g, s = game(players, seed=players)
    assert Counter(p.identity for p in s.players.values()) == Counter(identities_for(players))
    canglu = next(p.seat for p in s.players.values() if p.identity == "蒼鷺")
    announced = [e for e in g.log.entries if e.audience.kind == "all" and "蒼鷺" in e.data]
    assert len(announced) == 1 and announced[0].data["蒼鷺"] == canglu
    told = {e.audience.seats[0]: e.data["identity"] for e in g.log.entries if "identity" in e.data}
    assert told == {p.seat: p.identity for p in s.players.values() if p.seat != canglu}
    assert all(e.audience.kind == "seats" and len(e.audience.seats) == 1
               for e in g.log.entries if "identity" in e.data)
    assert [p.revealed for p in s.players.values()] == [p.seat == canglu for p in s.players.values()]


def test_the_identity_draw_is_random_and_forceable() -> None:
    """「隨機分給每個玩家一張身份牌」: the draw is the game's named chance 身份, forced in scenarios."""
    order = ["表外", "蒼鷺", "貓娘", "表外", "特區"]
    _, s = game(5, 身份=[order])
    assert [s.players[i].identity for i in range(1, 6)] == order
    seen = {tuple(p.identity for p in game(5, seed)[1].players.values()) for seed in range(12)}
    assert len(seen) > 5


def test_hp_without_character_cards() -> None:
    """體力規則: 「若沒有加入人妖牌，每人都視為體力上限為5、無技能的角色。蒼鷺體力上限為6。」 — and each starts at full HP."""
    _, s = game(8, seed=3)
    for p in s.players.values():
        assert p.max_hp == (6 if p.identity == "蒼鷺" else 5) and p.hp == p.max_hp


@pytest.mark.parametrize("players", [4, 6, 8])
def test_four_cards_each_and_the_rest_is_the_deck(players: int) -> None:
    """起始配置: 「將游戲牌洗混，隨機分給每個玩家4張，此為起始手牌，剩余牌為牌堆。」 — 4 distinct cards each, told to
    the holder only; deck + hands are the whole 156-card deck."""
    g, s = game(players, seed=players + 10)
    hands = [c for p in s.players.values() for c in p.hand]
    assert all(len(p.hand) == 4 for p in s.players.values())
    assert sorted(hands + s.deck) == sorted(s.cards) and len(s.cards) == 156
    for e in g.log.entries:
        if "hand" in e.data:
            assert e.audience.kind == "seats" and e.data["hand"] == s.players[e.audience.seats[0]].hand


@pytest.mark.parametrize("players", range(4, 9))
def test_surnames_by_seat_from_the_canglu(players: int) -> None:
    """起始配置: 「按照百家姓前8個姓氏，以蒼鷺玩家為一號位、其下家為二號位，以此類推，直到蒼鷺上家，為每個玩家分配姓氏：
    趙一、錢二、孫三、李四、周五、吳六、鄭七、王八。」 — and turns run in that order (「由蒼鷺開始，按百家姓順序」)."""
    _, s = game(players, seed=20 + players)
    canglu = next(p.seat for p in s.players.values() if p.identity == "蒼鷺")
    seats = [(canglu - 1 + i) % players + 1 for i in range(players)]  # the 蒼鷺, its 下家, …
    assert [s.players[seat].surname for seat in seats] == list(SURNAMES[:players])
    assert s.order() == seats


def test_surname_cells_random_kennels_nearest_and_three_shares() -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 「為地圖上的每個《狗舍》分配距離其最近的姓氏。」
    「令每名角色的與其姓氏相同的《狗舍》持股+3。」 — every surname on one cell; each kennel takes the surname of the
    nearest 《姓氏》 cell; each player holds 3 in his surname's kennel and nothing else; a kennel whose surname
    belongs to nobody (5 players) has no holder."""
    g, s = game(5, seed=4)
    assert sorted(s.surname_cells.values(), key=SURNAMES.index) == list(SURNAMES)
    assert set(s.surname_cells) == {c.pos for c in BOARD.of_kind(Kind.XINGSHI)}
    for b in BOARD.buildings_of(Kind.GOUSHE):
        h = s.holdings[b.name]
        nearest = min(s.surname_cells, key=lambda p: (b.distance(p), SURNAMES.index(s.surname_cells[p])))
        assert h.surname == s.surname_cells[nearest] and h.available == 3
        owner = s.seat_of_surname(h.surname)
        assert h.shares == ({owner: 3} if owner is not None else {})
    placements = {tuple(sorted(game(5, seed)[1].surname_cells.items())) for seed in range(8)}
    assert len(placements) > 4  # random (the chance 姓氏格)
    assert any(e.kind == "chance" and e.data["chance"] == "姓氏格" for e in g.log.entries)


def test_catteries_liu_guan_zhang_with_ten_shares() -> None:
    """「為地圖中心的《貓舍》分配姓氏“劉”；右上、左下兩個《貓舍》中，距離其最近的《狗舍》在百家姓排名靠前的《貓舍》分配姓氏
    “關”、另一《貓舍》分配姓氏“張”。」 「貓舍，可購股份10」 — over several surname placements, 關 and 張 change
    places with the kennels' surnames."""
    cx, cy = BOARD.centre
    cats = BOARD.buildings_of(Kind.MAOSHE)
    centre = min(cats, key=lambda b: min(abs(x - cx) + abs(y - cy) for x, y in b.cells))
    guan_at: set[str] = set()
    for seed in range(10):
        _, s = game(8, seed)
        got = {b.name: s.holdings[b.name].surname for b in cats}
        assert got[centre.name] == "劉"
        kennel_rank = {b: SURNAMES.index(s.holdings[b.name].surname) for b in BOARD.buildings_of(Kind.GOUSHE)}

        def rank(cat: Any, kennel_rank: dict[Any, int] = kennel_rank) -> int:
            near = min(k.distance(cat) for k in kennel_rank)
            return min(r for k, r in kennel_rank.items() if k.distance(cat) == near)

        corner = sorted((b for b in cats if b != centre), key=rank)
        assert [got[corner[0].name], got[corner[1].name]] == ["關", "張"]
        assert all(s.holdings[b.name].available == 10 and s.holdings[b.name].shares == {} for b in cats)
        guan_at.add(corner[0].name)
    assert len(guan_at) == 2


@pytest.mark.parametrize("players", [4, 8])
def test_start_cells_and_npcs(players: int) -> None:
    """「所有角色的初始位置為與其姓氏相同的《姓氏》格。」 「將《財神》《窮神》《福神》《衰神》《商人》《乞丐》《流氓》《小偷》
    《交警》《惡犬》這10個NPC移動至隨機10個沒有角色或NPC停留的《野外》上。」"""
    _, s = game(players, seed=7)
    for p in s.players.values():
        assert p.position is not None and s.surname_cells[p.position] == p.surname and p.heading is not None
    spots = [s.npcs[n] for n in NPCS]
    assert len(set(spots)) == 10
    occupied = {p.position for p in s.players.values()}
    for spot in spots:
        assert spot is not None and BOARD.cell(spot).kind == Kind.YEWAI and spot not in occupied
    layouts = {tuple(game(players, seed)[1].npcs.values()) for seed in range(6)}
    assert len(layouts) == 6  # random (the chance NPC)


def test_the_judgement_deck_is_every_standard_character_card_without_characters() -> None:
    """「選將結束后，將剩余人妖牌堆中未使用的標準版人妖牌備份并洗切，作為本局的判定牌堆。」 — no 人妖牌 is used in this
    version, so all 54 are the judgement deck."""
    _, s = game(6, seed=2)
    assert len(s.judgement) == 54


def test_same_seed_same_setup() -> None:
    """Determinism: the same seed gives the same set-up, byte for byte."""
    a, b = game(7, seed=99)[0], game(7, seed=99)[0]
    assert [e.to_json() for e in a.log.entries] == [e.to_json() for e in b.log.entries]
