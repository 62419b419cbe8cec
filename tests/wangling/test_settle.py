"""002_df7a4ea6bd54eb52.txt 「夜晚结算阶段」: one test per settlement clause, the order of the outs, <祝福>, <防反>,
<陷阱>①, <潜行>, and the rulings A-WL-4, A-WL-5, A-WL-8."""

from __future__ import annotations

from daoyan.games.wangling.settle import Damage, Night, blessed, settle
from daoyan.games.wangling.state import Character, WState

UNDEAD = ("告死者", "恶灵", "活尸", "腐尸", "夜行怪")


def table(*names: str) -> WState:
    return WState({seat: Character(seat, "村民" if n in UNDEAD else n, n) for seat, n in enumerate(names, 1)})


S = table("村民", "剑士", "游荡者", "告死者", "骑兵", "腐尸", "学者", "村民", "枪兵")


def test_a_lethal_damage_puts_its_target_out_at_night_end() -> None:
    """「该角色于夜晚结束时出局。」"""
    assert settle(S, Night([Damage("突击", 9, 1)])).outs == [(1, "突击")]


def test_the_gaosizhe_is_not_put_out_by_damage() -> None:
    """「如果该角色是告死者…此次[致死伤害]无效」; 不朽<强制>：告死者不会因为[致死伤害]出局。"""
    r = settle(S, Night([Damage("啃咬", 6, 4)]))
    assert r.outs == [] and r.voided[0][1] == "告死者"


def test_shengguang_protects_a_non_undead_and_removes_an_undead() -> None:
    """「或者是当夜受到<圣光>的非亡灵阵营角色，此次[致死伤害]无效」; 圣光: 「若该角色属于亡灵阵营，该角色当夜结算时出局」."""
    r = settle(S, Night([Damage("突击", 9, 1), Damage("啃咬", 6, 6)], removed=[(6, "圣光")], shengguang={1, 6}))
    assert r.outs == [(6, "圣光")]  # 1 protected; 6 (腐尸) removed by 圣光, not again by the bite
    assert [why for _, why in r.voided] == ["圣光"]


def test_a_successful_blessing_voids_one_damage_then_ends() -> None:
    """「如果该角色当夜受到<祝福>成功作用，此次[致死伤害]无效，<祝福>效应终止」 — 「免疫一次」."""
    r = settle(S, Night([Damage("突击", 9, 1), Damage("啃咬", 6, 1)], blessed=1))
    assert r.outs == [(1, "啃咬")] and r.blessing_used and r.voided[0][1] == "祝福"


def test_fangfan_moves_the_swordsmans_first_damage_to_his_chosen() -> None:
    """「如果该角色当夜成功发动了<防反>，改为对<防反>的角色结算此次[致死伤害]」; 防反: 「若该夜剑士受到第一次[致死伤害]时…
    该角色代替剑士承担这次伤害，随后此技能不能再次发动。」"""
    r = settle(S, Night([Damage("突击", 9, 2), Damage("啃咬", 6, 2)], fangfan={2: 7}))
    assert r.outs == [(7, "突击"), (2, "啃咬")] and r.fangfan_used == [2]


def test_a_blessing_voids_the_damage_before_fangfan_fires_a_wl_5() -> None:
    """A-WL-5: step 2 (祝福) comes before step 3 (防反): 防反 stays unused on that damage."""
    r = settle(S, Night([Damage("突击", 9, 2)], blessed=2, fangfan={2: 7}))
    assert r.outs == [] and r.fangfan_used == []


def test_a_redirected_damage_starts_again_for_its_new_target_a_wl_5() -> None:
    """A-WL-5: the new target's own protections apply (here the 告死者 and a blessing)."""
    assert settle(S, Night([Damage("突击", 9, 2)], fangfan={2: 4})).outs == []  # onto the 告死者: void
    r = settle(S, Night([Damage("突击", 9, 2)], fangfan={2: 1}, blessed=1))
    assert r.outs == [] and r.blessing_used


def test_outs_are_listed_in_the_books_order() -> None:
    """「所有出局角色按照<圣光><长眠><突击><轻袭>（如果双死骑兵在后）<蓄力斩><偷袭><啃咬><夜之牙>的顺序排列。」"""
    night = Night([Damage("夜之牙", 6, 8), Damage("啃咬", 6, 7), Damage("偷袭", 7, 9), Damage("蓄力斩", 2, 1),
                   Damage("轻袭", 5, 5), Damage("轻袭", 5, 3), Damage("突击", 9, 2)], removed=[(6, "长眠")])
    assert [skill for _, skill in settle(S, night).outs] == ["长眠", "突击", "轻袭", "轻袭", "蓄力斩", "偷袭", "啃咬",
                                                             "夜之牙"]
    assert settle(S, night).outs[2:4] == [(3, "轻袭"), (5, "轻袭")]  # 「如果双死骑兵在后」


def test_a_trap_follows_the_wanderers_own_out_a_wl_8() -> None:
    """陷阱①: 「当游荡者在该夜受到致死伤害出局时，对其造成一次[致死伤害]。」 — listed right after him (「<陷阱>插入」)."""
    r = settle(S, Night([Damage("突击", 9, 3), Damage("啃咬", 6, 8)], traps={3: 1}))
    assert r.outs == [(3, "突击"), (1, "陷阱"), (8, "啃咬")]
    assert settle(S, Night([Damage("突击", 9, 1)], traps={3: 8})).outs == [(1, "突击")]  # he did not go out


def test_a_character_goes_out_only_once() -> None:
    """「每名角色仅能出局一次。」"""
    assert settle(S, Night([Damage("突击", 9, 1), Damage("啃咬", 6, 1)])).outs == [(1, "突击")]


def test_qianxing_keeps_others_skills_off_the_wanderer() -> None:
    """潜行: 「当晚游荡者不受任何其他角色的技能效果影响」."""
    r = settle(S, Night([Damage("啃咬", 6, 3)], untouchable={3}))
    assert r.outs == [] and r.voided[0][1] == "潜行"


def test_the_blessed_is_the_unique_most_with_at_least_two_a_wl_4() -> None:
    """祝福: 「若某位角色得到的<祝福>比其他角色都要多且至少为2…同一名角色不能连续两晚受到<祝福>效果影响。」"""
    assert blessed({1: 5, 2: 5, 3: 6}, None) == 5
    assert blessed({1: 5, 2: 6}, None) is None  # only 1 each
    assert blessed({1: 5, 2: 5, 3: 6, 4: 6}, None) is None  # not more than every other
    assert blessed({1: 5, 2: 5, 3: 6}, 5) is None  # blessed last night: still the most, so nobody (A-WL-4)
    assert blessed({1: 1, 2: 1}, None) == 1  # blessing oneself is allowed (A-WL-4)
    assert blessed({}, None) is None
