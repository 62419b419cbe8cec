"""梅花A，麒麟，3，特區 — 【天欽】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/qilin.py):
「【天欽】鎖定技。當你陣亡后，你入院；你入院X輪時，改為入院。」 「技能：我仁壽之鹿 天選之子也/自擁護主旋律 下凡濟世是也」
「陣亡：所謂亞軍 拒不承認」
As scraped: 「?A，麒麟，3，特區(qū)」 「【天欽】鎖定技。當(dāng)你陣亡后，你入院；你入院X輪時(shí)，改為入院。」 「技能：我仁壽之鹿 天選之子也/自擁護(hù)主旋律 下凡濟(jì)世是也」 「陣亡：所謂亞軍 拒不承認(rèn)」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, chance_events, combat, flow, npcs
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"


def table(**seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {1: {"character": "麒麟"}, **{int(k[1:]): v for k, v in seats.items()}}
    g = Game(RULES, 5, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(3, "出牌")
    for seat in (2, 3, 4, 5):
        near(s, 1, seat, seat - 1)
    return g, s


def test_the_card() -> None:
    """「?A，麒麟，3，特區」 — the second A listed: 梅花A (R-S1), attribute 特區 (R-D8: no reveal at the 蒼鷺's death)."""
    from daoyan.games.fuweng.characters import character

    c = character("麒麟")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("梅花A", 3, "特區", "天欽")


def test_after_his_death_he_goes_to_hospital() -> None:
    """「當你陣亡后，你入院」 — the untimed 入院 (R-X44, R-H1): off the map, after the death's reveal and end check; his
    陣亡台詞 「所謂亞軍 拒不承認」, then his line 「我仁壽之鹿 天選之子也」."""
    g, s = table()
    p = s.players[1]
    p.hp = 1
    drive(combat.damage(g, s.players[3], p, 1))
    assert p.dead and p.hospital_untimed and p.position is None and p.hospital is None
    texts = [e.text for e in g.log.entries if e.audience.kind == "all"]
    died = next(i for i, t in enumerate(texts) if "所謂亞軍 拒不承認" in t)
    fired = next(i for i, t in enumerate(texts) if "我仁壽之鹿 天選之子也" in t)
    assert died < fired and said(g, "1号入院，從地圖上移除。")


def test_he_comes_back_at_full_hp() -> None:
    """R-H2, R-D13: each of his turn starts HP +1; at his 體力上限 he is back on the 《醫院》 cell, alive."""
    g, s = table()
    p = s.players[1]
    p.hp = 1
    drive(combat.damage(g, s.players[3], p, 1))
    assert p.hp == 0
    for hp in (1, 2):
        drive(flow.turn_start(g, p))
        assert p.hp == hp and p.dead and p.position is None
    drive(flow.turn_start(g, p))
    hospital = s.board.of_kind(Kind.YIYUAN)[0].pos
    assert p.hp == 3 and not p.dead and not p.hospital_untimed and p.position == hospital
    assert said(g, "1号復活 (體力3/3)。")


def test_in_hospital_his_hp_is_protected() -> None:
    """R-H3: in the untimed 入院 a damage changes nothing (and 天欽 makes every stay of his the untimed one)."""
    g, s = table()
    p = s.players[1]
    npcs.hospitalise(g, p, 2)
    hp = p.hp
    drive(combat.damage(g, s.players[3], p, 1))
    assert p.hp == hp and not p.dead


def test_a_timed_stay_becomes_the_untimed_one() -> None:
    """「你入院X輪時，改為入院」 — 入院2輪 (《惡犬》, 緋想之劍 …) is the untimed 入院; his line 「自擁護主旋律 下凡濟世是也」."""
    g, s = table()
    p = s.players[1]
    p.hp = 1
    npcs.hospitalise(g, p, 2)
    assert p.hospital is None and p.hospital_untimed and p.position is None
    assert said(g, "自擁護主旋律 下凡濟世是也") and said(g, "天欽: 1号入院2輪改為入院。")
    drive(flow.turn_start(g, p))
    assert p.hp == 2 and p.position is None  # (not yet at 3: a timed stay would have counted down instead)


def test_cancelled_first_when_dead_or_off_the_map() -> None:
    """R-H6 before the change: a dead character's 入院X輪 is cancelled; off the map (in prison) his death's 入院 is
    cancelled too (R-X44)."""
    g, s = table()
    p = s.players[1]
    p.dead = True
    npcs.hospitalise(g, p, 2)
    assert not p.hospital_untimed and p.position is not None and said(g, "1号入院被取消。")
    g, s = table()
    p = s.players[1]
    p.prison, p.position, p.hp = 2, None, 1
    drive(combat.damage(g, s.players[3], p, 1))
    assert p.dead and not p.hospital_untimed and said(g, "1号入院被取消。")


def test_chance_two_on_him_admits_him_once() -> None:
    """機會 2 彩都麒麟 「體力上限+X、陣亡并入院。」 on him: his death puts him in hospital (天欽); the card's own 入院 then
    finds him off the map and is cancelled (R-H6) — one stay, untimed."""
    g, s = table()
    p = s.players[1]
    drive(chance_events.qilin(g, p, 2))
    assert p.dead and p.hospital_untimed and said(g, "1号入院被取消。")


def test_the_heuristic_bot_sends_no_qilin_to_the_hospital() -> None:
    """天欽 is a 鎖定技 (no ask): the sensible use is the others' — 「你入院X輪時，改為入院」 turns a 【惡犬】's 「目標入院2輪」
    (「對存活的自己或視野范圍內任一存活角色使用。目標入院2輪」) into the untimed 入院 that heals him and ends at his full HP
    (R-H1, R-H2). A 蒼鷺 bot facing two revealed 表外 in reach — 3 the 麒麟 (3/3 HP), 4 another (4/4) — aims its 【惡犬】 at
    4, not at the 麒麟 (whom the tie would pick: the lower seat); with only the 麒麟 in reach it keeps the command."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.ask import Ask
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 30):
        layout = {1: {"commands": ["惡犬"]}, 3: {"character": "麒麟"}, 4: {"character": "社長"}}
        g = Game(RULES, 5, seed, {"局面": {"seats": layout}})
        s = g.state
        if [s.players[x].identity for x in (1, 3, 4)] != ["蒼鷺", "表外", "表外"]:
            continue
        s.players[3].revealed = s.players[4].revealed = True
        s.turn = Turn(1, "指令")
        near(s, 1, 3, 1)
        near(s, 1, 4, 2)

        def view(g: Game = g) -> Any:
            return seat_view(g, 1)

        target = Ask(1, "惡犬", "", [{"target": 1}, {"target": 3}, {"target": 4}], {"target": 1}, round=1,
                     phase="指令")
        assert HeuristicBot(1).decide(target, view) == {"target": 4}
        phase = Ask(1, "指令", "", [{"choice": "結束"}, {"choice": "惡犬"}], {"choice": "結束"}, round=1, phase="指令")
        assert HeuristicBot(1).decide(phase, view) == {"choice": "惡犬"}
        s.players[4].position, s.players[4].hospital = None, 2  # only the 麒麟 left in reach
        assert HeuristicBot(1).decide(phase, view) == {"choice": "結束"}
        checked += 1
    assert checked >= 1
