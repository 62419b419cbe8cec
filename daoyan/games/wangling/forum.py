"""Forum text: 「遗言中禁止使用Discuz!代码。」 (002_df7a4ea6bd54eb52.txt) — a last word holding a Discuz! code (the
forum's BBCode: [b], [url=…], [color=red], [img], …) is refused with the code named.

>>> bbcode("明天投3号")
>>> bbcode("我是[b]村民[/b]")
'遗言中禁止使用Discuz!代码 (no Discuz! codes in last words): [b]'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ...i18n import Phrase, Seat, Seats, value
from .state import Bulletin

# the tags Discuz! renders (opening or closing, with or without a value); other brackets (「[死亡圣器]」) are text
DISCUZ = re.compile(
    r"\[/?(b|i|u|s|p|url|email|img|color|size|font|align|float|indent|list|\*|quote|code|hide|free|table|tr|td|"
    r"backcolor|sup|sub|hr|media|audio|flash|attach|attachimg|qq|pre)(=[^\]]*)?\]",
    re.IGNORECASE)


def bbcode(text: str) -> str | None:
    """Why `text` is refused as a last word (its first Discuz! code), or None."""
    m = DISCUZ.search(text)
    return None if m is None else f"遗言中禁止使用Discuz!代码 (no Discuz! codes in last words): {m.group(0)}"


def joined(items: Sequence[Any], sep: str, empty: Any = "") -> Any:
    """Typed parameters (daoyan.i18n) in a row with `sep` between them in every language — `Listing` puts 、 / ', '
    between its items, the game's lists use "; " and the post's lines a line break — or `empty` when there are none.

    >>> from daoyan.i18n import Seat, Term, value
    >>> both = joined([Seat(3), Term("无")], "; ")
    >>> value(both, "zh"), value(both, "en"), value(joined([], "; ", Term("无")), "en")
    ('3号; 无', '#3; none', 'none')
    """
    return row(items, sep) if items else empty


def row(items: Sequence[Any], sep: str) -> Phrase:
    """`items` with `sep` between them: a template of their places ("{p0}; {p1}"), the same in every language."""
    return Phrase(sep.join(f"{{p{i}}}" for i in range(len(items))), **{f"p{i}": x for i, x in enumerate(items)})


def bulletin(day: int, b: Bulletin, shenjuanzhe: int | None) -> Phrase:
    """The day's 公示 as the 导演 would paste it in the discussion thread (「讨论帖开门时」), in the book's order:
    「公示前一日出局的角色名单以及对应的遗言，今日神眷者（如果有的话）公示前日权势、前夜剑痕。」, then the 晨报
    when a writer wrote one (「晨报在讨论帖开门时发布」, 「晨报可以存在也可以不存在」: `flow.morning_paper`). No
    identity is shown:
    「游戏进行期间以任何方式出局的角色均不公示其身份」. Its lines are templates with typed parameters (daoyan.i18n),
    so the log's entry renders in either language; the last words and 剑痕 are the players' own text."""
    lines: list[Any] = [Phrase("【第{day}天 公示】", day=day),
                        Phrase("前一日白天出局: {seats}", seats=Seats(b.day_outs)),
                        Phrase("前一日夜晚出局: {seats}", seats=Seats(b.night_outs))]
    words = [(x, b.last_words[x]) for x in b.day_outs + b.night_outs if x in b.last_words]
    if words:
        lines.append(Phrase("遗言:"))
        lines += [Phrase("  {seat}: {text}", seat=Seat(x), text=text) for x, text in words]
    if shenjuanzhe is not None:
        lines.append(Phrase("今日神眷者: {seat}", seat=Seat(shenjuanzhe)))
    if b.quanshi:
        lines.append(Phrase("前日权势: 今日仅{seats}的投票有效", seats=Seats(b.quanshi)))
    elif b.quanshi is not None:  # a <权势> naming nobody (A-WL-16)
        lines.append(Phrase("前日权势: 今日仅无的投票有效"))
    lines += [Phrase("前夜剑痕: {text}", text=text) for text in b.jianhen]
    if b.paper:  # 「晨报可以存在也可以不存在」: only when a writer wrote one (`flow.morning_paper`)
        lines.append(Phrase("【晨报】"))
        lines += [Phrase("{text}", text=text) for text in b.paper]
    return row(lines, "\n")


def post(day: int, b: Bulletin, shenjuanzhe: int | None, lang: str = "zh") -> str:
    """The day's 公示 (`bulletin`) as text in `lang`.

    >>> print(post(2, Bulletin(day_outs=[], night_outs=[7, 3], last_words={7: "投12号"}), 5))
    【第2天 公示】
    前一日白天出局: 无
    前一日夜晚出局: 7号、3号
    遗言:
      7号: 投12号
    今日神眷者: 5号

    With a 晨报 its writers wrote, after the rest:

    >>> print(post(3, Bulletin(day_outs=[4], paper=["昨夜月色如血。"]), None))
    【第3天 公示】
    前一日白天出局: 4号
    前一日夜晚出局: 无
    【晨报】
    昨夜月色如血。

    In English (the catalogue of `i18n_en.py`); the players' own words stay as they wrote them:

    >>> b = Bulletin(day_outs=[], night_outs=[7, 3], last_words={7: "投12号"}, jianhen=["今夜无事"])
    >>> print(post(2, b, 5, "en"))
    【Day 2 bulletin】
    Out the previous day: nobody
    Out the previous night: #7, #3
    Last words:
      #7: 投12号
    Today's Chosen of the Gods: #5
    Last night's <Sword Mark>: 今夜无事
    """
    return value(bulletin(day, b, shenjuanzhe), lang)
