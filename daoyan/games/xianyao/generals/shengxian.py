"""【圣贤】 技能⑴▶[凡圣] (夜行).

◆黑夜讨论阶段,当你宣称自己为双【妖众】并发动[四方鉴仙图]的技能时,若此时你的顶层身份牌为【圣贤】,则你发动[四方鉴仙图]:
◇效果①正常发动,若目标玩家为[星空仙人]时,答案必为否。你成为真实效果①目标时,答案为否。
◇效果②正常发动,若目标牌为[星空仙人]牌,答案必为否。你成为真实效果②目标时,答案为否。
◇效果③可正常发动。你也享受真实效果③每票数+1效果。
◇效果④可正常发动。【圣贤】牌不会被效果④强制[封印]。
☯当【圣贤】牌为【关键身份】:【圣贤】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论,若[四方鉴仙图]
效果④,你未发动过或未成功,整局游戏限一次,[仙子]可以多执行一次[封妖]。

The claim is the ordinary [鉴仙图] claim (jianxiantu.resolve asks ``jianxiantu_true`` and
``jianxiantu_answer`` here). Rulings (docs/rulings/xianyao.md, 【圣贤】): the protections 「你成为真实效果①②
目标时」 and the +1 of 「你也享受真实效果③」 hold while the 圣贤 card is unsealed, against any true claim
(A-XY-11); 「目标玩家为[星空仙人]」 is the player's own camp (A-XY-2); the extra [封妖] is offered to the
仙子 in each later 星空 action step until used, without a spoken line."""

from __future__ import annotations

from typing import Any

from ....core.ask import Answer, Ask
from ....core.events import Event, Flow
from ....core.game import Game
from ....i18n import Seat, Term
from ..identities import XINGKONG
from ..state import Card, XState
from . import lines

NAME = "圣贤"
FANSHENG = "凡圣"
GIVE_UP: Answer = {"choice": "放弃"}


def holder(s: XState) -> int:
    return s.holders(NAME)[0]


def card(s: XState) -> Card:
    return next(c for c in s.players[holder(s)].cards if c.name == NAME)


def on_top(s: XState, seat: int) -> bool:
    """「若此时你的顶层身份牌为【圣贤】」."""
    return seat == holder(s) and s.players[seat].top is card(s)


def protected(s: XState, seat: int) -> bool:
    """The 圣贤 holder while his 圣贤 card is unsealed (top or bottom, A-XY-11)."""
    return seat == holder(s) and not card(s).sealed


def install(g: Game) -> None:
    s: XState = g.state
    g.events.on("before:封印", FANSHENG, _immune, owner=holder(s), condition=_forced_on_sage)


def shields(g: Game, seat: int, source: str) -> bool:
    """「【圣贤】牌不会被效果④强制[封印]」 — the forced seal of a ④ mark finds the 圣贤 card on top."""
    return source == "鉴仙图④" and on_top(g.state, seat)


def _forced_on_sage(g: Game, ev: Event) -> bool:
    return ev.data.get("source") == "鉴仙图④" and on_top(g.state, ev.data["seat"])


def _immune(g: Game, ev: Event) -> None:
    ev.prevent(FANSHENG)
    g.note("[凡圣]: 【圣贤】牌不会被效果④强制[封印] ({seat})", {"seat": ev.data["seat"]}, seat=Seat(ev.data["seat"]))


def confirm(g: Game, awake: list[int]) -> None:
    """首个白昼 step 3 ❺【圣贤】流程: 「【圣贤】玩家请举手,请用手势示意【圣贤】牌在顶层还是底层。」"""
    s: XState = g.state
    seat = holder(s)
    lines(g, NAME, ("【圣贤】玩家请举手,请用手势示意【圣贤】牌在顶层还是底层。",))
    if seat in awake:  # 5玩家: a bottom 圣贤 does not wake and makes no gesture
        layer = "顶层" if s.players[seat].cards[0].name == NAME else "底层"
        g.tell(awake, "【圣贤】: {seat},【圣贤】牌在{layer}", {"圣贤": seat, "layer": layer}, label="星空仙人",
               seat=Seat(seat), layer=Term(layer))


