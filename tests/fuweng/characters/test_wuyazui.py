"""方塊2，烏鴉嘴，3 — 【言靈】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/wuyazui.py):
「【言靈】每輪限一次。一名角色對另一名角色造成傷害時，你可棄置一張黑桃非動物牌，反轉此傷害的來源與目標。」
「技能：煢煢白兔 驟然生疑/闃闃森鈴 倏倏掩目」 「陣亡：汝不成白鷺 但成郊狼耳」
As scraped: 「?2，烏鴉嘴，3」 「【言靈】每輪限一次。一名角色對(duì)另一名角色造成傷害時(shí)，你可棄置一張黑桃非動(dòng)物牌，反轉(zhuǎn)此傷害的來(lái)源與目標(biāo)。」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, hooks
from daoyan.games.fuweng.cards import ANIMAL, Suit
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}
YES, KEEP = {"choice": "發動"}, {"choice": "不轉移"}


def table(turn: int = 3, **seats: dict[str, Any]) -> tuple[Game, FState]:
    g, s = kit.in_sight("烏鴉嘴", 3, turn, **seats)
    return g, s


def spade(s: FState, seat: int, animal: bool = False) -> int:
    """A 黑桃 card (an 動物牌 or not) from the pile into `seat`'s hand."""
    c = next(c for c in s.deck if s.cards[c].suit is Suit.SPADE and (s.cards[c].category == ANIMAL) == animal)
    s.deck.remove(c)
    s.players[seat].hand.append(c)
    return c


def last_damage(g: Game) -> dict[str, Any]:
    return next(e.data for e in reversed(g.events.history) if e.name == hooks.DAMAGE)


def test_the_card() -> None:
    """「?2，烏鴉嘴，3」 — 方塊2 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("烏鴉嘴")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("方塊2", 3, None, "言靈")


def test_the_damage_is_reversed() -> None:
    """「一名角色對另一名角色造成傷害時，你可棄置一張黑桃非動物牌，反轉此傷害的來源與目標。」 — 3号's 1 damage on 2号 becomes 2号's
    on 3号, same value and card (R-X41); the spade is 棄置; his line 「煢煢白兔 驟然生疑」."""
    g, s = table(s2={"hp": 3}, s3={"hp": 3})
    c = spade(s, 1)
    drive(combat.damage(g, s.players[3], s.players[2], 1, 77, "狗"), {"言靈": [{"choice": c}]}, strict=True)
    assert s.players[2].hp == 3 and s.players[3].hp == 2 and c in s.discard
    d = last_damage(g)
    assert (d["source"], d["target"], d["n"], d["card"], d["first_source"]) == (2, 3, 1, 77, 3)
    assert said(g, "煢煢白兔 驟然生疑") and said(g, "言靈: 此傷害的來源與目標反轉: 2号對3号造成1點傷害。")


def test_once_a_round() -> None:
    """「每輪限一次」 (R-X41): used, the next damage of the round asks nothing; next round it asks again, and the
    second line 「闃闃森鈴 倏倏掩目」."""
    g, s = table(s2={"hp": 3}, s3={"hp": 3})
    a, b = spade(s, 1), spade(s, 1)
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"言靈": [{"choice": a}]}, strict=True)
    assert drive(combat.damage(g, s.players[3], s.players[2], 1))[0] == []
    s.round += 1
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"言靈": [{"choice": b}]}, strict=True)
    assert s.players[3].hp == 1 and said(g, "闃闃森鈴 倏倏掩目")


def test_only_between_two_characters_only_with_a_non_animal_spade() -> None:
    """「一名角色對另一名角色」: no source, or one's own damage, asks nothing; 「黑桃非動物牌」: a spade 動物牌 is no
    cost; 「你可」: declined, nothing changes and the round's use is left."""
    g, s = table(s2={"hp": 3}, s3={"hp": 3})
    s.players[1].hand = []
    spade(s, 1, animal=True)
    assert drive(combat.damage(g, s.players[3], s.players[2], 1))[0] == []
    c = spade(s, 1)
    asked = drive(combat.damage(g, s.players[3], s.players[2], 1), {"言靈": [NO]})[0]
    assert [o.get("choice") for o in asked[0].options] == ["不發動", c] and s.players[2].hp == 1
    assert drive(combat.damage(g, None, s.players[3], 1))[0] == []
    assert drive(combat.damage(g, s.players[3], s.players[3], 1))[0] == []
    assert drive(combat.damage(g, s.players[2], s.players[3], 1), {"言靈": [{"choice": c}]}, strict=True)[0]


