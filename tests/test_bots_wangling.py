"""The heuristic bot of 《亡灵低语2.x》 (daoyan/bots/wangling.py) plays from its seat's view only (its `decide` is given
the ask and a function returning `seat_view`, nothing else), always legally, deterministically, and its side beats
random bots: the harness seats heuristic bots on one side by the deal and random bots elsewhere
(`--bots heuristic:SIDE`).

The sides are the three camps a seat can be dealt: 莱恩, 圣殿, 环蛇. The fourth camp, 亡灵, is dealt to nobody (its
identities count 0 in the book's set-up: 「亡灵身份属于亡灵阵营」 is reached only by flipping), so `heuristic:亡灵` would
seat no heuristic bot; a flipped heuristic bot plays for 亡灵, which the all-heuristic games exercise.

Each comparison plays the same deals (the same master seed) with heuristic bots on one side and with random bots
everywhere; a camp wins a game when it is among the winners (「莱恩、圣殿」 counts for both). The game counts are what
separates each camp's 95% Wilson intervals at this seed: 圣殿 and 环蛇 gain a lot, 莱恩 (whose informed characters
cannot tell the others what they found until their last words) less."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from daoyan.balance import GameResult, Summary, simulate, wilson
from daoyan.bots import make_bot
from daoyan.bots.wangling import HeuristicBot
from daoyan.core.ask import Answer, Ask
from daoyan.core.bots import Agent, RandomBot, ViewFn, play_out
from daoyan.core.game import Game
from daoyan.games import get_rules

PLAYERS = 21
SEED = 9
GAMES = {"莱恩": 300, "环蛇": 150, "圣殿": 80}  # per side: enough to separate the intervals


def wins(results: list[GameResult], side: str) -> int:
    return sum(1 for r in results if r.winner is not None and side in r.winner.split("、"))


@pytest.fixture(scope="module")
def all_random() -> Summary:
    """One all-random run; game i is the same deal in any run of the same master seed, so each side compares with
    its first games."""
    return simulate("wangling", max(GAMES.values()), PLAYERS, seed=SEED, workers=1, bots="random")


@pytest.mark.parametrize("side", list(GAMES))
def test_a_heuristic_side_beats_random_bots(side: str, all_random: Summary) -> None:
    n = GAMES[side]
    heuristic = simulate("wangling", n, PLAYERS, seed=SEED, workers=1, bots=f"heuristic:{side}")
    low, _ = wilson(wins(heuristic.results, side), n)
    _, high = wilson(wins(all_random.results[:n], side), n)
    assert low > high, (side, low, high)


class Checked:
    """A bot whose every answer is checked against its ask before the game sees it: one of the ask's options (a speech
    ask's option may carry its words, `say`) or the default, and accepted by the ask's own check."""

    def __init__(self, bot: HeuristicBot | RandomBot, seen: dict[str, int]) -> None:
        self.bot, self.seen = bot, seen

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        answer = self.bot.decide(ask, view)
        plain = {k: v for k, v in answer.items() if k != "say"}
        assert plain in ask.options or answer == ask.default, (ask.skill, answer)
        assert "say" not in answer or ask.speech, (ask.skill, answer)
        ask.check(answer)  # raises IllegalAnswer
        if isinstance(self.bot, HeuristicBot):
            self.seen[ask.skill] = self.seen.get(ask.skill, 0) + 1
        return answer


def play(seed: int, heuristic: set[int] | None = None, players: int = PLAYERS,
         seen: dict[str, int] | None = None) -> Game:
    """A game with heuristic bots on `heuristic` (default: every seat), random bots elsewhere, every answer checked."""
    g = Game(get_rules("wangling"), players, seed, {})
    seen = {} if seen is None else seen
    bots: dict[int, Agent] = {s: Checked(HeuristicBot(seed * 97 + s) if heuristic is None or s in heuristic else RandomBot(seed + s),
                       seen) for s in g.seats}
    return play_out(g, bots)


def test_heuristic_bots_on_every_seat_play_legally_to_the_end() -> None:
    seen: dict[str, int] = {}
    winners = set()
    for seed in range(12):
        g = play(seed, seen=seen, players=PLAYERS if seed % 3 else 15)
        assert g.finished and g.outcome is not None
        winners.add(g.outcome.winner)
        assert g.outcome.winner is None or set(g.outcome.winner.split("、")) <= {"莱恩", "圣殿", "环蛇", "亡灵"}
    # the bots met the book's skills, 亡灵 ones included (flipped characters play on)
    assert {"投票", "侦测", "探查", "夜之手", "藏匿", "偷袭", "祝福", "遗言", "啃咬"} <= set(seen), sorted(seen)
    assert len(winners) >= 2, winners


def test_answers_are_legal_beside_random_bots_and_the_same_for_the_same_seed() -> None:
    for seed in range(6):
        g = play(100 + seed, heuristic=set(range(1 + seed % 2, PLAYERS + 1, 2)))
        assert g.finished
    first, again = play(7), play(7)
    assert first.history == again.history and first.outcome == again.outcome


def test_the_harness_finds_the_bot_and_it_reads_no_game_state() -> None:
    assert isinstance(make_bot("wangling", "heuristic", 3), HeuristicBot)
    source = Path(__file__).parents[1] / "daoyan" / "bots" / "wangling.py"
    imported = {n.module for n in ast.walk(ast.parse(source.read_text(encoding="utf-8")))
                if isinstance(n, ast.ImportFrom)}
    # the rule book's identities (data), the ask type: never the state, the flow, the game or the views
    assert imported <= {"__future__", "collections.abc", "typing", "core.ask", "games.wangling.identities"}, imported
