"""A small synchronous client of the OpenAI chat-completions protocol (Ollama, vLLM, llama.cpp's server, hosted APIs).

`complete()` asks for a structured answer — a JSON object matching a schema — in one of three ways (`Endpoint.mode`):

- ``"tools"``: one function tool whose parameters are the schema, forced by ``tool_choice``; the answer is the tool
  call's arguments (an endpoint that answers with text instead is read with the strict parser below);
- ``"json"``: ``response_format`` of type ``json_schema`` (strict); the answer is the message's content;
- ``"text"``: nothing special is sent (the prompt asks for JSON); the content is read by `parse_json_object`, which
  accepts the whole text as one object, exactly one fenced ``json`` block, or exactly one balanced ``{…}`` span.

`chat_text()` asks for free text. Both are thread-safe and never take longer than `Endpoint.timeout` once the request
has its slot: at most `Endpoint.concurrency` requests run at once to one base URL in this process (the others wait
for a slot first; the wait is not counted in the timeout nor in `Reply.seconds`). A reasoning model's
``<think>…</think>`` block is never part of `Reply.text` (a seat must not say its private reasoning aloud), though its
characters count in an estimated completion.

Tokens come from the reply's ``usage``; an endpoint that sends none gets an estimate (characters / 1.5, rounded up)
and ``usage_reported=False``. The api key is sent as ``Authorization: Bearer …`` and appears in no message, error or
repr.
"""

from __future__ import annotations

import json
import math
import os
import re
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx

from daoyan.core.errors import ConfigError

MODES = ("tools", "json", "text")
DEFAULT_BASE_URL = "http://127.0.0.1:11434/v1"  # Ollama's OpenAI-compatible API
DEFAULT_MODEL = "qwen2.5"
CHARS_PER_TOKEN = 1.5  # the estimate when an endpoint reports no usage (Chinese text: about 1–2 characters a token)
EXCERPT_CHARS = 300  # how much of an error body an LLMError quotes
MAX_REPLY_BYTES = 8 * 1024 * 1024  # a reply larger than this is refused (a broken or hostile endpoint)


