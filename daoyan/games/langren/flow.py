"""总体流程 of the 版杀 book (003_6ab575b4f34e0846.txt), in the book's order: 0 分发身份; 1 游戏开始阶段;
2 阵营确定; then every game day: 9 白昼 (公示, discussion and the vote), 3 黄昏, 4 早夜, 5 午夜, 6 深夜, 7 凌晨,
8 晨曦, 「以上流程持续进行,直到游戏结束」. The steps and their skills are the book's tables (`book.py`); the roles
are the board's (`board.py`); the judge runs at every stage's end and at once on a 屠城 (`judging.py`).
Rulings: docs/rulings/langren.md."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...core.ask import HOST_SEAT, Answer, Ask
from ...core.events import Flow
from ...core.game import PACE, ROUND_END, START, Game
from ...i18n import Listing, Phrase, Seat, Seats, Term, Terms
from . import (
    i18n_en,  # noqa: F401  -- imported for its registrations
    position,
)
from .board import Skill
from .book import CHAINS, NIGHT, OTHERS_PLACE, OUT_PLACE, STEP, STEPS, Step, order_in_step
from .judging import judge_now, stage_end
from .state import Char, Kill, LState, Night

GIVE_UP: Answer = {"choice": "放弃"}
RANDOM: Answer = {"choice": "导演随机"}  # a <强制> choice not made in time (A-LR-14)
NO_SUBMISSION: Answer = {"choice": "未提交"}  # a team member who submitted nothing (A-LR-35)
NO_KILL: Answer = {"choice": "空刀"}
ABSTAIN: Answer = {"choice": "弃权"}
NO_REPLY: Answer = {"choice": "未投票"}  # 「未回复投票帖」: the default of the vote (a yellow card, A-LR-27)
KEEP: Answer = {"choice": "不改票"}
NO_HEIR: Answer = {"choice": "不传"}  # the 警长 names nobody: the badge is lost (A-LR-11)


def state(g: Game) -> LState:
    s = g.state
    assert isinstance(s, LState)
    return s


def minutes(g: Game, n: int) -> float:
    """A deadline of the book's 「关门后N分钟内」, in seconds (setting 一分钟: seconds a book minute lasts)."""
    return float(n * g.config["一分钟"])


# -- 0、分发身份 ------------------------------------------------------------------------------------------------------
def deal(g: Game) -> LState:
    board = g.config["board"]
    fixed = g.config.get("座位身份")
    if fixed:
        cards = [str(fixed[str(x)]) for x in g.seats]
    else:
        cards = g.chance.shuffle("身份", board.deck())
    chars = {x: Char(x, c, c, c, board.roles[c].faction, tags=board.roles[c].tags)
             for x, c in zip(g.seats, cards, strict=True)}
    s = LState(board, chars)
    g.phase = "游戏开始"
    g.say("分发身份 ({board}, {n}人)。", {"board": board.name, "seats": g.players}, board=Term(board.name), n=g.players)
    for x, c in sorted(chars.items()):
        role = board.roles[c.card]
        g.tell([x], "你的身份: {name} ({faction})", {"identity": c.card, "faction": c.faction}, name=Term(c.card),
               faction=Term(c.faction))
        if role.team is not None:
            mates = [y for y, d in sorted(chars.items()) if board.roles[d.card].team == role.team and y != x]
            g.tell([x], "{team}: {seats}", {"team": mates}, label=role.team, team=Term(role.team), seats=Seats(mates))
    return s


# -- the game --------------------------------------------------------------------------------------------------------
def play(g: Game) -> Flow:
    g.state = s = deal(g)
    begin = g.config.get(START)  # a scenario that starts mid-game (position.py)
    if begin is None:
        # 1、游戏开始阶段 … 依次发动进行。
        yield from run_step(g, STEP["游戏开始"])
    # 2、所有角色阵营确定,表面身份确定,开始第一讨论日的白昼阶段。
    s.in_play = frozenset(c.faction for c in s.chars.values())
    sheriff = g.config.get("警长")
    if begin is not None:
        position.apply(g, s, g.config["局面"])
    elif s.board.sheriff == "host" and sheriff is not None:
        s.sheriff = int(sheriff)
        g.say("导演指定{seat}为警长。", {"警长": s.sheriff}, seat=Seat(s.sheriff))
    if begin is None:
        g.say("所有角色阵营确定,表面身份确定。", {"stage": 2})
    for key, (name, _games) in sorted(g.config["场外助理"].items(), key=lambda kv: int(kv[0])):
        # 「场外助理可与该玩家私下沟通交流,讨论剧情、玩法、战术等。」 (A-LR-33: read-only, no posts, votes or skills)
        g.tell([int(key)], "{name}是你的场外助理 (可私下交流; 不能发帖、投票或发动技能)。", {"场外助理": name},
               name=name)
    if (yield from stage_end(g)):
        return
    first, phase = (int(begin["round"]), str(begin.get("phase", "白昼"))) if begin else (1, "白昼")
    for day in range(first, g.config["最多天数"] + 1):
        g.round = day
        stages = (daytime, dusk, *(night_stage(st) for st in NIGHT[:-1]), dawn)
        if day == first:
            stages = stages[("白昼", "黄昏", "早夜").index(phase):]
        for stage in stages:
            yield from stage(g)
            if g.finished:
                return
            if (yield from stage_end(g)):
                return
            # a stage boundary: scenarios may stop here (`until: {day, phase}`); 晨曦 ends the day (`until: {day}`)
            yield ROUND_END if stage is dawn else []
    last = g.config["最多天数"]
    g.say("已进行{n}天,游戏结束,无人获胜。", {"最多天数": last}, kind="result", n=last)
    g.end(None, "已进行{n}天", n=last)


