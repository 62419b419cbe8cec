"""《仙妖斗法:封妖》's words on tap (issue 25, `daoyan.core.glossary`): every identity card, each skill its text
heads 「▶[名]」, [验妖]'s three effects, [四方鉴仙图] and its four effects, [化形] — the text `daoyan rules xianyao`
prints (the English text where the book has one in `identities.TEXT_EN`, else the Chinese under an English name).

>>> g = glossary("zh")
>>> g["封妖"]["text"]
'技能⑵▶[封妖](昼伏): 闭眼阶段,可以[封印]一名玩家顶层身份牌。'
>>> g["四方鉴仙图·效果③"]["text"]
'③讨论阶段或[诛仙投票]后,令所有开局时为双【妖众】玩家每一票的票数+1。'
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from ...core.ask import Ask
from ...core.glossary import Glossary, book_entries, entry, skills_in
from ...i18n import term
from . import identities as ids

CIRCLED = "①②③④"
YANYAO = "验妖"
MAP = "四方鉴仙图"

#: What each effect does, in a few words, for the options that name it by number (A-XY ruling in
#: docs/rulings/xianyao.md: 「效果①：查顶层牌阵营 → 1号」, the book's sentence shortened).
EFFECT_WORDS: Mapping[str, Mapping[str, tuple[str, ...]]] = {
    YANYAO: {"zh": ("查顶层牌的阵营", "查一张牌或本人的阵营", "查开局所有牌的阵营"),
             "en": ("top card's camp", "a card's or the player's camp", "all start cards' camps")},
    MAP: {"zh": ("问开局有无妖首/星空牌", "问此牌是否非关键将领", "双妖众每票+1", "标记并强制封印"),
          "en": ("ask: a Demon Lord or Starry card at the start?", "ask: a non-key General?",
                 "double Minions' votes +1", "mark for a forced seal")},
}


#: The procedures and states of the host manual a player meets in a question or the log (戏言, 缄默, [诛仙投票] …):
#: key → {name, en, text, text_en}: the book's lines that say what it is (000_21ded97409bf0f89.txt, 注2, 注5, 黑夜
#: steps 1, 4 and 5) and a translation of them (`data/procedures.yaml`).
PROCEDURES_FILE = Path(__file__).parent / "data" / "procedures.yaml"
PROCEDURES: Mapping[str, Mapping[str, str]] = yaml.safe_load(PROCEDURES_FILE.read_text(encoding="utf-8"))


def effect_words(skill: str, n: int, lang: str) -> str:
    """「查顶层牌的阵营」: effect `n` (1-based) of [验妖] or [四方鉴仙图] in a few words."""
    return EFFECT_WORDS[skill]["zh" if lang == "zh" else "en"][n - 1]


def _effects(text: str) -> list[str]:
    """The lines of a text that state a numbered effect (「①…」 at a line's start)."""
    return [line for line in text.split("\n") if line[:1] in CIRCLED]


def _name(zh: str, lang: str) -> str:
    return zh if lang == "zh" else f"{term(zh, lang)} ({zh})" if term(zh, lang) != zh else zh


@functools.cache
def glossary(lang: str = "zh") -> Glossary:
    en = lang != "zh"
    out: Glossary = {}
    for i in ids.IDENTITIES:
        text_en = ids.TEXT_EN.get(i.name)
        out[i.name] = entry(_name(i.name, lang), (text_en or ids.TEXT_EN_MISSING) if en else i.text)
        skills = skills_in(i.text)
        skills_en = skills_in(text_en) if text_en else []
        same = len(skills_en) == len(skills)
        for k, (name, text) in enumerate(skills):
            if name not in out:
                out[name] = entry(_name(name, lang), skills_en[k][1] if en and same else text)
    yaoshou = ids.identity("妖首")
    effects = _effects(yaoshou.text)
    effects_en = _effects(ids.TEXT_EN.get("妖首", ""))
    for k, line in enumerate(effects[:3]):
        out[f"{YANYAO}·效果{CIRCLED[k]}"] = entry(
            f"[{_name(YANYAO, lang)}] " + ("效果" if not en else "effect ") + CIRCLED[k],
            effects_en[k] if en and len(effects_en) >= 3 else line)
    out[MAP] = entry(_name(MAP, lang), ids.JIANXIANTU_TEXT_EN if en else ids.JIANXIANTU_TEXT)
    for k, (line, line_en) in enumerate(zip(_effects(ids.JIANXIANTU_TEXT), _effects(ids.JIANXIANTU_TEXT_EN),
                                            strict=True)):
        out[f"{MAP}·效果{CIRCLED[k]}"] = entry(f"[{_name(MAP, lang)}] " + ("效果" if not en else "effect ")
                                              + CIRCLED[k], line_en if en else line)
    out["化形"] = entry(_name("化形", lang), ids.HUAXING_TEXT_EN if en else ids.HUAXING_TEXT)
    for key, e in book_entries(PROCEDURES_FILE, lang).items():
        out.setdefault(key, e)
    return out


def option_terms(ask: Ask, option: Mapping[str, Any]) -> list[str]:
    """The entries an option names: its skill, an identity it orders (排序), the effect it picks by number."""
    found: list[str] = []
    c = option.get("choice")
    for w in (option.get("skill"), *(c if isinstance(c, list) else [c])):
        if isinstance(w, str):
            found.append(w)
    if isinstance(c, int) and not isinstance(c, bool):
        if ask.skill == YANYAO and 1 <= c <= 3:
            found.append(f"{YANYAO}·效果{CIRCLED[c - 1]}")
        elif (option.get("skill") == "鉴仙图" or ask.skill == "鉴仙图") and 1 <= c <= 4:
            found += [MAP, f"{MAP}·效果{CIRCLED[c - 1]}"]
    return found
