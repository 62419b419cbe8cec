"""版杀 forum werewolf (seed 003_6ab575b4f34e0846.txt), as its 导演 runs it.

The book's flow as data (`book.py`); boards and role plugins (`board.py`, shipped boards in `boards/`); the state
(`state.py`); the flow of stages 0–10 (`flow.py`); the judge (`judge.py`, `judge_conditions.py`) and its use in a game
(`judging.py`); the discussion-day calendar (`schedule.py`); 替补 and 场外助理 (`staff.py`); the vote thread's tally
(`forum/`, the command `daoyan forum tally`); English (`i18n_en.py`); what the command and the web app show
(`terminal.py`). Rulings and what is still missing: docs/rulings/langren.md."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any, ClassVar

from ...core.ask import Answer, Ask
from ...core.errors import ConfigError
from ...core.game import START, Flow, Game
from ...core.seatmap import seat_map
from ...i18n import term
from . import flow, position, terminal
from .board import Board, load_board, load_text, shipped_boards
from .book import STAGES
from .staff import Staffing
from .state import LState

NAME = "langren"
TITLE = "版杀"
TITLE_EN = "Forum Werewolf"
DEFAULT_OPTIONS: dict[str, Any] = {
    # a shipped board (boards/*.yaml, by name) or a board file's text (docs/langren_roles.md; the command reads a file
    # with --option 板子=@my_board.yaml); never a path, so that a room cannot make the server read its files
    "板子": "standard",
    "最多天数": 30,  # a game still running after this many days ends with no winner
    "一分钟": 60,  # seconds a book minute lasts (「关门后N分钟内」 deadlines; shorter for a quick online game)
    "讨论日时长": 45 * 3600,  # 开门 → 关门, seconds: two natural days, 00:00 → 21:00 (A-LR-18)
    "加速时长": 21 * 3600,  # an accelerated day: 00:00 → 21:00 of the same natural day (A-LR-19)
    "夜晚时长": 3 * 3600,  # 关门 → 开门 (21:00 → 00:00, A-LR-13): 晨曦 (4) 「直到第二天开门前」
    "红牌": {},  # seat -> [day, stage]: the 导演's red card at that stage's start
    "替补": {},  # seat -> [[day, stage], …]: the player cannot go on; a substitute (once per character, else 红牌)
    "警长": None,  # the first 警长 (a board with sheriff: host)
    "僵持": None,  # [day, stage]: the 导演 declares a stalemate at that stage's start (A-LR-11)
    "同守同救": "出局",  # 出局 | 存活 (A-LR-38 guard_and_save)
    "女巫自救": None,  # never | first_night | always: overrides the board's save.self
    "女巫灵通": "while_antidote",  # while_antidote | always (A-LR-38)
    "遗言": "all",  # all | none | first_night_and_vote (A-LR-17)
    "红牌罚下": "出局",  # 出局 | 挂机 (A-LR-32)
    "黄牌转红牌": 0,  # yellow cards that make a red card (0: never, A-LR-32)
    "全灭": "draw",  # draw | sheriff (A-LR-10)
    "屠城判定": "instant",  # instant | after_step (A-LR-3)
    "人数递增": "increments",  # increments | includes_20: 「从20人开始,人数每增加5…」 (A-LR-12)
    "场外助理": {},  # seat -> [assistant's name, 版杀 the player took part in before this one] (A-LR-33)
    "晨报": "无",  # 无 | 导演 | 模型: a morning story posted with the 白昼's 公示 (L-MP1; the book has none)
}
CHOICES = {"同守同救": ("出局", "存活"), "女巫自救": (None, "never", "first_night", "always"),
           "女巫灵通": ("while_antidote", "always"), "遗言": ("all", "none", "first_night_and_vote"),
           "红牌罚下": ("出局", "挂机"), "全灭": ("draw", "sheriff"), "屠城判定": ("instant", "after_step"),
           "人数递增": ("increments", "includes_20"), "晨报": ("无", "导演", "模型")}
STAGE_NAMES = tuple(s for s in STAGES if s != "游戏开始")
MAX_BOARD = 65536  # characters of a board file's text (a room's setting)


@functools.cache
def _board_seats() -> dict[str, int]:
    """Each shipped board's seats (read once: the lobby asks for them with every /api/games)."""
    return {b: load_board(b).seats for b in shipped_boards()}


