"""daoyan.llm.client against a real HTTP server speaking the chat-completions protocol (tests/llm/fake_openai.py).

Issue 27 asks for "tests against a real HTTP server that speaks the OpenAI chat-completions protocol with scripted
replies (started by the tests; no network): legal and illegal answers, timeouts, streaming off/on, tool calls and plain
text"; these are the client's share of them."""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from daoyan.core.errors import ConfigError
from daoyan.llm.client import Endpoint, LLMError, LLMTimeout, Reply, chat_text, complete
from llm.fake_openai import DEFAULT_ANSWER, Scripted, ScriptedServer

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"option": {"type": "integer", "minimum": 0, "maximum": 3}, "say": {"type": "string"}},
    "required": ["option", "say"],
    "additionalProperties": False,
}
MESSAGES: list[dict[str, Any]] = [
    {"role": "system", "content": "你是版杀的一名玩家。只用 JSON 回答。"},
    {"role": "user", "content": "白天投票。选项：0 弃票，1 投3号，2 投5号。"},
]
KEY = "sk-test-7f3a9c0e1d2b"


@pytest.fixture
def srv() -> Iterator[ScriptedServer]:
    with ScriptedServer() as server:
        yield server


def ep(srv: ScriptedServer, **kw: Any) -> Endpoint:
    kw.setdefault("timeout", 5.0)
    return Endpoint(srv.url, "scripted-model", **kw)


# --- the three modes ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("stream", [False, True])
def test_tools_mode_sends_a_forced_tool_and_reads_the_call(srv: ScriptedServer, stream: bool) -> None:
    srv.script(Scripted(tool_args={"option": 2, "say": "5号发言前后矛盾，我投5号。"}, usage=(321, 45)))
    reply = complete(ep(srv, stream=stream), MESSAGES, SCHEMA, name="vote")
    assert reply.data == {"option": 2, "say": "5号发言前后矛盾，我投5号。"}
    assert json.loads(reply.text) == reply.data
    assert (reply.prompt_tokens, reply.completion_tokens, reply.usage_reported) == (321, 45, True)
    body = srv.requests[-1]
    assert body["model"] == "scripted-model" and body["messages"] == MESSAGES and body["max_tokens"] == 512
    assert body["tools"] == [
        {"type": "function", "function": {"name": "vote", "description": body["tools"][0]["function"]["description"],
                                          "parameters": SCHEMA}}
    ]
    assert body["tool_choice"] == {"type": "function", "function": {"name": "vote"}}
    assert "response_format" not in body
    if stream:
        assert body["stream"] is True and body["stream_options"] == {"include_usage": True}
    else:
        assert "stream" not in body


@pytest.mark.parametrize("stream", [False, True])
def test_json_mode_sends_a_strict_schema_and_reads_the_content(srv: ScriptedServer, stream: bool) -> None:
    srv.script(Scripted(content='{"option": 1, "say": "3号像狼。"}'))
    reply = complete(ep(srv, mode="json", stream=stream), MESSAGES, SCHEMA)
    assert reply.data == {"option": 1, "say": "3号像狼。"}
    body = srv.requests[-1]
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "answer", "schema": SCHEMA, "strict": True},
    }
    assert "tools" not in body and "tool_choice" not in body


@pytest.mark.parametrize("stream", [False, True])
def test_text_mode_reads_one_fenced_block(srv: ScriptedServer, stream: bool) -> None:
    srv.script(Scripted(content='我想好了。\n```json\n{"option": 0, "say": "先弃票，再观察。"}\n```\n以上。'))
    reply = complete(ep(srv, mode="text", stream=stream), MESSAGES, SCHEMA)
    assert reply.data == {"option": 0, "say": "先弃票，再观察。"}
    body = srv.requests[-1]
    assert not {"tools", "tool_choice", "response_format"} & set(body)


def test_text_mode_reads_one_object_amid_prose(srv: ScriptedServer) -> None:
    srv.script(Scripted(content='综合来看我投3号：{"option": 1, "say": "3号{昨天}在划水"}，理由如上。'))
    reply = complete(ep(srv, mode="text"), MESSAGES, SCHEMA)
    assert reply.data == {"option": 1, "say": "3号{昨天}在划水"}


