"""Which book terms a player meets in a game without a glossary entry (issue 25: 「Every identity, card, effect and
skill shows its book text on tap」): random games of a game (RandomBot answers), and every word a seat reads — each
ask's skill, its options' words, the bracketed words (【…】 《…》 [..] <…>) of its prompt, labels and of the log, and
on 三國殺×大富翁's map the kinds of its cells, the NPCs standing on it and the cells replaced by a 指令 — kept when it
is a term of the book (the book writes it in brackets, or it heads a section: a line of its own, 「*打工」,
「*1，家犬」); then those without an entry, and the entries without English.

    PYTHONPATH=$PWD /work/main/.venv/bin/python tests/glossary_terms.py [GAME ...] [--games N]
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.glossary import of_game
from daoyan.core.view import ask_json
from daoyan.games import get_rules

SEEDS = {"xianyao": "000_21ded97409bf0f89.txt", "fuweng": "001_ea231be5ab83fae4.txt",
         "wangling": "002_df7a4ea6bd54eb52.txt", "langren": "003_6ab575b4f34e0846.txt"}
PLAYERS = {"xianyao": 9, "fuweng": 6, "wangling": 21, "langren": 12}
_PINYIN = re.compile(r"\([a-zāáǎàēéěèīíǐìōóǒòūúǔùüǖǘǚǜńňḿ]+\)")
BRACKETS = re.compile(r"【([^【】\n]{1,12})】|《([^《》\n]{1,12})》|\[([^\[\]\n]{1,12})\]|<([^<>\n]{1,12})>")


def book_path(game: str) -> Path:
    name = SEEDS[game]
    for d in (Path(__file__).resolve().parents[2] / "shared" / "seeds", Path("/work/shared/seeds")):
        if (d / name).exists():
            return d / name
    raise FileNotFoundError(name)


@functools.cache
def book(game: str) -> str:
    """The rule book's text, the scraped pinyin (「風(fēng)」) removed."""
    return _PINYIN.sub("", book_path(game).read_text(encoding="utf-8"))


def bracketed(text: str) -> list[str]:
    return [next(x for x in m.groups() if x) for m in BRACKETS.finditer(text)]


@functools.cache
def book_terms(game: str) -> frozenset[str]:
    """The book's terms: what it writes in brackets, and the heads of its sections (a short line of its own, a
    「*名」 or 「*1，名」 line, a 「名，…份3」 line)."""
    text = book(game)
    out = set(bracketed(text))
    for line in text.splitlines():
        line = line.strip()
        m = re.fullmatch(r"\*?(?:\d+，)?([^，,。:：;；\s*]{1,8})(?:[，,].{0,12})?", line)
        if m and not re.search(r"[。:：]", line) and not m.group(1).isdigit():
            out.add(m.group(1))
    return frozenset(out)


def words_of(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        for x in value:
            yield from words_of(x)


def seen_words(g: Game, ask_cache: dict[str, set[str]]) -> None:
    """The words the open asks show (each seat's, in Chinese), into `ask_cache`."""
    for ask in g.pending.values():
        ask_cache.setdefault(ask.skill, set()).add("ask")
        j = ask_json(g, ask, "zh")
        for o in ask.options:
            for k in ("skill", "choice", "target"):
                for w in words_of(o.get(k)):
                    ask_cache.setdefault(w, set()).add("option")
        for text in [j.get("prompt") or "", *(j.get("labels") or [])]:
            for w in bracketed(str(text)):
                ask_cache.setdefault(w, set()).add("prompt/label")


def board_words(g: Game, found: dict[str, set[str]]) -> None:
    """三國殺×大富翁's map: every cell's kind, the NPCs on it, the cells a 指令 replaced."""
    s = g.state
    board = getattr(s, "board", None)
    if board is None or not hasattr(board, "cells"):
        return
    for c in board.cells:
        found.setdefault(str(c.kind), set()).add("map")
    for npc in getattr(s, "npcs", {}):
        found.setdefault(str(npc), set()).add("map")
    for kind in getattr(s, "replaced", {}).values():
        found.setdefault(str(kind), set()).add("map")


def play(game: str, seed: int, steps: int, found: dict[str, set[str]]) -> Game:
    g = Game(get_rules(game), PLAYERS[game], seed, {})
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    board_words(g, found)
    for _ in range(steps):
        if g.finished or not g.pending:
            break
        seen_words(g, found)
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, dict))
        board_words(g, found)
    for e in g.log.entries:
        if e.kind != "chance":
            for w in bracketed(e.text):
                found.setdefault(w, set()).add("log")
    return g


def measure(game: str, games: int = 4, steps: int = 1500) -> dict[str, Any]:
    """{"seen": the book terms met, "missing": {term: where} without an entry, "no_english": entries without an
    English name or text, "entries": how many}."""
    found: dict[str, set[str]] = {}
    g = None
    for seed in range(1, games + 1):
        g = play(game, seed, steps, found)
    assert g is not None
    zh, en = of_game(g, "zh"), of_game(g, "en")
    terms = book_terms(game)
    seen = {w: where for w, where in found.items() if w in terms}
    missing = {w: sorted(where) for w, where in sorted(seen.items()) if w not in zh}
    return {"entries": len(zh), "seen": sorted(seen), "missing": missing, "no_english": no_english(zh, en),
            "no_english_text": no_english(zh, en, "text")}


def has_latin(s: str) -> bool:
    return bool(re.search(r"[A-Za-z]{2}", s))


def no_english(zh: dict[str, dict[str, str]], en: dict[str, dict[str, str]], part: str = "name") -> list[str]:
    """The keys whose English entry lacks an English `part` ("name" or "text": no Latin word in it)."""
    return sorted(k for k in zh if k not in en or not has_latin(en[k][part]))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", default=list(SEEDS))
    ap.add_argument("--games", dest="n", type=int, default=4)
    args = ap.parse_args()
    for game in args.games:
        r = measure(game, args.n)
        print(f"{game}: {r['entries']} entries; {len(r['seen'])} book terms met; {len(r['missing'])} without an entry;"
              f" {len(r['no_english'])} entries without an English name, {len(r['no_english_text'])} without English text")
        for w, where in r["missing"].items():
            print(f"  missing {w}  ({', '.join(where)})")
        print("  no English name:", " ".join(r["no_english"]))
        print("  no English text:", " ".join(r["no_english_text"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
