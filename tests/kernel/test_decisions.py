"""Decisions: stable option ids and strict answer checking (DESIGN §2.4)."""

from __future__ import annotations

import pytest

from deckwright.kernel.decisions import Decision, Option
from deckwright.kernel.errors import IllegalAnswer


def options(*ids: str) -> list[Option]:
    return [Option(i, i.upper()) for i in ids]


def test_choose_accepts_only_an_offered_id() -> None:
    d = Decision("p1", "choose", "Pick", options("a", "b"))
    assert d.normalise("b") == "b"
    with pytest.raises(IllegalAnswer, match="'c' is not on offer; p1 choose 'Pick': a, b"):
        d.normalise("c")


def test_choose_many_respects_bounds_and_rejects_repeats() -> None:
    d = Decision("p1", "choose-many", "Pick", options("a", "b", "c"), minimum=1, maximum=2)
    assert d.normalise("a c") == ["a", "c"]
    assert d.normalise(["b"]) == ["b"]
    with pytest.raises(IllegalAnswer, match="choose 1 to 2"):
        d.normalise([])
    with pytest.raises(IllegalAnswer, match="named twice"):
        d.normalise(["a", "a"])
    with pytest.raises(IllegalAnswer, match="not a list"):
        d.normalise(7)


def test_order_must_name_every_option_once() -> None:
    d = Decision("p2", "order", "Order", options("x", "y"))
    assert d.normalise(["y", "x"]) == ["y", "x"]
    with pytest.raises(IllegalAnswer, match="every option once"):
        d.normalise(["y"])


def test_number_is_bounded() -> None:
    d = Decision("p1", "number", "How many?", [], minimum=0, maximum=3)
    assert d.normalise("2") == 2
    with pytest.raises(IllegalAnswer, match="out of range"):
        d.normalise(4)
    with pytest.raises(IllegalAnswer, match="not a number"):
        d.normalise("many")
    assert "a number from 0 to 3" in d.describe()


def test_to_json_carries_kind_bounds_and_labels() -> None:
    d = Decision("p1", "choose-many", "Pick", options("a"), minimum=0, maximum=1,
                 simultaneous=True, context={"why": "test"})
    data = d.to_json()
    assert data["options"] == [{"id": "a", "label": "A"}]
    assert (data["min"], data["max"], data["simultaneous"]) == (0, 1, True)
    assert data["context"] == {"why": "test"}
