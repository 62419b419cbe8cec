"""三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt): the map — the default map file, the validator (every rule can
fail), distances, forks and spurs, the setup assignments of 起始配置, and the pictures (SVG, text).

The book draws no map; the constraints and readings are M-s1…M-s27 / R-M1…R-M17 of
../shared/rulings/fuweng-readings.md, adopted in docs/rulings/fuweng.md (section 3)."""

from __future__ import annotations

import copy
import itertools
import json
import random
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from daoyan.core.errors import ConfigError
from daoyan.games.fuweng.board import (
    DEFAULT_MAP,
    SURNAMES,
    Board,
    Direction,
    Kind,
    MapError,
    assign_surnames,
    cattery_surnames,
    check,
    default_board,
    kennel_surnames,
    start_positions,
    validate,
)
from daoyan.games.fuweng.render_map import main, svg, text_map

SEED = "001_ea231be5ab83fae4.txt"
E, W, S, N = Direction.EAST, Direction.WEST, Direction.SOUTH, Direction.NORTH
ROOT = Path(__file__).resolve().parents[2]


def raw() -> dict[str, Any]:
    """A fresh copy of the default map file's data."""
    data: dict[str, Any] = yaml.safe_load(DEFAULT_MAP.read_text(encoding="utf-8"))
    return copy.deepcopy(data)


def entry(data: dict[str, Any], x: int, y: int) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in data["cells"] if (c["x"], c["y"]) == (x, y))
    return found


def edit(data: dict[str, Any], x: int, y: int, **changes: Any) -> dict[str, Any]:
    """Change one cell; a value None removes the field."""
    cell = entry(data, x, y)
    for key, value in changes.items():
        if value is None:
            cell.pop(key, None)
        else:
            cell[key] = value
    return data


def remove(data: dict[str, Any], x: int, y: int) -> dict[str, Any]:
    data["cells"].remove(entry(data, x, y))
    return data


def add(data: dict[str, Any], x: int, y: int, kind: str, heading: str = "東", **more: Any) -> dict[str, Any]:
    data["cells"].append({"x": x, "y": y, "kind": kind, "heading": heading, **more})
    return data


def wild(data: dict[str, Any], *points: tuple[int, int]) -> dict[str, Any]:
    """Turn cells into plain 《野外》 (no building name)."""
    for x, y in points:
        edit(data, x, y, kind="野外", building=None)
    return data


def problems(data: dict[str, Any]) -> list[str]:
    return validate(Board.from_dict(data))


def one(found: list[str], *words: str) -> str:
    """The single problem that contains all `words`."""
    hits = [p for p in found if all(w in p for w in words)]
    assert len(hits) == 1, (words, found)
    return hits[0]


# ---- the default map --------------------------------------------------------------------------------------------


