"""003_6ab575b4f34e0846.txt 「总体流程」 and 「投票规则」 on the standard board (A-LR-34 … A-LR-40): seats 1–4 狼人,
5 预言家, 6 女巫, 7 猎人, 8 守卫, 9–12 村民 (tests/langren/langren_scripts.py)."""

from __future__ import annotations

import pytest
from langren_scripts import at, board_variant, everyone_votes, game, run, st, texts

from daoyan.core.errors import ConfigError


def night(g_day: int, phase: str = "早夜"):
    return lambda g: at(g, g_day, phase)


# -- 投票规则 and 黄昏 (1) ---------------------------------------------------------------------------------------------
def test_the_unique_top_is_voted_out_and_the_dusk_announcement_lists_it_apart() -> None:
    """「(1)结算被[投票出局]的角色…并通知对应角色是否出局。」 and 「(3)公示[投票出局]的角色和其他原因出局的角色名单,
    分开列出。」"""
    g = game()
    run(g, everyone_votes(1, 9), until=night(1))
    c = st(g).chars[9]
    assert not c.alive and c.out_cause == "投票出局"
    assert "你出局了。" in texts(g, 9)
    assert "公示: 投票出局: 9号; 其他原因出局: 无" in texts(g)


def test_a_tie_with_no_scapegoat_puts_nobody_out() -> None:
    """「结算被[投票出局]的角色或平票时替罪羊<冤死>」 (A-LR-30): no living 替罪羊 on this board, so a tie is nobody."""
    g = game()
    plan = {**everyone_votes(1, 9, range(1, 7)), **everyone_votes(1, 10, range(7, 13))}
    run(g, plan, until=night(1))
    assert all(c.alive for c in st(g).chars.values())
    assert "平票, 无人出局。" in texts(g)


def test_a_tie_sends_the_living_scapegoat_out_by_yuansi() -> None:
    """「平票时替罪羊<冤死>」: a board with a 替罪羊; a tie between 9 and 10 puts the 替罪羊 out, reason 冤死."""
    from daoyan.games.langren.board import BOARDS_DIR, load_text

    text = (BOARDS_DIR / "standard.yaml").read_text(encoding="utf-8")
    text = text.replace("村民: 4, 预言家", "村民: 3, 替罪羊: 1, 预言家").replace(
        "order: [狼人, 预言家, 女巫, 猎人, 守卫, 村民]", "order: [狼人, 预言家, 女巫, 猎人, 守卫, 村民, 替罪羊]")
    text = text.replace("village_min: 8", "village_min: 7") + "  替罪羊:\n    faction: 村民\n    skills: {}\n"
    board = load_text(text, "goat.yaml")
    layout = ["狼人"] * 4 + ["预言家", "女巫", "猎人", "守卫"] + ["村民"] * 3 + ["替罪羊"]
    g = game(layout, 板子=board)
    plan = {**everyone_votes(1, 9, range(1, 7)), **everyone_votes(1, 10, range(7, 13))}
    run(g, plan, until=night(1))
    assert st(g).chars[12].out_cause == "冤死" and st(g).chars[9].alive and st(g).chars[10].alive


def test_no_valid_votes_means_nobody_goes_out() -> None:
    """A-LR-30: with no votes for anyone there is no 平票 and no out; 「投弃权票时,须在投票对象中填写“弃权”」."""
    g = game()
    run(g, {(1, "投票", x): {"choice": "弃权"} for x in range(1, 13)}, until=night(1))
    assert all(c.alive for c in st(g).chars.values())
    assert "无人得票, 无人出局。" in texts(g)


def test_one_change_is_allowed_and_replaces_the_vote() -> None:
    """「每名存活角色每个讨论日限投一票,投票完成后允许改票。」「改票只允许进行一次。」: 7 votes move from 9 to 10."""
    g = game()
    plan = {**everyone_votes(1, 9, range(1, 7)), **everyone_votes(1, 10, range(7, 12)), (1, "投票", 12): {"target": 9},
            (1, "改票", 12): {"target": 10}, (1, "改票", 1): {"target": 10}}
    run(g, plan, until=night(1))
    assert st(g).chars[10].out_cause == "投票出局" and st(g).chars[9].alive
    assert "12号改票。" in texts(g) and "1号改票。" in texts(g)


