"""<潜行> (002_df7a4ea6bd54eb52.txt): 「潜行<限定>：游戏日夜晚，游荡者可以发动此技能：当晚游荡者不受任何其他角色的技能效果
影响；发动<潜行>的夜晚游荡者发动其他技能失效。」 — no skill of another character reaches him that night: a <防反> cannot put
the 剑士's damage on him (it did: issue 21, item 3), no <祝福> makes him the blessed character, no <馈赠>/<传承>/<灾厄>
hands him anything (rulings W-Q1, W-Q2)."""

from __future__ import annotations

from typing import Any

from wangling_scripts import LAYOUT

from daoyan.games.wangling.settle import Damage, Night, settle
from daoyan.scenario import build_and_run

SEED_FILE = "002_df7a4ea6bd54eb52.txt"
IDS = dict(enumerate(LAYOUT, start=1))  # 2 枪兵, 5 村长, 6–11 村民, 12 剑士, 13 游荡者, 17–20 恶徒


def night1(*decisions: dict[str, Any]) -> dict[str, Any]:
    doc = {"game": "wangling", "players": 21, "seed": 1, "setup": {"identities": IDS},
           "decisions": [{"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 1},
                         *({"day": 1, "phase": "夜晚", **d} for d in decisions)],
           "until": {"day": 1}}
    return build_and_run(doc)[1]


def told(r: dict[str, Any], seat: int) -> list[str]:
    return [e["text"] for e in r["log"] if isinstance(e["audience"], list) and seat in e["audience"]]


def test_fangfan_cannot_put_the_damage_on_a_hiding_wanderer() -> None:
    """「当晚游荡者不受任何其他角色的技能效果影响」 against 「如果该角色当夜成功发动了<防反>，改为对<防反>的角色结算此次[致死
    伤害]」: the 剑士 (12) chose the 游荡者 (13) for <防反>; 13 used <潜行>; the 枪兵's <突击> on 12 stays on 12 (W-Q1)."""
    r = night1({"seat": 13, "skill": "潜行", "choice": "发动"}, {"seat": 12, "skill": "防反", "target": 13},
               {"seat": 2, "skill": "突击", "target": 12})
    assert r["seats"]["12"]["out"] is True and r["seats"]["13"]["out"] is False
    assert not [t for t in told(r, 12) if "代替承担" in t], "防反 did not fire: the 剑士 is not told it did"
    # without <潜行> the same night puts 13 out instead (the scenario wangling_fangfan_redirects.yaml, with 13)
    r = night1({"seat": 12, "skill": "防反", "target": 13}, {"seat": 2, "skill": "突击", "target": 12})
    assert r["seats"]["12"]["out"] is False and r["seats"]["13"]["out"] is True


def test_a_hiding_wanderer_is_not_the_nights_blessed_character() -> None:
    """「若某位角色得到的<祝福>比其他角色都要多且至少为2，该角色当晚免疫一次[致死伤害]。」 — the blessings that fall on a
    <潜行> 游荡者 reach nobody: he is not the blessed character, so he is not barred from the next night's (W-Q2)."""
    blessers = [{"seat": x, "skill": "祝福", "target": 13} for x in (5, 6, 7)]
    r = night1({"seat": 13, "skill": "潜行", "choice": "发动"}, *blessers)
    assert r["seats"]["13"]["out"] is False
    g, _ = build_and_run({"game": "wangling", "players": 21, "seed": 1, "setup": {"identities": IDS},
                          "decisions": [{"day": 1, "phase": "白天", "seat": 17, "skill": "藏匿", "target": 1},
                                        {"day": 1, "phase": "夜晚", "seat": 13, "skill": "潜行", "choice": "发动"},
                                        *({"day": 1, "phase": "夜晚", **b} for b in blessers)],
                          "until": {"day": 1}})
    assert g.state.blessed_last is None


def test_the_settlement_voids_every_damage_on_him_even_redirected() -> None:
    """「当晚游荡者不受任何其他角色的技能效果影响」: in the settlement, a damage aimed at him is void (潜行), and a 防反 that
    would move one onto him does not fire (its 剑士 bears the damage; 防反 stays unused: it was not 「成功发动」)."""
    from daoyan.core.game import Game
    from daoyan.games.wangling import RULES

    s = Game(RULES, 21, 1, {"identities": LAYOUT}).state
    n = Night([Damage("突击", 2, 13), Damage("啃咬", 17, 12)], fangfan={12: 13}, untouchable={13})
    got = settle(s, n)
    assert got.outs == [(12, "啃咬")] and got.fangfan_used == []
    assert [(d.skill, why) for d, why in got.voided] == [("突击", "潜行")]


def test_nobody_hands_the_hallow_to_a_hiding_wanderer_that_night() -> None:
    """<馈赠> at 夜晚结束阶段 (「所有出局角色得到通知，可以遗言，发动<权势><馈赠><传承>」) is still that night: the 圣器's holder
    (1, by 藏匿) goes out to <突击> and cannot choose the <潜行> 游荡者 (13); anyone else he may (W-Q2)."""
    import pytest

    from daoyan.core.errors import ScenarioError

    with pytest.raises(ScenarioError, match="不是合法选择"):
        night1({"seat": 13, "skill": "潜行", "choice": "发动"}, {"seat": 2, "skill": "突击", "target": 1},
               {"seat": 1, "skill": "馈赠", "target": 13})
    r = night1({"seat": 13, "skill": "潜行", "choice": "发动"}, {"seat": 2, "skill": "突击", "target": 1},
               {"seat": 1, "skill": "馈赠", "target": 12})
    assert r["seats"]["12"]["shengqi"] is True
