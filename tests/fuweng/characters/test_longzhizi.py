"""方塊7，龍之子，3 — 【鎮林】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/longzhizi.py):
「【鎮林】一名角色的行動階段結束后，你可棄置一名符合“此階段(開始時/結束時)，((在/不在)/(不在/在))你視野范圍內”的其它角色的一張牌。」
As scraped: 「?7，龍之子，3」 「【鎮(zhèn)林】一名角色的行動(dòng)階段結(jié)束后，你可棄置一名符合“此階段(開始時(shí)/結(jié)束時(shí))，((在/不在)/(不在/在))你視野范圍內(nèi)”的其它角色的一張牌。」 「技能：不遺余力 行俠仗義走人間/五七紀(jì)元 異界巨龍擾幻想」 「陣亡：龍之子已然侵入 走著瞧吧」
「技能：不遺余力 行俠仗義走人間/五七紀元 異界巨龍擾幻想」 「陣亡：龍之子已然侵入 走著瞧吧」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, combat, hooks
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}
NEAR, FAR = (6, 13), (14, 1)  # (his cell: (5, 13), vision 5)


def table(**seats: Any) -> tuple[Game, FState]:
    g, s = kit.table("龍之子", **seats)
    for q in s.players.values():
        q.position = (5, 13) if q.seat == 1 else FAR
    return g, s


def start(g: Game, seat: int = 5) -> None:
    s: FState = g.state
    s.turns += 1
    s.turn = Turn(seat, "行動")
    drive(hooks.emit(g, hooks.PHASE_START, {"seat": seat, "phase": "行動"}))


def end(g: Game, *answers: Any, seat: int = 5) -> list[Any]:
    asks, _ = drive(hooks.emit(g, hooks.PHASE_END, {"seat": seat, "phase": "行動"}), {"鎮林": list(answers)},
                    strict=True)
    return asks


def test_the_card() -> None:
    """「?7，龍之子，3」 — the fourth 7 listed: 方塊7 (R-S1)."""
    c = character("龍之子")
    assert (c.label, c.max_hp, c.attribute) == ("方塊7", 3, None)


def test_one_that_left_or_entered_his_vision_loses_a_card() -> None:
    """「一名角色的行動階段結束后，你可棄置一名符合“此階段(開始時/結束時)，((在/不在)/(不在/在))你視野范圍內”的其它角色的一張牌。」
    (R-X25) — 2 was in his vision at the start and is out at the end, 4 the reverse: both are offered; 3, out both
    times, is not; he takes 2's only card (a random hand card); the line 「不遺余力 行俠仗義走人間」."""
    g, s = table(s2={"hand": ["狗"]}, s3={"hand": ["狗"]}, s4={"hand": ["狗"]})
    s.players[2].position = NEAR
    start(g)
    s.players[2].position, s.players[4].position = FAR, NEAR
    kept = list(s.players[4].hand)
    asks = end(g, {"target": 2})
    assert [o.get("target") for o in asks[0].options] == [None, 2, 4]
    assert s.players[2].hand == [] and s.players[4].hand == kept
    assert said(g, "1号發動【鎮林】: 「不遺余力 行俠仗義走人間」") and said(g, "鎮林: 1号棄置2号的一張牌。")


def test_he_names_an_equipment_card_or_a_random_hand_card() -> None:
    """「其一張牌」 (R-G4: hand or 裝備區; R-G9: a hand card at random) — he names its 掃帚."""
    g, s = table(s2={"hand": ["狗"], "equips": ["掃帚"]})
    start(g)
    s.players[2].position = NEAR
    broom = s.players[2].equips[0]
    asks = end(g, {"target": 2}, {"choice": broom})
    assert asks[1].options == [{"choice": "隨機手牌"}, {"choice": broom}]
    assert s.players[2].equips == [] and len(s.players[2].hand) == 1


def test_nobody_that_stayed_in_or_out_nor_one_without_cards() -> None:
    """In his vision at both times, or out at both, or with no card: nothing to ask."""
    g, s = table(s2={"hand": ["狗"]}, s3={"hand": []})
    s.players[2].position = NEAR
    start(g)
    s.players[3].position = NEAR
    assert end(g) == []


def test_his_own_phase_too_and_his_own_moves_count() -> None:
    """「一名角色」: his own 行動階段 — he walked away from 2."""
    g, s = table(s2={"hand": ["狗"]})
    s.players[2].position = NEAR
    start(g, 1)
    s.players[1].position = (14, 11)
    assert [a.skill for a in end(g, NO, seat=1)] == ["鎮林"]


def test_not_after_a_phase_that_started_in_another_turn() -> None:
    """「此階段開始時」: the start kept belongs to this turn's phase."""
    g, s = table(s2={"hand": ["狗"]})
    start(g)
    s.turns += 1
    s.players[2].position = NEAR
    assert end(g) == []


def test_the_second_line_and_his_death_line() -> None:
    """「技能：…/五七紀元 異界巨龍擾幻想」 on the second use; 「陣亡：龍之子已然侵入 走著瞧吧」."""
    g, s = table(s2={"hand": ["狗", "狗"]})
    for _ in range(2):
        s.players[2].position = FAR
        start(g)
        s.players[2].position = NEAR
        end(g, {"target": 2})
    assert said(g, "1号發動【鎮林】: 「五七紀元 異界巨龍擾幻想」")
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "龍之子已然侵入 走著瞧吧")


def test_the_heuristic_bot_strips_the_foe() -> None:
    """A 表外 龍之子: of the 蒼鷺 (a known foe) and another, the 蒼鷺; its equipment before a random hand card."""
    checked = 0
    for seed in range(1, 30):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "龍之子"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1:
            continue
        for q in s.players.values():
            q.position = (5, 13) if q.seat == 1 else FAR
        heron.equips = [s.deck.pop()]
        start(g, heron.seat)
        for q in s.players.values():
            if q.seat != 1:
                q.position = NEAR
        flow_ = iter(hooks.emit(g, hooks.PHASE_END, {"seat": heron.seat, "phase": "行動"}))
        (ask,) = next(flow_)
        bot = HeuristicBot(1)
        assert bot.decide(ask, lambda g=g: seat_view(g, 1)) == {"target": heron.seat}
        (pick,) = flow_.send({1: {"target": heron.seat}})
        assert bot.decide(pick, lambda g=g: seat_view(g, 1)) == {"choice": heron.equips[0]}
        checked += 1
    assert checked >= 2
