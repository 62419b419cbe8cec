"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): the base game — 仙子, 妖首, 妖众, [化形],
[验妖], [双妖], [四方鉴仙图], layered sealing, [诛仙投票], 戏言/缄默 — from setup to a winner."""

from __future__ import annotations

from typing import Any

from ...core.errors import ConfigError
from ...core.game import Flow, Game
from . import flow, generals, i18n_en, labels, setup, terminal
from .identities import SHENYUAN, XINGKONG
from .state import XState

NAME = "xianyao"
TITLE = "仙妖斗法:封妖"
SIDES = ("星空仙人", "深渊妖魔")


class XianyaoRules:
    name = NAME
    title = TITLE
    sides = SIDES
    host_title = "源尊"  # the host's name in this book (scenario logs: who heard a line)

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return setup.configure(players, options)

    def scenario_options(self, setup: dict[str, Any]) -> dict[str, Any]:
        """A scenario's `setup:` as room options (docs/scenarios.md): the deal, the [化形], the 【关键身份】."""
        known = {"cards", "化形", "关键身份", "identities"}
        if set(setup) - known:
            raise ConfigError(f"setup may hold {sorted(known)}, not {sorted(set(setup) - known)}")
        return dict(setup)

    def scenario_seats(self, game: Game) -> dict[str, Any]:
        """Each seat in a scenario's result: its cards (top first), state, and the names of its sealed cards."""
        return {k: {"cards": v["cards"], "state": v["state"], "sealed": [c["name"] for c in v["cards"] if c["sealed"]]}
                for k, v in self.host_state(game)["seats"].items()}

    def chat_refusal(self, game: Game, seat: int) -> str | None:
        """Why `seat` may not talk now (the web app's chat), or None. Players talk only in the 黑夜 发言讨论阶段
        (while its speaking turns run), and only those who may speak: 自由 players, and 封印状态 players who chose
        [戏言] — not in their first [镇压] night (注5) nor after choosing [缄默]."""
        if not any(a.skill == "发言" for a in game.pending.values()):
            return "现在不是发言讨论阶段 (talking is allowed in the Night discussion only)"
        if not flow.can_speak(game, seat):
            return "你现在不可发言 (注5 / [缄默]: you may not speak this Night)"
        return None

    def new_state(self, game: Game) -> XState:
        cfg = game.config
        keys = {SHENYUAN: ("妖首",), XINGKONG: ("仙子", *cfg["关键身份"])}
        return XState(players={}, huaxing=[], keys=keys)

    def describe_option(self, skill: str, option: dict[str, Any], lang: str = "zh") -> str:
        return labels.describe_option(skill, option, lang)

    def flow(self, game: Game) -> Flow:
        return flow.play(game)

    def describe_you(self, game: Game, seat: int, lang: str = "zh") -> str:
        return terminal.describe_you(game, seat, lang)

    def reveal_all(self, game: Game, lang: str = "zh") -> str:
        return terminal.reveal_all(game, lang)

    def rules_table(self, lang: str = "zh") -> list[Any]:
        return terminal.rules_table(lang)

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
            **generals_state(s),
        }


def generals_state(s: XState) -> dict[str, Any]:
    """The generals' own state, for the generals that joined the game (a game without them keeps its snapshot)."""
    out: dict[str, Any] = {}
    if generals.joined(s, "枯骨"):
        out["骨筹"] = {"骸骨牌": s.kugu_bone, "drawn": list(s.kugu_drawn), "first": s.kugu_first}
    if generals.joined(s, "树精"):
        out["量天"] = {"pool": list(s.shujing_pool), "drawn": list(s.shujing_drawn), "given": list(s.shujing_given)}
    if generals.joined(s, "凶祟"):
        out["窥念标记"] = s.xiongsui_mark
    if s.xingjun is not None:
        xj = s.xingjun
        out["星象"] = {"maps": dict(xj.maps), "target": xj.target, "direction": xj.direction, "learned": xj.learned}
    if any(generals.joined(s, n) for n in ("鬼巫", "灾厄", "纸人", "怪煞")):
        out["夜行"] = {"used": [list(x) for x in s.yexing_used], "marks": [list(x) for x in s.yexing_marks]}
    if generals.joined(s, "鬼巫"):
        out["请邪"] = {"邪神牌": dict(s.guiwu_cards), "sure": s.guiwu_sure}
    if generals.joined(s, "灾厄"):
        out["业火"] = [list(x) for x in s.zaie_lit]
    if generals.joined(s, "纸人"):
        out["精魄"] = s.zhiren_jingpo
    if generals.joined(s, "魔罗"):
        out["生死链"] = list(s.moluo_link) if s.moluo_link else None
    if generals.joined(s, "血俑"):
        out["血祭"] = {"祭品": list(s.jipin), "banned": list(s.xueji_banned), "used": s.xueji_used,
                     "shield": list(s.xueji_shield) if s.xueji_shield else None}
    if generals.joined(s, "佛陀"):
        out["止伐"] = {str(k): v for k, v in s.zhifa.items()}
    if generals.joined(s, "神女"):
        out["神域"] = {"view": {str(k): v for k, v in s.shennv_view.items()}, "until": s.shennv_until,
                     "over": s.shennv_over}
    if generals.joined(s, "圣贤"):
        out["凡圣"] = {"fourth": s.shengxian_fourth, "extra": s.shengxian_extra}
    return out


RULES = XianyaoRules()
__all__ = ["RULES", "TITLE", "XianyaoRules", "i18n_en"]
