"""《仙妖斗法:封妖》 开局准备 1–7 — rule book 000_21ded97409bf0f89.txt, 第一部分 "开局准备(1 – 7)" and
【仙子】[三界五行外]. Every test quotes the book's words it checks."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import pytest

from daoyan.core.errors import ConfigError, ScenarioError
from daoyan.core.game import Game
from daoyan.games.xianyao import RULES
from daoyan.games.xianyao.flow import host_deal
from daoyan.games.xianyao.identities import ABYSS_GENERALS, BY_NAME
from daoyan.games.xianyao.setup import conflict
from daoyan.scenario import run_scenario

SEED_FILE = "000_21ded97409bf0f89.txt"

# 6 players: 仙子, 妖首×2, 妖众×9 dealt; 凶祟 and 枯骨 enabled as the [化形] pair
IDS6 = ["仙子", "妖首", "妖首"] + ["妖众"] * 9 + ["凶祟", "枯骨"]
# a deal where seat 1 holds 妖首 + 仙子 (the redeal case) and one where nobody does
BAD_DECK = ["妖首", "仙子", "妖首"] + ["妖众"] * 9
GOOD_DECK = ["妖首", "妖众", "妖首", "妖众", "妖众", "仙子"] + ["妖众"] * 6


def run(players: int = 6, **doc: Any) -> dict[str, Any]:
    """A scenario to the end of round 1, in the base configuration (身份配置 基础) unless `options` say."""
    d: dict[str, Any] = {"game": "xianyao", "players": players, "seed": 1, "until": {"round": 1},
                         "options": {"身份配置": "基础"}}
    d.update(doc)
    return run_scenario(d)


def prep(r: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in r["log"] if e["phase"] == "开局准备"]


def hands(r: dict[str, Any]) -> dict[int, list[str]]:
    """Seat -> the two cards as dealt (before ordering), from each seat's private notice."""
    return {e["audience"][0]: e["data"]["cards"] for e in prep(r)
            if e["kind"] == "info" and "cards" in e.get("data", {})}


def record(r: dict[str, Any]) -> dict[int, list[str]]:
    """Seat -> [top, bottom] as the host wrote it down (开局准备5)."""
    note = next(e for e in prep(r) if e["kind"] == "host" and "【源尊】记录" in e["text"])
    return {int(k): v for k, v in note["data"]["cards"].items()}


def redeal_lines(r: dict[str, Any]) -> list[str]:
    return [e["text"] for e in prep(r) if e["audience"] == "all" and "重新发放身份" in e["text"]]


# ---------------------------------------------------------------------------------------------
# 开局准备1 / 2: enabled identities, the [化形] pair


def test_enabled_identities_are_announced_to_all() -> None:
    """开局准备1: "决定本局启用的身份并告知所有玩家" — one public line lists every enabled identity
    (the dealt cards and the enabled 深渊 generals)."""
    r = run(setup={"identities": IDS6})
    lines = [e for e in prep(r) if "本局启用的身份" in e["text"]]
    assert len(lines) == 1
    line = lines[0]
    assert line["audience"] == "all" and line["kind"] == "line"
    assert Counter(line["data"]["identities"]) == Counter(IDS6)
    assert "凶祟" in line["text"] and "枯骨" in line["text"] and "妖众×9" in line["text"]


def test_huaxing_drawn_from_enabled_abyss_generals_and_never_dealt() -> None:
    """开局准备2: "从启用身份中的非【妖首】的[深渊妖魔]【将领】牌中随机秘密抽取2张放在帷幕后,作为本局的[化形]牌。"
    With no configured list the two enabled 深渊 generals are drawn (启用身份); the [化形] pair is
    exactly those, recorded secretly (host only), and no player is dealt either of them."""
    r = run(random={"启用身份": [["影妖", "血俑"]], "化形": [["血俑", "影妖"]]})
    note = next(e for e in prep(r) if e["kind"] == "host" and "化形" in e.get("data", {}))
    assert note["data"]["化形"] == ["血俑", "影妖"]
    assert all(e["audience"] == "host" for e in prep(r) if "化形" in e.get("data", {}))
    dealt = [c for pair in hands(r).values() for c in pair]
    assert not {"血俑", "影妖"} & set(dealt)
    assert Counter(dealt) == Counter(["仙子", "妖首", "妖首"] + ["妖众"] * 9)


