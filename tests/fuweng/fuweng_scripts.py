"""Shared by the 三國殺×大富翁 tests: a game that runs only the set-up (the turns are not built yet)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml

from daoyan.core.ask import Ask
from daoyan.core.game import Flow, Game
from daoyan.games.fuweng import FuwengRules
from daoyan.games.fuweng.board import DEFAULT_MAP, Board, Direction, Kind, Point, default_board
from daoyan.games.fuweng.identities import identities_for
from daoyan.games.fuweng.setup import start
from daoyan.games.fuweng.state import FState, Player, Turn

BOARD = default_board()


class SetupOnly:
    """The set-up of 基本規則 and nothing after it."""

    name = "fuweng-setup"
    title = "三國殺×大富翁 (set-up)"

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        identities_for(players)  # 4–8 players or a ConfigError
        return {}

    def new_state(self, game: Game) -> Any:
        return None

    def flow(self, game: Game) -> Flow:
        game.state = start(game, BOARD)
        yield []

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        return {}

    def public_table(self, game: Game) -> dict[str, Any]:
        return {}

    def host_state(self, game: Game) -> dict[str, Any]:
        return {}


def game(players: int, seed: int = 1, **forced: list[Any]) -> tuple[Game, FState]:
    g = Game(SetupOnly(), players, seed, forced=forced or None)
    assert isinstance(g.state, FState)
    return g, g.state


Script = dict[str, Any] | Callable[[Ask], dict[str, Any]]


def drive(g: Game, flow: Any, *answers: Script, then: Script | None = None) -> list[Ask]:
    """Run a tiles flow with scripted answers, in order; each answer must be legal (`Ask.check`). Returns the asks.
    `then`: the answer to every ask after the scripted ones (such as 「結束」 for a play phase that goes on)."""
    script = list(answers)
    seen: list[Ask] = []
    try:
        asks = next(flow)
        while True:
            reply = {}
            for a in asks:
                seen.append(a)
                assert script or then is not None, f"unexpected ask: {a.seat} {a.skill} {a.prompt_text()} {a.options}"
                ans = script.pop(0) if script else then
                reply[a.seat] = a.check(ans(a) if callable(ans) else ans)
            asks = flow.send(reply)
    except StopIteration:
        pass
    assert not script, f"answers left over: {script}"
    return seen


def map_without_chance_cells() -> Board:
    """The default map with its two 《機會》 cells made 《摸牌》: whole random games that test something else stay
    clear of the d20 events (test_chance_events.py plays them) (a host may load any valid map; this one is)."""
    doc = yaml.safe_load(DEFAULT_MAP.read_text(encoding="utf-8"))
    for cell in doc["cells"]:
        if cell["kind"] == "機會":
            cell["kind"] = "摸牌"
    return Board.from_dict(doc)


WITHOUT_CHANCE = FuwengRules(map_without_chance_cells())


def give(s: FState, seat: int, name: str, n: int = 1) -> list[int]:
    """Move `n` cards named `name` from the pile into `seat`'s hand."""
    got = [c for c in s.deck if s.cards[c].name == name][:n]
    s.deck = [c for c in s.deck if c not in got]
    s.players[seat].hand += got
    return got


def near(s: FState, a: int, b: int, distance: int = 1) -> None:
    """Put seat b `distance` cells east of seat a (coordinates only: distance is X+Y differences)."""
    pa = s.players[a].position
    assert pa is not None
    s.players[b].position = (pa[0] + distance, pa[1])


def playing(g: Game, s: FState, seat: int) -> Player:
    s.turn = Turn(seat, "出牌")
    return s.players[seat]


def before_chance(s: FState) -> tuple[Point, Direction]:
    """A cell and heading from which one step (no fork) enters a 《機會》."""
    target = s.board.of_kind(Kind.JIHUI)[0].pos

    def no_fork(options: Any) -> Direction:
        raise LookupError

    for cell in s.board.cells:
        for d in Direction:
            try:
                step = s.board.step(cell.pos, d, choose=no_fork)
            except Exception:
                continue
            if step.position == target:
                return cell.pos, d
    raise AssertionError("no cell before the 《機會》")
