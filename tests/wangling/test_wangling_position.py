"""Starting 《亡灵低语2.x》 mid-game (issue 21, item 13): a scenario's `start: {day, phase}` and `setup.局面` — who is out
and how, flips, the 死亡圣器, the 神眷者, used <限定> skills, marks — with the same checks as any start: a position
the rules could not reach is refused, naming the entry (daoyan/games/wangling/position.py, docs/scenarios.md)."""

from __future__ import annotations

from typing import Any

import pytest
from wangling_scripts import LAYOUT

from daoyan.core.errors import ScenarioError
from daoyan.core.view import public_view, seat_view
from daoyan.games.wangling import position
from daoyan.scenario import build_and_run

SEED_FILE = "002_df7a4ea6bd54eb52.txt"
IDS = dict(enumerate(LAYOUT, start=1))  # 2 枪兵, 5 村长, 6–11 村民, 12 剑士, 13 游荡者, 16 学者, 17–20 恶徒, 21 贵族


def run(start: dict[str, Any], pos: dict[str, Any], *decisions: dict[str, Any],
        until: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
    return build_and_run({"game": "wangling", "players": 21, "seed": 1, "start": start,
                          "setup": {"identities": IDS, "局面": pos}, "decisions": list(decisions),
                          "until": until or {"day": start["day"]}})


POS = {"出局": {3: "投票", 6: "夜晚", 7: "夜晚"}, "翻转": [8], "圣器": 1, "神眷者": 5, "已用": {16: ["拓印"]},
       "诅咒次数": 2}


def test_a_game_starts_at_the_named_day_and_phase_in_the_named_position() -> None:
    """Day 5's 夜晚: nothing of days 1–4 is played; the out characters are out, 8 is a 腐尸 (「翻转身份」), 1 holds the 圣器,
    5 is the 神眷者, the 学者's <拓印> is used (not asked again), the <诅咒> has 2 left."""
    g, r = run({"day": 5, "phase": "夜晚"}, POS)
    assert not [e for e in r["log"] if e["round"] in (1, 2, 3, 4)]
    s = g.state
    assert [x for x, c in s.chars.items() if c.out] == [3, 6, 7]
    assert s.chars[8].identity == "腐尸" and s.shengqi == 1 and s.shenjuanzhe == 5 and s.curse_left == 2
    assert not [a for _, seat, a in g.history if seat == 16 and a.get("skill") == "拓印"]
    assert r["finished"] == {"round": 5, "phase": "夜晚"}


def test_each_seat_is_told_its_own_part_and_the_table_what_was_posted() -> None:
    """Secrets hold from the start: 8 alone learns he is a 腐尸, 1 alone that he holds the 圣器; everybody reads the outs
    and the 神眷者 (posted in earlier 公示)."""
    g, _ = run({"day": 5, "phase": "夜晚"}, POS, until={"day": 6, "phase": "白天"})
    assert "局面: 你已翻转为腐尸" in [e["text"] for e in seat_view(g, 8)["log"]]
    assert "局面: 你持有[死亡圣器]" in [e["text"] for e in seat_view(g, 1)["log"]]
    for seat in (2, 9):
        texts = [e["text"] for e in seat_view(g, seat)["log"]]
        assert not [t for t in texts if "腐尸" in t or "死亡圣器" in t], (seat, texts)
    table = public_view(g)["table"]
    assert table["out"] == [3, 6, 7] and table["shenjuanzhe"] == 5


def test_the_night_is_played_from_there() -> None:
    """The first phase played is the start's: the 枪兵's <突击> on night 5 puts 12 out (「该角色受到一次[致死伤害]」)."""
    _, r = run({"day": 5, "phase": "夜晚"}, POS, {"day": 5, "phase": "夜晚", "seat": 2, "skill": "突击", "target": 12})
    assert r["seats"]["12"]["out"] is True


@pytest.mark.parametrize(("start", "pos", "says"), [
    ({"day": 1, "phase": "白天"}, {"出局": {3: "夜晚"}}, "尚未发生任何事"),
    ({"day": 3, "phase": "白天"}, {"出局": {3: "投票", 4: "投票"}, "圣器": 1}, "只有 1 次投票能出局"),
    ({"day": 2, "phase": "白天"}, {"出局": {3: "陷阱"}, "圣器": 1}, "白天<陷阱>的出局需要"),
    ({"day": 3, "phase": "白天"}, {"出局": {3: "走了"}, "圣器": 1}, "出局方式是"),
    ({"day": 3, "phase": "白天"}, {}, "请写出持有者"),
    ({"day": 3, "phase": "白天"}, {"出局": {1: "夜晚"}, "圣器": 1}, "不能持有[死亡圣器]"),
    ({"day": 2, "phase": "白天"}, {"圣器": 1, "主人": 1}, "<认主>需要连续2个完整的夜晚"),
    ({"day": 4, "phase": "白天"}, {"圣器": 1, "认主夜数": 2}, "应已成为主人"),
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "诅咒次数": 4}, "应是 0–3 的整数"),
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "翻转": [16], "诅咒次数": 4}, None),  # 学者[恶灵]: 灵能 +1
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "神眷者": 3, "出局": {3: "夜晚"}}, "<传承>已交出神眷者"),
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "已用": {5: ["祝福"]}}, "不是村长的<限定>技能"),
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "防反": [5]}, "不是已度过夜晚的剑士"),
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "夜之牙": [4]}, "<夜之牙>只选已出局角色"),
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "翻转": [12], "牵制": [3]}, "<牵制>的计数单位"),
    ({"day": 3, "phase": "白天"}, {"圣器": 1, "谁": 1}, "未知的键"),
    ({"day": 3, "phase": "黄昏"}, {"圣器": 1}, "白天 或 夜晚"),
])
def test_a_position_the_rules_could_not_reach_is_refused(start: dict[str, Any], pos: dict[str, Any],
                                                          says: str | None) -> None:
    """「第一天白天结算时，最先达到最高票的角色当选神眷者。此后的每个白天结算时，唯一或神眷者投票的最高票出局。」 (one vote-out
    a day from day 2), 「藏匿<团队><强制>：游戏第一日白天结束时…该角色获得[死亡圣器]」, 「连续度过两个完整的夜晚」, 「<诅咒>技能的
    初始次数为3」 with 「灵能<强制>：恶灵诞生时…次数+1」, 「每名已出局角色只能被<夜之牙>选择一次」 …: each refused with what
    is wrong, as `setup`."""
    if says is None:
        run(start, pos)
        return
    with pytest.raises(ScenarioError, match=says.replace("[", r"\[").replace("]", r"\]")) as e:
        run(start, pos)
    assert e.value.entry in ("setup", "start")


