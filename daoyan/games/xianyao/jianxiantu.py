"""[四方鉴仙图] (夜行, once a game for each player), true for a start-double-【妖众】, and
【妖首】集体技能 [双妖] (correct ①/② answers for a top-妖众/bottom-妖首 start; none at 5 players)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...core.ask import Answer
from ...core.game import Game
from ...i18n import Seat, Target, Term
from . import generals
from .identities import XINGKONG, identity
from .state import BOTTOM, TOP, XState

SKILL = "鉴仙图"
MARK = "①②③④"


def claim_options(s: XState, seat: int) -> list[Answer]:
    """What a speaking player may claim: each effect with its targets (④ only with a card left)."""
    p = s.players[seat]
    if p.used_jianxiantu:
        return []
    seats = s.seat_tuple()
    players = s.players
    unsealed = tuple([c.sealed_round is None for t in seats for c in players[t].cards])
    return list(_claims(seats, unsealed, p.top is not None))


@lru_cache(maxsize=1024)
def _claims(seats: tuple[int, ...], unsealed: tuple[bool, ...], fourth: bool) -> tuple[Answer, ...]:
    """The claims at a table whose cards are unsealed or not (`unsealed`: each player's two cards, in seat order), ④
    included when the claimant has a card: made once for each such table (the asks share the options, which nobody
    changes)."""
    out: list[Answer] = [{"skill": SKILL, "choice": 1, "target": t} for t in seats]
    for i, t in enumerate(seats):
        n = unsealed[2 * i] + unsealed[2 * i + 1]  # the cards he has left
        if n >= 1:
            out.append({"skill": SKILL, "choice": 2, "target": f"{t}:{TOP}"})
        if n >= 2:
            out.append({"skill": SKILL, "choice": 2, "target": f"{t}:{BOTTOM}"})
    out.append({"skill": SKILL, "choice": 3})
    if fourth:  # ④ 你有身份牌时才能发动
        out.extend({"skill": SKILL, "choice": 4, "target": t} for t in seats)
    return tuple(out)


def shuangyao(g: Game, seat: int) -> bool:
    """[双妖]: 开局时为顶层【妖众】、底层【妖首】,且【妖众】牌未被[封印]; 5玩家时无[双妖]技能."""
    p = g.state.players[seat]
    return (g.players != 5 and p.cards[0].name == "妖众" and p.cards[1].name == "妖首"
            and not p.cards[0].sealed)


def true_answer(s: XState, effect: int, target: Any) -> bool:
    if effect == 1:  # 开局时,是否持有任何【妖首】牌、[星空仙人]牌
        return any(c.name == "妖首" or c.camp == XINGKONG for c in s.players[target].cards)
    seat_s, layer = str(target).split(":")
    p = s.players[int(seat_s)]
    card = p.live[0 if layer == TOP else 1]
    ident = identity(card.name)  # 此牌是否为非【关键身份】的【将领】牌
    return ident.is_general and card.name not in s.keys[ident.camp]


def fake_answer(effect: int, die: int) -> bool:
    """①: 1~4 是, 5、6 否. ②: 1、2 是, 3~6 否."""
    return die <= 4 if effect == 1 else die <= 2


def resolve(g: Game, seat: int, ans: Answer) -> None:
    s: XState = g.state
    p = s.players[seat]
    effect, target = ans["choice"], ans.get("target")
    p.used_jianxiantu = True
    data = {"seat": seat, "skill": SKILL, "effect": effect, "target": target}
    if target is None:
        g.say("{seat}玩家宣称自己为双【妖众】,发动[四方鉴仙图]效果{mark}。", data, kind="claim",
              seat=Seat(seat), mark=MARK[effect - 1])
    else:
        g.say("{seat}玩家宣称自己为双【妖众】,发动[四方鉴仙图]效果{mark},目标{target}。", data, kind="claim",
              seat=Seat(seat), mark=MARK[effect - 1], target=Target(target))
    die = g.chance.roll(6, SKILL)  # 任何玩家发动前,【源尊】都会暗投六面骰
    # 真双【妖众】; or a skill that makes the claim true (【圣贤】[凡圣]: 顶层身份牌为【圣贤】)
    true = generals.jianxiantu_true(g, seat, effect) or p.double_yaozhong
    if effect in (1, 2):
        correct = true or shuangyao(g, seat)
        yes = true_answer(s, effect, target) if correct else fake_answer(effect, die)
        yes = generals.jianxiantu_answer(g, seat, effect, target, yes, correct)  # 【圣贤】[凡圣]
        g.note("[鉴仙图]{mark}: {truth} (骰{die})", {"correct": correct, "die": die},
               mark=MARK[effect - 1], truth=Term("真" if correct else "假"), die=die)
        word = "是" if yes else "否"
        answer = {"skill": SKILL, "effect": effect, "target": target, "answer": word}
        if g.config["鉴仙图答案"] == "公开":
            g.say("【源尊】回答: {word}", answer, kind="info", word=Term(word))
        else:
            g.tell([seat], "【源尊】回答: {word}", answer, word=Term(word))
    elif effect == 3:
        g.note("[鉴仙图]③: 真,本轮开局双【妖众】每票+1 (骰{die})" if true else "[鉴仙图]③: 假,无效果 (骰{die})",
               {"true": true, "die": die}, die=die)
        if true:
            s.effect3_night = g.round
    else:
        g.note("[鉴仙图]④: 真,标记 {seat} (骰{die})" if true else "[鉴仙图]④: 假,无效果 {seat} (骰{die})",
               {"true": true, "die": die}, seat=Seat(int(str(target))), die=die)
        if true:
            # 接下来的闭眼阶段强制[封印]目标顶层身份牌; 此后每个闭眼阶段,你自动[封印]顶层身份牌 (A-XY-7)
            s.forced_marks.append((seat, int(str(target))))
            s.fourth[seat] = (g.round, int(str(target)))  # (a mid-game position names it: position.py)
            s.self_sealers[seat] = g.round + 2


def fail_fourth(g: Game, seat: int) -> None:
    """若发动效果④的玩家在当前黑夜的[诛仙投票]阶段被[封印],则效果④失效 (and its self-seals)."""
    s: XState = g.state
    if any(o == seat for o, _ in s.forced_marks):
        s.forced_marks = [(o, t) for o, t in s.forced_marks if o != seat]
        s.self_sealers.pop(seat, None)
        g.note("{seat}玩家在[诛仙投票]中被[封印],[鉴仙图]④失效", {"seat": seat}, seat=Seat(seat))
