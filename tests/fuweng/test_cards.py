"""三國殺×大富翁 游戲牌 and 人妖牌 as data — rule book 001_ea231be5ab83fae4.txt (sections 游戲牌 and the list after
「以下為標準版人妖牌及臺詞一覽。」). Every test quotes the book's words it checks (scraped pinyin removed).

Where the rule book itself is at hand (../shared/seeds/), the data is also compared with it line by line."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from daoyan.core.errors import ConfigError
from daoyan.games.fuweng import characters as chars
from daoyan.games.fuweng.cards import (
    CARD_KINDS,
    KIND_BY_NAME,
    SUIT_TABLE,
    Category,
    Colour,
    SubCategory,
    Suit,
    build_deck,
    card_kind,
    counts_by_category,
)

SEED_FILE = "001_ea231be5ab83fae4.txt"
BOOK = Path(__file__).resolve().parents[3] / "shared" / "seeds" / SEED_FILE

# The 28 headings of the section 游戲牌, as printed.
HEADINGS = """
狗*50，動物牌 流浪貓*25，動物牌 家貓*14，動物牌 金鼓齊鳴*8，大招牌 釜底抽薪*8，大招牌 順手牽羊*6，大招牌 無中生有*4，大招牌
無懈可擊*8，大招牌 瞞天過海*2，大招牌 以逸待勞*2，大招牌 無我之愛*1，大招牌 美人計*3，延時大招牌 八陣圖*2，延時大招牌
繩子*4，寶物牌 掃帚*3，進攻坐騎 唐傘*3，防御坐騎 照相機*2，防具牌 八卦爐*1，視野范圍+5 緋想之劍*1，視野范圍+5
岡格尼爾*1，視野范圍+10 凈琉璃之鏡*1，防具牌 萊瓦汀*1，視野范圍+5 龍魚之羽衣*1，防具牌 貓車*1，視野范圍+15
死神鐮刀*1，視野范圍+10 探寶棒*1，視野范圍+10 天狗團扇*1，視野范圍+0 制御棒*1，視野范圍+20
""".split()

# The 54 headings of the 人妖牌 list, as printed (the suit symbols lost: 「?K」).
ROSTER = """
大王，創世神，3，狂隱 小王，圣皇，3 ?K，審判官，4 ?K，獅子，3，狂隱 ?K，叛忍，4 ?K，刺客，3，狂隱 ?Q，公務員，4 ?Q，棋手，3
?Q，庸醫，4 ?Q，蹭熱度的，3 ?J，老油條，4 ?J，青蛙，3，狂隱 ?J，北方人，3，特區 ?J，臥底，3 ?10，神射手，4 ?10，綿羊，3，狂隱
?10，社長，4 ?10，夜鶯，3，狂隱 ?9，人偶師，4 ?9，二把手，3 ?9，領主，4 ?9，愚民，3 ?8，雙頭，4 ?8，野兔子，3，狂隱 ?8，總統，4
?8，追星族，3 ?7，司令，4 ?7，數學家，3 ?7，二人轉，4 ?7，龍之子，3 ?6，御三家，3 ?6，雪花，3 ?6，蝴蝶，3 ?6，風之子，3
?5，貓頭鷹，4 ?5，船長，3 ?5，背黑鍋的，4 ?5，俠客，3 ?4，好兄弟，4 ?4，盲從者，3 ?4，線人，4 ?4，師傅，3 ?3，九尾狐，4
?3，凡爾賽，3，狂隱 ?3，虎王，4 ?3，預言家，3 ?2，軍閥，4 ?2，郊狼，3 ?2，事務所，4 ?2，烏鴉嘴，3 ?A，懶漢，4 ?A，善后者，3
?A，麒麟，3，特區 ?A，小狼，3
""".split()


def book() -> str:
    if not BOOK.exists():
        pytest.skip(f"rule book {SEED_FILE} not found at {BOOK}")
    return chars.strip_pinyin(BOOK.read_text(encoding="utf-8"))


def parsed_headings() -> list[tuple[str, int, str]]:
    out = []
    for h in HEADINGS:
        m = re.fullmatch(r"(.+)\*(\d+)，(.+)", h)
        assert m, h
        out.append((m[1], int(m[2]), m[3]))
    return out


# ---------------------------------------------------------------- 游戲牌


def test_every_kind_and_count_as_the_book_lists_them() -> None:
    """「狗*50，動物牌」 … 「制御棒*1，視野范圍+20」: 28 kinds, in the book's order, with the book's counts."""
    assert [(k.name, k.count) for k in CARD_KINDS] == [(n, c) for n, c, _ in parsed_headings()]
    assert [k.label for k in CARD_KINDS] == HEADINGS


def test_deck_size_by_category_matches_the_book() -> None:
    """The deck is every copy the headings count: 「狗*50，動物牌」, 「美人計*3，延時大招牌」, 「繩子*4，寶物牌」 …
    — 89 動物牌, 39 大招牌, 5 延時大招牌, 23 裝備牌: 156 cards."""
    by_label: Counter[str] = Counter()
    for _, count, label in parsed_headings():
        cat = label if label in ("動物牌", "大招牌", "延時大招牌") else "裝備牌"
        by_label[cat] += count
    deck = build_deck()
    assert len(deck) == sum(by_label.values()) == 156
    assert {str(c): n for c, n in counts_by_category(deck).items()} == dict(by_label)
    assert dict(by_label) == {"動物牌": 89, "大招牌": 39, "延時大招牌": 5, "裝備牌": 23}


def test_weapons_are_the_cards_marked_vision() -> None:
    """「“視野范圍+X”為武器牌。」 (mojibake restored, R-0.1): 八卦爐 +5, 緋想之劍 +5, 岡格尼爾 +10, 萊瓦汀 +5,
    貓車 +15, 死神鐮刀 +10, 探寶棒 +10, 天狗團扇 +0, 制御棒 +20."""
    weapons = {k.name: k.vision for k in CARD_KINDS if k.sub is SubCategory.WEAPON}
    assert weapons == {"八卦爐": 5, "緋想之劍": 5, "岡格尼爾": 10, "萊瓦汀": 5, "貓車": 15, "死神鐮刀": 10,
                       "探寶棒": 10, "天狗團扇": 0, "制御棒": 20}
    assert all(k.vision is None for k in CARD_KINDS if k.sub is not SubCategory.WEAPON)


def test_equipment_sub_categories() -> None:
    """「武器牌、防具牌、進攻坐騎、防御坐騎、寶物牌為裝備牌這一類別的副類別。」 — every 裝備牌 has one, no other card does:
    「繩子*4，寶物牌」 「掃帚*3，進攻坐騎」 「唐傘*3，防御坐騎」 「照相機*2，防具牌」 「凈琉璃之鏡*1，防具牌」 「龍魚之羽衣*1，防具牌」."""
    subs = {k.name: k.sub for k in CARD_KINDS if k.sub is not None and k.sub is not SubCategory.WEAPON}
    assert subs == {"繩子": SubCategory.TREASURE, "掃帚": SubCategory.OFFENSIVE_MOUNT,
                    "唐傘": SubCategory.DEFENSIVE_MOUNT, "照相機": SubCategory.ARMOR,
                    "凈琉璃之鏡": SubCategory.ARMOR, "龍魚之羽衣": SubCategory.ARMOR}
    for k in CARD_KINDS:
        assert (k.sub is not None) == (k.category is Category.EQUIPMENT), k.name
    assert [s.value for s in SubCategory] == ["武器牌", "防具牌", "進攻坐騎", "防御坐騎", "寶物牌"]


def test_card_backs_show_three_categories() -> None:
    """「不同類別的牌卡背不同」 — a search sees 動物牌 / 大招牌 / 裝備牌; 延時大招牌 are 大招牌 (R-G7)."""
    assert {k.category.back for k in CARD_KINDS} == {Category.ANIMAL, Category.TRICK, Category.EQUIPMENT}
    assert KIND_BY_NAME["八陣圖"].category.back is Category.TRICK
    assert KIND_BY_NAME["八陣圖"].category is Category.DELAYED_TRICK


def test_animal_cards_keep_their_three_fields() -> None:
    """「使用時機：出牌階段限一次」 「使用目標：你視野范圍內的一名其它角色」 「作用效果：你對目標角色造成1點傷害」;
    【家貓】 「使用時機：(出牌階段，若你存活且已受傷/一名角色瀕死時)」 「使用目標：(你/處于瀕死狀態的角色)」."""
    dog = KIND_BY_NAME["狗"]
    assert (dog.timing, dog.target, dog.effect) == ("出牌階段限一次", "你視野范圍內的一名其它角色", "你對目標角色造成1點傷害")
    cat = KIND_BY_NAME["家貓"]
    assert cat.timing == "(出牌階段，若你存活且已受傷/一名角色瀕死時)"
    assert cat.target == "(你/處于瀕死狀態的角色)"
    assert cat.effect == "目標角色回復1點體力"
    assert KIND_BY_NAME["流浪貓"].effect == "抵消此【狗】"
    assert all(k.timing is None for k in CARD_KINDS if k.category is not Category.ANIMAL)


def test_paragraph_texts_are_the_books() -> None:
    """「出牌階段，對你（你是第一個目標，之后可能會不斷改變）使用。若判定結果為黑桃2~9，則目標角色失去3點體力。」 and
    「鎖定技，每當你使用【狗】對目標角色造成傷害時，其隨機棄置裝備區里的一張牌。」 (no pinyin left in any text)."""
    assert KIND_BY_NAME["八陣圖"].text.startswith("出牌階段，對你（你是第一個目標，之后可能會不斷改變）使用。若判定結果為黑桃2~9，則目標角色失去3點體力。")
    assert KIND_BY_NAME["制御棒"].text == "鎖定技，每當你使用【狗】對目標角色造成傷害時，其隨機棄置裝備區里的一張牌。"
    assert not any(re.search(r"[a-z]", k.text) for k in CARD_KINDS)


def test_card_texts_match_the_rule_book() -> None:
    """Every heading 「名*數，類別」 is followed in the book by exactly the text the data holds."""
    lines = [ln for ln in book().splitlines() if ln.strip()]
    for kind in CARD_KINDS:
        i = lines.index(kind.label)
        n = 3 if kind.timing is not None else 1
        assert "\n".join(lines[i + 1:i + 1 + n]) == kind.text, kind.name


def test_deck_ids_are_unique_and_copies_counted() -> None:
    """「狗*50」 … every copy is one card with its own id."""
    deck = build_deck()
    assert [c.id for c in deck] == list(range(156))
    assert Counter(c.name for c in deck) == {k.name: k.count for k in CARD_KINDS}
    assert str(deck[0]) == "狗♠#0"


# The readings' table R-S3, copied as the readings print it.
READINGS_SUITS = {
    "家貓": "♦♠♥♣♦♠♥♣♦♠♥♣♦♠", "金鼓齊鳴": "♥♣♦♠♥♣♦♠", "釜底抽薪": "♥♣♦♠♥♣♦♠", "順手牽羊": "♥♣♦♠♥♣",
    "無中生有": "♦♠♥♣", "無懈可擊": "♦♠♥♣♦♠♥♣", "瞞天過海": "♦♠", "以逸待勞": "♥♣", "無我之愛": "♦", "美人計": "♠♥♣",
    "八陣圖": "♦♠", "繩子": "♥♣♦♠", "掃帚": "♥♣♦", "唐傘": "♠♥♣", "照相機": "♦♠", "八卦爐": "♥", "緋想之劍": "♣",
    "岡格尼爾": "♦", "凈琉璃之鏡": "♠", "萊瓦汀": "♥", "龍魚之羽衣": "♣", "貓車": "♦", "死神鐮刀": "♠", "探寶棒": "♥",
    "天狗團扇": "♣", "制御棒": "♦",
}


def test_game_card_suits_follow_reading_r_s3() -> None:
    """The book prints no suit on a game card, yet 「紅色動物牌」 (失臂), 「黑色非大招牌」 (借計) and 「黑桃非動物牌」 (言靈)
    read one: R-S3's table, 39 of each suit, 44 red animal cards, 16 ♠ non-animal cards."""
    for name, symbols in READINGS_SUITS.items():
        assert "".join(s.symbol for s in SUIT_TABLE[name]) == symbols, name
    assert "".join(s.symbol for s in SUIT_TABLE["狗"]) == "♠♥♣♦" * 12 + "♠♥"
    assert "".join(s.symbol for s in SUIT_TABLE["流浪貓"]) == ("♣♦♠♥" * 7)[:25]
    deck = build_deck()
    assert Counter(c.suit for c in deck) == dict.fromkeys(Suit, 39)
    assert sum(c.is_red for c in deck if c.category is Category.ANIMAL) == 44
    assert sum(c.suit is Suit.SPADE for c in deck if c.category is not Category.ANIMAL) == 16
    # consecutive copies alternate colour, so every kind with two or more copies has both colours
    for k in CARD_KINDS:
        if k.count > 1:
            assert {s.colour for s in SUIT_TABLE[k.name]} == {Colour.RED, Colour.BLACK}, k.name


