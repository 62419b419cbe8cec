"""The web app: lobby, rooms, seat pages, host page, spectators and replays, over HTTP and WebSocket.

`create_app(url)` builds the FastAPI application on a store (SQLite by default, `DAOYAN_DATABASE_URL` for
PostgreSQL); `daoyan serve` runs it with uvicorn. The browser receives only its audience's view, computed on the
server (`rooms.Room.view_for`). Every request is checked (token, phase, the ask it answers, size, rate) and a
refused one gets an error that says why and changes nothing.

WebSocket `/ws/{code}?token=…&lang=zh|en` — the server sends `{"type": "view", "view": {…}}` on connect and after
every change, `{"type": "error", "message": …}` for a refused message; the client sends
`{"type": "answer", "ask_no": n, "answer": {"choice": …, "target": …}}`, `{"type": "chat", "text": …}` or
`{"type": "ping"}`. A reconnecting client gets the whole current view at once (nothing to replay).
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.requests import HTTPConnection

from ..core.ask import HOST_SEAT
from ..core.errors import DaoyanError
from ..core.game import Game
from ..core.view import host_view, public_view, seat_view
from ..games import GAMES, get_rules
from .cluster import HOST_HEADER, IDLE, Node, Router
from .invites import invitations, page_base
from .limits import MAX_BODY, MAX_MESSAGE, BadInput, Buckets, check, check_answer, check_deadlines
from .llm_seats import LLMSettings
from .rooms import HOST, ONCE, PIECES, PUBLIC, Client, NoRoom, Room, RoomError, RoomMoving, Rooms, default_deadlines
from .script import COOKIE, convert, script_of
from .store import DEFAULT_URL, Store, check_password

HERE = Path(__file__).parent
RATE = 20  # messages per second a client may send (a flood beyond it is refused, not queued)
MAX_TOOL_BODY = 1_000_000  # bytes of one host tool request (two pasted threads and a board)


class NewRoom(BaseModel):
    model_config = ConfigDict(allow_inf_nan=False)  # a NaN or an Infinity is refused, never taken as a number
    game: str = Field("xianyao", max_length=32)
    players: int = Field(7, ge=1, le=32)
    options: dict[str, Any] = Field(default_factory=dict)
    deadlines: dict[str, float] = Field(default_factory=dict)  # phase (or "*") -> seconds
    password: str | None = Field(None, max_length=64)
    mode: str = Field("play", pattern="^(play|host|assist)$")  # assist: a real table, the host enters every gesture
    seed: int | None = Field(None, ge=0, lt=2**63)
    identities: list[str] | None = Field(None, max_length=64)  # the identities enabled in the lobby (the game's hook)


class Join(BaseModel):
    token: str = Field(..., max_length=64)
    name: str = Field(..., max_length=64)


class Control(BaseModel):
    token: str = Field(..., max_length=64)
    # the bots "bots" seats (daoyan.bots): a model seat names one of the server's models, never an endpoint or a key
    bots: str = Field("random", pattern=r"^(random|heuristic|search|none|llm(@[\x21-\x7e]{1,56})?)$")
    seat: int | None = None  # "bots": this seat only (a bot of that kind, or "none": an empty seat again)


class AnswerIn(BaseModel):
    model_config = ConfigDict(allow_inf_nan=False)
    token: str = Field(..., max_length=64)
    ask_no: int | None = None
    answer: dict[str, Any]
    seat: int | None = None  # host-assistant rooms: the seat whose gesture the host enters


async def keep_old_objects_out_of_gc(every: float = 1.0, full_every: float = 3600.0) -> None:
    """The games of a busy server are hundreds of MB of long-lived objects; CPython's full (generation 2) collection
    walks them all and stops the server for up to a second (measured: 1.2 s at 1,000 rooms). Objects that lived
    `every` seconds are frozen (`gc.freeze`: the cyclic collector skips them; reference counting still frees
    them), so collections only walk new objects. Cyclic garbage among frozen objects is collected by one full
    collection every `full_every` seconds."""
    last_full = time.monotonic()
    while True:
        await asyncio.sleep(every)
        if time.monotonic() - last_full > full_every:
            gc.unfreeze()
            gc.collect()
            last_full = time.monotonic()
        gc.freeze()


def refusal(scope: Any, error: str, status: int, headers: dict[str, str] | None = None) -> JSONResponse:
    """A middleware's refusal (too big, too many), in the client's 简/繁 like every other error it is sent."""
    conn = HTTPConnection(scope)
    chosen = script_of(conn.query_params.get("script") or conn.cookies.get(COOKIE))
    return JSONResponse(convert({"error": error}, chosen, None), status_code=status, headers=headers)


class BodyLimit:
    """Refuses a request body over MAX_BODY bytes with 413 (by its Content-Length, or as it streams in)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length")
        too_big = refusal(scope, f"请求过大 (a request body is at most {MAX_BODY} bytes)", 413)
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await too_big(scope, receive, send)
            return
        seen = 0

        async def counted() -> Any:
            nonlocal seen
            msg = await receive()
            seen += len(msg.get("body", b""))
            if seen > MAX_BODY:
                raise BadInput(f"请求过大 (a request body is at most {MAX_BODY} bytes)")
            return msg

        await self.app(scope, counted, send)


