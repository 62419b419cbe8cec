"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): 【神女】 技能▶[神域] (恒定) — her card on top, no 白昼
seal of her top card, her waking after it is sealed, the three-seat disguise read by [验妖], 首个白昼 step 3 ❹,
and ☯ (one more 白昼 and 黑夜 after the final [星空仙人] loss)."""

from __future__ import annotations

from typing import Any

import pytest
from xianyao_scripts import d
from xingkong_generals_scripts import (
    HUAXING,
    SEED,
    claim,
    day_result,
    entries,
    play,
    public,
    sealed,
    spoken,
    told,
    vote_result,
    votes,
    yanyao,
)

from daoyan.core.errors import ScenarioError
from daoyan.scenario import run_scenario

assert SEED == "000_21ded97409bf0f89.txt"

# 7 players. 4 is 【神女】 over a 妖众; 3 holds both 【妖首】 ([验妖] ①②③); 5 holds 【仙子】.
# 4's nearest non-妖首 players of the other camp: 3 holds 妖首 → 2 on the lower side; 5 is 星空 → 6 on the upper.
CARDS = {1: ["妖众", "妖众"], 2: ["妖众", "妖众"], 3: ["妖首", "妖首"], 4: ["神女", "妖众"],
         5: ["妖众", "仙子"], 6: ["妖众", "妖众"], 7: ["妖众", "妖众"]}


def look(rnd: int, target: Any, effect: int = 1) -> dict[str, Any]:
    return d(rnd, 3, "验妖", choice=effect, target=target)


def disguise(r: dict[str, Any]) -> dict[str, str]:
    return next(e["data"]["神域"] for e in r["log"] if e["kind"] == "host" and "神域" in (e.get("data") or {}))


# ---------------------------------------------------------------------------------------------
# ◆发放身份牌后,【神女】牌必须在顶层。
def test_the_goddess_card_must_be_on_top() -> None:
    """「◆发放身份牌后,【神女】牌必须在顶层。」 — dealt [妖众, 神女], seat 4 is not asked to order (one legal order)
    and plays 【神女】 on top; a player with two different cards is asked; a host-assigned deal with 【神女】 at the
    bottom is refused. With 【仙子】 too: 神女 on top, 仙子 at the bottom."""
    deck = ["妖首", "妖众", "妖众", "妖众", "妖首", "妖众", "妖众", "神女", "妖众", "仙子", "妖众", "妖众", "妖众", "妖众"]
    ids = ["仙子", "神女", "妖首", "妖首"] + ["妖众"] * 10 + list(HUAXING)
    doc = {"game": "xianyao", "players": 7, "seed": 3, "until": {"round": 1}, "random": {"发牌": [deck]},
           "setup": {"identities": ids, "化形": list(HUAXING), "关键身份": []},
           "decisions": [{"round": 0, "seat": 1, "skill": "排序", "choice": ["妖众", "妖首"]}]}
    r = run_scenario(doc)
    assert [c["name"] for c in r["seats"]["4"]["cards"]] == ["神女", "妖众"]
    assert [c["name"] for c in r["seats"]["1"]["cards"]] == ["妖众", "妖首"]
    with pytest.raises(ScenarioError, match="never asked"):
        run_scenario({**doc, "decisions": [{"round": 0, "seat": 4, "skill": "排序", "choice": ["妖众", "神女"]}]})
    both = ["妖首", "妖众", "妖众", "妖众", "妖首", "妖众", "仙子", "神女", "妖众", "妖众", "妖众", "妖众", "妖众", "妖众"]
    r = run_scenario({**doc, "random": {"发牌": [both]}, "decisions": []})
    assert [c["name"] for c in r["seats"]["4"]["cards"]] == ["神女", "仙子"]
    with pytest.raises(ScenarioError, match="神女"):
        play({**CARDS, 4: ["妖众", "神女"]}, until=1)


# ---------------------------------------------------------------------------------------------
# ◆你的顶层身份牌无法在白昼闭眼阶段被[封印]。
def test_her_top_card_cannot_be_sealed_by_day() -> None:
    """「◆你的顶层身份牌无法在白昼闭眼阶段被[封印]。」 — the 仙子 seals 4 on 白昼 2: nothing falls; a vote (黑夜)
    seals her."""
    r = play(CARDS, d(2, 5, "封妖", target=4), until=2)
    assert day_result(r, 2) == [] and sealed(r, 4) == []
    assert any("[神域]" in e["text"] for e in entries(r, 2, "黑夜") if e["kind"] == "host")
    r = play(CARDS, votes(1, 1, 4, 4), until=1)
    assert vote_result(r, 1) == [4] and sealed(r, 4) == ["神女"]


def test_a_forced_fourth_effect_is_not_stopped() -> None:
    """[四方鉴仙图] 疑难解答: 「◇强制[封印],【血俑】的[血祭]、【神女】的[神域]都无法阻止」 — 1 (a start double 妖众)
    marks 4 with a true ④: her 【神女】 falls at 白昼 2 step 0."""
    r = play(CARDS, claim(1, 1, 4, 4), until=2, dice=[3])
    assert day_result(r, 2) == [4] and sealed(r, 4) == ["神女"]


def test_after_her_card_is_sealed_she_wakes_and_the_domain_ends() -> None:
    """「◆【神女】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论。」 — after the vote takes her
    【神女】 her top is a 妖众, yet she is woken with the 星空 and sees the 仙子's choice; [神域] ended with the card
    (A-XY-12): the 仙子's [封妖] now takes her last card."""
    r = play(CARDS, votes(1, 1, 4, 4), d(2, 5, "封妖", target=4), until=2)
    assert "睁眼的[星空仙人]: 4号、5号" in told(r, 4, 2)
    assert "[封妖]: 4号" in told(r, 4, 2)
    assert day_result(r, 2) == [4] and r["seats"]["4"]["state"] == "镇压"


