"""Errors a user may see: each carries one clear line that says what went wrong and where."""

from __future__ import annotations


class DeckwrightError(Exception):
    """Base of every error meant for a user; ``str()`` is the one line to show."""


class CardSetError(DeckwrightError):
    """A card set failed validation; ``problems`` lists every problem with file and line."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        first = problems[0] if problems else "invalid card set"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(first + more)


class RulesError(DeckwrightError):
    """A game asked the kernel for something impossible (a bug in a game plugin or a card)."""


class IllegalAnswer(DeckwrightError):
    """An answer matched no option of the pending decision."""


class ScenarioError(DeckwrightError):
    """A scenario file is malformed or one of its checks failed."""


class ReplayError(DeckwrightError):
    """A log could not be replayed, or its replay did not reproduce the recorded game."""


class SetsChanged(ReplayError):
    """A log's card sets changed since it was recorded (an author fixed a script)."""


class ReplayDiverged(ReplayError):
    """A recorded answer fits no question of the replayed game: the log was edited, or the
    rules changed since it was recorded."""


class UnknownGame(DeckwrightError):
    """No installed plugin provides the requested game."""
