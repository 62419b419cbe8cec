"""Reading a 投票帖 export (docs/forum.md): a header (the day's 关门 time T, the roster of living characters, the
导演's account, 加速, outs during the day, the 替罪羊, settings) and the posts, in one of three forms:

- JSON (`{"close": …, "alive": […], "posts": [{"floor": 2, "author": …, "time": …, "text": …}, …]}`);
- the plain-text export (`key: value` header lines, `---`, then posts each opened by `@@ floor | author | time`);
- a pasted Discuz! page (the header, `---`, then what a browser gives when the thread page is selected and pasted).

Every form ends as a `Thread` of `Post`s whose `text` is the author's **own text** (A-LR-21): quote boxes, the
「回复 N# 作者」 line and the 「本帖最后由 X 于 … 编辑」 notice are taken out and kept as `quotes`, `reply_to` and
`edited`.
A malformed file raises `ThreadError` naming the line; an ambiguous post is kept with an `issues` flag, never guessed.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from ....core.errors import DaoyanError
from .grammar import ABSTAIN, loose, normalize


class ThreadError(DaoyanError):
    """A thread file that cannot be read; `line` is the 1-based line of the file at fault (None: the whole file)."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"第{line}行 (line {line}): {message}" if line else message)


# ---------------------------------------------------------------- the data

@dataclass(frozen=True)
class Character:
    """A character on the roster: its name (what 对象 names) and the forum account that posts for it."""

    name: str
    account: str


@dataclass(frozen=True)
class Out:
    """A character who went out during the day (a 白昼 skill, a red card) from the minute `time` on (A-LR-29)."""

    name: str
    time: datetime


SETTING_KEYS = ("require_reason_text", "accept_traditional_labels", "yellow_basis", "same_target_change_counts",
                "numbered_seats", "yellows_for_red")


@dataclass(frozen=True)
class Header:
    """What the 导演 knows besides the posts. `roster`: the characters alive at 开门, in seat order."""

    close: datetime | None = None
    roster: tuple[Character, ...] = ()
    director: str | None = None
    accelerated: datetime | None = None
    acceleration_end: datetime | None = None
    outs: tuple[Out, ...] = ()
    dead: tuple[str, ...] = ()
    scapegoat: str | None = None
    yellow_cards: Mapping[str, int] = field(default_factory=dict)
    settings: Mapping[str, str] = field(default_factory=dict)
    day: int | None = None
    title: str | None = None
    opens: datetime | None = None  # 开门 of the day (the 进程帖's calendar)
    sheriff: str | None = None  # the 警长 at 开门: a character's name (or account)


@dataclass(frozen=True)
class Post:
    """One floor of the thread. `text` is the own text that is judged; `visible` the text the page shows when it
    differs (an edited post whose original the export gives). `quotes` and `reply_to` are the floors it replies to;
    `issues` are the reader's flags (e.g. 引用无法分辨: a quote box whose end or floor cannot be told)."""

    floor: int
    author: str
    time: datetime
    text: str
    reply_to: int | None = None
    quotes: tuple[int, ...] = ()
    edited: datetime | None = None
    original_known: bool = True
    visible: str | None = None
    signature: str = ""
    line: int = 0
    issues: tuple[str, ...] = ()


@dataclass(frozen=True)
class Thread:
    header: Header
    posts: tuple[Post, ...]
    source: str = "text"  # "json" | "text" | "page"


# ---------------------------------------------------------------- times

DATE = r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ \tT]+(\d{1,2}):(\d{2})(?::\d{2})?"
_DATE = re.compile(rf"^\s*{DATE}\s*$")


def parse_time(text: str, line: int | None = None, what: str = "时间") -> datetime:
    """A forum time `2023-4-30 21:55` (seconds, if shown, are dropped: comparisons are to the minute, A-LR-28).

    >>> parse_time("2023-4-30 21:55:09")
    datetime.datetime(2023, 4, 30, 21, 55)
    """
    m = _DATE.match(normalize(text))
    if not m:
        raise ThreadError(f"{what}无法识别 (unreadable {what_en(what)}): {text.strip()!r}; "
                          "应为 2023-04-30 21:55 (expected YYYY-MM-DD HH:MM)", line)
    y, mo, d, h, mi = (int(g) for g in m.groups())
    try:
        return datetime(y, mo, d, h, mi)
    except ValueError as e:
        raise ThreadError(f"{what}无效 (invalid {what_en(what)}): {text.strip()!r} ({e})", line) from None


