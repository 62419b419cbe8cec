"""The 胜负判定 conditions of 版杀 (seed 003_6ab575b4f34e0846.txt, lines 3–40), one function per condition.

`daoyan.games.langren.judge` runs the procedure (A-LR-2); this module only says, for one faction and one snapshot,
whether a loss or win condition holds, and with which words of the book. Every function is pure.

A condition that holds is returned as a `Why`: the book's words (zh, quoted verbatim from the seed, whose scrape
turned full-width punctuation into ASCII) and the same in English.

Counters (``Snapshot.counters``) are keyed by the faction's name on the board, then by these keys; the role plugins
keep them, the judge only reads them. A missing counter is zero / empty / false.

========== =============== =========================================================================================
kind       key             value
========== =============== =========================================================================================
白狼       ``遗泽``        the names of the different non-<强制> skills used successfully through <遗泽>
蛊惑师     ``蛊惑击杀``    one entry per [蛊惑] kill: the home faction of the victim's [实际身份] ("村民", "狼人",
                           "不定" or a 三方 name)
占星师     ``猜对``        the seats whose identity a [命运洪流] guess has got right (ever, out seats included)
锁链师     ``锁链出局``    one entry per character put out through a [锁链] state, the conduction's start target not
                           included: the home faction of that character's 初始底牌
富商       ``拒绝交易``    the seats that have refused a trade at least once
镜         ``反射``        how many skills the 镜 reflected whose source's [实际阵营] differs from its own (int)
镜         ``镜像击杀``    how many characters the 镜 killed by its own hand with a skill got through [镜像] (int)
炸弹       ``翻牌结算``    true only in the judgement run at the instant the 炸弹's flip has resolved
炽天使     ``时段出局``    one entry per finished period, days and nights alternating (a day is 白昼 + 黄昏, a night
                           早夜 … 晨曦): the seats that went out in it; red-carded seats are not counted
========== =============== =========================================================================================
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from daoyan.core.errors import ConfigError

if TYPE_CHECKING:
    from daoyan.games.langren.judge import Board, Char, Snapshot


WOLF = "狼人"
VILLAGE = "村民"
UNSURE = "不定阵营"   # the 实际阵营 of a 不定 identity that joined no side, and the faction of win 13
UNSURE_HOME = "不定"  # the home faction of a 不定 identity on the board


@dataclass(frozen=True)
class Why:
    """A condition that holds: the book's words and an English rendering."""

    zh: str
    en: str


# --- the book's words ----------------------------------------------------------------------------------------------

LOSS_WORDS: dict[tuple[str, int], Why] = {
    (WOLF, 1): Why("1、不存在存活的狼人阵营角色。", "1. No living character of the werewolf faction."),
    (WOLF, 2): Why("2、狼人阵营的存活角色全部进入永久的[寡言]状态。",
                   "2. Every living character of the werewolf faction is under a permanent [寡言] (silence)."),
    (WOLF, 3): Why("3、狼人阵营所有[群内]和[接刀]的角色均出局,并且阵营为狼人阵营,"
                   "实际身份也是狼人阵营的身份的角色出局开局狼人最低人数个",
                   "3. Every [群内] (in the wolf group) and [接刀] (knife-taking) character of the werewolf faction "
                   "is out, "
                   "and characters whose faction is werewolf and whose real identity is a werewolf identity have gone "
                   "out in the number of the board's minimum werewolf count."),
    (VILLAGE, 1): Why("1、不存在存活的村民阵营角色。", "1. No living character of the village faction."),
    (VILLAGE, 2): Why("2、村民阵营的存活角色全部进入永久的[寡言]状态。",
                      "2. Every living character of the village faction is under a permanent [寡言] (silence)."),
    (VILLAGE, 3): Why("3、阵营为村民阵营,实际身份也是村民阵营的身份的角色出局开局村民最低人数个",
                      "3. Characters whose faction is village and whose real identity is a village identity have gone "
                      "out in the number of the board's minimum village count."),
}
THIRD_LOSS = Why("【三方阵营】共通判负条件:所属阵营的全部角色均出局",
                 "Third parties, common loss: every character of the faction is out.")

