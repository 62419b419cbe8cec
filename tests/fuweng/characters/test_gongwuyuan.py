"""黑桃Q，公務員，4 — 【疑室】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/gongwuyuan.py):
「【疑室】出牌階段限一次。你可展示一名其它角色的隨機一張手牌。若此牌為【狗】或【金鼓齊鳴】，其對你使用之（無距離限制），結算
結束后，若結算過程中你受到了傷害，你對其造成1點傷害；否則，你獲得之。」 As scraped: 「?Q，公務(wù)員，4」 「【疑室】出牌階段限一次。你可展示一名其它角色的隨機(jī)一張手牌。若此牌為【狗】或【金鼓齊鳴】，其對(duì)你使用之（無(wú)距離限制），結(jié)算結(jié)束后，若結(jié)算過(guò)程中你受到了傷害，你對(duì)其造成1點(diǎn)傷害；否則，你獲得之。」 「技能：故事因我而起 也將因我而終/我不是加害者 也不是被害者」
「陣亡：草莽微臣 何以勝大任」."""

from __future__ import annotations

from typing import Any

import kit
from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
USE2 = {"skill": "疑室", "choice": "發動", "target": 2}


def run(g: Game, flow: Any, script: dict[str, list[Any]] | None = None) -> list[Any]:
    return drive(flow, script)[0]


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "公務員", "hand": [], "hp": 4}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 6, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def test_the_card() -> None:
    """「?Q，公務員，4」 — the first Q listed: 黑桃Q (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("公務員")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃Q", 4, None)


def test_another_card_he_takes() -> None:
    """「否則，你獲得之」 (R-X7) — a 家貓 shown: his; the line 「故事因我而起 也將因我而終」."""
    g, s = table(s2={"hand": ["家貓"]})
    run(g, play.play_phase(g, s.players[1]), {"出牌": [USE2, END]})
    assert s.players[2].hand == [] and len(s.players[1].hand) == 1
    assert any("故事因我而起 也將因我而終" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_a_dog_is_used_on_him_from_afar_and_he_hits_back_if_hurt() -> None:
    """「若此牌為【狗】…其對你使用之（無距離限制），結算結束后，若結算過程中你受到了傷害，你對其造成1點傷害」."""
    g, s = table(s2={"hand": ["狗"], "hp": 4})
    near(s, 1, 2, 30)
    run(g, play.play_phase(g, s.players[1]), {"出牌": [USE2, END]})
    assert s.players[1].hp == 3 and s.players[2].hp == 3 and s.players[2].hand == []


def test_a_dog_answered_by_a_stray_cat_brings_no_blow_back() -> None:
    """「若結算過程中你受到了傷害」: his 【流浪貓】 cancels it — unhurt, he deals nothing."""
    g, s = table(s1={"character": "公務員", "hand": ["流浪貓"], "hp": 4}, s2={"hand": ["狗"], "hp": 4})
    run(g, play.play_phase(g, s.players[1]), {"出牌": [USE2, END], "流浪貓": [lambda a: a.options[1]]})
    assert s.players[1].hp == 4 and s.players[2].hp == 4


def test_once_a_phase_and_only_a_hand_to_show() -> None:
    """「出牌階段限一次」; a character with no hand card is not offered."""
    g, s = table(s2={"hand": ["家貓"]}, s3={"hand": []})
    offered = [o["target"] for o in play.options(g, s.players[1], 0) if o.get("skill") == "疑室"]
    assert 2 in offered and 3 not in offered
    run(g, play.play_phase(g, s.players[1]), {"出牌": [USE2, END]})
    assert not [o for o in play.options(g, s.players[1], 0) if o.get("skill") == "疑室"]


def test_the_heuristic_bot_inquires_of_a_foe() -> None:
    """The heuristic bot (a 表外 with nothing else to play) shows a card of the revealed 蒼鷺's."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 60):
        g = Game(RULES, 6, seed, {"局面": {"seats": {1: {"character": "公務員", "hand": [], "hp": 4}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.dead or not heron.hand:
            continue
        s.turn = Turn(1, "出牌")
        batch = kit.next_asks(play.play_phase(g, me))
        got = HeuristicBot(1).decide(batch[0], lambda g=g: seat_view(g, 1))
        assert got.get("skill") == "疑室" and HeuristicBot(1).enemy(heron.seat) >= 0
        assert got["target"] == heron.seat or s.players[got["target"]].identity != "表外"
        checked += 1
    assert checked >= 2
