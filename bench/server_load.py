"""Load on the web app: many 9-seat rooms of 《仙妖斗法》, every seat a bot client over a real WebSocket on loopback.

    python bench/server_load.py --rooms 100 [--seconds 30] [--think 1.0] [--port 8765]

Starts `daoyan serve` in its own process (a fresh SQLite file), creates the rooms, connects one WebSocket client per
seat, and lets each client answer its asks with the default after `--think` seconds (a person's pace; 0: as
fast as the server allows). Latency is measured from sending an answer to the moment
every seat of that room has received the view that follows it (its `ask_no` moved on, or the game ended). Prints the
number of rooms, answers per second, p50/p95/p99 latency and the server's memory per room (resident set growth over
the idle server, divided by the rooms). Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from pathlib import Path

import websockets
from serving import post, server

SEATS = 9


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Room:
    def __init__(self, code: str, tokens: dict[int, str]) -> None:
        self.code, self.tokens = code, tokens
        self.seen: dict[int, int] = {s: -1 for s in tokens}  # seat -> last ask_no received
        self.pending: list[tuple[int, float]] = []  # (ask_no answered, time sent)
        self.latencies: list[float] = []
        self.answers = 0
        self.done = False

    def observe(self, seat: int, ask_no: int, ended: bool) -> None:
        self.seen[seat] = ask_no if not ended else 10**9
        low = min(self.seen.values())
        now = time.perf_counter()
        keep = []
        for n, t0 in self.pending:
            if low > n:
                self.latencies.append(now - t0)
            else:
                keep.append((n, t0))
        self.pending = keep


async def seat_client(url: str, room: Room, seat: int, stop: float, think: float) -> None:
    async with websockets.connect(f"{url}/ws/{room.code}?token={room.tokens[seat]}", max_size=None) as ws:
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
            room.observe(seat, v.get("ask_no", -1), ended)
            if ended:
                room.done = True
                break
            ask = v.get("ask")
            if ask and v["ask_no"] != answered:
                answered = v["ask_no"]
                if think:
                    await asyncio.sleep(think)
                room.pending.append((answered, time.perf_counter()))
                room.answers += 1
                await ws.send(json.dumps({"type": "answer", "ask_no": answered, "answer": ask["default"]}))


async def run(url: str, rooms: list[Room], seconds: float, think: float) -> None:
    stop = time.perf_counter() + seconds
    await asyncio.gather(*(seat_client(url, r, s, stop, think) for r in rooms for s in r.tokens))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rooms", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=20)
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--think", type=float, default=1.0, help="seconds a client waits before answering")
    a = ap.parse_args()
    with server(0, a.port) as (proc, base):
        idle = rss_kb(proc.pid)
        rooms = []
        for i in range(a.rooms):
            j = post(base, "/api/rooms", {"game": "xianyao", "players": SEATS, "seed": i, "mode": "host"})
            tokens = {int(s): link.split("token=")[1] for s, link in j["seat_links"].items()}
            post(base, f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
            rooms.append(Room(j["code"], tokens))
        t0 = time.perf_counter()
        asyncio.run(run(base.replace("http", "ws"), rooms, a.seconds, a.think))
        dt = time.perf_counter() - t0
        loaded = rss_kb(proc.pid)
    lat = sorted(x for r in rooms for x in r.latencies)
    answers = sum(r.answers for r in rooms)
    if not lat:
        print("no answer completed")
        return
    q = statistics.quantiles(lat, n=100)
    print(f"rooms {a.rooms} × {SEATS} seats over WebSocket, think {a.think} s, {dt:.1f} s: {answers} answers, "
          f"{answers / dt:.0f}/s; "
          f"games finished {sum(r.done for r in rooms)}")
    print(f"latency answer → every seat's view: p50 {q[49] * 1000:.1f} ms, p95 {q[94] * 1000:.1f} ms, "
          f"p99 {q[98] * 1000:.1f} ms")
    print(f"server memory: idle {idle / 1024:.1f} MiB, loaded {loaded / 1024:.1f} MiB, "
          f"{(loaded - idle) / a.rooms:.0f} KiB per room")


if __name__ == "__main__":
    main()
