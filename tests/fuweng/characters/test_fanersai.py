"""紅桃3，凡爾賽，3，狂隱 — 【歷練】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/fanersai.py):
「【歷練】鎖定技。你使用未被此技能記錄牌名的牌后，你摸一張牌并記錄之。然后若此技能記錄數不小于22，你的陣營獲勝。」
As scraped: 「?3，凡爾賽，3，狂隱」 「【歷練】鎖定技。你使用未被此技能記錄牌名的牌后，你摸一張牌并記錄之。然后若此技能記錄數(shù)不小于22，你的陣營(yíng)獲勝。」 「技能：修行不慎 跌落云巔/斬鹿失利 遺恨家犬」 「陣亡：原來(lái) 這叫凡爾賽嗎」."""

from __future__ import annotations

from typing import Any

from kit import drive, said, table

from daoyan.games.fuweng import combat, hooks, play, tricks
from daoyan.games.fuweng.cards import CARD_KINDS
from daoyan.games.fuweng.state import Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"


def setup(mine: list[str], theirs: list[str] | None = None) -> tuple[Any, Any]:
    g, s = table("凡爾賽", s1={"hand": mine}, s2={"hand": theirs or []})
    s.turn = Turn(1, "出牌")
    return g, s


def take(s: Any, seat: int, name: str) -> int:
    q = s.players[seat]
    c = next(c for c in q.hand if s.cards[c].name == name)
    q.hand.remove(c)
    return c


def run(g: Any, flow: Any, script: Any = None) -> tuple[list[Any], bool]:
    """The flow, then the events waiting for the next step (「使用牌后」 is heard there)."""
    asked, over = drive(flow, script)
    if over:
        return asked, over
    more, over = drive(iter(hooks.settle(g)))
    return asked + more, over


def test_the_card() -> None:
    """「?3，凡爾賽，3，狂隱」 — the second 3 listed: 紅桃3 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("凡爾賽")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃3", 3, "狂隱")


def test_a_new_name_draws_one_and_is_recorded() -> None:
    """「你使用未被此技能記錄牌名的牌后，你摸一張牌并記錄之。」 — a 【狗】: one card, 狗 recorded (public), the line
    「修行不慎 跌落云巔」; a second 【狗】: nothing; then 【無中生有】: its three and one more, the line 「斬鹿失利 遺恨家犬」."""
    g, s = setup(["狗", "狗", "無中生有"])
    p = s.players[1]
    run(g, play.use_dog(g, p, s.players[2], take(s, 1, "狗")))
    assert p.records == {"歷練": ["狗"]} and len(p.hand) == 3 and said(g, "修行不慎 跌落云巔")
    run(g, play.use_dog(g, p, s.players[2], take(s, 1, "狗")))
    assert p.records == {"歷練": ["狗"]} and len(p.hand) == 2
    run(g, tricks.use(g, p, next(c for c in p.hand if s.cards[c].name == "無中生有"), 1))
    assert p.records == {"歷練": ["狗", "無中生有"]} and len(p.hand) == 1 + 3 + 1 and said(g, "斬鹿失利 遺恨家犬")


def test_a_response_used_counts_a_card_played_does_not() -> None:
    """「使用」 (R-X36: plays do not count) — his 【流浪貓】 against a 【狗】 is used: recorded; the 【狗】 he plays for a
    金鼓齊鳴 is 打出: not recorded."""
    g, s = setup(["流浪貓"], ["狗", "金鼓齊鳴"])
    p, q = s.players[1], s.players[2]

    def cat(a: Any) -> Any:
        return next(o for o in a.options if isinstance(o.get("choice"), int))

    run(g, play.use_dog(g, q, p, take(s, 2, "狗")), {"流浪貓": [cat]})
    assert p.records == {"歷練": ["流浪貓"]} and p.hp == 3 and len(p.hand) == 1
    p.hand = [next(c for c in s.deck if s.cards[c].name == "狗")]
    s.deck.remove(p.hand[0])
    duel = next(c for c in q.hand if s.cards[c].name == "金鼓齊鳴")
    run(g, tricks.use(g, q, duel, 1), {"金鼓齊鳴": [cat]})
    assert p.records == {"歷練": ["流浪貓"]} and p.hand == []


def test_twenty_two_names_win_for_his_camp() -> None:
    """「然后若此技能記錄數不小于22，你的陣營獲勝。」 (R-D15) — 21 names recorded, a 【狗】 is the 22nd."""
    g, s = setup(["狗"])
    p = s.players[1]
    p.records["歷練"] = [k.name for k in CARD_KINDS if k.name != "狗"][:21]
    _, over = run(g, play.use_dog(g, p, s.players[2], take(s, 1, "狗")))
    assert over and len(p.records["歷練"]) == 22 and all(q.revealed for q in s.players.values())
    assert g.outcome is not None and g.outcome.winner == combat.camp_of(p.identity)


def test_his_last_words() -> None:
    """「陣亡：原來 這叫凡爾賽嗎」."""
    g, s = setup([])
    drive(combat.damage(g, s.players[2], s.players[1], 9))
    assert s.players[1].dead and said(g, "原來 這叫凡爾賽嗎")


def test_the_heuristic_bot_uses_the_twenty_second_name() -> None:
    """The heuristic bot: 【無中生有】 is its best card, but at 21 names (無中生有 among them, not 狗) a 【狗】 is the 22nd
    name and wins: it uses the 【狗】; at 20 names it keeps to 【無中生有】."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = setup(["無中生有", "狗"])
    p = s.players[1]
    s.players[2].position = p.position
    others = [k.name for k in CARD_KINDS if k.name != "狗"]
    p.records["歷練"] = others[:21]
    ask = next(a for a in drive_until_ask(play.play_phase(g, p)))
    ans = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert s.cards[ans["choice"]].name == "狗"
    p.records["歷練"] = others[:20]
    ans = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert s.cards[ans["choice"]].name == "無中生有"


