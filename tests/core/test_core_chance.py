"""daoyan.core.rng.Chance: seeded, logged, forceable randomness."""

from __future__ import annotations

import pytest
from core_toy import ToyRules

from daoyan.core import Chance, ForcedChanceError, Game
from daoyan.core.log import Audience


def draws(c: Chance) -> list[object]:
    return [c.roll(6, "a"), c.roll(20, "b"), c.choice("c", ["x", "y", "z"]), c.sample("d", list(range(10)), 3),
            c.shuffle("e", list("abcdef"))]


def test_same_seed_same_results_different_seed_differs() -> None:
    assert draws(Chance(11)) == draws(Chance(11))
    assert Chance(11).events == []
    seqs = {repr(draws(Chance(s))) for s in range(20)}
    assert len(seqs) > 15  # the seed matters


def test_every_draw_is_recorded_as_a_chance_event_and_reported() -> None:
    seen: list[dict[str, object]] = []
    c = Chance(3, on_event=seen.append)
    out = draws(c)
    assert [e["chance"] for e in c.events] == ["a", "b", "c", "d", "e"]
    assert [e["kind"] for e in c.events] == ["d6", "d20", "choice", "sample", "shuffle"]
    assert [e["value"] for e in c.events] == out
    assert all(e["forced"] is False for e in c.events)
    assert seen == c.events


def test_game_logs_every_chance_event_host_only() -> None:
    g = Game(ToyRules(), 3, seed=5)
    chance_entries = [e for e in g.log.entries if e.kind == "chance"]
    assert len(chance_entries) == len(g.chance.events) == 1 + 3  # 先手 d6 + one 秘密 per seat
    assert all(e.audience == Audience.host() for e in chance_entries)
    assert [e.data for e in chance_entries] == g.chance.events
    for seat in g.seats:
        assert not any(e.kind == "chance" for e in g.log.visible_to(seat))


def test_forced_dice_are_consumed_in_order_by_every_d6_whatever_its_name() -> None:
    c = Chance(1, forced_dice=[6, 1, 3])
    assert c.roll(6, "鉴仙图") == 6
    assert c.roll(8, "other") in range(1, 9)  # not a d6: leaves the queue alone
    assert c.roll(6, "另一个") == 1
    assert c.roll(6, "鉴仙图") == 3
    assert [e["forced"] for e in c.events] == [True, False, True, True]
    assert c.unused_forced() == {}
    # the queue is empty: the seed takes over again
    c.roll(6, "鉴仙图")
    assert c.events[-1]["forced"] is False


def test_forced_named_draws_take_precedence_and_are_consumed_in_order() -> None:
    c = Chance(1, forced_dice=[2], forced={"鉴仙图": [5, 4], "方向": ["逆", "顺"], "抽": [[3, 1]],
                                           "洗": [["c", "a", "b"]]})
    assert c.roll(6, "鉴仙图") == 5  # the named value wins over the dice queue
    assert c.roll(6, "鉴仙图") == 4
    assert c.roll(6, "鉴仙图") == 2  # then the dice queue
    assert c.choice("方向", ["顺", "逆"]) == "逆"
    assert c.choice("方向", ["顺", "逆"]) == "顺"
    assert c.sample("抽", [1, 2, 3, 4], 2) == [3, 1]
    assert c.shuffle("洗", ["a", "b", "c"]) == ["c", "a", "b"]
    assert all(e["forced"] for e in c.events)
    assert c.unused_forced() == {}


def test_unused_forced_values_are_reported() -> None:
    c = Chance(1, forced_dice=[2, 3], forced={"x": [1, 2], "y": []})
    c.roll(6, "x")
    assert c.unused_forced() == {"x": [2], "dice": [2, 3]}


@pytest.mark.parametrize(
    ("forced", "dice", "call"),
    [
        ({}, [7], lambda c: c.roll(6, "d")),
        ({}, [0], lambda c: c.roll(6, "d")),
        ({"d": [5]}, [], lambda c: c.roll(4, "d")),
        ({"d": ["6"]}, [], lambda c: c.roll(6, "d")),
        ({"p": ["北"]}, [], lambda c: c.choice("p", ["顺", "逆"])),
        ({"s": [[1, 1]]}, [], lambda c: c.sample("s", [1, 2, 3], 2)),
        ({"s": [[1, 9]]}, [], lambda c: c.sample("s", [1, 2, 3], 2)),
        ({"s": [[1]]}, [], lambda c: c.sample("s", [1, 2, 3], 2)),
        ({"o": [["a", "a", "b"]]}, [], lambda c: c.shuffle("o", ["a", "b", "c"])),
        ({"o": [["a", "b"]]}, [], lambda c: c.shuffle("o", ["a", "b", "c"])),
    ],
)
def test_forced_values_that_are_not_possible_outcomes_raise(forced, dice, call) -> None:
    c = Chance(1, forced_dice=dice, forced=forced)
    with pytest.raises(ForcedChanceError):
        call(c)
    assert c.events == []  # nothing was drawn


def test_forced_chance_error_names_the_draw() -> None:
    c = Chance(1, forced={"发言方向": ["北"]})
    with pytest.raises(ForcedChanceError, match="发言方向"):
        c.choice("发言方向", ["顺时针", "逆时针"])


def test_choice_from_empty_population_is_an_error() -> None:
    with pytest.raises(ValueError, match="empty"):
        Chance(1).choice("x", [])


def test_game_passes_dice_and_random_to_its_chance() -> None:
    g = Game(ToyRules(), 3, seed=5, dice=[4], forced={"秘密": ["丙", "甲", "乙"]})
    assert g.state["die"] == 4
    assert g.state["secret"] == {1: "秘密1-丙", 2: "秘密2-甲", 3: "秘密3-乙"}
    assert g.chance.unused_forced() == {}


def test_list_valued_draws_take_a_flat_list_as_one_draw_or_a_list_of_lists_as_several() -> None:
    flat = Chance(1, forced={"化形": ["血俑", "影妖"], "发牌": ["b", "c", "a"]})
    assert flat.sample("化形", ["影妖", "血俑", "纸人"], 2) == ["血俑", "影妖"]
    assert flat.shuffle("发牌", ["a", "b", "c"]) == ["b", "c", "a"]
    assert flat.unused_forced() == {}
    nested = Chance(1, forced={"发牌": [["b", "c", "a"], ["c", "a", "b"]]})
    assert nested.shuffle("发牌", ["a", "b", "c"]) == ["b", "c", "a"]  # a redeal takes the next list
    assert nested.shuffle("发牌", ["a", "b", "c"]) == ["c", "a", "b"]
    assert nested.events[-1]["forced"] is True
    with pytest.raises(ForcedChanceError, match="needs 2"):
        Chance(1, forced={"化形": ["血俑"]}).sample("化形", ["影妖", "血俑"], 2)
