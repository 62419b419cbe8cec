"""方塊J，臥底，3 — 【潛伏】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/wodi.py):
「【潛伏】①行動階段開始時，你可消耗10X點充能，令本階段投擲數+X。X最大為10。②鎖定技。每輪開始時，你秘密選擇一名其它角色。
本輪結束時，此技能充能X點。X為你選擇的角色：行動的格子數+使用、打出的牌數*3-棄置的牌數*2+造成、受到的傷害數*4。」
「技能：小生定不負恩公厚望/小生怎敢昧恩公而妄為」 「陣亡：盜我國師號而辱我國 嵇罪可誅」
As scraped: 「?J，臥底，3」 「【潛伏】①行動(dòng)階段開始時(shí)，你可消耗10X點(diǎn)充能，令本階段投擲數(shù)+X。X最大為10。②鎖定技。每輪開始時(shí)，你秘密選擇一名其它角色。本輪結(jié)束時(shí)，此技能充能X點(diǎn)。X為你選擇的角色：行動(dòng)的格子數(shù)+使用、打出的牌數(shù)*3-棄置的牌數(shù)*2+造成、受到的傷害數(shù)*4。」
「技能：小生定不負(fù)恩公厚望/小生怎敢昧恩公而妄為」 「陣亡：盜我國(guó)師號(hào)而辱我國(guó) 嵇罪可誅」."""

from __future__ import annotations

import json
from typing import Any

from kit import drive

from daoyan.core.events import Event
from daoyan.core.game import Game
from daoyan.core.view import public_view, seat_view
from daoyan.games.fuweng import RULES, basic, combat, flow, hooks, moves, play, tiles, zones
from daoyan.games.fuweng.skills import wodi
from daoyan.games.fuweng.state import FState, Turn
from daoyan.i18n import Phrase

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}


