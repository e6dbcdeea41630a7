"""A player the other players must attack (issue #35: Cheep Cheep Cheep!, Warp Zone): until
that player's next turn starts, each other player must attack them once on their own turn if
able, with the evasion the card states (FS 6.9, 6.10.2). The turn the effect begins in counts
when it is another player's.

Each turn it lasts into, the active player owes an attack on them (an obligation, attack.py): the
attack targets offered are that player alone until it is made, the turn cannot end before it
while the active player has an attack left (FS 3.2.7), and a dead player is owed nothing. So the
prompt and every bot are offered only what the rule allows. The effects live in
``game.data`` under ``KEY``, absent from a game that never had one.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

from . import attack
from .facts import is_dead, label

KEY = "must_be_attacked"  # in game.data: [{"seat": …, "evasion": …}], each until seat's turn


def mark(game: Game, seat: str, evasion: int) -> None:
    """From now until ``seat``'s next turn starts, the other players must attack them once on
    each of their turns, ``seat`` having ``evasion`` against it; this turn's too."""
    entry = {"seat": seat, "evasion": max(1, min(6, int(evasion)))}
    game.data.setdefault(KEY, []).append(entry)
    game.narrate(f"Until {label(game, seat)}'s next turn, each other player must attack them "
                 f"once on their turn (evasion {entry['evasion']})")
    _owe(game, entry)


def at_turn_start(game: Game, seat: str) -> None:
    """As ``seat``'s turn starts: the effects on them end, and this turn's player owes an
    attack on each other player still marked."""
    entries: list[dict[str, Any]] = game.data.get(KEY) or []
    if not entries:
        return
    kept = [e for e in entries if e["seat"] != seat]
    if kept:
        game.data[KEY] = kept
    else:
        del game.data[KEY]
    for entry in kept:
        _owe(game, entry)


def _owe(game: Game, entry: dict[str, Any]) -> None:
    if entry["seat"] != game.active and not is_dead(game, entry["seat"]):
        attack.owe(game, "player", seat=entry["seat"], evasion=entry["evasion"])
