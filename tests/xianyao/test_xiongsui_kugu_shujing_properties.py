"""Properties of random-bot games of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) where 【凶祟】, 【枯骨】 and
【树精】 are dealt (the [化形] pair is 影妖 + 血俑): for every player count 5..12, every game ends without
error, its replay is byte-identical, no seat's view holds what is not addressed to it, every ask is well
formed, and every string renders in English. The skills are really exercised (counted over the games)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import test_golden
import test_i18n
import test_properties

SEED = "000_21ded97409bf0f89.txt"
GAMES = 100  # per player count (≈ 30 s for all eight counts on one core)
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
    g = Game(test_properties.RULES, players, seed, options(players))
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    lang = "en" if seed % 2 else "zh"
    every = 5 * players
    first = random.Random(seed).randrange(every)
    n = 0
    while not g.finished and g.pending:
        test_golden.check_asks(g)
        if n % every == first:
            check_views(g, lang, full=False)
        if lang == "en" and (n % every == first or any(a.skill in ("骨筹", "窥念") for a in g.pending.values())):
            test_i18n._check_english(host_view(g, "en"))  # the open asks too: prompts and option labels
        for seat, ask in list(g.pending.items()):
            stats[ask.skill] = stats.get(ask.skill, 0) + 1
            g.answer(seat, bots[seat].decide(ask, lambda: {}))
        n += 1
    test_golden.check_asks(g)
    check_views(g, lang, full=True)
    if lang == "en":
        test_i18n._check_english(host_view(g, "en"))
        test_i18n._check_english(seat_view(g, 1, "en"))
    for e in g.log.entries:
        data = e.data or {}
        if e.kind == "host" and "骨筹" in data and isinstance(data["骨筹"], dict):
            stats["骨筹 real"] = stats.get("骨筹 real", 0) + 1
        if e.kind == "host" and "量天" in data and isinstance(data["量天"], dict):
            stats["量天 real"] = stats.get("量天 real", 0) + 1
        if e.kind == "host" and data.get("source") == "窥念":
            stats["窥念 seal"] = stats.get("窥念 seal", 0) + 1
    return g


@pytest.mark.parametrize("players", range(5, 13))
def test_random_games_with_xiongsui_kugu_shujing_dealt(players: int) -> None:
    stats: dict[str, int] = {}
    for i in range(GAMES):
        g = play(players, players * 7_919 + i, stats)
        test_properties.check_finished(g)
        test_properties.check_replay(g)
        dealt = {c.name for p in g.state.players.values() for c in p.cards}
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
    from daoyan.games.xianyao.identities import TEXT_EN, identity

    ident = identity(name)
    assert ident.implemented and ident.text.startswith(f"{ratings}\n{skill}")
    assert name in TEXT_EN and not test_i18n.CJK.search(TEXT_EN[name])
    g = Game(test_properties.RULES, 6, 1, options(6))
    assert sum(c.name == name for p in g.state.players.values() for c in p.cards) == 1
