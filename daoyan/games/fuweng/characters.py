"""The 54 標準版人妖牌 (character cards) of 三國殺×大富翁 — rule book 001_ea231be5ab83fae4.txt, the list after
「以下為標準版人妖牌及臺詞一覽。」 in the book's 「格式：花色點數，稱號，體力上限（…），屬性（如有）」.

The data lives in `data/characters.yaml`, parsed from the book by `parse_roster` (regenerate it with
``python -m daoyan.games.fuweng.characters ../shared/seeds/001_ea231be5ab83fae4.txt``). The scrape lost every
suit symbol (「?K，審判官，4」); the suits are restored by reading R-S1: the four cards of a rank, in the order
listed, are 黑桃, 紅桃, 梅花, 方塊. Skills are data only here (their text, for the later character issue): no
skill is implemented.

>>> c = character("SK")
>>> c.title, c.suit, c.rank, c.max_hp, c.label
('審判官', <Suit.SPADE: '黑桃'>, 13, 4, '黑桃K')
>>> character("JOKER_BIG").joker, character("大王").title
('大王', '創世神')
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from ...core.errors import ConfigError, IllegalAnswer
from .cards import SUIT_ORDER, Colour, Suit

DATA_FILE = Path(__file__).with_name("data") / "characters.yaml"
#: yaml's safe loader, libyaml's when PyYAML has it (the same documents, about 8× faster: the file is read in a
#: game's set-up, for the judgement deck)
SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
SEED_FILE = "001_ea231be5ab83fae4.txt"

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKERS: tuple[str, ...] = ("大王", "小王")
ATTRIBUTES: tuple[str, ...] = ("狂隱", "特區")
SUIT_LETTER: Mapping[Suit, str] = dict(zip(SUIT_ORDER, "SHCD", strict=True))
JOKER_ID: Mapping[str, str] = {"大王": "JOKER_BIG", "小王": "JOKER_SMALL"}

_PINYIN = re.compile(r"\((?:[a-z]|[\u00e0-\u01dc])+\)")
_HEADER = re.compile(r"(大王|小王|\?(A|10|[2-9]|J|Q|K))，([^，]+)，(\d+)(?:，(狂隱|特區))?")
#: Three flavour lines (臺詞) lost characters to the double encoding; they carry no rule (R-0.1). The restored
#: words follow the surviving pinyin (…鄷?huì → 會; ?jiǎn…l(shuí) → 喪…誰; 龍?bào)w → 龍體).
_RESTORED_LINES: Mapping[str, str] = {
    "審判官": "陣亡：待到長假后 我們再相會",
    "夜鶯": "陣亡：喪鐘為誰而鳴",
    "追星族": "技能：圣上何故視選票為犬彘之食/圣上龍體為重 萬不可自輕而重不才",
}


def strip_pinyin(text: str) -> str:
    """Remove the scraped pinyin: 「創(chuàng)」 → 「創」.

    >>> strip_pinyin("創(chuàng)作空間無(wú)窮大(3/1/X)")
    '創作空間無窮大(3/1/X)'
    """
    return _PINYIN.sub("", text)


def parse_rank(text: str | int) -> int:
    """A rank as the cards print it (A, 2…10, J, Q, K) → 1…13; an int 1…13 is accepted as is.

    >>> parse_rank("A"), parse_rank("10"), parse_rank("K"), parse_rank(7)
    (1, 10, 13, 7)
    """
    if isinstance(text, int) and not isinstance(text, bool) and 1 <= text <= 13:
        return text
    if isinstance(text, str) and text.strip().upper() in RANKS:
        return RANKS.index(text.strip().upper()) + 1
    raise IllegalAnswer(f"{text!r} is not a rank; a rank is one of {' '.join(RANKS)}")


def rank_name(rank: int) -> str:
    """1…13 → A, 2…10, J, Q, K."""
    return RANKS[parse_rank(rank) - 1]


def parse_suit(text: str | Suit) -> Suit:
    """A suit by its Chinese name (黑桃/紅桃/梅花/方塊), symbol (♠♥♣♦) or letter (S/H/C/D)."""
    for suit in SUIT_ORDER:
        if text in (suit, suit.value, suit.symbol, SUIT_LETTER[suit], suit.name):
            return suit
    raise IllegalAnswer(f"{text!r} is not a suit; a suit is one of {'/'.join(SUIT_ORDER)}")


@dataclass(frozen=True, slots=True)
class Character:
    """One 人妖牌: 「花色點數，稱號，體力上限，屬性（如有）」, its skill text and its lines (臺詞)."""

    id: str  # suit letter + rank: SK (黑桃K) … DA (方塊A); JOKER_BIG 大王, JOKER_SMALL 小王
    title: str  # 稱號
    max_hp: int  # 體力上限 (initial HP equals it)
    suit: Suit | None  # None for the jokers
    rank: int | None  # 1…13; None for the jokers
    joker: str | None  # 大王 / 小王
    attribute: str | None  # 屬性: 狂隱 / 特區 / none
    skill: str  # the skill's name, e.g. 義替
    skill_text: str  # the 【…】 paragraph and its starred / Q&A lines, as printed
    lines: tuple[str, ...]  # 技能：… / 陣亡：… flavour lines

    @property
    def is_joker(self) -> bool:
        return self.joker is not None

    @property
    def colour(self) -> Colour | None:
        return None if self.suit is None else self.suit.colour

    @property
    def label(self) -> str:
        """黑桃K / 大王."""
        if self.joker is not None:
            return self.joker
        assert self.suit is not None and self.rank is not None
        return f"{self.suit}{rank_name(self.rank)}"


def _card_id(suit: Suit | None, rank: int | None, joker: str | None) -> str:
    if joker is not None:
        return JOKER_ID[joker]
    assert suit is not None and rank is not None
    return f"{SUIT_LETTER[suit]}{rank_name(rank)}"


def parse_roster(book: str) -> list[dict[str, Any]]:
    """The 人妖牌 list of the rule book as records (what `data/characters.yaml` holds), suits restored by R-S1."""
    lines = [ln.strip() for ln in strip_pinyin(book).splitlines()]
    try:
        start = next(i for i, ln in enumerate(lines) if ln.startswith("格式：花色點數"))
    except StopIteration:
        raise ConfigError("the book has no 人妖牌 list (no line 「格式：花色點數…」)") from None
    records: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for ln in lines[start + 1:]:
        if not ln:
            continue
        m = _HEADER.fullmatch(ln)
        if m:
            joker = m[1] if m[1] in JOKERS else None
            rank = None if joker else parse_rank(m[2])
            suit = None
            if rank is not None:
                suit = SUIT_ORDER[seen.get(m[2], 0)]
                seen[m[2]] = seen.get(m[2], 0) + 1
            records.append({"id": _card_id(suit, rank, joker), "suit": suit and suit.value,
                            "rank": rank and rank_name(rank), "joker": joker, "title": m[3],
                            "max_hp": int(m[4]), "attribute": m[5], "skill": None, "skill_text": [], "lines": []})
        elif not records:
            raise ConfigError(f"人妖牌 list: text before the first card: {ln!r}")
        elif ln.startswith(("【", "*【", "Q:", "A:")):
            rec = records[-1]
            if rec["skill"] is None:
                rec["skill"] = ln[1:ln.index("】")]
            rec["skill_text"].append(ln)
        else:
            rec = records[-1]
            rec["lines"].append(_RESTORED_LINES[rec["title"]] if "?" in ln and rec["title"] in _RESTORED_LINES else ln)
    for rec in records:
        rec["skill_text"] = "\n".join(rec["skill_text"])
    return records


def _from_record(rec: Mapping[str, Any], where: str) -> Character:
    try:
        joker = rec.get("joker")
        if joker is not None and joker not in JOKERS:
            raise ConfigError(f"joker must be one of {'/'.join(JOKERS)}, not {joker!r}")
        suit = None if rec.get("suit") is None else parse_suit(rec["suit"])
        rank = None if rec.get("rank") is None else parse_rank(rec["rank"])
        if (joker is None) != (suit is not None and rank is not None):
            raise ConfigError("a card has a suit and a rank unless it is 大王/小王, which has neither")
        attribute = rec.get("attribute")
        if attribute is not None and attribute not in ATTRIBUTES:
            raise ConfigError(f"屬性 must be one of {'/'.join(ATTRIBUTES)} or absent, not {attribute!r}")
        max_hp = rec["max_hp"]
        if not isinstance(max_hp, int) or isinstance(max_hp, bool) or max_hp < 1:
            raise ConfigError(f"體力上限 must be a positive integer, not {max_hp!r}")
        c = Character(str(rec["id"]), str(rec["title"]), max_hp, suit, rank, joker, attribute,
                      str(rec["skill"]), str(rec["skill_text"]), tuple(str(x) for x in rec.get("lines") or ()))
    except (KeyError, TypeError, IllegalAnswer) as e:
        raise ConfigError(f"{where}: malformed 人妖牌 entry ({e})") from None
    except ConfigError as e:
        raise ConfigError(f"{where}: {e}") from None
    if c.id != _card_id(suit, rank, joker):
        raise ConfigError(f"{where}: id {c.id!r} does not match {c.label} (expected {_card_id(suit, rank, joker)!r})")
    return c


def load_characters(path: Path | str | None = None) -> tuple[Character, ...]:
    """Read a 人妖牌 file (default: the book's 54). A malformed file is a ConfigError naming the entry."""
    if path is None:
        return _default()
    return _load(Path(path))


def _load(path: Path) -> tuple[Character, ...]:
    try:
        doc = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    except (OSError, yaml.YAMLError) as e:
        raise ConfigError(f"{path}: cannot read the 人妖牌 file ({e})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("characters"), list):
        raise ConfigError(f"{path}: expected a mapping with a list `characters`")
    out: list[Character] = []
    for i, rec in enumerate(doc["characters"]):
        if not isinstance(rec, dict):
            raise ConfigError(f"{path.name}: characters[{i}] is not a mapping")
        out.append(_from_record(rec, f"{path.name}: characters[{i}]"))
    dup = sorted(k for k, n in Counter(c.id for c in out).items() if n > 1)
    if dup:
        raise ConfigError(f"{path.name}: the same card twice: {', '.join(dup)}")
    return tuple(out)


@cache
def _default() -> tuple[Character, ...]:
    return _load(DATA_FILE)


def character(card_id: str) -> Character:
    """A 人妖牌 by id (SK, JOKER_BIG …), by 稱號 (審判官) or by its label (黑桃K, 大王)."""
    for c in _default():
        if card_id in (c.id, c.title, c.label):
            return c
    raise ConfigError(f"unknown 人妖牌 {card_id!r}")


def standard_characters() -> tuple[Character, ...]:
    """The 54 標準版人妖牌 (52 with a suit and a rank, 大王 and 小王), in the book's order."""
    return _default()


def dump_roster(records: Iterable[Mapping[str, Any]]) -> str:
    """The YAML text of `data/characters.yaml`."""
    head = (f"# The 54 標準版人妖牌 of rule book {SEED_FILE}, parsed by daoyan.games.fuweng.characters.parse_roster.\n"
            "# The scrape lost every suit symbol (「?K，審判官，4」): suits restored by reading R-S1\n"
            "# (the four cards of a rank, in the order listed: 黑桃 紅桃 梅花 方塊). Three damaged flavour\n"
            "# lines restored (R-0.1; docs/rulings/fuweng.md, section 2). Skills are text only: not implemented.\n")
    return head + yaml.dump({"characters": [dict(r) for r in records]}, Dumper=_Dumper, allow_unicode=True,
                            sort_keys=False, width=1000)


class _Dumper(yaml.SafeDumper):
    """Multi-line texts as `|` blocks, one printed line per line."""


def _text(dumper: yaml.SafeDumper, s: str) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:str", s, style="|" if "\n" in s else None)


_Dumper.add_representer(str, _text)


if __name__ == "__main__":  # pragma: no cover - the data file's generator
    sys.stdout.write(dump_roster(parse_roster(Path(sys.argv[1]).read_text(encoding="utf-8"))))
