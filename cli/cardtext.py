"""A card's printed stats as a player reads them (``deckwright cards``): ``requires
Halfling``, ``reward 1 loot``, ``strength 14/18/23 for 3/4/5 players``, never a Python list or
dict. Game-agnostic: it reads the shape of each value, and a value that is a card's id is
said by that card's name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckwright.kernel.sets.carddefs import CardDef
from deckwright.kernel.sets.cardstats import KEBAB


def stat_phrases(card: CardDef, names: Mapping[str, str]) -> list[str]:
    """Each printed stat of ``card`` as a short phrase; ``names`` maps card ids to names."""
    return [phrase for key, value in card.stats.items()
            if (phrase := stat_phrase(key, value, names))]


def stat_phrase(key: str, value: Any, names: Mapping[str, str]) -> str:
    """One stat: its name and its value in words ('' for an empty one)."""
    label = key.replace("_", " ")
    if isinstance(value, bool):
        return label if value else f"not {label}"
    if value is None or value == "" or value == [] or value == {}:
        return ""
    if isinstance(value, dict) and all(str(k).isdigit() for k in value):
        return f"{label} {by_players(value, names)}"
    return f"{label} {say(value, names)}"


def by_players(table: Mapping[Any, Any], names: Mapping[str, str]) -> str:
    """A table by player count: one value if it is the same for all, else each in turn."""
    values = [say(v, names) for v in table.values()]
    if len(set(values)) == 1:
        return values[0]
    return f"{'/'.join(values)} for {'/'.join(str(k) for k in table)} players"


def say(value: Any, names: Mapping[str, str]) -> str:
    """A value in words: a card id by its card's name, a list with '/', a record's fields
    as '1 loot and 7 cents'."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return _word(value, names)
    if isinstance(value, (list, tuple)):
        return "/".join(say(v, names) for v in value)
    if isinstance(value, dict):
        parts = [f"{v} {k}" if isinstance(v, int) and not isinstance(v, bool)
                 else f"{k}: {say(v, names)}" for k, v in value.items()]
        return " and ".join(parts)
    return str(value)


def _word(text: str, names: Mapping[str, str]) -> str:
    """A text value: a card id by its card's name; a kebab-case word as words
    ('most-coins'); a 'kind:value' pair as 'kind value' ('item:torch' is 'item Torch')."""
    if text in names:
        return names[text]
    kind, colon, rest = text.partition(":")
    if colon and KEBAB.fullmatch(kind) and rest:
        return f"{kind.replace('-', ' ')} {_word(rest, names)}"
    return text.replace("-", " ") if KEBAB.fullmatch(text) else text


def type_words(card_type: str) -> str:
    """A card type as words ('go-up-a-level' is 'go up a level')."""
    return card_type.replace("-", " ")
