"""How an option reads to a person (terminal and, later, the web): '效果② → 3号顶层'."""

from __future__ import annotations

from ...core.ask import Answer

CIRCLED = "①②③④"


def _seat(t: object) -> str:
    if isinstance(t, int):
        return f"{t}号"
    if isinstance(t, str) and ":" in t:
        seat, layer = t.split(":")
        return f"{seat}号{layer}"
    return str(t)


def describe_option(skill: str, o: Answer) -> str:
    """An option as a person reads it.

    >>> describe_option("验妖", {"choice": 2, "target": "3:顶层"})
    '效果② → 3号顶层'
    >>> describe_option("诛仙投票", {"target": [5, "弃票"]})
    '5号 + 弃票'
    """
    if "target" in o and isinstance(o["target"], list) and skill != "排序":
        return " + ".join(_seat(t) for t in o["target"])
    if skill == "排序":
        top, bottom = o["choice"]
        return f"顶层 {top} / 底层 {bottom}"
    c = o.get("choice")
    if o.get("skill") == "鉴仙图" or (skill == "鉴仙图" and isinstance(c, int)):
        aim = f" → {_seat(o['target'])}" if "target" in o else ""
        return f"宣称双【妖众】,[鉴仙图]{CIRCLED[int(c) - 1]}{aim}"  # type: ignore[arg-type]
    if isinstance(c, int):
        effect = f"效果{CIRCLED[c - 1]}"
        t = o.get("target")
        if skill == "验妖" and c == 2 and isinstance(t, int):
            return f"{effect} → {t}号本身"
        return f"{effect} → {_seat(t)}"
    if c == "跟票":
        return "跟票 (留到补票时再投)"
    if c is not None:
        return {"戏言": "戏言 (可发言,无票)", "缄默": "缄默 (不可发言,1票)"}.get(str(c), str(c))
    return _seat(o.get("target"))
