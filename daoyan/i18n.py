"""Languages: Chinese (the books' words) first, English for every string the UI shows.

A log entry, an ask's prompt and an outcome keep their Chinese template and typed parameters;
`render(template, params, lang)` writes them in either language. Parameters are typed so that each
language formats them its own way: `Seat(3)` is 3号 / #3, `Seats([1, 6])` is 1号、6号 / #1, #6,
`Term("妖首")` is 妖首 / Demon Lord; a `Phrase` is a nested template (a card with its suit, a map cell), a `Listing`
several parameters in a row. A game adds its words with `define` and its sentences with `register`.

>>> render("{seats}玩家顶层身份牌被[封印]。", {"seats": Seats([1, 6])}, "en")
'Top cards of #1, #6 are [sealed].'
>>> render("{seats}玩家顶层身份牌被[封印]。", {"seats": Seats([1, 6])}, "zh")
'1号、6号玩家顶层身份牌被[封印]。'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

LANGS = ("zh", "en")


class Seat(int):
    """A seat number: 3号 / #3."""


class Seats(tuple[int, ...]):
    """Several seats: 1号、6号 / #1, #6 (nobody: 无 / nobody)."""

    def __new__(cls, seats: Iterable[int]) -> Seats:
        return super().__new__(cls, tuple(seats))


class Term(str):
    """A word of the book (identity, camp, state, answer): translated through the glossary."""


class Terms(tuple[str, ...]):
    """Several words: 妖众、仙子 / Minion, Fairy."""

    def __new__(cls, words: Iterable[str]) -> Terms:
        return super().__new__(cls, tuple(words))


class Target(str):
    """A player or a card: 3 → 3号 / #3; '3:顶层' → 3号顶层 / #3's top card."""


class Ballot(tuple[Any, ...]):
    """One player's raised hands: 5号 弃票 / #5, abstain."""

    def __new__(cls, votes: Iterable[Any]) -> Ballot:
        return super().__new__(cls, tuple(votes))


class SeatChoices(tuple[tuple[int, str], ...]):
    """Seat and word pairs: 1号缄默; 4号戏言 / #1 Silence; #4 Jest."""

    def __new__(cls, pairs: Iterable[tuple[int, str]]) -> SeatChoices:
        return super().__new__(cls, tuple(pairs))


class Tally(tuple[tuple[int, int], ...]):
    """Votes per seat (the host's secret count): 1号3票、2号0票 / #1: 3, #2: 0."""

    def __new__(cls, pairs: Iterable[tuple[int, int]]) -> Tally:
        return super().__new__(cls, tuple(pairs))


class Hands(tuple[tuple[int, str, str], ...]):
    """The host's record of every seat's top and bottom card."""

    def __new__(cls, rows: Iterable[tuple[int, str, str]]) -> Hands:
        return super().__new__(cls, tuple(rows))


class Drawn(dict[str, Any]):
    """A random draw's value that is a choice (`{"target": 17, "choice": "馈赠"}`): its parts in words ("17号")."""


def _drawn(v: Mapping[str, Any], zh: bool, lang: str) -> str:
    parts = []
    for k, x in v.items():
        if k in ("target", "seat") and isinstance(x, int):
            parts.append(f"{x}号" if zh else f"#{x}")
        elif isinstance(x, list):
            seats = k in ("targets", "seats")
            parts.append(_joined(zh, [(f"{y}号" if zh else f"#{y}") if seats and isinstance(y, int)
                                      else term(str(y), lang) for y in x]))
        else:
            parts.append(term(str(x), lang))
    return " ".join(parts)


class Phrase:
    """A piece of a line that is itself a template with typed parameters — a card with its suit, a map cell, a
    reason — rendered with each language's template (the English catalogue's entry, `register`).

    >>> sealed = Phrase("{seats}玩家顶层身份牌被[封印]。", seats=Seats([1, 6]))
    >>> value(sealed, "zh"), value(sealed, "en")
    ('1号、6号玩家顶层身份牌被[封印]。', 'Top cards of #1, #6 are [sealed].')
    """

    __slots__ = ("params", "template", "zh")

    def __init__(self, template: str, /, **params: Any) -> None:
        self.template = template
        self.params = params
        self.zh: str | None = None  # its Chinese text, when kept (`kept`)

    def __repr__(self) -> str:
        return f"Phrase({self.template!r}, {self.params!r})"


def kept(p: Phrase) -> Phrase:
    """`p` with its Chinese text rendered now and kept: for a phrase made once and read in many lines (a game's card),
    whose template and parameters never change (the Chinese rendering reads nothing else).

    >>> p = kept(Phrase("{seats}玩家顶层身份牌被[封印]。", seats=Seats([1, 6])))
    >>> p.zh, value(p, "zh"), value(p, "en")
    ('1号、6号玩家顶层身份牌被[封印]。', '1号、6号玩家顶层身份牌被[封印]。', 'Top cards of #1, #6 are [sealed].')
    """
    p.zh = render(p.template, p.params, "zh")
    return p


