"""Scenario files: set a game up, answer its decisions strictly, check the state.

The same files are run by ``deckwright test`` and collected by pytest.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.answers import OBJECT_NUMBER, scenario_answer
from deckwright.kernel.errors import CardSetError, DeckwrightError, IllegalAnswer, ScenarioError
from deckwright.kernel.scripting.luatypes import suggest
from deckwright.kernel.sets.yamlread import LineDict, read_yaml
from deckwright.kernel.state import GameObject

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.registry import Registry

SCENARIO_FIELDS = {
    "name", "game", "players", "seed", "options", "sets", "setup", "answers", "expect",
    "play_out", "max_decisions", "rule",
}
MISSING = object()


@dataclass
class Scenario:
    """One scenario read from a file."""

    name: str
    game: str
    file: Path
    line: int
    players: int | None = None
    seed: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    sets: list[str] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    answers: list[dict[str, Any]] = field(default_factory=list)
    answer_lines: list[int] = field(default_factory=list)
    expect: list[dict[str, Any]] = field(default_factory=list)
    expect_lines: list[int] = field(default_factory=list)
    play_out: str | None = None
    max_decisions: int = 100_000

    @property
    def where(self) -> str:
        """``file:line`` of the scenario."""
        return f"{self.file}:{self.line}"


@dataclass
class ScenarioResult:
    """What running a scenario gave: failures (empty when it passed) and the game."""

    scenario: Scenario
    failures: list[str]
    game: Game | None = None
    # the decision each answer met, in order: what ``deckwright test --explain`` prints
    met: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """Whether every check held."""
        return not self.failures


def load_scenarios(path: str | Path) -> list[Scenario]:
    """Read a scenario file: one scenario, or a mapping with ``scenarios:`` (a list) whose
    other keys (game, sets, setup …) are every scenario's unless it gives its own; a file's
    ``setup`` directives join each scenario's, which win on the same directive."""
    file = Path(path)
    try:
        data = read_yaml(file)
    except CardSetError as exc:
        raise ScenarioError(str(exc)) from None
    if isinstance(data, LineDict) and "scenarios" in data:
        defaults = {k: v for k, v in data.items() if k != "scenarios"}
        items = data["scenarios"]
        if not isinstance(items, list):
            raise ScenarioError(f"{file}:{data.lines['scenarios']}: 'scenarios' must be a list")
        out = []
        for raw in items:
            if not isinstance(raw, LineDict):
                raise ScenarioError(f"{file}: each scenario must be a mapping")
            merged = LineDict({**defaults, **raw})
            if isinstance(defaults.get("setup"), dict) and isinstance(raw.get("setup"), dict):
                # a file's set-up is every scenario's, under the scenario's own directives
                # the file's own directives first, then the scenario's in its order (a room
                # put into play after a monster stays the newer, as the scenario says)
                own = raw["setup"]
                setup = LineDict({**{k: v for k, v in defaults["setup"].items() if k not in own},
                                  **own})
                setup.line = raw["setup"].line
                setup.lines = {**defaults["setup"].lines, **raw["setup"].lines}
                merged["setup"] = setup
            merged.line = raw.line
            merged.lines = {**data.lines, **raw.lines}
            out.append(_scenario(merged, file))
        return out
    if not isinstance(data, LineDict):
        raise ScenarioError(f"{file}:1: a scenario file must be a mapping")
    return [_scenario(data, file)]


