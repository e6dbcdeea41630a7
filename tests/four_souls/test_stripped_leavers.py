"""An object without abilities has no triggers, its "when this leaves play" ones included
(lost_abilities.py): an item that lost its abilities (Club, Cow on a Trash Farm's Trash, a
poo counter) and then leaves play sets off nothing of its own."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import lost_abilities
from tests.conftest import shared_registry

SET = """game: four-souls
id: leavers
name: Leavers
version: "1.0"
default: false
cards:
  - id: parting-gift
    name: Parting Gift
    type: treasure
    copies: 1
    text: When this leaves play, gain 3¢.
    script: parting-gift.lua
"""
SCRIPT = """return {
  triggered {
    label = "gain 3¢ as it leaves play",
    on = "move",
    condition = function(ctx, ev)
      return ev.object == ctx.self and ev.from == ev.last_known.controller .. ".items"
    end,
    effect = function(ctx, ev) ctx:gain_cents(ev.last_known.controller, 3) end,
  },
}
"""


def table(tmp_path: Path) -> Game:
    folder = tmp_path / "leavers"
    (folder / "cards").mkdir(parents=True)
    (folder / "set.yaml").write_text(SET, encoding="utf-8")
    (folder / "cards" / "parting-gift.lua").write_text(SCRIPT, encoding="utf-8")
    return shared_registry().new_game("four-souls", players=2, seed=1, sets=[str(folder)],
                                      setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "cain"},
        "monsters": {"monster.1": "mulliboom", "monster.2": "monstro"}, "rooms": "none",
        "bonus": [], "hands": {"p1": [], "p2": []}, "items": {"p1": ["parting-gift"]},
        "rolls": [1]})


def die_and_lose_the_gift(game: Game) -> int:
    """p1 attacks Mulliboom, misses and dies; its death penalty destroys Parting Gift (FS 7.5);
    everyone passes until p2's turn. p1's ¢ then (3, less 1 for the penalty)."""
    game.answer("p1", "attack")
    while game.active == "p1" and game.pending:
        decision = game.pending[0]
        ids = decision.option_ids()
        picks = [i for i in ids if "parting-gift" in i or i == "attack:monster.1"]
        game.answer(decision.player, picks[0] if picks else "pass" if "pass" in ids else ids[0])
    return game.players["p1"].counters.get("cents", 0)


def test_an_item_leaving_play_sets_off_its_own_trigger(tmp_path: Path) -> None:  # FS 9.3
    game = table(tmp_path)
    assert die_and_lose_the_gift(game) == 3 - 1 + 3


def test_an_item_without_abilities_leaving_play_sets_off_nothing(tmp_path: Path) -> None:
    # FS 9.1: an object that lost its abilities has no triggers, its leave-play ones included
    game = table(tmp_path)
    gift = next(o for o in game.zones["p1.items"].objects if o.card == "parting-gift")
    lost_abilities.apply_lose_abilities(game, Event("lose-abilities", {"object": gift.id,
                                                                        "until": "turn"}))
    assert die_and_lose_the_gift(game) == 3 - 1
