"""The script host as its helpers see it: the Protocol that activation, triggers and the typed
API calls are given instead of the ``ScriptHost`` class that builds them (host.py), so they
do not import it back (tests/test_import_cycles.py)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from .abilityindex import AbilityIndex
    from .cardscript import Ability, CardScript

Flow = Generator[Any, Any, Any]


class HostAPI(Protocol):
    """A game's script host: its game, its scripts, the ability index and the calls into Lua."""

    game: GameAPI
    index: AbilityIndex

    def script(self, card_id: str) -> CardScript | None:
        """The loaded script of ``card_id`` (None: the card has none)."""

    def ask(self, script: CardScript, ability: Ability | None, name: str, source: str | None,
            controller: str | None, event: dict[str, Any] | None, *args: Any,
            ids_only: bool = False) -> Any:
        """Call a query of ``script`` (a condition, a target list, a value): it may not change
        the game; ``ids_only`` for a caller that reads only the ids of the entries answered
        (and leaves the answer as it is: it is the memo's own, not a copy)."""

    def run(self, script: CardScript, ability: Ability | None, name: str, source: str | None,
            controller: str | None, event: dict[str, Any] | None = None,
            targets: list[str] | None = None, args: tuple[Any, ...] = ()) -> Flow:
        """Run an effect of ``script`` as a flow: it may ask players and change the game."""

    def choose_target(self, script: CardScript, ability: Ability, source: str | None,
                      controller: str, event: dict[str, Any] | None) -> Flow:
        """Ask ``controller`` to pick the ability's target from what its target query offers."""

    def allowed(self, choices: list[Any], player: str) -> list[Any]:
        """The target options among ``choices`` that ``player`` may choose now."""

    def stat(self, subject: str, name: str) -> Any:
        """A stat of a player or object with every static modifier applied."""
