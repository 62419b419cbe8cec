"""方塊5，俠客，3 — 【知燕】鎖定技。出牌階段，你使用的第一張牌無距離、次數、目標限制；此牌結算結束后，你摸X張牌。
X為未觸發詞條數-1且至少為0。 Q:若第一張牌是【狗】，如何結算？ A:彈出“是否令此【狗】無次數限制”的對話框。
(seed 001_ea231be5ab83fae4.txt; adopted R-X33; rulings docs/rulings/fuweng.md F-113 … F-116.)

- 「第一張牌」 (F-113): the first card he uses in his 出牌階段's idle time (an option of the 出牌 ask: a card, or a
  card used as another — 探寶棒, 機會 14); a card used to answer (【家貓】 for the dying, 【無懈可擊】) is not it.
- The three 詞條 (R-X33, F-114), each *triggered* when the use would have been illegal without it:
  - 距離: a target out of his vision, for the cards that ask for one in vision (【狗】, 釜底抽薪, 順手牽羊, 瞞天過海,
    以逸待勞) — never a character off the map (R-H5: nobody is in an off-map character's vision, 知燕 included);
  - 目標: a target the card's 「使用目標」 would not allow — himself for a card used on 「其它角色」, another for one
    used on 「你」 (【家貓】 on any living character, 無中生有, 八陣圖), one failing the card's condition (「有手牌」,
    「手牌數不小于你」 …) or one a rule forbids him to choose (創世神 ②, 龍魚之羽衣, 孤際, 失臂 ②: R-C9 reads
    「無目標限制」 so). The 判定區's 「不能放有兩張同名的牌」 is a rule of the zone, not of the target: it stays;
  - 次數: the book's dialog — a first 【狗】 asks 「是否令此【狗】無次數限制」; 是: it does not count toward the
    【狗】 limit, and 次數 is triggered (no dialog with 繩子: there is no limit to lift).
- 「此牌結算結束后」: once the card's use is over (a 延時大招牌 once placed; cancelled or voided uses too), he draws
  X = (untriggered 詞條 − 1), at least 0: 2 with none triggered, 1 with one, 0 with two or three. Dead, he draws none.
- The card's effect is as written (F-115): 無中生有 on another still draws for him (「你摸三張牌」); 【家貓】 on
  another heals that character (「目標角色回復1點體力」), while its timing 「若你存活且已受傷」 still asks him wounded.
"""

from __future__ import annotations

from typing import Any

from ....core.game import Game
from ....i18n import Listing
from .. import basic, equipment, tricks, words, zones
from ..cards import ANIMAL
from ..state import FState, Player
from . import _base

CHARACTER = "D5"
SKILL = "知燕"
DISTANCE, COUNT, TARGET = "距離", "次數", "目標"
DOG = "狗"
SANAE = "東風谷早苗"  # 機會 14 (play.SANAE)
ASK_COUNT = "是否令此【狗】無次數限制"
YES, NO = {"choice": "是"}, {"choice": "否"}

install = _base.no_triggers  # (read in the 出牌階段: `first_card_options`, `before_use`, `after_use`)


def applies(g: Game, p: Player) -> bool:
    """「出牌階段，你使用的第一張牌」: his own 出牌階段, no card used in it yet."""
    s: FState = g.state
    t = s.turn
    return t is not None and t.seat == p.seat and t.phase == "出牌" and t.used == 0 and p.on_map