class LangrenRules:
    name = NAME
    title = TITLE
    title_en = TITLE_EN
    host_title = "导演"
    default_players: ClassVar[dict[str, int]] = {"play": 12, "sim": 12}

    def proper_names(self) -> frozenset[str]:
        """The book's names a page keeps exact in either script (简/繁: daoyan.server.script)."""
        from .names import proper_names

        return proper_names()

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(options) - set(DEFAULT_OPTIONS) - {"座位身份", START, "局面"})
        if unknown:
            raise ConfigError(f"unknown setting(s) {unknown}; settings: {sorted(DEFAULT_OPTIONS)}")
        cfg = {**DEFAULT_OPTIONS, **options}
        board = cfg["板子"]
        if isinstance(board, Board):
            b = board
        elif isinstance(board, str) and "\n" in board:
            if len(board) > MAX_BOARD:
                raise ConfigError(f"板子 is a board file of at most {MAX_BOARD} characters, got {len(board)}")
            b = load_text(board, "板子")
        elif isinstance(board, str) and board in shipped_boards():
            b = load_board(board)
        else:
            raise ConfigError(f"板子 names a shipped board ({', '.join(shipped_boards())}) or holds a board file's "
                              f"text (--option 板子=@file.yaml), got {board!r}")
        if b.seats != players:
            raise ConfigError(f"{b.name} 有 {b.seats} 个座位 (the board deals {b.seats} cards), 不是 {players}")
        cfg["board"] = b
        for key, allowed in CHOICES.items():
            if cfg[key] not in allowed:
                raise ConfigError(f"{key} must be one of {', '.join(map(str, allowed))}, got {cfg[key]!r}")
        for key in ("最多天数", "一分钟", "讨论日时长", "加速时长", "夜晚时长"):
            v = cfg[key]
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v <= 0:
                raise ConfigError(f"{key} must be a number > 0, got {v!r}")
        y = cfg["黄牌转红牌"]
        if isinstance(y, bool) or not isinstance(y, int) or y < 0:
            raise ConfigError(f"黄牌转红牌 must be a whole number ≥ 0, got {y!r}")
        seats = range(1, players + 1)

        def when(v: Any) -> bool:
            return isinstance(v, list) and len(v) == 2 and isinstance(v[0], int) and v[0] >= 1 and v[1] in STAGE_NAMES

        for key in ("红牌", "替补"):
            m = cfg[key]
            ok = isinstance(m, dict) and all(str(k).isdigit() and int(k) in seats and (
                when(v) if key == "红牌" else isinstance(v, list) and all(when(w) for w in v)) for k, v in m.items())
            if not ok:
                shape = "[day, stage]" if key == "红牌" else "[[day, stage], …]"
                raise ConfigError(f"{key} maps a seat (1–{players}) to {shape}"
                                  f" with stage one of {', '.join(STAGE_NAMES)}, got {m!r}")
            cfg[key] = {str(k): v for k, v in m.items()}
        if cfg["僵持"] is not None and not when(cfg["僵持"]):
            raise ConfigError(f"僵持 is [day, stage] with stage one of {', '.join(STAGE_NAMES)}, got {cfg['僵持']!r}")
        sheriff = cfg["警长"]
        if sheriff is not None and (b.sheriff != "host" or not isinstance(sheriff, int) or sheriff not in seats):
            raise ConfigError(f"警长 names a seat 1–{players} on a board with sheriff: host, got {sheriff!r}")
        helpers = cfg["场外助理"]
        if not isinstance(helpers, dict) or not all(
                str(k).isdigit() and int(k) in seats and isinstance(v, list) and len(v) == 2 and isinstance(v[0], str)
                and isinstance(v[1], int) and not isinstance(v[1], bool) and v[1] >= 0 for k, v in helpers.items()):
            raise ConfigError(f"场外助理 maps a seat (1–{players}) to [the assistant's name, the 版杀 games the player "
                              f"took part in before this one], got {helpers!r}")
        staffing = Staffing({x: f"{x}号" for x in seats})
        for k, (name, games) in sorted(helpers.items(), key=lambda kv: int(kv[0])):
            d = staffing.assign_assistant(int(k), name, games)  # 「版杀游戏场次累计三场或以下的玩家允许申请场外助理。」
            if not d.accepted:
                raise ConfigError(f"{d.zh} ({d.en})")
        cfg["场外助理"] = {str(k): v for k, v in helpers.items()}
        fixed = cfg.get("座位身份")
        if fixed is not None:
            if not isinstance(fixed, dict) or sorted(int(k) for k in fixed) != list(seats):
                raise ConfigError(f"座位身份 names an identity for every seat 1–{players}, got {fixed!r}")
            for k, v in fixed.items():
                if v not in b.roles:
                    raise ConfigError(f"{k}号的身份 {v!r} 不在 {b.name} 中 (not a role of the board): "
                                      f"{', '.join(b.roles)}")
            cfg["座位身份"] = {str(k): str(v) for k, v in fixed.items()}
        start = cfg.get(START)  # a scenario that starts mid-game (position.py)
        if start is not None or cfg.get("局面") is not None:
            deal = [cfg["座位身份"][str(x)] for x in seats] if fixed is not None else None
            cfg["局面"] = position.read(start, cfg.get("局面"), b, deal, cfg)
            if start is None:
                raise ConfigError("局面 需要 start: 从哪一天哪个阶段开始 (a position needs a start)")
        return cfg

    phases = STAGE_NAMES  # the phases a room's deadlines may name (the game's own 时限 come first)
    # the lobby offers a file whose text becomes this setting: a host's own board (docs/langren_roles.md)
    lobby_file: ClassVar[dict[str, str]] = {"option": "板子", "zh": "板子文件 (可选, YAML, 见 docs/langren_roles.md)",
                                            "en": "Board file (optional, YAML; see docs/langren_roles.md)"}

    def phase_label(self, phase: str, lang: str = "zh") -> str:
        return term(phase, lang)

    def host_tools(self, lang: str = "zh") -> list[dict[str, Any]]:
        """The web app's tools for a 导演 outside a room (docs/web.md): the forum day's 关门 and the vote tally."""
        from .forum.tool import WEB_TOOL, web_fields

        return [{"name": "forum", "title": WEB_TOOL["en" if lang == "en" else "zh"], "fields": web_fields(lang)}]

    def run_host_tool(self, name: str, values: dict[str, Any], lang: str = "zh") -> dict[str, Any]:
        """A host tool's answer to its form (`forum.tool.web_run`); bad input raises a DaoyanError that says why."""
        from .forum.tool import web_run

        if name != "forum":
            raise ConfigError(f"没有这个工具 (no such tool): {name!r}; 可用 (known): forum")
        return web_run(values, "en" if lang == "en" else "zh")

    def asks_host(self, config: dict[str, Any]) -> str | None:
        """What in these settings asks the 导演 himself (`core.ask.HOST_SEAT`): 晨报 = 导演 (L-MP1). A room with no
        host (the creator plays a seat) or the terminal's `play` refuses it, saying this. None: nothing does."""
        return flow.asks_host(config)

    def model_host(self, config: dict[str, Any]) -> bool:
        """Do these settings have a language model answer the host's own asks as his stand-in, from public facts
        only (晨报 = 模型: L-MP1, daoyan.llm.paper)? A harness then answers them with `PaperHost`."""
        return config.get("晨报") == flow.MODEL_WRITER

    def lobby_settings(self, lang: str = "zh") -> list[dict[str, Any]]:
        """The lobby's room settings (daoyan.core.settings): name, kind, allowed values, default, a short why."""
        from .lobby import SETTINGS, board_setting

        return [board_setting(_board_seats()).to_json(lang), *(s.to_json(lang) for s in SETTINGS)]

    def online_deadlines(self) -> dict[str, float]:
        """A room's time limits unless its creator sets them: phase (or "*") -> seconds (L-TL1)."""
        from .lobby import DEADLINES

        return {k: float(v) for k, v in DEADLINES.items()}

    def phase_clock(self, game: Game, lang: str = "zh") -> dict[str, Any] | None:
        """The phase's own end, public (the web app's clock): by day 关门 (讨论日时长, or 加速时长 on an accelerated
        day,
        after 开门), by night 开门 (夜晚时长 after 关门, the start of 黄昏: 晨曦's 「直到第二天开门前」)."""
        zh = lang == "zh"
        if game.phase == "白昼":
            day = game.config["加速时长" if game.state.accelerated else "讨论日时长"]
            return {"label": "关门" if zh else "thread closes", "seconds": float(day), "from": "白昼"}
        if game.phase in STAGE_NAMES:
            return {"label": "开门" if zh else "thread opens", "seconds": float(game.config["夜晚时长"]),
                    "from": "黄昏"}
        return None

    def online_options(self) -> dict[str, Any]:
        """The web app: a game that fits an evening (a book minute is 2 s, a discussion day 5 minutes)."""
        return {"一分钟": 2, "讨论日时长": 300, "加速时长": 180, "夜晚时长": 300}

    def describe_option(self, skill: str, option: dict[str, Any], lang: str = "zh") -> str:
        return terminal.describe_option(skill, option, lang)

    def describe_you(self, game: Game, seat: int, lang: str = "zh") -> str:
        return terminal.describe_you(game, seat, lang)

    def reveal_all(self, game: Game, lang: str = "zh") -> str:
        return terminal.reveal_all(game, lang)

    def side_name(self, winner: str, lang: str = "zh") -> str:
        return term(winner, lang)

    def rules_table(self, lang: str = "zh") -> list[Any]:
        return terminal.rules_table(lang)

    def glossary(self, lang: str = "zh", config: dict[str, Any] | None = None) -> dict[str, dict[str, str]]:
        """The room's board's identities and skills in words (`daoyan.core.glossary`; the board file is public)."""
        board = (config or {}).get("board")
        return terminal.glossary(board if isinstance(board, Board) else load_board("standard"), lang)

    def display(self, game: Game, audience: int | str, lang: str = "zh") -> dict[str, Any]:
        return terminal.display(game, audience, lang)

    def scenario_options(self, setup: dict[str, Any]) -> dict[str, Any]:
        """A scenario's `setup:`: `identities: {1: 狼人, …}` (every seat; dealt as written), `board:`, and the 导演's
        `红牌`, `替补`, `警长`, `僵持` (docs/scenarios.md)."""
        unknown = set(setup) - {"identities", "board", "红牌", "替补", "警长", "僵持", "局面"}
        if unknown:
            raise ConfigError("langren setup takes identities, board, 红牌, 替补, 警长, 僵持, 局面; "
                              f"got {sorted(unknown)}")
        out: dict[str, Any] = {}
        if "identities" in setup:
            out["座位身份"] = seat_map(setup, "identities", "{1: 狼人, 2: 预言家, …}")
        if "board" in setup:
            out["板子"] = setup["board"]
        for k, shape in (("红牌", "{9: [1, 白昼]}"), ("替补", "{9: [[1, 白昼], [2, 白昼]]}")):
            if k in setup:
                out[k] = seat_map(setup, k, shape)
        for k in ("警长", "僵持", "局面"):
            if k in setup:
                out[k] = setup[k]
        return out

    def scenario_seats(self, game: Game) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, LState):
            return {}
        return {str(x): {"identity": c.identity, "card": c.card, "faction": c.faction, "out": not c.alive,
                         "cause": c.out_cause, "yellow": len(c.yellow), "sheriff": s.sheriff == x}
                for x, c in sorted(s.chars.items())}

    # -- sampling hidden states (daoyan.core.sampling, the search bot) ---------------------------------------------
    #: 投票 and 改票 are posts in the vote thread, which everybody reads
    open_answers = frozenset({"投票", "改票"})

    def public_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The room's settings everybody knows: all but 座位身份 and 局面 (a scenario's fixed deal and mid-game
        position: whose skills are used, who is linked)."""
        return {k: v for k, v in options.items() if k not in ("座位身份", "局面")}

    def sample_chance(self, players: int, options: dict[str, Any], view: dict[str, Any],
                      rng: random.Random) -> dict[str, Any] | None:
        """A deal the seat cannot tell from the real one: its own card, its team ([群内]: cards of its team), and what
        its checks said (a <check> answer: the card, or the camp it shows); the other cards shuffled. None when no
        such deal is found in 200 shuffles."""
        board = self.configure(players, options)["board"]
        seat = int(view["seat"])
        deck = board.deck()
        mine = str((view.get("you") or {}).get("identity"))
        if mine not in deck:
            return None
        deck.remove(mine)
        team = board.roles[mine].team
        mates: set[int] = set()
        told: dict[int, str] = {}
        for e in view.get("log", []):
            d = e.get("data") or {}
            if "team" in d and e.get("audience_label") == team:
                mates = {int(x) for x in d["team"]}
            if "checked" in d:
                told[int(d["checked"])] = str(d["answer"])
        others = [x for x in range(1, players + 1) if x != seat]

        def shows(x: int, card: str) -> bool:
            if x in mates:
                return bool(board.roles[card].team == team)
            if team is not None and board.roles[card].team == team:
                return False
            return x not in told or told[x] in (card, board.roles[card].shown_camp)

        for _ in range(200):
            rng.shuffle(deck)
            if all(shows(x, c) for x, c in zip(others, deck, strict=True)):
                cards = dict(zip(others, deck, strict=True))
                cards[seat] = mine
                return {"身份": [[cards[x] for x in range(1, players + 1)]]}
        return None

    def sample_guide(self, view: dict[str, Any]) -> Callable[[Game, Ask], Answer | None]:
        """Hidden answers the seat's lines tell, proposed first in samples: the host's 晨报 (L-MP1: the words its line
        posted; 放弃 when the day's 公示 was followed by none), and the 遗言 of another seat. The 遗言 asked
        at 晨曦 (4) of day d are posted in the 白昼 公示 of day d+1 (the 黄昏 公示 posts none): when the seat read
        that 公示, another seat's 遗言 is the text it posted for him ({"choice": "遗言", "say": text}), or 放弃 when
        it posted nothing for him; None before it (or when the game ended first)."""
        seat = int(view["seat"])
        posts: dict[int, dict[str, str]] = {}  # day of a 白昼 公示 -> the last words it posted, by seat
        papers: dict[int, str] = {}  # day -> the 晨报 posted after its 公示 (L-MP1), its words
        for e in view.get("log", []):
            data = e.get("data") or {}
            post = data.get("公示")
            if isinstance(post, dict) and e.get("phase") == "白昼":
                posts[int(e.get("round", 0))] = {str(k): str(v) for k, v in (post.get("last_words") or {}).items()}
            if "晨报" in data and e.get("kind") == "announce":
                papers[int(data["晨报"])] = str(e.get("text", "")).partition("\n")[2]

        def guide(g: Game, a: Ask) -> Answer | None:
            if a.skill == "晨报" and a.for_host:  # the host's 晨报 (L-MP1): the words posted, or none (放弃)
                if a.round in papers:
                    return {"choice": "晨报", "say": papers[a.round]}
                return dict(flow.GIVE_UP) if a.round in posts else None
            if a.skill != "遗言" or a.seat == seat:
                return None
            post = posts.get(a.round + 1)
            if post is None:
                return None
            text = post.get(str(a.seat))
            return {"choice": "遗言", "say": text} if text else dict(flow.GIVE_UP)

        return guide

    def seat_results(self, game: Game) -> list[dict[str, Any]]:
        """Balance simulation (daoyan.balance): each seat's dealt identity, its 实际阵营 at the end, and whether it
        won (「只有一个阵营能获得胜利」)."""
        s = game.state
        if not isinstance(s, LState):
            return []
        winner = game.outcome.winner if game.outcome else None
        return [{"seat": x, "identity": c.dealt, "side": c.faction, "won": c.faction == winner}
                for x, c in sorted(s.chars.items())]

    def chat_refusal(self, game: Game, seat: int) -> str | None:
        """The discussion thread: the out do not post, nor a character under [寡言] that day; the thread is open in
        the 白昼 (the night's team chats are not built)."""
        s = game.state
        if not isinstance(s, LState):
            return None
        c = s.chars[seat]
        if not c.alive:
            return "出局的角色不能发言 (an out character does not post)"
        if c.silenced(game.round):
            return "[寡言]状态不能发言 (a character under [寡言] does not post)"
        if game.phase != "白昼":
            return "讨论帖已关门 (the discussion thread is closed until 开门)"
        return None

    def new_state(self, game: Game) -> None:
        return None  # the deal makes it (flow.play)

    def flow(self, game: Game) -> Flow:
        return flow.play(game)

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, LState):
            return {}
        c = s.chars[seat]
        helper = game.config["场外助理"].get(str(seat))
        return {"identity": c.card, "faction": c.faction, "out": not c.alive, "yellow": len(c.yellow),
                "assistant": helper[0] if helper else None}

    def public_table(self, game: Game) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, LState):
            return {"players": game.players}
        return {"players": game.players, "day": game.round, "board": s.board.name, "sheriff": s.sheriff,
                "out": sorted(s.announced), "lost": sorted(s.lost),
                "revealed": {str(x): c.card for x, c in sorted(s.chars.items()) if c.revealed}}

    def host_state(self, game: Game) -> dict[str, Any]:
        s = game.state
        if not isinstance(s, LState):
            return {}
        return {"chars": {str(x): {"dealt": c.dealt, "identity": c.identity, "card": c.card, "faction": c.faction,
                                   "alive": c.alive, "cause": c.out_cause, "spent": sorted(c.spent),
                                   "yellow": list(c.yellow), "red": c.red}
                          for x, c in sorted(s.chars.items())},
                "lost": sorted(s.lost), "sheriff": s.sheriff, "links": [list(x) for x in s.links],
                # copies: a view is a snapshot (a room compares it with the next one: `server.rooms.Room._post`)
                "modes": dict(s.modes), "periods": [list(p) for p in s.periods],
                "counters": {k: dict(v) for k, v in s.counters.items()}}


RULES = LangrenRules()
__all__ = ["RULES", "LangrenRules"]
