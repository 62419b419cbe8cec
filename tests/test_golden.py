"""A recorded game of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 7 players, seed 42, random bots.

tests/golden/xianyao_7p_seed42.json holds the game's record and its snapshot. Replaying the record
must give the same snapshot byte for byte; any change to what the engine or the rules do shows up here.
When a change is intended, rewrite the file and review its diff:

    DAOYAN_REGOLD=1 .venv/bin/pytest tests/test_golden.py

Also conformance checks every ask of many games: options non-empty and canonical, the default among
them, terminal games ask nothing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from daoyan.core.bots import RandomBot, play_out
from daoyan.core.game import Game, replay
from daoyan.games import get_rules

RULES = get_rules("xianyao")
GOLDEN = Path(__file__).parent / "golden" / "xianyao_7p_seed42.json"
PLAYERS, SEED = 7, 42


def golden_game() -> Game:
    g = Game(RULES, PLAYERS, SEED)
    return play_out(g, {s: RandomBot(SEED * 1000 + s) for s in g.seats})


def snapshot_text(snapshot: Any) -> str:
    return json.dumps(snapshot, ensure_ascii=False, sort_keys=True)


def regold() -> None:
    g = golden_game()
    doc = {"about": "daoyan golden game: xianyao, 7 players, seed 42, RandomBot(42000 + seat); "
                    "rewrite with DAOYAN_REGOLD=1 .venv/bin/pytest tests/test_golden.py",
           "record": g.record(), "snapshot": json.loads(g.snapshot())}
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")


@pytest.fixture(scope="module")
def golden() -> dict[str, Any]:
    if os.environ.get("DAOYAN_REGOLD"):
        regold()
    return json.loads(GOLDEN.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_replaying_the_golden_record_gives_the_golden_snapshot(golden: dict[str, Any]) -> None:
    g = replay(RULES, golden["record"])
    assert g.finished and g.outcome is not None
    assert g.snapshot() == snapshot_text(golden["snapshot"])


def test_the_golden_game_is_still_what_the_same_seeds_play(golden: dict[str, Any]) -> None:
    g = golden_game()
    assert g.record() == golden["record"]
    assert g.snapshot() == snapshot_text(golden["snapshot"])


def test_the_golden_game_is_a_whole_game(golden: dict[str, Any]) -> None:
    snap = golden["snapshot"]
    assert snap["outcome"]["winner"] in ("星空仙人", "深渊妖魔")
    assert snap["pending"] == []
    assert golden["record"]["players"] == PLAYERS and golden["record"]["seed"] == SEED
    phases = {e["phase"] for e in snap["log"]}
    assert {"开局准备", "白昼", "黑夜"} <= phases
    assert len(golden["record"]["answers"]) > 20


# ---- conformance of every ask ------------------------------------------------------------------

_CANONICAL_JSON = json.JSONEncoder(sort_keys=True, ensure_ascii=False).encode  # json.dumps(o, sort_keys=True, …)


def check_asks(g: Game) -> None:
    if g.finished:
        assert g.pending == {}
        return
    assert g.pending, "a running game always waits for somebody"
    for seat, ask in g.pending.items():
        assert ask.seat == seat and seat in g.seats
        assert ask.options, f"{ask.skill}: no options"
        assert ask.default in ask.options, f"{ask.skill}: default {ask.default} not an option"
        assert ask.check(ask.default) == ask.default
        canon = [ask.check(o) for o in ask.options]
        assert canon == ask.options, f"{ask.skill}: options are not canonical"
        assert len({_CANONICAL_JSON(o) for o in canon}) == len(canon), f"{ask.skill}: duplicate options"
        assert ask.round == g.round and ask.phase == g.phase
        assert ask.prompt


@pytest.mark.parametrize("players", range(5, 13))
def test_every_ask_is_well_formed(players: int) -> None:
    for seed in range(12):
        g = Game(RULES, players, 7_000 + seed)
        bots = {s: RandomBot(seed * 17 + s) for s in g.seats}
        while True:
            check_asks(g)
            if g.finished:
                break
            for seat, ask in list(g.pending.items()):
                g.answer(seat, bots[seat].decide(ask, lambda: {}))
        assert g.outcome is not None


def test_paused_and_finished_games_ask_nothing() -> None:
    g = Game(RULES, 6, 3)
    g.stop_after_round = 1  # what a scenario's `until: {round: 1}` does
    while g.pending:
        for seat in list(g.pending):
            g.timeout(seat)
    assert g.paused and g.pending == {} and not g.finished and (g.round, g.phase) == (1, "黑夜")
    again = replay(RULES, g.record())  # the same answers without the pause: the game goes on
    assert again.pending and again.round == 2 and not again.paused
    play_out(again, {s: RandomBot(s) for s in again.seats})
    assert again.finished and again.pending == {}
    check_asks(again)
