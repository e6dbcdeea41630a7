"""One card cannot reach another: each sees its own read-only ctx, a request speaks only for
the card the kernel is running, queries are pure and no script runs forever by yielding
(DESIGN §5, §6; issue #9)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from deckwright.kernel import Game, Registry
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.log import GameLog, replay
from deckwright.kernel.scripting.cardscript import CardScriptError

from .test_scripting import make_set, play, start


@pytest.fixture(autouse=True)
def runtime_defences_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are of the sandbox's defences while a script runs: the checks made when a
    set loads (which refuse many of these scripts sooner) are set aside, as a script can hide
    from them (``local c = ctx; c.__index``)."""
    import deckwright.kernel.registry as registry_module

    monkeypatch.setattr(registry_module, "_check_scripts_now", lambda *args: None)

CARDS = {
    # tries every way to rewrite what the card API does for other cards
    "vandal": ("spell", """
return {
  on_play = function(ctx)
    local tried = {}
    tried.index = pcall(function() ctx.__index.add_counter = function() end end)
    tried.field = pcall(function() ctx.add_counter = function() end end)
    tried.raw = pcall(rawset, ctx, "controller", "p2")
    tried.meta = pcall(setmetatable, ctx, {})
    tried.gm = getmetatable(ctx)
    tried.no_index = not pcall(function() return ctx.__index end)
    tried.params = pcall(function() ctx.params.tag = 99 end)
    ctx:remember("tried", tried, "k")
  end,
}"""),
    # an honest card played after the vandal: its ctx must be intact
    "earner": ("spell", """
return {
  on_play = function(ctx) ctx:add_counter(ctx.controller, "coins", 1) end,
}"""),
    # builds a ctx that claims to be p2's and to be another object
    "forger": ("spell", """
return {
  on_play = function(ctx)
    local fake = setmetatable({ self = "other#1", controller = "p2" }, { __index = ctx })
    fake:add_counter("p1", "coins", 3)
    ctx.choose(fake, "Whose choice?", { "a", "b" })
    ctx.remember(fake, "who", "forged", "k")
  end,
}"""),
    "yielder": ("spell", """
return {
  on_play = function(ctx)
    while true do ctx:remember("i", 1) end
  end,
}"""),
    "dice-peeker": ("item", """
return {
  rich = function(ctx, seat) return math.random(6) > 3 end,
}"""),
    "writer": ("spell", """
return {
  on_play = function(ctx) ctx:remember("secret", "mine", "shared-key") end,
}"""),
    "reader": ("spell", """
return {
  on_play = function(ctx)
    ctx:remember("seen", ctx:recall("secret", "shared-key") or "nothing", "shared-key")
  end,
}"""),
    "namer": ("spell", """
local kept = {}
return {
  on_play = function(ctx) ctx:remember("name", tostring(kept), "k") end,
  peek = function(ctx) return tostring({}) .. tostring({}) end,
}"""),
}


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    return make_set(tmp_path / "isolation", CARDS)


def test_a_card_cannot_rewrite_the_card_api_of_other_cards(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, ["vandal", "earner"])
    play(game, "vandal")
    tried = game.memory["vandal/k"]["tried"]
    assert tried == {"index": False, "field": False, "raw": False, "meta": False, "gm": "ctx",
                     "no_index": True, "params": False}
    play(game, "earner")
    assert game.players["p1"].counters["coins"] == 1


def test_a_forged_ctx_speaks_only_for_the_card_that_runs(registry: Registry, cards: Path) -> None:
    game = start(registry, cards, ["forger"])
    play(game, "forger")
    decision = game.pending_for("p1")  # the choice is the controller's, not the forged p2's
    assert decision is not None and decision.kind == "choose"
    assert game.pending_for("p2") is None
    game.answer("p1", "a")
    assert not game.over, game.error
    assert "other#1" not in game.memory  # the memory is the running object's own
    assert game.memory["forger/k"] == {"who": "forged"}


def test_an_effect_that_loops_on_requests_ends_with_a_budget_error(
    registry: Registry, cards: Path
) -> None:
    start_cpu = time.process_time()
    game = start(registry, cards, ["yielder"])
    play(game, "yielder")
    assert game.over and game.error.startswith("card 'yielder', on_play: ")
    assert "instruction budget exceeded" in game.error
    assert time.process_time() - start_cpu < 1.0


