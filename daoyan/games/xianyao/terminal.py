"""What the `daoyan` command shows for 《仙妖斗法:封妖》: your cards, everyone's cards at the end, the rules table."""

from __future__ import annotations

from typing import Any

from rich.table import Table

from ...core.game import Game
from ...i18n import term
from . import identities as ids


def _t(lang: str, zh: str, en: str) -> str:
    return zh if lang == "zh" else en


def describe_you(game: Game, seat: int, lang: str) -> str:
    """Your seat's identity cards (layer or sealed), state and dawn, as one line of Rich markup."""
    you = game.rules.seat_view(game, seat)
    if not you:
        return ""
    cards = "  ".join(term(c["name"], lang) + (_t(lang, "(已封印)", " (sealed)") if c["sealed"]
                                                else f"({term(c['layer'], lang)})") for c in you["cards"])
    return (_t(lang, f"[bold]你是{seat}号[/]  身份牌: {cards}  状态: {you['state']}",
               f"[bold]You are #{seat}[/]  cards: {cards}  state: {term(you['state'], lang)}")
            + (_t(lang, "  黎明: ", "  dawn: ") + term(you["dawn"], lang) if you.get("dawn") else ""))


def reveal_all(game: Game, lang: str) -> str:
    """Every seat's identity cards, for the end of a game."""
    return _t(lang, "[bold]所有身份牌:[/] ", "[bold]All identity cards:[/] ") + "; ".join(
        _t(lang, f"{s}号 ", f"#{s} ") + "/".join(term(c["name"], lang) for c in v["cards"])
        for s, v in game.rules.host_state(game)["seats"].items())


def rules_table(lang: str) -> list[Any]:
    """The identities with their skill text, [四方鉴仙图] and [化形] (Rich renderables, printed in order)."""
    table = Table(title=_t(lang, "《仙妖斗法:封妖》 身份", "仙妖斗法:封妖 — identities"), show_lines=True)
    table.add_column(_t(lang, "身份", "Identity"))
    table.add_column(_t(lang, "阵营", "Camp"))
    table.add_column(_t(lang, "技能", "Skills"), overflow="fold")
    for i in ids.IDENTITIES:
        side = "[星空仙人]" if i.camp == "星空" else "[深渊妖魔]"
        name = i.name if lang == "zh" else f"{i.name} {term(i.name, lang)}"
        text = i.text if lang == "zh" else ids.TEXT_EN.get(i.name, ids.TEXT_EN_MISSING)
        table.add_row(name + ("" if i.implemented else " ✗"), side if lang == "zh" else term(side[1:-1], lang), text)
    table.add_row(_t(lang, "四方鉴仙图", "四方鉴仙图 Four-Quarter Revealing Map"), _t(lang, "公用", "any player"),
                  _t(lang, ids.JIANXIANTU_TEXT, ids.JIANXIANTU_TEXT_EN))
    table.add_row(_t(lang, "化形", "化形 Shapeshift"), _t(lang, "[星空仙人]", "Starry Immortals"),
                  _t(lang, ids.HUAXING_TEXT, ids.HUAXING_TEXT_EN))
    out: list[Any] = [table]
    if not all(i.implemented for i in ids.IDENTITIES):
        out.append(_t(lang, "✗ = 尚未实现; 这些将领目前只能作为盖放的[化形]牌。",
                      "✗ = not implemented yet; such generals can only be the face-down [Shapeshift] cards."))
    return out
