"""A real HTTP server speaking the OpenAI chat-completions protocol, answering with scripted replies.

    with ScriptedServer() as srv:
        srv.script(Scripted(tool_args={"option": 1, "say": "我跳预言家。"}), Scripted(delay=2.0))
        ep = Endpoint(srv.url, "scripted")
        ...
        srv.requests  # the JSON bodies received, in order
        srv.headers   # their headers (lower-case names)

It listens on 127.0.0.1 on a free port (stdlib `ThreadingHTTPServer` in a daemon thread), answers
``POST /v1/chat/completions`` and honours ``stream`` (SSE chunks, the usage chunk when ``stream_options.include_usage``),
``tools`` (a reply with `tool_args` answers as a tool call) and ``response_format`` (the answer is JSON content). The
queue of `Scripted` replies is consumed in order by whichever request comes next; when it is empty, `srv.default`
(a callable: the request body → `Scripted`) answers — by default option 0 with a short Chinese "say".
`srv.max_in_flight` is the most requests it was working on at once (from arrival to the start of the answer).
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

DEFAULT_ANSWER: dict[str, Any] = {"option": 0, "say": "我是好人，先听听大家的。"}


@dataclass(frozen=True)
class Scripted:
    """One reply. `usage`: (prompt, completion) tokens to report; None: report none; "count": characters / 1.5."""

    content: str | None = None
    tool_args: dict[str, Any] | str | None = None  # a dict is serialised; a string is sent as it is (even invalid)
    delay: float = 0.0  # seconds to wait before answering
    status: int = 200  # ≠ 200: that status with a JSON error body
    usage: tuple[int, int] | Literal["count"] | None = "count"
    gap: float = 0.0  # seconds between two stream chunks
    raw: bytes | None = None  # sent as the whole body instead, with `status` (a malformed reply, a cut stream)


def default_reply(body: dict[str, Any]) -> Scripted:
    """Option 0 and a short Chinese "say": a tool call when tools were sent, else JSON content.

    When the request carries a schema (the tool's parameters, or response_format's json_schema) the answer follows
    it: each property gets its first enum value (or const), its minimum (integers, numbers), the "say" sentence
    (strings) — so the default stays a legal answer whatever the prompt's schema names its fields."""
    schema = request_schema(body)
    if schema is None:
        return Scripted(tool_args=dict(DEFAULT_ANSWER))
    answer = answer_for(schema)
    return Scripted(tool_args=answer if isinstance(answer, dict) else dict(DEFAULT_ANSWER))


def request_schema(body: dict[str, Any]) -> dict[str, Any] | None:
    """The JSON schema a request asks its answer to follow, if any."""
    tools = body.get("tools")
    if isinstance(tools, list) and tools and isinstance(tools[0], dict):
        parameters = (tools[0].get("function") or {}).get("parameters")
        return parameters if isinstance(parameters, dict) else None
    response_format = body.get("response_format")
    if isinstance(response_format, dict) and isinstance(response_format.get("json_schema"), dict):
        schema = response_format["json_schema"].get("schema")
        return schema if isinstance(schema, dict) else None
    return None


