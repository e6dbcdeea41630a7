"""The Dungeon Raiders ruleset: what the kernel calls to set up, run and show the game."""

from __future__ import annotations

from collections.abc import Callable, Generator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckwright.kernel.ruleset import GameOption, Ruleset
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import entrypoints, render, setup, stats, tally, vocabulary
from .bots import HeuristicAgent
from .cards import (
    COINS,
    FLOOR,
    FLOORS_PER_GAME,
    ROOM_DECK,
    WOUNDS,
    in_play,
)
from .rooms import end_floor, play_room, prepare_floor
from .scoring import final_scoring, finish
from .tactical import apply_scroll

if TYPE_CHECKING:
    from deckwright.kernel.agents import Agent
    from deckwright.kernel.events import Event
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


class DungeonRaiders(Ruleset):
    """Dungeon Raiders, 2nd edition: 3-5 raiders, 5 floors of 5 rooms, simultaneous hidden play."""

    id = "dungeon-raiders"
    name = "Dungeon Raiders"
    tells_said = False  # the table's "Last room" report already says what each room did
    # the tags a Dungeon Raiders card may carry (any other is a lint warning)
    card_tags = {"estimated": "a value no public source gave, estimated for this engine"}
    min_players = 3
    max_players = 5
    default_players = 4
    options = (
        GameOption("tactical", False,
                   "the tactical variant: face-up play in turn from the scroll holder (DR A12)"),
        GameOption("boss_reward", "on-attack",
                   "when the Sphinx and Minotaur pay the highest card (DR A10.5, B10.3)",
                   ("on-attack", "on-defeat", "always")),
        GameOption("torch", "all",
                   "what a torch shows: every face-down room of the floor, or one (B10.4)",
                   ("all", "one")),
        GameOption("scroll_tie", "holder",
                   "a tie for the scroll: count clockwise from the holder, or from their left "
                   "(DR A12.3)", ("holder", "left")),
    )
    card_types = ("floor", "monster", "treasure", "vault", "trap", "boss", "character",
                  "power", "item")
    # every event kind this game performs (DESIGN §2.2): what a card's triggers may name
    event_docs = entrypoints.EVENTS
    entry_points = entrypoints.ENTRY_POINTS
    stat_types = stats.STAT_TYPES
    stat_docs = stats.STAT_DOCS
    stat_fields = ("layout", "strength", "wounds", "coins", "reward", "escape", "chests",
                   "bonus", "victims", "penalty", "by_highest", "items", "value", "play_in")

    def counter_ranges(self) -> dict[str, tuple[int | None, int | None]]:
        """Coins and wounds never go below zero."""
        return {COINS: (0, None), WOUNDS: (0, None)}

    # ------------------------------------------------------------------ set-up and flow
    def setup(self, game: Game) -> None:
        """Create the zones and deal (DR A2)."""
        setup.build(game)

    def play(self, game: Game) -> Flow:
        """Five floors of rooms, then final scoring (DR A3, A4, A11)."""
        for number in range(1, FLOORS_PER_GAME + 1):
            if not game.zones[ROOM_DECK].objects:
                break
            yield from prepare_floor(game, number)
            while game.zones[FLOOR].objects:
                yield from play_room(game)
                if not in_play(game):
                    finish(game, "everyone was knocked out")
                    return
            yield from end_floor(game)
        yield from final_scoring(game)

    def scenario_directive(self, game: Game, name: str, value: Any) -> bool:
        """``characters``, ``floors``, ``rooms`` and ``scroll`` (see the README)."""
        return setup.apply_directive(game, name, value)

    def set_template(self) -> Path | None:
        """The starting set of ``deckwright new-set``: a card of each common shape, tested."""
        return Path(__file__).parent / "template"

    def scenario_directives(self) -> dict[str, str]:
        """Names and help of the game's scenario directives."""
        return dict(setup.DIRECTIVES)

    def event_appliers(self) -> dict[str, Callable[[Game, Event], Any]]:
        """The game's own event: the scroll changing hands."""
        return {"scroll": apply_scroll}

    def needs_script(self, card: Any) -> bool:
        """Every boss changes the monster rules somehow, so each must have a script."""
        return getattr(card, "type", None) == "boss"

    def check_card(self, card: Any) -> list[str]:
        """The stats a card of its type must have (a monster its strength, …)."""
        return stats.check_card(card)

    # the balance report: what its zones and events mean (tally.py)
    tally_rules = tally.TALLY_RULES

    def turn_count(self, game: Game) -> int:
        """Rooms played so far."""
        return int(game.data.get("rooms_played", 0))

    # ------------------------------------------------------------------ Lua vocabulary
    def vocabulary(self) -> Vocabulary:
        """The functions a Dungeon Raiders card script may call as ``ctx:<name>(...)``."""
        return vocabulary.VOCABULARY

    # ------------------------------------------------------------------ players and text
    def agents(self) -> dict[str, Callable[[str, Game], Agent]]:
        """The heuristic bot (the kernel adds ``random``)."""
        return {"heuristic": HeuristicAgent}

    def view_data(self, game: Game, viewer: str | None) -> Any:
        """Everything in ``game.data`` but the hidden floor layouts a scenario planned."""
        return {k: v for k, v in game.data.items() if not k.startswith("_")}

    def render(self, game: Game, viewer: str | None) -> str:
        """The table as ``viewer`` sees it."""
        return render.table(game, viewer)

    def result_text(self, game: Game) -> str:
        """Knock-outs and the final ranking."""
        return render.result(game)
