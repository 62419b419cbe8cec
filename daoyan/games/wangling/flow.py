"""游戏流程 of 《亡灵低语2.x》 (002_df7a4ea6bd54eb52.txt), in the book's order: 「游戏按照游戏日循环进行」 —
白天开始阶段, 白天自由讨论&投票阶段, 白天结算阶段; 夜晚开始阶段, 夜晚发动技能阶段 (提前, 即时, 正常), 夜晚结算阶段,
夜晚结束阶段. In progress (issue 6): docs/rulings/wangling.md says what is built and what is not."""

from __future__ import annotations

from typing import Any

from ...core.ask import HOST_SEAT, Answer, Ask
from ...core.errors import ConfigError
from ...core.events import Flow
from ...core.game import PACE, ROUND_END, Game
from ...i18n import Listing, Phrase, Seat, Seats, Term, Terms
from . import (
    i18n_en,  # noqa: F401  -- imported for its registrations: the English of every line, prompt and word
    position,
)
from .deadlines import deadline
from .forum import bbcode, bulletin, joined
from .identities import CAMP_NAME, IDENTITY, WANGLING, Skill, flipped
from .settle import Damage, Night, blessed, settle
from .skills import INSTANT, NORMAL, has, holders, immune_to_curse, night_users, skills_of, spent
from .state import Bulletin, WState
from .victory import winners
from .vote import tally

GIVE_UP: Answer = {"choice": "放弃"}
RANDOM: Answer = {"choice": "导演随机"}  # a <强制> choice not made in time: 「导演代之随机选择」
DONE: Answer = {"choice": "完成"}
ABSTAIN = "弃权"
UNDEAD = frozenset(i.name for i in IDENTITY.values() if i.camp == WANGLING)


def state(g: Game) -> WState:
    s = g.state
    assert isinstance(s, WState)
    return s


# -- helpers ---------------------------------------------------------------------------------------------------------
def targets(s: WState, *, others_of: int | None = None, out: bool = False) -> list[int]:
    """「已经公示的出局角色不属于游戏范畴，不允许被选为技能或投票的目标」: the living (`out`: the out, for
    <安葬>/<夜之牙>). A 虚体 恶灵 counts as out (A-WL-12)."""
    return [x for x, c in sorted(s.chars.items()) if c.out == out and x != others_of]


def skill_ask(g: Game, seat: int, name: str, prompt: str, options: list[Answer], forced: bool,
              speech: dict[str, Any] | None = None, **params: Any) -> Ask:
    """The ask of one skill: a <强制> one cannot be declined (「不允许放弃发动」) and its default is the 导演's
    random pick (「在时限之后…导演代之随机选择」); any other may be declined (its default)."""
    opts = [*options, RANDOM] if forced else [GIVE_UP, *options]
    limit, from_close = deadline(name, g.config, g.phase)
    return Ask(seat, name, prompt, opts, RANDOM if forced else GIVE_UP, round=g.round, phase=g.phase,
               deadline=limit, deadline_from_phase=from_close, prompt_params=params or None,
               unordered_target=name == "诈骗",  # <夜之牙>'s [out, living] is ordered
               speech=speech is not None, **(speech or {}))


def pick_of(g: Game, answer: Answer, options: list[Answer], name: str) -> Answer | None:
    """The answer to act on: 放弃 → None; 导演随机 → a random option (a logged chance draw)."""
    if answer == GIVE_UP:
        return None
    if answer == RANDOM:
        return g.chance.choice(name, options) if options else None
    return answer


def choose(g: Game, seat: int, name: str, prompt: str, options: list[Answer], forced: bool = False,
           **params: Any) -> Flow:
    """Ask `seat` one skill's choice (a 挂机 character's <强制> choice is the 导演's at once); returns the pick or
    None."""
    s = state(g)
    if not options:
        return None
    if s.chars[seat].afk:
        return g.chance.choice(name, options) if forced else None
    got = yield [skill_ask(g, seat, name, prompt, options, forced, **params)]
    return pick_of(g, got[seat], options, name)


def flip(g: Game, seat: int, why: str) -> None:
    """翻转身份: a human flips to his 亡灵 identity; a 亡灵 flips back to the human identity he was dealt (A-WL-10).
    「该角色受到通知，失去当前所有身份技能，失去的技能效果全部终止，并获得对应身份的身份技能。」"""
    s = state(g)
    c = s.chars[seat]
    teams_before = {k.name for k in skills_of(s, seat) if k.team}
    c.identity = flipped(c.dealt) if c.camp != WANGLING else c.dealt
    c.copied = None
    g.tell([seat], "你翻转了身份 ({why}): 现在是{name}", {"flip": c.identity, "why": why}, why=Term(why),
           name=Term(c.identity))
    # 「标明<团队>的技能拥有者互知共群」: whoever holds a <团队> skill the flip gave or took learns its group as it is
    # now (a new 活尸 and the 活尸 before him learn each other; those left behind learn he is gone)
    for name in sorted(teams_before | {k.name for k in skills_of(s, seat) if k.team}):
        group = holders(s, name)
        if group:
            g.tell(group, "<{skill}>的拥有者: {seats}", {"group": name, "seats": group}, label=name,
                   skill=Term(name), seats=Seats(group))
    if c.identity == "恶灵":  # 灵能<强制>：恶灵诞生时，[死亡圣器]的<诅咒>技能次数+1。
        s.curse_left += 1
    if c.identity == "夜行怪" and s.shengqi is not None:  # 夜之眼<强制>
        g.tell([seat], "<夜之眼>: [死亡圣器]的持有者是{name}", {"夜之眼": s.chars[s.shengqi].identity},
               name=Term(s.chars[s.shengqi].identity))


