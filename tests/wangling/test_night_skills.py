"""002_df7a4ea6bd54eb52.txt — the information and 圣器 skills of the night, 诡辩, 偷袭, 潜行 with 牵制, 夜之躯 and 权势,
through the real flow: a fixed deal (wangling_scripts.LAYOUT) and scripted answers, each test quoting the words it checks."""

from __future__ import annotations

from typing import Any

from wangling_scripts import at, game, run, st, texts

from daoyan.core.ask import Ask
from daoyan.core.game import Game


def hide_with(holder: int, **night: dict[int, Any]) -> Any:
    """A script: 藏匿 gives the 圣器 to `holder`; `night` maps a skill to {seat: answer} for night 1 (and later)."""

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": holder}
        return night.get(ask.skill, {}).get(ask.seat)

    return script


def test_the_hallow_moves_in_the_books_order_hand_of_night_first() -> None:
    """「移动圣物顺序：<夜之手><诈骗><探查>」; 夜之手<限定>：「守夜人宣言一种身份：若[死亡圣器]当前正被该身份的角色持有，获得之。
    守夜人以此法获得[死亡圣器]时，将得到导演通知。」 — the 牧师 (immune to the curse) holds it; all three reach for it."""
    g = game()
    run(g, hide_with(1, 夜之手={15: {"choice": "牧师"}}, 诈骗={16: {"target": [1, 2]}},
                     探查={13: {"choice": 2, "target": 1}}), until=lambda g: at(g, 2, "白天"))
    assert st(g).shengqi == 15
    assert any("你获得了[死亡圣器]" in t for t in texts(g, 15))
    assert not any("你获得了[死亡圣器]" in t for t in texts(g, 16) + texts(g, 13))


def test_zhapian_takes_the_hallow_from_one_of_two() -> None:
    """诈骗<限定>：「学者选择至多2名角色：若这些角色之一持有[死亡圣器]，获得之。学者以此法获得[死亡圣器]时，将得到导演通知。」"""
    g = game()
    run(g, hide_with(1, 诈骗={16: {"target": [3, 1]}}), until=lambda g: at(g, 2, "白天"))
    assert st(g).shengqi == 16 and "诈骗" in st(g).chars[16].spent
    assert any("你获得了[死亡圣器]" in t for t in texts(g, 16))


def test_tancha_tells_a_camp_or_takes_the_hallow() -> None:
    """探查<普通>：「游荡者选择一名角色，并选择以下效果之一：」 「1.获知该角色当前阵营。」
    「2.若该角色持有[死亡圣器]，获得之。游荡者以此法获得[死亡圣器]时，将得到导演通知。」"""
    g = game()
    run(g, hide_with(1, 探查={13: {"choice": 1, "target": 16}}), until=lambda g: at(g, 2, "白天"))
    assert any("16号属于环蛇阵营" in t for t in texts(g, 13)) and st(g).shengqi == 1
    g = game()
    run(g, hide_with(1, 探查={13: {"choice": 2, "target": 1}}), until=lambda g: at(g, 2, "白天"))
    assert st(g).shengqi == 13


def test_jingjie_sees_the_skills_aimed_at_its_target_and_their_feedback_not_their_users() -> None:
    """警戒<普通>：「弓兵选择一名角色：夜晚结束时，若弓兵仍存活，获知当晚以该角色为目标的所有非<团队>技能与这些技能对应的
    反馈。」 (A-WL-15: names and results, no users; <牵制> is <团队>: not shown)"""
    g = game()
    run(g, hide_with(1, 警戒={4: {"target": 16}}, 侦测={1: {"target": 16}}, 探查={13: {"choice": 1, "target": 16}},
                     牵制={2: {"target": 16}}), until=lambda g: at(g, 2, "白天"))
    seen = [t for t in texts(g, 4) if t.startswith("<警戒>")]
    assert len(seen) == 1 and "<侦测> 否" in seen[0] and "<探查> 环蛇" in seen[0]
    assert "牵制" not in seen[0] and "1号" not in seen[0] and "13号" not in seen[0]
    assert seen[0].count("警戒") == 1  # only the heading: his own watch is not among what it sees


def test_anzang_tells_the_identity_an_out_character_had() -> None:
    """安葬<普通>：「村长选择一名已出局的角色，获知其出局时的身份。」 — the 贵族 voted out on day 2, buried on night 2."""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 1}
        if ask.skill == "投票" and g.round == 2:
            return {"target": 21}
        if ask.skill == "安葬":
            return {"target": 21}
        return None

    run(g, script, until=lambda g: at(g, 3, "白天"))
    assert st(g).chars[21].out and any("<安葬>: 21号出局时的身份是贵族" in t for t in texts(g, 5))


