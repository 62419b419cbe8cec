"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): the 大招牌 and 延時大招牌, the 【無懈可擊】 chain and the 判定階段
(readings R-C4–R-C11, R-G5, R-G6, R-G9; docs/rulings/fuweng.md section 1g). Each test quotes the book's words it
checks."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import drive, game, give, near, playing
from test_judgement import small_deck

from daoyan.core.game import Game
from daoyan.games.fuweng import combat, play, tricks
from daoyan.games.fuweng.state import FState, Player, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
KEEP = {"choice": "不出"}


def table(players: int = 5, seed: int = 1) -> tuple[Game, FState, Player, list[int]]:
    """A game whose hands are all back in the pile; the first seat in turn order is in its play phase.
    Returns the game, its state, that player and the other seats in turn order."""
    g, s = game(players, seed)
    for q in s.players.values():
        s.deck += q.hand
        q.hand = []
    order = s.order()
    return g, s, playing(g, s, order[0]), order[1:]


def use(g: Game, p: Player, choice: dict[str, Any], *answers: dict[str, Any]) -> list[Any]:
    """`p` makes the (legal) play-phase use `choice`, the script answers the rest, then the phase ends."""
    return drive(g, play.play_phase(g, p), choice, *answers, then=END)


def trick_options(g: Game, p: Player, card: int) -> list[int]:
    return [o["target"] for o in play.options(g, p, 0) if o.get("choice") == card]


def lay(s: FState, seat: int, name: str, n: int = 1, zone: str = "judging") -> list[int]:
    """Put `n` cards named `name` from the pile into `seat`'s 判定區 (or another zone), in that order."""
    got = give(s, seat, name, n)
    q = s.players[seat]
    q.hand = [c for c in q.hand if c not in got]
    getattr(q, zone).extend(got)
    return got


def judged_at(g: Game, s: FState, seat: int, *answers: dict[str, Any]) -> list[Any]:
    """`seat`'s 判定階段 in its own turn."""
    s.turn = Turn(seat, "判定")
    return drive(g, tricks.judge_phase(g, s.players[seat]), *answers)


# ---- 無懈可擊 ----------------------------------------------------------------------------------------------------------


def test_nullification_cancels_a_trick_on_its_target() -> None:
    """【無懈可擊】 「一張大招牌生效前，抵消此牌對一名角色產生的效果」: the 無中生有 draws nothing; both used cards go to the
    discard pile (「游戲牌在使用后均需棄置（放入棄牌堆）」, R-G5)."""
    g, s, p, others = table()
    (card,) = give(s, p.seat, "無中生有")
    (nul,) = give(s, others[1], "無懈可擊")
    use(g, p, {"choice": card, "target": p.seat}, {"choice": nul})
    assert p.hand == [] and s.players[others[1]].hand == []
    assert card in s.discard and nul in s.discard


def test_a_nullification_can_be_nullified() -> None:
    """「或抵消另一張【無懈可擊】產生的效果。」: two in a chain — the second cancels the first, the trick takes effect."""
    g, s, p, others = table()
    (card,) = give(s, p.seat, "無中生有")
    (a,) = give(s, others[0], "無懈可擊")
    (b,) = give(s, p.seat, "無懈可擊")
    asks = use(g, p, {"choice": card, "target": p.seat}, KEEP, {"choice": a}, {"choice": b})
    assert [x.seat for x in asks[1:4]] == [p.seat, others[0], p.seat]  # each window from the current character
    assert len(p.hand) == 3 and a in s.discard and b in s.discard


def test_three_nullifications_cancel() -> None:
    """「抵消另一張【無懈可擊】產生的效果」 three times: an odd number cancels the trick (R-C7)."""
    g, s, p, others = table()
    (card,) = give(s, p.seat, "無中生有")
    a, c = give(s, others[0], "無懈可擊", 2)
    (b,) = give(s, p.seat, "無懈可擊")
    use(g, p, {"choice": card, "target": p.seat}, KEEP, {"choice": a}, {"choice": b}, {"choice": c})
    assert p.hand == []


