"""002_df7a4ea6bd54eb52.txt 「游戏流程」 and the skills it runs, each test quoting the words it checks. A fixed deal
(the chance draw 身份 forced) and scripted answers; every other ask takes its default (放弃 / 弃权 / the 导演's pick)."""

from __future__ import annotations

from typing import Any

from wangling_scripts import LAYOUT, at, game, run, st, texts

from daoyan.core.ask import Ask
from daoyan.core.game import Game
from daoyan.games.wangling import RULES


def test_day_one_elects_the_shenjuanzhe_and_the_thugs_hide_the_shengqi() -> None:
    """「第一天白天结算时，最先达到最高票的角色当选神眷者。」; 藏匿<团队><强制>：「游戏第一日白天结束时，选择一名恶徒以外的角色，
    该角色获得[死亡圣器]。」 (the group's first member in seat order submits; everyone in the group is told)."""
    g = game()
    asked: list[Ask] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "投票":
            return {"target": 5 if ask.seat < 8 else 6}  # 5 reaches 7 votes before 6 does
        if ask.skill == "藏匿":
            asked.append(ask)
            return {"target": 9}
        return None

    run(g, script, until=lambda g: at(g, 1, "夜晚"))
    s = st(g)
    assert s.shenjuanzhe == 6  # 14 votes for 6 (seats 8–21) against 7 for 5: 6 has the top count
    assert [a.seat for a in asked] == [17] and all(st(g).chars[o["target"]].identity != "恶徒"
                                                   for o in asked[0].options if "target" in o)
    assert s.shengqi == 9
    for thug in (17, 18, 19, 20):
        assert any("藏匿" in t for t in texts(g, thug))
    assert any("你获得了[死亡圣器]" in t for t in texts(g, 9))


def test_the_curse_flips_a_human_holder_at_night_start_three_times_at_most() -> None:
    """诅咒<强制>：「游戏日夜晚开始时，若[死亡圣器]的持有者不属于亡灵阵营，翻转其身份；<诅咒>技能的初始次数为3，生效后，
    使用次数-1」 — 村民 flips to 腐尸 (「村民[腐尸]」)."""
    g = game()
    run(g, lambda g, a: {"target": 9} if a.skill == "藏匿" else None, until=lambda g: at(g, 1, "夜晚"))
    s = st(g)
    assert s.chars[9].identity == "腐尸" and s.chars[9].undead and s.curse_left == 2
    assert any("诅咒" in t for t in texts(g, 9))


def test_the_priest_is_immune_to_the_curse() -> None:
    """神恩<强制>：「牧师不受<诅咒>技能影响。」"""
    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else None, until=lambda g: at(g, 1, "夜晚"))
    assert st(g).chars[1].identity == "牧师" and st(g).curse_left == 3


def test_the_shenjuanzhe_is_immune_to_the_curse() -> None:
    """神眷者 神恩<强制>：「神眷者免疫<诅咒>技能。」"""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "投票":
            return {"target": 9}
        return {"target": 9} if ask.skill == "藏匿" else None

    run(g, script, until=lambda g: at(g, 1, "夜晚"))
    assert st(g).shenjuanzhe == 9 and st(g).chars[9].identity == "村民"


def test_zhence_tells_whether_a_character_is_undead() -> None:
    """侦测<普通>：「游戏日夜晚，牧师选择一名角色，获知该角色是否属于亡灵阵营。」 (the cursed 村民 is now 腐尸)"""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 9}
        if ask.skill == "侦测":
            return {"target": 9}
        return None

    run(g, script, until=lambda g: at(g, 2, "白天"))
    assert any("<侦测>: 9号属于亡灵阵营" in t for t in texts(g, 1))


def test_qianzhi_voids_the_targets_ordinary_skills_that_night() -> None:
    """牵制<团队><普通>：「所有民兵共同选择一名角色，该角色当晚发动的<普通>和<限定>技能失效」 — the 牧师's <侦测> fails."""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "牵制":
            assert ask.seat == 2  # the 民兵's voice: the first of 枪兵/骑兵/弓兵 in seat order
            return {"target": 1}
        if ask.skill == "侦测":
            return {"target": 9}
        return {"target": 9} if ask.skill == "藏匿" else None

    run(g, script, until=lambda g: at(g, 2, "白天"))
    assert any("<侦测>失效" in t for t in texts(g, 1)) and not any("<侦测>: 9号" in t for t in texts(g, 1))


