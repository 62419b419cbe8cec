"""What a model seat is told: built from its seat's view alone — the view the browser gets (`core.view.seat_view`,
with the open ask's option words, and the game's glossary: the book's text of every identity, card and skill, the
same for every seat) — and nothing else. Nothing here may take a `Game`: the functions read a view (a dict of JSON)
and the public rule data, so a fact the view lacks cannot reach a prompt (tests/llm/test_prompt_leaks.py walks random
games of all four games and checks it).

The layout (docs/llm.md):
- system: who the seat is (game, seat number), how to answer (one JSON object), then the book's words for its own
  identity, cards and skills and for the terms the open ask and its options name (glossary entries);
- user: the round and phase, `you` (the seat's own cards or identity), `table` (the public table), the log lines the
  seat may read (the newest first kept when long), the room's chat if the view holds it, then the question with its
  numbered options and what the reply must hold.

>>> v = {"game": "xianyao", "seat": 3, "round": 1, "phase": "白昼", "you": {"cards": [{"name": "仙子"}]},
...      "table": {"players": 5}, "log": [{"round": 1, "phase": "白昼", "text": "天亮了。"}],
...      "ask": {"skill": "发言", "prompt": "发言", "options": [{"choice": "过"}], "labels": ["过"], "speech": True,
...              "term": None, "terms": [[]]},
...      "glossary": {"仙子": {"name": "仙子", "text": "星空阵营。"}, "妖首": {"name": "妖首", "text": "深渊阵营。"}}}
>>> m = messages(v, say=100)
>>> "【仙子】星空阵营。" in m[0]["content"], "妖首" in m[0]["content"]
(True, False)
>>> "0. 过" in m[1]["content"]
True
>>> sorted(schema(v["ask"], say=100)["properties"])
['option', 'say']
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ..core.ask import Ask, describe

TITLES = {"xianyao": "仙妖斗法:封妖", "fuweng": "东方三国杀×大富翁", "wangling": "亡灵低语",
          "langren": "版杀(论坛狼人杀)"}
LOG_LINES = 80  # the newest log lines a prompt holds
LOG_CHARS = 8000  # … and at most this many characters of them
CHAT_LINES = 30
GLOSSARY_CHARS = 6000  # the book's words given: own identity first, then the ask's terms
TALK_MAX = 200  # a line of table talk (a public ask of a game that has a chat)


def title(game: str) -> str:
    return TITLES.get(game, game)


def compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def labels(ask: Mapping[str, Any]) -> list[str]:
    """The words of each option, as the page shows them (the ask's `labels`, else the option itself)."""
    got = ask.get("labels")
    options = ask.get("options") or []
    if isinstance(got, list) and len(got) == len(options):
        return [str(x) for x in got]
    return [describe(o) for o in options]


def book_words(view: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The glossary entries this seat is given: those its own part of the view names (`you`: its identity, cards,
    hand, skills) and the ones their texts name in brackets, then those the open ask and its options name; at most
    GLOSSARY_CHARS characters, in that order."""
    glossary: Mapping[str, Mapping[str, str]] = view.get("glossary") or {}
    if not glossary:
        return []
    you = compact(view.get("you"))
    picked: list[str] = [k for k in glossary if k and k in you]
    for k in list(picked):  # one level down: the skills an identity's text names ([验妖], 【妖众】 …)
        text = glossary[k].get("text", "")
        picked += [j for j in glossary if j not in picked and (f"[{j}]" in text or f"【{j}】" in text)]
    ask = view.get("ask") or {}
    for k in [ask.get("term"), *(t for ts in ask.get("terms") or [] for t in ts)]:
        if isinstance(k, str) and k in glossary and k not in picked:
            picked.append(k)
    out, size = [], 0
    for k in picked:
        e = glossary[k]
        size += len(e.get("text", "")) + len(e.get("name", k)) + 3
        if size > GLOSSARY_CHARS:
            break
        out.append((str(e.get("name", k)), str(e.get("text", ""))))
    return out


def words_allowed(ask: Ask, chat: bool) -> int:
    """How many characters a reply may say (0: none): an ask that allows speech, its own limit; a public ask
    (everybody knows this seat is being asked) in a game whose table has a chat (`chat`), a line of table talk.
    Never a secret ask: a line said then would tell the table that the seat was woken."""
    if ask.speech:
        return ask.speech_max or TALK_MAX * 5
    return TALK_MAX if ask.public and chat else 0


def schema(ask: Mapping[str, Any], say: int = 0, post: bool = False) -> dict[str, Any]:
    """The reply's JSON schema: the option's number, and the words (`say`, at most that many characters) where the
    ask allows any; for a 版杀 vote (`post`), the vote post itself in the book's format instead of a number."""
    props: dict[str, Any] = {}
    if post:
        props["post"] = {"type": "string", "description": "投票帖正文: 投票对象:<名字或弃权> 换行 投票理由:<理由>"}
    else:
        props["option"] = {"type": "integer", "minimum": 0, "maximum": max(0, len(ask.get("options") or []) - 1),
                           "description": "所选选项的序号"}
    if say:
        props["say"] = {"type": "string", "maxLength": say, "description": "你公开说的话(可为空)"}
    return {"type": "object", "properties": props, "required": sorted(props), "additionalProperties": False}


def _log_lines(view: Mapping[str, Any]) -> list[str]:
    lines = [f"[第 {e.get('round', '?')} 轮 · {e.get('phase', '')}] {e.get('text', '')}" for e in view.get("log") or []]
    lines = lines[-LOG_LINES:]
    out: list[str] = []
    size = 0
    for line in reversed(lines):
        size += len(line) + 1
        if size > LOG_CHARS:
            break
        out.append(line)
    return out[::-1]


def messages(view: Mapping[str, Any], say: int = 0, post_help: str = "") -> list[dict[str, str]]:
    """The chat messages for the seat's open ask (`view["ask"]`), from the view alone. `say`: the characters the
    reply may say (`words_allowed`; 0: none); `post_help`: how a 版杀 vote post is written and whom it may name (the
    game's own words, from the same view)."""
    seat = view.get("seat")
    ask: Mapping[str, Any] = view.get("ask") or {}
    rules = "\n".join(f"【{name}】{text}" for name, text in book_words(view))
    system = (f"你是桌游《{title(str(view.get('game')))}》中的 {seat} 号玩家,像一位熟练的真人玩家那样参与游戏:"
              "根据你知道的信息推理,为你的阵营争取胜利;可以表明、隐瞒或伪装身份,可以提问、怀疑和说服别人。"
              "你只知道下面告诉你的事。每次只回答当前的问题,只输出一个JSON对象,不输出别的。"
              + (f"\n\n规则书中与你有关的原文:\n{rules}" if rules else ""))
    parts = [f"现在: 第 {view.get('round')} 轮 · {view.get('phase')}",
             f"你的信息: {compact(view.get('you'))}",
             f"桌面(所有人可见): {compact(view.get('table'))}"]
    log = _log_lines(view)
    if log:
        parts.append("你看到的记录(旧→新):\n" + "\n".join(log))
    chat = [c for c in view.get("chat") or [] if isinstance(c, Mapping)][-CHAT_LINES:]
    if chat:
        parts.append("讨论区(旧→新):\n" + "\n".join(f"{c.get('seat')} 号: {c.get('text')}" for c in chat))
    words = labels(ask)
    question = f"当前问题 [{ask.get('skill')}]: {ask.get('prompt')}"
    if ask.get("deadline"):
        question += f" (限时 {ask['deadline']:g} 秒)"
    parts.append(question)
    if post_help:
        parts.append(post_help)
        shape = '{"post": "投票对象:…\\n投票理由:…"'
    else:
        parts.append("选项:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(words)))
        shape = '{"option": 序号'
    if say:
        if ask.get("speech"):
            parts.append(f"这是你的发言机会: 在say里写你要公开说的话(不多于 {say} 字,可为空),"
                         "像真人玩家一样说话(宣称、提问、指认、辩解或伪装),不要说出对你的阵营不利的真话。")
        else:
            parts.append(f"say: 可选,一句你公开说给全桌听的话(不多于 {say} 字),不想说就留空。")
        shape += ', "say": "…"}'
    else:
        shape += "}"
    parts.append(f"只回答一个JSON对象: {shape}")
    return [{"role": "system", "content": system}, {"role": "user", "content": "\n\n".join(parts)}]
