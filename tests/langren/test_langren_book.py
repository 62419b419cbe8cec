"""003_6ab575b4f34e0846.txt 「总体流程」: the book's stages and steps as the flow walks them (`book.py`). Every step's text
is the book's own (checked against the book when it is present); the deadlines are its 「关门后N分钟内」 headings; a
game asks the standard board's skills in the book's order; same-named skills and outs are ordered as the 注 says."""

from __future__ import annotations

from pathlib import Path

import pytest
from langren_scripts import game, st

from daoyan.games.langren.board import BOARDS_DIR, load_text
from daoyan.games.langren.book import CHAINS, OUT_ORDER, STEP, STEPS, book_slots, parse_skills, slot_of

BOOK = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "003_6ab575b4f34e0846.txt"
needs_book = pytest.mark.skipif(not BOOK.exists(), reason="the rule book (../shared/seeds) is not here")


def book_lines() -> list[str]:
    return BOOK.read_text(encoding="utf-8").splitlines()


@needs_book
def test_every_step_is_the_books_text_under_its_heading() -> None:
    """Each step's text is a line of 「总体流程」 (numbered (n) within its stage), under the 「关门后N分钟内:」 heading
    that gives its deadline; 「直到第二天开门前:」 has none."""
    lines = book_lines()
    start = lines.index("总体流程")
    stage, minutes = "", None
    seen = []
    names = {"1、游戏开始阶段": "游戏开始", "3、进入黄昏阶段": "黄昏", "4、进入早夜阶段": "早夜", "5、进入午夜阶段": "午夜",
             "6、进入深夜阶段": "深夜", "7、进入凌晨阶段": "凌晨", "8、进入晨曦阶段": "晨曦"}
    for line in lines[start:]:
        for head, name in names.items():
            if line.startswith(head):
                stage, minutes = name, None
        if line.startswith("关门后") and line.endswith("分钟内:"):
            minutes = int(line[3:-4])
        elif line.startswith("直到第二天开门前"):
            minutes = None
        if stage == "游戏开始" and line.startswith("1、"):
            seen.append(("游戏开始", 0, None, line))
        elif line.startswith("(") and stage:
            no = int(line[1:line.index(")")])
            seen.append((stage, no, minutes, line[line.index(")") + 1:]))
        if line.startswith("注:"):
            break
    assert len(seen) == len(STEPS)
    for step, (stage, no, mins, text) in zip(STEPS, seen, strict=True):
        assert (step.stage, step.no, step.minutes) == (stage, no, mins)
        assert step.text in text, step.key


@needs_book
def test_the_out_order_and_the_chains_are_the_books_words() -> None:
    """「(9)每次出局效果依次结算:食尸鬼<吞噬失败>,狼弟<继承>、狼人<杀人>…」 and 「[情侣]状态,巫妖匣<同命>,
    摄梦人<摄梦连带>,[锁链]状态,妖狐小弟共死」: each place's words appear in the book's line, in this order."""
    text = "\n".join(book_lines())
    line9 = next(ln for ln in book_lines() if ln.startswith("(9)每次出局效果依次结算"))
    positions = [line9.index(words) for _, words in OUT_ORDER]
    assert positions == sorted(positions)
    chains = next(ln for ln in book_lines() if ln.startswith("连带关系出局"))
    assert [chains.index(k) for k in CHAINS] == sorted(chains.index(k) for k in CHAINS)
    assert "早夜" in text


def test_the_standard_boards_skills_sit_where_the_book_puts_them() -> None:
    """「(7)守卫<守护>…」 午夜, 「(1)预言家<预言>…」 深夜, 「(2)狼队<杀人>、其余身份<杀人>…」 深夜, 「(2)女巫<灵通>、<救药>、
    <毒药>、其他身份<毒药>」 凌晨, 「猎人<最后一枪>」 at 黄昏 (2) and 晨曦 (2), 「守卫<模式选择>」 at 游戏开始."""
    assert slot_of("守卫", "守护") is STEP["午夜(7)"]
    assert slot_of("预言家", "预言") is STEP["深夜(1)"]
    assert slot_of("狼队", "杀人") is STEP["深夜(2)"] and slot_of("狼人", "杀人") is STEP["深夜(2)"]
    assert [slot_of("女巫", k) for k in ("灵通", "救药", "毒药")] == [STEP["凌晨(2)"]] * 3
    assert [s.key for s in book_slots("最后一枪")] == ["黄昏(2)", "晨曦(2)"]
    assert slot_of("守卫", "模式选择") is STEP["游戏开始"]


def test_a_bare_skill_belongs_to_the_holder_before_it() -> None:
    """「鹫狼<鹰袭>、<报信><隼眼>」 and 「沉默术士<沉默><全领域静默>」: one holder, several skills."""
    assert parse_skills(STEP["早夜(4)"].text) == (("鹫狼", "鹰袭"), ("鹫狼", "报信"), ("鹫狼", "隼眼"))
    assert parse_skills(STEP["早夜(8)"].text) == (("沉默术士", "沉默"), ("沉默术士", "全领域静默"))


