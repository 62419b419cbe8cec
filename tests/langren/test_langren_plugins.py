"""The role plugin format of 版杀 (seed 003_6ab575b4f34e0846.txt; docs/langren_roles.md): the example boards under
daoyan/games/langren/boards/examples/ load, play to the end, and each primitive they use visibly takes effect in a
scripted game; broken board files are rejected with a message naming the line and what is wrong."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from daoyan.core.ask import Ask
from daoyan.core.bots import RandomBot, play_out
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.games.langren import RULES
from daoyan.games.langren.board import (
    BOARD_KEYS,
    BOARDS_DIR,
    EFFECTS,
    HOST_STEPS,
    ROLE_KEYS,
    SKILL_KEYS,
    WHO,
    BoardError,
    load_board,
    load_text,
)
from daoyan.games.langren.book import STEP, STEPS
from daoyan.games.langren.state import LState

SEED = "003_6ab575b4f34e0846.txt"
BOOK = Path("/work/shared/seeds") / SEED
DOC = Path(__file__).resolve().parents[2] / "docs" / "langren_roles.md"
EXAMPLES = ("qiubite", "chenmo", "moshushi", "linglu", "bailang", "zhadan")
#: (phase, ask's skill, seat) -> answer; the round is the game's round when asked (0 at 游戏开始)
Plan = dict[tuple[int, str, str, int], Any]


def _plain(s: str) -> str:
    return re.sub(r"[\s,、。:;()()「」《》\"'“”]", "", s)


def in_book(words: str) -> bool:
    """The words are the book's (punctuation aside)."""
    return _plain(words) in _plain(BOOK.read_text(encoding="utf-8")) if BOOK.exists() else True


def st(g: Game) -> LState:
    assert isinstance(g.state, LState)
    return g.state


def game(name: str, layout: list[str], **kw: Any) -> Game:
    opts = {"板子": f"examples/{name}", "座位身份": {str(i): r for i, r in enumerate(layout, 1)}}
    return Game(RULES, len(layout), 1, opts, **kw)


def drive(g: Game, plan: Plan, seen: list[Ask] | None = None) -> None:
    """Answer every ask from `plan` by (round, phase, skill, seat); anything else takes its default; stop at the
    game's pause (`stop_after_round` / `stop_at_phase`) or its end."""
    while g.pending and not g.finished:
        for seat, ask in list(g.pending.items()):
            if seen is not None:
                seen.append(ask)
            a = plan.get((ask.round, ask.phase, ask.skill, seat))
            g.answer(seat, ask.default if a is None else a)


def told(g: Game, seat: int, key: str) -> list[dict[str, Any]]:
    """The data of private lines to `seat` carrying `key`."""
    return [e.data for e in g.log.entries if e.kind == "info" and e.audience.kind == "seats"
            and seat in e.audience.seats and key in e.data]


# -- 1. the example boards ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_each_example_board_loads_and_plays_50_random_games_to_the_end(name: str) -> None:
    """003 「以上流程持续进行,直到游戏结束。」: every example board of docs/langren_roles.md loads and 50 games of
    random legal answers (RandomBot) each end with a result of the judge."""
    board = load_board(f"examples/{name}")
    for seed in range(50):
        g = Game(RULES, board.seats, seed, {"板子": f"examples/{name}"})
        play_out(g, {x: RandomBot(seed * 100 + x) for x in g.seats})
        assert g.finished and g.outcome is not None, (name, seed)
        assert g.outcome.winner in ("狼人", "村民", None), (name, seed, g.outcome)


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_worked_examples_in_the_doc_are_the_shipped_files(name: str) -> None:
    """003 (the board format is documented with worked examples): each example's file is printed in full in
    docs/langren_roles.md, so the doc and the shipped board cannot drift apart."""
    text = (BOARDS_DIR / "examples" / f"{name}.yaml").read_text(encoding="utf-8")
    assert text.strip() in DOC.read_text(encoding="utf-8")


def test_the_doc_names_every_key_and_effect_of_the_format() -> None:
    """003 (documented format): every key of a board, a role and a skill, every effect and every target.who is
    described in docs/langren_roles.md."""
    doc = DOC.read_text(encoding="utf-8")
    for word in (*BOARD_KEYS, *ROLE_KEYS, *SKILL_KEYS, *EFFECTS, *WHO, "python", "count", "not_last", "optional"):
        assert f"`{word}`" in doc, word


QIUBITE = ["狼人"] * 3 + ["预言家", "女巫", "猎人", "丘比特"] + ["村民"] * 3


def test_cupid_links_two_as_lovers_and_the_second_follows_the_first_out_at_night() -> None:
    """003 「丘比特<丘比特之箭>」 (游戏开始) and 「连带关系出局,被连带的出局排列在那个出局方式后面,若有多种连带关系,按照
    以下方式排列:[情侣]状态」: the 丘比特 (7) links 8 and 9 with `link: {kind: 情侣}`; the wolves kill 8; at 晨曦 (1)
    8 goes out (杀人) and 9 right after him (情侣)."""
    g = game("qiubite", QIUBITE, stop_after_round=1, stop_at_phase="晨曦")
    plan: Plan = {(0, "游戏开始", "丘比特之箭", 7): {"skill": "丘比特之箭", "target": [8, 9]},
                  (1, "深夜", "杀人", 1): {"skill": "杀人", "target": 8}}
    drive(g, plan)
    s = st(g)
    assert s.links == [("情侣", 8, 9)]
    assert told(g, 8, "link") == told(g, 9, "link") == [{"link": "情侣", "pair": [8, 9]}]
    assert (s.chars[8].out_cause, s.chars[9].out_cause) == ("杀人", "情侣")
    outs = [e.data["out"] for e in g.log.entries if e.kind == "host" and "out" in e.data]
    assert outs == [8, 9]
    assert all(s.chars[x].alive for x in (1, 2, 3, 4, 5, 6, 7, 10))