def test_the_window_asks_holders_in_turn_order_from_the_current_character() -> None:
    """「一張大招牌生效前」: everyone holding a 【無懈可擊】 is asked in turn order from the current character (R-C7),
    the dead too; nobody uses one, the trick takes effect."""
    g, s, p, others = table()
    (card,) = give(s, p.seat, "無中生有")
    give(s, others[2], "無懈可擊")
    give(s, others[0], "無懈可擊")
    s.players[others[2]].dead = True
    asks = use(g, p, {"choice": card, "target": p.seat}, KEEP, KEEP)
    assert [(x.seat, x.skill) for x in asks[1:3]] == [(others[0], "無懈可擊"), (others[2], "無懈可擊")]
    assert len(p.hand) == 3


def test_nullification_is_not_used_on_its_own() -> None:
    """【無懈可擊】 is used only 「一張大招牌生效前」: it is no play-phase use."""
    g, s, p, _ = table()
    (nul,) = give(s, p.seat, "無懈可擊")
    assert trick_options(g, p, nul) == []


# ---- 大招牌 ------------------------------------------------------------------------------------------------------------


def test_jingu_the_target_plays_first_and_the_one_who_stops_takes_one_damage() -> None:
    """金鼓齊鳴 「出牌階段，對一名其它角色使用。由其開始，其與你輪流打出一張【狗】，直到其中一方未打出【狗】為止。
    未打出【狗】的一方受到另一方對其造成的1點傷害。」 — no range (R-C4)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    q.position = (99, 99)
    (card,) = give(s, p.seat, "金鼓齊鳴")
    assert q.seat in trick_options(g, p, card) and p.seat not in trick_options(g, p, card)
    (mine,) = give(s, p.seat, "狗")
    (theirs,) = give(s, q.seat, "狗")
    hp = q.hp
    asks = use(g, p, {"choice": card, "target": q.seat}, {"choice": theirs}, {"choice": mine})
    assert [x.seat for x in asks[1:3]] == [q.seat, p.seat]  # 「由其開始」
    assert q.hp == hp - 1 and p.hp == p.max_hp and {mine, theirs} <= set(s.discard)
    hit = [e.data for e in g.log.entries if e.data.get("damage")]
    assert hit[-1]["seat"] == q.seat and hit[-1]["source"] == p.seat  # 「另一方對其造成」


def test_jingu_the_user_who_plays_no_dog_is_hurt_by_the_target() -> None:
    """金鼓齊鳴 「未打出【狗】的一方受到另一方對其造成的1點傷害。」 — the user can be the one (its 狗 kept)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    (card,) = give(s, p.seat, "金鼓齊鳴")
    (mine,) = give(s, p.seat, "狗")
    (theirs,) = give(s, q.seat, "狗")
    use(g, p, {"choice": card, "target": q.seat}, {"choice": theirs}, KEEP, {"choice": "結束"})
    assert p.hp == p.max_hp - 1 and q.hp == q.max_hp and mine in p.hand
    hit = [e.data for e in g.log.entries if e.data.get("damage")]
    assert hit[-1]["seat"] == p.seat and hit[-1]["source"] == q.seat


def only_near_with_cards(g: Game, s: FState, p: Player, others: list[int], name: str,
                         n: int) -> tuple[Player, int, list[int]]:
    """`p` holds a `name`; of three others, one near with `n` 狗 in hand, one out of vision with a 狗 and one near
    with nothing: only the first is a target (「對你視野范圍內的一名…有…牌的其它角色使用」). Returns it, the card
    and its 狗."""
    q, far, empty = (s.players[x] for x in others[:3])
    near(s, p.seat, q.seat)
    near(s, p.seat, empty.seat)
    far.position = (99, 99)
    give(s, far.seat, "狗")
    (card,) = give(s, p.seat, name)
    dogs = give(s, q.seat, "狗", n)
    assert trick_options(g, p, card) == [q.seat]
    return q, card, dogs