class Listing:
    """Several parameters in a row: 、 between them in Chinese, ', ' in English; `empty` (itself a parameter)
    when there are none.

    >>> value(Listing([Term("仙子"), Seat(3)], empty=Term("无")), "en"), value(Listing([], empty=Term("无")), "en")
    ('Fairy, #3', 'none')
    """

    __slots__ = ("empty", "items")

    def __init__(self, items: Iterable[Any], empty: Any = "") -> None:
        self.items = tuple(items)
        self.empty = empty

    def __repr__(self) -> str:
        return f"Listing({list(self.items)!r}, empty={self.empty!r})"


GLOSSARY: dict[str, str] = {
    # identities
    "仙子": "Fairy", "妖首": "Demon Lord", "妖众": "Minion", "将领": "General",
    "圣贤": "Sage", "神女": "Goddess", "仙童": "Immortal Child", "佛陀": "Buddha", "星君": "Star Lord",
    "鬼巫": "Ghost Shaman", "灾厄": "Calamity", "纸人": "Paper Puppet", "凶祟": "Fiend", "影妖": "Shadow Demon",
    "血俑": "Blood Figurine", "魔罗": "Mara", "怪煞": "Bane", "枯骨": "Dry Bones", "树精": "Tree Spirit",
    # camps, states, phases
    "星空仙人": "Starry Immortals", "深渊妖魔": "Abyss Demons", "星空": "Starry", "深渊": "Abyss",
    "自由": "Free", "镇压": "Suppressed", "讼罪": "Indicted", "戏言": "Jest", "缄默": "Silence",
    "开局准备": "Setup", "白昼": "Day", "黑夜": "Night", "源尊": "Host",
    # skills and asks
    "三界五行外": "Beyond the Three Realms",
    "化形": "Shapeshift", "验妖": "Demon Sight", "双妖": "Twin Demons", "鉴仙图": "Revealing Map",
    "四方鉴仙图": "Four-Quarter Revealing Map", "封妖": "Demon Sealing", "诛仙投票": "Slaying Vote",
    "自由讨论": "Free Discussion",
    "补票": "Follow-up Vote", "黎明": "Dawn", "发言": "Speech", "排序": "Card Order", "抗辩": "Defense",
    "骨筹": "Bone Tally", "量天": "Sky Measure", "窥念": "Mind Peek", "血祭": "Blood Sacrifice",
    "背刺": "Backstab", "生死链": "Life-Death Chain", "骸骨牌": "bone card", "妖骸": "demon remains",
    "将骸": "general remains", "封印": "seal",
    "生链": "Life Chain", "死链": "Death Chain", "祭品": "Offering", "饥渴献祭": "Thirsty Sacrifice",
    # 【星君】[星象] and 【仙童】[天眼]
    "星象": "Star Sign", "星象图": "star charts", "星象方向": "Star Sign direction", "天眼": "Heavenly Eye",
    "青龙": "Azure Dragon", "白虎": "White Tiger", "朱雀": "Vermilion Bird", "玄武": "Black Tortoise",
    "开局双【妖众】": "start double 【Minion】", "开局单【妖众】": "start single 【Minion】",
    "开局双【将领】": "start double 【General】", "开局持有【妖首】": "start holding a 【Demon Lord】",
    "大数": "higher numbers", "小数": "lower numbers",
    "两上": "both on top", "两下": "both at the bottom", "一上一下": "one on top, one at the bottom",
    # answers and words
    "是": "yes", "否": "no", "无": "none", "有": "some", "放弃": "pass", "过": "pass", "结束": "end", "弃票": "abstain",
    "跟票": "hold for the follow-up", "不发动": "do not use", "顺时针": "clockwise", "逆时针": "counterclockwise",
    "小于3": "less than 3", "大于2": "more than 2", "顶层": "top", "底层": "bottom", "本身": "the player",
    "真": "true", "假": "false",
    "鉴仙图④": "Revealing Map ④", "鉴仙图④自封": "Revealing Map ④ (self)",
    "黑夜讨论阶段": "the Night discussion", "白昼闭眼阶段第0步骤": "step 0 of the Day",
    "白昼闭眼阶段其他步骤": "a later step of the Day",
    # names of random draws (daoyan.core.rng)
    "启用身份": "enabled generals", "启用星空身份": "enabled Starry generals",
    "发牌": "deal", "源尊指定派发": "host's deal", "化形展示": "shown Shapeshift",
    "发言方向": "speaking direction", "起始玩家": "first speaker", "最后发言": "last speakers",
    "骨筹号码": "Bone Tally seats", "骨筹结果": "Bone Tally result",
    "骨筹首轮": "Bone Tally first kind", "量天目标池": "Sky Measure pool", "量天抽取": "Sky Measure draw",
}

