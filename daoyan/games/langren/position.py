"""A 版杀 game that starts mid-game (a scenario's `start:` and `setup.局面`, docs/scenarios.md).

The scenario names the day and stage to begin at (room option 开始于, from `daoyan.scenario`: 白昼, 黄昏 or
早夜; a night is settled as a whole at 凌晨 (7), so it is played from its start) and the position then (room option
局面): who is out, how and on which day, the 警长, the skills used, [寡言], the links that drag outs, yellow cards,
shown cards, the modes chosen at stage 1 and, for a start at 黄昏, the day's standing votes. The deal is the
scenario's own (`setup.identities`, needed by any position, since its entries name cards' skills). Each entry is
checked against what the rules could have reached by then (a [投票出局] needs a 黄昏 passed, one a day; a night's out
needs that night over; a chained out needs its link and its partner out the same day; a position the judge has
already ended is no start); a position they could not reach is refused with the entry named, and nothing runs.

>>> from .board import load_board
>>> deal = ["狼人"] * 4 + ["村民"] * 4 + ["预言家", "女巫", "猎人", "守卫"]
>>> read({"round": 3, "phase": "白昼"}, {"出局": {5: "投票出局", 9: "杀人"}}, load_board("standard"), deal,
...      {})["出局"]
{5: ['投票出局', 2], 9: ['杀人', 2]}
"""

from __future__ import annotations

from typing import Any

from ...core.errors import ConfigError
from ...core.game import Game
from ...core.position import fail as _fail
from ...core.position import seat as _seat
from ...core.position import seat_keys as _map
from ...core.position import seats as _seats
from ...i18n import Seat, Seats, Term
from . import judge as J
from .board import Board
from .book import CHAINS, STAGES
from .state import Char

PHASES = ("白昼", "黄昏", "早夜")  # where a start may be: a night is settled as a whole (凌晨 (7))
ORDER = tuple(s for s in STAGES if s != "游戏开始")
KEYS = ("出局", "警长", "已用", "上次", "寡言", "连带", "黄牌", "翻牌", "模式", "投票")
VOTE_CAUSES = ("投票出局", "冤死")






