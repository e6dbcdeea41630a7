"""The priority actions ask once what shields a player from loot and abilities (Trinity
Shield's ``forbids``, FS 4.6) and what restricts them (Shadow of Famine's ``restricts``), and
skip the restriction while no card in play restricts anything (issue #32: never guess): at
every window of seeded games with such a card in play, what they go by is what asking in
full gives."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import loot, ruleset, zones
from tests.conftest import bots_play_out, shared_registry


def with_in_play(seed: int, card: str) -> Game:
    """A four-player game (base and Requiem) with ``card`` in play from the start: an item
    of the first seat's, or a room in the first room slot."""
    game = shared_registry().new_game("four-souls", players=4, seed=seed,
                                      sets=["base", "requiem"], options={"max_turns": 10})
    obj = next(o for o in game.objects.values() if o.card == card)
    room = game.card(card).type == "room"
    game.move_object(obj, zones.slots(game, "room")[0] if room else f"{game.seats[0]}.items")
    return game


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("card", ["trinity-shield", "shadow-of-famine"])
def test_shields_and_restrictions_asked_once_are_those_asked_in_full(
        monkeypatch: pytest.MonkeyPatch, card: str) -> None:
    offered = ruleset.FourSouls.priority_actions
    seen: Counter[str] = Counter()

    def compared(rules: ruleset.FourSouls, game: Game, player: str) -> list:
        shielded = loot.shielded(game, player)
        assert loot.may_loot_now(game, player, shielded) == loot.can_play_now(game, player)
        restricts = bool(zones.in_play_with(game, "restricts"))
        for what in ("loot", "activate"):
            restricted = loot.restricted(game, player, what)
            assert (restricts and loot.restricted(game, player, what)) == restricted
            seen["restricted"] += restricted
        seen["shielded"] += shielded
        seen["asked"] += 1
        return offered(rules, game, player)

    monkeypatch.setattr(ruleset.FourSouls, "priority_actions", compared)
    for seed in range(4):
        game = with_in_play(seed, card)
        bots_play_out(game)
    assert seen["asked"] > 200
    assert seen["restricted" if card == "shadow-of-famine" else "shielded"] > 10


def test_a_restricted_player_is_offered_no_second_loot_play() -> None:
    # Shadow of Famine: at most one loot card a turn, whatever else would allow more
    game = with_in_play(1, "shadow-of-famine")
    seat = game.active
    game.players[seat].counters["loot_plays"] = 2
    assert game.zones[f"{seat}.hand"].objects
    ids = [a.id for a in game.rules.priority_actions(game, seat)]
    assert any(i.startswith("play:") for i in ids)  # none played yet this turn
    loot.note(game, seat, "loot")
    ids = [a.id for a in game.rules.priority_actions(game, seat)]
    assert not any(i.startswith("play:") for i in ids)


def test_a_shielded_player_is_offered_no_loot_play_however_many_they_have() -> None:
    # Trinity Shield: on its controller's turn, the others may not play loot
    game = with_in_play(1, "trinity-shield")
    holder = game.seats[0]
    game.active = holder
    other = next(s for s in game.seats if s != holder and game.zones[f"{s}.hand"].objects)
    game.players[other].counters["loot_plays"] = 2
    assert loot.shielded(game, other)
    ids = [a.id for a in game.rules.priority_actions(game, other)]
    assert not any(i.startswith("play:") for i in ids)