def test_default_map_passes_every_check() -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 「為地圖上的每個《狗舍》分配距離其最近的姓氏。」 — the product map
    satisfies every statement of the book about the map and the readings R-M1…R-M17."""
    board = default_board()
    assert validate(board) == []
    assert check(board) is board
    assert board.name == "默認地圖"


def test_default_map_figures() -> None:
    """The counts R-M17 recommends (the book gives none): 「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」, 3 《貓舍》
    (「為地圖中心的《貓舍》分配姓氏“劉”；右上、左下兩個《貓舍》」), ≥ 20 《野外》 for
    「將《財神》《窮神》《福神》《衰神》《商人》《乞丐》《流氓》《小偷》《交警》《惡犬》這10個NPC移動至隨機10個沒有角色或NPC停留的《野外》上。」"""
    board = default_board()
    assert board.size == (15, 15) and len(board.cells) == 77
    counts = board.counts()
    assert counts == Counter({
        Kind.YEWAI: 21, Kind.GOUSHE: 16, Kind.MAOSHE: 9, Kind.XINGSHI: 8, Kind.CHUANSONG: 4,
        Kind.JIHUI: 2, Kind.MOPAI: 2, Kind.DAZHAO: 2, Kind.ZHUANGBEI: 2, Kind.ZHILING: 2,
        Kind.GUSHI: 1, Kind.YINHANG: 1, Kind.FAYUAN: 1, Kind.LINGYANG: 1, Kind.DUIHUAN: 1, Kind.JIUZHU: 1,
        Kind.ZHUANPAN: 1, Kind.YIYUAN: 1, Kind.JIANYU: 1})
    assert set(counts) == set(Kind)  # every one of the book's 19 tiles is on the map
    kennels = board.buildings_of(Kind.GOUSHE)
    assert len(kennels) == 8 and all(len(k.cells) == 2 for k in kennels)
    catteries = board.buildings_of(Kind.MAOSHE)
    assert len(catteries) == 3 and all(2 <= len(c.cells) <= 4 for c in catteries)
    assert board.forks == ((0, 7), (7, 1), (7, 7), (7, 13), (14, 7))
    assert [(c.kind, c.pos) for c in board.spurs] == [(Kind.JIANYU, (4, 14)), (Kind.YIYUAN, (10, 0))]


def test_stock_market_and_bank_sit_on_the_busiest_cells_of_the_loop() -> None:
    """「經過時可選擇一項：購股；賣出。」 「經過時可選擇一項：存款；取款。」 — R-M17 puts 《股市》 and 《銀行》 where most
    walkers pass: the two forks where the central row meets the loop are entered from three roads."""
    board = default_board()
    assert board.cell((14, 7)).kind == Kind.GUSHI and board.cell((0, 7)).kind == Kind.YINHANG
    rng, visits = random.Random(7), Counter[tuple[int, int]]()
    for start in board.of_kind(Kind.XINGSHI):
        position, heading = start.pos, start.heading or E
        for s in board.walk(position, heading, 3000, choose=rng.choice):
            visits[s.position] += 1
    ring = [p for p in visits if board.cell(p).kind not in {Kind.MAOSHE} and p not in board.forks]
    assert min(visits[(14, 7)], visits[(0, 7)]) > 1.3 * max(visits[p] for p in ring)


def test_map_error_is_a_config_error_listing_every_problem() -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 — a broken map is refused with every broken rule listed."""
    data = wild(raw(), (1, 13))
    edit(data, 5, 13, heading=None)
    with pytest.raises(MapError) as caught:
        check(Board.from_dict(data))
    assert isinstance(caught.value, ConfigError)
    text = str(caught.value)
    assert text.startswith("默認地圖: ") and len(caught.value.problems) >= 2
    assert "M-s7" in text and "(5,13)《野外》 has no default heading" in text


# ---- every check can fail ---------------------------------------------------------------------------------------


