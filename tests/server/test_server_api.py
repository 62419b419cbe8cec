"""The web app's HTTP and WebSocket entry points (daoyan/server): rooms, tokens, answers, chat, pause, deadlines,
replays, restarts — and every bad request refused with a clear error that changes nothing."""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from daoyan.core.view import seat_view
from daoyan.server.app import MAX_MESSAGE, RATE, create_app


def client(url: str = "sqlite://", bot_delay: float = 0.0) -> TestClient:
    return TestClient(create_app(url, bot_delay=bot_delay, pace=0.0, rate=None))


def new_room(c: TestClient, **kw: Any) -> dict[str, Any]:
    # a chosen seed (the same deal each run) where nobody is deceived: a host's room; a player's is the server's own
    seed = {"seed": 3} if kw.get("mode") in ("host", "assist") and "seed" not in kw else {}
    r = c.post("/api/rooms", json={"game": "xianyao", "players": 5, **seed, **kw})
    assert r.status_code == 200, r.text
    j = r.json()
    j["tokens"] = {int(s): link.split("token=")[1] for s, link in j["seat_links"].items()}
    if j.get("mode", kw.get("mode", "play")) == "play":
        j["tokens"][1] = j["creator_token"]  # seat 1 is the creator's (no invitation)
    return j


def started(c: TestClient, bots: bool = True, **kw: Any) -> dict[str, Any]:
    if bots and "seed" not in kw:
        kw["seed"] = 3  # every other seat a bot: a chosen seed deceives nobody
    j = new_room(c, **kw)
    r = c.post(f"/api/rooms/{j['code']}/join", json={"token": j["tokens"][1], "name": "甲"})
    assert r.status_code == 200
    j["tokens"][1] = r.json()["token"]  # the invitation is spent: the seat's own secret from now on
    if bots:
        assert c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"]}).status_code == 200
    assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
    return j


def room_of(c: TestClient, code: str) -> Any:
    return c.app.state.rooms.get(code)  # type: ignore[attr-defined]


def next_view(ws: Any) -> dict[str, Any]:
    while True:
        m = ws.receive_json()
        if m["type"] == "view":
            return m["view"]  # type: ignore[no-any-return]


_sent: list[float] = []


def send_answer(ws: Any, v: dict[str, Any]) -> None:
    """Answer the view's ask with its default, never more than RATE - 5 messages a second (the server refuses more:
    an unpaced room of bots can ask a seat faster than that, and a refused answer would leave the test waiting)."""
    now = time.monotonic()
    _sent[:] = [t for t in _sent if now - t < 1.0]
    if len(_sent) >= RATE - 5:
        time.sleep(1.0 - (now - _sent[0]))
    _sent.append(time.monotonic())
    ws.send_json({"type": "answer", "ask_no": v["ask_no"], "answer": v["ask"]["default"]})


def play_out(ws: Any) -> dict[str, Any]:
    """Answer each new ask of this seat with its default until the game ends; returns the last view."""
    answered = None
    while True:
        v = next_view(ws)
        if v.get("outcome"):
            return v
        if v.get("ask") and v["ask_no"] != answered:
            answered = v["ask_no"]
            send_answer(ws, v)


def test_a_room_is_created_joined_filled_with_bots_and_played_to_the_end_over_websocket() -> None:
    with client() as c:
        j = started(c)
        assert len(j["code"]) == 16 and len(j["tokens"]) == 5
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            end = play_out(ws)
        assert end["outcome"]["winner"] in ("星空仙人", "深渊妖魔")
        assert "state" in end  # 「when a game ends everyone sees all cards and the whole log」
        g = room_of(c, j["code"]).game
        assert g.finished and len(g.history) > 5


def test_wangling_plays_online_with_its_deadlines_and_the_announcement_post() -> None:
    """002_df7a4ea6bd54eb52.txt on the web app, with no game-specific server code: 20 bots and one person play a
    21-seat game to its end; the seat's asks carry the book's 时限 (the vote closes at 关门); the day's 公示 reaches
    the seat as a forum post; the seat's view never holds another seat's identity before the end."""
    with client() as c:
        j = started(c, game="wangling", players=21)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            first = next_view(ws)
            g = room_of(c, j["code"]).game
            others = {c_.identity for x, c_ in g.state.chars.items() if x != 1} - {g.state.chars[1].identity}
            assert not any(name in str(first["display"]) for name in others)
            assert first["ask"]["skill"] == "投票" and first["ask"]["deadline"] == 24 * 3600
            ws.send_json({"type": "answer", "ask_no": first["ask_no"], "answer": first["ask"]["default"]})
            end = play_out(ws)
        assert end["outcome"]["winner"]
        assert g.round == 1 or any(e["text"].startswith("【第2天 公示】") for e in end["log"])
        phases = [p["phase"] for p in c.get("/api/games").json()["wangling"]["phases"]]
        assert phases == ["白天", "夜晚"]


def test_a_seat_receives_exactly_its_own_view_and_a_spectator_the_public_one() -> None:
    with client(bot_delay=10) as c:  # people who do not answer: the view stays put while we compare
        j = started(c, bots=False, mode="host")
        g = room_of(c, j["code"]).game
        for seat in (1, 2):
            with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][seat]}") as ws:
                v = next_view(ws)
            mine = seat_view(g, seat)
            assert v["log"] == mine["log"] and v["you"] == mine["you"] and v["audience"] == seat
            assert "state" not in v and "asks" not in v
        with c.websocket_connect(f"/ws/{j['code']}") as ws:
            v = next_view(ws)
        assert v["audience"] == "public" and "you" not in v and "state" not in v
        assert all(e["audience"] == "all" for e in v["log"])


