"""Properties of whole games of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) with 【仙童】 and 【星君】 dealt,
played by random bots: for every player count 5..12, GAMES games — no error, a winner (or the documented
no-winner end), a byte-identical replay, no seat's view ever holding what is not addressed to it, and every
string rendered in English. Half of the games make 【星君】 a 【关键身份】 (its ☯ clause)."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path
from typing import Any

import pytest

from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view
from daoyan.games.xianyao.identities import ABYSS_GENERALS

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_i18n import _check_english
from test_properties import check_finished, check_replay, play_checked

SEED = "000_21ded97409bf0f89.txt"
GAMES = 50
PAIRS = list(itertools.combinations(ABYSS_GENERALS, 2))


def options(players: int, i: int) -> dict[str, Any]:
    huaxing = list(PAIRS[(i * 7 + players) % len(PAIRS)])
    ids = ["仙子", "妖首", "妖首", "仙童", "星君"] + ["妖众"] * (2 * players - 5) + huaxing
    return {"identities": ids, "化形": huaxing, "关键身份": ["星君"] if i % 2 else "按人数"}


def shapes(g: Game) -> set[str]:
    """What the game went through, to check the games cover the generals' branches."""
    out = set()
    s = g.state
    xt = next(p for p in s.players.values() if "仙童" in p.start_names)
    xj = next(p for p in s.players.values() if "星君" in p.start_names)
    out.add("仙童顶层" if xt.cards[0].name == "仙童" else "仙童底层")
    out.add("星君顶层" if xj.cards[0].name == "星君" else "星君底层")
    texts = [e.text for e in g.log.entries]
    if any(t.startswith("【仙童】指出") for t in texts):
        out.add("天眼")
    if any(t.startswith("[天眼]指认正确") for t in texts):
        out.add("反败为胜")
    if g.state.xingjun is not None and g.state.xingjun.learned:
        out.add("☯")
    return out


@pytest.mark.parametrize("players", range(5, 13))
def test_random_games_with_xiantong_and_xingjun(players: int) -> None:
    seen: set[str] = set()
    for i in range(GAMES):
        seed = players * 7_919 + i
        g = play_checked(players, seed, options(players, i))
        check_finished(g)
        check_replay(g)
        assert g.state.xingjun is not None and g.state.xingjun.target is not None
        seen |= shapes(g)
    assert {"仙童顶层", "仙童底层", "星君顶层", "星君底层", "天眼", "☯"} <= seen, seen


@pytest.mark.parametrize("players", [5, 9, 12])
def test_every_string_renders_in_english_with_xiantong_and_xingjun(players: int) -> None:
    for i in range(6):
        g = play_checked(players, 31 * players + i, options(players, i), lang="en")
        _check_english(host_view(g, "en"))
        for seat in g.seats:
            _check_english(seat_view(g, seat, "en"))
