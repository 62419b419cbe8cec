"""A heuristic bot for 《仙妖斗法:封妖》: it plays from its own view only (`seat_view`: its identity cards, the lines
addressed to it, the public table) and never reads the game's state.

Each bot keeps a mind, read incrementally from its seat's log (the entries it has not read yet): its cards and camp,
its known team, what its skills told it ([验妖], [窥念], [请邪], the 【仙童】's layout …), the public [鉴仙图]
claims and answers, every ballot, the [止伐] announcements; the table gives each player's state and usable layers.
It reads the view only when a decision needs it (a vote, a target, a claim it may make): most 发言 turns are a pass
decided without it. From that mind it ranks the other players, best target first:

- [星空仙人] know each other (首个白昼 step 3) and the 【仙子】. They rank the other players by how likely each holds a
  【妖首】 card still in play: a true [鉴仙图]① answer (their 【圣贤】's: 是 → a 【妖首】 holder, 否 → cleared), the
  【仙童】's layout (两上: untouched tops first; 两下 or unknown: finish the players already peeled, whose bottom card
  is now exposed), a [窥念] count, then a public tie-break (the first night's speaking order), so the whole team agrees
  without a word. They vote as one bloc for the first (both votes; or hidden, below), never for a teammate; the
  【仙子】 [封妖]s it; the 【佛陀】 [止伐]s the first two-layer player (two votes worth nothing); a top 【圣贤】 claims
  [鉴仙图]① (true by [凡圣]) on the first player nobody asked; a 【星君】 starts its [星象] next to itself. A sealed
  player chooses [缄默] (one vote), holds it, and at the [补票] follows the bloc (the acceptable target with the most
  votes). The 【仙童】, at a final loss, names the two likeliest 【妖首】 positions. 【圣贤】, 【星君】, 【佛陀】 go on
  top (their skills need it), the 【仙童】 at the bottom (the layout); a 深渊 general dealt to a 星空 player serves
  星空 (and shields an exposed 【仙子】: a [血祭] 祭品, a [生链] to the last of the ranking).
- [深渊妖魔] do not know each other. They rank the others by how likely each is [星空仙人] (the 【仙子】 above all):
  their 【妖首】's [验妖] readings (it checks unknown players with its best effect: ③, else ② on the player, else ①
  on a top card not yet read), a [窥念] count (0 【妖众】: likely 星空; 2: 深渊), a true [请邪] or [鉴仙图] answer,
  and the ballots: in a night it voted, a group voting as one for another target than its own is the 星空 bloc (its
  members suspected, its target probably 深渊), those who voted with it are its bloc. The tie-break is the speaking
  order reversed (the two camps do not fall on the same player by chance). They vote as one bloc for the first, never
  for themselves or a known 【妖首】; the 【影妖】 [背刺]s it, the 【血俑】 drinks first ([饥渴献祭]) and then marks a
  [祭品] to seal it the next time, the 【魔罗】 [死链]s the first two, the 【凶祟】 [窥念]s the first unknown player; a
  true 【鬼巫】 asks whether the first holds the 【仙子】, a true 【灾厄】 lights the first two (the same two again
  the next night: a seal), a true 【怪煞】 [崩灭]s only a player with evidence against him (a 深渊 general would seal
  its own card); a start-double 【妖众】 marks such a player with [鉴仙图]④ (a forced seal), or doubles its votes with
  ③ when they are on one; a [双妖] player (top 【妖众】 over 【妖首】) asks ① about a suspect. A 【妖首】 goes under the
  other card (protected, and [双妖] under a 【妖众】), an active general on top.
- Claims, bluffs and the readings they play on. A true claim is made as above; a [化形] or buried general's claim is
  never made (a fake [崩灭] or [招魂] may seal one's own card, a fake [请邪] or [业火] sways no reader), the 【纸人】
  never claims ([招魂] tells nothing of a seat), and the public [骨筹], [量天] and [星象] results are not used. Two
  deceptions and a reading (measured in docs/bots.md; the class switches `HIDE_VOTES`, `READ_CLAIMS`, `BLUFF`):
  * 星空 hide their bloc in the ballots. The hands are public, and a 深渊 bot reads a group voting as one for
    another target as the 星空 bloc (and those voting with it as its own). A 星空 player with two votes predicts,
    from public facts only, where the 深渊 will vote (each player outside his team ranked as a 深渊 bot would rank
    with no private evidence: his ballots, the layers, the reversed speaking order) and, when that target is outside
    his team and not his own first, puts both votes there: the 深渊 take the 星空 for their own, and the votes
    still fall on a 深渊 player. The 星空 bloc is mostly outvoted anyway; hidden, it keeps the 【仙子】 unfound longer.
  * 星空 read claims. Outside the 星空 every claimant is 深渊, and the honest 深渊 who asks [鉴仙图]①/② is a
    [双妖] (a start-double 【妖众】 keeps its claim for ④ or ③): his bottom card is a 【妖首】, so he is suspected (+3).
  * 深渊 bluff on that reading. A 深渊 player holding no 【妖首】 and no true [鉴仙图] (not a start-double 【妖众】)
    claims ① on himself at his first turn: the book gives a fake claimant a random answer and no effect
    (「假双【妖众】,会根据骰子结果获得随机答案并且不触发任何效果」), so it costs nothing but his once-a-game claim, and
    it draws on him the 星空 votes and the [封妖] meant for a 【妖首】. It gains against 星空 who read claims and do
    not hide, about nothing against those who also hide (their own ranking then decides little but the [封妖]) and
    never loses; the 星空 still gain by reading claims.
  Tried and dropped: a 星空 splitting his two votes to hide (his own first and another: a large loss).

A 星空 player who knows his team (2 and 4) puts both his votes on one player outside it — here 5, where the 深渊
(1, 3 and 5, by the reversed speaking order) are expected to vote, rather than his own first, 1; a 深渊 player never
votes for himself:

>>> from daoyan.core.ask import Ask
>>> from daoyan.games.xianyao.vote import ballots
>>> def seat(cards: list[str], log: list[dict[str, Any]]) -> dict[str, Any]:
...     return {"you": {"cards": [{"name": c, "sealed": False} for c in cards]}, "log": log,
...             "table": {"players": 5, "seats": {str(s): {"state": "自由", "layers": 2} for s in range(1, 6)}}}
>>> team = [{"index": 7, "audience": [2], "kind": "info", "data": {"星空": [2, 4]}}]
>>> vote = Ask(2, "诛仙投票", "", ballots([1, 2, 3, 4, 5], 2), {"target": ["弃票", "弃票"]})
>>> HeuristicBot(1).decide(vote, lambda: seat(["妖众", "圣贤"], team))
{'target': [5, 5]}
>>> vote = Ask(3, "诛仙投票", "", ballots([1, 2, 3, 4, 5], 2), {"target": ["弃票", "弃票"]})
>>> 3 in HeuristicBot(1).decide(vote, lambda: seat(["妖众", "妖首"], []))["target"]
False
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.ask import Answer, Ask, vote_key

View = Callable[[], dict[str, Any]]

STAR = "星空"
ABYSS = "深渊"
STAR_CARDS = frozenset({"仙子", "圣贤", "神女", "仙童", "佛陀", "星君"})
HOLD = {"choice": "跟票"}
TOP, BOTTOM = "顶层", "底层"
# the card a player wants on top (higher first): a skill that needs the top card, or the card that hides the other
TOP_VALUE = {"圣贤": 9, "神女": 9, "星君": 8, "佛陀": 7, "影妖": 7, "怪煞": 6, "血俑": 6, "魔罗": 5, "灾厄": 5,
             "鬼巫": 5, "凶祟": 4, "纸人": 2, "枯骨": 2, "树精": 2, "妖众": 3, "仙童": 1, "妖首": 0, "仙子": -9}


def camp_of(card: str) -> str:
    return STAR if card in STAR_CARDS else ABYSS


@dataclass
class Mind:
    """What one seat knows, read from its view."""

    me: int = 0
    n: int = 0
    cards: list[dict[str, Any]] = field(default_factory=list)  # [start top, start bottom] as the view gives them
    start: tuple[str, str] = ("", "")
    camp: str = ABYSS
    round: int = 0
    seats: dict[int, dict[str, Any]] = field(default_factory=dict)  # the public table
    order: list[int] = field(default_factory=list)  # the first speaking order (a public tie-break)
    team: set[int] = field(default_factory=set)  # known players of my camp (me included)
    foes: set[int] = field(default_factory=set)  # known players of the other camp
    xianzi: int | None = None
    generals: dict[str, int] = field(default_factory=dict)  # 星空 generals' seats, told to the 星空
    layout: str | None = None  # 【仙童】: 两上 / 两下 / 一上一下
    score: dict[int, float] = field(default_factory=dict)  # evidence: 星空 → holds 【妖首】; 深渊 → is 星空
    cleared: set[int] = field(default_factory=set)  # 星空: known to hold no 【妖首】; 深渊: known not to hold 【仙子】
    yaoshou: set[int] = field(default_factory=set)  # 星空: known 【妖首】 holders; 深渊: known 【妖首】 teammates
    read_top: dict[int, int] = field(default_factory=dict)  # 【妖首】: seat → layers when its top was read
    peeked: set[int] = field(default_factory=set)  # [窥念] targets
    asked: set[int] = field(default_factory=set)  # [请邪] / [鉴仙图] targets already asked
    my_question: tuple[str, int] | None = None  # my last true [请邪] question
    xieshen: dict[str, str] = field(default_factory=dict)  # [邪神牌] → meaning (a 【鬼巫】)
    lit: list[int] = field(default_factory=list)  # my [业火] targets of the last night
    jipin: set[int] = field(default_factory=set)  # my [血祭] 祭品
    zhifa: dict[int, int | None] = field(default_factory=dict)  # round → the [止伐] target in effect
    claimant: int | None = None  # who made the last [鉴仙图] claim (its answer follows)
    my_claim_true: bool = False  # was my last [鉴仙图] claim a true one
    my_votes: dict[int, list[Any]] = field(default_factory=dict)  # round → my ballot
    cast: dict[int, dict[int, list[Any]]] = field(default_factory=dict)  # round → voter → ballot
    ballot: dict[int, float] = field(default_factory=dict)  # 深渊: the evidence of the ballots, per seat


#: `HeuristicBot._abyss_firsts`, by the public facts they are worked out from (pure: shared by every bot, kept only as
#: a speed-up, cleared when full)
_FIRSTS: dict[tuple[Any, ...], dict[int, int | None]] = {}


class HeuristicBot:
    """The 仙妖斗法 heuristic bot (module docstring). One object serves one seat for one game."""

    # the deceptions and the reading they play against (module docstring); class switches, for measuring each
    HIDE_VOTES = True  # 星空: two votes on the 深渊's predicted target (not our own) hide the 星空 bloc
    READ_CLAIMS = True  # 星空: a 深渊 who claims [鉴仙图]①/② probably holds a 【妖首】 ([双妖])
    BLUFF = True  # 深渊 holding no 【妖首】 and no true claim: a fake [鉴仙图]① on himself draws that suspicion

    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)
        self._m = Mind()
        self._read = 0  # log entries of the view already read
        self._last: dict[str, Any] | None = None  # the last entry read (a rebuilt log is read again)
        self._viewed = False

    # ---- reading the view ------------------------------------------------------------------------------------
    def _see(self, view: View, seat: int) -> Mind:
        v = view()
        m = self._m
        m.me = seat
        you = v.get("you") or {}
        if you.get("cards"):
            m.cards = list(you["cards"])
            m.start = (str(m.cards[0]["name"]), str(m.cards[1]["name"]))
            m.camp = STAR if any(c in STAR_CARDS for c in m.start) else ABYSS
        table = v.get("table") or {}
        m.n = int(table.get("players") or m.n or len(table.get("seats") or {}))
        m.seats = {int(k): dict(x) for k, x in (table.get("seats") or {}).items()}
        if isinstance(v.get("round"), int):
            m.round = v["round"]
        log = v.get("log") or []
        if self._read > len(log) or (self._read and log[self._read - 1] != self._last):
            self._m = m = Mind(me=m.me, n=m.n, cards=m.cards, start=m.start, camp=m.camp, round=m.round,
                               seats=m.seats)  # the log was rebuilt: read it again
            self._read = 0
        for e in log[self._read:]:
            self._entry(m, e)
        if log:
            self._read, self._last = len(log), log[-1]
        m.team.add(seat)
        if m.camp == ABYSS and "妖首" in m.start:
            m.yaoshou.add(seat)
        m.ballot = self._ballot_evidence(m)
        self._viewed = True
        return m

    def _entry(self, m: Mind, e: dict[str, Any]) -> None:
        d = e.get("data")
        if not d:
            return
        rnd = int(e.get("round") or 0)
        mine = e.get("audience") != "all"
        kind = e.get("kind")
        if kind == "answer" and "votes" in d:
            m.cast.setdefault(rnd, {})[int(d["seat"])] = list(d["votes"])
            return
        if kind == "claim":
            if d.get("skill") == "鉴仙图":
                m.claimant = int(d["seat"])
                if (self.READ_CLAIMS and m.camp == STAR and d.get("effect") in (1, 2)
                        and m.claimant not in m.team):
                    # a 深渊 asking ①/②: an honest one is a [双妖] (a 【妖首】 under his top 【妖众】)
                    m.score[m.claimant] = m.score.get(m.claimant, 0.0) + 3
            return
        if "order" in d and "direction" in d and not m.order:
            m.order = [int(x) for x in d["order"]]
        if "sealed" in d and kind == "result":
            return
        if "止伐" in d and kind == "result":
            m.zhifa[rnd] = d["止伐"]
            return
        skill = d.get("skill")
        if skill == "鉴仙图" and "answer" in d:
            self._answer(m, d)
            return
        if skill == "请邪" and "card" in d:
            if int(d.get("seat", 0)) == m.me and m.my_question is not None:
                meaning = m.xieshen.get(str(d["card"]))
                if meaning in ("是", "否"):
                    self._qingxie(m, *m.my_question, meaning == "是")
                m.my_question = None
            return
        if not mine:
            return
        if "星空" in d:
            m.team.update(int(x) for x in d["星空"])
        if "仙子" in d:
            m.xianzi = int(d["仙子"])
            m.team.add(m.xianzi)
        for g in ("佛陀", "圣贤", "星君", "仙童", "神女"):
            if g in d and isinstance(d[g], int):
                m.generals[g] = d[g]
                m.team.add(d[g])
        if "分布" in d:
            m.layout = str(d["分布"])
        if "妖首" in d and isinstance(d["妖首"], list):
            m.yaoshou.update(int(x) for x in d["妖首"])
            m.team.update(int(x) for x in d["妖首"])
        if "验妖" in d and isinstance(d["验妖"], dict):
            self._yanyao(m, d["验妖"])
        if "窥念" in d and isinstance(d["窥念"], dict):
            t, k = int(d["窥念"]["target"]), int(d["窥念"]["result"])
            m.peeked.add(t)
            self._count(m, t, k)
        if "邪神牌" in d and isinstance(d["邪神牌"], dict):
            m.xieshen = {str(k): str(x) for k, x in d["邪神牌"].items()}
        if d.get("skill") == "血祭" and d.get("result") == "祭品":
            m.jipin.add(int(d["target"]))

    def _answer(self, m: Mind, d: dict[str, Any]) -> None:
        """A [鉴仙图]①② answer: trusted when its claimant is a teammate who claims truly."""
        claimant = m.claimant
        if d.get("effect") != 1:
            return
        t = int(d["target"])
        yes = d.get("answer") == "是"
        true = claimant is not None and claimant in m.team and claimant != m.me and claimant == m.generals.get("圣贤")
        if claimant == m.me:
            true = m.my_claim_true
        if m.camp == STAR:
            if t in m.team:
                return
            if true:
                if yes:
                    m.yaoshou.add(t)
                    m.score[t] = m.score.get(t, 0.0) + 10
                else:
                    m.cleared.add(t)
            else:
                m.score[t] = m.score.get(t, 0.0) + (0.3 if yes else -0.3)
        elif true and t not in m.team:
            # 是: 【妖首】 or [星空仙人]; 否: neither (a 深渊 player without 【妖首】)
            if yes and t not in m.yaoshou:
                m.score[t] = m.score.get(t, 0.0) + 3
            elif not yes:
                m.cleared.add(t)
                m.score[t] = m.score.get(t, 0.0) - 10

    def _yanyao(self, m: Mind, r: dict[str, Any]) -> None:
        e, target, result = r.get("effect"), r.get("target"), r.get("result")
        if e == 3 and isinstance(result, list) and isinstance(target, int):
            seat = target
            self._camp_known(m, seat, STAR in result)
            if STAR not in result:
                m.cleared.add(seat)
        elif e == 2 and isinstance(target, int):
            self._camp_known(m, target, result == STAR)
        elif e in (1, 2):
            seat = int(str(target).split(":")[0])
            layers = int(m.seats.get(seat, {}).get("layers", 2))
            m.read_top[seat] = layers
            if result == STAR:
                m.score[seat] = m.score.get(seat, 0.0) + 8
            elif result == ABYSS:
                m.score[seat] = m.score.get(seat, 0.0) - (5 if layers == 1 else 1)
                if layers == 1:
                    m.cleared.add(seat)

    def _camp_known(self, m: Mind, seat: int, star: bool) -> None:
        if star:
            m.foes.add(seat)
            m.score[seat] = m.score.get(seat, 0.0) + 10
        else:
            m.team.add(seat)
            m.cleared.add(seat)

    def _count(self, m: Mind, seat: int, k: int) -> None:
        """[窥念]: how many 【妖众】 the player held at the start."""
        if m.camp == ABYSS:
            if k == 2:
                m.team.add(seat)
                m.cleared.add(seat)
            elif k == 0:
                m.score[seat] = m.score.get(seat, 0.0) + 3
            else:
                m.score[seat] = m.score.get(seat, 0.0) - 0.5
        else:
            if k == 2:
                m.cleared.add(seat)
            elif k == 0 and seat not in m.team:
                m.score[seat] = m.score.get(seat, 0.0) + 2

    def _qingxie(self, m: Mind, q: str, seat: int, yes: bool) -> None:
        if q == "持有仙子":
            if yes:
                m.foes.add(seat)
                m.xianzi = seat
                m.score[seat] = m.score.get(seat, 0.0) + 30
            else:
                m.cleared.add(seat)
                m.score[seat] = m.score.get(seat, 0.0) - 2
        elif q == "持有妖首":
            if yes:
                m.yaoshou.add(seat)
                m.score[seat] = m.score.get(seat, 0.0) + 10
            else:
                m.cleared.add(seat)
        elif q == "星空仙人" and m.camp == ABYSS:
            self._camp_known(m, seat, yes)

    # ---- evidence from the ballots -----------------------------------------------------------------------------
    def _ballot_evidence(self, m: Mind) -> dict[int, float]:
        """深渊: in a night I voted, a group voting as one (three or more, two at a small table) for another target
        than mine is the 星空 bloc, and its target one of mine; those who voted with me are of my bloc."""
        out: dict[int, float] = {}
        if m.camp != ABYSS:
            return out
        least = 3 if m.n >= 8 else 2
        for rnd, ballots in m.cast.items():
            mine = {x for x in m.my_votes.get(rnd) or [] if isinstance(x, int)}
            if not mine:
                continue
            groups: dict[int, list[int]] = {}
            for voter, votes in ballots.items():
                ts = {x for x in votes if isinstance(x, int)}
                if voter != m.me and len(ts) == 1:
                    groups.setdefault(next(iter(ts)), []).append(voter)
            for t, voters in groups.items():
                if t == m.me:
                    continue  # my bloc (I was its first) or theirs: nothing to tell
                if t in mine:
                    for v in voters:
                        out[v] = out.get(v, 0.0) - 0.7
                elif len(voters) >= least:
                    for v in voters:
                        out[v] = out.get(v, 0.0) + 1.0
                    out[t] = out.get(t, 0.0) - 1.0
        return out

    # ---- the ranking -------------------------------------------------------------------------------------------
    def _rank(self, m: Mind, free_only: bool = True, with_cards: bool = True) -> list[int]:
        """The others, best target first (not a teammate)."""
        extra = m.ballot
        pos = {s: i for i, s in enumerate(m.order)}
        out = []
        for seat in range(1, m.n + 1):
            if seat in m.team:
                continue
            info = m.seats.get(seat, {})
            layers = int(info.get("layers", 2))
            if free_only and info.get("state", "自由") != "自由":
                continue
            if with_cards and layers == 0:
                continue
            out.append(seat)

        def key(seat: int) -> tuple[float, int, int]:
            layers = int(m.seats.get(seat, {}).get("layers", 2))
            s = m.score.get(seat, 0.0) + extra.get(seat, 0.0)
            if seat in m.cleared:
                s -= 6
            if m.camp == STAR:
                if seat in m.yaoshou:
                    s += 10
                if m.layout == "两上":
                    s += 1.0 if layers == 2 else -4.0
                elif m.layout == "两下":
                    s += 1.0 if layers == 1 else 0.0
                else:
                    s += 0.5 if layers == 1 else 0.0
            else:
                if seat in m.foes:
                    s += 5
                s += 0.5 if layers == 1 else 0.0
            tie = pos.get(seat, m.n + seat)
            return (-s, tie if m.camp == STAR else -tie, seat)  # the two camps break ties apart

        out.sort(key=key)
        return out

    def _true_jianxiantu(self, m: Mind) -> bool:
        """Would my [鉴仙图] claim be true now: a start-double 【妖众】, or a top 【圣贤】 ([凡圣])."""
        if m.start == ("妖众", "妖众"):
            return True
        return self._top(m) == "圣贤"

    def _shuangyao(self, m: Mind) -> bool:
        """[双妖]: a start top 【妖众】 still unsealed over a 【妖首】 (not at 5 players): true ①② answers."""
        return m.n >= 6 and m.start == ("妖众", "妖首") and bool(m.cards) and not m.cards[0].get("sealed")

    def _top(self, m: Mind) -> str | None:
        for c in m.cards:
            if not c.get("sealed"):
                return str(c["name"])
        return None

    def _blocked(self, m: Mind) -> bool:
        """Under [止伐] this round (a 深渊 player): my top general has no skill."""
        return m.camp == ABYSS and m.zhifa.get(m.round) == m.me

    # ---- deciding ----------------------------------------------------------------------------------------------
    def decide(self, ask: Ask, view: View) -> Answer:
        fn = _HANDLERS.get(ask.skill)
        if fn is None:
            return ask.default
        out = fn(self, ask, view)
        for o in ask.options:  # the option itself (already canonical)
            if o == out:
                return o
        return ask.default

    def _order(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        best: tuple[float, Answer] | None = None
        for o in ask.options:
            top, bottom = o["choice"]
            v = TOP_VALUE.get(top, 3) - TOP_VALUE.get(bottom, 3)
            if m.camp == ABYSS and "妖首" in (top, bottom):
                v = 5 if bottom == "妖首" and top != "妖首" else -5
            if m.camp == STAR and top == "仙童" and camp_of(bottom) == STAR:
                v = 10  # both [天眼] effects
            if best is None or v > best[0]:
                best = (v, o)
        if best is None:
            return None
        top, bottom = best[1]["choice"]
        m.start = (str(top), str(bottom))  # what my next view will say
        m.cards = [{"name": top, "start": TOP, "sealed": False, "layer": TOP},
                   {"name": bottom, "start": BOTTOM, "sealed": False, "layer": BOTTOM}]
        return best[1]

    def _pick(self, ask: Ask, ranked: list[int], key: str = "target") -> Answer | None:
        for seat in ranked:
            o = {key: seat}
            if o in ask.options:
                return o
        return None

    def _fengyao(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        return self._pick(ask, self._rank(m))

    def _vote(self, ask: Ask, view: View) -> Answer | None:
        if HOLD in ask.options:
            return HOLD
        m = self._see(view, ask.seat)
        n = len(ask.default.get("target") or [])
        ranked = self._rank(m)
        if ask.skill == "补票":
            cast = m.cast.get(m.round, {})
            tally: dict[int, int] = {}
            for votes in cast.values():
                for t in votes:
                    if isinstance(t, int):
                        tally[t] = tally.get(t, 0) + 1
            pos = {s: i for i, s in enumerate(ranked)}
            ok = [t for t in ranked if tally.get(t, 0) > 0]
            if ok:
                ranked = sorted(ok, key=lambda t: (-tally[t], pos[t]))
        if ask.skill == "诛仙投票" and m.camp == STAR and n == 2 and self.HIDE_VOTES:
            hidden = self._hide(ask, m, ranked)
            if hidden is not None:
                m.my_votes[m.round] = list(hidden["target"])
                return hidden
        for t in ranked:
            o = {"target": [t] * n}
            if o in ask.options:
                m.my_votes[m.round] = [t] * n
                return o
        return None

    def _hide(self, ask: Ask, m: Mind, ranked: list[int]) -> Answer | None:
        """星空: both votes on the target the 深渊 are predicted to vote for, when he is not of my team (a 深渊) and
        not my own first choice: the 深渊 read a group voting as one for another target as the 星空 bloc, and those
        voting with them as theirs. None: vote my own ranking."""
        ok = [t for t in ranked if {"target": [t, t]} in ask.options]
        if not ok:
            return None
        x = self._predict_abyss(m)
        if x is None or x not in ok or x == ok[0]:
            return None
        return {"target": [x, x]}

    @staticmethod
    def _votes_of(m: Mind, seat: int) -> int:
        """A free player's votes (his layers)."""
        info = m.seats.get(seat, {})
        return int(info.get("layers", 2)) if info.get("state", "自由") == "自由" else 0

    def _predict_abyss(self, m: Mind) -> int | None:
        """The 深渊's likely bloc target, from public facts only: each free player outside my team ranks the others as
        a 深渊 bot does with no private evidence (his ballots read against his own, the layers, the reversed speaking
        order); the target most votes would go to."""
        firsts = self._abyss_firsts(m)
        tally: dict[int, int] = {}
        for v in range(1, m.n + 1):
            votes = self._votes_of(m, v)
            first = firsts.get(v)
            if v in m.team or votes == 0 or first is None:
                continue
            tally[first] = tally.get(first, 0) + votes
        if not tally:
            return None
        return max(sorted(tally), key=lambda t: tally[t])

    def _abyss_firsts(self, m: Mind) -> dict[int, int | None]:
        """Each free player's first pick as a 深渊 bot with no private evidence ranks the table (`_predict_abyss`).
        It reads public facts only, the same for every 星空 bot at the table: worked out once for them all and kept
        (by those facts) in `_FIRSTS`."""
        table = tuple((int(m.seats.get(s, {}).get("layers", 2)), m.seats.get(s, {}).get("state", "自由"))
                      for s in range(1, m.n + 1))
        key = (m.n, tuple(m.order), table, repr(m.cast))
        out = _FIRSTS.get(key)
        if out is None:
            out = {}
            for v in range(1, m.n + 1):
                if self._votes_of(m, v) == 0:
                    continue
                f = Mind(me=v, n=m.n, camp=ABYSS, round=m.round, seats=m.seats, order=m.order, team={v}, cast=m.cast)
                f.my_votes = {r: list(b[v]) for r, b in m.cast.items() if v in b}
                f.ballot = self._ballot_evidence(f)
                r = self._rank(f)
                out[v] = r[0] if r else None
            if len(_FIRSTS) >= 256:
                _FIRSTS.clear()
            _FIRSTS[key] = out
        return out

    def _speak(self, ask: Ask, view: View) -> Answer | None:
        pass_ = ask.default
        if self._viewed and not self._may_claim(ask):
            return pass_  # nothing to claim (what I knew at my last look): the view need not be read
        m = self._see(view, ask.seat)
        top = self._top(m)
        if top is None:
            return pass_
        skills = {o.get("skill") for o in ask.options}
        if "鉴仙图" in skills and (self._true_jianxiantu(m) or self._shuangyao(m)):
            out = self._jianxiantu(ask, m)
            if out is not None:
                m.my_claim_true = True
                return out
        if self.BLUFF and "鉴仙图" in skills and self._may_bluff(m):
            o = {"skill": "鉴仙图", "choice": 1, "target": m.me}
            if o in ask.options:
                m.my_claim_true = False
                m.asked.add(m.me)
                return o
        if self._blocked(m):
            return pass_
        if top == "鬼巫" and "请邪" in skills:
            return self._qingxie_claim(ask, m)
        if top == "灾厄" and "业火" in skills:
            return self._yehuo(ask, m)
        if top == "怪煞" and "崩灭" in skills:
            return self._bengmie(ask, m)
        return pass_

    def _may_claim(self, ask: Ask) -> bool:
        """Might I claim a skill now? Asked of what I knew at my last look (reading the view costs)."""
        m = self._m
        top = self._top(m)
        if top is None:
            return False
        skills = {o.get("skill") for o in ask.options}
        if self.BLUFF and "鉴仙图" in skills and self._may_bluff(m):
            return True
        hint = m.foes or any(m.score.get(t, 0.0) + m.ballot.get(t, 0.0) >= 1 for t in range(1, m.n + 1))
        if "鉴仙图" in skills and (top == "圣贤" or (hint and (self._shuangyao(m) or m.start == ("妖众", "妖众")))):
            return True
        if top == "怪煞" and "崩灭" in skills:
            return m.camp == STAR or bool(hint)
        return (top == "鬼巫" and "请邪" in skills) or (top == "灾厄" and "业火" in skills)

    def _may_bluff(self, m: Mind) -> bool:
        """深渊 holding no 【妖首】 and no true [鉴仙图] (not a start-double 【妖众】)."""
        return m.camp == ABYSS and "妖首" not in m.start and m.start != ("妖众", "妖众")

    def _jianxiantu(self, ask: Ask, m: Mind) -> Answer | None:
        ranked = self._rank(m)
        if m.camp == STAR:
            # a true ① on the first unasked player: 是 = a 【妖首】 holder, 否 = cleared (public: the team reads it)
            return self._first_question(ask, m, [t for t in ranked if t not in m.yaoshou])
        if m.start == ("妖众", "妖众"):
            # a start-double 【妖众】: ④ forces the seal of a player found to be 星空
            sure = [t for t in ranked if self._evidence(m, t) >= 2]
            if sure:
                o = {"skill": "鉴仙图", "choice": 4, "target": sure[0]}
                if o in ask.options:
                    return o
            return None
        # [双妖]: a true ① on the first suspect not yet asked (否: neither 【妖首】 nor 星空)
        return self._first_question(ask, m, [t for t in ranked if t not in m.foes and self._evidence(m, t) >= 1])

    @staticmethod
    def _first_question(ask: Ask, m: Mind, ranked: list[int]) -> Answer | None:
        """[鉴仙图] ① on the first of `ranked` not yet asked nor cleared, where the ask offers it."""
        for t in ranked:
            if t in m.asked or t in m.cleared:
                continue
            o = {"skill": "鉴仙图", "choice": 1, "target": t}
            if o in ask.options:
                m.asked.add(t)
                return o
        return None

    def _qingxie_claim(self, ask: Ask, m: Mind) -> Answer | None:
        if m.camp == ABYSS:
            q, ranked = "持有仙子", [t for t in self._rank(m, free_only=False) if t not in m.asked]
        else:
            q, ranked = "持有妖首", [t for t in self._rank(m, free_only=False) if t not in m.asked]
        for t in ranked:
            o = {"skill": "请邪", "choice": q, "target": t}
            if o in ask.options:
                m.asked.add(t)
                m.my_question = (q, t)
                return o
        return ask.default

    def _yehuo(self, ask: Ask, m: Mind) -> Answer | None:
        ranked = [t for t in self._rank(m) if t not in m.yaoshou or m.camp == STAR]
        pair = [t for t in m.lit if t in ranked][:2]
        for t in ranked:
            if len(pair) == 2:
                break
            if t not in pair:
                pair.append(t)
        if len(pair) < 2:
            return ask.default
        m.lit = list(pair)
        return {"skill": "业火", "target": sorted(pair)}

    def _bengmie(self, ask: Ask, m: Mind) -> Answer | None:
        ranked = self._rank(m)
        if m.camp == ABYSS:  # a 深渊 top general hit by my [崩灭] would seal my own card
            ranked = [t for t in ranked if self._evidence(m, t) >= 2]
        for t in ranked:
            o = {"skill": "崩灭", "target": t}
            if o in ask.options:
                return o
        return ask.default

    def _third(self, ask: Ask, view: View) -> Answer | None:
        """[鉴仙图]③ after the votes: a start-double 【妖众】 doubles its votes when nothing better is left."""
        m = self._m
        if m.start != ("妖众", "妖众") or m.camp != ABYSS:
            return ask.default
        aimed = [t for t in m.my_votes.get(ask.round) or [] if isinstance(t, int)]
        if aimed and self._evidence(m, aimed[0]) >= 2:
            return {"choice": 3}  # my votes are on a player found to be 星空: they count double
        return ask.default

    def _dawn(self, ask: Ask, view: View) -> Answer | None:
        return {"choice": "缄默"}

    def _yanyao_ask(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        ranked = [t for t in self._rank(m, free_only=False) if t not in m.foes and t not in m.cleared]
        effects = {o.get("choice") for o in ask.options}
        for t in ranked:
            if 3 in effects:
                return {"choice": 3, "target": t}
            if 2 in effects:
                return {"choice": 2, "target": t}
            layers = int(m.seats.get(t, {}).get("layers", 2))
            if m.read_top.get(t) == layers:
                continue
            return {"choice": 1, "target": t}
        return ask.default

    def _evidence(self, m: Mind, seat: int) -> float:
        """How sure I am that this player is a good target (his score and the ballots)."""
        s = m.score.get(seat, 0.0) + m.ballot.get(seat, 0.0)
        return s + (10 if seat in m.foes or (m.camp == STAR and seat in m.yaoshou) else 0)

    def _beici(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        return self._pick(ask, self._rank(m))

    def _exposed(self, m: Mind) -> int | None:
        """星空: the 【仙子】's holder, free with the 【仙子】 on top (one seal from a loss)."""
        info = m.seats.get(m.xianzi or 0, {})
        if m.camp == STAR and info.get("state") == "自由" and int(info.get("layers", 2)) == 1:
            return m.xianzi
        return None

    def _xueji(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        key = self._exposed(m)
        if key is not None and key not in m.jipin and {"target": key} in ask.options:
            return {"target": key}  # a new [祭品]: no seal reaches him this 白昼
        ranked = self._rank(m)
        if not ranked:
            return ask.default
        first = ranked[0]
        thirst = {"choice": "饥渴献祭", "target": first}
        if thirst in ask.options:
            return thirst
        for t in ranked:
            if t in m.jipin and {"target": t} in ask.options:
                return {"target": t}  # a 祭品 again: sealed
        return {"target": first}  # marked now, sealed next time

    def _chain(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        ranked = self._rank(m)
        key = self._exposed(m)
        if key is not None:
            # [生链] the exposed key card to the player my camp is least likely to seal: a seal on it moves to him
            for other in reversed(ranked):
                o = {"choice": "生链", "target": sorted([key, other])}
                if other != key and other not in m.yaoshou and o in ask.options:
                    return o
        for i, a in enumerate(ranked):
            for b in ranked[i + 1:]:
                o = {"choice": "死链", "target": sorted([a, b])}
                if o in ask.options:
                    return o
        return ask.default

    def _kuinian(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        ranked = [t for t in self._rank(m, free_only=False, with_cards=False)
                  if t not in m.peeked and t not in m.foes and t not in m.cleared]
        return self._pick(ask, ranked)

    def _zhifa(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        ranked = self._rank(m)
        two = [t for t in ranked if int(m.seats.get(t, {}).get("layers", 2)) == 2]
        return self._pick(ask, two + ranked)

    def _xingxiang(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        return {"target": m.me % m.n + 1} if m.n else None

    def _tianyan(self, ask: Ask, view: View) -> Answer | None:
        m = self._see(view, ask.seat)
        ranked = self._rank(m, free_only=False, with_cards=False)
        if len(ranked) < 2:
            return ask.default
        a, b = ranked[0], ranked[1]
        layers = {"两上": (TOP, TOP), "两下": (BOTTOM, BOTTOM)}.get(m.layout or "", (BOTTOM, TOP))
        if m.layout is None:
            layers = (BOTTOM, BOTTOM)
        return {"target": sorted([f"{a}:{layers[0]}", f"{b}:{layers[1]}"], key=vote_key)}

    def _any(self, ask: Ask, view: View) -> Answer | None:
        """A choice that only matters to the host's bookkeeping ([骨筹]'s first kind, the [邪神牌] meanings)."""
        return self._r.choice(ask.options) if ask.options else None


_HANDLERS: dict[str, Callable[[HeuristicBot, Ask, View], Answer | None]] = {
    "排序": HeuristicBot._order,
    "封妖": HeuristicBot._fengyao,
    "诛仙投票": HeuristicBot._vote,
    "补票": HeuristicBot._vote,
    "发言": HeuristicBot._speak,
    "自由讨论": HeuristicBot._speak,
    "鉴仙图": HeuristicBot._third,
    "黎明": HeuristicBot._dawn,
    "验妖": HeuristicBot._yanyao_ask,
    "背刺": HeuristicBot._beici,
    "血祭": HeuristicBot._xueji,
    "生死链": HeuristicBot._chain,
    "窥念": HeuristicBot._kuinian,
    "止伐": HeuristicBot._zhifa,
    "星象": HeuristicBot._xingxiang,
    "天眼": HeuristicBot._tianyan,
    "星象方向": HeuristicBot._any,
    "骨筹": HeuristicBot._any,
    "邪神牌": HeuristicBot._any,
    "邪神牌含义": HeuristicBot._any,
}
