"""The moments a 人妖牌's skill names (「游戲開始時」, 「每輪開始時」, 「當你進入瀕死狀態時」, 「當你失去所有手牌時」
…), as named events of the game's `Events` (daoyan/core/events.py): the rules emit them where they happen, the skills
(skills/) listen with `before:` / `after:` triggers that may change the event's data, prevent or replace it, and ask.

An event nobody listens to costs a dictionary look-up and no generator: a game without 人妖牌 runs as before, step for
step.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any

from ...core.events import Event
from ...core.game import Game

#: 「游戲開始時」: after the set-up (and 選將), before the first round; data: {}
GAME_START = "游戲開始"
#: 「每輪開始時」: at each round's start, after the 銀行機制; data: {"round": n}
ROUND_START = "每輪開始"
#: 「(判定/指令/行動/出牌/棄牌/結束)階段開始時」: a phase of a turn begins (a skipped phase does not); data: {"seat",
#: "phase"}
PHASE_START = "階段開始"
#: 「…階段結束時」: a phase of a turn ends (after the cards it made move are settled); data: {"seat", "phase"}
PHASE_END = "階段結束"
#: 「回合開始時」: a turn begins (before its 回合開始 steps); data: {"seat"}
TURN_START = "回合開始"
#: 「進入瀕死狀態時」: a character's HP fell to 0 or less (its dying begins); data: {"seat", "source"}
DYING = "進入瀕死狀態"
#: 「瀕死狀態結束時」 with HP still 0 or less (no 【家貓】 saved it), before the death; a trigger may lift the HP
#: (貓頭鷹's 密謀 ②) and the character lives; data: {"seat", "source"}
DYING_END = "瀕死狀態結束"
#: 「失去所有手牌時」: a card left a hand that is now empty; data: {"seat"}
HAND_EMPTIED = "失去所有手牌"
#: 「受到傷害」 (造成傷害): before it a skill may change "n", move "target" or prevent it; after it "dealt" is the HP
#: it took; data: {"source", "target", "n", "card", "used_as", "user"} (seats; the card's id, a name for a
#: 「視為使用」, or None; the card's name as used: 狗 for any 【狗】; who used the card)
DAMAGE = "受到傷害"
#: 「失去牌」: cards (hand and 裝備區) left a character in one move (「一次性失去X張牌」); data: {"seat", "n"}
CARDS_LOST = "失去牌"
#: 「陣亡」: a character died (after its identity, the end check and the rewards); data: {"seat", "killer"}
DEATH = "陣亡"
#: 「本輪結束時」: the last turn of a round is over (before the round's boundary); data: {"round": n}
ROUND_END = "本輪結束"
#: 「失去體力」: before it a skill may prevent it (封建社會) or change "n"; data: {"seat", "n"} (one event per
#: character: 「所有角色失去1點體力」 is one for each)
HP_LOSS = "失去體力"
#: 「減(扣減)體力上限」: before it a skill may prevent it (封建社會) or change "n"; data: {"seat", "n"}
MAX_HP_LOSS = "減體力上限"
#: 「回復體力后」: a character's HP went up by 回復 (waits for the flow's next `settle`, as 失去牌 does); data:
#: {"seat", "n", "by"} (the HP it gained; the character that made it 回復 — a 【家貓】's user, 遲治's 庸醫 — or None)
HEALED = "回復體力"
#: 「使用…指定…為目標后」 / 「成為…的目標后」: a card was used with a character as its target (one event per target);
#: data: {"user", "target", "card", "name", "targets"} (the card's id, or None for a 「視為使用」; the name it was used
#: as: 狗, 家貓, a trick's; how many characters the card targets: 1 for 「唯一目標」). A `before:` trigger is
#: 「成為…的目標時」: preventing the event cancels the card for that target — no effect on it, and no 「…后」
#: (`targeted`; 軍閥's 據天, F-81)
TARGETED = "指定目標"
#: 「回合結束時」: a turn ends (after its 結束階段); data: {"seat"}
TURN_END = "回合結束"
#: 「行動階段」 as a whole (its 停留 or its throws): a `before:` trigger that prevents it replaces the phase (獅子's
#: 反芻 「你可改為進行一次傳送」); data: {"seat"}
ACTION_PHASE = "行動階段"
#: 「出牌階段」 / 「棄牌階段」: the phase's body, after its start (a `before:` trigger may prevent it and run its own:
#: 懶漢's 不動 ② 「出牌或棄牌階段開始時，你改為投擲一次。」); data: {"seat"}
PLAY_PHASE = "出牌階段"
#: 「NPC進入你的NPC區時」: an NPC moved into a character's NPC區 (after the NPC區機制 moved the old one away; also when
#: 數學家's 數論 passes it on); data: {"seat", "npc"} (and "passed_by": the 數學家's seat, when passed on)
NPC_AREA = "進入NPC區"
DISCARD_PHASE = "棄牌階段"
#: 「行動投擲」: a 行動 throw was made (its result is known, nobody has moved); a `before:` trigger may change "n";
#: data: {"seat", "n", "index"} ("index": 0 for the phase's first throw)
THROW = "行動投擲"
#: 「行動結算結束后」: a throw's 行動 (its move, its 經過 and stop events) is over; data: {"seat", "index"}
ACTION_DONE = "行動結算結束"
#: 「判定前」: a judgement is about to show its card (a skill may choose which: 二人轉's 囂攘); data: {"performer",
#: "initiator"}
JUDGING = "判定前"
#: 「停留」: a character stops on a cell — the event's action is the cell's stop event (「執行停留格的事件」), which a
#: `before:` trigger may prevent or replace (獅子's 反芻 ②: the cell is a 《傳送》 to him); data: {"seat", "at"}
STOP = "停留"
#: 「經過」: a character passes a cell in a 行動 — the action is the cell's 經過 (a 《路障》 stops the movement: the
#: action sets "stop"; 《股市》/《銀行》 ask), which a `before:` trigger may prevent; data: {"seat", "at", "stop"}
PASSED = "經過"
#: 「進入一格」: each cell a 行動 enters (passed or stopped on), before its 經過 or stop; data: {"seat", "at", "index"}
STEP = "行動一格"
#: 「使用、打出牌后」: cards were used or played (a card put on the table as a use or a play: 出牌, a response, an
#: equipment, a delayed trick); waits for the flow's next `settle`; data: {"seat", "cards"}
CARD_USED = "使用打出牌"
#: 「使用牌后」 (not 打出): a card was used — a real one, one used as another (人和, 借計, 探寶棒) or a 「視為使用」
#: with no card (試肝's 【狗】, 古明地覺's trick, 無我's 【無我之愛】); waits for the next `settle` (the use has
#: resolved by then); data: {"seat", "name", "card"} (the name it was used as; the card's id, or None) (歷練, F-82)
USED = "使用牌"
#: 「使用牌時」: a character uses a card, before it resolves (【狗】, 【家貓】, tricks, equipment; one used as
#: another, the responses); data: {"seat", "name", "card"}; prevented = 「令此牌無效」 (事務所's 出警, F-110)
USING = "使用牌時"
#: 「摸牌后」: cards were drawn from the 牌堆 (摸X張牌; not 檢索); waits for the next `settle`; data: {"seat", "n"}
DREW = "摸牌"
#: 「傳送后」: a character was teleported (a 《傳送》's choice, 出獄/出院, a skill); data: {"seat", "to"}
TELEPORTED = "傳送"

Flow = Generator[Any, Any, Any]
NOTHING: tuple[()] = ()  # the flow of an event nobody hears: `yield from` it and nothing happens


def emit(g: Game, name: str, data: dict[str, Any], action: Callable[[Game, Event], Any] | None = None
         ) -> Iterable[Any]:
    """The event `name` (its triggers, then `action` unless prevented), as a flow to `yield from`. Unheard, it is
    no generator at all: `action` runs now (an action that asks returns its own flow) — the rules emit at every phase
    of every turn, and a game without 人妖牌 hears nothing."""
    if g.events.listening(name):
        return g.events.emit(g, Event(name, data), action)
    if action is None:
        return NOTHING
    out = action(g, Event(name, data))
    return out if isinstance(out, Generator) else NOTHING


def targeted(g: Game, data: dict[str, Any]) -> Generator[Any, Any, bool]:
    """「指定目標」 (`TARGETED`, its data) as a flow to `yield from`; True when a 「成為目標時」 trigger cancelled the
    card for this target (the event prevented: 軍閥's 據天)."""
    if not g.events.listening(TARGETED):
        return False
    ev = yield from g.events.emit(g, Event(TARGETED, data))
    return bool(ev.prevented)


def using(g: Game, data: dict[str, Any]) -> Generator[Any, Any, bool]:
    """「使用牌時」 (`USING`) as a flow to `yield from`; True when a trigger made the card 無效 (prevented)."""
    if not g.events.listening(USING):
        return False
    ev = yield from g.events.emit(g, Event(USING, data))
    return bool(ev.prevented)


def lost_cards(g: Game, seat: int, n: int = 1, from_hand: bool = True) -> None:
    """`n` cards (「牌」: hand and 裝備區, R-G4) left `seat` at once — some from its hand unless `from_hand` is
    False (called where it happens, often in a plain function that cannot ask): 「失去牌」 and, when its hand is now
    empty, 「失去所有手牌」 wait for the flow's next `settle`, if a skill listens."""
    ev, s = g.events, g.state
    if ev.listening(CARDS_LOST):
        s.pending_events.append((CARDS_LOST, {"seat": seat, "n": n}))
    if from_hand and ev.listening(HAND_EMPTIED) and not s.players[seat].hand:
        s.pending_events.append((HAND_EMPTIED, {"seat": seat}))


def healed(g: Game, seat: int, n: int, by: int | None = None) -> None:
    """`seat` gained `n` HP by 回復 (called in the plain function that heals; `by`: who made it 回復): 「回復體力后」
    waits for the flow's next `settle`, if a skill listens."""
    if n > 0 and g.events.listening(HEALED):
        g.state.pending_events.append((HEALED, {"seat": seat, "n": n, "by": by}))


#: The round's counts a skill reads at 「本輪結束時」 (臥底's 潛伏): per seat, what it did this round
MOVED, USED, DISCARDED, DAMAGE_DEALT, DAMAGE_TAKEN = "行動格數", "使用打出牌數", "棄置牌數", "造成傷害數", "受到傷害數"


def tally(g: Game, seat: int | None, what: str, n: int = 1) -> None:
    """Count `n` of `what` (`MOVED`, `USED`, …) for `seat` in this round — only while a skill keeps the counts
    (`keep_tally`): otherwise nothing is kept and a game without that skill is unchanged."""
    counts = g.state.tally
    if counts is None or seat is None:
        return
    mine = counts.setdefault(seat, {})
    mine[what] = mine.get(what, 0) + n


def keep_tally(g: Game) -> None:
    """A skill needs the round's counts (`tally`): from now on they are kept, and started afresh at each round's
    start."""
    if g.state.tally is None:
        g.state.tally = {}


def card_used(g: Game, seat: int, cards: list[int]) -> None:
    """`seat` used or played `cards`: the round's count (`tally`), and 「使用、打出牌后」 at the next `settle`, if
    heard."""
    if g.state.tally is not None:
        tally(g, seat, USED, len(cards))
    if g.events.listening(CARD_USED):
        g.state.pending_events.append((CARD_USED, {"seat": seat, "cards": list(cards)}))


def used(g: Game, seat: int, name: str, card: int | None = None) -> None:
    """`seat` used a card as `name` (`card`: its id, None for a 「視為使用」): 「使用牌后」 at the next `settle`, if
    heard."""
    if g.events.listening(USED):
        g.state.pending_events.append((USED, {"seat": seat, "name": name, "card": card}))


def drew(g: Game, seat: int, n: int) -> None:
    """`seat` drew `n` cards: 「摸牌后」 at the next `settle`, if heard."""
    if n and g.events.listening(DREW):
        g.state.pending_events.append((DREW, {"seat": seat, "n": n}))


def teleported(g: Game, seat: int) -> None:
    """`seat` was teleported (「傳送」, R-M7): 「傳送后」 waits for the flow's next `settle`, if a skill listens."""
    if g.events.listening(TELEPORTED):
        p = g.state.players[seat]
        g.state.pending_events.append((TELEPORTED, {"seat": seat, "to": list(p.position or ())}))


def settle(g: Game) -> Iterable[Any]:
    """Emit the events that waited (`lost_cards`), in the order they happened, as a flow to `yield from` (nothing
    when none waits): the flow calls this where a step ends — after a card is used, after a stop or 經過 event, at
    each phase's end, before a dying's windows."""
    return _settle(g) if g.state.pending_events else NOTHING


def _settle(g: Game) -> Flow:
    s = g.state
    while s.pending_events:
        name, data = s.pending_events.pop(0)
        yield from emit(g, name, data)