@pytest.mark.parametrize("seed", range(8))
def test_random_huaxing_are_two_distinct_non_yaoshou_abyss_generals(seed: int) -> None:
    """开局准备2: the [化形] cards are "非【妖首】的[深渊妖魔]【将领】牌", two of them, never dealt."""
    r = run(seed=seed)
    pair = next(e for e in prep(r) if e["kind"] == "host" and "化形" in e.get("data", {}))["data"]["化形"]
    assert len(set(pair)) == 2 and all(n in ABYSS_GENERALS for n in pair) and "妖首" not in pair
    assert not set(pair) & {c for h in hands(r).values() for c in h}


def test_forcing_a_huaxing_that_is_not_enabled_is_rejected() -> None:
    """开局准备2: the [化形] come "从启用身份中" — a forced draw of a general that is not enabled fails."""
    with pytest.raises(ScenarioError, match="影妖"):
        run(setup={"identities": IDS6}, random={"化形": [["影妖", "凶祟"]]})


def test_yaoshou_cannot_be_a_huaxing_card() -> None:
    """开局准备2: "非【妖首】的[深渊妖魔]【将领】牌" — 妖首 is never a [化形] card."""
    with pytest.raises(ScenarioError, match="妖首"):
        run(setup={"化形": ["妖首", "凶祟"]})


# ---------------------------------------------------------------------------------------------
# 开局准备3: two cards each, the redeal rule


@pytest.mark.parametrize("players", [5, 8, 12])
def test_every_player_gets_two_cards_privately(players: int) -> None:
    """开局准备3: "每个人发放2张身份牌"; 开局准备4: "玩家得到2张身份牌后,秘密查看" — each seat is told
    its own two cards only, and together they are the whole deck."""
    r = run(players)
    got = hands(r)
    assert sorted(got) == list(range(1, players + 1))
    assert all(len(h) == 2 for h in got.values())
    notices = [e for e in prep(r) if e["kind"] == "info" and "cards" in e.get("data", {})]
    assert all(e["audience"] == [int(e["audience"][0])] for e in notices)
    assert Counter(c for h in got.values() for c in h) == Counter(
        ["仙子", "妖首", "妖首"] + ["妖众"] * (2 * players - 3))
    assert not any(conflict(h) for h in got.values())


