"""003_6ab575b4f34e0846.txt 「讨论日长短」 and the night's 「关门后N分钟内」 deadlines (`daoyan.games.langren.schedule`),
with readings A-LR-13, A-LR-18 … A-LR-20 and A-LR-28 (docs/rulings/langren.md, part 4).

Dates: 2024-05-02 is a Thursday."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from daoyan.games.langren.schedule import (
    NIGHT_DEADLINES,
    NIGHT_STAGES,
    DayPlan,
    DaySettings,
    Request,
    auto_accelerated,
    default_auto_accelerate_at,
    night_deadline,
    plan_day,
    request_kind,
    step_deadline,
    vote_rules_at,
)

SEED_FILE = "003_6ab575b4f34e0846.txt"
BOOK = Path(__file__).resolve().parents[3] / "shared" / "seeds" / SEED_FILE
needs_book = pytest.mark.skipif(not BOOK.exists(), reason="the rule book (../shared/seeds) is not here")

THU, FRI, SAT, SUN, MON, TUE, WED = (date(2024, 5, 2) + timedelta(days=i) for i in range(7))
SETTINGS = DaySettings()


def at(d: date, hour: int, minute: int = 0) -> datetime:
    return datetime(d.year, d.month, d.day, hour, minute)


def people(n: int) -> list[str]:
    return [f"角色{i}" for i in range(1, n + 1)]


def asks(kind: str, who: list[str], when: datetime) -> list[Request]:
    return [Request(when, w, f"{w}:申请{kind}") for w in who]


def plan(opens: date, living: list[str], requests: list[Request] | None = None, *, auto: bool = False,
         settings: DaySettings = SETTINGS, outs: dict[str, datetime] | None = None) -> DayPlan:
    return plan_day(at(opens, 0), living, requests or [], settings, auto, outs)


# --- natural days and weekends -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("opens", "days"), [
    (THU, (THU, FRI)), (FRI, (FRI, SAT, SUN)), (SAT, (SAT, SUN, MON)), (SUN, (SUN, MON, TUE)), (MON, (MON, TUE)),
])
def test_two_natural_days_and_one_more_at_a_weekend(opens: date, days: tuple[date, ...]) -> None:
    """003 「一般讨论日持续两天,每逢周末时讨论日延长一天。」 A-LR-18 (a): a Saturday or Sunday among the two planned
    days adds one, once; T is 21:00 of the last natural day (「一般为最后一个自然日的18:00」 is three hours before it)."""
    p = plan(opens, people(12))
    assert p.natural_days == days
    assert p.close == at(days[-1], 21)
    assert p.weekend_extended == (len(days) == 3)
    assert p.accelerated_from is None and not p.delayed
    if p.weekend_extended:
        assert p.events[0][1].startswith("逢周末") and "weekend" in p.events[0][2]


def test_a_holiday_extends_like_a_weekend() -> None:
    """003 「每逢周末时讨论日延长一天」 A-LR-18: the room's holiday calendar counts its holidays as weekend days."""
    assert plan(TUE, people(12)).natural_days == (TUE, WED)
    holiday = DaySettings(holidays=frozenset({WED}))
    assert plan(TUE, people(12), settings=holiday).natural_days == (TUE, WED, WED + timedelta(days=1))


def test_a_longer_day_length_setting() -> None:
    """003 「一般讨论日持续两天」: 「一般」, so `day_length` is a setting; a weekend still adds one day."""
    three = DaySettings(day_length=3)
    assert plan(MON, people(12), settings=three).natural_days == (MON, TUE, WED)
    assert plan(THU, people(12), settings=three).natural_days == (THU, FRI, SAT, SUN)


def test_the_next_opening_is_midnight_after_the_close() -> None:
    """003 「直到第二天开门前」 A-LR-13: 开门 is 00:00 of the natural day after T (setting `open_hour`)."""
    p = plan(THU, people(12))
    assert p.next_opening(SETTINGS) == at(SAT, 0)
    assert p.next_opening(DaySettings(open_hour=8)) == at(SAT, 8)


# --- 加速 -------------------------------------------------------------------------------------------------------


def test_automatic_acceleration_at_the_board_threshold() -> None:
    """003 「未出局角色减少到一定程度时,导演将自动执行加速。」 A-LR-19: at or below `auto_accelerate_at`, default
    ⌊seats/2⌋; the day is accelerated from 开门, lasts one natural day and gets no weekend extension."""
    assert default_auto_accelerate_at(12) == 6 and default_auto_accelerate_at(9) == 4
    assert auto_accelerated(6, 6) and auto_accelerated(3, 6) and not auto_accelerated(7, 6)
    p = plan(SAT, people(6), auto=True)
    assert p.natural_days == (SAT,) and p.close == at(SAT, 21) and not p.weekend_extended
    assert p.accelerated_from == at(SAT, 0) and p.accelerated_at(at(SAT, 0))
    assert "自动执行加速" in p.events[0][1] and "automatically" in p.events[0][2]


