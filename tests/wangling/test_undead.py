"""002_df7a4ea6bd54eb52.txt 【亡灵阵营】 and 「翻转身份」, driven through the flow: each test quotes the book's words it
checks. A fixed deal (tests/wangling/test_flow.py's LAYOUT: 1 牧师, 2 枪兵, 3 骑兵, 4 弓兵, 5 村长, 6–11 村民, 12 剑士,
13 游荡者, 14 慰魂师, 15 守夜人, 16 学者, 17–20 恶徒, 21 贵族) and scripted answers; every other ask takes its default."""

from __future__ import annotations

from typing import Any

from wangling_scripts import at, game, run, st

from daoyan.core.ask import Ask
from daoyan.core.game import Game

NIGHT_BODY = {"skill": "夜之躯", "target": "弃权"}  # 守夜人's <夜之躯>, voting 弃权


def told(g: Game, seat: int, key: str) -> list[tuple[int, Any]]:
    """(day, data) of the private lines `seat` was told carrying `key`."""
    return [(e.round, e.data[key]) for e in g.log.entries
            if e.audience.kind == "seats" and e.audience.sees(seat) and key in e.data]


def asked_in(g: Game, script: Any, log: list[tuple[int, int, str]]) -> Any:
    """Wrap `script`, recording (day, seat, skill) of every ask."""
    def wrapped(g: Game, ask: Ask) -> Any:
        log.append((g.round, ask.seat, ask.skill))
        return script(g, ask)
    return wrapped


def gaosizhe_script(night2: dict[str, Any]) -> Any:
    """藏匿 → 9 (村民); night 1 <诅咒> flips him to 腐尸; day 2 everyone votes him out, his <馈赠> goes to the 牧师 (1,
    immune) and his <腐化> names the 慰魂师 (14), who flips to 告死者. `night2`: skill → answer on nights ≥ 2."""
    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 9}
        if ask.skill == "投票" and g.round == 2:
            return {"target": 9}
        if ask.skill == "馈赠":
            return {"target": 1}
        if ask.skill == "腐化":
            return {"target": 14}
        if g.round >= 2 and g.phase == "夜晚" and ask.skill in night2:
            a = night2[ask.skill]
            return a(g, ask) if callable(a) else a
        return None
    return script


# -- 告死者 ---------------------------------------------------------------------------------------------------------
def test_gaosi_the_gaosizhe_gets_the_list_of_each_nights_outs() -> None:
    """002_df7a4ea6bd54eb52.txt 告死<强制>：「告死者获得每个游戏日夜晚的即将出局者名单。」 — night 2 (突击 on 6) he is told
    [6]; night 3 (nobody) he is told the empty list; as 慰魂师 on night 1 he was told nothing."""
    g = game()
    script = gaosizhe_script({"突击": lambda g, a: {"target": 6} if g.round == 2 else None})
    run(g, script, until=lambda g: at(g, 4, "白天"))
    assert st(g).chars[14].identity == "告死者"
    assert told(g, 14, "告死") == [(2, [6]), (3, [])]
    assert st(g).chars[6].out


def test_silingzhou_saves_a_human_and_flips_him_once_a_game() -> None:
    """002_df7a4ea6bd54eb52.txt 死灵咒<限定>：「告死者选择一名在当晚出局的角色：若其属于人类，则该角色不出局并翻转其身份。」
    — night 2 the 枪兵's 突击 on 6 (村民): 死灵咒 on 6 keeps him in as 腐尸; night 3 the 骑兵's 轻袭 on 7 puts 7 and 3
    out, the list is told, but <限定> is spent: no second 死灵咒."""
    g = game()
    asks: list[tuple[int, int, str]] = []
    script = gaosizhe_script({
        "突击": lambda g, a: {"target": 6} if g.round == 2 else None,
        "轻袭": lambda g, a: {"target": 7} if g.round == 3 else None,
        "死灵咒": lambda g, a: {"target": 6} if g.round == 2 else {"target": 7},
    })
    run(g, asked_in(g, script, asks), until=lambda g: at(g, 4, "白天"))
    s = st(g)
    assert not s.chars[6].out and s.chars[6].identity == "腐尸" and s.chars[6].undead
    assert ("死灵咒", "腐尸") in [(d["why"], d["flip"]) for e in g.log.entries if e.audience.sees(6)
                                  and e.audience.kind == "seats" for d in [e.data] if "flip" in d]
    assert [(d, seat) for d, seat, k in asks if k == "死灵咒"] == [(2, 14)]
    assert told(g, 14, "告死") == [(2, [6]), (3, [7, 3])]
    assert s.chars[7].out and s.chars[3].out