def test_his_last_words() -> None:
    """「陣亡：汝不成白鷺 但成郊狼耳」."""
    g, s = table()
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[3], s.players[1], 1))
    assert s.players[1].dead and said(g, "汝不成白鷺 但成郊狼耳")


def test_the_tequ_win_reads_the_first_source() -> None:
    """R-D5: 「若傷害來源或兇手因技能等發生了變化，以最初的傷害來源或兇手為準」 — the last 表外 hits the 特區, 言靈 reverses it and
    the 表外 dies by the 特區's hand: the 特區 does not win alone (the first source was the 表外 itself)."""
    for reverse in (False, True):
        g, s = table(s2={"hp": 3}, s3={"hp": 1})
        for seat, who in {1: "蒼鷺", 2: "特區", 3: "表外", 4: "表外", 5: "貓娘"}.items():
            s.players[seat].identity = who
        s.players[4].dead = True
        c = spade(s, 1)
        if reverse:
            over = drive(combat.damage(g, s.players[3], s.players[2], 1), {"言靈": [{"choice": c}]})[1]
        else:
            over = drive(combat.damage(g, s.players[2], s.players[3], 1), {"言靈": [NO]})[1]
        assert over and g.outcome is not None and s.players[3].dead
        assert g.outcome.winner == ("特區" if not reverse else "蒼鷺、貓娘")


def test_with_the_scapegoat_turn_order_decides() -> None:
    """With 背黑鍋的's 含冤 at the same moment (F-35: same priority, turn order from the current character). His turn:
    言靈 first, and 含冤 reads the reversed damage (about 3号). The 背黑鍋的's turn: 含冤 first (+1 on 2号), then 言靈
    reverses the 2-point damage onto 3号."""
    for turn in (1, 4):
        g, s = table(turn=turn, s2={"hp": 3}, s3={"hp": 4}, s4={"character": "背黑鍋的", "hp": 4})
        c = spade(s, 1)
        asked = drive(combat.damage(g, s.players[3], s.players[2], 1),
                      {"言靈": [{"choice": c}], ("含冤", 4): [YES], ("含冤", 3 if turn == 1 else 2): [KEEP]},
                      strict=True)[0]
        skills = [a.skill for a in asked if a.skill in ("言靈", "含冤") and a.seat in (1, 4)]
        wronged = next(a for a in asked if a.skill == "含冤" and a.seat == 4)
        if turn == 1:
            assert skills == ["言靈", "含冤"] and wronged.prompt_params["n"] == 3
        else:
            assert skills == ["含冤", "言靈"] and wronged.prompt_params["n"] == 2
        assert s.players[2].hp == 3 and s.players[3].hp == 2


def test_the_heuristic_bot() -> None:
    """The heuristic bot reverses a foe's damage on itself, with its least worth spade; never its own damage on a
    foe."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "烏鴉嘴"}}}})
        s = g.state
        me = s.players[1]
        if me.identity != "蒼鷺":
            continue
        s.turn = Turn(2, "出牌")
        foe = next(p for p in s.players.values() if p.identity == "表外")
        c = spade(s, 1)
        flow = combat.damage(g, foe, me, 1)
        ask = next(a for a in next(flow) if a.skill == "言靈")
        got = HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1))
        assert isinstance(got.get("choice"), int) and got["choice"] in (*me.hand, *me.equips)
        flow = combat.damage(g, me, foe, 1)
        ask = next(a for a in next(flow) if a.skill == "言靈")
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == NO
        assert c in me.hand
        checked += 1
    assert checked >= 1
