"""The prompt's ``log`` command: what happened, in words, a page at a time. ``log`` is the
last lines, ``log N`` the last N, ``log turn N`` one turn's, ``log all`` every line the game
keeps; a page that leaves earlier lines out says how to reach them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

LOG_LINES = 30  # narrated lines plain 'log' shows
USAGE = ("'log' (the last lines), 'log N' (the last N lines), 'log turn N' (the lines of turn "
         "N), 'log all', 'log events' (the engine's events)")

Entry = tuple[int, str, dict[str, Any]]


class Told(Protocol):
    """What a page is read from: the kept history and the game's words for it."""

    turn: int

    @property
    def history(self) -> Iterable[Entry]:
        """The kept history, oldest first: (turn, kind, data) entries."""
        ...

    def tell(self, entries: list[Entry], viewer: str | None,
             said: bool | None = None) -> list[str]:
        """These entries as a person reads them."""
        ...


def log_page(game: Told, viewer: str, words: str) -> list[str]:
    """The lines ``log WORDS`` shows ``viewer`` (a refusal saying what to type instead)."""
    asked = words.strip().lower().split()
    entries = list(game.history)
    if asked[:1] == ["turn"]:
        if len(asked) != 2 or not asked[1].isascii() or not asked[1].isdigit():
            return [f"which turn? e.g. 'log turn {max(1, game.turn - 1)}'"]
        return turn_page(game, viewer, entries, int(asked[1]))
    if asked == ["all"]:
        count = None
    elif not asked:
        count = LOG_LINES
    elif len(asked) == 1 and asked[0].isascii() and asked[0].isdigit() and int(asked[0]) > 0:
        count = int(asked[0])
    else:
        return [f"'log {words.strip()[:20]}' is not a log command: type {USAGE}"]
    told = game.tell(entries, viewer, said=True)
    if not told:
        return ["nothing has happened yet"]
    shown = told if count is None else told[-count:]
    left = len(told) - len(shown)
    lead = []
    if left:
        lead = [f"… {left} earlier lines ('log {len(told)}' or 'log all' shows them, "
                f"'log turn N' one turn)"]
    elif entries and entries[0][0] > 1:
        lead = [f"(the kept history starts in turn {entries[0][0]})"]
    return lead + shown


def turn_page(game: Told, viewer: str, entries: list[Entry], number: int) -> list[str]:
    """The lines of turn ``number``, or why there are none."""
    if number > game.turn or number < 1:
        return [f"turn {number} has not been played: this is turn {game.turn}"]
    oldest = entries[0][0] if entries else game.turn
    if number < oldest:
        return [f"turn {number} is older than the history kept (it starts in turn {oldest})"]
    told = game.tell([e for e in entries if e[0] == number], viewer, said=True)
    lead = [f"(turn {number} began before the history kept)"] if number == oldest > 1 else []
    return lead + (told or [f"nothing was told in turn {number}"])
