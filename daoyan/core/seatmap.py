"""Reading a scenario's per-seat mappings (`identities: {1: 牧师, …}`, `红牌: {17: [1, 白天]}`) with clear errors."""

from __future__ import annotations

from typing import Any

from .errors import ScenarioError


def seat_map(setup: dict[str, Any], key: str, shape: str) -> dict[str, Any]:
    """`setup[key]` as {seat number as text: value}; anything else is refused, naming the entry and the shape.

    >>> seat_map({"红牌": {17: [1, "白天"]}}, "红牌", "{17: [1, 白天]}")
    {'17': [1, '白天']}
    >>> seat_map({"红牌": [17]}, "红牌", "{17: [1, 白天]}")
    Traceback (most recent call last):
    ...
    daoyan.core.errors.ScenarioError: setup.红牌: 红牌 maps each seat number to its value: {17: [1, 白天]}; got [17]
    """
    given = setup[key]
    if not isinstance(given, dict):
        raise ScenarioError(f"{key} maps each seat number to its value: {shape}; got {given!r}", entry=f"setup.{key}")
    out: dict[str, Any] = {}
    for seat, value in given.items():
        if isinstance(seat, bool) or not (isinstance(seat, int) or (isinstance(seat, str) and seat.isdigit())):
            raise ScenarioError(f"{key}: {seat!r} is not a seat number ({shape})", entry=f"setup.{key}")
        out[str(int(seat))] = value
    return out
