"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): every rule line of the book (before the 人妖牌 list) that the
tests check but that the scraped pinyin hides from the quote count, traced to the test(s) that check it.

The book was scraped with pinyin after some characters (「動(dòng)物牌」). The tests quote the book without it, so
a quote-counting tool that does not drop tone-marked pinyin (../shared/tools/seedcov.py) misses them. `BOOK_LINES`
holds each such line exactly as the book prints it (pinyin included, with its line number) and names the test
functions that check it; `test_book_line_is_checked_by_the_named_tests` makes the tracing real: the string is the
book's line, each named function exists, and each quotes the line (pinyin removed; punctuation and white space
ignored) in its docstring or code — or, for a card heading, compares the cards' data with a `HEADINGS` list that
holds it. Remove a test or its quote and this file fails.

Where no test checked a line, the test is in this file (below the table).

A few characters of the table's strings are spelt as \\u escapes (the strings are still exactly the book's lines:
the test compares them with the book). Spelt out, they would share 8 characters with lines this file does not claim
— line 533 「*行動階段」 with its pinyin is inside 【反芻】, 【潛伏】 … — and the quote counter would credit those
人妖牌 lines as tested; `test_the_table_credits_no_line_that_is_not_built` checks that none is. For four lines no
spelling avoids it, so the counter does not see them here though the table traces them: 393 (「領養」, inside a 陣亡
line), 507 (福神NPC, inside 【數論】), 519 (「*準備階段」, inside 【遣使】) and 533.

Not in the table, because they are not built (their rule is not implemented, so no test checks it):
- line 421 「首先分給蒼鷺」… and line 423 「每個玩家選將」… (挑選角色: the 人妖牌 選將) — 人妖牌 are a later issue; the
  game is played 「若沒有加入人妖牌」.
- line 287 「若當前為PVE」… (機會) — not applicable: daoyan has no PVE mode (R-J21, docs/rulings/fuweng.md 1j).
The preface (lines 1–13) and the contact lines (637–643) carry no rule.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import re
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from fuweng_scripts import before_chance, drive, game, give, map_without_chance_cells

from daoyan.core.ask import Ask
from daoyan.core.bots import RandomBot
from daoyan.core.errors import ForcedChanceError
from daoyan.core.game import Game
from daoyan.core.rng import Chance
from daoyan.games.fuweng import basic, chance_events, combat, flow, setup, tiles
from daoyan.games.fuweng.board import Cell, Kind
from daoyan.games.fuweng.cards import KIND_BY_NAME, Category, SubCategory, build_deck
from daoyan.games.fuweng.judgement import JudgementDeck
from daoyan.games.fuweng.state import FState, Holding, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
BOOK = Path(__file__).resolve().parents[3] / "shared" / "seeds" / SEED_FILE

PINYIN = re.compile(r"\([a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+\)")
CARD_HEADING = re.compile(r"(.+)\*(\d+)，(.+)")

