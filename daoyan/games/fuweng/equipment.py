"""裝備牌 of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt, 游戲牌; readings R-G15, R-M13, R-H5, R-C1, R-C12–R-C23;
rulings docs/rulings/fuweng.md section 1h): equipping (`equip`), distance and vision with the horses and weapons
(`distance`, `vision`, `in_vision`), who can be a 【狗】's target (`can_target`), and the whole 【狗】 with every
weapon and armour hook (`use_dog`), the 【流浪貓】 window (`stray_cat`) and the 【狗】 plays of 金鼓齊鳴 (`play_dog`).

R-G15: 「任何一個玩家面前的(判定區/裝備區)里不能放有兩張同(名/副類別)的牌」 — equipping in one's play phase puts
the card into one's 裝備區, and a card of the same 副類別 already there is 棄置.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from . import hooks, npcs, skills, tiles, words, zones
from .board import GOUSHE, MAOSHE, YEWAI, Kind
from .cards import ANIMAL, ARMOR, WEAPON, SubCategory
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]
Check = Generator[list[Ask], dict[int, Any], bool]

DOG, CAT = "狗", "流浪貓"
KEEP = "不出"
CAMERA = "照相機"
WAND = "探寶棒"
HORSE_OFF, HORSE_DEF = "掃帚", "唐傘"
BUILDINGS = (GOUSHE, MAOSHE)


def names(g: Game, p: Player) -> set[str]:
    """The names of the cards in `p`'s 裝備區."""
    s: FState = g.state
    return {s.cards[c].name for c in p.equips}


def has(g: Game, p: Player, name: str) -> bool:
    """Whether `p`'s 裝備區 holds a card of that name (`name in names(g, p)`)."""
    if not p.equips:  # most players have no equipment most of the time
        return False
    s: FState = g.state
    cards = s.cards
    for c in p.equips:
        if cards[c].name == name:
            return True
    return False


def of_sub(g: Game, p: Player, sub: SubCategory) -> int | None:
    """The card of that 副類別 in `p`'s 裝備區 (at most one)."""
    s: FState = g.state
    for c in p.equips:
        if s.cards[c].kind.sub is sub:
            return c
    return None


def equip(g: Game, p: Player, card: int) -> None:
    """R-G15: the card goes from the hand into the 裝備區; one of the same 副類別 already there is 棄置 first."""
    s: FState = g.state
    sub = s.cards[card].kind.sub
    assert sub is not None, f"{s.cards[card]} is no equipment card"
    p.hand.remove(card)
    hooks.lost_cards(g, p.seat)
    hooks.tally(g, p.seat, hooks.USED)  # (equipping is using the card)
    g.say("{seat}裝備【{card}】。", {"seat": p.seat, "equipped": card}, seat=words.seat(p.seat),
          card=words.term(s.cards[card].name))
    old = of_sub(g, p, sub)
    if old is not None:
        zones.discard(g, p.seat, [old])
    p.equips.append(card)


# ---- distance and vision -------------------------------------------------------------------------------------------


def distance(g: Game, a: Player, b: Player, broom: bool | None = None) -> int | None:
    """「一名角色到另一名角色的距離為兩名角色X坐標之差+兩名角色Y坐標之差。」 with 掃帚 「你與其它角色的距離-5」 and 唐傘
    「其它角色與你的距離+5」 (R-M13: horses change only character-to-character distance; it may fall below 0).
    None when either is off the map (R-H5). `broom`: whether `a` has the 掃帚, when the caller knows."""
    pa, pb = a.position, b.position
    if pa is None or pb is None:
        return None
    d = abs(pa[0] - pb[0]) + abs(pa[1] - pb[1])
    if a.seat != b.seat:
        if has(g, a, HORSE_OFF) if broom is None else broom:
            d -= 5
        if b.equips and has(g, b, HORSE_DEF):
            d += 5
    return d


def vision(g: Game, p: Player) -> int:
    """「所有角色的默認視野范圍為3*已陣亡角色數+5。」 plus the weapon's 「視野范圍+X」."""
    s: FState = g.state
    dead = 0
    for q in s.players.values():
        if q.dead:
            dead += 1
    weapon = of_sub(g, p, WEAPON) if p.equips else None
    return 3 * dead + 5 + (s.cards[weapon].kind.vision or 0 if weapon is not None else 0)