class RateLimit:
    """Requests per client address (`rate` a second, bursts of 3×; a replay costs 5) and failed authentications per
    address (`fails` a minute: a wrong token, a wrong room password, a room that does not exist) — beyond either,
    429 with Retry-After, nothing done. A room's own password has a bucket too (`Room`'s, in `audience`)."""

    def __init__(self, app: Any, rate: float, fails: float, node: Node | None = None) -> None:
        self.app = app
        self.node = node
        self.requests = Buckets(rate, 3 * rate)
        self.failures = Buckets(fails / 60.0, fails)

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if self.node is not None and self.node.forwarded(dict(scope.get("headers") or [])):
            await self.app(scope, receive, send)  # forwarded by another server, which counted it
            return
        who = (scope.get("client") or ("?", 0))[0]
        now = time.monotonic()
        cost = 5.0 if scope.get("path", "").endswith("/replay") else 1.0
        ok, wait = self.requests.take(who, now, cost)
        if ok:
            dry, wait = self.failures.empty(who, now)
            ok = not dry
        if not ok:
            if scope["type"] == "websocket":
                await send({"type": "websocket.close", "code": 4429})
                return
            r = refusal(scope, f"请求太频繁 (too many requests; retry in {wait:.0f} s)", 429,
                        {"Retry-After": str(max(1, round(wait)))})
            await r(scope, receive, send)
            return

        async def watched(msg: Any) -> None:
            if msg.get("type") == "http.response.start" and msg.get("status") in (403, 404):
                self.failures.take(who, time.monotonic())
            await send(msg)

        await self.app(scope, receive, watched)


