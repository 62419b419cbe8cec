"""Issue 22, item 5: a room's uploaded 版杀 board is data, never code. A board whose `python:` names a module that is
not a registered plugin (os:system, subprocess:run) is refused by the real app before anything is imported, with the
reason, and no room is made; the registered example plugin (the bomb) still plays (docs/security.md)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from daoyan.games.langren.board import BOARDS_DIR
from daoyan.server.app import create_app

EXAMPLE = (BOARDS_DIR / "examples" / "zhadan.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("target", ["os:system", "subprocess:run", "daoyan_evil_module:run", "builtins:eval"])
def test_an_uploaded_board_naming_any_other_python_is_refused(target: str, tmp_path: Path) -> None:
    text = EXAMPLE.replace("daoyan.games.langren.plugin_examples:explode", target)
    assert target in text
    module = target.partition(":")[0]
    before = module in sys.modules
    with TestClient(create_app("sqlite://", bot_delay=0.0, pace=0.0)) as c:
        r = c.post("/api/rooms", json={"game": "langren", "players": 10, "options": {"板子": text}})
        assert r.status_code == 400, r.text
        assert module in r.text and "plugin" in r.text.lower()
        assert c.app.state.rooms.rooms == {}  # type: ignore[attr-defined]
    assert (module in sys.modules) == before  # nothing was imported


def test_the_registered_example_plugin_plays() -> None:
    with TestClient(create_app("sqlite://", bot_delay=0.0, pace=0.0)) as c:
        r = c.post("/api/rooms", json={"game": "langren", "players": 10, "options": {"板子": EXAMPLE},
                                       "mode": "host"})
        assert r.status_code == 200, r.text
