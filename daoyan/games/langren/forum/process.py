"""The 进程帖 and the day's 关门 (seed 003_6ab575b4f34e0846.txt, 讨论日长短; readings A-LR-18 … A-LR-20, rulings
F-10 … F-15 in docs/rulings/langren.md).

「未出局角色减少到一定程度时,导演将自动执行加速。」
「未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前(一般为最后一个自然日的18:00)大于等于存活人数的一半,
即判定加速或延迟成功。」

`day_close(process, day, settings)` reads a 进程帖 (a `Thread`, in any of the 投票帖's file forms: docs/forum.md), gives
every post an `Application` (counted at which 18:00 checks, or why not), and plans the day with `schedule.plan_day`:
its 关门, whether it is accelerated (by the board's automatic rule or by request) or delayed, and the posts that decided
it. `day_report` and `day_json` print it. Nothing is dropped: every post is listed with its reason.

>>> from datetime import datetime
>>> th = parse_thread('''存活: 甲, 乙, 丙
... ---
... @@ 1 | 甲 | 2024-05-06 09:00
... 申请加速
... @@ 2 | 乙 | 2024-05-06 10:00
... 我也申请加速
... ''')
>>> dc = day_close(th, Day(datetime(2024, 5, 6), th.header.roster))
>>> fmt_time(dc.close), dc.accelerated, [a.floor for a in dc.decisive]
('2024-05-06 21:00', True, [1, 2])
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from datetime import date, datetime
from typing import Any, Literal

from ..board import Board
from ..schedule import DELAY, SPEED_UP, DayPlan, DaySettings, Request, auto_accelerated, plan_day, request_reading
from .codes import say
from .thread import Character, Header, Out, Post, Thread, ThreadError, fmt_time, parse_thread

AppStatus = Literal["counted", "ignored", "not_a_request"]


@dataclass(frozen=True)
class Day:
    """What the 导演 knows of the day besides the 进程帖: its 开门, the characters alive then (in seat order), his own
    account, the outs during the day, the names out earlier, the 警长 (a character's name) and the board (for its
    automatic acceleration; None: not judged)."""

    opens: datetime
    roster: tuple[Character, ...]
    director: str | None = None
    outs: tuple[Out, ...] = ()
    dead: tuple[str, ...] = ()
    sheriff: str | None = None
    board: Board | None = None
    number: int | None = None


@dataclass(frozen=True)
class Application:
    """How one 进程帖 post was read. `kind`: 加速 / 延时 (None: not a request); `code`: 计入 or the reason it does not
    count (codes.CODES); `checks`: the 18:00 checks it counted at; `decided`: one of them passed; `by`: the floor that
    replaced it (被后帖取代)."""

    floor: int
    author: str
    time: datetime
    character: str | None
    kind: str | None
    status: AppStatus
    code: str
    checks: tuple[datetime, ...] = ()
    decided: bool = False
    by: int | None = None
    detail: str = ""
    sheriff: bool = False
    line: int = 0


@dataclass(frozen=True)
class DayClose:
    day: Day
    settings: DaySettings
    plan: DayPlan
    auto: bool  # the board's automatic acceleration applies at 开门
    applications: tuple[Application, ...]

    @property
    def close(self) -> datetime:
        """关门 (T), after any 加速 or 延时."""
        return self.plan.close

    @property
    def accelerated(self) -> bool:
        """执行加速 holds at 关门 (so no yellow cards)."""
        return self.plan.accelerated_at(self.plan.close)

    @property
    def delayed(self) -> bool:
        return self.plan.delayed

    @property
    def decisive(self) -> tuple[Application, ...]:
        """The requests counted at a check that passed: the posts that decided the day."""
        return tuple(a for a in self.applications if a.decided)

    def application(self, floor: int) -> Application:
        return next(a for a in self.applications if a.floor == floor)


# ---------------------------------------------------------------- checks of the day's facts

def check_day(day: Day) -> dict[str, str]:
    """Refuse (ThreadError) a day that cannot be: no roster, the 导演 on it, outs not on it or before 开门, a 警长 not
    alive at 开门 or on a board without one, more living than the board has seats. Returns account → name."""
    if not day.roster:
        raise ThreadError("缺少存活名单 (no roster of living characters: header 「存活:」 or --alive)")
    names = [c.name for c in day.roster]
    by_account = {c.account: c.name for c in day.roster}
    if len(set(names)) != len(names) or len(by_account) != len(names):
        raise ThreadError(f"存活名单中角色名或账号重复 (the roster repeats a name or an account): {names}")
    if day.director is not None and day.director in by_account:
        raise ThreadError(f"导演账号也在存活名单中 (the 导演's account is on the roster): {day.director!r}")
    seen: set[str] = set()
    for o in day.outs:
        if o.name not in names:
            raise ThreadError(f"出局角色不在存活名单中 (an out character is not on the roster): {o.name!r}")
        if o.name in seen:
            raise ThreadError(f"同一角色出局两次 (a character goes out twice): {o.name}")
        seen.add(o.name)
        if o.time < day.opens:
            raise ThreadError(f"白天出局早于开门 (an out during the day is before 开门 {fmt_time(day.opens)}): "
                              f"{o.name} {fmt_time(o.time)}")
    if day.board is not None and len(names) > day.board.seats:
        raise ThreadError(f"存活{len(names)}人, 多于板子「{day.board.name}」的{day.board.seats}个座位 "
                          f"({len(names)} living, more than the board's {day.board.seats} seats)")
    if day.sheriff is not None:
        if day.board is not None and day.board.sheriff == "none":
            raise ThreadError(f"板子「{day.board.name}」没有警长 (sheriff: none), 不能指定警长 {day.sheriff!r} "
                              f"(the board has no 警长)")
        if day.sheriff not in names and day.sheriff not in by_account:
            raise ThreadError(f"警长不在开门时的存活名单中 (the 警长 is not a character alive at 开门): "
                              f"{day.sheriff!r}")
    return by_account


def sheriff_name(day: Day) -> str | None:
    """The 警长 as a character's name (he may be given by his account)."""
    if day.sheriff is None:
        return None
    return next((c.name for c in day.roster if day.sheriff in (c.name, c.account)), day.sheriff)