TUCHENG = Why("所有阵营的通用屠城胜利方式:场上只有一个阵营尚未判负,或场上仅有一个阵营的角色存活,该阵营获胜。",
              "Every faction's 屠城 (wipe-out) win: only one faction is not yet lost, or only one faction's characters "
              "are alive; that faction wins.")
SOLE_SURVIVOR = Why("某未判负阵营满足其胜利条件之一,或场上仅有一个阵营尚未被判负时,宣布此阵营胜利、游戏结束。",
                    "When a faction not lost meets one of its win conditions, or only one faction is not yet lost, "
                    "that faction is announced the winner and the game ends.")

WIN_WORDS: dict[str, Why] = {
    "吹笛者": Why("1、吹笛者:吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态。",
               "1. Piper: the piper is alive and every character outside the piper's faction holds a permanent "
               "[寡言] (silence)."),
    "妖狐": Why("2、妖狐:尚未判负的阵营仅有妖狐阵营和一个其他阵营,"
              "或有阵营宣布胜利时,妖狐仍然存活,会导致其他阵营无法获胜。",
              "2. Fox: the factions not yet lost are only the fox's and one other; or, when a faction is announced "
              "the winner and the fox is still alive, the other faction cannot win."),
    "白狼": Why("3、白狼:通过<遗泽>成功使用出3个或以上不同的非<强制>技能,"
              "从20人开始,人数每增加5,胜利条件所需数值增加1。",
              "3. White wolf: 3 or more different non-<强制> skills used successfully through <遗泽>; from 20 players "
              "on, the number needed rises by 1 for every 5 more players."),
    "赌徒": Why("4、赌徒:屠城。", "4. Gambler: 屠城 (wipe-out)."),
    "蛊惑师": Why("5、蛊惑师:使用[蛊惑]击杀[实际身份]为村民阵营,狼人阵营,三方/不定阵营的身份各1个,"
               "或使用[蛊惑]击杀[实际身份]为村民阵营,狼人阵营各2个,"
               "从20人开始,人数每增加4,除了原本胜利条件外,还需额外使用[蛊惑]击杀1人。",
               "5. Enchanter: kill with [蛊惑] one each of a village, a werewolf and a third-party/undecided real "
               "identity, or two each of village and werewolf; from 20 players on, every 4 more players need one "
               "more [蛊惑] kill on top."),
    "死灵术师": Why("6、死灵术师:屠城。", "6. Necromancer: 屠城 (wipe-out)."),
    "占星师": Why("7、占星师:使用[命运洪流]猜对过场上全部马甲(包括已出局)对应身份。",
               "7. Astrologer: has guessed right with [命运洪流] the identity of every account on the board (out "
               "ones included)."),
    "锁链师": Why("8、锁链师:通过[锁链]状态让初始底牌为2个村民阵营,2个狼人阵营,1个三方/不定阵营的角色出局,"
               "或通过通过[锁链]状态让初始底牌为3个村民阵营,3个狼人阵营的角色出局,胜利条件不计传导开始的目标,"
               "从20人开始,人数每增加5,对应的村民阵营和狼人阵营所需出局数量增加1。",
               "8. Chainer: through [锁链] put out characters whose dealt cards are 2 village, 2 werewolf and 1 "
               "third-party/undecided, or 3 village and 3 werewolf; the conduction's start target does not count; "
               "from 20 players on, every 5 more players add 1 to the village and werewolf numbers."),
    "富商": Why("9、富商:富商存活且场上存活人数为4及以下或者存活角色已经全部拒绝过交易。",
              "9. Merchant: the merchant is alive and 4 or fewer are alive, or every living character has refused a "
              "trade."),
    "镜": Why("10、镜:镜反射来源与自己[实际阵营]不相同的技能数量+镜使用[镜像]获得的技能亲手击杀的数量至少为5,"
             "从20人开始,人数每增加3,胜利条件所需数值增加1。",
             "10. Mirror: skills reflected from sources of another real faction + kills by its own hand with skills "
             "got through [镜像] are at least 5; from 20 players on, the number rises by 1 for every 3 more players."),
    "双子星": Why("11、双子星:屠城。", "11. Twin stars: 屠城 (wipe-out)."),
    "无三方黑情侣": Why("12、无三方黑情侣:屠城。", "12. Black lovers without a third party: 屠城 (wipe-out)."),
    "炸弹": Why("14、炸弹:炸弹翻牌结算后,除炸弹阵营外,仍然有角色存活的阵营只有一个或没有。",
              "14. Bomb: once the bomb's flip has resolved, at most one faction besides the bomb's still has a living "
              "character."),
    "鬼魂新娘黑情侣": Why("15、鬼魂新娘黑情侣:屠城", "15. Ghost bride's black lovers: 屠城 (wipe-out)."),
    "炽天使": Why("16、炽天使:连续两天两夜没有任何角色出局(红牌罚下不计)。",
               "16. Seraph: two days and two nights in a row with no character out (red cards not counted)."),
}
BOMB_FOUR = Why("或炸弹存活场上存活人数为4。", "14. Bomb: or the bomb is alive and exactly 4 are alive.")
WIN_13 = Why("13、所有不定阵营:不定阵营有人存活且场上存活人数为4",
             "13. All undecided: someone undecided is alive and exactly 4 are alive.")
