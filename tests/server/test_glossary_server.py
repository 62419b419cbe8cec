"""The glossary (issue 25: the book's words on tap) as the server sends it: with the first view of a connection
(since == 0), the same to every seat, the host and spectators (rule data only: it tells nobody anything), in the
view's language; and each ask's `term` / `terms`."""

from __future__ import annotations

from test_server_api import client, next_view, room_of, started


def test_the_glossary_comes_with_the_first_view_the_same_for_everyone() -> None:
    with client() as c:
        j = started(c, mode="host", game="wangling", players=15)
        room = room_of(c, j["code"])
        views = [room.view_for(seat, "zh") for seat in range(1, 16)] + [room.view_for("host", "zh"),
                                                                       room.view_for("public", "zh")]
        assert all(v["glossary"] == views[0]["glossary"] for v in views)
        # 002_df7a4ea6bd54eb52.txt: 「侦测<普通>：游戏日夜晚，牧师选择一名角色，获知该角色是否属于亡灵阵营。」
        assert "侦测<普通>：游戏日夜晚，牧师选择一名角色，获知该角色是否属于亡灵阵营。" in views[0]["glossary"]["牧师"]["text"]
        assert "glossary" not in room.view_for(1, "zh", since=1)  # once a connection: the page keeps it
        assert room.view_for(1, "en")["glossary"]["牧师"]["name"] == "Priest (牧师)"


def test_a_seats_socket_gets_the_glossary_and_its_asks_name_their_terms() -> None:
    """仙妖斗法: the first view over the WebSocket holds the glossary; an open ask carries `term` (its skill's entry or
    null) and `terms` (one list per option)."""
    with client() as c:
        j = started(c)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            v = next_view(ws)
            glossary = v["glossary"]
            assert "仙子" in glossary and "验妖·效果①" in glossary
            for _ in range(50):
                if v.get("ask"):
                    break
                v = next_view(ws)
            a = v["ask"]
            assert a is not None and len(a["terms"]) == len(a["options"]) and "term" in a
            assert all(k in glossary for t in a["terms"] for k in t) and a["term"] in (None, *glossary)