# the (夜行) generals 【鬼巫】【灾厄】【纸人】【怪煞】: skills, cards, words and random draws
GLOSSARY.update({
    "请邪": "Evil Invocation", "业火": "Karmic Fire", "招魂": "Soul Summoning", "崩灭": "Collapse",
    "邪神牌": "evil-god card", "邪神牌含义": "evil-god card meaning", "无意义": "nothing",
    "邪神甲": "Evil God A", "邪神乙": "Evil God B", "邪神丙": "Evil God C", "邪神丁": "Evil God D",
    "信息卡": "info card", "招魂成功": "summoning success", "招魂失败": "summoning failure", "精魄": "spirit essence",
    "邪神无意义": "meaningless evil-god card", "邪神含义": "evil-god card given a meaning",
    "邪神是否": "its meaning (yes/no)", "请邪正确牌": "correct evil-god cards", "请邪牌": "offered evil-god cards",
    "请邪选牌": "evil-god card drawn", "请邪真相": "truth of the question", "招魂信息卡": "Soul Summoning info card",
})

# 【佛陀】[止伐], 【神女】[神域], 【圣贤】[凡圣]
GLOSSARY.update({"止伐": "Ceasefire", "神域": "Divine Domain", "凡圣": "Mortal Sage"})


def define(words: Mapping[str, str]) -> None:
    """Add a game's words to the glossary; a word already there with another meaning is an error (one glossary
    serves every game)."""
    clash = {w: (GLOSSARY[w], en) for w, en in words.items() if GLOSSARY.get(w, en) != en}
    if clash:
        raise ValueError(f"glossary words defined twice with different meanings: {clash}")
    GLOSSARY.update(words)


def term(word: str, lang: str) -> str:
    """A word of the book in `lang`; '妖众×9' keeps its count.

    >>> term("妖众×9", "en"), term("缄默", "en"), term("缄默", "zh")
    ('Minion×9', 'Silence', '缄默')
    """
    if lang == "zh":
        return word
    name, times, n = word.partition("×")
    return GLOSSARY.get(name, name) + times + n


def _target(t: Any, lang: str) -> str:
    s = str(t)
    if ":" in s:
        seat, layer = s.split(":")
        return f"{seat}号{layer}" if lang == "zh" else f"#{seat}'s {term(layer, lang)} card"
    return f"{s}号" if lang == "zh" else f"#{s}"


def _joined(zh: bool, parts: Iterable[str]) -> str:
    return ("、" if zh else ", ").join(parts)


def _seats(v: Seats, zh: bool, lang: str) -> str:
    if not v:
        return "无" if zh else "nobody"
    return _joined(zh, (f"{s}号" if zh else f"#{s}" for s in v))


def _listing(v: Listing, zh: bool, lang: str) -> str:
    if not v.items:
        return value(v.empty, lang)
    return _joined(zh, (value(x, lang) for x in v.items))


# how each typed parameter reads (by its exact class: none of them subclasses another)
_TYPED: dict[type, Callable[[Any, bool, str], str]] = {
    Seat: lambda v, zh, lang: f"{int(v)}号" if zh else f"#{int(v)}",
    Seats: _seats,
    Term: lambda v, zh, lang: term(str(v), lang),
    Terms: lambda v, zh, lang: _joined(zh, (term(w, lang) for w in v)),
    Target: lambda v, zh, lang: _target(v, lang),
    Ballot: lambda v, zh, lang: (" " if zh else ", ").join(
        _target(x, lang) if isinstance(x, int) else term(str(x), lang) for x in v),
    SeatChoices: lambda v, zh, lang: "; ".join(f"{s}号{w}" if zh else f"#{s} {term(w, lang)}" for s, w in v),
    Tally: lambda v, zh, lang: _joined(zh, (f"{s}号{n}票" if zh else f"#{s}: {n}" for s, n in v)),
    Phrase: lambda v, zh, lang: v.zh if zh and v.zh is not None else render(v.template, v.params, lang),
    Listing: _listing,
    Drawn: _drawn,
    Hands: lambda v, zh, lang: "; ".join(
        f"{s}号 {a}/{b}" if zh else f"#{s} {term(a, lang)}/{term(b, lang)}" for s, a, b in v),
}


def value(v: Any, lang: str) -> str:
    """A template parameter as text: a typed one (`Seat`, `Terms`, …) as it reads in `lang`, anything else as str."""
    t = type(v)
    if t is str or t is int:  # most parameters
        return str(v)
    f = _TYPED.get(t)
    if f is None:  # a subclass of a typed parameter reads as its class
        f = next((g for cls, g in _TYPED.items() if isinstance(v, cls)), None)
        if f is None:
            return str(v)
    return f(v, lang == "zh", lang)


def render(template: str, params: Mapping[str, Any] | None, lang: str = "zh") -> str:
    """The text of a template in `lang` (a template without an English entry stays Chinese)."""
    if lang != "zh":
        template = EN.get(template, template)
    if not params:
        return template
    return template.format_map({k: value(v, lang) for k, v in params.items()})


# The English catalogue: Chinese template -> English template (same {names}).
EN: dict[str, str] = {}


def register(catalogue: Mapping[str, str]) -> None:
    EN.update(catalogue)


register({
    "{seats}玩家顶层身份牌被[封印]。": "Top cards of {seats} are [sealed].",
    "随机: {name} → {value}": "Random: {name} → {value}",
})
