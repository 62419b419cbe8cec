"""黑桃A，懶漢，4 — 【不動】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/lanhan.py):
「【不動】①每輪開始時或一次傷害造成后，你可使用一張牌。②鎖定技。出牌或棄牌階段開始時，你改為投擲一次。」
「技能：軍令嚴整 不動如山/未見命令 不可輕舉妄動」 「陣亡：溢出來了啊 我的好奇心」.
As scraped: 「?A，懶漢，4」 「【不動(dòng)】①每輪開始時(shí)或一次傷害造成后，你可使用一張牌。②鎖定技。出牌或棄牌階段開始時(shí)，你改為投擲一次。」 「技能：軍令嚴(yán)整 不動(dòng)如山/未見命令 不可輕舉妄動(dòng)」 「陣亡：溢出來(lái)了啊 我的好奇心」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive, said
from test_judgement import small_deck

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, equipment, flow, hooks
from daoyan.games.fuweng.cards import Colour
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
SKILL = "不動"
NO = {"choice": "不發動"}


def table(hp: int = 4, seed: int = 1, **others: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "懶漢", "hand": [], "hp": hp},
              **{int(k[1:]): {"hand": [], **v} for k, v in others.items()}}
    g = Game(RULES, 5, seed, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    near(s, 1, 2, 1)
    for seat in range(3, 6):
        near(s, 1, seat, 20 + seat)
    return g, s


def give(s: FState, seat: int, name: str, colour: Colour | None = None) -> int:
    c = next(c for c in s.deck if s.cards[c].name == name and (colour is None or s.cards[c].colour is colour))
    s.deck.remove(c)
    s.players[seat].hand.append(c)
    return c


def test_the_card() -> None:
    """「?A，懶漢，4」 — 黑桃A (R-S1), 體力上限4."""
    from daoyan.games.fuweng.characters import character

    c = character("懶漢")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("黑桃A", 4, None, "不動")


def test_at_a_round_start_he_may_use_a_card() -> None:
    """「每輪開始時…你可使用一張牌」: a 【狗】 on seat 2 in his vision, outside any 出牌階段 (R-X42); his line
    「軍令嚴整 不動如山」."""
    g, s = table()
    dog = give(s, 1, "狗")
    hp = s.players[2].hp
    asked, _ = drive(hooks.emit(g, hooks.ROUND_START, {"round": 1}), {SKILL: [{"choice": dog, "target": 2}]})
    ask = next(a for a in asked if a.skill == SKILL)
    assert NO in ask.options and {"choice": dog, "target": 2} in ask.options
    assert {"choice": dog, "target": 3} not in ask.options  # (the card's own range)
    assert "Unmoved" in ask.prompt_text("en")
    assert dog in s.discard and s.players[2].hp == hp - 1
    assert said(g, "軍令嚴整 不動如山")


def test_he_may_decline_and_is_not_asked_without_a_card() -> None:
    g, s = table()
    dog = give(s, 1, "狗")
    drive(hooks.emit(g, hooks.ROUND_START, {"round": 1}))
    assert dog in s.players[1].hand
    s.players[1].hand.clear()
    asked, _ = drive(hooks.emit(g, hooks.ROUND_START, {"round": 2}))
    assert not any(a.skill == SKILL for a in asked)


def test_after_each_damage_dealt() -> None:
    """「或一次傷害造成后，你可使用一張牌」: after any character's damage (here 2 hurts 3), he uses a 【家貓】 on himself;
    the use is not counted (R-X42)."""
    g, s = table(hp=2)
    cat = give(s, 1, "家貓")
    s.turn = Turn(2, "出牌")
    asked, _ = drive(combat.damage(g, s.players[2], s.players[3], 1), {SKILL: [{"choice": cat, "target": 1}]})
    assert any(a.skill == SKILL for a in asked)
    assert s.players[1].hp == 3 and cat in s.discard
    assert s.turn.used == 0


def test_play_and_discard_phases_are_one_throw() -> None:
    """「②鎖定技。出牌或棄牌階段開始時，你改為投擲一次。」: both phases start, then each is one 行動投擲 and its move —
    no 出牌 ask, and no discard down to the 手牌上限 (R-X42); his line 「未見命令 不可輕舉妄動」."""
    g, s = table(hp=1)
    for name in ("無中生有", "狗", "狗", "家貓"):
        give(s, 1, name)
    asked, _ = drive(flow.turn(g, 1, "出牌"))
    assert not any(a.skill in ("出牌", "棄牌") for a in asked)
    assert len(s.players[1].hand) >= 4  # (what the stops gave him too: no discard to his 1 HP)
    log = [e.text for e in g.log.entries if e.audience.kind == "all"]
    assert sum(1 for x in log if x.startswith("1号投擲")) == 2
    assert said(g, "未見命令 不可輕舉妄動")


def test_his_death_line() -> None:
    """「陣亡：溢出來了啊 我的好奇心」."""
    g, s = table(hp=1)
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "溢出來了啊 我的好奇心")


def test_the_heuristic_bot_uses_something_from_nothing_at_a_round_start() -> None:
    """The heuristic bot: 【無中生有】 at a round's start (three cards for one); nothing when it holds only a
    【流浪貓】."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table()
    c = give(s, 1, "無中生有")
    gen = hooks.emit(g, hooks.ROUND_START, {"round": 1})
    batch = next(gen)
    while not batch or batch[0].skill != SKILL:
        batch = gen.send({})
    (ask,) = batch
    assert HeuristicBot(1).decide(ask, lambda: seat_view(g, 1)) == {"choice": c, "target": 1}
    g, s = table()
    give(s, 1, "流浪貓")
    asked, _ = drive(hooks.emit(g, hooks.ROUND_START, {"round": 1}))
    assert not any(a.skill == SKILL for a in asked)


