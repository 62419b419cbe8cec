"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): the 裝備牌 — equipping (R-G15), distance and vision with the horses
and weapons (R-M13, R-H5) and every card's text (R-C12–R-C23; docs/rulings/fuweng.md section 1h). Each test quotes
the book's words it checks."""

from __future__ import annotations

from typing import Any

import pytest
from fuweng_scripts import give, near
from test_judgement import small_deck
from test_tricks import table, use

from daoyan.core.game import Game
from daoyan.games.fuweng import combat, equipment, play
from daoyan.games.fuweng.board import Direction, Kind
from daoyan.games.fuweng.state import FState, Player

SEED_FILE = "001_ea231be5ab83fae4.txt"
KEEP = {"choice": "不出"}
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def arm(s: FState, seat: int, name: str) -> int:
    """Put a card named `name` from the pile straight into `seat`'s 裝備區."""
    (c,) = give(s, seat, name)
    q = s.players[seat]
    q.hand.remove(c)
    q.equips.append(c)
    return c


def duel(weapon: str) -> tuple[Game, FState, Player, Player]:
    """A table (test_tricks.table) where the first seat, in its play phase, holds `weapon` in its 裝備區 and the next
    seat stands one cell east of it."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat)
    arm(s, p.seat, weapon)
    return g, s, p, q


def dog_at(g: Game, s: FState, p: Player, target: int, *answers: dict[str, Any]) -> list[Any]:
    """`p` (in its play phase) uses a 【狗】 on `target`; the script answers the rest."""
    (dog,) = give(s, p.seat, "狗")
    return use(g, p, {"choice": dog, "target": target}, *answers)


def cell_of(s: FState, kind: Kind) -> tuple[int, int]:
    pos = s.board.of_kind(kind)[0].pos
    for npc, where in s.npcs.items():
        if where == pos:
            s.npcs[npc] = None
    return pos


# ---- equipping (R-G15) ---------------------------------------------------------------------------------------------


def test_equipping_puts_the_card_in_the_equipment_area_and_replaces_the_same_sub_category() -> None:
    """「武器牌、防具牌、進攻坐騎、防御坐騎、寶物牌為裝備牌這一類別的副類別。」 and
    「任何一個玩家面前的(判定區/裝備區)里不能放有兩張同(名/副類別)的牌」 (R-G15): equipping in the play phase puts the
    card into one's 裝備區; the old card of that 副類別 is 棄置, the others stay."""
    g, s, p, _ = table()
    (furnace,) = give(s, p.seat, "八卦爐")
    (cart,) = give(s, p.seat, "貓車")
    (umbrella,) = give(s, p.seat, "唐傘")
    assert {"choice": furnace} in play.options(g, p, 0)
    use(g, p, {"choice": furnace}, {"choice": umbrella}, {"choice": cart})
    assert p.equips == [umbrella, cart] and furnace in s.discard and p.hand == []


def test_equipment_cannot_be_equipped_under_meirenji() -> None:
    """美人計 「其本回合出牌階段不能使用或打出牌」: equipping is a use."""
    g, s, p, _ = table()
    (furnace,) = give(s, p.seat, "八卦爐")
    assert s.turn is not None
    s.turn.no_play = True
    assert {"choice": furnace} not in play.options(g, p, 0)


# ---- horses, vision ------------------------------------------------------------------------------------------------


def test_rope_lifts_the_dog_limit_in_the_play_phase() -> None:
    """繩子 「鎖定技，你于出牌階段內使用【狗】無次數限制。」"""
    g, s, p, others = table()
    dogs = give(s, p.seat, "狗", 3)
    near(s, p.seat, others[0])
    assert not [o for o in play.options(g, p, 1) if o.get("choice") in dogs]
    arm(s, p.seat, "繩子")
    assert [o for o in play.options(g, p, 2) if o.get("choice") in dogs]
    hp = s.players[others[0]].hp
    use(g, p, *({"choice": d, "target": others[0]} for d in dogs))
    assert s.players[others[0]].hp == hp - 3