def table(players: int = 5, dice: list[int] | None = None, **seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {int(k[1:]): v for k, v in seats.items()}
    layout[1] = {"character": "臥底", **layout.get(1, {})}
    g = Game(RULES, players, 1, {"局面": {"seats": layout}}, dice=dice)
    s = g.state
    assert isinstance(s, FState)
    g.round = s.round = 1
    return g, s


def choose(g: Game, watched: int) -> list[Any]:
    """His round-start choice: `watched`."""
    return drive(wodi.choose(g, Event(hooks.ROUND_START, {"round": 1}), 1),
                 {("潛伏", 1): [{"target": watched}]}, strict=True)[0]


def round_end(g: Game) -> None:
    drive(hooks.emit(g, hooks.ROUND_END, {"round": 1}))


def said(g: Game) -> list[str]:
    return [e.text for e in g.log.entries if e.audience.kind == "all"]


def test_the_card() -> None:
    """「?J，臥底，3」 — the fourth J listed: 方塊J (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("臥底")
    assert (c.label, c.max_hp, c.attribute) == ("方塊J", 3, None)


def test_he_chooses_another_character_in_secret_at_each_round_start() -> None:
    """②「鎖定技。每輪開始時，你秘密選擇一名其它角色。」 (R-X13: the choice told to him alone, kept in the host's record)
    — any other character (not himself), and the line 「小生怎敢昧恩公而妄為」."""
    g, _s = table()
    asked = choose(g, 4)
    ask = next(a for a in asked if a.skill == "潛伏")
    assert {o["target"] for o in ask.options} == {2, 3, 4, 5} and not ask.public
    assert any("小生怎敢昧恩公而妄為" in t for t in said(g))
    told = [e for e in g.log.entries if e.audience.kind != "all" and "潛伏" in e.text]
    assert [e.audience.seats for e in told] == [(1,)] and "4" in told[0].text
    public = json.dumps(public_view(g), ensure_ascii=False)
    assert "秘密選擇了一名其它角色" in public and told[0].text not in public
    for other in (2, 3, 4, 5):
        assert told[0].text not in json.dumps(seat_view(g, other), ensure_ascii=False)


def test_the_round_end_charges_x_from_what_the_chosen_one_did() -> None:
    """②「本輪結束時，此技能充能X點。X為你選擇的角色：行動的格子數+使用、打出的牌數*3-棄置的牌數*2+造成、受到的傷害數*4。」
    — the chosen 2號 moves 3 cells, uses a 【狗】 on 3號 (its damage: 1 dealt), discards one card and takes 1 damage:
    3 + 1×3 − 1×2 + (1 + 1)×4 = 12; what 3號 did counts nothing."""
    g, s = table(s2={"hand": ["狗", "無中生有"], "position": [7, 13], "heading": "東"}, s3={"position": [9, 13]})
    choose(g, 2)
    two, three = s.players[2], s.players[3]
    drive(moves.move(g, two, 3))  # 行動: three cells
    s.turn = Turn(2, "出牌")
    dog = next(c for c in two.hand if s.cards[c].name == "狗")
    drive(play.play_phase(g, two), {"出牌": [{"choice": dog, "target": 3}, END], "流浪貓": [{"choice": "不出"}]})
    zones.discard(g, 2, [two.hand[0]])  # 棄置 one card
    drive(combat.damage(g, three, two, 1))  # takes 1 (and 3號 deals it: not counted)
    round_end(g)
    assert s.players[1].charges == {"潛伏": 12}
    assert "1号的【潛伏】充能12點 (共12點)。" in said(g)
    tally = next(e for e in g.log.entries if e.audience.kind != "all" and "X=" in e.text)
    assert tally.audience.seats == (1,) and "X=12" in tally.text


def test_cards_played_count_as_used_and_a_virtual_use_does_not() -> None:
    """「使用、打出的牌數」 (R-X13: one per use or play of a real card; a 「視為使用」 with no card counts nothing) — a
    【流浪貓】 played to buy a share counts; 機會 6's 「視為使用X張【無我之愛】」 uses no card."""
    g, s = table(s2={"hand": ["流浪貓"]})
    choose(g, 2)
    cat = s.players[2].hand[0]
    basic.play(g, 2, cat, Phrase("購股"))
    from daoyan.games.fuweng import tricks

    drive(tricks.wuwo(g, s.players[2]))  # a virtual 無我之愛: no card
    assert wodi.count(g, 2)[1] == {hooks.USED: 1}


def test_a_negative_x_charges_nothing() -> None:
    """「此技能充能X點」 with 「-棄置的牌數*2」 below 0 (F-50: the charge never falls by it)."""
    g, s = table(s3={"hand": ["狗", "狗"]}, s1={"charges": {"潛伏": 7}})
    choose(g, 3)
    zones.discard(g, 3, list(s.players[3].hand))
    assert wodi.count(g, 3)[0] == -4
    round_end(g)
    assert s.players[1].charges == {"潛伏": 7}


def test_a_round_start_begins_the_count_afresh() -> None:
    """「本輪結束時」: the counts are the round's (each round's start clears them)."""
    g, s = table(s2={"hand": ["狗"]})
    zones.discard(g, 2, list(s.players[2].hand))
    assert s.tally == {2: {hooks.DISCARDED: 1}}
    s.round = 0
    rounds = flow.game_rounds(g, 1)
    next(rounds)  # the round's first ask: its start is over
    assert s.tally is not None and 2 not in s.tally


def test_he_spends_ten_x_charge_for_x_more_throws() -> None:
    """①「行動階段開始時，你可消耗10X點充能，令本階段投擲數+X。」 — 25 charge: X is 1 or 2; X = 2 makes four throws
    this phase (2 + 2); the line 「小生定不負恩公厚望」."""
    g, s = table(dice=[1, 1, 1, 1], s1={"charges": {"潛伏": 25}, "position": [7, 13], "heading": "東"})
    s.turn = Turn(1, "行動")
    start = hooks.emit(g, hooks.PHASE_START, {"seat": 1, "phase": "行動"})
    asked = drive(start, {("潛伏", 1): [{"choice": 2}]}, strict=True)[0]
    assert [o["choice"] for o in asked[0].options] == [0, 1, 2]
    assert s.players[1].charges == {"潛伏": 5} and s.turn.throw_delta == 2
    assert any("小生定不負恩公厚望" in t for t in said(g))
    before = len(g.chance.events)
    drive(flow.action_phase(g, s.players[1]))
    throws = [x for x in g.chance.events[before:] if x["chance"] == "行動投擲"]
    assert len(throws) == 4


def test_x_is_ten_at_most_and_no_ask_below_ten() -> None:
    """「X最大為10。」 — 150 charge offers X up to 10; 9 charge asks nothing."""
    g, s = table(s1={"character": "臥底", "charges": {"潛伏": 150}})
    s.turn = Turn(1, "行動")
    asked = drive(wodi.spend(g, Event(hooks.PHASE_START, {"seat": 1, "phase": "行動"}), 1))[0]
    assert max(o["choice"] for o in asked[0].options) == 10
    s.players[1].charges["潛伏"] = 9
    assert drive(wodi.spend(g, Event(hooks.PHASE_START, {"seat": 1, "phase": "行動"}), 1))[0] == []


def test_the_charge_is_public_and_a_scenario_sets_it() -> None:
    """The charge (a scenario's `charges:`) is shown to everybody: the table, the web table and the terminal."""
    from daoyan.games.fuweng import terminal
    from daoyan.games.fuweng.display import display

    g, _s = table(s1={"character": "臥底", "charges": {"潛伏": 30}})
    assert RULES.public_table(g)["seats"]["1"]["charges"] == {"潛伏": 30}
    assert "潛伏充能30" in display(g, 3)["rows"][0][3]
    assert "Lurk charge 30" in terminal.describe_you(g, 3, "en", board=False)
    assert RULES.scenario_seats(g)["1"]["charges"] == {"潛伏": 30}


def test_his_last_words() -> None:
    """「陣亡：盜我國師號而辱我國 嵇罪可誅」"""
    g, s = table(s1={"character": "臥底", "hp": 1})
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and any("盜我國師號而辱我國 嵇罪可誅" in t for t in said(g))


def test_a_game_without_him_keeps_no_count() -> None:
    """No 臥底, no round counts: a game without his skill is unchanged (nothing is kept)."""
    g = Game(RULES, 5, 1, {"局面": {"seats": {1: {"character": "夜鶯"}}}})
    assert g.state.tally is None


def test_the_heuristic_bot_watches_the_one_who_will_act_and_spends_its_charge() -> None:
    """The heuristic bot watches the only other character on the map (the rest are in hospital or prison: no move, no
    card) and spends every 10 of charge it may."""
    from daoyan.bots.fuweng import HeuristicBot

    g, s = table(s2={"hospital": 2}, s3={"prison": 1}, s4={"position": [7, 13]}, s5={"hospital": 1})
    rounds = drive(wodi.choose(g, Event(hooks.ROUND_START, {"round": 1}), 1),
                   {("潛伏", 1): [lambda a: HeuristicBot(1).decide(a, lambda: seat_view(g, 1))]})
    assert s.players[1].skill_state[wodi.CHOSEN] == (1, 4), rounds
    s.players[1].charges["潛伏"] = 34
    s.turn = Turn(1, "行動")
    drive(wodi.spend(g, Event(hooks.PHASE_START, {"seat": 1, "phase": "行動"}), 1),
          {("潛伏", 1): [lambda a: HeuristicBot(1).decide(a, lambda: seat_view(g, 1))]})
    assert s.players[1].charges == {"潛伏": 4} and s.turn.throw_delta == 3


def test_what_counts_as_a_card_used_or_played() -> None:
    """「使用、打出的牌數」 (F-50): equipping a card, placing a delayed trick, a 【無懈可擊】, a card given through 探寶棒
    as a 【流浪貓】 each count one; 照相機's 「視為你使用或打出了一張」 counts nothing (no card)."""
    from daoyan.games.fuweng import equipment, tricks

    g, s = table(s2={"hand": ["唐傘", "八陣圖", "無懈可擊", "無中生有"], "equips": ["探寶棒"]})
    choose(g, 2)
    two = s.players[2]
    s.turn = Turn(2, "出牌")
    umbrella, baguazhen = (next(c for c in two.hand if s.cards[c].name == n) for n in ("唐傘", "八陣圖"))
    equipment.equip(g, two, umbrella)
    drive(tricks.use(g, two, baguazhen, 2))
    assert wodi.count(g, 2)[1] == {hooks.USED: 2}
    drive(tricks.window(g, Phrase("八陣圖"), tricks.holders(s)), {("無懈可擊", 2): [lambda a: a.options[1]]})
    assert wodi.count(g, 2)[1] == {hooks.USED: 3}
    card = next(c for c in two.hand if s.cards[c].name == "無中生有")
    got = drive(equipment.stray_cat(g, two, s.players[3]),
                {("流浪貓", 2): [{"skill": "探寶棒", "choice": card}]}, strict=True)
    assert got and wodi.count(g, 2)[1] == {hooks.USED: 4}


def test_a_step_of_the_scythe_is_a_move_and_a_teleport_is_not() -> None:
    """「行動的格子數」 (R-G12): 死神鐮刀's 行動1格 counts one cell; a 傳送 counts none."""
    g, s = table(s2={"position": [7, 13], "heading": "東"})
    choose(g, 2)
    drive(moves.act(g, s.players[2], 1))
    assert wodi.count(g, 2)[1].get(hooks.MOVED) == 1
    s.players[2].position = (10, 7)  # a 《傳送》: stopping there, he teleports to another
    drive(tiles.on_stop(g, 2), {"傳送": [lambda a: next(o for o in a.options if o.get("choice") == "傳送")]})
    assert s.players[2].position != (10, 7) and wodi.count(g, 2)[1].get(hooks.MOVED) == 1