def test_the_change_is_asked_once_and_only_of_those_who_voted() -> None:
    """「改票只允许进行一次」; a character who gave no vote has nothing to change (A-LR-24 check 5)."""
    g = game()
    seen = []
    plan = everyone_votes(1, 9, range(1, 12))
    while g.pending and not at(g, 1, "黄昏"):
        seat, ask = next(iter(g.pending.items()))
        seen.append((ask.skill, seat))
        a = plan.get((g.round, ask.skill, seat))
        g.answer(seat, ask.default if a is None else a)
    changes = [x for k, x in seen if k == "改票"]
    assert sorted(changes) == list(range(1, 12))  # 12 gave no vote


def test_not_replying_gets_a_yellow_card() -> None:
    """「讨论结束时,未回复投票帖者将被判罚黄牌」"""
    g = game()
    run(g, everyone_votes(1, 9, range(1, 12)), until=night(1))
    assert st(g).chars[12].yellow == [1] and st(g).chars[11].yellow == []
    assert "12号未回复投票帖, 判罚黄牌。" in texts(g)


def test_under_acceleration_there_is_no_change_and_no_yellow_card() -> None:
    """「执行加速时,所有人不可改票,且发言不足或未投票者将不被判罚。」「未出局角色减少到一定程度时,导演将自动执行加速。」
    Six red cards leave 6 alive: the board's auto_accelerate_at (A-LR-19)."""
    cards = {str(x): [1, "白昼"] for x in (5, 7, 9, 10, 11, 12)}
    g = game(红牌=cards)
    seen = []
    while g.pending and not at(g, 1, "早夜"):
        seat, ask = next(iter(g.pending.items()))
        seen.append(ask.skill)
        g.answer(seat, ask.default)
    assert "改票" not in seen
    assert all(c.yellow == [] for c in st(g).chars.values())
    assert any("执行加速" in t for t in texts(g))


def test_the_vote_and_the_change_are_public_asks_with_the_days_deadlines() -> None:
    """The vote closes at 关门 (讨论日时长 after 开门); 「关门前一小时不允许改票」: the change closes an hour earlier."""
    g = game()
    vote = g.pending[1]
    assert vote.skill == "投票" and vote.public and vote.deadline == 45 * 3600 and vote.deadline_from_phase is True
    run(g, everyone_votes(1, 9), until=lambda g: "改票" in {a.skill for a in g.pending.values()})
    change = g.pending[1]
    assert change.public and change.deadline == 44 * 3600


def test_the_change_closes_a_book_hour_before_the_close_in_a_quick_online_game() -> None:
    """003_6ab575b4f34e0846.txt: 「关门前一小时不允许改票」 — the hour is the book's, 60 of its minutes (setting 一分钟):
    the web app's quick game (一分钟 2 s, a 300 s day) closes the change 120 s before 关门, not at once."""
    g = game(一分钟=2, 讨论日时长=300)
    run(g, everyone_votes(1, 9), until=lambda g: "改票" in {a.skill for a in g.pending.values()})
    assert g.pending[1].deadline == 300 - 120


# -- the night ---------------------------------------------------------------------------------------------------------
def kill_plan(day: int, target: int, **extra: object) -> dict[tuple[int, str, int], object]:
    return {(day, "杀人", 1): {"skill": "杀人", "target": target}, **extra}  # type: ignore[dict-item]


def test_the_wolves_kill_goes_out_at_first_light() -> None:
    """「狼队<杀人>」 at 深夜(2); 「(1)结算当晚出局的角色…并通知所有对应角色是否出局。」 (晨曦)."""
    g = game()
    run(g, kill_plan(1, 9), until=night(2, "白昼"))
    assert st(g).chars[9].out_cause == "杀人"
    assert "公示: 投票出局: 无; 其他原因出局: 9号" in texts(g)


def test_the_last_submission_of_the_team_counts() -> None:
    """A-LR-35: any living [群内] wolf may submit; the last submission counts; no submission is not a choice."""
    g = game()
    run(g, {}, until=night(1, "深夜"))
    while not any(a.skill == "杀人" for a in g.pending.values()):
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, ask.default)
    g.answer(3, {"skill": "杀人", "target": 9})
    g.answer(1, {"skill": "杀人", "target": 10})  # later: this one counts
    g.answer(2, {"choice": "未提交"})
    g.answer(4, {"choice": "未提交"})
    run(g, {}, until=night(2, "白昼"))
    assert st(g).chars[10].out_cause == "杀人" and st(g).chars[9].alive


