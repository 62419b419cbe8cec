"""讨论日长短 and the night's deadlines of 版杀 (seed 003_6ab575b4f34e0846.txt), as a pure calendar.

「一般讨论日持续两天,每逢周末时讨论日延长一天。未出局角色减少到一定程度时,导演将自动执行加速。」
「未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前(一般为最后一个自然日的18:00)大于等于存活人数的一半,
即判定加速或延迟成功。」「执行加速时,所有人不可改票,且发言不足或未投票者将不被判罚。」「延迟成功时,不再视为“执行加速”状态。」
「关门前一小时不允许改票或代投,执行加速时不允许改票。」

Rulings (docs/rulings/langren.md, part 4, readings A-LR-13, A-LR-18 … A-LR-20, A-LR-28): a discussion day
opens at 开门 (00:00) and covers `day_length` natural days, one more when one of them is a Saturday, a Sunday or a
holiday; it closes (关门, T) at 21:00 of its last natural day. At 18:00 of every natural day but the last, the
加速 requests are counted, and at 18:00 of the last one the 延时 requests. Times are the forum's, to the minute;
nothing here reads a clock.

>>> from datetime import datetime
>>> plan = plan_day(datetime(2024, 5, 2), ["甲", "乙", "丙"], [], DaySettings(), auto_accelerate=False)
>>> [d.isoformat() for d in plan.natural_days], plan.close.isoformat(sep=" ")
(['2024-05-02', '2024-05-03'], '2024-05-03 21:00:00')
>>> rules = vote_rules_at(datetime(2024, 5, 3, 20, 0), plan)
>>> rules.first_vote, rules.change, rules.proxy
(True, False, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

SPEED_UP, DELAY = "加速", "延时"
LAST_HOUR = timedelta(minutes=60)  # 「关门前一小时」

# 「关门后N分钟内:」: each block of a night stage's steps, by its number(s), and its deadline in minutes after 关门
# (A-LR-13: the headings are absolute deadlines T+N for every step under them). None: 「直到第二天开门前」.
NIGHT_DEADLINES: Mapping[tuple[str, tuple[int, ...]], int | None] = {
    ("黄昏", (1, 2)): 10,
    ("黄昏", (3, 4)): 20,
    ("早夜", (1,)): 30,
    ("早夜", (2, 3, 4, 5, 6, 7, 8, 9, 10)): 40,
    ("午夜", (1, 2, 3, 4, 5, 6, 7, 8, 9)): 60,
    ("深夜", (1, 2, 3)): 80,
    ("凌晨", (1, 2, 3, 4, 5, 6)): 90,
    ("凌晨", (7, 8, 9)): 100,
    ("晨曦", (1, 2)): 110,
    ("晨曦", (3,)): 120,
    ("晨曦", (4,)): None,
}
NIGHT_STAGES = ("黄昏", "早夜", "午夜", "深夜", "凌晨", "晨曦")

_NEGATION = re.compile(r"(不|没|没有|未|别|勿|取消|撤回|撤销)$")
_SPACE = re.compile(r"\s+")


@dataclass
class DaySettings:
    """The room's calendar. `holidays` are natural days that extend a discussion day as a weekend does."""

    day_length: int = 2  # 「一般讨论日持续两天」
    open_hour: int = 0  # 开门 (A-LR-13: 00:00 of the natural day after 关门)
    close_hour: int = 21  # 关门 T: three hours after the 18:00 check (「讨论日结束三个小时前」)
    check_hour: int = 18  # 「一般为最后一个自然日的18:00」
    max_delays: int = 1  # A-LR-20: at most one 延时 per discussion day
    holidays: frozenset[date] = frozenset()

    def validate(self) -> None:
        """Raise ValueError (Chinese first) for a calendar that cannot work; changes nothing."""
        if self.day_length < 1:
            raise ValueError(f"讨论日长度至少为1个自然日 (day_length must be at least 1): {self.day_length}")
        for name, hour in (("open_hour", self.open_hour), ("close_hour", self.close_hour),
                           ("check_hour", self.check_hour)):
            if not 0 <= hour <= 23:
                raise ValueError(f"钟点须在0–23之间 ({name} must be an hour 0–23): {hour}")
        if not self.check_hour < self.close_hour:
            raise ValueError(f"申请判定时间须早于关门时间 (check_hour must be before close_hour): "
                             f"{self.check_hour} ≥ {self.close_hour}")
        if self.max_delays < 0:
            raise ValueError(f"延时次数上限不能为负 (max_delays must not be negative): {self.max_delays}")


@dataclass
class Request:
    """A post in the 进程帖: its time (to the minute), its author (a character) and its own text (quotes removed);
    `floor` names the post in reports (0: unknown)."""

    time: datetime
    who: str
    text: str
    floor: int = 0


