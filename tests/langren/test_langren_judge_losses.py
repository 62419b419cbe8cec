"""003_6ab575b4f34e0846.txt 胜负判定: the 判负 conditions of 狼人, 村民 and the 三方 (daoyan.games.langren.judge)."""

from __future__ import annotations

from langren_judge_kit import board, ch, run, village_and_wolves

from daoyan.games.langren.judge_conditions import LOSS_WORDS, THIRD_LOSS


def reasons_of(j_reasons: tuple[str, ...], words: str) -> bool:
    return any(words in r for r in j_reasons)


# --- 狼人 --------------------------------------------------------------------------------------------------------------

def test_wolves_lose_with_no_living_wolf() -> None:
    """003 【狼人阵营】负 「1、不存在存活的狼人阵营角色。」"""
    chars = [ch(1, "狼人", alive=False), ch(2, "狼人", alive=False), ch(3, "村民"), ch(4, "村民"), ch(5, "白狼")]
    j = run(chars)
    assert j.newly_lost == ("狼人",)
    assert reasons_of(j.reasons, LOSS_WORDS["狼人", 1].zh)
    chars[1] = ch(2, "狼人")
    assert run(chars).newly_lost == ()


def test_wolves_lose_when_every_living_wolf_is_silenced_forever() -> None:
    """003 「2、狼人阵营的存活角色全部进入永久的[寡言]状态。」 A temporary [寡言] does not count (A-LR-5)."""
    chars = [ch(1, "狼人", silenced=True), ch(2, "狼人", silenced=True), ch(3, "狼人", alive=False), ch(4, "村民"),
             ch(5, "白狼")]
    j = run(chars)
    assert j.newly_lost == ("狼人",) and reasons_of(j.reasons, LOSS_WORDS["狼人", 2].zh)
    assert not reasons_of(j.reasons, LOSS_WORDS["狼人", 1].zh)
    chars[1] = ch(2, "狼人")   # only a temporary [寡言], or none: not every living wolf is silenced forever
    assert run(chars).newly_lost == ()


def test_wolves_lose_when_tagged_wolves_are_out_and_the_minimum_has_gone() -> None:
    """003 「3、狼人阵营所有[群内]和[接刀]的角色均出局,并且阵营为狼人阵营,实际身份也是狼人阵营的身份的角色出局开局狼人最低人数个」
    A-LR-6: the count is of out characters and must reach 开局狼人最低人数."""
    chars = [ch(1, "狼人", "隐狼"), ch(2, "狼人", alive=False, tags=("群内",)),
             ch(3, "狼人", alive=False, tags=("群内", "接刀")), ch(4, "村民"), ch(5, "村民")]
    j = run(chars, board(wolf_min=2))
    assert j.newly_lost == ("狼人",) and reasons_of(j.reasons, LOSS_WORDS["狼人", 3].zh)
    assert run(chars, board(wolf_min=3)).newly_lost == ()   # only 2 out: the minimum is not reached


def test_wolf_loss_3_needs_every_tagged_wolf_out() -> None:
    """003 「狼人阵营所有[群内]和[接刀]的角色均出局」: one [接刀] wolf still alive keeps the wolves in the game."""
    chars = [ch(1, "狼人", tags=("接刀",)), ch(2, "狼人", alive=False, tags=("群内",)),
             ch(3, "狼人", alive=False, tags=("群内",)), ch(4, "村民")]
    assert run(chars, board(wolf_min=2)).newly_lost == ()


def test_wolf_loss_3_counts_only_wolf_faction_with_wolf_identity() -> None:
    """003 「并且阵营为狼人阵营,实际身份也是狼人阵营的身份的角色出局」: a villager identity converted to the wolves, or a wolf
    identity now playing for the village, does not count toward the minimum."""
    base = [ch(1, "狼人", "隐狼"), ch(2, "狼人", alive=False, tags=("群内",)), ch(4, "村民"), ch(5, "村民")]
    converted = ch(3, "狼人", "预言家", home="村民", alive=False)
    turned = ch(3, "村民", "狼人", home="狼人", alive=False)
    assert run([*base, converted], board(wolf_min=2)).newly_lost == ()
    assert run([*base, turned], board(wolf_min=2)).newly_lost == ()
    assert run([*base, ch(3, "狼人", alive=False)], board(wolf_min=2)).newly_lost == ("狼人",)