def in_vision(g: Game, p: Player, q: Player) -> bool:
    """「若A到B的距離(不大于/大于)A的視野范圍，則稱B在A的視野范圍(內/外)。」;
    天狗團扇 「所有其它角色視為在你的視野范圍內。」 — but
    「不處于地圖上的角色的攻擊范圍內沒有任何角色、且不在任何角色的攻擊範圍內。」 wins (R-H5, R-C21)."""
    return bool(seen_by(g, p, [q]))


def seen_by(g: Game, p: Player, others: Iterable[Player]) -> list[Player]:
    """Those of `others` in `p`'s vision (`in_vision`), in their order; what depends on `p` alone (its vision, its
    掃帚 and 天狗團扇) is worked out once."""
    pos = p.position
    if pos is None:
        return []
    fan = broom = False
    if p.equips:  # (most characters hold no equipment)
        fan, broom = has(g, p, "天狗團扇"), has(g, p, HORSE_OFF)
    reach = vision(g, p)
    far = reach + 5 if broom else reach  # the reach in raw distance: 掃帚's -5 moved to the other side
    x, y = pos
    seat = p.seat
    out = []
    for q in others:  # `distance(g, p, q, broom)` ≤ `reach`, worked out here
        at = q.position
        if at is None:
            continue
        d = abs(x - at[0]) + abs(y - at[1])
        if q.seat == seat:
            if d <= reach:
                out.append(q)
            continue
        if fan:
            out.append(q)
            continue
        if d <= far and not (d + 5 > far and q.equips and has(g, q, HORSE_DEF)):  # (唐傘: +5)
            out.append(q)
    return out


def cell_kind(g: Game, p: Player) -> Kind | None:
    s: FState = g.state
    if p.position is None or p.position not in s.board:
        return None
    return s.board.cell(p.position).kind


def can_target(g: Game, user: Player, q: Player) -> bool:
    """龍魚之羽衣 「鎖定技，你不能成為處于建筑的角色使用的【狗】的目標。」 (R-C17: the user's cell when the 狗
    targets). A skill may forbid the choice (創世神 ②, `skills.choosable`)."""
    if q.equips and has(g, q, "龍魚之羽衣") and cell_kind(g, user) in BUILDINGS:
        return False
    return (user.character is None and q.character is None) or skills.choosable(g, user, q)


def void_for(g: Game, q: Player, card: str) -> bool:
    """凈琉璃之鏡 「鎖定技，若你(處于/不處于)《野外》，(【狗】/【金鼓齊鳴】)對你無效。」 (R-C15: the cell stood on now;
    off the map = not in 《野外》)."""
    if not has(g, q, "凈琉璃之鏡"):
        return False
    wild = cell_kind(g, q) == YEWAI
    return (card == DOG and wild) or (card == "金鼓齊鳴" and not wild)


def attribute(g: Game, p: Player) -> str | None:
    """歸化屬性 (R-C16): the 屬性 of the 人妖牌 — 狂隱, 特區 or none (none is a value); without 人妖牌
    (R-D17: 「若沒有加入人妖牌，每人都視為…無技能的角色」) every character has none."""
    return p.attribute


# ---- the 【狗】 ------------------------------------------------------------------------------------------------------


def extra_targets(g: Game, user: Player, target: Player) -> Generator[list[Ask], dict[int, Any], list[Player]]:
    """貓車 「鎖定技，當你使用【狗】指定目標后，你選擇X軸或Y軸之一，
    令與目標角色在你選擇的維度坐標相同的所有角色也成為此牌目標。」 (R-C18: every other on-map character, dead ones
    too, with that coordinate, no vision check, in turn order from the current character; those who cannot be
    targets are left out)."""
    s: FState = g.state
    if not has(g, user, "貓車") or target.position is None:
        return []
    ans = yield from tiles.ask(g, user.seat, "貓車", "貓車: 選擇X軸或Y軸", [{"choice": "X軸"}, {"choice": "Y軸"}])
    axis = 0 if ans["choice"] == "X軸" else 1
    added = [s.players[x] for x in _from_current(g)]
    added = [q for q in added if q.seat not in (user.seat, target.seat) and q.position is not None
             and q.position[axis] == target.position[axis] and can_target(g, user, q)]
    g.say("貓車: {axis}，{who}也成為此【狗】的目標。", {"seat": user.seat, "axis": ans["choice"],
                                             "targets": [q.seat for q in added]},
          axis=words.term(ans["choice"]), who=words.haos(q.seat for q in added))
    return added