def test_broom_shortens_your_distance_to_others_by_five() -> None:
    """掃帚 「鎖定技，你與其它角色的距離-5。」 — only character-to-character distance, one way (R-M13)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat, 8)
    assert equipment.distance(g, p, q) == 8 and not combat.in_vision(g, p, q)
    arm(s, p.seat, "掃帚")
    assert equipment.distance(g, p, q) == 3 and combat.in_vision(g, p, q)
    assert equipment.distance(g, q, p) == 8 and not combat.in_vision(g, q, p)


def test_umbrella_lengthens_others_distance_to_you_by_five() -> None:
    """唐傘 「鎖定技，其它角色與你的距離+5。」"""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat, 3)
    arm(s, q.seat, "唐傘")
    assert equipment.distance(g, p, q) == 8 and not combat.in_vision(g, p, q)
    assert equipment.distance(g, q, p) == 3
    arm(s, p.seat, "掃帚")
    assert equipment.distance(g, p, q) == 3 and combat.in_vision(g, p, q)


def test_a_weapon_adds_its_vision() -> None:
    """「“視野范圍+X”為武器牌。」 — 「所有角色的默認視野范圍為3*已陣亡角色數+5。」 plus X (貓車*1，視野范圍+15)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    arm(s, p.seat, "貓車")
    assert combat.vision(g, p) == 20
    near(s, p.seat, q.seat, 20)
    assert combat.in_vision(g, p, q)
    near(s, p.seat, q.seat, 21)
    assert not combat.in_vision(g, p, q)


def test_tengu_fan_sees_every_other_character_on_the_map() -> None:
    """天狗團扇 「鎖定技，所有其它角色視為在你的視野范圍內。」 — 「不處于地圖上的角色…不在任何角色的攻擊範圍內。」 (R-C21)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat, 40)
    arm(s, p.seat, "天狗團扇")
    assert combat.vision(g, p) == 5 and combat.in_vision(g, p, q)
    q.position = None
    assert not combat.in_vision(g, p, q)


def test_vision_worked_out_at_once_agrees_with_distance_one_pair_at_a_time() -> None:
    """`seen_by` (every other in vision at once, the distance worked out inline for speed) answers as the book's words
    read one pair at a time do: 「若A到B的距離(不大于/大于)A的視野范圍，則稱B在A的視野范圍(內/外)。」 with `distance`
    (掃帚 「你與其它角色的距離-5」, 唐傘 「其它角色與你的距離+5」) and 天狗團扇 「所有其它角色視為在你的視野范圍內」 — over
    random positions, off-map and dead characters and horses, so the two cannot drift apart."""
    import random

    r = random.Random(8)
    checked = 0
    for _ in range(120):
        g, s, *_ = table()
        everyone = list(s.players.values())
        brooms, umbrellas = r.sample(everyone, r.randint(0, 3)), r.sample(everyone, r.randint(0, 3))
        for q in brooms:
            arm(s, q.seat, "掃帚")
        for q in umbrellas:
            arm(s, q.seat, "唐傘")
        if r.random() < 0.3:
            arm(s, r.choice(everyone).seat, "天狗團扇")
        for q in everyone:
            q.position = None if r.random() < 0.15 else (r.randint(0, 12), r.randint(0, 12))
            q.dead = r.random() < 0.2
        for a in everyone:
            reach, fan = combat.vision(g, a), equipment.has(g, a, "天狗團扇")
            expected = [b for b in everyone if (d := equipment.distance(g, a, b)) is not None
                        and (d <= reach or (fan and b.seat != a.seat))]
            assert equipment.seen_by(g, a, everyone) == expected, (a.seat, [(b.seat, b.position) for b in everyone])
            checked += len(everyone)
    assert checked == 120 * 25


# ---- weapons -------------------------------------------------------------------------------------------------------


def test_hakkero_adds_one_damage_to_a_target_without_armour() -> None:
    """八卦爐 「鎖定技，每當你使用【狗】指定一名目標角色后，若其裝備區沒有防具牌，此【狗】對其傷害+1。」"""
    g, s, p, others = table()
    a, b = s.players[others[0]], s.players[others[1]]
    near(s, p.seat, a.seat)
    near(s, p.seat, b.seat, 2)
    arm(s, p.seat, "八卦爐")
    arm(s, b.seat, "龍魚之羽衣")
    arm(s, p.seat, "繩子")
    hp_a, hp_b = a.hp, b.hp
    dog_at(g, s, p, a.seat)
    dog_at(g, s, p, b.seat)
    assert a.hp == hp_a - 2 and b.hp == hp_b - 1


def test_hisou_sword_red_prevents_the_damage_and_hospitalises() -> None:
    """緋想之劍 「每當你使用【狗】對目標角色造成傷害時，若其存活，你可以令其判定：若結果為紅色，防止此傷害，然后若目標存活，
    其入院2輪。」 — the user is the initiator (R-C14)."""
    g, s, p, q = duel("緋想之劍")
    s.judgement = small_deck(["H5", "S5"])
    hp = q.hp
    dog_at(g, s, p, q.seat, YES)
    assert q.hp == hp and q.position is None and q.hospital == 2
    q.position, q.hospital = p.position, None
    dog_at(g, s, p, q.seat, YES)  # the second judgement: 黑桃5 — the damage happens
    assert q.hp == hp - 1 and q.on_map


def test_hisou_sword_is_optional() -> None:
    """緋想之劍 「你可以令其判定」: declined, no judgement and the damage happens."""
    g, s, p, q = duel("緋想之劍")
    s.judgement = small_deck(["H5", "S5"])
    hp = q.hp
    dog_at(g, s, p, q.seat, NO)
    assert q.hp == hp - 1 and len(s.judgement.face_up) == 0


def test_gungnir_dogs_cannot_be_answered() -> None:
    """岡格尼爾 「鎖定技，你使用的【狗】不能被響應。」 — no 【流浪貓】 window (R-C23)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat)
    give(s, q.seat, "流浪貓")
    arm(s, p.seat, "岡格尼爾")
    hp = q.hp
    asks = dog_at(g, s, p, q.seat)
    assert q.hp == hp - 1 and not [a for a in asks if a.seat == q.seat]


