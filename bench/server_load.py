"""Load on the web app: many 9-seat rooms of 《仙妖斗法》, every seat a bot client over a real WebSocket on loopback.

    python bench/server_load.py --rooms 100 [--seconds 30] [--think 1.0] [--port 8765]

Starts `daoyan serve` in its own process (a fresh SQLite file), creates the rooms, connects one WebSocket client per
seat, and lets each client answer its asks with the default after about `--think` seconds (0.5–1.5 × think, a
person's pace; 0: as fast as the server allows). Latency is measured from sending an answer to the moment every
the answering seat holds the view that follows it (see `Room.latencies`). Prints the number of rooms, answers per
second, p50/p95/p99 latency and the server's memory per room (resident set growth over the idle server, divided by
the rooms). Figures are printed, never asserted. The clients run on the same machine as the server and take their
share of its cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time
from pathlib import Path

import websockets
from serving import post, server

from daoyan.server.app import keep_old_objects_out_of_gc

SEATS = 9


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Room:
    def __init__(self, code: str, tokens: dict[int, str]) -> None:
        self.code, self.tokens = code, tokens
        self.seen: dict[int, list[tuple[float, int]]] = {s: [] for s in tokens}  # seat -> (time, ask_no) received
        self.sent: list[tuple[int, int, float]] = []  # (ask_no answered, seat, time sent)
        self.done = False

    def latencies(self, since: float) -> list[float]:
        """Answer sent → the answering seat holds the view that follows it (its ask gone, or its next ask). A seat's
        views count its own asks only (the game's count of steps is a secret), so this is measured per seat; the
        other seats' views go out in the same broadcast."""
        out = []
        for _, seat, t0 in self.sent:
            if t0 < since:  # the ramp: rooms were still opening
                continue
            t = next((t for t, _ in self.seen[seat] if t > t0), None)
            if t is not None:
                out.append(t - t0)
        return out


async def seat_client(url: str, room: Room, seat: int, stop: float, think: float, delay: float) -> None:
    await asyncio.sleep(delay)
    async with websockets.connect(f"{url}/ws/{room.code}?token={room.tokens[seat]}", max_size=None,
                                  compression=None) as ws:
        answered = -1
        while time.perf_counter() < stop and not room.done:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop - time.perf_counter()))
            except (TimeoutError, websockets.ConnectionClosed):
                break
            msg = json.loads(raw)
            if msg.get("type") != "view":
                continue
            v = msg["view"]
            ended = bool(v.get("outcome"))
            room.seen[seat].append((time.perf_counter(), 10**9 if ended else v.get("ask_no", -1)))
            if ended:
                room.done = True
                break
            ask = v.get("ask")
            if ask and v["ask_no"] != answered:
                answered = v["ask_no"]
                if think:
                    await asyncio.sleep(think * random.uniform(0.5, 1.5))
                room.sent.append((answered, seat, time.perf_counter()))
                await ws.send(json.dumps({"type": "answer", "ask_no": answered, "answer": ask["default"]}))


async def run(url: str, rooms: list[Room], seconds: float, think: float, ramp: float) -> None:
    """Room i opens at i/rooms × ramp (a server's rooms do not all start in the same instant); the clients play
    until `seconds` after the ramp."""
    stop = time.perf_counter() + ramp + seconds
    freezer = asyncio.create_task(keep_old_objects_out_of_gc())  # the clients' own pauses are not the server's
    await asyncio.gather(*(seat_client(url, r, s, stop, think, i * ramp / len(rooms))
                           for i, r in enumerate(rooms) for s in r.tokens))
    freezer.cancel()


def main() -> None:
    random.seed(0)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rooms", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=20)
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--think", type=float, default=1.0, help="seconds a client waits before answering")
    ap.add_argument("--ramp", type=float, default=None,
                    help="seconds over which the rooms open, not measured (default: 2 × think, at least 5)")
    a = ap.parse_args()
    with server(0, a.port) as (proc, base):
        idle = rss_kb(proc.pid)
        rooms = []
        for i in range(a.rooms):
            j = post(base, "/api/rooms", {"game": "xianyao", "players": SEATS, "seed": i, "mode": "host"})
            tokens = {int(s): link.split("token=")[1] for s, link in j["seat_links"].items()}
            post(base, f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
            rooms.append(Room(j["code"], tokens))
        ramp = a.ramp if a.ramp is not None else max(5.0, 2 * a.think)
        since = time.perf_counter() + ramp
        asyncio.run(run(base.replace("http", "ws"), rooms, a.seconds, a.think, ramp))
        dt = a.seconds
        loaded = rss_kb(proc.pid)
    lat = sorted(x for r in rooms for x in r.latencies(since))
    answers = sum(1 for r in rooms for _, _, t in r.sent if since <= t < since + dt)
    if not lat:
        print("no answer completed")
        return
    q = statistics.quantiles(lat, n=100)
    print(f"rooms {a.rooms} × {SEATS} seats over WebSocket, think {a.think} s, measured {dt:.1f} s after a "
          f"{ramp:.0f} s ramp: {answers} answers, "
          f"{answers / dt:.0f}/s; "
          f"games finished {sum(r.done for r in rooms)}")
    print(f"latency answer → the answering seat's next view: p50 {q[49] * 1000:.1f} ms, p95 {q[94] * 1000:.1f} ms, "
          f"p99 {q[98] * 1000:.1f} ms")
    print(f"server memory: idle {idle / 1024:.1f} MiB, loaded {loaded / 1024:.1f} MiB, "
          f"{(loaded - idle) / a.rooms:.0f} KiB per room")


if __name__ == "__main__":
    main()
