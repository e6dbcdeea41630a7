"""What the prompt checks before a typed answer reaches the game, so that no key does what the
player did not read: a line typed before its question was shown, an option the game marks as
one that cannot succeed, and an answer that ends the player's phase or turn with something
unused (asked once). The game never sees these checks: bots answer as ever."""

from __future__ import annotations

import contextlib
import select
from dataclasses import dataclass
from typing import Any, TextIO

from deckwright.kernel.decisions import Decision

# what identifies a question as the player read it: its kind, its words, and each option's
# id and label in order (a number means the same thing only if all of these are the same)
Screen = tuple[str, str, tuple[tuple[str, str], ...]]


def screen_of(decision: Decision) -> Screen:
    """The question as a player reads it, to tell whether two questions mean the same."""
    return (decision.kind, decision.prompt,
            tuple((o.id, o.label) for o in decision.options))


def typed_before(stream: TextIO) -> bool:
    """Whether keys wait at this terminal already (typed before the question was shown);
    always False for a pipe or a file, whose lines are all written beforehand."""
    try:
        if not stream.isatty():
            return False
        import termios

        fd = stream.fileno()
        before = termios.tcgetattr(fd)
    except (ImportError, OSError, ValueError):
        return False
    # keys typed while line editing read the last answer wait without a complete line in
    # the terminal's line mode: only character mode shows them (nothing is flushed)
    keys = list(before)
    keys[3] = keys[3] & ~termios.ICANON
    try:
        termios.tcsetattr(fd, termios.TCSANOW, keys)
        ready, _, _ = select.select([fd], [], [], 0)
    except (OSError, ValueError, termios.error):
        ready = []
    finally:
        with contextlib.suppress(OSError, termios.error):
            termios.tcsetattr(fd, termios.TCSANOW, before)
    return bool(ready)


def drop_typed(stream: TextIO) -> None:
    """Throw away what was typed ahead at this terminal (the questions it was meant for are
    gone)."""
    with contextlib.suppress(ImportError, OSError, ValueError):
        import termios

        termios.tcflush(stream.fileno(), termios.TCIFLUSH)


def cannot_take(decision: Decision, answer: Any) -> str:
    """Why the chosen option cannot succeed, as the game marked it ("" if it can)."""
    picked = answer if isinstance(answer, list) else [answer]
    for option in decision.options:
        if option.cannot and option.id in picked:
            return f"{option.label or option.id}: {option.cannot}"
    return ""


@dataclass
class Confirming:
    """An answer that was met with "are you sure": the same answer to the same question
    confirms it; anything else forgets it."""

    seat: str
    screen: Screen
    answer: Any

    def confirms(self, decision: Decision, answer: Any) -> bool:
        """Whether ``answer`` to ``decision`` is the answer asked about, given again."""
        return (self.seat == decision.player and self.screen == screen_of(decision)
                and self.answer == answer)