def test_silingzhou_does_not_save_an_undead() -> None:
    """002_df7a4ea6bd54eb52.txt 死灵咒<限定>：「告死者选择一名在当晚出局的角色：若其属于人类，则该角色不出局并翻转其身份。」
    — the 腐尸 9 hands the 圣器 to 10 by <灾厄>, the curse makes 10 腐尸 on night 2, the 骑兵's <轻袭> kills him:
    死灵咒 on a 亡灵 does nothing, he goes out (as 腐尸)."""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "灾厄" and g.round == 1:  # the 腐尸 9 hands the 圣器 on to 10, cursed at night 2's start
            return {"target": 10}
        if ask.skill == "轻袭" and g.round == 2:
            return {"target": 10}
        if ask.skill == "死灵咒":
            return {"target": 10}
        return gaosizhe_script({})(g, ask)

    run(g, script, until=lambda g: at(g, 3, "白天"))
    s = st(g)
    assert s.chars[14].identity == "告死者" and s.chars[10].out and s.chars[10].out_as == "腐尸"
    assert "死灵咒" in s.chars[14].spent


def test_a_gaosizhe_going_out_that_night_gets_no_list_a_wl_7() -> None:
    """002_df7a4ea6bd54eb52.txt 「然后如果告死者存活，得到<告死>名单，可以发动<死灵咒>」 (A-WL-7) — the 牧师's <圣光> on the
    告死者 (亡灵: 「该角色当夜结算时出局」) and the 枪兵's 突击 on 6: the 告死者 is told nothing and 6 stays out."""
    g = game()
    asks: list[tuple[int, int, str]] = []
    script = gaosizhe_script({"圣光": {"target": 14}, "突击": {"target": 6}})
    run(g, asked_in(g, script, asks), until=lambda g: at(g, 3, "白天"))
    s = st(g)
    assert s.chars[14].out and s.chars[6].out
    assert told(g, 14, "告死") == [] and not [a for a in asks if a[2] == "死灵咒"]


def test_buxiu_the_gaosizhe_does_not_go_out_by_a_lethal_damage() -> None:
    """002_df7a4ea6bd54eb52.txt 不朽<强制>：「告死者不会因为[致死伤害]出局。」 — night 2 the 枪兵's <突击> and the 骑兵's
    <轻袭> both on the 告死者: he stays in; the 骑兵's own damage puts the 骑兵 out."""
    g = game()
    run(g, gaosizhe_script({"突击": {"target": 14}, "轻袭": {"target": 14}}), until=lambda g: at(g, 3, "白天"))
    s = st(g)
    assert s.chars[14].identity == "告死者" and not s.chars[14].out
    assert s.chars[3].out


# -- 恶灵 -----------------------------------------------------------------------------------------------------------
def test_lingneng_a_new_eling_adds_a_curse() -> None:
    """002_df7a4ea6bd54eb52.txt 灵能<强制>：「恶灵诞生时，[死亡圣器]的<诅咒>技能次数+1。」 — the cursed 学者 becomes 恶灵:
    the curse spent one use and got one back (3); a 腐化 that makes the 牧师 恶灵 adds another."""
    g = game()
    run(g, lambda g, a: {"target": 16} if a.skill == "藏匿" else None, until=lambda g: at(g, 2, "白天"))
    s = st(g)
    assert s.chars[16].identity == "恶灵" and s.curse_left == 3

    g = game()
    script = gaosizhe_script({})

    def via_fuhua(g: Game, ask: Ask) -> Any:
        return {"target": 1} if ask.skill == "腐化" else script(g, ask)

    run(g, via_fuhua, until=lambda g: at(g, 2, "夜晚"))
    s = st(g)
    assert s.chars[1].identity == "恶灵" and s.curse_left == 3  # 3 − 1 (村民 9 on night 1) + 1


