"""Dealing a game of 《亡灵低语2.x》: 「游戏开始前，玩家将被导演告知自己的身份，并获得与身份对应的技能。」

The identities are shuffled by the game's seeded chance (logged for the host: `身份`), one to each seat. Each seat is
told its identity, camp and skills; the <团队> groups learn each other (「拥有者互知共群」); 守夜人's 「夜之语」 tells
him the 剑士, 游荡者 and 慰魂师 and tells them the 守夜人."""

from __future__ import annotations

from ...core.game import Game
from ...i18n import Listing, Phrase, Seat, Seats, Term
from .forum import joined
from .identities import CAMP_NAME, identity, setup_21
from .state import GROUPS, Character, WState

TEMPLE = ("剑士", "游荡者", "慰魂师")  # 「守夜人分别得知剑士、游荡者、慰魂师的角色」


def deal(g: Game, names: list[str] | None = None) -> WState:
    """Deal `names` (default: the book's 21-seat set-up) to seats 1…N at random and tell each seat what it may know."""
    names = list(names if names is not None else setup_21())
    if len(names) != g.players:
        raise ValueError(f"{len(names)} identities for {g.players} seats")
    # a scenario's fixed deal (setup.identities, room option 座位身份) is dealt as written
    order = names if g.config.get("座位身份") is not None else g.chance.shuffle("身份", names)
    s = WState({seat: Character(seat, name, name) for seat, name in zip(g.seats, order, strict=True)})
    g.note("身份: {deal}", {"identities": {str(seat): c.identity for seat, c in s.chars.items()}},
           deal=joined([seat_and_identity(seat, c.identity) for seat, c in s.chars.items()], "; "))
    for seat, c in s.chars.items():
        i = identity(c.identity)
        g.tell([seat], "你的身份: {name} ({camp}); 技能: {skills}",
               {"identity": c.identity, "camp": i.camp}, name=Term(c.identity), camp=Term(CAMP_NAME[str(i.camp)]),
               skills=Listing(Phrase("<{skill}>", skill=Term(sk.name)) for sk in i.skills))
    for group, members in GROUPS.items():
        seats = [seat for seat, c in s.chars.items() if c.identity in members]
        if seats:
            s.groups[group] = seats
            g.tell(seats, "{group}: {seats}", {"group": group, "seats": seats}, label=group, group=Term(group),
                   seats=Seats(seats))
    # 夜之语<强制>：守夜人与其他圣殿角色互知身份。
    for watcher in s.seats_of("守夜人"):
        others = [seat for seat, c in s.chars.items() if c.identity in TEMPLE]
        g.tell([watcher], "<夜之语>: {who}", {"夜之语": {str(x): s.chars[x].identity for x in others}},
               who=joined([seat_and_identity(x, s.chars[x].identity) for x in others], "; "))
        for x in others:  # one line each: a line's audience names its readers, and they do not know each other
            g.tell([x], "<夜之语>: {seat}是守夜人", {"夜之语": {str(watcher): "守夜人"}}, seat=Seat(watcher))
    return s


def seat_and_identity(seat: int, name: str) -> Phrase:
    """「3号 村民」 / 「#3 Villager」."""
    return Phrase("{seat} {name}", seat=Seat(seat), name=Term(name))
