"""The end of a game on the web app (issue 25): the result banner's facts (your side won or lost, and why), the
revealed log with seat numbers where a private line said "you", and a readable replay (the table as a table, random
draws in words)."""

from __future__ import annotations

from typing import Any

from test_server_api import client, next_view, play_out, room_of, started

from daoyan.core.game import Game
from daoyan.core.view import host_view
from daoyan.games import get_rules


def _told_elsewhere(log: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    return [e for e in log if isinstance(e["audience"], list) and seat not in e["audience"]]


def test_the_end_tells_a_seat_whether_its_side_won_and_why_and_reveals_others_lines_with_their_numbers() -> None:
    with client() as c:
        j = started(c)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            end = play_out(ws)
        g = room_of(c, j["code"]).game
        mine = next(r for r in g.rules.seat_results(g) if r["seat"] == 1)
        assert end["you_won"] is mine["won"] and isinstance(end["you_won"], bool)
        assert end["outcome"]["reason"] and end["outcome"]["reason"] == g.outcome.reason
        others = _told_elsewhere(end["log"], 1)
        assert others, "the whole log is revealed at the end, other seats' private lines too"
        for e in others:  # 「10号在今晚出局了」, never 「你…」 for another seat's line
            assert "你" not in e["text"], e
            assert any(f"{s}号" in e["text"] for s in e["audience"]) or "你" not in g.log.entries[0].text
        told = [e for e in g.log.entries if e.audience.kind == "seats" and 1 not in e.audience.seats
                and "你" in e.text]
        assert told  # the lines that said "you" to another seat …
        texts = {e["text"] for e in end["log"]}
        for e in told:  # … read with that seat's numbers
            assert e.text.replace("你", "、".join(f"{s}号" for s in e.audience.seats)) in texts or "你们" in e.text
        own = [e for e in end["log"] if isinstance(e["audience"], list) and 1 in e["audience"]]
        assert any("你" in e["text"] for e in own)  # the reader's own lines still say "you"


def test_the_host_sees_who_won_without_a_seat_result_and_english_lines_told_to_seats_are_addressed_to_them() -> None:
    with client() as c:
        j = started(c, bots=True, mode="host")
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            play_out(ws)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['creator_token']}&lang=en") as ws:
            v = next_view(ws)
        assert "you_won" not in v and v["outcome"]["winner"]
        told = _told_elsewhere(v["log"], None)
        assert told
        for e in told:  # kept as the seats read it, addressed to them: "To #3: Your identity card: …"
            to = "To " + " and ".join(f"#{s}" for s in e["audience"]) + ": " if len(e["audience"]) < 3 else "To #"
            assert e["text"].startswith(to), e


def test_the_replay_shows_the_table_as_a_table_and_random_draws_in_words_with_seat_numbers() -> None:
    with client() as c:
        j = started(c)
        code = j["code"]
        with c.websocket_connect(f"/ws/{code}?token={j['tokens'][1]}") as ws:
            play_out(ws)
        for step in (3, -1):
            r = c.get(f"/api/rooms/{code}/replay", params={"token": j["tokens"][1], "seat": "host", "step": step})
            view = r.json()["view"]
            d = view["display"]
            assert d["columns"] and len(d["rows"]) == 5 and all(len(row) == len(d["columns"]) for row in d["rows"])
            for e in _told_elsewhere(view["log"], None):
                assert "你" not in e["text"], e
            draws = [e for e in view["log"] if e["kind"] == "chance"]
            assert draws and all(e["text"].startswith("随机: ") and "(choice)" not in e["text"]
                                 and "{" not in e["text"] for e in draws)
        seat2 = c.get(f"/api/rooms/{code}/replay", params={"token": j["tokens"][1], "seat": "2", "step": 2}).json()
        assert seat2["view"]["display"]["columns"]


def test_a_drawn_target_reads_as_a_seat_number() -> None:
    g = Game(get_rules("xianyao"), 5, 3, {})
    g._log_chance({"chance": "馈赠", "kind": "choice", "value": {"target": 17}})
    assert g.log.entries[-1].text == "随机: 馈赠 → 17号"
    assert host_view(g, "en")["log"][-1]["text"].endswith("→ #17")