def _from_current(g: Game) -> list[int]:
    s: FState = g.state
    order = s.order()
    start = order.index(s.turn.seat) if s.turn else 0
    return order[start:] + order[:start]


def use_dog(g: Game, user: Player, target: Player, card: int | None) -> Flow:
    """【狗】 「作用效果：你對目標角色造成1點傷害」 (`card` None: a 【狗】 with no card), to `target` and,
    with 貓車, to the added targets; each target is resolved in turn."""
    g.say("{seat}對{target}使用【狗】。", {"seat": user.seat, "dog": card, "target": target.seat},
          seat=words.seat(user.seat), target=words.seat(target.seat))
    targets = [target, *(yield from extra_targets(g, user, target))]
    for q in targets:
        if q is not user:  # 「使用動物牌指定另一名角色為目標后」 (領主's 原始社會): an event, if heard
            yield from hooks.emit(g, hooks.TARGETED, {"user": user.seat, "target": q.seat, "card": card, "name": DOG})
        yield from dog_on(g, user, q, card)


def dog_on(g: Game, user: Player, target: Player, card: int | None) -> Flow:
    """One target of a 【狗】: the 「指定目標后」 weapons (八卦爐, 萊瓦汀), 凈琉璃之鏡, the 【流浪貓】 window (none with
    岡格尼爾), 死神鐮刀, then the damage with 緋想之劍 and 制御棒."""
    # 八卦爐 「每當你使用【狗】指定一名目標角色后，若其裝備區沒有防具牌，此【狗】對其傷害+1。」 (R-C13: read now)
    n = 1 + (1 if has(g, user, "八卦爐") and of_sub(g, target, ARMOR) is None else 0)
    if has(g, user, "萊瓦汀") and attribute(g, user) != attribute(g, target) and target.hand:
        yield from laevatein(g, user, target)
    if void_for(g, target, DOG):
        g.say("凈琉璃之鏡: 【狗】對{target}無效。", {"seat": target.seat, "void": card}, target=words.seat(target.seat))
        return
    if has(g, user, "岡格尼爾"):
        g.say("岡格尼爾: 此【狗】不能被響應。", {"seat": user.seat, "unanswerable": card})
    else:
        cat = yield from stray_cat(g, target, user)
        if cat is not None:  # the 【流浪貓】 is used face up: its card in the data (None: 照相機's judgement)
            g.say("{target}使用【流浪貓】抵消此【狗】。", {"seat": target.seat, "cancel": card,
                                                   "with": None if cat is True else cat},
                  target=words.seat(target.seat))
            yield from scythe(g, user, target)
            return
    if has(g, user, "緋想之劍") and not target.dead:
        ans = yield from tiles.ask(g, user.seat, "緋想之劍", "緋想之劍: 是否令{n}號判定",
                                   [{"choice": "不發動"}, {"choice": "發動"}], None, n=target.seat)
        if ans["choice"] == "發動":
            result = yield from tiles.judgement(g, target.seat, user.seat)
            if result.is_red:
                g.say("緋想之劍: 判定為紅色，防止此傷害。", {"seat": target.seat, "prevented": n})
                if not target.dead:
                    npcs.hospitalise(g, target, 2)
                return
    if has(g, user, "制御棒") and not target.dead and target.equips:
        lost = g.chance.choice("制御棒", list(target.equips))
        g.say("制御棒: {target}隨機棄置裝備區里的一張牌。", {"seat": target.seat, "zhiyubang": lost},
              target=words.seat(target.seat))
        zones.discard(g, target.seat, [lost])
    from . import combat

    yield from combat.damage(g, user, target, n, card, DOG)


def laevatein(g: Game, user: Player, target: Player) -> Flow:
    """萊瓦汀 「若其有手牌，你可以令其棄置一張手牌，若如此做，你摸一張牌。」 (R-C16, R-G9: the target chooses the
    card)."""
    ans = yield from tiles.ask(g, user.seat, "萊瓦汀", "萊瓦汀: 是否令{n}號棄置一張手牌",
                               [{"choice": "不發動"}, {"choice": "發動"}], None, n=target.seat)
    if ans["choice"] != "發動":
        return
    pick = yield from tiles.ask(g, target.seat, "萊瓦汀", "萊瓦汀: 棄置一張手牌", [{"choice": c} for c in target.hand])
    zones.discard(g, target.seat, [pick["choice"]])
    zones.draw(g, user.seat, 1)