def test_xuti_the_eling_voted_out_keeps_speaking_and_voting_and_leaves_last_words() -> None:
    """002_df7a4ea6bd54eb52.txt 虚体<普通>：「恶灵因投票出局时，可以发动此技能：恶灵视为出局，但仍保留发言权和投票权。
    （恶灵发动此技能后依然可以留遗言。）」 — the cursed 学者 (恶灵) is voted out on day 2 and uses 虚体: he is out (not a
    vote target), leaves last words, and on day 3 his lone vote puts 21 out."""
    g = game()
    asks: list[tuple[int, int, str]] = []
    day3_options: list[Any] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 16}
        if ask.skill == "投票" and g.round == 2:
            return {"target": 16}
        if ask.skill == "虚体":
            return {"choice": "发动"}
        if ask.skill == "馈赠":
            return {"target": 1}
        if ask.skill == "遗言" and ask.seat == 16:
            return {"choice": "遗言", "say": "我还在"}
        if ask.skill == "投票" and g.round == 3 and ask.seat == 16:
            day3_options.extend(ask.options)
            return {"target": 21}
        return None

    run(g, asked_in(g, script, asks), until=lambda g: at(g, 3, "夜晚"))
    s = st(g)
    assert s.chars[16].out and s.chars[16].xuti
    assert (2, 16, "虚体") in asks and (2, 16, "遗言") in asks and (3, 16, "投票") in asks
    assert {"target": 16} not in day3_options
    assert any(e.kind == "announce" and e.round == 3 and "我还在" in e.text for e in g.log.entries)
    assert s.chars[21].out  # his vote was the only one: 21 had the unique top


def test_without_xuti_an_out_eling_does_not_vote() -> None:
    """002_df7a4ea6bd54eb52.txt 「角色出局结算结束后，不能继续参与讨论、投票、行使特权」 — the control for 虚体: declined, the
    恶灵 gets no vote on day 3."""
    g = game()
    asks: list[tuple[int, int, str]] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 16}
        if ask.skill == "投票" and g.round == 2:
            return {"target": 16}
        return {"target": 1} if ask.skill == "馈赠" else None

    run(g, asked_in(g, script, asks), until=lambda g: at(g, 3, "夜晚"))
    assert st(g).chars[16].out and not st(g).chars[16].xuti
    assert (2, 16, "虚体") in asks and (3, 16, "投票") not in asks


# -- 活尸 -----------------------------------------------------------------------------------------------------------
def test_weizhuang_a_cursed_qiangbing_keeps_qianzhi() -> None:
    """002_df7a4ea6bd54eb52.txt 伪装<强制>：「任意角色成为活尸后，不会失去原身份的<团队>技能。」 — the cursed 枪兵 (活尸) is
    still the 民兵's voice for <牵制> (a <团队> skill), and his <牵制> voids the 牧师's <侦测>."""
    g = game()
    asks: list[tuple[int, int, str]] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 2}
        if ask.skill == "牵制":
            return {"target": 1}
        return {"target": 9} if ask.skill == "侦测" else None

    run(g, asked_in(g, script, asks), until=lambda g: at(g, 2, "白天"))
    assert st(g).chars[2].identity == "活尸"
    assert [a for a in asks if a[2] == "牵制"] == [(1, 2, "牵制")]
    assert told(g, 1, "void") == [(1, "侦测")]


def test_weizhuang_a_cursed_thug_keeps_zhuizong() -> None:
    """002_df7a4ea6bd54eb52.txt 伪装<强制>：「任意角色成为活尸后，不会失去原身份的<团队>技能。」 — a 恶徒 (17) holding the
    圣器 is cursed to 活尸 on night 2; on day 3 <追踪> (a <团队> skill of 恶徒) still tells him, with the other 恶徒."""
    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else None, until=lambda g: at(g, 2, "白天"))
    st(g).shengqi = 17  # the 圣器 reaches a 恶徒 (as by <馈赠>/<灾厄>)
    run(g, lambda g, a: None, until=lambda g: at(g, 3, "白天") and bool(g.pending))
    assert st(g).chars[17].identity == "活尸"
    for thug in (17, 18, 19, 20):
        assert (3, 17) in told(g, thug, "追踪"), thug


