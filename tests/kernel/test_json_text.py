"""JSON from outside is refused when nested too deeply before Python's parser recurses into it
(kernel/jsontext.py): a bot's answer, a log line, a remote seat's or server's message."""

from __future__ import annotations

import json
import random

import pytest

from deckwright.kernel import jsontext
from deckwright.net.wire import is_greeting


def _text(rng: random.Random, depth: int) -> str:
    """A random JSON text nested ``depth`` deep, with brackets and escapes inside strings."""
    inner = rng.choice(['"a[b{c"', '"\\\\"', '"\\"[["', "1", "null", '{"k": "]]}"}', "[]"])
    for _ in range(depth):
        inner = rng.choice([f"[{inner}]", f'{{"x": {inner}}}', f'[1, "[", {inner}]'])
    return inner


def test_a_text_within_the_bound_reads_as_json_reads_it_and_a_deeper_one_is_refused() -> None:
    rng = random.Random(9)
    for _ in range(300):
        depth = rng.choice([0, 1, 5, 150, jsontext.MAX_NESTING - 1, jsontext.MAX_NESTING + 5,
                            3000])
        text = _text(rng, depth)
        if depth + 1 <= jsontext.MAX_NESTING:  # (+1: the innermost value may be a table)
            assert jsontext.read_json(text) == json.loads(text)
        elif depth > jsontext.MAX_NESTING:
            with pytest.raises(jsontext.NestedTooDeeply):
                jsontext.read_json(text)


def test_brackets_inside_strings_are_not_nesting() -> None:
    text = json.dumps({"label": "[" * 5000, "ids": ["{" * 300]})
    assert jsontext.read_json(text)["label"] == "[" * 5000


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a":' * 50_000, "[" * 10_000 + '"'])
def test_hostile_nesting_is_one_value_error_never_a_recursion(text: str) -> None:
    with pytest.raises(ValueError):
        jsontext.read_json(text)
    assert not is_greeting(text.encode())  # a server's greeting line: simply not one
