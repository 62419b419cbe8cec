"""Issue 22: every endpoint fuzzed (hypothesis): thousands of random requests — bodies of random JSON (NaN, huge
numbers, deep nesting, wrong types), random paths, tokens, queries and WebSocket messages — get no 5xx, and a refused
request changes nothing (the room's game and seats are as before)."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from daoyan.server.app import create_app

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2**80), max_value=2**80),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=40))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                      max_leaves=12)
KEYS = ["game", "players", "options", "deadlines", "password", "mode", "seed", "identities", "token", "name", "bots",
        "seat", "answer", "ask_no", "values", "lang"]
bodies = st.one_of(values, st.dictionaries(st.sampled_from(KEYS), values, max_size=6))
APP = create_app("sqlite://", bot_delay=10.0, pace=0.0, rate=None)


def state(c: TestClient, code: str) -> Any:
    room = c.app.state.rooms.get(code)  # type: ignore[attr-defined]
    return (room.game.snapshot() if room.game else None, sorted((s.seat, s.kind, s.name, s.token)
                                                                  for s in room.seats.values()), room.row)


@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(path=st.sampled_from(["/api/rooms", "/api/rooms/{code}/join", "/api/rooms/{code}/answer",
                             "/api/rooms/{code}/start", "/api/rooms/{code}/bots", "/api/rooms/{code}/invite",
                             "/api/rooms/{code}/pause", "/api/rooms/{code}/dance", "/api/tools/langren/forum",
                             "/api/rooms/NOSUCH/answer"]),
       body=bodies, raw=st.booleans())
def test_posts_never_fail_with_a_5xx_and_refused_ones_change_nothing(path: str, body: Any, raw: bool) -> None:
    with TestClient(APP) as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "host", "seed": 1}).json()
        code = j["code"]
        c.post(f"/api/rooms/{code}/bots", json={"token": j["creator_token"], "seat": 5})
        c.post(f"/api/rooms/{code}/start", json={"token": j["creator_token"]})
        before = state(c, code)
        url = path.format(code=code)
        text = json.dumps(body, allow_nan=True) if raw else json.dumps(body, allow_nan=True)[:1000] + "garbage"
        r = c.post(url, content=text.encode(), headers={"content-type": "application/json"})
        assert r.status_code < 500, (url, text[:200], r.status_code, r.text[:300])
        if r.status_code >= 400:
            assert state(c, code) == before


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(code=st.text(max_size=20), token=st.one_of(st.none(), st.text(max_size=70)),
       seat=st.text(max_size=5), step=st.integers(min_value=-(2**70), max_value=2**70), lang=st.text(max_size=4))
def test_gets_never_fail_with_a_5xx(code: str, token: str | None, seat: str, step: int, lang: str) -> None:
    from urllib.parse import quote

    code = quote(code, safe="") or "X"
    with TestClient(APP) as c:
        for path in (f"/api/rooms/{code}", f"/api/rooms/{code}/replay", f"/room/{code}", f"/replay/{code}",
                     "/api/games", "/api/tools", f"/api/tools/{code}/forum"):
            params: dict[str, Any] = {"seat": seat, "step": str(step), "lang": lang}
            if token is not None:
                params["token"] = token
            r = c.get(path, params=params)
            assert r.status_code < 500, (path, params, r.status_code, r.text[:300])


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(msgs=st.lists(st.one_of(values.map(lambda v: json.dumps(v, allow_nan=True)), st.text(max_size=50),
                               st.dictionaries(st.sampled_from(["type", "answer", "ask_no", "text", "seat"]),
                                               values, max_size=4).map(lambda v: json.dumps(v, allow_nan=True))),
                     max_size=5))
def test_websocket_messages_never_break_the_room(msgs: list[str]) -> None:
    with TestClient(APP) as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "host", "seed": 1}).json()
        code = j["code"]
        c.post(f"/api/rooms/{code}/start", json={"token": j["creator_token"]})
        token = j["seat_links"]["1"].split("token=")[1]
        before = state(c, code)
        with c.websocket_connect(f"/ws/{code}?token={token}") as ws:
            ws.receive_json()
            for m in msgs:
                try:
                    parsed = json.loads(m)
                except ValueError:
                    parsed = None
                ws.send_text(m)
                if isinstance(parsed, dict) and parsed.get("type") in ("view", "ping"):
                    ws.receive_json()
                    continue
                reply = ws.receive_json()
                assert reply["type"] in ("error", "view", "pong"), reply
        after = state(c, code)
        assert after[1:] == before[1:]
