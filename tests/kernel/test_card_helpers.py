"""lib, the Lua helpers every card script may call (issue #30): each helper does what its
declaration says, on the calling card's instruction budget and under its purity rules; no
script can change lib for another card; a helper name that does not exist is refused when the
script loads, like an unknown ctx function (DESIGN §6)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from deckwright.kernel import Game, Registry
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.scripting.cardlib import (
    HelperFileError,
    helper_names,
    kernel_helpers,
    lib_uses,
    read_helpers,
)
from deckwright.kernel.scripting.cardscript import CardScriptError
from deckwright.kernel.scripting.reference import reference

from .test_scripting import make_set, play, start

SIX = '{ "a", "b", "c", "d", "e", "f" }'

CARDS = {
    "picker": ("spell", f"""
return {{
  on_play = function(ctx)
    local seen = {{}}
    for i = 1, 8 do seen[i] = lib.pick_random({SIX}) end
    ctx:remember("seen", seen, "k")
    ctx:remember("empty", lib.pick_random({{}}) == nil, "k")
  end,
}}"""),
    # the block the helper replaces, drawing by hand
    "dicer": ("spell", f"""
return {{
  on_play = function(ctx)
    local t, seen = {SIX}, {{}}
    for i = 1, 8 do seen[i] = t[math.random(#t)] end
    ctx:remember("seen", seen, "k")
  end,
}}"""),
    "peeker": ("item", """
return {
  _peek = function(ctx) return lib.pick_random({ 1, 2, 3 }) end,
}"""),
    "roll-table": ("item", """
local rows = { { 1, 2, "low" }, { 3, 5, "mid" }, { 4, 6, "late" } }
return {
  _row = function(ctx, r)
    local row = lib.row_for(rows, r)
    return row and row[3] or "none"
  end,
}"""),
    "census": ("item", """
local function coins(ctx, seat) return ctx:counter(seat, "coins") end
return {
  _most = function(ctx) return lib.most(ctx, coins) end,
  _has_most = function(ctx, seat) return lib.has_most(ctx, seat, coins) end,
  _has_fewest = function(ctx, seat) return lib.has_fewest(ctx, seat, coins) end,
  _most_hp = function(ctx) return lib.most(ctx, ctx.hp) end,
}"""),
    # (not a tail call: Lua keeps no frame of the caller of a tail call to name the line of)
    "bad-measure": ("item", """
return {
  _most = function(ctx) local n = lib.most(ctx, "coins") return n end,
}"""),
    # the helper's loop over a long table is the calling card's work
    "long-table": ("item", """
local few, many = { { 0, -1 } }, {}
for i = 1, 100000 do many[i] = few[1] end
return {
  _many = function(ctx) return lib.row_for(many, 5) == nil end,
  _few = function(ctx) return lib.row_for(few, 5) == nil end,
}"""),
    "endless-rows": ("spell", """
local endless = setmetatable({}, { __index = function(t, i) return { 0, -1 } end })
return {
  on_play = function(ctx) lib.row_for(endless, 5) end,
}"""),
    # a helper name hidden from the load-time look fails when it runs, naming it
    "hidden": ("spell", """
local name = "pick_" .. "randm"
return { on_play = function(ctx) lib[name]({ 1 }) end }"""),
    # a script's own lib is its own business
    "own-lib": ("spell", """
local lib = { x = 1 }
return { on_play = function(ctx) ctx:remember("x", lib.x, "k") end }"""),
}


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    return make_set(tmp_path / "helpers", CARDS)


def ask(game: Game, card: str, name: str, *args: object) -> object:
    return game.scripts.query_entry(card, name, *args, source=f"{card}#1", controller="p1")


# ------------------------------------------------------------------ each helper does its job
def test_pick_random_draws_what_the_block_it_replaces_drew(
    registry: Registry, cards: Path
) -> None:
    seen, states = [], []
    for card in ("picker", "dicer"):
        game = start(registry, cards, [card])
        play(game, card)
        assert not game.over, game.error
        seen.append(game.memory[f"{card}/k"]["seen"])
        states.append(game.rng.state)
        if card == "picker":  # an empty list gives nil and draws nothing (the states match)
            assert game.memory["picker/k"]["empty"] is True
    assert seen[0] == seen[1] and len(set(seen[0])) > 1
    assert states[0] == states[1]


def test_pick_random_in_a_query_is_refused_and_draws_nothing(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, [], play=["peeker"])
    state = game.rng.state
    with pytest.raises(CardScriptError, match="math.random may not be used"):
        ask(game, "peeker", "_peek")
    assert game.rng.state == state


@pytest.mark.parametrize(("result", "row"), [(1, "low"), (2, "low"), (4, "mid"), (6, "late"),
                                             (0, "none"), (7, "none")])
def test_row_for_gives_the_first_row_whose_range_holds_the_result(
    registry: Registry, cards: Path, result: int, row: str
) -> None:
    game = start(registry, cards, [], play=["roll-table"])
    assert ask(game, "roll-table", "_row", result) == row


def test_most_has_most_and_has_fewest_ask_each_player(registry: Registry, cards: Path) -> None:
    game = start(registry, cards, [], play=["census"], players=3)
    for seat, coins in (("p1", 5), ("p2", 5), ("p3", 1)):
        game.players[seat].counters["coins"] = coins
    assert ask(game, "census", "_most") == 5
    assert [ask(game, "census", "_has_most", s) for s in ("p1", "p2", "p3")] == [
        True, True, False]  # a tie is the most
    assert [ask(game, "census", "_has_fewest", s) for s in ("p1", "p2", "p3")] == [
        False, False, True]
    game.players["p3"].counters["coins"] = 9  # a remembered answer is not given again
    assert ask(game, "census", "_most") == 9
    assert ask(game, "census", "_has_fewest", "p1") is True
    assert ask(game, "census", "_most_hp") == 10  # a ctx question is a measure too
    game.players["p2"].counters["hp"] = 12
    assert ask(game, "census", "_most_hp") == 12


def test_a_helper_given_the_wrong_kind_of_argument_names_the_scripts_line(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, [], play=["bad-measure"])
    with pytest.raises(CardScriptError) as info:
        ask(game, "bad-measure", "_most")
    assert "bad-measure.lua:3: lib.most: measure must be a function(ctx, seat), got string" \
        in str(info.value)


# ------------------------------------------------------------------ budget
def test_a_helpers_work_is_counted_in_the_calling_cards_budget(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, [], play=["long-table"])
    used = {}
    for name in ("_few", "_many"):
        assert ask(game, "long-table", name) is True
        used[name] = game.scripts.sandbox.instructions_used
    assert used["_many"] - used["_few"] >= 100_000


def test_a_helper_looping_for_ever_ends_with_the_cards_budget_error(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, ["endless-rows"])
    play(game, "endless-rows")
    assert game.over and game.error.startswith("card 'endless-rows', on_play: ")
    assert "instruction budget exceeded" in game.error


# ------------------------------------------------------------------ one lib, read-only
ATTACKS = {
    "assign": 'L.most = function() return 99 end',
    "assign-new": 'L.extra = function() return 99 end',
    "remove": 'L.pick_random = nil',
    "rawset": 'rawset(L, "most", function() return 99 end)',
    "rawset-new": 'rawset(L, "extra", 1)',
    "setmetatable": 'setmetatable(L, { __index = function() return 99 end })',
    "metatable": 'getmetatable(L).__index = function() return 99 end',
    "each-key": 'for k in pairs(L) do L[k] = nil end',
    "next-key": 'local k = next(L) rawset(L, k or "most", nil)',
    "loaded": 'load("lib.most = nil")()',
    "function-field": 'L.row_for.x = 1',
}


def vandal(names: list[str]) -> str:
    """A card that tries the named attacks on lib, each in its own pcall. (Throwing its own
    global lib away, `lib = …`, would change what the script keeps between calls: refused
    when the set loads, issue #31.)"""
    tries = "\n".join(f'    tried[{name!r}] = pcall(function() {ATTACKS[name]} end)'
                      for name in names)
    return f"""
return {{
  on_play = function(ctx)
    local L, tried = lib, {{}}
{tries}
    tried.meta = getmetatable(L)
    ctx:remember("tried", tried, "k")
  end,
}}"""


WITNESS = """
local function coins(ctx, seat) return ctx:counter(seat, "coins") end
return {
  on_play = function(ctx)
    local names = {}
    for name, fn in pairs(lib) do
      if type(fn) == "function" then names[#names + 1] = name end
    end
    table.sort(names)
    ctx:remember("names", names, "k")
    ctx:remember("most", lib.most(ctx, coins), "k")
    ctx:remember("extra", (pcall(function() return lib["extra"] end)), "k")
    ctx:remember("pick", lib.pick_random({ "only" }), "k")
  end,
}"""


@pytest.mark.parametrize("seed", range(12))
def test_no_script_can_change_lib_for_another_card(
    registry: Registry, tmp_path: Path, seed: int
) -> None:
    # seeded: each seed tries a different handful of the attacks, in a different order
    rng = random.Random(seed)
    names = rng.sample(sorted(ATTACKS), rng.randint(3, len(ATTACKS)))
    root = make_set(tmp_path / "vandals", {"vandal": ("spell", vandal(names)),
                                           "witness": ("spell", WITNESS)})
    game = start(registry, root, ["vandal", "witness"])
    game.players["p2"].counters["coins"] = 4
    play(game, "vandal")
    assert not game.over, game.error
    tried = game.memory["vandal/k"]["tried"]
    assert tried.pop("meta") == "lib"
    assert tried == dict.fromkeys(names, False)  # every attack was refused
    play(game, "witness")
    assert not game.over, game.error
    seen = game.memory["witness/k"]
    assert seen["names"] == sorted(helper_names(game.rules))
    assert seen["most"] == 4 and seen["extra"] is False and seen["pick"] == "only"


# ------------------------------------------------------------------ checked at load time
@pytest.mark.parametrize(("source", "message"), [
    ("return { on_play = function(ctx) return lib.pick_randm({}) end }",
     "typo.lua:1: lib has no helper 'pick_randm'; did you mean 'pick_random'?"),
    ("return {\n  on_play = function(ctx) return lib:most(ctx.hp) end }",
     "typo.lua:2: lib.most is a plain function: call lib.most(…), not lib:most(…)"),
], ids=["unknown", "method"])
def test_a_misused_helper_is_refused_when_the_set_loads(
    registry: Registry, tmp_path: Path, source: str, message: str
) -> None:
    root = make_set(tmp_path / "typo", {"typo": ("spell", source)})
    with pytest.raises(CardSetError) as info:
        registry.new_game("wizard-duel", players=2, seed=3, sets=[root])
    assert ": card 'typo': " in str(info.value) and message in str(info.value)


def test_a_helper_name_hidden_from_the_look_fails_at_run_time_naming_it(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, ["hidden"])
    play(game, "hidden")
    assert game.error == ("card 'hidden', on_play: hidden.lua:3: lib has no helper "
                          "'pick_randm'; did you mean 'pick_random'?")


def test_a_scripts_own_lib_is_not_checked_against_the_helpers(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, ["own-lib"])
    play(game, "own-lib")
    assert not game.over, game.error
    assert game.memory["own-lib/k"] == {"x": 1}


def test_lib_uses_are_found_in_code_only() -> None:
    source = ('-- lib.in_a_comment()\nlocal s = "lib.in_a_string"\n'
              'return { x = lib.most, y = t.lib.no, z = lib:has_most(1) }')
    assert lib_uses(source) == [(3, ".", "most"), (3, ":", "has_most")]
    assert lib_uses("local lib = {}\nreturn lib.x") == []
    assert lib_uses("lib = {}\nreturn lib.x") == []
    assert lib_uses("return function(lib) return lib.x end") == []


# ------------------------------------------------------------------ declarations
def test_every_kernel_helper_is_declared_and_in_the_reference() -> None:
    helpers = kernel_helpers().helpers
    assert {h.name for h in helpers} == {"pick_random", "row_for", "most", "has_most",
                                         "has_fewest"}
    text = reference(None)
    for helper in helpers:
        assert helper.line() in text


@pytest.mark.parametrize(("source", "message"), [
    ("function lib.f(x) end", "x.lua:1: lib.f has no declaration"),
    ("--- g(x: number) -> number\n--- Twice x.\nfunction lib.f(x) end",
     "x.lua:1: the declaration of 'g' stands above lib.f"),
    ("--- f(x: number) -> number\n--- Twice x.\n\nfunction lib.f(x) end",
     "x.lua:1: a helper's declaration must stand just above"),
    ("--- f(x: number) -> number\n--- Twice x.", "x.lua:1: a declaration with no helper"),
    ("--- f(x: numbr) -> number\n--- Twice x.\nfunction lib.f(x) end", "unknown type 'numbr'"),
    ("--- f(x: number) -> number\nfunction lib.f(x) end", "without saying what it does"),
], ids=["undeclared", "other-name", "gap", "dangling", "bad-type", "no-doc"])
def test_a_helper_file_must_declare_each_helper_above_it(source: str, message: str) -> None:
    with pytest.raises(HelperFileError, match=message.replace("(", r"\(")):
        read_helpers(source, "x.lua")


GAME_HELPERS = """local lib = {}

--- twice(n: number) -> number
--- Twice `n`.
function lib.twice(n) return 2 * n end

--- tap_ability() -> table
--- An activated ability: ↷ for nothing.
function lib.tap_ability()
  return activated { label = "tap for nothing", cost = { tap = true },
                     effect = function(ctx) end }
end
%s
return lib
"""


def game_with_helpers(registry: Registry, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                      extra: str = "") -> Game:
    file = tmp_path / "duel" / "cardlib.lua"
    file.parent.mkdir(parents=True)
    file.write_text(GAME_HELPERS % extra, encoding="utf-8")
    rules_class = type(registry.game("wizard-duel").ruleset())
    monkeypatch.setattr(rules_class, "script_helpers", lambda self: file)
    root = make_set(tmp_path / "user", {"user": ("item", """
return {
  lib.tap_ability(),
  _twice = function(ctx, n) return lib.twice(n) end,
  _pick = function(ctx) return lib.row_for({ { 1, 6, "any" } }, 3)[3] end,
}""")})
    return start(registry, root, [], play=["user"])


def test_a_game_adds_helpers_of_its_own_beside_the_kernels(
    registry: Registry, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = game_with_helpers(registry, monkeypatch, tmp_path)
    assert ask(game, "user", "_twice", 21) == 42
    assert ask(game, "user", "_pick") == "any"
    ability = game.scripts.script("user").abilities[0]
    assert (ability.kind, ability.label, ability.facts["cost"]) == (
        "activated", "tap for nothing", {"tap": True})
    assert helper_names(game.rules) == kernel_helpers().names | {"twice", "tap_ability"}
    assert "- `lib.twice(n: number) -> number` — Twice `n`." in reference(game.rules)


@pytest.mark.parametrize(("extra", "message"), [
    ("lib.sneaky = function() end", r"undeclared \['sneaky'\]"),
    ("--- most(ctx: table) -> number\n--- Mine.\nfunction lib.most(ctx) return 0 end",
     "lib.most is the kernel's"),
], ids=["undeclared", "clash"])
def test_a_game_helper_file_that_breaks_the_rules_stops_its_scripts_loading(
    registry: Registry, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, extra: str,
    message: str
) -> None:
    with pytest.raises(HelperFileError, match=message):
        game_with_helpers(registry, monkeypatch, tmp_path, extra)
