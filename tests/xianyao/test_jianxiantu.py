"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): [四方鉴仙图] claimed as a (夜行) skill by a
self-declared double 【妖众】 — the d6, true and fake answers, 【妖首】's [双妖], effects ③ and ④."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, scenario

from daoyan.core.errors import ScenarioError

SEED = "000_21ded97409bf0f89.txt"

# 1 holds 仙子 under a 妖众; 2 a top 妖首; 3 is top 妖众 / bottom 妖首 ([双妖]); 4, 5, 6 are start double 妖众.
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"],
         4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
CARDS5 = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"], 4: ["妖众", "妖众"], 5: ["妖众", "妖众"]}
ABSTAIN = "弃票"


def claim(rnd: int, seat: int, effect: int, target: Any = None) -> dict[str, Any]:
    out = d(rnd, seat, "鉴仙图", choice=effect)
    if target is not None:
        out["target"] = target
    return out


def play(*decisions: dict[str, Any], until: int | None = None, players: int = 6, **extra: Any) -> dict[str, Any]:
    return scenario(CARDS if players == 6 else CARDS5, *decisions, seed=11, until=until, **extra)


def answers(r: dict[str, Any]) -> list[str]:
    """The host's 是/否 to each ①/② claim, in order."""
    return [e["data"]["answer"] for e in r["log"] if e["kind"] == "info" and e.get("data", {}).get("skill") == "鉴仙图"]


def vote_result(r: dict[str, Any], rnd: int) -> list[int]:
    return next(e["data"]["sealed"] for e in r["log"] if e["round"] == rnd and e["phase"] == "黑夜"
                and e["kind"] == "result" and e["text"].startswith("所有玩家请放下手"))


def sealed_rounds(r: dict[str, Any], seat: int) -> list[int | None]:
    return [c["sealed_round"] for c in r["seats"][str(seat)]["cards"]]


# 4 puts 5 into the [封印状态] with the votes of nights 1 and 2 ([讼罪])
SONGZUI_5 = [d(1, 4, "诛仙投票", target=[5, 5]), d(2, 4, "诛仙投票", target=[5, ABSTAIN])]


# ---------------------------------------------------------------------------------------------
# the claim, the d6, once a game
def test_the_claim_is_public_and_the_d6_is_rolled_secretly_before_each_effect():
    """「任何玩家发动前,【源尊】都会暗投六面骰」; 「——处理[四方鉴仙图]的效果前,【源尊】首先暗投六面骰。」
    — four claims (true and fake, effects ①–④): one host-only d6 each, after the claim, before its answer."""
    r = play(claim(1, 4, 1, 2), claim(1, 1, 2, "4:顶层"), claim(1, 5, 3), claim(1, 6, 4, 2), until=1,
             dice=[3, 6, 2, 5], random={"发言方向": "顺时针", "起始玩家": 4})
    log = r["log"]
    claims = [e for e in log if e["kind"] == "claim"]
    assert [(e["data"]["seat"], e["data"]["effect"]) for e in claims] == [(4, 1), (5, 3), (6, 4), (1, 2)]
    assert all(e["audience"] == "all" and "宣称自己为双【妖众】" in e["text"] for e in claims)
    rolls = [e for e in log if e["kind"] == "chance" and e["data"]["chance"] == "鉴仙图"]
    assert [e["data"]["value"] for e in rolls] == [3, 6, 2, 5]
    assert all(e["audience"] == "host" and e["data"]["kind"] == "d6" for e in rolls)
    for c, roll in zip(claims, rolls, strict=True):
        assert log.index(c) < log.index(roll)
    first_answer = next(e for e in log if e["kind"] == "info" and e.get("data", {}).get("skill") == "鉴仙图")
    assert log.index(rolls[0]) < log.index(first_answer) < log.index(claims[1])
    assert r["unused_random"] == {}


