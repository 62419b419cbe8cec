"""The creator's invitations at any time (issue 25: «the room shows each open seat's link and a QR code at any time to
the creator (never a joined seat's secret)»): `GET /api/rooms/CODE/invitations` — every open seat's link and its QR
code, for the creator's token alone; docs/security.md, "Who may see and do what"."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from typing import Any

import segno
from fastapi.testclient import TestClient
from test_server_api import client, new_room, next_view, play_out, room_of, started

BASE = "http://192.168.1.20:8000"  # the origin a creator's page is on (a LAN address: `daoyan serve --lan`)


def invitations(c: TestClient, code: str, token: str | None, **params: Any) -> Any:
    q = {"base": BASE, **params}
    if token is not None:
        q["token"] = token
    return c.get(f"/api/rooms/{code}/invitations", params=q)


def matrix_of(svg: str) -> list[list[int]]:
    """The modules an SVG from segno draws (its path: `M x y` / `m dx dy` moves, `h n` a run of n dark modules on the
    row y - 0.5), read back: the QR code the page shows, as a matrix, without the quiet zone."""
    root = ET.fromstring(svg)
    size = int(float(root.attrib["viewBox"].split()[2]))
    path = next(e for e in root.iter() if e.tag.endswith("path") and e.attrib.get("class") == "qrline")
    assert path.attrib.get("transform") in (None, "scale(1)")
    dark = [[0] * size for _ in range(size)]
    x = y = 0.0
    for cmd, a, b in re.findall(r"([MmHh])(-?[0-9.]+)(?:[ ,]?(-?[0-9.]+))?", path.attrib["d"]):
        if cmd == "M":
            x, y = float(a), float(b)
        elif cmd == "m":
            x, y = x + float(a), y + float(b)
        else:
            n = float(a) if cmd == "h" else float(a) - x
            for i in range(int(n)):
                dark[int(y - 0.5)][int(x) + i] = 1
            x += n
    # the quiet zone is white all round: 4 modules (the standard's)
    assert not any(dark[r][c] for r in range(size) for c in range(size)
                   if min(r, c) < 4 or max(r, c) >= size - 4)
    return [row[4:size - 4] for row in dark[4:size - 4]]


def decode(matrix: list[list[int]]) -> str:
    """What a QR reader (zxing-cpp) reads in the matrix drawn as an image, 8 pixels a module, with a quiet zone."""
    import zxingcpp
    from PIL import Image

    n, scale, quiet = len(matrix), 8, 4
    img = Image.new("L", ((n + 2 * quiet) * scale,) * 2, 255)
    for r, row in enumerate(matrix):
        for c, v in enumerate(row):
            if v:
                img.paste(0, ((c + quiet) * scale, (r + quiet) * scale, (c + quiet + 1) * scale, (r + quiet + 1) * scale))
    found = zxingcpp.read_barcodes(img)
    assert len(found) == 1
    return str(found[0].text)


def test_the_creator_gets_every_open_seats_link_and_a_qr_code_of_exactly_that_address() -> None:
    with client() as c:
        j = new_room(c)  # a play room of 5: the creator is seat 1
        r = invitations(c, j["code"], j["creator_token"])
        assert r.status_code == 200, r.text
        seats = r.json()["seats"]
        assert [s["seat"] for s in seats] == [2, 3, 4, 5]  # never the creator's own seat
        for s in seats:
            token = j["tokens"][s["seat"]]
            assert s["link"] == f"/room/{j['code']}?token={token}"
            assert s["url"] == BASE + s["link"]
            # segno's own drawing of that address, and a reader reads the address back from the code served
            assert s["svg"] == segno.make(s["url"], error="m", micro=False).svg_inline(
                scale=1, border=4, dark="#000", light="#fff", omitsize=True)
            m = matrix_of(s["svg"])
            assert m == [list(row) for row in segno.make(s["url"], error="m", micro=False).matrix]
            assert decode(m) == s["url"]
        # an English page's codes open the seat in English; without `base`, the server's own address
        en = invitations(c, j["code"], j["creator_token"], lang="en").json()["seats"]
        assert all(s["url"] == BASE + s["link"] + "&lang=en" and decode(matrix_of(s["svg"])) == s["url"] for s in en)
        plain = c.get(f"/api/rooms/{j['code']}/invitations", params={"token": j["creator_token"]}).json()["seats"]
        assert plain[0]["url"] == "http://testserver" + plain[0]["link"]


def test_a_host_room_invites_every_seat_and_a_table_assistant_room_none() -> None:
    with client() as c:
        host = new_room(c, mode="host")
        assert [s["seat"] for s in invitations(c, host["code"], host["creator_token"]).json()["seats"]] == [1, 2, 3, 4, 5]
        assist = new_room(c, mode="assist")
        r = invitations(c, assist["code"], assist["creator_token"]).json()
        assert r == {"invites": "", "seats": []}


def test_nobody_but_the_creator_is_shown_the_invitations() -> None:
    """A seat's token (invited or joined), a spectator (no token), a wrong or another room's token: 403 saying only
    that this is the creator's; an unknown room: 404. No refusal holds any token."""
    with client() as c:
        j = new_room(c, password="pw")
        other = new_room(c)
        joined = c.post(f"/api/rooms/{j['code']}/join", json={"token": j["tokens"][2], "name": "乙"}).json()["token"]
        secrets = {j["creator_token"], joined, *j["tokens"].values()}
        for token in (j["tokens"][3], joined, None, "", "x" * 64, "é", other["creator_token"], j["tokens"][2]):
            r = invitations(c, j["code"], token, password="pw")
            assert r.status_code == 403, (token, r.text)
            assert "creator" in r.text and not any(s in r.text for s in secrets)
        assert invitations(c, "NOSUCHROOM234567", j["creator_token"]).status_code == 404
        assert invitations(c, j["code"], "y" * 65).status_code in (400, 403)
        # a page that is not an origin: refused, it does not go into a code
        for base in ("javascript:alert(1)", "http://a.b/room", "ftp://a.b", "http://" + "a" * 400):
            assert invitations(c, j["code"], j["creator_token"], base=base).status_code == 400