# ---------------------------------------------------------------- the day

def day_close(process: Thread | None, day: Day, settings: DaySettings | None = None) -> DayClose:
    """The day that opens at `day.opens`, with the 进程帖's requests (None: no 进程帖 given, no requests)."""
    settings = settings or DaySettings()
    try:
        settings.validate()
    except ValueError as e:
        raise ThreadError(str(e)) from None
    by_account = check_day(day)
    names = [c.name for c in day.roster]
    out_at = {o.name: o.time for o in day.outs}
    sheriff = sheriff_name(day)
    auto = day.board is not None and auto_accelerated(len(names), day.board.auto_accelerate_at)
    posts = process.posts if process is not None else ()
    early: dict[int, Application] = {}
    requests: dict[int, tuple[Post, Request, str]] = {}
    for p in posts:
        kind, why = request_reading(p.text)
        name = by_account.get(p.author)
        common: dict[str, Any] = {"floor": p.floor, "author": p.author, "time": p.time, "character": name,
                                  "kind": kind, "line": p.line, "sheriff": name is not None and name == sheriff}
        if day.director is not None and p.author == day.director:
            early[p.floor] = Application(**{**common, "kind": None}, status="not_a_request", code="导演帖")
        elif kind is None:
            early[p.floor] = Application(**common, status="not_a_request" if why == "非申请" else "ignored", code=why)
        elif name is None:
            early[p.floor] = Application(**common, status="ignored",
                                         code="已出局角色" if p.author in day.dead else "非角色账号")
        elif name in out_at and out_at[name] <= p.time:
            early[p.floor] = Application(**common, status="ignored", code="已出局角色",
                                         detail=f"{fmt_time(out_at[name])} 出局 (out at {fmt_time(out_at[name])})")
        elif p.time < day.opens:
            early[p.floor] = Application(**common, status="ignored", code="开门前",
                                         detail=f"开门 {fmt_time(day.opens)} (opens {fmt_time(day.opens)})")
        else:
            requests[p.floor] = (p, Request(p.time, name, p.text, p.floor), kind)
    try:
        plan = plan_day(day.opens, names, [r for _, r, _ in requests.values()], settings, auto, out_at)
    except ValueError as e:
        raise ThreadError(str(e)) from None
    for o in day.outs:
        if o.time >= plan.close:
            raise ThreadError(f"白天出局时间不早于关门 (an out during the day is not before 关门 "
                              f"{fmt_time(plan.close)}): {o.name} {fmt_time(o.time)}")
    apps: list[Application] = []
    for p in posts:
        if p.floor in early:
            apps.append(early[p.floor])
            continue
        post, req, kind = requests[p.floor]
        apps.append(_judge(post, req, kind, plan, out_at, day.opens, requests, sheriff, auto))
    return DayClose(day, settings, plan, auto, tuple(apps))


