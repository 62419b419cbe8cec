"""Benchmark: what one whole game costs a player in the web app — clicks and seconds, per game (issue 25's "before
and after"). A `daoyan serve` on a free port (SQLite in a temporary folder); a room per game created in the lobby by
its player (mode 参与游戏: the creator's own seat) in Debian's chromium (headless, desktop 1280×800 or a 390×844
phone), bots on every other seat, and the player clicking the first enabled option of each question until the
result shows.

    .venv/bin/python bench/web_clicks.py [--game all|xianyao|fuweng|wangling|langren] [--phone] [--limit 600]

Prints figures; asserts nothing. A click is one tap: of an option button on the page before issue 25, of an
action, a target or 确认 since (a question is composed); seconds are wall time from 开始 to the
result (bots answer after DAOYAN_BOT_DELAY seconds, set to 0.05 here). Needs chromium (.ci/run installs it).
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
PLAYERS = {"xianyao": 7, "fuweng": 5, "wangling": 21, "langren": 12}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve(db: Path, port: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "DAOYAN_BOT_DELAY": "0.05", "DAOYAN_PACE": "0.02"}
    proc = subprocess.Popen([sys.executable, "-m", "daoyan.cli", "serve", "--port", str(port), "--database",
                             f"sqlite:///{db}"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start")


def one_game(browser: Any, base: str, game: str, phone: bool, limit: float) -> dict[str, Any]:
    """Create, join seat 1, fill the rest with bots, start, click through; the figures."""
    size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 800}
    creator = browser.new_context(viewport=size).new_page()
    creator.goto(base + "/")
    creator.select_option("#game", game)
    creator.fill("#players", str(PLAYERS[game]))
    if game == "fuweng" and creator.query_selector("[name='setting:人妖牌']"):
        # the lobby's form offers the book's game (人妖牌 標準版) since issue 25; measured without, as before it
        creator.select_option("[name='setting:人妖牌']", '"無"')  # option values are JSON
    creator.click("#create button[type=submit]")
    creator.wait_for_selector("#creator-link")
    control = creator.get_attribute("#creator-link", "href")  # (mode 参与游戏: the creator plays a seat)
    page = creator
    page.goto(control)
    page.click("#bots-btn")
    page.wait_for_selector("#start-btn")
    page.click("#start-btn")
    start = time.time()
    clicks = misses = 0
    most_buttons = 0
    while time.time() - start < limit and not page.query_selector("#outcome"):
        # the page before issue 25 listed every option as a button (`button.option`); since, a question is composed:
        # an action, a target, then 确认 — one tap each, the first choice offered each time
        buttons = page.query_selector_all("#ask button.option:not([disabled])")
        if not buttons:
            confirm = page.query_selector_all("#ask button.confirm:not([disabled])")
            buttons = confirm or page.query_selector_all(
                "#ask button.choice:not(.on):not(.reset):not(.filter):not(.undo):not([disabled])")
        most_buttons = max(most_buttons, len(buttons))
        if buttons:
            try:
                buttons[0].click(timeout=2000)
                clicks += 1
            except Exception:  # the question was rebuilt under the click: the tap is lost
                misses += 1
        time.sleep(0.05)
    done = page.query_selector("#outcome") is not None
    wide = page.evaluate("document.documentElement.scrollWidth")
    out = {"game": game, "finished": done, "clicks": clicks, "lost taps": misses,
           "seconds": round(time.time() - start, 1), "most options in one question": most_buttons,
           "page width": wide, "viewport": size["width"]}
    creator.context.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="all", help="all, or one of " + ", ".join(PLAYERS))
    ap.add_argument("--phone", action="store_true", help="a 390×844 viewport instead of 1280×800")
    ap.add_argument("--limit", type=float, default=600.0, help="seconds a game may take before it is given up")
    a = ap.parse_args()
    if not Path(CHROMIUM).exists():
        sys.exit("chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    games = list(PLAYERS) if a.game == "all" else [a.game]
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        proc = serve(Path(tmp) / "bench.db", port)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                for game in games:
                    r = one_game(browser, f"http://127.0.0.1:{port}", game, a.phone, a.limit)
                    print(f"{r['game']}: {PLAYERS[game]} players, seat 1 by clicks, the rest bots, "
                          f"{'phone 390' if a.phone else 'desktop 1280'} px")
                    for k, v in r.items():
                        if k != "game":
                            print(f"  {k:<30} {v}")
                browser.close()
        finally:
            proc.kill()


if __name__ == "__main__":
    main()
