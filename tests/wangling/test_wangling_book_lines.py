"""002_df7a4ea6bd54eb52.txt — the general rules and the flow's headings, each checked on the real flow: the day as the
unit of time, the batches of the night, <普通> once per period, the curse's notice, the victory checks, and the
identity lines not covered elsewhere."""

from __future__ import annotations

from typing import Any

from wangling_scripts import at, game, run, st, texts

from daoyan.core.ask import Ask
from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.games.wangling import RULES
from daoyan.games.wangling.identities import IDENTITY, flipped
from daoyan.games.wangling.skills import EARLY, INSTANT, NORMAL


def test_the_watchman_and_the_consoler_lines() -> None:
    """「慰魂师[告死者]：1人」 「守夜人[夜行怪]：1人」"""
    assert (IDENTITY["慰魂师"].count, flipped("慰魂师")) == (1, "告死者")
    assert (IDENTITY["守夜人"].count, flipped("守夜人")) == (1, "夜行怪")


def test_days_and_nights_alternate_until_the_game_ends() -> None:
    """「游戏以<天>为主要时间单位。每天白天，角色参与讨论发言和投票。每天晚上，有特权的身份发动技能。夜晚结束后，进入下一个
    白天。如此往复，直到游戏结束。」 「游戏按照游戏日循环进行，每个游戏日分为如下阶段。」 — and 「白天自由讨论&投票阶段」: the
    day's asks are the vote (and what its triggers ask); the night's are the night skills."""
    for seed in range(10):
        g = Game(RULES, 21, seed, {})
        bots = {x: RandomBot(seed + x) for x in g.seats}
        seen: list[tuple[int, str]] = []
        while g.pending and not g.finished:
            if not seen or seen[-1] != (g.round, g.phase):
                seen.append((g.round, g.phase))
            for x, ask in list(g.pending.items()):
                if g.phase == "夜晚":
                    assert ask.skill in (*EARLY, *INSTANT, *NORMAL, "死灵咒", "灾厄", "遗言", "馈赠", "传承", "权势")
                g.answer(x, bots[x].decide(ask, dict))
        keys = [(d, ("白天", "夜晚").index(p)) for d, p in seen]  # a night with nothing to ask leaves no ask
        assert keys == sorted(set(keys)) and keys[0] == (1, 0)
        assert g.finished and g.outcome is not None


def test_ordinary_skills_once_in_each_period() -> None:
    """「标明<普通>的技能在每个相应的时段可以发动一次。」 — no seat is asked the same night skill twice in one night (but
    <啃咬>, which 集群 grants again: 「每夜可以额外发动一次<啃咬>」)."""
    for seed in range(15):
        g = Game(RULES, 21, seed, {})
        bots = {x: RandomBot(seed * 3 + x) for x in g.seats}
        asked: dict[tuple[int, int, str], int] = {}
        while g.pending and not g.finished:
            for x, ask in list(g.pending.items()):
                if g.phase == "夜晚" and ask.skill in NORMAL + INSTANT + EARLY and ask.skill not in ("啃咬", "拓印"):
                    key = (g.round, x, ask.skill)
                    asked[key] = asked.get(key, 0) + 1
                    assert asked[key] == 1, key
                g.answer(x, bots[x].decide(ask, dict))


def test_the_early_batch_comes_first_then_the_instant_then_the_normal() -> None:
    """「夜晚发动技能阶段」: 「提前结算技能：属于这一批次的技能包括<牵制><潜行>。」 「这些技能提交的时间点早于标准时间。」;
    「即时结算技能…」; 「正常结算技能…」 — 「如果有两个技能（且并非都是移动圣物），可以自行决定顺序。原则上应该尽早提交。」
    (daoyan asks the information skills in the book's listing order)."""
    g = game()
    order: list[str] = []

    def script(g: Game, ask: Ask) -> Any:
        if g.round == 1 and g.phase == "夜晚":
            order.append(ask.skill)
        return {"target": 1} if ask.skill == "藏匿" else None

    run(g, script, until=lambda g: at(g, 2, "白天"))
    batches = [0 if k in EARLY else 1 if k in INSTANT else 2 for k in order if k in EARLY + INSTANT + NORMAL]
    assert batches == sorted(batches) and {0, 1, 2} <= set(batches)


def test_the_curse_tells_its_victim() -> None:
    """「夜晚开始阶段」 「结算<诅咒>，受到影响的角色得到通知。」"""
    g = game()
    run(g, lambda g, a: {"target": 9} if a.skill == "藏匿" else None, until=lambda g: at(g, 1, "夜晚"))
    assert any("诅咒" in t and "腐尸" in t for t in texts(g, 9)) and not any("诅咒" in t for t in texts(g, 8))


def test_a_victory_is_checked_after_the_days_settlement() -> None:
    """「白天结算阶段」 … 「执行一次胜利阵营判定。」 — the last 环蛇 is voted out on day 2 with no 亡灵 alive: 莱恩 wins at
    the day's settlement, before any night."""
    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else None, until=lambda g: at(g, 2, "白天"))
    s = st(g)
    for x in (17, 18, 19, 20, 21):  # set directly: the point is where the check happens
        s.chars[x].out = True
    for c in s.chars.values():
        c.identity = c.dealt if c.undead else c.identity
    run(g, lambda g, a: {"target": 16} if a.skill == "投票" else None)
    assert g.outcome is not None and (g.outcome.round, g.outcome.phase) == (2, "白天") and g.outcome.winner == "莱恩"


def test_a_victory_is_checked_at_the_nights_end() -> None:
    """「夜晚结束阶段」 「结算<认主>。」 「执行一次胜利阵营判定。」 — the 剑士 is the 圣器's master, no 亡灵 and no 环蛇 are
    left: 莱恩 and 圣殿 win at the night's end (A-WL-2)."""
    g = game()
    run(g, lambda g, a: {"target": 12} if a.skill == "藏匿" else None, until=lambda g: at(g, 1, "夜晚"))
    s = st(g)
    for x in (16, 17, 18, 19, 20, 21):  # the 环蛇 are gone (set directly: the point is where the check happens)
        s.chars[x].out = True
    s.master = 12
    s.chars[12].identity = "剑士"  # undo the curse for the test
    for c in s.chars.values():
        if c.undead:
            c.identity = c.dealt
    run(g, lambda g, a: None)
    assert g.outcome is not None and g.outcome.phase == "夜晚" and "圣殿" in str(g.outcome.winner)


def test_the_nights_end_settles_anhun_tuoyin_and_jingjie() -> None:
    """「结算夜晚结束时效应：<安魂><拓印><警戒>」 — the 学者's <拓印> on the 牧师 gives him the skill at night end, and the
    弓兵 learns at night end what aimed at the 牧师."""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 1}
        if ask.skill == "拓印" and "target" in ask.options[-1]:
            return {"target": 1}
        if ask.skill == "拓印":
            return {"choice": "侦测"}
        if ask.skill == "警戒":
            return {"target": 1}
        return None

    run(g, script, until=lambda g: at(g, 2, "白天"))
    s = st(g)
    assert s.chars[16].copied is not None and s.chars[16].copied.name == "侦测"
    assert any(t.startswith("<警戒>: 1号") and "<拓印>" in t for t in texts(g, 4))
