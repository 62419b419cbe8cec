"""The map of 三國殺×大富翁 — rule book 001_ea231be5ab83fae4.txt, sections 地圖, 起始配置, 距離、視野范圍, 指令 and
行動階段 — as typed data, with the movement rule, the validator and the setup assignments.

The book draws no map. A map is a data file (`maps/default.yaml` is the product's; a host may load another):
cells on an integer grid, X to the east and Y to the north (R-M1), each with the book's tile name as its kind,
a default heading, a building name for 《狗舍》/《貓舍》 cells and an exit heading for the 《醫院》/《監獄》 spurs. Two
cells are linked exactly when they are orthogonally adjacent (R-M2). Rulings: docs/rulings/fuweng.md, section 3.

>>> board = default_board()
>>> board.size, len(board.cells), board.centre
((15, 15), 77, (7.0, 7.0))
>>> board.distance((0, 13), (14, 1))
26
>>> board.forks
((0, 7), (7, 1), (7, 7), (7, 13), (14, 7))
>>> board.candidates((7, 7), Direction.EAST)
[<Direction.EAST: '東'>, <Direction.SOUTH: '南'>, <Direction.NORTH: '北'>]
>>> validate(board)
[]

Nothing here draws a random number: a fork's turn is chosen by the caller (`step(..., choose=...)`, which is where
the game's seeded RNG and the 轉向 records come in), and the surname order is passed to `assign_surnames`.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

import yaml

from ...core.errors import ConfigError

Point = tuple[int, int]

DEFAULT_MAP = Path(__file__).with_name("maps") / "default.yaml"
SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's safe loader when PyYAML has it


class Direction(StrEnum):
    """A compass heading (「在其轉向區記錄東、西、南、北之一。」): 東/西/南/北 = +X/−X/−Y/+Y (R-M1)."""

    EAST = "東"
    WEST = "西"
    SOUTH = "南"
    NORTH = "北"

    @property
    def delta(self) -> Point:
        return _DELTAS[self]

    @property
    def reverse(self) -> Direction:
        """The opposite heading.

        >>> Direction.EAST.reverse
        <Direction.WEST: '西'>"""
        return _REVERSE[self]

    def of(self, p: Point) -> Point:
        """The point one step from `p` this way.

        >>> Direction.NORTH.of((3, 4))
        (3, 5)"""
        return (p[0] + self.delta[0], p[1] + self.delta[1])


DIRECTIONS: tuple[Direction, ...] = tuple(Direction)  # the book's order 東、西、南、北
_DELTAS: Mapping[Direction, Point] = {
    Direction.EAST: (1, 0), Direction.WEST: (-1, 0), Direction.SOUTH: (0, -1), Direction.NORTH: (0, 1)}
_REVERSE: Mapping[Direction, Direction] = {
    Direction.EAST: Direction.WEST, Direction.WEST: Direction.EAST,
    Direction.SOUTH: Direction.NORTH, Direction.NORTH: Direction.SOUTH}


class Kind(StrEnum):
    """The 19 tiles of the book's 地圖 section, in the book's order (display name = value)."""

    YEWAI = "野外"
    DAZHAO = "大招"
    ZHUANGBEI = "裝備"
    CHUANSONG = "傳送"
    GOUSHE = "狗舍"
    XINGSHI = "姓氏"
    JIHUI = "機會"
    MOPAI = "摸牌"
    GUSHI = "股市"
    YINHANG = "銀行"
    ZHILING = "指令"
    MAOSHE = "貓舍"
    DUIHUAN = "兌換"
    JIUZHU = "救助"
    ZHUANPAN = "轉盤"
    FAYUAN = "法院"
    JIANYU = "監獄"
    LINGYANG = "領養"
    YIYUAN = "醫院"


# The kinds by plain names, for the hot paths (like `cards.ANIMAL`: Python 3.11 reads `Kind.YEWAI` slowly).
(YEWAI, DAZHAO, ZHUANGBEI, CHUANSONG, GOUSHE, XINGSHI, JIHUI, MOPAI, GUSHI, YINHANG, ZHILING, MAOSHE, DUIHUAN, JIUZHU,
 ZHUANPAN, FAYUAN, JIANYU, LINGYANG, YIYUAN) = Kind
BUILDING_KINDS = frozenset({Kind.GOUSHE, Kind.MAOSHE})  # 「所有《狗舍》與《貓舍》的統稱。」
SPUR_KINDS = frozenset({Kind.YIYUAN, Kind.JIANYU})  # one-cell spurs (R-M5)
SURNAMES: tuple[str, ...] = ("趙", "錢", "孫", "李", "周", "吳", "鄭", "王")  # 百家姓前8個姓氏, in rank order
CENTRE, TOP_RIGHT, BOTTOM_LEFT = "中", "右上", "左下"
MIN_WILD = 20  # R-M12


class MapError(ConfigError):
    """A map that cannot be played; `problems` lists every broken rule, one sentence each."""

    def __init__(self, problems: Sequence[str], name: str = "map") -> None:
        self.problems = list(problems)
        listing = "\n".join(f"- {p}" for p in self.problems)
        super().__init__(f"{name}: {len(self.problems)} problem(s):\n{listing}")


def at(p: Point) -> str:
    """A point as the messages write it.

    >>> at((3, -1))
    '(3,-1)'"""
    return f"({p[0]},{p[1]})"


def _points(ps: Iterable[Point]) -> str:
    return " ".join(at(p) for p in sorted(ps))


def reading_order(p: Point) -> tuple[int, int]:
    """Sort key: north to south, then west to east (the order a map is read in)."""
    return (-p[1], p[0])


@dataclass(frozen=True)
class Cell:
    x: int
    y: int
    kind: Kind
    heading: Direction | None = None
    building: str | None = None
    exit: Direction | None = None
    fork: bool = False
    pos: Point = field(init=False, repr=False, compare=False)  # (x, y), made once

    def __post_init__(self) -> None:
        object.__setattr__(self, "pos", (self.x, self.y))

    def __str__(self) -> str:
        return f"{at(self.pos)}《{self.kind}》"


@dataclass(frozen=True)
class Building:
    """「相連彩色格為同一建筑。」: a maximal set of orthogonally adjacent 《狗舍》 (or 《貓舍》) cells (R-M9)."""

    name: str
    kind: Kind
    cells: tuple[Point, ...]
    # `distance` to a point or to a building's cells, worked out once each (the cells never change)
    _distances: dict[Point | tuple[Point, ...], int] = field(default_factory=dict, init=False, repr=False,
                                                             compare=False)

    def distance(self, target: Point | Building) -> int:
        """The least Manhattan distance between its cells and a point or another building (R-M9)."""
        key = target.cells if isinstance(target, Building) else target
        d = self._distances.get(key)
        if d is None:
            others = target.cells if isinstance(target, Building) else (target,)
            d = self._distances[key] = min(manhattan(a, b) for a in self.cells for b in others)
        return d

    def __str__(self) -> str:
        return f"《{self.kind}》 {self.name} {_points(self.cells)}"


@dataclass(frozen=True)
class Step:
    """Where one step ends: the cell entered and the heading there. `options` are the directions a fork offered
    when it was entered (R-M4; empty elsewhere)."""

    position: Point
    heading: Direction
    options: tuple[Direction, ...] = ()


def manhattan(a: Point, b: Point) -> int:
    """「一名角色到另一名角色的距離為兩名角色X坐標之差+兩名角色Y坐標之差。」 (differences taken absolute, R-M1).

    >>> manhattan((1, 13), (14, 2))
    24"""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


Chooser = Callable[[Sequence[Direction]], Direction]


@dataclass(frozen=True)
class Board:
    name: str
    cells: tuple[Cell, ...]
    _at: dict[Point, Cell] = field(init=False, repr=False, compare=False)
    _buildings: tuple[Building, ...] = field(init=False, repr=False, compare=False)
    _building_at: dict[Point, Building] = field(init=False, repr=False, compare=False)  # `building_at`
    # a board never changes: each point's links, worked out once (the hot path of every move); read, do not change
    _links: dict[Point, dict[Direction, Point]] = field(init=False, repr=False, compare=False)
    _roads: dict[Point, dict[Direction, Point]] = field(init=False, repr=False, compare=False)
    _steps: dict[tuple[Point, Direction], Step] = field(init=False, repr=False, compare=False)  # `_next`, once each
    _kinds: dict[Kind, tuple[Cell, ...]] = field(init=False, repr=False, compare=False)  # `of_kind`
    _read: tuple[Cell, ...] = field(init=False, repr=False, compare=False)  # the cells in reading order
    _bounds: tuple[int, int, int, int] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index: dict[Point, Cell] = {}
        twice = []
        for c in self.cells:
            if c.pos in index:
                twice.append(c.pos)
            index[c.pos] = c
        if twice:
            raise MapError([f"two cells at {at(p)}" for p in twice], self.name)
        object.__setattr__(self, "_at", index)
        object.__setattr__(self, "_links", {})
        object.__setattr__(self, "_roads", {})
        object.__setattr__(self, "_steps", {})
        object.__setattr__(self, "_kinds", {})
        object.__setattr__(self, "_read", tuple(sorted(self.cells, key=lambda c: reading_order(c.pos))))
        object.__setattr__(self, "_buildings", self._find_buildings())
        object.__setattr__(self, "_building_at", {q: b for b in self._buildings for q in b.cells})

    # ---- loading -------------------------------------------------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path) -> Board:
        """Read a map file (YAML, or JSON, which is YAML too); see docs/rulings/fuweng.md (section 3) for the format.
        The map is parsed, not validated: call `check(board)` to enforce the rules."""
        try:
            data = yaml.load(Path(path).read_text(encoding="utf-8"), Loader=SAFE_LOADER)
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
            raise MapError([f"cannot read the map file: {e}"], str(path)) from e
        return cls.from_dict(data, default_name=Path(path).stem)

    @classmethod
    def from_dict(cls, data: Any, default_name: str = "map") -> Board:
        """Build a board from parsed data; every malformed entry is reported at once.

        >>> Board.from_dict({"cells": [{"x": 0, "y": 0, "kind": "草地"}]})  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        daoyan.games.fuweng.board.MapError: map: 1 problem(s):
        - cells[0]: unknown kind '草地'; the kinds are 野外 大招 裝備 ... 領養 醫院
        """
        if not isinstance(data, Mapping) or not isinstance(data.get("cells"), list):
            raise MapError(["a map is a mapping with a list `cells`"], default_name)
        name = str(data.get("name", default_name))
        problems: list[str] = []
        cells: list[Cell] = []
        seen: set[Point] = set()
        for i, entry in enumerate(data["cells"]):
            cell = _parse_cell(entry, f"cells[{i}]", problems)
            if cell is None:
                continue
            if cell.pos in seen:
                problems.append(f"cells[{i}]: a second cell at {at(cell.pos)}")
                continue
            seen.add(cell.pos)
            cells.append(cell)
        if problems:
            raise MapError(problems, name)
        return cls(name, tuple(cells))

    # ---- cells and links -----------------------------------------------------------------------------------------

    def __contains__(self, p: object) -> bool:
        return p in self._at

    def cell(self, p: Point) -> Cell:
        try:
            return self._at[p]
        except KeyError:
            raise MapError([f"{at(p)} is not a cell of the map"], self.name) from None

    def of_kind(self, kind: Kind) -> tuple[Cell, ...]:
        """The cells of a kind, in reading order."""
        out = self._kinds.get(kind)
        if out is None:
            out = self._kinds[kind] = tuple(c for c in self._read if c.kind == kind)
        return out

    def counts(self) -> Counter[Kind]:
        return Counter(c.kind for c in self.cells)

    @property
    def bounds(self) -> tuple[int, int, int, int]:
        """(min X, min Y, max X, max Y) of all cells (worked out once: a board never changes)."""
        b = self._bounds
        if b is None:
            xs = [c.x for c in self.cells]
            ys = [c.y for c in self.cells]
            b = (min(xs), min(ys), max(xs), max(ys))
            object.__setattr__(self, "_bounds", b)
        return b

    @property
    def size(self) -> tuple[int, int]:
        x0, y0, x1, y1 = self.bounds
        return (x1 - x0 + 1, y1 - y0 + 1)

    @property
    def centre(self) -> tuple[float, float]:
        """「地圖中心」: the centre of the bounding box of all cells (R-M1)."""
        x0, y0, x1, y1 = self.bounds
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def quadrant(self, p: Point) -> str | None:
        """右上/左上/左下/右下 seen from the centre (X east, Y north); None on the centre lines (R-M1).

        >>> b = default_board()
        >>> b.quadrant((14, 12)), b.quadrant((0, 1)), b.quadrant((7, 3))
        ('右上', '左下', None)"""
        cx, cy = self.centre
        if p[0] == cx or p[1] == cy:
            return None
        return ("右" if p[0] > cx else "左") + ("上" if p[1] > cy else "下")

    @staticmethod
    def distance(a: Point, b: Point) -> int:
        """Manhattan distance (M-s1); see `manhattan`."""
        return manhattan(a, b)

    def within(self, p: Point, vision: int) -> tuple[Cell, ...]:
        """The cells in vision from `p`: 「若A到B的距離不大于A的視野范圍，則稱B在A的視野范圍內」 (R-M13: raw distance).

        >>> [str(c) for c in default_board().within((4, 14), 1)]
        ['(4,14)《監獄》', '(4,13)《傳送》']"""
        x, y = p
        return tuple(c for c in self._read if abs(c.x - x) + abs(c.y - y) <= vision)  # (`manhattan`)

    def area(self, centre: Point) -> tuple[Cell, ...]:
        """The cells of the 3×3 area around a point (飛彈: 「以目標為中心，3*3區域」, R-M14); the point need not be a
        cell.

        >>> [str(c) for c in default_board().area((1, 12))]
        ['(0,13)《野外》', '(1,13)《姓氏》', '(2,13)《狗舍》', '(0,12)《姓氏》', '(0,11)《狗舍》']"""
        points = [(centre[0] + dx, centre[1] + dy) for dy in (1, 0, -1) for dx in (-1, 0, 1)]
        return tuple(self._at[q] for q in points if q in self._at)

    def links(self, p: Point | Cell) -> dict[Direction, Point]:
        """The cells linked to `p`: its orthogonal neighbours (R-M2), in the order 東 西 南 北."""
        pos = p.pos if isinstance(p, Cell) else p
        out = self._links.get(pos)
        if out is None:
            out = self._links[pos] = {d: d.of(pos) for d in DIRECTIONS if d.of(pos) in self._at}
        return out

    def is_spur(self, p: Point) -> bool:
        return p in self._at and self._at[p].kind in SPUR_KINDS

    def road_links(self, p: Point) -> dict[Direction, Point]:
        """The links a walker may take: all but those into a 醫院/監獄 spur (R-M3, R-M5)."""
        out = self._roads.get(p)
        if out is None:
            out = self._roads[p] = {d: q for d, q in self.links(p).items() if not self.is_spur(q)}
        return out

    def is_fork(self, p: Point) -> bool:
        """岔路: three or four links, not counting a spur (R-M2) —
        「《醫院》或《監獄》前的《傳送》不是岔路」."""
        return not self.is_spur(p) and len(self.road_links(p)) >= 3

    @property
    def forks(self) -> tuple[Point, ...]:
        return tuple(sorted(c.pos for c in self.cells if self.is_fork(c.pos)))

    @property
    def spurs(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.cells if c.kind in SPUR_KINDS)

    # ---- buildings -----------------------------------------------------------------------------------------------

    @property
    def buildings(self) -> tuple[Building, ...]:
        return self._buildings

    def buildings_of(self, kind: Kind) -> tuple[Building, ...]:
        return tuple(b for b in self._buildings if b.kind == kind)

    def building_at(self, p: Point) -> Building | None:
        return self._building_at.get(p)

    def _find_buildings(self) -> tuple[Building, ...]:
        found: list[Building] = []
        seen: set[Point] = set()
        for start in sorted((c.pos for c in self.cells if c.kind in BUILDING_KINDS), key=reading_order):
            if start in seen:
                continue
            kind = self._at[start].kind
            group, todo = [], [start]
            while todo:
                p = todo.pop()
                if p in seen:
                    continue
                seen.add(p)
                group.append(p)
                todo += [q for q in self.links(p).values() if self._at[q].kind == kind]
            names = sorted({n for n in (self._at[p].building for p in group) if n})
            name = "+".join(names) if names else f"{kind}{at(min(group, key=reading_order))}"
            found.append(Building(name, kind, tuple(sorted(group, key=reading_order))))
        return tuple(found)

    # ---- movement ------------------------------------------------------------------------------------------------

    def candidates(self, position: Point, heading: Direction) -> list[Direction]:
        """R-M3: the directions a walker arriving at `position` with `heading` may go on — every link but the one
        directly behind it and any link into a 醫院/監獄 spur. Two or more: the cell is a fork (R-M4).

        >>> b = default_board()
        >>> b.candidates((0, 7), Direction.NORTH)  # a fork on the loop, coming from the south
        [<Direction.EAST: '東'>, <Direction.NORTH: '北'>]
        >>> b.candidates((4, 13), Direction.EAST)  # the 《傳送》 in front of the 《監獄》
        [<Direction.EAST: '東'>]"""
        return [d for d in self.road_links(position) if d != heading.reverse]

    def leaving(self, position: Point, heading: Direction) -> Direction:
        """The direction of the next step of a walker standing on `position` with `heading`.

        On a spur: towards its 《傳送》 (R-M5). Otherwise straight on if that is a road — on a fork the heading is
        the turn chosen on entering it (R-M4), on a start cell it is the map's default heading — else the only
        candidate (a corner), else back (R-M3: no candidate → turn back)."""
        self.cell(position)
        if self.is_spur(position):
            return next(iter(self.links(position)))
        if heading in self.road_links(position):
            return heading
        options = self.candidates(position, heading)
        if len(options) == 1:
            return options[0]
        if not options and heading.reverse in self.links(position):
            return heading.reverse
        raise MapError([f"a walker on {self.cell(position)} heading {heading} has no single way on "
                        f"(candidates: {' '.join(options) or 'none'})"], self.name)

    def step(self, position: Point, heading: Direction, choose: Chooser | None = None) -> Step:
        """One step (R-M3–R-M5). Entering a fork turns at once: `choose` picks among the candidates (the game's
        RNG, or the earliest matching 轉向 record); the result must be one of them. Leaving a spur takes the
        spur's exit heading on its 《傳送》 — no random turn there.

        >>> b = default_board()
        >>> s = b.step((6, 13), Direction.EAST, choose=lambda options: options[-1])  # onto the fork (7,13)
        >>> s.position, s.heading.value, "".join(s.options)
        ((7, 13), '南', '東南')
        >>> b.step((4, 14), Direction.SOUTH)  # out of the 《監獄》
        Step(position=(4, 13), heading=<Direction.EAST: '東'>, options=())"""
        known = self._steps.get((position, heading))
        if known is None:
            known = self._steps[(position, heading)] = self._next(position, heading)
        if not known.options:
            return known  # (a Step is frozen: the same one serves every walker)
        target, options = known.position, known.options
        if choose is None:
            raise MapError([f"{self.cell(target)} is a fork: a turn among {' '.join(options)} must be chosen"],
                           self.name)
        turn = choose(options)
        if turn not in options:
            raise MapError([f"turn {turn} at {at(target)} is not one of {' '.join(options)}"], self.name)
        return Step(target, turn, options)

    def _next(self, position: Point, heading: Direction) -> Step:
        """`step`'s rule with no choice made: the cell entered and the heading there — entering a fork, the heading
        it arrives with and the candidates it offers, one of which `step` turns to. A board never changes: `step`
        works this out once for each cell and heading."""
        direction = self.leaving(position, heading)
        target = direction.of(position)
        exit_heading = self.cell(position).exit
        if self.is_spur(position) and exit_heading is not None:
            return Step(target, exit_heading)
        if not self.is_fork(target):
            return Step(target, direction)
        return Step(target, direction, tuple(self.candidates(target, direction)))

    def teleport(self, destination: Point, heading: Direction) -> Step:
        """Where a teleport (《傳送》's choice, 反芻, 出院/出獄) leaves a walker (R-M7): on the destination, keeping its
        heading if a road leads on that way, otherwise with the cell's default heading; on a spur, facing its
        《傳送》. Nothing is passed and no turn is made.

        >>> b = default_board()
        >>> b.teleport((10, 7), Direction.EAST).heading, b.teleport((4, 13), Direction.SOUTH).heading
        (<Direction.EAST: '東'>, <Direction.EAST: '東'>)"""
        cell = self.cell(destination)
        if cell.kind not in SPUR_KINDS and heading in self.road_links(destination):
            return Step(destination, heading)
        return Step(destination, cell.heading or self.leaving(destination, heading))

    def walk(self, position: Point, heading: Direction, steps: int, choose: Chooser | None = None) -> list[Step]:
        """「按點數前進對應格」: `steps` steps; all but the last cell are passed, the last is the stop (R-M6)."""
        path: list[Step] = []
        for _ in range(steps):
            s = self.step(position, heading, choose)
            path.append(s)
            position, heading = s.position, s.heading
        return path


def _parse_cell(entry: Any, where: str, problems: list[str]) -> Cell | None:
    if not isinstance(entry, Mapping):
        problems.append(f"{where}: a cell is a mapping with x, y, kind, heading")
        return None
    unknown = sorted(set(map(str, entry)) - {"x", "y", "kind", "heading", "building", "exit", "fork"})
    before = len(problems)
    if unknown:
        problems.append(f"{where}: unknown field(s) {', '.join(unknown)}")
    x: Any = entry.get("x")
    y: Any = entry.get("y")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (x, y)):
        problems.append(f"{where}: x and y must be integers (got x={x!r}, y={y!r})")
    kind = entry.get("kind")
    if kind not in set(Kind):
        problems.append(f"{where}: unknown kind {kind!r}; the kinds are {' '.join(Kind)}")
    heading, exit_ = (_parse_direction(entry.get(k), f"{where}: {k}", problems) for k in ("heading", "exit"))
    building = entry.get("building")
    if building is not None and not isinstance(building, str):
        problems.append(f"{where}: building must be a name (got {building!r})")
    fork = entry.get("fork", False)
    if not isinstance(fork, bool):
        problems.append(f"{where}: fork must be true or false (got {fork!r})")
    if len(problems) > before:
        return None
    return Cell(int(x), int(y), Kind(str(kind)), heading, building, exit_, fork)


def _parse_direction(value: Any, where: str, problems: list[str]) -> Direction | None:
    if value is None:
        return None
    if value not in set(Direction):
        problems.append(f"{where} must be one of 東 西 南 北 (got {value!r})")
        return None
    return Direction(value)


@functools.cache
def default_board() -> Board:
    """The product's default map, `maps/default.yaml` (loaded once)."""
    return Board.load(DEFAULT_MAP)


# ---- the validator -------------------------------------------------------------------------------------------------

M_S7 = "M-s7 「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」"
M_S9 = "M-s9 「為地圖中心的《貓舍》分配姓氏“劉”；右上、左下兩個《貓舍》…」"
M_S12 = "M-s12/R-M12 (10 NPCs on 「隨機10個沒有角色或NPC停留的《野外》」)"
M_S14 = "M-s14 「傳送至另一《傳送》」"
M_S15 = "M-s15 「出獄時傳送至《監獄》」/「出院時傳送至《醫院》」"
R_M2 = "R-M2 (links = orthogonal neighbours)"
R_M5 = "R-M5 「《醫院》或《監獄》前的《傳送》不是岔路」"
R_M9 = "R-M9 「相連彩色格為同一建筑。」"
R_M10 = "R-M10 「為地圖上的每個《狗舍》分配距離其最近的姓氏。」"
R_M11 = "R-M11 「距離其最近的《狗舍》在百家姓排名靠前的《貓舍》分配姓氏“關”」"
HEADINGS = "R-M8 (default headings)"


def validate(board: Board, *, min_wild: int = MIN_WILD) -> list[str]:
    """Every rule the map breaks, one sentence each naming the rule and the cells (empty: the map is sound).

    >>> tiny = Board.from_dict({"name": "tiny", "cells": [{"x": 0, "y": 0, "kind": "野外", "heading": "東"}]})
    >>> [p.split(" ")[0] for p in validate(tiny)]
    ['M-s7', 'M-s12/R-M12', 'M-s14', 'M-s15', 'M-s15', 'R-M2', 'M-s9', 'M-s9', 'M-s9', 'R-M8']
    """
    problems: list[str] = []
    counts = board.counts()
    surnames = [c.pos for c in board.of_kind(Kind.XINGSHI)]
    if len(surnames) != 8:
        problems.append(f"{M_S7}: the map has {len(surnames)} 《姓氏》 cells ({_points(surnames)}); it needs exactly 8")
    if counts[Kind.YEWAI] < min_wild:
        problems.append(f"{M_S12}: the map has {counts[Kind.YEWAI]} 《野外》 cells; it needs at least {min_wild}")
    if counts[Kind.CHUANSONG] < 2:
        problems.append(f"{M_S14}: the map has {counts[Kind.CHUANSONG]} 《傳送》 cells; it needs at least 2")
    for kind in (Kind.YIYUAN, Kind.JIANYU):
        if counts[kind] != 1:
            problems.append(f"{M_S15}: the map has {counts[kind]} 《{kind}》 cells; it needs exactly one")
    problems += _check_links(board)
    problems += _check_spurs(board)
    problems += _check_buildings(board)
    problems += _check_kennels(board, surnames)
    problems += _check_catteries(board)
    problems += _check_headings(board)
    return problems


def check(board: Board, *, min_wild: int = MIN_WILD) -> Board:
    """The board itself if it is sound; otherwise `MapError` listing every broken rule."""
    problems = validate(board, min_wild=min_wild)
    if problems:
        raise MapError(problems, board.name)
    return board


def _check_links(board: Board) -> list[str]:
    problems: list[str] = []
    start = board.cells[0].pos
    reached, todo = {start}, [start]
    while todo:
        for q in board.links(todo.pop()).values():
            if q not in reached:
                reached.add(q)
                todo.append(q)
    cut_off = [c.pos for c in board.cells if c.pos not in reached]
    if cut_off:
        problems.append(f"{R_M2}: {_points(cut_off)} cannot be reached from {at(start)}; the map must be connected")
    for c in board.cells:
        if c.kind in SPUR_KINDS:
            continue
        roads = board.road_links(c.pos)
        if len(roads) < 2:
            problems.append(f"{R_M2}: {c} is a dead end (roads: {' '.join(roads) or 'none'}); "
                            "only the 醫院 and 監獄 spurs may be")
        if board.is_fork(c.pos) and not c.fork:
            problems.append(f"{R_M2}: {c} has {len(roads)} links ({' '.join(roads)}), a 岔路, but is not declared "
                            "`fork: true`; cells side by side are linked — keep parallel roads apart")
        if c.fork and not board.is_fork(c.pos):
            problems.append(f"{R_M2}: {c} is declared a fork but has {len(roads)} links ({' '.join(roads)})")
        block = [c.pos, (c.x + 1, c.y), (c.x, c.y + 1), (c.x + 1, c.y + 1)]
        if all(p in board for p in block):
            problems.append(f"{R_M2}: {_points(block)} form a 2×2 block: two roads run side by side and are linked")
    return problems


def _check_spurs(board: Board) -> list[str]:
    problems: list[str] = []
    gates: dict[Point, Cell] = {}
    for spur in board.spurs:
        links = board.links(spur.pos)
        where = f"{R_M5}: the spur {spur}"
        if len(links) != 1:
            problems.append(f"{where} must be linked to exactly one cell, its 《傳送》; it is linked to "
                            f"{_points(links.values()) or 'nothing'}")
            continue
        (towards, gate), = links.items()
        if board.cell(gate).kind != Kind.CHUANSONG:
            problems.append(f"{where} is linked to {board.cell(gate)}, not to a 《傳送》")
            continue
        if gate in gates:
            problems.append(f"{where} and {gates[gate]} share the 《傳送》 {at(gate)}; each needs its own")
        gates[gate] = spur
        onward = board.road_links(gate)
        if len(onward) != 2:
            problems.append(f"{where}: its 《傳送》 {at(gate)} has {len(onward)} other links ({' '.join(onward)}); "
                            "it must have exactly 2, so that it is not a 岔路")
        if spur.heading != towards:
            problems.append(f"{where} must face its 《傳送》 (heading {towards}, not {spur.heading or 'unset'})")
        if spur.exit not in onward:
            problems.append(f"{where}: its exit heading ({spur.exit or 'unset'}) must be one of the roads on from "
                            f"its 《傳送》 {at(gate)}: {' '.join(onward)}")
    problems += [f"{R_M5}: {c} has an exit heading but is not a 醫院/監獄 spur"
                 for c in board.cells if c.exit is not None and c.kind not in SPUR_KINDS]
    return problems


def _check_buildings(board: Board) -> list[str]:
    problems: list[str] = []
    for c in board.cells:
        if c.kind in BUILDING_KINDS and not c.building:
            problems.append(f"{R_M9}: {c} has no building name")
        if c.kind not in BUILDING_KINDS and c.building:
            problems.append(f"{R_M9}: {c} has a building name ({c.building}) but is not a 《狗舍》 or 《貓舍》")
    for b in board.buildings:
        if "+" in b.name:
            names = b.name.replace("+", ", ")
            problems.append(f"{R_M9}: the buildings {names} touch: their cells {_points(b.cells)} are linked, so "
                            "they would be one building; keep buildings apart")
    named = Counter(b.name for b in board.buildings)
    problems += [f"{R_M9}: the cells of the building {n} are not all connected: "
                 f"{'; '.join(_points(b.cells) for b in board.buildings if b.name == n)}"
                 for n, k in named.items() if k > 1]
    for dog in board.buildings_of(Kind.GOUSHE):
        for cat in board.buildings_of(Kind.MAOSHE):
            if dog.distance(cat) == 1:
                problems.append(f"{R_M9}: {dog} touches {cat}; buildings must not touch")
    return problems


def nearest(items: Iterable[Any], distance: Callable[[Any], int]) -> list[Any]:
    """All the items at the least distance (a tie gives several).

    >>> nearest([(0, 3), (2, 0), (1, 1)], lambda p: manhattan(p, (0, 0)))
    [(2, 0), (1, 1)]"""
    scored = [(distance(i), i) for i in items]
    best = min((d for d, _ in scored), default=0)
    return [i for d, i in scored if d == best]


def _check_kennels(board: Board, surnames: Sequence[Point]) -> list[str]:
    if not surnames:
        return []
    problems: list[str] = []
    owner: dict[Point, Building] = {}
    for dog in board.buildings_of(Kind.GOUSHE):
        near = nearest(surnames, dog.distance)
        if len(near) > 1:
            problems.append(f"{R_M10}: {dog} is equally near the 《姓氏》 cells {_points(near)} "
                            f"(distance {dog.distance(near[0])}); each 《狗舍》 needs one strictly nearest 《姓氏》")
        elif near[0] in owner:
            problems.append(f"{R_M10}: {owner[near[0]]} and {dog} are both nearest to the 《姓氏》 {at(near[0])}; "
                            "each 《狗舍》 needs a 《姓氏》 of its own")
        else:
            owner[near[0]] = dog
    lonely = [p for p in surnames if p not in owner]
    if lonely and len(problems) == 0:
        problems.append(f"{R_M10}: no 《狗舍》 is nearest to the 《姓氏》 {_points(lonely)}: the surname placed there "
                        "would own none (「令每名角色的與其姓氏相同的《狗舍》持股+3。」)")
    return problems


def _cattery_places(board: Board) -> dict[Building, str | None]:
    """Each 《貓舍》 with its place: 中 (it covers the centre), 右上 / 左下 (all its cells there), or None."""
    cx, cy = board.centre
    places: dict[Building, str | None] = {}
    for cat in board.buildings_of(Kind.MAOSHE):
        quadrants = {board.quadrant(p) for p in cat.cells}
        if any(abs(x - cx) <= 0.5 and abs(y - cy) <= 0.5 for x, y in cat.cells):
            places[cat] = CENTRE
        elif len(quadrants) == 1 and quadrants & {TOP_RIGHT, BOTTOM_LEFT}:
            places[cat] = quadrants.pop()
        else:
            places[cat] = None
    return places


def _check_catteries(board: Board) -> list[str]:
    places = _cattery_places(board)
    problems = [f"{M_S9}: {cat} is neither at the centre {at_centre(board)} nor in the 右上 or 左下 quadrant"
                for cat, place in places.items() if place is None]
    for place in (CENTRE, TOP_RIGHT, BOTTOM_LEFT):
        found = [cat for cat, p in places.items() if p == place]
        if len(found) != 1:
            where = f"covering the centre {at_centre(board)}" if place == CENTRE else f"in the {place} quadrant"
            problems.append(f"{M_S9}: the map needs exactly one 《貓舍》 {where}; it has {len(found)}"
                            + (f" ({'; '.join(map(str, found))})" if found else ""))
    dogs = board.buildings_of(Kind.GOUSHE)
    corner = {p: cat for cat, p in places.items() if p in (TOP_RIGHT, BOTTOM_LEFT)}
    if not problems and dogs:
        shared = set(nearest(dogs, corner[TOP_RIGHT].distance)) & set(nearest(dogs, corner[BOTTOM_LEFT].distance))
        if shared:
            problems.append(f"{R_M11}: the 右上 and the 左下 《貓舍》 are both nearest to "
                            f"{'; '.join(map(str, shared))}, so the surnames cannot tell 關 from 張")
    return problems


def at_centre(board: Board) -> str:
    cx, cy = board.centre
    return f"({cx:g},{cy:g})"


def _check_headings(board: Board) -> list[str]:
    problems: list[str] = []
    for c in board.cells:
        if c.heading is None:
            problems.append(f"{HEADINGS}: {c} has no default heading")
        elif c.kind not in SPUR_KINDS and c.heading not in board.road_links(c.pos):
            problems.append(f"{HEADINGS}: the default heading {c.heading} of {c} leads off the roads "
                            f"(its roads: {' '.join(board.road_links(c.pos)) or 'none'})")
    return problems


# ---- 起始配置: surnames, kennels, catteries, start cells ---------------------------------------------------------


def _rank(surname: str) -> int:
    if surname not in SURNAMES:
        raise ConfigError(f"{surname!r} is not one of the 8 surnames {' '.join(SURNAMES)}")
    return SURNAMES.index(surname)


def assign_surnames(board: Board, order: Sequence[str]) -> dict[Point, str]:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 `order` is the 8 surnames in the random order the game drew
    (from its seeded RNG); they go to the 《姓氏》 cells in reading order (north to south, west to east).

    >>> cells = assign_surnames(default_board(), ["王", "鄭", "吳", "周", "李", "孫", "錢", "趙"])
    >>> cells[(1, 13)], cells[(11, 13)], cells[(13, 1)]
    ('王', '鄭', '趙')"""
    if sorted(order, key=_rank) != list(SURNAMES):
        raise ConfigError(f"the surname order must list each of {' '.join(SURNAMES)} once (got {' '.join(order)})")
    cells = [c.pos for c in board.of_kind(Kind.XINGSHI)]
    if len(cells) != len(SURNAMES):
        raise MapError([f"{M_S7}: the map has {len(cells)} 《姓氏》 cells"], board.name)
    return dict(zip(cells, order, strict=True))


def kennel_surnames(board: Board, surname_of_cell: Mapping[Point, str]) -> dict[Building, str]:
    """「為地圖上的每個《狗舍》分配距離其最近的姓氏。」 (R-M10): the surname on the 《姓氏》 cell nearest to the
    building; on a tie, the surname ranking first in 百家姓 (趙 錢 孫 李 周 吳 鄭 王).

    >>> b = default_board()
    >>> owners = kennel_surnames(b, assign_surnames(b, list(SURNAMES)))
    >>> [(k.name, s) for k, s in owners.items()][:3]
    [('狗舍1', '趙'), ('狗舍2', '錢'), ('狗舍8', '孫')]"""
    if not surname_of_cell:
        raise ConfigError("no surname has been placed on a 《姓氏》 cell")
    return {dog: min(surname_of_cell.items(), key=lambda i: (dog.distance(i[0]), _rank(i[1])))[1]
            for dog in board.buildings_of(Kind.GOUSHE)}


def cattery_surnames(board: Board, kennels: Mapping[Building, str]) -> dict[Building, str]:
    """「為地圖中心的《貓舍》分配姓氏“劉”；右上、左下兩個《貓舍》中，距離其最近的《狗舍》在百家姓排名靠前的《貓舍》分配
    姓氏“關”、另一《貓舍》分配姓氏“張”。」 (R-M11; a tie between 狗舍 takes the better-ranked surname; if both
    get the same one, the 右上 《貓舍》 is 關).

    >>> b = default_board()
    >>> kennels = kennel_surnames(b, assign_surnames(b, list(SURNAMES)))
    >>> sorted((c.name, s) for c, s in cattery_surnames(b, kennels).items())
    [('貓舍中', '劉'), ('貓舍右上', '關'), ('貓舍左下', '張')]"""
    place = {p: cat for cat, p in _cattery_places(board).items()}
    missing = [p for p in (CENTRE, TOP_RIGHT, BOTTOM_LEFT) if p not in place]
    if missing or not kennels:
        raise MapError([f"{M_S9}: the map has no 《貓舍》 {' / '.join(missing)}" if missing
                        else "no 《狗舍》 has a surname"], board.name)

    def rank(cat: Building) -> int:
        return min(_rank(kennels[dog]) for dog in nearest(kennels, cat.distance))

    first, second = sorted((place[TOP_RIGHT], place[BOTTOM_LEFT]), key=rank)  # stable: 右上 first on a tie
    return {place[CENTRE]: "劉", first: "關", second: "張"}


def start_positions(board: Board, surname_of_cell: Mapping[Point, str]) -> dict[str, tuple[Point, Direction]]:
    """「所有角色的初始位置為與其姓氏相同的《姓氏》格。」 with that cell's default heading (R-M8).

    >>> starts = start_positions(default_board(), assign_surnames(default_board(), list(SURNAMES)))
    >>> starts["趙"]
    ((1, 13), <Direction.EAST: '東'>)"""
    return {s: (p, board.cell(p).heading or next(iter(board.road_links(p)))) for p, s in surname_of_cell.items()}
