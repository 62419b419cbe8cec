"""A model seat's prompt holds no fact its view lacks (issue 27): over random games of all four games, every message
a model seat sends its endpoint, for every ask it answers, is made of the prompt's own fixed words, the game's
glossary (the book's public text, the same for every seat) and the words of that seat's view — the view the browser
gets, which tests/test_properties.py and the games' property tests check holds nothing the seat may not know.

The games run through the real `LLMBot.decide` path with the endpoint call replaced by a recorder that picks a random
option (no HTTP: tests/llm/test_agent.py covers the wire); each recorded message is checked against the view the
bot was handed for that very decision.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import daoyan.llm.agent as agent_mod
from daoyan.core.ask import HOST_SEAT, Ask
from daoyan.core.game import Game
from daoyan.core.view import host_view, labelled_view
from daoyan.games import get_rules
from daoyan.llm import posts
from daoyan.llm.agent import LLMBot
from daoyan.llm.client import Endpoint, Reply
from daoyan.llm.prompt import TITLES, messages, words_allowed

RUN = re.compile(r"[\w\u3400-\u9fff\uf900-\ufaff]+")  # words: runs of letters, digits and CJK characters
SEATS = {"xianyao": 7, "langren": 12, "wangling": 15, "fuweng": 5}
ASKS_PER_GAME = 400


def runs(text: str) -> set[str]:
    return set(RUN.findall(text))


def template_runs() -> set[str]:
    """The words the prompt's own template writes (with every value empty)."""
    empty = {"game": "", "seat": "", "round": "", "phase": "", "you": "·", "table": None,
             "log": [{"text": "·"}], "chat": [{"seat": "", "text": ""}], "glossary": {"·": {"name": "·", "text": "·"}},
             "ask": {"skill": "", "prompt": "", "options": [{}], "labels": [""], "speech": True, "deadline": 1}}
    out: set[str] = set()
    for speech in (True, False):
        for say in (0, 50):
            for post in ("", "x"):
                for m in messages({**empty, "ask": {**empty["ask"], "speech": speech}}, say, post):
                    out |= runs(m["content"])
    out |= runs(json.dumps(agent_mod.RETRY_WORDS, ensure_ascii=False))
    for skill in ("投票", "改票"):  # 版杀's vote posts: the book's format and the words around it
        out |= runs(posts.post_help({"table": {"players": 0}}, Ask(1, skill, "", [{"choice": "x"}], {"choice": "x"})))
    out |= runs(" ".join(TITLES.values()))  # the games' names
    return out


TEMPLATE = template_runs()


def check_prompt(msgs: list[dict[str, str]], view: dict[str, Any], hidden: set[str], own: str = "") -> None:
    """Every word of the messages is the template's, or occurs in the view (its JSON: log texts, `you`, the table,
    the ask and its option words, the glossary); and no word of `hidden` — the host's facts absent from the view —
    occurs unless the view holds it."""
    seen = json.dumps(view, ensure_ascii=False) + "\n".join(leaves(view)) + own
    for m in msgs:
        for w in runs(m["content"]) - TEMPLATE:
            assert w in seen, f"a prompt word not in the seat's view: {w!r}\n{m['content'][:2000]}"
    text = "\n".join(m["content"] for m in msgs)
    for h in hidden:
        assert h not in text or h in seen, f"a host-only fact in the prompt: {h!r}"


def leaves(value: Any) -> list[str]:
    """The view's strings as they are (its JSON escapes line ends) and its numbers."""
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in [str(k), *leaves(v)]]
    if isinstance(value, list):
        return [x for v in value for x in leaves(v)]
    return [str(value)]


def host_only_words(g: Game, seat_view_json: str) -> set[str]:
    """Texts of the host's log lines the seat's view does not hold (each a fact it may not know)."""
    out = set()
    for e in host_view(g)["log"]:
        t = str(e.get("text", ""))
        if len(t) >= 6 and t not in seat_view_json:
            out.add(t)
    return out


class Recorder:
    """Stands in for the endpoint: records each call's messages with the view handed to the bot, picks a random
    legal option (and says a line where words are allowed)."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.calls: list[list[dict[str, str]]] = []

    def __call__(self, ep: Endpoint, msgs: list[dict[str, Any]], schema: dict[str, Any], name: str = "answer") -> Reply:
        self.calls.append(msgs)
        props = schema["properties"]
        data: dict[str, Any] = {}
        if "option" in props:
            data["option"] = self.r.randint(0, props["option"]["maximum"])
        if "post" in props:  # the kind of post the question asks for
            kind = "改票" if "[改票]" in msgs[-1]["content"] else "投票"
            data["post"] = f"{kind}对象:弃权\n{kind}理由:再看看"
        if "say" in props:
            data["say"] = "我先听听大家的。"
        return Reply(data, json.dumps(data, ensure_ascii=False), 10, 5, True, 0.0)


def play_checked(game: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> int:
    rec = Recorder(seed)
    monkeypatch.setattr(agent_mod, "complete", rec)
    g = Game(get_rules(game), SEATS[game], seed, {})
    ep = Endpoint("http://127.0.0.1:9/v1", "test")
    bots = {s: LLMBot(game, seed * 100 + s, ep, chat=True) for s in g.seats}
    checked = 0
    while not g.finished and g.pending and checked < ASKS_PER_GAME:
        for seat, ask in list(g.pending.items()):
            if seat == HOST_SEAT:
                g.answer(seat, ask.default)
                continue
            view = labelled_view(g, seat)
            n = len(rec.calls)
            ans = bots[seat].decide(ask, lambda v=view: v)  # type: ignore[misc]
            hidden = host_only_words(g, json.dumps(view, ensure_ascii=False) + "\n".join(leaves(view)))
            for msgs in rec.calls[n:]:
                check_prompt(msgs, view, hidden,  # (its own ask's limit of words, the options' numbers)
                             f" {words_allowed(ask, True)} " + " ".join(map(str, range(len(ask.options))))
                             + " ".join(f"{x}号" for x in g.seats))  # (the seats' names: 3号)
                checked += 1
            g.answer(seat, ans)
    return checked


GAMES = {"xianyao": 8, "wangling": 8, "langren": 6, "fuweng": 3}  # random games per game (fuweng's are long)


@pytest.mark.parametrize(("game", "seed"), [(g, s) for g, n in GAMES.items() for s in range(1, n + 1)])
def test_a_model_seat_is_told_only_what_its_view_holds(game: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    assert play_checked(game, seed, monkeypatch) > 20


def test_the_check_catches_a_prompt_that_names_a_hidden_identity(monkeypatch: pytest.MonkeyPatch) -> None:
    """The property can fail: a prompt given the host's log (another seat's identity) is caught."""
    real = agent_mod.messages

    def leaky(view: dict[str, Any], say: int = 0, post_help: str = "") -> list[dict[str, str]]:
        out = real(view, say, post_help)
        out[1]["content"] += "\n" + LEAK["text"]
        return out

    g = Game(get_rules("langren"), 12, 5, {})
    secret = next(e["text"] for e in host_view(g)["log"] if e.get("audience") != "all" and len(e.get("text", "")) > 6)
    LEAK = {"text": secret}
    monkeypatch.setattr(agent_mod, "messages", leaky)
    with pytest.raises(AssertionError):
        play_checked("langren", 5, monkeypatch)
