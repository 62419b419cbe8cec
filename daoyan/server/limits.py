"""Bounds on everything a client sends (docs/security.md, "Hostile input"): one set of limits for HTTP and WebSocket.

A value a client sends is plain JSON data — objects, lists, text, whole numbers within 64 bits, finite numbers,
true/false/null — no deeper than `MAX_DEPTH`, no text longer than its field allows; `check` refuses anything else with
a `BadInput` that names where (never echoing the value: a NaN cannot even be written back as JSON).

>>> check({"choice": "过", "target": [1, 2]}, "answer")
>>> check({"x": float("nan")}, "options")
Traceback (most recent call last):
...
daoyan.server.limits.BadInput: options.x: a number must be finite (no NaN or Infinity)
>>> check(2**70, "seed")
Traceback (most recent call last):
...
daoyan.server.limits.BadInput: seed: a whole number must lie within ±2^63
"""

from __future__ import annotations

import json
import math
from typing import Any

from ..core.errors import DaoyanError

MAX_BODY = 1_000_000  # bytes of one HTTP request body (a 版杀 board's text is at most 65,536 characters)
MAX_MESSAGE = 4096  # bytes of one answer (and of one WebSocket message): an answer's words (`say`) fit in it
MAX_DEPTH = 8  # nesting of objects and lists
MAX_ITEMS = 2000  # members of one object or list
MAX_TEXT = 70_000  # characters of one text value (a room option holding a board file's text)
MAX_NAME = 32  # characters of a person's name at a seat
MAX_DEADLINE = 30 * 24 * 3600.0  # seconds: a time limit of at most 30 days


class BadInput(DaoyanError):
    """A request or message out of bounds or malformed; nothing was changed."""


def check(v: Any, where: str, depth: int = 0) -> None:
    """Refuse anything but bounded plain JSON data (see the module)."""
    if depth > MAX_DEPTH:
        raise BadInput(f"{where}: nested too deep (at most {MAX_DEPTH} levels)")
    if v is None or isinstance(v, bool):
        return
    if isinstance(v, int):
        if not -(2**63) <= v < 2**63:
            raise BadInput(f"{where}: a whole number must lie within ±2^63")
        return
    if isinstance(v, float):
        if not math.isfinite(v):
            raise BadInput(f"{where}: a number must be finite (no NaN or Infinity)")
        return
    if isinstance(v, str):
        if len(v) > MAX_TEXT:
            raise BadInput(f"{where}: text of at most {MAX_TEXT} characters")
        return
    if isinstance(v, (list, tuple)):
        if len(v) > MAX_ITEMS:
            raise BadInput(f"{where}: at most {MAX_ITEMS} items")
        for i, x in enumerate(v):
            check(x, f"{where}[{i}]", depth + 1)
        return
    if isinstance(v, dict):
        if len(v) > MAX_ITEMS:
            raise BadInput(f"{where}: at most {MAX_ITEMS} members")
        for k, x in v.items():
            if not isinstance(k, str) or len(k) > 200:
                raise BadInput(f"{where}: keys are texts of at most 200 characters")
            check(x, f"{where}.{k[:40]}", depth + 1)
        return
    raise BadInput(f"{where}: not JSON data")


def check_answer(answer: Any) -> None:
    """An answer, the same over HTTP and WebSocket: a JSON object of at most MAX_MESSAGE bytes (its words included)."""
    if not isinstance(answer, dict):
        raise BadInput("answer: a JSON object, a mapping ({\"choice\": …} or {\"target\": …})")
    check(answer, "answer")
    size = len(json.dumps(answer, ensure_ascii=False).encode())
    if size > MAX_MESSAGE:
        raise BadInput(f"answer: at most {MAX_MESSAGE} bytes, got {size} (words included)")


def check_deadlines(deadlines: dict[str, Any]) -> dict[str, float]:
    """A room's time limits: phase (or "*", or 暗步) -> seconds, each finite, 0–30 days."""
    check(deadlines, "deadlines")
    out = {}
    for k, v in deadlines.items():
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= MAX_DEADLINE:
            raise BadInput(f"deadlines.{k[:40]}: seconds from 0 to {int(MAX_DEADLINE)}")
        out[k] = float(v)
    return out


def check_name(name: str) -> str:
    """A person's name at a seat: 1–MAX_NAME printable characters (no control characters), trimmed."""
    name = name.strip()
    if not name:
        raise BadInput("请填写名字 (a name is needed)")
    if len(name) > MAX_NAME or any(not c.isprintable() for c in name):
        raise BadInput(f"名字应为1–{MAX_NAME}个可见字符 (a name is 1–{MAX_NAME} printable characters)")
    return name


class Buckets:
    """Token buckets by key (a client's address, a room): `take` spends `cost` tokens, refilled at `rate` a second
    up to `burst`; False (and the seconds until it would be True) when the bucket is empty. Bounded: the least
    recently used keys are forgotten beyond `keep`."""

    def __init__(self, rate: float, burst: float, keep: int = 100_000) -> None:
        self.rate, self.burst, self.keep = rate, burst, keep
        self.state: dict[Any, tuple[float, float]] = {}  # key -> (tokens, when)

    def take(self, key: Any, now: float, cost: float = 1.0) -> tuple[bool, float]:
        tokens, when = self.state.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - when) * self.rate)
        ok = tokens >= cost
        if ok:
            tokens -= cost
        self.state[key] = (tokens, now)  # (re-inserted: the dict's order is the use order)
        if len(self.state) > self.keep:
            del self.state[next(iter(self.state))]
        return ok, 0.0 if ok else (cost - tokens) / self.rate

    def empty(self, key: Any, now: float) -> tuple[bool, float]:
        """Whether the bucket has run dry (without spending)."""
        tokens, when = self.state.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - when) * self.rate)
        return tokens < 1.0, max(0.0, (1.0 - tokens) / self.rate)
