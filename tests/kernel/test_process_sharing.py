"""Games of one process share what they learnt about card scripts (issue #13), never Lua:
each game runs a card's chunk in its own runtime, with its own globals and params."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import deckwright.kernel.registry as registry_module
from deckwright.kernel import Registry
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.hooks import hookimpl
from deckwright.kernel.scripting.cardscript import LazyCardScript
from deckwright.kernel.scripting.host import ScriptHost
from deckwright.kernel.scripting.scriptcache import (
    card_facts,
    forget_descriptions,
    script_source,
)
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .test_scripting import TAG_PARAM, make_set, play, start

CARDS = {
    # counts its plays as the game keeps them: a second game starts from zero
    "tally": ("spell", """
return {
  on_play = function(ctx)
    ctx:remember("plays", (ctx:recall("plays", "k") or 0) + 1, "k")
    ctx:remember("tag", params.tag + 1, "k")
  end,
}"""),
}
# counts its plays in a global and in its params: refused (issue #31), and were the checks set
# aside, a second game would still start from zero, each game running the chunk in its own Lua
WRITER = """
plays = 0
return {
  on_play = function(ctx)
    plays = plays + 1
    params.tag = params.tag + 1
    ctx:remember("plays", plays, "k")
    ctx:remember("tag", params.tag, "k")
  end,
}"""


def _remembered(game: Any) -> dict[str, Any]:
    return next(v for v in game.memory.values() if "plays" in v)


def test_a_script_writing_its_globals_and_params_is_not_seen_by_a_later_game(
    registry: Registry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    forget_descriptions()
    homebrew = make_set(tmp_path / "homebrew", {"tally": ("spell", WRITER)})
    with pytest.raises(CardSetError, match=r"tally\.lua:5: a card function changes `plays`"):
        start(registry, homebrew, ["tally"])
    monkeypatch.setattr(registry_module, "_check_scripts_now", lambda *args: None)
    monkeypatch.setattr(ScriptHost, "_watch_state", lambda *args: None)
    first = start(registry, homebrew, ["tally"])
    play(first, "tally")
    assert _remembered(first) == {"plays": 1, "tag": 8}
    second = start(registry, homebrew, ["tally"])
    play(second, "tally")
    assert _remembered(second) == {"plays": 1, "tag": 8}


def test_a_later_game_reuses_the_description_and_loads_the_script_when_it_runs(
    registry: Registry, tmp_path: Path
) -> None:
    forget_descriptions()
    homebrew = make_set(tmp_path / "homebrew", CARDS)
    start(registry, homebrew, ["tally"]).scripts.script("tally")
    second = start(registry, homebrew, ["tally"])
    script = second.scripts.script("tally")
    assert isinstance(script, LazyCardScript) and "on_play" in script.entries
    play(second, "tally")
    assert _remembered(second) == {"plays": 1, "tag": 8}


def test_an_edited_script_is_described_again(registry: Registry, tmp_path: Path) -> None:
    forget_descriptions()
    homebrew = make_set(tmp_path / "homebrew", CARDS)
    start(registry, homebrew, ["tally"]).scripts.script("tally")
    (homebrew / "cards" / "tally.lua").write_text(
        'return { on_play = function(ctx) ctx:remember("plays", 5, "k") end }\n',
        encoding="utf-8")
    game = start(registry, homebrew, ["tally"])
    assert not isinstance(game.scripts.script("tally"), LazyCardScript)


def test_a_card_given_other_params_is_not_taken_for_the_old_one(
    registry: Registry, tmp_path: Path
) -> None:
    # a card's facts are written once per card definition (scriptcache.card_facts): a set read
    # again (here by another registry) makes new definitions, whose facts are written anew
    forget_descriptions()
    homebrew = make_set(tmp_path / "homebrew", CARDS)
    first = start(registry, homebrew, ["tally"])
    old = first.card("tally")
    assert card_facts(old) is card_facts(old)  # written once
    again = start(registry, homebrew, ["tally"])
    assert isinstance(again.scripts.script("tally"), LazyCardScript)  # the same card
    yaml = homebrew / "set.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("{tag: 7}", "{tag: 9}"),
                    encoding="utf-8")
    game = start(Registry(plugins=["wizard_duel.plugin"]), homebrew, ["tally"])
    assert '"tag": 9' in card_facts(game.card("tally")) and '"tag": 9' not in card_facts(old)
    play(game, "tally")
    assert _remembered(game) == {"plays": 1, "tag": 10}


def test_games_share_one_copy_of_a_script_text_until_the_file_changes(tmp_path: Path) -> None:
    forget_descriptions()
    script = tmp_path / "card.lua"
    script.write_text("return {}\n", encoding="utf-8")
    first, digest = script_source(script)
    again, same = script_source(script)
    assert again is first and same == digest  # one string for every game of the process
    script.write_text("return { x = 1 }\n", encoding="utf-8")
    edited, other = script_source(script)
    assert edited == "return { x = 1 }\n" and other != digest


TWIN = """
marks = (marks or 0) + 1  -- a global written as the chunk runs
local P = params
return {
  _probe = function(ctx) return { marks = marks, tag = P.tag, card = card.id } end,
}
"""


def _twin_set(root: Path) -> Path:
    """Two cards that use one script file, with different params."""
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "twin.lua").write_text(TWIN + TAG_PARAM, encoding="utf-8")
    lines = ["game: wizard-duel", "id: twins", "name: Twins", "version: '1'", "cards:"]
    for card_id, tag in (("twin-a", 7), ("twin-b", 9)):
        lines += [f"  - id: {card_id}", f"    name: {card_id.title()}", "    type: spell",
                  "    copies: 0", "    script: twin.lua", f"    params: {{tag: {tag}}}"]
    (root / "set.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def test_cards_sharing_a_script_file_share_its_compiled_code_not_its_state(
    registry: Registry, tmp_path: Path
) -> None:
    forget_descriptions()
    twins = _twin_set(tmp_path / "twins")
    first = start(registry, twins, [])
    for card in ("twin-a", "twin-b"):  # checked and described: later games load lazily
        first.scripts.script(card)
    # the process's first game: the first card runs the file alone, the second a shared copy
    assert [first.scripts.query_entry(c, "_probe")["marks"] for c in ("twin-a", "twin-b")] \
        == [1, 1]
    assert len(first.scripts._shared_chunks) == 1
    game = start(registry, twins, [])
    compiled = len(game.scripts._shared_chunks)  # the game's own cards' scripts, if any ran
    seen = {card: game.scripts.query_entry(card, "_probe") for card in ("twin-a", "twin-b")}
    assert seen == {"twin-a": {"marks": 1, "tag": 7, "card": "twin-a"},
                    "twin-b": {"marks": 1, "tag": 9, "card": "twin-b"}}
    assert len(game.scripts._shared_chunks) == compiled + 1  # one compiled copy for both


class Shout:
    """An expansion plugin that adds one ctx function to the example game."""

    @hookimpl
    def deckwright_vocabulary(self, game_id: str) -> Vocabulary | None:
        if game_id != "wizard-duel":
            return None
        vocab = Vocabulary("Shout")

        @vocab.query("shout() -> string", "Says hey.")
        def shout(game: Any, source: Any, controller: Any) -> str:
            return "hey"
        return vocab


def test_a_plugin_registered_later_adds_its_functions_to_later_games(tmp_path: Path) -> None:
    # the ctx functions are worked out once per process for each set of plugins: a plugin
    # registered between two games must still reach the second
    registry = Registry(plugins=["wizard_duel.plugin"])
    homebrew = make_set(tmp_path / "homebrew", CARDS)
    before = start(registry, homebrew, ["tally"])
    assert before.scripts.sandbox is not None  # built: its ctx functions worked out
    assert "shout" not in before.scripts._entries
    registry.register(Shout())
    after = start(registry, homebrew, ["tally"])
    assert after.scripts.sandbox is not None
    assert "shout" in after.scripts._entries


ABILITIES = {
    "warden": ("spell", """
return {
  activated { label = "Guard", effect = function(ctx) end },
  triggered { on = "counter", label = "Watch", effect = function(ctx, ev) end },
  replacement { on = "move", label = "Stay", apply = function(ctx, ev) return ev end },
}"""),
}


def test_games_share_one_read_only_shape_of_a_script(registry: Registry, tmp_path: Path) -> None:
    # issue #13, "pay once per process": a script's abilities sorted by kind are built once
    # per description, and no game can change what the next one gets
    forget_descriptions()
    homebrew = make_set(tmp_path / "homebrew", ABILITIES)
    first = start(registry, homebrew, []).scripts.script("warden")
    second = start(registry, homebrew, []).scripts.script("warden")
    assert first is not None and second is not None and first is not second
    assert second.abilities is first.abilities and second.triggered is first.triggered
    assert [a.label for a in second.activated] == ["Guard"]
    assert [a.label for a in second.triggered["counter"]] == ["Watch"]
    assert [a.label for a in second.replacement["move"]] == ["Stay"]
    with pytest.raises((TypeError, AttributeError)):
        second.activated.append(second.abilities[0])  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        second.triggered["play"] = ()  # type: ignore[index]
    assert second.table is not first.table  # the Lua stays each game's own