PLUGIN_WIN = Why("某未判负阵营满足其胜利条件之一",
                 "A faction not lost meets one of its win conditions (its role's own win).")

#: Kinds whose win is 屠城 and nothing else.
TUCHENG_ONLY = frozenset({"赌徒", "死灵术师", "双子星", "无三方黑情侣", "鬼魂新娘黑情侣"})
#: Every kind a board may give a third-party faction: the book's listed wins, the two list entries whose win is in
#: their role text (监视, 利维坦: a plugin supplies it), and 其他 (no listed win: 屠城 and plugin wins only).
KINDS = frozenset(WIN_WORDS) | {"监视", "利维坦", "其他"}

#: 「判定优先顺序为:吹笛者、炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼,利维坦。」 (A-LR-7)
PRIORITY: tuple[str, ...] = ("吹笛者", "炽天使", "占星师", "炸弹", "不定互指", "蛊惑师", "镜", "富商", "监视", "锁链",
                             "白狼", "利维坦")
#: the kind → its slot in PRIORITY (锁链 is the 锁链师; 不定互指 is win 13's 不定阵营)
SLOT_OF_KIND: dict[str, str] = {k: k for k in PRIORITY if k not in ("不定互指", "锁链")} | {"锁链师": "锁链"}
PRIORITY_WORDS = Why("如果有多个阵营同时达到胜利条件,"
                     "则判定优先顺序为:吹笛者、炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼,利维坦。",
                     "When several factions meet a win at once, the order is: piper, seraph, astrologer, bomb, "
                     "undecided-mutual (不定互指), enchanter, mirror, merchant, watcher, chain, white wolf, leviathan.")

COUNTER_KEYS: dict[str, frozenset[str]] = {
    "白狼": frozenset({"遗泽"}), "蛊惑师": frozenset({"蛊惑击杀"}), "占星师": frozenset({"猜对"}),
    "锁链师": frozenset({"锁链出局"}), "富商": frozenset({"拒绝交易"}), "镜": frozenset({"反射", "镜像击杀"}),
    "炸弹": frozenset({"翻牌结算"}), "炽天使": frozenset({"时段出局"}),
}


def bad(zh: str, en: str) -> ConfigError:
    """The house style: Chinese first, English in parentheses."""
    return ConfigError(f"胜负判定输入有误 (bad judge input): {zh} ({en})")


