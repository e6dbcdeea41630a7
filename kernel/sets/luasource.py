"""A card script's Lua source: read within its size bound and compiled (never run) to
find syntax errors with the file and line, cached per file version."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from ..boundedread import NotARegularFile, read_at_most

MAX_SCRIPT_BYTES = 1024 * 1024  # a card script is a page or two; a bigger file is refused
_checker: Any = None
def read_script(script: Path) -> str:
    """A script file's text, read at most to MAX_SCRIPT_BYTES (it may be a link to a device
    or a huge file); ValueError saying what is wrong."""
    try:
        raw = read_at_most(script, MAX_SCRIPT_BYTES)
    except NotARegularFile as exc:
        raise ValueError(f"cannot read {script.name}: {exc}") from None
    except OSError:
        raise ValueError(f"cannot read {script.name}") from None
    if len(raw) > MAX_SCRIPT_BYTES:
        raise ValueError(f"{script.name} is too large (more than {MAX_SCRIPT_BYTES:,} bytes)")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"cannot read {script.name} as UTF-8 text") from None


@functools.lru_cache(maxsize=4096)
def _syntax_error_cached(path: str, mtime: int, size: int) -> str | None:
    return lua_syntax_error(Path(path))


def lua_syntax_error(script: Path) -> str | None:
    """Compile (never run) a Lua file; return ``file:line: message`` or None if it is valid."""
    global _checker
    try:
        source = read_script(script)
    except ValueError as exc:
        return str(exc)
    if source.startswith("\x1bLua"):
        return f"{script.name} is compiled Lua; only source text is accepted"
    if _checker is None:
        import lupa.lua54 as lua54

        _checker = lua54.LuaRuntime(register_eval=False, register_builtins=False)
        _checker.execute("check = function(s, n) local f, e = load(s, n, 't', {}) return e end")
    nested = f"{script.name}: the script is nested too deeply for the Lua parser"
    try:
        error = _checker.globals().check(source, "@" + script.name)
    except Exception:  # lupa raises some of the parser's own limits, with a traceback
        return nested
    if error and "C stack overflow" in str(error):  # no position: the parser's own limit
        return nested
    return str(error).splitlines()[0] if error else None
