"""Several `daoyan serve` processes over one database (docs/web.md, "Several processes").

Each process is a *node*: a row in the `nodes` table with its address and a heartbeat. A room is held by one node
at a time — its *lease*: `rooms.owner` names the node, and the lease holds while that node's heartbeat is fresh
(`TTL` seconds), so one heartbeat renews every lease a node holds. A node that misses its heartbeat stops serving
its rooms at once (it fences itself); once its heartbeat is `TTL` old, any other node may take its rooms over
(compare-and-set on the room's lease epoch: of two nodes trying, one wins) and rebuilds each by replaying the
answers in the database. Nothing acknowledged is lost: an answer is committed before it is acknowledged, and the
answers' key (room, n) refuses a second writer, so no answer is ever applied twice.

A request may reach any node (a reverse proxy spreads them): `Router` serves a room's requests where the room is
held, forwarding them (HTTP and WebSocket) to its holder, or taking the room here if nobody live holds it. Forwarded
requests carry the cluster's secret (made by the first node, kept in the database) and the Host the client sent.

With SQLite (one process on its own file) the node is *alone*: at its start every other node is gone, so it takes
every room at once (`make play`: as before).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import secrets
import threading
import time
import uuid
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .rooms import Rooms

LOG = logging.getLogger("daoyan.cluster")

TTL = 5.0  # seconds a lease holds without a heartbeat (a dead node's rooms move on after this)
BEAT = 1.0  # seconds between heartbeats
SWEEP = 1.0  # seconds between looks for rooms that need a holder (their holder died, an idle room's deadline)
IDLE = 600.0  # seconds a room with nobody connected and nothing to do stays in memory
CLAIMS_PER_SWEEP = 50  # rooms taken over per sweep (the survivors share a dead node's rooms)
HOLDER_CACHE = 1.0  # seconds a room's holder, once found, is taken as known (`Node.where`)
FORWARD_WAIT = TTL + 5.0  # how long a request waits for its room to find a holder (a takeover) before 503
FORWARD_HEADER = "x-daoyan-forward"  # the cluster's secret: a request forwarded by a node
HOST_HEADER = "x-daoyan-host"  # … and the Host it was sent to (the WebSocket's origin check)
ROOM_PATH = re.compile(r"^/(?:api/rooms|ws|room|replay)/([A-Za-z0-9]{1,40})(?:/|$)")


class Node:
    """This process in the cluster: its id, address and heartbeat; the rooms' leases."""

    def __init__(self, rooms: Rooms, address: str, alone: bool, ttl: float = TTL, idle: float = IDLE) -> None:
        self.rooms = rooms
        self.store = rooms.store
        self.id = f"{uuid.uuid4().hex[:12]}-{os.getpid()}"
        self.address = address.rstrip("/")
        self.alone = alone
        self.ttl = ttl
        self.idle = idle
        self.secret = self.store.cluster_secret()
        self.last_beat = time.time()
        self.fenced = False
        self.tasks: list[asyncio.Task[None]] = []
        self.loop: asyncio.AbstractEventLoop | None = None
        self._stopping = threading.Event()
        self._beater: threading.Thread | None = None
        self.takeovers = 0  # rooms taken over from a dead node (reported)
        # where rooms held elsewhere were found, for HOLDER_CACHE seconds (a page's sockets and requests come in
        # bursts: each would cost two queries), and the live nodes likewise; forgotten when the holder fails
        self.known: dict[str, tuple[str, float]] = {}
        self.live: tuple[float, dict[str, str]] = (0.0, {})
        self.store.register_node(self.id, self.address, self.last_beat, alone=alone)

    # -- leases ----------------------------------------------------------------------------------------------------
    def holds(self, code: str) -> bool:
        return code in self.rooms.rooms

    def where(self, code: str) -> str | None:
        """Where a room's requests are served: None here (held here, taken here now, or no such room: the app says
        so), else the holder's address."""
        code = code.upper()
        if self.holds(code):
            return None
        lease = self.store.lease(code)
        if lease is None:
            return None
        owner = lease[0]
        if owner == self.id:
            return None
        now = time.time()
        got = self.store.claim(code, self.id, now, self.ttl)
        if got is not None:
            if owner is not None and got[1]:
                self.takeovers += 1  # (from a node that died or let it go as it fenced itself)
            return None
        at, live = self.live
        if time.monotonic() > at + HOLDER_CACHE or owner not in live:
            live = self.store.live_nodes(now, self.ttl)
            self.live = (time.monotonic(), live)
        where = live.get(owner or "", "")  # "" : held by a node that just died, not yet free: wait
        if where:
            if len(self.known) > 4096:  # (the rooms not asked for again: their entries go once past)
                t = time.monotonic()
                self.known = {c: h for c, h in self.known.items() if h[1] >= t}
            self.known[code] = (where, time.monotonic() + HOLDER_CACHE)
        return where

    def known_holder(self, code: str) -> str | None:
        """The holder's address found for this room within the last HOLDER_CACHE seconds, if any (no query)."""
        hit = self.known.get(code.upper())
        if hit is None:
            return None
        if hit[1] < time.monotonic() or code.upper() in self.rooms.rooms:
            self.known.pop(code.upper(), None)  # (`where`, in a worker thread, may have replaced the dict meanwhile)
            return None
        return hit[0]

    def forget(self, code: str) -> None:
        """The holder found could not serve it (it died, or let the room go): look again."""
        self.known.pop(code.upper(), None)
        self.live = (0.0, {})

    def forwarded(self, headers: dict[bytes, bytes]) -> bool:
        """A request forwarded by another node of this cluster (its secret, compared in constant time)."""
        given = headers.get(FORWARD_HEADER.encode())
        return given is not None and secrets.compare_digest(given, self.secret.encode())

    # -- the background work ---------------------------------------------------------------------------------------
    def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stopping.clear()
        if not self.alone:  # (alone, nobody reads its heartbeat — and an in-memory SQLite's one connection is not
            # for two threads at once)
            self._beater = threading.Thread(target=self._beat, name="daoyan-heartbeat", daemon=True)
            self._beater.start()
        self.tasks = [asyncio.create_task(self._sweep())]

    async def stop(self) -> None:
        self._stopping.set()
        if self._beater is not None:
            await asyncio.to_thread(self._beater.join, 5.0)
        for t in self.tasks:
            t.cancel()
        for t in self.tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        with contextlib.suppress(Exception):
            for room in list(self.rooms.rooms.values()):
                if room.game is not None and not room.lost:
                    room.save_clock()  # (their deadlines hold wherever they resume)
            self.store.leave(self.id)  # a clean stop frees its rooms at once

    def _beat(self) -> None:
        """The heartbeat, renewing every lease held — in a thread of its own, so that a busy event loop or a full
        thread pool never delays it (a late beat made a loaded node give up all its rooms, over and over). A node
        that could not beat for most of a lease's time stops serving its rooms before anyone may take them over (it
        fences itself, in the event loop), then joins again as a new node."""
        while not self._stopping.wait(BEAT * (0.9 + 0.2 * secrets.randbelow(1000) / 1000)):
            if self.fenced:
                continue  # (joining again, in the event loop)
            started = time.time()
            try:
                ok: bool | None = self.store.beat(self.id, started)
            except Exception as e:  # the database is out of reach: the leases run out
                LOG.warning("node %s: heartbeat failed (%s)", self.id, e)
                ok = None
            done = time.time()
            if ok and done - self.last_beat < self.ttl * 0.8:
                self.last_beat = started  # (the others see the lease held until then + TTL)
                continue
            if ok is None and done - self.last_beat < self.ttl * 0.6:
                continue  # (a beat missed: the lease still holds)
            LOG.warning("node %s: %s; its rooms are let go", self.id,
                        "its row is gone" if ok is False else "a heartbeat came too late" if ok else
                        "no heartbeat for most of a lease")
            self.fenced = True
            if self.loop is not None:
                self.loop.call_soon_threadsafe(self._rejoin)

    def _rejoin(self) -> None:
        """(In the event loop.) Every room let go; then this process joins again as a new node."""
        self.fence()
        try:
            self.id = f"{uuid.uuid4().hex[:12]}-{os.getpid()}"
            self.store.register_node(self.id, self.address, time.time())
            self.last_beat = time.time()
            self.fenced = False
        except Exception as e:  # the next beat tries again
            LOG.warning("node %s: cannot join again yet (%s)", self.id, e)
            if self.loop is not None:
                self.loop.call_later(BEAT, self._rejoin)

    def fence(self) -> None:
        """Stop serving every room held (their leases may be taken over now): their clients are disconnected and
        reconnect to whoever holds the room next."""
        self.fenced = True
        for code in list(self.rooms.rooms):
            self.rooms.drop(code)

    async def _sweep(self) -> None:
        """Take over the running rooms that need a holder (their holder died; an idle room's deadline is due); let go
        of the rooms idle here."""
        while True:
            await asyncio.sleep(SWEEP * (0.8 + 0.4 * secrets.randbelow(1000) / 1000))
            if self.fenced:
                continue
            try:
                self.sweep()
            except Exception:
                LOG.exception("node %s: sweep failed", self.id)

    def sweep(self) -> None:
        now = time.time()
        for code, owner in self.store.orphans(self.id, now, self.ttl, CLAIMS_PER_SWEEP):
            got = self.store.claim(code, self.id, now, self.ttl)
            if got is not None and not self.holds(code):
                # (counted where the lease changed hands: a request may have taken it a moment before, in `where`)
                self.takeovers += owner is not None and got[1]  # (no owner: a room back from rest)
                self.rooms.load(code)
        loop_now = time.monotonic()
        for code, room in list(self.rooms.rooms.items()):
            if room.lost:
                self.rooms.drop(code)
                continue
            if room.idle_since is None and not room.clients:  # (its last client was dropped)
                room.idle_since = loop_now
            if room.idle_since is not None and loop_now - room.idle_since >= self.idle and room.can_rest():
                self.rooms.rest(code)

    def report(self) -> dict[str, Any]:
        """What this node holds: its id, rooms in memory (running ones), memory (resident set) and per room."""
        rss = resident_kb()
        held = self.rooms.rooms
        running = sum(1 for r in held.values() if r.game is not None and not r.game.finished)
        return {"node": self.id, "address": self.address, "alone": self.alone, "rooms": len(held),
                "running": running, "takeovers": self.takeovers, "rss_kb": rss,
                "kb_per_room": round(rss / len(held), 1) if held else None}


