"""A card's playable uses, and whether an ability could be used, are worked out once for a run
of priority windows (issue #32): at every question of seeded bot games, what is kept is what
working it out again gives (MK 3.13: when a card may be played)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.munchkin import actions
from tests.conftest import bots_play_out, shared_registry


def kept_this_run(game: Game, cache: str, key: tuple[Any, ...]) -> bool:
    """Whether ``key`` is already kept in ``game.caches[cache]`` for the present run."""
    run = game.window_run
    held = game.caches.get(cache)
    return run is not None and held is not None and held[0] == run and key in held[1]


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_the_uses_kept_for_a_run_are_the_uses_found_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    kept = actions.playable_uses
    seen: Counter[str] = Counter()

    def compared(game: Game, seat: str, obj: Any, kind: str, mode: str) -> Any:
        hit = kept_this_run(game, actions.RUN_USES, (seat, obj.id, kind, mode))
        found = kept(game, seat, obj, kind, mode)
        assert found == actions._playable_uses(game, seat, obj, kind, mode), obj.card
        seen["kept" if hit else "worked out"] += 1
        seen["playable"] += found is not None
        return found

    monkeypatch.setattr(actions, "playable_uses", compared)
    for seed in (0, 3, 7):
        bots_play_out(shared_registry().new_game("munchkin", players=4, seed=seed),
                      relevance=True)
    assert seen["kept"] > 100 and seen["worked out"] > 500 and seen["playable"] > 100, seen


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_an_ability_kept_usable_for_a_run_is_usable_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    kept = actions.usable
    seen: Counter[str] = Counter()

    def compared(game: Game, seat: str, obj: Any, script: Any, ability: Any) -> bool:
        hit = kept_this_run(game, actions.RUN_USABLE, (seat, obj.id, ability.key))
        found = kept(game, seat, obj, script, ability)
        assert found == game.scripts.activation.can_use(seat, obj, script, ability), obj.card
        seen["kept" if hit else "worked out"] += 1
        seen["usable"] += found
        return found

    monkeypatch.setattr(actions, "usable", compared)
    for seed in (0, 3):
        bots_play_out(shared_registry().new_game("munchkin", players=4, seed=seed),
                      relevance=True)
    assert seen["kept"] > 50 and seen["worked out"] > 300 and seen["usable"] > 100, seen