def test_another_suit_table_can_be_used_and_a_bad_one_is_refused() -> None:
    """R-S3's setting: a different table — it must give each kind its book count (「狗*50」) or nothing is built."""
    all_hearts = {k.name: [Suit.HEART] * k.count for k in CARD_KINDS}
    assert {c.suit for c in build_deck(all_hearts)} == {Suit.HEART}
    short = dict(all_hearts, 狗=[Suit.HEART] * 49)
    with pytest.raises(ConfigError, match="狗\\*50"):
        build_deck(short)
    with pytest.raises(ConfigError, match="殺"):
        build_deck(dict(all_hearts, 殺=[Suit.SPADE]))
    missing = {k: v for k, v in all_hearts.items() if k != "貓車"}
    with pytest.raises(ConfigError, match="貓車"):
        build_deck(missing)


def test_unknown_card_name_is_a_clear_error() -> None:
    """Only the book's cards exist: 「狗」 is known (also by id), 「殺」 is not."""
    assert card_kind("gou") is card_kind("狗")
    with pytest.raises(ConfigError, match="unknown game card '殺'"):
        card_kind("殺")


# ---------------------------------------------------------------- 人妖牌


def test_roster_has_the_books_54_cards() -> None:
    """「以下為標準版人妖牌及臺詞一覽。」 — 54 cards: 「大王，創世神，3，狂隱」, 「小王，圣皇，3」 and 13 ranks of four."""
    cs = chars.standard_characters()
    assert len(cs) == len(ROSTER) == 54
    assert [c.joker for c in cs if c.is_joker] == ["大王", "小王"]
    assert sum(not c.is_joker for c in cs) == 52
    assert Counter(c.rank for c in cs if not c.is_joker) == dict.fromkeys(range(1, 14), 4)
    assert len({c.id for c in cs}) == 54


