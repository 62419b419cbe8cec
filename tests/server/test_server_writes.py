"""What an answer writes: one transaction, the answer and — when it changed — the room's clock, so that a room taken
over by another server (docs/web.md, "Several processes") keeps every deadline the answer set."""

from __future__ import annotations

import time
from typing import Any

import pytest
from sqlalchemy import event
from test_server_api import started
from test_server_idle import client, held


def test_an_answer_and_the_deadlines_it_sets_are_one_commit() -> None:
    with client("sqlite://", idle=600) as c:
        j = started(c, bots=False, mode="assist", deadlines={"*": 30})
        code = j["code"]
        room = held(c)[code]
        store = c.app.state.rooms.store  # type: ignore[attr-defined]
        commits: list[int] = []

        def count(_: Any) -> None:
            commits.append(1)

        event.listen(store.engine, "commit", count)
        ones = 0
        try:
            for _ in range(6):
                g = room.game
                seat, ask = sorted(g.pending.items())[0]
                n = len(store.answers(code))
                commits.clear()
                r = c.post(f"/api/rooms/{code}/answer", json={"token": j["creator_token"], "seat": seat,
                                                                "ask_no": g.ask_no, "answer": ask.default})
                assert r.status_code == 200, r.text
                assert len(store.answers(code)) == n + 1
                # the answer and its clock: one transaction; the steps gone on to (past a PACE) store theirs once more
                assert len(commits) <= 2, len(commits)
                ones += len(commits) == 1
                kept = store.room_clock(code)
                assert kept is not None
                assert {int(s): at for s, at in kept["deadline_at"].items()} == room.deadline_at
                assert all(at > time.time() for at in room.deadline_at.values())
            assert ones, "some answers wrote once"
        finally:
            event.remove(store.engine, "commit", count)


def test_a_refused_write_leaves_the_room_as_it_was(monkeypatch: Any) -> None:
    with client("sqlite://", idle=600) as c:
        j = started(c, bots=False, mode="assist", deadlines={"*": 30})
        code = j["code"]
        room = held(c)[code]
        g = room.game
        store = c.app.state.rooms.store  # type: ignore[attr-defined]
        before = (len(g.history), dict(g.pending), dict(room.deadline_at), store.room_clock(code))
        seat, ask = sorted(g.pending.items())[0]

        def fail(*_: Any, **__: Any) -> int:
            raise OSError("disk full")

        monkeypatch.setattr(store, "add_answer", fail)
        with pytest.raises(OSError):  # (the test client raises what the server met)
            c.post(f"/api/rooms/{code}/answer", json={"token": j["creator_token"], "seat": seat, "ask_no": g.ask_no,
                                                       "answer": ask.default})
        assert (len(g.history), dict(g.pending)) == before[:2], "the game as before"
        assert room.deadline_at == before[2] and set(room.timers) == set(before[2]), "the same deadlines, no other"
        assert store.room_clock(code) == before[3]
