"""黑桃3，九尾狐，4 — 【抱團】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/jiuweihu.py):
「【抱團】其它角色使用【狗】指定唯一目標后，你可棄置一張【狗】令之不能被響應且傷害基數+1。」 「技能：誰指使你賽臉的/詐死是吧 弟兄們 再打」
「陣亡：少壯黑社會 老大留案底」
As scraped: 「?3，九尾狐，4」 「【抱團(tuán)】其它角色使用【狗】指定唯一目標(biāo)后，你可棄置一張【狗】令之不能被響應(yīng)且傷害基數(shù)+1。」 「技能：誰(shuí)指使你賽臉的/詐死是吧 弟兄們 再打」 「陣亡：少壯黑社會(huì) 老大留案底」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, hooks, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "九尾狐", "hp": 4, "hand": ["狗", "狗"]}, 3: {"hand": ["狗"]},
              **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    for seat in (2, 3, 4, 5):
        near(s, 1, seat, seat - 1)
    return g, s


def dog_of(s: FState, seat: int) -> int:
    return next(c for c in s.players[seat].hand if s.cards[c].name == "狗")


def use(g: Game, s: FState, user: int, target: int, script: dict[Any, list[Any]]) -> list[Any]:
    card = dog_of(s, user)
    s.players[user].hand.remove(card)
    return drive(play.use_dog(g, s.players[user], s.players[target], card), script)[0]


def test_the_card() -> None:
    """「?3，九尾狐，4」 — the first 3 listed: 黑桃3 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("九尾狐")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("黑桃3", 4, None, "抱團")


def test_a_discarded_dog_makes_it_unanswerable_and_two() -> None:
    """「其它角色使用【狗】指定唯一目標后，你可棄置一張【狗】令之不能被響應且傷害基數+1」 — 3号's 【狗】 on 2号, who holds
    a 【流浪貓】: no 【流浪貓】 window, and 2 damage (R-G19); his line 「誰指使你賽臉的」."""
    g, s = table(s2={"hp": 4, "hand": ["流浪貓"]})
    fox = s.players[1]
    mine = dog_of(s, 1)
    asked = use(g, s, 3, 2, {"抱團": [{"choice": mine}]})
    assert "流浪貓" not in [a.skill for a in asked]
    assert s.players[2].hp == 2 and mine not in fox.hand and len(fox.hand) == 1
    assert said(g, "誰指使你賽臉的") and said(g, "抱團: 此【狗】不能被響應且傷害基數+1。")


def test_declined_the_dog_goes_as_usual() -> None:
    """「你可」: declined, the 【流浪貓】 window opens and the damage is 1."""
    g, s = table(s2={"hp": 4, "hand": ["流浪貓"]})
    asked = use(g, s, 3, 2, {"抱團": [NO]})
    assert [a.skill for a in asked][:2] == ["抱團", "流浪貓"] and s.players[2].hp == 3


def test_only_others_dogs_and_only_with_a_dog_in_hand() -> None:
    """「其它角色使用【狗】」: his own 【狗】 asks nothing; without a 【狗】 in hand there is nothing to discard."""
    g, s = table(s2={"hp": 4})
    assert use(g, s, 1, 2, {}) == []
    g, s = table(s1={"hand": ["流浪貓"]}, s2={"hp": 4})
    assert use(g, s, 3, 2, {}) == []


def test_not_with_a_second_target() -> None:
    """「指定唯一目標」: a 貓車 that adds a target makes it no 唯一目標 — not asked."""
    g, s = table(s2={"hp": 4}, s3={"hand": ["狗"], "equips": ["貓車"]}, s4={"hp": 4})
    s.players[4].position = (s.players[2].position[0], s.players[2].position[1] + 1)
    asked = use(g, s, 3, 2, {"貓車": [{"choice": "X軸"}]})
    assert "抱團" not in [a.skill for a in asked] and s.players[4].hp == 3


def test_with_wronged_on_the_same_damage() -> None:
    """抱團 with 背黑鍋的's 含冤: the base is 2 (抱團), then 含冤 adds 1 at the damage — 3 in all."""
    g, s = table(s2={"hp": 4}, s4={"character": "背黑鍋的"})
    use(g, s, 3, 2, {"抱團": [{"choice": dog_of(s, 1)}], ("含冤", 4): [{"choice": "發動"}],
                     ("含冤", 2): [{"choice": "不轉移"}]})
    assert s.players[2].hp == 1


def test_dead_he_still_bands_and_his_last_words() -> None:
    """Not a 存活技: dead, he may still discard a 【狗】 (R-D9); his 陣亡台詞 「少壯黑社會 老大留案底」."""
    g, s = table(s2={"hp": 4})
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[3], s.players[1], 1))
    assert s.players[1].dead and said(g, "少壯黑社會 老大留案底")
    use(g, s, 3, 2, {"抱團": [{"choice": dog_of(s, 1)}]})
    assert s.players[2].hp == 2
    assert any(e.name == hooks.TARGETED and e.data.get("sure") for e in g.events.history)


def test_the_heuristic_bot_bands_against_a_foe_only() -> None:
    """The heuristic bot: as a 表外 it discards a 【狗】 when the 蒼鷺 is the target; never when a fellow is."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 60):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "九尾狐", "hand": ["狗"]}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1 or heron.dead:
            continue
        user = next(x for x in s.order() if x not in (1, heron.seat))
        s.turn = Turn(user, "出牌")
        flow = play.use_dog(g, s.players[user], heron, None)
        (ask,) = next(flow)
        got = HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1))
        assert got == {"choice": dog_of(s, 1)}
        flow = play.use_dog(g, s.players[user], me, None)
        (ask,) = next(flow)
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == NO
        checked += 1
    assert checked >= 2
