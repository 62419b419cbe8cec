"""003_6ab575b4f34e0846.txt 胜负判定 「胜:」 1–16: the third parties' listed wins, 屠城, and their player-count scaling
(daoyan.games.langren.judge, A-LR-12)."""

from __future__ import annotations

from typing import Any

import pytest
from langren_judge_kit import board, ch, filler, run, village_and_wolves

from daoyan.games.langren.judge import Settings
from daoyan.games.langren.judge_conditions import BOMB_FOUR, TUCHENG, WIN_13, WIN_WORDS

INC = Settings()
INC20 = Settings(scaling_from_20="includes_20")


def wins_with(reasons: tuple[str, ...], words: str) -> bool:
    return any(words in r for r in reasons)


# --- 1 吹笛者 -----------------------------------------------------------------------------------------------------------

def test_piper_wins_when_everyone_outside_is_silenced_forever() -> None:
    """003 「1、吹笛者:吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态。」 Out characters are not looked at
    (A-LR-12). A 赌徒 still standing keeps this from being a sole-survivor win."""
    chars = [ch(1, "狼人", silenced=True), ch(2, "村民", silenced=True), ch(3, "村民", alive=False),
             ch(4, "赌徒", silenced=True), ch(5, "吹笛者"), ch(6, "吹笛者", "吹笛者小弟")]
    j = run(chars)
    assert j.newly_lost == ("狼人", "村民")     # 负2 both
    assert j.winner == "吹笛者" and j.ended and wins_with(j.reasons, WIN_WORDS["吹笛者"].zh)


def test_piper_needs_every_outsider_silenced_forever() -> None:
    """003 「除吹笛阵营外角色全部持有永久的[寡言]状态」: one outsider without a permanent [寡言] is enough to stop it."""
    chars = [ch(1, "狼人", silenced=True), ch(2, "村民", silenced=True), ch(4, "赌徒"), ch(5, "吹笛者")]
    j = run(chars)
    assert j.winner is None and not j.ended


def test_piper_must_be_alive() -> None:
    """003 「吹笛存活」: the faction's other members alive do not stand in for the 吹笛者."""
    chars = [ch(1, "狼人", silenced=True), ch(2, "村民", silenced=True), ch(4, "赌徒", silenced=True),
             ch(5, "吹笛者", alive=False), ch(6, "吹笛者", "吹笛者小弟")]
    assert run(chars).winner is None


def test_a_board_may_name_the_pipers_faction_otherwise() -> None:
    """003 「1、吹笛者:吹笛存活且除吹笛阵营外角色…」: the board maps its faction name (吹笛阵营) to the listed win."""
    chars = [ch(1, "狼人", silenced=True), ch(2, "村民", silenced=True), ch(4, "赌徒", silenced=True),
             ch(5, "吹笛阵营", "吹笛者")]
    j = run(chars, board(third_party={"吹笛阵营": "吹笛者", "赌徒": "赌徒"}))
    assert j.winner == "吹笛阵营" and j.reasons[-1].startswith("吹笛阵营胜利")


# --- 3 白狼 -----------------------------------------------------------------------------------------------------------

def test_white_wolf_wins_with_three_different_skills() -> None:
    """003 「3、白狼:通过<遗泽>成功使用出3个或以上不同的非<强制>技能」: three different skills win; a skill used twice
    counts once."""
    table = [*village_and_wolves(), ch(6, "白狼")]
    j = run(table, counters={"白狼": {"遗泽": ["预言", "毒药", "守护"]}})
    assert j.winner == "白狼" and wins_with(j.reasons, WIN_WORDS["白狼"].zh)
    assert run(table, counters={"白狼": {"遗泽": ["预言", "预言", "守护"]}}).winner is None


@pytest.mark.parametrize(("seats", "setting", "need"), [
    (19, INC, 3), (20, INC, 3), (24, INC, 3), (25, INC, 4), (30, INC, 5),
    (19, INC20, 3), (20, INC20, 4), (24, INC20, 4), (25, INC20, 5),
])
def test_white_wolf_scaling(seats: int, setting: Settings, need: int) -> None:
    """003 「从20人开始,人数每增加5,胜利条件所需数值增加1。」 A-LR-12: ⌊(N−20)/5⌋ (increments) or 1+⌊(N−20)/5⌋ from 20
    on (includes_20); N is the seats at the start."""
    table = [*village_and_wolves(), ch(6, "白狼"), *filler(seats - 6, 7)]
    b = board(seats=seats)
    skills = [f"技能{i}" for i in range(need)]
    assert run(table, b, setting, counters={"白狼": {"遗泽": skills}}).winner == "白狼"
    assert run(table, b, setting, counters={"白狼": {"遗泽": skills[:-1]}}).winner is None


