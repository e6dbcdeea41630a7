"""deckwright's game-agnostic kernel: state, events, stack, priority, decisions, Lua, logs.

    from . import new_game
    game = new_game("dungeon-raiders", players=4, seed=7)
    while not game.over:
        for d in game.pending:
            game.answer(d.player, agent_for[d.player].choose(d, game.view(d.player)))
"""

from .decisions import Decision, Option
from .errors import (
    CardSetError,
    DeckwrightError,
    IllegalAnswer,
    ReplayError,
    RulesError,
    ScenarioError,
    UnknownGame,
)
from .events import Event, PendingTrigger, Replacement, StackItem
from .game import Game
from .registry import Registry, default_registry, new_game
from .ruleset import Action, GameDefinition, GameOption, Ruleset
from .scripting.vocabulary import VocabEntry, Vocabulary

__all__ = [
    "Action",
    "CardSetError",
    "Decision",
    "DeckwrightError",
    "Event",
    "Game",
    "GameDefinition",
    "GameOption",
    "IllegalAnswer",
    "Option",
    "PendingTrigger",
    "Registry",
    "Replacement",
    "ReplayError",
    "RulesError",
    "Ruleset",
    "ScenarioError",
    "StackItem",
    "UnknownGame",
    "VocabEntry",
    "Vocabulary",
    "default_registry",
    "new_game",
]
