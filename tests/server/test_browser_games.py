"""Issue 25's check: each of the four games played to its end in Debian's chromium by taps — on seats, cards and map
cells where the question takes them, else on the listed choices, then 确认 — at a desktop's size and at a 390×844
phone's; bots on the other seats. Each run asserts no sideways scroll, no console error and a result banner."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from test_browser import ARGS, CHROMIUM, Server, post_json, server  # noqa: F401  (the fixture)

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed")

PLAYERS = {"xianyao": 7, "fuweng": 5, "wangling": 15, "langren": 12}
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}



def tap(page: Any, kinds: dict[str, int]) -> bool:
    """One tap as a person composes an answer: 确认 when the answer is complete; else a cell of the map, a seat or a
    card the question can take (not twice the same narrowing); else the first choice listed."""
    tries = [("confirm", "#ask button.confirm:not([disabled])")]
    if not page.query_selector("#ask button.filter"):  # nothing narrowed yet
        tries += [("cell", "#board g.cell.legal"), ("seat", "#seats .seat.legal"),
                  ("card", "#you .card.usable:not(.picked)")]
    tries.append(("choice", "#ask button.choice:not(.on):not(.reset):not(.filter):not(.undo):not([disabled])"))
    for kind, selector in tries:
        target = page.query_selector(selector)
        if target is None:
            continue
        try:
            target.click(timeout=2000)
        except Exception:  # the view changed under the tap: look again
            return False
        kinds[kind] = kinds.get(kind, 0) + 1
        return True
    return False


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_whole_game_by_taps(server: Server, game: str, size: str) -> None:  # noqa: F811
    from playwright.sync_api import sync_playwright

    base = f"http://127.0.0.1:{server.port}"

    post = partial(post_json, base)

    options = {"人妖牌": "標準版"} if game == "fuweng" else {}
    j = post("/api/rooms", {"game": game, "players": PLAYERS[game], "seed": 2, "mode": "play", "options": options})
    post(f"/api/rooms/{j['code']}/bots", {"token": j["creator_token"], "bots": "heuristic"})
    post(f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_context(viewport=SIZES[size]).new_page()
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(j["creator_link"])
        kinds: dict[str, int] = {}
        widest = 0
        deadline = time.time() + 300
        while time.time() < deadline and not page.query_selector("#outcome"):
            if not tap(page, kinds):
                time.sleep(0.05)
            widest = max(widest, page.evaluate("document.documentElement.scrollWidth"))
        assert page.query_selector("#outcome"), f"no result after 300 s; taps {kinds}"
        head = page.text_content("#result-head") or ""
        assert head in ("你赢了", "你输了"), head
        assert widest <= SIZES[size]["width"], f"the page scrolled sideways: {widest} px"
        assert not errors, errors[:3]
        assert kinds.get("confirm", 0) >= 1, kinds
        if game == "fuweng":  # a seat's question aimed at one: the seats (or the map) were tapped
            assert kinds.get("seat", 0) + kinds.get("cell", 0) + kinds.get("card", 0) >= 1, kinds
        browser.close()