def test_the_guard_stops_the_kill_and_not_twice_on_the_same_character() -> None:
    """守卫<守护> at 午夜(7) (A-LR-40): it stops the 狼人<杀人> on him; not the same character two nights running."""
    g = game()
    run(g, kill_plan(1, 9) | {(1, "守护", 8): {"skill": "守护", "target": 9}}, until=night(2, "白昼"))
    assert st(g).chars[9].alive
    run(g, {}, until=night(2, "午夜"))
    run(g, {}, until=lambda g: 8 in g.pending and g.pending[8].skill == "守护")
    assert {"skill": "守护", "target": 9} not in g.pending[8].options


def test_guarded_and_saved_at_once_goes_out_and_the_setting_can_keep_him() -> None:
    """同守同救 (A-LR-38): guarded and saved the same night, the wolves' target goes out; 同守同救=存活 keeps him."""
    plan = kill_plan(1, 9) | {(1, "守护", 8): {"skill": "守护", "target": 9}, (1, "救药", 6): {"skill": "救药", "target": 9}}
    g = game()
    run(g, plan, until=night(2, "白昼"))
    assert st(g).chars[9].out_cause == "杀人"
    g = game(同守同救="存活")
    run(g, plan, until=night(2, "白昼"))
    assert st(g).chars[9].alive


def test_the_witch_is_told_the_target_only_while_her_antidote_is_unused() -> None:
    """女巫<灵通> at 凌晨(2) (A-LR-38): told the 狼人<杀人> target while 救药 is unused."""
    g = game()
    run(g, kill_plan(1, 9) | {(1, "救药", 6): {"skill": "救药", "target": 9}} | kill_plan(2, 10), until=night(3, "白昼"))
    told = [t for t in texts(g, 6) if t.startswith("<灵通>")]
    assert told == ["<灵通>: 今晚<杀人>的目标是9号"]


def test_the_witch_cannot_save_herself_and_uses_one_potion_a_night() -> None:
    """A-LR-38: 「She cannot save herself」; at most one potion a night — one ask holds both potions."""
    g = game()
    run(g, kill_plan(1, 6), until=lambda g: 6 in g.pending and g.pending[6].skill in ("救药", "毒药"))
    opts = g.pending[6].options
    assert {"skill": "救药", "target": 6} not in opts and {"skill": "毒药", "target": 9} in opts
    g = game(女巫自救="always")
    run(g, kill_plan(1, 6), until=lambda g: 6 in g.pending and g.pending[6].skill in ("救药", "毒药"))
    assert {"skill": "救药", "target": 6} in g.pending[6].options


def test_poison_is_not_stopped_by_the_guard_and_comes_after_the_kill() -> None:
    """「(9)每次出局效果依次结算:…狼人<杀人>…女巫毒药」: the kill's target is listed before the poisoned one; 守护 does
    not stop <毒药>."""
    plan = kill_plan(1, 10) | {(1, "守护", 8): {"skill": "守护", "target": 9}, (1, "救药", 6): {"skill": "毒药", "target": 9}}
    g = game()
    run(g, plan, until=night(2, "白昼"))
    assert [x for x, _ in st(g).night.outs] == [10, 9]
    assert st(g).chars[9].out_cause == "毒药"


def test_the_seer_checks_at_deep_night_and_keeps_the_answer_when_killed() -> None:
    """预言家<预言> at 深夜(1), before the kill (A-LR-37): 狼人 or 好人."""
    g = game()
    run(g, kill_plan(1, 5) | {(1, "预言", 5): {"skill": "预言", "target": 2}}, until=night(2, "白昼"))
    assert "<预言>: 2号是狼人" in texts(g, 5) and st(g).chars[5].out_cause == "杀人"


def test_night_deadlines_count_from_close() -> None:
    """「关门后60分钟内」 午夜, 「关门后80分钟内」 深夜, 「关门后90分钟内」 凌晨 (1)–(6): deadlines from the start of 黄昏."""
    g = game()
    seen = {}
    while g.pending and not at(g, 2, "白昼"):
        seat, ask = next(iter(g.pending.items()))
        seen.setdefault(ask.skill, (ask.deadline, ask.deadline_from_phase))
        g.answer(seat, {"skill": "杀人", "target": 9} if ask.skill == "杀人" else ask.default)
    assert seen["守护"] == (60 * 60, "黄昏") and seen["预言"] == (80 * 60, "黄昏") and seen["杀人"] == (80 * 60, "黄昏")
    assert seen["救药"] == (90 * 60, "黄昏") and seen["遗言"] == (3 * 3600, "黄昏")


