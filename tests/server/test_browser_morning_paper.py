"""亡灵低语's 晨报 written by the 导演 on his room page (002_df7a4ea6bd54eb52.txt 「一般晨报由导演编写」, W-MP4), in a real
browser (Playwright and Debian's chromium, as tests/server/test_browser.py): the host's page shows his own question
(no seat number before it) with the text box, he writes and sends it, and the 公示 every page shows closes with it; a
spectator's page has no question and only the public clock of the step."""

from __future__ import annotations

from test_browser import ARGS, CHROMIUM, Server, post_json, pytestmark, server  # noqa: F401

STORY = "导演手记: 雾散之后，广场上的钟停在了三点。"


def test_the_director_writes_the_morning_paper_on_his_page(server: Server) -> None:  # noqa: F811
    from playwright.sync_api import sync_playwright

    base = f"http://127.0.0.1:{server.port}"
    j = post_json(base, "/api/rooms", {"game": "wangling", "players": 21, "mode": "host", "seed": 5,
                                       "options": {"晨报": "导演", "最多天数": 2}})
    post_json(base, f"/api/rooms/{j['code']}/bots", {"token": j["creator_token"]})
    post_json(base, f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        host = browser.new_context().new_page()
        errors: list[str] = []
        host.on("pageerror", lambda e: errors.append(str(e)))
        host.goto(j["creator_link"])
        watcher = browser.new_context().new_page()
        watcher.goto(j["watch_link"])
        host.wait_for_selector("#ask .question", timeout=60000)
        prompt = host.text_content("#ask .question .prompt") or ""
        assert prompt.startswith("晨报") and "公示" in prompt and "号 · " not in prompt  # his own, not a seat's
        assert host.is_visible("#talk") and (host.text_content("#say-hint") or "").strip()  # the words go with it
        # the spectator: no question, the public clock of the step (晨报 mm:ss)
        watcher.wait_for_function("document.getElementById('clock').textContent.startsWith('晨报')")
        assert watcher.query_selector("#ask .question") is None
        assert watcher.text_content("#bar-wait") == "等待 主持人 · 晨报"  # whom the table waits on: the host
        acts = host.query_selector_all("#ask button.act")
        write = next(b for b in acts if "放弃" not in (b.text_content() or ""))
        write.click()
        host.fill("#say", STORY)
        host.click("#ask button.confirm:not([disabled])")
        for page in (host, watcher):
            page.wait_for_function("[...document.querySelectorAll('#log div')].some(d => d.textContent.includes("
                                   "'【晨报】') && d.textContent.includes(" + repr(STORY) + "))", timeout=30000)
        assert not errors, errors
        browser.close()