def test_a_lover_voted_out_drags_the_other_who_is_listed_among_the_other_outs() -> None:
    """003 「公示[投票出局]的角色和其他原因出局的角色名单,分开列出。」 with a [情侣] link: 8 is voted out at 黄昏 (1),
    9 goes with him (情侣); the 公示 lists 8 as voted out and 9 among the other outs."""
    g = game("qiubite", QIUBITE, stop_after_round=1, stop_at_phase="黄昏")
    plan: Plan = {(0, "游戏开始", "丘比特之箭", 7): {"skill": "丘比特之箭", "target": [8, 9]}}
    plan |= {(1, "白昼", "投票", x): {"target": 8} for x in range(1, 11)}
    drive(g, plan)
    assert (st(g).chars[8].out_cause, st(g).chars[9].out_cause) == ("投票出局", "情侣")
    bulletin = [e.data["公示"] for e in g.log.entries if "公示" in e.data]
    assert bulletin[0]["vote"] == [8] and bulletin[0]["other"] == [9]


def test_a_forced_arrow_not_answered_is_drawn_at_random() -> None:
    """003 「丘比特<丘比特之箭>…依次发动进行」 with `optional: false` (A-LR-14, a <强制> choice): the 丘比特 answers
    nothing, the 导演 draws a legal pair from the seeded RNG, and two characters are linked."""
    g = game("qiubite", QIUBITE, stop_after_round=1, stop_at_phase="白昼")
    seen: list[Ask] = []
    drive(g, {}, seen)
    arrow = [a for a in seen if a.skill == "丘比特之箭"]
    assert len(arrow) == 1 and arrow[0].default == {"choice": "导演随机"}
    assert len(st(g).links) == 1 and st(g).links[0][0] == "情侣"


CHENMO = ["狼人"] * 3 + ["石像鬼", "沉默术士", "预言家", "女巫"] + ["村民"] * 3


def test_the_silencer_puts_a_character_into_guayan_for_the_next_day_only() -> None:
    """003 「(8)沉默术士<沉默><全领域静默>」 (早夜 (8)) and [寡言]: silenced on night 1, seat 8 gets no ballot on day 2
    and may not post; on day 3 he votes again (`silence: {permanent: false}`)."""
    g = game("chenmo", CHENMO, stop_after_round=2, stop_at_phase="白昼")
    seen: list[Ask] = []
    drive(g, {(1, "早夜", "沉默", 5): {"skill": "沉默", "target": 8}}, seen)
    assert told(g, 8, "寡言") == [{"寡言": 8}]
    voters = {d: {a.seat for a in seen if a.skill == "投票" and a.round == d} for d in (1, 2)}
    assert 8 in voters[1] and 8 not in voters[2] and len(voters[2]) == 9
    refusal = RULES.chat_refusal(g, 8)
    assert refusal is not None and "寡言" in refusal
    assert not st(g).chars[8].silenced(3) and not st(g).chars[8].silenced_forever


def test_the_silencer_may_not_pick_the_same_character_two_nights_running() -> None:
    """003 「沉默术士<沉默>」 with `target: {who: others, not_last: true}`: night 2's options leave out night 1's
    target, and never include the 沉默术士 himself."""
    g = game("chenmo", CHENMO, stop_after_round=2, stop_at_phase="早夜")
    seen: list[Ask] = []
    drive(g, {(1, "早夜", "沉默", 5): {"skill": "沉默", "target": 8}}, seen)
    second = next(a for a in seen if a.skill == "沉默" and a.round == 2)
    targets = [o["target"] for o in second.options if "target" in o]
    assert 8 not in targets and 5 not in targets and 9 in targets


def test_a_permanent_silence_lasts_and_counts_for_the_judge() -> None:
    """003 「狼人阵营的存活角色全部进入永久的[寡言]状态。」 (狼人 负2): a variant of the example with
    `silence: {permanent: true}` and a single wolf; silencing him ends the game, the wolves lose."""
    text = (BOARDS_DIR / "examples" / "chenmo.yaml").read_text(encoding="utf-8")
    text = text.replace("{silence: {permanent: false}}", "{silence: {permanent: true}}")
    text = text.replace("deal: {狼人: 3, 石像鬼: 1,", "deal: {狼人: 1, 石像鬼: 1,").replace("wolf_min: 4", "wolf_min: 2")
    board = load_text(text, "permanent.yaml")
    layout = ["狼人", "石像鬼", "沉默术士", "预言家", "女巫", "村民", "村民", "村民"]
    # the 石像鬼 is a wolf too: silence him on night 1, the 狼人 on night 2
    g = Game(RULES, 8, 1, {"板子": board, "座位身份": {str(i): r for i, r in enumerate(layout, 1)}})
    drive(g, {(1, "早夜", "沉默", 3): {"skill": "沉默", "target": 2}, (2, "早夜", "沉默", 3): {"skill": "沉默", "target": 1}})
    assert st(g).chars[1].silenced_forever and st(g).chars[2].silenced_forever
    assert g.outcome is not None and g.outcome.winner == "村民" and g.outcome.round == 2


def test_the_gargoyle_learns_an_identity_by_its_own_deadline() -> None:
    """003 「(8)石像鬼<查验><凝望>、狼妹妹<援交>」 under 「关门后60分钟内」: the 石像鬼 (4) checks the 预言家 (6) with
    `check: {answer: identity}` and is told 预言家, not a camp; his ask closes at the board's deadline 50, earlier
    than the book's 60."""
    g = game("chenmo", CHENMO, stop_after_round=1, stop_at_phase="午夜")
    seen: list[Ask] = []
    drive(g, {(1, "午夜", "查验", 4): {"skill": "查验", "target": 6}}, seen)
    assert told(g, 4, "checked") == [{"skill": "查验", "checked": 6, "answer": "预言家"}]
    ask = next(a for a in seen if a.skill == "查验")
    assert ask.deadline == 50 * 60 and ask.deadline_from_phase == "黄昏"


def test_the_seer_of_the_same_board_is_told_a_camp() -> None:
    """003 「(1)预言家<预言>」 with `effect: check` (answer: camp, A-LR-37): checking the 石像鬼, a wolf not in the
    wolves' group, the 预言家 is told 狼人."""
    g = game("chenmo", CHENMO, stop_after_round=1, stop_at_phase="深夜")
    drive(g, {(1, "深夜", "预言", 6): {"skill": "预言", "target": 4}})
    assert told(g, 6, "checked") == [{"skill": "预言", "checked": 4, "answer": "狼人"}]


MOSHUSHI = ["狼人"] * 3 + ["魔术师", "隐者", "守卫", "预言家"] + ["村民"] * 3


