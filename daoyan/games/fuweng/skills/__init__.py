"""The 人妖牌' skills of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt, the list after
「以下為標準版人妖牌及臺詞一覽。」): one module per character, named by its title in pinyin (`chuangshishen` for
創世神, `shenpanguan` for 審判官, …), each giving `CHARACTER` (the card's id: `JOKER_BIG`, `SK`, …) and
`install(g, seat)` (its triggers on the game's `Events`), and as its skill needs: `forbids_choice`, `play_options`
/ `play_use`, `SCENE` with `scene_play_options` / `scene_play_use`, `death_reward`, `hospitalised`, `rated_throws`,
and the rules of its card read where vision, distance and a 【狗】's targets are measured: `VISION_BONUS`,
`SEES_ALL`, `DISTANCE_TO`, `DOG_PROOF_FROM_BUILDINGS` (the functions below read them).

A character is *playable* when its module is here: 選將 offers only playable characters (selection.py). The others
are not dealt until they are built (docs/rulings/fuweng.md, F-21).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType
from typing import Any

from ....core.game import Game
from ..characters import standard_characters


@cache
def modules() -> dict[str, ModuleType]:
    """Each playable character's module, by card id."""
    out: dict[str, ModuleType] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__name__}.{info.name}")
        out[str(mod.CHARACTER)] = mod
    return out


def playable() -> list[str]:
    """The card ids of the characters daoyan plays, in the book's order."""
    have = modules()
    return [c.id for c in standard_characters() if c.id in have]


def install_all(g: Game) -> None:
    """Each character's skills on the game's events; triggers of one moment fire by priority, then in turn order
    from the current character (R-G3)."""
    s = g.state
    have = modules()
    for p in s.players.values():
        if p.character is not None and p.character in have:
            have[p.character].install(g, p.seat)
            if hasattr(have[p.character], "SCENE"):
                s.scenes.append(p.seat)

    def seat_order(owner: int | None) -> int:
        order = s.order()
        start = order.index(s.turn.seat) if s.turn is not None else 0
        return (order.index(owner) - start) % len(order) if owner in order else len(order)

    g.events.seat_order = seat_order


def choosable(g: Game, chooser: Any, chosen: Any) -> bool:
    """May `chooser` choose `chosen` (as a card's, command's, tile's or skill's target)? A skill may forbid it
    (創世神's 「你不能選擇或被非狂隱角色選擇」, `forbids_choice` of its module); a character without a card never."""
    if chooser.character is None and chosen.character is None:
        return True
    return why_unchoosable(g, chooser, chosen) is None


def why_unchoosable(g: Game, chooser: Any, chosen: Any) -> str | None:
    """The skill (its name) that forbids `chooser` to choose `chosen` (`choosable` is False), or None."""
    have = modules()
    for p in (chooser, chosen):
        mod = have.get(p.character) if p.character is not None else None
        veto = getattr(mod, "forbids_choice", None)
        if veto is not None and veto(g, p, chooser, chosen):
            return str(getattr(mod, "SKILL", p.character))
    return None


def _module(p: Any) -> ModuleType | None:
    return modules().get(p.character) if p.character is not None else None


def scenes(g: Game) -> list[tuple[Any, ModuleType]]:
    """The 場景技 in the game (R-G17: a rule for every character while its owner is in the game): (owner, module)
    for each character whose module gives `SCENE` (the scene's name, e.g. 捕獲場景), as `install_all` found them."""
    s = g.state
    return [(s.players[x], modules()[s.players[x].character]) for x in s.scenes]


def play_options(g: Game, p: Any) -> list[dict[str, Any]]:
    """The options skills add to `p`'s 出牌階段 ask: its own character's (`play_options` of its module) and every
    scene's open to it (`scene_play_options(g, owner, p)`); each names its skill (`{"skill": 秘器, …}`)."""
    if p.character is None and not g.state.scenes:  # (no 人妖牌 in play: the 出牌 ask of every turn)
        return []
    f = getattr(_module(p), "play_options", None)
    out = list(f(g, p)) if f is not None else []
    for owner, mod in scenes(g):
        scene = getattr(mod, "scene_play_options", None)
        if scene is not None:
            out += scene(g, owner, p)
    return out


def first_card(g: Game, p: Any) -> ModuleType | None:
    """The module of `p`'s character when a skill of it changes the first card `p` uses in this 出牌階段 (俠客's
    【知燕】: `first_card_options`, `before_use`, `after_use`) and that card is still to come; else None."""
    mod = _module(p)
    if mod is None or not hasattr(mod, "first_card_options") or not mod.applies(g, p):
        return None
    return mod


def is_play_skill(p: Any, ans: dict[str, Any]) -> bool:
    mod = _module(p)
    skill = ans.get("skill")
    if mod is not None and skill == getattr(mod, "SKILL", None) and hasattr(mod, "play_use"):
        return True
    return skill is not None and any(skill == getattr(m, "SCENE", None) for m in modules().values())


def play_use(g: Game, p: Any, ans: dict[str, Any]) -> Any:
    """Use the skill the 出牌 answer names: its own character's (`play_use`) or a scene's (`scene_play_use`)."""
    for owner, mod in scenes(g):
        if ans.get("skill") == mod.SCENE:
            yield from mod.scene_play_use(g, owner, p, ans)
            return
    own = _module(p)
    assert own is not None
    yield from own.play_use(g, p, ans)


def animal_as_any(p: Any) -> str | None:
    """北方人's 【人和】 「你可將動物牌當任意動物牌使用或打出。」: the skill's name when `p`'s character may use or play
    any 動物牌 as any 動物牌 (`ANIMAL_AS_ANY` of its module), else None."""
    if p.character is None:
        return None
    mod = modules().get(p.character)
    return str(mod.SKILL) if mod is not None and getattr(mod, "ANIMAL_AS_ANY", False) else None


