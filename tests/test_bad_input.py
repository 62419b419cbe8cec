"""Bad input through every entry point: a clear error that says what is wrong, and nothing changes.

Entry points: Game.answer (and timeout), scenario documents and files, the CLI. Where an answer is
illegal because of a rule of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) the rule is quoted.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan.cli import app
from daoyan.core.errors import ConfigError, DaoyanError, GameFinished, IllegalAnswer, NotAsked, ScenarioError
from daoyan.core.game import Game, replay
from daoyan.games import get_rules
from daoyan.scenario import load, run_scenario

RULES = get_rules("xianyao")
# 7 players, host-assigned deal: 1号 holds the 仙子 (bottom), 妖首 at 2号 (top) and 5号 (bottom)
CARDS = {1: ["妖众", "仙子"], 2: ["妖首", "妖众"], 3: ["妖众", "妖众"], 4: ["妖众", "妖众"], 5: ["妖众", "妖首"],
         6: ["妖众", "妖众"], 7: ["妖众", "妖众"]}
BASE: dict[str, Any] = {"game": "xianyao", "players": 7, "seed": 12345,
                        "setup": {"cards": CARDS, "化形": ["影妖", "血俑"]}}


def doc(**kw: Any) -> dict[str, Any]:
    return {**BASE, **kw}


def dealt_game(**options: Any) -> Game:
    return Game(RULES, 7, 12345, {"cards": CARDS, "化形": ["影妖", "血俑"], **options})


def answer_defaults_until(g: Game, seat: int, skill: str) -> None:
    while not (seat in g.pending and g.pending[seat].skill == skill):
        assert g.pending, f"no {skill} ask for seat {seat}"
        for s in list(g.pending):
            if not (s == seat and g.pending[s].skill == skill):
                g.timeout(s)


# ---- Game.answer -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "bad",
    [None, 5, "5", [5], {"target": 99}, {"target": 0}, {"target": "5"}, {"target": 5, "extra": True},
     {"choice": "放弃", "target": 5}, {"choice": "过"}, {"skill": "验妖", "target": 5}, {"target": 5, "say": "嗯"}],
)
def test_illegal_answers_to_feng_yao_change_nothing(bad: Any) -> None:
    g = dealt_game()
    answer_defaults_until(g, 1, "封妖")
    before, history = g.snapshot(), list(g.history)
    with pytest.raises(IllegalAnswer, match=r"1号座位的\[封妖\]"):
        g.answer(1, bad)
    assert g.snapshot() == before and g.history == history
    assert g.answer(1, {"target": 5}) == {"target": 5}  # and the seat may still answer


def test_answers_from_the_wrong_seat_or_phase_change_nothing() -> None:
    g = dealt_game()
    answer_defaults_until(g, 1, "封妖")
    before = g.snapshot()
    for seat, ans in [(2, {"target": 5}), (8, {"target": 5}), (0, {"choice": "放弃"}), (-1, {"choice": "放弃"})]:
        # (seat 0 is the host's own asks, `HOST_SEAT`: none is open in 仙妖斗法)
        with pytest.raises(NotAsked, match="主持人" if seat == 0 else f"{seat}号座位") as err:
            g.answer(seat, ans)
        # the error can reach any seat: it must not say who is asked to [封妖] (that is the 【仙子】)
        assert "封妖" not in str(err.value) and "waiting for): 无 (none)" in str(err.value)
    with pytest.raises(NotAsked):
        g.timeout(3)
    assert g.snapshot() == before


def test_a_vote_during_the_day_is_not_asked() -> None:
    g = dealt_game()
    answer_defaults_until(g, 2, "验妖")
    before = g.snapshot()
    with pytest.raises(NotAsked):
        g.answer(3, {"target": [5, 5]})
    assert g.snapshot() == before


def test_the_xianzi_card_cannot_be_ordered_on_top() -> None:
    """000_21ded97409bf0f89.txt: 「发放身份牌后,【仙子】身份牌必须放在底层」 — an 排序 answer putting it
    on top is illegal, and so is a host-assigned deal doing so."""
    g = Game(RULES, 5, 1, {"化形": ["影妖", "血俑"]}, forced={"发牌": [
        ["妖众", "仙子", "妖首", "妖众", "妖众", "妖首", "妖众", "妖众", "妖众", "妖众"]]})
    assert 1 not in g.pending  # 仙子 with 妖众: one legal order only, nothing to ask
    assert g.rules.host_state(g)["seats"]["1"]["cards"][1]["name"] == "仙子"
    with pytest.raises(ConfigError, match="底层"):
        dealt_game().rules.configure(7, {"cards": {**CARDS, 1: ["仙子", "妖众"]}})
    with pytest.raises(ScenarioError, match=r"setup: cards\[1\]"):
        run_scenario(doc(setup={"cards": {**CARDS, 1: ["仙子", "妖众"]}}))


def test_the_order_ask_takes_only_the_seat_s_own_two_cards() -> None:
    g = Game(RULES, 5, 1, {"化形": ["影妖", "血俑"]}, forced={"发牌": [
        ["妖首", "妖众", "妖众", "仙子", "妖首", "妖众", "妖众", "妖众", "妖众", "妖众"]]})
    ask = g.pending[1]
    assert ask.skill == "排序"
    before = g.snapshot()
    for bad in ({"choice": ["妖首", "妖首"]}, {"choice": ["妖众"]}, {"choice": ["仙子", "妖众"]}, {"choice": "妖首"}):
        with pytest.raises(IllegalAnswer, match=r"1号座位的\[排序\]"):
            g.answer(1, bad)
    assert g.snapshot() == before
    g.answer(1, {"choice": ("妖众", "妖首")})  # a tuple is read as a list


def test_a_ballot_with_the_wrong_number_of_votes_or_a_sealed_target() -> None:
    """000_21ded97409bf0f89.txt: 「玩家的每一票可以投给任意[自由状态]玩家,或弃票」 and
    「拥有2层可用身份牌的玩家有2票」."""
    g = dealt_game()
    answer_defaults_until(g, 3, "诛仙投票")
    before = g.snapshot()
    for bad in ({"target": [5]}, {"target": [5, 5, 5]}, {"target": [5, 9]}, {"target": [5, "跟票"]},
                {"choice": "跟票"}, {"target": 5}):
        with pytest.raises(IllegalAnswer, match=r"3号座位的\[诛仙投票\]"):
            g.answer(3, bad)
    assert g.snapshot() == before
    assert g.answer(3, {"target": ["弃票", 5]}) == {"target": [5, "弃票"]}  # either order


def test_yanyao_effect_two_needs_both_yaoshou_on_top() -> None:
    """000_21ded97409bf0f89.txt: 「仅一张位于顶层或均位于底层,本局只能使用效果①」 — ② is refused."""
    g = dealt_game()
    answer_defaults_until(g, 2, "验妖")
    before = g.snapshot()
    with pytest.raises(IllegalAnswer, match=r"2号座位的\[验妖\]"):
        g.answer(2, {"choice": 2, "target": "3:顶层"})
    with pytest.raises(IllegalAnswer):
        g.answer(2, {"choice": 3, "target": 3})
    assert g.snapshot() == before
    g.answer(2, {"choice": 1, "target": 3})


def test_answering_a_finished_game() -> None:
    r = run_scenario({"game": "xianyao", "players": 5, "seed": 7,
                      "setup": {"cards": {1: ["妖众", "仙子"], 2: ["妖首", "妖首"], 3: ["妖众", "妖众"],
                                          4: ["妖众", "妖众"], 5: ["妖众", "妖众"]}, "化形": ["影妖", "血俑"]},
                      "decisions": [{"round": 1, "seat": 3, "skill": "诛仙投票", "target": [1, 2]},
                                    {"round": 2, "seat": 3, "skill": "诛仙投票", "target": [1, 2]}]})
    g = replay(RULES, r["record"])
    assert g.finished and g.outcome is not None
    before = g.snapshot()
    for seat in (1, 3):
        with pytest.raises(GameFinished):
            g.answer(seat, {"choice": "过"})
    assert g.snapshot() == before


def test_a_replay_with_a_forged_answer_fails_loudly() -> None:
    g = dealt_game()
    answer_defaults_until(g, 1, "封妖")
    g.answer(1, {"target": 5})
    rec = g.record()
    n, seat, _ = rec["answers"][-1]
    forged = dict(rec, answers=[*rec["answers"][:-1], [n, seat, {"target": 42}]])
    with pytest.raises(IllegalAnswer, match=r"1号座位的\[封妖\]"):
        replay(RULES, forged)
    out_of_order = dict(rec, answers=rec["answers"][1:])
    with pytest.raises(IllegalAnswer, match="replay"):
        replay(RULES, out_of_order)


@pytest.mark.parametrize(
    ("options", "match"),
    [({"最多轮数": "x"}, "最多轮数"), ({"最多轮数": 0}, "最多轮数"), ({"第二轮发言": "yes"}, "第二轮发言"),
     ({"鉴仙图答案": "秘密"}, "鉴仙图答案"), ({"deadlines": 5}, "deadlines"), ({"deadlines": {"发言": -1}}, "deadlines"),
     ({"nope": 1}, "unknown options"), ({"关键身份": ["妖首"]}, "关键身份")],
)
def test_bad_room_settings(options: dict[str, Any], match: str) -> None:
    with pytest.raises(ConfigError, match=match):
        Game(RULES, 7, 1, options)


@pytest.mark.parametrize("players", [4, 13, 0, "7", None, 7.0])
def test_bad_player_counts(players: Any) -> None:
    with pytest.raises(ConfigError, match="5–12"):
        Game(RULES, players, 1)


# ---- scenario documents ------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("bad", "entry", "match"),
    [
        ({"colour": "red"}, None, "unknown keys"),
        ({"players": 13}, "setup", "5–12"),
        ({"game": "狼人杀"}, "setup", "unknown game"),
        ({"seed": "abc"}, "seed", "seed"),
        ({"options": [1, 2]}, "options", "options"),
        ({"options": {"最多轮数": "x"}}, "setup", "最多轮数"),
        ({"setup": {"cards": CARDS, "化形": ["影妖", "血俑"], "颜色": 1}}, "setup", "setup may hold"),
        ({"setup": {"identities": ["仙子", "妖首", "妖首", "不存在"]}}, "setup", "未知身份"),
        ({"setup": {"cards": {**CARDS, 7: ["妖众", "不存在"]}}}, "setup", "未知身份"),
        ({"setup": {"cards": {**CARDS, 7: ["妖众", "妖首"]}}}, "setup", "cards deal"),
        ({"setup": {"cards": {**CARDS, 2: ["妖首", "仙子"], 1: ["妖众", "妖众"]}}}, "setup", "妖首"),
        ({"setup": {"化形": ["仙子", "影妖"]}}, "setup", "化形"),
        ({"dice": [7]}, "dice", "dice"),
        ({"dice": [0, 3]}, "dice", "dice"),
        ({"dice": "66"}, "dice", "dice"),
        ({"dice": [True]}, "dice", "dice"),
        ({"random": [1]}, "random", "random"),
        ({"random": {"化形": ["仙子", "妖首"]}, "setup": None}, "random", "化形"),
        ({"random": {"发言方向": ["北"]}}, "random", "发言方向"),
        ({"random": {"起始玩家": [9]}}, "random", "起始玩家"),
        ({"decisions": "all pass"}, "decisions", "list"),
        ({"decisions": [{"seat": 1}]}, "decisions[0]", "seat and skill"),
        ({"decisions": [{"round": 1, "seat": 1, "skill": "发言", "choice": "过"}, "pass"]}, "decisions[1]",
         "seat and skill"),
        ({"until": 3}, "until", "until"),
        ({"until": {"round": "3"}}, "until", "until"),
    ],
)
def test_malformed_scenarios_are_refused_with_the_entry_named(bad: dict[str, Any], entry: str | None,
                                                               match: str) -> None:
    with pytest.raises(ScenarioError, match=match) as err:
        run_scenario(doc(**bad))
    assert err.value.entry == entry
    if entry:
        assert str(err.value).startswith(entry + ":")


def test_an_illegal_decision_is_named() -> None:
    bad = doc(decisions=[
        {"round": 1, "seat": 3, "skill": "诛仙投票", "target": [5, 5]},
        {"round": 2, "seat": 1, "skill": "封妖", "target": 99},
    ])
    with pytest.raises(ScenarioError, match=r"^decisions\[1\]: 1号座位的\[封妖\]") as err:
        run_scenario(bad)
    assert err.value.entry == "decisions[1]"


def test_a_decision_with_unknown_keys_is_named() -> None:
    with pytest.raises(ScenarioError, match=r"decisions\[0\].*unknown keys \['targt'\]"):
        run_scenario(doc(decisions=[{"round": 2, "seat": 1, "skill": "封妖", "targt": 5}]))


def test_a_yanyao_effect_the_layout_does_not_give_is_named() -> None:
    """000_21ded97409bf0f89.txt: 「仅一张位于顶层或均位于底层,本局只能使用效果①」."""
    with pytest.raises(ScenarioError, match=r"^decisions\[0\]: 2号座位的\[验妖\]"):
        run_scenario(doc(decisions=[{"round": 1, "seat": 2, "skill": "验妖", "choice": 2, "target": 3}]))


@pytest.mark.parametrize(
    ("decision", "why"),
    [
        ({"round": 1, "seat": 1, "skill": "封妖", "target": 5}, "round 1"),  # no 封妖 in the first 白昼
        ({"round": 2, "seat": 4, "skill": "封妖", "target": 5}, "seat 4"),  # 4号 is not the 仙子
        ({"round": 1, "seat": 5, "skill": "验妖", "choice": 1, "target": 3}, "seat 5"),  # 5号's 妖首 is below
        ({"round": 1, "seat": 2, "skill": "飞天", "choice": 1}, "飞天"),
        ({"round": 1, "seat": 3, "skill": "黎明", "choice": "戏言"}, "黎明"),  # 3号 is free
    ],
)
def test_a_decision_never_asked_is_named(decision: dict[str, Any], why: str) -> None:
    with pytest.raises(ScenarioError, match=r"^decisions\[1\]: never asked") as err:
        run_scenario(doc(decisions=[{"round": 1, "seat": 3, "skill": "发言", "choice": "过"}, decision],
                         options={"最多轮数": 3}))
    assert err.value.entry == "decisions[1]"
    assert why in str(err.value)


def test_a_decision_after_the_until_round_is_not_an_error_but_one_before_is() -> None:
    ok = run_scenario(doc(until={"round": 1}, decisions=[{"round": 2, "seat": 1, "skill": "封妖", "target": 5}]))
    assert ok["finished"] == {"round": 1, "phase": "黑夜"}
    with pytest.raises(ScenarioError, match=r"decisions\[0\]: never asked"):
        run_scenario(doc(until={"round": 2}, decisions=[{"round": 1, "seat": 1, "skill": "封妖", "target": 5}]))


def test_a_second_jianxiantu_in_one_game_is_illegal() -> None:
    """000_21ded97409bf0f89.txt: [鉴仙图] 「整局游戏限一次」 — a second claim by the same player is refused."""
    claims = [{"round": 1, "seat": 3, "skill": "鉴仙图", "choice": 1, "target": 2},
              {"round": 2, "seat": 3, "skill": "鉴仙图", "choice": 1, "target": 5}]
    with pytest.raises(ScenarioError, match=r"^decisions\[1\]: 3号座位的\[发言\]"):
        run_scenario(doc(decisions=claims, random={"发言方向": ["顺时针"], "起始玩家": [1]}))


def test_forced_draws_written_as_the_docs_show_are_used() -> None:
    """docs/scenarios.md: `化形` (the [化形] pair, a list), `发牌` (the whole deck in dealing order)."""
    deck = ["妖众", "仙子", "妖首", "妖众", "妖众", "妖首", "妖众", "妖众", "妖众", "妖众"]
    r = run_scenario({"game": "xianyao", "players": 5, "seed": 4, "until": {"round": 1}, "options": {"身份配置": "基础"},
                      "random": {"启用身份": ["纸人", "灾厄"], "化形": ["灾厄", "纸人"], "发牌": deck}})
    assert r["unused_random"] == {}
    notes = [e for e in r["log"] if e["kind"] == "host"]
    assert notes[0]["data"] == {"化形": ["灾厄", "纸人"]}
    assert [c["name"] for c in r["seats"]["1"]["cards"]] == ["妖众", "仙子"]
    assert [c["name"] for c in r["seats"]["2"]["cards"]] in (["妖首", "妖众"], ["妖众", "妖首"])


# ---- scenario files ----------------------------------------------------------------------------

def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize(
    ("text", "match"),
    [("game: xianyao\nplayers: [7\n", "not valid YAML"), ("- game: xianyao\n", "YAML mapping"), ("", "YAML mapping"),
     ("just words", "YAML mapping"), ("game: xianyao\n\tplayers: 7\n", "not valid YAML")],
)
def test_malformed_yaml_files(tmp_path: Path, text: str, match: str) -> None:
    with pytest.raises(ScenarioError, match=match):
        load(write(tmp_path, text))


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read"):
        load(tmp_path / "nope.yaml")


def test_a_file_with_an_unknown_identity(tmp_path: Path) -> None:
    p = write(tmp_path, "game: xianyao\nplayers: 5\nsetup:\n  identities: [仙子, 妖首, 妖首, 麒麟]\n")
    with pytest.raises(ScenarioError, match="麒麟"):
        run_scenario(load(p))


# ---- the CLI -----------------------------------------------------------------------------------

runner = CliRunner()


def run_cli(*args: str, input: str | None = None) -> Any:
    return runner.invoke(app, list(args), input=input)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("game: xianyao\nplayers: [7\n", "not valid YAML"),
        ("game: xianyao\nplayers: 7\ncolour: red\n", "unknown keys"),
        ("game: xianyao\nplayers: 5\nsetup:\n  identities: [仙子, 妖首, 妖首, 麒麟]\n", "麒麟"),
        ("game: xianyao\nplayers: 5\ndice: [9]\n", "dice"),
        ("game: xianyao\nplayers: 5\nrandom: {发言方向: [北]}\n", "random"),
        ("game: xianyao\nplayers: 5\ndecisions:\n  - {round: 1, seat: 1, skill: 飞天}\noptions: {最多轮数: 2}\n",
         "decisions[0]"),
    ],
)
def test_cli_scenario_run_on_a_bad_file_exits_2_with_the_message(tmp_path: Path, text: str, words: str) -> None:
    p = write(tmp_path, text)
    for extra in ([], ["--json"]):
        r = run_cli("scenario", "run", str(p), *extra)
        assert r.exit_code == 2, r.output
        assert "错误 (error)" in r.output and words in r.output


def test_cli_scenario_run_on_a_missing_file(tmp_path: Path) -> None:
    r = run_cli("scenario", "run", str(tmp_path / "missing.yaml"))
    assert r.exit_code == 2 and "cannot read" in r.output


def test_cli_scenario_with_an_illegal_decision_names_it(tmp_path: Path) -> None:
    text = json.dumps(doc(decisions=[{"round": 2, "seat": 1, "skill": "封妖", "target": 99}]), ensure_ascii=False)
    r = run_cli("scenario", "run", str(write(tmp_path, text)))  # JSON is YAML too
    assert r.exit_code == 2
    assert "decisions[0]" in r.output and "封妖" in r.output


@pytest.mark.parametrize(
    ("args", "words"),
    [(["play", "--players", "13"], "5–12"), (["play", "--players", "5", "--seat", "9"], "seat"),
     (["sim", "--players", "4", "--games", "1"], "5–12"), (["rules", "狼人杀"], "unknown game"),
     (["play", "xianyao", "--option", "最多轮数=x"], "最多轮数"), (["play", "--option", "oops"], "KEY=VALUE")],
)
def test_cli_bad_options_exit_2(args: list[str], words: str) -> None:
    r = run_cli(*args, input="")
    assert r.exit_code == 2, r.output
    assert words in r.output


@pytest.mark.parametrize("content", [None, "not json", '{"players": 5}', '{"game": "xianyao", "players": 5, "seed": 1, '
                                     '"answers": [[1, 1, {"target": 99}]]}'])
def test_cli_resume_from_a_bad_file_exits_2(tmp_path: Path, content: str | None) -> None:
    p = tmp_path / "save.json"
    if content is not None:
        p.write_text(content, encoding="utf-8")
    r = run_cli("play", "--resume", str(p), input="\n" * 10)
    assert r.exit_code == 2, r.output
    assert "--resume" in r.output
    if content is not None:
        assert p.read_text(encoding="utf-8") == content  # the file is left as it was


def test_cli_play_refuses_a_typed_illegal_choice_and_asks_again(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    r = run_cli("play", "--players", "5", "--seed", "3", "--save", str(save), input="999\n不存在\n" + "\n" * 3)
    assert r.exit_code == 1  # input ran out: the game is paused, not broken
    assert "不是合法选择" in r.output
    rec = json.loads(save.read_text(encoding="utf-8"))
    assert all(isinstance(a, list) and len(a) == 3 for a in rec["answers"])
    assert replay(RULES, rec).history == [tuple(a) for a in rec["answers"]]


def test_every_error_is_a_daoyan_error_with_a_message() -> None:
    errors: list[DaoyanError] = []
    for bad in ({"seed": "x"}, {"dice": [9]}, {"players": 3}):
        try:
            run_scenario(doc(**bad))
        except DaoyanError as e:
            errors.append(e)
    assert len(errors) == 3 and all(str(e) for e in errors)