def test_once_a_game_for_each_player():
    """「[四方鉴仙图]的技能[鉴仙图]是一个(夜行)类技能,每个玩家整局游戏只能发动一次」 (双【妖众】:「整局游戏限一次」)."""
    first = claim(1, 1, 1, 2)  # a fake claim uses it up too
    r = play(first, until=2)
    assert [e["data"]["seat"] for e in r["log"] if e["kind"] == "claim"] == [1]
    with pytest.raises(ScenarioError, match="不是合法选择") as err:
        play(first, claim(2, 1, 1, 3), until=2)
    assert err.value.entry == "decisions[1]"
    # not offered again in the ③ window after the vote of the same night either
    with pytest.raises(ScenarioError, match="never asked"):
        play(first, d(1, 1, "发言", choice="过"), claim(1, 1, 3), until=1)
    # another player still may
    r2 = play(first, claim(2, 4, 1, 2), until=2)
    assert [e["data"]["seat"] for e in r2["log"] if e["kind"] == "claim"] == [1, 4]


def test_answer_can_be_told_to_the_claimant_only():
    """A-XY-10 (who hears ①/②) is a room setting: 鉴仙图答案: 本人 tells only the claimant."""
    r = play(claim(1, 4, 1, 2), until=1, options={"鉴仙图答案": "本人"}, dice=[6])
    said = [e for e in r["log"] if e["kind"] == "info" and e.get("data", {}).get("skill") == "鉴仙图"]
    assert [(e["audience"], e["data"]["answer"]) for e in said] == [([4], "是")]
    pub = play(claim(1, 4, 1, 2), until=1, dice=[6])
    assert [e["audience"] for e in pub["log"] if e.get("data", {}).get("answer") in ("是", "否")] == ["all"]


def test_a_claim_may_be_made_in_any_speaking_turn():
    """「注:整个发言讨论阶段,玩家发言时均可以发动(夜行)类技能。」 — 4 passes his first turn and claims in the second."""
    r = play(d(1, 4, "发言", choice="过"), claim(1, 4, 1, 2), until=1, dice=[6])
    log = r["log"]
    second = next(i for i, e in enumerate(log) if e["text"].startswith("第二轮发言"))
    the_claim = next(i for i, e in enumerate(log) if e["kind"] == "claim")
    assert second < the_claim
    assert answers(r) == ["是"]


# ---------------------------------------------------------------------------------------------
# ① and ②: true, fake, [双妖]
@pytest.mark.parametrize(("target", "die", "want"), [(2, 5, "是"), (1, 6, "是"), (3, 5, "是"), (5, 1, "否")])
def test_true_double_yaozhong_gets_the_true_answer_to_1(target, die, want):
    """①「询问【源尊】该玩家开局时,是否持有任何【妖首】牌、[星空仙人]牌。」 — 「真双【妖众】,会获得正确答案/正常效果」
    (the die would have said the opposite to a fake)."""
    r = play(claim(1, 4, 1, target), until=1, dice=[die])
    assert answers(r) == [want]
    # 「◇使用效果①,玩家只能指定目标,不能问具体是什么身份牌。而【源尊】只会回答是、否,不要说任何多余的话。」
    said = [e["text"] for e in r["log"] if e.get("data", {}).get("answer") in ("是", "否")]
    assert said == [f"【源尊】回答: {want}"]


def test_1_asks_about_the_cards_held_at_the_start():
    """①「该玩家开局时,是否持有任何【妖首】牌」 — 2's 妖首 was sealed in night 1; the true answer is still 是."""
    r = play(d(1, 4, "诛仙投票", target=[2, 2]), claim(2, 5, 1, 2), until=2, dice=[6])
    assert r["seats"]["2"]["cards"][0]["sealed"]
    assert answers(r) == ["是"]


@pytest.mark.parametrize(("die", "want"), [(1, "是"), (4, "是"), (5, "否"), (6, "否")])
def test_fake_1_answers_by_the_die(die, want):
    """「——假双【妖众】玩家发动此技能,若骰子点数为:」「※1~4,【源尊】回答是;※5、6,【源尊】回答否。」
    — 1 (仙子 under a 妖众) is no double 妖众."""
    r = play(claim(1, 1, 1, 2), until=1, dice=[die])
    assert answers(r) == [want]


