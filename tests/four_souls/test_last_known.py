"""Last known information (#35): a dying monster's death triggers, which resolve after it has
left play, read what it was as it died, from the event: its counters, controller and stats
(FS 7.6: a monster goes to the discard before its death triggers resolve)."""

from __future__ import annotations

from deckwright.kernel.game import Game
from tests.conftest import shared_registry


def table(**setup: object) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
        "bonus": [], "hands": {"p1": [], "p2": []}, **setup})


def killed(game: Game, slot: str) -> dict:  # type: ignore[type-arg]
    """Kill the monster in ``slot`` by the rules' own death and return its die event."""
    from deckwright.plugins.four_souls import death
    monster = game.zones[slot].objects[-1]
    flow = death.monster_dies(game, monster.id)
    for _ in flow:  # nothing in a plain monster's death asks anyone
        pass
    return next(data for _, kind, data in reversed(game.history) if kind == "die")


def test_a_dying_monster_keeps_its_counters_in_its_death_event() -> None:  # FS 7.6
    game = table()
    monster = game.zones["monster.1"].objects[-1]
    monster.counters["spider"] = 3
    monster.counters["damage"] = 5
    event = killed(game, "monster.1")
    assert event["last_known"]["counters"] == {"spider": 3, "damage": 5}
    # the monster itself is gone from play: only the event still knows
    assert monster.id not in game.objects or game.objects[monster.id].zone != "monster.1"


def test_a_dying_monster_keeps_its_stats_in_its_death_event() -> None:  # FS 7.6, 1.16
    game = table()
    event = killed(game, "monster.1")
    gurdy = game.card("gurdy").stats
    assert event["last_known"]["stats"] == {"hp": gurdy["hp"], "attack": gurdy["attack"],
                                           "evasion": gurdy["evasion"]}


def test_every_move_says_what_the_object_was_as_it_left() -> None:  # kernel: moves
    game = table()
    monster = game.zones["monster.2"].objects[-1]
    monster.counters["spider"] = 2
    killed(game, "monster.2")
    moves = [data for _, kind, data in game.history
             if kind == "move" and data.get("object") == monster.id]
    assert moves and moves[0]["last_known"]["counters"] == {"spider": 2}