@pytest.mark.parametrize("stream", [False, True])
def test_text_mode_with_two_objects_has_no_answer(srv: ScriptedServer, stream: bool) -> None:
    text = '可能是 {"option": 1, "say": "a"}，也可能是 {"option": 2, "say": "b"}。'
    srv.script(Scripted(content=text))
    reply = complete(ep(srv, mode="text", stream=stream), MESSAGES, SCHEMA)
    assert reply.data is None
    assert reply.text == text


@pytest.mark.parametrize("stream", [False, True])
def test_invalid_tool_arguments_give_no_answer(srv: ScriptedServer, stream: bool) -> None:
    srv.script(Scripted(tool_args='{"option": 1, "say": "没写完'))
    reply = complete(ep(srv, stream=stream), MESSAGES, SCHEMA)
    assert reply.data is None
    assert reply.text == '{"option": 1, "say": "没写完'


@pytest.mark.parametrize("stream", [False, True])
def test_a_content_reply_to_a_tools_request_is_parsed_strictly(srv: ScriptedServer, stream: bool) -> None:
    srv.script(
        Scripted(content='好的：{"option": 2, "say": "投5号。"}'),
        Scripted(content="我投5号。"),
    )
    first = complete(ep(srv, stream=stream), MESSAGES, SCHEMA)
    assert first.data == {"option": 2, "say": "投5号。"}
    second = complete(ep(srv, stream=stream), MESSAGES, SCHEMA)
    assert second.data is None and second.text == "我投5号。"


def test_a_reasoning_block_is_not_the_answer_nor_the_text(srv: ScriptedServer) -> None:
    srv.script(
        Scripted(content='<think>我是狼{"option": 2}，不能暴露。</think>\n{"option": 1, "say": "我是好人。"}', usage=None),
        Scripted(content="<think>我其实是狼人，要装成预言家。</think>我是预言家，昨晚验了3号，查杀。"),
    )
    reply = complete(ep(srv, mode="text"), MESSAGES, SCHEMA)
    assert reply.data == {"option": 1, "say": "我是好人。"}
    assert "狼" not in reply.text
    raw = '<think>我是狼{"option": 2}，不能暴露。</think>\n{"option": 1, "say": "我是好人。"}'
    assert reply.completion_tokens == math.ceil(len(raw) / 1.5)  # the reasoning was generated: it counts
    said = chat_text(ep(srv), MESSAGES)
    assert said.text == "我是预言家，昨晚验了3号，查杀。" and said.data is None


def test_reasoning_without_its_opening_tag_is_not_said(srv: ScriptedServer) -> None:
    srv.script(Scripted(content="我其实是狼人，得装好人。\n</think>\n\n我是好人，3号发言有问题。"))
    assert chat_text(ep(srv, stream=True), MESSAGES).text == "我是好人，3号发言有问题。"


def test_chat_text_sends_no_schema_and_returns_the_content(srv: ScriptedServer) -> None:
    srv.script(Scripted(content="  我是村民，昨天的发言大家再看一遍。  "))
    reply = chat_text(ep(srv, stream=True), MESSAGES)
    assert reply.text == "我是村民，昨天的发言大家再看一遍。"
    assert reply.data is None
    assert not {"tools", "tool_choice", "response_format"} & set(srv.requests[-1])


def test_the_default_reply_chooses_option_zero(srv: ScriptedServer) -> None:
    for mode in ("tools", "json", "text"):
        assert complete(ep(srv, mode=mode), MESSAGES, SCHEMA).data == DEFAULT_ANSWER
    assert srv.pending == 0 and len(srv.requests) == 3


def test_temperature_is_sent_only_when_set(srv: ScriptedServer) -> None:
    complete(ep(srv, temperature=0.2, max_tokens=64), MESSAGES, SCHEMA)
    complete(ep(srv), MESSAGES, SCHEMA)
    assert srv.requests[0]["temperature"] == 0.2 and srv.requests[0]["max_tokens"] == 64
    assert "temperature" not in srv.requests[1]


# --- usage --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("stream", [False, True])
def test_usage_absent_is_estimated_from_characters(srv: ScriptedServer, stream: bool) -> None:
    args = {"option": 1, "say": "3号可疑。"}
    srv.script(Scripted(tool_args=args, usage=None))
    reply = complete(ep(srv, stream=stream), MESSAGES, SCHEMA)
    assert reply.usage_reported is False
    chars = sum(len(m["content"]) for m in MESSAGES)
    assert reply.prompt_tokens == math.ceil(chars / 1.5)
    assert reply.completion_tokens == math.ceil(len(json.dumps(args, ensure_ascii=False)) / 1.5)


