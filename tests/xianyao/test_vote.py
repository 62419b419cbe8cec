"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt), 黑夜 step 4: [诛仙投票] — who has how many votes,
whom one may vote for, the [缄默] follow-up vote, the count and its secrecy, [讼罪]."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d, scenario

from daoyan.core.errors import ScenarioError

SEED = "000_21ded97409bf0f89.txt"

# 6 players: 1 holds 仙子 under a 妖众; 2 a top 妖首; 3 a bottom 妖首; 4, 5, 6 are start double 妖众.
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖首"],
         4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
ABSTAIN = "弃票"


def play(*decisions: dict[str, Any], until: int | None = None, **extra: Any) -> dict[str, Any]:
    return scenario(CARDS, *decisions, seed=5, until=until, **extra)


def lines(r: dict[str, Any], rnd: int, kind: str | None = None) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["round"] == rnd and e["phase"] == "黑夜" and (kind is None or e["kind"] == kind)]


def hands(r: dict[str, Any], rnd: int) -> dict[int, list[Any]]:
    return {e["data"]["seat"]: e["data"]["votes"] for e in lines(r, rnd, "answer") if "votes" in e.get("data", {})}


def vote_result(r: dict[str, Any], rnd: int) -> list[int]:
    out = [e["data"]["sealed"] for e in lines(r, rnd, "result") if e["text"].startswith("所有玩家请放下手")]
    assert len(out) == 1
    return out[0]


def sealed_names(r: dict[str, Any], seat: int) -> list[str]:
    return [c["name"] for c in r["seats"][str(seat)]["cards"] if c["sealed"]]


# 5 is put into the [封印状态] by two votes (nights 1 and 2): [讼罪]
SONGZUI_5 = [d(1, 4, "诛仙投票", target=[5, 5]), d(2, 4, "诛仙投票", target=[5, ABSTAIN])]


def test_votes_follow_the_usable_layers():
    """「——拥有2层可用身份牌的玩家有2票;只有1层可用身份牌的玩家有1票;」 — 2 lost his top in night 1."""
    base = [d(1, 4, "诛仙投票", target=[2, 2])]
    r = play(*base, d(2, 2, "诛仙投票", target=[3]), until=2)
    assert sealed_names(r, 2) == ["妖首"]
    assert hands(r, 2)[2] == [3]
    assert all(len(v) == 2 for seat, v in hands(r, 2).items() if seat != 2)
    with pytest.raises(ScenarioError, match="不是合法选择") as err:
        play(*base, d(2, 2, "诛仙投票", target=[3, 3]), until=2)
    assert err.value.entry == "decisions[1]"
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(d(1, 4, "诛仙投票", target=[3]), until=1)


def test_votes_only_for_free_players():
    """「玩家的每一票可以投给任意[自由状态]玩家,或弃票。」 — 5 is in the [封印状态] after night 2."""
    r = play(*SONGZUI_5, d(3, 4, "诛仙投票", target=[6, 6]), until=3)
    assert r["seats"]["5"]["state"] == "讼罪"
    with pytest.raises(ScenarioError, match="不是合法选择") as err:
        play(*SONGZUI_5, d(3, 4, "诛仙投票", target=[5, 6]), until=3)
    assert err.value.entry == "decisions[2]"


def test_highest_count_is_sealed_at_once():
    """「最高票玩家立即被[封印]顶层身份牌。」 — 2 votes on 2 against 1 vote on 3."""
    r = play(d(1, 4, "诛仙投票", target=[2, 2]), d(1, 6, "诛仙投票", target=[3, ABSTAIN]), until=1)
    assert vote_result(r, 1) == [2]
    assert sealed_names(r, 2) == ["妖首"] and sealed_names(r, 3) == []
    assert r["seats"]["2"]["cards"][0]["sealed_round"] == 1
    said = next(e for e in lines(r, 1, "result") if e["text"].startswith("所有玩家请放下手"))
    assert said["text"] == "所有玩家请放下手,2号玩家顶层身份牌被[封印]。"


def test_a_tie_seals_every_tied_player_and_votes_may_split():
    """「若出现平票,一起被[封印]」 (A-XY-9: a player's two votes may go to two players)."""
    r = play(d(1, 4, "诛仙投票", target=[2, 3]), until=1)
    assert hands(r, 1)[4] == [2, 3]
    assert vote_result(r, 1) == [2, 3]
    assert sealed_names(r, 2) == ["妖首"] and sealed_names(r, 3) == ["妖众"]


def test_nobody_is_sealed_when_every_vote_is_abstained():
    """「若所有玩家都获得0票,则无人被[封印]。」"""
    r = play(until=1)
    assert vote_result(r, 1) == []
    assert all(not sealed_names(r, seat) for seat in range(1, 7))
    assert all(v == [ABSTAIN, ABSTAIN] for v in hands(r, 1).values())


def test_a_self_vote_counts():
    """「玩家的每一票可以投给任意[自由状态]玩家」 — any, the voter himself included (A-XY-9)."""
    r = play(d(1, 4, "诛仙投票", target=[4, 4]), until=1)
    assert vote_result(r, 1) == [4]


