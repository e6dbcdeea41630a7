"""A script's request to the kernel (``ctx:<action>(...)``) comes as one flat sequence,
``{ op, n, the n arguments }`` (cardapi.lua), which Python reads as ``[op, *args]``: a nil
among the arguments is kept in its place, more than 64 are not taken, and anything else is a
malformed request, never a traceback (issue #32)."""

from __future__ import annotations

import pytest

from deckwright.kernel.scripting.host import _request_values
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError


def converted(lua: str) -> object:
    """What the host gets from Lua for the table ``lua`` builds (as it gets a request)."""
    sandbox = Sandbox()
    return sandbox.to_python(sandbox.call(sandbox.load_engine_code(
        f"return function(...) return {lua} end", "request.lua", {}), "a", "b"))


def test_the_arguments_come_in_order_after_the_action() -> None:
    assert _request_values(converted("{ 'move', select('#', ...), ... }")) == ["move", "a", "b"]


def test_a_nil_among_the_arguments_keeps_its_place() -> None:
    request = converted("{ 'move', 3, nil, 'x', 'y' }")
    assert isinstance(request, dict)  # Lua's table with a hole is no sequence
    assert _request_values(request) == ["move", None, "x", "y"]


def test_trailing_nils_are_given_as_none() -> None:
    assert _request_values(converted("{ 'move', 3, 'x' }")) == ["move", "x", None, None]


def test_more_than_64_arguments_are_not_taken() -> None:
    assert _request_values(["move", 65, *range(65)]) == ["move"]


@pytest.mark.parametrize("request_", [None, "move", [], ["move"], [7, 0], {"op": "move"},
                                      {1: "move", "n": 0}])
def test_anything_else_is_a_malformed_request(request_: object) -> None:
    with pytest.raises(ScriptError, match="malformed request"):
        _request_values(request_)