def test_eight_surname_cells() -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 (M-s7): exactly 8 《姓氏》 cells."""
    message = one(problems(wild(raw(), (1, 13))), "M-s7")
    assert "the map has 7 《姓氏》 cells" in message and "(0,12)" in message
    nine = edit(raw(), 8, 13, kind="姓氏")
    assert "the map has 9 《姓氏》 cells" in one(problems(nine), "M-s7")


def test_three_catteries_centre_top_right_bottom_left() -> None:
    """「為地圖中心的《貓舍》分配姓氏“劉”；右上、左下兩個《貓舍》中…」 (M-s9): one 《貓舍》 covers the centre, one lies
    in the 右上 quadrant, one in the 左下 quadrant, and there is no other."""
    no_centre = wild(raw(), (6, 7), (7, 7), (8, 7))
    assert "covering the centre (7,7); it has 0" in one(problems(no_centre), "M-s9")
    extra = edit(edit(raw(), 2, 7, kind="貓舍", building="貓舍西"), 3, 7, kind="貓舍", building="貓舍西")
    message = one(problems(extra), "M-s9", "貓舍西")
    assert "neither at the centre (7,7) nor in the 右上 or 左下 quadrant" in message
    no_top_right = wild(raw(), (13, 13), (14, 13), (14, 12))
    assert "in the 右上 quadrant; it has 0" in one(problems(no_top_right), "M-s9")


def test_at_least_twenty_wild_cells() -> None:
    """「將《財神》《窮神》《福神》《衰神》《商人》《乞丐》《流氓》《小偷》《交警》《惡犬》這10個NPC移動至隨機10個沒有角色或NPC停留的《野外》上。」
    (M-s12, R-M12): at least 20 《野外》 — 10 NPCs and 8 characters never run out of free ones; the bound is a
    parameter."""
    data = edit(edit(raw(), 5, 13, kind="摸牌"), 12, 13, kind="摸牌")
    assert "the map has 19 《野外》 cells; it needs at least 20" in one(problems(data), "M-s12")
    assert not [p for p in validate(Board.from_dict(data), min_wild=10) if "M-s12" in p]


def test_at_least_two_teleports() -> None:
    """「選擇一項：傳送至另一《傳送》（含被指令替換的《傳送》）；檢索一張動物牌。」 (M-s14): at least two 《傳送》."""
    data = wild(raw(), (4, 7), (10, 7), (10, 1))
    assert "the map has 1 《傳送》 cells; it needs at least 2" in one(problems(data), "M-s14")


def test_one_hospital_one_prison() -> None:
    """「出獄時傳送至《監獄》。」 「出院時傳送至《醫院》。」 (M-s15): exactly one 《醫院》 and one 《監獄》."""
    two = edit(raw(), 14, 5, kind="醫院")
    assert "the map has 2 《醫院》 cells; it needs exactly one" in one(problems(two), "M-s15")
    none = remove(raw(), 4, 14)
    assert "the map has 0 《監獄》 cells" in one(problems(none), "M-s15")


def test_connected_without_dead_ends() -> None:
    """「按點數前進對應格並執行停留格的事件。」 — R-M2: every cell can be reached, and no road ends except the two
    spurs."""
    island = add(raw(), 3, 3, "野外")
    assert "(3,3) cannot be reached" in one(problems(island), "R-M2", "reached")
    broken = remove(raw(), 5, 13)
    assert "(6,13)《機會》 is a dead end" in one(problems(broken), "R-M2", "(6,13)")
    assert "(4,13)《傳送》 is a dead end" in one(problems(broken), "R-M2", "(4,13)")


def test_no_unintended_side_by_side_links() -> None:
    """「①經過或停留在岔路時，隨機轉向」 — R-M2: cells side by side are linked, so a cell put beside a road makes a
    岔路 nobody meant; forks are declared, and two roads touching form a 2×2 block."""
    beside = add(raw(), 3, 8, "野外")
    message = one(problems(beside), "R-M2", "(3,7)")
    assert "has 3 links (東 西 北), a 岔路, but is not declared `fork: true`" in message
    block = add(raw(), 1, 12, "野外")
    assert "(0,12) (0,13) (1,12) (1,13) form a 2×2 block" in one(problems(block), "2×2")
    declared = edit(raw(), 5, 13, fork=True)
    assert "(5,13)《野外》 is declared a fork but has 2 links" in one(problems(declared), "declared a fork")


def test_spurs_hang_off_their_teleport() -> None:
    """「①經過或停留在岔路時，隨機轉向（《醫院》或《監獄》前的《傳送》不是岔路）。」 (R-M5): the 《醫院》 and the
    《監獄》 are one-cell spurs linked only to the 《傳送》 in front, which has exactly two other roads; the spur faces
    that 《傳送》 and stores the heading taken there on leaving."""
    not_teleport = edit(raw(), 4, 13, kind="野外")
    assert "is linked to (4,13)《野外》, not to a 《傳送》" in one(problems(not_teleport), "R-M5", "監獄")
    two_links = add(raw(), 5, 14, "野外")
    assert "must be linked to exactly one cell" in one(problems(two_links), "R-M5", "exactly one cell")
    at_fork = add(remove(edit(raw(), 7, 13, kind="傳送"), 4, 14), 7, 14, "監獄", "南", exit="東")
    assert "its 《傳送》 (7,13) has 3 other links (東 西 南)" in one(problems(at_fork), "R-M5", "(7,13) has")
    facing = edit(raw(), 4, 14, heading="北")
    assert "must face its 《傳送》 (heading 南, not 北)" in one(problems(facing), "R-M5")
    exit_south = edit(raw(), 10, 0, exit="南")
    assert "exit heading (南) must be one of the roads on from its 《傳送》 (10,1): 東 西" in one(problems(exit_south), "R-M5")
    stray_exit = edit(raw(), 5, 13, exit="東")
    assert "(5,13)《野外》 has an exit heading but is not a 醫院/監獄 spur" in one(problems(stray_exit), "R-M5")


def test_buildings_do_not_touch() -> None:
    """「所有《狗舍》與《貓舍》的統稱。相連彩色格為同一建筑。」 (R-M9): a building is the connected cells of one kind,
    so two buildings must not touch; every building cell names its building."""
    merged = edit(raw(), 11, 13, kind="狗舍", building="狗舍X")
    assert "the buildings 狗舍2, 狗舍X touch" in one(problems(merged), "R-M9", "狗舍X")
    dog_cat = edit(raw(), 12, 13, kind="狗舍", building="狗舍X")
    assert "《狗舍》 狗舍X (12,13) touches 《貓舍》 貓舍右上" in one(problems(dog_cat), "R-M9", "touches")
    unnamed = edit(raw(), 2, 13, building=None)
    assert "(2,13)《狗舍》 has no building name" in one(problems(unnamed), "no building name")
    misnamed = edit(raw(), 5, 13, building="狗舍1")
    assert "(5,13)《野外》 has a building name (狗舍1)" in one(problems(misnamed), "R-M9", "(5,13)")
    mixed = edit(raw(), 9, 13, building="狗舍1")
    assert "the buildings 狗舍1, 狗舍2 touch: their cells (9,13) (10,13) are linked" in one(problems(mixed), "touch")
    split = edit(edit(raw(), 9, 13, building="狗舍1"), 10, 13, building="狗舍1")
    assert "the cells of the building 狗舍1 are not all connected" in one(problems(split), "not all connected")


def test_each_kennel_strictly_nearest_its_own_surname_cell() -> None:
    """「為地圖上的每個《狗舍》分配距離其最近的姓氏。」 「令每名角色的與其姓氏相同的《狗舍》持股+3。」 (R-M10): each
    《狗舍》 has one strictly nearest 《姓氏》, no two share one, and every 《姓氏》 has its 《狗舍》."""
    tie = edit(raw(), 8, 13, kind="姓氏")
    assert "狗舍2 (9,13) (10,13) is equally near the 《姓氏》 cells (8,13) (11,13) (distance 1)" in one(
        problems(tie), "R-M10")
    shared = wild(raw(), (1, 13))
    message = one(problems(shared), "R-M10")
    assert "狗舍1 (2,13) (3,13) and 《狗舍》 狗舍8 (0,10) (0,11) are both nearest to the 《姓氏》 (0,12)" in message
    lonely = wild(raw(), (2, 13), (3, 13))
    assert "no 《狗舍》 is nearest to the 《姓氏》 (1,13)" in one(problems(lonely), "R-M10")


def test_top_right_and_bottom_left_catteries_need_different_nearest_kennels() -> None:
    """「右上、左下兩個《貓舍》中，距離其最近的《狗舍》在百家姓排名靠前的《貓舍》分配姓氏“關”、另一《貓舍》分配姓氏“張”。」
    (R-M11): if both had the same nearest 《狗舍》 the rule could not tell them apart; such a map is refused."""
    kennels = [p for b in default_board().buildings_of(Kind.GOUSHE) if b.name != "狗舍2" for p in b.cells]
    message = one(problems(wild(raw(), *kennels)), "R-M11")
    assert "the 右上 and the 左下 《貓舍》 are both nearest to 《狗舍》 狗舍2" in message


def test_every_cell_has_a_default_heading_along_a_road() -> None:
    """「所有角色的初始位置為與其姓氏相同的《姓氏》格。」 — R-M8: a character put on a cell takes its default heading,
    which must lead along a road."""
    unset = edit(raw(), 1, 13, heading=None)
    assert "(1,13)《姓氏》 has no default heading" in one(problems(unset), "R-M8")
    off_road = edit(raw(), 1, 13, heading="北")
    assert "the default heading 北 of (1,13)《姓氏》 leads off the roads (its roads: 東 西)" in one(problems(off_road), "R-M8")


# ---- the file ---------------------------------------------------------------------------------------------------


def test_malformed_map_file_lists_every_bad_entry() -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 — a host's own map is read with clear errors, all at once."""
    data = raw()
    add(data, 20, 20, "草地")
    add(data, 21, 20, "野外", heading="上")
    data["cells"].append({"x": "1", "y": 2, "kind": "野外"})
    data["cells"].append({"x": 0, "y": 13, "kind": "野外", "colour": "red"})
    add(data, 5, 13, "野外")
    with pytest.raises(MapError) as caught:
        Board.from_dict(data)
    found = caught.value.problems
    assert len(found) == 5
    assert "cells[77]: unknown kind '草地'" in found[0]
    assert "cells[78]: heading must be one of 東 西 南 北 (got '上')" in found[1]
    assert "cells[79]: x and y must be integers" in found[2]
    assert "cells[80]: unknown field(s) colour" in found[3]
    assert "cells[81]: a second cell at (5,13)" in found[4]
    with pytest.raises(MapError, match="a map is a mapping with a list `cells`"):
        Board.from_dict([1, 2])


