"""Per-card status for ``deckwright cards --status``: scripted, tested, seen in simulation."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckwright.kernel.agents import RandomAgent, play_out
from deckwright.kernel.boundedread import read_at_most
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.sets.library import CardLibrary
from deckwright.kernel.sets.yamlread import MAX_YAML_BYTES

from ..report.tally import CardTally
from .scenario import load_scenarios, run_scenario

if TYPE_CHECKING:
    from deckwright.kernel.registry import Registry

SIMULATED_GAMES = 10


def card_status(registry: Registry, game_id: str, library: CardLibrary,
                scenarios: Path | list[Path], sets: tuple[str, ...] = (),
                games: int = SIMULATED_GAMES) -> dict[str, dict[str, Any]]:
    """Status of every card: ``scripted`` (scripted/vanilla/missing), ``tested``, ``simulated``
    (seen in ``games`` random-bot games played with the default sets and ``sets``)."""
    rules = registry.game(game_id).ruleset()
    folders = [scenarios] if isinstance(scenarios, Path) else scenarios
    tested: set[str] = set()
    for folder in folders:
        tested |= _tested(registry, game_id, folder, library)
    seen = _simulated(registry, game_id, rules.default_players, sets, games)
    table = {}
    for card in library.cards.values():
        if card.script is not None:
            scripted = "scripted"
        elif rules.needs_script(card):
            scripted = "missing"
        else:
            scripted = "vanilla"
        table[card.id] = {
            "id": card.id,
            "scripted": scripted,
            "tested": "tested" if card.id in tested else "untested",
            "simulated": "seen" if card.id in seen else "unseen",
        }
    return table


def _tested(registry: Registry, game_id: str, folder: Path, library: CardLibrary) -> set[str]:
    """Cards a passing scenario exercises: its script ran, or (vanilla) the scenario names it."""
    found: set[str] = set()
    if not folder.is_dir():
        return found
    for file in sorted([*folder.rglob("*.yaml"), *folder.rglob("*.yml")]):
        try:
            scenarios = load_scenarios(file)
        except DeckwrightError:
            continue
        try:  # load_scenarios read it; it may have changed since, so bound it again
            text = read_at_most(file, MAX_YAML_BYTES).decode("utf-8", errors="replace")
        except OSError:
            continue
        for scenario in scenarios:
            if scenario.game != game_id:
                continue
            result = run_scenario(scenario, registry)
            if not result.passed or result.game is None:
                continue
            used = result.game.scripts.used
            found |= used
            found |= {c for c in library.cards if c not in used
                      and library.cards[c].script is None and c in text}
    return found


def _simulated(registry: Registry, game_id: str, players: int,
               sets: tuple[str, ...], games: int) -> set[str]:
    """Cards that random games of seeds 0 to ``games`` - 1 saw (with the default sets and
    ``sets``): named by an event or counted by the balance tally."""
    seen: set[str] = set()
    for seed in range(games):
        tally = CardTally()
        try:
            game = registry.new_game(game_id, players=players, seed=seed, sets=sets,
                                     on_start=tally.attach)
            play_out(game, {s: RandomAgent(s, game) for s in game.seats}, 50_000)
            seen |= game.scripts.used
        except DeckwrightError:
            continue
        finally:
            seen.update(tally.result().seen)
    return seen
