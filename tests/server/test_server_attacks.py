"""Issue 22, items 4, 7 and 8: a stranger's requests through the real app. Each attack is refused with a 4xx that
says what is wrong and changes nothing; none is answered with a 5xx (docs/security.md, "Hostile input")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from daoyan.server.app import create_app
from daoyan.server.store import Store


def client(url: str = "sqlite://") -> TestClient:
    return TestClient(create_app(url, bot_delay=10.0, pace=0.0))


def raw(c: TestClient, path: str, body: str) -> Any:
    return c.post(path, content=body.encode(), headers={"content-type": "application/json"})


@pytest.mark.parametrize("body", [
    '{"game": "xianyao", "players": 5, "deadlines": {"*": NaN}}',
    '{"game": "xianyao", "players": 5, "deadlines": {"*": Infinity}}',
    '{"game": "xianyao", "players": 5, "deadlines": {"*": 1e309}}',
    '{"game": "xianyao", "players": 5, "deadlines": {"*": -1}}',
    '{"game": "xianyao", "players": 5, "seed": 1180591620717411303424}',
    '{"game": "xianyao", "players": 5, "options": {"最多轮数": NaN}}',
    '{"game": "xianyao", "players": 5, "options": {"x": [[[[[[[[[[1]]]]]]]]]]}}',
    '{"game": "xianyao", "players": NaN}',
])
def test_numbers_that_are_no_numbers_are_refused_not_a_500(body: str) -> None:
    with client() as c:
        r = raw(c, "/api/rooms", body)
        assert r.status_code == 400, (r.status_code, r.text)
        assert r.json()["error"] and c.app.state.rooms.rooms == {}  # type: ignore[attr-defined]


def test_an_answer_is_bounded_the_same_over_http_and_the_websocket() -> None:
    with client() as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "host"}).json()
        code = j["code"]
        tokens = {int(s): link.split("token=")[1] for s, link in j["seat_links"].items()}
        c.post(f"/api/rooms/{code}/start", json={"token": j["creator_token"]})
        g = c.app.state.rooms.get(code).game  # type: ignore[attr-defined]
        seat = next(iter(g.pending))
        before = g.snapshot()
        huge = c.post(f"/api/rooms/{code}/answer", json={"token": tokens[seat], "answer": {"say": "x" * 6_000_000}})
        assert huge.status_code == 413 and "请求过大" in huge.json()["error"]
        c.cookies.set("daoyan_script", "hant")  # the page's 繁 button: its refusals read in 繁 (issue 25)
        assert "請求過大" in c.post(f"/api/rooms/{code}/answer", content=b"x" * 2_000_000,
                                    headers={"content-type": "application/json"}).json()["error"]
        c.cookies.clear()
        big = c.post(f"/api/rooms/{code}/answer", json={"token": tokens[seat], "answer": {"say": "话" * 2000}})
        assert big.status_code == 400 and "4096 bytes" in big.json()["error"]
        with c.websocket_connect(f"/ws/{code}?token={tokens[seat]}") as ws:
            ws.receive_json()
            ws.send_text(json.dumps({"type": "answer", "answer": {"say": "话" * 2000}}))
            assert "bytes" in ws.receive_json()["message"]
            ws.send_text('{"type": "answer", "answer": {"target": NaN}}')
            assert "finite" in ws.receive_json()["message"]
        assert g.snapshot() == before


def test_replay_seats_are_ascii_digits() -> None:
    with client() as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5}).json()
        r = c.get(f"/api/rooms/{j['code']}/replay", params={"seat": "²", "token": j["creator_token"]})
        assert r.status_code == 400 and "seat" in r.json()["detail"]


def test_a_bot_seat_cannot_be_joined_and_names_are_checked() -> None:
    with client() as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "host"}).json()
        code, creator = j["code"], j["creator_token"]
        tokens = {int(s): link.split("token=")[1] for s, link in j["seat_links"].items()}
        assert c.post(f"/api/rooms/{code}/bots", json={"token": creator, "seat": 2, "bots": "random"}).status_code == 200
        r = c.post(f"/api/rooms/{code}/join", json={"token": tokens[2], "name": "x:nosuchkind"})
        assert r.status_code == 403  # the seat's invitation opens nothing once the seat is a bot's
        r = c.post(f"/api/rooms/{code}/join", json={"token": tokens[3], "name": "a\x00b"})
        assert r.status_code == 400
        room = c.app.state.rooms.get(code)  # type: ignore[attr-defined]
        assert room.seats[2].name == "bot" and room.seats[3].name == ""


def test_a_damaged_room_is_set_aside_and_every_other_room_resumes(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'd.db'}"
    with client(url) as c:
        good = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "host"}).json()
        bad = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "host"}).json()
        for j in (good, bad):
            c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"]})
            assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
    Store(url).set_seat(bad["code"], 2, kind="bot", name="bot:nosuchkind")  # as an old server let it be written
    with client(url) as c:
        assert c.get(f"/api/rooms/{good['code']}").status_code == 200
        r = c.get(f"/api/rooms/{bad['code']}")
        assert r.status_code == 409 and "damaged" in r.json()["error"]


def test_a_refused_start_marks_nothing_started(monkeypatch: pytest.MonkeyPatch) -> None:
    from daoyan.core.errors import ConfigError
    from daoyan.server.rooms import Room

    def refuse(self: Room) -> None:
        raise ConfigError("refused")

    with client() as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "mode": "host"}).json()
        monkeypatch.setattr(Room, "build", refuse)
        assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 400
        room = c.app.state.rooms.get(j["code"])  # type: ignore[attr-defined]
        assert not room.row.started and not room.store.room(j["code"]).started


def test_password_guesses_and_code_guesses_are_limited(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22, item 6: wrong passwords for one room run dry after 30 (429, Retry-After), and any address that fails
    10 times a minute (a wrong token, a code that opens nothing) is refused for a while; room codes are 16 symbols
    (80 bits); the password is stored with scrypt, an old SHA-256 form is upgraded when it is given."""
    import hashlib

    from daoyan.server.store import check_password

    with TestClient(create_app("sqlite://", bot_delay=10.0, pace=0.0, rate=1000.0, fails=10.0)) as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "password": "secret"}).json()
        assert len(j["code"]) == 16
        stored = c.app.state.rooms.get(j["code"]).row.password_hash  # type: ignore[attr-defined]
        assert stored.startswith("scrypt$") and check_password(j["code"], "secret", stored) == (True, None)
        codes = [c.get(f"/api/rooms/NOSUCH{i}").status_code for i in range(12)]
        assert codes[:10] == [404] * 10 and codes[10:] == [429, 429]
        r = c.get(f"/api/rooms/{j['code']}", params={"password": "secret"})
        assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1  # the address is held back a while
        # in the client's 简/繁 like every other error (issue 25)
        assert "請求太頻繁" in c.get(f"/api/rooms/{j['code']}", params={"script": "hant"}).json()["error"]
    import types

    import daoyan.server.app as app_module

    # the app's clock stands still while it guesses: 32 scrypt checks on a loaded machine took long enough for the
    # bucket (0.5 a second) to refill one try, and the 31st guess was judged (403) instead of refused (CI, stop 31)
    monkeypatch.setattr(app_module, "time", types.SimpleNamespace(monotonic=lambda: 1000.0))
    with TestClient(create_app("sqlite://", bot_delay=10.0, pace=0.0, rate=None)) as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "password": "secret"}).json()
        tries = [c.get(f"/api/rooms/{j['code']}", params={"password": f"guess{i}"}).status_code for i in range(32)]
        assert tries[:30] == [403] * 30 and tries[30:] == [429, 429]
        room = c.app.state.rooms.get(j["code"])  # type: ignore[attr-defined]
        old = hashlib.sha256(f"daoyan:{j['code']}:pw".encode()).hexdigest()
        ok, new = check_password(j["code"], "pw", old)
        assert ok and new is not None and new.startswith("scrypt$") and check_password(j["code"], "pw", new)[0]
        assert room.row.password_hash.startswith("scrypt$")


