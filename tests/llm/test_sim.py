"""`daoyan sim GAME --bots 'llm,狼人=heuristic'`: model seats in simulations, their win rate against the heuristic
bots' with 95% intervals, and what they cost (issue 27), against the scripted OpenAI-compatible server."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan.balance import simulate, wilson
from daoyan.cli import app

from .fake_openai import ScriptedServer, configured


@pytest.fixture
def endpoint(monkeypatch: pytest.MonkeyPatch) -> Any:
    with configured(monkeypatch) as srv:
        yield srv


def test_a_mixed_plan_reports_each_kinds_seats_with_intervals(endpoint: ScriptedServer) -> None:
    s = simulate("langren", 4, 12, seed=3, workers=1, bots="llm,狼人=heuristic")
    kinds = {k: (n, won, lo, hi) for k, n, won, lo, hi in s.kinds()}
    assert set(kinds) == {"llm", "heuristic"}
    wolves = sum(1 for r in s.results for x in r.seats if x.side == "狼人")
    assert kinds["heuristic"][0] == wolves and kinds["llm"][0] == 4 * 12 - wolves
    for n, won, lo, hi in kinds.values():
        assert (lo, hi) == wilson(won, n)
    cost = s.llm_cost()
    assert cost["games"] == 4 and cost["total"]["calls"] == len(endpoint.requests) > 0
    assert s.to_json()["kinds"] and s.to_json()["llm"]["total"]["tokens"] > 0


def test_the_budget_of_a_game_sends_the_rest_to_the_heuristic_bot(endpoint: ScriptedServer) -> None:
    s = simulate("langren", 2, 12, seed=3, workers=1, bots="llm", llm_budget=2000)
    for r in s.results:  # each game: calls until its 2,000 tokens are spent (the last one may end past them), then none
        cost = dict(r.llm)
        assert 2000 <= cost["tokens"] < 2000 + 2500 and cost["fallbacks"] > 0
        assert cost["decisions"] == cost["calls"] + cost["fallbacks"]
    assert len(endpoint.requests) == sum(dict(r.llm)["calls"] for r in s.results)


def test_the_command_prints_the_kinds_and_the_cost(endpoint: ScriptedServer) -> None:
    out = CliRunner().invoke(app, ["sim", "langren", "--games", "2", "--workers", "1", "--bots", "llm,狼人=heuristic"])
    assert out.exit_code == 0, out.output
    assert "各类机器人所下座位的胜率" in out.output and "llm" in out.output and "heuristic" in out.output
    assert "语言模型: 每局" in out.output


def test_each_model_seat_s_cost_is_in_the_games_csv(endpoint: ScriptedServer, tmp_path: Any) -> None:
    """What each model seat spent in each game — calls, tokens, seconds, fallbacks — is a row of games.csv; the rows
    of a game add up to its total, and the heuristic seats spent nothing."""
    import csv

    from daoyan.balance import write_reports

    s = simulate("langren", 3, 12, seed=5, workers=1, bots="llm,狼人=heuristic")
    write_reports(s, tmp_path, "t")
    rows = list(csv.DictReader((tmp_path / "games.csv").open(encoding="utf-8")))
    assert len(rows) == 3 * 12
    for r in s.results:
        mine = [x for x in rows if int(x["index"]) == r.index]
        assert sum(int(x["llm_calls"]) for x in mine) == dict(r.llm)["calls"] > 0
        assert sum(int(x["llm_tokens"]) for x in mine) == dict(r.llm)["tokens"]
        assert all(x["llm_calls"] == "0" for x in mine if x["kind"] == "heuristic")


def test_an_unknown_model_kind_is_refused_before_any_game() -> None:
    out = CliRunner().invoke(app, ["sim", "langren", "--games", "2", "--bots", "heuristic@x"])
    assert out.exit_code != 0 and "only llm names a model" in out.output