@pytest.mark.parametrize(("die", "want"), [(1, "是"), (2, "是"), (3, "否"), (6, "否")])
def test_fake_2_answers_by_the_die(die, want):
    """②「——假双【妖众】玩家发动此技能,若骰子点数为:」「※1、2,【源尊】回答是;※3~6,【源尊】回答否。」"""
    r = play(claim(1, 2, 2, "1:底层"), until=1, dice=[die])
    assert answers(r) == [want]


@pytest.mark.parametrize("card", ["1:顶层", "1:底层", "2:顶层", "2:底层", "3:底层"])
def test_true_2_every_card_of_this_game_is_no_non_key_general(card):
    """②「指定一名玩家此时持有的一张身份牌,询问【源尊】此牌是否为非【关键身份】的【将领】牌。」 — 妖众 is no
    【将领】, 仙子 and 妖首 are 【关键身份】: the true answer is 否 even on a die that makes a fake say 是."""
    r = play(claim(1, 4, 2, card), until=1, dice=[1])
    assert answers(r) == ["否"]


def test_2_names_a_card_the_player_holds_now():
    """②「指定一名玩家此时持有的一张身份牌」 — after 1's top is sealed he holds one card: no 底层 to name."""
    vote = d(1, 4, "诛仙投票", target=[1, 1])
    r = play(vote, claim(2, 5, 2, "1:顶层"), until=2, dice=[1])
    assert answers(r) == ["否"]  # now the 仙子 card: a 【关键身份】
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(vote, claim(2, 5, 2, "1:底层"), until=2)


@pytest.mark.parametrize(("effect", "target", "die"), [(1, 5, 1), (2, "2:顶层", 1)])
def test_shuangyao_gets_correct_answers(effect, target, die):
    """[双妖]「若玩家开局时为顶层【妖众】、底层【妖首】,且【妖众】牌未被[封印],玩家宣称自己为双【妖众】并发动
    [四方鉴仙图]上效果①或②时,可以获得正确答案。」 — 3 is top 妖众 / bottom 妖首 at 6 players."""
    r = play(claim(1, 3, effect, target), until=1, dice=[die])
    assert answers(r) == ["否"]
    fake = play(claim(1, 1, effect, target), until=1, dice=[die])
    assert answers(fake) == ["是"]


def test_no_shuangyao_at_five_players():
    """[双妖]「——5玩家时无[双妖]技能!」 — the same claim of 3 at 5 players gets the die's answer."""
    r = play(claim(1, 3, 1, 5), until=1, players=5, dice=[1])
    assert answers(r) == ["是"]


def test_no_shuangyao_once_the_top_yaozhong_is_sealed():
    """[双妖] needs 「且【妖众】牌未被[封印]」 — 3's top 妖众 was voted away in night 1."""
    r = play(d(1, 4, "诛仙投票", target=[3, 3]), claim(2, 3, 1, 5), until=2, dice=[1])
    assert answers(r) == ["是"]
    still = play(claim(2, 3, 1, 5), until=2, dice=[1])
    assert answers(still) == ["否"]


def test_a_sealed_xiyan_player_may_claim_while_speaking():
    """双【妖众】「黑夜讨论阶段,无论玩家处于何种状态,在玩家可以发言时,都可以公开宣称自己的两层身份牌都为【妖众】」
    — 5 is in the [封印状态] ([讼罪], 戏言) and still a true double 妖众."""
    base = [*SONGZUI_5, d(2, 5, "黎明", choice="戏言")]
    r = play(*base, claim(3, 5, 1, 2), until=3, dice=[6])
    assert r["seats"]["5"]["state"] == "讼罪"
    assert answers(r) == ["是"]


