"""What the `daoyan` command and the web app show for 《亡灵低语2.x》: your identity, camp and marks, every option in
words, every identity at the end, the identities table; the web app's table (`display`). Chinese first; `lang="en"`
gives the glossary's English (`i18n_en.py`) but the book's own skill texts in the rules table."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.table import Table

from ...core.game import Game
from ...core.glossary import book_entries
from ...i18n import term
from .identities import CAMP_NAME, IDENTITIES, IDENTITY, MARKS, Skill
from .state import WState


def _t(lang: str, zh: str, en: str) -> str:
    return zh if lang == "zh" else en


def seat(n: int, lang: str) -> str:
    return _t(lang, f"{n}号", f"#{n}")


def camp(name: str, lang: str) -> str:
    return CAMP_NAME[name] if lang == "zh" else f"{term(name, lang)} camp"


def side_name(winner: str, lang: str = "zh") -> str:
    """`daoyan sim`'s rows: one camp or several who won together (「莱恩、圣殿」)."""
    parts = winner.split("、")
    return winner if lang == "zh" else " & ".join(term(p, lang) for p in parts)


#: What a numbered effect does, in a few words, for the options that pick it by its number (<探查>: 「1.获知该角色当前
#: 阵营。 2.若该角色持有[死亡圣器]，获得之。」): 「效果1：获知当前阵营 → 3号」.
EFFECT_WORDS: Mapping[tuple[str, int], tuple[str, str]] = {
    ("探查", 1): ("获知当前阵营", "learn the camp"),
    ("探查", 2): ("夺取[死亡圣器]", "take the [Deathly Hallow]"),
}


def skill_line(k: Skill) -> str:
    """A skill as the rules table prints it: 「侦测<普通>：游戏日夜晚，…」."""
    return f"{k.name}{''.join(f'<{x}>' for x in k.tags)}：{k.text}"


BOOK_TERMS = Path(__file__).parent / "data" / "book_terms.yaml"  # the book's terms that are no identity nor skill


@functools.cache
def glossary(lang: str = "zh") -> dict[str, dict[str, str]]:
    """Every identity, 特殊标志 and skill with the book's words, as `daoyan rules wangling` prints them (the book's
    Chinese text in every language, under an English name): an identity's camp, 亡灵 form and skills; a skill's
    line. Two identities' skills of one name (神恩, 祝福) share an entry holding both, each under its identity."""
    out: dict[str, dict[str, str]] = {}
    skills: dict[str, list[tuple[str, Skill]]] = {}

    def name(zh: str) -> str:
        return zh if lang == "zh" or term(zh, lang) == zh else f"{term(zh, lang)} ({zh})"

    for i in [*IDENTITIES, *MARKS]:
        side = camp(i.camp, lang) if i.camp else _t(lang, "特殊标志", "special mark")
        undead = _t(lang, f"；亡灵身份：{i.undead}", f"; undead form: {term(i.undead, lang)}") if i.undead else ""
        head = _t(lang, f"阵营：{side}", f"camp: {side}") + undead
        out[i.name] = {"name": name(i.name), "text": "\n".join([head, *(skill_line(k) for k in i.skills)])}
        for k in i.skills:
            skills.setdefault(k.name, []).append((i.name, k))
    for skill, holders in skills.items():
        texts = {k.text for _, k in holders}
        text = skill_line(holders[0][1]) if len(texts) == 1 else "\n".join(
            f"{who}：{skill_line(k)}" for who, k in holders)
        out.setdefault(skill, {"name": name(skill), "text": text})
    for key, e in book_entries(BOOK_TERMS, lang).items():  # the camps, 投票 …
        out.setdefault(key, e)
    return out


def describe_option(skill: str, option: Mapping[str, Any], lang: str = "zh") -> str:
    """An option in words: 3号 / #3; <夜之牙>'s [out, living] as 「7号 → 3号」; <诈骗>'s up to two; 探查's effect."""
    target = option.get("target")
    choice = option.get("choice")
    parts = []
    if option.get("skill"):
        parts.append(f"<{term(str(option['skill']), lang)}>")
    if isinstance(choice, int) and not isinstance(choice, bool):  # an effect by number says what it does (W ruling)
        does = EFFECT_WORDS.get((skill, choice))
        named = _t(lang, f"效果{choice}", f"effect {choice}")
        parts.append(named + (_t(lang, f"：{does[0]}", f" ({does[1]})") if does else "")
                     + (" →" if target is not None else ""))
    elif choice is not None:
        parts.append(term(str(choice), lang))
    if isinstance(target, list):
        joiner = " → " if skill == "夜之牙" else _t(lang, "、", ", ")
        parts.append(joiner.join(seat(int(x), lang) for x in target))
    elif isinstance(target, int):
        parts.append(seat(target, lang))
    elif isinstance(target, str):
        parts.append(term(target, lang))
    return " ".join(parts) or "-"


