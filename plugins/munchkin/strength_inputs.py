"""What a player's and a monster's strength in a fight read of the game besides card questions
(MK 4.2, 4.3): the keys under which ``combat`` has the script host remember a strength
(``ScriptHost.remembered``), so it is worked out again only when one of these, or the answer
of a card question it asked, has changed (issue #32).

A key holds every plain input the Python side reads: the level, the sex, the table's cards,
which card each object is, whether each stands and its flags, as the table checks read them
(``unchanged.table_reads`` and the table zone's version: a Cheat! or Hireling a flag binds
lies on the same table), the fight's bonuses for that side, who helps and who is doubled, and
each monster in the fight with the card it fights as. Card questions (items' bonuses,
statics, monsters' player bonuses) are the host's to check: each is asked again and must give
the answer it gave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import LEVEL, table
from .unchanged import table_reads

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

ACTIVE = "active"  # a monster entry still in the fight (combat.ACTIVE)


def player_key(game: Game, seat: str) -> tuple[Any, ...]:
    """The inputs of ``combat.player_strength(game, seat)`` that are no card question; with
    the version of the cards in play, as any of them may hold a static ability for it."""
    player = game.players[seat]
    c = game.data.get("combat")
    fight = None
    if c is not None:  # (lists made into tuples: read for every strength, cheaper than generators)
        obj = game.obj
        fight = (c["helper"], c.get("doubled"),
                 tuple([m["amount"] for m in c["mods"] if m["target"] == seat]),
                 tuple([(e["id"], obj(e.get("copy_of") or e["id"]).card)
                        for e in c["monsters"] if e["state"] == ACTIVE]))
    return ("player strength", seat, table_reads(game), game.zones[table(seat)].version,
            player.counters.get(LEVEL, 1), player.flags.get("sex"), fight)


def monster_key(game: Game, entry_id: str, source: str, card: str) -> tuple[Any, ...]:
    """The inputs of ``combat.monster_strength`` for the monster ``entry_id`` fighting as
    ``card`` (``source``: its original, for a Mate) that are no card question: the bonuses
    on it and their floors."""
    c = game.data.get("combat")
    mods = () if c is None else tuple((m["amount"], m.get("floor")) for m in c["mods"]
                                      if m["target"] == source)
    return ("monster strength", entry_id, source, card, c is None, mods)
