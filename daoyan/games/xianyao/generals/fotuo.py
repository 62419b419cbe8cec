"""【佛陀】 技能▶[止伐] (昼伏).

◆【佛陀】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼参与讨论并发动[止伐]。
◆整局游戏每名玩家限一次,白昼[星空仙人]行动阶段,可以选择任意一位玩家,该玩家在下一轮中:
◇黑夜讨论阶段,其每一票的票数-1,顶层【将领】牌被视为无技能(发动技能时,按照假身份处理);
◇白昼闭眼阶段,若其睁眼,则【源尊】提示重新闭眼、不可发动任何技能(但流程依旧会有)。
◆每个黑夜讨论开始阶段,【源尊】会公布上一轮[止伐]的目标玩家。
——[止伐]不会影响 [星空仙人]。——首个白昼阶段,【佛陀】牌在底层也可以发动[止伐]。
☯当【佛陀】为【关键身份】: ①开局顶层【佛陀】底层[深渊] → 整局游戏,顶层身份牌视为[深渊],底层身份牌视为[星空];
②另一张身份牌也为[星空] → 首个白昼闭眼阶段【佛陀】玩家本身及所有的身份牌都视为[深渊]。

Rulings (docs/rulings/xianyao.md, 【佛陀】): 「下一轮」 = the next round (chosen in 白昼 r → 白昼 r+1 and
黑夜 r+1, announced at 黑夜 r+1, A-XY-3); a bottom 佛陀 acts only on 首个白昼, then once his card is on
top or sealed (A-XY-21); [星空仙人] = the target's own camp (A-XY-2); a top 妖众 keeps [双妖] and a double
妖众 its [鉴仙图] (A-XY-26); ☯ is read by [验妖] only, ① on the two start cards.

Hooks for the other generals (generals/__init__.py): ``blocks(g, seat)`` — a woken player under [止伐]
is sent back to sleep (generals.step answers his asks of a 白昼 ``day`` step with their default, 【妖首】
[验妖] leaves him out); ``skill_less(g, seat)`` — 「顶层【将领】牌被视为无技能(发动技能时,按照假身份处理)」
for a claim of a (夜行) general; ``vote_delta`` — 「其每一票的票数-1」."""

from __future__ import annotations

from ....core.ask import Answer, Ask
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat, Term
from ..identities import SHENYUAN, XINGKONG
from ..state import Card, XState
from . import lines

NAME = "佛陀"
ZHIFA = "止伐"
GIVE_UP: Answer = {"choice": "放弃"}


def holder(s: XState) -> int:
    return s.holders(NAME)[0]


def card(s: XState) -> Card:
    return next(c for c in s.players[holder(s)].cards if c.name == NAME)


def target_now(g: Game) -> int | None:
    """The [止伐] target in effect in this round: the one chosen in the last round's 白昼 (A-XY-3)."""
    s: XState = g.state
    return s.zhifa.get(g.round - 1)


def blocks(g: Game, seat: int) -> bool:
    """Is this seat under [止伐] now? 「[止伐]不会影响 [星空仙人]」 (the player's own camp, A-XY-2)."""
    s: XState = g.state
    return target_now(g) == seat and s.players[seat].camp != XINGKONG


def skill_less(g: Game, seat: int) -> bool:
    """黑夜讨论阶段: 「顶层【将领】牌被视为无技能(发动技能时,按照假身份处理)」 — a top 妖众 is no 【将领】 (A-XY-26)."""
    s: XState = g.state
    top = s.players[seat].top
    return blocks(g, seat) and top is not None and top.name != "妖众"


def vote_delta(g: Game, seat: int) -> int:
    """黑夜讨论阶段: 「其每一票的票数-1」."""
    return -1 if blocks(g, seat) else 0


def wakes(g: Game) -> list[int]:
    """「【佛陀】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼参与讨论并发动[止伐]」."""
    s: XState = g.state
    return [holder(s)] if card(s).sealed else []


def can_act(g: Game, first: bool) -> bool:
    """首个白昼: on top or at the bottom (「首个白昼阶段,【佛陀】牌在底层也可以发动[止伐]」); later: on top
    or sealed (A-XY-21)."""
    s: XState = g.state
    c = card(s)
    return first or c.sealed or s.players[holder(s)].top is c


