"""The `daoyan` command: rules, sim, play (with --save / --resume), scenario run."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan import cli
from daoyan.cli import app
from daoyan.core.game import replay
from daoyan.games import get_rules
from daoyan.games.xianyao.identities import IDENTITIES
from daoyan.scenario import load, run_scenario

RULES = get_rules("xianyao")
ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml"))
#: the 三國殺×大富翁 skill-pair scenarios (F-120, F-125): many, alike — each is run once through the library and
#: replayed (`test_every_pair_scenario_holds`); the command line is tried on the others
PAIRS = [p for p in SCENARIOS if p.name.startswith("fuweng_pair_")]
EXAMPLES = [p for p in SCENARIOS if p not in PAIRS]
runner = CliRunner()


@pytest.fixture(autouse=True)
def no_wrapping(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rich wraps at 80 columns when not on a terminal; keep every line whole so texts can be found."""
    monkeypatch.setattr(cli.console, "soft_wrap", True)


def invoke(*args: str, input: str | None = None) -> Any:
    return runner.invoke(app, list(args), input=input)


def test_rules_lists_every_identity_and_the_shared_cards() -> None:
    r = invoke("rules", "xianyao")
    assert r.exit_code == 0, r.output
    for ident in IDENTITIES:
        assert ident.name in r.output
    assert "四方鉴仙图" in r.output and "化形" in r.output
    assert "三界五行外" in r.output and "验妖" in r.output  # the skills' text is shown
    # a general not implemented would be marked ✗ with a footer; every identity is implemented now
    assert ("尚未实现" in r.output) == (not all(i.implemented for i in IDENTITIES))
    assert "难度" in r.output  # each general's 难度/信息/轮次/扰控 ratings are listed


RATINGS = {  # 第二部分, each general's first line (seed 000_21ded97409bf0f89.txt)
    "圣贤": "难度-4 信息-2 轮次-2 扰控–1", "神女": "难度-1 信息-0 轮次-4 扰控-1", "仙童": "难度-2 信息-3 轮次-0 扰控-2",
    "佛陀": "难度-3 信息-0 轮次-1 扰控–4", "星君": "难度-3 信息-3 轮次-0 扰控-2", "鬼巫": "难度-5 信息-5 轮次-0 扰控-0",
    "灾厄": "难度-2 信息-3 轮次-2 扰控-0", "纸人": "难度-4 信息-4 轮次-1 扰控-0", "凶祟": "难度-2 信息-4 轮次-1 扰控-0",
    "影妖": "难度-1 信息-0 轮次-5 扰控-0", "血俑": "难度-1 信息-1 轮次-3 扰控-1", "魔罗": "难度-1 信息-2 轮次-1 扰控-2",
    "怪煞": "难度-2 信息-1 轮次-4 扰控-0", "枯骨": "难度-1 信息-5 轮次-0 扰控-0", "树精": "难度-1 信息-4 轮次-0 扰控-1",
}


def _cells(output: str) -> dict[str, str]:
    """`daoyan rules` table rows: identity name -> its skills cell, lines joined (box drawing removed)."""
    rows: dict[str, str] = {}
    name = ""
    for line in output.splitlines():
        cols = [c.strip() for c in line.split("│")]
        if len(cols) < 4:
            continue
        name = cols[1].split(" ")[0] or name
        rows[name] = rows.get(name, "") + cols[3]
    return rows


def test_rules_shows_each_generals_ratings_and_its_whole_text() -> None:
    """Each general's 难度/信息/轮次/扰控 ratings, e.g. 【星君】「难度-3 信息-3 轮次-0 扰控-2」, head its row, and the
    whole skill text is shown (a rules lawyer reads it all: nothing cut off)."""
    rows = _cells(invoke("rules", "xianyao").output)
    for ident in IDENTITIES:
        assert "".join(ident.text.split()) == "".join(rows[ident.name].split()), ident.name
    for name, rating in RATINGS.items():
        assert rows[name].startswith(rating), name


def test_sim_plays_the_games_and_counts_every_one() -> None:
    r = invoke("sim", "xianyao", "--games", "20", "--players", "6")
    assert r.exit_code == 0, r.output
    assert "6人 × 20局" in r.output
    counts = [int(n) for n in re.findall(r"(?:星空仙人|深渊妖魔|无人获胜)\s*│\s*(\d+)\s*│", r.output)]
    assert counts and sum(counts) == 20
    assert re.search(r"平均 [\d.]+", r.output) and "games/s" in r.output


def test_sim_is_deterministic_in_its_results() -> None:
    a = invoke("sim", "--games", "10", "--players", "5", "--seed", "3").output
    b = invoke("sim", "--games", "10", "--players", "5", "--seed", "3").output

    def table(out: str) -> list[str]:
        return [line for line in out.splitlines() if "games/s" not in line]

    assert table(a) == table(b) and any("5人 × 10局" in line for line in table(a))


