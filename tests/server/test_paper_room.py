"""A room whose 晨报 a model writes as the host's stand-in (晨报 = 模型: docs/rulings/wangling.md W-MP5,
docs/rulings/langren.md L-MP1), against a real HTTP server speaking the chat-completions protocol
(tests/llm/fake_openai.py). 002_df7a4ea6bd54eb52.txt: 「一般晨报由导演编写。导演可招聘晨报写手」「晨报在讨论帖开门时发布」
「晨报可以存在也可以不存在」."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from llm.fake_openai import Scripted, ScriptedServer, configured
from test_morning_paper_web import wait_for
from test_server_api import client, room_of, started

from daoyan.core.ask import HOST_SEAT

STORY = "广场的钟敲了七下，昨日离去的人的椅子空着。"


@pytest.fixture
def srv(monkeypatch: pytest.MonkeyPatch) -> Iterator[ScriptedServer]:
    with configured(monkeypatch, lambda body: Scripted(content=STORY), DAOYAN_LLM_MODE="text") as server:
        yield server


def has_paper(g: object) -> bool:
    return any(e.text.startswith("【晨报】") for e in g.log.entries)  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["langren", "wangling"])
def test_a_play_room_has_the_model_write_the_paper_for_everybody(srv: ScriptedServer, game: str) -> None:
    """A play room has no 导演, but 晨报 = 模型 is taken: the host's ask is answered by the model (in a worker thread,
    from the public facts), its story is posted to all and stored as the host's answer (seat 0)."""
    players = 12 if game == "langren" else 21
    with client() as c:
        j = started(c, game=game, players=players, options={"晨报": "模型", "最多天数": 3})
        code = j["code"]
        g = wait_for(c, code, {1: j["tokens"][1]}, lambda g: any(e.text.endswith("【晨报】\n" + STORY)
                                                                  for e in g.log.entries))
        assert srv.requests and srv.requests[0]["model"] == "scripted"
        assert "契合剧本与当天公示的前日出局玩家" in srv.requests[0]["messages"][0]["content"]
        seat = c.get(f"/api/rooms/{code}", params={"token": j["tokens"][1]}).json()["view"]
        public = c.get(f"/api/rooms/{code}").json()["view"]
        for v in (seat, public):
            assert any(("【晨报】\n" + STORY) in e["text"] for e in v["log"])
        stored = [(a.seat, a.answer) for a in room_of(c, code).store.answers(code)]
        assert (HOST_SEAT, {"choice": "晨报", "say": STORY}) in stored
        assert g is room_of(c, code).game


def test_with_no_model_configured_the_paper_is_skipped_at_once_and_said_once(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """No endpoint (neither DAOYAN_LLM_BASE_URL nor DAOYAN_LLM_MODEL): the host's ask takes its default at once (no
    晨报; the room does not wait out its 30 minutes), and the server's log says so once."""
    for name in ("DAOYAN_LLM_BASE_URL", "DAOYAN_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    caplog.set_level(logging.WARNING, logger="daoyan.server.rooms")
    with client() as c:
        j = started(c, game="langren", players=12, options={"晨报": "模型", "最多天数": 3})
        code = j["code"]
        g = wait_for(c, code, {1: j["tokens"][1]},
                     lambda g: (any(s == HOST_SEAT for _, s, _ in g.history) and g.phase == "黄昏") or g.finished,
                     limit=20)  # (the ask's own deadline is 30 book minutes: 60 s online)
        assert not has_paper(g)
        assert (HOST_SEAT, {"choice": "放弃"}) in [(a.seat, a.answer) for a in room_of(c, code).store.answers(code)]
    said = [r for r in caplog.records if "没有配置模型" in r.getMessage()]
    assert len(said) == 1


def test_the_director_is_refused_in_a_play_room_and_the_model_is_not() -> None:
    with client() as c:
        r = c.post("/api/rooms", json={"game": "langren", "players": 12, "mode": "play", "options": {"晨报": "导演"}})
        assert r.status_code == 400 and "参与游戏的房间没有导演" in r.json()["error"] and "模型" in r.json()["error"]
        r = c.post("/api/rooms", json={"game": "langren", "players": 12, "mode": "play", "options": {"晨报": "模型"}})
        assert r.status_code == 200, r.text
