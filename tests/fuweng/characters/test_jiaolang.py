"""紅桃2，郊狼，3 — 【造幕】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/jiaolang.py):
「【造幕】①你視野范圍外的一名其它角色造成傷害后，你可棄置其一張牌。②鎖定技。你的視野范圍+10。」
As scraped: 「?2，郊狼，3」 「【造幕】①你視野范圍外的一名其它角色造成傷害后，你可棄置其一張牌。②鎖定技。你的視野范圍+10。」 「技能：橫行鄉(xiāng)里 眾叛親離/王祥失鯉 惟愿一死」 「陣亡：三五郊狼 兼愛好奇」
「技能：橫行鄉里 眾叛親離/王祥失鯉 惟愿一死」 「陣亡：三五郊狼 兼愛好奇」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}
HOME, MID, FAR = (5, 13), (14, 11), (14, 1)  # from HOME: MID 11 away (in a vision of 15), FAR 21


def table(**seats: Any) -> tuple[Game, FState]:
    g, s = kit.table("郊狼", **seats)
    for q in s.players.values():
        q.position = HOME if q.seat == 1 else FAR
    return g, s


def test_the_card() -> None:
    """「?2，郊狼，3」 — the second 2 listed: 紅桃2 (R-S1)."""
    c = character("郊狼")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃2", 3, None)


def test_a_damage_from_out_of_his_vision_costs_its_dealer_a_card() -> None:
    """「①你視野范圍外的一名其它角色造成傷害后，你可棄置其一張牌。」 — 3, far out of his vision, hurts 2: he discards
    3's only card (a random hand card, R-G9); the line 「橫行鄉里 眾叛親離」."""
    g, s = table(s3={"hand": ["狗"]})
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"造幕": [YES]}, strict=True)
    assert s.players[3].hand == [] and s.players[2].hp == s.players[2].max_hp - 1
    assert said(g, "1号發動【造幕】: 「橫行鄉里 眾叛親離」") and said(g, "造幕: 1号棄置3号的一張牌。")


def test_he_names_an_equipment_card_or_a_random_hand_card() -> None:
    """「其一張牌」: hand or 裝備區 (R-G4) — he names its 掃帚; the damage to himself counts too."""
    g, s = table(s3={"hand": ["狗"], "equips": ["唐傘"]})
    umbrella = s.players[3].equips[0]
    asks, _ = drive(combat.damage(g, s.players[3], s.players[1], 1), {"造幕": [YES, {"choice": umbrella}]},
                    strict=True)
    assert asks[-1].options == [{"choice": "隨機手牌"}, {"choice": umbrella}]
    assert s.players[3].equips == [] and len(s.players[3].hand) == 1


def test_his_vision_is_ten_more() -> None:
    """「②鎖定技。你的視野范圍+10。」 — 5 + 10 = 15: 3 at distance 11 is in his vision, so its damage asks nothing;
    nobody else's vision grows."""
    g, s = table(s3={"hand": ["狗"]})
    p, q = s.players[1], s.players[3]
    assert combat.vision(g, p) == 15 and combat.vision(g, q) == 5
    q.position = MID
    assert combat.in_vision(g, p, q) and not combat.in_vision(g, q, p)
    asks, _ = drive(combat.damage(g, q, s.players[2], 1))
    assert "造幕" not in [a.skill for a in asks]


def test_not_his_own_nor_a_sourceless_damage_nor_a_dealer_without_cards() -> None:
    """「一名其它角色造成傷害」: no source, himself, or one with no card to discard — nothing asked."""
    g, s = table(s1={"hand": ["狗"]}, s3={"hand": []})
    for source in (None, s.players[1], s.players[3]):
        asks, _ = drive(combat.damage(g, source, s.players[2], 1))
        assert "造幕" not in [a.skill for a in asks]


def test_declined_nothing_is_discarded() -> None:
    """「你可」."""
    g, s = table(s3={"hand": ["狗"]})
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"造幕": [NO]}, strict=True)
    assert len(s.players[3].hand) == 1


def test_the_second_line_and_his_death_line() -> None:
    """「技能：…/王祥失鯉 惟愿一死」 on the second use; 「陣亡：三五郊狼 兼愛好奇」."""
    g, s = table(s3={"hand": ["狗", "狗"]})
    for _ in range(2):
        drive(combat.damage(g, s.players[3], s.players[2], 1), {"造幕": [YES]})
    assert said(g, "1号發動【造幕】: 「王祥失鯉 惟愿一死」")
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "三五郊狼 兼愛好奇")


def test_the_heuristic_bot_strips_a_foe_not_a_friend() -> None:
    """A 表外 郊狼: the 蒼鷺 (a known foe) dealt damage out of his vision — 發動, and its equipment before a random
    hand card; for himself as the dealer's target nothing else changes."""
    checked = 0
    for seed in range(1, 30):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "郊狼"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1 or heron.dead:
            continue
        for q in s.players.values():
            q.position = HOME if q.seat == 1 else FAR
        heron.equips = [s.deck.pop()]
        other = next(q for q in s.players.values() if q.seat not in (1, heron.seat))
        flow_ = iter(combat.damage(g, heron, other, 1))
        batch = next(flow_)
        while batch[0].skill != "造幕":
            batch = flow_.send({a.seat: a.default for a in batch})
        bot = HeuristicBot(1)
        assert bot.decide(batch[0], lambda g=g: seat_view(g, 1)) == YES
        (pick,) = flow_.send({1: YES})
        assert bot.decide(pick, lambda g=g: seat_view(g, 1)) == {"choice": heron.equips[0]}
        checked += 1
    assert checked >= 2