def create_app(url: str | None = None, bot_delay: float = 0.3, tune_gc: bool = False,
               pace: float | None = None, rate: float | None = 20.0, fails: float = 10.0,
               address: str | None = None, idle: float | None = None) -> FastAPI:
    """The web app. `address`: where the other servers sharing this database reach this one (several processes over
    PostgreSQL: docs/web.md; default `$DAOYAN_NODE_ADDRESS`); `idle`: seconds an idle room stays in memory. Model
    seats: the environment's endpoint and models (`LLMSettings.from_env`; a bad setting raises ConfigError)."""
    llm = LLMSettings.from_env(os.environ)
    store = Store(url or os.environ.get("DAOYAN_DATABASE_URL") or DEFAULT_URL)
    rooms = Rooms(store, bot_delay=bot_delay, pace=pace, llm=llm)  # pace: every room's 暗步 (tests: 0), else the room's
    alone = store.url.startswith("sqlite")  # one process on its own file; PostgreSQL: any number of servers
    node = Node(rooms, address or os.environ.get("DAOYAN_NODE_ADDRESS") or "http://127.0.0.1:8000", alone=alone,
                idle=idle if idle is not None else float(os.environ.get("DAOYAN_IDLE", IDLE)))
    rooms.node = node

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        if alone:  # the rooms that were running resume at once (deadlines, bots, a step to go on from)
            node.sweep()
        node.start()
        gc_task = asyncio.create_task(keep_old_objects_out_of_gc()) if tune_gc else None
        yield
        if gc_task is not None:
            gc_task.cancel()
        await node.stop()

    app = FastAPI(title="daoyan 导演", lifespan=lifespan)
    app.state.rooms = rooms
    password_tries = Buckets(0.5, 30.0)  # wrong passwords per room
    replays: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()
    app.state.node = node
    app.add_middleware(Router, node=node)  # a room's requests go where the room is held (innermost: after the limits)
    app.add_middleware(BodyLimit)
    if rate:  # (None: unlimited, for tests that play whole games over HTTP)
        app.add_middleware(RateLimit, rate=rate, fails=fails, node=node)

    @app.exception_handler(RequestValidationError)
    async def _malformed(request: Request, e: RequestValidationError) -> JSONResponse:
        """A request that does not fit its form: where and why, never the value (a NaN cannot be written back)."""
        why = "; ".join(f"{'.'.join(str(x) for x in err.get('loc', ()))}: {err.get('msg', '')}" for err in e.errors())
        return JSONResponse(converted(request, {"error": f"请求格式错误 (malformed request): {why[:1000]}"}),
                            status_code=400)

    def script(request: Request | WebSocket) -> str | None:
        """The client's 简/繁 (`script=hans|hant` in the request, else its page's cookie; None: as written)."""
        return script_of(request.query_params.get("script") or request.cookies.get(COOKIE))

    def game_of(request: Request) -> str | None:
        """The game whose proper names a response keeps exact: the room's, or the tool's (by the path)."""
        parts = request.url.path.split("/")
        if len(parts) > 3 and parts[1] == "api" and parts[2] == "rooms":
            room = rooms.rooms.get(parts[3].upper())
            return room.row.game if room is not None else None
        if len(parts) > 3 and parts[1] in ("api", "tools") and (parts[2] if parts[1] == "tools" else parts[3]) in GAMES:
            return parts[2] if parts[1] == "tools" else parts[3]
        return None

    def converted(request: Request, obj: Any, game: str | None = None) -> Any:
        """A response in the client's script (`daoyan.server.script`), the game's proper names kept."""
        return convert(obj, script(request), game or game_of(request))

    @app.exception_handler(HTTPException)
    async def _http_error(request: Request, e: HTTPException) -> JSONResponse:
        return JSONResponse(converted(request, {"detail": e.detail}), status_code=e.status_code, headers=e.headers)

    @app.get("/static/i18n.js")
    async def page_words(request: Request) -> Response:
        """The pages' own words (i18n.js) in the client's script, converted when asked (so a key added to it is
        converted too); never cached by the browser (the cookie may change)."""
        text = (HERE / "static" / "i18n.js").read_text(encoding="utf-8")
        return Response(convert(text, script(request)), media_type="text/javascript; charset=utf-8",
                        headers={"Cache-Control": "no-cache", "Vary": "Cookie"})

    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")

    @app.exception_handler(DaoyanError)
    async def _refused(request: Request, e: DaoyanError) -> JSONResponse:
        if isinstance(e, RoomMoving):  # held by another server now: the forwarding server finds it again
            return JSONResponse(converted(request, {"error": str(e)}), status_code=503,
                                headers={"Retry-After": "1", "x-daoyan-moving": "1"})
        code = 404 if isinstance(e, NoRoom) else 409 if isinstance(e, RoomError) else 400
        return JSONResponse(converted(request, {"error": str(e)}), status_code=code)

    def creators_seat(room: Room) -> int | str:
        """The creator hosts (a host or host-assistant room) or plays seat 1 (「参与游戏 (占一个座位)」)."""
        return HOST if room.row.mode in ("host", "assist") else 1

    def audience(room: Room, token: str | None, password: str | None = None) -> int | str:
        """Who a token is: a seat, the host (the creator of a host-mode room), or the public."""
        if token:
            if same(token, room.row.creator_token):
                return creators_seat(room)
            for s in room.seats.values():
                if same(token, s.token):
                    if s.kind == "bot":
                        raise HTTPException(403, f"{s.seat}号座位由机器人担任 (seat {s.seat} is a bot's)")
                    return s.seat
            raise HTTPException(403, "无效的链接 (this token opens no seat of this room: a used or withdrawn "
                                     "invitation?)")
        wanted = room.row.password_hash
        if wanted:
            dry, wait = password_tries.empty(room.code, time.monotonic())
            if dry:  # guesses at one room's password, from anywhere: 30 a minute
                raise HTTPException(429, f"密码尝试太多 (too many password tries for this room; retry in {wait:.0f} s)")
            ok, upgraded = (False, None) if password is None else check_password(room.code, password[:256], wanted)
            if not ok:
                if password is not None:
                    password_tries.take(room.code, time.monotonic())
                raise HTTPException(403, "需要房间密码 (this room needs its password)")
            if upgraded is not None:  # an old SHA-256 form, replaced by the slow hash now that it was given
                room.store.set_room(room.code, password_hash=upgraded)
                room.row = replace(room.row, password_hash=upgraded)
        return PUBLIC

    origins = {o.strip().rstrip("/") for o in os.environ.get("DAOYAN_ORIGINS", "").split(",") if o.strip()}

    def allowed_origin(origin: str, host: str) -> bool:
        """A browser's Origin: one the operator lists (DAOYAN_ORIGINS, comma-separated), else the server's own host."""
        if origins:
            return origin.rstrip("/") in origins
        return urlsplit(origin).netloc == host

    def same(given: str, token: str) -> bool:
        """Tokens compared in constant time (no timing hints about a seat's token)."""
        return secrets.compare_digest(given.encode(), token.encode())

    def creator(room: Room, token: str) -> None:
        if not same(token, room.row.creator_token):
            raise HTTPException(403, "只有房间创建者可以这样做 (only the room's creator can do this)")

    def links(room: Room, base: str) -> dict[str, Any]:
        return {"code": room.code, "creator_token": room.row.creator_token,
                "creator_link": f"{base}/room/{room.code}?token={room.row.creator_token}",
                # invitations only: a seat someone joined is his alone (its token changed on joining), a bot's is
                # nobody's, and in play mode seat 1 is the creator's own
                "seat_links": {str(s.seat): f"{base}/room/{room.code}?token={s.token}" for s in room.seats.values()
                               if s.kind == "human" and not s.name and not (room.row.mode == "play" and s.seat == 1)},
                "watch_link": f"{base}/room/{room.code}"}

    # -- API ---------------------------------------------------------------------------------------------------
    @app.get("/api/games")
    async def games(request: Request, lang: str = "zh") -> dict[str, Any]:
        """Each game the lobby offers: its title, usual player count, the phases a deadline may name, the identities a
        room may enable (when the game has such a choice), its room settings (name, label, kind, choices, default,
        help: `daoyan.core.settings`) and its default time limits (phase or "*" -> seconds), in the page's
        language."""
        lang = "en" if lang == "en" else "zh"
        out = {}
        for name in GAMES:
            rules = get_rules(name)
            label = getattr(rules, "phase_label", None)
            enable = getattr(rules, "lobby_identities", None)
            title = getattr(rules, "title", name)
            file = getattr(rules, "lobby_file", None)
            out[name] = {"title": title if lang == "zh" else str(getattr(rules, "title_en", title)),
                         "file": {"option": file["option"], "label": file[lang]} if file else None,
                         "players": getattr(rules, "default_players", {}).get("play", 7),
                         # (id: the phase's own name, never converted to another script: what a room's deadlines name)
                         "phases": [{"phase": p, "id": p, "label": label(p, lang) if label else p}
                                    for p in getattr(rules, "phases", ())],
                         "identities": enable(lang) if enable is not None else None,
                         # the room's settings (the lobby's form) and its time limits unless the creator sets them
                         "settings": settings(lang) if (settings := getattr(rules, "lobby_settings", None)) else [],
                         "deadlines": default_deadlines(rules)}
            out[name] = converted(request, out[name], name)  # each game's entry keeps its own names
        return out

    @app.post("/api/rooms")
    async def create_room(body: NewRoom, request: Request) -> dict[str, Any]:
        check(body.options, "options")
        check(body.identities, "identities")
        room = rooms.create(body.game, body.players, body.options, check_deadlines(body.deadlines), body.password,
                            body.mode,
                            body.seed, body.identities)
        return links(room, str(request.base_url).rstrip("/"))

    @app.get("/api/rooms/{code}")
    async def room_info(code: str, request: Request, token: str | None = None, password: str | None = None,
                        lang: str = "zh") -> dict[str, Any]:
        room = rooms.get(code)
        await room.settled()  # (an answer being written is shown once it is: `Room.writing`)
        if token and same(token, room.row.creator_token):
            return {**links(room, str(request.base_url).rstrip("/")), "view": converted(request, room.released_view(
                creators_seat(room), lang, creator=True), room.row.game)}
        return {"view": converted(request, room.released_view(audience(room, token, password), lang),
                                  room.row.game)}  # (docs/security.md)

    @app.get("/api/node")
    async def node_report(request: Request) -> dict[str, Any]:
        """This server's share (the operator's: the cluster's secret in `x-daoyan-forward`, as the servers send each
        other): its id, the rooms it holds in memory and how many run, its memory (resident set) and per room."""
        if not node.forwarded(dict(request.scope.get("headers") or [])):
            raise HTTPException(403, "只有集群内部可以查看 (for the cluster's own servers and operators only)")
        return node.report()

    @app.get("/api/rooms/{code}/invitations")
    async def open_invitations(code: str, request: Request, token: str = "", base: str | None = None,
                               lang: str = "zh") -> dict[str, Any]:
        """The creator's open invitations, at any time: each open seat's link, the address to send (`base`: the
        origin of the creator's page, else the server's own) and its QR code as SVG. Anybody else — a seat's token,
        a spectator, a wrong or absent token — is refused (403) and learns nothing (docs/security.md)."""
        room = rooms.get(code)
        creator(room, token[:64])
        origin = page_base(base) if base is not None else str(request.base_url).rstrip("/")
        if origin is None:
            raise HTTPException(400, "base: 应为页面的来源 (the page's origin: http(s)://host[:port])")
        return {"invites": room.invites_key(),
                "seats": invitations(room, origin, "en" if lang == "en" else "zh")}

    @app.post("/api/rooms/{code}/join")
    async def join(code: str, body: Join) -> dict[str, Any]:
        room = rooms.get(code)
        who = audience(room, body.token)
        if not isinstance(who, int):
            raise HTTPException(403, "这个链接不是座位链接 (this is not a seat link)")
        token = await room.join(who, body.name, rotate=not same(body.token, room.row.creator_token))
        return {"seat": who, "token": token}  # this browser's own secret from now on (the invitation is spent)

    @app.post("/api/rooms/{code}/answer")
    async def answer(code: str, body: AnswerIn) -> dict[str, Any]:
        room = rooms.get(code)
        who = audience(room, body.token)
        check_answer(body.answer)  # the same bounds as over the WebSocket
        await room.answer(answering_seat(room, who, body.seat), body.ask_no, body.answer, own=isinstance(who, int))
        return {"ok": True}

    def answering_seat(room: Room, who: int | str, seat: Any) -> int:
        """A seat answers for itself; in a host-assistant room the host enters the gesture of any seat. The host (of a
        host or host-assistant room) answers his own asks (`HOST_SEAT`, 0: a 导演's 晨报) — named as seat 0, or, in a
        host room, with no seat named. No seat answers the host's ask."""
        if isinstance(who, int):
            if seat == HOST_SEAT and not isinstance(seat, bool):
                raise RoomError("只有主持人可以回答主持人的问题 (only the host answers the host's own ask)")
            if seat is not None and seat != who:
                raise RoomError("一个座位只能回答自己的问题 (a seat answers its own asks only)")
            return who
        if who == HOST and ((seat == HOST_SEAT and not isinstance(seat, bool))
                            or (seat is None and room.row.mode == "host")):
            return HOST_SEAT
        if who == HOST and room.row.mode == "assist":
            if not isinstance(seat, int) or isinstance(seat, bool) or seat not in room.seats:
                raise RoomError(f"现场辅助: 请指明座位 (name the seat whose gesture this is: 1–{room.row.players})")
            return seat
        raise RoomError("只有座位可以回答 (only a seat answers; the host answers his own asks, and enters gestures in "
                        "a host-assistant room)")

    async def invite(room: Room, body: Control) -> dict[str, Any]:
        if body.seat is None:
            raise RoomError("invite: name the seat (seat)")
        token = await room.invite(body.seat)
        return {"seat": body.seat, "token": token}

    controls: dict[str, Any] = {
        "invite": invite,
        "bots": lambda room, body: room.fill_with_bots(body.bots) if body.seat is None else room.seat_bot(
            body.seat, body.bots),
        "start": lambda room, body: room.start(),
        "pause": lambda room, body: room.set_paused(True),
        "resume": lambda room, body: room.set_paused(False),
    }

    @app.post("/api/rooms/{code}/{action}")
    async def control(code: str, action: str, body: Control) -> dict[str, Any]:
        """The creator's controls: bots (fill the empty seats, or set one seat's bot), start, pause, resume."""
        if action not in controls:
            raise HTTPException(404, f"no such action {action!r} ({', '.join(controls)}, join, answer)")
        room = rooms.get(code)
        creator(room, body.token)
        out = await controls[action](room, body)
        link = {"link": f"/room/{room.code}?token={out['token']}"} if isinstance(out, dict) else {}
        return {"ok": True, **link}

    @app.get("/api/rooms/{code}/replay")
    async def replay_view(request: Request, code: str, token: str | None = None, password: str | None = None,
                          seat: str = "host", step: int = -1, lang: str = "zh") -> dict[str, Any]:
        """A finished game stepped through: the view of `seat` (a number or "host") after `step` answers."""
        room = rooms.get(code)
        audience(room, token, password)
        if seat not in ("host", "public") and not (re.fullmatch(r"[0-9]{1,3}", seat)
                                                     and 1 <= int(seat) <= room.row.players):
            raise HTTPException(400, f"seat must be 1–{room.row.players}, host or public")
        g = room.game
        if g is None or not g.finished:
            raise RoomError("只有结束的游戏可以回放 (only a finished game can be replayed)")
        answers = room.store.answers(room.code)
        n = len(answers) if step < 0 else min(step, len(answers))
        key = (room.code, n, seat, lang)
        if key in replays:  # a finished game's step never changes: computed once (bounded: the least recent go)
            replays.move_to_end(key)
            kept: dict[str, Any] = converted(request, replays[key], room.row.game)  # (conversions are kept)
            return kept
        r = Game(get_rules(room.row.game), room.row.players, room.row.seed, dict(room.row.options))
        for a in answers[:n]:
            r.answer(a.seat, a.answer)
        if seat == "host":
            view = host_view(r, lang)
        elif seat == "public":
            view = public_view(r, lang)
        elif re.fullmatch(r"[0-9]{1,3}", seat) and 1 <= int(seat) <= room.row.players:
            view = seat_view(r, int(seat), lang)
        else:
            raise HTTPException(400, f"seat must be 1–{room.row.players}, host or public")
        display = getattr(r.rules, "display", None)  # the table drawn as a table, as the room page draws it
        if display is not None:
            view["display"] = display(r, int(seat) if seat.isdigit() else seat, lang)
        replays[key] = out = {"step": n, "steps": len(answers), "view": view}
        if room.has_model_seats():  # what the model seats spent (the game is over: nothing in it is secret now)
            out["llm"] = room.llm_report()
        if len(replays) > 256:
            replays.popitem(last=False)
        shown: dict[str, Any] = converted(request, out, room.row.game)
        return shown

    # -- host tools: a game's tools for a host outside a room (版杀: the forum day and tally) -------------------------
    def tool_of(game: str, name: str, lang: str) -> tuple[Any, dict[str, Any]]:
        if game not in GAMES:
            raise HTTPException(404, f"没有这个游戏 (no such game): {game!r}")
        rules = get_rules(game)
        hook = getattr(rules, "host_tools", None)
        spec = next((t for t in (hook(lang) if hook else []) if t["name"] == name), None)
        if spec is None:
            raise HTTPException(404, f"没有这个工具 (no such tool): {game}/{name}")
        return rules, spec

    @app.get("/api/tools")
    async def tools(request: Request, lang: str = "zh") -> list[dict[str, Any]]:
        """Every game's host tools: game, name, title (in the page's language) and the page's address."""
        lang = "en" if lang == "en" else "zh"
        out = []
        for game in GAMES:
            hook = getattr(get_rules(game), "host_tools", None)
            for t in hook(lang) if hook else []:
                out.append(converted(request, {"game": game, "name": t["name"], "title": t["title"],
                                               "page": f"/tools/{game}/{t['name']}"}, game))
        return out

    @app.get("/api/tools/{game}/{name}")
    async def tool_spec(request: Request, game: str, name: str, lang: str = "zh") -> dict[str, Any]:
        """A tool's form: its title and fields (name, kind, the most characters, label, placeholder, options)."""
        spec: dict[str, Any] = converted(request, tool_of(game, name, "en" if lang == "en" else "zh")[1], game)
        return spec

    @app.post("/api/tools/{game}/{name}")
    async def tool_run(game: str, name: str, request: Request) -> dict[str, Any]:
        """Run a tool on `{"values": {field: text}, "lang": "zh"|"en"}`; a body over MAX_TOOL_BODY bytes, malformed
        JSON, an unknown field, a value too long or a mistake in the files: an error that says why (nothing is
        stored)."""
        raw = await request.body()
        if len(raw) > MAX_TOOL_BODY:
            raise HTTPException(413, f"请求过大 (the request is over {MAX_TOOL_BODY} bytes): {len(raw)}")
        try:
            data = json.loads(raw)
        except ValueError:
            raise HTTPException(400, "请求应为 JSON 对象 (the request must be a JSON object)") from None
        if not isinstance(data, dict) or not isinstance(data.get("values"), dict):
            raise HTTPException(400, '请求应为 {"values": {字段: 文本}} (the request is {"values": {field: text}})')
        lang = "en" if data.get("lang") == "en" else "zh"
        rules, _ = tool_of(game, name, lang)
        result: dict[str, Any] = converted(request, rules.run_host_tool(name, data["values"], lang), game)
        return result

    # -- WebSocket -----------------------------------------------------------------------------------------------
    @app.websocket("/ws/{code}")
    async def ws(socket: WebSocket, code: str, token: str | None = None, password: str | None = None,
                 lang: str = "zh", delta: bool = False, kept: bool = False) -> None:
        chosen = script(socket)  # 简/繁: every message converted as it is sent (`Client.post`)
        await socket.accept()
        origin = socket.headers.get("origin")
        host = socket.headers.get("host", "")
        if node.forwarded(dict(socket.scope.get("headers") or [])):  # relayed by the server the page reached
            host = socket.headers.get(HOST_HEADER, host)
        if origin is not None and not allowed_origin(origin, host):
            # a page of another site, opened in a player's browser, may not speak for him (cross-site WebSocket)
            await socket.send_json({"type": "error", "message": "来源不被允许 (this page's origin may not connect)"})
            await socket.close(code=4403)
            return
        try:
            room = rooms.get(code)
            who = audience(room, token, password)
        except RoomMoving:
            await socket.close(code=1013)  # try again: the page reconnects and finds the room where it is now
            return
        except (HTTPException, RoomError) as e:
            await socket.send_json(convert({"type": "error", "message": getattr(e, "detail", str(e))}, chosen))
            await socket.close(code=4403)
            return
        lang = lang if lang in ("zh", "en") else "zh"
        client = Client(who, lang, socket.send_json, creator=bool(token) and same(token or "", room.row.creator_token),
                        close=socket.close, script=chosen, game=room.row.game, delta=delta, kept=kept)
        room.attach(client)
        sender = asyncio.create_task(client.pump())  # every message to this client goes through its outbox, in order
        recent: list[float] = []

        def reply(msg: dict[str, Any]) -> None:
            client.post(msg)

        try:
            await room.settled()
            send_whole_view(room, client)
            while not client.gone:
                raw = await socket.receive_text()
                now = time.monotonic()
                recent = [t for t in recent if now - t < 1.0] + [now]
                if len(recent) > RATE:
                    reply({"type": "error", "message": f"太快了 (more than {RATE} messages a second)"})
                    continue
                if len(raw.encode()) > MAX_MESSAGE:
                    reply({"type": "error", "message": f"消息过大 (a message is at most {MAX_MESSAGE} bytes)"})
                    continue
                try:
                    msg = json.loads(raw)
                    if not isinstance(msg, dict):
                        raise ValueError("not an object")
                except ValueError:
                    reply({"type": "error", "message": "消息格式错误 (a message is a JSON object)"})
                    continue
                try:
                    await handle(room, who, msg, client)
                except (DaoyanError, HTTPException) as e:
                    reply({"type": "error", "message": getattr(e, "detail", None) or str(e)})
        except WebSocketDisconnect:
            pass
        finally:
            room.detach(client)
            sender.cancel()

    def send_whole_view(room: Room, client: Client) -> None:
        """The whole view (the log from its start): on connect, and when a client asks for it."""
        g = room.game
        view = room.whole_view(client)  # (between releases, what it had at the last: docs/security.md)
        if client.kept:  # (its page holds the glossary and the map from an earlier connection)
            view = {k: x for k, x in view.items() if k not in ONCE}
        client.sent, client.chat_sent, client.final = view.get("log_next", 0), view["chat_next"], bool(g and g.finished)
        client.last = {k: x for k, x in view.items() if k not in PIECES and k not in ONCE}
        client.post({"type": "view", "view": view})

    async def handle(room: Room, who: int | str, msg: dict[str, Any], client: Client) -> None:
        kind = msg.get("type")
        if kind == "ping":
            client.post({"type": "pong"})
        elif kind == "view":
            await room.settled()
            send_whole_view(room, client)
        elif kind == "answer":
            ask_no = msg.get("ask_no")
            if ask_no is not None and (not isinstance(ask_no, int) or isinstance(ask_no, bool)):
                raise RoomError("ask_no must be a number")
            check_answer(msg.get("answer"))
            await room.answer(answering_seat(room, who, msg.get("seat")), ask_no, msg.get("answer"),
                              own=isinstance(who, int))
        elif kind == "chat":
            if not isinstance(who, int):
                raise RoomError("只有玩家可以发言 (only players speak)")
            text = msg.get("text")
            if not isinstance(text, str):
                raise RoomError("chat text must be a string")
            await room.say(who, text)
        else:
            raise RoomError(f"unknown message type {kind!r} (answer, chat, view, ping)")

    # -- pages -----------------------------------------------------------------------------------------------------
    def page(request: Request, name: str) -> str:
        """A page's HTML, its words in the client's script (the page's cookie: 简/繁)."""
        text: str = convert((HERE / "static" / name).read_text(encoding="utf-8"), script(request))
        return text

    @app.get("/", response_class=HTMLResponse)
    async def lobby(request: Request) -> str:
        return page(request, "lobby.html")

    @app.get("/room/{code}", response_class=HTMLResponse)
    async def room_page(request: Request, code: str) -> str:
        rooms.get(code)
        return page(request, "room.html")

    @app.get("/tools/{game}/{name}", response_class=HTMLResponse)
    async def tool_page(request: Request, game: str, name: str) -> str:
        tool_of(game, name, "zh")
        return page(request, "tool.html")

    @app.get("/replay/{code}", response_class=HTMLResponse)
    async def replay_page(request: Request, code: str) -> str:
        rooms.get(code)
        return page(request, "replay.html")

    return app