def what_en(what: str) -> str:
    return {"时间": "time", "关门时间": "close time", "发帖时间": "post time", "编辑时间": "edit time",
            "加速时间": "acceleration time", "出局时间": "out time", "开门时间": "opening time"}.get(what, "time")


def fmt_time(t: datetime) -> str:
    """A time as the report writes it.

    >>> fmt_time(datetime(2023, 5, 1, 9, 5))
    '2023-05-01 09:05'
    """
    return t.strftime("%Y-%m-%d %H:%M")


# ---------------------------------------------------------------- the header

_KEYS = {"日": "day", "day": "day", "标题": "title", "title": "title", "关门": "close", "close": "close",
         "存活": "alive", "alive": "alive", "roster": "alive", "导演": "director", "director": "director",
         "加速": "accelerated", "accelerated": "accelerated", "加速结束": "acceleration_end",
         "acceleration_end": "acceleration_end", "出局": "out", "out": "out", "已出局": "dead", "dead": "dead",
         "替罪羊": "scapegoat", "scapegoat": "scapegoat", "黄牌": "yellow_cards", "yellow_cards": "yellow_cards",
         "设置": "setting", "setting": "setting", "开门": "opens", "opens": "opens", "警长": "sheriff",
         "sheriff": "sheriff"}
_KEY_LINE = re.compile(r"^\s*([^\s:：]+)\s*[:：]\s*(.*?)\s*$")
_SPLIT = re.compile(r"[,，、;；]")


def _names(value: str) -> list[str]:
    return [n.strip() for n in _SPLIT.split(value) if n.strip()]


def roster_from(entries: Sequence[str], line: int | None = None) -> tuple[Character, ...]:
    """Roster entries `名字` or `名字=账号` (when the forum account differs from the character's name).

    >>> roster_from(["阿甲", "阿乙=yi"])
    (Character(name='阿甲', account='阿甲'), Character(name='阿乙', account='yi'))
    """
    out = []
    for entry in entries:
        name, _, account = entry.partition("=")
        if not name.strip():
            raise ThreadError(f"存活名单中有空名字 (empty name in the roster): {entry!r}", line)
        out.append(Character(name.strip(), account.strip() or name.strip()))
    return tuple(out)


def out_from(value: str, line: int | None = None) -> Out:
    """`阿丙 2023-05-01 15:30` (also `阿丙@2023-05-01 15:30`)."""
    m = re.match(rf"^\s*(.+?)\s*[@＠]?\s*({DATE})\s*$", normalize(value))
    if not m:
        raise ThreadError(f"出局应写作「名字 时间」 (an out is 'name time'): {value!r}", line)
    return Out(m.group(1).strip(), parse_time(m.group(2), line, "出局时间"))


def _header_from_pairs(pairs: Sequence[tuple[str, str, int | None]]) -> Header:
    h: dict[str, Any] = {"outs": [], "dead": [], "settings": {}, "yellow_cards": {}}
    for key, value, line in pairs:
        k = _KEYS.get(key.strip().lower()) or _KEYS.get(key.strip())
        if k is None:
            raise ThreadError(f"未知的帖头字段 (unknown header field): {key!r}; 可用 (known): "
                              "日 标题 关门 开门 存活 导演 警长 加速 加速结束 出局 已出局 替罪羊 黄牌 设置", line)
        if k == "day":
            if not value.strip().isdigit():
                raise ThreadError(f"日应为数字 (day must be a number): {value!r}", line)
            h["day"] = int(value)
        elif k in ("title", "director", "scapegoat", "sheriff"):
            h[k] = value.strip() or None
        elif k in ("close", "accelerated", "acceleration_end", "opens"):
            h[k] = parse_time(value, line, {"close": "关门时间", "opens": "开门时间"}.get(k, "加速时间"))
        elif k == "alive":
            h["roster"] = list(h.get("roster", ())) + list(roster_from(_names(value), line))
        elif k == "out":
            h["outs"].append(out_from(value, line))
        elif k == "dead":
            h["dead"] += _names(value)
        elif k == "yellow_cards":
            for item in _names(value):
                name, _, n = item.partition("=")
                if not n.strip().isdigit():
                    raise ThreadError(f"黄牌应写作「名字=张数」 (yellow cards are 'name=count'): {item!r}", line)
                h["yellow_cards"][name.strip()] = int(n)
        else:  # setting
            for item in _names(value):
                name, sep, v = item.partition("=")
                if not sep or name.strip() not in SETTING_KEYS:
                    raise ThreadError(f"设置应写作「名称=值」, 名称为 (a setting is name=value, one of): "
                                      f"{', '.join(SETTING_KEYS)}: {item!r}", line)
                h["settings"][name.strip()] = v.strip()
    return Header(close=h.get("close"), roster=tuple(h.get("roster", ())), director=h.get("director"),
                  accelerated=h.get("accelerated"), acceleration_end=h.get("acceleration_end"),
                  outs=tuple(h["outs"]), dead=tuple(h["dead"]), scapegoat=h.get("scapegoat"),
                  yellow_cards=dict(h["yellow_cards"]), settings=dict(h["settings"]), day=h.get("day"),
                  title=h.get("title"), opens=h.get("opens"), sheriff=h.get("sheriff"))


