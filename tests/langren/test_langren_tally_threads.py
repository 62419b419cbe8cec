"""The hand-made threads in tests/langren/threads/ (plain-text export, JSON, pasted Discuz! pages) and the
`daoyan forum tally` command (seed 003_6ab575b4f34e0846.txt 投票规则; readings A-LR-21 … A-LR-30)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan.cli import app
from daoyan.games.langren.forum import ThreadError, parse_thread, publication, read_thread, tally

THREADS = Path(__file__).resolve().parent / "threads"
runner = CliRunner()


def run(name: str) -> Any:
    return tally(read_thread(THREADS / name))


def status(t: Any) -> dict[int, tuple[str, str]]:
    return {j.floor: (j.status, j.code) for j in t.judgements}


def test_basic_plain_text_thread() -> None:
    """003 「投票对象与投票理由之间可以不换行。」「投票格式或投票对象有误的票无效。」「未回复投票帖者将被判罚黄牌」 A-LR-21…A-LR-30 on
    the plain-text export: an account other than the character's name, a one-line vote, a chat line first, a 弃权, a
    wrong label, a spectator, a loose 对象, a post after 关门, a character who never replied."""
    t = run("basic.txt")
    s = status(t)
    assert s[1] == ("not_a_vote", "") and t.judgement(1).kind == "导演帖"
    assert s[3] == ("accepted", "") and t.judgement(3).character == "阿丙"
    assert s[4] == ("accepted", "") and t.abstentions == ("阿丁",)
    assert s[5] == ("invalid", "格式有误") and s[7] == ("accepted", "")
    assert s[6] == ("invalid", "非存活角色")
    assert "已规范化" in t.judgement(8).flags
    assert s[9] == ("late", "关门后")
    assert t.yellow_cards == ("阿己",)
    assert (t.dusk.outcome, t.dusk.top) == ("无人出局", ("阿甲", "阿乙"))
    assert len(t.judgements) == 9  # never silently dropped


def test_change_thread_every_check() -> None:
    """003 「改票只允许进行一次。关门前一小时不允许改票或代投」「【改票格式】改票需回复原投票楼层」 A-LR-24 in a hand-made thread:
    each floor fails the check it was written for (the BBCode quote of floor 8 counts as the reply)."""
    s = status(run("change.txt"))
    assert s[4] == s[5] == ("invalid", "未回复原楼层")
    assert s[6] == ("invalid", "对象有误")
    assert s[7] == ("invalid", "无原投票") and s[12] == ("invalid", "无原投票")
    assert s[9] == ("invalid", "已投票")
    assert s[10] == ("accepted", "") and s[11] == ("refused", "已改过票")
    assert s[13] == ("invalid", "格式有误") and s[14] == ("accepted", "") and s[15] == ("invalid", "未回复原楼层")
    assert s[16] == ("accepted", "") and s[17] == ("refused", "最后一小时") and s[18] == ("refused", "最后一小时")


def test_accelerated_and_delayed_threads() -> None:
    """003 「执行加速时,所有人不可改票,且发言不足或未投票者将不被判罚。」「延迟成功时,不再视为“执行加速”状态。」 A-LR-20."""
    t = run("accel.txt")
    assert status(t)[3] == ("refused", "执行加速中") and status(t)[4] == ("accepted", "")
    assert t.yellow_cards == () and t.standing("阿丁").replied is False
    d = run("delay.txt")
    assert status(d)[3] == ("refused", "执行加速中") and status(d)[4] == ("accepted", "")
    assert d.yellow_cards == ("阿乙", "阿丙")


def test_proxy_json_thread() -> None:
    """003 「演员可以委托导演代投,代投时需给出明确的投票对象(不可设立投票条件)。」「关门前一小时不允许改票或代投」 A-LR-26 on
    the JSON form."""
    t = run("proxy.json")
    s = status(t)
    assert s[2] == ("accepted", "") and t.judgement(2).character == "阿甲"
    assert s[3] == ("accepted", "")  # 阿甲's own change quotes the proxy floor
    assert s[4] == ("invalid", "对象有误")  # a condition
    assert s[5] == ("invalid", "代投格式有误") and s[6] == ("invalid", "代投格式有误")
    assert s[8] == ("accepted", "") and s[9] == ("refused", "已改过票")
    assert s[10] == ("invalid", "代投对象有误") and s[11] == ("refused", "最后一小时")
    assert t.yellow_cards == ("阿乙", "阿丙")  # 阿丁 and 阿戊 replied through in-time proxies


def test_outs_json_thread() -> None:
    """003 「每名存活角色每个讨论日限投一票」 A-LR-29 on the JSON form: an out during the day voids votes for him, his own vote
    leaves, an earlier day's out (已出局) is 对象已出局, two names are 多个对象."""
    t = run("outs.json")
    s = status(t)
    assert s[4] == ("invalid", "对象有误") and t.judgement(4).sub == "对象已出局"
    assert "同分钟出局" in t.judgement(5).flags
    assert s[6] == ("invalid", "非存活角色") and s[7] == ("invalid", "无原投票") and s[8] == ("accepted", "")
    assert t.judgement(9).sub == "多个对象"
    assert (t.dusk.outcome, t.dusk.name) == ("投票出局", "阿丁")