# -- 猎人 <最后一枪> ---------------------------------------------------------------------------------------------------
def test_the_hunter_shoots_at_dusk_when_voted_out() -> None:
    """「(2)猎人<最后一枪>…因此造成的出局立刻通知对应角色」 (黄昏); the shot is an 「其他原因」 out in the 公示."""
    g = game()
    run(g, everyone_votes(1, 7) | {(1, "最后一枪", 7): {"skill": "最后一枪", "target": 1}}, until=night(1))
    assert st(g).chars[1].out_cause == "最后一枪"
    assert "公示: 投票出局: 7号; 其他原因出局: 1号" in texts(g)


def test_the_hunter_shoots_at_first_light_when_killed_but_not_when_poisoned() -> None:
    """晨曦 (2) 「猎人<最后一枪>」; A-LR-39: no shot after any <毒药>."""
    g = game()
    run(g, kill_plan(1, 7) | {(1, "最后一枪", 7): {"skill": "最后一枪", "target": 2}}, until=night(2, "白昼"))
    assert st(g).chars[2].out_cause == "最后一枪"
    g = game()
    seen = []
    plan = kill_plan(1, 9) | {(1, "救药", 6): {"skill": "毒药", "target": 7}}
    while g.pending and not at(g, 2, "白昼"):
        seat, ask = next(iter(g.pending.items()))
        seen.append(ask.skill)
        a = plan.get((g.round, ask.skill, seat))
        g.answer(seat, ask.default if a is None else a)
    assert st(g).chars[7].out_cause == "毒药" and "最后一枪" not in seen


def test_tucheng_is_judged_at_once_and_the_hunter_never_shoots() -> None:
    """「除了屠城胜利即时判定之外」: the vote-out leaves only wolves alive; the game ends at 黄昏 (1), before (2)."""
    cards = {str(x): [1, "白昼"] for x in (5, 6, 8, 9, 10, 11, 12)}
    g = game(红牌=cards)
    seen = []
    while g.pending and not g.finished:
        seat, ask = next(iter(g.pending.items()))
        seen.append(ask.skill)
        g.answer(seat, {"target": 7} if ask.skill == "投票" else ask.default)
    assert g.outcome is not None and g.outcome.winner == "狼人" and g.outcome.phase == "黄昏"
    assert "最后一枪" not in seen


# -- 遗言, 警长, red cards, substitutes ---------------------------------------------------------------------------------
def test_last_words_are_asked_at_first_light_and_posted_next_day() -> None:
    """「(4)…然后应当留下遗言的角色收到遗言通知,并留下遗言。」 and 「公示前一天出局角色名单等相关信息」."""
    g = game()
    run(g, everyone_votes(1, 9) | kill_plan(1, 10) | {(1, "遗言", 9): {"choice": "遗言", "say": "我是好人"}},
        until=night(2, "黄昏"))
    assert "9号的遗言: 我是好人" in texts(g)


def test_a_red_card_is_an_out_without_last_words() -> None:
    """「无法继续进行游戏的角色无法更换替补时红牌罚下。」 A-LR-32: out at once, reason 红牌, no 遗言."""
    g = game(红牌={"9": [1, "白昼"]})
    seen = []
    while g.pending and not at(g, 2, "白昼"):
        seat, ask = next(iter(g.pending.items()))
        seen.append((ask.skill, seat))
        g.answer(seat, ask.default)
    assert st(g).chars[9].out_cause == "红牌" and ("遗言", 9) not in seen
    assert "9号被红牌罚下 (导演判罚)。" in texts(g)


def test_a_second_substitution_is_a_red_card() -> None:
    """「每名角色仅限更换一次替补。」「无法继续进行游戏的角色无法更换替补时红牌罚下。」"""
    g = game(替补={"9": [[1, "白昼"], [1, "黄昏"]]})
    run(g, {}, until=night(1))
    c = st(g).chars[9]
    assert c.substituted and c.out_cause == "红牌"
    assert "你是9号的替补玩家。" in texts(g, 9)


def test_the_sheriff_names_a_successor_at_first_light() -> None:
    """「(4)警长出局选择新警长」; a sheriff who names nobody loses the badge (A-LR-11)."""
    board = board_variant(sheriff="host")
    g = game(板子=board, 警长=9)
    run(g, kill_plan(1, 9) | {(1, "移交警长", 9): {"target": 10}}, until=night(2, "白昼"))
    assert st(g).sheriff == 10
    g = game(板子=board, 警长=9)
    run(g, kill_plan(1, 9), until=night(2, "白昼"))
    assert st(g).sheriff is None and "警长徽章流失。" in texts(g)