def describe_you(game: Game, who: int, lang: str = "zh") -> str:
    """Your identity, camp, the marks you hold, and the table (who is out, the 神眷者) — Rich markup."""
    s = game.state
    if not isinstance(s, WState):
        return ""
    c = s.chars[who]
    marks = []
    if s.shengqi == who:
        marks.append(_t(lang, "持有[死亡圣器]", "you hold the [Deathly Hallow]"))
    if s.master == who:
        marks.append(_t(lang, "[死亡圣器]的主人", "master of the [Deathly Hallow]"))
    if c.afk:
        marks.append(_t(lang, "挂机", "AFK"))
    out = [x for x in sorted(s.chars) if s.chars[x].out]
    lines = [_t(lang, f"[bold]你是{who}号[/]  身份: {c.identity}  阵营: {camp(c.camp, lang)}",
                f"[bold]You are #{who}[/]  identity: {term(c.identity, lang)}  camp: {camp(c.camp, lang)}")
             + ("  " + "、".join(marks) if marks else "") + (_t(lang, "  (已出局)", "  (out)") if c.out else "")]
    skills = "、".join(f"<{term(k.name, lang)}>" for k in IDENTITY[c.identity].skills)
    lines.append(_t(lang, f"  技能: {skills}", f"  skills: {skills}"))
    lines.append(_t(lang, "  神眷者: ", "  Chosen: ") + (seat(s.shenjuanzhe, lang) if s.shenjuanzhe else "—")
                 + _t(lang, "  已出局: ", "  out: ") + (_t(lang, "、", ", ").join(seat(x, lang) for x in out) or "—"))
    return "\n".join(lines)


def reveal_all(game: Game, lang: str = "zh") -> str:
    """Every seat's identity (dealt → now), for the end of a game."""
    s = game.state
    if not isinstance(s, WState):
        return ""

    def one(x: int) -> str:
        c = s.chars[x]
        now = term(c.identity, lang)
        return f"{seat(x, lang)} {term(c.dealt, lang)}" + (f"→{now}" if c.identity != c.dealt else "")

    return _t(lang, "[bold]所有身份:[/] ", "[bold]All identities:[/] ") + "; ".join(one(x) for x in sorted(s.chars))


def rules_table(lang: str = "zh") -> list[Any]:
    """The identities with their camp, 亡灵 form, count and skills (the book's words), then the marks."""
    table = Table(title=_t(lang, "《亡灵低语2.x》 身份", "亡灵低语2.x — identities"), show_lines=True)
    for head in (_t(lang, "身份", "Identity"), _t(lang, "阵营", "Camp"), _t(lang, "亡灵身份", "Undead form"),
                 _t(lang, "人数", "Count"), _t(lang, "技能", "Skills (the book's words)")):
        table.add_column(head, overflow="fold")
    for i in [*IDENTITIES, *MARKS]:
        name = i.name if lang == "zh" else f"{i.name} {term(i.name, lang)}"
        side = camp(i.camp, lang) if i.camp else _t(lang, "特殊标志", "special mark")
        undead = (i.undead if lang == "zh" else term(i.undead, lang)) if i.undead else "—"
        skills = "\n".join(f"{k.name}{''.join(f'<{x}>' for x in k.tags)}：{k.text}" for k in i.skills)
        table.add_row(name, side, undead, str(i.count or "—"), skills)
    return [table]


def display(game: Game, audience: int | str, lang: str = "zh") -> dict[str, Any]:
    """The web app's table: each seat (out or not, 挂机, the 神眷者) and your own identity, camp and marks; the host,
    and everyone once the game is over, sees every identity."""
    s = game.state
    if not isinstance(s, WState):
        return {}
    everything = audience == "host" or game.finished
    columns = [_t(lang, "座位", "Seat"), _t(lang, "状态", "State"), _t(lang, "神眷者", "Chosen")]
    if everything:
        columns += [_t(lang, "身份", "Identity"), _t(lang, "[死亡圣器]", "[Deathly Hallow]")]
    rows = []
    for x, c in sorted(s.chars.items()):
        state = _t(lang, "出局", "out") if c.out else (_t(lang, "挂机", "AFK") if c.afk else _t(lang, "存活", "in"))
        row: list[Any] = [seat(x, lang), state, "★" if s.shenjuanzhe == x else ""]
        if everything:
            row += [term(c.identity, lang), _t(lang, "持有", "holds") if s.shengqi == x else ""]
        rows.append(row)
    out: dict[str, Any] = {"columns": columns, "rows": rows}
    if isinstance(audience, int) and audience in s.chars:
        c = s.chars[audience]
        out["you"] = [{"label": _t(lang, "身份", "Identity"), "cards": [
            {"name": term(c.identity, lang), "term": c.identity,
             "title": "\n".join(skill_line(k) for k in IDENTITY[c.identity].skills),
             "note": camp(c.camp, lang)}]}]
        if s.shengqi == audience:
            out["you"].append({"label": _t(lang, "标志", "Mark"), "text": term("死亡圣器", lang)})
    return out
