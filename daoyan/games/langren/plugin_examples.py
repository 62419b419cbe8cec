"""Python effects of the example boards (the role plugin format's escape hatch, docs/langren_roles.md).

A board names one as ``python: module:function``; the flow calls it as ``fn(game, actor_seat, targets)`` when the
skill resolves, in the book's order, with the targets the player chose (``boards/examples/linglu.yaml``).
"""

from __future__ import annotations

from ...core.game import Game
from ...i18n import Seats, register
from .state import LState

register({"<森林庇护>: {seats}今晚不会出局。": "<Forest Shelter>: {seats} will not go out tonight."})


def forest_shelter(game: Game, seat: int, targets: list[int]) -> None:
    """灵鹿<森林庇护> (凌晨 (4)): every kill and poison of tonight aimed at the targets is taken off the night's list,
    whatever skill made it; the 灵鹿 is told. It runs before 凌晨 (7) makes the list, so the list never has them."""
    s = game.state
    assert isinstance(s, LState)
    s.night.kills = [k for k in s.night.kills if k.target not in targets]
    game.tell([seat], "<森林庇护>: {seats}今晚不会出局。", {"森林庇护": targets}, seats=Seats(targets))
