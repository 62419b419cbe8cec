"""方塊3，預言家，3 — 【引燃】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/yuyanjia.py):
「【引燃】轉換技。陽：出牌階段，你可失去1點體力并對你視野范圍內的一名其它角色造成1點傷害。陰：你視野范圍外的一名其它角色受到傷害時，
若無造成傷害的牌或造成傷害的牌不為出牌階段空閑時間點使用的第一張【狗】，你可失去1點體力并令此傷害+1。」
As scraped: 「?3，預(yù)言家，3」 「【引燃】轉(zhuǎn)換技。陽(yáng)：出牌階段，你可失去1點(diǎn)體力并對(duì)你視野范圍內(nèi)的一名其它角色造成1點(diǎn)傷害。陰：你視野范圍外的一名其它角色受到傷害時(shí)，若無(wú)造成傷害的牌或造成傷害的牌不為出牌階段空閑時(shí)間點(diǎn)使用的第一張【狗】，你可失去1點(diǎn)體力并令此傷害+1。」
「技能：青蛙 我倒要會(huì)會(huì)它/什么材質(zhì) 一點(diǎn)就著」 「陣亡：我承認(rèn) 都是我做的」."""

from __future__ import annotations

from typing import Any

import kit
import pytest
from kit import drive, said

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, combat, skills
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seats: Any) -> tuple[Game, FState]:
    g, s = kit.table("預言家", **seats)
    for q in s.players.values():  # 2 in his vision (distance 1), the others far out of it
        q.position = {1: (5, 13), 2: (6, 13)}.get(q.seat, (14, 1))
    s.turn = Turn(4, "出牌")
    return g, s



def test_the_card() -> None:
    """「?3，預言家，3」 — the fourth 3 listed: 方塊3 (R-S1)."""
    c = character("預言家")
    assert (c.label, c.max_hp, c.attribute) == ("方塊3", 3, None)


def test_yang_loses_one_hp_to_hit_a_character_in_his_vision_then_turns_to_yin() -> None:
    """「轉換技。陽：出牌階段，你可失去1點體力并對你視野范圍內的一名其它角色造成1點傷害。」 — offered on 2 (in his vision),
    not on 3; used, 「轉換技」 turns to 陰, shown to all; the line 「青蛙 我倒要會會它」."""
    g, s = table(s2={"hp": 4})
    p = s.players[1]
    s.turn = Turn(1, "出牌")
    opts = skills.play_options(g, p)
    assert [o["target"] for o in opts if o.get("skill") == "引燃"] == [2]
    drive(skills.play_use(g, p, {"skill": "引燃", "choice": "發動", "target": 2}), {})
    assert p.hp == 2 and s.players[2].hp == 3
    assert p.flags == {"引燃": "陰"} and seat_view(g, 3)["table"]["seats"]["1"]["flags"] == {"引燃": "陰"}
    assert said(g, "1号發動【引燃】: 「青蛙 我倒要會會它」") and said(g, "1号的轉換技【引燃】轉為陰。")
    assert skills.play_options(g, p) == []  # 陰: no 陽 to use


def test_it_starts_on_yang() -> None:
    """R-G17: 「轉換技 = alternates, starting on 陽」 — a damage out of his vision asks nothing yet."""
    g, s = table()
    asks, _ = drive(combat.damage(g, s.players[4], s.players[3], 1), {})
    assert "引燃" not in [a.skill for a in asks]


def test_yin_adds_one_to_a_damage_out_of_his_vision_and_turns_to_yang() -> None:
    """「陰：你視野范圍外的一名其它角色受到傷害時，若無造成傷害的牌…，你可失去1點體力并令此傷害+1。」 — the line
    「什么材質 一點就著」."""
    g, s = table(s1={"陰陽": {"引燃": "陰"}}, s3={"hp": 4})
    p, q = s.players[1], s.players[3]
    drive(combat.damage(g, s.players[4], q, 1), {"引燃": [YES]}, strict=True)
    assert q.hp == 2 and p.hp == 2 and p.flags == {"引燃": "陽"}
    assert said(g, "1号發動【引燃】: 「什么材質 一點就著」")


def test_not_in_his_vision() -> None:
    """「你視野范圍外」: 2, in his vision, is not his to burn."""
    g, s = table(s1={"陰陽": {"引燃": "陰"}})
    asks, _ = drive(combat.damage(g, s.players[4], s.players[2], 1), {})
    assert "引燃" not in [a.skill for a in asks]


def test_not_the_first_dog_of_a_play_phase() -> None:
    """「若無造成傷害的牌或造成傷害的牌不為出牌階段空閑時間點使用的第一張【狗】」 — 4's first 【狗】 of its 出牌階段 is not
    his to burn; its second one is."""
    g, s = table(s1={"陰陽": {"引燃": "陰"}})
    dogs = [c for c in s.deck if s.cards[c].name == "狗"][:2]
    assert s.turn is not None
    s.turn.first_dog = dogs[0]
    asks, _ = drive(combat.damage(g, s.players[4], s.players[3], 1, dogs[0], "狗", user=s.players[4]), {})
    assert "引燃" not in [a.skill for a in asks]
    asks, _ = drive(combat.damage(g, s.players[4], s.players[3], 1, dogs[1], "狗", user=s.players[4]), {})
    assert "引燃" in [a.skill for a in asks]


def test_a_scenario_sets_the_side_of_his_own_switching_skill_only() -> None:
    """`陰陽:` names the seat's own 轉換技 and 陽 or 陰."""
    with pytest.raises(ConfigError, match="陰陽"):
        table(s1={"陰陽": {"引燃": "左"}})
    with pytest.raises(ConfigError, match="is no 轉換技"):
        table(s2={"character": "社長", "陰陽": {"待時": "陰"}})


def test_the_heuristic_bot_burns_a_foe_not_a_friend() -> None:
    """陰 on a foe's damage with HP to spare: 發動; the 陽 option on a foe in his vision is worth playing."""
    checked = 0
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "預言家", "陰陽": {"引燃": "陰"}}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1 or heron.dead:
            continue
        for q in s.players.values():
            q.position = (5, 13) if q.seat == 1 else (14, 1)
        other = next(q for q in s.players.values() if q.seat not in (1, heron.seat))
        batch = next(iter(combat.damage(g, other, heron, 1)))
        assert HeuristicBot(1).decide(batch[0], lambda g=g: seat_view(g, 1)) == YES
        checked += 1
    assert checked >= 2