def test_play_finishes_a_game_on_defaults_showing_only_what_the_seat_may_see(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    r = invoke("play", "xianyao", "--players", "6", "--seat", "2", "--seed", "11", "--save", str(save),
               input="\n" * 3000)
    assert r.exit_code == 0, r.output[-2000:]
    assert "结束:" in r.output and "获胜" in r.output
    assert "你是2号" in r.output
    g = replay(RULES, json.loads(save.read_text(encoding="utf-8")))
    assert g.finished and g.outcome is not None
    assert f"结束: {g.outcome.winner or '无人'}获胜" in r.output
    # every seat-2 ask was answered with its default (the empty line)
    mine = [(n, a) for n, s, a in g.history if s == 2]
    assert mine
    # nothing addressed to other seats or to the host reached the terminal
    for e in g.log.entries:
        if not e.audience.sees(2) and e.text not in {x.text for x in g.log.visible_to(2)}:
            assert e.text not in r.output, e.text
    for e in g.log.visible_to(2):
        assert e.text in r.output


def test_play_save_then_resume_continues_the_same_game(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    first = invoke("play", "--players", "7", "--seed", "5", "--save", str(save), input="\n" * 4)
    assert first.exit_code == 1  # input ran out: the game is paused
    assert "游戏暂停" in first.output and "--resume" in first.output
    saved = json.loads(save.read_text(encoding="utf-8"))
    assert saved["seed"] == 5 and saved["players"] == 7 and saved["answers"]
    paused = replay(RULES, saved)
    assert not paused.finished and 1 in paused.pending  # it stopped waiting for seat 1

    second = invoke("play", "--resume", str(save), input="\n" * 3000)
    assert second.exit_code == 0, second.output[-2000:]
    assert "结束:" in second.output
    final = json.loads(save.read_text(encoding="utf-8"))  # --resume keeps saving to the same file
    assert final["answers"][: len(saved["answers"])] == saved["answers"]
    assert len(final["answers"]) > len(saved["answers"])
    assert replay(RULES, final).finished


def test_play_accepts_typed_choices(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    # seat 1 of 5 (seed 3): type the option numbers "1" for every ask
    r = invoke("play", "--players", "5", "--seed", "3", "--save", str(save), input="1\n" * 3000)
    assert r.exit_code == 0, r.output[-2000:]
    g = replay(RULES, json.loads(save.read_text(encoding="utf-8")))
    assert g.finished


@pytest.mark.parametrize("path", PAIRS, ids=[p.name for p in PAIRS])
def test_every_pair_scenario_holds(path: Path) -> None:
    """Its expectations hold, every random draw it lists is used, and its record replays to the same answers."""
    spec = load(path)
    result = json.loads(json.dumps(run_scenario(spec), ensure_ascii=False))
    assert "expect" in spec and result["expect_failures"] == [] and result["unused_random"] == {}
    g = replay(get_rules(result["game"]), result["record"])
    assert [list(x) for x in g.history] == result["record"]["answers"]


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_example_scenario_runs(path: Path) -> None:
    r = invoke("scenario", "run", str(path), "--json")
    assert r.exit_code == 0, r.output
    result = json.loads(r.output)
    assert result == json.loads(json.dumps(run_scenario(load(path)), ensure_ascii=False))
    assert result["expect_failures"] == [] if "expect" in load(path) else "expect_failures" not in result
    assert result["unused_random"] == {}
    g = replay(get_rules(result["game"]), result["record"])
    assert [list(x) for x in g.history] == result["record"]["answers"]
    text = invoke("scenario", "run", str(path))
    assert text.exit_code == 0 and "winner:" in text.output


def test_scenario_run_prints_the_log_and_the_result(tmp_path: Path) -> None:
    p = tmp_path / "tie.yaml"
    p.write_text(
        "game: xianyao\nplayers: 7\nseed: 1\n"
        "setup:\n  cards: {1: [妖众, 仙子], 2: [妖首, 妖众], 3: [妖众, 妖众], 4: [妖众, 妖众], 5: [妖众, 妖首], "
        "6: [妖众, 妖众], 7: [妖众, 妖众]}\n  化形: [影妖, 血俑]\n"
        "decisions:\n  - {round: 1, seat: 2, skill: 诛仙投票, target: [5, 5]}\n"
        "  - {round: 1, seat: 3, skill: 诛仙投票, target: [6, 6]}\n"
        "until: {round: 1}\n"
        "expect: {finished: {round: 1, phase: 黑夜}, seats: {5: {sealed: [妖众]}, 6: {sealed: [妖众]}}}\n",
        encoding="utf-8")
    r = invoke("scenario", "run", str(p))
    assert r.exit_code == 0, r.output
    assert "5号、6号玩家顶层身份牌被[封印]" in r.output
    assert "→ 所有人" in r.output and "→ 源尊" in r.output
    j = json.loads(invoke("scenario", "run", str(p), "--json").output)
    assert j["seats"]["5"]["cards"][0]["sealed"] and j["seats"]["6"]["cards"][0]["sealed"]
    assert j["expect_failures"] == []


def test_scenario_run_exits_1_when_an_expectation_fails(tmp_path: Path) -> None:
    p = tmp_path / "wrong.yaml"
    p.write_text("game: xianyao\nplayers: 5\nseed: 2\nuntil: {round: 1}\nexpect: {winner: 星空仙人}\n",
                 encoding="utf-8")
    r = invoke("scenario", "run", str(p))
    assert r.exit_code == 1
    assert "expect failed: winner" in r.output


CJK = re.compile(r"[\u3400-\u9fff]")


def test_play_in_english_shows_no_chinese_but_the_games_title() -> None:
    r = invoke("play", "xianyao", "--players", "6", "--seat", "2", "--seed", "9", "--lang", "en", input="\n" * 400)
    assert r.exit_code == 0, r.output
    assert "You are #2" in r.output and "All identity cards:" in r.output
    leftover = [line for line in r.output.splitlines() if CJK.search(line.replace("仙妖斗法:封妖", ""))]
    assert leftover == []


def test_rules_and_sim_in_english() -> None:
    r = invoke("rules", "xianyao", "--lang", "en")
    assert r.exit_code == 0 and "Fairy" in r.output and "Shapeshift" in r.output and "Identity" in r.output
    s = invoke("sim", "xianyao", "--games", "5", "--players", "5", "--lang", "en")
    assert s.exit_code == 0 and "Rounds: mean" in s.output


def test_unknown_language_is_refused() -> None:
    r = invoke("play", "xianyao", "--lang", "fr", input="\n")
    assert r.exit_code == 2 and "--lang" in r.output


def test_every_option_label_parses_back_to_its_option_in_both_languages() -> None:
    """What a person types is an option's label as shown (Chinese or English, whatever --lang is):
    over whole games with every identity enabled, no two options of an ask share a label, and a
    label typed back names its option (a sample of each ask's options)."""
    import random

    from daoyan.core.game import Game

    saved = cli.LANG["value"]
    try:
        for lang_now in ("en", "zh"):  # the parser does not depend on the run's language
            cli.LANG["value"] = lang_now
            for seed in range(6 if lang_now == "zh" else 2):
                g = Game(RULES, 5 + seed % 8, seed, {"身份配置": "完整"})
                r = random.Random(seed)
                while not g.finished and g.pending:
                    seat, ask = min(g.pending.items())
                    for lang in ("zh", "en"):
                        labels = ["".join(RULES.describe_option(ask.skill, o, lang).split()) for o in ask.options]
                        assert len(set(labels)) == len(labels), (ask.skill, lang, labels)
                    for o in r.sample(ask.options, min(6, len(ask.options))):
                        for lang in ("zh", "en"):
                            label = RULES.describe_option(ask.skill, o, lang)
                            assert cli.parse_choice(ask, label, RULES) == o, (ask.skill, lang, label, o)
                    g.answer(seat, r.choice(ask.options))
    finally:
        cli.LANG["value"] = saved


def test_serve_refuses_a_database_it_cannot_open_with_why_and_no_password() -> None:
    r = runner.invoke(app, ["serve", "--port", "1", "--database", "sqlite:////nonexistent/dir/x.db"])
    assert r.exit_code == 2 and "cannot use the database" in r.output and "unable to open" in r.output
    r = runner.invoke(app, ["serve", "--database", "postgresql+psycopg://u:secret@127.0.0.1:1/x"])
    assert r.exit_code == 2 and "secret" not in r.output and "***" in r.output


def test_serve_lan_listens_on_all_interfaces_and_names_only_non_loopback_ipv4_addresses() -> None:
    """Issue 25: `serve --lan` binds 0.0.0.0 (phones on the network), plain `serve` stays on 127.0.0.1."""
    import ipaddress

    from daoyan.cli import lan_addresses, serve_host

    assert serve_host("127.0.0.1", lan=True) == "0.0.0.0"
    assert serve_host("127.0.0.1", lan=False) == "127.0.0.1"
    for a in lan_addresses():
        ip = ipaddress.ip_address(a)
        assert ip.version == 4 and not ip.is_loopback and not ip.is_unspecified


def test_lan_addresses_drop_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    def fake_getaddrinfo(*_: Any, **__: Any) -> list[Any]:
        return [(socket.AF_INET, 0, 0, "", ("127.0.1.1", 0)), (socket.AF_INET, 0, 0, "", ("192.168.1.23", 0))]

    class NoRoute:
        def __init__(self, *_: Any) -> None:
            raise OSError("no route")

    monkeypatch.setattr(socket, "getaddrinfo", fake_getaddrinfo)
    monkeypatch.setattr(socket, "socket", NoRoute)
    assert cli.lan_addresses() == ["192.168.1.23"]
