"""Rooms: one hosted game each, its seats (people or bots), its clients, deadlines and pause — game-agnostic.

The server is the only authority. A client is attached to one audience — a seat, the host (the room's creator
in host mode) or the public (spectators) — and only ever receives that audience's view, computed here from
`daoyan.core.view`. Every accepted answer goes through `Game.answer` with the store as its journal, so it is
committed before the answer is acknowledged; a room is rebuilt after a restart by replaying its answers.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import re
import secrets
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import IntegrityError

from ..bots import make_bot, reseed
from ..core.ask import HOST_SEAT, Ask
from ..core.bots import Agent
from ..core.errors import ConfigError, DaoyanError
from ..core.game import START, Game
from ..core.glossary import of_game as glossary_of
from ..core.view import host_view, public_view, public_waiting, seat_view, viewer
from ..games import GAMES, get_rules
from ..i18n import term
from ..llm.usage import Budget, Usage, usage_record
from .limits import check_name
from .llm_seats import NOT_CONFIGURED, LLMSettings, is_llm, scrub
from .script import convert
from .store import RoomRow, SeatRow, Store, new_token

Send = Callable[[dict[str, Any]], Awaitable[None]]
HOST = "host"
PUBLIC = "public"
MAX_CHAT = 500  # characters in one chat message
OUTBOX = 64  # views queued for a client that is not reading; one more and it is dropped

#: Room options that lay out the deal (the scenarios' `setup:`: 座位身份, a 仙妖斗法 deal and its [化形], a 局面, a
#: mid-game start): like a chosen seed, the creator knows every secret — allowed only where nobody is deceived.
DEAL_OPTIONS = frozenset({"座位身份", "cards", "化形", "局面", START})


_MARKUP = re.compile(r"(?<!\\)\[(?:/|/?[a-z#@][^\[\]]*)\]")


def plain(text: str) -> str:
    r"""Terminal (Rich) markup removed: the book's own brackets, which start with a Chinese character, and
    escaped ones stay.

    >>> plain("[bold]You are #1[/]  cards: [化形] \\[x]")
    'You are #1  cards: [化形] [x]'
    """
    return _MARKUP.sub("", text).replace("\\[", "[")


LOG = logging.getLogger(__name__)
SEARCH_SECONDS = 3.0  # a search bot's time limit per decision in a room
PACE_SECONDS = 1.0  # 暗步: the least time between two releases (docs/security.md, "Side channels"); a room may set it
PACE_KEY = "暗步"  # a room's deadlines may hold its 暗步 (seconds), beside the phases' time limits
PIECES = frozenset({"log", "log_from", "log_next", "chat", "chat_from", "chat_next"})  # sent in increments
ONCE = frozenset({"glossary", "board_svg"})  # rule data a whole view carries (`Room.once`), an increment never


CREATOR_NAME = "房主"  # the name of seat 1 in a room whose creator plays
#: the worker threads slow bots decide in (a search bot's sampling, a model seat's requests): their own pool, so that a
#: model that answers slowly never holds up the default pool's other work (an answer's write on PostgreSQL)
SLOW_BOTS = ThreadPoolExecutor(max_workers=32, thread_name_prefix="daoyan-bot")


class RoomError(DaoyanError):
    """A request a room refuses (wrong phase, not your turn, paused, …); nothing changed."""


class RoomMoving(RoomError):
    """The room is held by another node now (or let go meanwhile): the request is tried again where it lives."""


class NoRoom(RoomError):
    """No room has that code (404: counted as a failed try, like a wrong token)."""



def game_title(game: str, lang: str) -> str:
    """The game's name as the page's header shows it (the rules' `title`, or `title_en` in English)."""
    rules = get_rules(game)
    title = str(getattr(rules, "title", game))
    return str(getattr(rules, "title_en", title)) if lang == "en" else title

@dataclass(eq=False)
class Client:
    audience: int | str  # a seat, HOST or PUBLIC
    lang: str
    send: Send
    creator: bool = False  # holds the creator's token: the room's controls
    sent: int = 0  # the log entries (of the whole log) already sent: the next view carries only newer ones
    chat_sent: int = 0  # likewise the discussion lines
    last: dict[str, Any] | None = None  # the last view sent, without its log and chat: unchanged views are not sent
    final: bool = False  # has received the end-of-game view (all cards, the whole log)
    outbox: asyncio.Queue[dict[str, Any]] = field(default_factory=lambda: asyncio.Queue(OUTBOX))
    close: Callable[..., Awaitable[None]] | None = None  # closes its connection (the browser reconnects)
    gone: bool = False  # dropped: it fell too far behind (a client that does not read cannot stall the room)
    script: str | None = None  # 简/繁: "hans" or "hant" (every string converted as it is sent), None: as written
    game: str | None = None  # the room's game, whose proper names `script` keeps exact
    delta: bool = False  # asked for changes only: an increment carries the keys whose values changed (`Room._post`)
    kept: bool = False  # the page holds the rule data of an earlier connection (ONCE): whole views go without it

    def post(self, msg: dict[str, Any]) -> bool:
        """Queue a message for this client; False (and the client is dropped) when it has stopped reading. The
        message is converted to the client's script here, after it was built (`daoyan.server.script`)."""
        if self.gone:
            return False
        if self.script is not None:
            msg = convert(msg, self.script, self.game)
        try:
            self.outbox.put_nowait(msg)
        except asyncio.QueueFull:
            self.gone = True
            return False
        return True

    async def pump(self) -> None:
        """Send what the room queued for this client, in order, until it is dropped or its connection fails."""
        try:
            while not self.gone:
                msg = await self.outbox.get()
                await self.send(msg)
        except Exception:  # the connection is gone: the reader side ends the client
            self.gone = True


@dataclass(eq=False)
class Room:
    row: RoomRow
    seats: dict[int, SeatRow]
    store: Store
    game: Game | None = None
    clients: set[Client] = field(default_factory=set)
    timers: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    deadline_at: dict[int, float] = field(default_factory=dict)  # seat -> epoch seconds of its ask's deadline
    phase_key: tuple[int, str] | None = None  # the (round, phase) seen last, and when it started (a forum's 关门):
    phase_started: float = 0.0  # deadlines `Ask.deadline_from_phase` count from it
    phase_starts: dict[str, float] = field(default_factory=dict)  # this round's phases: when each began
    bots: dict[int, Agent] = field(default_factory=dict)
    answered: tuple[int, dict[int, int]] = (-1, {})  # (len(history) counted, answers per seat): `own_no`
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    tasks: set[asyncio.Future[None]] = field(default_factory=set)
    thinking: set[int] = field(default_factory=set)  # seats whose search bot is deciding in a worker thread
    chat: list[dict[str, Any]] = field(default_factory=list)  # the discussion, as clients receive it
    asks: dict[Any, Any] = field(default_factory=dict)  # the open asks' JSON, per seat and language (`ask_json`)
    bot_delay: float = 0.3
    pace: float | None = None  # 暗步 for every room of the server (tests: 0), else the room's or PACE_SECONDS
    last_release: float = float("-inf")  # (loop time) when the game's views were last sent to every seat
    release_timer: asyncio.TimerHandle | None = None  # the next release, waiting for its 暗步
    releases: int = 0  # releases so far (tests count steps with it)
    released: tuple[Any, ...] = ()  # the game's state key (`_state_key`) at the last release
    _replayed: tuple[tuple[Any, ...], Game] | None = None  # `_released_game`, kept for its key
    damaged: str = ""  # why the room could not be rebuilt at the server's start (it is set aside)
    # each audience's view at the last release (without its log, and the length of its log then): `whole_view`
    snapshots: dict[tuple[Any, str, bool], tuple[dict[str, Any], int]] = field(default_factory=dict)
    lost: bool = False  # another node took the room over: this copy serves nothing more
    owner: str | None = None  # the node holding the room's lease (cluster.py); its writes are fenced by it
    journaled: bool = False  # the answer being taken reached the store (`_persist`)
    unwritten: tuple[Any, ...] | None = None  # its write, to be made off the event loop (`Store.remote`)
    writing: bool = False  # an answer is being written: the game as it is now is sent to nobody yet
    idle_since: float | None = None  # (monotonic) since when nobody is connected: an idle room leaves memory
    saved_clock: dict[str, Any] | None = None  # the clock as last stored (`clock_state`)
    restored: dict[int, float] = field(default_factory=dict)  # deadlines taken over with the room, by seat
    finished_stored: bool | None = None  # what the store says of the game's end
    llm: LLMSettings | None = None  # the server's model seats (None: not configured)
    budget: Budget | None = None  # the room's token budget, shared by its model seats (`room_budget`; None: no limit)
    usage_lock: threading.Lock = field(default_factory=threading.Lock)  # one usage record written at a time

    @property
    def code(self) -> str:
        return self.row.code

    # -- the game ------------------------------------------------------------------------------------------------
    def build(self) -> None:
        """Create the game (at start, or after a restart: replay every stored answer)."""
        # paced: the flow stops where each hidden step begins (PACE) until the room releases it (`broadcast`)
        g = Game(get_rules(self.row.game), self.row.players, self.row.seed, dict(self.row.options), paced=True)
        # a seat named "bot:heuristic" ("bot:search") plays the game's heuristic (search) bot (daoyan.bots), "bot:llm@M"
        # a language model's seat (the server's endpoint, model M), any other bot seat a random one; a search bot
        # thinks at most SEARCH_SECONDS per decision
        self.bots = {s.seat: self._make_bot(s) for s in self.seats.values() if s.kind == "bot"}
        stand_in = self.host_stand_in(g)
        if stand_in is not None:  # 晨报 = 模型: the host's own asks are the model's (W-MP5, L-MP1)
            self.bots[HOST_SEAT] = stand_in
        self._restore_usage()  # (what the model seats spent before a restart or a takeover)
        for a in self.store.answers(self.code):
            g.answer(a.seat, a.answer)
        g.journal = lambda rec: self._persist(rec)
        self.game = g

    def host_stand_in(self, g: Game) -> Agent | None:
        """A room whose settings have a model write the 晨报 as the host's stand-in (晨报 = 模型: W-MP5, L-MP1): the
        model (daoyan.llm.paper.PaperHost, given the public facts only, deciding in a worker thread), or — no model
        endpoint configured on this server — the ask's default at once (no 晨报), said once in the server's log."""
        hook = getattr(g.rules, "model_host", None)
        if hook is None or not hook(g.config):
            return None
        from ..core.bots import DefaultBot
        from ..llm.paper import stand_in

        # the server's model seats' endpoint (its list's first) and the room's budget, when it has model seats; its cost
        # is in the room's usage as seat 0's
        ep = self.llm.endpoint("llm") if self.llm is not None else None
        agent, note = stand_in(g.rules, g.config, endpoint=ep, budget=self.room_budget())
        if agent is None:
            LOG.warning("room %s: %s", self.code, note)
            return DefaultBot()
        return agent

    def bot_seed(self, seat: int) -> int:
        """A bot's seed: from the room's own bot seed (not the game's: a bot's moves tell nothing of the deal); a room
        made before rooms had one keeps its old seeds."""
        if self.row.bot_seed is None:
            return self.row.seed * 131 + seat
        return int.from_bytes(hashlib.sha256(f"{self.row.bot_seed}:{seat}".encode()).digest()[:8], "big")

    # -- model seats (issue 27; daoyan/server/llm_seats.py) ---------------------------------------------------------
    def _make_bot(self, s: SeatRow) -> Agent:
        kind, seed = s.name.partition(":")[2] or "random", self.bot_seed(s.seat)
        if not is_llm(kind):
            return make_bot(self.row.game, kind, seed, seconds=SEARCH_SECONDS)  # type: ignore[no-any-return]
        model = kind.partition("@")[2]
        if self.llm is None or model not in self.llm.models:  # the server restarted without it: the heuristic plays
            LOG.warning("room %s: seat %s's model %r is not offered by this server now; the game's heuristic bot "
                        "plays the seat", self.code, s.seat, model)
            return make_bot(self.row.game, "heuristic", seed)  # type: ignore[no-any-return]
        # (chat: the room has a chat, so a model seat may say a line of table talk on a public ask: `_bot_move`)
        return make_bot(self.row.game, kind, seed,  # type: ignore[no-any-return]
                        endpoint=self.llm.endpoint(kind), budget=self.room_budget(), chat=True)

    def room_budget(self) -> Budget | None:
        """The room's token budget, one for all its model seats (and a model writing the 晨报); None: no limit."""
        if self.budget is None and self.llm is not None and self.llm.budget:
            self.budget = Budget(self.llm.budget)
        return self.budget

    def model_seats(self) -> dict[int, Any]:
        """The seats a language model plays — and the host's stand-in writing the 晨报 (seat 0) when a model does: their
        bots count what they spend (`usage`)."""
        return {seat: b for seat, b in self.bots.items() if isinstance(getattr(b, "usage", None), Usage)}

    def has_model_seats(self) -> bool:
        return any(s.kind == "bot" and is_llm(s.name.partition(":")[2]) for s in self.seats.values()) or \
            bool(self.model_seats())

    def llm_record(self) -> dict[str, Any]:
        """What the room's model seats spent (`daoyan.llm.usage.usage_record`): per seat (model, calls, prompt and
        completion tokens, seconds, retries, fallbacks, notes) and in all, and the room's budget (`limit` in tokens,
        None: no limit; `spent`). `{}`: no model seat plays (or the game has not started)."""
        bots = self.model_seats()
        if not bots:
            return {}
        rec = usage_record(bots, self.budget)
        if rec and "budget" not in rec:
            rec["budget"] = {"limit": None, "spent": rec["total"]["tokens"]}
        eps = list(self.llm.endpoints.values()) if self.llm is not None else []
        keys, addresses = [ep.api_key or "" for ep in eps], [ep.base_url.rstrip("/") for ep in eps]
        # (stored and shown without any key or the endpoint's address: an error, or a reply, may quote them)
        for u in rec.get("seats", {}).values():
            u["notes"] = [scrub(str(n), keys, addresses) for n in u.get("notes", [])]
        return rec

    def llm_report(self) -> dict[str, Any] | None:
        """The record as shown (`llm_shown`): the last 20 notes of each seat, 300 characters each. None: no model seat
        plays."""
        rec = self.llm_record()
        if not rec:
            return None
        for u in rec["seats"].values():
            u["notes"] = [n[:300] for n in u["notes"][-20:]]
        return rec

    def llm_shown(self, audience: int | str, creator: bool, g: Game | None) -> bool:
        """Who sees the model seats' usage: the host (he sees everything), and the creator of a play room once the
        game is over — never during it, when a seat's number of calls would tell whether it was asked in secret."""
        return (audience == HOST or (creator and g is not None and g.finished)) and self.has_model_seats()

    def _save_usage(self) -> None:
        """The model seats' usage stored (one JSON value per room), so a restart or a takeover keeps counting: after
        each model seat's decision (on a database server in a worker thread, one write at a time; SQLite's local write
        on the event loop, like an answer's). A failed write is logged: the count is kept in memory, and the next
        decision stores it."""
        with self.usage_lock:
            try:
                rec = self.llm_record()
                if rec and not self.lost:
                    self.store.set_llm_usage(self.code, rec, self.owner)
            except Exception:
                LOG.exception("room %s: the model seats' usage could not be stored", self.code)

    def _restore_usage(self) -> None:
        """A room rebuilt (a restart, a takeover): each model seat's usage as stored, and the budget spent by it."""
        if not self.has_model_seats():
            return
        stored = self.store.llm_usage(self.code)
        bots = self.model_seats()
        if not stored or not bots:
            return
        for seat, bot in bots.items():
            u, was = bot.usage, (stored.get("seats") or {}).get(str(seat))
            if not isinstance(was, dict) or was.get("model") != u.model:
                continue
            u.restore(was)
        spent = (stored.get("budget") or {}).get("spent")
        if self.budget is not None and isinstance(spent, int):
            self.budget.spent = spent

    def decision_seed(self, seat: int, ask_no: int) -> int:
        """A bot's randomness for one decision: from its own seed and the step it decides at, so that a room rebuilt
        (a restart, a takeover by another server) plays on exactly as it would have, whatever the bot decided before
        or decided twice (a move refused as the step moved on)."""
        return int.from_bytes(hashlib.sha256(f"{self.bot_seed(seat)}:{ask_no}".encode()).digest()[:8], "big")

    def own_no(self, seat: int) -> int:
        """The seat's own ask number: how many asks it has been given (the open one included). A seat is sent this,
        never the game's count of steps, which would tell it how many steps it was not asked in (a 【家貓】 window
        offered only to its holders, a night skill asked only while its holder lives)."""
        g = self.game
        assert g is not None
        if self.answered[0] != len(g.history):
            counts: dict[int, int] = {}
            for _, s, _ in g.history:
                counts[s] = counts.get(s, 0) + 1
            self.answered = (len(g.history), counts)
        return self.answered[1].get(seat, 0) + (1 if seat in g.pending else 0)

    def _persist(self, rec: tuple[int, int, dict[str, Any]]) -> None:
        """The game's journal: called in `Game.answer` once the answer is applied, before it returns. The room's clocks
        are set for the game as it now stands (`after_change`), then the answer and the room's clock, if it changed,
        are committed in one transaction — here, or, on a database server (`Store.remote`), by `answer` in a worker
        thread before the answer is acknowledged. Should the write fail, the game is restored and `answer` sets the
        clocks again."""
        ask_no, seat, answer = rec
        assert self.game is not None
        self.journaled = True
        self._cancel(seat)  # (its deadline is spent; a new ask of the same seat gets its own)
        self.after_change(save=False)
        state = self.clock_state() if self.owner is not None else None
        clock = (self.owner, state) if self.owner is not None and state is not None and state != self.saved_clock \
            else None
        write = (self.code, ask_no, seat, answer, len(self.game.history), clock)
        if self.store.remote:
            self.unwritten = write
            return
        self._write(write)

    def _write(self, write: tuple[Any, ...]) -> None:
        code, ask_no, seat, answer, n, clock = write
        try:
            self.store.add_answer(code, ask_no, seat, answer, n=n, clock=clock)
        except IntegrityError:  # another node wrote this answer's place: it holds the room now, this copy is stale
            self.lost = True
            raise RoomMoving("房间已移到另一台服务器, 请重试 (the room moved to another server; retry)") from None
        if clock is not None:
            self.saved_clock = clock[1]

    # -- the room's clock, kept in the store so that a room taken over or back from rest keeps its deadlines ------
    def clock_state(self) -> dict[str, Any]:
        return {"phase_key": list(self.phase_key) if self.phase_key else None, "phase_started": self.phase_started,
                "phase_starts": dict(self.phase_starts),
                "deadline_at": {str(k): v for k, v in self.deadline_at.items()}}

    def restore_clock(self, clock: dict[str, Any] | None) -> None:
        if not clock:
            return
        key = clock.get("phase_key")
        self.phase_key = (int(key[0]), str(key[1])) if key else None
        self.phase_started = float(clock.get("phase_started") or 0.0)
        self.phase_starts = {str(k): float(v) for k, v in (clock.get("phase_starts") or {}).items()}
        self.restored = {int(k): float(v) for k, v in (clock.get("deadline_at") or {}).items()}

    def save_clock(self) -> None:
        """Store the clock when it changed (a new deadline, a new phase): one small write per timed ask."""
        if self.owner is None:
            return
        state = self.clock_state()
        if state != self.saved_clock:
            self.store.set_clock(self.code, self.owner, state)
            self.saved_clock = state

    def attach(self, c: Client) -> None:
        self.clients.add(c)
        self.idle_since = None

    def detach(self, c: Client) -> None:
        self.clients.discard(c)
        if not self.clients:
            self.idle_since = time.monotonic()

    def can_rest(self) -> bool:
        """Nobody connected and nothing to do but wait for a person or a deadline: it may leave memory."""
        g = self.game
        if self.clients or self.thinking or self.release_timer is not None or self.lock.locked():
            return False
        if g is not None and not g.finished and not self.row.paused:
            if g.at_pace or any(s in self.bots for s in g.pending):
                return False
        return True

    def next_due(self) -> float | None:
        """When the room next has something to do by itself (its earliest deadline; None: only on a request)."""
        g = self.game
        if g is None or g.finished or self.row.paused:
            return None
        return min(self.deadline_at.values(), default=None)

    def close_all(self, code: int = 1012) -> None:
        """Every client disconnected (the room leaves this server): each page reconnects and finds it again."""
        for t in list(self.timers.values()):
            t.cancel()
        self.timers.clear()
        if self.release_timer is not None:
            self.release_timer.cancel()
            self.release_timer = None
        for c in list(self.clients):
            self.clients.discard(c)
            c.gone = True
            if c.close is not None:
                self._spawn(_quietly(c.close(code=code)))

    def view_for(self, audience: int | str, lang: str, creator: bool = False, since: int = 0,
                 chat_since: int = 0, game: Game | None = None) -> dict[str, Any]:
        """The view of one audience; `since`: send only the log entries from that index on (the client has the
        rest; `log_from` / `log_next` in the view say which); `chat_since` likewise for the discussion
        (`chat_from` / `chat_next`)."""
        base: dict[str, Any] = {"creator": creator, "mode": self.row.mode, "chosen_seed": self.row.seed_chosen,
                                "room": self.code, "game": self.row.game, "title": game_title(self.row.game, lang),
                                "players": self.row.players, "started": self.game is not None,
                                "paused": self.row.paused,
                                "seats": {str(s.seat): {"kind": s.kind, "name": s.name} for s in self.seats.values()},
                                "audience": audience,
                                "chat": self.chat[chat_since:], "chat_from": chat_since, "chat_next": len(self.chat)}
        if creator:  # which invitations are open now (a fingerprint): the creator's page fetches them when it changes
            base["invites"] = self.invites_key()
            if self.game is None and self.llm is not None:  # the models his seat menus offer (the server's list)
                base["llm_models"] = list(self.llm.models)
        g = game or self.game
        if self.llm_shown(audience, creator, g):  # what the model seats spent: the host's, the creator's at the end
            base["llm"] = self.llm_report()
        if g is None:
            return base
        if g.finished or audience == HOST:  # 「when a game ends everyone sees all cards and the whole log」
            view = host_view(g, lang, since, self.asks, audience if isinstance(audience, int) else None)
        elif audience == PUBLIC:
            view = public_view(g, lang, since)
        else:
            assert isinstance(audience, int)
            view = seat_view(g, audience, lang, since, self.asks)
        view["text"] = self.texts(g, audience, lang)
        display = getattr(g.rules, "display", None)  # the game's table and your cards, drawn as cards (optional)
        if display is not None:
            view["display"] = display(g, audience, lang)
        if since == 0:
            view.update(self.once(g, lang))
        view["deadlines"] = {str(s): at for s, at in self.deadline_at.items()
                             if audience in (s, HOST) or g.finished}
        # the header's clock and what the table waits on: from public facts only, the same for every audience
        view["clock"], view["waiting_on"] = self.clock(g, lang)
        # who is being asked can be a secret (a night skill's holder): the host sees all, a seat only itself
        view["waiting"] = sorted(g.pending) if audience == HOST or g.finished else \
            sorted({*public_waiting(g), *([audience] if audience in g.pending else [])})
        # a seat counts its own asks; the host (and everyone at the end) the game's steps
        if isinstance(audience, int) and not g.finished:
            view["ask_no"] = (self.own_no(audience) if g is self.game else
                              sum(1 for _, x, _ in g.history if x == audience) + (audience in g.pending))
        else:
            view["ask_no"] = g.ask_no
        view["can_chat"] = self.chat_refusal(audience) is None
        if g.finished and isinstance(audience, int):  # the result banner: did this seat's side win (all is open now)
            results = getattr(g.rules, "seat_results", None)
            mine = [r for r in (results(g) if results is not None else []) if r["seat"] == audience]
            view["you_won"] = bool(mine[0]["won"]) if mine else None
        return {**base, **view}

    def clock(self, g: Game, lang: str) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
        """The clock everybody sees, and what the table is publicly waiting on — built from public facts only: the
        public asks (`Ask.public`: a speaking turn, a vote, the 自由讨论, …) and their deadlines, else the phase's own
        end as the game states it (`phase_clock`: a forum night's 开门). A secret ask (a night skill) and its
        deadline never enter it: its own seat sees that deadline in `deadlines`.

        `clock`: {"label": what ends, "at": epoch seconds, "kind": "ask" | "phase"} or None (no limit);
        `waiting_on`: {"seats": the seats publicly asked, "asks": what they are asked (the book's words)} or None."""
        if g.finished:
            return None, None
        public = {s: a for s, a in g.pending.items() if a.public}
        waiting = None
        if public:
            names = list(dict.fromkeys(term(a.skill, lang) for _, a in sorted(public.items())))
            # the host's own public step (a 导演's 晨报, known to all from the settings) is no seat's: `host`
            waiting = {"seats": sorted(s for s in public if s != HOST_SEAT), "asks": names,
                       "host": HOST_SEAT in public}
        if g is not self.game:  # a past release rebuilt (`_released_game`): the room's clocks are the game's now
            return None, waiting
        ats = [(self.deadline_at[s], a) for s, a in public.items() if s in self.deadline_at]
        if ats:
            at, ask = max(ats, key=lambda x: x[0])
            return {"label": term(ask.skill, lang), "at": at, "kind": "ask"}, waiting
        hook = getattr(g.rules, "phase_clock", None)
        own = hook(g, lang) if hook is not None else None
        if own is not None and (start := self.phase_starts.get(own["from"])) is not None:
            return {"label": own["label"], "at": start + own["seconds"], "kind": "phase"}, waiting
        return None, waiting

    def open_invitations(self) -> list[SeatRow]:
        """The seats whose invitation is open — unspent (nobody joined under it) and opening a seat: a person's seat
        with no name yet, never the creator's own (seat 1 of a play room), never a bot's (its token opens nothing).
        None in a host-assistant room (the host enters every gesture) or once the game is over."""
        if self.row.mode == "assist" or (self.game is not None and self.game.finished):
            return []
        return [s for s in sorted(self.seats.values(), key=lambda s: s.seat)
                if s.kind == "human" and not s.name and not (self.row.mode == "play" and s.seat == 1)]

    def invites_key(self) -> str:
        """A fingerprint of the open invitations (their seats and tokens): it changes whenever one is opened, spent,
        withdrawn or replaced. 48 bits of a SHA-256 of tokens of 192 bits each: it tells nothing of a token (and goes
        to the creator alone, who may read these invitations anyway); "" when none is open."""
        seats = self.open_invitations()
        if not seats:
            return ""
        return hashlib.sha256("|".join(f"{s.seat}:{s.token}" for s in seats).encode()).hexdigest()[:12]

    @staticmethod
    def once(g: Game, lang: str) -> dict[str, Any]:
        """What a whole view carries and an increment does not (the page keeps it): the map's drawing (the page marks
        the table's positions on it), the book's words for every identity, card, skill and effect (rule data only,
        the same for all)."""
        out: dict[str, Any] = {"glossary": glossary_of(g, lang)}
        board = getattr(g.rules, "board_svg", None)
        if board is not None:
            out["board_svg"] = board(lang)
        return out

    @staticmethod
    def texts(g: Game, audience: int | str, lang: str) -> list[str]:
        """What the game's own words say of this audience's position: its seat (`describe_seat` or
        `describe_you`), and every card once the game is over or for the host (`reveal_all`) — plain text."""
        out = []
        rules = g.rules
        if isinstance(audience, int):
            you = getattr(rules, "describe_seat", None) or getattr(rules, "describe_you", None)
            if you is not None:
                out.append(you(g, audience, lang))
        reveal = getattr(rules, "reveal_all", None)
        if reveal is not None and (g.finished or audience == HOST):
            out.append(reveal(g, lang))
        return [plain(x) for x in out if x]

    # -- clients: releases (docs/security.md, "Side channels") ---------------------------------------------------
    def pace_wait(self) -> float:
        """暗步: the least time between two releases — the server's (tests), the room's, or PACE_SECONDS, longer with
        a search bot seated (seat kinds are public) so that its thinking fits in a step."""
        if self.pace is not None:
            return self.pace
        v = self.row.deadlines.get(PACE_KEY)
        if v is not None:
            return float(v)
        search = any(s.kind == "bot" and s.name.partition(":")[2] == "search" for s in self.seats.values())
        return max(PACE_SECONDS, SEARCH_SECONDS + 0.5 if search else 0.0)

    def stop_kind(self) -> str:
        """Where the game stands: "hidden" (only secret asks are open: nothing is released), "pace" (at a PACE: a
        release, then the flow goes on), "open" (a public ask is open, or the game is over or paused: a release)."""
        g = self.game
        if g is None or g.finished or self.row.paused:
            return "open"
        if g.at_pace:
            return "pace"
        if g.pending and not any(a.public for a in g.pending.values()):
            return "hidden"
        return "open"

    def entitled(self, audience: int | str) -> bool:
        """May this audience be sent the game as it is now, between releases? The host (who sees all) and a seat
        being asked (it knows it is); everyone before the start and after the end."""
        g = self.game
        return g is None or g.finished or audience == HOST or (isinstance(audience, int) and audience in g.pending)

    def _state_key(self) -> tuple[Any, ...]:
        g = self.game
        return () if g is None else (len(g.history), g.paces, g.at_pace, g.finished, self.row.paused)

    async def broadcast(self) -> None:
        """After any change: a *release* — every client sent what changed in its view — when the game's stop allows
        one (`stop_kind`) and the room's 暗步 has passed since the last (else when it has: a timer); a PACE released
        lets the flow go on to its next stop, and so on. Between releases only the host and the seats being asked
        are sent their views (and everyone the chat): a seat's messages, their content, grouping and times, follow
        its view and the steps, never whether anyone was asked in secret."""
        resumed = [False]  # set by `_release` when the flow went on from a PACE
        try:
            await self._release(resumed)
        finally:
            if resumed[0]:  # the clocks of the steps gone on to: stored once, after the last
                self.save_clock()

    async def _release(self, resumed: list[bool]) -> None:
        loop = asyncio.get_running_loop()
        while True:
            g = self.game
            kind = self.stop_kind()
            if g is None or kind == "hidden":
                self.push(everyone=g is None)
                return
            key = self._state_key()
            if key == self.released:  # released already (a chat line, a seat's name; a restart): no new step
                self.push(everyone=True)
                if kind != "pace":
                    return
                # …but a step released and not yet gone on from (the restart counts as its release) goes on
            else:
                now = loop.time()
                due = self.last_release + self.pace_wait()
                if now < due:
                    if self.release_timer is None:
                        self.release_timer = loop.call_later(due - now, self._release_due)
                    self.push(everyone=False)
                    return
                if self.release_timer is not None:
                    self.release_timer.cancel()
                    self.release_timer = None
                self.last_release, self.releases, self.released = now, self.releases + 1, key
                self.push(everyone=True)
                if kind != "pace":
                    return
            async with self.lock:
                # (only from the step this call released: another call may have gone on from it meanwhile)
                if g is not self.game or self._state_key() != key or not g.at_pace or g.finished or self.row.paused:
                    return
                g.resume()
                self.after_change(save=False)
                resumed[0] = True

    def _release_due(self) -> None:
        self.release_timer = None
        self._spawn(self.broadcast())

    def push(self, everyone: bool) -> None:
        """Queue each client's new view (`everyone`: a release; else only the clients `entitled` to the game as it is
        now, the others the chat alone, over the view they were last sent); never waits on a client (each has its
        own sender, `Client.pump`). A client whose view did not change is sent nothing."""
        finished = self.game is not None and self.game.finished
        for c in list(self.clients):
            if not everyone and not self.entitled(c.audience):
                if c.last is not None and len(self.chat) > c.chat_sent:
                    view = {**c.last, "log": [], "log_from": c.sent, "log_next": c.sent,
                            "chat": self.chat[c.chat_sent:], "chat_from": c.chat_sent, "chat_next": len(self.chat)}
                    if self._post(c, view, c.last):
                        c.chat_sent = len(self.chat)
                continue
            if self.writing:  # the game after an answer not yet stored: sent by the broadcast once it is written
                continue
            whole = (finished and not c.final) or c.last is None
            view = self.view_for(c.audience, c.lang, c.creator, 0 if whole else c.sent, 0 if whole else c.chat_sent)
            if c.kept:
                view = {k: x for k, x in view.items() if k not in ONCE}
            rest = {k: x for k, x in view.items() if k not in PIECES and k not in ONCE}
            if not whole and not view.get("log") and not view["chat"] and rest == c.last:
                continue
            if self._post(c, view, None if whole else c.last):
                c.sent, c.chat_sent, c.final, c.last = view.get("log_next", 0), view["chat_next"], finished, rest
                if everyone:
                    self.snapshots[(c.audience, c.lang, c.creator)] = (rest, c.sent)

    def _post(self, c: Client, view: dict[str, Any], last: dict[str, Any] | None = None) -> bool:
        """Queue a view; to a client that asked for changes only (`Client.delta`), over the view `last` it was sent
        before, only what changed: the keys whose values differ, the log's and chat's pieces, and the keys gone
        (`"gone"`). Whether a message is sent, and when, is the same for both kinds of client."""
        if c.delta and last is not None:
            changed = {k: x for k, x in view.items() if k in PIECES or k not in last or last[k] != x}
            msg = {"type": "view", "view": changed, "delta": True, "gone": [k for k in last if k not in view]}
        else:
            msg = {"type": "view", "view": view}
        if c.post(msg):
            return True
        self.clients.discard(c)  # it stopped reading: drop it (a reconnect gets it all)
        if c.close is not None:
            self._spawn(_quietly(c.close()))
        return False

    def _released_game(self) -> Game:
        """The game as it stood at the last release, rebuilt by replay (its answers then, its steps then): for a
        client that connects between releases with no view of its audience kept."""
        g = self.game
        assert g is not None
        key = self.released
        if self._replayed is None or self._replayed[0] != key:
            n, paces = (key[0], key[1]) if key else (0, 0)
            r = Game(g.rules, g.players, g.seed, dict(g.options), paced=True)
            for _, seat, ans in g.history[:n]:
                r.answer(seat, ans)
            while r.at_pace and r.paces < paces:
                r.resume()
            self._replayed = (key, r)
        return self._replayed[1]

    def whole_view(self, c: Client) -> dict[str, Any]:
        """The whole view for a client that connects or asks for it (`released_view`)."""
        return self.released_view(c.audience, c.lang, c.creator)

    def released_view(self, audience: int | str, lang: str, creator: bool = False) -> dict[str, Any]:
        """An audience's whole view asked for (a client connecting, a request): the game as it is now if it may have
        that (`entitled`, or nothing moved since the last release), else the view it had at the last release (kept,
        or the game rebuilt by replay to it). A seat that polls sees nothing move between releases."""
        g = self.game
        if g is None or self.entitled(audience) or self._state_key() == self.released:
            return self.view_for(audience, lang, creator)
        snap = self.snapshots.get((audience, lang, creator))
        if snap is None:
            return self.view_for(audience, lang, creator, game=self._released_game())
        rest, n = snap
        log = (g.log.readable_json("public", lang) if audience == PUBLIC else
               g.log.readable_json(audience, lang) if isinstance(audience, int) else [])[:n]
        # the snapshot is of the view last sent, an increment: a whole view adds what increments leave out
        return {**rest, **self.once(g, lang), "log": list(log), "log_from": 0, "log_next": n, "chat": list(self.chat),
                "chat_from": 0, "chat_next": len(self.chat)}

    # -- answers ---------------------------------------------------------------------------------------------------
    async def answer(self, seat: int, ask_no: int | None, answer: Any, own: bool = True) -> None:
        """`ask_no`: the ask answered, by the seat's own count (`own_no`, what its view says), or by the game's count
        of steps when `own` is False (the host entering a gesture, a bot's move, a deadline)."""
        async with self.lock:
            g = self._playing()
            now = self.own_no(seat) if own else g.ask_no
            if ask_no is not None and ask_no != now:
                raise RoomError(f"这个问题已经过去了 (that ask is over: ask {ask_no}, now {now})")
            if seat not in g.pending:  # said without naming who is asked: that can be a secret (验妖 wakes the 妖首)
                if seat == HOST_SEAT:
                    raise RoomError("主持人现在没有待回答的问题 (the host is not being asked now)")
                raise RoomError(f"{seat}号座位现在没有待回答的问题 (seat {seat} is not being asked now)")
            clock, self.journaled, self.unwritten = self.clock_state(), False, None
            try:
                g.answer(seat, answer)  # raises IllegalAnswer and changes nothing; its journal is `_persist`
                write, self.unwritten = self.unwritten, None
                if write is not None:  # a database server: written off the event loop, the room held meanwhile
                    self.writing = True  # (nobody is sent the game as it is now until it is written: `push`)
                    try:
                        await asyncio.to_thread(self._write, write)
                    except asyncio.CancelledError:  # (the server stopping) whether the thread wrote it is not
                        self.lost = True  # known here: the store is the truth, and this copy is loaded again
                        raise
                    except BaseException:
                        g.undo()  # the game as it was before the answer
                        raise
                    finally:
                        self.writing = False
            except Exception:
                if self.journaled and not self.lost:  # the store refused it: the game is restored, and its clocks
                    self.restore_clock(clock)  # (set for the game after the answer) as they were
                    self.after_change()
                    self._spawn(self.broadcast())  # (what was held back meanwhile: a chat line)
                raise
        await self.broadcast()

    async def settled(self) -> None:
        """Returns once no answer is being written (`writing`): the game read right after it (with no await between)
        is one whose every answer is stored."""
        if self.writing:
            async with self.lock:
                pass

    def _playing(self) -> Game:
        if self.lost:  # another server holds the room now (this copy was let go): the request is tried there
            raise RoomMoving("房间已移到另一台服务器, 请重试 (the room moved to another server; retry)")
        if self.game is None:
            raise RoomError("游戏尚未开始 (the game has not started)")
        if self.game.finished:
            raise RoomError("游戏已结束 (the game is over)")
        if self.row.paused:
            raise RoomError("游戏已暂停 (the game is paused by the host)")
        return self.game

    def after_change(self, save: bool = True) -> None:
        """Deadlines for new asks, bots for their seats; `save`: store the room's clock if it changed (`_persist`
        stores it with the answer instead)."""
        g = self.game
        if g is not None and self.finished_stored is not g.finished and self.owner is not None:
            self.store.set_room(self.code, finished=g.finished)  # (the nodes look for running rooms by it)
            self.finished_stored = g.finished
        if g is None or g.finished or self.row.paused:
            self._cancel_all()
            if save:
                self.save_clock()
            return
        loop = asyncio.get_running_loop()
        now = time.time()
        if self.stop_kind() != "hidden" and self._state_key() != self.released:
            # the step is seen by everyone at its release (at least 暗步 after the last): its asks and a phase that
            # begins with it count from then, a public time — never from when the game reached it, which would tell
            # how long the secret asks before it took (docs/security.md, "Side channels")
            now += max(0.0, self.last_release + self.pace_wait() - loop.time())
        if (g.round, g.phase) != self.phase_key:
            if self.phase_key is None or g.round != self.phase_key[0]:
                self.phase_starts = {}
            self.phase_key, self.phase_started = (g.round, g.phase), now
            self.phase_starts.setdefault(g.phase, now)
            hook = getattr(g.rules, "phase_clock", None)  # the phase whose start the public clock counts from
            own = hook(g) if hook is not None else None
            if own is not None:  # (a phase passed with no stop began with the transition just seen)
                self.phase_starts.setdefault(own["from"], now)
        for seat in list(self.timers):
            if seat not in g.pending:
                self._cancel(seat)
        for seat, ask in g.pending.items():
            if seat in self.bots:
                if seat not in self.timers and seat not in self.thinking:  # one decision of a bot at a time
                    self.timers[seat] = loop.call_later(self.bot_delay, self._fire_bot, seat, g.ask_no)
                continue
            if seat in self.timers:
                continue
            limit = ask.deadline if ask.deadline is not None else self.deadline(ask.phase)  # the game's own first
            kept = self.restored.pop(seat, None)
            if limit is not None and kept is not None:  # the room was taken over (or back from rest): same deadline
                self.deadline_at[seat] = kept
                self.timers[seat] = loop.call_later(max(0.0, kept - time.time()), self._fire_timeout, seat, g.ask_no)
                continue
            if limit is not None:
                anchor = ask.deadline_from_phase if ask.deadline is not None else False
                # a named phase not seen in this round began with the transition just seen (it had no asks)
                start = (self.phase_starts.setdefault(anchor, self.phase_started) if isinstance(anchor, str)
                         else self.phase_started if anchor else now)
                self.deadline_at[seat] = start + limit
                wait = start + limit - time.time()
                self.timers[seat] = loop.call_later(max(0.0, wait), self._fire_timeout, seat, g.ask_no)
        self.restored.clear()
        if save:
            self.save_clock()

    def deadline(self, phase: str) -> float | None:
        d = self.row.deadlines
        v = d.get(phase, d.get("*"))
        return float(v) if v else None

    def _fire_bot(self, seat: int, ask_no: int) -> None:
        self.timers.pop(seat, None)
        self.thinking.add(seat)  # at once: no second move of this bot is scheduled before this one has begun
        self._spawn(self._bot_move(seat, ask_no))

    async def _bot_move(self, seat: int, ask_no: int) -> None:
        """A bot's move: it reads its own seat's view, as a person's page does (never the game), taken here; a search
        bot thinks in a worker thread (it works on its own sampled games only), so the room goes on meanwhile."""
        g = self.game
        if g is None or g.ask_no != ask_no or seat not in g.pending:
            self.thinking.discard(seat)
            return
        bot, ask = self.bots[seat], g.pending[seat]
        reseed(bot, self.decision_seed(seat, ask_no))
        v = viewer(bot, g, seat)()
        if getattr(bot, "wants_labels", False) and seat != HOST_SEAT:  # a model seat reads its page: the chat too
            v["chat"] = list(self.chat)
        if not (getattr(bot, "slow", False) or getattr(bot, "wants_known", False)):
            self.thinking.discard(seat)
            choice = bot.decide(ask, lambda: v)
            await self._answer_for(seat, ask_no, lambda _: choice)
            return
        # a slow bot (a search bot, a model seat) decides in a worker thread: one decision at a time (no new move is
        # scheduled meanwhile), the room and the other rooms go on, and a failure never stalls the room (the ask's
        # default is played, and the error is logged)
        # the seat counts as thinking until its usage is stored and its talk said, so that nothing new is scheduled
        # for it meanwhile and whoever waits for `thinking` to empty finds the talk said
        try:
            try:
                choice = await asyncio.get_running_loop().run_in_executor(SLOW_BOTS, bot.decide, ask, lambda: v)
            except Exception:
                LOG.exception("room %s: seat %s's bot failed to decide; its ask's default is played", self.code, seat)
                choice = ask.default
            if isinstance(getattr(bot, "usage", None), Usage):  # what it spent, stored (a database: off the loop)
                await (asyncio.to_thread(self._save_usage) if self.store.remote else _as_done(self._save_usage))
            talk = getattr(bot, "talk", None)
            if ask.public and talk:  # a model seat's table talk, as that seat (`_bot_says`); a secret ask gives none
                lines = list(talk)
                talk.clear()
                if self.game is g and g.ask_no == ask_no:  # (said while its ask is open, as a person would)
                    for line in lines:
                        await self._bot_says(seat, line)
        finally:
            self.thinking.discard(seat)
        await self._answer_for(seat, ask_no, lambda _: choice)
        if self.game is g and not g.finished and seat in g.pending:  # its ask came and went while it thought
            self.after_change()

    async def _bot_says(self, seat: int, text: str) -> None:
        """A line of a model seat's table talk, through the same checks as a person's chat (when the rules allow
        talking, at most MAX_CHAT characters): a refused line is dropped, and logged here (never to a client)."""
        try:
            await self.say(seat, text)
        except RoomError as e:
            LOG.info("room %s: seat %s's line of table talk dropped (%s): %r", self.code, seat, e, text[:80])

    def _fire_timeout(self, seat: int, ask_no: int) -> None:
        self.timers.pop(seat, None)
        self.deadline_at.pop(seat, None)
        self._spawn(self._answer_for(seat, ask_no, lambda ask: ask.default))

    async def _answer_for(self, seat: int, ask_no: int, choose: Callable[[Ask], Any]) -> None:
        """A bot's move or a passed deadline's default — if that very ask is still open."""
        g = self.game
        if g is None or g.ask_no != ask_no or seat not in g.pending:
            return
        with contextlib.suppress(RoomError):
            await self.answer(seat, ask_no, choose(g.pending[seat]), own=False)

    def _spawn(self, work: Awaitable[None]) -> None:
        """Run `work` in the background, keeping a reference until it is done (asyncio keeps only weak ones)."""
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _cancel(self, seat: int) -> None:
        t = self.timers.pop(seat, None)
        if t is not None:
            t.cancel()
        self.deadline_at.pop(seat, None)

    def _cancel_all(self) -> None:
        for seat in list(self.timers):
            self._cancel(seat)

    # -- the creator's controls ------------------------------------------------------------------------------------
    async def start(self) -> None:
        async with self.lock:
            if self.game is not None:
                raise RoomError("游戏已经开始 (the game has already started)")
            if self.row.seed_chosen and self.row.mode == "play":  # he knows every card: only bots sit with him
                # (a host sees every card anyway, by design: his rooms may be replayed from a chosen seed)
                people = [s.seat for s in self.seats.values() if s.kind != "bot"
                          and not (self.row.mode == "play" and s.seat == 1)]
                if people:
                    raise RoomError(f"固定种子或牌局的房间: 其余座位须都是机器人 (a room with a chosen seed or deal "
                                    f"plays only against bots; seats {people} are not)")
            self.build()  # first: a start refused (a setting the game refuses) marks nothing started
            self.store.set_room(self.code, started=True)
            self.row = _replace(self.row, started=True)
            self.after_change()
        await self.broadcast()

    async def set_paused(self, paused: bool) -> None:
        async with self.lock:
            if self.game is None or self.game.finished:
                raise RoomError("没有进行中的游戏 (no game in progress)")
            self.store.set_room(self.code, paused=paused)
            self.row = _replace(self.row, paused=paused)
            self._cancel_all()
            self.after_change()
        await self.broadcast()

    def _bot_name(self, kind: str) -> str:
        """A seat's name for a bot of `kind` (`bot:heuristic`, `bot:llm@MODEL`); a kind this game or this server does
        not offer is refused, saying why. A model seat's model is one of the server's (`LLMSettings.kind`)."""
        try:
            if is_llm(kind):
                if self.llm is None:
                    raise RoomError(NOT_CONFIGURED)
                kind = self.llm.kind(kind)
                make_bot(self.row.game, "heuristic", 0)  # (it answers when the model does not)
            else:
                make_bot(self.row.game, kind, 0)
        except ConfigError as e:
            raise RoomError(str(e)) from None
        return "bot" if kind == "random" else f"bot:{kind}"

    async def seat_bot(self, seat: int, kind: str) -> None:
        """Before the start, one seat's bot: a bot of `kind` on an empty seat or instead of another bot, or "none" (the
        seat empty again, for a person)."""
        name = "" if kind == "none" else self._bot_name(kind)
        async with self.lock:
            if self.game is not None:
                raise RoomError("游戏已经开始 (the game has already started)")
            s = self.seats.get(seat)
            if s is None:
                raise RoomError(f"没有{seat}号座位 (no seat {seat}; seats 1–{self.row.players})")
            if s.kind == "human" and s.name:
                raise RoomError(f"{seat}号座位已有玩家 {s.name} (seat {seat} is taken by a person)")
            kind_row = "human" if kind == "none" else "bot"
            token = new_token()  # a bot's seat opens to nobody; an emptied seat has a new invitation
            self.store.set_seat(self.code, seat, kind=kind_row, name=name, token=token)
            self.seats[seat] = SeatRow(self.code, seat, token, kind_row, name)
            self._turn_away(seat)
        await self.broadcast()

    async def fill_with_bots(self, kind: str = "random") -> None:
        if kind == "none":
            raise RoomError("'none' empties one seat: name it (seat)")
        name = self._bot_name(kind)
        async with self.lock:
            if self.game is not None:
                raise RoomError("游戏已经开始 (the game has already started)")
            for s in list(self.seats.values()):
                if s.kind == "human" and not s.name:
                    token = new_token()  # the seat's invitation opens nothing now
                    self.store.set_seat(self.code, s.seat, kind="bot", name=name, token=token)
                    self.seats[s.seat] = SeatRow(self.code, s.seat, token, "bot", name)
                    self._turn_away(s.seat)
        await self.broadcast()

    def _turn_away(self, seat: int) -> None:
        """The seat's invitation is withdrawn (given to a bot, or emptied anew): a page that opened it and had not
        joined is told so and disconnected — it never sees a bot seat's view (the creator's own page stays)."""
        for c in list(self.clients):
            if c.audience == seat and not c.creator:
                c.post({"type": "error", "code": "seat_withdrawn",
                        "message": "这个座位已由机器人接替 (this seat was given to a bot)"
                        if self.seats[seat].kind == "bot" else "这个邀请已被收回 (this invitation was withdrawn)"})
                self.clients.discard(c)
                self._spawn(self._close_after(c))

    @staticmethod
    async def _close_after(c: Client) -> None:
        """Close a turned-away client's connection (code 4403: the page does not reconnect) once its message is out."""
        for _ in range(50):
            if c.outbox.empty() or c.gone:
                break
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.02)
        c.gone = True
        if c.close is not None:
            await c.close(code=4403)

    async def join(self, seat: int, name: str, rotate: bool = True) -> str:
        """A person takes a seat under a name (checked: `limits.check_name`). The invitation (the seat link) is spent:
        the seat's token becomes a new secret, returned here to that browser alone (`rotate`; the creator's own seat
        keeps the creator's token). A bot's seat is not for joining (its name says which bot plays it)."""
        name = check_name(name)
        async with self.lock:
            s = self.seats[seat]
            if s.kind == "bot":
                raise RoomError(f"{seat}号座位由机器人担任 (seat {seat} is a bot's; the creator may free it)")
            if s.name and rotate:
                raise RoomError(f"{seat}号座位的邀请已使用 (seat {seat}'s invitation was used; ask the creator for "
                                "a new one)")
            token = new_token() if rotate else s.token
            self.store.set_seat(self.code, seat, name=name, token=token)
            self.seats[seat] = SeatRow(self.code, seat, token, s.kind, name)
        await self.broadcast()
        return token

    async def invite(self, seat: int) -> str:
        """The creator's fresh invitation for a seat: whoever held it (a person, or a bot) is out, the old link and
        session open nothing, the seat is empty until the new link is used. Never the creator's own seat."""
        async with self.lock:
            s = self.seats.get(seat)
            if s is None:
                raise RoomError(f"没有{seat}号座位 (no seat {seat}; seats 1–{self.row.players})")
            if self.row.mode == "play" and seat == 1:
                raise RoomError("房主的座位不能重新邀请 (the creator's own seat is not re-invited)")
            if self.game is not None and s.kind == "bot":
                raise RoomError(f"{seat}号座位由机器人担任 (a bot's seat after the start stays the bot's)")
            token = new_token()
            self.store.set_seat(self.code, seat, name="", token=token, kind="human")
            self.seats[seat] = SeatRow(self.code, seat, token, "human", "")
            for c in [c for c in self.clients if c.audience == seat]:  # the old session is closed
                self.clients.discard(c)
                if c.close is not None:
                    self._spawn(_quietly(c.close()))
        await self.broadcast()
        return token

    # -- chat ------------------------------------------------------------------------------------------------------
    def chat_refusal(self, audience: int | str) -> str | None:
        """Why this audience may not speak now (None: it may)."""
        g = self.game
        if not isinstance(audience, int):
            return "只有玩家可以发言 (only players speak)"
        if g is None or g.finished:
            return None
        rule = getattr(g.rules, "chat_refusal", None)
        return rule(g, audience) if rule is not None else None

    async def say(self, seat: int, text: str) -> None:
        text = text.strip()
        if not text:
            raise RoomError("空消息 (an empty message)")
        if len(text) > MAX_CHAT:
            raise RoomError(f"消息太长 (a message holds at most {MAX_CHAT} characters)")
        why = self.chat_refusal(seat)
        if why is not None:
            raise RoomError(why)
        g = self.game
        c = self.store.add_chat(self.code, seat, g.round if g else 0, g.phase if g else "", text)
        self.chat.append({"seat": c.seat, "round": c.round, "phase": c.phase, "text": c.text})
        await self.broadcast()


