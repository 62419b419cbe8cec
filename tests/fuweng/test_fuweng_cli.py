"""The `daoyan` command for 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): play, sim and rules."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan import cli
from daoyan.cli import app, parse_choice
from daoyan.core.game import Game, replay
from daoyan.games import GAMES, get_rules
from daoyan.games.fuweng import RULES, FuwengRules
from daoyan.games.fuweng.cards import CARD_KINDS, EN_NAMES
from daoyan.games.fuweng.identities import IDENTITIES
from daoyan.games.fuweng.state import FState
from daoyan.games.fuweng.terminal import describe_option

runner = CliRunner()
SHORT = ("--option", "最多輪數=3")


@pytest.fixture(autouse=True)
def no_wrapping(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli.console, "soft_wrap", True)
    monkeypatch.setattr(cli.console, "width", 400)  # the rules tables' cells stay on one line


def invoke(*args: str, input: str | None = None) -> Any:
    return runner.invoke(app, list(args), input=input)


def test_fuweng_is_registered() -> None:
    assert "fuweng" in GAMES and isinstance(get_rules("fuweng"), FuwengRules)


def _hands(s: FState, seat: int) -> set[int]:
    return {c for q in s.players.values() if q.seat != seat for c in q.hand}


@pytest.mark.parametrize(("seat", "seed"), [(1, 5), (3, 8)])
def test_play_runs_a_game_to_its_end_on_defaults_showing_only_your_own_hand(tmp_path: Path, seat: int,
                                                                             seed: int) -> None:
    save = tmp_path / "game.json"
    r = invoke("play", "fuweng", "--players", "6", "--seat", str(seat), "--seed", str(seed), "--save", str(save),
               *SHORT, input="\n" * 5000)
    assert r.exit_code == 0, r.output[-3000:]
    g = replay(RULES, json.loads(save.read_text(encoding="utf-8")))
    assert g.finished and g.outcome is not None
    assert f"结束: {g.outcome.winner or '无人'}获胜" in r.output
    assert f"你是{seat}號" in r.output and "所有身份牌:" in r.output
    assert any(s == seat for _, s, _ in g.history)  # seat answered (Enter = the default) …
    assert "手牌:" in r.output and "監獄" in r.output  # … after seeing its hand and the board
    # Replay answer by answer: every card another seat ever held in hand, minus the cards this seat could
    # know (its own zones at any time, the equipment and judging areas, anything named in its visible log).
    step = Game(RULES, 6, g.seed, dict(g.options))
    secret: set[int] = set()
    known: set[int] = set()

    def look() -> None:
        s = step.state
        assert isinstance(s, FState)
        secret.update(_hands(s, seat))
        me = s.players[seat]
        known.update(me.hand, me.bank, me.equips, me.judging)
        known.update(c for q in s.players.values() for c in (*q.equips, *q.judging))

    look()
    for _, s, a in g.history:
        step.answer(s, a)
        look()
    visible = "\n".join(e.render("zh") for e in g.log.visible_to(seat))
    state = g.state
    assert isinstance(state, FState)
    hidden = [str(state.cards[c]) for c in secret - known if str(state.cards[c]) not in visible]
    assert hidden, "the test needs cards this seat never saw"
    leaked = [c for c in hidden if re.search(re.escape(c) + r"(?!\d)", r.output)]
    assert leaked == []
    for e in g.log.entries:  # nothing addressed to another seat or the host reached the terminal
        if not e.audience.sees(seat) and e.text not in visible:
            assert e.text not in r.output, e.text


def test_play_options_read_in_words_and_parse_back() -> None:
    assert describe_option("出牌", {"choice": 0, "target": 3}) == "狗♠#0 → 3號"
    assert describe_option("出牌", {"choice": "結束"}) == "結束"
    assert describe_option("出牌", {"choice": 0, "target": 3}, "en") == "Dog♠#0 → #3"
    assert describe_option("出牌", {"choice": "結束"}, "en") == "end"
    assert describe_option("股市", {"choice": "購股", "target": "狗舍1"}) == "購股 → 狗舍1"
    g = Game(RULES, 5, 4, {"最多輪數": 2})
    asked = 0
    while not g.finished and g.pending and asked < 300:
        for s, ask in list(g.pending.items()):
            for o in ask.options:
                for lang in ("zh", "en"):
                    label = describe_option(ask.skill, o, lang)
                    if ask.skill in ("出牌", "棄牌") and isinstance(o.get("choice"), int):  # a card id reads as its card
                        card = g.state.cards[o["choice"]]
                        assert label.startswith((card.name if lang == "zh" else EN_NAMES[card.kind.id])
                                                + card.suit.symbol + f"#{card.id}"), label
                    chosen = parse_choice(ask, label, RULES)
                    assert describe_option(ask.skill, chosen, lang) == label
            g.answer(s, dict(ask.default))
            asked += 1


def test_play_in_english_uses_english_for_the_commands_words() -> None:
    r = invoke("play", "fuweng", "--players", "5", "--seat", "2", "--seed", "3", "--lang", "en", *SHORT,
               input="\n" * 5000)
    assert r.exit_code == 0, r.output[-3000:]
    for words in ("You are #2", "identity:", "hand:", "bank:", "equipment:", "Your choice", "Over:",
                  "All identity cards:", "Map: digits = seats"):
        assert words in r.output, words
    for words in ("你是", "\n  手牌:", "你的选择", "所有身份牌", "地圖: 數字"):  # the log stays in the book's words
        assert words not in r.output, words


def test_sim_counts_every_game_by_side_and_round() -> None:
    r = invoke("sim", "fuweng", "--games", "6", "--players", "5", *SHORT)
    assert r.exit_code == 0, r.output
    sides = r.output.split("持有各身份时的胜率")[0]  # the first table: results by side (then by identity, by seat)
    counts = re.findall(r"│ (蒼鷺、貓娘|表外|特區|无人获胜)\s*│\s*(\d+) │", sides)
    assert counts and sum(int(n) for _, n in counts) == 6
    dist = re.search(r"轮数: 平均 [\d.]+, 分布 (.*)", r.output)
    assert dist and sum(int(x.split(":")[1]) for x in dist.group(1).split(", ")) == 6
    assert all(int(x.split(":")[0]) <= 3 for x in dist.group(1).split(", "))
    assert "games/s" in r.output
    en = invoke("sim", "fuweng", "--games", "3", "--lang", "en", *SHORT)
    assert en.exit_code == 0 and "6 players × 3 games" in en.output and "Rounds: mean" in en.output


def test_sim_refuses_a_player_count_the_book_does_not_allow() -> None:
    r = invoke("sim", "fuweng", "--games", "1", "--players", "9")
    assert r.exit_code == 2 and "最小為4" in r.output


def test_rules_lists_the_identities_and_every_card() -> None:
    r = invoke("rules", "fuweng")
    assert r.exit_code == 0, r.output
    for i in IDENTITIES:
        assert i.name in r.output and i.win in r.output
    for k in CARD_KINDS:
        assert f"{k.name}×{k.count}" in r.output
        assert k.text.splitlines()[0] in r.output, k.name
    en = invoke("rules", "fuweng", "--lang", "en")
    assert en.exit_code == 0 and "Heron" in en.output and "Identity" in en.output
    assert all(n in en.output for n in EN_NAMES.values())


def test_rules_lists_every_character_card() -> None:
    """「以下為標準版人妖牌及臺詞一覽。」 and 「格式：花色點數，稱號，體力上限（標準版所有角色初始體力均等于體力上限），屬性（如有）」 —
    `daoyan rules fuweng` lists the 54 with their card, 稱號, 體力上限, 屬性, skill text and lines, and whether daoyan plays
    them yet (issue 24)."""
    from daoyan.games.fuweng import skills
    from daoyan.games.fuweng.characters import standard_characters

    r = invoke("rules", "fuweng")
    assert r.exit_code == 0, r.output
    assert f"標準版人妖牌 (已實現{len(skills.playable())}/54)" in r.output
    for c in standard_characters():
        assert c.title in r.output and c.skill_text.splitlines()[0][:30] in r.output, c.title
        assert all(line in r.output for line in c.lines), c.title
    en = invoke("rules", "fuweng", "--lang", "en")
    assert en.exit_code == 0 and "Standard character cards" in en.output and "Judge" in en.output


def test_host_mode_is_refused_for_this_game_with_a_clear_error() -> None:
    """`daoyan host` (a real table's host assistant) is built for 《仙妖斗法》 only: asking it for this game is a
    clear usage error, not a crash."""
    r = CliRunner().invoke(app, ["host", "fuweng", "--players", "5"])
    assert r.exit_code == 2 and "xianyao only" in r.output
