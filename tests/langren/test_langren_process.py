"""003_6ab575b4f34e0846.txt 「讨论日长短」: the 进程帖's 申请加速 / 申请延时 posts, the board's automatic acceleration and the
警长 → the day's 关门 (`daoyan.games.langren.forum.process`, `daoyan forum tally --process/--board/--sheriff/--opens`);
readings A-LR-19, A-LR-20, rulings F-10 … F-15 (docs/rulings/langren.md).

Dates: 2024-05-06 is a Monday."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan.cli import app
from daoyan.games.langren.board import load_board, load_text
from daoyan.games.langren.forum import ThreadError, parse_thread
from daoyan.games.langren.forum.process import (
    Day,
    calendar_from,
    day_close,
    day_json,
    day_report,
    merge_headers,
    settle_day,
)
from daoyan.games.langren.forum.thread import Character, Header, Out, roster_from
from daoyan.games.langren.schedule import DaySettings, Request, plan_day

SEED_FILE = "003_6ab575b4f34e0846.txt"
THREADS = Path(__file__).parent / "threads"
PROCESS = THREADS / "process_accel.txt"
VOTES = THREADS / "process_votes.txt"
runner = CliRunner()
CAST = ["阿甲", "阿乙", "阿丙", "阿丁", "阿戊", "阿己", "阿庚", "阿辛", "阿壬"]
STANDARD = (Path(__file__).resolve().parents[2] / "daoyan" / "games" / "langren" / "boards" / "standard.yaml")


def mon(hour: int, minute: int = 0, day: int = 6) -> datetime:
    return datetime(2024, 5, day, hour, minute)


def roster(names: list[str]) -> tuple[Character, ...]:
    return roster_from(names)


def thread(posts: list[tuple[str, str, str]]) -> Any:
    """A 进程帖 of (author, time, text) posts, floors from 1."""
    body = "\n".join(f"@@ {i} | {a} | {t}\n{x}" for i, (a, t, x) in enumerate(posts, 1))
    return parse_thread(body + "\n")


def board_text(sheriff: str = "none", auto: int = 6) -> str:
    return (STANDARD.read_text(encoding="utf-8").replace("sheriff: none", f"sheriff: {sheriff}")
            .replace("auto_accelerate_at: 6", f"auto_accelerate_at: {auto}"))


# --- the library -----------------------------------------------------------------------------------------------------


def test_the_process_thread_decides_the_close_post_by_post() -> None:
    """003 「未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前(一般为最后一个自然日的18:00)
    大于等于存活人数的一半,即判定加速或延迟成功。」 F-10 … F-13: 9 alive at 开门, 阿辛 out at 16:00, so at Monday
    18:00 8 are alive and 4 requests are enough; the day is accelerated from 18:00 and closes at 21:00 the same day.
    Every post is listed: the 导演's, a quote of a request (not a request), a spectator, both kinds, a negation, a
    request replaced by its author's later one, one by a character who went out before the check, one stamped at the
    check, one after 关门."""
    th = parse_thread(PROCESS.read_text(encoding="utf-8"))
    h = th.header
    assert h.opens == mon(0) and h.day == 3
    dc = day_close(th, Day(h.opens, h.roster, h.director, h.outs, board=load_board("standard"), number=h.day))
    assert dc.close == mon(21) and dc.accelerated and dc.plan.accelerated_from == mon(18) and not dc.delayed
    assert not dc.auto  # 9 living > the standard board's 6
    check, = dc.plan.checks
    assert (check.at, check.kind, check.alive, check.needed, check.passed) == (mon(18), "加速", 8, 4, True)
    assert [a.floor for a in dc.decisive] == [2, 3, 9, 10]
    codes = {a.floor: (a.status, a.code) for a in dc.applications}
    assert codes == {1: ("not_a_request", "导演帖"), 2: ("counted", "计入"), 3: ("counted", "计入"),
                     4: ("ignored", "非角色账号"), 5: ("not_a_request", "非申请"), 6: ("ignored", "同时申请"),
                     7: ("ignored", "否定或撤回"), 8: ("ignored", "无此判定"), 9: ("counted", "计入"),
                     10: ("counted", "计入"), 11: ("ignored", "判定前出局"), 12: ("ignored", "已过判定"),
                     13: ("ignored", "关门后")}
    text = day_report(dc)
    assert "关门 2024-05-06 21:00 — 执行加速 (申请, 自 2024-05-06 18:00 起)" in text
    assert "申请4人 / 存活8人 (需4人): 成功 — 阿甲(2楼)、阿乙(3楼)、阿己(9楼)、阿庚(10楼)" in text
    assert "11楼 2024-05-06 15:00 阿辛 [申请加速 · 不计] — 判定前出局: 2024-05-06 16:00 出局" in text
    en = day_report(dc, "en")
    assert "Close 2024-05-06 21:00 — accelerated (by request, from 2024-05-06 18:00)" in en
    assert "4 asked / 8 living (needs 4): passed" in en and "out before the check" in en
    data = day_json(dc)
    assert data["close"] == "2024-05-06 21:00" and data["accelerated"] and data["decisive"] == [2, 3, 9, 10]


def test_one_less_request_and_the_day_runs_two_natural_days() -> None:
    """003 「大于等于存活人数的一半」: without 阿庚's request 3 of 8 ask, fewer than half: the day keeps its two natural days
    and closes Tuesday 21:00; the three posts are counted but decided nothing."""
    th = parse_thread(PROCESS.read_text(encoding="utf-8").replace("@@ 10 | 阿庚 | 2024-05-06 14:00\n申请加速",
                                                                   "@@ 10 | 阿庚 | 2024-05-06 14:00\n顶"))
    h = th.header
    dc = day_close(th, Day(h.opens, h.roster, h.director, h.outs))
    assert dc.close == mon(21, day=7) and not dc.accelerated and dc.decisive == ()
    assert dc.application(2).status == "counted" and not dc.application(2).decided
    assert "未成功" in day_report(dc) and "failed" in day_report(dc, "en")


def test_a_later_request_replaces_the_earlier_one() -> None:
    """A-LR-19 「Each character counts once per kind, and only his latest request counts.」 (F-12) on 003 「当日申请人数
    在讨论日结束三个小时前…大于等于存活人数的一半」: 4 of 8 ask for 延时 on Monday; one of them asks for 加速 later, so at
    Tuesday 18:00 only 3 stand for 延时 and the day is not delayed."""
    cast = CAST[:8]
    reqs = [Request(mon(9), w, "申请延时", i + 1) for i, w in enumerate(cast[:4])]
    reqs.append(Request(mon(10), cast[0], "改主意了, 申请加速", 5))
    p = plan_day(mon(0), cast, reqs, DaySettings(), False)
    assert not p.delayed and p.close == mon(21, day=7)
    speed, delay = p.checks
    assert [r.floor for r in speed.applicants] == [5] and not speed.passed
    assert [r.floor for r in delay.applicants] == [2, 3, 4] and not delay.passed
    posts = [(w, "2024-05-06 09:00", "申请延时") for w in cast[:4]] + [(cast[0], "2024-05-06 10:00", "申请加速")]
    dc = day_close(thread(posts), Day(mon(0), roster(cast)))
    first = dc.application(1)
    assert (first.code, first.by) == ("被后帖取代", 5)
    assert "被后帖取代: 5楼" in day_report(dc) and "replaced by a later request" in day_report(dc, "en")
    # the same kind again: the later post is the one counted, the earlier one is replaced
    again = day_close(thread([(cast[0], "2024-05-06 09:00", "申请加速"), (cast[0], "2024-05-06 11:00", "再次申请加速")]),
                      Day(mon(0), roster(cast)))
    assert [(a.floor, a.code) for a in again.applications] == [(1, "被后帖取代"), (2, "计入")]


def test_the_sheriff_counts_as_one() -> None:
    """003 「当日申请人数…大于等于存活人数的一半」 counts applicants, and the book gives the 警长 no part in it (his badge
    only decides 「若因为非违规的特殊情况导致游戏无法正常进行…则警长在谁手里,那个角色所属的阵营就获胜」): F-14, the 警长's
    request is one. 9 living, 4 ask including the 警长: not enough."""
    posts = [(w, "2024-05-06 09:00", "申请加速") for w in CAST[:4]]
    board = load_text(board_text("host"), "host.yaml")
    dc = day_close(thread(posts), Day(mon(0), roster(CAST), sheriff="阿甲", board=board))
    assert not dc.accelerated and dc.plan.checks[0].alive == 9 and len(dc.plan.checks[0].applicants) == 4
    assert dc.application(1).sheriff and not dc.application(2).sheriff
    assert "警长: 阿甲 (书中警长对加速/延时无特别作用, 其申请按1人计: F-14)" in day_report(dc)
    five = day_close(thread([*posts, (CAST[4], "2024-05-06 10:00", "申请加速")]),
                     Day(mon(0), roster(CAST), sheriff="阿甲", board=board))
    assert five.accelerated and 1 in [a.floor for a in five.decisive]


def test_the_boards_automatic_acceleration_and_a_delay_that_ends_it() -> None:
    """003 「未出局角色减少到一定程度时,导演将自动执行加速。」「延迟成功时,不再视为“执行加速”状态。」 A-LR-19, A-LR-20:
    the board's auto_accelerate_at (6 on the standard board) at 开门 accelerates the day from 开门, one natural day; a
    加速 request then has no check to count at; 3 of 6 asking for 延时 pass at 18:00: one more natural day and the
    执行加速 state ends at 18:00."""
    six = CAST[:6]
    posts = [(six[0], "2024-05-06 08:00", "申请加速")] + [(w, "2024-05-06 09:00", "申请延时") for w in six[1:4]]
    dc = day_close(thread(posts), Day(mon(0), roster(six), board=load_board("standard")))
    assert dc.auto and dc.plan.accelerated_from == mon(0) and dc.plan.accelerated_until == mon(18)
    assert dc.delayed and dc.close == mon(21, day=7) and not dc.accelerated
    assert dc.application(1).code == "无此判定" and "自动执行加速" in dc.application(1).detail
    assert [a.floor for a in dc.decisive] == [2, 3, 4]
    text = day_report(dc)
    assert "板子「标准板」: 存活6人 ≤ 6人, 导演自动执行加速" in text
    assert "延时成功 (1次); 自 2024-05-06 18:00 起不再视为“执行加速”状态" in text
    alone = day_close(None, Day(mon(0), roster(six), board=load_board("standard")))
    assert alone.accelerated and alone.close == mon(21) and "自动加速由存活人数决定" in day_report(alone)
    seven = day_close(None, Day(mon(0), roster(CAST[:7]), board=load_board("standard")))
    assert not seven.auto and seven.close == mon(21, day=7)
    unjudged = day_close(None, Day(mon(0), roster(six)))
    assert not unjudged.auto and "未给出板子: 未判断自动加速" in day_report(unjudged)


def test_a_delay_on_the_last_natural_day() -> None:
    """003 「当日申请人数在讨论日结束三个小时前(一般为最后一个自然日的18:00)大于等于存活人数的一半,即判定加速或延迟成功。」
    A-LR-20: 延时 requests count at 18:00 of the last natural day (Tuesday); 4 of 8 pass: 关门 Wednesday 21:00; a 延时
    posted after Tuesday 18:00 is after the check."""
    cast = CAST[:8]
    posts = [(w, "2024-05-07 12:00", "申请延时") for w in cast[:4]] + [(cast[4], "2024-05-07 18:30", "申请延时")]
    dc = day_close(thread(posts), Day(mon(0), roster(cast)))
    assert dc.delayed and dc.close == mon(21, day=8) and not dc.accelerated
    assert dc.application(5).code == "已过判定"
    assert "延时成功 (1次)" in day_report(dc) and "delayed (1×)" in day_report(dc, "en")


def test_requests_before_the_opening_and_from_out_characters() -> None:
    """003 「未出局角色可在进程帖中申请」「当日申请人数」 F-11, F-13: a request posted before this day's 开门 belongs to the
    day before; an out character's request (out earlier: 已出局, or during the day before posting) is not counted."""
    posts = [("阿甲", "2024-05-05 23:59", "申请加速"), ("阿零", "2024-05-06 09:00", "申请加速"),
             ("阿乙", "2024-05-06 13:00", "申请加速")]
    dc = day_close(thread(posts), Day(mon(0), roster(CAST[:4]), outs=(Out("阿乙", mon(12)),), dead=("阿零",)))
    assert [a.code for a in dc.applications] == ["开门前", "已出局角色", "已出局角色"]


