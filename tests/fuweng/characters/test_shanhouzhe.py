"""紅桃A，善后者，3 — 【竭探】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shanhouzhe.py):
「【竭探】出牌階段開始時，你可聲明一種除【無我之愛】外的牌名并檢索之。當你以此法：獲得牌后，你隨機棄置一張不為此牌的牌（無符合條件的牌則不棄）；造成洗牌后，終止檢索，然后若你視野范圍內有其它存活角色，你對其中隨機一名角色造成1點傷害。」
As scraped: 「?A，善后者，3」 「【竭探】出牌階段開始時(shí)，你可聲明一種除【無(wú)我之愛】外的牌名并檢索之。當(dāng)你以此法：獲得牌后，你隨機(jī)棄置一張不為此牌的牌（無(wú)符合條件的牌則不棄）；造成洗牌后，終止檢索，然后若你視野范圍內(nèi)有其它存活角色，你對(duì)其中隨機(jī)一名角色造成1點(diǎn)傷害。」 「技能：不惜一切代價(jià) 也要找到寶塔/我只管找寶塔 虎王死不死 關(guān)我鳥事」 「陣亡：我已確信翻遍天下 奈何」."""

from __future__ import annotations

from typing import Any

from kit import drive, said, table

from daoyan.games.fuweng import RULES, combat, hooks

SEED_FILE = "001_ea231be5ab83fae4.txt"
NO = {"choice": "不發動"}


def far_cells(n: int) -> list[list[int]]:
    """`n` cells 12 or more apart from each other (nobody sees another)."""
    out: list[list[int]] = []
    for c in RULES.board.cells:
        if all(abs(c.pos[0] - x) + abs(c.pos[1] - y) >= 12 for x, y in out):
            out.append(list(c.pos))
    return out[:n]


def setup(hand: list[str], near: bool = True) -> tuple[Any, Any]:
    here, a, b, c = far_cells(4)
    g, s = table("善后者", s1={"hand": hand, "position": here}, s2={"position": a}, s3={"position": here if near else b},
                 s4={"position": b}, s5={"position": c})
    return g, s


def only_in_discard(s: Any, name: str) -> None:
    """Every card named `name` out of the 牌堆, into the discard pile."""
    gone = [c for c in s.deck if s.cards[c].name == name]
    for c in gone:
        s.deck.remove(c)
    s.discard.extend(gone)


def probe(g: Any, *answers: Any) -> list[Any]:
    return drive(hooks.emit(g, hooks.PHASE_START, {"seat": 1, "phase": "出牌"}), {"竭探": list(answers)},
                 strict=True)[0]


def test_the_card() -> None:
    """「?A，善后者，3」 — 紅桃A (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("善后者")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃A", 3, None)


def test_found_then_a_random_other_card_goes() -> None:
    """「聲明一種…牌名并檢索之。當你以此法：獲得牌后，你隨機棄置一張不為此牌的牌」 — he names 【家貓】: the first one of the
    牌堆 is his, one of his two other cards is discarded; the line 「不惜一切代價 也要找到寶塔」."""
    g, s = setup(["狗", "順手牽羊"])
    p = s.players[1]
    first = next(c for c in s.deck if s.cards[c].name == "家貓")
    old = list(p.hand)
    probe(g, {"choice": "家貓"})
    assert first in p.hand and len(p.hand) == 2 and len(set(old) & set(p.hand)) == 1
    assert said(g, "不惜一切代價 也要找到寶塔") and said(g, "竭探")


def test_found_with_no_other_card_nothing_goes() -> None:
    """「（無符合條件的牌則不棄）」 — an empty hand: he keeps the card found."""
    g, s = setup([])
    probe(g, {"choice": "狗"})
    assert [s.cards[c].name for c in s.players[1].hand] == ["狗"]


def test_a_shuffle_ends_it_and_hurts_one_in_vision() -> None:
    """「造成洗牌后，終止檢索，然后若你視野范圍內有其它存活角色，你對其中隨機一名角色造成1點傷害。」 (R-X43) — no 【八陣圖】
    in the 牌堆: the discard pile is shuffled under it, he gets nothing (even though it now holds one), and 3號, the
    only one in his vision, takes 1 damage from him; the line 「我只管找寶塔 虎王死不死 關我鳥事」."""
    g, s = setup(["狗"])
    only_in_discard(s, "八陣圖")
    q3 = s.players[3]
    probe(g, {"choice": "八陣圖"})
    assert not s.discard and [s.cards[c].name for c in s.players[1].hand] == ["狗"]
    assert q3.hp == q3.max_hp - 1 and all(q.hp == q.max_hp for q in s.players.values() if q.seat != 3)
    assert said(g, "我只管找寶塔 虎王死不死 關我鳥事")


def test_a_shuffle_with_nobody_in_vision_hurts_nobody() -> None:
    """「若你視野范圍內有其它存活角色」 — nobody in sight: no damage."""
    g, s = setup([], near=False)
    only_in_discard(s, "八陣圖")
    probe(g, {"choice": "八陣圖"})
    assert all(q.hp == q.max_hp for q in s.players.values())


def test_no_shuffle_no_damage() -> None:
    """F-111: an empty discard pile — no 洗牌, the search is cancelled (R-G8) and nothing follows."""
    g, s = setup([])
    only_in_discard(s, "八陣圖")
    s.deck.extend(s.discard)
    s.deck[:] = [c for c in s.deck if s.cards[c].name != "八陣圖"]
    s.discard.clear()
    probe(g, {"choice": "八陣圖"})
    assert all(q.hp == q.max_hp for q in s.players.values())


def test_never_selfless_love_and_may_decline() -> None:
    """「除【無我之愛】外的牌名」 — not offered; 「你可」 — declined, nothing."""
    g, s = setup(["狗"])
    (ask,) = probe(g, NO)
    assert {"choice": "無我之愛"} not in ask.options and {"choice": "家貓"} in ask.options
    assert len(s.players[1].hand) == 1


def test_his_last_words() -> None:
    """「陣亡：我已確信翻遍天下 奈何」."""
    g, s = setup([])
    drive(combat.damage(g, s.players[2], s.players[1], 9))
    assert s.players[1].dead and said(g, "我已確信翻遍天下 奈何")


def test_the_heuristic_bot_names_a_house_cat_when_hurt() -> None:
    """The heuristic bot: hurt, it names 【家貓】; whole, 【狗】."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = setup([])
    (ask,) = next(iter(hooks.emit(g, hooks.PHASE_START, {"seat": 1, "phase": "出牌"})))
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == {"choice": "狗"}
    s.players[1].hp = 1
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == {"choice": "家貓"}