def give_shengqi(g: Game, seat: int, how: str) -> None:
    s = state(g)
    if s.shengqi != seat:
        s.shengqi, s.held_nights = seat, 0
        s.shengqi_moves += 1
    g.tell([seat], "你获得了[死亡圣器] ({how})", {"shengqi": seat, "how": how}, how=Term(how))


def red_cards(g: Game, day: int, phase: str) -> None:
    """「被红牌罚下的角色自动进入挂机状态。挂机状态的存活角色属于游戏范畴，允许被选为技能或投票的目标，但不能继续参与
    讨论、投票、行使特权，但有群的角色从自已所在的群中立即移除。」 (setting 红牌: the 导演's cards, by day and phase)"""
    s = state(g)
    for key, (d, p) in sorted(g.config["红牌"].items(), key=lambda kv: int(kv[0])):
        c = s.chars[int(key)]
        if d == day and p == phase and not c.afk:
            c.afk = True
            g.say("{seat}被红牌罚下，进入挂机状态。", {"afk": c.seat}, seat=Seat(c.seat))


def check_victory(g: Game) -> bool:
    """「执行一次胜利阵营判定」: every camp whose condition holds wins (A-WL-2)."""
    won = winners(state(g))
    if won:
        names = Terms(CAMP_NAME[w] for w in won)  # 【莱恩阵营】、【圣殿阵营】
        g.say("游戏结束: {names}获胜。", {"winners": won}, kind="result", names=names)
        g.end("、".join(won), "{names}达成胜利条件", names=names)
        return True
    return False


def go_out(g: Game, seat: int) -> None:
    c = state(g).chars[seat]
    c.out, c.out_as = True, c.identity


# -- the game --------------------------------------------------------------------------------------------------------
def play(g: Game) -> Flow:
    from .setup import deal

    g.state = deal(g, g.config.get("identities"))
    last = g.config["最多天数"]
    pos = g.config.get("局面")  # a scenario that starts mid-game (position.py)
    first, at_night = (pos["day"], pos["phase"] == "夜晚") if pos else (1, False)
    if pos:
        g.round = first
        position.apply(g, g.state, pos)
    for day in range(first, last + 1):
        g.round = day
        if not (at_night and day == first):
            yield from daytime(g, day)
            if g.finished:
                return
            yield []  # the end of a phase: scenarios may stop here (`until: {day, phase}`)
        yield from night(g, day)
        if g.finished:
            return
        if day < last:  # a 公示 comes at the next day's 开门: its 晨报 is written now (W-MP1)
            yield from morning_paper(g, day + 1)
        yield ROUND_END  # the day's end: `until: {day: N}` stops here
    g.say("已进行{n}天，游戏结束，无人获胜。", {"最多天数": last}, kind="result", n=last)
    g.end(None, "已进行{n}天", n=last)


