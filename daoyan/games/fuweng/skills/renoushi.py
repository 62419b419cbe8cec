"""黑桃9，人偶師，4 — 【遣使】①準備階段，你可令任一角色獲得“人偶”標記（若場上已有則轉移給其）或移除場上所有“人偶”。
②鎖定技。有“人偶”的非狂隱角色，額定投擲數+1；有“人偶”的角色，回合結束時失去“人偶”并選擇一項：令視野范圍內一名角色獲得
“人偶”；系統令其下家獲得“人偶”。③有“人偶”的狂隱角色的結束階段，其可選擇一個與其姓氏不同的姓氏，系統將牌堆頂一張牌置于
該姓氏角色的人妖牌上，后者的回合開始時，其選擇一項：將一張與此牌類別相同的牌置于牌堆頂并獲得此牌，然后系統令前者摸一張牌；
失去1點體力并移去此牌。
(seed 001_ea231be5ab83fae4.txt; adopted R-X18.)

- The “人偶” is one mark on the table: 「若場上已有則轉移給其」 — giving it moves it. ① any character he may choose
  (himself and the dead included); 「移除場上所有“人偶”」 only when there is one.
- ② acts for every holder of the mark, in every turn (a rule of his card while he is in the game, dead or alive, as a
  場景技 is, R-G17): a holder whose 屬性 is not 狂隱 (歸化屬性 counts) throws once more in each 行動階段; at the end of
  the holder's turn it loses the mark and gives it to another character in its vision that it may choose, or to its
  下家 (the next seat in turn order; the default).
- ③ in the 結束階段 of a 狂隱 holder: a surname of another character in the game (R-X18); the 牌堆's top card goes,
  face up, onto that character's 人妖牌 (the placer is remembered). At that character's next turn start, for each
  such card in the order placed: a hand card of the same 類別 (動物/大招/裝備; 延時大招 are 大招, R-G7) goes face down
  on top of the 牌堆 (its kind told to him alone) and he takes the card, then the placer draws one (that very card);
  or he loses 1 HP and the card goes to the discard pile (「移去」, not 棄置: R-G5).
"""

from __future__ import annotations

from typing import Any

from ....core.game import Game
from .. import basic, combat, equipment, hooks, words, zones
from ..state import FState, Player
from . import _base

CHARACTER = "S9"
SKILL = "遣使"
PUPPET = "人偶"
WILD = "狂隱"
LOSE = {"choice": "失去1點體力"}
NEXT = {"choice": "下家"}


def install(g: Game, seat: int) -> None:
    ev = g.events
    ev.on("after:" + hooks.PHASE_START, SKILL, lambda g, e: prepare(g, seat), owner=seat,
          condition=lambda g, e: e.data["seat"] == seat and e.data["phase"] == "準備")
    ev.on("after:" + hooks.PHASE_START, SKILL + "③", lambda g, e: place(g, e.data["seat"], seat), owner=seat,
          condition=lambda g, e: e.data["phase"] == "結束" and holds(g, e.data["seat"])
          and equipment.attribute(g, g.state.players[e.data["seat"]]) == WILD)
    ev.on("after:" + hooks.TURN_END, SKILL + "②", lambda g, e: pass_on(g, e.data["seat"]), owner=seat,
          condition=lambda g, e: holds(g, e.data["seat"]))
    ev.on("after:" + hooks.TURN_START, SKILL + "③·回合開始", lambda g, e: settle_cards(g, e.data["seat"]),
          owner=seat, condition=lambda g, e: bool(g.state.players[e.data["seat"]].on_card))


def holds(g: Game, seat: int) -> bool:
    return bool(g.state.players[seat].marks.get(PUPPET))


def give(g: Game, q: Player) -> None:
    """「獲得“人偶”標記（若場上已有則轉移給其）」."""
    s: FState = g.state
    for x in s.players.values():
        x.marks.pop(PUPPET, None)
    q.marks[PUPPET] = 1
    g.say("{seat}獲得“人偶”。", {"seat": q.seat, "puppet": q.seat}, seat=words.seat(q.seat))


def prepare(g: Game, seat: int) -> _base.Flow:
    """①「準備階段，你可令任一角色獲得“人偶”標記（若場上已有則轉移給其）或移除場上所有“人偶”。」"""
    s: FState = g.state
    p = _base.holder(g, seat)
    no = {"choice": "不發動"}
    may = [p, *_base.choosable_others(g, p)]
    opts = [no] + [{"choice": "獲得人偶", "target": q.seat} for q in sorted(may, key=lambda x: x.seat)]
    if any(holds(g, q.seat) for q in s.players.values()):
        opts.append({"choice": "移除所有人偶"})
    ans = yield from basic.ask(g, seat, SKILL, "【遣使】: 令一名角色獲得“人偶”，或移除場上所有“人偶”?", opts, no)
    if ans == no:
        return
    _base.fired(g, p, 0)
    if ans["choice"] == "移除所有人偶":
        for q in s.players.values():
            q.marks.pop(PUPPET, None)
        g.say("遣使: 移除場上所有“人偶”。", {"seat": seat, "puppet": None})
        return
    give(g, s.players[ans["target"]])


