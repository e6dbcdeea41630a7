"""A loaded card script as plain data: its abilities by kind, and the error a card's script
raises. The script bridge (``scripting``) makes these; everything that looks at a card's
abilities (the ability index, activation, triggers) reads them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import DeckwrightError, RulesError

if TYPE_CHECKING:
    from .sets import CardDef


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
        return bool(self.facts.get("has_" + name))


@dataclass(slots=True)
class CardScript:
    """A loaded card script: its Lua table and its abilities sorted by kind."""

    card: CardDef
    table: Any
    abilities: list[Ability]
    entries: frozenset[str]
    triggered: dict[str, list[Ability]] = field(default_factory=dict)
    replacement: dict[str, list[Ability]] = field(default_factory=dict)
    activated: list[Ability] = field(default_factory=list)
    static: list[Ability] = field(default_factory=list)
    params_lua: Any = None


_TABLE = CardScript.table  # the slot a loaded script's Lua table lives in


class LazyCardScript(CardScript):
    """A card script described from the process cache: its Lua table is loaded into the
    game's own sandbox the first time a card function runs."""

    __slots__ = ("_loader",)

    def __init__(self, card: CardDef, abilities: list[Ability], entries: frozenset[str],
                 loader: Callable[[], Any]) -> None:
        self._loader: Callable[[], Any] | None = loader
        super().__init__(card, None, abilities, entries)

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


# the fields an ability of each kind may have (a misspelt one is refused when the script loads)
ABILITY_FIELDS: dict[str, tuple[str, ...]] = {
    "triggered": ("kind", "on", "condition", "effect", "target", "target_prompt", "label",
                  "hint"),
    "activated": ("kind", "cost", "condition", "effect", "target", "target_prompt", "label",
                  "hint", "pay"),
    "replacement": ("kind", "on", "condition", "apply", "label", "hint"),
    "static": ("kind", "stat", "applies", "value", "label", "hint"),
}