# -- the day ---------------------------------------------------------------------------------------------------------
def daytime(g: Game, day: int) -> Flow:
    s = state(g)
    g.phase = "白天"
    red_cards(g, day, g.phase)
    # 白天开始阶段: 结算白天开始的技能：<夜之心><追踪>
    for seat in s.seats_of("夜行怪"):
        others = [x for x in s.living() if s.chars[x].undead and s.chars[x].identity != "夜行怪"]
        if not s.chars[seat].out and not others:
            flip(g, seat, "夜之心")
    if s.shengqi is not None and s.chars[s.shengqi].identity != "恶徒":  # A-WL-11
        # 伪装: a 恶徒 turned 活尸 keeps his <团队> <追踪> (「不会失去原身份的<团队>技能」)
        thugs = [x for x in s.living() if s.chars[x].acting and has(s, x, "追踪")]
        if thugs:
            g.tell(thugs, "<追踪>: [死亡圣器]的持有者是{seat}", {"追踪": s.shengqi}, label="恶徒", seat=Seat(s.shengqi))
    # 公示 — 「第一个游戏日白天不会公示任何内容」
    if day > 1:
        b = s.bulletin
        g.say("{post}", {"公示": {"day": day, "day_outs": b.day_outs, "night_outs": b.night_outs,
                                  "last_words": {str(k): v for k, v in b.last_words.items()},
                                  "shenjuanzhe": s.shenjuanzhe, "quanshi": b.quanshi, "jianhen": b.jianhen,
                                  "晨报": b.paper}},
              kind="announce", post=bulletin(day, b, s.shenjuanzhe))  # forum.post in each language
        s.posted_outs += b.night_outs
        s.posted_shenjuanzhe = s.shenjuanzhe
        s.bulletin = Bulletin()
    # 白天自由讨论&投票阶段 (「此外，守夜人可以发动<夜之躯>」)
    voters = [x for x, c in sorted(s.chars.items()) if c.votes]
    ballot_options: list[Answer] = [{"target": ABSTAIN}, *({"target": t} for t in targets(s))]
    asks = []
    for seat in voters:
        opts = list(ballot_options)
        if has(s, seat, "夜之躯"):
            opts += [{"skill": "夜之躯", **o} for o in ballot_options]
        limit, from_open = deadline("投票", g.config, g.phase)  # the vote closes at 关门
        asks.append(Ask(seat, "投票", "投票 (每名角色计有一票)", opts, {"target": ABSTAIN}, round=day, phase=g.phase,
                        deadline=limit, deadline_from_phase=from_open, public=True, also=("夜之躯",)))
    got = yield asks if asks else []
    ballots = []
    for when, (seat, a) in enumerate((got or {}).items()):  # in the order they came: 「最先达到」 (A-WL-17)
        if a.get("skill") == "夜之躯":  # 夜之躯<普通>：守夜人即时翻转身份
            flip(g, seat, "夜之躯")
        ballots.append((float(when), seat, None if a["target"] == ABSTAIN else int(a["target"])))
    valid = set(voters) if s.quanshi is None else set(voters) & set(s.quanshi)
    s.quanshi = None
    t = tally(ballots, valid, day, s.shenjuanzhe)
    counts = joined([Phrase("{seat} {n}票", seat=Seat(k), n=v) for k, v in sorted(t.counts.items())], "; ", Term("无"))
    # 白天结算阶段
    if day == 1:  # 「特别的，第一个游戏日白天不会公示任何内容，第一天投票有其他作用。」 (W-D1)
        g.note("投票结果: {counts}", {"votes": {str(k): v for k, v in t.counts.items()}}, counts=counts)
        if t.chosen is not None:
            s.shenjuanzhe = t.chosen  # the 神眷者 is told (his 神恩/传承 are his); everybody reads it in day 2's 公示
            g.tell([t.chosen], "你当选神眷者。", {"shenjuanzhe": t.chosen})
            g.note("{seat}当选神眷者。", {"shenjuanzhe": t.chosen}, seat=Seat(t.chosen))
        yield from hide_shengqi(g)
        check_victory(g)
        return
    g.say("投票结果: {counts}", {"votes": {str(k): v for k, v in t.counts.items()}}, kind="result", counts=counts)
    out = t.chosen
    yield PACE  # a hidden step: <诡辩> (its holder is a secret; PACE: docs/security.md)
    if s.guibian is not None and s.guibian[1] in t.top and s.chars[s.guibian[0]].acting \
            and has(s, s.guibian[0], "诡辩"):  # <诡辩> (a flip since ends it: 「失去的技能效果全部终止」)
        pick = yield from choose(g, s.guibian[0], "诡辩", "<诡辩>: 选择代替所有高票角色出局的角色",
                                 [{"target": x} for x in targets(s)])
        if pick is not None:
            out = int(pick["target"])
    s.guibian = None
    if out is None:
        g.say("无人出局 ({why})。", {"out": None}, kind="result", why=Phrase(t.why))  # vote.WHY
    else:
        yield from voted_out(g, out)
    check_victory(g)


def hide_shengqi(g: Game) -> Flow:
    """藏匿<团队><强制>：游戏第一日白天结束时，选择一名恶徒以外的角色，该角色获得[死亡圣器]。"""
    s = state(g)
    opts: list[Answer] = [{"target": x} for x in targets(s) if s.chars[x].identity != "恶徒"]
    voice = night_users(s, "藏匿")
    yield PACE  # a hidden step: <藏匿>
    if voice:
        pick = yield from choose(g, voice[0], "藏匿", "<藏匿>: 选择一名恶徒以外的角色获得[死亡圣器]", opts, forced=True)
    else:  # every 恶徒 is 挂机 or out: 「导演代之随机选择」
        pick = g.chance.choice("藏匿", opts) if opts else None
    if pick is not None:
        give_shengqi(g, int(pick["target"]), "藏匿")
        group = [x for x in s.groups.get("恶徒", []) if s.chars[x].acting]  # 「从自已所在的群中立即移除」
        g.tell(group, "<藏匿>: [死亡圣器]交给了{seat}", {"藏匿": pick["target"]}, label="恶徒",
               seat=Seat(int(pick["target"])))


def voted_out(g: Game, seat: int) -> Flow:
    """「立即通知因为投票触发的<陷阱><馈赠><传承><虚体><腐化>。公示出局和神眷者移交情况。受到<腐化>的角色得到通知。」"""
    s = state(g)
    c = s.chars[seat]
    g.say("{seat}因投票出局。", {"out": seat}, kind="result", seat=Seat(seat))
    s.posted_outs.append(seat)
    yield PACE  # a hidden step: <虚体>
    if c.identity == "恶灵" and not c.afk:  # 虚体<普通>
        got = yield from choose(g, seat, "虚体", "<虚体>: 视为出局，但仍保留发言权和投票权?", [{"choice": "发动"}])
        c.xuti = got is not None
    go_out(g, seat)
    yield PACE  # a hidden step: <腐化>
    if c.identity == "腐尸":  # 腐化<普通>
        pick = yield from choose(g, seat, "腐化", "<腐化>: 选择一名角色", [{"target": x} for x in targets(s)])
        if pick is not None and not s.chars[int(pick["target"])].undead:
            flip(g, int(pick["target"]), "腐化")
    gone = [seat]
    s.bulletin.day_outs.append(seat)
    yield from day_traps(g, gone)
    yield from departures(g, gone)


