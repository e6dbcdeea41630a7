"""Where the passes go: how much of a game is priority windows that end in a pass (issue #32).

Plays the workloads of ``deckwright bench`` (as ``where_time_goes.py`` does) and counts, per
game: the decisions the bots answer; the priority windows (``Game.windows``); those the bots
declined before their legal actions were computed (relevance: ``wants_to_act``, recorded in
``Game.skipped``); those whose actions were computed; of these, the ones passed without a
question (nothing but pass on offer); the priority questions, those answered ``pass``, and
those where a person at the default stop level would not be asked (``Ruleset.window_matters``).

The last lines are what relevance can give: a window that ends in a pass (declined, passed
unasked or answered ``pass``) is one whose legal actions a seat that knew beforehand "I pass
here whatever is on offer" would not need; the decisions left are those a game would still
ask if every asked pass were declined too. A declined window is a pass by definition; that a
bot never declines where it would have acted is what ``tests/test_same_games_relevance.py``
shows.

    python benchmarks/where_passes_go.py                 # all three workloads
    python benchmarks/where_passes_go.py --games 10 four-souls
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from deckwright.kernel.registry import Registry
from deckwright.kernel.relevance import DEFAULT_STOPS
from deckwright.tools.simulation import onegame as simgame
from deckwright.tools.simulation.bench import play_game

try:  # run as a script (python benchmarks/where_passes_go.py) or imported as benchmarks.…
    from benchmarks.where_time_goes import chosen_workloads
except ImportError:  # pragma: no cover - the script's own folder is on the path instead
    from where_time_goes import chosen_workloads  # type: ignore[no-redef]

COUNTS = ("decisions", "priority windows", "declined beforehand", "actions computed",
          "passed unasked", "priority questions", "answered pass", "no stop for a person")


@contextmanager
def counting(registry: Registry, game_id: str) -> Iterator[Counter[str]]:
    """Count the windows, questions and passes of ``game_id``'s games while the block runs."""
    counts: Counter[str] = Counter()
    rules_class = type(registry.game(game_id).ruleset())
    saved_actions = vars(rules_class).get("priority_actions")
    original_actions = rules_class.priority_actions
    original_ask = simgame.ask_agent

    def priority_actions(rules: Any, game: Any, player: str) -> Any:
        counts["actions computed"] += 1
        actions = original_actions(rules, game, player)
        if not actions or all(a.alongside for a in actions):
            counts["passed unasked"] += 1
        return actions

    def ask_agent(agent: Any, decision: Any, view: Any) -> Any:
        counts["decisions"] += 1
        answer = original_ask(agent, decision, view)
        if decision.kind == "priority":
            counts["priority questions"] += 1
            game = getattr(agent, "game", None)
            if answer == "pass":
                counts["answered pass"] += 1
            if game is not None and not _matters(game, decision.player):
                counts["no stop for a person"] += 1
        return answer

    def _matters(game: Any, seat: str) -> bool:
        window = game.rules.priority_window(game, seat, game.windows)
        return window is None or game.rules.window_matters(game, window, DEFAULT_STOPS)

    rules_class.priority_actions = priority_actions  # type: ignore[method-assign]
    simgame.ask_agent = ask_agent  # type: ignore[assignment]
    try:
        yield counts
    finally:
        simgame.ask_agent = original_ask  # type: ignore[assignment]
        if saved_actions is None:
            delattr(rules_class, "priority_actions")
        else:
            rules_class.priority_actions = saved_actions  # type: ignore[method-assign]


def measure(registry: Registry, game_id: str, players: int, bot: str,
            games: int) -> Counter[str]:
    """The counts of ``games`` games (seeds 0 to games - 1), summed."""
    with counting(registry, game_id) as counts:
        for seed in range(games):
            counts["games"] += 1
            game, _ = play_game(registry, game_id, players, bot, seed)
            counts["priority windows"] += game.windows
            counts["declined beforehand"] += len(game.skipped)
    return counts


def report(game_id: str, players: int, bot: str, counts: Counter[str]) -> str:
    """Per game: each count, and what declining every pass beforehand could give."""
    games = counts["games"] or 1
    per = {name: counts[name] / games for name in COUNTS}
    windows = per["priority windows"]
    passes = per["passed unasked"] + per["answered pass"] + per["declined beforehand"]
    asked = per["priority questions"]
    lines = [f"{game_id}, {players} players, {bot}, {counts['games']} games (per game):"]
    for name in COUNTS:
        share = ""
        if name == "answered pass" and per["decisions"]:
            share = (f"  ({per[name] / per['decisions']:.0%} of decisions, "
                     f"{per[name] / asked:.0%} of priority questions)" if asked else "")
        if name == "no stop for a person" and asked:
            share = f"  ({per[name] / asked:.0%} of priority questions)"
        lines.append(f"  {name:32s} {per[name]:10.1f}{share}")
    if windows:
        lines.append(f"  {'windows that end in a pass':32s} {passes:10.1f}  "
                     f"({passes / windows:.0%} of windows: legal actions a seat that knew it "
                     "would pass need not compute)")
        lines.append(f"  {'decisions left':32s} {per['decisions'] - per['answered pass']:10.1f}"
                     f"  (if every asked pass were declined beforehand)")
    return "\n".join(lines)


def main() -> None:
    registry = Registry()
    for game_id, players, bot, games in chosen_workloads(
            __doc__.split("\n\n")[0], "count", "as where_time_goes.py"):
        counts = measure(registry, game_id, players, bot, games)
        print(report(game_id, players, bot, counts), flush=True)


if __name__ == "__main__":
    main()
