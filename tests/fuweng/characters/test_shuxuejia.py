"""紅桃7，數學家，3 — 【數論】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shuxuejia.py):
「【數論】鎖定技。每輪開始時，你獲得X枚“錢”；當你停留在建筑時，始終執行兩項（《貓舍》的購股選項可不打出牌不執行）；NPC進入你的NPC區時，你將之移動至一名其它角色的NPC區。X為你銀行區牌數+1。」
「技能：世間數最為神秘者 五一四耳/雖不知汝所言何意 姑且放行」 「陣亡：將軍孤墳無人問 戲子家事天下知」.
As scraped: 「?7，數(shù)學(xué)家，3」 「【數(shù)論】鎖定技。每輪開始時(shí)，你獲得X枚“錢”；當(dāng)你停留在建筑時(shí)，始終執(zhí)行兩項(xiàng)（《貓舍》的購(gòu)股選項(xiàng)可不打出牌不執(zhí)行）；NPC進(jìn)入你的NPC區(qū)時(shí)，你將之移動(dòng)至一名其它角色的NPC區(qū)。X為你銀行區(qū)牌數(shù)+1。」 「技能：世間數(shù)最為神秘者 五一四耳/雖不知汝所言何意 姑且放行」 「陣亡：將軍孤墳無(wú)人問(wèn) 戲子家事天下知」."""

from __future__ import annotations

from kit import drive, said, table

from daoyan.games.fuweng import combat, hooks, tiles
from daoyan.games.fuweng.board import Kind

SEED_FILE = "001_ea231be5ab83fae4.txt"
SKILL = "數論"


def test_the_card() -> None:
    """「?7，數學家，3」 — 紅桃7 (R-S1), 體力上限3."""
    from daoyan.games.fuweng.characters import character

    c = character("數學家")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("紅桃7", 3, None, "數論")


def test_coins_at_each_round_start() -> None:
    """「每輪開始時，你獲得X枚“錢”…X為你銀行區牌數+1。」 — in addition to the 銀行機制's (R-X23); his line
    「世間數最為神秘者 五一四耳」."""
    g, s = table("數學家")
    p = s.players[1]
    p.bank = [s.deck.pop(0), s.deck.pop(0)]
    p.money = 0
    drive(hooks.emit(g, hooks.ROUND_START, {"round": 2}))
    assert p.money == 3
    assert said(g, "數論: 1号獲得3枚“錢” (共3枚)。") and said(g, "世間數最為神秘者 五一四耳")


def test_both_options_at_a_building() -> None:
    """「當你停留在建筑時，始終執行兩項」: 打工 and the free share of an unowned 《狗舍》, no question asked (R-N6)."""
    g, s = table("數學家")
    p = s.players[1]
    taken = {q.position for q in s.players.values()} | set(s.npcs.values())
    cell = next(c for c in s.board.of_kind(Kind.GOUSHE) if c.pos not in taken
                and s.holdings[s.board.building_at(c.pos).name].controller() is None)  # type: ignore[union-attr]
    p.position = cell.pos
    h = s.holdings[s.board.building_at(cell.pos).name]  # type: ignore[union-attr]
    n, free = len(p.hand), h.available
    asked, _ = drive(tiles.on_stop(g, 1))
    assert not any(a.skill == "狗舍" for a in asked)
    assert len(p.hand) == n + 1 and h.shares[1] == 1 and h.available == free - 1
    assert said(g, "1号的數論: 執行兩項。")


def test_an_npc_entering_his_area_goes_on() -> None:
    """「NPC進入你的NPC區時，你將之移動至一名其它角色的NPC區。」: 衰神 met on the 《野外》 moves to seat 3's NPC區 (its
    old NPC moves away: the NPC區機制); his line 「雖不知汝所言何意 姑且放行」."""
    g, s = table("數學家")
    p = s.players[1]
    s.players[3].npc_zone = [("財神", True)]
    s.npcs["財神"] = None
    p.position = s.npcs["衰神"]
    asked, _ = drive(tiles.on_stop(g, 1), {SKILL: [{"target": 3}]})
    ask = next(a for a in asked if a.skill == SKILL)
    assert {o["target"] for o in ask.options} == {2, 3, 4, 5}
    assert "Number Theory" in ask.prompt_text("en")
    assert p.npc_zone == [] and s.players[3].npc_zone == [("衰神", True)] and s.npcs["財神"] is not None
    assert said(g, "雖不知汝所言何意 姑且放行")


def test_his_death_line() -> None:
    """「陣亡：將軍孤墳無人問 戲子家事天下知」."""
    g, s = table("數學家", s1={"hp": 1})
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "將軍孤墳無人問 戲子家事天下知")


def test_the_heuristic_bot_passes_a_bad_npc_to_a_foe() -> None:
    """The heuristic bot, a 表外 facing the revealed 蒼鷺: 衰神 goes to the 蒼鷺; 福神 not."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    for seed in range(1, 60):
        g, s = table("數學家", seed=seed)
        me, heron = s.players[1], next(q for q in s.players.values() if q.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1:
            continue
        for npc, to_heron in (("衰神", True), ("福神", False)):
            me.npc_zone = [(npc, True)]
            gen = hooks.emit(g, hooks.NPC_AREA, {"seat": 1, "npc": npc})
            batch = next(gen)
            while not batch:
                batch = gen.send({})
            (ask,) = batch
            got = HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1))
            assert (got == {"target": heron.seat}) is to_heron
        return
    raise AssertionError("no table")


def test_an_npc_passed_on_enters_the_other_area_but_runs_no_event_again() -> None:
    """「NPC進入你的NPC區時，你將之移動至一名其它角色的NPC區。」 — passed on, the NPC enters 3's NPC區: the NPC區機制
    (「當一個NPC移動至一名角色的NPC區后，若其NPC區有其它NPC，則將原有NPC移動至隨機一個沒有角色或NPC停留的《野外》上。」) runs
    there and 「NPC進入…NPC區時」 is heard for 3 (a listener hears it for seat 1 and for seat 3); the 衰神's event (「隨機棄置2張手牌中
    的非動物牌」) ran once, for the 數學家 who stopped on it (「否則執行其上的NPC事件」), not again for 3; he is not asked
    again."""
    g, s = table("數學家")
    p, q = s.players[1], s.players[3]
    q.npc_zone = [("財神", True)]
    s.npcs["財神"] = None
    p.position = s.npcs["衰神"]
    heard: list[int] = []
    g.events.on("after:" + hooks.NPC_AREA, "test", lambda g, e: heard.append(e.data["seat"]))
    hand, debt = list(q.hand), q.debt
    asked, _ = drive(tiles.on_stop(g, 1), {SKILL: [{"target": 3}]})
    assert sorted(heard) == [1, 3] and sum(1 for a in asked if a.skill == SKILL) == 1
    assert q.npc_zone == [("衰神", True)] and s.npcs["財神"] is not None
    assert q.hand == hand and q.debt == debt