def scaled(seats: int, step: int, setting: str) -> int:
    """「从20人开始,人数每增加k,…增加1」: what a 20+ seat board adds (A-LR-12).

    >>> [scaled(n, 5, "increments") for n in (19, 20, 24, 25, 29, 30)]
    [0, 0, 0, 1, 1, 2]
    >>> [scaled(n, 5, "includes_20") for n in (19, 20, 24, 25)]
    [0, 1, 1, 2]
    """
    if seats < 20:
        return 0
    return (seats - 20) // step + (1 if setting == "includes_20" else 0)


def home_class(home: str) -> str:
    """村民 / 狼人 / 三方/不定 — how the 蛊惑师 and 锁链师 texts sort an identity by its home faction."""
    return home if home in (WOLF, VILLAGE) else "三方/不定"


# --- counters ------------------------------------------------------------------------------------------------------

def check_counters(faction: str, kind: str, value: Any) -> None:
    """Raise ConfigError unless `value` is a well-formed counter mapping for a faction of this kind."""
    if not isinstance(value, Mapping):
        raise bad(f"阵营「{faction}」的计数必须是字典", f"counters of {faction!r} must be a mapping")
    allowed = COUNTER_KEYS.get(kind, frozenset())
    for key, item in value.items():
        if key not in allowed:
            raise bad(f"阵营「{faction}」({kind})没有计数「{key}」,可用:{'、'.join(sorted(allowed)) or '无'}",
                      f"faction {faction!r} of kind {kind!r} has no counter {key!r}")
        if key in ("反射", "镜像击杀"):
            if not isinstance(item, int) or isinstance(item, bool) or item < 0:
                raise bad(f"计数「{key}」必须是非负整数", f"counter {key!r} must be a non-negative int, not {item!r}")
        elif key == "翻牌结算":
            if not isinstance(item, bool):
                raise bad(f"计数「{key}」必须是真假值", f"counter {key!r} must be a bool, not {item!r}")
        elif key in ("猜对", "拒绝交易"):
            if isinstance(item, (str, bytes)) or not isinstance(item, Iterable) or not all(
                    isinstance(s, int) and not isinstance(s, bool) for s in item):
                raise bad(f"计数「{key}」必须是座位号的集合", f"counter {key!r} must be a collection of seats")
        elif key == "时段出局":
            if isinstance(item, (str, bytes)) or not isinstance(item, Sequence) or not all(
                    isinstance(p, Iterable) and not isinstance(p, (str, bytes))
                    and all(isinstance(s, int) and not isinstance(s, bool) for s in p) for p in item):
                raise bad(f"计数「{key}」必须是每个时段出局座位的列表",
                          f"counter {key!r} must be a list of the seats out in each period")
        elif isinstance(item, (str, bytes)) or not isinstance(item, Iterable) or not all(
                isinstance(s, str) for s in item):
            raise bad(f"计数「{key}」必须是名字的列表", f"counter {key!r} must be a list of names")


def _count(snap: Snapshot, faction: str, key: str) -> Any:
    return snap.counters.get(faction, {}).get(key)


# --- loss conditions -----------------------------------------------------------------------------------------------

def side_losses(faction: str, chars: Sequence[Char], minimum: int) -> list[Why]:
    """狼人 or 村民 负1–3 (A-LR-5): only characters whose 实际阵营 is the faction and whose 实际身份 is not 不定
    count for 负1/负2 and the [群内]/[接刀] clause; 负3's count is of the out ones whose home is the faction too."""
    core = [c for c in chars if c.faction == faction and c.home != UNSURE_HOME]
    living = [c for c in core if c.alive]
    met: list[Why] = []
    if not living:
        met.append(LOSS_WORDS[faction, 1])
    elif all(c.silenced_forever for c in living):
        met.append(LOSS_WORDS[faction, 2])
    gone = sum(1 for c in chars if not c.alive and c.faction == faction and c.home == faction)
    if faction == WOLF:
        tagged_out = all(not c.alive for c in core if c.tags & {"群内", "接刀"})
        if tagged_out and gone >= minimum:
            met.append(LOSS_WORDS[faction, 3])
    elif gone >= minimum:
        met.append(LOSS_WORDS[faction, 3])
    return met


