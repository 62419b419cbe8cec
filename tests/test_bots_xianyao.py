"""The heuristic bot of 《仙妖斗法》 (daoyan/bots/xianyao.py) plays from its seat's view only (its `decide` is given the
ask and a function returning `seat_view`, nothing else), always legally, the same way for the same seed, and each side
it plays beats random bots: the harness seats heuristic bots on one side and random bots on the other
(`--bots heuristic:SIDE`). Its deceptions — the 星空 hiding their bloc in the ballots, the 星空 reading a 深渊's
[鉴仙图] claim, the 深渊's fake [鉴仙图]① — are shown on constructed views, and bluffs keep to the book."""

from __future__ import annotations

import ast
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from daoyan.balance import simulate
from daoyan.bots import make_bot
from daoyan.bots.xianyao import HeuristicBot
from daoyan.core.ask import Ask
from daoyan.core.bots import play_out
from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view
from daoyan.games import get_rules
from daoyan.games.xianyao.vote import ballots

GAMES = 100  # the sides are far apart (heuristic ≥ 85%, random ≈ 50%): 100 games separate them with room to spare
PLAYERS = 9  # `daoyan sim`'s default
SEED = 2


@cache
def sides(bots: str) -> dict[str, tuple[float, float]]:
    s = simulate("xianyao", GAMES, PLAYERS, seed=SEED, workers=1, bots=bots)
    return {name: (lo, hi) for name, _, lo, hi in s.sides()}


@pytest.mark.parametrize("side", ["星空仙人", "深渊妖魔"])
def test_a_heuristic_side_beats_random_bots(side: str) -> None:
    """Its side's win rate against random bots, 95% Wilson intervals apart from the all-random games (the same deals:
    the same master seed)."""
    low, _ = sides(f"heuristic:{side}").get(side, (0.0, 0.0))
    _, high = sides("random").get(side, (0.0, 0.0))
    assert low > high, (side, low, high)


@pytest.mark.parametrize("players", [5, 9, 12])
def test_heuristic_bots_on_every_seat_play_legally_to_the_end(players: int) -> None:
    s = simulate("xianyao", 12, players, seed=3, workers=1, bots="heuristic")
    assert s.games == 12 and all(r.winner in ("星空仙人", "深渊妖魔", None) for r in s.results)


def test_the_same_seed_plays_the_same_games() -> None:
    a = simulate("xianyao", 6, 7, seed=5, workers=1, bots="heuristic")
    b = simulate("xianyao", 6, 7, seed=5, workers=1, bots="heuristic")
    assert [(r.winner, r.rounds, r.decisions) for r in a.results] == [(r.winner, r.rounds, r.decisions)
                                                                       for r in b.results]


def test_it_sees_only_a_copy_of_its_view_and_always_answers_legally() -> None:
    """Each bot gets a fresh Ask built from the ask's JSON and its seat's view as plain JSON (no object of the game is
    reachable from either); every answer it gives is one of the options, over many asks of every kind."""
    rules = get_rules("xianyao")
    asked: dict[str, int] = {}
    for seed, players in ((1, 5), (2, 7), (3, 9), (4, 12)):
        g = Game(rules, players, seed, {})
        bots = {s: make_bot("xianyao", "heuristic", seed * 100 + s) for s in g.seats}
        while not g.finished and g.pending:
            for seat, ask in list(g.pending.items()):
                copy = Ask(seat, ask.skill, ask.prompt, json.loads(json.dumps(ask.options)),
                           json.loads(json.dumps(ask.default)), round=ask.round)

                def view(seat: int = seat) -> dict[str, Any]:
                    plain: dict[str, Any] = json.loads(json.dumps(seat_view(g, seat)))  # noqa: B023 (called now)
                    return plain

                answer = bots[seat].decide(copy, view)
                assert answer in ask.options or answer == ask.default, (ask.skill, answer)
                asked[ask.skill] = asked.get(ask.skill, 0) + 1
                g.answer(seat, answer)
    assert {"排序", "发言", "诛仙投票", "封妖", "验妖", "黎明"} <= set(asked), asked