def test_the_magician_swaps_two_cards_and_the_skills_go_with_them() -> None:
    """003 「(1)魔术师<交换>」 (午夜 (1), before 「(1)预言家<预言>」 and 「(2)狼队<杀人>」 of 深夜): the 魔术师 swaps
    the cards of 1 (狼人) and 8 (村民); the 预言家 checking 8 is told 狼人, and 8, not 1, is asked for the wolves'
    kill. 实际身份 and 实际阵营 stay (the 注: 「盗贼女巫」 is still a 盗贼)."""
    g = game("moshushi", MOSHUSHI, stop_after_round=1, stop_at_phase="深夜")
    seen: list[Ask] = []
    drive(g, {(1, "午夜", "交换", 4): {"skill": "交换", "target": [1, 8]},
              (1, "深夜", "预言", 7): {"skill": "预言", "target": 8}}, seen)
    s = st(g)
    assert (s.chars[1].card, s.chars[8].card) == ("村民", "狼人")
    assert (s.chars[1].identity, s.chars[8].identity) == ("狼人", "村民")
    assert (s.chars[1].faction, s.chars[8].faction) == ("狼人", "村民")
    assert told(g, 7, "checked") == [{"skill": "预言", "checked": 8, "answer": "狼人"}]
    assert told(g, 1, "card") == [{"card": "村民"}] and told(g, 8, "card") == [{"card": "狼人"}]
    kill = {a.seat for a in seen if a.skill == "杀人"}
    assert kill == {2, 3, 8}


def test_the_hermit_flips_his_card_for_everyone_once() -> None:
    """003 「(3)隐者<脱下隐身衣>」 (早夜 (3)) with `flip`, `target: self`, `uses: game`: on night 1 everyone reads
    that 5 is the 隐者; on night 2 he is not asked again."""
    g = game("moshushi", MOSHUSHI, stop_after_round=2, stop_at_phase="早夜")
    seen: list[Ask] = []
    drive(g, {(1, "早夜", "脱下隐身衣", 5): {"skill": "脱下隐身衣", "target": 5}}, seen)
    assert st(g).chars[5].revealed
    public = [e for e in g.log.public() if "flip" in e.data]
    assert [(e.data["flip"], e.data["card"], e.round) for e in public] == [(5, "隐者", 1)]
    assert [a.round for a in seen if a.skill == "脱下隐身衣"] == [1]


@pytest.mark.parametrize(("mode", "again"), [("经典", False), ("可连守", True)])
def test_the_guards_mode_chosen_at_the_start_decides_whether_he_may_guard_twice(mode: str, again: bool) -> None:
    """003 「守卫<模式选择>」 (游戏开始) then 「(7)守卫<守护>」 (午夜 (7)), A-LR-40: with two modes the 守卫 is asked;
    经典 keeps `not_last: true` (night 2 cannot guard night 1's character), 可连守 overrides it."""
    g = game("moshushi", MOSHUSHI, stop_after_round=2, stop_at_phase="午夜")
    seen: list[Ask] = []
    drive(g, {(0, "游戏开始", "模式选择", 6): {"skill": "模式选择", "choice": mode},
              (1, "午夜", "守护", 6): {"skill": "守护", "target": 9}}, seen)
    assert st(g).modes == {"守卫": mode}
    night2 = next(a for a in seen if a.skill == "守护" and a.round == 2)
    assert ({"skill": "守护", "target": 9} in night2.options) is again


def test_a_guard_protects_against_the_kill_it_names() -> None:
    """003 「(7)守卫<守护>」 before 「(2)狼队<杀人>」 and 「初步按照(9)的顺序结算出局名单」: `protect: {against: [杀人]}`
    on 9 takes the wolves' kill on 9 off the night's list."""
    g = game("moshushi", MOSHUSHI, stop_after_round=1, stop_at_phase="晨曦")
    drive(g, {(1, "午夜", "守护", 6): {"skill": "守护", "target": 9}, (1, "深夜", "杀人", 1): {"skill": "杀人", "target": 9}})
    assert st(g).chars[9].alive and st(g).night.outs == []


LINGLU = ["狼人"] * 3 + ["灵鹿", "女巫", "预言家"] + ["村民"] * 3


@pytest.mark.parametrize("sheltered", [True, False])
def test_the_python_effect_spares_its_target_every_out_of_the_night(sheltered: bool) -> None:
    """003 「(4)灵鹿<森林庇护>」 (凌晨 (4), after 「女巫<灵通>、<救药>、<毒药>」 and before 「(7)初步按照(9)的顺序结算出局名单」):
    the escape hatch `python: daoyan.games.langren.plugin_examples:forest_shelter` is called as
    fn(game, actor_seat, targets); the wolves kill 7 and the 女巫 poisons 7; sheltered, 7 stays in the game;
    without it, 7 goes out at the 「狼人<杀人>」 place."""
    g = game("linglu", LINGLU, stop_after_round=1, stop_at_phase="晨曦")
    plan: Plan = {(1, "深夜", "杀人", 1): {"skill": "杀人", "target": 7},
                  (1, "凌晨", "救药", 5): {"skill": "毒药", "target": 7}}
    if sheltered:
        plan[(1, "凌晨", "森林庇护", 4)] = {"skill": "森林庇护", "target": 7}
    drive(g, plan)
    s = st(g)
    assert s.chars[7].alive is sheltered
    assert s.night.outs == ([] if sheltered else [(7, "杀人")])
    assert told(g, 4, "森林庇护") == ([{"森林庇护": [7]}] if sheltered else [])
    assert ("森林庇护" in s.chars[4].spent) is sheltered


BAILANG = ["狼人", "狼人", "白狼", "预言家", "女巫", "村民", "村民", "村民", "村民"]


@pytest.mark.parametrize(("voted", "used"), [(3, True), (6, False)])
def test_a_fallen_owner_uses_his_skill_at_its_slot_the_evening_he_goes_out(voted: int, used: bool) -> None:
    """003 「(4)…白狼<遗泽>…依次发动」 at 黄昏 (4), after 「(1)结算被[投票出局]的角色」: the 白狼 (3), voted out, still uses
    <遗泽> there (`user: fallen`, issue 21, item 12); it shows 4's card to everyone. Alive (another is voted out), he is
    not asked: <遗泽> is for the evening he goes out."""
    g = game("bailang", BAILANG, stop_after_round=1, stop_at_phase="黄昏")
    votes: Plan = {(1, "白昼", "投票", x): {"target": voted} for x in range(1, 10)}
    seen: list[Ask] = []
    drive(g, {**votes, (1, "黄昏", "遗泽", 3): {"skill": "遗泽", "target": 4}}, seen)
    assert any(a.skill == "遗泽" for a in seen) is used
    assert st(g).chars[4].revealed is used
    if used:
        ask = next(a for a in seen if a.skill == "遗泽")
        assert {o.get("target") for o in ask.options} - {None} == set(st(g).living()), "the living are its targets"


