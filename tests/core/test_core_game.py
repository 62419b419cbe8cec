"""daoyan.core.game.Game: answering, errors that change nothing, timeouts, journal, replay."""

from __future__ import annotations

import json
from typing import Any

import pytest
from core_toy import ToyRules

from daoyan.core import Game, GameFinished, IllegalAnswer, NotAsked, replay
from daoyan.core.view import host_view, public_view, seat_view


def new(**kw: Any) -> Game:
    return Game(ToyRules(), 3, seed=9, **kw)


def to_end(g: Game) -> Game:
    g.answer(1, {"choice": "不出"})
    for s in (1, 2, 3):
        g.answer(s, {"choice": s})
    g.answer(1, {"choice": "胜"})
    return g


def test_a_whole_toy_game() -> None:
    g = to_end(new())
    assert g.finished and g.pending == {}
    assert g.outcome is not None and g.outcome.winner == "一方" and g.outcome.round == 2
    assert g.state["counts"] == {1: 1, 2: 2, 3: 3}
    assert [(n, s) for n, s, _ in g.history] == [(1, 1), (2, 1), (2, 2), (2, 3), (3, 1)]


def test_answer_from_a_seat_not_asked() -> None:
    g = new()
    before = g.snapshot()
    with pytest.raises(NotAsked, match="2号座位") as err:
        g.answer(2, {"choice": "不出"})
    # the message can reach any seat: it names only the asks everybody may know of (出杀 here is not one)
    assert "1号" not in str(err.value) and "无 (none)" in str(err.value)
    with pytest.raises(NotAsked):
        g.answer(99, {"choice": "不出"})
    assert g.snapshot() == before and g.history == []


def test_answering_twice() -> None:
    g = new()
    g.answer(1, {"choice": "不出"})
    g.answer(2, {"choice": 3})
    before = g.snapshot()
    with pytest.raises(NotAsked) as err:
        g.answer(2, {"choice": 1})
    assert "1号[报数], 3号[报数]" in str(err.value)  # 报数 is public: says who is being waited for
    assert public_view(g)["waiting"] == [1, 3]
    assert g.snapshot() == before
    g.answer(1, {"choice": 1})
    g.answer(3, {"choice": 1})
    assert g.state["counts"] == {1: 1, 2: 3, 3: 1}


def test_answering_a_finished_game() -> None:
    g = to_end(new())
    before = g.snapshot()
    with pytest.raises(GameFinished, match="1号座位"):
        g.answer(1, {"choice": "胜"})
    assert g.snapshot() == before


@pytest.mark.parametrize("bad", [{"choice": "闪"}, {"target": 1}, {"target": 2, "extra": 1}, "2", None, [2], {}])
def test_an_illegal_answer_changes_nothing(bad: Any) -> None:
    journal: list[Any] = []
    g = new(journal=journal.append)
    before, log_len, ask_no = g.snapshot(), len(g.log.entries), g.ask_no
    with pytest.raises(IllegalAnswer, match=r"1号座位的\[出杀\]"):
        g.answer(1, bad)
    assert g.snapshot() == before
    assert len(g.log.entries) == log_len and g.ask_no == ask_no and g.history == [] and journal == []
    assert list(g.pending) == [1]
    g.answer(1, {"target": 2})  # the game goes on as if nothing happened
    assert g.pending[2].skill == "闪"


def test_say_is_kept_in_the_answer_where_speech_is_allowed() -> None:
    g = new()
    assert g.answer(1, {"choice": "不出", "say": "我不出"}) == {"choice": "不出", "say": "我不出"}
    with pytest.raises(IllegalAnswer, match="不可发言"):
        g.answer(2, {"choice": 1, "say": "x"})


def test_timeout_takes_the_default() -> None:
    g = new()
    assert g.timeout(1) == {"choice": "不出"}
    for s in (3, 1, 2):
        g.timeout(s)
    assert g.state["counts"] == {1: 1, 2: 1, 3: 1}
    with pytest.raises(NotAsked):
        g.timeout(2)
    assert g.timeout(1) == {"choice": "和"}
    assert g.outcome is not None and g.outcome.winner is None


def test_journal_sees_the_record_before_the_answer_is_acknowledged() -> None:
    calls: list[tuple[Any, int, list[int], int]] = []
    g: Game

    def journal(record: Any) -> None:
        # the record is in record() (a driver persists g.record()) before answer() returns
        calls.append((record, g.ask_no, sorted(g.pending), g.record()["answers"][-1]))

    g = new(journal=journal)
    g.answer(1, {"target": 2})
    assert calls == [((1, 1, {"target": 2}), 2, [2], [1, 1, {"target": 2}])]  # the 闪 window is open
    g.answer(2, {"choice": "不出"})
    assert calls[-1][0] == (2, 2, {"choice": "不出"}) and calls[-1][3] == [2, 2, {"choice": "不出"}]
    assert g.state["hp"][2] == 1
    assert g.history == [c[0] for c in calls]


def test_a_failing_journal_stops_the_answer() -> None:
    def journal(record: Any) -> None:
        raise OSError("disk full")

    g = new(journal=journal)
    before = g.snapshot()
    with pytest.raises(OSError):
        g.answer(1, {"target": 2})
    assert g.snapshot() == before and g.history == []


def test_a_multi_seat_ask_collects_every_seat_before_advancing() -> None:
    g = new()
    g.answer(1, {"choice": "不出"})
    assert sorted(g.pending) == [1, 2, 3]
    n = g.ask_no
    g.answer(3, {"choice": 2})
    g.answer(1, {"choice": 3})
    assert sorted(g.pending) == [2] and g.ask_no == n
    assert g.state["counts"] == {}  # the flow has not received anything yet
    assert not any(e.text.startswith("报数") for e in g.log.entries)
    g.answer(2, {"choice": 1})
    assert g.state["counts"] == {1: 3, 2: 1, 3: 2}
    assert g.ask_no == n + 1 and list(g.pending) == [1]


