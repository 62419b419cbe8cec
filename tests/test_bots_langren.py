"""The heuristic bot of 版杀 (daoyan/bots/langren.py) plays from its seat's view only (its `decide` is given the ask
and a function returning `seat_view`, nothing else), always legally, and its side beats random bots: the harness seats
heuristic bots on one side and random bots on the other (`--bots heuristic:SIDE`)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from daoyan.balance import simulate
from daoyan.bots import make_bot
from daoyan.bots.langren import LangrenBot, read_words, words
from daoyan.core.ask import Answer, Ask
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.view import viewer
from daoyan.games import get_rules

LANGREN: Any = get_rules("langren")

GAMES = 200


def rate(bots: str, side: str) -> tuple[float, float]:
    s = simulate("langren", GAMES, 12, seed=11, workers=1, bots=bots)
    row = next((lo, hi) for name, _, lo, hi in s.sides() if name == side)
    return row


@pytest.mark.parametrize("side", ["狼人", "村民"])
def test_a_heuristic_side_beats_random_bots(side: str) -> None:
    """Its side's win rate against random bots, 95% Wilson intervals apart from the all-random games (the same deals:
    the same master seed)."""
    low, _ = rate(f"heuristic:{side}", side)
    _, high = rate("random", side)
    assert low > high, (side, low, high)


def test_heuristic_bots_on_every_seat_play_legally_to_the_end() -> None:
    s = simulate("langren", 40, 12, seed=3, workers=1, bots="heuristic")
    assert s.games == 40 and all(r.winner in ("狼人", "村民", None) for r in s.results)


def test_unknown_kinds_and_games_without_a_heuristic_bot_are_refused() -> None:
    with pytest.raises(ConfigError, match="no heuristic bot for nosuchgame"):
        make_bot("nosuchgame", "heuristic", 1)
    with pytest.raises(ConfigError, match="unknown bot kind"):
        make_bot("langren", "clever", 1)


def test_the_terminal_game_takes_the_bots_kind() -> None:
    from typer.testing import CliRunner

    from daoyan.cli import app

    r = CliRunner().invoke(app, ["play", "langren", "--seat", "1", "--seed", "2", "--bots", "heuristic"],
                           input="\n" * 3000)
    assert r.exit_code == 0 and ("获胜" in r.output or "无人获胜" in r.output), r.output[-500:]
    r = CliRunner().invoke(app, ["play", "xianyao", "--bots", "clever"], input="\n")
    assert r.exit_code == 2 and "unknown bot kind 'clever'" in r.output


# -- last words (遗言): what the bot says, what it reads, and samples that reproduce them ---------------------------------
SEED_FILE = "003_6ab575b4f34e0846.txt"  # 晨曦 (4): 「应当留下遗言的角色收到遗言通知,并留下遗言。」; 9、「公示前一天出局角色名单等相关信息」


def bot_games(seeds: range) -> list[tuple[Game, list[tuple[Ask, Answer]]]]:
    """Whole 12-seat games of heuristic bots, each with every (ask, answer) in order."""
    out = []
    for seed in seeds:
        g = Game(LANGREN, 12, seed)
        bots = {s: make_bot("langren", "heuristic", seed * 31 + s) for s in g.seats}
        played: list[tuple[Ask, Answer]] = []
        while g.pending and not g.finished:
            for s, a in list(g.pending.items()):
                answer = bots[s].decide(a, viewer(bots[s], g, s))
                played.append((a, answer))
                g.answer(s, answer)
        out.append((g, played))
    return out


def cards(g: Game) -> dict[int, str]:
    return {x: c.card for x, c in g.state.chars.items()}


def test_the_seers_last_words_list_its_real_checks() -> None:
    """003_6ab575b4f34e0846.txt 晨曦 (4) 遗言: a 预言家's last words are its identity and every <预言> it was told, in
    the order told (``我是预言家。查验: 3号=狼人; 5号=好人``) — read from the game's own lines to that seat."""
    said = 0
    for g, played in bot_games(range(1, 25)):
        seer = next(x for x, c in cards(g).items() if c == "预言家")
        for a, answer in played:
            if a.seat != seer or a.skill != "遗言":
                continue
            told = [(int(e.data["checked"]), str(e.data["answer"])) for e in g.log.entries
                    if e.audience.kind == "seats" and e.audience.seats == (seer,) and "checked" in e.data]
            assert answer == {"choice": "遗言", "say": words("预言家", told)}, (answer, told)
            assert read_words(answer["say"]) == ("预言家", told)
            said += bool(told)
    assert said >= 3  # seers that had checked somebody spoke


def test_a_wolfs_bluff_never_calls_a_teammate_a_wolf() -> None:
    """003_6ab575b4f34e0846.txt 遗言: a 狼人 bluffs a 预言家 whose fake checks help its team — a non-wolf called 狼人,
    never a teammate (a teammate only ever 好人) — and no more checks than the nights a 预言家 out then could have
    used; else it says it is a 村民."""
    bluffs = 0
    for g, played in bot_games(range(1, 41)):
        wolves = {x for x, c in cards(g).items() if c == "狼人"}
        for a, answer in played:
            if a.skill != "遗言" or a.seat not in wolves:
                continue
            identity, checks = read_words(answer["say"])
            assert identity in ("预言家", "村民"), answer
            for x, camp in checks:
                assert (camp == "狼人") == (x not in wolves) and x != a.seat, (a.seat, answer, sorted(wolves))
            assert len(checks) <= a.round, answer
            bluffs += identity == "预言家" and bool(checks)
    assert bluffs >= 5