def test_load_reads_yaml_or_json_and_reports_unreadable_files(tmp_path: Path) -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 — a host loads their own map file (YAML or JSON)."""
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(raw(), ensure_ascii=False), encoding="utf-8")
    assert Board.load(path).cells == default_board().cells
    with pytest.raises(MapError, match="cannot read the map file"):
        Board.load(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("cells: [", encoding="utf-8")
    with pytest.raises(MapError, match="cannot read the map file"):
        Board.load(bad)


# ---- distance, vision, areas ------------------------------------------------------------------------------------


def test_distance_is_the_manhattan_distance_across_the_grid() -> None:
    """「一名角色到另一名角色的距離為兩名角色X坐標之差+兩名角色Y坐標之差。」 (M-s1, R-M1): absolute differences,
    measured straight across the grid, not along the roads."""
    board = default_board()
    assert board.distance((0, 13), (14, 1)) == 26
    assert board.distance((14, 1), (0, 13)) == 26
    assert board.distance((0, 7), (14, 7)) == 14  # 14 along the central row, 26 round the loop
    assert board.distance((4, 14), (10, 0)) == 20  # 監獄 to 醫院
    assert board.distance((3, 3), (3, 3)) == 0


def test_vision_and_missile_area() -> None:
    """「若A到B的距離(不大于/大于)A的視野範圍，則稱B在A的視野範圍(內/外)。」 「所有角色的默認視野范圍為3*已陣亡角色數+5。」
    「對視野范圍內任一點使用。以目標為中心，3*3區域」 (R-M13, R-M14)."""
    board = default_board()
    seen = board.within((7, 7), 5)
    assert all(board.distance((7, 7), c.pos) <= 5 for c in seen)
    assert {c.pos for c in board.cells} - {c.pos for c in seen} == {
        c.pos for c in board.cells if board.distance((7, 7), c.pos) > 5}
    assert len(board.within((7, 7), 5)) == 21  # the whole cross, nothing of the loop
    assert [c.pos for c in board.area((14, 14))] == [(13, 13), (14, 13)]  # a point off the map: its 3×3 still counts
    assert len(board.area((3, 4))) == 0


# ---- movement ---------------------------------------------------------------------------------------------------


def arrivals(board: Board) -> list[tuple[tuple[int, int], Direction]]:
    """Every (cell, heading) a walker can arrive with: it came from the linked cell behind it."""
    return [(c.pos, d) for c in board.cells if c.kind not in {Kind.YIYUAN, Kind.JIANYU}
            for d, q in board.links(c.pos).items() if not board.is_spur(q) for d in [d.reverse]]


def test_forks_offer_every_road_but_the_way_back() -> None:
    """「①經過或停留在岔路時，隨機轉向（《醫院》或《監獄》前的《傳送》不是岔路）。」 (R-M3, R-M4): the candidates are
    every road except the one behind and except a spur; a fork is a cell with two or more candidates."""
    board = default_board()
    assert board.candidates((7, 7), E) == [E, S, N]
    assert board.candidates((7, 13), E) == [E, S]
    assert board.candidates((7, 1), S) == [E, W]
    for position, heading in arrivals(board):
        options = board.candidates(position, heading)
        assert heading.reverse not in options
        assert not any(board.is_spur(d.of(position)) for d in options)
        assert (len(options) >= 2) == (position in board.forks), (position, heading, options)
    assert board.candidates((4, 13), E) == [E] and board.candidates((10, 1), W) == [W]  # not forks
    assert not board.is_fork((4, 13)) and len(board.links((4, 13))) == 3


def test_turn_is_made_on_entering_a_fork_and_kept_when_stopping_there() -> None:
    """「①經過或停留在岔路時，隨機轉向」 「一名角色因經過或停留在岔路隨機轉向時，若其轉向區有本次可能轉向方向包含的記錄，改為轉向至這些記錄中最早的一條記錄」
    (R-M4): entering a fork the walker turns among the candidates (the chooser gets exactly them); a walker that
    stopped there leaves the way it turned."""
    board = default_board()
    offered: list[tuple[Direction, ...]] = []

    def choose(options: Any) -> Direction:
        offered.append(tuple(options))
        return N

    arrived = board.step((6, 7), E, choose)
    assert (arrived.position, arrived.heading, arrived.options) == ((7, 7), N, (E, S, N))
    assert offered == [(E, S, N)]
    leave = board.step(arrived.position, arrived.heading, choose)
    assert (leave.position, leave.heading) == ((7, 8), N) and len(offered) == 1  # no second turn
    with pytest.raises(MapError, match="is a fork: a turn among 東 南 北 must be chosen"):
        board.step((6, 7), E)
    with pytest.raises(MapError, match="turn 西 at \\(7,7\\) is not one of 東 南 北"):
        board.step((6, 7), E, lambda options: W)


def test_random_walks_never_turn_back_nor_enter_a_spur() -> None:
    """「令本階段投擲數-1，投擲一枚6面骰子，按點數前進對應格並執行停留格的事件。」 「①經過或停留在岔路時，隨機轉向」:
    long random walks from every 《姓氏》 cell never reverse, never step into the 醫院/監獄, and corners need no choice."""
    board = default_board()
    rng = random.Random(2026)
    for start in board.of_kind(Kind.XINGSHI):
        position, heading = start.pos, start.heading or E
        for _ in range(1500):
            s = board.step(position, heading, rng.choice)
            moved = next(d for d, q in board.links(position).items() if q == s.position)
            assert moved != heading.reverse
            assert not board.is_spur(s.position)
            assert bool(s.options) == (s.position in board.forks)
            position, heading = s.position, s.heading


def test_throw_moves_that_many_cells_round_corners() -> None:
    """「按點數前進對應格」 (R-M3, R-M6): a throw of 6 from 趙's start passes five cells and stops on the sixth;
    corners turn by themselves."""
    board = default_board()
    path = board.walk((0, 11), N, 6, choose=lambda options: options[0])
    assert [s.position for s in path] == [(0, 12), (0, 13), (1, 13), (2, 13), (3, 13), (4, 13)]
    assert path[-1].heading == E


def test_leaving_the_hospital_and_the_prison() -> None:
    """「出獄時傳送至《監獄》。因【停留】指令等停留時無效果。」 「出院時傳送至《醫院》。」 (R-M5): the spur is left onto
    the 《傳送》 in front, which is not a fork: the walker takes the spur's exit heading and goes on along the loop."""
    board = default_board()
    out = board.walk((4, 14), board.cell((4, 14)).heading or S, 2)
    assert [(s.position, s.heading) for s in out] == [((4, 13), E), ((5, 13), E)]
    out = board.walk((10, 0), board.cell((10, 0)).heading or N, 2)
    assert [(s.position, s.heading) for s in out] == [((10, 1), W), ((9, 1), W)]
    passing = board.walk((3, 13), E, 2)  # walking past the 《傳送》 never turns into the 《監獄》
    assert [s.position for s in passing] == [(4, 13), (5, 13)]