def drive_until_ask(flow: Any) -> list[Any]:
    batch = next(flow)
    while not batch:
        batch = flow.send({})
    return list(batch)


def test_the_records_are_shown_by_name_to_the_table() -> None:
    """「你摸一張牌并記錄之」 — the record is public (each name is said as it comes), so the table shows the names
    themselves, not only their count: the terminal's seat line (`seat_state`, `describe_you` for another seat) and
    the web room page's 人妖牌 cell (`display`), in Chinese and in English."""
    from daoyan.games.fuweng import display, terminal

    g, s = table("凡爾賽", s1={"records": {"歷練": ["狗", "無中生有"]}})
    assert terminal.seat_state(s, 1, "zh") == "【歷練】記錄2個牌名: 狗、無中生有"
    assert terminal.seat_state(s, 1, "en") == "[Seasoning] 2 names recorded: Dog, Something from Nothing"
    assert "【歷練】記錄2個牌名: 狗、無中生有" in terminal.describe_you(g, 3, "zh", board=False)
    for lang, text in (("zh", "【歷練】記錄2個牌名: 狗、無中生有"),
                       ("en", "[Seasoning] 2 names recorded: Dog, Something from Nothing")):
        row = display.display(g, 3, lang)["rows"][0]
        assert any(isinstance(cell, str) and text in cell for cell in row), row


def test_a_scenario_lays_out_the_records_and_checks_them() -> None:
    """The scenario key `records: {歷練: [狗, 家貓]}` (docs/scenarios.md) gives the seat its recorded names (said to
    the table: public), and `expect` checks the result's `records`: scenarios/fuweng_fanersai_records.yaml — 【狗】
    and 【家貓】 recorded, his 【無中生有】 is new (one card, recorded), his 【狗】 is not."""
    import copy
    from pathlib import Path

    from daoyan.scenario import load, run_scenario

    doc = load(Path(__file__).parents[3] / "scenarios" / "fuweng_fanersai_records.yaml")
    r = run_scenario(doc)
    assert r["expect_failures"] == [] and r["seats"]["1"]["records"] == {"歷練": ["狗", "家貓", "無中生有"]}
    wrong = copy.deepcopy(doc)
    wrong["expect"]["seats"][1]["records"] = {"歷練": ["狗", "家貓", "無中生有", "狗"]}
    assert len(run_scenario(wrong)["expect_failures"]) == 1


def test_scenario_records_are_checked() -> None:
    """A position the rules cannot reach is refused: records without the character, for a skill that keeps none or
    not the seat's, an unknown name, a name twice, or 22 names (「若此技能記錄數不小于22，你的陣營獲勝」: the game
    would have ended)."""
    import pytest

    from daoyan.core.errors import ConfigError
    from daoyan.core.game import Game
    from daoyan.games.fuweng import RULES

    names = [k.name for k in CARD_KINDS]
    for spec, match in (({"records": {"歷練": ["狗"]}}, "need the seat's character"),
                        ({"character": "社長", "records": {"歷練": ["狗"]}}, "keeps no records"),
                        ({"character": "凡爾賽", "records": {"隨流": ["狗"]}}, "maps the seat's skill"),
                        ({"character": "凡爾賽", "records": {"歷練": ["貓"]}}, "unknown card"),
                        ({"character": "凡爾賽", "records": {"歷練": ["狗", "狗"]}}, "once"),
                        ({"character": "凡爾賽", "records": {"歷練": names[:22]}}, "ended the game")):
        with pytest.raises(ConfigError, match=match):
            Game(RULES, 5, 1, {"局面": {"seats": {1: spec}}})
    g = Game(RULES, 5, 1, {"局面": {"seats": {1: {"character": "凡爾賽", "records": {"歷練": names[:21]}}}}})
    assert g.state.players[1].records == {"歷練": names[:21]}
