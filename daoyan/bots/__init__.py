"""Bots by kind, for every game, and which seat gets which.

A bot's `decide(ask, view)` is given the open ask and a function returning its seat's view (`core.view.bot_view`),
never the game.

Kinds: `random` (the core's RandomBot, every game); `heuristic` (a game's own bot that plays from its seat's view only:
the class `HeuristicBot` of the module `daoyan.bots.<game>`); `search` (information-set Monte Carlo over the heuristic
bot, `daoyan.bots.search`, for a game whose rules can sample what a seat does not know: 版杀); `llm` (a language model
through an OpenAI-compatible endpoint, `daoyan.llm`: the endpoint, model and key from the environment,
`DAOYAN_LLM_BASE_URL`, `DAOYAN_LLM_MODEL`, `DAOYAN_LLM_API_KEY`, or a settings file of named endpoints,
`DAOYAN_LLM_CONFIG`: daoyan.llm.settings; docs/llm.md), whose model or named endpoint a seat or side may give:
`llm@qwen2.5:7b`.

A plan (`--bots`) says which kind plays which seat: a kind for every seat (`heuristic`), a kind per seat or per side
with a default for the rest (`random,3=heuristic,狼人=heuristic`), or the short `KIND:SIDE` (that side plays KIND, the
others random). A seat's own entry comes before its side's, which comes before the default.

>>> p = BotPlan.parse("heuristic,3=random,狼人=heuristic")
>>> p.kind_for(3, "狼人"), p.kind_for(4, "狼人"), p.kind_for(5, "村民")
('random', 'heuristic', 'heuristic')
>>> BotPlan.parse("heuristic:狼人") == BotPlan.parse("random,狼人=heuristic")
True
>>> BotPlan.parse("llm,3=llm@qwen2.5:7b,狼人=heuristic").kind_for(3, "狼人")
'llm@qwen2.5:7b'
>>> BotPlan.parse("1=clever")
Traceback (most recent call last):
...
daoyan.core.errors.ConfigError: unknown bot kind 'clever' in --bots '1=clever'; kinds: ... llm (llm@MODEL)
>>> BotPlan.parse("heuristic@m")
Traceback (most recent call last):
...
daoyan.core.errors.ConfigError: --bots 'heuristic@m': only llm names a model (llm@MODEL)
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Any

from ..core.bots import RandomBot
from ..core.errors import ConfigError

KINDS = ("random", "heuristic", "search", "llm")
KINDS_HELP = "random, heuristic, search, llm (llm@MODEL)"


def check_kind(kind: str, spec: str) -> None:
    """A kind of a plan: one of KINDS, or `llm@MODEL` (a model seat with its own model)."""
    base, at, model = kind.partition("@")
    if base not in KINDS:
        raise ConfigError(f"unknown bot kind {kind!r} in --bots {spec!r}; kinds: {KINDS_HELP}")
    if at and (base != "llm" or not model.strip()):
        raise ConfigError(f"--bots {spec!r}: only llm names a model (llm@MODEL)" if base != "llm"
                          else f"--bots {spec!r}: llm@ names no model")


def heuristic_games() -> tuple[str, ...]:
    """The games that have a heuristic bot (a module `daoyan.bots.<game>` with a `HeuristicBot`)."""
    from ..games import GAMES

    return tuple(g for g in GAMES if importlib.util.find_spec(f"{__name__}.{g}") is not None)


def _heuristic_class(game: str) -> Any:
    if game not in heuristic_games():
        raise ConfigError(f"no heuristic bot for {game} yet (built: {', '.join(heuristic_games())}); "
                          "use --bots random")
    return importlib.import_module(f"{__name__}.{game}").HeuristicBot


def make_bot(game: str, kind: str, seed: int, **search: Any) -> Any:
    """A bot of `kind` for a seat of `game` (its own seeded randomness); `search` settings go to a search bot
    (`playouts`, `seconds`), or to a model seat (`llm`, `llm@MODEL`: `endpoint`, else the environment's; `budget`,
    `chat`)."""
    base, _, model = kind.partition("@")
    llm = {k: search.pop(k) for k in ("endpoint", "budget", "chat") if k in search}
    if base == "llm":
        from ..llm.agent import LLMBot
        from ..llm.settings import endpoint as named

        endpoint = llm.get("endpoint") or named(model or None)
        return LLMBot(game, seed, endpoint, budget=llm.get("budget"), chat=bool(llm.get("chat")))
    if kind == "random":
        return RandomBot(seed)
    if kind == "heuristic":
        return _heuristic_class(game)(seed)
    if kind == "search":
        from .search import SearchBot

        return SearchBot(game, seed, **search)
    raise ConfigError(f"unknown bot kind {kind!r}; kinds: {KINDS_HELP}")


def reseed(bot: Any, seed: int) -> None:
    """Give a bot fresh randomness from `seed` (every bot here draws from its own `random.Random`, `_r`): the web app
    seeds each decision from the step it is made at (`Room.decision_seed`)."""
    import random

    if hasattr(bot, "_r"):
        bot._r = random.Random(seed)


@dataclass(frozen=True)
class BotPlan:
    """Which kind of bot plays each seat."""

    default: str = "random"
    seats: dict[int, str] = field(default_factory=dict)
    sides: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, spec: str) -> BotPlan:
        spec = spec.strip()
        kind, colon, side = spec.partition(":")
        if colon and "=" not in spec and "," not in spec and "@" not in spec:
            spec = f"random,{side}={kind}"
        default, seats, sides = "random", {}, {}
        for item in (x.strip() for x in spec.split(",")):
            if not item:
                continue
            key, eq, value = item.partition("=")
            k = (value if eq else key).strip()
            check_kind(k, spec)
            key = key.strip()
            if not eq:
                default = k
            elif key.isdigit():
                seats[int(key)] = k
            elif key:
                sides[key] = k
            else:
                raise ConfigError(f"--bots {spec!r}: {item!r} names no seat or side before '='")
        return cls(default, seats, sides)

    def kinds(self) -> set[str]:
        return {self.default, *self.seats.values(), *self.sides.values()}

    @property
    def needs_sides(self) -> bool:
        return bool(self.sides)

    def kind_for(self, seat: int, side: str | None = None) -> str:
        if seat in self.seats:
            return self.seats[seat]
        if side is not None and side in self.sides:
            return self.sides[side]
        return self.default

    def check(self, game: str, players: int | None = None) -> None:
        """Every kind of the plan exists for `game`, and every seat it names is at the table."""
        for k in sorted(self.kinds()):
            if k.startswith("llm"):
                _heuristic_class(game)  # (a model seat falls back to it)
                from ..llm.settings import endpoint

                endpoint(k.partition("@")[2] or None)  # a bad setting fails here
                continue
            make_bot(game, k, 0)
        if players is not None:
            bad = sorted(s for s in self.seats if not 1 <= s <= players)
            if bad:
                raise ConfigError(f"--bots names seat {bad[0]}, but the table has seats 1..{players}")
