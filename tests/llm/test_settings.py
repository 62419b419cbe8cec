"""Named endpoints (`DAOYAN_LLM_CONFIG`, daoyan.llm.settings): two models served in two places play each other."""

from __future__ import annotations

from pathlib import Path

import pytest

from daoyan.bots import BotPlan, make_bot
from daoyan.core.bots import play_out
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.games import get_rules
from daoyan.llm import usage_record

from .fake_openai import ScriptedServer


def test_two_endpoints_play_each_other(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with ScriptedServer() as a, ScriptedServer() as b:
        cfg = tmp_path / "llm.yaml"
        cfg.write_text(f"default: here\nendpoints:\n  here: {{base_url: '{a.url}', model: small}}\n"
                       f"  there: {{base_url: '{b.url}', model: big, mode: json, api_key_env: THERE_KEY}}\n",
                       encoding="utf-8")
        monkeypatch.setenv("DAOYAN_LLM_CONFIG", str(cfg))
        monkeypatch.setenv("THERE_KEY", "sk-there")
        plan = BotPlan.parse("llm,狼人=llm@there")
        g = Game(get_rules("langren"), 12, 4, {})
        sides = {r["seat"]: r["side"] for r in get_rules("langren").seat_results(g)}
        agents = {s: make_bot("langren", plan.kind_for(s, sides[s]), s) for s in g.seats}
        play_out(g, agents)
        assert g.finished
        assert {r["model"] for r in a.requests} == {"small"} and {r["model"] for r in b.requests} == {"big"}
        assert all("response_format" in r for r in b.requests) and all("tools" in r for r in a.requests)
        assert all(h.get("authorization") == "Bearer sk-there" for h in b.headers)
        assert all("authorization" not in h for h in a.headers)
        rec = usage_record(agents)
        assert {v["model"] for k, v in rec["seats"].items() if sides[int(k)] == "狼人"} == {"big"}
        assert "sk-there" not in repr(rec)


@pytest.mark.parametrize(("text", "why"), [
    ("endpoints: [1, 2]", "expected a mapping with 'endpoints'"),
    ("endpoints:\n  x: {model: m}", "'base_url' is missing"),
    ("endpoints:\n  x: {base_url: 'ftp://h', model: m}", "expected an http:// or https:// URL"),
    ("endpoints:\n  x: {base_url: 'http://h/v1', model: m, api_key_env: NOPE_KEY}", "NOPE_KEY"),
    ("default: y\nendpoints:\n  x: {base_url: 'http://h/v1', model: m}", "default 'y' is not one of its endpoints"),
    ("endpoints: {x: {base_url: 'http://h/v1', model: m}}\nextra: 1", "unknown key 'extra'"),
    ("{{{", "not YAML"),
])
def test_a_bad_settings_file_is_refused_saying_what_is_wrong(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            text: str, why: str) -> None:
    cfg = tmp_path / "llm.yaml"
    cfg.write_text(text, encoding="utf-8")
    monkeypatch.setenv("DAOYAN_LLM_CONFIG", str(cfg))
    monkeypatch.delenv("NOPE_KEY", raising=False)
    with pytest.raises(ConfigError, match="DAOYAN_LLM_CONFIG") as e:
        BotPlan.parse("llm,3=llm@x").check("langren", 12)
    assert why in str(e.value)
