"""方塊5，俠客，3 — 【知燕】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/xiake.py, rulings F-113 … F-116):
「【知燕】鎖定技。出牌階段，你使用的第一張牌無距離、次數、目標限制；此牌結算結束后，你摸X張牌。X為未觸發詞條數-1且至少為0。」
「Q:若第一張牌是【狗】，如何結算？」 「A:彈出“是否令此【狗】無次數限制”的對話框。」
As scraped: 「?5，俠客，3」 「【知燕】鎖定技。出牌階段，你使用的第一張牌無(wú)距離、次數(shù)、目標(biāo)限制；此牌結(jié)算結(jié)束后，你摸X張牌。X為未觸發(fā)詞條數(shù)-1且至少為0。」 「Q:若第一張牌是【狗】，如何結(jié)算？」 「A:彈出“是否令此【狗】無(wú)次數(shù)限制”的對(duì)話框。」 「技能：魔乃其形 其號(hào)魅魔/若世人不認(rèn)可 則正主危矣」 「陣亡：肆意妄為 終受反噬」."""

from __future__ import annotations

from typing import Any

import kit
from fuweng_scripts import near
from kit import drive, said

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, play, skills
from daoyan.games.fuweng.skills import xiake
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
YES, NO = {"choice": "是"}, {"choice": "否"}


def table(hand: list[str], hp: int = 3, **seats: dict[str, Any]) -> tuple[Game, FState]:
    """His 出牌階段 (seat 1, 3 HP unless said), seats 2–5 in his vision at distances 1–4, their hands empty."""
    layout = {f"s{n}": {"hand": [], **seats.pop(f"s{n}", {})} for n in (2, 3, 4, 5)}
    g, s = kit.in_sight("俠客", hp, 1, s1={"hand": hand, **seats.pop("s1", {})}, **layout, **seats)
    return g, s


def card_of(s: FState, seat: int, name: str) -> int:
    return next(c for c in s.players[seat].hand if s.cards[c].name == name)


def use(s: FState, name: str, target: int) -> dict[str, Any]:
    """The 出牌 option of seat 1's card `name` on `target`."""
    return {"choice": card_of(s, 1, name), "target": target}


def lifted(g: Game, s: FState, o: dict[str, Any]) -> list[str] | None:
    """The 詞條 知燕 lifts for the 出牌 option `o` now; None when it is not offered."""
    if o not in options(g, s):
        return None
    return xiake.lifted(g, s.players[1], o)


def options(g: Game, s: FState) -> list[dict[str, Any]]:
    return play.options(g, s.players[1], 0)


def play_out(g: Game, s: FState, *uses: dict[str, Any], dialog: list[Any] | None = None) -> list[Any]:
    script: dict[str, list[Any]] = {"出牌": [*uses, END]}
    if dialog is not None:
        script["知燕"] = dialog
    return drive(play.play_phase(g, s.players[1]), script)[0]


def test_the_card() -> None:
    """「?5，俠客，3」 — the fourth 5 listed: 方塊5 (R-S1); its lines as printed."""
    from daoyan.games.fuweng.characters import character

    c = character("俠客")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("方塊5", 3, None, "知燕")
    assert "技能：魔乃其形 其號魅魔/若世人不認可 則正主危矣" in c.lines and "陣亡：肆意妄為 終受反噬" in c.lines


def test_no_limit_lifted_he_draws_two_after_the_first_card_only() -> None:
    """「此牌結算結束后，你摸X張牌。X為未觸發詞條數-1」: a 無中生有 on himself triggers none — X = 3 − 1 = 2, after
    its three; the second card brings nothing more. The skill's line 「魔乃其形 其號魅魔」."""
    g, s = table(["無中生有", "無中生有"])
    first = card_of(s, 1, "無中生有")
    play_out(g, s, {"choice": first, "target": 1})
    assert len(s.players[1].hand) == 1 + 3 + 2
    assert said(g, "魔乃其形 其號魅魔") and said(g, "知燕: 1号摸2張牌。")
    g, s = table(["無中生有", "無中生有"])
    a, b = s.players[1].hand
    play_out(g, s, {"choice": a, "target": 1}, {"choice": b, "target": 1})
    assert len(s.players[1].hand) == 3 + 2 + 3


