"""梅花5，背黑鍋的，4 — 【含冤】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/beiheiguode.py):
「【含冤】存活技。其它角色受到傷害時，你可摸三張牌并令此傷害+1，然后其可將之轉移給你。」 「技能：夢醒時 夢里的一切都不會留下」
「陣亡：我怕不是活在夢里 對 一定是活在夢里」
As scraped: 「?5，背黑鍋的，4」 「【含冤】存活技。其它角色受到傷害時(shí)，你可摸三張牌并令此傷害+1，然后其可將之轉(zhuǎn)移給你。」 「技能：夢(mèng)醒時(shí) 夢(mèng)里的一切都不會(huì)留下」 「陣亡：我怕不是活在夢(mèng)里 對(duì) 一定是活在夢(mèng)里」."""

from __future__ import annotations

from typing import Any

import kit
from fuweng_scripts import near
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, hooks
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}
MOVE, KEEP = {"choice": "轉移"}, {"choice": "不轉移"}


def table(turn: int = 3, **seats: dict[str, Any]) -> tuple[Game, FState]:
    g, s = kit.in_sight("背黑鍋的", 4, turn, **seats)
    return g, s


def last_damage(g: Game) -> dict[str, Any]:
    return next(e.data for e in reversed(g.events.history) if e.name == hooks.DAMAGE)


