"""Who may activate an object's abilities, asked for every object at every window where
abilities are looked over (issue #32: the same answers, asked cheaper): at every question in
seeded games, with rooms and with Possession in play, the answer is the rule's: its activator
(a room's is the active player, FS 1.15.7), or a player borrowing another's items (issue
#35)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import ruleset, zones
from deckwright.plugins.four_souls.possession import KIND
from tests.conftest import bots_play_out, shared_registry


def by_the_rule(game: Game, obj: Any, player: str) -> bool:
    """The rule worked out in full: the activator, or an item borrowed by Possession."""
    if game.rules.activator(game, obj) == player:
        return True
    owner = obj.controller or obj.owner
    return (owner is not None and owner != player and obj.zone == f"{owner}.items"
            and any(e.get("stat") == KIND and e.get("subject") == player
                    and e.get("value") == owner for e in game.data.get("effects") or ()))


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("sets", [["base", "warp-zone"], ["base", "requiem"]])
def test_who_may_activate_is_the_activator_or_a_borrower(
        monkeypatch: pytest.MonkeyPatch, sets: list[str]) -> None:
    asked = ruleset.FourSouls.may_activate
    seen: Counter[str] = Counter()

    def compared(rules: ruleset.FourSouls, game: Game, obj: Any, player: str) -> bool:
        found = asked(rules, game, obj, player)
        assert found == by_the_rule(game, obj, player)
        seen["asked"] += 1
        seen["room"] += obj.zone in zones.slots(game, "room")
        seen["borrowed"] += found and (obj.controller or obj.owner) not in (None, player)
        return found

    monkeypatch.setattr(ruleset.FourSouls, "may_activate", compared)
    registry = shared_registry()
    for seed in range(6):
        game = registry.new_game("four-souls", players=4, seed=seed, sets=sets,
                                 options={"max_turns": 12})
        bots_play_out(game)
    assert seen["asked"] > 1000 and (seen["room"] > 0 or "requiem" not in sets)


def test_a_room_is_the_active_players_to_activate_and_nobody_elses() -> None:
    # FS 1.15.7: nobody controls a room; its activated abilities are the active player's
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=["base", "requiem"])
    room = zones.slots(game, "room")[0]
    obj = game.objects[next(iter(game.objects))]
    obj.controller, obj.owner, obj.zone = None, None, room
    other = next(s for s in game.seats if s != game.active)
    assert game.rules.may_activate(game, obj, game.active)
    assert not game.rules.may_activate(game, obj, other)


def test_possession_lends_the_lenders_items_only() -> None:
    # issue #35: the borrower may activate the lender's items, not their character
    game = shared_registry().new_game("four-souls", players=3, seed=1)
    lender, borrower, third = game.seats
    game.data["effects"].append({"stat": KIND, "subject": borrower, "value": lender})
    items = [o for o in game.objects.values() if o.zone == f"{lender}.items"]
    theirs = [o for o in game.objects.values() if o.zone == f"{third}.items"]
    character = zones.character_of(game, lender)
    assert items and theirs and character is not None
    assert all(game.rules.may_activate(game, o, borrower) for o in items)
    assert not game.rules.may_activate(game, character, borrower)
    assert not any(game.rules.may_activate(game, o, borrower) for o in theirs)
    assert not any(game.rules.may_activate(game, o, third) for o in items)
    game.data["effects"].clear()
    assert not any(game.rules.may_activate(game, o, borrower) for o in items)