def _judge(p: Post, req: Request, kind: str, plan: DayPlan, out_at: Mapping[str, datetime], opens: datetime,
           requests: Mapping[int, tuple[Post, Request, str]], sheriff: str | None, auto: bool) -> Application:
    common: dict[str, Any] = {"floor": p.floor, "author": p.author, "time": p.time, "character": req.who,
                              "kind": kind, "line": p.line, "sheriff": req.who == sheriff}
    counted = [c for c in plan.checks if any(r is req for r in c.applicants)]
    if counted:
        return Application(**common, status="counted", code="计入", checks=tuple(c.at for c in counted),
                           decided=any(c.passed for c in counted))
    if p.time >= plan.close:
        return Application(**common, status="ignored", code="关门后",
                           detail=f"关门 {fmt_time(plan.close)} (closed {fmt_time(plan.close)})")
    mine = [c for c in plan.checks if c.kind == kind]
    later = [c for c in mine if c.at > p.time]
    if not later:
        if mine:
            last = fmt_time(mine[-1].at)
            return Application(**common, status="ignored", code="已过判定",
                               detail=f"{kind}判定于 {last} (the {_kind_en(kind)} check was at {last})")
        return Application(**common, status="ignored", code="无此判定",
                           detail=_no_check(kind, plan, auto))
    alive_at = [c for c in later if req.who not in out_at or out_at[req.who] > c.at]
    if not alive_at:
        gone = fmt_time(out_at[req.who])
        return Application(**common, status="ignored", code="判定前出局",
                           detail=f"{gone} 出局 (out at {gone})")
    c = alive_at[0]
    newer = [r for _, r, _ in requests.values() if r.who == req.who and r is not req and opens <= r.time < c.at
             and (r.time, r.floor) >= (req.time, req.floor)]
    if newer:
        by = max(newer, key=lambda r: (r.time, r.floor))
        return Application(**common, status="ignored", code="被后帖取代", by=by.floor)
    return Application(**common, status="ignored", code="未计入")


def _kind_en(kind: str | None) -> str:
    return {SPEED_UP: "acceleration", DELAY: "delay"}.get(kind or "", "request")


def _no_check(kind: str, plan: DayPlan, auto: bool) -> str:
    if kind == SPEED_UP:
        if auto:
            return "本日自动执行加速, 没有加速判定 (the day is accelerated automatically: no acceleration check)"
        return ("加速申请只在最后一个自然日之前的18:00判定, 本日没有 (acceleration is checked only at 18:00 of a "
                "natural day before the last; this day has none)")
    if plan.accelerated_from is not None and not auto:
        return ("本日最后一个18:00已用于加速判定 (the day's last 18:00 was its acceleration check)")
    return "本日不再判定延时 (no further delay check this day: the room allows no more delays)"


# ---------------------------------------------------------------- reading the inputs

def read_process(text: str) -> Thread:
    """A 进程帖 given as text (JSON or the plain-text forms of docs/forum.md; its header is optional)."""
    return parse_thread(text)


def parse_holiday(value: str) -> date:
    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        raise ThreadError(f"假日应写作 YYYY-MM-DD (a holiday is YYYY-MM-DD): {value!r}") from None


CALENDAR_KEYS = ("day_length", "open_hour", "close_hour", "check_hour", "max_delays", "holiday")


def calendar_from(items: Mapping[str, str] | list[tuple[str, str]]) -> DaySettings:
    """A `DaySettings` from `name=value` pairs (`--calendar`): day_length, open_hour, close_hour, check_hour,
    max_delays as whole numbers, holiday (repeatable) as a date.

    >>> calendar_from([("day_length", "3"), ("holiday", "2024-05-01")]).day_length
    3
    """
    pairs = list(items.items()) if isinstance(items, Mapping) else list(items)
    kw: dict[str, Any] = {}
    holidays: set[date] = set()
    for key, value in pairs:
        key = key.strip()
        if key == "holiday":
            holidays.add(parse_holiday(value))
        elif key in CALENDAR_KEYS:
            if not value.strip().isdigit():
                raise ThreadError(f"{key} 应为整数 (must be a whole number): {value!r}")
            kw[key] = int(value)
        else:
            raise ThreadError(f"未知的日程设置 (unknown calendar setting): {key!r}; 可用 (known): "
                              f"{', '.join(CALENDAR_KEYS)}")
    s = DaySettings(**kw, holidays=frozenset(holidays))
    try:
        s.validate()
    except ValueError as e:
        raise ThreadError(str(e)) from None
    return s