def test_each_heading_parsed() -> None:
    """「格式：花色點數，稱號，體力上限（標準版所有角色初始體力均等于體力上限），屬性（如有）」 — rank, 稱號, 體力上限 and
    屬性 of every card are those of its heading (「?K，審判官，4」, 「?J，北方人，3，特區」, 「?A，小狼，3」 …)."""
    for c, heading in zip(chars.standard_characters(), ROSTER, strict=True):
        parts = heading.split("，")
        printed = parts[0] if c.is_joker else parts[0].removeprefix("?")
        assert printed == (c.joker if c.is_joker else chars.rank_name(c.rank or 0)), heading
        assert c.title == parts[1]
        assert c.max_hp == int(parts[2])
        assert c.attribute == (parts[3] if len(parts) == 4 else None), heading
        assert (c.suit is None and c.rank is None) == c.is_joker


def test_lost_suits_are_restored_by_reading_r_s1() -> None:
    """Every heading reads 「?K，審判官，4」: the suit symbol is lost. R-S1: in the order listed, the four cards of a rank
    are 黑桃, 紅桃, 梅花, 方塊 — so 審判官 is 黑桃K, 刺客 方塊K, 懶漢 黑桃A, 小狼 方塊A."""
    by = {c.title: c for c in chars.standard_characters()}
    assert (by["審判官"].label, by["獅子"].label, by["叛忍"].label, by["刺客"].label) == ("黑桃K", "紅桃K", "梅花K", "方塊K")
    assert (by["懶漢"].label, by["小狼"].label, by["北方人"].label) == ("黑桃A", "方塊A", "梅花J")
    for rank in range(1, 14):
        assert [c.suit for c in chars.standard_characters() if c.rank == rank] == list(Suit)
    # the pattern R-S1 rests on: every printed 體力上限 4 is a 黑桃/梅花 (1st/3rd) card, all 26 紅桃/方塊 cards have 3
    assert all(c.max_hp == 3 for c in chars.standard_characters() if c.colour is Colour.RED)
    assert all(c.colour is Colour.BLACK for c in chars.standard_characters() if c.max_hp == 4)


