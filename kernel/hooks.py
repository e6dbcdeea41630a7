"""The pluggy hook specifications: how games, card sets, agents and expansions plug in.

Plugins are found through the entry-point group ``deckwright`` (and the built-in games).
A game's own rules sit behind its ``Ruleset`` (see ``ruleset.py``) and are called directly;
these hooks are the extension points around them. Hooks called during play are skipped
entirely when no plugin implements them, so an unused extension point costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from .events import Event, PendingTrigger, Replacement
    from .game import Game
    from .ruleset import GameDefinition
    from .scripting.vocabulary import Vocabulary

PROJECT = "deckwright"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


class DeckwrightSpec:
    """Hook specifications of deckwright (``project_name = "deckwright"``)."""

    @hookspec
    def deckwright_games(self) -> list[GameDefinition]:
        """Called once when the registry is built. Return the games this plugin provides."""

    @hookspec
    def deckwright_card_sets(self) -> list[str]:
        """Called once when the registry is built. Return paths of set folders this package
        ships (each folder holds a ``set.yaml`` naming its game)."""

    @hookspec
    def deckwright_agents(self) -> dict[str, Any]:
        """Called when agents are listed. Return extra agent factories by name, each called
        as ``factory(seat, game)`` and returning an object with ``choose(decision, view)``."""

    @hookspec
    def deckwright_vocabulary(self, game_id: str) -> Vocabulary | None:
        """Called when a game's Lua API is built. Return a ``Vocabulary`` of extra Lua
        functions for ``game_id`` (an expansion's new mechanic), or None; a name the kernel or
        the game already declares is an error naming both."""

    @hookspec
    def deckwright_event_kinds(self, game_id: str) -> list[str]:
        """Event kinds an expansion's mechanics add to a game (for its cards' triggers)."""

    @hookspec
    def deckwright_game_created(self, game: Game) -> None:
        """Called after a game is set up, before its first decision (observers, invariants)."""

    @hookspec
    def deckwright_replacement_candidates(self, game: Game, event: Event) -> list[Replacement]:
        """Called for every event before it applies. Return rule-level replacement effects
        that could apply to it; the kernel's loop applies each at most once and lets the
        affected player order them."""

    @hookspec
    def deckwright_triggers(self, game: Game, event: Event) -> list[PendingTrigger]:
        """Called after every applied event. Return triggered abilities it sets off; they go
        on the stack the next time a player would receive priority."""

    @hookspec
    def deckwright_event_applied(self, game: Game, event: Event) -> None:
        """Called after every applied event (tracing, invariant checks). Return nothing."""

    @hookspec
    def deckwright_game_over(self, game: Game) -> None:
        """Called once when a game ends, with ``game.result`` set."""

    @hookspec
    def deckwright_cli_commands(self, group: Any) -> None:
        """Called when the ``deckwright`` command is built; add click commands to ``group``."""
