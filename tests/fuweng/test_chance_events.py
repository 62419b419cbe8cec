"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), 《機會》: 「投擲一枚20面骰子，根據人氣投票前20名執行對應事件。每年更新事件。」
— the 20 events (daoyan/games/fuweng/chance_events.py; readings R-J0–R-J20, rulings section 1j). Each test forces
the d20 (the 「機會」 draw) and quotes the event's words."""

from __future__ import annotations

from typing import Any

import pytest
from fuweng_scripts import before_chance, drive, game, give, near

from daoyan.core.ask import Ask
from daoyan.core.bots import RandomBot
from daoyan.core.game import Game, replay
from daoyan.games.fuweng import FuwengRules, basic, chance_events, combat, flow, play, tiles, zones
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.cards import Category
from daoyan.games.fuweng.identities import BIAOWAI, CANGLU, MAONIANG
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"


def default(a: Ask) -> dict[str, Any]:
    return dict(a.default)


def stop(g: Game, s: FState, seat: int, *answers: Any, phase: str = "行動", then: Any = None) -> list[Ask]:
    """`seat` stops on a 《機會》 in its own `phase` (None: outside any turn)."""
    s.turn = Turn(seat, phase)
    s.players[seat].position = s.board.of_kind(Kind.JIHUI)[0].pos
    return drive(g, tiles.on_stop(g, seat), *answers, then=then)


def texts(g: Game) -> str:
    return "\n".join(e.text for e in g.log.entries)


def survivable(s: FState) -> int:
    """A seat whose death does not end the game (another of its side stays alive)."""
    for seat in s.players:
        alive = [q for q in s.players.values() if q.seat != seat]
        if any(q.identity == BIAOWAI for q in alive) and any(q.identity in (CANGLU, MAONIANG) for q in alive):
            return seat
    raise AssertionError("no such seat")




def turn_with_chance(n: int, seat: int = 2, seed: int = 3, then: Any = default, **forced: list[Any]) -> Game:
    """A whole turn of `seat` whose first throw (a forced 1) stops on a 《機會》 rolling `n`."""
    g, s = game(5, seed, 機會=[n], 行動投擲=[1, 1], **forced)
    p = s.players[seat]
    p.position, p.heading = before_chance(s)
    drive(g, flow.turn(g, seat), then=then)
    return g


def test_events_are_a_table_with_this_years_values() -> None:
    """R-0.3: 「每年更新事件。」 — the 20 events and this year's X (「今年為5」 … 「今年為7」)."""
    assert sorted(chance_events.EVENTS) == list(range(1, 21))
    xs = {n: e.x for n, e in chance_events.EVENTS.items() if e.x is not None}
    assert xs == {1: 5, 2: 4, 3: 3, 4: 2, 5: 1, 6: 2, 7: 7}
    assert chance_events.EVENTS[16].name == "八云紫"


def test_chance_1_dog_hospital_or_prison_five_rounds() -> None:
    """*1 家犬 「若(存活/已陣亡)，(入院/入獄)X輪。…今年為5。」"""
    g, s = game(5, seed=1, 機會=[1, 1])
    stop(g, s, 2)
    assert s.players[2].hospital == 5 and not s.players[2].on_map
    s.players[3].dead = True
    stop(g, s, 3)
    assert s.players[3].prison == 5 and s.players[3].hospital is None


def test_chance_2_qilin_max_hp_death_and_untimed_hospital_until_revived() -> None:
    """*2 彩都麒麟 「體力上限+X、陣亡并入院。…今年為4。」 — untimed 入院 (R-H1, R-H2): 「若其處于入院狀態，令其體力值
    數值增加1（不可超出上限），然后若其體力值不小于上限，其傳送至《醫院》（若其已陣亡則復活）。」"""
    g, s = game(5, seed=2, 機會=[2])
    seat = survivable(s)
    p = s.players[seat]
    hp, top = p.hp, p.max_hp
    stop(g, s, seat)
    assert p.max_hp == top + 4 and p.dead and p.revealed and p.hospital_untimed and not p.on_map
    assert p.hp == hp
    for i in range(1, top + 4 - hp):
        drive(g, flow.turn_start(g, p))
        assert p.hp == hp + i and p.dead and not p.on_map
    drive(g, flow.turn_start(g, p))
    assert p.hp == p.max_hp and not p.dead and not p.hospital_untimed
    assert p.position == s.board.of_kind(Kind.YIYUAN)[0].pos