def test_a_page_of_another_site_cannot_open_a_seats_websocket() -> None:
    """Issue 22, item 9: the WebSocket checks the browser's Origin against the server's own host (or the operator's
    list, DAOYAN_ORIGINS); a finished game's replays are computed once per step and seat."""
    with client() as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5}).json()
        url = f"/ws/{j['code']}?token={j['creator_token']}"
        with c.websocket_connect(url, headers={"origin": "https://evil.example"}) as ws:
            m = ws.receive_json()
            assert m["type"] == "error" and "origin" in m["message"]
        with c.websocket_connect(url, headers={"origin": "http://testserver"}) as ws:
            assert ws.receive_json()["type"] == "view"


def test_the_creator_cannot_read_or_act_as_a_seat_someone_joined() -> None:
    """Issue 22, item 1: a seat link is an invitation spent on joining; the joined browser holds a new secret the
    creator never sees. The creator (play mode: seat 1) gets no link of a joined or bot seat, cannot open the spent
    invitation, cannot answer for the seat; he may re-invite it, which closes the old session for good."""
    with client() as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5}).json()
        code, creator = j["code"], j["creator_token"]
        invite = j["seat_links"]["2"].split("token=")[1]
        assert "1" not in j["seat_links"]  # the creator's own seat
        joined = c.post(f"/api/rooms/{code}/join", json={"token": invite, "name": "乙"}).json()
        mine = joined["token"]
        assert mine != invite
        info = c.get(f"/api/rooms/{code}", params={"token": creator}).json()
        assert "2" not in info["seat_links"] and mine not in json.dumps(info)
        assert info["view"]["mode"] == "play" and info["view"]["audience"] == 1
        assert c.get(f"/api/rooms/{code}", params={"token": invite}).status_code == 403  # spent
        assert c.get(f"/api/rooms/{code}", params={"token": mine}).json()["view"]["audience"] == 2
        c.post(f"/api/rooms/{code}/bots", json={"token": creator})
        c.post(f"/api/rooms/{code}/start", json={"token": creator})
        g = c.app.state.rooms.get(code).game  # type: ignore[attr-defined]
        r = c.post(f"/api/rooms/{code}/answer", json={"token": creator, "seat": 2, "answer": {"choice": "过"}})
        assert r.status_code == 409 and "its own asks" in r.text
        bots = [s for s, link in c.get(f"/api/rooms/{code}", params={"token": creator}).json()["seat_links"].items()]
        assert bots == []  # bot seats open to nobody
        fresh = c.post(f"/api/rooms/{code}/invite", json={"token": creator, "seat": 2}).json()
        assert fresh["ok"] and "token=" in fresh["link"]
        assert c.get(f"/api/rooms/{code}", params={"token": mine}).status_code == 403  # the old session is over
        new = fresh["link"].split("token=")[1]
        assert c.get(f"/api/rooms/{code}", params={"token": new}).json()["view"]["audience"] == 2
        assert g is not None


