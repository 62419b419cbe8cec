"""梅花9，領主，4 — 【改朝】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/lingzhu.py):
「【改朝】鎖定技。每輪開始時，你選擇一種社會，不能與上輪相同。」
「*【原始社會】一名角色使用動物牌指定另一名角色為目標后，雙方各摸一張牌。」 「*【奴隸社會】所有角色對體力上限小于其的角色造成的傷害+1。」
「*【封建社會】一名角色失去體力或扣減體力上限時，取消之。」 「*【現代社會】一名角色回復體力或受到傷害后，將手牌數調整至體力值。」
「原始社會：相合之傘 開辟洪荒一片」 「奴隸社會：勝天精神 破除吃人陋習」 「封建社會：放眼當下 歲月猶然靜好」 「現代社會：展望未來 是美麗烏托邦」
「陣亡：務必堅信 人類不會滅亡」
As scraped: 「?9，領(lǐng)主，4」 「【改朝】鎖定技。每輪開始時(shí)，你選擇一種社會(huì)，不能與上輪相同。」
「*【原始社會(huì)】一名角色使用動(dòng)物牌指定另一名角色為目標(biāo)后，雙方各摸一張牌。」 「*【奴隸社會(huì)】所有角色對(duì)體力上限小于其的角色造成的傷害+1。」
「*【封建社會(huì)】一名角色失去體力或扣減體力上限時(shí)，取消之。」 「*【現(xiàn)代社會(huì)】一名角色回復(fù)體力或受到傷害后，將手牌數(shù)調(diào)整至體力值。」
「原始社會(huì)：相合之傘 開辟洪荒一片」 「奴隸社會(huì)：勝天精神 破除吃人陋習(xí)」 「封建社會(huì)：放眼當(dāng)下 歲月猶然靜好」 「現(xiàn)代社會(huì)：展望未來(lái) 是美麗烏托邦」
「陣亡：務(wù)必堅(jiān)信 人類不會(huì)滅亡」."""

from __future__ import annotations

from typing import Any

import pytest
from kit import drive

from daoyan.core.events import Event
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, combat, hooks, play
from daoyan.games.fuweng.skills import lingzhu
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
LINES = {"原始社會": "相合之傘 開辟洪荒一片", "奴隸社會": "勝天精神 破除吃人陋習", "封建社會": "放眼當下 歲月猶然靜好",
         "現代社會": "展望未來 是美麗烏托邦"}


def table(society: str | None = None, players: int = 5, **seats: dict[str, Any]) -> tuple[Game, FState]:
    layout = {int(k[1:]): v for k, v in seats.items()}
    layout[1] = {"character": "領主", **layout.get(1, {})}
    arrangement: dict[str, Any] = {"seats": layout}
    if society:
        arrangement["society"] = society
    g = Game(RULES, players, 1, {"局面": arrangement})
    s = g.state
    assert isinstance(s, FState)
    g.round = s.round = 1
    return g, s


def said(g: Game) -> list[str]:
    return [e.text for e in g.log.entries if e.audience.kind == "all"]


def choose(g: Game, society: str | None = None) -> list[Any]:
    script = {("改朝", 1): [{"choice": society}]} if society else {}
    return drive(lingzhu.choose(g, Event(hooks.ROUND_START, {"round": 1}), 1), script, strict=True)[0]


def test_the_card() -> None:
    """「?9，領主，4」 — the third 9 listed: 梅花9 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("領主")
    assert (c.label, c.max_hp, c.attribute) == ("梅花9", 4, None)


@pytest.mark.parametrize("society", lingzhu.SOCIETIES)
def test_each_round_he_chooses_a_society_not_the_last_one_and_says_its_line(society: str) -> None:
    """「鎖定技。每輪開始時，你選擇一種社會，不能與上輪相同。」 (R-X20: the first round any) — each society has its own
    line (「原始社會：相合之傘 開辟洪荒一片」 …); the society is public."""
    g, s = table()
    asked = choose(g, society)
    assert [o["choice"] for o in asked[0].options] == list(lingzhu.SOCIETIES)
    assert s.society == society and RULES.public_table(g)["society"] == society
    assert any(f"選擇【{society}】: 「{LINES[society]}」" in t for t in said(g))
    nxt = choose(g)
    assert society not in [o["choice"] for o in nxt[0].options] and len(nxt[0].options) == 3
    assert s.society != society


def test_the_society_is_shown_to_everybody() -> None:
    """The society in force is on the table every seat and the web page see, and in the terminal's table."""
    from daoyan.games.fuweng import terminal
    from daoyan.games.fuweng.display import display

    g, _s = table("封建社會")
    assert "封建社會" in display(g, 3)["rows"][0][3]
    assert "Feudal Society" in terminal.describe_you(g, 4, "en", board=False)
    assert seat_view(g, 5)["table"]["society"] == "封建社會"


