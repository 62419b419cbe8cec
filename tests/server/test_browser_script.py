"""简/繁 in a real browser (docs/web.md, "简/繁"): the header button cycles 原文 → 简 → 繁, the page's own words and
the game's text change script, the book's names stay as written, and the choice survives a reload and a new page."""

from __future__ import annotations

from functools import partial

from test_browser import ARGS, CHROMIUM, Server, post_json, server  # noqa: F401  (the fixture)
from test_script import name_counts

from daoyan.server.script import simplified_only, traditional_only, without_names


def test_the_script_button_converts_the_page_and_keeps_the_books_names(server: Server) -> None:  # noqa: F811
    """001_ea231be5ab83fae4.txt (Traditional) around zh-Hans chrome: the open ask's words lose every Traditional
    character but the book's names in 简, the chrome 「大厅」 reads 「大廳」 in 繁; the seat's identity 「蒼鷺」 stays as
    the book writes it in both."""
    from playwright.sync_api import sync_playwright

    from daoyan.core.game import Game
    from daoyan.games.fuweng import RULES

    seed = next(s for s in range(200) if Game(RULES, 4, s).state.players[1].identity == "蒼鷺")  # seat 1 plays first
    base = f"http://127.0.0.1:{server.port}"

    post = partial(post_json, base)

    j = post("/api/rooms", {"game": "fuweng", "players": 4, "seed": seed, "mode": "host"})
    post(f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
    errors: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        # (a browser asks for /favicon.ico on its own: the site has none)
        page.on("console", lambda m: errors.append(f"{m.text} {m.location.get('url')}")
                if m.type == "error" and not m.location.get("url", "").endswith("/favicon.ico") else None)
        page.goto(j["seat_links"]["1"])
        page.wait_for_selector("#ask .prompt")

        def state() -> tuple[str, str, str, str]:
            page.wait_for_selector("#ask .prompt")
            return (page.text_content("#script-btn") or "", page.text_content("#ask .prompt") or "",
                    page.text_content("header a") or "", page.text_content("#you") or "")

        button, prompt, lobby, you = state()
        assert button == "原文" and traditional_only(without_names(prompt, "fuweng")) and lobby == "大厅"
        assert "蒼鷺" in you
        page.click("#script-btn")  # → 简
        page.wait_for_selector("#script-btn[data-script=hans]")
        button, hans, lobby, you = state()
        assert button == "简" and hans != prompt and not traditional_only(without_names(hans, "fuweng"))
        assert name_counts([hans], "fuweng") == name_counts([prompt], "fuweng") and "蒼鷺" in you
        page.click("#script-btn")  # → 繁
        page.wait_for_selector("#script-btn[data-script=hant]")
        button, hant, lobby, you = state()
        assert button == "繁" and lobby == "大廳" and not simplified_only(without_names(hant + you, "fuweng"))
        assert name_counts([hant], "fuweng") == name_counts([prompt], "fuweng") and "蒼鷺" in you
        page.reload()  # the choice is kept
        page.wait_for_selector("#script-btn[data-script=hant]")
        assert state()[2] == "大廳"
        page.goto(base + "/")  # and on another page
        page.wait_for_selector("#game option", state="attached")
        assert page.text_content("#script-btn") == "繁" and page.text_content("h2") == "創建房間"
        assert "三國殺×大富翁" in page.text_content("#game")
        page.click("#script-btn")  # → 原文 again
        page.wait_for_selector("#script-btn[data-script=orig]")
        assert page.text_content("h2") == "创建房间"
        browser.close()
    assert errors == []