# ---------------------------------------------------------------------------------------------
# ③
# 1 puts both votes on 3, 2 one vote on 3: 3 has 3; 4 (a start double 妖众) puts both on 2: 2 has 2.
VOTES = [d(1, 1, "诛仙投票", target=[3, 3]), d(1, 2, "诛仙投票", target=[3, ABSTAIN]),
         d(1, 4, "诛仙投票", target=[2, 2])]


def test_true_3_doubles_every_vote_of_the_start_double_yaozhong():
    """③「讨论阶段或[诛仙投票]后,令所有开局时为双【妖众】玩家(无论状态),每一票的票数+1(一票顶两票)。」
    — 5 claims ③ (true); 4's two votes now weigh 4 and outvote the 3 votes on 3."""
    plain = play(*VOTES, until=1)
    assert vote_result(plain, 1) == [3]
    r = play(*VOTES, claim(1, 5, 3), until=1, dice=[4])
    assert vote_result(r, 1) == [2]
    totals = next(e["data"]["totals"] for e in r["log"] if "totals" in e.get("data", {}))
    assert totals["2"] == 4 and totals["3"] == 3


def test_fake_3_has_no_effect():
    """③「——假双【妖众】玩家发动此技能不会产生任何效果。」 — 6 is a double 妖众, 1 is not."""
    r = play(*VOTES, claim(1, 1, 3), until=1, dice=[1])
    assert vote_result(r, 1) == [3]
    shuangyao = play(*VOTES, claim(1, 3, 3), until=1, dice=[1])
    assert vote_result(shuangyao, 1) == [3], "[双妖] only helps ① and ②"


def test_3_can_be_claimed_after_the_vote():
    """「【源尊】:有人要发动[四方鉴仙图]效果③么。」
    「◆若任何玩家宣称自己为双【妖众】并发动效果,【源尊】暗中判断是否为真,
    并秘密计算改变后的票数。」 — 6 passes twice while speaking and claims ③ with the hands up."""
    late = [d(1, 6, "发言", choice="过"), d(1, 6, "发言", choice="过"), claim(1, 6, 3)]
    r = play(*VOTES, *late, until=1, dice=[2])
    assert vote_result(r, 1) == [2]
    night = [e for e in r["log"] if e["round"] == 1 and e["phase"] == "黑夜"]
    last_hand = max(i for i, e in enumerate(night) if "votes" in e.get("data", {}))
    question = next(i for i, e in enumerate(night) if e["text"] == "有人要发动[四方鉴仙图]效果③么。")
    the_claim = next(i for i, e in enumerate(night) if e["kind"] == "claim")
    assert last_hand < question < the_claim
    assert [e["kind"] for e in night if e["kind"] == "chance" and e["data"]["chance"] == "鉴仙图"] == ["chance"]
    judged = [e for e in night if "true" in e.get("data", {})]
    assert [(e["audience"], e["data"]["true"]) for e in judged] == [("host", True)], "暗中判断是否为真"


def test_3_lasts_for_this_nights_vote_only():
    """③ (A-XY-8): the +1 belongs to the vote of the night it is claimed in — night 2 counts normally."""
    night2 = [d(2, 1, "诛仙投票", target=[3, 3]), d(2, 2, "诛仙投票", target=[3, ABSTAIN]),
              d(2, 4, "诛仙投票", target=[2, 2])]
    r = play(claim(1, 5, 3), *night2, until=2, dice=[3])
    assert vote_result(r, 1) == []
    assert vote_result(r, 2) == [3]


def test_3_counts_a_sealed_jianmo_double_yaozhong_too():
    """③ 「令所有开局时为双【妖众】玩家(无论状态),每一票的票数+1」 — 5 is [讼罪] and [缄默] with 1 vote."""
    base = [*SONGZUI_5, d(2, 5, "黎明", choice="缄默")]
    night3 = [d(3, 5, "诛仙投票", target=[2]), d(3, 1, "诛仙投票", target=[3, ABSTAIN])]
    assert vote_result(play(*base, *night3, until=3), 3) == [2, 3]
    r = play(*base, *night3, claim(3, 6, 3), until=3, dice=[6])
    assert vote_result(r, 3) == [2]


