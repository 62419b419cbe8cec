"""开局准备: configurations (the book's missing 身份配置表), dealing with the redeal rule, ordering."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ...core.errors import ConfigError, UnknownIdentity
from ...core.game import START
from .identities import ABYSS_GENERALS, STAR_GENERALS, identity

MIN_PLAYERS, MAX_PLAYERS = 5, 12

# The designed full table (see docs/rulings/xianyao.md, "身份配置表"): per player count, how many
# 星空 generals and 深渊 generals (the latter including the two set aside as [化形]). 2N cards are
# dealt: 仙子 + 星空 generals + 2 妖首 + (深渊 generals − 2) + 妖众 = 2N, so 妖众 = N (half the cards).
FULL_TABLE: dict[int, tuple[int, int]] = {
    5: (1, 3), 6: (1, 4), 7: (2, 4), 8: (2, 5), 9: (3, 5), 10: (3, 6), 11: (4, 6), 12: (4, 7),
}

# A-XY-1: the 星空 generals that are 【关键身份】 when dealt, per player count (the book's 身份配置表 is
# missing). Default: none at any count — 【仙子】 is 星空's only key, as in the base game; every extra key
# makes a 星空 loss harder (all keys must fall), a change a host opts into (docs/rulings/xianyao.md).
KEY_GENERALS: dict[int, tuple[str, ...]] = {n: () for n in range(5, 13)}

DEFAULT_OPTIONS: dict[str, Any] = {
    "鉴仙图答案": "公开",  # A-XY-10: who hears a [鉴仙图]①② answer: 公开 (everybody) or 本人 (the claimant)
    "第二轮发言": True,  # 黑夜 step 3 ❸ is optional in the book
    # 黑夜 step 3 ❷ 「时长由源尊掌控」: seconds of 自由讨论 asked of every speaker (talk, claim, or end it early);
    # 0: not asked (a real table talks in person; the flow only announces it). The web app plays 180.
    "自由讨论": 0,
    "请邪自由问题": False,  # 【鬼巫】[请邪] may also ask a free question whose truth the host gives (random: 请邪真相)
    "最多轮数": 60,  # a game still running after this many rounds ends with no winner
    "关键身份": "按人数",  # 星空 generals that are 【关键身份】 when dealt: 按人数 (KEY_GENERALS), a list, or {N: list}
    "deadlines": {},  # seconds per ask kind (发言, 诛仙投票, 验妖, …); none = wait
    "身份配置": "完整",  # without `identities`: 完整 (FULL_TABLE, generals drawn at random) or 基础 (no general dealt)
}


def base_identities(players: int) -> list[str]:
    """The base game: 仙子, the two 妖首, 妖众 for every other dealt card; the [化形] pair is drawn
    at random from the ten 深渊 generals at 开局准备 1."""
    return ["仙子", "妖首", "妖首"] + ["妖众"] * (2 * players - 3)


def configure(players: int, options: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ConfigError(f"《仙妖斗法:封妖》需要 5–12 名玩家 (needs 5–12 players), got {players!r}")
    # (开始于 and 局面, a mid-game start, are read by position.py once the deal is configured)
    unknown = set(options) - set(DEFAULT_OPTIONS) - {"identities", "cards", "化形", START, "局面"}
    if unknown:
        known = [*DEFAULT_OPTIONS, "identities", "cards", "化形", START, "局面"]
        raise ConfigError(f"unknown options {sorted(unknown)}; known: {known}")
    cfg: dict[str, Any] = {**DEFAULT_OPTIONS, **{k: v for k, v in options.items() if k in DEFAULT_OPTIONS}}
    if cfg["鉴仙图答案"] not in ("公开", "本人"):
        raise ConfigError("鉴仙图答案 must be 公开 or 本人")
    if not isinstance(cfg["第二轮发言"], bool):
        raise ConfigError(f"第二轮发言 must be true or false, got {cfg['第二轮发言']!r}")
    if not isinstance(cfg["请邪自由问题"], bool):
        raise ConfigError(f"请邪自由问题 must be true or false, got {cfg['请邪自由问题']!r}")
    free = cfg["自由讨论"]
    if isinstance(free, bool) or not isinstance(free, (int, float)) or free < 0:
        raise ConfigError(f"自由讨论 is a number of seconds ≥ 0 (0: not asked), got {free!r}")
    most = cfg["最多轮数"]
    if isinstance(most, bool) or not isinstance(most, int) or most < 1:
        raise ConfigError(f"最多轮数 must be a whole number ≥ 1, got {most!r}")
    deadlines = cfg["deadlines"]
    if not isinstance(deadlines, dict) or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 for v in deadlines.values()):
        raise ConfigError(f"deadlines maps an ask's name to seconds > 0, got {deadlines!r}")
    names = options.get("identities")
    pool: list[str] | None = None  # the enabled 深渊 generals (None: two drawn at random at 开局准备 1)
    huaxing: list[str] | None = None  # the [化形] pair when it is fixed (scenario `化形`)
    if cfg["身份配置"] not in ("完整", "基础"):
        raise ConfigError(f"身份配置 must be 完整 or 基础, got {cfg['身份配置']!r}")
    draw: tuple[int, int] | None = None  # 完整: how many 星空 / 深渊 generals 开局准备 1 draws at random
    if names is None and cfg["身份配置"] == "完整" and options.get("cards") is None and options.get("化形") is None:
        draw = FULL_TABLE[players]
        dealt = ["仙子", "妖首", "妖首"] + ["妖众"] * players
    elif names is None:
        dealt = base_identities(players)
        if options.get("化形") is not None:
            pool = huaxing = _huaxing(options["化形"])
    else:
        if not isinstance(names, list):
            raise ConfigError("identities must be a list of the book's names, repeated for 妖众/妖首")
        for n in names:
            identity(n)
        generals = [n for n in names if identity(n).kind == "将领"]
        dup = [n for n, k in Counter(generals).items() if k > 1]
        if dup:
            raise ConfigError(f"each general card exists once, got {dup} more than once")
        abyss = [n for n in generals if n in ABYSS_GENERALS]
        if len(abyss) < 2:
            raise ConfigError("开局准备2 draws two [化形] cards from the enabled 深渊 generals: enable at least two")
        # A general that may be dealt must be implemented; with exactly two 深渊 generals both are the
        # [化形] pair and never dealt, so they need not be; nor need a fixed [化形] pair (option 化形).
        fixed = _huaxing(options["化形"]) if options.get("化形") is not None else []
        may_be_dealt = [n for n in generals if n in STAR_GENERALS or (len(abyss) > 2 and n not in fixed)]
        not_yet = [n for n in may_be_dealt if not identity(n).implemented]
        if not_yet:
            raise UnknownIdentity(
                f"{', '.join(not_yet)}: 将领技能尚未实现 (generals' skills are not implemented yet); "
                "enable implemented generals only (daoyan rules xianyao marks the others ✗)")
        dealt = [n for n in names if identity(n).kind != "将领" or n in STAR_GENERALS]
        pool = abyss
        if options.get("化形") is not None:
            huaxing = _huaxing(options["化形"])
            if not set(huaxing) <= set(abyss):
                raise ConfigError(f"化形 {huaxing} must be two of the enabled 深渊 generals {abyss}")
    counts = Counter(dealt)
    if counts["仙子"] != 1 or counts["妖首"] != 2:
        raise ConfigError(f"a game needs exactly one 仙子 and two 妖首, got {dict(counts)}")
    n_abyss_dealt = len(pool) - 2 if pool else 0
    if draw is not None:
        n_abyss_dealt = draw[0] + draw[1] - 2  # the drawn 星空 generals and the 深渊 ones beyond the [化形]
    if len(dealt) + n_abyss_dealt != 2 * players:
        raise ConfigError(f"{players} players need {2 * players} dealt cards (+2 [化形]), "
                          f"got {len(dealt) + n_abyss_dealt}")
    # with a draw, a key general counts once it is drawn (flow.prepare filters)
    cfg["关键身份"] = key_generals(players, cfg["关键身份"], dealt if draw is None else list(STAR_GENERALS))
    cfg["draw"] = draw
    cfg["dealt"] = dealt  # the cards dealt besides the 深渊 generals that are not [化形]
    cfg["huaxing_pool"] = pool
    cfg["huaxing"] = huaxing
    if "cards" in options and options["cards"] is not None:
        cards = check_cards(players, options["cards"], dealt, pool or [])
        in_hand = [n for pair in cards.values() for n in pair if n in ABYSS_GENERALS]
        rest = [n for n in (pool or []) if n not in in_hand]
        if huaxing is not None and sorted(huaxing) != sorted(rest):
            raise ConfigError(f"化形 {huaxing} must be the enabled 深渊 generals not dealt, {rest}")
        if pool and len(pool) > 2:
            cfg["huaxing"] = rest
        cfg["cards"] = cards
    return cfg


def key_generals(players: int, setting: Any, dealt: list[str]) -> list[str]:
    """The setting `关键身份` → this game's 星空 key generals: 按人数 (KEY_GENERALS), a list of 星空 generals,
    or a mapping player count → list. A listed general is key when it is dealt (「当…为【关键身份】」)."""
    names = setting
    if setting == "按人数":
        names = list(KEY_GENERALS[players])
    elif isinstance(setting, dict):
        try:
            by_count = {int(k): v for k, v in setting.items()}
        except (TypeError, ValueError):
            raise ConfigError(f"关键身份 maps a player count to 星空 generals, got {setting!r}") from None
        names = by_count.get(players, [])
    if not isinstance(names, list) or any(k not in STAR_GENERALS for k in names):
        raise ConfigError(f"关键身份 must be 按人数, a list of 星空 generals ({', '.join(STAR_GENERALS)}) "
                          f"or a mapping player count → list, got {setting!r}")
    return [k for k in STAR_GENERALS if k in names and k in dealt]


def _huaxing(v: Any) -> list[str]:
    if not isinstance(v, list) or len(v) != 2 or len(set(v)) != 2:
        raise ConfigError(f"化形 must list two different 深渊 generals, got {v!r}")
    for n in v:
        if identity(n).name not in ABYSS_GENERALS:
            raise ConfigError(f"化形 {n} is not a 深渊 general (非【妖首】的[深渊妖魔]【将领】)")
    return [identity(n).name for n in v]


def check_cards(players: int, cards: Any, dealt: list[str], pool: list[str]) -> dict[int, tuple[str, str]]:
    """A host-assigned deal (scenario `setup.cards`): every seat, [top, bottom], legal."""
    if not isinstance(cards, dict):
        raise ConfigError("cards must map each seat to [top, bottom]")
    out: dict[int, tuple[str, str]] = {}
    for k, v in cards.items():
        try:
            seat = int(k)
        except (TypeError, ValueError):
            raise ConfigError(f"cards: seat {k!r} is not a number") from None
        if not 1 <= seat <= players:
            raise ConfigError(f"cards: seat {seat} is not between 1 and {players}")
        if not isinstance(v, list) or len(v) != 2:
            raise ConfigError(f"cards[{seat}] must be [top, bottom], got {v!r}")
        top, bottom = identity(v[0]).name, identity(v[1]).name
        if top == "仙子":
            raise ConfigError(f"cards[{seat}]: 【仙子】身份牌必须放在底层 (仙子 must be the bottom card)")
        if bottom == "神女":
            raise ConfigError(f"cards[{seat}]: 发放身份牌后,【神女】牌必须在顶层 (神女 must be the top card)")
        out[seat] = (top, bottom)
    missing = [s for s in range(1, players + 1) if s not in out]
    if missing:
        raise ConfigError(f"cards: seats {missing} have no cards")
    given = [n for pair in out.values() for n in pair]
    extra = [n for n in given if n in ABYSS_GENERALS]
    if sorted(n for n in given if n not in ABYSS_GENERALS) != sorted(dealt) or len(extra) != max(0, len(pool) - 2) \
            or not set(extra) <= set(pool):
        raise ConfigError(f"cards deal {sorted(given)} but the game's cards are {sorted(dealt)}"
                          + (f" and {len(pool) - 2} of {pool}" if len(pool) > 2 else ""))
    for seat, pair in out.items():
        if conflict(pair):
            raise ConfigError(f"cards[{seat}]: 同时持有【妖首】与[星空仙人]身份牌 is not a legal deal")
    return dict(sorted(out.items()))


def conflict(pair: tuple[str, str] | list[str]) -> bool:
    """开局准备3: a player holding 【妖首】 and a [星空仙人] card forces a redeal."""
    return "妖首" in pair and starry(pair)


def starry(names: Iterable[str]) -> bool:
    """A hand with a [星空仙人] card: its player is a [星空仙人] (ruling A-XY-2)."""
    return any(identity(n).camp == "星空" for n in names)


def huaxing_fails(hands: Iterable[Sequence[str]]) -> bool:
    """化形②失效: 若开局时有[深渊]【将领】牌隶属于[星空]阵营 — a [深渊]【将领】 card in a [星空仙人] player's start hand
    (A-XY-14)."""
    return any(identity(n).camp != "星空" and identity(n).kind == "将领" for h in hands if starry(h) for n in h)