def test_laevatein_needs_a_different_attribute() -> None:
    """萊瓦汀 「每當你使用【狗】指定一名與你歸化屬性不同的目標角色后，若其有手牌，你可以令其棄置一張手牌，若如此做，你摸一張
    牌。」 — without 人妖牌 nobody has a 屬性, so nobody differs (R-C16): no ask."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat)
    give(s, q.seat, "家貓")
    arm(s, p.seat, "萊瓦汀")
    asks = dog_at(g, s, p, q.seat)
    assert not [a for a in asks if a.skill == "萊瓦汀"]


def test_laevatein_the_target_discards_a_card_of_its_choice_and_you_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    """萊瓦汀 「…你可以令其棄置一張手牌，若如此做，你摸一張牌。」 (R-G9: the target chooses), with two different 屬性."""
    g, s, p, others = table()
    q = s.players[others[0]]
    monkeypatch.setattr(equipment, "attribute", lambda g, x: "狂隱" if x.seat == p.seat else None)
    near(s, p.seat, q.seat)
    held = give(s, q.seat, "家貓") + give(s, q.seat, "無中生有")
    arm(s, p.seat, "萊瓦汀")
    hp = q.hp
    dog_at(g, s, p, q.seat, YES, {"choice": held[1]})
    assert q.hand == [held[0]] and held[1] in s.discard and len(p.hand) == 1 and q.hp == hp - 1


def test_cat_cart_adds_everyone_on_the_chosen_axis() -> None:
    """貓車 「鎖定技，當你使用【狗】指定目標后，你選擇X軸或Y軸之一，令與目標角色在你選擇的維度坐標相同的所有角色也成為此牌
    目標。」 — every other character with that coordinate, without a vision check (R-C18)."""
    g, s, p, others = table()
    a, b, c = (s.players[x] for x in others[:3])
    assert p.position is not None
    x, y = p.position
    a.position, b.position, c.position = (x + 1, y), (x + 1, y + 40), (x + 2, y + 40)
    arm(s, p.seat, "貓車")
    hp = {q.seat: q.hp for q in (a, b, c)}
    dog_at(g, s, p, a.seat, {"choice": "X軸"})
    assert (a.hp, b.hp, c.hp) == (hp[a.seat] - 1, hp[b.seat] - 1, hp[c.seat])


def test_shinigami_scythe_moves_one_cell_and_uses_a_gained_dog() -> None:
    """死神鐮刀 「每當你使用的【狗】被目標角色使用的【流浪貓】抵消時，你可以行動1格：若你因此次行動獲得了【狗】，你將其中一張
    【狗】對其使用。」 — a step onto a 《野外》 searches a 【狗】 (R-T1), used on the same target (R-C19)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    wild, start = next((w.pos, (c.pos, d)) for w in s.board.of_kind(Kind.YEWAI) for c in s.board.cells
                       for d in Direction if c.pos != w.pos and s.board.step(c.pos, d, choose=lambda o: o[0]).position
                       == w.pos)
    for npc, where in s.npcs.items():
        if where == wild:
            s.npcs[npc] = None
    p.position, p.heading = start
    q.position = (start[0][0] + 1, start[0][1])
    (cat,) = give(s, q.seat, "流浪貓")
    (top,) = [c for c in s.deck if s.cards[c].name == "狗"][:1]
    s.deck.remove(top)
    s.deck.insert(0, top)
    arm(s, p.seat, "死神鐮刀")
    hp = q.hp
    dog_at(g, s, p, q.seat, {"choice": cat}, YES)
    assert p.position == wild and top in s.discard and q.hp == hp - 1


