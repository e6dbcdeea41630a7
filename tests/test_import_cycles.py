"""Imports flow one way (style rule; issue #13 for the kernel's core): no package of the engine
has modules that import each other, counting imports inside functions, which only hide a
cycle from Python, not from a reader. Imports under ``if TYPE_CHECKING:`` are for annotations
and do not count."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
PACKAGES = ("kernel", "cli", "net", "plugins/dungeon_raiders", "plugins/four_souls",
            "plugins/munchkin")


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def import_graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (anywhere in its code)."""
    folder = ROOT / package
    modules = {p.stem for p in folder.glob("*.py")}
    dotted = "deckwright." + package.replace("/", ".") + "."
    graph: dict[str, set[str]] = defaultdict(set)
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = {id(n) for node in ast.walk(tree) if _type_checking_only(node)
                   for n in ast.walk(node)}
        for node in ast.walk(tree):
            if id(node) in skipped or not isinstance(node, ast.ImportFrom):
                continue
            if node.level == 1:
                names = [node.module] if node.module else [a.name for a in node.names]
            elif node.level == 0 and node.module and node.module.startswith(dotted):
                names = [node.module[len(dotted):]]
            else:
                continue
            graph[path.stem].update(n.split(".")[0] for n in names if n.split(".")[0] in modules)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that reach each other (strongly connected, more than one)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_cycle_hidden_in_a_function() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycles(package: str) -> None:
    assert cycles(import_graph(package)) == []
