"""What a card script is held to, against the game it plays in: its abilities' stats and
events, its entry points, ctx calls and lib helpers (when it loads), and an entry point's
result (when it returns). Each refusal names the card, the file and, where it can, the
line."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..events import KERNEL_EVENTS
from .activation import KERNEL_COST_KEYS
from .cardlib import lib_uses
from .cardscript import Ability, CardScript, CardScriptError
from .ctxapi import CTX_FIELDS, ctx_uses, game_name
from .gamelink import GameLink
from .luatypes import (
    Quick,
    check_type,
    describe_type,
    parse_signature,
    quick_test,
    suggest,
    value_words,
)

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from ..sets.carddefs import CardDef

# a name in quotes in a script: a callback it hands to the game by name
_QUOTED_NAME = re.compile(r"""["']([A-Za-z_][A-Za-z0-9_]*)["']""")


class ScriptChecks:
    """The checks of one game's card scripts, with what they learn of the game kept."""

    game = GameLink()  # the game, held weakly (gamelink.py)

    def __init__(self, game: GameAPI) -> None:
        self._game = GameLink.to(game)  # the game owns these checks (ScriptHost.game says why)
        self._kinds: frozenset[str] | None | bool = False
        # entry point -> its declared result type, with the type's quick test (None: any)
        self._returns: dict[str, tuple[str, Quick] | None] = {}


    def abilities(self, card: CardDef, abilities: list[Ability]) -> None:
        """Refuse a static ability of a stat the game has none of, an ability on an event
        the game never performs (either would silently never apply), or a cost no one pays."""
        assert card.script is not None
        kinds = self.event_kinds()
        stats = self.game.rules.static_stats
        costs = {**KERNEL_COST_KEYS, **self.game.rules.cost_keys}
        for ability in abilities:
            cost = ability.facts.get("cost")
            for key in cost if isinstance(cost, dict) else ():
                if key not in costs:
                    raise CardScriptError(
                        card.id, "loading",
                        f"{card.script.name}: ability {ability.index} ({ability.kind}): "
                        f"{game_name(self.game)} has no cost '{key}'{suggest(str(key), costs)} "
                        f"(costs: {', '.join(sorted(costs))})")
            stat = ability.facts.get("stat")
            if ability.kind == "static" and stats and isinstance(stat, str) and \
                    stat not in stats:
                raise CardScriptError(
                    card.id, "loading",
                    f"{card.script.name}: ability {ability.index} (static): "
                    f"{game_name(self.game)} has no stat '{stat}' a static ability can "
                    f"change{suggest(stat, stats)} (stats: {', '.join(sorted(stats))})")
            gives = ability.facts.get("gives")
            if gives is not None and not any(
                    a.facts.get("given") and a.label == gives for a in abilities):
                given = [a.label for a in abilities if a.facts.get("given")]
                raise CardScriptError(
                    card.id, "loading",
                    f"{card.script.name}: ability {ability.index} (static): gives '{gives}', "
                    f"but no ability of this card marked given = true has that label"
                    f"{suggest(str(gives), given)}")
            if kinds is not None and ability.on is not None and ability.on not in kinds:
                raise CardScriptError(
                    card.id, "loading",
                    f"{card.script.name}: ability {ability.index} ({ability.kind}): there is no "
                    f"event '{ability.on}' in {game_name(self.game)}"
                    f"{suggest(ability.on, kinds)}")

    def entry_points(self, card: CardDef, entries: frozenset[str], source: str) -> None:
        """Refuse a named function the game never calls (a misspelt ``defeat`` for
        ``defeated`` would never run): one the game declares, one the script names itself in
        a string (a callback it hands to the game, like ``ctx:roll_die("blast")``), or one
        whose name begins with '_' is the script's own."""
        declared = self.game.rules.entry_points
        if not declared:
            return
        assert card.script is not None
        named: set[str] | None = None
        for entry in sorted(entries):
            if entry in declared or entry.startswith("_"):
                continue
            if named is None:
                named = set(_QUOTED_NAME.findall(source))
            if entry in named:
                continue
            kinds = [n for n, e in declared.items() if not e.cards or card.type in e.cards]
            raise CardScriptError(
                card.id, "loading",
                f"{card.script.name}: {game_name(self.game)} never calls a function "
                f"'{entry}'{suggest(entry, declared)} (entry points of a {card.type}: "
                f"{', '.join(sorted(kinds)) or 'none'}; name a helper '_{entry}' to keep it)")

    def ctx_calls(self, card: CardDef, source: str, known: Mapping[str, Any]) -> None:
        """Refuse a call of a ctx function that does not exist (``ctx:wond``): it would fail
        the first time that line ran, perhaps deep in a game; found now, it names the line."""
        assert card.script is not None
        for line, sep, name in ctx_uses(source):
            if name in known or (sep == "." and name in CTX_FIELDS) or name.startswith("__"):
                continue  # a metamethod name is no misspelling: the sealed ctx refuses it
            what = "function" if sep == ":" else "field or function"
            offer = set(known) | (CTX_FIELDS if sep == "." else set())
            raise CardScriptError(
                card.id, "loading",
                f"{card.script.name}:{line}: ctx has no {what} '{name}'{suggest(name, offer)} "
                f"(the card API: deckwright api {self.game.id})")

    def lib_calls(self, card: CardDef, source: str, helpers: frozenset[str]) -> None:
        """Refuse a ``lib`` helper that does not exist (``lib.pick_randm``), and a helper
        called as a method (``lib:most(…)`` would hand lib itself in as the first argument):
        found now, the error names the line before the card ever runs."""
        assert card.script is not None
        for line, sep, name in lib_uses(source):
            where = f"{card.script.name}:{line}"
            if name not in helpers:
                raise CardScriptError(
                    card.id, "loading",
                    f"{where}: lib has no helper '{name}'{suggest(name, helpers)} (the "
                    f"helpers: deckwright api {self.game.id})")
            if sep == ":":
                raise CardScriptError(
                    card.id, "loading",
                    f"{where}: lib.{name} is a plain function: call lib.{name}(…), not "
                    f"lib:{name}(…)")

    def result(self, script: CardScript, name: str, value: Any) -> Any:
        """An entry point's result, checked against the type its declaration gives (and a
        table's fields against the declared ones)."""
        if isinstance(value, dict) and value:
            self._fields(script, name, value)
        try:
            declared_type = self._returns[name]
        except KeyError:
            declared = self.game.rules.entry_points.get(name)
            returns = parse_signature(declared.signature).returns if declared else None
            declared_type = self._returns[name] = None if returns in (None, "any") \
                else (returns, quick_test(returns))
        if declared_type is not None and not declared_type[1](self.game, value):
            returns = declared_type[0]
            problem = check_type(self.game, returns, value)
            if problem:
                file = script.card.script.name if script.card.script else script.card.id
                raise CardScriptError(script.card.id, name,
                                      f"{file}: {name} must return {describe_type(returns)}; "
                                      f"it returned {value_words(value)}")
        return value

    def _fields(self, script: CardScript, name: str, value: dict[str, Any]) -> None:
        declared = self.game.rules.entry_points.get(name)
        fields = declared.fields if declared is not None else None
        if not fields:
            return
        file = script.card.script.name if script.card.script else script.card.id
        for key, item in value.items():
            kind = fields.get(str(key))
            if kind is None:
                raise CardScriptError(
                    script.card.id, name, f"{file}: {name} returned a table with a field "
                    f"'{key}' the game does not read{suggest(str(key), fields)} (fields: "
                    f"{', '.join(sorted(fields))})")
            problem = check_type(self.game, kind, item)
            if problem:
                raise CardScriptError(script.card.id, name,
                                      f"{file}: {name} returned {key} = {value_words(item)}: "
                                      f"it {problem}")

    def event_kinds(self) -> frozenset[str] | None:
        """Every event a card of this game may trigger on (None: the game does not say)."""
        if self._kinds is False:
            kinds = self.game.rules.event_kinds
            self._kinds = frozenset(kinds | KERNEL_EVENTS) if kinds else None
        return self._kinds  # type: ignore[return-value]
