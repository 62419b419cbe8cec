"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), 起始配置: the ten NPCs' events and the NPC區機制. Each test quotes
the book's words it checks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fuweng_scripts import drive, game

from daoyan.core.game import Game
from daoyan.games.fuweng import tiles
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.cards import Category
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"


def meet(g: Game, s: FState, seat: int, npc: str, *answers: Any) -> None:
    """`seat` stops on the 《野外》 where `npc` stands."""
    s.players[seat].position = s.npcs[npc]
    drive(g, tiles.on_stop(g, seat), *answers)


def hand_of(s: FState, seat: int, match: Callable[[Any], bool], n: int) -> list[int]:
    """Give `seat` a hand of exactly `n` cards that match (taken from the pile)."""
    picked = [c for c in s.deck if match(s.cards[c])][:n]
    s.deck = [c for c in s.deck if c not in picked]
    s.players[seat].hand = picked
    return picked


def animal(c: Any) -> bool:
    return bool(c.category == Category.ANIMAL)


def test_caishen_searches_two_animal_cards_then_joins_the_npc_area() -> None:
    """*財神: 「檢索兩張動物牌；將《財神》NPC移動至停留角色的NPC區。」 *NPC區機制: 「當一個NPC移動至一名角色的NPC區后，若其
    NPC區有其它NPC，則將原有NPC移動至隨機一個沒有角色或NPC停留的《野外》上。」"""
    g, s = game(5, seed=1)
    p = s.players[2]
    p.npc_zone = [("窮神", False)]
    s.npcs["窮神"] = None
    want = [c for c in s.deck if animal(s.cards[c])][:2]
    meet(g, s, 2, "財神")
    assert p.hand[-2:] == want and p.npc_zone == [("財神", True)] and s.npcs["財神"] is None
    assert s.npcs["窮神"] is not None and s.board.cell(s.npcs["窮神"]).kind == Kind.YEWAI


def test_fushen_searches_two_non_animal_cards() -> None:
    """*福神: 「檢索兩張非動物牌；將《福神》NPC移動至停留角色的NPC區。」"""
    g, s = game(5, seed=2)
    want = [c for c in s.deck if not animal(s.cards[c])][:2]
    meet(g, s, 3, "福神")
    assert s.players[3].hand[-2:] == want and s.players[3].npc_zone == [("福神", True)]


@pytest.mark.parametrize(("held", "lost", "debt"), [(3, 2, 0), (1, 1, 1), (0, 0, 2)])
def test_qiongshen_discards_two_animal_cards_or_all_and_adds_debt(held: int, lost: int, debt: int) -> None:
    """*窮神: 「若X不小于2，隨機棄置2張手牌中的動物牌；若X小于2，棄置所有手牌中的動物牌，增加2-X點負債。X為手牌中的動物牌數；
    將《窮神》NPC移動至停留角色的NPC區。」"""
    g, s = game(5, seed=3)
    mine = hand_of(s, 1, animal, held)
    meet(g, s, 1, "窮神")
    p = s.players[1]
    assert len(p.hand) == held - lost and set(p.hand) <= set(mine) and p.debt == debt
    assert p.npc_zone == [("窮神", True)]


def test_shuaishen_hits_the_non_animal_cards() -> None:
    """*衰神: 「若X不小于2，隨機棄置2張手牌中的非動物牌；若X小于2，棄置所有手牌中的非動物牌，增加2-X點負債。X為手牌中的非動物
    牌數」."""
    g, s = game(5, seed=4)
    hand_of(s, 1, lambda c: not animal(c), 1)
    meet(g, s, 1, "衰神")
    assert s.players[1].hand == [] and s.players[1].debt == 1 and s.players[1].npc_zone == [("衰神", True)]


def test_merchant_trades_a_non_animal_card_for_two_animal_cards_and_moves_on() -> None:
    """*商人: 「可棄置一張非動物牌并檢索兩張動物牌。無論是否棄置牌，將《商人》NPC移動至隨機一個沒有角色或NPC停留的《野外》上。」"""
    g, s = game(5, seed=5)
    (good,) = hand_of(s, 1, lambda c: not animal(c), 1)
    where = s.npcs["商人"]
    want = [c for c in s.deck if animal(s.cards[c])][:2]
    meet(g, s, 1, "商人", {"choice": good})
    assert s.players[1].hand == want and good in s.discard
    assert s.npcs["商人"] not in (None, where)


@pytest.mark.parametrize(("npc", "category"), [("乞丐", Category.ANIMAL), ("流氓", Category.TRICK),
                                               ("小偷", Category.EQUIPMENT)])