def test_a_red_carded_owner_is_not_fallen() -> None:
    """「以下身份如未出局、未失去技能」 and a red card's 挂机: a 白狼 out by a red card does not use <遗泽>."""
    g = game("bailang", BAILANG, stop_after_round=1, stop_at_phase="黄昏")
    g.config["红牌"] = {"3": [1, "白昼"]}
    seen: list[Ask] = []
    drive(g, {}, seen)
    assert not any(a.skill == "遗泽" for a in seen)


ZHADAN = ["狼人"] * 3 + ["预言家", "猎人", "炸弹"] + ["村民"] * 4


def test_a_python_effect_puts_characters_out_at_once_with_their_out_skills() -> None:
    """003 「(2)猎人<最后一枪>,光<光明狩猎>,黑狼王<报复>,炸弹<炸弹>发动技能,因此造成的出局立刻通知对应角色,并且对应角色若能
    发动上述技能则立刻在该阶段发动。」: the 炸弹 (6), voted out, blows up 5 (`flow.out_now` from a Python effect) and 5's
    living neighbours 4 and 7; they are out at once and told, and the 猎人 (5) shoots 1 in the same step."""
    g = game("zhadan", ZHADAN, stop_after_round=1, stop_at_phase="黄昏")
    votes: Plan = {(1, "白昼", "投票", x): {"target": 6} for x in range(1, 11)}
    drive(g, {**votes, (1, "黄昏", "炸弹", 6): {"skill": "炸弹", "target": 5},
              (1, "黄昏", "最后一枪", 5): {"skill": "最后一枪", "target": 1}})
    s = st(g)
    assert [x for x in (1, 4, 5, 6, 7) if not s.chars[x].alive] == [1, 4, 5, 6, 7]
    assert [s.chars[x].out_cause for x in (5, 4, 7, 1)] == ["炸弹", "炸弹", "炸弹", "最后一枪"]
    assert all(told(g, x, "out") for x in (4, 5, 7, 1))
    post = next(e.text for e in g.log.entries if e.round == 1 and e.phase == "黄昏" and e.text.startswith("公示"))
    assert post == "公示: 投票出局: 6号; 其他原因出局: 5号、4号、7号、1号"


def test_a_python_effect_at_a_night_step_puts_out_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """`out_now` from a night step (a plugin the operator registers: DAOYAN_LANGREN_PLUGINS): the target is out
    at once — he uses no later skill that night — and his out skills run."""
    monkeypatch.setenv("DAOYAN_LANGREN_PLUGINS", "langren_test_plugins")
    text = (BOARDS_DIR / "examples" / "zhadan.yaml").read_text(encoding="utf-8").replace(
        "  预言家:\n    faction: 村民\n    skills:\n", "  预言家:\n    faction: 村民\n    skills:\n"
        "      夜爆:\n        slot: 早夜(1)\n        target: others\n        python: langren_test_plugins:night_blast\n")
    g = Game(RULES, 10, 1, {"板子": text, "座位身份": {str(i): r for i, r in enumerate(ZHADAN, 1)}},
             stop_after_round=1, stop_at_phase="晨曦")
    seen: list[Ask] = []
    drive(g, {(1, "早夜", "夜爆", 4): {"skill": "夜爆", "target": 5},
              (1, "早夜", "最后一枪", 5): {"skill": "最后一枪", "target": 2}}, seen)
    s = st(g)
    assert not s.chars[5].alive and s.chars[5].out_cause == "夜爆" and s.chars[5].out_day == 1
    assert [a.phase for a in seen if a.skill == "最后一枪"] == ["早夜"], "his shot comes at once, in that step"
    assert not s.chars[2].alive and s.chars[2].out_cause == "最后一枪"
    assert (5, "夜爆") not in s.night.outs, "not on 凌晨 (7)'s list: he was out already"


def test_the_witchs_save_cancels_the_kill_it_reads() -> None:
    """003 「(2)女巫<灵通>、<救药>、<毒药>」: <灵通> (`inform: {of: 杀人}`) tells her the kill on 8, <救药>
    (`save: {from: 杀人}`) cancels it; the 救药 is spent (uses: game)."""
    g = game("linglu", LINGLU, stop_after_round=1, stop_at_phase="晨曦")
    drive(g, {(1, "深夜", "杀人", 1): {"skill": "杀人", "target": 8}, (1, "凌晨", "救药", 5): {"skill": "救药", "target": 8}})
    assert st(g).chars[8].alive and "救药" in st(g).chars[5].spent