def test_jiqun_three_living_huoshi_bite_twice_in_order() -> None:
    """002_df7a4ea6bd54eb52.txt 集群<强制>：「当存活的活尸数量大于等于3时，每夜可以额外发动一次<啃咬>。（必须指定顺序）」 — the
    curse makes 2, 3, 4 活尸 on nights 1–3 (each holder hands the 圣器 on by <灾厄>): nights 1 and 2 one <啃咬>, night 3
    two, settled in the order given (5, then 6)."""
    g = game()
    asks: list[tuple[int, int, str]] = []
    bites = iter([{"target": 5}, {"target": 6}])

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 2}
        if ask.skill == "灾厄":
            return {1: {"target": 3}, 2: {"target": 4}}.get(g.round)
        if ask.skill == "啃咬" and g.round == 3:
            return next(bites)
        return None

    run(g, asked_in(g, script, asks), until=lambda g: at(g, 4, "白天"))
    s = st(g)
    assert [s.chars[x].identity for x in (2, 3, 4)] == ["活尸"] * 3 and s.curse_left == 0
    assert [d for d, _, k in asks if k == "啃咬"] == [1, 2, 3, 3]
    assert s.chars[5].out and s.chars[6].out
    post = next(e.text for e in g.log.entries if e.kind == "announce" and e.round == 4)
    assert "前一日夜晚出局: 5号、6号" in post or post.index("5号") < post.index("6号")


# -- 腐尸 -----------------------------------------------------------------------------------------------------------
def test_fuhua_a_fushi_voted_out_flips_a_non_undead() -> None:
    """002_df7a4ea6bd54eb52.txt 腐化<普通>：「当腐尸因投票出局时，腐尸选择一名角色，若该角色属于非亡灵阵营，该角色翻转其
    身份。」 — the cursed 村民 9 is voted out and names the 慰魂师 (14): he flips to 告死者 and is told (「受到<腐化>的角色得到
    通知」)."""
    g = game()
    run(g, gaosizhe_script({}), until=lambda g: at(g, 2, "夜晚"))
    s = st(g)
    assert s.chars[9].out and s.chars[14].identity == "告死者" and s.chars[14].undead
    assert ("腐化", "告死者") in [(e.data["why"], e.data["flip"]) for e in g.log.entries
                                  if e.audience.kind == "seats" and e.audience.sees(14) and "flip" in e.data]


def test_fuhua_does_not_flip_an_undead() -> None:
    """002_df7a4ea6bd54eb52.txt 腐化<普通>：「…若该角色属于非亡灵阵营，该角色翻转其身份。」 — the 腐尸 9 names the 腐尸 10
    (cursed on night 2): 10 stays 腐尸."""
    g = game()

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 9}
        if ask.skill == "灾厄" and g.round == 1:
            return {"target": 10}
        if ask.skill == "投票" and g.round == 3:
            return {"target": 9}
        return {"target": 10} if ask.skill == "腐化" else None

    run(g, script, until=lambda g: at(g, 3, "夜晚"))
    s = st(g)
    assert s.chars[9].out and s.chars[10].identity == "腐尸" and not s.chars[10].out


# -- 夜行怪 ---------------------------------------------------------------------------------------------------------
def test_yezhiyan_the_yexingguai_learns_the_holders_identity() -> None:
    """002_df7a4ea6bd54eb52.txt 夜之眼<强制>：「夜行怪加入游戏时，获知当前[死亡圣器]的持有者的身份。」 — the 守夜人 turns
    夜行怪 by <夜之躯> on day 2; the 圣器 is with the 牧师 (1): he is told 牧师."""
    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else (
        NIGHT_BODY if a.skill == "投票" and a.seat == 15 and g.round == 2 else None),
        until=lambda g: at(g, 2, "夜晚"))
    assert st(g).chars[15].identity == "夜行怪"
    assert told(g, 15, "夜之眼") == [(2, "牧师")]


