"""The 投票 / 改票 grammar (A-LR-22) and the resolution of a 对象 (A-LR-23), seed 003_6ab575b4f34e0846.txt:

「请严格依照投票格式或改票格式进行投票。投票格式或投票对象有误的票无效。」
「特别地,投票格式中标点符号不区分全半角。投票对象与投票理由之间可以不换行。」

`parse_vote(text)` reads one post's own text (quotes, reply header, edit notice already taken out) and returns a
`Ballot` (kind, raw 对象, 理由), a `Malformed` (格式有误 and what exactly), or None when the post holds no vote at
all (chat, 「+1」, 「同上」). `resolve_target(raw, candidates, out)` names the character meant, or says why not.

>>> parse_vote("投票对象：阿甲\\n投票理由：发言矛盾")
Ballot(kind='投票', target='阿甲', reason='发言矛盾')
>>> parse_vote("投票对象:阿甲投票理由：发言矛盾").target
'阿甲'
>>> parse_vote("投票对象:阿甲").detail
'缺少理由标签 (no 理由 label)'
>>> parse_vote("同上") is None
True
>>> resolve_target("「阿甲」。", ["阿甲", "阿乙"])
Resolution(status='ok', name='阿甲', code='已规范化')
>>> resolve_target("阿甲/阿乙", ["阿甲", "阿乙"]).code
'多个对象'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

VoteKind = Literal["投票", "改票"]
ABSTAIN = "弃权"

# ---------------------------------------------------------------- normalisation (A-LR-22: only these two folds)

_FULLWIDTH_PUNCT = {c: chr(c - 0xFEE0) for c in (*range(0xFF01, 0xFF10), *range(0xFF1A, 0xFF21),
                                                 *range(0xFF3B, 0xFF41), *range(0xFF5B, 0xFF5F))}
_SPACES = {0x3000: " ", 0x00A0: " ", 0x2002: " ", 0x2003: " ", 0x2009: " ", 0x202F: " ", 0x200B: ""}


def normalize(text: str) -> str:
    """Full-width punctuation read as its half-width twin, U+3000 / U+00A0 as a space, line ends unified, spaces at
    the ends of lines dropped. Nothing else: `∶` (U+2236), `︰`, `﹕` and `；` are not colons, and no letter is folded.

    >>> normalize("投票对象　：阿甲　\\r\\n投票理由（一）")
    '投票对象 :阿甲\\n投票理由(一)'
    >>> normalize("投票对象∶阿甲") == "投票对象∶阿甲"
    True
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n").translate(_FULLWIDTH_PUNCT).translate(_SPACES)
    return "\n".join(line.rstrip(" \t") for line in text.split("\n"))


# ---------------------------------------------------------------- the grammar

@dataclass(frozen=True)
class Ballot:
    """A post in the 投票 or 改票 format: its kind, the 对象 as written (trimmed) and the 理由 (may be empty)."""

    kind: VoteKind
    target: str
    reason: str


@dataclass(frozen=True)
class Malformed:
    """A post that tries to vote but breaks the format: 格式有误, with what exactly (`detail`, zh (en)).
    `kind` is the kind its labels say, when they say one."""

    kind: VoteKind | None
    detail: str
    code: str = "格式有误"


_LABEL_SIMPLE = re.compile(r"(投票|改票)(对象|理由)[ \t]*:")
_LABEL_TRAD = re.compile(r"(投票|改票)(对象|對象|理由)[ \t]*:")
# something that looks like an attempt at a label: 投票对像: / 投票目标: / 投票: / 投 票对象: / 【投票对象】: /
# 投票对象 阿甲 / 投票对象；阿甲 / 投票對象:
_LOOKS_LIKE = re.compile(r"(?m)^[ \t]*[【\[(<]?[ \t]*(投|改)[ \t]*票[^\n:∶︰﹕;]{0,4}[:∶︰﹕;]"
                         r"|(投|改)[ \t]*票[ \t]*(对|對)[ \t]*(象|像)|(投|改)票[ \t]*理[ \t]*由")