def test_chance_2_untimed_hospital_protects_hp() -> None:
    """「處于入院狀態的角色的體力牌非因入院狀態改變時，防止之。」 (R-H3)."""
    g, s = game(5, seed=2)
    p = s.players[1]
    p.hospital_untimed, p.position, p.hp = True, None, 2
    drive(g, combat.damage(g, s.players[2], p, 1))
    drive(g, combat.lose_hp(g, p, 1))
    combat.heal(g, p)
    assert p.hp == 2


def test_chance_2_death_can_end_the_game() -> None:
    """*2 「陣亡并入院」 is a real death (R-J2, R-D4): the last 表外 dying ends the game."""
    g, s = game(4, seed=2, 機會=[2])
    biaowai = [q for q in s.players.values() if q.identity == BIAOWAI]
    for q in biaowai[1:]:
        q.dead = True
    with pytest.raises(combat.GameOver):
        stop(g, s, biaowai[0].seat)


def test_chance_3_reimu_discards_three_or_all_and_debt() -> None:
    """*3 博麗靈夢 「若Y不小于X，隨機棄置X張牌；若Y小于X，棄置所有牌，增加X-Y點負債。…今年為3。Y為牌數。」"""
    g, s = game(5, seed=3, 機會=[3, 3])
    p = s.players[1]
    n = len(p.hand)
    assert n >= 3
    stop(g, s, 1)
    assert len(p.hand) == n - 3
    q = s.players[2]
    q.hand = q.hand[:1]
    stop(g, s, 2)
    assert q.hand == [] and q.debt == 2


def test_chance_4_reisen_locks_until_two_cards_are_discarded() -> None:
    """*4 鈴仙(客) 「不能使用或打出牌，持續直到因棄置失去至少X張牌后。…今年為2。」"""
    g, s = game(5, seed=4, 機會=[4])
    p = s.players[1]
    give(s, 1, "無中生有")
    stop(g, s, 1)
    s.turn = Turn(1, "出牌")
    assert play.options(g, p, 0) == [play.END]
    zones.discard(g, 1, [p.hand[0]])
    assert p.locked == 1 and play.options(g, p, 0) == [play.END]
    zones.discard(g, 1, [p.hand[0]])
    assert p.locked == 0 and len(play.options(g, p, 0)) > 1


def test_chance_5_sakuya_next_move_has_no_effect() -> None:
    """*5 十六夜咲夜 「接下來的X次行動無效果。…今年為1。」 (R-J5: thrown, but no move and no event)."""
    g, s = game(5, seed=5, 機會=[5], 行動投擲=[3, 2])
    p = s.players[1]
    stop(g, s, 1)
    assert p.void_moves == 1
    at = p.position = s.board.of_kind(Kind.MOPAI)[0].pos
    s.turn = Turn(1, "行動")
    drive(g, flow.action_phase(g, p), then=default)
    assert p.void_moves == 0
    throws = [e.data for e in g.log.entries if "throw" in e.data]
    stops = [e.data for e in g.log.entries if "stop" in e.data]
    assert [d["throw"] for d in throws] == [3, 2] and len(stops) == 1 and p.position != at