def check_header(h: Header) -> None:
    """The roster's names and accounts are unique, nobody is called 弃权, the 导演 plays no character, outs and the
    替罪羊 are on the roster (or among the earlier outs)."""
    names = [c.name for c in h.roster]
    accounts = [c.account for c in h.roster]
    for what, items in (("角色名 (character name)", names), ("账号 (account)", accounts)):
        dup = sorted({x for x in items if items.count(x) > 1})
        if dup:
            raise ThreadError(f"存活名单中{what}重复 (the roster repeats a {what.split('(')[1][:-1]}): {dup[0]}")
    for n in names:
        if loose(n) == ABSTAIN:
            raise ThreadError(f"角色不能叫“弃权” (no character may be called 弃权): {n!r}")
    if h.director is not None and h.director in accounts:
        raise ThreadError(f"导演账号也在存活名单中 (the 导演's account is on the roster): {h.director!r}")
    for o in h.outs:
        if o.name not in names:
            raise ThreadError(f"出局角色不在存活名单中 (an out character is not on the roster): {o.name!r}")
    if h.scapegoat is not None and h.scapegoat not in names and h.scapegoat not in h.dead:
        raise ThreadError(f"替罪羊不在名单中 (the 替罪羊 is not on the roster): {h.scapegoat!r}")
    if h.sheriff is not None and h.roster and h.sheriff not in names and h.sheriff not in accounts:
        raise ThreadError(f"警长不在开门时的存活名单中 (the 警长 is not on the roster of living characters): "
                          f"{h.sheriff!r}")


# ---------------------------------------------------------------- the forum's own additions in an export body

_FORMAT_TAGS = re.compile(r"\[/?(?:b|i|u|s|color|size|font|align|backcolor|url|sup|sub|p|indent|i=s)(?:=[^\]]*)?\]",
                          re.IGNORECASE)
_EDIT = re.compile(rf"^\s*本帖最后由\s*(.+?)\s*于\s*({DATE})\s*编辑\s*$")
_REPLY = re.compile(r"^\s*回复\s*#?\s*(\d+)\s*#?(?:\s+(.+?))?(?:\s*的帖子)?\s*[:：]?\s*$")
_QUOTE_HEAD = re.compile(rf"^\s*(?:原帖由\s*)?(.+?)\s*(?:发表于\s*({DATE})|于\s*({DATE})\s*发表)\s*$")


@dataclass(frozen=True)
class QuoteRef:
    """A quote's header: the floor when the export names it, else the author and time shown."""

    floor: int | None
    author: str | None
    time: datetime | None


@dataclass
class _Body:
    own: str
    reply_to: int | None = None
    quotes: list[QuoteRef] = field(default_factory=list)
    edited: datetime | None = None


def _quote_head(first: str) -> QuoteRef:
    m = _QUOTE_HEAD.match(normalize(_FORMAT_TAGS.sub("", first)))
    if not m:
        return QuoteRef(None, None, None)
    when = m.group(2) or m.group(8)
    return QuoteRef(None, m.group(1).strip(), parse_time(when) if when else None)


