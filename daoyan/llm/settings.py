"""Named endpoints from a settings file, so that seats can play models served in different places against each other
(`--bots 'llm@local,狼人=llm@hosted'`). The file is YAML (data, never code), named by `DAOYAN_LLM_CONFIG`:

    endpoints:
      local:  {base_url: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b"}
      hosted: {base_url: "https://api.example.com/v1", model: "some-model", api_key_env: "EXAMPLE_API_KEY",
               mode: json, stream: true, timeout: 90, concurrency: 8}

`llm@NAME` is the file's endpoint NAME when it has one, else the model NAME on the environment's endpoint
(`Endpoint.from_env`); plain `llm` is the file's `default` endpoint if it names one, else the environment's. A key is
read from the environment variable the entry names (`api_key_env`), so the file can be shared without secrets.

>>> import os, tempfile
>>> p = os.path.join(tempfile.mkdtemp(), "llm.yaml")
>>> _ = open(p, "w").write("endpoints:\\n  a: {base_url: 'http://h:1/v1', model: m1, mode: json}\\n")
>>> endpoint("a", {"DAOYAN_LLM_CONFIG": p}).model, endpoint("other", {"DAOYAN_LLM_CONFIG": p}).model
('m1', 'other')
>>> _ = open(p, "w").write("endpoints:\\n  a: {base_url: 'http://h:1/v1', model: m1, colour: red}\\n")
>>> endpoint("a", {"DAOYAN_LLM_CONFIG": p})
Traceback (most recent call last):
...
daoyan.core.errors.ConfigError: DAOYAN_LLM_CONFIG ...: endpoint 'a': unknown key 'colour'; keys: base_url, model, ...
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from ..core.errors import ConfigError
from .client import Endpoint

KEYS = ("base_url", "model", "api_key_env", "mode", "stream", "timeout", "max_tokens", "temperature", "concurrency")
MAX_FILE = 64 * 1024


def _load(path: str) -> dict[str, Any]:
    where = f"DAOYAN_LLM_CONFIG {path}"
    try:
        p = Path(path)
        if p.stat().st_size > MAX_FILE:
            raise ConfigError(f"{where}: larger than {MAX_FILE} bytes")
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise ConfigError(f"{where}: {e.strerror}") from None
    except yaml.YAMLError as e:
        raise ConfigError(f"{where}: not YAML ({e})") from None
    if not isinstance(data, dict) or not isinstance(data.get("endpoints", {}), dict):
        raise ConfigError(f"{where}: expected a mapping with 'endpoints' (name → settings) and optionally 'default'")
    unknown = set(data) - {"endpoints", "default"}
    if unknown:
        raise ConfigError(f"{where}: unknown key {sorted(unknown)[0]!r}; keys: endpoints, default")
    return data


def _entry(name: str, raw: Any, environ: Mapping[str, str], where: str) -> Endpoint:
    if not isinstance(raw, dict):
        raise ConfigError(f"{where}: endpoint {name!r}: expected a mapping of {', '.join(KEYS)}")
    for k in raw:
        if k not in KEYS:
            raise ConfigError(f"{where}: endpoint {name!r}: unknown key {k!r}; keys: {', '.join(KEYS)}")
    for k in ("base_url", "model"):
        if k not in raw:
            raise ConfigError(f"{where}: endpoint {name!r}: '{k}' is missing")
    fields = {k: v for k, v in raw.items() if k != "api_key_env"}
    key_env = raw.get("api_key_env")
    if key_env is not None:
        if not isinstance(key_env, str) or not environ.get(key_env, "").strip():
            raise ConfigError(f"{where}: endpoint {name!r}: api_key_env names {key_env!r}, which is not set")
        fields["api_key"] = environ[key_env].strip()
    try:
        return Endpoint(**fields)
    except ConfigError as e:
        raise ConfigError(f"{where}: endpoint {name!r}: {e}") from None
    except TypeError as e:
        raise ConfigError(f"{where}: endpoint {name!r}: {e}") from None


def endpoint(name: str | None = None, environ: Mapping[str, str] = os.environ) -> Endpoint:
    """The endpoint of `llm` (name None) or `llm@NAME` (see the module's docstring)."""
    path = environ.get("DAOYAN_LLM_CONFIG", "").strip()
    if path:
        data = _load(path)
        where = f"DAOYAN_LLM_CONFIG {path}"
        eps = data.get("endpoints") or {}
        pick = name if name is not None else data.get("default")
        if pick is not None and pick in eps:
            return _entry(str(pick), eps[pick], environ, where)
        if name is None and pick is not None:
            raise ConfigError(f"{where}: default {pick!r} is not one of its endpoints ({', '.join(map(str, eps))})")
    base = Endpoint.from_env(environ)
    return replace(base, model=name) if name else base