def day_traps(g: Game, gone: list[int]) -> Flow:
    """陷阱②: 「当游荡者在白天出局时，游荡者得到通知，可以选择一名角色，对其造成一次[致死伤害]。」, notified at once
    (「立即通知因为投票触发的<陷阱>…」). The damage is settled there and then (「该角色在夜晚或白天结算时出局」):
    the night's protections (<圣光>, <祝福>, <防反>: 「当晚」/「该夜」) do not reach into the day, 告死者's 不朽 does
    (W-T1).
    Its victim goes out at once, listed after the vote-out (A-WL-8); a victim who holds <陷阱> is himself a 游荡者
    out in the day and springs his own (W-T2). `gone` grows with each out, for the departures that follow."""
    s = state(g)
    i = 0
    while i < len(gone):
        seat = gone[i]
        i += 1
        yield PACE  # a hidden step: <陷阱>②, for each character out (everybody knows who)
        if not has(s, seat, "陷阱"):
            continue
        pick = yield from choose(g, seat, "陷阱", "<陷阱>: 选择一名角色受到[致死伤害]",
                                 [{"target": x} for x in targets(s)])
        if pick is None:
            continue
        target = int(pick["target"])
        settled = settle(s, Night([Damage("陷阱", seat, target)]))
        for x, _ in settled.outs:
            go_out(g, x)
            g.say("{seat}出局。", {"out": x}, kind="result", seat=Seat(x))
            s.posted_outs.append(x)
            gone.append(x)
            s.bulletin.day_outs.append(x)
        for _, why in settled.voided:
            g.note("<陷阱>: {seat}受到的[致死伤害]无效 ({why})", {"陷阱": target, "voided": why}, seat=Seat(target),
                   why=Term(why))


PAPER_MAX = 1000  # characters of one writer's 晨报 (W-MP3: it fits an answer, daoyan.server.limits.MAX_MESSAGE)
WRITE: Answer = {"choice": "晨报"}


HOST_WRITER = "导演"  # the setting's word for the 导演 himself (the room's host: `HOST_SEAT`, W-MP4)
MODEL_WRITER = "模型"  # a language model writes as the 导演's stand-in, from public facts only (W-MP5)
BY_MODEL = "晨报由模型"  # (in the configured settings when 晨报 names 模型: `by_model`)


def paper_writers(setting: Any, players: int) -> list[int]:
    """The setting 晨报: 无 (no 晨报, the default), 导演 (the host writes it: W-MP4), 模型 (a model writes it as the
    host's stand-in: W-MP5) or the writer seats (W-MP1), in a list that may name 导演 or 模型 too; checked. The host
    (or his stand-in) is `HOST_SEAT` (0), first in seat order.

    >>> paper_writers("无", 21), paper_writers([8, 3], 21), paper_writers("导演", 21), paper_writers([8, "导演"], 21)
    ([], [3, 8], [0], [0, 8])
    >>> paper_writers("模型", 21), paper_writers([8, "模型"], 21)
    ([0], [0, 8])
    """
    if setting in ("无", None, []):
        return []
    if setting in (HOST_WRITER, MODEL_WRITER):
        return [HOST_SEAT]
    hosts = (HOST_WRITER, MODEL_WRITER)
    if (not isinstance(setting, list) or not setting or len(set(map(str, setting))) != len(setting)
            or sum(x in hosts for x in setting) > 1
            or not all(x in hosts or (isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= players)
                       for x in setting)):
        raise ConfigError(f"晨报 is 无, 导演, 模型 or a list of writer seats (1–{players}, each once; 导演 or 模型 may "
                          f"be one of them, not both), got {setting!r}")
    return sorted(HOST_SEAT if x in hosts else int(x) for x in setting)


def by_model(setting: Any) -> bool:
    """Does the setting 晨报 have a model write as the 导演's stand-in (W-MP5)?

    >>> by_model("模型"), by_model([3, "模型"]), by_model("导演"), by_model([3]), by_model("无")
    (True, True, False, False, False)
    """
    return setting == MODEL_WRITER or (isinstance(setting, list) and MODEL_WRITER in setting)


def asks_host(cfg: dict[str, Any]) -> str | None:
    """What in the settings asks the 导演 himself (W-MP4), for a room or a terminal with no 导演 to refuse; None:
    nothing does (晨报 = 模型 asks the host's stand-in, which any harness has: W-MP5)."""
    if HOST_SEAT in (cfg.get("晨报") or []) and not cfg.get(BY_MODEL):
        return ("晨报 = 导演: 导演亲自撰写晨报; 没有导演时请指定写手座位 (例如 晨报 = [3, 8]) "
                "或由模型代笔 (晨报 = 模型) "
                "(the 导演 writes the morning paper himself; with no 导演, name writer seats instead, e.g. [3, 8], "
                "or have a model write it: 模型)")
    return None


def morning_paper(g: Game, day: int) -> Flow:
    """晨报 (W-MP1): 「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。」
    「晨报在讨论帖开门时发布」 — before the day's 公示 is posted, each writer seat (the setting 晨报; none by
    default: 「晨报可以存在也可以不存在」) is asked, all at once, with the 公示 as it will be posted (the previous
    day's outs: 「契合剧本与当天公示的前日出局玩家，以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息」)
    and nothing else. What is written (at most PAPER_MAX characters; blank, or not in time: nothing) is posted in
    the 公示, the writers in seat order. The 导演 writing it (晨报 = 导演: 「一般晨报由导演编写」, W-MP4) is asked
    as the host (`HOST_SEAT`): the same ask, seen and answered by the host alone, public in that everybody knows from
    the settings that the 导演 writes now, before the 公示; his text comes first."""
    s = state(g)
    # the 导演 himself (HOST_SEAT, W-MP4) and the writer seats not 挂机
    writers = [x for x in g.config.get("晨报") or [] if x == HOST_SEAT or not s.chars[x].afk]
    if not writers:
        return
    limit, _ = deadline("晨报", g.config, g.phase)
    post = bulletin(day, s.bulletin, s.shenjuanzhe)  # (the 公示 without its 晨报: everything in it is public)
    asks = [Ask(seat, "晨报", "晨报 (第{day}天公示; 以故事讲述前日出局的玩家, 不透露游戏流程; 不写则无晨报):\n{post}",
                [GIVE_UP, WRITE], GIVE_UP, round=g.round, phase=g.phase, deadline=limit, speech=True,
                speech_max=PAPER_MAX, prompt_params={"day": day, "post": post}, public=True)
            for seat in writers]
    got = yield asks
    for seat in writers:
        a = got.get(seat, GIVE_UP)
        text = str(a.get("say") or "").strip() if a.get("choice") == "晨报" else ""
        if text:
            s.bulletin.paper.append(text)