def looks_like_vote(text: str) -> bool:
    """Whether a post without a single well-formed label still tries to vote (then it is 格式有误, not chat).

    >>> looks_like_vote("投票目标:阿甲"), looks_like_vote("【投票对象】:阿甲"), looks_like_vote("同上 跟票")
    (True, True, False)
    """
    return bool(_LOOKS_LIKE.search(normalize(text)))


def parse_vote(text: str, *, accept_traditional_labels: bool = False,
               require_reason_text: bool = False) -> Ballot | Malformed | None:
    """Read a post's own text against the A-LR-22 grammar.

    Returns a `Ballot`, a `Malformed` (the post is an invalid vote, 格式有误) or None (no vote in it at all)."""
    norm = normalize(text)
    pattern = _LABEL_TRAD if accept_traditional_labels else _LABEL_SIMPLE
    labels = list(pattern.finditer(norm))
    if not labels:
        return Malformed(None, "没有可识别的投票标签 (no 投票对象/投票理由 label as printed in the book)") \
            if looks_like_vote(norm) else None
    kinds = {m.group(1) for m in labels}
    if len(kinds) > 1:
        return Malformed(None, "投票与改票标签混在一帖 (投票 and 改票 labels in one post)")
    kind: VoteKind = "投票" if "投票" in kinds else "改票"
    targets = [m for m in labels if m.group(2) != "理由"]
    reasons = [m for m in labels if m.group(2) == "理由"]
    if len(targets) > 1 or len(reasons) > 1:
        return Malformed(kind, "标签重复: 一帖只能有一个投票块 (a label appears twice: one block per post)")
    if not targets:
        return Malformed(kind, "缺少对象标签 (no 对象 label)")
    if not reasons:
        return Malformed(kind, "缺少理由标签 (no 理由 label)")
    t, r = targets[0], reasons[0]
    if r.start() < t.start():
        return Malformed(kind, "理由在对象之前 (the 理由 label comes before the 对象 label)")
    line_start = norm.rfind("\n", 0, t.start()) + 1
    if norm[line_start:t.start()].strip(" \t"):
        return Malformed(kind, "对象标签前有其他文字 (text before the 对象 label on its line)")
    line_end = norm.find("\n", t.end())
    line_end = len(norm) if line_end < 0 else line_end
    same_line = r.start() < line_end
    target = norm[t.end():r.start() if same_line else line_end].strip(" \t")
    if not target:
        return Malformed(kind, "对象为空 (empty 对象; the name must follow the colon on the same line)")
    if not same_line and norm[line_end:r.start()].strip(" \t\n"):
        return Malformed(kind, "对象与理由之间有其他文字 (text between the 对象 line and the 理由 label)")
    reason = norm[r.end():].strip(" \t\n")
    if require_reason_text and not reason:
        return Malformed(kind, "理由为空 (empty 理由; setting require_reason_text)")
    return Ballot(kind, target, reason)


_PROXY = re.compile(r"^[ \t]*代投[ \t]*:[ \t]*(.*?)[ \t]*$")


def split_proxy(text: str) -> tuple[str, str] | None:
    """A 导演's 代投 post (A-LR-26): its first non-empty line 「代投:角色名」 (either colon width) and the rest.

    >>> split_proxy("代投：阿甲\\n投票对象:阿乙\\n投票理由:")
    ('阿甲', '投票对象:阿乙\\n投票理由:')
    >>> split_proxy("投票对象:阿乙\\n投票理由:") is None
    True
    """
    lines = normalize(text).split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    m = _PROXY.match(lines[0]) if lines else None
    return None if m is None else (m.group(1), "\n".join(lines[1:]))


# ---------------------------------------------------------------- the 对象 (A-LR-23)

ResolutionStatus = Literal["ok", "abstain", "invalid"]


