"""002_df7a4ea6bd54eb52.txt 「胜利条件」, one test per camp's condition, and the rulings A-WL-2 (several camps at one
check win together) and A-WL-21 (the 亡灵 need a living 亡灵)."""

from __future__ import annotations

from daoyan.games.wangling.state import Character, WState
from daoyan.games.wangling.victory import winners


def table(*names: str, out: tuple[int, ...] = (), master: int | None = None) -> WState:
    """Seats 1…N with these current identities (dealt = current for humans; a 亡灵 identity was dealt as 村民)."""
    chars = {}
    for seat, name in enumerate(names, 1):
        dealt = name if name not in ("告死者", "恶灵", "活尸", "腐尸", "夜行怪") else "村民"
        chars[seat] = Character(seat, dealt, name, out=seat in out)
    return WState(chars, master=master)


def test_laien_wins_when_no_huanshe_and_no_wangling_are_left() -> None:
    """【莱恩阵营】「不存在未出局的环蛇阵营角色，且 不存在未出局亡灵阵营角色」"""
    assert winners(table("村民", "剑士", "学者", out=(3,))) == ["莱恩"]
    assert "莱恩" not in winners(table("村民", "剑士", "学者"))  # a living 环蛇
    assert "莱恩" not in winners(table("村民", "牧师", "剑士", "腐尸"))  # a living 亡灵


def test_shengdian_wins_as_the_living_master_with_no_wangling_left() -> None:
    """【圣殿阵营】「未出局的圣殿阵营角色成为死亡圣器的主人，且 不存在未出局的亡灵阵营角色」"""
    assert "圣殿" in winners(table("剑士", "村民", "学者", master=1))
    assert "圣殿" not in winners(table("剑士", "村民", "学者", "腐尸", master=1))  # a living 亡灵
    assert "圣殿" not in winners(table("剑士", "村民", "学者", master=None))  # nobody is master
    assert "圣殿" not in winners(table("剑士", "村民", "学者", master=1, out=(1,)))  # 「未出局的」 master
    assert "圣殿" not in winners(table("村民", "剑士", "学者", master=1))  # the master is 莱恩


def test_huanshe_wins_as_the_living_master_with_no_shengdian_left() -> None:
    """【环蛇阵营】「未出局的环蛇阵营角色成为死亡圣器的主人，且 不存在未出局的圣殿阵营角色」"""
    assert winners(table("学者", "村民", "村民", "剑士", master=1, out=(4,))) == ["环蛇"]
    assert "环蛇" not in winners(table("学者", "村民", "剑士", master=1))
    assert "环蛇" in winners(table("恶徒", "村民", "腐尸", master=1))  # 亡灵 alive do not stop 环蛇


def test_wangling_wins_at_half_or_more_of_the_living() -> None:
    """【亡灵阵营】「亡灵阵营的未出局角色占所有未出局角色的一半或更多」"""
    assert "亡灵" in winners(table("腐尸", "村民", "学者", "活尸"))  # 2 of 4: 「一半」
    assert "亡灵" not in winners(table("腐尸", "村民", "学者"))  # 1 of 3
    assert "亡灵" in winners(table("腐尸", "村民", "学者", out=(3,)))  # 1 of 2


def test_several_camps_at_one_check_win_together_a_wl_2() -> None:
    """A-WL-2: 「不同阵营相互独立，拥有不同的胜利条件」 — 莱恩 and 圣殿 both hold: both win."""
    assert winners(table("剑士", "村民", "学者", master=1, out=(3,))) == ["莱恩", "圣殿"]


def test_the_wangling_need_a_living_wangling_a_wl_21() -> None:
    """A-WL-21: everybody out is not 「一半或更多」 for the 亡灵; 莱恩's condition holds vacuously."""
    assert winners(table("村民", "腐尸", out=(1, 2))) == ["莱恩"]
