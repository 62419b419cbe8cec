"""Load on the web app: many 9-seat rooms of 《仙妖斗法》, every seat a bot client over a real WebSocket on loopback.

    python bench/server_load.py --rooms 100 [--seconds 30] [--think 1.0] [--port 8765]
    python bench/server_load.py --rooms 1000 --think 3 --processes 2 \
        --database postgresql+psycopg://postgres@127.0.0.1:54330/postgres [--direct] [--kill-after 10]

Starts `daoyan serve` in its own process (a fresh SQLite file), creates the rooms, connects one WebSocket client per
seat, and lets each client answer its asks with the default after about `--think` seconds (0.5–1.5 × think, a
person's pace; 0: as fast as the server allows), asking for views as changes (`delta=1`, as the page does).
Latency is measured from sending an answer to the moment the last view it released arrived, every seat's (see
`Room.completions`; an answer after which nothing is released until another answer, a secret step, is counted
apart). Prints the number of rooms, answers per second, p50/p95/p99 latency, the errors next to them (error
messages, WebSocket closes other than a normal one, HTTP statuses ≥ 400 by code, failed connects) and reconnects,
and the server's memory per room. Figures are printed, never asserted. The clients run on the same machine as the
server and take their share of its cores.

With `--processes N` and a PostgreSQL `--database` (the URL of any database on the server: the bench makes a fresh
database next to it and drops it afterwards) it starts N `daoyan serve` processes over that database, each with
`--address` its own loopback address and DAOYAN_RATE=0 (every client comes from 127.0.0.1: the per-address rate limit
would refuse them). Room i is created through process i mod N (so it is held there); each seat's WebSocket goes to a
process chosen at random (most traffic is forwarded to the room's holder, as behind a round-robin proxy), or with
`--direct` to the process holding its room. Rooms held and memory per process come from each one's `GET /api/node`.
`--kill-after S` sends SIGKILL to the process holding most rooms S seconds into the measured window; a client whose
socket closes reconnects after 1 s to a random live process (as the page does), and the failover time is printed:
from the kill until every room the dead process held has completed an answer sent after the kill.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import os
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import websockets
from serving import post, server

from daoyan.server.app import keep_old_objects_out_of_gc

SEATS = 9
ROOT = Path(__file__).resolve().parents[1]


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    """CPU seconds (user + system) a process has used so far; 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def postgres_pids() -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                if (d / "comm").read_text().strip() in ("postgres", "postmaster"):
                    out.append(int(d.name))
            except OSError:
                pass
    return out


class CPU:
    """Who used the machine's cores during the run: the clients (this process), each server, PostgreSQL."""

    def __init__(self, servers: list[int]) -> None:
        self.servers = servers
        self.start = self.now()

    def now(self) -> tuple[float, float, list[float], float]:
        return (time.perf_counter(), cpu_s(os.getpid()), [cpu_s(p) for p in self.servers],
                sum(cpu_s(p) for p in postgres_pids()))

    def text(self) -> str:
        t1, c1, s1, p1 = self.now()
        t0, c0, s0, p0 = self.start
        wall = t1 - t0
        servers = ", ".join(f"process {i} {(b - a) / wall:.0%}" for i, (a, b) in enumerate(zip(s0, s1, strict=True)))
        return (f"CPU over the run ({wall:.0f} s, share of one core; the machine has {os.cpu_count()}): clients "
                f"{(c1 - c0) / wall:.0%}, {servers}, PostgreSQL {(p1 - p0) / wall:.0%}")


class Stats:
    """What went wrong, next to the latencies."""

    def __init__(self) -> None:
        self.errors: Counter[str] = Counter()  # "error message", "close 1012", "HTTP 429", "connect failed", …
        self.reconnects = 0
        self.at: list[float] = []  # when each error happened (to count those during the failover)

    def error(self, kind: str) -> None:
        self.errors[kind] += 1
        self.at.append(time.perf_counter())

    def text(self, since: float = 0.0, until: float = float("inf")) -> str:
        n = sum(1 for t in self.at if since <= t < until)
        return f"{n} ({', '.join(f'{k}: {v}' for k, v in sorted(self.errors.items())) or 'none'})"