def test_primitive_a_dog_on_another_draws_both_a_card() -> None:
    """【原始社會】「一名角色使用動物牌指定另一名角色為目標后，雙方各摸一張牌。」 — 2號's 【狗】 on 3號."""
    g, s = table("原始社會", s2={"hand": ["狗"], "position": [7, 13]}, s3={"hand": [], "position": [8, 13]})
    s.turn = Turn(2, "出牌")
    two = s.players[2]
    drive(play.play_phase(g, two), {"出牌": [{"choice": two.hand[0], "target": 3}, END]})
    assert len(two.hand) == 1 and len(s.players[3].hand) == 1
    assert "原始社會: 2号與3号各摸一張牌。" in said(g)


def test_primitive_a_house_cat_on_a_dying_other_and_not_on_oneself() -> None:
    """【原始社會】 — 【家貓】 is an 動物牌: used on another (dying) character, both draw; on oneself (「指定另一名角色」)
    nobody does."""
    g, s = table("原始社會", s2={"hand": ["家貓"]}, s3={"hp": 1, "hand": []}, s4={"hand": ["家貓"], "hp": 2})
    drive(combat.damage(g, None, s.players[3], 1), {("家貓", 2): [lambda a: a.options[1]]})
    assert not s.players[3].dead and len(s.players[2].hand) == 1 and len(s.players[3].hand) == 1
    s.turn = Turn(4, "出牌")
    four = s.players[4]
    drive(play.play_phase(g, four), {"出牌": [{"choice": four.hand[0], "target": 4}, END]})
    assert four.hand == [] and four.hp == 3


@pytest.mark.parametrize(("source_max", "target_max", "taken"), [(5, 3, 2), (4, 4, 1), (3, 5, 1)])
def test_slave_more_damage_to_a_lower_max_hp(source_max: int, target_max: int, taken: int) -> None:
    """【奴隸社會】「所有角色對體力上限小于其的角色造成的傷害+1。」 (R-X20: the target's 體力上限 less than the
    source's)."""
    g, s = table("奴隸社會", s2={"max_hp": source_max, "hp": source_max}, s3={"max_hp": target_max, "hp": target_max})
    drive(combat.damage(g, s.players[2], s.players[3], 1))
    assert s.players[3].hp == target_max - taken


def test_slave_no_source_no_more_damage() -> None:
    """【奴隸社會】 — damage with no source (no character deals it) is as it was."""
    g, s = table("奴隸社會", s3={"max_hp": 3, "hp": 3})
    drive(combat.damage(g, None, s.players[3], 1))
    assert s.players[3].hp == 2


def test_feudal_cancels_every_loss_of_hp_and_of_max_hp() -> None:
    """【封建社會】「一名角色失去體力或扣減體力上限時，取消之。」 (R-X20: 八陣圖, 遲治, 無我 ③, 試肝 …) — 失去體力, 減體力上限
    and 「所有角色失去1點體力」, each character's loss, all cancelled."""
    g, s = table("封建社會", s3={"hp": 3})
    three = s.players[3]
    drive(combat.lose_hp(g, three, 3))
    drive(combat.lose_max_hp(g, three, 2))
    drive(combat.lose_hp_all(g, 1, "遲治"))
    assert (three.hp, three.max_hp, three.dead) == (3, 5, False)
    assert all(q.hp == q.max_hp or q.seat == 3 for q in s.players.values())
    assert "封建社會: 3号失去3點體力，取消之。" in said(g) and "封建社會: 3号減2點體力上限，取消之。" in said(g)


def test_feudal_leaves_damage_alone() -> None:
    g, s = table("封建社會")
    drive(combat.damage(g, s.players[2], s.players[3], 1))
    assert s.players[3].hp == s.players[3].max_hp - 1


def test_modern_after_damage_the_hand_is_brought_to_hp() -> None:
    """【現代社會】「一名角色回復體力或受到傷害后，將手牌數調整至體力值。」 — 3號 (5 HP, no card) takes 1: draws 4."""
    g, s = table("現代社會", s3={"hand": []})
    drive(combat.damage(g, s.players[2], s.players[3], 1))
    assert s.players[3].hp == 4 and len(s.players[3].hand) == 4