def separate(text: str, line: int | None = None) -> _Body:
    """Take the forum's additions out of an export body (BBCode): top-level `[quote]…[/quote]` blocks (their header
    `阿乙 发表于 2023-4-30 19:00`, or `[quote=5]`, gives the floor), the edit notice and a leading 「回复 N# 作者」
    line; formatting tags ([b], [color=…], [url=…]…) are removed as the page would show them.

    >>> b = separate("[quote]阿乙 发表于 2023-4-30 19:00\\n投票对象:阿甲[/quote]\\n改票对象:阿丙\\n改票理由:")
    >>> b.own, b.quotes[0].author
    ('改票对象:阿丙\\n改票理由:', '阿乙')
    """
    out: list[str] = []
    refs: list[QuoteRef] = []
    pos, depth, start, head = 0, 0, 0, ""
    for m in re.finditer(r"\[quote(?:=([^\]]*))?\]|\[/quote\]", text, re.IGNORECASE):
        if m.group(0).lower().startswith("[quote"):
            if depth == 0:
                out.append(text[pos:m.start()])
                start, head = m.end(), (m.group(1) or "")
            depth += 1
        else:
            depth -= 1
            if depth < 0:
                raise ThreadError("多余的 [/quote] (a [/quote] without [quote])", line)
            if depth == 0:
                inner = re.sub(r"\[quote.*?\[/quote\]", "", text[start:m.start()], flags=re.IGNORECASE | re.DOTALL)
                floor = re.match(r"^\s*#?\s*(\d+)\s*#?\s*$", head)
                first = next((x for x in inner.strip().split("\n") if x.strip()), "")
                refs.append(QuoteRef(int(floor.group(1)), None, None) if floor else _quote_head(first))
                pos = m.end()
    if depth != 0:
        raise ThreadError("[quote] 没有闭合 (an unclosed [quote])", line)
    out.append(text[pos:])
    lines = _FORMAT_TAGS.sub("", "".join(out)).replace("\r\n", "\n").split("\n")
    body = _Body("")
    kept = []
    for x in lines:
        notice = _EDIT.match(normalize(x))
        if notice:
            body.edited = parse_time(notice.group(2), line, "编辑时间")
        else:
            kept.append(x)
    lead = next((i for i, x in enumerate(kept) if x.strip()), None)
    if lead is not None:
        r = _REPLY.match(normalize(kept[lead]))
        if r:
            body.reply_to = int(r.group(1))
            kept.pop(lead)
    body.own = "\n".join(kept).strip("\n")
    body.quotes = refs
    return body


