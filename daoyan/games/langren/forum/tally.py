"""The official count of one day's 投票帖 (seed 003_6ab575b4f34e0846.txt, 投票规则; readings A-LR-20 … A-LR-30,
A-LR-32).

`tally(thread, settings)` walks the floors in order, with the day's outs between them at their minutes, and gives
each post a `Judgement` (kind, status, reason code), then the count per target, abstentions, every character's
standing vote, the yellow cards and the result of 黄昏(1). Nothing is dropped: every post is judged and listed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal

from .grammar import ABSTAIN, Ballot, Malformed, Resolution, parse_vote, resolve_target, split_proxy
from .thread import Header, Post, Thread, ThreadError, fmt_time

Status = Literal["accepted", "refused", "invalid", "not_a_vote", "review", "late"]
YellowBasis = Literal["any_reply", "valid_vote"]
LAST_HOUR = timedelta(minutes=60)


@dataclass(frozen=True)
class Settings:
    """Room settings where players may differ (defaults: the readings)."""

    require_reason_text: bool = False  # A-LR-22: an empty 理由 is valid
    accept_traditional_labels: bool = False  # A-LR-22: 投票對象 is not 投票对象
    yellow_basis: YellowBasis = "any_reply"  # A-LR-27: 「未回复投票帖」 is no post at all
    same_target_change_counts: bool = True  # A-LR-24: a change to the same target is the one change
    numbered_seats: bool = False  # A-LR-23: seat numbers are not names unless the room numbers seats
    yellows_for_red: int = 0  # A-LR-32: 0 = yellow cards have no consequence

    @classmethod
    def from_mapping(cls, values: Mapping[str, object]) -> Settings:
        """Settings from `name=value` strings (a thread header, `--setting`).

        >>> Settings.from_mapping({"yellow_basis": "valid_vote", "numbered_seats": "true"}).numbered_seats
        True
        """
        kw: dict[str, Any] = {}
        for key, raw in values.items():
            value = str(raw).strip().lower()
            if key == "yellow_basis":
                if value not in ("any_reply", "valid_vote"):
                    raise ThreadError(f"yellow_basis 应为 any_reply 或 valid_vote (must be any_reply or valid_vote): "
                                      f"{raw!r}")
                kw[key] = value
            elif key == "yellows_for_red":
                if not value.isdigit():
                    raise ThreadError(f"yellows_for_red 应为整数 (must be a whole number): {raw!r}")
                kw[key] = int(value)
            elif key in ("require_reason_text", "accept_traditional_labels", "same_target_change_counts",
                         "numbered_seats"):
                if value not in ("true", "false", "1", "0", "yes", "no", "on", "off", "是", "否"):
                    raise ThreadError(f"{key} 应为 true 或 false (must be true or false): {raw!r}")
                kw[key] = value in ("true", "1", "yes", "on", "是")
            else:
                raise ThreadError(f"未知设置 (unknown setting): {key!r}")
        return cls(**kw)


@dataclass(frozen=True)
class Judgement:
    """How one post was read. `character`: whose vote it is (the principal of a 代投); `code`: the main reason
    (see codes.CODES); `sub`: the 对象 error under 对象有误 / 代投对象有误; `flags`: remarks that do not change the
    status (已规范化, 同一对象 …) or that the 导演 must confirm (编辑后原文未知, 同分钟出局 …)."""

    floor: int
    author: str
    time: datetime
    character: str | None
    kind: str
    status: Status
    code: str = ""
    sub: str = ""
    target: str | None = None
    raw_target: str | None = None
    detail: str = ""
    flags: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True)
class Event:
    """Something the day's outs did: `出局` (name went out), `票离场` (his standing vote left the count), `作废`
    (name's vote for `target` became void because the target went out), `红牌` (yellow cards made a red)."""

    time: datetime
    kind: str
    name: str
    target: str | None = None
    floor: int | None = None


@dataclass(frozen=True)
class Standing:
    """A roster character at 关门: alive or not, his standing vote (a name, 弃权 or None) and from which floor,
    his 原投票楼层, whether he changed, replied, and got a yellow card (with his total)."""

    name: str
    alive: bool
    target: str | None
    floor: int | None
    original: int | None
    changed: bool
    replied: bool
    yellow: bool = False
    yellow_total: int = 0
    red: bool = False


@dataclass(frozen=True)
class Dusk:
    """黄昏(1): `outcome` 投票出局 / 冤死 / 无人出局, `name` who goes out, `top` the names with the most votes,
    `votes` their count, `why` 唯一最高票 / 平票替罪羊 / 平票无替罪羊 / 无有效票."""

    outcome: Literal["投票出局", "冤死", "无人出局"]
    name: str | None
    top: tuple[str, ...]
    votes: int
    why: str


@dataclass(frozen=True)
class Tally:
    header: Header
    settings: Settings
    close: datetime
    judgements: tuple[Judgement, ...]
    events: tuple[Event, ...]
    counts: tuple[tuple[str, tuple[str, ...]], ...]  # target → voters, most votes first, then roster order
    abstentions: tuple[str, ...]
    standings: tuple[Standing, ...]
    yellow_cards: tuple[str, ...]
    red_cards: tuple[str, ...]
    accelerated_at_close: bool
    dusk: Dusk
    review: tuple[int, ...] = field(default=())  # floors the 导演 must confirm

    def judgement(self, floor: int) -> Judgement:
        """The judgement of a floor."""
        return next(j for j in self.judgements if j.floor == floor)

    def standing(self, name: str) -> Standing:
        return next(s for s in self.standings if s.name == name)

    def votes_for(self, name: str) -> int:
        return next((len(v) for t, v in self.counts if t == name), 0)


@dataclass
class _Voter:
    target: str | None = None
    floor: int | None = None
    original: int | None = None
    changed: bool = False
    replied: bool = False


class _Day:
    """The walk through one day's thread."""

    def __init__(self, thread: Thread, settings: Settings) -> None:
        h = thread.header
        if h.close is None:
            raise ThreadError("缺少关门时间 T (no 关门 time: give it in the header 「关门:」 or with --close)")
        if not h.roster:
            raise ThreadError("缺少存活名单 (no roster of living characters: header 「存活:」 or --alive)")
        self.h, self.s, self.close = h, settings, h.close
        self.names = [c.name for c in h.roster]
        self.by_account = {c.account: c.name for c in h.roster}
        self.out_at: dict[str, datetime] = {}
        for o in h.outs:
            if o.name in self.out_at:
                raise ThreadError(f"同一角色出局两次 (a character goes out twice): {o.name}")
            if o.time >= self.close:
                raise ThreadError(f"白天出局时间不早于关门 (an out during the day is not before 关门): {o.name} "
                                  f"{fmt_time(o.time)}")
            self.out_at[o.name] = o.time
        self.seats = {i + 1: n for i, n in enumerate(self.names)} if settings.numbered_seats else None
        self.voters = {n: _Voter() for n in self.names}
        self.events: list[Event] = []
        self.pending = sorted(h.outs, key=lambda o: o.time)
        self.judgements: list[Judgement] = []

    # -- time
    def alive(self, name: str, t: datetime) -> bool:
        return name in self.voters and (name not in self.out_at or t < self.out_at[name])

    def accelerated(self, t: datetime) -> bool:
        """执行加速 holds at t (from its start, until a 延时 ends it: A-LR-20)."""
        h = self.h
        return h.accelerated is not None and h.accelerated <= t and (h.acceleration_end is None
                                                                     or t < h.acceleration_end)

    def apply_outs(self, until: datetime, inclusive: bool) -> None:
        """Outs at or before `until` (A-LR-29): the out character's vote leaves, votes for him become void."""
        while self.pending and (self.pending[0].time <= until if inclusive else self.pending[0].time < until):
            o = self.pending.pop(0)
            self.events.append(Event(o.time, "出局", o.name))
            mine = self.voters[o.name]
            if mine.target is not None:
                self.events.append(Event(o.time, "票离场", o.name, mine.target, mine.floor))
                mine.target = None
            for name, v in self.voters.items():
                if v.target == o.name:
                    self.events.append(Event(o.time, "作废", name, o.name, v.floor))
                    v.target = None

    @staticmethod
    def j(p: Post, **kw: Any) -> Judgement:
        return Judgement(floor=p.floor, author=p.author, time=p.time, line=p.line, **kw)

    # -- one post
    def read(self, p: Post) -> Judgement:
        flags = self.edit_flags(p)
        if any(o.time == p.time for o in self.h.outs):
            flags += ("同分钟出局",)
        if p.time >= self.close:
            b = self.parse(p.text)
            kind = b.kind if isinstance(b, Ballot) else "非投票" if b is None else (b.kind or "投票")
            return self.j(p, character=self.by_account.get(p.author), kind=kind, status="late",
                             code="关门后", flags=flags)
        if self.h.director is not None and p.author == self.h.director:
            return self.proxy(p, flags)
        name = self.by_account.get(p.author)
        if name is None or not self.alive(name, p.time):
            vote_like = self.parse(p.text) is not None
            return self.j(p, character=name, kind="投票" if vote_like else "非投票",
                             status="invalid" if vote_like else "not_a_vote", code="非存活角色", flags=flags)
        self.voters[name].replied = True
        if split_proxy(p.text) is not None and self.parse(p.text) is not None:
            return self.j(p, character=name, kind="代投", status="invalid", code="代投格式有误", flags=flags,
                          detail="只有导演可以代投 (only the 导演's account can post a proxy vote)")
        return self.judge(name, p, p.text, flags, proxy=False)

    def edit_flags(self, p: Post) -> tuple[str, ...]:
        if not p.original_known:
            return ("编辑后原文未知",)
        if p.visible is not None:
            return ("已编辑按原文",)
        return ()

    def parse(self, text: str) -> Ballot | Malformed | None:
        return parse_vote(text, accept_traditional_labels=self.s.accept_traditional_labels,
                          require_reason_text=self.s.require_reason_text)

    def resolve(self, raw: str, t: datetime) -> Resolution:
        living = [n for n in self.names if self.alive(n, t)]
        out = [*self.h.dead, *(n for n in self.names if not self.alive(n, t))]
        return resolve_target(raw, living, out, seats=self.seats)

    def proxy(self, p: Post, flags: tuple[str, ...]) -> Judgement:
        """A post by the 导演's account: a 代投 (A-LR-26) or the 导演's own words."""
        split = split_proxy(p.text)
        if split is None:
            if self.parse(p.text) is not None:
                return self.j(p, character=None, kind="代投", status="invalid", code="代投格式有误",
                                 detail="代投帖首行须为「代投:角色名」 (a proxy post opens with a line 代投:name)",
                                 flags=flags)
            return self.j(p, character=None, kind="导演帖", status="not_a_vote", flags=flags)
        raw, rest = split
        who = self.resolve(raw, p.time)
        if who.status != "ok" or who.name is None:
            return self.j(p, character=None, kind="代投", status="invalid", code="代投对象有误",
                             sub="查无此人" if who.status == "abstain" else who.code, raw_target=raw, flags=flags)
        name = who.name
        parsed = self.parse(rest)
        kind = "代投改票" if (isinstance(parsed, (Ballot, Malformed)) and parsed.kind == "改票") else "代投"
        if p.time >= self.close - LAST_HOUR:
            return self.j(p, character=name, kind=kind, status="refused", code="最后一小时",
                             detail=f"代投须在 {fmt_time(self.close - LAST_HOUR)} 之前 (a proxy vote must be posted "
                                    f"before {fmt_time(self.close - LAST_HOUR)})", flags=flags)
        self.voters[name].replied = True
        if parsed is None:
            return self.j(p, character=name, kind="代投", status="invalid", code="代投格式有误",
                             detail="代投行之后没有投票块 (no 投票 block after the 代投 line)", flags=flags)
        return self.judge(name, p, rest, flags, proxy=True)

    def judge(self, name: str, p: Post, text: str, flags: tuple[str, ...],
              proxy: bool) -> Judgement:
        """The post as `name`'s vote or change (A-LR-22 … A-LR-24)."""
        parsed = self.parse(text)
        if "引用无法分辨" in p.issues and parsed is not None:
            return self.j(p, character=name, kind="投票", status="review", code="引用无法分辨",
                             detail="引用框的结尾无法确定, 请导演确认本帖 (the quote box's end cannot be told: the "
                                    "导演 must read this post)", flags=flags)
        if parsed is None:
            return self.j(p, character=name, kind="非投票", status="not_a_vote", flags=flags)
        if isinstance(parsed, Malformed):
            kind = ("代投改票" if parsed.kind == "改票" else "代投") if proxy else (parsed.kind or "投票")
            return self.j(p, character=name, kind=kind, status="invalid", code="格式有误",
                             detail=parsed.detail, flags=flags)
        v = self.voters[name]
        if parsed.kind == "投票":
            return self.first_vote(name, v, p, parsed, flags, "代投" if proxy else "投票")
        return self.change(name, v, p, parsed, flags, "代投改票" if proxy else "改票")

    def first_vote(self, name: str, v: _Voter, p: Post, b: Ballot,
                   flags: tuple[str, ...], kind: str) -> Judgement:
        common: dict[str, Any] = {"character": name, "kind": kind, "raw_target": b.target, "flags": flags}
        if v.target is not None:
            return self.j(p, **common, status="invalid", code="已投票",
                             detail=f"已有{v.floor}楼的投票, 改票需用改票格式回复原楼层{v.original}楼 (a vote stands "
                                    f"from floor {v.floor}; change it with the 改票 format replying to floor "
                                    f"{v.original})")
        r = self.resolve(b.target, p.time)
        if r.status == "invalid":
            return self.j(p, **common, status="invalid", code="对象有误", sub=r.code)
        target = ABSTAIN if r.status == "abstain" else r.name
        v.target, v.floor, v.original = target, p.floor, p.floor
        extra = ("已规范化",) if r.code == "已规范化" else ()
        return self.j(p, **{**common, "flags": flags + extra}, status="accepted", target=target)

    def change(self, name: str, v: _Voter, p: Post, b: Ballot,
               flags: tuple[str, ...], kind: str) -> Judgement:
        """The 改票 checks of A-LR-24, in order (1 alive and 2 the 改票 block are already settled)."""
        common: dict[str, Any] = {"character": name, "kind": kind, "raw_target": b.target, "flags": flags}
        if v.original is None:  # never a valid vote today: no 原投票楼层 to reply to
            return self.j(p, **common, status="invalid", code="无原投票",
                             detail="今日没有有效的原投票, 请用投票格式重新投票 (no valid vote today: post a 投票)")
        replied = ({p.reply_to} if p.reply_to is not None else set()) | set(p.quotes)
        if v.original not in replied:  # 3
            shown = "、".join(f"{f}楼" for f in sorted(replied)) or "无"
            shown_en = ", ".join(str(f) for f in sorted(replied)) or "none"
            return self.j(p, **common, status="invalid", code="未回复原楼层",
                             detail=f"应回复原投票楼层{v.original}楼, 实际回复: {shown} (must reply to floor "
                                    f"{v.original}; replies to: {shown_en})")
        r = self.resolve(b.target, p.time)  # 4
        if r.status == "invalid":
            return self.j(p, **common, status="invalid", code="对象有误", sub=r.code)
        if v.target is None:  # 5
            return self.j(p, **common, status="invalid", code="无原投票",
                             detail="原投票已作废, 请用投票格式重新投票 (the vote was voided: post a new 投票)")
        if p.time >= self.close - LAST_HOUR:  # 6
            return self.j(p, **common, status="refused", code="最后一小时")
        if self.accelerated(p.time):  # 7
            return self.j(p, **common, status="refused", code="执行加速中")
        if v.changed:  # 8
            return self.j(p, **common, status="refused", code="已改过票")
        target = ABSTAIN if r.status == "abstain" else r.name
        extra: tuple[str, ...] = ("已规范化",) if r.code == "已规范化" else ()
        if target == v.target:
            extra += ("同一对象",) if self.s.same_target_change_counts else ("同一对象不计改票",)
        if target != v.target or self.s.same_target_change_counts:
            v.changed = True
        v.target, v.floor = target, p.floor
        return self.j(p, **{**common, "flags": flags + extra}, status="accepted", target=target)


def tally(thread: Thread, settings: Settings | None = None) -> Tally:
    """The official count of the day's 投票帖. `settings` default to the thread header's `设置` lines (then the
    readings' defaults)."""
    s = settings if settings is not None else Settings.from_mapping(thread.header.settings)
    day = _Day(thread, s)
    for p in thread.posts:
        day.apply_outs(p.time, inclusive=True)  # an out at minute m is out for posts stamped m (flagged)
        day.judgements.append(day.read(p))
    day.apply_outs(day.close, inclusive=False)
    close = day.close
    living = [n for n in day.names if day.alive(n, close)]
    accel = day.accelerated(close)
    yellow: list[str] = []
    if not accel:
        for n in living:
            v = day.voters[n]
            if (not v.replied) if s.yellow_basis == "any_reply" else (v.target is None):
                yellow.append(n)
    red: list[str] = []
    totals = {n: thread.header.yellow_cards.get(n, 0) + (1 if n in yellow else 0) for n in day.names}
    if s.yellows_for_red > 0:
        red = [n for n in yellow if totals[n] >= s.yellows_for_red > totals[n] - 1]
        for n in red:  # A-LR-32: the red card is an out at 关门; votes for him are void (A-LR-29)
            day.events.append(Event(close, "红牌", n))
            for name, v in day.voters.items():
                if v.target == n:
                    day.events.append(Event(close, "作废", name, n, v.floor))
                    v.target = None
    counted = [n for n in living if n not in red]
    voters_by: dict[str, list[str]] = {}
    abstain: list[str] = []
    for n in counted:
        t = day.voters[n].target
        if t == ABSTAIN:
            abstain.append(n)
        elif t is not None:
            voters_by.setdefault(t, []).append(n)
    order = {n: i for i, n in enumerate(day.names)}
    counts = tuple((t, tuple(vs)) for t, vs in sorted(voters_by.items(), key=lambda kv: (-len(kv[1]), order[kv[0]])))
    standings = tuple(Standing(n, n in counted, day.voters[n].target if n in counted else None, day.voters[n].floor,
                               day.voters[n].original, day.voters[n].changed, day.voters[n].replied,
                               n in yellow, totals[n], n in red) for n in day.names)
    review = tuple(j.floor for j in day.judgements
                   if j.status == "review" or {"编辑后原文未知", "同分钟出局"} & set(j.flags))
    return Tally(thread.header, s, close, tuple(day.judgements), tuple(day.events), counts, tuple(abstain),
                 standings, tuple(yellow), tuple(red), accel, dusk(counts, thread.header.scapegoat, counted), review)


def dusk(counts: tuple[tuple[str, tuple[str, ...]], ...], scapegoat: str | None, living: list[str]) -> Dusk:
    """黄昏(1) (A-LR-30): the single top is [投票出局]; a tie at the top → a living 替罪羊 <冤死>, else nobody; no
    valid votes → nobody.

    >>> dusk((("阿甲", ("阿乙", "阿丙")), ("阿乙", ("阿甲",))), None, ["阿甲", "阿乙", "阿丙"]).name
    '阿甲'
    >>> dusk((("阿甲", ("阿乙",)), ("阿乙", ("阿甲",))), "阿丙", ["阿甲", "阿乙", "阿丙"]).outcome
    '冤死'
    """
    if not counts:
        return Dusk("无人出局", None, (), 0, "无有效票")
    most = len(counts[0][1])
    top = tuple(t for t, vs in counts if len(vs) == most)
    if len(top) == 1:
        return Dusk("投票出局", top[0], top, most, "唯一最高票")
    if scapegoat is not None and scapegoat in living:
        return Dusk("冤死", scapegoat, top, most, "平票替罪羊")
    return Dusk("无人出局", None, top, most, "平票无替罪羊")
