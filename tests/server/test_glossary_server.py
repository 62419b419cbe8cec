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


def test_a_view_rebuilt_from_the_last_release_is_whole_with_the_map_and_the_glossary() -> None:
    """A page that connects while the game stands past its last release gets the view of that release (`released_view`
    from the kept snapshot, the view last sent: an increment without the map or the glossary) — and still the map's
    drawing and the glossary a whole view carries. (A second page of the same seat, opened then, drew no map.)"""
    with client() as c:
        j = started(c, mode="host", game="fuweng", players=5)
        room = room_of(c, j["code"])
        assert room.game is not None
        seat = next(s for s in range(1, 6) if s not in room.game.pending)  # not being asked: not `entitled`
        whole = room.view_for(seat, "zh")
        increment = {k: v for k, v in room.view_for(seat, "zh", since=len(whole["log"])).items()
                     if k not in ("log", "log_from", "log_next", "chat", "chat_from", "chat_next")}
        assert "board_svg" not in increment and "glossary" not in increment
        room.snapshots[(seat, "zh", False)] = (increment, len(whole["log"]))
        room.released = ("not", "now")  # the game stands elsewhere than at its last release: the snapshot serves
        assert not room.entitled(seat)
        v = room.released_view(seat, "zh")
        assert v["board_svg"] == whole["board_svg"] and v["glossary"] == whole["glossary"]
        assert v["log_from"] == 0 and v["log"] == whole["log"]