# (line number in the book, the line exactly as the book prints it, the tests that check it: "module.function")
BOOK_LINES: list[tuple[int, str, tuple[str, ...]]] = [
    # ---- 游戲牌
    (39, '狗*50，動(dòng)物牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                              "test_cards.test_deck_size_by_category_matches_the_book")),
    (41, '使用時(shí)機(jī)：出牌階段限一次', (
        "test_combat.test_a_dog_deals_one_damage_to_a_character_in_vision_once_per_play_phase",
        "test_cards.test_animal_cards_keep_their_three_fields")),
    (43, '使用目標(biāo)：你視野范圍內(n\u00e8i)\u7684一名其它角色', (
        "test_combat.test_a_dog_deals_one_damage_to_a_character_in_vision_once_per_play_phase",
        "test_cards.test_animal_cards_keep_their_three_fields")),
    (45, '作用效果：你對(du\u00ec)目標(bi\u0101o)\u89d2色造成1點(di\u01cen)傷害', (
        "test_combat.test_a_dog_deals_one_damage_to_a_character_in_vision_once_per_play_phase",
        "test_cards.test_animal_cards_keep_their_three_fields")),
    (47, '流浪貓*25，動(dòng)物牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                  "test_book_lines.test_card_headings_are_the_cards_data")),
    (49, '使用時(shí)機(jī)：以你為目標(biāo)的【狗】生效前', ("test_combat.test_a_stray_cat_cancels_the_dog",)),
    (51, '使用目標(biāo)：以你為目標(biāo)的【狗】', ("test_combat.test_a_stray_cat_cancels_the_dog",)),
    (55, '家貓*14，動(dòng)物牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                "test_book_lines.test_card_headings_are_the_cards_data")),
    (59, '使用目標(biāo)：(你/處于瀕死狀態(tài)的角色)', ("test_cards.test_animal_cards_keep_their_three_fields",)),
    (61, '作用效果：目標(bi\u0101o)角色回復(fù)1點(di\u01cen)體力', ("test_combat.test_house_cat_heals_oneself_when_wounded_in_the_play_phase",)),
    (77, '無(wú)中生有*4，大招牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                 "test_book_lines.test_card_headings_are_the_cards_data")),
    (81, '無(wú)懈可擊*8，大招牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                 "test_book_lines.test_card_headings_are_the_cards_data")),
    (85, '瞞天過(guò)海*2，大招牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                 "test_book_lines.test_card_headings_are_the_cards_data")),
    (93, '無(wú)我之愛*1，大招牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                 "test_book_lines.test_card_headings_are_the_cards_data")),
    (97, '美人計(jì)*3，延時(sh\u00ed)大招牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                       "test_cards.test_deck_size_by_category_matches_the_book")),
    (101, '八陣圖*2，延時(sh\u00ed)大招牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                    "test_book_lines.test_card_headings_are_the_cards_data")),
    (109, '掃帚*3，進(jìn)攻坐騎', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                 "test_cards.test_equipment_sub_categories")),
    (117, '照相機(jī)*2，防具牌', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                 "test_cards.test_equipment_sub_categories")),
    (157, '天狗團(tuán)扇*1，視野范圍+0', ("test_cards.test_every_kind_and_count_as_the_book_lists_them",
                                        "test_book_lines.test_card_headings_are_the_cards_data")),
    (163, '鎖定技，每當(d\u0101ng)\u4f60使用【狗】對(du\u00ec)目標(bi\u0101o)角\u8272造成傷害時(sh\u00ed)，其隨機(jī)棄置裝備區(qū)里的一張牌。', (
        "test_equipment.test_control_rod_discards_a_random_equipment_card_of_the_target",
        "test_cards.test_paragraph_texts_are_the_books")),
    # ---- 地圖
    (183, '狗舍，可免費(fèi)購(gòu)股份3', ("test_book_lines.test_kennels_start_with_three_free_shares",)),
    (191, '*免費(fèi)購(gòu)股', ("test_tiles.test_kennel_free_share",)),
    (211, '*3，博麗靈夢(mèng)', ("test_chance_events.test_chance_3_reimu_discards_three_or_all_and_debt",)),
    (221, '接下來(lái)的X次行動(dòng)無(wú)效果。X為夜羽排名-十六夜咲夜排名+1，今年為1。', (
        "test_book_lines.test_sakuya_voids_exactly_the_next_move",)),
    (223, '*6，夜羽(并列第五名)', ("test_book_lines.test_chance_6_is_mystia_tied_fifth",)),
    (249, '獲得領(l\u01d0ng)養(yǎng)區(qū)所有牌。', ("test_chance_events.test_chance_12_aya_takes_the_adoption_area",)),
    (255, '*14，東風(fēng)谷早苗', ("test_chance_events.test_chance_14_sanae_non_animal_cards_are_dogs",)),
    (265, '獲得隨機(jī)指令；跳過(gu\u00f2)本回合出牌階段。', (
        "test_chance_events.test_chance_16_yukari_random_command_and_no_play_phase",)),
    (273, '本回合：跳過(guò)出牌階段；結(ji\u00e9)束階段，摸三張牌。', (
        "test_chance_events.test_chance_18_tenshi_no_play_phase_and_three_cards_at_the_end",)),
    (281, '回復(fù)1點(di\u01cen)體力。', ("test_chance_events.test_chance_20_suwako_heals_one",)),
    (283, '*負(fù)債機(jī)制', ("test_zones.test_debt_redirects_the_first_cards_to_the_discard_pile",)),
    (295, '經(jīng)過(guò)時(shí)可選擇一項(xi\u00e0ng)：購(gòu)股；賣出。', (
        "test_tiles.test_market_pass_with_nothing_to_do_asks_nothing",
        "test_book_lines.test_passing_the_market_or_the_bank_is_one_choice")),
    (309, '經(jīng)過(guò)時(shí)可選擇一項(xi\u00e0ng)：存款；取款。', ("test_book_lines.test_passing_the_market_or_the_bank_is_one_choice",)),
    (317, '獲得你銀行區(qū)中任意張牌。', ("test_tiles.test_bank_pass_withdraws_any_number_and_debt_applies",)),
    (327, '獲得隨機(jī)指令。', ("test_tiles.test_command_tile_gives_a_random_command_privately",)),
    (329, '貓舍，可購(gòu)股份10', ("test_start.test_catteries_liu_guan_zhang_with_ten_shares",)),
    (347, '回復(fù)1點(di\u01cen)體力。', ("test_tiles.test_rescue_heals_one",)),
    (367, '檢索2張動(dòng)\u7269牌。', ("test_tiles.test_wheel_4_searches_two_animal_cards",)),
    (371, '獲得領(l\u01d0ng)養(yǎng)區(qū)所有牌。', ("test_tiles.test_wheel_5_takes_the_adoption_area",)),
    (379, '選擇一項(xi\u00e0ng)：控告；蹭空調(diào)。', ("test_book_lines.test_court_is_one_choice_of_suing_or_the_air_conditioning",)),
    (393, '領(l\u01d0ng)養(yǎng)', ("test_tiles.test_adoption_tile_takes_every_adopted_card",)),
    (395, '獲得領(l\u01d0ng)養(yǎng)區(qū)所有牌。', ("test_tiles.test_adoption_tile_takes_every_adopted_card",)),
    (397, '*領(l\u01d0ng)養(yǎng)機(jī)制', ("test_zones.test_discarded_animal_cards_go_to_the_adoption_area_once_per_name",)),
    (407, '持股某一建筑數(shù)量最多且不為0的角色為該建筑的控股角色。若持股某一建筑數(shù)量最多且不為0的角色不唯一，'
          '最后下降到該數(shù)值的角色為控股角色。若無(wú)最后下降到該數(shù)值的角色，最先上升到該數(shù)值的角色為控股角色。', (
              "test_book_lines.test_controller_is_the_top_holder_the_last_to_drop_else_the_first_to_rise",)),
    # ---- 基本規則 (NPCs), 回合流程, 監獄、醫院, 指令
    (489, '*NPC區(qū)機(jī)制', ("test_npcs.test_caishen_searches_two_animal_cards_then_joins_the_npc_area",
                             "test_npcs.test_an_npc_in_the_npc_area_works_face_up_or_down",
                             "test_turns.test_npc_area_flips_then_the_npc_moves_on")),
    (497, '*財(cái)神NPC', ("test_npcs.test_an_npc_in_the_npc_area_works_face_up_or_down",
                           "test_tiles.test_surname_tile_is_a_map_draw")),
    (507, '\u505c留在建筑時(sh\u00ed)，始終執(zh\u00ed)行兩項(xi\u00e0ng)（《貓舍》的購(g\u00f2u)股選項(xi\u00e0ng)可\u4e0d打出牌不執(zh\u00ed)行）。', (
        "test_tiles.test_fushen_runs_both_options_and_shuaishen_none",)),
    (511, '停留在建筑無(wú)效果。', ("test_tiles.test_fushen_runs_both_options_and_shuaishen_none",)),
    (519, '*準(zh\u01d4n)備階段', ("test_book_lines.test_preparation_phase_does_nothing_without_skills",)),
    (521, '通?？梢蕴\ue272^(guò)，有些角色可以使用此階段的技能。', (
        "test_book_lines.test_preparation_phase_does_nothing_without_skills",)),
    (533, '*行動(d\u00f2ng)階段', ("test_turns.test_two_throws_per_action_phase_and_each_moves_that_many_cells",)),
    (549, '通?？梢蕴\ue272^(guò)，有些角色可以使用此階段的技能。', (
        "test_book_lines.test_end_phase_does_nothing_but_an_events_draw",)),
    (573, '監(jiān)獄、醫(yī)院', ("test_turns.test_prison_counts_down_then_sends_back_to_the_prison_cell",)),
    (583, '除特殊指令外，均可通過(guò)事件“獲得隨機(jī)指令”獲得。', (
        "test_book_lines.test_random_commands_are_the_six_that_are_not_special",)),
    (625, '*轉(zhuǎn)向機(jī)制', ("test_turns.test_forks_turn_at_random_unless_a_turn_record_names_a_way",
                             "test_commands.test_turn_records_a_direction")),
]

NOT_BUILT = {287, 421, 423}  # see the module docstring


def strip_pinyin(line: str) -> str:
    """「動(dòng)物牌」 → 「動物牌」."""
    return PINYIN.sub("", line)


def squash(text: str) -> str:
    """NFKC, without punctuation, white space and control/private characters: how a quote is compared."""
    return "".join(ch for ch in unicodedata.normalize("NFKC", text) if unicodedata.category(ch)[0] not in "PZC")


def book_lines() -> list[str]:
    if not BOOK.exists():
        pytest.skip(f"rule book {SEED_FILE} not found at {BOOK}")
    return BOOK.read_text(encoding="utf-8").splitlines()


def test_strip_pinyin_keeps_the_books_other_brackets() -> None:
    """Only the scraped pinyin goes: 「(chuàng)」, 「(dòng)」, 「(lǜ)」; 「(并列第五名)」, 「(4/3)」, 「(客)」 stay."""
    assert strip_pinyin("創(chuàng) 動(dòng) 律(lǜ)") == "創 動 律"
    assert strip_pinyin("*6，夜羽(并列第五名) (4/3) 鈴仙(客)") == "*6，夜羽(并列第五名) (4/3) 鈴仙(客)"
    assert squash("「持股+1；\n    該《狗舍》」") == "持股+1該狗舍"


def test_the_table_is_in_book_order_and_leaves_out_what_is_not_built() -> None:
    """One entry per book line, in the book's order; the lines judged not built are not claimed as tested."""
    numbers = [n for n, _, _ in BOOK_LINES]
    assert numbers == sorted(set(numbers))
    assert not NOT_BUILT & set(numbers)
    assert all(refs for _, _, refs in BOOK_LINES)


def counted_text(text: str) -> str:
    """Text as the quote counter compares it: NFKC, ASCII-only pinyin (「(chuang)」) dropped, no punctuation, symbols,
    white space or control characters (../shared/tools/seedcov.py)."""
    text = re.sub(r"\([a-zü]+\)", "", unicodedata.normalize("NFKC", text))
    return "".join(ch for ch in text if unicodedata.category(ch)[0] not in "PZSC")


def test_the_table_credits_no_line_that_is_not_built() -> None:
    """No 8 characters of this file (as the quote counter reads them) are those of a book line this file does not
    claim: the preface, 421/423 and 287 (see above), the contact lines and the 人妖牌 list (line 645 on)."""
    lines = book_lines()
    unbuilt = [(n, line) for n, line in enumerate(lines, 1) if n <= 13 or 637 <= n or n in NOT_BUILT]
    assert len(unbuilt) > 400
    mine = counted_text(Path(__file__).read_text(encoding="utf-8"))
    grams = {mine[i:i + 8] for i in range(len(mine) - 7)}
    for n, line in unbuilt:
        text = counted_text(line)
        shared = [text[i:i + 8] for i in range(len(text) - 7) if text[i:i + 8] in grams]
        assert not shared, f"line {n} shares {shared[:3]} with this file"


@pytest.mark.parametrize(("number", "line", "refs"), BOOK_LINES, ids=[f"L{n}" for n, _, _ in BOOK_LINES])
def test_book_line_is_checked_by_the_named_tests(number: int, line: str, refs: tuple[str, ...]) -> None:
    """Each named test exists and quotes the line (pinyin removed) — or, for a card heading, checks it as data in
    a `HEADINGS` list its module holds; a card heading is also the cards' data; the line is the book's."""
    quote = strip_pinyin(line)
    wanted = squash(quote)
    assert wanted, line
    heading = CARD_HEADING.fullmatch(quote)
    if heading and heading[1] in KIND_BY_NAME:  # 「狗*50，動物牌」: the data of cards.py
        kind = KIND_BY_NAME[heading[1]]
        assert kind.label == quote and kind.count == int(heading[2])
        assert Counter(c.name for c in build_deck())[kind.name] == kind.count
    for ref in refs:
        module_name, _, function_name = ref.partition(".")
        module = importlib.import_module(module_name)
        function = getattr(module, function_name, None)
        assert function is not None and callable(function), f"{ref} does not exist"
        assert function_name.startswith("test_"), f"{ref} is not a test"
        source = inspect.getsource(function)
        if wanted in squash(source):
            continue
        headings = getattr(module, "HEADINGS", ())
        assert heading and quote in headings and "HEADINGS" in source, f"{ref} does not quote 「{quote}」"
    lines = book_lines()
    assert lines[number - 1] == line, f"line {number} of the book is 「{lines[number - 1]}」"


# ---- tests for lines no other test checked ---------------------------------------------------------------------


def place(s: FState, seat: int, kind: Kind, pick: Any = lambda c: True) -> Cell:
    """Put `seat` on the first free cell of `kind` (no character, no NPC) that `pick` accepts."""
    taken = {p.position for p in s.players.values()} | set(s.npcs.values())
    cell = next(c for c in s.board.of_kind(kind) if c.pos not in taken and pick(c))
    s.players[seat].position = cell.pos
    return cell


def holding_at(s: FState, cell: Cell) -> Holding:
    building = s.board.building_at(cell.pos)
    assert building is not None
    return s.holdings[building.name]


def default(a: Ask) -> dict[str, Any]:
    return dict(a.default)


def test_card_headings_are_the_cards_data() -> None:
    """「流浪貓*25，動物牌」 「家貓*14，動物牌」 「無中生有*4，大招牌」 「無懈可擊*8，大招牌」 「瞞天過海*2，大招牌」
    「無我之愛*1，大招牌」 「八陣圖*2，延時大招牌」 「天狗團扇*1，視野范圍+0」 — name, count and 類別 (a weapon's
    視野范圍+X) of cards.py, and that many copies in the deck."""
    expected = {
        "流浪貓": (25, Category.ANIMAL, None, None), "家貓": (14, Category.ANIMAL, None, None),
        "無中生有": (4, Category.TRICK, None, None), "無懈可擊": (8, Category.TRICK, None, None),
        "瞞天過海": (2, Category.TRICK, None, None), "無我之愛": (1, Category.TRICK, None, None),
        "八陣圖": (2, Category.DELAYED_TRICK, None, None),
        "天狗團扇": (1, Category.EQUIPMENT, SubCategory.WEAPON, 0),
    }
    deck = Counter(c.name for c in build_deck())
    for name, (count, category, sub, vision) in expected.items():
        kind = KIND_BY_NAME[name]
        assert (kind.count, kind.category, kind.sub, kind.vision) == (count, category, sub, vision), name
        assert deck[name] == count
    assert [KIND_BY_NAME[n].label for n in expected] == [
        "流浪貓*25，動物牌", "家貓*14，動物牌", "無中生有*4，大招牌", "無懈可擊*8，大招牌", "瞞天過海*2，大招牌",
        "無我之愛*1，大招牌", "八陣圖*2，延時大招牌", "天狗團扇*1，視野范圍+0"]


def test_kennels_start_with_three_free_shares() -> None:
    """「狗舍，可免費購股份3」 — every 《狗舍》 starts with 3 free shares (its surname's holder's 3 shares are not
    among them); a stopper is offered 免費購股 while any is left, three times, then only 打工."""
    for players in range(4, 9):
        _, s = game(players, seed=players)
        kennels = [h for h in s.holdings.values() if h.kind == str(Kind.GOUSHE)]
        assert len(kennels) == 8 and all(h.available == setup.KENNEL_FREE == 3 for h in kennels)
    g, s = game(5, seed=40)
    cell = place(s, 1, Kind.GOUSHE, lambda c: holding_at(s, c).controller() is None)
    h = holding_at(s, cell)
    for left in (3, 2, 1):
        asks = drive(g, tiles.on_stop(g, 1), {"choice": "免費購股"})
        assert asks[0].options == [{"choice": "打工"}, {"choice": "免費購股"}]
        assert asks[0].prompt_params is not None and asks[0].prompt_params["n"] == left
    assert h.available == 0 and h.shares[1] == 3
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "摸一張牌"})
    assert [a.skill for a in asks] == ["打工"]  # no free share left: no choice, 打工 (seat 1 now controls it)




def test_sakuya_voids_exactly_the_next_move() -> None:
    """*5 十六夜咲夜 「接下來的X次行動無效果。X為夜羽排名-十六夜咲夜排名+1，今年為1。」 — met on the first throw of an
    action phase, it voids the second throw of that phase (thrown, no move, no stop: R-J5) and nothing after it:
    X is 1."""
    assert (chance_events.EVENTS[5].name, chance_events.EVENTS[5].x) == ("十六夜咲夜", 1)
    g, s = game(5, seed=5, 機會=[5], 行動投擲=[1, 4, 2, 3])
    p = s.players[2]
    p.position, p.heading = before_chance(s)
    chance_cell = s.board.of_kind(Kind.JIHUI)[0].pos
    drive(g, flow.turn(g, 2), then=default)
    throws = [e.data["throw"] for e in g.log.entries if "throw" in e.data]
    stops = [tuple(e.data["stop"]) for e in g.log.entries if "stop" in e.data]
    assert throws == [1, 4] and stops == [chance_cell] and p.position == chance_cell and p.void_moves == 0
    assert sum("void_move" in e.data for e in g.log.entries) == 1
    s.turn = Turn(2, "行動")
    drive(g, flow.action_phase(g, p), then=default)
    stops = [e.data["stop"] for e in g.log.entries if "stop" in e.data]
    assert len(stops) == 3 and sum("void_move" in e.data for e in g.log.entries) == 1  # the next two move


def test_chance_6_is_mystia_tied_fifth() -> None:
    """「*6，夜羽(并列第五名)」 「視為使用X張【無我之愛】。X為7-夜羽排名，今年為2。」 — event 6 is 夜羽, and her rank (tied
    fifth) gives X = 7 - 5 = 2: two 【無我之愛】, one choice per other character each."""
    event = chance_events.EVENTS[6]
    assert (event.name, event.x) == ("夜羽", 7 - 5)
    g, s = game(5, seed=6, 機會=[6])
    s.players[1].position = s.board.of_kind(Kind.JIHUI)[0].pos
    s.turn = Turn(1, "行動")
    asks = drive(g, tiles.on_stop(g, 1), then={"choice": "摸一張牌"})
    assert len(asks) == 2 * 4 and {a.skill for a in asks} == {"無我之愛"}
    assert any(e.data.get("機會") == 6 and e.data.get("x") == 2 for e in g.log.entries)


def test_passing_the_market_or_the_bank_is_one_choice() -> None:
    """《股市》 「經過時可選擇一項：購股；賣出。」 《銀行》 「經過時可選擇一項：存款；取款。」 — one of the two, or neither
    (「可」): after 賣出 there is no 購股, after 取款 no 存款."""
    g, s = game(5, seed=41)
    p = s.players[2]
    (dog,) = give(s, 2, "狗")
    h = next(h for h in s.holdings.values() if h.shares.get(2, 0) == 3)
    market = s.board.of_kind(Kind.GUSHI)[0].pos
    kennel_names = [k.building for k in tiles.kennels(s)]
    asks = drive(g, tiles.on_pass(g, 2, market), {"choice": "賣出", "target": h.building}, {"target": 1})
    assert asks[0].options == ([{"choice": "放棄"}] + [{"choice": "購股", "target": b} for b in kennel_names]
                               + [{"choice": "賣出", "target": h.building}])
    assert len(asks) == 2 and h.shares[2] == 2 and dog in p.hand  # sold one; no 【狗】 played to buy
    hand = list(p.hand)
    assert len(drive(g, tiles.on_pass(g, 2, market), {"choice": "放棄"})) == 1 and p.hand == hand
    bank = s.deck[:2]
    s.deck = s.deck[2:]
    p.bank = list(bank)
    counter = s.board.of_kind(Kind.YINHANG)[0].pos
    asks = drive(g, tiles.on_pass(g, 2, counter), {"choice": "取款"}, {"target": bank[0]}, {"choice": "完成"})
    assert asks[0].options == [{"choice": "放棄"}, {"choice": "存款"}, {"choice": "取款"}]
    assert p.bank == [bank[1]] and p.hand == [*hand, bank[0]]  # nothing deposited
    assert len(drive(g, tiles.on_pass(g, 2, counter), {"choice": "放棄"})) == 1 and p.bank == [bank[1]]


def test_court_is_one_choice_of_suing_or_the_air_conditioning() -> None:
    """《法院》 「選擇一項：控告；蹭空調。」 — 蹭空調 draws and nobody judges; 控告 (any other character on the map)
    judges and draws nothing."""
    g, s = game(5, seed=42)
    s.players[4].position, s.players[4].hospital = None, 2  # off the map: not a defendant
    place(s, 1, Kind.FAYUAN)
    hand, top = list(s.players[1].hand), s.deck[0]
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "蹭空調"})
    assert asks[0].options == [{"choice": "蹭空調"}] + [{"choice": "控告", "target": o} for o in s.order()
                                                        if o not in (1, 4)]
    assert len(asks) == 1 and s.players[1].hand == [*hand, top] and s.judgement.face_up == ()
    s.judgement = JudgementDeck.from_unused(Chance(0, forced={"判定牌堆": [["C5", "SA"]]}), only=("C5", "SA"))
    asks = drive(g, tiles.on_stop(g, 1), {"choice": "控告", "target": 2}, {"choice": "炫富"})
    assert [a.skill for a in asks] == ["法院", "控告"] and len(s.judgement.face_up) == 1  # 梅花: 和解
    assert s.players[1].hand == [*hand, top] and s.players[2].prison is None and s.players[1].prison is None


def test_controller_is_the_top_holder_the_last_to_drop_else_the_first_to_rise() -> None:
    """控股機制: 「持股某一建筑數量最多且不為0的角色為該建筑的控股角色。若持股某一建筑數量最多且不為0的角色不唯一，
    最后下降到該數值的角色為控股角色。若無最后下降到該數值的角色，最先上升到該數值的角色為控股角色。」 — the controller is
    the one the 打工 asks (R-E1); with no controller the stopper just draws."""
    g, s = game(5, seed=43)
    cell = place(s, 1, Kind.GOUSHE)
    h = holding_at(s, cell)
    h.shares.clear()
    h.changes.clear()
    h.available = 0  # no 免費購股: a stop is 打工 only

    def asked() -> int | None:
        asks = drive(g, tiles.on_stop(g, 1), then={"choice": "摸一張牌"})
        return asks[0].seat if asks else None

    n = len(s.players[1].hand)
    assert h.controller() is None and asked() is None and len(s.players[1].hand) == n + 1
    h.change(2, 2)
    h.change(3, 2)
    assert asked() == 2  # tied at 2, nobody dropped to it: the first to rise to it
    h.change(3, 1)
    assert asked() == 3  # the most shares alone
    h.change(3, -1)
    assert asked() == 3  # tied at 2 again: 3 is the last to drop to it
    h.change(4, 3)
    h.change(4, -1)
    assert asked() == 4  # three tied at 2: 4 dropped to it last
    for seat in (2, 3, 4):
        h.change(seat, -2)
    assert asked() is None  # 「不為0」: nobody holds any


def run_turn(g: Game, seat: int) -> list[Ask]:
    """One whole turn of `seat`, random bots answering; returns the asks (none more once the game is over)."""
    bots = {x: RandomBot(100 + x) for x in g.seats}
    seen: list[Ask] = []

    def answer(a: Ask) -> dict[str, Any]:
        seen.append(a)
        return bots[a.seat].decide(a, dict)

    with contextlib.suppress(combat.GameOver):
        drive(g, flow.turn(g, seat), then=answer)
    return seen


def test_preparation_phase_does_nothing_without_skills() -> None:
    """「*準備階段」 「通?？梢蕴^，有些角色可以使用此階段的技能。」 (R-0.1: read 「通常可以跳過」) — the first of the seven
    phases; no character has a skill (「若沒有加入人妖牌，每人都視為…無技能的角色」), so in whole turns nothing is asked
    and nothing happens in it (the 人妖牌 skills are not built)."""
    assert flow.PHASES[0] == "準備"
    for seed in (1, 2, 3):
        g, s = game(5, seed)
        s.board = map_without_chance_cells()
        for seat in s.order():
            asks = run_turn(g, seat)
            assert "準備" not in {a.phase for a in asks}
        phases = {e.phase for e in g.log.entries}
        assert "準備" not in phases and "行動" in phases  # entries carry their phase


def test_end_phase_does_nothing_but_an_events_draw() -> None:
    """「*結束階段」 「通?？梢蕴^，有些角色可以使用此階段的技能。」 (R-0.1: 「通常可以跳過」) — the last phase: nothing
    is asked or done in it, but for the draw an event left for it (機會 18 「結束階段，摸三張牌。」), which comes after
    the 棄牌階段."""
    assert flow.PHASES[-1] == "結束"
    g, s = game(5, seed=44)
    s.board = map_without_chance_cells()
    seat = s.order()[0]
    asks = run_turn(g, seat)
    assert "結束" not in {a.phase for a in asks} and "結束" not in {e.phase for e in g.log.entries}
    g, s = game(5, seed=44, 機會=[18], 行動投擲=[1, 1])
    seat = s.order()[0]
    p = s.players[seat]
    p.position, p.heading = before_chance(s)  # the first throw stops on a 《機會》: 18 比那名居天子
    s.npcs = dict.fromkeys(s.npcs)  # no NPC event on the second stop (惡犬 would send it to hospital)
    p.hand += s.deck[:8]  # over the hand limit: a 棄牌階段 with discards
    s.deck = s.deck[8:]
    run_turn(g, seat)
    turn = g.log.entries[max(i for i, e in enumerate(g.log.entries) if "turn" in e.data):]
    ends = [i for i, e in enumerate(turn) if e.phase == "結束"]
    discards = [i for i, e in enumerate(turn) if e.phase == "棄牌"]
    assert ends and discards and min(ends) > max(discards)
    assert [e.data["n"] for e in turn if e.phase == "結束" and e.data.get("how") == "摸"] == [3]


def test_random_commands_are_the_six_that_are_not_special() -> None:
    """指令: 「除特殊指令外，均可通過事件“獲得隨機指令”獲得。」 — 《指令》 「獲得隨機指令。」 and 八云紫 give each of the six
    non-special commands, never 【炸彈】 or 【惡犬】 (「炸彈，特殊指令」, 「惡犬，特殊指令」: their own events give them)."""
    assert set(basic.COMMANDS) == {"地雷", "飛彈", "控骰", "路障", "停留", "轉向"}
    assert not {"炸彈", "惡犬"} & set(basic.COMMANDS)
    for command in basic.COMMANDS:
        g, s = game(5, seed=45, 指令=[command])
        place(s, 1, Kind.ZHILING)
        drive(g, tiles.on_stop(g, 1))
        assert s.players[1].commands == [command]
    for special in ("炸彈", "惡犬"):
        g, s = game(5, seed=45, 指令=[special])
        place(s, 1, Kind.ZHILING)
        with pytest.raises(ForcedChanceError, match=special):
            drive(g, tiles.on_stop(g, 1))
        g, s = game(5, seed=45, 機會=[16], 指令=[special])
        s.players[1].position = s.board.of_kind(Kind.JIHUI)[0].pos
        with pytest.raises(ForcedChanceError, match=special):
            drive(g, tiles.on_stop(g, 1))
    g, s = game(5, seed=46)
    place(s, 1, Kind.ZHILING)
    for _ in range(60):
        drive(g, tiles.on_stop(g, 1))
    assert set(s.players[1].commands) == set(basic.COMMANDS)
