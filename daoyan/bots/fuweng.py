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

Movement (the throws and the forks are chance; what a player steers is its commands): the bot knows the map every
player holds (`daoyan.games.fuweng.board`) and reads the positions, headings, 控骰 records, 《地雷》/《路障》, NPCs and
holdings from the public table (the “停留” counts and 轉向 records from the lines that announce them). It values a stop
for a seat (`cell_value`, in cards: a card drawn or searched about 1, its own or its side's 《狗舍》 1.8 for the 打工
it chooses there, an enemy-held one less, 財神/福神 2.5, 窮神/衰神/交警 the cards lost, 惡犬 or a 《地雷》 入院2輪
about −4, 《救助》 only when hurt, the 《領養》 by its cards), works out where a seat's next 行動階段 stops
(`turn_stops`: each throw 1–6 alike or its 控骰 record, a fork split evenly or taken by a 轉向 record, a 《路障》
passed stops the walker) and, for itself, adds what its last stop is worth to the 出牌階段 (a target in reach, with a
【狗】 in hand). At the 指令階段 it uses the command whose best use gains most, when that beats keeping it (`SPEND`):
- 控骰: on itself, the number whose stop (and the random throw after it) is best; on an enemy, the worst for it;
- 轉向: the direction that steers its own next fork best, or an enemy's worst;
- 停留: on itself when standing (and striking from there) beats moving; on an enemy when moving is worth much to
  it (one on the 醫院/監獄 spur loses its whole phase: 「因【停留】指令等停留時無效果。」);
- 地雷: the cell where enemies (by its beliefs) most likely stop in their next 行動階段 — healthy ones: a hurt enemy
  in hospital is out of reach, and the 表外 leave the 蒼鷺 on the map — never one it or a likely ally may enter
  within two throws;
- 路障: the cell a few steps ahead of an enemy where being stopped costs it most, with the same rule;
- 飛彈: the 3×3 area that sends the most healthy enemies to the hospital and costs their shares and bank cards most,
  less its own side's losses and the even chance of its own 入獄2輪;
- 【炸彈】/【惡犬】: a healthy enemy within reach, never a 麒麟 (天欽 「你入院X輪時，改為入院」: the stay heals
  him); nor does any 入院2輪 (地雷, 飛彈) count against a 麒麟.
The 特區 steers only itself (every side must stay on the map until it can strike the last blow). Between the
《傳送》 that bring a target within reach it takes the one whose next throw stops best; 死神鐮刀's 行動1格 is declined
onto a bad cell.

It reads its view sparingly (building a view costs more than the rest of a decision): once a round at its play phase,
at a rescue, a 【無懈可擊】 window, a teleport, a judgement or a 指令階段 with commands in hand; between reads it keeps
the table up to date with what it did itself (a card played, a command used).

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
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..core.ask import Answer, Ask
from ..games.fuweng.board import SPUR_KINDS, Direction, Kind, MapError, Point, default_board
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
RENHE, JIEJI = "人和", "借計"  # 北方人's and 棋手's skills: a card used as another (`HeuristicBot._as_name`)
SHIBI = "失臂"  # 虎王's: a red 動物牌 used as 【美人計】
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


# ---- the map, as every player knows it -----------------------------------------------------------------------------

BOARD = default_board()
HEADINGS: tuple[Direction, ...] = (Direction.EAST, Direction.WEST, Direction.SOUTH, Direction.NORTH)
HEADING_OF: dict[str, Direction] = {str(d): d for d in HEADINGS}
#: What stopping on a cell is worth to the one who stops, in cards (the book's event of each cell; the 《機會》's
#: twenty events average a little above nothing; a 《狗舍》/《貓舍》 and the 《領養》 by who controls it and what lies
#: there: `HeuristicBot.cell_value`).
CELL_VALUE: dict[Kind, float] = {
    Kind.YEWAI: 1.0, Kind.DAZHAO: 1.2, Kind.ZHUANGBEI: 1.0, Kind.CHUANSONG: 1.1, Kind.GOUSHE: 1.0, Kind.XINGSHI: 1.3,
    Kind.JIHUI: 0.2, Kind.MOPAI: 1.0, Kind.GUSHI: 0.8, Kind.YINHANG: 0.8, Kind.ZHILING: 0.8, Kind.MAOSHE: 1.0,
    Kind.DUIHUAN: 0.3, Kind.JIUZHU: 0.1, Kind.ZHUANPAN: 1.0, Kind.FAYUAN: 1.0, Kind.JIANYU: 0.0, Kind.LINGYANG: 0.0,
    Kind.YIYUAN: 0.0}
DRAW_CELLS = frozenset({Kind.MOPAI, Kind.XINGSHI})  # 「摸X張牌」 events: doubled by 財神, zeroed by 窮神
#: An NPC's event for the one who stops on its 《野外》 (財神/福神 two cards and a good NPC area, 窮神/衰神 two lost,
#: 交警 one of each kind lost, 惡犬 入院2輪).
NPC_VALUE = {"財神": 2.5, "窮神": -2.0, "福神": 2.5, "衰神": -2.0, "商人": 0.6, "乞丐": 0.3, "流氓": 0.3, "小偷": 0.3,
             "交警": -1.5, "惡犬": -4.0}
HOSPITAL = 4.0  # 入院2輪 (地雷, 飛彈, 惡犬): two turns off the map, in cards
BOMB_GAIN = 1.5  # a dead character stopping on a 《地雷》 gains 【炸彈】
#: The least gain (in cards) that spends a command now rather than keeping it.
SPEND = {"控骰": 0.8, "轉向": 0.8, "停留": 0.8, "地雷": 0.6, "路障": 0.6, "飛彈": 1.0}
State = tuple[Point, Direction, Direction | None]  # where a walker stands, its heading, its 轉向 record to use
_NEXT: dict[tuple[Point, Direction], tuple[Point, tuple[Direction, ...]]] = {}


def _first(options: Sequence[Direction]) -> Direction:
    return options[0]  # any turn: `next_cells` keeps every option a fork offers


def next_cells(pos: Point, heading: Direction) -> tuple[Point, tuple[Direction, ...]]:
    """One step of the movement rule (`Board.step`): the cell entered and the headings it may leave with — several
    at a fork (「經過或停留在岔路時，隨機轉向」), else one. Worked out once per (cell, heading).

    >>> next_cells((6, 13), Direction.EAST)  # onto the fork (7, 13)
    ((7, 13), (<Direction.EAST: '東'>, <Direction.SOUTH: '南'>))"""
    key = (pos, heading)
    hit = _NEXT.get(key)
    if hit is None:
        try:
            step = BOARD.step(pos, heading, _first)
        except MapError:  # a heading no road leads on from here: the cell's own (R-M8)
            step = BOARD.step(pos, BOARD.cell(pos).heading or heading, _first)
        hit = _NEXT[key] = (step.position, step.options or (step.heading,))
    return hit


def _advance(dist: dict[State, float]) -> dict[State, float]:
    """Every walker one step on: a fork splits it evenly, or sends it the way of its 轉向 record (「改為轉向至這些記錄中
    最早的一條記錄，然后移除此記錄」)."""
    out: dict[State, float] = {}
    for (pos, heading, record), p in dist.items():
        target, ways = next_cells(pos, heading)
        if len(ways) > 1 and record is not None and record in ways:
            k: State = (target, record, None)
            out[k] = out.get(k, 0.0) + p
            continue
        q = p / len(ways)
        for d in ways:
            k = (target, d, record)
            out[k] = out.get(k, 0.0) + q
    return out


_THROW: dict[tuple[State, int | None], tuple[tuple[State, float], ...]] = {}


def _one_throw(start: State, die: int | None, blocks: frozenset[Point]) -> dict[State, float]:
    moving = {start: 1.0}
    frozen: dict[State, float] = {}
    stops: dict[State, float] = {}
    last = die or 6
    w = 1.0 if die else 1 / 6
    for j in range(1, last + 1):
        moving = _advance(moving)
        if die is None or j == die:
            for part in (moving, frozen):
                for k, p in part.items():
                    stops[k] = stops.get(k, 0.0) + p * w
        if blocks and j < last:
            for k in [k for k in moving if k[0] in blocks]:
                frozen[k] = frozen.get(k, 0.0) + moving.pop(k)
    return stops


