"""A model seat (`daoyan.llm.agent.LLMBot`) against a real HTTP server speaking the OpenAI chat-completions protocol
with scripted replies (tests/llm/fake_openai.py; no network): legal and illegal answers, timeouts, streaming off
and on, tool calls, JSON and plain text, the fallback to the heuristic bot, the budget, speech and table talk.

Speech quotes: seed 000_21ded97409bf0f89.txt (仙妖斗法) — 发言 「所有玩家可自由发言与问答」; the heuristic fallback is the
game's own bot (daoyan/bots/xianyao.py)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from daoyan.bots import BotPlan, make_bot
from daoyan.core.ask import Ask
from daoyan.core.bots import play_out
from daoyan.core.game import Game
from daoyan.core.view import labelled_view, viewer
from daoyan.games import get_rules
from daoyan.llm import Budget, usage_record
from daoyan.llm.agent import LLMBot
from daoyan.llm.client import Endpoint

from .fake_openai import Scripted, ScriptedServer


@pytest.fixture
def srv() -> Any:
    with ScriptedServer() as s:
        yield s


def game_at(pred: Callable[[Ask], bool], seed: int = 4, players: int = 7) -> tuple[Game, Ask]:
    """A 仙妖斗法 game played by heuristic bots up to the first ask `pred` accepts."""
    g = Game(get_rules("xianyao"), players, seed, {})
    bots = {s: make_bot("xianyao", "heuristic", s) for s in g.seats}
    while g.pending:
        for _, ask in sorted(g.pending.items()):
            if pred(ask):
                return g, ask
        seat, ask = sorted(g.pending.items())[0]
        g.answer(seat, bots[seat].decide(ask, viewer(bots[seat], g, seat)))
    raise AssertionError("no such ask")


def speaking(a: Ask) -> bool:
    return a.skill == "发言"


def secret(a: Ask) -> bool:
    return not a.public and len(a.options) > 1


def bot(srv: ScriptedServer, mode: str = "tools", stream: bool = False, timeout: float = 5.0,
        budget: Budget | None = None, chat: bool = False) -> LLMBot:
    return LLMBot("xianyao", 1, Endpoint(srv.url, "scripted", mode=mode, stream=stream, timeout=timeout),
                  budget=budget, chat=chat)


@pytest.mark.parametrize("mode", ["tools", "json", "text"])
@pytest.mark.parametrize("stream", [False, True])
def test_a_legal_reply_is_the_answer_and_its_words_are_spoken(srv: ScriptedServer, mode: str, stream: bool) -> None:
    """「所有玩家可自由发言与问答」: at a 发言 the model's words go with its answer (the game logs them)."""
    g, ask = game_at(speaking)
    b = bot(srv, mode, stream)
    reply = {"option": 0, "say": "我是仙子,3号可疑。"}
    srv.script(Scripted(tool_args=reply) if mode == "tools" else Scripted(content=json.dumps(reply, ensure_ascii=False)))
    ans = b.decide(ask, lambda: labelled_view(g, ask.seat))
    assert ans == {**ask.options[0], "say": "我是仙子,3号可疑。"}
    g.answer(ask.seat, ans)
    assert any(e.kind == "speech" and "3号可疑" in e.text for e in g.log.entries)
    body = srv.requests[-1]
    assert body["model"] == "scripted" and body.get("stream", False) == stream
    assert ("tools" in body) == (mode == "tools") and ("response_format" in body) == (mode == "json")
    assert b.usage.calls == 1 and b.usage.fallbacks == 0 and b.usage.tokens > 0


def test_plain_text_with_prose_around_one_object_is_read(srv: ScriptedServer) -> None:
    g, ask = game_at(speaking)
    srv.script(Scripted(content='好的,我的回答是:\n```json\n{"option": 0, "say": ""}\n```'))
    assert bot(srv, "text").decide(ask, lambda: labelled_view(g, ask.seat)) == ask.options[0]


