"""003_6ab575b4f34e0846.txt 胜负判定: properties of the judge over random tables (hypothesis)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from langren_judge_kit import ALL_THIRD, board

from daoyan.games.langren.judge import Char, Judgement, Settings, Snapshot, judge

FACTIONS = ["狼人", "村民", "不定阵营", "妖狐", "白狼", "炸弹", "镜", "赌徒", "富商", "利维坦", "占星师"]
HOMES = ["狼人", "村民", "不定", "妖狐", "白狼", "炸弹", "镜", "赌徒", "富商"]


@st.composite
def tables(draw: Any) -> tuple[Snapshot, Settings]:
    n = draw(st.integers(1, 9))
    chars = []
    for seat in range(1, n + 1):
        faction = draw(st.sampled_from(FACTIONS))
        home = "不定" if faction == "不定阵营" else draw(st.sampled_from([faction if faction in HOMES else "村民", *HOMES]))
        identity = draw(st.sampled_from([faction, "小弟"]))
        chars.append(Char(seat, f"{seat}", faction, identity, home, draw(st.booleans()), draw(st.booleans()),
                          frozenset(draw(st.sets(st.sampled_from(["群内", "接刀"])))), "", draw(st.booleans())))
    play = frozenset({c.faction for c in chars} | set(draw(st.sets(st.sampled_from(FACTIONS)))))
    lost = frozenset(draw(st.sets(st.sampled_from(sorted(play)))))
    counters: dict[str, Any] = {}
    if draw(st.booleans()):
        counters["白狼"] = {"遗泽": draw(st.lists(st.sampled_from("甲乙丙丁"), max_size=4))}
    if draw(st.booleans()):
        counters["镜"] = {"反射": draw(st.integers(0, 6))}
    if draw(st.booleans()):
        counters["炸弹"] = {"翻牌结算": draw(st.booleans())}
    if draw(st.booleans()):
        counters["富商"] = {"拒绝交易": draw(st.sets(st.integers(1, n)))}
    if draw(st.booleans()):
        counters["占星师"] = {"猜对": draw(st.sets(st.integers(1, n)))}
    plugin = {f: draw(st.booleans()) for f in draw(st.sets(st.sampled_from(sorted(play))))}
    sheriff = draw(st.one_of(st.none(), st.integers(1, n)))
    s = Settings(all_lost=draw(st.sampled_from(["draw", "sheriff"])),
                 scaling_from_20=draw(st.sampled_from(["increments", "includes_20"])))
    return Snapshot(chars, lost, play, counters, plugin, sheriff), s


B = board(seats=9, wolf_min=1, village_min=2, third_party=ALL_THIRD)


def check(j: Judgement, snap: Snapshot) -> None:
    assert not set(j.newly_lost) & snap.lost
    assert j.winner is None or (j.winner not in snap.lost and j.winner not in j.newly_lost)
    assert j.winner is None or j.ended
    assert len(j.reasons) == len(j.reasons_en)


@settings(max_examples=400, deadline=None)
@given(tables())
def test_one_winner_at_most_and_never_a_lost_one(t: tuple[Snapshot, Settings]) -> None:
    """003 「只有一个阵营能获得胜利。」 「已经判负的阵营无法再次获得胜利。」: the winner, if any, is one faction in play that is not
    判负 before or by this judgement, and a winner ends the game."""
    snap, s = t
    j = judge(snap, B, s)
    check(j, snap)
    if j.winner is not None:
        assert j.winner in snap.in_play | {"不定阵营"}
        assert j.winner in j.contenders or j.winner in {f for f, k in ALL_THIRD.items() if k == "妖狐"} or (
            s.all_lost == "sheriff")
    assert not (j.winner and j.undecided)


@settings(max_examples=400, deadline=None)
@given(tables())
def test_judging_again_with_the_losses_applied_changes_nothing(t: tuple[Snapshot, Settings]) -> None:
    """003 「某阵营满足其判负条件之一时,该阵营优先判负。已经判负的阵营无法再次获得胜利。」 — 判负 is final and the judge is pure:
    applying a judgement's losses and judging again gives no new loss and the same outcome."""
    snap, s = t
    j = judge(snap, B, s)
    assert judge(snap, B, s) == j
    again = judge(replace(snap, lost=snap.lost | set(j.newly_lost)), B, s)
    assert again.newly_lost == ()
    assert (again.winner, again.ended, again.undecided) == (j.winner, j.ended, j.undecided)


@settings(max_examples=300, deadline=None)
@given(tables())
def test_no_winner_ends_the_game_only_when_every_faction_in_play_is_lost(t: tuple[Snapshot, Settings]) -> None:
    """003 「某未判负阵营满足其胜利条件之一,或场上仅有一个阵营尚未被判负时,宣布此阵营胜利、游戏结束。」 A-LR-10: a game ends with no
    winner only when every faction in play is 判负."""
    snap, s = t
    j = judge(snap, B, s)
    if j.ended and j.winner is None:
        lost = snap.lost | set(j.newly_lost)
        living_unsure = any(c.alive and c.faction == "不定阵营" for c in snap.chars)
        play = (snap.in_play - {"不定阵营"}) | ({"不定阵营"} if living_unsure else set())
        assert play <= lost