class Room:
    def __init__(self, code: str, tokens: dict[int, str], home: int = 0) -> None:
        self.code, self.tokens, self.home = code, tokens, home
        self.seen: dict[int, list[tuple[float, int]]] = {s: [] for s in tokens}  # seat -> (time, ask_no) received
        self.sent: list[tuple[int, int, float]] = []  # (ask_no answered, seat, time sent)
        self.done = False
        self.own_only = False  # `completions`: the answering seat's own view instead of the last of the release

    def completions(self, since: float) -> list[tuple[float, float]]:
        """(answer sent, the last view it released arrived) for the answers sent from `since` on: the views any seat
        of the room received after the answer and before the room's next answer was sent, when the answering seat
        got one of them (a release). An answer after which nobody is sent anything before another answer (a secret
        step: the flow waits on the next ask, and nothing is released meanwhile) is not counted (`hidden`)."""
        sends = sorted(t for _, _, t in self.sent)
        views = sorted((t, s) for s, seen in self.seen.items() for t, _ in seen)
        times = [t for t, _ in views]
        out = []
        for _, seat, t0 in self.sent:
            if t0 < since:  # the ramp: rooms were still opening
                continue
            k = bisect.bisect_right(sends, t0)
            t1 = sends[k] if k < len(sends) else float("inf")
            a, b = bisect.bisect_right(times, t0), bisect.bisect_left(times, t1)
            own = next((t for t, s in views[a:b] if s == seat), None)
            if own is not None:
                out.append((t0, own if self.own_only else times[b - 1]))
        return out

    def hidden(self, since: float) -> int:
        return sum(1 for _, _, t0 in self.sent if t0 >= since) - len(self.completions(since))

    def latencies(self, since: float) -> list[float]:
        return [t - t0 for t0, t in self.completions(since)]


class Cluster:
    """The serving processes: their ports, which are alive."""

    def __init__(self, procs: list[subprocess.Popen[bytes]], ports: list[int]) -> None:
        self.procs, self.ports = procs, ports
        self.dead: set[int] = set()

    def live(self) -> list[int]:
        return [i for i in range(len(self.ports)) if i not in self.dead]


async def seat_client(cl: Cluster, room: Room, seat: int, stop: float, think: float, delay: float, direct: bool,
                      st: Stats) -> None:
    await asyncio.sleep(delay)
    answered = -1
    first = True
    while time.perf_counter() < stop and not room.done:
        live = cl.live()
        i = room.home if direct and room.home in live else random.choice(live)
        # as the page asks: views as changes, and on a reconnect without the glossary it holds
        url = f"ws://127.0.0.1:{cl.ports[i]}/ws/{room.code}?token={room.tokens[seat]}&delta=1" + \
            ("" if first else "&kept=1")
        if not first:
            st.reconnects += 1
        first = False
        try:
            async with websockets.connect(url, max_size=None, compression=None, open_timeout=30) as ws:
                answered = -1  # (re)connected: answer the current ask again if it is still open
                v: dict[str, Any] = {}
                while time.perf_counter() < stop and not room.done:
                    try:
                        raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop - time.perf_counter()))
                    except TimeoutError:
                        break
                    msg = json.loads(raw)
                    if msg.get("type") == "error":
                        st.error("error message")
                        continue
                    if msg.get("type") != "view":
                        continue
                    if msg.get("delta"):  # what changed, over the view held (as the page merges it)
                        gone = set(msg.get("gone", ()))
                        v = {**{k: x for k, x in v.items() if k not in gone}, **msg["view"]}
                    else:
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
                return
        except websockets.ConnectionClosed as e:
            code = e.rcvd.code if e.rcvd is not None else 1006
            if code in (1000, 1001):
                return
            st.error(f"close {code}")
        except websockets.InvalidStatus as e:
            st.error(f"HTTP {e.response.status_code}")
        except websockets.InvalidHandshake:
            st.error("handshake failed")
        except (OSError, TimeoutError):
            st.error("connect failed")
        await asyncio.sleep(1.0)  # as the page does


