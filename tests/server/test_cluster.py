"""Several `daoyan serve` processes over one PostgreSQL database (issue 26; docs/web.md, "Several processes"): rooms
are played across them — a seat reaching any process is served where its room is held —, the process holding most
rooms is killed with SIGKILL mid-game, and every room finishes on the others: no acknowledged answer lost, none
applied twice, and each room's game is the one it would have had (every bot's answer in the journal is the one that
bot, with its own randomness where it stood, decides there — after the takeover too). `.ci/run` starts a throwaway
PostgreSQL server (DAOYAN_TEST_POSTGRES_URL); without one these tests are skipped."""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from test_browser import free_port, wait_listening

URL = os.environ.get("DAOYAN_TEST_POSTGRES_URL", "")
pytestmark = pytest.mark.skipif(not URL, reason="no PostgreSQL server (DAOYAN_TEST_POSTGRES_URL, set by .ci/run)")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def database() -> Iterator[str]:
    """A database of its own (the other PostgreSQL tests drop their tables), dropped afterwards."""
    name = "daoyan_cluster_" + secrets.token_hex(4)
    admin = create_engine(URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as c:
        c.execute(text(f"CREATE DATABASE {name}"))
    yield make_url(URL).set(database=name).render_as_string(hide_password=False)
    with admin.connect() as c:
        c.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
    admin.dispose()


class Node:
    def __init__(self, url: str, log: Path) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, "DAOYAN_BOT_DELAY": "0.2", "DAOYAN_PACE": "0.02", "DAOYAN_RATE": "0",
               "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen([sys.executable, "-m", "daoyan.cli", "serve", "--port", str(self.port),
                                      "--database", url, "--address", self.base], env=env,
                                     stdout=subprocess.DEVNULL, stderr=log.open("ab"))
        wait_listening(self.port)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