def test_shinigami_scythe_step_is_a_move_sakuya_voids() -> None:
    """死神鐮刀 「你可以行動1格」 is a 行動: 機會 5 十六夜咲夜 「接下來的X次行動無效果。」 voids it like a throw (R-J5, R-G12) —
    no step, no 【狗】 gained, and the void 行動 is used up."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat)
    (cat,) = give(s, q.seat, "流浪貓")
    arm(s, p.seat, "死神鐮刀")
    p.void_moves = 1
    at, hp, hand = p.position, q.hp, list(p.hand)
    dog_at(g, s, p, q.seat, {"choice": cat}, YES)
    assert p.position == at and p.void_moves == 0 and q.hp == hp and p.hand == hand


def test_dowsing_rod_uses_an_animal_card_as_a_dog_and_a_non_animal_as_a_stray_cat() -> None:
    """探寶棒 「你可以將一張(動物牌/非動物牌)當(【狗】/【流浪貓】)使用或打出。」 (R-C20)."""
    g, s, p, q = duel("探寶棒")
    (house,) = give(s, p.seat, "家貓")
    assert {"skill": "探寶棒", "choice": house, "target": q.seat} in play.options(g, p, 0)
    hp = q.hp
    use(g, p, {"skill": "探寶棒", "choice": house, "target": q.seat})
    assert q.hp == hp - 1 and house in s.discard
    # the target with 探寶棒 answers with a 非動物牌 (its own 探寶棒 is one: 「牌」 = hand and equipment, R-G4)
    rod = p.equips.pop()  # the only 探寶棒 changes hands
    q.equips.append(rod)
    (trick,) = give(s, q.seat, "無中生有")
    asks = dog_at(g, s, p, q.seat, lambda a: {"skill": "探寶棒", "choice": trick})
    assert {"skill": "探寶棒", "choice": rod} in asks[-1].options
    assert q.hp == hp - 1 and trick in s.discard


def test_dowsing_rod_plays_an_animal_card_as_a_dog_in_jingu() -> None:
    """探寶棒 「…當【狗】…打出」 in 金鼓齊鳴 「其與你輪流打出一張【狗】」."""
    g, s, p, others = table()
    q = s.players[others[0]]
    (drum,) = give(s, p.seat, "金鼓齊鳴")
    arm(s, q.seat, "探寶棒")
    (cat,) = give(s, q.seat, "流浪貓")
    hp = p.hp
    use(g, p, {"choice": drum, "target": q.seat}, {"skill": "探寶棒", "choice": cat})
    assert p.hp == hp - 1 and cat in s.discard


def test_control_rod_discards_a_random_equipment_card_of_the_target() -> None:
    """制御棒 「鎖定技，每當你使用【狗】對目標角色造成傷害時，其隨機棄置裝備區里的一張牌。」 (R-C22)."""
    g, s, p, q = duel("制御棒")
    kept = [arm(s, q.seat, "唐傘"), arm(s, q.seat, "繩子")]
    hp = q.hp
    dog_at(g, s, p, q.seat)
    assert q.hp == hp - 1 and len(q.equips) == 1 and set(kept) - set(q.equips) <= set(s.discard)


# ---- armour --------------------------------------------------------------------------------------------------------


def test_camera_red_judgement_counts_as_a_stray_cat_the_dog_user_initiates() -> None:
    """照相機 「每當你需要使用或打出一張【流浪貓】…你可以判定（若你需要響應特定角色的牌…該角色為發起方…）：若結果為紅色，
    視為你使用或打出了一張…【流浪貓】。」 — a 小王 is chosen by the initiator, the 【狗】's user (R-G6)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat)
    arm(s, q.seat, "照相機")
    s.judgement = small_deck(["JOKER_SMALL", "S5"])
    hp = q.hp
    asks = dog_at(g, s, p, q.seat, {"skill": "照相機", "choice": "判定"}, {"choice": "紅桃"}, {"choice": "5"})
    assert q.hp == hp and asks[2].seat == p.seat


