"""《亡灵低语2.x》 (seed 002_df7a4ea6bd54eb52.txt), as its 导演 would run it on a forum.

The identities, camps, skills and marks as data (`identities.py`, `data/identities.yaml`); the state; the deal
(`setup.py`, the set-up table `tables.py`); the vote count (`vote.py`); the night's settlement (`settle.py`); the
victory check (`victory.py`); the day/night flow with every skill of the book (`flow.py`); the 公示 post and the
last words' Discuz! check (`forum.py`); the 时限 (`deadlines.py`); English (`i18n_en.py`); what the command and the
web app show (`terminal.py`). Rulings and what is still missing: docs/rulings/wangling.md."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.errors import ConfigError
from ...core.game import START, Flow, Game
from ...core.sampling import SamplingRules
from ...core.seatmap import seat_map
from ...i18n import term
from . import flow, position, sampling, terminal
from .identities import identity, setup_21
from .state import WState
from .tables import setup_for

NAME = "wangling"
TITLE = "亡灵低语2.x"
TITLE_EN = "Whispers of the Undead 2.x"
DEFAULT_OPTIONS: dict[str, Any] = {
    "最多天数": 30,  # a game still running after this many days ends with no winner
    "时限": {},  # seconds per ask (a skill's name, 投票 or 遗言), counted as deadlines.py says; the book's by default
    "夜晚时长": 12 * 3600,  # 关门 → 开门, seconds (「开门前30分钟」 deadlines)
    "白天时长": 24 * 3600,  # 开门 → 关门, seconds (the vote closes at 关门)
    "红牌": {},  # seat -> [day, 白天|夜晚]: the 导演's red card at that phase's start (挂机)
    # 「晨报可以存在也可以不存在」: 无 (none), 导演 (the host: W-MP4), 模型 (a model as the host's stand-in: W-MP5) or
    # the writer seats, e.g. [3, 8] (W-MP1)
    "晨报": "无",
}


class WanglingRules(SamplingRules):
    # sampling hidden states (daoyan.core.sampling, the search bot): wangling/sampling.py
    sampling_module: ClassVar[Any] = sampling
    name = NAME
    title = TITLE
    title_en = TITLE_EN
    host_title = "导演"
    default_players: ClassVar[dict[str, int]] = {"play": 21, "sim": 21}

    def proper_names(self) -> frozenset[str]:
        """The book's names a page keeps exact in either script (简/繁: daoyan.server.script)."""
        from .names import proper_names

        return proper_names()

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(options) - set(DEFAULT_OPTIONS) - {"identities", "座位身份", START, "局面"})
        if unknown:
            raise ConfigError(f"unknown setting(s) {unknown}; settings: {sorted(DEFAULT_OPTIONS)}, identities")
        cfg = {**DEFAULT_OPTIONS, **options}
        names = cfg.get("identities")
        if names is None:
            cfg["identities"] = setup_for(players)  # the book's at 21; the documented table at 15–20
        else:
            if not isinstance(names, list) or len(names) != players:
                raise ConfigError(f"identities must list {players} book names, got {names!r}")
            for n in names:
                if not identity(n).human:
                    raise ConfigError(f"{n} is a 亡灵 identity: it is reached by flipping, not dealt")
        seated = cfg.get("座位身份")  # a scenario's fixed deal: seat -> identity (no shuffle)
        if seated is not None:
            if not isinstance(seated, dict) or sorted(int(k) for k in seated) != list(range(1, players + 1)):
                raise ConfigError(f"setup.identities names an identity for every seat 1–{players}, got {seated!r}")
            for n in seated.values():
                if not identity(str(n)).human:
                    raise ConfigError(f"{n} is a 亡灵 identity: it is reached by flipping, not dealt")
            cfg["identities"] = [str(seated[k]) for k in sorted(seated, key=int)]
        start = cfg.get(START)  # a scenario that starts mid-game (position.py)
        if start is not None or cfg.get("局面") is not None:
            cfg["局面"] = position.read(start, cfg.get("局面"), players, cfg["identities"])
        most = cfg["最多天数"]
        if isinstance(most, bool) or not isinstance(most, int) or most < 1:
            raise ConfigError(f"最多天数 must be a whole number ≥ 1, got {most!r}")
        if not isinstance(cfg["时限"], dict) or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 for v in cfg["时限"].values()):
            raise ConfigError(f"时限 maps an ask's name to seconds > 0, got {cfg['时限']!r}")
        for key in ("夜晚时长", "白天时长"):
            v = cfg[key]
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v <= 3600:
                raise ConfigError(f"{key} is a number of seconds > 3600, got {v!r}")
        cards = cfg["红牌"]
        if not isinstance(cards, dict) or not all(
                str(k).isdigit() and 1 <= int(k) <= players and isinstance(v, list) and len(v) == 2
                and isinstance(v[0], int) and v[0] >= 1 and v[1] in ("白天", "夜晚") for k, v in cards.items()):
            raise ConfigError(f"红牌 maps a seat (1–{players}) to [day, 白天|夜晚], got {cards!r}")
        if flow.by_model(cfg["晨报"]):  # W-MP5: the host's stand-in, a model (`model_host`)
            cfg[flow.BY_MODEL] = True
        cfg["晨报"] = flow.paper_writers(cfg["晨报"], players)  # W-MP1
        return cfg

    def asks_host(self, config: dict[str, Any]) -> str | None:
        """What in these settings asks the 导演 himself (`core.ask.HOST_SEAT`): a room with no host (the creator
        plays a seat) or the terminal's `play` refuses it, saying this. None: nothing does."""
        return flow.asks_host(config)

    def model_host(self, config: dict[str, Any]) -> bool:
        """Do these settings have a language model answer the host's own asks as his stand-in, from public facts
        only (晨报 = 模型: W-MP5, daoyan.llm.paper)? A harness then answers them with `PaperHost`."""
        return bool(config.get(flow.BY_MODEL))

    def lobby_settings(self, lang: str = "zh") -> list[dict[str, Any]]:
        """The lobby's room settings (daoyan.core.settings): name, kind, allowed values, default, a short why."""
        from .lobby import SETTINGS

        return [s.to_json(lang) for s in SETTINGS]

    def online_deadlines(self) -> dict[str, float]:
        """A room's time limits unless its creator sets them: phase (or "*") -> seconds (W-TL1)."""
        from .lobby import DEADLINES

        return {k: float(v) for k, v in DEADLINES.items()}

    def phase_clock(self, game: Game, lang: str = "zh") -> dict[str, Any] | None:
        """The phase's own end, public (the web app's clock): by day 关门 (白天时长 after the day opened), by night 开门
        (夜晚时长 after 关门, 「开门前30分钟」's 开门) — seconds counted from the start of the phase named `from`."""
        zh = lang == "zh"
        if game.phase == "白天":
            return {"label": "关门" if zh else "thread closes", "seconds": float(game.config["白天时长"]),
                    "from": "白天"}
        if game.phase == "夜晚":
            return {"label": "开门" if zh else "thread opens", "seconds": float(game.config["夜晚时长"]),
                    "from": "夜晚"}
        return None

    phases = ("白天", "夜晚")  # the phases a room's deadlines may name (the game's own 时限 come first)

    def phase_label(self, phase: str, lang: str = "zh") -> str:
        return term(phase, lang)

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

    def glossary(self, lang: str = "zh", config: dict[str, Any] | None = None) -> dict[str, dict[str, str]]:
        """The book's text of every identity, mark and skill (`daoyan.core.glossary`; rule data only)."""
        return terminal.glossary(lang)

    def display(self, game: Game, audience: int | str, lang: str = "zh") -> dict[str, Any]:
        return terminal.display(game, audience, lang)

    def scenario_options(self, setup: dict[str, Any]) -> dict[str, Any]:
        """A scenario's `setup:`: `identities: {1: 牧师, …}` (every seat; dealt as written, no shuffle) and
        `红牌: {seat: [day, 白天|夜晚]}` (docs/scenarios.md)."""
        unknown = set(setup) - {"identities", "红牌", "局面"}
        if unknown:
            raise ConfigError(f"wangling setup takes identities, 红牌 and 局面, got {sorted(unknown)}")
        out: dict[str, Any] = {}
        if "identities" in setup:
            out["座位身份"] = seat_map(setup, "identities", "{1: 牧师, 2: 枪兵, …}")
        if "红牌" in setup:
            out["红牌"] = seat_map(setup, "红牌", "{17: [1, 白天]}")
        if "局面" in setup:  # the position a mid-game start names (`start:`; position.py)
            out["局面"] = setup["局面"]
        return out

    def scenario_seats(self, game: Game) -> dict[str, Any]:
        """Each seat in a scenario's result: identity (now and dealt), faction (camp), out, 挂机, the marks."""
        s = game.state
        if not isinstance(s, WState):
            return {}
        return {str(x): {"identity": c.identity, "dealt": c.dealt, "faction": c.camp, "out": c.out, "afk": c.afk,
                         "shengqi": s.shengqi == x, "master": s.master == x, "shenjuanzhe": s.shenjuanzhe == x}
                for x, c in sorted(s.chars.items())}

    def seat_results(self, game: Game) -> list[dict[str, Any]]:
        """Balance simulation (daoyan.balance): each seat's dealt identity, its camp at the end (a flip changes it)
        and whether that camp won (camps may win together: 「莱恩、圣殿」)."""
        s = game.state
        if not isinstance(s, WState):
            return []
        won = set((game.outcome.winner or "").split("、")) if game.outcome else set()
        return [{"seat": x, "identity": c.dealt, "side": c.camp, "won": c.camp in won}
                for x, c in sorted(s.chars.items())]

    def chat_refusal(self, game: Game, seat: int) -> str | None:
        """「不能继续参与讨论」: the out (but a 虚体 恶灵) and the 挂机 do not talk; everyone else may, day and night
        (a forum thread is open in the day; at night the chat is the group's and the 导演's, not built)."""
        s = game.state
        if not isinstance(s, WState):
            return None
        c = s.chars[seat]
        if c.afk:
            return "挂机状态不能发言 (a 挂机 character does not talk)"
        if c.out and not c.xuti:
            return "出局的角色不能继续参与讨论 (an out character does not talk)"
        if game.phase != "白天":
            return "夜晚讨论帖关门 (the discussion thread is closed at night)"
        return None

    def new_state(self, game: Game) -> None:
        return None  # the deal makes it (flow.play)

    def flow(self, game: Game) -> Flow:
        return flow.play(game)

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, WState):
            return {}
        c = s.chars[seat]
        return {"identity": c.identity, "camp": c.camp, "out": c.out, "shengqi": s.shengqi == seat,
                "master": s.master == seat}

    def public_table(self, game: Game) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, WState):
            return {"players": game.players}
        # what has been posted: a night's outs and 传承 wait for the next 公示, day 1's 神眷者 for day 2's (W-D1, W-D2)
        return {"players": game.players, "day": game.round, "shenjuanzhe": s.posted_shenjuanzhe,
                "out": sorted(s.posted_outs)}

    def host_state(self, game: Game) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, WState):
            return {}
        return {"chars": {str(x): {"dealt": c.dealt, "identity": c.identity, "out": c.out, "afk": c.afk,
                                   "spent": sorted(c.spent), "xuti": c.xuti}
                          for x, c in sorted(s.chars.items())},
                "shengqi": s.shengqi, "master": s.master, "curse_left": s.curse_left, "shenjuanzhe": s.shenjuanzhe,
                "held_nights": s.held_nights}


RULES = WanglingRules()
__all__ = ["RULES", "WanglingRules", "setup_21"]
