"""002_df7a4ea6bd54eb52.txt — dealing: 「游戏开始前，玩家将被导演告知自己的身份，并获得与身份对应的技能。」, the <团队>
groups (「标明<团队>的技能拥有者互知共群」) and 守夜人's 「夜之语<强制>：守夜人与其他圣殿角色互知身份。」

The game's flow is not built yet (issue 6): a test-only rules object runs the deal and stops."""

from __future__ import annotations

from typing import Any

import pytest

from daoyan.core.game import Flow, Game, replay
from daoyan.core.view import public_view, seat_view
from daoyan.games.wangling.identities import setup_21
from daoyan.games.wangling.setup import deal
from daoyan.games.wangling.state import WState


class DealOnly:
    """Deals and stops: the part of the game that exists."""

    name = "wangling-deal"
    title = "亡灵低语 (deal only)"

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return dict(options)

    def new_state(self, game: Game) -> None:
        return None

    def flow(self, game: Game) -> Flow:
        game.state = deal(game, game.config.get("names"))
        return
        yield

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        return {"identity": game.state.chars[seat].identity}

    def public_table(self, game: Game) -> dict[str, Any]:
        return {"players": game.players}

    def host_state(self, game: Game) -> dict[str, Any]:
        return {str(s): c.identity for s, c in game.state.chars.items()}


def dealt(seed: int) -> tuple[Game, WState]:
    g = Game(DealOnly(), 21, seed, {})
    assert isinstance(g.state, WState)
    return g, g.state


def test_the_21_identities_go_one_to_each_seat_at_random_by_the_seed() -> None:
    g, s = dealt(1)
    assert sorted(c.identity for c in s.chars.values()) == sorted(setup_21())
    assert all(c.dealt == c.identity and not c.out and not c.afk for c in s.chars.values())
    assert [c.identity for c in dealt(1)[1].chars.values()] == [c.identity for c in s.chars.values()]
    assert [c.identity for c in dealt(2)[1].chars.values()] != [c.identity for c in s.chars.values()]
    assert replay(DealOnly(), g.record()).snapshot() == g.snapshot()


def test_each_seat_is_told_its_own_identity_and_skills_and_nobody_elses() -> None:
    """「玩家将被导演告知自己的身份，并获得与身份对应的技能」 — and the public learns nothing (「游戏进行期间以任何方式
    出局的角色均不公示其身份」: nothing about identities is public)."""
    for seed in range(20):
        g, s = dealt(seed)
        for seat, c in s.chars.items():
            v = seat_view(g, seat)
            told = [e for e in v["log"] if e["data"].get("identity")]
            assert [e["data"]["identity"] for e in told] == [c.identity]
            assert "<" in told[0]["text"] and c.camp in told[0]["text"]
        assert not any(e["audience"] != "all" for e in public_view(g)["log"])
        assert public_view(g)["log"] == []


def test_team_groups_know_each_other() -> None:
    """「标明<团队>的技能拥有者互知共群」: the three 民兵 (<牵制>) and the four 恶徒 (<藏匿><追踪>) each learn their group."""
    g, s = dealt(5)
    militia = sorted(s.seats_of("枪兵") + s.seats_of("骑兵") + s.seats_of("弓兵"))
    thugs = s.seats_of("恶徒")
    assert s.groups == {"民兵": militia, "恶徒": thugs} and len(thugs) == 4
    for group, seats in s.groups.items():
        for seat in g.seats:
            heard = [e["data"]["seats"] for e in seat_view(g, seat)["log"] if e["data"].get("group") == group]
            assert heard == ([seats] if seat in seats else [])


def test_the_night_watchman_and_the_temple_know_each_other() -> None:
    """「（游戏开始时，守夜人分别得知剑士、游荡者、慰魂师的角色；剑士、游荡者、慰魂师得知守夜人的角色。）」"""
    g, s = dealt(7)
    watcher = s.seats_of("守夜人")[0]
    temple = {x: s.chars[x].identity for x in s.chars if s.chars[x].identity in ("剑士", "游荡者", "慰魂师")}
    for seat in g.seats:
        known = [e["data"]["夜之语"] for e in seat_view(g, seat)["log"] if "夜之语" in e["data"]]
        if seat == watcher:
            assert known == [{str(x): n for x, n in temple.items()}]
        elif seat in temple:
            assert known == [{str(watcher): "守夜人"}]
        else:
            assert known == []
    # 「守夜人与其他圣殿角色互知身份」: the 剑士, 游荡者 and 慰魂师 learn the 守夜人, not each other — not even as the
    # readers a line names (its audience)
    for seat in temple:
        lines = [e for e in seat_view(g, seat)["log"] if "夜之语" in e["data"]]
        assert [e["audience"] for e in lines] == [[seat]]


def test_a_deal_must_fill_every_seat() -> None:
    with pytest.raises(ValueError, match="20 identities for 21 seats"):
        Game(DealOnly(), 21, 1, {"names": setup_21()[:20]})


def test_a_flip_tells_the_team_skills_new_group() -> None:
    """「标明<团队>的技能拥有者互知共群」 holds after a flip too (002_df7a4ea6bd54eb52.txt): a 恶徒 cursed into a 活尸
    holds <啃咬><团队>, so he and the 活尸 already there learn each other; a 活尸 flipped back leaves the group, and the
    ones left learn it."""
    from daoyan.games.wangling.flow import flip

    g, s = dealt(5)
    a, b = s.seats_of("恶徒")[:2]
    flip(g, a, "诅咒")
    flip(g, b, "诅咒")
    assert s.chars[a].identity == s.chars[b].identity == "活尸"

    def heard(seat: int) -> list[list[int]]:
        return [e["data"]["seats"] for e in seat_view(g, seat)["log"] if e["data"].get("group") == "啃咬"]

    assert heard(a) == [[a], [a, b]] and heard(b) == [[a, b]]
    assert all(heard(x) == [] for x in g.seats if x not in (a, b))
    flip(g, a, "诅咒")  # back to 恶徒: <啃咬> is gone from him
    assert heard(b) == [[a, b], [b]] and heard(a) == [[a], [a, b]]
