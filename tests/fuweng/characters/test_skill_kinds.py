"""The skill kinds' shared pieces (skills/_base.py; R-G17 「限定技 = once per game (unless reset); 轉換技 = alternates,
starting on 陽 … 「每回合限一次」 = once in each turn, anyone's; 「每輪限一次」 = once per round」), each used the same way by
every character (issue 23); their first users: 二人轉 (限定技), 預言家 (轉換技), 風之子 (額外回合), 叛忍 (每回合)."""

from __future__ import annotations

import kit

from daoyan.games.fuweng.skills import _base

SEED_FILE = "001_ea231be5ab83fae4.txt"


def test_uses_are_counted_per_turn_and_per_round() -> None:
    g, s = kit.table("叛忍")
    p = s.players[1]
    _base.count_use(p, "冥婚", g)
    _base.count_round_use(p, "冥婚", g)
    assert _base.used_this_turn(p, "冥婚", g) == 1 and _base.used_this_round(p, "冥婚", g) == 1
    s.turns += 1  # the next turn, same round
    assert _base.used_this_turn(p, "冥婚", g) == 0 and _base.used_this_round(p, "冥婚", g) == 1
    s.round += 1
    assert _base.used_this_round(p, "冥婚", g) == 0


def test_a_limited_skill_is_shown_used_until_reset() -> None:
    g, s = kit.table("二人轉")
    p = s.players[1]
    assert not _base.limited_used(p, "囂攘")
    _base.use_limited(g, p, "囂攘")
    assert _base.limited_used(p, "囂攘") and p.flags == {"囂攘": "已發動"}
    _base.reset_limited(g, p, "囂攘")
    assert not _base.limited_used(p, "囂攘") and kit.said(g, "1号的限定技【囂攘】重置。")


def test_a_switching_skill_starts_on_yang_and_alternates() -> None:
    g, s = kit.table("預言家")
    p = s.players[1]
    assert _base.side(p, "引燃") == "陽"
    _base.switch(g, p, "引燃")
    assert _base.side(p, "引燃") == "陰"
    _base.switch(g, p, "引燃")
    assert _base.side(p, "引燃") == "陽" and kit.said(g, "1号的轉換技【引燃】轉為陽。")


def test_an_extra_turn_is_owed_in_order() -> None:
    g, s = kit.table("風之子")
    _base.extra_turn(g, s.players[1])
    _base.extra_turn(g, s.players[2])
    assert s.extra_turns == [1, 2]