def test_the_host_page_needs_the_creators_token_in_a_host_room() -> None:
    with client(bot_delay=10) as c:
        j = started(c, mode="host")
        with c.websocket_connect(f"/ws/{j['code']}?token={j['creator_token']}") as ws:
            v = next_view(ws)
        assert v["audience"] == "host" and "state" in v and v["creator"]
        with c.websocket_connect(f"/ws/{j['code']}?token=not-a-token") as ws:
            m = ws.receive_json()
        assert m["type"] == "error" and "token" in m["message"]
        # in a play room the creator plays seat 1 (「参与游戏 (占一个座位)」): the token opens seat 1 and the
        # controls, not the god view
        k = started(c, mode="play")
        with c.websocket_connect(f"/ws/{k['code']}?token={k['creator_token']}") as ws:
            v = next_view(ws)
        assert v["audience"] == 1 and "state" not in v and v["creator"] and v["seat"] == 1
        room = room_of(c, k["code"])
        assert room.seats[1].kind == "human" and room.seats[1].name  # the creator's seat: never a bot
        assert all(s.kind == "bot" for n, s in room.seats.items() if n != 1)


@pytest.mark.parametrize(("body", "words"), [
    ({"game": "chess"}, "unknown game"),
    ({"players": 3}, "5"),
    ({"options": {"不存在的设置": 1}}, "不存在的设置"),
    ({"mode": "god"}, "mode"),
    ({"players": "many"}, "players"),
    ({"identities": ["孙悟空"]}, "not a general of this game"),
    ({"identities": ["鬼巫"]}, "at least two"),  # 开局准备2 draws two [化形] from the enabled 深渊 generals
    ({"players": 5, "identities": ["圣贤", "神女", "仙童", "佛陀", "星君", "鬼巫", "灾厄", "纸人", "凶祟", "影妖"]},
     "too many"),
    ({"game": "fuweng", "players": 5, "identities": ["蒼鷺"]}, "no choice of identities"),
])
def test_a_bad_room_is_refused_with_why(body: dict[str, Any], words: str) -> None:
    with client() as c:
        r = c.post("/api/rooms", json={"game": "xianyao", "players": 5, **body})
        assert r.status_code in (400, 409, 422)
        assert words in r.text
        assert c.app.state.rooms.rooms == {}  # type: ignore[attr-defined]


def test_the_lobby_offers_each_games_phases_and_identities_in_both_languages() -> None:
    """000_21ded97409bf0f89.txt — 「根据身份配置表随机抽取或集体讨论,决定本局启用的身份并告知所有玩家」: a room may
    enable the generals it wants (仙子, 妖首×2 and 妖众 are always in), and set a time limit per phase."""
    with client(bot_delay=10) as c:
        zh, en = c.get("/api/games").json(), c.get("/api/games", params={"lang": "en"}).json()
        assert [p["phase"] for p in zh["xianyao"]["phases"]] == ["开局准备", "白昼", "黑夜"]
        assert [p["label"] for p in en["xianyao"]["phases"]] == ["Setup", "Day", "Night"]
        assert [p["label"] for p in en["fuweng"]["phases"]][:2] == ["Turn start", "Preparation"]
        sides = {s["side"]: [n["name"] for n in s["names"]] for s in zh["xianyao"]["identities"]}
        assert sides == {"星空": ["圣贤", "神女", "仙童", "佛陀", "星君"],
                         "深渊": ["鬼巫", "灾厄", "纸人", "凶祟", "影妖", "血俑", "魔罗", "怪煞", "枯骨", "树精"]}
        assert zh["fuweng"]["identities"] is None and en["fuweng"]["title"] == "Sanguosha × Richman"
        j = new_room(c, players=6, mode="host", identities=["圣贤", "鬼巫", "灾厄", "纸人"], deadlines={"黑夜": 60, "*": 30})
        room = room_of(c, j["code"])
        names = room.row.options["identities"]
        assert len(names) == 2 * 6 + 2 and names.count("妖众") == 14 - 3 - 4 and "圣贤" in names
        assert room.deadline("黑夜") == 60 and room.deadline("白昼") == 30
        assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
        dealt = [card.name for p in room.game.state.players.values() for card in p.cards]
        assert "圣贤" in dealt and dealt.count("仙子") == 1 and dealt.count("妖首") == 2


def test_controls_are_the_creators_and_start_happens_once() -> None:
    with client(bot_delay=10) as c:
        j = new_room(c)
        code = j["code"]
        for action in ("start", "bots", "pause"):
            r = c.post(f"/api/rooms/{code}/{action}", json={"token": j["tokens"][2]})
            assert r.status_code == 403 and "creator" in r.text
        assert c.post(f"/api/rooms/{code}/pause", json={"token": j["creator_token"]}).status_code == 409
        assert c.post(f"/api/rooms/{code}/start", json={"token": j["creator_token"]}).status_code == 200
        r = c.post(f"/api/rooms/{code}/start", json={"token": j["creator_token"]})
        assert r.status_code == 409 and "already started" in r.text
        assert c.get("/api/rooms/NOSUCH").status_code == 404


def test_a_password_room_needs_its_password_to_watch() -> None:
    with client() as c:
        j = new_room(c, password="芝麻开门")
        assert c.get(f"/api/rooms/{j['code']}").status_code == 403
        assert c.get(f"/api/rooms/{j['code']}", params={"password": "wrong"}).status_code == 403
        assert c.get(f"/api/rooms/{j['code']}", params={"password": "芝麻开门"}).status_code == 200
        with c.websocket_connect(f"/ws/{j['code']}") as ws:
            assert "password" in ws.receive_json()["message"]
        assert c.get(f"/api/rooms/{j['code']}", params={"token": j["tokens"][2]}).status_code == 200


