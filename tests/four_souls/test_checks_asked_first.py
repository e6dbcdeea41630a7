"""A state check asked first whether it finds anything is not run when it says nothing, and
then the check run anyway does nothing (issue #32: never guess): refills (FS 7.8), revealed
hands (Guppy's Eye), an attack owed at once (FS 6.9.1 b), the death check (FS 7.4.1) and the
max-health check (FS 7.2.3), at every pass of seeded bot games."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import attack, damage, death, open_hands, slots
from tests.conftest import bots_play_out, run_unasked, shared_registry


def play(seed: int, turns: int, sets: list[str] | None = None) -> Game:
    """A four-player heuristic-bot game of ``turns`` turns."""
    registry = shared_registry()
    game = registry.new_game("four-souls", players=4, seed=seed, options={"max_turns": turns},
                             **({"sets": sets} if sets else {}))
    return bots_play_out(game, relevance=True)


def trace(game: Game) -> tuple[Any, ...]:
    """What a check that did something would have changed: an event applied, the stack, the
    waiting triggers, the turn's state."""
    return (sum(game.applied.values()), len(game.stack), len(game.waiting),
            copy.deepcopy(game.data["turn"]))


def run_anyway(seen: Counter[str], name: str, full: Callable[[Game], Any]
               ) -> Callable[[Game, bool], None]:
    """Where the first question said nothing, run the check ``full`` anyway: it must ask
    nobody and change nothing."""
    def compare(game: Game, found: bool) -> None:
        seen[name, found] += 1
        if found:
            return
        before = trace(game)
        run_unasked(full(game))
        assert trace(game) == before, f"{name} found something it was said not to"
    return compare


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("seeds,turns,sets", [
    (range(40), 8, None),  # the base game, 40 seeds
    (range(4), 0, None),  # whole games: deaths, souls and refills of a game's end too
    (range(6), 10, ["base", "requiem"]),  # Requiem's rooms, bonus souls and statics
])
def test_a_check_said_to_find_nothing_finds_nothing(
        monkeypatch: pytest.MonkeyPatch, seeds: range, turns: int,
        sets: list[str] | None) -> None:
    seen: Counter[tuple[str, bool]] = Counter()
    refill = run_anyway(seen, "refill", slots.refill)
    reveal = run_anyway(seen, "reveal", open_hands.reveal)
    to_fill, revealed = slots.any_to_fill, open_hands.any_revealed

    def filled(game: Game) -> bool:
        found = to_fill(game)
        refill(game, found)
        return found

    def shown(game: Game) -> bool:
        found = revealed(game)
        reveal(game, found)
        return found

    monkeypatch.setattr(slots, "any_to_fill", filled)
    monkeypatch.setattr(open_hands, "any_revealed", shown)
    dying, unchanged_max = death.newly_dying, damage.max_hp_unchanged

    def deaths(game: Game, max_health: Any = None) -> list[tuple[str, str]]:
        found = dying(game, max_health)
        seen["deaths", bool(found)] += 1
        if not found:  # the death check's full computation, no key: nobody at 0 health
            assert death.dying(game) == []
        return found

    def max_health(game: Game) -> Any:
        kept = unchanged_max(game)
        seen["max health", kept is not None] += 1
        if kept is not None:  # as the check run would leave it: no seat lost max health
            before = trace(game)
            assert run_unasked(damage.lower_max_hp(game)) == kept
            assert trace(game) == before
        return kept

    monkeypatch.setattr(death, "newly_dying", deaths)
    monkeypatch.setattr(damage, "max_hp_unchanged", max_health)
    for seed in seeds:
        play(seed, turns, sets)
    assert seen["refill", False] > 500 and seen["refill", True] > 20
    assert seen["reveal", False] > 500
    assert seen["deaths", False] > 500 and seen["deaths", True] > 5
    assert seen["max health", True] > 500


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_an_owed_attack_is_asked_only_while_one_is_owed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # FS 6.9.1 b: at every pass of seeded games where the turn owes no attack, the full
    # check run anyway declares nothing and changes nothing
    seen: Counter[tuple[str, bool]] = Counter()
    owed = run_anyway(seen, "owed", attack.declare_owed_now)
    checked = slots.any_to_fill

    def before_refill(game: Game) -> bool:  # asked in every pass, before the owed attack
        if not game.waiting:
            owed(game, bool(game.data["turn"]["must"]))
        return checked(game)

    monkeypatch.setattr(slots, "any_to_fill", before_refill)
    for seed in range(30):
        play(seed, 8)
    assert seen["owed", False] > 500
