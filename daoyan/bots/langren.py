"""A heuristic bot for 版杀's standard board: it plays from its own view only (`seat_view`: its identity, the lines
addressed to it, the public 公示) and never reads the game's state.

- 狼人: knows its team ([群内]); votes and kills among the non-wolves, and never shoots a teammate as a 猎人 would.
  In the vote it joins the seat the village's claims point at (the top public suspect who is not a teammate), else
  votes at random among the non-wolves.
- 预言家: checks characters it has not checked (a suspect first), and votes the wolves it found.
- 女巫: saves the wolves' target on the first night when it is not herself; poisons a character only when she knows
  nothing better (from night 3, half the time: the top suspect, else one not known good).
- 守卫: guards a living character other than last night's (the flow's options already exclude him).
- 猎人: shoots the top suspect, else at random among those not known good.
- 村民 and everyone else of the village: votes the top suspect (below), else at random among the others not known good,
  never abstains, never changes a vote.

Last words (遗言, posted in the next day's 公示), one format, read back by every bot::

    我是<身份>。[查验: <N>号=<狼人|好人>[; <N>号=<狼人|好人>]…]

- 预言家: its identity and every check it made, in the order made: ``我是预言家。查验: 3号=狼人; 5号=好人``.
- 女巫, 守卫, 猎人 (any village identity but 村民): its identity (``我是女巫。``). 村民: ``我是村民。``
- 狼人: a bluff where its side gains — ``我是预言家。`` with fake checks: a living non-wolf called 狼人 (one no standing
  claim vouched for) and, when a real check could have been made that many nights, a living teammate called 好人 (the
  one a standing 预言家 claim accused, first). It says ``我是村民。`` instead when a teammate's 预言家 claim already
  stands or is made in the same 公示 (two would cancel each other), or when a 预言家 out now could not have checked
  anybody yet (voted out on day 1).

Reading claims (every 公示's ``last_words``; ``我是…`` and ``N号=狼人|好人``, also with 是 for =, 村民 for 好人): only a
预言家 claim's checks count. A claim is a lie when it lists more checks than the nights a 预言家 out then could have
used (a night out posted in the 公示 of day r: r-1; a day out: r-2), checks its author, or contradicts what this seat
knows: it calls this seat wrongly (a villager knows it is no wolf), the seat is the 预言家 itself, its own checks say
otherwise, or (a wolf, who knows every wolf) it calls anybody wrongly. A liar's calls are read backwards at half
weight (its 狼人 is most likely good, its 好人 a teammate of the liar); the other 预言家 claims share the trust (one
claim: full, two: half each, …). A seat's suspicion is the sum of the calls on it; a wolf reads the same claims as the
public would (without what it knows) to see where the village will vote.

>>> from daoyan.core.ask import Ask
>>> bot = LangrenBot(1)
>>> ask = Ask(1, "投票", "", [{"choice": "未投票"}, {"choice": "弃权"}, {"target": 1}, {"target": 2}],
...           {"choice": "未投票"})
>>> bot.decide(ask, lambda: {"you": {"identity": "村民"}, "log": [], "table": {"out": []}})
{'target': 2}
>>> words("预言家", [(3, "狼人"), (5, "好人")])
'我是预言家。查验: 3号=狼人; 5号=好人'
>>> read_words("我是预言家。查验: 3号=狼人; 5号=好人")
('预言家', [(3, '狼人'), (5, '好人')])
>>> read_words("我是村民。")
('村民', [])
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.ask import Answer, Ask

View = Callable[[], dict[str, Any]]

SEER = "预言家"
WOLF, GOOD = "狼人", "好人"
#: the identities a claim may name (the standard board's)
CLAIMABLE = ("预言家", "女巫", "守卫", "猎人", "村民", "狼人")
IDENTITY_CLAIM = re.compile(r"我是(" + "|".join(CLAIMABLE) + ")")
CHECK = re.compile(r"(\d+)\s*号\s*[=＝是:：]\s*(狼人|好人|村民)")
LIAR = 0.5  # the weight of a known liar's calls, read backwards
NIGHT_PHASES = ("早夜", "午夜", "深夜", "凌晨", "晨曦")


def words(identity: str, checks: list[tuple[int, str]] | None = None) -> str:
    """Last words in the bots' format: ``我是<身份>。`` and, when given, ``查验: <N>号=<狼人|好人>; …``."""
    text = f"我是{identity}。"
    if checks:
        text += "查验: " + "; ".join(f"{x}号={camp}" for x, camp in checks)
    return text


