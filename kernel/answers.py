"""The answer syntax shared by scenario files and the play prompt: an option's id, or the id
with its object numbers left out (``play:spark`` for ``play:spark#47``,
``activate:conjoined-d6:1`` for ``activate:conjoined-d6#12:1``)."""

from __future__ import annotations

import re
from typing import Any

OBJECT_NUMBER = re.compile(r"#\d+")


def option_for(ids: list[str], answer: Any) -> Any:
    """The option ``answer`` names: an exact id wins, else the first id that equals it once
    its object numbers are removed; anything else is returned as it is (the decision refuses
    it, naming what was on offer)."""
    if not isinstance(answer, str) or answer in ids:
        return answer
    for option in ids:
        if OBJECT_NUMBER.sub("", option) == answer:
            return option
    return answer
