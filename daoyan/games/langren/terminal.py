"""What the `daoyan` command and the web app show for 版杀: your identity and faction, every option in words, every
identity at the end, the board's roles table; the web app's table (`display`). Chinese first; `lang="en"` gives the
glossary's English (`i18n_en.py`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.table import Table

from ...core.game import Game
from ...i18n import term
from .board import Board, Skill, load_board
from .state import LState


def _t(lang: str, zh: str, en: str) -> str:
    return zh if lang == "zh" else en


def seat(n: int, lang: str) -> str:
    return _t(lang, f"{n}号", f"#{n}")


def describe_option(skill: str, option: Mapping[str, Any], lang: str = "zh") -> str:
    """An option in words: 「<守护> 3号」, 「弃权」, a pair 「2号、5号」."""
    parts = []
    if option.get("skill"):
        parts.append(f"<{term(str(option['skill']), lang)}>")
    if option.get("choice") is not None:
        parts.append(term(str(option["choice"]), lang))
    target = option.get("target")
    if isinstance(target, list):
        parts.append(_t(lang, "、", ", ").join(seat(int(x), lang) for x in target))
    elif isinstance(target, int):
        parts.append(seat(target, lang))
    return " ".join(parts) or "-"


def skill_text(sk: Skill, lang: str = "zh") -> str:
    """A skill in words, from its plugin definition: 「<守护> 午夜(7) · protect · 每晚」."""
    stage, _, step = sk.slot.partition("(")
    slot = _t(lang, "出局时", "on going out") if sk.slot == "out" else term(stage, lang) + (f"({step}" if step else "")
    uses = {"night": _t(lang, "每晚", "each night"), "game": _t(lang, "每局一次", "once a game"),
            "always": _t(lang, "每次", "each time")}[sk.uses]
    return f"<{term(sk.name, lang)}> {slot} · {sk.effect} · {uses}"


def describe_you(game: Game, who: int, lang: str = "zh") -> str:
    s = game.state
    if not isinstance(s, LState):
        return ""
    c = s.chars[who]
    role = s.board.roles[c.card]
    out = sorted(s.announced)
    lines = [_t(lang, f"[bold]你是{who}号[/]  身份: {c.card}  阵营: {c.faction}",
                f"[bold]You are #{who}[/]  identity: {term(c.card, lang)}  faction: {term(c.faction, lang)}")
             + (_t(lang, "  (已出局)", "  (out)") if not c.alive else "")]
    if role.skills:
        lines.append(_t(lang, "  技能: ", "  skills: ") + "; ".join(skill_text(k, lang) for k in role.skills))
    lines.append(_t(lang, "  已出局: ", "  out: ") + (_t(lang, "、", ", ").join(seat(x, lang) for x in out) or "—")
                 + (_t(lang, f"  警长: {s.sheriff}号", f"  sheriff: #{s.sheriff}") if s.sheriff else ""))
    return "\n".join(lines)


def reveal_all(game: Game, lang: str = "zh") -> str:
    s = game.state
    if not isinstance(s, LState):
        return ""
    return _t(lang, "[bold]所有身份:[/] ", "[bold]All identities:[/] ") + "; ".join(
        f"{seat(x, lang)} {term(c.identity, lang)}" for x, c in sorted(s.chars.items()))


def rules_table(lang: str = "zh", board: Board | None = None) -> list[Any]:
    """The board's roles: faction, cards dealt, place in the 身份表, skills (their slot, effect and uses)."""
    b = board or load_board("standard")
    table = Table(title=_t(lang, f"版杀 · {b.name} ({b.seats}人)", f"Forum Werewolf · {b.name_en or b.name} "
                  f"({b.seats} players)"), show_lines=True)
    for head in (_t(lang, "身份", "Identity"), _t(lang, "阵营", "Faction"), _t(lang, "张数", "Cards"),
                 _t(lang, "技能", "Skills")):
        table.add_column(head, overflow="fold")
    for name in b.order:
        r = b.roles[name]
        table.add_row(name if lang == "zh" else f"{name} {term(name, lang)}", term(r.faction, lang),
                      str(b.deal.get(name, 0)), "\n".join(skill_text(k, lang) for k in r.skills) or "—")
    facts = _t(lang, f"开局狼人最低人数 {b.wolf_min}; 开局村民最低人数 {b.village_min}; "
               f"存活 {b.auto_accelerate_at} 人时自动加速",
               f"wolves' starting minimum {b.wolf_min}; villagers' {b.village_min}; automatic 加速 at "
               f"{b.auto_accelerate_at} living")
    return [table, facts]


def display(game: Game, audience: int | str, lang: str = "zh") -> dict[str, Any]:
    """The web app's table: each seat (out once a 公示 says so, the 警长, yellow cards) and your own card; the host,
    and everyone once the game is over, sees every identity and cause."""
    s = game.state
    if not isinstance(s, LState):
        return {}
    everything = audience == "host" or game.finished
    columns = [_t(lang, "座位", "Seat"), _t(lang, "状态", "State"), _t(lang, "警长", "Sheriff"),
               _t(lang, "黄牌", "Yellow cards")]
    if everything:
        columns += [_t(lang, "身份", "Identity"), _t(lang, "阵营", "Faction"), _t(lang, "出局原因", "Out by")]
    rows = []
    for x, c in sorted(s.chars.items()):
        shown_out = (not c.alive) and (everything or x in s.announced or x == audience)
        row: list[Any] = [seat(x, lang), _t(lang, "出局", "out") if shown_out else _t(lang, "存活", "in"),
                          "★" if s.sheriff == x else "", str(len(c.yellow)) if c.yellow else ""]
        if everything:
            row += [term(c.identity, lang), term(c.faction, lang), term(c.out_cause, lang) if c.out_cause else ""]
        rows.append(row)
    out: dict[str, Any] = {"columns": columns, "rows": rows}
    if isinstance(audience, int) and audience in s.chars:
        c = s.chars[audience]
        role = s.board.roles[c.card]
        out["you"] = [{"label": _t(lang, "身份", "Identity"), "cards": [
            {"name": term(c.card, lang), "title": "\n".join(skill_text(k, lang) for k in role.skills),
             "note": term(c.faction, lang)}]}]
    return out
