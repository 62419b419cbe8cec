"""<认主> (002_df7a4ea6bd54eb52.txt): 「认主<强制>：当某个角色以人类身份持有[死亡圣器]连续度过两个完整的夜晚时，将得到导演
通知，该角色成为[死亡圣器]的主人」 — a night counts only when he held it, as a human, from its start to its end; a night
in which it left him (taken by <夜之手>) and came back (taken back by <探查>②) is not a complete night held, and the count
restarts (ruling W-R1; it counted: issue 21, item 2)."""

from __future__ import annotations

from typing import Any

from wangling_scripts import LAYOUT

from daoyan.scenario import build_and_run

SEED_FILE = "002_df7a4ea6bd54eb52.txt"
IDS = dict(enumerate(LAYOUT, start=1))  # 13 游荡者, 15 守夜人, 17–20 恶徒

# day 1: everybody votes 13 (the 游荡者), who becomes the 神眷者 (「神恩<强制>：神眷者免疫<诅咒>技能」: he stays human);
# the 恶徒 hide the 圣器 with him
DAY1 = [*({"day": 1, "phase": "白天", "seat": x, "skill": "投票", "target": 13} for x in range(1, 22)),
        {"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 13}]
# night 1: the 守夜人's <夜之手> takes it (「守夜人宣言一种身份：若[死亡圣器]当前正被该身份的角色持有，获得之」), and the
# 游荡者's <探查>② takes it back (「若该角色持有[死亡圣器]，获得之」); 移动圣物顺序：<夜之手><诈骗><探查>
ROUND_TRIP = [{"day": 1, "phase": "夜晚", "seat": 15, "skill": "夜之手", "choice": "游荡者"},
              {"day": 1, "phase": "夜晚", "seat": 13, "skill": "探查", "choice": 2, "target": 15}]


def run(decisions: list[dict[str, Any]], day: int) -> tuple[Any, dict[str, Any]]:
    return build_and_run({"game": "wangling", "players": 21, "seed": 1, "setup": {"identities": IDS},
                          "decisions": decisions, "until": {"day": day}})


def test_a_night_the_hallow_left_and_came_back_does_not_count() -> None:
    """「连续度过两个完整的夜晚」: night 1 (taken and taken back) does not count; nights 2 and 3 do: master after night 3."""
    g, r = run(DAY1 + ROUND_TRIP, 1)
    assert r["seats"]["13"]["shengqi"] is True and g.state.held_nights == 0
    g, r = run(DAY1 + ROUND_TRIP, 2)
    assert g.state.held_nights == 1 and g.state.master is None
    g, r = run(DAY1 + ROUND_TRIP, 3)
    assert g.state.master == 13
    assert [e["round"] for e in r["log"] if e["text"] == "<认主>: 你成为[死亡圣器]的主人。"] == [3]


def test_two_whole_nights_make_the_master() -> None:
    """The same game with the 圣器 never leaving him: master after night 2 (the two complete nights)."""
    g, _ = run(DAY1, 2)
    assert g.state.master == 13


def test_a_broken_run_restarts_the_count() -> None:
    """「连续」: night 1 held whole (1), night 2 broken by the round trip (0 again), nights 3 and 4 whole: master after 4."""
    trip2 = [{**d, "day": 2} for d in ROUND_TRIP]
    g, _ = run(DAY1 + trip2, 2)
    assert g.state.held_nights == 0 and g.state.master is None
    g, _ = run(DAY1 + trip2, 3)
    assert g.state.master is None
    g, _ = run(DAY1 + trip2, 4)
    assert g.state.master == 13
