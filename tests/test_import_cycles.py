"""Imports flow one way (issue #30; style rule): no module of the engine imports another that
imports it back, counting imports inside functions (which hide a cycle from Python, not from a
reader) and imports under ``if TYPE_CHECKING:`` (which hide it from the run, not from the
design: a helper that needs part of the game takes a Protocol of that part, not ``Game``).
And the layers: the kernel imports no tool, command, server or game; a game imports no other
game; the tools import no command."""

from __future__ import annotations

import ast
import functools
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
# the folders that install as deckwright.<folder> (pyproject's package-dir)
PACKAGES = ("kernel", "tools", "cli", "net", "plugins")


def _modules() -> dict[str, Path]:
    """Every module of the engine by its dotted name without ``deckwright.``."""
    found: dict[str, Path] = {}
    for top in PACKAGES:
        for path in (ROOT / top).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the engine modules it imports anywhere in its code, TYPE_CHECKING included."""
    graph: dict[str, set[str]] = defaultdict(set)
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                elif node.module and node.module.startswith("deckwright."):
                    target = node.module.removeprefix("deckwright.")
                else:
                    continue
                wanted = [target] + [f"{target}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                wanted = [a.name.removeprefix("deckwright.") for a in node.names
                          if a.name.startswith("deckwright.")]
            else:
                continue
            for each in wanted:
                while each and each not in modules:  # a name inside a module: the module
                    each = each.rpartition(".")[0]
                if each and each != name:
                    graph[name].add(each)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that reach each other (strongly connected, more than one)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


@functools.cache
def engine_graph() -> dict[str, set[str]]:
    """The engine's import graph, parsed once, when a test first asks (not while each xdist
    worker collects the suite: 1.5 s of CPU a process)."""
    return import_graph(_modules())


def _layer(module: str) -> str:
    """``kernel``, ``tools``, ``cli``, ``net`` or ``plugins.<game>``."""
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "plugins" and len(parts) > 1 else parts[0]


def test_the_cycle_finder_finds_a_cycle_hidden_in_a_function() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_counts_type_checking_imports() -> None:
    # kernel/sets/aihints.py once reached the library only under TYPE_CHECKING
    assert "kernel.sets.cardstats" in engine_graph()["kernel.sets.aihints"]
    assert "kernel.errors" in engine_graph()["kernel.game"]


def test_no_import_cycles_anywhere_type_checking_included() -> None:
    assert cycles(engine_graph()) == []


@pytest.mark.parametrize(("layer", "never"), [
    ("kernel", ("tools", "cli", "net", "plugins")),
    ("tools", ("cli", "net", "plugins")),
    ("net", ("cli", "tools", "plugins")),
])
def test_a_layer_imports_nothing_above_it(layer: str, never: tuple[str, ...]) -> None:
    wrong = sorted(f"{m} -> {t}" for m, targets in engine_graph().items() if _layer(m) == layer
                   for t in targets if t.split(".")[0] in never)
    assert wrong == []


def test_a_game_imports_no_other_game() -> None:
    wrong = sorted(f"{m} -> {t}" for m, targets in engine_graph().items()
                   if m.startswith("plugins.")
                   for t in targets if t.startswith("plugins.") and _layer(t) != _layer(m)
                   and t != "plugins")
    assert wrong == []
