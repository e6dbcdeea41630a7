"""The index of a game's active abilities: which objects in ability zones have which abilities.

Walking every ability zone and every object for each static value, trigger or priority window
was most of a game's time. The index is built once and kept until the game's
``zones_version`` moves: the kernel bumps it whenever an object enters, leaves or is put in a
new order in a zone, the ability zones change, or an object takes another card's identity
(``Game.abilities_changed``). Between two bumps, a walk would find the same objects in the
same order with the same scripts, so the index is that walk's answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from ..state import GameObject
    from .cardscript import Ability, CardScript

# (object, its script, one of its abilities), in zone order, object order, ability order
Entry = tuple["GameObject", "CardScript", "Ability"]
Holder = tuple["GameObject", "CardScript"]


class AbilityIndex:
    """Active abilities by kind, rebuilt only when zone membership or order changed."""

    def __init__(self, game: GameAPI, script_of: Callable[[str], CardScript | None]) -> None:
        self._game = game
        self._script_of = script_of
        self._version = -1
        # False rebuilds on every question (the equivalence tests compare both ways)
        self.enabled = True
        self._static: list[Entry] = []
        self._by_stat: dict[Any, list[Entry]] = {}
        self._activated: list[Entry] = []
        self._triggered: dict[str, list[Holder]] = {}
        self._replacement: dict[str, list[Holder]] = {}
        self._holders: list[Holder] = []
        self._with_entry: dict[str, list[GameObject]] = {}

    def _fresh(self) -> None:
        version = self._game.zones_version
        if version != self._version or not self.enabled:
            self._rebuild()
            self._version = version

    def _rebuild(self) -> None:
        holders = self.walk()
        static: list[Entry] = []
        by_stat: dict[Any, list[Entry]] = {}
        activated: list[Entry] = []
        triggered: dict[str, list[Holder]] = {}
        replacement: dict[str, list[Holder]] = {}
        for obj, script in holders:
            for ability in script.static:
                entry = (obj, script, ability)
                static.append(entry)
                stat = ability.facts.get("stat")
                try:
                    by_stat.setdefault(stat, []).append(entry)
                except TypeError:  # an unhashable stat names no stat a lookup asks for
                    pass
            activated.extend((obj, script, ability) for ability in script.activated)
            for kind in script.triggered:
                triggered.setdefault(kind, []).append((obj, script))
            for kind in script.replacement:
                replacement.setdefault(kind, []).append((obj, script))
        self._holders = holders
        self._with_entry = {}
        self._static = static
        self._by_stat = by_stat
        self._activated = activated
        self._triggered = triggered
        self._replacement = replacement

    def walk(self) -> list[Holder]:
        """Every object with a script in the ability zones, found from scratch."""
        script_of = self._script_of
        out = []
        for zone in self._game.ability_zones():
            for obj in zone.objects:
                script = script_of(obj.card)
                if script is not None:
                    out.append((obj, script))
        return out

    def holders(self) -> list[Holder]:
        """Every object with a script in the ability zones (do not change the list)."""
        self._fresh()
        return self._holders

    def with_entry(self, name: str) -> list[GameObject]:
        """The objects whose script defines entry point ``name``, in walk order (do not change
        the list)."""
        self._fresh()
        found = self._with_entry.get(name)
        if found is None:
            found = self._with_entry[name] = [o for o, s in self._holders if name in s.entries]
        return found

    def static(self) -> list[Entry]:
        """Every active static ability (do not change the list)."""
        self._fresh()
        return self._static

    def static_of(self, stat: str) -> list[Entry]:
        """The active static abilities whose ``stat`` is ``stat``, in walk order."""
        self._fresh()
        return self._by_stat.get(stat, [])

    def activated(self) -> list[Entry]:
        """Every activated ability of an object in an ability zone."""
        self._fresh()
        return self._activated

    def triggered(self, kind: str) -> list[Holder]:
        """The objects with a triggered ability on event ``kind``, in walk order."""
        self._fresh()
        return self._triggered.get(kind, [])

    def replacement(self, kind: str) -> list[Holder]:
        """The objects with a replacement ability for event ``kind``, in walk order."""
        self._fresh()
        return self._replacement.get(kind, [])
