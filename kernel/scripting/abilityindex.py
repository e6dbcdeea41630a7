"""The index of a game's active abilities: which objects in ability zones have which abilities.

Walking every ability zone and every object for each static value, trigger or priority window
was most of a game's time. The index is built once and kept until the game's
``zones_version`` moves: the kernel bumps it whenever an object enters, leaves or is put in a
new order in a zone, the ability zones change, or an object takes another card's identity
(``Game.abilities_changed``). Between two bumps, a walk would find the same objects in the
same order with the same scripts, so the index is that walk's answer. A rebuild walks again
but files each object's own abilities from what it filed for that object before (``_own``):
an object and its script never change, a move makes a new object and a copy another script.
It also keeps each ability zone's part of the walk and what that part files while the zone's
``version`` is the same and ``Game.abilities_version`` has not moved (an object taking another
card's identity), so a move walks and files again only the zones it changed.

An object's abilities are its own script's, except where something changed them: a static
ability with ``strips`` takes every ability from the objects its ``applies`` picks, one with
``gives`` hands them an ability its card gives (an ability marked ``given``, never its own
object's), and the game's ``Ruleset.ability_changes`` does either from its own state (a flag,
a counter), or lends them every ability of another card (``borrows``). Everything that asks
the index (activation, triggers, static values, the game's stops and bots) sees the same
abilities. While a ``strips`` or ``gives`` static is in play its
``applies`` may read any state, so the index is then rebuilt after every event
(``dynamic``); a game's own changes call ``Game.abilities_changed`` when they move.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .cardscript import Ability, CardScript
from .gamelink import GameLink

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from ..state import GameObject, Zone

# (object, its script, one of its abilities), in zone order, object order, ability order
Entry = tuple["GameObject", "CardScript", "Ability"]
Holder = tuple["GameObject", "CardScript"]
# (object, the script its abilities of one kind run in, those abilities)
Watcher = tuple["GameObject", "CardScript", tuple["Ability", ...]]
# asks a query of a script: (script, ability, function, source, controller, event, *args)
Ask = Callable[..., Any]
# an object's own abilities as filed: statics, (stat, static) pairs, activated abilities,
# (event kind, watcher) pairs of triggered and of replacement abilities
Own = tuple[tuple[Entry, ...], tuple[tuple[Any, Entry], ...], tuple[Entry, ...],
            tuple[tuple[str, Watcher], ...], tuple[tuple[str, Watcher], ...]]
# one ability zone's part of a walk: [zone, its version then, its holders, what they file
# (None until asked)]; a zone put in the place of none ([None, None, holders, None]) is
# filed object by object
ZonePart = list[Any]
# objects whose own abilities are kept filed (a long game meets a few hundred)
OWNS_KEPT = 4096
# what a lookup finds when nothing is there (shared: callers never change the lists)
_NONE: list[Any] = []
_VERSION = attrgetter("version")  # a zone's version
# what a zone whose objects have no abilities of their own files
_FILES_NOTHING: Own = ((), (), (), (), ())


class AbilityIndex:
    """Active abilities by kind, rebuilt only when zone membership or order changed."""

    def __init__(self, game: GameAPI, script_of: Callable[[str], CardScript | None],
                 ask: Ask | None = None) -> None:
        self._game = GameLink.to(game)  # the game owns its index (ScriptHost.game says why)
        self._script_of = script_of
        self._ask = ask
        self._version = -1
        self._enabled = True
        # True while a static that strips or gives abilities is in play (see the docstring)
        self.dynamic = False
        self._static: list[Entry] = []
        self._by_stat: dict[Any, list[Entry]] = {}
        self._activated: list[Entry] = []
        self._triggered: dict[str, list[Watcher]] = {}
        self._replacement: dict[str, list[Watcher]] = {}
        self._holders: list[Holder] = []
        self._with_entry: dict[str, list[GameObject]] = {}
        self._stripped: set[str] = set()
        self._given_of: dict[str, tuple[Ability, ...]] = {}  # card id -> its given abilities
        self._borrowed_of: dict[str, tuple[Ability, ...]] = {}  # card id -> its own, lent
        self._blanks: dict[str, CardScript] = {}  # card id -> the script of a card with none
        self._owns: dict[int, tuple[GameObject, CardScript, Own]] = {}  # see _own
        # each ability zone's part of the last walk, by the zone's id (see _walked), and
        # the game's abilities_version those parts were found at
        self._zone_parts: dict[int, ZonePart] = {}
        self._abilities_version = -1
        self._parts: list[ZonePart] = []  # the last walk's parts, in walk order
        # the ability zones the last walk went through (the game's own list, made anew
        # whenever they change) and their versions then
        self._walked_zones: list[Zone] | None = None
        self._versions: tuple[int, ...] = ()

    @property
    def enabled(self) -> bool:
        """False rebuilds on every question (the equivalence tests compare both ways)."""
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on
        if not on:
            self._version = -1  # a version no game has: the next question rebuilds

    def _fresh(self) -> None:
        version = self._game().zones_version
        if version != self._version:
            # while disabled, a version no game has, so that every question rebuilds (and
            # the lookups need no second test of ``enabled``)
            self._version = version if self._enabled else -1
            self._rebuild()

    def _rebuild(self) -> None:
        if self._enabled:
            holders, parts = self._walked()
        else:  # from scratch, object by object (the equivalence tests compare both ways)
            holders = self.walk()
            parts = [[None, None, holders, None]]
            self._walked_zones = None  # these parts are not the zones' own
        self._parts = parts
        self._build(holders, set(), {})
        self.dynamic = False
        shapers = [(obj, script, ability) for obj, script in holders for ability in script.static
                   if ability.facts.get("strips") or ability.facts.get("gives")]
        game = self._game()
        changes = game.rules.ability_changes(game, holders)
        if not shapers and not changes:
            return
        stripped = {oid for oid, change in changes.items() if change.stripped}
        gives: dict[str, list[tuple[CardScript, Ability]]] = {}
        for oid, change in changes.items():
            for card, label in change.gives:
                script = self._script_of(card)
                if script is not None:
                    gives.setdefault(oid, []).append((script, self._given(script, label)))
            for card in change.borrows:
                script = self._script_of(card)
                if script is not None:
                    gives.setdefault(oid, []).extend(
                        (script, ability) for ability in self._borrowed(script))
        # the shapers' own conditions are asked of the index as it stands unchanged, so a
        # condition reading a stat or an ability sees the objects' own abilities
        for giver, script, ability in shapers:
            if giver.id in stripped:
                continue
            self.dynamic = True
            picked = [obj for obj, _ in holders if self._applies(giver, script, ability, obj)]
            if ability.facts.get("strips"):
                stripped.update(obj.id for obj in picked)
            if ability.facts.get("gives"):
                given = self._given(script, str(ability.facts["gives"]))
                for obj in picked:
                    gives.setdefault(obj.id, []).append((script, given))
        self._build(holders, stripped, gives)

    def _applies(self, giver: GameObject, script: CardScript, ability: Ability,
                 obj: GameObject) -> bool:
        if not ability.has("applies") or self._ask is None:
            return False
        return bool(self._ask(script, ability, "applies", giver.id,
                              giver.controller or giver.owner, None, obj.id))

    def _given(self, script: CardScript, label: str) -> Ability:
        """The ability ``script`` gives by ``label``, as held by another object."""
        for ability in self._given_abilities(script):
            if ability.label == label:
                return ability
        raise ValueError(f"card '{script.card.id}' gives no ability labelled '{label}'")

    def _given_abilities(self, script: CardScript) -> tuple[Ability, ...]:
        found = self._given_of.get(script.card.id)
        if found is None:
            found = self._given_of[script.card.id] = tuple(
                Ability(a.index, a.kind, a.facts, giver=script.card.id)
                for a in script.abilities if a.facts.get("given"))
        return found

    def _borrowed(self, script: CardScript) -> tuple[Ability, ...]:
        """Every ability of ``script`` but those it gives, as another object holds them."""
        found = self._borrowed_of.get(script.card.id)
        if found is None:
            found = self._borrowed_of[script.card.id] = tuple(
                Ability(a.index, a.kind, a.facts, giver=script.card.id)
                for a in script.abilities if not a.facts.get("given"))
        return found

    def _build(self, holders: list[Holder], stripped: set[str],
               gives: dict[str, list[tuple[CardScript, Ability]]]) -> None:
        static: list[Entry] = []
        by_stat: dict[Any, list[Entry]] = {}
        activated: list[Entry] = []
        triggered: dict[str, list[Watcher]] = {}
        replacement: dict[str, list[Watcher]] = {}
        own_of = self._own if self._enabled else self._own_abilities

        def file_own(filed: tuple[Any, ...]) -> None:
            # what an object's (or a whole zone's) own abilities file, joined in order
            own_static, stats, own_activated, own_triggered, own_replacement = filed
            if own_static:
                static.extend(own_static)
                for stat, entry in stats:
                    by_stat.setdefault(stat, []).append(entry)
            if own_activated:
                activated.extend(own_activated)
            for kind, watcher in own_triggered:
                triggered.setdefault(kind, []).append(watcher)
            for kind, watcher in own_replacement:
                replacement.setdefault(kind, []).append(watcher)

        changed = stripped or gives
        for part in self._parts:
            zone_holders = part[2]
            if not zone_holders:  # most ability zones are empty most of a game
                continue
            if part[0] is not None and not (
                    changed
                    and any(o.id in stripped or o.id in gives for o, _ in zone_holders)):
                # a zone none of whose objects lost or gained abilities files what its
                # objects' own abilities file, in the same order, kept while it is unchanged
                filed = part[3]
                if filed is None:
                    filed = self._zone_filed(part)
                if filed is not _FILES_NOTHING:
                    file_own(filed)
                continue
            for obj, script in zone_holders:
                if obj.id not in stripped:
                    file_own(own_of(obj, script))
                for giver, ability in gives.get(obj.id, ()):
                    entry = (obj, giver, ability)
                    if ability.kind == "static":
                        static.append(entry)
                        by_stat.setdefault(ability.facts.get("stat"), []).append(entry)
                    elif ability.kind == "activated":
                        activated.append(entry)
                    elif ability.kind in ("triggered", "replacement"):
                        into = triggered if ability.kind == "triggered" else replacement
                        into.setdefault(str(ability.on), []).append((obj, giver, (ability,)))
        self._holders = holders
        self._stripped = stripped
        self._with_entry = {}
        self._static = static
        self._by_stat = by_stat
        self._activated = activated
        self._triggered = triggered
        self._replacement = replacement

    def _walked(self) -> tuple[list[Holder], list[ZonePart]]:
        """What ``walk`` finds, with each ability zone's part: a zone whose ``version`` is
        the one its part saw holds the same objects in the same order, and each the same
        card unless ``abilities_changed`` was said since (which forgets every part)."""
        game = self._game()
        zones = game.ability_zones()
        kept = self._zone_parts
        versions = tuple(map(_VERSION, zones))
        if game.abilities_version == self._abilities_version and zones is self._walked_zones:
            # the same zones as the last walk: only those whose version moved are walked
            # again (usually one or two of a dozen or more)
            parts = list(self._parts)
            last = self._versions
            for i in [i for i, (now, then) in enumerate(zip(versions, last, strict=True))
                             if now != then]:
                zone = zones[i]
                parts[i] = kept[id(zone)] = [zone, versions[i], self._walk_zone(zone), None]
        else:
            if game.abilities_version != self._abilities_version:
                self._abilities_version = game.abilities_version
                kept.clear()
            parts = []
            for zone in zones:
                part = kept.get(id(zone))
                if part is None or part[0] is not zone or part[1] != zone.version:
                    part = kept[id(zone)] = [zone, zone.version, self._walk_zone(zone), None]
                parts.append(part)
            self._walked_zones = zones
        self._versions = versions
        return [holder for part in parts if part[2] for holder in part[2]], parts

    def _zone_filed(self, part: ZonePart) -> Own:
        """A zone's objects' own abilities as the index files them, in walk order: each
        object's (``_own``) one after another, worked out once while the zone is unchanged."""
        filed = part[3]
        if filed is None:
            static: list[Entry] = []
            stats: list[tuple[Any, Entry]] = []
            activated: list[Entry] = []
            triggered: list[tuple[str, Watcher]] = []
            replacement: list[tuple[str, Watcher]] = []
            for obj, script in part[2]:
                own = self._own(obj, script)
                static.extend(own[0])
                stats.extend(own[1])
                activated.extend(own[2])
                triggered.extend(own[3])
                replacement.extend(own[4])
            filed = (tuple(static), tuple(stats), tuple(activated), tuple(triggered),
                     tuple(replacement))
            # the one value of a zone whose objects file nothing, which _build skips
            part[3] = filed = filed if any(filed) else _FILES_NOTHING
        return filed

    def _own(self, obj: GameObject, script: CardScript) -> Own:
        """An object's own abilities as the index files them, worked out once for the object
        and its script (both never change: a move makes a new object, a copy another
        script), so a rebuild after a move files each other object's again at once."""
        kept = self._owns.get(id(obj))
        if kept is not None and kept[0] is obj and kept[1] is script:
            return kept[2]
        own = self._own_abilities(obj, script)
        if len(self._owns) > OWNS_KEPT:
            self._owns.clear()
        self._owns[id(obj)] = (obj, script, own)  # the object kept: its id is not reused
        return own

    def _own_abilities(self, obj: GameObject, script: CardScript) -> Own:
        """An object's own abilities (not those it gives): its statics with the stat each
        is filed under, its activated abilities, and its triggered and replacement
        abilities by event kind."""
        given = self._given_abilities(script)
        static: list[Entry] = []
        stats: list[tuple[Any, Entry]] = []
        for ability in script.static:
            if given and ability.facts.get("given"):
                continue
            entry = (obj, script, ability)
            static.append(entry)
            stat = ability.facts.get("stat")
            try:
                hash(stat)
            except TypeError:  # an unhashable stat names no stat a lookup asks for
                continue
            stats.append((stat, entry))
        activated = tuple((obj, script, ability) for ability in script.activated
                          if not (given and ability.facts.get("given")))
        kinds: list[tuple[tuple[str, Watcher], ...]] = []
        for table in (script.triggered, script.replacement):
            found = []
            for kind, abilities in table.items():
                if given:
                    abilities = tuple(a for a in abilities if not a.facts.get("given"))
                if abilities:
                    found.append((kind, (obj, script, abilities)))
            kinds.append(tuple(found))
        return tuple(static), tuple(stats), activated, kinds[0], kinds[1]

    def walk(self) -> list[Holder]:
        """Every object in the ability zones with its script, found from scratch; a card
        without one has a blank script (no abilities of its own, but it may be given some)."""
        out = []
        for zone in self._game().ability_zones():
            out.extend(self._walk_zone(zone))
        return out

    def _walk_zone(self, zone: Zone) -> list[Holder]:
        """The objects of one ability zone with their scripts, in zone order."""
        script_of = self._script_of
        out = []
        for obj in zone.objects:
            script = script_of(obj.card)
            out.append((obj, script if script is not None else self._blank(obj.card)))
        return out

    def _blank(self, card_id: str) -> CardScript:
        """The script of a card that has none: no abilities, no entry points."""
        found = self._blanks.get(card_id)
        if found is None:
            found = self._blanks[card_id] = CardScript(
                self._game().card(card_id), None, (), frozenset(), MappingProxyType({}),
                MappingProxyType({}), (), ())
        return found

    def holders(self) -> list[Holder]:
        """Every object with a script in the ability zones (do not change the list)."""
        self._fresh()
        return self._holders

    def stripped(self, obj: GameObject) -> bool:
        """Whether ``obj``, in an ability zone, has lost its own abilities."""
        self._fresh()
        return obj.id in self._stripped

    def with_entry(self, name: str) -> list[GameObject]:
        """The objects whose script defines entry point ``name``, in walk order, but for those
        that lost their abilities (do not change the list)."""
        self._fresh()
        found = self._with_entry.get(name)
        if found is None:
            stripped = self._stripped
            found = self._with_entry[name] = [o for o, s in self._holders
                                              if name in s.entries and o.id not in stripped]
        return found

    def static(self) -> list[Entry]:
        """Every active static ability (do not change the list)."""
        self._fresh()
        return self._static

    def static_of(self, stat: str) -> list[Entry]:
        """The active static abilities whose ``stat`` is ``stat``, in walk order."""
        # asked for every stat a game reads (tens of thousands a game): _fresh inlined
        if self._version != self._game().zones_version:
            self._fresh()
        return self._by_stat.get(stat, _NONE)

    def activated(self) -> list[Entry]:
        """Every activated ability of an object in an ability zone."""
        self._fresh()
        return self._activated

    def activated_of(self, obj: GameObject, key: int | str) -> Entry | None:
        """The activated ability ``key`` (``Ability.key``) that ``obj`` has now, if any."""
        for entry in self.activated():
            if entry[0] is obj and entry[2].key == key:
                return entry
        return None

    def triggered(self, kind: str) -> list[Watcher]:
        """The objects with triggered abilities on event ``kind``, with the script they run
        in and those abilities, in walk order."""
        if self._version != self._game().zones_version:  # after every event
            self._fresh()
        return self._triggered.get(kind, _NONE)

    def replacement(self, kind: str) -> list[Watcher]:
        """The objects with replacement abilities for event ``kind``, with the script they
        run in and those abilities, in walk order."""
        if self._version != self._game().zones_version:  # before every event
            self._fresh()
        return self._replacement.get(kind, _NONE)
