"""Day 1 (002_df7a4ea6bd54eb52.txt): 「特别的，第一个游戏日白天不会公示任何内容，第一天投票有其他作用。」 and 「第一天白天结算
时，最先达到最高票的角色当选神眷者。」 — day 1 posted the vote count and the 神眷者 for everybody (issue 21, item 4). Now
nothing of day 1 is public: the 导演's record keeps the count, the 神眷者 alone is told, and day 2's 公示 names him
(「每个游戏日白天开始时，都会公示…当日神眷者」) (ruling W-D1)."""

from __future__ import annotations

from typing import Any

from wangling_scripts import LAYOUT

from daoyan.core.view import seat_view
from daoyan.scenario import build_and_run

SEED_FILE = "002_df7a4ea6bd54eb52.txt"
IDS = dict(enumerate(LAYOUT, start=1))


def game(until: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    votes = [{"day": 1, "phase": "白天", "seat": x, "skill": "投票", "target": 5} for x in range(1, 8)]
    return build_and_run({"game": "wangling", "players": 21, "seed": 1, "setup": {"identities": IDS},
                          "decisions": [*votes, {"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 2}],
                          "until": until})


def test_day_one_posts_nothing() -> None:
    """「第一个游戏日白天不会公示任何内容」: no public line on day 1 — no 投票结果, no 「当选神眷者」."""
    _, r = game({"day": 1, "phase": "白天"})
    assert [e["text"] for e in r["log"] if e["round"] == 1 and e["audience"] == "all"] == []


def test_the_chosen_alone_is_told_and_the_host_keeps_the_count() -> None:
    """「第一天投票有其他作用」: it elects the 神眷者 — he is told (his 神恩 and 传承 are his to know); the 导演's record holds
    the count; no other seat reads either."""
    g, r = game({"day": 1, "phase": "白天"})
    assert r["seats"]["5"]["shenjuanzhe"] is True
    host = [e["text"] for e in r["log"] if e["audience"] == "host" and e["round"] == 1]
    assert "投票结果: 5号 7票" in host and "5号当选神眷者。" in host
    assert "你当选神眷者。" in [e["text"] for e in seat_view(g, 5)["log"]]
    for seat in (1, 6, 21):
        texts = [e["text"] for e in seat_view(g, seat)["log"]]
        assert not [t for t in texts if "神眷者" in t or "投票结果" in t], (seat, texts)


def test_day_two_posts_the_chosen_and_its_vote_count() -> None:
    """「每个游戏日白天开始时，都会公示…当日神眷者」 — day 2's 公示 names 5; day 2's vote result is public as every later day's."""
    _, r = game({"day": 2, "phase": "白天"})
    post = next(e for e in r["log"] if e["round"] == 2 and e["kind"] == "announce")
    assert post["data"]["公示"]["shenjuanzhe"] == 5 and "今日神眷者: 5号" in post["text"]
    assert [e["text"] for e in r["log"] if e["round"] == 2 and e["audience"] == "all" and e["kind"] == "result"] \
        == ["投票结果: 无", "无人出局 (无人得票)。"]


def test_the_public_table_holds_only_what_was_posted() -> None:
    """Siblings of the day-1 leak, in the table every seat is sent: 「夜晚出局的角色将在白天开始时公示」 and day 1's
    神眷者 waits for day 2's 公示 — the table named them at once."""
    from daoyan.core.view import public_view

    g, _ = game({"day": 1, "phase": "白天"})
    assert public_view(g)["table"]["shenjuanzhe"] is None
    g, _ = game({"day": 2, "phase": "白天"})
    assert public_view(g)["table"]["shenjuanzhe"] == 5


def test_a_night_inheritance_waits_for_the_next_post() -> None:
    """「传承<强制>：当神眷者出局时，其得知存活角色名单并选择一名角色，该角色成为神眷者。」 at night, and 「夜晚期间需要公示的
    内容全部在下一个白天开始时公布」: the new 神眷者 is told; everybody reads it in the next 公示, not that night (W-D2).
    The 枪兵's <突击> puts 5 (the 神眷者) out on night 1; he names 6."""
    votes = [{"day": 1, "phase": "白天", "seat": x, "skill": "投票", "target": 5} for x in range(1, 8)]
    doc = {"game": "wangling", "players": 21, "seed": 1, "setup": {"identities": IDS},
           "decisions": [*votes, {"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 1},
                         {"day": 1, "phase": "夜晚", "seat": 2, "skill": "突击", "target": 5},
                         {"day": 1, "phase": "夜晚", "seat": 5, "skill": "传承", "target": 6}],
           "until": {"day": 1}}
    g, r = build_and_run(doc)
    assert r["seats"]["6"]["shenjuanzhe"] is True
    night = [e["text"] for e in r["log"] if e["round"] == 1 and e["phase"] == "夜晚" and e["audience"] == "all"]
    assert not [t for t in night if "神眷者" in t]
    assert "<传承>: 你成为神眷者。" in [e["text"] for e in seat_view(g, 6)["log"]]
    from daoyan.core.view import public_view

    assert public_view(g)["table"]["shenjuanzhe"] is None and 5 not in public_view(g)["table"]["out"]
    g, r = build_and_run({**doc, "until": {"day": 2, "phase": "白天"}})
    post = next(e for e in r["log"] if e["round"] == 2 and e["kind"] == "announce")
    assert post["data"]["公示"]["shenjuanzhe"] == 6 and post["data"]["公示"]["night_outs"] == [5]
    assert public_view(g)["table"]["out"] == [5]
