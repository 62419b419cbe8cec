"""The 投票/改票 grammar (A-LR-22) and the 对象 (A-LR-23), seed 003_6ab575b4f34e0846.txt 投票规则."""

from __future__ import annotations

import pytest

from daoyan.games.langren.forum import ABSTAIN, Ballot, Malformed, parse_vote, resolve_target, split_proxy
from daoyan.games.langren.forum.grammar import looks_like_vote, normalize

# A-LR-22's valid posts, each a whole post (⏎ = a line break), with the 对象 and 理由 read
VALID = [
    ("投票对象：阿甲⏎投票理由：发言矛盾", "阿甲", "发言矛盾"),  # full-width colons
    ("投票对象:阿甲⏎投票理由:发言矛盾", "阿甲", "发言矛盾"),  # half-width
    ("投票对象:阿甲投票理由：发言矛盾", "阿甲", "发言矛盾"),  # one line, mixed widths
    ("投票对象：阿甲 投票理由：发言矛盾", "阿甲", "发言矛盾"),  # one line, a space between
    ("投票对象 : 阿甲 ⏎⏎投票理由:", "阿甲", ""),  # spaces, an empty line, empty reason
    ("看完了，来投⏎投票对象：弃权⏎投票理由：信息不够", "弃权", "信息不够"),  # a chat line first; abstention
    ("投票对象：阿甲⏎投票理由：一是发言矛盾；⏎二是票型可疑", "阿甲", "一是发言矛盾;\n二是票型可疑"),  # reason over lines
    ("投票对象\u3000：\u3000阿甲\u3000⏎投票理由：x", "阿甲", "x"),  # U+3000 around the colon
]

# A-LR-22's invalid posts
INVALID = [
    ("投票对象:阿甲", "缺少理由标签"),  # no 理由 label
    ("投票对像:阿甲⏎投票理由:…", "缺少对象标签"),  # wrong character
    ("投票目标:阿甲⏎投票理由:…", "缺少对象标签"),
    ("投票:阿甲⏎投票理由:…", "缺少对象标签"),
    ("投 票对象:阿甲⏎投票理由:…", "缺少对象标签"),
    ("【投票对象】:阿甲⏎投票理由:…", "缺少对象标签"),
    ("投票对象 阿甲⏎投票理由 …", "没有可识别的投票标签"),  # no colon
    ("投票对象；阿甲⏎投票理由；…", "没有可识别的投票标签"),
    ("投票对象∶阿甲⏎投票理由∶…", "没有可识别的投票标签"),  # U+2236 is not a colon
    ("投票对象﹕阿甲⏎投票理由﹕…", "没有可识别的投票标签"),  # U+FE55
    ("投票理由:…⏎投票对象:阿甲", "理由在对象之前"),  # wrong order
    ("投票对象:⏎阿甲⏎投票理由:…", "对象为空"),  # empty 对象; the name on the next line
    ("投票对象:阿甲⏎再想想⏎投票理由:…", "对象与理由之间有其他文字"),  # a line between
    ("投票对象:阿甲⏎投票理由:x⏎投票对象:阿乙⏎投票理由:y", "标签重复"),  # two 投票块
    ("投票对象:阿甲⏎投票理由:x⏎改票对象:阿乙⏎改票理由:y", "投票与改票标签混在一帖"),  # a 投票块 and a 改票块
    ("投票对象:阿甲⏎投票理由:他说改票理由:无", "投票与改票标签混在一帖"),  # a label inside the reason
    ("投票对象:阿甲⏎投票理由:上面的投票理由:不算", "标签重复"),
    ("投票對象:阿甲⏎投票理由:…", "缺少对象标签"),  # traditional label, setting off
    ("我投 投票对象:阿甲⏎投票理由:…", "对象标签前有其他文字"),
]


def post(text: str) -> str:
    return text.replace("⏎", "\n")


