"""梅花8，總統，4 — 【競選】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/zongtong.py):
「【競選】出牌階段開始時，你可選擇所有其它角色，其中有手牌的角色須同時展示一張手牌。若展示了牌的角色數等于你選擇的角色數且這些
牌均為同一顏色，你的陣營獲勝；否則，你可聲明一種顏色，令所有展示了這種顏色的牌的角色各摸一張牌或各棄置一張手牌。」
As scraped: 「?8，總統(tǒng)，4」 「【競(jìng)選】出牌階段開始時(shí)，你可選擇所有其它角色，其中有手牌的角色須同時(shí)展示一張手牌。若展示了牌的角色數(shù)等于你選擇的角色數(shù)且這些牌均為同一顏色，你的陣營(yíng)獲勝；否則，你可聲明一種顏色，令所有展示了這種顏色的牌的角色各摸一張牌或各棄置一張手牌。」
「技能：開票/雖不及所謂人氣投票萬(wàn)分之一熱鬧 但也志在必得」 「陣亡：權(quán)力的代價(jià) 就是被清算」."""

from __future__ import annotations

from typing import Any

from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, hooks
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(hands: dict[int, list[str]]) -> tuple[Game, FState]:
    seats = {1: {"character": "總統", "hand": []}, **{x: {"hand": h} for x, h in hands.items()}}
    g = Game(RULES, 4, 1, {"局面": {"seats": seats}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    return g, s


def start(g: Game) -> Any:
    yield from hooks.emit(g, hooks.PHASE_START, {"seat": 1, "phase": "出牌"})


def run(g: Game, flow: Any, script: dict[str, list[Any]]) -> tuple[list[Any], bool]:
    """His own asks take the answers listed (his seat: 1), every other ask its default."""
    return drive(flow, {(skill, 1): answers for skill, answers in script.items()})


def test_the_card() -> None:
    """「?8，總統，4」 — the third 8 listed: 梅花8 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("總統")
    assert (c.label, c.max_hp, c.attribute) == ("梅花8", 4, None)


def test_everyone_shows_one_colour_and_his_camp_wins() -> None:
    """「若展示了牌的角色數等于你選擇的角色數且這些牌均為同一顏色，你的陣營獲勝」 (R-D15) — all shown at once; the
    line 「開票」."""
    g, s = table({2: ["狗"], 3: ["狗"], 4: ["狗"]})
    red = [c for c, card in s.cards.items() if card.name == "狗" and str(card.suit.colour) == "紅色"][:3]
    for x, c in zip((2, 3, 4), red, strict=True):  # one red card each (taken out of wherever it was)
        for q in s.players.values():
            if c in q.hand:
                q.hand.remove(c)
        if c in s.deck:
            s.deck.remove(c)
        s.players[x].hand = [c]
    asked, over = run(g, start(g), {"競選": [YES]})
    shows = [a for a in asked if a.skill == "競選" and a.seat != 1]
    assert sorted(a.seat for a in shows) == [2, 3, 4]
    assert over and g.outcome is not None and g.outcome.winner == combat.camp_of(s.players[1].identity)
    assert any("開票" in e.text for e in g.log.entries if e.audience.kind == "all")


def test_a_seat_without_a_hand_card_breaks_the_win_then_a_colour_may_be_named() -> None:
    """「若展示了牌的角色數等于你選擇的角色數」: 4 shows nothing — no win; 「否則，你可聲明一種顏色，令所有展示了這種顏色
    的牌的角色各摸一張牌或各棄置一張手牌」."""
    g, s = table({2: ["狗"], 3: ["狗"], 4: []})
    for x in (2, 3):
        s.players[x].hand = s.players[x].hand[:1]  # (one card each: the one shown)
    s.players[4].hand = []
    colour = str(s.cards[s.players[2].hand[0]].suit.colour)
    same3 = str(s.cards[s.players[3].hand[0]].suit.colour) == colour
    _, over = run(g, start(g), {"競選": [YES, {"choice": colour}, {"choice": "各摸一張牌"}]})
    assert not over
    assert len(s.players[2].hand) == 2 and len(s.players[3].hand) == (2 if same3 else 1)


def test_declined_nothing_is_shown() -> None:
    g, _ = table({2: ["狗"], 3: ["狗"], 4: ["狗"]})
    asked, over = run(g, start(g), {"競選": [NO]})
    assert [a.seat for a in asked] == [1] and not over


def test_the_heuristic_bot_runs_and_names_the_colour_its_foes_showed() -> None:
    """The heuristic bot always runs (it may win at once); then, of the two colours, it names the one its likely foes
    showed (the revealed 蒼鷺 is a foe of a 表外), to make them discard."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 60):
        g = Game(RULES, 4, seed, {"局面": {"seats": {1: {"character": "總統", "hand": []}}}})
        s = g.state
        me, heron = s.players[1], next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.dead or not heron.hand:
            continue
        s.turn = Turn(1, "出牌")
        for q in s.players.values():
            if q is not heron and q is not me:
                s.deck.extend(q.hand)
                q.hand = []
        bot = HeuristicBot(1)
        flow = start(g)
        (ask,) = next(flow)
        assert bot.decide(ask, lambda g=g: seat_view(g, 1)) == YES
        (show,) = flow.send({1: YES})
        card = show.options[0]
        (named,) = flow.send({heron.seat: card})
        colour = str(s.cards[card["choice"]].suit.colour)
        assert bot.decide(named, lambda g=g: seat_view(g, 1)) == {"choice": colour}
        checked += 1
    assert checked >= 2