@dataclass(frozen=True)
class Resolution:
    """Who a 对象 names: status `ok` (name; code '' or 已规范化), `abstain` (弃权) or `invalid` (code 查无此人,
    对象已出局, 多个对象 or 对象不唯一)."""

    status: ResolutionStatus
    name: str | None
    code: str = ""


_PAIRS = {"“": "”", '"': '"', "‘": "’", "'": "'", "「": "」", "『": "』", "《": "》", "【": "】", "(": ")"}
_TRAILING = ",。.;!?、~…"


def loose(name: str) -> str:
    """NFKC, case folding, no whitespace: the loose form of a name (A-LR-23 step 2).

    >>> loose("Ａ lice"), loose("ALICE")
    ('alice', 'alice')
    """
    return "".join(unicodedata.normalize("NFKC", name).casefold().split())


def loose_target(raw: str) -> str:
    """The loose form of a 对象: `loose`, then one enclosing pair of quotes or brackets, a leading @ and trailing
    punctuation are removed.

    >>> loose_target("@阿甲。"), loose_target("“弃权”"), loose_target("（阿乙）")
    ('阿甲', '弃权', '阿乙')
    """
    s = loose(raw).rstrip(_TRAILING)
    if len(s) >= 2 and _PAIRS.get(s[0]) == s[-1]:
        s = s[1:-1]
    if s.startswith("@"):
        s = s[1:]
    return s.rstrip(_TRAILING)


_SEAT = re.compile(r"^(?:#|no\.?)?(\d+)(?:号|號|#)?$")


def resolve_target(raw: str, candidates: Sequence[str], out: Sequence[str] = (), *,
                   seats: Mapping[int, str] | None = None) -> Resolution:
    """Resolve a 对象 against the names of the characters who may be voted for (A-LR-23).

    `candidates`: living characters' names; `out`: names of characters already out; `seats`: seat number → name,
    when the room numbers seats (setting numbered_seats) — otherwise a number is 查无此人.

    >>> resolve_target("阿甲", ["阿甲", "阿乙"])
    Resolution(status='ok', name='阿甲', code='')
    >>> resolve_target("弃 权", ["阿甲"]).status
    'abstain'
    >>> resolve_target("阿丙", ["阿甲"], ["阿丙"]).code
    '对象已出局'
    >>> resolve_target("3号", ["阿甲"], seats={3: "阿甲"})
    Resolution(status='ok', name='阿甲', code='已规范化')
    """
    raw = raw.strip()
    if raw in candidates:
        return Resolution("ok", raw, "")
    t = loose_target(raw)
    if t == ABSTAIN:
        return Resolution("abstain", None, "")
    hits = [c for c in candidates if loose(c) == t]
    if len(hits) == 1:
        return Resolution("ok", hits[0], "已规范化")
    if len(hits) > 1:
        return Resolution("invalid", None, "对象不唯一")
    if seats is not None:
        m = _SEAT.match(t)
        if m and int(m.group(1)) in seats:
            name = seats[int(m.group(1))]
            if name in candidates:
                return Resolution("ok", name, "已规范化")
            return Resolution("invalid", None, "对象已出局" if name in out else "查无此人")
    if any(loose(o) == t for o in out):
        return Resolution("invalid", None, "对象已出局")
    if len(_names_inside(loose(raw), [loose(c) for c in candidates])) >= 2:
        return Resolution("invalid", None, "多个对象")
    return Resolution("invalid", None, "查无此人")


def _names_inside(text: str, names: Sequence[str]) -> set[str]:
    """The distinct names found in `text`, longest first, without overlaps."""
    taken = [False] * len(text)
    found: set[str] = set()
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        start = text.find(name)
        while start >= 0:
            if not any(taken[start:start + len(name)]):
                found.add(name)
                for i in range(start, start + len(name)):
                    taken[i] = True
            start = text.find(name, start + 1)
    return found
