"""A target list looked at only for which targets it has (an ability's legality, a loot card's
playability) is answered without its labels (issue #32): a card function that returns a
labelling question as it answers (``return ctx:labelled(ids)``) gives, for such a caller, the
ids alone (``VocabEntry.ids``), kept apart in the memo from the labelled answer. The ids are
always the labelled answer's ids, in the same order (FS 10.3: a target is chosen from them)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting.kernelapi import options_of
from deckwright.kernel.scripting.returnexpr import Run, read_function
from tests.conftest import bots_play_out, homebrew_set, shared_registry


def _run(ids: Any = None) -> Run:
    answers = {"players": ["p1", "p2"], "labelled": [{"id": "p1", "label": "P1"}]}
    return Run({}, (), {}, lambda name, *values: answers[name], ids=ids)


def test_a_returned_labelling_question_gives_the_ids_alone_to_a_caller_that_reads_ids() -> None:
    found = read_function("function(ctx) return ctx:labelled(ctx:players()) end")
    assert found is not None
    assert found.evaluate(_run()) == [{"id": "p1", "label": "P1"}]
    asked: list[tuple[str, Any]] = []

    def ids(name: str, value: Any) -> Any:
        asked.append((name, value))
        return [{"id": i} for i in value]
    assert found.evaluate(_run(ids)) == [{"id": "p1"}, {"id": "p2"}]
    assert asked == [("labelled", ["p1", "p2"])]


def test_a_labelling_question_read_before_the_return_is_asked_as_always() -> None:
    # its labels may decide what is returned: only a question returned as it answers is
    # answered with ids alone
    found = read_function("function(ctx)\n  local l = ctx:labelled(ctx:players())\n"
                          "  if l[1].label == 'P1' then return l end\n  return {}\nend")
    assert found is not None

    def ids(name: str, value: Any) -> Any:
        raise AssertionError("not a returned question")
    assert found.evaluate(_run(ids)) == [{"id": "p1", "label": "P1"}]


def test_a_helper_returns_its_labels_to_the_function_that_called_it() -> None:
    # what a helper returns is its caller's to read, never answered with ids alone
    text = ("local function named(ctx)\n  return ctx:labelled(ctx:players())\nend\n"
            "return { target = function(ctx) return named(ctx) end }\n")
    from deckwright.kernel.scripting.returnexpr import plain_function
    found = plain_function(text, (4, 4))
    assert found is not None

    def ids(name: str, value: Any) -> Any:
        raise AssertionError("a helper's return")
    assert found.evaluate(_run(ids)) == [{"id": "p1", "label": "P1"}]


def _functions(host: Any, game: Any) -> list[tuple[Any, Any, int | None]]:
    """Every target list of the game's cards: (script, ability or None, index)."""
    out = []
    for card in game.library.cards.values():
        script = host.script(card.id) if card.script is not None else None
        if script is None:
            continue
        out.extend((script, a, a.index) for a in script.abilities if a.has("target"))
        if "target" in script.entries:
            out.append((script, None, None))
    return out


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_every_four_souls_target_list_gives_the_same_ids_either_way(seed: int) -> None:
    # FS 10.3, seeded boards of games played to their end: each card's targets for each
    # seat, asked for the ids alone and whole (memo off: each computed), the same ids
    game = shared_registry().new_game("four-souls", players=4, seed=seed)
    bots_play_out(game)
    host = game.scripts
    host.memo.enabled = False
    rng = random.Random(seed)
    compared = shortened = 0
    for script, ability, _ in _functions(host, game):
        seat = rng.choice(game.seats)
        source = next((o.id for o in game.objects.values() if o.card == script.card.id), None)
        whole, ids = (_asked(host, script, ability, source, seat, only)
                      for only in (False, True))
        assert [o.id for o in options_of(whole)] == [o.id for o in options_of(ids)], \
            script.card.id
        compared += 1
        shortened += ids != whole
    assert compared >= 50 and shortened >= 20, (compared, shortened)


def _asked(host: Any, script: Any, ability: Any, source: Any, seat: str, only: bool) -> Any:
    """A target list asked (an entry point's through ``query_entry``), or its error's kind."""
    try:
        if ability is None:
            return host.query_entry(script.card.id, "target", None, source=source,
                                    controller=seat, ids_only=only)
        return host.ask(script, ability, "target", source, seat, None, ids_only=only)
    except Exception as exc:  # noqa: BLE001 - the same error either way is what is checked
        return type(exc).__name__


def test_the_ids_answer_is_kept_apart_from_the_labelled_one(tmp_path: Path) -> None:
    # asked for ids first, the memo must not give that answer to a caller that shows labels
    script = ("return {\n  activated {\n    label = 'look',\n"
              "    target = function(ctx) return ctx:labelled(ctx:living()) end,\n"
              "    effect = function(ctx, who) end,\n  },\n}\n")
    cards = ("  - id: lens\n    name: Lens\n    type: treasure\n    copies: 1\n"
             "    script: lens.lua\n")
    root = homebrew_set(tmp_path, "four-souls", cards, {"lens.lua": script})
    game = Registry().new_game("four-souls", players=2, seed=1, sets=[root])
    host = game.scripts
    lens = host.script("lens")
    assert lens is not None
    ability = lens.activated[0]
    only = host.ask(lens, ability, "target", None, "p1", None, ids_only=True)
    whole = host.ask(lens, ability, "target", None, "p1", None)
    assert [o["id"] for o in only] == [o["id"] for o in whole] == list(game.seats)
    assert all("label" not in o for o in only) and all(o["label"] for o in whole)
    assert host.ask(lens, ability, "target", None, "p1", None, ids_only=True) == only