def _scenario(raw: LineDict, file: Path) -> Scenario:
    where = f"{file}:{raw.line}"
    unknown = sorted(set(raw) - SCENARIO_FIELDS)
    if unknown:
        raise ScenarioError(f"{file}:{raw.lines[unknown[0]]}: unknown field '{unknown[0]}' "
                            f"(fields: {', '.join(sorted(SCENARIO_FIELDS))})")
    for key in ("name", "game"):
        if not isinstance(raw.get(key), str):
            raise ScenarioError(f"{where}: the scenario needs a '{key}' (text)")
    answers = raw.get("answers") or []
    expect = raw.get("expect") or []
    if not isinstance(answers, list) or not all(isinstance(a, dict) for a in answers):
        raise ScenarioError(f"{where}: 'answers' must be a list of {{seat: answer}} mappings")
    if not isinstance(expect, list) or not all(isinstance(e, dict) for e in expect):
        raise ScenarioError(f"{where}: 'expect' must be a list of checks")
    setup = raw.get("setup") or {}
    if not isinstance(setup, dict):
        raise ScenarioError(f"{where}: 'setup' must be a mapping of directives")
    for check in expect:
        problem = check_shape(check)
        if problem:
            raise ScenarioError(f"{file}:{getattr(check, 'line', raw.line)}: {problem}")
    return Scenario(
        name=raw["name"],
        game=raw["game"],
        file=file,
        line=raw.line,
        players=raw.get("players"),
        seed=int(raw.get("seed", 1)),
        options=dict(raw.get("options") or {}),
        sets=[_set_ref(file, s) for s in raw.get("sets") or []],
        setup=_plain(setup),
        answers=[_plain(a) for a in answers],
        answer_lines=[getattr(a, "line", raw.line) for a in answers],
        expect=[_plain(e) for e in expect],
        expect_lines=[getattr(e, "line", raw.line) for e in expect],
        play_out=raw.get("play_out"),
        max_decisions=int(raw.get("max_decisions", 100_000)),
    )


def _set_ref(file: Path, ref: Any) -> str:
    """A scenario's set: a folder relative to the file, else an installed set's name."""
    folder = file.parent / str(ref)
    if folder.exists() or not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", str(ref)):
        return str(folder.resolve())
    return str(ref)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def give_answers(game: Game, scenario: Scenario, met: list[str] | None = None) -> str | None:
    """Give a game the scenario's answers in order; the first that does not fit, in words.
    ``met`` gets one line an answer: where it is, and the decision it answered."""
    for index, entry in enumerate(scenario.answers):
        line = scenario.answer_lines[index]
        for seat, answer in entry.items():
            if met is not None:
                met.append(_meeting(game, str(seat), answer, f"{scenario.file}:{line}",
                                    index + 1))
            failure = _answer(game, str(seat), answer, f"{scenario.file}:{line}", index + 1)
            if failure:
                return failure
    return None


def _meeting(game: Game, seat: str, answer: Any, where: str, number: int) -> str:
    """One answer and the decision it meets: who is asked, what kind, the options."""
    decision = game.pending_for(seat)
    if decision is None:
        waiting = " | ".join(d.describe() for d in game.pending) or "nothing (the game is over)"
        met = f"no decision of {seat}'s; pending: {waiting}"
    else:
        met = decision.describe()
    return f"answer {number} ({where}) {seat}: {_show(answer)} -> {met}"


def run_scenario(scenario: Scenario, registry: Registry) -> ScenarioResult:
    """Set up, answer strictly, play out if asked, then check every expectation."""
    try:
        game = registry.new_game(
            scenario.game,
            players=scenario.players,
            seed=scenario.seed,
            options=scenario.options,
            sets=scenario.sets,
            setup=scenario.setup,
            on_start=draw_only_forced,
        )
    except DeckwrightError as exc:
        return ScenarioResult(scenario, [f"{scenario.where}: cannot set up: {exc}"])
    met: list[str] = []
    failure = give_answers(game, scenario, met)
    if failure:
        return ScenarioResult(scenario, [failure], game, met)
    if scenario.play_out:
        game.rng.forced_only = False  # bots playing on roll their own dice
        try:
            _play_out(game, scenario, registry)
        except DeckwrightError as exc:
            return ScenarioResult(scenario, [f"{scenario.where}: play_out: {exc}"], game, met)
    expects_error = any(isinstance(c, dict) and "error" in c for c in scenario.expect)
    if game.error and not expects_error:
        # a card that crashed before the first answer (or after the last) fails the scenario
        return ScenarioResult(
            scenario, [f"{scenario.where}: the game stopped with an error: {game.error}"], game,
            met)
    failures = []
    for check, line in zip(scenario.expect, scenario.expect_lines, strict=True):
        try:
            problem = check_expectation(game, check)
        except (TypeError, ValueError, KeyError, AttributeError, IndexError):
            problem = f"a malformed check: {_show(check)}"
        if problem:
            failures.append(f"{scenario.file}:{line}: {problem}")
    if failures and game.pending:
        failures.append("pending: " + " | ".join(d.describe() for d in game.pending))
    return ScenarioResult(scenario, failures, game, met)


