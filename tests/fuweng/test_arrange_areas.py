"""A scenario lays out the 領養區 and the NPC areas, and the result reports them with the piles (issue 23: 「the 領養區's
contents, NPC areas, the heading of each seat and the piles; the result reports the same fields」; docs/scenarios.md).
Seed 001_ea231be5ab83fae4.txt: 領養機制 「動物牌因棄置進入棄牌堆時，若領養區無同名牌，改為將之置于領養區。」; NPC區機制
「一名角色的回合開始時，若其NPC區有(正面/背面)朝上的NPC，則將之(翻面/移動至隨機一個沒有角色或NPC停留的《野外》上)。」"""

from __future__ import annotations

from typing import Any

import pytest

from daoyan.core.errors import ConfigError, ScenarioError
from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, flow
from daoyan.games.fuweng.state import FState
from daoyan.scenario import run_scenario

SEED_FILE = "001_ea231be5ab83fae4.txt"


def game(layout: dict[str, Any]) -> tuple[Game, FState]:
    g = Game(RULES, 4, 2, {"局面": layout})
    assert isinstance(g.state, FState)
    return g, g.state


def test_the_adoption_area_holds_the_named_animal_cards_and_the_table_hears_it() -> None:
    g, s = game({"adoption": ["狗", "家貓"]})
    assert sorted(s.cards[c].name for c in s.adoption) == ["家貓", "狗"]
    assert any("劇本局面: 領養區:" in e.text for e in g.log.entries if e.audience.kind == "all")


@pytest.mark.parametrize("bad", [["狗", "狗"], ["無中生有"]])
def test_the_adoption_area_holds_one_animal_card_of_each_name(bad: list[str]) -> None:
    """「若領養區無同名牌」: two of a name cannot lie there; nor can a 大招牌."""
    with pytest.raises(ConfigError, match="adoption"):
        game({"adoption": bad})


def test_an_npc_in_an_area_leaves_the_map_and_turns_over_at_the_turn_start() -> None:
    """`npc_zone: {財神: 正面}` — 財神 is in seat 2's area, not on the map; at seat 2's turn start 「(正面/背面)朝上的NPC，
    則將之(翻面/…)」: it turns face down."""
    g, s = game({"seats": {2: {"npc_zone": {"財神": "正面"}}}})
    assert s.players[2].npc_zone == [("財神", True)] and s.npcs["財神"] is None
    s.turn = None
    gen = flow.turn_start(g, s.players[2])
    for _ in gen:
        pass
    assert s.players[2].npc_zone == [("財神", False)]


@pytest.mark.parametrize("layout", [
    {"seats": {1: {"npc_zone": {"財神": "正面"}}, 2: {"npc_zone": {"財神": "背面"}}}},
    {"seats": {1: {"npc_zone": {"財神": "正面"}}}, "npcs": {"財神": [12, 13]}},
    {"seats": {1: {"npc_zone": {"財神": "側面"}}}},
    {"seats": {1: {"npc_zone": {"土地": "正面"}}}},
])
def test_an_npc_is_in_one_place(layout: dict[str, Any]) -> None:
    with pytest.raises(ConfigError, match="npc_zone"):
        game(layout)


def test_the_result_reports_the_areas_and_the_piles() -> None:
    r = run_scenario({"game": "fuweng", "players": 4, "seed": 2, "until": {"round": 0},
                      "setup": {"adoption": ["家貓"], "seats": {3: {"npc_zone": {"衰神": "背面"}}}}})
    assert r["table"]["adoption"] == ["家貓"] and r["table"]["npcs"]["衰神"] is None
    assert r["seats"]["3"]["npc_zone"] == {"衰神": "背面"}
    assert isinstance(r["table"]["deck"], int) and r["table"]["judgement_face_up"] == []


def test_a_refused_area_names_its_entry_in_a_scenario() -> None:
    with pytest.raises(ScenarioError, match="adoption"):
        run_scenario({"game": "fuweng", "players": 4, "seed": 2, "setup": {"adoption": ["狗", "狗"]}})


def test_the_discard_pile_is_laid_out_and_refills_the_deck() -> None:
    """`discard:` — the 棄牌堆, public; R-G8: an empty 牌堆 is shuffled from it, so a draw can take those cards."""
    from daoyan.games.fuweng import zones

    g, s = game({"discard": ["無中生有", "狗"]})
    laid = list(s.discard[-2:])
    assert [s.cards[c].name for c in laid] == ["無中生有", "狗"]
    s.discard = list(laid)
    s.deck = []
    got = zones.draw(g, 1, 2)
    assert sorted(got) == sorted(laid)
