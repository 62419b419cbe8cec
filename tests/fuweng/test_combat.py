"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): 【狗】, 【流浪貓】, 【家貓】, 距離、視野範圍, 角色陣亡 and 游戲結束.
Each test quotes the book's words it checks."""

from __future__ import annotations

from typing import Any

import pytest
from fuweng_scripts import WITHOUT_CHANCE, drive, game, give, near, playing

from daoyan.core.game import Game
from daoyan.games.fuweng import combat, play
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"


def test_vision_is_three_per_dead_plus_five_and_distance_is_x_plus_y() -> None:
    """距離、視野範圍: 「一名角色到另一名角色的距離為兩名角色X坐標之差+兩名角色Y坐標之差。所有角色的默認視野范圍為3*已陣亡角色數+5。
    若A到B的距離(不大于/大于)A的視野范圍，則稱B在A的視野范圍(內/外)。」"""
    g, s = game(6, seed=1)
    a, b = s.players[1], s.players[2]
    assert combat.vision(g, a) == 5
    a.position, b.position = (0, 0), (2, 3)
    assert combat.in_vision(g, a, b)
    b.position = (3, 3)
    assert not combat.in_vision(g, a, b)
    s.players[5].dead = True
    assert combat.vision(g, a) == 8 and combat.in_vision(g, a, b)


def test_off_map_characters_are_in_nobodys_range() -> None:
    """「不處于地圖上的角色的攻擊范圍內沒有任何角色、且不在任何角色的攻擊范圍內。」"""
    g, s = game(5, seed=2)
    near(s, 1, 2)
    s.players[2].position = None
    assert not combat.in_vision(g, s.players[1], s.players[2])
    assert not combat.in_vision(g, s.players[2], s.players[1])


def test_a_dog_deals_one_damage_to_a_character_in_vision_once_per_play_phase() -> None:
    """【狗】 「使用時機：出牌階段限一次」 「使用目標：你視野范圍內的一名其它角色」 「作用效果：你對目標角色造成1點傷害」."""
    g, s = game(5, seed=3)
    p = playing(g, s, 1)
    dogs = give(s, 1, "狗", 2)
    near(s, 1, 2, 2)
    s.players[3].position = (99, 99)  # out of vision
    opts = play.options(g, p, 0)
    assert {"choice": dogs[0], "target": 2} in opts and not [o for o in opts if o.get("target") == 3]
    assert not [o for o in opts if o.get("choice") in dogs and o.get("target") == 1]  # 「其它角色」
    hp = s.players[2].hp
    drive(g, play.play_phase(g, p), {"choice": dogs[0], "target": 2}, then={"choice": "結束"})
    assert s.players[2].hp == hp - 1 and dogs[0] in s.discard
    assert [o for o in play.options(g, p, 1) if o.get("choice") in dogs] == []  # the second 狗: not this phase


def test_a_stray_cat_cancels_the_dog() -> None:
    """【流浪貓】 「使用時機：以你為目標的【狗】生效前」 「使用目標：以你為目標的【狗】」 「作用效果：抵消此【狗】」."""
    g, s = game(5, seed=4)
    p = playing(g, s, 1)
    p.hand = []
    (dog,) = give(s, 1, "狗")
    s.players[2].hand = []
    (cat,) = give(s, 2, "流浪貓")
    near(s, 1, 2)
    hp = s.players[2].hp
    drive(g, play.play_phase(g, p), {"choice": dog, "target": 2}, {"choice": cat})
    assert s.players[2].hp == hp and cat in s.discard and s.adoption == []  # used, not 棄置


def test_house_cat_heals_oneself_when_wounded_in_the_play_phase() -> None:
    """【家貓】 「使用時機：(出牌階段，若你存活且已受傷/…)」 「使用目標：(你/…)」 「作用效果：目標角色回復1點體力」."""
    g, s = game(5, seed=5)
    p = playing(g, s, 1)
    p.hand = []
    (cat,) = give(s, 1, "家貓")
    assert not [o for o in play.options(g, p, 0) if o.get("choice") == cat]  # not wounded
    p.hp -= 2
    drive(g, play.play_phase(g, p), {"choice": cat, "target": 1})
    assert p.hp == p.max_hp - 1


