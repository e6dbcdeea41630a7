"""State checks that find nothing again where nothing they read has changed (issue #32).

Most state checks find nothing (FS 17.1: a death, a win, a health drop). A check here names
what it reads as the kernel's version numbers and the few facts they do not cover, its
``key``; when the key is the one it had the last time the check found nothing, the check finds
nothing again and is not run. Never a guess: a check whose reads a key cannot bound (a static
ability that asks its card a question) has no key and always runs.

The health key covers what max health (``facts.max_hp``), damage and the death check read; its
first part alone, the max-health key, is what every seat's max health reads (no damage, no
deaths, no zone only an attackable card is in) and so every monster's and object's too: the
max-health check is not run again when only damage changed, and the death check works out a
monster's max health once while the max-health key is the same (``max_health``). It reads:
- damage and ``side`` counters, by name (``Game.counter_changes``: the kernel's changes and
  this game's appliers, which say ``Game.counters_changed``); with counters that have a
  meaning (counter_meanings.py), every counter;
- the zones in play, which card each object is and which abilities are active
  (``Game.zones_version``: the ability zones' objects, copies, lost and gained abilities),
  and the shop's slots and, while they may be attacked, the souls (their zones' versions);
- health statics: only those whose value is a plain fact (one that asks its card: no key);
- until-end-of-turn health effects, deaths on the stack and who is dead, read as they are
  (``game.data`` and flags have no version).

Its last part, the seats' key, is what the max-health check reads: each character's card
(``characters``: read again only when the zones in play moved, as a card changed in place
says ``Game.abilities_changed``), ``side`` counters, the health effects and, while a health
static is in play or counters have a meaning, the zones in play and every counter. With none in
play (most of a game), a card moving or a monster coming runs the death check again but not
that check.

The win check's key: the winning total (worked out each time: statics may change it), the
zones of every seat's souls and character (their versions) and which card each object is
(``souls_key``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from deckwright.kernel.game import Game

from . import counter_meanings
from .facts import max_hp
from .zones import working_soul_zones

CACHE = "four-souls state checks"
_VERSION = attrgetter("version")  # a zone's version


@dataclass
class Unchanged:
    """The key each check had when it last found nothing; ``enabled`` False runs every
    check (the tests compare the two)."""

    enabled: bool = True
    found_nothing: dict[str, Any] = field(default_factory=dict)
    # the health key the max-health check just worked out: the death check right after it,
    # with nothing happened since, reads the same (damage.check_max_hp, death.check)
    health: Any = None
    # monsters' and other objects' max health, worked out under the max-health key
    # ``max_health_key`` (death.dying: a hit changes no max health, only damage)
    max_health_key: Any = None
    max_health_of: dict[str, int] = field(default_factory=dict)
    # every seat's souls zones, and how many zones the game had when they were found
    souls_zones: list[Any] = field(default_factory=list)
    souls_zones_of: int = -1
    # every seat's character zone, and how many zones the game had when they were found
    character_zones: list[Any] = field(default_factory=list)
    character_zones_of: int = -1
    # their cards (the top of each), and the zones version they were read at (health_key)
    characters: tuple[str | None, ...] = ()
    characters_of: int = -1
    # the shop's slots (their names and zones), and how many zones the game had then
    shop_names: list[str] = field(default_factory=list)
    shop_zones: list[Any] = field(default_factory=list)
    shop_zones_of: int = -1


def of(game: Game) -> Unchanged:
    """The game's record of checks that found nothing."""
    kept = game.caches.get(CACHE)
    if kept is None:
        kept = game.caches[CACHE] = Unchanged()
    return kept


def health_key(game: Game) -> tuple[Any, ...] | None:
    """What max health, damage and deaths depend on, as one comparable value whose first part
    is the max-health key (``max_health_key``); None when a health static asks its card (its
    reads are the card's)."""
    statics = game.scripts.index.static_of("hp")
    if statics:
        for _, _, ability in statics:
            if ability.has("applies") or ability.has("value"):
                return None
    data = game.data
    changes = game.counter_changes
    zones = game.zones
    size = len(zones)
    record = game.caches.get(CACHE) or of(game)  # (as in ``skipped``)
    # the zones in play are ability zones (zones_version); a shop item or a soul may be
    # attacked too (FS 6.10.1), and those zones are not (their versions taken without a
    # comprehension: a key is built before every priority); the shop's zones found again
    # only when its slots or the zones changed
    shop = data["slots"]["shop"]
    if record.shop_zones_of != size or record.shop_names != shop:
        record.shop_names = list(shop)
        record.shop_zones = [zones[name] for name in shop]
        record.shop_zones_of = size
    watched = tuple(map(_VERSION, record.shop_zones))
    if data.get("attackable_souls"):
        watched += tuple([zones[f"{seat}.souls"].version for seat in game.seats])
    meanings = data.get(counter_meanings.DATA)
    effects = data.get("effects")
    # what a seat's max health reads: its character's card and its side, the statics in play,
    # until-end-of-turn health effects and, with counters that have a meaning, any counter
    # (rare: read whole)
    side = changes.get("side")
    hp_effects = tuple([(e.get("subject"), e.get("value")) for e in effects
                        if e.get("stat") == "hp"]) if effects else ()
    counted = (game.counters_version, repr(meanings)) if meanings else None
    zones_version = game.zones_version
    max_health = (side, zones_version, hp_effects, counted)
    # what the seats' max health alone reads (``seats_max_health_key``): each character's
    # card, the effects and, while a health static is in play or counters have a meaning,
    # the zones too (which statics are active; a seat's counters are also on its items)
    # (``characters`` inlined: a key is built before every priority)
    # the characters' cards, read again only when the zones in play moved (a character zone
    # is one of them: a card coming or going, or becoming a copy, moves zones_version)
    if record.characters_of != zones_version:
        if record.character_zones_of != size:
            characters(game, record)
        record.characters = tuple([z.objects[0].card if z.objects else None
                                   for z in record.character_zones])
        record.characters_of = zones_version
    seats = (side, record.characters, hp_effects,
             (zones_version, counted) if statics or meanings else None)
    stack = game.stack
    # who is dead: each seat's flag as it is (True, or unset: None; the same flags, the same
    # truth), without a conversion
    return (max_health, changes.get("damage"), watched,
            tuple([i.data.get("target") for i in stack if i.kind == "death"]) if stack else (),
            tuple([p.flags.get("dead") for p in game.players.values()]), seats)


