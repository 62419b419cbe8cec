"""Properties of random-bot games of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) where 【凶祟】, 【枯骨】 and
【树精】 are dealt (the [化形] pair is 影妖 + 血俑): for every player count 5..12, every game ends without
error, its replay is byte-identical, no seat's view holds what is not addressed to it, every ask is well
formed, and every string renders in English. The skills are really exercised (counted over the games)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from properties_scripts import check_identity_text, checked_games, count, dealt_names, play_random

from daoyan.core.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import test_properties

SEED = "000_21ded97409bf0f89.txt"
GAMES = 50  # per player count (≈ 15 s for all eight counts on one core)
HUAXING = ["影妖", "血俑"]


def options(players: int) -> dict[str, Any]:
    ids = ["仙子", "妖首", "妖首", "凶祟", "枯骨", "树精", *HUAXING] + ["妖众"] * (2 * players - 6)
    return {"identities": ids, "化形": HUAXING}


def check_views(g: Game, lang: str, full: bool) -> None:
    """The shared checker; while 【枯骨】's 骨筹 ask is open its options name 【将领】/【妖众】 (the kind counted,
    not a card anybody holds), so 妖众 is not taken for a card name in that ask."""
    names = test_properties.CARD_NAMES
    if any(a.skill == "骨筹" for a in g.pending.values()):
        test_properties.CARD_NAMES = [n for n in names if n != "妖众"]
    try:
        test_properties.check_views(g, full=full, lang=lang)
    finally:
        test_properties.CARD_NAMES = names


def play(players: int, seed: int, stats: dict[str, int]) -> Game:
    g = play_random(players, seed, options(players), stats, english_asks=("骨筹", "窥念"), check_views=check_views)
    for e in g.log.entries:
        data = e.data or {}
        if e.kind == "host" and "骨筹" in data and isinstance(data["骨筹"], dict):
            count(stats, "骨筹 real")
        if e.kind == "host" and "量天" in data and isinstance(data["量天"], dict):
            count(stats, "量天 real")
        if e.kind == "host" and data.get("source") == "窥念":
            count(stats, "窥念 seal")
    return g


@pytest.mark.parametrize("players", range(5, 13))
def test_random_games_with_xiongsui_kugu_shujing_dealt(players: int) -> None:
    stats: dict[str, int] = {}
    for g in checked_games(GAMES, lambda i: play(players, players * 7_919 + i, stats)):
        dealt = dealt_names(g)
        assert {"凶祟", "枯骨", "树精"} <= dealt and not set(HUAXING) & dealt
    # the skills ran: 凶祟 was asked and sealed, 枯骨 chose and counted, 树精 measured a pool card
    assert stats.get("窥念", 0) > GAMES and stats.get("窥念 seal", 0) > 0, stats
    assert stats.get("骨筹", 0) > 0 and stats.get("骨筹 real", 0) > GAMES, stats
    assert stats.get("量天 real", 0) > GAMES, stats


@pytest.mark.parametrize(("name", "ratings", "skill"), [
    ("凶祟", "难度-2 信息-4 轮次-1 扰控-0", "技能▶[窥念](昼伏)"),
    ("枯骨", "难度-1 信息-5 轮次-0 扰控-0", "技能▶[骨筹](恒定)"),
    ("树精", "难度-1 信息-4 轮次-0 扰控-1", "技能▶[量天](恒定)"),
])
def test_the_generals_are_implemented_with_the_books_text(name: str, ratings: str, skill: str) -> None:
    """The rules text shown to players is the book's, with its ratings line; English exists; they can be dealt."""
    check_identity_text(name, ratings, skill, options(6))
