"""Lua 5.4 bytecode of the sandbox kernel, made cheaper to load.

Every sandbox loads the kernel's chunks (``sandbox.lua`` and its parts) from bytecode compiled
once per process. A fifth of that load is the names of local variables, each interned as a
string. The kernel needs none of them: it finds its own frames by the chunk's source name and
script positions by line, both of which stay; only the kernel's own variables lose the names
Lua would put in an error about them, and no script's error is about one of them.
"""

from __future__ import annotations

# what string.dump writes before the main function: signature, version 5.4, format 0, the
# check bytes, then the sizes of an instruction, an integer and a float and their test values
_HEADER = b"\x1bLuaT\x00\x19\x93\r\n\x1a\n\x04\x08\x08"
_HEADER_SIZE = len(_HEADER) + 8 + 8
_NUMBERS = (3, 19)  # constant tags of an integer and a float (8 bytes each)
_STRINGS = (4, 20)  # short and long string constants


class _Reader:
    """A cursor over a dump, reading Lua's variable-length sizes and strings."""

    def __init__(self, data: bytes, at: int) -> None:
        self.data = data
        self.at = at

    def size(self) -> int:
        """A size as ldump.c writes it: 7 bits a byte, most significant first, the last byte
        marked by its top bit."""
        value = 0
        while True:
            byte = self.data[self.at]
            self.at += 1
            value = (value << 7) | (byte & 0x7F)
            if byte & 0x80:
                return value

    def skip(self, count: int) -> None:
        """Step over ``count`` bytes."""
        self.at += count

    def skip_string(self) -> None:
        """Step over a string (its size is its length plus one, 0 for none)."""
        size = self.size()
        if size:
            self.skip(size - 1)


def without_local_names(code: bytes) -> bytes:
    """``code`` (a ``string.dump`` of Lua 5.4, not stripped) with every function's list of
    local variables emptied; ``code`` itself if it is not in the format this reads."""
    if not code.startswith(_HEADER):
        return code
    out = bytearray(code[:_HEADER_SIZE + 1])  # and the main function's number of upvalues
    reader = _Reader(code, _HEADER_SIZE + 1)
    try:
        _function(reader, out)
    except IndexError:
        return code
    return bytes(out) if reader.at == len(code) else code


def _function(reader: _Reader, out: bytearray) -> None:
    """Copy one function (and those nested in it) from ``reader`` to ``out``, without its
    local variables."""
    data = reader.data
    start = reader.at
    reader.skip_string()  # source
    reader.size()  # linedefined
    reader.size()  # lastlinedefined
    reader.skip(3)  # parameters, vararg, stack size
    reader.skip(4 * reader.size())  # instructions
    for _ in range(reader.size()):  # constants
        tag = data[reader.at]
        reader.skip(1)
        if tag in _NUMBERS:
            reader.skip(8)
        elif tag in _STRINGS:
            reader.skip_string()
    reader.skip(3 * reader.size())  # upvalues: in stack, index, kind
    protos = reader.size()
    out += data[start:reader.at]
    for _ in range(protos):
        _function(reader, out)
    start = reader.at
    reader.skip(reader.size())  # line deltas
    for _ in range(2 * reader.size()):  # absolute lines: pc, line
        reader.size()
    out += data[start:reader.at]
    for _ in range(reader.size()):  # local variables: name, first pc, last pc
        reader.skip_string()
        reader.size()
        reader.size()
    out.append(0x80)  # none
    start = reader.at
    for _ in range(reader.size()):  # upvalue names (kept)
        reader.skip_string()
    out += data[start:reader.at]