def test_qianzhi_counts_units_of_two_nights_a_wl_3() -> None:
    """「<牵制>以每两夜为一个计数单位最多发动一次」 — used on night 1, not asked on night 2, asked again on night 3."""
    g = game()
    nights: list[int] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "牵制":
            nights.append(g.round)
            return {"target": 21}
        return {"target": 1} if ask.skill == "藏匿" else None

    run(g, script, until=lambda g: at(g, 4, "白天"))
    assert nights == [1, 3]


def test_a_bite_kills_and_the_outs_are_announced_next_day() -> None:
    """啃咬<团队>：「所有活尸共同选择一名角色，对其造成一次[致死伤害]」; 「夜晚出局的角色将在白天开始时公示」."""
    g = game()
    # the cursed 村民 (9) becomes 腐尸, not 活尸; make a 活尸: curse the 枪兵 (2) instead
    run(g, lambda g, a: {"target": 2} if a.skill == "藏匿" else ({"target": 12} if a.skill == "啃咬" else None),
        until=lambda g: at(g, 2, "白天") and any(e.kind == "announce" for e in g.log.entries))
    s = st(g)
    assert s.chars[2].identity == "活尸" and s.chars[12].out
    assert any(e.kind == "announce" and "12号" in e.text for e in g.log.entries)


def test_the_master_after_two_complete_nights_as_a_human() -> None:
    """认主<强制>：「当某个角色以人类身份持有[死亡圣器]连续度过两个完整的夜晚时…成为[死亡圣器]的主人」 — the 牧师 is immune to
    the curse, so he stays human; master after night 2."""
    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else None, until=lambda g: at(g, 2, "白天"))
    assert st(g).master is None and st(g).held_nights == 1
    run(g, lambda g, a: None, until=lambda g: at(g, 3, "白天"))
    assert st(g).master == 1


def test_the_noble_becomes_master_after_one_night() -> None:
    """血统<强制>：「若贵族是[死亡圣器]的持有者，则<认主>的要求为"一个完整夜晚"。」 — the curse flips him first unless immune,
    so he is the 神眷者 here (神恩)."""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "投票":
            return {"target": 21}
        return {"target": 21} if ask.skill == "藏匿" else None

    run(g, script, until=lambda g: at(g, 2, "白天"))
    assert st(g).shenjuanzhe == 21 and st(g).master == 21


def test_last_words_are_announced_next_day_and_discuz_codes_are_refused() -> None:
    """遗言: 「出局的角色得到通知，可以指定次日公示一条消息…遗言中禁止使用Discuz!代码。」 — a code is refused with why and
    changes nothing; plain words are posted at the next day's start."""
    import pytest

    from daoyan.core.errors import IllegalAnswer

    g = game()

    def script(g: Game, a: Ask) -> Any:  # the 枪兵 becomes 活尸 at night start and bites the 剑士
        return {"target": 2} if a.skill == "藏匿" else ({"target": 12} if a.skill == "啃咬" else None)

    run(g, script, until=lambda g: any(a.skill == "遗言" for a in g.pending.values()))
    ask = next(a for a in g.pending.values() if a.skill == "遗言")
    assert ask.seat == 12
    before = g.snapshot()
    with pytest.raises(IllegalAnswer, match=r"Discuz!.*\[b\]"):
        g.answer(12, {"choice": "遗言", "say": "我是[b]剑士[/b]"})
    assert g.snapshot() == before
    g.answer(12, {"choice": "遗言", "say": "我是剑士，7号可疑"})
    run(g, lambda g, a: None, until=lambda g: g.round == 2 and g.phase == "白天" and bool(g.pending))
    assert any(e.kind == "announce" and "我是剑士，7号可疑" in e.text for e in g.log.entries)


