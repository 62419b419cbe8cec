"""简/繁: a page in Simplified or Traditional characters, whatever script the game's book and the server wrote.

A client picks its script (`script=hans|hant` in the request, or the `daoyan_script` cookie its page's 简/繁 button
sets; none: 原文, every string as written). What it is sent — views, log, asks, labels, errors, replays, the page's
own words (i18n.js) — is converted here, after it was built, by OpenCC (`t2s` / `s2t`). The book's proper names
(each game's `proper_names()`: identities, characters, cards, skills, buildings, effects) are masked during the
conversion and stay exactly as the book writes them in either script (docs/web.md, "简/繁").

The conversion is a pure function of the text the client already receives (docs/security.md): it reads nothing
else of the game. Converted strings are kept (per script and game, `CACHE_SIZE` of them) so that a view sent again
costs a dictionary look-up per string.

>>> convert_text("三國殺×大富翁：出牌階段", "hans")
'三国杀×大富翁：出牌阶段'
>>> convert_text("出牌階段使用【狗】", "hans", frozenset({"階段使"}))
'出牌階段使用【狗】'
>>> convert_text("妖众发动验妖", "hant", frozenset({"妖众"}))
'妖众發動驗妖'
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping
from typing import Any

SCRIPTS = ("hans", "hant")
COOKIE = "daoyan_script"
CACHE_SIZE = 100_000  # converted strings kept per script and game; cleared whole when full
#: keys whose values a client sends back (an ask's options and default; a tool form's field names and values) or
#: that name things (a card's or a seat's `name`): never converted
RAW_KEYS = frozenset({"options", "default", "name", "value", "id", "token", "creator_token"})

_LOCK = threading.Lock()
_CONVERTERS: dict[str, Any] = {}
_CACHE: dict[tuple[str, str], dict[str, str]] = {}  # (script, game) -> text -> converted
_ENTRIES: dict[tuple[str, str], dict[int, tuple[Any, Any]]] = {}  # log entries converted (`convert`)
_NAMES: dict[str, tuple[frozenset[str], re.Pattern[str] | None]] = {}


def script_of(value: str | None) -> str | None:
    """A client's script from a request's `script` (or the cookie): "hans", "hant", or None (原文: as written)."""
    return value if value in SCRIPTS else None


def _converter(script: str) -> Any:
    c = _CONVERTERS.get(script)
    if c is None:
        import opencc

        with _LOCK:
            c = _CONVERTERS.setdefault(script, opencc.OpenCC("t2s.json" if script == "hans" else "s2t.json"))
    return c


def _pattern(names: frozenset[str]) -> re.Pattern[str] | None:
    """The names as one alternation, longest first (【無我之愛】 before 【無我】)."""
    if not names:
        return None
    return re.compile("(" + "|".join(re.escape(n) for n in sorted(names, key=lambda n: (-len(n), n))) + ")")


def game_names(game: str | None) -> tuple[str, frozenset[str], re.Pattern[str] | None]:
    """A game's proper names (its rules' `proper_names()`; none for no game), with their pattern."""
    key = game or ""
    got = _NAMES.get(key)
    if got is None:
        names: frozenset[str] = frozenset()
        if game:
            from ..games import GAMES, get_rules

            if game in GAMES:
                hook = getattr(get_rules(game), "proper_names", None)
                names = frozenset(n for n in (hook() if hook is not None else ()) if n)
        got = _NAMES.setdefault(key, (names, _pattern(names)))
    return key, got[0], got[1]


def _has_han(text: str) -> bool:
    return not text.isascii() and any("\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" for ch in text)


def table_key(script: str, game: str | None) -> tuple[str, str]:
    return script, game or ""


def _table(script: str, game: str | None) -> tuple[dict[str, str], Any]:
    """The kept conversions of one script and game, and the function that makes a new one."""
    key, _, pattern = game_names(game)
    table = _CACHE.get((script, key))
    if table is None:
        table = _CACHE.setdefault((script, key), {})
    conv = _converter(script).convert

    def make(text: str) -> str:
        if pattern is None:
            return str(conv(text))
        # split on the names: odd pieces are names (kept), even pieces are converted
        return "".join(p if i % 2 else (conv(p) if p else p) for i, p in enumerate(pattern.split(text)))

    return table, make


def _converted(text: str, table: dict[str, str], make: Any) -> str:
    out = table.get(text)
    if out is None:
        out = make(text) if _has_han(text) else text
        if len(table) >= CACHE_SIZE:
            table.clear()
        table[text] = out
    return out


def convert_text(text: str, script: str, names: frozenset[str] | None = None, *, game: str | None = None) -> str:
    """`text` in `script`, every occurrence of a protected name (`names`, or `game`'s) kept byte for byte."""
    if script not in SCRIPTS or text.isascii():
        return text
    if names is not None:  # (a list of one's own: not kept)
        pattern, conv = _pattern(names), _converter(script).convert
        if pattern is None:
            return str(conv(text))
        return "".join(p if i % 2 else (conv(p) if p else p) for i, p in enumerate(pattern.split(text)))
    table, make = _table(script, game)
    return _converted(text, table, make)


def convert(obj: Any, script: str | None, game: str | None = None) -> Any:
    """A JSON-like value (a view, a message, a response) with every string converted to `script` (None: unchanged),
    dictionary keys too, except the values of `RAW_KEYS` (what the client sends back, or names things)."""
    if script not in SCRIPTS:
        return obj
    table, make = _table(script, game)
    done = _ENTRIES.setdefault(table_key(script, game), {})

    def text(s: str) -> str:
        if s.isascii():
            return s
        out = table.get(s)
        return out if out is not None else _converted(s, table, make)

    def entries(log: Any) -> Any:
        """A view's log: its entries never change once written (`Log.readable_json`), so each one's conversion is
        kept by the entry itself (held here, so that no other object takes its id while it is kept)."""
        if type(log) is not list:
            return walk(log)
        out = []
        for e in log:
            hit = done.get(id(e))
            if hit is None or hit[0] is not e:
                if len(done) >= CACHE_SIZE:
                    done.clear()
                hit = done[id(e)] = (e, walk(e))
            out.append(hit[1])
        return out

    def walk(o: Any) -> Any:
        t = type(o)
        if t is str:
            return text(o)
        if t is dict:
            return {(text(k) if type(k) is str else k): (x if k in RAW_KEYS else entries(x) if k == "log" else walk(x))
                    for k, x in o.items()}
        if t is list or t is tuple:
            return [walk(x) for x in o]
        if isinstance(o, str):
            return text(str(o))
        if isinstance(o, Mapping):
            return walk(dict(o))
        return o

    return walk(obj)


def traditional_only(text: str) -> set[str]:
    """The characters of `text` that Simplified writes otherwise (what `t2s` changes), one by one."""
    conv = _converter("hans").convert
    return {ch for ch in set(text) if _has_han(ch) and conv(ch) != ch}


def simplified_only(text: str) -> set[str]:
    """The characters of `text` that Traditional writes otherwise (what `s2t` changes), one by one."""
    conv = _converter("hant").convert
    return {ch for ch in set(text) if _has_han(ch) and conv(ch) != ch}


def without_names(text: str, game: str) -> str:
    """`text` less every occurrence of `game`'s proper names (what a test checks the rest of)."""
    _, _, pattern = game_names(game)
    return text if pattern is None else pattern.sub("\u3000", text)