def test_fudi_sees_the_hand_and_discards_any_card_of_the_area() -> None:
    """釜底抽薪 「出牌階段，對你視野范圍內的一名區域里有牌的其它角色使用。你棄置其區域內一張牌（觀看手牌）。」 — hand,
    equipment and 判定區 (R-C5, R-G4)."""
    g, s, p, others = table()
    q, card, hand = only_near_with_cards(g, s, p, others, "釜底抽薪", 1)
    equip = lay(s, q.seat, "繩子", zone="equips")
    (meiren,) = lay(s, q.seat, "美人計")
    asks = use(g, p, {"choice": card, "target": q.seat}, {"choice": meiren})
    assert sorted(o["choice"] for o in asks[1].options) == sorted(hand + equip + [meiren])
    assert q.judging == [] and q.hand == hand and q.equips == equip and meiren in s.discard
    seen = [e for e in g.log.entries if "seen" in e.data]
    assert seen and seen[-1].data["seen"] == hand
    assert seen[-1].audience.sees(p.seat) and not seen[-1].audience.sees(q.seat)


def test_shunshou_takes_a_random_hand_card_in_vision() -> None:
    """順手牽羊 「出牌階段，對你視野范圍內的一名有手牌的其它角色使用。你獲得其一張手牌。」 — random (R-C6, R-G9:
    「涉及其它角色的手牌的操作如無特殊說明，均為隨機操作。」)."""
    g, s, p, others = table()
    q, card, had = only_near_with_cards(g, s, p, others, "順手牽羊", 2)
    asks = use(g, p, {"choice": card, "target": q.seat})
    assert {x.skill for x in asks} == {"出牌"}  # no choice is asked: the card is random
    (taken,) = p.hand
    assert taken in had and q.hand == [c for c in had if c != taken]
    assert [e for e in g.chance.events if e["chance"] == "順手牽羊"][-1]["value"] == taken


def test_wuzhong_draws_three() -> None:
    """無中生有 「出牌階段，對你使用。你摸三張牌。」"""
    g, s, p, _ = table()
    (card,) = give(s, p.seat, "無中生有")
    assert trick_options(g, p, card) == [p.seat]
    top = s.deck[:3]
    use(g, p, {"choice": card, "target": p.seat})
    assert p.hand == top and card in s.discard and card not in s.adoption


def test_mantian_draws_the_difference_read_after_the_card_left() -> None:
    """瞞天過海 「對你視野范圍內的一名手牌數不小于你的其它角色使用。若其手牌數大于你，你摸X張牌。X為你與其手牌數之差。」
    — legality with the card in hand, X once it has left (R-C8)."""
    g, s, p, others = table()
    rich, equal, poor = (s.players[x] for x in others[:3])
    for q in (rich, equal, poor):
        near(s, p.seat, q.seat)
    (card,) = give(s, p.seat, "瞞天過海")
    give(s, p.seat, "狗", 2)  # 3 cards with the trick
    give(s, rich.seat, "狗", 5)
    give(s, equal.seat, "狗", 3)
    give(s, poor.seat, "狗", 2)
    targets = trick_options(g, p, card)
    assert rich.seat in targets and equal.seat in targets and poor.seat not in targets
    use(g, p, {"choice": card, "target": rich.seat})
    assert len(p.hand) == 2 + 3  # X = 5 - 2