def test_every_bad_websocket_message_gets_an_error_and_changes_nothing() -> None:
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        room = room_of(c, j["code"])
        g = room.game
        asked = next(iter(g.pending))
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][asked]}") as ws:
            v = next_view(ws)
            before = g.snapshot()
            bad: list[tuple[str, str]] = [
                ("not json", "JSON"),
                ("[1, 2]", "JSON object"),
                (json.dumps({"type": "dance"}), "unknown message type"),
                (json.dumps({"type": "answer", "ask_no": "x", "answer": {}}), "ask_no"),
                (json.dumps({"type": "answer", "ask_no": v["ask_no"] - 1, "answer": {}}), "that ask is over"),
                (json.dumps({"type": "answer", "answer": {"choice": "不存在"}}), "不是合法选择"),
                (json.dumps({"type": "answer", "answer": "yes"}), "mapping"),
                (json.dumps({"type": "chat", "text": 5}), "string"),
                (json.dumps({"type": "chat", "text": " "}), "empty"),
                (json.dumps({"type": "chat", "text": "x" * (MAX_MESSAGE + 1)}), "bytes"),
            ]
            for raw, words in bad:
                ws.send_text(raw)
                m = ws.receive_json()
                assert m["type"] == "error" and words in m["message"], (raw, m)
            assert g.snapshot() == before
        idle = next(s for s in g.seats if s not in g.pending)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][idle]}") as ws:
            next_view(ws)
            ws.send_json({"type": "answer", "answer": {"choice": "过"}})
            assert "not being asked" in ws.receive_json()["message"]
        assert g.snapshot() == before


def test_a_flood_is_refused_beyond_the_rate_and_the_room_goes_on() -> None:
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            next_view(ws)
            for _ in range(RATE + 5):
                ws.send_json({"type": "ping"})
            replies = [ws.receive_json() for _ in range(RATE + 5)]
        assert sum(r["type"] == "pong" for r in replies) <= RATE
        assert any(r["type"] == "error" and "a second" in r["message"] for r in replies)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][2]}") as ws:
            assert next_view(ws)["audience"] == 2


def test_a_paused_room_refuses_answers_until_it_resumes() -> None:
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        code, tok = j["code"], j["creator_token"]
        g = room_of(c, code).game
        seat = next(iter(g.pending))
        assert c.post(f"/api/rooms/{code}/pause", json={"token": tok}).status_code == 200
        r = c.post(f"/api/rooms/{code}/answer", json={"token": j["tokens"][seat], "answer": g.pending[seat].default})
        assert r.status_code == 409 and "paused" in r.text
        assert c.post(f"/api/rooms/{code}/resume", json={"token": tok}).status_code == 200
        n = len(g.history)
        r = c.post(f"/api/rooms/{code}/answer", json={"token": j["tokens"][seat], "answer": g.pending[seat].default})
        assert r.status_code == 200 and len(g.history) == n + 1


def test_a_deadline_takes_the_default() -> None:
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host", deadlines={"*": 0.2})
        g = room_of(c, j["code"]).game
        n = len(g.history)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            v = next_view(ws)
            assert v["deadlines"] == {} or all(at > time.time() - 1 for at in v["deadlines"].values())
            deadline = time.time() + 5
            while len(g.history) == n and time.time() < deadline:
                time.sleep(0.05)
        assert len(g.history) > n


