"""Dungeon Raiders beyond single scenarios: set-up, invariants over whole games, hidden
information, determinism, the bots and the text. Rule numbers refer to
../shared/rules/dungeon-raiders.md."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.agents import make_agent, play_out
from deckwright.kernel.errors import IllegalAnswer
from deckwright.kernel.registry import Registry
from deckwright.plugins.dungeon_raiders.cards import (
    BOX,
    COIN_CAP,
    COINS,
    FLOOR,
    ROOM_DECK,
    WOUNDS,
    hand,
)
from deckwright.plugins.dungeon_raiders.ruleset import DungeonRaiders

GAME = "dungeon-raiders"
TOTAL_CARDS = 101  # 7 floors, 30 rooms, 10 bosses, 5 characters, 25 powers, 24 items


def new(registry: Registry, players: int = 4, seed: int = 1, **options: Any) -> Any:
    """A fresh game."""
    return registry.new_game(GAME, players=players, seed=seed, options=options)


def agents_for(registry: Registry, game: Any, kinds: dict[str, str]) -> dict[str, Any]:
    """Agents by seat."""
    factories = registry.agent_factories(GAME)
    return {s: make_agent(kinds.get(s, "random"), s, game, factories) for s in game.seats}


def test_the_box_holds_every_card_of_the_rules(registry: Registry) -> None:
    """7 floors, 30 rooms (11/10/5/4), 10 bosses, 5 characters, 25 powers, 24 items (DR A1)."""
    library = registry.library(GAME)
    copies: Counter[str] = Counter()
    for card in library.cards.values():
        copies[card.type] += card.copies
    assert copies == {"floor": 7, "monster": 11, "treasure": 10, "vault": 5, "trap": 4,
                      "boss": 10, "character": 5, "power": 25, "item": 24}
    assert all(card.text for card in library.cards.values())
    assert all(card.script is not None for card in library.of_type("boss"))


@pytest.mark.parametrize("seed", range(8))
def test_setup_removes_six_rooms_and_puts_a_boss_at_the_bottom(registry: Registry,
                                                               seed: int) -> None:
    """DR A2.1-A2.2: 24 rooms and a boss in play, 6 rooms and 2 floors out unseen."""
    game = new(registry, players=3 + seed % 3, seed=seed)
    deck = game.zones[ROOM_DECK].objects
    assert game.card(deck[-1].card).type == "boss"
    assert len(deck) + len(game.zones[FLOOR].objects) == 25
    boxed = Counter(game.card(o.card).type for o in game.zones[BOX].objects)
    assert boxed["boss"] == 9
    assert sum(boxed[t] for t in ("monster", "treasure", "vault", "trap")) == 6
    assert boxed["floor"] == 2
    assert len(game.zones["floor.deck"].objects) == 4
    for seat in game.seats:
        powers = [c for c in game.zones[hand(seat)].cards() if c.startswith("power-")]
        assert sorted(powers) == [f"power-{v}" for v in range(1, 6)]


def test_a_tactical_game_gives_someone_the_scroll(registry: Registry) -> None:
    """DR A12.1."""
    holders = {new(registry, seed=s, tactical=True).data["scroll"] for s in range(12)}
    assert holders <= {"p1", "p2", "p3", "p4"} and len(holders) > 1


@pytest.mark.parametrize("players,tactical", [(3, False), (4, False), (5, False), (5, True),
                                              (3, True)])
def test_invariants_hold_after_every_event_of_random_games(registry: Registry, players: int,
                                                           tactical: bool) -> None:
    """No card appears or vanishes, coins stay in 0..20 (DR A5.1-A5.2), wounds never go below
    0, and a player always holds a power card for every room left on the floor (DR A4.7)."""
    problems: list[str] = []

    def check(game: Any, event: Any) -> None:
        count = sum(len(z.objects) for z in game.zones.values())
        if count != TOTAL_CARDS or len(game.objects) != TOTAL_CARDS:
            problems.append(f"{count} cards after {event.kind}")
        for seat in game.seats:
            if not 0 <= game.counter(seat, COINS) <= COIN_CAP or game.counter(seat, WOUNDS) < 0:
                problems.append(f"{seat} counters {game.players[seat].counters}")

    for seed in range(15):
        game = new(registry, players=players, seed=seed, tactical=tactical)
        game.observers.append(check)
        agents = agents_for(registry, game, {})
        while not game.over:
            for decision in game.pending:
                seat = decision.player
                rooms = len(game.zones[FLOOR].objects)
                powers = sum(1 for c in game.zones[hand(seat)].cards() if c.startswith("power"))
                if decision.context.get("step") == "play" and powers < rooms:
                    problems.append(f"{seat} holds {powers} powers for {rooms} rooms")
                game.answer(seat, agents[seat].choose(decision, game.view(seat)))
        assert game.error is None, game.error
        assert game.result["ranking"] and set(game.result["ranking"]) == set(game.seats)
        assert not problems, problems[:5]


def test_same_seed_and_answers_give_the_same_game(registry: Registry) -> None:
    """All randomness comes from the game's generator (DESIGN §2.5)."""
    hashes = []
    for _ in range(2):
        game = new(registry, players=5, seed=42)
        play_out(game, agents_for(registry, game, {"p1": "heuristic"}))
        hashes.append(game.state_hash())
    assert hashes[0] == hashes[1]


