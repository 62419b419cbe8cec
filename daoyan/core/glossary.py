"""The book's words on tap (issue 25): every identity, card, skill and effect of a game with the text `daoyan rules`
prints for it, and which of them each option of an ask names.

A game's rules give `glossary(lang, config) -> {key: {"name": …, "text": …}}`: built from its rule data alone (the
config only chooses which rule data: 版杀's board, which is public), never from the state of a game, so every seat
receives the same glossary and it can tell nobody anything. Keys are the book's (Chinese) names in every language, so
an ask's `terms` and a card's `term` name the same entry whatever the page's language. A game may also give
`option_terms(ask, option) -> list[str] | None` (the keys an option names, e.g. a card id's kind); otherwise, and where
it returns None, `option_terms` below reads the ask's skill and the option's words.

>>> from daoyan.games import get_rules
>>> from daoyan.core.game import Game
>>> g = Game(get_rules("xianyao"), 7, 1, {})
>>> gl = of_game(g, "zh")
>>> gl["验妖·效果①"]["text"]
'①选择一位玩家,获知该名玩家当前顶层身份牌阵营。'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml

from .ask import Ask
from .game import Game

Glossary = dict[str, dict[str, str]]


def entry(name: str, text: str) -> dict[str, str]:
    return {"name": name, "text": text.strip()}


@functools.cache
def book_entries(path: Path, lang: str) -> Glossary:
    """A game's entries kept as data (`data/book_terms.yaml` …: {key: {name, en, text, text_en}}): the book's words
    for the terms that are neither an identity nor a skill (a procedure, a camp, a mark), each under its Chinese name,
    in English under 「English (中文)」 with its English text."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if lang == "zh":
        return {k: entry(v["name"], v["text"]) for k, v in data.items()}
    return {k: entry(f"{v['en']} ({v['name']})", v["text_en"]) for k, v in data.items()}


def of_game(g: Game, lang: str) -> Glossary:
    """The game's glossary in `lang` (empty for a game without one)."""
    fn = getattr(g.rules, "glossary", None)
    return fn(lang, g.config) if fn is not None else {}


def words_in(value: Any) -> Iterable[str]:
    """The strings of an option's value (a word, or a list of words and seats)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        for x in value:
            yield from words_in(x)


def generic_terms(ask: Ask, option: Mapping[str, Any], keys: Mapping[str, Any]) -> list[str]:
    """The glossary keys an option names by its words: the option's skill, its choice and target when they are words
    (an identity 夜之手 names, a card kind)."""
    found: list[str] = []
    for k in ("skill", "choice", "target"):
        found.extend(words_in(option.get(k)))
    return [k for k in found if k in keys]


def ask_term(g: Game, ask: Ask, lang: str) -> str | None:
    """The glossary key of the ask's own skill or step (the page puts its ⓘ on the prompt), None when it has none."""
    return ask.skill if ask.skill in of_game(g, lang) else None


def option_terms(g: Game, ask: Ask, lang: str) -> list[list[str]]:
    """For each option of the ask, the glossary keys it names besides the ask's own skill (`ask_term`, named once on
    the prompt, not on every option): in order, each once; [] when none."""
    keys = of_game(g, lang)
    own = getattr(g.rules, "option_terms", None)
    out = []
    for o in ask.options:
        found = own(ask, o) if own is not None else None
        if found is None:
            found = generic_terms(ask, o, keys)
        out.append([k for k in dict.fromkeys(found) if k in keys and k != ask.skill])
    return out


_SKILL_HEAD = re.compile(r"▶\s*\[([^\]]+)\]")


def skills_in(text: str) -> list[tuple[str, str]]:
    """The skills of an identity text written 「…▶[名](时机): 正文」, each with its lines up to the next such
    head: [(name, text)], the head line included.

    >>> skills_in("难度-1\\n技能⑴▶[甲](夜行): 一。\\n◆二。\\n技能⑵▶[乙](昼伏): 三。")
    [('甲', '技能⑴▶[甲](夜行): 一。\\n◆二。'), ('乙', '技能⑵▶[乙](昼伏): 三。')]
    """
    out: list[tuple[str, list[str]]] = []
    for line in text.split("\n"):
        m = _SKILL_HEAD.search(line)
        if m:
            out.append((m.group(1), [line]))
        elif out:
            out[-1][1].append(line)
    return [(name, "\n".join(lines)) for name, lines in out]