def call(base: str, path: str, body: dict[str, Any] | None = None) -> tuple[int, dict[str, Any]]:
    req = urllib.request.Request(base + path, json.dumps(body).encode() if body is not None else None,
                                 {"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return 0, {}


@pytest.fixture
def nodes(database: str, tmp_path: Path) -> Iterator[list[Node]]:
    started = [Node(database, tmp_path / f"node{i}.log") for i in range(3)]
    yield started
    for n in started:
        n.stop()


def owners(url: str) -> dict[str, str | None]:
    engine = create_engine(url)
    with engine.connect() as c:
        got = {r.code: r.owner for r in c.execute(text("SELECT code, owner FROM rooms"))}
    engine.dispose()
    return got


def test_rooms_finish_on_the_other_servers_when_one_is_killed_mid_game(database: str, nodes: list[Node]) -> None:
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    from daoyan.bots import make_bot
    from daoyan.core.game import Game
    from daoyan.core.view import host_view, viewer
    from daoyan.games import get_rules
    from daoyan.server.store import Store

    # rooms made through each server in turn (each is held where it was made); all seats bots but one room's seat 1
    rooms: list[dict[str, Any]] = []
    for i in range(6):
        entry = nodes[i % 3]
        status, j = call(entry.base, "/api/rooms", {"game": "xianyao", "players": 5, "mode": "host"})
        assert status == 200, j
        rooms.append(j)
    person = rooms[0]
    token1 = person["seat_links"]["1"].split("token=")[1]
    status, joined = call(nodes[1].base, f"/api/rooms/{person['code']}/join", {"token": token1, "name": "甲"})
    assert status == 200, joined  # (forwarded: the room is held by the first server)
    token1 = joined["token"]
    for j in rooms:
        status, _ = call(nodes[2].base, f"/api/rooms/{j['code']}/bots", {"token": j["creator_token"], "bots": "random"})
        assert status == 200
        status, _ = call(nodes[1].base, f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
        assert status == 200
    held = owners(database)
    assert len(set(held.values())) == 3  # every server holds some

    # seat 1 of the first room is a person answering through the second server; the first server dies mid-game
    store = Store(database)
    victim = nodes[0]
    acknowledged: list[tuple[int, dict[str, Any]]] = []
    killed_at = None
    deadline = time.time() + 240
    while time.time() < deadline:
        entry = nodes[1]
        status, got = call(entry.base, f"/api/rooms/{person['code']}?token={token1}")
        view = got.get("view") or {}
        if status == 200 and view.get("outcome") is None:
            ask = view.get("ask")
            if ask is not None:
                status, _ = call(entry.base, f"/api/rooms/{person['code']}/answer",
                                 {"token": token1, "ask_no": view["ask_no"], "answer": ask["default"]})
                if status == 200:
                    acknowledged.append((view["ask_no"], ask["default"]))
        if killed_at is None and all(len(store.answers(j["code"])) >= 12 for j in rooms):
            running = [j["code"] for j in rooms if not store.lease(j["code"])[2]]  # type: ignore[index]
            # the host's page of the first room, connected to the third server (relayed from the first)
            page = connect(f"ws://127.0.0.1:{nodes[2].port}/ws/{person['code']}?token={person['creator_token']}")
            assert json.loads(page.recv(timeout=10))["type"] == "view"
            victim.kill()
            killed_at = time.time()
            with pytest.raises(ConnectionClosed):  # the relay ends when the room's server dies …
                while True:
                    page.recv(timeout=20)
            assert page.close_code == 1012  # … with "service restart": the page reconnects
            page = connect(f"ws://127.0.0.1:{nodes[2].port}/ws/{person['code']}?token={person['creator_token']}",
                           open_timeout=20)
            view = json.loads(page.recv(timeout=20))["view"]  # served by the room's new server
            assert view["room"] == person["code"] and view["started"]
            page.close()
        done = [len(store.answers(j["code"])) > 0 and store.lease(j["code"])[2] for j in rooms]  # type: ignore[index]
        if killed_at is not None and all(done):
            break
        time.sleep(0.05)
    assert killed_at is not None
    assert all(store.lease(j["code"])[2] for j in rooms), "every room finished"  # type: ignore[index]
    moved = [c for c, o in held.items() if o is not None and o.endswith(f"-{victim.proc.pid}") and c in running]
    assert len(moved) >= 2 and all(owners(database)[c] != held[c] for c in moved)  # its running rooms moved on

    for j in rooms:
        row = store.room(j["code"])
        assert row is not None
        answers = store.answers(j["code"])
        assert [a.n for a in answers] == list(range(1, len(answers) + 1))  # no gap, no answer twice
        # the game replayed from the journal is over, and each room's game is the one it would have had: every bot
        # answer is the one its bot (seeded as the room seeds it, its randomness where it stood) decides there
        g = Game(get_rules("xianyao"), 5, row.seed, dict(row.options))
        seats = {s.seat: s for s in store.seats(j["code"])}
        bot_seats = {s for s, x in seats.items() if x.kind == "bot"}
        for a in answers:
            if a.seat in bot_seats:  # its seed for this decision: the room's bot seed, the seat, the step
                seat_seed = int.from_bytes(hashlib.sha256(f"{row.bot_seed}:{a.seat}".encode()).digest()[:8], "big")
                bot = make_bot("xianyao", "random", int.from_bytes(hashlib.sha256(
                    f"{seat_seed}:{a.ask_no}".encode()).digest()[:8], "big"))
                assert bot.decide(g.pending[a.seat], viewer(bot, g, a.seat)) == a.answer, (j["code"] in moved, a.n)
            g.answer(a.seat, a.answer)
        assert g.finished
        # the room's own view of its end (from whichever server holds it now) is the journal's game
        status, got = call(nodes[2].base, f"/api/rooms/{j['code']}?token={j['creator_token']}")
        assert status == 200 and got["view"]["log"] == host_view(g)["log"]
    mine = [(a.ask_no, a.answer) for a in store.answers(person["code"]) if a.seat == 1]
    assert [x[1] for x in acknowledged] == [x[1] for x in mine[:len(acknowledged)]]
    assert len(mine) - len(acknowledged) <= 1  # (one sent as the server died may be stored, never acknowledged)