def test_beggar_rogue_thief_take_one_of_many_or_fill_up_to_two(npc: str, category: Category) -> None:
    """*乞丐/*流氓/*小偷: 「若手牌中的(動物/大招/裝備)牌數量：大于1，隨機棄置一張；否則，補充至2張。結算結束后，將《乞丐》NPC
    移動至隨機一個沒有角色或NPC停留的《野外》上。」"""
    def kind(c: Any) -> bool:
        return bool(c.category.back == category)

    g, s = game(5, seed=6)
    hand_of(s, 1, kind, 3)
    meet(g, s, 1, npc)
    assert len(s.players[1].hand) == 2
    g, s = game(5, seed=7)
    hand_of(s, 1, kind, 1)
    where = s.npcs[npc]
    meet(g, s, 1, npc)
    assert len(s.players[1].hand) == 2 and all(kind(s.cards[c]) for c in s.players[1].hand)
    assert s.npcs[npc] not in (None, where)


def test_traffic_police_discard_one_card_of_each_category() -> None:
    """*交警: 「隨機棄置每種類別的手牌各一張（無這種類別的牌則不棄）。」"""
    g, s = game(5, seed=8)
    a = hand_of(s, 1, animal, 2)
    t = [c for c in s.deck if s.cards[c].category == Category.TRICK][:1]
    s.players[1].hand += t
    meet(g, s, 1, "交警")
    hand = s.players[1].hand
    assert len(hand) == 1 and hand[0] in a  # one animal and the trick are gone; no equipment to lose


def test_fierce_dog_sends_the_living_to_hospital_and_gives_the_dead_its_command() -> None:
    """*惡犬: 「若(存活/已陣亡)，(入院2輪，將《惡犬》NPC移動至隨機一個沒有角色或NPC停留的《野外》上/獲得【惡犬】指令，將《惡犬》
    NPC移出地圖)。」 — 「一名角色入獄或入院時，將其從地圖上移除。」"""
    g, s = game(5, seed=9)
    where = s.npcs["惡犬"]
    meet(g, s, 1, "惡犬")
    p = s.players[1]
    assert p.hospital == 2 and p.position is None and s.npcs["惡犬"] not in (None, where)
    g, s = game(5, seed=10)
    s.players[2].dead = True
    meet(g, s, 2, "惡犬")
    assert s.players[2].commands == ["惡犬"] and s.npcs["惡犬"] is None and s.players[2].hospital is None


@pytest.mark.parametrize("face_up", [True, False])
def test_an_npc_in_the_npc_area_works_face_up_or_down(face_up: bool) -> None:
    """*NPC區機制: 「NPC區的NPC無論正反，為角色提供效果。」 *財神NPC: 「因地圖執行“摸X張牌”事件時，令X翻倍。」 *窮神NPC:
    「因地圖執行“摸X張牌”事件時，令X為0。」 — map draws only (a skill or rule draw is not doubled)."""
    from daoyan.games.fuweng import zones

    g, s = game(5, seed=11)
    p = s.players[1]
    p.npc_zone = [("財神", face_up)]
    assert len(zones.draw(g, 1, 1, from_map=True)) == 2 and len(zones.draw(g, 1, 1)) == 1
    p.npc_zone = [("窮神", face_up)]
    assert zones.draw(g, 1, 2, from_map=True) == [] and len(zones.draw(g, 1, 1)) == 1


def test_an_npc_with_no_free_wild_is_set_aside_until_the_next_round_starts() -> None:
    """「將原有NPC移動至隨機一個沒有角色或NPC停留的《野外》上」 with none free — R-M12/R-N1: the NPC is set aside (known as
    such: not in an NPC area, not a 【惡犬】 command) and placed on a free 《野外》 at the start of the next round, before
    its first turn."""
    from daoyan.games.fuweng import flow, npcs

    g, s = game(4, seed=3)
    blocked = {c.pos: "地雷" for c in s.board.of_kind(Kind.YEWAI)}  # every 《野外》 replaced: none is free
    s.replaced.update(blocked)
    npcs.move_away(g, "商人")
    assert s.npcs["商人"] is None and s.aside == ["商人"]
    for pos in blocked:
        del s.replaced[pos]
    next(flow.game_rounds(g, 1))  # up to the first ask of the round's first turn
    placed = [i for i, e in enumerate(g.log.entries) if e.data.get("npc") == "商人" and e.data.get("at")]
    first_turn = next(i for i, e in enumerate(g.log.entries) if "turn" in e.data)
    assert s.aside == [] and placed and placed[0] < first_turn
