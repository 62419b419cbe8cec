"""What a seat of 《亡灵低语2.x》 cannot tell apart (daoyan.core.sampling, for the search bot): deals consistent with
what the seat was told, and the hidden answers its lines imply, proposed first.

Nobody's answer is read by everybody as given: a ballot is counted in the 投票结果 line from day 2 (day 1's vote posts
nothing, W-D1: its ballots are all proposed for the 神眷者 the seat read of); who voted whom is not posted (and a
守夜人's ballot may carry <夜之躯>), and the 遗言 and 剑痕 are posted in the next 公示. So no answer is open; the
guide (`sample_guide`) proposes instead the answers the lines imply: ballots that add up to the day's 投票结果, the 遗言
and 剑痕 the 公示 posted, the night's [致死伤害] on the characters the 公示 lists as out that night (or on nobody), the
<权势> names, and the targets the seat was told of (<藏匿>, a [死亡圣器] or a flip it received, the new 神眷者, …).
The deal keeps the seat's identity, its <团队> group, the <夜之语>, and the identities its <安葬> and <探查> learned.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...core.ask import Answer, Ask
from ...core.game import Game
from .identities import IDENTITY, WANGLING
from .settle import ORDER
from .skills import night_users, skills_of, spent
from .state import GROUPS, WState

#: no answer is read by everybody as given (see the module's docstring)
OPEN_ANSWERS: frozenset[str] = frozenset()
SECRET_OPTIONS = ("座位身份", "局面")  # a scenario's fixed deal and mid-game position (flips, the 圣器: secret)
GIVE_UP: Answer = {"choice": "放弃"}
DONE: Answer = {"choice": "完成"}
#: skills whose use shows only as an out in the next 公示 (a [致死伤害], <圣光>/<长眠> on a 亡灵)
KILLS = frozenset({"蓄力斩", "突击", "啃咬", "轻袭", "偷袭", "夜之牙", "圣光", "长眠"})
#: skills that could keep a character the 公示 lists as out that night in: not used on him in a sample
SPARE = frozenset({"祝福", "防反", "潜行", "牵制", "死灵咒", "陷阱"})
#: a notice to the seat that names what another's skill did to it: (data key, its value) -> the skill
RECEIVED = {"藏匿": "藏匿", "馈赠": "馈赠", "灾厄": "灾厄"}  # 你获得了[死亡圣器] ({how})
FLIPPED = {"腐化": "腐化", "死灵咒": "死灵咒", "安魂": "安魂"}  # 你翻转了身份 ({why})
HANDED = frozenset(RECEIVED.values())
STEALS = frozenset({"探查", "诈骗", "夜之手"})  # 「移动圣物顺序：<夜之手><诈骗><探查>」
IMMUNE = ("牧师", "慰魂师")  # 神恩, 虔诚: 「不受<诅咒>技能影响」 (and the 神眷者's 神恩)


def public_options(options: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in options.items() if k not in SECRET_OPTIONS}


class Told:
    """What the seat read, by day: its dealt identity, its group, the <夜之语>, what its checks learned, the 投票结果,
    the 公示, and the targets it was told of."""

    def __init__(self, seat: int, log: list[dict[str, Any]]) -> None:
        self.seat = seat
        self.dealt: str | None = None
        self.group: tuple[str, list[int]] | None = None  # (group, its seats) as dealt
        self.known: dict[int, str] = {}  # seat -> identity dealt (<夜之语>)
        self.buried: dict[int, str] = {}  # seat -> identity when out (<安葬>)
        self.camps: dict[int, str] = {}  # seat -> camp when checked (<探查>)
        self.votes: dict[int, Counter[int]] = {}  # day -> the valid ballots per target
        self.posts: dict[int, dict[str, Any]] = {}  # day -> its 公示
        self.outs: dict[int, set[int]] = {}  # night (the day's number) -> known to go out that night
        self.targets: dict[tuple[int, str], int] = {}  # (day, skill) -> the target it was told
        self.day_outs: dict[int, list[int]] = {}  # day -> the day's outs, in order (the vote's first)
        self.elected: int | None = None  # the 神眷者 day 1's vote elected
        self.maybe: dict[tuple[int, str], int] = {}  # (day, skill) -> a target it may have been (half the time)
        self.copied: set[int] = set()  # the nights its <拓印> worked
        self.human: set[int] = set()  # characters its checks found not 亡灵 (<侦测>, <探查>)
        self.devout: dict[int, int] = {}  # night -> the living 亡灵 at its end (<虔诚>)
        self.gift: tuple[int, str] | None = None  # when it first received the [死亡圣器] by <馈赠> (day, phase)
        self.tracked: dict[int, int] = {}  # day -> the [死亡圣器]'s holder at its start (<追踪>)
        dealing = True
        for e in log:
            d = e.get("data") or {}
            day = int(e.get("round", 0))
            public = e.get("audience") == "all"
            if public:
                dealing = False
            if "identity" in d and "camp" in d and self.dealt is None:
                self.dealt = str(d["identity"])
            if dealing and d.get("group") in GROUPS:
                self.group = (str(d["group"]), [int(x) for x in d["seats"]])
            if isinstance(d.get("夜之语"), dict):
                self.known.update({int(k): str(v) for k, v in d["夜之语"].items()})
            if "target" in d and isinstance(d.get("安葬"), str):
                self.buried[int(d["target"])] = d["安葬"]
            if "target" in d and isinstance(d.get("探查"), str):
                self.camps[int(d["target"])] = d["探查"]
                if d["探查"] != WANGLING:
                    self.human.add(int(d["target"]))
            if "target" in d and d.get("侦测") is False:
                self.human.add(int(d["target"]))
            if isinstance(d.get("虔诚"), int):
                self.devout[day] = int(d["虔诚"])
            if d.get("shengqi") == seat and d.get("how") == "馈赠" and self.gift is None:
                self.gift = (day, str(e.get("phase")))
            if public and isinstance(d.get("votes"), dict):
                self.votes[day] = Counter({int(k): int(v) for k, v in d["votes"].items()})
            if isinstance(d.get("公示"), dict):
                self.posts[int(d["公示"]["day"])] = d["公示"]
            if public and e.get("phase") == "白天" and isinstance(d.get("out"), int) and len(d) == 1:
                self.day_outs.setdefault(day, []).append(int(d["out"]))
            if not public and d.get("out") == seat and e.get("phase") == "夜晚":
                self.outs.setdefault(day, set()).add(seat)
            if isinstance(d.get("告死"), list):
                self.outs.setdefault(day, set()).update(int(x) for x in d["告死"])
            if d.get("shengqi") == seat and d.get("how") in RECEIVED:
                self.targets[(day, RECEIVED[d["how"]])] = seat
            if d.get("why") in FLIPPED and "flip" in d:
                self.targets[(day, FLIPPED[d["why"]])] = seat
            voided = isinstance(d.get("void"), str) and "蓄力斩" not in str(e.get("text"))  # (not 剑痕's by 蓄力斩)
            if not public and voided and e.get("phase") == "夜晚":
                self.maybe[(day, "牵制")] = seat  # 「<X>失效。」: the 民兵's <牵制>, or its own <潜行>/<拓印>
            if "拓印" in d and not public:
                self.copied.add(day)  # its <拓印> worked: no <牵制> on it that night (the void was the 拓印's)
            if isinstance(d.get("追踪"), int):
                self.tracked[day] = int(d["追踪"])
            if isinstance(d.get("藏匿"), int):
                self.targets[(day, "藏匿")] = int(d["藏匿"])
            if isinstance(d.get("shenjuanzhe"), int) and len(d) == 1:
                if not public:  # 「你当选神眷者」: day 1's vote elected the seat (nothing of it is posted: W-D1)
                    self.elected = int(d["shenjuanzhe"])
                else:  # 「神眷者移交给X」 (by day)
                    self.targets[(day, "传承")] = int(d["shenjuanzhe"])
            if d.get("传承") == seat and not public:  # 「<传承>: 你成为神眷者。」 (at night: W-D2)
                self.targets[(day, "传承")] = seat
            if isinstance(d.get("公示"), dict) and d["公示"].get("day") == 2 and d["公示"].get("shenjuanzhe") \
                    and self.elected is None:  # day 2's 今日神眷者: day 1's unless a night 传承 (a guess)
                self.elected = int(d["公示"]["shenjuanzhe"])

    def givers(self) -> set[int]:
        """Who may have handed the seat the [死亡圣器] by <馈赠>: those who went out when it received it."""
        if self.gift is None:
            return set()
        day, phase = self.gift
        if phase == "白天":
            return set(self.day_outs.get(day, []))
        return self.night_outs(day) or set()

    def gone(self, day: int) -> set[int]:
        """Who went out by the end of night `day`, as far as the seat read."""
        out = {x for d, xs in self.day_outs.items() if d <= day for x in xs}
        return out | {x for d in range(1, day + 1) for x in self.night_outs(d) or ()}

    def night_outs(self, day: int) -> set[int] | None:
        """Who went out in night `day` (None: not posted yet)."""
        post = self.posts.get(day + 1)
        return set(post["night_outs"]) if post is not None else None


def sample_chance(players: int, options: dict[str, Any], view: dict[str, Any], rng: random.Random,
                  tries: int = 400) -> dict[str, Any] | None:
    """A deal (the forced draw 身份) the seat cannot tell from the real one: its identity, its <团队> group's seats
    holding the group's identities (and nobody else), the identities the <夜之语> named, and those its <安葬> learned
    (a human identity: the one dealt; a 亡灵: one that flips to it) and the camps its <探查> learned (a human camp: the
    dealt identity's). None when the seat's dealt identity is unknown, or no deal is found in `tries` shuffles."""
    from . import RULES

    names: list[str] = list(RULES.configure(players, options)["identities"])
    seat = int(view["seat"])
    told = Told(seat, view.get("log", []))
    if told.dealt is None or told.dealt not in names:
        return None
    fixed: dict[int, str] = {seat: told.dealt, **told.known}
    grouped: set[str] = set()
    if told.group is not None:
        group, members = told.group
        grouped = set(GROUPS[group])
        pool = [n for n in names if n in grouped]
        for x in members:
            if x in fixed:
                pool.remove(fixed[x])
        free = [x for x in members if x not in fixed]
        if len(free) != len(pool):
            return None
        rng.shuffle(pool)
        fixed.update(zip(free, pool, strict=True))
    left = Counter(names)
    left.subtract(fixed.values())
    if any(v < 0 for v in left.values()):
        return None
    rest = [n for n in left.elements()]
    seats = [x for x in range(1, players + 1) if x not in fixed]
    for _ in range(tries):
        rng.shuffle(rest)
        deal = {**fixed, **dict(zip(seats, rest, strict=True))}
        if any(deal[x] in grouped for x in seats):
            continue
        if all(_buried(deal[x], name) for x, name in told.buried.items()) and all(
                camp == WANGLING or IDENTITY[deal[x]].camp == camp for x, camp in told.camps.items()):
            return {"身份": [[deal[x] for x in range(1, players + 1)]]}
    return None


def _buried(dealt: str, out_as: str) -> bool:
    """Could a character dealt `dealt` go out as `out_as`? (the dealt identity itself, or the 亡灵 it flips to)"""
    return out_as == dealt or (IDENTITY[out_as].camp == WANGLING and IDENTITY[dealt].undead == out_as)


def sample_guide(view: dict[str, Any]) -> Any:
    """Hidden answers the seat's lines imply, proposed first in samples (daoyan.core.sampling). A guess only: the
    sample's lines still decide; where several answers fit, one is drawn (`random`, seeded from the view)."""
    seat = int(view["seat"])
    told = Told(seat, view.get("log", []))
    mine: list[Answer] = list((view.get("known") or {}).get("mine") or [])
    rng = random.Random(len(view.get("log", [])) * 7919 + seat)

    def pick(options: list[Answer]) -> Answer | None:
        return options[rng.randrange(len(options))] if options else None

    def guide(g: Game, a: Ask) -> Answer | None:
        day, skill = g.round, a.skill
        if skill == "投票":
            return ballot(g, a)
        post = told.posts.get(day + 1)
        if skill == "遗言" and post is not None:
            text = post["last_words"].get(str(a.seat))
            return {"choice": "遗言", "say": text} if text else GIVE_UP
        if skill == "晨报" and post is not None:  # W-MP1, W-MP4: the words the 公示 posted, by writer when it tells
            return paper(g, a, list(post.get("晨报") or []))
        if skill == "剑痕" and post is not None:
            return {"choice": "留言", "say": post["jianhen"][0]} if post["jianhen"] else GIVE_UP
        if skill == "权势" and post is not None:
            named = post["quanshi"]
            if named is None:
                return GIVE_UP
            k = int((a.prompt_params or {}).get("n", 0))
            return {"target": named[k]} if k < len(named) else DONE
        t = told.targets.get((day, skill))
        if t is None and day not in told.copied and rng.random() < 0.5:
            t = told.maybe.get((day, skill))
        if t is not None:
            return {"target": t}
        if skill == "藏匿":
            return hide(g, a)
        nxt, now = told.tracked.get(day + 1), told.tracked.get(day)  # (the 恶徒's <追踪>)
        if skill in HANDED:  # to the next holder <追踪> named; not to the seat: it would have been told
            return pick([o for o in a.options if o.get("target") == nxt]) or pick(
                [o for o in a.options if o.get("target") not in (None, seat)])
        if skill in STEALS and nxt == a.seat and now is not None and now != a.seat:
            return steal(g, a, now)
        if skill == "诡辩" and g.phase == "夜晚":
            return sophistry(g, a)
        if g.phase == "白天" and skill in ("诡辩", "陷阱"):  # 诡辩: the vote's out; 陷阱: the outs after it
            outs = told.day_outs.get(day)
            if outs is None:
                return None
            fit = outs[:1] if skill == "诡辩" else outs[1:]
            return pick([o for o in a.options if o.get("target") in fit]) or GIVE_UP
        if g.phase == "夜晚" and (skill in KILLS or skill in SPARE):
            return night(g, a)
        return None

    def paper(g: Game, a: Ask, texts: list[str]) -> Answer | None:
        """A writer's 晨报 (the 导演's too: `HOST_SEAT`) from the texts the 公示 posted, in writer order: nothing
        posted, none wrote; as many texts as writers, each his; else (some passed) a guess left to the sample."""
        s = g.state
        writers = [x for x in g.config.get("晨报") or []
                   if not isinstance(s, WState) or x not in s.chars or not s.chars[x].afk]
        if not texts:
            return GIVE_UP
        if len(texts) == len(writers) and a.seat in writers:
            return {"choice": "晨报", "say": texts[writers.index(a.seat)]}
        return None

    def hide(g: Game, a: Ask) -> Answer | None:
        """<藏匿> on day 1 (the seat was not told it received the [死亡圣器]): not to the seat; to a character the 1st
        night's <诅咒> spares (牧师, 慰魂师, the 神眷者) exactly when the seat's <虔诚> counted no 亡灵 after it, and
        not to one out before the last night it counted one; not to one its checks found human; to one of those who
        later handed it to the seat by <馈赠>. Each wish, in that order, kept while some option is left."""
        s = g.state
        opts = [o for o in a.options if o.get("target") not in (None, seat)]
        if not isinstance(s, WState):
            return pick(opts)
        givers = told.givers()
        spared = {x for x, c in s.chars.items() if x == s.shenjuanzhe or c.identity in IMMUNE}
        counted = [d for d, n in told.devout.items() if n > 0]  # nights the seat counted a living 亡灵
        gone = told.gone(max(counted)) if counted else set()
        for fit in ([o for o in opts if 1 not in told.devout or (told.devout[1] == 0) == (o["target"] in spared)],
                    [o for o in opts if o["target"] not in gone],
                    [o for o in opts if o["target"] not in told.human],
                    [o for o in opts if o["target"] in givers]):
            opts = [o for o in opts if o in fit] or opts  # each wish kept while some option is left
        return pick(opts)

    def steal(g: Game, a: Ask, holder: int) -> Answer | None:
        """The [死亡圣器] taken from `holder` by the one <追踪> names as holding it next (<探查>②, <诈骗>, <夜之手>)."""
        s = g.state
        if a.skill == "夜之手":
            return {"choice": s.chars[holder].identity} if isinstance(s, WState) else None
        if a.skill == "探查":
            return {"choice": 2, "target": holder}
        return pick([o for o in a.options if holder in (o.get("target") or ())])

    def sophistry(g: Game, a: Ask) -> Answer | None:
        """<诡辩> at night: on one of the next vote's tied tops when the 神眷者 did not break the tie, or when the one
        voted out was not the top (the 学者 chose him); else not used."""
        counts = told.votes.get(g.round + 1)
        outs = told.day_outs.get(g.round + 1)
        if not counts:
            return None
        most = max(counts.values())
        tops = [t for t, n in counts.items() if n == most]
        out = outs[0] if outs else None
        if out is not None and (out not in tops or len(tops) > 1):
            return pick([o for o in a.options if o.get("target") in tops])
        return GIVE_UP

    plans: dict[str, Any] = {"key": None, "plan": None, "at": -1, "used": Counter()}

    def night(g: Game, a: Ask) -> Answer | None:
        """The night's [致死伤害] and removals as planned for the sample (`plan_night`): the user's planned target, or
        none; the skills that could keep a planned out in (<祝福> on him, <防反>, <潜行>, <牵制>, <死灵咒>, <陷阱>)
        not used on him. Before the 公示: a [致死伤害] on the seat when it was told it went out (half the time)."""
        outs = told.posts.get(g.round + 1, {}).get("night_outs")
        s = g.state
        if outs is None or not isinstance(s, WState):
            known = told.outs.get(g.round, set())
            fit = [o for o in a.options if a.skill in KILLS and _aimed(o) in known]
            return pick(fit) if fit and rng.random() < 0.5 else None
        key = (id(g), g.round)
        if plans["key"] != key or len(g.history) <= plans["at"]:  # a new night, or this one taken back: plan again
            plans.update(key=key, plan=plan_night(s, g.round, list(outs), rng), used=Counter())
        plans["at"] = len(g.history)
        plan = plans["plan"]
        if a.skill in SPARE:
            if a.skill == "祝福":
                return pick([o for o in a.options if o.get("target") not in outs])
            return GIVE_UP if GIVE_UP in a.options else None
        if plan is None:
            return None
        i = plans["used"][(a.skill, a.seat)]
        plans["used"][(a.skill, a.seat)] += 1
        x = plan.get((a.skill, a.seat, i))
        if x is None:
            return GIVE_UP
        return pick([o for o in a.options if _aimed(o) == x])

    def ballot(g: Game, a: Ask) -> Answer | None:
        """A ballot such that the day's valid ballots can still add up to its 投票结果: a target still short of its
        count, or 弃权, drawn in proportion to what is left for the voters still to vote."""
        counts = told.votes.get(g.round)
        s = g.state
        if g.round == 1 and isinstance(s, WState):  # day 1's ballots are secret (W-D1): all for the 神眷者 it read of
            first = told.elected
            return {"target": first} if first is not None and {"target": first} in a.options else None
        if counts is None or not isinstance(s, WState):
            return None
        valid = {x for x, c in s.chars.items() if c.votes}
        if s.quanshi is not None:
            valid &= set(s.quanshi)
        if a.seat not in valid:
            return None
        left = Counter(counts)
        for x, b in g._collected.items():
            if x in valid and b.get("target") != "弃权":
                left[int(b["target"])] -= 1
        waiting = [x for x, p in g.pending.items() if p.skill == "投票" and x in valid]
        if seat in waiting and seat != a.seat:  # the seat's own ballot is given as it was
            k = sum(1 for _, x, _ in g.history if x == seat)
            own = mine[k] if k < len(mine) else None
            if own is not None and own.get("target") != "弃权":
                left[int(own["target"])] -= 1
            waiting.remove(seat)
        if any(v < 0 for v in left.values()):
            return None
        need = sum(left.values())
        slots = len(waiting)
        if need > slots:
            return None
        outs = told.day_outs.get(g.round)
        first = told.elected if g.round == 1 else outs[0] if outs else None
        if first is not None and left[first] > 0 and (g.round == 1 or a.seat == s.shenjuanzhe):
            return {"target": first} if {"target": first} in a.options else None  # 「最先达到」 / the 神眷者's pick
        r = rng.randrange(slots)
        for t, n in sorted(left.items()):
            if r < n:
                return {"target": t} if {"target": t} in a.options else None
            r -= n
        return {"target": "弃权"}

    return guide


def _aimed(o: Answer) -> Any:
    """The character an option harms (<夜之牙>: [the out one, the target])."""
    t = o.get("target")
    return t[1] if isinstance(t, list) else t


def plan_night(s: WState, day: int, outs: list[int], rng: random.Random, tries: int = 50) -> dict[Any, int] | None:
    """Who could have put out `outs` this night, in the 公示's order (settle.ORDER: 圣光, 长眠, 突击, 轻袭 (the 骑兵
    himself after), 蓄力斩, 偷袭, 啃咬, 夜之牙; a skill's users in seat order): (skill, user, its use that night) ->
    target, drawn at random among the sample's holders of the skills that may act tonight; one 偷袭 at most (「当夜所有
    角色发动<偷袭>的次数为1」), <圣光>/<长眠> only on a 亡灵, <轻袭> only by a 骑兵 who went out too, <夜之牙> only
    while an out 亡灵 is left for it. None when no plan in `tries` draws gives that order (e.g. a <陷阱>① out: left
    to the sample's proposals)."""
    users: list[tuple[str, int, int]] = []
    swarm = len([x for x in s.living() if s.chars[x].identity == "活尸"]) >= 3
    for name in ORDER:
        for u in night_users(s, name):
            c = s.chars[u]
            skill = next(k for k in skills_of(s, u) if k.name == name)
            if c.afk or spent(c, skill) or (name == "蓄力斩" and day % 2) or (
                    name == "轻袭" and c.last_qingxi == day - 1):
                continue
            users += [(name, u, i) for i in range(2 if name == "啃咬" and swarm else 1)]
    wanted = set(outs)
    fangs = any(c.out and c.out_as is not None and IDENTITY[c.out_as].camp == WANGLING and o not in s.yezhiya_used
                for o, c in s.chars.items())
    for _ in range(tries):
        plan: dict[tuple[str, int, int], int] = {}
        covered: set[int] = set()
        free = list(users)
        for x in outs:
            if x in covered:
                continue
            fit = [k for k in free if _can(s, k, x, wanted, plan, fangs)]
            if not fit:
                break
            k = fit[rng.randrange(len(fit))]
            free.remove(k)
            plan[k] = x
            covered.add(x)
            if k[0] == "轻袭":
                covered.add(k[1])
        if covered != wanted:
            continue
        # the 公示's order: by skill, the 骑兵's own damage after every 轻袭 target's, a skill's uses in seat order
        seq = sorted([((ORDER.index(k[0]), 0, k[2], k[1]), x) for k, x in plan.items()]
                     + [((ORDER.index("轻袭"), 1, 0, k[1]), k[1]) for k in plan if k[0] == "轻袭"])
        order: list[int] = []
        for _, x in seq:
            if x not in order:
                order.append(x)
        if order == outs:
            return plan
    return None


def _can(s: WState, k: tuple[str, int, int], x: int, outs: set[int], plan: dict[tuple[str, int, int], int],
         fangs: bool) -> bool:
    """May use `k` of the plan put out `x`?"""
    name, u, _ = k
    if name in ("圣光", "长眠"):
        return s.chars[x].undead
    if name == "轻袭":
        return u in outs and u != x
    if name == "偷袭":
        return not any(p[0] == "偷袭" for p in plan)
    if name == "夜之牙":
        return fangs
    return True