def _choose(g: Game, seat: int, awake: list[int]) -> Flow:
    s: XState = g.state
    done = {t for t in s.zhifa.values() if t is not None}  # 整局游戏每名玩家限一次
    opts: list[Answer] = [GIVE_UP] + [{"target": t} for t in s.seat_list() if t not in done]
    ans = (yield [Ask(seat, ZHIFA, "请用手势选择[止伐]目标 (号码或放弃)", opts, GIVE_UP,
                      deadline=g.config["deadlines"].get(ZHIFA), round=g.round, phase=g.phase)])[seat]
    target = ans.get("target")
    s.zhifa[g.round] = target
    if target is None:
        g.tell(awake, "[止伐]: 放弃", {"skill": ZHIFA, "target": None}, label="星空仙人")
    else:
        g.tell(awake, "[止伐]: {seat}", {"skill": ZHIFA, "target": target}, label="星空仙人", seat=Seat(target))
        g.note("[止伐]目标{seat}: 下一轮生效", {"止伐": target, "round": g.round + 1}, seat=Seat(target))


def confirm(g: Game, awake: list[int]) -> Flow:
    """首个白昼 step 3 ❸【佛陀】流程."""
    s: XState = g.state
    seat = holder(s)
    lines(g, NAME, ("【佛陀】玩家请举手,请用手势示意【佛陀】牌在顶层还是底层。",))
    # 5玩家: 位于底层的[星空仙人]不可睁眼、不可发动任何技能、不要做出任何动作 (A-XY-21)
    here = seat in awake
    if here:
        layer = "顶层" if s.players[seat].cards[0].name == NAME else "底层"
        g.tell(awake, "【佛陀】: {seat},【佛陀】牌在{layer}", {"佛陀": seat, "layer": layer}, label="星空仙人",
               seat=Seat(seat), layer=Term(layer))
    lines(g, NAME, ("请用手势选择[止伐]目标。",))
    if here and can_act(g, first=True):
        yield from _choose(g, seat, awake)


def action(g: Game, awake: list[int]) -> Flow:
    """其他白昼 step 3 ❶【佛陀】[止伐]流程: 「(【佛陀】未睁眼此话语也不可略过)」."""
    s: XState = g.state
    seat = holder(s)
    lines(g, NAME, ("【佛陀】请用手势选择[止伐]目标。",))
    if seat in awake and can_act(g, first=False):
        yield from _choose(g, seat, awake)


def announce(g: Game) -> None:
    """黑夜 step 2 ❶【佛陀】[止伐]目标公布 (首昼无此流程): 「上一轮的[止伐]目标为__号玩家。」 — the target of
    the last round's 白昼 (「注意,不是【佛陀】刚选择的玩家!」)."""
    if g.round == 1:
        return
    s: XState = g.state
    target = s.zhifa.get(g.round - 1)
    if target is None:
        g.say("上一轮无[止伐]目标。", {"止伐": None}, kind="result")
    else:
        g.say("上一轮的[止伐]目标为{seat}玩家。", {"止伐": target}, kind="result", seat=Seat(target))


def reads(g: Game, seat: int, c: Card | None, camp: str) -> str:
    """☯当【佛陀】为【关键身份】, how [验妖] reads this player (c None: 玩家本身) or his card c."""
    s: XState = g.state
    if NAME not in s.keys[XINGKONG] or seat != holder(s):
        return camp
    p = s.players[seat]
    first, second = p.cards
    other = second if first.name == NAME else first
    if other.camp == XINGKONG:
        # ②若持有【佛陀】牌的玩家另一张身份牌也为[星空],则首个白昼闭眼阶段【佛陀】玩家本身及所有的身份牌都视为[深渊]
        return SHENYUAN if g.round == 1 and g.phase == "白昼" else camp
    if first.name == NAME and c is not None:
        # ①若开局时,玩家顶层身份牌为【佛陀】底层为[深渊],整局游戏,该玩家顶层身份牌视为[深渊],底层身份牌视为[星空]
        return SHENYUAN if c is first else XINGKONG
    return camp
