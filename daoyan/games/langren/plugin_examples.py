"""Python effects of the example boards (the role plugin format's escape hatch, docs/langren_roles.md).

A board names one as ``python: module:function``; the flow calls it as ``fn(game, actor_seat, targets)`` when the
skill resolves, in the book's order, with the targets the player chose (``boards/examples/linglu.yaml``).
"""

from __future__ import annotations

from ...core.game import Game
from ...i18n import Seat, Seats, register
from .state import LState

register({"<森林庇护>: {seats}今晚不会出局。": "<Forest Shelter>: {seats} will not go out tonight.",
          "<炸弹>: {seat}引爆, 波及{seats}": "<Blast>: {seat} goes off, taking {seats}"})


def forest_shelter(game: Game, seat: int, targets: list[int]) -> None:
    """灵鹿<森林庇护> (凌晨 (4)): every kill and poison of tonight aimed at the targets is taken off the night's list,
    whatever skill made it; the 灵鹿 is told. It runs before 凌晨 (7) makes the list, so the list never has them."""
    s = game.state
    assert isinstance(s, LState)
    s.night.kills = [k for k in s.night.kills if k.target not in targets]
    game.tell([seat], "<森林庇护>: {seats}今晚不会出局。", {"森林庇护": targets}, seats=Seats(targets))


def explode(game: Game, seat: int, targets: list[int]) -> None:
    """炸弹<炸弹> (slot: out, boards/examples/zhadan.yaml): the 炸弹, going out, blows up the character he names and the
    living characters seated on either side of that one (the table is a ring; out seats are skipped). They go out at
    once (`flow.out_now`): each told, with his chained outs and his own out skills, 屠城 judged at once."""
    from .flow import out_now

    s = game.state
    assert isinstance(s, LState)
    target = targets[0]
    seats = sorted(s.chars)
    living = [x for x in seats if s.chars[x].alive]
    hit = [target]
    if target in living and len(living) > 1:
        i = living.index(target)
        hit += [living[i - 1], living[(i + 1) % len(living)]]
    hit = list(dict.fromkeys(x for x in hit if s.chars[x].alive))
    # 「因此造成的出局立刻通知对应角色」: those put out are told (out_now); everyone else reads the 公示
    game.note("<炸弹>: {seat}引爆, 波及{seats}", {"炸弹": seat, "hit": hit}, seat=Seat(seat), seats=Seats(hit))
    out_now(game, hit, "炸弹")