def refuse_host_asks(rules: Any, config: dict[str, Any]) -> None:
    """A game set to ask its host himself (`HOST_SEAT`: 亡灵低语's 晨报 = 导演) where there is no host — a play room,
    whose creator plays seat 1 — is refused, saying why and what to set instead (W-MP4, docs/rulings/wangling.md)."""
    hook = getattr(rules, "asks_host", None)
    why = hook(config) if hook is not None else None
    if why:
        host = str(getattr(rules, "host_title", "主持人"))
        raise ConfigError(f"参与游戏的房间没有{host} (a play room has no host: its creator plays seat 1); {why}; "
                          f"或创建主持房间, 由房主担任{host} (or create a host room: its creator is the host)")


async def _as_done(work: Callable[[], None]) -> None:
    """`work` done now (in the event loop), as an awaitable."""
    work()


async def _quietly(work: Awaitable[None]) -> None:
    """A connection closed that may be gone already (its browser left first): nothing to report."""
    with contextlib.suppress(Exception):
        await work


def default_deadlines(rules: Any) -> dict[str, float]:
    """A game's time limits for a room that names none (`online_deadlines`: phase, or "*" for any other, -> seconds;
    docs/rulings/<game>.md says why each): an ask's own deadline (the book's 时限, a forum's 关门) still comes first."""
    own = getattr(rules, "online_deadlines", None)
    return {k: float(v) for k, v in (own() if own is not None else {}).items()}