# --- 4, 6, 11, 12, 15 屠城 ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("kind", "words"), [
    ("赌徒", "4、赌徒:屠城。"), ("死灵术师", "6、死灵术师:屠城。"), ("双子星", "11、双子星:屠城。"),
    ("无三方黑情侣", "12、无三方黑情侣:屠城。"), ("鬼魂新娘黑情侣", "15、鬼魂新娘黑情侣:屠城"),
])
def test_tucheng_factions_win_only_by_tucheng(kind: str, words: str) -> None:
    """003 「4、赌徒:屠城。」 「6、死灵术师:屠城。」 「11、双子星:屠城。」 「12、无三方黑情侣:屠城。」 「15、鬼魂新娘黑情侣:屠城」 with
    「场上仅有一个阵营的角色存活,该阵营获胜。」"""
    assert WIN_WORDS[kind].zh == words
    table = [ch(1, "狼人", alive=False), ch(2, "村民", alive=False), ch(3, kind), ch(4, kind)]
    j = run(table)
    assert j.winner == kind and wins_with(j.reasons, TUCHENG.zh)
    table[1] = ch(2, "村民")
    assert run(table).winner is None


def test_tucheng_counts_living_characters_of_a_lost_faction() -> None:
    """003 「所有阵营的通用屠城胜利方式:…场上仅有一个阵营的角色存活,该阵营获胜。」 A-LR-3: a 判负 faction's living
    characters still count as alive, so a 赌徒 next to them has not 屠城'd."""
    table = [ch(1, "狼人", alive=False), ch(2, "村民", silenced=True), ch(3, "赌徒"), ch(4, "镜")]
    j = run(table, lost=("村民",))
    assert j.newly_lost == ("狼人",)
    assert j.winner is None and not j.ended


def test_only_a_lost_factions_characters_alive_is_no_tucheng() -> None:
    """003 「场上仅有一个阵营的角色存活,该阵营获胜」 with 「已经判负的阵营无法再次获得胜利。」: the others lose, nobody wins."""
    table = [ch(1, "狼人", alive=False), ch(2, "村民"), ch(3, "赌徒", alive=False)]
    j = run(table, lost=("村民",))
    assert j.newly_lost == ("狼人", "赌徒")
    assert j.winner is None and j.ended


# --- 5 蛊惑师 ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("kills", "won"), [
    (["村民", "狼人", "不定"], True),
    (["村民", "狼人", "白狼"], True),           # a 三方 identity
    (["村民", "狼人"], False),
    (["村民", "村民", "狼人", "狼人"], True),
    (["村民", "村民", "狼人"], False),
    (["村民", "不定", "白狼", "狼人"], True),
    (["不定", "白狼", "赌徒"], False),
])
def test_enchanter(kills: list[str], won: bool) -> None:
    """003 「5、蛊惑师:使用[蛊惑]击杀[实际身份]为村民阵营,狼人阵营,三方/不定阵营的身份各1个,或使用[蛊惑]击杀[实际身份]为村民阵营,
    狼人阵营各2个」"""
    table = [*village_and_wolves(), ch(6, "蛊惑师")]
    j = run(table, counters={"蛊惑师": {"蛊惑击杀": kills}})
    assert (j.winner == "蛊惑师") is won


@pytest.mark.parametrize(("seats", "setting", "extra"), [
    (19, INC, 0), (20, INC, 0), (23, INC, 0), (24, INC, 1), (28, INC, 2), (20, INC20, 1), (24, INC20, 2),
])
def test_enchanter_scaling(seats: int, setting: Settings, extra: int) -> None:
    """003 「从20人开始,人数每增加4,除了原本胜利条件外,还需额外使用[蛊惑]击杀1人。」 — one more kill of any kind on top of
    either way of winning."""
    table = [*village_and_wolves(), ch(6, "蛊惑师"), *filler(seats - 6, 7)]
    b = board(seats=seats)

    def won(kills: list[str]) -> bool:
        return run(table, b, setting, counters={"蛊惑师": {"蛊惑击杀": kills}}).winner == "蛊惑师"
    assert won(["村民", "狼人", "不定"] + ["村民"] * extra)
    assert won(["村民", "村民", "狼人", "狼人"] + ["狼人"] * extra)
    if extra:
        assert not won(["村民", "狼人", "不定"] + ["村民"] * (extra - 1))
        assert not won(["村民", "村民", "狼人", "狼人"] + ["狼人"] * (extra - 1))


