"""``deckwright new-set``: a new homebrew set folder from the game's template."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import DeckwrightError

if TYPE_CHECKING:
    from ..registry import Registry

TEMPLATE_ID = "new-set-id"
TEMPLATE_NAME = "New set name"
SET_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*\Z")


def set_id_of(name: str) -> str:
    """The kebab-case id a set folder name gives ('My Set' -> 'my-set')."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def new_set(registry: Registry, game_id: str, folder: Path, title: str | None = None) -> Path:
    """Copy ``game_id``'s template into ``folder`` (which must not exist or be empty), with the
    set id taken from the folder's name; return the set.yaml written."""
    template = registry.game(game_id).ruleset().set_template()
    if template is None or not (template / "set.yaml").is_file():
        raise DeckwrightError(f"{game_id} has no set template to start from")
    set_id = set_id_of(folder.name)
    if not set_id or not SET_ID.match(set_id):
        raise DeckwrightError(f"cannot make a set id from the folder name '{folder.name}': "
                              "use letters and digits, like my-set")
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise DeckwrightError(f"{folder} already exists and is not empty: nothing was written")
    clash = [s.id for s in registry.installed_sets(game_id) if s.id == set_id]
    if clash:
        raise DeckwrightError(f"an installed set of {game_id} is already called '{set_id}': "
                              "choose another folder name")
    shutil.copytree(template, folder, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    name = title or folder.name.replace("-", " ").replace("_", " ").strip().capitalize()
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix in (".yaml", ".lua", ".md"):
            text = path.read_text(encoding="utf-8")
            path.write_text(text.replace(TEMPLATE_ID, set_id).replace(TEMPLATE_NAME, name),
                            encoding="utf-8")
    return folder / "set.yaml"
