"""002_df7a4ea6bd54eb52.txt 「身份与阵营」: every identity, camp, flipped identity, count, skill, tag and text of
《亡灵低语2.x》 as `daoyan.games.wangling.identities` holds them.

The data file is checked line by line against the book when the book is present (../shared/seeds); the facts the
game's rules rest on are checked always, each with the book's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from daoyan.core.errors import UnknownIdentity
from daoyan.games.wangling.identities import (
    CAMPS,
    IDENTITIES,
    IDENTITY,
    MARK,
    TAGS,
    flipped,
    identity,
    setup_21,
)

SEED_FILE = "002_df7a4ea6bd54eb52.txt"
BOOK = Path(__file__).resolve().parents[3] / "shared" / "seeds" / SEED_FILE
needs_book = pytest.mark.skipif(not BOOK.exists(), reason="the rule book (../shared/seeds) is not here")


@needs_book
def test_every_identity_line_of_the_book_is_an_identity_with_its_undead_form_and_count() -> None:
    """「牧师[恶灵]：1人」 … 「村民[腐尸]：6人」 … 「贵族[腐尸]：1人」."""
    book = BOOK.read_text(encoding="utf-8")
    lines = re.findall(r"^(\S+?)\[(\S+?)\]：(\d+)人$", book, re.M)
    assert len(lines) == 13
    assert [(i.name, i.undead, i.count) for i in IDENTITIES if i.count] == [(n, u, int(c)) for n, u, c in lines]


@needs_book
def test_every_skill_text_is_the_books() -> None:
    """Each 「名<标签>：文字」 line of 「身份与阵营」 (with its numbered continuation lines) is a skill of its holder, with
    its tags in the book's order and its words exactly."""
    book = BOOK.read_text(encoding="utf-8")
    section = book[book.index("身份与阵营"):book.index("游戏流程\n游戏按照")]
    holders = {**IDENTITY, **MARK}
    seen = 0
    holder = None
    for line in (x.strip() for x in section.splitlines()):
        m = re.match(r"^(\S+?)\[\S+?\]：\d+人$", line)
        if m or line in holders:
            holder = holders[m.group(1) if m else line]
            continue
        m = re.match(r"^([^<：]+)((?:<[^>]+>)+)：(.*)$", line)
        if m:
            assert holder is not None
            skill = holder.skill(m.group(1))
            assert skill.tags == tuple(re.findall(r"<([^>]+)>", m.group(2)))
            # 「陷阱<普通>：」 has nothing after 「：」: its words are its two numbered lines
            assert skill.text.split("\n")[0] == m.group(3) or (not m.group(3) and skill.text[0] == "1"), skill.name
            seen += 1
        elif line and holder is not None and line[0] in "12":  # 「1.获知…」「2、当游荡者…」: a numbered option
            assert any(line in s.text.split("\n") for s in holder.skills), line
    assert seen == sum(len(h.skills) for h in holders.values())


def test_four_camps() -> None:
    """「存在4个阵营：【莱恩阵营】【圣殿阵营】【环蛇阵营】 【亡灵阵营】」."""
    assert CAMPS == ("莱恩", "圣殿", "环蛇", "亡灵")
    assert {i.camp for i in IDENTITIES} == set(CAMPS)


def test_each_human_identity_flips_to_the_undead_identity_in_its_brackets() -> None:
    """「每种人类身份都对应了括号中的亡灵身份…亡灵身份属于亡灵阵营。」"""
    for i in IDENTITIES:
        if i.human:
            assert identity(flipped(i.name)).camp == "亡灵"
        else:
            assert i.camp == "亡灵" and i.undead is None and i.count == 0
            with pytest.raises(ValueError, match="亡灵"):
                flipped(i.name)
    assert flipped("牧师") == "恶灵" and flipped("守夜人") == "夜行怪" and flipped("慰魂师") == "告死者"


def test_the_books_set_up_is_21_seats() -> None:
    """「牧师…1人」「村民[腐尸]：6人」「恶徒[活尸]：4人」: 11 莱恩, 4 圣殿, 6 环蛇."""
    seats = setup_21()
    assert len(seats) == 21 and seats.count("村民") == 6 and seats.count("恶徒") == 4
    camps = [identity(n).camp for n in seats]
    assert (camps.count("莱恩"), camps.count("圣殿"), camps.count("环蛇"), camps.count("亡灵")) == (11, 4, 6, 0)


def test_tags_are_the_four_the_book_defines() -> None:
    """「标明<强制>的技能…」「标明<限定>的技能只能发动一次。」「标明<普通>的技能…」「标明<团队>的技能…」"""
    for holder in [*IDENTITIES, *MARK.values()]:
        for s in holder.skills:
            assert s.tags and set(s.tags) <= set(TAGS), (holder.name, s.name)
    assert IDENTITY["牧师"].skill("圣光").once and IDENTITY["恶徒"].skill("藏匿").forced
    assert IDENTITY["枪兵"].skill("牵制").team and not IDENTITY["枪兵"].skill("突击").team


def test_the_militia_share_qianzhi_and_the_thugs_their_team_skills() -> None:
    """「牵制<团队><普通>：…所有民兵共同选择一名角色」 for 枪兵, 骑兵 and 弓兵; 恶徒's <藏匿><追踪> are <团队>."""
    assert [i.name for i in IDENTITIES if any(s.name == "牵制" for s in i.skills)] == ["枪兵", "骑兵", "弓兵"]
    assert [s.name for s in IDENTITY["恶徒"].skills if s.team] == ["藏匿", "追踪"]
    assert [s.name for s in IDENTITY["活尸"].skills if s.team] == ["啃咬"]


def test_special_marks_are_not_identities() -> None:
    """「【特殊标志】（非身份）」: 死亡圣器 (馈赠, 灾厄, 诅咒, 认主) and 神眷者 (神恩, 传承)."""
    assert [s.name for s in MARK["死亡圣器"].skills] == ["馈赠", "灾厄", "诅咒", "认主"]
    assert [s.name for s in MARK["神眷者"].skills] == ["神恩", "传承"]
    assert not set(MARK) & set(IDENTITY)


def test_an_unknown_identity_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(UnknownIdentity, match=r"no such identity.*牧师"):
        identity("狼人")