def test_replay_rebuilds_the_same_game_and_rejects_a_wrong_record() -> None:
    g = new(dice=[3], forced={"秘密": ["甲"]})
    g.answer(1, {"target": 3})
    g.answer(3, {"choice": "闪"})
    rec = json.loads(json.dumps(g.record()))  # records survive JSON
    assert replay(ToyRules(), rec).snapshot() == g.snapshot()
    to_end_rest = replay(ToyRules(), rec)
    for s in (1, 2, 3):
        to_end_rest.answer(s, {"choice": 2})
    assert to_end_rest.snapshot() != g.snapshot()
    bad = dict(rec, answers=[[5, 1, {"target": 3}]])
    with pytest.raises(IllegalAnswer, match="ask #5"):
        replay(ToyRules(), bad)
    forged = dict(rec, answers=[[1, 1, {"target": 1}]])
    with pytest.raises(IllegalAnswer):
        replay(ToyRules(), forged)


def test_snapshot_depends_on_the_seed_only_through_chance() -> None:
    snaps = {Game(ToyRules(), 3, seed=s).snapshot() for s in range(6)}
    assert len(snaps) > 1
    assert Game(ToyRules(), 3, seed=4).snapshot() == Game(ToyRules(), 3, seed=4).snapshot()


def test_stop_after_round_pauses_at_the_round_boundary() -> None:
    g = new()
    g.stop_after_round = 1
    g.answer(1, {"choice": "不出"})
    for s in (1, 2, 3):
        g.answer(s, {"choice": 1})
    assert g.paused and g.pending == {} and g.outcome is None and g.round == 1


def test_end_keeps_the_first_outcome() -> None:
    g = new()
    g.end("甲", "first")
    g.end("乙", "second")
    assert g.outcome is not None and g.outcome.winner == "甲" and g.finished
    with pytest.raises(GameFinished):
        g.answer(1, {"choice": "不出"})


def test_views_split_what_each_seat_knows() -> None:
    g = new()
    for seat in g.seats:
        v = seat_view(g, seat)
        mine = [e["text"] for e in v["log"] if e["audience"] != "all"]
        assert mine == [f"你的秘密: {g.state['secret'][seat]}"]
        assert v["you"]["secret"] == g.state["secret"][seat]
        others = [g.state["secret"][s] for s in g.seats if s != seat]
        text = json.dumps(v, ensure_ascii=False)
        assert not any(o in text for o in others)
        assert (v["ask"] is not None) == (seat == 1)
    pv = public_view(g)
    assert all(e["audience"] == "all" for e in pv["log"]) and pv["waiting"] == []  # its ask is not public
    hv = host_view(g)
    assert len(hv["log"]) == len(g.log.entries) and hv["asks"][0]["skill"] == "出杀"


def test_an_answer_whose_consequences_fail_changes_nothing() -> None:
    """If the game cannot go on from an accepted answer (here: a forced draw that cannot happen), the
    answer is taken back and the game is exactly as before."""
    from daoyan.core.errors import ForcedChanceError
    from daoyan.games import get_rules

    cards = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"], 4: ["妖众", "妖众"],
             5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
    g = Game(get_rules("xianyao"), 6, 1, {"cards": cards, "化形": ["影妖", "血俑"]}, forced={"发言方向": ["北"]})
    assert [a.skill for a in g.pending.values()] == ["验妖"]
    before, history = g.snapshot(), list(g.history)
    with pytest.raises(ForcedChanceError):
        g.answer(2, {"choice": "放弃"})
    assert g.snapshot() == before and g.history == history and [a.skill for a in g.pending.values()] == ["验妖"]


def test_a_finished_game_taken_back_goes_on() -> None:
    """`undo` of the answer that ended the game (its flow had run to its end): the game is as before that answer, asks
    again, and can end again the same way."""
    g = to_end(new())
    assert g.finished
    before_end = to_end(new())
    before_end.undo()
    g.undo()
    assert not g.finished and g.pending and g.snapshot() == before_end.snapshot()
    g.answer(1, {"choice": "胜"})
    assert g.finished and g.snapshot() == to_end(new()).snapshot()


@pytest.mark.parametrize("game", ["xianyao", "fuweng", "wangling", "langren"])
def test_a_finished_game_is_freed_when_dropped_without_waiting_for_the_garbage_collector(game: str) -> None:
    """A finished game is in no reference cycle (its Chance logs draws through a weak reference to it): bot games by
    the thousand free the game and its log as they end, not at the next full collection. Played with the collector
    off, so only reference counting can free them. (Some games' states still hold small cycles of their own, closures
    kept in the state: a few hundred objects, left to the collector.)"""
    import gc
    import weakref

    from daoyan.core.bots import RandomBot, play_out
    from daoyan.games import get_rules

    players = {"xianyao": 7, "fuweng": 5, "wangling": 15, "langren": 12}[game]
    rules = get_rules(game)  # (its modules imported before the count starts)
    gc.collect()
    gc.disable()
    try:
        g = Game(rules, players, seed=3)
        play_out(g, {s: RandomBot(s) for s in g.seats})
        assert g.finished and g.chance.events  # (it drew: the Chance logged into the game)
        alive, log = weakref.ref(g), weakref.ref(g.log)
        del g
        assert alive() is None and log() is None
    finally:
        gc.enable()
