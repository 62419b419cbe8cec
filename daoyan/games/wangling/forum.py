"""Forum text: 「遗言中禁止使用Discuz!代码。」 (002_df7a4ea6bd54eb52.txt) — a last word holding a Discuz! code (the
forum's BBCode: [b], [url=…], [color=red], [img], …) is refused with the code named.

>>> bbcode("明天投3号")
>>> bbcode("我是[b]村民[/b]")
'遗言中禁止使用Discuz!代码 (no Discuz! codes in last words): [b]'
"""

from __future__ import annotations

import re

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


def post(day: int, b: Bulletin, shenjuanzhe: int | None) -> str:
    """The day's 公示 as the 导演 would paste it in the discussion thread (「讨论帖开门时」), in the book's order:
    「公示前一日出局的角色名单以及对应的遗言，今日神眷者（如果有的话）公示前日权势、前夜剑痕。」, then the 晨报 slot
    (「晨报在讨论帖开门时发布」; written by the 导演 or a writer, so left for them). No identity is shown:
    「游戏进行期间以任何方式出局的角色均不公示其身份」.

    >>> print(post(2, Bulletin(day_outs=[], night_outs=[7, 3], last_words={7: "投12号"}), 5))
    【第2天 公示】
    前一日白天出局: 无
    前一日夜晚出局: 7号、3号
    遗言:
      7号: 投12号
    今日神眷者: 5号
    【晨报】
    (晨报写手在此撰写)
    """
    def seats(xs: list[int]) -> str:
        return "、".join(f"{x}号" for x in xs) or "无"

    lines = [f"【第{day}天 公示】", f"前一日白天出局: {seats(b.day_outs)}", f"前一日夜晚出局: {seats(b.night_outs)}"]
    words = [(x, b.last_words[x]) for x in b.day_outs + b.night_outs if x in b.last_words]
    if words:
        lines.append("遗言:")
        lines += [f"  {x}号: {text}" for x, text in words]
    if shenjuanzhe is not None:
        lines.append(f"今日神眷者: {shenjuanzhe}号")
    if b.quanshi is not None:
        lines.append(f"前日权势: 今日仅{seats(b.quanshi)}的投票有效")
    lines += [f"前夜剑痕: {text}" for text in b.jianhen]
    lines += ["【晨报】", "(晨报写手在此撰写)"]
    return "\n".join(lines)
