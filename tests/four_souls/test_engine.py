"""Four Souls engine tests that are not scenarios: set-up, invariants over bot games."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.agents import make_agent, play_out
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from tests.conftest import shared_registry


def new(players: int = 2, seed: int = 1, **options: Any) -> Game:
    """A fresh game."""
    return shared_registry().new_game("four-souls", players=players, seed=seed, options=options)


def test_setup_deals_characters_items_loot_and_cents() -> None:
    """FS 2.1: each player has a character (deactivated), its starting item, 3 loot, 3¢."""
    game = new(players=4)
    for seat in game.seats:
        character = game.zones[f"{seat}.character"].objects
        assert len(character) == 1
        if seat != game.active:  # the first player recharged in their first recharge step
            assert character[0].tapped  # FS 2.1.8
        assert len(game.zones[f"{seat}.hand"].objects) >= 3
        assert game.players[seat].counters["cents"] == 3
    assert game.data["bank"] == 100 - 12
    assert len(game.zones["bonus"].objects) == 3  # FS 2.1.7


def test_setup_slots_hold_monsters_not_events() -> None:
    """FS 2.1.5: events revealed during set-up go to the bottom; both slots hold monsters."""
    for seed in range(20):
        game = new(seed=seed)
        for slot in ("monster.1", "monster.2"):
            top = game.zones[slot].objects[0]
            assert game.card(top.card).type == "monster"


def test_setup_puts_an_indomitable_monster_in_a_new_slot() -> None:
    """FS 9.10.5, 2.1.5: Mega Satan! (Indomitable) revealed at set-up expands the monster slots
    and goes into the new slot; the two starting slots are filled again with monsters. Seeds
    of three-player Requiem games are tried until one reveals it at set-up."""
    registry = shared_registry()
    for seed in range(300):
        game = registry.new_game("four-souls", players=3, seed=seed, sets=["requiem"])
        slots = game.data["slots"]["monster"]
        satan = [s for s in slots if any(o.card == "mega-satan" for o in game.zones[s].objects)]
        if not satan:
            continue
        assert len(slots) == 3 and satan == ["monster.3"], (seed, slots, satan)
        for slot in ("monster.1", "monster.2"):
            top = game.zones[slot].objects[0]
            assert game.card(top.card).type == "monster"
            assert "indomitable" not in game.card(top.card).tags
        return
    pytest.fail("no seed below 300 reveals Mega Satan! at set-up")


def _invariants(total_cards: int, bank_total: int) -> Any:
    def check(game: Game, event: Event) -> None:
        cards = sum(len(z.objects) for z in game.zones.values())
        assert cards == total_cards, f"card count changed after {event.kind}"
        cents = sum(p.counters.get("cents", 0) for p in game.players.values())
        assert cents >= 0 and game.data["bank"] >= 0
        assert cents + game.data["bank"] == bank_total, f"¢ not conserved after {event.kind}"
        for player in game.players.values():
            assert all(v >= 0 for v in player.counters.values()), event.kind
    return check


@pytest.mark.parametrize("bot", ["heuristic", "random"])
def test_bot_games_keep_cards_and_cents(bot: str) -> None:
    """Seeded bot games: every card stays in exactly one zone and ¢ are conserved (DESIGN §9)."""
    registry = shared_registry()
    factories = registry.agent_factories("four-souls")
    for seed in range(2):
        # random bots make some 300 decisions a turn: the turn limit keeps this test quick
        game = new(players=4, seed=seed, max_turns=80)
        total = sum(len(z.objects) for z in game.zones.values())
        game.observers.append(_invariants(total, 100))
        agents = {s: make_agent(bot, s, game, factories) for s in game.seats}
        play_out(game, agents, 100_000)
        assert game.over and game.error is None, game.error


def test_setup_puts_events_to_the_bottom_without_triggering() -> None:
    """R-001 (FS 2.1.5): an event revealed into a slot during set-up goes to the bottom of the
    monster deck; nothing triggers and the next monster fills the slot."""
    from deckwright.plugins.four_souls import slots

    game = new()
    deck = game.zones["monster.deck"].objects
    event = next(o for o in deck if game.card(o.card).type == "event")
    monster = next(o for o in deck if game.card(o.card).type == "monster")
    deck.remove(event)
    deck.remove(monster)
    deck[:0] = [event, monster]
    for obj in list(game.zones["monster.1"].objects):
        game.move_object(obj, "monster.discard")
    waiting = len(game.waiting)
    slots.setup_slot(game, "monster.1", "monster")
    assert game.zones["monster.1"].objects[0].card == monster.card
    assert game.zones["monster.deck"].objects[-1].card == event.card
    assert len(game.waiting) == waiting and not game.stack


def test_cain_takes_the_first_turn() -> None:  # FS 2.1.11
    """[Cain's text, CR 2.1.11]: whoever plays Cain goes first."""
    for seed in range(40):
        game = new(players=4, seed=seed)
        seats = [s for s in game.seats if game.zones[f"{s}.character"].objects[0].card == "cain"]
        if seats:
            assert game.data["first"] == seats[0]
            return
    raise AssertionError("no seed dealt Cain")


def test_unscripted_treasures_stay_out_of_the_deck() -> None:
    """A homebrew treasure whose script is not written yet is not shuffled in unless asked."""
    from dataclasses import replace

    from plugins.four_souls.setup import include_treasure

    game = new()
    written = game.card("placebo")
    unwritten = replace(written, script=None)
    assert include_treasure(game, written)
    assert not include_treasure(game, unwritten)
    assert include_treasure(new(all_treasures=True), unwritten)


def test_solo_deals_two_characters_without_bonus_souls_and_sets_the_timer() -> None:
    """FS 2.3.1: solo play deals the one player two characters; no bonus souls; the d8 at 8."""
    game = new(players=1, coop=True)
    assert game.seats == ["p1", "p2"]
    for seat in game.seats:
        assert len(game.zones[f"{seat}.character"].objects) == 1
    assert not game.zones["bonus"].objects
    assert game.data["timer"] == 8


def test_one_player_without_coop_is_refused_in_one_line() -> None:
    """FS 2.3: a lone player plays solo (co-op rules); anything else needs 2 to 6 players."""
    from deckwright.kernel.errors import DeckwrightError

    with pytest.raises(DeckwrightError, match="plays solo with --option coop=true"):
        new(players=1)


def test_pass_turn_at_the_prompt_passes_every_priority_until_the_turn_ends() -> None:
    """The play prompt's 'pass turn': the next question the player sees is in turn 2 (typed
    twice: it ends p1's action phase with an attack not made, which is asked once)."""
    from click.testing import CliRunner

    from deckwright.cli.main import cli

    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "11"], input="pass turn\npass turn\nquit\n")
    out = result.output
    assert "passing until turn 1 ends" in out
    after = out[out.index("passing until turn 1 ends"):]
    assert "Turn 2" in after and "Turn 1 " not in after
