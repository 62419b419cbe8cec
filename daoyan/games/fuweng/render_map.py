"""Pictures of a 三國殺×大富翁 map: an SVG drawing (`svg`) and a terminal grid (`text_map`).

    python -m daoyan.games.fuweng.render_map [MAP] > docs/fuweng_map.svg
    python -m daoyan.games.fuweng.render_map --text [MAP]

>>> print(text_map(default_board(), {(1, 13): "趙"}, chars=1).splitlines()[2])
 13 野趙狗狗傳野機野摸狗狗姓野貓貓
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from html import escape

from .board import DEFAULT_MAP, SPUR_KINDS, Board, Building, Direction, Kind, Point, default_board

COLOURS: Mapping[Kind, str] = {
    Kind.YEWAI: "#cfe8b8", Kind.DAZHAO: "#f6b8b8", Kind.ZHUANGBEI: "#f9d3a5", Kind.CHUANSONG: "#b9d7f5",
    Kind.GOUSHE: "#e7b36a", Kind.XINGSHI: "#f4e27a", Kind.JIHUI: "#d7b8f0", Kind.MOPAI: "#bfe6e6",
    Kind.GUSHI: "#9fd0a6", Kind.YINHANG: "#e8d48a", Kind.ZHILING: "#c9c9f2", Kind.MAOSHE: "#f0a0c8",
    Kind.DUIHUAN: "#d5e5a5", Kind.JIUZHU: "#ffd0d0", Kind.ZHUANPAN: "#ffe3b0", Kind.FAYUAN: "#c8c0b0",
    Kind.JIANYU: "#8a8a8a", Kind.LINGYANG: "#e0c8a8", Kind.YIYUAN: "#ffffff",
}
UNIT = 48  # pixels per grid step
MARGIN = 40
LEGEND_WIDTH = 190
FONT = "'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Source Han Sans', 'Microsoft JhengHei', sans-serif"
Place = Callable[[Point], tuple[int, int]]
ARROW: Mapping[Direction, str] = {Direction.EAST: "→", Direction.WEST: "←", Direction.SOUTH: "↓", Direction.NORTH: "↑"}


def svg(board: Board, label: Callable[[Kind], str] = str, lang: str = "zh") -> str:
    """The map as an SVG document: cells coloured by kind and labelled with the kind's name, the links, the
    forks (ringed), the default headings (arrows), building outlines, the spurs, X/Y axes and a legend — its words
    in `lang` (the cells' names by `label`).

    >>> drawing = svg(default_board())
    >>> drawing.startswith("<svg") and drawing.count('class="cell"') == 77
    True"""
    x0, y0, x1, y1 = board.bounds
    width = (x1 - x0 + 1) * UNIT + 2 * MARGIN + LEGEND_WIDTH
    height = (y1 - y0 + 1) * UNIT + 2 * MARGIN + 20

    def corner(p: Point) -> tuple[int, int]:  # top-left pixel of a cell; Y grows north, so rows are flipped
        return (MARGIN + (p[0] - x0) * UNIT, MARGIN + (y1 - p[1]) * UNIT)

    def middle(p: Point) -> tuple[int, int]:
        cx, cy = corner(p)
        return (cx + UNIT // 2, cy + UNIT // 2)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="{escape(FONT)}">',
           f"<title>{escape(_name(board, lang))} — {TITLES['zh' if lang == 'zh' else 'en']}</title>",
           '<rect width="100%" height="100%" fill="#fbfaf6"/>']
    out += _axes(board, corner, lang)
    for c in board.cells:  # links under the cells
        for q in board.links(c.pos).values():
            if q > c.pos:
                (ax, ay), (bx, by) = middle(c.pos), middle(q)
                dash = ' stroke-dasharray="4 3"' if board.is_spur(q) or board.is_spur(c.pos) else ""
                out.append(f'<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="#7a7060" stroke-width="6"{dash}/>')
    for c in board.cells:
        px, py = corner(c.pos)
        stroke = ' stroke="#333" stroke-width="2"' if c.kind in SPUR_KINDS else ' stroke="#9a9080" stroke-width="1"'
        building = f' data-building="{escape(c.building)}"' if c.building else ""  # the web app marks its controller
        # data-term: the glossary's entry of the kind (issue 25: the page opens the book's text of a tapped cell)
        out.append(f'<g class="cell" data-x="{c.x}" data-y="{c.y}" data-kind="{c.kind}" data-term="{c.kind}"{building}>'
                   f'<rect x="{px + 3}" y="{py + 3}" width="{UNIT - 6}" height="{UNIT - 6}" rx="5" '
                   f'fill="{COLOURS[c.kind]}"{stroke}/>'
                   f'<text x="{px + UNIT // 2}" y="{py + UNIT // 2 + 2}" font-size="15" text-anchor="middle" '
                   f'fill="{"#fff" if c.kind == Kind.JIANYU else "#222"}">{escape(label(c.kind))}</text>'
                   f'<text x="{px + UNIT - 6}" y="{py + UNIT - 6}" font-size="10" text-anchor="end" '
                   f'fill="#555">{ARROW[c.heading] if c.heading else ""}</text></g>')
        if board.is_fork(c.pos):
            out.append(f'<rect x="{px + 1}" y="{py + 1}" width="{UNIT - 2}" height="{UNIT - 2}" rx="7" fill="none" '
                       'stroke="#c0392b" stroke-width="2" stroke-dasharray="5 3"/>')
    for b in board.buildings:
        out += _outline(b, corner)
    out += _legend(board, MARGIN + (x1 - x0 + 1) * UNIT + 20, label, lang)
    out.append("</svg>")
    return "\n".join(out) + "\n"


TITLES = {"zh": "三國殺×大富翁", "en": "Sanguosha × Richman"}


def _name(board: Board, lang: str) -> str:
    return "Default map" if lang != "zh" and board.name == "默認地圖" else board.name


def _axes(board: Board, place: Place, lang: str = "zh") -> list[str]:
    x0, y0, x1, y1 = board.bounds
    out = []
    for x in range(x0, x1 + 1):
        px, _ = place((x, y0))
        out.append(f'<text x="{px + UNIT // 2}" y="{MARGIN + (y1 - y0 + 1) * UNIT + 16}" font-size="11" '
                   f'text-anchor="middle" fill="#666">{x}</text>')
    for y in range(y0, y1 + 1):
        _, py = place((x0, y))
        out.append(f'<text x="{MARGIN - 8}" y="{py + UNIT // 2 + 4}" font-size="11" text-anchor="end" '
                   f'fill="#666">{y}</text>')
    bottom = MARGIN + (y1 - y0 + 1) * UNIT + 34
    axes = "X → 東 · Y ↑ 北 · 距離 = |ΔX| + |ΔY|" if lang == "zh" else "X → east · Y ↑ north · distance = |ΔX| + |ΔY|"
    size = (f"（{len(board.cells)} 格，{board.size[0]}×{board.size[1]}）" if lang == "zh"
            else f" ({len(board.cells)} cells, {board.size[0]}×{board.size[1]})")
    out.append(f'<text x="{MARGIN}" y="{bottom}" font-size="12" fill="#444">{axes}</text>')
    out.append(f'<text x="{MARGIN}" y="{MARGIN - 14}" font-size="16" fill="#222">{escape(_name(board, lang))}'
               f"{size}</text>")
    return out


def _outline(b: Building, place: Place) -> list[str]:
    """The building's outer edges: every cell side that does not face another cell of the same building."""
    colour = "#8a4f00" if b.kind == Kind.GOUSHE else "#a0246a"
    out = []
    for p in b.cells:
        px, py = place(p)
        sides = {Direction.NORTH: (px, py, px + UNIT, py), Direction.SOUTH: (px, py + UNIT, px + UNIT, py + UNIT),
                 Direction.WEST: (px, py, px, py + UNIT), Direction.EAST: (px + UNIT, py, px + UNIT, py + UNIT)}
        for d, (ax, ay, bx, by) in sides.items():
            if d.of(p) not in b.cells:
                out.append(f'<line class="building" x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="{colour}" '
                           'stroke-width="3" stroke-linecap="square"/>')
    return out


LEGEND_NOTES = {
    "zh": ("虛線框：岔路", "粗框：《狗舍》建筑", "粗框：《貓舍》建筑", "虛線連接：醫院/監獄支路", "箭頭：默認朝向"),
    "en": ("dashed frame: fork", "thick frame: a Kennel building", "thick frame: a Cattery building",
           "dashed link: hospital/prison spur", "arrow: default heading"),
}


def _legend(board: Board, left: int, label: Callable[[Kind], str] = str, lang: str = "zh") -> list[str]:
    counts = board.counts()
    head = "圖例 (格數)" if lang == "zh" else "Legend (cells)"
    out = [f'<text x="{left}" y="{MARGIN}" font-size="14" fill="#222">{head}</text>']
    y = MARGIN + 12
    for kind in Kind:  # a row names its kind's glossary entry (data-term; the page opens it on a tap: ⓘ)
        out.append(f'<g class="legend-row" data-term="{kind}" tabindex="0" role="button" style="cursor: help">'
                   f'<rect x="{left}" y="{y}" width="18" height="18" rx="3" fill="{COLOURS[kind]}" stroke="#9a9080"/>'
                   f'<text x="{left + 26}" y="{y + 14}" font-size="13" fill="#222">'
                   f'{escape(label(kind))} ×{counts[kind]} <tspan fill="#2c3e50">ⓘ</tspan></text></g>')
        y += 24
    colours = ("#c0392b", "#8a4f00", "#a0246a", "#7a7060", "#555")
    for colour, text in zip(colours, LEGEND_NOTES["zh" if lang == "zh" else "en"], strict=True):
        y += 4
        out.append(f'<text x="{left}" y="{y + 14}" font-size="12" fill="{colour}">{text}</text>')
        y += 18
    return out


def _width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def _pad(s: str, width: int) -> str:
    while _width(s) > width:
        s = s[:-1]
    return s + " " * (width - _width(s))


def text_map(board: Board, marks: Mapping[Point, str] | None = None, chars: int = 2,
             label: Callable[[Kind], str] | None = None) -> str:
    """The map as text for a terminal: one row per Y (north at the top), `chars` CJK characters per cell (the
    kind's name, or its first character; `label` gives another name, e.g. in English, cut to the cell's width);
    `marks` replaces a cell's label (a character's surname, an NPC …). Empty grid points are blank; X is labelled
    on the top line, Y on the left.

    >>> print(text_map(default_board(), chars=2).splitlines()[8])
      7 銀行野外大招野外傳送野外貓舍貓舍貓舍野外傳送野外大招野外股市
    >>> print(text_map(default_board(), label=lambda kind: kind.name[:3]).splitlines()[8])
      7 YIN YEW DAZ YEW CHU YEW MAO MAO MAO YEW CHU YEW DAZ YEW GUS"""
    marks = marks or {}
    name = label or (lambda kind: kind[:chars])
    x0, y0, x1, y1 = board.bounds
    width = 2 * chars
    header = "    " + "".join(_pad(str(x) if len(str(x)) < width else str(x % 10), width) for x in range(x0, x1 + 1))
    rows = [header.rstrip()]
    for y in range(y1, y0 - 1, -1):
        line = []
        for x in range(x0, x1 + 1):
            shown = marks.get((x, y)) or (name(board.cell((x, y)).kind) if (x, y) in board else "")
            line.append(_pad(shown, width))
        rows.append(f"{y:3d} " + "".join(line).rstrip())
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m daoyan.games.fuweng.render_map",
                                     description="Draw a 三國殺×大富翁 map (SVG on stdout, or --text).")
    parser.add_argument("map", nargs="?", default=str(DEFAULT_MAP), help="map file (default: the product's map)")
    parser.add_argument("--text", action="store_true", help="print the terminal grid instead of SVG")
    parser.add_argument("--chars", type=int, choices=(1, 2), default=2, help="CJK characters per cell (--text)")
    args = parser.parse_args(argv)
    board = default_board() if args.map == str(DEFAULT_MAP) else Board.load(args.map)
    sys.stdout.write(text_map(board, chars=args.chars) + "\n" if args.text else svg(board))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
