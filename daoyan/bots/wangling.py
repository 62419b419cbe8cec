"""A heuristic bot for 《亡灵低语2.x》 (`daoyan/games/wangling`): it plays from its own view only — the ask and its
seat's `seat_view` (its identity, the log lines addressed to it, the public table) — and never reads the game's state.
A bot object serves one seat for one game and reads that seat's log once, incrementally, into what the seat knows: its
team (the <团队> group, 夜之语), the camps its checks found, who holds the [死亡圣器], the public outs, the claims made
in last words and 剑痕.

It serves its *current* camp (「角色可以为了现有阵营和未来可能阵营服务」: a flipped character wins with his new camp),
except a 守夜人 turned 夜行怪, who keeps serving 圣殿 (<夜之心> turns him back once the other 亡灵 are gone).

Every camp:
- Day 1 elects a 神眷者 (immune to <诅咒>, breaks later ties) from its known team: the 民兵 and the 恶徒 their lowest
  seat, the 圣殿 their 守夜人 (the one all of them know); anyone else votes for himself (the 牧师, immune anyway,
  abstains).
- Later votes go to the most hostile living character it knows of: its own findings first, then the claims of last
  words and 剑痕, believed by who made them (a teammate's fully, a stranger's by half, a known enemy's not at all; a
  finding only from an identity that can find, and two claims of one identity count half each).
  Teammates and characters found friendly are never voted; a 亡灵 who may be a 腐尸 is not voted either (his <腐化>
  flips a human in his place) but left to the night's kills. With nothing to go on it votes at random among the
  others (a known team picks alike, by a hash of the day and seat every member computes), since no vote-out helps
  the 亡灵 most. A 圣殿 master still asked to vote knows a 亡灵 is still in, teammates included.
- Last words claim. The good camps (莱恩, 圣殿) publish their identity and findings (``我是牧师。5号=亡灵``); 环蛇
  and 亡灵 bluff a 牧师 whose <侦测> found one of their enemies (a known 圣殿, a human) to be 亡灵.
- The [死亡圣器]: <馈赠>/<灾厄> give it where the side gains — 圣殿 to the 慰魂师 (immune to <诅咒>: its master two
  nights later), else the 守夜人 or another 圣殿; 环蛇 to a known 环蛇 (the 神眷者 first); 莱恩 to the 神眷者
  (immune: the <诅咒> stops making 亡灵); 亡灵 to a human the <诅咒> will flip (never the 神眷者 or a known immune
  identity). A dying 神眷者 who has just handed the 圣器 on makes its new holder 神眷者 too (<传承>), so that the <诅咒>
  spares him.

莱恩:
- 牧师: <侦测> characters it knows nothing (or only old news) about, the most accused first; <圣光> kills a 亡灵 it
  found.
- 民兵 (枪兵, 骑兵, 弓兵): <牵制>, <突击> and <轻袭> (which costs the 骑兵's life) only on a found enemy; <警戒> an
  unknown (its feedback — <侦测>'s 是/否, <探查>'s camp — is a finding).
- 村长: <安葬> the latest out he knows nothing about. Everyone with <祝福> blesses alike (odd nights the 神眷者, even
  nights a seat every blesser computes the same), so the blessings add up to the 2 that protect.

圣殿:
- 守夜人: <夜之手> at night 1 declares 腐尸 (what the <藏匿>'s holder most often is after the first <诅咒>) — as the
  神眷者 (immune) he then becomes the master; never <夜之躯>. Turned 夜行怪, his <灾厄> hands the 圣器 to the 慰魂师.
- 游荡者: <探查>① on unknowns (② on a holder it knows, from day 5); <陷阱> a suspect; <潜行> while holding the 圣器.
- 慰魂师: <长眠> a found 亡灵 (or, once <虔诚> counts them at a quarter of the living, its best guess); <安魂> turns a
  found 亡灵 back, a turned teammate first.
- 剑士: <防反> onto a suspect or a stranger (never a teammate); <蓄力斩> a found enemy; <剑痕> publishes its findings.

环蛇:
- 恶徒: <藏匿> to a stranger who is not the 神眷者 (who would become its master); <追踪> follows the 圣器: a holder who
  passed it on overnight and is still in was most likely flipped by the <诅咒> (a 亡灵 for the night kills), and a
  stranger who kept it overnight (or the 神眷者 holding it) is about to become its master — every 环蛇 who knows
  goes for him first, vote and <偷袭>. <偷袭>: one 恶徒 a night in seat order (two would void each other), on that
  holder, else a found 圣殿, else a found 亡灵, else a stranger.
- 学者: <拓印> a stranger at night 1 (copying <探查>, <侦测> or a kill); <诡辩> on himself (voted top, he picks the
  victim instead); <诈骗> the holder he knows of, or two guesses from day 4.
- 贵族: <权势> is left unused (he knows nobody to trust).

亡灵: <啃咬>, <夜之牙> and <腐化> at humans (known important ones first: the 神眷者, a known 牧师/慰魂师), never a
known 亡灵; <虚体> and <死灵咒> always.

>>> from daoyan.core.ask import Ask
>>> bot, lines = HeuristicBot(1), []
>>> def view():
...     return {"you": {"identity": "牧师", "camp": "莱恩"}, "log": list(lines),
...             "table": {"players": 6, "day": 2, "out": [], "shenjuanzhe": None}}
>>> lines.append({"round": 0, "phase": "开局准备", "data": {"identity": "牧师", "camp": "莱恩"}})
>>> check = Ask(1, "侦测", "", [{"choice": "放弃"}] + [{"target": t} for t in range(1, 7)], {"choice": "放弃"},
...             round=2, phase="夜晚")
>>> checked = bot.decide(check, view)["target"]
>>> checked != 1                                   # someone else
True
>>> lines.append({"round": 2, "phase": "夜晚", "data": {"侦测": True}})  # the answer: he is 亡灵
>>> holy = Ask(1, "圣光", "", [{"choice": "放弃"}] + [{"target": t} for t in range(1, 7)], {"choice": "放弃"},
...            round=2, phase="夜晚")
>>> bot.decide(holy, view) == {"target": checked}  # <圣光> puts a 亡灵 out
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from ..core.ask import Answer, Ask
from ..games.wangling.identities import IDENTITY

View = Callable[[], dict[str, Any]]

LAIEN, SHENGDIAN, HUANSHE, WANGLING = "莱恩", "圣殿", "环蛇", "亡灵"
HUMAN = "人类"  # found 「不属于亡灵阵营」 (<侦测> 否): some human camp
CAMP_OF: dict[str, str] = {name: str(i.camp) for name, i in IDENTITY.items()}
IMMUNE = ("牧师", "慰魂师")  # 神恩 / 虔诚: 「不受<诅咒>技能影响」
#: how much a camp wants a character of each (known) camp gone: > 0 hostile, < 0 friendly
HOSTILITY: dict[str, dict[str, float]] = {
    LAIEN: {LAIEN: -10, SHENGDIAN: -3, HUANSHE: 8, WANGLING: 10, HUMAN: -1},
    SHENGDIAN: {LAIEN: -3, SHENGDIAN: -10, HUANSHE: 6, WANGLING: 10, HUMAN: -1},
    HUANSHE: {LAIEN: 4, SHENGDIAN: 10, HUANSHE: -10, WANGLING: 4, HUMAN: 2},
    WANGLING: {LAIEN: 6, SHENGDIAN: 6, HUANSHE: 6, WANGLING: -10, HUMAN: 6},
}
KILL = 5  # the least hostility worth a night kill (a found enemy; never a stranger)
#: <拓印>: the skills worth copying, best first
COPY_ORDER = ("探查", "侦测", "突击", "蓄力斩", "圣光", "长眠", "轻袭", "警戒", "防反", "安葬", "陷阱", "剑痕")
CLAIM = re.compile(r"(\d+)号=(亡灵|莱恩|圣殿|环蛇|人类)")
IDENTITY_CLAIM = re.compile(r"我是(\w+?)。")
#: the identities whose skills find camps (<侦测>, <探查>, <警戒>, <安葬>; a 守夜人 knows his 圣殿; a 学者 may copy)
FINDERS = ("牧师", "游荡者", "弓兵", "村长", "守夜人", "学者", "剑士", "枪兵", "骑兵", "慰魂师")
STALE = 3  # days after which a human finding is old news (the <诅咒> and <腐化> flip characters)


def mix(*xs: int) -> int:
    """A deterministic hash of small ints, the same in every process: a team's members pick alike with it.

    >>> mix(3, 5) == mix(3, 5) != mix(5, 3)
    True
    """
    h = 2166136261
    for x in xs:
        h = ((h ^ (x & 0xFFFFFFFF)) * 16777619) & 0xFFFFFFFF
        h ^= h >> 13
    return h


class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)
        self._seen = 0  # the seat's log lines read so far (its log only grows)
        self.me = 0
        self.players = 0
        self.dealt = ""  # the identity dealt
        self.identity = ""  # the identity now
        self.camp = ""  # the camp now
        self.day = 0
        self.master = False  # this seat is the 圣器's master
        self.team: set[int] = set()  # known members of the dealt camp (the <团队> group; 圣殿 by 夜之语)
        self.group: list[int] = []  # the <团队> group of the deal (民兵 / 恶徒), in seat order
        self.idents: dict[int, str] = {}  # seat -> identity known (夜之语, <安葬>)
        self.known: dict[int, tuple[str, int]] = {}  # seat -> (camp or HUMAN, the day found)
        self.claims: dict[int, list[tuple[str, float, int | None]]] = {}  # seat -> (camp, trust, claimer): claims
        self.claimed_as: dict[str, int] = {}  # identity -> the first out character who claimed it
        self.out: set[int] = set()
        self.out_day: dict[int, float] = {}  # seat -> when he went out: day d's vote d, night d d + 0.5
        self.out_undead: set[int] = set()  # out characters known to have been 亡灵 when they went out
        self.holder: int | None = None  # the [死亡圣器]'s holder as last known
        self.holder_day = 0
        self.holder_identity: str | None = None  # <夜之眼>
        self.threat: int | None = None  # a holder about to become the 圣器's master (<追踪> saw him keep it)
        self.shenjuanzhe: int | None = None
        self.undead_count: int | None = None  # <虔诚>
        self._last: dict[str, int] = {}  # my last target per information skill, to read its answer
        self._bitten: set[int] = set()  # tonight's <啃咬> targets (集群: the second bite elsewhere)
        self._bitten_night = 0
        self._gave: int | None = None  # my <馈赠>'s pick (<传承> follows it)
        self._scores: dict[int, float] = {}  # this decision's scores
        self._friends: set[int] | None = None  # this decision's friends
        self._side, self._serves = "", False  # this decision's side, and whether it is the team's

    # -- reading the view ------------------------------------------------------------------------------------------
    def _read(self, v: dict[str, Any], ask: Ask) -> None:
        self.me = ask.seat
        you = v.get("you") or {}
        table = v.get("table") or {}
        self.players = int(table.get("players") or self.players or 0)
        self.day = int(table.get("day") or ask.round or self.day)
        log = v.get("log") or []
        if len(log) < self._seen:  # not the log this bot has been reading: read it all again
            self._seen = 0
        for e in log[self._seen:]:
            d = e.get("data")
            if d:
                self._entry(d, int(e.get("round", self.day)), str(e.get("phase", "")))
        self._seen = len(log)
        self.identity = str(you.get("identity") or self.identity)
        self.camp = str(you.get("camp") or self.camp or CAMP_OF.get(self.identity, ""))
        self.master = bool(you.get("master"))
        if you.get("shengqi"):
            self._hold(self.me, self.day)
        if table.get("shenjuanzhe") is not None:
            self.shenjuanzhe = int(table["shenjuanzhe"])
        out = table.get("out") or []
        if len(out) != len(self.out):  # outs the log has not named yet (tonight's, before the 公示)
            when = self.day + (0.5 if ask.phase == "夜晚" else 0.0)
            for x in out:
                self._gone(int(x), when)

    def _gone(self, seat: int, when: float) -> None:
        if seat in self.out:
            return
        self.out.add(seat)
        self.out_day[seat] = when
        k = self.known.get(seat)
        if k is not None and k[0] == WANGLING:
            self.out_undead.add(seat)
        if self.holder == seat:
            self.holder = None

    def _hold(self, seat: int, day: int) -> None:
        self.holder, self.holder_day = seat, day

    def _find(self, seat: int, camp: str, day: int) -> None:
        self.known[seat] = (camp, day)
        if seat in self.out and camp == WANGLING:
            self.out_undead.add(seat)

    def _entry(self, d: dict[str, Any], day: int, phase: str) -> None:  # one branch per kind of line
        if "identity" in d and not self.dealt:  # the deal
            self.dealt = self.identity = str(d["identity"])
            self.camp = str(d.get("camp") or CAMP_OF.get(self.dealt, ""))
        if "group" in d and "seats" in d:  # 「拥有者互知共群」
            self.group = sorted(int(x) for x in d["seats"])
            self.team |= set(self.group)
            for x in self.group:
                self.known[x] = (self.camp, 0)
        if "夜之语" in d:
            for k, name in d["夜之语"].items():
                x = int(k)
                self.team.add(x)
                self.idents[x] = str(name)
                self.known[x] = (SHENGDIAN, 0)
        if "flip" in d:
            self.identity = str(d["flip"])
            self.camp = CAMP_OF.get(self.identity, self.camp)
            if d.get("why") == "拓印" and "拓印" in self._last:  # 「若该角色属于亡灵阵营，学者翻转身份」
                self._find(self._last["拓印"], WANGLING, day)
        if "shengqi" in d:
            self._hold(int(d["shengqi"]), day)
        for key in ("藏匿", "追踪"):
            if key in d:
                prev, now = self.holder, int(d[key])
                if key == "追踪" and prev is not None and prev != now and prev not in self.out \
                        and prev not in self.team and self.holder_day < day:
                    # it changed hands overnight and he is still in: most likely the <诅咒> flipped him and he
                    # passed it on by <灾厄>
                    self._find(prev, WANGLING, day)
                if key == "追踪" and (prev == now or now == self.shenjuanzhe):
                    self.threat = now  # a human keeping it (immune, or the <诅咒> spent): its master soon
                self._hold(now, day)
        if "夜之眼" in d:
            self.holder_identity = str(d["夜之眼"])
        if "侦测" in d and "侦测" in self._last:
            self._find(self._last.pop("侦测"), WANGLING if d["侦测"] else HUMAN, day)
        if "探查" in d and "探查" in self._last:
            self._find(self._last.pop("探查"), str(d["探查"]), day)
        if "安葬" in d and "安葬" in self._last:
            x = self._last.pop("安葬")
            self.idents[x] = str(d["安葬"])
            self._find(x, CAMP_OF.get(str(d["安葬"]), HUMAN), day)
        if "警戒" in d and "警戒" in self._last:
            x = self._last.pop("警戒")
            for skill, feedback in d["警戒"]:
                if skill == "侦测" and feedback in ("是", "否"):
                    self._find(x, WANGLING if feedback == "是" else HUMAN, day)
                elif skill == "探查" and feedback in HOSTILITY:
                    self._find(x, str(feedback), day)
        if "void" in d:  # my skill 失效: no answer is coming
            self._last.pop(str(d["void"]), None)
        if "虔诚" in d:
            self.undead_count = int(d["虔诚"])
        if d.get("out") is not None:
            self._gone(int(d["out"]), day + (0.5 if phase == "夜晚" else 0.0))
        if "公示" in d:
            p = d["公示"]
            for x in p.get("day_outs") or []:
                self._gone(int(x), day - 1)
            for x in p.get("night_outs") or []:
                self._gone(int(x), day - 0.5)
            for k, text in (p.get("last_words") or {}).items():
                self._claim(int(k), str(text))
            for text in p.get("jianhen") or []:
                self._claim(None, str(text))
        if d.get("shenjuanzhe") is not None:
            self.shenjuanzhe = int(d["shenjuanzhe"])

    def _claim(self, author: int | None, text: str) -> None:
        """Claims in last words (``我是牧师。5号=亡灵``) or 剑痕 (``5号=亡灵``), believed by who made them: a teammate
        fully, a stranger by half, a known enemy not at all — and findings only from an identity that can find
        (a 村民 who «found» someone lies); a second claim of the same identity halves both."""
        if author == self.me:
            return
        trust = 0.5
        if author is not None:
            k = self.known.get(author)
            if author in self.team or (k is not None and k[0] == self.camp):
                trust = 1.0
            elif k is not None and HOSTILITY.get(self.camp, {}).get(k[0], 0) > 0:
                trust = 0.0
            who = IDENTITY_CLAIM.search(text)
            name = who.group(1) if who else None
            if name not in FINDERS:
                trust = 0.0
            elif name is not None and trust < 1.0:
                rival = self.claimed_as.get(name)
                if rival is not None and rival != author:
                    trust /= 2
                    for claims in self.claims.values():  # the earlier claimer's words count half too
                        claims[:] = [(c, t / 2 if a == rival else t, a) for c, t, a in claims]
                self.claimed_as.setdefault(name, author)
        for seat, camp in CLAIM.findall(text):
            if int(seat) != self.me and trust > 0:
                self.claims.setdefault(int(seat), []).append((camp, trust, author))

    # -- judging characters ----------------------------------------------------------------------------------------
    @property
    def side(self) -> str:
        """The camp served: the current one, but a 守夜人 turned 夜行怪 still serves 圣殿 (<夜之心> turns him back)."""
        if self.camp == WANGLING and self.dealt == "守夜人" and self.identity == "夜行怪":
            return SHENGDIAN
        return self.camp

    def serves_team(self) -> bool:
        """Whether this seat still serves the camp it was dealt with its team."""
        return bool(self.dealt) and self.side == CAMP_OF.get(self.dealt)

    def friends(self) -> set[int]:
        """Characters of the side served, as far as this seat knows (its team while it still serves it)."""
        if self._friends is None:
            side = self.side
            out = {self.me}
            if self.serves_team():
                out |= {x for x in self.team if self.known.get(x, (side, 0))[0] == side}
            out |= {x for x, (c, _) in self.known.items() if c == side}
            self._friends = out
        return self._friends

    def camp_guess(self, seat: int) -> str | None:
        k = self.known.get(seat)
        if k is None:
            return None
        camp, day = k
        if camp != WANGLING and self.day - day > STALE and seat not in self.team:
            return None  # old news: he may have flipped since
        return camp

    def score(self, seat: int) -> float:
        """How much the side served wants `seat` gone (> 0) or kept (< 0) (cached for the decision)."""
        got = self._scores.get(seat)
        if got is None:
            got = self._scores[seat] = self._score(seat)
        return got

    def _score(self, seat: int) -> float:
        if seat == self.me:
            return -100.0
        side = self._side
        table = HOSTILITY.get(side, HOSTILITY[LAIEN])
        camp = self.camp_guess(seat)
        if seat in self.team and self._serves and camp in (None, side):
            return -20.0
        if side == HUANSHE and seat == self.threat == self.holder and seat not in self.friends():
            return 12.0  # a stranger about to become the 圣器's master: his master would not be ours
        if camp is not None:
            return table.get(camp, 0.0)
        s = sum(table.get(c, 0.0) * 0.6 * trust for c, trust, _ in self.claims.get(seat, ()))
        return s + (1.0 if side == WANGLING else 0.0)  # to a 亡灵, a stranger is most likely human

    def vote_score(self, seat: int) -> float:
        """`score` for the vote: a 亡灵 who may be a 腐尸 is not worth voting out — his <腐化> flips a human in his
        place (「当腐尸因投票出局时…该角色翻转其身份」); night kills are for him."""
        s = self.score(seat)
        if s > 0 and self.side != WANGLING and self.camp_guess(seat) == WANGLING \
                and self.idents.get(seat, "腐尸") == "腐尸":
            return 0.0
        return s

    def salt(self) -> int:
        """What a team's members all know alike: the group's first seat; for 圣殿 the 守夜人's seat."""
        if self.group:
            return self.group[0]
        watcher = [x for x, name in self.idents.items() if name == "守夜人" and x in self.team]
        return watcher[0] if watcher else self.me if self.dealt == "守夜人" else 0

    def best(self, seats: list[int], vote: bool = False) -> tuple[int | None, float]:
        """The most hostile of `seats` and its score; a team breaks ties alike, a lone seat at random."""
        if not seats:
            return None, 0.0
        scored = [(self.vote_score(x) if vote else self.score(x), x) for x in seats]
        top = max(sc for sc, _ in scored)
        tied = [x for sc, x in scored if sc == top]
        if len(tied) == 1:
            return tied[0], top
        if self.team - {self.me} and self.serves_team():
            salt = self.salt()
            return max(tied, key=lambda x: mix(self.day, x, salt)), top
        return self._r.choice(tied), top

    def immune(self, seat: int) -> bool:
        return seat == self.shenjuanzhe or self.idents.get(seat) in IMMUNE

    def living(self, options: list[Answer]) -> list[int]:
        """The seats an ask offers as a plain target."""
        return [int(o["target"]) for o in options if isinstance(o.get("target"), int) and "skill" not in o]

    # -- deciding --------------------------------------------------------------------------------------------------
    def decide(self, ask: Ask, view: View) -> Answer:
        self._scores = {}
        self._friends = None
        self._read(view(), ask)
        self._side, self._serves = self.side, self.serves_team()
        handler = HANDLERS.get(ask.skill)
        got = handler(self, ask) if handler is not None else None
        if got is None:
            return ask.default
        if "say" in got:  # speech (遗言, 剑痕): the option, with the words
            plain = {k: v for k, v in got.items() if k != "say"}
            return got if plain in ask.options and ask.speech else ask.default
        return got if got in ask.options else ask.default

    def _pick(self, ask: Ask, seat: int | None) -> Answer | None:
        if seat is None:
            return None
        return next((o for o in ask.options if o.get("target") == seat and "skill" not in o), None)

    def _vote(self, ask: Ask) -> Answer | None:
        seats = self.living(ask.options)
        if ask.round <= 1:
            return self._pick(ask, self._elect(seats))
        others = [x for x in seats if x != self.me]
        target, score = self.best(others, vote=True)
        if target is None or score < 0:
            if self.side == SHENGDIAN and self.master and others:
                # our master holds, yet the game goes on: a 亡灵 is still in, though everyone left is a teammate
                # this seat knew — one of them has turned (the team votes alike)
                salt = self.salt()
                return self._pick(ask, max(others, key=lambda x: mix(self.day, x, salt, 5)))
            return None  # 弃权: only friends are left
        return self._pick(ask, target)

    def _elect(self, seats: list[int]) -> int | None:
        """Day 1: the 神眷者 (immune to <诅咒>, breaks later ties) from the known team."""
        if self.side == SHENGDIAN:
            watcher = self.salt()
            return watcher if watcher in seats else None
        if self.group and self.serves_team():
            alive = [x for x in self.group if x in seats]
            return alive[0] if alive else None
        if self.identity == "牧师":
            return None
        return self.me if self.me in seats else None

    def _last_words(self, ask: Ask) -> Answer | None:
        if self.side in (LAIEN, SHENGDIAN):
            found = [f"{x}号={camp}" for x, (camp, day) in sorted(self.known.items())
                     if x not in self.team and x != self.me and x not in self.out
                     and (camp in (WANGLING, HUANSHE) or (camp == HUMAN and self.day - day <= 1))]
            text = f"我是{self.dealt}。" + " ".join(found)
        else:  # a bluff: a 牧师 whose <侦测> found one of our enemies to be 亡灵
            enemies = [x for x in range(1, self.players + 1)
                       if x not in self.out and x not in self.friends() and self.score(x) > 0]
            text = "我是牧师。" if enemies else "我是村民。"
            if enemies:
                text += f"{self._r.choice(enemies)}号={WANGLING}"
        return {"choice": "遗言", "say": text}

    def _jianhen(self, ask: Ask) -> Answer | None:
        found = [f"{x}号={c}" for x, (c, _) in sorted(self.known.items())
                 if c in (WANGLING, HUANSHE) and x not in self.out and x not in self.team]
        if not found or self.side != SHENGDIAN:
            return None
        return {"choice": "留言", "say": " ".join(found)[:100]}

    # -- the 圣器 and the 神眷者 -------------------------------------------------------------------------------------
    def _keeper(self, seats: list[int]) -> int | None:
        """Whom the side wants holding the 圣器 next (never this seat)."""
        side = self.side
        cands = [x for x in seats if x != self.me]
        if side == WANGLING:  # a human the <诅咒> will flip
            humans = [x for x in cands if not self.immune(x) and self.score(x) > 0]
            return self._r.choice(humans) if humans else None
        friends = [x for x in cands if x in self.friends()]
        if side == SHENGDIAN:
            for name in ("慰魂师", "守夜人", "剑士", "游荡者"):
                x = next((s for s in friends if self.idents.get(s) == name), None)
                if x is not None:
                    return x
        if side == HUANSHE and friends:
            return self.shenjuanzhe if self.shenjuanzhe in friends else friends[0]
        if self.shenjuanzhe in cands and self.score(self.shenjuanzhe) <= 0:  # immune: the <诅咒> stops
            return self.shenjuanzhe
        if friends:
            return friends[0]
        safe = [x for x in cands if self.score(x) <= 0]
        return self._r.choice(safe) if safe else None

    def _kuizeng(self, ask: Ask) -> Answer | None:
        seats = self.living(ask.options)
        got = self._pick(ask, self._keeper(seats)) or self._pick(ask, self._r.choice(seats) if seats else None)
        self._gave = got["target"] if got is not None else None
        return got

    def _zaie(self, ask: Ask) -> Answer | None:
        return self._pick(ask, self._keeper(self.living(ask.options)))  # none: he keeps it

    def _chuancheng(self, ask: Ask) -> Answer | None:
        seats = [x for x in self.living(ask.options) if x != self.me]
        if self._gave in seats:  # the 圣器's new holder: made immune (神恩) — or, for the 亡灵, anyone else
            if self.side != WANGLING:
                return self._pick(ask, self._gave)
            seats = [x for x in seats if x != self._gave] or seats
        friends = [x for x in seats if x in self.friends()]
        if friends:
            return self._pick(ask, min(friends))
        safe = [x for x in seats if self.score(x) <= 0]
        return self._pick(ask, self._r.choice(safe or seats)) if seats else None

    def _cangni(self, ask: Ask) -> Answer | None:
        seats = [x for x in self.living(ask.options) if x != self.shenjuanzhe and x not in self.team]
        if not self.serves_team():
            seats = [x for x in seats if self.score(x) > 0] or seats
        if not seats:
            return None
        salt = self.salt()
        return self._pick(ask, max(seats, key=lambda x: mix(self.day, x, salt, 7)))

    # -- night: information ----------------------------------------------------------------------------------------
    def _unknowns(self, seats: list[int]) -> list[int]:
        return [x for x in seats if x != self.me and x not in self.friends() and self.camp_guess(x) is None]

    def _check(self, ask: Ask, key: str) -> Answer | None:
        seats = self.living(ask.options)
        pool = self._unknowns(seats) or [x for x in seats if x != self.me and x not in self.team]
        if not pool:
            return None
        accused = {x: self.score(x) for x in pool}
        top = max(accused.values())
        target = self._r.choice([x for x in pool if accused[x] == top])
        self._last[key] = target
        return self._pick(ask, target)

    def _zhence(self, ask: Ask) -> Answer | None:
        return self._check(ask, "侦测")

    def _jingjie(self, ask: Ask) -> Answer | None:
        return self._check(ask, "警戒")

    def _anzang(self, ask: Ask) -> Answer | None:
        seats = [x for x in self.living(ask.options) if x not in self.idents]
        if not seats:
            return None
        target = max(seats, key=lambda x: (self.out_day.get(x, 0), -x))
        self._last["安葬"] = target
        return self._pick(ask, target)

    def _tancha(self, ask: Ask) -> Answer | None:
        seats = sorted({int(o["target"]) for o in ask.options if isinstance(o.get("target"), int)})
        h = self.holder
        if h is not None and h != self.me and h in seats and self.day >= 5 and self.holder_day >= self.day - 1 \
                and self.side != WANGLING:
            return next((o for o in ask.options if o.get("choice") == 2 and o.get("target") == h), None)
        pool = self._unknowns(seats) or [x for x in seats if x != self.me and x not in self.team]
        if not pool:
            return None
        target = self._r.choice(pool)
        self._last["探查"] = target
        return next((o for o in ask.options if o.get("choice") == 1 and o.get("target") == target), None)

    def _tuoyin(self, ask: Ask) -> Answer | None:
        if not any("target" in o for o in ask.options):  # the second ask: which of his skills to copy
            named = {o.get("choice") for o in ask.options}
            return next(({"choice": n} for n in COPY_ORDER if n in named), None)
        if self.side != HUANSHE or self.day > 1:
            return None
        pool = self._unknowns(self.living(ask.options))
        if not pool:
            return None
        target = self._r.choice(pool)
        self._last["拓印"] = target
        return self._pick(ask, target)

    def _zhapian(self, ask: Ask) -> Answer | None:
        h = self.holder
        if h is not None and h != self.me and self.holder_day >= self.day - 1:
            return next((o for o in ask.options if o.get("target") == [h]), None)
        if self.day < 4:
            return None
        alive = [x for x in range(1, self.players + 1) if x not in self.out]
        pool = [x for x in self._unknowns(alive) if x != self.shenjuanzhe]
        if len(pool) < 2:
            return None
        pair = sorted(self._r.sample(pool, 2))
        return next((o for o in ask.options if o.get("target") == pair), None)

    def _yezhishou(self, ask: Ask) -> Answer | None:
        if self.holder == self.me:
            return None
        return next((o for o in ask.options if o.get("choice") == (self.holder_identity or "腐尸")), None)

    # -- night: protection, kills, effects -------------------------------------------------------------------------
    def _zhufu(self, ask: Ask) -> Answer | None:
        seats = self.living(ask.options)
        if not seats or self.side == WANGLING:
            return None
        if self.day % 2 == 1 and self.shenjuanzhe in seats:
            return self._pick(ask, self.shenjuanzhe)
        pool = [x for x in seats if x != self.shenjuanzhe] or seats
        return self._pick(ask, max(pool, key=lambda x: mix(self.day, x, 11)))

    def _kill(self, ask: Ask) -> Answer | None:
        """A found enemy, never a stranger (<突击>, <轻袭>, <蓄力斩>, <牵制>)."""
        target, score = self.best([x for x in self.living(ask.options) if x != self.me])
        return self._pick(ask, target) if score >= KILL else None

    def _fangfan(self, ask: Ask) -> Answer | None:
        seats = [x for x in self.living(ask.options) if x not in self.friends()]
        return self._pick(ask, self.best(seats)[0])

    def _xianjing(self, ask: Ask) -> Answer | None:
        seats = [x for x in self.living(ask.options) if x not in self.friends()]
        target, score = self.best(seats)
        if ask.phase == "白天" and score <= 0 and self.side != WANGLING:
            return None  # 陷阱②: a kill now, on a stranger — not worth it
        return self._pick(ask, target)

    def _qianxing(self, ask: Ask) -> Answer | None:
        return ask.options[-1] if self.holder == self.me else None

    def _found_undead(self, ask: Ask) -> list[int]:
        if self.side == WANGLING:
            return []
        return [x for x in self.living(ask.options) if x != self.me and self.camp_guess(x) == WANGLING]

    def _shengguang(self, ask: Ask) -> Answer | None:
        found = self._found_undead(ask)
        return self._pick(ask, self._r.choice(found)) if found else None

    def _changmian(self, ask: Ask) -> Answer | None:
        found = self._found_undead(ask)
        if found:
            return self._pick(ask, self._r.choice(found))
        seats = self.living(ask.options)
        if self.side != WANGLING and self.undead_count and self.undead_count * 4 >= len(seats):
            return self._pick(ask, self.best(self._unknowns(seats))[0])
        return None

    def _anhun(self, ask: Ask) -> Answer | None:
        found = self._found_undead(ask)
        mine = [x for x in found if x in self.team]  # a turned teammate comes back to 圣殿
        return self._pick(ask, (mine or found)[0]) if found else None

    def _guibian(self, ask: Ask) -> Answer | None:
        if ask.phase == "白天":  # the named one is among the top: who goes out instead
            return self._pick(ask, self.best([x for x in self.living(ask.options) if x != self.me])[0])
        return self._pick(ask, self.me)

    def _touxi(self, ask: Ask) -> Answer | None:
        if not self._my_turn_to_ambush():
            return None
        return self._pick(ask, self.best([x for x in self.living(ask.options) if x not in self.friends()])[0])

    def _my_turn_to_ambush(self) -> bool:
        """One <偷袭> a night (「如果当夜所有角色发动<偷袭>的次数为1」): each night the group's first member in seat
        order who was in and has not had his turn yet."""
        group = self.group or [self.me]
        used: set[int] = set()
        for night in range(1, self.day + 1):
            alive = [x for x in group if self.out_day.get(x, 99.0) > night and x not in used]
            if not alive:
                return False
            if night == self.day:
                return alive[0] == self.me
            used.add(alive[0])
        return False

    # -- 亡灵 ------------------------------------------------------------------------------------------------------
    def _kenyao(self, ask: Ask) -> Answer | None:
        if self._bitten_night != self.day:
            self._bitten, self._bitten_night = set(), self.day
        seats = [x for x in self.living(ask.options) if x not in self._bitten and x not in self.friends()]
        target, score = self.best(seats)
        if target is None or (self.side != WANGLING and score < KILL):
            return None
        self._bitten.add(target)
        return self._pick(ask, target)

    def _yezhiya(self, ask: Ask) -> Answer | None:
        pairs = [o for o in ask.options if isinstance(o.get("target"), list)]
        outs = sorted({int(o["target"][0]) for o in pairs})
        undead = [o for o in outs if o in self.out_undead]
        if not outs or (not undead and self.side != WANGLING):
            return None
        dead = (undead or outs)[0]
        seats = sorted({int(o["target"][1]) for o in pairs if o["target"][0] == dead})
        target, score = self.best([x for x in seats if x not in self.friends()])
        if target is None or score <= 0:
            return None
        return next((o for o in pairs if o["target"] == [dead, target]), None)

    def _fuhua(self, ask: Ask) -> Answer | None:
        if self.side != WANGLING:
            return None
        seats = [x for x in self.living(ask.options) if x not in self.friends() and self.score(x) > 0]
        important = [x for x in seats if self.idents.get(x) in IMMUNE or x == self.shenjuanzhe]
        return self._pick(ask, self._r.choice(important or seats)) if seats else None

    def _xuti(self, ask: Ask) -> Answer | None:
        return {"choice": "发动"}

    def _silingzhou(self, ask: Ask) -> Answer | None:
        if self.side != WANGLING:
            return None
        seats = [x for x in self.living(ask.options) if self.camp_guess(x) != WANGLING]
        return self._pick(ask, self._r.choice(seats)) if seats else None