def test_holding_yaoshou_and_xingkong_forces_a_redeal() -> None:
    """开局准备3: "首先各自检查是否同时持有【妖首】与[星空仙人]身份牌。如果有玩家同时持有,向【源尊】示意,
    所有人需要重新发放身份。" — the first deal gives seat 1 妖首 + 仙子, so everybody is dealt again
    and the second (clean) deal is the one played."""
    r = run(random={"发牌": [BAD_DECK, GOOD_DECK]})
    assert len(redeal_lines(r)) == 1
    assert hands(r) == {1: ["妖首", "妖众"], 2: ["妖首", "妖众"], 3: ["妖众", "仙子"],
                        4: ["妖众", "妖众"], 5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
    assert r["unused_random"] == {}


def test_two_conflicting_deals_then_a_clean_one_needs_no_host_assignment() -> None:
    """开局准备3: only "连续3次出现此种情况" hands the deal to the host; after two conflicts the third
    random deal stands."""
    r = run(random={"发牌": [BAD_DECK, BAD_DECK, GOOD_DECK], "源尊指定派发": [BAD_DECK]})
    assert len(redeal_lines(r)) == 2
    assert not any("指定派发" in e["text"] for e in prep(r) if e["audience"] == "all")
    assert hands(r)[3] == ["妖众", "仙子"]
    assert r["unused_random"] == {"源尊指定派发": [BAD_DECK]}


def test_three_conflicts_in_a_row_the_host_assigns_a_legal_deal() -> None:
    """开局准备3: "连续3次出现此种情况,则改为由【源尊】指定派发。" — three conflicting deals in a row; the
    host then assigns the cards (his own draw is forced to conflict too) and the assigned deal is
    legal: the same cards, two per player, nobody holding 【妖首】 and a [星空仙人] card."""
    r = run(random={"发牌": [BAD_DECK] * 3, "源尊指定派发": [BAD_DECK]})
    # two redeals are called; the third conflict hands the deal to the host instead
    assert len(redeal_lines(r)) == 2
    public = [e["text"] for e in prep(r) if e["audience"] == "all"]
    assert any("连续3次出现此种情况" in t and "指定派发" in t for t in public)
    got = hands(r)
    assert sorted(got) == [1, 2, 3, 4, 5, 6] and all(len(h) == 2 for h in got.values())
    assert Counter(c for h in got.values() for c in h) == Counter(BAD_DECK)
    assert not any(conflict(h) for h in got.values())
    assert r["unused_random"] == {}
    assert r["finished"] == {"round": 1, "phase": "黑夜"}  # the game then goes on normally


# five 星空 cards in five seats: no seat is left without one, so no 妖众 can be swapped in (issue 21, item 6)
STARRY_IDS = ["仙子", "星君", "圣贤", "神女", "仙童", "妖首", "妖首", "妖众", "妖众", "妖众", "影妖", "血俑"]
STARRY_DECK = ["妖首", "仙子", "星君", "妖众", "圣贤", "妖众", "神女", "妖众", "仙童", "妖首"]


def test_the_host_assigns_a_legal_deal_even_when_every_seat_holds_a_xingkong_card() -> None:
    """开局准备3: 「连续3次出现此种情况,则改为由【源尊】指定派发。」 — the host's shuffle gives every seat a [星空仙人]
    card and two seats 【妖首】 beside one: no player without 星空 cards has a 妖众 to swap. The game crashed
    (RuntimeError: generator raised StopIteration); the host now pairs each 妖首 with a 妖众 (docs/rulings/xianyao.md,
    Redeal), seats taking the pairs in the order of their first card in his shuffle."""
    r = run(5, setup={"identities": STARRY_IDS, "化形": ["影妖", "血俑"]},
            random={"发牌": [STARRY_DECK] * 3, "源尊指定派发": [STARRY_DECK]}, until={"round": 0})
    got = hands(r)
    assert Counter(c for h in got.values() for c in h) == Counter(STARRY_DECK)
    assert not any(conflict(h) for h in got.values())
    assert got == {1: ["妖首", "妖众"], 2: ["仙子", "星君"], 3: ["圣贤", "神女"], 4: ["妖众", "妖首"], 5: ["妖众", "仙童"]}


def test_a_deal_no_host_could_make_legal_is_refused_saying_why() -> None:
    """「连续3次出现此种情况,则改为由【源尊】指定派发。」 — the host can assign only a deal the redeal rule allows: an odd
    妖首 among [星空仙人] cards only has no partner (no configuration of the book deals so; a room's own identities
    could), and the deal says so instead of crashing."""
    with pytest.raises(ConfigError, match=r"无法指定派发.*no legal deal"):
        host_deal(["妖首", "仙子", "星君", "圣贤", "妖首", "妖首"], [1, 2, 3])
    # the usual mend where it works: 1's 妖首 swapped with the 妖众 of 3, who holds no 星空 card (two 妖首 may pair)
    assert host_deal(["妖首", "仙子", "星君", "圣贤", "妖首", "妖众"], [1, 2, 3]) == {
        1: ["妖众", "仙子"], 2: ["星君", "圣贤"], 3: ["妖首", "妖首"]}


def test_setup_cards_holding_yaoshou_and_xianzi_is_rejected() -> None:
    """开局准备3: a deal where a player holds "【妖首】与[星空仙人]身份牌" is not playable — a scripted
    host deal that does so is refused with a clear error."""
    cards = {1: ["妖首", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "妖众"],
             5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
    with pytest.raises(ScenarioError, match="同时持有【妖首】与\\[星空仙人\\]") as e:
        run(setup={"cards": cards})
    assert e.value.entry == "setup"


# ---------------------------------------------------------------------------------------------
# 开局准备4 / 5 and 【仙子】 [三界五行外]: ordering


def test_each_player_orders_his_two_cards() -> None:
    """开局准备4: "玩家得到2张身份牌后,秘密查看,自由决定上下顺序。" — seat 1 is dealt 妖首, 妖众 and puts
    妖众 on top; seat 2 keeps 妖首 on top; the host records exactly that (开局准备5)."""
    r = run(random={"发牌": [GOOD_DECK]},
            decisions=[{"seat": 1, "skill": "排序", "choice": ["妖众", "妖首"]},
                       {"seat": 2, "skill": "排序", "choice": ["妖首", "妖众"]}])
    rec = record(r)
    assert rec[1] == ["妖众", "妖首"] and rec[2] == ["妖首", "妖众"]
    told = {e["audience"][0]: e["data"] for e in prep(r) if "top" in e.get("data", {})}
    assert told[1] == {"top": "妖众", "bottom": "妖首"}
    # the order is what the game plays: only seat 2's 妖首 is on top, so it alone wakes at [验妖]
    woke = [e for e in r["log"] if e["round"] == 1 and "妖首" in e.get("data", {})]
    assert woke and woke[0]["data"]["妖首"] == [2]


def test_the_other_order_is_respected_too() -> None:
    """开局准备4: "自由决定上下顺序" — the same deal, the opposite answers, the opposite record."""
    r = run(random={"发牌": [GOOD_DECK]},
            decisions=[{"seat": 1, "skill": "排序", "choice": ["妖首", "妖众"]},
                       {"seat": 2, "skill": "排序", "choice": ["妖众", "妖首"]}])
    rec = record(r)
    assert rec[1] == ["妖首", "妖众"] and rec[2] == ["妖众", "妖首"]


def test_an_order_that_is_not_the_players_cards_is_rejected() -> None:
    """开局准备4: a player orders *his* two cards — any other pair is an illegal 排序 answer."""
    with pytest.raises(ScenarioError) as e:
        run(random={"发牌": [GOOD_DECK]}, decisions=[{"seat": 1, "skill": "排序", "choice": ["妖首", "妖首"]}])
    assert e.value.entry == "decisions[0]"


def test_xianzi_never_offered_on_top() -> None:
    """【仙子】[三界五行外]: "发放身份牌后,【仙子】身份牌必须放在底层" — the 仙子 holder is dealt
    仙子 first, yet no 排序 ask offers 仙子 on top and he ends with 仙子 at the bottom."""
    deck = ["妖首", "妖众", "妖首", "妖众", "仙子", "妖众"] + ["妖众"] * 6  # seat 3 dealt 仙子, 妖众
    g = Game(RULES, 6, 1, {"身份配置": "基础"}, None, {"发牌": [deck]})
    assert g.pending, "the players are asked to order their cards"
    for ask in g.pending.values():
        assert ask.skill == "排序"
        assert all(o["choice"][0] != "仙子" for o in ask.options)
        assert ask.default["choice"][0] != "仙子"
    for seat in list(g.pending):
        g.answer(seat, g.pending[seat].default)
    assert [c.name for c in g.state.players[3].cards] == ["妖众", "仙子"]


@pytest.mark.parametrize("seed", range(10))
def test_xianzi_is_always_the_bottom_card(seed: int) -> None:
    """【仙子】: "【仙子】身份牌必须放在底层" — in any random deal, 仙子 starts at the bottom."""
    rec = record(run(5 + seed % 8, seed=seed))
    holders = [s for s, pair in rec.items() if "仙子" in pair]
    assert len(holders) == 1 and rec[holders[0]][1] == "仙子"


def test_setup_with_xianzi_on_top_is_rejected() -> None:
    """【仙子】: "发放身份牌后,【仙子】身份牌必须放在底层" — a scenario deal with 仙子 on top is refused."""
    cards = {1: ["妖首", "妖众"], 2: ["妖首", "妖众"], 3: ["仙子", "妖众"], 4: ["妖众", "妖众"],
             5: ["妖众", "妖众"], 6: ["妖众", "妖众"]}
    with pytest.raises(ScenarioError, match="仙子") as e:
        run(setup={"cards": cards})
    assert e.value.entry == "setup" and "底层" in str(e.value)


def test_host_records_secretly_and_cards_never_go_public() -> None:
    """开局准备5: "【源尊】绕行一周逐一秘密查看并记录好所有玩家身份牌及摆放。" and "玩家身份牌在游戏中永远不会公开。"
    — the record is host-only, every seat's cards are told to that seat alone, and no public entry
    of a whole game carries any seat's cards."""
    r = run(seed=5, until={"round": 3})
    rec = [e for e in prep(r) if "【源尊】记录" in e["text"]]
    assert len(rec) == 1 and rec[0]["audience"] == "host"
    for e in r["log"]:
        data = e.get("data", {})
        if "cards" in data or "top" in data:
            assert e["audience"] != "all", e


def test_preparation_ends_before_the_first_day() -> None:
    """开局准备7: "【源尊】记录好所有信息后,准备结束,游戏正式开始。" — every 开局准备 entry (the
    record and the [验妖] layout included) comes before the first 白昼 line of round 1."""
    r = run()
    phases = [(e["round"], e["phase"]) for e in r["log"]]
    first_day = phases.index((1, "白昼"))
    assert all(p == (0, "开局准备") for p in phases[:first_day])
    assert all(p != (0, "开局准备") for p in phases[first_day:])
    assert any("【源尊】记录" in e["text"] for e in r["log"][:first_day])
    assert r["log"][first_day]["text"] == "黎明将至,妖魔退避,所有玩家闭眼。"


# ---------------------------------------------------------------------------------------------
# configuration errors


@pytest.mark.parametrize("players", [4, 13])
def test_wrong_player_count(players: int) -> None:
    """开局准备3: "每个人发放2张身份牌" from a configuration for 5–12 players; other counts are refused."""
    with pytest.raises(ScenarioError, match="5–12") as e:
        run(players)
    assert e.value.entry == "setup" and str(players) in str(e.value)


def test_unknown_identity_name() -> None:
    """开局准备1: "决定本局启用的身份" — only the book's identities can be enabled."""
    with pytest.raises(ScenarioError, match=r"未知身份.*狐仙"):
        run(setup={"identities": [*IDS6[:-1], "狐仙"]})


@pytest.mark.parametrize(("extra", "named"), [(["神女"], "神女"), (["影妖"], "影妖")])
def test_unimplemented_general_enabled_for_dealing(extra: list[str], named: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """开局准备1–2: enabling a general beyond the two [化形] cards would deal it; its skill is not
    implemented, so the configuration is refused and the message names it. (Every general is
    implemented now: the test takes the implementation of one away.)"""
    monkeypatch.setitem(BY_NAME, named, dataclasses.replace(BY_NAME[named], implemented=False))
    ids = ["仙子", "妖首", "妖首"] + ["妖众"] * 8 + ["凶祟", "枯骨", *extra]
    with pytest.raises(ScenarioError, match=f"{named}.*尚未实现"):
        run(setup={"identities": ids})


@pytest.mark.parametrize(("ids", "msg"), [
    (["仙子", "仙子", "妖首", "妖首"] + ["妖众"] * 8 + ["凶祟", "枯骨"], "one 仙子 and two 妖首"),
    (["仙子", "妖首"] + ["妖众"] * 10 + ["凶祟", "枯骨"], "one 仙子 and two 妖首"),
    (["仙子", "妖首", "妖首"] + ["妖众"] * 8 + ["凶祟", "枯骨"], "need 12 dealt cards"),
    (["仙子", "妖首", "妖首"] + ["妖众"] * 9 + ["凶祟"], "at least two"),
])
def test_wrong_card_counts(ids: list[str], msg: str) -> None:
    """开局准备3: "每个人发放2张身份牌" and 开局准备2 "抽取2张…作为本局的[化形]牌" — the enabled cards must
    make two per player, one 仙子 and two 妖首, plus two 深渊 generals for the [化形]."""
    with pytest.raises(ScenarioError, match=msg):
        run(setup={"identities": ids})


@pytest.mark.parametrize(("cards", "msg"), [
    ({1: ["妖首", "妖众"], 2: ["妖首", "妖众"], 3: ["妖众", "仙子"], 4: ["妖众", "妖众"], 5: ["妖众", "妖众"]},
     "seats \\[6\\] have no cards"),
    ({1: ["妖首", "妖首"], 2: ["妖首", "妖众"], 3: ["妖众", "仙子"], 4: ["妖众", "妖众"], 5: ["妖众", "妖众"],
      6: ["妖众", "妖众"]}, "the game's cards are"),
    ({1: ["妖首", "妖众", "妖众"], 2: ["妖首"], 3: ["妖众", "仙子"], 4: ["妖众", "妖众"], 5: ["妖众", "妖众"],
      6: ["妖众", "妖众"]}, "must be \\[top, bottom\\]"),
])
def test_wrong_scripted_deal(cards: dict[int, list[str]], msg: str) -> None:
    """开局准备3: "每个人发放2张身份牌" — a scripted deal must give every seat two of the game's cards."""
    with pytest.raises(ScenarioError, match=msg) as e:
        run(setup={"cards": cards})
    assert e.value.entry == "setup"


# ---------------------------------------------------------------------------------------------
# 身份配置 完整 (the default): 开局准备1 「根据身份配置表随机抽取…决定本局启用的身份并告知所有玩家」


@pytest.mark.parametrize("players", range(5, 13))
def test_the_default_configuration_draws_the_full_table(players: int) -> None:
    """开局准备1: "根据身份配置表随机抽取或集体讨论,决定本局启用的身份并告知所有玩家" — with no setting the
    generals are drawn at random to the counts of FULL_TABLE (docs/rulings/xianyao.md), announced to all;
    开局准备2 sets two of the 深渊 ones aside as [化形]; the 2N dealt cards are the rest."""
    from daoyan.games.xianyao.identities import STAR_GENERALS
    from daoyan.games.xianyao.setup import FULL_TABLE

    n_star, n_abyss = FULL_TABLE[players]
    r = run_scenario({"game": "xianyao", "players": players, "seed": players, "until": {"round": 1}})
    announced = next(e for e in prep(r) if e["audience"] == "all" and "identities" in e.get("data", {}))
    enabled = announced["data"]["identities"]
    stars = [n for n in enabled if n in STAR_GENERALS]
    abyss = [n for n in enabled if n in ABYSS_GENERALS]
    assert len(stars) == len(set(stars)) == n_star and len(abyss) == len(set(abyss)) == n_abyss
    pair = next(e for e in prep(r) if e["kind"] == "host" and "化形" in e.get("data", {}))["data"]["化形"]
    assert set(pair) <= set(abyss) and len(set(pair)) == 2
    dealt = Counter(c for h in hands(r).values() for c in h)
    assert dealt == Counter(["仙子", "妖首", "妖首"] + ["妖众"] * players + stars
                            + [n for n in abyss if n not in pair])
    assert sum(dealt.values()) == 2 * players


def test_the_base_configuration_is_a_setting() -> None:
    """身份配置 基础 (a setting): no general is dealt, two 深渊 generals are enabled only as the [化形] pair."""
    r = run(9)
    dealt = Counter(c for h in hands(r).values() for c in h)
    assert dealt == Counter(["仙子", "妖首", "妖首"] + ["妖众"] * 15)