def test_teleport_keeps_the_heading_where_it_can() -> None:
    """「選擇一項：傳送至另一《傳送》（含被指令替換的《傳送》）；檢索一張動物牌。」 「出院時傳送至《醫院》。」 (R-M7): a
    teleport passes nothing and turns nowhere; the walker keeps its heading if a road leads on that way, else takes
    the destination's default heading; put on a spur, it faces the 《傳送》 in front."""
    board = default_board()
    assert (board.teleport((4, 7), W).position, board.teleport((4, 7), W).heading) == ((4, 7), W)
    assert board.teleport((4, 13), S).heading == E  # the top row's default heading
    assert board.teleport((10, 1), N).heading == W
    assert board.teleport((10, 0), E).heading == N  # 出院: facing its 《傳送》
    assert board.teleport((4, 14), W).heading == S


# ---- 起始配置 ---------------------------------------------------------------------------------------------------


def test_surnames_go_to_the_surname_cells_in_the_drawn_order() -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 — the game draws the order from its seeded RNG; the board puts
    the i-th surname on the i-th 《姓氏》 cell in reading order (north to south, west to east)."""
    board = default_board()
    order = ["孫", "趙", "王", "錢", "鄭", "李", "吳", "周"]
    placed = assign_surnames(board, order)
    assert list(placed) == [(1, 13), (11, 13), (0, 12), (14, 11), (0, 3), (14, 2), (3, 1), (13, 1)]
    assert list(placed.values()) == order
    with pytest.raises(ConfigError, match="must list each of 趙 錢 孫 李 周 吳 鄭 王 once"):
        assign_surnames(board, [*order[:7], "孫"])
    with pytest.raises(ConfigError, match="'劉' is not one of the 8 surnames"):
        assign_surnames(board, [*order[:7], "劉"])


def test_each_surname_owns_the_kennel_next_to_its_cell() -> None:
    """「為地圖上的每個《狗舍》分配距離其最近的姓氏。」 「令每名角色的與其姓氏相同的《狗舍》持股+3。」 — on the
    product map, whatever the draw, every surname owns exactly one 《狗舍》: the one beside its 《姓氏》 cell."""
    board = default_board()
    for order in itertools.islice(itertools.permutations(SURNAMES), 0, 40320, 997):
        placed = assign_surnames(board, order)
        owners = kennel_surnames(board, placed)
        assert sorted(owners.values(), key=SURNAMES.index) == list(SURNAMES)
        for kennel, surname in owners.items():
            cell = next(p for p, s in placed.items() if s == surname)
            assert kennel.distance(cell) == 1


def test_kennel_tie_goes_to_the_surname_first_in_baijiaxing() -> None:
    """「為地圖上的每個《狗舍》分配距離其最近的姓氏。」 — R-M10: on a map with a tie (refused by the validator but
    playable), the surname ranking first in 百家姓 (趙 錢 孫 李 周 吳 鄭 王) takes the 《狗舍》."""
    tied = Board.from_dict({"cells": [
        {"x": 0, "y": 0, "kind": "姓氏"}, {"x": 1, "y": 0, "kind": "狗舍"}, {"x": 2, "y": 0, "kind": "狗舍"},
        {"x": 3, "y": 0, "kind": "姓氏"}]})
    (kennel,) = tied.buildings
    assert kennel_surnames(tied, {(0, 0): "王", (3, 0): "李"}) == {kennel: "李"}
    assert kennel_surnames(tied, {(0, 0): "李", (3, 0): "王"}) == {kennel: "李"}
    assert any("equally near" in p for p in validate(tied))
    with pytest.raises(ConfigError, match="no surname has been placed"):
        kennel_surnames(tied, {})


def test_catteries_liu_guan_zhang() -> None:
    """「為地圖中心的《貓舍》分配姓氏“劉”；右上、左下兩個《貓舍》中，距離其最近的《狗舍》在百家姓排名靠前的《貓舍》分配姓氏“關”、另一《貓舍》分配姓氏“張”。」
    (R-M11): the centre one is always 劉; 關 goes to the corner 《貓舍》 whose nearest 《狗舍》's surname ranks first."""
    board = default_board()
    rng = random.Random(11)
    catteries = {b.name: b for b in board.buildings_of(Kind.MAOSHE)}
    guan_top_right = 0
    for _ in range(60):
        order = list(SURNAMES)
        rng.shuffle(order)
        placed = assign_surnames(board, order)
        names = cattery_surnames(board, kennel_surnames(board, placed))
        assert names[catteries["貓舍中"]] == "劉"
        # the nearest 《狗舍》 of 右上 is the one beside (14,11); that of 左下 the one beside (0,3)
        top_right_first = SURNAMES.index(placed[(14, 11)]) < SURNAMES.index(placed[(0, 3)])
        assert names[catteries["貓舍右上"]] == ("關" if top_right_first else "張")
        assert names[catteries["貓舍左下"]] == ("張" if top_right_first else "關")
        guan_top_right += top_right_first
    assert 0 < guan_top_right < 60


