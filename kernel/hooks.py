"""The pluggy hook specifications: how packages plug games, card sets, agents and new mechanics
into deckwright, and observe games start and end.

The contract of a game is its ``Ruleset`` subclass (``ruleset.py``): the kernel calls a game's
rules there, directly, and nowhere else. These hooks are only what one package adds to what
others provide, found through the entry-point group ``deckwright`` (and the built-in games):

- registering: ``deckwright_games`` (a game's ``Ruleset``), ``deckwright_card_sets``,
  ``deckwright_agents``;
- an expansion's new mechanic for a game it does not own: ``deckwright_vocabulary`` (Lua
  functions) and ``deckwright_replacement_candidates`` (rule-level replacement effects);
- observing: ``deckwright_game_created`` and ``deckwright_game_over``, once each per game.

Hooks called during play are skipped entirely when no plugin implements them, so an unused
extension point costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from .events import Event, Replacement
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
    def deckwright_replacement_candidates(self, game: Game, event: Event) -> list[Replacement]:
        """Called for every event before it applies. Return rule-level replacement effects
        that could apply to it; the kernel's loop applies each at most once and lets the
        affected player order them."""

    @hookspec
    def deckwright_game_created(self, game: Game) -> None:
        """Called once when a game's table is set, before its first event (observers)."""

    @hookspec
    def deckwright_game_over(self, game: Game, result: dict[str, Any]) -> None:
        """Called once when a game ends, however it ends (a win, a limit, an error), with
        its result (``game.result``: winners, reason …)."""