# ---------------------------------------------------------------------------------------------
# ◆开局时,你与左右距离你最近的非【妖首】其他阵营玩家 …
def test_the_three_players_and_the_disguise() -> None:
    """「◆开局时,你与左右距离你最近的非【妖首】其他阵营玩家,你们三名玩家中,随机一名玩家的顶层身份牌会被视为[星空],剩下
    两名玩家被视为[深渊]」 — 4's nearest on each side skipping a 【妖首】 holder (3) and a 星空 player (5): 2 and 6.
    The draw (`神域`) picks 6: [验妖]① reads 6's top 星空, 4's (【神女】 herself) 深渊."""
    r = play(CARDS, look(1, 6), look(2, 4), look(3, 2), until=3, random={"神域": 6})
    assert disguise(r) == {"2": "深渊", "4": "深渊", "6": "星空"}
    assert [yanyao(r, n) for n in (1, 2, 3)] == ["星空", "深渊", "深渊"]
    r = play(CARDS, look(1, 4), look(2, 6), until=2, random={"神域": 4})
    assert [yanyao(r, n) for n in (1, 2)] == ["星空", "深渊"]


def test_the_disguise_is_on_the_start_top_card() -> None:
    """「随机一名玩家的顶层身份牌会被视为[星空]」 — the start top card (A-XY-12): [验妖]③ (开局时所有身份牌) reads it so,
    the bottom card true; when 6's top falls, his new top reads true; ② on the player himself is not disguised."""
    r = play(CARDS, look(1, 6, 3), until=1, random={"神域": 6})
    assert yanyao(r, 1) == ["星空", "深渊"]
    r = play(CARDS, votes(1, 1, 6, 6), look(2, 6), until=2, random={"神域": 6})
    assert sealed(r, 6) == ["妖众"] and yanyao(r, 2) == "深渊"
    r = play(CARDS, look(1, 6, 2), until=1, random={"神域": 6})
    assert yanyao(r, 1) == "深渊"


def test_bottom_xingkong_all_three_read_abyss() -> None:
    """「(若你的底层身份牌也为[星空],则三人都会被视为[深渊])」 — 4 holds 【神女】 over 【佛陀】: no draw, her top and
    2's and 6's read 深渊; the host gestures no number."""
    cards = {**CARDS, 4: ["神女", "佛陀"]}
    r = play(cards, look(1, 4), until=1)
    assert disguise(r) == {"2": "深渊", "4": "深渊", "6": "深渊"}
    assert yanyao(r, 1) == "深渊"
    assert "[神域]: 顶层身份牌会被识别为[星空]的玩家: 无" in told(r, 5, 1)
    assert not any(e["kind"] == "chance" and e["data"]["chance"] == "神域" for e in r["log"])


