"""大招牌 and 延時大招牌 of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt, 游戲牌; readings R-C4–R-C11, R-G5, R-G6,
R-G9; rulings docs/rulings/fuweng.md section 1g): their uses in the 出牌階段 (`play.options`, `use`), the 【無懈可擊】
chain (`nullified`) and the 判定階段 (`judge_phase`).

「如無特殊說明，游戲牌在使用后均需棄置（放入棄牌堆）。」: a used trick goes to the discard pile (not 棄置, R-G5); a
delayed trick goes into its target's 判定區 and to the discard pile once judged. 「任何一個玩家面前的判定區里不能放有
兩張同名的牌。」: a character already holding a card of that name cannot receive another.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from ...i18n import Phrase, value
from . import basic, combat, equipment, hooks, skills, words, worth, zones
from .cards import DELAYED_TRICK, TRICK, Suit
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]
Check = Generator[list[Ask], dict[int, Any], bool]
Window = Generator[list[Ask], dict[int, Any], int | None]

NULLIFY = "無懈可擊"
WUWO = "無我之愛"
MEIREN, BAZHEN = "美人計", "八陣圖"
KEEP = "不出"
DRAW, RANDOM_HAND = "摸一張牌", "棄置一張手牌"  # 無我之愛's options (a hand card is random, R-G9)
TRICKS = (TRICK, DELAYED_TRICK)  # the categories used as tricks
IN_VISION = frozenset({"釜底抽薪", "順手牽羊", "瞞天過海", "以逸待勞"})  # 「對你視野范圍內的…使用」


def blocked(g: Game, p: Player) -> bool:
    """美人計: 「其本回合出牌階段不能使用或打出牌」 (R-C10); 機會 4 鈴仙(客)
    「不能使用或打出牌，持續直到因棄置失去至少X張牌后。」 (R-J4)."""
    s: FState = g.state
    t = s.turn
    return p.locked > 0 or bool(t and t.no_play and t.seat == p.seat and t.phase == "出牌")


def can_hold(s: FState, q: Player, name: str) -> bool:
    """「任何一個玩家面前的判定區里不能放有兩張同名的牌。」 — and 虎王's 失臂 ② 「你不能成為延時大招牌的目標。」
    (`skills.no_delayed`: nor does a moving 八陣圖 go to him, R-C11)."""
    return all(judged_as(s, c) != name for c in q.judging) and not skills.no_delayed(q)


def judged_as(s: FState, card: int) -> str:
    """The 延時大招牌 a card in a 判定區 is: its own name, or the one it was used as (虎王's 失臂: 【美人計】)."""
    return s.posing.get(card, s.cards[card].name)


def targets(g: Game, p: Player, name: str, held: bool = True, seen: list[Player] | None = None,
            others: list[Player] | None = None) -> list[Player]:
    """`_targets`, less those a skill forbids `p` to choose (創世神 ②, `skills.choosable`)."""
    out = _targets(g, p, name, held, seen, others)
    s: FState = g.state
    if not any(q.character is not None for q in s.players.values()):
        return out
    return [q for q in out if q is p or skills.choosable(g, p, q)]


def _targets(g: Game, p: Player, name: str, held: bool = True, seen: list[Player] | None = None,
             others: list[Player] | None = None) -> list[Player]:
    """The legal targets of the trick `name` used by `p` (`held`: the card still in `p`'s hand, R-C8; False for a
    「視為使用」 with no card). `seen`: the other characters in `p`'s vision in turn order, and
    `others`: all the other characters in turn order, when the caller has worked them out."""
    s: FState = g.state
    if others is None:
        others = [s.players[x] for x in s.order() if x != p.seat]
    if name == "金鼓齊鳴":  # 「對一名其它角色使用」: no range (R-C4)
        return others
    if name in IN_VISION:
        seen = combat.seen_by(g, p, others) if seen is None else seen
        if name == "釜底抽薪":  # 「對你視野范圍內的一名區域里有牌的其它角色使用」
            return [q for q in seen if q.hand or q.equips or q.judging]
        if name == "順手牽羊":  # 「對你視野范圍內的一名有手牌的其它角色使用」
            return [q for q in seen if q.hand]
        # 瞞天過海, 以逸待勞: 「對你視野范圍內的一名手牌數不小于你的其它角色使用」
        own = own_count(g, p, held)
        return [q for q in seen if len(q.hand) >= own]
    if name == "無中生有":  # 「對你使用」
        return [p]
    if name == MEIREN:  # 「對一名其它角色使用」: no range (R-C10)
        return [q for q in others if can_hold(s, q, name)]
    if name == BAZHEN:  # 「對你（你是第一個目標，之后可能會不斷改變）使用」
        return [p] if can_hold(s, p, name) else []
    return []


def own_count(g: Game, p: Player, held: bool) -> int:
    """「手牌數不小于你」: `p`'s hand count while it chooses targets (R-C8, setting 瞞天過海計數): 計入此牌
    (default) — the card being used still counts; 不計此牌 — it never counts."""
    never = held and g.config.get("瞞天過海計數", "計入此牌") == "不計此牌"
    return len(p.hand) - (1 if never else 0)


def use(g: Game, p: Player, card: int, target: int | None, times: int = 1) -> Flow:
    """`p` uses the trick `card` (on `target`, None for 【無我之愛】); `times`: 機會 19
    「使用的第一張牌效果額外執行一次」 (R-J19: each execution is answered separately; a delayed trick is placed
    once)."""
    s: FState = g.state
    name = s.cards[card].name
    p.hand.remove(card)
    hooks.lost_cards(g, p.seat)
    hooks.used(g, p.seat, name, card)
    if target is None:
        zones.to_discard(g, [card], by=p.seat)
        g.say("{seat}使用【{card}】。", {"seat": p.seat, "used": card}, seat=words.seat(p.seat), card=words.term(name))
        for _ in range(times):
            yield from wuwo(g, p)
        return
    q = s.players[target]
    g.say("{seat}對{target}使用【{card}】。", {"seat": p.seat, "used": card, "target": q.seat}, seat=words.seat(p.seat),
          target=words.seat(q.seat), card=words.term(name))
    if (yield from hooks.using(g, {"seat": p.seat, "name": name, "card": card})):  # 「令此牌無效」 (出警)
        zones.to_discard(g, [card], by=p.seat)
        return
    # 「使用…指定…為目標后」 (an event, if heard): every card used on a character becomes a target's, tricks too
    cancelled = yield from hooks.targeted(g, {"user": p.seat, "target": q.seat, "card": card, "name": name,
                                              "targets": 1})
    if cancelled:  # 「取消之」 (軍閥's 據天): used, with no effect on its only target
        zones.to_discard(g, [card], by=p.seat)
        return
    if name in (MEIREN, BAZHEN):
        q.judging.append(card)  # 判定區, in the order placed
        hooks.card_used(g, p.seat, [card])
        return
    zones.to_discard(g, [card], by=p.seat)
    for _ in range(times):
        yield from effect(g, p, q, name, card)


def use_as(g: Game, p: Player, skill: str, card: int, name: str, target: int, times: int = 1) -> Flow:
    """`p` uses `card` (hand or 裝備區) as the 普通大招牌 `name` on `target` through `skill` (棋手's 借計): the card
    leaves for the discard pile (used, not 棄置, R-G5) keeping its own suit (R-S4), and the trick resolves as one of
    that name — 凈琉璃之鏡, the 【無懈可擊】 window, its effect (the card's id is the damage's card: 金鼓齊鳴).
    As a 延時大招牌 (虎王's 失臂: 【美人計】) the card goes to the target's 判定區 and is judged as one of that name
    (`judged_as`)."""
    s: FState = g.state
    if card in p.equips:
        p.equips.remove(card)
        hooks.lost_cards(g, p.seat, from_hand=False)
    else:
        p.hand.remove(card)
        hooks.lost_cards(g, p.seat)
    delayed = name in (MEIREN, BAZHEN)  # (虎王's 失臂: the card goes to the 判定區 as the 延時大招牌, placed once)
    if not delayed:
        zones.to_discard(g, [card], by=p.seat)
    skills.used_as(g, p, skill, card, name)
    hooks.used(g, p.seat, name, card)
    q = s.players[target]
    g.say("{seat}對{target}使用【{card}】。", {"seat": p.seat, "used": card, "target": q.seat}, seat=words.seat(p.seat),
          target=words.seat(q.seat), card=words.term(name))
    voided = yield from hooks.using(g, {"seat": p.seat, "name": name, "card": card})  # 「令此牌無效」 (出警)
    cancelled = voided or (yield from hooks.targeted(g, {"user": p.seat, "target": q.seat, "card": card,
                                                         "name": name, "targets": 1}))
    if cancelled:
        if delayed:
            zones.to_discard(g, [card], by=p.seat)
        return
    if delayed:
        q.judging.append(card)
        s.posing[card] = name
        hooks.card_used(g, p.seat, [card])
        return
    for _ in range(times):
        yield from effect(g, p, q, name, card)


def effect(g: Game, p: Player, q: Player, name: str, card: int | str) -> Flow:
    """One execution of the trick `name` on `q`: 凈琉璃之鏡, the 【無懈可擊】 window, then its effect (`card`: the
    card id, or its name for a 「視為使用」, R-G14)."""
    if equipment.void_for(g, q, name):  # 凈琉璃之鏡 「若你不處于《野外》，【金鼓齊鳴】對你無效。」 (R-C15)
        g.say("凈琉璃之鏡: 【{card}】對{target}無效。", {"seat": q.seat, "void": card}, target=words.seat(q.seat),
              card=words.term(name))
        return
    if (yield from nullified(g, card, q, name)):
        return
    s: FState = g.state
    s.using.append(card)
    try:
        yield from EFFECTS[name](g, p, q)
    finally:
        s.using.pop()


def nullified(g: Game, card: int | str, target: Player, name: str | None = None) -> Check:
    """【無懈可擊】 「一張大招牌生效前，抵消此牌對一名角色產生的效果，或抵消另一張【無懈可擊】產生的效果。」 (R-C7): a
    window asks every character holding one (dead and off-map ones too), in turn order from the current character;
    each one used opens a new window against itself. True when an odd number were used: the effect on `target`
    is cancelled. `name`: the trick the card is used as (棋手's 借計), when it is not the card's own."""
    s: FState = g.state
    held_by = holders(s)
    if name is None:
        name = card if isinstance(card, str) else s.cards[card].name
    against = Phrase("【{card}】對{n}號", card=words.term(name), n=target.seat)
    cancelled = False
    while (seat := (yield from window(g, against, held_by))) is not None:
        cancelled = not cancelled
        against = Phrase("{n}號的【無懈可擊】", n=seat)
        held_by = holders(s)  # (one was used)
    return cancelled


def holders(s: FState) -> dict[int, list[int]]:
    """Each character holding 【無懈可擊】: its seat and those cards, in hand order."""
    cards = s.cards
    out: dict[int, list[int]] = {}
    for q in s.players.values():
        for c in q.hand:
            if cards[c].name == NULLIFY:
                out.setdefault(q.seat, []).append(c)
    return out


def window(g: Game, against: Phrase, held_by: dict[int, list[int]]) -> Window:
    """One 【無懈可擊】 window (`held_by`: `holders` now; a refusal changes no hand); returns the seat that used one, or
    None."""
    s: FState = g.state
    yield from g.pace()  # a hidden step, whether or not anyone holds one (docs/security.md, "Side channels")
    if not held_by:  # nobody holds one: nobody is asked
        return None
    for seat in combat.from_current(s):
        q = s.players[seat]
        held = [c for c in held_by.get(seat, []) if c in q.hand]  # (出警 may have discarded one)
        if not held or blocked(g, q):
            continue
        opts: list[dict[str, Any]] = [{"choice": KEEP}] + [{"choice": c} for c in held]
        ans = yield from basic.ask(g, seat, NULLIFY, "{against}生效前: 是否使用【無懈可擊】抵消", opts, None,
                                   response=True, against=against)
        if ans["choice"] != KEEP:
            q.hand.remove(ans["choice"])
            hooks.lost_cards(g, q.seat)
            zones.to_discard(g, [ans["choice"]], by=q.seat)
            hooks.used(g, q.seat, NULLIFY, ans["choice"])
            g.say("{seat}使用【無懈可擊】抵消{what}。",
                  {"seat": seat, "used": ans["choice"], "against": value(against, "zh")}, seat=words.seat(seat),
                  what=against)
            if (yield from hooks.using(g, {"seat": seat, "name": NULLIFY, "card": ans["choice"]})):
                continue  # 「令此牌無效」 (出警): it cancels nothing
            return seat
    return None


def jingu(g: Game, user: Player, target: Player) -> Flow:
    """金鼓齊鳴 「由其開始，其與你輪流打出一張【狗】，直到其中一方未打出【狗】為止。
    未打出【狗】的一方受到另一方對其造成的1點傷害。」 (R-C4: plays do not count toward 【狗】's limit; 探寶棒 and 照相機
    can play one, `equipment.play_dog`)."""
    turn, other = target, user
    while True:
        played = False if blocked(g, turn) else (yield from equipment.play_dog(g, turn, other, "金鼓齊鳴"))
        if not played:
            g.say("{seat}未打出【狗】。", {"seat": turn.seat, "jingu": "未打出"}, seat=words.seat(turn.seat))
            s: FState = g.state
            card = s.using[-1] if s.using else "金鼓齊鳴"
            yield from combat.damage(g, other, turn, 1, card, "金鼓齊鳴", user=user)
            return
        turn, other = other, turn


def fudi(g: Game, user: Player, target: Player) -> Flow:
    """釜底抽薪 「你棄置其區域內一張牌（觀看手牌）。」 (R-C5: you see the hand and choose among hand, equipment and
    判定區)."""
    s: FState = g.state
    area = target.hand + target.equips + target.judging
    if not area:
        g.say("{target}的區域內沒有牌。", {"seat": target.seat, "fudi": None}, target=words.seat(target.seat))
        return
    g.tell([user.seat], "你觀看{target}的手牌: {cards}", {"seen": list(target.hand)}, target=words.seat(target.seat),
           cards=words.cards(s, target.hand, words.NONE))
    ans = yield from basic.ask(g, user.seat, "釜底抽薪", "棄置{n}號區域內一張牌", [{"choice": c} for c in area],
                               None, n=target.seat)
    zones.discard(g, target.seat, [ans["choice"]])


def shunshou(g: Game, user: Player, target: Player) -> Flow:
    """順手牽羊 「你獲得其一張手牌。」 — a random one (R-C6, R-G9:
    「涉及其它角色的手牌的操作如無特殊說明，均為隨機操作。」)."""
    s: FState = g.state
    if not target.hand:
        g.say("{target}沒有手牌。", {"seat": target.seat, "shunshou": None}, target=words.seat(target.seat))
        return
    c = g.chance.choice("順手牽羊", list(target.hand))
    target.hand.remove(c)
    hooks.lost_cards(g, target.seat)
    g.say("{seat}獲得{target}的一張手牌 ({back})。", {"seat": user.seat, "from": target.seat},
          seat=words.seat(user.seat), target=words.seat(target.seat), back=words.backs(s, [c]))
    g.tell([user.seat, target.seat], "{seat}獲得{target}的{card}", {"taken": c}, seat=words.seat(user.seat),
           target=words.seat(target.seat), card=words.card(s.cards[c]))
    zones.into_hand(g, user.seat, [c])
    yield from ()


def wuzhong(g: Game, user: Player, target: Player) -> Flow:
    """無中生有 「你摸三張牌。」"""
    zones.draw(g, user.seat, 3)
    yield from ()


def difference(user: Player, target: Player) -> int:
    """「若其手牌數大于你…X為你與其手牌數之差。」 — read at resolution, the card gone from the hand (R-C8);
    0: nothing."""
    return max(0, len(target.hand) - len(user.hand))


def mantian(g: Game, user: Player, target: Player) -> Flow:
    """瞞天過海 「若其手牌數大于你，你摸X張牌。X為你與其手牌數之差。」"""
    x = difference(user, target)
    if x:
        zones.draw(g, user.seat, x)
    yield from ()


def yiyi(g: Game, user: Player, target: Player) -> Flow:
    """以逸待勞 「若其手牌數大于你，其棄置X張手牌。X為你與其手牌數之差。」 — the target chooses them (R-C8, R-G9)."""
    for left in range(difference(user, target), 0, -1):
        ans = yield from basic.ask(g, target.seat, "以逸待勞", "以逸待勞: 棄置一張手牌 (還需{n}張)",
                                   [{"choice": c} for c in target.hand],
                                   {"choice": worth.least_harmful_discard(g.state.cards, target.hand)}, n=left)
        zones.discard(g, target.seat, [ans["choice"]])


def wuwo(g: Game, user: Player, everyone: bool = False) -> Flow:
    """無我之愛 「對所有其它角色使用。你為每名目標角色選擇一項：摸一張牌；你棄置其一張牌。
    此牌無目標限制、不能被響應且不會失效。」 (R-C9: every other character, dead and off-map included, in turn
    order after you; no 【無懈可擊】 window; 「棄置其一張牌」 = a random hand card or an equipment card you name)."""
    s: FState = g.state
    order = s.order()
    i = order.index(user.seat)
    # `everyone`: 青蛙's 秘器 「指定所有角色為目標」 — himself first, then the others
    for seat in ([user.seat] if everyone else []) + order[i + 1:] + order[:i]:
        q = s.players[seat]
        opts: list[dict[str, Any]] = [{"choice": DRAW}] + ([{"choice": RANDOM_HAND}] if q.hand else [])
        opts += [{"choice": c} for c in q.equips]
        choice = (yield from basic.ask(g, user.seat, WUWO, "無我之愛: 為{n}號選擇一項", opts, None, n=seat))["choice"]
        if choice == DRAW:
            zones.draw(g, seat, 1)
        else:
            zones.discard(g, seat, [g.chance.choice(WUWO, list(q.hand)) if choice == RANDOM_HAND else choice])


EFFECTS: dict[str, Callable[[Game, Player, Player], Flow]] = {
    "金鼓齊鳴": jingu, "釜底抽薪": fudi, "順手牽羊": shunshou, "無中生有": wuzhong, "瞞天過海": mantian,
    "以逸待勞": yiyi,
}


def judge_phase(g: Game, p: Player) -> Flow:
    """判定階段: 「若面前橫置著延時類大招，必須依次對這些延時類大招進行判定。
    若面前橫置有兩種或更多的延時類大招，從最后一個施加的大招開始判定（最早放置的最后判定）。」
    Each judgement can be stopped by 【無懈可擊】 first (R-C7); the current character is the initiator (R-G6)."""
    s: FState = g.state
    for card in reversed(list(p.judging)):
        if card not in p.judging:
            continue
        name = judged_as(s, card)
        if name == MEIREN and not p.on_map:  # 「不處于地圖上的角色無需判定此牌。」 — it stays (R-C10)
            g.say("{seat}不處于地圖上，無需判定【美人計】。", {"seat": p.seat, "skip": card}, seat=words.seat(p.seat))
            continue
        if (yield from nullified(g, card, p, name)):
            hit = False
        else:
            initiator = s.turn.seat if s.turn else p.seat
            result = yield from basic.judgement(g, p.seat, initiator)
            hit = result.suit != Suit.HEART if name == MEIREN else result.suit == Suit.SPADE and 2 <= result.rank <= 9
        if name == BAZHEN and not hit:
            move_on(g, p, card)
            continue
        p.judging.remove(card)
        s.posing.pop(card, None)
        zones.to_discard(g, [card])
        if name == MEIREN and hit and s.turn is not None:
            s.turn.no_play = True  # 「若判定結果不為紅桃，其本回合出牌階段不能使用或打出牌。」
            g.say("{seat}本回合出牌階段不能使用或打出牌。", {"seat": p.seat, "no_play": True}, seat=words.seat(p.seat))
        elif name == BAZHEN and hit:
            yield from combat.lose_hp(g, p, 3)  # 「若判定結果為黑桃2~9，則目標角色失去3點體力。」


def move_on(g: Game, p: Player, card: int) -> None:
    """八陣圖 「若判定結果不為黑桃2~9，將之移動到其下家的判定區里。」 (R-C11: the next character in turn order
    that can hold it; if none, it stays)."""
    s: FState = g.state
    order = s.order()
    i = order.index(p.seat)
    nxt = next((s.players[x] for x in order[i + 1:] + order[:i] if can_hold(s, s.players[x], BAZHEN)), None)
    if nxt is None:
        g.say("【八陣圖】無處可移，留在{seat}的判定區。", {"seat": p.seat, "stays": card}, seat=words.seat(p.seat))
        return
    p.judging.remove(card)
    nxt.judging.append(card)
    g.say("【八陣圖】移動到{target}的判定區。", {"seat": p.seat, "moved": card, "target": nxt.seat},
          target=words.seat(nxt.seat))
