"""JSON text from outside (a bot's answer, a log line, a remote seat's message), read with its
nesting bounded before it is parsed.

Python's parser meets a text nested thousands deep by recursing until it raises
``RecursionError``; a collection of garbage that runs while it is that deep runs finalizers
that have no room left either, and their errors surface later, in another place. So the depth
is measured first, without recursion, and a text nested deeper than ``MAX_NESTING`` is refused
before the parser sees it.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_NESTING = 200  # arrays and objects inside one another (the engine's own use a dozen)
# a string (its escapes kept whole, maybe unterminated) or a bracket that opens or closes
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)


class NestedTooDeeply(ValueError):
    """A JSON text nested deeper than ``MAX_NESTING``."""


def read_json(text: str | bytes) -> Any:
    """``json.loads(text)``, refusing a text nested deeper than ``MAX_NESTING`` before it is
    parsed (NestedTooDeeply, a ValueError as every other refusal of the text)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    check_nesting(text)
    try:
        return json.loads(text)
    except RecursionError:  # (not reached within MAX_NESTING; kept for a smaller stack)
        raise NestedTooDeeply(f"JSON nested more than {MAX_NESTING} deep") from None


def check_nesting(text: str) -> None:
    """NestedTooDeeply if ``text`` nests arrays and objects deeper than ``MAX_NESTING``
    (brackets inside strings do not count)."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return  # (the usual text: too few brackets to nest that deep)
    depth = 0
    for match in _STRING_OR_BRACKET.finditer(text):
        first = match.group()[0]
        if first in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise NestedTooDeeply(f"JSON nested more than {MAX_NESTING} deep")
        elif first in "]}":
            depth -= 1