def others_rated_throws(g: Game, owner: Player, p: Player) -> int:
    """②「有“人偶”的非狂隱角色，額定投擲數+1」."""
    return 1 if p.marks.get(PUPPET) and equipment.attribute(g, p) != WILD else 0


def next_seat(g: Game, seat: int) -> int:
    """「其下家」: the next seat in turn order."""
    s: FState = g.state
    order = s.order()
    return order[(order.index(seat) + 1) % len(order)]


def pass_on(g: Game, seat: int) -> _base.Flow:
    """②「有“人偶”的角色，回合結束時失去“人偶”并選擇一項：令視野范圍內一名角色獲得“人偶”；系統令其下家獲得“人偶”。」"""
    s: FState = g.state
    p = s.players[seat]
    p.marks.pop(PUPPET, None)
    g.say("{seat}回合結束，失去“人偶”。", {"seat": seat, "puppet_lost": seat}, seat=words.seat(seat))
    seen = [q for q in _base.choosable_others(g, p) if combat.in_vision(g, p, q)]
    opts = [NEXT] + [{"choice": "令其獲得人偶", "target": q.seat} for q in seen]
    ans = yield from basic.ask(g, seat, SKILL, "【遣使】: 令視野范圍內一名角色獲得“人偶”，或令下家獲得", opts, NEXT)
    give(g, s.players[next_seat(g, seat) if ans == NEXT else ans["target"]])


def place(g: Game, seat: int, owner: int) -> _base.Flow:
    """③「有“人偶”的狂隱角色的結束階段，其可選擇一個與其姓氏不同的姓氏，系統將牌堆頂一張牌置于該姓氏角色的人妖牌上」."""
    s: FState = g.state
    p = s.players[seat]
    no = {"choice": "不發動"}
    opts = [no] + [{"choice": q.surname} for q in (s.players[x] for x in s.order()) if q.surname != p.surname]
    ans = yield from basic.ask(g, seat, SKILL, "【遣使】: 選擇一個與你姓氏不同的姓氏，將牌堆頂一張牌置于其人妖牌上?",
                               opts, no)
    if ans == no:
        return
    q = next(x for x in s.players.values() if x.surname == ans["choice"])
    _base.fired(g, s.players[owner], 1)
    card = zones.take_top(g)
    if card is None:
        g.say("遣使: 牌堆沒有牌。", {"seat": seat, "on_card": None})
        return
    q.on_card.append((card, seat))
    g.say("遣使: {seat}選擇{surname}，牌堆頂的{card}置于{target}的人妖牌上。",
          {"seat": seat, "target": q.seat, "on_card": card}, seat=words.seat(seat),
          surname=words.term(q.surname), card=words.card(s.cards[card]), target=words.seat(q.seat))


def settle_cards(g: Game, seat: int) -> _base.Flow:
    """③「后者的回合開始時，其選擇一項：將一張與此牌類別相同的牌置于牌堆頂并獲得此牌，然后系統令前者摸一張牌；失去1點體力并
    移去此牌。」 — once for each card on his 人妖牌."""
    s: FState = g.state
    p = s.players[seat]
    while p.on_card:
        card, by = p.on_card[0]
        kind = s.cards[card].category.back
        same = [c for c in p.hand if s.cards[c].category.back == kind]
        opts: list[dict[str, Any]] = [{"choice": c} for c in same] + [LOSE]
        ans = yield from basic.ask(
            g, seat, SKILL, "【遣使】: 人妖牌上的{card}: 將一張{category}置于牌堆頂并獲得之，或失去1點體力并移去之",
            opts, opts[0], card=words.card(s.cards[card]), category=words.term(kind))
        p.on_card.pop(0)
        if ans == LOSE:
            g.say("遣使: {seat}失去1點體力并移去{card}。", {"seat": seat, "on_card_removed": card},
                  seat=words.seat(seat), card=words.card(s.cards[card]))
            yield from combat.lose_hp(g, p, 1)
            zones.to_discard(g, [card])
            continue
        put = int(ans["choice"])
        p.hand.remove(put)
        s.deck.insert(0, put)
        hooks.lost_cards(g, seat)
        g.say("遣使: {seat}將一張{category}置于牌堆頂，獲得人妖牌上的{card}。",
              {"seat": seat, "on_card_taken": card}, seat=words.seat(seat), category=words.term(kind),
              card=words.card(s.cards[card]))
        g.tell([seat], "你置于牌堆頂: {card}", {"put_on_deck": put}, card=words.card(s.cards[put]))
        zones.into_hand(g, seat, [card])
        zones.draw(g, by, 1)
        yield from hooks.settle(g)

