"""A Discuz! thread page as a person pastes it (select the page in a browser, copy, paste into a file).

The layout read (docs/forum.md, "粘贴的网页"), post by post:

    阿乙                                  ← the author's name on its own line
    5#                                    ← the floor: 楼主 沙发 板凳 地板, or N# / #N / N楼 (also at the end of the
    发表于 2023-4-30 19:00 | 只看该作者     ←   发表于 line); the time, to the minute (seconds dropped)
    本帖最后由 阿乙 于 2023-4-30 19:20 编辑  ← optional edit notice
    回复 3# 阿甲                           ← optional reply header
    阿甲 发表于 2023-4-30 18:00            ← optional quote box: its header, then the quoted lines
    投票对象:阿丙 ...
    改票对象:阿丙                          ← the author's own text
    改票理由:…
    回复                                   ← page chrome after the post (dropped)
    使用道具 举报

Between the author line and the 发表于 line only blank lines, the floor marker, the page's fixed words (电梯直达,
跳转到指定楼层, 该用户从未签到 …) and profile statistics (主题 / 帖子 / 积分 with their numbers) may stand.
A relative time (「半小时前」「昨天 19:00」) is an error: the 导演 must paste a page showing full times.

A quote box's end is not marked in pasted text. It is found by comparing the lines after its header with the quoted
post (found by its author and time among the floors above): the box holds the lines that repeat the start of that
post's text (Discuz! cuts long quotes and ends them with "..."). When the quoted post is not in the paste, or two
posts match, the end cannot be told: the post is flagged 引用无法分辨 and the tally lists it for the 导演.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from .grammar import normalize
from .thread import _EDIT, _REPLY, DATE, Post, ThreadError, parse_time

FLOOR = r"(?:楼主|沙发|板凳|地板|\d+[ \t]*#|#[ \t]*\d+|\d+[ \t]*楼)"
_FLOOR_LINE = re.compile(rf"^\s*({FLOOR})\s*(?:电梯直达)?\s*$")
# 「楼主|」 before 发表于 is the badge of the thread's author (on all his posts), not the floor
_NOT_OP = r"(?:沙发|板凳|地板|\d+[ \t]*#|#[ \t]*\d+|\d+[ \t]*楼)"
_HEAD = re.compile(rf"^\s*(?:({_NOT_OP})\s*\|?\s*)?(?:楼主\s*\|\s*)?发表于\s*(.*)$")
_HEAD_TIME = re.compile(rf"^\s*({DATE})(.*)$")
_QUOTE_HEAD = re.compile(rf"^\s*(?:原帖由\s*)?(\S.*?)\s*(?:发表于\s*({DATE})|于\s*({DATE})\s*发表)\s*$")
_NAMED = {"楼主": 1, "沙发": 2, "板凳": 3, "地板": 4}

_CHROME = {"电梯直达", "跳转到指定楼层", "只看该作者", "倒序浏览", "阅读模式", "显示全部楼层", "[复制链接]", "复制链接",
           "该用户从未签到", "发消息", "打印", "上一主题", "下一主题", "串个门", "加好友", "打招呼", "来自手机",
           "收藏", "分享", "淘帖", "回帖奖励", "只看大图"}
_PROFILE = {"主题", "帖子", "积分", "精华", "威望", "金钱", "贡献", "UID", "注册时间", "最后登录", "在线时间",
            "阅读权限", "听众", "收听", "好友", "记录", "日志", "相册", "回帖", "分享", "金币", "经验", "体力", "活跃"}
_TRAILING = {"回复", "使用道具", "举报", "使用道具 举报", "回复 举报", "支持", "反对", "评分", "点评", "分享", "收藏",
             "来自手机", "显示全部楼层", "只看该作者", "引用", "编辑", "删除"}
_FOOTER = re.compile(r"^\s*(返回列表|发表回复|快速回复|高级模式|本版积分规则|您需要登录后才可以回帖|Powered by Discuz)")
_VOTE_WORDS = re.compile(r"(投|改)票(对象|理由)")


def _floor_number(token: str) -> int:
    token = token.strip()
    if token in _NAMED:
        return _NAMED[token]
    return int(re.sub(r"\D", "", token))


def _is_profile(lines: Sequence[str], i: int) -> bool:
    x = lines[i].strip()
    if x in _PROFILE:
        return True
    if x.isdigit():
        near = [lines[j].strip() for j in (i - 1, i + 1) if 0 <= j < len(lines)]
        return any(n in _PROFILE for n in near)
    return False


def read_page(lines: Sequence[str], start: int) -> list[Post]:
    """Posts of a pasted page; `start` is the index of its first line in `lines` (the file's lines)."""
    heads = [i for i in range(start, len(lines)) if _HEAD.match(lines[i]) and not _QUOTE_HEAD.match(lines[i])]
    if not heads:
        raise ThreadError("粘贴的网页中找不到「发表于」行 (no '发表于' line in the pasted page)", start + 1)
    found: list[tuple[int, int, int, str, datetime, int]] = []  # author line, head line, body start, author, t, floor
    lower = start
    for h in heads:
        m = _HEAD.match(lines[h])
        assert m is not None
        floors: list[int] = [_floor_number(m.group(1))] if m.group(1) else []
        tm = _HEAD_TIME.match(normalize(m.group(2)))
        if not tm:
            raise ThreadError(f"发帖时间不是完整日期 (the post time is not a full date): {m.group(2).strip()!r}; "
                              "请粘贴显示完整时间的页面 (paste a page that shows full dates)", h + 1)
        t = parse_time(tm.group(1), h + 1, "发帖时间")
        for token in re.split(r"[|\s]+", tm.group(7)):
            if token and re.fullmatch(FLOOR, token) and token != "楼主":
                floors.append(_floor_number(token))
        author, a = None, h - 1
        while a >= lower:
            x = lines[a].strip()
            fm = _FLOOR_LINE.match(x)
            if not x or x in _CHROME or _is_profile(lines, a):
                a -= 1
            elif fm:
                floors.append(_floor_number(fm.group(1)))
                a -= 1
            else:
                author = x
                break
        if author is None:
            raise ThreadError("「发表于」行前找不到作者名 (no author name above the '发表于' line)", h + 1)
        if _VOTE_WORDS.search(author) or _HEAD.match(author):
            raise ThreadError(f"作者行像是帖子内容, 可能漏复制了作者名 (the author line looks like post text; was the "
                              f"author's name left out of the paste?): {author!r}", a + 1)
        body = h + 1
        while body < len(lines) and not lines[body].strip():
            body += 1
        if body < len(lines) and _FLOOR_LINE.match(lines[body].strip()) and not floors:
            floors.append(_floor_number(lines[body]))
            body += 1
        if not floors:
            raise ThreadError("找不到楼层号 (no floor number: 楼主/沙发/板凳/地板/N#) for this post", h + 1)
        if len(set(floors)) > 1:
            raise ThreadError(f"楼层号矛盾 (conflicting floor numbers): {sorted(set(floors))}", h + 1)
        found.append((a, h, body, author, t, floors[0]))
        lower = h + 1
    posts: list[Post] = []
    for k, (_a, h, body, author, t, floor) in enumerate(found):
        end = found[k + 1][0] if k + 1 < len(found) else len(lines)
        if k + 1 == len(found):
            end = next((i for i in range(body, end) if _FOOTER.match(lines[i])), end)
        posts.append(_post(lines, body, end, author, t, floor, h, posts))
    return posts


def _post(lines: Sequence[str], body: int, end: int, author: str, t: datetime, floor: int, head: int,
          earlier: Sequence[Post]) -> Post:
    text = [lines[i] for i in range(body, end)]
    while text and (not text[-1].strip() or text[-1].strip() in _TRAILING):
        text.pop()
    edited: datetime | None = None
    kept: list[str] = []
    for j, x in enumerate(text):
        e = _EDIT.match(normalize(x))
        if e:
            edited = parse_time(e.group(2), body + j + 1, "编辑时间")
        else:
            kept.append(x)
    reply_to: int | None = None
    first = next((i for i, x in enumerate(kept) if x.strip()), None)
    if first is not None:
        r = _REPLY.match(normalize(kept[first]))
        if r:
            reply_to = int(r.group(1))
            kept.pop(first)
    own: list[str] = []
    quotes: list[int] = []
    issues: list[str] = []
    i = 0
    while i < len(kept):
        q = _QUOTE_HEAD.match(normalize(kept[i]))
        if not q:
            nxt = kept[i + 1] if i + 1 < len(kept) else ""
            if kept[i].strip() in ("引用:", "引用：") and _QUOTE_HEAD.match(normalize(nxt)):
                i += 1
                continue
            own.append(kept[i])
            i += 1
            continue
        when = parse_time(q.group(2) or q.group(8), body + 1, "引用时间")
        hits = [p for p in earlier if p.author == q.group(1).strip() and p.time == when]
        if len(hits) != 1:
            issues.append("引用无法分辨")
            i += 1
            continue
        quotes.append(hits[0].floor)
        i = _skip_quoted(kept, i + 1, hits[0].visible if hits[0].visible is not None else hits[0].text)
    return Post(floor=floor, author=author, time=t, text="\n".join(own).strip("\n"), reply_to=reply_to,
                quotes=tuple(quotes), edited=edited, original_known=edited is None or edited <= t, line=head + 1,
                issues=tuple(issues))


def _compact(s: str) -> str:
    return "".join(normalize(s).split())


def _skip_quoted(lines: Sequence[str], i: int, quoted: str) -> int:
    """The index after the quote box's lines: those that, joined, repeat the start of `quoted` (a line ending with
    "..." / "…" is Discuz!'s cut and ends the box)."""
    target = _compact(quoted)
    taken = ""
    while i < len(lines):
        line = _compact(lines[i])
        cut = re.sub(r"(\.\.\.|…)+$", "", line)
        if not line:
            i += 1
            continue
        if target.startswith(taken + line):
            taken += line
            i += 1
            if taken == target:
                break
            continue
        if cut != line and target.startswith(taken + cut):
            i += 1
        break
    return i
