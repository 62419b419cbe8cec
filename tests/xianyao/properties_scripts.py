"""Helpers shared by the random-bot property tests of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) where some
generals are dealt (tests/xianyao/test_*_properties.py): one random-bot game checked along the way and at the end,
a counter of what the games went through, a series of games each checked when over, the card names dealt, and the check of a general's rules text."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from typing import Any

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests/: the shared checkers
import test_golden
import test_i18n
import test_properties


def count(stats: dict[str, int], key: str) -> None:
    stats[key] = stats.get(key, 0) + 1


def play_random(players: int, seed: int, options: dict[str, Any], stats: dict[str, int], *, asks_every: int = 1,
                english_asks: Collection[str] | None = None,
                check_views: Callable[..., None] = test_properties.check_views) -> Game:
    """A game of `players` random bots on `options` (game and bots seeded from `seed`); every ask is counted in
    `stats` under its skill. An odd seed plays in English, an even one in Chinese.

    Checked while it runs: every `asks_every`-th round of asks is well formed (test_golden.check_asks); the views
    (`check_views`) every 5·players rounds from a random first one; with `english_asks`, in an English game the
    host's view (its open asks too: prompts and option labels) renders in English at those rounds and whenever a
    skill of `english_asks` is asked. At the end: the asks, the views in full, and in English the host's and seat
    1's views."""
    g = Game(test_properties.RULES, players, seed, options)
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    lang = "en" if seed % 2 else "zh"
    every = 5 * players
    first = random.Random(seed).randrange(every)
    n = 0
    while not g.finished and g.pending:
        if n % asks_every == first % asks_every:
            test_golden.check_asks(g)
        if n % every == first:
            check_views(g, full=False, lang=lang)
        if english_asks is not None and lang == "en" and (
                n % every == first or any(a.skill in english_asks for a in g.pending.values())):
            test_i18n._check_english(host_view(g, "en"))
        for seat, ask in list(g.pending.items()):
            count(stats, ask.skill)
            g.answer(seat, bots[seat].decide(ask, lambda: {}))
        n += 1
    test_golden.check_asks(g)
    check_views(g, full=True, lang=lang)
    if lang == "en":
        test_i18n._check_english(host_view(g, "en"))
        test_i18n._check_english(seat_view(g, 1, "en"))
    return g


def checked_games(games: int, play: Callable[[int], Game]) -> Iterator[Game]:
    """The games `play(i)` for i = 0 … games - 1, each checked when it is over: it ended (a winner, or the
    documented no-winner end) and replaying its record gives a byte-identical snapshot."""
    for i in range(games):
        g = play(i)
        test_properties.check_finished(g)
        test_properties.check_replay(g)
        yield g


def dealt_names(g: Game) -> set[str]:
    """The names of the cards dealt to the players (not the [化形] pair set aside)."""
    return {c.name for p in g.state.players.values() for c in p.cards}


def check_identity_text(name: str, ratings: str, skill: str, options: dict[str, Any]) -> None:
    """The rules text of general `name` is the book's: it starts with its ratings line and its skill line; it has
    an English text with no Chinese character left; a 6-player game on `options` deals it exactly once."""
    from daoyan.games.xianyao.identities import TEXT_EN, identity

    ident = identity(name)
    assert ident.implemented and ident.text.startswith(f"{ratings}\n{skill}")
    assert name in TEXT_EN and not test_i18n.CJK.search(TEXT_EN[name])
    g = Game(test_properties.RULES, 6, 1, options)
    assert sum(c.name == name for p in g.state.players.values() for c in p.cards) == 1
