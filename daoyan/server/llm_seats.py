"""Language-model seats in the web app (issue 27): the server's settings, a room's budget, and its seats' usage.

The operator configures the endpoint in the environment (`daoyan.llm.client.Endpoint.from_env`: base URL, key,
mode, …) or in a file of named endpoints (`DAOYAN_LLM_CONFIG`, `daoyan.llm.settings`); `DAOYAN_LLM_MODELS` lists
what a room's creator may pick — models on the environment's endpoint, or the file's endpoints by name (default: the
file's endpoints, its default first, else the one model of `DAOYAN_LLM_MODEL`); `DAOYAN_LLM_ROOM_BUDGET` the tokens
one room may spend (default 2,000,000; 0 = no limit). No client ever names an endpoint, a key or a model outside that
list: a seat's bot is `llm` (the first of the list) or `llm@NAME` (one listed). Without an endpoint configured (none
of `DAOYAN_LLM_BASE_URL`, `DAOYAN_LLM_MODEL`, `DAOYAN_LLM_MODELS`, `DAOYAN_LLM_CONFIG` set) there are no model seats,
and a request for one is refused saying so.

>>> s = LLMSettings.from_env({"DAOYAN_LLM_MODELS": "qwen2.5:7b, llama3.1", "DAOYAN_LLM_API_KEY": "sk-x"})
>>> s.models, s.budget, s.kind("llm"), s.kind("llm@llama3.1")
(('qwen2.5:7b', 'llama3.1'), 2000000, 'llm@qwen2.5:7b', 'llm@llama3.1')
>>> LLMSettings.from_env({}) is None
True
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import ConfigError

DEFAULT_BUDGET = 2_000_000  # tokens per room (prompt + completion, every model seat of the room together)
MAX_MODEL = 56  # characters of a model's name: a seat's name "bot:llm@MODEL" fits the store's 64
CONFIGURED = ("DAOYAN_LLM_BASE_URL", "DAOYAN_LLM_MODEL", "DAOYAN_LLM_MODELS", "DAOYAN_LLM_CONFIG")
NOT_CONFIGURED = ("这台服务器没有配置语言模型 (language-model seats are not configured on this server: its operator "
                  "sets DAOYAN_LLM_BASE_URL, DAOYAN_LLM_MODEL or DAOYAN_LLM_CONFIG; docs/web.md)")


def is_llm(kind: str) -> bool:
    """A bot kind of a model seat: `llm` or `llm@MODEL`."""
    return kind == "llm" or kind.startswith("llm@")


@dataclass(frozen=True)
class LLMSettings:
    """The server's model seats: the models offered, one endpoint each (the operator's), the budget per room."""

    models: tuple[str, ...]
    budget: int
    endpoints: dict[str, Any] = field(repr=False, compare=False)  # model -> Endpoint (holds the key: never shown)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> LLMSettings | None:
        """The settings, or None when no endpoint is configured. Bad values raise ConfigError saying which."""
        if not any(environ.get(k, "").strip() for k in CONFIGURED):
            return None
        from ..llm.settings import _load, endpoint

        listed = [m.strip() for m in environ.get("DAOYAN_LLM_MODELS", "").split(",") if m.strip()]
        if not listed:
            path = environ.get("DAOYAN_LLM_CONFIG", "").strip()
            data = _load(path) if path else {}
            default = data.get("default")
            listed = [str(n) for n in [default, *(data.get("endpoints") or {})] if n is not None] \
                or [endpoint(None, environ).model]
        models = tuple(dict.fromkeys(listed))
        for m in models:
            if len(m) > MAX_MODEL or not re.fullmatch(r"[\x21-\x7e]+", m):
                raise ConfigError(f"DAOYAN_LLM_MODELS: a model's name is 1–{MAX_MODEL} printable ASCII characters "
                                  f"without spaces, got {m[:80]!r}")
        raw = environ.get("DAOYAN_LLM_ROOM_BUDGET", "").strip()
        try:
            budget = int(raw) if raw else DEFAULT_BUDGET
        except ValueError:
            raise ConfigError(f"DAOYAN_LLM_ROOM_BUDGET must be a whole number of tokens (0 = no limit), got "
                              f"{raw[:40]!r}") from None
        if budget < 0:
            raise ConfigError(f"DAOYAN_LLM_ROOM_BUDGET must be 0 (no limit) or more, got {budget}")
        # (each one made now: a bad setting, file or entry stops the server's start, saying which)
        return cls(models, budget, {m: endpoint(m, environ) for m in models})

    def kind(self, kind: str) -> str:
        """A requested model kind made the seat's own: `llm` is the first model's, `llm@MODEL` must be listed."""
        model = kind.partition("@")[2] if kind.startswith("llm@") else self.models[0]
        if model not in self.models:
            raise ConfigError(f"这台服务器不提供模型 {model[:MAX_MODEL]!r} (this server does not offer the model "
                              f"{model[:MAX_MODEL]!r}; models: {', '.join(self.models)})")
        return f"llm@{model}"

    def endpoint(self, kind: str) -> Any:
        return self.endpoints[self.kind(kind).partition("@")[2]]


def shown_url(url: str) -> str:
    """An endpoint's address as the operator's console shows it: without any user or password in it.

    >>> shown_url("https://user:pw@api.example.com/v1")
    'https://api.example.com/v1'
    """
    from urllib.parse import urlsplit, urlunsplit

    u = urlsplit(url)
    host = (u.hostname or "") + (f":{u.port}" if u.port else "")
    return urlunsplit((u.scheme, host, u.path, "", ""))


_KEYISH = re.compile(r"\bsk-[A-Za-z0-9_\-*.]{4,}|(?i:\bbearer\s+)\S+")


def scrub(text: str, secrets: list[str], addresses: list[str] | None = None) -> str:
    """A note shown to a room's host or creator without any key: the configured keys and anything that looks like
    one (an endpoint's 401 may quote part of it, `sk-…abcd`) are replaced; so are the endpoints' addresses (the
    operator's business, not a player's).

    >>> scrub("HTTP 401 from http://10.0.0.5:8000/v1/chat/completions: Incorrect API key provided: sk-proj-****abcd "
    ...       "(key sk-secret-123)", ["sk-secret-123"], ["http://10.0.0.5:8000/v1"])
    'HTTP 401 from [endpoint]/chat/completions: Incorrect API key provided: [hidden] (key [hidden])'
    """
    for s in secrets:
        if s:
            text = text.replace(s, "[hidden]")
    for a in addresses or []:
        if a:
            text = text.replace(a, "[endpoint]")
    return _KEYISH.sub("[hidden]", text)
