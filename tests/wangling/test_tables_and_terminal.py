"""The set-up table by player count (the book gives only 21 seats: docs/rulings/wangling.md) and what the command and
the web app show of a game of 《亡灵低语2.x》 — only what a seat may know."""

from __future__ import annotations

from collections import Counter

import pytest

from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.games.wangling import RULES
from daoyan.games.wangling.identities import IDENTITIES, setup_21
from daoyan.games.wangling.state import WState
from daoyan.games.wangling.tables import setup_for


def test_21_seats_are_the_books_set_up() -> None:
    """「村民[腐尸]：6人」「恶徒[活尸]：4人」, every other 「1人」."""
    assert setup_for(21) == setup_21()


@pytest.mark.parametrize("players", range(15, 21))
def test_smaller_tables_keep_every_identity_and_shrink_villagers_and_thugs(players: int) -> None:
    names = setup_for(players)
    counts = Counter(names)
    assert len(names) == players and set(counts) == {i.name for i in IDENTITIES if i.count}
    assert all(n == 1 for name, n in counts.items() if name not in ("村民", "恶徒"))
    assert counts["村民"] >= 2 and counts["恶徒"] >= 2
    g = Game(RULES, players, 1, {})
    assert isinstance(g.state, WState) and sorted(c.identity for c in g.state.chars.values()) == sorted(names)


@pytest.mark.parametrize("players", [14, 22, 9])
def test_counts_outside_the_table_are_refused_with_why(players: int) -> None:
    with pytest.raises(ConfigError, match="15–21"):
        Game(RULES, players, 1, {})


def test_a_room_may_name_its_identities_but_not_an_undead_one() -> None:
    names = setup_for(15)
    assert Game(RULES, 15, 1, {"identities": names}).players == 15
    with pytest.raises(ConfigError, match="亡灵 identity"):
        Game(RULES, 15, 1, {"identities": [*names[:-1], "腐尸"]})
    with pytest.raises(ConfigError, match="identities must list 15"):
        Game(RULES, 15, 1, {"identities": names[:-1]})


def test_a_seat_sees_its_own_identity_and_not_anothers() -> None:
    g = Game(RULES, 21, 4, {})
    s = g.state
    assert isinstance(s, WState)
    for seat in (1, 7, 21):
        text = RULES.describe_you(g, seat, "zh")
        assert f"你是{seat}号" in text and s.chars[seat].identity in text
        d = RULES.display(g, seat, "zh")
        assert d["you"][0]["cards"][0]["name"] == s.chars[seat].identity
        assert len(d["columns"]) == 3  # seat, state, 神眷者: no identity column before the end
        others = {s.chars[x].identity for x in s.chars if x != seat} - {s.chars[seat].identity}
        assert not any(name in str(d["rows"]) for name in others)
    host = RULES.display(g, "host", "zh")
    assert [r[3] for r in host["rows"]] == [s.chars[x].identity for x in sorted(s.chars)]
    assert "1号" in RULES.reveal_all(g, "zh") and "#1" in RULES.reveal_all(g, "en")


def test_options_read_as_words() -> None:
    assert RULES.describe_option("侦测", {"target": 3}, "zh") == "3号"
    assert RULES.describe_option("夜之牙", {"target": [7, 3]}, "en") == "#7 → #3"
    assert RULES.describe_option("诈骗", {"target": [2, 5]}, "zh") == "2号、5号"
    # <探查> (002_df7a4ea6bd54eb52.txt): 「1.获知该角色当前阵营。」「2.若该角色持有[死亡圣器]，获得之。」 — an effect
    # picked by its number says what it does (issue 25)
    assert RULES.describe_option("探查", {"choice": 2, "target": 4}, "zh") == "效果2：夺取[死亡圣器] → 4号"
    assert RULES.describe_option("探查", {"choice": 1, "target": 4}, "en") == "effect 1 (learn the camp) → #4"
    assert RULES.side_name("莱恩、圣殿", "en") == "Laien & Temple"
