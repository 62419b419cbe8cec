"""《仙妖斗法:封妖》 【妖首】 [验妖] and [化形]① — rule book 000_21ded97409bf0f89.txt, 第二部分 【妖首】 and
[化形], 第一部分 "6【妖首】[验妖]流程". Every test quotes the book's words it checks."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from daoyan.core.errors import ScenarioError
from daoyan.games.xianyao import yanyao
from daoyan.games.xianyao.identities import SHENYUAN, XINGKONG
from daoyan.games.xianyao.state import BOTTOM, TOP, Card, Player, XState
from daoyan.scenario import run_scenario

SEED_FILE = "000_21ded97409bf0f89.txt"

REST = {3: ["妖众", "仙子"], 4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
ONE_TOP = {1: ["妖首", "妖众"], 2: ["妖众", "妖首"], **REST}
BOTH_BOTTOM = {1: ["妖众", "妖首"], 2: ["妖众", "妖首"], **REST}
BOTH_TOP = {1: ["妖首", "妖众"], 2: ["妖首", "妖众"], **REST}
SAME = {1: ["妖首", "妖首"], 2: ["妖众", "妖众"], **REST}
HUAXING = ["凶祟", "纸人"]


def run(cards: dict[int, list[str]], decisions: list[dict[str, Any]] | None = None, rounds: int = 1,
        **doc: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"game": "xianyao", "players": len(cards), "seed": 4,
                         "setup": {"cards": cards, "化形": HUAXING}, "decisions": decisions or [],
                         "until": {"round": rounds}}
    d.update(doc)
    return run_scenario(d)


def yy(seat: int, choice: Any, target: Any = None, rnd: int = 1) -> dict[str, Any]:
    d: dict[str, Any] = {"round": rnd, "seat": seat, "skill": "验妖", "choice": choice}
    if target is not None:
        d["target"] = target
    return d


def results(r: dict[str, Any], rnd: int | None = None) -> list[dict[str, Any]]:
    """The [验妖] result notices (what the host gestures to the woken 妖首)."""
    return [e for e in r["log"] if "验妖" in e.get("data", {}) and e["kind"] == "info"
            and (rnd is None or e["round"] == rnd)]


def result(r: dict[str, Any], rnd: int = 1) -> Any:
    got = results(r, rnd)
    assert len(got) == 1
    return got[0]["data"]["验妖"]["result"]


def layout(r: dict[str, Any]) -> list[int]:
    return next(e for e in r["log"] if e["kind"] == "host" and "验妖" in e.get("data", {}))["data"]["验妖"]


# ---------------------------------------------------------------------------------------------
# the 妖首 layout decides the effects


@pytest.mark.parametrize(("cards", "effects"), [
    (ONE_TOP, [1]), (BOTH_BOTTOM, [1]), (BOTH_TOP, [1, 2]), (SAME, [1, 2, 3])])
def test_layout_gives_the_effects(cards: dict[int, list[str]], effects: list[int]) -> None:
    """【妖首】集体技能▶[验妖] (昼伏): "若开局时2张【妖首】牌:"
    "仅一张位于顶层或均位于底层,本局只能使用效果①;" "均位于顶层,本局获得效果②;"
    "被同一名玩家获得,本局获得效果②和③" — the host notes the effects of the layout."""
    assert layout(run(cards)) == effects


def test_only_effect_one_when_one_yaoshou_on_top() -> None:
    """"仅一张位于顶层或均位于底层,本局只能使用效果①" — ② and ③ are illegal answers, and the error names
    the scripted decision."""
    for bad in (yy(1, 2, "3:顶层"), yy(1, 2, 3), yy(1, 3, 3)):
        with pytest.raises(ScenarioError) as e:
            run(ONE_TOP, [bad])
        assert e.value.entry == "decisions[0]" and "不是合法选择" in str(e.value)


def test_both_top_has_no_effect_three() -> None:
    """"均位于顶层,本局获得效果②" — ③ (only for "被同一名玩家获得") is refused."""
    with pytest.raises(ScenarioError) as e:
        run(BOTH_TOP, [yy(1, 3, 3)])
    assert e.value.entry == "decisions[0]"


def test_both_bottom_nobody_uses_yanyao_on_day_one() -> None:
    """6【妖首】[验妖]流程: "顶层身份牌为【妖首】的玩家请睁眼。" with "均位于底层" nobody opens his eyes, so no
    [验妖] is asked on day 1."""
    r = run(BOTH_BOTTOM)
    assert not results(r)
    assert not [e for e in r["log"] if e["round"] == 1 and "妖首" in e.get("data", {})]


# ---------------------------------------------------------------------------------------------
# ① ② ③ results


@pytest.mark.parametrize(("target", "camp"), [(3, SHENYUAN), (4, SHENYUAN), (1, SHENYUAN)])
def test_effect_one_reads_the_current_top_card(target: int, camp: str) -> None:
    """①: "选择一位玩家,获知该名玩家当前顶层身份牌阵营。" — seat 3 (妖众 over 仙子) reads [深渊]: only the
    top card counts."""
    r = run(ONE_TOP, [yy(1, 1, target)])
    assert result(r) == camp
    assert results(r)[0]["data"]["验妖"] == {"effect": 1, "target": target, "result": camp}


@pytest.mark.parametrize(("target", "camp"), [
    ("3:顶层", SHENYUAN), ("3:底层", XINGKONG), (3, XINGKONG), ("4:底层", SHENYUAN), (4, SHENYUAN)])
def test_effect_two_reads_a_chosen_card_or_the_player(target: Any, camp: str) -> None:
    """②: "选择一位玩家,获知该名玩家当前任意一张身份牌的阵营(双掌上下交叠,晃动上/下手掌表示要顶层/底层)或玩家本身的阵营"
    — seat 3 (妖众 over 仙子): top [深渊], bottom [星空], the player himself [星空]."""
    r = run(BOTH_TOP, [yy(1, 2, target)])
    assert result(r) == camp


@pytest.mark.parametrize(("target", "camps"), [(3, [SHENYUAN, XINGKONG]), (2, [SHENYUAN, SHENYUAN])])
def test_effect_three_reads_both_start_cards(target: int, camps: list[str]) -> None:
    """③: "选择一位玩家,获知该名玩家开局时所有身份牌的阵营" — available to the double-妖首 player."""
    r = run(SAME, [yy(1, 3, target)])
    assert result(r) == camps


def test_effect_three_reads_start_cards_after_a_seal() -> None:
    """③ reads "开局时所有身份牌的阵营": after seat 3's top 妖众 falls to the vote, day 2 ③ still gives
    both start camps, while ① reads the new top 仙子."""
    votes = [{"round": 1, "seat": s, "skill": "诛仙投票", "target": [3, 3]} for s in (1, 2)]
    r = run(SAME, [*votes, yy(1, 3, 3, rnd=2)], rounds=2)
    assert result(r, 2) == [SHENYUAN, XINGKONG]
    r = run(SAME, [*votes, yy(1, 1, 3, rnd=2)], rounds=2)
    assert result(r, 2) == XINGKONG


def test_later_day_effect_one_reads_the_new_top_after_a_vote() -> None:
    """①: "获知该名玩家当前顶层身份牌阵营" — day 1 seat 3 reads [深渊] (妖众 on top); the night's vote seals
    that 妖众 ("最高票玩家立即被[封印]顶层身份牌"), so day 2 reads [星空] (仙子 is now on top)."""
    votes = [{"round": 1, "seat": s, "skill": "诛仙投票", "target": [3, 3]} for s in (1, 2)]
    r = run(ONE_TOP, [yy(1, 1, 3), *votes, yy(1, 1, 3, rnd=2)], rounds=2)
    assert result(r, 1) == SHENYUAN
    assert result(r, 2) == XINGKONG


def test_later_day_effect_two_bottom_is_gone_after_a_vote() -> None:
    """②: "该名玩家当前任意一张身份牌" — once seat 4 lost its top to the vote it has one current card:
    "4:顶层" reads it, "4:底层" is no longer a legal choice."""
    votes = [{"round": 1, "seat": s, "skill": "诛仙投票", "target": [4, 4]} for s in (1, 2)]
    r = run(BOTH_TOP, [*votes, yy(1, 2, "4:顶层", rnd=2)], rounds=2)
    assert result(r, 2) == SHENYUAN
    with pytest.raises(ScenarioError) as e:
        run(BOTH_TOP, [*votes, yy(1, 2, "4:底层", rnd=2)], rounds=2)
    assert e.value.entry == "decisions[2]"


def test_bottom_yaoshou_wakes_once_it_is_on_top() -> None:
    """"顶层身份牌为【妖首】的玩家请睁眼。" — with "均位于底层" nobody wakes on day 1; after seat 1's top 妖众 is
    sealed by the vote, his 妖首 is on top and he uses ① on day 2."""
    votes = [{"round": 1, "seat": s, "skill": "诛仙投票", "target": [1, 1]} for s in (4, 5)]
    r = run(BOTH_BOTTOM, [*votes, yy(1, 1, 3, rnd=2)], rounds=2)
    assert not results(r, 1)
    got = results(r, 2)
    assert got[0]["audience"] == [1] and got[0]["data"]["验妖"]["result"] == SHENYUAN


def test_effect_one_on_a_player_without_cards_answers_none() -> None:
    """①: "获知该名玩家当前顶层身份牌阵营" — a player whose both cards are sealed has no top card: the
    answer is 无 (ruling)."""
    votes = [{"round": rnd, "seat": s, "skill": "诛仙投票", "target": [4, 4]} for rnd in (1, 2) for s in (1, 2)]
    r = run(ONE_TOP, [*votes, yy(1, 1, 4, rnd=3)], rounds=3)
    assert result(r, 3) == "无"


# ---------------------------------------------------------------------------------------------
# who wakes, who sees, who answers


def test_results_only_for_the_woken_yaoshou() -> None:
    """"【源尊】以手势表示身份牌阵营" to the 妖首 whose eyes are open ("顶层身份牌为【妖首】的玩家请睁眼。") —
    both top 妖首 see the choice and the result; nobody else does."""
    r = run(BOTH_TOP, [yy(1, 2, "3:底层")])
    got = [e for e in r["log"] if e["round"] == 1 and e["kind"] == "info"
           and ("验妖" in e.get("data", {}) or e.get("data", {}).get("skill") == "验妖")]
    assert len(got) == 2 and all(e["audience"] == [1, 2] for e in got)


def test_bottom_yaoshou_does_not_see_the_result() -> None:
    """"顶层身份牌为【妖首】的玩家请睁眼。" — with one 妖首 on top (seat 1) and one below (seat 2), only seat 1
    is woken and sees the result."""
    r = run(ONE_TOP, [yy(1, 1, 3)])
    assert results(r)[0]["audience"] == [1]
    woke = [e for e in r["log"] if e["round"] == 1 and "妖首" in e.get("data", {})]
    assert woke[0]["data"]["妖首"] == [1]


def test_lowest_woken_yaoshou_answers_for_the_team() -> None:
    """"——【妖首】以手势表示发动效果①/②/③、号码或者放弃。" — one gesture for the team; the engine's ruling asks
    the lowest woken seat, so a decision scripted for seat 2 is never asked."""
    with pytest.raises(ScenarioError, match="never asked") as e:
        run(BOTH_TOP, [yy(2, 1, 3)])
    assert e.value.entry == "decisions[0]"


def test_double_yaoshou_player_sees_every_huaxing_on_day_one() -> None:
    """【妖首】: "被同一名玩家获得,本局获得效果②和③,且获知本局游戏所有的[化形]身份牌。"; step 6:
    "这是本局所有[化形]角色,请确认。" — on day 1 only, seat 1 alone is shown both [化形]."""
    r = run(SAME, rounds=2)
    got = [e for e in r["log"] if e["kind"] == "info" and e.get("data", {}).get("化形") == HUAXING]
    assert len(got) == 1
    assert got[0]["round"] == 1 and got[0]["audience"] == [1]


def test_no_huaxing_shown_without_a_double_yaoshou() -> None:
    """"这是本局所有[化形]角色,请确认。(无人拿到双【妖首】,此话语也不可略过,但不展示[化形]牌。)" — the line is
    spoken but the woken 妖首 see no [化形] card."""
    r = run(BOTH_TOP)
    lines = [e["text"] for e in r["log"] if e["round"] == 1 and e["audience"] == "all"]
    assert "这是本局所有[化形]角色,请确认。" in lines
    assert not [e for e in r["log"] if e["round"] == 1 and e["kind"] == "info"
                and isinstance(e.get("data", {}).get("化形"), list)]


def test_later_day_lines_spoken_even_when_giving_up() -> None:
    """其他白昼 6【妖首】[验妖]流程: "[验妖]结果为……(放弃此话语也不可略过)" — seat 1 gives up on day 2: no
    result is given, every line is still spoken in order."""
    r = run(ONE_TOP, [yy(1, "放弃", rnd=2)], rounds=2)
    assert not results(r, 2)
    lines = [e["text"] for e in r["log"] if e["round"] == 2 and e["phase"] == "白昼" and e["audience"] == "all"
             and e["kind"] == "line"]
    i = lines.index("顶层身份牌为【妖首】的玩家请睁眼。")
    assert lines[i:] == ["顶层身份牌为【妖首】的玩家请睁眼。", "请选择[验妖]目标。", "[验妖]结果为……", "请闭眼。"]


def test_sealed_yaoshou_flow_still_spoken() -> None:
    """注1: "即使有些身份已经被[封印],属于这个身份的全流程仍然要有,就仿佛这个身份没有被[封印]一样。" — seat 1's
    top 妖首 is sealed by the vote and the other 妖首 is at the bottom: nobody wakes on day 2, yet the
    [验妖] lines are all spoken."""
    votes = [{"round": 1, "seat": s, "skill": "诛仙投票", "target": [1, 1]} for s in (4, 5)]
    r = run(ONE_TOP, votes, rounds=2)
    assert r["seats"]["1"]["cards"][0]["sealed"]
    assert not results(r, 2)
    assert not [e for e in r["log"] if e["round"] == 2 and "妖首" in e.get("data", {})]
    lines = [e["text"] for e in r["log"] if e["round"] == 2 and e["phase"] == "白昼" and e["kind"] == "line"]
    assert lines[-4:] == ["顶层身份牌为【妖首】的玩家请睁眼。", "请选择[验妖]目标。", "[验妖]结果为……", "请闭眼。"]


# ---------------------------------------------------------------------------------------------
# [化形]①, on a hand-built table (no deal of this slice gives a player two [星空仙人] cards)


def _table(**extra: Player) -> SimpleNamespace:
    players = {1: Player(1, [Card("妖首", TOP), Card("妖众", BOTTOM)]),
               2: Player(2, [Card("妖首", TOP), Card("妖众", BOTTOM)]),
               3: Player(3, [Card("神女", TOP), Card("仙子", BOTTOM)]),
               4: Player(4, [Card("神女", TOP), Card("妖众", BOTTOM)])}
    players.update({p.seat: p for p in extra.values()})
    s = XState(players=players, huaxing=list(HUAXING), keys={SHENYUAN: ("妖首",), XINGKONG: ("仙子",)},
               yanyao_effects=(1, 2))
    return SimpleNamespace(state=s)


def test_huaxing_one_double_xingkong_top_reads_shenyuan() -> None:
    """[星空仙人]集体技能▶[化形] (恒定) ①:
    "若开局时玩家两张身份牌都为[星空仙人],则本局游戏,其顶层身份牌会被[验妖]识别为[深渊妖魔]阵营。"
    — seat 3 (神女 over 仙子) reads [深渊] on top; seat 4 (神女 over 妖众) reads its true [星空]."""
    g = _table()
    assert yanyao.resolve(g, {"choice": 1, "target": 3})["result"] == SHENYUAN  # type: ignore[arg-type]
    assert yanyao.resolve(g, {"choice": 1, "target": 4})["result"] == XINGKONG  # type: ignore[arg-type]


def test_huaxing_one_only_the_top_card_is_disguised() -> None:
    """[化形]①: "其顶层身份牌会被[验妖]识别为[深渊妖魔]" — only the top card: ② on the bottom card or on the
    player himself, and ③, report the true [星空] (ruling A-XY-13)."""
    g = _table()
    res = {t: yanyao.resolve(g, {"choice": 2, "target": t})["result"]  # type: ignore[arg-type]
           for t in ("3:顶层", "3:底层", 3)}
    assert res == {"3:顶层": SHENYUAN, "3:底层": XINGKONG, 3: XINGKONG}
    assert yanyao.resolve(g, {"choice": 3, "target": 3})["result"] == [XINGKONG, XINGKONG]  # type: ignore[arg-type]


def test_huaxing_one_lasts_the_whole_game() -> None:
    """[化形]①: "本局游戏,其顶层身份牌会被[验妖]识别为[深渊妖魔]阵营" — after the 神女 top is sealed, the
    仙子 now on top still reads [深渊] (ruling A-XY-13)."""
    g = _table()
    g.state.players[3].cards[0].sealed_round = 1
    assert yanyao.read_camp(g.state, 3, 0) == SHENYUAN
    assert yanyao.resolve(g, {"choice": 1, "target": 3})["result"] == SHENYUAN  # type: ignore[arg-type]