def last_words(g: Game, seats: list[int]) -> Flow:
    """遗言: 「出局的角色得到通知，可以指定次日公示一条消息。原则上，消息的长度没有限制 遗言中禁止使用Discuz!代码。」
    (「投票结束后，遗言在下一个游戏日白天开始时公示。」) — one ask per out character, all at once."""
    s = state(g)
    yield PACE  # a hidden step: who went out tonight is told in the morning
    limit, from_close = deadline("遗言", g.config, g.phase)
    asks = [Ask(seat, "遗言", "遗言 (次日公示; 禁止使用Discuz!代码)", [GIVE_UP, {"choice": "遗言"}], GIVE_UP,
                round=g.round, phase=g.phase, deadline=limit, deadline_from_phase=from_close, speech=True,
                speech_check=bbcode)
            for seat in seats if not s.chars[seat].afk]
    if not asks:
        return
    got = yield asks
    for seat in seats:
        a = got.get(seat, GIVE_UP)
        if a != GIVE_UP and a.get("say"):
            s.bulletin.last_words[seat] = str(a["say"])


def departures(g: Game, seats: list[int], shielded: set[int] | frozenset[int] = frozenset()) -> Flow:
    """What goes with an out: <馈赠> (「若[死亡圣器]的持有者出局…选择一名角色，该角色获得[死亡圣器]」), <传承>
    (「当神眷者出局时…选择一名角色，该角色成为神眷者」) — both <强制> (A-WL-20) — and 贵族's <权势>. `shielded`: the
    characters no skill may reach (a <潜行> 游荡者 on the night he hides: W-Q2)."""
    s = state(g)
    yield from last_words(g, seats)
    yield PACE  # one hidden step for <馈赠>, <传承>, <权势> of those out (how many went out tonight is a secret)
    for seat in seats:
        if s.shengqi == seat:
            pick = yield from choose(g, seat, "馈赠", "<馈赠>: 选择获得[死亡圣器]的角色",
                                     [{"target": x} for x in targets(s) if x not in shielded], forced=True)
            if pick is not None:
                give_shengqi(g, int(pick["target"]), "馈赠")
        if s.shenjuanzhe == seat:
            pick = yield from choose(g, seat, "传承", "<传承>: 选择成为神眷者的角色",
                                     [{"target": x} for x in targets(s) if x not in shielded], forced=True)
            s.shenjuanzhe = int(pick["target"]) if pick is not None else None
            if s.shenjuanzhe is not None and g.phase == "白天":  # 「公示出局和神眷者移交情况」
                s.posted_shenjuanzhe = s.shenjuanzhe
                g.say("神眷者移交给{seat}。", {"shenjuanzhe": s.shenjuanzhe}, seat=Seat(s.shenjuanzhe))
            elif s.shenjuanzhe is not None:  # 「夜晚期间需要公示的内容全部在下一个白天开始时公布」 (W-D2)
                g.tell([s.shenjuanzhe], "<传承>: 你成为神眷者。", {"传承": s.shenjuanzhe})
                g.note("神眷者移交给{seat}。", {"shenjuanzhe": s.shenjuanzhe}, seat=Seat(s.shenjuanzhe))
        if s.chars[seat].out_as == "贵族":
            yield from quanshi(g, seat)


def quanshi(g: Game, seat: int) -> Flow:
    """权势<普通>：贵族出局后，在下个白天开始之前，其可以指定任意数目的角色。在下个白天导演公告仅有这些角色当日投票
    有效。 — named one at a time, then 完成; declining names nobody (no <权势>); 完成 at once names nobody (A-WL-16)."""
    s = state(g)
    named: list[int] = []
    first = yield from choose(g, seat, "权势", "<权势>: 指定投票有效的角色 (逐个指定，完成后结束)",
                              [DONE, *({"target": x} for x in targets(s))])
    if first is None:
        return
    pick: Answer | None = first
    while pick is not None and pick != DONE:
        named.append(int(pick["target"]))
        left = [{"target": x} for x in targets(s) if x not in named]
        pick = yield from choose(g, seat, "权势", "<权势>: 已指定{n}人，继续或完成", [DONE, *left], n=len(named))
    s.quanshi = named
    s.bulletin.quanshi = named