def test_every_accepted_answer_survives_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'd.db'}"
    with client(url, bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        g = room_of(c, j["code"]).game
        for _ in range(6):  # people answer with defaults (every seat is a person here)
            seat, ask = next(iter(g.pending.items()))
            r = c.post(f"/api/rooms/{j['code']}/answer", json={"token": j["tokens"][seat], "answer": ask.default})
            assert r.status_code == 200
        snapshot, asked = g.snapshot(), g.ask_no
    with client(url, bot_delay=10) as c2:  # a new server process on the same database (as after kill -9)
        again = room_of(c2, j["code"]).game
        assert again.snapshot() == snapshot and again.ask_no == asked
        with c2.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            mine = sum(1 for _, s, _ in again.history if s == 1) + (1 in again.pending)
            assert next_view(ws)["ask_no"] == mine  # the seat's own count of asks, the same after the restart


def test_a_seat_counts_its_own_asks_not_the_games_steps() -> None:
    """A seat's views carry its own ask number; the game's count of steps would tell it how many steps it was not
    asked in (a window offered only to a card's holders, a night skill asked only while its holder lives). The host's
    view keeps the game's count; a stale number is refused."""
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        g = room_of(c, j["code"]).game
        while g.ask_no < 12 and not g.finished:
            seat, ask = next(iter(g.pending.items()))
            assert c.post(f"/api/rooms/{j['code']}/answer",
                          json={"token": j["tokens"][seat], "answer": ask.default}).status_code == 200
        for seat in g.seats:
            v = c.get(f"/api/rooms/{j['code']}", params={"token": j["tokens"][seat]}).json()["view"]
            assert v["ask_no"] == sum(1 for _, s, _ in g.history if s == seat) + (seat in g.pending)
        host = c.get(f"/api/rooms/{j['code']}", params={"token": j["creator_token"]}).json()["view"]
        assert host["ask_no"] == g.ask_no
        seat = next(iter(g.pending))
        r = c.post(f"/api/rooms/{j['code']}/answer", json={"token": j["tokens"][seat], "ask_no": g.ask_no + 5,
                                                          "answer": g.pending[seat].default})
        assert r.status_code == 409 and "over" in r.text


def test_a_finished_game_replays_from_any_seat_and_an_unfinished_one_does_not() -> None:
    with client() as c:
        j = started(c)
        code = j["code"]
        r = c.get(f"/api/rooms/{code}/replay", params={"token": j["tokens"][1]})
        assert r.status_code == 409 and "finished" in r.text
        with c.websocket_connect(f"/ws/{code}?token={j['tokens'][1]}") as ws:
            play_out(ws)
        full = c.get(f"/api/rooms/{code}/replay", params={"token": j["tokens"][1], "seat": "host"}).json()
        assert full["step"] == full["steps"] > 0 and full["view"]["outcome"]
        early = c.get(f"/api/rooms/{code}/replay", params={"token": j["tokens"][1], "seat": "2", "step": 1}).json()
        assert early["step"] == 1 and all(e["audience"] == "all" or 2 in e["audience"] for e in early["view"]["log"])
        assert c.get(f"/api/rooms/{code}/replay", params={"token": j["tokens"][1], "seat": "9"}).status_code == 400


def test_the_pages_are_served_and_name_every_string_in_both_languages() -> None:
    with client() as c:
        j = new_room(c)
        for path in ("/", f"/room/{j['code']}", f"/replay/{j['code']}", "/static/room.js", "/static/i18n.js"):
            assert c.get(path).status_code == 200, path
        assert c.get("/room/NOSUCH").status_code == 404
        i18n = c.get("/static/i18n.js").text
        zh = i18n[i18n.index("zh: {"):i18n.index("en: {")]
        en = i18n[i18n.index("en: {"):]
        keys = lambda part: set(__import__("re").findall(r"(\w+): \"", part))  # noqa: E731
        assert keys(zh) == keys(en)


def test_xianyao_talk_is_open_in_the_night_discussion_to_those_who_may_speak() -> None:
    """000_21ded97409bf0f89.txt — 注5:玩家在进入[镇压]状态后的首个黑夜讨论阶段,不可发言与投票; 3发言讨论阶段."""
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        room = room_of(c, j["code"])
        g = room.game
        r = c.post(f"/api/rooms/{j['code']}/answer", json={"token": j["tokens"][1], "answer": {}})
        assert r.status_code in (400, 409)  # whatever it was, nothing changed
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            next_view(ws)
            if not any(a.skill == "发言" for a in g.pending.values()):
                ws.send_json({"type": "chat", "text": "你好"})
                assert "Night discussion" in ws.receive_json()["message"]
            while not any(a.skill == "发言" for a in g.pending.values()):  # everyone takes the defaults
                seat, ask = next(iter(g.pending.items()))
                c.post(f"/api/rooms/{j['code']}/answer", json={"token": j["tokens"][seat], "answer": ask.default})
            ws.send_json({"type": "chat", "text": "我是仙子"})
            v = next_view(ws)
            while not v["chat"]:
                v = next_view(ws)
            assert v["chat"][-1] == {"seat": 1, "round": g.round, "phase": g.phase, "text": "我是仙子"}
            assert v["can_chat"]
        assert room.store.chat(j["code"])[-1].text == "我是仙子"


def test_xianyao_online_plays_a_timed_free_discussion_with_the_chat_open() -> None:
    """000_21ded97409bf0f89.txt — ❷自由讨论「所有玩家可自由发言与问答,时长由源尊掌控。」: a room plays the game's online
    settings (180 seconds) unless it says otherwise; every speaker is asked at once with that deadline and a
    countdown; the chat is open; the deadline closes it with the default (结束)."""
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        room = room_of(c, j["code"])
        assert room.row.options["自由讨论"] == 180
        g = room.game
        while not any(a.skill == "自由讨论" for a in g.pending.values()):
            seat, ask = next(iter(g.pending.items()))
            assert c.post(f"/api/rooms/{j['code']}/answer",
                          json={"token": j["tokens"][seat], "answer": ask.default}).status_code == 200
        asked = sorted(g.pending)
        now = time.time()
        for seat in asked:
            assert 170 < room.deadline_at[seat] - now <= 180
            v = c.get(f"/api/rooms/{j['code']}", params={"token": j["tokens"][seat]}).json()["view"]
            assert v["can_chat"] and v["waiting"] == asked  # public: everybody sees who is still talking
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][asked[0]]}") as ws:
            next_view(ws)
            ws.send_json({"type": "chat", "text": "我有[鉴仙图]"})
            v = next_view(ws)
            assert v["chat"][-1]["text"] == "我有[鉴仙图]"
    # the deadline closes it with each one's default; a room may shorten it, or turn it off (0: a table that talks
    # in person)
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host", options={"自由讨论": 0.3})
        g = room_of(c, j["code"]).game
        while not any(a.skill == "自由讨论" for a in g.pending.values()):
            seat, ask = next(iter(g.pending.items()))
            c.post(f"/api/rooms/{j['code']}/answer", json={"token": j["tokens"][seat], "answer": ask.default})
        asked, n = set(g.pending), len(g.history)
        deadline = time.time() + 5
        while any(a.skill == "自由讨论" for a in g.pending.values()) and time.time() < deadline:
            time.sleep(0.05)
        assert {seat for _, seat, answer in g.history[n:] if answer == {"choice": "结束"}} >= asked
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host", options={"自由讨论": 0})
        assert room_of(c, j["code"]).row.options["自由讨论"] == 0