# --- 7 占星师 ---------------------------------------------------------------------------------------------------------

def test_astrologer_wins_having_guessed_every_account() -> None:
    """003 「7、占星师:使用[命运洪流]猜对过场上全部马甲(包括已出局)对应身份。」: out seats must be guessed too; her own seat is
    not a guess."""
    table = [*village_and_wolves(), ch(6, "占星师"), ch(7, "村民", alive=False)]
    others = [1, 2, 3, 4, 5, 7]
    j = run(table, counters={"占星师": {"猜对": others}})
    assert j.winner == "占星师" and wins_with(j.reasons, WIN_WORDS["占星师"].zh)
    assert run(table, counters={"占星师": {"猜对": others[:-1]}}).winner is None   # the out seat 7 not guessed


def test_astrologer_out_still_wins_her_win_being_special() -> None:
    """003 「同时满足胜利和判负条件时,除了利维坦,炸弹,占星师等技能上有写特殊胜利方式的视作胜利」: the 占星师 all out (common
    loss) with every guess right wins."""
    table = [*village_and_wolves(), ch(6, "占星师", alive=False)]
    j = run(table, counters={"占星师": {"猜对": [1, 2, 3, 4, 5]}})
    assert j.winner == "占星师" and j.newly_lost == ()
    assert run(table).newly_lost == ("占星师",)


# --- 8 锁链师 ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("outs", "won"), [
    (["村民", "村民", "狼人", "狼人", "不定"], True),
    (["村民", "村民", "狼人", "狼人", "白狼"], True),
    (["村民", "村民", "狼人", "狼人"], False),
    (["村民"] * 3 + ["狼人"] * 3, True),
    (["村民"] * 3 + ["狼人"] * 2, False),
    (["村民", "狼人", "狼人", "不定", "不定"], False),
])
def test_chainer(outs: list[str], won: bool) -> None:
    """003 「8、锁链师:通过[锁链]状态让初始底牌为2个村民阵营,2个狼人阵营,1个三方/不定阵营的角色出局,或通过通过[锁链]状态让初始底牌为3个村民阵营,
    3个狼人阵营的角色出局」 (the 传导开始的目标 is left out of the counter by the plugin)."""
    table = [*village_and_wolves(), ch(6, "锁链师")]
    assert (run(table, counters={"锁链师": {"锁链出局": outs}}).winner == "锁链师") is won


@pytest.mark.parametrize(("seats", "setting", "extra"), [
    (19, INC, 0), (20, INC, 0), (24, INC, 0), (25, INC, 1), (20, INC20, 1), (25, INC20, 2),
])
def test_chainer_scaling(seats: int, setting: Settings, extra: int) -> None:
    """003 「从20人开始,人数每增加5,对应的村民阵营和狼人阵营所需出局数量增加1。」 — the 三方/不定 one does not grow."""
    table = [*village_and_wolves(), ch(6, "锁链师"), *filler(seats - 6, 7)]
    b = board(seats=seats)

    def won(v: int, w: int, o: int) -> bool:
        outs = ["村民"] * v + ["狼人"] * w + ["不定"] * o
        return run(table, b, setting, counters={"锁链师": {"锁链出局": outs}}).winner == "锁链师"
    assert won(2 + extra, 2 + extra, 1) and won(3 + extra, 3 + extra, 0)
    if extra:
        assert not won(1 + extra, 2 + extra, 5) and not won(3 + extra, 2 + extra, 0)


# --- 9 富商 -----------------------------------------------------------------------------------------------------------

def test_merchant_wins_at_four_or_fewer_alive() -> None:
    """003 「9、富商:富商存活且场上存活人数为4及以下」"""
    table = [ch(1, "狼人"), ch(2, "村民"), ch(3, "村民"), ch(4, "富商"), ch(5, "村民", alive=False)]
    j = run(table)
    assert j.winner == "富商" and wins_with(j.reasons, WIN_WORDS["富商"].zh)
    table[4] = ch(5, "村民")
    assert run(table).winner is None                        # 5 alive


