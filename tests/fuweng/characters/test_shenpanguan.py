"""黑桃K，審判官，4 — 【義替】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shenpanguan.py):
「【義替】每回合限一次。你視野范圍內的一名其它角色受到致命傷害時，你可將之轉移給你。若你：存活，你須先與其交換體力值且若你因此
傷害進入瀕死狀態，其它角色不能對你使用【家貓】直到此瀕死狀態結束；已陣亡，本輪此技能失效。」
As scraped: 「?K，審判官，4」 「【義替】每回合限一次。你視野范圍內(nèi)的一名其它角色受到致命傷害時(shí)，你可將之轉(zhuǎn)移給你。若你：存活，你須先與其交換體力值且若你因此傷害進(jìn)入瀕死狀態(tài)，其它角色不能對(duì)你使用【家貓】直到此瀕死狀態(tài)結(jié)束；已陣亡，本輪此技能失效。」 「技能：四通八達(dá) 稍縱即可迷失/我可保你一時(shí) 他日遇兇 務(wù)必血償」 「陣亡：待到長(zhǎng)假后 我們?cè)傧鄷?huì)」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "審判官", "hp": 4}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    near(s, 1, 2, 1)
    for seat in (3, 4, 5):
        near(s, 1, seat, 20 + seat)
    return g, s


def run(g: Game, flow: Any, *answers: Any, cats: dict[int, Any] | None = None) -> list[Any]:
    """義替's asks get `answers`; a 【家貓】 ask gets `cats[seat]` (a choice of its options) or its default."""
    script: dict[Any, list[Any]] = {"義替": list(answers)}
    script.update({("家貓", seat): [f] * 9 for seat, f in (cats or {}).items()})
    return drive(flow, script)[0]


def test_the_card() -> None:
    """「?K，審判官，4」 — the first K listed: 黑桃K (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("審判官")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃K", 4, None)


def test_alive_he_swaps_hp_and_takes_the_fatal_damage() -> None:
    """「你可將之轉移給你。若你：存活，你須先與其交換體力值」 (R-X3): 2 at HP 1 takes 2 — they swap (he 1, it 4), he takes
    the 2 and is dying, 2 keeps 4; his line 「四通八達 稍縱即可迷失」."""
    g, s = table(s2={"hp": 1})
    p, q = s.players[1], s.players[2]
    run(g, combat.damage(g, s.players[3], q, 2), YES)
    assert q.hp == 4 and not q.dead and p.dead  # nobody saved him
    assert any("四通八達 稍縱即可迷失" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_in_that_dying_no_other_may_give_him_a_house_cat() -> None:
    """「若你因此傷害進入瀕死狀態，其它角色不能對你使用【家貓】直到此瀕死狀態結束」 — his own he may."""
    g, s = table(s1={"character": "審判官", "hp": 4, "hand": ["家貓"]}, s2={"hp": 1}, s3={"hand": ["家貓"]})
    p = s.players[1]
    asked = run(g, combat.damage(g, s.players[4], s.players[2], 2), YES, cats={1: lambda a: a.options[1]})
    cat_asks = [a.seat for a in asked if a.skill == "家貓"]
    assert cat_asks == [1] and p.dead  # he used his own (1 → -1 → 0); 3's 【家貓】 was never offered


def test_not_fatal_or_out_of_sight_asks_nothing() -> None:
    """「你視野范圍內的一名其它角色受到致命傷害時」: a damage below its HP, or a character out of his vision."""
    g, s = table(s2={"hp": 3}, s4={"hp": 1})
    asked = run(g, combat.damage(g, s.players[3], s.players[2], 2))
    asked += run(g, combat.damage(g, s.players[3], s.players[4], 2))
    assert all(a.skill != "義替" for a in asked)


def test_dead_it_cancels_the_damage_and_is_off_for_the_round() -> None:
    """「已陣亡，本輪此技能失效」 (R-X3): the damage is cancelled, the character saved; the next fatal damage this
    round (another turn) asks nothing."""
    g, s = table(s1={"character": "審判官", "dead": True}, s2={"hp": 1})
    q = s.players[2]
    run(g, combat.damage(g, s.players[3], q, 2), YES)
    assert q.hp == 1 and not q.dead
    s.turns += 1
    asked = run(g, combat.damage(g, s.players[3], q, 2))
    assert all(a.skill != "義替" for a in asked) and q.dead


def test_once_a_turn() -> None:
    """「每回合限一次」."""
    g, s = table(s1={"character": "審判官", "dead": True}, s2={"hp": 1}, s5={"hp": 1})
    near(s, 1, 5, 2)
    run(g, combat.damage(g, s.players[3], s.players[2], 2), NO)  # declined: not used
    run(g, combat.damage(g, s.players[3], s.players[5], 2), YES)
    assert not s.players[5].dead


def test_the_heuristic_bot_stands_in_for_a_friend_only() -> None:
    """The heuristic bot (dead, so it costs nothing): for the revealed 蒼鷺 a 貓娘 uses it, a 表外 does not."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    seen: set[str] = set()
    for seed in range(1, 60):
        g = Game(RULES, 6, seed, {"局面": {"seats": {1: {"character": "審判官", "dead": True}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity not in ("貓娘", "表外") or heron.seat == 1 or heron.dead:
            continue
        s.turn = Turn(heron.seat, "出牌")
        near(s, 1, heron.seat, 1)
        other = next(p for p in s.players.values() if p.seat not in (1, heron.seat))
        (ask,) = next(combat.damage(g, other, heron, heron.hp))
        want = YES if me.identity == "貓娘" else NO
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == want
        seen.add(me.identity)
    assert seen == {"貓娘", "表外"}
