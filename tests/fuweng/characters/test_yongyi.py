"""梅花Q，庸醫，4 — 【遲治】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/yongyi.py):
「【遲治】其它角色第一次進入瀕死狀態時，你可令其回復體力至上限。若你無法發動此技能，系統令所有角色失去1點體力。」
As scraped: 「?Q，庸醫(yī)，4」 「【遲治】其它角色第一次進(jìn)入瀕死狀態(tài)時(shí)，你可令其回復(fù)體力至上限。若你無(wú)法發(fā)動(dòng)此技能，系統(tǒng)令所有角色失去1點(diǎn)體力。」 「技能：汝安樂(lè)平和 何必找活干/若是有了死志 神綺再世 亦無(wú)為也」 「陣亡：醫(yī)圣之頭腦 卻算不到這醫(yī)鬧」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(options: dict[str, Any] | None = None, **seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "庸醫"}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout, "deck": ["狗"] * 8}, **(options or {})})
    s = g.state
    assert isinstance(s, FState)
    return g, s


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【遲治】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"遲治": list(answers)}, strict=True)[0]


def test_the_card() -> None:
    """「?Q，庸醫，4」 — the second Q listed: 梅花Q (R-S1), 體力上限 4."""
    from daoyan.games.fuweng.characters import character

    c = character("庸醫")
    assert (c.label, c.max_hp, c.attribute) == ("梅花Q", 4, None)


def test_a_first_dying_he_may_heal_to_the_max() -> None:
    """「其它角色第一次進入瀕死狀態時，你可令其回復體力至上限」 — saved at once, no 【家貓】 window needed; the line
    「汝安樂平和 何必找活干」 is said."""
    g, s = table(s2={"hp": 1})
    q = s.players[2]
    asked = run(g, combat.damage(g, None, q, 1), YES)
    assert [a.skill for a in asked if a.skill == "遲治"] == ["遲治"] and q.hp == q.max_hp and not q.dead
    assert any("汝安樂平和 何必找活干" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_declined_nothing_more_happens() -> None:
    """「你可」: declining at a first dying is not 「無法發動」 — nobody loses HP; the dying goes on (he dies)."""
    g, s = table(s2={"hp": 1}, s3={"hp": 3})
    run(g, combat.damage(g, None, s.players[2], 1), NO)
    assert s.players[2].dead and s.players[3].hp == 3


def test_a_second_dying_costs_every_character_1_hp() -> None:
    """「若你無法發動此技能，系統令所有角色失去1點體力。」 (R-X9 A): the same character's second dying — every character
    loses 1 HP at once, the dead too (R-D10), the dying one included; the line 「若是有了死志 神綺再世 亦無為也」."""
    g, s = table(s2={"hp": 1}, s3={"hp": 3}, s4={"hp": 3, "dead": True})
    q = s.players[2]
    run(g, combat.damage(g, None, q, 1), YES)  # the first: healed to full
    before = {p.seat: p.hp for p in s.players.values()}
    q.hp = 1
    before[2] = 1
    run(g, combat.damage(g, None, q, 1))  # the second: no heal asked; all lose 1
    after = {p.seat: p.hp for p in s.players.values()}
    assert after[3] == before[3] - 1 and after[4] == before[4] - 1 and after[1] == before[1] - 1
    assert q.dead  # nobody saved him (his HP -1 again while dying)
    assert any("若是有了死志 神綺再世 亦無為也" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_the_loss_can_start_new_dyings_which_are_first_ones() -> None:
    """The loss puts a character at 1 HP into its own (first) dying: 遲治 asks again, for it (R-D11: one at a time)."""
    g, s = table(s2={"hp": 1}, s3={"hp": 1})
    q, r = s.players[2], s.players[3]
    run(g, combat.damage(g, None, q, 1), YES)
    q.hp = 1
    asked = run(g, combat.damage(g, None, q, 1), YES)
    assert [a.prompt_params["n"] for a in asked if a.skill == "遲治"] == [3]
    assert r.hp == r.max_hp and not r.dead


def test_setting_reading_b_never_costs_hp() -> None:
    """Setting 遲治 = 受阻時 (R-X9 B): the loss only when the skill is blocked at a first dying — never, here."""
    g, s = table({"遲治": "受阻時"}, s2={"hp": 1}, s3={"hp": 3})
    q = s.players[2]
    run(g, combat.damage(g, None, q, 1), YES)
    q.hp = 1
    run(g, combat.damage(g, None, q, 1))
    assert s.players[3].hp == 3


def test_his_own_dying_is_not_his_to_cure() -> None:
    """「其它角色」: his own dying asks nothing of 遲治."""
    g, s = table(s1={"character": "庸醫", "hp": 1})
    asked = run(g, combat.damage(g, None, s.players[1], 1))
    assert all(a.skill != "遲治" for a in asked)


def test_the_heuristic_bot_saves_a_friend_and_not_a_foe() -> None:
    """The heuristic bot: 遲治 on a seat it believes a friend (the 蒼鷺, revealed, for a 貓娘; any 蒼鷺 for an
    表外 is a foe)."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    seen: set[str] = set()
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "庸醫"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity not in ("貓娘", "表外") or heron.seat == 1 or heron.dead:
            continue
        heron.hp = 0
        flow = combat.dying(g, heron, None)
        (ask,) = next(flow)
        assert ask.skill == "遲治"
        want = YES if me.identity == "貓娘" else NO
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == want
        seen.add(me.identity)
    assert seen == {"貓娘", "表外"}
