"""Text for a terminal of a given width: each long line broken at word boundaries, its
continuation indented under it, so a card's text never breaks in the middle of a word."""

from __future__ import annotations

import shutil
import sys
import textwrap
from typing import Any

import click

MIN_WIDTH = 40  # narrower than this, wrapping helps no one: lines are left as they are


def terminal_width() -> int | None:
    """The terminal's width ($COLUMNS overrides it); None when the output is a pipe or a file,
    whose lines are left whole."""
    if not sys.stdout.isatty():
        return None
    return shutil.get_terminal_size().columns


def wrapped(text: str, width: int | None) -> str:
    """``text`` with every line longer than ``width`` broken between words; a broken line's
    continuation is indented two more spaces than the line itself."""
    if width is None or width < MIN_WIDTH:
        return text
    out = []
    for line in text.split("\n"):
        if len(click.unstyle(line)) <= width:
            out.append(line)
            continue
        indent = line[:len(line) - len(line.lstrip(" "))]
        out.extend(textwrap.wrap(line, width, subsequent_indent=indent + "  ",
                                 break_long_words=False, break_on_hyphens=False,
                                 drop_whitespace=True) or [line])
    return "\n".join(out)


def wrapping_echo(message: str, nl: bool = True) -> Any:
    """``click.echo`` with the message wrapped to the terminal's width."""
    return click.echo(wrapped(message, terminal_width()), nl=nl)
