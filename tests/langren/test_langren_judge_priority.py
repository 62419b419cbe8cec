"""003_6ab575b4f34e0846.txt 胜负判定: the procedure (A-LR-2) — several wins at once, win and loss at once, 妖狐, the sole
faction not lost, nobody wins, 屠城 at once, the 警长 in a stalemate, and bad input (daoyan.games.langren.judge)."""

from __future__ import annotations

import copy
import itertools
import re
from typing import Any

import pytest
from langren_judge_kit import board, ch, clash, run, snap, village_and_wolves

from daoyan.core.errors import ConfigError
from daoyan.games.langren.judge import Board, Settings, judge, judge_at_once, stalemate, tucheng_now
from daoyan.games.langren.judge_conditions import PRIORITY, PRIORITY_WORDS, SOLE_SURVIVOR, TUCHENG, WIN_WORDS

#: the book's own order, typed from the seed (the judge's PRIORITY must match it)
BOOK_ORDER = "吹笛者、炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼,利维坦"
LISTED = re.split("[、,]", BOOK_ORDER)


def test_the_judges_list_is_the_books() -> None:
    """003 「则判定优先顺序为:吹笛者、炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼,利维坦。」 — twelve slots; the
    last comma is the scrape's separator (A-LR-7)."""
    assert len(LISTED) == 12 and tuple(LISTED) == PRIORITY


# --- the priority list ------------------------------------------------------------------------------------------------

def faction_of(slot: str) -> str:
    return {"不定互指": "不定阵营", "锁链": "锁链师"}.get(slot, slot)


@pytest.mark.parametrize(("first", "second"), list(itertools.pairwise(LISTED)))
def test_every_adjacent_pair_of_the_priority_list(first: str, second: str) -> None:
    """003 「如果有多个阵营同时达到胜利条件,则判定优先顺序为:吹笛者、炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼,利维坦。」
    「只有一个阵营能获得胜利。」 Both factions' own wins hold in the same judgement; the earlier one wins, whichever seat
    order they have."""
    for a, b in ((first, second), (second, first)):
        s = clash(a, b)
        j = judge(s, board())
        assert j.winner == faction_of(first), (a, b, j.reasons)
        assert j.contenders == (faction_of(first), faction_of(second))
        assert j.ended and any(PRIORITY_WORDS.zh in r for r in j.reasons)


def test_each_listed_win_alone_wins_on_the_clash_table() -> None:
    """003 「判定优先顺序为:吹笛者、炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼,利维坦。」 — the clash table's
    arrangement really makes each of the twelve win on its own (so the pairs above are true clashes)."""
    for slot in LISTED:
        s = clash(slot, "其他")
        j = judge(s, board())
        assert j.winner == faction_of(slot) and j.contenders == (faction_of(slot),), slot


def test_a_listed_win_beats_an_unlisted_one() -> None:
    """003 「判定优先顺序为:…」 A-LR-7: factions not in the list (狼人, 村民, 赌徒, …) rank after every listed one."""
    table = [*village_and_wolves(), ch(6, "利维坦"), ch(7, "赌徒")]
    j = run(table, plugin={"利维坦": True, "狼人": True})
    assert j.winner == "利维坦" and j.contenders == ("利维坦", "狼人")
    j = run(table, plugin={"赌徒": True, "利维坦": True})
    assert j.winner == "利维坦"


def test_the_bomb_flip_beats_the_tucheng_it_makes() -> None:
    """003 「14、炸弹:炸弹翻牌结算后,除炸弹阵营外,仍然有角色存活的阵营只有一个或没有。」 and 「除了屠城胜利即时判定之外」: the flip
    leaves only the wolves alive — they 屠城 at that instant, and the bomb (listed) comes first (A-LR-3, A-LR-7)."""
    table = [ch(1, "狼人"), ch(2, "村民", alive=False), ch(3, "炸弹", alive=False), ch(4, "赌徒", alive=False)]
    s = snap(table, counters={"炸弹": {"翻牌结算": True}})
    assert judge_at_once(s, board())
    j = judge(s, board())
    assert j.winner == "炸弹" and j.contenders == ("炸弹", "狼人")
    assert run(table).winner == "狼人"           # without the flip: the wolves' 屠城