# -- the night -------------------------------------------------------------------------------------------------------
def night(g: Game, day: int) -> Flow:
    s = state(g)
    g.phase = "夜晚"
    red_cards(g, day, g.phase)
    # 夜晚开始阶段: 结算<诅咒>，受到影响的角色得到通知。
    h = s.shengqi
    if h is not None and s.curse_left > 0 and not s.chars[h].undead and not s.chars[h].out \
            and not immune_to_curse(s, h):
        s.curse_left -= 1
        flip(g, h, "诅咒")
    human_holder = h if h is not None and not s.chars[h].undead and not s.chars[h].out else None  # 认主 (A-WL-13)
    moves = s.shengqi_moves  # 认主: a night the 圣器 moved in (and came back) is not held whole (W-R1)
    n = Night()
    void: set[int] = set()  # 牵制: 「该角色当晚发动的<普通>和<限定>技能失效」
    quiet: set[int] = set()  # 潜行 / 拓印: the user's other skills that night 失效
    s.aimed.clear()
    s.jingjie.clear()
    # 夜晚发动技能阶段 — 提前: <牵制><潜行>
    unit = (day + 1) // 2  # A-WL-3
    yield PACE  # hidden steps, one for each skill of the book's order whoever holds it (docs/security.md)
    if unit not in s.qianzhi_units:
        for seat in night_users(s, "牵制"):
            pick = yield from choose(g, seat, "牵制", "<牵制>: 选择一名角色", [{"target": x} for x in targets(s)])
            if pick is not None:
                s.qianzhi_units.add(unit)
                void.add(int(pick["target"]))
    yield PACE
    for seat in night_users(s, "潜行"):
        c = s.chars[seat]
        if spent(c, skill_of(s, seat, "潜行")):
            continue
        pick = yield from choose(g, seat, "潜行", "<潜行>: 发动?", [{"choice": "发动"}])
        if pick is not None:
            c.spent.add("潜行")
            if seat not in void:  # 「<牵制>的目标角色发动的<潜行>无效」
                n.untouchable.add(seat)
                quiet.add(seat)
    # 即时
    for name in INSTANT:
        yield PACE
        for seat in night_users(s, name):
            yield from instant(g, seat, name, n, void, quiet)
    # 正常
    yield from normal(g, day, n, void, quiet)
    # 夜晚结算阶段
    r = settle(s, n)
    s.blessed_last = n.blessed
    for seat in r.fangfan_used:
        s.chars[seat].fangfan_spent = True
        g.tell([seat], "<防反>: 你受到了[致死伤害]，由{seat}代替承担。", {"防反": n.fangfan[seat]},
               seat=Seat(n.fangfan[seat]))
    outs = [seat for seat, _ in r.outs]
    yield PACE  # a hidden step: <告死>, <死灵咒>
    for seat in s.seats_of("告死者"):  # 「然后如果告死者存活，得到<告死>名单，可以发动<死灵咒>」 (A-WL-7)
        c = s.chars[seat]
        if c.out or seat in outs or c.afk:
            continue
        g.tell([seat], "<告死>: 即将出局 {seats}", {"告死": list(outs)}, seats=Seats(outs))  # none: 无
        if outs and not spent(c, skill_of(s, seat, "死灵咒")):
            pick = yield from choose(g, seat, "死灵咒", "<死灵咒>: 选择一名即将出局的角色",
                                     [{"target": x} for x in outs])
            if pick is not None:
                c.spent.add("死灵咒")
                x = int(pick["target"])
                if not s.chars[x].undead:  # 「若其属于人类，则该角色不出局并翻转其身份」
                    outs.remove(x)
                    flip(g, x, "死灵咒")
    for seat in outs:
        go_out(g, seat)
        g.tell([seat], "你在今晚出局了。", {"out": seat})
    s.bulletin.night_outs = list(outs)
    # 夜晚结束阶段: 结算<认主>。
    # 「当某个角色以人类身份持有[死亡圣器]连续度过两个完整的夜晚时」: a night counts only when he held it, as a human,
    # from its start (after 诅咒) to its end without its leaving him; any other night restarts the count (W-R1)
    h = s.shengqi
    if h is not None and h == human_holder and s.shengqi_moves == moves and not s.chars[h].undead \
            and not s.chars[h].out:
        s.held_nights += 1
        need = 1 if s.chars[h].identity == "贵族" else 2  # 血统: 「<认主>的要求为"一个完整夜晚"」
        if s.held_nights >= need and s.master != h:
            s.master = h
            g.tell([h], "<认主>: 你成为[死亡圣器]的主人。", {"master": h})
    else:
        s.held_nights = 0
    # 执行一次胜利阵营判定。
    if check_victory(g):
        return
    # 所有出局角色得到通知，可以遗言，发动<权势><馈赠><传承>。 A <潜行> 游荡者 is nobody's choice tonight (W-Q2).
    yield from departures(g, outs, n.untouchable)
    # 通知<灾厄>。
    h = s.shengqi
    yield PACE  # a hidden step: <灾厄>
    if h is not None and s.chars[h].undead and not s.chars[h].out:
        pick = yield from choose(g, h, "灾厄", "<灾厄>: 可以将[死亡圣器]转交给任意一名角色",
                                 [{"target": x} for x in targets(s) if x not in n.untouchable or x == h])
        if pick is not None and int(pick["target"]) != h:  # A-WL-22: to himself is keeping it
            give_shengqi(g, int(pick["target"]), "灾厄")
    # 结算夜晚结束时效应：<安魂><拓印><警戒> (and 虔诚: 「夜晚结束时，慰魂师得知亡灵阵营的存活人数」).
    # A user flipped since (<死灵咒>) lost the skill: 「失去当前所有身份技能，失去的技能效果全部终止」.
    for seat, target in s.anhun.items():
        if not s.chars[seat].out and has(s, seat, "安魂") and not s.chars[target].out \
                and s.chars[target].undead:
            flip(g, target, "安魂")
    s.anhun.clear()
    for seat, skill in s.tuoyin.items():
        if not s.chars[seat].out and has(s, seat, "拓印"):
            s.chars[seat].copied = skill
            g.tell([seat], "<拓印>: 你获得了<{name}>", {"拓印": skill.name}, name=Term(skill.name))
    s.tuoyin.clear()
    for seat, target in s.jingjie.items():  # A-WL-15: the skills and their feedback, not their users
        if not s.chars[seat].out and has(s, seat, "警戒"):
            seen = s.aimed.get(target, [])
            g.tell([seat], "<警戒>: {seat}: {what}", {"警戒": [list(x) for x in seen]}, seat=Seat(target),
                   what=joined([(Phrase("<{skill}> {feedback}", skill=Term(k), feedback=Term(v)) if v
                                  else Phrase("<{skill}>", skill=Term(k))) for k, v in seen],
                               "; ", Term("无")))
    for seat in s.seats_of("慰魂师"):
        if not s.chars[seat].out:
            k = len([x for x in s.living() if s.chars[x].undead])
            g.tell([seat], "<虔诚>: 亡灵阵营存活{n}人", {"虔诚": k}, n=k)