def test_losing_the_last_card_in_the_vote_is_songzui_with_a_kangbian():
    """「若玩家最后一层身份牌被[封印],该玩家进入[封印状态]并获得[封印状态]卡,[讼罪]面向上,玩家进行简短的[抗辩]发言。」"""
    r = play(*SONGZUI_5, until=2)
    assert r["seats"]["5"]["state"] == "讼罪"
    assert sealed_names(r, 5) == ["妖众", "妖众"]
    said = [e for e in lines(r, 2) if e.get("data", {}).get("state") == "讼罪"]
    assert len(said) == 1 and "[讼罪]面向上" in said[0]["text"] and "[抗辩]" in said[0]["text"]
    r1 = play(SONGZUI_5[0], until=1)
    assert r1["seats"]["5"]["state"] == "自由"
    assert not [e for e in lines(r1, 1) if "讼罪" in e["text"]]


def test_the_count_is_secret_and_the_hands_are_public():
    """❸最终计票流程 「【源尊】暗中统计票数,不要公布具体票数,只公布最终结果。」; 「最终计票前请不要放下手。」"""
    r = play(d(1, 4, "诛仙投票", target=[2, 2]), d(1, 6, "诛仙投票", target=[3, ABSTAIN]), until=1)
    counts = [e for e in lines(r, 1) if "totals" in e.get("data", {})]
    assert len(counts) == 1 and counts[0]["audience"] == "host"
    assert counts[0]["data"]["totals"]["2"] == 2 and counts[0]["data"]["totals"]["3"] == 1
    public = [e for e in lines(r, 1) if e["audience"] == "all"]
    assert not any("totals" in e.get("data", {}) or "计票:" in e["text"] for e in public)
    shown = [e for e in lines(r, 1, "answer") if "votes" in e.get("data", {})]
    assert {e["data"]["seat"] for e in shown} == {1, 2, 3, 4, 5, 6}
    assert all(e["audience"] == "all" for e in shown)
    assert hands(r, 1)[4] == [2, 2] and hands(r, 1)[6] == [3, ABSTAIN]


def test_jianmo_player_votes_once_with_everybody():
    """「——上个黎明阶段选择[缄默]行动的玩家有1票。」 — 5 ([讼罪], 缄默) votes with the 自由 players."""
    base = [*SONGZUI_5, d(2, 5, "黎明", choice="缄默")]
    r = play(*base, d(3, 5, "诛仙投票", target=[2]), d(3, 4, "诛仙投票", target=[3, ABSTAIN]),
             d(3, 6, "诛仙投票", target=[2, ABSTAIN]), until=3)
    assert hands(r, 3)[5] == [2]
    assert vote_result(r, 3) == [2]
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(*base, d(3, 5, "诛仙投票", target=[2, 2]), until=3)
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(*base, d(3, 5, "诛仙投票", target=[5]), until=3)


def test_jianmo_player_may_hold_his_vote_for_the_follow_up():
    """「[缄默]玩家除了与所有[自由状态]玩家同时投票,也可以在最终计票前跟票。」 ❷ [缄默]补票流程:
    「马上最终计票,想补充跟票的[缄默]玩家,请想好你要[诛仙]的号码,3、2、1投票。不要放下手。」"""
    base = [*SONGZUI_5, d(2, 5, "黎明", choice="缄默"),
            d(3, 4, "诛仙投票", target=[3, ABSTAIN]), d(3, 6, "诛仙投票", target=[2, ABSTAIN])]
    tie = play(*base, until=3)  # 5 holds by default and abstains in the follow-up: 2 and 3 tie
    assert vote_result(tie, 3) == [2, 3]
    r = play(*base, d(3, 5, "诛仙投票", choice="跟票"), d(3, 5, "补票", target=[2]), until=3)
    night = lines(r, 3)
    call = [e for e in night if e["text"].startswith("马上最终计票")]
    assert len(call) == 1
    follow = [e for e in night if e.get("data", {}).get("seat") == 5 and "votes" in e.get("data", {})]
    assert [e["data"]["votes"] for e in follow] == [[2]] and night.index(call[0]) < night.index(follow[0])
    assert vote_result(r, 3) == [2], "the follow-up vote breaks the tie"
    # the follow-up vote is for 自由 players too, and a vote cast with everybody cannot follow again
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(*base, d(3, 5, "诛仙投票", choice="跟票"), d(3, 5, "补票", target=[5]), until=3)
    with pytest.raises(ScenarioError, match="never asked"):
        play(*base, d(3, 5, "诛仙投票", target=[2]), d(3, 5, "补票", target=[2]), until=3)


def test_free_players_cannot_hold_their_votes():
    """Only 「[缄默]玩家 … 也可以在最终计票前跟票」: a [自由状态] player has no 跟票, and with no [缄默] player
    at all 「❷ [缄默]补票流程:(无可投票[缄默]玩家则略过)」."""
    r = play(until=1)
    assert not [e for e in lines(r, 1) if e["text"].startswith("马上最终计票")]
    with pytest.raises(ScenarioError, match="不是合法选择"):
        play(d(1, 4, "诛仙投票", choice="跟票"), until=1)


def test_xiyan_player_has_no_vote():
    """◇[戏言]或[缄默]二选一 — only 「选择[缄默]行动的玩家有1票」; a 戏言 player is not asked to vote (A-XY-6)."""
    base = [*SONGZUI_5, d(2, 5, "黎明", choice="戏言")]
    r = play(*base, until=3)
    assert 5 not in hands(r, 3)
    with pytest.raises(ScenarioError, match="never asked"):
        play(*base, d(3, 5, "诛仙投票", choice="跟票"), until=3)