def third_loss(faction: str, chars: Sequence[Char]) -> list[Why]:
    """「所属阵营的全部角色均出局」: every character whose 实际阵营 is the faction is out (none at all counts too)."""
    return [THIRD_LOSS] if not any(c.alive for c in chars if c.faction == faction) else []


# --- win conditions ------------------------------------------------------------------------------------------------

def holders_alive(chars: Sequence[Char], faction: str, identity: str) -> bool:
    """The faction's character holding the named 实际身份 (吹笛者, 富商, 炸弹, 妖狐 …) is alive."""
    return any(c.alive and c.faction == faction and c.identity == identity for c in chars)


def win_13(chars: Sequence[Char]) -> Why | None:
    """「所有不定阵营:不定阵营有人存活且场上存活人数为4」: a living 不定 identity (joined a side or not) and
    exactly 4 alive."""
    alive = [c for c in chars if c.alive]
    if len(alive) == 4 and any(c.home == UNSURE_HOME for c in alive):
        return WIN_13
    return None


def listed_win(kind: str, faction: str, snap: Snapshot, board: Board, scaling: str) -> Why | None:
    """The listed win of a third-party faction of this kind, if it holds now (妖狐 is handled by the procedure)."""
    chars = snap.chars
    alive = [c for c in chars if c.alive]
    n = board.seats
    if kind == "吹笛者":
        if holders_alive(chars, faction, "吹笛者") and all(c.silenced_forever for c in alive if c.faction != faction):
            return WIN_WORDS[kind]
    elif kind == "白狼":
        used = set(_count(snap, faction, "遗泽") or ())
        if len(used) >= 3 + scaled(n, 5, scaling):
            return WIN_WORDS[kind]
    elif kind == "蛊惑师":
        kills = [home_class(h) for h in _count(snap, faction, "蛊惑击杀") or ()]
        extra = scaled(n, 4, scaling)
        v, w, o = kills.count(VILLAGE), kills.count(WOLF), kills.count("三方/不定")
        if (v >= 1 and w >= 1 and o >= 1 and len(kills) >= 3 + extra) or (
                v >= 2 and w >= 2 and len(kills) >= 4 + extra):
            return WIN_WORDS[kind]
    elif kind == "占星师":
        right = set(_count(snap, faction, "猜对") or ())
        own = {c.seat for c in chars if c.faction == faction and c.identity == "占星师"}
        if own and {c.seat for c in chars} - own <= right:
            return WIN_WORDS[kind]
    elif kind == "锁链师":
        outs = [home_class(h) for h in _count(snap, faction, "锁链出局") or ()]
        extra = scaled(n, 5, scaling)
        v, w, o = outs.count(VILLAGE), outs.count(WOLF), outs.count("三方/不定")
        if (v >= 2 + extra and w >= 2 + extra and o >= 1) or (v >= 3 + extra and w >= 3 + extra):
            return WIN_WORDS[kind]
    elif kind == "富商":
        merchants = {c.seat for c in alive if c.faction == faction and c.identity == "富商"}
        refused = set(_count(snap, faction, "拒绝交易") or ())
        if merchants and (len(alive) <= 4 or all(c.seat in refused for c in alive if c.seat not in merchants)):
            return WIN_WORDS[kind]
    elif kind == "镜":
        total = (_count(snap, faction, "反射") or 0) + (_count(snap, faction, "镜像击杀") or 0)
        if total >= 5 + scaled(n, 3, scaling):
            return WIN_WORDS[kind]
    elif kind == "炸弹":
        if _count(snap, faction, "翻牌结算"):
            others = {c.faction for c in alive if c.faction != faction}
            if len(others) <= 1:
                return WIN_WORDS[kind]
        if holders_alive(chars, faction, "炸弹") and len(alive) == 4:
            return BOMB_FOUR
    elif kind == "炽天使":
        red = {c.seat for c in chars if c.red_carded}
        run = 0
        for period in _count(snap, faction, "时段出局") or ():
            run = 0 if set(period) - red else run + 1
            if run >= 4:
                return WIN_WORDS[kind]
    return None

