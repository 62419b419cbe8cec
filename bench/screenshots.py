"""Screenshots of the web app for docs/screens/: the lobby, a player page and the host page, in Chinese and English,
a 三國殺×大富翁 player page with its board, and a 版杀 host page; and each game's main screen (a player's page with a
question open) at a desktop's size and a 390×844 phone's: `<game>_desktop.png`, `<game>_phone.png` (README).

    python bench/screenshots.py [--out docs/screens]

Needs Debian's chromium (and fonts-noto-cjk for the Chinese glyphs). Starts `daoyan serve` on a free port with a
throwaway database, creates the rooms through the API, lets bots play a few moves, and photographs the pages.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from serving import post, server

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def room(base: str, game: str, players: int, seed: int) -> dict[str, Any]:
    j = post(base, "/api/rooms", {"game": game, "players": players, "seed": seed, "mode": "host"})
    token1 = j["seat_links"]["1"].split("token=")[1]
    joined = post(base, f"/api/rooms/{j['code']}/join", {"token": token1, "name": "阿明"})
    # the invitation is spent: seat 1's page opens with the seat's own token from now on
    j["seat1"] = f"{base}/room/{j['code']}?token={joined.get('token') or token1}"
    post(base, f"/api/rooms/{j['code']}/bots", {"token": j["creator_token"]})
    post(base, f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
    return j


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="docs/screens")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    with server(0.02) as (_, base):
        xianyao = room(base, "xianyao", 7, 11)
        fuweng = room(base, "fuweng", 6, 5)
        langren = room(base, "langren", 12, 8)
        wangling = room(base, "wangling", 15, 4)
        time.sleep(2)
        from playwright.sync_api import sync_playwright

        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 950})
            for lang in ("zh", "en"):
                q = "" if lang == "zh" else "lang=en"
                shots = {"lobby": f"{base}/?{q}",
                         "player": f"{xianyao['seat1']}&{q}",
                         "host": f"{xianyao['creator_link']}&{q}",
                         "fuweng_player": f"{fuweng['seat1']}&{q}",
                         "langren_host": f"{langren['creator_link']}&{q}"}
                for name, url in shots.items():
                    page.goto(url)
                    page.wait_for_timeout(1500)
                    page.screenshot(path=str(out / f"{name}_{lang}.png"))
                    print(out / f"{name}_{lang}.png")
            # each game's main screen: seat 1's page once it has a question open, desktop and phone
            rooms = {"xianyao": xianyao, "fuweng": fuweng, "wangling": wangling, "langren": langren}
            sizes = (("desktop", {"width": 1280, "height": 860}), ("phone", {"width": 390, "height": 844}))
            for size, viewport in sizes:
                phone = browser.new_page(viewport=viewport)
                phone.on("pageerror", lambda e: print("page error:", e))
                for game, j in rooms.items():
                    phone.goto(j["seat1"])
                    try:
                        phone.wait_for_selector("#ask .question button.choice", timeout=20000)
                    except Exception:
                        print(f"{game}: no question for seat 1 in time; the page as it is")
                    phone.wait_for_timeout(800)
                    phone.screenshot(path=str(out / f"{game}_{size}.png"))
                    print(out / f"{game}_{size}.png")
                phone.close()
            browser.close()


if __name__ == "__main__":
    main()