def dog_to_death(g: Game, s: FState, killer: int, victim: int, *answers: Any, holding: int = 0) -> None:
    """`killer`'s 狗 kills `victim` (at 1 HP, no 流浪貓/家貓 anywhere); the killer also holds `holding` trick cards
    and ends its play phase after the 狗."""
    p = playing(g, s, killer)
    s.players[victim].hand = [c for c in s.players[victim].hand if s.cards[c].name not in ("流浪貓", "家貓")]
    for q in s.players.values():
        q.hand = [c for c in q.hand if s.cards[c].name != "家貓"]
    p.hand = []
    (dog,) = give(s, killer, "狗")
    give(s, killer, "金鼓齊鳴", holding)
    near(s, killer, victim)
    s.players[victim].hp = 1
    drive(g, play.play_phase(g, p), {"choice": dog, "target": victim}, *answers, then={"choice": "結束"})


def seats_of(s: FState, identity: str) -> list[int]:
    return [q.seat for q in s.players.values() if q.identity == identity]


def test_dying_is_saved_by_a_house_cat_the_dying_one_asked_first() -> None:
    """角色陣亡: 「當一名角色的體力降到0或更低時，即進入瀕死狀態，除非自己或其它角色在此時用【家貓】來挽救該角色，否則該角色陣亡。」
    【家貓】 「使用時機：(…/一名角色瀕死時)」 「使用目標：(…/處于瀕死狀態的角色)」."""
    g, s = game(6, seed=6)
    p = playing(g, s, 1)
    for q in s.players.values():
        q.hand = [c for c in q.hand if s.cards[c].name not in ("家貓", "流浪貓")]
    p.hand = []
    (dog,) = give(s, 1, "狗")
    (mine,) = give(s, 2, "家貓")
    (theirs,) = give(s, 4, "家貓")
    near(s, 1, 2)
    s.players[2].hp = 1
    asks = drive(g, play.play_phase(g, p), {"choice": dog, "target": 2}, {"choice": "不救"}, {"choice": theirs})
    assert [a.seat for a in asks if a.skill == "家貓"] == [2, 4]
    assert s.players[2].hp == 1 and not s.players[2].dead and mine in s.players[2].hand


def test_death_reveals_the_identity_and_can_end_the_game() -> None:
    """「否則該角色陣亡。角色陣亡后…并亮出身份牌。」 游戲結束: 「角色陣亡后，若：不存在存活的表外；不存在存活的蒼鷺或貓娘，這兩種
    情況發生時，游戲立即結束。」 — with 表外 left, the game goes on."""
    g, s = game(6, seed=7)
    victims = seats_of(s, "表外")
    killer = seats_of(s, "蒼鷺")[0]
    dog_to_death(g, s, killer, victims[0])
    assert s.players[victims[0]].dead and s.players[victims[0]].revealed and g.outcome is None


def test_the_last_biaowai_killed_the_canglu_side_wins() -> None:
    """蒼鷺 「獲勝條件：所有“表外”陣亡。」; *表外全滅 (read with R-D2: the winners are the identity cards' own). A
    「除該“表外”外的角色殺死“表外”，摸三張牌。」 reward is moot once the game is over."""
    g, s = game(4, seed=8)
    outs = seats_of(s, "表外")
    killer = seats_of(s, "貓娘")[0]
    s.players[outs[0]].dead = True
    with pytest.raises(combat.GameOver):
        dog_to_death(g, s, killer, outs[1])
    assert g.outcome is not None and g.outcome.winner == "蒼鷺、貓娘"
    assert all(q.revealed for q in s.players.values())


def test_the_canglu_and_maoniang_all_dead_biaowai_win() -> None:
    """表外 「獲勝條件：所有“蒼鷺”、“貓娘”陣亡。」; *蒼鷺與貓娘全滅 (R-D2, R-D3: both gone)."""
    g, s = game(4, seed=9)
    killer = seats_of(s, "表外")[0]
    s.players[seats_of(s, "貓娘")[0]].dead = True
    with pytest.raises(combat.GameOver):
        dog_to_death(g, s, killer, seats_of(s, "蒼鷺")[0])
    assert g.outcome is not None and g.outcome.winner == "表外"