def resident_kb() -> int:
    try:
        with open(f"/proc/{os.getpid()}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def room_of(path: str) -> str | None:
    m = ROOM_PATH.match(path)
    return m.group(1).upper() if m else None


class Router:
    """ASGI: a room's requests are served where the room is held — here, or forwarded to its holder (HTTP through
    httpx, a WebSocket relayed message by message); a room whose holder just died waits for its takeover (at most
    `FORWARD_WAIT`), then 503 (the page retries)."""

    def __init__(self, app: Any, node: Node) -> None:
        self.app = app
        self.node = node
        self._http: Any = None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        code = room_of(scope.get("path", ""))
        headers = dict(scope.get("headers") or [])
        if code is None or self.node.forwarded(headers) or self.node.alone:
            await self.app(scope, receive, send)
            return
        # a request's first message (its body, a WebSocket's connect) is read once and given again to whoever serves
        # it (a holder that cannot be reached, then this server after the takeover)
        receive = _replaying(receive)
        deadline = time.monotonic() + FORWARD_WAIT
        while True:
            where = self.node.known_holder(code)
            if where is None:
                where = await asyncio.to_thread(self.node.where, code)
            if where is None:
                await self.app(scope, receive, send)
                return
            if where:
                try:
                    if scope["type"] == "http":
                        await self._forward_http(where, scope, receive, send)
                    else:
                        await self._forward_ws(where, scope, receive, send)
                    return
                except _Unreachable:  # its holder just died: wait for the takeover
                    self.node.forget(code)
                    rewind = getattr(receive, "rewind", None)
                    if rewind is not None:
                        rewind()
            if time.monotonic() > deadline:
                await _unavailable(scope, receive, send)
                return
            await asyncio.sleep(0.25)

    def _headers(self, scope: Any) -> list[tuple[str, str]]:
        skip = {b"host", b"content-length", b"connection", b"upgrade", b"sec-websocket-key", b"sec-websocket-version",
                b"sec-websocket-extensions", b"sec-websocket-protocol", FORWARD_HEADER.encode(),
                HOST_HEADER.encode()}
        out = [(k.decode("latin-1"), v.decode("latin-1")) for k, v in scope.get("headers") or []
               if k.lower() not in skip]
        host = dict(scope.get("headers") or []).get(b"host", b"").decode("latin-1")
        return [*out, (FORWARD_HEADER, self.node.secret), (HOST_HEADER, host)]

    async def _forward_http(self, where: str, scope: Any, receive: Any, send: Any) -> None:
        import httpx

        if self._http is None:
            self._http = httpx.AsyncClient(timeout=httpx.Timeout(30.0, connect=2.0))
        msg = await receive()  # (the whole body: BodyLimit, outside, bounds it)
        body = msg.get("body", b"")
        while msg.get("more_body"):
            msg = await receive()
            body += msg.get("body", b"")
        path = scope.get("raw_path") or scope["path"].encode()
        url = where + path.decode("latin-1") + ("?" + scope["query_string"].decode("latin-1")
                                                 if scope.get("query_string") else "")
        try:
            r = await self._http.request(scope["method"], url, headers=self._headers(scope), content=body)
        except (httpx.ConnectError, httpx.ConnectTimeout) as e:
            raise _Unreachable from e
        if r.status_code == 503 and r.headers.get("x-daoyan-moving"):
            raise _Unreachable  # the holder let the room go meanwhile: find it again
        drop = {"content-length", "transfer-encoding", "connection", "content-encoding"}
        out = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in r.headers.multi_items()
               if k.lower() not in drop]
        data = r.content
        out.append((b"content-length", str(len(data)).encode()))
        await send({"type": "http.response.start", "status": r.status_code, "headers": out})
        await send({"type": "http.response.body", "body": data})

    async def _forward_ws(self, where: str, scope: Any, receive: Any, send: Any) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        url = "ws" + where[4:] + scope["path"] + ("?" + scope["query_string"].decode("latin-1")
                                                   if scope.get("query_string") else "")
        first = await receive()  # websocket.connect (kept for whoever serves it if this holder cannot be reached)
        if first["type"] != "websocket.connect":
            return
        try:
            upstream = await connect(url, additional_headers=self._headers(scope), open_timeout=10.0,
                                     max_size=2**20, compression=None, ping_interval=None)
        except (OSError, TimeoutError) as e:
            raise _Unreachable from e
        except Exception as e:  # refused by the holder (it let the room go): find it again
            raise _Unreachable from e
        await send({"type": "websocket.accept"})

        async def down() -> None:  # holder -> browser
            try:
                async for msg in upstream:
                    if isinstance(msg, bytes):
                        await send({"type": "websocket.send", "bytes": msg})
                    else:
                        await send({"type": "websocket.send", "text": msg})
            except ConnectionClosed:
                pass
            code = upstream.close_code or 1012
            # the holder went away (not a close it chose): 1012, the page reconnects and finds the room's next holder
            await send({"type": "websocket.close", "code": code if code not in (1000, 1001, 1006) else 1012})

        relay = asyncio.create_task(down())
        try:
            while True:
                msg = await receive()
                if msg["type"] == "websocket.disconnect":
                    break
                if msg["type"] == "websocket.receive":
                    data = msg.get("text") if msg.get("text") is not None else msg.get("bytes")
                    with contextlib.suppress(ConnectionClosed):
                        await upstream.send(data)
        finally:
            relay.cancel()
            with contextlib.suppress(Exception):
                await upstream.close()


