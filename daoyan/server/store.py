"""Storage for the web app: rooms, seats, every accepted answer and the chat, in SQLite by default or in
PostgreSQL when `DAOYAN_DATABASE_URL` points at one (the same schema through SQLAlchemy Core).

A room is rebuilt after a restart by replaying its answers (`daoyan.core.game.replay`): the database holds the
room's settings and the answers in order, nothing derived. An answer is written (and committed) before the
server acknowledges it.

>>> s = Store("sqlite://")
>>> r = s.create_room("xianyao", 5, 42, {}, {}, None, "host")
>>> s.add_answer(r.code, 1, 2, {"choice": "过"})
1
>>> [a.answer for a in s.answers(r.code)]
[{'choice': '过'}]
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

DEFAULT_URL = "sqlite:///daoyan.db"
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud across a table
CODE_LENGTH = 16  # 80 bits (32 symbols): guessing a room's code is hopeless; older 6-symbol codes still open

meta = MetaData()
rooms = Table(
    "rooms", meta,
    Column("code", String(16), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("players", Integer, nullable=False),
    Column("seed", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("deadlines", JSON, nullable=False),  # phase -> seconds
    Column("password_hash", String(128)),
    Column("creator_token", String(64), nullable=False),
    Column("mode", String(16), nullable=False),  # play (the creator has a seat) / host (god view)
    Column("started", Boolean, nullable=False, default=False),
    Column("paused", Boolean, nullable=False, default=False),
    Column("created", Float, nullable=False),
    # added later (`_migrate`): the whole seed as text (a server's own is 128 bits, more than any integer column),
    # the bots' own seed, and whether the creator chose the seed (only in a room whose other seats are bots)
    Column("seed_text", String(64)),
    Column("bot_seed", String(64)),
    Column("seed_chosen", Boolean),
    # the room's lease (docs/web.md, "Several processes"): the node holding it (None: nobody — idle, or never
    # loaded), bumped at every takeover; whether the game is over (None: not known yet); when an idle room's next
    # deadline falls (epoch seconds: a node takes it back then); its clock (deadlines' anchors) while unheld
    Column("owner", String(40)),
    Column("epoch", Integer),
    Column("finished", Boolean),
    Column("due_at", Float),
    Column("clock", JSON),
    # what the room's language-model seats spent (issue 27: `Room.llm_record`, per seat and the budget), so that a
    # restart or a takeover keeps counting; None: no model seat has decided
    Column("llm", JSON),
)
ROOM_EXTRA = ("owner", "epoch", "finished", "due_at", "clock", "llm")  # columns that are not part of a `RoomRow`
nodes = Table(
    "nodes", meta,  # the server processes sharing this database, each with its own address and heartbeat
    Column("id", String(40), primary_key=True),
    Column("address", String(200), nullable=False),  # where the others forward its rooms' requests (http://h:p)
    Column("beat", Float, nullable=False),  # its last heartbeat (epoch seconds): its leases hold while fresh
    Column("started", Float, nullable=False),
)
secrets_table = Table(
    "cluster", meta,  # one row: the secret nodes forward to each other with (made by the first node)
    Column("id", Integer, primary_key=True),
    Column("secret", String(64), nullable=False),
)
seats = Table(
    "seats", meta,
    Column("room", String(16), ForeignKey("rooms.code"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("token", String(64), nullable=False, unique=True),
    Column("kind", String(8), nullable=False),  # human / bot
    Column("name", String(64), nullable=False, default=""),
)
answers = Table(
    "answers", meta,
    Column("room", String(16), ForeignKey("rooms.code"), primary_key=True),
    Column("n", Integer, primary_key=True),  # 1, 2, … in the order accepted
    Column("ask_no", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("answer", JSON, nullable=False),
    Column("at", Float, nullable=False),
)
_ADD_ANSWER = insert(answers)  # one statement object: compiled once, parameters per call (the hot path of a move)
_SET_CLOCK = update(rooms).where(rooms.c.code == bindparam("c_code"), rooms.c.owner == bindparam("c_owner")) \
    .values(clock=bindparam("c_clock"))  # likewise: a room's clock, written by its holder only
chat = Table(
    "chat", meta,
    Column("room", String(16), ForeignKey("rooms.code"), primary_key=True),
    Column("n", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("round", Integer, nullable=False),
    Column("phase", String(32), nullable=False),
    Column("text", Text, nullable=False),
    Column("at", Float, nullable=False),
)


def _sqlite_pragmas(dbapi: Any, _record: Any) -> None:
    cur = dbapi.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.close()


def new_token() -> str:
    """An unguessable token (192 bits) for a seat link or the creator's link."""
    return secrets.token_urlsafe(24)