def test_a_thread_header_gives_the_opening_and_the_sheriff() -> None:
    """The 投票帖/进程帖 header takes `开门` and `警长` (docs/forum.md); both headers and the options merge, a field two
    files give differently is an error naming both (F-15)."""
    th = parse_thread("开门: 2024-05-06 00:00\n警长: 阿甲\n存活: 阿甲, 阿乙\n---\n@@ 1 | 阿甲 | 2024-05-06 09:00\n申请加速\n")
    assert th.header.opens == mon(0) and th.header.sheriff == "阿甲"
    js = parse_thread(json.dumps({"opens": "2024-05-06 00:00", "sheriff": "阿乙", "alive": ["阿甲", "阿乙"],
                                  "posts": []}, ensure_ascii=False))
    assert js.header.sheriff == "阿乙"
    with pytest.raises(ThreadError, match="警长不在开门时的存活名单中"):
        parse_thread("警长: 阿丙\n存活: 阿甲, 阿乙\n---\n@@ 1 | 阿甲 | 2024-05-06 09:00\n申请加速\n")
    with pytest.raises(ThreadError, match="「警长」不一致"):
        merge_headers([("a.txt", th.header), ("b.json", js.header)])
    merged = merge_headers([("a.txt", th.header), ("b.json", js.header)], {"sheriff": "阿乙"})
    assert merged.sheriff == "阿乙" and merged.opens == mon(0)