# ---------------------------------------------------------------------------------------------
# ④
def test_true_4_forces_the_target_then_seals_the_user_every_later_day():
    """④「选择一位玩家标记,接下来的闭眼阶段强制[封印]目标顶层身份牌。此后每个闭眼阶段,你自动[封印]顶层身份牌」
    「但是此效果是永久效果,会一直持续到玩家所有身份牌被[封印]。」 — 4 marks 6 in night 1."""
    r = play(claim(1, 4, 4, 6), until=5, dice=[1])
    assert sealed_rounds(r, 6) == [2, None], "the target once, in 白昼 2 (step 0)"
    assert sealed_rounds(r, 4) == [3, 4], "the user in 白昼 3 and 白昼 4 (A-XY-7)"
    assert r["seats"]["4"]["state"] == "镇压"
    step0 = [e for e in r["log"] if e["round"] == 2 and e.get("data", {}).get("source") == "鉴仙图④"]
    assert step0 and step0[0]["phase"] == "白昼" and step0[0]["data"]["step"] == 0


def test_4_fails_if_the_user_is_sealed_in_that_nights_vote():
    """④「若投票阶段你被[封印],则技能失效。」 「◇若发动效果④的玩家在当前黑夜的[诛仙投票]阶段被[封印],则效果④失效;」
    「◇若效果④失效,后续对玩家自身的自动[封印]也同样失效。」"""
    r = play(claim(1, 4, 4, 6), d(1, 5, "诛仙投票", target=[4, 4]), until=4, dice=[1])
    assert sealed_rounds(r, 6) == [None, None]
    assert sealed_rounds(r, 4) == [1, None], "only the vote's seal"


def test_4_goes_on_when_the_user_is_voted_in_a_later_night():
    """「若发动效果④的玩家在当前黑夜的[诛仙投票]阶段被[封印]」 — only that night: a vote in night 2 does not stop it."""
    r = play(claim(1, 4, 4, 6), d(2, 5, "诛仙投票", target=[4, 4]), until=3, dice=[1])
    assert sealed_rounds(r, 6) == [2, None]
    assert sealed_rounds(r, 4) == [2, 3]


def test_fake_4_has_no_effect():
    """④「——假双【妖众】玩家发动此技能不会产生任何效果。」 — 2 and 3 are no double 妖众."""
    r = play(claim(1, 2, 4, 6), claim(1, 3, 4, 5), until=3, dice=[1, 1])
    for seat in (2, 3, 5, 6):
        assert sealed_rounds(r, seat) == [None, None]


def test_4_needs_a_card():
    """④「你有身份牌时才能发动」 — 5 ([讼罪], 戏言) may claim ① but not ④."""
    base = [*SONGZUI_5, d(2, 5, "黎明", choice="戏言")]
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(*base, claim(3, 5, 4, 2), until=3)
    play(*base, claim(3, 5, 1, 2), until=3)


@pytest.mark.parametrize("seed", range(6))
def test_jianxiantu_and_shuangyao_are_night_skills(seed):
    """「可发动▶[鉴仙图] (夜行):」 and 「集体技能▶[双妖] (夜行):」 (its answers come through a [鉴仙图] claim) —
    a (夜行) skill is used while speaking in the 黑夜 (「黑夜讨论阶段…在玩家可以发言时」) or in the vote's ③
    window: over whole random games, no 白昼 ask ever offers a [鉴仙图] claim."""
    from daoyan.core.bots import RandomBot
    from daoyan.core.game import Game
    from daoyan.games import get_rules

    g = Game(get_rules("xianyao"), 6 + seed, seed)
    bots = {s: RandomBot(seed + s) for s in g.seats}
    offered = 0
    while not g.finished and g.pending:
        for seat, ask in list(g.pending.items()):
            if any(o.get("skill") == "鉴仙图" for o in ask.options):
                offered += 1
                assert ask.phase == "黑夜", (ask.skill, ask.phase)
            g.answer(seat, bots[seat].decide(ask, dict))
    assert offered > 0