def test_the_tequ_killing_the_last_of_a_side_wins_alone() -> None:
    """特區 「獲勝條件：殺死最后一名蒼鷺、貓娘陣營或最后一名表外陣營的角色。」 *表外全滅: 「若殺死最后一名表外的角色是特區…
    則僅特區獲勝，其它角色均失敗」."""
    g, s = game(5, seed=10)
    outs = seats_of(s, "表外")
    s.players[outs[0]].dead = True
    with pytest.raises(combat.GameOver):
        dog_to_death(g, s, seats_of(s, "特區")[0], outs[1])
    assert g.outcome is not None and g.outcome.winner == "特區"


def test_kill_rewards_and_penalties() -> None:
    """表外: 「除該“表外”外的角色殺死“表外”，摸三張牌。」 貓娘: 「“蒼鷺”殺死“貓娘”，棄置所有牌。」"""
    g, s = game(8, seed=11)
    killer = seats_of(s, "蒼鷺")[0]
    dog_to_death(g, s, killer, seats_of(s, "表外")[0])
    assert len(s.players[killer].hand) == 3  # the 狗 was used, then 3 drawn
    dog_to_death(g, s, killer, seats_of(s, "貓娘")[0], holding=2)
    assert s.players[killer].hand == [] and s.players[killer].equips == []
    assert sum(1 for c in s.discard if s.cards[c].name == "金鼓齊鳴") >= 2  # 棄置: the two tricks held


def test_the_dead_take_no_damage_and_no_healing() -> None:
    """「已陣亡角色受到傷害或回復體力前，取消之。」"""
    g, s = game(5, seed=12)
    p = s.players[3]
    p.dead, p.hp = True, 0
    drive(g, combat.damage(g, s.players[1], p, 1))
    combat.heal(g, p)
    assert p.hp == 0


def test_a_game_that_runs_past_the_most_rounds_has_no_winner() -> None:
    """The documented no-winner end (setting 最多輪數): nobody attacks (every ask takes its default), and after the
    last round the game stops with no side winning."""
    from daoyan.core.bots import DefaultBot, play_out

    g = play_out(Game(WITHOUT_CHANCE, 4, 3, {"最多輪數": 2}), {seat: DefaultBot() for seat in range(1, 5)})
    assert g.outcome is not None and g.outcome.winner is None and g.outcome.round == 2
    assert "最多輪數" in g.outcome.reason


def test_a_death_in_a_timed_hospital_stay_puts_the_dead_on_the_hospital_cell() -> None:
    """醫院: 「處于入院X輪狀態的角色陣亡時，傳送至《醫院》并解除入院X輪狀態。」 — a 金鼓齊鳴 (no range) kills a character
    off the map in 入院2輪: it is put on the 《醫院》 cell at once, dead, and the stay ends (R-H4)."""
    g, s = game(6, seed=7)
    for q in s.players.values():
        s.deck += q.hand
        q.hand = []
    victim = s.players[seats_of(s, "表外")[0]]
    p = playing(g, s, seats_of(s, "蒼鷺")[0])
    (drum,) = give(s, p.seat, "金鼓齊鳴")
    victim.hp, victim.hospital, victim.position = 1, 2, None
    drive(g, play.play_phase(g, p), {"choice": drum, "target": victim.seat}, then={"choice": "結束"})
    assert victim.dead and victim.hospital is None and g.outcome is None
    assert victim.position == s.board.of_kind(Kind.YIYUAN)[0].pos


def test_a_living_character_at_max_hp_zero_dies_with_no_house_cat_offered() -> None:
    """角色陣亡: 「當一名角色的體力降到0或更低時，即進入瀕死狀態，除非自己或其它角色在此時用【家貓】來挽救該角色，否則該角色
    陣亡。」 — R-D14: at max HP 0 a 【家貓】 cannot lift it above 0, so none is offered and it dies at once."""
    g, s = game(6, seed=7)
    cats = {seat: give(s, seat, "家貓")[0] for seat in s.players}
    victim = s.players[seats_of(s, "表外")[0]]
    victim.max_hp = victim.hp = 0
    assert drive(g, combat.dying(g, victim, None)) == []
    assert victim.dead and all(c in s.players[seat].hand for seat, c in cats.items())