def test_xianyao_talk_follows_zhu5_and_the_dawn_choice() -> None:
    """000_21ded97409bf0f89.txt — 注5:玩家在进入[镇压]状态后的首个黑夜讨论阶段,不可发言与投票; ◇[戏言]或[缄默]二选一."""
    from daoyan.core.game import Game
    from daoyan.games.xianyao import RULES

    g = Game(RULES, 5, 3)
    while not any(a.skill == "发言" for a in g.pending.values()):
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, ask.default)
    p = g.state.players[2]
    assert RULES.chat_refusal(g, 2) is None
    p.state, p.mute_night, p.dawn = "镇压", g.round, None
    assert "注5" in (RULES.chat_refusal(g, 2) or "")
    p.mute_night, p.dawn = g.round - 1, "缄默"
    assert RULES.chat_refusal(g, 2) is not None
    p.dawn = "戏言"
    assert RULES.chat_refusal(g, 2) is None


def test_a_host_assistant_room_takes_every_seats_gesture_from_the_host() -> None:
    """The in-person mode in the browser: the host's page answers for whichever seat is asked (as `daoyan host`)."""
    with client(bot_delay=10) as c:
        j = new_room(c, mode="assist")
        code, tok = j["code"], j["creator_token"]
        assert c.post(f"/api/rooms/{code}/start", json={"token": tok}).status_code == 200
        g = room_of(c, code).game
        with c.websocket_connect(f"/ws/{code}?token={tok}") as ws:
            v = next_view(ws)
            assert v["mode"] == "assist" and v["audience"] == "host" and "state" in v
            ws.send_json({"type": "answer", "ask_no": v["ask_no"], "answer": v["asks"][0]["default"]})
            assert "name the seat" in ws.receive_json()["message"]
        n = 0
        while not g.finished:  # the host enters each seat's gesture (over HTTP here: no WebSocket rate limit)
            seat, ask = next(iter(g.pending.items()))
            r = c.post(f"/api/rooms/{code}/answer", json={"token": tok, "seat": seat, "answer": ask.default})
            assert r.status_code == 200, r.text
            n += 1
        assert g.finished and len(g.history) == n > 5  # the refused WebSocket answer changed nothing


def test_only_an_assist_host_answers_for_others() -> None:
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        code = j["code"]
        g = room_of(c, code).game
        seat, ask = next(iter(g.pending.items()))
        r = c.post(f"/api/rooms/{code}/answer", json={"token": j["creator_token"], "seat": seat, "answer": ask.default})
        assert r.status_code == 409 and "host-assistant" in r.text
        other = next(s for s in g.seats if s != seat)
        r = c.post(f"/api/rooms/{code}/answer", json={"token": j["tokens"][other], "seat": seat, "answer": ask.default})
        assert r.status_code == 409 and "its own asks" in r.text
        assert len(g.history) == 0 or g.pending[seat] is ask


def test_a_client_that_stops_reading_cannot_stall_its_room() -> None:
    """Each client has its own outbox and sender: a stuck one is dropped once its outbox is full, the others go on."""
    import asyncio

    from daoyan.server.rooms import OUTBOX, Client, Rooms
    from daoyan.server.store import Store

    async def scenario() -> tuple[int, bool, int]:
        rooms = Rooms(Store("sqlite://"), bot_delay=10, pace=0.0)
        room = rooms.create("xianyao", 5, {}, {}, None, "host", seed=3)
        await room.start()
        got: list[dict[str, Any]] = []
        stuck_forever = asyncio.Event()

        async def stuck(msg: dict[str, Any]) -> None:
            await stuck_forever.wait()

        async def fine(msg: dict[str, Any]) -> None:
            got.append(msg)

        slow, ok = Client(1, "zh", stuck), Client(2, "zh", fine)
        room.clients |= {slow, ok}
        tasks = [asyncio.create_task(slow.pump()), asyncio.create_task(ok.pump())]
        g = room.game
        assert g is not None
        for _ in range(20 * OUTBOX):  # a view is sent only when it changed: more answers than views
            if g.finished or (slow.gone and len(got) > OUTBOX + 5):
                break
            seat, ask = next(iter(g.pending.items()))
            await asyncio.wait_for(room.answer(seat, g.ask_no, ask.default, own=False), 2)  # never waits on it
            await asyncio.sleep(0)
        for t in tasks:
            t.cancel()
        return len(got), slow.gone and slow not in room.clients, len(g.history)

    received, dropped, answers = asyncio.run(scenario())
    assert received > OUTBOX + 5 and dropped and answers > 0  # (views come per released step, not per answer)


def test_who_is_being_asked_reaches_only_the_host() -> None:
    """000_21ded97409bf0f89.txt — 顶层身份牌为【妖首】的玩家请睁眼: who is asked at night is a secret; a seat learns
    only whether it is asked itself, and an answer out of turn names nobody else."""
    with client(bot_delay=10) as c:
        j = started(c, bots=False, mode="host")
        g = room_of(c, j["code"]).game
        asked = set(g.pending)
        for seat in g.seats:
            v = c.get(f"/api/rooms/{j['code']}", params={"token": j["tokens"][seat]}).json()["view"]
            assert v["waiting"] == ([seat] if seat in asked else [])
        assert c.get(f"/api/rooms/{j['code']}").json()["view"]["waiting"] == []
        host = c.get(f"/api/rooms/{j['code']}", params={"token": j["creator_token"]}).json()["view"]
        assert host["waiting"] == sorted(asked)
        idle = next(s for s in g.seats if s not in asked)
        r = c.post(f"/api/rooms/{j['code']}/answer", json={"token": j["tokens"][idle], "answer": {"choice": "过"}})
        assert r.status_code == 409 and "not being asked" in r.text and "[" not in r.json()["error"]
        # a speaking turn is public (发言: the table sees who speaks): every seat and the spectators are told
        while not any(a.skill == "发言" for a in g.pending.values()):
            seat, ask = next(iter(g.pending.items()))
            assert c.post(f"/api/rooms/{j['code']}/answer",
                          json={"token": j["tokens"][seat], "answer": ask.default}).status_code == 200
        speaker = next(a.seat for a in g.pending.values() if a.skill == "发言")
        for seat in g.seats:
            v = c.get(f"/api/rooms/{j['code']}", params={"token": j["tokens"][seat]}).json()["view"]
            assert v["waiting"] == [speaker]
        assert c.get(f"/api/rooms/{j['code']}").json()["view"]["waiting"] == [speaker]