def test_the_deal_comes_from_the_server_never_from_a_client(tmp_path: Path) -> None:
    """Issue 22, item 2: a room's seed is the server's own, 128 bits from the OS's CSPRNG, kept whole across a restart;
    the bots draw from their own seed; a seed the creator chooses is accepted only for a room whose other seats are
    all bots (said to every seat), else the start is refused."""
    url = f"sqlite:///{tmp_path / 'd.db'}"
    with client(url) as c:
        j = c.post("/api/rooms", json={"game": "xianyao", "players": 5}).json()
        room = c.app.state.rooms.get(j["code"])  # type: ignore[attr-defined]
        assert room.row.seed.bit_length() > 64 and not room.row.seed_chosen and room.row.bot_seed is not None
        assert room.bot_seed(2) != room.row.seed * 131 + 2
        c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"]})
        assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
        before = room.game.snapshot()
        seed = room.row.seed
        chosen = c.post("/api/rooms", json={"game": "xianyao", "players": 5, "seed": 7}).json()
        invite = chosen["seat_links"]["2"].split("token=")[1]
        c.post(f"/api/rooms/{chosen['code']}/join", json={"token": invite, "name": "乙"})
        r = c.post(f"/api/rooms/{chosen['code']}/start", json={"token": chosen["creator_token"]})
        assert r.status_code == 409 and "chosen seed" in r.json()["error"]
        view = c.get(f"/api/rooms/{chosen['code']}", params={"token": chosen["creator_token"]}).json()["view"]
        assert view["chosen_seed"] is True
    with client(url) as c:
        again = c.app.state.rooms.get(j["code"])  # type: ignore[attr-defined]
        assert again.row.seed == seed and again.game.snapshot() == before


@pytest.mark.parametrize(("game", "players", "options"), [
    ("langren", 12, {"座位身份": {str(i): "村民" for i in range(1, 13)} | {"2": "狼人", "3": "狼人", "4": "狼人"}}),
    ("fuweng", 4, {"局面": {"seats": {2: {"hand": ["狗"]}}}}),
])
def test_a_deal_laid_out_in_the_options_is_a_chosen_seed(game: str, players: int, options: dict[str, Any]) -> None:
    """Issue 22, item 2: a creator who lays out the deal in the room's options (a scenario's 座位身份, 局面, …) knows
    who holds what, as with a chosen seed: the start is refused while another person sits in a play room, and every
    seat is told."""
    with client() as c:
        j = c.post("/api/rooms", json={"game": game, "players": players, "options": options}).json()
        invite = j["seat_links"]["2"].split("token=")[1]
        c.post(f"/api/rooms/{j['code']}/join", json={"token": invite, "name": "乙"})
        r = c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]})
        assert r.status_code == 409 and "chosen seed or deal" in r.json()["error"]
        view = c.get(f"/api/rooms/{j['code']}", params={"token": j["creator_token"]}).json()["view"]
        assert view["chosen_seed"] is True
