"""Games daoyan hosts, found by module name."""

from __future__ import annotations

from typing import Any

from ..core.errors import ConfigError


def get_rules(name: str) -> Any:
    if name == "xianyao":
        from .xianyao import RULES

        return RULES
    raise ConfigError(f"unknown game {name!r}; known games: xianyao")


GAMES = ("xianyao",)