def draw_only_forced(game: Game) -> None:
    """Make a scenario's game refuse a die roll beyond its forced ``rolls``: the table is set,
    the first event is next."""
    game.rng.forced_only = True


def _answer(game: Game, seat: str, answer: Any, where: str, number: int) -> str | None:
    if game.over:
        reason = f" ({game.error})" if game.error else ""
        return f"{where}: answer {number} for {seat}, but the game is over{reason}"
    if game.pending_for(seat) is None:
        pending = " | ".join(d.describe() for d in game.pending) or "nothing"
        return f"{where}: answer {number}: {seat} has no decision pending; pending: {pending}"
    try:
        game.answer(seat, shorthand(game.pending_for(seat), answer))
    except IllegalAnswer as exc:
        return f"{where}: answer {number}: {exc}"
    if game.error:
        return f"{where}: answer {number}: the game stopped with an error: {game.error}"
    return None


def shorthand(decision: Any, answer: Any) -> Any:
    """What a scenario's answer means for ``decision``, in the syntax the prompt shares
    (``kernel/answers.py``): ``play:spark`` is ``play:spark#47``, ``p2`` is ``target:p2``;
    raises IllegalAnswer for an option's number or a name that fits several options."""
    return scenario_answer(decision, answer)


def _play_out(game: Game, scenario: Scenario, registry: Registry) -> None:
    factories = registry.agent_factories(game.id)
    agents = {s: make_agent(str(scenario.play_out), s, game, factories) for s in game.seats}
    made = 0
    while not game.over and game.pending:
        for decision in game.pending:
            agent = agents[decision.player]
            game.answer(decision.player,
                        ask_agent(agent, decision, LazyView(game, decision.player)))
            made += 1
        if made > scenario.max_decisions:
            raise ScenarioError(f"the game did not end within {scenario.max_decisions} decisions")


# ---------------------------------------------------------------------------- expectations
def resolve_path(data: Any, path: str) -> Any:
    """Read a dotted path from snapshot JSON; keys may contain dots (longest key wins).

    A list of objects can be indexed by number or by card id (``zones.floor.cards.0``).
    Returns MISSING when the path does not exist.
    """
    parts = path.split(".") if path else []
    return _walk(data, parts)


def _walk(data: Any, parts: list[str]) -> Any:
    if not parts:
        return data
    if isinstance(data, dict):
        for size in range(len(parts), 0, -1):
            key = ".".join(parts[:size])
            if key in data:
                found = _walk(data[key], parts[size:])
                if found is not MISSING:
                    return found
        return MISSING
    if isinstance(data, list):
        head = parts[0]
        if head.lstrip("-").isdigit():
            index = int(head)
            if -len(data) <= index < len(data):
                return _walk(data[index], parts[1:])
            return MISSING
        if head == "count":
            return _walk(len(data), parts[1:])
        if head == "cards":
            return _walk([d.get("card") for d in data if isinstance(d, dict)], parts[1:])
        return MISSING
    return MISSING


def _absent_problem(data: Any, path: str) -> str | None:
    """None when ``path`` names something that can exist and is absent; else why the check
    would pass whatever happened. The rule: the longest part of the path that is there is a
    mapping, a list or null (``result`` before the game ends), and the next step is an index
    into a list, any name under ``flags`` or ``counters``, ``error`` (of a result), a field an
    object's snapshot leaves out when unset (``tapped`` …), or a name the snapshot uses
    somewhere, numbers read as any number (``monster.3`` has the shape of ``monster.1``). So
    ``players.p1.countres.coins`` fails with a did-you-mean."""
    parts = path.split(".")
    # a result's error is there only when the game stopped; an object's optional fields only
    # when they are set
    names = _shapes(data) | {"error", *GameObject.OPTIONAL_FIELDS}
    for size in range(len(parts) - 1, -1, -1):  # the longest part of the path that is there
        above = _walk(data, parts[:size])
        if above is MISSING:
            continue
        if isinstance(above, list) and parts[size].lstrip("-").isdigit():
            return None
        if isinstance(above, dict) and size and parts[size - 1] in _NAME_SETS:
            return None
        if above is None or isinstance(above, dict):  # None: a mapping not there yet (result)
            for end in range(len(parts), size, -1):  # a key may hold dots (a zone's name)
                if _DIGITS.sub("#", ".".join(parts[size:end])) in names:
                    return None
        keys = sorted(above) if isinstance(above, dict) else []
        return (f"{path}: '{'.'.join(parts[:size + 1])}' does not exist"
                f"{suggest(parts[size], keys) if keys else ''} and names nothing the snapshot "
                "has, so 'exists: false' would pass whatever happened; check the path's spelling")
    return None