# ---------------------------------------------------------------- the 投票帖, the 进程帖 and the options together

_FIELD_NAMES = {"close": "关门", "roster": "存活", "director": "导演", "accelerated": "加速",
                "acceleration_end": "加速结束", "outs": "出局", "dead": "已出局", "scapegoat": "替罪羊",
                "yellow_cards": "黄牌", "settings": "设置", "day": "日", "title": "标题", "opens": "开门",
                "sheriff": "警长"}


def _shown(v: Any) -> str:
    if isinstance(v, datetime):
        return fmt_time(v)
    if isinstance(v, tuple):
        return ", ".join(_shown(x) for x in v)
    if isinstance(v, Character):
        return v.name if v.name == v.account else f"{v.name}={v.account}"
    if isinstance(v, Out):
        return f"{v.name} {fmt_time(v.time)}"
    return str(v)


def merge_headers(sources: list[tuple[str, Header]], overrides: Mapping[str, Any] | None = None) -> Header:
    """One header from the files' headers (`sources`: (file name, header)) and the options (`overrides`, Header
    field → value, which win). A field two files give differently is an error naming both (F-15)."""
    overrides = dict(overrides or {})
    merged: dict[str, Any] = {}
    for f in fields(Header):
        if f.name in overrides:
            merged[f.name] = overrides[f.name]
            continue
        given = [(src, getattr(h, f.name)) for src, h in sources if getattr(h, f.name) not in (None, (), {})]
        for (a, va), (b, vb) in itertools.pairwise(given):
            if va != vb:
                raise ThreadError(f"{a} 与 {b} 的「{_FIELD_NAMES.get(f.name, f.name)}」不一致 (the files disagree on "
                                  f"{f.name}): {_shown(va)} ≠ {_shown(vb)}")
        if given:
            merged[f.name] = given[0][1]
    return Header(**merged)


def settle_day(process: Thread | None, header: Header, board: Board | None,
               calendar: DaySettings | None = None) -> tuple[DayClose, Header]:
    """The day from the merged header (its 开门, roster, 导演, outs, 已出局, 警长, 日) and the 进程帖, and the header
    the 投票帖's tally then reads: 关门 and 加速/加速结束 as computed. A 关门 or 加速 the header already gives must
    agree with the computation (F-15)."""
    if header.opens is None:
        raise ThreadError("缺少开门时间 (no 开门 time: header 「开门:」 or --opens)")
    day = Day(header.opens, header.roster, header.director, header.outs, header.dead, header.sheriff, board,
              header.day)
    dc = day_close(process, day, calendar)
    p = dc.plan
    for name, given, computed in (("close", header.close, p.close), ("accelerated", header.accelerated,
                                                                      p.accelerated_from),
                                  ("acceleration_end", header.acceleration_end, p.accelerated_until)):
        if given is not None and given != computed:
            shown = fmt_time(computed) if computed else "无 (none)"
            raise ThreadError(f"给出的「{_FIELD_NAMES[name]}」{fmt_time(given)} 与按进程帖算出的 {shown} 不一致; "
                              f"请去掉其一 (the given {name} differs from the one the 进程帖 gives: remove one)")
    return dc, replace(header, close=p.close, accelerated=p.accelerated_from, acceleration_end=p.accelerated_until)


# ---------------------------------------------------------------- what is printed

def _t(zh: str, en: str, lang: str) -> str:
    return zh if lang == "zh" else en


def _kind(kind: str | None, lang: str) -> str:
    if kind is None:
        return _t("非申请", "not a request", lang)
    return _t(f"申请{kind}", f"asks for {_kind_en(kind)}", lang)


def _detail(detail: str, lang: str) -> str:
    if " (" not in detail:
        return detail
    head, _, tail = detail.partition(" (")
    return head if lang == "zh" else tail[:-1] if tail.endswith(")") else tail