@pytest.mark.parametrize(("living", "needed"), [(9, 5), (8, 4), (12, 6), (7, 4), (1, 1)])
def test_half_of_the_living_accelerate(living: int, needed: int) -> None:
    """003 「未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前(一般为最后一个自然日的18:00)
    大于等于存活人数的一半,即判定加速或延迟成功。」 A-LR-19: applicants × 2 ≥ living at 18:00 of a natural day that is
    not the last; the day then closes at 21:00 of that natural day. 9 living need 5, 8 need 4."""
    cast = people(living)
    short = plan(MON, cast, asks("加速", cast[:needed - 1], at(MON, 10)))
    assert short.accelerated_from is None and short.natural_days == (MON, TUE)
    if needed > 1:
        assert "未成功" in short.events[-1][1] and short.events[-1][0] == at(MON, 18)
    p = plan(MON, cast, asks("加速", cast[:needed], at(MON, 10)))
    assert p.accelerated_from == at(MON, 18)
    assert p.natural_days == (MON,) and p.close == at(MON, 21)
    assert "加速成功" in p.events[-1][1] and "accelerated" in p.events[-1][2]


def test_acceleration_on_a_weekend_day_cuts_it_where_it_passes() -> None:
    """003 「当日申请人数在讨论日结束三个小时前…大于等于存活人数的一半,即判定加速或延迟成功」 A-LR-19: checked at 18:00
    of each natural day but the last. A Fri–Sun day that passes on Saturday closes Saturday 21:00."""
    cast = people(9)
    p = plan(FRI, cast, asks("加速", cast[:5], at(SAT, 9)))
    assert p.natural_days == (FRI, SAT) and p.close == at(SAT, 21) and p.accelerated_from == at(SAT, 18)


def test_acceleration_asked_on_the_last_natural_day_changes_nothing() -> None:
    """003 「讨论日结束三个小时前(一般为最后一个自然日的18:00)」 A-LR-19: an acceleration evaluated on the last natural
    day changes nothing (the day ends three hours later anyway)."""
    cast = people(8)
    p = plan(MON, cast, asks("加速", cast, at(TUE, 9)))
    assert p.accelerated_from is None and p.close == at(TUE, 21) and p.events == ()


def test_request_kinds() -> None:
    """003 「未出局角色可在进程帖中申请加速或延时。」 A-LR-19: the own text says 申请加速, or 申请延时 / 申请延迟; a post
    asking for both counts for neither."""
    assert request_kind("我申请加速") == "加速"
    assert request_kind("申请 延时,明天有事") == "延时"
    assert request_kind("申请延迟") == "延时"
    assert request_kind("申请加速!也申请延时") is None
    assert request_kind("加速吧") is None and request_kind("") is None
    assert request_kind("不申请加速,我要申请延时") == "延时"
    assert request_kind("取消申请延迟") is None


def test_requests_that_do_not_count() -> None:
    """003 「未出局角色可在进程帖中申请加速或延时。当日申请人数…」 A-LR-19: only living characters, only since this day's
    开门 (「当日」), only before the 18:00 check, each character once per kind (his latest post), a post with both kinds
    for neither. 9 living need 5."""
    cast = people(9)
    counted = asks("加速", cast[:4], at(MON, 9))
    noise = [
        Request(at(MON, 11), cast[0], "再次申请加速"),  # the same character again: still one
        Request(at(MON, 12), cast[4], "申请加速,申请延时"),  # both: neither
        Request(at(MON, 13), "外人", "申请加速"),  # not a living character
        Request(at(SUN, 23, 59), cast[5], "申请加速"),  # before 开门: yesterday's game day
        Request(at(MON, 18), cast[6], "申请加速"),  # stamped at the check: after it
    ]
    p = plan(MON, cast, counted + noise)
    assert p.accelerated_from is None
    assert p.events[-1][1].startswith("申请加速4人")
    assert plan(MON, cast, [*counted, *noise, Request(at(MON, 17, 59), cast[7], "申请加速")]).accelerated_from


def test_outs_during_the_day() -> None:
    """003 「当日申请人数…大于等于存活人数的一半」 A-LR-19: only characters alive at the check count, as applicants and as
    the living. 9 at 开门, one out at noon: 8 living, 4 applicants are enough; an applicant who went out counts not."""
    cast = people(9)
    outs = {cast[8]: at(MON, 12)}
    assert plan(MON, cast, asks("加速", cast[:4], at(MON, 9)), outs=outs).accelerated_from == at(MON, 18)
    gone = asks("加速", [*cast[:3], cast[8]], at(MON, 9))
    assert plan(MON, cast, gone, outs=outs).accelerated_from is None