@pytest.mark.parametrize(("text", "target", "reason"), VALID, ids=[v[0] for v in VALID])
def test_valid_posts_of_the_grammar(text: str, target: str, reason: str) -> None:
    """003 「请严格依照投票格式或改票格式进行投票。」「特别地,投票格式中标点符号不区分全半角。投票对象与投票理由之间可以不换行。」
    A-LR-22 (b): the two labels in order with a colon; width and the line break are the only leniencies."""
    assert parse_vote(post(text)) == Ballot("投票", target, reason)


@pytest.mark.parametrize(("text", "why"), INVALID, ids=[v[0] for v in INVALID])
def test_invalid_posts_of_the_grammar(text: str, why: str) -> None:
    """003 「投票格式或投票对象有误的票无效。」 A-LR-22: each listed invalid post is 格式有误, and says why."""
    r = parse_vote(post(text))
    assert isinstance(r, Malformed)
    assert r.code == "格式有误"
    assert r.detail.startswith(why)


def test_the_books_own_examples() -> None:
    """003 【投票格式】「投票对象:饺子」「投票理由:饺子好吃」 and 【改票格式】「改票对象:包子」「改票理由:包子也好吃」: the book's
    examples parse as printed (the scrape's ASCII colons) and with the forum's full-width ones."""
    assert parse_vote("投票对象:饺子\n投票理由:饺子好吃") == Ballot("投票", "饺子", "饺子好吃")
    assert parse_vote("改票对象：包子\n改票理由：包子也好吃") == Ballot("改票", "包子", "包子也好吃")
    assert parse_vote("改票对象:包子改票理由:包子也好吃") == Ballot("改票", "包子", "包子也好吃")


def test_quoted_plus_one_is_not_a_vote() -> None:
    """A-LR-22: a reply that adds 「+1」/「同上」/「跟票」 to a quoted vote is not a vote (the quote is not own text)."""
    for text in ("+1", "同上", "跟票", "同上，跟票"):
        assert parse_vote(text) is None
    assert not looks_like_vote("今天谁还没投票？")


def test_traditional_labels_setting() -> None:
    """A-LR-22: labels are not script-folded; setting accept_traditional_labels (default off) reads 投票對象."""
    assert isinstance(parse_vote("投票對象:阿甲\n投票理由:x"), Malformed)
    assert parse_vote("投票對象:阿甲\n投票理由:x", accept_traditional_labels=True) == Ballot("投票", "阿甲", "x")


def test_empty_reason_setting() -> None:
    """A-LR-22 empty reason: valid by default (the book voids only 「格式或投票对象有误」); require_reason_text voids it."""
    assert parse_vote("投票对象:阿甲\n投票理由:") == Ballot("投票", "阿甲", "")
    r = parse_vote("投票对象:阿甲\n投票理由:  ", require_reason_text=True)
    assert isinstance(r, Malformed) and r.detail.startswith("理由为空")


def test_normalisation_folds_only_width_and_spaces() -> None:
    """003 「投票格式中标点符号不区分全半角」: full-width punctuation → half-width, U+3000/U+00A0 → space; nothing else."""
    assert normalize("投票对象：阿甲\u00a0\n") == "投票对象:阿甲\n"
    assert normalize("（阿甲）！") == "(阿甲)!"
    assert normalize("Ａ") == "Ａ"  # letters are not punctuation: no fold in the grammar


# ------------------------------------------------------------------ the 对象 (A-LR-23)

NAMES = ["阿甲", "阿乙", "Alice", "饺子"]