def test_a_game_asks_the_skills_stage_by_stage_in_the_books_order() -> None:
    """「3、进入黄昏阶段 … 4、进入早夜阶段 … 5、进入午夜阶段 … 6、进入深夜阶段 … 7、进入凌晨阶段 … 8、进入晨曦阶段」,
    then 「9、进入下一天白昼阶段」: the asks of a first day and night come in this order."""
    g = game()
    order: list[tuple[str, str]] = []
    while g.pending and g.round < 2:
        seat, ask = next(iter(g.pending.items()))
        if not order or order[-1] != (g.phase, ask.skill):
            order.append((g.phase, ask.skill))
        g.answer(seat, {"skill": "杀人", "target": 9} if ask.skill == "杀人" else
                 {"target": 12} if ask.skill == "投票" else ask.default)
    assert order == [("白昼", "投票"), ("白昼", "改票"), ("午夜", "守护"), ("深夜", "预言"), ("深夜", "杀人"),
                     ("凌晨", "救药"), ("晨曦", "遗言")]


def test_same_named_outs_put_the_true_card_first_then_the_identity_table() -> None:
    """「注:若存在多个同名技能,则真身份牌的优先,其余角色发动的同名技能按照发动者[实际身份]排序在真身份牌的后面,结算同名的
    出局顺序也是如此(例:盗贼女巫与收礼毒药的其他角色一同开毒,收礼毒药的顺序会比盗贼女巫毒靠前,因为盗贼是身份排列中最末尾的
    身份)」 — the true 女巫's poison, then the 村民 who received a poison, then the 盗贼 playing 女巫."""
    text = (BOARDS_DIR / "standard.yaml").read_text(encoding="utf-8")
    text = text.replace("村民: 4, 预言家: 1, 女巫: 1", "村民: 3, 盗贼: 1, 预言家: 1, 女巫: 1")
    text = text.replace("order: [狼人, 预言家, 女巫, 猎人, 守卫, 村民]", "order: [狼人, 预言家, 女巫, 猎人, 守卫, 村民, 盗贼]")
    text = text.replace("village_min: 8", "village_min: 7")
    text = text.replace("    en: Villager\n    skills: {}", "    en: Villager\n    skills:\n      毒药:\n"
                        "        slot: 凌晨(2)\n        uses: game\n        target: others\n        effect: poison\n")
    text += "  盗贼:\n    faction: 村民\n    skills: {}\n"
    board = load_text(text, "thief.yaml")
    layout = ["狼人"] * 4 + ["预言家", "女巫", "猎人", "守卫"] + ["村民"] * 3 + ["盗贼"]
    g = game(layout, 板子=board)
    st(g).chars[12].card = "女巫"  # the 盗贼 took a 女巫 card (his 实际身份 stays 盗贼)
    poisons = {6: {"skill": "毒药", "target": 1}, 12: {"skill": "毒药", "target": 2}, 9: {"skill": "毒药", "target": 3}}
    while g.pending and g.round < 2:
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, poisons[seat] if g.phase == "凌晨" and seat in poisons else ask.default)
    assert [x for x, _ in st(g).night.outs] == [1, 3, 2]


def test_factions_are_fixed_before_the_first_discussion_day() -> None:
    """「2、所有角色阵营确定,表面身份确定,开始第一讨论日的白昼阶段。」: the factions in play are those after stage 1
    (A-LR-2 step 0), and the first ask of the game is day 1's 白昼 vote."""
    g = game()
    assert st(g).in_play == frozenset({"狼人", "村民"})
    assert (g.round, g.phase) == (1, "白昼") and {a.skill for a in g.pending.values()} == {"投票"}
    assert "所有角色阵营确定,表面身份确定。" in [e.text for e in g.log.entries]


@pytest.mark.parametrize("stage,skill,seat", [("早夜", None, None), ("午夜", "守护", 8), ("深夜", "预言", 5),
                                              ("凌晨", "救药", 6), ("晨曦", "最后一枪", 7)])
def test_a_character_out_is_not_asked_for_his_skill(stage: str, skill: str | None, seat: int | None) -> None:
    """「4、进入早夜阶段以下身份如未出局、未失去技能,依次选择发动技能。」「5、进入午夜阶段,以下身份如未出局、未失去技能,
    依次选择发动技能。」「6、进入深夜阶段,以下身份如未出局、未失去技能,依次选择发动技能。」「7、进入凌晨阶段,以下身份如未出局、
    未失去技能,依次选择发动技能。」「8、进入晨曦阶段,以下身份如未出局、未失去技能,依次选择发动技能。」: a character voted out on
    day 1 is not asked for his night skill that night (the 猎人's <最后一枪> is his out's, at 黄昏 (2), not at 晨曦)."""
    if seat is None:
        return  # 早夜 holds no skill of the standard board: nothing is asked there at all (checked below)
    g = game()
    asked: list[tuple[str, str, int]] = []
    while g.pending and g.round < 2:
        x, ask = next(iter(g.pending.items()))
        asked.append((g.phase, ask.skill, x))
        g.answer(x, {"target": seat} if ask.skill == "投票" else
                 {"skill": "杀人", "target": 12} if ask.skill == "杀人" else ask.default)
    assert st(g).chars[seat].out_cause == "投票出局"
    assert (stage, skill, seat) not in asked and not any(p == "早夜" for p, _, _ in asked)
    g = game()
    asked = []
    while g.pending and g.round < 2:
        x, ask = next(iter(g.pending.items()))
        asked.append((g.phase, ask.skill, x))
        g.answer(x, {"skill": "杀人", "target": 12} if ask.skill == "杀人" else ask.default)
    if skill != "最后一枪":  # alive this time: asked
        assert any(p == stage and s == skill and x == seat for p, s, x in asked)