def test_merchant_wins_when_every_living_character_refused() -> None:
    """003 「或者存活角色已经全部拒绝过交易」 (A-LR-12: the 富商 alive and every other living character has refused)."""
    table = [*village_and_wolves(), ch(6, "富商"), ch(7, "村民", alive=False)]
    assert run(table, counters={"富商": {"拒绝交易": [1, 2, 3, 4, 5]}}).winner == "富商"
    assert run(table, counters={"富商": {"拒绝交易": [1, 2, 3, 4, 7]}}).winner is None


def test_merchant_must_be_alive() -> None:
    """003 「富商存活且场上存活人数为4及以下」"""
    table = [ch(1, "狼人"), ch(2, "村民"), ch(3, "富商", "富商小弟"), ch(4, "富商", alive=False)]
    assert run(table).winner is None


def test_living_characters_of_a_lost_faction_count_for_the_merchant() -> None:
    """003 「场上存活人数为4及以下」 A-LR-2: a 判负 faction's living characters count as living for every count."""
    table = [ch(1, "狼人"), ch(2, "狼人"), ch(3, "村民"), ch(4, "白狼"), ch(5, "富商")]
    assert run(table, lost=("白狼",)).winner is None
    assert run([ch(1, "狼人"), ch(3, "村民"), ch(4, "白狼"), ch(5, "富商")], lost=("白狼",)).winner == "富商"


# --- 10 镜 ------------------------------------------------------------------------------------------------------------

def test_mirror_wins_at_five() -> None:
    """003 「10、镜:镜反射来源与自己[实际阵营]不相同的技能数量+镜使用[镜像]获得的技能亲手击杀的数量至少为5」"""
    table = [*village_and_wolves(), ch(6, "镜")]
    assert run(table, counters={"镜": {"反射": 3, "镜像击杀": 2}}).winner == "镜"
    assert run(table, counters={"镜": {"反射": 4}}).winner is None
    assert run(table, counters={"镜": {"镜像击杀": 5}}).winner == "镜"


@pytest.mark.parametrize(("seats", "setting", "need"), [
    (19, INC, 5), (20, INC, 5), (22, INC, 5), (23, INC, 6), (26, INC, 7), (19, INC20, 5), (20, INC20, 6), (23, INC20, 7),
])
def test_mirror_scaling(seats: int, setting: Settings, need: int) -> None:
    """003 镜 「从20人开始,人数每增加3,胜利条件所需数值增加1。」"""
    table = [*village_and_wolves(), ch(6, "镜"), *filler(seats - 6, 7)]
    b = board(seats=seats)
    assert run(table, b, setting, counters={"镜": {"反射": need}}).winner == "镜"
    assert run(table, b, setting, counters={"镜": {"反射": need - 1}}).winner is None


# --- 13 所有不定阵营 -----------------------------------------------------------------------------------------------------

def test_undecided_win_at_exactly_four_alive() -> None:
    """003 「13、所有不定阵营:不定阵营有人存活且场上存活人数为4」 — 为4 means exactly 4 (A-LR-12)."""
    table = [ch(1, "狼人"), ch(2, "村民"), ch(3, "村民"), ch(4, "不定阵营", "混血儿"), ch(5, "狼人", alive=False)]
    j = run(table)
    assert j.winner == "不定阵营" and wins_with(j.reasons, WIN_13.zh)
    table[4] = ch(5, "狼人")
    assert run(table).winner is None                      # 5 alive
    three = [table[0], table[1], table[3], ch(5, "村民", alive=False)]
    assert run(three).winner is None                      # 3 alive: 为4 is exactly 4
    assert run([*table[:3], ch(4, "不定阵营", "混血儿", alive=False), ch(6, "村民")]).winner is None   # none 不定 alive


