"""Names (#35): one answer to "is this named X" for every script (plugins/four_souls/names.py):
the name box (FS 1.16.1) without the set's bracketed disambiguation, what a card says it is also
named, a rename by an effect (only the new name) or by a static in play (The Isaac of Isaac:
Re-Isaac), each read the same way by ctx:named."""

from __future__ import annotations

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.registry import default_registry
from deckwright.plugins.four_souls import lasting, names


def table(sets: list[str], **setup: object) -> Game:
    return default_registry().new_game("four-souls", players=2, seed=1, sets=sets, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
        "bonus": [], "hands": {"p1": [], "p2": []}, **setup})


def test_the_printed_name_leaves_out_the_sets_disambiguation() -> None:  # FS 1.16.1
    game = table([])
    assert names.names_of(game, "pills-coins") == ["Pills!"]
    assert names.is_named(game, "pills-coins", "Pills!")
    assert not names.is_named(game, "pills-coins", "Pills! (coins)")


def test_a_card_also_named_has_both_names() -> None:  # Mom's Charmed Heart
    game = table(["star-promos"], monsters={"monster.1": "moms-charmed-heart",
                                            "monster.2": "monstro"})
    heart = game.zones["monster.1"].objects[-1]
    assert names.names_of(game, heart.id) == ["Mom's Charmed Heart", "Mom's Heart!"]
    assert names.is_named(game, heart.id, "mom's heart!")


def test_holds_and_begins_look_inside_the_name() -> None:  # Bobby Bomb, Mom's Bottle of Pills
    game = table([])
    assert names.is_named(game, "pills-coins", "pill", "holds")
    assert names.is_named(game, "pills-coins", "Pills", "begins")
    assert not names.is_named(game, "pills-coins", "ills", "begins")


def test_a_renamed_object_has_only_its_new_name_until_the_moment_ends() -> None:  # Cow
    game = table(["warp-zone"])
    isaac = game.zones["p1.character"].objects[0]
    names.apply_rename(game, _event(isaac.id, "Cow", "start:p1"))
    assert names.names_of(game, "p1") == ["Cow"]
    assert not names.is_named(game, "p1", "Isaac")
    lasting.expire(game, "start:p2")
    assert names.names_of(game, "p1") == ["Cow"]
    lasting.expire(game, "start:p1")
    assert names.names_of(game, "p1") == ["Isaac"]


def test_a_room_names_every_character() -> None:  # The Isaac of Isaac: Re-Isaac
    game = table(["warp-zone", "requiem"], rooms={"room.1": "the-isaac-of-isaac-re-isaac"})
    assert names.names_of(game, "p2") == ["Isaac"]
    item = game.zones["p2.items"].objects[0]
    assert names.names_of(game, item.id) == [names.printed_name(game.card(item.card))]


def _event(obj: str, name: str, until: str) -> Event:
    return Event("rename", {"object": obj, "name": name, "until": until})


def test_a_card_named_otherwise_outside_play_has_only_that_name_there() -> None:
    # The Duke of Flies but Really It's The Bloat: "named The Bloat while not in play"
    game = table(["star-promos"], monsters={"monster.1": "duke-of-flies-bloat",
                                            "monster.2": "monstro"})
    duke = game.zones["monster.1"].objects[-1]
    assert names.is_named(game, duke.id, "The Duke of Flies but Really It's The Bloat")
    assert not names.is_named(game, duke.id, "The Bloat")
    assert names.names_of(game, "duke-of-flies-bloat") == ["The Bloat"]