def test_wolf_loss_3_reads_tags_as_they_were_at_the_out() -> None:
    """003 「狼人阵营所有[群内]和[接刀]的角色均出局」 A-LR-5: states are read now and as they were when a character went
    out — an out wolf keeps his [接刀] tag; the living wolves here hold none."""
    chars = [ch(1, "狼人", "隐狼"), ch(2, "狼人", "狼弟"), ch(3, "狼人", alive=False, tags=("接刀",)),
             ch(4, "狼人", alive=False, tags=("群内",)), ch(5, "村民")]
    assert run(chars, board(wolf_min=2)).newly_lost == ("狼人",)


# --- 不定 identities -----------------------------------------------------------------------------------------------

def test_a_hybrid_in_the_wolves_is_not_a_knife_wolf() -> None:
    """003 「所有判负条件对应的均为实际阵营和实际身份,不定阵营的身份不计入狼人和村民阵营的判负条件中。(如混血混狼,判负条件中这个混血不会视为接刀狼,」"""
    chars = [ch(1, "狼人", "混血儿", home="不定", tags=("接刀",)), ch(2, "狼人", "隐狼"),
             ch(3, "狼人", alive=False, tags=("群内", "接刀")), ch(4, "狼人", alive=False, tags=("群内",)),
             ch(5, "村民"), ch(6, "村民")]
    j = run(chars, board(wolf_min=2))
    assert j.newly_lost == ("狼人",) and reasons_of(j.reasons, LOSS_WORDS["狼人", 3].zh)
    # were his identity a wolf's, his [接刀] would keep the wolves in
    chars[0] = ch(1, "狼人", "狼人", tags=("接刀",))
    assert run(chars, board(wolf_min=2)).newly_lost == ()


def test_a_hybrid_alone_is_no_living_wolf() -> None:
    """003 「不定阵营的身份不计入狼人和村民阵营的判负条件中」 with 「1、不存在存活的狼人阵营角色。」: a 混血 who joined the
    wolves does not keep them alive; he loses with them (A-LR-5)."""
    chars = [ch(1, "狼人", "混血儿", home="不定"), ch(2, "狼人", alive=False), ch(3, "村民"), ch(4, "村民"), ch(5, "白狼")]
    j = run(chars)
    assert j.newly_lost == ("狼人",) and reasons_of(j.reasons, LOSS_WORDS["狼人", 1].zh)


def test_a_split_personality_in_the_group_is_not_a_group_wolf() -> None:
    """003 「双重人格选群内狼,在判负条件中也不会视作群内狼,当其他带刀狼出局且群外人数不足时,依然会判负。)」"""
    chars = [ch(1, "狼人", "双重人格", home="不定", tags=("群内",)), ch(2, "狼人", "隐狼"),
             ch(3, "狼人", alive=False, tags=("群内", "接刀")), ch(4, "狼人", alive=False, tags=("群内", "接刀")),
             ch(5, "村民"), ch(6, "村民")]
    j = run(chars, board(wolf_min=2))
    assert j.newly_lost == ("狼人",)
    assert reasons_of(j.reasons, LOSS_WORDS["狼人", 3].zh) and not reasons_of(j.reasons, LOSS_WORDS["狼人", 1].zh)


def test_a_silenced_wolf_side_is_not_saved_by_a_speaking_hybrid() -> None:
    """003 「2、狼人阵营的存活角色全部进入永久的[寡言]状态。」 and 「不定阵营的身份不计入狼人和村民阵营的判负条件中」"""
    chars = [ch(1, "狼人", "混血儿", home="不定"), ch(2, "狼人", silenced=True), ch(3, "村民"), ch(4, "白狼")]
    assert run(chars).newly_lost == ("狼人",)


# --- 村民 --------------------------------------------------------------------------------------------------------------

def test_villagers_lose_with_no_living_villager() -> None:
    """003 【村民阵营】负 「1、不存在存活的村民阵营角色。」 — a 混血 who joined the village does not count (A-LR-5)."""
    chars = [ch(1, "狼人"), ch(2, "村民", alive=False), ch(3, "村民", "混血儿", home="不定"), ch(4, "白狼")]
    j = run(chars)
    assert j.newly_lost == ("村民",) and reasons_of(j.reasons, LOSS_WORDS["村民", 1].zh)
    chars[1] = ch(2, "村民")
    assert run(chars).newly_lost == ()