def test_skills_are_kept_as_text() -> None:
    """「【義替】每回合限一次。你視野范圍內的一名其它角色受到致命傷害時，你可將之轉移給你。」 — skill text is data (not
    implemented yet); the starred scene lines go with it: 「*【捕獲場景】每名角色的出牌階段限一次。」"""
    sk = chars.character("審判官")
    assert sk.skill == "義替"
    assert sk.skill_text.startswith("【義替】每回合限一次。你視野范圍內的一名其它角色受到致命傷害時，你可將之轉移給你。")
    assert chars.character("夜鶯").skill_text.splitlines()[1].startswith("*【捕獲場景】每名角色的出牌階段限一次。")
    assert chars.character("俠客").skill_text.splitlines()[1:] == ["Q:若第一張牌是【狗】，如何結算？",
                                                                  "A:彈出“是否令此【狗】無次數限制”的對話框。"]
    assert all(c.skill_text.startswith(f"【{c.skill}】") for c in chars.standard_characters())
    assert not any("?" in c.skill_text or "?" in "".join(c.lines) for c in chars.standard_characters())


def test_data_file_is_the_rule_book_parsed() -> None:
    """The 人妖牌 list of the book, parsed again, is exactly data/characters.yaml (skill text and lines included)."""
    records = chars.parse_roster(book())
    assert len(records) == 54
    assert records == yaml.safe_load(chars.DATA_FILE.read_text(encoding="utf-8"))["characters"]


