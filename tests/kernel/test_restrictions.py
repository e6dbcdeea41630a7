"""The restricted names of card scripts are found in source as authors write it (#18)."""

from __future__ import annotations

from deckwright.kernel.scripting.restrictions import RESTRICTIONS, explain, restricted_uses


def names(source: str) -> list[tuple[str, int]]:
    return [(r.name, line) for r, line in restricted_uses(source)]


def test_comments_strings_and_fields_are_not_uses() -> None:
    source = ("-- os.time() here is a comment\n"
              "--[[ io.open ]]\n"
              "local s = 'os.exit()' .. \"io\" .. [[debug]]\n"
              "local t = { os = 1 }\n"
              "t.io = 2\n"
              "return t.debug\n")
    assert names(source) == []


def test_a_string_that_skips_a_line_does_not_hide_the_code_after_it() -> None:
    # \z skips the line break: the string goes on, and what follows it is code (one lexer,
    # kernel/scripting/lexer.py, reads every script check's source)
    source = 'local s = "a\\z\n   -- b" .. tostring(os.time())\nreturn s\n'
    assert names(source) == [("os", 2)]


def test_a_text_that_does_not_lex_reports_nothing_before_its_compile_error() -> None:
    assert names("return 'os.time()") == []


def test_a_name_the_script_declares_is_its_own() -> None:
    source = ("local os = {}\n"
              "local function f(io, debug) return io, debug end\n"
              "for _, require in ipairs({}) do end\n"
              "return os.x\n")
    assert names(source) == []


def test_global_and_library_field_uses_are_found_with_their_lines() -> None:
    source = "local a = os.time()\n\nrequire 'x'\nlocal d = string.dump\nmath.randomseed(1)\n"
    assert names(source) == [("os", 1), ("require", 3), ("string.dump", 4),
                             ("math.randomseed", 5)]


def test_lua_errors_about_a_missing_restricted_name_say_why() -> None:
    assert explain("a.lua:2: attempt to call a nil value (global 'require')") == (
        "a.lua:2: " + next(r for r in RESTRICTIONS if r.name == "require").message())
    assert explain("a.lua:2: attempt to call a nil value (global 'frobnicate')") == (
        "a.lua:2: attempt to call a nil value (global 'frobnicate')")