def test_scapegoat_and_edits_threads() -> None:
    """003 「平票时替罪羊<冤死>」「无效票须通过重新发帖来更正。」 A-LR-30, A-LR-25."""
    assert (run("scapegoat.txt").dusk.outcome, run("scapegoat.txt").dusk.name) == ("冤死", "阿丁")
    e = run("edits.txt")
    assert e.judgement(2).target == "阿乙"  # the original, not the edit
    assert e.judgement(4).code == "格式有误"  # an edit cannot fix an invalid vote
    assert "编辑后原文未知" in e.judgement(3).flags and e.review == (3,)


# ------------------------------------------------------------------ pasted pages

def test_pasted_page_of_votes() -> None:
    """003 「特别地,投票格式中标点符号不区分全半角。」 A-LR-21 on a pasted Discuz! page: page chrome, profile statistics,
    楼主/沙发/板凳/地板/N# floors, seconds in the time, 「来自手机」, a same-minute edit notice, traditional labels
    (invalid by default), a spectator, a 代投 by the thread's author (「楼主|」 badge), the page footer."""
    th = read_thread(THREADS / "page_votes.txt")
    assert th.source == "page"
    assert [(p.floor, p.author) for p in th.posts] == [(1, "雪风"), (2, "阿甲"), (3, "阿乙"), (4, "阿丙"), (5, "阿丁"),
                                                       (6, "阿戊"), (7, "路人丙"), (8, "雪风")]
    assert th.posts[3].text.startswith("投票对象") and th.posts[3].edited is not None and th.posts[3].original_known
    assert "返回列表" not in th.posts[-1].text and "使用道具" not in th.posts[1].text
    t = tally(th)
    s = status(t)
    assert s[6] == ("invalid", "格式有误") and s[7] == ("not_a_vote", "非存活角色")
    assert s[8] == ("accepted", "") and t.judgement(8).character == "阿戊"  # the 楼主 badge is not floor 1
    assert (t.dusk.outcome, t.dusk.name, t.dusk.votes) == ("投票出局", "阿乙", 3) and t.votes_for("阿甲") == 2


def test_pasted_page_with_quotes_and_replies() -> None:
    """003 「【改票格式】改票需回复原投票楼层」 A-LR-21/A-LR-24/A-LR-25 on a pasted page: quote boxes (one cut with "...")
    are not own text, 「回复 2# 阿甲」 is a reply to floor 2, 「+1 跟票」 under a quote is not a vote, an edit later than
    the post is flagged."""
    th = read_thread(THREADS / "page_change.txt")
    by = {p.floor: p for p in th.posts}
    assert by[3].quotes == (2,) and by[3].text == "你这理由太牵强了\n投票对象:阿甲\n投票理由:反踩"
    assert by[4].text == "+1 跟票" and by[6].reply_to == 2 and by[7].quotes == (5,)
    t = tally(th)
    s = status(t)
    assert s[3] == ("accepted", "") and s[4] == ("not_a_vote", "")
    assert s[6] == ("accepted", "") and t.standing("阿甲").target == "阿丙"
    assert s[7] == ("accepted", "") and "编辑后原文未知" in t.judgement(7).flags
    assert s[8] == ("invalid", "无原投票")
    assert t.review == (7,)


def test_pasted_second_page_quote_cannot_be_delimited() -> None:
    """A-LR-21: a quote of a floor not in the paste cannot be delimited; a post whose text then holds vote labels is
    listed for the 导演 (引用无法分辨), never guessed."""
    t = run("page_second.txt")
    s = status(t)
    assert s[16] == ("review", "引用无法分辨") and s[17] == ("review", "引用无法分辨")
    assert s[18] == ("accepted", "") and t.review == (16, 17)
    assert "引用无法分辨" in publication(t)


def test_page_needs_full_times_and_floor_numbers() -> None:
    """A pasted page with a relative time or without a floor number is an error naming the line."""
    with pytest.raises(ThreadError) as e:
        read_thread(THREADS / "bad_relative_time.txt")
    assert e.value.line == 6
    page = "关门: 2023-04-30 21:00\n存活: 阿甲\n---\n阿甲\n 发表于 2023-4-30 09:00 | 只看该作者\n投票对象:阿甲\n投票理由:x\n"
    with pytest.raises(ThreadError, match="楼层号") as e:
        parse_thread(page)
    assert e.value.line == 5