def test_the_disguise_ends_with_the_goddess_card() -> None:
    """A-XY-12: [神域] ends with the 【神女】 card — 6's top reads 星空 while it stands, 深渊 after it is voted out."""
    r = play(CARDS, votes(1, 1, 4, 4), look(1, 6), look(2, 6), until=2, random={"神域": 6})
    assert yanyao(r, 1) == "星空" and yanyao(r, 2) == "深渊"


def test_fewer_neighbours_same_player_not_twice() -> None:
    """「左右距离你最近的非【妖首】其他阵营玩家」 with one such player only (A-XY-12: the same player is not picked for
    both sides): the two of them; the draw is between them."""
    cards = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖首", "妖众"], 4: ["神女", "妖众"], 5: ["妖众", "妖众"]}
    r = play(cards, until=1, random={"神域": 5})
    assert disguise(r) == {"4": "深渊", "5": "星空"}


# ---------------------------------------------------------------------------------------------
# 首个白昼 step 3 ❹
def test_first_day_step_four() -> None:
    """❹【神女】流程(未加入游戏则略过): 「【源尊】:【神女】玩家请举手。」 「【源尊】:这个号码玩家的顶层身份牌会被识别为
    [星空]。」 「——【源尊】用手势表示号码。」 — the awake 星空 (4 and 5) see her hand and the number."""
    r = play(CARDS, until=1, random={"神域": 2})
    lines = spoken(r, 1)
    i = lines.index("【神女】玩家请举手。")
    assert lines[i + 1] == "这个号码玩家的顶层身份牌会被识别为[星空]。"
    assert lines[i - 1] == "【仙子】玩家请举手,其他仙人请确认。" and lines[i + 2] == "所有[星空仙人]请闭眼"
    for seat in (4, 5):
        assert "【神女】: 4号" in told(r, seat, 1)
        assert "[神域]: 顶层身份牌会被识别为[星空]的玩家: 2号" in told(r, seat, 1)
    assert not any("神域" in t for seat in (1, 2, 3, 6, 7) for t in told(r, seat))
    r = play({**CARDS, 4: ["妖众", "妖众"], 1: ["妖众", "妖众"]}, until=1)  # no 【神女】: 「未加入游戏则略过」
    assert "【神女】玩家请举手。" not in spoken(r, 1)