def test_two_unlisted_wins_at_once_go_to_the_director() -> None:
    """003 「只有一个阵营能获得胜利。」 A-LR-7: two factions outside the list cannot be ordered by the book; the judge picks
    none, reports them, and the game goes on until the 导演 rules."""
    table = [*village_and_wolves(), ch(6, "赌徒")]
    j = run(table, plugin={"赌徒": True, "狼人": True})
    assert j.winner is None and not j.ended and j.undecided == ("狼人", "赌徒")
    assert any("导演" in r for r in j.reasons)


def test_two_factions_in_the_same_slot_go_to_the_director() -> None:
    """003 「只有一个阵营能获得胜利。」 — two 镜 factions complete at once share one slot of the list."""
    table = [*village_and_wolves(), ch(6, "镜甲", "镜"), ch(7, "镜乙", "镜")]
    b = board(third_party={"镜甲": "镜", "镜乙": "镜"})
    cnt: dict[str, Any] = {"镜甲": {"反射": 5}, "镜乙": {"反射": 5}}
    j = run(table, b, counters=cnt)
    assert j.winner is None and j.undecided == ("镜甲", "镜乙")


# --- win and loss at once ---------------------------------------------------------------------------------------------

def test_a_non_special_win_with_a_loss_is_a_loss() -> None:
    """003 「同时满足胜利和判负条件时,除了利维坦,炸弹,占星师等技能上有写特殊胜利方式的视作胜利,否则视作判负。」: the 白狼 all out
    with its <遗泽> count complete loses."""
    table = [*village_and_wolves(), ch(6, "白狼", alive=False)]
    j = run(table, counters={"白狼": {"遗泽": ["甲", "乙", "丙"]}})
    assert j.newly_lost == ("白狼",) and j.winner is None and not j.ended
    assert any("否则视作判负" in r for r in j.reasons)


@pytest.mark.parametrize("kind", ["利维坦", "炸弹", "占星师"])
def test_a_special_win_with_a_loss_is_a_win(kind: str) -> None:
    """003 「除了利维坦,炸弹,占星师等技能上有写特殊胜利方式的视作胜利」 — here through the plugin's win, its faction all out."""
    table = [*village_and_wolves(), ch(6, kind, alive=False)]
    j = run(table, plugin={kind: True})
    assert j.winner == kind and j.newly_lost == ()
    assert any("视作胜利" in r for r in j.reasons)


def test_the_board_widens_the_special_list() -> None:
    """003 「利维坦,炸弹,占星师等技能上有写特殊胜利方式的」 — 等 is open (A-LR-9): a board may write a special win for 镜."""
    table = [*village_and_wolves(), ch(6, "镜", alive=False)]
    cnt: dict[str, Any] = {"镜": {"反射": 5}}
    assert run(table, counters=cnt).newly_lost == ("镜",)
    j = run(table, board(special_win=frozenset({"镜"})), counters=cnt)
    assert j.winner == "镜" and j.newly_lost == ()


def test_silenced_wolves_alone_alive_lose_rather_than_win() -> None:
    """003 「2、狼人阵营的存活角色全部进入永久的[寡言]状态。」 with 「否则视作判负」: the wolves' 屠城 meets their 负2 — they lose,
    and with every faction lost nobody wins (A-LR-9, A-LR-10)."""
    table = [ch(1, "狼人", silenced=True), ch(2, "狼人", silenced=True), ch(3, "村民", alive=False)]
    j = run(table)
    assert j.newly_lost == ("狼人", "村民") and j.winner is None and j.ended


# --- 判负 is final; the sole faction not lost --------------------------------------------------------------------------

def test_a_lost_faction_never_wins() -> None:
    """003 「已经判负的阵营无法再次获得胜利。」: neither by its own win, nor by 屠城."""
    table = [*village_and_wolves(), ch(6, "白狼")]
    j = run(table, lost=("白狼",), counters={"白狼": {"遗泽": ["甲", "乙", "丙"]}})
    assert j.winner is None and not j.ended
    j = run([ch(1, "狼人"), ch(2, "村民", alive=False), ch(3, "白狼", alive=False)], lost=("狼人",))
    assert j.winner is None and j.ended and j.newly_lost == ("村民", "白狼")


