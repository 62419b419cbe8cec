"""[封印]: layered sealing, the 封印状态 with its 镇压/讼罪 side, 注2, and the end of the game (注4)."""

from __future__ import annotations

from ...core.events import Event, Flow
from ...core.game import Game
from ...i18n import Seat, Term
from .identities import SHENYUAN, SIDE_NAME, XINGKONG
from .state import FREE, OTHER, SONGZUI, ZHENYA, XState

# When a check happens, for 注4: 黑夜讨论阶段 and 白昼 step 0 give 星空 the win on a double loss.
AT_NIGHT, AT_STEP0, AT_DAY = "黑夜讨论阶段", "白昼闭眼阶段第0步骤", "白昼闭眼阶段其他步骤"


def seal_top(g: Game, seat: int, source: str, side: str, phase: str | None = None) -> Flow:
    """Seal a player's top card now. The bottom card becomes the top; with no card left the player
    enters the [封印状态] with `side` (镇压 after a 白昼, 讼罪 after a vote) face up."""
    ev = yield from g.events.emit(g, Event("封印", {"seat": seat, "source": source, "side": side,
                                                         "phase": phase or g.phase}), _apply)
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
    """A 白昼 seal waits for the end of the 白昼 (注3, A-XY-4). 注2: one layer per player per 白昼."""
    s: XState = g.state
    if any(t == seat for t, _, _ in s.day_seals):
        g.note("注2: {seat}玩家此白昼已将被[封印]一层,[{source}]不再[封印]", {"seat": seat, "source": source},
               seat=Seat(seat), source=Term(source))
        return False
    s.day_seals.append((seat, source, step))
    g.note("{seat}玩家将在此白昼被[封印]顶层 ({source}, 步骤{step})", {"seat": seat, "source": source, "step": step},
           seat=Seat(seat), source=Term(source), step=step)
    return True


def would_lose(s: XState, seats: list[int]) -> list[str]:
    """Which camps would lose if the tops of `seats` were sealed now."""
    tops = {id(c) for seat in seats if (c := s.players[seat].top) is not None}
    return [camp for camp in (XINGKONG, SHENYUAN)
            if all(c.sealed or id(c) in tops for c in s.key_cards(camp))]


def check_end(g: Game, when: str) -> bool:
    """End the game if a camp has lost its last 【关键身份】; 注4 decides a double loss."""
    s: XState = g.state
    lost = [camp for camp in (XINGKONG, SHENYUAN) if s.camp_lost(camp)]
    if not lost:
        return False
    if len(lost) == 2:
        winner = XINGKONG if when in (AT_NIGHT, AT_STEP0) else SHENYUAN
        g.end(SIDE_NAME[winner], "注4: 双方最后的【关键身份】同时被[封印]({when})", when=Term(when))
    else:
        winner = OTHER[lost[0]]
        g.end(SIDE_NAME[winner], "[{side}]最后的【关键身份】被[封印]", side=Term(SIDE_NAME[lost[0]]))
    reason = g.outcome.reason if g.outcome else ""
    g.say("游戏结束,[{side}]获胜。", {"winner": SIDE_NAME[winner], "reason": reason}, kind="result",
          side=Term(SIDE_NAME[winner]))
    return True


def is_free(s: XState, seat: int) -> bool:
    return s.players[seat].state == FREE


__all__ = [
    "AT_DAY",
    "AT_NIGHT",
    "AT_STEP0",
    "SONGZUI",
    "ZHENYA",
    "check_end",
    "is_free",
    "mark_day_seal",
    "seal_top",
    "would_lose",
]