def test_guibian_puts_the_scholars_pick_out_instead_of_the_top() -> None:
    """诡辩<普通>：「学者选择一名角色：若该角色在第二天的投票阶段为得票数最多或之一，则由学者选择一名角色，则该角色在这个投票
    阶段代替所有高票角色因投票出局。」"""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 1}
        if ask.skill == "诡辩" and g.phase == "夜晚":
            return {"target": 8}
        if ask.skill == "诡辩":
            return {"target": 9}
        if ask.skill == "投票" and g.round == 2:
            return {"target": 8}
        return None

    run(g, script, until=lambda g: at(g, 2, "夜晚"))
    assert st(g).chars[9].out and not st(g).chars[8].out


def test_touxi_kills_only_when_it_is_the_nights_only_one() -> None:
    """偷袭<限定>：「恶徒选择一名角色，如果当夜所有角色发动<偷袭>的次数为1，该角色受到一次[致死伤害]。」"""
    g = game()
    run(g, hide_with(1, 偷袭={17: {"target": 8}}), until=lambda g: at(g, 2, "白天"))
    assert st(g).chars[8].out and "偷袭" in st(g).chars[17].spent
    g = game()
    run(g, hide_with(1, 偷袭={17: {"target": 8}, 18: {"target": 9}}), until=lambda g: at(g, 2, "白天"))
    assert not st(g).chars[8].out and not st(g).chars[9].out  # two 偷袭: the count is not 1


def test_qianxing_shields_the_wanderer_and_voids_his_other_skills() -> None:
    """潜行<限定>：「当晚游荡者不受任何其他角色的技能效果影响；发动<潜行>的夜晚游荡者发动其他技能失效。」"""
    g = game()
    run(g, hide_with(1, 潜行={13: {"choice": "发动"}}, 突击={2: {"target": 13}},
                     探查={13: {"choice": 1, "target": 16}}), until=lambda g: at(g, 2, "白天"))
    assert not st(g).chars[13].out
    assert any("<探查>失效" in t for t in texts(g, 13)) and not any("16号属于" in t for t in texts(g, 13))


def test_qianzhi_voids_qianxing() -> None:
    """「<牵制>的目标角色发动的<潜行>无效。」 — so the 突击 kills him; the 潜行 is still spent."""
    g = game()
    run(g, hide_with(1, 牵制={2: {"target": 13}}, 潜行={13: {"choice": "发动"}}, 突击={2: {"target": 13}}),
        until=lambda g: at(g, 2, "白天"))
    assert st(g).chars[13].out and "潜行" in st(g).chars[13].spent


def test_yezhiqu_flips_the_watchman_by_day() -> None:
    """夜之躯<普通>：「游戏日白天，守夜人可以选择发动该此技能：守夜人即时翻转身份。」 (「此外，守夜人可以发动<夜之躯>。」)"""
    g = game()
    run(g, lambda g, a: {"skill": "夜之躯", "target": "弃权"} if a.seat == 15 and a.skill == "投票" else None,
        until=lambda g: at(g, 1, "夜晚"))
    assert st(g).chars[15].identity == "夜行怪" and st(g).chars[15].undead


def test_quanshi_names_the_only_valid_voters_of_the_next_day() -> None:
    """权势<普通>：「贵族出局后，在下个白天开始之前，其可以指定任意数目的角色。在下个白天导演公告仅有这些角色当日投票有效。」;
    「此外<权势>虽然已经可以触发，但是在次日白天才会公示。」"""
    g = game()
    named: list[int] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 1}
        if ask.skill == "投票" and g.round == 2:
            return {"target": 21}
        if ask.skill == "权势":
            if len(named) < 2:
                named.append([5, 6][len(named)])
                return {"target": named[-1]}
            return {"choice": "完成"}
        if ask.skill == "投票" and g.round == 3:
            return {"target": 7 if ask.seat in (5, 6) else 8}  # 2 valid votes for 7, 13 void ones for 8
        return None

    run(g, script, until=lambda g: at(g, 3, "夜晚"))
    posts = [e.text for e in g.log.entries if e.kind == "announce"]
    assert "前日权势: 今日仅5号、6号的投票有效" in posts[1] and not any("权势" in p for p in posts[:1])
    assert st(g).chars[7].out and not st(g).chars[8].out