def _day(v: Any, key: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 1:
        raise _fail(key, f"天数是 ≥1 的整数, 得到 {v!r}", f"a day is a whole number ≥ 1, got {v!r}")
    return v


def stage_of(slot: str) -> str:
    """The stage of a step key: 「午夜(7)」 → 午夜."""
    return slot.split("(")[0]


def passed(day: int, phase: str, stage: str, on: int) -> bool:
    """Whether `stage` of day `on` is over before `phase` of `day` begins."""
    return on < day or (on == day and ORDER.index(stage) < ORDER.index(phase))


def read(start: dict[str, Any] | None, given: Any, board: Board, deal: list[str] | None,
         cfg: dict[str, Any]) -> dict[str, Any]:
    """Check a position against the start, the board and the deal (cards in seat order); returns it with seats as
    ints and every out as [cause, day]."""
    day = int(start["round"]) if start else 1
    phase = str(start.get("phase", "白昼")) if start else "白昼"
    if phase not in PHASES:
        raise ConfigError(f"开始于: 版杀从 {'、'.join(PHASES)} 开始, 得到 {phase!r} (a start is at 白昼, 黄昏 or 早夜: "
                          f"a night is settled as a whole at 凌晨 (7), so it is played from 早夜)")
    given = given or {}
    if not isinstance(given, dict):
        raise ConfigError(f"局面 是一个映射 (the position is a mapping: {', '.join(KEYS)})")
    unknown = sorted(set(given) - set(KEYS))
    if unknown:
        raise ConfigError(f"局面: 未知的键 {unknown}; 可用: {', '.join(KEYS)} (unknown keys)")
    players = board.seats
    if given and deal is None:
        raise ConfigError("局面 需要 setup.identities: 局面写的是哪张身份牌的技能 (a position needs the deal: "
                          "setup.identities)")
    cards = deal or []
    skills = {x: {k.name: k for k in board.roles[cards[x - 1]].skills} for x in range(1, players + 1)} if deal else {}
    every = {k.name: k for r in board.roles.values() for k in r.skills}

    # 出局: {seat: cause} or {seat: [cause, day]}
    outs: dict[int, list[Any]] = {}
    for seat, v in _map(given.get("出局", {}), players, "出局").items():
        cause, on = (v, None) if isinstance(v, str) else (v[0], v[1]) if isinstance(v, list) and len(v) == 2 \
            else (None, None)
        key = f"出局[{seat}]"
        if not isinstance(cause, str) or not (cause in VOTE_CAUSES or cause in ("毒药", "红牌") or cause in CHAINS
                                              or cause in every):
            raise _fail(key, f"出局原因是 投票出局/冤死/毒药/红牌/{'/'.join(CHAINS)} 或本板子的技能名, 得到 {v!r}",
                        "the cause is 投票出局, 冤死, 毒药, 红牌, a chain or a skill of the board; or [cause, day]")
        if cause in VOTE_CAUSES:
            last = day if passed(day, phase, "黄昏", day) else day - 1  # the last 黄昏 over
            where, en = "黄昏", "dusk"
        elif cause == "红牌":
            last = day if phase != "白昼" else day - 1  # a red card comes at a stage's start
            where, en = "阶段", "stage"
        else:
            last = day - 1  # a night's outs: that night over (a shot or chain follows its own cause, checked below)
            where, en = "夜晚", "night"
            if cause in every and every[cause].slot == "out":
                last = day if passed(day, phase, "黄昏", day) else day - 1
                where, en = "黄昏或夜晚", "dusk or night"
        on = last if on is None else _day(on, key)
        if on > last or last < 1:
            raise _fail(key, f"第{on}天的{where}在第{day}天{phase}之前尚未结束", f"day {on}'s {en} is not over yet")
        if cause in every and every[cause].effect not in ("kill", "poison"):
            raise _fail(key, f"<{cause}> 不让角色出局", f"<{cause}> puts nobody out")
        if cause in every and deal and not any(cause in skills[x] for x in skills):
            raise _fail(key, f"本局没有身份牌带<{cause}>", f"no card dealt has <{cause}>")
        outs[seat] = [cause, on]
    for d in range(1, day + 1):
        voted = [x for x, (c, on) in outs.items() if c in VOTE_CAUSES and on == d]
        if len(voted) > 1:
            raise _fail("出局", f"第{d}天有{len(voted)}名角色被投票出局 (每天至多一名)", f"at most one vote-out a day, "
                        f"day {d} has {voted}")

    links: list[tuple[str, int, int]] = []
    raw_links = given.get("连带", [])
    if not isinstance(raw_links, list):
        raise _fail("连带", "应是 [种类, 座位, 座位] 的列表", "a list of [kind, seat, seat]")
    for item in raw_links:
        if not (isinstance(item, list) and len(item) == 3 and item[0] in CHAINS):
            raise _fail("连带", f"[种类, 座位, 座位], 种类是 {'/'.join(CHAINS)}, 得到 {item!r}",
                        f"[kind, seat, seat] with a kind of {', '.join(CHAINS)}")
        a, b = _seat(item[1], players, "连带"), _seat(item[2], players, "连带")
        if a == b or not any(k.effect == "link" and k.params.get("kind") == item[0] for k in every.values()):
            raise _fail("连带", f"{item!r}: 本板子没有造成[{item[0]}]的技能, 或两个座位相同",
                        f"no skill of the board makes [{item[0]}], or the seats are the same")
        links.append((str(item[0]), a, b))
    for kind, a, b in links:  # 连带: when one goes out, so does the other (the same day)
        for x, y in ((a, b), (b, a)):
            if x in outs and y not in outs:
                raise _fail("连带", f"{x}号已出局而与他[{kind}]的{y}号未出局", f"{x} is out but {y}, linked, is not")
    for seat, (cause, on) in outs.items():
        if cause in CHAINS:
            partners = [b if a == seat else a for k, a, b in links if k == cause and seat in (a, b)]
            if not any(p in outs and outs[p][1] == on and outs[p][0] != cause for p in partners):
                raise _fail(f"出局[{seat}]", f"[{cause}]出局需要连带中的另一人同日因其他原因出局",
                            f"a [{cause}] out needs its linked partner out the same day by another cause")

    sheriff = given.get("警长")
    if sheriff is not None:
        sheriff = _seat(sheriff, players, "警长")
        if board.sheriff == "none":
            raise _fail("警长", f"{board.name} 没有警长", f"{board.name} has no 警长")
        if sheriff in outs:
            raise _fail("警长", f"{sheriff}号已出局, 警长已移交或流失", "an out 警长 has handed the badge on")
    elif cfg.get("警长") is not None and (day, phase) != (1, "白昼"):
        raise _fail("警长", "从局面开始时请在 局面.警长 写出当前警长 (而非 setup.警长)",
                    "name the current 警长 in 局面.警长 for a mid-game start")

    def own(seat: int, name: str, key: str) -> Any:
        if name not in skills.get(seat, {}):
            raise _fail(key, f"<{name}> 不是{seat}号身份牌({cards[seat - 1]})的技能",
                        f"<{name}> is not a skill of {seat}'s card")
        return skills[seat][name]

    def reached(sk: Any, seat: int, key: str) -> None:
        if sk.slot == "out":
            if seat not in outs:
                raise _fail(key, f"<{sk.name}> 在出局时发动: {seat}号未出局", f"<{sk.name}> is used on going out")
        elif sk.slot != "游戏开始" and not passed(day, phase, stage_of(sk.slot), 1):
            raise _fail(key, f"<{sk.name}>({sk.slot}) 在第{day}天{phase}之前还没有机会发动",
                        f"<{sk.name}> ({sk.slot}) has had no chance yet")

    used: dict[int, list[str]] = {}
    for seat, names in _map(given.get("已用", {}), players, "已用").items():
        if not isinstance(names, list):
            raise _fail(f"已用[{seat}]", "应是技能名的列表", "a list of skill names")
        for name in names:
            sk = own(seat, name, f"已用[{seat}]")
            if sk.uses != "game":
                raise _fail(f"已用[{seat}]", f"<{name}> 不是每局限一次的技能", f"<{name}> is not once a game")
            reached(sk, seat, f"已用[{seat}]")
        used[seat] = [str(n) for n in names]
    previous: dict[int, dict[str, list[int]]] = {}
    for seat, m in _map(given.get("上次", {}), players, "上次").items():
        if not isinstance(m, dict):
            raise _fail(f"上次[{seat}]", "应是 技能: [夜, 目标] 的映射", "a mapping skill: [night, target]")
        for name, v in m.items():
            sk = own(seat, str(name), f"上次[{seat}]")
            if not (isinstance(v, list) and len(v) == 2):
                raise _fail(f"上次[{seat}]", f"<{name}>: [第几夜, 目标座位], 得到 {v!r}", "[night, target seat]")
            night, target = _day(v[0], f"上次[{seat}]"), _seat(v[1], players, f"上次[{seat}]")
            if sk.slot in ("out", "游戏开始") or not passed(day, phase, stage_of(sk.slot), night):
                raise _fail(f"上次[{seat}]", f"第{night}夜的<{name}>尚未发生", f"night {night}'s <{name}> is not over")
            previous.setdefault(seat, {})[str(name)] = [night, target]
    silenced: dict[int, Any] = {}
    for seat, v in _map(given.get("寡言", {}), players, "寡言").items():
        permanent = v == "永久"
        if not permanent:
            v = _day(v, f"寡言[{seat}]")
            if v != day or v < 2 or phase == "早夜":
                raise _fail(f"寡言[{seat}]", f"[寡言]的讨论日是开始的这一天 (≥2, 从白昼或黄昏开始), 得到 {v!r}",
                            "the silenced discussion day is the start's (day 2 on, a start at 白昼 or 黄昏)")
        if not any(k.effect == "silence" and bool(k.params.get("permanent")) == permanent for k in every.values()):
            raise _fail(f"寡言[{seat}]", "本板子没有这样的[寡言]技能", "no skill of the board silences so")
        silenced[seat] = "永久" if permanent else v
    yellow: dict[int, list[int]] = {}
    limit = int(cfg.get("黄牌转红牌") or 0)
    for seat, days in _map(given.get("黄牌", {}), players, "黄牌").items():
        if not isinstance(days, list):
            raise _fail(f"黄牌[{seat}]", "应是天数的列表", "a list of days")
        ds = sorted({_day(d, f"黄牌[{seat}]") for d in days})
        if ds and not passed(day, phase, "白昼", ds[-1]):
            raise _fail(f"黄牌[{seat}]", f"第{ds[-1]}天的白昼尚未结束", f"day {ds[-1]}'s 白昼 is not over")
        if limit and len(ds) >= limit and outs.get(seat, [None])[0] != "红牌":
            raise _fail(f"黄牌[{seat}]", f"{len(ds)}张黄牌已转为红牌 (黄牌转红牌: {limit}): 应已红牌出局",
                        f"{len(ds)} yellow cards make a red card: {seat} would be out by 红牌")
        yellow[seat] = ds
    shown = _seats(given.get("翻牌", []), players, "翻牌")
    if shown and not any(k.effect == "flip" for k in every.values()):
        raise _fail("翻牌", "本板子没有翻牌的技能", "no skill of the board shows a card")
    modes: dict[str, str] = {}
    raw_modes = given.get("模式", {})
    if not isinstance(raw_modes, dict):
        raise _fail("模式", "应是 身份: 模式 的映射", "a mapping role: mode")
    for role, mode in raw_modes.items():
        sk = next((k for k in board.roles[role].skills if k.effect == "mode"), None) if role in board.roles else None
        if sk is None or mode not in sk.params["modes"] or (deal is not None and role not in cards):
            raise _fail(f"模式[{role}]", f"{role} 没有模式 {mode!r}", f"{role} has no mode {mode!r}")
        modes[str(role)] = str(mode)
    votes: dict[int, Any] = {}
    if given.get("投票"):
        if phase != "黄昏":
            raise _fail("投票", "只有从黄昏开始时才有当天的投票", "the day's votes stand only for a start at 黄昏")
        for voter, target in _map(given["投票"], players, "投票").items():
            if voter in outs:
                raise _fail(f"投票[{voter}]", f"{voter}号已出局", f"{voter} is out")
            if target != "弃权":
                target = _seat(target, players, f"投票[{voter}]")
                if target in outs:
                    raise _fail(f"投票[{voter}]", f"{target}号已出局", f"{target} is out")
            votes[voter] = target
    pos = {"出局": outs, "警长": sheriff, "已用": used, "上次": previous, "寡言": silenced, "连带": links,
           "黄牌": yellow, "翻牌": shown, "模式": modes, "投票": votes, "day": day, "phase": phase}
    if deal is not None and outs:
        over = J.judge(_snapshot(board, cards, pos), J.Board(
            seats=board.seats, wolf_min=board.wolf_min, village_min=board.village_min,
            special_win=board.special_win, third_party=dict(board.third_party)),
            J.Settings(all_lost=cfg.get("全灭", "draw"), tucheng_timing=cfg.get("屠城判定", "instant"),
                       scaling_from_20=cfg.get("人数递增", "increments")))
        if over.ended:
            raise _fail("出局", f"这个局面游戏已结束 ({over.winner or '无人获胜'}): 不是开局的地方",
                        f"the game is already over here ({over.winner or 'no winner'})")
    return pos


def _snapshot(board: Board, cards: list[str], pos: dict[str, Any]) -> J.Snapshot:
    chars = [J.Char(seat=x, name=f"{x}号", faction=board.roles[c].faction, identity=c, home=board.roles[c].faction,
                    alive=x not in pos["出局"], silenced_forever=pos["寡言"].get(x) == "永久",
                    tags=board.roles[c].tags, dealt=c, red_carded=pos["出局"].get(x, [None])[0] == "红牌")
             for x, c in enumerate(cards, start=1)]
    return J.Snapshot(chars=chars, lost=frozenset(), in_play=frozenset(board.roles[c].faction for c in cards),
                      counters={}, plugin_wins={}, sheriff=pos["警长"])


def apply(g: Game, s: Any, pos: dict[str, Any]) -> None:
    """Lay the position over the dealt state (an `LState`): everybody reads who is out (the 公示 named them, [投票出局]
    apart), the 警长, shown cards, and the day's votes (the vote thread is public); each seat is told its own part (its
    used skills, its links, its [寡言]); the 导演's record holds the whole."""
    day, phase = pos["day"], pos["phase"]
    periods: list[list[int]] = []
    for d in range(1, day + 1):
        periods.append([x for x, (c, on) in pos["出局"].items() if on == d and c in (*VOTE_CAUSES, "红牌")])
        periods.append([x for x, (c, on) in pos["出局"].items() if on == d and c not in (*VOTE_CAUSES, "红牌")])
    finished = 2 * (day - 1) + (1 if phase == "早夜" else 0)  # the days and nights over
    s.periods = periods[:finished]
    s.period_outs = periods[finished] if finished < len(periods) and phase == "黄昏" else []
    for seat, (cause, on) in sorted(pos["出局"].items()):
        c: Char = s.chars[seat]
        c.alive, c.out_cause, c.out_day, c.red = False, cause, on, cause == "红牌"
        s.announced.add(seat)
    for seat, names in pos["已用"].items():
        s.chars[seat].spent.update(names)
        g.tell([seat], "局面: 你已用过 {skills}", {"spent": names}, skills="、".join(f"<{n}>" for n in names))
    for seat, m in pos["上次"].items():
        s.chars[seat].last.update({k: (v[0], v[1]) for k, v in m.items()})
    for seat, v in pos["寡言"].items():
        if v == "永久":
            s.chars[seat].silenced_forever = True
        else:
            s.chars[seat].silenced_day = v
        g.tell([seat], "你进入[寡言]状态。", {"寡言": seat})
    for kind, a, b in pos["连带"]:
        s.links.append((kind, a, b))
        g.tell([a, b], "你与{other}处于[{kind}]状态。", {"link": kind, "pair": [a, b]}, other=Seats([a, b]),
               kind=Term(kind))
    for seat, days in pos["黄牌"].items():
        s.chars[seat].yellow = list(days)
    for seat in pos["翻牌"]:
        s.chars[seat].revealed = True
        g.say("{seat}翻牌: {name}", {"flip": seat, "card": s.chars[seat].card}, seat=Seat(seat),
              name=Term(s.chars[seat].card))
    for role, mode in pos["模式"].items():
        sk = next(k for k in s.board.roles[role].skills if k.effect == "mode")
        s.modes[role] = mode
        for skill, fields in (sk.params["modes"][mode] or {}).items():
            s.overrides[str(skill)] = dict(fields)
    s.sheriff = pos["警长"]
    s.votes = dict(pos["投票"])
    voted = sorted(x for x, (c, _) in pos["出局"].items() if c in VOTE_CAUSES)
    others = sorted(x for x, (c, _) in pos["出局"].items() if c not in VOTE_CAUSES)
    g.say("局面: 第{day}天{phase}开始; 投票出局: {votes}; 其他原因出局: {others}; 警长: {sheriff}",
          {"局面": {"day": day, "phase": phase, "vote": voted, "other": others, "警长": s.sheriff,
                  "yellow": {str(k): v for k, v in pos["黄牌"].items()},
                  "votes": {str(k): v for k, v in pos["投票"].items()}}},
          day=day, phase=Term(phase), votes=Seats(voted), others=Seats(others),
          sheriff=Seat(s.sheriff) if s.sheriff is not None else Term("无"))
    g.note("局面: {what}", {"局面": {k: v for k, v in pos.items() if k not in ("day", "phase")}},
           what=str({k: v for k, v in pos.items() if v not in (None, [], {}) and k not in ("day", "phase")}))


def export(g: Game) -> dict[str, Any]:
    """A running game's position between stages as `setup:` keys (identities and 局面) and its `start:` (the next day's
    白昼 once a day is over, else the next stage where a start may be)."""
    s = g.state
    done = ORDER.index(g.phase) if g.phase in ORDER else -1
    nxt = next((p for p in ORDER[done + 1:] if p in PHASES), None)
    start = {"day": g.round, "phase": nxt} if nxt else {"day": g.round + 1, "phase": "白昼"}
    pos: dict[str, Any] = {
        "出局": {x: [c.out_cause, c.out_day] for x, c in s.chars.items() if not c.alive},
        "警长": s.sheriff,
        "已用": {x: sorted(c.spent) for x, c in s.chars.items() if c.spent},
        "上次": {x: {k: list(v) for k, v in c.last.items()} for x, c in s.chars.items() if c.last},
        "寡言": {x: "永久" if c.silenced_forever else c.silenced_day for x, c in s.chars.items()
               if c.silenced_forever or (c.silenced_day is not None and c.silenced_day >= start["day"])},
        "连带": [list(x) for x in s.links],
        "黄牌": {x: list(c.yellow) for x, c in s.chars.items() if c.yellow},
        "翻牌": [x for x, c in s.chars.items() if c.revealed],
        "模式": dict(s.modes),
        "投票": {x: t for x, t in s.votes.items()} if start["phase"] == "黄昏" else {}}
    return {"start": start, "setup": {"identities": {x: c.dealt for x, c in s.chars.items()},
                                      "局面": {k: v for k, v in pos.items() if v not in (None, [], {})}}}
