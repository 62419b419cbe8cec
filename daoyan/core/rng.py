"""Chance: every dice roll, shuffle and random pick of a game goes through here and is logged.

Results can be forced (scenarios: `dice:` for every d6, `random:` by the book's name of the draw),
so every outcome can be scripted; everything not forced comes from the game's seed.

>>> c = Chance(7, forced_dice=[6, 2])
>>> c.roll(6, "鉴仙图"), c.roll(6, "鉴仙图")
(6, 2)
>>> c.events[0]
{'chance': '鉴仙图', 'kind': 'd6', 'value': 6, 'forced': True}
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from .errors import ForcedChanceError

T = TypeVar("T")


def _as_item(value: Any, population: Sequence[Any]) -> Any:
    """A forced value as the population's own item: a word equal to an enum member (岔路 南) is the member; a list
    (YAML, JSON) where the population holds tuples (map cells) is the tuple.

    >>> _as_item([1, 2], [(1, 2)]), _as_item([3], [[3]])
    ((1, 2), [3])
    """
    for wanted in (value, tuple(value)) if isinstance(value, list) else (value,):
        for item in population:
            if item == wanted:
                return item
    return value


class Chance:
    def __init__(
        self,
        seed: int,
        forced_dice: Sequence[int] | None = None,
        forced: dict[str, list[Any]] | None = None,
        on_event: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.seed = seed
        self._r = random.Random(seed)
        self._dice = list(forced_dice or [])
        self._forced = {k: list(v) for k, v in (forced or {}).items()}
        self.events: list[dict[str, Any]] = []
        self.on_event = on_event

    def _record(self, name: str, kind: str, value: Any, forced: bool) -> None:
        ev = {"chance": name, "kind": kind, "value": value, "forced": forced}
        self.events.append(ev)
        if self.on_event is not None:
            self.on_event(ev)

    def unused(self) -> int:
        """How many forced results are still waiting to be drawn."""
        return sum(len(q) for q in self._forced.values())

    def _take_forced(self, name: str) -> tuple[bool, Any]:
        q = self._forced.get(name)
        if q:
            return True, q.pop(0)
        return False, None

    def _take_forced_list(self, name: str) -> tuple[bool, Any]:
        """A list-valued draw (sample, shuffle): `[[a, b], [c, d]]` forces two draws, a flat `[a, b]`
        forces one (so `化形: [影妖, 血俑]` reads as written)."""
        q = self._forced.get(name)
        if q and not isinstance(q[0], (list, tuple, dict)):
            whole = list(q)
            q.clear()
            return True, whole
        return self._take_forced(name)

    def roll(self, sides: int, name: str) -> int:
        """A d`sides` roll. Forced d6 results (`dice:`) are consumed in order by every d6 roll."""
        forced, value = self._take_forced(name)
        if not forced and sides == 6 and self._dice:
            forced, value = True, self._dice.pop(0)
        if forced:
            if not isinstance(value, int) or not 1 <= value <= sides:
                raise ForcedChanceError(f"forced result {value!r} for {name} is not a d{sides} face")
        else:
            value = self._r.randint(1, sides)
        self._record(name, f"d{sides}", value, forced)
        return int(value)

    def choice(self, name: str, population: Sequence[T]) -> T:
        """Pick one item; a forced value must be one of the population."""
        if not population:
            raise ValueError(f"random pick {name} from an empty population")
        forced, value = self._take_forced(name)
        if forced:
            value = _as_item(value, population)
            if value not in population:
                raise ForcedChanceError(
                    f"forced result {value!r} for {name} is not one of {list(population)}"
                )
        else:
            value = population[self._r.randrange(len(population))]
        self._record(name, "choice", value, forced)
        return value  # type: ignore[no-any-return]

    def sample(self, name: str, population: Sequence[T], k: int) -> list[T]:
        """Pick k distinct items (order matters); a forced value is the list of picks."""
        forced, value = self._take_forced_list(name)
        if forced:
            picks = [_as_item(v, population) for v in (value if isinstance(value, (list, tuple)) else [value])]
            pool = list(population)
            for p in picks:
                if p not in pool:
                    raise ForcedChanceError(
                        f"forced result {p!r} for {name} is not available in {list(population)}"
                    )
                pool.remove(p)
            if len(picks) != k:
                raise ForcedChanceError(f"forced result for {name} needs {k} items, got {picks!r}")
            value = picks
        else:
            value = self._r.sample(list(population), k)
        self._record(name, "sample", list(value), forced)
        return list(value)

    def shuffle(self, name: str, items: list[T]) -> list[T]:
        """A shuffled copy; a forced value is the whole order, or `{"first": [...]}`: those items on top in that
        order, the rest shuffled (e.g. the cards a deck is known to start with).

        >>> Chance(3, forced={"牌": [{"first": ["c", "a"]}]}).shuffle("牌", ["a", "b", "c", "d"])[:2]
        ['c', 'a']
        """
        forced, value = self._take_forced_list(name)
        if forced and isinstance(value, dict):
            top = Counter(repr(x) for x in value["first"])
            if top - Counter(repr(x) for x in items):
                raise ForcedChanceError(f"forced top {value['first']!r} for {name} is not drawn from {items}")
            left = []
            for x in items:
                if top[repr(x)] > 0:
                    top[repr(x)] -= 1
                else:
                    left.append(x)
            self._r.shuffle(left)
            out = [_as_item(x, items) for x in value["first"]] + left
        elif forced:
            if sorted(map(repr, value)) != sorted(map(repr, items)):
                raise ForcedChanceError(f"forced order for {name} is not a permutation of {items}")
            out = list(value)
        else:
            out = list(items)
            self._r.shuffle(out)
        self._record(name, "shuffle", list(out), forced)
        return out

    def given(self, name: str, population: Sequence[T]) -> T:
        """A fact only the host can supply (e.g. the truth of a free question): it must be given as a
        forced value (`random: {name: [...]}`); there is no random default.

        >>> Chance(1, forced={"真相": ["是"]}).given("真相", ["是", "否"])
        '是'
        """
        forced, value = self._take_forced(name)
        if not forced:
            raise ForcedChanceError(f"{name}: 此结果须由【源尊】给出 (the host must give it as "
                                    f"random: {{{name}: [...]}}), one of {list(population)}")
        if value not in population:
            raise ForcedChanceError(f"given result {value!r} for {name} is not one of {list(population)}")
        self._record(name, "given", value, True)
        return value  # type: ignore[no-any-return]

    def unused_forced(self) -> dict[str, list[Any]]:
        left = {k: v for k, v in self._forced.items() if v}
        if self._dice:
            left["dice"] = list(self._dice)
        return left