def test_yezhixin_a_lone_yexingguai_flips_back_at_day_start() -> None:
    """002_df7a4ea6bd54eb52.txt 夜之心<强制>：「游戏日白天开始时，若场上不存在夜行怪以外的亡灵阵营角色，夜行怪翻转身份。」
    — alone (the 圣器 with the immune 牧师) he is 守夜人 again on day 3; with the cursed 腐尸 9 alive he stays 夜行怪."""
    for holder, back in ((1, True), (9, False)):
        g = game()
        run(g, lambda g, a, holder=holder: {"target": holder} if a.skill == "藏匿" else (
            NIGHT_BODY if a.skill == "投票" and a.seat == 15 and g.round == 2 else None),
            until=lambda g: at(g, 3, "白天") and bool(g.pending))
        assert st(g).chars[15].identity == ("守夜人" if back else "夜行怪"), holder


# -- 恶徒's <追踪> and the day's start -----------------------------------------------------------------------------
def test_zhuizong_tells_the_thugs_the_holder_unless_a_thug_holds_it() -> None:
    """002_df7a4ea6bd54eb52.txt 追踪<团队><强制>：「游戏日白天开始时，如果[死亡圣器]的持有者不是恶徒，得知一次[死亡圣器]的
    持有者。」 — day 2: the 牧师 (1) holds it, every 恶徒 is told 1; the 圣器 then goes to the 恶徒 17 (the 神眷者, so
    not cursed): day 3 nobody is told."""
    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else None, until=lambda g: at(g, 2, "白天"))
    st(g).shengqi, st(g).shenjuanzhe = 17, 17
    run(g, lambda g, a: None, until=lambda g: at(g, 3, "白天") and bool(g.pending))
    assert st(g).chars[17].identity == "恶徒"
    for thug in (17, 18, 19, 20):
        assert told(g, thug, "追踪") == [(2, 1)], thug
    assert told(g, 1, "追踪") == []


def test_the_day_start_settles_yezhixin_then_zhuizong_then_posts() -> None:
    """002_df7a4ea6bd54eb52.txt 白天开始阶段: 「结算白天开始的技能：<夜之心><追踪>」, then 「公示前一日出局的角色名单…」 — on
    day 3 the lone 夜行怪's flip back, then the 恶徒's <追踪> (the 牧师 holds the 圣器), then the 公示."""
    g = game()
    run(g, lambda g, a: {"target": 1} if a.skill == "藏匿" else (
        NIGHT_BODY if a.skill == "投票" and a.seat == 15 and g.round == 2 else None),
        until=lambda g: at(g, 3, "白天") and bool(g.pending))
    day3 = [e for e in g.log.entries if e.round == 3]
    flip = next(i for i, e in enumerate(day3) if e.data.get("why") == "夜之心")
    track = next(i for i, e in enumerate(day3) if "追踪" in e.data)
    post = next(i for i, e in enumerate(day3) if e.kind == "announce")
    assert flip < track < post


# -- 翻转身份 -------------------------------------------------------------------------------------------------------
def test_a_flip_tells_drops_the_identitys_skills_and_grants_the_new_ones() -> None:
    """002_df7a4ea6bd54eb52.txt 翻转身份: 「当一名角色转化身份时，该角色受到通知，失去当前所有身份技能，失去的技能效果全部
    终止，并获得对应身份的身份技能。」 — the cursed 枪兵 is told, is no longer asked <突击> and is asked <啃咬>."""
    g = game()
    asks: list[tuple[int, int, str]] = []
    run(g, asked_in(g, lambda g, a: {"target": 2} if a.skill == "藏匿" else None, asks),
        until=lambda g: at(g, 2, "白天"))
    assert [(d, x["flip"]) for d, x in [(e.round, e.data) for e in g.log.entries
                                        if e.audience.kind == "seats" and e.audience.sees(2)] if "flip" in x] \
        == [(1, "活尸")]
    mine = {k for d, seat, k in asks if seat == 2 and d == 1}
    assert "突击" not in mine and "啃咬" in mine
    # control: the 骑兵 (human) is still asked <轻袭>
    assert (1, 3, "轻袭") in asks