def stray_cat(g: Game, p: Player, initiator: Player) -> Generator[list[Ask], dict[int, Any], int | bool | None]:
    """【流浪貓】 「使用時機：以你為目標的【狗】生效前」 「作用效果：抵消此【狗】」: a 【流浪貓】 from the hand,
    with 探寶棒 any 非動物牌 (hand or 裝備區, R-C20, R-G4), or 照相機 「每當你需要使用或打出一張【流浪貓】…你可以判定
    （若你需要響應特定角色的牌…該角色為發起方…）：若結果為紅色，視為你使用或打出了一張…【流浪貓】。」
    (R-C12: a failed judgement leaves the other ways open). The card used when the 【狗】 is cancelled (True: by
    照相機), else None."""
    s: FState = g.state
    prompt = "{n}號對你使用【狗】: 是否使用【流浪貓】抵消"
    yield from g.pace()  # a hidden step, whether or not he can answer
    ans = yield from respond(g, p, initiator, CAT, prompt, CAT, n=initiator.seat)
    if not isinstance(ans, dict):
        return True if ans is True else None
    card: int = ans["choice"]
    if ans.get("skill") == WAND:
        g.say("探寶棒: {seat}將{card}當【流浪貓】使用。", {"seat": p.seat, "as_cat": card}, seat=words.seat(p.seat),
              card=words.card(s.cards[card]))
    elif ans.get("skill") is not None:  # 人和
        skills.used_as(g, p, ans["skill"], card, CAT)
    return card


def ways(g: Game, p: Player, need: str) -> list[dict[str, Any]]:
    """The cards `p` can use or play as `need` (【狗】 or 【流浪貓】): the real ones in the hand, with 北方人's 人和
    (「你可將動物牌當任意動物牌使用或打出。」) any other hand 動物牌 (`{"skill": 人和, "choice": card}`),
    and with 探寶棒 (R-C20) a hand 動物牌 as 【狗】 (not offered twice: 人和 already gives it) or a 非動物牌 of the
    hand or 裝備區 (R-G4) as 【流浪貓】."""
    s: FState = g.state
    cards = s.cards
    wand = has(g, p, WAND)
    renhe = skills.animal_as_any(p) if p.character is not None else None  # 人和: any 動物牌 as any 動物牌
    out: list[dict[str, Any]] = []
    if need == DOG:  # in hand order, each a 【狗】 or (人和, 探寶棒) an 動物牌
        for c in p.hand:
            card = cards[c]
            if card.name == DOG:
                out.append({"choice": c})
            elif renhe and card.category == ANIMAL:
                out.append({"skill": renhe, "choice": c})
            elif wand and card.category == ANIMAL:
                out.append({"skill": WAND, "choice": c})
        return out
    for c in p.hand:  # the 【流浪貓】, (人和) the other 動物牌, then (探寶棒) the 非動物牌 of the hand and the 裝備區
        if cards[c].name == CAT:
            out.append({"choice": c})
    if renhe:
        out += [{"skill": renhe, "choice": c} for c in p.hand
                if cards[c].category == ANIMAL and cards[c].name != CAT]
    if wand:
        for c in p.hand + p.equips:
            if cards[c].category != ANIMAL:
                out.append({"skill": WAND, "choice": c})
    return out


def camera_for(g: Game, p: Player, need: str) -> bool:
    """照相機 「每當你需要使用或打出一張【流浪貓】或于回合外使用或打出一張【狗】時」: for a 【流浪貓】 at any time,
    for a 【狗】 only outside `p`'s own turn (R-C12)."""
    if not p.equips:
        return False
    s: FState = g.state
    t = s.turn
    return has(g, p, CAMERA) and (need == CAT or not (t is not None and t.seat == p.seat))