def test_a_seat_hears_nothing_of_answers_that_change_nothing_it_sees() -> None:
    """Views go out only when they changed: while several seats answer one step one by one (a vote, or a night skill
    whose holders are secret), a seat that is not asked receives no message, so the count of messages tells it
    nothing of how many answered. Checked over whole games: whenever an answer leaves the step open, only
    clients whose view changed receive one."""
    import asyncio

    from daoyan.server.rooms import PIECES, Client, Rooms
    from daoyan.server.store import Store

    async def scenario(seed: int) -> tuple[int, int]:
        rooms = Rooms(Store("sqlite://"), bot_delay=10, pace=0.0)
        room = rooms.create("xianyao", 7, {}, {}, None, "host", seed=seed)
        await room.start()
        got: dict[int, list[dict[str, Any]]] = {s: [] for s in range(1, 8)}

        def recorder(seat: int) -> Any:
            async def send(msg: dict[str, Any]) -> None:
                got[seat].append(msg["view"])
            return send

        clients = [Client(s, "zh", recorder(s)) for s in range(1, 8)]
        room.clients |= set(clients)
        tasks = [asyncio.create_task(c.pump()) for c in clients]
        await room.broadcast()  # each client's first view
        for _ in range(3):
            await asyncio.sleep(0)
        g = room.game
        assert g is not None
        quiet = partial = 0
        while not g.finished:
            seat, ask = next(iter(g.pending.items()))
            before = {s: len(v) for s, v in got.items()}
            bystanders = [s for s in range(1, 8) if s not in g.pending]
            closes = len(g.pending) == 1
            await room.answer(seat, g.ask_no, ask.default, own=False)
            for _ in range(3):
                await asyncio.sleep(0)
            if not closes and not ask.public:  # a public ask (a vote) shows who is still thinking: that may move
                partial += 1
                for s in bystanders:  # a partial answer logs nothing in this game: nobody else's view moved
                    assert got[s][before[s]:] == [], (seed, seat, ask.skill, s)
                    quiet += 1
        for t in tasks:
            t.cancel()
        for views in got.values():  # and no message repeats the one before it
            for a, b in itertools.pairwise(views):
                assert b["log"] or b["chat"] or {k: x for k, x in a.items() if k not in PIECES} != \
                    {k: x for k, x in b.items() if k not in PIECES}
        return partial, quiet

    partial = quiet = 0
    for seed in range(3):
        p, q = asyncio.run(scenario(seed))
        partial, quiet = partial + p, quiet + q
    assert partial > 0 and quiet > 0


def test_langren_plays_online_and_night_deadlines_count_from_close() -> None:
    """003_6ab575b4f34e0846.txt on the web app, with no game-specific server code: 11 bots and one person play the
    standard board to its end. The vote closes at 关门 (the online discussion day); every night step's deadline is
    「关门后N分钟内」, counted from the start of 黄昏 however long the stages before it took (Ask.deadline_from_phase
    naming a phase); the seat's view never holds another seat's identity before the end."""
    with client(bot_delay=0.0) as c:
        j = started(c, game="langren", players=12)
        room = room_of(c, j["code"])
        g = room.game
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            first = next_view(ws)
            others = {x.identity for s, x in g.state.chars.items() if x.identity != g.state.chars[1].identity}
            assert not any(name in json.dumps(first["display"], ensure_ascii=False) for name in others)
            assert first["ask"]["skill"] == "投票" and first["ask"]["deadline"] == 300
            ws.send_json({"type": "answer", "ask_no": first["ask_no"], "answer": first["ask"]["default"]})
            checked = False
            answered = first["ask_no"]
            while True:
                v = next_view(ws)
                if v.get("outcome"):
                    break
                for seat, ask in list(g.pending.items()):
                    if ask.deadline_from_phase == "黄昏" and seat in room.deadline_at and not checked:
                        want = room.phase_starts["黄昏"] + ask.deadline
                        assert abs(room.deadline_at[seat] - want) < 1e-6
                        checked = True
                if v.get("ask") and v["ask_no"] != answered:
                    answered = v["ask_no"]
                    send_answer(ws, v)
        assert v["outcome"]["winner"] in ("狼人", "村民") or v["outcome"]["winner"] is None
        assert checked  # a night ask's deadline was seen and counted from 黄昏
        phases = [p["phase"] for p in c.get("/api/games").json()["langren"]["phases"]]
        assert phases == ["白昼", "黄昏", "早夜", "午夜", "深夜", "凌晨", "晨曦"]


def test_a_langren_room_plays_a_board_given_as_text_and_refuses_a_path() -> None:
    """A host's own board (docs/langren_roles.md) reaches a room as the text of setting 板子: the room deals it and plays
    it to the end; a path is refused (a room must not make the server read its files), and so is an oversized text."""
    from daoyan.games.langren.board import BOARDS_DIR

    text = (BOARDS_DIR / "examples" / "qiubite.yaml").read_text(encoding="utf-8")
    with client() as c:
        assert c.get("/api/games").json()["langren"]["file"]["option"] == "板子"
        assert c.get("/api/games").json()["xianyao"]["file"] is None
        j = started(c, game="langren", players=10, options={"板子": text})
        g = room_of(c, j["code"]).game
        assert g.state.board.name == "丘比特板"
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            end = play_out(ws)
        assert end["outcome"]
        for bad in (str(BOARDS_DIR / "standard.yaml"), text + "#" * 70000):
            r = c.post("/api/rooms", json={"game": "langren", "players": 10, "options": {"板子": bad}})
            assert r.status_code == 400 and "板子" in r.text


