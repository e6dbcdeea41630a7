"""Bonus souls' conditions (FS 11.4) asked as rarely as never guessing allows (issue #32).

The bonus-soul check runs before every priority and almost always finds that nobody meets a
condition. A condition is a read-only card function, so its answer is a function of the
answers its questions get (a player's ¢, their hand size): the script host remembers it with
those questions (``ScriptHost.remembered``) and gives it again while each gets the same answer.

Between two checks a player's ¢ or hand usually change back and forth among a few values, so
one remembered answer is rarely the one that holds: for each soul and seat the answers of the
last ``KEPT`` different sets of answers are kept, each under a key of its own, and the
condition runs again in Lua only when none of them holds (in seeded bot games 94% of those
runs had met the same questions with the same answers before). Any kept answer that holds is
right: two whose questions all get the same answers now followed the same path through the
function, question by question.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from deckwright.kernel.game import Game

CACHE = "four-souls bonus conditions"
KEPT = 16  # answers kept per bonus soul and seat


@dataclass
class Kept:
    """The keys each (bonus soul, seat)'s answers are remembered under, the latest last."""

    keys: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    made: int = 0  # keys made so far: a new answer's key is new


def anyone_earns(game: Game, obj: Any) -> bool:
    """Whether any seat meets bonus soul ``obj``'s condition, remembered for this soul alone
    too: when one soul's questions get new answers (a player's ¢), the others' are checked by
    their own questions' answers, not asked again seat by seat."""
    return bool(game.scripts.remembered(
        ("bonus soul", obj.id), lambda: any(earns(game, obj, seat) for seat in game.seats)))


def earns(game: Game, obj: Any, seat: str) -> bool:
    """Whether ``seat`` meets bonus soul ``obj``'s condition: a kept answer that holds now
    (the latest first), else the condition asked again, its answer kept."""
    scripts = game.scripts
    kept = game.caches.get(CACHE)
    if kept is None:
        kept = game.caches[CACHE] = Kept()
    keys = kept.keys.setdefault((obj.id, seat), [])
    for i in range(len(keys) - 1, -1, -1):
        holds, value = scripts.held(("bonus condition", obj.id, seat, keys[i]))
        if holds:
            if i != len(keys) - 1:  # the latest first next time: answers often come back
                keys.append(keys.pop(i))
            return bool(value)
    number = kept.made = kept.made + 1
    value = scripts.remembered(
        ("bonus condition", obj.id, seat, number),
        lambda: scripts.query_entry(obj.card, "earned", seat, source=obj.id, controller=seat))
    keys.append(number)
    if len(keys) > KEPT:
        del keys[0]
    return bool(value)


# Nobody again, known without asking (issue #32): when every question the whole check asked
# the last time it found nobody is one whose answer the game stamps, the check is not run
# while those stamps are unchanged. The questions, by the function that answers them (named,
# not imported: vocabulary.py imports souls.py, which asks this module):
VOCABULARY = "deckwright.plugins.four_souls.vocabulary"
CENTS = (VOCABULARY, "cents")  # a seat's ¢: a counter, whose changes are counted by name
HAND_SIZE = (VOCABULARY, "hand_size")  # a seat's hand: its zone's version
# a seat's items with a filter of card facts alone, which it stamps itself (_items_version):
# its zone, and which card each object is
ITEMS = (VOCABULARY, "items")
# in Game.caches: the Stamps, their values, the questions they are of (as kept) and the
# souls' own Stamps joined in them
NOBODY = "four-souls bonus souls: nobody"
# in Game.caches: each bonus soul's own (Stamps, their values, questions) by its object id,
# when nobody met its condition
EACH = "four-souls bonus souls: nobody, soul by soul"


@dataclass
class Stamps:
    """What the questions of a check that found nobody read, all stamped by the game: ¢
    (``Game.counter_changes``), these zones (their versions), which card each object in an
    ability zone is (``Game.zones_version``), and the bonus zone itself."""

    cents: bool
    zones: list[Any]
    cards: bool
    bonus: Any

    def now(self, game: Game) -> tuple[Any, ...]:
        """The stamps' values now: equal to the last ones, nothing they stamp has changed."""
        return (game.counter_changes.get("cents") if self.cents else None,
                [z.version for z in self.zones], game.zones_version if self.cards else None,
                self.bonus.version)

    def same_as(self, other: Stamps) -> bool:
        """Whether ``other`` stamps the very same things (zones by identity: equal zones of
        other names would be other stamps)."""
        return (self.cents == other.cents and self.cards == other.cards
                and self.bonus is other.bonus and len(self.zones) == len(other.zones)
                and all(a is b for a, b in zip(self.zones, other.zones, strict=True)))

    @staticmethod
    def joined(parts: tuple[Stamps, ...], bonus: Any) -> Stamps:
        """The stamps of every question of ``parts``: one of them changed, one of these."""
        zones = [z for part in parts for z in part.zones]  # (each soul asks its own)
        return Stamps(any(p.cents for p in parts), zones, any(p.cards for p in parts), bonus)


def stamps_of(game: Game, asked: list[tuple[Any, ...]] | None, bonus: Any) -> Stamps | None:
    """The stamps of the questions ``asked`` (as the script host keeps them), or None when
    one is not a question this module knows the game stamps (a homebrew soul's condition
    asking anything else is checked by its answers every time)."""
    if asked is None:
        return None
    cents, cards = False, False
    zones: list[Any] = []
    for read in asked:
        ask = read[0]
        func = getattr(ask, "func", None)
        args = getattr(ask, "args", ())
        # (game, source, controller, *the question's arguments): see ScriptHost._asking_again
        if func is None or len(args) < 4 or args[0] is not game or ask.keywords:
            return None
        name = (getattr(func, "__module__", None), getattr(func, "__qualname__", None))
        seat, rest = args[3], args[4:]
        if seat not in game.players:
            return None
        if name == CENTS and not rest:
            cents = True
        elif name == HAND_SIZE and not rest:
            zones.append(game.zones[f"{seat}.hand"])
        elif name == ITEMS and read[2] is not None:  # its stamp: the filter reads cards alone
            zones.append(game.zones[f"{seat}.items"])
            cards = True
        else:
            return None
    return Stamps(cents, zones, cards, bonus)