def test_mantian_setting_the_card_never_counts() -> None:
    """瞞天過海/以逸待勞 「對你視野范圍內的一名手牌數不小于你的其它角色使用。」 — R-C8's setting 瞞天過海計數: by default
    (計入此牌) the card being used counts while the targets are chosen; 不計此牌 — it never counts, so a character
    with one card fewer than the user's whole hand is a legal target; X is read at resolution either way."""
    g, s, p, others = table()
    poor = s.players[others[0]]
    near(s, p.seat, poor.seat)
    (card,) = give(s, p.seat, "瞞天過海")
    give(s, p.seat, "狗", 2)  # 3 cards with the trick
    give(s, poor.seat, "狗", 2)
    assert poor.seat not in trick_options(g, p, card)
    g.config["瞞天過海計數"] = "不計此牌"
    assert poor.seat in trick_options(g, p, card)
    use(g, p, {"choice": card, "target": poor.seat})
    assert len(p.hand) == 2  # 2 is not more than 2: nothing drawn
    (yiyi,) = give(s, p.seat, "以逸待勞")
    assert poor.seat in trick_options(g, p, yiyi)


def test_yiyi_the_target_discards_the_difference_of_its_choice() -> None:
    """以逸待勞 「對你視野范圍內的一名手牌數不小于你的其它角色使用。若其手牌數大于你，其棄置X張手牌。X為你與其手牌數之差。」
    — the target chooses (R-C8, R-G9); 棄置 (an animal card goes to the 領養區)."""
    g, s, p, others = table()
    q = s.players[others[0]]
    near(s, p.seat, q.seat)
    (card,) = give(s, p.seat, "以逸待勞")
    dogs = give(s, q.seat, "狗", 3)
    asks = use(g, p, {"choice": card, "target": q.seat}, {"choice": dogs[2]}, {"choice": dogs[0]}, {"choice": dogs[1]})
    assert [x.seat for x in asks[1:4]] == [q.seat] * 3 and q.hand == []
    assert s.adoption == [dogs[2]]


def test_wuwo_chooses_for_every_other_character_and_cannot_be_answered() -> None:
    """無我之愛 「出牌階段，對所有其它角色使用。你為每名目標角色選擇一項：摸一張牌；你棄置其一張牌。此牌無目標限制、不能被響應
    且不會失效。」 — dead and off-map included, no 【無懈可擊】 window (R-C9)."""
    g, s, p, others = table()
    (card,) = give(s, p.seat, "無我之愛")
    a, b, c, d = (s.players[x] for x in others)
    b.position, c.dead = None, True
    (nul,) = give(s, a.seat, "無懈可擊")
    (rope,) = lay(s, b.seat, "繩子", zone="equips")
    assert [o for o in play.options(g, p, 0) if o.get("choice") == card] == [{"choice": card}]
    asks = use(g, p, {"choice": card}, {"choice": tricks.RANDOM_HAND}, {"choice": rope}, {"choice": tricks.DRAW},
               {"choice": tricks.DRAW})
    assert [x.seat for x in asks[1:5]] == [p.seat] * 4  # the user chooses, nobody is asked for 無懈可擊
    assert a.hand == [] and nul in s.discard  # its only hand card, discarded
    assert b.equips == [] and len(c.hand) == 1 and len(d.hand) == 1
    assert {"choice": tricks.RANDOM_HAND} not in asks[2].options  # 「你棄置其一張牌」 needs a card there


# ---- 延時大招牌 and the 判定階段 ---------------------------------------------------------------------------------------


def test_meirenji_goes_into_a_targets_judgement_area_one_per_name() -> None:
    """美人計 「出牌階段，對一名其它角色使用。」 — no range (R-C10); 「任何一個玩家面前的判定區里不能放有兩張同名的牌。」"""
    g, s, p, others = table()
    first, second = give(s, p.seat, "美人計", 2)
    q = s.players[others[0]]
    q.position = (99, 99)
    assert q.seat in trick_options(g, p, first) and p.seat not in trick_options(g, p, first)
    use(g, p, {"choice": first, "target": q.seat})
    assert q.judging == [first] and first not in s.discard
    assert q.seat not in trick_options(g, p, second)