def test_the_sole_faction_not_lost_wins_after_this_judgements_losses() -> None:
    """003 「某未判负阵营满足其胜利条件之一,或场上仅有一个阵营尚未被判负时,宣布此阵营胜利、游戏结束。」: the villagers are alive
    but silenced forever, so they lose now, and the wolves are the only faction left (not a 屠城)."""
    table = [ch(1, "狼人"), ch(2, "村民", silenced=True), ch(3, "村民", silenced=True)]
    j = run(table)
    assert j.newly_lost == ("村民",) and j.winner == "狼人" and j.ended
    assert any(SOLE_SURVIVOR.zh in r for r in j.reasons) and not any(TUCHENG.zh in r for r in j.reasons)


def test_the_sole_faction_not_lost_after_earlier_losses() -> None:
    """003 「场上只有一个阵营尚未判负…该阵营获胜。」: 村民 lost earlier, its characters alive; the wolves win."""
    table = [ch(1, "狼人"), ch(2, "村民"), ch(3, "村民")]
    j = run(table, lost=("村民",))
    assert j.winner == "狼人" and j.newly_lost == ()


def test_undecided_joins_the_factions_in_play_only_while_one_of_them_is_alive() -> None:
    """003 「场上仅有一个阵营尚未被判负时」 A-LR-5: 不定阵营 counts as a faction in play while a character who joined no
    side is alive."""
    table = [ch(1, "狼人"), ch(2, "村民", alive=False), ch(3, "不定阵营", "混血儿"), ch(4, "狼人"), ch(5, "狼人"),
             ch(6, "狼人")]
    j = run(table)
    assert j.newly_lost == ("村民",) and j.winner is None   # 狼人 and 不定阵营 both stand
    table[2] = ch(3, "不定阵营", "混血儿", alive=False)
    assert run(table).winner == "狼人"


# --- 妖狐 -------------------------------------------------------------------------------------------------------------

def test_fox_wins_when_only_it_and_one_other_faction_are_not_lost() -> None:
    """003 「2、妖狐:尚未判负的阵营仅有妖狐阵营和一个其他阵营」 A-LR-8 (i), read after this judgement's losses — even with the
    妖狐 himself out and a 小弟 alive."""
    table = [ch(1, "狼人"), ch(2, "村民", alive=False), ch(3, "妖狐"), ch(4, "狼人")]
    j = run(table)
    assert j.newly_lost == ("村民",) and j.winner == "妖狐"
    assert any(WIN_WORDS["妖狐"].zh in r for r in j.reasons)
    table[2] = ch(3, "妖狐", alive=False)
    assert run([*table, ch(5, "妖狐", "妖狐小弟")]).winner == "妖狐"
    assert run([*table, ch(5, "妖狐", "妖狐小弟"), ch(6, "村民")]).winner is None   # three factions stand


def test_a_living_fox_takes_any_other_factions_win() -> None:
    """003 「或有阵营宣布胜利时,妖狐仍然存活,会导致其他阵营无法获胜。」 A-LR-8 (ii): the 白狼 completes its count while the
    妖狐 lives — the fox wins instead; with the 妖狐 out (a 小弟 alive) the 白狼 wins."""
    table = [*village_and_wolves(), ch(6, "白狼"), ch(7, "妖狐")]
    cnt: dict[str, Any] = {"白狼": {"遗泽": ["甲", "乙", "丙"]}}
    j = run(table, counters=cnt)
    assert j.winner == "妖狐" and j.contenders == ("白狼",)
    assert any("妖狐仍然存活" in r for r in j.reasons)
    table[6] = ch(7, "妖狐", alive=False)
    assert run([*table, ch(8, "妖狐", "妖狐小弟")], counters=cnt).winner == "白狼"


def test_the_fox_overrides_the_top_of_the_list() -> None:
    """003 「2、妖狐:尚未判负的阵营仅有妖狐阵营和一个其他阵营…会导致其他阵营无法获胜。」 — the fox is not ranked (A-LR-7):
    its clause (i) beats even the 吹笛者, the 妖狐 himself out and his 小弟 alive."""
    table = [ch(1, "吹笛者"), ch(2, "妖狐", alive=False), ch(5, "妖狐", "妖狐小弟", silenced=True),
             ch(3, "村民", alive=False), ch(4, "狼人", alive=False)]
    j = run(table)
    assert j.newly_lost == ("狼人", "村民") and j.winner == "妖狐" and j.contenders == ("吹笛者", "妖狐")