def small_catteries(*kennels: tuple[int, int]) -> Board:
    """A 5×5 sketch (not a playable map): 貓舍 at the centre (2,2), top right (4,4), bottom left (0,0)."""
    cells = [{"x": x, "y": y, "kind": "貓舍"} for x, y in ((2, 2), (4, 4), (0, 0))]
    return Board.from_dict({"cells": cells + [{"x": x, "y": y, "kind": "狗舍"} for x, y in kennels]})


def test_cattery_nearest_kennel_ties() -> None:
    """「距離其最近的《狗舍》在百家姓排名靠前的《貓舍》分配姓氏“關”」 — R-M11: a 《貓舍》 equally near two 《狗舍》 counts
    the better-ranked surname; if both corner 《貓舍》 share their nearest 《狗舍》, the 右上 one is 關."""
    board = small_catteries((4, 1), (1, 4), (1, 0))
    kennel = {b.cells[0]: b for b in board.buildings_of(Kind.GOUSHE)}
    cat = {b.cells[0]: b for b in board.buildings_of(Kind.MAOSHE)}
    names = cattery_surnames(board, {kennel[(4, 1)]: "王", kennel[(1, 4)]: "趙", kennel[(1, 0)]: "錢"})
    assert (names[cat[(2, 2)]], names[cat[(4, 4)]], names[cat[(0, 0)]]) == ("劉", "關", "張")
    names = cattery_surnames(board, {kennel[(4, 1)]: "王", kennel[(1, 4)]: "鄭", kennel[(1, 0)]: "錢"})
    assert (names[cat[(4, 4)]], names[cat[(0, 0)]]) == ("張", "關")
    lone = small_catteries((2, 0))
    (only,) = lone.buildings_of(Kind.GOUSHE)
    names = cattery_surnames(lone, {only: "吳"})
    assert set(names.values()) == {"劉", "關", "張"}
    assert names[next(b for b in lone.buildings if b.cells == ((4, 4),))] == "關"
    with pytest.raises(MapError, match="the map has no 《貓舍》 右上"):
        cattery_surnames(Board.from_dict({"cells": [{"x": 0, "y": 0, "kind": "貓舍"}]}), {only: "吳"})


