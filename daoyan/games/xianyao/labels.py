"""How an option reads to a person (terminal and, later, the web): '效果② → 3号顶层'."""

from __future__ import annotations

from ...core.ask import Answer
from ...i18n import Ballot, Target, term, value
from . import generals
from .glossary import MAP, YANYAO, effect_words

CIRCLED = "①②③④"

EN = {
    "effect": "effect", "claim": "claim double 【Minion】, [Revealing Map]", "order": "top {top} / bottom {bottom}",
    "self": "{seat} (the player)", "hold": "hold for the follow-up vote",
    "戏言": "Jest (may speak, no vote)", "缄默": "Silence (silent, 1 vote)",
}
ZH = {
    "effect": "效果", "claim": "宣称双【妖众】,[鉴仙图]", "order": "顶层 {top} / 底层 {bottom}",
    "self": "{seat}本身", "hold": "跟票 (留到补票时再投)",
    "戏言": "戏言 (可发言,无票)", "缄默": "缄默 (不可发言,1票)",
}


def does(skill: str, n: int, lang: str) -> str:
    """What effect `n` of [验妖] / [四方鉴仙图] does, as an option's label adds it: 「：查顶层牌的阵营」 (A-XY ruling:
    an effect is never named by its number alone)."""
    w = effect_words(skill, n, lang)
    return f"：{w}" if lang == "zh" else f" ({w})"


def describe_option(skill: str, o: Answer, lang: str = "zh") -> str:
    """An option as a person reads it.

    >>> describe_option("验妖", {"choice": 2, "target": "3:顶层"})
    '效果②：查一张牌或本人的阵营 → 3号顶层'
    >>> describe_option("验妖", {"choice": 1, "target": 4}, "en")
    "effect① (top card's camp) → #4"
    >>> describe_option("发言", {"skill": "鉴仙图", "choice": 3})
    '宣称双【妖众】,[鉴仙图]③：双妖众每票+1'
    >>> describe_option("诛仙投票", {"target": [5, "弃票"]}, "en")
    '#5, abstain'
    """
    own = generals.describe_option(skill, o, lang)  # a general's ask or claim
    if own is not None:
        return own
    words = ZH if lang == "zh" else EN
    if skill == "排序":
        top, bottom = o["choice"]
        return words["order"].format(top=term(top, lang), bottom=term(bottom, lang))
    if skill == "天眼" and isinstance(o.get("target"), list):  # 【仙童】 names two card places
        return ("、" if lang == "zh" else ", ").join(value(Target(x), lang) for x in o["target"])
    if "target" in o and isinstance(o["target"], list):
        ballot = value(Ballot(o["target"]), lang)
        return ballot.replace(" ", " + ") if lang == "zh" else ballot
    c = o.get("choice")
    t = o.get("target")
    if o.get("skill") == "鉴仙图" or (skill == "鉴仙图" and isinstance(c, int)):
        aim = f" → {value(Target(t), lang)}" if t is not None else ""
        return f"{words['claim']}{CIRCLED[int(c) - 1]}{does(MAP, int(c), lang)}{aim}"  # type: ignore[arg-type]
    if isinstance(c, int):
        said = does(YANYAO, c, lang) if skill == YANYAO and 1 <= c <= 3 else ""
        if skill == YANYAO and c == 2 and isinstance(t, int):
            return f"{words['effect']}{CIRCLED[c - 1]}{said} → " + words["self"].format(seat=value(Target(t), lang))
        return f"{words['effect']}{CIRCLED[c - 1]}{said} → {value(Target(t), lang)}"
    if c == "跟票":
        return words["hold"]
    if c is not None:
        return words.get(str(c), term(str(c), lang))
    return value(Target(t), lang)
