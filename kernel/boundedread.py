"""Reading a file that came from outside (a set, a script, a scenario, a saved log): only a
regular file, and never more than a limit.

A path in a card set or a save is the author's to choose. A link to ``/dev/zero`` never ends
and a named pipe blocks ``open()`` until some other program writes to it, so each is refused
when it is opened, before anything is read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

# what the error says a non-regular file is, by its st_mode type
_KINDS = (
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISDIR, "a folder"),
)


class NotARegularFile(OSError):
    """The path names a pipe, a device, a socket or a folder, not a file's bytes."""


def read_at_most(path: Path | str, limit: int) -> bytes:
    """The first ``limit + 1`` bytes of the regular file at ``path`` (one more than the
    limit, so a caller can tell a file that is too large); OSError if it cannot be read,
    :class:`NotARegularFile` for anything but a regular file."""
    # O_NONBLOCK: opening a named pipe for reading would otherwise wait for a writer
    nonblocking = getattr(os, "O_NONBLOCK", 0)  # not on Windows, which has no named pipes here
    flags = os.O_RDONLY | nonblocking | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError:
        mode = _mode_of(path)  # a socket cannot be opened at all: say what it is
        if mode is not None and not stat.S_ISREG(mode):
            raise _not_regular(mode) from None
        raise
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise _not_regular(mode)
        if nonblocking:
            os.set_blocking(descriptor, True)
        with os.fdopen(descriptor, "rb", closefd=True) as handle:
            descriptor = -1  # the handle closes it now
            return handle.read(limit + 1)
    finally:
        if descriptor >= 0:
            os.close(descriptor)


def _mode_of(path: Path | str) -> int | None:
    """The st_mode of what ``path`` names (links followed), or None if it cannot be seen."""
    try:
        return os.stat(path).st_mode
    except OSError:
        return None


def _not_regular(mode: int) -> NotARegularFile:
    """The error for a file of st_mode ``mode``, naming what it is."""
    kind = next((name for test, name in _KINDS if test(mode)), "something else")
    return NotARegularFile(f"{kind}, not a regular file")
