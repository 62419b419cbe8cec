"""The deployment layout under a kill -9 (docs/web.md, "Deployment: several processes"): against a running
deploy/local-cluster.sh (nginx on --base, its run directory --run-dir holding each process's pid file), make rooms
through nginx, play them with bots, hold a host's WebSocket through nginx, kill -9 the process holding that room, and
print what a user sees: the socket's close code and reconnection time, each HTTP poll's status and latency meanwhile,
when the dead process's rooms had a new holder, and whether every room finished with a whole journal.

  DAOYAN_DATABASE_URL=postgresql+psycopg://… DAOYAN_PACE=0.02 deploy/local-cluster.sh &
  python bench/proxy_kill.py --base http://127.0.0.1:8080 --run-dir /tmp/daoyan-cluster.XXXX --database URL
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import threading
import time
import urllib.error
import urllib.request
import warnings
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

warnings.filterwarnings("ignore", category=DeprecationWarning)  # (connect() outside a with block)


def call(base: str, path: str, body: dict[str, Any] | None = None) -> tuple[int, dict[str, Any]]:
    req = urllib.request.Request(base + path, json.dumps(body).encode() if body is not None else None,
                                 {"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, {}
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return 0, {}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="http://127.0.0.1:8080")
    ap.add_argument("--run-dir", required=True)
    ap.add_argument("--database", default=os.environ.get("DAOYAN_DATABASE_URL", ""))
    ap.add_argument("--rooms", type=int, default=6)
    a = ap.parse_args()
    engine = create_engine(a.database)
    rooms = []
    for _ in range(a.rooms):
        status, j = call(a.base, "/api/rooms", {"game": "xianyao", "players": 7, "mode": "host"})
        assert status == 200, status
        rooms.append(j)
    for j in rooms:
        assert call(a.base, f"/api/rooms/{j['code']}/bots", {"token": j["creator_token"], "bots": "random"})[0] == 200
        assert call(a.base, f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})[0] == 200
    ws_base = a.base.replace("http", "ws", 1)
    first = rooms[0]

    def owners() -> dict[str, str | None]:
        with engine.connect() as c:
            return {r.code: r.owner for r in c.execute(text("SELECT code, owner FROM rooms"))}

    def answers(code: str) -> list[int]:
        with engine.connect() as c:
            return [r.n for r in c.execute(text("SELECT n FROM answers WHERE room = :c ORDER BY n"), {"c": code})]

    held = owners()
    print("holders:", {c[:6]: o for c, o in held.items()})
    time.sleep(2.0)  # some play
    print("answers before the kill:", {j["code"][:6]: len(answers(j["code"])) for j in rooms})
    # three pages of the room (nginx spreads them round-robin: one on the room's own process, two relayed)
    pages = [connect(f"{ws_base}/ws/{first['code']}?token={first['creator_token']}") for _ in range(3)]
    for page in pages:
        assert json.loads(page.recv(timeout=10))["type"] == "view"
    victim_id = held[first["code"]]
    assert victim_id is not None
    pid = int(victim_id.rsplit("-", 1)[1])
    assert any(Path(p).read_text().strip() == str(pid) for p in Path(a.run_dir).glob("daoyan-*.pid"))
    victims = [c for c, o in held.items() if o == victim_id]
    polls: list[tuple[float, int, float]] = []  # (when, status, latency) of a room's page polled through nginx
    polling = True

    def poll() -> None:
        i = 0
        while polling:
            j = rooms[i % len(rooms)]
            i += 1
            s = time.monotonic()
            status, _ = call(a.base, f"/api/rooms/{j['code']}?token={j['creator_token']}")
            polls.append((s, status, time.monotonic() - s))
            time.sleep(0.1)

    poller = threading.Thread(target=poll)
    poller.start()
    time.sleep(1.0)
    os.kill(pid, signal.SIGKILL)
    t0 = time.monotonic()
    print(f"kill -9 {pid} (holding {len(victims)} of {len(rooms)} rooms)")
    for page in pages:
        try:
            while True:
                page.recv(timeout=30)
        except ConnectionClosed:
            closed = time.monotonic() - t0
        print(f"a page's socket (through nginx) closed after {closed:.2f} s, code {page.close_code}")
    page = connect(f"{ws_base}/ws/{first['code']}?token={first['creator_token']}", open_timeout=30)
    view = json.loads(page.recv(timeout=30))
    print(f"reconnected through nginx at once: a view after {time.monotonic() - t0:.2f} s (type {view['type']})")
    moved: dict[str, float] = {}
    while len(moved) < len(victims) and time.monotonic() - t0 < 60:
        now = owners()
        for c in victims:
            if c not in moved and now[c] not in (None, victim_id):
                moved[c] = time.monotonic() - t0
        time.sleep(0.1)
    time.sleep(2.0)
    polling = False
    poller.join()
    print("new holders after (s):", {c[:6]: round(t, 2) for c, t in moved.items()})
    polls = [(w - t0, st, lat) for w, st, lat in polls]
    after = [p for p in polls if p[0] >= 0]
    statuses: dict[int, int] = {}
    for _, st, _ in after:
        statuses[st] = statuses.get(st, 0) + 1
    slow = max(after, key=lambda p: p[2])
    print(f"a room's page polled through nginx every 0.1 s, from the kill to 2 s after the last takeover: "
          f"{len(after)} polls, statuses {statuses}, the slowest {slow[2]:.2f} s (sent {slow[0]:.2f} s after the "
          f"kill); before the kill: {len(polls) - len(after)} polls, statuses "
          f"{sorted({p[1] for p in polls if p[0] < 0})}")
    page.close()
    deadline = time.monotonic() + 300
    done: list[Any] = []
    while time.monotonic() < deadline:
        done = [call(a.base, f"/api/rooms/{j['code']}?token={j['creator_token']}")[1].get("view", {}).get("outcome")
                for j in rooms]
        if all(d is not None for d in done):
            break
        time.sleep(1.0)
    print(f"every room over after {time.monotonic() - t0:.1f} s: {all(d is not None for d in done)}")
    for j in rooms:
        ns = answers(j["code"])
        assert ns == list(range(1, len(ns) + 1)), j["code"]
    print("journals: no gap, no answer twice:", {j["code"][:6]: len(answers(j["code"])) for j in rooms})


if __name__ == "__main__":
    main()