async def run(cl: Cluster, rooms: list[Room], seconds: float, think: float, ramp: float, direct: bool, st: Stats,
              kill: tuple[float, int] | None) -> float | None:
    """Room i opens at i/rooms × ramp (a server's rooms do not all start in the same instant); the clients play
    until `seconds` after the ramp. `kill`: (seconds into the measured window, which process). Returns when it was
    killed."""
    start = time.perf_counter()
    stop = start + ramp + seconds
    freezer = asyncio.create_task(keep_old_objects_out_of_gc())  # the clients' own pauses are not the server's
    killed: list[float] = []

    async def killer(at: float, which: int) -> None:
        await asyncio.sleep(max(0.0, start + ramp + at - time.perf_counter()))
        cl.procs[which].send_signal(signal.SIGKILL)
        killed.append(time.perf_counter())
        cl.dead.add(which)

    tasks = [seat_client(cl, r, s, stop, think, i * ramp / len(rooms), direct, st)
             for i, r in enumerate(rooms) for s in r.tokens]
    if kill is not None:
        tasks.append(killer(*kill))
    await asyncio.gather(*tasks)
    freezer.cancel()
    return killed[0] if killed else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def fresh_database(url: str) -> Iterator[str]:
    """A database of its own on the PostgreSQL server of `url`, dropped afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = "bench_load_" + secrets.token_hex(4)
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as c:
        c.execute(text(f"CREATE DATABASE {name}"))
    try:
        yield make_url(url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as c:
            c.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


@contextmanager
def processes(n: int, url: str, pace: str | None) -> Iterator[Cluster]:
    ports = [free_port() for _ in range(n)]
    env = {**os.environ, "DAOYAN_BOT_DELAY": "0", "DAOYAN_RATE": "0", **({"DAOYAN_PACE": pace} if pace else {}),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    log = Path(tempfile.mkdtemp())
    procs = [subprocess.Popen([sys.executable, "-m", "daoyan.cli", "serve", "--port", str(p), "--database", url,
                               "--address", f"http://127.0.0.1:{p}"], env=env, stdout=subprocess.DEVNULL,
                              stderr=(log / f"node{i}.log").open("ab")) for i, p in enumerate(ports)]
    try:
        for i, p in enumerate(ports):
            for _ in range(600):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{p}/api/games").close()
                    break
                except OSError:
                    time.sleep(0.1)
            else:
                raise SystemExit(f"process {i} (port {p}, exit {procs[i].poll()}) did not answer; see {log}")
        yield Cluster(procs, ports)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.terminate()
        for proc in procs:
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        print(f"(server logs: {log})")


def node_report(port: int, secret: str) -> dict[str, Any] | None:
    req = urllib.request.Request(f"http://127.0.0.1:{port}/api/node", headers={"x-daoyan-forward": secret})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return json.load(r)  # type: ignore[no-any-return]
    except (OSError, urllib.error.URLError):
        return None


def make_rooms(bases: list[str], n: int, st: Stats) -> list[Room]:
    """Room i through process i mod len(bases), 8 at a time."""

    def one(i: int) -> Room | None:
        home = i % len(bases)
        try:
            j = post(bases[home], "/api/rooms", {"game": "xianyao", "players": SEATS, "seed": i, "mode": "host"})
            tokens = {int(s): link.split("token=")[1] for s, link in j["seat_links"].items()}
            post(bases[home], f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
        except urllib.error.HTTPError as e:
            st.error(f"HTTP {e.code}")
            return None
        except OSError:
            st.error("connect failed")
            return None
        return Room(j["code"], tokens, home)

    with ThreadPoolExecutor(8) as pool:
        return [r for r in pool.map(one, range(n)) if r is not None]


def quantiles(lat: list[float]) -> str:
    if len(lat) < 2:
        return "no answer completed"
    q = statistics.quantiles(sorted(lat), n=100)
    return f"p50 {q[49] * 1000:.1f} ms, p95 {q[94] * 1000:.1f} ms, p99 {q[98] * 1000:.1f} ms"


def report(a: argparse.Namespace, rooms: list[Room], since: float, ramp: float, st: Stats, where: str) -> None:
    dt = a.seconds
    lat = [x for r in rooms for x in r.latencies(since)]
    answers = sum(1 for r in rooms for _, _, t in r.sent if since <= t < since + dt)
    print(f"rooms {len(rooms)} × {SEATS} seats over WebSocket, {where}, think {a.think} s, measured {dt:.1f} s after "
          f"a {ramp:.0f} s ramp: {answers} answers, {answers / dt:.0f}/s; games finished {sum(r.done for r in rooms)}")
    for r in rooms:
        r.own_only = True
    own = [x for r in rooms for x in r.latencies(since)]
    for r in rooms:
        r.own_only = False
    print(f"latency answer → the answering seat's own view (in the same window): {quantiles(own)}")
    hidden = sum(r.hidden(since) for r in rooms)
    print(f"latency answer → the last view it released (every seat's): {quantiles(lat)}; {len(lat)} answers "
          f"counted, {hidden} not (a secret step: nothing released before the room's next answer)")
    print(f"errors {st.text()}; reconnects {st.reconnects}")


def single(a: argparse.Namespace) -> None:
    st = Stats()
    with server(0, a.port, {"DAOYAN_RATE": "0", **({"DAOYAN_PACE": a.pace} if a.pace else {})}) as (proc, base):
        idle = rss_kb(proc.pid)
        rooms = make_rooms([base], a.rooms, st)
        ramp = a.ramp if a.ramp is not None else max(5.0, 2 * a.think)
        since = time.perf_counter() + ramp
        cl = Cluster([proc], [int(base.rsplit(":", 1)[1])])
        cpu = CPU([proc.pid])
        asyncio.run(run(cl, rooms, a.seconds, a.think, ramp, True, st, None))
        print(cpu.text())
        loaded = rss_kb(proc.pid)
    report(a, rooms, since, ramp, st, "one process (SQLite; DAOYAN_RATE=0: no per-address rate limit)")
    print(f"server memory: idle {idle / 1024:.1f} MiB, loaded {loaded / 1024:.1f} MiB, "
          f"{(loaded - idle) / max(1, len(rooms)):.0f} KiB per room")


def several(a: argparse.Namespace) -> None:
    from sqlalchemy import create_engine, text

    from daoyan.server.store import Store

    st = Stats()
    with fresh_database(a.database) as url, processes(a.processes, url, a.pace) as cl:
        bases = [f"http://127.0.0.1:{p}" for p in cl.ports]
        secret = Store(url).cluster_secret()
        idle = [rss_kb(p.pid) for p in cl.procs]
        t0 = time.perf_counter()
        rooms = make_rooms(bases, a.rooms, st)
        print(f"{len(rooms)} rooms created in {time.perf_counter() - t0:.0f} s")
        ramp = a.ramp if a.ramp is not None else max(5.0, 2 * a.think)
        since = time.perf_counter() + ramp
        kill = None
        held: set[str] = set()
        victim = -1
        if a.kill_after is not None:
            engine = create_engine(url)
            with engine.connect() as c:
                owner = {r.code: r.owner for r in c.execute(text("SELECT code, owner FROM rooms"))}
            engine.dispose()
            by_pid = Counter(int(o.rsplit("-", 1)[1]) for o in owner.values() if o)
            victim = next(i for i, p in enumerate(cl.procs) if p.pid == by_pid.most_common(1)[0][0])
            kill = (a.kill_after, victim)
            held = {c for c, o in owner.items() if o and o.endswith(f"-{cl.procs[victim].pid}")}
        cpu = CPU([p.pid for p in cl.procs])
        killed_at = asyncio.run(run(cl, rooms, a.seconds, a.think, ramp, a.direct, st, kill))
        print(cpu.text())
        nodes = [node_report(p, secret) if i not in cl.dead else None for i, p in enumerate(cl.ports)]
    to = "the process holding its room" if a.direct or a.processes == 1 else "a random process (forwarded)"
    where = (f"{a.processes} processes over PostgreSQL (DAOYAN_RATE=0: no per-address rate limit), each seat's "
             f"socket to {to}")
    report(a, rooms, since, ramp, st, where)
    for i, n in enumerate(nodes):
        if n is None:
            print(f"process {i}: killed" if i in cl.dead else f"process {i}: no report")
            continue
        kb = n["rss_kb"]
        print(f"process {i}: rooms held {n['rooms']} (running {n['running']}), takeovers {n['takeovers']}, "
              f"memory {kb / 1024:.1f} MiB (idle {idle[i] / 1024:.1f} MiB), "
              f"{(kb - idle[i]) / max(1, n['rooms']):.0f} KiB per room over idle ({n['kb_per_room']} KiB rss/room)")
    if killed_at is not None:
        # failover: from the kill until each room the dead process held completes an answer sent after the kill
        moved = [r for r in rooms if r.code in held and not r.done]
        back = [min((t for t0, t in r.completions(killed_at)), default=None) for r in moved]
        times = sorted(t - killed_at for t in back if t is not None)
        end = killed_at + times[-1] if times and len(times) == len(moved) else float("inf")
        print(f"killed process {victim} (SIGKILL) {a.kill_after:.0f} s into the measured window; it held "
              f"{len(held)} rooms, {len(moved)} still playing at the end")
        if times:
            print(f"failover: {len(times)} of its {len(moved)} rooms moved again, the last {times[-1]:.1f} s after "
                  f"the kill (median room {statistics.median(times):.1f} s, first {times[0]:.1f} s)"
                  + (f"; {len(moved) - len(times)} never moved again in the window" if len(times) < len(moved) else "")
                  + f"; errors until then {st.text(killed_at, end)}")
        else:
            print("failover: none of its rooms moved again in the window")
        after = [x for r in rooms if r.code not in held for t0, t in r.completions(killed_at) for x in [t - t0]]
        print(f"the other rooms, answers sent after the kill: {quantiles(after)}")


def main() -> None:
    random.seed(0)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rooms", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=20)
    ap.add_argument("--port", type=int, default=0, help="one process: its port")
    ap.add_argument("--think", type=float, default=1.0, help="seconds a client waits before answering")
    ap.add_argument("--ramp", type=float, default=None,
                    help="seconds over which the rooms open, not measured (default: 2 × think, at least 5)")
    ap.add_argument("--processes", type=int, default=0,
                    help="N ≥ 1 serving processes over --database (PostgreSQL); 0: one process on SQLite")
    ap.add_argument("--database", default="", help="postgresql+psycopg://… (a fresh database is made next to it)")
    ap.add_argument("--direct", action="store_true", help="each seat connects to the process holding its room")
    ap.add_argument("--kill-after", type=float, default=None,
                    help="SIGKILL the process holding most rooms this many seconds into the measured window")
    ap.add_argument("--pace", default=None,
                    help="DAOYAN_PACE for the servers: every room's 暗步 in seconds (unset: the rooms' own, 1 s)")
    a = ap.parse_args()
    print(f"暗步 (DAOYAN_PACE): {a.pace + ' s' if a.pace else 'unset (each room its own: 1 s)'}")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    if a.processes:
        if not a.database.startswith("postgresql"):
            ap.error("--processes needs --database postgresql+psycopg://…")
        several(a)
    else:
        single(a)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
