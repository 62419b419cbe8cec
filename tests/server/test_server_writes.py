"""What an answer writes: one transaction, the answer and — when it changed — the room's clock, so that a room taken
over by another server (docs/web.md, "Several processes") keeps every deadline the answer set."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from sqlalchemy import event
from test_server_api import started
from test_server_idle import client, held


def assist_room(c: Any) -> tuple[dict[str, Any], str, Any, Any]:
    """A started host-assistant room (the host enters every gesture) with 30 s deadlines: its links, code, room and
    the server's store."""
    j = started(c, bots=False, mode="assist", deadlines={"*": 30})
    return j, j["code"], held(c)[j["code"]], c.app.state.rooms.store


def test_an_answer_and_the_deadlines_it_sets_are_one_commit() -> None:
    with client("sqlite://", idle=600) as c:
        j, code, room, store = assist_room(c)
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
        j, code, room, store = assist_room(c)
        g = room.game
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


def remote_client(tmp_path: Any) -> Any:
    """A server whose store writes answers off the event loop, as on PostgreSQL (`Store.remote`), here over a SQLite
    file (CI's PostgreSQL runs the same in tests/server/test_cluster.py)."""
    c = client(f"sqlite:///{tmp_path / 'r.db'}", idle=600)
    c.app.state.rooms.store.remote = True  # type: ignore[attr-defined]
    return c


def test_on_a_database_server_an_answer_is_written_off_the_loop_and_shown_once_written(tmp_path: Any,
                                                                                      monkeypatch: Any) -> None:
    with remote_client(tmp_path) as c:
        j, code, room, store = assist_room(c)
        real, gate, entered = store.add_answer, threading.Event(), threading.Event()

        def slow(*a: Any, **kw: Any) -> int:
            assert threading.current_thread() is not threading.main_thread()
            entered.set()
            assert gate.wait(10)
            return int(real(*a, **kw))

        monkeypatch.setattr(store, "add_answer", slow)
        g = room.game
        seat, ask = sorted(g.pending.items())[0]
        n = len(g.history)
        before = c.get(f"/api/rooms/{code}", params={"token": j["creator_token"]}).json()["view"]
        with ThreadPoolExecutor(2) as pool:
            answered = pool.submit(c.post, f"/api/rooms/{code}/answer",
                                   json={"token": j["creator_token"], "seat": seat, "ask_no": g.ask_no,
                                         "answer": ask.default})
            assert entered.wait(10)
            looked = pool.submit(c.get, f"/api/rooms/{code}", params={"token": j["creator_token"]})
            time.sleep(0.5)
            assert not looked.done(), "the host's view waits while the answer is being written"
            assert len(store.answers(code)) == n
            gate.set()
            assert answered.result(10).status_code == 200
            after = looked.result(10).json()["view"]
        assert len(store.answers(code)) == n + 1
        assert after["asks"] != before["asks"], "shown once written"


def test_on_a_database_server_a_refused_write_restores_the_game_and_its_clocks(tmp_path: Any,
                                                                               monkeypatch: Any) -> None:
    with remote_client(tmp_path) as c:
        j, code, room, store = assist_room(c)
        g = room.game
        before = (list(g.history), sorted(g.pending), dict(room.deadline_at), store.room_clock(code))

        def fail(*_: Any, **__: Any) -> int:
            raise OSError("disk full")

        monkeypatch.setattr(store, "add_answer", fail)
        seat, ask = sorted(g.pending.items())[0]
        with pytest.raises(OSError):
            c.post(f"/api/rooms/{code}/answer", json={"token": j["creator_token"], "seat": seat, "ask_no": g.ask_no,
                                                       "answer": ask.default})
        assert (list(room.game.history), sorted(room.game.pending)) == before[:2], "the game as before"
        assert room.deadline_at == before[2] and set(room.timers) == set(before[2])
        assert store.room_clock(code) == before[3] and not room.writing
        monkeypatch.undo()
        r = c.post(f"/api/rooms/{code}/answer", json={"token": j["creator_token"], "seat": seat,
                                                        "ask_no": room.game.ask_no, "answer": ask.default})
        assert r.status_code == 200 and len(store.answers(code)) == len(before[0]) + 1



def test_a_lease_is_taken_once_and_says_so_once() -> None:
    """`Store.claim`: a room a live node holds is refused; a dead node's room is taken, and the call says it took it;
    claimed again by its new holder it says it held it already — so a takeover found both by a request (`Node.where`)
    and by the sweep is counted once."""
    from daoyan.server.store import Store

    s = Store("sqlite://")
    now = time.time()
    s.register_node("a", "http://a", now - 60)  # a: its heartbeat a minute old (dead)
    s.register_node("b", "http://b", now)
    s.register_node("c", "http://c", now)
    r = s.create_room("xianyao", 5, 1, {}, {}, None, "host", owner="a")
    taken = s.claim(r.code, "b", now, 5.0)
    assert taken is not None and taken[1] is True
    assert s.claim(r.code, "b", now, 5.0) == (taken[0], False), "held already: not taken again"
    assert s.claim(r.code, "c", now, 5.0) is None, "b is live: c may not take it"
    assert s.lease(r.code) is not None and s.lease(r.code)[0] == "b"  # type: ignore[index]