def room_deadlines(rules: Any, given: dict[str, float]) -> dict[str, float]:
    """A room's time limits: the game's defaults for every phase the creator did not name — unless he named "*"
    (every other phase), which replaces them all; 0 is no limit.

    >>> from daoyan.games import get_rules
    >>> room_deadlines(get_rules("xianyao"), {"黑夜": 0})["黑夜"], room_deadlines(get_rules("xianyao"), {"*": 30})
    (0, {'*': 30})
    """
    if "*" in given:
        return dict(given)
    return {**default_deadlines(rules), **given}


def _replace(row: RoomRow, **values: Any) -> RoomRow:
    from dataclasses import replace

    return replace(row, **values)


class Rooms:
    """The rooms this server holds, loaded from the store when first asked for (games rebuilt by replay) and let go
    when idle; with several servers over one database, each room is held by one of them (`cluster.Node`)."""

    def __init__(self, store: Store, bot_delay: float = 0.3, pace: float | None = None,
                 llm: LLMSettings | None = None) -> None:
        self.store = store
        self.llm = llm  # the server's model seats (llm_seats.py; None: not configured)
        self.bot_delay = bot_delay
        self.pace = pace
        self.rooms: dict[str, Room] = {}
        self.node: Any = None  # cluster.Node: this server's leases (set by the app)
        self.damaged: dict[str, str] = {}  # rooms that could not be rebuilt: why (set aside, the others go on)

    def load(self, code: str) -> Room | None:
        """Bring a room this server holds the lease of into memory: its seats, chat and game (replayed), its clock;
        deadlines and bots pick up where they were, and a game that stood at a step goes on from it."""
        row = self.store.room(code)
        if row is None:
            return None
        room = Room(row, {s.seat: s for s in self.store.seats(row.code)}, self.store, bot_delay=self.bot_delay,
                    pace=self.pace, llm=self.llm,
                    chat=[{"seat": c.seat, "round": c.round, "phase": c.phase, "text": c.text}
                          for c in self.store.chat(row.code)])
        room.owner = self.node.id if self.node is not None else None
        if row.started:
            try:
                room.build()
            except Exception as e:  # one damaged room never stops the server: set aside, the others resume
                LOG.error("room %s is damaged and set aside (%s: %s); the other rooms resume", row.code,
                          type(e).__name__, e)
                room.damaged = f"{type(e).__name__}: {e}"[:300]
                self.rooms[row.code] = room
                return room
            room.restore_clock(self.store.room_clock(code))
        room.idle_since = time.monotonic()
        self.rooms[row.code] = room
        if room.game is not None:
            try:
                asyncio.get_running_loop()
                self._resume(room)
            except RuntimeError:  # loaded outside the event loop (a thread): resumed in it
                loop = getattr(self.node, "loop", None)
                if loop is not None:
                    loop.call_soon_threadsafe(self._resume, room)
        return room

    def _resume(self, room: Room) -> None:
        """(In the event loop.) A room loaded: its deadlines and bots pick up where they were, and a game that stood
        at a step goes on from it."""
        if room.game is None or room.lost or self.rooms.get(room.code) is not room:
            return
        room.after_change()
        room.released = room._state_key()  # taking the room is the release everybody sees (all reconnect)
        room.last_release = asyncio.get_running_loop().time()  # (the next comes 暗步 after it)
        if room.game.at_pace:
            room._spawn(room.broadcast())

    def drop(self, code: str) -> None:
        """The room leaves memory without a word to the store (its lease is gone: another server may hold it)."""
        room = self.rooms.pop(code, None)
        if room is not None:
            room.lost = True
            room.close_all()

    def rest(self, code: str) -> None:
        """An idle room leaves memory: its lease is given up with its next deadline and clock, so a server takes it
        back when the deadline is due or someone asks for it."""
        room = self.rooms.get(code)
        if room is None or self.node is None:
            return
        due = room.next_due()
        state = room.clock_state() if room.game is not None else None
        self.rooms.pop(code, None)
        room.close_all()
        self.store.release(code, self.node.id, due, state)

    def create(self, game: str, players: int, options: dict[str, Any], deadlines: dict[str, float],
               password: str | None, mode: str, seed: int | None = None,
               identities: list[str] | None = None) -> Room:
        if game not in GAMES:
            raise RoomError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
        rules = get_rules(game)
        # a chosen seed, or a deal laid out in the options (a scenario's: who holds what, a mid-game position), tells
        # the creator every secret: only for a room whose other seats are all bots (`start` checks it)
        chosen = seed is not None or bool(DEAL_OPTIONS & set(options))
        seed = secrets.randbits(128) if seed is None else seed  # the OS's CSPRNG; never a client's
        bot_seed = secrets.randbits(64)  # the bots' own stream, not the game's
        online = getattr(rules, "online_options", None)  # what the game plays by online, unless the room says
        options = {**(online() if online is not None else {}), **options}
        if identities is not None:  # the lobby's choice of identities, made a setting by the game
            enable = getattr(rules, "identities_option", None)
            if enable is None:
                raise RoomError(f"{game} has no choice of identities in the lobby")
            options = {**options, **enable(players, identities)}
        probe = Game(rules, players, seed, dict(options))  # validates the players and options (ConfigError)
        if mode == "play":
            refuse_host_asks(rules, probe.config)
        known = {"*", PACE_KEY, *getattr(rules, "phases", ())}
        unknown = sorted(set(deadlines) - known)
        if unknown:
            raise ConfigError(f"deadlines: 没有这个阶段 (no such phase) {unknown[0][:40]!r}; "
                              f"phases: {', '.join(sorted(known))}")
        deadlines = room_deadlines(rules, deadlines)
        owner = self.node.id if self.node is not None else None
        row = self.store.create_room(game, players, seed, options, deadlines, password, mode, bot_seed=bot_seed,
                                     seed_chosen=chosen, owner=owner)
        if mode == "play":  # 「参与游戏 (占一个座位)」: the creator holds seat 1, which bots do not fill
            self.store.set_seat(row.code, 1, name=CREATOR_NAME)
        room = Room(row, {s.seat: s for s in self.store.seats(row.code)}, self.store, bot_delay=self.bot_delay,
                    pace=self.pace, owner=owner, idle_since=time.monotonic(), llm=self.llm)
        self.rooms[row.code] = room
        return room

    def get(self, code: str) -> Room:
        """A room, loaded here if nobody else holds it (NoRoom: there is none; RoomMoving: another server holds it)."""
        code = code.upper()[:40]
        room = self.rooms.get(code)
        if room is not None and room.lost:  # another server took it over: this copy is gone
            self.drop(code)
            room = None
        if room is None:
            node = self.node
            if node is not None and not node.alone and node.where(code) is not None:
                raise RoomMoving("房间在另一台服务器上, 请重试 (the room is held by another server; retry)")
            if node is not None and node.alone:
                self.store.claim(code, node.id, time.time(), 0.0)
            room = self.load(code)
        if room is None:
            raise NoRoom(f"没有这个房间 (no room {code[:40]!r})")
        if room.damaged:
            raise RoomError(f"这个房间已损坏, 无法继续 (this room is damaged and cannot go on: {room.damaged})")
        if room.idle_since is not None:  # a request keeps it in memory as a connection does
            room.idle_since = time.monotonic()
        return room