def test_malformed_roster_files_are_refused(tmp_path: Path) -> None:
    """A 人妖牌 file that breaks 「花色點數，稱號，體力上限」 is refused with the entry named."""
    good = yaml.safe_load(chars.DATA_FILE.read_text(encoding="utf-8"))
    cases: dict[str, tuple[dict[str, Any], str]] = {
        "rank": ({"rank": "14"}, "characters\\[2\\].*rank"),
        "hp": ({"max_hp": 0}, "characters\\[2\\].*體力上限"),
        "attr": ({"attribute": "主公"}, "characters\\[2\\].*屬性"),
        "suit": ({"suit": "紅心"}, "characters\\[2\\].*suit"),
        "id": ({"id": "HK"}, "characters\\[2\\].*'HK'"),
    }
    for name, (change, message) in cases.items():
        doc = {"characters": [dict(r) for r in good["characters"]]}
        doc["characters"][2].update(change)
        p = tmp_path / f"{name}.yaml"
        p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
        with pytest.raises(ConfigError, match=message):
            chars.load_characters(p)
    twice = tmp_path / "twice.yaml"
    twice.write_text(yaml.safe_dump({"characters": good["characters"] + good["characters"][2:3]}, allow_unicode=True),
                     encoding="utf-8")
    with pytest.raises(ConfigError, match="the same card twice: SK"):
        chars.load_characters(twice)
    assert len(chars.load_characters(chars.DATA_FILE)) == 54