@pytest.mark.parametrize(("raw", "name", "code"), [
    ("阿甲", "阿甲", ""),
    (" 阿甲 ", "阿甲", ""),
    ("阿 甲", "阿甲", "已规范化"),
    ("「阿甲」", "阿甲", "已规范化"),
    ("“阿甲”", "阿甲", "已规范化"),
    ("《阿甲》", "阿甲", "已规范化"),
    ("【阿甲】", "阿甲", "已规范化"),
    ("（阿甲）", "阿甲", "已规范化"),
    ("@阿甲", "阿甲", "已规范化"),
    ("阿甲。", "阿甲", "已规范化"),
    ("阿甲！！", "阿甲", "已规范化"),
    ("阿甲…", "阿甲", "已规范化"),
    ("ALICE", "Alice", "已规范化"),
    ("Ａｌｉｃｅ", "Alice", "已规范化"),
])
def test_target_resolves_exactly_or_loosely(raw: str, name: str, code: str) -> None:
    """003 「投票格式或投票对象有误的票无效。」 A-LR-23: exact, then loose (NFKC, case, spaces, one quote pair, @, trailing
    punctuation) matching exactly one candidate, reported 已规范化."""
    r = resolve_target(raw, NAMES)
    assert (r.status, r.name, r.code) == ("ok", name, code)


@pytest.mark.parametrize(("raw", "code"), [
    ("阿", "查无此人"),  # part of a name
    ("昨天跳预言家的那个", "查无此人"),  # a description
    ("若阿甲跳预言家则投他", "查无此人"),  # a condition naming one character
    ("3号", "查无此人"),  # seat numbers are not names unless the room numbers seats
    ("阿甲/阿乙", "多个对象"),
    ("阿甲或阿乙", "多个对象"),
    ("阿丙", "对象已出局"),
    ("弃票", "查无此人"), ("不投", "查无此人"), ("放弃", "查无此人"), ("空", "查无此人"), ("无", "查无此人"),
    ("弃權", "查无此人"),
])
def test_target_errors(raw: str, code: str) -> None:
    """003 「投票格式或投票对象有误的票无效。」「投弃权票时,须在投票对象中填写“弃权”。」 A-LR-23: no guessing from part of a
    name; an out name is 对象已出局; two names 多个对象; only 弃权 abstains."""
    r = resolve_target(raw, NAMES, ["阿丙"])
    assert (r.status, r.code) == ("invalid", code)


def test_abstain_and_loose_ambiguity() -> None:
    """003 「投弃权票时,须在投票对象中填写“弃权”。」 A-LR-23: 弃权 (loosely: “弃权”, 弃 权) abstains; a loose form matching two
    candidates is 对象不唯一, but an exact match still settles it."""
    for raw in ("弃权", "“弃权”", "弃 权", "「弃权」。"):
        assert resolve_target(raw, NAMES).status == "abstain"
    assert ABSTAIN == "弃权"
    r = resolve_target("alice", ["Alice", "ALICE"])
    assert (r.status, r.code) == ("invalid", "对象不唯一")
    assert resolve_target("ALICE", ["Alice", "ALICE"]).name == "ALICE"


def test_numbered_seats_setting() -> None:
    """A-LR-23: seat numbers name characters only when the room numbers seats (setting numbered_seats)."""
    seats = {1: "阿甲", 2: "阿乙", 3: "阿丙"}
    assert resolve_target("2号", ["阿甲", "阿乙"], ["阿丙"], seats=seats).name == "阿乙"
    assert resolve_target("3", ["阿甲", "阿乙"], ["阿丙"], seats=seats).code == "对象已出局"
    assert resolve_target("9号", ["阿甲", "阿乙"], seats=seats).code == "查无此人"


def test_self_vote_is_valid() -> None:
    """A-LR-23: self-votes are valid; the book forbids nothing (「每名存活角色每个讨论日限投一票」 limits only the count)."""
    assert resolve_target("阿甲", NAMES).name == "阿甲"


def test_proxy_first_line() -> None:
    """003 「演员可以委托导演代投,代投时需给出明确的投票对象」 A-LR-26: a 代投 post opens with 「代投:角色名」 (either colon)."""
    assert split_proxy("\n代投：阿甲\n投票对象:阿乙\n投票理由:x") == ("阿甲", "投票对象:阿乙\n投票理由:x")
    assert split_proxy("代投 阿甲\n投票对象:阿乙\n投票理由:x") is None