def test_jianhen_is_a_message_of_at_most_100_characters_announced_next_day() -> None:
    """剑痕<普通>：「游戏日夜晚，剑士可以向导演发送一条留言（不多于100字），第二天该留言将被导演公告。」"""
    import pytest

    from daoyan.core.errors import IllegalAnswer

    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else None,
        until=lambda g: any(a.skill == "剑痕" for a in g.pending.values()))
    with pytest.raises(IllegalAnswer, match="100"):
        g.answer(12, {"choice": "留言", "say": "剑" * 101})
    g.answer(12, {"choice": "留言", "say": "今夜无事"})
    run(g, lambda g, a: None, until=lambda g: g.round == 2 and g.phase == "白天" and bool(g.pending))
    assert any(e.kind == "announce" and "前夜剑痕: 今夜无事" in e.text for e in g.log.entries)


def test_the_day_posts_the_announcement_forum_ready_in_the_books_order() -> None:
    """「每个游戏日白天开始时，都会公示前一天白天出局角色名单、夜晚出局角色名单、当日神眷者及其他需要公示的内容」;
    「第一个游戏日白天不会公示任何内容」; 「游戏进行期间以任何方式出局的角色均不公示其身份」."""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "投票" and g.round == 1:
            return {"target": 5}
        return {"target": 2} if ask.skill == "藏匿" else ({"target": 12} if ask.skill == "啃咬" else None)

    run(g, script, until=lambda g: g.round == 2 and bool(g.pending))
    posts = [e for e in g.log.entries if e.kind == "announce"]
    assert len(posts) == 1 and posts[0].round == 2 and posts[0].audience.kind == "all"
    lines = posts[0].text.split("\n")
    assert lines[0] == "【第2天 公示】" and lines[1] == "前一日白天出局: 无" and lines[2] == "前一日夜晚出局: 12号"
    assert "今日神眷者: 5号" in lines and "【晨报】" not in lines  # no writer: no 晨报
    assert "剑士" not in posts[0].text


def test_xulizhan_on_even_nights_voids_that_nights_jianhen() -> None:
    """蓄力斩<普通>：「游戏偶数日夜晚，剑士可以选择一名角色，对其造成一次[致死伤害]。当夜剑士发动的<剑痕>失效。」"""
    g = game()
    asked: list[int] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "蓄力斩":
            asked.append(g.round)
            return {"target": 16}
        if ask.skill == "剑痕":
            return {"choice": "留言", "say": "斩"}
        return {"target": 1} if ask.skill == "藏匿" else None

    run(g, script, until=lambda g: g.round == 3 and g.phase == "白天" and bool(g.pending))
    assert asked == [2] and st(g).chars[16].out
    posts = [e.text for e in g.log.entries if e.kind == "announce"]
    assert "前夜剑痕: 斩" in posts[0] and "前夜剑痕" not in posts[1]  # night 1's message; night 2's was voided


def test_a_red_carded_character_is_afk_targetable_but_never_acts() -> None:
    """「被红牌罚下的角色自动进入挂机状态。挂机状态的存活角色属于游戏范畴，允许被选为技能或投票的目标，但不能继续参与讨论、
    投票、行使特权」; <强制> choices of a 挂机 character are the 导演's: 「或该角色处于挂机状态时，导演代之随机选择」."""
    g = Game(RULES, 21, 1, {"最多天数": 6, "红牌": {"1": [1, "夜晚"], "17": [1, "白天"]}}, forced={"身份": [LAYOUT]})
    asked: set[tuple[int, str]] = set()

    def script(g: Game, ask: Ask) -> Any:
        asked.add((ask.seat, ask.skill))
        return {"target": 1} if ask.skill == "投票" and g.round == 2 else None

    run(g, script, until=lambda g: g.round == 2 and g.phase == "夜晚")
    s = st(g)
    assert s.chars[1].afk and s.chars[17].afk
    assert (17, "投票") not in asked and (17, "藏匿") not in asked and (18, "藏匿") in asked  # the group's next voice
    assert (1, "侦测") not in asked and (1, "投票") in asked  # day 1 he still voted; night 1 he is carded
    assert s.chars[1].out  # still a target: voted out on day 2
    assert any("被红牌罚下" in e.text and e.audience.kind == "all" for e in g.log.entries)


def test_a_bad_red_card_setting_is_refused() -> None:
    import pytest

    from daoyan.core.errors import ConfigError

    for bad in ({"22": [1, "白天"]}, {"1": [0, "白天"]}, {"1": [1, "黄昏"]}, {"x": [1, "白天"]}):
        with pytest.raises(ConfigError, match="红牌"):
            Game(RULES, 21, 1, {"红牌": bad})