def test_chance_5_sakuya_setting_moves_without_events() -> None:
    """*5 十六夜咲夜 「接下來的X次行動無效果。」 — R-J5's setting 行動無效果=移動無事件: the character moves its throw's
    cells, but nothing passes and nothing stops (no stop event, no card)."""
    g, s = game(5, seed=5, 機會=[5], 行動投擲=[3])
    g.config["行動無效果"] = "移動無事件"
    p = s.players[1]
    stop(g, s, 1)
    at = p.position = s.board.of_kind(Kind.MOPAI)[0].pos
    hand, deck = list(p.hand), list(s.deck)
    s.turn = Turn(1, "行動", throw_delta=-1)  # one throw this phase
    drive(g, flow.action_phase(g, p), then=default)
    assert p.void_moves == 0 and p.position != at and p.hand == hand and s.deck == deck
    assert [e.data["void_move_to"] for e in g.log.entries if "void_move_to" in e.data] == [list(p.position)]
    assert not [e for e in g.log.entries if "stop" in e.data]


def test_chance_6_mystia_two_uses_of_wuwo() -> None:
    """*6 夜羽 「視為使用X張【無我之愛】。X為7-夜羽排名，今年為2。」"""
    g, s = game(5, seed=6, 機會=[6])
    before = {q.seat: len(q.hand) for q in s.players.values()}
    asks = stop(g, s, 1, *[{"choice": "摸一張牌"}] * 8)
    assert len(asks) == 8 and all(a.seat == 1 and a.skill == "無我之愛" for a in asks)
    assert all(len(q.hand) == before[q.seat] + 2 for q in s.players.values() if q.seat != 1)


def test_chance_7_remilia_draws_seven_a_map_draw() -> None:
    """*7 蕾米莉亞 「摸X張牌。X為蕾米莉亞排名，今年為7。」 (R-J7: 財神 doubles a map draw)."""
    g, s = game(5, seed=7, 機會=[7, 7])
    p = s.players[1]
    n = len(p.hand)
    stop(g, s, 1)
    assert len(p.hand) == n + 7
    p.npc_zone = [("財神", True)]
    stop(g, s, 1)
    assert len(p.hand) == n + 21


def test_chance_8_mokou_bomb_and_two_rounds() -> None:
    """*8 藤原妹紅 「獲得【炸彈】指令；若(存活/已陣亡)，(入院/入獄)2輪。」"""
    g, s = game(5, seed=8, 機會=[8, 8])
    stop(g, s, 1)
    assert s.players[1].commands == ["炸彈"] and s.players[1].hospital == 2
    s.players[2].dead = True
    stop(g, s, 2)
    assert s.players[2].commands == ["炸彈"] and s.players[2].prison == 2


def test_chance_9_satori_virtual_plain_trick_can_be_nullified() -> None:
    """*9 古明地覺 「視為使用一張除【無我之愛】外的普通大招牌。」 (R-J9, R-G14: answered like the card)."""
    g, s = game(5, seed=9, 機會=[9, 9])
    p = s.players[1]
    n = len(p.hand)
    asks = stop(g, s, 1, {"choice": "無中生有", "target": 1})
    names = {o["choice"] for o in asks[0].options}
    assert names <= set(chance_events.PLAIN_TRICKS) and "無中生有" in names and "無我之愛" not in names
    assert len(p.hand) == n + 3
    (nul,) = give(s, 3, "無懈可擊")
    stop(g, s, 1, {"choice": "無中生有", "target": 1}, {"choice": nul}, then={"choice": "不出"})
    assert len(p.hand) == n + 3


def test_chance_10_yuyuko_as_dead_until_next_turn_start() -> None:
    """*10 西行寺幽幽子 「直到你的下回合開始，視為已陣亡。」 (R-D18: no 瀕死, no reveal, alive for the win check)."""
    g, s = game(5, seed=10, 機會=[10])
    p = s.players[1]
    hp = p.hp
    stop(g, s, 1)
    assert p.dead and p.as_dead and not p.revealed
    assert flow.hand_limit(p) == p.max_hp
    drive(g, combat.damage(g, s.players[2], p, 1))
    assert p.hp == hp
    combat.check_end(g, p, None)  # still alive for the win check: no GameOver
    drive(g, flow.turn_start(g, p))
    assert not p.dead and not p.as_dead


