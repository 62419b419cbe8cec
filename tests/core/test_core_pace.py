"""PACE (daoyan.core.game): the empty batch a flow yields where a hidden step begins. Unpaced (the terminal,
scenarios, simulations) it is nothing; a paced game (an online room) stops there, nothing asked, until `resume`,
and replays the same (docs/security.md, "Side channels")."""

from __future__ import annotations

from typing import Any

from daoyan.core.ask import Ask
from daoyan.core.game import PACE, Flow, Game, replay


class PacedToy:
    """Two hidden steps: seat 2 is asked in the first only if he holds the card (a secret draw); the second asks
    nobody. Then seat 1 answers a public ask that ends the game."""

    name = "pacetoy"
    title = "步"

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return {}

    def new_state(self, game: Game) -> dict[str, Any]:
        return {}

    def flow(self, game: Game) -> Flow:
        holds = game.chance.choice("牌", [True, False])
        game.say("第一步")
        yield PACE
        if holds:
            yield [Ask(2, "出牌", "出牌?", [{"choice": "出"}, {"choice": "不出"}], {"choice": "不出"})]
        game.say("第二步")
        yield PACE
        game.say("公开")
        got = yield [Ask(1, "结束", "结束?", [{"choice": "是"}], {"choice": "是"}, public=True)]
        game.end(None, str(got[1]["choice"]))

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        return {}

    def public_table(self, game: Game) -> dict[str, Any]:
        return {}

    def host_state(self, game: Game) -> dict[str, Any]:
        return {}


def texts(g: Game) -> list[str]:
    return [e.text for e in g.log.entries if e.kind == "line"]


def test_unpaced_a_pace_is_nothing() -> None:
    g = Game(PacedToy(), 2, 1, forced={"牌": [False]})
    assert g.paces == 2 and list(g.pending) == [1] and texts(g) == ["第一步", "第二步", "公开"]
    assert g.public_paces() == [1, 2]  # after 「第一步」, after 「第二步」: whether or not seat 2 held the card
    assert Game(PacedToy(), 2, 1, forced={"牌": [True]}).public_paces() == [1]  # (stopped at seat 2's ask)


def test_paced_the_game_stops_at_each_pace_until_resumed() -> None:
    g = Game(PacedToy(), 2, 1, forced={"牌": [True]})
    g2 = Game(PacedToy(), 2, 1, forced={"牌": [True]}, paced=True)
    assert g2.at_pace and not g2.pending and texts(g2) == ["第一步"]
    g2.resume()
    assert list(g2.pending) == [2] and not g2.at_pace
    g2.answer(2, {"choice": "不出"})
    assert g2.at_pace and texts(g2) == ["第一步", "第二步"]
    g2.resume()
    assert list(g2.pending) == [1]
    g2.answer(1, {"choice": "是"})
    g.answer(2, {"choice": "不出"})
    g.answer(1, {"choice": "是"})
    assert g2.finished and g.snapshot() == g2.snapshot() == replay(PacedToy(), g2.record()).snapshot()


def test_a_paced_game_replays_its_answers_through_its_steps() -> None:
    """A room rebuilt after a restart is paced from the start and given its stored answers: an answer given while
    the game waits at a step goes on from it, through every step up to the ask (the room itself never answers there:
    nothing is asked)."""
    g = Game(PacedToy(), 2, 1, forced={"牌": [True]}, paced=True)
    g.answer(2, {"choice": "出"})
    assert g.at_pace and g.paces == 2
    g.answer(1, {"choice": "是"})
    assert g.finished
    skipped = Game(PacedToy(), 2, 1, forced={"牌": [False]}, paced=True)  # two steps in a row before the ask
    assert skipped.at_pace and skipped.paces == 1
    skipped.answer(1, {"choice": "是"})
    assert skipped.finished and skipped.paces == 2
