"""Model seats in a real browser (Playwright and Debian's chromium, as tests/server/test_browser.py): the creator's
seat menu and fill-all menu offer 语言模型 (MODEL) for each model the server lists, a seat so chosen reads so on its
tile, the game plays to its end against a scripted OpenAI-compatible server (tests/llm/fake_openai.py, started
here), and the host's page shows what the model seats spent — and never the key."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from llm.fake_openai import ScriptedServer
from test_browser import ARGS, CHROMIUM, Server, create_in_lobby, free_port, pytestmark  # noqa: F401

SECRET = "sk-browser-Kq2fT9wLx81NmZ"
MODELS = ("qwen-test", "llama-test:7b")


@pytest.fixture
def llm_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Server, ScriptedServer]]:
    with ScriptedServer() as srv:
        monkeypatch.setenv("DAOYAN_LLM_BASE_URL", srv.url)
        monkeypatch.setenv("DAOYAN_LLM_MODEL", MODELS[0])
        monkeypatch.setenv("DAOYAN_LLM_MODELS", ",".join(MODELS))
        monkeypatch.setenv("DAOYAN_LLM_API_KEY", SECRET)
        monkeypatch.setenv("DAOYAN_LLM_ROOM_BUDGET", "0")
        s = Server(tmp_path / "d.db", free_port())
        s.start()
        yield s, srv
        if s.proc and s.proc.poll() is None:
            s.kill()


def options(page: Any, selector: str) -> dict[str, str]:
    return {o.get_attribute("value"): o.text_content() for o in page.query_selector_all(f"{selector} option")}


def test_the_creator_seats_language_models_from_the_menus_and_the_host_sees_their_usage(
        llm_server: tuple[Server, ScriptedServer]) -> None:
    from playwright.sync_api import sync_playwright

    server, srv = llm_server
    base = f"http://127.0.0.1:{server.port}"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        lobby = browser.new_context().new_page()
        _, control = create_in_lobby(lobby, base, "xianyao", 5, mode="host")
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        page.goto(control)
        page.wait_for_selector("select.seat-bot[data-seat='2']")
        menu = options(page, "select.seat-bot[data-seat='2']")
        assert menu[f"llm@{MODELS[0]}"] == f"语言模型 ({MODELS[0]})" and menu[f"llm@{MODELS[1]}"] == f"语言模型 ({MODELS[1]})"
        assert set(options(page, "#bot-kind")) == {"random", "heuristic", "search", *(f"llm@{m}" for m in MODELS)}
        page.select_option("select.seat-bot[data-seat='2']", f"llm@{MODELS[1]}")
        page.wait_for_function(f"document.querySelector(\".seat[data-seat='2'] .who\").textContent"
                               f" === '机器人 (语言模型 ({MODELS[1]}))'")
        page.select_option("#bot-kind", f"llm@{MODELS[0]}")
        page.click("#bots-btn")
        page.wait_for_function(f"document.querySelector(\".seat[data-seat='5'] .who\").textContent"
                               f" === '机器人 (语言模型 ({MODELS[0]}))'")
        page.click("#start-btn")
        page.wait_for_selector(".llm-usage summary", timeout=60_000)
        page.wait_for_function("document.getElementById('status').textContent === '' && "
                               "document.querySelector('#controls a[href^=\"/replay/\"]') !== null", timeout=120_000)
        page.click(".llm-usage summary")
        rows = page.eval_on_selector_all(".llm-usage tr", "rs => rs.map(r => r.textContent)")
        assert len(rows) == 1 + 5 + 1 and rows[2].startswith("2号" + MODELS[1])  # a head, five seats, the total
        assert srv.requests and {b["model"] for b in srv.requests} == set(MODELS)
        assert SECRET not in page.content() and srv.url not in page.content()
        english = browser.new_context().new_page()
        english.goto(control + "&lang=en")
        english.wait_for_selector(".llm-usage summary")
        assert english.text_content(".llm-usage summary").startswith("Model seats' usage: ")
        assert "language model (llama-test:7b)" in english.text_content(".seat[data-seat='2'] .who")
        browser.close()