class LLMError(Exception):
    """Any failure of a model call: an HTTP status, a connection failure, a malformed reply (the message says which).

    `status` is the HTTP status when the endpoint answered with one other than 200, else None."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class LLMTimeout(LLMError):
    """No complete reply within `Endpoint.timeout` seconds."""


@dataclass(frozen=True)
class Endpoint:
    """Where and how to ask a model. Bad values raise `ConfigError` naming the field."""

    base_url: str  # up to /v1, e.g. "http://127.0.0.1:11434/v1"; requests go to {base_url}/chat/completions
    model: str
    api_key: str | None = field(default=None, repr=False)  # "Authorization: Bearer …"; never logged, never in a record
    mode: str = "tools"  # "tools" (a forced tool call) | "json" (response_format json_schema) | "text" (plain)
    stream: bool = False  # SSE streaming (with stream_options include_usage)
    timeout: float = 60.0  # seconds for the whole reply, stream included
    max_tokens: int = 512
    temperature: float | None = None
    concurrency: int = 4  # at most this many requests at once to one base_url, per process

    def __post_init__(self) -> None:
        if not isinstance(self.base_url, str) or not self.base_url.startswith(("http://", "https://")):
            raise ConfigError(f"LLM base_url {self.base_url!r}: expected an http:// or https:// URL up to /v1")
        object.__setattr__(self, "base_url", self.base_url.rstrip("/"))
        if not isinstance(self.model, str) or not self.model.strip():
            raise ConfigError(f"LLM model {self.model!r}: expected a model name")
        if self.api_key is not None and not isinstance(self.api_key, str):
            raise ConfigError("LLM api_key: expected a string or None")
        if self.mode not in MODES:
            raise ConfigError(f"LLM mode {self.mode!r}: expected one of {', '.join(MODES)}")
        if not isinstance(self.stream, bool):
            raise ConfigError(f"LLM stream {self.stream!r}: expected True or False")
        if not _positive_number(self.timeout):
            raise ConfigError(f"LLM timeout {self.timeout!r}: expected a number of seconds > 0")
        for name in ("max_tokens", "concurrency"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ConfigError(f"LLM {name} {value!r}: expected a whole number ≥ 1")
        if self.temperature is not None and not _non_negative_number(self.temperature):
            raise ConfigError(f"LLM temperature {self.temperature!r}: expected a number ≥ 0")

    @property
    def url(self) -> str:
        """The chat-completions URL."""
        return f"{self.base_url}/chat/completions"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ, model: str | None = None) -> Endpoint:
        """The endpoint the environment describes; `model` (if given) overrides DAOYAN_LLM_MODEL.

        DAOYAN_LLM_BASE_URL (default Ollama's http://127.0.0.1:11434/v1), DAOYAN_LLM_MODEL (default qwen2.5),
        DAOYAN_LLM_API_KEY (else OPENAI_API_KEY), DAOYAN_LLM_MODE (tools/json/text), DAOYAN_LLM_STREAM (0/1),
        DAOYAN_LLM_TIMEOUT (seconds), DAOYAN_LLM_CONCURRENCY, DAOYAN_LLM_MAX_TOKENS, DAOYAN_LLM_TEMPERATURE.
        An empty variable counts as unset.

        >>> ep = Endpoint.from_env({"DAOYAN_LLM_MODE": "json", "DAOYAN_LLM_API_KEY": "sk-secret"})
        >>> ep.base_url, ep.model, ep.mode
        ('http://127.0.0.1:11434/v1', 'qwen2.5', 'json')
        >>> "sk-secret" in repr(ep)
        False
        """

        def get(name: str) -> str | None:
            value = environ.get(name, "").strip()
            return value or None

        def number(name: str, default: float) -> float:
            raw = get(name)
            if raw is None:
                return default
            try:
                value = float(raw)
            except ValueError:
                value = math.nan
            if not _positive_number(value):
                raise ConfigError(f"{name}={raw!r}: expected a number of seconds > 0")
            return value

        def whole(name: str, default: int) -> int:
            raw = get(name)
            if raw is None:
                return default
            try:
                value = int(raw)
            except ValueError:
                value = 0
            if value < 1:
                raise ConfigError(f"{name}={raw!r}: expected a whole number ≥ 1")
            return value

        base_url = get("DAOYAN_LLM_BASE_URL") or DEFAULT_BASE_URL
        if not base_url.startswith(("http://", "https://")):
            raise ConfigError(f"DAOYAN_LLM_BASE_URL={base_url!r}: expected an http:// or https:// URL up to /v1")
        mode = get("DAOYAN_LLM_MODE") or "tools"
        if mode not in MODES:
            raise ConfigError(f"DAOYAN_LLM_MODE={mode!r}: expected one of {', '.join(MODES)}")
        stream_raw = get("DAOYAN_LLM_STREAM") or "0"
        if stream_raw.lower() not in ("0", "1", "false", "true", "no", "yes", "off", "on"):
            raise ConfigError(f"DAOYAN_LLM_STREAM={stream_raw!r}: expected 0 or 1")
        temperature_raw = get("DAOYAN_LLM_TEMPERATURE")
        temperature: float | None = None
        if temperature_raw is not None:
            try:
                temperature = float(temperature_raw)
            except ValueError:
                temperature = math.nan
            if not _non_negative_number(temperature):
                raise ConfigError(f"DAOYAN_LLM_TEMPERATURE={temperature_raw!r}: expected a number ≥ 0")
        return cls(
            base_url=base_url,
            model=model or get("DAOYAN_LLM_MODEL") or DEFAULT_MODEL,
            api_key=get("DAOYAN_LLM_API_KEY") or get("OPENAI_API_KEY"),
            mode=mode,
            stream=stream_raw.lower() in ("1", "true", "yes", "on"),
            timeout=number("DAOYAN_LLM_TIMEOUT", 60.0),
            max_tokens=whole("DAOYAN_LLM_MAX_TOKENS", 512),
            temperature=temperature,
            concurrency=whole("DAOYAN_LLM_CONCURRENCY", 4),
        )


@dataclass(frozen=True)
class Reply:
    """A model's reply to one request."""

    data: dict[str, Any] | None  # the structured answer (tool-call arguments or JSON content), None if none
    text: str  # the assistant's text (content, or the tool call's arguments string), reasoning blocks removed
    prompt_tokens: int
    completion_tokens: int
    usage_reported: bool  # False: the endpoint sent no usage; the counts are estimated from characters
    seconds: float  # wall time of the request (from its slot to its last byte)


def complete(ep: Endpoint, messages: list[dict[str, Any]], schema: dict[str, Any], name: str = "answer") -> Reply:
    """Ask for a JSON object matching `schema` (a JSON schema of type object), the way `ep.mode` says.

    Raises `LLMError` (`LLMTimeout`) when there is no reply; a reply that holds no usable object gives
    ``Reply.data is None`` (the caller decides whether to retry)."""
    body = _body(ep, messages)
    if ep.mode == "tools":
        description = schema.get("description") if isinstance(schema.get("description"), str) else None
        body["tools"] = [
            {
                "type": "function",
                "function": {
                    "name": name,
                    "description": description or "Give your answer: fill in every field the parameters name.",
                    "parameters": schema,
                },
            }
        ]
        body["tool_choice"] = {"type": "function", "function": {"name": name}}
    elif ep.mode == "json":
        body["response_format"] = {
            "type": "json_schema",
            "json_schema": {"name": name, "schema": schema, "strict": True},
        }
    raw, seconds = _call(ep, body)
    if raw.arguments is not None and raw.arguments.strip():
        text = raw.arguments
    else:
        text = _strip_reasoning(raw.content)
    return _reply(messages, raw, parse_json_object(text), text, seconds)


def chat_text(ep: Endpoint, messages: list[dict[str, Any]]) -> Reply:
    """Ask for free text (``Reply.data`` is None). Raises `LLMError` (`LLMTimeout`) when there is no reply."""
    raw, seconds = _call(ep, _body(ep, messages))
    return _reply(messages, raw, None, _strip_reasoning(raw.content).strip(), seconds)


def parse_json_object(text: str) -> dict[str, Any] | None:
    """The one JSON object a text holds, or None: the strict parser of "text" mode.

    Accepted: the whole text is one object; or the text has exactly one fenced block (```json or a bare ```) and
    it is one object; or (no fence) the text has exactly one balanced ``{…}`` span and it is an object. Anything
    else — no object, two objects, two fences, an unclosed brace, a list, NaN — gives None.

    >>> parse_json_object('{"option": 1, "say": "我跳预言家。"}')
    {'option': 1, 'say': '我跳预言家。'}
    >>> parse_json_object('好的，我的选择：\\n```json\\n{"option": 2}\\n```\\n就这样。')
    {'option': 2}
    >>> parse_json_object('想了想，我投 {"option": 0, "say": "三号可疑{真的}"} 吧。')
    {'option': 0, 'say': '三号可疑{真的}'}
    >>> parse_json_object('{"option": 0} 或者 {"option": 1}') is None
    True
    >>> parse_json_object('```json\\n{"option": 0}\\n```\\n```json\\n{"option": 1}\\n```') is None
    True
    >>> parse_json_object('[{"option": 0}]') is None
    True
    >>> parse_json_object('{"option": 0') is None
    True
    >>> parse_json_object('我不知道。') is None
    True
    """
    stripped = text.strip()
    if not stripped:
        return None
    whole = _loads(stripped)
    if whole is not _FAIL:
        return whole if isinstance(whole, dict) else None
    fences = _FENCE.findall(stripped)
    if fences:
        if len(fences) != 1:
            return None
        lang, inner = fences[0]
        if lang and lang.lower() != "json":
            return None
        obj = _loads(inner.strip())
        return obj if isinstance(obj, dict) else None
    spans = _object_spans(stripped)
    if spans is None or len(spans) != 1:
        return None
    obj = _loads(spans[0])
    return obj if isinstance(obj, dict) else None


# --- parsing ----------------------------------------------------------------------------------------------------

_FAIL = object()
_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[ \t]*\r?\n(.*?)```", re.DOTALL)
_THINK = re.compile(r"<think>.*?(?:</think>|\Z)", re.DOTALL)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _loads(text: str) -> Any:
    """`json.loads`, or _FAIL; control characters inside strings (a model's raw newlines) are tolerated."""
    try:
        return json.loads(text, strict=False, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        return _FAIL


def _object_spans(text: str) -> list[str] | None:
    """The top-level balanced ``{…}`` spans of a text (strings inside them respected); None if a brace is unclosed."""
    spans: list[str] = []
    depth = 0
    start = 0
    in_string = False
    escaped = False
    for i, ch in enumerate(text):
        if depth == 0:
            if ch == "{":
                depth, start = 1, i
            continue
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                spans.append(text[start : i + 1])
    return None if depth else spans


def _strip_reasoning(text: str) -> str:
    """The text without a reasoning model's ``<think>…</think>`` blocks (an unclosed one runs to the end); a reply
    whose server already dropped the opening tag keeps only what follows its last ``</think>``.

    >>> _strip_reasoning("<think>我是狼，要藏好。</think>我是好人。")
    '我是好人。'
    >>> _strip_reasoning("我是狼，要藏好。</think>\\n我是好人。")
    '\\n我是好人。'
    >>> _strip_reasoning("<think>想一想……")
    ''
    """
    if "<think>" in text:
        text = _THINK.sub("", text)
    if "</think>" in text:
        text = text.rsplit("</think>", 1)[1]
    return text


def _positive_number(value: object) -> bool:
    return _non_negative_number(value) and value != 0


def _non_negative_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value) and value >= 0


# --- the request ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Raw:
    content: str  # the message's text ("" if none)
    arguments: str | None  # the first tool call's arguments, None if there was no tool call
    usage: tuple[int, int] | None  # (prompt_tokens, completion_tokens) as reported


_CLIENTS: dict[str, httpx.Client] = {}  # one connection pool per base_url (httpx.Client is thread-safe)
_SLOTS: dict[tuple[str, int], threading.BoundedSemaphore] = {}


def _client(base_url: str) -> httpx.Client:
    client = _CLIENTS.get(base_url)
    if client is None:
        fresh = httpx.Client()
        client = _CLIENTS.setdefault(base_url, fresh)  # atomic: two threads racing keep one client
        if client is not fresh:
            fresh.close()
    return client


def _forget_after_fork() -> None:
    """A forked child (daoyan sim's worker processes) starts with no connection and no slot: the parent's sockets
    are not the child's to use, and a slot held by a parent's thread would never be released in the child."""
    _CLIENTS.clear()
    _SLOTS.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_after_fork)


def _slot(ep: Endpoint) -> threading.BoundedSemaphore:
    key = (ep.base_url, ep.concurrency)
    slot = _SLOTS.get(key)
    if slot is None:
        slot = _SLOTS.setdefault(key, threading.BoundedSemaphore(ep.concurrency))
    return slot


def _body(ep: Endpoint, messages: list[dict[str, Any]]) -> dict[str, Any]:
    body: dict[str, Any] = {"model": ep.model, "messages": messages, "max_tokens": ep.max_tokens}
    if ep.temperature is not None:
        body["temperature"] = ep.temperature
    if ep.stream:
        body["stream"] = True
        body["stream_options"] = {"include_usage": True}
    return body


def _call(ep: Endpoint, body: dict[str, Any]) -> tuple[_Raw, float]:
    """Send one request in a worker thread holding a slot of the endpoint; wait at most `ep.timeout` for it.

    The worker keeps the slot until its request really ends (so the endpoint never sees more than `concurrency`
    requests from this process), which is at most about one more timeout after the caller gave up."""
    slot = _slot(ep)
    slot.acquire()
    start = time.monotonic()
    deadline = start + ep.timeout
    outcome: list[_Raw | BaseException] = []
    done = threading.Event()

    def work() -> None:
        try:
            outcome.append(_exchange(ep, body, deadline))
        except BaseException as exc:  # handed to the caller
            outcome.append(exc)
        finally:
            slot.release()
            done.set()

    try:
        threading.Thread(target=work, name="daoyan-llm", daemon=True).start()
    except BaseException:
        slot.release()
        raise
    if not done.wait(ep.timeout):
        raise LLMTimeout(f"no complete reply from {ep.url} within {ep.timeout:g} s")
    seconds = time.monotonic() - start
    result = outcome[0]
    if isinstance(result, BaseException):
        raise result
    return result, seconds


def _exchange(ep: Endpoint, body: dict[str, Any], deadline: float) -> _Raw:
    headers = {
        "Content-Type": "application/json",
        "Accept": "text/event-stream" if ep.stream else "application/json",
    }
    if ep.api_key:
        headers["Authorization"] = f"Bearer {ep.api_key}"
    content = json.dumps(body, ensure_ascii=False).encode("utf-8")
    timeout = httpx.Timeout(max(deadline - time.monotonic(), 0.001))
    try:
        with _client(ep.base_url).stream("POST", ep.url, content=content, headers=headers, timeout=timeout) as resp:
            if resp.status_code != 200:
                error_body = _read_all(ep, resp, deadline, limit=4096)
                message = f"HTTP {resp.status_code} from {ep.url}: {_excerpt(error_body)}{_mode_hint(body, error_body)}"
                raise LLMError(_redact(message, ep.api_key), status=resp.status_code)
            if ep.stream:
                return _read_stream(ep, resp, deadline)
            return _read_completion(ep, _read_all(ep, resp, deadline))
    except httpx.TimeoutException as exc:
        raise LLMTimeout(f"no complete reply from {ep.url} within {ep.timeout:g} s ({type(exc).__name__})") from exc
    except httpx.HTTPError as exc:  # connection refused, protocol errors, bad encodings
        raise LLMError(_redact(f"request to {ep.url} failed: {type(exc).__name__}: {exc}", ep.api_key)) from exc


def _mode_hint(body: dict[str, Any], error_body: bytes) -> str:
    """A hint when a refusal looks like the endpoint not supporting the request's tools or response_format."""
    lowered = error_body.lower()
    if "tools" in body and b"tool" in lowered:
        return " (the endpoint may not support tool calls: try DAOYAN_LLM_MODE=json or text)"
    if "response_format" in body and (b"response_format" in lowered or b"json_schema" in lowered):
        return " (the endpoint may not support response_format json_schema: try DAOYAN_LLM_MODE=tools or text)"
    return ""


def _read_all(ep: Endpoint, resp: httpx.Response, deadline: float, limit: int = MAX_REPLY_BYTES) -> bytes:
    chunks: list[bytes] = []
    size = 0
    for chunk in resp.iter_bytes():
        _check_deadline(ep, deadline)
        chunks.append(chunk)
        size += len(chunk)
        if size >= limit:
            if limit < MAX_REPLY_BYTES:  # an error body: its start is enough
                break
            raise LLMError(f"reply from {ep.url} larger than {MAX_REPLY_BYTES} bytes")
    return b"".join(chunks)


def _check_deadline(ep: Endpoint, deadline: float) -> None:
    if time.monotonic() > deadline:
        raise LLMTimeout(f"no complete reply from {ep.url} within {ep.timeout:g} s")


def _read_completion(ep: Endpoint, raw: bytes) -> _Raw:
    data = _loads(raw.decode("utf-8", errors="replace"))
    if not isinstance(data, dict):
        raise LLMError(_redact(f"malformed reply from {ep.url} (not a JSON object): {_excerpt(raw)}", ep.api_key))
    _raise_error_field(ep, data)
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise LLMError(_redact(f"malformed reply from {ep.url} (no choices): {_excerpt(raw)}", ep.api_key))
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise LLMError(_redact(f"malformed reply from {ep.url} (no message): {_excerpt(raw)}", ep.api_key))
    arguments: str | None = None
    tool_calls = message.get("tool_calls")
    if isinstance(tool_calls, list):
        for call in tool_calls:
            if isinstance(call, dict) and isinstance(call.get("function"), dict):
                arguments = _arguments(call["function"].get("arguments"))
                break
    elif isinstance(message.get("function_call"), dict):  # the older form
        arguments = _arguments(message["function_call"].get("arguments"))
    return _Raw(_content(message.get("content")), arguments, _usage(data.get("usage")))


def _read_stream(ep: Endpoint, resp: httpx.Response, deadline: float) -> _Raw:
    """Server-sent events: ``data: {chunk}`` lines until ``data: [DONE]``."""
    content: list[str] = []
    calls: dict[int, list[str]] = {}
    usage: tuple[int, int] | None = None
    finished = False
    for line in resp.iter_lines():
        _check_deadline(ep, deadline)
        line = line.strip()
        if not line.startswith("data:"):  # blank lines, ": comments", "event:" / "id:" fields
            continue
        payload = line[5:].strip()
        if payload == "[DONE]":
            break
        chunk = _loads(payload)
        if not isinstance(chunk, dict):
            raise LLMError(_redact(f"malformed stream chunk from {ep.url}: {_excerpt(payload.encode())}", ep.api_key))
        _raise_error_field(ep, chunk)
        usage = _usage(chunk.get("usage")) or usage
        for choice in chunk.get("choices") or []:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            if choice.get("finish_reason"):
                finished = True
            delta = choice.get("delta")
            if not isinstance(delta, dict):
                continue
            content.append(_content(delta.get("content")))
            for call in delta.get("tool_calls") or []:
                if not isinstance(call, dict):
                    continue
                index = call.get("index", 0)
                parts = calls.setdefault(index if isinstance(index, int) else 0, [])
                function = call.get("function")
                if isinstance(function, dict) and isinstance(function.get("arguments"), str):
                    parts.append(function["arguments"])
    else:
        if not finished:
            raise LLMError(f"stream from {ep.url} ended before its last chunk (no [DONE], no finish_reason)")
    arguments = "".join(calls[min(calls)]) if calls else None
    return _Raw("".join(content), arguments, usage)


def _raise_error_field(ep: Endpoint, data: dict[str, Any]) -> None:
    error = data.get("error")
    if error and not data.get("choices"):
        message = error.get("message") if isinstance(error, dict) else error
        raise LLMError(_redact(f"error from {ep.url}: {str(message)[:EXCERPT_CHARS]}", ep.api_key))


def _content(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):  # content parts
        return "".join(p["text"] for p in value if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""


def _arguments(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):  # some servers send the object itself
        return json.dumps(value, ensure_ascii=False)
    return ""


def _usage(value: Any) -> tuple[int, int] | None:
    if not isinstance(value, dict):
        return None
    prompt, completion = value.get("prompt_tokens"), value.get("completion_tokens")
    if type(prompt) is int and type(completion) is int and prompt >= 0 and completion >= 0:
        return prompt, completion
    return None


def _excerpt(raw: bytes) -> str:
    text = " ".join(raw.decode("utf-8", errors="replace").split())
    return text[:EXCERPT_CHARS] + ("…" if len(text) > EXCERPT_CHARS else "")


def _redact(message: str, api_key: str | None) -> str:
    return message.replace(api_key, "***") if api_key else message


def _message_chars(messages: list[dict[str, Any]]) -> int:
    return sum(len(_content(m.get("content"))) for m in messages if isinstance(m, dict))


def _estimate(chars: int) -> int:
    return math.ceil(chars / CHARS_PER_TOKEN)


def _reply(
    messages: list[dict[str, Any]],
    raw: _Raw,
    data: dict[str, Any] | None,
    text: str,
    seconds: float,
) -> Reply:
    if raw.usage is not None:
        prompt, completion = raw.usage
    else:  # estimated; a reasoning block's characters were generated too, so they count
        prompt = _estimate(_message_chars(messages))
        completion = _estimate(len(raw.content) + len(raw.arguments or ""))
    return Reply(data, text, prompt, completion, raw.usage is not None, seconds)
