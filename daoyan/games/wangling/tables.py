"""Set-ups by player count. The book gives one: 21 seats (「村民[腐尸]：6人」, 「恶徒[活尸]：4人」, every other identity
1人). For smaller forum games daoyan offers a documented table (docs/rulings/wangling.md): every identity that has a
skill of its own stays (one each), and the two repeated ones shrink — 村民 (6 → 2) and 恶徒 (4 → 2), in turn, 村民 first
— so each camp keeps its whole toolset and 莱恩/环蛇 keep their majorities in proportion. 15 is the least: below it a
camp would lose an identity. A room may also name its identities (setting `identities`).

>>> from collections import Counter
>>> {n: (Counter(setup_for(n))["村民"], Counter(setup_for(n))["恶徒"]) for n in range(15, 22)}
{15: (2, 2), 16: (3, 2), 17: (3, 3), 18: (4, 3), 19: (5, 3), 20: (5, 4), 21: (6, 4)}
"""

from __future__ import annotations

from ...core.errors import ConfigError
from .identities import IDENTITIES

MIN_PLAYERS, MAX_PLAYERS = 15, 21
#: players -> (村民, 恶徒); everything else one each (11 identities)
COUNTS: dict[int, tuple[int, int]] = {21: (6, 4), 20: (5, 4), 19: (5, 3), 18: (4, 3), 17: (3, 3), 16: (3, 2),
                                      15: (2, 2)}


def setup_for(players: int) -> list[str]:
    """The identities dealt at `players` seats (the book's at 21)."""
    if players not in COUNTS:
        raise ConfigError(f"《亡灵低语》的配置表为{MIN_PLAYERS}–{MAX_PLAYERS}人 (the set-up table covers "
                          f"{MIN_PLAYERS}–{MAX_PLAYERS} players), got {players!r}; or name the identities "
                          "(setting identities)")
    villagers, thugs = COUNTS[players]
    out = []
    for i in IDENTITIES:
        if i.count:
            n = villagers if i.name == "村民" else thugs if i.name == "恶徒" else i.count
            out += [i.name] * n
    return out
