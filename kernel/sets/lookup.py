"""`card NAME` at the table: which cards a player means by what they typed (#11).

A card is found by its id, its name, the start of its name, or any word of its name (a prefix
of a word is enough, in any case: ``chicken`` finds Curse! Chicken on Your Head). When a word
fits several cards, the ones in the player's own hand or table come first; the rest are named
with where the player can see them. Only zones the player may look at are read, so the answer
gives away no hidden card. Game-agnostic: it knows cards, zones and seats, never a game.

The work per query is bounded (a served game answers `card` for anyone at the table): a query
longer than any card name is refused before anything is matched, typed words are matched once
each, and only the first few words are spelling-corrected.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import Game
    from .carddefs import CardDef
    from .library import CardLibrary

WORD = re.compile(r"[0-9a-z]+")
MAX_QUERY_CHARS = 100  # a query may be this long, or as long as the longest card name
MAX_FUZZY_WORDS = 8    # words spelling-corrected at most (names have a few words)


@dataclass
class Lookup:
    """What to answer: cards to show in full, other matches with where they are in sight,
    and a hint when nothing matched."""

    shown: list[CardDef] = field(default_factory=list)
    also: list[CardDef] = field(default_factory=list)
    places: dict[str, list[str]] = field(default_factory=dict)
    hint: str = ""


def words(text: str) -> list[str]:
    """The words of a name, lower case, punctuation dropped ("Bad-Ass" is 'bad', 'ass')."""
    return WORD.findall(text.lower().replace("'", ""))


def matches(library: CardLibrary, query: str) -> list[CardDef]:
    """Every card ``query`` may mean: by id, name or the start of its name; failing that, each
    card with a word starting with every word typed."""
    found = library.matching(query)
    if found:
        return found
    typed = list(dict.fromkeys(words(query)))  # each word once: 'a a a …' is one word
    if not typed:
        return []
    found = []
    for card in library.cards.values():
        name_words = words(card.name)
        if all(any(w.startswith(t) for w in name_words) for t in typed):
            found.append(card)
    return found


def query_limit(library: CardLibrary) -> int:
    """The longest query worth matching: MAX_QUERY_CHARS, or the longest name if longer."""
    longest = max((len(c.name) for c in library.cards.values()), default=0)
    return max(MAX_QUERY_CHARS, longest)


def place_name(game: Game, zone_name: str, viewer: str | None) -> str:
    """A zone as its reader says it: 'your hand', "p2's table", 'door discard'."""
    zone = game.zones[zone_name]
    rest = zone_name.split(".", 1)[1] if zone.owner and "." in zone_name else zone_name
    rest = rest.replace(".", " ")
    if zone.owner is None:
        return rest
    return f"your {rest}" if zone.owner == viewer else f"{zone.owner}'s {rest}"


def sightings(game: Game, viewer: str | None) -> dict[str, list[str]]:
    """card id -> the zones (by name) where ``viewer`` can see a copy face up; the viewer's
    own zones first."""
    seen: dict[str, list[str]] = {}
    zones = sorted(game.zones.values(), key=lambda z: z.owner != viewer or z.owner is None)
    for zone in zones:
        if not zone.visible_to(viewer):
            continue
        for obj in zone.objects:
            if obj.face_down and viewer not in obj.known_to:
                continue
            names = seen.setdefault(obj.card, [])
            if zone.name not in names:
                names.append(zone.name)
    return seen


def look_up(game: Game, viewer: str | None, query: str, most: int = 5) -> Lookup:
    """The answer to ``card QUERY`` for ``viewer``: up to ``most`` cards in full, the player's
    own cards first when the words fit several."""
    query = query.strip()
    limit = query_limit(game.library)
    if len(query) > limit:
        # longer than any name: matching it could only cost time (issue #31)
        return Lookup(hint=f"no card has a name that long ({len(query):,} characters; at most "
                           f"{limit}): type a word of its name, e.g. card "
                           f"{_example_word(game, viewer, _vocabulary(game.library))}")
    found = matches(game.library, query) if query else []
    if not found:
        return Lookup(hint=_hint(game, viewer, query))
    seen = sightings(game, viewer)
    places = {c.id: [place_name(game, z, viewer) for z in seen.get(c.id, [])] for c in found}
    if len(found) == 1:
        return Lookup(shown=found, places=places)
    own = [c for c in found if any(game.zones[z].owner == viewer for z in seen.get(c.id, []))]
    if own and viewer is not None:
        rest = [c for c in found if c not in own]
        return Lookup(shown=own[:most], also=own[most:] + rest, places=places)
    # the cards in sight first, then by name
    ordered = sorted(found, key=lambda c: (not places[c.id], c.name))
    if len(found) <= most:
        return Lookup(shown=ordered, places=places)
    return Lookup(also=ordered, places=places)


def near_names(library: CardLibrary, query: str) -> list[str]:
    """Up to three card names ``query`` may be a misspelling of (none: nothing is close)."""
    names = sorted({c.name for c in library.cards.values()})
    typed = list(dict.fromkeys(words(query)))
    near: list[str] = []
    # a misspelt word first ('chiken'), then a misspelt whole name. Each word costs a search
    # of the vocabulary: more words than a name has are no misspelt name, and the first word
    # with nothing close ends the search
    fixed: list[str] = []
    if len(typed) <= MAX_FUZZY_WORDS:
        vocabulary = _vocabulary(library)
        for word in typed:
            close = difflib.get_close_matches(word, vocabulary, n=1, cutoff=0.7)
            if not close:
                break
            fixed.append(close[0])
    if typed and len(fixed) == len(typed):
        near = sorted(c.name for c in matches(library, " ".join(fixed)))[:3]
    if not near:
        close = difflib.get_close_matches(query.lower(), [n.lower() for n in names], n=3,
                                          cutoff=0.75)
        near = [n for n in names if n.lower() in close]
    return near


def _hint(game: Game, viewer: str | None, query: str) -> str:
    """Why nothing matched, and what to type instead: close names if any, else a word of a
    card the player holds."""
    vocabulary = _vocabulary(game.library)
    if not query:
        return f"card what? type a word of its name: card {_example_word(game, viewer, vocabulary)}"
    near = near_names(game.library, query)
    if near:
        return f"no card called '{query}'; did you mean {' or '.join(near)}?"
    example = _example_word(game, viewer, vocabulary)
    return (f"no card called '{query}' (type a word of its name, or the start of one: "
            f"card {example})")


def _vocabulary(library: CardLibrary) -> list[str]:
    """The words of the card names worth suggesting (longer than two letters), sorted."""
    return sorted({w for c in library.cards.values() for w in words(c.name) if len(w) > 2})


def _example_word(game: Game, viewer: str | None, vocabulary: list[str]) -> str:
    """A word worth typing: the longest word of a card the viewer has, else of any card."""
    for zone in game.zones.values():
        if zone.owner == viewer and zone.visible_to(viewer) and zone.objects:
            name_words = words(game.library.cards[zone.objects[0].card].name)
            if name_words:
                return max(name_words, key=len)
    return max(vocabulary, key=len) if vocabulary else "NAME"