def test_a_flip_ends_the_lost_skills_effects() -> None:
    """002_df7a4ea6bd54eb52.txt 翻转身份: 「…失去当前所有身份技能，失去的技能效果全部终止…」 — the 弓兵 (4) uses <警戒> on
    night 2, is killed by <突击> and saved by <死灵咒>, flipping to 活尸: his <警戒> (a 弓兵 skill, lost) gives him no
    feedback at night end."""
    g = game()
    script = gaosizhe_script({
        "警戒": lambda g, a: {"target": 5} if g.round == 2 else None,
        "突击": lambda g, a: {"target": 4} if g.round == 2 else None,
        "死灵咒": {"target": 4},
    })
    run(g, script, until=lambda g: at(g, 3, "白天"))
    s = st(g)
    assert s.chars[4].identity == "活尸" and not s.chars[4].out
    assert told(g, 4, "警戒") == []


def test_a_flip_back_returns_to_the_dealt_identity_and_spent_once_skills_stay_spent_a_wl_10() -> None:
    """002_df7a4ea6bd54eb52.txt 翻转身份: 「每种人类身份都对应了括号中的亡灵身份…」; 「标明<限定>的技能只能发动一次。」
    (A-WL-10) — the 守夜人 uses <夜之手> (限定) on night 1, turns 夜行怪 on day 2, flips back by <夜之心> on day 3: he is
    守夜人 of 圣殿 again and is not asked <夜之手> again; and the 慰魂师's <安魂> turns the 腐尸 9 back into a 村民."""
    g = game()
    asks: list[tuple[int, int, str]] = []

    def script(g: Game, ask: Ask) -> Any:
        if ask.skill == "藏匿":
            return {"target": 1}
        if ask.skill == "夜之手":
            return {"choice": "村民"}
        return NIGHT_BODY if ask.skill == "投票" and ask.seat == 15 and g.round == 2 else None

    run(g, asked_in(g, script, asks), until=lambda g: at(g, 4, "白天"))
    c = st(g).chars[15]
    assert c.identity == "守夜人" and c.camp == "圣殿" and "夜之手" in c.spent
    assert [d for d, seat, k in asks if k == "夜之手"] == [1]

    g = game()
    run(g, lambda g, a: {"target": 9} if a.skill == "藏匿" else (
        {"target": 9} if a.skill == "安魂" and g.round == 2 else None), until=lambda g: at(g, 3, "白天"))
    c = st(g).chars[9]
    assert c.identity == "村民" and c.camp == "莱恩" and not c.out


def test_a_flip_ends_the_scholars_pending_guibian_and_tuoyin() -> None:
    """002_df7a4ea6bd54eb52.txt 翻转身份: 「…失去当前所有身份技能，失去的技能效果全部终止…」 — the 学者 (16) is killed by
    <突击> on night 2 and saved by <死灵咒>, flipping to 恶灵: his <诡辩> of that night no longer steers day 3's vote (5,
    the top, goes out), and his <拓印> of that night gives him no skill at night end."""
    def make(skill: str) -> Game:
        g = game()
        script = gaosizhe_script({
            skill: lambda g, a: ({"target": 5} if any("target" in o for o in a.options) else None)
            if g.round == 2 else None,
            "突击": lambda g, a: {"target": 16} if g.round == 2 else None,
            "死灵咒": {"target": 16},
        })
        asks: list[tuple[int, int, str]] = []

        def day3(g: Game, ask: Ask) -> Any:
            if ask.skill == "投票" and g.round == 3:
                return {"target": 5}
            return {"target": 12} if ask.skill == "诡辩" else script(g, ask)

        run(g, asked_in(g, day3, asks), until=lambda g: at(g, 3, "夜晚"))
        assert st(g).chars[16].identity == "恶灵" and not st(g).chars[16].out
        assert (2, 16, skill) in asks
        if skill == "诡辩":
            assert (3, 16, "诡辩") not in asks and st(g).chars[5].out and not st(g).chars[12].out
        return g

    make("诡辩")
    g = make("拓印")
    # he learned 5's skills that night (「获知…」, at once); he gained none (「若当夜结束时学者仍然存活，获得该技能」)
    assert st(g).chars[16].copied is None and told(g, 16, "拓印") == [(2, 5)]
