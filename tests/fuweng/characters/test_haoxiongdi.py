"""黑桃4，好兄弟，4 — 【義節】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/haoxiongdi.py):
「【義節】鎖定技。其它角色(對你造成傷害/令你回復體力)后，你(對其造成等量傷害/令其摸等量牌)。」 「技能：封獸暗弱 早苗在北/毫毛之傷 亦以血償」
「陣亡：三刀六洞 黯然退場」
As scraped: 「?4，好兄弟，4」 「【義節(jié)】鎖定技。其它角色(對(duì)你造成傷害/令你回復(fù)體力)后，你(對(duì)其造成等量傷害/令其摸等量牌)。」 「技能：封獸暗弱 早苗在北/毫毛之傷 亦以血償」 「陣亡：三刀六洞 黯然退場(chǎng)」."""

from __future__ import annotations

from typing import Any

import kit
from fuweng_scripts import near
from kit import drive, said

from daoyan.core.ask import Ask
from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, hooks, play
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}
MORE = {"choice": "令此傷害+1"}


def table(turn: int = 3, **seats: dict[str, Any]) -> tuple[Game, FState]:
    g, s = kit.in_sight("好兄弟", 4, turn, **seats)
    return g, s


def test_the_card() -> None:
    """「?4，好兄弟，4」 — the first 4 listed: 黑桃4 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("好兄弟")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("黑桃4", 4, None, "義節")


def test_damage_comes_back_in_equal_measure() -> None:
    """「其它角色對你造成傷害后，你對其造成等量傷害」 — 2 taken, 2 dealt back, he the source; no choice (鎖定技); his
    line 「毫毛之傷 亦以血償」."""
    g, s = table(s3={"hp": 5})
    asked = drive(combat.damage(g, s.players[3], s.players[1], 2))[0]
    assert asked == [] and s.players[1].hp == 2 and s.players[3].hp == 3
    back = [e.data for e in g.events.history if e.name == hooks.DAMAGE][-2]  # (the damage back ends first)
    assert (back["source"], back["target"], back["dealt"]) == (1, 3, 2)
    assert said(g, "毫毛之傷 亦以血償") and said(g, "義節: 1号對3号造成等量傷害 (2點)。")


def test_only_what_was_taken_and_only_from_another() -> None:
    """「等量」 = the HP the damage took: a prevented one (untimed 入院) deals nothing back; no source or his own damage
    has no 「其它角色」."""
    g, s = table(s3={"hp": 5})
    drive(combat.damage(g, None, s.players[1], 1))
    drive(combat.damage(g, s.players[1], s.players[1], 1))
    assert s.players[3].hp == 5 and s.players[1].hp == 2
    s.players[1].hospital_untimed = True
    drive(combat.damage(g, s.players[3], s.players[1], 1))
    assert s.players[3].hp == 5 and s.players[1].hp == 2


def test_dead_he_still_hits_back() -> None:
    """Not a 存活技: the damage that kills him comes back once its resolution is over (the dead deal damage, R-D9);
    his 陣亡台詞 「三刀六洞 黯然退場」."""
    g, s = table(s3={"hp": 5})
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[3], s.players[1], 1))
    assert s.players[1].dead and s.players[3].hp == 4 and said(g, "三刀六洞 黯然退場")


def test_a_house_cat_from_another_makes_it_draw() -> None:
    """「其它角色令你回復體力后，你令其摸等量牌」 — 2号's 【家貓】 in his dying: 2号 draws 1 (回復體力, at the flow's next
    step); his own 【家貓】 draws nobody anything; his line 「封獸暗弱 早苗在北」."""
    g, s = table(s2={"hand": ["家貓"]}, s3={"hp": 5})
    s.players[1].hp = 1
    helper = s.players[2]
    cat = helper.hand[0]
    before = len(helper.hand)
    drive(combat.damage(g, None, s.players[1], 1), {("家貓", 2): [{"choice": cat}]})
    drive(iter(hooks.settle(g)))
    assert s.players[1].hp == 1 and len(helper.hand) == before - 1 + 1
    assert said(g, "封獸暗弱 早苗在北") and said(g, "義節: 1号令2号摸1張牌。")
    g, s = table(s1={"hand": ["家貓"]})
    s.players[1].hp = 1
    mine = s.players[1].hand[0]
    drive(combat.damage(g, None, s.players[1], 1), {("家貓", 1): [{"choice": mine}]})
    drive(iter(hooks.settle(g)))
    assert not said(g, "義節")


def test_the_quacks_late_cure_draws_as_much_as_it_healed() -> None:
    """遲治 「令其回復體力至上限」 is another character making him 回復: 庸醫 draws the HP he gained (4)."""
    g, s = table(s2={"character": "庸醫"})
    s.players[1].hp = 1
    quack = s.players[2]
    before = len(quack.hand)
    drive(combat.damage(g, None, s.players[1], 1), {"遲治": [YES]})
    drive(iter(hooks.settle(g)))
    assert s.players[1].hp == 4 and len(quack.hand) == before + 4


def test_the_draw_for_a_heal_in_his_dying_comes_before_the_damage_back() -> None:
    """F-125: 「其它角色令你回復體力后，你令其摸等量牌」 — a 回復 inside his dying (遲治, a 【家貓】) is heard at once,
    within the dying; 「其它角色對你造成傷害后」 only once that damage's resolution (the dying with it) is over. So 3号's
    damage puts him in 瀕死, 庸醫 (2号) heals him to 4 and draws 4 — then he deals the 1 back to 3号; and a 【家貓】's
    user has drawn its card before the next 【家貓】 window."""
    g, s = table(s2={"character": "庸醫", "hand": []}, s3={"hp": 5})
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[3], s.players[1], 1), {"遲治": [YES]}, strict=True)
    texts = [e.text for e in g.log.entries if e.audience.kind == "all"]
    drew = texts.index("義節: 1号令2号摸4張牌。")
    hit = texts.index("義節: 1号對3号造成等量傷害 (1點)。")
    assert drew < hit and len(s.players[2].hand) == 4 and s.players[3].hp == 4
    # two 【家貓】 from 2号 at −1 HP: after the first, 2号 has drawn the 1 before it is asked again
    g, s = table(s2={"hand": ["家貓", "家貓"]})
    s.players[1].hp = 1
    cats = list(s.players[2].hand)
    sizes: list[int] = []

    def answer(a: Ask) -> dict[str, Any]:
        sizes.append(len(s.players[2].hand))
        return {"choice": cats[len(sizes) - 1]}

    drive(combat.damage(g, None, s.players[1], 2), {("家貓", 2): [answer, answer]})
    assert sizes == [2, 2] and s.players[1].hp == 1  # (1 used, 1 drawn: still 2 at the second window)


def test_with_ghost_marriage_the_chain_ends_with_the_once_a_turn() -> None:
    """義節 with 叛忍's 冥婚: the 叛忍 hits him (1); 義節 hits back 1; at that damage 冥婚 names him, he takes +1 (2),
    and the 叛忍 deals back the 2 it took; 義節 hits back 2 again — 冥婚 is used this turn, and the chain ends."""
    g, s = table(turn=2, s2={"character": "叛忍", "hp": 5})
    s.players[2].max_hp = 5
    drive(combat.damage(g, s.players[2], s.players[1], 1), {("冥婚", 2): [{"target": 1}], ("冥婚", 1): [MORE]},
          strict=True)
    assert s.players[1].hp == 4 - 1 - 2 and s.players[2].hp == 5 - 2 - 2


def test_with_wronged_the_plus_one_comes_back_too() -> None:
    """義節 with 背黑鍋的's 含冤: 3号's 1 damage becomes 2 and he keeps it; 「等量」 is the 2 he took, dealt back."""
    g, s = table(s2={"character": "背黑鍋的"}, s3={"hp": 5})
    drive(combat.damage(g, s.players[3], s.players[1], 1), {("含冤", 2): [YES, NO], ("含冤", 1): [{"choice": "不轉移"}]},
          strict=True)
    assert s.players[1].hp == 2 and s.players[3].hp == 3


def test_the_heuristic_bot_spares_him_at_one_hp() -> None:
    """The heuristic bot knows 義節: at 1 HP it does not use its 【狗】 on a foe 好兄弟 that would survive it (the
    blow would come back and kill it); at full HP it does."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 80):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "好兄弟"}}}})
        s = g.state
        heron = next(p for p in s.players.values() if p.identity == "蒼鷺")
        brother = s.players[1]
        if brother.identity != "表外" or heron.seat == 1 or heron.dead or brother.dead or heron.position is None:
            continue
        brother.revealed = True  # a known foe
        s.turn = Turn(heron.seat, "出牌")
        for other in s.players.values():
            if other.seat not in (1, heron.seat):
                other.position = None if other.position is None else (other.position[0] + 40, other.position[1])
        near(s, heron.seat, 1, 1)
        dog = next(c for c in s.deck if s.cards[c].name == "狗")
        s.deck.remove(dog)
        heron.hand = [dog]
        opts = play.options(g, heron, 0)
        assert {"choice": dog, "target": 1} in opts
        ask = Ask(heron.seat, "出牌", "出牌階段: 使用一張牌，或結束", opts, opts[0], round=g.round, phase=g.phase)
        heron.hp = 1
        assert HeuristicBot(heron.seat).decide(ask, lambda g=g, x=heron.seat: seat_view(g, x)) == {"choice": "結束"}
        heron.hp = heron.max_hp
        got = HeuristicBot(heron.seat).decide(ask, lambda g=g, x=heron.seat: seat_view(g, x))
        assert got == {"choice": dog, "target": 1}
        checked += 1
    assert checked >= 2
