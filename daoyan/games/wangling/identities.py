"""The identities, camps and skills of 《亡灵低语2.x》 (seed 002_df7a4ea6bd54eb52.txt, 「身份与阵营」), as data: display
names exactly as the book, code ids in pinyin, each skill with its tags and the book's own words. Generated from the
book once into `data/identities.yaml`; `tests/wangling/test_identities.py` checks every text against the book.

>>> IDENTITY["牧师"].undead, IDENTITY["牧师"].camp, IDENTITY["牧师"].count
('恶灵', '莱恩', 1)
>>> [s.name for s in IDENTITY["恶徒"].skills], IDENTITY["恶徒"].skill("藏匿").tags
(['藏匿', '追踪', '偷袭'], ('团队', '强制'))
>>> sum(i.count for i in IDENTITIES)
21
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ...core.errors import UnknownIdentity

LAIEN, SHENGDIAN, HUANSHE, WANGLING = "莱恩", "圣殿", "环蛇", "亡灵"
CAMPS = (LAIEN, SHENGDIAN, HUANSHE, WANGLING)
CAMP_NAME = {c: f"【{c}阵营】" for c in CAMPS}
TAGS = ("强制", "限定", "普通", "团队")  # 「标明<强制>的技能不允许放弃发动…」


@dataclass(frozen=True, slots=True)
class Skill:
    id: str  # pinyin
    name: str  # the book's name, e.g. 侦测
    tags: tuple[str, ...]  # 强制 / 限定 / 普通 / 团队, in the book's order
    text: str  # the book's words after 「：」

    @property
    def forced(self) -> bool:
        return "强制" in self.tags

    @property
    def once(self) -> bool:
        """<限定>: 「只能发动一次」."""
        return "限定" in self.tags

    @property
    def team(self) -> bool:
        return "团队" in self.tags


@dataclass(frozen=True, slots=True)
class Identity:
    id: str  # pinyin
    name: str  # the book's name
    camp: str | None  # None: a special mark (死亡圣器, 神眷者), 「（非身份）」
    undead: str | None  # the 亡灵 identity it flips to (「每种人类身份都对应了括号中的亡灵身份」); None for 亡灵 ones
    count: int  # in the book's 21-seat set-up (0: a 亡灵 identity, reached only by flipping)
    skills: tuple[Skill, ...]

    @property
    def human(self) -> bool:
        return self.camp is not None and self.camp != WANGLING

    def skill(self, name: str) -> Skill:
        for s in self.skills:
            if s.name == name:
                return s
        raise KeyError(f"{self.name} has no skill {name!r}")


DATA_FILE = Path(__file__).with_name("data") / "identities.yaml"


def _identity(d: dict[str, Any]) -> Identity:
    skills = tuple(Skill(s["id"], s["name"], tuple(s["tags"]), s["text"]) for s in d["skills"])
    return Identity(d["id"], d["name"], d.get("camp"), d.get("undead"), int(d.get("count", 0)), skills)


def _load() -> tuple[tuple[Identity, ...], tuple[Identity, ...]]:
    doc = yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))
    return tuple(_identity(d) for d in doc["identities"]), tuple(_identity(d) for d in doc["marks"])


IDENTITIES, MARKS = _load()  # the identities of the four camps; 【特殊标志】（非身份）: 死亡圣器, 神眷者
IDENTITY: dict[str, Identity] = {i.name: i for i in IDENTITIES}
MARK: dict[str, Identity] = {m.name: m for m in MARKS}
SHENGQI, SHENJUANZHE = "死亡圣器", "神眷者"


def identity(name: str) -> Identity:
    """An identity by its book name, or a clear error naming the known ones."""
    try:
        return IDENTITY[name]
    except KeyError:
        raise UnknownIdentity(f"《亡灵低语》没有身份 {name!r} (no such identity); "
                              f"identities: {', '.join(IDENTITY)}") from None


def flipped(name: str) -> str:
    """「每种人类身份都对应了括号中的亡灵身份」: the 亡灵 identity a human identity flips to.

    >>> flipped("村民"), flipped("慰魂师")
    ('腐尸', '告死者')
    """
    target = identity(name).undead
    if target is None:
        raise ValueError(f"{name} is a 亡灵 identity: it has no 亡灵 identity to flip to")
    return target


def setup_21() -> list[str]:
    """The book's set-up: each human identity as many times as 「N人」 says (21 seats)."""
    return [i.name for i in IDENTITIES for _ in range(i.count)]
