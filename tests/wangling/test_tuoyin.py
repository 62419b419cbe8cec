"""<拓印> (002_df7a4ea6bd54eb52.txt): 「拓印<限定>：游戏日夜晚，学者选择一名其他角色：若该角色不属于亡灵阵营，获知该角色所有
非<团队>的身份技能，并选择其中一个：若当夜结束时学者仍然存活，获得该技能。」 — he was shown only the choice; he must learn every
non-<团队> skill of the target, and the 导演's record (and a replay) must hold what he learned and what he copied (issue 21,
item 5; ruling W-TY1)."""

from __future__ import annotations

from typing import Any

from wangling_scripts import LAYOUT

from daoyan.core.game import replay
from daoyan.core.view import seat_view
from daoyan.games.wangling import RULES
from daoyan.scenario import build_and_run

SEED_FILE = "002_df7a4ea6bd54eb52.txt"
IDS = dict(enumerate(LAYOUT, start=1))  # 12 剑士, 15 守夜人, 16 学者


def copy_from(target: int, choice: str) -> tuple[Any, dict[str, Any]]:
    return build_and_run({"game": "wangling", "players": 21, "seed": 1, "setup": {"identities": IDS},
                          "decisions": [{"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 1},
                                        {"day": 1, "phase": "夜晚", "seat": 16, "skill": "拓印", "target": target},
                                        {"day": 1, "phase": "夜晚", "seat": 16, "skill": "拓印", "choice": choice}],
                          "until": {"day": 1}})


def test_the_scholar_learns_every_non_team_skill_of_the_target() -> None:
    """「获知该角色所有非<团队>的身份技能」: the 剑士's 蓄力斩, 防反 and 剑痕; the 守夜人's 夜之语, 夜之躯 and 夜之手 (the 枪兵's
    <团队> <牵制> is not among his: 「非<团队>」)."""
    g, _ = copy_from(12, "防反")
    learned = [e for e in seat_view(g, 16)["log"] if e["text"].startswith("<拓印>: 12号的非<团队>身份技能")]
    assert [e["text"] for e in learned] == ["<拓印>: 12号的非<团队>身份技能: <蓄力斩>、<防反>、<剑痕>"]
    g, _ = copy_from(15, "夜之手")
    told = [e["text"] for e in seat_view(g, 16)["log"] if "非<团队>身份技能" in e["text"]]
    assert told == ["<拓印>: 15号的非<团队>身份技能: <夜之语>、<夜之躯>、<夜之手>"]
    g, _ = copy_from(2, "突击")
    told = [e["text"] for e in seat_view(g, 16)["log"] if "非<团队>身份技能" in e["text"]]
    assert told == ["<拓印>: 2号的非<团队>身份技能: <突击>"]


def test_the_record_holds_what_he_learned_and_what_he_copied_and_nobody_else_reads_it() -> None:
    """The 导演's record: the skills shown and the one chosen; at night end 「获得该技能」. Other seats (the target too) read
    none of it; a replay of the record gives the same log."""
    g, r = copy_from(12, "防反")
    host = [e["text"] for e in r["log"] if e["round"] == 1 and e["phase"] == "夜晚"
            and (e["audience"] == "host" or 16 in (e["audience"] if isinstance(e["audience"], list) else []))]
    assert "<拓印>: 12号的非<团队>身份技能: <蓄力斩>、<防反>、<剑痕>" in host
    assert "<拓印>: 16号选择了12号的<防反> (当夜结束时仍存活则获得)" in host
    assert "<拓印>: 你获得了<防反>" in host
    for seat in (12, 1, 17):
        assert not [e for e in seat_view(g, seat)["log"] if "拓印" in e["text"]], seat
    again = replay(RULES, r["record"])  # the replay runs on past the scenario's stop: compare what both hold
    assert [e.to_json() for e in again.log.entries[:len(g.log.entries)]] == [e.to_json() for e in g.log.entries]
