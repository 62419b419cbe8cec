"""紅桃Q，棋手，3 — 【借計】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/qishou.py):
「【借計】出牌階段限一次或當你受到傷害后，你可將黑色非大招牌當除【無我之愛】外的任意普通大招牌使用。」
「技能：不過區區坦克 反漲我威風/下一個夢 已入我彀中」 「陣亡：旖旎樓 空哀夢 天國寶難以用」.
As scraped: 「?Q，棋手，3」 「【借計(jì)】出牌階段限一次或當(dāng)你受到傷害后，你可將黑色非大招牌當(dāng)除【無(wú)我之愛】外的任意普通大招牌使用。」 「技能：不過(guò)區(qū)區(qū)坦克 反漲我威風(fēng)/下一個(gè)夢(mèng) 已入我彀中」 「陣亡：旖旎樓 空哀夢(mèng) 天國(guó)寶難以用」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, play, terminal
from daoyan.games.fuweng.cards import Colour
from daoyan.games.fuweng.skills import qishou
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
NO = {"choice": "不發動"}
SKILL = "借計"


def table(seats: int = 5, **others: dict[str, Any]) -> tuple[Game, FState]:
    """棋手 on seat 1 with an empty hand (the tests give him cards by colour), the others as `others` say."""
    layout = {1: {"character": "棋手", "hand": [], "hp": 3},
              **{int(k[1:]): {"hand": [], **v} for k, v in others.items()}}
    g = Game(RULES, seats, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    near(s, 1, 2, 1)
    for seat in range(3, seats + 1):
        near(s, 1, seat, 20 + seat)  # out of his vision
    return g, s


def give(s: FState, seat: int, name: str, colour: Colour = Colour.BLACK) -> int:
    """A card of that name and colour (R-S3) from the 牌堆 into `seat`'s hand."""
    c = next(c for c in s.deck if s.cards[c].name == name and s.cards[c].colour is colour)
    s.deck.remove(c)
    s.players[seat].hand.append(c)
    return c


def said(g: Game, text: str) -> bool:
    return any(text in e.text for e in g.log.entries if e.audience.kind == "all")


def jieji(name: str, target: int) -> dict[str, Any]:
    return {"skill": SKILL, "choice": name, "target": target}


def card(c: int) -> dict[str, Any]:
    return {"choice": c}


def test_the_card() -> None:
    """「?Q，棋手，3」 — the second Q listed: 紅桃Q (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("棋手")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("紅桃Q", 3, None, "借計")


def test_the_ordinary_tricks_but_selfless_love() -> None:
    """「除【無我之愛】外的任意普通大招牌」: the 大招牌 that are not 延時大招牌 (美人計, 八陣圖), less 【無我之愛】, and
    【無懈可擊】, which has no moment here (F-41)."""
    assert qishou.AS_TRICKS == ("金鼓齊鳴", "釜底抽薪", "順手牽羊", "無中生有", "瞞天過海", "以逸待勞")


def test_black_non_trick_cards_of_hand_and_equipment() -> None:
    """「黑色非大招牌」: black (黑桃/梅花, R-S3) 動物牌 and 裝備牌 of his hand and 裝備區 (R-G4) — not a red one, not a
    大招牌 or 延時大招牌."""
    g, s = table()
    p = s.players[1]
    black_dog, red_dog = give(s, 1, "狗"), give(s, 1, "狗", Colour.RED)
    black_trick, black_delayed = give(s, 1, "順手牽羊"), give(s, 1, "美人計")
    rope = next(c for c in s.deck if s.cards[c].name == "唐傘" and s.cards[c].colour is Colour.BLACK)
    s.deck.remove(rope)
    p.equips.append(rope)
    assert qishou.black_cards(g, p) == [black_dog, rope]
    assert {red_dog, black_trick, black_delayed}.isdisjoint(qishou.black_cards(g, p))
    p.hand.remove(black_dog)
    p.equips.clear()
    assert not qishou.offers(g, p)  # (no black non-trick card: nothing to use)


def test_once_a_play_phase_a_black_card_as_something_from_nothing() -> None:
    """「出牌階段限一次…你可將黑色非大招牌當…普通大招牌使用」: a black 【狗】 used as 【無中生有】 draws three, shown as
    「(當無中生有)」; it is a card used in the phase; the next 出牌 ask offers no 借計; his line 「不過區區坦克 反漲我威風」."""
    g, s = table()
    p = s.players[1]
    dog, other = give(s, 1, "狗"), give(s, 1, "家貓", Colour.RED)
    use = jieji("無中生有", 1)
    assert use in play.options(g, p, 0)
    assert terminal.describe_option("出牌", use) == "借計: 無中生有 → 1號"
    assert terminal.describe_option("出牌", use, "en") == "Borrowed Plan: Something from Nothing → #1"
    asked, _ = drive(play.play_phase(g, p), {"出牌": [use, END]})
    assert dog in s.discard and len(p.hand) == 4 and other in p.hand
    assert s.turn is not None and s.turn.used == 1
    second = [a for a in asked if a.skill == "出牌"][1]
    assert not any(o.get("skill") == SKILL for o in second.options)
    assert said(g, f"借計: 1号將{s.cards[dog]}當【無中生有】使用。") and said(g, "不過區區坦克 反漲我威風")


def test_the_trick_keeps_its_targets_and_can_be_nullified() -> None:
    """The trick is used as a card of that name: 順手牽羊's 「你視野范圍內的一名有手牌的其它角色」 (seat 3 is out of his
    vision), and 【無懈可擊】 answers it like the card (R-C7)."""
    g, s = table(s2={"hand": ["無懈可擊"]}, s3={"hand": ["狗"]})
    p = s.players[1]
    give(s, 1, "狗")
    targets = {o["target"] for o in qishou.offers(g, p) if o["choice"] == "順手牽羊"}
    assert targets == {2}
    asked, _ = drive(play.play_phase(g, p), {"出牌": [jieji("順手牽羊", 2), END],
                                             "無懈可擊": [lambda a: a.options[1]]})
    window = next(a for a in asked if a.skill == "無懈可擊")
    assert "【順手牽羊】對2號" in window.prompt_text("zh")
    assert p.hand == [] and s.players[2].hand == []  # (nullified: nothing taken; the 無懈可擊 was used)


def test_a_black_card_as_drums_and_gongs_deals_its_damage() -> None:
    """金鼓齊鳴 as used: the target without a 【狗】 takes 1 damage from him, the card's id the damage's card."""
    g, s = table(s2={"hp": 4})
    p = s.players[1]
    cat = give(s, 1, "家貓")
    drive(play.play_phase(g, p), {"出牌": [jieji("金鼓齊鳴", 2), END]})
    assert s.players[2].hp == 3 and cat in s.discard


def test_after_each_damage_he_may_use_one_at_once() -> None:
    """「或當你受到傷害后」 (R-X8): in another's turn, after a damage, he uses a black card as 【順手牽羊】; after a
    second damage, again; his second line 「下一個夢 已入我彀中」."""
    g, s = table(s2={"hand": ["狗", "狗"]})
    s.turn = Turn(2, "出牌")
    p = s.players[1]
    a, b = give(s, 1, "狗"), give(s, 1, "唐傘")
    for c in (a, b):
        asked, _ = drive(combat.damage(g, s.players[2], p, 1), {SKILL: [jieji("順手牽羊", 2), card(c)]}, strict=True)
        ask = next(x for x in asked if x.skill == SKILL)
        assert ask.options[0] == NO and ask.seat == 1
    assert p.hp == 1 and len(p.hand) == 2 and s.players[2].hand == [] and {a, b} <= set(s.discard)
    assert s.turn.used == 0  # (not his 出牌階段: nothing counted there)
    assert said(g, "下一個夢 已入我彀中")


def test_after_damage_it_leaves_the_play_phase_use_open() -> None:
    """The damage's use is its own: hurt in his own 出牌階段 after using 借計 there, he may use it again."""
    g, s = table(s2={"hp": 4})
    p = s.players[1]
    first, second = give(s, 1, "狗"), give(s, 1, "家貓")
    drive(play.play_phase(g, p), {"出牌": [jieji("金鼓齊鳴", 2), END], SKILL: [card(first)]})
    assert not qishou.play_options(g, p)
    drive(combat.damage(g, s.players[2], p, 1), {SKILL: [jieji("金鼓齊鳴", 2)]}, strict=True)
    assert s.players[2].hp == 2 and {first, second} <= set(s.discard)


