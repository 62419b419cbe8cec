"""Games daoyan hosts, found by module name."""

from __future__ import annotations

from typing import Any

from ..core.errors import ConfigError

GAMES = ("xianyao", "fuweng", "wangling", "langren")


def get_rules(name: str) -> Any:
    if name == "xianyao":
        from .xianyao import RULES

        return RULES
    if name == "fuweng":
        from .fuweng import RULES as FUWENG

        return FUWENG
    if name == "wangling":
        from .wangling import RULES as WANGLING

        return WANGLING
    if name == "langren":
        from .langren import RULES as LANGREN

        return LANGREN
    raise ConfigError(f"unknown game {name!r}; known games: {', '.join(GAMES)}")
