"""三國殺×大富翁 (rule book 001_ea231be5ab83fae4.txt): the map (`board`), the game cards (`cards`), the 人妖牌
(`characters`), the judgement deck, the identities, the state, the set-up, where cards go (`zones`), the
tiles, the NPCs, the turn flow (`flow`), card play (`play`, `tricks`, `equipment`), the commands and
combat, and what the `daoyan` command shows (`terminal`). Played without the 人妖牌' skills
(docs/rulings/fuweng.md lists what is missing); `daoyan.games.get_rules("fuweng")` gives `RULES`."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.ask import Ask
from ...core.errors import ConfigError
from ...core.game import ROUND_END, START, Flow, Game
from ...core.sampling import SamplingRules
from ...i18n import value
from . import (
    arrange,
    chance_events,
    combat,
    equipment,
    flow,
    hooks,
    i18n_en,
    play,
    render_map,
    sampling,
    selection,
    setup,
    skills,
    terminal,
    words,
)
from .board import Board, default_board
from .characters import character
from .flow import PHASES as TURN_PHASES
from .identities import CANGLU, identities_for
from .state import FState

NAME = "fuweng"
TITLE = "三國殺×大富翁"
DEFAULT_OPTIONS: dict[str, Any] = {
    "最多輪數": 30,  # a game still running after this many rounds ends with no winner
    "停留記數": "大于0",  # R-K8: 大于0 (one 【停留】 stops once) or 大于1 (the printed words)
    "陣亡失去體力": "生效",  # R-D10: 生效 (a dead character's HP still falls) or 取消 (cancelled like damage)
    "瞞天過海計數": "計入此牌",  # R-C8: 計入此牌 (targets chosen with the card in hand) or 不計此牌 (it never counts)
    "行動無效果": "不移動",  # R-J5 (機會 5): 不移動 (thrown, no move) or 移動無事件 (moves, no 經過/停留 events)
    "停留算經過": "否",  # R-M6: 否 (landing on 股市/銀行 runs only its stop line) or 是 (its 經過 choice too)
    "離圖階段": "回合開始時決定",  # R-G2a: whether 「不處于地圖上」 is read once at the turn start or before each phase
    "響應時限": 0,  # seconds a response window (無懈可擊, 流浪貓, 家貓, a card asked for) stays open; 0: no limit
    # 無 (R-D17: 「每人都視為體力上限為5、無技能的角色」) or 標準版 (選將 among the playable characters)
    "人妖牌": "無",
    "遲治": "非首次時",  # R-X9 庸醫: the 1 HP loss at a dying that is not the first (A), or only when blocked (B)
    "密謀": "每點",  # R-X30 貓頭鷹: ① asks at each point of a damage (每點) or only at a 1-point damage (僅1點傷害)
    "假射入院": "防止",  # F-126 神射手: no revival in the untimed 入院 (天欽, R-H3), or 復活 all the same
}
#: The settings with a fixed list of values (the first is the default).
CHOICES: dict[str, tuple[str, ...]] = {
    "人妖牌": ("無", "標準版"), "遲治": ("非首次時", "受阻時"), "密謀": ("每點", "僅1點傷害"),
    "假射入院": ("防止", "復活"),
    "停留記數": ("大于0", "大于1"), "陣亡失去體力": ("生效", "取消"), "瞞天過海計數": ("計入此牌", "不計此牌"),
    "行動無效果": ("不移動", "移動無事件"), "停留算經過": ("否", "是"), "離圖階段": ("回合開始時決定", "每階段判斷"),
}
_SVG: dict[tuple[int, str], str] = {}
#: a scenario's arrangement (`arrange.py`, docs/scenarios.md) and mid-game start (`flow.start_at`): not room settings
SCENARIO_OPTIONS = ("局面", START)


def _start(v: Any, players: int, rounds: Any) -> dict[str, Any]:
    """A mid-game start: `{round: N}` (the round's start), `{round: N, seat: S}` (S's turn in round N: the round's
    start and the turns before his are over) or `{round: N, seat: S, phase: P}` (P one of the turn's phases, or
    回合開始)."""
    if not isinstance(v, dict) or set(v) - {"round", "seat", "phase"} or "round" not in v:
        raise ConfigError(f"开始于 is {{round: N, seat: S, phase: P}} (seat and phase optional), got {v!r}")
    n, seat, phase = v["round"], v.get("seat"), v.get("phase")
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= (rounds if isinstance(rounds, int) else n):
        raise ConfigError(f"开始于: the round is 1–{rounds} (最多輪數), got {n!r}")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= players):
        raise ConfigError(f"开始于: seat is 1–{players}, got {seat!r}")
    if phase is not None and (seat is None or phase not in ("回合開始", *TURN_PHASES)):
        raise ConfigError(f"开始于: phase is one of 回合開始, {', '.join(TURN_PHASES)}, with a seat (whose turn), "
                          f"got {phase!r}")
    return {k: x for k, x in v.items() if x is not None}


class FuwengRules(SamplingRules):
    # sampling hidden states (daoyan.core.sampling, the search bot): fuweng/sampling.py
    sampling_module: ClassVar[Any] = sampling
    name = NAME
    title = TITLE
    title_en = terminal.TITLE_EN
    default_players: ClassVar[dict[str, int]] = {"play": 6, "sim": 6}  # `daoyan play` / `daoyan sim`
    stable_option_numbers: ClassVar[bool] = True  # `daoyan play` keeps an option's number within a phase (item 15)

    def proper_names(self) -> frozenset[str]:
        """The book's names a page keeps exact in either script (简/繁: daoyan.server.script)."""
        from .names import proper_names

        return proper_names()

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or default_board()

    def configure(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        identities_for(players)  # 4–8 players, or a ConfigError
        unknown = sorted(set(options) - set(DEFAULT_OPTIONS) - set(SCENARIO_OPTIONS))
        if unknown:
            raise ConfigError(f"unknown setting(s) {unknown}; settings: {sorted(DEFAULT_OPTIONS)}")
        cfg = {**DEFAULT_OPTIONS, **options}
        for name, values in CHOICES.items():
            if cfg[name] not in values:
                raise ConfigError(f"{name} must be {' or '.join(values)}, got {cfg[name]!r}")
        if "局面" in cfg:
            arrange.check(cfg["局面"])
        if START in cfg:
            cfg[START] = _start(cfg[START], players, cfg["最多輪數"])
        if not isinstance(cfg["最多輪數"], int) or isinstance(cfg["最多輪數"], bool) or cfg["最多輪數"] < 1:
            raise ConfigError(f"最多輪數 must be a whole number ≥ 1, got {cfg['最多輪數']!r}")
        if cfg["人妖牌"] == "標準版" and "局面" not in cfg:
            selection.check_pool(skills.playable(), players)
        limit = cfg["響應時限"]
        if isinstance(limit, bool) or not isinstance(limit, (int, float)) or limit < 0:
            raise ConfigError(f"響應時限 is a number of seconds ≥ 0 (0: no limit), got {limit!r}")
        return cfg

    def lobby_settings(self, lang: str = "zh") -> list[dict[str, Any]]:
        """The lobby's room settings (daoyan.core.settings): name, kind, allowed values, default, a short why."""
        from .lobby import SETTINGS

        return [s.to_json(lang) for s in SETTINGS]

    def online_deadlines(self) -> dict[str, float]:
        """A room's time limits unless its creator sets them: phase (or "*") -> seconds (F-160)."""
        from .lobby import DEADLINES

        return {k: float(v) for k, v in DEADLINES.items()}

    def online_options(self) -> dict[str, Any]:
        """Settings the web app plays by unless a room says otherwise: response windows open 20 seconds (a window
        nobody answers would hold the table forever)."""
        return {"響應時限": 20}

    def new_state(self, game: Game) -> Any:
        return None  # built by the flow's first step (決定身份, 起始配置)

    def flow(self, game: Game) -> Flow:
        if game.config.get("人妖牌", "無") == "無" or "局面" in game.config:
            game.state = setup.start(game, self.board)
        else:  # 決定身份 → 挑選角色 → 體力規則 → 起始配置
            identity, canglu = setup.deal_identities(game)
            order = setup.from_canglu(game.players, canglu)
            chosen = yield from selection.choose(game, canglu, order, skills.playable())
            game.state = setup.build(game, self.board, identity, canglu, chosen)
        if "局面" in game.config:
            arrange.apply(game, game.state, game.config["局面"])
        skills.install_all(game)
        start = game.config.get(START)  # a scenario that starts mid-game
        if start is not None:
            flow.start_at(game, start)
        if start is None:  # 「游戲開始時」 (創世神's 無我 ① …): a mid-game start is past it
            yield from hooks.emit(game, hooks.GAME_START, {})
        yield ROUND_END  # the set-up's end: a round boundary (scenarios' `until: {round: 0}`)
        try:
            yield from flow.game_rounds(game, int(game.config["最多輪數"]), start)
        except combat.GameOver:
            return  # 「游戲立即結束」

    def board_svg(self, lang: str = "zh") -> str:
        """The map drawn once for the web app (cells carry data-x / data-y; the page marks who stands where)."""
        key = (id(self.board), lang)
        if key not in _SVG:
            _SVG[key] = render_map.svg(self.board, str if lang == "zh" else terminal.tile_label, lang)
        return _SVG[key]

    def scenario_options(self, setup: dict[str, Any]) -> dict[str, Any]:
        """A scenario's `setup:` is its 局面 (`arrange.py`)."""
        return {"局面": setup}

    def name_of(self, game: Game, value: Any) -> str | None:
        """A card's name where an ask's option holds its id (scenarios may answer `choice: 狗`)."""
        s = game.state
        if isinstance(s, FState) and isinstance(value, int) and not isinstance(value, bool) and value in s.cards:
            return s.cards[value].name
        return None

    def scenario_table(self, game: Game) -> dict[str, Any]:
        """The table in a scenario's result besides the seats (the keys a scenario's 局面 lays out): the 領養區, the
        NPCs on the map (and those set aside), the society in force, the piles (牌堆 and 棄牌堆 counted, the discard's
        cards named; the 判定牌堆's face-up cards)."""
        s = game.state
        if not isinstance(s, FState):
            return {}
        return {"adoption": [s.cards[c].name for c in s.adoption],
                "npcs": {n: list(at) if at is not None else None for n, at in s.npcs.items()},
                "aside": list(s.aside), "society": s.society, "deck": len(s.deck),
                "discard": [s.cards[c].name for c in s.discard],
                "judgement_face_up": [c.label for c in s.judgement.face_up]}

    def why_refused(self, game: Game, ask: Ask, answer: Any) -> str | None:
        """Which rule refuses an answer naming a seat none of the ask's options names: a skill that forbids choosing
        it (創世神's 無我 ②, 老油條's 詐死 ②: `skills.why_unchoosable`). Only public facts (the 人妖牌 are shown, a
        hospital stay is announced): the reason goes to the asked seat alone."""
        s = game.state
        t = answer.get("target") if isinstance(answer, dict) else None
        if not isinstance(s, FState) or not isinstance(t, int) or isinstance(t, bool) or t not in s.players \
                or ask.seat not in s.players or any(o.get("target") == t for o in ask.options
                                                    if o.get("choice") == answer.get("choice")
                                                    and o.get("skill") == answer.get("skill")):
            return None
        user, q = s.players[ask.seat], s.players[t]
        proof = self._dog_proof(game, ask, answer, user, q)
        if proof is not None:
            return (f"{t}号不能成为{ask.seat}号使用的【狗】的目标: 【{proof}】 "
                    f"(seat {t} cannot be the target of seat {ask.seat}'s 【狗】: {proof})")
        if any(o.get("target") == t for o in ask.options):
            return None
        veto = skills.why_unchoosable(game, user, q)
        if veto is None:
            return None
        return f"{t}号不能被{ask.seat}号选择: 【{veto}】 (seat {t} cannot be chosen by seat {ask.seat}: {veto})"

    @staticmethod
    def _dog_proof(game: Game, ask: Ask, answer: dict[str, Any], user: Any, q: Any) -> str | None:
        """龍魚之羽衣 or 小狼's 孤際 (「你不能成為處于建筑的角色使用的【狗】的目標」) when it is what keeps `q`
        from being the target of the 【狗】 `answer` uses (the card named 狗, or a card used as one: 探寶棒,
        東風谷早苗, 人和), `q` being in `user`'s vision (or any range 打工 opens) — public facts: the equipment is
        face up, the 人妖牌 shown."""
        s: FState = game.state
        choice, skill = answer.get("choice"), answer.get("skill")
        name = s.cards[choice].name if isinstance(choice, int) and choice in s.cards else choice
        as_dog = skill in (None, ask.skill) and name == play.DOG
        as_dog = as_dog or skill in (equipment.WAND, play.SANAE) or (
            skill is not None and skill == skills.animal_as_any(user))
        if not as_dog or q.seat == user.seat or not q.on_map:
            return None
        t = s.turn
        if not (t and t.dog_no_range) and not equipment.seen_by(game, user, [q]):
            return None
        return equipment.dog_proof_against(game, user, q)

    def scenario_seats(self, game: Game) -> dict[str, Any]:
        """Each seat in a scenario's result, cards by name."""
        s = game.state
        if not isinstance(s, FState):
            return {}
        def names(ids: list[int]) -> list[str]:
            return [s.cards[c].name for c in ids]

        out: dict[str, Any] = {str(p.seat): {
            "identity": p.identity, "character": p.character, "attribute": p.attribute, "marks": dict(p.marks),
            "charges": dict(p.charges), "flags": dict(p.flags),
            **({"records": {k: list(v) for k, v in p.records.items()}} if p.records else {}),
            "on_card": names([c for c, _ in p.on_card]),
            "hp": p.hp, "max_hp": p.max_hp, "dead": p.dead, "revealed": p.revealed,
            "position": list(p.position) if p.position else None, "hand": names(p.hand), "equips": names(p.equips),
            "judging": names(p.judging), "bank": names(p.bank), "money": p.money, "debt": p.debt,
            "hospital": p.hospital, "prison": p.prison, "commands": list(p.commands),
            "npc_zone": {n: "正面" if up else "背面" for n, up in p.npc_zone},
            "shares": {b: h.shares[p.seat] for b, h in s.holdings.items() if h.shares.get(p.seat)},
            "controls": [b for b, h in s.holdings.items() if h.controller() == p.seat]}
            for p in s.players.values()}
        from .skills import lingzhu

        for p in s.players.values():  # 領主's 改朝: the society in force, on his seat
            if p.character == lingzhu.CHARACTER:
                out[str(p.seat)]["society"] = s.society
        return out

    def describe_option(self, skill: str, option: dict[str, Any], lang: str = "zh") -> str:
        return terminal.describe_option(skill, option, lang)

    def describe_option_in(self, game: Game, ask: Ask, option: dict[str, Any], lang: str = "zh") -> str:
        """An option in words as the asked seat reads it now: a 《狗舍》 with its surname, the seat's shares and its
        controller; a dead seat marked 「(已死亡)」 (issue 21, items 16 and 17)."""
        return terminal.describe_option(ask.skill, option, lang, game.state, ask.seat)

    def describe_you(self, game: Game, seat: int, lang: str = "zh") -> str:
        return terminal.describe_you(game, seat, lang)

    def describe_seat(self, game: Game, seat: int, lang: str = "zh") -> str:
        """`describe_you` without the text map (the web app draws the board)."""
        return terminal.describe_you(game, seat, lang, board=False)

    phases = ("回合開始", *TURN_PHASES)  # the phases a room's deadlines may name

    def phase_label(self, phase: str, lang: str = "zh") -> str:
        return value(words.word(phase), lang)

    def display(self, game: Game, audience: int | str, lang: str = "zh") -> dict[str, Any]:
        """The web app's table and your cards, as cards (`display.display`)."""
        from .display import display

        return display(game, audience, lang)

    def reveal_all(self, game: Game, lang: str = "zh") -> str:
        return terminal.reveal_all(game, lang)

    def seat_results(self, game: Game) -> list[dict[str, Any]]:
        """Balance simulation (daoyan.balance): each seat's identity, its side (蒼鷺 and 貓娘 are one) and whether it
        won."""
        s = game.state
        if not isinstance(s, FState):
            return []
        winner = game.outcome.winner if game.outcome else None
        sides = {"蒼鷺": "蒼鷺、貓娘", "貓娘": "蒼鷺、貓娘"}
        return [{"seat": p.seat, "identity": p.identity, "side": sides.get(p.identity, p.identity),
                 "won": winner == sides.get(p.identity, p.identity),
                 **({"character": character(p.character).title} if p.character else {})}
                for p in s.players.values()]

    def side_name(self, winner: str, lang: str = "zh") -> str:
        return terminal.side_name(winner, lang)

    def rules_table(self, lang: str = "zh") -> list[Any]:
        return terminal.rules_table(lang)

    def glossary(self, lang: str = "zh", config: dict[str, Any] | None = None) -> dict[str, dict[str, str]]:
        """The book's text of every identity, card, 人妖牌 and skill (`daoyan.core.glossary`; rule data only)."""
        from .glossary import glossary

        return glossary(lang)

    def option_terms(self, ask: Ask, option: dict[str, Any]) -> list[str]:
        from .glossary import option_terms

        return option_terms(ask, option)

    def seat_view(self, game: Game, seat: int) -> dict[str, Any]:
        """What this seat may know of itself: its identity, hand, bank and the 指令 it holds (the others see only how
        many: R-K1, "the number held is public, the kinds are private")."""
        s = game.state
        if not isinstance(s, FState):
            return {}
        p = s.players[seat]
        return {"identity": p.identity, "hand": [str(s.cards[c]) for c in p.hand],
                "bank": [str(s.cards[c]) for c in p.bank], "commands": list(p.commands)}

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
                "character": q.character, "attribute": q.attribute,  # 「亮出」: the 人妖牌 is shown to all
                "marks": dict(q.marks), "charges": dict(q.charges),  # a skill's 充能 (潛伏 …): public
                "flags": dict(q.flags),  # 限定技 used (「已發動」), a 轉換技's side (陽/陰): public
                **({"records": {k: list(v) for k, v in q.records.items()}} if q.records else {}),  # 歷練's: public
                "on_card": [str(s.cards[c]) for c, _ in q.on_card],  # (face up)
                "max_hp": q.max_hp, "dead": q.dead, "position": list(q.position) if q.position else None,
                "heading": str(q.heading) if q.heading else None, "hand": len(q.hand), "bank": len(q.bank),
                "equips": [str(s.cards[c]) for c in q.equips], "judging": [str(s.cards[c]) for c in q.judging],
                "money": q.money, "debt": q.debt, "hospital": q.hospital, "prison": q.prison,
                "npc_zone": [list(x) for x in q.npc_zone], "commands": len(q.commands),
                "dice_control": list(q.dice_control)}  # 控骰區: each record is announced to everybody
                for q in s.players.values()},
            "holdings": {b: {"surname": h.surname, "available": h.available,
                             "shares": {str(k): v for k, v in h.shares.items()}, "controller": h.controller()}
                         for b, h in s.holdings.items()},
            "npcs": {k: list(v) if v else None for k, v in s.npcs.items()},
            "replaced": {f"{x},{y}": kind for (x, y), kind in s.replaced.items()},  # 《地雷》/《路障》 on the map
            "deck": len(s.deck), "discard": len(s.discard), "adoption": [str(s.cards[c]) for c in s.adoption],
            "society": s.society,  # 領主's 改朝: the society of this round (a rule for all)
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
# chance_events: the 《機會》 events (`tiles.chance_event` reads them lazily), loaded with the package rather than
# at a game's first 《機會》
__all__ = ["CANGLU", "RULES", "FuwengRules", "chance_events", "i18n_en"]
