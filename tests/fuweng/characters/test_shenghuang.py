"""小王，圣皇，3 — 【護尊】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/shenghuang.py):
「【護尊】存活技。當你(失去所有手牌/進入瀕死狀態)時，你可(回復體力/補充手牌)至體力上限。」"""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, zones
from daoyan.games.fuweng.state import FState, Player

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seat1: Any) -> tuple[Game, FState, Player]:
    g = Game(RULES, 4, 1, {"局面": {"seats": {1: {"character": "圣皇", **seat1}}}})
    s = g.state
    assert isinstance(s, FState)
    return g, s, s.players[1]


def run(g: Game, flow: Any, *answers: Any) -> list[Any]:
    """The flow to its end: 【護尊】's asks take `answers` in order, every other ask its default."""
    return drive(flow, {"護尊": list(answers)}, strict=True)[0]


def test_the_card() -> None:
    """「小王，圣皇，3」 — 體力上限 3 (the 蒼鷺 +1), no 屬性."""
    _, _, p = table()
    assert p.character == "JOKER_SMALL" and p.max_hp == 3 + (p.identity == "蒼鷺") and p.attribute is None


def test_losing_the_last_hand_card_may_heal_him_to_his_max() -> None:
    """「當你失去所有手牌時，你可回復體力至體力上限」 — and the skill's line is said to everybody."""
    g, _, p = table(hp=1, hand=["狗"])
    zones.discard(g, 1, list(p.hand))
    asked = run(g, _settle(g), YES)
    assert [a.skill for a in asked] == ["護尊"] and p.hp == p.max_hp
    assert any("發動【護尊】" in e.text and "試問宵小" in e.text for e in g.log.entries if e.audience.kind == "all")


def _settle(g: Game) -> Any:
    from daoyan.games.fuweng import hooks

    yield from hooks.settle(g)


def test_he_may_decline_and_nothing_is_asked_at_full_hp() -> None:
    """「你可」: declined, his HP stays; at full HP there is nothing to heal and he is not asked."""
    g, _, p = table(hp=2, hand=["狗"])
    zones.discard(g, 1, list(p.hand))
    run(g, _settle(g), NO)
    assert p.hp == 2
    g, _, p = table(hand=["狗"])
    zones.discard(g, 1, list(p.hand))
    assert run(g, _settle(g)) == []


def test_entering_dying_he_may_draw_up_to_his_max_before_the_house_cat_windows() -> None:
    """「當你進入瀕死狀態時，你可補充手牌至體力上限」 — drawn before anyone is asked for a 【家貓】 (four 【狗】 on top of
    the pile: none saves him, and nobody gives one by default)."""
    s2 = Game(RULES, 4, 1, {"局面": {"seats": {1: {"character": "圣皇", "hp": 1, "hand": []}}, "deck": ["狗"] * 4}})
    g, s, p = s2, s2.state, s2.state.players[1]
    asked = run(g, combat.damage(g, None, p, 1), YES)
    assert asked[0].skill == "護尊" and all(a.skill != "護尊" for a in asked[1:])
    assert len(p.hand) == p.max_hp and all(s.cards[c].name == "狗" for c in p.hand)
    assert p.dead  # (nobody saved him: his 陣亡台詞 is said)
    assert any("命運所凝望的" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_a_dead_holder_does_nothing_it_is_a_survival_skill() -> None:
    """「存活技」: only while he lives — dead, his hand emptying asks nothing."""
    g, _, p = table(hp=1, hand=["狗"], dead=True)
    zones.discard(g, 1, list(p.hand))
    assert run(g, _settle(g)) == []


def test_the_heuristic_bot_uses_it() -> None:
    """The heuristic bot takes the obviously right choice: healing to full / drawing up to the max costs nothing."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, _, p = table(hp=1, hand=["狗"])
    zones.discard(g, 1, list(p.hand))
    flow = _settle(g)
    (ask,) = next(flow)
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == YES


def test_the_card_and_its_lines() -> None:
    """「小王，圣皇，3」; 「技能：寒舍有異國風情 試問宵小 敢不敢來/烏鴉乃藍兔天敵 所謂約會 無稽之談」: the first line when
    losing his last hand card heals him, the second when he draws at his dying; 「陣亡：命運所凝望的 是喜劇 還是悲劇」.
    (As scraped: 「技能：寒舍有異國(guó)風(fēng)情 試問(wèn)宵小 敢不敢來(lái)/烏鴉乃藍(lán)兔天敵 所謂約會(huì) 無(wú)稽之談」, 「陣亡：命運(yùn)所凝望的 是喜劇 還是悲劇」.)"""
    from daoyan.games.fuweng.characters import character

    card = character("小王")
    assert (card.title, card.max_hp, card.attribute) == ("圣皇", 3, None)
    g, _, p = table(hp=1, hand=["狗"])
    zones.discard(g, 1, list(p.hand))
    run(g, _settle(g), YES)
    assert any("寒舍有異國風情 試問宵小 敢不敢來" in e.text for e in g.log.entries)
    g = Game(RULES, 4, 1, {"局面": {"seats": {1: {"character": "圣皇", "hp": 1, "hand": []}}, "deck": ["狗"] * 4}})
    run(g, combat.damage(g, None, g.state.players[1], 1), YES)
    texts = [e.text for e in g.log.entries if e.audience.kind == "all"]
    assert any("烏鴉乃藍兔天敵 所謂約會 無稽之談" in t for t in texts)
    assert any("命運所凝望的 是喜劇 還是悲劇" in t for t in texts)
