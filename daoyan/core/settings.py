"""A game's room settings as the lobby's form draws them (`/api/games`): each setting's name (the key of the game's
options), its kind (a list of choices, yes/no, a whole number, seconds), its default, its allowed values and a short
explanation, in Chinese and English. The game's own `configure` stays the judge of what a room may set: a setting
listed here is one it accepts (tests/server/test_room_settings.py creates a game with every listed value).

>>> s = Setting("人妖牌", "無", "人妖牌", "Characters", "…", "…", choices=(("無", "none"), ("標準版", "standard")),
...             lobby="標準版")
>>> s.to_json("en")["choices"][1], s.to_json("en")["default"]
({'value': '標準版', 'label': 'standard'}, '標準版')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS = ("choice", "bool", "int", "seconds")


@dataclass(frozen=True)
class Setting:
    name: str  # the option's key, as the game reads it (g.config[name])
    default: Any  # the game's own default (a scenario, a simulation, the terminal)
    label_zh: str
    label_en: str
    help_zh: str  # why a host would change it, and where the rule is (the book's words, a ruling's number)
    help_en: str
    kind: str = "choice"
    choices: tuple[tuple[Any, str], ...] = ()  # (value, English label); the Chinese label is the value itself
    minimum: float | None = None  # int / seconds: the least value allowed
    lobby: Any = None  # the lobby's default when it differs from the game's (what a room plays online)
    zh_labels: tuple[str, ...] = ()  # Chinese labels of the choices when a value is not a Chinese word

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"{self.name}: kind is one of {KINDS}, not {self.kind!r}")

    @property
    def lobby_default(self) -> Any:
        return self.default if self.lobby is None else self.lobby

    def to_json(self, lang: str) -> dict[str, Any]:
        zh = lang == "zh"
        out: dict[str, Any] = {"name": self.name, "label": self.label_zh if zh else self.label_en,
                               "help": self.help_zh if zh else self.help_en, "kind": self.kind,
                               "default": self.lobby_default, "engine_default": self.default}
        if self.kind in ("choice", "bool"):
            out["choices"] = [{"value": v, "label": (self.zh_labels[i] if self.zh_labels else str(v)) if zh else en}
                              for i, (v, en) in enumerate(self.choices)]
        if self.minimum is not None:
            out["min"] = self.minimum
        return out


def lobby_options(settings: tuple[Setting, ...]) -> dict[str, Any]:
    """The settings whose lobby default differs from the game's own: what a room created through the API plays
    unless it says otherwise (the game's `online_options`)."""
    return {s.name: s.lobby for s in settings if s.lobby is not None}
