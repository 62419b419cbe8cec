"""Where cards go: 摸牌, 檢索, 棄置, the 負債機制, the 領養機制 and the 銀行機制 of 三國殺×大富翁
(seed 001_ea231be5ab83fae4.txt, readings R-G5, R-G7, R-G8, R-E9–R-E12, R-N3, R-N4).

Every function works on the game's `FState` (`g.state`) and logs with the right audience: a seat sees
the faces of the cards that reach its hand or bank, everybody else sees how many and their backs
(「不同類別的牌卡背不同」: the category). Choices (which bank card to take back) are asks, so the
functions that may need one are flows (`yield from`).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from ...i18n import Phrase, Term, value
from . import hooks, words
from .cards import ANIMAL, Card
from .state import FState

Flow = Generator[list[Ask], dict[int, Any], Any]
Match = Callable[[Card], bool]

BANK_LIMIT = 6  # 「若其銀行區牌數大于6」
MONEY_PER_CARD = 5  # 「若一名角色的“錢”標記數不小于5，該角色移除5枚“錢”」


def response_deadline(g: Game) -> float | None:
    """The setting `響應時限`: seconds a response window stays open (0: no limit)."""
    v = g.config.get("響應時限", 0)
    return float(v) if v else None


def state(g: Game) -> FState:
    """The game's `FState` (built by the flow's set-up; read on every hot path, so it is not checked here)."""
    s: FState = g.state
    return s




def _refill(g: Game) -> bool:
    """R-G8: 「則立即將棄牌堆洗混后形成新的摸牌堆」 — the shuffled discard pile goes under what is left."""
    s: FState = g.state
    if not s.discard:
        return False
    s.deck.extend(g.chance.shuffle("洗牌", list(s.discard)))
    s.discard.clear()
    g.say("棄牌堆洗混，形成新的摸牌堆。", {"deck": len(s.deck)})
    return True


def into_hand(g: Game, seat: int, ids: list[int]) -> list[int]:
    """負債機制: 「當X張牌進入一名角色的手牌區前，若Y大于0，且：不小于X，將這些牌的移動目標改為棄牌堆，其減少X點負債；
    小于X，將這些牌中前Y張牌的移動目標改為棄牌堆，減少Y點負債。Y為其負債點數。」 Returns the cards that entered."""
    s: FState = g.state
    p = s.players[seat]
    paid = ids[:p.debt]
    if paid:
        p.debt -= len(paid)
        s.discard.extend(paid)  # redirected: not 棄置, so no 領養 (R-E11)
        g.say("{seat}的{n}張牌改為進入棄牌堆，負債減少{n}點 (剩餘{left}點)。",
              {"debt_paid": paid, "seat": seat, "debt": p.debt}, seat=words.seat(seat), n=len(paid), left=p.debt)
    kept = ids[len(paid):]
    p.hand.extend(kept)
    return kept


def draw(g: Game, seat: int, n: int, from_map: bool = False) -> list[int]:
    """摸n張牌 from the top of the 牌堆 (R-G8 when it runs out). `from_map`: a map event 「摸X張牌」, which an
    NPC in the NPC area changes: 財神 「令X翻倍」, 窮神 「令X為0」 (R-N3, R-N4)."""
    s: FState = g.state
    if from_map:
        held = {npc for npc, _ in s.players[seat].npc_zone}
        n = 0 if "窮神" in held else 2 * n if "財神" in held else n
    got: list[int] = []
    for _ in range(n):
        if not s.deck and not _refill(g):
            break  # 「如仍沒牌…取消此次摸牌或檢索事件」
        got.append(s.deck.pop(0))
    _arrive(g, seat, got, words.term("摸"))
    hooks.drew(g, seat, len(got))
    return got


def take_top(g: Game) -> int | None:
    """「牌堆頂一張牌」 taken (R-G8 when the 牌堆 runs out; None when no card is left at all)."""
    s: FState = g.state
    if not s.deck and not _refill(g):
        return None
    return s.deck.pop(0)


def search(g: Game, seat: int, match: Match, n: int = 1, what: str = "") -> list[int]:
    """檢索 (R-G7): n times, the first card from the top that matches; the cards passed over stay in order.
    Nothing left to find → the discard pile is shuffled under the pile once (R-G8) and the search goes on;
    still nothing → the rest of the event is cancelled (cards already found stay)."""
    s: FState = g.state
    cards = s.cards
    got: list[int] = []
    refilled = False
    while len(got) < n:
        found = None
        for c in s.deck:
            if match(cards[c]):
                found = c
                break
        if found is None:
            if refilled or not _refill(g):
                break
            refilled = True
            continue
        s.deck.remove(found)
        got.append(found)
    _arrive(g, seat, got, words.searched(what))
    return got


def search_or_shuffle(g: Game, seat: int, match: Match, what: str = "") -> tuple[list[int], bool]:
    """One 檢索 that stops at a shuffle (善后者's 竭探 「造成洗牌后，終止檢索」, R-X43): the first matching card of the
    牌堆 if there is one; else the discard pile is shuffled under the pile (R-G8) and the search ends with nothing.
    Returns (the card found or none, whether the pile was shuffled)."""
    s: FState = g.state
    if any(match(s.cards[c]) for c in s.deck):
        return search(g, seat, match, 1, what), False
    shuffled = _refill(g)
    _arrive(g, seat, [], words.searched(what))
    return [], shuffled


def _arrive(g: Game, seat: int, got: list[int], how: Term | Phrase) -> None:
    s: FState = g.state
    data_how = value(how, "zh")
    if not got:
        g.say("{seat}{how}: 沒有牌。", {"seat": seat, "how": data_how}, seat=words.seat(seat), how=how)
        return
    g.say("{seat}{how}{n}張牌 ({backs})。", {"seat": seat, "how": data_how, "n": len(got)},
          seat=words.seat(seat), how=how, n=len(got), backs=words.backs(s, got))
    g.tell([seat], "你{how}: {cards}", {"cards": got}, how=how, cards=words.cards(s, got))
    into_hand(g, seat, got)


def to_discard(g: Game, ids: list[int], by: int | None = None) -> None:
    """A used or played card, or one 「置入棄牌堆」: into the discard pile, not 棄置 (R-G5). `by`: the seat that used
    or played it (a round's count of the cards each used or played, `hooks.tally`)."""
    s: FState = g.state
    s.discard.extend(ids)
    if by is not None:
        hooks.card_used(g, by, ids)


def discard(g: Game, seat: int, ids: list[int]) -> None:
    """棄置 `ids` from `seat`'s hand, equipment or judgement area, in that order. 領養機制:
    「動物牌因棄置進入棄牌堆時，若領養區無同名牌，
    改為將之置于領養區。」 (R-E12: one at a time, so of two 狗 discarded together one stays in the 領養區)."""
    s: FState = g.state
    p = s.players[seat]
    lost = 0  # 「牌」 (hand and equipment, R-G4) lost by 棄置: 機會 4's count (R-J4)
    from_hand = False
    for c in ids:
        lost += c in p.hand or c in p.equips
        if c in p.hand:
            p.hand.remove(c)
            from_hand = True
        elif c in p.equips:
            p.equips.remove(c)
        elif c in p.judging:  # 釜底抽薪 「你棄置其區域內一張牌」 (R-C5)
            p.judging.remove(c)
            s.posing.pop(c, None)  # (a card used as a 延時大招牌 is itself again)
        else:
            raise ValueError(f"card {c} is not in seat {seat}'s hand, equipment or judgement area")
        card = s.cards[c]
        if card.category == ANIMAL and all(s.cards[a].name != card.name for a in s.adoption):
            s.adoption.append(c)
        else:
            s.discard.append(c)
    g.say("{seat}棄置: {cards}", {"seat": seat, "discarded": list(ids), "adoption": list(s.adoption)},
          seat=words.seat(seat), cards=words.cards(s, ids))
    if s.tally is not None:  # (a round's count of each character's cards 棄置: 臥底's 潛伏)
        hooks.tally(g, seat, hooks.DISCARDED, len(ids))
    if lost:
        hooks.lost_cards(g, seat, lost, from_hand)
    if p.locked > 0 and lost:
        p.locked = max(0, p.locked - lost)
        g.say("{seat}: 鈴仙(客)的限制{state}。", {"seat": seat, "locked": p.locked}, seat=words.seat(seat),
              state=words.term("解除") if p.locked == 0 else Phrase("還需因棄置失去{n}張牌", n=p.locked))


def take_adoption(g: Game, seat: int) -> list[int]:
    """「獲得領養區所有牌。」 (負債 applies)."""
    s: FState = g.state
    got, s.adoption[:] = list(s.adoption), []
    if got:
        g.say("{seat}獲得領養區所有牌: {cards}", {"seat": seat, "adopted": got}, seat=words.seat(seat),
              cards=words.cards(s, got))
        into_hand(g, seat, got)
    return got


def to_bank(g: Game, seat: int, ids: list[int], from_deck: bool = False) -> Flow:
    """Cards into `seat`'s 銀行區 (`from_deck`: the top of the 牌堆, else from its hand or equipment), then the
    overflow rule: 「當一張牌進入一名角色的銀行區后，若其銀行區牌數大于6，
    其獲得其銀行區中一張牌，重復此流程直到其銀行區牌數不大于6。」 (R-E10: the owner chooses which)."""
    s: FState = g.state
    p = s.players[seat]
    for c in ids:
        p.bank.append(c)
        g.say("{seat}的銀行區放入一張牌 (共{n}張)。", {"seat": seat, "bank": len(p.bank), "from_deck": from_deck},
              seat=words.seat(seat), n=len(p.bank))
        g.tell([seat], "你的銀行區放入: {card}", {"bank_card": c}, card=words.card(s.cards[c]))
        while len(p.bank) > BANK_LIMIT:
            opts: list[dict[str, Any]] = [{"choice": b} for b in p.bank]
            ans = (yield [Ask(seat, "銀行", "銀行區超過6張: 選擇一張獲得", opts, opts[-1], round=g.round,
                              phase=g.phase)])[seat]
            p.bank.remove(ans["choice"])
            g.say("{seat}從銀行區獲得一張牌。", {"seat": seat, "bank": len(p.bank)}, seat=words.seat(seat))
            into_hand(g, seat, [ans["choice"]])


def bank_round_start(g: Game) -> Flow:
    """銀行機制 (R-E9): 「每輪開始時，所有角色獲得X枚“錢”。然后若一名角色的“錢”標記數不小于5，該角色移除5枚“錢”，
    將牌堆頂一張牌置于其銀行區，重復此流程直到其“錢”標記數小于5。X為其銀行區牌數。」 — seat by seat in turn order."""
    s: FState = g.state
    for seat in s.order():
        p = s.players[seat]
        p.money += len(p.bank)
        while p.money >= MONEY_PER_CARD:
            if not s.deck and not _refill(g):
                break
            p.money -= MONEY_PER_CARD
            yield from to_bank(g, seat, [s.deck.pop(0)], from_deck=True)
        if p.bank or p.money:
            g.say("{seat}的錢: {money}", {"seat": seat, "money": p.money}, seat=words.seat(seat), money=p.money)
