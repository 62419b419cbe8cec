"""三國殺×大富翁's words on tap (issue 25, `daoyan.core.glossary`): the four identities, every kind of 游戲牌, the 54
人妖牌 and their skills — the book's text `daoyan rules fuweng` prints — and the 指令 (`command_text`) (the book's
Traditional Chinese in every language, under an English name where the glossary has one).

>>> g = glossary("zh")
>>> g["狗"]["text"].splitlines()[0]
'狗*50，動物牌'
>>> g["蒼鷺"]["text"][:13]
'獲勝條件：所有“表外”陣亡'
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Mapping
from typing import Any

from ...core.ask import Ask
from ...core.errors import ConfigError
from ...core.glossary import Glossary, entry, generic_terms
from ...i18n import value
from . import words
from .cards import CARD_KINDS
from .chance_events import EVENTS
from .characters import character, standard_characters
from .command_text import COMMAND_TEXT, COMMAND_TEXT_EN
from .identities import IDENTITIES
from .map_text import (
    ACTIONS,
    ACTIONS_EN,
    CELLS,
    CELLS_EN,
    EVENTS_EN,
    MECHANISMS,
    MECHANISMS_EN,
    NPC_AREA,
    NPC_AREA_EN,
    NPC_START,
    NPC_START_EN,
    NPCS,
    NPCS_EN,
)
from .map_text import EVENTS as EVENT_TEXT
from .terminal import CARD_CHOICE, CARD_TARGET, CARDS, word


def _name(zh: str, en: str, lang: str) -> str:
    return zh if lang == "zh" or en == zh else f"{en} ({zh})"


#: English names of the book's mechanisms, which no option or log line names in English (the glossary's own).
MECHANISM_EN = {"負債機制": "Debt", "銀行機制": "Bank rules", "領養機制": "Adoption rules",
                "控股機制": "Controlling shareholder", "建筑": "Building", "NPC區機制": "NPC area"}


def _add(out: Glossary, key: str, name: str, text: str) -> None:
    """A new entry, or the text added to the entry of that key (惡犬 is a 指令 and an NPC: both texts)."""
    if key in out:
        out[key] = entry(out[key]["name"], out[key]["text"] + "\n\n" + text)
    else:
        out[key] = entry(name, text)


def map_entries(out: Glossary, lang: str) -> None:
    """The map in the book's words (`map_text`; in English its translation): every kind of 格, the choices the cells
    offer (one entry for a name two cells share, each text under its cell), 《機會》's events under their names
    (「《機會》7，蕾米莉亞」), the mechanisms and the NPCs."""
    en = lang != "zh"
    for kind, text in CELLS.items():
        _add(out, kind, _name(kind, word(kind, lang), lang), CELLS_EN[kind] if en else text)
    for action, where in ACTIONS.items():
        texts = ACTIONS_EN[action] if en else [t for _, t in where]
        cells = [f"《{word(cell, lang) if en else cell}》" for cell, _ in where]
        text = texts[0] if len(where) == 1 else "\n".join(f"{c}\n{t}" for c, t in zip(cells, texts, strict=True))
        _add(out, action, _name(action, word(action, lang), lang), text)
    for n, ev in EVENTS.items():
        head = EVENT_TEXT[n].split("\n")[0]  # the book's 「15，琪露諾」 (a name a page keeps exact in 简/繁)
        name = head if not en else f"Chance {n}: {word(ev.name, lang)} ({head})"
        _add(out, ev.name, name, ("Chance\n" + EVENTS_EN[n]) if en else f"機會\n{EVENT_TEXT[n]}")  # its section
    for key, text in [*MECHANISMS.items(), ("NPC區機制", NPC_AREA)]:
        text_en = NPC_AREA_EN if key == "NPC區機制" else MECHANISMS_EN.get(key, "")
        _add(out, key, _name(key, MECHANISM_EN[key], lang), text_en if en else text)
    npcs = NPCS_EN if en else NPCS
    for npc in NPCS:
        if npc.endswith("NPC"):
            continue
        area = npcs.get(f"{npc}NPC")
        _add(out, npc, _name(npc, word(npc, lang), lang), "\n".join([npcs[npc], *([area] if area else [])]))
    out["NPC"] = entry("NPC", f"{NPC_START_EN}\n{NPC_AREA_EN}" if en else f"{NPC_START}\n{NPC_AREA}")


@functools.cache
def glossary(lang: str = "zh") -> Glossary:
    out: Glossary = {}
    for i in IDENTITIES:
        out[i.name] = entry(_name(i.name, i.en, lang), i.text)
    for k in CARD_KINDS:
        out[k.name] = entry(_name(k.name, k.en, lang), f"{k.label}\n{k.text}")
    for c in standard_characters():
        head = f"{value(words.character(c), 'zh')}，體力上限{c.max_hp}" + (f"，{c.attribute}" if c.attribute else "")
        out[c.title] = entry(_name(c.title, word(c.title, lang), lang), f"{head}\n{c.skill_text}")
        out.setdefault(c.skill, entry(_name(c.skill, word(c.skill, lang), lang), c.skill_text))
    for name, text in COMMAND_TEXT.items():  # the 指令 (the book's section of that name); not in the rules table
        text = COMMAND_TEXT_EN[name] if lang != "zh" else text
        out.setdefault(name, entry(_name(name, word(name, lang), lang), text))
    map_entries(out, lang)
    return out


def card_term(card_id: Any) -> str | None:
    """The glossary key of a card id (its kind's name), None for anything else."""
    if isinstance(card_id, int) and not isinstance(card_id, bool) and card_id in CARDS:
        return CARDS[card_id].name
    return None


def option_terms(ask: Ask, option: Mapping[str, Any]) -> list[str]:
    """The entries an option names: the ask's skill or card, a card it plays or picks (by id: its kind), a 人妖牌
    offered at 選將, and the words it names."""
    keys = glossary("zh")
    found = generic_terms(ask, option, keys)
    c, t = option.get("choice"), option.get("target")
    if ask.skill in CARD_CHOICE:
        found.append(card_term(c) or "")
    if ask.skill in CARD_TARGET:
        found += [card_term(x) or "" for x in (t if isinstance(t, list) else [t])]
    if ask.skill == "選將" and isinstance(c, str):
        with contextlib.suppress(ConfigError):  # else not a card id: a word of the ask
            found.append(character(c).title)
    return [k for k in found if k in keys]
