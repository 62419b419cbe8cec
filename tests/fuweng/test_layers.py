"""The rule modules of 三國殺×大富翁 form no import circle (issue 23: 「let the eight-file import circle in fuweng (flow,
combat, equipment, tiles, tricks, commands, play, chance_events) fall apart while you do: rules emit events, skills
listen」; docs/architecture.md gives the order). Imports inside functions count too: a lazy import is a circle hidden."""

from __future__ import annotations

import ast
from pathlib import Path

from daoyan.games import fuweng

PACKAGE = Path(fuweng.__file__).parent
#: the order docs/architecture.md gives, lowest first (each may import only modules before it)
LAYERS = ["basic", "equipment", "combat", "tricks", "commands", "chance_events", "tiles", "moves", "play", "flow"]


def imports() -> dict[str, set[str]]:
    """Each module of the package → the sibling modules it imports (anywhere in it)."""
    mods = {p.stem for p in PACKAGE.glob("*.py")}
    out: dict[str, set[str]] = {}
    for m in mods:
        tree = ast.parse((PACKAGE / f"{m}.py").read_text(encoding="utf-8"))
        got: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
                got |= {n for n in names if n in mods}
        out[m] = got
    return out


def test_the_rule_modules_import_downward_only() -> None:
    graph = imports()
    for i, m in enumerate(LAYERS):
        above = set(LAYERS[i + 1:])
        assert not graph[m] & above, f"{m} imports {sorted(graph[m] & above)}, which sit above it"


def test_no_module_of_the_package_is_in_an_import_circle() -> None:
    graph = imports()
    seen: dict[str, int] = {}  # 1: on the path, 2: done

    def visit(m: str, path: list[str]) -> None:
        seen[m] = 1
        for n in sorted(graph[m]):
            assert seen.get(n) != 1, f"import circle: {' → '.join([*path[path.index(n):], n])}"
            if n not in seen:
                visit(n, [*path, n])
        seen[m] = 2

    for m in sorted(graph):
        if m not in seen:
            visit(m, [m])