def test_usage_reported_is_taken_as_it_is(srv: ScriptedServer) -> None:
    srv.script(Scripted(content='{"option": 0, "say": "过。"}', usage=(1000, 7)))
    reply = complete(ep(srv, mode="json"), MESSAGES, SCHEMA)
    assert (reply.prompt_tokens, reply.completion_tokens, reply.usage_reported) == (1000, 7, True)
    assert reply.seconds > 0


# --- failures -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("stream", [False, True])
def test_an_http_error_names_its_status_and_never_the_key(srv: ScriptedServer, stream: bool) -> None:
    srv.script(Scripted(status=500))
    with pytest.raises(LLMError) as caught:
        complete(ep(srv, api_key=KEY, stream=stream), MESSAGES, SCHEMA)
    assert not isinstance(caught.value, LLMTimeout)
    message = str(caught.value)
    assert "HTTP 500" in message and "scripted failure" in message
    assert KEY not in message and KEY not in repr(caught.value)


def test_an_error_body_that_echoes_the_key_is_redacted(srv: ScriptedServer) -> None:
    srv.default = lambda body: Scripted(status=401)
    srv.script(Scripted(status=401))
    with pytest.raises(LLMError) as caught:
        complete(ep(srv, api_key=KEY), MESSAGES, SCHEMA)
    assert "HTTP 401" in str(caught.value) and KEY not in str(caught.value)


def test_the_key_is_sent_as_a_bearer_token_and_hidden_from_repr(srv: ScriptedServer) -> None:
    complete(ep(srv, api_key=KEY), MESSAGES, SCHEMA)
    complete(ep(srv), MESSAGES, SCHEMA)
    assert srv.headers[0]["authorization"] == f"Bearer {KEY}"
    assert "authorization" not in srv.headers[1]
    assert KEY not in repr(ep(srv, api_key=KEY)) and KEY not in str(ep(srv, api_key=KEY))


@pytest.mark.parametrize("stream", [False, True])
def test_a_late_reply_is_a_timeout_within_the_limit(srv: ScriptedServer, stream: bool) -> None:
    srv.script(Scripted(tool_args=DEFAULT_ANSWER, delay=1.0))
    start = time.monotonic()
    with pytest.raises(LLMTimeout, match=r"within 0\.3 s"):
        complete(ep(srv, timeout=0.3, stream=stream), MESSAGES, SCHEMA)
    assert time.monotonic() - start < 0.9


def test_a_trickling_stream_is_a_timeout_within_the_limit(srv: ScriptedServer) -> None:
    srv.script(Scripted(content='{"option": 0, "say": "' + "慢" * 40 + '"}', gap=0.15))
    start = time.monotonic()
    with pytest.raises(LLMTimeout):
        complete(ep(srv, mode="json", stream=True, timeout=0.4), MESSAGES, SCHEMA)
    assert time.monotonic() - start < 0.9


def test_an_unreachable_endpoint_is_an_llm_error() -> None:
    with ScriptedServer() as gone:
        url = gone.url
    with pytest.raises(LLMError, match=r"request to http://127\.0\.0\.1:\d+/v1/chat/completions failed") as caught:
        complete(Endpoint(url, "m", api_key=KEY, timeout=2.0), MESSAGES, SCHEMA)
    assert KEY not in str(caught.value)


# --- concurrency --------------------------------------------------------------------------------------------------


def test_at_most_concurrency_requests_run_at_once(srv: ScriptedServer) -> None:
    srv.script(*[Scripted(tool_args=DEFAULT_ANSWER, delay=0.15) for _ in range(6)])
    endpoint = ep(srv, concurrency=2)
    replies: list[Reply] = []
    errors: list[BaseException] = []

    def one() -> None:
        try:
            replies.append(complete(endpoint, MESSAGES, SCHEMA))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=one) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert not errors and len(replies) == 6
    assert srv.max_in_flight == 2


# --- configuration ------------------------------------------------------------------------------------------------