def test_a_stalemate_gives_the_win_to_the_sheriffs_faction() -> None:
    """「…则警长在谁手里,那个角色所属的阵营就获胜。」 (the 导演 declares it: setting 僵持)."""
    g = game(板子=board_variant(sheriff="host"), 警长=2, 僵持=[1, "黄昏"])
    run(g, {})
    assert g.outcome is not None and g.outcome.winner == "狼人"


def test_settings_are_checked() -> None:
    """Bad settings are refused with what is wrong."""
    with pytest.raises(ConfigError, match="同守同救"):
        game(同守同救="也许")
    with pytest.raises(ConfigError, match="红牌"):
        game(红牌={"13": [1, "白昼"]})
    with pytest.raises(ConfigError, match="警长"):
        game(警长=3)  # the standard board has no 警长
    with pytest.raises(ConfigError, match="不在"):
        game(["狼人"] * 11 + ["女仆"])


def test_the_seraph_wins_after_two_days_and_two_nights_without_an_out() -> None:
    """「16、炽天使:连续两天两夜没有任何角色出局(红牌罚下不计)。」 The flow counts each finished period's outs (a day:
    白昼 + 黄昏; a night: 早夜 … 晨曦) for the judge; the win is judged at the end of the stage that completes the
    fourth quiet period (晨曦 of day 2). A red card on day 1 does not break the run."""
    from daoyan.games.langren.board import BOARDS_DIR, load_text

    text = (BOARDS_DIR / "standard.yaml").read_text(encoding="utf-8")
    text = text.replace("村民: 4, 预言家", "村民: 3, 炽天使: 1, 预言家").replace(
        "order: [狼人, 预言家, 女巫, 猎人, 守卫, 村民]", "order: [狼人, 预言家, 女巫, 猎人, 守卫, 村民, 炽天使]")
    text = text.replace("village_min: 8", "village_min: 7")
    text += "  炽天使:\n    faction: 炽天使\n    skills: {}\nthird_party: {炽天使: 炽天使}\n"
    layout = ["狼人"] * 4 + ["预言家", "女巫", "猎人", "守卫"] + ["村民"] * 3 + ["炽天使"]
    g = game(layout, 板子=load_text(text, "seraph.yaml"), 红牌={"9": [1, "白昼"]})
    run(g, {(d, "投票", x): {"choice": "弃权"} for d in (1, 2, 3) for x in range(1, 13)})
    assert g.outcome is not None and (g.outcome.winner, g.round, g.phase) == ("炽天使", 2, "晨曦")
    assert st(g).periods == [[9], [], [], []]


def test_an_assistant_only_for_a_player_with_three_games_or_fewer() -> None:
    """「版杀游戏场次累计三场或以下的玩家允许申请场外助理。」「禁止已参加四场或以上版杀的玩家申请场外助理。」 (A-LR-33: this
    game counts): a player with 2 earlier games (3 with this one) gets his assistant, told privately; one with 3 earlier
    games (4) is refused with the rule, and nothing starts."""
    g = game(场外助理={"9": ["小明", 2]})
    assert "小明是你的场外助理 (可私下交流; 不能发帖、投票或发动技能)。" in texts(g, 9)
    assert not any("小明" in t for t in texts(g))
    with pytest.raises(ConfigError, match="禁止已参加四场或以上版杀的玩家申请场外助理"):
        game(场外助理={"9": ["小明", 3]})
    with pytest.raises(ConfigError, match="场外助理"):
        game(场外助理={"9": "小明"})


def test_a_red_card_as_idle_keeps_him_alive_but_he_never_acts() -> None:
    """Setting 红牌罚下 = 挂机 (A-LR-32's other reading): the red-carded 预言家 stays alive (a target, counted as living)
    but is asked nothing: no vote, no <预言>."""
    g = game(红牌={"5": [1, "白昼"]}, 红牌罚下="挂机")
    seen = []
    while g.pending and g.round < 2:
        seat, ask = next(iter(g.pending.items()))
        seen.append(seat)
        g.answer(seat, ask.default)
    assert 5 not in seen and st(g).chars[5].alive and st(g).chars[5].red