def reason(a: Application, lang: str = "zh") -> str:
    """Why a post counts or does not, in one phrase."""
    if a.status == "counted":
        at = _t("、", ", ", lang).join(t.strftime("%m-%d %H:%M") for t in a.checks)
        out = _t(f"计入 {at} 判定", f"counted at the check of {at}", lang)
        if a.decided:
            out += _t(", 决定本日", ", decided the day", lang)
    else:
        out = say(a.code, lang)
        if a.by is not None:
            out += _t(f": {a.by}楼", f": #{a.by}", lang)
        if a.detail:
            out += f": {_detail(a.detail, lang)}"
    if a.sheriff and a.status == "counted":
        out += _t(" (警长, 按1人计)", " (the sheriff (警长), counted as one)", lang)
    return out


def _who(a: Application) -> str:
    return a.author if a.character is None or a.character == a.author else f"{a.author}→{a.character}"


def _auto_line(dc: DayClose, lang: str) -> str:
    b = dc.day.board
    n = len(dc.day.roster)
    if b is None:
        return _t("未给出板子: 未判断自动加速", "no board given: automatic acceleration not judged", lang)
    name = b.name if lang == "zh" or not b.name_en else b.name_en
    if dc.auto:
        return _t(f"板子「{name}」: 存活{n}人 ≤ {b.auto_accelerate_at}人, 导演自动执行加速",
                  f"board {name}: {n} living ≤ {b.auto_accelerate_at}, the day is accelerated automatically", lang)
    return _t(f"板子「{name}」: 存活{n}人 > {b.auto_accelerate_at}人, 不自动加速",
              f"board {name}: {n} living > {b.auto_accelerate_at}, no automatic acceleration", lang)


def verdict(dc: DayClose, lang: str = "zh") -> str:
    """The day's state in one phrase: accelerated (how, from when), delayed, or neither."""
    p = dc.plan
    parts = []
    if p.accelerated_from is not None:
        how = _t("自动", "automatically", lang) if dc.auto else _t("申请", "by request", lang)
        parts.append(_t(f"执行加速 ({how}, 自 {fmt_time(p.accelerated_from)} 起)",
                        f"accelerated ({how}, from {fmt_time(p.accelerated_from)})", lang))
    if p.delayed:
        parts.append(_t(f"延时成功 ({p.delays}次)", f"delayed ({p.delays}×)", lang))
        if p.accelerated_until is not None:
            parts.append(_t(f"自 {fmt_time(p.accelerated_until)} 起不再视为“执行加速”状态",
                            f"no longer accelerated from {fmt_time(p.accelerated_until)}", lang))
    if p.accelerated_from is None and not p.delayed:
        parts.append(_t("未加速, 未延时", "neither accelerated nor delayed", lang))
    return _t("; ", "; ", lang).join(parts)


