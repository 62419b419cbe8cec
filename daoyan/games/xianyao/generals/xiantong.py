"""【仙童】 技能▶[天眼] (恒定).

开局时,若【仙童】身份牌位于:
①顶层,终局[星空仙人]落败时,[星空仙人]讨论后【仙童】指出所有【妖首】玩家及【妖首】牌的具体位置(几号玩家,顶层底层),
则[星空仙人]反败为胜。
②底层,[星空仙人]会获知2张【妖首】身份牌的初始布局:两上、两下或一上一下。
——若开局【仙童】在顶层,且底层身份牌也为[星空],则可以同时获得两种效果。

A-XY-17: the positions named are the *start* ones (seat + 顶层/底层), both 妖首 cards exactly; the naming
is allowed whatever happened to the 仙童 card (恒定, fixed 「开局时」)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ....core.ask import Answer, Ask, vote_key
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat, Target, Term
from ..identities import XINGKONG
from ..state import BOTTOM, TOP, XState
from . import lines

NAME = "仙童"
SKILL = "天眼"
GIVE_UP: Answer = {"choice": "放弃"}


def holder(s: XState) -> int:
    return s.holders(NAME)[0]


def started_top(s: XState) -> bool:
    return s.players[holder(s)].cards[0].name == NAME


def layout(s: XState) -> str:
    """两张【妖首】牌的分布: 两上 / 两下 / 一上一下 (start layers)."""
    tops = [c.start_layer == TOP for p in s.players.values() for c in p.cards if c.name == "妖首"]
    return "两上" if all(tops) else "两下" if not any(tops) else "一上一下"


def positions(s: XState) -> list[str]:
    """Where the two 【妖首】 cards were at the start, as the 仙童 names them: ['3:顶层', '5:底层']."""
    return sorted((f"{seat}:{c.start_layer}" for seat, p in s.players.items() for c in p.cards if c.name == "妖首"),
                  key=vote_key)


def confirm(g: Game, awake: list[int]) -> None:
    """3 ❼【仙童】流程: the 仙童 raises his hand and shows his layer; ② bottom (or top with a 星空 bottom card):
    the 星空 learn 两上、两下或一上一下. 「(开局【仙童】在顶层,此话语也不可略过,但不给出信息)」.
    5 players: a bottom 仙童 「不可睁眼、不可发动任何技能、不要做出任何动作」 — no hand, no layout."""
    s: XState = g.state
    seat, top = holder(s), started_top(s)
    p = s.players[seat]
    lines(g, NAME, ("【仙童】玩家请举手,请用手势示意【仙童】牌在顶层还是底层。",))
    acts = seat in awake and (top or g.players != 5)
    if acts:
        layer = TOP if top else BOTTOM
        g.tell(awake, "【仙童】: {seat},{layer}", {NAME: seat, "layer": layer}, label="星空仙人", seat=Seat(seat),
               layer=Term(layer))
    lines(g, NAME, ("两张【妖首】牌的分布为……",))
    if acts and (not top or p.cards[1].camp == XINGKONG):
        shape = layout(s)
        g.tell(awake, "两张【妖首】牌的分布为{layout}", {"分布": shape}, label="星空仙人", layout=Term(shape))
    else:
        g.note("[天眼]②: 不给出信息")


def xingkong_loss(g: Game, ending: Any) -> Flow:
    """①: 「终局[星空仙人]落败时,[星空仙人]讨论后【仙童】指出所有【妖首】玩家及【妖首】牌的具体位置(几号玩家,顶层底层),
    则[星空仙人]反败为胜」 — the 仙童 names two card positions (or gives up); exactly the two start positions
    of the 【妖首】 cards turn the loss into a 星空 win."""
    s: XState = g.state
    if not started_top(s):
        return
    seat = holder(s)
    g.say("[星空仙人]落败。[天眼]: [星空仙人]请讨论,然后【仙童】指出所有【妖首】玩家及【妖首】牌的具体位置。",
          {"to": NAME, "天眼": True})
    cards = [f"{t}:{layer}" for t in s.seat_list() for layer in (TOP, BOTTOM)]
    opts: list[Answer] = [GIVE_UP] + [{"target": sorted(pair, key=vote_key)} for pair in combinations(cards, 2)]
    ans = (yield [Ask(seat, SKILL, "请指出两张【妖首】牌的具体位置 (几号玩家,顶层底层),或放弃", opts, GIVE_UP,
                      deadline=g.config["deadlines"].get(SKILL), round=g.round, phase=g.phase,
                      unordered_target=True)])[seat]
    named = ans.get("target")
    if named is None:
        g.say("【仙童】放弃指认。", {"天眼": None}, kind="answer")
        return
    a, b = named
    right = list(named) == positions(s)
    g.say("【仙童】指出【妖首】牌: {a}、{b}。", {"天眼": list(named)}, kind="answer", a=Target(a), b=Target(b))
    if right:
        g.say("[天眼]指认正确,[星空仙人]反败为胜。", {"天眼": True}, kind="result")
        ending.winner = XINGKONG
        ending.reason = "[天眼]: 【仙童】指出所有【妖首】牌的位置,[星空仙人]反败为胜"
        ending.params = {}
    else:
        g.say("[天眼]指认不正确。", {"天眼": False}, kind="result")
