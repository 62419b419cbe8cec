"""What a seat of 仙妖斗法 cannot tell apart (daoyan.core.sampling, for the search bot): the answers and random draws
everybody witnesses, the settings everybody knows, and deals consistent with what the seat was told.

Everybody witnesses: the speaking turns (发言, 自由讨论: a claim is made aloud, a pass is silence), the hands raised in
[诛仙投票] and 补票, the [鉴仙图]③ claims, the [戏言]/[缄默] cards turned at 黎明; and the draws the 【源尊】 announces:
the identities enabled (开局准备1), the speaking direction, the first and the last speakers, the [邪神牌] shown for
[请邪], the [骨筹] numbers.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...core.ask import Answer, Ask
from ...core.game import Game
from . import setup
from .generals.shennv import SHENYU, nearest
from .generals.xingjun import MAPS, MEANINGS
from .identities import BY_NAME
from .setup import huaxing_fails, starry

OPEN_ANSWERS = frozenset({"发言", "自由讨论", "诛仙投票", "鉴仙图", "黎明", "补票"})
# (not 量天 nor 骨筹结果: they are drawn only when the 【树精】/【枯骨】 is sealed or out, which nobody is told; their
# announced results are matched as lines)
PUBLIC_CHANCE = frozenset({"启用星空身份", "启用身份", "发言方向", "最后发言", "起始玩家", "请邪选牌", "骨筹号码"})
SECRET_OPTIONS = ("cards", "化形", "局面")  # a scenario's fixed deal, [化形] pair and mid-game position
REDEAL = "有玩家同时持有【妖首】"  # 开局准备3's announcement of a redeal


def public_options(options: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in options.items() if k not in SECRET_OPTIONS}


class Told:
    """What the seat was told about the deal, read from its log lines."""

    def __init__(self, log: list[dict[str, Any]]) -> None:
        self.hand: list[str] | None = None  # its own two cards, as dealt
        self.shown: str | None = None  # the [化形] card shown to the 星空 (❶)
        self.huaxing: list[str] | None = None  # both [化形] cards (a 双【妖首】 player is shown them)
        self.star: list[int] | None = None  # the 星空 who opened their eyes ([星空仙人]确认)
        self.holds: dict[int, set[str]] = {}  # seat -> cards it is known to hold (【仙子】: 1号, …)
        self.redeals = 0
        self.charts: dict[str, str] = {}  # [星象图] chart -> the meaning it was told to have (【星君】)
        self.lucky: int | None = None  # the seat [神域] shows as [星空] (【神女】)
        self.layers: dict[str, str] = {}  # card -> the layer it was told to start in (顶层/底层)
        self.yaoshou: str | None = None  # 两张【妖首】牌的分布 (【仙童】: 两上/两下/一上一下)
        self.targets: dict[tuple[int, str], int] = {}  # (round, skill) -> the target it was told
        for e in log:
            d = e.get("data") or {}
            if str(e.get("text", "")).startswith(REDEAL):
                self.redeals += 1
            if self.hand is None and e.get("kind") == "info" and "cards" in d:
                self.hand = list(d["cards"])
            hx = d.get("化形")
            if isinstance(hx, str):
                self.shown = hx
            elif isinstance(hx, list):
                self.huaxing = list(hx)
            if self.star is None and isinstance(d.get("星空"), list):
                self.star = [int(x) for x in d["星空"]]
            if "layer" in d:
                self.layers.update({k: str(d["layer"]) for k in d if k in BY_NAME})
            if isinstance(d.get("分布"), str):
                self.yaoshou = d["分布"]
            if isinstance(d.get("skill"), str) and isinstance(d.get("target"), int):
                self.targets[(int(e.get("round", 0)), d["skill"])] = d["target"]
            if isinstance(d.get("星象图"), str) and "meaning" in d:
                self.charts[d["星象图"]] = str(d["meaning"])
            if isinstance(d.get(SHENYU), list) and d[SHENYU]:
                self.lucky = int(d[SHENYU][0])
            for k, v in d.items():
                if k in BY_NAME and isinstance(v, int) and not isinstance(v, bool):
                    self.holds.setdefault(v, set()).add(k)


def sample_guide(view: dict[str, Any]) -> Any:
    """Hidden answers the seat was told about, proposed first in samples (daoyan.core.sampling): the 排序 that puts
    a card in the layer it was told (【佛陀】牌在顶层, 【星君】底层, 两张【妖首】牌两下…), and the target a skill was
    told to take that round ([止伐]: 2号). A guess only: the sample's lines still decide."""
    told = Told(view.get("log", []))

    def guide(g: Game, a: Ask) -> Answer | None:
        if a.skill == "排序":
            for o in a.options:
                top, bottom = o["choice"]
                if told.layers.get(top) == "底层" or told.layers.get(bottom) == "顶层":
                    continue
                if (told.yaoshou, "妖首") in (("两上", bottom), ("两下", top)):
                    continue
                return o  # type: ignore[no-any-return]
            return None
        t = told.targets.get((g.round, a.skill))
        return {"target": t} if t is not None else None

    return guide