def test_meirenji_not_hearts_blocks_the_play_phase() -> None:
    """美人計 「若判定結果不為紅桃，其本回合出牌階段不能使用或打出牌。」"""
    g, s, _, others = table()
    q = s.players[others[0]]
    (card,) = lay(s, q.seat, "美人計")
    give(s, q.seat, "無中生有")
    s.judgement = small_deck(["S5", "H5"])
    judged_at(g, s, q.seat)
    assert q.judging == [] and card in s.discard
    assert s.turn is not None and s.turn.no_play
    s.turn.phase = "出牌"
    assert play.options(g, q, 0) == [END] and drive(g, play.play_phase(g, q)) == []


def test_meirenji_hearts_lets_the_target_play() -> None:
    """美人計 「若判定結果不為紅桃」: a 紅桃 result blocks nothing; the card is discarded."""
    g, s, _, others = table()
    q = s.players[others[0]]
    lay(s, q.seat, "美人計")
    give(s, q.seat, "無中生有")
    s.judgement = small_deck(["H5", "S5"])
    judged_at(g, s, q.seat)
    assert s.turn is not None and not s.turn.no_play and q.judging == []
    s.turn.phase = "出牌"
    assert len(play.options(g, q, 0)) == 2


def test_meirenji_off_the_map_is_not_judged_and_stays() -> None:
    """美人計 「不處于地圖上的角色無需判定此牌。」 (R-C10: it stays until a 判定階段 on the map)."""
    g, s, _, others = table()
    q = s.players[others[0]]
    lay(s, q.seat, "美人計")
    q.position = None
    s.judgement = small_deck(["S5", "H5"])
    judged_at(g, s, q.seat)
    assert len(q.judging) == 1 and len(s.judgement.face_up) == 0


def test_bazhentu_is_used_on_oneself_once() -> None:
    """八陣圖 「出牌階段，對你（你是第一個目標，之后可能會不斷改變）使用。」 and 「判定區里不能放有兩張同名的牌」."""
    g, s, p, _ = table()
    first, second = give(s, p.seat, "八陣圖", 2)
    assert trick_options(g, p, first) == [p.seat]
    use(g, p, {"choice": first, "target": p.seat})
    assert p.judging == [first] and trick_options(g, p, second) == []


def test_bazhentu_spade_two_to_nine_loses_three_hp() -> None:
    """八陣圖 「若判定結果為黑桃2~9，則目標角色失去3點體力。」 — no source, no 傷害 (R-C11)."""
    g, s, _, others = table()
    q = s.players[others[0]]
    lay(s, q.seat, "八陣圖")
    s.judgement = small_deck(["S9", "S10"])
    hp = q.hp
    judged_at(g, s, q.seat)
    assert q.hp == hp - 3 and q.judging == [] and not [e for e in g.log.entries if e.data.get("damage")]


def test_bazhentu_hp_loss_can_kill_with_no_killer() -> None:
    """八陣圖 「則目標角色失去3點體力」 and 「當一名角色的體力降到0或更低時，即進入瀕死狀態」: the death has no killer."""
    g, s, _, others = table(8, seed=2)
    outs = [x for x in others if s.players[x].identity == "表外"]
    assert len(outs) >= 2  # this death does not end the game
    q = s.players[outs[0]]
    lay(s, q.seat, "八陣圖")
    q.hp = 3
    s.judgement = small_deck(["S2", "S10"])
    judged_at(g, s, q.seat)
    died = [e.data for e in g.log.entries if "died" in e.data]
    assert q.dead and died[-1]["killer"] is None