def test_a_joined_seat_leaves_the_list_and_its_secret_never_reaches_the_creator() -> None:
    with client() as c:
        j = new_room(c)
        code, creator = j["code"], j["creator_token"]
        before = invitations(c, code, creator).json()
        r = c.post(f"/api/rooms/{code}/join", json={"token": j["tokens"][3], "name": "丙"})
        mine = r.json()["token"]
        after = invitations(c, code, creator).json()
        assert [s["seat"] for s in after["seats"]] == [2, 4, 5]
        assert after["invites"] != before["invites"]  # the creator's page fetches again
        info = c.get(f"/api/rooms/{code}", params={"token": creator}).json()
        for shown in (json.dumps(after), json.dumps(info)):
            assert mine not in shown and j["tokens"][3] not in shown  # neither the spent invitation nor the secret
        assert info["view"]["invites"] == after["invites"]
        # the spent invitation opens nothing; the joined seat's own page gets no fingerprint
        assert c.get(f"/api/rooms/{code}", params={"token": j["tokens"][3]}).status_code == 403
        assert "invites" not in c.get(f"/api/rooms/{code}", params={"token": mine}).json()["view"]


def test_a_fresh_invitation_replaces_the_old_in_the_list() -> None:
    with client() as c:
        j = new_room(c)
        code, creator = j["code"], j["creator_token"]
        before = invitations(c, code, creator).json()
        link = c.post(f"/api/rooms/{code}/invite", json={"token": creator, "seat": 4}).json()["link"]
        after = invitations(c, code, creator).json()
        assert after["invites"] != before["invites"]
        assert {s["seat"]: s["link"] for s in after["seats"]}[4] == link
        assert j["tokens"][4] not in json.dumps(after)
        # a bot on an open seat: gone from the list; emptied again: a new invitation, listed
        c.post(f"/api/rooms/{code}/bots", json={"token": creator, "seat": 5, "bots": "random"})
        assert [s["seat"] for s in invitations(c, code, creator).json()["seats"]] == [2, 3, 4]
        c.post(f"/api/rooms/{code}/bots", json={"token": creator, "seat": 5, "bots": "none"})
        again = {s["seat"]: s["link"] for s in invitations(c, code, creator).json()["seats"]}
        assert sorted(again) == [2, 3, 4, 5] and j["tokens"][5] not in again[5]


def test_during_the_game_open_seats_are_listed_and_bots_seats_never() -> None:
    """Invitations at any time: after the start an open seat's link still opens it (and joining spends it); a
    bot's seat is never listed; once the game is over nothing is."""
    with client(bot_delay=10) as c:
        j = new_room(c)
        code, creator = j["code"], j["creator_token"]
        for seat in (2, 3):
            c.post(f"/api/rooms/{code}/bots", json={"token": creator, "seat": seat, "bots": "random"})
        assert c.post(f"/api/rooms/{code}/start", json={"token": creator}).status_code == 200
        listed = invitations(c, code, creator).json()["seats"]
        assert [s["seat"] for s in listed] == [4, 5]
        bots = {str(s.token) for s in room_of(c, code).seats.values() if s.kind == "bot"}
        assert bots and not any(b in json.dumps(listed) for b in bots)
        # someone scans seat 4's code during the game and joins: the list shrinks, his secret stays his
        r = c.post(f"/api/rooms/{code}/join", json={"token": j["tokens"][4], "name": "丁"})
        assert r.status_code == 200
        mine = r.json()["token"]
        later = invitations(c, code, creator).json()
        assert [s["seat"] for s in later["seats"]] == [5] and mine not in json.dumps(later)


def test_a_finished_game_lists_no_invitation() -> None:
    with client() as c:
        j = started(c)  # seat 1 the creator's, every other seat a bot
        code = j["code"]
        with c.websocket_connect(f"/ws/{code}?token={j['tokens'][1]}") as ws:
            play_out(ws)
        assert room_of(c, code).game.finished
        assert invitations(c, code, j["creator_token"]).json() == {"invites": "", "seats": []}


def test_the_creators_view_carries_the_fingerprint_and_a_seats_does_not() -> None:
    with client() as c:
        j = new_room(c, mode="host")
        code = j["code"]
        with c.websocket_connect(f"/ws/{code}?token={j['creator_token']}") as ws:
            key = next_view(ws)["invites"]
            assert key == invitations(c, code, j["creator_token"]).json()["invites"] != ""
        with c.websocket_connect(f"/ws/{code}?token={j['tokens'][2]}") as ws:
            assert "invites" not in next_view(ws)
        with c.websocket_connect(f"/ws/{code}") as ws:
            assert "invites" not in next_view(ws)
