"""A heuristic bot for 三國殺×大富翁 (rule book 001_ea231be5ab83fae4.txt, played without the 人妖牌): it plays from its
own view only — the ask and `seat_view` (its identity, its hand and bank, the lines addressed to it, the public
table) — and never reads the game's state. Card ids are read with the printed card list
(`daoyan.games.fuweng.cards`, data: which card each id is), which every player holds.

What it knows of the others is a belief: for each seat whose identity is hidden, the chance of each identity
(蒼鷺 貓娘 表外 特區), from the book's counts for the player count, the revealed identities (the 蒼鷺 from the start,
the dead) and what it saw each seat do: a 【狗】, a harmful 大招牌 (金鼓齊鳴 釜底抽薪 順手牽羊 以逸待勞 美人計), an
accusation or a 【炸彈】 against someone is read as "they are on opposite sides"; a 【家貓】 given to a dying
character or a 【無懈可擊】 against a harmful card as "the same side". The beliefs are fitted to the identity counts
(`Beliefs`), so that knowing two 表外 tells something of the third.

- 表外: its known enemy is the 蒼鷺 — every 【狗】, 金鼓齊鳴 (no range) and 美人計 it can spare goes there; a
  hidden seat is attacked only once the evidence says it is a 貓娘 (a hidden seat is as likely a fellow 表外), or
  when the card would be lost at the 棄牌階段 anyway. So it stays unreadable to the other side.
- 貓娘: knows the 蒼鷺 is its ally and every other hidden seat an enemy (表外 or 特區): attacks them, lowest health
  first, never the 蒼鷺; gives the dying 蒼鷺 its 【家貓】 and stops harmful cards aimed at it.
- 蒼鷺: one hidden seat is its 貓娘; it attacks the seats most likely to be 表外 (those that attacked it or its
  helpers) and spares those that helped it.
- 特區: wins only by killing the last 表外 or the last of 蒼鷺/貓娘. It wears down the 表外 (the larger side) first,
  finishes a character at 1 health, strikes a last survivor only with a blow that kills it this turn, keeps its
  【家貓】 and gives one to a character whose death by another's hand would end the game.

Every side: never wastes a 【狗】 on the dead (their damage is cancelled), cancels a 【狗】 with a 【流浪貓】
(照相機 first), equips a better 裝備牌, plays 無中生有 at once, 順手牽羊/釜底抽薪/以逸待勞/美人計 on enemies,
金鼓齊鳴 on an enemy without cards or when it holds more 【狗】, 瞞天過海 on the fullest hand, heals with 【家貓】
when low or when the card would be discarded, sells its 《狗舍》 shares for 【狗】 at the 《股市》, withdraws its bank,
teleports where a target is within reach, hospitalises an enemy with 【炸彈】, and discards its least useful card.

It reads its view sparingly (building a view costs more than the rest of a decision): once a round at its play phase,
at a rescue, a 【無懈可擊】 window, a teleport or a judgement; between reads it keeps the table up to date with what
it did itself.

>>> from daoyan.core.ask import Ask
>>> bot = HeuristicBot(1)
>>> table = {"players": 6, "round": 1, "seats": {str(s): {"identity": "蒼鷺" if s == 2 else None, "hp": 5, "max_hp": 5,
...          "dead": False, "position": [s, 0], "hand": 3, "equips": [], "judging": []} for s in range(1, 7)}}
>>> view = lambda: {"you": {"identity": "表外", "hand": ["狗♠#0"], "bank": []}, "table": table, "log": []}
>>> ask = Ask(1, "出牌", "", [{"choice": "結束"}, {"choice": 0, "target": 2}, {"choice": 0, "target": 3}],
...           {"choice": "結束"}, round=1, phase="出牌")
>>> bot.decide(ask, view)  # the 表外 attacks the 蒼鷺, not a hidden seat that may be a fellow 表外
{'choice': 0, 'target': 2}
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from ..core.ask import Answer, Ask
from ..games.fuweng.cards import CARD_KINDS, Category, SubCategory, build_deck

View = Callable[[], dict[str, Any]]

HERON, CATGIRL, OUTER, ZONE = "蒼鷺", "貓娘", "表外", "特區"
IDS: tuple[str, ...] = (HERON, CATGIRL, OUTER, ZONE)
SIDE = {HERON: "A", CATGIRL: "A", OUTER: "B", ZONE: "T"}
#: 「游戲人數最大為8、最小為4。從8開始每少1人后，若當前人數為：4，移除“特區”；
#: 除4外的偶數，移除“貓娘”*1；奇數，移除“表外”*1。」 — (蒼鷺, 貓娘, 表外, 特區) by player count.
COUNTS: dict[int, tuple[int, int, int, int]] = {8: (1, 2, 4, 1), 7: (1, 2, 3, 1), 6: (1, 1, 3, 1), 5: (1, 1, 2, 1),
                                                4: (1, 1, 2, 0)}

NAME: dict[int, str] = {c.id: c.name for c in build_deck()}
KIND = {k.name: k for k in CARD_KINDS}

DOG, CAT, HOUSE_CAT = "狗", "流浪貓", "家貓"
END, KEEP, DONE, GIVE_UP = {"choice": "結束"}, {"choice": "不出"}, {"choice": "完成"}, {"choice": "放棄"}
CAMERA, WAND, SANAE = "照相機", "探寶棒", "東風谷早苗"
#: How much a card is worth in the hand (equipment: `_equip_gain`).
VALUE = {DOG: 3.0, CAT: 2.8, HOUSE_CAT: 3.2, "金鼓齊鳴": 2.3, "釜底抽薪": 2.3, "順手牽羊": 2.8, "無中生有": 4.0,
         "無懈可擊": 2.0, "瞞天過海": 1.6, "以逸待勞": 1.6, "無我之愛": 3.0, "美人計": 2.0, "八陣圖": 0.1}
#: Harmful 大招牌 and how much aiming one at a seat tells.
HARMFUL = {"金鼓齊鳴": 1.0, "釜底抽薪": 0.6, "順手牽羊": 0.6, "以逸待勞": 0.6, "美人計": 0.8, "八陣圖": 0.0}
RANK = {"岡格尼爾": 9.0, "天狗團扇": 8.5, "八卦爐": 8.0, "制御棒": 7.0, "探寶棒": 6.5, "貓車": 6.0, "死神鐮刀": 5.0,
        "萊瓦汀": 4.0, "緋想之劍": 3.0, "照相機": 3.0, "凈琉璃之鏡": 2.0, "龍魚之羽衣": 1.0}
ID_RE = re.compile(r"#(\d+)$")
AGAINST_RE = re.compile(r"【(.+?)】對(\d+)號")
COUNTER_RE = re.compile(r"(\d+)號的【無懈可擊】")


def card_id(text: str) -> int | None:
    """The id of a card as the view writes it (「狗♣#14」)."""
    m = ID_RE.search(text)
    return int(m.group(1)) if m else None


def _hostile_likelihood(x: str, y: str) -> float:
    """How likely a character of identity x acts against one of identity y (relative)."""
    if x == ZONE:
        return 0.5
    if y == ZONE:
        return 0.6
    return 1.0 if SIDE[x] != SIDE[y] else 0.2


def _help_likelihood(x: str, y: str) -> float:
    if ZONE in (x, y):
        return 0.4
    return 1.0 if SIDE[x] == SIDE[y] else 0.15


#: Likelihood matrices [x][y] (identity indexes in IDS order).
HOSTILE = [[_hostile_likelihood(x, y) for y in IDS] for x in IDS]
HELP = [[_help_likelihood(x, y) for y in IDS] for x in IDS]
HOSTILE_T = [list(col) for col in zip(*HOSTILE, strict=True)]
HELP_T = [list(col) for col in zip(*HELP, strict=True)]
Matrix = list[list[float]]


def _mix(m: Matrix, p: list[float]) -> list[float]:
    """For each x, log Σ_y p[y]·m[x][y]."""
    return [math.log(max(1e-12, row[0] * p[0] + row[1] * p[1] + row[2] * p[2] + row[3] * p[3])) for row in m]


class Beliefs:
    """The chance of each identity for each seat, fitted to the identity counts.

    >>> b = Beliefs(6, {1: "表外", 2: "蒼鷺"}, {(3, 2): 3.0}, {})
    >>> b.p[3]["表外"] > b.p[4]["表外"]  # 3 attacked the 蒼鷺 three times
    True
    >>> round(sum(b.p[s]["表外"] for s in (3, 4, 5, 6)), 2)  # two more 表外 among the four hidden seats
    2.0
    """

    def __init__(self, players: int, known: dict[int, str], hostile: dict[tuple[int, int], float],
                 helped: dict[tuple[int, int], float]) -> None:
        left = list(COUNTS.get(players, COUNTS[6]))
        for ident in known.values():
            if ident in IDS:
                i = IDS.index(ident)
                left[i] = max(0, left[i] - 1)
        hidden = [s for s in range(1, players + 1) if s not in known]
        n = sum(left) or 1
        rows: dict[int, list[float]] = {s: [float(x == known[s]) for x in IDS] for s in known}
        for s in hidden:
            rows[s] = [k / n for k in left]
        acts = [(a, b, w, HOSTILE, HOSTILE_T) for (a, b), w in hostile.items()]
        acts += [(a, b, w, HELP, HELP_T) for (a, b), w in helped.items()]
        acts = [act for act in acts if act[0] in rows and act[1] in rows and act[0] != act[1]
                and (act[0] in hidden or act[1] in hidden)]
        hidden_set = set(hidden)
        for _ in range(2 if acts else 0):
            logl = {s: [0.0, 0.0, 0.0, 0.0] for s in hidden}
            for a, b, w, m, mt in acts:
                if a in hidden_set:
                    la, f = logl[a], _mix(m, rows[b])
                    for i in range(4):
                        la[i] += w * f[i]
                if b in hidden_set:
                    lb, f = logl[b], _mix(mt, rows[a])
                    for i in range(4):
                        lb[i] += w * f[i]
            q = {}
            for s in hidden:
                top = max(logl[s])
                q[s] = [left[i] * math.exp(max(-30.0, logl[s][i] - top)) for i in range(4)]
            for _ in range(6):  # rows sum to 1, columns to the identities left
                for s in hidden:
                    total = sum(q[s]) or 1.0
                    q[s] = [v / total for v in q[s]]
                for i in range(4):
                    col = sum(q[s][i] for s in hidden)
                    if col > 0:
                        for s in hidden:
                            q[s][i] *= left[i] / col
            for s in hidden:
                total = sum(q[s]) or 1.0
                rows[s] = [v / total for v in q[s]]
        self.p: dict[int, dict[str, float]] = {s: dict(zip(IDS, r, strict=True)) for s, r in rows.items()}


class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)
        self.me = self.round = 0
        self.identity = ""
        self.players = 6
        self.seats: dict[int, dict[str, Any]] = {}
        self.holdings: dict[str, Any] = {}
        self.hand: list[int] = []
        self.bank: list[int] = []
        self.seen = 0  # log entries read
        self.known: dict[int, str] = {}
        self.hostile: dict[tuple[int, int], float] = defaultdict(float)
        self.helped: dict[tuple[int, int], float] = defaultdict(float)
        self.beliefs: Beliefs | None = None
        self.key: tuple[Any, ...] | None = None  # when the view was last read
        self.last_attack: tuple[int, int] | None = None  # (round, target) of my last attack
        self.chain: tuple[str, int] | None = None  # the card a 【無懈可擊】 chain is about
        self.tail: list[dict[str, Any]] = []  # the last lines seen
        self.evidence: tuple[Any, ...] = ()  # what the beliefs were computed from

    # ---- reading the view --------------------------------------------------------------------------------------

    def _read(self, view: View, key: tuple[Any, ...]) -> None:
        v = view()
        self.key = key
        you = v.get("you") or {}
        self.identity = you.get("identity") or self.identity
        self.hand = [i for i in (card_id(x) for x in you.get("hand", [])) if i is not None]
        self.bank = [i for i in (card_id(x) for x in you.get("bank", [])) if i is not None]
        table = v.get("table") or {}
        self.players = int(table.get("players") or self.players)
        self.seats = {int(k): dict(q) for k, q in (table.get("seats") or {}).items()}  # mine to update (`_did`)
        self.holdings = table.get("holdings") or {}
        log = v.get("log") or []
        for e in log[self.seen:]:
            self._note(e.get("data") or {})
        self.seen = len(log)
        self.tail = [e.get("data") or {} for e in log[-12:]]
        self.known = {self.me: self.identity} if self.identity else {}
        for s, q in self.seats.items():
            if q.get("identity"):
                self.known[s] = q["identity"]
        evidence = (tuple(sorted(self.known.items())), tuple(sorted(self.hostile.items())),
                    tuple(sorted(self.helped.items())))
        if evidence != self.evidence:
            self.evidence = evidence
            self.beliefs = Beliefs(self.players, self.known, dict(self.hostile), dict(self.helped))

    def _note(self, d: dict[str, Any]) -> None:
        """What one log line tells of who is against whom."""
        seat = d.get("seat")
        if not isinstance(seat, int):
            return
        target = d.get("target")
        if "dog" in d and isinstance(target, int):
            self.hostile[seat, target] += 1.0
        elif "used" in d and isinstance(target, int) and isinstance(d["used"], int):
            w = HARMFUL.get(NAME.get(d["used"], ""), 0.0)
            if w:
                self.hostile[seat, target] += w
        elif "virtual" in d and isinstance(target, int):
            w = HARMFUL.get(str(d["virtual"]), 0.0)
            if w:
                self.hostile[seat, target] += w
        elif isinstance(d.get("rescuer"), int):
            self.helped[d["rescuer"], seat] += 1.5
        elif "against" in d and isinstance(d["against"], str):
            m = AGAINST_RE.search(d["against"])
            if m and m.group(1) in HARMFUL and HARMFUL[m.group(1)]:
                self.helped[seat, int(m.group(2))] += 0.8
            elif m and m.group(1) == "無中生有":
                self.hostile[seat, int(m.group(2))] += 0.5
        elif d.get("command_used") in ("炸彈", "惡犬") and isinstance(target, int) and target != seat:
            self.hostile[seat, target] += 0.8
        elif isinstance(d.get("defendant"), int):
            self.hostile[seat, d["defendant"]] += 0.7

    def _fresh(self, ask: Ask, view: View, every: bool = False) -> None:
        """Read the view if never read, or (`every`) once per round and skill: a view is the dearest part of a
        decision, so between reads the table is kept up to date with what I did (`_did`)."""
        key = (ask.round, ask.skill)
        if self.beliefs is None or (every and key != self.key):
            self._read(view, key)

    # ---- what I believe -------------------------------------------------------------------------------------

    def p(self, seat: int) -> dict[str, float]:
        if self.beliefs is None or seat not in self.beliefs.p:
            return {x: 0.25 for x in IDS}
        return self.beliefs.p[seat]

    def friend(self, seat: int) -> float:
        if seat == self.me:
            return 1.0
        mine = SIDE.get(self.identity, "T")
        if mine == "T":
            return 0.0
        return sum(v for x, v in self.p(seat).items() if SIDE[x] == mine)

    def enemy(self, seat: int) -> float:
        """The chance `seat` is of the side mine must kill (for the 特區: of either side)."""
        if seat == self.me:
            return 0.0
        mine = SIDE.get(self.identity, "T")
        p = self.p(seat)
        if mine == "A":
            return p[OUTER]
        if mine == "B":
            return p[HERON] + p[CATGIRL]
        return p[OUTER] + p[HERON] + p[CATGIRL]

    def q(self, seat: int) -> dict[str, Any]:
        return self.seats.get(seat) or {}

    def hp(self, seat: int) -> int:
        return int(self.q(seat).get("hp", 5))

    def dead(self, seat: int) -> bool:
        return bool(self.q(seat).get("dead"))

    def alive_left(self) -> tuple[int, int]:
        """(表外 alive, 蒼鷺 and 貓娘 alive), by the counts and the revealed dead."""
        h, c, o, _ = COUNTS.get(self.players, COUNTS[6])
        dead = Counter(q.get("identity") for q in self.seats.values() if q.get("dead") and q.get("identity"))
        return o - dead[OUTER], h + c - dead[HERON] - dead[CATGIRL]

    def ends_game(self, seat: int) -> float:
        """The chance that `seat`'s death ends the game."""
        left_o, left_a = self.alive_left()
        p = self.p(seat)
        return p[OUTER] * (left_o == 1) + (p[HERON] + p[CATGIRL]) * (left_a == 1)

    def vision(self) -> int:
        me = self.q(self.me)
        dead = sum(1 for q in self.seats.values() if q.get("dead"))
        weapon = max((KIND[n].vision or 0 for n in self._equipped(me) if KIND[n].sub == SubCategory.WEAPON),
                     default=0)
        return 5 + 3 * dead + weapon

    def _equipped(self, q: dict[str, Any]) -> list[str]:
        return [NAME[i] for i in (card_id(x) for x in q.get("equips", [])) if i is not None and i in NAME]

    def in_reach(self, frm: list[int] | tuple[int, ...] | None, seat: int) -> bool:
        where = self.q(seat).get("position")
        if frm is None or where is None:
            return False
        mine = self._equipped(self.q(self.me))
        if "天狗團扇" in mine:
            return True
        d = int(abs(frm[0] - where[0]) + abs(frm[1] - where[1]))
        d += (-5 if "掃帚" in mine else 0) + (5 if "唐傘" in self._equipped(self.q(seat)) else 0)
        return d <= self.vision()

    # ---- values ----------------------------------------------------------------------------------------------

    def _equip_gain(self, name: str) -> float:
        """How much better `name` is than what I hold in its slot (0: not better)."""
        sub = KIND[name].sub
        held = [n for n in self._equipped(self.q(self.me)) if KIND[n].sub == sub]
        if not held:
            return 1.0 + RANK.get(name, 2.0) / 10
        return max(0.0, (RANK.get(name, 0.0) - RANK.get(held[0], 0.0)) / 10)

    def value(self, cid: int, hand: list[int]) -> float:
        name = NAME.get(cid, "")
        kind = KIND.get(name)
        if kind is None:
            return 1.0
        if kind.category == Category.EQUIPMENT:
            return 0.5 + 3.0 * min(1.0, self._equip_gain(name))
        same = sum(1 for c in hand if c != cid and NAME.get(c) == name)
        v = VALUE.get(name, 1.0) - (0.4 if name == DOG else 0.7) * same
        me = self.q(self.me)
        if name == HOUSE_CAT and self.hp(self.me) < int(me.get("max_hp", 5)):
            v += 1.0
        if name in (CAT, HOUSE_CAT) and self.dead(self.me):
            v -= 2.0  # the dead take no damage and cannot be healed
        return v

    def junk(self, ids: list[int], hand: list[int] | None = None) -> int:
        hand = hand if hand is not None else ids
        return min(ids, key=lambda c: (self.value(c, hand), c))

    def target_value(self, seat: int) -> float:
        """How good it is for my side to hurt `seat` (below 0: don't)."""
        if seat == self.me or self.dead(seat):
            return -9.0
        q = self.q(seat)
        hp = self.hp(seat)
        if self.identity == ZONE:
            p = self.p(seat)
            ends = self.ends_game(seat)
            if ends >= 0.5:  # a last survivor: only the blow that kills it, this turn (late on, any blow)
                return 0.5 + 2.5 * ends if hp <= self.burst(seat) or self.round >= 24 else -0.5
            if hp <= 1:
                return 0.2 + 2.0 * ends + 0.4 * p[OUTER]
            return 0.1 + p[OUTER] + 0.1 * (p[HERON] + p[CATGIRL])  # the 表外, the larger side, are worn down first
        e, f, t = self.enemy(seat), self.friend(seat), self.p(seat)[ZONE]
        v = e + 0.1 * t - 1.5 * f
        if v <= 0:
            return v
        v += 0.06 * (int(q.get("max_hp", 5)) - hp) + (0.25 if hp <= 1 else 0.0)
        if int(q.get("hand", 1)) == 0:
            v += 0.1
        return v

    def burst(self, seat: int) -> int:
        """How much damage I can still deal `seat` this turn (my 【狗】, 繩子, 金鼓齊鳴, 八卦爐)."""
        mine = self._equipped(self.q(self.me))
        dogs = sum(1 for c in self.hand if NAME.get(c) == DOG)
        hits = dogs if "繩子" in mine else min(1, dogs)
        duel = any(NAME.get(c) == "金鼓齊鳴" for c in self.hand)
        if duel and (int(self.q(seat).get("hand", 0)) == 0 or dogs > hits + 1):
            hits += 1
        armour = any(KIND[n].sub == SubCategory.ARMOR for n in self._equipped(self.q(seat)))
        return hits * (2 if "八卦爐" in mine and not armour else 1)

    def threshold(self) -> float:
        """The least target value worth a card: lower when cards would be lost at the 棄牌階段."""
        me = self.q(self.me)
        limit = int(me.get("max_hp", 5)) if self.dead(self.me) else max(0, self.hp(self.me))
        over = len(self.hand) - 1 - limit
        thr = 0.35 if over < 0 else 0.05
        if self.identity == OUTER and self.dead(self._heron()):
            thr -= 0.15  # the 蒼鷺 is dead: the 貓娘 must be found
        return thr

    def _heron(self) -> int:
        return next((s for s, x in self.known.items() if x == HERON), 0)

    # ---- deciding ----------------------------------------------------------------------------------------------

    def decide(self, ask: Ask, view: View) -> Answer:
        """One of the ask's options (the default if `choose` ever found none)."""
        ans = self.choose(ask, view)
        return ans if ans in ask.options else ask.default

    def choose(self, ask: Ask, view: View) -> Answer:
        """The answer of the handler of the ask's skill (the default for a skill it does not know)."""
        self.me, self.round = ask.seat, ask.round
        handler = getattr(self, "_" + HANDLERS.get(ask.skill, "default"))
        ans: Answer = handler(ask, view)
        return ans

    def _default(self, ask: Ask, view: View) -> Answer:
        return ask.default

    def _play(self, ask: Ask, view: View) -> Answer:
        """出牌: the best use of a card, or 結束."""
        self._fresh(ask, view, every=True)
        hand = sorted({o["choice"] for o in ask.options if isinstance(o.get("choice"), int)} | set(self.hand))
        self.hand = hand
        best, best_score = dict(END), 0.0
        thr = self.threshold()
        dogs = [c for c in hand if NAME.get(c) == DOG]
        me = self.q(self.me)
        for o in ask.options:
            c, t, skill = o.get("choice"), o.get("target"), o.get("skill")
            if not isinstance(c, int):
                continue
            name = NAME.get(c, "")
            kind = KIND.get(name)
            score = 0.0
            if skill in (WAND, SANAE) or (name == DOG and isinstance(t, int) and t != self.me):
                v = self.target_value(t) if isinstance(t, int) else -1
                if v > thr:
                    score = 2.0 + v - (0.0 if name == DOG else 0.2 * self.value(c, hand))
            elif name == HOUSE_CAT:
                hp, top = self.hp(self.me), int(me.get("max_hp", 5))
                if hp <= 2:
                    score = 3.5
                elif hp < top and len(hand) > hp:
                    score = 0.8
                elif hp <= top - 2 and self.identity != ZONE:  # the 特區 keeps them to save a last survivor
                    score = 0.8
            elif kind is not None and kind.category == Category.EQUIPMENT:
                gain = self._equip_gain(name)
                score = 5.0 + gain if gain > 0 else 0.0
            elif name == "無中生有":
                score = 4.5
            elif name == "無我之愛":
                score = 3.0 if any(self.enemy(s) > 0.5 for s in self.seats) else 1.0
            elif name == "順手牽羊" and isinstance(t, int):
                v = self.target_value(t)
                score = 3.0 + v if v > -0.3 and int(self.q(t).get("hand", 0)) > 0 else 0.0
            elif name == "釜底抽薪" and isinstance(t, int):
                v = self.target_value(t)
                score = 2.6 + v if v > thr else 0.0
            elif name == "以逸待勞" and isinstance(t, int):
                x = int(self.q(t).get("hand", 0)) - (len(hand) - 1)
                v = self.target_value(t)
                score = 2.2 + v + 0.3 * x if x >= 2 and v > 0 else 0.0
            elif name == "瞞天過海" and isinstance(t, int):
                x = int(self.q(t).get("hand", 0)) - (len(hand) - 1)
                score = 2.0 + 0.4 * x if x >= 1 else 0.0
            elif name == "美人計" and isinstance(t, int):
                v = self.target_value(t)
                score = 1.8 + v if v > thr and self.q(t).get("position") is not None else 0.0
            elif name == "金鼓齊鳴" and isinstance(t, int):
                v = self.target_value(t)
                their = int(self.q(t).get("hand", 0))
                safe = their == 0 or self.dead(self.me) or len(dogs) >= 2 + their // 3  # the dead take no damage
                if v > thr and safe:
                    score = 1.9 + v + (0.5 if their == 0 else 0.0)
            score += 1e-3 * self._r.random() if score > 0 else 0.0  # ties: the bot's own randomness
            if score > best_score:
                best, best_score = o, score
        if best.get("choice") != "結束":
            self._did(ask, best)
        return best

    def _did(self, ask: Ask, o: Answer) -> None:
        """The table as my play leaves it, until the next read: a hit lands, a card leaves my hand."""
        c, t = o.get("choice"), o.get("target")
        name = NAME.get(c, "") if isinstance(c, int) else ""
        self.hand = [x for x in self.hand if x != c]
        q = self.q(t) if isinstance(t, int) else {}
        if isinstance(t, int) and t != self.me and q:
            if name in (DOG, "金鼓齊鳴") or o.get("skill"):
                self.last_attack = (ask.round, t)
                if name != "金鼓齊鳴" or int(q.get("hand", 0)) == 0:
                    q["hp"] = int(q.get("hp", 5)) - 1
                    if q["hp"] <= 0:
                        q["dead"] = True  # or saved: either way no second 【狗】
            elif name in ("順手牽羊", "釜底抽薪"):
                q["hand"] = max(0, int(q.get("hand", 0)) - 1)
        me = self.q(self.me)
        kind = KIND.get(name)
        if kind is not None and kind.category == Category.EQUIPMENT and me:
            me["equips"] = [x for x in me.get("equips", []) if KIND[NAME[card_id(x) or 0]].sub != kind.sub]
            me["equips"].append(f"{name}#{c}")
        if name == HOUSE_CAT and me:
            me["hp"] = int(me.get("hp", 5)) + 1

    def _discard(self, ask: Ask, view: View) -> Answer:
        ids = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if not ids:
            return ask.default
        self.hand = ids
        return {"choice": self.junk(ids)}

    def _cat(self, ask: Ask, view: View) -> Answer:
        """【流浪貓】 against a 【狗】 aimed at me (照相機 first, then a real one, then a junk card as one)."""
        self._fresh(ask, view)
        if self.dead(self.me):
            return dict(KEEP)
        return self._respond(ask)

    def _respond(self, ask: Ask) -> Answer:
        cam = next((o for o in ask.options if o.get("skill") == CAMERA), None)
        if cam is not None:
            return cam
        real = [o for o in ask.options if isinstance(o.get("choice"), int) and not o.get("skill")]
        if real:
            return real[0]
        wand = [o for o in ask.options if o.get("skill") == WAND and isinstance(o.get("choice"), int)]
        if wand:
            ids = [o["choice"] for o in wand]
            junk = self.junk(ids, self.hand)
            if self.value(junk, self.hand) < 3.0:
                return {"skill": WAND, "choice": junk}
        return ask.default

    def _duel(self, ask: Ask, view: View) -> Answer:
        """金鼓齊鳴: play a 【狗】 (not playing takes the damage; the dead take none)."""
        self._fresh(ask, view)
        if self.dead(self.me) or not any(o != KEEP for o in ask.options):
            return dict(KEEP)
        return self._respond(ask)

    def _nullify(self, ask: Ask, view: View) -> Answer:
        """【無懈可擊】: stop a harmful card aimed at my side, or 無中生有 for an enemy; answer an enemy's one."""
        self._fresh(ask, view, every=True)
        cards = [o for o in ask.options if isinstance(o.get("choice"), int)]
        if not cards:
            return ask.default
        text = ask.prompt_text("zh")
        m = AGAINST_RE.search(text)
        use = False
        if m:
            name, seat = m.group(1), int(m.group(2))
            self.chain = (name, seat)
            if name in HARMFUL:
                if seat == self.me:
                    use = name != "八陣圖" or self.hp(self.me) <= 4
                elif self.identity != ZONE:
                    use = self.friend(seat) > 0.6 and not self.dead(seat)
            elif name == "無中生有":
                use = self.identity != ZONE and self.enemy(seat) > 0.6
        else:
            c = COUNTER_RE.search(text)
            if c and int(c.group(1)) != self.me:
                use = self.friend(int(c.group(1))) < 0.3 and self.identity != ZONE and self.chain is not None
        return cards[0] if use else dict(KEEP)

    def _rescue(self, ask: Ask, view: View) -> Answer:
        """【家貓】 for a dying character: myself, my side, and (特區) one whose death would end the game."""
        self._read(view, (ask.round, ask.skill))
        cards = [o for o in ask.options if isinstance(o.get("choice"), int)]
        m = re.search(r"(\d+)號瀕死", ask.prompt_text("zh"))
        if not cards or not m:
            return ask.default
        seat = int(m.group(1))
        if seat == self.me:
            return cards[0]
        if self.identity == ZONE:
            mine = self.last_attack is not None and self.last_attack == (ask.round, seat)
            return cards[0] if self.ends_game(seat) >= 0.25 and not mine else ask.default
        return cards[0] if self.friend(seat) > 0.6 else ask.default

    def _work(self, ask: Ask, view: View) -> Answer:
        """打工 at a building I control: the better reward for a friend, the lesser for an enemy."""
        self._fresh(ask, view)
        m = re.match(r"(\d+)號", ask.prompt_text("zh"))
        seat = int(m.group(1)) if m else self.me
        other = next((o for o in ask.options if o.get("choice") != "摸一張牌"), ask.default)
        draw = {"choice": "摸一張牌"}
        good = seat == self.me or self.friend(seat) > 0.6
        if other.get("choice") == "回復體力":
            full = self.hp(seat) >= int(self.q(seat).get("max_hp", 5))
            if good:
                return draw if full else other
            return other if full else draw
        return other if good else draw

    def _building(self, ask: Ask, view: View) -> Answer:
        return {"choice": "打工"}

    def _shares(self, ask: Ask, view: View) -> Answer:
        opts = ask.options
        if any(o.get("choice") == "不購股" for o in opts):  # 福神: a 【流浪貓】 for a 《貓舍》 share
            cats = sum(1 for c in self.hand if NAME.get(c) == CAT)
            return {"choice": "購股"} if cats >= 3 else {"choice": "不購股"}
        if any(o == DONE for o in opts):  # buy again with a 【狗】: no
            return dict(DONE)
        if any(o == KEEP for o in opts):
            return self._respond(ask)
        ids = [o["target"] for o in opts if isinstance(o.get("target"), int)]
        return {"target": self.junk(ids, self.hand)} if ids else ask.default

    def _market(self, ask: Ask, view: View) -> Answer:
        """《股市》: passing, sell shares for 【狗】; stopping, take the free share where I hold most."""
        self._fresh(ask, view)
        sells = [o for o in ask.options if o.get("choice") == "賣出"]
        if sells:
            return sells[0]
        free = [o["target"] for o in ask.options if "choice" not in o and isinstance(o.get("target"), str)]
        if free:
            return {"target": max(free, key=lambda b: (self.shares(b), b))}
        return dict(GIVE_UP)

    def shares(self, building: str) -> int:
        """How many shares of `building` I hold (as last read)."""
        return int(((self.holdings.get(building) or {}).get("shares") or {}).get(str(self.me), 0))

    def _sell(self, ask: Ask, view: View) -> Answer:
        xs = [o["target"] for o in ask.options if isinstance(o.get("target"), int)]
        if not xs:
            return ask.default
        limit = max(1, self.hp(self.me) - len(self.hand) + 2)
        return {"target": max([x for x in xs if x <= limit] or [min(xs)])}

    def _bank(self, ask: Ask, view: View) -> Answer:
        opts = ask.options
        if any(isinstance(o.get("choice"), int) for o in opts):  # over 6 in the bank: take the best
            ids = [o["choice"] for o in opts if isinstance(o.get("choice"), int)]
            return {"choice": max(ids, key=lambda c: (self.value(c, self.hand), c))}
        if {"choice": "取款"} in opts and len(self.hand) <= self.hp(self.me):
            return {"choice": "取款"}
        if {"choice": "存款"} in opts and len(self.hand) > self.hp(self.me) + 1:
            return {"choice": "存款"}
        return dict(GIVE_UP)

    def _deposit(self, ask: Ask, view: View) -> Answer:
        ids = [o["target"] for o in ask.options if isinstance(o.get("target"), int) and o["target"] in self.hand]
        if not ids or len(self.hand) <= self.hp(self.me):
            return dict(DONE)
        c = self.junk(ids, self.hand)
        self.hand = [x for x in self.hand if x != c]
        return {"target": c}

    def _withdraw(self, ask: Ask, view: View) -> Answer:
        """取款: the best cards, as many as the hand can keep (the rest earn money in the bank)."""
        ids = [o["target"] for o in ask.options if isinstance(o.get("target"), int)]
        if not ids or len(self.hand) > self.hp(self.me):
            return dict(DONE)
        c = max(ids, key=lambda c: (self.value(c, self.hand), c))
        self.hand = [*self.hand, c]
        return {"target": c}

    def _portal(self, ask: Ask, view: View) -> Answer:
        """《傳送》: go where a target is within reach, if none is from here."""
        self._fresh(ask, view, every=True)
        here = self.q(self.me).get("position")

        def reach(where: Any) -> float:
            return max((self.target_value(s) for s in self.seats if self.in_reach(where, s)), default=0.0)

        now = reach(here)
        best, best_v = ask.default, now + 0.3
        for o in ask.options:
            if o.get("choice") == "傳送" and isinstance(o.get("target"), list):
                v = reach(o["target"])
                if v > best_v:
                    best, best_v = o, v
        return best

    def _court(self, ask: Ask, view: View) -> Answer:
        return {"choice": "蹭空調"}

    def _charge(self, ask: Ask, view: View) -> Answer:
        return {"choice": "炫富"}

    def _exchange(self, ask: Ask, view: View) -> Answer:
        """《兌換》: a third 【流浪貓】 or more for a non-animal card."""
        ids = [o["target"] for o in ask.options if isinstance(o.get("target"), int)]
        cats = [c for c in ids if NAME.get(c) == CAT]
        if len(cats) >= 3:
            self.hand = [c for c in self.hand if c != cats[0]]
            return {"target": cats[0]}
        return dict(DONE)

    def _merchant(self, ask: Ask, view: View) -> Answer:
        """商人: a weak non-animal card for two animal cards."""
        ids = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if not ids:
            return ask.default
        c = self.junk(ids, self.hand)
        return {"choice": c} if self.value(c, self.hand) < 3.5 else dict(GIVE_UP)

    def _judge(self, ask: Ask, view: View) -> Answer:
        """A joker's suit and rank: red helps the one judging (美人計, 八陣圖, 照相機, 緋想之劍's target), black the
        accused in a court and the user of 飛彈 or 緋想之劍."""
        choices = [o.get("choice") for o in ask.options]
        if "K" in choices:
            return {"choice": "K"}
        self._read(view, (ask.round, ask.phase, ask.skill))
        want = "紅桃"
        for d in reversed(self.tail):  # the lines before the judgement say what it is for
            if isinstance(d.get("defendant"), int):
                want = "紅桃" if d.get("seat") == self.me else "黑桃"
                break
            if d.get("command_used") == "飛彈":
                want = "黑桃" if d.get("seat") == self.me else "紅桃"
                break
            if "dog" in d:
                want = "黑桃" if d.get("seat") == self.me else "紅桃"
                break
        return {"choice": want}

    def _commands(self, ask: Ask, view: View) -> Answer:
        """指令階段: a 【炸彈】/【惡犬】 (入院2輪) on an enemy within reach; the others are not used."""
        bombs = [o for o in ask.options if o.get("choice") in ("炸彈", "惡犬")]
        if bombs:
            self._fresh(ask, view, every=True)
        here = self.q(self.me).get("position")
        for o in bombs:  # a healthy enemy off the map for two turns; never the 表外's one known target
            if any(self.target_value(s) > 0.8 and self.hp(s) >= 3 and self.in_reach(here, s)
                   and not (self.identity == OUTER and self.known.get(s) == HERON) for s in self.seats):
                return o
        return dict(END)

    def _command_target(self, ask: Ask, view: View) -> Answer:
        seats = [o["target"] for o in ask.options if isinstance(o.get("target"), int)]
        if seats:
            def worth(s: int) -> float:
                spared = self.hp(s) < 3 or (self.identity == OUTER and self.known.get(s) == HERON)
                return 0.0 if spared and s != self.me else self.target_value(s)

            return {"target": max(seats, key=lambda s: (worth(s), -s))}
        return ask.default

    def _fudi(self, ask: Ask, view: View) -> Answer:
        """釜底抽薪: the target's best card (a judged 美人計/八陣圖 stays with an enemy)."""
        ids = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if not ids:
            return ask.default
        judging = {card_id(x) for q in self.seats.values() for x in q.get("judging", [])}

        def worth(c: int) -> float:
            name = NAME.get(c, "")
            if c in judging:
                return -1.0
            kind = KIND.get(name)
            if kind is not None and kind.category == Category.EQUIPMENT:
                return 3.0 + RANK.get(name, 2.0) / 5
            return VALUE.get(name, 1.0)

        return {"choice": max(ids, key=lambda c: (worth(c), c))}

    def _lose_card(self, ask: Ask, view: View) -> Answer:
        ids = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if not ids:
            return {"choice": "發動"} if {"choice": "發動"} in ask.options else ask.default
        return {"choice": self.junk(ids)}

    def _wuwo(self, ask: Ask, view: View) -> Answer:
        """無我之愛: a card for a friend, a discard for an enemy (its best equipment, else a random hand card)."""
        m = re.search(r"為(\d+)號", ask.prompt_text("zh"))
        seat = int(m.group(1)) if m else 0
        if self.friend(seat) > 0.5 or (self.enemy(seat) < 0.4 and self.identity != ZONE):
            return {"choice": "摸一張牌"}
        equips = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if equips:
            return {"choice": max(equips, key=lambda c: (RANK.get(NAME.get(c, ""), 2.0), c))}
        return {"choice": "棄置一張手牌"} if {"choice": "棄置一張手牌"} in ask.options else ask.default

    def _no(self, ask: Ask, view: View) -> Answer:
        return {"choice": "不發動"}

    def _yes(self, ask: Ask, view: View) -> Answer:
        if {"choice": "發動"} in ask.options:
            return {"choice": "發動"}
        return ask.options[0]

    def _cart(self, ask: Ask, view: View) -> Answer:
        """貓車: the axis that adds more enemies than friends (the target's coordinates: my last attack)."""
        self._fresh(ask, view, every=True)
        target = self.last_attack[1] if self.last_attack else None
        where = self.q(target).get("position") if target else None
        if where is None:
            return ask.default

        def gain(axis: int) -> float:
            return sum(self.target_value(s) for s, q in self.seats.items() if s not in (self.me, target)
                       and q.get("position") and q["position"][axis] == where[axis] and not q.get("dead"))

        return {"choice": "X軸"} if gain(0) >= gain(1) else {"choice": "Y軸"}

    def _satori(self, ask: Ask, view: View) -> Answer:
        """古明地覺: 無中生有, else the best harmful card on an enemy."""
        self._fresh(ask, view, every=True)
        best, best_v = ask.default, -9.0
        for o in ask.options:
            name, t = o.get("choice"), o.get("target")
            if not isinstance(t, int):
                continue
            if name == "無中生有":
                v = 4.0
            elif name == "瞞天過海":
                v = 1.0 + 0.4 * (int(self.q(t).get("hand", 0)) - len(self.hand))
            elif name == "金鼓齊鳴":
                v = 1.5 + self.target_value(t) if int(self.q(t).get("hand", 0)) == 0 else self.target_value(t)
            else:
                v = 1.5 + self.target_value(t)
            if v > best_v:
                best, best_v = o, v
        return best

    def _alice(self, ask: Ask, view: View) -> Answer:
        ids = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        return {"choice": max(ids, key=lambda c: (self.value(c, []), c))} if ids else ask.default


HANDLERS: dict[str, str] = {
    "出牌": "play", "棄牌": "discard", "流浪貓": "cat", "金鼓齊鳴": "duel", "無懈可擊": "nullify", "家貓": "rescue",
    "打工": "work", "狗舍": "building", "貓舍": "building", "購股": "shares", "股市": "market", "賣出": "sell",
    "銀行": "bank", "存款": "deposit", "取款": "withdraw", "傳送": "portal", "法院": "court", "控告": "charge",
    "兌換": "exchange", "商人": "merchant", "判定": "judge", "指令": "commands", "炸彈": "command_target",
    "惡犬": "command_target", "釜底抽薪": "fudi", "以逸待勞": "lose_card", "萊瓦汀": "lose_card", "無我之愛": "wuwo",
    "緋想之劍": "no", "死神鐮刀": "yes", "貓車": "cart", "古明地覺": "satori", "愛麗絲": "alice",
}
