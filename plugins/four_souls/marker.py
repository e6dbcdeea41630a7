"""Changed numbers (Requiem's Magic Marker): until the end of the turn, the amounts a marked
object's abilities use are 1 higher or lower.

A card's numbers reach the game as the amounts its script hands to the vocabulary (gain 3¢,
loot 2, deal 1 damage, n counters): every ``count``, ``positive`` or ``integer`` argument of
an action called by the marked object is changed, within 1 to 6 ("the number cannot go below 1
or above 6": a change that would leave that range does nothing). Die-result ranges printed on
a card are not amounts and stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import ACTION, VocabEntry, Vocabulary

from .facts import Flow

KIND = "numbers"  # the stat of its entry in game.data["effects"], which end with the turn
AMOUNT_TYPES = ("count", "positive", "integer")
LOW, HIGH = 1, 6


def delta_of(game: Game, source: Any) -> int:
    """The change marked on an object's numbers this turn (0: none)."""
    effects = game.data.get("effects")
    if not effects or not isinstance(source, str):
        return 0
    return sum(int(e["value"]) for e in effects
               if e.get("stat") == KIND and e.get("subject") == source)


def changed(amount: Any, delta: int) -> Any:
    """An amount after the change, if it stays within 1 to 6; else the amount unchanged."""
    if isinstance(amount, bool) or not isinstance(amount, int) or delta == 0:
        return amount
    new = amount + delta
    return new if LOW <= new <= HIGH else amount


def with_marker(entry: VocabEntry) -> VocabEntry:
    """The same action, whose amount arguments follow a mark on the calling object."""
    if entry.kind != ACTION:
        return entry
    places = [i for i, p in enumerate(entry.signature.params) if p.type in AMOUNT_TYPES]
    if not places:
        return entry
    inner: Callable[..., Any] = entry.fn

    def marked(game: Game, source: Any, controller: Any, *args: Any) -> Any:
        delta = delta_of(game, source)
        if delta:
            args = tuple(changed(a, delta) if i in places else a for i, a in enumerate(args))
        return inner(game, source, controller, *args)

    return entry.calling(marked)


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("change_numbers(id: id, n: integer) -> boolean|nil",
                   "Until the end of the turn, the amounts an object's abilities use (¢, loot, "
                   "damage, counters …) are 1 higher (n > 0) or lower (n < 0), never below 1 or "
                   "above 6 (Magic Marker).")
def _change_numbers(game: Game, source: Any, controller: Any, ident: str, n: int) -> Flow:
    if str(ident) not in game.objects or int(n) == 0:
        return False
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": str(ident), "value": 1 if int(n) > 0 else -1})
    game.narrate(f"the numbers of {game.card_name(str(ident))} are "
                 f"{'1 higher' if int(n) > 0 else '1 lower'} until the end of the turn")
    return True
    yield