def test_the_card() -> None:
    """「?5，背黑鍋的，4」 — the second 5 listed: 梅花5 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("背黑鍋的")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("梅花5", 4, None, "含冤")


def test_three_cards_and_plus_one() -> None:
    """「其它角色受到傷害時，你可摸三張牌并令此傷害+1」 — another's 1-point damage takes 2; he draws 3; his line
    「夢醒時 夢里的一切都不會留下」."""
    g, s = table(s2={"hp": 4})
    me = s.players[1]
    before = len(me.hand)
    drive(combat.damage(g, s.players[3], s.players[2], 1), {"含冤": [YES], ("含冤", 2): [KEEP]}, strict=True)
    assert s.players[2].hp == 2 and me.hp == 4 and len(me.hand) == before + 3
    assert said(g, "夢醒時 夢里的一切都不會留下") and said(g, "含冤: 此傷害+1 (2點)。")


def test_the_damaged_one_may_hand_it_over_source_kept() -> None:
    """「然后其可將之轉移給你」 — the damaged character chooses (R-X32); he takes the damage, +1 included, from the same
    source with the same card (R-D5: a transfer changes the target, not the source)."""
    g, s = table(s2={"hp": 4})
    drive(combat.damage(g, s.players[3], s.players[2], 1, 77, "狗"), {("含冤", 1): [YES], ("含冤", 2): [MOVE]},
          strict=True)
    assert s.players[2].hp == 4 and s.players[1].hp == 2
    d = last_damage(g)
    assert (d["source"], d["target"], d["n"], d["card"], d["dealt"]) == (3, 1, 2, 77, 2)
    assert said(g, "含冤: 2号將此傷害轉移給1号。")


def test_a_transfer_that_kills_him_names_the_source_as_killer() -> None:
    """R-D5: the source of the transferred damage is the killer of the 背黑鍋的; his 陣亡台詞."""
    g, s = table(s2={"hp": 4})
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[3], s.players[2], 1), {("含冤", 1): [YES], ("含冤", 2): [MOVE]})
    assert s.players[1].dead and s.players[2].hp == 4
    assert any((e.data or {}).get("died") and (e.data or {}).get("killer") == 3 for e in g.log.entries)
    assert said(g, "我怕不是活在夢里 對 一定是活在夢里")


def test_declined_nothing_changes_and_no_limit_per_turn() -> None:
    """「你可」: declined, the damage is as it was; R-X32: no limit per turn — every damage of another asks."""
    g, s = table(s2={"hp": 4})
    asked = drive(combat.damage(g, s.players[3], s.players[2], 1), {"含冤": [NO]})[0]
    assert [a.skill for a in asked] == ["含冤"] and s.players[2].hp == 3
    drive(combat.damage(g, s.players[3], s.players[2], 1), {("含冤", 1): [YES], ("含冤", 2): [KEEP]}, strict=True)
    assert s.players[2].hp == 1


def test_only_others_and_only_while_alive() -> None:
    """「其它角色」: his own damage asks nothing; 「存活技」 (R-G17): dead, he is never asked; nor for a dead one."""
    g, s = table(s2={"hp": 4})
    assert drive(combat.damage(g, s.players[3], s.players[1], 1))[0] == []
    s.players[1].dead = True
    assert drive(combat.damage(g, s.players[3], s.players[2], 1))[0] == []
    s.players[1].dead, s.players[4].dead = False, True
    assert drive(combat.damage(g, s.players[3], s.players[4], 1))[0] == []


def test_with_the_judges_stand_in_the_plus_one_makes_it_fatal() -> None:
    """含冤 with 審判官's 義替 on one damage: 義替 reads 「致命」 after every +1 (R-G18, heard last), so 含冤's +1 turns a
    1-point damage on a 2-HP character into a fatal one the 審判官 may take (swapping HP first)."""
    g, s = table(s2={"character": "審判官", "hp": 4}, s4={"hp": 2})
    drive(combat.damage(g, s.players[3], s.players[4], 1),
          {("含冤", 1): [YES], ("含冤", 4): [KEEP], "義替": [YES]}, strict=True)
    judge, hurt = s.players[2], s.players[4]
    assert last_damage(g)["target"] == 2 and hurt.hp == 4 and judge.dead


def test_handed_to_him_the_judge_reads_him_as_the_target() -> None:
    """The other order of the same moment: the damaged character hands it to the 背黑鍋的; 義替, heard after, now
    reads him as the one taking it (fatal to him at 2 HP) — asked about seat 1, not seat 4."""
    g, s = table(s2={"character": "審判官", "hp": 4}, s4={"hp": 3})
    s.players[1].hp = 2
    asked = drive(combat.damage(g, s.players[3], s.players[4], 1),
                  {("含冤", 1): [YES], ("含冤", 4): [MOVE], "義替": [NO]}, strict=True)[0]
    stand_in = [a for a in asked if a.skill == "義替"]
    assert [a.prompt_params["n"] for a in stand_in] == [1]
    assert s.players[4].hp == 3 and s.players[1].dead


def test_with_ghost_marriage_turn_order_decides() -> None:
    """含冤 with 叛忍's 冥婚 (both 「受到傷害時」, same priority): R-G3 — turn order from the current character. His
    turn: 含冤 first (+1, kept), then 冥婚 (+1), and the 叛忍 deals back all he took. The 叛忍's turn: 冥婚 first
    (+1), then 含冤 (+1) and handed over: the 叛忍 took nothing, so deals nothing back."""
    for turn in (1, 2):
        g, s = table(turn=turn, s2={"character": "叛忍", "hp": 5}, s3={"hp": 5})
        s.players[2].max_hp = 5
        near(s, 2, 3, 1)
        script = {("含冤", 1): [YES], ("含冤", 2): [KEEP if turn == 1 else MOVE], ("冥婚", 2): [{"target": 3}],
                  ("冥婚", 3): [{"choice": "令此傷害+1"}]}
        asked = drive(combat.damage(g, s.players[4], s.players[2], 1), script, strict=True)[0]
        order = [a.skill for a in asked if a.seat in (1, 2) and a.skill in ("含冤", "冥婚")]
        if turn == 1:
            assert order[0] == "含冤" and s.players[2].hp == 2 and s.players[3].hp == 2
        else:
            assert order[0] == "冥婚" and s.players[2].hp == 5 and s.players[1].hp == 1 and s.players[3].hp == 5


def test_the_heuristic_bot() -> None:
    """The heuristic bot: as 背黑鍋的 (a 表外) it draws three and adds 1 to the 蒼鷺's damage while it could live
    through a transfer; as the 蒼鷺, a fatal damage is handed over."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 60):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "背黑鍋的"}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1 or heron.dead:
            continue
        s.turn = Turn(heron.seat, "出牌")
        other = next(x for x in s.players if x not in (1, heron.seat))
        flow = combat.damage(g, s.players[other], heron, 1)
        (ask,) = next(flow)
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == YES
        heron.hp = 2
        (second,) = flow.send({1: YES})
        assert HeuristicBot(heron.seat).decide(second, lambda g=g, x=heron.seat: seat_view(g, x)) == MOVE
        me.hp = 2
        flow = combat.damage(g, s.players[other], heron, 1)
        (ask,) = next(flow)
        assert HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1)) == NO  # 2 HP: a transfer would kill me
        checked += 1
    assert checked >= 2


def test_with_feint_shot_turn_order_decides_who_it_is_about() -> None:
    """含冤 with 神射手's 假射 (both add at 「造成/受到傷害時」, same priority): R-G3 — turn order from the current character.
    The 神射手's turn: 假射 first, about 2号; then 含冤 and the hand-over — 3 to the 背黑鍋的. His own turn: 含冤 first and
    the hand-over; 假射, heard after, is about him now."""
    for turn, about in ((3, 2), (1, 1)):
        g, s = table(turn=turn, s2={"hp": 4}, s3={"character": "神射手"})
        s.players[1].hp = 4
        asked = drive(combat.damage(g, s.players[3], s.players[2], 1, None, "狗"),
                      {("含冤", 1): [YES], ("含冤", 2): [MOVE], "假射": [YES]}, strict=True)[0]
        skills = [a.skill for a in asked]
        feint = next(a for a in asked if a.skill == "假射")
        assert skills.index("假射") < skills.index("含冤") if turn == 3 else skills.index("含冤") < skills.index("假射")
        assert feint.prompt_params["n"] == about
        assert s.players[2].hp == 4 and s.players[1].hp == 1