def test_a_dog_out_of_vision_lifts_distance_and_draws_one() -> None:
    """「無距離…限制」: a 【狗】 on a character far out of his vision (40 cells) — 距離 triggered, X = 2 − 1 = 1."""
    g, s = table(["狗"], s5={"hp": 3})
    near(s, 1, 5, 40)
    assert lifted(g, s, use(s, "狗", 5)) == ["距離"] and lifted(g, s, use(s, "狗", 4)) == []
    play_out(g, s, use(s, "狗", 5), dialog=[NO])
    assert s.players[5].hp == 2 and len(s.players[1].hand) == 1
    assert said(g, "知燕: 此牌無距離限制。")


def test_the_dog_dialog_yes_frees_the_count() -> None:
    """「A:彈出“是否令此【狗】無次數限制”的對話框。」 — 是: the first 【狗】 does not count toward 「出牌階段限一次」, so
    a second 【狗】 may follow; 次數 is triggered (X = 1)."""
    g, s = table(["狗", "狗"], s2={"hp": 4})
    a, b = s.players[1].hand
    asked = play_out(g, s, {"choice": a, "target": 2}, {"choice": b, "target": 2}, dialog=[YES])
    assert [x.prompt for x in asked if x.skill == "知燕"] == ["是否令此【狗】無次數限制"]
    assert s.players[2].hp == 2
    assert said(g, "知燕: 此牌無次數限制。") and said(g, "知燕: 1号摸1張牌。")


def test_the_dog_dialog_no_keeps_the_count() -> None:
    """否: the 【狗】 counts — no second 【狗】 this phase; no 詞條 triggered, X = 2."""
    g, s = table(["狗", "狗"], s2={"hp": 4})
    a, b = s.players[1].hand
    asked = play_out(g, s, {"choice": a, "target": 2}, dialog=[NO])
    later = [x for x in asked if x.skill == "出牌"][1:]
    assert later and not [o for x in later for o in x.options if o.get("choice") == b]
    assert len(s.players[1].hand) == 1 + 2


def test_no_dialog_with_the_rope() -> None:
    """繩子 「鎖定技，你于出牌階段內使用【狗】無次數限制。」: no limit to lift — no dialog (F-114), X = 2."""
    g, s = table(["狗"], s1={"equips": ["繩子"]}, s2={"hp": 4})
    asked = play_out(g, s, use(s, "狗", 2))
    assert not [x for x in asked if x.skill == "知燕"] and len(s.players[1].hand) == 2


def test_himself_as_a_dogs_target() -> None:
    """「無…目標限制」: a 【狗】 (「其它角色」) on himself — 目標 triggered: 1 damage to him, then X = 1."""
    g, s = table(["狗"])
    assert lifted(g, s, use(s, "狗", 1)) == ["目標"]
    play_out(g, s, use(s, "狗", 1), dialog=[NO])
    assert s.players[1].hp == 2 and len(s.players[1].hand) == 1


def test_two_limits_lifted_draw_nothing() -> None:
    """「X為未觸發詞條數-1且至少為0」: 順手牽羊 on a far character with no hand lifts 距離 and 目標 (「對你視野范圍內的一名
    有手牌的其它角色使用」) — X = 1 − 1 = 0."""
    g, s = table(["順手牽羊"])
    near(s, 1, 5, 40)
    assert lifted(g, s, use(s, "順手牽羊", 5)) == ["距離", "目標"]
    play_out(g, s, use(s, "順手牽羊", 5))
    assert s.players[1].hand == [] and not said(g, "知燕: 1号摸")