def test_modern_after_recovery_it_discards_down_to_hp_its_choice() -> None:
    """【現代社會】 — 3號 (HP 1, 4 cards) recovers 1: discards 2, chosen one at a time."""
    g, s = table("現代社會", s3={"hp": 1, "hand": ["狗", "狗", "無中生有", "家貓"]})
    three = s.players[3]
    combat.heal(g, three)
    keep = [c for c in three.hand if s.cards[c].name in ("無中生有", "家貓")]
    asked = drive(hooks.settle(g), {("現代社會", 3): [lambda a: next(o for o in a.options if o["choice"] not in keep)] * 2})[0]
    assert sorted(three.hand) == sorted(keep) and [a.skill for a in asked] == ["現代社會", "現代社會"]


def test_modern_a_character_killed_by_the_damage_adjusts_nothing() -> None:
    """F-55: dead by the damage, its hand limit is its 體力上限: no adjustment."""
    g, s = table("現代社會", s3={"hp": 1, "hand": ["狗", "狗"]})
    drive(combat.damage(g, s.players[2], s.players[3], 1))
    assert s.players[3].dead and len(s.players[3].hand) == 2


def test_his_last_words() -> None:
    """「陣亡：務必堅信 人類不會滅亡」"""
    g, s = table(s1={"hp": 1})
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and any("務必堅信 人類不會滅亡" in t for t in said(g))


def test_without_him_no_event_is_heard() -> None:
    """A game without 領主 hears none of the events his societies need (they cost nothing)."""
    g = Game(RULES, 5, 1, {"局面": {"seats": {1: {"character": "夜鶯"}}}})
    assert not any(g.events.listening(x) for x in (hooks.HP_LOSS, hooks.MAX_HP_LOSS, hooks.HEALED, hooks.TARGETED))


def test_the_heuristic_bot_chooses_feudal_when_a_judged_baozhentu_would_kill_it() -> None:
    """The heuristic bot (HP 3, an 【八陣圖】 in its 判定區: 「若判定結果為黑桃2~9，則目標角色失去3點體力」) chooses
    【封建社會】, which cancels that loss."""
    from daoyan.bots.fuweng import HeuristicBot

    g, s = table(s1={"hp": 3, "judging": ["八陣圖"]})
    got = drive(lingzhu.choose(g, Event(hooks.ROUND_START, {"round": 1}), 1),
                {("改朝", 1): [lambda a: HeuristicBot(1).decide(a, lambda: seat_view(g, 1))]})
    assert s.society == "封建社會", got


def test_primitive_a_virtual_dog_counts_too() -> None:
    """【原始社會】 (F-52): 綿羊's 試肝 「視為對后者使用【狗】」 is a 【狗】 used on another: the two draw."""
    g, s = table("原始社會", s2={"character": "綿羊", "hand": []}, s3={"hand": []}, s4={"hand": []})
    s.turn = Turn(2, "出牌")
    use = {"skill": "試肝", "choice": "發動", "target": [3, 4]}
    drive(play.play_phase(g, s.players[2]), {"出牌": [use, END], "試肝": [{"choice": "視為對后者使用【狗】"}]})
    assert len(s.players[3].hand) == 1 and len(s.players[4].hand) == 1
    assert "原始社會: 3号與4号各摸一張牌。" in said(g)


def test_feudal_cancels_the_baozhentu_loss_in_the_judgement_phase() -> None:
    """【封建社會】 and 【八陣圖】 「若判定結果為黑桃2~9，則目標角色失去3點體力。」 — judged 黑桃5: cancelled."""
    from daoyan.games.fuweng import tricks

    g, s = table("封建社會", s3={"hp": 3, "judging": ["八陣圖"]})
    s.judgement.put_on_top(["黑桃5"])
    s.turn = Turn(3, "判定")
    drive(tricks.judge_phase(g, s.players[3]))
    assert s.players[3].hp == 3 and not s.players[3].judging


def test_modern_a_revival_that_recovers_hp_counts() -> None:
    """【現代社會】 — 神射手's 假射 「其于下回合開始時復活（回復體力至上限）」 is a 回復: the revived one's hand is brought
    to its HP."""
    from daoyan.games.fuweng.skills import shensheshou

    g, s = table("現代社會", s2={"character": "神射手"}, s3={"dead": True, "hp": -1, "hand": []})
    s.players[2].skill_state["復活"] = [3]
    shensheshou.revive(g, Event(hooks.TURN_START, {"seat": 3}), 2)
    drive(hooks.settle(g))
    assert not s.players[3].dead and len(s.players[3].hand) == s.players[3].hp == 5
