"""Benchmark: whole bot games per second, and decisions per second, on one core — for every game daoyan hosts (or
one), with random bots and with each game's heuristic bot.

    .venv/bin/python bench/sim.py [--game all|xianyao|fuweng|wangling|langren] [--games N] [--players P] [--seed 1]
                                  [--replay] [--config 基础|完整] [--bots random,heuristic] [--characters]

Prints figures; asserts nothing. A decision is one accepted answer (Game.answer). Each game runs at its usual
player count (xianyao 9, fuweng 6, wangling 21, langren 12) unless --players is given.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daoyan.bots import make_bot
from daoyan.core.bots import play_out
from daoyan.core.game import Game, replay
from daoyan.games import GAMES, get_rules

PLAYERS = {"xianyao": 9, "fuweng": 6, "wangling": 21, "langren": 12}
GAMES_PER = {"xianyao": 2000, "fuweng": 100, "wangling": 200, "langren": 1000}


def cast(players: int, seed: int) -> dict[str, Any]:
    """三國殺×大富翁 with 人妖牌 on the table: as many playable characters as seats (at most), turning with the seed
    (選將 itself needs 8 + players − 1 playable characters; until there are that many the cast is laid out)."""
    from daoyan.games.fuweng import skills

    every = skills.playable()
    k = min(len(every), players)
    return {"局面": {"seats": {1 + (seed + j) % players: {"character": every[(seed + j) % len(every)]}
                               for j in range(k)}}}


def bench(game: str, games: int, players: int, seed: int, options: dict[str, Any] | None, do_replay: bool,
          kind: str = "random", characters: bool = False) -> None:
    rules = get_rules(game)
    decisions = asks = rounds = 0
    winners: Counter[str] = Counter()
    records = []
    t0 = time.perf_counter()
    for i in range(games):
        s = seed + i
        g = Game(rules, players, s, {**(options or {}), **(cast(players, s) if characters else {})})
        play_out(g, {x: make_bot(game, kind, s * 97 + x) for x in g.seats})
        decisions += len(g.history)
        asks += g.ask_no
        rounds += g.outcome.round if g.outcome else g.round
        winners[(g.outcome.winner if g.outcome else None) or "无人获胜"] += 1
        if do_replay:
            records.append(g.record())
    dt = time.perf_counter() - t0
    print(f"{game}: {players} players, {games} {kind}-bot games, one core" + (" — with 人妖牌" if characters else ""))
    print(f"  games/s      {games / dt:10.1f}")
    print(f"  decisions/s  {decisions / dt:10.0f}   ({decisions / games:.1f} decisions/game, "
          f"{asks / games:.1f} ask rounds/game)")
    print(f"  time         {dt:10.2f} s    ({1000 * dt / games:.2f} ms/game, mean {rounds / games:.2f} rounds)")
    print("  winners      " + ", ".join(f"{k} {100 * v / games:.1f}%" for k, v in winners.most_common()))
    if do_replay:
        t1 = time.perf_counter()
        for rec in records:
            replay(rules, rec)
        print(f"  replays/s    {len(records) / (time.perf_counter() - t1):10.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="all", help="all, or one of " + ", ".join(GAMES))
    ap.add_argument("--games", type=int, default=None, help="games per game (default: " +
                    ", ".join(f"{k} {v}" for k, v in GAMES_PER.items()) + ")")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1, help="first seed; game i uses seed + i")
    ap.add_argument("--replay", action="store_true", help="also time replaying every record")
    ap.add_argument("--config", default="基础", help="仙妖斗法 身份配置: 基础 (no general dealt) or 完整 "
                    "(the table's generals drawn at random: every identity in play over many games)")
    ap.add_argument("--bots", default="random,heuristic", help="bot kinds to time, each on every seat")
    ap.add_argument("--characters", action="store_true", help="三國殺×大富翁: also time games with the playable 人妖牌 "
                    "seated (one per seat, turning with the seed)")
    args = ap.parse_args()
    print(f"daoyan bench (Python {platform.python_version()}, {platform.machine()})")
    for game in GAMES if args.game == "all" else (args.game,):
        options = {"身份配置": args.config} if game == "xianyao" else None
        for kind in args.bots.split(","):
            n = args.games or GAMES_PER[game] // (1 if kind == "random" else 4)
            bench(game, n, args.players or PLAYERS[game], args.seed, options, args.replay, kind)
            if game == "fuweng" and args.characters:
                bench(game, n, args.players or PLAYERS[game], args.seed, options, args.replay, kind, characters=True)


if __name__ == "__main__":
    main()
