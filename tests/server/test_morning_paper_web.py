"""亡灵低语's 晨报 on the web app (002_df7a4ea6bd54eb52.txt: 「晨报在讨论帖开门时发布」, 「晨报可以存在也可以不存在」):
a writer seat gets a speech ask (the page's text box) with a deadline before the 公示, and its words are posted."""

from __future__ import annotations

import time
from typing import Any

from test_server_api import client, next_view, room_of, send_answer, started

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