def throw_stops(dist: dict[State, float], die: int | None, blocks: frozenset[Point] = frozenset()
                ) -> dict[State, float]:
    """Where one 行動投擲 from `dist` stops: the die fixed by 控骰 (`die`) or 1–6 alike; a 《路障》 passed stops the
    walker there (「經過時強制停留。」). Without 《路障》 each start's stops are worked out once (the map is fixed).

    >>> stops = throw_stops({((1, 13), Direction.EAST, None): 1.0}, 3)
    >>> [(pos, round(p, 2)) for (pos, _, _), p in stops.items()]
    [((4, 13), 1.0)]
    >>> stops = throw_stops({((1, 13), Direction.EAST, None): 1.0}, 3, frozenset({(2, 13)}))
    >>> [(pos, round(p, 2)) for (pos, _, _), p in stops.items()]
    [((2, 13), 1.0)]"""
    out: dict[State, float] = {}
    for start, p in dist.items():
        if blocks:
            ends: Iterable[tuple[State, float]] = _one_throw(start, die, blocks).items()
        else:
            hit = _THROW.get((start, die))
            if hit is None:
                hit = _THROW[start, die] = tuple(_one_throw(start, die, blocks).items())
            ends = hit
        for k, q in ends:
            out[k] = out.get(k, 0.0) + p * q
    return out


def turn_stops(pos: Point, heading: Direction, dice: list[int | None], record: Direction | None = None,
               blocks: frozenset[Point] = frozenset()) -> list[dict[Point, float]]:
    """The stops of a 行動階段's throws (one `dice` entry each: a 控骰 record or None), each as {cell: chance}."""
    dist: dict[State, float] = {(pos, heading, record): 1.0}
    out = []
    for die in dice:
        dist = throw_stops(dist, die, blocks)
        cells: dict[Point, float] = {}
        for (at, _, _), p in dist.items():
            cells[at] = cells.get(at, 0.0) + p
        out.append(cells)
    return out


_PASSED: dict[tuple[Point, Direction, int], frozenset[Point]] = {}


def passed(pos: Point, heading: Direction, steps: int = 12) -> frozenset[Point]:
    """Every cell a walker might enter within `steps` steps (12: its next two throws, whatever the dice and the
    forks)."""
    hit = _PASSED.get((pos, heading, steps))
    if hit is None:
        dist: dict[State, float] = {(pos, heading, None): 1.0}
        seen: set[Point] = set()
        for _ in range(steps):
            dist = _advance(dist)
            seen.update(k[0] for k in dist)
        hit = _PASSED[pos, heading, steps] = frozenset(seen)
    return hit