def test_characters_start_on_their_surname_cell() -> None:
    """「所有角色的初始位置為與其姓氏相同的《姓氏》格。」 (R-M8): with the cell's default heading, clockwise."""
    board = default_board()
    starts = start_positions(board, assign_surnames(board, list(SURNAMES)))
    assert starts == {"趙": ((1, 13), E), "錢": ((11, 13), E), "孫": ((0, 12), N), "李": ((14, 11), S),
                      "周": ((0, 3), N), "吳": ((14, 2), S), "鄭": ((3, 1), W), "王": ((13, 1), W)}


# ---- pictures ---------------------------------------------------------------------------------------------------


def test_svg_draws_every_cell_with_its_kind() -> None:
    """「所有《狗舍》與《貓舍》的統稱。相連彩色格為同一建筑。」 — the picture colours each cell by kind, labels it with
    the book's name, outlines the buildings, and has axes and a legend; docs/fuweng_map.svg is the current one."""
    board = default_board()
    drawing = svg(board)
    root = ET.fromstring(drawing)
    cells = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "cell"]
    assert sorted((int(g.get("data-x", "")), int(g.get("data-y", ""))) for g in cells) == sorted(
        c.pos for c in board.cells)
    for g in cells:
        labels = [t.text for t in g.iter("{http://www.w3.org/2000/svg}text")]
        assert g.get("data-kind") in labels
    assert drawing.count('class="building"') > 0
    assert all(f"{kind} ×" in drawing for kind in Kind)
    assert "X → 東" in drawing
    assert (ROOT / "docs" / "fuweng_map.svg").read_text(encoding="utf-8") == drawing


