"""【星君】 技能▶[星象] (恒定).

◆开局设置加入四张[星象图],并随机对应:开局双【妖众】、开局单【妖众】、开局双【将领】、开局持有【妖首】四种含义。
◆每个讨论阶段,【源尊】公开展示一张[星象图],指示当前[星象]目标玩家的信息。每轮[星象]会按照【星君】所选座位号
大/小数方向,自动切换至下一个目标。
◆首个闭眼阶段,【星君】会单独睁眼一次: 顶层 → ①任意起始目标 ②大数/小数方向 ③获知哪张[星象图]代表开局双【妖众】;
底层 → 只能选择自己两侧的玩家,且只能选择远离自己的方向。
——[星象]不会跳过[封印状态]玩家,且不受任何其他因素影响。——开局持有【妖首】优先于其他信息。
☯当【星君】为【关键身份】: 【星君】牌被[封印]后,下个白昼[星空仙人]行动阶段,会获知哪一张[星象图]代表开局持有【妖首】
(开局在顶层) / 开局双【妖众】(开局在底层) (A-XY-19).

The four charts are named after the four 星象 (青龙, 白虎, 朱雀, 玄武): the book names none, and the host
announces 「本轮[星象]为____星象」. 大数 = the next seat number up (12 → 1 wraps), 小数 = down (1 → N)."""

from __future__ import annotations

from ....core.ask import Answer, Ask
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat, Term
from ..identities import XINGKONG
from ..state import Player, Xingjun, XState
from . import lines

NAME = "星君"
MAPS = ("青龙", "白虎", "朱雀", "玄武")
DOUBLE, SINGLE, GENERALS, YAOSHOU = "开局双【妖众】", "开局单【妖众】", "开局双【将领】", "开局持有【妖首】"
MEANINGS = (DOUBLE, SINGLE, GENERALS, YAOSHOU)
UP, DOWN = "大数", "小数"


def holder(s: XState) -> int:
    return s.holders(NAME)[0]


def started_top(s: XState) -> bool:
    return s.players[holder(s)].cards[0].name == NAME


def meaning(p: Player) -> str:
    """What a player's [星象图] says: his start cards; 「开局持有【妖首】优先于其他信息」."""
    names = p.start_names
    if "妖首" in names:
        return YAOSHOU
    yaozhong = names.count("妖众")
    return DOUBLE if yaozhong == 2 else SINGLE if yaozhong == 1 else GENERALS


def chart(xj: Xingjun, what: str) -> str:
    return next(m for m, v in xj.maps.items() if v == what)


def step_seat(n: int, seat: int, direction: str) -> int:
    """The next seat in a direction: 大数 goes up (N → 1), 小数 goes down (1 → N)."""
    return seat % n + 1 if direction == UP else (seat - 2) % n + 1


def install(g: Game) -> None:
    """开局准备 6: 「开局设置加入四张[星象图],并随机对应…四种含义」 (chance `星象图`: the meanings of 青龙, 白虎,
    朱雀, 玄武 in that order)."""
    s: XState = g.state
    meanings = g.chance.shuffle("星象图", list(MEANINGS))
    s.xingjun = Xingjun(dict(zip(MAPS, meanings, strict=True)))
    for m, v in s.xingjun.maps.items():
        g.note("[星象图]{chart}代表{meaning}", {"星象图": m, "meaning": v}, chart=Term(m), meaning=Term(v))


