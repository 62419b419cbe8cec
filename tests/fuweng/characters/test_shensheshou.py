"""黑桃10，神射手，4 — 【假射】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shensheshou.py):
「【假射】當你使用【狗】對目標角色造成傷害時，你可令此傷害+1。結算結束后，若其體力值為負數，其于下回合開始時復活（回復體力至
上限）。」 As scraped: 「?10，神射手，4」 「【假射】當(dāng)你使用【狗】對(duì)目標(biāo)角色造成傷害時(shí)，你可令此傷害+1。結(jié)算結(jié)束后，若其體力值為負(fù)數(shù)，其于下回合開始時(shí)復(fù)活（回復(fù)體力至上限）。」 「技能：百發(fā)百中/神一樣的婚禮 鎖天書咒難發(fā)」 「陣亡：甘拜下風(fēng)」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import give, near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, flow, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "神射手"}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout, "deck": ["狗"] * 8}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【假射】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"假射": list(answers)}, strict=True)[0]


def dog(g: Game, s: FState, target: int) -> Any:
    p = s.players[1]
    near(s, 1, target)
    (card,) = give(s, 1, "狗")
    p.hand.remove(card)
    return play.use_dog(g, p, s.players[target], card)


def test_the_card() -> None:
    """「?10，神射手，4」 — the first 10 listed: 黑桃10 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("神射手")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃10", 4, None)


def test_his_dog_may_deal_one_more() -> None:
    """「當你使用【狗】對目標角色造成傷害時，你可令此傷害+1。」 — and the line 「百發百中」 is said."""
    g, s = table(s2={"hp": 4, "hand": []})
    run(g, dog(g, s, 2), YES)
    assert s.players[2].hp == 2
    assert any("百發百中" in e.text for e in g.log.entries if e.audience.kind == "all")
    g, s = table(s2={"hp": 4, "hand": []})
    run(g, dog(g, s, 2), NO)
    assert s.players[2].hp == 3


def test_only_his_own_dog() -> None:
    """「當你使用【狗】」: another's 【狗】 or his 金鼓齊鳴 damage asks nothing."""
    g, s = table(s2={"hp": 4}, s3={"hp": 4})
    asked = run(g, combat.damage(g, s.players[2], s.players[3], 1, None, "狗"))
    asked += run(g, combat.damage(g, s.players[1], s.players[3], 1, "金鼓齊鳴", "金鼓齊鳴"))
    assert all(a.skill != "假射" for a in asked)


def test_a_target_killed_below_zero_revives_at_its_next_turn_start() -> None:
    """「結算結束后，若其體力值為負數，其于下回合開始時復活（回復體力至上限）。」 (R-X14): killed at −1, it is dead (its
    identity shown), then at the start of its own next turn it lives with HP at its 體力上限."""
    g, s = table(s2={"hp": 1, "hand": []})
    q = s.players[2]
    run(g, dog(g, s, 2), YES)
    assert q.dead and q.hp == -1 and q.revealed
    q.position = s.board.cells[0].pos  # (back on a cell of the map: its turn moves it)
    next(flow.turn(g, 2))  # its next turn, to its first ask: the turn has begun
    assert not q.dead and q.hp == q.max_hp


def test_zero_is_not_negative() -> None:
    """「若其體力值為負數」: killed at exactly 0 it stays dead."""
    g, s = table(s2={"hp": 2, "hand": []})
    q = s.players[2]
    run(g, dog(g, s, 2), YES)
    assert q.dead and q.hp == 0
    q.position = s.board.cells[0].pos
    next(flow.turn(g, 2))
    assert q.dead


def test_no_revival_in_the_untimed_hospital_unless_the_setting_says_so() -> None:
    """F-126 (seed 001_ea231be5ab83fae4.txt): 「其于下回合開始時復活（回復體力至上限）」 meets 「處于入院狀態的角色的體力牌非因
    入院狀態改變時，防止之。」 — a target killed at −1 and then in the untimed 入院 (麒麟's 「當你陣亡后，你入院」) does not
    revive at its next turn start: the revival is the HP set to its 體力上限, prevented; the hospital's own 「令其體力值數值
    增加1」 goes on (−1 → 0). Setting 假射入院 = 復活: it revives, and at full HP the hospital step puts it on the
    《醫院》."""
    for setting, alive in (("防止", False), ("復活", True)):
        layout = {1: {"character": "神射手"}, 2: {"character": "麒麟", "hp": 1, "hand": []}}
        g = Game(RULES, 5, 1, {"局面": {"seats": layout, "deck": ["狗"] * 8}, "假射入院": setting})
        s = g.state
        assert isinstance(s, FState)
        s.turn = Turn(1, "出牌")
        q = s.players[2]
        run(g, dog(g, s, 2), YES)
        assert q.dead and q.hp == -1 and q.hospital_untimed and q.position is None  # 天欽
        drive(flow.turn(g, 2), {})  # its next turn
        assert q.dead is not alive
        assert (q.hp, q.hospital_untimed) == ((3, False) if alive else (0, True))
        assert any("被防止" in e.text for e in g.log.entries) is not alive


def test_the_heuristic_bot_adds_the_damage_to_a_foe_only() -> None:
    """The heuristic bot: +1 on a foe (a 表外 shooting the revealed 蒼鷺), not on a friend (a 貓娘 shooting him)."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    seen: set[str] = set()
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "神射手"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity not in ("貓娘", "表外") or heron.seat == 1 or heron.dead:
            continue
        s.turn = Turn(1, "出牌")
        fl = combat.damage(g, me, heron, 1, None, "狗")
        (ask,) = next(fl)
        assert ask.skill == "假射"
        want = YES if me.identity == "表外" else NO
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == want
        seen.add(me.identity)
    assert seen == {"貓娘", "表外"}


def test_a_damage_yanling_reverses_onto_his_side_is_not_his_dog() -> None:
    """「當你使用【狗】對目標角色造成傷害時」 with 烏鴉嘴's 「【言靈】…反轉此傷害的來源與目標。」 heard first (2号's turn: turn
    order 2, 3, 1 — F-35): 2号's 【狗】 on him becomes his damage on 2号, but he did not use that 【狗】 — 假射 is not
    asked (the damage keeps its user, 2号), and 2号 takes 1. His own 【狗】 reversed after his +1 (his turn: 假射 first)
    keeps the +1: the 2 points come back on him (R-X41: the reversal keeps the value)."""
    import kit

    g, s = kit.in_sight("神射手", 4, 2, s2={"hp": 4, "hand": []}, s3={"character": "烏鴉嘴", "hand": []})
    (mirror,) = give(s, 3, "凈琉璃之鏡")
    asked = drive(combat.damage(g, s.players[2], s.players[1], 1, None, "狗"), {"言靈": [{"choice": mirror}]},
                  strict=True)[0]
    assert [a.skill for a in asked if a.skill in ("言靈", "假射")] == ["言靈"]
    assert s.players[1].hp == 4 and s.players[2].hp == 3
    g, s = kit.in_sight("神射手", 4, 1, s2={"hp": 4, "hand": []}, s3={"character": "烏鴉嘴", "hand": []})
    (mirror,) = give(s, 3, "凈琉璃之鏡")
    asked = drive(combat.damage(g, s.players[1], s.players[2], 1, None, "狗"),
                  {"假射": [YES], "言靈": [{"choice": mirror}]}, strict=True)[0]
    assert [a.skill for a in asked if a.skill in ("言靈", "假射")] == ["假射", "言靈"]
    assert s.players[1].hp == 2 and s.players[2].hp == 4
