"""A loaded card script as plain data: its abilities by kind, and the error a card's script
raises. The script bridge (``scripting``) makes these; everything that looks at a card's
abilities (the ability index, activation, triggers) reads them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..errors import DeckwrightError, RulesError

if TYPE_CHECKING:
    from ..sets.carddefs import CardDef


class CardScriptError(DeckwrightError):
    """A card script failed: names the card, the ability and the Lua line."""

    def __init__(self, card: str, ability: str, detail: str) -> None:
        self.card = card
        self.ability = ability
        self.detail = detail
        super().__init__(f"card '{card}', {ability}: {detail}")


@dataclass(slots=True)
class Ability:
    """One ability of a card script, as plain facts (functions stay in Lua)."""

    index: int
    kind: str
    facts: dict[str, Any]
    # the card whose script holds it, when another object was given it (a static's ``gives``)
    giver: str | None = None
    # the functions it defines (its facts' ``has_<name>``), worked out once: ``has`` is asked
    # before every condition, target and static value
    functions: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.functions = frozenset(key[4:] for key, value in self.facts.items()
                                   if value and type(key) is str and key.startswith("has_"))

    @property
    def key(self) -> int | str:
        """What names the ability on its object: its index, or ``card/index`` for one that
        another card gives it (an object may hold both ability 1 and a given ability 1)."""
        return self.index if self.giver is None else f"{self.giver}/{self.index}"

    @property
    def on(self) -> str | None:
        """The event kind a triggered or replacement ability listens to."""
        return self.facts.get("on")

    @property
    def label(self) -> str:
        """How the ability is named in messages and prompts."""
        return str(self.facts.get("label") or f"{self.kind} ability {self.index}")

    def has(self, name: str) -> bool:
        """Whether the ability defines the function ``name``."""
        return name in self.functions


@dataclass(frozen=True, slots=True)
class ScriptShape:
    """What a script's description says, sorted for the game: its abilities by kind and its
    entry points. It depends only on what the description does (the script's text, the
    card's facts, the game's rules), so one shape serves every game of a process: nothing
    may change it, nor the facts of its abilities."""

    abilities: tuple[Ability, ...]
    entries: frozenset[str]
    triggered: Mapping[str, tuple[Ability, ...]]
    replacement: Mapping[str, tuple[Ability, ...]]
    activated: tuple[Ability, ...]
    static: tuple[Ability, ...]
    # what the host learns of the script's functions from their text (which questions one
    # only passes back, which fields of its event one reads), by what it is about: the same
    # for every game sharing the shape, as the same text with the same facts defines the
    # same functions (a card's params may pick another function: another shape)
    notes: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def of(cls, abilities: list[Ability], entries: frozenset[str]) -> ScriptShape:
        """The shape of these abilities (sorted by index here) and entry points."""
        ordered = sorted(abilities, key=lambda a: a.index)
        triggered: dict[str, list[Ability]] = {}
        replacement: dict[str, list[Ability]] = {}
        for ability in ordered:
            if ability.kind == "triggered":
                triggered.setdefault(str(ability.on), []).append(ability)
            elif ability.kind == "replacement":
                replacement.setdefault(str(ability.on), []).append(ability)
        return cls(
            tuple(ordered), entries,
            MappingProxyType({k: tuple(v) for k, v in triggered.items()}),
            MappingProxyType({k: tuple(v) for k, v in replacement.items()}),
            tuple(a for a in ordered if a.kind == "activated"),
            tuple(a for a in ordered if a.kind not in ("triggered", "replacement",
                                                      "activated")))


@dataclass(slots=True)
class CardScript:
    """A loaded card script: its Lua table (this game's) and its shape's abilities sorted by
    kind (shared by every game of the process: read them, never change them)."""

    card: CardDef
    table: Any
    abilities: tuple[Ability, ...]
    entries: frozenset[str]
    triggered: Mapping[str, tuple[Ability, ...]]
    replacement: Mapping[str, tuple[Ability, ...]]
    activated: tuple[Ability, ...]
    static: tuple[Ability, ...]
    params_lua: Any = None
    notes: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)  # shape's

    @classmethod
    def shaped(cls, card: CardDef, table: Any, shape: ScriptShape) -> CardScript:
        """A script of ``card`` with this game's Lua ``table`` and a shared ``shape``."""
        return cls(card, table, shape.abilities, shape.entries, shape.triggered,
                   shape.replacement, shape.activated, shape.static, notes=shape.notes)


_TABLE = CardScript.table  # the slot a loaded script's Lua table lives in


class LazyCardScript(CardScript):
    """A card script described from the process cache: its Lua table is loaded into the
    game's own sandbox the first time a card function runs."""

    __slots__ = ("_loader",)

    def __init__(self, card: CardDef, shape: ScriptShape, loader: Callable[[], Any]) -> None:
        self._loader: Callable[[], Any] | None = loader
        super().__init__(card, None, shape.abilities, shape.entries, shape.triggered,
                         shape.replacement, shape.activated, shape.static, notes=shape.notes)

    @property  # type: ignore[override]
    def table(self) -> Any:
        """The script's Lua table in this game's sandbox (loaded on first use)."""
        loader = self._loader
        if loader is not None:
            _TABLE.__set__(self, loader())
            self._loader = None
        return _TABLE.__get__(self, CardScript)

    @table.setter
    def table(self, value: Any) -> None:
        _TABLE.__set__(self, value)


def ability_at(script: CardScript, index: int) -> Ability:
    """The ability numbered ``index`` of a loaded script; RulesError if it has none."""
    for ability in script.abilities:
        if ability.index == index:
            return ability
    raise RulesError(f"card '{script.card.id}' has no ability {index}")


# the fields an ability of each kind may have (a misspelt one is refused when the script loads);
# ``given``: an ability the card gives other objects (a static's ``gives`` names it by its
# label), never its own; a static's ``strips``: the objects ``applies`` picks lose their
# abilities; its ``names``: those objects are named this instead (the game reads names)
ABILITY_FIELDS: dict[str, tuple[str, ...]] = {
    "triggered": ("kind", "on", "condition", "effect", "target", "target_prompt", "label",
                  "hint", "given"),
    "activated": ("kind", "cost", "condition", "effect", "target", "target_prompt", "label",
                  "hint", "pay", "given"),
    "replacement": ("kind", "on", "condition", "apply", "label", "hint", "given"),
    "static": ("kind", "stat", "applies", "value", "label", "hint", "given", "strips", "gives",
               "names"),
}
