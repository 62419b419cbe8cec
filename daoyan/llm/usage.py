"""What model seats cost: calls, tokens and seconds per seat, a token budget shared by a room's seats.

>>> b = Budget(100)
>>> b.allows(), b.spend(60), b.allows(), b.spend(60), b.allows()
(True, None, True, None, False)
>>> b.spent
120
>>> u = Usage(model="m")
>>> u.add(prompt=10, completion=5, seconds=0.25)
>>> u.to_json()["tokens"]
15
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: the counts of a `Usage` that add up over seats and games (`usage_record`'s total, `daoyan sim`'s cost)
COUNTS = ("calls", "errors", "prompt_tokens", "completion_tokens", "decisions", "retries", "fallbacks")
SUMMED = (*COUNTS[:4], "tokens", *COUNTS[4:])


@dataclass
class Usage:
    """One model seat's use of its endpoint over a game. `notes`: why a decision went to the heuristic bot (each
    fallback, with the ask it was for) — what a game record's reader needs to know that a move was not the model's."""

    model: str = ""
    calls: int = 0  # replies received
    errors: int = 0  # calls that brought none (an HTTP error, a timeout, a broken connection)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: int = 0  # calls whose endpoint reported no usage (their tokens are counted from characters)
    seconds: float = 0.0
    decisions: int = 0
    retries: int = 0
    fallbacks: int = 0
    notes: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def failed(self, seconds: float) -> None:
        """A call that brought no reply (the endpoint's error, a timeout): its seconds count, its tokens are unknown."""
        with self.lock:
            self.errors += 1
            self.seconds += seconds

    def add(self, prompt: int, completion: int, seconds: float, reported: bool = True) -> None:
        with self.lock:
            self.calls += 1
            self.prompt_tokens += prompt
            self.completion_tokens += completion
            self.seconds += seconds
            self.estimated += 0 if reported else 1

    def restore(self, was: Mapping[str, Any]) -> None:
        """Take the counts of a stored `to_json` back (a room rebuilt after a restart or a takeover)."""
        with self.lock:
            for name in COUNTS:
                setattr(self, name, int(was.get(name) or 0))
            self.estimated = int(was.get("estimated_calls") or 0)
            self.seconds = float(was.get("seconds") or 0.0)
            self.notes = [str(n) for n in was.get("notes") or []]

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def to_json(self) -> dict[str, Any]:
        return {"model": self.model, "calls": self.calls, "errors": self.errors, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens, "tokens": self.tokens, "estimated_calls": self.estimated,
                "seconds": round(self.seconds, 3),
                "seconds_per_call": round(self.seconds / self.calls, 3) if self.calls else None,
                "decisions": self.decisions, "retries": self.retries, "fallbacks": self.fallbacks,
                "notes": list(self.notes)}


class Budget:
    """Tokens (prompt + completion) the model seats of one room or game may spend together. A call begins only while
    something is left (a call may end past the limit: its size is known only once it is made); after that every model
    seat's decisions go to the heuristic bot. `limit` 0 or None: no limit."""

    def __init__(self, limit: int | None) -> None:
        self.limit = limit or None
        self.spent = 0
        self._lock = threading.Lock()

    def allows(self) -> bool:
        with self._lock:
            return self.limit is None or self.spent < self.limit

    def spend(self, tokens: int) -> None:
        with self._lock:
            self.spent += tokens

    def to_json(self) -> dict[str, Any]:
        return {"limit": self.limit, "spent": self.spent}


def usage_record(agents: Mapping[int, Any], budget: Budget | None = None) -> dict[str, Any]:
    """The model seats' costs for a game record: per seat (its `Usage`) and in total; `{}` when no seat is a model's.

    >>> class Seat:
    ...     def __init__(self, n): self.usage = Usage("m"); self.usage.add(n, 1, 0.5)
    >>> usage_record({2: Seat(10), 5: Seat(20)})["total"]["tokens"]
    32
    """
    seats = {str(s): a.usage.to_json() for s, a in sorted(agents.items())
             if isinstance(getattr(a, "usage", None), Usage)}
    if not seats:
        return {}
    total: dict[str, Any] = {k: sum(v[k] for v in seats.values()) for k in SUMMED}
    total["seconds"] = round(sum(v["seconds"] for v in seats.values()), 3)
    out: dict[str, Any] = {"seats": seats, "total": total}
    if budget is not None:
        out["budget"] = budget.to_json()
    return out