SCRYPT = {"n": 2**14, "r": 8, "p": 1}  # ~16 MB and tens of ms a try: a slow hash (hashlib.scrypt, the stdlib's)


def hash_password(room: str, password: str) -> str:
    """A room password's stored form: scrypt with a random salt (`scrypt$<salt hex>$<hash hex>`)."""
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, **SCRYPT)
    return f"scrypt${salt.hex()}${digest.hex()}"


def check_password(room: str, password: str, stored: str) -> tuple[bool, str | None]:
    """Whether `password` opens a room whose stored form is `stored`; and, for a right password stored the old way
    (one SHA-256), its new form to store instead."""
    if stored.startswith("scrypt$"):
        _, salt, digest = stored.split("$")
        got = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt), **SCRYPT)
        return secrets.compare_digest(got.hex(), digest), None
    old = hashlib.sha256(f"daoyan:{room}:{password}".encode()).hexdigest()
    ok = secrets.compare_digest(old, stored)
    return ok, hash_password(room, password) if ok else None


@dataclass(frozen=True)
class RoomRow:
    code: str
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    deadlines: dict[str, float]
    password_hash: str | None
    creator_token: str
    mode: str
    started: bool
    paused: bool
    created: float
    bot_seed: int | None = None  # the bots' own randomness (None: a room made before it had one)
    seed_chosen: bool = False  # the creator chose the seed (a room whose other seats are all bots)


def _room_row(r: Any) -> RoomRow:
    d = dict(r)
    text, bots, chosen = d.pop("seed_text", None), d.pop("bot_seed", None), d.pop("seed_chosen", None)
    for k in ROOM_EXTRA:
        d.pop(k, None)
    if text:
        d["seed"] = int(text)
    return RoomRow(**d, bot_seed=int(bots) if bots else None, seed_chosen=bool(chosen))


def _migrate(engine: Engine) -> None:
    """Columns added since a database was made: added to it (its rooms keep their old meaning: None/False)."""
    from sqlalchemy import inspect, text

    have = {c["name"] for c in inspect(engine).get_columns("rooms")}
    with engine.begin() as c:
        for name, kind in (("seed_text", "VARCHAR(64)"), ("bot_seed", "VARCHAR(64)"), ("seed_chosen", "BOOLEAN"),
                           ("owner", "VARCHAR(40)"), ("epoch", "INTEGER"), ("finished", "BOOLEAN"),
                           ("due_at", "FLOAT"), ("clock", "JSON"), ("llm", "JSON")):
            if name not in have:
                c.execute(text(f"ALTER TABLE rooms ADD COLUMN {name} {kind}"))


@dataclass(frozen=True)
class SeatRow:
    room: str
    seat: int
    token: str
    kind: str
    name: str


@dataclass(frozen=True)
class AnswerRow:
    n: int
    ask_no: int
    seat: int
    answer: dict[str, Any]


@dataclass(frozen=True)
class ChatRow:
    n: int
    seat: int
    round: int
    phase: str
    text: str
    at: float


