"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): 挑選角色 (選將) and the character card — selection.py, setup.py.

The 選將 mechanics do not depend on any skill: these tests open the whole 54-card pile (`skills.playable`
patched); a room offers only the characters daoyan plays."""

from __future__ import annotations

from typing import Any

import pytest

from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import RULES, selection, skills
from daoyan.games.fuweng.characters import character, standard_characters
from daoyan.games.fuweng.state import FState

SEED_FILE = "001_ea231be5ab83fae4.txt"
ALL = [c.id for c in standard_characters()]


@pytest.fixture
def every_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(skills, "playable", lambda: list(ALL))


def new(players: int = 5, seed: int = 1) -> Game:
    return Game(RULES, players, seed, {"人妖牌": "標準版"})


def asked(g: Game) -> tuple[int, list[str]]:
    (seat, a), = g.pending.items()
    assert a.skill == "選將"
    return seat, [o["choice"] for o in a.options]


def canglu_of(g: Game) -> int:
    return next(e.data["蒼鷺"] for e in g.log.entries if "蒼鷺" in (e.data or {}))


def test_the_canglu_picks_first_from_eight_cards_and_shows_his_choice(every_card: None) -> None:
    """「首先分給蒼鷺玩家隨機抽取的8張人妖牌。由蒼鷺玩家挑選一個角色扮演，并將選好的人妖牌展示給其他玩家。」"""
    g = new()
    seat, offered = asked(g)
    assert seat == canglu_of(g) and len(offered) == 8 and len(set(offered)) == 8
    g.answer(seat, {"choice": offered[3]})
    shown = [e for e in g.log.entries if (e.data or {}).get("character") == offered[3] and e.audience.kind == "all"]
    assert shown, "the chosen card is shown to everybody"


def test_each_next_player_is_the_upper_seat_and_gets_the_other_seven_and_the_piles_top(every_card: None) -> None:
    """「每個玩家選將完畢后，將剩余的7張人妖牌與人妖牌堆頂一張牌洗混交給上家令其挑選一張亮出。重復此流程直到所有玩家
    都選將完畢」 — 上家: the previous seat in turn order (趙 is the 蒼鷺, 錢 his 下家 …)."""
    g = new(6, seed=4)
    canglu = canglu_of(g)
    order = [canglu]
    seat, offered = asked(g)
    g.answer(seat, {"choice": offered[0]})
    left = set(offered[1:])
    for _ in range(5):
        seat, offered = asked(g)
        order.append(seat)
        assert len(offered) == 8 and len(left & set(offered)) == 7  # the seven passed on, and one new card
        g.answer(seat, {"choice": offered[-1]})
        left = set(offered[:-1])
    assert order == selection.pick_order(canglu, [(canglu - 1 + k) % 6 + 1 for k in range(6)])
    assert order[1] == (canglu - 2) % 6 + 1  # the 蒼鷺's 上家
    assert isinstance(g.state, FState)  # 起始配置 follows once everyone has chosen


def finish_selection(g: Game) -> dict[int, str]:
    chosen: dict[int, str] = {}
    while g.pending and next(iter(g.pending.values())).skill == "選將":
        seat, offered = asked(g)
        chosen[seat] = offered[0]
        g.answer(seat, {"choice": offered[0]})
    return chosen


def test_max_hp_and_attribute_come_from_the_card_and_the_canglu_gets_one_more(every_card: None) -> None:
    """「格式：花色點數，稱號，體力上限（標準版所有角色初始體力均等于體力上限），屬性（如有）」 「蒼鷺體力上限+1。」"""
    g = new(5, seed=2)
    chosen = finish_selection(g)
    s = g.state
    assert isinstance(s, FState)
    for seat, card_id in chosen.items():
        p, card = s.players[seat], character(card_id)
        extra = 1 if p.identity == "蒼鷺" else 0
        assert p.character == card_id and p.max_hp == p.hp == card.max_hp + extra and p.attribute == card.attribute


def test_the_unchosen_cards_become_the_judgement_deck(every_card: None) -> None:
    """「選將結束后，將剩余人妖牌堆中未使用的標準版人妖牌備份并洗切，作為本局的判定牌堆。」"""
    g = new(7, seed=3)
    chosen = finish_selection(g)
    s = g.state
    assert isinstance(s, FState)
    deck = {c.id for c, _ in s.judgement.cards}
    assert len(deck) == 54 - 7 and not deck & set(chosen.values())


def test_what_a_player_was_offered_is_his_secret(every_card: None) -> None:
    """Which cards a player was offered is that player's secret: no other seat's view names them (only the cards
    chosen and shown)."""
    g = new(5, seed=5)
    offers: dict[int, list[str]] = {}
    while g.pending and next(iter(g.pending.values())).skill == "選將":
        seat, offered = asked(g)
        offers[seat] = offered
        g.answer(seat, {"choice": offered[0]})
    shown = {offered[0] for offered in offers.values()}
    for seat, offered in offers.items():
        for other in g.seats:
            if other == seat:
                continue
            text = str(seat_view(g, other))
            # (a card the other seat was offered itself is its own knowledge)
            for card_id in set(offered) - shown - set(offers.get(other, [])):
                assert character(card_id).title not in text and f"'{card_id}'" not in text, (other, card_id)


def test_a_room_refuses_a_selection_it_cannot_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """選將 needs 8 cards and one more per next player (5 players: 12): with fewer playable characters the room
    says so, and plays with 11 for 4 players."""
    monkeypatch.setattr(skills, "playable", lambda: ALL[:11])
    with pytest.raises(ConfigError, match="needs 12"):
        Game(RULES, 5, 1, {"人妖牌": "標準版"})
    g = Game(RULES, 4, 1, {"人妖牌": "標準版"})
    assert set(asked(g)[1]) <= set(ALL[:11])


def test_selection_replays_byte_for_byte(every_card: None) -> None:
    def play(seed: int) -> Any:
        g = new(4, seed)
        finish_selection(g)
        return g

    a = play(9)
    b = Game(RULES, 4, 9, {"人妖牌": "標準版"})
    for _, seat, ans in a.history:
        b.answer(seat, ans)
    assert a.snapshot() == b.snapshot()


def arranged(seats: dict[int, dict[str, Any]], players: int = 5, seed: int = 1) -> Game:
    return Game(RULES, players, seed, {"局面": {"seats": seats}})


def test_a_scenario_gives_a_seat_its_character(every_card: None) -> None:
    """`character:` in a scenario's seat: the card's 體力上限 (「蒼鷺體力上限+1。」) and 屬性, shown to everybody;
    the card leaves the 判定牌堆."""
    g = arranged({1: {"character": "獅子"}, 2: {"character": "黑桃K"}})
    s = g.state
    assert isinstance(s, FState)
    lion, judge = s.players[1], s.players[2]
    assert lion.character == "HK" and lion.attribute == "狂隱" and judge.character == "SK" and judge.attribute is None
    assert lion.max_hp == lion.hp == 3 + (lion.identity == "蒼鷺")
    assert not {"HK", "SK"} & {c.id for c, _ in s.judgement.cards}
    assert RULES.public_table(g)["seats"]["1"]["character"] == "HK"


def test_a_scenario_refuses_a_character_whose_skill_is_not_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """A character is played with its skill or not at all: never silently without it. All 54 are built (F-21): the
    guard is tried with one taken out of the playable list."""
    assert [c.id for c in standard_characters()] == skills.playable()
    missing = character("俠客")
    built = [c for c in skills.playable() if c != missing.id]
    monkeypatch.setattr(skills, "playable", lambda: built)
    with pytest.raises(ConfigError, match="not built yet"):
        arranged({1: {"character": missing.title}})
    with pytest.raises(ConfigError, match="unknown 人妖牌"):
        arranged({1: {"character": "無名氏"}})


def test_when_the_canglu_dies_the_cat_girls_printed_4_and_outsiders_printed_3_reveal(every_card: None) -> None:
    """「“蒼鷺”陣亡時，所有非特區角色、身份牌不處于明置狀態且人妖牌上的體力上限為(4/3)的(貓娘/表外)亮出身份牌。」
    (R-D8): the printed 體力上限, not the current one; a 特區 card (北方人, 4) keeps its secret."""
    from daoyan.core.events import drive
    from daoyan.games.fuweng import combat

    g = Game(RULES, 8, 3)
    s = g.state
    assert isinstance(s, FState)
    by = {p.identity: [] for p in s.players.values()}  # type: dict[str, list[int]]
    for p in s.players.values():
        by[p.identity].append(p.seat)
    canglu = by["蒼鷺"][0]
    cat1, cat2 = by["貓娘"][:2]
    out1, out2 = by["表外"][:2]
    g2 = arranged({cat1: {"character": "審判官", "max_hp": 6}, cat2: {"character": "北方人"},
                   out1: {"character": "獅子"}, out2: {"character": "叛忍"}}, players=8, seed=3)
    s2 = g2.state
    assert isinstance(s2, FState)
    drive(combat.die(g2, s2.players[canglu], None))
    revealed = {p.seat for p in s2.players.values() if p.revealed}
    assert cat1 in revealed and out1 in revealed  # printed 4 (審判官, though his max is 6 now) / printed 3 (獅子)
    assert cat2 not in revealed  # 北方人: 4, but 特區
    assert out2 not in revealed  # 叛忍: 4, a 表外 reveals at 3


def test_the_web_table_and_the_seat_show_the_character() -> None:
    """「并將選好的人妖牌展示給其他玩家」: every seat's row names its card and 屬性 (in either language); a seat's own
    zone shows its skill as printed."""
    g = arranged({1: {"character": "創世神"}, 2: {"character": "圣皇"}})
    d = RULES.display(g, 2, "zh")
    rows = {r[0]: r for r in d["rows"]}
    assert rows["1號"][3] == "創世神(大王) 狂隱" and rows["2號"][3] == "圣皇(小王)" and rows["3號"][3] == "—"
    you = {z["label"]: z for z in d["you"]}
    assert "【護尊】存活技" in you["人妖牌"]["text"]
    en = RULES.display(g, 2, "en")
    assert en["rows"][0][3] == "Creator (Big Joker) Reclusive"


def test_an_offer_reads_as_the_card_in_the_terminal_and_on_the_web(every_card: None) -> None:
    """What a 選將 option says: the card's title and label, its 體力上限 and 屬性 (in either language) — not its id."""
    g = new()
    seat, _ = asked(g)
    ask = g.pending[seat]
    text = RULES.describe_option_in(g, ask, {"choice": "HK"}, "zh")
    assert text == "獅子(紅桃K) 體力上限3 狂隱"
    assert RULES.describe_option_in(g, ask, {"choice": "SK"}, "en") == "Judge (K of Spades) max HP 4"