def read_words(text: str) -> tuple[str | None, list[tuple[int, str]]]:
    """The identity a text claims (None: none) and the checks it lists (村民 read as 好人), in order, each seat once."""
    who = IDENTITY_CLAIM.search(text)
    checks: list[tuple[int, str]] = []
    seen: set[int] = set()
    for seat, camp in CHECK.findall(text):
        if int(seat) not in seen:
            seen.add(int(seat))
            checks.append((int(seat), WOLF if camp == WOLF else GOOD))
    return (who.group(1) if who else None), checks


@dataclass
class Claim:
    author: int
    identity: str | None
    checks: dict[int, str]  # seat -> 狼人 | 好人
    limit: int  # the most checks a 预言家 out when the author was could have made
    day: int  # the day of the 公示 that posted it


class Knowledge:
    """What one seat's view tells it, read afresh at each decision."""

    def __init__(self, v: dict[str, Any], me: int) -> None:
        you = v.get("you") or {}
        self.me = me
        self.identity = you.get("identity")
        faction = you.get("faction") or (WOLF if self.identity == WOLF else "村民")
        self.wolf = faction == WOLF
        self.mates: set[int] = set()
        self.bad: set[int] = set()  # found to be wolves (预言家)
        self.good: set[int] = set()  # found good
        self.checks: list[tuple[int, str]] = []  # (seat, 狼人 | 好人), in the order checked
        self.aimed: list[int] = []
        self.claims: list[Claim] = []
        table = v.get("table") or {}
        self.players = int(table.get("players") or 0)
        self.out: set[int] = {int(x) for x in table.get("out", [])}
        self.my_out: tuple[int, str] | None = None  # (round, phase) this seat was told it is out
        self.dusk_outs: dict[int, set[int]] = {}  # round -> the outs its 黄昏 公示 listed
        for e in v.get("log", []):
            d = e.get("data") or {}
            if "team" in d:
                self.mates = {int(x) for x in d["team"]}
            if "checked" in d:
                x, camp = int(d["checked"]), WOLF if d.get("answer") == WOLF else GOOD
                (self.bad if camp == WOLF else self.good).add(x)
                self.checks.append((x, camp))
            if "aimed" in d:
                self.aimed = list(d["aimed"])
            if d.get("out") == me:
                self.my_out = (int(e.get("round", 0)), str(e.get("phase", "")))
            post = d.get("公示")
            if isinstance(post, dict):
                day = int(e.get("round", 0))
                listed = {int(x) for x in [*(post.get("vote") or []), *(post.get("other") or [])]}
                self.out |= listed
                if e.get("phase") == "黄昏":
                    self.dusk_outs[day] = listed
                for k, text in sorted((post.get("last_words") or {}).items(), key=lambda kv: int(kv[0])):
                    identity, checks = read_words(str(text))
                    # a night out is posted in the next day's 公示 with its name: nights 1 … day-1 to check; a day
                    # out was named in the 黄昏 公示 before: nights 1 … day-2
                    limit = day - 1 if int(k) in listed else day - 2
                    self.claims.append(Claim(int(k), identity, dict(checks), limit, day))
        if self.my_out is not None:
            self.out.add(me)

    # -- weighing claims -------------------------------------------------------------------------------------------
    def seer_claims(self) -> list[Claim]:
        return [c for c in self.claims if c.identity == SEER and c.author != self.me]

    def lies(self, c: Claim, private: bool = True) -> bool:
        """Whether claim `c` is known to be a lie: by anybody (too many checks, its author checked), and with
        `private`, by what this seat knows (its own camp, its checks, a wolf's team)."""
        if len(c.checks) > max(c.limit, 0) or c.author in c.checks:
            return True
        if not private:
            return False
        if self.identity == SEER or c.author in self.bad:
            return True
        if self.me in c.checks and (c.checks[self.me] == WOLF) != self.wolf:
            return True
        for x, camp in self.checks:
            if c.checks.get(x, camp) != camp:
                return True
        if self.wolf:  # a wolf knows every wolf
            return any((camp == WOLF) != (x in self.mates or x == self.me) for x, camp in c.checks.items())
        return False

    def weights(self, private: bool = True) -> dict[int, float]:
        """Each 预言家 claimer's weight: its calls believed (> 0, the standing claims sharing 1) or read backwards
        (a liar, < 0). A wolf's teammates' claims are its team's bluffs: weight 0 to it."""
        claims = self.seer_claims()
        if private and self.wolf:
            claims = [c for c in claims if c.author not in self.mates]
        liars: set[int] = set()
        standing: list[Claim] = []
        for c in sorted(claims, key=lambda c: (c.day, c.author)):
            # a counter-claim: its author was called 狼人 by a standing claim posted before
            if self.lies(c, private) or any(p.day < c.day and p.checks.get(c.author) == WOLF for p in standing):
                liars.add(c.author)
            else:
                standing.append(c)
        w = {a: -LIAR for a in liars}
        w.update({c.author: 1.0 / len(standing) for c in standing})
        return w

    def suspicion(self, private: bool = True) -> dict[int, float]:
        """Seat -> the sum of the calls on it (> 0: called a wolf), each by its claimer's weight."""
        w = self.weights(private)
        out: dict[int, float] = {}
        for c in self.seer_claims():
            for x, camp in c.checks.items():
                out[x] = out.get(x, 0.0) + w.get(c.author, 0.0) * (1.0 if camp == WOLF else -1.0)
        return out