def test_a_house_cat_on_a_wounded_friend() -> None:
    """【家貓】 「使用目標：你」 lifted: on another, 「目標角色回復1點體力」 heals that one (F-115); its timing 「若你存活且
    已受傷」 stays — unhurt, he has no such option."""
    g, s = table(["家貓"], hp=2, s2={"hp": 1})
    assert lifted(g, s, use(s, "家貓", 2)) == ["目標"]
    play_out(g, s, use(s, "家貓", 2))
    assert s.players[2].hp == 2 and s.players[1].hp == 2 and len(s.players[1].hand) == 1
    g, s = table(["家貓"], hp=3, s2={"hp": 1})
    assert not [o for o in options(g, s) if o.get("choice") == card_of(s, 1, "家貓")]


def test_no_one_off_the_map_through_distance() -> None:
    """R-H5: nobody is in an off-map character's vision, 知燕 included — no 【狗】 on one off the map; 美人計 (no
    range) may still go to it."""
    g, s = table(["狗", "美人計"])
    s.players[5].position = None
    targets = {o["target"] for o in options(g, s) if o.get("choice") == card_of(s, 1, "狗")}
    assert 5 not in targets and {1, 2, 3, 4} <= targets
    assert 5 in {o["target"] for o in options(g, s) if o.get("choice") == card_of(s, 1, "美人計")}


def test_one_he_may_not_choose_is_a_target_lift() -> None:
    """創世神 ② 「你不能選擇或被非狂隱角色選擇」: 「無目標限制」 overrides it (R-C9, R-X1) — a 【狗】 on him triggers
    目標."""
    g, s = table(["狗"], s2={"character": "創世神"})
    assert lifted(g, s, use(s, "狗", 2)) == ["目標"]


def test_the_judgement_zone_rule_stays() -> None:
    """「任何一個玩家面前的判定區里不能放有兩張同名的牌」 is the zone's rule, not a target limit: no second 美人計 there;
    美人計 on himself (「對一名其它角色使用」) lifts 目標."""
    g, s = table(["美人計"], s2={"judging": ["美人計"]})
    assert lifted(g, s, use(s, "美人計", 2)) is None
    assert lifted(g, s, use(s, "美人計", 1)) == ["目標"] and lifted(g, s, use(s, "美人計", 3)) == []


def test_only_the_first_card_and_only_his_phase() -> None:
    """「出牌階段，你使用的第一張牌」: after one card, the second has its limits; in another's turn, nothing."""
    g, s = table(["無中生有", "狗"])
    near(s, 1, 5, 40)
    assert lifted(g, s, use(s, "狗", 5)) == ["距離"]
    play_out(g, s, use(s, "無中生有", 1))
    assert lifted(g, s, use(s, "狗", 5)) is None
    g, s = table(["狗"])
    s.turn = Turn(3, "出牌")
    assert skills.first_card(g, s.players[1]) is None


def test_the_heuristic_bot() -> None:
    """The heuristic bot never aims 知燕 at itself, hits a revealed foe out of vision, and frees the count when it
    holds a second 【狗】."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    checked = 0
    for seed in range(1, 80):
        g = Game(RULES, 5, seed, {"局面": {"seats": {1: {"character": "俠客", "hand": ["狗", "狗"], "hp": 3}}}})
        s = g.state
        assert isinstance(s, FState)
        me = s.players[1]
        heron = next(p for p in s.players.values() if p.identity == "蒼鷺")
        if me.identity != "表外" or heron.dead:
            continue
        for q in s.players.values():
            if q is not me:
                near(s, 1, q.seat, 40 + q.seat)
        s.turn = Turn(1, "出牌")
        flow = play.play_phase(g, me)
        batch = kit.next_asks(flow)
        got = HeuristicBot(1).decide(batch[0], lambda g=g: seat_view(g, 1))
        assert got.get("target") != 1
        assert xiake.lifted(g, me, got) == ["距離"] and s.players[got["target"]].identity != "表外"
        bot = HeuristicBot(1)
        bot.decide(batch[0], lambda g=g: seat_view(g, 1))
        batch = kit.next_asks(flow, {1: got})
        assert batch[0].skill == "知燕" and bot.decide(batch[0], lambda g=g: seat_view(g, 1)) == YES
        checked += 1
    assert checked >= 2