# --- 延时 -------------------------------------------------------------------------------------------------------


def test_delay_adds_one_natural_day() -> None:
    """003 「当日申请人数在讨论日结束三个小时前(一般为最后一个自然日的18:00)大于等于存活人数的一半,即判定加速或延迟成功。」
    A-LR-20: checked at 18:00 of the last natural day; one more natural day, T 21:00 of it; one per day (setting)."""
    cast = people(8)
    p = plan(MON, cast, asks("延时", cast[:4], at(TUE, 9)))
    assert p.delayed and p.delays == 1 and p.natural_days == (MON, TUE, WED) and p.close == at(WED, 21)
    assert p.events[-1][0] == at(TUE, 18) and "延迟成功" in p.events[-1][1] and "delayed" in p.events[-1][2]
    again = asks("延时", cast[:4], at(TUE, 9)) + asks("延迟", cast[4:], at(WED, 9))
    assert plan(MON, cast, again).close == at(WED, 21)
    twice = plan(MON, cast, again, settings=DaySettings(max_delays=2))
    assert twice.delays == 2 and twice.close == at(WED + timedelta(days=1), 21)
    stale = plan(MON, cast, asks("延时", cast[:4], at(TUE, 9)), settings=DaySettings(max_delays=2))
    assert stale.delays == 1  # the second delay needs new requests, made after the first passed
    assert not plan(MON, cast, asks("延时", cast[:3], at(TUE, 9))).delayed


def test_delay_asked_before_the_last_day_still_counts_at_its_check() -> None:
    """003 「当日申请人数在讨论日结束三个小时前」: 「当日」 is the game day, so a delay asked on Monday counts at Tuesday 18:00."""
    cast = people(8)
    assert plan(MON, cast, asks("延时", cast[:4], at(MON, 9))).close == at(WED, 21)


def test_a_delay_ends_the_accelerated_state() -> None:
    """003 「延迟成功时,不再视为“执行加速”状态。」 A-LR-20: from the moment the delay passes; the changes refused before
    stay refused, after it 改票 and the yellow cards are back."""
    cast = people(6)
    p = plan(MON, cast, asks("延时", cast[:3], at(MON, 9)), auto=True)
    assert p.accelerated_from == at(MON, 0) and p.accelerated_until == at(MON, 18)
    assert p.natural_days == (MON, TUE) and p.close == at(TUE, 21)
    assert "不再视为“执行加速”状态" in p.events[-1][1] and "no longer accelerated" in p.events[-1][2]
    assert not vote_rules_at(at(MON, 17, 59), p).change
    assert vote_rules_at(at(MON, 18), p).change
    assert vote_rules_at(p.close, p).yellow_cards
    assert not plan(MON, cast, asks("延时", cast[:2], at(MON, 9)), auto=True).delayed


# --- the vote thread's clock -------------------------------------------------------------------------------------


def test_the_last_hour() -> None:
    """003 「关门前一小时不允许改票或代投」 A-LR-28: with T = 21:00, posts stamped 20:00 … 20:59 may not change or proxy,
    19:59 may; first votes are fine until 20:59; a post stamped 21:00 counts for nothing."""
    p = plan(MON, people(12))
    before, first, last, close = (vote_rules_at(at(TUE, h, m), p) for h, m in ((19, 59), (20, 0), (20, 59), (21, 0)))
    assert before.first_vote and before.change and before.proxy and before.refusal("改票") is None
    for w in (first, last):
        assert w.first_vote and not w.change and not w.proxy
        assert w.refusal("代投") == "「关门前一小时不允许改票或代投」(代投)"
        assert "last hour" in (w.refusal("改票", "en") or "")
    assert not (close.open or close.first_vote or close.change or close.proxy)
    assert close.refusal("投票") == "讨论已结束(关门后发帖不计)"
    assert not vote_rules_at(at(MON, 0) - timedelta(minutes=1), p).first_vote


