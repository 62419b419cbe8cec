"""《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt): the base game — 仙子, 妖首, 妖众, [化形],
[验妖], [双妖], [四方鉴仙图], layered sealing, [诛仙投票], 戏言/缄默 — from setup to a winner."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.errors import ConfigError
from ...core.game import START, Flow, Game
from ...core.sampling import SamplingRules
from ...i18n import term
from . import flow, generals, glossary, i18n_en, labels, position, sampling, setup, terminal
from .identities import ABYSS_GENERALS, SHENYUAN, STAR_GENERALS, XINGKONG
from .state import XState

NAME = "xianyao"
TITLE = "仙妖斗法:封妖"
SIDES = ("星空仙人", "深渊妖魔")


class XianyaoRules(SamplingRules):
    # sampling hidden states (daoyan.core.sampling, the search bot): xianyao/sampling.py
    sampling_module: ClassVar[Any] = sampling
    name = NAME
    title = TITLE
    sides = SIDES
    host_title = "源尊"  # the host's name in this book (scenario logs: who heard a line)

    def proper_names(self) -> frozenset[str]:
        """The book's names a page keeps exact in either script (简/繁: daoyan.server.script)."""
        from .names import proper_names

        return proper_names()

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        cfg = setup.configure(players, options)
        start = options.get(START)  # a scenario that starts mid-game, in the position 局面 names (position.py)
        cfg["局面"] = None
        if start is not None or options.get("局面") is not None:
            cfg["局面"] = position.read(start, options.get("局面"), players, cfg)
        return cfg

    def scenario_options(self, setup: dict[str, Any]) -> dict[str, Any]:
        """A scenario's `setup:` as room options (docs/scenarios.md): the deal, the [化形], the 【关键身份】, and the
        position of a mid-game start (`局面`, with `start:`)."""
        known = {"cards", "化形", "关键身份", "identities", "局面"}
        if set(setup) - known:
            raise ConfigError(f"setup may hold {sorted(known)}, not {sorted(set(setup) - known)}")
        return dict(setup)

    def scenario_seats(self, game: Game) -> dict[str, Any]:
        """Each seat in a scenario's result: its cards (top first), state, and the names of its sealed cards."""
        return {k: {"cards": v["cards"], "state": v["state"], "sealed": [c["name"] for c in v["cards"] if c["sealed"]]}
                for k, v in self.host_state(game)["seats"].items()}

    def seat_results(self, game: Game) -> list[dict[str, Any]]:
        """Balance simulation (daoyan.balance): each seat's two cards (top, bottom), its camp's side, and whether it
        won."""
        out = []
        for k, v in self.host_state(game)["seats"].items():
            top, bottom = (c["name"] for c in v["cards"])
            side = "星空仙人" if v["camp"] == "星空" else "深渊妖魔"
            won = game.outcome is not None and game.outcome.winner == side
            out.append({"seat": int(k), "identity": f"{top}/{bottom}", "side": side, "won": won,
                        "layers": (f"{top} (顶层)", f"{bottom} (底层)")})
        return out

    def chat_refusal(self, game: Game, seat: int) -> str | None:
        """Why `seat` may not talk now (the web app's chat), or None. Players talk only in the 黑夜 发言讨论阶段
        (while its speaking turns or its 自由讨论 run), and only those who may speak: 自由 players, and 封印状态
        players who chose [戏言] — not in their first [镇压] night (注5) nor after choosing [缄默]."""
        if not any(a.skill in ("发言", "自由讨论") for a in game.pending.values()):
            return "现在不是发言讨论阶段 (talking is allowed in the Night discussion only)"
        if not flow.can_speak(game, seat):
            return "你现在不可发言 (注5 / [缄默]: you may not speak this Night)"
        return None

    phases = ("开局准备", "白昼", "黑夜")  # the phases a room's deadlines may name

    def phase_label(self, phase: str, lang: str = "zh") -> str:
        return term(phase, lang)

    def lobby_identities(self, lang: str = "zh") -> list[dict[str, Any]]:
        """The identities a room may enable (「根据身份配置表随机抽取或集体讨论,决定本局启用的身份」): the generals of
        each side; 仙子, the two 妖首 and 妖众 are always in."""
        return [{"side": term(side, lang), "names": [{"name": n, "label": term(n, lang)} for n in names]}
                for side, names in ((XINGKONG, STAR_GENERALS), (SHENYUAN, ABYSS_GENERALS))]

    def identities_option(self, players: int, chosen: list[str]) -> dict[str, Any]:
        """The room setting for the generals chosen in the lobby: 仙子, 妖首×2, the chosen generals and 妖众 to make
        2N + 2 cards (two 深渊 generals are set aside as [化形]); `configure` checks the rest.

        >>> RULES.identities_option(5, ["圣贤", "鬼巫", "灾厄"])["identities"].count("妖众")
        6
        """
        unknown = [n for n in chosen if n not in STAR_GENERALS + ABYSS_GENERALS]
        if unknown:
            raise ConfigError(f"not a general of this game: {unknown}; generals: {[*STAR_GENERALS, *ABYSS_GENERALS]}")
        fill = 2 * players + 2 - 3 - len(chosen)
        if fill < 0:
            raise ConfigError(f"{len(chosen)} generals are too many for {players} players "
                              f"(2N+2 = {2 * players + 2} cards with 仙子 and two 妖首)")
        return {"identities": ["仙子", "妖首", "妖首", *chosen, *["妖众"] * fill]}

    def lobby_settings(self, lang: str = "zh") -> list[dict[str, Any]]:
        """The lobby's room settings (daoyan.core.settings): name, kind, allowed values, default, a short why."""
        from .lobby import SETTINGS

        return [s.to_json(lang) for s in SETTINGS]

    def online_deadlines(self) -> dict[str, float]:
        """A room's time limits unless its creator sets them: phase (or "*") -> seconds (X-T1)."""
        from .lobby import DEADLINES

        return {k: float(v) for k, v in DEADLINES.items()}

    def online_options(self) -> dict[str, Any]:
        """Settings the web app plays by unless a room says otherwise: a timed 自由讨论 (「时长由源尊掌控」; the chat
        is the table's talk)."""
        return {"自由讨论": 180}

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

    def glossary(self, lang: str = "zh", config: dict[str, Any] | None = None) -> dict[str, dict[str, str]]:
        """The book's text of every identity, skill and effect (`daoyan.core.glossary`; rule data only)."""
        return glossary.glossary(lang)

    def option_terms(self, ask: Any, option: dict[str, Any]) -> list[str]:
        return glossary.option_terms(ask, option)

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

    def display(self, game: Game, audience: int | str, lang: str = "zh") -> dict[str, Any]:
        """The web app's table (each seat's state, usable layers, 黎明 choice, whether its [鉴仙图] is spent) and your
        own identity cards drawn as cards, top first, sealed ones marked — in the page's language. The host, and
        everyone once the game is over, sees every seat's cards."""
        s: XState = game.state
        everything = audience == "host" or game.finished
        zh = lang == "zh"
        book = glossary.glossary(lang)  # a card's tooltip: its book text, never its name again (issue 25)

        def t(word: str | None) -> str:
            return "—" if word is None else term(word, lang)

        def cards(seat: int) -> dict[str, Any]:
            p = s.players[seat]
            live = p.live
            sealed = "已封印" if zh else "sealed"
            return {"cards": [{"name": t(c.name), "term": c.name, "title": book[c.name]["text"], "sealed": c.sealed,
                               "note": sealed if c.sealed else t("顶层" if c is live[0] else "底层")} for c in p.cards]}

        columns = ["座位", "状态", "可用层数", "黎明", "已用[鉴仙图]"] if zh else \
            ["Seat", "State", "Usable layers", "Dawn", "[Revealing Map] used"]
        if everything:
            columns.append("身份牌" if zh else "Identity cards")
        rows = []
        for seat, p in sorted(s.players.items()):
            row: list[Any] = [f"{seat}号" if zh else f"#{seat}", t(p.state), str(len(p.live)), t(p.dawn),
                              ("是" if zh else "yes") if p.used_jianxiantu else ("否" if zh else "no")]
            if everything:
                row.append(cards(seat))
            rows.append(row)
        out: dict[str, Any] = {"columns": columns, "rows": rows}
        if isinstance(audience, int) and audience in s.players:
            out["you"] = [{"label": "你的身份牌" if zh else "Your identity cards", **cards(audience)}]
        return out

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
