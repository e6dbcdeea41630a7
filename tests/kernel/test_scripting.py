"""The card-script bridge: scripts run as coroutines that ask the kernel for every change;
queries cannot change the game; a failing script names card, ability and line, and the game
stops cleanly (DESIGN §5, §6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Game, Registry
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.scripting.reference import KERNEL_API, reference

CARDS = {
    "probe": ("spell", """
return {
  on_play = function(ctx)
    local me, key = ctx.controller, "probe"
    ctx:remember("hp", ctx:counter(me, "hp"), key)
    ctx:remember("players", ctx:players(), key)
    ctx:remember("active", ctx:active(), key)
    ctx:remember("turn", ctx:turn(), key)
    ctx:remember("exists", ctx:exists(ctx.self), key)
    ctx:remember("name", ctx:card(ctx.self).name, key)
    ctx:remember("zone", ctx:object(ctx.self).zone, key)
    ctx:remember("gone", ctx:object("nothing#1") == nil, key)
    ctx:remember("deck", #ctx:zone("deck") > 0, key)
    ctx:remember("option", ctx:option("turn_limit"), key)
    ctx:remember("param", params.tag, key)
    ctx:remember("global", card.name, key)
    local offer = { "x", { id = "y", label = "Why" }, "z" }
    ctx:remember("many", ctx:choose_many("Pick", offer, 1, 2), key)
    ctx:remember("sure", ctx:confirm("Sure?"), key)
    ctx:remember("number", ctx:number("How many?", 1, 3), key)
    ctx:remember("again", ctx:recall("number", key), key)
    ctx:remember("hp_stat", ctx:stat(me, "hp"), key)
    ctx:add_counter(me, "coins", 2)
    ctx:log("probed")
  end,
}"""),
    "juggle": ("spell", """
return {
  on_play = function(ctx)
    local top = ctx:zone("deck")[1]
    local moved = ctx:move(top, ctx.controller .. ".play")
    ctx:tap(moved)
    ctx:remember("tapped", ctx:object(moved).tapped, "juggle")
    ctx:untap(moved)
    ctx:shuffle("deck")
    ctx:reveal(moved, "p2")
    ctx:remember("roll", ctx:roll(ctx.controller, 20), "juggle")
    local ok, err = pcall(function() return ctx:move("nothing#1", "discard") end)
    local said = "got 'nothing#1' (it may have changed zones)"
    ctx:remember("caught", (not ok) and err:find(said, 1, true) ~= nil, "juggle")
  end,
}"""),
    "buggy": ("spell", """
return {
  on_play = function(ctx)
    local missing = nil
    return missing.field
  end,
}"""),
    "looper": ("spell", """
return {
  on_play = function(ctx)
    while true do end
  end,
}"""),
    "cheat": ("item", """
return {
  triggered {
    on = "counter",
    condition = function(ctx, ev) ctx:add_counter(ctx.controller, "coins", 5) return true end,
    effect = function(ctx, ev) end,
  },
}"""),
    "bad-replace": ("item", """
return {
  replacement {
    on = "counter",
    apply = function(ctx, ev) return 5 end,
  },
}"""),
    "meter": ("item", """
return {
  rich = function(ctx, seat) return ctx:counter(seat, "coins") >= 3 end,
}"""),
    "mover": ("spell", """
return {
  on_play = function(ctx)
    ctx:move(ctx.self, "nowhere")
  end,
}"""),
}


TAG_PARAM = "\n--- param tag: integer -- a number the tests read back\n"


def make_set(root: Path, cards: dict[str, tuple[str, str]]) -> Path:
    (root / "cards").mkdir(parents=True)
    lines = ["game: wizard-duel", "id: homebrew", "name: Homebrew", "version: '1'", "cards:"]
    for card_id, (card_type, source) in cards.items():
        lines += [f"  - id: {card_id}", f"    name: {card_id.title()}", f"    type: {card_type}",
                  "    copies: 0", f"    script: {card_id}.lua", "    params: {tag: 7}"]
        # the param every card is given, declared last so the scripts' lines stay as written
        (root / "cards" / f"{card_id}.lua").write_text(source + TAG_PARAM, encoding="utf-8")
    (root / "set.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


@pytest.fixture
def homebrew(tmp_path: Path) -> Path:
    return make_set(tmp_path / "homebrew", CARDS)


def start(registry: Registry, homebrew: Path, hand: list[str], play: list[str] | None = None,
          players: int = 2) -> Game:
    setup = {"hands": {"p1": hand, "p2": []}, "in_play": {"p1": play or []}}
    return registry.new_game("wizard-duel", players=players, seed=3, options={"bids": False},
                             sets=[homebrew], setup=setup)


def play(game: Game, card: str) -> None:
    option = next(o for o in game.pending_for("p1").option_ids() if o.startswith(f"play:{card}#"))
    game.answer("p1", option)


def test_a_script_reads_the_game_and_asks_every_kind_of_choice(
    registry: Registry, homebrew: Path
) -> None:
    game = start(registry, homebrew, ["probe"])
    play(game, "probe")
    many = game.pending_for("p1")
    assert many.kind == "choose-many" and [o.label for o in many.options] == ["x", "Why", "z"]
    game.answer("p1", ["x", "z"])
    assert game.pending_for("p1").kind == "confirm"
    game.answer("p1", "yes")
    assert game.pending_for("p1").kind == "number"
    game.answer("p1", 2)
    memory = game.memory["probe/probe"]  # an explicit key lives in the card's own place
    assert memory == {
        "hp": 10, "players": ["p1", "p2"], "active": "p1", "turn": 1, "exists": True,
        "name": "Probe", "zone": "stack", "gone": True, "deck": True, "option": 30, "param": 7,
        "global": "Probe", "many": ["x", "z"], "sure": True, "number": 2, "again": 2,
        "hp_stat": 10,
    }
    assert game.players["p1"].counters["coins"] == 2
    assert any(kind == "say" and data["text"].endswith(": probed")
               for _, kind, data in game.history)


def test_a_script_moves_taps_shuffles_reveals_and_rolls_through_events(
    registry: Registry, homebrew: Path
) -> None:
    game = start(registry, homebrew, ["juggle"])
    play(game, "juggle")
    memory = game.memory["juggle/juggle"]
    assert memory["tapped"] is True and 1 <= memory["roll"] <= 20
    assert memory["caught"] is True, "a kernel refusal is an ordinary, catchable Lua error"
    moved = game.zones["p1.play"].objects[0]
    assert not moved.tapped and moved.known_to == ["p2"]
    kinds = [kind for _, kind, _ in game.history]
    assert {"tap", "untap", "shuffle", "reveal", "roll"} <= set(kinds)


def test_a_runtime_error_names_the_card_the_ability_and_the_lua_line(
    registry: Registry, homebrew: Path
) -> None:
    game = start(registry, homebrew, ["buggy"])
    play(game, "buggy")
    assert game.over and game.result["reason"] == "error"
    assert game.error.startswith("card 'buggy', on_play: buggy.lua:5: ")
    assert "attempt to index a nil value (local 'missing')" in game.error


def test_an_endless_script_is_stopped_and_the_game_ends_cleanly(
    registry: Registry, homebrew: Path
) -> None:
    game = start(registry, homebrew, ["looper"])
    play(game, "looper")
    assert game.over and "card 'looper', on_play" in game.error
    assert game.snapshot()["over"] is True  # the state is still whole


def test_a_condition_that_tries_to_change_the_game_is_refused(
    registry: Registry, homebrew: Path
) -> None:
    # DESIGN §5: conditions, filters and static values are queries
    game = start(registry, homebrew, ["spark"], play=["cheat"], players=2)
    game2 = registry.new_game("wizard-duel", players=2, seed=3, options={"bids": True},
                              sets=[homebrew], setup={"in_play": {"p1": ["cheat"]}})
    for seat in ("p1", "p2"):
        game2.answer(seat, "bid:2" if seat == "p1" else "bid:0")
    assert game2.over
    assert "may not change the game (it called ctx:add_counter)" in game2.error
    assert "cheat.lua:5" in game2.error
    assert game.players["p1"].counters["coins"] == 0


def test_a_replacement_must_return_the_event_or_false(registry: Registry, homebrew: Path) -> None:
    game = registry.new_game("wizard-duel", players=2, seed=3, options={"bids": True},
                             sets=[homebrew], setup={"in_play": {"p1": ["bad-replace"]}})
    game.answer("p1", "bid:2")
    game.answer("p2", "bid:0")
    assert "apply must return the event (changed) or false" in game.error


def test_a_request_naming_a_missing_zone_fails_at_the_scripts_line(
    registry: Registry, homebrew: Path
) -> None:
    game = start(registry, homebrew, ["mover"])
    play(game, "mover")
    assert game.error == ("card 'mover', on_play: mover.lua:4: ctx:move: zone (argument 2) must "
                          "be a zone of this game, got 'nowhere'")


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("return 42", "must return a table of abilities, not number"),
        ("return { triggered { effect = function() end } }", "'on' must name an event kind"),
        ("return { 'text' }", "must be made with triggered{}"),
        ("return { activated { } }", "'effect' must be a function"),
        ("return { replacement { on = 'damage' } }", "'apply' must be a function"),
        ("error('boom')", "boom"),
    ],
    ids=["not-a-table", "no-on", "not-an-ability", "no-effect", "no-apply", "raises"],
)
def test_a_broken_card_script_fails_when_loaded_naming_the_card(
    registry: Registry, tmp_path: Path, source: str, message: str
) -> None:
    # refused as the set loads, before any game starts, naming set.yaml's line and the card
    root = make_set(tmp_path / "broken", {"broken": ("item", source)})
    with pytest.raises(CardSetError) as info:
        registry.new_game("wizard-duel", players=2, seed=3, sets=[root])
    assert ": card 'broken': " in str(info.value)
    assert message in str(info.value)


def test_a_set_with_a_syntax_error_is_refused_before_any_game(
    registry: Registry, tmp_path: Path
) -> None:
    root = make_set(tmp_path / "syntax", {"oops": ("item", "return {)")})
    with pytest.raises(CardSetError, match=r"oops\.lua:1:"):
        registry.new_game("wizard-duel", players=2, seed=3, sets=[root])


def test_the_api_reference_is_made_from_the_typed_declarations(registry: Registry) -> None:
    # the reference lists every kernel function and the game's, with their types
    text = reference(registry.game("wizard-duel").ruleset())
    for entry in KERNEL_API:
        assert f"`ctx:{entry.signature.shown()}`" in text
    assert "`ctx:move(id: object, zone: zone, [position: 'top'|'bottom'|integer]) -> id|nil`" \
        in text
    assert "`ctx:damage(player: seat, amount: count) -> nil`" in text
    assert reference(None).startswith("# The card-script Lua API")


def test_a_query_is_not_run_again_while_its_questions_get_the_same_answers(
    registry: Registry, homebrew: Path
) -> None:
    """A read-only function sees the game only through its questions: same answers, same
    result, without running the script; a changed answer runs it again."""
    game = start(registry, homebrew, hand=[])
    runs = []
    call = game.scripts._call_query

    def counting(*args: object) -> object:
        runs.append(args)
        return call(*args)  # type: ignore[arg-type]

    game.scripts._call_query = counting  # type: ignore[method-assign]

    def rich() -> object:
        return game.scripts.query_entry("meter", "rich", "p1", controller="p1")

    assert rich() is False and rich() is False
    assert len(runs) == 1
    game.set_counter("p1", "coins", 5)
    assert rich() is True and rich() is True
    assert len(runs) == 2
    assert game.scripts.query_entry("meter", "rich", "p2", controller="p1") is False
    assert len(runs) == 3  # other inputs: its own answer


def test_a_cards_facts_hold_empty_tables_for_the_stats_params_and_tags_it_has_none_of(
    registry: Registry, tmp_path: Path
) -> None:
    root = tmp_path / "bare"
    (root / "cards").mkdir(parents=True)
    (root / "set.yaml").write_text(
        "game: wizard-duel\nid: bare\nname: Bare\nversion: '1'\ncards:\n"
        "  - id: plain\n    name: Plain\n    type: item\n    copies: 0\n"
        "  - id: reader\n    name: Reader\n    type: spell\n    copies: 0\n"
        "    script: reader.lua\n", encoding="utf-8")
    (root / "cards" / "reader.lua").write_text("""
return {
  on_play = function(ctx)
    local plain = ctx:card("plain")
    ctx:remember("read", { plain.params.anything == nil, #plain.tags, plain.stats.hp == nil },
                 "reader")
  end,
}""", encoding="utf-8")
    game = registry.new_game("wizard-duel", players=2, seed=3, options={"bids": False},
                             sets=[root], setup={"hands": {"p1": ["reader"], "p2": []}})
    play(game, "reader")
    assert game.memory["reader/reader"] == {"read": [True, 0, True]}
