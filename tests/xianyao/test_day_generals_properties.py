"""Properties of whole games of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) where 【影妖】, 【血俑】 and 【魔罗】
are dealt (【鬼巫】 and 【灾厄】 are the [化形] pair), played by random bots: for every player count 5..12,
GAMES_PER_COUNT games end without error, replay byte-identically, and no seat's view holds what is not
addressed to it (the checker of tests/test_properties.py); every string renders in English. Across the
games, every branch of the three skills is reached (so the properties above cover them)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the shared checkers

from test_i18n import _check_english
from test_properties import check_finished, check_replay, play_checked

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view
from daoyan.games import get_rules
from daoyan.games.xianyao.identities import identity

SEED = "000_21ded97409bf0f89.txt"
RULES = get_rules("xianyao")
GAMES_PER_COUNT = 50
GENERALS = ["影妖", "血俑", "魔罗"]


def options(players: int) -> dict:
    ids = ["仙子", "妖首", "妖首", *GENERALS, "鬼巫", "灾厄"] + ["妖众"] * (2 * players - 6)
    return {"identities": ids, "化形": ["鬼巫", "灾厄"]}


def branches(g: Game) -> Counter:
    """Which branches of the three skills this game reached (from the host's log)."""
    seen: Counter = Counter()
    for e in g.log.entries:
        data = e.data or {}
        if e.kind == "info" and data.get("skill") == "背刺" and data.get("target") is not None:
            seen["背刺"] += 1
        if e.kind == "info" and data.get("skill") == "血祭":
            seen["血祭:" + str(data.get("result") or data.get("choice") or "放弃")] += 1
        if e.kind == "host":
            if "生链" in data:
                seen["生链:代替" if data["生链"][1] is not None else "生链:不代替"] += 1
            if "死链" in data:
                seen["死链"] += 1
            if data.get("血祭") == "阻止":
                seen["血祭:阻止"] += 1
    return seen


@pytest.mark.parametrize("players", range(5, 13))
def test_random_games_with_the_three_generals_dealt(players: int) -> None:
    seen: Counter = Counter()
    for i in range(GAMES_PER_COUNT):
        seed = players * 7_000_003 + i
        g = play_checked(players, seed, options(players))
        dealt = {c.name for p in g.state.players.values() for c in p.cards}
        assert set(GENERALS) <= dealt and not {"鬼巫", "灾厄"} & dealt
        check_finished(g)
        check_replay(g)
        seen += branches(g)
    for branch in ("背刺", "血祭:祭品", "血祭:饥渴献祭", "生链:代替", "死链", "血祭:阻止"):
        assert seen[branch] > 0, (branch, seen)


@pytest.mark.parametrize("players", [5, 9, 12])
def test_every_string_renders_in_english(players: int) -> None:
    for i in range(8):
        g = Game(RULES, players, 500 + i, options(players))
        bots = {s: RandomBot(i * 17 + s) for s in g.seats}
        n = 0
        while g.pending:
            if n % 5 == 0:
                _check_english(host_view(g, "en"))
            for seat, ask in list(g.pending.items()):
                g.answer(seat, bots[seat].decide(ask, lambda: {}))
                if n % 5 == 0:
                    _check_english(seat_view(g, seat, "en"))
            n += 1
        _check_english(host_view(g, "en"))


def test_the_three_generals_are_playable_with_the_books_text():
    """The identity cards carry the book's text: 【影妖】「难度-1 信息-0 轮次-5 扰控-0」, 【血俑】「难度-1 信息-1 轮次-3 扰控-1」,
    【魔罗】「难度-1 信息-2 轮次-1 扰控-2」, each with its skill sentence."""
    assert all(identity(n).implemented for n in GENERALS)
    assert identity("影妖").text.startswith("难度-1 信息-0 轮次-5 扰控-0\n技能▶[背刺](昼伏)")
    assert identity("血俑").text.startswith("难度-1 信息-1 轮次-3 扰控-1\n技能▶[血祭](昼伏)")
    assert identity("魔罗").text.startswith("难度-1 信息-2 轮次-1 扰控-2\n技能▶[生死链](昼伏)")
    assert "本局游戏【血俑】无法再对该玩家发动[血祭]" in identity("血俑").text
