"""Attack rolls that count as a hit or as a miss whatever their result (issue #35): The Gorm's
1s count as hits (Warp Zone), Number One's holder's 1s and 6s as misses (Unboxing of Isaac).

Any card in play may answer the ``attack_counts(attacker, target, result)`` entry point with
'hit' or 'miss' as an attack roll resolves (its final result, FS 6.5.2-6.5.3); the target's own
``misses`` entry point (Hush, Mother!: attack.py) says 'miss' the same way. The rules do not
say which wins where they disagree (Number One's holder rolling a 1 against The Gorm): the
engine's decision is the miss, read as a restriction that stands over a permission. A roll
counted as a hit deals the attacker's combat damage and none of the target's; a miss the other
way round (FS 6.5.2-6.5.3).
"""

from __future__ import annotations

from deckwright.kernel.game import Game

from . import zones

OUTCOMES = ("hit", "miss")


def forced(game: Game, attacker: str, target: str, final: int) -> str | None:
    """'hit' or 'miss' if a card in play makes this attack roll count so (a miss over a hit),
    None if none does."""
    said = set()
    for obj in zones.in_play_with(game, "attack_counts"):
        answer = game.scripts.query_entry(obj.card, "attack_counts", attacker, target, final,
                                          source=obj.id, controller=obj.controller)
        if answer in OUTCOMES:
            said.add(answer)
    if "miss" in said:
        return "miss"
    return "hit" if said else None