def test_an_illegal_option_is_retried_once_with_the_reason(srv: ScriptedServer) -> None:
    g, ask = game_at(speaking)
    n = len(ask.options)
    srv.script(Scripted(tool_args={"option": n + 5, "say": ""}), Scripted(tool_args={"option": n - 1, "say": ""}))
    b = bot(srv)
    assert b.decide(ask, lambda: labelled_view(g, ask.seat)) == ask.options[n - 1]
    assert b.usage.retries == 1 and b.usage.fallbacks == 0 and b.usage.calls == 2
    retry = srv.requests[1]["messages"][-1]["content"]
    assert "无效" in retry and str(n + 5) in retry


@pytest.mark.parametrize("bad", [
    Scripted(tool_args="{not json"),  # unreadable arguments
    Scripted(content="我选第一个。"),  # prose, no object
    Scripted(tool_args={"option": "x"}),  # not a number
    Scripted(status=500),  # the endpoint's error
])
def test_two_bad_replies_fall_back_to_the_heuristic_bot_and_say_so(srv: ScriptedServer, bad: Scripted) -> None:
    g, ask = game_at(speaking)
    srv.script(bad, bad)
    b = bot(srv)
    view = labelled_view(g, ask.seat)
    ans = b.decide(ask, lambda: view)
    h = make_bot("xianyao", "heuristic", 1)
    assert ans == h.decide(ask, lambda: view)  # the game's own bot, same seed: the same answer
    assert b.usage.fallbacks == 1 and b.usage.retries == 1
    assert "启发式机器人代答" in b.usage.notes[0] and "[发言]" in b.usage.notes[0]
    g.answer(ask.seat, ans)  # legal


def test_a_late_reply_is_retried_then_the_heuristic_bot_answers(srv: ScriptedServer) -> None:
    g, ask = game_at(speaking)
    srv.script(Scripted(tool_args={"option": 0}, delay=1.0), Scripted(tool_args={"option": 0}, delay=1.0))
    b = bot(srv, timeout=0.3)
    ask_view = labelled_view(g, ask.seat)
    b.decide(ask, lambda: ask_view)
    assert b.usage.fallbacks == 1 and "超时 (timeout)" in b.usage.notes[0]
    assert b.usage.errors == 2 and b.usage.calls == 0 and b.usage.seconds >= 0.6


def test_a_late_first_reply_then_a_good_one(srv: ScriptedServer) -> None:
    g, ask = game_at(speaking)
    srv.script(Scripted(tool_args={"option": 0}, delay=1.0), Scripted(tool_args={"option": 0, "say": "过"}))
    b = bot(srv, timeout=0.3)
    assert b.decide(ask, lambda: labelled_view(g, ask.seat)) == {**ask.options[0], "say": "过"}
    assert b.usage.retries == 1 and b.usage.fallbacks == 0


def test_a_secret_ask_offers_no_words_and_drops_any(srv: ScriptedServer) -> None:
    """A line said while a secret ask is open would tell the table the seat was woken: no `say` is offered then."""
    g, ask = game_at(secret)
    srv.script(Scripted(tool_args={"option": 0, "say": "我是妖首!"}))
    b = bot(srv, chat=True)
    ans = b.decide(ask, lambda: labelled_view(g, ask.seat))
    assert "say" not in ans and b.talk == []
    params = srv.requests[0]["tools"][0]["function"]["parameters"]
    assert set(params["properties"]) == {"option"}


