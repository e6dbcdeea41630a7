"""An author's misspellings are refused when the script loads, with 'did you mean'
(issue #10: a misspelt event or ability field never fired, and nothing said so)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.errors import CardSetError


def loaded(tmp_path: Path, game: str, source: str, card_type: str, stats: str = "") -> None:
    root = tmp_path / "typos"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "typo.lua").write_text(source, encoding="utf-8")
    (root / "set.yaml").write_text(
        f'game: {game}\nid: typos\nname: Typos\nversion: "1"\ncards:\n'
        f"  - {{id: typo, name: Typo, type: {card_type}, copies: 0, script: typo.lua"
        f"{', stats: ' + stats if stats else ''}}}\n", encoding="utf-8")
    registry = Registry()
    players = registry.game(game).ruleset.min_players
    registry.new_game(game, players=max(players, 2), seed=1, sets=[root]).scripts.script("typo")


@pytest.mark.parametrize(("game", "card_type", "stats", "source", "message"), [
    ("four-souls", "treasure", "", "return { triggered { on = 'roll_result', "
     "effect = function(ctx) end } }",
     "ability 1 (triggered): there is no event 'roll_result' in The Binding of Isaac: Four "
     "Souls; did you mean 'roll-result'?"),
    ("four-souls", "treasure", "", "return { triggered { on = 'damage', "
     "efect = function(ctx) end } }",
     "ability 1 (triggered): unknown field 'efect'; did you mean 'effect'?"),
    ("munchkin", "curse", "{deck: door}", "return { replacement { on = 'escape', "
     "aply = function(ctx, ev) return ev end } }",
     "ability 1 (replacement): unknown field 'aply'; did you mean 'apply'?"),
    ("four-souls", "treasure", "", "return { static { stat = 'atack', value = 1 } }",
     "ability 1 (static): The Binding of Isaac: Four Souls has no stat 'atack' a static "
     "ability can change; did you mean 'attack'?"),
    ("munchkin", "curse", "{deck: door}", "return { static { stat = 'runaway', value = 1 } }",
     "has no stat 'runaway' a static ability can change; did you mean 'run_away'?"),
    ("dungeon-raiders", "boss", "{strength: 9}", "return { triggered { on = 'scrol', "
     "effect = function(ctx) end } }", "there is no event 'scrol' in Dungeon Raiders; did you "
     "mean 'scroll'?"),
])
def test_a_misspelt_event_or_field_is_refused_when_the_script_loads(
    tmp_path: Path, game: str, card_type: str, stats: str, source: str, message: str
) -> None:
    # refused as the set loads (before any game starts), naming set.yaml's line
    with pytest.raises(CardSetError) as info:
        loaded(tmp_path, game, source, card_type, stats)
    assert "set.yaml:6: card 'typo': typo.lua" in str(info.value)
    assert message in str(info.value)


def test_a_game_reads_each_script_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # an archetype (monster.lua) serves dozens of cards: its file is read (and stat'ed) once a
    # game, and every card of it runs that one text
    from deckwright.kernel.scripting import host as script_host

    read: list[Path] = []
    real = script_host.script_source

    def counted(path: Path) -> tuple[str, str]:
        read.append(path)
        return real(path)

    monkeypatch.setattr(script_host, "script_source", counted)
    game = Registry().new_game("munchkin", players=3, seed=1)
    monsters = [c for c in game.library.cards.values()
                if c.script is not None and c.script.name == "monster.lua"]
    assert len(monsters) > 10
    for card in monsters:
        assert game.scripts.script(card.id) is not None
    assert read.count(monsters[0].script) == 1
    assert len(read) == len(set(read))  # nor any other file twice
