"""亡灵低语's 晨报 on the web app (002_df7a4ea6bd54eb52.txt: 「晨报在讨论帖开门时发布」, 「晨报可以存在也可以不存在」):
a writer seat gets a speech ask (the page's text box) with a deadline before the 公示, and its words are posted."""

from __future__ import annotations

import time
from typing import Any

from test_server_api import client, new_room, next_view, room_of, send_answer, started

STORY = "雾中传来钟声，守夜人的灯笼熄了。"


def test_a_writer_seat_writes_the_morning_paper_from_its_page() -> None:
    with client() as c:
        j = started(c, game="wangling", players=21, options={"晨报": [1], "最多天数": 3})
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            answered, wrote = None, None
            deadline = time.time() + 120
            while time.time() < deadline:
                v = next_view(ws)
                if v.get("outcome") or (wrote is not None and any("【晨报】" in e["text"] for e in v["log"])):
                    break
                a = v.get("ask")
                if not a or v["ask_no"] == answered:
                    continue
                answered = v["ask_no"]
                if a["skill"] == "晨报":
                    assert a["speech"] and a["deadline"] == 1800 and "公示" in a["prompt"]
                    assert str(1) in v["deadlines"]  # the page counts it down: it never stalls the room
                    wrote = v["ask_no"]
                    ws.send_json({"type": "answer", "ask_no": v["ask_no"],
                                  "answer": {"choice": "晨报", "say": STORY}})
                else:
                    send_answer(ws, v)
        g = room_of(c, j["code"]).game
        posts = [e.text for e in g.log.entries if e.kind == "announce"]
        assert wrote is not None and posts and posts[0].endswith("【晨报】\n" + STORY)
        assert any(a.get("say") == STORY for _, s, a in g.history if s == 1)  # in the record (persisted, replayed)
        stored: list[Any] = [a.answer for a in room_of(c, j["code"]).store.answers(j["code"]) if a.seat == 1]
        assert {"choice": "晨报", "say": STORY} in stored


DIRECTOR_STORY = "导演手记: 钟楼的影子比昨天更长了。"


def wait_for(c: Any, code: str, seat_answers: dict[int, str], until: Any, limit: float = 60) -> Any:
    """Let the room's bots play; answer each person's seat (token by seat) with its default over HTTP; stop when
    `until(game)` holds."""
    g = room_of(c, code).game
    deadline = time.time() + limit
    while not until(g):
        assert time.time() < deadline and not g.finished, "the room never reached the awaited step"
        for seat, token in seat_answers.items():
            ask = g.pending.get(seat)
            if ask is not None:
                c.post(f"/api/rooms/{code}/answer", json={"token": token, "answer": ask.default})
        time.sleep(0.005)
    return g