def test_the_bot_imports_no_game_state() -> None:
    """The module reads no game: it imports only the core's asks (and the standard library)."""
    import daoyan.bots.xianyao as mod

    tree = ast.parse(Path(mod.__file__).read_text(encoding="utf-8"))
    imported = {(n.module or "") for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not any("games" in x or x.endswith("game") or "view" in x for x in imported), imported


def test_blind_bots_still_answer_legally() -> None:
    """Given an empty view (a driver that shows it nothing), it still answers every ask legally."""
    g = Game(get_rules("xianyao"), 7, 11, {})
    bots = {s: HeuristicBot(s) for s in g.seats}
    while not g.finished and g.pending:
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, dict))
    assert g.finished


def test_an_unknown_ask_takes_its_default() -> None:
    ask = Ask(1, "某技能", "", [{"choice": "放弃"}, {"target": 2}], {"choice": "放弃"})
    assert HeuristicBot(3).decide(ask, dict) == {"choice": "放弃"}


# ---- the deceptions (seed 000_21ded97409bf0f89.txt) ------------------------------------------------------------------
BOOK = "000_21ded97409bf0f89.txt"


def table(cards: list[str], log: list[dict[str, Any]], players: int = 5) -> dict[str, Any]:
    """A seat's view: its two cards (top first), the log it may read, a table of free two-layer players."""
    return {"you": {"cards": [{"name": c, "sealed": False} for c in cards]}, "log": log,
            "table": {"players": players, "seats": {str(s): {"state": "自由", "layers": 2}
                                                     for s in range(1, players + 1)}}}


def star_team(*seats: int) -> dict[str, Any]:
    """首个白昼 step 3: 「身份牌中有[星空仙人]的玩家请睁眼。请互相确认。」 — what the 星空 are shown."""
    return {"index": 7, "audience": [seats[0]], "kind": "info", "data": {"星空": list(seats)}}


def test_a_star_voter_hides_his_bloc_in_the_vote_the_abyss_is_expected_to_cast() -> None:
    """「玩家的每一票可以投给任意[自由状态]玩家,或弃票」 and the hands stay up for all to see (「最终计票前请不要放下手」):
    the 深渊 bots read a group voting as one for another target as the 星空 bloc. 2 (星空 with 4) ranks 1 first,
    but the 深渊 (1, 3, 5), as far as the public table tells, would vote 5 (the last in their tie-break): 2 votes 5
    with them, a 深渊 player, and looks like one of theirs. Without the deception he votes his own choice."""
    vote = Ask(2, "诛仙投票", "", ballots([1, 2, 3, 4, 5], 2), {"target": ["弃票", "弃票"]})
    view = table(["妖众", "圣贤"], [star_team(2, 4)])
    assert HeuristicBot(1).decide(vote, lambda: view) == {"target": [5, 5]}
    honest = HeuristicBot(1)
    honest.HIDE_VOTES = False
    assert honest.decide(vote, lambda: view) == {"target": [1, 1]}
    # never for a teammate: with 5 of his team, the 深渊's expected target is not his to join
    assert HeuristicBot(1).decide(vote, lambda: table(["妖众", "圣贤"], [star_team(2, 5)])) == {"target": [1, 1]}


def claim_entry(seat: int, effect: int, target: int, answer: str) -> list[dict[str, Any]]:
    return [{"index": 20, "audience": "all", "kind": "claim",
             "data": {"seat": seat, "skill": "鉴仙图", "effect": effect, "target": target}},
            {"index": 22, "audience": "all", "kind": "info",
             "data": {"skill": "鉴仙图", "effect": effect, "target": target, "answer": answer}}]


def test_a_star_player_reads_an_abyss_claim_of_the_first_effect_as_a_shuangyao() -> None:
    """[双妖]: 「若玩家开局时为顶层【妖众】、底层【妖首】,且【妖众】牌未被[封印],玩家宣称自己为双【妖众】并发动[四方鉴仙图]上
    效果①或②时,可以获得正确答案。」 — a 深渊 who asks ① honestly holds a 【妖首】 (a true double 【妖众】 gains
    nothing by ①): the 仙子 (2, with 4) [封妖]s the claimant 3 rather than her first by the speaking order (1)."""
    seal = Ask(2, "封妖", "", [{"target": t} for t in range(1, 6)] + [{"choice": "放弃"}], {"choice": "放弃"})
    assert HeuristicBot(1).decide(seal, lambda: table(["妖众", "仙子"], [star_team(2, 4)])) == {"target": 1}
    log = [star_team(2, 4), *claim_entry(3, 1, 5, "否")]
    assert HeuristicBot(1).decide(seal, lambda: table(["妖众", "仙子"], log)) == {"target": 3}