def test_a_query_that_draws_a_random_number_is_an_error_naming_card_and_line(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, [], play=["dice-peeker"])
    state = game.rng.state
    with pytest.raises(CardScriptError) as info:
        game.scripts.query_entry("dice-peeker", "rich", "p1", source="dice-peeker#1",
                                 controller="p1")
    assert "dice-peeker.lua:3: " in str(info.value) and "math.random" in str(info.value)
    assert game.rng.state == state  # nothing was drawn


def test_a_card_cannot_read_or_write_another_cards_memory_by_key(
    registry: Registry, cards: Path
) -> None:
    game = start(registry, cards, ["writer", "reader"])
    play(game, "writer")
    play(game, "reader")
    assert game.memory["reader/shared-key"] == {"seen": "nothing"}
    assert game.memory["writer/shared-key"] == {"secret": "mine"}


def test_what_a_script_sees_does_not_depend_on_queries_asked_before(
    registry: Registry, cards: Path
) -> None:
    # a bot or a renderer may ask queries a replay never asks: table numbering starts again
    names = []
    for asked in (0, 5):
        game = start(registry, cards, ["namer"])
        for _ in range(asked):
            game.scripts.query_entry("namer", "peek", source="namer#1", controller="p1")
        play(game, "namer")
        names.append(game.memory["namer/k"]["name"])
    assert names[0] == names[1] == "table: #1"


def test_a_game_log_verifies_after_bots_asked_queries(
    registry: Registry, cards: Path, tmp_path: Path
) -> None:
    game: Game = start(registry, cards, ["namer", "earner"])
    game.scripts.query_entry("namer", "peek", source="namer#1", controller="p1")
    play(game, "namer")
    play(game, "earner")
    path = tmp_path / "game.jsonl"
    GameLog(game, [str(cards)]).save(path)
    assert replay(path, registry).state_hash() == game.state_hash()


@pytest.mark.parametrize(("source", "name", "line"), [
    ("local t = os.time()\nreturn {}", "os", 1),
    ("return {\n  on_play = function(ctx) require('x') end,\n}", "require", 2),
    ("local f = string.dump\nreturn {}", "string.dump", 1),
    ("return { on_play = function(ctx) collectgarbage() end }", "collectgarbage", 1),
])
def test_a_restricted_name_is_named_when_the_script_loads(
    registry: Registry, tmp_path: Path, source: str, name: str, line: int
) -> None:
    # issue #18: one clear error naming it, where it can be seen
    root = make_set(tmp_path / "restricted", {"uses": ("item", source)})
    game = registry.new_game("wizard-duel", players=2, seed=3, sets=[root])
    with pytest.raises(CardScriptError) as info:
        game.scripts.script("uses")
    assert f"uses.lua:{line}: `{name}` is not available to card scripts: " in str(info.value)


def test_a_restricted_name_reached_at_run_time_is_named(registry: Registry,
                                                        tmp_path: Path) -> None:
    # the load-time look skips a name the script also declares somewhere: the run names it
    source = ("local function shadow() local os = 1 return os end\n"
              "return { on_play = function(ctx) os.exit() end }")
    root = make_set(tmp_path / "sneaky", {"sneaky": ("spell", source)})
    game = start(registry, root, ["sneaky"])
    play(game, "sneaky")
    assert game.over
    assert "sneaky.lua:2: `os` is not available to card scripts: " in game.error


@pytest.mark.parametrize(("source", "message"), [
    ("return " + "(" * 300 + "1" + ")" * 300, "nested too deeply"),
    ("return " + "{" * 250 + "}" * 250, "nested too deeply"),
    ("return 42", "probe.lua: a card script must return a table of abilities, not number"),
    ("return { 'x' }", "probe.lua: ability 1 must be made with"),
])
def test_a_script_that_cannot_load_names_its_own_file(
    registry: Registry, tmp_path: Path, source: str, message: str
) -> None:
    # issue #9: a parser overflow had no file; a bad return value blamed cardapi.lua
    root = make_set(tmp_path / "probe", {"probe": ("item", source)})
    with pytest.raises((CardScriptError, CardSetError)) as info:
        game = registry.new_game("wizard-duel", players=2, seed=3, sets=[root])
        game.scripts.script("probe")
    text = str(info.value)
    assert "probe.lua" in text and message in text
    assert "cardapi.lua" not in text and "traceback" not in text and "\n" not in text