def _resolve_quotes(refs: Sequence[QuoteRef], posts: Sequence[Post]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Floors of the quotes; a quote whose author and time match no post, or several, is flagged 引用楼层不明."""
    floors: list[int] = []
    issues: list[str] = []
    for r in refs:
        if r.floor is not None:
            floors.append(r.floor)
            continue
        hits = [p.floor for p in posts if r.author is not None and p.author == r.author and p.time == r.time]
        if len(hits) == 1:
            floors.append(hits[0])
        else:
            issues.append("引用楼层不明")
    return tuple(floors), tuple(issues)


def _finish(posts: list[Post]) -> tuple[Post, ...]:
    seen: dict[int, Post] = {}
    for p in posts:
        if p.floor in seen:
            raise ThreadError(f"楼层重复 (floor {p.floor} appears twice)", p.line or None)
        seen[p.floor] = p
    ordered = sorted(posts, key=lambda p: p.floor)
    for a, b in itertools.pairwise(ordered):
        if b.time < a.time:
            raise ThreadError(f"{b.floor}楼的时间早于{a.floor}楼 (floor {b.floor} is dated before floor {a.floor}): "
                              f"{fmt_time(b.time)} < {fmt_time(a.time)}", b.line or None)
    return tuple(ordered)


# ---------------------------------------------------------------- JSON

def read_json(text: str) -> Thread:
    """The JSON form (docs/forum.md): the header's fields at the top level, `posts` a list of objects."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ThreadError(f"JSON 格式有误 (malformed JSON): {e.msg}", e.lineno) from None
    if not isinstance(data, dict):
        raise ThreadError("JSON 顶层应为对象 (the top level must be an object)", 1)

    def get(obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
        v = obj.get(key)
        if v is not None and not isinstance(v, kind):
            raise ThreadError(f"{where}.{key} 类型有误 (wrong type)")
        return v

    pairs: list[tuple[str, str, int | None]] = []
    for key in ("day", "title", "close", "director", "accelerated", "acceleration_end", "scapegoat", "opens",
                "sheriff"):
        v = get(data, key, (str, int), "$")
        if v is not None:
            pairs.append((key, str(v), None))
    header = _header_from_pairs(pairs)
    roster = []
    for i, item in enumerate(get(data, "alive", list, "$") or []):
        if isinstance(item, str):
            roster.append(item)
        elif isinstance(item, dict) and isinstance(item.get("name"), str):
            roster.append(f"{item['name']}={item.get('account') or item['name']}")
        else:
            raise ThreadError(f"$.alive[{i}] 应为名字或 {{name, account}} (a name or {{name, account}})")
    outs = []
    for i, item in enumerate(get(data, "outs", list, "$") or []):
        if not (isinstance(item, dict) and isinstance(item.get("name"), str) and isinstance(item.get("time"), str)):
            raise ThreadError(f"$.outs[{i}] 应为 {{name, time}} (expected {{name, time}})")
        outs.append(Out(item["name"], parse_time(item["time"], None, "出局时间")))
    settings = {str(k): str(v).lower() if isinstance(v, bool) else str(v)
                for k, v in (get(data, "settings", dict, "$") or {}).items()}
    for k in settings:
        if k not in SETTING_KEYS:
            raise ThreadError(f"$.settings 未知设置 (unknown setting): {k!r}")
    yellows = get(data, "yellow_cards", dict, "$") or {}
    if not all(isinstance(v, int) for v in yellows.values()):
        raise ThreadError("$.yellow_cards 的值应为整数 (counts must be integers)")
    header = replace(header, roster=roster_from(roster), outs=tuple(outs), settings=settings,
                     dead=tuple(get(data, "dead", list, "$") or ()), yellow_cards=dict(yellows))
    raw_posts = get(data, "posts", list, "$")
    if raw_posts is None:
        raise ThreadError("缺少 posts (no posts list)")
    posts: list[Post] = []
    refs: list[list[QuoteRef]] = []
    for i, p in enumerate(raw_posts):
        where = f"$.posts[{i}]"
        if not isinstance(p, dict):
            raise ThreadError(f"{where} 应为对象 (must be an object)")
        for key, kind in (("floor", int), ("author", str), ("time", str), ("text", str)):
            if not isinstance(p.get(key), kind):
                raise ThreadError(f"{where}.{key} 缺失或类型有误 (missing or of the wrong type)")
        try:
            body = separate(p["text"])
            original = get(p, "original_text", str, where)
            judged = separate(original) if original is not None else body
            edited = parse_time(p["edited"], None, "编辑时间") if isinstance(p.get("edited"), str) else body.edited
            t = parse_time(p["time"], None, "发帖时间")
        except ThreadError as e:
            raise ThreadError(f"{where}: {e}") from None
        quotes = get(p, "quotes", list, where)
        reply_to = get(p, "reply_to", int, where)
        posts.append(Post(floor=p["floor"], author=p["author"], time=t, text=judged.own,
                          reply_to=reply_to if reply_to is not None else judged.reply_to,
                          quotes=tuple(int(q) for q in quotes) if quotes is not None else (),
                          edited=edited, original_known=original is not None or edited is None or edited <= t,
                          visible=body.own if original is not None else None,
                          signature=get(p, "signature", str, where) or "", line=0))
        refs.append(judged.quotes if quotes is None else [])
    posts = [replace(p, quotes=p.quotes + q, issues=issues)
             for p, r in zip(posts, refs, strict=True) for q, issues in [_resolve_quotes(r, posts)]]
    check_header(header)
    return Thread(header, _finish(posts), "json")


# ---------------------------------------------------------------- the plain-text export

_POST_HEAD = re.compile(r"^@@\s*(\d+)\s*#?\s*\|\s*(.+?)\s*\|\s*(.+?)\s*$")
_META = re.compile(r"^@(回复|reply|引用|quote|编辑|edited|签名|signature)\s*[:：]?\s*(.*?)\s*$")


def read_text(text: str) -> Thread:
    """A plain-text thread file: the header, `---`, then posts (`@@` export) or a pasted page."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[0].startswith("\ufeff"):
        lines[0] = lines[0][1:]
    header, start = _read_header(lines)
    first = next((i for i in range(start, len(lines)) if lines[i].strip()), len(lines))
    if first < len(lines) and lines[first].lstrip().startswith("@@"):
        posts = _read_export(lines, first)
        source = "text"
    else:
        from .page import read_page
        posts = read_page(lines, start)
        source = "page"
    check_header(header)
    return Thread(header, _finish(posts), source)


def _read_header(lines: Sequence[str]) -> tuple[Header, int]:
    """The header runs from the top to a line `---`; it is there when the first line that is not blank or a `#`
    comment is a known `key: value` line."""
    first = next((i for i, x in enumerate(lines) if x.strip() and not x.lstrip().startswith("#")), None)
    if first is None:
        raise ThreadError("文件为空 (the file is empty)", 1)
    m = _KEY_LINE.match(lines[first])
    if not (m and (m.group(1) in _KEYS or m.group(1).lower() in _KEYS)):
        return Header(), 0
    pairs: list[tuple[str, str, int | None]] = []
    for i in range(first, len(lines)):
        x = lines[i].strip()
        if re.fullmatch(r"-{3,}", x):
            return _header_from_pairs(pairs), i + 1
        if not x or x.startswith("#"):
            continue
        m = _KEY_LINE.match(x)
        if not m:
            raise ThreadError(f"帖头行应为「字段: 值」 (a header line is 'field: value'): {x!r}", i + 1)
        pairs.append((m.group(1), m.group(2), i + 1))
    raise ThreadError("帖头没有以 --- 结束 (the header does not end with a line ---)", len(lines))


def _read_export(lines: Sequence[str], first: int) -> list[Post]:
    heads = [i for i in range(first, len(lines)) if lines[i].lstrip().startswith("@@")]
    posts: list[Post] = []
    refs: list[list[QuoteRef]] = []
    for k, h in enumerate(heads):
        m = _POST_HEAD.match(lines[h].strip())
        if not m:
            raise ThreadError(f"帖子标题行应为「@@ 楼层 | 作者 | 时间」 (a post opens with '@@ floor | author | "
                              f"time'): {lines[h].strip()!r}", h + 1)
        t = parse_time(m.group(3), h + 1, "发帖时间")
        end = heads[k + 1] if k + 1 < len(heads) else len(lines)
        i = h + 1
        reply_to: int | None = None
        quotes: list[int] = []
        edited: datetime | None = None
        signature = ""
        while i < end:
            meta = _META.match(lines[i].strip())
            if not meta:
                break
            key, value = meta.groups()
            if key in ("回复", "reply", "引用", "quote"):
                if not re.fullmatch(r"#?\d+#?", value):
                    raise ThreadError(f"@{key} 后应为楼层号 (a floor number must follow @{key}): {value!r}", i + 1)
                if key in ("回复", "reply"):
                    reply_to = int(value.strip("#"))
                else:
                    quotes.append(int(value.strip("#")))
            elif key in ("编辑", "edited"):
                edited = parse_time(value, i + 1, "编辑时间")
            else:
                signature = value
            i += 1
        body = list(lines[i:end])
        marker = next((j for j, x in enumerate(body) if x.strip() in ("@原文", "@original")), None)
        visible, original = ("\n".join(body[:marker]), "\n".join(body[marker + 1:])) if marker is not None \
            else ("\n".join(body), None)
        shown = separate(visible, i + 1)
        judged = separate(original, i + 1) if original is not None else shown
        edited = edited or shown.edited
        posts.append(Post(floor=int(m.group(1)), author=m.group(2), time=t, text=judged.own,
                          reply_to=reply_to if reply_to is not None else judged.reply_to, quotes=tuple(quotes),
                          edited=edited, original_known=original is not None or edited is None or edited <= t,
                          visible=shown.own if original is not None else None, signature=signature, line=h + 1))
        refs.append(judged.quotes)
    return [replace(p, quotes=p.quotes + q, issues=issues)
            for p, r in zip(posts, refs, strict=True) for q, issues in [_resolve_quotes(r, posts)]]


# ---------------------------------------------------------------- any file

def read_thread(source: str | Path) -> Thread:
    """Read a thread file (JSON when its first character is `{`, else the plain-text form)."""
    path = Path(source)
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise ThreadError(f"无法读取文件 (cannot read the file) {path}: {e.strerror}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise ThreadError("文件不是 UTF-8 编码 (the file is not UTF-8)", line) from None
    return parse_thread(text)


def parse_thread(text: str) -> Thread:
    """Parse a thread given as text (JSON or plain)."""
    return read_json(text) if text.lstrip().startswith("{") else read_text(text)