def test_from_env_reads_every_setting() -> None:
    env = {
        "DAOYAN_LLM_BASE_URL": "https://api.example.com/v1/",
        "DAOYAN_LLM_MODEL": "gpt-4o-mini",
        "DAOYAN_LLM_API_KEY": KEY,
        "OPENAI_API_KEY": "sk-other",
        "DAOYAN_LLM_MODE": "json",
        "DAOYAN_LLM_STREAM": "1",
        "DAOYAN_LLM_TIMEOUT": "12.5",
        "DAOYAN_LLM_CONCURRENCY": "8",
        "DAOYAN_LLM_MAX_TOKENS": "300",
    }
    e = Endpoint.from_env(env)
    assert (e.base_url, e.model, e.api_key, e.mode, e.stream, e.timeout, e.concurrency, e.max_tokens) == (
        "https://api.example.com/v1", "gpt-4o-mini", KEY, "json", True, 12.5, 8, 300,
    )
    assert e.url == "https://api.example.com/v1/chat/completions"
    assert Endpoint.from_env(env, model="qwen2.5:7b").model == "qwen2.5:7b"
    assert Endpoint.from_env({"OPENAI_API_KEY": "sk-other"}).api_key == "sk-other"
    d = Endpoint.from_env({})
    assert (d.base_url, d.model, d.api_key, d.mode, d.stream, d.timeout, d.concurrency, d.max_tokens) == (
        "http://127.0.0.1:11434/v1", "qwen2.5", None, "tools", False, 60.0, 4, 512,
    )


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("DAOYAN_LLM_BASE_URL", "127.0.0.1:11434/v1"),
        ("DAOYAN_LLM_MODE", "xml"),
        ("DAOYAN_LLM_STREAM", "maybe"),
        ("DAOYAN_LLM_TIMEOUT", "soon"),
        ("DAOYAN_LLM_TIMEOUT", "0"),
        ("DAOYAN_LLM_TIMEOUT", "inf"),
        ("DAOYAN_LLM_CONCURRENCY", "0"),
        ("DAOYAN_LLM_CONCURRENCY", "2.5"),
        ("DAOYAN_LLM_MAX_TOKENS", "-1"),
        ("DAOYAN_LLM_TEMPERATURE", "hot"),
    ],
)
def test_from_env_refuses_a_bad_value_naming_it(name: str, value: str) -> None:
    with pytest.raises(ConfigError, match=name) as caught:
        Endpoint.from_env({name: value, "DAOYAN_LLM_API_KEY": KEY})
    assert repr(value) in str(caught.value) and KEY not in str(caught.value)


@pytest.mark.parametrize(
    "kw",
    [{"mode": "yaml"}, {"timeout": 0}, {"timeout": -1.0}, {"concurrency": 0}, {"max_tokens": True},
     {"temperature": -0.5}, {"stream": "yes"}],
)
def test_an_endpoint_refuses_bad_fields(kw: dict[str, Any]) -> None:
    with pytest.raises(ConfigError, match=next(iter(kw))):
        Endpoint("http://127.0.0.1:1/v1", "m", **kw)
    with pytest.raises(ConfigError, match="base_url"):
        Endpoint("ftp://example.com/v1", "m")
    with pytest.raises(ConfigError, match="model"):
        Endpoint("http://127.0.0.1:1/v1", " ")


# --- malformed replies --------------------------------------------------------------------------------------------


def sse(*chunks: dict[str, Any], done: bool = True) -> bytes:
    events = [f"data: {json.dumps(c, ensure_ascii=False)}\n\n" for c in chunks]
    return ("".join(events) + ("data: [DONE]\n\n" if done else "")).encode()


def delta(content: str, finish: str | None = None) -> dict[str, Any]:
    return {"choices": [{"index": 0, "delta": {"content": content}, "finish_reason": finish}]}


@pytest.mark.parametrize(
    ("stream", "raw", "words"),
    [
        (False, b"<html>Bad Gateway</html>", "not a JSON object"),
        (False, b'{"object": "chat.completion", "choices": []}', "no choices"),
        (False, b'{"error": {"message": "model not loaded"}}', "model not loaded"),
        (True, sse(delta('{"option": '), done=False), "ended before its last chunk"),
        (True, sse(delta("{"), {"error": {"message": "overloaded"}}), "overloaded"),
        (True, b"data: {not json\n\n", "malformed stream chunk"),
    ],
)
def test_a_malformed_reply_is_an_llm_error_saying_what(
    srv: ScriptedServer, stream: bool, raw: bytes, words: str
) -> None:
    srv.script(Scripted(raw=raw))
    with pytest.raises(LLMError, match=words) as caught:
        complete(ep(srv, mode="json", stream=stream), MESSAGES, SCHEMA)
    assert caught.value.status is None and not isinstance(caught.value, LLMTimeout)