def test_a_given_close_must_agree_with_the_process_thread() -> None:
    """F-15: a 关门 or 加速 the 投票帖 header or an option gives must be the one the 进程帖 gives; else an error says both."""
    th = parse_thread(PROCESS.read_text(encoding="utf-8"))
    dc, h = settle_day(th, th.header, None)
    assert h.close == mon(21) and h.accelerated == mon(18) and h.acceleration_end is None and dc.accelerated
    with pytest.raises(ThreadError, match="与按进程帖算出的 2024-05-06 21:00 不一致"):
        settle_day(th, replace(th.header, close=mon(21, day=7)), None)
    with pytest.raises(ThreadError, match="「加速」2024-05-06 00:00 与按进程帖算出的 2024-05-06 18:00 不一致"):
        settle_day(th, replace(th.header, accelerated=mon(0)), None)
    with pytest.raises(ThreadError, match="缺少开门时间"):
        settle_day(th, Header(roster=th.header.roster), None)


@pytest.mark.parametrize(("day", "message"), [
    (Day(mon(0), ()), "缺少存活名单"),
    (Day(mon(0), roster(CAST), sheriff="阿零"), "警长不在开门时的存活名单中"),
    (Day(mon(0), roster(CAST), sheriff="阿甲", board=load_board("standard")), "没有警长"),
    (Day(mon(0), roster([*CAST, "阿癸", "阿子", "阿丑", "阿寅"]), board=load_board("standard")), "多于板子"),
    (Day(mon(0), roster(CAST), outs=(Out("阿零", mon(9)),)), "出局角色不在存活名单中"),
    (Day(mon(0), roster(CAST), outs=(Out("阿甲", mon(0, day=5)),)), "白天出局早于开门"),
    (Day(mon(0), roster(CAST), outs=(Out("阿甲", mon(22, day=7)),)), "白天出局时间不早于关门"),
    (Day(mon(0), roster(CAST), director="阿甲"), "导演账号也在存活名单中"),
    (Day(mon(22), roster(CAST)), "开门时间不能晚于当日关门时刻"),
])
def test_bad_days_are_refused(day: Day, message: str) -> None:
    """Bad input gets a clear error: no roster, an unknown 警长, a 警长 on a board without one, more living than seats,
    outs not on the roster or outside the day, the 导演 playing, 开门 after the day's 关门 hour."""
    with pytest.raises(ThreadError, match=message):
        day_close(None, day)