def test_the_creator_fills_empty_seats_with_heuristic_bots_where_a_game_has_them() -> None:
    """Bots are chosen per room: 版杀 has a heuristic bot (daoyan.bots), so its room's empty seats can be filled with
    it and the game plays to the end; a game without one refuses with the reason, and the seats stay empty."""
    with client() as c:
        j = new_room(c, game="langren", players=12)
        assert c.post(f"/api/rooms/{j['code']}/join", json={"token": j["tokens"][1], "name": "甲"}).status_code == 200
        r = c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "bots": "heuristic"})
        assert r.status_code == 200, r.text
        assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
        room = room_of(c, j["code"])
        assert {s.name for s in room.seats.values() if s.kind == "bot"} == {"bot:heuristic"}
        assert type(room.bots[2]).__name__ == "LangrenBot"
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            assert play_out(ws)["outcome"]
        x = new_room(c)
        r = c.post(f"/api/rooms/{x['code']}/bots", json={"token": x["creator_token"], "bots": "none"})
        assert r.status_code == 409 and "name it" in r.text
        assert all(s.kind == "human" for s in room_of(c, x["code"]).seats.values())
        r = c.post(f"/api/rooms/{x['code']}/bots", json={"token": x["creator_token"], "bots": "clever"})
        assert r.status_code == 400 and "bots" in r.json()["error"]


def test_a_bot_in_a_room_reads_its_own_seats_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """A heuristic bot plays from its seat's view: the room gives it `seat_view` of its own seat (not an empty view,
    not another seat's)."""
    from daoyan.bots.langren import LangrenBot

    seen: list[tuple[int, int, bool]] = []
    decide = LangrenBot.decide

    def spy(self: LangrenBot, ask: Any, view: Any) -> Any:
        v = view()
        seen.append((ask.seat, v["seat"], bool(v["you"]) and bool(v["log"])))
        return decide(self, ask, view)

    monkeypatch.setattr(LangrenBot, "decide", spy)
    with client() as c:
        j = new_room(c, game="langren", players=12)
        assert c.post(f"/api/rooms/{j['code']}/join", json={"token": j["tokens"][1], "name": "甲"}).status_code == 200
        assert c.post(f"/api/rooms/{j['code']}/bots", json={"token": j["creator_token"], "bots": "heuristic"}
                      ).status_code == 200
        assert c.post(f"/api/rooms/{j['code']}/start", json={"token": j["creator_token"]}).status_code == 200
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            assert play_out(ws)["outcome"]
    assert len(seen) > 20 and all(asked == viewer and full for asked, viewer, full in seen)


def test_the_creator_chooses_each_free_seats_bot() -> None:
    """Bots per seat: before the start the creator sets one seat's bot (a kind, or "none": empty again); a person's
    seat, a seat outside the table and a started game are refused with the reason; the game seats what was chosen."""
    with client() as c:
        j = new_room(c, game="langren", players=12)
        code, tok = j["code"], j["creator_token"]

        def seat_bot(seat: int, kind: str) -> Any:
            return c.post(f"/api/rooms/{code}/bots", json={"token": tok, "bots": kind, "seat": seat})

        assert c.post(f"/api/rooms/{code}/join", json={"token": j["tokens"][1], "name": "甲"}).status_code == 200
        assert seat_bot(3, "heuristic").status_code == 200 and seat_bot(4, "random").status_code == 200
        assert seat_bot(3, "random").status_code == 200 and seat_bot(3, "heuristic").status_code == 200
        assert seat_bot(4, "none").status_code == 200 and seat_bot(6, "search").status_code == 200
        r = seat_bot(1, "random")
        assert r.status_code == 409 and "taken by a person" in r.text
        r = seat_bot(13, "random")
        assert r.status_code == 409 and "no seat 13" in r.text
        seats = room_of(c, code).seats
        assert (seats[3].kind, seats[3].name, seats[4].kind, seats[4].name) == ("bot", "bot:heuristic", "human", "")
        assert c.post(f"/api/rooms/{code}/bots", json={"token": tok, "bots": "random"}).status_code == 200
        assert c.post(f"/api/rooms/{code}/start", json={"token": tok}).status_code == 200
        room = room_of(c, code)
        assert type(room.bots[3]).__name__ == "LangrenBot" and type(room.bots[4]).__name__ == "RandomBot"
        assert type(room.bots[6]).__name__ == "SearchBot"
        r = seat_bot(5, "heuristic")
        assert r.status_code == 409 and "already started" in r.text
        x = c.post("/api/rooms", json={"game": "fuweng", "players": 6, "seed": 3}).json()
        r = c.post(f"/api/rooms/{x['code']}/bots", json={"token": x["creator_token"], "bots": "search", "seat": 2})
        assert r.status_code == 200  # every game has a search bot now


