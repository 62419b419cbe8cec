"""基本規則: 決定身份, 體力規則 and 起始配置 of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), in the book's order.

`start(g)` builds the game's state from its seeded `Chance` (every draw named and logged) and writes
what each seat may know: the 蒼鷺 is announced to all, every other identity is told to its seat
alone, each hand to its holder, the surnames, shares, start cells and NPCs to all. This version has
人妖牌 when the room deals them (setting 人妖牌 = 標準版: `selection.choose` between 決定身份 and 體力規則, each
card's 體力上限 and 屬性); without them (「若沒有加入人妖牌，每人都視為體力上限為5、無技能的角色。蒼鷺體力上限為6。」)
挑選角色 is skipped and the judgement deck is every standard 人妖牌 (R-D17).
"""

from __future__ import annotations

from typing import Any

from ...core.game import Game
from ...i18n import Listing, Phrase
from . import words
from .board import (
    SURNAMES,
    Board,
    Kind,
    assign_surnames,
    cattery_surnames,
    kennel_surnames,
    start_positions,
)
from .cards import build_deck
from .characters import character
from .identities import CANGLU, identities_for, starting_max_hp
from .judgement import JudgementDeck
from .state import NPCS, FState, Holding, Player

START_HAND = 4  # 「隨機分給每個玩家4張，此為起始手牌」
KENNEL_START_SHARES = 3  # 「令每名角色的與其姓氏相同的《狗舍》持股+3。」
KENNEL_FREE = 3  # 「狗舍，可免費購股份3」
CATTERY_FOR_SALE = 10  # 「貓舍，可購股份10」


def start(g: Game, board: Board) -> FState:
    """決定身份 → 體力規則 → 起始配置, without 人妖牌."""
    identity, canglu = deal_identities(g)
    return build(g, board, identity, canglu, None)


def deal_identities(g: Game) -> tuple[dict[int, str], int]:
    """決定身份: 「隨機分給每個玩家一張身份牌，抽到蒼鷺身份的玩家需立即亮出身份，其它身份的玩家保存好自己的身份牌」.
    Returns each seat's identity and the 蒼鷺's seat."""
    dealt = g.chance.shuffle("身份", identities_for(g.players))
    identity = {seat: dealt[seat - 1] for seat in g.seats}
    canglu = next(s for s in g.seats if identity[s] == CANGLU)
    g.say("{seat}抽到蒼鷺，亮出身份牌。", {"蒼鷺": canglu}, seat=words.seat(canglu))
    for seat in g.seats:
        if seat != canglu:
            g.tell([seat], "你的身份: {name}", {"identity": identity[seat]}, name=words.term(identity[seat]))
    return identity, canglu


def from_canglu(players: int, canglu: int) -> list[int]:
    """「以蒼鷺玩家為一號位、其下家為二號位，以此類推，直到蒼鷺上家」: the seats from the 蒼鷺 on (趙, 錢, …)."""
    return [(canglu - 1 + k) % players + 1 for k in range(players)]