def test_bad_calendar_settings() -> None:
    """「一般讨论日持续两天」「一般为最后一个自然日的18:00」: the calendar is a setting, checked."""
    assert calendar_from([("holiday", "2024-05-07")]).holidays == frozenset({mon(0, day=7).date()})
    with pytest.raises(ThreadError, match="未知的日程设置"):
        calendar_from([("weekend", "no")])
    with pytest.raises(ThreadError, match="应为整数"):
        calendar_from([("day_length", "two")])
    with pytest.raises(ThreadError, match="假日应写作"):
        calendar_from([("holiday", "5月7日")])
    with pytest.raises(ThreadError, match="申请判定时间须早于关门时间"):
        calendar_from([("check_hour", "22")])


# --- the command -----------------------------------------------------------------------------------------------------


def invoke(*args: str) -> Any:
    return runner.invoke(app, ["forum", "tally", *args])


def test_cli_tally_with_the_process_thread() -> None:
    """`daoyan forum tally VOTES --process PROCESS --board standard`: the day's 关门 from the 进程帖 (accelerated from
    18:00 by 4 of 8), the posts that decided it, then the tally under that 关门: 「执行加速时不允许改票」 refuses 阿甲's
    19:00 change, a vote posted the next day is after 关门, no yellow cards."""
    r = invoke(str(VOTES), "--process", str(PROCESS), "--board", "standard")
    assert r.exit_code == 0, r.output
    out = r.output
    assert "【第3日 讨论日】" in out and "关门 2024-05-06 21:00 — 执行加速 (申请, 自 2024-05-06 18:00 起)" in out
    assert "—— 决定本日的帖子 ——\n  2楼 2024-05-06 09:00 阿甲: 申请加速\n  3楼" in out
    assert "12楼 2024-05-06 18:00 阿壬 [申请加速 · 不计] — 已过判定" in out
    assert "4楼 阿甲: 未采纳 — 执行加速中" in out and "5楼 阿丁: 不计 — 关门后" in out
    assert "执行加速中, 不判罚" in out
    en = invoke(str(VOTES), "--process", str(PROCESS), "--board", "standard", "--lang", "en")
    assert en.exit_code == 0, en.output
    assert "Close 2024-05-06 21:00 — accelerated (by request, from 2024-05-06 18:00)" in en.output
    assert "#4 阿甲: refused — under acceleration" in en.output


