"""Views as changes only (`?delta=1`, what the room page asks for): a client that asks for them holds, after every
message, exactly the view a client sent whole increments holds — and gets its messages at the same moments, so
nothing of what it receives (docs/security.md, "Side channels") differs but the size."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_server_api import started
from test_side_channels import GAMES, _nothing

from daoyan.server.app import create_app
from daoyan.server.rooms import HOST, ONCE, PUBLIC, Client, Rooms
from daoyan.server.store import Store


def apply(held: dict[str, Any] | None, msg: dict[str, Any]) -> dict[str, Any]:
    """What the page does with a view message (room.js, `connect`): merge a change over the view held, then join the
    log's and the chat's pieces."""
    v = dict(msg["view"])
    if msg.get("delta") and held is not None:
        base = {k: x for k, x in held.items() if k not in msg.get("gone", [])}
        v = {**base, **v}
    for piece in ("log", "chat"):
        if held is not None and v.get(f"{piece}_from", 0) > 0 and held.get(piece) is not None:
            v[piece] = held[piece][: v[f"{piece}_from"]] + v[piece]
    for once in ONCE:  # rule data sent once: the page keeps it (the glossary in its view, the map as boardSvg)
        if held is not None and held.get(once) and not v.get(once):
            v[once] = held[once]
    return v


async def play(game: str, players: int, seed: int) -> dict[Any, tuple[list[Any], list[Any]]]:
    """A whole bot game; for each audience (every seat, the host, the public) the messages of a client sent whole
    increments and of one sent changes, each as (the room's release count, the message)."""
    rooms = Rooms(Store("sqlite://"), bot_delay=0.0, pace=0.0)
    room = rooms.create(game, players, {}, {}, None, "host", seed=seed)
    await room.fill_with_bots("random")
    got: dict[Any, tuple[list[Any], list[Any]]] = {}
    for who in [*range(1, players + 1), HOST, PUBLIC]:
        got[who] = ([], [])
        for delta, out in ((False, got[who][0]), (True, got[who][1])):
            c = Client(who, "zh", send=_nothing, outbox=asyncio.Queue(), delta=delta)

            def post(msg: dict[str, Any], out: list[Any] = out) -> bool:
                out.append((room.releases, json.loads(json.dumps(msg))))
                return True

            c.post = post  # type: ignore[method-assign]
            room.clients.add(c)
    await room.start()
    g = room.game
    assert g is not None
    while not g.finished:
        await asyncio.sleep(0)
    await asyncio.sleep(0)
    return got


@pytest.mark.parametrize(("game", "players", "n"), GAMES, ids=[g for g, _, _ in GAMES])
def test_a_client_sent_changes_holds_the_same_view_after_every_message(game: str, players: int, n: int) -> None:
    smaller = larger = 0
    for seed in range(1, max(2, n // 5) + 1):
        got = asyncio.run(play(game, players, seed))
        for who, (whole, changes) in got.items():
            assert [r for r, _ in whole] == [r for r, _ in changes], (who, "messages at other moments")
            a = b = None
            for (_, m1), (_, m2) in zip(whole, changes, strict=True):
                a, b = apply(a, m1), apply(b, m2)
                assert a == b, (game, seed, who)
                size1, size2 = len(json.dumps(m1, ensure_ascii=False)), len(json.dumps(m2, ensure_ascii=False))
                assert size2 <= size1 + 40, (game, seed, who)  # at most the "delta"/"gone" words more
                smaller += size2 < size1
                larger += size2 > size1
            assert a is not None and a.get("outcome"), (who, "the end view is held")
    assert smaller > 10 * max(1, larger)  # and changes are, as a rule, smaller


def test_the_page_asks_for_changes_and_a_socket_gets_them() -> None:
    with TestClient(create_app("sqlite://", bot_delay=0.0, pace=0.0)) as c:
        j = started(c, bots=False, mode="assist")  # the host enters every seat's gesture
        code = j["code"]
        with c.websocket_connect(f"/ws/{code}?token={j['creator_token']}&delta=1") as ws:  # the host: sees each step
            first = ws.receive_json()
            assert "delta" not in first and first["view"]["glossary"], "the first view is whole"
            pending = c.app.state.rooms.rooms[code].game.pending  # type: ignore[attr-defined]
            s, ask = next(iter(sorted(pending.items())))
            ws.send_json({"type": "answer", "ask_no": first["view"]["ask_no"], "answer": ask.default, "seat": s})
            nxt = ws.receive_json()
            assert nxt.get("delta") is True and "glossary" not in nxt["view"] and "room" not in nxt["view"], nxt
            assert isinstance(nxt["gone"], list) and "log_next" in nxt["view"]
            assert apply(first, {"view": first["view"]})["room"] == code
    assert "delta: \"1\"" in (open("daoyan/server/static/room.js", encoding="utf-8").read())


def test_a_reconnecting_page_is_not_sent_the_rule_data_again() -> None:
    """A page that holds the glossary (and a map) from an earlier connection says so (`kept=1`, room.js on a
    reconnect): its whole views go without them, and the rest is the same."""
    with TestClient(create_app("sqlite://", bot_delay=0.0, pace=0.0)) as c:
        j = started(c, bots=False, mode="assist")
        base = f"/ws/{j['code']}?token={j['creator_token']}"
        with c.websocket_connect(base) as first, c.websocket_connect(base + "&kept=1") as again:
            v1, v2 = first.receive_json()["view"], again.receive_json()["view"]
        assert v1["glossary"] and "glossary" not in v2
        assert {k: x for k, x in v1.items() if k not in ("glossary", "board_svg")} == v2
    room_js = open("daoyan/server/static/room.js", encoding="utf-8").read()
    assert 'if (view && view.glossary) q.set("kept", "1")' in room_js