def answer_for(schema: dict[str, Any], name: str = "say") -> Any:
    """The simplest value `schema` allows (see `default_reply`)."""
    if "const" in schema:
        return schema["const"]
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return schema["enum"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        if isinstance(schema.get(key), list) and schema[key] and isinstance(schema[key][0], dict):
            return answer_for(schema[key][0], name)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or "properties" in schema:
        properties = schema.get("properties") or {}
        return {k: answer_for(v, k) for k, v in properties.items() if isinstance(v, dict)}
    if kind == "array":
        items = schema.get("items")
        items = items if isinstance(items, dict) else {}
        return [answer_for(items, name) for _ in range(int(schema.get("minItems", 0)))]
    if kind in ("integer", "number"):
        return schema.get("minimum", 0)
    if kind == "boolean":
        return False
    if kind == "null":
        return None
    text = str(DEFAULT_ANSWER["say"])
    return text[: schema["maxLength"]] if isinstance(schema.get("maxLength"), int) else text


def _chars(messages: Any) -> int:
    total = 0
    for m in messages if isinstance(messages, list) else []:
        content = m.get("content") if isinstance(m, dict) else None
        if isinstance(content, str):
            total += len(content)
        elif isinstance(content, list):
            total += sum(len(p.get("text", "")) for p in content if isinstance(p, dict))
    return total


def _pieces(text: str, n: int = 4) -> list[str]:
    """`text` in up to `n` consecutive pieces (so a client must join stream chunks)."""
    if not text:
        return []
    size = max(1, math.ceil(len(text) / n))
    return [text[i : i + size] for i in range(0, len(text), size)]


class ScriptedServer:
    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.default: Callable[[dict[str, Any]], Scripted] = default_reply
        self.max_in_flight = 0
        self._in_flight = 0
        self._lock = threading.Lock()
        self._queue: deque[Scripted] = deque()
        self._count = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body go out at once (no 40 ms delayed-ACK stall)

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def do_POST(self) -> None:
                server._handle(self)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._httpd.handle_error = lambda request, client_address: None  # type: ignore[method-assign]
        self.port = self._httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, name="scripted-openai", daemon=True
        )

    def __enter__(self) -> ScriptedServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def script(self, *replies: Scripted) -> None:
        """Queue replies, answered in order by the next requests."""
        with self._lock:
            self._queue.extend(replies)

    @property
    def pending(self) -> int:
        """How many scripted replies are still queued."""
        with self._lock:
            return len(self._queue)

    # --- one request ---------------------------------------------------------------------------------------------

    def _handle(self, h: BaseHTTPRequestHandler) -> None:
        with self._lock:
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)
        left = False
        try:
            refused = None
            body: Any = None
            if h.path.rstrip("/") != "/v1/chat/completions":
                refused = (404, f"no route {h.path}")
            else:
                length = int(h.headers.get("Content-Length") or 0)
                try:
                    body = json.loads(h.rfile.read(length).decode("utf-8"))
                except (ValueError, UnicodeDecodeError):
                    refused = (400, "the body is not JSON")
                else:
                    if not isinstance(body, dict) or not isinstance(body.get("messages"), list) or not body.get("model"):
                        refused = (400, "model and messages are required")
            if refused is not None:
                left = True
                self._leave()
                return self._error(h, *refused)
            with self._lock:
                self.requests.append(body)
                self.headers.append({k.lower(): v for k, v in h.headers.items()})
                reply = self._queue.popleft() if self._queue else None
                self._count += 1
                number = self._count
            if reply is None:
                reply = self.default(body)
            if reply.delay:
                time.sleep(reply.delay)
            left = True
            self._leave()  # before the first byte: a client that has its answer is no longer counted
            if reply.raw is not None:
                self._raw(h, body, reply.status, reply.raw)
            elif reply.status != 200:
                self._error(h, reply.status, "scripted failure")
            elif body.get("stream"):
                self._stream(h, body, reply, number)
            else:
                self._whole(h, body, reply, number)
        except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
            pass
        finally:
            if not left:
                self._leave()

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _error(self, h: BaseHTTPRequestHandler, status: int, message: str) -> None:
        payload = json.dumps({"error": {"message": message, "type": "server_error", "code": status}}).encode()
        h.send_response(status)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(payload)))
        h.end_headers()
        h.wfile.write(payload)

    def _raw(self, h: BaseHTTPRequestHandler, body: dict[str, Any], status: int, payload: bytes) -> None:
        h.send_response(status)
        h.send_header("Content-Type", "text/event-stream" if body.get("stream") else "application/json")
        h.send_header("Content-Length", str(len(payload)))
        h.end_headers()
        h.wfile.write(payload)

    @staticmethod
    def _answer(body: dict[str, Any], reply: Scripted) -> tuple[str | None, str | None]:
        """(content, tool-call arguments) of a reply to this request."""
        args = reply.tool_args
        args_text = None if args is None else args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
        if body.get("tools"):
            return reply.content, args_text
        return (reply.content if reply.content is not None else args_text), None

    @staticmethod
    def _usage(body: dict[str, Any], reply: Scripted, content: str | None, args: str | None) -> dict[str, int] | None:
        if reply.usage is None:
            return None
        if reply.usage == "count":
            prompt = math.ceil(_chars(body.get("messages")) / 1.5)
            completion = math.ceil((len(content or "") + len(args or "")) / 1.5)
        else:
            prompt, completion = reply.usage
        return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}

    def _whole(self, h: BaseHTTPRequestHandler, body: dict[str, Any], reply: Scripted, number: int) -> None:
        content, args = self._answer(body, reply)
        message: dict[str, Any] = {"role": "assistant", "content": content}
        if args is not None:
            message["tool_calls"] = [_tool_call(body, number, args)]
        result: dict[str, Any] = {
            "id": f"chatcmpl-{number}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body["model"],
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if args is not None else "stop"}],
        }
        usage = self._usage(body, reply, content, args)
        if usage is not None:
            result["usage"] = usage
        payload = json.dumps(result, ensure_ascii=False).encode("utf-8")
        h.send_response(200)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(payload)))
        h.end_headers()
        h.wfile.write(payload)

    def _stream(self, h: BaseHTTPRequestHandler, body: dict[str, Any], reply: Scripted, number: int) -> None:
        content, args = self._answer(body, reply)
        base = {"id": f"chatcmpl-{number}", "object": "chat.completion.chunk", "created": int(time.time()),
                "model": body["model"]}

        def chunk(choices: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
            return {**base, "choices": choices, **extra}

        chunks = [chunk([{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}])]
        for piece in _pieces(content or ""):
            chunks.append(chunk([{"index": 0, "delta": {"content": piece}, "finish_reason": None}]))
        if args is not None:
            call = _tool_call(body, number, "")
            call["index"] = 0
            chunks.append(chunk([{"index": 0, "delta": {"tool_calls": [call]}, "finish_reason": None}]))
            for piece in _pieces(args):
                delta = {"tool_calls": [{"index": 0, "function": {"arguments": piece}}]}
                chunks.append(chunk([{"index": 0, "delta": delta, "finish_reason": None}]))
        finish = "tool_calls" if args is not None else "stop"
        chunks.append(chunk([{"index": 0, "delta": {}, "finish_reason": finish}]))
        usage = self._usage(body, reply, content, args)
        options = body.get("stream_options")
        if usage is not None and isinstance(options, dict) and options.get("include_usage"):
            chunks.append(chunk([], usage=usage))
        h.send_response(200)
        h.send_header("Content-Type", "text/event-stream")
        h.send_header("Cache-Control", "no-cache")
        h.send_header("Transfer-Encoding", "chunked")
        h.end_headers()
        events = [f"data: {json.dumps(c, ensure_ascii=False)}\n\n".encode() for c in chunks] + [b"data: [DONE]\n\n"]
        for i, event in enumerate(events):
            if i and reply.gap:
                time.sleep(reply.gap)
            h.wfile.write(b"%x\r\n%s\r\n" % (len(event), event))
            h.wfile.flush()
        h.wfile.write(b"0\r\n\r\n")
        h.wfile.flush()


def _tool_call(body: dict[str, Any], number: int, args: str) -> dict[str, Any]:
    tools = body.get("tools") or []
    name = "answer"
    if tools and isinstance(tools[0], dict):
        name = str((tools[0].get("function") or {}).get("name", name))
    return {"id": f"call_{number}", "type": "function", "function": {"name": name, "arguments": args}}


@contextmanager
def configured(monkeypatch: Any, default: Callable[[dict[str, Any]], Scripted] | None = None,
               **env: str) -> Iterator[ScriptedServer]:
    """A scripted server the environment points at (`DAOYAN_LLM_BASE_URL`, `DAOYAN_LLM_MODEL` "scripted", and `env`,
    e.g. DAOYAN_LLM_MODE="text"), answering with `default` when given; for a pytest fixture (`monkeypatch`)."""
    with ScriptedServer() as server:
        if default is not None:
            server.default = default
        monkeypatch.setenv("DAOYAN_LLM_BASE_URL", server.url)
        monkeypatch.setenv("DAOYAN_LLM_MODEL", "scripted")
        for k, v in env.items():
            monkeypatch.setenv(k, v)
        yield server
