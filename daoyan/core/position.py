"""Reading a scenario's mid-game position (`setup.局面`, docs/scenarios.md): the checks every game's `position.py`
shares — a seat number, a list of seats, a mapping by seat — each refusal a `ConfigError` that names the entry, in
Chinese with the English in brackets.

>>> seat_keys({"3": "投票", 4: "夜晚"}, 21, "出局")
{3: '投票', 4: '夜晚'}
>>> seats([2, 2], 21, "翻转")
Traceback (most recent call last):
...
daoyan.core.errors.ConfigError: 局面.翻转: 座位号重复 (a seat is listed twice)
"""

from __future__ import annotations

from typing import Any

from .errors import ConfigError


def fail(key: str, zh: str, en: str) -> ConfigError:
    """The error for entry `key` of a 局面."""
    return ConfigError(f"局面.{key}: {zh} ({en})")


def seat(v: Any, players: int, key: str) -> int:
    """A seat 1–players (a number written as text, as JSON keys are, is read as the number)."""
    if isinstance(v, str) and v.isdigit():
        v = int(v)
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= players:
        raise fail(key, f"{v!r} 不是座位号 1–{players}", f"{v!r} is not a seat 1–{players}")
    return v


def seats(v: Any, players: int, key: str) -> list[int]:
    """A list of distinct seats, in the order given."""
    if not isinstance(v, list):
        raise fail(key, "应是座位号的列表", "a list of seats")
    out = [seat(x, players, key) for x in v]
    if len(set(out)) != len(out):
        raise fail(key, "座位号重复", "a seat is listed twice")
    return out


def seat_keys(v: Any, players: int, key: str) -> dict[int, Any]:
    """A mapping seat: value, with the seats checked."""
    if not isinstance(v, dict):
        raise fail(key, "应是 座位号: 值 的映射", "a mapping seat: value")
    return {seat(k, players, key): x for k, x in v.items()}
