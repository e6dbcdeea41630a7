"""Which ctx functions could read the object whose card function asks them.

A card function's answer can be given again for a new id of the same card (every move gives an
object a new id) only if nothing it read depended on that id: not ``ctx.self``, not an argument
naming it, and no question whose answer depends on who asks (``ctx:recall()`` reads the asking
object's memory; a game's ``works_for`` looks at the asking object). This module finds the last
kind from the functions' code, never from a declaration an author could forget: a function
reads the asker unless its code provably never loads the parameter that carries it.
"""

from __future__ import annotations

import dis
from collections.abc import Callable
from typing import Any

# names through which code can reach a function's parameters without loading them by name
_REFLECTION = frozenset({"locals", "vars", "_getframe", "currentframe", "exec", "eval"})


def reads_parameter(fn: Callable[..., Any], position: int) -> bool:
    """Whether ``fn`` could read its positional parameter at ``position``: False only when its
    code never loads it, keeps it in no closure and uses no reflection (a wrapper, a partial
    or a builtin could read anything: True)."""
    loads = _loads(fn, position)
    return loads is None or bool(loads)


def reads_attribute(fn: Callable[..., Any], position: int, attribute: str) -> bool:
    """Whether ``fn`` could read ``attribute`` of its parameter at ``position``: False only when
    every load of the parameter is followed at once by reading another attribute of it (the
    parameter itself, passed on or kept, could be read anywhere: True)."""
    loads = _loads(fn, position)
    if loads is None:
        return True
    for following in loads:
        if following is None or following.opname not in ("LOAD_ATTR", "LOAD_METHOD") \
                or following.argval == attribute:
            return True
    return False


def _loads(fn: Callable[..., Any], position: int) -> list[dis.Instruction | None] | None:
    """The instruction after each load of ``fn``'s parameter at ``position`` (None after the
    last instruction); None when the code cannot tell (no plain Python function, the parameter
    is part of ``*args``, captured by a closure, or reflection could reach it)."""
    code = getattr(fn, "__code__", None)
    if code is None or type(fn).__name__ != "function" or position >= code.co_argcount:
        return None
    name = code.co_varnames[position]
    if name in code.co_cellvars or not _REFLECTION.isdisjoint(code.co_names):
        return None
    instructions = list(dis.get_instructions(code))
    found: list[dis.Instruction | None] = []
    for i, ins in enumerate(instructions):
        names = ins.argval if isinstance(ins.argval, tuple) else (ins.argval,)
        if name not in names or "FAST" not in ins.opname:
            continue
        if not ins.opname.startswith("LOAD") or isinstance(ins.argval, tuple):
            return None  # stored to or deleted, or loaded with another (3.13): unclear
        found.append(instructions[i + 1] if i + 1 < len(instructions) else None)
    return found