class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self._r = random.Random(seed)
        self.me = self.round = 0
        self.identity = ""
        self.players = 6
        self.seats: dict[int, dict[str, Any]] = {}
        self._judged: tuple[int, str | None] = (0, None)  # (二人轉's 囂攘: whose judgement, of which 延時大招)
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
        self.map: dict[str, Any] = {}  # the public map as last read: 地雷/路障, NPCs, the 領養區
        self.stays: dict[int, int] = {}  # each seat's “停留” count, from the lines that announce it
        self.turns: dict[int, list[str]] = {}  # each seat's 轉向區, likewise
        self.plan: dict[str, tuple[Any, Any]] = {}  # command → (target, value) chosen at the 指令 ask
        self._cv: dict[tuple[int, Point], float] = {}  # cell values and reach values of the decision being made
        self._rv: dict[Point, float] = {}

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
        self.map = {"replaced": {tuple(int(x) for x in k.split(",")): kind
                                 for k, kind in (table.get("replaced") or {}).items()},
                    "npcs": {tuple(at): n for n, at in (table.get("npcs") or {}).items() if at},
                    "adoption": len(table.get("adoption") or [])}
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
        if "stays" in d and isinstance(d["stays"], int):  # 停留: the count after a use or a stay
            self.stays[seat] = d["stays"]
        if isinstance(d.get("轉向區"), list):
            self.turns[seat] = [str(x) for x in d["轉向區"]]
        elif isinstance(d.get("turn"), str) and d["turn"] in self.turns.get(seat, []):  # a record used at a fork
            self.turns[seat].remove(d["turn"])
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
        if q.get("character") == BROTHER and hp > 1:  # 義節: the blow comes back to me (unless it kills him)
            if self.hp(self.me) <= 1:
                return -1.0
            v -= 0.3
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

    # ---- planning movement and the map commands ------------------------------------------------------------------

    def _where(self, seat: int) -> tuple[Point, Direction] | None:
        """Where `seat` stands and its heading (the table's), if on the map the bot knows."""
        q = self.q(seat)
        pos, heading = q.get("position"), HEADING_OF.get(str(q.get("heading")))
        if not pos or heading is None:
            return None
        at = (int(pos[0]), int(pos[1]))
        return (at, heading) if at in BOARD else None

    def harm_weight(self, seat: int) -> float:
        """How good it is for me that `seat` fares badly (below 0: it is me or likely my side)."""
        if seat == self.me:
            return -1.0
        if self.identity == ZONE:  # it needs every side alive and on the map until it can strike the last blow
            return 0.0
        return self.enemy(seat) - 1.5 * self.friend(seat)

    def hospital_weight(self, seat: int) -> float:
        """`harm_weight` for sending `seat` to the hospital: a hurt enemy there is out of my reach (as for 【炸彈】),
        and the 表外 leave their one known target, the 蒼鷺, on the map; never a 麒麟 (天欽 「你入院X輪時，改為入院」:
        the untimed stay heals him and ends when his HP is full — at his next turn start if it is)."""
        w = self.harm_weight(seat)
        if seat == self.me or w <= 0:
            return w
        if self.identity == OUTER and self.known.get(seat) == HERON:
            return 0.0
        if self.q(seat).get("character") == QILIN:  # 天欽: his 入院X輪 is 入院 — healed, back at his full HP
            return 0.0
        return w if self.hp(seat) >= 3 else 0.3 * w

    def cell_value(self, who: int, pos: Point) -> float:
        """What stopping on `pos` is worth to `who` (`CELL_VALUE`; a 《地雷》, an NPC, the NPC area's 財神/窮神/衰神,
        who controls a building, 《救助》 for the hurt, the cards on the 《領養》)."""
        key = (who, pos)
        v = self._cv.get(key)
        if v is not None:
            return v
        q = self.q(who)
        dead = bool(q.get("dead"))
        zone = {str(x[0]) for x in q.get("npc_zone") or [] if x}
        if self.map.get("replaced", {}).get(pos) == "地雷":
            v = BOMB_GAIN if dead else -HOSPITAL
        else:
            cell = BOARD.cell(pos)
            kind = cell.kind
            v = CELL_VALUE[kind]
            npc = self.map.get("npcs", {}).get(pos)
            hurt = not dead and int(q.get("hp", 5)) < int(q.get("max_hp", 5))
            if kind == Kind.YEWAI and npc:
                v = BOMB_GAIN if npc == "惡犬" and dead else NPC_VALUE.get(npc, 0.3)
            elif kind in DRAW_CELLS:
                v *= 0.0 if "窮神" in zone else 2.0 if "財神" in zone else 1.0
            elif cell.building:
                boss = (self.holdings.get(cell.building) or {}).get("controller")
                if "衰神" in zone:
                    v = 0.0
                elif boss == who or (who == self.me and isinstance(boss, int) and self.friend(boss) > 0.6):
                    v = 1.8 if kind == Kind.GOUSHE else 1.4 if hurt else 1.0  # 打工 as I choose it
                elif isinstance(boss, int):
                    v = 0.9  # its controller gives me the lesser reward
            elif kind == Kind.JIUZHU:
                v = 1.2 if hurt else 0.1
            elif kind == Kind.LINGYANG:
                v = 0.9 * int(self.map.get("adoption", 0))
        self._cv[key] = v
        return v

    def reach_value(self, pos: Point) -> float:
        """What standing on `pos` at my 出牌階段 is worth: the best target in reach, if I hold a 【狗】 to hit it, less
        the enemies who would have me in reach (vision is much the same both ways) — the more for a revealed
        character (the 蒼鷺, every enemy knows it) and a hurt one."""
        v = self._rv.get(pos)
        if v is None:
            armed = any(NAME.get(c) == DOG for c in self.hand) or WAND in self._equipped(self.q(self.me))
            best = max((self.target_value(s) for s in self.seats if s != self.me and self.in_reach(pos, s)),
                       default=0.0) if armed else 0.0
            v = 1.5 * min(1.0, best) if best > self.threshold() else 0.0
            known = self.identity == HERON or bool(self.q(self.me).get("identity"))
            threat = sum(self.enemy(s) for s, q in self.seats.items() if s != self.me and not q.get("dead")
                         and self.in_reach(pos, s))
            v -= threat * (0.5 if known else 0.25) * (1.5 if self.hp(self.me) <= 2 else 1.0)
            self._rv[pos] = v
        return v

    def dice(self, seat: int, extra: int | None = None) -> list[int | None]:
        """The dice of `seat`'s next 行動階段 (two throws): its 控骰 records first (「改為X」), then chance; none when
        a “停留” count turns that phase into a stop."""
        if self.stays.get(seat, 0) > 0:
            return []
        recs: list[int | None] = [int(x) for x in self.q(seat).get("dice_control") or []]
        if extra is not None:
            recs.append(extra)
        return [*recs, None, None][:2]

    def turn_value(self, who: int, dice: list[int | None] | None = None, record: Direction | None = None,
                   blocks: frozenset[Point] = frozenset()) -> float:
        """What `who`'s next 行動階段 is worth to it on average: each throw's stop (`cell_value`), and for me where I
        end for the 出牌階段 (`reach_value`). A stop phase (停留) runs the event of the cell it stands on."""
        where = self._where(who)
        if where is None:
            return 0.0
        throws = self.dice(who) if dice is None else dice
        if not throws:
            return self.cell_value(who, where[0]) + (self.reach_value(where[0]) if who == self.me else 0.0)
        stops = turn_stops(where[0], where[1], throws, record, blocks)
        v = sum(p * self.cell_value(who, c) for part in stops for c, p in part.items())
        if who == self.me:
            v += sum(p * self.reach_value(c) for c, p in stops[-1].items())
        return v

    def stop_chances(self, who: int) -> dict[Point, float]:
        """How likely `who` stops on each cell in its next 行動階段 (a stop phase: where it stands)."""
        where = self._where(who)
        if where is None:
            return {}
        throws = self.dice(who)
        if not throws:
            return {where[0]: 1.0}
        out: dict[Point, float] = {}
        for part in turn_stops(where[0], where[1], throws):
            for c, p in part.items():
                out[c] = out.get(c, 0.0) + p
        return out

    def _seat_targets(self) -> list[int]:
        """控骰/停留/轉向 「對自己或視野范圍內任一角色使用」: my guess of the ask's targets."""
        here = self.q(self.me).get("position")
        return [s for s in sorted(self.seats) if s == self.me or (self.q(s).get("position") and self.in_reach(here, s))]

    def _free_cells(self) -> list[Point]:
        """地雷/路障 「對視野范圍內，任一除醫院、監獄外，沒有角色或NPC停留且未被指令替換的格子使用。」: my guess."""
        where = self._where(self.me)
        if where is None:
            return []
        taken = {tuple(q["position"]) for q in self.seats.values() if q.get("position")}
        taken |= set(self.map.get("npcs", {})) | set(self.map.get("replaced", {}))
        return [c.pos for c in BOARD.within(where[0], self.vision()) if c.kind not in SPUR_KINDS and c.pos not in taken]

    def _plan(self, command: str, targets: list[Any] | None = None) -> tuple[float, Any, Any]:
        """The best use of `command` now: (gain in cards, target, value); `targets` are the ask's, else my guess."""
        none: tuple[float, Any, Any] = (-9.0, None, None)
        if self._where(self.me) is None:
            return none
        if command in ("控骰", "轉向", "停留"):
            seats = [s for s in (targets if targets is not None else self._seat_targets()) if isinstance(s, int)]
            return self._plan_seat(command, seats) if seats else none
        points = [(int(t[0]), int(t[1])) for t in targets] if targets is not None else None
        if command == "飛彈":
            return self._plan_missile(points)
        if command in ("地雷", "路障"):
            return self._plan_place(command, points if points is not None else self._free_cells())
        return none

    def _plan_seat(self, command: str, seats: list[int]) -> tuple[float, Any, Any]:
        """控骰 (the number), 轉向 (the direction) and 停留 on myself — the best next 行動階段 for me — or on an enemy —
        its worst."""
        best: tuple[float, Any, Any] = (-9.0, None, None)
        for s in seats:
            where = self._where(s)
            w = 1.0 if s == self.me else self.harm_weight(s)
            if where is None or w <= 0 or self.stays.get(s, 0) > 0:
                continue
            base = self.turn_value(s)
            if command == "控骰":
                if len(self.q(s).get("dice_control") or []) >= 2:
                    continue
                values: dict[Any, float] = {k: self.turn_value(s, self.dice(s, k)) for k in range(1, 7)}
            elif command == "轉向":
                if self.turns.get(s):
                    continue
                values = {str(d): self.turn_value(s, record=d) for d in HEADINGS}
            else:
                values = {None: self.turn_value(s, dice=[])}
            pick = (max if s == self.me else min)(values, key=lambda k: values[k])
            gain = (values[pick] - base) if s == self.me else w * (base - values[pick])
            if gain > best[0]:
                best = (gain, s, pick)
        return best

    def _plan_place(self, command: str, cells: list[Point]) -> tuple[float, Any, Any]:
        """地雷 where enemies are likely to stop in their next 行動階段 (入院2輪), 路障 where stopping them costs them
        most; never where I or a likely ally may pass over my/its next two throws."""
        others = [s for s in self.seats if s != self.me and self._where(s) is not None]
        mine = self._where(self.me)
        assert mine is not None
        path = set(passed(*mine))
        for s in others:
            if self.friend(s) > 0.5:
                w = self._where(s)
                if w is not None:
                    path |= passed(*w)
        targets = [s for s in others if self.harm_weight(s) > 0]
        best: tuple[float, Any, Any] = (-9.0, None, None)
        if command == "地雷":
            chances = {s: self.stop_chances(s) for s in others}
            for c in cells:
                if c in path:
                    continue
                v = 0.0
                for s in others:
                    p = chances[s].get(c, 0.0)
                    if p:
                        hit = -BOMB_GAIN if self.dead(s) else HOSPITAL
                        hw = self.harm_weight(s) if self.dead(s) else self.hospital_weight(s)
                        v += hw * p * (hit + self.cell_value(s, c))
                if v > best[0]:
                    best = (v, list(c), None)
            return best
        # a 《路障》 a few steps ahead of an enemy: one its first throw may pass (「經過時強制停留。」)
        ahead = {s: passed(*w, 5) for s in targets if (w := self._where(s)) is not None}
        base = {s: self.turn_value(s) for s in ahead}
        for c in cells:
            passers = [s for s in ahead if c in ahead[s]]
            if c in path or not passers:
                continue
            block = frozenset({c})
            v = sum(self.harm_weight(s) * (base[s] - self.turn_value(s, blocks=block)) for s in passers)
            if v > best[0]:
                best = (v, list(c), None)
        return best

    def _plan_missile(self, points: list[Point] | None) -> tuple[float, Any, Any]:
        """飛彈 at the 3×3 area that sends the most (healthy) enemies to the hospital and costs their shares and bank
        most, less what it costs me and my side, less the even chance that I go to prison (「若為紅色，入獄2輪」)."""
        mine = self._where(self.me)
        assert mine is not None
        allowed = set(points) if points is not None else None
        vision = self.vision()
        centres: set[Point] = set()
        for q in self.seats.values():
            if q.get("position") and not q.get("dead"):
                x, y = q["position"]
                for dx in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        pt = (int(x) + dx, int(y) + dy)
                        if (pt in allowed) if allowed is not None else abs(pt[0] - mine[0][0]) + abs(
                                pt[1] - mine[0][1]) <= vision:
                            centres.add(pt)
        best: tuple[float, Any, Any] = (-9.0, None, None)
        for pt in sorted(centres):
            v = self.missile_value(pt)
            if v > best[0]:
                best = (v, list(pt), None)
        return best

    def missile_value(self, centre: Point) -> float:
        """What a 飛彈 at `centre` is worth to me (飛彈's items: living characters 入院2輪, every holder of a building
        in the area −1 share, every bank −1 card; then my judgement, red: 入獄2輪)."""
        area = {(centre[0] + dx, centre[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        v, found = 0.0, False
        for s, q in self.seats.items():
            if q.get("position") and not q.get("dead") and tuple(q["position"]) in area:
                found = True
                v += self.hospital_weight(s) * HOSPITAL
        replaced = self.map.get("replaced", {})
        cells = [BOARD.cell(c) for c in area if c in BOARD]
        found = found or any(c.pos in replaced or c.pos in self.map.get("npcs", {}) or c.kind == Kind.LINGYANG
                             for c in cells)
        for b in {c.building for c in cells if c.building and c.pos not in replaced}:
            found = True
            for s, n in ((self.holdings.get(b) or {}).get("shares") or {}).items():
                if n and int(s) in self.seats:
                    v += 0.6 * self.harm_weight(int(s))
        if any(c.kind == Kind.YINHANG and c.pos not in replaced for c in cells):
            found = True
            v += sum(0.8 * self.harm_weight(s) for s, q in self.seats.items() if int(q.get("bank", 0)) > 0)
        return v - 0.5 * HOSPITAL if found else -9.0

    def _commands(self, ask: Ask, view: View) -> Answer:
        """指令階段: the command whose best use gains most (`_plan`) if it beats keeping it (`SPEND`), one at a time;
        a 【炸彈】/【惡犬】 (入院2輪) on a healthy enemy within reach."""
        self._fresh(ask, view, every=True)
        self._cv, self._rv = {}, {}
        here = self.q(self.me).get("position")
        best: Answer = dict(END)
        best_v = 0.0
        self.plan = {}
        for c in dict.fromkeys(o["choice"] for o in ask.options if o != END):
            if c in ("炸彈", "惡犬"):  # a healthy enemy off the map for two turns; never the 表外's one known target
                if any(self.target_value(s) > 0.8 and self.hp(s) >= 3 and self.in_reach(here, s)
                       and not (self.identity == OUTER and self.known.get(s) == HERON)
                       and self.q(s).get("character") != QILIN for s in self.seats):
                    best, best_v = {"choice": c}, 9.0
                continue
            gain, target, value = self._plan(c)
            if gain - SPEND.get(c, 9.0) > best_v:
                best, best_v = {"choice": c}, gain - SPEND.get(c, 9.0)
                self.plan[c] = (target, value)
        return best

    def _map_command(self, ask: Ask, view: View) -> Answer:
        """The target of 地雷/路障/飛彈/控骰/停留/轉向 (as planned at the 指令 ask, else the best among the ask's), then
        控骰's number and 轉向's direction; my copy of the table is updated (the view is not read again this phase)."""
        self._fresh(ask, view)
        skill = ask.skill
        values = [o["choice"] for o in ask.options if "choice" in o]
        if values:  # 控骰's number / 轉向's direction, for the target chosen
            target, value = self.plan.pop(skill, (None, None))
            if value not in values:
                return ask.default
            q = self.q(target) if isinstance(target, int) else {}
            if skill == "控骰" and q:
                q["dice_control"] = [*(q.get("dice_control") or []), value]
            elif skill == "轉向" and isinstance(target, int):
                self.turns.setdefault(target, []).append(str(value))
            return {"choice": value}
        targets = [o["target"] for o in ask.options if "target" in o]
        target, value = self.plan.get(skill, (None, None))
        if target not in targets:
            self._cv, self._rv = {}, {}
            _, target, value = self._plan(skill, targets)
            if target not in targets:
                return ask.default
            self.plan[skill] = (target, value)
        if skill == "停留" and isinstance(target, int):
            self.stays[target] = self.stays.get(target, 0) + 1
        elif skill in ("地雷", "路障"):
            self.map.setdefault("replaced", {})[(target[0], target[1])] = skill
        elif skill == "飛彈":
            area = {(target[0] + dx, target[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
            for q in self.seats.values():
                if q.get("position") and not q.get("dead") and tuple(q["position"]) in area:
                    q["position"] = None  # 入院2輪
            for c in area:
                self.map.get("replaced", {}).pop(c, None)
        if skill not in ("控骰", "轉向"):
            self.plan.pop(skill, None)
        return {"target": target}

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

    # -- the characters' skills (games/fuweng/skills) ---------------------------------------------------------
    def _pick_character(self, ask: Ask, view: View) -> Answer:
        """選將: the card with the most 體力上限 (more HP is never worse), the first of equals."""
        from ..games.fuweng.characters import character

        return max(ask.options, key=lambda o: character(str(o["choice"])).max_hp)

    def _zhiyan(self, ask: Ask, view: View) -> Answer:
        """俠客's 知燕 「是否令此【狗】無次數限制」: yes when another 【狗】 is in hand to use after this one (a card
        less drawn for one more blow)."""
        self._read(view, (ask.round, ask.skill))  # (the 【狗】 being used is still in the hand)
        dogs = [c for c in self.hand if NAME.get(c) == DOG]
        return {"choice": "是" if len(dogs) >= 2 else "否"}

    def _late_cure(self, ask: Ask, view: View) -> Answer:
        """庸醫's 遲治 at a first dying: save a friend (or a seat more likely friend than foe), let a foe die."""
        self._fresh(ask, view, every=True)
        seat = int((ask.prompt_params or {}).get("n", 0))
        yes = self.friend(seat) >= self.enemy(seat)
        return {"choice": "發動" if yes else "不發動"}

    def _feint_shot(self, ask: Ask, view: View) -> Answer:
        """神射手's 假射 (+1 to his 【狗】's damage) and 二把手's 調訪 (a shown card: +1 damage or his): on a foe, never
        on a friend."""
        self._fresh(ask, view, every=True)
        seat = int((ask.prompt_params or {}).get("n", 0))
        return {"choice": "發動" if self.enemy(seat) > self.friend(seat) else "不發動"}

    def _rename(self, ask: Ask, view: View) -> Answer:
        """師傅's 更名 (a hand card for a search per card left, up to three): when at least two are left (two or three
        cards for one), the least worth card; not for one card back or none."""
        self._fresh(ask, view, every=True)
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if len(cards) - 1 < 2:
            return {"choice": "不發動"}
        return {"choice": self.junk(cards, cards)}

    def _hold_sky(self, ask: Ask, view: View) -> Answer:
        """軍閥's 據天 (a round in prison and three cards for cancelling a card used on him): against a card that hurts
        him (a 【狗】, a duel, a card taking or throwing his cards, 美人計), or one that feeds a foe (瞞天過海); never
        against a 【家貓】 saving him."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        name, seat = str(params.get("card", "")), int(params.get("n", 0))
        yes = name in HOLD_SKY_AGAINST or (name == "瞞天過海" and self.enemy(seat) > self.friend(seat))
        return {"choice": "發動" if yes else "不發動"}

    def _kindle(self, ask: Ask, view: View) -> Answer:
        """預言家's 引燃 陰: 1 HP of mine for one more on a foe, while I can spare it."""
        self._fresh(ask, view, every=True)
        seat = int((ask.prompt_params or {}).get("n", 0))
        yes = self.enemy(seat) > self.friend(seat) and self.hp(self.me) >= 3
        return {"choice": "發動" if yes else "不發動"}

    def _deep_space(self, ask: Ask, view: View) -> Answer:
        """司令's 深寰: X cards of mine for X damage on a foe (it keeps the cards it would have discarded: worth it
        only on a foe); the cards discarded: the least worth first."""
        self._fresh(ask, view, every=True)
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if cards:
            return {"choice": self.junk(cards, self.hand or cards)}
        seat = int((ask.prompt_params or {}).get("n", 0))
        return {"choice": "發動" if self.enemy(seat) > self.friend(seat) else "不發動"}

    def _good_edict(self, ask: Ask, view: View) -> Answer:
        """蝴蝶's 善詔: a random hand card for two commands is a gain — for me or a friend, never for a foe."""
        self._fresh(ask, view, every=True)
        seat = int((ask.prompt_params or {}).get("n", 0))
        return {"choice": "發動" if self.friend(seat) > self.enemy(seat) else "不發動"}

    def _strip_foe(self, ask: Ask, view: View) -> Answer:
        """A card of another character to discard (龍之子's 鎮林, 郊狼's 造幕): the likeliest foe (none if no seat is
        more foe than friend); of its cards, its equipment first (a random hand card may be one it cannot use)."""
        self._fresh(ask, view, every=True)
        opts = ask.options
        seats = [o["target"] for o in opts if isinstance(o.get("target"), int)]
        if seats:
            foes = [x for x in seats if self.enemy(x) > self.friend(x)]
            return {"target": max(foes, key=self.enemy)} if foes else {"choice": "不發動"}
        if any(o.get("choice") == "發動" for o in opts):
            seat = int((ask.prompt_params or {}).get("n", 0))
            return {"choice": "發動" if self.enemy(seat) > self.friend(seat) else "不發動"}
        equips = [o for o in opts if isinstance(o.get("choice"), int)]
        return equips[0] if equips else opts[0]

    def _foil(self, ask: Ask, view: View) -> Answer:
        """愚民's 映襯: worth a card on a foe's damage (one more hurt, or a card back); the least worth it has; never
        for a friend (its damage could grow)."""
        self._fresh(ask, view, every=True)
        seat = int((ask.prompt_params or {}).get("n", 0))
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if not cards or self.enemy(seat) <= self.friend(seat):
            return {"choice": "不發動"}
        return {"choice": self.junk(cards, self.hand or cards)}

    def _wed(self, ask: Ask, view: View) -> Answer:
        """叛忍's 冥婚. His ask: the likeliest foe in his vision (it pays for his damage either way), none if no seat
        is more foe than friend. Its ask: +1 when it is his foe and outlives the damage he deals back; else the
        two cards (when it has them)."""
        self._fresh(ask, view, every=True)
        seats = [o["target"] for o in ask.options if isinstance(o.get("target"), int)]
        if seats or any(o.get("choice") == "不發動" for o in ask.options):
            foes = [x for x in seats if self.enemy(x) > self.friend(x)]
            return {"target": max(foes, key=self.enemy)} if foes else {"choice": "不發動"}
        params = ask.prompt_params or {}
        by, n = int(params.get("by", 0)), int(params.get("n", 1))
        give = next((o for o in ask.options if o.get("choice") == "令其獲得兩張牌并防止此傷害"), None)
        if give is not None and (self.enemy(by) <= self.friend(by) or self.hp(self.me) <= n + 1):
            return give
        return ask.options[0]

    def _wronged(self, ask: Ask, view: View) -> Answer:
        """背黑鍋的's 含冤. His ask: three cards and +1 on a foe's damage, while he would live through it if it were
        handed to him. The damaged one's ask: hand it over to a likely foe, or when it would kill me (unless that
        kills a friend instead)."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        d = int(params.get("d", 1))
        if {"choice": "發動"} in ask.options:
            seat = int(params.get("n", 0))
            yes = self.enemy(seat) > self.friend(seat) and self.hp(self.me) > d + 1
            return {"choice": "發動" if yes else "不發動"}
        by = int(params.get("by", 0))
        foe = self.enemy(by) > self.friend(by)
        spare = self.friend(by) > self.enemy(by) and d >= self.hp(by)
        move = foe or (d >= self.hp(self.me) and not spare)
        return {"choice": "轉移" if move else "不轉移"}

    def _call_out(self, ask: Ask, view: View) -> Answer:
        """事務所's 出警 (a card of mine of the same 類別 to void a card another uses): against a foe's card only —
        one of the same name when I have it (two cards back), else my least worth one."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        seat, name = int(params.get("by", 0)), str(params.get("name", ""))
        ids = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if not ids or self.enemy(seat) <= self.friend(seat):
            return {"choice": "不發動"}
        same = [c for c in ids if NAME.get(c) == name]
        return {"choice": same[0] if same else self.junk(ids, ids)}

    def _plot(self, ask: Ask, view: View) -> Answer:
        """貓頭鷹's 密謀 ①: a card each — yes with a friend, or to record a foe (a life later); never a card more for a
        foe already recorded."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        src, new = int(params.get("n", 0)), bool(params.get("new", 0))
        yes = new or self.enemy(src) <= self.friend(src)
        return {"choice": "發動" if yes else "不發動"}

    def _stem(self, ask: Ask, view: View) -> Answer:
        """雪花's 挽瀾: for a friend only a 【流浪貓】 (the damage is prevented or the card comes back, never +1);
        on a foe a spare other 動物牌 (a +1 is the likeliest end)."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        seat = int(params.get("n", 0))
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        cats = [c for c in cards if NAME.get(c) == "流浪貓"]
        others = [c for c in cards if c not in cats]
        hand = list(self.hand)
        if self.friend(seat) > self.enemy(seat):
            return {"choice": cats[0]} if cats else {"choice": "不發動"}
        if others and self.enemy(seat) > 0.5:
            return {"choice": min(others, key=lambda c: self.value(c, hand))}
        return {"choice": "不發動"}

    def _jinx(self, ask: Ask, view: View) -> Answer:
        """烏鴉嘴's 言靈: a foe's damage on me or a friend goes back onto the foe — for my least worth spade."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        src, tgt = int(params.get("by", 0)), int(params.get("n", 0))
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        mine = tgt == self.me or self.friend(tgt) > self.enemy(tgt)
        if not cards or not mine or src == self.me or self.enemy(src) <= self.friend(src):
            return {"choice": "不發動"}
        hand = list(self.hand)
        return {"choice": min(cards, key=lambda c: self.value(c, hand))}

    def _probe(self, ask: Ask, view: View) -> Answer:
        """善后者's 竭探 (name a card and search it; a random other card of mine goes): a 【家貓】 while I am hurt,
        else a 【狗】 (the pile's commonest card, so seldom the shuffle's random damage)."""
        self._fresh(ask, view, every=True)
        me = self.q(self.me)
        return {"choice": HOUSE_CAT if self.hp(self.me) < int(me.get("max_hp", 5)) else DOG}

    def _eavesdrop(self, ask: Ask, view: View) -> Answer:
        """線人's 探聽: my least worth hand card goes; of a foe's cards of that suit, the best one taken (the first use)
        or discarded (the second); a friend's are let be."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        ids = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if params.get("step") == "棄置":
            return {"choice": self.junk(ids, self.hand or ids)}
        seat = int(params.get("n", 0))
        if not ids or self.enemy(seat) <= self.friend(seat):
            return {"choice": "不選"}
        return {"choice": max(ids, key=lambda c: (self.value(c, []), c))}

    def _band(self, ask: Ask, view: View) -> Answer:
        """九尾狐's 抱團: a 【狗】 of mine for one more hurt that cannot be dodged — on a foe only."""
        self._fresh(ask, view, every=True)
        seat = int((ask.prompt_params or {}).get("n", 0))
        dogs = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if not dogs or self.target_value(seat) <= 0:
            return {"choice": "不發動"}
        return {"choice": dogs[0]}

    def _stand_in(self, ask: Ask, view: View) -> Answer:
        """審判官's 義替: only for a friend; dead, it costs nothing; alive, he will be dying with no one else's
        【家貓】 — so only for the 蒼鷺 (the side's life) or when his own 【家貓】 bring him back."""
        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        seat, d = int(params.get("n", 0)), int(params.get("d", 1))
        if self.friend(seat) <= self.enemy(seat):
            return {"choice": "不發動"}
        me, them = self.q(self.me), self.q(seat)
        if me.get("dead"):
            return {"choice": "發動"}
        cats = sum(1 for c in self.hand if NAME.get(c) == HOUSE_CAT)
        after = int(them.get("hp", 0)) - d  # his HP once they swap and he takes it
        heron = them.get("identity") == HERON
        return {"choice": "發動" if heron or after + cats >= 1 else "不發動"}

    def _blink(self, ask: Ask, view: View) -> Answer:
        """刺客's 閃現. His first ask: the likeliest foe that has cards, if he can take a blow back (HP > 1). X: its
        cards, at most 3 and below his HP (it will hit back X). Each card: its equipment first (a random hand card may
        be a 【狗】 it would lose anyway). The target's ask: hit back a foe, spare a friend."""
        self._fresh(ask, view, every=True)
        opts = ask.options
        seat = int((ask.prompt_params or {}).get("n", 0))

        def cards(x: int) -> int:
            q = self.q(x)
            return int(q.get("hand", 0)) + len(q.get("equips", []))

        if any(o.get("choice") == "造成傷害" for o in opts):
            return {"choice": "造成傷害" if self.enemy(seat) >= self.friend(seat) else "放棄"}
        if any(str(o.get("choice")).startswith("X=") for o in opts):
            return {"choice": f"X={max(1, min(3, cards(seat), self.hp(self.me) - 1))}"}
        equips = [o for o in opts if isinstance(o.get("choice"), int) and not isinstance(o.get("choice"), bool)]
        if equips or any(o.get("choice") == "隨機手牌" for o in opts):
            return equips[0] if equips else {"choice": "隨機手牌"}
        foes = [o["target"] for o in opts if isinstance(o.get("target"), int)
                and self.enemy(o["target"]) > self.friend(o["target"]) and cards(o["target"]) > 0]
        if not foes or self.hp(self.me) <= 1:
            return {"choice": "不發動"}
        return {"choice": "發動", "target": max(foes, key=lambda x: (self.enemy(x), cards(x)))}

    def _envoy(self, ask: Ask, view: View) -> Answer:
        """人偶師's 遣使. ① (his 準備階段): the “人偶” on himself (one more throw: he is not 狂隱) unless he holds it.
        ② (a holder's turn end): to the likeliest friend in its vision, else to its 下家. ③ (a 狂隱 holder): a card on
        the likeliest foe's 人妖牌 (it pays 1 HP or a card, and I draw). A card on mine: give a card of the kind (my
        least worth one) rather than 1 HP."""
        self._fresh(ask, view, every=True)
        opts = ask.options
        choices = {o.get("choice") for o in opts}
        if "獲得人偶" in choices:
            if int(self.q(self.me).get("marks", {}).get("人偶", 0)):
                return {"choice": "不發動"}
            return next((o for o in opts if o.get("target") == self.me), {"choice": "不發動"})
        if "下家" in choices:
            friends = [o for o in opts if isinstance(o.get("target"), int)
                       and self.friend(o["target"]) > self.enemy(o["target"])]
            return max(friends, key=lambda o: self.friend(o["target"])) if friends else {"choice": "下家"}
        if "失去1點體力" in choices:
            cards = [o["choice"] for o in opts if isinstance(o.get("choice"), int)]
            return {"choice": self.junk(cards, self.hand or cards)} if cards else {"choice": "失去1點體力"}
        by_surname = {q.get("surname"): int(x) for x, q in self.seats.items()}
        foes = [o for o in opts if o.get("choice") in by_surname
                and self.enemy(by_surname[o["choice"]]) > self.friend(by_surname[o["choice"]])]
        return max(foes, key=lambda o: self.enemy(by_surname[o["choice"]])) if foes else {"choice": "不發動"}

    def _clamour(self, ask: Ask, view: View) -> Answer:
        """二人轉's 囂攘 ①, worth its cost (the next 行動階段's two throws) only where the judgement decides much: a
        【八陣圖】 or 【美人計】 on the judged character. It then picks a card that spares a friend (八陣圖: not a
        黑桃2~9; 美人計: a 紅桃) or strikes a foe (the opposite); never a joker (its suit is chosen by others)."""
        from ..games.fuweng.characters import character

        self._fresh(ask, view, every=True)
        params = ask.prompt_params or {}
        if any(o.get("choice") == "發動" for o in ask.options):
            seat = int(params.get("n", 0))
            tricks = [NAME.get(card_id(x) or -1) for x in self.q(seat).get("judging", [])]
            trick = "八陣圖" if "八陣圖" in tricks else "美人計" if "美人計" in tricks else None
            self._judged = (seat, trick)
            friend = self.friend(seat) > self.enemy(seat)
            use = trick is not None and (friend or self.enemy(seat) > self.friend(seat))
            return {"choice": "發動" if use else "不發動"}
        seat, trick = self._judged
        spare = self.friend(seat) > self.enemy(seat)

        def good(label: str) -> bool:
            c = character(label)
            if c.suit is None or c.rank is None:
                return False
            bad = str(c.suit) == "黑桃" and 2 <= c.rank <= 9 if trick == "八陣圖" else str(c.suit) != "紅桃"
            return bad != spare

        labels = [str(o["choice"]) for o in ask.options]
        return {"choice": next((x for x in labels if good(x)), labels[0])}

    def _liver_test(self, ask: Ask, view: View) -> Answer:
        """綿羊's 試肝, asked of the first: a 【狗】 on a foe; on a friend only when 2 HP would kill (or nearly)."""
        self._fresh(ask, view, every=True)
        b = int((ask.prompt_params or {}).get("then", 0))
        dog, lose = ask.options[0], ask.options[1]
        if self.enemy(b) >= self.friend(b) or self.hp(self.me) <= 2:
            return dog
        return lose

    def _star_chasing(self, ask: Ask, view: View) -> Answer:
        """追星族's 逐星, asked of the one he named: which card to discard (the least worth), or which way to pay —
        hurting him (two cards, a blow) when he is a foe and it has cards to spare, else the HP (two cards back)."""
        self._fresh(ask, view, every=True)
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if cards:
            return {"choice": self.junk(cards, self.hand or cards)}
        by = int((ask.prompt_params or {}).get("by", 0))
        hit = next((o for o in ask.options if o.get("choice") == "棄置兩張牌并對其造成1點傷害"), None)
        if hit is not None and (self.enemy(by) > self.friend(by) or self.hp(self.me) <= 1):
            return hit
        return ask.options[0]

    def _campaign(self, ask: Ask, view: View) -> Answer:
        """總統's 競選: he always runs (a chance to win outright); shown or discarded, a card of little worth; named,
        the colour more foes showed — they discard — or else the one friends showed — they draw."""
        self._fresh(ask, view, every=True)
        choices = [o.get("choice") for o in ask.options]
        if "發動" in choices:
            return {"choice": "發動"}
        cards = [c for c in choices if isinstance(c, int)]
        if cards:
            return {"choice": self.junk(cards, cards)}
        params = ask.prompt_params or {}
        if "各摸一張牌" in choices:
            who = [int(x) for x in params.get("seats", [])]
            foes = sum(1 for x in who if self.enemy(x) > self.friend(x))
            return {"choice": "各棄置一張手牌" if 2 * foes >= len(who) else "各摸一張牌"}
        shown = {int(k): v for k, v in (params.get("shown") or {}).items()}
        best, score = {"choice": "不發動"}, 0.0
        for colour in ("紅色", "黑色"):
            value = sum(self.enemy(x) - self.friend(x) for x, c in shown.items() if c == colour)
            if abs(value) > score:
                best, score = {"choice": colour}, abs(value)
        return best

    def _discard_junk(self, ask: Ask, view: View) -> Answer:
        """A card to discard for a skill of mine (野兔子's 霍星): the least worth."""
        self._fresh(ask, view, every=True)
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        return {"choice": self.junk(cards, cards)} if cards else ask.default

    def _selfless(self, ask: Ask, view: View) -> Answer:
        """創世神's 無我 ③: while hurt, the 體力上限 (the missing HP was gone anyway); at full HP, 1 HP if it leaves at
        least 1 (it heals back; the 上限 never does)."""
        self._fresh(ask, view, every=True)
        me = self.q(ask.seat)
        hp, top = int(me.get("hp", 0)), int(me.get("max_hp", 0))
        lose_hp = next((o for o in ask.options if o.get("choice") == "失去1點體力"), None)
        if hp >= top and hp >= 2 and lose_hp is not None:
            return lose_hp
        return next((o for o in ask.options if o.get("choice") == "減1點體力上限"), ask.default)

    def _lurk(self, ask: Ask, view: View) -> Answer:
        """臥底's 潛伏: ① every 10 of charge it may spend, spent (more throws: more cells, more stops, more cards; the
        charge has no other use, and a phase turned into a stay never asks); ② the character likeliest to do most this
        round: one on the map moves (about 7 cells for two throws) and uses cards, one off it does neither; the one
        who fights (hostile acts seen) deals and takes damage."""
        self._fresh(ask, view, every=True)
        xs = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if xs:
            return {"choice": self._extra_throws(max(xs))}
        seats = [o["target"] for o in ask.options if isinstance(o.get("target"), int)]
        if not seats:
            return ask.default

        def activity(seat: int) -> float:
            q = self.q(seat)
            if q.get("position") is None:  # 入院 / 入獄: no move, no card (「不處于地圖上的角色僅執行判定階段」)
                return 0.0
            fights = sum(v for (a, b), v in self.hostile.items() if seat in (a, b))
            return 7.0 + 1.5 * min(int(q.get("hand", 0)), 4) + 4.0 * min(fights, 3.0) / 3 + 0.5 * (not q.get("dead"))

        return {"target": max(seats, key=lambda s: (activity(s), -s))}

    def _extra_throws(self, most: int) -> int:
        """How many throws to add (潛伏 ①, up to `most`): as long as the extra stops are worth something on average
        (`cell_value`, after this phase's own throws) — a run of 《地雷》, 惡犬 or 窮神 ahead is not."""
        where = self._where(self.me)
        if where is None:
            return most
        self._cv = {}
        base = self.dice(self.me)
        stops = turn_stops(where[0], where[1], [*base, *[None] * most])
        best, total, acc = 0, 0.0, 0.0
        for x in range(1, most + 1):
            acc += sum(p * self.cell_value(self.me, c) for c, p in stops[len(base) + x - 1].items())
            if acc > total:
                best, total = x, acc
        return best

    def _society_value(self, society: str) -> float:
        """How much a society (領主's 改朝) helps my side this round: 封建社會 spares HP losses to come (a 八陣圖 in
        a 判定區 — worth most to a friend it would kill —, 創世神's 無我 ③); 奴隸社會 adds 1 to damage from a higher
        體力上限 to a lower one (my friends on my foes, not the reverse); 現代社會 fills hands up to HP (and empties
        them down to it); 原始社會 a card for each side of an animal card's use (more for the side with more 【狗】 to
        use: mine)."""
        seats = {s: q for s, q in self.seats.items() if not q.get("dead")}

        def side(seat: int) -> float:
            return 1.0 if seat == self.me else self.friend(seat) - self.enemy(seat)

        if society == "封建社會":
            v = 0.1
            for s, q in seats.items():
                judged = [NAME.get(i) for i in (card_id(x) for x in q.get("judging", [])) if i is not None]
                if "八陣圖" in judged:
                    v += side(s) * (3.0 if int(q.get("hp", 5)) <= 3 else 1.0)
                if q.get("character") == "JOKER_BIG":  # 無我 ③: a loss every round
                    v += 0.5 * side(s)
            return v
        if society == "奴隸社會":
            v = 0.0
            for a, qa in seats.items():
                for b, qb in seats.items():
                    if a != b and int(qb.get("max_hp", 5)) < int(qa.get("max_hp", 5)) and side(a) * side(b) < 0:
                        v -= 0.3 * side(b) * abs(side(a))  # (a friend's blow on a foe: +; a foe's on a friend: −)
            return v
        if society == "現代社會":
            return sum(0.15 * side(s) * (int(q.get("hp", 5)) - int(q.get("hand", 0))) for s, q in seats.items())
        return 0.2 + 0.1 * sum(1 for c in self.hand if NAME.get(c) == DOG)

    def _new_dynasty(self, ask: Ask, view: View) -> Answer:
        """領主's 改朝: the society that helps my side most (`_society_value`)."""
        self._fresh(ask, view, every=True)
        opts = [o for o in ask.options if isinstance(o.get("choice"), str)]
        if not opts:
            return ask.default
        return max(opts, key=lambda o: self._society_value(o["choice"]))

    def _play(self, ask: Ask, view: View, checked: bool = False) -> Answer:
        """出牌: the best use of a card, or 結束. The table is read once a round (`_fresh`); before a blow (a 【狗】 or
        金鼓齊鳴 on a seat) it is read again, once, so that a seat that died since is not hit for nothing
        (「已陣亡角色受到傷害或回復體力前，取消之。」; issue 21, item 17)."""
        self._fresh(ask, view, every=True)
        hand = sorted({o["choice"] for o in ask.options if isinstance(o.get("choice"), int)} | set(self.hand))
        self.hand = hand
        best, best_score = dict(END), 0.0
        thr = self.threshold()
        dogs = [c for c in hand if NAME.get(c) == DOG]
        me = self.q(self.me)
        for o in ask.options:
            c, t, skill = o.get("choice"), o.get("target"), o.get("skill")
            if skill in PLAY_SKILLS:  # a character's 出牌階段 skill (games/fuweng/skills)
                score = self._play_skill(o)
                if score > best_score:
                    best, best_score = o, score
                continue
            if not isinstance(c, int) and skill != JIEJI:
                continue
            cid = c if isinstance(c, int) else -1  # (借計's option names the trick; its card is asked next)
            real = NAME.get(cid, "")
            name = self._as_name(o)  # (人和, 借計: a card used as another)
            kind = KIND.get(name)
            score = 0.0
            aside = isinstance(t, int) and (t == self.me) != (name in ON_ME)  # (俠客's 知燕: a target set free)
            if aside and name not in (HOUSE_CAT, "八陣圖"):  # (never at myself; 無中生有 on another draws for me)
                continue
            if aside and name == HOUSE_CAT and isinstance(t, int):  # 知燕: a 【家貓】 on a wounded friend
                if self.friend(t) > self.enemy(t) and not self.dead(t) and self.hp(t) < int(
                        self.q(t).get("max_hp", 5)):
                    score = 1.0 + (2.2 if self.hp(t) <= 1 else 0.0)
            elif aside and isinstance(t, int):  # 知燕: 八陣圖 on a foe
                v = self.target_value(t)
                score = 1.6 + v if v > thr else 0.0
            elif skill in (WAND, SANAE) or (name == DOG and isinstance(t, int) and t != self.me):
                v = self.target_value(t) if isinstance(t, int) else -1
                if v > thr:
                    score = 2.0 + v - (0.0 if real == DOG else 0.2 * self.value(cid, hand))
            elif name == HOUSE_CAT:
                hp, top = self.hp(self.me), int(me.get("max_hp", 5))
                if hp <= 2:
                    score = 3.5
                elif hp < top and len(hand) > hp:
                    score = 0.8
                elif hp <= top - 2 and self.identity != ZONE:  # the 特區 keeps them to save a last survivor
                    score = 0.8
                if score and real != name:  # (人和: the least worth of my 動物牌 goes as the 【家貓】)
                    score -= 0.05 * self.value(cid, hand)
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
                q = self.q(t)
                cards = int(q.get("hand", 0)) > 0 or bool(q.get("equips")) or bool(q.get("judging"))
                score = 2.6 + v if v > thr and cards else 0.0  # (知燕 may offer one with none: nothing to do)
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
            if score > 0 and skill in (JIEJI, SHIBI):  # (a card of mine goes as the trick: a real trick card first)
                score -= 0.3
            score = self._seasoning(name, score)
            score += 1e-3 * self._r.random() if score > 0 else 0.0  # ties: the bot's own randomness
            if score > best_score:
                best, best_score = o, score
        t = best.get("target")
        blow = self._as_name(best) in (DOG, "金鼓齊鳴") or best.get("skill") in (WAND, SANAE)
        if blow and isinstance(t, int) and not checked:
            self._read(view, (ask.round, ask.skill))
            if self.dead(t):
                return self._play(ask, view, checked=True)
        if best.get("choice") != "結束":
            self._did(ask, best)
        return best

    def _seasoning(self, name: str, score: float) -> float:
        """凡爾賽's 歷練 (a card and a recorded name for each card name used the first time; 22 names win): a name not
        yet recorded is worth a card more, and the 22nd wins outright."""
        me = self.q(self.me)
        if me.get("character") != FANERSAI or not name:
            return score
        names = (me.get("records") or {}).get("歷練", [])
        if name in names:
            return score
        return 50.0 if len(names) + 1 >= 22 else score + 0.5 if score > 0 else score

    @staticmethod
    def _as_name(o: Answer) -> str:
        """The card an 出牌 option uses: its own, or the one a skill uses it as (人和: 【狗】 on a target, 【家貓】
        without; 借計: the trick it names; 失臂: 【美人計】)."""
        c, skill = o.get("choice"), o.get("skill")
        if skill == JIEJI:
            return str(c)
        if skill == SHIBI:
            return "美人計"
        if skill == RENHE:
            return DOG if isinstance(o.get("target"), int) else HOUSE_CAT
        return NAME.get(c, "") if isinstance(c, int) else ""

    def _play_skill(self, o: Answer) -> float:
        """The worth of a character's 出牌階段 skill option (0: not now). 青蛙's 秘器 — its 無我之愛 on everyone,
        he chooses for each (a card for friends, a loss for foes): worth it while a foe lives. 綿羊's 試肝 — two foes:
        the first hurts the second or itself, a foe hurt either way."""
        skill = o.get("skill")
        foes = [x for x in self.seats if x != self.me and not self.dead(x) and self.enemy(x) > 0.5]
        if skill == "秘器":
            return 2.8 if foes else 0.0
        if skill == "攜幕":  # a weapon he cannot equip, recast: a card for a dead one
            return 1.5
        if skill == "逐星":  # a foe chooses: a HP and two cards each, or two cards and a blow he is paid for
            t = o.get("target")
            return 2.2 + self.enemy(t) if isinstance(t, int) and t in foes and self.hp(self.me) >= 2 else 0.0
        if skill == "疑室":  # a foe's card: his if it is not a 【狗】 or 金鼓齊鳴, else a blow he may return
            t = o.get("target")
            return 2.1 + self.enemy(t) if isinstance(t, int) and t in foes and self.hp(self.me) >= 2 else 0.0
        if skill == "霍星":  # two cards for a damage: on a foe near death, or with cards to spare
            t = o.get("target")
            if isinstance(t, int) and t in foes and (self.hp(t) <= 1 or len(self.hand) >= 5):
                return 2.0 + self.enemy(t)
            return 0.0
        if skill == "捕獲場景":  # a “喪鐘” for a damage on a foe
            t = o.get("target")
            return 2.3 + self.enemy(t) if isinstance(t, int) and t in foes else 0.0
        if skill == "引燃":  # 陽: 1 HP of mine for a blow on a foe in my vision, while I can spare it
            t = o.get("target")
            return 2.2 + self.enemy(t) if isinstance(t, int) and t in foes and self.hp(self.me) >= 3 else 0.0
        if skill == "探聽":  # a hand card for a look at one or two foes' hands and a card of that suit from each
            ts = o.get("target") or []
            if len(self.hand) >= 2 and ts and all(x in foes and int(self.q(x).get("hand", 0)) > 0 for x in ts):
                return 0.8 + 0.5 * len(ts)
            return 0.0
        if skill == "試肝":
            a, b = o.get("target") or (None, None)
            if isinstance(a, int) and isinstance(b, int) and a in foes and b in foes:
                return 2.4 + self.enemy(a) + self.enemy(b)
        return 0.0

    def _did(self, ask: Ask, o: Answer) -> None:
        """The table as my play leaves it, until the next read: a hit lands, a card leaves my hand."""
        c, t = o.get("choice"), o.get("target")
        name = self._as_name(o)
        self.hand = [x for x in self.hand if x != c]
        q = self.q(t) if isinstance(t, int) else {}
        if isinstance(t, int) and t != self.me and q:
            if name in (DOG, "金鼓齊鳴") or o.get("skill") in (WAND, SANAE):
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

    def _summit(self, ask: Ask, view: View) -> Answer:
        """御三家's 止峰: one more throw of mine, always; six cards for another, only for a likely friend."""
        self._fresh(ask, view, every=True)
        seat = (ask.prompt_params or {}).get("n")
        if isinstance(seat, int) and self.friend(seat) <= self.enemy(seat):
            return {"choice": "不發動"}
        return {"choice": "發動"}

    def _number_theory(self, ask: Ask, view: View) -> Answer:
        """數學家's 數論: an NPC to pass on — a good one (財神, 福神) to the likeliest friend, a bad one (窮神,
        衰神) to the likeliest foe."""
        self._fresh(ask, view, every=True)
        seats = [o["target"] for o in ask.options]
        good = str((ask.prompt_params or {}).get("npc")) in ("財神", "福神")
        return {"target": max(seats, key=lambda x: (self.friend(x) - self.enemy(x)) * (1 if good else -1))}

    def _unmoved(self, ask: Ask, view: View) -> Answer:
        """懶漢's 不動 ①: a card to use at a round's start or after a damage — the one the 出牌 ask would choose
        (`_play`), or none; outside its turn, with none, 照相機's judgement as a 【狗】 on the enemy worth it most (it
        costs no card)."""
        best = self._play(ask, view)
        if best in ask.options and best != ask.default:
            return best
        cams = [o for o in ask.options if o.get("skill") == "照相機" and isinstance(o.get("target"), int)]
        if cams:
            pick = max(cams, key=lambda o: (self.target_value(o["target"]), -o["target"]))
            if self.target_value(pick["target"]) > self.threshold():
                return pick
        return ask.default

    def _borrowed_plan(self, ask: Ask, view: View) -> Answer:
        """棋手's 借計 after a damage: the use of a black non-trick card as a trick that the 出牌 ask would choose
        (`_play`), or none; asked which black card, the least worth."""
        cards = [o["choice"] for o in ask.options if isinstance(o.get("choice"), int)]
        if cards:  # which black card: the least worth
            return {"choice": self.junk(cards, self.hand or cards)}
        best = self._play(ask, view)
        return best if best in ask.options and best.get("skill") == JIEJI else ask.default

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
        named = [o for o in ask.options
                 if o.get("skill") not in (None, CAMERA, WAND) and isinstance(o.get("choice"), int)]
        if named:  # 人和: the least worth of my 動物牌 goes as the card asked for
            return min(named, key=lambda o: (self.value(o["choice"], self.hand), o["choice"]))
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
        real = [o for o in cards if not o.get("skill")]
        if not real:  # 人和: the least worth of my 動物牌 goes as the 【家貓】
            cards = [min(cards, key=lambda o: (self.value(o["choice"], self.hand), o["choice"]))]
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
        """《傳送》: go where a target is within reach, if none is from here (else search the animal card); among such
        places, the one whose next throw stops on better cells (a teleport keeps the heading where a road leads on,
        R-M7)."""
        self._fresh(ask, view, every=True)
        self._cv, self._rv = {}, {}
        here = self.q(self.me).get("position")
        where = self._where(self.me)

        def reach(at: Any) -> float:
            return max((self.target_value(s) for s in self.seats if self.in_reach(at, s)), default=0.0)

        def throw(at: list[int]) -> float:
            if where is None or (at[0], at[1]) not in BOARD:
                return 0.0
            step = BOARD.teleport((at[0], at[1]), where[1])
            stops = turn_stops(step.position, step.heading, [None])[0]
            return sum(p * self.cell_value(self.me, c) for c, p in stops.items())

        now = reach(here)
        # 獅子 (反芻 ②「當你傳送后，摸三張牌」): a teleport is worth three cards — always better than one animal card;
        # 反芻 ①: one teleport for the whole 行動階段 — three cards beat a phase of throws
        lion = self.q(self.me).get("character") == LION
        best, best_v = ask.default, (-1e9 if lion else now + 0.3)
        for o in ask.options:
            if o.get("choice") == "傳送" and isinstance(o.get("target"), list):
                v = reach(o["target"])
                if lion or v > now + 0.3:
                    v += 0.2 * throw(o["target"])
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

    def _command_target(self, ask: Ask, view: View) -> Answer:
        """【炸彈】/【惡犬】's target (入院2輪): the enemy worth it most, never one below 3 HP, the 表外's one known
        target or a 麒麟 (天欽: healed in an untimed stay)."""
        self._fresh(ask, view)
        seats = [o["target"] for o in ask.options if isinstance(o.get("target"), int)]
        if seats:
            def worth(s: int) -> float:
                spared = self.hp(s) < 3 or (self.identity == OUTER and self.known.get(s) == HERON) or (
                    self.q(s).get("character") == QILIN)  # 天欽: healed in an untimed stay
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

    def _scythe(self, ask: Ask, view: View) -> Answer:
        """死神鐮刀: 行動1格 unless that step stops on a bad cell (a 《地雷》, 惡犬, 窮神 …); then the 【狗】 to use."""
        if {"choice": "發動"} not in ask.options:
            return ask.options[0]
        self._fresh(ask, view)
        where = self._where(self.me)
        if where is None:
            return {"choice": "發動"}
        self._cv = {}
        stops = turn_stops(where[0], where[1], [1])[0]
        v = sum(p * self.cell_value(self.me, c) for c, p in stops.items())
        return {"choice": "發動"} if v >= 0 else {"choice": "不發動"}

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


LION = "HK"  # 獅子 (反芻)
BROTHER = "S4"  # 好兄弟 (義節: 「對你造成傷害后，你對其造成等量傷害」)
QILIN = "CA"  # 麒麟 (天欽: 「你入院X輪時，改為入院」 — an untimed stay that heals him and ends at his full HP)
#: the characters' 出牌階段 skills the play handler weighs (`_play_skill`)
#: the cards used on oneself (「使用目標：你」); any other target of theirs, or oneself for the others, is 俠客's 知燕
ON_ME = frozenset({"家貓", "無中生有", "八陣圖"})
FANERSAI = "H3"  # 凡爾賽 (his 歷練 counts the names he uses: `HeuristicBot._seasoning`)
#: the cards 軍閥's 據天 cancels whoever uses them on him (they only ever hurt him)
HOLD_SKY_AGAINST = frozenset({"狗", "金鼓齊鳴", "釜底抽薪", "順手牽羊", "以逸待勞", "美人計"})
PLAY_SKILLS = frozenset({"秘器", "試肝", "逐星", "疑室", "霍星", "捕獲場景", "引燃", "攜幕", "探聽"})
HANDLERS: dict[str, str] = {
    "出牌": "play", "棄牌": "discard", "流浪貓": "cat", "金鼓齊鳴": "duel", "無懈可擊": "nullify", "家貓": "rescue",
    "打工": "work", "狗舍": "building", "貓舍": "building", "購股": "shares", "股市": "market", "賣出": "sell",
    "銀行": "bank", "存款": "deposit", "取款": "withdraw", "傳送": "portal", "法院": "court", "控告": "charge",
    "兌換": "exchange", "商人": "merchant", "判定": "judge", "指令": "commands", "炸彈": "command_target",
    "惡犬": "command_target", "地雷": "map_command", "路障": "map_command", "飛彈": "map_command",
    "控骰": "map_command", "停留": "map_command", "轉向": "map_command", "釜底抽薪": "fudi", "以逸待勞": "lose_card",
    "萊瓦汀": "lose_card", "無我之愛": "wuwo", "緋想之劍": "no", "死神鐮刀": "scythe", "貓車": "cart",
    "古明地覺": "satori", "愛麗絲": "alice", "選將": "pick_character", "護尊": "yes", "無我": "selfless",
    "遲治": "late_cure", "假射": "feint_shot", "調訪": "feint_shot", "映襯": "foil", "冥婚": "wed", "義替": "stand_in",
    "追光": "yes", "試肝": "liver_test", "逐星": "star_chasing", "詐死": "yes", "霍星": "discard_junk", "待時": "yes",
    "競選": "campaign", "潛伏": "lurk", "改朝": "new_dynasty", "現代社會": "discard_junk", "反芻": "portal",
    "閃現": "blink", "遣使": "envoy", "借計": "borrowed_plan", "囂攘": "clamour", "引燃": "kindle",
    "深寰": "deep_space", "善詔": "good_edict", "含冤": "wronged", "抱團": "band",
    "據天": "hold_sky", "出警": "call_out", "竭探": "probe", "探聽": "eavesdrop",
    "鎮林": "strip_foe", "造幕": "strip_foe",
    "更名": "rename",
    "攜幕": "yes", "言靈": "jinx", "密謀": "plot", "挽瀾": "stem",
    "不動": "unmoved", "數論": "number_theory", "止峰": "summit", "知燕": "zhiyan",
}