# ---------------------------------------------------------------------------------------------
# ☯当【神女】牌为【关键身份】
# 6 players: 1 【仙子】 under a 妖众, 2 【神女】; 3 and 4 a top 妖首 each; 5 and 6 double 妖众 (two votes each).
KEY = {1: ["妖众", "仙子"], 2: ["神女", "妖众"], 3: ["妖首", "妖众"], 4: ["妖首", "妖众"],
       5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
# 神女 falls on night 1, 仙子's 妖众 on night 2, 仙子 on night 3 (the final 星空 loss)
FALL = (votes(1, 5, 2, 2), votes(2, 5, 1, 1), votes(3, 5, 1, 1))


def results(r: dict[str, Any], rnd: int) -> list[str]:
    return [e["text"] for e in r["log"] if e["round"] == rnd and e["text"].startswith("游戏结束")]


def test_key_goddess_sealed_first_one_more_day_and_night() -> None:
    """「☯当【神女】牌为【关键身份】:若【神女】牌先于【仙子】牌被[封印],则终局[星空仙人]落败时,游戏不会宣布结束,而是会
    额外持续一个白昼与黑夜」 — 仙子 falls on night 3: nothing is announced (the host notes it), 白昼 4 and 黑夜 4 are
    played, then the [深渊妖魔] win (A-XY-16)."""
    r = play(KEY, *FALL, keys=["神女"])
    assert results(r, 3) == []
    assert any(e["kind"] == "host" and "额外持续一个白昼与黑夜" in e["text"] for e in entries(r, 3, "黑夜"))
    assert "【仙子】请选择[封妖]目标。" in spoken(r, 4)
    assert r["finished"] == {"round": 4, "phase": "黑夜"} and r["winner"] == "深渊妖魔"
    assert "额外的白昼与黑夜结束" in r["reason"]
    assert entries(r, 4, "黑夜")[-1]["text"] == "游戏结束,[深渊妖魔]获胜。"


def test_key_goddess_the_starry_win_in_the_extra_time() -> None:
    """「若期间[星空仙人]胜利条件达成则直接获胜」 — night 1 takes 【神女】 and 4's 【妖首】 (a tie); after the final loss on
    night 3 the sealed 仙子 seals 3's 【妖首】 on 白昼 4: the last 深渊 key falls at 黑夜 4 step 1 and the 星空 win."""
    r = play(KEY, votes(1, 5, 2, 2), votes(1, 6, 4, 4), votes(2, 5, 1, 1), votes(3, 5, 1, 1),
             d(4, 1, "封妖", target=3), keys=["神女"])
    assert sealed(r, 4) == ["妖首"] and sealed(r, 1) == ["妖众", "仙子"]
    assert r["winner"] == "星空仙人" and r["finished"] == {"round": 4, "phase": "黑夜"}
    assert day_result(r, 4) == [3]


def test_key_goddess_a_loss_at_night_step_one_lets_that_night_go_on() -> None:
    """A-XY-16: 「(A loss that happens at a 黑夜 step 1 announcement lets the rest of that 黑夜 be played as well.)」 —
    the 仙子 seals herself on 白昼 2: the loss at 黑夜 2 step 1; 黑夜 2, 白昼 3 and 黑夜 3 are played."""
    r = play(KEY, votes(1, 5, 2, 2), votes(1, 6, 1, 1), d(2, 1, "封妖", target=1), keys=["神女"])
    assert day_result(r, 2) == [1]
    assert r["finished"] == {"round": 3, "phase": "黑夜"} and r["winner"] == "深渊妖魔"


def test_not_before_the_fairy_no_extension() -> None:
    """「若【神女】牌先于【仙子】牌被[封印]」 — 仙子 first (nights 1–2), 神女 on night 3: the loss is final at once; both in
    the same vote: not 「先于」, final too; 【神女】 not a 【关键身份】: the 仙子's fall ends the game."""
    r = play(KEY, votes(1, 5, 1, 1), votes(2, 5, 1, 1), votes(3, 5, 2, 2), keys=["神女"])
    assert r["finished"] == {"round": 3, "phase": "黑夜"} and r["winner"] == "深渊妖魔"
    assert results(r, 3) == ["游戏结束,[深渊妖魔]获胜。"]
    r = play(KEY, votes(1, 5, 1, 1), votes(2, 5, 1, 1), votes(2, 6, 2, 2), keys=["神女"])
    assert r["finished"] == {"round": 2, "phase": "黑夜"} and r["winner"] == "深渊妖魔"
    r = play(KEY, *FALL)
    assert r["finished"] == {"round": 3, "phase": "黑夜"} and r["winner"] == "深渊妖魔"
    assert public(r, 3, "黑夜")[-1] == "游戏结束,[深渊妖魔]获胜。"


def test_a_step_zero_mark_on_the_last_key_goddess_does_not_end_the_game() -> None:
    """「◆你的顶层身份牌无法在白昼闭眼阶段被[封印]。」 against 白昼 step 0: 「若此时触发游戏结束条件,则游戏立即结束」 — the
    仙子 card fell on nights 1–2, so the key 【神女】 is the 星空's last key; 2 claims a false 【怪煞】 (d6 6: her own
    top card is marked). At 白昼 3 step 0 that seal would end the game, but [神域] stops it: nothing ends, nothing
    is announced, 黑夜 3 announces nobody."""
    decisions = (votes(1, 5, 1, 1), votes(2, 5, 1, 1), d(2, 2, "崩灭", target=3))
    r = play(KEY, *decisions, until=3, keys=["神女"], huaxing=("怪煞", "血俑"), dice=[6])
    assert sealed(r, 1) == ["妖众", "仙子"] and sealed(r, 2) == []
    assert r["winner"] is None and r["finished"] == {"round": 3, "phase": "黑夜"}
    assert not any("顶层身份牌被[封印]" in t for t in public(r, 3, "白昼"))
    assert day_result(r, 3) == []