def test_villagers_lose_when_every_living_villager_is_silenced_forever() -> None:
    """003 「2、村民阵营的存活角色全部进入永久的[寡言]状态。」"""
    chars = [ch(1, "狼人"), ch(2, "村民", silenced=True), ch(3, "村民", "女巫", silenced=True),
             ch(4, "村民", "混血儿", home="不定"), ch(5, "白狼")]
    j = run(chars)
    assert j.newly_lost == ("村民",) and reasons_of(j.reasons, LOSS_WORDS["村民", 2].zh)
    chars[2] = ch(3, "村民", "女巫")
    assert run(chars).newly_lost == ()


def test_villagers_lose_when_the_minimum_of_true_villagers_is_out() -> None:
    """003 「3、阵营为村民阵营,实际身份也是村民阵营的身份的角色出局开局村民最低人数个」"""
    out = [ch(s, "村民", alive=False) for s in (2, 3, 4)]
    chars = [ch(1, "狼人"), *out, ch(5, "村民"), ch(6, "白狼")]
    j = run(chars, board(village_min=3))
    assert j.newly_lost == ("村民",) and reasons_of(j.reasons, LOSS_WORDS["村民", 3].zh)
    assert run(chars, board(village_min=4)).newly_lost == ()


def test_village_loss_3_skips_converts_and_undecided() -> None:
    """003 「阵营为村民阵营,实际身份也是村民阵营的身份的角色出局」: an out 混血 who joined the village, or a wolf identity now
    in the village, is not counted; neither is a villager identity converted to the wolves."""
    chars = [ch(1, "狼人"), ch(2, "村民", alive=False), ch(3, "村民", alive=False),
             ch(4, "村民", "混血儿", home="不定", alive=False), ch(5, "村民", "狼人", home="狼人", alive=False),
             ch(6, "狼人", "预言家", home="村民", alive=False), ch(7, "村民"), ch(8, "白狼")]
    assert run(chars, board(village_min=3)).newly_lost == ()
    assert run(chars, board(village_min=2)).newly_lost == ("村民",)


# --- 三方 --------------------------------------------------------------------------------------------------------------

def test_a_third_party_loses_when_all_its_characters_are_out() -> None:
    """003 「【三方阵营】共通判负条件:所属阵营的全部角色均出局」"""
    chars = [*village_and_wolves(), ch(6, "白狼", alive=False), ch(7, "白狼", "白狼小弟", alive=False), ch(8, "富商")]
    j = run(chars)
    assert j.newly_lost == ("白狼",) and reasons_of(j.reasons, THIRD_LOSS.zh)
    chars[6] = ch(7, "白狼", "白狼小弟")
    assert run(chars).newly_lost == ()


def test_a_third_party_member_who_changed_side_does_not_keep_it_alive() -> None:
    """003 「所属阵营的全部角色均出局」 with 「所有判负条件对应的均为实际阵营和实际身份」: a living 白狼 identity now playing
    for the wolves is not the 白狼 faction's."""
    chars = [*village_and_wolves(), ch(6, "白狼", alive=False), ch(7, "狼人", "白狼", home="白狼"), ch(8, "富商")]
    assert run(chars).newly_lost == ("白狼",)


def test_several_factions_lose_in_one_judgement_in_a_fixed_order() -> None:
    """003 「某阵营满足其判负条件之一时,该阵营优先判负。」 Every faction meeting a loss is marked in the same judgement; the
    list is in the board's order (狼人, 村民, then the third parties as the board lists them)."""
    chars = [ch(1, "狼人", alive=False), ch(2, "村民", alive=False), ch(3, "镜", alive=False), ch(4, "白狼", alive=False),
             ch(5, "富商"), ch(6, "吹笛者")]
    j = run(chars)
    assert j.newly_lost == ("狼人", "村民", "白狼", "镜")
    assert len(j.reasons) == len(j.reasons_en)


def test_a_faction_already_lost_is_not_marked_again() -> None:
    """003 「已经判负的阵营无法再次获得胜利。」 判负 is permanent: a lost faction is not judged again, and it stays lost even
    when its characters are alive (A-LR-2)."""
    chars = [ch(1, "狼人", alive=False), *village_and_wolves(2), ch(7, "富商"), ch(8, "白狼")]
    j = run(chars, lost=("白狼",), in_play=("狼人", "村民", "白狼", "富商"))
    assert j.newly_lost == ()
    assert j.winner is None and not j.ended
