"""Shared fixtures, and collection of YAML scenario files as pytest items."""

from __future__ import annotations

import compileall
import dataclasses
import os
import sys
from collections import Counter
from collections.abc import Callable, Generator, Hashable
from pathlib import Path
from typing import Any

import pytest

try:
    from coverage import Coverage
except ImportError:  # the test extra installs it; a bare install runs the tests untraced
    Coverage = None  # type: ignore[assignment,misc]

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.errors import ScenarioError
from deckwright.kernel.registry import Registry
from deckwright.tools.scenarios.scenario import Scenario, load_scenarios, run_scenario

ROOT = Path(__file__).resolve().parents[1]
# the example game of docs/writing-a-game.md, which the kernel's tests play: pytest puts its
# folder on sys.path (pyproject.toml); a test's own Python process needs EXAMPLE_GAME on its
# PYTHONPATH to import EXAMPLE_PLUGIN
EXAMPLE_GAME = ROOT / "examples" / "deckwright-wizard-duel"
EXAMPLE_PLUGIN = "wizard_duel.plugin"
EXAMPLE_SET = EXAMPLE_GAME / "wizard_duel" / "base"
_registry: Registry | None = None


def run_unasked(flow: Generator[Any, Any, Any]) -> Any:
    """Run a game flow that must ask nobody to its end and give its result; fail naming the
    question if it asks one."""
    try:
        asked = next(flow)
    except StopIteration as done:
        return done.value
    raise AssertionError(f"the flow asked a question: {asked!r}")


def bots_play_out(game: Any, bot: str = "heuristic", relevance: bool = False) -> Any:
    """Bots of kind ``bot`` answer every decision of ``game`` until none is left (the game
    is over or its turn limit stopped it); the game, played. ``relevance``: each bot says
    beforehand where it would pass, as in a simulation."""
    factories = shared_registry().agent_factories(game.id)
    agents = {s: make_agent(bot, s, game, factories) for s in game.seats}
    if relevance:
        for seat, agent in agents.items():
            game.declare_relevance(seat, agent.wants_to_act)
    while not game.over and game.pending:
        decision = game.pending[0]
        game.answer(decision.player,
                    ask_agent(agents[decision.player], decision, LazyView(game, decision.player)))
    return game



def windows_checked(game: Any, in_full: Callable[[Any, str, int], Any],
                    facts: Callable[[Any], Hashable]) -> Counter[Hashable]:
    """From now on, each priority window ``game``'s rules give must equal ``in_full(game,
    player, number)``, the window with every fact read at once (a lazy view against the full
    one); the count of each window's ``facts``, filled as the game is played."""
    rules = game.rules
    asked = rules.priority_window
    seen: Counter[Hashable] = Counter()

    def checked(g: Any, player: str, number: int) -> Any:
        window = asked(g, player, number)
        assert window == in_full(g, player, number), (g.seed, number)
        seen[facts(window)] += 1
        return window

    rules.priority_window = checked
    return seen

