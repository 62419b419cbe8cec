"""出牌階段 of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): 「可以使用0到任意張牌，加強自己或攻擊他人。每使用一張牌，
即執行該牌之效果。如無特殊說明，游戲牌在使用后均需棄置（放入棄牌堆）。」

Built: the animal cards — 【狗】 (with the 【流浪貓】 response window) and 【家貓】 on oneself (readings R-C1–R-C3) —
the tricks, 大招牌 and 延時大招牌 (`tricks.py`, R-C4–R-C11; 美人計 blocks the whole phase), and the 裝備牌
(`equipment.py`, R-G15: equipping; 繩子 lifts the 【狗】 limit, 探寶棒 uses a 動物牌 as 【狗】, the weapons and armour
hook into `use_dog`).
Not built yet: skills that use cards (they come with the 人妖牌).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from . import basic, combat, equipment, hooks, moves, npcs, skills, tricks, words, zones
from .cards import ANIMAL, ARMOR, EQUIPMENT, WEAPON
from .state import FState, Player
from .tricks import TRICKS

Flow = Generator[list[Ask], dict[int, Any], Any]

END = {"choice": "結束"}
SANAE = "東風谷早苗"  # 機會 14 「本回合出牌階段：你手牌中的非動物牌視為【狗】」
DOG, HOUSE_CAT = "狗", "家貓"


def options(g: Game, p: Player, dogs_used: int) -> list[dict[str, Any]]:
    """The uses open to `p` now: 【狗】 「使用時機：出牌階段限一次」 「使用目標：你視野范圍內的一名其它角色」 (打工 may
    lift the limit by one and the range; 繩子 「鎖定技，你于出牌階段內使用【狗】無次數限制。」;
    探寶棒 「你可以將一張動物牌當【狗】使用」; 龍魚之羽衣 may forbid a target), 【家貓】 「出牌階段，若你存活且已受傷」
    on oneself, then the tricks (`tricks.targets`; 【無懈可擊】 only answers; 【無我之愛】 「對所有其它角色使用」) and
    equipping every equipment card in the hand (R-G15) — all read in one pass over the hand."""
    s: FState = g.state
    t = s.turn
    out: list[dict[str, Any]] = [dict(END), *skills.play_options(g, p)]  # a character's 出牌階段 skill (skills/)
    if tricks.blocked(g, p):
        return out
    limit = 1 + (t.dog_limit_bonus if t else 0)
    dogs_open = dogs_used < limit or equipment.has(g, p, "繩子")
    sanae = bool(t and t.all_dogs and t.seat == p.seat and t.phase == "出牌")  # 「本回合出牌階段」 (not 懶漢's ① else)
    cards = s.cards
    # the hand's 【狗】 (`equipment.ways`: 【狗】, and with 探寶棒 any 動物牌), when a 【狗】 may be used
    wand = dogs_open and equipment.has(g, p, equipment.WAND)
    renhe = skills.animal_as_any(p) if p.character is not None else None  # 人和: any 動物牌 as any 動物牌
    players = s.players
    targets: list[int] | None = None  # the seats a 【狗】 may target, worked out when first needed
    near: list[Player] | None = None  # the characters in `p`'s vision (itself included), in seat order, worked out once
    sight: set[int] | None = None  # their seats, worked out once
    heal = not p.dead and p.hp < p.max_hp
    uses: list[dict[str, Any]] = []  # the tricks' uses, in hand order
    equips: list[dict[str, Any]] = []  # equipping, in hand order
    seats: dict[str, list[int]] = {}  # each trick's targets, worked out once (two copies have the same ones)
    others: list[Player] | None = None  # the other characters in turn order, worked out once
    seen: list[Player] | None = None  # the others in vision, worked out once (for the tricks that need them)
    for c in p.hand:
        card = cards[c]
        name = card.name
        category = card.category
        if name == "家貓" and heal:
            out.append({"choice": c, "target": p.seat})
        elif renhe and heal and category == ANIMAL:  # 人和: as 【家貓】
            out.append({"skill": renhe, "choice": c})  # (no target: 【家貓】's is 「你」)
        if dogs_open:
            as_sanae = sanae and category != ANIMAL
            if as_sanae or name == "狗" or ((wand or renhe) and category == ANIMAL):
                if targets is None:
                    if t and t.dog_no_range:
                        targets = [q.seat for q in players.values()
                                   if q.seat != p.seat and q.on_map and equipment.can_target(g, p, q)]
                    else:
                        if near is None:
                            near = equipment.seen_by(g, p, players.values())  # (`combat.seen_by`)
                        targets = [q.seat for q in near if q.seat != p.seat and equipment.can_target(g, p, q)]
                for q in targets:
                    if as_sanae:
                        out.append({"skill": SANAE, "choice": c, "target": q})
                    elif name == "狗":
                        out.append({"choice": c, "target": q})
                    elif renhe:
                        out.append({"skill": renhe, "choice": c, "target": q})
                    else:
                        out.append({"skill": equipment.WAND, "choice": c, "target": q})
                continue
        if sanae:  # 機會 14: its non-animal cards are 【狗】 now, not tricks or equipment
            continue
        if category is EQUIPMENT:
            if not (card.kind.sub is WEAPON and skills.no_weapon_slot(p)):  # (船長's 攜幕 ② 「武器區被廢除」)
                equips.append({"choice": c})
        elif category in TRICKS and name != tricks.NULLIFY:  # (【無懈可擊】 only answers)
            if name == tricks.WUWO:  # 「對所有其它角色使用」
                uses.append({"choice": c})
                continue
            got = seats.get(name)
            if got is None:
                if others is None:
                    others = [players[x] for x in s.order() if x != p.seat]
                if seen is None and name in tricks.IN_VISION:
                    if near is None:
                        near = equipment.seen_by(g, p, players.values())
                    if sight is None:
                        sight = {q.seat for q in near}
                    seen = [q for q in others if q.seat in sight]
                got = seats[name] = [q.seat for q in tricks.targets(g, p, name, seen=seen, others=others)]
            for q in got:
                uses.append({"choice": c, "target": q})
    out += uses
    out += equips
    first = skills.first_card(g, p)  # 俠客's 知燕: the first card's uses free of 距離 and 目標
    if first is not None:
        out += first.first_card_options(g, p, out)
    return out


def play_phase(g: Game, p: Player) -> Flow:
    dogs_used = 0
    while p.on_map:
        yield from g.pace()  # a step per card (its asks are secret; whether one can be played depends on the hand)
        yield from hooks.settle(g)  # (what the last card made happen: 「失去所有手牌」 …)
        opts = options(g, p, dogs_used)
        if len(opts) == 1:
            return
        ans = (yield [Ask(p.seat, "出牌", "出牌階段: 使用一張牌，或結束", opts, dict(END), round=g.round,
                          phase=g.phase)])[p.seat]
        if ans.get("choice") == "結束":
            return
        if skills.is_play_skill(p, ans):
            yield from skills.play_use(g, p, ans)
            continue
        first = skills.first_card(g, p)  # 俠客's 知燕 (F-113): the first card used in this 出牌階段
        hit = (yield from first.before_use(g, p, ans)) if first is not None else []
        times = card_used(g, ans.get("target", p.seat))
        dog = yield from use_card(g, p, ans, times, dogs_used)
        if first is not None:
            first.after_use(g, p, hit)
            if "次數" in hit:  # 「是否令此【狗】無次數限制」: 是 — it does not count
                dog = 0
        dogs_used += dog


def use_card(g: Game, p: Player, ans: dict[str, Any], times: int = 1,
             dogs_used: int | None = None) -> Generator[list[Ask], dict[int, Any], int]:
    """`p` uses the card an 出牌 option names (`options`), `times` times (機會 19); returns 1 when it was a 【狗】.
    `dogs_used`: the 【狗】 used before in this 出牌階段 — None for a use outside it (懶漢's 不動 ①)."""
    s: FState = g.state
    card = ans["choice"]
    # 人和: an 動物牌 as 【狗】 (on a target) or as 【家貓】 (no target: on himself)
    as_what = None if ans.get("skill") in (None, SANAE, equipment.WAND) else DOG if "target" in ans else HOUSE_CAT
    converted = ans.get("skill") == SANAE
    if s.cards[card].category in tricks.TRICKS and not converted:
        yield from tricks.use(g, p, card, ans.get("target"), times)
        return 0
    if s.cards[card].category == EQUIPMENT and not converted:
        if (yield from hooks.using(g, {"seat": p.seat, "name": s.cards[card].name, "card": card})):
            p.hand.remove(card)  # 「令此牌無效」 (出警): used, never equipped
            hooks.lost_cards(g, p.seat)
            hooks.card_used(g, p.seat, [card])
            zones.to_discard(g, [card], by=p.seat)
            return 0
        equipment.equip(g, p, card)
        return 0
    target = s.players[ans.get("target", p.seat)]
    p.hand.remove(card)
    hooks.lost_cards(g, p.seat)
    zones.to_discard(g, [card], by=p.seat)  # 「游戲牌在使用后均需棄置（放入棄牌堆）」 — used, not 棄置 (R-G5)
    if ans.get("skill") == equipment.WAND:
        g.say("探寶棒: {seat}將{card}當【狗】使用。", {"seat": p.seat, "as_dog": card}, seat=words.seat(p.seat),
              card=words.card(s.cards[card]))
    if converted:
        g.say("東風谷早苗: {seat}的{card}視為【狗】。", {"seat": p.seat, "as_dog": card}, seat=words.seat(p.seat),
              card=words.card(s.cards[card]))
    if as_what is not None:
        skills.used_as(g, p, ans["skill"], card, as_what)
    if as_what == DOG or (as_what is None and (s.cards[card].name == DOG or ans.get("skill") in (equipment.WAND,
                                                                                                 SANAE))):
        if dogs_used == 0 and s.turn is not None:  # 「出牌階段空閑時間點使用的第一張【狗】」 (R-X38)
            s.turn.first_dog = card
        aimed = None
        for _ in range(times):  # (機會 19: the effect once more, its targets not heard again)
            aimed = yield from use_dog(g, p, target, card, aimed)
        return 1
    if target is p:
        g.say("{seat}使用【家貓】。", {"seat": p.seat, "used": card}, seat=words.seat(p.seat))
    else:  # (知燕: on another)
        g.say("{seat}對{target}使用【{card}】。", {"seat": p.seat, "used": card, "target": target.seat},
              seat=words.seat(p.seat), target=words.seat(target.seat), card=words.term(HOUSE_CAT))
    hooks.used(g, p.seat, HOUSE_CAT, card)
    if (yield from hooks.using(g, {"seat": p.seat, "name": HOUSE_CAT, "card": card})):
        return 0  # 「令此牌無效」 (出警)
    # (「你」: he is its only target — 盲從者's 隨流 hears it)
    yield from hooks.emit(g, hooks.TARGETED, {"user": p.seat, "target": target.seat, "card": card,
                                              "name": HOUSE_CAT, "targets": 1})
    for _ in range(times):  # 「目標角色回復1點體力」 (another only through 知燕)
        combat.heal(g, target, healer=p)
    return 0


def card_used(g: Game, target: Any) -> int:
    """A card is used in the 出牌階段 (a real one, or one used as another): counted (「本階段未使用過牌」, the
    characters it was used on); returns how many times its effect runs — 機會 19 「使用的第一張牌效果額外執行一次」
    (R-J19)."""
    s: FState = g.state
    t = s.turn
    if t is None:
        return 1
    t.used += 1
    if isinstance(target, int):
        t.used_on.add(target)
    times = 2 if t.echo else 1
    t.echo = False
    return times


def extra_targets(g: Game, user: Player, target: Player) -> Generator[list[Ask], dict[int, Any], list[Player]]:
    """貓車 「鎖定技，當你使用【狗】指定目標后，你選擇X軸或Y軸之一，
    令與目標角色在你選擇的維度坐標相同的所有角色也成為此牌目標。」 (R-C18: every other on-map character, dead ones
    too, with that coordinate, no vision check, in turn order from the current character; those who cannot be
    targets are left out)."""
    s: FState = g.state
    if not equipment.has(g, user, "貓車") or target.position is None:
        return []
    ans = yield from basic.ask(g, user.seat, "貓車", "貓車: 選擇X軸或Y軸", [{"choice": "X軸"}, {"choice": "Y軸"}])
    axis = 0 if ans["choice"] == "X軸" else 1
    added = [s.players[x] for x in _from_current(g)]
    added = [q for q in added if q.seat not in (user.seat, target.seat) and q.position is not None
             and q.position[axis] == target.position[axis] and equipment.can_target(g, user, q)]
    g.say("貓車: {axis}，{who}也成為此【狗】的目標。", {"seat": user.seat, "axis": ans["choice"],
                                             "targets": [q.seat for q in added]},
          axis=words.term(ans["choice"]), who=words.haos(q.seat for q in added))
    return added


def _from_current(g: Game) -> list[int]:
    s: FState = g.state
    order = s.order()
    start = order.index(s.turn.seat) if s.turn else 0
    return order[start:] + order[:start]


def use_dog(g: Game, user: Player, target: Player, card: int | None,
            first: dict[int, dict[str, Any]] | None = None) -> Generator[Any, Any, dict[int, dict[str, Any]]]:
    """【狗】 「作用效果：你對目標角色造成1點傷害」 (`card` None: a 【狗】 with no card), to `target` and,
    with 貓車, to the added targets; each target is resolved in turn. Returns how each target was aimed at (the
    指定目標 event's data; "cancelled" for one 據天 took out). `first`: what the first execution returned, when this
    is the effect executed once more (機會 19): the use and its targets are not heard again — each target keeps what
    the first made of it (cancelled, 抱團's +1)."""
    g.say("{seat}對{target}使用【狗】。", {"seat": user.seat, "dog": card, "target": target.seat},
          seat=words.seat(user.seat), target=words.seat(target.seat))
    if first is None:
        hooks.used(g, user.seat, DOG, card)
        if (yield from hooks.using(g, {"seat": user.seat, "name": DOG, "card": card})):
            return {target.seat: {"cancelled": True, "void": True}}  # 「令此牌無效」 (出警): no effect at all
    elif any(a.get("void") for a in first.values()):
        return first
    targets = [target, *(yield from extra_targets(g, user, target))]
    out: dict[int, dict[str, Any]] = {}
    for q in targets:
        # 「使用動物牌指定另一名角色為目標后」 (領主's 原始社會), 「使用【狗】指定唯一目標后」 (九尾狐's 抱團: "plus" to
        # the damage's base, "sure": it cannot be answered): an event, if heard
        aimed: dict[str, Any] = {"user": user.seat, "target": q.seat, "card": card, "name": DOG,
                                 "targets": len(targets)}
        if first is not None and q.seat in first:
            aimed = first[q.seat]
        elif q is not user and (yield from hooks.targeted(g, aimed)):
            aimed["cancelled"] = True
        out[q.seat] = aimed
        if aimed.get("cancelled"):  # (軍閥's 據天: no effect on him)
            continue
        yield from dog_on(g, user, q, card, int(aimed.get("plus", 0)), bool(aimed.get("sure", False)))
    return out


def dog_on(g: Game, user: Player, target: Player, card: int | None, plus: int = 0, sure: bool = False) -> Flow:
    """One target of a 【狗】: the 「指定目標后」 weapons (八卦爐, 萊瓦汀), 凈琉璃之鏡, the 【流浪貓】 window (none
    with 岡格尼爾, nor when a skill made it unanswerable: `sure`), 死神鐮刀, then the damage with 緋想之劍 and
    制御棒; `plus`: what a skill added to the damage's base (抱團)."""
    # 八卦爐 「每當你使用【狗】指定一名目標角色后，若其裝備區沒有防具牌，此【狗】對其傷害+1。」 (R-C13: read now)
    n = 1 + plus + (1 if equipment.has(g, user, "八卦爐") and equipment.of_sub(g, target, ARMOR) is None else 0)
    if equipment.has(g, user, "萊瓦汀") and equipment.attribute(g, user) != equipment.attribute(g, target) \
            and target.hand:
        yield from laevatein(g, user, target)
    if equipment.void_for(g, target, DOG):
        g.say("凈琉璃之鏡: 【狗】對{target}無效。", {"seat": target.seat, "void": card}, target=words.seat(target.seat))
        return
    if equipment.has(g, user, "岡格尼爾"):
        g.say("岡格尼爾: 此【狗】不能被響應。", {"seat": user.seat, "unanswerable": card})
    elif not sure:
        cat = yield from equipment.stray_cat(g, target, user)
        if cat is not None:  # the 【流浪貓】 is used face up: its card in the data (None: 照相機's judgement)
            g.say("{target}使用【流浪貓】抵消此【狗】。", {"seat": target.seat, "cancel": card,
                                                   "with": None if cat is True else cat},
                  target=words.seat(target.seat))
            yield from scythe(g, user, target)
            return
    if equipment.has(g, user, "緋想之劍") and not target.dead:
        ans = yield from basic.ask(g, user.seat, "緋想之劍", "緋想之劍: 是否令{n}號判定",
                                   [{"choice": "不發動"}, {"choice": "發動"}], None, n=target.seat)
        if ans["choice"] == "發動":
            result = yield from basic.judgement(g, target.seat, user.seat)
            if result.is_red:
                g.say("緋想之劍: 判定為紅色，防止此傷害。", {"seat": target.seat, "prevented": n})
                if not target.dead:
                    npcs.hospitalise(g, target, 2)
                return
    if equipment.has(g, user, "制御棒") and not target.dead and target.equips:
        lost = g.chance.choice("制御棒", list(target.equips))
        g.say("制御棒: {target}隨機棄置裝備區里的一張牌。", {"seat": target.seat, "zhiyubang": lost},
              target=words.seat(target.seat))
        zones.discard(g, target.seat, [lost])
    yield from combat.damage(g, user, target, n, card, DOG)


def laevatein(g: Game, user: Player, target: Player) -> Flow:
    """萊瓦汀 「若其有手牌，你可以令其棄置一張手牌，若如此做，你摸一張牌。」 (R-C16, R-G9: the target chooses the
    card)."""
    ans = yield from basic.ask(g, user.seat, "萊瓦汀", "萊瓦汀: 是否令{n}號棄置一張手牌",
                               [{"choice": "不發動"}, {"choice": "發動"}], None, n=target.seat)
    if ans["choice"] != "發動":
        return
    pick = yield from basic.ask(g, target.seat, "萊瓦汀", "萊瓦汀: 棄置一張手牌", [{"choice": c} for c in target.hand])
    zones.discard(g, target.seat, [pick["choice"]])
    zones.draw(g, user.seat, 1)


def scythe(g: Game, user: Player, target: Player) -> Flow:
    """死神鐮刀 「每當你使用的【狗】被目標角色使用的【流浪貓】抵消時，你可以行動1格：
    若你因此次行動獲得了【狗】，你將其中一張【狗】對其使用。」 (R-C19: any 【狗】 entering the hand during that 行動;
    that use has no vision check and is not counted)."""
    s: FState = g.state
    if not equipment.has(g, user, "死神鐮刀") or not user.on_map:
        return
    ans = yield from basic.ask(g, user.seat, "死神鐮刀", "死神鐮刀: 是否行動1格",
                               [{"choice": "不發動"}, {"choice": "發動"}])
    if ans["choice"] != "發動":
        return
    before = set(user.hand)
    yield from moves.act(g, user, 1)  # a 行動: 機會 5's void 行動 applies (R-J5)
    got = [c for c in user.hand if c not in before and s.cards[c].name == DOG]
    if not got:
        return
    if not (user.on_map and target.on_map and equipment.can_target(g, user, target)):
        g.say("死神鐮刀: {target}不能成為此【狗】的目標。", {"seat": user.seat, "target": target.seat},
              target=words.seat(target.seat))
        return
    pick = got[0]
    if len(got) > 1:
        opts: list[dict[str, Any]] = [{"choice": c, "target": target.seat} for c in got]
        pick = (yield from basic.ask(g, user.seat, "死神鐮刀", "死神鐮刀: 選擇使用的【狗】", opts))["choice"]
    user.hand.remove(pick)
    hooks.lost_cards(g, user.seat)
    zones.to_discard(g, [pick], by=user.seat)
    yield from use_dog(g, user, target, pick)