def speak_ask(seat: int, players: int = 5) -> Ask:
    seats = range(1, players + 1)
    options: list[dict[str, Any]] = [{"choice": "过"}]
    options += [{"skill": "鉴仙图", "choice": 1, "target": t} for t in seats]
    options += [{"skill": "鉴仙图", "choice": 2, "target": f"{t}:顶层"} for t in seats]
    options += [{"skill": "鉴仙图", "choice": 3}]
    options += [{"skill": "鉴仙图", "choice": 4, "target": t} for t in seats]
    return Ask(seat, "发言", "", options, {"choice": "过"})


@pytest.mark.parametrize(("cards", "bluffs"), [
    (["灾厄", "妖众"], True),  # 深渊, no 【妖首】: a fake ① on himself
    (["妖众", "妖众"], False),  # a true double 【妖众】 keeps his claim for ④ / ③
    (["妖众", "妖首"], False),  # [双妖]: true answers, asked about a suspect only
    (["灾厄", "妖首"], False),  # a 【妖首】 holder does not draw suspicion on himself
    (["妖众", "仙子"], False),  # 星空: no bluff
])
def test_an_abyss_player_without_a_yaoshou_bluffs_the_first_effect_on_himself(cards: list[str], bluffs: bool) -> None:
    """「假双【妖众】,会根据骰子结果获得随机答案并且不触发任何效果」 — a fake ① costs nothing, and the 星空 read a 深渊's
    ① claim as a [双妖]'s (the test above): a 深渊 player holding no 【妖首】 claims ① on himself, to draw on
    himself the votes and the [封妖] meant for a 【妖首】."""
    said = HeuristicBot(1).decide(speak_ask(3), lambda: table(cards, []))
    assert (said == {"skill": "鉴仙图", "choice": 1, "target": 3}) is bluffs, said
    if not bluffs:
        assert said == {"choice": "过"}


@pytest.mark.parametrize("config", ["完整", "基础"])
def test_bluffs_are_answered_by_the_dice_and_every_game_ends_legally(config: str) -> None:
    """A fake claim has the book's consequences only: 「当发动[四方鉴仙图]的玩家不为双【妖众】时,除非有相关技能可以使玩家正确
    发动,否则根据骰子随机结果获得随机答案,也不会产生任何实际效果」, ① 「※1~4,【源尊】回答是;※5、6,【源尊】回答否。」
    Heuristic bots on every seat (every answer checked against the ask's options by the engine) bluff, and each bluff
    is answered by its d6."""
    rules = get_rules("xianyao")
    bluffs = 0
    for seed in range(8):
        g = Game(rules, PLAYERS, seed, {"身份配置": config})
        starts = {r["seat"]: r["identity"] for r in rules.seat_results(g)}
        play_out(g, {s: HeuristicBot(seed * 100 + s) for s in g.seats})
        assert g.finished and g.outcome is not None
        log = host_view(g)["log"]
        for i, e in enumerate(log):
            if e["kind"] != "claim" or e["data"].get("skill") != "鉴仙图":
                continue
            seat, effect = e["data"]["seat"], e["data"]["effect"]
            if "妖首" in starts[seat] or starts[seat] == "妖众/妖众" or effect != 1 or e["data"]["target"] != seat:
                continue
            bluffs += 1
            die = next(x["data"]["value"] for x in log[i:] if x["kind"] == "chance")
            note = next(x["data"] for x in log[i:] if x["kind"] == "host" and "correct" in (x["data"] or {}))
            answer = next(x["data"]["answer"] for x in log[i:] if x["kind"] == "info" and "answer" in (x["data"] or {}))
            assert note == {"correct": False, "die": die}
            assert answer == ("是" if die <= 4 else "否")
    assert bluffs > 0 or config == "基础"  # 基础 deals no 深渊 general: every 深渊 holds a 【妖首】 or two 【妖众】
