"""A shipped set's script is looked at on disk once in a while, not by every game (a system
call each, among a game's work); a homebrew set's, which its author edits between games,
every time a game loads it (kernel/scripting/scriptcache.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.scripting import scriptcache
from deckwright.kernel.scripting.scriptcache import FRESH_FOR, forget_descriptions, script_source
from deckwright.kernel.sets import loading
from deckwright.kernel.sets.aihints import shipped_cards
from deckwright.kernel.sets.shipped import is_shipped, shipped_root


class Stats:
    """``os.stat`` counted for one file."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
        self.count = 0
        real = os.stat

        def counted(target: object, *args: object, **kwargs: object) -> os.stat_result:
            if str(target) == str(path):
                self.count += 1
            return real(target, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(scriptcache.os, "stat", counted)


NOW = [1000.0]  # the clock the tests move


@pytest.fixture
def shipped_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A script in a folder taken for the shipped sets', and a clock the test moves."""
    forget_descriptions()
    monkeypatch.setattr(scriptcache, "is_shipped", lambda name: name.startswith(str(tmp_path)))
    monkeypatch.setattr(scriptcache, "_clock", lambda: NOW[0])
    script = tmp_path / "card.lua"
    script.write_text("return {}\n", encoding="utf-8")
    return script


def test_a_shipped_script_is_looked_at_once_for_many_games(
        shipped_here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stats = Stats(monkeypatch, shipped_here)
    first = script_source(shipped_here)
    for _ in range(20):
        assert script_source(shipped_here) is first
    assert stats.count == 1


def test_a_shipped_script_edited_is_read_again_after_a_while(shipped_here: Path) -> None:
    script_source(shipped_here)
    shipped_here.write_text("return { x = 1 }\n", encoding="utf-8")
    assert script_source(shipped_here)[0] == "return {}\n"  # not looked at again yet
    NOW[0] += FRESH_FOR
    assert script_source(shipped_here)[0] == "return { x = 1 }\n"


def test_a_shipped_script_edited_is_read_again_once_a_set_is_loaded(
        shipped_here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script_source(shipped_here)
    shipped_here.write_text("return { y = 2 }\n", encoding="utf-8")
    monkeypatch.setattr(loading, "_loads", loading.set_loads() + 1)  # a set loaded again
    assert script_source(shipped_here)[0] == "return { y = 2 }\n"


def test_a_homebrew_script_is_looked_at_every_time(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    forget_descriptions()
    script = tmp_path / "brew.lua"
    script.write_text("return {}\n", encoding="utf-8")
    stats = Stats(monkeypatch, script)
    script_source(script)
    script.write_text("return { z = 3 }\n", encoding="utf-8")
    assert script_source(script)[0] == "return { z = 3 }\n"
    assert stats.count == 2


def test_the_shipped_sets_scripts_are_the_shipped_ones() -> None:
    library = Registry().library("four-souls")
    card = next(c for c in library.cards.values() if c.script is not None)
    assert card.script is not None and is_shipped(str(card.script))
    assert not is_shipped(str(Path("/tmp") / "brew" / "cards" / "x.lua"))
    assert is_shipped(str(shipped_root() / "four_souls" / "base" / "set.yaml"))


def test_a_library_s_shipped_cards_are_found_once(monkeypatch: pytest.MonkeyPatch) -> None:
    library = Registry().library("munchkin")
    first = shipped_cards(library)
    monkeypatch.setattr(Path, "resolve", lambda self: pytest.fail("resolved again"))
    assert shipped_cards(library) is first and len(first) > 50
