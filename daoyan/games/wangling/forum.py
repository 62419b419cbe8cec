"""Forum text: 「遗言中禁止使用Discuz!代码。」 (002_df7a4ea6bd54eb52.txt) — a last word holding a Discuz! code (the
forum's BBCode: [b], [url=…], [color=red], [img], …) is refused with the code named.

>>> bbcode("明天投3号")
>>> bbcode("我是[b]村民[/b]")
'遗言中禁止使用Discuz!代码 (no Discuz! codes in last words): [b]'
"""

from __future__ import annotations

import re

# the tags Discuz! renders (opening or closing, with or without a value); other brackets (「[死亡圣器]」) are text
DISCUZ = re.compile(
    r"\[/?(b|i|u|s|p|url|email|img|color|size|font|align|float|indent|list|\*|quote|code|hide|free|table|tr|td|"
    r"backcolor|sup|sub|hr|media|audio|flash|attach|attachimg|qq|pre)(=[^\]]*)?\]",
    re.IGNORECASE)


def bbcode(text: str) -> str | None:
    """Why `text` is refused as a last word (its first Discuz! code), or None."""
    m = DISCUZ.search(text)
    return None if m is None else f"遗言中禁止使用Discuz!代码 (no Discuz! codes in last words): {m.group(0)}"
