"""How often the search bot searches in 三國殺×大富翁 games with 人妖牌 (人妖牌=標準版), and what makes it fall back.

Plays `--games` seeded games of `--players` seats (seeds `--seed`, `--seed`+1, …), seat `--seat` the search bot with a
small budget, the others heuristic bots. For each of the search bot's decisions with more than one option it counts
whether it searched or fell back to the heuristic pick (no sample found). A fallback is put down to the first hidden
draw of the real game the sampler does not follow (`FOLLOWED`: the deck's shuffles, the identities, 選將, …; the
public draws are forced to what everybody saw) that was made before it; "(none)" when every hidden draw so far is
one the sampler follows (the lines were not followed for another reason).

    PYTHONPATH=. python bench/fuweng_search.py --games 5 --seed 1
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daoyan.bots import make_bot
from daoyan.bots.search import SearchBot
from daoyan.core.ask import Answer, Ask
from daoyan.core.bots import play_out
from daoyan.core.game import Game
from daoyan.games import get_rules
from daoyan.games.fuweng.sampling import FOLLOWED, PUBLIC_CHANCE


class Counted:
    """The search bot, with each of its decisions put down as searched or fallen back (and why)."""

    wants_known = True

    def __init__(self, bot: SearchBot, game: Game) -> None:
        self.bot, self.game = bot, game
        self.asked = 0
        self.causes: Counter[str] = Counter()

    def decide(self, ask: Ask, view: Any) -> Answer:
        before = self.bot.fallbacks
        answer = self.bot.decide(ask, view)
        if len(ask.options) >= 2:
            self.asked += 1
        if self.bot.fallbacks > before:
            self.causes[unfollowed(self.game)] += 1
        return answer


def unfollowed(g: Game) -> str:
    """The first hidden draw made so far that the sampler does not follow ("(none)": none)."""
    for ev in g.chance.events:
        name = str(ev["chance"])
        if name not in PUBLIC_CHANCE and name not in FOLLOWED:
            return name
    return "(none)"


def measure(games: int, seed: int, players: int, seat: int, rounds: int, playouts: int, keep: int
            ) -> tuple[int, int, int, Counter[str]]:
    """(decisions with a choice, searched, fell back, fallbacks by cause) over the games."""
    rules = get_rules("fuweng")
    asked = searched = fell = 0
    causes: Counter[str] = Counter()
    for i in range(games):
        s = seed + i
        g = Game(rules, players, s, {"人妖牌": "標準版", "最多輪數": rounds})
        bot = SearchBot("fuweng", s, playouts=playouts, keep=keep)
        counted = Counted(bot, g)
        agents: dict[int, Any] = {x: make_bot("fuweng", "heuristic", s * 97 + x) for x in g.seats}
        agents[seat] = counted
        play_out(g, agents)
        asked += counted.asked
        searched += bot.searched
        fell += bot.fallbacks
        causes += counted.causes
        print(f"seed {s}: {bot.searched} of {counted.asked} searched, {bot.fallbacks} fell back "
              f"({bot.errors} raised) {dict(counted.causes.most_common())}", flush=True)
    return asked, searched, fell, causes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--seat", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=6, help="最多輪數")
    ap.add_argument("--playouts", type=int, default=2)
    ap.add_argument("--keep", type=int, default=2)
    a = ap.parse_args()
    start = time.perf_counter()
    asked, searched, fell, causes = measure(a.games, a.seed, a.players, a.seat, a.rounds, a.playouts, a.keep)
    print(f"{a.games} games (seeds {a.seed}–{a.seed + a.games - 1}), {a.players} seats, 人妖牌=標準版, "
          f"最多輪數={a.rounds}, search bot on seat {a.seat} ({a.playouts} playouts, keep {a.keep}): "
          f"{searched} of {asked} decisions searched, {fell} fell back ({time.perf_counter() - start:.0f} s)")
    for name, n in causes.most_common():
        print(f"  {n:4d}  {name}")


if __name__ == "__main__":
    main()