def test_cli_without_the_process_thread_the_vote_thread_has_no_close() -> None:
    """The same 投票帖 alone has no 关门: the command says so (exit 2) — the 进程帖 is what gives it."""
    r = invoke(str(VOTES))
    assert r.exit_code == 2 and "缺少关门时间" in r.output


def test_cli_json_and_the_process_thread_alone() -> None:
    """`--json` adds `calendar` to the tally's object; with no 投票帖 the command prints the day only."""
    r = invoke(str(VOTES), "--process", str(PROCESS), "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["close"] == "2024-05-06 21:00" and data["accelerated_at_close"]
    cal = data["calendar"]
    assert cal["close"] == "2024-05-06 21:00" and cal["accelerated_from"] == "2024-05-06 18:00"
    assert cal["decisive"] == [2, 3, 9, 10] and cal["checks"][0]["needed"] == 4
    assert {p["floor"]: p["code"] for p in cal["posts"]}[11] == "判定前出局"
    alone = invoke("--process", str(PROCESS), "--json")
    assert alone.exit_code == 0, alone.output
    assert set(json.loads(alone.output)) == {"calendar"}
    text = invoke("--process", str(PROCESS))
    assert "关门 2024-05-06 21:00" in text.output and "投票结果公示" not in text.output


def test_cli_opens_alive_board_and_sheriff_options(tmp_path: Path) -> None:
    """`--opens`, `--alive`, `--board FILE` and `--sheriff` without any file: 6 living on a board accelerating at 6 →
    the day is accelerated from 开门 and closes at 21:00; the 警长 is named; a calendar setting changes the hours."""
    board = tmp_path / "host.yaml"
    board.write_text(board_text("host"), encoding="utf-8")
    r = invoke("--opens", "2024-05-06 00:00", "--alive", ",".join(CAST[:6]), "--board", str(board), "--sheriff",
               "阿乙")
    assert r.exit_code == 0, r.output
    assert "关门 2024-05-06 21:00 — 执行加速 (自动, 自 2024-05-06 00:00 起)" in r.output
    assert "警长: 阿乙" in r.output
    r = invoke("--opens", "2024-05-06 00:00", "--alive", ",".join(CAST), "--calendar", "close_hour=22", "--calendar",
               "check_hour=19", "--calendar", "holiday=2024-05-07")
    assert r.exit_code == 0, r.output
    assert "关门 2024-05-08 22:00" in r.output and "逢周末(或假日)" in r.output


@pytest.mark.parametrize(("args", "message"), [
    ((), "请给出投票帖"),
    (("--process", str(PROCESS), "--opens", "明天零点"), "开门时间无法识别"),
    (("--process", str(PROCESS), "--sheriff", "阿零"), "警长不在开门时的存活名单中"),
    (("--process", str(PROCESS), "--board", "standard", "--sheriff", "阿甲"), "没有警长"),
    (("--process", str(PROCESS), "--board", "nosuchboard"), "找不到板子"),
    (("--process", str(PROCESS), "--calendar", "day_length"), "--calendar 应为 NAME=VALUE"),
    ((str(VOTES), "--process", str(PROCESS), "--close", "2024-05-07 21:00"), "与按进程帖算出的"),
    (("--process", str(THREADS / "bad_post_head.txt")), "第7行"),
    (("--alive", "阿甲,阿乙", "--board", "standard"), "缺少开门时间"),
])
def test_cli_bad_input_exit_2(args: tuple[str, ...], message: str) -> None:
    """Bad input (no file, a bad time, an unknown 警长, a 警长 on a board without one, an unknown board, a malformed
    calendar setting or 进程帖 post, a 关门 that contradicts the 进程帖) exits 2 with a message saying what is wrong."""
    r = invoke(*args)
    assert r.exit_code == 2, r.output
    assert message in r.output


def test_cli_files_that_disagree(tmp_path: Path) -> None:
    """F-15: the 投票帖 and the 进程帖 give different rosters → exit 2 naming both files; `--alive` settles it."""
    votes = tmp_path / "votes.txt"
    votes.write_text(VOTES.read_text(encoding="utf-8").replace("阿辛, 阿壬\n", "阿辛\n"), encoding="utf-8")
    r = invoke(str(votes), "--process", str(PROCESS))
    assert r.exit_code == 2 and "「存活」不一致" in r.output and "votes.txt" in r.output
    assert invoke(str(votes), "--process", str(PROCESS), "--alive", ",".join(CAST)).exit_code == 0


def test_cli_existing_tally_unchanged() -> None:
    """Without the calendar options the command is the plain tally (its header's 关门)."""
    r = invoke(str(THREADS / "basic.txt"), "--json")
    assert r.exit_code == 0 and "calendar" not in json.loads(r.output)
