"""Properties of random-bot games of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) where 【佛陀】, 【神女】 and
【圣贤】 are dealt (the [化形] pair is 影妖 + 血俑), key or not: for every player count 5..12, every game ends
without error, its replay is byte-identical, no seat's view holds what is not addressed to it, every ask is
well formed, every string renders in English, 【神女】 is always on top. The skills really run (counted)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from properties_scripts import checked_games, count, dealt_names, play_random

from daoyan.core.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import test_properties

SEED = "000_21ded97409bf0f89.txt"
GAMES = 40  # per player count (≈ 15 s for all eight counts on one core)
HUAXING = ["影妖", "血俑"]
GENERALS = ["佛陀", "神女", "圣贤"]
KEYS = [[], GENERALS, ["神女"], ["圣贤"], ["佛陀"]]


def options(players: int, i: int) -> dict[str, Any]:
    ids = ["仙子", "妖首", "妖首", *GENERALS, *HUAXING] + ["妖众"] * (2 * players - 6)
    return {"identities": ids, "化形": HUAXING, "关键身份": KEYS[i % len(KEYS)]}


def play(players: int, seed: int, i: int, stats: dict[str, int]) -> Game:
    g = play_random(players, seed, options(players, i), stats, english_asks=("止伐",))
    for e in g.log.entries:
        if e.text == "[止伐]: 【源尊】提示你重新闭眼,不可发动任何技能。":
            count(stats, "止伐 block")
        elif e.template == "[神域]: {seat}玩家的顶层身份牌无法在白昼闭眼阶段被[封印] ({source})":
            count(stats, "神域 prevents")
        elif e.text == "【圣贤】☯: 【仙子】可以多执行一次[封妖] (整局游戏限一次)":
            count(stats, "圣贤 extra")
        elif e.template and e.template.startswith("【神女】☯: [星空仙人]落败"):
            count(stats, "神女 extension")
    return g


@pytest.mark.parametrize("players", range(5, 13))
def test_random_games_with_fotuo_shennv_shengxian_dealt(players: int) -> None:
    stats: dict[str, int] = {}
    for g in checked_games(GAMES, lambda i: play(players, players * 104_729 + i, i, stats)):
        dealt = dealt_names(g)
        assert set(GENERALS) <= dealt and not set(HUAXING) & dealt
        shennv = next(p for p in g.state.players.values() if any(c.name == "神女" for c in p.cards))
        assert shennv.cards[0].name == "神女"  # 「发放身份牌后,【神女】牌必须在顶层」
    assert stats.get("止伐", 0) > GAMES and stats.get("止伐 block", 0) > 0, stats
    assert stats.get("神域 prevents", 0) > 0, stats


def test_the_rare_branches_are_reached() -> None:
    """Over random 8-player games the ☯ branches happen too: the 仙子's extra [封妖] and the 神女 extension."""
    stats: dict[str, int] = {}
    for i in range(60):
        g = play(8, 31_337 + i, 1, stats)  # all three key
        test_properties.check_finished(g)
    assert stats.get("圣贤 extra", 0) > 0 and stats.get("神女 extension", 0) > 0, stats
