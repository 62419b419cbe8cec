"""A game of 《仙妖斗法:封妖》 that starts mid-game (a scenario's `start:` and `setup.局面`, docs/scenarios.md).

A rules question usually starts in round 5: the scenario names the round and phase to begin at (room option 开始于,
from `daoyan.scenario`), the deal (`setup.cards` with the [化形] known: `setup.化形` or `identities`) and the position
then (room option 局面): which layers are [封印] and when (so who is in the [封印状态], with its 镇压 / 讼罪 side), the
黎明 choices, the [四方鉴仙图] used and a true ④'s mark, the 白昼's seals a 黑夜 start announces first, and the
generals' state ([止伐], [祭品], [生死链], the marks, [业火], [精魄], [邪神牌], [骨筹], [量天], [星象], 【圣贤】☯). Each
entry is checked against what the rules could have reached by then (首个白昼 seals nobody; one layer a player a
白昼 (注2) and no more seals in a 白昼 than its skills can make; a skill used before its first usable phase; a
position in which a camp has already lost its last 【关键身份】; …): a position they could not reach is refused with the
entry named, and nothing runs.

What a 局面 leaves out is what the game would have had with every ask answered by its default and every draw made
from the seed: the first 白昼's choices (【枯骨】's first kind, 【星君】's start and direction, 【鬼巫】's meanings)
take their asks' defaults, and the piles of the past 黑夜 ([骨筹] seat cards, [量天] draws) are drawn under their usual
names (`骨筹号码`, `量天抽取`, `量天`), in round order, before the first played phase.

>>> cfg = {"cards": {1: ("妖众", "仙子"), 2: ("妖首", "妖众"), 3: ("妖众", "妖众"), 4: ("妖众", "妖众"),
...        5: ("妖众", "妖首")}, "huaxing": None, "huaxing_pool": ["影妖", "血俑"], "关键身份": [], "最多轮数": 60}
>>> read({"round": 3, "phase": "白昼"}, {"封印": {3: [[1, "黑夜"], [2, "黑夜"]]}}, 5, cfg)["封印"]
{3: [(1, '黑夜'), (2, '黑夜')]}
"""

from __future__ import annotations

from typing import Any

from ...core.errors import ConfigError
from ...core.game import Game
from ...core.position import fail as _fail
from ...core.position import seat as _seat
from ...core.position import seat_keys as _map
from ...core.position import seats as _seats
from ...i18n import Listing, Phrase, Seat, SeatChoices, Seats, Term, Terms
from .generals import guiwu, joined, kugu, shujing, xingjun
from .identities import STAR_GENERALS, XINGKONG, identity
from .setup import DEFAULT_OPTIONS
from .state import FREE, JIANMO, SONGZUI, XIYAN, ZHENYA, XState

PHASES = ("白昼", "黑夜")
KEYS = ("封印", "白昼封印", "黎明", "鉴仙图", "鉴仙图④", "止伐", "祭品", "血祭禁用", "血祭已用", "血祭护佑", "生死链",
        "窥念标记", "夜行标记", "业火", "精魄", "邪神牌", "请邪必中", "骨筹首轮", "骨筹号码", "量天已抽", "量天已公布",
        "星象", "圣贤加封")
# the sources of a 白昼 seal (seal.py's and the generals' names): what a 黑夜 start's 白昼封印 may name
SOURCES = ("封妖", "背刺", "血祭", "饥渴献祭", "窥念", "鉴仙图④", "鉴仙图④自封", "业火", "招魂", "崩灭", "生链", "死链",
           "局面")
YEXING = {"业火": "灾厄", "招魂": "纸人", "崩灭": "怪煞"}  # a 夜行 mark -> its general
# a 白昼 seal's source -> the general that must be dealt to make it
BY = {"背刺": "影妖", "血祭": "血俑", "饥渴献祭": "血俑", "窥念": "凶祟", "生链": "魔罗", "死链": "魔罗",
      "业火": "灾厄"}
STEP0 = ("鉴仙图④", "鉴仙图④自封", "业火", "招魂", "崩灭")  # sources of 其他白昼 step 0 (技能标记处理)
Time = tuple[int, int]  # (round, 0 for 白昼 / 1 for 黑夜)


def _when(r: int, phase: str) -> Time:
    return (r, PHASES.index(phase))





