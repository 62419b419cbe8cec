"""Benchmark: rlcard's random agents on its own card games beside daoyan's random bots, in the same run, one core.

    pip install rlcard   # not a daoyan dependency: the benchmark skips what is not installed
    .venv/bin/python bench/vs_rlcard.py [--seconds 5]

rlcard counts *turns* (one `env.step` of one player); daoyan counts *decisions* (one accepted `Game.answer`), which
is the same thing: one player's choice and the engine's whole response to it. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daoyan.core.bots import RandomBot, play_out
from daoyan.core.game import Game
from daoyan.games import get_rules

RLCARD = ("doudizhu", "uno", "limit-holdem", "leduc-holdem", "blackjack")
DAOYAN = {"xianyao": 9, "fuweng": 6, "wangling": 21, "langren": 12}


def rlcard_turns(name: str, seconds: float) -> float:
    import rlcard  # type: ignore[import-untyped]
    from rlcard.agents import RandomAgent  # type: ignore[import-untyped]

    env = rlcard.make(name, config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    turns = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        trajectories, _ = env.run(is_training=False)
        turns += sum((len(t) - 1) // 2 for t in trajectories)  # state, action, state, … per player
    return turns / (time.perf_counter() - t0)


def daoyan_decisions(game: str, seconds: float) -> float:
    rules = get_rules(game)
    decisions = 0
    seed = 1
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g = Game(rules, DAOYAN[game], seed, None)
        play_out(g, {s: RandomBot(seed * 97 + s) for s in g.seats})
        decisions += len(g.history)
        seed += 1
    return decisions / (time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=5.0, help="time per game")
    args = ap.parse_args()
    print(f"rlcard vs daoyan, random players, one core (Python {platform.python_version()}, {platform.machine()})")
    try:
        import rlcard  # type: ignore[import-untyped]  # noqa: F401

        for name in RLCARD:
            print(f"  rlcard  {name:14s} {rlcard_turns(name, args.seconds):10.0f} turns/s")
    except ImportError:
        print("  rlcard is not installed (pip install rlcard): its figures are skipped")
    for game in DAOYAN:
        print(f"  daoyan  {game:14s} {daoyan_decisions(game, args.seconds):10.0f} decisions/s")


if __name__ == "__main__":
    main()
