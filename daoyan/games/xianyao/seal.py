"""[封印]: layered sealing, the 封印状态 with its 镇压/讼罪 side, 注2, and the end of the game (注4)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.events import Event, Flow
from ...core.game import Game
from ...i18n import Seat, Term
from .identities import SHENYUAN, SIDE_NAME, XINGKONG
from .state import FREE, OTHER, SONGZUI, ZHENYA, XState

# When a check happens, for 注4: 黑夜讨论阶段 and 白昼 step 0 give 星空 the win on a double loss.
AT_NIGHT, AT_STEP0, AT_DAY = "黑夜讨论阶段", "白昼闭眼阶段第0步骤", "白昼闭眼阶段其他步骤"
# 「强制[封印]」: [四方鉴仙图]④'s seal of the marked target — 【血俑】的[血祭]、【神女】的[神域]都无法阻止,
# 【魔罗】的[生链]无法让其他玩家代替; the user's own later seals (鉴仙图④自封) are not forced.
# The "封印" event carries `forced`.
FORCED = frozenset({"鉴仙图④"})


def seal_top(g: Game, seat: int, source: str, side: str, phase: str | None = None) -> Flow:
    """Seal a player's top card now. The bottom card becomes the top; with no card left the player
    enters the [封印状态] with `side` (镇压 after a 白昼, 讼罪 after a vote) face up."""
    ev = yield from g.events.emit(g, Event("封印", {"seat": seat, "source": source, "side": side,
                                                         "phase": phase or g.phase, "forced": source in FORCED}),
                                  _apply)
    return ev


def _apply(g: Game, ev: Event) -> None:
    s: XState = g.state
    seat = ev.data["seat"]
    p = s.players[seat]
    card = p.top
    if card is None:
        g.note("{seat}玩家已无身份牌,[{source}]的[封印]无效", {"seat": seat}, seat=Seat(seat),
               source=Term(ev.data["source"]))
        ev.data["card"] = None
        return
    card.sealed_round, card.sealed_phase = g.round, ev.data["phase"]
    ev.data["card"] = card.name
    g.note("{seat}玩家的{card}被[封印] ({source})", {"seat": seat, "card": card.name, "source": ev.data["source"]},
           seat=Seat(seat), card=Term(card.name), source=Term(ev.data["source"]))
    if not p.live:
        p.state = ev.data["side"]
        if p.state == ZHENYA:
            p.mute_night = g.round


def mark_day_seal(g: Game, seat: int, source: str, step: int) -> bool:
    """A 白昼 seal waits for the end of the 白昼 (注3, A-XY-4). Every seal of the 白昼 is kept, in order, until
    the 白昼 ends: then 【魔罗】[生死链] moves or doubles them and 注2 keeps one per player (`settle`); they are
    applied at 黑夜 step 1, where protections ([血祭] …) act as "before:封印" triggers."""
    s: XState = g.state
    from . import generals

    if generals.shielded(g, seat, source):  # 「【圣贤】牌不会被效果④强制[封印]」: no seal at all (注2 unused)
        g.note("{seat}玩家的顶层身份牌不会被[{source}][封印]", {"seat": seat, "source": source, "shielded": True},
               seat=Seat(seat), source=Term(source))
        return False
    s.day_seals.append((seat, source, step))
    g.note("{seat}玩家将在此白昼被[封印]顶层 ({source}, 步骤{step})", {"seat": seat, "source": source, "step": step},
           seat=Seat(seat), source=Term(source), step=step)
    return True


def settle(g: Game, seals: list[tuple[int, str, int]]) -> list[tuple[int, str, int]]:
    """注2: 每个白昼闭眼阶段,每名玩家最多只会被[封印]一层身份,即使他成为多个技能效果的目标 — one seal per
    player, in the order of the first; a forced seal is the one kept (no protection can stop it)."""
    kept: dict[int, tuple[int, str, int]] = {}
    for x in seals:
        seat = x[0]
        old = kept.get(seat)
        if old is None:
            kept[seat] = x
            continue
        if x[1] in FORCED and old[1] not in FORCED:
            kept[seat], x = x, old
        g.note("注2: {seat}玩家此白昼已将被[封印]一层,[{source}]不再[封印]", {"seat": seat, "source": x[1]},
               seat=Seat(seat), source=Term(x[1]))
    return list(kept.values())


def would_lose(s: XState, seats: list[int]) -> list[str]:
    """Which camps would lose if the tops of `seats` were sealed now."""
    tops = {id(c) for seat in seats if (c := s.players[seat].top) is not None}
    return [camp for camp in (XINGKONG, SHENYUAN)
            if all(c.sealed or id(c) in tops for c in s.key_cards(camp))]


@dataclass(slots=True)
class Ending:
    """An end of the game found by `check_end`, before it is declared. The handlers of a 星空 loss
    (generals.xingkong_loss) may change it: ``winner`` (【仙童】 反败为胜) or ``go_on`` (【神女】☯: the
    game is not over yet)."""

    winner: str  # camp 星空 / 深渊
    lost: tuple[str, ...]  # the camps whose last 【关键身份】 fell
    when: str  # AT_NIGHT / AT_STEP0 / AT_DAY (注4)
    reason: str  # a template (daoyan.i18n) with `params`
    params: dict[str, Any] = field(default_factory=dict)
    go_on: bool = False


def decide_end(s: XState, when: str) -> Ending | None:
    """Has a camp lost its last 【关键身份】? 注4 decides a double loss."""
    lost = tuple(camp for camp in (XINGKONG, SHENYUAN) if s.camp_lost(camp))
    if not lost:
        return None
    if len(lost) == 2:
        winner = XINGKONG if when in (AT_NIGHT, AT_STEP0) else SHENYUAN
        return Ending(winner, lost, when, "注4: 双方最后的【关键身份】同时被[封印]({when})", {"when": Term(when)})
    return Ending(OTHER[lost[0]], lost, when, "[{side}]最后的【关键身份】被[封印]",
                  {"side": Term(SIDE_NAME[lost[0]])})


def check_end(g: Game, when: str) -> Flow:
    """End the game if a camp has lost its last 【关键身份】; 注4 decides a double loss.

    A generator (``ended = yield from check_end(g, when)``; returns whether the game ended): on a
    星空 loss the generals of `generals.ON_XINGKONG_LOSS` may ask their holders first."""
    ending = decide_end(g.state, when)
    if ending is None:
        return False
    return (yield from finish(g, ending))


def finish(g: Game, ending: Ending) -> Flow:
    """Declare an end. 「终局[星空仙人]落败时」 (【仙童】①, 【神女】☯) runs the 星空-loss handlers first;
    any end that is a 星空 loss goes through here. Returns whether the game ended."""
    if ending.winner == SHENYUAN:
        from . import generals

        yield from generals.xingkong_loss(g, ending)
        if ending.go_on:
            return False
    winner = SIDE_NAME[ending.winner]
    g.end(winner, ending.reason, **ending.params)
    reason = g.outcome.reason if g.outcome else ""
    g.say("游戏结束,[{side}]获胜。", {"winner": winner, "reason": reason}, kind="result", side=Term(winner))
    return True


def is_free(s: XState, seat: int) -> bool:
    return s.players[seat].state == FREE


__all__ = [
    "AT_DAY",
    "AT_NIGHT",
    "AT_STEP0",
    "FORCED",
    "SONGZUI",
    "ZHENYA",
    "Ending",
    "check_end",
    "decide_end",
    "finish",
    "is_free",
    "mark_day_seal",
    "seal_top",
    "settle",
    "would_lose",
]
