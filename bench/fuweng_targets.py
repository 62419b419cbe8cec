"""Count pointless targeting by 三國殺×大富翁's heuristic bots (issue 21, item 17): answers naming a dead seat as
their target, by ask (and card). The dead stay in the game — they move, hold cards and play — so most such answers
are sound (瞞天過海 draws on a dead seat's hand, 停留/轉向 steer a dead enemy); the pointless ones are those whose only
effect is damage or healing, which the book cancels on the dead: 「已陣亡角色受到傷害或回復體力前，取消之。」
(001_ea231be5ab83fae4.txt): a 【狗】, a 【家貓】 or a 金鼓齊鳴 on a dead seat (`POINTLESS`).

    PYTHONPATH=. python bench/fuweng_targets.py --games 400 --seed 1
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daoyan.bots import make_bot
from daoyan.core.game import Game
from daoyan.core.view import viewer
from daoyan.games import get_rules
from daoyan.games.fuweng.state import FState
from daoyan.games.fuweng.terminal import CARD_TARGET

NOT_SEATS = CARD_TARGET | {"賣出", "控骰"}  # asks whose whole-number target is no seat
POINTLESS = frozenset({"狗", "家貓", "金鼓齊鳴"})  # cards whose only effect on their target is damage or healing


def count(games: int, seed: int, players: int = 6) -> tuple[Counter[str], int, Counter[str]]:
    """(pointless answers by ask, answers in all, winners)."""
    rules = get_rules("fuweng")
    pointless: Counter[str] = Counter()
    winners: Counter[str] = Counter()
    answers = 0
    for i in range(games):
        s = seed + i
        g = Game(rules, players, s, None)
        bots = {x: make_bot("fuweng", "heuristic", s * 97 + x) for x in g.seats}
        views = {x: viewer(b, g, x) for x, b in bots.items()}
        while not g.finished and g.pending:
            for seat, ask in list(g.pending.items()):
                ans = bots[seat].decide(ask, views[seat])
                st = g.state
                assert isinstance(st, FState)
                t = ans.get("target") if isinstance(ans, dict) else None
                if (isinstance(t, int) and not isinstance(t, bool) and ask.skill not in NOT_SEATS
                        and t in st.players and st.players[t].dead and t != seat):
                    c = ans.get("choice")
                    card = st.cards[c].name if isinstance(c, int) and c in st.cards else None
                    pointless[f"{ask.skill}:{card}" if card else ask.skill] += 1
                answers += 1
                g.answer(seat, ans)
        winners[(g.outcome.winner if g.outcome else None) or "无人获胜"] += 1
    return pointless, answers, winners


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    dead, answers, winners = count(a.games, a.seed)
    bad = {k: v for k, v in dead.items() if k.partition(":")[2] in POINTLESS}
    print(f"{a.games} games, seed {a.seed}: {sum(dead.values())} answers target a dead seat (of {answers} answers): "
          f"{dict(dead.most_common())}; pointless (damage or healing): {sum(bad.values())} {bad}")
    print("winners: " + ", ".join(f"{k} {100 * v / a.games:.1f}%" for k, v in winners.most_common()))


if __name__ == "__main__":
    main()