def test_camera_black_judgement_leaves_a_real_stray_cat() -> None:
    """照相機 「若結果為紅色，視為…」: black — nothing; a real 【流浪貓】 can still be used (R-C12)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat)
    arm(s, q.seat, "照相機")
    (cat,) = give(s, q.seat, "流浪貓")
    s.judgement = small_deck(["S5", "H5"])
    hp = q.hp
    asks = dog_at(g, s, p, q.seat, {"skill": "照相機", "choice": "判定"}, {"choice": cat})
    assert q.hp == hp and cat in s.discard
    assert {"skill": "照相機", "choice": "判定"} not in asks[-1].options
    s.judgement = small_deck(["S5", "H5"])
    dog_at(g, s, p, q.seat, {"skill": "照相機", "choice": "判定"})
    assert q.hp == hp - 1


def test_camera_plays_a_dog_only_outside_ones_turn() -> None:
    """照相機 「…或于回合外使用或打出一張【狗】時，你可以判定…：若結果為紅色，視為你使用或打出了一張【狗】」 — in 金鼓齊鳴 the
    target, outside its turn, plays one so; the user, in its turn, cannot."""
    g, s, p, others = table()
    q = s.players[others[0]]
    (drum,) = give(s, p.seat, "金鼓齊鳴")
    arm(s, q.seat, "照相機")
    arm(s, p.seat, "照相機")
    s.judgement = small_deck(["H5", "S5"])
    hp = p.hp
    asks = use(g, p, {"choice": drum, "target": q.seat}, {"skill": "照相機", "choice": "判定"})
    assert p.hp == hp - 1 and not [a for a in asks if a.seat == p.seat and a.skill == "金鼓齊鳴"]


def test_joururi_mirror_voids_the_dog_in_the_wild_and_jingu_elsewhere() -> None:
    """凈琉璃之鏡 「鎖定技，若你(處于/不處于)《野外》，(【狗】/【金鼓齊鳴】)對你無效。」 (R-C15: the cell stood on now)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    arm(s, q.seat, "凈琉璃之鏡")
    arm(s, p.seat, "繩子")
    q.position = cell_of(s, Kind.YEWAI)
    p.position = (q.position[0] + 1, q.position[1])
    hp = q.hp
    dog_at(g, s, p, q.seat)
    assert q.hp == hp
    (drum,) = give(s, p.seat, "金鼓齊鳴")
    use(g, p, {"choice": drum, "target": q.seat})  # in 《野外》 the 金鼓齊鳴 works: q plays no 狗
    assert q.hp == hp - 1
    q.position = cell_of(s, Kind.MOPAI)
    p.position = (q.position[0] + 1, q.position[1])
    (drum,) = give(s, p.seat, "金鼓齊鳴")
    use(g, p, {"choice": drum, "target": q.seat})
    assert q.hp == hp - 1
    dog_at(g, s, p, q.seat)
    assert q.hp == hp - 2


def test_oarfish_robe_cannot_be_targeted_by_a_dog_from_a_building() -> None:
    """龍魚之羽衣 「鎖定技，你不能成為處于建筑的角色使用的【狗】的目標。」 (R-C17: the user's cell)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    arm(s, q.seat, "龍魚之羽衣")
    (dog,) = give(s, p.seat, "狗")
    p.position = cell_of(s, Kind.GOUSHE)
    near(s, p.seat, q.seat)
    assert {"choice": dog, "target": q.seat} not in play.options(g, p, 0)
    p.position = cell_of(s, Kind.MOPAI)
    near(s, p.seat, q.seat)
    assert {"choice": dog, "target": q.seat} in play.options(g, p, 0)

