"""【树精】 技能▶[量天] (恒定).

开局准备 6 (「抽选【树精】技能的目标池」): X = ⌊N/2⌋ seat cards of players other than the 树精 player who held
a 【妖众】 at the start form the [量天] pool; with 树精 on top at the start every start-double-妖众 player
is in it first (all of them, even beyond X), then the pool is filled from the other 妖众 holders; with 树精
at the bottom X are drawn from all 妖众 holders (all of them when fewer). Each 黑夜 step 2 ❹ one pool card
is drawn secretly at random (without replacement; when every card was drawn the pool starts over,
A-XY-20) and the distance from the 树精 player to it is announced, counted from the 树精 player (0) in the
direction of his other start card: 【将领】 → 大数方向 (ascending seat numbers, N wraps to 1), 【妖众】 →
小数方向. 「若【树精】已被[封印]或不在场,结果为不同的随机数」: numbers 1…N−1 no announced number repeats until
all were given."""

from __future__ import annotations

from ....core.game import Game
from ....i18n import Seat, Seats
from ..identities import identity
from ..state import TOP, XState
from . import holders


def install(g: Game) -> None:
    """◆【源尊】记录身份牌后,会随机选择除【树精】玩家外X名不同的开局时持有【妖众】牌的玩家作为[量天]目标."""
    s: XState = g.state
    seat = next(iter(holders(s, "树精")), None)
    if seat is None:
        return  # a [化形]: no 树精 player, no pool
    x = g.players // 2  # ——X为玩家数的一半向下取整(不包括【源尊】)。
    # ◆在帷幕后,先将【树精】玩家的号码卡置于一旁。
    others = [t for t in s.seat_list() if t != seat]
    holding = [t for t in others if "妖众" in s.players[t].start_names]
    top = s.players[seat].cards[0].name == "树精" and s.players[seat].cards[0].start_layer == TOP
    if top:
        # ◇若【树精】在顶层,挑选出所有双【妖众】玩家的座位[号码卡],若玩家数不足X,
        #  从剩下的持有【妖众】玩家座位[号码卡]中抽取补齐数量
        doubles = [t for t in others if s.players[t].double_yaozhong]
        rest = [t for t in holding if t not in doubles]
        need = max(0, min(x - len(doubles), len(rest)))
        pool = doubles + (g.chance.sample("量天目标池", rest, need) if need else [])
    else:
        # ◇若【树精】在底层,挑选出所有持有【妖众】玩家的座位[号码卡],随机抽取X张,形成[量天]目标池。
        pool = g.chance.sample("量天目标池", holding, min(x, len(holding))) if holding else []
    s.shujing_pool = sorted(pool)
    s.shujing_drawn = []
    g.note("[量天]目标池: {seats}", {"量天目标池": s.shujing_pool}, seats=Seats(s.shujing_pool))


def direction(s: XState, seat: int) -> int:
    """——【树精】玩家另一张身份牌判定距离计算方向: ◇【将领】牌,大数方向;◇【妖众】牌,小数方向。 (+1 / −1)"""
    other = next(c.name for c in s.players[seat].cards if c.name != "树精")
    return 1 if identity(other).is_general else -1


def distance(n: int, seat: int, target: int, step: int) -> int:
    """◇【树精】玩家为0起点,0、1、2、3……这样数 (——相邻的玩家之间的距离为1)."""
    return ((target - seat) * step) % n


def announce(g: Game) -> None:
    """❹【树精】[量天]结果公布: ——【源尊】从[量天]目标池中秘密随机选择一张。 【源尊】:[量天]结果为__。"""
    s: XState = g.state
    seat = next(iter(holders(s, "树精")), None)
    card = next((c for c in s.players[seat].cards if c.name == "树精"), None) if seat is not None else None
    if seat is None or card is None or card.sealed or not s.shujing_pool:
        d = random_number(g)
    else:
        left = [t for t in s.shujing_pool if t not in s.shujing_drawn]
        if not left:  # every pool card was drawn: the pool starts over (A-XY-20)
            s.shujing_drawn = []
            left = list(s.shujing_pool)
        target = g.chance.choice("量天抽取", left)
        s.shujing_drawn.append(target)
        d = distance(g.players, seat, target, direction(s, seat))
        g.note("[量天]抽取{target}: 距离{d}", {"量天": {"target": target, "distance": d}}, target=Seat(target), d=d)
    s.shujing_given.append(d)
    g.say("[量天]结果为{d}。", {"量天": d}, kind="result", d=d)


def random_number(g: Game) -> int:
    """——若【树精】已被[封印]或不在场,结果为不同的随机数: 1…N−1, none repeated until every one was given."""
    s: XState = g.state
    left = [d for d in range(1, g.players) if d not in s.shujing_given]
    if not left:
        s.shujing_given = []
        left = list(range(1, g.players))
    return g.chance.choice("量天", left)