# --- nobody wins --------------------------------------------------------------------------------------------------

def test_every_faction_lost_at_once_is_a_draw() -> None:
    """003 「只有一个阵营能获得胜利。」 A-LR-10 (all_lost = draw): everyone out in one batch — no winner, the game ends."""
    table = [ch(1, "狼人", alive=False), ch(2, "村民", alive=False), ch(3, "白狼", alive=False)]
    j = run(table, sheriff=1)
    assert j.newly_lost == ("狼人", "村民", "白狼") and j.winner is None and j.ended
    assert run(table, settings=Settings(all_lost="sheriff"), sheriff=1).winner is None   # nobody alive holds it


def test_all_lost_sheriff_setting() -> None:
    """003 「则警长在谁手里,那个角色所属的阵营就获胜。」 A-LR-10, setting all_lost = sheriff: when every faction falls in the
    same judgement, the living 警长's faction wins; a faction lost before stays lost."""
    table = [ch(1, "狼人", silenced=True), ch(2, "村民", silenced=True), ch(3, "村民", alive=False)]
    assert run(table, sheriff=1).winner is None
    j = run(table, settings=Settings(all_lost="sheriff"), sheriff=1)
    assert j.winner == "狼人" and j.ended and j.newly_lost == ("村民",)
    j = run(table, settings=Settings(all_lost="sheriff"), sheriff=2, lost=("村民",))
    assert j.winner is None and j.ended and j.newly_lost == ("狼人",)
    assert run(table, settings=Settings(all_lost="sheriff")).winner is None      # no 警长


# --- 屠城 at once ---------------------------------------------------------------------------------------------------

def test_tucheng_now() -> None:
    """003 「除了屠城胜利即时判定之外,宣布胜利或失败需要结算完当前阶段才会判定是否获胜或判负。」 A-LR-3: the flow judges at once
    when only one faction has living characters (nobody alive is no 屠城)."""
    assert tucheng_now(snap([ch(1, "狼人"), ch(2, "狼人"), ch(3, "村民", alive=False)]))
    assert not tucheng_now(snap([ch(1, "狼人"), ch(3, "村民")]))
    assert not tucheng_now(snap([ch(1, "狼人", alive=False), ch(3, "村民", alive=False)]))
    s = snap([ch(1, "狼人"), ch(3, "村民")], counters={"炸弹": {"翻牌结算": True}}, in_play=("狼人", "村民", "炸弹"))
    assert not tucheng_now(s) and judge_at_once(s, board())


# --- the 警长 in a stalemate --------------------------------------------------------------------------------------

def test_stalemate_gives_the_win_to_the_sheriffs_faction() -> None:
    """003 「若因为非违规的特殊情况导致游戏无法正常进行(如太阳和无刀三方两人不分胜负,或是多方僵持等),则警长在谁手里,那个角色所属的阵营就获胜。」"""
    table = [ch(1, "村民", "太阳"), ch(2, "赌徒")]
    j = stalemate(snap(table, sheriff=2), board())
    assert j.winner == "赌徒" and j.ended
    j = stalemate(snap(table, sheriff=1), board())
    assert j.winner == "村民" and j.reasons_en[-1].endswith("the Villager faction wins.")


def test_stalemate_without_a_sheriff_or_with_a_lost_one_has_no_winner() -> None:
    """003 「则警长在谁手里,那个角色所属的阵营就获胜。」 with 「已经判负的阵营无法再次获得胜利。」 (A-LR-11)."""
    table = [ch(1, "狼人"), ch(2, "赌徒"), ch(3, "镜", alive=False)]
    for j in (stalemate(snap(table), board()), stalemate(snap(table, sheriff=1, lost=("狼人",)), board()),
              stalemate(snap(table, sheriff=3), board())):
        assert j.winner is None and j.ended


def test_stalemate_with_a_living_fox() -> None:
    """003 「或有阵营宣布胜利时,妖狐仍然存活,会导致其他阵营无法获胜。」 — the 警长's faction would be announced; the fox takes it."""
    table = [ch(1, "狼人"), ch(2, "妖狐"), ch(3, "村民")]
    assert stalemate(snap(table, sheriff=1), board()).winner == "妖狐"
    assert stalemate(snap(table, sheriff=2), board()).winner == "妖狐"