def test_bazhentu_otherwise_moves_to_the_next_character_that_can_hold_it() -> None:
    """八陣圖 「若判定結果不為黑桃2~9，將之移動到其下家的判定區里。」 (R-C11: one already holding an 八陣圖 is skipped)."""
    g, s, _, others = table()
    holder, nxt, after = (s.players[x] for x in others[:3])
    (card,) = lay(s, holder.seat, "八陣圖")
    (other,) = lay(s, nxt.seat, "八陣圖")
    s.judgement = small_deck(["S10", "S5"])
    hp = holder.hp
    judged_at(g, s, holder.seat)
    assert holder.hp == hp and holder.judging == [] and after.judging == [card] and nxt.judging == [other]


def test_the_last_placed_delayed_trick_is_judged_first() -> None:
    """*判定階段 「若面前橫置著延時類大招，必須依次對這些延時類大招進行判定。若面前橫置有兩種或更多的延時類大招，從最后一個
    施加的大招開始判定（最早放置的最后判定）。」"""
    g, s, _, others = table()
    q = s.players[others[0]]
    lay(s, q.seat, "美人計")
    lay(s, q.seat, "八陣圖")
    s.judgement = small_deck(["S5", "H3"])
    hp = q.hp
    judged_at(g, s, q.seat)
    assert q.hp == hp - 3  # 八陣圖 (placed last) got 黑桃5
    assert s.turn is not None and not s.turn.no_play  # 美人計 got 紅桃3


def test_a_nullified_delayed_trick_is_not_judged() -> None:
    """【無懈可擊】 「一張大招牌生效前，抵消此牌對一名角色產生的效果」 on a delayed trick: no judgement; 美人計 is discarded,
    八陣圖 moves on (R-C7)."""
    g, s, _, others = table()
    q, nxt = s.players[others[0]], s.players[others[1]]
    (meiren,) = lay(s, q.seat, "美人計")
    (bazhen,) = lay(s, q.seat, "八陣圖")
    a, b = give(s, nxt.seat, "無懈可擊", 2)
    s.judgement = small_deck(["S5", "S6"])
    asks = judged_at(g, s, q.seat, {"choice": a}, KEEP, {"choice": b})
    assert [x.seat for x in asks] == [nxt.seat] * 3  # it may answer its own 無懈可擊 too
    assert q.judging == [] and nxt.judging == [bazhen] and meiren in s.discard
    assert len(s.judgement.face_up) == 0 and s.turn is not None and not s.turn.no_play


def test_a_joker_in_a_delayed_trick_judgement_is_chosen_by_the_current_character() -> None:
    """「若為(大王/小王)，由(進行/發起)判定的角色決定花色點數」 — a delayed trick's initiator is the current character
    (R-G6)."""
    g, s, _, others = table()
    q = s.players[others[0]]
    lay(s, q.seat, "八陣圖")
    s.judgement = small_deck(["JOKER_SMALL", "H5"])
    hp = q.hp
    asks = judged_at(g, s, q.seat, {"choice": "黑桃"}, {"choice": "7"})
    assert [x.seat for x in asks] == [q.seat, q.seat] and q.hp == hp - 3


def test_hp_loss_of_the_dead_goes_on_without_dying_and_a_setting_cancels_it() -> None:
    """R-D10 (the default, 陣亡失去體力=生效): 失去體力 still applies to a dead character — 「已陣亡角色受到傷害或
    回復體力前，取消之。」 names damage and healing only; its HP may go lower and it never enters 瀕死 again. The setting
    取消 reads the sentence for 失去體力 too (docs/rulings/fuweng.md 1g)."""
    g, s, _, others = table()
    q = s.players[others[0]]
    q.dead, q.hp = True, 0
    assert drive(g, combat.lose_hp(g, q, 3)) == []  # no 家貓 ask: no 瀕死
    assert q.hp == -3 and q.dead
    assert not any("進入瀕死狀態" in e.text for e in g.log.entries)
    g.config["陣亡失去體力"] = "取消"
    drive(g, combat.lose_hp(g, q, 3))
    assert q.hp == -3
    assert "已陣亡: 失去體力被取消" in g.log.entries[-1].text
