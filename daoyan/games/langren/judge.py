"""The judge of 版杀 (胜负判定, seed 003_6ab575b4f34e0846.txt lines 3–40): a pure, game-agnostic function.

The game flow describes the table as a `Snapshot` (the characters as the judge sees them, the factions already 判负,
the factions in play, the role plugins' counters and own wins, the 警长) and the board as a `Board`; `judge` runs one
whole judgement (A-LR-2) and returns a `Judgement`: the factions newly 判负, the winner if any, whether the game
ends, and the reasons quoting the book. Nothing is stored or mutated: the same inputs always give the same output.

When the flow calls it (A-LR-1, A-LR-3): at the end of every stage, and at once whenever `judge_at_once` holds
(a 屠城 condition, `tucheng_now`, or the instant a 炸弹's flip has resolved). A stalemate is a 导演 action:
`stalemate` gives the win to the 警长's faction (A-LR-11).

>>> chars = [Char(1, "甲", "狼人", "狼人", "狼人", True), Char(2, "乙", "村民", "村民", "村民", False)]
>>> snap = Snapshot(chars, frozenset(), frozenset({"狼人", "村民"}), {}, {})
>>> j = judge(snap, Board(seats=2, wolf_min=1, village_min=1))
>>> j.newly_lost, j.winner, j.ended
(('村民',), '狼人', True)
>>> j.reasons[0]
'村民阵营判负:「1、不存在存活的村民阵营角色。」'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from daoyan.games.langren.judge_conditions import (
    KINDS,
    PLUGIN_WIN,
    PRIORITY,
    PRIORITY_WORDS,
    SLOT_OF_KIND,
    SOLE_SURVIVOR,
    TUCHENG,
    UNSURE,
    UNSURE_HOME,
    VILLAGE,
    WIN_WORDS,
    WOLF,
    Why,
    bad,
    check_counters,
    holders_alive,
    listed_win,
    side_losses,
    third_loss,
    win_13,
)

__all__ = [
    "DEFAULT_SPECIAL_WIN",
    "TAGS",
    "Board",
    "Char",
    "Judgement",
    "Settings",
    "Snapshot",
    "judge",
    "judge_at_once",
    "stalemate",
    "tucheng_now",
]

#: 「除了利维坦,炸弹,占星师等技能上有写特殊胜利方式的视作胜利」 (A-LR-9): the default special-win factions.
DEFAULT_SPECIAL_WIN: frozenset[str] = frozenset({"利维坦", "炸弹", "占星师"})
#: The states the judge reads from `Char.tags`.
TAGS: frozenset[str] = frozenset({"群内", "接刀"})


@dataclass(frozen=True)
class Char:
    """One character as the judge sees it."""

    seat: int
    name: str                 # display name
    faction: str              # 实际阵营 now: "狼人", "村民", "不定阵营" (joined no side), or a third party's name
    identity: str             # 实际身份 (book name)
    home: str                 # the 实际身份's home faction on the board: "狼人" | "村民" | "不定" | a third party
    alive: bool
    silenced_forever: bool = False          # holds a permanent [寡言]
    tags: frozenset[str] = frozenset()      # "群内", "接刀" (current, or as it was when he went out)
    dealt: str = ""                         # 初始底牌 (identity dealt at stage 0)
    red_carded: bool = False                # went out by red card (炽天使 does not count it)


@dataclass(frozen=True)
class Board:
    """The board facts the judge needs.

    `third_party` maps each third-party faction's name to the kind of its win: one of the book's listed wins
    (吹笛者, 妖狐, 白狼, 赌徒, 蛊惑师, 死灵术师, 占星师, 锁链师, 富商, 镜, 双子星, 无三方黑情侣, 炸弹,
    鬼魂新娘黑情侣, 炽天使), 监视 or
    利维坦 (their win comes from the role plugin, `Snapshot.plugin_wins`), or 其他 (屠城 and plugin wins only, ranked
    after the list). The kind is also the 实际身份 whose holder must be alive where the book says so (吹笛者, 富商,
    炸弹, 妖狐, 占星师). `special_win` names factions (or kinds) whose win is written as special (A-LR-9)."""

    seats: int                                    # N at the start (scaling)
    wolf_min: int                                 # 开局狼人最低人数
    village_min: int                              # 开局村民最低人数
    special_win: frozenset[str] = DEFAULT_SPECIAL_WIN
    third_party: dict[str, str] = field(default_factory=dict)


@dataclass
class Snapshot:
    """The table at one judgement. `counters` is documented in `daoyan.games.langren.judge_conditions`."""

    chars: list[Char]
    lost: frozenset[str]              # factions already 判负 (permanent)
    in_play: frozenset[str]           # factions in play (A-LR-2 step 0)
    counters: dict[str, Any]          # faction name -> {counter key -> value} (judge_conditions' table)
    plugin_wins: dict[str, bool]      # faction -> a role plugin's own win condition holds now
    sheriff: int | None = None        # seat holding the 警长 badge


@dataclass
class Settings:
    """Room settings that change the judge (A-LR-10, A-LR-12; `tucheng_timing` is the flow's, validated here)."""

    all_lost: str = "draw"              # draw | sheriff
    scaling_from_20: str = "increments"  # increments | includes_20
    tucheng_timing: str = "instant"     # instant | after_step


@dataclass(frozen=True)
class Judgement:
    """The result of one judgement."""

    newly_lost: tuple[str, ...]     # factions marked 判负 by this judgement, in the board's order
    winner: str | None              # the one winning faction, or None
    ended: bool                     # a winner, or every faction in play 判负 (no winner)
    reasons: tuple[str, ...]        # zh lines quoting the book's words, for the log
    reasons_en: tuple[str, ...]     # the same in English
    contenders: tuple[str, ...] = ()   # factions that met a win in this judgement, not 判负, by priority
    undecided: tuple[str, ...] = ()    # factions tied where the book gives no order: the 导演 must decide (A-LR-7)


_SETTINGS = {"all_lost": ("draw", "sheriff"), "scaling_from_20": ("increments", "includes_20"),
             "tucheng_timing": ("instant", "after_step")}
_FOX = "妖狐"


def _en(faction: str) -> str:
    """A faction's name in English (the glossary's; a board's own faction names stay as written)."""
    from ...i18n import term

    return term(faction, "en")


def label(faction: str) -> str:
    """「狼人」 → 「狼人阵营」; a name already ending in 阵营 stays."""
    return faction if faction.endswith("阵营") else f"{faction}阵营"


def order(board: Board, factions: Iterable[str]) -> list[str]:
    """The fixed order of factions: 狼人, 村民, the board's third parties in its order, 不定阵营, then any other."""
    tp = list(board.third_party)

    def key(f: str) -> tuple[int, int, str]:
        if f == WOLF:
            return (0, 0, f)
        if f == VILLAGE:
            return (1, 0, f)
        if f in board.third_party:
            return (2, tp.index(f), f)
        return (3 if f == UNSURE else 4, 0, f)
    return sorted(set(factions), key=key)


def rank(board: Board, faction: str) -> int:
    """The faction's place in the priority list (A-LR-7); every faction not in the list ranks after it."""
    slot = "不定互指" if faction == UNSURE else SLOT_OF_KIND.get(board.third_party.get(faction, ""), "")
    return PRIORITY.index(slot) if slot in PRIORITY else len(PRIORITY)


# --- validation ----------------------------------------------------------------------------------------------------

def _check_settings(settings: Settings) -> None:
    for name, allowed in _SETTINGS.items():
        value = getattr(settings, name)
        if value not in allowed:
            raise bad(f"设置 {name} 只能是 {' | '.join(allowed)},而不是 {value!r}",
                      f"setting {name} must be one of {', '.join(allowed)}, not {value!r}")


def _check_board(board: Board) -> None:
    for name in ("seats", "wolf_min", "village_min"):
        value = getattr(board, name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise bad(f"板子的 {name} 必须是不小于1的整数,而不是 {value!r}",
                      f"board {name} must be an int of at least 1, not {value!r}")
    if board.wolf_min > board.seats or board.village_min > board.seats:
        raise bad("开局最低人数不能超过人数", "a starting minimum cannot exceed the number of seats")
    for faction, kind in board.third_party.items():
        if faction in (WOLF, VILLAGE, UNSURE, UNSURE_HOME) or not faction:
            raise bad(f"「{faction}」不是三方阵营", f"{faction!r} is not a third-party faction")
        if kind not in KINDS:
            raise bad(f"三方阵营「{faction}」的胜利方式「{kind}」未知,可用:{'、'.join(sorted(KINDS))}",
                      f"unknown win kind {kind!r} for third-party faction {faction!r}")
    if not all(isinstance(f, str) and f for f in board.special_win):
        raise bad("special_win 必须是阵营名", "special_win must hold faction names")


def _check_snapshot(snap: Snapshot, board: Board) -> None:
    seats: set[int] = set()
    for c in snap.chars:
        if not isinstance(c.seat, int) or isinstance(c.seat, bool):
            raise bad(f"座位号必须是整数:{c.seat!r}", f"a seat must be an int: {c.seat!r}")
        if c.seat in seats:
            raise bad(f"座位 {c.seat} 出现两次", f"seat {c.seat} appears twice")
        seats.add(c.seat)
    known = {WOLF, VILLAGE, UNSURE} | set(board.third_party)
    for f in snap.in_play:
        if f not in known:
            raise bad(f"在场阵营「{f}」不在板子上(可用:{'、'.join(order(board, known))})",
                      f"faction in play {f!r} is not on the board")
    allowed = set(snap.in_play) | {UNSURE}
    homes = {WOLF, VILLAGE, UNSURE_HOME} | set(board.third_party)
    for c in snap.chars:
        if c.faction not in allowed:
            raise bad(f"座位 {c.seat} 的实际阵营「{c.faction}」不在在场阵营中",
                      f"seat {c.seat}'s faction {c.faction!r} is not in play")
        if c.home not in homes:
            raise bad(f"座位 {c.seat} 的身份归属「{c.home}」未知(可用:{'、'.join(order(board, homes))})",
                      f"seat {c.seat}'s home faction {c.home!r} is unknown")
        if not c.tags <= TAGS:
            raise bad(f"座位 {c.seat} 的状态 {sorted(c.tags - TAGS)} 未知(可用:群内、接刀)",
                      f"seat {c.seat} has unknown tags {sorted(c.tags - TAGS)}")
    for f in snap.lost:
        if f not in allowed:
            raise bad(f"已判负阵营「{f}」不在在场阵营中", f"lost faction {f!r} is not in play")
    for f, holds in snap.plugin_wins.items():
        if f not in allowed or not isinstance(holds, bool):
            raise bad(f"插件胜利「{f}」: {holds!r} 有误(阵营须在场,值须为真假)",
                      f"plugin win {f!r}: {holds!r} is wrong (faction in play, bool value)")
    for f, value in snap.counters.items():
        if f not in board.third_party:
            raise bad(f"计数的阵营「{f}」不是板子上的三方阵营", f"counters for {f!r}, not a third-party faction")
        check_counters(f, board.third_party[f], value)
    if snap.sheriff is not None and snap.sheriff not in seats:
        raise bad(f"警长座位 {snap.sheriff} 不存在", f"the sheriff's seat {snap.sheriff} does not exist")


def _validate(snap: Snapshot, board: Board, settings: Settings) -> None:
    _check_settings(settings)
    _check_board(board)
    _check_snapshot(snap, board)


def _in_play(snap: Snapshot) -> set[str]:
    """A-LR-5: 不定阵营 counts as in play only while some living character's 实际阵营 is 不定阵营."""
    play = set(snap.in_play) - {UNSURE}
    if any(c.alive and c.faction == UNSURE for c in snap.chars):
        play.add(UNSURE)
    return play


# --- the public functions ------------------------------------------------------------------------------------------

def tucheng_now(snap: Snapshot) -> bool:
    """「场上仅有一个阵营的角色存活」 holds now: exactly one 实际阵营 has living characters (A-LR-3).

    A 判负 faction's living characters count as that faction's; nobody alive is no 屠城."""
    seats = [c.seat for c in snap.chars]
    if len(seats) != len(set(seats)):
        raise bad("同一座位出现两次", "a seat appears twice")
    return len({c.faction for c in snap.chars if c.alive}) == 1


def judge_at_once(snap: Snapshot, board: Board) -> bool:
    """The flow must run `judge` now, not at the stage's end: a 屠城 holds, or a 炸弹's flip has just resolved."""
    _check_board(board)
    _check_snapshot(snap, board)
    return tucheng_now(snap) or any(
        board.third_party.get(f) == "炸弹" and bool(v.get("翻牌结算")) for f, v in snap.counters.items())


class _Lines:
    def __init__(self) -> None:
        self.zh: list[str] = []
        self.en: list[str] = []

    def add(self, zh: str, en: str) -> None:
        self.zh.append(zh)
        self.en.append(en)


def judge(snap: Snapshot, board: Board, settings: Settings | None = None) -> Judgement:
    """One whole judgement, A-LR-2 steps 1–8. Raises ConfigError on bad input."""
    settings = settings or Settings()
    _validate(snap, board, settings)
    chars = snap.chars
    kinds = board.third_party
    play = _in_play(snap)
    out = _Lines()

    # 1. losses L and wins W of every faction not yet 判负
    losses: dict[str, list[Why]] = {}
    for f in order(board, play - snap.lost - {UNSURE}):
        if f in (WOLF, VILLAGE):
            met = side_losses(f, chars, board.wolf_min if f == WOLF else board.village_min)
        else:
            met = third_loss(f, chars)
        if met:
            losses[f] = met
    wins: dict[str, list[Why]] = {}
    living = {c.faction for c in chars if c.alive}
    for f in order(board, (play | {UNSURE}) - snap.lost):
        why: list[Why] = []
        if living == {f}:
            why.append(TUCHENG)
        kind = kinds.get(f, "")
        if kind in WIN_WORDS and kind != _FOX:
            w = listed_win(kind, f, snap, board, settings.scaling_from_20)
            if w:
                why.append(w)
        if f == UNSURE:
            w = win_13(chars)
            if w:
                why.append(w)
        if snap.plugin_wins.get(f):
            why.append(PLUGIN_WIN)
        if why:
            wins[f] = why

    # 2. win and loss at once (A-LR-9)
    for f in order(board, set(losses) & set(wins)):
        if f in board.special_win or kinds.get(f) in board.special_win:
            del losses[f]
            out.add(f"{label(f)}同时满足胜利和判负条件,「除了利维坦,炸弹,占星师等技能上有写特殊胜利方式的视作胜利」:视作胜利",
                    f"The {f} faction meets a win and a loss at once; its win is written as special, so it wins.")
        else:
            del wins[f]
            out.add(f"{label(f)}同时满足胜利和判负条件,不是特殊胜利方式,「否则视作判负」",
                    f"The {f} faction meets a win and a loss at once; its win is not special, so it loses.")

    # 3. mark 判负
    newly = order(board, losses)
    for f in newly:
        for w in losses[f]:
            out.add(f"{label(f)}判负:「{w.zh}」", f"The {_en(f)} faction loses: {w.en}")
    lost = set(snap.lost) | set(newly)

    # 4. the sole faction not 判负; 妖狐 (i)
    standing = [f for f in order(board, play) if f not in lost]
    if len(standing) == 1:
        wins.setdefault(standing[0], []).append(SOLE_SURVIVOR)
    if len(standing) == 2:
        for f in standing:
            if kinds.get(f) == _FOX:
                wins.setdefault(f, []).append(WIN_WORDS[_FOX])

    # 5. a 判负 faction cannot win
    for f in list(wins):
        if f in lost:
            del wins[f]
    contenders = tuple(sorted(order(board, wins), key=lambda f: rank(board, f)))

    # 6. priority; 7. 妖狐 overrides
    winner: str | None = None
    undecided: tuple[str, ...] = ()
    foxes = [f for f in contenders if kinds.get(f) == _FOX]
    others = [f for f in contenders if kinds.get(f) != _FOX]
    pick: str | None = None
    if others:
        best = rank(board, others[0])
        tied = [f for f in others if rank(board, f) == best]
        if len(tied) == 1:
            pick = tied[0]
            if len(others) > 1:
                out.add(f"多个阵营同时达到胜利条件({'、'.join(others)}):「{PRIORITY_WORDS.zh}」 {label(pick)}优先",
                        f"Several factions win at once ({', '.join(others)}): {PRIORITY_WORDS.en} {pick} comes first.")
        else:
            undecided = tuple(tied)
    alive_foxes = [f for f in order(board, play) if kinds.get(f) == _FOX and f not in lost
                   and holders_alive(chars, f, _FOX)]
    if foxes:
        winner = foxes[0]
        if others:
            out.add(f"{label(winner)}满足胜利条件,妖狐不参与优先顺序,压过{'、'.join(others)}",
                    f"The {_en(winner)} faction wins; the fox is not ranked and overrides "
                    f"{', '.join(map(_en, others))}.")
        undecided = ()
    elif others and alive_foxes:
        winner = alive_foxes[0]
        shown = pick or "、".join(undecided)
        out.add(f"{label(shown)}本应胜利,但「有阵营宣布胜利时,妖狐仍然存活,会导致其他阵营无法获胜」",
                f"The {_en(shown)} faction would win, but the fox is still alive, so it cannot; "
                "the fox's faction wins.")
        undecided = ()
    elif pick:
        winner = pick

    # 8. the end
    ended = winner is not None
    if winner is not None:
        for w in wins[winner] if winner in wins else [WIN_WORDS[_FOX]]:
            out.add(f"{label(winner)}胜利:「{w.zh}」", f"The {_en(winner)} faction wins: {w.en}")
    elif undecided:
        out.add(f"多个不在优先顺序中的阵营同时达到胜利条件({'、'.join(undecided)}),书中没有先后:交由导演裁定",
                f"Factions outside the priority list win at once ({', '.join(undecided)}); the book gives no "
                "order: the 导演 decides.")
    elif all(f in lost for f in play):
        ended = True
        holder = next((c for c in chars if c.seat == snap.sheriff and c.alive), None)
        if settings.all_lost == "sheriff" and holder is not None and holder.faction in newly:
            winner = holder.faction
            newly.remove(winner)
            out.add(f"全部阵营同时判负;设置 all_lost=sheriff:「则警长在谁手里,那个角色所属的阵营就获胜」,"
                    f"{label(winner)}胜利",
                    f"Every faction lost at once; with all_lost=sheriff the 警长's faction ({winner}) wins.")
        else:
            out.add("全部阵营均已判负,「只有一个阵营能获得胜利」,本局无人获胜(平局)",
                    "Every faction in play has lost: nobody wins (a draw).")
    return Judgement(tuple(newly), winner, ended, tuple(out.zh), tuple(out.en), contenders, undecided)


def stalemate(snap: Snapshot, board: Board) -> Judgement:
    """The 导演 declares a stalemate (A-LR-11): the living 警长's 实际阵营 wins, unless it is 判负 or there is none.

    「若因为非违规的特殊情况导致游戏无法正常进行…,则警长在谁手里,那个角色所属的阵营就获胜。」
    The game ends either way. A living 妖狐 whose faction is not 判负 takes the win instead
    (「有阵营宣布胜利时,妖狐仍然存活,会导致其他阵营无法获胜」)."""
    _check_board(board)
    _check_snapshot(snap, board)
    out = _Lines()
    out.add("导演宣布僵持:「若因为非违规的特殊情况导致游戏无法正常进行…则警长在谁手里,那个角色所属的阵营就获胜。」",
            "The 导演 declares a stalemate: the faction of whoever holds the 警长 badge wins.")
    holder = next((c for c in snap.chars if c.seat == snap.sheriff and c.alive), None)
    winner: str | None = None
    if holder is None:
        out.add("场上没有存活的警长:本局无人获胜", "No living 警长: nobody wins.")
    elif holder.faction in snap.lost:
        out.add(f"警长({holder.seat}号 {holder.name})所属的{label(holder.faction)}已判负,"
                "「已经判负的阵营无法再次获得胜利」:本局无人获胜",
                f"The 警长 (seat {holder.seat}) belongs to {holder.faction}, already lost: nobody wins.")
    else:
        winner = holder.faction
        foxes = [f for f in order(board, snap.in_play) if board.third_party.get(f) == _FOX
                 and f not in snap.lost and f != winner and holders_alive(snap.chars, f, _FOX)]
        if foxes:
            out.add(f"{label(winner)}本应胜利,但「有阵营宣布胜利时,妖狐仍然存活,会导致其他阵营无法获胜」",
                    f"The {_en(winner)} faction would win, but the fox is still alive; the fox's faction wins.")
            winner = foxes[0]
        else:
            out.add(f"警长在{holder.seat}号 {holder.name}手里:{label(winner)}胜利",
                    f"Seat {holder.seat} holds the sheriff's badge: the {_en(winner)} faction wins.")
    return Judgement((), winner, True, tuple(out.zh), tuple(out.en), (winner,) if winner else ())