def test_a_search_bot_in_a_room_thinks_beside_the_room_and_plays_to_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """A search bot thinks in a worker thread over its own sampled games (the room goes on meanwhile) and answers its
    own asks; the game ends."""
    from daoyan.server import rooms

    monkeypatch.setattr(rooms, "SEARCH_SECONDS", 0.05)
    with client() as c:
        j = new_room(c, game="langren", players=12)
        code, tok = j["code"], j["creator_token"]
        assert c.post(f"/api/rooms/{code}/join", json={"token": j["tokens"][1], "name": "甲"}).status_code == 200
        assert c.post(f"/api/rooms/{code}/bots", json={"token": tok, "bots": "search", "seat": 2}).status_code == 200
        assert c.post(f"/api/rooms/{code}/bots", json={"token": tok, "bots": "heuristic"}).status_code == 200
        assert c.post(f"/api/rooms/{code}/start", json={"token": tok}).status_code == 200
        room = room_of(c, code)
        with c.websocket_connect(f"/ws/{code}?token={j['tokens'][1]}") as ws:
            assert play_out(ws)["outcome"]
        bot = room.bots[2]
        assert type(bot).__name__ == "SearchBot" and bot.decisions > 0
        assert any(s == 2 for _, s, _ in room.game.history)


def test_a_thinking_bot_decides_one_ask_at_a_time_and_a_failing_one_never_stalls_the_room() -> None:
    """A bot that thinks in a worker thread is never asked again while it thinks (its samples are its own state: two
    decisions at once corrupted them, and the failed move stalled the room); a bot that fails to decide plays its
    ask's default and the room goes on to the end."""
    import threading
    import time

    every = [0]  # decisions of all the slow bots: every third fails (however long the random game, some do)

    class Slow:
        wants_known = True

        def __init__(self) -> None:
            self.busy, self.most, self.calls, self.lock = 0, 0, 0, threading.Lock()

        def decide(self, ask: Any, view: Any) -> Any:
            with self.lock:
                self.busy += 1
                self.calls += 1
                every[0] += 1
                fails = every[0] % 3 == 0
                self.most = max(self.most, self.busy)
            time.sleep(0.03)
            with self.lock:
                self.busy -= 1
            if fails:
                raise RuntimeError("a bot that fails")
            return ask.options[0]

    with client() as c:
        j = new_room(c, game="langren", players=12)
        code, tok = j["code"], j["creator_token"]
        assert c.post(f"/api/rooms/{code}/join", json={"token": j["tokens"][1], "name": "甲"}).status_code == 200
        assert c.post(f"/api/rooms/{code}/bots", json={"token": tok, "bots": "heuristic"}).status_code == 200
        assert c.post(f"/api/rooms/{code}/start", json={"token": tok}).status_code == 200
        room = room_of(c, code)
        slow = {seat: Slow() for seat in range(2, 13)}  # every bot seat (one alone may die before its third ask)
        room.bots.update(slow)
        with c.websocket_connect(f"/ws/{code}?token={j['tokens'][1]}") as ws:
            assert play_out(ws)["outcome"]
        assert every[0] >= 3 and all(b.most <= 1 for b in slow.values()) and not room.thinking


def test_a_room_restarted_while_it_stood_at_a_step_goes_on_from_it(tmp_path: Path) -> None:
    """A server killed while a paced game stood at a step (PACE: released, nobody asked) resumes it after 暗步 and
    plays on — it had counted the restart as the step's release and then waited for nothing, the room frozen (seen in
    the browser test under load: a 仙妖斗法 room at 「第二轮发言」 with no ask open, forever)."""
    from daoyan.server.rooms import Rooms
    from daoyan.server.store import Store

    url = f"sqlite:///{tmp_path / 'r.db'}"

    async def first() -> tuple[str, int]:
        rooms = Rooms(Store(url), bot_delay=0.0, pace=0.01)
        room = rooms.create("xianyao", 5, {}, {}, None, "host", seed=3)
        await room.fill_with_bots("random")
        await room.start()
        g = room.game
        assert g is not None
        while not (g.at_pace and len(g.history) > 10):  # stop the world at a step, as a kill -9 would
            await asyncio.sleep(0)
        for task in asyncio.all_tasks() - {asyncio.current_task()}:
            task.cancel()
        return room.code, len(g.history)

    async def after_restart(code: str) -> tuple[bool, int]:
        rooms = Rooms(Store(url), bot_delay=0.0, pace=0.01)
        g = rooms.get(code).game
        assert g is not None and g.at_pace and not g.pending  # (loaded in the event loop: it resumes by itself)
        for _ in range(3000):
            if g.finished:
                break
            await asyncio.sleep(0.001)
        return g.finished, len(g.history)

    code, n = asyncio.run(first())
    finished, m = asyncio.run(after_restart(code))
    assert finished and m > n


def test_an_invitation_given_to_a_bot_shows_the_link_holder_no_bot_view() -> None:
    """Issue 25: a friend who opened seat 2's invitation and had not joined when the creator filled the seats with
    bots is told «这个座位已由机器人接替» and disconnected (never sent the bot's view); the link then opens nothing."""
    with client(bot_delay=10) as c:
        j = new_room(c)
        code, link = j["code"], j["tokens"][2]
        with c.websocket_connect(f"/ws/{code}?token={link}") as ws:
            assert next_view(ws)["audience"] == 2
            assert c.post(f"/api/rooms/{code}/bots", json={"token": j["creator_token"]}).status_code == 200
            msgs = []
            while True:
                m = ws.receive_json()
                msgs.append(m)
                if m["type"] == "error":
                    break
            assert "这个座位已由机器人接替" in m["message"] and "this seat was given to a bot" in m["message"]
            assert m["code"] == "seat_withdrawn"
        assert c.get(f"/api/rooms/{code}", params={"token": link}).status_code == 403
        assert c.post(f"/api/rooms/{code}/join", json={"token": link, "name": "乙"}).status_code == 403