def test_a_public_ask_without_speech_gives_table_talk_only_where_there_is_a_chat(srv: ScriptedServer) -> None:
    g, ask = game_at(lambda a: a.public and not a.speech and len(a.options) > 1)
    view = labelled_view(g, ask.seat)
    srv.script(Scripted(tool_args={"option": 0, "say": "大家冷静。"}), Scripted(tool_args={"option": 0, "say": "x"}))
    talker, quiet = bot(srv, chat=True), bot(srv, chat=False)
    assert "say" not in talker.decide(ask, lambda: view) and talker.talk == ["大家冷静。"]
    assert "say" not in quiet.decide(ask, lambda: view) and quiet.talk == []
    assert "say" in srv.requests[0]["tools"][0]["function"]["parameters"]["properties"]
    assert "say" not in srv.requests[1]["tools"][0]["function"]["parameters"]["properties"]
    srv.script(Scripted(tool_args={"option": 0}))  # one line a phase: the same phase's next public ask offers no words
    talker.decide(ask, lambda: view)
    assert "say" not in srv.requests[2]["tools"][0]["function"]["parameters"]["properties"]
    assert talker.talk == ["大家冷静。"]


def test_the_budget_stops_model_calls_for_every_seat_sharing_it(srv: ScriptedServer) -> None:
    g, ask = game_at(speaking)
    view = labelled_view(g, ask.seat)
    budget = Budget(1)  # spent by the first call
    a, b = bot(srv, budget=budget), bot(srv, budget=budget)
    a.decide(ask, lambda: view)
    assert len(srv.requests) == 1 and budget.spent > 1
    b.decide(ask, lambda: view)
    a.decide(ask, lambda: view)
    assert len(srv.requests) == 1  # no call once spent
    assert b.usage.fallbacks == 1 and "预算" in b.usage.notes[0]
    rec = usage_record({1: a, 2: b}, budget)
    assert rec["total"]["calls"] == 1 and rec["budget"]["spent"] == budget.spent
    assert rec["seats"]["2"]["fallbacks"] == 1


def test_a_whole_game_of_model_seats_ends_and_replays(srv: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the bot plan (`--bots llm`, the endpoint from the environment): every decision goes to the endpoint;
    the game ends; its record replays to the same game (the model's words are in the answers)."""
    from daoyan.core.game import replay

    monkeypatch.setenv("DAOYAN_LLM_BASE_URL", srv.url)
    monkeypatch.setenv("DAOYAN_LLM_MODEL", "scripted")
    plan = BotPlan.parse("llm,2=llm@other,3=heuristic")
    plan.check("xianyao", 5)
    g = Game(get_rules("xianyao"), 5, 11, {})
    agents = {s: make_bot("xianyao", plan.kind_for(s), s) for s in g.seats}
    play_out(g, agents)
    assert g.finished
    assert {b["model"] for b in srv.requests} == {"scripted", "other"}
    rec = usage_record(agents)
    assert set(rec["seats"]) == {"1", "2", "4", "5"}
    assert rec["total"]["calls"] == len(srv.requests) and rec["total"]["fallbacks"] == 0
    assert replay(get_rules("xianyao"), g.record()).snapshot() == g.snapshot()


def test_words_the_ask_refuses_leave_the_choice_standing(srv: ScriptedServer) -> None:
    """002 遗言 「遗言中禁止使用Discuz!代码」: a reply whose words the ask's own check refuses still answers with its
    choice, without the words (the game would refuse them); no retry is spent on it."""
    from daoyan.games.wangling.flow import bbcode

    ask = Ask(3, "遗言", "遗言", [{"choice": "放弃"}, {"choice": "遗言"}], {"choice": "放弃"}, speech=True,
              speech_check=bbcode, public=False)
    assert bbcode("[b]我是牧师[/b]") is not None
    view = {"game": "wangling", "seat": 3, "round": 1, "phase": "夜晚", "you": {}, "table": {}, "log": [],
            "ask": ask.to_json()}
    srv.script(Scripted(tool_args={"option": 1, "say": "[b]我是牧师[/b]"}))
    b = LLMBot("wangling", 1, Endpoint(srv.url, "scripted"))
    assert b.decide(ask, lambda: view) == {"choice": "遗言"}
    assert b.usage.retries == 0 and b.usage.fallbacks == 0
