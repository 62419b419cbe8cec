"""A heuristic bot for 版杀's standard board: it plays from its own view only (`seat_view`: its identity, the lines
addressed to it, the public 公示) and never reads the game's state.

- 狼人: knows its team ([群内]); votes and kills among the non-wolves, and never shoots a teammate as a 猎人 would.
- 预言家: checks characters it has not checked, and votes the wolves it found (else a character not found good).
- 女巫: saves the wolves' target on the first night when it is not herself; poisons a character only when she knows
  nothing better (from night 3, at random among those not known good).
- 守卫: guards a living character other than last night's (the flow's options already exclude him).
- 猎人: shoots at random among the others (he knows nothing more).
- 村民 and everyone else: votes at random among the others, never abstains, never changes a vote.

>>> from daoyan.core.ask import Ask
>>> bot = LangrenBot(1)
>>> ask = Ask(1, "投票", "", [{"choice": "未投票"}, {"choice": "弃权"}, {"target": 1}, {"target": 2}],
...           {"choice": "未投票"})
>>> bot.decide(ask, lambda: {"you": {"identity": "村民"}, "log": [], "table": {"out": []}})
{'target': 2}
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..core.ask import Answer, Ask

View = Callable[[], dict[str, Any]]


class LangrenBot:
    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)

    def decide(self, ask: Ask, view: View) -> Answer:
        v = view()
        me = ask.seat
        identity = (v.get("you") or {}).get("identity")
        mates: set[int] = set()
        bad: set[int] = set()  # found to be wolves (预言家)
        good: set[int] = set()  # found good
        aimed: list[int] = []
        for e in v.get("log", []):
            d = e.get("data") or {}
            if "team" in d:
                mates = set(d["team"])
            if "checked" in d:
                (bad if d.get("answer") == "狼人" else good).add(int(d["checked"]))
            if "aimed" in d:
                aimed = list(d["aimed"])
        targets = [o for o in ask.options if isinstance(o.get("target"), int)]

        def pick(prefer: Callable[[int], bool]) -> Answer | None:
            best = [o for o in targets if prefer(int(o["target"]))]
            return self._r.choice(best) if best else None

        wolf = identity == "狼人"
        if ask.skill == "改票":
            return ask.default  # 不改票
        if ask.skill == "投票":
            if wolf:
                return pick(lambda t: t not in mates and t != me) or ask.default
            return pick(lambda t: t in bad) or pick(lambda t: t != me and t not in good) or pick(
                lambda t: t != me) or ask.default
        if ask.skill == "杀人":
            return pick(lambda t: t not in mates and t != me) or ask.default
        if ask.skill == "预言":
            return pick(lambda t: t not in bad and t not in good) or pick(lambda t: True) or ask.default
        if ask.skill in ("救药", "毒药"):
            save = [o for o in ask.options if o.get("skill") == "救药" and o.get("target") in aimed]
            if save and not any(e.get("round", 1) > 1 for e in v.get("log", []) if "aimed" in (e.get("data") or {})):
                return save[0]
            round_ = max((e.get("round", 0) for e in v.get("log", [])), default=0)
            poison = [o for o in ask.options if o.get("skill") == "毒药" and o.get("target") not in good]
            if poison and round_ >= 3 and self._r.random() < 0.5:
                return self._r.choice(poison)
            return ask.default
        if ask.skill == "守护":
            return pick(lambda t: t != me) or pick(lambda t: True) or ask.default
        if ask.skill == "最后一枪":
            return pick(lambda t: t not in mates and t not in good) or ask.default
        if ask.skill == "遗言":
            return ask.default
        if ask.skill == "移交警长":
            return pick(lambda t: t in good) or pick(lambda t: t not in bad) or ask.default
        return ask.default


HeuristicBot = LangrenBot