def first_day(g: Game) -> Flow:
    """2【星君】首昼[星象]流程: the 星君 holder wakes alone, chooses the start target and the direction;
    on top he is shown the 开局双【妖众】 chart."""
    s: XState = g.state
    xj = s.xingjun
    assert xj is not None
    seat, top, n = holder(s), started_top(s), g.players
    lines(g, NAME, ("拿到【星君】的玩家请睁眼。请用手势告诉我,选择几号玩家作为[星象]起始目标玩家。",))
    # 顶层: ①选择任意一位玩家成为[星象]起始目标; 底层: 只能选择自己两侧的玩家
    seats = s.seat_list() if top else sorted({step_seat(n, seat, UP), step_seat(n, seat, DOWN)})
    opts: list[Answer] = [{"target": t} for t in seats]
    default: Answer = {"target": step_seat(n, seat, UP)}
    ans = (yield [Ask(seat, "星象", "请选择[星象]起始目标玩家", opts, default,
                      deadline=g.config["deadlines"].get("星象"), round=g.round, phase=g.phase)])[seat]
    target = int(ans["target"])
    lines(g, NAME, ("请用手势选择一个方向作为[星象]切换目标的方向。",))
    if top:  # ②选择大数/小数时针方向
        dirs: list[Answer] = [{"choice": UP}, {"choice": DOWN}]
        got = (yield [Ask(seat, "星象方向", "请选择[星象]切换目标的方向 (大数/小数)", dirs, {"choice": UP},
                          deadline=g.config["deadlines"].get("星象方向"), round=g.round, phase=g.phase)])[seat]
        direction = str(got["choice"])
    else:  # 底层: 只能选择远离自己的方向 — the side of the neighbour he chose
        direction = UP if target == step_seat(n, seat, UP) else DOWN
    xj.target, xj.direction = target, direction
    g.tell([seat], "[星象]起始目标: {target},方向: {direction}", {"星象": {"target": target, "direction": direction}},
           label=NAME, target=Seat(target), direction=Term(direction))
    g.note("[星象]起始目标: {target},方向: {direction}", {"星象": {"target": target, "direction": direction}},
           target=Seat(target), direction=Term(direction))
    lines(g, NAME, ("此[星象图]代表开局双【妖众】。",))
    if top:  # ③获知哪张[星象图]代表开局双【妖众】
        m = chart(xj, DOUBLE)
        g.tell([seat], "代表{meaning}的[星象图]: {chart}", {"星象图": m, "meaning": DOUBLE}, label=NAME,
               chart=Term(m), meaning=Term(DOUBLE))
    else:
        g.note("开局【星君】在底层,不展示任何[星象图]")
    lines(g, NAME, ("请闭眼。",))


def confirm(g: Game, awake: list[int]) -> None:
    """3 ❻【星君】流程: the 星君 raises his hand and shows his layer; on top, the 星空 are shown the
    开局双【妖众】 chart. 5 players: a bottom 星君 「不可…做出任何动作」 (he does not raise his hand)."""
    s: XState = g.state
    xj = s.xingjun
    assert xj is not None
    seat, top = holder(s), started_top(s)
    lines(g, NAME, ("【星君】玩家请举手,请用手势示意【星君】牌在顶层还是底层。",))
    if seat in awake and (top or g.players != 5):
        layer = "顶层" if top else "底层"
        g.tell(awake, "【星君】: {seat},{layer}", {NAME: seat, "layer": layer}, label="星空仙人", seat=Seat(seat),
               layer=Term(layer))
    lines(g, NAME, ("此[星象图]代表开局双【妖众】。",))
    if top and awake:
        m = chart(xj, DOUBLE)
        g.tell(awake, "代表{meaning}的[星象图]: {chart}", {"星象图": m, "meaning": DOUBLE}, label="星空仙人",
               chart=Term(m), meaning=Term(DOUBLE))
    # a bottom 星君: no chart here either; the host's note 「开局【星君】在底层,不展示任何[星象图]」 was posted at
    # step 2 of this 白昼 (first_day) and holds for the whole game: not posted twice (issue 21, item 7)


def announce(g: Game) -> None:
    """黑夜 2 ❷【星君】[星象]结果公布: 「本轮[星象]为____星象。」 — the chart of the current target's start
    cards, shown to all; then the target moves one seat (「不会跳过[封印状态]玩家,且不受任何其他因素影响」).
    It runs whatever happened to the 星君 card (恒定; 注1)."""
    s: XState = g.state
    xj = s.xingjun
    assert xj is not None and xj.target is not None and xj.direction is not None
    what = meaning(s.players[xj.target])
    m = chart(xj, what)
    g.say("本轮[星象]为{chart}星象。", {"星象图": m}, kind="result", chart=Term(m))
    g.note("[星象]目标: {seat},{meaning}", {"星象": {"target": xj.target, "meaning": what}}, seat=Seat(xj.target),
           meaning=Term(what))
    xj.target = step_seat(g.players, xj.target, xj.direction)


def action(g: Game, awake: list[int]) -> None:
    """☯当【星君】为【关键身份】: after the 星君 card is sealed, at the next 白昼 [星空仙人]行动阶段 the awake
    星空 learn the 开局持有【妖首】 chart (星君 started on top) or the 开局双【妖众】 chart (bottom). Shown,
    not spoken: the 深渊 must not hear that the 星君 card fell."""
    s: XState = g.state
    xj = s.xingjun
    if xj is None or xj.learned or NAME not in s.keys[XINGKONG]:
        return
    card = next(c for c in s.players[holder(s)].cards if c.name == NAME)
    if not card.sealed:
        return
    xj.learned = True
    what = YAOSHOU if card.start_layer == "顶层" else DOUBLE
    m = chart(xj, what)
    g.tell(awake, "代表{meaning}的[星象图]: {chart}", {"星象图": m, "meaning": what}, label="星空仙人",
           chart=Term(m), meaning=Term(what))