# ---- [凡圣]: the 圣贤's [鉴仙图] and the protections ---------------------------------------------
def jianxiantu_true(g: Game, seat: int, effect: int) -> bool:
    """Called once for every [鉴仙图] claim: is it a true one by [凡圣]? (records a true ④ for ☯)."""
    s: XState = g.state
    if not on_top(s, seat):
        return False
    if effect == 4:
        s.shengxian_fourth = g.round
    return True


def jianxiantu_answer(g: Game, seat: int, effect: int, target: Any, yes: bool, correct: bool) -> bool:
    """The answer to a ①/② claim. By the 圣贤: 「若目标玩家为[星空仙人]时,答案必为否」 / 「若目标牌为[星空仙人]牌,
    答案必为否」; on the 圣贤 holder: 「你成为真实效果①目标时,答案为否」 / 「你成为真实效果②目标时,答案为否」."""
    if not correct:
        return yes
    s: XState = g.state
    if effect == 1:
        t = int(target)
        aimed_xingkong = s.players[t].camp == XINGKONG
    else:
        seat_s, layer = str(target).split(":")
        t = int(seat_s)
        live = s.players[t].live
        aimed_xingkong = live[0 if layer == "顶层" else 1].camp == XINGKONG
    if on_top(s, seat) and aimed_xingkong:
        return False
    if protected(s, t):
        return False
    return yes


def vote_delta(g: Game, seat: int) -> int:
    """「你也享受真实效果③每票数+1效果」 (any true ③ of this night, while the 圣贤 card stands)."""
    s: XState = g.state
    return 1 if s.effect3_night == g.round and protected(s, seat) else 0


# ---- ☯ --------------------------------------------------------------------------------------------
def _key(s: XState) -> bool:
    return NAME in s.keys[XINGKONG]


def wakes(g: Game) -> list[int]:
    """☯: 「【圣贤】牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼并参与讨论」."""
    s: XState = g.state
    return [holder(s)] if _key(s) and card(s).sealed else []


def fourth_succeeded(s: XState) -> bool:
    """His true ④ was launched and did not fail (「若投票阶段你被[封印],则技能失效」: a card of his sealed
    in that night's vote)."""
    night = s.shengxian_fourth
    if night is None:
        return False
    p = s.players[holder(s)]
    return not any(c.sealed_round == night and c.sealed_phase == "黑夜" for c in p.cards)


def after_fengyao(g: Game, xianzi: int, awake: list[int]) -> Flow:
    """☯: 「若[四方鉴仙图]效果④,你未发动过或未成功,整局游戏限一次,[仙子]可以多执行一次[封妖]」."""
    s: XState = g.state
    if not _key(s) or not card(s).sealed or s.shengxian_extra or fourth_succeeded(s):
        return
    from ..seal import mark_day_seal

    g.tell(awake, "【圣贤】☯: 【仙子】可以多执行一次[封妖] (整局游戏限一次)", {"圣贤": "☯"}, label="星空仙人")
    opts: list[Answer] = [GIVE_UP] + [{"target": t} for t in s.seat_list()]
    ans = (yield [Ask(xianzi, "封妖", "【圣贤】☯: 多执行一次[封妖] (号码或放弃)", opts, GIVE_UP,
                      deadline=g.config["deadlines"].get("封妖"), round=g.round, phase=g.phase)])[xianzi]
    target = ans.get("target")
    if target is None:
        g.tell(awake, "[封妖]: 放弃", {"skill": "封妖", "target": None, "圣贤": "☯"}, label="星空仙人")
        return
    g.tell(awake, "[封妖]: {seat}", {"skill": "封妖", "target": target, "圣贤": "☯"}, label="星空仙人",
           seat=Seat(target))
    s.shengxian_extra = True
    mark_day_seal(g, target, "封妖", 3)