@dataclass(frozen=True)
class Check:
    """One 18:00 count (「讨论日结束三个小时前」): its kind, the living at that minute, the requests that counted (each
    living character's latest request, if of this kind: F-12) and whether it passed (applicants × 2 ≥ living)."""

    at: datetime
    kind: str
    alive: int
    applicants: tuple[Request, ...]
    passed: bool

    @property
    def needed(self) -> int:
        """The fewest applicants that pass: half the living, rounded up, and at least one."""
        return max(1, (self.alive + 1) // 2)


@dataclass(frozen=True)
class DayPlan:
    """One discussion day as the requests made it. `events` are the decisions, each (time, zh, en)."""

    opens: datetime
    natural_days: tuple[date, ...]
    close: datetime  # T, 关门
    accelerated_from: datetime | None
    delayed: bool
    events: tuple[tuple[datetime, str, str], ...]
    accelerated_until: datetime | None = None  # a 延时 ended 执行加速 here (A-LR-20)
    weekend_extended: bool = False
    delays: int = 0
    checks: tuple[Check, ...] = ()  # every 18:00 count made, in order (also those with no applicant)

    def accelerated_at(self, t: datetime) -> bool:
        """Whether 执行加速 holds at minute t (from its start, until a 延时 ends it; after T, as at T)."""
        t = min(t, self.close)
        if self.accelerated_from is None or t < self.accelerated_from:
            return False
        return self.accelerated_until is None or t < self.accelerated_until

    @property
    def last_hour(self) -> datetime:
        """The first minute of 「关门前一小时」: T−60."""
        return self.close - LAST_HOUR

    def next_opening(self, settings: DaySettings) -> datetime:
        """开门 of the next discussion day: `open_hour` of the natural day after T (A-LR-13)."""
        return _at(self.close.date() + timedelta(days=1), settings.open_hour, self.close)


@dataclass(frozen=True)
class VoteWindow:
    """What the 投票帖 allows at one minute: first votes, the one 改票, 代投; and whether penalties apply."""

    at: datetime
    open: bool  # before T (a post stamped T or later is after 「讨论结束」)
    first_vote: bool
    change: bool  # 改票
    proxy: bool  # 代投
    accelerated: bool  # 执行加速
    yellow_cards: bool  # 「未回复投票帖者将被判罚黄牌」 (judged at T: ask at plan.close)
    speech_penalty: bool  # 发言不足 (the room's minimum, if any)

    def refusal(self, action: str, lang: str = "zh") -> str | None:
        """Why `action` (投票 | 改票 | 代投) is refused at this minute, quoting the book; None when it is allowed."""
        if action not in ("投票", "改票", "代投"):
            raise ValueError(f"未知的投票动作 (unknown vote action): {action!r}; 应为 投票 / 改票 / 代投")
        if not self.open:
            return ("讨论已结束(关门后发帖不计)" if lang == "zh"
                    else "the discussion is over (posts at or after the close do not count)")
        if action == "投票" or getattr(self, {"改票": "change", "代投": "proxy"}[action]):
            return None
        if action == "改票" and self.accelerated:
            return ("「执行加速时不允许改票」" if lang == "zh"
                    else "no vote changes while the day is accelerated (「执行加速时不允许改票」)")
        what = {"改票": ("改票", "vote changes"), "代投": ("代投", "proxy votes")}[action]
        return (f"「关门前一小时不允许改票或代投」({what[0]})" if lang == "zh"
                else f"no {what[1]} in the last hour before the close (「关门前一小时不允许改票或代投」)")


def request_kind(text: str) -> str | None:
    """"加速", "延时" or None: what a post's own text applies for (申请加速; 申请延时 or 申请延迟).

    A post that applies for both counts for neither; a negated phrase (不申请加速, 取消申请延时) is no request.

    >>> request_kind("我申请加速!"), request_kind("申请延迟"), request_kind("申请加速,申请延时")
    ('加速', '延时', None)
    >>> request_kind("不申请加速"), request_kind("今天天气不错")
    (None, None)
    """
    return request_reading(text)[0]


_WORDS = ((SPEED_UP, ("申请加速",)), (DELAY, ("申请延时", "申请延迟")))


def request_reading(text: str) -> tuple[str | None, str]:
    """How a 进程帖 post's own text reads: (kind, "申请") for a request; else (None, why) with why 同时申请 (it asks for
    both), 否定或撤回 (the phrase is there, but only negated or withdrawn: 不申请加速, 取消申请延时) or 非申请.

    >>> request_reading("申请延迟"), request_reading("申请加速,申请延时"), request_reading("撤回申请加速")
    (('延时', '申请'), (None, '同时申请'), (None, '否定或撤回'))
    """
    flat = _SPACE.sub("", text)
    kinds = {kind for kind, words in _WORDS if any(_says(flat, word) for word in words)}
    if len(kinds) == 1:
        return kinds.pop(), "申请"
    if kinds:
        return None, "同时申请"
    if any(word in flat for _, words in _WORDS for word in words):
        return None, "否定或撤回"
    return None, "非申请"


def _says(text: str, phrase: str) -> bool:
    start = text.find(phrase)
    while start >= 0:
        if not _NEGATION.search(text[:start]):
            return True
        start = text.find(phrase, start + 1)
    return False


def auto_accelerated(living_count: int, threshold: int) -> bool:
    """「未出局角色减少到一定程度时,导演将自动执行加速。」: the board's `auto_accelerate_at` (default ⌊seats/2⌋).

    >>> auto_accelerated(6, 6), auto_accelerated(7, 6)
    (True, False)
    """
    if living_count < 0 or threshold < 0:
        raise ValueError(f"人数不能为负 (counts must not be negative): living={living_count}, threshold={threshold}")
    return living_count <= threshold


def default_auto_accelerate_at(seats: int) -> int:
    """The board's default threshold, ⌊seats/2⌋ (A-LR-19)."""
    if seats < 1:
        raise ValueError(f"座位数至少为1 (seats must be at least 1): {seats}")
    return seats // 2


def enough(applicants: int, living: int) -> bool:
    """「申请人数…大于等于存活人数的一半」: applicants × 2 ≥ living, and at least one applicant.

    >>> enough(5, 9), enough(4, 9), enough(4, 8)
    (True, False, True)
    """
    return applicants >= 1 and applicants * 2 >= living


def night_deadline(close: datetime, minutes: int) -> datetime:
    """「关门后N分钟内」: the absolute deadline T+N (A-LR-13)."""
    if minutes < 0:
        raise ValueError(f"分钟数不能为负 (minutes must not be negative): {minutes}")
    return close + timedelta(minutes=minutes)


def step_deadline(stage: str, step: int, close: datetime, next_open: datetime) -> datetime:
    """The deadline of a night step, e.g. 凌晨 (7) → T+100; 晨曦 (4) → 「直到第二天开门前」, i.e. the next 开门."""
    for (name, steps), minutes in NIGHT_DEADLINES.items():
        if name == stage and step in steps:
            return next_open if minutes is None else night_deadline(close, minutes)
    raise ValueError(f"书中没有该夜间步骤 (no such night step in the book): {stage} ({step})")


def plan_day(opens: datetime, living: Sequence[str], requests: Sequence[Request], settings: DaySettings,
             auto_accelerate: bool, outs: Mapping[str, datetime] | None = None) -> DayPlan:
    """The discussion day that opens at `opens` with the characters `living` at 开门.

    `requests` are the 进程帖's posts (own text only); `outs` the characters who went out during the day and when.
    `auto_accelerate` is `auto_accelerated(len(living), board threshold)` at this 开门.
    """
    settings.validate()
    outs = dict(outs or {})
    if len(set(living)) != len(living):
        raise ValueError(f"存活角色重复 (a living character is listed twice): {list(living)}")
    unknown = sorted(set(outs) - set(living))
    if unknown:
        raise ValueError(f"出局角色不在开门时的存活名单中 (out but not living at the opening): {unknown}")
    if opens >= _at(opens.date(), settings.close_hour, opens):
        raise ValueError(f"开门时间不能晚于当日关门时刻 (the day must open before {settings.close_hour}:00): {opens}")
    events: list[tuple[datetime, str, str]] = []
    first = opens.date()
    accelerated_from: datetime | None = None
    accelerated_until: datetime | None = None
    extended = False
    if auto_accelerate:
        days = [first]
        accelerated_from = opens
        events.append((opens, f"存活角色人数为{len(living)},导演自动执行加速:本讨论日于{first.isoformat()} "
                              f"{settings.close_hour}:00关门。",
                       f"{len(living)} characters alive: the day is accelerated automatically and closes on "
                       f"{first.isoformat()} at {settings.close_hour}:00."))
    else:
        days = [first + timedelta(days=i) for i in range(settings.day_length)]
        if any(_weekend(d, settings) for d in days):
            days.append(days[-1] + timedelta(days=1))
            extended = True
            events.append((opens, f"逢周末,讨论日延长一天,至{days[-1].isoformat()}。",
                           f"The day meets a weekend and is extended by one day, to {days[-1].isoformat()}."))
    since = {SPEED_UP: opens, DELAY: opens}
    checks: list[Check] = []
    delays = 0
    i = 0
    while i < len(days):
        check = _at(days[i], settings.check_hour, opens)
        last = i == len(days) - 1
        i += 1
        if check < opens:
            continue
        kind = DELAY if last else SPEED_UP
        if kind == SPEED_UP and accelerated_from is not None:
            continue
        if kind == DELAY and delays >= settings.max_delays:
            continue
        alive = [w for w in living if w not in outs or outs[w] > check]
        counted = _applicants(kind, requests, alive, opens, since[kind], check)
        applicants = [r.who for r in counted]
        passed = enough(len(applicants), len(alive))
        checks.append(Check(check, kind, len(alive), tuple(counted), passed))
        if not applicants:
            continue
        names = "、".join(applicants)
        tally_zh = f"申请{kind}{len(applicants)}人({names}),存活{len(alive)}人"
        word_en = "acceleration" if kind == SPEED_UP else "delay"
        tally_en = f"{len(applicants)} of {len(alive)} living asked for {word_en} ({', '.join(applicants)})"
        if not passed:
            events.append((check, f"{tally_zh},未达存活人数的一半,{kind}未成功。",
                           f"{tally_en}: fewer than half, no {word_en}."))
        elif kind == SPEED_UP:
            days = days[:i]
            accelerated_from = check
            events.append((check, f"{tally_zh},加速成功:执行加速,本讨论日于{days[-1].isoformat()} "
                                  f"{settings.close_hour}:00关门。",
                           f"{tally_en}: accelerated; the day closes on {days[-1].isoformat()} at "
                           f"{settings.close_hour}:00."))
        else:
            days.append(days[-1] + timedelta(days=1))
            delays += 1
            since[DELAY] = check
            ended = accelerated_from is not None and accelerated_until is None
            if ended:
                accelerated_until = check
            events.append((check, f"{tally_zh},延迟成功:讨论日延长一天,于{days[-1].isoformat()} "
                                  f"{settings.close_hour}:00关门" + (";不再视为“执行加速”状态。" if ended else "。"),
                           f"{tally_en}: delayed; the day closes on {days[-1].isoformat()} at {settings.close_hour}:00"
                           + ("; the day is no longer accelerated." if ended else ".")))
    return DayPlan(opens=opens, natural_days=tuple(days), close=_at(days[-1], settings.close_hour, opens),
                   accelerated_from=accelerated_from, delayed=delays > 0, events=tuple(events),
                   accelerated_until=accelerated_until, weekend_extended=extended, delays=delays,
                   checks=tuple(checks))


def vote_rules_at(t: datetime, plan: DayPlan) -> VoteWindow:
    """What the 投票帖 allows for a post stamped t (A-LR-28: the last hour is T−60 … T−1; nothing at or after T)."""
    open_ = plan.opens <= t < plan.close
    before_last_hour = t < plan.last_hour
    accelerated = plan.accelerated_at(t)
    return VoteWindow(at=t, open=open_, first_vote=open_, change=open_ and before_last_hour and not accelerated,
                      proxy=open_ and before_last_hour, accelerated=accelerated, yellow_cards=not accelerated,
                      speech_penalty=not accelerated)


def _applicants(kind: str, requests: Sequence[Request], alive: Sequence[str], opens: datetime, since: datetime,
                check: datetime) -> list[Request]:
    """The requests that count at `check`: each living character's latest request of either kind posted in
    [opens, check) (a later request replaces an earlier one, F-12; in one minute the later post in `requests`), when
    it is of `kind` and posted at or after `since`; in the order of those posts (in a minute, as given)."""
    latest: dict[str, Request] = {}
    for r in requests:
        if r.who in alive and opens <= r.time < check and request_kind(r.text) is not None:
            if r.who not in latest or r.time >= latest[r.who].time:
                latest[r.who] = r
    order = {id(r): i for i, r in enumerate(requests)}
    chosen = [r for r in latest.values() if request_kind(r.text) == kind and r.time >= since]
    return sorted(chosen, key=lambda r: (r.time, order[id(r)]))


def _weekend(d: date, settings: DaySettings) -> bool:
    return d.weekday() >= 5 or d in settings.holidays


def _at(d: date, hour: int, like: datetime) -> datetime:
    return datetime.combine(d, time(hour), tzinfo=like.tzinfo)


__all__ = ["DELAY", "NIGHT_DEADLINES", "NIGHT_STAGES", "SPEED_UP", "Check", "DayPlan", "DaySettings", "Request",
           "VoteWindow", "auto_accelerated", "default_auto_accelerate_at", "enough", "night_deadline", "plan_day",
           "request_kind", "request_reading", "step_deadline", "vote_rules_at"]
