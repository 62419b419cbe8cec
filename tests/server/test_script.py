"""简/繁 (issue 25; docs/web.md, "简/繁"): a page in Simplified or Traditional characters, converted by the server
after the view is built, the book's proper names kept exact in either script."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from typing import Any

import pytest
from test_server_api import client, new_room, next_view, started

from daoyan.games import GAMES, get_rules
from daoyan.server.script import (
    COOKIE,
    convert,
    convert_text,
    game_names,
    simplified_only,
    traditional_only,
    without_names,
)

# the rule books (../shared/seeds/) where they are at hand; a clean clone alone (CI) goes without the test needing them
SEEDS = next((p / "shared" / "seeds" for p in Path(__file__).resolve().parents if (p / "shared" / "seeds").is_dir()),
             None)
BOOKS = {"xianyao": "000_21ded97409bf0f89.txt", "fuweng": "001_ea231be5ab83fae4.txt",
         "wangling": "002_df7a4ea6bd54eb52.txt", "langren": "003_6ab575b4f34e0846.txt"}
SENT_BACK = frozenset({"options", "default"})  # an ask's answers: the page sends them back as they came


def shown(obj: Any, out: list[str] | None = None) -> list[str]:
    """Every string of a view the page may show (keys too), less what it sends back (an ask's options)."""
    out = [] if out is None else out
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for k, x in obj.items():
            out.append(str(k))
            if k not in SENT_BACK:
                shown(x, out)
    elif isinstance(obj, list):
        for x in obj:
            shown(x, out)
    return out


def name_counts(texts: list[str], game: str) -> dict[str, int]:
    """How often each protected name occurs (as the converter finds them: longest first)."""
    _, _, pattern = game_names(game)
    assert pattern is not None
    counts: dict[str, int] = {}
    for t in texts:
        for m in pattern.finditer(t):
            counts[m.group(0)] = counts.get(m.group(0), 0) + 1
    return counts


def test_a_fuweng_view_in_simplified_has_no_traditional_character_outside_the_books_names() -> None:
    """001_ea231be5ab83fae4.txt is written in Traditional characters; a zh-Hans page shows its chrome and the
    server's words in Simplified, while 「蒼鷺」, 【無中生有】, 《貓舍》 … stay exactly as the book writes them."""
    with client() as c:
        j = started(c, game="fuweng", players=6)
        url = f"/api/rooms/{j['code']}"
        before = c.get(url, params={"token": j["tokens"][1]}).json()["view"]
        after = c.get(url, params={"token": j["tokens"][1], "script": "hans"}).json()["view"]
        texts, converted = shown(before), shown(after)
        assert len(texts) == len(converted)
        rest = without_names("\n".join(converted), "fuweng")
        assert traditional_only(rest) == set(), sorted(traditional_only(rest))
        assert traditional_only(without_names("\n".join(texts), "fuweng"))  # (there was something to convert)
        # the names, byte for byte: as many of each as before, and the seat's own identity as the book writes it
        assert name_counts(converted, "fuweng") == name_counts(texts, "fuweng")
        assert after["you"]["identity"] == before["you"]["identity"] in get_rules("fuweng").proper_names()
        assert after["ask"]["options"] == before["ask"]["options"]  # what the page sends back is untouched
        assert "阶段" in json.dumps(after, ensure_ascii=False) and "階段" in json.dumps(before, ensure_ascii=False)
        # the same over the WebSocket, from the page's cookie
        c.cookies.set(COOKIE, "hans")
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}") as ws:
            v = next_view(ws)
        assert traditional_only(without_names("\n".join(shown(v)), "fuweng")) == set()
        assert name_counts(shown(v), "fuweng") == name_counts(shown(before), "fuweng")


def test_a_xianyao_view_in_traditional_converts_and_keeps_the_names() -> None:
    """000_21ded97409bf0f89.txt is Simplified; zh-Hant converts the server's words and keeps 【妖众】, [验妖] ...
    as the book writes them."""
    with client() as c:
        j = started(c, game="xianyao", players=7)
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}&script=hant") as ws:
            v = next_view(ws)
        original = c.get(f"/api/rooms/{j['code']}", params={"token": j["tokens"][1]}).json()["view"]
        assert simplified_only(without_names("\n".join(shown(original)), "xianyao"))
        assert simplified_only(without_names("\n".join(shown(v)), "xianyao")) == set()
        assert name_counts(shown(v), "xianyao") == name_counts(shown(original), "xianyao")
        assert v["ask"]["options"] == original["ask"]["options"]
        # an error is converted too
        with c.websocket_connect(f"/ws/{j['code']}?token={j['tokens'][1]}&script=hant") as ws:
            next_view(ws)
            ws.send_json({"type": "shout"})
            m = ws.receive_json()
        assert m["type"] == "error" and not simplified_only(m["message"])


