"""黑桃7，司令，4 — 【深寰】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/siling.py):
「【深寰】其它角色的棄牌階段開始時，若X大于0，你可棄置X張手牌并令其跳過此階段，然后你對其造成X點傷害。X為其手牌數減體力上限。」
As scraped: 「?7，司令，4」 「【深寰】其它角色的棄牌階段開始時(shí)，若X大于0，你可棄置X張手牌并令其跳過(guò)此階段，然后你對(duì)其造成X點(diǎn)傷害。X為其手牌數(shù)減體力上限。」 「技能：麹魯統(tǒng)一 亦需凡人一臂之力也/若無(wú)魯嵇友好通道 吾計(jì)成久矣」 「陣亡：麹幻橙自由貿(mào)易區(qū) 何時(shí)成立」
「技能：麹魯統一 亦需凡人一臂之力也/若無魯嵇友好通道 吾計成久矣」 「陣亡：麹幻橙自由貿易區 何時成立」."""

from __future__ import annotations

from typing import Any

import kit
from kit import drive, said

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, combat, flow, hooks
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seats: Any) -> tuple[Game, FState]:
    return kit.table("司令", **seats)


def discard_phase(g: Game, seat: int = 2) -> Any:
    """`seat`'s turn from its 棄牌階段 on (its 結束階段 follows)."""
    return flow.turn(g, seat, begin="棄牌")


def test_the_card() -> None:
    """「?7，司令，4」 — the first 7 listed: 黑桃7 (R-S1)."""
    c = character("司令")
    assert (c.label, c.max_hp, c.attribute) == ("黑桃7", 4, None)


def test_he_discards_x_skips_its_discard_phase_and_deals_x_damage() -> None:
    """「其它角色的棄牌階段開始時，若X大于0，你可棄置X張手牌并令其跳過此階段，然后你對其造成X點傷害。X為其手牌數減體力上限。」
    — 2 holds six cards at 體力上限 4 (HP 3): X = 2; he discards two of his three, 2 discards nothing and takes 2
    damage; the line 「麹魯統一 亦需凡人一臂之力也」."""
    g, s = table(s1={"hand": ["狗", "家貓", "無中生有"]}, s2={"max_hp": 4, "hp": 3, "hand": ["狗"] * 6})
    p, q = s.players[1], s.players[2]
    kept = p.hand[2]
    drive(discard_phase(g), {"深寰": [YES, {"choice": p.hand[0]}, {"choice": p.hand[1]}]}, strict=True)
    assert p.hand == [kept] and len(q.hand) == 6 and q.hp == 1
    assert said(g, "1号發動【深寰】: 「麹魯統一 亦需凡人一臂之力也」") and said(g, "2号跳過棄牌階段。")
    assert said(g, "深寰: 1号令2号跳過棄牌階段，對其造成2點傷害。")


def test_the_skipped_phase_has_no_end() -> None:
    """「令其跳過此階段」 (F-70): the started phase ends at once — 「棄牌階段結束時」 does not come."""
    g, s = table(s1={"hand": ["狗"]}, s2={"max_hp": 3, "hp": 3, "hand": ["狗"] * 4})
    ends: list[str] = []
    g.events.on("after:" + hooks.PHASE_END, "test", lambda g, e: ends.append(e.data["phase"]))
    drive(discard_phase(g), {"深寰": [YES]})
    assert ends == ["結束"] and len(s.players[2].hand) == 4 and s.players[2].hp == 2


def test_declined_the_phase_discards_as_usual() -> None:
    """「你可」: declined, 2 discards down to its HP."""
    g, s = table(s1={"hand": ["狗", "狗"]}, s2={"max_hp": 4, "hp": 3, "hand": ["狗"] * 6})
    drive(discard_phase(g), {"深寰": [NO]}, strict=True)
    assert len(s.players[2].hand) == 3 and s.players[2].hp == 3 and len(s.players[1].hand) == 2


def test_not_when_x_is_not_above_zero_nor_without_x_hand_cards_nor_his_own() -> None:
    """「若X大于0」 — X counts the 體力上限, not the HP: five cards at 體力上限 5, HP 2, asks nothing; 「棄置X張手牌」
    (F-71): one hand card is not two; 「其它角色」: not his own 棄牌階段."""
    g, s = table(s1={"hand": ["狗", "狗"]}, s2={"max_hp": 5, "hp": 2, "hand": ["狗"] * 5})
    asks, _ = drive(discard_phase(g))
    assert "深寰" not in [a.skill for a in asks] and len(s.players[2].hand) == 2
    g, s = table(s1={"hand": ["狗"]}, s2={"max_hp": 3, "hp": 3, "hand": ["狗"] * 5})
    asks, _ = drive(discard_phase(g))
    assert "深寰" not in [a.skill for a in asks]
    g, s = table(s1={"hand": ["狗"] * 7, "max_hp": 4, "hp": 4})
    asks, _ = drive(discard_phase(g, 1))
    assert "深寰" not in [a.skill for a in asks]


def test_his_death_line() -> None:
    """「陣亡：麹幻橙自由貿易區 何時成立」."""
    g, s = table()
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "麹幻橙自由貿易區 何時成立")


def test_the_second_line_on_the_second_use() -> None:
    """「技能：…/若無魯嵇友好通道 吾計成久矣」: the lines in turn."""
    g, _ = table(s1={"hand": ["狗"] * 2}, s2={"max_hp": 3, "hp": 3, "hand": ["狗"] * 4},
                 s3={"max_hp": 3, "hp": 3, "hand": ["狗"] * 4})
    drive(discard_phase(g, 2), {"深寰": [YES]})
    drive(discard_phase(g, 3), {"深寰": [YES]})
    assert said(g, "1号發動【深寰】: 「若無魯嵇友好通道 吾計成久矣」")


def test_the_heuristic_bot_strikes_a_foe_with_its_least_worth_cards() -> None:
    """A 表外 司令 and the 蒼鷺 (a known foe) at its 棄牌階段 with X = 1: 發動, and the card discarded is his least
    worth."""
    checked = 0
    for seed in range(1, 40):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "司令", "hand": ["狗", "無中生有"]}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.seat == 1 or not heron.on_map:
            continue
        heron.hand = [s.deck.pop() for _ in range(heron.max_hp + 1)]
        bot = HeuristicBot(1)
        flow_ = discard_phase(g, heron.seat)
        batch = next(flow_)
        while not any(a.skill == "深寰" for a in batch):
            batch = flow_.send({a.seat: a.default for a in batch})
        (ask,) = batch
        assert bot.decide(ask, lambda g=g: seat_view(g, 1)) == YES
        (pick,) = flow_.send({1: YES})
        want = bot.junk(list(me.hand), list(me.hand))
        assert bot.decide(pick, lambda g=g: seat_view(g, 1)) == {"choice": want}
        checked += 1
    assert checked >= 2
