"""What the `daoyan` command and the web app show for 版杀: your identity and faction, every option in words, every
identity at the end, the board's roles table; the web app's table (`display`). Chinese first; `lang="en"` gives the
glossary's English (`i18n_en.py`)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.table import Table

from ...core.game import Game
from ...core.glossary import book_entries
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


#: What each effect primitive of a board file does, in the page's words (issue 25: no internal English word such as
#: 「kill」 reaches a Chinese page); `effect_words` adds what the skill's parameters name.
EFFECT_WORDS: Mapping[str, tuple[str, str]] = {
    "kill": ("击杀目标", "kills the target"), "poison": ("毒杀目标", "poisons the target"),
    "protect": ("守护目标", "guards the target"), "save": ("救人", "saves"), "check": ("查验目标", "checks the target"),
    "inform": ("得知消息", "learns"), "silence": ("禁言目标", "silences the target"),
    "link": ("连结目标", "links the targets"), "swap": ("交换身份", "swaps identities"),
    "flip": ("翻转身份", "flips an identity"), "mode": ("选择模式", "chooses a mode"),
    "python": ("由板子的插件结算", "settled by the board's plugin"),
}


def effect_words(sk: Skill, lang: str = "zh") -> str:
    """What a skill does, in words: 「查验目标的阵营」, 「守护目标免受<杀人>」, 「救下<杀人>的目标」,
    「得知<杀人>的目标」.

    >>> b = load_board("standard")
    >>> [effect_words(k) for r in ("预言家", "守卫") for k in b.roles[r].skills]
    ['查验目标的阵营', '选择模式', '守护目标免受<杀人>']
    """
    p = sk.params
    if sk.effect == "check" and p.get("answer") in ("camp", "identity"):
        what = p["answer"]
        return _t(lang, "查验目标的" + ("阵营" if what == "camp" else "身份"), f"checks the target's {what}")
    if sk.effect == "protect" and p.get("against"):
        named = "、".join(f"<{term(str(x), lang)}>" for x in p["against"])
        return _t(lang, f"守护目标免受{named}", f"guards the target against {named}")
    if sk.effect == "save" and p.get("from"):
        return _t(lang, f"救下<{p['from']}>的目标", f"saves the target of <{term(str(p['from']), lang)}>")
    if sk.effect == "inform" and p.get("of"):
        return _t(lang, f"得知<{p['of']}>的目标", f"learns the target of <{term(str(p['of']), lang)}>")
    zh, en = EFFECT_WORDS.get(sk.effect, EFFECT_WORDS["python"])
    return _t(lang, zh, en)


def skill_text(sk: Skill, lang: str = "zh") -> str:
    """A skill in words, from its plugin definition: 「<守护> 午夜(7) · 守护目标免受<杀人> · 每晚」."""
    stage, _, step = sk.slot.partition("(")
    slot = _t(lang, "出局时", "on going out") if sk.slot == "out" else term(stage, lang) + (f"({step}" if step else "")
    uses = {"night": _t(lang, "每晚", "each night"), "game": _t(lang, "每局一次", "once a game"),
            "always": _t(lang, "每次", "each time")}[sk.uses]
    return f"<{term(sk.name, lang)}> {slot} · {effect_words(sk, lang)} · {uses}"


BOOK_TERMS = Path(__file__).parent / "data" / "book_terms.yaml"  # the book's terms that are no role nor skill


def glossary(board: Board, lang: str = "zh") -> dict[str, dict[str, str]]:
    """The board's identities and skills in words (the book names them and gives no role texts; the board file — public,
    the room's own — is the text `daoyan rules langren` prints): an identity's faction, cards dealt and skills; a
    skill's step, effect and uses. One skill name on two identities shares an entry holding both."""
    out: dict[str, dict[str, str]] = {}

    def name(zh: str) -> str:
        return zh if lang == "zh" or term(zh, lang) == zh else f"{term(zh, lang)} ({zh})"

    skills: dict[str, list[str]] = {}
    for role_name in b_order(board):
        r = board.roles[role_name]
        head = _t(lang, f"阵营：{r.faction}；张数：{board.deal.get(role_name, 0)}",
                  f"faction: {term(r.faction, lang)}; cards: {board.deal.get(role_name, 0)}")
        lines = [head, *(skill_text(k, lang) for k in r.skills)]
        if not r.skills:
            lines.append(_t(lang, "无技能", "no skills"))
        out[role_name] = {"name": name(role_name), "text": "\n".join(lines)}
        for k in r.skills:
            skills.setdefault(k.name, []).append(_t(lang, f"{role_name}：", f"{term(role_name, lang)}: ")
                                                 + skill_text(k, lang))
    for skill, texts in skills.items():
        out.setdefault(skill, {"name": name(skill), "text": "\n".join(texts)})
    for key, e in book_entries(BOOK_TERMS, lang).items():  # [群内], [接刀]
        out.setdefault(key, e)
    return out


def b_order(board: Board) -> list[str]:
    """The board's identities: the 身份表's order, then any other role of the file."""
    return [*board.order, *(r for r in board.roles if r not in board.order)]


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
            {"name": term(c.card, lang), "term": c.card, "title": "\n".join(skill_text(k, lang) for k in role.skills),
             "note": term(c.faction, lang)}]}]
    return out