def test_a_joined_hybrid_still_wins_as_undecided() -> None:
    """003 「13、所有不定阵营:不定阵营有人存活且场上存活人数为4」 with 「不定阵营的身份不计入狼人和村民阵营的判负条件中」: a 混血
    who joined the wolves loses with them, unless win 13 applies (A-LR-5)."""
    table = [ch(1, "狼人", "混血儿", home="不定"), ch(2, "狼人", alive=False), ch(3, "村民"), ch(4, "村民"), ch(5, "镜")]
    j = run(table)
    assert j.newly_lost == ("狼人",) and j.winner == "不定阵营"
    j = run([*table, ch(6, "村民")])
    assert j.newly_lost == ("狼人",) and j.winner is None


# --- 14 炸弹 ----------------------------------------------------------------------------------------------------------

def test_bomb_wins_when_its_flip_leaves_one_faction_or_none() -> None:
    """003 「14、炸弹:炸弹翻牌结算后,除炸弹阵营外,仍然有角色存活的阵营只有一个或没有。」 — read at the instant of the flip."""
    table = [ch(1, "狼人"), ch(2, "狼人"), ch(3, "村民", alive=False), ch(4, "镜", alive=False), ch(5, "炸弹"),
             ch(6, "狼人"), ch(7, "狼人")]
    flipped: dict[str, Any] = {"炸弹": {"翻牌结算": True}}
    j = run(table, counters=flipped)
    assert j.winner == "炸弹" and wins_with(j.reasons, WIN_WORDS["炸弹"].zh)
    assert run(table).winner is None                   # no flip: the wolves alone are not a 炸弹 win
    table[3] = ch(4, "镜")
    assert run(table, counters=flipped).winner is None  # two factions besides the bomb's still alive


def test_bomb_dying_in_its_flip_still_wins() -> None:
    """003 「同时满足胜利和判负条件时,除了利维坦,炸弹,占星师等技能上有写特殊胜利方式的视作胜利」 with 「炸弹翻牌结算后…只有一个或没有」:
    the bomb out with its flip wins instead of losing; a board that does not list 炸弹 as special makes it lose."""
    table = [ch(1, "狼人", alive=False), ch(2, "村民", alive=False), ch(3, "炸弹", alive=False)]
    j = run(table, counters={"炸弹": {"翻牌结算": True}})
    assert j.winner == "炸弹" and j.newly_lost == ("狼人", "村民")
    j = run(table, board(special_win=frozenset()), counters={"炸弹": {"翻牌结算": True}})
    assert j.winner is None and j.newly_lost == ("狼人", "村民", "炸弹") and j.ended


def test_bomb_alive_at_exactly_four() -> None:
    """003 「或炸弹存活场上存活人数为4。」"""
    table = [ch(1, "狼人"), ch(2, "村民"), ch(3, "村民"), ch(4, "炸弹"), ch(5, "村民", alive=False)]
    j = run(table)
    assert j.winner == "炸弹" and wins_with(j.reasons, BOMB_FOUR.zh)
    assert run([*table[:4], ch(5, "村民")]).winner is None
    assert run([*table[:3], ch(4, "炸弹", alive=False), ch(5, "炸弹", "炸弹小弟")]).winner is None


# --- 16 炽天使 --------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("periods", "won"), [
    ([[], [], [], []], True),
    ([[5], [], [], [], []], True),
    ([[], [], [6], [], []], False),
    ([[], [], []], False),
    ([[], [7], [], []], True),     # seat 7 was red-carded: 「红牌罚下不计」
    ([[], [7, 6], [], []], False),
])
def test_seraph_two_days_and_two_nights_without_an_out(periods: list[list[int]], won: bool) -> None:
    """003 「16、炽天使:连续两天两夜没有任何角色出局(红牌罚下不计)。」 — four periods in a row (A-LR-12)."""
    table = [*village_and_wolves(), ch(6, "村民", alive=False), ch(7, "村民", alive=False, red=True), ch(8, "炽天使")]
    j = run(table, counters={"炽天使": {"时段出局": periods}})
    assert (j.winner == "炽天使") is won


# --- 监视, 利维坦: the role plugin's own win --------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["监视", "利维坦", "其他"])
def test_plugin_wins(kind: str) -> None:
    """003 「某未判负阵营满足其胜利条件之一,或场上仅有一个阵营尚未被判负时,宣布此阵营胜利、游戏结束。」: the win of a role whose
    text the book does not hold comes from its plugin (A-LR-7)."""
    table = [*village_and_wolves(), ch(6, kind)]
    assert run(table, plugin={kind: True}).winner == kind
    assert run(table, plugin={kind: False}).winner is None
