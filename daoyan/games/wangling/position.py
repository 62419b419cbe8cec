"""A game of 《亡灵低语2.x》 that starts mid-game (a scenario's `start:` and `setup.局面`, docs/scenarios.md).

A rules question usually starts on day 5: the scenario names the day and phase to begin at (room option 开始于, from
`daoyan.scenario`) and the position then (room option 局面): who is out and how, who has flipped, the 死亡圣器 (holder,
master, nights held, the <诅咒> count), the 神眷者, the <限定> skills used and the other marks. The deal is the
scenario's own (`setup.identities`) or the seed's. Each entry is checked against what the rules could have reached by
then (「第一天白天结算时…当选神眷者」 needs day 1's vote to be over; a <认主> master needs two complete nights; …); a
position they could not reach is refused with the entry named, and nothing runs.

>>> read({"round": 3, "phase": "夜晚"}, {"出局": {4: "投票"}, "圣器": 1}, 21, ["牧师"] * 21)["出局"]
{4: '投票'}
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
from .identities import IDENTITY, flipped
from .skills import holders, skills_of
from .state import WState

PHASES = ("白天", "夜晚")
KEYS = ("出局", "翻转", "圣器", "主人", "认主夜数", "诅咒次数", "神眷者", "已用", "防反", "拓印", "轻袭", "祝福",
        "牵制", "夜之牙")
HOW = ("投票", "夜晚", "陷阱")  # voted out; out at a night's end; out to a day <陷阱>






def read(start: dict[str, Any] | None, given: Any, players: int, names: list[str]) -> dict[str, Any]:
    """Check a position against the start and the deal (`names`, seat order); returns it with seats as ints."""
    day = int(start["round"]) if start else 1
    phase = str(start.get("phase", "白天")) if start else "白天"
    if phase not in PHASES:
        raise ConfigError(f"开始于: 亡灵低语的阶段是 白天 或 夜晚, 得到 {phase!r} (a phase is 白天 or 夜晚)")
    given = given or {}
    if not isinstance(given, dict):
        raise ConfigError("局面 是一个映射 (the position is a mapping: 出局, 翻转, 圣器, …)")
    unknown = sorted(set(given) - set(KEYS))
    if unknown:
        raise ConfigError(f"局面: 未知的键 {unknown}; 可用: {', '.join(KEYS)} (unknown keys)")
    begun = (day, PHASES.index(phase)) > (1, 0)  # anything at all has happened
    if given and not begun:
        raise ConfigError("局面: 从第1天白天开始时, 游戏尚未发生任何事 "
                          "(a game starting on day 1's 白天 has no position)")
    nights = day - 1  # nights over before the start
    votes = max(0, day - 2) + (1 if phase == "夜晚" and day >= 2 else 0)  # vote-outs possible: from day 2's vote
    out = {k: v for k, v in _map(given.get("出局", {}), players, "出局").items()}
    for seat, how in out.items():
        if how not in HOW:
            raise _fail(f"出局[{seat}]", f"出局方式是 {'/'.join(HOW)}, 得到 {how!r}", f"how is {'/'.join(HOW)}")
    by = {h: [s for s, x in out.items() if x == h] for h in HOW}
    if len(by["投票"]) > votes:
        raise _fail("出局", f"第{day}天{phase}之前只有 {votes} 次投票能出局 (第一天投票不出局), 得到 {len(by['投票'])}",
                    f"only {votes} vote(s) could put someone out before day {day} {phase}; day 1's puts nobody out")
    if len(by["陷阱"]) > len(by["投票"]):
        raise _fail("出局", "白天<陷阱>的出局需要游荡者白天出局 (每次陷阱一人)", "each day trap out needs a day out")
    if by["夜晚"] and nights < 1:
        raise _fail("出局", f"第{day}天之前没有结束的夜晚", f"no night has ended before day {day}")
    flips = _seats(given.get("翻转", []), players, "翻转")
    for seat in flips:
        if flipped(names[seat - 1]) == names[seat - 1]:
            raise _fail(f"翻转[{seat}]", f"{names[seat - 1]} 没有亡灵身份", f"{names[seat - 1]} has no 亡灵 identity")
    holder = given.get("圣器")
    if begun and "圣器" not in given:  # (null: nobody, when every living character was a 恶徒 at <藏匿>)
        raise _fail("圣器", "第一日白天结束时<藏匿>已把[死亡圣器]交出: 请写出持有者",
                    "<藏匿> gave the 圣器 at day 1's end: name its holder")
    if holder is not None:
        holder = _seat(holder, players, "圣器")
        if holder in out:
            raise _fail("圣器", f"{holder}号已出局, 不能持有[死亡圣器] (<馈赠>已交出)",
                        "an out character holds nothing")
    master = given.get("主人")
    if master is not None:
        master = _seat(master, players, "主人")
        need = 1 if names[master - 1] == "贵族" else 2  # 血统: 「一个完整夜晚」
        if nights < need:
            raise _fail("主人", f"<认主>需要连续{need}个完整的夜晚, 第{day}天之前只结束了{nights}个",
                        f"<认主> needs {need} complete nights; {nights} ended before day {day}")
    held = given.get("认主夜数", 0)
    if isinstance(held, bool) or not isinstance(held, int) or held < 0 or held > nights:
        raise _fail("认主夜数", f"应是 0–{nights} 的整数 (已结束的夜晚数), 得到 {held!r}",
                    f"a whole number 0–{nights} (the nights over), got {held!r}")
    if held and holder is None:
        raise _fail("认主夜数", "没有持有者, 无夜可计", "no holder to count nights for")
    if holder is not None and held >= (1 if names[holder - 1] == "贵族" else 2) and master != holder:
        raise _fail("认主夜数", f"{holder}号已持有{held}个完整夜晚: 应已成为主人 (写 主人: {holder})",
                    f"{held} nights held: {holder} would be the master already")
    wraiths = sum(1 for s in flips if flipped(names[s - 1]) == "恶灵")
    curse = given.get("诅咒次数", 3)
    if isinstance(curse, bool) or not isinstance(curse, int) or not 0 <= curse <= 3 + wraiths:
        raise _fail("诅咒次数", f"应是 0–{3 + wraiths} 的整数 (初始3次, 每个诞生的恶灵+1), 得到 {curse!r}",
                    f"0–{3 + wraiths} (3, +1 per 恶灵 born), got {curse!r}")
    chosen = given.get("神眷者")
    if chosen is not None:
        chosen = _seat(chosen, players, "神眷者")
        if chosen in out:
            raise _fail("神眷者", f"{chosen}号已出局: <传承>已交出神眷者", "an out 神眷者 has passed it on (<传承>)")
    used = {s: v for s, v in _map(given.get("已用", {}), players, "已用").items()}
    for seat, skills in used.items():
        own = {k.name: k for n in (names[seat - 1], flipped(names[seat - 1])) for k in IDENTITY[n].skills}
        if not isinstance(skills, list):
            raise _fail(f"已用[{seat}]", "应是技能名的列表", "a list of skill names")
        for name in skills:
            if name not in own or not own[name].once:
                raise _fail(f"已用[{seat}]", f"<{name}> 不是{names[seat - 1]}的<限定>技能",
                            f"<{name}> is not a <限定> skill of {seat}'s identity")
        if skills and nights < 1 and phase == "白天":
            raise _fail(f"已用[{seat}]", "还没有过夜晚", "no night has passed")
    fangfan = _seats(given.get("防反", []), players, "防反")
    for seat in fangfan:
        if names[seat - 1] != "剑士" or nights < 1:
            raise _fail("防反", f"{seat}号不是已度过夜晚的剑士", f"{seat} is no 剑士 after a night")
    copied = _map(given.get("拓印", {}), players, "拓印")
    for seat, name in copied.items():
        if names[seat - 1] != "学者" or nights < 1:
            raise _fail(f"拓印[{seat}]", f"{seat}号不是已度过夜晚的学者", f"{seat} is no 学者 after a night")
        if not any(k.name == name and not k.team for i in IDENTITY.values() if i.human for k in i.skills):
            raise _fail(f"拓印[{seat}]", f"<{name}> 不是人类身份的非<团队>技能", f"<{name}> is no copiable skill")
    qingxi = _map(given.get("轻袭", {}), players, "轻袭")
    for seat, night in qingxi.items():
        if names[seat - 1] != "骑兵" or not isinstance(night, int) or not 1 <= night <= nights:
            raise _fail(f"轻袭[{seat}]", f"骑兵上次<轻袭>的夜晚 (1–{nights})",
                        f"the 骑兵's last <轻袭> night (1–{nights})")
    blessed = given.get("祝福")
    if blessed is not None:
        blessed = _seat(blessed, players, "祝福")
        if nights < 1:
            raise _fail("祝福", "还没有过夜晚", "no night has passed")
    units = given.get("牵制", [])
    if not isinstance(units, list) or not all(isinstance(u, int) and 1 <= u <= (nights + 1) // 2 for u in units):
        raise _fail("牵制", f"已用过<牵制>的计数单位 (1–{(nights + 1) // 2}; 第1、2夜为单位1)",
                    "the <牵制> units used (nights 1–2 are unit 1)")
    fangs = _seats(given.get("夜之牙", []), players, "夜之牙")
    for seat in fangs:
        if seat not in out:
            raise _fail("夜之牙", f"{seat}号未出局: <夜之牙>只选已出局角色", "<夜之牙> chooses out characters only")
    return {"出局": out, "翻转": flips, "圣器": holder, "主人": master, "认主夜数": held, "诅咒次数": curse,
            "神眷者": chosen, "已用": used, "防反": fangfan, "拓印": copied, "轻袭": qingxi, "祝福": blessed,
            "牵制": units, "夜之牙": fangs, "day": day, "phase": phase}


def apply(g: Game, s: WState, pos: dict[str, Any]) -> None:
    """Lay the position over the dealt state; the 导演's record holds it, each seat is told its own part (its flip,
    the 圣器, the 神眷者 it is), and everybody reads who is out and the 神眷者, as posted before the start."""
    for seat in pos["翻转"]:
        c = s.chars[seat]
        c.identity = flipped(c.dealt)
        g.tell([seat], "局面: 你已翻转为{name}", {"flip": c.identity, "why": "局面"}, name=Term(c.identity))
    teams = sorted({k.name for x in pos["翻转"] for k in skills_of(s, x) if k.team})
    for name in teams:  # 「标明<团队>的技能拥有者互知共群」: the groups as they are now (a 活尸's <啃咬>)
        group = holders(s, name)
        g.tell(group, "<{skill}>的拥有者: {seats}", {"group": name, "seats": group}, label=name, skill=Term(name),
               seats=Seats(group))
    for seat in sorted(pos["出局"]):
        c = s.chars[seat]
        c.out, c.out_as = True, c.identity
    for seat, skills in pos["已用"].items():
        s.chars[seat].spent.update(skills)
    for seat in pos["防反"]:
        s.chars[seat].fangfan_spent = True
    for seat, name in pos["拓印"].items():
        s.chars[seat].copied = next(k for i in IDENTITY.values() for k in i.skills if k.name == name and not k.team)
    for seat, night in pos["轻袭"].items():
        s.chars[seat].last_qingxi = night
    s.shengqi, s.master, s.held_nights = pos["圣器"], pos["主人"], pos["认主夜数"]
    s.curse_left, s.shenjuanzhe, s.blessed_last = pos["诅咒次数"], pos["神眷者"], pos["祝福"]
    s.qianzhi_units = set(pos["牵制"])
    s.yezhiya_used = set(pos["夜之牙"])
    s.posted_outs = sorted(pos["出局"])
    s.posted_shenjuanzhe = pos["神眷者"]
    if s.shengqi is not None:
        g.tell([s.shengqi], "局面: 你持有[死亡圣器]", {"shengqi": s.shengqi, "how": "局面"})
    if s.master is not None:
        g.tell([s.master], "<认主>: 你成为[死亡圣器]的主人。", {"master": s.master})
    outs = sorted(pos["出局"])
    g.say("局面: 第{day}天{phase}开始; 已出局: {seats}; 神眷者: {chosen}",
          {"局面": {"day": pos["day"], "phase": pos["phase"], "out": outs, "shenjuanzhe": s.shenjuanzhe}},
          day=pos["day"], phase=Term(pos["phase"]), seats=Seats(outs),
          chosen=Seat(s.shenjuanzhe) if s.shenjuanzhe is not None else Term("无"))
    g.note("局面: {what}", {"局面": {k: v for k, v in pos.items() if k not in ("day", "phase")}},
           what=str({k: v for k, v in pos.items() if v not in (None, [], {}) and k not in ("day", "phase")}))


def export(g: Game) -> dict[str, Any]:
    """A running game's position as `setup:` keys (identities and 局面) and its `start:`: the next phase to play."""
    s = g.state
    assert isinstance(s, WState)
    start = {"day": g.round + (1 if g.phase == "夜晚" else 0), "phase": "白天" if g.phase == "夜晚" else "夜晚"}
    pos: dict[str, Any] = {
        "出局": {x: "夜晚" for x, c in s.chars.items() if c.out},
        "翻转": [x for x, c in s.chars.items() if c.identity != c.dealt],
        "圣器": s.shengqi, "主人": s.master, "认主夜数": s.held_nights, "诅咒次数": s.curse_left,
        "神眷者": s.shenjuanzhe,
        "已用": {x: sorted(c.spent) for x, c in s.chars.items() if c.spent},
        "防反": [x for x, c in s.chars.items() if c.fangfan_spent],
        "拓印": {x: c.copied.name for x, c in s.chars.items() if c.copied is not None},
        "轻袭": {x: c.last_qingxi for x, c in s.chars.items() if c.last_qingxi},
        "祝福": s.blessed_last, "牵制": sorted(s.qianzhi_units), "夜之牙": sorted(s.yezhiya_used)}
    return {"start": start, "setup": {"identities": {x: c.dealt for x, c in s.chars.items()},
                                      "局面": {k: v for k, v in pos.items()
                                             if v not in (None, [], {}, 0) or k in ("圣器", "诅咒次数")}}}