def build(g: Game, board: Board, identity: dict[int, str], canglu: int, chosen: dict[int, str] | None) -> FState:
    """體力規則 → 起始配置, each seat's 人妖牌 `chosen` at 選將 (None: no 人妖牌)."""
    n = g.players
    # 起始配置: surnames by seat — 「以蒼鷺玩家為一號位、其下家為二號位，以此類推，直到蒼鷺上家」
    surname = {seat: SURNAMES[(seat - canglu) % n] for seat in g.seats}
    players: dict[int, Player] = {}
    for seat in g.seats:
        card = character(chosen[seat]) if chosen is not None else None
        # 體力規則: 「蒼鷺體力上限+1。」 on the card's (「標準版所有角色初始體力均等于體力上限」); no 人妖牌: 5, 蒼鷺 6
        hp = starting_max_hp(identity[seat], card.max_hp if card is not None else None)
        players[seat] = Player(seat, identity[seat], surname[seat], hp, hp, revealed=seat == canglu,
                               character=card.id if card is not None else None,
                               attribute=card.attribute if card is not None else None)
        if card is not None:
            g.say("{seat}的人妖牌: {who}，體力上限{n}。", {"seat": seat, "character": card.id, "max_hp": hp,
                                                     "attribute": card.attribute},
                  seat=words.seat(seat), who=words.character(card), n=hp)
    # 「將游戲牌洗混，隨機分給每個玩家4張，此為起始手牌，剩余牌為牌堆。」 (dealt from the top, in turn order)
    deck = build_deck()
    cards = {c.id: c for c in deck}
    order = g.chance.shuffle("洗牌", [c.id for c in deck])
    turn_order = sorted(g.seats, key=lambda s: SURNAMES.index(surname[s]))
    for i, seat in enumerate(turn_order):
        players[seat].hand = order[i * START_HAND:(i + 1) * START_HAND]
        g.tell([seat], "你的起始手牌: {cards}", {"hand": list(players[seat].hand)},
               cards=Listing(words.card(cards[c]) for c in players[seat].hand))
    rest = order[n * START_HAND:]
    g.say("姓氏: {list}", {"姓氏": {str(s): surname[s] for s in g.seats}},
          list=Listing(Phrase("{n}號{surname}", n=s, surname=words.term(surname[s])) for s in turn_order))
    # 「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」
    cells = assign_surnames(board, g.chance.shuffle("姓氏格", list(SURNAMES)))
    # 「為地圖上的每個《狗舍》分配距離其最近的姓氏。」 「令每名角色的與其姓氏相同的《狗舍》持股+3。」
    kennels = kennel_surnames(board, cells)
    holdings: dict[str, Holding] = {}
    for building, name in kennels.items():
        h = Holding(building.name, str(Kind.GOUSHE), name, KENNEL_FREE)
        owner = next((s for s in g.seats if surname[s] == name), None)
        if owner is not None:
            h.change(owner, KENNEL_START_SHARES)
        holdings[building.name] = h
    # 「為地圖中心的《貓舍》分配姓氏“劉”；右上、左下兩個《貓舍》中…分配姓氏“關”、另一《貓舍》分配姓氏“張”。」
    for building, name in cattery_surnames(board, kennels).items():
        holdings[building.name] = Holding(building.name, str(Kind.MAOSHE), name, CATTERY_FOR_SALE)
    # 「所有角色的初始位置為與其姓氏相同的《姓氏》格。」
    starts = start_positions(board, cells)
    for p in players.values():
        p.position, p.heading = starts[p.surname]
    # NPCs: 「移動至隨機10個沒有角色或NPC停留的《野外》上」
    taken = {p.position for p in players.values()}
    free = [c.pos for c in board.of_kind(Kind.YEWAI) if c.pos not in taken]
    spots = g.chance.sample("NPC起始位置", free, len(NPCS))
    npcs: dict[str, Any] = dict(zip(NPCS, spots, strict=True))
    # 「選將結束后，將剩余人妖牌堆中未使用的標準版人妖牌備份并洗切，作為本局的判定牌堆。」
    judgement = JudgementDeck.from_unused(g.chance, used=list(chosen.values()) if chosen else ())
    state = FState(board, players, cards, rest, judgement, cells, holdings, npcs)
    g.say("起始配置完成: 姓氏格、狗舍、貓舍、起始位置與NPC已放置。",
          {"姓氏格": {f"{x},{y}": s for (x, y), s in cells.items()},
           "holdings": {b: {"surname": h.surname, "shares": {str(k): v for k, v in h.shares.items()}}
                        for b, h in holdings.items()},
           "start": {str(p.seat): list(p.position or ()) for p in players.values()},
           "npcs": {k: list(v) for k, v in npcs.items()}})
    return state
