"""↷ abilities paid in ¢ instead (Greed Mode, plugins/four_souls/paid_taps.py): what the
player's option says and what the bot reads. What the cost does in a game, the scenarios show
(tests/four_souls/anniversary-booster-pack/scenarios/cat-odd-ends/greed-mode.yaml)."""

from __future__ import annotations

from deckwright.kernel.game import Game
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "lazarus", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "bonus": [],
         "hands": {"p1": [], "p2": []}, "items": {"p1": ["sack-of-pennies"]}}


def table(sets: list[str], **setup: object) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1, sets=sets,
                                      setup={**TABLE, **setup})


def sack_label(game: Game) -> str:
    return next(o.label for o in game.pending[0].options
                if o.id.startswith("activate:sack-of-pennies"))


def test_the_option_says_the_price_in_cents_instead_of_the_tap() -> None:
    game = table(["anniversary-booster-pack"], rooms={"room.1": "greed-mode"})
    assert sack_label(game) == "Sack of Pennies: gain 1¢ (3¢ instead of ↷)"


def test_the_price_said_is_after_discounts() -> None:  # Trick Penny: $ abilities cost 1¢ less
    game = table(["anniversary-booster-pack", "requiem"], rooms={"room.1": "greed-mode"},
                 items={"p1": ["sack-of-pennies", "trick-penny"]})
    assert sack_label(game) == "Sack of Pennies: gain 1¢ (2¢ instead of ↷)"


def test_without_greed_mode_the_option_is_as_printed() -> None:
    game = table(["anniversary-booster-pack"], rooms="none")
    assert sack_label(game) == "Sack of Pennies: gain 1¢"


def test_the_cost_activation_and_the_bot_read_is_in_cents() -> None:
    game = table(["anniversary-booster-pack"], rooms={"room.1": "greed-mode"})
    sack = next(o for o in game.zones["p1.items"].objects if o.card == "sack-of-pennies")
    ability = game.scripts.script(sack.card).activated[0]
    assert game.scripts.activation.cost(sack, ability) == {"cents": 3}
