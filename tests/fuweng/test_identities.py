"""三國殺×大富翁 四大身份 and 體力規則 — rule book 001_ea231be5ab83fae4.txt (sections 四大身份, 體力規則).
Every test quotes the book's words it checks (scraped pinyin removed, mojibake restored by reading R-0.1)."""

from __future__ import annotations

from collections import Counter

import pytest

from daoyan.core.errors import ConfigError, UnknownIdentity
from daoyan.games.fuweng.identities import IDENTITIES, identities_for, identity, starting_max_hp

SEED_FILE = "001_ea231be5ab83fae4.txt"


def test_the_four_identities_and_their_counts() -> None:
    """「蒼鷺*1」 「貓娘*2」 「表外*4」 「特區*1」 — the full set is the 8-player deal."""
    assert [(i.name, i.count) for i in IDENTITIES] == [("蒼鷺", 1), ("貓娘", 2), ("表外", 4), ("特區", 1)]
    assert Counter(identities_for(8)) == {"蒼鷺": 1, "貓娘": 2, "表外": 4, "特區": 1}


def test_win_conditions_are_the_books_words() -> None:
    """「獲勝條件：所有“表外”陣亡。」 「獲勝條件：同“蒼鷺”。」 「獲勝條件：所有“蒼鷺”、“貓娘”陣亡。」
    「獲勝條件：殺死最后一名蒼鷺、貓娘陣營或最后一名表外陣營的角色。」"""
    assert identity("蒼鷺").win == "所有“表外”陣亡。"
    assert identity("貓娘").win == "同“蒼鷺”。"
    assert identity("表外").win == "所有“蒼鷺”、“貓娘”陣亡。"
    assert identity("特區").win == "殺死最后一名蒼鷺、貓娘陣營或最后一名表外陣營的角色。"
    # 「同“蒼鷺”」: the 貓娘 is in the 蒼鷺's camp; 表外 and 特區 are each their own (R-D15)
    assert [i.camp for i in IDENTITIES] == ["蒼鷺", "蒼鷺", "表外", "特區"]


def test_the_damaged_sentences_read_as_restored() -> None:
    """「身份牌始終明置?！吧n鷺”陣亡時」 is read 「身份牌始終明置。“蒼鷺”陣亡時」, and 「同“蒼鷺”?！吧n鷺”殺死“貓娘”」
    is read 「同“蒼鷺”。“蒼鷺”殺死“貓娘”，棄置所有牌。」 (R-0.1); 「除該“表外”外的角色殺死“表外”，摸三張牌。」"""
    assert "身份牌始終明置。“蒼鷺”陣亡時，所有非特區角色" in identity("蒼鷺").text
    assert identity("貓娘").text.endswith("同“蒼鷺”。“蒼鷺”殺死“貓娘”，棄置所有牌。")
    assert identity("表外").text.endswith("除該“表外”外的角色殺死“表外”，摸三張牌。")
    assert not any("?" in i.text for i in IDENTITIES)


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        (8, {"蒼鷺": 1, "貓娘": 2, "表外": 4, "特區": 1}),
        (7, {"蒼鷺": 1, "貓娘": 2, "表外": 3, "特區": 1}),  # 7 is odd: 移除“表外”*1
        (6, {"蒼鷺": 1, "貓娘": 1, "表外": 3, "特區": 1}),  # 6 is even, not 4: 移除“貓娘”*1
        (5, {"蒼鷺": 1, "貓娘": 1, "表外": 2, "特區": 1}),  # 5 is odd: 移除“表外”*1
        (4, {"蒼鷺": 1, "貓娘": 1, "表外": 2}),  # 4: 移除“特區”
    ],
)
def test_identities_per_player_count(players: int, expected: dict[str, int]) -> None:
    """「游戲人數最大為8、最小為4。從8開始每少1人后，若當前人數為：4，移除“特區”；除4外的偶數，移除“貓娘”*1；奇數，移除“表外”*1。」"""
    deal = identities_for(players)
    assert len(deal) == players
    assert Counter(deal) == expected


@pytest.mark.parametrize("players", [0, 3, 9, 12, -1, True, "6", 6.0])
def test_other_player_counts_are_refused(players: object) -> None:
    """「游戲人數最大為8、最小為4。」 — any other count is a configuration error that says so."""
    with pytest.raises(ConfigError, match="4 to 8 players"):
        identities_for(players)  # type: ignore[arg-type]


def test_hp_without_character_cards() -> None:
    """「若沒有加入人妖牌，每人都視為體力上限為5、無技能的角色。蒼鷺體力上限為6。」"""
    assert {name: starting_max_hp(name) for name in ("蒼鷺", "貓娘", "表外", "特區")} == {
        "蒼鷺": 6, "貓娘": 5, "表外": 5, "特區": 5}


def test_heron_gets_one_more_max_hp_on_a_character_card() -> None:
    """「蒼鷺體力上限+1。」 on the 人妖牌's printed 體力上限 (「標準版所有角色初始體力均等于體力上限」)."""
    assert starting_max_hp("蒼鷺", printed=4) == 5
    assert starting_max_hp("蒼鷺", printed=3) == 4
    assert starting_max_hp("表外", printed=3) == 3
    with pytest.raises(ConfigError):
        starting_max_hp("貓娘", printed=0)


def test_unknown_identity_is_refused() -> None:
    """Only 「四大身份」 exist: another name is an UnknownIdentity naming the four."""
    with pytest.raises(UnknownIdentity, match="蒼鷺、貓娘、表外、特區"):
        starting_max_hp("主公")
    assert identity("canglu").name == "蒼鷺"