def test_the_director_writes_the_morning_paper_from_the_host_page() -> None:
    """002_df7a4ea6bd54eb52.txt 「一般晨报由导演编写」 (W-MP4): in a host room with 晨报 = 导演, the host (the creator)
    is asked before each 公示; his ask reaches his page alone — a seat's view never holds it, the public clock says
    only that the 晨报 is being written (the same for every seat and the spectators) —, a seat's token cannot
    answer it (409, saying why), and what he sends closes the 公示 under 【晨报】, stored as seat 0's answer."""
    from daoyan.core.ask import HOST_SEAT

    with client() as c:
        j = started(c, game="wangling", players=21, mode="host", options={"晨报": "导演", "最多天数": 3})
        code, host = j["code"], j["creator_token"]
        g = wait_for(c, code, {1: j["tokens"][1]}, lambda g: HOST_SEAT in g.pending)
        seat = c.get(f"/api/rooms/{code}", params={"token": j["tokens"][1]}).json()["view"]
        public = c.get(f"/api/rooms/{code}").json()["view"]
        for v in (seat, public):
            assert v.get("ask") is None and 0 not in v["waiting"] and "不写则无晨报" not in str(v)
            assert v["waiting_on"] == {"seats": [], "asks": ["晨报"], "host": True}
            assert v["clock"]["label"] == "晨报" and v["clock"]["kind"] == "ask"
        assert {k: seat[k] for k in ("clock", "waiting_on", "waiting")} == \
               {k: public[k] for k in ("clock", "waiting_on", "waiting")}
        # a seat cannot answer the host's ask: named (409, why) or not (it is not being asked)
        r = c.post(f"/api/rooms/{code}/answer", json={"token": j["tokens"][1], "seat": 0,
                                                      "answer": {"choice": "晨报", "say": "冒名"}})
        assert r.status_code == 409 and "only the host" in r.json()["error"]
        r = c.post(f"/api/rooms/{code}/answer", json={"token": j["tokens"][1],
                                                      "answer": {"choice": "晨报", "say": "冒名"}})
        assert r.status_code == 409 and "not being asked" in r.json()["error"]
        assert HOST_SEAT in g.pending
        with c.websocket_connect(f"/ws/{code}?token={host}") as ws:
            v = next_view(ws)
            mine = [a for a in v["asks"] if a["seat"] == 0]
            assert len(mine) == 1 and mine[0]["skill"] == "晨报" and mine[0]["speech"] and "公示" in mine[0]["prompt"]
            assert "0" in v["deadlines"]  # the host's page counts his time down
            # as the page sends it: the ask, seat 0 (the host's own), the words
            ws.send_json({"type": "answer", "ask_no": v["ask_no"], "seat": 0,
                          "answer": {"choice": "晨报", "say": DIRECTOR_STORY}})
            wait_for(c, code, {1: j["tokens"][1]}, lambda g: any(e.kind == "announce" for e in g.log.entries))
        posts = [e.text for e in g.log.entries if e.kind == "announce"]
        assert posts[0].endswith("【晨报】\n" + DIRECTOR_STORY)
        seat = c.get(f"/api/rooms/{code}", params={"token": j["tokens"][1]}).json()["view"]
        assert any(e["text"].endswith("【晨报】\n" + DIRECTOR_STORY) for e in seat["log"])
        stored = [(a.seat, a.answer) for a in room_of(c, code).store.answers(code)]
        assert (0, {"choice": "晨报", "say": DIRECTOR_STORY}) in stored
        # the next night the host answers over HTTP with no seat named (a host room: his own ask)
        g = wait_for(c, code, {1: j["tokens"][1]}, lambda g: HOST_SEAT in g.pending or g.finished)
        if not g.finished:
            r = c.post(f"/api/rooms/{code}/answer", json={"token": host, "answer": {"choice": "放弃"}})
            assert r.status_code == 200, r.text


def test_a_play_room_refuses_the_director_writing_with_why() -> None:
    """A play room has no 导演 (its creator plays seat 1): 晨报 = 导演 is refused at creation, saying so in Chinese
    and English and naming what to do instead (writer seats, or a host room)."""
    with client() as c:
        r = c.post("/api/rooms", json={"game": "wangling", "players": 21, "mode": "play",
                                       "options": {"晨报": "导演"}})
        assert r.status_code == 400
        why = r.json()["error"]
        assert "参与游戏的房间没有导演" in why and "a play room has no host" in why and "name writer seats" in why
        assert "create a host room" in why
        for mode in ("host", "assist"):  # where there is a 导演 it is taken
            r = c.post("/api/rooms", json={"game": "wangling", "players": 21, "mode": mode, "seed": 1,
                                           "options": {"晨报": "导演"}})
            assert r.status_code == 200, r.text
        r = c.post("/api/rooms", json={"game": "wangling", "players": 21, "mode": "play", "options": {"晨报": [3]}})
        assert r.status_code == 200, r.text  # writer seats need no 导演


def test_the_assisting_host_enters_the_seats_gestures_and_writes_his_own_paper() -> None:
    """A host-assistant room (a real table) has a 导演 too (W-MP4): he enters each seat's gesture naming the seat, and
    answers his own 晨报 naming seat 0; with no seat named he is still asked which seat (his gestures come first)."""
    from daoyan.core.ask import HOST_SEAT

    with client() as c:
        j = new_room(c, game="wangling", players=21, mode="assist", options={"晨报": "导演", "最多天数": 2})
        code, host = j["code"], j["creator_token"]
        assert c.post(f"/api/rooms/{code}/start", json={"token": host}).status_code == 200
        g = room_of(c, code).game
        while HOST_SEAT not in g.pending:
            seat, ask = next(iter(g.pending.items()))
            r = c.post(f"/api/rooms/{code}/answer", json={"token": host, "seat": seat, "answer": ask.default})
            assert r.status_code == 200, r.text
        r = c.post(f"/api/rooms/{code}/answer", json={"token": host, "answer": {"choice": "晨报", "say": STORY}})
        assert r.status_code == 409 and "name the seat" in r.json()["error"]
        r = c.post(f"/api/rooms/{code}/answer", json={"token": host, "seat": 0,
                                                      "answer": {"choice": "晨报", "say": STORY}})
        assert r.status_code == 200, r.text
        assert HOST_SEAT not in g.pending and g.history[-1][1:] == (HOST_SEAT, {"choice": "晨报", "say": STORY})