def _int(v: Any, key: str, lo: int, hi: int, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise _fail(key, f"应是 {lo}–{hi} 的整数 ({what}), 得到 {v!r}", f"a whole number {lo}–{hi}, {what}, got {v!r}")
    return v


def _bool(v: Any, key: str) -> bool:
    if not isinstance(v, bool):
        raise _fail(key, f"应是 true 或 false, 得到 {v!r}", f"true or false, got {v!r}")
    return v


class _Table:
    """The deal and the seals of a position, to ask what the table was at a given time."""

    def __init__(self, players: int, hands: dict[int, tuple[str, str]], huaxing: set[str], seals: dict[int, list[Time]],
                 keys: dict[str, tuple[str, ...]]) -> None:
        self.players, self.hands, self.seals, self.keys = players, hands, seals, keys
        self.dealt = {n for h in hands.values() for n in h}
        self.joined = self.dealt | huaxing

    def holder(self, name: str) -> int | None:
        return next((x for x, h in sorted(self.hands.items()) if name in h), None)

    def sealed_at(self, seat: int, i: int) -> Time | None:
        times = self.seals.get(seat, [])
        return times[i] if i < len(times) else None

    def top_at(self, seat: int, t: Time) -> int | None:
        """The index of the seat's top card at time t (the seals before t fallen), None when he had none."""
        n = sum(1 for x in self.seals.get(seat, []) if x < t)
        return n if n < 2 else None

    def double(self, seat: int) -> bool:
        return self.hands[seat] == ("妖众", "妖众")

    def card_of(self, name: str) -> tuple[int, int] | None:
        seat = self.holder(name)
        return None if seat is None else (seat, self.hands[seat].index(name))

    def lost(self, camp: str) -> bool:
        cards = [(x, i) for x, h in self.hands.items() for i, n in enumerate(h) if n in self.keys[camp]]
        return all(self.sealed_at(x, i) is not None for x, i in cards)


def read(start: dict[str, Any] | None, given: Any, players: int, cfg: dict[str, Any]) -> dict[str, Any]:
    """Check a position against the start and the configured deal (`cfg`: `setup.configure`'s); returns it with seats
    as ints, times as (round, phase), and the generals' entries filled in or None (drawn at `apply`)."""
    n = start.get("round", 1) if start else 1
    phase = start.get("phase", "白昼") if start else "白昼"
    if start and set(start) - {"round", "phase"}:
        raise ConfigError(f"开始于: 仙妖斗法只取 round 与 phase, 得到 {sorted(set(start) - {'round', 'phase'})} "
                          "(a start is {round, phase})")
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ConfigError(f"开始于: 轮数应是 ≥1 的整数, 得到 {n!r} (the round is a whole number ≥ 1)")
    if phase not in PHASES:
        raise ConfigError(f"开始于: 仙妖斗法的阶段是 白昼 或 黑夜, 得到 {phase!r} (a phase is 白昼 or 黑夜)")
    if n > cfg["最多轮数"]:
        raise ConfigError(f"开始于: 第{n}轮超过本局的最多轮数 {cfg['最多轮数']} (past the setting 最多轮数)")
    given = {} if given is None else given
    if not isinstance(given, dict):
        raise ConfigError("局面 是一个映射 (the position is a mapping: 封印, 黎明, 鉴仙图, …)")
    unknown = sorted(set(given) - set(KEYS), key=str)
    if unknown:
        raise ConfigError(f"局面: 未知的键 {unknown}; 可用: {', '.join(KEYS)} (unknown keys)")
    now = _when(n, phase)
    pos: dict[str, Any] = {"round": n, "phase": phase}
    if now == (1, 0):
        if given:
            raise ConfigError("局面: 从第1轮白昼开始时, 游戏尚未发生任何事 (a game starting at round 1's 白昼 has no "
                              "position)")
        return pos
    if "cards" not in cfg:
        raise ConfigError("开始于: 从局中开始须写出发牌 setup.cards (a mid-game start names the deal: setup.cards)")
    if cfg["huaxing_pool"] is None:
        raise ConfigError("开始于: 从局中开始须写出[化形] setup.化形 或 identities "
                          "(a mid-game start names the [化形]: setup.化形, or identities)")
    huaxing = set(cfg["huaxing"] or cfg["huaxing_pool"])
    hands: dict[int, tuple[str, str]] = {int(k): (v[0], v[1]) for k, v in cfg["cards"].items()}
    keys = {XINGKONG: ("仙子", *cfg["关键身份"]), "深渊": ("妖首",)}
    nights = n - 1  # 黑夜 over before the start (the 黑夜 of a 黑夜 start is played)
    last_day = n if phase == "黑夜" else n - 1  # the last 白昼 over
    other_days = max(0, last_day - 1)  # 其他白昼 over (rounds 2 … last_day)

    # 封印: each sealed layer, top first, with the round and phase it fell in
    seals: dict[int, list[Time]] = {}
    for seat, v in _map(given.get("封印", {}), players, "封印").items():
        key = f"封印[{seat}]"
        if not isinstance(v, list) or not 1 <= len(v) <= 2:
            raise _fail(key, "应是 1–2 个 [轮, 白昼|黑夜], 顶层先", "1–2 [round, 白昼|黑夜], the top card's first")
        times: list[Time] = []
        for x in v:
            if not isinstance(x, list) or len(x) != 2 or x[1] not in PHASES or isinstance(x[0], bool) \
                    or not isinstance(x[0], int):
                raise _fail(key, f"{x!r} 应是 [轮, 白昼|黑夜]", f"{x!r} is not [round, 白昼|黑夜]")
            r, ph = x
            if not 1 <= r < n:
                raise _fail(key, f"第{r}轮{ph}不在开始 (第{n}轮{phase}) 之前; 开始时的白昼之封印写在 白昼封印",
                            f"round {r} {ph} is not before the start; a 黑夜 start's own 白昼 seals go in 白昼封印")
            if ph == "白昼" and r == 1:
                raise _fail(key, "首个白昼阶段没有[封印]的步骤", "the first 白昼 seals nobody")
            times.append(_when(r, ph))
        if times != sorted(set(times)):
            raise _fail(key, "每个阶段至多[封印]一层 (注2 / 投票一次), 且顶层先于底层",
                        "one layer a phase at most (注2, one vote), the top card's seal first")
        seals[seat] = times
    table = _Table(players, hands, huaxing, seals, keys)
    pos["封印"] = {seat: [(r, PHASES[p]) for r, p in ts] for seat, ts in sorted(seals.items())}
    for camp, side in ((XINGKONG, "星空仙人"), ("深渊", "深渊妖魔")):
        if table.lost(camp):
            raise _fail("封印", f"[{side}]最后的【关键身份】已被[封印]: 游戏已经结束 "
                        "(【神女】☯的额外白昼与黑夜不能作为开始)",
                        f"the [{side}]'s last 【key identity】 is sealed: the game is over")

    def live(seat: int) -> bool:
        return table.top_at(seat, now) is not None

    # 鉴仙图 and a true ④
    used = _seats(given.get("鉴仙图", []), players, "鉴仙图")
    fourth: dict[int, tuple[int, int]] = {}
    for owner, v in _map(given.get("鉴仙图④", {}), players, "鉴仙图④").items():
        key = f"鉴仙图④[{owner}]"
        if not isinstance(v, list) or len(v) != 2:
            raise _fail(key, "应是 [黑夜轮数, 目标座位]", "[the night, the target seat]")
        night = _int(v[0], key, 1, max(1, nights), "发动的黑夜, 已结束的黑夜之一")
        if night > nights:
            raise _fail(key, f"第{n}轮{phase}之前没有结束的黑夜", f"no 黑夜 has ended before round {n} {phase}")
        target = _seat(v[1], players, key)
        top = table.top_at(owner, (night, 1))
        if top is None:
            raise _fail(key, "④ 你有身份牌时才能发动", "④ needs a card left")
        sage = hands[owner][top] == "圣贤"  # 【圣贤】[凡圣]: 顶层身份牌为【圣贤】时效果④可正常发动
        if not table.double(owner) and not sage:
            raise _fail(key, "只有真双【妖众】(或顶层【圣贤】) 的④有效果; 假双【妖众】发动此技能不会产生任何效果",
                        "only a true double 妖众's (or a top 圣贤's) ④ leaves a mark")
        fourth[owner] = (night, target)
        if owner not in used:
            used.append(owner)
        failed = (night, 1) in seals.get(owner, [])  # 若投票阶段你被[封印],则技能失效
        forced_at = (night + 1, 0)
        t_top = table.top_at(target, forced_at)
        shielded = t_top is not None and hands[target][t_top] == "圣贤"  # 【圣贤】牌不会被效果④强制[封印]
        if not failed and forced_at < (n, 0) and t_top is not None and not shielded \
                and forced_at not in seals.get(target, []):
            raise _fail(key, f"强制[封印]无法阻止: {target}号须在第{night + 1}轮白昼被[封印]",
                        f"the forced seal cannot be stopped: {target} must be sealed in round {night + 1}'s 白昼")
    if used and nights < 1:
        raise _fail("鉴仙图", "还没有结束的黑夜 ([鉴仙图]是(夜行)技能)", "no 黑夜 has passed yet")
    pos["鉴仙图"] = sorted(used)
    pos["鉴仙图④"] = fourth

    # 白昼封印: a 黑夜 start's seals of its own 白昼 (settled: 注2 and [生死链] done), applied at 黑夜 step 1
    pending_given = given.get("白昼封印", {})
    if isinstance(pending_given, list):
        pending_given = {x: "局面" for x in pending_given}
    pending = {seat: str(src) for seat, src in _map(pending_given, players, "白昼封印").items()}
    if pending and (phase != "黑夜" or n < 2):
        raise _fail("白昼封印", "只在从第2轮起的黑夜开始时有 (首个白昼没有[封印])", "only at a 黑夜 start, round 2 on")
    for seat, src in pending.items():
        if src not in SOURCES:
            raise _fail(f"白昼封印[{seat}]", f"来源应是 {'/'.join(SOURCES)}, 得到 {src!r}", "an unknown source")
        need = BY.get(src) or (YEXING[src] if src in ("招魂", "崩灭") else None)
        if need is not None and need not in (table.joined if src in ("招魂", "崩灭") else table.dealt):
            raise _fail(f"白昼封印[{seat}]", f"本局没有能[{src}]的【{need}】", f"no 【{need}】 to make a [{src}] seal")
        forced = any(night == n - 1 and tg == seat for night, tg in fourth.values())
        selfseal = seat in fourth and fourth[seat][0] + 2 <= n
        if (src == "鉴仙图④" and not forced) or (src == "鉴仙图④自封" and not selfseal):
            raise _fail(f"白昼封印[{seat}]", f"没有第{n - 1}轮黑夜的真[鉴仙图]④ (见 鉴仙图④)",
                        "no true ④ makes this seal")
    for owner, (night, target) in fourth.items():
        t_top = table.top_at(target, (n, 0))
        if phase == "黑夜" and night + 1 == n and (night, 1) not in seals.get(owner, []) and t_top is not None \
                and hands[target][t_top] != "圣贤" and target not in pending:
            raise _fail(f"鉴仙图④[{owner}]", f"强制[封印]无法阻止: {target}号须在 白昼封印 中",
                        f"the forced seal cannot be stopped: {target} must be in 白昼封印")
    # 「若此时触发游戏结束条件,则游戏立即结束」: step 0's seals alone would have ended the game then
    early = {seat: table.top_at(seat, now) for seat, src in pending.items() if src in STEP0}
    for camp in keys:
        key_cards = [(x, i) for x, h in hands.items() for i, name in enumerate(h) if name in keys[camp]]
        if early and all(table.sealed_at(x, i) is not None or early.get(x) == i for x, i in key_cards):
            raise _fail("白昼封印", "白昼第0步骤的[封印]触发游戏结束条件时游戏立即结束 (不会留到黑夜公布)",
                        "step 0's seals would have ended the game in the 白昼")
    pos["白昼封印"] = pending

    # no more 白昼 seals than that 白昼's skills can make (注2: one layer a player)
    def cap(r: int) -> int:
        if any(g in table.joined for g in YEXING.values()):
            return players  # every speaker of the 黑夜 before may bring a mark ([业火]/[招魂]/[崩灭], true or fake)
        k = 1  # 【仙子】[封妖]
        k += ("圣贤" in keys[XINGKONG]) + ("影妖" in table.dealt) + ("血俑" in table.dealt)
        k += 2 * ("凶祟" in table.dealt) + 2 * ("魔罗" in table.dealt)  # [窥念] and its mark; [死链]
        k += sum(1 for night, _ in fourth.values() if night + 1 == r) + sum(1 for night, _ in fourth.values()
                                                                            if night + 2 <= r)
        return min(k, players)
    for r in range(2, last_day + 1):
        k = sum(1 for ts in seals.values() for t in ts if t == (r, 0)) + (len(pending) if r == n else 0)
        if k > cap(r):
            raise _fail("封印", f"第{r}轮白昼至多能[封印] {cap(r)} 层 (本局的技能), 得到 {k}",
                        f"round {r}'s 白昼 can seal at most {cap(r)} layers with this game's skills, got {k}")
    shennv = table.card_of("神女")
    if shennv is not None and shennv[1] == 0:
        t = table.sealed_at(*shennv)
        if t is not None and t[1] == 0 and not any(night + 1 == t[0] and tg == shennv[0]
                                                   for night, tg in fourth.values()):
            raise _fail(f"封印[{shennv[0]}]", "[神域]: 你的顶层身份牌无法在白昼闭眼阶段被[封印] (强制的④除外)",
                        "the 神女's top card is not sealed in a 白昼, save by a forced ④")

    # 黎明: the choice of each 封印状态 player at the last 黎明 (default 缄默)
    dawn = {seat: v for seat, v in _map(given.get("黎明", {}), players, "黎明").items()}
    for seat, v in dawn.items():
        if v not in (XIYAN, JIANMO):
            raise _fail(f"黎明[{seat}]", f"应是 戏言 或 缄默, 得到 {v!r}", "戏言 or 缄默")
        if live(seat):
            raise _fail(f"黎明[{seat}]", f"{seat}号不在[封印状态]: 只有[封印状态]的玩家选择",
                        "only a sealed player chooses")
    pos["黎明"] = dawn

    def general(key: str, name: str, dealt: bool = True) -> None:
        """An entry about a general that must have joined the game (or been dealt)."""
        if key in given and name not in (table.dealt if dealt else table.joined):
            raise _fail(key, f"本局{'没有发出' if dealt else '没有加入'}【{name}】", f"no 【{name}】 in this game")

    # 【佛陀】[止伐]: 白昼 round -> target (null: 放弃)
    general("止伐", "佛陀")
    zhifa: dict[int, int | None] = {}
    for r, t in (given.get("止伐") or {}).items():
        r = int(r) if isinstance(r, str) and r.isdigit() else r
        key = f"止伐[{r}]"
        r = _int(r, key, 1, max(1, last_day), "选择[止伐]的白昼, 已结束的白昼之一")
        zhifa[r] = None if t is None else _seat(t, players, key)
        seat, i = table.card_of("佛陀") or (0, 0)
        if r == 1 and players == 5 and i == 1 and identity(hands[seat][0]).camp != XINGKONG:
            raise _fail(key, "5玩家时位于底层的[星空仙人]不可睁眼、不可发动任何技能",
                        "a bottom 佛陀 sleeps at 5 players")
        sealed = table.sealed_at(seat, i)
        if r > 1 and table.top_at(seat, (r, 0)) != i and not (sealed is not None and sealed < (r, 0)):
            raise _fail(key, f"第{r}轮白昼【佛陀】牌不在顶层也未被[封印]: 不能发动[止伐] (底层只在首个白昼)",
                        f"in round {r}'s 白昼 the 佛陀 card was neither on top nor sealed")
    chosen = [t for t in zhifa.values() if t is not None]
    if len(chosen) != len(set(chosen)):
        raise _fail("止伐", "整局游戏每名玩家限一次", "each player at most once a game")
    pos["止伐"] = zhifa

    # 【血俑】[血祭]
    for entry in ("祭品", "血祭禁用", "血祭已用"):
        general(entry, "血俑")
    jipin = _seats(given.get("祭品", []), players, "祭品")
    banned = _seats(given.get("血祭禁用", []), players, "血祭禁用")
    if set(banned) - set(jipin):
        raise _fail("血祭禁用", "只有已成为[祭品]的玩家 (再次[血祭]后)", "only an [祭品] sacrificed again")
    xueji_used = _bool(given.get("血祭已用", bool(jipin)), "血祭已用")
    if jipin and not xueji_used:
        raise _fail("血祭已用", "已有[祭品]: [血祭]已发动过", "an [祭品] means [血祭] was used")
    if len(jipin) + len(banned) > other_days or (xueji_used and other_days < 1):
        raise _fail("祭品", f"[血祭]每个其他白昼至多一次, 开始前只有 {other_days} 个",
                    f"[血祭] acts once a 白昼 from round 2: {other_days} before the start")
    pos.update({"祭品": jipin, "血祭禁用": banned, "血祭已用": xueji_used})
    general("血祭护佑", "血俑")  # a 黑夜 start: the [祭品] made in its 白昼, whose seals of that 白昼 are stopped
    shield = given.get("血祭护佑")
    if shield is not None:
        shield = _seat(shield, players, "血祭护佑")
        if phase != "黑夜" or n < 2 or shield not in jipin:
            raise _fail("血祭护佑", "只在从第2轮起的黑夜开始时, 且须是[祭品]", "only at a 黑夜 start, and an [祭品]")
    pos["血祭护佑"] = shield

    # 【魔罗】[生死链]: the last link [round, 生链|死链, a, b]
    general("生死链", "魔罗")
    link = given.get("生死链")
    if link is not None:
        if not isinstance(link, list) or len(link) != 4 or link[1] not in ("生链", "死链"):
            raise _fail("生死链", "应是 [白昼轮数, 生链|死链, 座位, 座位]", "[round, 生链|死链, seat, seat]")
        r = _int(link[0], "生死链", 2, max(2, last_day), "链接的其他白昼")
        if r > last_day:
            raise _fail("生死链", "还没有结束的其他白昼", "no 其他白昼 has passed")
        a, b = _seat(link[2], players, "生死链"), _seat(link[3], players, "生死链")
        if a == b or table.top_at(a, (r, 0)) is None or table.top_at(b, (r, 0)) is None:
            raise _fail("生死链", "须是2名不同的[自由状态]玩家", "two different 自由 players")
        link = (r, link[1], a, b)
    pos["生死链"] = link

    # 【凶祟】[窥念]'s mark on its own card, made in the last 白昼 (数量为0)
    general("窥念标记", "凶祟")
    mark = given.get("窥念标记")
    if mark is not None:
        mark = _seat(mark, players, "窥念标记")
        where = table.card_of("凶祟")
        if where is None or where[0] != mark:
            raise _fail("窥念标记", f"{mark}号没有【凶祟】牌", f"{mark} holds no 凶祟")
        if last_day < 2 or table.top_at(mark, (last_day, 0)) != where[1]:
            raise _fail("窥念标记", f"第{last_day}轮白昼【凶祟】牌不在顶层或是首个白昼 (不会标记)",
                        "the 凶祟 card was not on top in the last 其他白昼")
    pos["窥念标记"] = mark

    # the (夜行) marks of the last 黑夜: [业火|招魂|崩灭, seat] (the card then on top), [.., 顶层|底层] or [.., 玩家]
    marks: list[tuple[str, int, int | None]] = []
    for x in given.get("夜行标记", []) if isinstance(given.get("夜行标记", []), list) else [None]:
        if not isinstance(x, list) or len(x) not in (2, 3) or x[0] not in YEXING \
                or (len(x) == 3 and x[2] not in ("顶层", "底层", "玩家")):
            raise _fail("夜行标记", f"{x!r} 应是 [业火|招魂|崩灭, 座位] 或 [.., 顶层|底层|玩家]",
                        "[业火|招魂|崩灭, seat], or with 顶层|底层|玩家")
        skill, seat = x[0], _seat(x[1], players, "夜行标记")
        if phase != "白昼" or nights < 1:
            raise _fail("夜行标记", "只在白昼开始时 (上个黑夜的标记; 黑夜开始时它们已在 白昼封印)",
                        "only at a 白昼 start after a 黑夜")
        if YEXING[skill] not in table.joined:
            raise _fail("夜行标记", f"本局没有加入【{YEXING[skill]}】", f"no 【{YEXING[skill]}】 in this game")
        how = x[2] if len(x) == 3 else None
        if how == "玩家" and (skill != "崩灭" or "怪煞" not in table.dealt):
            raise _fail("夜行标记", "只有真【怪煞】的[崩灭]标记玩家", "only a true 怪煞 marks a player")
        if skill == "业火" and "灾厄" not in table.dealt:
            raise _fail("夜行标记", "假【灾厄】不会实际点燃或标记任何身份牌", "a fake [业火] marks nothing")
        claim_top = table.top_at(seat, (nights, 1))
        idx = None if how == "玩家" else claim_top if how is None else ("顶层", "底层").index(how)
        if how != "玩家" and (idx is None or idx != claim_top):
            raise _fail("夜行标记", f"{seat}号被标记的牌须是上个黑夜时的顶层身份牌",
                        "the card marked was his top card then")
        marks.append((skill, seat, idx))
    pos["夜行标记"] = marks

    # 【灾厄】[业火]: the lit cards (each the seat's current top card: the fire leaves with a sealed card)
    general("业火", "灾厄")
    lit = _seats(given.get("业火", []), players, "业火")
    for seat in lit:
        top = table.top_at(seat, now)
        if nights < 1 or top is None or hands[seat][top] == "妖众":
            raise _fail("业火", f"{seat}号没有能被点燃的顶层身份牌 ([业火]无法点燃【妖众】身份牌)",
                        f"{seat} has no top card [业火] could light")
    pos["业火"] = lit

    # 【纸人】[精魄]
    general("精魄", "纸人")
    jingpo = given.get("精魄")
    if jingpo is not None:
        jingpo = _int(jingpo, "精魄", 0, players, "开局等同于玩家数")
        spent = players - jingpo
        if spent and (nights < 1 or (jingpo and (spent == 1 or spent > 3 * nights))):
            raise _fail("精魄", f"每次真[招魂]消耗2或3[精魄], 每个黑夜一次; {nights}个黑夜后不能是{jingpo}",
                        f"each true [招魂] spends 2 or 3, once a 黑夜: not {jingpo} after {nights}")
    pos["精魄"] = jingpo

    # 【鬼巫】[请邪]: the meanings chosen in the first 白昼; a meaningless draw's sure next time
    general("邪神牌", "鬼巫", dealt=False)
    cards = given.get("邪神牌")
    if cards is not None:
        if not isinstance(cards, dict) or sorted(cards) != sorted(guiwu.XIESHEN):
            raise _fail("邪神牌", f"应映射 {'、'.join(guiwu.XIESHEN)} 各自的含义", "a meaning for each [邪神牌]")
        meanings = sorted(cards.values())
        if meanings not in (sorted([guiwu.NOTHING, "是", "否", "否"]), sorted([guiwu.NOTHING, "否", "是", "是"])):
            raise _fail("邪神牌", "1种代表无意义, 1种代表是 (或否), 剩下2种代表相反的意思",
                        "one means nothing, one yes (or no), the other two the opposite")
    pos["邪神牌"] = cards
    general("请邪必中", "鬼巫")
    sure = _bool(given.get("请邪必中", False), "请邪必中")
    if sure and nights < 1:
        raise _fail("请邪必中", "还没有结束的黑夜", "no 黑夜 has passed")
    pos["请邪必中"] = sure

    # 【枯骨】[骨筹]
    general("骨筹首轮", "枯骨")
    first = given.get("骨筹首轮")
    if first is not None and first not in kugu.KINDS:
        raise _fail("骨筹首轮", f"应是 {'/'.join(kugu.KINDS)}", "将领 or 妖众")
    pos["骨筹首轮"] = first
    general("骨筹号码", "枯骨", dealt=False)
    drawn = given.get("骨筹号码")
    if drawn is not None:
        drawn = _seats(drawn, players, "骨筹号码")
        want = 2 * min(nights, players // 2)
        if len(drawn) != want:
            raise _fail("骨筹号码", f"{nights}个黑夜各抽2张号码卡 (不够则停止): 应有 {want} 张, 得到 {len(drawn)}",
                        f"two seat cards a 黑夜 ({nights}): {want}, got {len(drawn)}")
    pos["骨筹号码"] = drawn

    # 【树精】[量天]: the pool cards drawn since it (re)started, the numbers announced (checked against the pool later)
    for entry in ("量天已抽", "量天已公布"):
        general(entry, "树精", dealt=entry == "量天已抽")
    pool_drawn = given.get("量天已抽")
    if pool_drawn is not None:
        pool_drawn = _seats(pool_drawn, players, "量天已抽")
        if len(pool_drawn) > nights:
            raise _fail("量天已抽", f"每个黑夜抽一张: 至多 {nights}", f"one a 黑夜: at most {nights}")
    announced = given.get("量天已公布")
    if announced is not None:
        if not isinstance(announced, list) or len(announced) > nights:
            raise _fail("量天已公布", f"每个黑夜公布一个距离: 至多 {nights} 个", f"one a 黑夜: at most {nights}")
        announced = [_int(d, "量天已公布", 0, players - 1, "距离") for d in announced]
    pos["量天已抽"], pos["量天已公布"] = pool_drawn, announced

    # 【星君】[星象]: the start target and direction chosen in the first 白昼
    general("星象", "星君")
    sign = given.get("星象")
    if sign is not None:
        if not isinstance(sign, dict) or set(sign) != {"起始", "方向"} \
                or sign["方向"] not in (xingjun.UP, xingjun.DOWN):
            raise _fail("星象", "应是 {起始: 座位, 方向: 大数|小数}", "{起始: seat, 方向: 大数|小数}")
        begin = _seat(sign["起始"], players, "星象")
        seat, i = table.card_of("星君") or (0, 0)
        if i == 1:  # 底层: 只能选择自己两侧的玩家,且只能选择远离自己的方向
            away = {xingjun.step_seat(players, seat, d): d for d in (xingjun.UP, xingjun.DOWN)}
            if begin not in away or away[begin] != sign["方向"]:
                raise _fail("星象", "底层【星君】只能选择自己两侧的玩家, 且只能选择远离自己的方向",
                            "a bottom 星君 chooses a neighbour and the direction away from himself")
        sign = {"起始": begin, "方向": sign["方向"]}
    pos["星象"] = sign

    # 【圣贤】☯: the 仙子's extra [封妖] used
    extra = _bool(given.get("圣贤加封", False), "圣贤加封")
    if extra:
        where = table.card_of("圣贤")
        t = table.sealed_at(*where) if where else None
        if "圣贤" not in keys[XINGKONG] or t is None or (t[0] + 1, 0) >= now:
            raise _fail("圣贤加封", "须【圣贤】为【关键身份】且其牌被[封印]后已过一个白昼[星空仙人]行动阶段",
                        "the key 圣贤 card must have been sealed before a past 白昼 action step")
        if where and where[0] in fourth and (fourth[where[0]][0], 1) not in seals.get(where[0], []):
            raise _fail("圣贤加封", "[四方鉴仙图]效果④已成功发动: 没有多一次[封妖]", "his ④ succeeded: no extra [封妖]")
    pos["圣贤加封"] = extra
    return pos


def apply(g: Game, pos: dict[str, Any]) -> None:
    """Lay the position over the dealt state (after 开局准备): the host's record holds it all, each seat is told its own
    part (its sealed cards, its general's choices), and everybody reads what was public (the seals announced, the
    [封印状态] sides, the 黎明 cards, the [鉴仙图] claims made)."""
    s: XState = g.state
    n, phase = pos["round"], pos["phase"]
    g.round, g.phase = n, phase
    if (n, phase) == (1, "白昼"):
        return
    for seat, times in pos["封印"].items():
        p = s.players[seat]
        for c, (r, ph) in zip(p.cards, times, strict=False):
            c.sealed_round, c.sealed_phase = r, ph
            if ph == "黑夜":
                s.sealed_by_vote[seat] = r
        if not p.live:
            r, ph = times[-1]
            p.state = ZHENYA if ph == "白昼" else SONGZUI
            p.mute_night = r if p.state == ZHENYA else None
            p.dawn = pos["黎明"].get(seat, JIANMO)
        gone = [c.name for c in p.cards if c.sealed]
        g.tell([seat], "局面: 你已被[封印]的身份牌: {cards}", {"局面": {"sealed": gone}}, cards=Terms(gone))
    for seat in pos["鉴仙图"]:
        s.players[seat].used_jianxiantu = True
    for owner, (night, target) in pos["鉴仙图④"].items():
        s.fourth[owner] = (night, target)
        if joined(s, "圣贤") and s.holders("圣贤") == [owner]:
            s.shengxian_fourth = night
        p = s.players[owner]
        if any(c.sealed_round == night and c.sealed_phase == "黑夜" for c in p.cards):
            continue  # 若投票阶段你被[封印],则技能失效
        if night == n - 1 and phase == "白昼":
            s.forced_marks.append((owner, target))
        if p.live:
            s.self_sealers[owner] = night + 2
    s.day_seals = [(seat, src, 0) for seat, src in pos["白昼封印"].items()]
    _generals(g, s, pos)
    sealed = [(seat, len(ts)) for seat, ts in pos["封印"].items()]
    states = [(seat, p.state) for seat, p in sorted(s.players.items()) if p.state != FREE]
    dawn = [(seat, str(p.dawn)) for seat, p in sorted(s.players.items()) if p.state != FREE]
    g.say("局面: 第{r}轮{phase}开始; 被[封印]的层数: {sealed}; [封印状态]: {states}; 黎明: {dawn}; "
          "已发动[鉴仙图]: {used}",
          {"局面": {"round": n, "phase": phase, "sealed": {str(k): v for k, v in sealed}, "used": pos["鉴仙图"],
                  "states": {str(k): v for k, v in states}}},
          r=n, phase=Term(phase), sealed=Listing([Phrase("{seat}{k}层", seat=Seat(x), k=k) for x, k in sealed],
                                                 empty=Term("无")),
          states=SeatChoices(states) if states else Term("无"), dawn=SeatChoices(dawn) if dawn else Term("无"),
          used=Seats(pos["鉴仙图"]))
    g.note("局面: {what}", {"局面": _json(pos)}, what=str(_json(pos)))


def _generals(g: Game, s: XState, pos: dict[str, Any]) -> None:
    """The generals' part of the position, and what the 局面 left out taken as the game would have had it."""
    n, phase = pos["round"], pos["phase"]
    nights = n - 1
    s.zhifa = dict(pos["止伐"])
    s.jipin, s.xueji_banned, s.xueji_used = list(pos["祭品"]), list(pos["血祭禁用"]), pos["血祭已用"]
    if pos["血祭护佑"] is not None:
        s.xueji_shield = (n, pos["血祭护佑"])
    s.moluo_link = pos["生死链"]
    s.xiongsui_mark = pos["窥念标记"]
    s.yexing_marks = list(pos["夜行标记"])
    s.zaie_lit = [(seat, s.players[seat].cards.index(top)) for seat in pos["业火"]
                  if (top := s.players[seat].top) is not None]
    if pos["精魄"] is not None:
        s.zhiren_jingpo = pos["精魄"]
    if pos["圣贤加封"]:
        s.shengxian_extra = True
    tell = []  # (seat, what its general's holder knows)
    if joined(s, "鬼巫"):
        holder = next(iter(s.holders("鬼巫")), None)
        cards = pos["邪神牌"]
        if cards is None and holder is not None:  # the asks' defaults: 邪神甲 无意义, 邪神乙 是
            cards = {k: guiwu.NOTHING if k == guiwu.XIESHEN[0] else "是" if k == guiwu.XIESHEN[1] else "否"
                     for k in guiwu.XIESHEN}
        elif cards is None:  # a [化形]: the host lays them out at random (as the first 白昼 would)
            nothing = g.chance.choice("邪神无意义", list(guiwu.XIESHEN))
            rest = [k for k in guiwu.XIESHEN if k != nothing]
            one, word = g.chance.choice("邪神含义", rest), g.chance.choice("邪神是否", ["是", "否"])
            cards = {k: guiwu.NOTHING if k == nothing else word if k == one else ("否" if word == "是" else "是")
                     for k in guiwu.XIESHEN}
        s.guiwu_cards = dict(cards)
        s.guiwu_sure = pos["请邪必中"]
        if holder is not None:
            tell.append((holder, Phrase("[邪神牌]: {pairs}", pairs=Listing(
                Phrase("{card}代表{meaning}", card=Term(k), meaning=Term(v)) for k, v in s.guiwu_cards.items()))))
    if joined(s, "枯骨"):
        holder = next(iter(s.holders("枯骨")), None)
        if holder is not None:
            on_top = s.players[holder].cards[0].name == "枯骨"
            first = pos["骨筹首轮"] or (kugu.KINDS[0] if on_top else g.chance.choice("骨筹首轮", list(kugu.KINDS)))
            s.kugu_first = first
            if on_top:
                tell.append((holder, Phrase("[骨筹]首轮计算: {kind}", kind=Term(first))))
            else:
                tell.append((holder, Phrase("[骸骨牌]: {bone}", bone=Term(str(s.kugu_bone)))))
        if pos["骨筹号码"] is not None:
            s.kugu_drawn = list(pos["骨筹号码"])
        else:
            for _ in range(nights):
                left = [x for x in g.seats if x not in s.kugu_drawn]
                if len(left) < 2:
                    break
                s.kugu_drawn.extend(sorted(g.chance.sample("骨筹号码", left, 2)))
    if joined(s, "树精"):
        _shujing(g, s, pos)
    if s.xingjun is not None:
        xj = s.xingjun
        holder = xingjun.holder(s)
        sign = pos["星象"]
        if sign is None:  # the asks' defaults: the next seat up; 大数 (a bottom 星君: away from himself, 大数)
            sign = {"起始": xingjun.step_seat(g.players, holder, xingjun.UP), "方向": xingjun.UP}
        target = sign["起始"]
        for _ in range(nights):
            target = xingjun.step_seat(g.players, target, sign["方向"])
        xj.target, xj.direction = target, sign["方向"]
        card = next(c for c in s.players[holder].cards if c.name == xingjun.NAME)
        if xingjun.NAME in s.keys[XINGKONG] and card.sealed_round is not None \
                and (card.sealed_round + 1, 0) < (n, PHASES.index(phase)):
            xj.learned = True
        tell.append((holder, Phrase("[星象]起始目标: {target},方向: {direction}", target=Seats([sign["起始"]]),
                                    direction=Term(sign["方向"]))))
    holders = {name: next(iter(s.holders(name)), None) for name in ("血俑", "魔罗", "纸人", "凶祟")}
    if holders["血俑"] is not None and s.xueji_used:
        tell.append((holders["血俑"], Phrase("[祭品]: {seats}", seats=Seats(s.jipin))))
    if holders["魔罗"] is not None and s.moluo_link is not None:
        tell.append((holders["魔罗"], Phrase("[{effect}]: {seats}", effect=Term(s.moluo_link[1]),
                                            seats=Seats(s.moluo_link[2:]))))
    if holders["纸人"] is not None and pos["精魄"] is not None:
        tell.append((holders["纸人"], Phrase("【纸人】[精魄]: {n}", n=s.zhiren_jingpo)))
    if holders["凶祟"] is not None and s.xiongsui_mark is not None:
        tell.append((holders["凶祟"], Phrase("你的【凶祟】牌被[窥念]标记,在下个白昼闭眼阶段[封印]")))
    for seat, what in tell:
        g.tell([seat], "局面: {what}", {"局面": "general"}, what=what)


def _shujing(g: Game, s: XState, pos: dict[str, Any]) -> None:
    """[量天]: the given piles, checked against the pool (drawn at 开局准备 6), or the past 黑夜's draws made now."""
    nights = pos["round"] - 1
    if pos["量天已抽"] is not None:
        if set(pos["量天已抽"]) - set(s.shujing_pool) or len(pos["量天已抽"]) > len(s.shujing_pool):
            raise ConfigError(f"局面.量天已抽: 应是[量天]目标池 {s.shujing_pool} 中的座位 (seats of the pool)")
        s.shujing_drawn = list(pos["量天已抽"])
    if pos["量天已公布"] is not None:
        s.shujing_given = list(pos["量天已公布"])
    if pos["量天已抽"] is not None or pos["量天已公布"] is not None:
        return
    seat = next(iter(s.holders("树精")), None)
    for r in range(1, nights + 1):  # as each 黑夜's ❹ would have drawn (no line: it was said then)
        card = next((c for c in s.players[seat].cards if c.name == "树精"), None) if seat is not None else None
        sealed = card is not None and card.sealed_round is not None and (card.sealed_round, 0 if card.sealed_phase ==
                                                                         "白昼" else 1) < (r, 1)
        if seat is None or card is None or sealed or not s.shujing_pool:
            left = [d for d in range(1, g.players) if d not in s.shujing_given] or list(range(1, g.players))
            if len(left) == g.players - 1:
                s.shujing_given = []
            s.shujing_given.append(g.chance.choice("量天", left))
        else:
            left = [t for t in s.shujing_pool if t not in s.shujing_drawn]
            if not left:
                s.shujing_drawn, left = [], list(s.shujing_pool)
            target = g.chance.choice("量天抽取", left)
            s.shujing_drawn.append(target)
            s.shujing_given.append(shujing.distance(g.players, seat, target, shujing.direction(s, seat)))


def _json(pos: dict[str, Any]) -> dict[str, Any]:
    """The position as plain data (seats as strings, tuples as lists), the entries given or taken."""

    def plain(v: Any) -> Any:
        if isinstance(v, dict):
            return {str(a): plain(b) for a, b in v.items()}
        if isinstance(v, (list, tuple)):
            return [plain(x) for x in v]
        return v

    return {k: plain(v) for k, v in pos.items() if not _empty(v) or k in ("round", "phase")}


def _empty(v: Any) -> bool:
    """An entry that says nothing (None, false, an empty list or mapping; 0 says something: 精魄 0)."""
    return v is None or v is False or (isinstance(v, (list, dict)) and not v)


def export(g: Game) -> dict[str, Any]:
    """A running game's position at a phase boundary as a scenario's `start:`, `setup:` (the deal, the [化形], the
    【关键身份】 and the 局面), `options:` (the room's settings that differ from the defaults) and `random:` (the draws
    of 开局准备 6 the position rests on: 骸骨牌, 星象图, 神域, 量天目标池): the next phase to play, from the same
    table."""
    s: XState = g.state
    start: dict[str, Any]
    if g.phase == "白昼":
        start = {"round": g.round, "phase": "黑夜"}
    elif g.phase == "黑夜":
        start = {"round": g.round + 1, "phase": "白昼"}
    else:
        start = {"round": 1, "phase": "白昼"}
    n = int(start["round"])
    cfg = g.config
    pos: dict[str, Any] = {
        "封印": {x: [[c.sealed_round, c.sealed_phase] for c in p.cards if c.sealed_round is not None]
               for x, p in sorted(s.players.items()) if p.cards[0].sealed_round is not None},
        "白昼封印": {x: src for x, src, _ in s.day_seals} if start["phase"] == "黑夜" else {},
        "黎明": {x: p.dawn for x, p in sorted(s.players.items()) if p.state != FREE and p.dawn is not None},
        "鉴仙图": [x for x, p in sorted(s.players.items()) if p.used_jianxiantu],
        "鉴仙图④": {x: list(v) for x, v in sorted(s.fourth.items())},
    }
    if joined(s, "佛陀"):
        pos["止伐"] = dict(s.zhifa)
    if joined(s, "血俑"):
        pos.update({"祭品": list(s.jipin), "血祭禁用": list(s.xueji_banned), "血祭已用": s.xueji_used})
        if start["phase"] == "黑夜" and s.xueji_shield is not None and s.xueji_shield[0] == g.round:
            pos["血祭护佑"] = s.xueji_shield[1]
    if joined(s, "魔罗"):
        pos["生死链"] = list(s.moluo_link) if s.moluo_link else None
    if joined(s, "凶祟"):
        pos["窥念标记"] = s.xiongsui_mark
    pos["夜行标记"] = [[k, x, "玩家" if i is None else s.players[x].cards[i].start_layer] for k, x, i in s.yexing_marks]
    if joined(s, "灾厄"):
        pos["业火"] = [x for x, _ in s.zaie_lit]
    if joined(s, "纸人") and s.zhiren_jingpo != g.players:
        pos["精魄"] = s.zhiren_jingpo
    if joined(s, "鬼巫") and s.guiwu_cards:
        pos["邪神牌"] = dict(s.guiwu_cards)
        pos["请邪必中"] = s.guiwu_sure
    if joined(s, "枯骨"):
        pos["骨筹首轮"] = s.kugu_first
        pos["骨筹号码"] = list(s.kugu_drawn)
    if joined(s, "树精"):
        pos["量天已抽"] = list(s.shujing_drawn) if s.holders("树精") else None
        pos["量天已公布"] = list(s.shujing_given)
    random: dict[str, Any] = {}
    if s.xingjun is not None and s.xingjun.target is not None and s.xingjun.direction is not None:
        back = xingjun.DOWN if s.xingjun.direction == xingjun.UP else xingjun.UP
        begin = s.xingjun.target
        for _ in range(n - 1):
            begin = xingjun.step_seat(g.players, begin, back)
        pos["星象"] = {"起始": begin, "方向": s.xingjun.direction}
    if s.xingjun is not None:
        random["星象图"] = [[s.xingjun.maps[m] for m in xingjun.MAPS]]
    if joined(s, "圣贤"):
        pos["圣贤加封"] = s.shengxian_extra
    if s.kugu_bone is not None:
        random["骸骨牌"] = [s.kugu_bone]
    lucky = [x for x, camp in s.shennv_view.items() if camp == XINGKONG]
    if lucky:
        random["神域"] = lucky
    if s.shujing_pool:
        seat = s.holders("树精")[0]
        doubles = [x for x in s.shujing_pool if s.players[x].double_yaozhong]
        top = s.players[seat].cards[0].name == "树精"
        fill = [x for x in s.shujing_pool if x not in doubles] if top else list(s.shujing_pool)
        if fill:
            random["量天目标池"] = fill
    names = [c.name for _, p in sorted(s.players.items()) for c in p.cards] + list(s.huaxing)
    setup: dict[str, Any] = {
        "identities": names, "cards": {x: list(p.start_names) for x, p in sorted(s.players.items())},
        "化形": list(s.huaxing), "关键身份": [k for k in s.keys[XINGKONG] if k in STAR_GENERALS]}
    if n > 1:
        setup["局面"] = {k: v for k, v in pos.items() if not _empty(v)}
    options = {k: cfg[k] for k in DEFAULT_OPTIONS if k != "关键身份" and cfg.get(k) != DEFAULT_OPTIONS[k]}
    out: dict[str, Any] = {"start": start, "setup": setup}
    if options:
        out["options"] = options
    if random:
        out["random"] = random
    return out
