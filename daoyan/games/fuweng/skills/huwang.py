"""梅花3，虎王，4 — 【失臂】①每回合限X次。你可將紅色動物牌當【美人計】使用。X為你的體力值且至少為1。
②鎖定技。你不能成為延時大招牌的目標。
(seed 001_ea231be5ab83fae4.txt; adopted R-X37, R-S3, R-C10, R-C11; rulings docs/rulings/fuweng.md F-100.)

- ① 「紅色動物牌」: a 紅桃 or 方塊 (R-S3) 動物牌 of his hand. It is used as 【美人計】 (`tricks.use_as`): the
  card's own timing (出牌階段, F-100), its target (「一名其它角色」, no range, R-C10), 凈琉璃之鏡 and the
  【無懈可擊】 window as the card; it goes to the target's 判定區 and is judged there as 【美人計】
  (`tricks.judged_as`). An option of the 出牌 ask `{"skill": 失臂, "choice": card, "target": seat}`, counted as a
  card used there.
- 「每回合限X次…X為你的體力值且至少為1」: X read at each use (R-X37): he may use it while his uses this turn are
  fewer than max(1, HP).
- ② 鎖定技: no 延時大招牌 (美人計, 八陣圖) may target him — nor may he use 八陣圖 on himself — and a moving
  八陣圖 passes him by (R-C11, `skills.no_delayed`).
"""

from __future__ import annotations

from typing import Any

from ....core.game import Game
from .. import play, tricks
from ..cards import ANIMAL, Colour
from ..state import FState, Player
from . import _base

CHARACTER = "C3"
SKILL = "失臂"
NO_DELAYED = True  # ② 「鎖定技。你不能成為延時大招牌的目標。」


def install(g: Game, seat: int) -> None:
    _base.no_triggers(g, seat)


def limit(p: Player) -> int:
    """「X為你的體力值且至少為1」, read at each use (R-X37)."""
    return max(1, p.hp)


def red_animals(g: Game, p: Player) -> list[int]:
    """「紅色動物牌」 of his hand (紅桃, 方塊: R-S3)."""
    s: FState = g.state
    return [c for c in p.hand if s.cards[c].category == ANIMAL and s.cards[c].colour is Colour.RED]


def play_options(g: Game, p: Player) -> list[dict[str, Any]]:
    """Each red 動物牌 on each 【美人計】 target, while his uses this turn are fewer than X; none while he may not use
    cards (美人計, 機會 4)."""
    if _base.used_this_turn(p, SKILL, g) >= limit(p) or tricks.blocked(g, p):
        return []
    cards = red_animals(g, p)
    if not cards:
        return []
    return [{"skill": SKILL, "choice": c, "target": q.seat} for c in cards
            for q in tricks.targets(g, p, tricks.MEIREN, held=False)]


def play_use(g: Game, p: Player, ans: dict[str, Any]) -> _base.Flow:
    _base.count_use(p, SKILL, g)
    times = play.card_used(g, ans["target"])
    yield from tricks.use_as(g, p, SKILL, ans["choice"], tricks.MEIREN, ans["target"], times)
