"""三國殺×大富翁 (rule book 001_ea231be5ab83fae4.txt): the map (`board`), the game cards (`cards`), the 人妖牌
(`characters`), the judgement deck, the identities, the state, the set-up, where cards go (`zones`), the
tiles, the NPCs, the turn flow (`flow`), card play (`play`, `tricks`, `equipment`), the commands and
combat, and what the `daoyan` command shows (`terminal`). Played without the 人妖牌' skills
(docs/rulings/fuweng.md lists what is missing); `daoyan.games.get_rules("fuweng")` gives `RULES`."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.errors import ConfigError
from ...core.game import Flow, Game
from . import combat, flow, setup, terminal
from .board import Board, default_board
from .identities import CANGLU, identities_for
from .state import FState

NAME = "fuweng"
TITLE = "三國殺×大富翁"
DEFAULT_OPTIONS: dict[str, Any] = {
    "最多輪數": 30,  # a game still running after this many rounds ends with no winner
    "停留記數": "大于0",  # R-K8: 大于0 (one 【停留】 stops once) or 大于1 (the printed words)
}


class FuwengRules:
    name = NAME
    title = TITLE
    default_players: ClassVar[dict[str, int]] = {"play": 6, "sim": 6}  # `daoyan play` / `daoyan sim`

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or default_board()

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        identities_for(players)  # 4–8 players, or a ConfigError
        unknown = sorted(set(options) - set(DEFAULT_OPTIONS))
        if unknown:
            raise ConfigError(f"unknown setting(s) {unknown}; settings: {sorted(DEFAULT_OPTIONS)}")
        cfg = {**DEFAULT_OPTIONS, **options}
        if cfg["停留記數"] not in ("大于0", "大于1"):
            raise ConfigError(f"停留記數 must be 大于0 or 大于1, got {cfg['停留記數']!r}")
        if not isinstance(cfg["最多輪數"], int) or isinstance(cfg["最多輪數"], bool) or cfg["最多輪數"] < 1:
            raise ConfigError(f"最多輪數 must be a whole number ≥ 1, got {cfg['最多輪數']!r}")
        return cfg

    def new_state(self, game: Game) -> Any:
        return None  # built by the flow's first step (決定身份, 起始配置)

    def flow(self, game: Game) -> Flow:
        game.state = setup.start(game, self.board)
        try:
            yield from flow.game_rounds(game, int(game.config["最多輪數"]))
        except combat.GameOver:
            return  # 「游戲立即結束」

    def describe_option(self, skill: str, option: dict[str, Any], lang: str = "zh") -> str:
        return terminal.describe_option(skill, option, lang)

    def describe_you(self, game: Game, seat: int, lang: str = "zh") -> str:
        return terminal.describe_you(game, seat, lang)

    def reveal_all(self, game: Game, lang: str = "zh") -> str:
        return terminal.reveal_all(game, lang)

    def side_name(self, winner: str, lang: str = "zh") -> str:
        return terminal.side_name(winner, lang)

    def rules_table(self, lang: str = "zh") -> list[Any]:
        return terminal.rules_table(lang)

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        """What this seat may know of itself: its identity, hand and bank."""
        s = game.state
        if not isinstance(s, FState):
            return {}
        p = s.players[seat]
        return {"identity": p.identity, "hand": [str(s.cards[c]) for c in p.hand],
                "bank": [str(s.cards[c]) for c in p.bank]}

    def public_table(self, game: Game) -> dict[str, Any]:
        """The table: positions, HP, equipment, counts; an identity only when revealed (the 蒼鷺 always)."""
        s = game.state
        if not isinstance(s, FState):
            return {"players": game.players}
        return {
            "players": game.players,
            "round": s.round,
            "seats": {str(q.seat): {
                "identity": q.identity if q.revealed else None, "surname": q.surname, "hp": q.hp,
                "max_hp": q.max_hp, "dead": q.dead, "position": list(q.position) if q.position else None,
                "heading": str(q.heading) if q.heading else None, "hand": len(q.hand), "bank": len(q.bank),
                "equips": [str(s.cards[c]) for c in q.equips], "judging": [str(s.cards[c]) for c in q.judging],
                "money": q.money, "debt": q.debt, "hospital": q.hospital, "prison": q.prison,
                "npc_zone": [list(x) for x in q.npc_zone], "commands": len(q.commands)}
                for q in s.players.values()},
            "holdings": {b: {"surname": h.surname, "available": h.available,
                             "shares": {str(k): v for k, v in h.shares.items()}, "controller": h.controller()}
                         for b, h in s.holdings.items()},
            "npcs": {k: list(v) if v else None for k, v in s.npcs.items()},
            "replaced": {f"{x},{y}": kind for (x, y), kind in s.replaced.items()},  # 《地雷》/《路障》 on the map
            "deck": len(s.deck), "discard": len(s.discard), "adoption": [str(s.cards[c]) for c in s.adoption],
        }

    def host_state(self, game: Game) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, FState):
            return {}
        return {
            "seats": {str(q.seat): {"identity": q.identity, "hand": list(q.hand), "bank": list(q.bank),
                                    "commands": list(q.commands), "dice_control": list(q.dice_control)}
                      for q in s.players.values()},
            "deck": list(s.deck), "discard": list(s.discard),
            "table": self.public_table(game),
        }


RULES = FuwengRules()
__all__ = ["CANGLU", "RULES", "FuwengRules"]