def test_a_stream_that_finished_without_done_is_complete(srv: ScriptedServer) -> None:
    srv.script(Scripted(raw=sse(delta('{"option": 1,'), delta(' "say": "好"}', finish="stop"), done=False)))
    reply = complete(ep(srv, mode="json", stream=True), MESSAGES, SCHEMA)
    assert reply.data == {"option": 1, "say": "好"} and reply.usage_reported is False


def test_sse_comments_events_and_content_parts_are_read(srv: ScriptedServer) -> None:
    raw = (b": keep-alive\n\nevent: message\ndata:" + json.dumps(delta('{"option": 2, ')).encode() + b"\n\n"
           + sse(delta('"say": "投5号"}', finish="stop"),
                 {"choices": [], "usage": {"prompt_tokens": 9, "completion_tokens": 4}}))
    srv.script(Scripted(raw=raw))
    reply = complete(ep(srv, mode="text", stream=True), MESSAGES, SCHEMA)
    assert reply.data == {"option": 2, "say": "投5号"}
    assert (reply.prompt_tokens, reply.completion_tokens, reply.usage_reported) == (9, 4, True)


def test_an_error_status_is_kept_and_a_tools_refusal_suggests_another_mode(srv: ScriptedServer) -> None:
    refusal = json.dumps({"error": {"message": "tools param requires --jinja flag"}}).encode()
    srv.script(Scripted(status=500, raw=refusal), Scripted(status=429))
    with pytest.raises(LLMError, match="DAOYAN_LLM_MODE=json or text") as caught:
        complete(ep(srv), MESSAGES, SCHEMA)
    assert caught.value.status == 500 and "--jinja" in str(caught.value)
    with pytest.raises(LLMError) as caught:
        complete(ep(srv), MESSAGES, SCHEMA)
    assert caught.value.status == 429 and "DAOYAN_LLM_MODE" not in str(caught.value)
    srv.script(Scripted(status=400, raw=refusal))
    with pytest.raises(LLMError) as caught:
        chat_text(ep(srv), MESSAGES)  # sent no tools: no hint
    assert caught.value.status == 400 and "DAOYAN_LLM_MODE" not in str(caught.value)


# --- the scripted server's default --------------------------------------------------------------------------------


def test_the_default_reply_follows_the_request_schema(srv: ScriptedServer) -> None:
    schema = {
        "type": "object",
        "properties": {"choice": {"type": "string", "enum": ["弃票", "3号", "5号"]},
                       "seat": {"type": "integer", "minimum": 1}, "speech": {"type": "string", "maxLength": 4}},
        "required": ["choice", "seat", "speech"],
    }
    for mode in ("tools", "json"):
        assert complete(ep(srv, mode=mode), MESSAGES, schema).data == {"choice": "弃票", "seat": 1, "speech": "我是好人"}


# --- processes ----------------------------------------------------------------------------------------------------


def test_a_forked_child_has_its_own_slots_and_connections(srv: ScriptedServer) -> None:
    """daoyan sim forks its workers: a slot held by a parent's thread at the fork must not block the child."""
    import multiprocessing

    endpoint = ep(srv, concurrency=1, timeout=3.0)
    srv.script(Scripted(tool_args=DEFAULT_ANSWER, delay=1.0))
    held = threading.Thread(target=complete, args=(endpoint, MESSAGES, SCHEMA))
    held.start()
    while not srv.requests:  # the parent's only slot is taken
        time.sleep(0.01)
    ctx = multiprocessing.get_context("fork")
    results = ctx.Queue()

    def child() -> None:
        try:
            results.put(complete(endpoint, MESSAGES, SCHEMA).data)
        except BaseException as exc:
            results.put(repr(exc))

    process = ctx.Process(target=child)
    start = time.monotonic()
    process.start()
    answer = results.get(timeout=5)
    process.join(5)
    assert answer == DEFAULT_ANSWER and time.monotonic() - start < 0.9
    held.join(5)
