"""A game's options (variants such as ``coop=true``): defaults filled in, each value typed like
its default and checked against its choices, range or shape, before the game is built."""

from __future__ import annotations

import re
from typing import Any

from .errors import DeckwrightError
from .ruleset import GameOption, Ruleset


def resolve_options(rules: Ruleset, given: dict[str, Any]) -> dict[str, Any]:
    """Fill in defaults and check a game's options; DeckwrightError on an unknown one."""
    known = {o.name: o for o in rules.options}
    unknown = sorted(set(given) - set(known))
    if unknown:
        offer = ", ".join(sorted(known)) or "none"
        raise DeckwrightError(f"unknown option {unknown[0]} for {rules.id} (options: {offer})")
    out: dict[str, Any] = {}
    for name, spec in known.items():
        out[name] = _option_value(spec, given.get(name, spec.default))
    return out


TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off")


def _option_value(spec: GameOption, value: Any) -> Any:
    """One option's value, typed like its default and checked against its choices, range or
    shape; DeckwrightError naming the option and what it accepts."""
    name = spec.name
    if isinstance(spec.default, bool):
        if isinstance(value, str):
            word = value.strip().lower()
            if word not in TRUE_WORDS + FALSE_WORDS:
                raise DeckwrightError(f"option {name} is true or false, not {value!r}")
            value = word in TRUE_WORDS
        elif not isinstance(value, bool):
            raise DeckwrightError(f"option {name} is true or false, not {value!r}")
    elif isinstance(spec.default, int):
        if isinstance(value, str):
            try:
                value = int(value)
            except ValueError:
                raise DeckwrightError(f"option {name} needs a number, not {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise DeckwrightError(f"option {name} needs a number, not {value!r}")
        if (spec.low is not None and value < spec.low) or (
                spec.high is not None and value > spec.high):
            span = (f"{spec.low} to {spec.high}" if spec.low is not None and spec.high is not None
                    else f"at least {spec.low}" if spec.low is not None
                    else f"at most {spec.high}")
            raise DeckwrightError(f"option {name} must be {span}, not {value}")
    elif isinstance(spec.default, str) and not isinstance(value, str):
        raise DeckwrightError(f"option {name} needs a word, not {value!r}")
    if spec.choices and value not in spec.choices:
        offer = ", ".join(map(str, spec.choices))
        raise DeckwrightError(f"option {name} must be one of {offer}, not {value!r}")
    if spec.pattern is not None and not re.fullmatch(spec.pattern, str(value)):
        raise DeckwrightError(f"option {name} must be {spec.shape or spec.pattern}, "
                              f"not {value!r}")
    return value