def test_chance_11_alice_adjusts_each_category_to_one() -> None:
    """*11 愛麗絲 「依次將手牌中的動物、大招、裝備牌數量調整為1。」"""
    g, s = game(5, seed=11, 機會=[11])
    p = s.players[1]
    s.deck += p.hand
    p.hand = []
    dogs = give(s, 1, "狗", 3)
    equip = next(c for c in s.deck if s.cards[c].category == Category.EQUIPMENT)
    s.deck.remove(equip)
    p.hand.append(equip)
    stop(g, s, 1, {"choice": dogs[1]})
    backs = [s.cards[c].category.back for c in p.hand]
    assert sorted(map(str, backs)) == sorted(map(str, (Category.ANIMAL, Category.TRICK, Category.EQUIPMENT)))
    assert dogs[1] in p.hand and equip in p.hand


def test_chance_12_aya_takes_the_adoption_area() -> None:
    """*12 射命丸文 「獲得領養區所有牌。」"""
    g, s = game(5, seed=12, 機會=[12])
    got = give(s, 2, "狗") + give(s, 2, "家貓")
    zones.discard(g, 2, got)
    assert s.adoption == got
    stop(g, s, 1)
    assert set(got) <= set(s.players[1].hand) and s.adoption == []


def test_chance_13_reisen_searches_one_of_each() -> None:
    """*13 鈴仙(主) 「檢索動物、大招、裝備牌各一張。」"""
    g, s = game(5, seed=13, 機會=[13])
    p = s.players[1]
    before = list(p.hand)
    stop(g, s, 1)
    new = [s.cards[c].category.back for c in p.hand if c not in before]
    assert new == [Category.ANIMAL, Category.TRICK, Category.EQUIPMENT]


def test_chance_14_sanae_non_animal_cards_are_dogs() -> None:
    """*14 東風谷早苗 「本回合出牌階段：你手牌中的非動物牌視為【狗】；你使用【狗】次數上限+1、無距離限制。」"""
    g, s = game(5, seed=14, 機會=[14])
    p = s.players[1]
    s.deck += p.hand
    p.hand = []
    cards = give(s, 1, "無中生有", 2) + give(s, 1, "家貓")
    stop(g, s, 1)
    assert s.turn is not None and s.turn.all_dogs
    s.turn.phase = "出牌"
    far = s.players[3]
    near(s, 1, 3, 40)  # far out of vision: 無距離限制
    opts = play.options(g, p, 0)
    assert {"skill": play.SANAE, "choice": cards[0], "target": 3} in opts
    assert not any(o.get("choice") == cards[2] and o.get("skill") for o in opts)
    assert not any(o.get("choice") == cards[0] and "target" not in o for o in opts)  # no longer a trick
    hp = far.hp
    drive(g, play.play_phase(g, p), {"skill": play.SANAE, "choice": cards[0], "target": 3},
          {"skill": play.SANAE, "choice": cards[1], "target": 3}, then=lambda a: dict(a.default))
    assert far.hp == hp - 2  # two 【狗】: the limit +1


def test_chance_15_cirno_gains_stay() -> None:
    """*15 琪露諾 「獲得【停留】指令。」"""
    g, s = game(5, seed=15, 機會=[15])
    stop(g, s, 1)
    assert s.players[1].commands == ["停留"]


def test_chance_16_yukari_random_command_and_no_play_phase() -> None:
    """*16 八云紫 「獲得隨機指令；跳過本回合出牌階段。」"""
    g = turn_with_chance(16, then=lambda a: pytest.fail(f"unexpected ask {a.skill}") if a.skill == "出牌"
                         else dict(a.default))
    s = g.state
    assert isinstance(s, FState)
    assert len(s.players[2].commands) == 1 and s.players[2].commands[0] in basic.COMMANDS
    assert "跳過出牌階段" in texts(g)


