"""投票 (002_df7a4ea6bd54eb52.txt): 「游戏日白天，所有角色可以参与投票，每名角色计有一票。
第一天白天结算时，最先达到最高票的角色当选神眷者。此后的每个白天结算时，唯一或神眷者投票的最高票出局。」

`tally` counts one day's ballots. A ballot is (when, voter, target); a voter's later ballot replaces his earlier one
(A-WL-17), `None` is 弃权. Only the voters allowed that day count: those who may vote (not out, not 挂机; a 虚体 恶灵
keeps his vote) and, after a <权势>, only those it named (「仅有这些角色当日投票有效」, A-WL-16: naming nobody is
legal). Day 1 elects the 神眷者: the first to reach the final top count, by the time each tally reached it counting
only standing ballots (A-WL-17). Later days: the unique top goes out, or among the tied tops the one the 神眷者 voted
for; otherwise nobody (A-WL-1). <诡辩> is the flow's: it needs the top set (`Tally.top`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

Ballot = tuple[float, int, int | None]  # (when, voter, target or None for 弃权)


@dataclass(frozen=True)
class Tally:
    counts: dict[int, int]  # target -> votes, standing valid ballots only
    top: list[int]  # the targets with the most votes (empty when nobody has a vote)
    chosen: int | None  # day 1: the 神眷者 elected; later: the character voted out (None: nobody)
    why: str  # how `chosen` was found, in the book's words or the ruling's: one of `WHY`, a template (daoyan.i18n)


#: Every `Tally.why`: templates without parameters, so the log renders them in either language (`Phrase(why)`; the
#: English is in `i18n_en.py`).
NOBODY_VOTED = "无人得票"
FIRST_TO_TOP = "最先达到最高票的角色当选神眷者"
UNIQUE_TOP = "唯一的最高票出局"
SHENJUANZHE_TOP = "神眷者投票的最高票出局"
TIE = "平票且神眷者未投其中任何一人 (A-WL-1)"
WHY = (NOBODY_VOTED, FIRST_TO_TOP, UNIQUE_TOP, SHENJUANZHE_TOP, TIE)


def standing(ballots: Iterable[Ballot], voters: set[int]) -> dict[int, Ballot]:
    """Each allowed voter's last ballot (「每名角色计有一票」; a change replaces the earlier one)."""
    out: dict[int, Ballot] = {}
    for b in sorted(ballots, key=lambda b: b[0]):
        if b[1] in voters:
            out[b[1]] = b
    return out


def tally(ballots: Iterable[Ballot], voters: set[int], day: int, shenjuanzhe: int | None = None) -> Tally:
    """Count a day's vote.

    >>> tally([(1, 1, 5), (2, 2, 6), (3, 3, 6)], {1, 2, 3}, day=2).chosen
    6
    >>> tally([(1, 1, 5), (2, 2, 6)], {1, 2}, day=2, shenjuanzhe=1).chosen
    5
    >>> tally([(1, 1, 5), (2, 2, 6)], {1, 2}, day=2, shenjuanzhe=3).chosen is None
    True
    """
    kept = standing(ballots, voters)
    counts: dict[int, int] = {}
    for _, _, target in kept.values():
        if target is not None:
            counts[target] = counts.get(target, 0) + 1
    if not counts:
        return Tally({}, [], None, NOBODY_VOTED)
    most = max(counts.values())
    top = sorted(t for t, n in counts.items() if n == most)
    if day == 1:  # 最先达到最高票的角色当选神眷者
        running: dict[int, int] = {}
        for _, _, target in sorted(kept.values(), key=lambda b: b[0]):
            if target is None:
                continue
            running[target] = running.get(target, 0) + 1
            if running[target] == most:
                return Tally(counts, top, target, FIRST_TO_TOP)
        raise AssertionError("a top count is always reached")
    if len(top) == 1:
        return Tally(counts, top, top[0], UNIQUE_TOP)
    ballot = kept.get(shenjuanzhe) if shenjuanzhe is not None else None
    chosen = ballot[2] if ballot is not None else None
    if chosen in top:
        return Tally(counts, top, chosen, SHENJUANZHE_TOP)
    return Tally(counts, top, None, TIE)