def test_no_damage_taken_no_ask() -> None:
    """「受到傷害后」: a damage prevented (untimed 入院, R-H3) took nothing — no ask; with no black non-trick card, none."""
    g, s = table()
    p = s.players[1]
    asked, _ = drive(combat.damage(g, s.players[2], p, 1))
    assert all(a.skill != SKILL for a in asked)
    give(s, 1, "狗")
    p.hospital_untimed = True
    asked, _ = drive(combat.damage(g, s.players[2], p, 1))
    assert all(a.skill != SKILL for a in asked)


def test_beauty_trap_stops_it() -> None:
    """美人計 「其本回合出牌階段不能使用或打出牌」: no 借計 in that 出牌階段."""
    g, s = table()
    p = s.players[1]
    give(s, 1, "狗")
    assert qishou.play_options(g, p)
    assert s.turn is not None
    s.turn.no_play = True
    assert not qishou.play_options(g, p)


def test_his_death_line() -> None:
    """「陣亡：旖旎樓 空哀夢 天國寶難以用」."""
    g, s = table()
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "旖旎樓 空哀夢 天國寶難以用")


def test_the_heuristic_bot_turns_its_junk_into_something_from_nothing() -> None:
    """Offered 借計 with nothing better to do, the heuristic bot uses a black card as 【無中生有】 (three cards for
    one), its least worthy black card: the 【流浪貓】, not the 【家貓】."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table()
    p = s.players[1]
    give(s, 1, "家貓")
    junk = give(s, 1, "流浪貓")
    flow = play.play_phase(g, p)
    batch = next(flow)
    while not batch:
        batch = flow.send({})
    (ask,) = batch
    got = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert got == jieji("無中生有", 1)
    (which,) = flow.send({1: got})
    assert HeuristicBot(1).decide(which, lambda: seat_view(g, 1)) == card(junk)


def test_the_heuristic_bot_uses_it_after_a_damage() -> None:
    """After a damage, the heuristic bot takes the offer: a black card as 【無中生有】."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table()
    s.turn = Turn(2, "出牌")
    give(s, 1, "狗")
    flow = combat.damage(g, s.players[2], s.players[1], 1)
    batch = next(flow)
    while not batch or batch[0].skill != SKILL:
        batch = flow.send({})
    (ask,) = batch
    got = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert got == jieji("無中生有", 1)