def test_text_map_for_the_terminal() -> None:
    """「一名角色到另一名角色的距離為兩名角色X坐標之差+兩名角色Y坐標之差。」 — the terminal picture puts every cell at
    its X/Y (north at the top) and shows marks (characters, NPCs) instead of the kind."""
    board = default_board()
    rows = text_map(board, {(1, 13): "趙", (7, 7): "財神"}, chars=1).splitlines()
    assert rows[0].split() == [str(x % 10) for x in range(15)]
    assert text_map(board).splitlines()[0].split() == [str(x) for x in range(15)]
    # one CJK character fills two terminal columns: pad it so that string index = column
    grid = {int(r[:3]): "".join(ch + "\0" if ord(ch) > 0x2E80 else ch for ch in r[4:]) for r in rows[1:]}
    for c in board.cells:
        label = grid[c.y][2 * c.x: 2 * c.x + 2].replace("\0", "")
        expected = {(1, 13): "趙", (7, 7): "財"}.get(c.pos, c.kind[0])
        assert label == expected, (c.pos, label)
    wide = text_map(board).splitlines()
    assert wide[2].startswith(" 13 野外姓氏狗舍狗舍傳送")


def test_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """「將這8個姓氏隨機分配至地圖上的8個《姓氏》格。」 — `python -m daoyan.games.fuweng.render_map [MAP]` draws a map."""
    assert main([]) == 0
    assert capsys.readouterr().out == svg(default_board())
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(edit(raw(), 5, 13, kind="摸牌"), allow_unicode=True), encoding="utf-8")
    assert main(["--text", "--chars", "1", str(path)]) == 0
    assert " 13 野姓狗狗傳摸" in capsys.readouterr().out


def test_the_plain_names_of_the_kinds_and_categories_are_their_members() -> None:
    """The hot paths compare with module-level names (`board.YEWAI`, `cards.ANIMAL`), unpacked from the enums in
    order: each name must be the member of the same name (a member added or moved would shift them)."""
    from daoyan.games.fuweng import board, cards

    for module, enums in ((board, [board.Kind]), (cards, [cards.Category, cards.SubCategory])):
        for enum in enums:
            for member in enum:
                assert getattr(module, member.name) is member, (module.__name__, member.name)
