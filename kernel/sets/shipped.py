"""The card sets shipped with deckwright itself (``deckwright.cardscripts``): where they lie."""

from __future__ import annotations

import os
from functools import cache
from importlib import resources
from pathlib import Path


@cache
def shipped_root() -> Path:
    """The folder of the shipped sets, resolved (found once: the installed package does not
    move while the process runs, and resolving it is a system call per folder)."""
    return Path(str(resources.files("deckwright.cardscripts"))).resolve()


@cache
def shipped_prefix() -> str:
    """``shipped_root`` as the start of the paths inside it."""
    return str(shipped_root()) + os.sep


def is_shipped(path: str) -> bool:
    """Whether the file at ``path`` (absolute) belongs to a shipped set: a path given
    otherwise (through a link, relative) is taken for another set's."""
    return path.startswith(shipped_prefix())
