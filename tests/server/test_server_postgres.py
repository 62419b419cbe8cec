"""The web app on PostgreSQL (`DAOYAN_DATABASE_URL`): the same schema and behaviour as on SQLite. `.ci/run` starts a
throwaway PostgreSQL server and sets DAOYAN_TEST_POSTGRES_URL; without it these tests are skipped."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine

from daoyan.server.store import meta

URL = os.environ.get("DAOYAN_TEST_POSTGRES_URL", "")
pytestmark = pytest.mark.skipif(not URL, reason="no PostgreSQL server (DAOYAN_TEST_POSTGRES_URL, set by .ci/run)")


@pytest.fixture
def pg() -> Iterator[str]:
    engine = create_engine(URL)
    meta.drop_all(engine)
    engine.dispose()
    yield URL


def test_a_whole_game_is_stored_in_postgresql_and_survives_a_restart(pg: str) -> None:
    from test_server_api import client, play_out, room_of, started

    with client(pg) as c:
        j = started(c)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            play_out(ws)
        g = room_of(c, j["code"]).game
        snapshot, n = g.snapshot(), len(g.history)
    with client(pg) as c2:
        again = room_of(c2, j["code"]).game
        for _ in range(200):  # a game that stood at a step when it ended goes on from it (the room's own task)
            if again.finished:
                break
            time.sleep(0.01)
        assert again.finished and again.snapshot() == snapshot and len(again.history) == n
        assert len(c2.app.state.rooms.store.answers(j["code"])) == n  # type: ignore[attr-defined]