def test_no_view_shows_a_hidden_card_while_everyone_chooses(registry: Registry) -> None:
    """DR A4.2, A2.5, A3.1: other hands, face-down rooms and the planned layouts stay hidden;
    a card already chosen is not in anyone's view until all have chosen."""
    game = registry.new_game(GAME, players=3, seed=3,
                             setup={"floors": ["UDDDD"], "characters": {"p1": "explorer"}})
    game.answer("p2", "card:power-5")
    for seat in game.seats:
        view = game.view(seat)
        for other in game.seats:
            cards = view["zones"][f"{other}.hand"]["cards"]
            assert all(("card" in c) == (other == seat) for c in cards)
        assert [c.get("card") for c in view["zones"]["p2.played"]["cards"]] == []
        hidden = view["zones"][FLOOR]["cards"][1:]
        assert all("card" not in c and c["face_down"] for c in hidden)
        assert "_layouts" not in view["data"]
    assert "power-5" in game.zones[hand("p2")].cards()


def test_a_torch_is_known_only_to_its_user(registry: Registry) -> None:
    """DR A3.2: the torch is a private look; the rooms stay face down for everyone else."""
    game = registry.new_game(GAME, players=3, seed=4,
                             setup={"floors": ["UDDDD"], "characters": {"p1": "explorer"}})
    for seat, answer in (("p1", "use:torch"), ("p2", "card:power-1"), ("p3", "card:power-1")):
        game.answer(seat, answer)
    mine = game.view("p1")["zones"][FLOOR]["cards"]
    theirs = game.view("p2")["zones"][FLOOR]["cards"]
    assert all("card" in c for c in mine)
    assert all("card" not in c for c in theirs[1:])


def test_an_item_illegal_in_the_room_is_refused(registry: Registry) -> None:
    """DR A4.5: a key cannot be played against a monster."""
    game = registry.new_game(GAME, players=3, seed=5, setup={
        "characters": {"p1": "thief"}, "top": {ROOM_DECK: ["goblin"]}})
    with pytest.raises(IllegalAnswer):
        game.answer("p1", "card:key")


def test_the_heuristic_bot_beats_random_players(registry: Registry) -> None:
    """One heuristic seat among four random ones, rotating, wins far more than its 1/5."""
    games = 40
    share = 0.0
    for seed in range(games):
        game = new(registry, players=5, seed=1000 + seed)
        seat = game.seats[seed % 5]
        play_out(game, agents_for(registry, game, {seat: "heuristic"}))
        winners = game.result["winners"]
        if seat in winners:
            share += 1 / len(winners)
    assert share / games > 0.45


def test_the_table_and_the_result_read_as_text(registry: Registry) -> None:
    """The CLI text: the floor, coins and wounds, your hand; at the end the ranking."""
    game = new(registry, players=4, seed=6)
    text = game.render("p1")
    assert "Your hand:" in text and "coins" in text and "wounds" in text
    play_out(game, agents_for(registry, game, {}))
    result = DungeonRaiders().result_text(game)
    assert "Final ranking" in result
    assert all(seat in result for seat in game.seats)


def test_the_lua_vocabulary_documents_itself() -> None:
    """Every game function card scripts may call has a signature and a sentence."""
    entries = DungeonRaiders().vocabulary()
    assert {"wound", "heal", "gain_coins", "lose_coins", "knock_out", "take_item", "coins",
            "wounds"} <= {e.name for e in entries}
    assert all(e.doc and e.signature and e.kind in ("query", "action") for e in entries)


def test_a_room_resolved_while_your_last_card_plays_itself_is_still_shown() -> None:
    # DR A4.5: a player's only card is played unasked; the room before it must not vanish
    # from their screen (issue #11: the Treasure (2) result never appeared)
    from click.testing import CliRunner

    from deckwright.cli.main import cli

    answers = "4\n1\n4\n2\n2\n1\n2\n1\n2\n"
    result = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--players", "4", "--bots",
                                      "3", "--seed", "837338"], input=answers)
    screen = result.output.split("floor 3 of 5", 1)[1]
    assert "Earlier room: Treasure (2): p1 5, p2 3, p3 5, p4 5" in screen
    assert "Last room: Magnet Trap" in screen
    assert screen.index("Earlier room") < screen.index("Last room")


def test_traps_say_take_wounds_and_lose_coins(registry: Registry) -> None:
    # issue #11: a wound trap read "lose wounds"
    from deckwright.plugins.dungeon_raiders.render import describe_room

    game = registry.new_game("dungeon-raiders", players=4, seed=1)
    boulder = describe_room(game, "boulder")
    assert "fewest wounds: take 0/1/1/1/2 wounds by the highest card played" in boulder
    assert ": lose " in describe_room(game, "magnet")


def test_a_name_beginning_with_the_takes_no_second_the(registry: Registry) -> None:
    # issue #11: "the The Thing"
    from deckwright.plugins.dungeon_raiders.cards import the_name

    game = registry.new_game("dungeon-raiders", players=4, seed=1)
    assert the_name(game, "thing") == "The Thing"
    assert the_name(game, "zombie") == "the Zombie"
