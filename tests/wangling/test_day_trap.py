"""<陷阱>② by day (002_df7a4ea6bd54eb52.txt): 「2、当游荡者在白天出局时，游荡者得到通知，可以选择一名角色，对其造成一次[致死伤害]。」
and the 白天结算阶段: 「立即通知因为投票触发的<陷阱><馈赠><传承><虚体><腐化>。」 — the damage was dealt but never settled
(issue 21, item 1): its target stayed in. Rulings W-T1, W-T2 (docs/rulings/wangling.md)."""

from __future__ import annotations

from typing import Any

from wangling_scripts import LAYOUT

from daoyan.games.wangling.settle import Damage, Night, settle
from daoyan.scenario import build_and_run

SEED_FILE = "002_df7a4ea6bd54eb52.txt"
IDS = dict(enumerate(LAYOUT, start=1))  # 12 剑士, 13 游荡者, 16 学者, 17–20 恶徒, 21 贵族


def day2_vote_out(seat: int, *more: dict[str, Any], until: dict[str, Any] | None = None) -> tuple[Any, Any]:
    """Day 1: the 恶徒 hide the 圣器 with 1; day 2: seats 1–11 vote `seat` out."""
    doc = {"game": "wangling", "players": 21, "seed": 1, "setup": {"identities": IDS},
           "decisions": [{"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 1},
                         *({"day": 2, "phase": "白天", "seat": x, "skill": "投票", "target": seat} for x in range(1, 12)),
                         *more],
           "until": until or {"day": 2, "phase": "白天"}}
    return build_and_run(doc)


def day_lines(r: dict[str, Any], day: int) -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == day and e["phase"] == "白天" and e["audience"] == "all"]


def test_a_wanderer_voted_out_kills_the_character_he_traps() -> None:
    """「当游荡者在白天出局时，游荡者得到通知，可以选择一名角色，对其造成一次[致死伤害]。」 and 「[致死伤害]…该角色在夜晚或白天
    结算时出局」: 13 (游荡者) is voted out on day 2 and traps 16, who goes out at once, listed after the vote-out (A-WL-8)."""
    g, r = day2_vote_out(13, {"day": 2, "phase": "白天", "seat": 13, "skill": "陷阱", "target": 16})
    assert r["seats"]["16"]["out"] is True and r["seats"]["13"]["out"] is True
    day = day_lines(r, 2)
    assert day.index("13号因投票出局。") < day.index("16号出局。")
    assert not g.finished
    # the next day's 公示 lists both among the day's outs, in that order
    g, r = day2_vote_out(13, {"day": 2, "phase": "白天", "seat": 13, "skill": "陷阱", "target": 16},
                         until={"day": 3, "phase": "白天"})
    post = next(e for e in r["log"] if e["round"] == 3 and e["kind"] == "announce")
    assert post["data"]["公示"]["day_outs"] == [13, 16]


def test_the_trap_is_a_choice_declining_kills_nobody() -> None:
    """「可以选择一名角色」 — <陷阱> is <普通>: declined or timed out, nothing happens (A-WL-20)."""
    _, r = day2_vote_out(13)
    assert [s for s, v in r["seats"].items() if v["out"]] == ["13"]


def test_the_trapped_holder_of_the_hallow_hands_it_on_and_the_victory_check_follows() -> None:
    """「立即通知因为投票触发的<陷阱><馈赠>…」 and 「执行一次胜利阵营判定。」 — 1 holds the 圣器 (藏匿); trapped by day, he
    goes out and his <馈赠> (「若[死亡圣器]的持有者出局…选择一名角色，该角色获得[死亡圣器]」) follows at once."""
    _, r = day2_vote_out(13, {"day": 2, "phase": "白天", "seat": 13, "skill": "陷阱", "target": 1},
                         {"day": 2, "phase": "白天", "seat": 1, "skill": "馈赠", "target": 5})
    assert r["seats"]["1"]["out"] is True and r["seats"]["5"]["shengqi"] is True


def test_night_protections_do_not_reach_into_the_day_the_herald_is_still_immortal() -> None:
    """W-T1: the settlement's protections are the night's (「当夜受到<圣光>」, 「当夜受到<祝福>」, 「该夜…<防反>」): a day
    damage meets none of them; 「不朽<强制>：告死者不会因为[致死伤害]出局。」 holds by day too."""
    from daoyan.core.game import Game
    from daoyan.games.wangling import RULES

    g = Game(RULES, 21, 1, {"identities": LAYOUT})
    s = g.state
    assert settle(s, Night([Damage("陷阱", 13, 12)])).outs == [(12, "陷阱")]
    s.chars[14].identity = "告死者"  # 慰魂师[告死者], flipped
    got = settle(s, Night([Damage("陷阱", 13, 14)]))
    assert got.outs == [] and [why for _, why in got.voided] == ["告死者"]


def test_a_trapped_character_who_holds_the_trap_springs_his_own() -> None:
    """W-T2: a character with <陷阱> who goes out in the day is 「游荡者在白天出局」 for his own <陷阱>: the 学者 who copied
    <陷阱> by <拓印> (「获得该技能」) and is trapped by the 游荡者 traps 21 in turn."""
    _, r = day2_vote_out(
        13,
        {"day": 1, "phase": "夜晚", "seat": 16, "skill": "拓印", "target": 13},
        {"day": 1, "phase": "夜晚", "seat": 16, "skill": "拓印", "choice": "陷阱"},
        {"day": 2, "phase": "白天", "seat": 13, "skill": "陷阱", "target": 16},
        {"day": 2, "phase": "白天", "seat": 16, "skill": "陷阱", "target": 21})
    assert [s for s, v in r["seats"].items() if v["out"]] == ["13", "16", "21"]
    day = day_lines(r, 2)
    assert day.index("16号出局。") < day.index("21号出局。")