def test_export_then_start_from_it_goes_on_alike() -> None:
    """`position.export` writes a running game's position: a game started from it has the same state where it starts."""
    g, _ = run({"day": 5, "phase": "夜晚"}, POS, {"day": 5, "phase": "夜晚", "seat": 2, "skill": "突击", "target": 12})
    out = position.export(g)
    assert out["start"] == {"day": 6, "phase": "白天"}
    h, _ = build_and_run({"game": "wangling", "players": 21, "seed": 1, **out, "until": {"day": 6, "phase": "白天"}})
    for seat in g.state.chars:
        a, b = g.state.chars[seat], h.state.chars[seat]
        assert (a.identity, a.out, a.spent) == (b.identity, b.out, b.spent), seat
    assert (h.state.shengqi, h.state.shenjuanzhe, h.state.curse_left) == (1, 5, 2)


def test_the_host_record_keeps_a_count_of_zero() -> None:
    """The 导演's note of the position names every entry given, a <诅咒> count of 0 too (it was left out as falsy)."""
    g, _ = run({"day": 5, "phase": "夜晚"}, {**POS, "诅咒次数": 0})
    note = next(e.text for e in g.log.entries if e.kind == "host" and e.text.startswith("局面: {"))
    assert "'诅咒次数': 0" in note
