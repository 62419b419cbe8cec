"""daoyan.core.ask.Ask: canonical answers, legality, speech."""

from __future__ import annotations

import pytest

from daoyan.core import Ask, IllegalAnswer


def feng_yao(**kw: object) -> Ask:
    return Ask(seat=3, skill="封妖", prompt="选择[封妖]目标", options=[{"choice": "放弃"}, {"target": 5}, {"target": 6}],
               default={"choice": "放弃"}, **kw)  # type: ignore[arg-type]


def ballot(n: int = 2) -> Ask:
    from itertools import combinations_with_replacement

    opts = [{"target": list(c)} for c in combinations_with_replacement([2, 5, "弃票"], n)]
    return Ask(seat=4, skill="诛仙投票", prompt="投票", options=opts, default={"target": ["弃票"] * n},
               unordered_target=True)


def test_legal_answers_come_back_canonical() -> None:
    a = feng_yao()
    assert a.check({"target": 5}) == {"target": 5}
    assert a.check({"choice": "放弃", "target": None}) == {"choice": "放弃"}  # None keys are dropped
    assert a.check({"skill": "封妖", "target": 6}) == {"target": 6}  # naming the ask's own skill is allowed
    assert a.check(a.default) == a.default


def test_tuples_become_lists_and_ballots_are_unordered() -> None:
    b = ballot()
    assert b.check({"target": (5, 2)}) == {"target": [2, 5]}
    assert b.check({"target": ["弃票", 5]}) == {"target": [5, "弃票"]}
    assert b.check({"target": [5, "弃票"]}) == {"target": [5, "弃票"]}
    with pytest.raises(IllegalAnswer):
        b.check({"target": [5]})  # too few votes
    with pytest.raises(IllegalAnswer):
        b.check({"target": [5, 5, 5]})
    # an ordered ask does not reorder
    ordered = Ask(1, "排序", "", [{"choice": ["妖众", "妖首"]}], {"choice": ["妖众", "妖首"]})
    with pytest.raises(IllegalAnswer):
        ordered.check({"choice": ["妖首", "妖众"]})


@pytest.mark.parametrize(
    "bad",
    [{"target": 7}, {"target": "5"}, {"choice": "过"}, {}, {"skill": "验妖", "target": 5}, {"choice": "放弃", "target": 5}],
)
def test_illegal_answers_raise_naming_seat_and_skill(bad: dict[str, object]) -> None:
    with pytest.raises(IllegalAnswer) as err:
        feng_yao().check(bad)
    assert "3号座位" in str(err.value)
    assert "[封妖]" in str(err.value)
    assert "合法选择" in str(err.value)


@pytest.mark.parametrize("bad", [None, 5, "5", ["target", 5], ("放弃",)])
def test_non_mapping_answers_raise(bad: object) -> None:
    with pytest.raises(IllegalAnswer, match=r"3号座位的\[封妖\]"):
        feng_yao().check(bad)


def test_unknown_keys_raise() -> None:
    with pytest.raises(IllegalAnswer, match="unknown keys") as err:
        feng_yao().check({"target": 5, "who": 1})
    assert "3号座位" in str(err.value)


def test_long_option_lists_are_abbreviated_in_the_message() -> None:
    a = Ask(1, "投", "", [{"target": t} for t in range(1, 30)], {"target": 1})
    with pytest.raises(IllegalAnswer, match=r"\(\+17\)"):
        a.check({"target": 99})


def test_say_only_where_speech_is_allowed() -> None:
    with pytest.raises(IllegalAnswer, match="不可发言") as err:
        feng_yao().check({"target": 5, "say": "我是好人"})
    assert "3号座位" in str(err.value)
    speaking = feng_yao(speech=True)
    assert speaking.check({"target": 5, "say": "我是好人"}) == {"target": 5, "say": "我是好人"}
    with pytest.raises(IllegalAnswer, match="say"):
        speaking.check({"target": 5, "say": 12})
    with pytest.raises(IllegalAnswer):  # speech does not make an illegal choice legal
        speaking.check({"target": 9, "say": "hi"})


def test_accepts_other_names() -> None:
    a = Ask(1, "发言", "", [{"choice": "过"}], {"choice": "过"}, also=("鉴仙图",))
    assert a.accepts("发言") and a.accepts("鉴仙图")
    assert not a.accepts("封妖")


def test_to_json_has_what_a_player_needs() -> None:
    j = feng_yao(round=2, phase="白昼", deadline=30).to_json()
    assert j["seat"] == 3 and j["skill"] == "封妖" and j["options"][1] == {"target": 5}
    assert j["default"] == {"choice": "放弃"} and j["deadline"] == 30 and j["round"] == 2 and j["phase"] == "白昼"
