"""Benchmark: whole random-bot games of 《仙妖斗法:封妖》 per second, and decisions per second, on one core.

    .venv/bin/python bench/sim.py [--games 2000] [--players 9] [--seed 1] [--replay]

Prints figures; asserts nothing. A decision is one accepted answer (Game.answer).
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daoyan.core.bots import RandomBot, play_out
from daoyan.core.game import Game, replay
from daoyan.games import get_rules


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1, help="first seed; game i uses seed + i")
    ap.add_argument("--game", default="xianyao")
    ap.add_argument("--replay", action="store_true", help="also time replaying every record")
    ap.add_argument("--config", default="基础", help="仙妖斗法 身份配置: 基础 (no general dealt) or 完整 "
                    "(the table's generals drawn at random: every identity in play over many games)")
    args = ap.parse_args()

    rules = get_rules(args.game)
    decisions = 0
    asks = 0
    rounds = 0
    winners: Counter[str] = Counter()
    records = []
    t0 = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        g = Game(rules, args.players, seed, {"身份配置": args.config} if args.game == "xianyao" else None)
        play_out(g, {s: RandomBot(seed * 97 + s) for s in g.seats})
        decisions += len(g.history)
        asks += g.ask_no
        rounds += g.outcome.round if g.outcome else g.round
        winners[(g.outcome.winner if g.outcome else None) or "无人获胜"] += 1
        if args.replay:
            records.append(g.record())
    dt = time.perf_counter() - t0

    print(f"daoyan bench: {args.game}, {args.players} players, {args.games} random-bot games, one core "
          f"(Python {platform.python_version()}, {platform.machine()})")
    print(f"  games/s      {args.games / dt:10.1f}")
    print(f"  decisions/s  {decisions / dt:10.0f}   ({decisions / args.games:.1f} decisions/game, "
          f"{asks / args.games:.1f} ask rounds/game)")
    print(f"  time         {dt:10.2f} s    ({1000 * dt / args.games:.2f} ms/game, "
          f"mean {rounds / args.games:.2f} rounds)")
    print("  winners      " + ", ".join(f"{k} {100 * v / args.games:.1f}%" for k, v in winners.most_common()))
    if args.replay:
        t1 = time.perf_counter()
        for rec in records:
            replay(rules, rec)
        rt = time.perf_counter() - t1
        print(f"  replays/s    {len(records) / rt:10.1f}")


if __name__ == "__main__":
    main()