def test_the_standard_roster_is_the_book_s_list_in_its_order() -> None:
    """「以下為標準版人妖牌及臺詞一覽。」 (as scraped: 「以下為標(biāo)準(zhǔn)版人妖牌及臺(tái)詞一覽。」) — the list that follows is the
    標準版: 54 cards, each with its 技能 and 陣亡 lines; the characters daoyan plays are a part of it, in its order, and
    each module's card is one of them."""
    cards = standard_characters()
    assert len(cards) == 54 and len({c.id for c in cards}) == 54
    ids = [c.id for c in cards]
    played = skills.playable()
    assert played == [c for c in ids if c in played]
    assert all(any(line.startswith("陣亡：") for line in character(c).lines) for c in played)


def test_every_seat_s_character_card_is_shown_with_its_skill_and_kept_state() -> None:
    """The table shows each seat's 人妖牌 — title, card, 屬性, its skill text as printed — and what its skills keep in
    sight of all (a 限定技 used, a 轉換技's side), in Chinese and in English (issue 23)."""
    from daoyan.games.fuweng.terminal import describe_you

    g = Game(RULES, 5, 1, {"局面": {"seats": {1: {"character": "二人轉", "used": ["囂攘"]},
                                             2: {"character": "預言家", "陰陽": {"引燃": "陰"}}}}})
    text = describe_you(g, 3, board=False)
    assert "1號 二人轉: " + character("二人轉").skill_text in text
    assert "2號 預言家: " + character("預言家").skill_text in text
    assert "【囂攘】已發動" in text and "【引燃】陰" in text
    en = describe_you(g, 3, "en", board=False)
    assert "#1 Duet: [Clamour]" in en and "[Ignite] Yin" in en


def test_the_offered_cards_are_shown_with_their_skills_while_choosing(every_card: None) -> None:
    """選將: the seat being asked sees each card offered to it with its skill as printed (a new player chooses by what
    the card does); no other seat sees them (the offer is its secret)."""
    from daoyan.games.fuweng.terminal import describe_you

    g = Game(RULES, 5, 2, {"人妖牌": "標準版"})
    (seat, ask), = g.pending.items()
    text = describe_you(g, seat, board=False)
    assert "你拿到的人妖牌:" in text
    for o in ask.options:
        assert character(str(o["choice"])).skill_text.splitlines()[0][:20] in text
    other = next(x for x in g.seats if x != seat)
    assert "你拿到的人妖牌" not in describe_you(g, other, board=False)
