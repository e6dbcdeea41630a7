"""Where a game's time goes, and what each part could give at most (issue #13).

Plays the workloads of ``deckwright bench`` in this process with a clock around the main
parts of a game: its set-up, the state checks before each priority, the legal actions of a
priority window, the events outside those two, and the bots' answers. A part's time is counted
only where no other part is running already (an event inside a state check is the state
check's), so the shares add up to at most the whole. Time spent inside Lua, whatever part
called it, is shown on its own line too.

The last column is Amdahl's bound: the games per second if that part took no time at all and
the rest stayed as it is. No change to one part can do better than that; the goals of issue
#13 can be read against it::

    python benchmarks/where_time_goes.py                # all three workloads
    python benchmarks/where_time_goes.py --games 10 four-souls

The clock itself costs a little (a Python wrapper per call), so the shares are approximate;
the games are the same as without it (the wrappers change no answer).
"""

from __future__ import annotations

import argparse
import gc
import time
from collections import Counter
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptThread
from deckwright.tools.simulation import onegame as simgame
from deckwright.tools.simulation.bench import play_game

# (game, players, bots, games played): the workloads of ``deckwright bench``
WORKLOADS = {
    "dungeon-raiders": (5, "random", 300),
    "four-souls": (4, "heuristic", 8),
    "munchkin": (4, "heuristic", 12),
}
PARTS = ("set-up", "state checks", "legal actions", "events", "bots")
IN_LUA = "inside Lua (any part)"


class PartClock:
    """Seconds spent in each part, counting only the outermost part running."""

    def __init__(self) -> None:
        self.spent: Counter[str] = Counter()
        self.running: str | None = None
        self.lua_depth = 0

    def wrap(self, owner: Any, name: str, part: str, *, flow: bool = False) -> None:
        """Time ``owner.name`` as ``part``; ``flow`` for a generator (timed per step, never
        while it waits for an answer)."""
        original = getattr(owner, name)
        setattr(owner, name, self._flow(original, part) if flow else self._call(original, part))

    def wrap_lua(self, owner: Any, name: str) -> None:
        """Time ``owner.name`` as time inside Lua, whichever part is running."""
        original = getattr(owner, name)
        clock = self

        def timed(*args: Any, **kwargs: Any) -> Any:
            if clock.lua_depth:
                return original(*args, **kwargs)
            clock.lua_depth += 1
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                clock.spent[IN_LUA] += time.perf_counter() - started
                clock.lua_depth -= 1

        setattr(owner, name, timed)

    def _call(self, original: Callable[..., Any], part: str) -> Callable[..., Any]:
        clock = self

        def timed(*args: Any, **kwargs: Any) -> Any:
            if clock.running is not None:
                return original(*args, **kwargs)
            clock.running = part
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                clock.spent[part] += time.perf_counter() - started
                clock.running = None

        return timed

    def _flow(self, original: Callable[..., Generator[Any, Any, Any]],
              part: str) -> Callable[..., Generator[Any, Any, Any]]:
        clock = self

        def timed(*args: Any, **kwargs: Any) -> Generator[Any, Any, Any]:
            if clock.running is not None:
                return (yield from original(*args, **kwargs))
            steps = original(*args, **kwargs)
            value = None
            try:
                while True:
                    clock.running = part
                    started = time.perf_counter()
                    try:
                        request = steps.send(value)
                    except StopIteration as done:
                        return done.value
                    finally:
                        clock.spent[part] += time.perf_counter() - started
                        clock.running = None
                    value = yield request
            finally:
                steps.close()

        return timed


@contextmanager
def clock_on(registry: Registry, game_id: str) -> Iterator[PartClock]:
    """Put the clock around the parts of ``game_id``'s games while the block runs."""
    clock = PartClock()
    rules_class = type(registry.game(game_id).ruleset())
    places = ((Registry, "new_game"), (rules_class, "state_checks"),
              (rules_class, "priority_actions"), (Game, "perform"), (simgame, "ask_agent"),
              (Sandbox, "call"), (ScriptThread, "resume"))
    saved = [(owner, name, vars(owner).get(name)) for owner, name in places]
    clock.wrap(Registry, "new_game", "set-up")
    clock.wrap(rules_class, "state_checks", "state checks", flow=True)
    clock.wrap(rules_class, "priority_actions", "legal actions")
    clock.wrap(Game, "perform", "events", flow=True)
    clock.wrap(simgame, "ask_agent", "bots")
    clock.wrap_lua(Sandbox, "call")
    clock.wrap_lua(ScriptThread, "resume")
    try:
        yield clock
    finally:
        for owner, name, original in saved:
            if original is None:  # inherited: the class's own attribute goes again
                delattr(owner, name)
            else:
                setattr(owner, name, original)


def measure(registry: Registry, game_id: str, players: int, bot: str, games: int
            ) -> tuple[float, Counter[str]]:
    """Play ``games`` games without the clock, then again with it; return the time with it
    and each part's (``without the clock``: the time of the first round)."""
    play_game(registry, game_id, players, bot, 999)  # warm: imports, compiled scripts
    gc.collect()
    started = time.perf_counter()
    for seed in range(games):
        play_game(registry, game_id, players, bot, seed)
    unclocked = time.perf_counter() - started
    with clock_on(registry, game_id) as clock:
        gc.collect()
        started = time.perf_counter()
        for seed in range(games):
            play_game(registry, game_id, players, bot, seed)
        whole = time.perf_counter() - started
    clock.spent["without the clock"] = unclocked
    return whole, clock.spent


def report(game_id: str, players: int, bot: str, games: int, whole: float,
           spent: Counter[str]) -> str:
    """The table of one workload: each part's share and the bound if it took no time."""
    plain = spent["without the clock"]
    lines = [f"{game_id}, {players} players, {bot}, {games} games: {games / plain:.2f} games/s, "
             f"{games / whole:.2f} with the clock on",
             f"  {'part':28s} {'share':>6s}  {'games/s if it took no time':>27s}"]
    rest = whole - sum(spent[p] for p in PARTS)
    rows = [(part, spent[part]) for part in PARTS]
    rows += [("the rest (rules, turn flow)", rest), (IN_LUA, spent[IN_LUA]),
             ("all five parts above", whole - rest)]
    for part, seconds in rows:
        bound = games / (whole - seconds) if whole > seconds else float("inf")
        lines.append(f"  {part:28s} {seconds / whole:6.1%}  {bound:27.2f}")
    return "\n".join(lines)


def chosen_workloads(description: str, verb: str, default: str
                     ) -> Iterator[tuple[str, int, str, int]]:
    """The workloads the command line names (all by default), each as (game, players, bot,
    games), the games per workload given by ``--games`` or the workload's own count."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("games", nargs="*", metavar="GAME",
                        help=f"the workloads to {verb}: {', '.join(WORKLOADS)} (default: all)")
    parser.add_argument("--games", type=int, dest="count",
                        help=f"games per workload (default: {default})")
    args = parser.parse_args()
    unknown = [g for g in args.games if g not in WORKLOADS]
    if unknown:
        parser.error(f"no workload for {', '.join(unknown)}; choose from {', '.join(WORKLOADS)}")
    for game_id in args.games or WORKLOADS:
        players, bot, games = WORKLOADS[game_id]
        yield game_id, players, bot, args.count or games


def main() -> None:
    registry = Registry()
    for game_id, players, bot, games in chosen_workloads(
            __doc__.split("\n\n")[0], "measure", "300, 8 and 12"):
        whole, spent = measure(registry, game_id, players, bot, games)
        print(report(game_id, players, bot, games, whole, spent), flush=True)


if __name__ == "__main__":
    main()