class LangrenBot:
    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)

    def decide(self, ask: Ask, view: View) -> Answer:
        v = view()
        me = ask.seat
        k = Knowledge(v, me)
        mates, bad, good = k.mates, k.bad, k.good
        targets = [o for o in ask.options if isinstance(o.get("target"), int)]

        def pick(prefer: Callable[[int], bool]) -> Answer | None:
            best = [o for o in targets if prefer(int(o["target"]))]
            return self._r.choice(best) if best else None

        def top(allowed: Callable[[int], bool], score: dict[int, float]) -> Answer | None:
            """The most suspected of the allowed targets, when anybody is suspected at all."""
            best = max((score.get(int(o["target"]), 0.0) for o in targets if allowed(int(o["target"]))), default=0.0)
            return pick(lambda t: allowed(t) and score.get(t, 0.0) == best) if best > 0 else None

        def on_evidence(allowed: Callable[[int], bool]) -> Answer | None:
            """A village pick: a wolf it found, the top suspect, else one nobody vouched for, else any."""
            score = k.suspicion()
            return (pick(lambda t: t in bad and allowed(t)) or top(lambda t: allowed(t) and t not in good, score)
                    or pick(lambda t: allowed(t) and t not in good and score.get(t, 0.0) >= 0)
                    or pick(lambda t: allowed(t) and t not in good) or pick(allowed))

        wolf = k.wolf
        if ask.skill == "改票":
            return ask.default  # 不改票
        if ask.skill == "投票":
            if wolf:
                def ours(t: int) -> bool:
                    return t not in mates and t != me
                return top(ours, k.suspicion(private=False)) or pick(ours) or ask.default
            return on_evidence(lambda t: t != me) or ask.default
        if ask.skill == "杀人":
            return pick(lambda t: t not in mates and t != me) or ask.default
        if ask.skill == "预言":
            score = k.suspicion()
            return (pick(lambda t: t not in bad and t not in good and score.get(t, 0.0) > 0)
                    or pick(lambda t: t not in bad and t not in good) or pick(lambda t: True) or ask.default)
        if ask.skill in ("救药", "毒药"):
            save = [o for o in ask.options if o.get("skill") == "救药" and o.get("target") in k.aimed]
            if save and not any(e.get("round", 1) > 1 for e in v.get("log", []) if "aimed" in (e.get("data") or {})):
                return save[0]
            round_ = max((e.get("round", 0) for e in v.get("log", [])), default=0)
            poison = [o for o in ask.options if o.get("skill") == "毒药" and o.get("target") not in good]
            if poison and round_ >= 3 and self._r.random() < 0.5:
                score = k.suspicion()
                best = max(score.get(int(o["target"]), 0.0) for o in poison)
                return self._r.choice([o for o in poison if score.get(int(o["target"]), 0.0) == best])
            return ask.default
        if ask.skill == "守护":
            return pick(lambda t: t != me) or pick(lambda t: True) or ask.default
        if ask.skill == "最后一枪":
            if wolf:
                return pick(lambda t: t not in mates and t not in good) or ask.default
            return on_evidence(lambda t: t != me) or ask.default
        if ask.skill == "遗言":
            return self._last_words(ask, k)
        if ask.skill == "移交警长":
            return pick(lambda t: t in good) or pick(lambda t: t not in bad) or ask.default
        return ask.default

    def _last_words(self, ask: Ask, k: Knowledge) -> Answer:
        if k.identity == SEER:
            text = words(SEER, k.checks)
        elif k.wolf:
            text = self._bluff(ask, k) or words("村民")
        elif k.identity in CLAIMABLE and k.identity != WOLF:
            text = words(str(k.identity))
        else:
            text = words("村民")
        said = {"choice": "遗言", "say": text}
        return said if ask.speech and {"choice": "遗言"} in ask.options else ask.default

    def _bluff(self, ask: Ask, k: Knowledge) -> str | None:
        """A wolf's fake 预言家 claim (None where it would not help: see the module's docstring)."""
        day = ask.round
        night_out = k.my_out is not None and k.my_out[0] == day and k.my_out[1] in NIGHT_PHASES
        allowed = day if night_out else day - 1  # the checks a 预言家 out now could have made
        if allowed < 1:
            return None
        seers = k.seer_claims()
        if any(c.author in k.mates for c in seers):
            return None  # our bluff already stands
        w = k.weights(private=False)
        if any(c.checks.get(k.me) == WOLF and w.get(c.author, 0.0) > 0 for c in seers):
            return None  # called 狼人 by a standing claim: a counter-claim would be read backwards
        # a teammate out today (named in today's 黄昏 公示) speaks in the same 公示: one of us bluffs — he, when this
        # seat is out tonight (he cannot know of it), else the lower seat
        today = [x for x in k.dusk_outs.get(day, ()) if x in k.mates]
        if day - 1 >= 1 and any(night_out or x < k.me for x in today):
            return None
        living = [x for x in range(1, k.players + 1) if x not in k.out and x != k.me]
        vouched = {x for c in seers for x, camp in c.checks.items() if camp == GOOD}
        strangers = [x for x in living if x not in k.mates]
        if not strangers:
            return None
        accuse = self._r.choice([x for x in strangers if x not in vouched] or strangers)
        checks = [(accuse, WOLF)]
        if allowed >= 2:
            accused = [x for x in living if x in k.mates and any(c.checks.get(x) == WOLF for c in seers)]
            friends = accused or [x for x in living if x in k.mates]
            if friends:
                checks.append((self._r.choice(friends), GOOD))
        self._r.shuffle(checks)
        return words(SEER, checks)


HeuristicBot = LangrenBot
