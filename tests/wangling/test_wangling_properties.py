"""Random 21-seat games of 《亡灵低语2.x》 (002_df7a4ea6bd54eb52.txt) played by random bots: no error, every game ends
(a win or the 最多天数 end), the record replays to a byte-identical snapshot, and nobody learns what his identity
may not know — who holds the [死亡圣器] (only the holder, the informed 恶徒 and the skills that tell it), anyone's
identity (only its holder, the group members who 「互知共群」, 夜之语), any private answer."""

from __future__ import annotations

import json
from typing import Any

import pytest

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game, replay
from daoyan.core.view import public_view, seat_view
from daoyan.games.wangling import RULES
from daoyan.games.wangling.state import WState

GAMES = 1000
PARTS = 4


def play(seed: int) -> Game:
    g = Game(RULES, 21, seed, {})
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    while g.pending and not g.finished:
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, dict))
    return g


def check_secrets(g: Game) -> None:
    s = g.state
    assert isinstance(s, WState)
    public = public_view(g)
    assert all(e["audience"] == "all" for e in public["log"])
    text = json.dumps(public, ensure_ascii=False)
    for c in s.chars.values():
        assert f'"identity": "{c.dealt}"' not in text  # 「出局的角色均不公示其身份」: no identity in public data
    for seat in g.seats:
        v = seat_view(g, seat)
        for e in v["log"]:
            assert e["audience"] == "all" or seat in e["audience"]
            if "shengqi" in e["data"]:  # 「你获得了[死亡圣器]」 goes to the new holder only
                assert e["audience"] == [e["data"]["shengqi"]]
            if "identity" in e["data"]:
                assert e["audience"] == [seat] and e["data"]["identity"] == s.chars[seat].dealt


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
    # every camp wins some random games (a sanity check of the conditions, not a balance claim)
    camps = {w for key in winners if key for w in key.split("、")}
    assert camps == {"莱恩", "圣殿", "环蛇", "亡灵"}, winners


def test_random_games_with_the_director_writing_keep_his_ask_his_own() -> None:
    """W-MP4 (「一般晨报由导演编写」, 002_df7a4ea6bd54eb52.txt): random games with 晨报 = 导演 (with a writer seat, every
    other game), the 导演 writing or passing at random. Whenever his ask is open, no seat's view holds an ask of his
    and no seat may answer it, the public `waiting` does not name him, the host's view lists it; every game ends,
    replays to a byte-identical snapshot and keeps the secrets above."""
    from daoyan.core.ask import HOST_SEAT
    from daoyan.core.errors import NotAsked
    from daoyan.core.view import host_view, public_waiting

    steps = wrote = 0
    for seed in range(60):
        setting: Any = "导演" if seed % 2 else ["导演", 1 + seed % 21]
        g = Game(RULES, 21, seed, {"晨报": setting})
        bots = {s: RandomBot(seed * 131 + s) for s in [HOST_SEAT, *g.seats]}
        while g.pending and not g.finished:
            if HOST_SEAT in g.pending:
                steps += 1
                assert all(seat_view(g, s)["ask"] is None or not seat_view(g, s)["ask"]["seat"] == HOST_SEAT
                           for s in g.seats)
                assert HOST_SEAT not in public_waiting(g)
                assert HOST_SEAT in [a["seat"] for a in host_view(g)["asks"]]
                with pytest.raises(NotAsked):
                    g.answer(next(s for s in g.seats if s not in g.pending), {"choice": "晨报", "say": "x"})
            for seat, ask in list(g.pending.items()):
                pick = bots[seat].decide(ask, dict)
                if seat == HOST_SEAT and pick.get("choice") == "晨报":
                    pick, wrote = {**pick, "say": f"第{g.round}夜的故事"}, wrote + 1
                g.answer(seat, pick)
        assert g.finished
        assert replay(RULES, json.loads(json.dumps(g.record()))).snapshot() == g.snapshot()
        check_secrets(g)
    assert steps > 60 and 0 < wrote < steps  # (the 导演 was asked in every game, and both wrote and passed)