#: the ask's skill -> the method that answers it (an ask not here takes its default: <权势> is left unused)
HANDLERS: dict[str, Callable[[HeuristicBot, Ask], Answer | None]] = {
    "投票": HeuristicBot._vote, "遗言": HeuristicBot._last_words, "剑痕": HeuristicBot._jianhen,
    "馈赠": HeuristicBot._kuizeng, "灾厄": HeuristicBot._zaie, "传承": HeuristicBot._chuancheng,
    "藏匿": HeuristicBot._cangni, "侦测": HeuristicBot._zhence, "警戒": HeuristicBot._jingjie,
    "安葬": HeuristicBot._anzang, "探查": HeuristicBot._tancha, "拓印": HeuristicBot._tuoyin,
    "诈骗": HeuristicBot._zhapian, "夜之手": HeuristicBot._yezhishou, "祝福": HeuristicBot._zhufu,
    "突击": HeuristicBot._kill, "轻袭": HeuristicBot._kill, "蓄力斩": HeuristicBot._kill, "牵制": HeuristicBot._kill,
    "防反": HeuristicBot._fangfan, "陷阱": HeuristicBot._xianjing, "潜行": HeuristicBot._qianxing,
    "圣光": HeuristicBot._shengguang, "长眠": HeuristicBot._changmian, "安魂": HeuristicBot._anhun,
    "诡辩": HeuristicBot._guibian, "偷袭": HeuristicBot._touxi, "啃咬": HeuristicBot._kenyao,
    "夜之牙": HeuristicBot._yezhiya, "腐化": HeuristicBot._fuhua, "虚体": HeuristicBot._xuti,
    "死灵咒": HeuristicBot._silingzhou,
}