def test_no_vote_changes_while_accelerated() -> None:
    """003 「执行加速时,所有人不可改票,且发言不足或未投票者将不被判罚。」「执行加速时不允许改票。」 A-LR-20: from the moment
    it begins; first votes and 代投 are still allowed (代投 until T−60); no yellow cards, no 发言不足 penalty."""
    cast = people(9)
    p = plan(MON, cast, asks("加速", cast[:5], at(MON, 9)))
    early, start, proxy_late = vote_rules_at(at(MON, 17, 59), p), vote_rules_at(at(MON, 18), p), vote_rules_at(
        at(MON, 20), p)
    assert early.change and not early.accelerated and early.yellow_cards
    assert start.accelerated and not start.change and start.first_vote and start.proxy
    assert start.refusal("改票") == "「执行加速时不允许改票」"
    assert not start.yellow_cards and not start.speech_penalty
    assert not proxy_late.proxy and proxy_late.first_vote
    assert not vote_rules_at(p.close, p).yellow_cards  # judged at T: none under 执行加速
    assert vote_rules_at(at(TUE, 21), plan(MON, cast)).yellow_cards


# --- the night's deadlines ---------------------------------------------------------------------------------------


def test_each_night_heading_is_an_absolute_deadline() -> None:
    """003 「关门后10分钟内:」「关门后20分钟内:」「关门后30分钟内:」「关门后40分钟内:」「关门后60分钟内:」「关门后80分钟内:」
    「关门后90分钟内:」「关门后100分钟内:」「关门后110分钟内:」「关门后120分钟内:」「直到第二天开门前:」 A-LR-13: T+N for every
    step under the heading."""
    close, opening = at(TUE, 21), at(WED, 0)
    expected = {("黄昏", 1): 10, ("黄昏", 2): 10, ("黄昏", 3): 20, ("黄昏", 4): 20, ("早夜", 1): 30, ("早夜", 2): 40,
                ("早夜", 10): 40, ("午夜", 1): 60, ("午夜", 9): 60, ("深夜", 3): 80, ("凌晨", 1): 90, ("凌晨", 6): 90,
                ("凌晨", 7): 100, ("凌晨", 9): 100, ("晨曦", 1): 110, ("晨曦", 2): 110, ("晨曦", 3): 120}
    for (stage, step), minutes in expected.items():
        assert step_deadline(stage, step, close, opening) == close + timedelta(minutes=minutes), (stage, step)
    assert step_deadline("晨曦", 4, close, opening) == opening
    assert night_deadline(close, 100) == at(TUE, 22, 40)
    with pytest.raises(ValueError, match="没有该夜间步骤"):
        step_deadline("早夜", 11, close, opening)
    with pytest.raises(ValueError, match="分钟数不能为负"):
        night_deadline(close, -1)


@needs_book
def test_the_table_is_the_books_headings() -> None:
    """003 「3、进入黄昏阶段…」 … 「8、进入晨曦阶段…」: every (1)…(n) under each 「关门后N分钟内:」 or 「直到第二天开门前:」, read
    from the book itself, is in the table with that N."""
    lines = BOOK.read_text(encoding="utf-8").splitlines()
    found: dict[tuple[str, int], int | None] = {}
    stage: str | None = None
    minutes: int | None = None
    for line in lines:
        entered = re.match(r"\d+、进入(.{2})阶段", line)
        if entered:
            stage = entered.group(1) if entered.group(1) in NIGHT_STAGES else None
            continue
        heading = re.fullmatch(r"关门后(\d+)分钟内:", line.strip())
        if heading:
            minutes = int(heading.group(1))
        elif line.strip() == "直到第二天开门前:":
            minutes = None
        step = re.match(r"\((\d+)\)", line)
        if stage and step:
            found[(stage, int(step.group(1)))] = minutes
    table = {(stage, step): m for (stage, steps), m in NIGHT_DEADLINES.items() for step in steps}
    assert found == table
    assert {s for s, _ in found} == set(NIGHT_STAGES)


# --- bad input ----------------------------------------------------------------------------------------------------


def test_bad_input_is_refused_clearly() -> None:
    """003 「一般讨论日持续两天」 and 「一般为最后一个自然日的18:00」: the calendar must have a day and a check before 关门."""
    with pytest.raises(ValueError, match="讨论日长度至少为1"):
        plan(MON, people(3), settings=DaySettings(day_length=0))
    with pytest.raises(ValueError, match="申请判定时间须早于关门时间"):
        plan(MON, people(3), settings=DaySettings(check_hour=21))
    with pytest.raises(ValueError, match="存活角色重复"):
        plan(MON, ["甲", "甲"])
    with pytest.raises(ValueError, match="出局角色不在开门时的存活名单中"):
        plan(MON, ["甲"], outs={"乙": at(MON, 1)})
    with pytest.raises(ValueError, match="开门时间不能晚于当日关门时刻"):
        plan_day(at(MON, 22), ["甲"], [], SETTINGS, False)
    with pytest.raises(ValueError, match="未知的投票动作"):
        vote_rules_at(at(MON, 1), plan(MON, ["甲"])).refusal("弃权")
    with pytest.raises(ValueError, match="人数不能为负"):
        auto_accelerated(-1, 3)