def plain_runs(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """A list that gets, for each card effect run in Python from now on (the script host's
    ``_ran_plain``), whether it ran there to its end (False: Lua took it over)."""
    from deckwright.kernel.scripting.host import ScriptHost
    ran: list[bool] = []
    run_plain = ScriptHost._ran_plain

    def counted(self: Any, *args: Any) -> Any:
        done = yield from run_plain(self, *args)
        ran.append(done[0])
        return done
    monkeypatch.setattr(ScriptHost, "_ran_plain", counted)
    return ran


def penny_played(folder: Path, source: str) -> tuple[str | None, Any]:
    """A two-player Four Souls game (seed 3) after p1 played Penny, a homebrew loot card of
    params ``{n: 2}`` whose script is ``source``, made in ``folder``: what its effect failed
    with (the card error's words, or None) and the game."""
    from deckwright.kernel.scripting.cardscript import CardScriptError
    cards = ("  - id: penny\n    name: Penny\n    type: loot\n    script: penny.lua\n"
             "    params: {n: 2}\n")
    root = homebrew_set(folder, "four-souls", cards, {"penny.lua": source})
    game = Registry().new_game("four-souls", players=2, seed=3, sets=[root])
    flow = game.scripts.run_entry("penny", "on_play", controller="p1")
    try:
        while True:
            next(flow)
    except StopIteration:
        return None, game
    except CardScriptError as exc:
        return str(exc), game


def homebrew_set(folder: Path, game: str, cards: str, scripts: dict[str, str]) -> Path:
    """A homebrew set ``brew`` of ``game`` in ``folder``: its ``cards`` (the YAML list under
    ``cards:``, each line indented) and its script files by name; the set's folder."""
    root = folder / "brew"
    (root / "cards").mkdir(parents=True)
    for name, text in scripts.items():
        (root / "cards" / name).write_text(text, encoding="utf-8")
    (root / "set.yaml").write_text(
        f'game: {game}\nid: brew\nname: Brew\nversion: "1"\ndefault: false\ncards:\n{cards}',
        encoding="utf-8")
    return root


class CountedQuestion:
    """A game's ctx question (``name``) answered as before, counting how often it is really
    asked (not given again by the query memo); ``changes`` replace more of its entry (a
    ``version``)."""

    def __init__(self, game: Any, name: str, **changes: Any) -> None:
        self.asked = 0
        entries = game.scripts._entries
        entry = entries[name]
        run = entry.run

        def counted(*args: Any) -> Any:
            self.asked += 1
            return run(*args)

        entries[name] = dataclasses.replace(entry, run=counted, direct=None, **changes)


def shared_registry() -> Registry:
    """One registry for the whole run, with the example game registered."""
    global _registry
    if _registry is None:
        _registry = Registry(plugins=[EXAMPLE_PLUGIN])
    return _registry


@pytest.fixture
def registry() -> Registry:
    """The shared registry (games, sets and the example game)."""
    return shared_registry()


@pytest.fixture
def duel(registry: Registry) -> Any:
    """A fresh two-player Wizard Duel without bids, seed 1."""
    return registry.new_game("wizard-duel", players=2, seed=1, options={"bids": False})


# the folders of Python the suite's processes import (the package is the repository itself)
COMPILED = ("kernel", "plugins", "cli", "net", "tools", "cardscripts", "benchmarks", "examples")


def pytest_configure(config: pytest.Config) -> None:
    """Compile the package's bytecode once, before the workers start, where the environment
    says not to write it (PYTHONDONTWRITEBYTECODE): otherwise each xdist worker and each
    ``deckwright`` the tests start compiles every module again (2 s of CPU a process, from a
    fresh checkout). A later run finds it up to date."""
    if sys.dont_write_bytecode and "PYTEST_XDIST_WORKER" not in os.environ:
        for folder in COMPILED:
            compileall.compile_dir(ROOT / folder, quiet=2)


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    """A ``no_cover`` test runs untraced under xdist too. pytest-cov pauses its coverage for
    it, but in an xdist worker it also started a second one, unseen and never saved (the
    worker reads ``-n`` as a controller would), which that pause resumes: the whole-game
    comparisons ran traced, three times slower, and counted for nothing. Stopped here, after
    pytest-cov's pause, it stays stopped; without xdist or --cov there is none to stop."""
    if item.get_closest_marker("no_cover") is not None and Coverage is not None:
        while (running := Coverage.current()) is not None:
            running.stop()
    yield


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The whole-game comparisons (``no_cover``, the longest tests) run first: with ``-n 2``
    the two workers share them from the start, and the short tests fill the end, so one
    worker does not finish a long test alone while the other waits."""
    items.sort(key=lambda item: item.get_closest_marker("no_cover") is None)


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    """Every ``*.yaml`` under a ``scenarios`` folder of tests/ is a file of scenarios."""
    if file_path.suffix == ".yaml" and "scenarios" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    """A YAML file holding one scenario or a list of them."""

    def collect(self) -> Any:
        """One item per scenario."""
        try:
            scenarios = load_scenarios(self.path)
        except ScenarioError as exc:
            raise self.CollectError(str(exc)) from None
        for scenario in scenarios:
            yield ScenarioItem.from_parent(self, name=scenario.name, scenario=scenario)

    class CollectError(Exception):
        """A scenario file that cannot be read."""


class ScenarioItem(pytest.Item):
    """One scenario, run strictly against the shared registry."""

    def __init__(self, *, scenario: Scenario, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scenario = scenario

    def runtest(self) -> None:
        """Run it; fail with every failed check."""
        result = run_scenario(self.scenario, shared_registry())
        if not result.passed:
            raise ScenarioFailed(result.failures)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        """The failures, one per line, without a Python traceback."""
        if isinstance(excinfo.value, ScenarioFailed):
            return "\n".join(excinfo.value.failures)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        """Where the scenario is."""
        return self.path, self.scenario.line - 1, f"scenario: {self.name}"


class ScenarioFailed(Exception):
    """A scenario's checks failed."""

    def __init__(self, failures: list[str]) -> None:
        super().__init__("\n".join(failures))
        self.failures = failures
