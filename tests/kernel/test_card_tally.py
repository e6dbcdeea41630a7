"""The balance report's per-card tally: drawn, played, used and held, counted from the event
stream of a tiny seeded game, by the roles the game gives its zones."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.observations import (
    GONE,
    HAND,
    HELD,
    TABLE,
    TallyRules,
    default_zone_role,
    observed,
)
from deckwright.kernel.registry import Registry
from deckwright.kernel.ruleset import Ruleset
from deckwright.kernel.state import Zone
from deckwright.plugins.dungeon_raiders import tally as dr_tally
from deckwright.plugins.four_souls import tally as fs_tally
from deckwright.plugins.munchkin import tally as mk_tally
from deckwright.tools.report.tally import CardTally


def _duel(registry: Registry, tally: CardTally | None) -> Any:
    """Wizard Duel, two players, seed 1: p1 starts with a wand and a spark, p2 with a rock."""
    return registry.new_game(
        "wizard-duel", players=2, seed=1, options={"bids": False},
        setup={"hands": {"p1": ["wand", "spark"], "p2": ["rock"]}},
        on_start=tally.attach if tally is not None else None)


def _answer(game: Any, prefix: str) -> None:
    decision = game.pending[0]
    option = next(o for o in decision.option_ids() if o.startswith(prefix))
    game.answer(decision.player, option)


def test_tally_counts_draws_plays_uses_and_holders_of_a_seeded_game(registry: Registry) -> None:
    tally = CardTally()
    game = _duel(registry, tally)
    # turn 1, p1: drew a purse; plays the wand (hand -> stack -> p1.play), passes
    _answer(game, "play:wand")
    _answer(game, "pass")
    # turn 2, p2 draws a wand and passes; p1 zaps p2 with the wand (its ability resolves)
    _answer(game, "pass")
    _answer(game, "activate:wand")
    _answer(game, "target:p2")
    _answer(game, "pass")
    # turn 3, p1 draws a big spark and plays the spark at p2 (on_play runs, then discard)
    _answer(game, "play:spark")
    _answer(game, "target:p2")
    result = tally.result()
    assert result.counts == {
        "big-spark": {"p1": [1, 0, 0]},
        "purse": {"p1": [1, 0, 0]},
        "rock": {"p2": [1, 0, 0]},  # the opening hand counts as drawn
        "spark": {"p1": [1, 1, 1]},
        # on the stack and back into p1's play is not a second draw
        "wand": {"p1": [1, 1, 1], "p2": [1, 0, 0]},
    }
    assert result.held == {"big-spark": ["p1"], "purse": ["p1"], "rock": ["p2"],
                           "spark": ["p1"], "wand": ["p1", "p2"]}
    assert result.total("wand", "drawn") == 2 and result.total("spark", "used") == 1
    # seen: every card an event named (p2's three opening cards went back to the deck)
    assert set(result.counts) <= set(result.seen)


def test_a_game_without_a_tally_has_no_observer_and_no_effect_hook(registry: Registry) -> None:
    game = _duel(registry, None)
    assert game.observers == [] and game.scripts.on_effect is None


def test_moves_by_zone_role_discard_steal_gift_and_table(registry: Registry) -> None:
    tally = CardTally()
    game = _duel(registry, tally)
    spark = game.find_card("spark", ["p1.hand"])
    tally.observe(game, Event("move", {"card": "spark", "from": "p1.hand", "to": "discard",
                                       "object": spark.id}))
    tally.observe(game, Event("move", {"card": "wand", "from": "p1.hand", "to": "p2.hand"}))
    tally.observe(game, Event("move", {"card": "rock", "from": "p2.play", "to": "p1.play"}))
    tally.observe(game, Event("move", {"card": "purse", "from": "p1.hand", "to": "p1.play"}))
    result = tally.result()
    assert result.counts["spark"]["p1"] == [1, 0, 0]  # a discard from hand is not a play
    assert result.counts["wand"]["p2"] == [1, 0, 0]  # a gift: drawn by p2, not played
    assert result.counts["wand"]["p1"] == [1, 0, 0]
    assert result.counts["rock"]["p1"] == [1, 0, 0]  # taken from p2's play: drawn by p1
    assert result.counts["purse"]["p1"] == [1, 1, 0]  # from hand into own play: a play
    assert result.held["rock"] == ["p1", "p2"]


def test_a_card_effect_with_no_seat_counts_for_the_table(registry: Registry) -> None:
    tally = CardTally()
    game = _duel(registry, tally)
    tally.effect("lens", None, "effect")
    tally.effect("wand", "p1", "pay")  # paying a cost is not a use
    assert tally.result().counts["lens"] == {"": [0, 0, 1]}
    assert "lens" not in tally.result().held
    assert tally.result().counts["wand"] == {"p1": [1, 0, 0]}
    assert game.scripts.on_effect == tally.effect


@pytest.mark.parametrize(("name", "owner", "role"), [
    ("p1.hand", "p1", HAND), ("p1.items", "p1", HELD), ("loot.deck", None, TABLE),
])
def test_the_kernel_default_zone_roles(name: str, owner: str | None, role: str) -> None:
    assert default_zone_role(Zone(name, owner=owner)) == role


def _pile_gone(zone: Zone) -> str:
    return GONE if zone.name == "pile" else default_zone_role(zone)


def _pinged(event: Event) -> list[Any]:
    return [observed("used", None, str(event.data["card"]))]


class Pinged(Ruleset):
    """A game whose report rules say: its pile is out of play, a ping uses a card."""

    id = "pinged"
    tally_rules = TallyRules(frozenset({"ping"}), _pile_gone, _pinged)

    def event_appliers(self) -> dict[str, Any]:
        return {"ping": lambda game, event: None, "pong": lambda game, event: None}

    def play(self, game: Game) -> Any:
        yield from game.perform("ping", {"card": "bell"})
        yield from game.perform("pong", {"card": "gong"})  # not a kind its rules ask about


def test_a_ruleset_tells_the_report_what_its_tally_rules_say() -> None:
    rules = Pinged()
    tally = CardTally()
    game = Game(rules, players=2, seed=1, on_start=tally.attach)
    assert game.over
    assert tally.result().total("bell", "used") == 1
    assert tally.result().total("gong", "used") == 0
    assert rules.zone_role(game, Zone("pile")) == GONE
    assert rules.zone_role(game, Zone("p1.hand", owner="p1")) == HAND
    # the kernel's defaults: the kernel's guess at roles, no counts of the game's own
    assert Ruleset().zone_role(game, Zone("pile")) == TABLE
    assert Ruleset().tally_event(game, Event("ping", {"card": "bell"})) == []


def test_each_game_names_its_piles_out_of_play() -> None:
    assert dr_tally.zone_role(Zone("room.done")) == GONE
    assert dr_tally.zone_role(Zone("supply.torch")) == TABLE
    assert fs_tally.zone_role(Zone("stack")) == "transit"
    assert fs_tally.zone_role(Zone("monster.dying")) == "transit"
    assert fs_tally.zone_role(Zone("monster.1.covered")) == GONE
    assert fs_tally.zone_role(Zone("monster.1")) == TABLE
    assert fs_tally.zone_role(Zone("p2.souls", owner="p2")) == HELD
    assert mk_tally.zone_role(Zone("door.discard")) == GONE
    assert mk_tally.zone_role(Zone("limbo")) == TABLE


def test_each_game_counts_its_own_events() -> None:
    assert fs_tally.tally_event(Event("rewards-gained", {"player": "p3", "card": "gaper"})) \
        == [("drawn", "p3", "gaper")]
    kill = Event("kill", {"fighter": "p1", "helper": "p2", "cards": ["plutonium-dragon"]})
    assert mk_tally.tally_event(kill) == [("drawn", "p1", "plutonium-dragon"),
                                          ("drawn", "p2", "plutonium-dragon"),
                                          ("killed", "p1", "plutonium-dragon")]
    assert mk_tally.tally_event(Event("kill", {"fighter": "p1", "helper": None,
                                               "cards": ["ugly"]})) == [("drawn", "p1", "ugly"),
                                                                        ("killed", "p1", "ugly")]
    assert dr_tally.tally_event(Event("move", {"card": "dragon", "from": "floor",
                                               "to": "room.done"})) == [("played", None, "dragon")]
    assert dr_tally.tally_event(Event("move", {"card": "key", "from": "supply.key",
                                               "to": "p1.hand"})) == []


@pytest.mark.parametrize(("game_id", "players"), [
    ("dungeon-raiders", 3), ("four-souls", 2), ("munchkin", 3),
])
def test_every_game_tallies_a_whole_random_game(registry: Registry, game_id: str,
                                                 players: int) -> None:
    from deckwright.kernel.agents import RandomAgent, play_out

    tally = CardTally()
    game = registry.new_game(game_id, players=players, seed=2, on_start=tally.attach)
    play_out(game, {s: RandomAgent(s, game) for s in game.seats}, 100_000)
    result = tally.result()
    assert game.over and not game.error
    assert result.held and all(set(s) <= set(game.seats) for s in result.held.values())
    assert sum(result.total(c, "drawn") for c in result.counts) > 0
    assert sum(result.total(c, "played") for c in result.counts) > 0
    assert set(result.counts) <= set(game.library.cards)


def test_a_four_souls_monster_is_drawn_once_per_kill_even_when_it_becomes_a_soul(
        registry: Registry) -> None:
    from deckwright.kernel.agents import play_out

    tally = CardTally()
    rewarded: dict[str, int] = {}

    def watch(game: Any, event: Event) -> None:
        if event.kind == "rewards-gained":
            rewarded[event.data["card"]] = rewarded.get(event.data["card"], 0) + 1

    def attach(game: Any) -> None:
        tally.attach(game)
        game.observers.append(watch)

    game = registry.new_game("four-souls", players=3, seed=5, on_start=attach)
    factories = registry.agent_factories("four-souls")
    play_out(game, {s: factories["heuristic"](s, game) for s in game.seats}, 200_000)
    result = tally.result()
    souls = {o.card for s in game.seats for o in game.zones[f"{s}.souls"].objects
             if game.card(o.card).type == "monster"}
    assert rewarded and souls  # some monsters died, and some became souls
    for card, times in rewarded.items():
        assert result.total(card, "drawn") == times, card


def test_four_souls_names_the_player_who_dealt_a_monsters_kill() -> None:
    # FS 7.6: a monster dies; the kill is its last hitter's, whoever gains the rewards
    die = Event("die", {"victim": "monster", "card": "gaper", "killer": "p2"})
    assert fs_tally.tally_event(die) == [("killed", "p2", "gaper")]
    assert fs_tally.tally_event(Event("die", {"victim": "player", "card": "isaac",
                                              "killer": "p2"})) == []
    assert fs_tally.tally_event(Event("die", {"victim": "monster", "card": "gaper",
                                              "killer": None})) == []


def test_a_kill_is_recorded_with_every_players_rank_by_souls_at_that_moment(
        registry: Registry) -> None:
    from deckwright.kernel.agents import play_out
    from deckwright.plugins.four_souls.facts import soul_value

    tally = CardTally()
    expected: list[tuple[str, str, dict[str, int]]] = []

    def watch(game: Any, event: Event) -> None:
        data = event.data
        if event.kind == "die" and data.get("victim") == "monster" and data.get("killer"):
            souls = {s: soul_value(game, s) for s in game.seats}
            expected.append((data["card"], data["killer"], {
                s: 1 + sum(1 for v in souls.values() if v > souls[s]) for s in game.seats}))

    def attach(game: Any) -> None:
        tally.attach(game)
        game.observers.append(watch)

    game = registry.new_game("four-souls", players=3, seed=5, on_start=attach)
    factories = registry.agent_factories("four-souls")
    play_out(game, {s: factories["heuristic"](s, game) for s in game.seats}, 200_000)
    kills = tally.result().kills
    assert kills == expected and len(kills) > 3
    assert any(ranks[killer] > 1 for _card, killer, ranks in kills)  # not only the leader


def test_usable_cards_are_the_held_ones_with_an_activated_ability_or_on_play(
        registry: Registry) -> None:
    from deckwright.kernel.agents import RandomAgent, play_out

    tally = CardTally()
    game = registry.new_game("four-souls", players=2, seed=3, on_start=tally.attach)
    play_out(game, {s: RandomAgent(s, game) for s in game.seats}, 100_000)
    result = tally.result()
    assert result.usable and set(result.usable) < set(result.held)
    for card in result.held:
        script = game.scripts.script(card)
        offers = script is not None and (bool(script.activated) or "on_play" in script.entries)
        assert (card in result.usable) == offers, card


def test_a_four_souls_character_shares_its_row_with_its_starting_item(
        registry: Registry) -> None:
    cards = registry.library("four-souls").cards
    joined = fs_tally.starting_items(cards.values())
    isaac = next(c for c in cards.values() if c.type == "character"
                 and c.stats.get("starting_item"))
    assert joined[isaac.stats["starting_item"]] == isaac.id
    assert all(cards[host].type == "character" for host in joined.values())