def used_as(g: Game, p: Any, skill: str, card: int, as_what: str, played: bool = False, why: Any = None) -> None:
    """`p` uses (`played`: 打出) `card` as `as_what` through `skill` (人和, 借計): the skill fires (its 技能台詞)
    and the table is told which card goes as which (it keeps its own suit, R-S4); `why`: what it is played for (a
    share)."""
    from .. import words
    from . import _base

    s = g.state
    if skill == getattr(_module(p), "SKILL", None):
        _base.fired(g, p)
    params: dict[str, Any] = {"skill": words.term(skill), "seat": words.seat(p.seat),
                              "card": words.card(s.cards[card]), "as_what": words.term(as_what)}
    if not played:
        g.say("{skill}: {seat}將{card}當【{as_what}】使用。", {"seat": p.seat, "used": card, "as": as_what}, **params)
    elif why is None:
        g.say("{skill}: {seat}將{card}當【{as_what}】打出。", {"seat": p.seat, "played": card, "as": as_what}, **params)
    else:
        g.say("{skill}: {seat}將{card}當【{as_what}】打出 ({why})。", {"seat": p.seat, "played": card, "as": as_what},
              why=why, **params)


def death_reward(g: Game, p: Any, killer: Any) -> bool:
    """A skill that replaces the reward and penalty of killing `p` (夜鶯's 捕獲 ②: `death_reward` of its module);
    True when it did."""
    f = getattr(_module(p), "death_reward", None)
    return bool(f(g, p, killer)) if f is not None else False


def hospitalised(g: Game, p: Any, rounds: int) -> int | None:
    """A character goes to 入院X輪 (`npcs.hospitalise`): its skill may act and change X (`hospitalised` of its
    module, a plain function: no question asked) — or make it the untimed 入院 (None: 麒麟's 天欽 「改為入院」)."""
    f = getattr(_module(p), "hospitalised", None)
    if f is None:
        return rounds
    got = f(g, p, rounds)
    return None if got is None else int(got)


def rated_throws(g: Game, p: Any) -> int:
    """What skills add to `p`'s 額定投擲數 this 行動階段: its own (`rated_throws` of its module) and every
    character's rule for others (`others_rated_throws(g, owner, p)`: 人偶師's
    「有“人偶”的非狂隱角色，額定投擲數+1」)."""
    f = getattr(_module(p), "rated_throws", None)
    n = int(f(g, p)) if f is not None else 0
    for owner in g.state.players.values():
        rule = getattr(_module(owner), "others_rated_throws", None) if owner.character is not None else None
        if rule is not None:
            n += int(rule(g, owner, p))
    return n


def _rule(p: Any, name: str) -> Any:
    """The attribute `name` of `p`'s character's module, or None (no 人妖牌, or a module without it)."""
    if p.character is None:
        return None
    return getattr(modules().get(p.character), name, None)


def both_at_buildings(p: Any) -> bool:
    """數學家's 數論 「當你停留在建筑時，始終執行兩項（《貓舍》的購股選項可不打出牌不執行）」 (`BOTH_AT_BUILDINGS`)."""
    return bool(_rule(p, "BOTH_AT_BUILDINGS"))


def no_delayed(p: Any) -> bool:
    """虎王's 失臂 ② 「鎖定技。你不能成為延時大招牌的目標。」 (`NO_DELAYED` of its module)."""
    return bool(_rule(p, "NO_DELAYED"))


def vision_bonus(p: Any) -> int:
    """What a skill adds to `p`'s 視野范圍 (郊狼's 造幕 ② 「鎖定技。你的視野范圍+10。」: `VISION_BONUS` of its
    module)."""
    return int(_rule(p, "VISION_BONUS") or 0)


def no_weapon_slot(p: Any) -> bool:
    """A skill of `p`'s that abolishes its 武器區 (船長's 攜幕 ② 「你的武器區被廢除」: `NO_WEAPON_SLOT`): it equips no
    weapon."""
    return bool(_rule(p, "NO_WEAPON_SLOT"))


def sees_all(p: Any) -> bool:
    """A skill of `p`'s that works as 天狗團扇 (小狼's 孤際 「所有其它角色視為在你的視野范圍內」: `SEES_ALL`)."""
    return bool(_rule(p, "SEES_ALL"))


def distance_to(p: Any) -> int:
    """What a skill adds to other characters' distance to `p`, as 唐傘 does (小狼's 孤際 「其它角色與你的距離+10」:
    `DISTANCE_TO` of its module)."""
    return int(_rule(p, "DISTANCE_TO") or 0)


def dog_proof(p: Any) -> str | None:
    """A skill of `p`'s that works as 龍魚之羽衣 (小狼's 孤際 「你不能成為處于建筑的角色使用的【狗】的目標」:
    `DOG_PROOF_FROM_BUILDINGS` of its module): its name, or None."""
    if not _rule(p, "DOG_PROOF_FROM_BUILDINGS"):
        return None
    return str(_rule(p, "SKILL") or p.character)


NO_CELLS: frozenset[Any] = frozenset()


def portals(g: Game, p: Any) -> frozenset[Any]:
    """The cells a skill makes a 《傳送》 for `p` now (獅子's 反芻 ②: 「其上有其它角色的格子視為《傳送》」; `portals` of
    its module)."""
    if p.character is None:
        return NO_CELLS
    f = getattr(_module(p), "portals", None)
    return frozenset(f(g, p)) if f is not None else NO_CELLS
