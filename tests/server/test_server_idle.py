"""Idle rooms leave memory and come back (issue 26; docs/web.md, "Several processes"): a room nobody is connected to
and that has nothing to do but wait for a person or a deadline gives up its lease and leaves the server's memory; the
next request brings it back (its game replayed); a running room comes back by itself when its next deadline is due,
and that deadline is the one it had (not counted again from its return)."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient
from test_server_api import new_room, started

from daoyan.server.app import create_app


def client(url: str = "sqlite://", idle: float = 0.5) -> TestClient:
    return TestClient(create_app(url, bot_delay=10.0, pace=0.0, rate=None, idle=idle))


def held(c: TestClient) -> dict[str, Any]:
    return c.app.state.rooms.rooms  # type: ignore[attr-defined,no-any-return]


def wait(until: Any, seconds: float = 10.0) -> bool:
    end = time.time() + seconds
    while time.time() < end:
        if until():
            return True
        time.sleep(0.05)
    return False


def test_an_idle_room_leaves_memory_and_the_next_request_brings_it_back() -> None:
    with client() as c:
        j = new_room(c, mode="host")
        code = j["code"]
        assert code in held(c)
        assert wait(lambda: code not in held(c)), "an idle room leaves memory"
        assert c.app.state.rooms.store.lease(code)[0] is None  # type: ignore[attr-defined]  # its lease given up
        r = c.get(f"/api/rooms/{code}", params={"token": j["creator_token"]})
        assert r.status_code == 200 and r.json()["view"]["room"] == code and code in held(c)
        report = c.app.state.node.report()  # type: ignore[attr-defined]
        assert report["rooms"] == 1 and report["rss_kb"] > 0 and report["kb_per_room"] > 0


def test_a_connected_room_stays_and_a_resting_game_comes_back_for_its_deadline_unchanged(tmp_path: Any) -> None:
    with client(f"sqlite:///{tmp_path / 'd.db'}", idle=0.3) as c:
        j = started(c, bots=False, mode="host", deadlines={"*": 8})
        code = j["code"]
        room = held(c)[code]
        n = len(room.game.history)
        due = min(room.deadline_at.values())
        defaults = {s: a.default for s, a in room.game.pending.items()}
        with c.websocket_connect(f"/ws/{code}?token={j['creator_token']}") as ws:
            ws.receive_json()
            time.sleep(1.5)
            assert code in held(c), "a room with a page connected stays"
        assert wait(lambda: code not in held(c), 3.0), "nobody connected, only a person's deadline ahead: it rests"
        store = c.app.state.rooms.store  # type: ignore[attr-defined]
        assert store.lease(code)[0] is None and time.time() < due
        # it comes back by itself when the deadline is due, and the default is played then — not 8 s after its
        # return, which a deadline counted again would be
        assert wait(lambda: len(store.answers(code)) > n, 10.0)
        played = time.time()
        assert due - 0.3 <= played <= due + 2.0, (played - due)
        first = store.answers(code)[n]
        assert first.answer == defaults[first.seat]
        assert code in held(c) and len(held(c)[code].game.history) > n