def characters(game: Game, record: Unchanged | None = None) -> tuple[str | None, ...]:
    """Each seat's character card (the top of its character zone: ``facts.card_of``).
    ``record``: ``of(game)``, when the caller has it."""
    if record is None:
        record = game.caches.get(CACHE) or of(game)  # (as in ``skipped``)
    zones = game.zones
    # the character zones, found again only when a zone was added (a game adds, never removes)
    if record.character_zones_of != len(zones):
        record.character_zones = [zones[f"{seat}.character"] for seat in game.seats]
        record.character_zones_of = len(zones)
    return tuple([z.objects[0].card if z.objects else None for z in record.character_zones])


def max_health_key(health: tuple[Any, ...] | None) -> tuple[Any, ...] | None:
    """The part of a health key (``health_key``) every seat's max health reads."""
    return None if health is None else health[0]


def seats_max_health_key(health: tuple[Any, ...] | None) -> tuple[Any, ...] | None:
    """The part of a health key (``health_key``) the seats' max health reads: the
    max-health check's key (FS 7.2.3), unchanged when a card moves that none of it reads."""
    return None if health is None else health[-1]


def max_health(game: Game, subject: str, key: tuple[Any, ...] | None) -> int:
    """``subject``'s max health (``facts.max_hp``), worked out once while the max-health key
    ``key`` (``max_health_key``, just worked out) is the same; None: worked out each time."""
    record = game.caches.get(CACHE) or of(game)  # (as in ``skipped``)
    if key is None or not record.enabled:
        return max_hp(game, subject)
    if record.max_health_key != key:
        record.max_health_key = key
        record.max_health_of = {}
    known = record.max_health_of.get(subject)
    if known is None:
        known = record.max_health_of[subject] = max_hp(game, subject)
    return known


def souls_key(game: Game, target: int) -> tuple[Any, ...]:
    """What the win check reads besides the winning total ``target``: each seat's souls and
    its character (the soul value it prints), as their zones' versions, and which card each
    object is (``abilities_version``: a soul or a character turned into a copy), not every
    card in play."""
    record = game.caches.get(CACHE) or of(game)  # (as in ``skipped``)
    # the souls and character zones, found again only when a zone was added (a game adds,
    # never removes); a zone's version only grows, so the same versions are the same objects
    # (cheaper to take than the characters' cards, and as sound with abilities_version)
    if record.souls_zones_of != len(game.zones):
        zones = game.zones
        record.souls_zones = [zones[f"{seat}.souls"] for seat in game.seats]
        record.souls_zones.extend(zones[name] for name in working_soul_zones(game))
        record.souls_zones.extend(zones[f"{seat}.character"] for seat in game.seats)
        record.souls_zones_of = len(zones)
    # a zone's version only grows: the same sum over the same zones, the same versions (a sum
    # is cheaper to take and to compare than their tuple); the zones found anew may be others,
    # so the key names which finding the sum is over
    return (target, game.abilities_version, record.souls_zones_of,
            sum(map(_VERSION, record.souls_zones)))


def skipped(game: Game, check: str, key: Any) -> bool:
    """Whether ``check`` finds nothing now: it found nothing last time, with this key."""
    record = game.caches.get(CACHE) or of(game)  # (``of``, read in place: a few times a pass)
    return key is not None and record.enabled and record.found_nothing.get(check) == key


def found_nothing(game: Game, check: str, key: Any) -> None:
    """Note that ``check`` found nothing with ``key`` (None: it runs again next time)."""
    if key is not None:
        of(game).found_nothing[check] = key
    else:
        # what it found under an older key may no longer hold when that key comes back (a
        # static that asked its card came and went: the max-health key has no zones version)
        of(game).found_nothing.pop(check, None)


def found_something(game: Game, check: str) -> None:
    """Note that ``check`` found something: it runs again next time."""
    of(game).found_nothing.pop(check, None)