_DIGITS = re.compile(r"\d+")
# mappings whose keys come and go as the game sets them (a player's flags such as ``dead``,
# any counter): any name under them can exist
_NAME_SETS = frozenset({"flags", "counters"})


def _shapes(data: Any) -> set[str]:
    """Every key of every mapping in ``data``, numbers read as '#'."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.update(_DIGITS.sub("#", str(k)) for k in item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _compare(op: str, actual: Any, wanted: Any) -> bool:
    checks: dict[str, Callable[[], bool]] = {
        "equals": lambda: actual == wanted,
        "not_equals": lambda: actual != wanted,
        "contains": lambda: isinstance(actual, (list, str, dict)) and wanted in actual,
        "not_contains": lambda: isinstance(actual, (list, str, dict)) and wanted not in actual,
        "length": lambda: isinstance(actual, (list, str, dict)) and len(actual) == wanted,
        "at_least": lambda: isinstance(actual, (int, float)) and actual >= wanted,
        "at_most": lambda: isinstance(actual, (int, float)) and actual <= wanted,
        "in": lambda: isinstance(wanted, list) and actual in wanted,
    }
    return checks[op]()


PATH_OPS = ("equals", "not_equals", "contains", "not_contains", "length", "at_least",
            "at_most", "in")


def _show(value: Any) -> str:
    if value is MISSING:
        return "nothing (no such path)"
    text = json.dumps(value, sort_keys=True, default=str)
    return text if len(text) <= 300 else text[:297] + "..."


_BY_SEAT = "a mapping of seats, like {p1: choose}"
CHECK_SHAPES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "path": (lambda v: isinstance(v, str), "text, like players.p1.counters.coins"),
    "view": (lambda v: isinstance(v, str), "a seat, like p1"),
    "zone": (lambda v: isinstance(v, str), "a zone name"),
    "cards": (lambda v: isinstance(v, list), "a list of card ids"),
    "count": (lambda v: isinstance(v, int) and not isinstance(v, bool), "a whole number"),
    "length": (lambda v: isinstance(v, int) and not isinstance(v, bool), "a whole number"),
    "in": (lambda v: isinstance(v, list), "a list of values"),
    "winners": (lambda v: isinstance(v, list), "a list of seats"),
    "pending": (lambda v: isinstance(v, dict), _BY_SEAT),
    "options_include": (lambda v: isinstance(v, dict), "a mapping of seats to option ids"),
    "options_exclude": (lambda v: isinstance(v, dict), "a mapping of seats to option ids"),
    "history": (lambda v: isinstance(v, str), "an event kind"),
}
CHECK_KEYS = {*CHECK_SHAPES, *PATH_OPS, "exists", "has", "lacks", "over", "error"}


def check_shape(check: dict[str, Any]) -> str | None:
    """What is wrong with the form of an ``expect`` entry (a scenario file is untrusted)."""
    unknown = sorted(str(k) for k in check if k not in CHECK_KEYS)
    if unknown:
        return (f"unknown check field '{unknown[0]}'{suggest(unknown[0], CHECK_KEYS)} "
                f"(fields: {', '.join(sorted(CHECK_KEYS))})")
    for key, (ok, shape) in CHECK_SHAPES.items():
        if key in check and not ok(check[key]):
            return f"check field '{key}' must be {shape}, not {_show(check[key])}"
    return None


def check_expectation(game: Game, check: dict[str, Any]) -> str | None:
    """Check one ``expect`` entry; return a one-line failure or None."""
    viewer = check.get("view")
    if "path" in check:
        data = game.view(viewer) if viewer else game.snapshot()
        actual = resolve_path(data, str(check["path"]))
        if "exists" in check:
            exists = actual is not MISSING
            if not exists and not check["exists"]:
                return _absent_problem(data, str(check["path"]))
            if exists != bool(check["exists"]):
                return f"{check['path']}: expected exists={check['exists']}, got {_show(actual)}"
            return None
        ops = [op for op in PATH_OPS if op in check]
        if not ops:
            return f"check on {check['path']} names no operator ({', '.join(PATH_OPS)}, exists)"
        for op in ops:
            if actual is MISSING or not _compare(op, actual, check[op]):
                who = f" (as {viewer} sees it)" if viewer else ""
                return (f"{check['path']}{who}: expected {op} {_show(check[op])}, "
                        f"got {_show(actual)}")
        return None
    if "zone" in check:
        name = str(check["zone"])
        if name not in game.zones:
            return f"no zone called {name}"
        cards = game.zones[name].cards()
        if "cards" in check and cards != list(check["cards"]):
            return f"zone {name}: expected cards {check['cards']}, got {cards}"
        if "has" in check:
            wanted = check["has"] if isinstance(check["has"], list) else [check["has"]]
            missing = [c for c in wanted if c not in cards]
            if missing:
                return f"zone {name}: expected to hold {missing}, holds {cards}"
        if "lacks" in check:
            unwanted = check["lacks"] if isinstance(check["lacks"], list) else [check["lacks"]]
            present = [c for c in unwanted if c in cards]
            if present:
                return f"zone {name}: expected not to hold {present}, holds {cards}"
        if "count" in check and len(cards) != check["count"]:
            return f"zone {name}: expected {check['count']} cards, holds {len(cards)}: {cards}"
        return None
    if "winners" in check:
        got = (game.result or {}).get("winners")
        if not game.over:
            return f"expected the game to be over with winners {check['winners']}; it goes on"
        if sorted(got or []) != sorted(check["winners"]):
            return f"expected winners {check['winners']}, got {got} ({game.result})"
        return None
    if "over" in check:
        if game.over != bool(check["over"]):
            return f"expected over={check['over']}, got over={game.over} ({game.result})"
        return None
    if "pending" in check:
        for seat, kind in dict(check["pending"]).items():
            decision = game.pending_for(seat)
            if decision is None:
                waiting = " | ".join(d.describe() for d in game.pending) or "nothing"
                return f"expected {seat} to have a {kind} decision pending; pending: {waiting}"
            if kind not in (decision.kind, True, "any"):
                return f"expected {seat} to face a {kind} decision, got {decision.describe()}"
        return None
    for key, wanted_present in (("options_include", True), ("options_exclude", False)):
        if key in check:
            for seat, ids in dict(check[key]).items():
                decision = game.pending_for(seat)
                if decision is None:
                    return f"{key}: {seat} has no decision pending"
                offered = decision.option_ids()
                known = set(offered) | {OBJECT_NUMBER.sub("", o) for o in offered}
                for option in ids if isinstance(ids, list) else [ids]:
                    if (option in known) != wanted_present:
                        verb = "offer" if wanted_present else "not offer"
                        return f"expected {seat}'s decision to {verb} {option}; offered: {offered}"
            return None
    if "error" in check:
        if not game.error or str(check["error"]) not in game.error:
            return f"expected the game to stop with an error containing {check['error']!r}, " \
                   f"got {game.error!r}"
        return None
    if "history" in check:
        kinds = [kind for _, kind, _ in game.history]
        if "count" in check:  # exactly this many, 0 included
            seen = kinds.count(check["history"])
            if seen != check["count"]:
                return (f"expected {check['count']} event(s) '{check['history']}' in the "
                        f"history, saw {seen}; last events: {kinds[-20:]}")
            return None
        if check["history"] not in kinds:
            return f"expected an event '{check['history']}' in the history; saw {kinds[-20:]}"
        return None
    return f"unknown check {sorted(check)}"