def first_card_options(g: Game, p: Player, normal: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The uses the first card gains (`normal`: the 出牌 options without 知燕), in hand order."""
    if not applies(g, p):
        return []
    have = {(o.get("skill"), o.get("choice"), o.get("target")) for o in normal}
    out: list[dict[str, Any]] = []
    around = _around(g, p)  # (what every card's targets are read against, worked out once)
    for c in p.hand:
        for way, q, hit in freed(g, p, c, around):
            if hit and (way, c, q) not in have:
                out.append({**({"skill": way} if way else {}), "choice": c, "target": q})
    return out


def lifted(g: Game, p: Player, ans: dict[str, Any]) -> list[str]:
    """The 詞條 the 出牌 answer `ans` triggers (距離, 目標; none for a use legal without 知燕)."""
    c = ans.get("choice")
    if not isinstance(c, int) or "target" not in ans:
        return []
    for way, q, hit in freed(g, p, c):
        if way == ans.get("skill") and q == ans["target"]:
            return hit
    return []


def _around(g: Game, p: Player) -> tuple[list[Player], set[int], list[Player]]:
    """Every character, the seats in `p`'s vision, and the others in turn order."""
    s: FState = g.state
    players = list(s.players.values())
    return players, {q.seat for q in equipment.seen_by(g, p, players)}, [s.players[x] for x in s.order()
                                                                          if x != p.seat]


def freed(g: Game, p: Player, c: int, around: tuple[list[Player], set[int], list[Player]] | None = None
          ) -> list[tuple[str | None, int, list[str]]]:
    """Every use of the hand card `c` on a target with 知燕, each with the 詞條 it triggers (empty: legal without it):
    (the skill it goes through — 探寶棒, 機會 14 — or None, the target's seat, the 詞條). `around`: `_around`, when
    the caller has it."""
    s: FState = g.state
    t = s.turn
    assert t is not None
    players, sight, others = around if around is not None else _around(g, p)
    out: list[tuple[str | None, int, list[str]]] = []
    card = s.cards[c]
    name, category = card.name, card.category
    way: str | None = None
    if t.all_dogs and category != ANIMAL:
        way = SANAE
    elif category == ANIMAL and name != DOG and equipment.has(g, p, equipment.WAND):
        way = equipment.WAND
    if way is not None or name == DOG:
        for q in players:  # 【狗】 「你視野范圍內的一名其它角色」
            if not q.on_map:
                continue  # (R-H5)
            hit = [DISTANCE] if q is not p and q.seat not in sight and not t.dog_no_range else []
            if q is p or not equipment.can_target(g, p, q):
                hit.append(TARGET)
            out.append((way, q.seat, hit))
        if way is not None:
            return out
    if name == "家貓":  # 「使用目標：你」 — its timing 「若你存活且已受傷」 stays
        if not p.dead and p.hp < p.max_hp:
            out += [(None, q.seat, [TARGET]) for q in others if not q.dead]
        return out
    if category not in tricks.TRICKS or name in (tricks.NULLIFY, tricks.WUWO):
        return out  # (equipment has no target; 無我之愛 has no target limit already)
    near = name in tricks.IN_VISION
    free = {q.seat for q in tricks.targets(g, p, name, seen=[q for q in others if q.on_map], others=others)}
    for q in [p, *others]:
        if near and not q.on_map:
            continue  # (R-H5)
        if name in (tricks.MEIREN, tricks.BAZHEN) and not all(tricks.judged_as(s, x) != name for x in q.judging):
            continue  # 「判定區里不能放有兩張同名的牌」
        hit = [DISTANCE] if near and q is not p and q.seat not in sight else []
        if q.seat not in free:
            hit.append(TARGET)
        out.append((None, q.seat, hit))
    return out


def before_use(g: Game, p: Player, ans: dict[str, Any]) -> _base.Flow:
    """The first card is being used: the skill fires; a 【狗】 asks the book's dialog. Returns the 詞條 triggered."""
    s: FState = g.state
    hit = lifted(g, p, ans)
    _base.fired(g, p)
    card = ans.get("choice")
    as_dog = isinstance(card, int) and (s.cards[card].name == DOG or ans.get("skill") in (SANAE, equipment.WAND))
    if as_dog and not equipment.has(g, p, "繩子"):
        got = yield from basic.ask(g, p.seat, SKILL, ASK_COUNT, [NO, YES], NO)
        if got == YES:
            hit.append(COUNT)
    if hit:
        limits = Listing((words.term(w) for w in hit), words.NONE)
        g.say("知燕: 此牌無{what}限制。", {"seat": p.seat, "zhiyan": hit}, what=limits)
    return hit


def after_use(g: Game, p: Player, hit: list[str]) -> None:
    """「此牌結算結束后，你摸X張牌。X為未觸發詞條數-1且至少為0。」"""
    x = max(0, 3 - len(hit) - 1)
    if x and not p.dead:
        g.say("知燕: {seat}摸{n}張牌。", {"seat": p.seat, "draws": x}, seat=words.seat(p.seat), n=x)
        zones.draw(g, p.seat, x)
