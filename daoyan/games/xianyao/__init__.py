"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): the base game — 仙子, 妖首, 妖众, [化形],
[验妖], [双妖], [四方鉴仙图], layered sealing, [诛仙投票], 戏言/缄默 — from setup to a winner."""

from __future__ import annotations

from typing import Any

from ...core.game import Flow, Game
from . import flow, i18n_en, labels, setup
from .identities import SHENYUAN, XINGKONG
from .state import XState

NAME = "xianyao"
TITLE = "仙妖斗法:封妖"
SIDES = ("星空仙人", "深渊妖魔")


class XianyaoRules:
    name = NAME
    title = TITLE
    sides = SIDES

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return setup.configure(players, options)

    def new_state(self, game: Game) -> XState:
        cfg = game.config
        keys = {SHENYUAN: ("妖首",), XINGKONG: ("仙子", *cfg["关键身份"])}
        return XState(players={}, huaxing=[], keys=keys)

    def describe_option(self, skill: str, option: dict[str, Any], lang: str = "zh") -> str:
        return labels.describe_option(skill, option, lang)

    def flow(self, game: Game) -> Flow:
        return flow.play(game)

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        """What this seat's identity may know about itself: its own cards, state, choices."""
        s: XState = game.state
        p = s.players.get(seat)
        if p is None:
            return {}
        live = p.live
        return {
            "cards": [{"name": c.name, "start": c.start_layer, "sealed": c.sealed,
                       "layer": None if c.sealed else ("顶层" if c is live[0] else "底层")} for c in p.cards],
            "state": p.state,
            "dawn": p.dawn,
            "used_jianxiantu": p.used_jianxiantu,
        }

    def public_table(self, game: Game) -> dict[str, Any]:
        s: XState = game.state
        return {
            "players": game.players,
            "seats": {str(seat): {"state": p.state, "layers": len(p.live), "dawn": p.dawn,
                                  "used_jianxiantu": p.used_jianxiantu}
                      for seat, p in sorted(s.players.items())},
        }

    def host_state(self, game: Game) -> dict[str, Any]:
        s: XState = game.state
        return {
            "seats": {str(seat): {"cards": [c.to_json() for c in p.cards], "state": p.state, "dawn": p.dawn,
                                  "camp": p.camp, "used_jianxiantu": p.used_jianxiantu, "mute_night": p.mute_night}
                      for seat, p in sorted(s.players.items())},
            "化形": list(s.huaxing),
            "关键身份": {k: list(v) for k, v in s.keys.items()},
            "验妖": list(s.yanyao_effects),
            "day_seals": [list(x) for x in s.day_seals],
            "forced_marks": [list(x) for x in s.forced_marks],
            "self_sealers": {str(k): v for k, v in s.self_sealers.items()},
            "effect3_night": s.effect3_night,
        }


RULES = XianyaoRules()
__all__ = ["RULES", "TITLE", "XianyaoRules", "i18n_en"]
