"""A scenario's `monsters:` names its table: a slot set-up opened for an Indomitable monster
(FS 9.10.5) is closed unless the scenario names it (plugins/four_souls/directives.py)."""

from __future__ import annotations

from tests.conftest import shared_registry

SETS = ["requiem", "warp-zone"]


def _indomitable_seed() -> tuple[int, str]:
    """A seed whose set-up reveals an Indomitable monster, which opens a third monster slot,
    and that monster."""
    for seed in range(1, 400):
        game = shared_registry().new_game("four-souls", players=3, seed=seed, sets=SETS)
        if "monster.3" in game.zones:
            return seed, game.zones["monster.3"].objects[0].card
    raise AssertionError("no seed in 1..399 reveals an Indomitable monster at set-up")


def test_a_scenario_naming_its_monster_slots_has_no_slot_set_up_opened_for_indomitable() -> None:
    # FS 9.10.5: the Indomitable monster went to a new slot at set-up; the scenario's table is
    # the two slots it names, that monster back in the deck
    seed, indomitable = _indomitable_seed()
    game = shared_registry().new_game("four-souls", players=3, seed=seed, sets=SETS,
                                      setup={"deal": SETS,  # the set-up deal is what is tested
                                             "monsters": {"monster.1": "gurdy",
                                                          "monster.2": "fly"}})
    assert game.data["slots"]["monster"] == ["monster.1", "monster.2"]
    assert "monster.3" not in game.zones and "monster.3.covered" not in game.zones
    assert indomitable in [o.card for o in game.zones["monster.deck"].objects]


def test_a_scenario_naming_the_indomitable_slot_keeps_it() -> None:
    seed, _ = _indomitable_seed()
    game = shared_registry().new_game("four-souls", players=3, seed=seed, sets=SETS,
                                      setup={"deal": SETS,
                                             "monsters": {"monster.1": "gurdy",
                                                          "monster.3": "fly"}})
    assert [o.card for o in game.zones["monster.3"].objects] == ["fly"]