class Store:
    def __init__(self, url: str = DEFAULT_URL) -> None:
        self.url = url
        kwargs: dict[str, Any] = {}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False}
            if url in ("sqlite://", "sqlite:///:memory:"):
                from sqlalchemy.pool import StaticPool

                kwargs["poolclass"] = StaticPool
        self.engine: Engine = create_engine(url, **kwargs)
        # a database server (PostgreSQL): an answer's write, a round trip or two, is made in a worker thread while
        # the event loop serves the other rooms (`Room.answer`); SQLite's local commit is made in place
        self.remote = not url.startswith("sqlite")
        if url.startswith("sqlite"):
            # WAL: a commit survives the server's process being killed (kill -9) without an fsync per answer
            event.listen(self.engine, "connect", _sqlite_pragmas)
        meta.create_all(self.engine)
        _migrate(self.engine)

    # -- rooms -------------------------------------------------------------------------------------------------
    def create_room(self, game: str, players: int, seed: int, options: dict[str, Any],
                    deadlines: dict[str, float], password: str | None, mode: str, bot_seed: int | None = None,
                    seed_chosen: bool = False, owner: str | None = None) -> RoomRow:
        with self.engine.begin() as c:
            while True:
                code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
                if c.execute(select(rooms.c.code).where(rooms.c.code == code)).first() is None:
                    break
            row = {"code": code, "game": game, "players": players, "seed": seed, "options": options,
                   "deadlines": deadlines, "password_hash": hash_password(code, password) if password else None,
                   "creator_token": new_token(), "mode": mode, "started": False, "paused": False,
                   "created": time.time()}
            c.execute(insert(rooms).values(**{**row, "seed": seed % 2**31, "seed_text": str(seed),
                                              "bot_seed": None if bot_seed is None else str(bot_seed),
                                              "seed_chosen": seed_chosen, "owner": owner, "epoch": 1}))
            c.execute(insert(seats), [{"room": code, "seat": s, "token": new_token(), "kind": "human", "name": ""}
                                      for s in range(1, players + 1)])
        return RoomRow(**row, bot_seed=bot_seed, seed_chosen=seed_chosen)  # type: ignore[arg-type]

    def room(self, code: str) -> RoomRow | None:
        with self.engine.connect() as c:
            r = c.execute(select(rooms).where(rooms.c.code == code)).mappings().first()
        return _room_row(r) if r else None

    def all_rooms(self) -> list[RoomRow]:
        with self.engine.connect() as c:
            return [_room_row(r) for r in c.execute(select(rooms).order_by(rooms.c.created)).mappings()]

    def set_room(self, code: str, **values: Any) -> None:
        with self.engine.begin() as c:
            c.execute(update(rooms).where(rooms.c.code == code).values(**values))

    # -- seats -------------------------------------------------------------------------------------------------
    def seats(self, code: str) -> list[SeatRow]:
        with self.engine.connect() as c:
            q = select(seats).where(seats.c.room == code).order_by(seats.c.seat)
            return [SeatRow(**dict(r)) for r in c.execute(q).mappings()]

    def set_seat(self, code: str, seat: int, **values: Any) -> None:
        with self.engine.begin() as c:
            c.execute(update(seats).where(seats.c.room == code, seats.c.seat == seat).values(**values))

    # -- answers and chat --------------------------------------------------------------------------------------
    def add_answer(self, code: str, ask_no: int, seat: int, answer: dict[str, Any], n: int | None = None,
                   clock: tuple[str, dict[str, Any]] | None = None) -> int:
        """Append an accepted answer (the room's `n`-th; found when not given); committed when this returns.
        Returns its number in the room. `clock`: (the holder, the room's clock after it), written in the same
        transaction (`set_clock`)."""
        with self.engine.begin() as c:
            if clock is not None:
                c.execute(_SET_CLOCK, {"c_code": code, "c_owner": clock[0], "c_clock": clock[1]})
            if n is None:
                last = c.execute(select(answers.c.n).where(answers.c.room == code)
                                 .order_by(answers.c.n.desc()).limit(1)).scalar()
                n = (last or 0) + 1
            c.execute(_ADD_ANSWER, {"room": code, "n": n, "ask_no": ask_no, "seat": seat,
                                    "answer": json.loads(json.dumps(answer)), "at": time.time()})
        return n

    def answers(self, code: str) -> list[AnswerRow]:
        with self.engine.connect() as c:
            q = select(answers.c.n, answers.c.ask_no, answers.c.seat, answers.c.answer) \
                .where(answers.c.room == code).order_by(answers.c.n)
            return [AnswerRow(**dict(r)) for r in c.execute(q).mappings()]

    def add_chat(self, code: str, seat: int, round: int, phase: str, text: str) -> ChatRow:
        with self.engine.begin() as c:
            last = c.execute(select(chat.c.n).where(chat.c.room == code).order_by(chat.c.n.desc()).limit(1)).scalar()
            row = {"n": (last or 0) + 1, "seat": seat, "round": round, "phase": phase, "text": text, "at": time.time()}
            c.execute(insert(chat).values(room=code, **row))
        return ChatRow(**row)  # type: ignore[arg-type]

    def chat(self, code: str) -> list[ChatRow]:
        with self.engine.connect() as c:
            q = select(chat.c.n, chat.c.seat, chat.c.round, chat.c.phase, chat.c.text, chat.c.at) \
                .where(chat.c.room == code).order_by(chat.c.n)
            return [ChatRow(**dict(r)) for r in c.execute(q).mappings()]

    # -- language-model seats (issue 27) ------------------------------------------------------------------------
    def llm_usage(self, code: str) -> dict[str, Any] | None:
        """What the room's model seats spent, as last stored (`set_llm_usage`); None: nothing yet."""
        with self.engine.connect() as c:
            got = c.execute(select(rooms.c.llm).where(rooms.c.code == code)).scalar()
        return got if isinstance(got, dict) else None

    def set_llm_usage(self, code: str, record: dict[str, Any], owner: str | None = None) -> None:
        """Store what the room's model seats spent; `owner`: only while that node holds the room (a node that lost it
        meanwhile writes nothing: the holder counts on from what it found)."""
        q = update(rooms).where(rooms.c.code == code)
        if owner is not None:
            q = q.where(rooms.c.owner == owner)
        with self.engine.begin() as c:
            c.execute(q.values(llm=json.loads(json.dumps(record))))

    # -- several processes: nodes and the rooms' leases (docs/web.md, "Several processes") -----------------------
    def cluster_secret(self) -> str:
        """The secret the nodes forward requests to each other with: made by the first node, read by the others."""
        with self.engine.begin() as c:
            got = c.execute(select(secrets_table.c.secret).where(secrets_table.c.id == 1)).scalar()
            if got is None:
                try:
                    with c.begin_nested():
                        c.execute(insert(secrets_table).values(id=1, secret=secrets.token_urlsafe(32)))
                except IntegrityError:  # another node made it first
                    pass
                got = c.execute(select(secrets_table.c.secret).where(secrets_table.c.id == 1)).scalar()
        return str(got)

    def register_node(self, node: str, address: str, now: float, alone: bool = False) -> None:
        """A node starts: its row (address, first heartbeat). `alone` (one process on its own database: SQLite): every
        other node is gone, so the rooms they held are free at once."""
        with self.engine.begin() as c:
            if alone:
                c.execute(delete(nodes))
            c.execute(insert(nodes).values(id=node, address=address, beat=now, started=now))

    def beat(self, node: str, now: float) -> bool:
        """A node's heartbeat, which renews every lease it holds; False if its row is gone (it was declared dead)."""
        with self.engine.begin() as c:
            return bool(c.execute(update(nodes).where(nodes.c.id == node).values(beat=now)).rowcount)

    def leave(self, node: str) -> None:
        """A node stops cleanly: its row goes, so its rooms are free at once (nobody waits for its lease to run out)
        and its running rooms are taken over at once by the next sweep of any node."""
        with self.engine.begin() as c:
            c.execute(delete(nodes).where(nodes.c.id == node))

    def live_nodes(self, now: float, ttl: float) -> dict[str, str]:
        """The nodes whose heartbeat is fresh: id -> address."""
        with self.engine.connect() as c:
            return {r.id: r.address for r in c.execute(select(nodes.c.id, nodes.c.address)
                                                       .where(nodes.c.beat >= now - ttl))}

    def lease(self, code: str) -> tuple[str | None, int, bool | None] | None:
        """A room's holder, lease epoch and whether its game is over (None: no such room)."""
        with self.engine.connect() as c:
            r = c.execute(select(rooms.c.owner, rooms.c.epoch, rooms.c.finished).where(rooms.c.code == code)).first()
        return None if r is None else (r.owner, r.epoch or 0, r.finished)

    def claim(self, code: str, node: str, now: float, ttl: float) -> tuple[int, bool] | None:
        """Take a room's lease if nobody live holds it (compare-and-set: of two nodes trying, one wins). Returns the
        lease's epoch and whether this call took it (False: `node` held it already), or None when a live node holds
        it."""
        dead = select(nodes.c.id).where(nodes.c.beat >= now - ttl)
        with self.engine.begin() as c:
            r = c.execute(select(rooms.c.owner, rooms.c.epoch).where(rooms.c.code == code)).first()
            if r is None:
                return None
            if r.owner == node:
                return int(r.epoch or 0), False
            epoch = (r.epoch or 0) + 1
            won = c.execute(update(rooms).where(rooms.c.code == code, rooms.c.epoch.is_not_distinct_from(r.epoch),
                                                (rooms.c.owner.is_(None)) | rooms.c.owner.not_in(dead))
                            .values(owner=node, epoch=epoch, due_at=None)).rowcount
        return (epoch, True) if won else None

    def release(self, code: str, node: str, due_at: float | None, clock: dict[str, Any] | None) -> None:
        """A node lets an idle room go (it leaves memory): nobody holds it; a node takes it back at `due_at` (its next
        deadline) or on the next request, with its clock."""
        with self.engine.begin() as c:
            c.execute(update(rooms).where(rooms.c.code == code, rooms.c.owner == node)
                      .values(owner=None, due_at=due_at, clock=clock))

    def room_clock(self, code: str) -> dict[str, Any] | None:
        with self.engine.connect() as c:
            got = c.execute(select(rooms.c.clock).where(rooms.c.code == code)).scalar()
        return got if isinstance(got, dict) else None

    def set_clock(self, code: str, node: str, clock: dict[str, Any]) -> None:
        """The room's clock (its deadlines' anchors), kept while held so that a takeover keeps the deadlines."""
        with self.engine.begin() as c:
            c.execute(_SET_CLOCK, {"c_code": code, "c_owner": node, "c_clock": clock})

    def orphans(self, node: str, now: float, ttl: float, limit: int) -> list[tuple[str, str | None]]:
        """Running rooms (started, not known to be over) that need a holder now: their holder died, or they were let
        go idle and their next deadline is due."""
        alive = select(nodes.c.id).where(nodes.c.beat >= now - ttl)
        running = rooms.c.started.is_(True) & ((rooms.c.finished.is_(None)) | (rooms.c.finished.is_(False)))
        unheld_due = rooms.c.owner.is_(None) & ((rooms.c.due_at.is_not(None) & (rooms.c.due_at <= now))
                                                | rooms.c.finished.is_(None))
        dead = rooms.c.owner.is_not(None) & rooms.c.owner.not_in(alive)
        with self.engine.connect() as c:
            q = select(rooms.c.code, rooms.c.owner).where(running, unheld_due | dead).order_by(func.random())
            return [(r.code, r.owner) for r in c.execute(q.limit(limit))]

    def held(self, node: str) -> list[str]:
        with self.engine.connect() as c:
            return [r.code for r in c.execute(select(rooms.c.code).where(rooms.c.owner == node))]