def test_a_board_file_is_played_from_its_text_and_its_mistakes_name_the_line(tmp_path: Path) -> None:
    """003 (a host writes his own board): setting 板子 holds the file's text (the command reads it: `--option
    板子=@mine.yaml`); a mistake names the line. A path is refused: a room must not make the server read its files."""
    good = tmp_path / "mine.yaml"
    good.write_text((BOARDS_DIR / "examples" / "qiubite.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    g = Game(RULES, 10, 3, {"板子": good.read_text(encoding="utf-8")})
    assert st(g).board.name == "丘比特板"
    bad = good.read_text(encoding="utf-8").replace("slot: 游戏开始", "slot: 午夜(1)")
    with pytest.raises(BoardError, match=r"板子 第\d+行: 书中 丘比特<丘比特之箭> 在 游戏开始, 不在 午夜\(1\)"):
        Game(RULES, 10, 3, {"板子": bad})
    with pytest.raises(ConfigError, match="shipped board"):
        Game(RULES, 10, 3, {"板子": str(good)})


# -- a flow limitation found while writing these tests ---------------------------------------------------------------
def test_two_ungrouped_skills_of_one_step_are_both_used() -> None:
    """003 「(8)石像鬼<查验><凝望>、狼妹妹<援交>」 and 「同级理论上互不影响」: `group` says which skills exclude each other
    in a night; two skills of one step without a group are both usable in the same night: the seat is asked again for
    the one still open."""
    text = (BOARDS_DIR / "examples" / "chenmo.yaml").read_text(encoding="utf-8")
    text = text.replace("        en: Inspect\n", "        en: Inspect\n      凝望:\n        slot: 午夜(8)\n"
                        "        target: others\n        effect: check\n")
    board = load_text(text, "gaze.yaml")
    g = Game(RULES, 10, 1, {"板子": board, "座位身份": {str(i): r for i, r in enumerate(CHENMO, 1)}},
             stop_after_round=1, stop_at_phase="午夜")
    drive(g, {(1, "午夜", "查验", 4): {"skill": "查验", "target": 6}, (1, "午夜", "凝望", 4): {"skill": "凝望", "target": 5}})
    assert [d["skill"] for d in told(g, 4, "checked")] == ["查验", "凝望"]


# -- the slot check, step by step ------------------------------------------------------------------------------------
#: Steps of 总体流程 as the book writes them (without the number), pinned here; the test walks every step of book.py.
BOOK_STEPS = {
    "黄昏(4)": "肉猪<苟活>、机械狼<学习>、影子<附身>、女仆<顺从>、双重人格<主人格><双重人格>、祭品<献祭唤醒>、变脸者<变脸>、"
               "富商<交易><暴利>、白狼<遗泽>、熊<咆哮>、替罪羊<迷魂羊肉>、蛊惑师<堕落>、幽灵<附体>、<夺舍>,养殖者<烤乳猪>,"
               "光<寻觅>、长老狼<归途>、定序王子<重定时间>依次发动,随后公示应该公示的部分技能效果。",
    "早夜(1)": "上帝使徒<询问>、赌徒<赌博>、圣诞老狼\\其他身份<礼物>、占星师<占卜>、食尸鬼<食尸>、寂夜导师<时间凝滞>、<凝滞永续>",
    "早夜(2)": "噬时狼妃<时间逆流>",
    "早夜(9)": "见习守卫<宣誓效忠>",
    "早夜(10)": "雪狼<暴风雪>、狼弟<继承>",
    "午夜(6)": "蛊惑师<蛊惑>、锁链师<链接>、<暴走>、",
    "午夜(9)": "炼金魔女<未明之雾>",
    "深夜(1)": "预言家<预言>、通灵师<通灵>、狐狸<狡黠>、占卜师<占卜>、药剂师<迷魂药><回复药>、黑商<馈赠>、乌鸦<诽谤>、灵能<感知>、"
               "机械熊<训熊>、狼学者<诡辩>、大天狗<吞噬><天狗吞月>、吹笛者<迷惑>。",
    "深夜(3)": "大野狼<野性>、白狼<撕咬>、警犬<撕咬>、光<继承黑夜>、暗<黑夜狩猎>、狙击手<狙击>、狼祭司<伪神冠冕>、猎魔<猎杀>、"
               "赏金猎人<悬赏><捕杀>、潜行者<潜行>、圣裁者<辉耀>、<异端>、<裁决>,炽天使<神耀>",
    "凌晨(6)": "恶灵骑士<主宰黑夜><邪恶>、黑蝙蝠<反弹>。",
    "晨曦(3)": "死灵术士<夺魂>,镜<镜像>",
}


def one_role(holder: str, skill: str, slot: str) -> str:
    return (f"board: 步骤\ndeal: {{{holder}: 1}}\nroles:\n  {holder}:\n    faction: 村民\n    skills:\n"
            f"      {skill}:\n        slot: {slot}\n        target: others\n        effect: check\n")


@pytest.mark.parametrize("key", [s.key for s in STEPS if s.key not in HOST_STEPS or s.key in ("黄昏(2)", "晨曦(2)")])
def test_every_skill_the_book_names_is_accepted_at_its_step_and_refused_elsewhere(key: str) -> None:
    """003 总体流程 (e.g. 「(4)肉猪<苟活>、机械狼<学习>、影子<附身>…依次发动」, 「(1)上帝使徒<询问>、赌徒<赌博>、圣诞老狼
    \\其他身份<礼物>…」, 「(3)死灵术士<夺魂>,镜<镜像>」; the steps pinned in BOOK_STEPS): for every holder<skill> the
    book names at a step the 导演 does not settle, a role with that skill loads at that step (黄昏 (2) / 晨曦 (2):
    `slot: out`), and is refused at a step the book does not give it, the message naming the book's step."""
    step = STEP[key]
    if key in BOOK_STEPS:
        assert step.text == BOOK_STEPS[key] and in_book(BOOK_STEPS[key])
    pairs = [(h, k) for h, k in step.skills if h not in ("其他身份", "其余身份")]
    assert pairs, key
    for holder, skill in pairs:
        slot = "out" if key in ("黄昏(2)", "晨曦(2)") else key
        assert load_text(one_role(holder, skill, slot), "ok.yaml").roles[holder].skills[0].slot == slot
        book = {s.key for s in STEPS if (holder, skill) in s.skills}
        wrong = next(k for k in ("午夜(9)", "早夜(2)") if k not in book)
        with pytest.raises(BoardError, match=rf"ok\.yaml 第8行: 书中 {re.escape(holder)}<{re.escape(skill)}> 在 "):
            load_text(one_role(holder, skill, wrong), "ok.yaml")


# -- 2. broken boards ---------------------------------------------------------------------------------------------------
BASE = """\
board: 小板
deal: {狼人: 1, 村民: 2}
order: [狼人, 村民]
roles:
  狼人:
    faction: 狼人
    tags: [群内]
    team: 狼队
    skills:
      杀人:
        slot: 深夜(2)
        team: true
        effect: {kill: {place: 狼人<杀人>}}
  村民:
    faction: 村民
    skills: {}
"""


def role(text: str, deal: str = "deal: {狼人: 1, 村民: 2", order: str = "") -> str:
    """BASE with one more role (its text indented under roles:), dealt once and listed last in the 身份表."""
    name = text.split(":")[0].strip()
    out = BASE.replace("deal: {狼人: 1, 村民: 2", f"{deal}, {name}: 1").replace(
        "order: [狼人, 村民]", order or f"order: [狼人, 村民, {name}]")
    return out + text


# (text with the bad line marked `#<`, what the message must say, the book's words the check rests on or "")
CASES: dict[str, tuple[str, str, str]] = {
    "unknown skill key": (BASE.replace("        team: true\n", "        team: true\n        slots: 深夜(2)  #<\n"),
                          "未知的键 'slots'", ""),
    "unknown board key": (BASE + "boards: 2  #<\n", "板子 中未知的键 'boards'", ""),
    "unknown role key": (BASE.replace("    tags: [群内]\n", "    tags: [群内]\n    camp: 狼人  #<\n"),
                         "角色 狼人 中未知的键 'camp'", ""),
    "unknown effect": (BASE.replace("effect: {kill: {place: 狼人<杀人>}}", "effect: murder  #<"),
                       "效果 'murder' 未知", ""),
    "unknown effect parameter": (BASE.replace("{kill: {place: 狼人<杀人>}}", "{kill: {plac: 狼人<杀人>}}  #<"),
                                 "没有参数 'plac'", ""),
    "slot not a step": (BASE.replace("slot: 深夜(2)", "slot: 深夜(9)  #<"), "不是总体流程中的步骤", "进入深夜阶段"),
    "slot the book puts elsewhere": (
        role("  守卫:\n    faction: 村民\n    skills:\n      守护:\n        slot: 深夜(1)  #<\n"
             "        effect: protect\n"), "书中 守卫<守护> 在 午夜(7), 不在 深夜(1)",
        "守卫<守护>、摄梦人<摄梦>、见习守卫<见习>"),
    "host slot 黄昏(1)": (
        role("  替罪羊:\n    faction: 村民\n    skills:\n      冤死:\n        slot: 黄昏(1)  #<\n"
             "        effect: check\n"), "黄昏(1) 由导演结算", "结算被[投票出局]的角色或平票时替罪羊<冤死>"),
    "host slot 凌晨(7)": (
        role("  魔女:\n    faction: 村民\n    skills:\n      秘法:\n        slot: 凌晨(7)  #<\n"
             "        effect: check\n"), "凌晨(7) 由导演结算", "初步按照(9)的顺序结算出局名单"),
    "host slot 凌晨(8)": (
        role("  镜:\n    faction: 村民\n    skills:\n      反射:\n        slot: 凌晨(8)  #<\n"
             "        effect: check\n"), "凌晨(8) 由导演结算", "(8)镜<反射>结算反馈给镜。"),
    "host slot 晨曦(4)": (
        role("  遗老:\n    faction: 村民\n    skills:\n      托孤:\n        slot: 晨曦(4)  #<\n"
             "        effect: check\n"), "晨曦(4) 由导演结算", "警长出局选择新警长"),
    "reactive skill not at slot out": (
        role("  猎人:\n    faction: 村民\n    skills:\n      最后一枪:\n        slot: 午夜(7)  #<\n"
             "        effect: kill\n"), "书中 猎人<最后一枪> 在 out (黄昏(2)/晨曦(2)), 不在 午夜(7)",
        "猎人<最后一枪>,光<光明狩猎>,黑狼王<报复>,炸弹<炸弹>发动技能"),
    "night skill at slot out": (
        role("  守卫:\n    faction: 村民\n    skills:\n      守护:\n        slot: out  #<\n"
             "        effect: kill\n"), "书中 守卫<守护> 在 午夜(7), 不在 out", "守卫<守护>"),
    "same-named skill of another holder": (
        role("  小守卫:\n    faction: 村民\n    skills:\n      守护:\n        slot: 深夜(1)  #<\n"
             "        effect: protect\n"), "书中 <守护> 在 午夜(7)",
        "其余角色发动的同名技能按照发动者[实际身份]排序在真身份牌的后面"),
    "deadline later than the heading": (
        role("  预言家:\n    faction: 村民\n    skills:\n      预言:\n        slot: 深夜(1)\n"
             "        deadline: 90  #<\n        effect: check\n"), "deadline 90 晚于书中 深夜(1) 的「关门后80分钟内」",
        "关门后80分钟内"),
    "deadline before the step opens": (
        role("  预言家:\n    faction: 村民\n    skills:\n      预言:\n        slot: 深夜(1)\n"
             "        deadline: 60  #<\n        effect: check\n"), "不晚于前一段的「关门后60分钟内」",
        "关门后60分钟内"),
    "deadline at 游戏开始": (
        role("  丘比特:\n    faction: 村民\n    skills:\n      丘比特之箭:\n        slot: 游戏开始\n"
             "        deadline: 5  #<\n        target: {count: 2}\n        effect: {link: {kind: 情侣}}\n"),
        "游戏开始 的期限不由板子设定", "游戏开始阶段"),
    "deadline on slot out": (
        role("  猎人:\n    faction: 村民\n    skills:\n      最后一枪:\n        slot: out\n"
             "        deadline: 5  #<\n        effect: kill\n"), "out 的期限不由板子设定", "关门后10分钟内"),
    "deadline not a number": (
        role("  预言家:\n    faction: 村民\n    skills:\n      预言:\n        slot: 深夜(1)\n"
             "        deadline: soon  #<\n        effect: check\n"), "deadline 应是 ≥1 的整数", ""),
    "bad target.who": (BASE.replace("        team: true\n", "        team: true\n        target: everyone  #<\n"),
                       "target.who 应是 living/others/self/out/none 之一, 得到 'everyone'", ""),
    "count 3": (BASE.replace("        team: true\n", "        team: true\n        target: {count: 3}  #<\n"),
                "target.count 最多为 2", ""),
    "link without count 2": (
        role("  丘比特:\n    faction: 村民\n    skills:\n      丘比特之箭:\n        slot: 游戏开始\n"
             "        target: living  #<\n        effect: {link: {kind: 情侣}}\n"), "link 需要 target.count: 2",
        "丘比特<丘比特之箭>"),
    "swap without count 2": (
        role("  魔术师:\n    faction: 村民\n    skills:\n      交换:\n        slot: 午夜(1)\n"
             "        target: others  #<\n        effect: swap\n"), "swap 需要 target.count: 2", "魔术师<交换>"),
    "two targets from self": (
        role("  魔术师:\n    faction: 村民\n    skills:\n      交换:\n        slot: 午夜(1)\n"
             "        target: {who: self, count: 2}  #<\n        effect: swap\n"), "target.who: self 选不出两个目标", ""),
    "no target for a kill": (BASE.replace("        team: true\n", "        team: true\n        target: none  #<\n"),
                             "target.who: none 只用于 inform/mode", ""),
    "unknown link kind": (
        role("  丘比特:\n    faction: 村民\n    skills:\n      丘比特之箭:\n        slot: 游戏开始\n"
             "        target: {count: 2}\n        effect: {link: {kind: 恋人}}  #<\n"), "link.kind 应是",
        "[情侣]状态,巫妖匣<同命>,摄梦人<摄梦连带>,[锁链]状态,妖狐小弟共死"),
    "unknown place": (BASE.replace("{kill: {place: 狼人<杀人>}}", "{kill: {place: 狼王<咆哮>}}  #<"),
                      "需要 place: 凌晨(9) 出局顺序中的位置, 得到 '狼王<咆哮>'", "每次出局效果依次结算"),
    "kill without a place": (
        role("  刺客:\n    faction: 村民\n    skills:\n      刺杀:\n        slot: 深夜(3)\n"
             "        effect: kill  #<\n"), "刺客<刺杀> 需要 place", "独立阵营的<杀人>一律跟在这后面"),
    "kill at a day slot": (
        role("  刺客:\n    faction: 村民\n    skills:\n      刺杀:\n        slot: 黄昏(4)  #<\n"
             "        effect: {kill: {place: 狙击手<狙击>}}\n"), "只能放在 早夜(1) 到 凌晨(6) 之间, 不能在 黄昏(4)",
        "初步按照(9)的顺序结算出局名单"),
    "bad check answer": (
        role("  预言家:\n    faction: 村民\n    skills:\n      预言:\n        slot: 深夜(1)\n"
             "        effect: {check: {answer: 阵营}}  #<\n"), "check.answer 应是 camp/identity 之一", ""),
    "protect against a skill not on the board": (
        role("  守卫:\n    faction: 村民\n    skills:\n      守护:\n        slot: 午夜(7)\n"
             "        effect: {protect: {against: [毒药]}}  #<\n"), "protect.against 的 <毒药> 不是本板子上的", ""),
    "save before the kill it reads": (
        role("  医生:\n    faction: 村民\n    skills:\n      急救:\n        slot: 早夜(1)\n"
             "        effect: {save: {from: 杀人}}  #<\n"), "医生<急救> (早夜(1)) 读 狼人<杀人> 当晚的目标, 必须排在它 (深夜(2)) 之后",
        "狼队<杀人>"),
    "inform of an unknown skill": (
        role("  女巫:\n    faction: 村民\n    skills:\n      灵通:\n        slot: 凌晨(2)\n"
             "        effect: {inform: {of: 刀人}}  #<\n"), "inform.of 的 <刀人> 不是本板子上的", "女巫<灵通>"),
    "target on a save": (
        role("  女巫:\n    faction: 村民\n    skills:\n      救药:\n        slot: 凌晨(2)\n"
             "        target: others  #<\n        effect: save\n"), "save 不取 target", ""),
    "mode changing another role's skill": (
        role("  守卫:\n    faction: 村民\n    skills:\n      模式选择:\n        slot: 游戏开始\n        effect:\n"
             "          mode:\n            modes:\n              经典: {}\n              狼: {杀人: {who: self}}  #<\n"),
        "模式 狼 改动的 <杀人> 不是 守卫 的技能", "守卫<模式选择>"),
    "mode changing an unknown field": (
        role("  守卫:\n    faction: 村民\n    skills:\n      模式选择:\n        slot: 游戏开始\n        effect:\n"
             "          mode:\n            modes:\n              宽: {守护: {count: 2}}  #<\n      守护:\n"
             "        slot: 午夜(7)\n        effect: protect\n"), "模式 宽 对 <守护> 的改动 中未知的键 'count'", ""),
    "missing faction": (BASE.replace("  村民:\n    faction: 村民\n", "  村民:  #<\n    en: Villager\n"),
                        "角色 村民 需要 faction", ""),
    "third-party faction not declared": (
        role("  吹笛者:  #<\n    faction: 吹笛者\n    skills: {}\n"), "阵营 吹笛者 既不是 狼人/村民/不定, 也没有写在 third_party 中",
        "吹笛者:吹笛存活"),
    "third-party win kind unknown": (
        role("  吹笛者:\n    faction: 笛\n    skills: {}\n") + "third_party: {笛: 吹笛手}  #<\n",
        "三方阵营 笛 的胜利方式 '吹笛手' 未知", "如果有多个阵营同时达到胜利条件,则判定优先顺序为"),
    "deal names an unknown role": (BASE.replace("deal: {狼人: 1, 村民: 2}", "deal: {狼人: 1, 村民: 2, 预言家: 1}  #<"),
                                   "deal 中的 预言家 不在 roles 中", ""),
    "deal count 0": (BASE.replace("deal: {狼人: 1, 村民: 2}", "deal: {狼人: 1, 村民: 0}  #<"), "deal.村民 应是 ≥1 的整数",
                     ""),
    "order missing a role": (BASE.replace("order: [狼人, 村民]", "order: [狼人]  #<"), "缺少: 村民",
                             "按照发动者[实际身份]排序"),
    "order naming a stranger": (BASE.replace("order: [狼人, 村民]", "order: [狼人, 村民, 盗贼]  #<"),
                                "order (身份表) 中的 '盗贼' 不是角色", "因为盗贼是身份排列中最末尾的身份"),
    "order listing twice": (BASE.replace("order: [狼人, 村民]", "order:\n  - 狼人\n  - 村民\n  - 狼人  #<"),
                            "order (身份表) 中的 '狼人' 重复", ""),
    "wolf_min too high": (BASE + "wolf_min: 2  #<\n", "wolf_min 应在 1 到 1 之间", "出局开局狼人最低人数个"),
    "village_min zero": (BASE + "village_min: 0  #<\n", "village_min 应是 ≥1 的整数", "出局开局村民最低人数个"),
    "duplicate key": (BASE.replace("    skills: {}\n", "    skills: {}\n    faction: 狼人  #<\n"),
                      "重复的键 'faction' (第15行已有)", ""),
    "YAML syntax error": (BASE.replace("    faction: 村民\n", "\tfaction: 村民  #<\n"), "YAML 语法错误", ""),
    "python ref missing": (
        role("  灵鹿:\n    faction: 村民\n    skills:\n      森林庇护:\n        slot: 凌晨(4)\n"
             "        python: daoyan.games.langren.plugin_examples:shelter  #<\n"), "找不到 python 函数", ""),
    "python module not a registered plugin": (
        role("  灵鹿:\n    faction: 村民\n    skills:\n      森林庇护:\n        slot: 凌晨(4)\n"
             "        python: daoyan.games.langren.nowhere:shelter  #<\n"), "不是已登记的插件", ""),
    "python naming os.system": (
        role("  灵鹿:\n    faction: 村民\n    skills:\n      森林庇护:\n        slot: 凌晨(4)\n"
             "        python: os:system  #<\n"), "python 模块 'os' 不是已登记的插件", ""),
    "python naming subprocess.run": (
        role("  灵鹿:\n    faction: 村民\n    skills:\n      森林庇护:\n        slot: 凌晨(4)\n"
             "        python: subprocess:run  #<\n"), "python 模块 'subprocess' 不是已登记的插件", ""),
    "python ref not module:function": (
        role("  灵鹿:\n    faction: 村民\n    skills:\n      森林庇护:\n        slot: 凌晨(4)\n"
             "        python: shelter  #<\n"), "python 应写成 '模块:函数'", ""),
    "python function of the wrong shape": (
        role("  灵鹿:\n    faction: 村民\n    skills:\n      森林庇护:\n        slot: 凌晨(4)\n"
             "        python: daoyan.games.langren.plugin_examples:register  #<\n"),
        "应接受三个参数 (game, seat, targets)", ""),
    "bad user": (
        role("  白狼:\n    faction: 狼人\n    skills:\n      遗泽:\n        slot: 黄昏(4)\n        user: dead  #<\n"
             "        effect: flip\n"), "user 应是 living/fallen/both 之一, 得到 'dead'", ""),
    "user fallen on an out skill": (
        role("  猎人:\n    faction: 村民\n    skills:\n      最后一枪:\n        slot: out\n        user: fallen  #<\n"
             "        effect: kill\n"), "猎人<最后一枪>: user: fallen 只用于", ""),
    "python and effect": (
        role("  灵鹿:\n    faction: 村民\n    skills:\n      森林庇护:\n        slot: 凌晨(4)\n        effect: protect\n"
             "        python: daoyan.games.langren.plugin_examples:forest_shelter  #<\n"), "只能有 effect 或 python 之一", ""),
    "team: true without a team": (
        role("  孤狼:\n    faction: 狼人\n    skills:\n      杀人:\n        slot: 深夜(2)\n        team: true  #<\n"
             "        effect: {kill: {place: 狼人<杀人>}}\n"), "孤狼<杀人>: team: true 需要角色有 team", ""),
    "team skill forced": (BASE.replace("        team: true\n", "        team: true\n        target: {optional: false}  #<\n"),
                          "团队技能总可以空刀", ""),
    "bad uses": (BASE.replace("        team: true\n", "        team: true\n        uses: twice  #<\n"),
                 "uses 应是 night/game/always 之一, 得到 'twice'", ""),
    "unless_out_by on a night skill": (
        BASE.replace("        team: true\n", "        team: true\n        unless_out_by: [毒药]  #<\n"),
        "unless_out_by 只用于 slot: out", ""),
    "unless_out_by an unknown cause": (
        role("  猎人:\n    faction: 村民\n    skills:\n      最后一枪:\n        slot: out\n"
             "        unless_out_by: [毒死]  #<\n        effect: kill\n"), "unless_out_by 的 '毒死' 不是出局原因", ""),
    "missing slot": (role("  预言家:  \n    faction: 村民\n    skills:\n      预言:  #<\n        effect: check\n"),
                     "技能 预言家<预言> 需要 slot", ""),
    "skill not a mapping": (BASE.replace("    skills: {}\n", "    skills:\n      砍: 深夜(3)  #<\n"),
                            "技能 村民<砍> 应是一个映射", ""),
    "bad tags": (BASE.replace("    tags: [群内]", "    tags: [狼群]  #<"), "tags 只能含 群内/接刀", "[群内]和[接刀]"),
    "shown_as not a faction": (BASE.replace("    faction: 村民\n", "    faction: 村民\n    shown_as: 好人\n").replace(
        "  村民:\n", "  村民:  #<\n"), "shown_as 好人 不是阵营名", ""),
    "bad sheriff": (BASE + "sheriff: elected  #<\n", "sheriff 应是 none 或 host", ""),
    "auto_accelerate_at above the seats": (BASE + "auto_accelerate_at: 9  #<\n", "auto_accelerate_at 不能超过座位数 3",
                                           "未出局角色减少到一定程度时,导演将自动执行加速"),
    "board without a name": (BASE.replace("board: 小板", "board: 12  #<"), "board 应是一段文字", ""),
}


def test_the_base_of_the_broken_boards_is_itself_valid() -> None:
    """003 (the format): the small board every broken case starts from loads, so each case's only mistake is its own."""
    b = load_text(BASE, "base.yaml")
    assert b.seats == 3 and b.roles["狼人"].skills[0].slot == "深夜(2)"
    assert load_text(role("  守卫:\n    faction: 村民\n    skills:\n      守护:\n        slot: 午夜(7)\n"
                          "        effect: protect\n"), "ok.yaml").roles["守卫"].skills[0].params == {"against": ["杀人"]}


def test_there_are_at_least_25_broken_cases() -> None:
    """003 (Checks: role plugin files with mistakes rejected with a message that names the line)."""
    assert len(CASES) >= 25


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_broken_board_is_rejected_with_its_line_and_what_is_wrong(case: str) -> None:
    """003_6ab575b4f34e0846.txt: each broken board is refused when loaded; the message names the file, the line marked
    `#<` (「第N行」 and "line N") and what is wrong, in Chinese then English. Where the check rests on the book's words
    (the step text of a slot, its 「关门后N分钟内」, 凌晨 (9)'s order, the chains), the case quotes them, and they are
    checked to be the book's."""
    text, says, book = CASES[case]
    lines = [i for i, ln in enumerate(text.splitlines(), 1) if ln.rstrip().endswith("#<")]
    assert len(lines) == 1, case
    line = lines[0]
    with pytest.raises(BoardError) as e:
        load_text(text, "bad.yaml")
    msg = str(e.value)
    assert msg.startswith(f"bad.yaml 第{line}行: "), msg
    assert f"(bad.yaml line {line}: " in msg, msg
    assert says in msg, msg
    assert in_book(book), book


def test_a_missing_board_file_is_refused_by_the_rules() -> None:
    """003 (a host writes his own board): setting 板子 naming no shipped board (a path, say) is refused, listing the
    shipped boards."""
    with pytest.raises(ConfigError, match=r"板子 names a shipped board \(.*standard\)"):
        RULES.configure(3, {"板子": "/nonexistent/dir/x.yaml"})