def skill_of(s: WState, seat: int, name: str) -> Skill:
    return next(k for k in skills_of(s, seat) if k.name == name)


def failed(g: Game, seat: int, skill: Skill, void: set[int], quiet: set[int]) -> bool:
    """「该角色当晚发动的<普通>和<限定>技能失效」 (牵制); 潜行/拓印's 「当晚…发动其他技能失效」."""
    if (seat in void and ("普通" in skill.tags or skill.once)) or seat in quiet:
        g.tell([seat], "<{name}>失效。", {"void": skill.name}, name=Term(skill.name))
        return True
    return False


def aim(s: WState, target: int, skill: Skill, feedback: str) -> None:
    """What <警戒> will see: a non-<团队> skill aimed at `target`, with its feedback."""
    if not skill.team:
        s.aimed.setdefault(target, []).append((skill.name, feedback))


def instant(g: Game, seat: int, name: str, n: Night, void: set[int], quiet: set[int]) -> Flow:
    """即时结算技能: <安葬><侦测><拓印><探查><诈骗><夜之手>, each resolved at once."""
    s = state(g)
    c = s.chars[seat]
    skill = skill_of(s, seat, name)
    if spent(c, skill):
        return
    if name == "安葬":
        opts: list[Answer] = [{"target": x} for x in targets(s, out=True)]
    elif name == "拓印":
        opts = [{"target": x} for x in targets(s, others_of=seat)]
    elif name == "探查":
        opts = [{"choice": k, "target": x} for k in (1, 2) for x in targets(s)]
    elif name == "诈骗":
        live = targets(s)
        opts = [{"target": [x]} for x in live] + [{"target": [x, y]} for i, x in enumerate(live) for y in live[i + 1:]]
    elif name == "夜之手":
        opts = [{"choice": k} for k in IDENTITY]
    else:  # 侦测
        opts = [{"target": x} for x in targets(s)]
    pick = yield from choose(g, seat, name, "<{skill}>", opts, forced=skill.forced, skill=Term(name))
    if pick is None:
        return
    if skill.once:
        c.spent.add(name)
    if failed(g, seat, skill, void, quiet):
        return
    target = pick.get("target")
    if name == "安葬":
        x = int(target)
        g.tell([seat], "<安葬>: {seat}出局时的身份是{name}", {"安葬": s.chars[x].out_as, "target": x}, seat=Seat(x),
               name=Term(str(s.chars[x].out_as)))
    elif name == "侦测":
        x = int(target)
        yes = s.chars[x].undead
        g.tell([seat], "<侦测>: {seat}属于亡灵阵营" if yes else "<侦测>: {seat}不属于亡灵阵营",
               {"侦测": yes, "target": x}, seat=Seat(x))
        aim(s, x, skill, "是" if yes else "否")
    elif name == "拓印":
        x = int(target)
        quiet.add(seat)  # 「<拓印>发动的当晚学者发动其他技能失效」
        aim(s, x, skill, "")
        if s.chars[x].undead:  # 「若该角色属于亡灵阵营，学者翻转身份」 (at once, A-WL-9)
            flip(g, seat, "拓印")
        else:
            # 「若该角色不属于亡灵阵营，获知该角色所有非<团队>的身份技能，并选择其中一个」: he learns them all, then
            # chooses; the 导演's record holds both (W-TY1)
            own = [k for k in IDENTITY[s.chars[x].identity].skills if not k.team]
            names = [k.name for k in own]
            g.tell([seat], "<拓印>: {seat}的非<团队>身份技能: {skills}", {"拓印": x, "skills": names}, seat=Seat(x),
                   skills=Listing([Phrase("<{skill}>", skill=Term(k)) for k in names], empty=Term("无")))
            if own:
                choices: list[Answer] = [{"choice": k.name} for k in own]
                got = yield [Ask(seat, "拓印", "<拓印>: {seat}的技能: 选择一个", choices, choices[0], round=g.round,
                                 phase=g.phase, prompt_params={"seat": Seat(x)})]
                s.tuoyin[seat] = next(k for k in own if k.name == got[seat]["choice"])
                g.note("<拓印>: {user}选择了{seat}的<{skill}> (当夜结束时仍存活则获得)",
                       {"拓印": x, "user": seat, "chosen": s.tuoyin[seat].name}, user=Seat(seat), seat=Seat(x),
                       skill=Term(s.tuoyin[seat].name))
    elif name == "探查":
        x = int(target)
        if pick["choice"] == 1:
            g.tell([seat], "<探查>: {seat}属于{camp}阵营", {"探查": s.chars[x].camp, "target": x}, seat=Seat(x),
                   camp=Term(s.chars[x].camp))
            aim(s, x, skill, s.chars[x].camp)
        else:
            aim(s, x, skill, "")
            if s.shengqi == x and x not in n.untouchable:  # A-WL-14
                give_shengqi(g, seat, "探查")
    elif name == "诈骗":
        for x in target:
            aim(s, int(x), skill, "")
        if s.shengqi in target and s.shengqi not in n.untouchable:
            give_shengqi(g, seat, "诈骗")
    elif name == "夜之手":
        h = s.shengqi
        if h is not None and s.chars[h].identity == pick["choice"] and h not in n.untouchable:  # A-WL-18
            give_shengqi(g, seat, "夜之手")