def seer_post(day: int, words_: dict[int, str], other: list[int]) -> dict[str, Any]:
    """A 白昼 公示 line as the flow writes it (flow.bulletin)."""
    return {"round": day, "phase": "白昼", "kind": "announce", "audience": "all", "text": "公示",
            "data": {"公示": {"vote": [], "other": other, "last_words": {str(k): v for k, v in words_.items()}}}}


def vote(seat: int, identity: str, log: list[dict[str, Any]], living: list[int], seed: int) -> Answer:
    ask = Ask(seat, "投票", "", [{"choice": "未投票"}, {"choice": "弃权"}, *({"target": t} for t in living)],
              {"choice": "未投票"}, round=3, phase="白昼")
    you = {"identity": identity, "faction": "狼人" if identity == "狼人" else "村民"}
    return LangrenBot(seed).decide(ask, lambda: {"you": you, "log": log, "table": {"players": 12, "out": [5, 6]}})


LIVING = [1, 2, 3, 4, 7, 8, 9, 10, 11, 12]


@pytest.mark.parametrize("seed", range(8))
def test_a_villager_votes_the_wolf_a_sole_seer_claim_named(seed: int) -> None:
    """003_6ab575b4f34e0846.txt 9、白昼 「公示前一天出局角色名单等相关信息」 (the last words): a 村民 votes the seat the
    only 预言家 claim called 狼人 — not at random; two 预言家 claims share the trust (a seat both accuse first, one
    each at half: either); a claim that calls this very villager 狼人 is a wolf's lie, read backwards: the seat it
    vouched for is the suspect; and a wolf never votes the teammate a claim accused."""
    claim = {5: "我是预言家。查验: 7号=狼人; 3号=好人"}
    log = [seer_post(3, {**claim, 6: "我是村民。"}, [5, 6])]
    assert vote(1, "村民", log, LIVING, seed) == {"target": 7}
    rival = seer_post(3, {**claim, 6: "我是预言家。查验: 9号=狼人; 7号=好人"}, [5, 6])
    assert vote(1, "村民", [rival], LIVING, seed)["target"] in (7, 9)
    assert vote(7, "村民", log, LIVING, seed) == {"target": 3}  # 7 knows it is no wolf: 5 lied, 3 is its teammate
    wolves = [{"round": 0, "phase": "游戏开始", "kind": "info", "audience": [1], "data": {"team": [2, 7, 8]}}]
    assert vote(1, "狼人", wolves + log, LIVING, seed)["target"] not in (1, 2, 7, 8)


def test_a_counter_claim_by_the_accused_is_read_as_a_lie() -> None:
    """003_6ab575b4f34e0846.txt 遗言: a seat a standing 预言家 claim called 狼人 who then claims 预言家 himself is a
    wolf's counter-claim: his 狼人 is read as a good seat, his 好人 as his teammate."""
    first = seer_post(3, {5: "我是预言家。查验: 7号=狼人"}, [5])
    second = seer_post(4, {7: "我是预言家。查验: 9号=狼人; 10号=好人"}, [])
    living = [t for t in LIVING if t != 7]
    for seed in range(6):
        assert vote(1, "村民", [first, second], living, seed) == {"target": 10}


def any_legal(r: random.Random) -> Any:
    return lambda g, a: a.options[r.randrange(len(a.options))]


def test_the_sample_guide_reproduces_the_posted_last_words() -> None:
    """003_6ab575b4f34e0846.txt 9、白昼: the 公示 posts the last words left at the night's 晨曦 (4); a seat that read
    it is shown, for another seat's 遗言 ask, the very text posted (or 放弃 when none was), and before it nothing; and a
    sample built from its view alone reproduces every line it read, the last words included."""
    from daoyan.core.sampling import Sampler
    from daoyan.core.view import bot_view

    checked = 0
    for seed in range(1, 12):
        real = Game(LANGREN, 12, seed)
        bots = {s: make_bot("langren", "heuristic", seed * 31 + s) for s in real.seats}
        while real.pending and not real.finished:
            posted = [e for e in real.log.entries if "公示" in e.data and e.data["公示"]["last_words"]]
            reader = next((s for s in real.pending if s not in {int(k) for e in posted
                                                                  for k in e.data["公示"]["last_words"]}), None)
            if posted and reader is not None and real.pending[reader].skill == "投票":
                break
            for s, a in list(real.pending.items()):
                real.answer(s, bots[s].decide(a, viewer(bots[s], real, s)))
        else:
            continue
        view = bot_view(real, reader, known=True)
        guide = LANGREN.sample_guide(view)
        early = LANGREN.sample_guide(bot_view(Game(LANGREN, 12, seed), reader, known=True))  # no 公示 read yet
        again = Game(LANGREN, 12, seed)
        for _, s, answer in real.history:
            a = again.pending[s]
            if a.skill == "遗言" and s != reader:
                assert guide(again, a) == (answer if answer.get("say") else {"choice": "放弃"}), answer
                assert early(again, a) is None
                checked += bool(answer.get("say"))
            again.answer(s, answer)
        sampler = Sampler(LANGREN, real.pending[reader], view, random.Random(seed), any_legal(random.Random(seed)))
        samples = [p for p in (sampler.sample() for _ in range(6)) if p is not None]
        assert samples, sampler.failed
        assert all(bot_view(p, reader)["log"] == bot_view(real, reader)["log"] for p in samples)
    assert checked >= 3
