"""Counters with a built-in meaning (issue #35): an HP counter is "+1 health", an AT counter
"+1 attack", an eternal counter "this is eternal".

The rules give counters no meaning of their own (FS 10.14.1); the cards that use such counters
print it ("an HP counter gives +1 HP"). A card declares it once, as its param
``counter_meanings`` (``{hp: {stat: hp}, at: {stat: attack}, eternal: {keyword: eternal}}``),
and from set-up on the meaning holds for the whole game, wherever the counter is and whatever
became of the card that declared it (Mom's Charmed Heart's HP counter still counts once the
heart is a soul). Two cards of the loaded sets that give one counter name two meanings are
one clear error at set-up.

Where a counter's stat goes: counters on a player, their character card and the items they
control are that player's (a character's stats are its player's, FS 1.15.6 a); counters on a
monster (or on anything with a health of its own that is not a character) are its own.
"""

from __future__ import annotations

import re
from typing import Any

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

from . import zones

PARAM = "counter_meanings"
DATA = "counter_meanings"  # in game.data only when a loaded card declares one
STATS = {"hp": "health", "attack": "attack", "evasion": "evasion"}
KEYWORDS = {"eternal": "the object is eternal while it has one (FS 9.10.1)",
            "no-abilities": "the object loses all its abilities while it has one, eternal "
                            "aside (Dingle's poo counter; lost_abilities.py)"}
NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*\Z")
# counters the engine keeps for its own bookkeeping: never a card's counter (FS 10.14)
BOOKKEEPING = frozenset({"damage", "side"})
HELP = ("A card's param `counter_meanings` says what a named counter does wherever it is, for "
        "the whole game (issue #35): `counter_meanings: {hp: {stat: hp}}` in set.yaml gives +1 "
        "health per HP counter (`per: n` for another amount), `{eternal: {keyword: eternal}}` "
        "makes what carries one eternal, `{poo: {keyword: no-abilities}}` takes every ability "
        "from what carries one. A player's counters and those on their character and "
        "items count for the player; a monster's for the monster. Two cards may not give one "
        "counter two meanings. Put and read them with `ctx:add_counter(id, 'hp', 1)` and "
        "`ctx:counter(id, 'hp')`.")


def problems(params: Any) -> list[str]:
    """What is wrong with a card's ``counter_meanings`` param (empty: nothing, or no param)."""
    if not isinstance(params, dict) or PARAM not in params:
        return []
    table = params[PARAM]
    if not isinstance(table, dict) or not table:
        return [f"param '{PARAM}' must map counter names to meanings, like "
                "{hp: {stat: hp}}"]
    out = []
    for name, meaning in table.items():
        where = f"param '{PARAM}', counter '{name}'"
        if not isinstance(name, str) or not NAME.match(name) or name in BOOKKEEPING:
            out.append(f"{where}: a counter name is a lower-case word such as hp or egg "
                       f"(not {', '.join(sorted(BOOKKEEPING))})")
            continue
        if not isinstance(meaning, dict):
            out.append(f"{where}: the meaning must be {{stat: hp}} or {{keyword: eternal}}")
            continue
        unknown = sorted(set(meaning) - {"stat", "per", "keyword"})
        if unknown:
            out.append(f"{where}: unknown field '{unknown[0]}' (fields: stat, per, keyword)")
        stat, keyword, per = meaning.get("stat"), meaning.get("keyword"), meaning.get("per", 1)
        if (stat is None) == (keyword is None):
            out.append(f"{where}: give either stat ({', '.join(STATS)}) or keyword "
                       f"({', '.join(KEYWORDS)})")
        elif stat is not None and stat not in STATS:
            out.append(f"{where}: stat must be one of {', '.join(STATS)}, not {stat!r}")
        elif keyword is not None and keyword not in KEYWORDS:
            out.append(f"{where}: keyword must be one of {', '.join(KEYWORDS)}, not "
                       f"{keyword!r}")
        if isinstance(per, bool) or not isinstance(per, int) or not -10 <= per <= 10:
            out.append(f"{where}: per must be a whole number from -10 to 10, not {per!r}")
    return out


def declare(game: Game) -> None:
    """Gather the meanings the loaded cards declare into the game's data (at set-up); a game
    whose cards declare none keeps no entry at all."""
    found: dict[str, dict[str, Any]] = {}
    declared_by: dict[str, str] = {}
    for card in game.library.cards.values():
        table = card.params.get(PARAM) if isinstance(card.params, dict) else None
        if not isinstance(table, dict):
            continue
        for name, meaning in table.items():
            plain = {"per": 1, **dict(meaning)}
            if name in found and found[name] != plain:
                raise DeckwrightError(
                    f"card '{card.id}' gives the {name} counter another meaning than card "
                    f"'{declared_by[name]}' does ({_describe(plain)} / "
                    f"{_describe(found[name])}): a counter means one thing in a game")
            found[name] = plain
            declared_by.setdefault(name, card.id)
    if found:
        game.data[DATA] = {name: found[name] for name in sorted(found)}


def _describe(meaning: dict[str, Any]) -> str:
    if meaning.get("keyword"):
        return str(meaning["keyword"])
    return f"{int(meaning.get('per', 1)):+d} {STATS.get(str(meaning.get('stat')), '?')}"


def meanings(game: Game) -> dict[str, dict[str, Any]]:
    """The game's counter meanings by counter name (empty in most games)."""
    return game.data.get(DATA) or {}


def _counted(obj: GameObject, name: str) -> int:
    return int(obj.counters.get(name, 0))


def _own_stat_block(game: Game, obj: GameObject) -> bool:
    """Whether a counter's stat is the object's own: a monster's, or anything's with a
    printed health that is not a character (whose stats are its player's)."""
    card = game.card(obj.card)
    return card.type != "character" and (zones.is_monster(game, obj) or "hp" in card.stats)


def _holder_objects(game: Game, seat: str) -> list[GameObject]:
    """What counts for a player: their character card(s) and the items they control."""
    return [*game.zones[f"{seat}.character"].objects,
            *(o for o in game.zones[f"{seat}.items"].objects if not _own_stat_block(game, o))]


def bonus(game: Game, stat: str, subject: str) -> int:
    """What counters with a meaning add to ``stat`` of a seat or an object."""
    table = game.data.get(DATA)
    if not table:
        return 0
    named = [(n, int(m["per"])) for n, m in table.items() if m.get("stat") == stat]
    if not named:
        return 0
    if subject in game.players:
        player = game.players[subject]
        holders = _holder_objects(game, subject)
        return sum(per * (int(player.counters.get(n, 0))
                          + sum(_counted(o, n) for o in holders)) for n, per in named)
    obj = game.objects.get(subject)
    if obj is None or not _own_stat_block(game, obj):
        return 0
    return sum(per * _counted(obj, n) for n, per in named)


def grants(game: Game, obj: GameObject, keyword: str) -> bool:
    """Whether a counter on ``obj`` gives it ``keyword`` (an eternal counter: eternal)."""
    table = game.data.get(DATA)
    if not table:
        return False
    return any(m.get("keyword") == keyword and _counted(obj, n) > 0 for n, m in table.items())


def in_words(game: Game, name: str) -> str:
    """What a counter means, for narration: ' (+1 health each)', or '' if nothing."""
    meaning = meanings(game).get(name)
    if meaning is None:
        return ""
    return f" ({_describe(meaning)}{'' if meaning.get('keyword') else ' each'})"
