"""The max-health check (FS 7.2.3) is skipped while its own key, what the seats' max health
reads, is the same (unchanged.py): seeded bot games play the same decisions to the same end
with the check run before every priority, and at each skip every seat's max health is what
the last run left (issue #32: a key that misses an input would change games)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import unchanged
from deckwright.plugins.four_souls.facts import max_hp
from deckwright.plugins.four_souls.zones import character_of
from tests.conftest import bots_play_out, shared_registry

# (seed, sets, turns): base games, and sets whose cards change max health (Requiem's health
# statics and effects, Anniversary's and Warp Zone's characters and items)
GAMES = [(0, None, 14), (3, None, 14), (7, ["base", "requiem"], 14), (2, ["requiem"], 14),
         (4, ["anniversary"], 14), (6, ["warp-zone"], 14), (5, None, 0)]


def play(seed: int, sets: list[str] | None, turns: int, monkeypatch: pytest.MonkeyPatch, *,
         forced: bool) -> tuple[Game, int]:
    """A four-player bot game; ``forced``: the max-health check runs every time. Returns
    the game and how many times the check was skipped (each skip checked against a run)."""
    asked = unchanged.skipped
    skips = 0

    def max_health_run(game: Game, check: str, key: object) -> bool:
        nonlocal skips
        if check != "max health":
            return asked(game, check, key)
        if forced:
            return False
        skip = asked(game, check, key)
        if skip:
            skips += 1
            assert {s: max_hp(game, s) for s in game.seats} == game.data["max_hp"]
        return skip

    with monkeypatch.context() as patch:
        patch.setattr(unchanged, "skipped", max_health_run)
        game = shared_registry().new_game(
            "four-souls", players=4, seed=seed, options={"max_turns": turns},
            **({"sets": sets} if sets else {}))
        return bots_play_out(game, relevance=True), skips


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize(("seed", "sets", "turns"), GAMES)
def test_a_game_with_the_max_health_check_skipped_plays_as_one_where_it_always_runs(
        seed: int, sets: list[str] | None, turns: int,
        monkeypatch: pytest.MonkeyPatch) -> None:  # FS 7.2.3
    keyed, skips = play(seed, sets, turns, monkeypatch, forced=False)
    always, _ = play(seed, sets, turns, monkeypatch, forced=True)
    assert skips > 10  # the key did skip it: the comparison means something
    assert keyed.answers == always.answers  # each decision
    assert keyed.state_hash() == always.state_hash()

# sets with characters of more than one printed health
SETS = ["base", "requiem", "anniversary", "warp-zone"]


def plain_health_set(tmp_path: Path) -> Path:
    """A set of one treasure whose static gives +1 health to everything (no ``applies``)."""
    folder = tmp_path / "plain-health"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "plain-heart.lua").write_text(
        'return { static { stat = "hp", value = 1 } }\n', encoding="utf-8")
    (folder / "set.yaml").write_text(yaml.safe_dump(
        {"game": "four-souls", "id": "plain-health", "name": "Plain health", "version": "1",
         "default": False, "cards": [{"id": "plain-heart", "name": "Plain Heart",
                                      "type": "treasure", "copies": 1, "text": "+1 health.",
                                      "script": "plain-heart.lua"}]}), encoding="utf-8")
    return folder


def test_the_max_health_key_reads_a_health_static_that_asks_nothing(
        tmp_path: Path) -> None:  # FS 7.2
    # base cards give counters no meaning: the key reads the zones only for the static
    game = shared_registry().new_game(
        "four-souls", players=2, seed=1, sets=["base", str(plain_health_set(tmp_path))],
        setup={"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "cain"},
               "bonus": []})
    before, health = unchanged.seats_max_health_key(unchanged.health_key(game)), max_hp(game, "p1")
    assert before is not None
    game.create_object("plain-heart", "p2.items", owner="p2")
    assert max_hp(game, "p1") == health + 1
    assert unchanged.seats_max_health_key(unchanged.health_key(game)) != before


def test_the_max_health_key_reads_characters_and_effects_not_other_moves() -> None:  # FS 7.2
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=SETS, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "bonus": []})

    def key() -> object:
        return unchanged.seats_max_health_key(unchanged.health_key(game))

    before, health = key(), max_hp(game, "p1")
    assert before is not None
    # a card drawn changes no seat's max health, nor the key
    game.move_object(game.zones["loot.deck"].objects[0], "p1.hand")
    assert key() == before
    # the character a seat is (a copy, another character): another printed health
    character = character_of(game, "p1")
    own = character.card
    # (a card changed in place says so, as copies.py does: the key reads the characters
    # again only when the zones in play moved)
    character.card = next(c.id for c in game.library.cards.values() if c.type == "character"
                          and c.stats.get("hp") not in (None, health))
    game.abilities_changed()
    assert max_hp(game, "p1") != health and key() != before
    character.card = own
    game.abilities_changed()
    # the same cards and effects again (the zones moved: this game's counters have meanings,
    # so its key reads them)
    assert key()[:3] == before[:3]
    before = key()
    # an until-end-of-turn effect on health
    game.data["effects"].append({"stat": "hp", "subject": "p1", "value": -1})
    assert max_hp(game, "p1") == health - 1 and key() != before