def day_report(dc: DayClose, lang: str = "zh") -> str:
    """The day's 关门 and why: the board's rule, the 警长, each 18:00 check with its posts, every post's reading."""
    p = dc.plan
    sep = _t("、", ", ", lang)
    title = (_t(f"【第{dc.day.number}日 讨论日】", f"[Day {dc.day.number}: the discussion day]", lang)
             if dc.day.number else _t("【讨论日】", "[The discussion day]", lang))
    days = sep.join(d.isoformat() for d in p.natural_days)
    out = [title,
           _t(f"开门 {fmt_time(p.opens)}; 自然日: {days}", f"Opens {fmt_time(p.opens)}; natural days: {days}", lang),
           _t(f"关门 {fmt_time(p.close)}", f"Close {fmt_time(p.close)}", lang) + " — " + verdict(dc, lang),
           _auto_line(dc, lang)]
    sheriff = sheriff_name(dc.day)
    if sheriff is not None:
        out.append(_t(f"警长: {sheriff} (书中警长对加速/延时无特别作用, 其申请按1人计: F-14)",
                      f"Sheriff (警长): {sheriff} (the book gives the badge no part in 加速/延时: his request counts "
                      "as one, F-14)", lang))
    if p.weekend_extended:
        out.append(_t("逢周末(或假日), 讨论日延长一天", "The day meets a weekend (or holiday) and is one day longer",
                      lang))
    out.append(_t("—— 18:00 判定 ——", "—— The 18:00 checks ——", lang))
    for c in p.checks:
        who = sep.join(f"{r.who}({_t(f'{r.floor}楼', f'#{r.floor}', lang)})" for r in c.applicants) or _t("无", "none",
                                                                                                        lang)
        result = (_t("成功", "passed", lang) if c.passed else _t("未成功", "failed", lang)) if c.applicants else \
            _t("无人申请", "nobody asked", lang)
        out.append(_t(f"  {fmt_time(c.at)} {c.kind}判定: 申请{len(c.applicants)}人 / 存活{c.alive}人 (需{c.needed}人): "
                      f"{result} — {who}",
                      f"  {fmt_time(c.at)} {_kind_en(c.kind)} check: {len(c.applicants)} asked / {c.alive} living "
                      f"(needs {c.needed}): {result} — {who}", lang))
    if not p.checks:
        out.append(_t("  无 (本讨论日没有18:00判定)", "  none (the day has no 18:00 check)", lang))
    decisive = dc.decisive
    out.append(_t("—— 决定本日的帖子 ——", "—— The posts that decided the day ——", lang))
    if decisive:
        out += [f"  {_t(f'{a.floor}楼', f'#{a.floor}', lang)} {fmt_time(a.time)} {_who(a)}: {_kind(a.kind, lang)}"
                for a in decisive]
    elif dc.auto:
        out.append(_t("  无 (自动加速由存活人数决定)", "  none (the automatic acceleration is the living count's)",
                      lang))
    else:
        out.append(_t("  无", "  none", lang))
    out.append(_t("—— 进程帖逐楼 ——", "—— The 进程帖 post by post ——", lang))
    for a in dc.applications:
        status = {"counted": _t("计入", "counted", lang), "ignored": _t("不计", "ignored", lang),
                  "not_a_request": _t("非申请", "not a request", lang)}[a.status]
        what = f"{_kind(a.kind, lang)} · {status}" if a.kind is not None else status
        out.append(f"{_t(f'{a.floor}楼', f'#{a.floor}', lang):>5} {fmt_time(a.time)} {_who(a)} [{what}] — "
                   f"{reason(a, lang)}")
    if not dc.applications:
        out.append(_t("  (未给出进程帖)", "  (no 进程帖 given)", lang))
    return "\n".join(out)


def day_json(dc: DayClose, lang: str = "zh") -> dict[str, Any]:
    """The day as plain data (codes stay in Chinese; `reason` and `verdict` in `lang`)."""
    p = dc.plan
    b = dc.day.board
    return {
        "opens": fmt_time(p.opens),
        "close": fmt_time(p.close),
        "natural_days": [d.isoformat() for d in p.natural_days],
        "accelerated": dc.accelerated,
        "accelerated_from": fmt_time(p.accelerated_from) if p.accelerated_from else None,
        "accelerated_until": fmt_time(p.accelerated_until) if p.accelerated_until else None,
        "delayed": p.delayed,
        "delays": p.delays,
        "weekend_extended": p.weekend_extended,
        "auto": {"board": b.name if b else None, "auto_accelerate_at": b.auto_accelerate_at if b else None,
                 "living": len(dc.day.roster), "applied": dc.auto},
        "sheriff": sheriff_name(dc.day),
        "verdict": verdict(dc, lang),
        "checks": [{"time": fmt_time(c.at), "kind": c.kind, "alive": c.alive, "needed": c.needed, "passed": c.passed,
                    "applicants": [{"name": r.who, "floor": r.floor, "time": fmt_time(r.time)} for r in c.applicants]}
                   for c in p.checks],
        "decisive": [a.floor for a in dc.decisive],
        "posts": [{"floor": a.floor, "author": a.author, "time": fmt_time(a.time), "character": a.character,
                   "kind": a.kind, "status": a.status, "code": a.code, "by": a.by, "sheriff": a.sheriff,
                   "checks": [fmt_time(t) for t in a.checks], "decided": a.decided, "reason": reason(a, lang)}
                  for a in dc.applications],
        "events": [{"time": fmt_time(t), "zh": zh, "en": en} for t, zh, en in p.events],
        "report": day_report(dc, lang),
    }


__all__ = ["CALENDAR_KEYS", "Application", "Day", "DayClose", "calendar_from", "check_day", "day_close", "day_json",
           "day_report", "merge_headers", "parse_holiday", "read_process", "reason", "settle_day", "sheriff_name",
           "verdict"]
