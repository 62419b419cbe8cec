"""梅花3，虎王，4 — 【失臂】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/huwang.py):
「【失臂】①每回合限X次。你可將紅色動物牌當【美人計】使用。X為你的體力值且至少為1。②鎖定技。你不能成為延時大招牌的目標。」
「技能：愚者 大禍臨門而不自知/智者 烏紗永葆而被萬世」 「陣亡：（銳器對穿身體聲）」.
As scraped: 「?3，虎王，4」 「【失臂】①每回合限X次。你可將紅色動(dòng)物牌當(dāng)【美人計(jì)】使用。X為你的體力值且至少為1。②鎖定技。你不能成為延時(shí)大招牌的目標(biāo)。」 「技能：愚者 大禍臨門而不自知/智者 烏紗永葆而被萬(wàn)世」 「陣亡：（銳器對(duì)穿身體聲）」."""

from __future__ import annotations

from typing import Any

from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, play, terminal, tricks
from daoyan.games.fuweng.cards import Colour
from daoyan.games.fuweng.skills import huwang
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
SKILL = "失臂"


def table(hp: int = 4, seats: int = 5, seed: int = 1, **others: dict[str, Any]) -> tuple[Game, FState]:
    """虎王 on seat 1 with an empty hand (the tests give him cards by colour), the others as `others` say."""
    layout = {1: {"character": "虎王", "hand": [], "hp": hp},
              **{int(k[1:]): {"hand": [], **v} for k, v in others.items()}}
    g = Game(RULES, seats, seed, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def give(s: FState, seat: int, name: str, colour: Colour = Colour.RED) -> int:
    c = next(c for c in s.deck if s.cards[c].name == name and s.cards[c].colour is colour)
    s.deck.remove(c)
    s.players[seat].hand.append(c)
    return c


def shibi(card: int, target: int) -> dict[str, Any]:
    return {"skill": SKILL, "choice": card, "target": target}


def test_the_card() -> None:
    """「?3，虎王，4」 — 梅花3 (R-S1), 體力上限4."""
    from daoyan.games.fuweng.characters import character

    c = character("虎王")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("梅花3", 4, None, "失臂")


def test_a_red_animal_card_as_beauty_trap() -> None:
    """「你可將紅色動物牌當【美人計】使用」: a red 【狗】 goes to seat 2's 判定區 as 【美人計】 (no range, R-C10) — not a
    black one, not a red trick; his line 「愚者 大禍臨門而不自知」; it counts as a card used in the phase."""
    g, s = table()
    p = s.players[1]
    red, black = give(s, 1, "狗"), give(s, 1, "狗", Colour.BLACK)
    give(s, 1, "無中生有")
    opts = huwang.play_options(g, p)
    assert {o["choice"] for o in opts} == {red}
    assert {o["target"] for o in opts} == {2, 3, 4, 5}
    assert terminal.describe_option("出牌", shibi(red, 2)).startswith("失臂: 狗")
    assert "(當美人計)" in terminal.describe_option("出牌", shibi(red, 2))
    assert "(as Beauty Trap)" in terminal.describe_option("出牌", shibi(red, 2), "en")
    drive(play.play_phase(g, p), {"出牌": [shibi(red, 2), END]})
    assert s.players[2].judging == [red] and tricks.judged_as(s, red) == "美人計"
    assert black in p.hand and red not in s.discard
    assert said(g, f"失臂: 1号將{s.cards[red]}當【美人計】使用。") and said(g, "1号對2号使用【美人計】。")
    assert said(g, "愚者 大禍臨門而不自知")
    assert s.turn is not None and s.turn.used == 1


def test_it_is_judged_as_beauty_trap() -> None:
    """In seat 2's 判定階段 the red card is judged as 【美人計】: not 紅桃 — no cards in its 出牌階段 (R-C10); then
    it goes to the discard pile as itself."""
    stopped = 0
    for seed in range(1, 9):
        g, s = table(seed=seed)
        red = give(s, 1, "狗")
        drive(play.play_phase(g, s.players[1]), {"出牌": [shibi(red, 2), END]})
        s.turn = Turn(2, "判定")
        drive(tricks.judge_phase(g, s.players[2]))
        assert red in s.discard and not s.players[2].judging and red not in s.posing
        assert s.turn.no_play == said(g, "2号本回合出牌階段不能使用或打出牌。")
        stopped += s.turn.no_play
    assert stopped


def test_x_is_his_hp_and_at_least_one() -> None:
    """「每回合限X次…X為你的體力值且至少為1」: read at each use (R-X37) — at 2 HP twice a turn; at 1 HP (or 0) once."""
    g, s = table(hp=2)
    p = s.players[1]
    for _ in range(3):
        give(s, 1, "狗")
    a = huwang.play_options(g, p)[0]
    drive(play.play_phase(g, p), {"出牌": [a, END]})
    b = next(o for o in huwang.play_options(g, p) if o["target"] != a["target"])
    drive(play.play_phase(g, p), {"出牌": [b, END]})
    assert huwang.play_options(g, p) == []  # (twice this turn: X = 2)
    s.turns += 1  # another turn
    p.hp = 0
    assert huwang.limit(p) == 1 and huwang.play_options(g, p)
    p.hp = 3
    assert huwang.limit(p) == 3


def test_beauty_trap_stops_it() -> None:
    """While he may not use cards (美人計's 「不能使用或打出牌」) no 失臂."""
    g, s = table()
    give(s, 1, "狗")
    assert s.turn is not None
    s.turn.no_play = True
    assert huwang.play_options(g, s.players[1]) == []


def test_he_cannot_be_the_target_of_a_delayed_trick() -> None:
    """「②鎖定技。你不能成為延時大招牌的目標。」: nobody may use 【美人計】 on him, he may not use 【八陣圖】 on himself,
    and a moving 【八陣圖】 passes him by (R-C11)."""
    g, s = table()
    assert s.players[1] not in tricks.targets(g, s.players[2], "美人計")
    assert s.players[3] in tricks.targets(g, s.players[2], "美人計")
    assert tricks.targets(g, s.players[1], "八陣圖") == []
    maze = next(c for c in s.deck if s.cards[c].name == "八陣圖")
    s.deck.remove(maze)
    before = s.order()[s.order().index(1) - 1]
    s.players[before].judging.append(maze)
    tricks.move_on(g, s.players[before], maze)
    assert maze not in s.players[1].judging
    assert any(maze in q.judging for q in s.players.values() if q.seat not in (1, before))


def test_his_death_line() -> None:
    """「陣亡：（銳器對穿身體聲）」."""
    g, s = table(hp=1)
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "（銳器對穿身體聲）")


def test_his_second_line() -> None:
    """「技能：…/智者 烏紗永葆而被萬世」: his lines as the skill fires (F-25)."""
    from daoyan.games.fuweng.characters import character
    from daoyan.games.fuweng.skills import _base

    assert _base.skill_lines(character("虎王")) == ["愚者 大禍臨門而不自知", "智者 烏紗永葆而被萬世"]


def test_the_heuristic_bot_traps_a_foe_out_of_reach() -> None:
    """The heuristic bot, a 表外 facing the revealed 蒼鷺 out of its vision: a red 【流浪貓】 as 【美人計】 on it."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    done = False
    for seed in range(1, 60):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "虎王", "hand": []}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1:
            continue
        s.turn = Turn(1, "出牌")
        cat = give(s, 1, "流浪貓")
        flow = play.play_phase(g, me)
        batch = next(flow)
        while not batch:
            batch = flow.send({})
        (ask,) = batch
        got = HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1))
        assert got == shibi(cat, heron.seat)
        done = True
        break
    assert done