# --- reasons, purity, bad input ---------------------------------------------------------------------------------

def test_reasons_come_in_both_languages_and_the_snapshot_is_untouched() -> None:
    """003 「某阵营满足其判负条件之一时,该阵营优先判负。」 — the judgement says why in zh and en; it changes nothing."""
    s = snap([ch(1, "狼人"), ch(2, "村民", alive=False), ch(3, "白狼")], counters={"白狼": {"遗泽": ["甲", "乙", "丙"]}})
    before = copy.deepcopy(s)
    j = judge(s, board())
    assert s == before and judge(s, board()) == j
    assert j.reasons[0] == "村民阵营判负:「1、不存在存活的村民阵营角色。」"
    assert j.reasons_en[0] == "The Villager faction loses: 1. No living character of the village faction."
    assert len(j.reasons) == len(j.reasons_en)


BAD: list[tuple[str, Any]] = [
    ("unknown kind", lambda: judge(snap([ch(1, "狼人")]), board(third_party={"甲": "乙"}))),
    ("wolves as third party", lambda: judge(snap([ch(1, "狼人")]), board(third_party={"狼人": "镜"}))),
    ("negative minimum", lambda: judge(snap([ch(1, "狼人")]), board(wolf_min=-1))),
    ("zero minimum", lambda: judge(snap([ch(1, "狼人")]), board(village_min=0))),
    ("seat twice", lambda: judge(snap([ch(1, "狼人"), ch(1, "村民")]), board())),
    ("faction not in play", lambda: judge(snap([ch(1, "狼人"), ch(2, "村民")], in_play=("狼人",)), board())),
    ("faction unknown", lambda: judge(snap([ch(1, "狼人"), ch(2, "海盗")]), board())),
    ("home unknown", lambda: judge(snap([ch(1, "狼人", home="海盗")]), board())),
    ("bad tag", lambda: judge(snap([ch(1, "狼人", tags=("群内狼",))]), board())),
    ("lost not in play", lambda: judge(snap([ch(1, "狼人")], lost=("村民",)), board())),
    ("counter key", lambda: judge(snap([ch(1, "狼人"), ch(2, "镜")], counters={"镜": {"反射数": 1}}), board())),
    ("counter type", lambda: judge(snap([ch(1, "狼人"), ch(2, "镜")], counters={"镜": {"反射": "5"}}), board())),
    ("counter list", lambda: judge(snap([ch(1, "狼人"), ch(2, "白狼")], counters={"白狼": {"遗泽": "甲乙丙"}}), board())),
    ("counter faction", lambda: judge(snap([ch(1, "狼人")], counters={"狼人": {}}), board())),
    ("plugin faction", lambda: judge(snap([ch(1, "狼人")], plugin={"镜": True}), board())),
    ("sheriff seat", lambda: judge(snap([ch(1, "狼人")], sheriff=9), board())),
    ("setting", lambda: judge(snap([ch(1, "狼人")]), board(), Settings(all_lost="sometimes"))),
    ("scaling setting", lambda: judge(snap([ch(1, "狼人")]), board(), Settings(scaling_from_20="x"))),
    ("timing setting", lambda: judge(snap([ch(1, "狼人")]), board(), Settings(tucheng_timing="x"))),
    ("stalemate seat twice", lambda: stalemate(snap([ch(1, "狼人"), ch(1, "村民")]), board())),
    ("tucheng seat twice", lambda: tucheng_now(snap([ch(1, "狼人"), ch(1, "村民")]))),
    ("seats", lambda: judge(snap([ch(1, "狼人")]), Board(seats=0, wolf_min=1, village_min=1))),
]


@pytest.mark.parametrize(("what", "call"), BAD, ids=[w for w, _ in BAD])
def test_bad_input_is_a_clear_config_error(what: str, call: Any) -> None:
    """Bad input gets a clear error, Chinese first with English in parentheses, and changes nothing."""
    with pytest.raises(ConfigError, match=r"胜负判定输入有误 \(bad judge input\)"):
        call()
