"""A list of the commonest item types is given its quick yes whole (luatypes._QUICK_LISTS):
exactly where testing it item by item says yes, for any list (a seeded fuzz)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from deckwright.kernel.scripting import luatypes
from deckwright.kernel.scripting.luatypes import _quick


class Table:
    """A game as the quick tests read it: its seats."""

    players = {"p1": None, "p2": None, "p3": None}


ITEMS: list[Any] = ["p1", "p2", "p3", "p4", "p10", "penny#3", "a-penny#12", "monster.1", "",
                    "p", "P1", "p1 ", 0, 1, -3, True, False, None, 2.5, ["p1"], {"a": 1},
                    ("p1",)]


def item_by_item(item_type: str) -> Any:
    """The quick test of ``list<item_type>`` as it was made before: one call per item."""
    item = _quick(item_type)
    return lambda g, v: type(v) is list and all([item(g, x) for x in v])


@pytest.mark.parametrize("item_type", ["id", "seat", "seat|id", "id|seat", "string",
                                       "integer"])
def test_a_whole_list_test_says_what_item_by_item_says(item_type: str) -> None:
    whole = _quick(f"list<{item_type}>")
    assert whole in luatypes._QUICK_LISTS.values()  # the whole-list test is the one used
    slow = item_by_item(item_type)
    rng = random.Random(f"quick lists {item_type}")
    for _ in range(3000):
        value: Any = [rng.choice(ITEMS) for _ in range(rng.randrange(6))]
        if rng.random() < 0.05:
            value = tuple(value) if rng.random() < 0.5 else rng.choice(ITEMS)
        for game in (Table(), None):
            assert whole(game, value) == slow(game, value), (item_type, value)


def test_a_list_of_another_item_type_is_still_tested_item_by_item() -> None:
    quick = _quick("list<count>")
    assert quick(None, [0, 3]) and not quick(None, [0, -1]) and not quick(None, [True])