def respond(g: Game, p: Player, initiator: Player, skill: str, prompt: str, need: str, /, **params: Any,
            ) -> Generator[list[Ask], dict[int, Any], dict[str, Any] | bool | None]:
    """Ask `p` for a `need` (【流浪貓】 or 【狗】) — `skill` names the ask (the card needed, the trick asking for it,
    購股): the cards of `ways`, and 照相機's judgement when `camera_for` (once per need; a failed one asks again
    without it, R-C12; `initiator` initiates it). A card given leaves the hand or 裝備區 for the discard pile (used
    or played, not 棄置, R-G5). Returns the card answer, True for 照相機's red result, None for none. `prompt` is a
    template with `params`."""
    if p.locked > 0:  # 機會 4 鈴仙(客) 「不能使用或打出牌」 (R-J4)
        return None
    camera = camera_for(g, p, need)
    while True:
        opts: list[dict[str, Any]] = [{"choice": KEEP}, *ways(g, p, need)]
        opts += [{"skill": CAMERA, "choice": "判定"}] if camera else []
        if len(opts) == 1:
            return None
        ans = yield from tiles.ask(g, p.seat, skill, prompt, opts, None, response=True, **params)
        if ans["choice"] == KEEP:
            return None
        if ans.get("skill") != CAMERA:
            if ans["choice"] in p.equips:
                p.equips.remove(ans["choice"])
                hooks.lost_cards(g, p.seat, from_hand=False)
            else:
                p.hand.remove(ans["choice"])
                hooks.lost_cards(g, p.seat)
            zones.to_discard(g, [ans["choice"]], by=p.seat)
            return ans
        camera = False
        result = yield from tiles.judgement(g, p.seat, initiator.seat)
        if result.is_red:
            g.say("照相機: 判定為紅色，視為{seat}使用或打出了一張【{card}】。", {"seat": p.seat, "camera": need},
                  seat=words.seat(p.seat), card=words.term(need))
            return True


def scythe(g: Game, user: Player, target: Player) -> Flow:
    """死神鐮刀 「每當你使用的【狗】被目標角色使用的【流浪貓】抵消時，你可以行動1格：
    若你因此次行動獲得了【狗】，你將其中一張【狗】對其使用。」 (R-C19: any 【狗】 entering the hand during that 行動;
    that use has no vision check and is not counted)."""
    s: FState = g.state
    if not has(g, user, "死神鐮刀") or not user.on_map:
        return
    ans = yield from tiles.ask(g, user.seat, "死神鐮刀", "死神鐮刀: 是否行動1格",
                               [{"choice": "不發動"}, {"choice": "發動"}])
    if ans["choice"] != "發動":
        return
    from . import flow

    before = set(user.hand)
    yield from flow.act(g, user, 1)  # a 行動: 機會 5's void 行動 applies (R-J5)
    got = [c for c in user.hand if c not in before and s.cards[c].name == DOG]
    if not got:
        return
    if not (user.on_map and target.on_map and can_target(g, user, target)):
        g.say("死神鐮刀: {target}不能成為此【狗】的目標。", {"seat": user.seat, "target": target.seat},
              target=words.seat(target.seat))
        return
    pick = got[0]
    if len(got) > 1:
        opts: list[dict[str, Any]] = [{"choice": c, "target": target.seat} for c in got]
        pick = (yield from tiles.ask(g, user.seat, "死神鐮刀", "死神鐮刀: 選擇使用的【狗】", opts))["choice"]
    user.hand.remove(pick)
    hooks.lost_cards(g, user.seat)
    zones.to_discard(g, [pick], by=user.seat)
    yield from use_dog(g, user, target, pick)


def play_dog(g: Game, p: Player, initiator: Player, skill: str) -> Generator[list[Ask], dict[int, Any], bool]:
    """打出一張【狗】 (金鼓齊鳴): a 【狗】, with 探寶棒 any 動物牌 (R-C20), or outside one's own turn 照相機 (R-C12: the
    initiator is the character whose card is answered). True when one was played."""
    yield from g.pace()  # a hidden step, whether or not he can answer
    ans = yield from respond(g, p, initiator, skill, "{skill}: 是否打出一張【狗】", DOG, skill=words.term(skill))
    if not isinstance(ans, dict):
        return ans is True
    if ans.get("skill") not in (None, WAND):  # 人和
        skills.used_as(g, p, ans["skill"], ans["choice"], DOG, played=True)
    g.say("{seat}打出【狗】。", {"seat": p.seat, "played": ans["choice"]}, seat=words.seat(p.seat))
    return True