def host_events(g: Game, key: str) -> list[int]:
    """The seats a [day, stage] setting (红牌, 替补) names for now."""
    return [int(x) for x, when in sorted(g.config[key].items(), key=lambda kv: int(kv[0]))
            for w in ([when] if key == "红牌" else when) if list(w) == [g.round, g.phase]]


def enter(g: Game, stage: str) -> Flow:
    """「进入…阶段」: the 导演's own acts at a stage's start (红牌, 替补, a declared stalemate), in seat order."""
    s = state(g)
    g.phase = stage
    for x in host_events(g, "替补"):
        c = s.chars[x]
        if not c.alive:
            continue
        if not c.substituted:  # 「每名角色仅限更换一次替补」
            c.substituted = True
            g.note("{seat}更换替补: 替补玩家收到该玩家的角色、身份、行动及账号、密码。", {"替补": x}, seat=Seat(x))
            g.tell([x], "你是{seat}的替补玩家。", {"替补": x}, seat=Seat(x))
        else:  # 「无法继续进行游戏的角色无法更换替补时红牌罚下。」
            yield from red_card(g, x, "无法更换替补")
            if g.finished:
                return
    for x in host_events(g, "红牌"):
        if s.chars[x].alive:
            yield from red_card(g, x, "导演判罚")
            if g.finished:
                return
    if g.config["僵持"] and list(g.config["僵持"]) == [g.round, stage]:
        from .judging import declare_stalemate

        declare_stalemate(g)


def red_card(g: Game, seat: int, why: str) -> Flow:
    """「红牌罚下」 (A-LR-32): out at once, reason 红牌 (setting 红牌罚下 = 挂机 keeps him idle instead)."""
    s = state(g)
    c = s.chars[seat]
    c.red = True
    if g.config["红牌罚下"] == "挂机":
        g.say("{seat}被红牌罚下 ({why}), 进入挂机状态。", {"红牌": seat, "why": why}, seat=Seat(seat), why=Term(why))
        return
    g.say("{seat}被红牌罚下 ({why})。", {"红牌": seat, "why": why}, seat=Seat(seat), why=Term(why))
    yield from outs(g, [(seat, "红牌")], announce=True)


# -- outs ------------------------------------------------------------------------------------------------------------
def linked(s: LState, seat: int) -> list[tuple[int, str]]:
    """「连带关系出局,被连带的出局排列在那个出局方式后面,若有多种连带关系,按照以下方式排列:[情侣]状态,巫妖匣<同命>,
    摄梦人<摄梦连带>,[锁链]状态,妖狐小弟共死。」: the characters `seat`'s out drags, kind by kind in that order."""
    return [(b if a == seat else a, kind) for kind in CHAINS for k, a, b in s.links if k == kind and seat in (a, b)]