def test_no_script_changes_nothing_and_a_wrong_one_is_the_original() -> None:
    with client() as c:
        j = started(c, game="fuweng", players=6)
        url = f"/api/rooms/{j['code']}"
        a = c.get(url, params={"token": j["tokens"][1]}).json()
        for s in ("", "zh", "HANS", "x" * 40):
            assert c.get(url, params={"token": j["tokens"][1], "script": s}).json() == a


def test_the_pages_words_are_converted_when_served_so_every_key_is() -> None:
    """i18n.js is converted at request time (a key another change adds is converted with the rest)."""
    with client() as c:
        raw = c.get("/static/i18n.js").text
        zh = lambda js: js[js.index("zh: {"):js.index("en: {")]  # noqa: E731
        assert simplified_only(zh(raw))
        c.cookies.set(COOKIE, "hant")
        hant = c.get("/static/i18n.js")
        assert hant.headers["cache-control"] == "no-cache"
        assert simplified_only(zh(hant.text)) == set()
        assert re.findall(r"(\w+): \"", zh(hant.text)) == re.findall(r"(\w+): \"", zh(raw))
        j = new_room(c)
        page = c.get(f"/room/{j['code']}").text
        assert "導演" in page and "/static/script.js" in page
        assert "大廳" in c.get("/").text
        r = c.get("/api/rooms/NOSUCHROOM")
        assert r.status_code == 404 and "這個房間" in r.json()["error"]
        games = c.get("/api/games").json()
        assert games["fuweng"]["title"] == "三國殺×大富翁"
        c.cookies.set(COOKIE, "hans")
        assert c.get("/api/games").json()["fuweng"]["title"] == "三国杀×大富翁"


@pytest.mark.parametrize("game", GAMES)
def test_each_games_proper_names_are_the_books_own_words(game: str) -> None:
    """Every name a page keeps exact is written so in the game's book (pinyin stripped), and the list holds its
    identities; a text made of names only is not changed by either script."""
    names = get_rules(game).proper_names()
    assert len(names) >= 25
    if SEEDS is not None:
        book = re.sub(r"\((?:[a-z]|[\u00e0-\u01dc])+\)", "", (SEEDS / BOOKS[game]).read_text(encoding="utf-8"))
        assert sorted(n for n in names if n not in book) == []
    expected = {"fuweng": {"蒼鷺", "貓娘", "表外", "特區", "狗", "無懈可擊", "貓舍", "創世神", "無我", "財神", "飛彈"},
                "xianyao": {"仙子", "妖首", "妖众", "验妖", "封妖", "四方鉴仙图", "化形", "星空仙人"},
                "wangling": {"牧师", "侦测", "亡灵", "死亡圣器", "神眷者", "莱恩"},
                "langren": {"狼人", "预言家", "女巫", "猎人", "守卫", "村民"}}[game]
    assert expected <= names
    joined = "、".join(sorted(names))
    assert convert_text(joined, "hans", game=game) == joined == convert_text(joined, "hant", game=game)
    mod = importlib.import_module(f"daoyan.games.{game}.names")
    assert mod.proper_names() is mod.proper_names()  # computed once


def test_convert_leaves_what_is_sent_back_and_converts_keys() -> None:
    view = {"ask": {"prompt": "選擇", "options": [{"choice": "結束"}], "default": {"choice": "結束"}},
            "table": {"監獄": ["關押"]}, "n": 3}
    out = convert(view, "hans", "fuweng")
    assert out == {"ask": {"prompt": "选择", "options": [{"choice": "結束"}], "default": {"choice": "結束"}},
                   "table": {"監獄": ["关押"]}, "n": 3}  # 監獄 is a tile of the book: kept
    assert convert(view, None, "fuweng") is view
