"""The heuristic bot uses an ability its item holds from a card's text rather than its own
script's list: Balrog, once an item, has only "↷: destroy this: kill a player or a monster"
(ctx:become_item with keeps), offered as ``activate:<item>:balrog/<index>``; its ``ai`` hint
(play late) decides when."""

from __future__ import annotations

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "rooms": "none", "bonus": [],
         "characters": {"p1": "lazarus", "p2": "isaac", "p3": "cain"},
         "monsters": {"monster.1": "balrog", "monster.2": "monstro"},
         "top": {"monster.deck": ["fly", "pooter"]}, "damage": {"balrog": 4}, "rolls": [6],
         "hands": {"p1": [], "p2": [], "p3": []}}


def balrog_option() -> tuple[Game, str]:
    """p1 kills Balrog and holds it as an item; the option that uses its ↷."""
    game: Game = shared_registry().new_game("four-souls", players=3, seed=1,
                                            sets=["warp-zone"], setup=TABLE)
    game.answer("p1", "attack")
    for _ in range(40):
        decision = game.pending[0]
        found = [o for o in decision.option_ids() if o.startswith("activate:balrog")]
        if found:
            return game, found[0]
        answer = "attack:monster.1" if "attack:monster.1" in decision.option_ids() else "pass"
        game.answer(decision.player, answer)
    raise AssertionError("Balrog's ↷ was never offered")


def test_the_item_balrog_became_is_used_when_its_hint_says() -> None:
    game, option = balrog_option()
    assert option.split(":")[2].startswith("balrog/")
    bot = HeuristicBot("p1", game)
    assert bot.may_use(option, "late")
    assert not bot.may_use(option, "early")