def test_chance_17_rumia_extra_throws() -> None:
    """*17 露米婭 「若(存活/已陣亡)且當前階段為你的行動階段，本階段投擲數+(1/3)。」"""
    g, s = game(5, seed=17, 機會=[17, 17, 17])
    stop(g, s, 1)
    assert s.turn is not None and s.turn.throws == 1
    s.players[2].dead = True
    stop(g, s, 2)
    assert s.turn.throws == 3
    stop(g, s, 3, phase="出牌")
    assert s.turn.throws == 0


def test_chance_17_rumia_in_a_stay_replaced_action_phase_changes_nothing() -> None:
    """*17 露米婭 「若…當前階段為你的行動階段，本階段投擲數+(1/3)。」 — a 行動階段 replaced by 停留機制 (「其本階段改為執行一次
    當前格事件」) makes no throw: the log says nothing changes."""
    g, s = game(5, seed=17, 機會=[17])
    p = s.players[1]
    p.position = s.board.of_kind(Kind.JIHUI)[0].pos
    p.stays = 1
    s.turn = Turn(1, "行動")
    drive(g, flow.action_phase(g, p))
    assert s.turn.throws == 0 and "投擲數沒有變化" in texts(g) and not [e for e in g.log.entries if "throws" in e.data]


def test_chance_18_tenshi_no_play_phase_and_three_cards_at_the_end() -> None:
    """*18 比那名居天子 「本回合：跳過出牌階段；結束階段，摸三張牌。」"""
    g = turn_with_chance(18)
    assert "跳過出牌階段" in texts(g)
    end_draws = [e.data for e in g.log.entries if e.phase == "結束" and e.data.get("how") == "摸"]
    assert [d["n"] for d in end_draws] == [3]


def test_chance_19_patchouli_next_turn() -> None:
    """*19 帕秋莉 「下回合：行動階段，投擲數-1；出牌階段，使用的第一張牌效果額外執行一次。」"""
    g, s = game(5, seed=19, 機會=[19], 行動投擲=[2, 2, 2])
    p = s.players[1]
    stop(g, s, 1)
    assert p.next_turn == 1
    wz = give(s, 1, "無中生有", 3)
    used: list[int] = []

    def answer(a: Ask) -> dict[str, Any]:
        left = [c for c in wz if c in p.hand]
        if a.skill == "出牌" and left and not used:
            used.append(left[0])
            return {"choice": left[0], "target": 1}
        return {"choice": "結束"} if a.skill == "出牌" else dict(a.default)

    drive(g, flow.turn(g, 1), then=answer)
    assert len([e for e in g.log.entries if "throw" in e.data]) == 1  # 2 - 1
    draws = [e.data["n"] for e in g.log.entries if e.phase == "出牌" and e.data.get("how") == "摸"]
    assert draws == [3, 3]


def test_chance_20_suwako_heals_one() -> None:
    """*20 洩矢諏訪子 「回復1點體力。」"""
    g, s = game(5, seed=20, 機會=[20, 20])
    p = s.players[1]
    p.hp = p.max_hp - 2
    stop(g, s, 1)
    assert p.hp == p.max_hp - 1
    p.dead = True
    stop(g, s, 1)
    assert p.hp == p.max_hp - 1


def test_whole_games_with_every_chance_event_replay_identically() -> None:
    """《機會》 on the default map in whole games (bots), every event forced in turn: the games run and replay."""
    for seed in (1, 2, 3):
        g = Game(FuwengRules(), 5, seed, {"最多輪數": 6}, forced={"機會": list(range(1, 21)) * 3})
        bots = {x: RandomBot(seed * 100 + x) for x in g.seats}
        while g.pending and not g.finished:
            for seat, ask in list(g.pending.items()):
                g.answer(seat, bots[seat].decide(ask, dict))
        assert any("機會" in e.data for e in g.log.entries)
        assert replay(FuwengRules(), g.record()).snapshot() == g.snapshot()
