"""`daoyan play` and `daoyan sim` with 晨报 = 模型 (docs/rulings/wangling.md W-MP5, docs/rulings/langren.md L-MP1):
where there is no 导演 the command has a model write the 晨报 as the host's stand-in when an endpoint is configured,
and otherwise plays its default (no 晨报: 「晨报可以存在也可以不存在」, 002_df7a4ea6bd54eb52.txt), saying so once."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan import cli
from daoyan.cli import app
from llm.fake_openai import Scripted, ScriptedServer, configured

STORY = "天亮了，村口的石桥上只剩下一串脚印。"
runner = CliRunner()


@pytest.fixture(autouse=True)
def no_wrapping(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli.console, "soft_wrap", True)
    for name in ("DAOYAN_LLM_BASE_URL", "DAOYAN_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def srv(monkeypatch: pytest.MonkeyPatch) -> Iterator[ScriptedServer]:
    with configured(monkeypatch, lambda body: Scripted(content=STORY), DAOYAN_LLM_MODE="text") as server:
        yield server


def invoke(*args: str, input: str | None = None) -> Any:
    return runner.invoke(app, list(args), input=input)


def test_play_has_the_model_write_the_paper_and_prints_and_records_what_it_cost(srv: ScriptedServer,
                                                                                 tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    r = invoke("play", "langren", "--seat", "1", "--seed", "4", "--option", "晨报=模型", "--option", "最多天数=3",
               "--save", str(save), input="\n" * 400)
    assert r.exit_code == 0, r.output
    assert "【晨报】" in r.output and STORY in r.output and srv.requests
    assert f"晨报 (模型 scripted): {len(srv.requests)}次回复, 0次出错" in r.output and "未成稿0次" in r.output
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record["llm"]["seats"]["0"]["calls"] == len(srv.requests)  # the host's stand-in, seat 0
    assert any(s == 0 and a == {"choice": "晨报", "say": STORY} for _, s, a in record["answers"])


def test_play_with_no_model_configured_says_so_once_and_plays_on() -> None:
    r = invoke("play", "wangling", "--seat", "1", "--seed", "4", "--option", "晨报=模型", "--option", "最多天数=2",
               input="\n" * 400)
    assert r.exit_code == 0, r.output
    assert r.output.count("没有配置模型") == 1 and "【晨报】" not in r.output


def test_play_still_refuses_the_director_naming_the_model() -> None:
    r = invoke("play", "langren", "--seat", "1", "--option", "晨报=导演")
    assert r.exit_code != 0 and "模型" in " ".join(r.output.split())


def test_sim_asks_the_model_in_every_game(srv: ScriptedServer) -> None:
    r = invoke("sim", "langren", "--games", "3", "--workers", "1", "--option", "晨报=模型", "--option", "最多天数=3")
    assert r.exit_code == 0, r.output
    assert "没有配置模型" not in r.output and len(srv.requests) >= 3


def test_sim_with_no_model_configured_says_so_once() -> None:
    r = invoke("sim", "langren", "--games", "3", "--workers", "1", "--option", "晨报=模型", "--option", "最多天数=3")
    assert r.exit_code == 0, r.output
    assert r.output.count("没有配置模型") == 1
