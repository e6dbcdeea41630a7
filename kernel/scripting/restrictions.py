"""What standard Lua card scripts do not get, why, and what to use instead (DESIGN §6).

One table serves three readers: the run-time error a script meets when it touches a missing
name, the load-time check that finds such a name in a script's source before it ever runs,
and the authors' guide (``docs/writing-cards.md``, "What Lua you get").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .lexer import AFTER_FIELD, Token
from .lexer import shared_tokens as lua_tokens


@dataclass(frozen=True, slots=True)
class Restriction:
    """One name standard Lua has and card scripts do not."""

    name: str
    why: str
    instead: str

    def message(self) -> str:
        """The one-line error an author sees."""
        return f"`{self.name}` is not available to card scripts: {self.why}; {self.instead}"


RESTRICTIONS: tuple[Restriction, ...] = (
    Restriction("io", "a card may not read or write files",
                "keep what a card must remember with ctx:remember"),
    Restriction("os", "clocks, the environment and processes would make a game differ from "
                "its replay", "use ctx:turn() for time and math.random (the game's dice)"),
    Restriction("debug", "it reaches into other cards and the kernel",
                "read the game through ctx queries"),
    Restriction("package", "a card script is one file",
                "share behaviour through the helpers of lib or an archetype script with "
                "params"),
    Restriction("require", "a card script is one file",
                "share behaviour through the helpers of lib or an archetype script with "
                "params"),
    Restriction("dofile", "a card may not read files", "put the code in the card's script"),
    Restriction("loadfile", "a card may not read files",
                "load(text) compiles code held in a string"),
    Restriction("collectgarbage", "memory is the sandbox's to manage",
                "nothing is needed: memory is collected for you"),
    Restriction("warn", "a card has no console", "use ctx:log(text) or print"),
    Restriction("string.dump", "binary chunks are refused (they can crash the Lua VM)",
                "keep code as source text and use load(text)"),
    Restriction("math.randomseed", "the game seeds its one random generator itself, so every "
                "game replays from its seed", "just call math.random"),
)

BY_NAME = {r.name: r for r in RESTRICTIONS}
_GLOBALS = {r.name for r in RESTRICTIONS if "." not in r.name}
_FIELDS = {r.name.split(".")[1]: r for r in RESTRICTIONS if "." in r.name}

_NIL_ACCESS = re.compile(r"attempt to (?:index|call) a nil value \((global|field) '(\w+)'\)")


def explain(message: str) -> str:
    """Lua's "attempt to index a nil value (global 'os')" as the restriction it meets."""
    match = _NIL_ACCESS.search(message)
    if match is None:
        return message
    kind, name = match.groups()
    restriction = BY_NAME.get(name) if kind == "global" else _FIELDS.get(name)
    if restriction is None:
        return message
    return message[:match.start()] + restriction.message()


# ------------------------------------------------------------------ finding them in source
@lru_cache(maxsize=4096)
@lru_cache(maxsize=4096)  # worked out once per script text and process: every game is alike
def restricted_uses(source: str) -> tuple[tuple[Restriction, int], ...]:
    """Each restricted name the source uses as a global (or library field), with its line.

    A name the script declares itself (``local os = …``, a parameter, a loop variable) is its
    own and not reported; this is a check for authors, the sandbox enforces the rest anyway.
    A text that does not lex reports nothing: its compile error comes first.
    """
    tokens = lua_tokens(source)
    if tokens is None:
        return ()
    declared = declared_names(tokens)
    found: list[tuple[Restriction, int]] = []
    for i, (kind, text, ln) in enumerate(tokens):
        if kind != "name":
            continue
        before = tokens[i - 1][1] if i > 0 else ""
        after = tokens[i + 1][1] if i + 1 < len(tokens) else ""
        if before in AFTER_FIELD or after == "=" or text in declared:
            continue
        if text in _GLOBALS:
            found.append((BY_NAME[text], ln))
        elif (text in ("string", "math") and after == "." and i + 2 < len(tokens)
              and f"{text}.{tokens[i + 2][1]}" in BY_NAME):
            found.append((BY_NAME[f"{text}.{tokens[i + 2][1]}"], ln))
    return tuple(found)


def declared_names(tokens: list[Token]) -> set[str]:
    """Names a script declares anywhere: locals, loop variables and parameters."""
    declared: set[str] = set()

    def name_list(j: int) -> None:
        while j < len(tokens) and tokens[j][0] == "name":
            declared.add(tokens[j][1])
            if j + 1 < len(tokens) and tokens[j + 1][1] == ",":
                j += 2
            else:
                return

    for i, (_, text, _) in enumerate(tokens):
        if text == "local":
            if i + 1 < len(tokens) and tokens[i + 1][1] == "function":
                name_list(i + 2)
            else:
                name_list(i + 1)
        elif text == "for":
            name_list(i + 1)
        elif text == "function":
            j = i + 1
            while j < len(tokens) and (tokens[j][0] == "name" or tokens[j][1] in (".", ":")):
                j += 1
            if j < len(tokens) and tokens[j][1] == "(":
                name_list(j + 1)
    return declared
