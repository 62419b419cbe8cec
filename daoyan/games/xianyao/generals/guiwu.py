"""【鬼巫】 技能▶[请邪] (夜行).

◆开局设置加入4种[邪神牌]。游戏首个白昼闭眼阶段,【源尊】召唤【鬼巫】并展示4种[邪神牌],由【鬼巫】选择1种代表无意义,
再选择另1种代表“是”(或“否”),剩下2种代表“否”(或“是”)。
◆每个黑夜讨论阶段,玩家可以公开宣称自己顶层身份牌为【鬼巫】,并发动[请邪]——询问【源尊】一个答案为是否的问题,
【源尊】会以背面状态提供3张[邪神牌],玩家随机选择1张由【源尊】公开展示。

The question (ruling, docs/rulings/xianyao.md): the engine must know its true answer, so a claim names
one question of a fixed list about the game's facts (QUESTIONS, a target seat each); with the room
setting `请邪自由问题` a free question (the claim's `say`) may be asked too, whose truth the host gives
(`random: {请邪真相: [是]}`). The [邪神牌] are named 邪神甲/乙/丙/丁."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ....core.ask import Answer, Ask
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat, Target, Term, Terms, render, term
from ..identities import XINGKONG, identity
from ..state import Player, XState
from . import holders, lines
from .yexing import claimed, may_claim

SKILL = "请邪"
XIESHEN = ("邪神甲", "邪神乙", "邪神丙", "邪神丁")
NOTHING = "无意义"
FREE = "自由问题"


def _top_general(p: Player) -> bool:
    top = p.top
    return top is not None and identity(top.name).is_general


# question id -> (the claim's line, the true answer)
QUESTIONS: dict[str, tuple[str, Callable[[Player], bool]]] = {
    "持有妖首": ("{target}玩家开局时持有【妖首】牌吗?", lambda p: any(c.name == "妖首" for c in p.cards)),
    "持有仙子": ("{target}玩家持有【仙子】牌吗?", lambda p: any(c.name == "仙子" for c in p.cards)),
    "星空仙人": ("{target}玩家是[星空仙人]吗?", lambda p: p.camp == XINGKONG),
    "双妖众": ("{target}玩家开局时为双【妖众】吗?", lambda p: p.double_yaozhong),
    "顶层将领": ("{target}玩家当前顶层身份牌为【将领】牌吗?", _top_general),
}
CLAIM = "{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]: "


def first_day(g: Game) -> Flow:
    """4【鬼巫】首昼[请邪]确认流程: the holder (拿到【鬼巫】的玩家, top or bottom) chooses the meanings;
    with nobody holding it (a [化形]) the host lays them out at random."""
    s: XState = g.state
    holder = next(iter(holders(s, "鬼巫")), None)
    lines(g, "鬼巫", ("拿到【鬼巫】的玩家请睁眼。",))
    # ——【源尊】展示4种[邪神牌],每种一张。
    if holder is None:
        g.note("【源尊】展示4种[邪神牌],每种一张 (无人睁眼)")
    else:
        g.tell([holder], "【源尊】展示4种[邪神牌],每种一张: {cards}", {"邪神牌": list(XIESHEN)}, label="鬼巫",
               cards=Terms(XIESHEN))
    lines(g, "鬼巫", ("请在4张[邪神牌]中选择1张,代表无意义。",))
    deadline = g.config["deadlines"].get("邪神牌")
    if holder is None:
        nothing = g.chance.choice("邪神无意义", list(XIESHEN))
    else:
        opts: list[Answer] = [{"choice": k} for k in XIESHEN]
        got = yield [Ask(holder, "邪神牌", "请在4张[邪神牌]中选择1张,代表无意义", opts, opts[0], deadline=deadline,
                         round=g.round, phase=g.phase)]
        nothing = str(got[holder]["choice"])
    lines(g, "鬼巫", ("请在剩下3张[邪神牌]中选择1张,这张代表是或否?",))
    rest = [k for k in XIESHEN if k != nothing]
    if holder is None:
        one = g.chance.choice("邪神含义", rest)
        word = g.chance.choice("邪神是否", ["是", "否"])
    else:
        opts = [{"choice": [k, w]} for k in rest for w in ("是", "否")]
        got = yield [Ask(holder, "邪神牌含义", "请在剩下3张[邪神牌]中选择1张,并告知它代表是或否", opts, opts[0],
                         deadline=deadline, round=g.round, phase=g.phase)]
        one, word = got[holder]["choice"]
    other = "否" if word == "是" else "是"
    lines(g, "鬼巫", ("那么剩下2张[邪神牌]代表相反的意思,请记住。",))
    s.guiwu_cards = {k: NOTHING if k == nothing else word if k == one else other for k in XIESHEN}
    two = [k for k in XIESHEN if k not in (nothing, one)]
    params = {"nothing": Term(nothing), "one": Term(one), "word": Term(word), "two": Terms(two), "other": Term(other)}
    text = "[邪神牌]: {nothing}代表无意义,{one}代表{word},{two}代表{other}"
    data = {"邪神牌": dict(s.guiwu_cards)}
    if holder is None:
        g.note(text, data, **params)
    else:
        g.tell([holder], text, data, label="鬼巫", **params)
    lines(g, "鬼巫", ("请闭眼。",))


def claim_options(g: Game, seat: int) -> list[Answer]:
    """Every question of the list about every player (and the free question when the room allows it)."""
    s: XState = g.state
    if not may_claim(g, seat, SKILL):
        return []
    out = list(_questions(s.seat_tuple()))
    if g.config.get("请邪自由问题"):
        out.append({"skill": SKILL, "choice": FREE})
    return out


@lru_cache(maxsize=16)
def _questions(seats: tuple[int, ...]) -> tuple[Answer, ...]:
    """Every question of the list about every player, as options: made once for a table (the asks share the
    options, which nobody changes)."""
    return tuple({"skill": SKILL, "choice": q, "target": t} for q in QUESTIONS for t in seats)


def claim(g: Game, seat: int, ans: Answer) -> None:
    """[请邪]: the three face-down cards, one drawn at random and shown to all."""
    s: XState = g.state
    q = str(ans["choice"])
    data = {"seat": seat, "skill": SKILL, "question": q, "target": ans.get("target")}
    if q == FREE:
        truth = g.chance.given("请邪真相", ["是", "否"])  # the host knows the answer to the question asked aloud
        true = claimed(g, seat, SKILL, "鬼巫")
        g.say("{seat}玩家宣称自己顶层身份牌为【鬼巫】,发动[请邪]。", data, kind="claim", seat=Seat(seat))
    else:
        target = int(ans["target"])
        text, fact = QUESTIONS[q]
        truth = "是" if fact(s.players[target]) else "否"
        true = claimed(g, seat, SKILL, "鬼巫")
        g.say(CLAIM + text, data, kind="claim", seat=Seat(seat), target=Target(target))
    if true:
        # 2张为正确答案,1张无意义; after a meaningless draw the next one offers 3 correct cards
        right = [k for k, m in s.guiwu_cards.items() if m == truth]
        nothing = next(k for k, m in s.guiwu_cards.items() if m == NOTHING)
        sure = s.guiwu_sure
        offered = [g.chance.choice("请邪正确牌", right) for _ in range(3 if sure else 2)]
        if not sure:
            offered.append(nothing)
        shown = g.chance.choice("请邪选牌", offered)
        s.guiwu_sure = not sure and shown == nothing
    else:
        # 从4种[邪神牌]中随机选择3种(每种一张)提供
        offered = g.chance.sample("请邪牌", list(XIESHEN), 3)
        shown = g.chance.choice("请邪选牌", offered)
    g.note("[请邪]: {truth}, 答案为{answer}, 提供{cards}", {"true": true, "answer": truth, "offered": offered},
           truth=Term("真" if true else "假"), answer=Term(truth), cards=Terms(offered))
    g.say("【源尊】公开展示[邪神牌]: {card}", {"skill": SKILL, "seat": seat, "card": shown}, kind="info",
          card=Term(shown))


def label(skill: str, o: Answer, lang: str) -> str | None:
    """'宣称【鬼巫】,[请邪]: 3号玩家开局时持有【妖首】牌吗?'; '邪神乙 → 是'."""
    if skill == "邪神牌含义" and isinstance(o.get("choice"), list):
        card, word = o["choice"]
        return f"{term(card, lang)} → {term(word, lang)}"
    if o.get("skill") != SKILL:
        return None
    head = "宣称【鬼巫】,[请邪]: " if lang == "zh" else "claim 【Ghost Shaman】, [Evil Invocation]: "
    q = str(o.get("choice"))
    if q == FREE:
        return head + ("自由问题 (【源尊】给出答案)" if lang == "zh" else "a free question (the Host knows the answer)")
    return head + render(QUESTIONS[q][0], {"target": Target(o["target"])}, lang)