def _replaying(receive: Any) -> Any:
    """`receive` whose first message is given again (once more) to the next reader after `rewind()`."""
    first: list[Any] = []
    state = {"rewound": False}

    async def again() -> Any:
        if not first:
            msg = await receive()
            while msg.get("more_body"):  # an HTTP body in pieces: kept whole
                more = await receive()
                msg = {**more, "body": msg.get("body", b"") + more.get("body", b"")}
            first.append(msg)
            return first[0]
        if state["rewound"]:
            state["rewound"] = False
            return first[0]
        return await receive()

    def rewind() -> None:
        state["rewound"] = bool(first)

    again.rewind = rewind  # type: ignore[attr-defined]
    return again


class _Unreachable(Exception):
    """The room's holder could not be reached (it died, or let the room go): find its holder again."""


async def _unavailable(scope: Any, receive: Any, send: Any) -> None:
    if scope["type"] == "websocket":  # accepted, then closed with "try again later": the page reconnects (a close
        await receive()  # before accepting would be an HTTP 403, which a page takes for a refusal)
        await send({"type": "websocket.accept"})
        await send({"type": "websocket.close", "code": 1013})
        return
    from starlette.responses import JSONResponse

    r = JSONResponse({"error": "房间正在迁移, 请稍后重试 (the room is moving to another server; retry)"},
                     status_code=503, headers={"Retry-After": "1"})
    await r(scope, receive, send)