def sample_chance(players: int, options: dict[str, Any], view: dict[str, Any], rng: random.Random,
                  tries: int = 400) -> dict[str, Any] | None:
    """A deal the seat cannot tell from the real one (as forced draws: 化形, 化形展示, 发牌): its own hand as dealt,
    the [化形] pair holding the card it was shown (or the pair itself, when shown both), the cards it knows others hold
    where they are, the 星空 it saw awake holding [星空仙人] cards (and, except at 5 players, nobody else, and a [深渊]
    【将领】 among their cards exactly when it was shown no [化形]: 化形②), no 【妖首】 beside a [星空仙人] card in one
    hand (else 开局准备3 redeals: as many conflicting deals first as it heard announced, and after three the 【源尊】's
    own deal), the [星象图] meanings it was told, the [神域] seat it was told among the 【神女】's neighbours, and both
    【妖首】 in one hand only if it was not told 两上 or 两下. None
    when no such deal is found in `tries` shuffles."""
    cfg = setup.configure(players, options)
    chance = (view.get("known") or {}).get("chance") or {}
    told = Told(view.get("log", []))
    seat = int(view["seat"])
    if told.hand is None:
        return None
    fixed = list(cfg["dealt"])
    if cfg["draw"] is not None:
        fixed += list(chance.get("启用星空身份", [[]])[0])
    pool = list(cfg["huaxing_pool"] or chance.get("启用身份", [[]])[0])
    others = [x for x in range(1, players + 1) if x != seat]
    for _ in range(tries):
        if told.huaxing is not None:
            hx = list(told.huaxing)
        else:
            hx = rng.sample(pool, 2)
            if told.shown is not None and told.shown not in hx:
                continue
        left = Counter(fixed + [n for n in pool if n not in hx])
        left.subtract(told.hand)
        hands: dict[int, list[str]] = {x: sorted(told.holds.get(x, ())) for x in others}
        for h in hands.values():
            left.subtract(h)
        if any(k < 0 for k in left.values()) or any(len(h) > 2 for h in hands.values()):
            continue  # not with this [化形] pair
        rest = list(left.elements())
        rng.shuffle(rest)
        for x in others:
            need = 2 - len(hands[x])
            hands[x] += rest[:need]
            del rest[:need]
            rng.shuffle(hands[x])
        hands[seat] = list(told.hand)
        if any(setup.conflict(h) for h in hands.values()):
            continue
        if told.star is not None and not all(
                starry(hands[x]) if x in told.star else (players == 5 or not starry(hands[x])) for x in others):
            continue
        if told.star is not None and players != 5 and (told.shown is None) != huaxing_fails(hands.values()):
            continue  # ❶ shows the [化形] unless 化形② fails
        if told.lucky is not None and not _lucky(hands, told, players):
            continue
        if told.yaoshou in ("两上", "两下") and any(h.count("妖首") == 2 for h in hands.values()):
            continue  # one hand's two 【妖首】 lie one up, one down
        deals = [_conflicting(fixed + [n for n in pool if n not in hx], players, rng) for _ in range(told.redeals)]
        final = [c for x in range(1, players + 1) for c in hands[x]]
        forced: dict[str, Any] = {"化形": [hx], "发牌": deals}
        if told.redeals >= 3:  # the 【源尊】 deals by hand: his deal, with no hand to mend, is this one
            forced["源尊指定派发"] = [final]
        else:
            deals.append(final)
        if told.shown is not None:
            forced["化形展示"] = [told.shown]
        if told.lucky is not None:
            forced[SHENYU] = [told.lucky]
        if told.charts:
            meanings = list(MEANINGS)
            while any(meanings[MAPS.index(m)] != v for m, v in told.charts.items()):
                rng.shuffle(meanings)
            forced["星象图"] = [meanings]
        return forced
    return None


def _lucky(hands: dict[int, list[str]], told: Told, players: int) -> bool:
    """The [神域] seat is one of the 【神女】's 「左右距离你最近的非【妖首】其他阵营玩家」."""
    seat = next((x for x, names in told.holds.items() if "神女" in names), None)
    return seat is not None and told.lucky in nearest(hands, seat, players)


def _conflicting(cards: list[str], players: int, rng: random.Random) -> list[str]:
    """A deal 开局准备3 would redeal (some hand holds 【妖首】 and a [星空仙人] card)."""
    deck = list(cards)
    for _ in range(1000):
        rng.shuffle(deck)
        if any(setup.conflict(deck[2 * i: 2 * i + 2]) for i in range(players)):
            break
    return deck