def normal(g: Game, day: int, n: Night, void: set[int], quiet: set[int]) -> Flow:
    """正常结算技能: every holder of a skill is asked at once, skill by skill in the book's list; the effects go to the
    settlement (`Night`)."""
    s = state(g)
    blessings: dict[int, int] = {}
    jianhen: dict[int, str] = {}
    touxi: list[Damage] = []
    swarm = len([x for x in s.living() if s.chars[x].identity == "活尸"]) >= 3  # 集群 (A-WL-19)
    for name in NORMAL:
        for again in range(2 if name == "啃咬" else 1):
            yield PACE  # one step for each skill (啃咬 two, 集群 or not: the 活尸 count is a secret)
            if again and not swarm:
                continue
            asks, options = [], {}
            for seat in night_users(s, name):
                c = s.chars[seat]
                skill = skill_of(s, seat, name)
                if spent(c, skill) or (name == "蓄力斩" and day % 2) or (name == "防反" and c.fangfan_spent) \
                        or (name == "轻袭" and c.last_qingxi == day - 1):  # 「游戏偶数日夜晚」, 「不能连续两个夜晚」
                    continue
                speech = None
                if name == "剑痕":  # 「剑士可以向导演发送一条留言（不多于100字），第二天该留言将被导演公告。」
                    opts: list[Answer] = [{"choice": "留言"}]
                    speech = {"speech_max": 100}
                elif name == "夜之牙":
                    opts = [{"target": [o, x]} for o in targets(s, out=True) if o not in s.yezhiya_used
                            for x in targets(s)]
                else:
                    opts = [{"target": x} for x in targets(s)]
                if not opts:
                    continue
                if c.afk:
                    continue  # 挂机: 「不能继续…行使特权」 (none of these is <强制>)
                options[seat] = opts
                asks.append(skill_ask(g, seat, name, "<{skill}>", opts, skill.forced, speech, skill=Term(name)))
            if not asks:
                continue
            got = yield asks
            for seat, a in got.items():
                pick = pick_of(g, a, options[seat], name)
                if pick is None:
                    continue
                c = s.chars[seat]
                skill = skill_of(s, seat, name)
                if skill.once:
                    c.spent.add(name)
                if name == "轻袭":
                    c.last_qingxi = day
                if failed(g, seat, skill, void, quiet):
                    continue
                target: Any = pick.get("target")
                if isinstance(target, int) and name != "警戒":  # the watch itself is not among what it sees
                    aim(s, target, skill, "")
                if name == "祝福":
                    blessings[seat] = int(target)
                elif name == "剑痕":
                    jianhen[seat] = str(a.get("say", ""))
                elif name in ("蓄力斩", "突击", "啃咬"):
                    if name == "蓄力斩" and jianhen.pop(seat, None) is not None:  # 「当夜剑士发动的<剑痕>失效」
                        g.tell([seat], "<剑痕>失效 (蓄力斩)。", {"void": "剑痕"})
                    n.damages.append(Damage(name, seat, int(target)))
                elif name == "轻袭":
                    n.damages += [Damage(name, seat, int(target)), Damage(name, seat, seat)]
                elif name == "偷袭":
                    touxi.append(Damage(name, seat, int(target)))
                elif name == "防反":
                    n.fangfan[seat] = int(target)
                elif name == "圣光":
                    x = int(target)
                    if s.chars[x].undead:
                        n.removed.append((x, "圣光"))
                    else:
                        n.shengguang.add(x)
                elif name == "长眠":
                    if s.chars[int(target)].undead:
                        n.removed.append((int(target), "长眠"))
                elif name == "安魂":
                    s.anhun[seat] = int(target)
                elif name == "陷阱":
                    n.traps[seat] = int(target)
                elif name == "警戒":
                    s.jingjie[seat] = int(target)
                elif name == "诡辩":
                    s.guibian = (seat, int(target))
                elif name == "夜之牙":
                    o, x = int(target[0]), int(target[1])
                    s.yezhiya_used.add(o)
                    aim(s, x, skill, "")
                    if s.chars[o].out_as in UNDEAD:  # 「若该出局角色属于亡灵，则对未出局角色造成一次[致死伤害]」
                        n.damages.append(Damage(name, seat, x))
    s.bulletin.jianhen += [text for _, text in sorted(jianhen.items())]
    if len(touxi) == 1:  # 「如果当夜所有角色发动<偷袭>的次数为1」 (A-WL-6: voided ones do not count)
        n.damages.append(touxi[0])
    n.blessed = blessed(blessings, s.blessed_last)
    if n.blessed in n.untouchable:  # <潜行>: no <祝福> reaches him; nobody is the night's blessed character (W-Q2)
        n.blessed = None
