"""《仙妖斗法:封妖》 首个白昼阶段 and 注1 — rule book 000_21ded97409bf0f89.txt, 第一部分 "1首个白昼阶段",
"3 [星空仙人]确认流程" (◆5玩家, ❶[化形], ❷【仙子】) and [化形]②. Every test quotes the book's words it checks."""

from __future__ import annotations

from typing import Any

import pytest

from daoyan.core.errors import ScenarioError
from daoyan.scenario import run_scenario

SEED_FILE = "000_21ded97409bf0f89.txt"

# 6 players: seat 3 holds 仙子 (bottom), 妖首 on top at seats 1 and 2
CARDS6 = {1: ["妖首", "妖众"], 2: ["妖首", "妖众"], 3: ["妖众", "仙子"], 4: ["妖众", "妖众"],
          5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
# 5 players: the only [星空仙人] card (仙子) is always at the bottom
CARDS5 = {1: ["妖首", "妖众"], 2: ["妖首", "妖众"], 3: ["妖众", "仙子"], 4: ["妖众", "妖众"],
          5: ["妖众", "妖众"]}
# both 妖首 at the bottom: nobody opens his eyes at [验妖]
BOTTOM6 = {1: ["妖众", "妖首"], 2: ["妖众", "妖首"], 3: ["妖众", "仙子"], 4: ["妖众", "妖众"],
           5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
# [化形] pair without a 首昼 flow of its own (影妖 and 血俑 act only on other 白昼)
HUAXING = ["影妖", "血俑"]

# the book's 首个白昼 lines (【源尊】:…), in its order, for the roles in play
FIRST_DAY_6 = [
    "黎明将至,妖魔退避,所有玩家闭眼。",
    "身份牌中有[星空仙人]的玩家请睁眼。请互相确认。",
    "这是本局的[化形]角色,请确认。",
    "【仙子】玩家请举手,其他仙人请确认。",
    "所有[星空仙人]请闭眼",
    "顶层身份牌为【妖首】的玩家请睁眼。",
    "这是本局所有[化形]角色,请确认。",
    "请选择[验妖]目标。",
    "向上指为[星空],向下指为[深渊],[验妖]结果为。",
    "请闭眼。",
]


def run(cards: dict[int, list[str]], players: int | None = None, **doc: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"game": "xianyao", "players": players or len(cards), "seed": 2,
                         "setup": {"cards": cards, "化形": HUAXING}, "until": {"round": 1}}
    d.update(doc)
    return run_scenario(d)


def day(r: dict[str, Any], rnd: int = 1) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["round"] == rnd and e["phase"] == "白昼"]


def public_lines(r: dict[str, Any], rnd: int = 1) -> list[str]:
    return [e["text"] for e in day(r, rnd) if e["kind"] == "line" and e["audience"] == "all"]


def shown(r: dict[str, Any], key: str, rnd: int = 1) -> list[dict[str, Any]]:
    """Private notices of the day carrying `key` in their data."""
    return [e for e in day(r, rnd) if e["kind"] == "info" and key in e.get("data", {})]


def test_first_day_lines_in_the_books_order() -> None:
    """首个白昼阶段: "【源尊】:黎明将至,妖魔退避,所有玩家闭眼。", then step 3
    "身份牌中有[星空仙人]的玩家请睁眼。请互相确认。", ❶ "这是本局的[化形]角色,请确认。",
    ❷ "【仙子】玩家请举手,其他仙人请确认。", "所有[星空仙人]请闭眼", then step 6 "顶层身份牌为【妖首】的玩家请睁眼。",
    "这是本局所有[化形]角色,请确认。", "【源尊】:请选择[验妖]目标。",
    "向上指为[星空],向下指为[深渊],[验妖]结果为。", "请闭眼。" — exactly these public lines, in this order
    (steps 1, 2, 4, 5 and ❸–❼ are "未加入游戏则略过")."""
    assert public_lines(run(CARDS6)) == FIRST_DAY_6


def test_five_players_speak_the_top_only_line() -> None:
    """◆5玩家时改为顶层身份牌为[星空仙人]的玩家请睁眼 — the same sequence, with that wake-up line instead."""
    want = list(FIRST_DAY_6)
    want[1] = "顶层身份牌为[星空仙人]的玩家请睁眼。请互相确认。"
    assert public_lines(run(CARDS5)) == want


def test_lines_are_spoken_when_no_yaoshou_wakes() -> None:
    """注1: "属于这个身份的全流程仍然要有"; step 6:
    "这是本局所有[化形]角色,请确认。(无人拿到双【妖首】,此话语也不可略过"
    — both 妖首 at the bottom: nobody opens his eyes, nobody is asked, every [验妖] line is still spoken."""
    r = run(BOTTOM6)
    assert public_lines(r) == FIRST_DAY_6
    assert not shown(r, "妖首") and not shown(r, "验妖")
    with pytest.raises(ScenarioError, match="never asked"):
        run(BOTTOM6, decisions=[{"round": 1, "seat": 1, "skill": "验妖", "choice": 1, "target": 3}])


def test_holders_of_a_xingkong_card_wake() -> None:
    """Step 3: "身份牌中有[星空仙人]的玩家请睁眼。" — at 6 players the 仙子 holder wakes although 仙子 is his
    bottom card; nobody else is woken as a [星空仙人]."""
    r = run(CARDS6)
    woke = shown(r, "星空")
    assert len(woke) == 1
    assert woke[0]["audience"] == [3] and woke[0]["data"]["星空"] == [3]


def test_five_players_bottom_xingkong_does_not_wake() -> None:
    """◆5玩家: "位于底层的[星空仙人]不可睁眼、不可发动任何技能、不要做出任何动作,但是对应流程台词仍需有,以混淆视听。"
    — 仙子 is always at the bottom, so at 5 players nobody wakes and nothing is shown to anybody, while
    the ❶ and ❷ lines are spoken all the same."""
    r = run(CARDS5)
    assert not shown(r, "星空") and not shown(r, "化形") and not shown(r, "仙子")
    lines = public_lines(r)
    assert "这是本局的[化形]角色,请确认。" in lines and "【仙子】玩家请举手,其他仙人请确认。" in lines


@pytest.mark.parametrize("seed", range(6))
def test_five_player_random_games_wake_no_xingkong(seed: int) -> None:
    """◆5玩家时改为顶层身份牌为[星空仙人]的玩家请睁眼 — in the base configuration, with 仙子 the only
    [星空仙人] card (always at the bottom), no random 5-player game shows the [星空仙人] anything on day 1."""
    r = run_scenario({"game": "xianyao", "players": 5, "seed": seed, "until": {"round": 1},
                      "options": {"身份配置": "基础"}})
    assert not shown(r, "星空") and not shown(r, "仙子")
    assert "顶层身份牌为[星空仙人]的玩家请睁眼。请互相确认。" in public_lines(r)


@pytest.mark.parametrize("seed", range(8))
def test_five_player_full_games_wake_exactly_the_top_xingkong_cards(seed: int) -> None:
    """◆5玩家时改为顶层身份牌为[星空仙人]的玩家请睁眼 — with the generals dealt (身份配置 完整), the seats
    woken on day 1 are exactly those whose top card is a [星空仙人] card; a bottom one never wakes."""
    from daoyan.games.xianyao.identities import STAR_GENERALS

    r = run_scenario({"game": "xianyao", "players": 5, "seed": seed, "until": {"round": 1}})
    top_star = sorted(int(s) for s, v in r["seats"].items()
                      if v["cards"][0]["name"] in (*STAR_GENERALS, "仙子"))
    woken = shown(r, "星空")
    assert sorted({seat for e in woken for seat in e["audience"]}) == top_star
    assert all(e["data"]["星空"] == top_star for e in woken)
    assert "顶层身份牌为[星空仙人]的玩家请睁眼。请互相确认。" in public_lines(r)


@pytest.mark.parametrize("pick", HUAXING)
def test_one_huaxing_card_shown_to_the_woken_xingkong(pick: str) -> None:
    """❶[化形]展示流程: "【源尊】随机展示一张[化形]牌";
    [化形]②: "首个白昼阶段,[星空仙人]会获知加入游戏但未上场的随机1张[深渊]【将领】牌"
    — the shown card is the forced pick among the two [化形], shown only to the woken 星空 (seat 3)."""
    r = run(CARDS6, random={"化形展示": [pick]})
    got = shown(r, "化形")
    assert len(got) == 1
    assert got[0]["audience"] == [3] and got[0]["data"]["化形"] == pick
    assert r["unused_random"] == {}


def test_shown_huaxing_must_be_one_of_the_pair() -> None:
    """[化形]②: the card shown is one of the "加入游戏但未上场" [深渊]【将领】 cards — forcing any other
    card is refused."""
    with pytest.raises(ScenarioError, match="化形展示"):
        run(CARDS6, random={"化形展示": ["凶祟"]})


def test_xianzi_revealed_to_the_woken_xingkong() -> None:
    """❷【仙子】流程: "【仙子】玩家请举手,其他仙人请确认。" — the woken [星空仙人] learn the 仙子 seat; no one
    else does."""
    r = run(CARDS6)
    got = shown(r, "仙子")
    assert len(got) == 1 and got[0]["audience"] == [3] and got[0]["data"]["仙子"] == 3


def test_xianzi_reveal_follows_the_seat() -> None:
    """❷【仙子】玩家请举手 — the hand raised is the 仙子 holder's, wherever he sits."""
    cards = {1: ["妖首", "妖众"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "妖众"],
             5: ["妖众", "妖众"], 6: ["妖众", "仙子"]}
    r = run(cards)
    assert shown(r, "仙子")[0]["data"]["仙子"] == 6 and shown(r, "仙子")[0]["audience"] == [6]
    assert shown(r, "星空")[0]["audience"] == [6]


def test_private_first_day_notices_reach_only_their_audience() -> None:
    """Step 3 "○【源尊】:身份牌中有[星空仙人]的玩家请睁眼" and step 6 "顶层身份牌为【妖首】的玩家请睁眼" — what the
    woken see (星空: [化形], 仙子; 妖首: each other) is told to them only: no first-day notice is public and
    the 星空 and 妖首 notices go to disjoint seats."""
    r = run(CARDS6)
    infos = [e for e in day(r) if e["kind"] == "info"]
    assert infos and all(isinstance(e["audience"], list) for e in infos)
    xk = {s for e in infos if {"星空", "化形", "仙子"} & set(e.get("data", {})) for s in e["audience"]}
    ys = {s for e in infos if "妖首" in e.get("data", {}) for s in e["audience"]}
    assert xk == {3} and ys == {1, 2}