def test_floors_must_be_unique_and_in_time_order() -> None:
    """A thread whose floors repeat or go back in time is malformed (the line is named)."""
    head = "关门: 2023-04-30 21:00\n存活: 阿甲\n---\n"
    with pytest.raises(ThreadError, match="楼层重复"):
        parse_thread(head + "@@ 2 | 阿甲 | 2023-04-30 09:00\nx\n@@ 2 | 阿甲 | 2023-04-30 09:10\ny\n")
    with pytest.raises(ThreadError, match="早于") as e:
        parse_thread(head + "@@ 2 | 阿甲 | 2023-04-30 09:00\nx\n@@ 3 | 阿甲 | 2023-04-30 08:10\ny\n")
    assert e.value.line == 6


def test_json_and_text_forms_agree() -> None:
    """The JSON form mirrors the plain-text form: the same thread gives the same tally."""
    text = read_thread(THREADS / "change.txt")
    data = {"day": 3, "close": "2023-05-02 21:00", "director": "导演", "alive": [c.name for c in text.header.roster],
            "posts": [{"floor": p.floor, "author": p.author, "time": p.time.strftime("%Y-%m-%d %H:%M"),
                       "text": p.text, "reply_to": p.reply_to, "quotes": list(p.quotes)} for p in text.posts]}
    a, b = tally(text), tally(parse_thread(json.dumps(data, ensure_ascii=False)))
    assert [(j.floor, j.status, j.code) for j in a.judgements] == [(j.floor, j.status, j.code) for j in b.judgements]
    assert publication(a) == publication(b)


# ------------------------------------------------------------------ the command

def invoke(*args: str) -> Any:
    return runner.invoke(app, ["forum", "tally", *args])


def test_cli_prints_the_report_and_the_post() -> None:
    """`daoyan forum tally THREAD`: every floor, the count and the 公示 ready to paste; exit 0."""
    r = invoke(str(THREADS / "change.txt"))
    assert r.exit_code == 0, r.output
    assert "【第3日 投票结果公示】" in r.output and "[投票出局]: 阿甲 (2票)" in r.output
    assert "17楼 阿乙: 未采纳 — 最后一小时" in r.output
    en = invoke(str(THREADS / "change.txt"), "--lang", "en")
    assert "[Day 3 vote result]" in en.output and "#17 阿乙: refused — in the last hour" in en.output
    assert "[Voted out]: 阿甲 (2 votes)" in en.output


def test_cli_json() -> None:
    """`--json` prints one object with every post, the counts, the result and the 公示."""
    r = invoke(str(THREADS / "page_votes.txt"), "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["result"]["name"] == "阿乙" and data["counts"]["阿乙"] == ["阿甲", "阿丙", "阿丁"]
    assert [p["floor"] for p in data["posts"]] == [1, 2, 3, 4, 5, 6, 7, 8]


def test_cli_options_override_the_header() -> None:
    """The command's options give or override the header: T, the roster, the 替罪羊, outs, 加速, settings."""
    f = str(THREADS / "basic.txt")
    r = invoke(f, "--json", "--scapegoat", "阿己")
    assert json.loads(r.output)["result"]["outcome"] == "冤死"
    r = invoke(f, "--json", "--close", "2023-05-01 13:00")  # floors 7, 8 and 9 are now at or after 关门
    data = json.loads(r.output)
    assert [p["status"] for p in data["posts"]][6:] == ["late", "late", "late"]
    r = invoke(f, "--json", "--out", "阿乙 2023-05-01 13:00")
    assert json.loads(r.output)["counts"] == {"阿甲": ["阿戊"]}
    r = invoke(f, "--json", "--accelerated", "2023-05-01 00:00")
    assert json.loads(r.output)["yellow_cards"] == []
    r = invoke(f, "--json", "--setting", "yellow_basis=valid_vote", "--alive", "阿甲,阿乙,阿丙=bing_acc,阿丁,阿戊,阿己,阿庚")
    assert json.loads(r.output)["yellow_cards"] == ["阿己", "阿庚"]


@pytest.mark.parametrize(("name", "line"), [("bad_header.txt", 3), ("bad_post_head.txt", 7), ("bad_syntax.json", 5),
                                            ("bad_relative_time.txt", 6)])
def test_cli_malformed_file_exit_2(name: str, line: int) -> None:
    """A malformed file: exit code 2 and a clear message naming the line."""
    r = invoke(str(THREADS / name))
    assert r.exit_code == 2
    assert f"第{line}行 (line {line})" in r.output


def test_cli_bad_option_exit_2() -> None:
    r = invoke(str(THREADS / "basic.txt"), "--setting", "yellow_basis=sometimes")
    assert r.exit_code == 2 and "yellow_basis" in r.output
    r = invoke(str(THREADS / "basic.txt"), "--close", "明天")
    assert r.exit_code == 2 and "关门时间" in r.output
