"""Random 12-seat games of 版杀 on the standard board (003_6ab575b4f34e0846.txt; A-LR-34) played by random bots: no
error, every game ends (「以上流程持续进行,直到游戏结束」: a win, or no winner), the record replays to a byte-identical
snapshot, and nobody learns what his identity may not know: another's identity (only his own card, and the wolves
their team, 「[群内]」), the cause of an out (「公示[投票出局]的角色和其他原因出局的角色名单」 gives names only), a
check's answer, the witch's <灵通>, who used a night skill on whom."""

from __future__ import annotations

import json

import pytest

from daoyan.core.bots import RandomBot, play_out
from daoyan.core.game import Game, replay
from daoyan.core.view import public_view, seat_view
from daoyan.games.langren import RULES
from daoyan.games.langren.state import LState

GAMES = 1000
PARTS = 4
SECRET_KEYS = {"identity", "card", "cause", "checked", "aimed", "actor", "night_outs", "team"}


def play(seed: int) -> Game:
    g = Game(RULES, 12, seed, {})
    return play_out(g, {s: RandomBot(seed * 131 + s) for s in g.seats})


def check_secrets(g: Game) -> None:
    s = g.state
    assert isinstance(s, LState)
    public = public_view(g)
    for e in public["log"]:
        assert e["audience"] == "all" and not SECRET_KEYS & set(e.get("data", {})), e
    wolves = {x for x, c in s.chars.items() if c.identity == "狼人"}
    for seat in g.seats:
        v = seat_view(g, seat)
        assert v["you"]["identity"] == s.chars[seat].card
        for e in v["log"]:
            assert e["audience"] == "all" or e["audience"] == [seat], e  # every private line is one seat's
            data = e.get("data", {})
            if "identity" in data or "card" in data:
                assert data.get("identity", data.get("card")) == s.chars[seat].card
            if "team" in data:  # 「[群内]」: the wolves learn each other, nobody else does
                assert seat in wolves and set(data["team"]) == wolves - {seat}
            if "checked" in data:
                assert s.chars[seat].identity == "预言家"
            if "aimed" in data:
                assert s.chars[seat].identity == "女巫"
            assert "cause" not in data  # 「并通知对应角色是否出局」: told that he is out, never how
            if "out" in data:
                assert data["out"] == seat


@pytest.mark.parametrize("part", range(PARTS))
def test_random_games_end_replay_and_keep_secrets(part: int) -> None:
    winners: dict[str | None, int] = {}
    per = GAMES // PARTS
    for seed in range(part * per, (part + 1) * per):
        g = play(seed)
        assert g.finished and g.outcome is not None
        winners[g.outcome.winner] = winners.get(g.outcome.winner, 0) + 1
        assert replay(RULES, json.loads(json.dumps(g.record()))).snapshot() == g.snapshot()
        check_secrets(g)
    assert {"狼人", "村民"} <= set(winners), winners  # both factions win some random games (no balance claim)
