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
from . import basic, hooks, skills, words, zones
from .board import GOUSHE, MAOSHE, YEWAI, Kind
from .cards import ANIMAL, WEAPON, SubCategory
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
    hooks.card_used(g, p.seat, [card])  # (equipping is using the card)
    hooks.used(g, p.seat, s.cards[card].name, card)
    g.say("{seat}裝備【{card}】。", {"seat": p.seat, "equipped": card}, seat=words.seat(p.seat),
          card=words.term(s.cards[card].name))
    old = of_sub(g, p, sub)
    if old is not None:
        zones.discard(g, p.seat, [old])
    p.equips.append(card)


# ---- distance and vision -------------------------------------------------------------------------------------------


def distance(g: Game, a: Player, b: Player, broom: bool | None = None) -> int | None:
    """「一名角色到另一名角色的距離為兩名角色X坐標之差+兩名角色Y坐標之差。」 with 掃帚 「你與其它角色的距離-5」 and 唐傘
    「其它角色與你的距離+5」 (R-M13: horses change only character-to-character distance; it may fall below 0), and
    小狼's 孤際 「其它角色與你的距離+10」 (`skills.distance_to`).
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
        if b.character is not None:  # 小狼's 孤際 「其它角色與你的距離+10」 (`skills.distance_to`)
            d += skills.distance_to(b)
    return d


def vision(g: Game, p: Player) -> int:
    """「所有角色的默認視野范圍為3*已陣亡角色數+5。」 plus the weapon's 「視野范圍+X」 and a skill's (郊狼's 造幕 ②,
    `skills.vision_bonus`)."""
    s: FState = g.state
    dead = 0
    for q in s.players.values():
        if q.dead:
            dead += 1
    weapon = of_sub(g, p, WEAPON) if p.equips else None
    bonus = skills.vision_bonus(p) if p.character is not None else 0  # 郊狼's 造幕 ② 「你的視野范圍+10」
    return 3 * dead + 5 + (s.cards[weapon].kind.vision or 0 if weapon is not None else 0) + bonus


def in_vision(g: Game, p: Player, q: Player) -> bool:
    """「若A到B的距離(不大于/大于)A的視野范圍，則稱B在A的視野范圍(內/外)。」;
    天狗團扇 「所有其它角色視為在你的視野范圍內。」 (and 小狼's 孤際, `skills.sees_all`) — but
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
    if p.character is not None and skills.sees_all(p):  # 小狼's 孤際, as 天狗團扇
        fan = True
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
        if q.character is not None:  # 小狼's 孤際 「其它角色與你的距離+10」
            d += skills.distance_to(q)
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
    targets; 小狼's 孤際 the same, `skills.dog_proof`). A skill may forbid the choice (創世神 ②, `skills.choosable`)."""
    if dog_proof_against(g, user, q) is not None:
        return False
    return (user.character is None and q.character is None) or skills.choosable(g, user, q)


def dog_proof_against(g: Game, user: Player, q: Player) -> str | None:
    """What makes `q` no target of `user`'s 【狗】 now — 龍魚之羽衣 「鎖定技，你不能成為處于建筑的角色使用的【狗】的
    目標。」 or a skill that works as it (小狼's 孤際, `skills.dog_proof`): its name, or None (`can_target`; the rules
    name it when they refuse such a target, `why_refused`)."""
    if not (q.equips or q.character is not None) or cell_kind(g, user) not in BUILDINGS:
        return None
    if q.equips and has(g, q, "龍魚之羽衣"):
        return "龍魚之羽衣"
    return skills.dog_proof(q) if q.character is not None else None  # 小狼's 孤際


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
        if ans is True:  # 照相機: 「視為你使用或打出了一張【流浪貓】」 — here used
            hooks.used(g, p.seat, CAT)
            if (yield from hooks.using(g, {"seat": p.seat, "name": CAT, "card": None})):
                return None  # 「令此牌無效」 (出警): the 【狗】 is not cancelled
        return True if ans is True else None
    card: int = ans["choice"]
    hooks.used(g, p.seat, CAT, card)
    if ans.get("skill") == WAND:
        g.say("探寶棒: {seat}將{card}當【流浪貓】使用。", {"seat": p.seat, "as_cat": card}, seat=words.seat(p.seat),
              card=words.card(s.cards[card]))
    elif ans.get("skill") is not None:  # 人和
        skills.used_as(g, p, ans["skill"], card, CAT)
    if (yield from hooks.using(g, {"seat": p.seat, "name": CAT, "card": card})):
        return None  # 「令此牌無效」 (出警): the 【狗】 is not cancelled
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
        ans = yield from basic.ask(g, p.seat, skill, prompt, opts, None, response=True, **params)
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
        result = yield from basic.judgement(g, p.seat, initiator.seat)
        if result.is_red:
            g.say("照相機: 判定為紅色，視為{seat}使用或打出了一張【{card}】。", {"seat": p.seat, "camera": need},
                  seat=words.seat(p.seat), card=words.term(need))
            return True


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