def with_chains(s: LState, listed: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The outs in order, each followed by the outs it drags, depth first: each dragged out is followed by his own
    (A-LR-16); a character appears once, at his first place."""
    done: set[int] = set()
    out: list[tuple[int, str]] = []

    def add(items: list[tuple[int, str]]) -> None:
        for seat, cause in items:
            if seat in done or not s.chars[seat].alive:
                continue
            done.add(seat)
            out.append((seat, cause))
            add(linked(s, seat))

    add(listed)
    return out


def outs(g: Game, listed: list[tuple[int, str]], announce: bool = False, vote: bool = False) -> Flow:
    """One batch of outs (A-LR-4): each with its chained outs, each character notified (「并通知对应角色是否出局」);
    then 屠城 is judged at once (A-LR-3)."""
    s = state(g)
    batch = with_chains(s, listed)
    for seat, cause in batch:
        c = s.chars[seat]
        c.alive, c.out_cause, c.out_day = False, cause, g.round
        s.period_outs.append(seat)
        if cause != "红牌":
            s.since_open.append(seat)
        (s.vote_outs if vote and cause in ("投票出局", "冤死") else s.other_outs).append(seat)
        # 「并通知对应角色是否出局」: whether he is out, not how (a poison or a shot would tell him who did it)
        g.tell([seat], "你出局了。", {"out": seat})
        g.note("{seat}出局 ({cause})", {"out": seat, "cause": cause}, seat=Seat(seat), cause=Term(cause))
        if announce:
            s.announced.add(seat)
    if batch:
        judge_now(g)
    return batch
    yield  # a generator: outs may grow asks (护主) in a board's plugin


def reactive(g: Game, fallen: list[tuple[int, str]]) -> Flow:
    """黄昏 (2) / 晨曦 (2): 「猎人<最后一枪>…发动技能,因此造成的出局立刻通知对应角色,
    并且对应角色若能发动上述技能则立刻在该阶段发动。」 Every `slot: out` skill of a character just out, in the
    order of the outs (A-LR-39)."""
    s = state(g)
    yield PACE  # a hidden step: out skills (who went out tonight is told in the morning)
    queue = list(fallen)
    while queue and not g.finished:
        seat, cause = queue.pop(0)
        c = s.chars[seat]
        for sk in s.skills(seat):
            if sk.slot != "out" or cause in sk.unless_out_by or c.red or sk.name in c.spent:
                continue
            pick = yield from choose(g, seat, sk)
            if pick is None:
                continue
            if sk.uses == "game":
                c.spent.add(sk.name)
            targets = pick if isinstance(pick, list) else [pick]
            # 「因此造成的出局立刻通知对应角色」: the out are told (`outs`); everyone else learns it from the 公示
            g.note("{seat}发动<{skill}>: {targets}", {"skill": sk.name, "actor": seat, "targets": targets},
                   seat=Seat(seat), skill=Term(sk.name), targets=Seats(targets))
            if sk.effect in ("kill", "poison"):
                got = yield from outs(g, [(t, sk.name) for t in targets])
                queue.extend(got)
            else:
                apply(g, seat, sk, targets)
                if s.out_now:  # a Python out skill's `out_now`: out at once, and their out skills follow in turn
                    listed, s.out_now = s.out_now, []
                    queue.extend((yield from outs(g, listed)))


def out_now(g: Game, seats: list[int], cause: str) -> None:
    """For a Python effect (docs/langren_roles.md): put `seats` out at once, `cause` being the out cause (a skill's
    name, e.g. 炸弹). The flow settles them as soon as the effect returns — each with its chained outs, each told,
    屠城 judged at once, then their `slot: out` skills (「因此造成的出局立刻通知对应角色,并且对应角色若能发动上述技能
    则立刻在该阶段发动」) — and lists them in the next 公示 among the other causes. Characters already out are
    skipped."""
    s = state(g)
    for seat in seats:
        if seat not in s.chars:
            raise ValueError(f"out_now: no seat {seat}")
        if s.chars[seat].alive and all(x != seat for x, _ in s.out_now):
            s.out_now.append((seat, cause))


def settle_out_now(g: Game) -> Flow:
    """The outs a Python effect asked for (`out_now`), settled at once, then their out skills (`reactive`)."""
    s = state(g)
    if not s.out_now:
        return
    listed, s.out_now = s.out_now, []
    fallen = yield from outs(g, listed)
    yield from reactive(g, fallen)


# -- asking a skill --------------------------------------------------------------------------------------------------
def target_options(g: Game, seat: int, sk: Skill) -> list[Any]:
    s = state(g)
    who = s.overrides.get(sk.name, {}).get("who", sk.target.who)
    not_last = s.overrides.get(sk.name, {}).get("not_last", sk.target.not_last)
    if sk.effect == "save":  # 「<救药>」: the characters the `from` skill was aimed at tonight
        aimed = [t for t in s.night.aimed.get(str(sk.params["from"]), []) if s.chars[t].alive]
        rule = (g.config["女巫自救"] if sk.role == "女巫" else None) or sk.params["self"]
        if rule == "never" or (rule == "first_night" and g.round > 1):
            aimed = [t for t in aimed if t != seat]
        return sorted(set(aimed))
    mates = set(s.team_of(seat)) if sk.team else {seat}
    pool = {"living": s.living(), "others": [x for x in s.living() if x not in mates], "self": [seat],
            "out": [x for x, c in sorted(s.chars.items()) if not c.alive], "none": []}[str(who)]
    if not_last and sk.name in s.chars[seat].last:
        night, t = s.chars[seat].last[sk.name]
        if night == g.round - 1:  # 「不能连续两晚」; a night without it resets this (A-LR-40)
            pool = [x for x in pool if x != t]
    if sk.target.count == 2:
        return [list(p) for p in combinations(pool, 2)]
    return list(pool)


def skill_options(g: Game, seat: int, sk: Skill) -> list[Answer]:
    return [{"skill": sk.name, "target": t} for t in target_options(g, seat, sk)]


def deadline_of(g: Game, sk: Skill, step: Step) -> tuple[float | None, bool | str]:
    """The step's 「关门后N分钟内」 (or the skill's earlier one), counted from 关门; 晨曦 (4)
    「直到第二天开门前」; none at 游戏开始 (the room's own deadline applies)."""
    if step.minutes is not None:
        return minutes(g, sk.deadline or step.minutes), "黄昏"
    if step.stage == "晨曦":
        return float(g.config["夜晚时长"]), "黄昏"
    return None, False


def choose(g: Game, seat: int, sk: Skill) -> Flow:
    """Ask one skill of one character alone (the reactive ones); returns the target(s) or None."""
    options = skill_options(g, seat, sk)
    if not options:
        return None
    step = STEP["黄昏(2)" if g.phase == "黄昏" else "晨曦(2)"]
    limit, anchor = deadline_of(g, sk, step)
    forced = not sk.target.optional
    opts = [*options, RANDOM] if forced else [GIVE_UP, *options]
    got = yield [Ask(seat, sk.name, "发动<{skill}>?", opts, RANDOM if forced else GIVE_UP, round=g.round,
                     phase=g.phase, deadline=limit, deadline_from_phase=anchor, prompt_params={"skill": Term(sk.name)},
                     unordered_target=sk.target.count == 2)]
    return pick_target(g, got[seat], options, sk.name)


def pick_target(g: Game, a: Answer, options: list[Answer], name: str) -> Any:
    if a == RANDOM:  # 「<强制>」: a legal target from the seeded RNG, logged (A-LR-14)
        return g.chance.choice(name, options)["target"] if options else None
    if "target" not in a:
        return None
    return a["target"]


# -- a step of the night (or of 游戏开始, 黄昏 (4)) --------------------------------------------------------------------
# --
def usable(g: Game, seat: int, sk: Skill, step: Step) -> bool:
    """「以下身份如未出局、未失去技能」: alive (until 晨曦 (1) a character killed tonight is still alive,
    A-LR-4), holding
    the skill, not spent, and no other skill of its group used tonight."""
    s = state(g)
    c = s.chars[seat]
    if c.red or sk.slot != step.key or sk.name in c.spent:  # a 挂机 character does not act
        return False
    fallen = not c.alive and c.out_day == g.round and c.out_cause != "红牌"  # out this day (`user: fallen`)
    if not (c.alive if sk.user == "living" else fallen if sk.user == "fallen" else c.alive or fallen):
        return False
    if sk.group is not None and sk.group in s.night.groups.get(seat, set()):
        return False
    if sk.effect == "inform" and sk.params.get("while_unused") in c.spent and not (
            sk.role == "女巫" and g.config["女巫灵通"] == "always"):
        return False  # 「<灵通>」 only while the 救药 is unused (A-LR-38)
    return True


def ordering(s: LState, step: Step, seat: int, sk: Skill) -> tuple[int, int, int, int]:
    """A-LR-15: the book's left-to-right place; then for same-named skills
    「真身份牌的优先,其余角色…按照发动者[实际身份]排序在真身份牌的后面」; then seat."""
    c = s.chars[seat]
    true_card = 0 if c.identity == sk.role else 1
    return (order_in_step(step, sk.role, sk.name), true_card, s.board.place(c.identity), seat)


def run_step(g: Game, step: Step) -> Flow:
    """One numbered step: every usable skill of it is told or asked at once (「同级理论上互不影响」), then resolved in
    the book's order (「如有矛盾按照从左至右依次发动」, A-LR-15). A character with several skills in the step is asked
    for one at a time (one ask per seat), again while another of them is still usable (not its group's, A-LR-38)."""
    s = state(g)
    key = step.key
    if key not in s.board.slots:  # no role of this board acts here
        return
    yield PACE  # a hidden step, whether or not anyone can act in it now (docs/security.md)
    done: set[tuple[int, str]] = set()  # (seat, skill) used or declined in this step
    first = True
    while True:
        entries = sorted(((seat, sk) for seat in sorted(s.chars) for sk in s.skills(seat)
                          if sk.slot == key and usable(g, seat, sk, step) and (seat, sk.name) not in done),
                         key=lambda e: ordering(s, step, *e))
        if not entries:
            return
        if first:  # skills that ask nothing: <灵通>, a <模式选择> with one mode
            for seat, sk in entries:
                if sk.effect == "inform":
                    aimed = [t for t in s.night.aimed.get(str(sk.params["of"]), []) if s.chars[t].alive]
                    g.tell([seat], "<{skill}>: 今晚<{of}>的目标是{targets}", {"skill": sk.name, "aimed": aimed},
                           skill=Term(sk.name), of=Term(str(sk.params["of"])), targets=Seats(aimed))
                elif sk.effect == "mode" and len(sk.params["modes"]) == 1:
                    set_mode(g, seat, sk, next(iter(sk.params["modes"])))
            first = False
        got, asked, teams = yield from ask_step(g, step, [(seat, sk) for seat, sk in entries
                                                         if sk.effect != "inform" and not (
                                                             sk.effect == "mode" and len(sk.params["modes"]) == 1)])
        if not got:
            return
        chosen: dict[int, tuple[Skill, Any]] = {}
        for seat, (sks, opts) in asked.items():
            a = got[seat]
            if a == RANDOM:
                a = g.chance.choice(sks[0].name, opts)
            if "skill" in a:
                sk = next(k for k in sks if k.name == a["skill"])
                chosen[seat] = (sk, a.get("target", a.get("choice")))
                done.add((seat, sk.name))
            else:
                done.update((seat, k.name) for k in sks)  # 放弃: none of them
        for team, (sk, members) in teams.items():
            done.update((x, sk.name) for x in members)
            last = [(seat, a) for seat, a in got.items() if seat in members and a != NO_SUBMISSION]  # arrival order
            if last and "target" in last[-1][1]:
                seat, a = last[-1]
                chosen[seat] = (sk, a["target"])
            elif last:
                g.note("{team}空刀", {"team": team}, team=Term(team))
        for seat, (sk, pick) in sorted(chosen.items(), key=lambda kv: ordering(s, step, kv[0], kv[1][0])):
            use(g, seat, sk, pick)
            yield from settle_out_now(g)  # a Python effect's `out_now` (a bomb): out at once, with its out skills


def ask_step(g: Game, step: Step, entries: list[tuple[int, Skill]]) -> Flow:
    """The asks of one round of a step: one per seat (its usable skills' options together), and every living member
    of a team for a team skill (「狼队<杀人>」: any member may submit; the last submission counts, A-LR-35)."""
    s = state(g)
    asked: dict[int, tuple[list[Skill], list[Answer]]] = {}
    teams: dict[str, tuple[Skill, list[int]]] = {}
    for seat, sk in entries:
        if sk.team:
            team = s.role(seat).team
            assert team is not None
            teams.setdefault(team, (sk, []))[1].append(seat)
            continue
        opts = ([{"skill": sk.name, "choice": m} for m in sk.params["modes"]] if sk.effect == "mode"
                else skill_options(g, seat, sk))
        if opts:
            sks, all_opts = asked.setdefault(seat, ([], []))
            sks.append(sk)
            all_opts += opts
    asks: list[Ask] = []
    for seat, (sks, opts) in asked.items():
        forced = any(not sk.target.optional for sk in sks)
        limit, anchor = deadline_of(g, sks[0], step)
        asks.append(Ask(seat, sks[0].name, "发动<{skill}>?", [*opts, RANDOM] if forced else [GIVE_UP, *opts],
                        RANDOM if forced else GIVE_UP, also=tuple(sk.name for sk in sks[1:]), round=g.round,
                        phase=g.phase, deadline=limit, deadline_from_phase=anchor,
                        prompt_params={"skill": Terms(sk.name for sk in sks)},
                        unordered_target=any(sk.target.count == 2 for sk in sks)))
    for team, (sk, members) in teams.items():
        opts = skill_options(g, members[0], sk)
        limit, anchor = deadline_of(g, sk, step)
        for seat in members:
            asks.append(Ask(seat, sk.name, "{team}<{skill}>: 选择目标 (最后提交的为准)",
                            [NO_SUBMISSION, NO_KILL, *opts], NO_SUBMISSION, round=g.round, phase=g.phase,
                            deadline=limit, deadline_from_phase=anchor,
                            prompt_params={"team": Term(team), "skill": Term(sk.name)}))
    if not asks:
        return {}, asked, teams
    got = yield asks
    return got, asked, teams


def use(g: Game, seat: int, sk: Skill, pick: Any) -> None:
    """A skill used: spent if once a game, its group closed for the night, its target remembered, then its effect."""
    s = state(g)
    if sk.effect == "mode":
        set_mode(g, seat, sk, str(pick))
        return
    targets = pick if isinstance(pick, list) else [pick]
    if sk.uses == "game":
        s.chars[seat].spent.add(sk.name)
    if sk.group is not None:
        s.night.groups.setdefault(seat, set()).add(sk.group)
    s.chars[seat].last[sk.name] = (g.round, int(targets[0]))
    g.note("{seat}<{skill}>: {targets}", {"skill": sk.name, "actor": seat, "targets": targets}, seat=Seat(seat),
           skill=Term(sk.name), targets=Seats(targets))
    apply(g, seat, sk, [int(t) for t in targets])


def set_mode(g: Game, seat: int, sk: Skill, mode: str) -> None:
    """<模式选择> (A-LR-40): the mode is chosen once at stage 1 and fixed for the game; it may change other skills'
    target rules (`modes: {名: {技能: {not_last: false}}}`)."""
    s = state(g)
    s.modes[sk.role] = mode
    for skill, fields in (sk.params["modes"][mode] or {}).items():
        s.overrides[str(skill)] = dict(fields)
    g.note("{seat}<{skill}>: {mode}", {"mode": mode, "actor": seat}, seat=Seat(seat), skill=Term(sk.name),
           mode=Term(mode))


def apply(g: Game, seat: int, sk: Skill, targets: list[int]) -> None:
    """The primitives (docs/langren_roles.md)."""
    s = state(g)
    n = s.night
    if sk.effect in ("kill", "poison"):
        for t in targets:
            cause = "毒药" if sk.effect == "poison" else sk.name
            n.kills.append(Kill(t, str(sk.params["place"]), sk.name, seat, cause))
            n.aimed.setdefault(sk.name, []).append(t)
    elif sk.effect == "protect":
        for t in targets:
            n.protected.setdefault(t, set()).update(sk.params["against"])
    elif sk.effect == "save":
        for t in targets:
            n.saved.add((t, str(sk.params["from"])))
    elif sk.effect == "check":
        for t in targets:
            c = s.chars[t]
            answer = s.shown_camp(t) if sk.params["answer"] == "camp" else c.card
            g.tell([seat], "<{skill}>: {seat}是{answer}", {"skill": sk.name, "checked": t, "answer": answer},
                   skill=Term(sk.name), seat=Seat(t), answer=Term(answer))
    elif sk.effect == "silence":
        for t in targets:
            if sk.params["permanent"]:
                s.chars[t].silenced_forever = True
            else:
                s.chars[t].silenced_day = g.round + 1
            g.tell([t], "你进入[寡言]状态。", {"寡言": t})
    elif sk.effect == "link":
        a, b = (seat, targets[0]) if len(targets) == 1 else (targets[0], targets[1])
        kind = str(sk.params["kind"])
        s.links.append((kind, a, b))
        g.tell([a, b], "你与{other}处于[{kind}]状态。", {"link": kind, "pair": [a, b]}, other=Seats([a, b]),
               kind=Term(kind))
    elif sk.effect == "swap":
        one, two = s.chars[targets[0]], s.chars[targets[1]]
        one.card, two.card = two.card, one.card
        one.spent, two.spent = two.spent, one.spent  # a once-a-game skill used up stays used up on its card
        for c in (one, two):
            g.tell([c.seat], "你的身份牌换成了{name}", {"card": c.card}, name=Term(c.card))
    elif sk.effect == "flip":
        for t in targets:
            s.chars[t].revealed = True
            g.say("{seat}翻牌: {name}", {"flip": t, "card": s.chars[t].card}, seat=Seat(t), name=Term(s.chars[t].card))
    elif sk.effect == "python" and sk.python is not None:
        sk.python(g, seat, targets)


# -- 9、白昼 ----------------------------------------------------------------------------------------------------------
def daytime(g: Game) -> Flow:
    """「进入下一天白昼阶段,公示前一天出局角色名单等相关信息。开始讨论,白昼阶段发动的技能,按照现实时间立刻结算」, then
    「10、讨论、投票结束」: the vote (A-LR-21 … A-LR-30)."""
    s = state(g)
    yield from enter(g, "白昼")
    if g.finished:
        return
    if g.round > 1:
        bulletin(g, "白昼")
        if g.config["晨报"] != "无":  # (none by default: then no step is added, L-MP1)
            yield from morning_post(g)
            if g.finished:
                return
    s.since_open = []
    s.accelerated = len(s.living()) <= s.board.auto_accelerate_at  # 「导演将自动执行加速」 (A-LR-19)
    if s.accelerated:
        g.say("存活角色{n}人, 执行加速: 不可改票, 未投票者不被判罚。", {"加速": True}, n=len(s.living()))
    voters = [x for x in s.living() if not s.chars[x].silenced(g.round) and not s.chars[x].red]
    day = float(g.config["加速时长" if s.accelerated else "讨论日时长"])
    ballot: list[Answer] = [ABSTAIN, *({"target": t} for t in s.living())]
    asks = [Ask(x, "投票", "投票 (每名存活角色每个讨论日限投一票)", [NO_REPLY, *ballot], NO_REPLY, round=g.round,
                phase=g.phase, deadline=day, deadline_from_phase=True, public=True) for x in voters]
    got = yield asks if asks else []
    votes = {x: a for x, a in (got or {}).items() if a != NO_REPLY}
    if not s.accelerated and votes:  # 「改票只允许进行一次。关门前一小时不允许改票…执行加速时不允许改票。」
        changes = [Ask(x, "改票", "改票 (只允许一次)", [KEEP, *(o for o in ballot if o != a)], KEEP, round=g.round,
                       phase=g.phase, deadline=max(0.0, day - minutes(g, 60)), deadline_from_phase=True, public=True)
                   for x, a in votes.items()]
        got2 = yield changes
        for x, a in got2.items():
            if a != KEEP:
                g.say("{seat}改票。", {"改票": x}, seat=Seat(x))
                votes[x] = a
    for x in voters:  # 「讨论结束时,未回复投票帖者将被判罚黄牌」; none under 加速 (A-LR-20)
        if x not in votes and not s.accelerated:
            s.chars[x].yellow.append(g.round)
            g.say("{seat}未回复投票帖, 判罚黄牌。", {"黄牌": x}, seat=Seat(x))
    s.votes = {x: (a.get("target") if "target" in a else "弃权") for x, a in votes.items()}
    limit = g.config["黄牌转红牌"]
    for x in voters:
        if limit and len(s.chars[x].yellow) >= limit and s.chars[x].alive and g.round in s.chars[x].yellow:
            yield from red_card(g, x, "黄牌累计")
            if g.finished:
                return


def bulletin(g: Game, when: str) -> None:
    """The 公示: 「公示[投票出局]的角色和其他原因出局的角色名单,分开列出。」 (黄昏 (3)) and at 白昼 「公示前一天出局角色
    名单等相关信息」 — names only, no identities (A-LR-17); last words; yellow cards."""
    s = state(g)
    vote_outs = [x for x in s.vote_outs if x not in s.announced]
    others = [x for x in s.other_outs if x not in s.announced]
    words = {x: w for x, w in s.last_words.items()} if when == "白昼" else {}
    g.say("公示: 投票出局: {votes}; 其他原因出局: {others}", {"公示": {"vote": vote_outs, "other": others,
          "last_words": {str(k): v for k, v in words.items()}}}, kind="announce", votes=Seats(vote_outs),
          others=Seats(others))
    for x, w in sorted(words.items()):
        g.say("{seat}的遗言: {words}", {"遗言": x}, kind="speech", seat=Seat(x), words=w)
    s.announced.update(vote_outs + others)
    s.vote_outs = [x for x in s.vote_outs if x not in s.announced]
    s.other_outs = [x for x in s.other_outs if x not in s.announced]
    if when == "白昼":
        s.last_words = {}


PAPER_MAX = 1000  # characters of the 晨报 (L-MP1; as 亡灵低语's W-MP3: it fits an answer, daoyan.server.limits)
WRITE: Answer = {"choice": "晨报"}
HOST_WRITER = "导演"  # the setting 晨报's word for the 导演 himself (the room's host, `HOST_SEAT`)
MODEL_WRITER = "模型"  # … for a language model writing as the 导演's stand-in, from public facts only


def asks_host(cfg: dict[str, Any]) -> str | None:
    """What in the settings asks the 导演 himself (L-MP1), for a room or a terminal with no 导演 to refuse; None:
    nothing does (晨报 = 模型 asks the host's stand-in, which any harness has)."""
    if cfg.get("晨报") == HOST_WRITER:
        return ("晨报 = 导演: 导演亲自撰写晨报; 没有导演时请选 无 或由模型代笔 (晨报 = 模型) "
                "(the 导演 writes the morning post himself; with no 导演, choose 无 or have a model write it: 模型)")
    return None


def morning_post(g: Game) -> Flow:
    """The 晨报 of a 白昼 (L-MP1; the setting 晨报, 无 by default). The 版杀 book has none; the 亡灵低语 book, a
    版杀 rule book of the same forum, says 「晨报在讨论帖开门时发布」 and 「契合剧本与当天公示的前日出局玩家，
    以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息」. Right after the 白昼's 公示
    (「公示前一天出局角色名单等相关信息」) the host —
    the 导演 (晨报 = 导演) or a model as his stand-in (晨报 = 模型, answered by the harness from public facts only) —
    is asked (`HOST_SEAT`; public: everybody knows from the settings that it is written now); what he writes (at most
    PAPER_MAX characters; blank, passed or late: nothing) is posted to all under 【晨报】. The vote opens after it (its
    deadline counts from the 白昼's start as ever)."""
    day = g.round
    ask = Ask(HOST_SEAT, "晨报", "晨报 (第{day}天; 以故事讲述前日出局的玩家, 不透露游戏流程; 不写则无晨报)",
              [GIVE_UP, WRITE], GIVE_UP, round=day, phase=g.phase, deadline=minutes(g, 30), speech=True,
              speech_max=PAPER_MAX, prompt_params={"day": day}, public=True)
    got = yield [ask]
    a = got.get(HOST_SEAT, GIVE_UP)
    text = str(a.get("say") or "").strip() if a.get("choice") == "晨报" else ""
    if text:
        g.say("【晨报】\n{words}", {"晨报": day}, kind="announce", words=text)


# -- 3、黄昏 ----------------------------------------------------------------------------------------------------------
def dusk(g: Game) -> Flow:
    s = state(g)
    yield from enter(g, "黄昏")
    if g.finished:
        return
    # (1) 结算被[投票出局]的角色或平票时替罪羊<冤死>,询问混血儿<护主>,并通知对应角色是否出局。
    counts: dict[int, int] = {}
    for x, t in sorted(s.votes.items()):
        if s.chars[x].alive and t != "弃权" and s.chars[int(t)].alive:
            counts[int(t)] = counts.get(int(t), 0) + 1
    g.say("投票结果: {counts}", {"votes": {str(k): v for k, v in sorted(counts.items())}}, kind="result",
          counts=Listing([Phrase("{seat} {n}票", seat=Seat(k), n=v) for k, v in sorted(counts.items())], Term("无")))
    s.votes = {}
    top = max(counts.values(), default=0)
    leaders = [x for x, n in sorted(counts.items()) if n == top and top >= 1]
    fallen: list[tuple[int, str]] = []
    if len(leaders) == 1:
        fallen = yield from outs(g, [(leaders[0], "投票出局")], vote=True)
    elif len(leaders) > 1:  # 「平票时替罪羊<冤死>」 (A-LR-30); with no living 替罪羊 nobody goes out
        goats = [x for x in s.living() if s.chars[x].card == "替罪羊" or any(k.name == "冤死" for k in s.skills(x))]
        if goats:
            fallen = yield from outs(g, [(goats[0], "冤死")], vote=True)
        else:
            g.say("平票, 无人出局。", {"平票": leaders})
    else:
        g.say("无人得票, 无人出局。", {"平票": []})
    if g.finished:
        return
    # (2) 猎人<最后一枪> …
    yield from reactive(g, fallen)
    if g.finished:
        return
    # (3) 公示[投票出局]的角色和其他原因出局的角色名单,分开列出。
    bulletin(g, "黄昏")
    # (4) 肉猪<苟活>、… 依次发动,随后公示应该公示的部分技能效果。
    yield from run_step(g, STEP["黄昏(4)"])
    s.period_end()  # the day (白昼 + 黄昏) is over


# -- 4–7、早夜 午夜 深夜 凌晨 ------------------------------------------------------------------------------------------
def night_stage(stage: str) -> Any:
    def run(g: Game) -> Flow:
        s = state(g)
        if stage == "早夜":
            s.night = Night(g.round)
        yield from enter(g, stage)
        if g.finished:
            return
        for step in STEPS:
            if step.stage != stage:
                continue
            if step.key == "凌晨(7)":  # 初步按照(9)的顺序结算出局名单
                night_list(g)
            elif step.key in ("凌晨(8)", "凌晨(9)"):
                continue
            else:
                yield from run_step(g, step)
    run.__name__ = stage
    return run


def night_list(g: Game) -> None:
    """凌晨 (7)–(9): the night's out list in (9)'s order (「每次出局效果依次结算」); same places by A-LR-15; a kill is
    stopped by a 守护 against its skill or a 救药 from it, but both at once (同守同救) let it through
    (setting 同守同救)."""
    s = state(g)
    n = s.night

    def key(k: Kill) -> tuple[int, int, int, int]:
        """「若存在多个同名技能,则真身份牌的优先,其余角色发动的同名技能按照发动者[实际身份]排序在真身份牌的后面,结算同名的
        出局顺序也是如此」: a same-named skill used from another's card (a 盗贼 playing 女巫) takes the others' place
        (「黑商赌徒圣诞老狼等毒药跟在女巫毒药后」), then the 身份表 decides."""
        c = s.chars[k.actor]
        true_card = c.identity == c.card
        place = k.place if true_card else OTHERS_PLACE.get(k.place, k.place)
        return (OUT_PLACE[place], 0 if true_card else 1, s.board.place(c.identity), k.actor)

    listed: list[tuple[int, str]] = []
    for k in sorted(n.kills, key=key):
        guarded = k.skill in n.protected.get(k.target, set())
        saved = (k.target, k.skill) in n.saved
        stopped = guarded != saved if g.config["同守同救"] == "出局" else guarded or saved
        if stopped or any(t == k.target for t, _ in listed):
            continue
        listed.append((k.target, k.cause))
    n.outs = with_chains(s, listed)
    g.note("出局名单: {seats}", {"night_outs": [x for x, _ in n.outs]}, seats=Seats([x for x, _ in n.outs]))


# -- 8、晨曦 ----------------------------------------------------------------------------------------------------------
def dawn(g: Game) -> Flow:
    s = state(g)
    yield from enter(g, "晨曦")
    if g.finished:
        return
    # (1) 结算当晚出局的角色,随后锈剑骑士<破伤风出局>,并通知所有对应角色是否出局。
    fallen = yield from outs(g, [(x, c) for x, c in s.night.outs if s.chars[x].alive])
    if g.finished:
        return
    # (2) 猎人<最后一枪> …
    yield from reactive(g, fallen)
    if g.finished:
        return
    # (3) 死灵术士<夺魂>,镜<镜像>
    yield from run_step(g, STEP["晨曦(3)"])
    # (4) 警长出局选择新警长,然后应当留下遗言的角色收到遗言通知,并留下遗言。
    limit = float(g.config["夜晚时长"])
    yield PACE  # a hidden step: the 警长's handover (whether he went out tonight is told in the morning)
    if s.sheriff is not None and not s.chars[s.sheriff].alive:
        old = s.sheriff
        s.sheriff = None
        if not s.chars[old].red and s.living():
            opts = [NO_HEIR, *({"target": x} for x in s.living())]
            got = yield [Ask(old, "移交警长", "选择新警长", opts, NO_HEIR, round=g.round, phase=g.phase, deadline=limit,
                             deadline_from_phase="黄昏")]
            if "target" in got[old]:
                s.sheriff = int(got[old]["target"])
                g.say("{seat}成为新警长。", {"警长": s.sheriff}, seat=Seat(s.sheriff))
        if s.sheriff is None:
            g.say("警长徽章流失。", {"警长": None})
    rule = g.config["遗言"]
    yield PACE  # a hidden step: the last words
    speakers = [x for x in s.since_open if not s.chars[x].red and (
        rule == "all" or (rule == "first_night_and_vote"
                          and (g.round == 1 or s.chars[x].out_cause in ("投票出局", "冤死"))))]
    if speakers:
        got = yield [Ask(x, "遗言", "遗言 (次日公示)", [GIVE_UP, {"choice": "遗言"}], GIVE_UP, round=g.round,
                         phase=g.phase, deadline=limit, deadline_from_phase="黄昏", speech=True) for x in speakers]
        for x in speakers:
            if got.get(x, GIVE_UP) != GIVE_UP and got[x].get("say"):
                s.last_words[x] = str(got[x]["say"])
    s.period_end()  # the night (早夜 … 晨曦) is over
