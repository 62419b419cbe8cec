"""Properties of random-bot games of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) where the (夜行) generals
【鬼巫】, 【灾厄】, 【纸人】, 【怪煞】 are dealt — all four (the [化形] pair is 影妖 + 血俑), or two of them with the other two
drawn as the [化形]. For every player count 5..12: every game ends without error, its replay is byte-identical, no
seat's view holds what is not addressed to it, every ask is well formed, every string renders in English, and the
bots really claim the skills (「整个发言讨论阶段,玩家发言时均可以发动(夜行)类技能」), true and fake, and their marks seal."""

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
GAMES = 40
GENERALS = ["鬼巫", "灾厄", "纸人", "怪煞"]
HUAXING = ["影妖", "血俑"]
SKILLS = {"请邪": "鬼巫", "业火": "灾厄", "招魂": "纸人", "崩灭": "怪煞"}


def options(players: int, all_four: bool) -> dict[str, Any]:
    """All four dealt (化形 影妖 + 血俑), or the four enabled and two of them drawn as the [化形]."""
    extra = HUAXING if all_four else []
    dealt = 7 if all_four else 5
    ids = ["仙子", "妖首", "妖首", *GENERALS, *extra] + ["妖众"] * (2 * players - dealt)
    return {"identities": ids, "化形": HUAXING} if all_four else {"identities": ids}


def play(players: int, seed: int, stats: dict[str, int]) -> Game:
    g = play_random(players, seed, options(players, seed % 3 != 0), stats, asks_every=3)
    meanings = g.state.guiwu_cards
    for e in g.log.entries:
        data = e.data or {}
        if e.kind == "claim" and data.get("skill") in SKILLS:
            count(stats, f"{data['skill']} claim")
        if e.kind == "host" and data.get("true") is True:
            count(stats, "true claim")
            if "offered" in data:  # a true [请邪]: 2 correct + 1 meaningless, or 3 correct
                kinds = sorted(meanings[k] for k in data["offered"])
                assert kinds in (sorted([data["answer"]] * 2 + ["无意义"]), [data["answer"]] * 3), data
        if e.kind == "host" and data.get("source") in SKILLS and "step" in data:
            count(stats, "mark seal")
    assert (g.state.zhiren_jingpo or 0) >= 0
    return g


@pytest.mark.parametrize("players", range(5, 13))
def test_random_games_with_the_night_generals_dealt(players: int) -> None:
    stats: dict[str, int] = {}
    for i, g in enumerate(checked_games(GAMES, lambda i: play(players, players * 6_007 + i, stats))):
        dealt = dealt_names(g)
        assert len(dealt & set(GENERALS)) == (4 if (players * 6_007 + i) % 3 else 2)
    for skill in SKILLS:
        assert stats.get(f"{skill} claim", 0) > GAMES, stats
    assert stats.get("true claim", 0) > GAMES // 4 and stats.get("mark seal", 0) > GAMES // 4, stats
    assert stats.get("邪神牌", 0) > GAMES // 2 and stats.get("邪神牌含义", 0) > GAMES // 2, stats


@pytest.mark.parametrize(("name", "ratings", "skill"), [
    ("鬼巫", "难度-5 信息-5 轮次-0 扰控-0", "技能▶[请邪](夜行)"),
    ("灾厄", "难度-2 信息-3 轮次-2 扰控-0", "技能▶[业火](夜行)"),
    ("纸人", "难度-4 信息-4 轮次-1 扰控-0", "技能▶[招魂](夜行)"),
    ("怪煞", "难度-2 信息-1 轮次-4 扰控-0", "技能▶[崩灭](夜行)"),
])
def test_the_generals_are_implemented_with_the_books_text(name: str, ratings: str, skill: str) -> None:
    """The rules text shown to players is the book's, with its ratings line; English exists; they can be dealt."""
    check_identity_text(name, ratings, skill, options(6, True))


def test_claim_labels_read_in_both_languages() -> None:
    """Each claim option has a label a person reads (UI), in Chinese and in English."""
    rules = test_properties.RULES
    cases = [
        ({"skill": "请邪", "choice": "持有妖首", "target": 3}, "宣称【鬼巫】,[请邪]: 3号玩家开局时持有【妖首】牌吗?",
         "claim 【Ghost Shaman】, [Evil Invocation]: did #3 hold a 【Demon Lord】 card at the start?"),
        ({"skill": "业火", "target": [2, 5]}, "宣称【灾厄】,[业火] → 2号、5号", "claim 【Calamity】, [Karmic Fire] → #2, #5"),
        ({"skill": "招魂", "choice": "妖首"}, "宣称【纸人】,[招魂] → 【妖首】",
         "claim 【Paper Puppet】, [Soul Summoning] → 【Demon Lord】"),
        ({"skill": "崩灭", "target": 4}, "宣称【怪煞】,[崩灭] → 4号", "claim 【Bane】, [Collapse] → #4"),
    ]
    for option, zh, en in cases:
        assert rules.describe_option("发言", option, "zh") == zh
        assert rules.describe_option("发言", option, "en") == en
    assert rules.describe_option("邪神牌含义", {"choice": ["邪神乙", "是"]}, "en") == "Evil God B → yes"