def test_outside_his_turn_his_camera_makes_the_card_a_dog() -> None:
    """① 「你可使用一張牌」 outside his turn, with 照相機 「每當你需要使用或打出一張【流浪貓】或于回合外使用或打出一張【狗】時，
    你可以判定（…否則，當前回合角色為發起方）：若結果為紅色，視為你使用或打出了一張【狗】」 (R-C12): no 【狗】 in hand,
    the judgement is offered as a 【狗】 on seat 2 in his vision (not on seat 3, out of it); a red result — seat 2
    takes the 【狗】's 1 damage."""
    g, s = table(s2={"hp": 3})
    equipment.equip(g, s.players[1], give(s, 1, "照相機"))
    s.judgement = small_deck(["H5", "S5"])
    s.turn = Turn(3, "出牌")  # seat 3's turn: outside his own
    asked, _ = drive(hooks.emit(g, hooks.ROUND_START, {"round": 1}),
                     {SKILL: [{"skill": "照相機", "choice": "判定", "target": 2}]})
    ask = next(a for a in asked if a.skill == SKILL)
    assert {"skill": "照相機", "choice": "判定", "target": 2} in ask.options
    assert {"skill": "照相機", "choice": "判定", "target": 3} not in ask.options
    assert s.players[2].hp == 2 and said(g, "照相機: 判定為紅色，視為1号使用或打出了一張【狗】。")
    assert said(g, "1号對2号使用【狗】。")


def test_a_black_judgement_leaves_him_to_choose_again_without_it() -> None:
    """R-C12: 「若結果為紅色」 — black: no 【狗】 was used; he is asked again, without the camera (once per need)."""
    g, s = table(s2={"hp": 3})
    equipment.equip(g, s.players[1], give(s, 1, "照相機"))
    dog = give(s, 1, "狗")
    s.judgement = small_deck(["S5", "H5"])
    s.turn = Turn(3, "出牌")
    asked, _ = drive(hooks.emit(g, hooks.ROUND_START, {"round": 1}),
                     {SKILL: [{"skill": "照相機", "choice": "判定", "target": 2}, NO]})
    again = [a for a in asked if a.skill == SKILL]
    assert len(again) == 2 and {"choice": dog, "target": 2} in again[1].options
    assert not any(o.get("skill") == "照相機" for o in again[1].options)
    assert s.players[2].hp == 3 and dog in s.players[1].hand


def test_in_his_own_turn_neither_camera_nor_sanae() -> None:
    """In his own turn: 照相機 makes no 【狗】 (「于回合外」), and 機會 14's 「本回合出牌階段：你手牌中的非動物牌視為【狗】」
    holds only in the 出牌階段 — his ① after a damage in his 行動階段 offers neither; his 無中生有 is itself."""
    g, s = table(s2={"hp": 3})
    equipment.equip(g, s.players[1], give(s, 1, "照相機"))
    card = give(s, 1, "無中生有")
    s.turn = Turn(1, "行動")
    s.turn.all_dogs = True
    asked, _ = drive(combat.damage(g, s.players[2], s.players[3], 1), {SKILL: [NO]})
    ask = next(a for a in asked if a.skill == SKILL)
    assert not any(o.get("skill") in ("照相機", "東風谷早苗") for o in ask.options)
    assert {"choice": card, "target": 1} in ask.options


def test_the_heuristic_bot_judges_with_its_camera_on_a_revealed_foe() -> None:
    """The heuristic bot (a 表外 懶漢 holding no card to use, outside its turn) takes 照相機's judgement as a 【狗】 on
    the revealed 蒼鷺 in its vision (it costs no card)."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 40):
        g, s = table(seed=seed)
        heron = next(q for q in s.players.values() if q.identity == "蒼鷺")
        if s.players[1].identity != "表外" or heron.seat == 1:
            continue
        if heron.dead or not any(s.cards[c].name == "照相機" for c in s.deck):  # (機會 10 may leave him 「視為已陣亡」)
            continue
        near(s, 1, heron.seat, 1)
        for q in s.players.values():
            if q.seat not in (1, heron.seat):
                q.position = (0, 0)  # out of his vision
        equipment.equip(g, s.players[1], give(s, 1, "照相機"))
        s.turn = Turn(heron.seat, "出牌")
        gen = hooks.emit(g, hooks.ROUND_START, {"round": 1})
        batch = next(gen)
        while not any(a.skill == SKILL for a in batch):
            batch = gen.send({})
        (ask,) = batch
        got = HeuristicBot(1).decide(ask, lambda g=g: seat_view(g, 1))
        assert got == {"skill": "照相機", "choice": "判定", "target": heron.seat}
        checked += 1
    assert checked >= 1
