"""002_df7a4ea6bd54eb52.txt 「投票」: 「游戏日白天，所有角色可以参与投票，每名角色计有一票。第一天白天结算时，最先达到最高票
的角色当选神眷者。此后的每个白天结算时，唯一或神眷者投票的最高票出局。」 with A-WL-1, A-WL-16, A-WL-17."""

from __future__ import annotations

from daoyan.games.wangling.vote import tally

ALL = set(range(1, 22))


def test_each_character_has_one_vote_and_a_change_replaces_it() -> None:
    """「每名角色计有一票」; A-WL-17: 「a changed vote removes the earlier one」."""
    t = tally([(1, 1, 5), (2, 1, 6), (3, 2, 6)], ALL, day=2)
    assert t.counts == {6: 2} and t.chosen == 6


def test_day_one_elects_the_first_to_reach_the_top_count() -> None:
    """「第一天白天结算时，最先达到最高票的角色当选神眷者。」 5 reaches 2 votes at time 3, 6 at time 4."""
    t = tally([(1, 1, 5), (2, 2, 6), (3, 3, 5), (4, 4, 6)], ALL, day=1)
    assert t.top == [5, 6] and t.chosen == 5 and "最先达到最高票" in t.why


def test_day_one_counts_only_standing_ballots_when_reaching_a_wl_17() -> None:
    """5 first had 2 votes (times 1, 2), but voter 2 moved to 6 at time 5: 5's standing votes reach 2 only at time 6,
    after 6 did (times 3, 5)."""
    t = tally([(1, 1, 5), (2, 2, 5), (3, 3, 6), (5, 2, 6), (6, 4, 5)], ALL, day=1)
    assert t.counts == {5: 2, 6: 2} and t.chosen == 6


def test_later_days_the_unique_top_goes_out() -> None:
    """「唯一…的最高票出局」"""
    assert tally([(1, 1, 7), (2, 2, 7), (3, 3, 8)], ALL, day=3).chosen == 7


def test_a_tie_goes_to_the_one_the_shenjuanzhe_voted_for() -> None:
    """「…或神眷者投票的最高票出局」"""
    t = tally([(1, 1, 7), (2, 2, 8), (3, 9, 8), (4, 3, 7)], ALL, day=2, shenjuanzhe=3)
    assert t.top == [7, 8] and t.chosen == 7 and "神眷者" in t.why


def test_a_tie_the_shenjuanzhe_did_not_vote_into_puts_nobody_out_a_wl_1() -> None:
    """A-WL-1: tied tops, the 神眷者 voted for neither (or did not vote, or his vote is void): nobody goes out."""
    ballots = [(1, 1, 7), (2, 2, 7), (3, 4, 8), (4, 5, 8), (5, 3, 9)]  # the 神眷者 (3) voted for 9, not a top
    assert tally(ballots, ALL, day=2, shenjuanzhe=3).top == [7, 8]
    assert tally(ballots, ALL, day=2, shenjuanzhe=3).chosen is None
    assert tally(ballots[:4], ALL, day=2, shenjuanzhe=3).chosen is None  # he did not vote
    assert tally([(1, 1, 7), (2, 2, 8), (3, 3, 7)], ALL - {3}, day=2, shenjuanzhe=3).chosen is None  # void (挂机)
    assert tally([], ALL, day=2).chosen is None  # all-zero


def test_quanshi_makes_only_the_named_votes_count_a_wl_16() -> None:
    """<权势> 「在下个白天导演公告仅有这些角色当日投票有效。」 — and naming nobody is legal: nobody goes out."""
    ballots = [(1, 1, 7), (2, 2, 8), (3, 3, 8)]
    assert tally(ballots, {1}, day=2).chosen == 7
    assert tally(ballots, set(), day=2).chosen is None


def test_abstaining_is_no_vote() -> None:
    assert tally([(1, 1, None), (2, 2, 8)], ALL, day=2).counts == {8: 1}
