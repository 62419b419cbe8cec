"""Generated 投票帖: a seat's vote as a post in the book's grammar, a post read back as the engine's answer, and a
game's day votes exported as threads that `daoyan forum tally` reads (docs/forum.md, "Generated threads"; seed
003_6ab575b4f34e0846.txt, 投票规则):

「请严格依照投票格式或改票格式进行投票。投票格式或投票对象有误的票无效。」
「【投票格式】 投票对象:饺子 投票理由:饺子好吃」「【改票格式】改票需回复原投票楼层 改票对象:包子 改票理由:包子也好吃」

- `vote_post(kind, target, reason)`: the post a seat writes for its 投票 or 改票 answer;
- `read_vote_post(text, ask, names)`: what a seat's post means for the engine's 投票 / 改票 ask (an option of the ask,
  or `IllegalAnswer` saying why the post is refused — the same reasons the tally gives);
- `threads_of(g, posts)` / `thread_of(g, posts, day=)`: every 白昼 of a game so far as a plain-text 投票帖 export, one
  thread per day (the tally reads one day at a time), the posts at times the book's clock accepts.

Rulings (docs/rulings/langren.md, L-11): a post holding no vote at all is no vote (the ask's no-reply option); a
改票 to the character already voted for keeps the vote (the engine offers no such change); a seat that did not vote
(未投票) or kept its vote (不改票) posts nothing in the 投票帖; a 理由 that would break the format is cleaned.

>>> vote_post("投票", "3号", "发言矛盾")
'投票对象:3号\\n投票理由:发言矛盾'
>>> vote_post("改票", "弃权", "改票对象:5号 换人")
'改票对象:弃权\\n改票理由:改票对象 5号 换人'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from ....core.ask import Answer, Ask, asked_party
from ....core.errors import IllegalAnswer
from ....core.game import Game
from ..flow import ABSTAIN as ABSTAIN_ANSWER
from ..flow import KEEP, NO_REPLY
from ..state import LState
from .codes import CODES
from .grammar import ABSTAIN, Ballot, Malformed, loose, parse_vote, resolve_target, split_proxy
from .thread import ThreadError, fmt_time, separate

VOTE_ASKS = ("投票", "改票")
START = datetime(2023, 5, 1, 0, 0)  # 开门 of the first day of a generated thread (the book's 2023-4-30 post + 1)
DIRECTOR = "导演"  # the 导演's account in a generated thread
LAST_HOUR = 60  # book minutes: 「关门前一小时不允许改票或代投」
NEUTRAL = {"投票": "综合发言与票型判断", "改票": "根据新的发言改票"}  # the 理由 of a post no seat wrote

# a 投票/改票 label (A-LR-22, traditional 對象 too) followed by its colon, in a 理由 (after the whitespace is folded)
_LABEL_IN_REASON = re.compile(r"((?:投|改)票(?:对象|對象|理由)) ?[:：]")


# ---------------------------------------------------------------- one post

def clean_reason(reason: str) -> str:
    """The 理由 as one line that cannot break the post: whitespace (line ends included) folded to single spaces, a
    zero-width space dropped (the grammar drops it too, which could join a label), the colon after any 投票/改票
    label removed (a second label would make the post 格式有误), square brackets written full-width (the thread
    reader removes BBCode such as [quote] and [b]); an empty 理由 is 无 (valid under every setting, even
    require_reason_text).

    >>> clean_reason("他说\\n投票理由：跟票 [b]重要[/b]")
    '他说 投票理由 跟票 ［b］重要［/b］'
    >>> clean_reason("  ")
    '无'
    """
    text = " ".join(reason.replace("\u200b", "").split())
    while _LABEL_IN_REASON.search(text):  # (a colon taken out may leave another right after the label)
        text = _LABEL_IN_REASON.sub(lambda m: m.group(1) + " ", text)
    text = " ".join(text.split())
    text = text.replace("[", "［").replace("]", "］")
    return text or "无"


def vote_post(kind: str, target: str, reason: str) -> str:
    """A post in the book's 投票格式 / 改票格式 (A-LR-22), labels exactly as printed, the 对象 and the 理由 each on its
    line; `target` a character's name or 弃权 (「投弃权票时,须在投票对象中填写“弃权”」); `reason` cleaned by
    `clean_reason`. Raises ValueError when `kind` is not 投票/改票 or the 对象 itself cannot stand in the format
    (empty, several lines, a label in it): the post always reads back as (kind, target).

    >>> vote_post("投票", "阿甲", "")
    '投票对象:阿甲\\n投票理由:无'
    >>> vote_post("投票", "阿甲\\n阿乙", "x")
    Traceback (most recent call last):
    ...
    ValueError: 投票对象无法写成一行 (the 对象 cannot be written in the format): '阿甲\\n阿乙'
    """
    if kind not in VOTE_ASKS:
        raise ValueError(f"kind 应为 投票 或 改票 (kind must be 投票 or 改票), got {kind!r}")
    name = target.strip()
    post = f"{kind}对象:{name}\n{kind}理由:{clean_reason(reason)}"
    back = parse_vote(separate(post).own) if name and "\n" not in name else None
    if not (isinstance(back, Ballot) and back.kind == kind and back.target == name):
        raise ValueError(f"{kind}对象无法写成一行 (the 对象 cannot be written in the format): {target!r}")
    return post


def _check_names(names: Mapping[int, str]) -> None:
    seen: dict[str, int] = {}
    for seat, name in names.items():
        if not name.strip() or "\n" in name or loose(name) == ABSTAIN:
            raise ValueError(f"{seat}号的角色名不能用作投票对象 (seat {seat}'s name cannot be a 对象): {name!r}")
        if loose(name) in seen:
            raise ValueError(f"角色名重复 (two characters share a name): {seen[loose(name)]}号 and {seat}号: {name!r}")
        seen[loose(name)] = seat


def read_vote_post(text: str, ask: Ask, names: Mapping[int, str], *, out: Sequence[str] = ()) -> Answer:
    """What a seat's post means for the engine's 投票 or 改票 ask: one of `ask.options`, or IllegalAnswer saying why
    the post is refused, with the tally's reason code (docs/forum.md). `names`: seat → character name of the living
    characters, as the game shows them (every character who may be voted for); `out`: the names of characters
    already out (so that a vote for one reads 对象已出局, not 查无此人).

    The post's own text is read as the tally reads it (quotes, a 「回复 N#」 line and an edit notice taken out,
    A-LR-21), against the A-LR-22 grammar; its 对象 is resolved by A-LR-23. Then:

    - no vote in it at all (chat, 「同上」) → the ask's default, 未投票 / 不改票 (ruling L-11: a post that is not a
      vote is no vote);
    - 格式有误, a 代投 line (only the 导演 proxies, A-LR-26), a 对象 naming nobody valid (查无此人, 对象已出局,
      多个对象, 对象不唯一), a 改票 post for the 投票 ask or a 投票 post for the 改票 ask → IllegalAnswer;
    - a 改票 naming the character (or 弃权) already voted for → 不改票 (ruling L-11: the vote stands as it was; the
      engine's 改票 ask does not offer the same target).
    """
    if ask.skill not in VOTE_ASKS:
        raise ValueError(f"not a vote ask: {ask.skill!r} (expected 投票 or 改票)")
    _check_names(names)
    who = f"{asked_party(ask.seat)}的[{ask.skill}]"
    try:
        own = separate(text).own
    except ThreadError as e:
        raise IllegalAnswer(f"{who}: 帖子无法读取 (the post cannot be read): {e}") from None
    parsed = parse_vote(own)
    if parsed is None:
        return dict(ask.default)
    if split_proxy(own) is not None:
        raise IllegalAnswer(f"{who}: 代投格式有误 (malformed proxy): 只有导演可以代投 (only the 导演's account can "
                            "post a proxy vote)")
    if isinstance(parsed, Malformed):
        raise IllegalAnswer(f"{who}: 格式有误 (malformed): {parsed.detail}")
    if parsed.kind != ask.skill:
        if ask.skill == "投票":
            raise IllegalAnswer(f"{who}: 无原投票 (no standing vote): 改票格式只用于改票, 请用投票格式 "
                                "(投票对象/投票理由) (a 改票 post answers no 投票 ask: post a 投票)")
        raise IllegalAnswer(f"{who}: 已投票 (already voted): 改票需用改票格式 (改票对象/改票理由) (a vote stands: "
                            "change it with the 改票 format)")
    seat_of = {name: seat for seat, name in names.items()}
    offered = "、".join([names[int(o["target"])] for o in ask.options if "target" in o and int(o["target"]) in names]
                       + [ABSTAIN] * (ABSTAIN_ANSWER in ask.options))
    r = resolve_target(parsed.target, [names[x] for x in sorted(names)], out)
    if r.status == "invalid":
        raise IllegalAnswer(f"{who}: 对象有误 (bad target): {r.code} ({CODES.get(r.code, r.code)}): "
                            f"{parsed.target!r}; 可选 (options): {offered}")
    option: Answer = dict(ABSTAIN_ANSWER) if r.status == "abstain" else {"target": seat_of[str(r.name)]}
    if option in ask.options:
        return dict(option)
    if ask.skill == "改票":
        ballot = [dict(ABSTAIN_ANSWER), *({"target": x} for x in sorted(names))]
        missing = [o for o in ballot if o not in ask.options]
        if missing == [option] and KEEP in ask.options:  # the standing vote: the only one the 改票 ask leaves out
            return dict(KEEP)
    raise IllegalAnswer(f"{who}: {parsed.target!r} 不是本次可选的对象 (not an option of this ask); 可选 (options): "
                        f"{offered}")


# ---------------------------------------------------------------- a game's days

@dataclass
class Posted:
    """One floor of a generated thread: the seat's answer it carries (None: the 导演's opening post)."""

    floor: int
    author: str
    time: datetime
    text: str
    seat: int | None = None
    skill: str | None = None
    answer: Answer | None = None
    reply_to: int | None = None


@dataclass
class DayThread:
    """One 白昼's 投票帖 as a generated thread: the header the 导演 knows and the floors. `replaced`: the
    (round, seat, skill) whose given post did not read as the seat's recorded answer (a model's post the heuristic
    bot overrode), written with `vote_post` instead."""

    day: int
    opens: datetime
    close: datetime
    accelerated: bool
    roster: list[tuple[int, str]]
    dead: list[str]
    scapegoat: str | None
    yellow_before: dict[str, int]
    yellows_for_red: int
    director: str
    posts: list[Posted] = field(default_factory=list)
    replaced: list[tuple[int, int, str]] = field(default_factory=list)

    def text(self) -> str:
        """The plain-text export (docs/forum.md, Form 1)."""
        head = [f"日: {self.day}", f"标题: 第{self.day}日投票帖 (daoyan 生成 / generated)",
                f"开门: {fmt_time(self.opens)}", f"关门: {fmt_time(self.close)}",
                "存活: " + ", ".join(n for _, n in self.roster), f"导演: {self.director}"]
        if self.dead:
            head.append("已出局: " + ", ".join(self.dead))
        if self.accelerated:
            head.append(f"加速: {fmt_time(self.opens)}")
        if self.scapegoat is not None:
            head.append(f"替罪羊: {self.scapegoat}")
        cards = [f"{n}={k}" for n, k in self.yellow_before.items() if k]
        if cards:
            head.append("黄牌: " + ", ".join(cards))
        if self.yellows_for_red:
            head.append(f"设置: yellows_for_red={self.yellows_for_red}")
        lines = [*head, "---"]
        for p in self.posts:
            lines.append(f"@@ {p.floor} | {p.author} | {fmt_time(p.time)}")
            if p.reply_to is not None:
                lines.append(f"@回复 {p.reply_to}")
            lines.append(p.text)
        return "\n".join(lines) + "\n"


@dataclass
class _Day:
    day: int
    living: list[int]
    dead: list[int]
    accelerated: bool
    goat: int | None
    yellow_before: dict[int, int]
    answers: list[tuple[Ask, Answer]] = field(default_factory=list)


def _is_goat(s: LState, x: int) -> bool:
    """The 替罪羊 of 黄昏 (1) as the engine picks it (flow.dusk): the card, or a skill named <冤死>."""
    return s.chars[x].card == "替罪羊" or any(k.name == "冤死" for k in s.skills(x))


def vote_days(g: Game) -> list[_Day]:
    """Every 白昼 of `g` so far whose vote was asked: who was living and out at the vote, 加速, the 替罪羊, yellow
    cards before the day, and each 投票 / 改票 ask with its answer, in the order answered. The game is replayed from
    its record (a record holds no round per answer); `g` itself is not touched."""
    r = Game(g.rules, g.players, g.seed, g.options, g.dice, g.forced)
    days: dict[int, _Day] = {}
    for _, seat, answer in g.history:
        ask = r.pending[seat]
        if ask.skill in VOTE_ASKS and ask.phase == "白昼":
            s = r.state
            assert isinstance(s, LState)
            if ask.round not in days:
                living = s.living()
                days[ask.round] = _Day(ask.round, living, [x for x in sorted(s.chars) if x not in living],
                                       bool(s.accelerated), next((x for x in living if _is_goat(s, x)), None),
                                       {x: len(c.yellow) for x, c in sorted(s.chars.items())})
            days[ask.round].answers.append((ask, answer))
        r.answer(seat, answer)
    return [days[d] for d in sorted(days)]


def _book_minutes(g: Game, key: str) -> int:
    return max(1, round(float(g.config[key]) / float(g.config["一分钟"])))


def _spread(start: datetime, span: int, n: int) -> list[datetime]:
    """n times from `start`, spread over `span` minutes (all before start + span), in order."""
    return [start + timedelta(minutes=(i + 1) * span // (n + 1)) for i in range(n)]


def _neutral(kind: str, answer: Answer, names: Mapping[int, str]) -> str:
    target = ABSTAIN if "target" not in answer else names[int(answer["target"])]
    return vote_post(kind, target, NEUTRAL[kind])


def _forum_safe(text: str) -> str:
    """A post body that the plain-text export keeps as it is: a line starting with @ (a post header @@, a meta line
    @回复, the marker @原文) starts with ＠ instead, which the grammar reads as @ (widths are folded)."""
    return "\n".join(("＠" + x.lstrip()[1:]) if x.lstrip().startswith("@") else x for x in text.split("\n")).strip("\n")


def day_threads(g: Game, posts: Mapping[tuple[int, int, str], str] | None = None, *,
                names: Mapping[int, str] | None = None, start: datetime = START,
                director: str = DIRECTOR, host: bool = True) -> list[DayThread]:
    """The game's day votes so far, one `DayThread` per 白昼 whose vote was asked.

    Times are book time (a forum minute is the game's `一分钟` seconds): day d opens at the previous day's 关门
    plus `夜晚时长` (the first at `start`), and closes `讨论日时长` after (an accelerated day: `加速时长`, and the
    header says 加速). Floor 1 is the 导演's opening post; the 投票 posts follow in the order answered, spread over
    the first half of the time before the last hour, then the 改票 posts (each replying to its seat's 投票 floor,
    「改票需回复原投票楼层」) over the second half, all before 「关门前一小时」. A seat that did not vote (未投票) or
    kept its vote (不改票) posts nothing (ruling L-11).

    `posts`: {(round, seat, "投票"|"改票"): text} the seats actually wrote (a model's); each is used when
    `read_vote_post` reads it as the recorded answer, else the answer is written with `vote_post` (listed in
    `replaced`). Without it every post is `vote_post` with a neutral 理由. `names`: seat → character name (default
    the game's 3号). `host`: the header holds what the 导演 knows and the players do not — the 替罪羊, whom 黄昏(1)
    puts out on a tie (「平票时替罪羊<冤死>」); with host=False it is left out (a thread a seat may read: everything
    else in it is public — the roster, the 公示's outs and yellow cards, 加速, the posts)."""
    chosen = posts or {}
    shown = dict(names) if names is not None else {x: f"{x}号" for x in g.seats}
    _check_names(shown)
    for x, n in shown.items():
        if re.search(r"[,，、;；=]", n) or n != n.strip():
            raise ValueError(f"{x}号的角色名不能写进存活名单 (seat {x}'s name cannot stand in the roster): {n!r}")
    if director in shown.values():
        raise ValueError(f"导演账号与角色名相同 (the 导演's account is a character's name): {director!r}")
    day_len, fast_len, night = (_book_minutes(g, k) for k in ("讨论日时长", "加速时长", "夜晚时长"))
    red = int(g.config["黄牌转红牌"]) if g.config["红牌罚下"] == "出局" else 0
    out: list[DayThread] = []
    opens, prev = start, None
    for d in vote_days(g):
        if prev is not None:  # days with no vote asked in between (none on a board without [寡言]) last a full day
            opens += timedelta(minutes=(d.day - prev - 1) * (day_len + night))
        prev = d.day
        length = fast_len if d.accelerated else day_len
        close = opens + timedelta(minutes=length)
        living = {x: shown[x] for x in d.living}
        dead = [shown[x] for x in d.dead]
        th = DayThread(d.day, opens, close, d.accelerated, list(living.items()), dead,
                       shown[d.goat] if d.goat is not None and host else None,
                       {shown[x]: d.yellow_before[x] for x in d.living}, red, director)
        th.posts.append(Posted(1, director, opens, f"第{d.day}日投票帖。关门: {fmt_time(close)}"))
        votes = [(a, x) for a, x in d.answers if a.skill == "投票" and x != NO_REPLY]
        changes = [(a, x) for a, x in d.answers if a.skill == "改票" and x != KEEP]
        if changes and length - LAST_HOUR < 2:
            raise ValueError(f"第{d.day}日: 讨论日 {length} 分钟, 关门前一小时不可改票, 没有时间放改票 (day {d.day} "
                             f"lasts {length} book minutes: no time before the last hour for a 改票)")
        early = length if not changes else (length - LAST_HOUR) // 2
        floor_of: dict[int, int] = {}
        for (ask, answer), t in zip(votes, _spread(opens, early, len(votes)), strict=True):
            floor_of[ask.seat] = floor = len(th.posts) + 1
            th.posts.append(Posted(floor, living[ask.seat], t, _text(ask, answer, chosen, living, dead, th),
                                   ask.seat, "投票", answer))
        late = length - LAST_HOUR - early
        for (ask, answer), t in zip(changes, _spread(opens + timedelta(minutes=early), late, len(changes)),
                                    strict=True):
            th.posts.append(Posted(len(th.posts) + 1, living[ask.seat], t,
                                   _text(ask, answer, chosen, living, dead, th), ask.seat, "改票", answer,
                                   reply_to=floor_of[ask.seat]))
        out.append(th)
        opens = close + timedelta(minutes=night)
    return out


def _text(ask: Ask, answer: Answer, chosen: Mapping[tuple[int, int, str], str], living: Mapping[int, str],
          dead: Sequence[str], th: DayThread) -> str:
    """The seat's own post when it reads as its answer (made safe for the export), else `vote_post`."""
    key = (ask.round, ask.seat, ask.skill)
    given = chosen.get(key)
    if given is not None:
        safe = _forum_safe(given)
        try:
            if read_vote_post(safe, ask, living, out=dead) == answer and read_vote_post(given, ask, living,
                                                                                        out=dead) == answer:
                return safe
        except IllegalAnswer:
            pass
        th.replaced.append(key)
    return _neutral(ask.skill, answer, living)


def threads_of(g: Game, posts: Mapping[tuple[int, int, str], str] | None = None, **kw: Any) -> dict[int, str]:
    """Each 白昼 so far → its 投票帖 as the plain-text export `daoyan forum tally` reads (see `day_threads`)."""
    return {th.day: th.text() for th in day_threads(g, posts, **kw)}


def thread_of(g: Game, posts: Mapping[tuple[int, int, str], str] | None = None, *, day: int | None = None,
              **kw: Any) -> str:
    """One day's 投票帖 as the plain-text export (`day`: that 白昼; default the latest so far). ValueError when the
    game has no such day."""
    all_days = threads_of(g, posts, **kw)
    if not all_days:
        raise ValueError("这局还没有投票 (no vote has been asked in this game yet)")
    d = max(all_days) if day is None else day
    if d not in all_days:
        raise ValueError(f"没有第{d}日的投票 (no vote on day {d}); days: {', '.join(map(str, sorted(all_days)))}")
    return all_days[d]


__all__ = ["DayThread", "Posted", "clean_reason", "day_threads", "read_vote_post", "thread_of", "threads_of",
           "vote_days", "vote_post"]
