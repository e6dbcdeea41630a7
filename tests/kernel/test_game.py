"""The kernel's game loop, driven through Wizard Duel (the example game): objects, events,
replacements, triggers, the stack and priority, simultaneous hidden choices, views (DESIGN §2)."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel import Game, Registry
from deckwright.kernel.errors import DeckwrightError, IllegalAnswer, RulesError
from deckwright.kernel.events import Replacement
from deckwright.kernel.hooks import hookimpl


def new(registry: Registry, players: int = 2, bids: bool = False, **setup: Any) -> Game:
    return registry.new_game("wizard-duel", players=players, seed=1,
                             options={"bids": bids}, setup=setup or None)


def pick(game: Game, seat: str, prefix: str) -> str:
    """The first option of ``seat``'s pending decision that starts with ``prefix``."""
    decision = game.pending_for(seat)
    assert decision is not None, f"{seat} has nothing pending: {game.pending}"
    for option in decision.option_ids():
        if option.startswith(prefix):
            return option
    raise AssertionError(f"no option {prefix}… in {decision.describe()}")


def do(game: Game, seat: str, prefix: str) -> None:
    game.answer(seat, pick(game, seat, prefix))


def pass_all(game: Game) -> None:
    """Everyone passes in turn until the stack is empty (resolving what is on it)."""
    for _ in range(40):
        if not game.stack or game.over:
            return
        decision = game.pending[0]
        game.answer(decision.player, "pass" if decision.kind == "priority"
                    else decision.option_ids()[0])
    raise AssertionError("the stack did not empty")


def hp(game: Game, seat: str) -> int:
    return game.players[seat].counters["hp"]


def play_spark(game: Game, card: str = "spark", target: str = "p2") -> None:
    do(game, "p1", f"play:{card}#")
    do(game, "p1", f"target:{target}")


# --------------------------------------------------------------------------- set-up & decisions
def test_a_new_game_waits_for_its_first_decision(registry: Registry) -> None:
    game = new(registry)
    assert [d.player for d in game.pending] == ["p1"]
    assert game.pending[0].kind == "priority"
    assert game.pending[0].option_ids()[0] == "pass"
    assert game.turn == 1


def test_an_answer_for_a_seat_with_nothing_pending_is_refused(registry: Registry) -> None:
    game = new(registry)
    with pytest.raises(IllegalAnswer, match="p2 has no decision pending; waiting for p1"):
        game.answer("p2", "pass")
    with pytest.raises(IllegalAnswer, match="not on offer"):
        game.answer("p1", "play:nothing#0")


def test_player_counts_and_options_are_checked(registry: Registry) -> None:
    with pytest.raises(DeckwrightError, match="for 2 to 4 players, not 5"):
        registry.new_game("wizard-duel", players=5)
    with pytest.raises(DeckwrightError, match="unknown option colour"):
        registry.new_game("wizard-duel", players=2, options={"colour": "red"})
    with pytest.raises(DeckwrightError, match="needs a number"):
        registry.new_game("wizard-duel", players=2, options={"turn_limit": "soon"})
    game = registry.new_game("wizard-duel", players=2, options={"bids": "no", "turn_limit": "3"})
    assert game.options == {"bids": False, "turn_limit": 3}


def test_simultaneous_choices_are_hidden_until_all_are_in(registry: Registry) -> None:
    # DESIGN §2.4: one Decision per player pending at once; nobody sees the others' answers
    game = new(registry, players=3, bids=True)
    assert sorted(d.player for d in game.pending) == ["p1", "p2", "p3"]
    assert all(d.simultaneous for d in game.pending)
    game.answer("p2", "bid:2")
    assert sorted(d.player for d in game.pending) == ["p1", "p3"]
    assert "last_bids" not in game.view("p1")["data"]
    with pytest.raises(IllegalAnswer):
        game.answer("p2", "bid:1")
    game.answer("p1", "bid:0")
    game.answer("p3", "bid:1")
    assert game.data["last_bids"] == {"p1": 0, "p2": 2, "p3": 1}
    assert game.players["p2"].counters["coins"] == 1
    assert game.pending[0].kind == "priority"


# --------------------------------------------------------------------------- objects & zones
def test_moving_a_card_makes_a_new_object(registry: Registry) -> None:
    # DESIGN §2.1: a move to another zone makes a new object with a new number
    game = new(registry, hands={"p1": ["spark"], "p2": []}, in_play={"p2": ["wand"]})
    old = next(o.id for o in game.zones["p1.hand"].objects if o.card == "spark")
    play_spark(game)
    assert old not in game.objects
    on_stack = game.zones["stack"].objects[0]
    assert on_stack.card == "spark" and on_stack.id != old
    assert game.stack[-1].source == on_stack.id
    pass_all(game)
    in_discard = game.zones["discard"].objects[0]
    assert in_discard.card == "spark" and in_discard.id not in (old, on_stack.id)


def test_view_hides_other_hands_and_the_deck(registry: Registry) -> None:
    game = new(registry, hands={"p1": ["spark"], "p2": ["wand"]})
    view = game.view("p1")
    assert view["zones"]["p2.hand"]["cards"] == [{"hidden": True}]
    assert "spark" in [c["card"] for c in view["zones"]["p1.hand"]["cards"]]
    assert all(c == {"hidden": True} for c in view["zones"]["deck"]["cards"])
    assert "rng" not in view and "memory" not in view
    assert game.snapshot()["zones"]["p2.hand"]["cards"][0]["card"] == "wand"


def test_snapshot_is_plain_json_and_hash_is_stable(registry: Registry) -> None:
    import json

    a, b = new(registry), new(registry)
    text = json.dumps(a.snapshot(), sort_keys=True)
    assert json.loads(text)["players"]["p1"]["counters"]["hp"] == 10
    assert a.state_hash() == b.state_hash()
    a.answer("p1", "pass")
    assert a.state_hash() != b.state_hash()


# --------------------------------------------------------------------------- stack & priority
def test_a_spell_goes_on_the_stack_and_resolves_when_all_pass(registry: Registry) -> None:
    # p1 also holds a wand, so p1 keeps being asked after acting; p2's wand lets p2 respond
    game = new(registry, hands={"p1": ["spark"], "p2": []},
               in_play={"p1": ["wand"], "p2": ["wand"]})
    play_spark(game)
    assert [i.label for i in game.stack] == ["p1 plays spark"]
    assert game.stack[-1].targets == ["p2"]
    assert game.pending_for("p1") is not None  # the actor gets priority again
    game.answer("p1", "pass")
    assert hp(game, "p2") == 10 and game.pending_for("p2") is not None
    game.answer("p2", "pass")
    assert hp(game, "p2") == 8
    assert game.zones["discard"].cards() == ["spark"]


def test_a_player_who_can_only_pass_is_not_asked(registry: Registry) -> None:
    game = new(registry, hands={"p1": ["spark"], "p2": []})
    play_spark(game)
    assert not game.stack and hp(game, "p2") == 8


def test_an_item_whose_target_is_gone_fizzles(registry: Registry) -> None:
    # DESIGN §2.3: targets are chosen on the stack; an item whose targets are all gone fizzles
    game = new(registry, hands={"p1": ["smash"], "p2": []}, in_play={"p2": ["rock", "wand"]})
    do(game, "p1", "play:smash#")
    do(game, "p1", "target:rock#")
    rock = game.zones["p2.play"].objects[0]
    game.move_object(rock, "discard")  # the rock leaves play in response: a new object
    pass_all(game)
    assert ("fizzle" in [kind for _, kind, _ in game.history])
    assert game.zones["discard"].cards().count("rock") == 1


def test_a_tap_ability_with_a_target_and_a_static_bonus(registry: Registry) -> None:
    # static abilities are queried: Lens gives Wand +1 power
    game = new(registry, hands={"p1": [], "p2": []}, in_play={"p1": ["wand", "lens"]})
    do(game, "p1", "activate:wand#")
    do(game, "p1", "target:p2")
    assert game.zones["p1.play"].objects[0].tapped
    pass_all(game)
    assert hp(game, "p2") == 8
    assert not any(o.startswith("activate:wand")
                   for o in game.pending_for("p1").option_ids())


def test_a_paid_cost_is_offered_only_when_affordable(registry: Registry) -> None:
    game = new(registry, hands={"p1": [], "p2": []}, in_play={"p1": ["purse"]})
    assert not any(o.startswith("activate:") for o in game.pending_for("p1").option_ids())
    game2 = registry.new_game("wizard-duel", players=2, seed=1, options={"bids": False},
                              setup={"hands": {"p1": [], "p2": []}, "in_play": {"p1": ["purse"]},
                                     "counters": {"p1.coins": 2}})
    hand_before = len(game2.zones["p1.hand"].objects)
    do(game2, "p1", "activate:purse#")
    assert game2.players["p1"].counters["coins"] == 0
    pass_all(game2)
    assert len(game2.zones["p1.hand"].objects) == hand_before + 1


# --------------------------------------------------------------------------- replacement loop
def test_a_replacement_rewrites_an_event(registry: Registry) -> None:
    game = new(registry, hands={"p1": ["spark"], "p2": []}, in_play={"p2": ["shield"]})
    play_spark(game)
    pass_all(game)
    assert hp(game, "p2") == 9


def test_each_replacement_applies_at_most_once_per_event(registry: Registry) -> None:
    # two shields each reduce by 1 once: 4 -> 2, not 4 -> 0
    game = new(registry, hands={"p1": ["big-spark"], "p2": []},
               in_play={"p2": ["shield", "shield"]})
    play_spark(game, "big-spark")
    pass_all(game)
    decision = game.pending[0]
    if decision.player == "p2" and decision.kind == "choose":  # identical shields: either first
        game.answer("p2", decision.option_ids()[0])
        pass_all(game)
    assert hp(game, "p2") == 8


@pytest.mark.parametrize(("first", "expected_hp"), [("shield", 7), ("ward", 10)])
def test_the_affected_player_orders_competing_replacements(
    registry: Registry, first: str, expected_hp: int
) -> None:
    # DESIGN §2.2: several apply -> the affected player chooses which applies first.
    # Shield first: 4 -> 3 and Ward (4 or more) no longer applies. Ward first: prevented.
    game = new(registry, hands={"p1": ["big-spark"], "p2": []},
               in_play={"p2": ["shield", "ward"]})
    play_spark(game, "big-spark")
    decision = game.pending_for("p2")
    assert decision is not None and decision.kind == "choose"
    assert len(decision.options) == 2
    do(game, "p2", f"replace:{first}#")
    assert hp(game, "p2") == expected_hp


def test_a_plugin_can_contribute_rule_level_replacements(registry: Registry) -> None:
    class Doubler:
        @hookimpl
        def deckwright_replacement_candidates(self, game: Game, event: Any) -> list[Any]:
            if event.kind != "damage":
                return []

            def apply(game: Game, event: Any) -> None:
                event.data["amount"] *= 2

            return [Replacement("rule:double", "double damage", apply)]

    plugin = Doubler()
    registry.pm.register(plugin)
    try:
        game = new(registry, hands={"p1": ["spark"], "p2": []})
        play_spark(game)
        pass_all(game)
        assert hp(game, "p2") == 6
    finally:
        registry.pm.unregister(plugin)


# --------------------------------------------------------------------------- triggers
def test_a_trigger_waits_for_priority_then_uses_the_stack(registry: Registry) -> None:
    # DESIGN §2.2 step 3: triggers go on the stack the next time a player would get priority
    game = new(registry, hands={"p1": ["spark"], "p2": []}, in_play={"p2": ["healer", "wand"]})
    play_spark(game)
    game.answer("p2", "pass")
    assert hp(game, "p2") == 8
    assert [i.label for i in game.stack] == ["Healer: heal 1"]
    pass_all(game)
    assert hp(game, "p2") == 9


def test_a_player_orders_their_own_simultaneous_triggers(registry: Registry) -> None:
    game = new(registry, hands={"p1": ["spark"], "p2": []},
               in_play={"p2": ["healer", "healer", "wand"]})
    play_spark(game)
    game.answer("p2", "pass")
    decision = game.pending_for("p2")
    assert decision is not None and decision.kind == "order"
    game.answer("p2", list(reversed(decision.option_ids())))
    assert len(game.stack) == 2
    pass_all(game)
    assert hp(game, "p2") == 10


# --------------------------------------------------------------------------- scripts' choices
def test_a_script_rolls_with_the_game_rng_and_asks_a_choice(registry: Registry) -> None:
    game = new(registry, players=3, hands={"p1": ["gamble"], "p2": [], "p3": []}, rolls=[6])
    do(game, "p1", "play:gamble#")
    pass_all(game)
    decision = game.pending_for("p1")
    assert decision.kind == "choose" and decision.option_ids() == ["p2", "p3"]
    game.answer("p1", "p3")
    assert game.players["p1"].counters["coins"] == 6
    assert hp(game, "p3") == 9


def test_the_game_ends_when_one_player_stands(registry: Registry) -> None:
    game = new(registry, hands={"p1": ["spark"], "p2": []}, counters={"p2.hp": 2})
    play_spark(game)
    pass_all(game)
    assert game.over
    assert game.result["winners"] == ["p1"]
    with pytest.raises(IllegalAnswer, match="over"):
        game.answer("p1", "pass")


def test_the_turn_limit_ends_the_game_with_the_healthiest_winning(registry: Registry) -> None:
    game = registry.new_game("wizard-duel", players=2, seed=3,
                             options={"bids": False, "turn_limit": 2},
                             setup={"counters": {"p1.hp": 4}})
    while not game.over:
        game.answer(game.pending[0].player, "pass")
    assert game.result == {"winners": ["p2"], "reason": "turn limit"}


def test_unknown_events_and_resolvers_are_rules_errors(registry: Registry) -> None:
    game = new(registry)
    flow = game.perform("explode", {})
    with pytest.raises(RulesError, match="no rule applies events of kind 'explode'"):
        next(flow)
    item = game.new_stack_item("mystery", "p1", "?", resolver="nothing")
    with pytest.raises(RulesError, match="no rule resolves"):
        next(game.resolve_item(item))
    with pytest.raises(RulesError, match="no zone called nowhere"):
        game.zone("nowhere")
    with pytest.raises(RulesError, match="no object"):
        game.obj("ghost#1")


def test_the_history_hides_cards_a_player_may_not_see(registry: Registry) -> None:
    # a card drawn into p1's hand: p1 reads which card, p2 reads only that a card moved
    game = new(registry)
    mine = game.history_for("p1")
    theirs = game.history_for("p2")
    assert mine[0][2]["card"] != "?"
    assert theirs[0][2]["card"] == "?" and theirs[0][2]["new_object"] == "?"
    assert theirs[0][2]["to"] == "p1.hand"
    assert game.history_for(None) == list(game.history)


def test_a_private_reveal_is_read_only_by_those_it_was_shown_to(registry: Registry) -> None:
    game = new(registry)
    card = game.zones["deck"].objects[0]
    next(game.perform("reveal", {"object": card.id, "to": ["p2"]}), None)
    assert game.history_for("p2", last=1)[0][2]["object"] == card.id
    assert game.history_for("p1", last=1)[0][2]["object"] == "?"
    moved = game.move_object(card, "discard")
    assert moved.known_to == []


def test_a_move_names_no_object_the_reader_cannot_see(registry: Registry) -> None:
    """A card taken back from a public zone into a hand: the others read which card it was,
    but not the id of the object now in the hand (issue #16: it went over the wire)."""
    game = registry.new_game("dungeon-raiders", players=3, seed=1)
    card = game.zones["p2.hand"].objects[0]
    next(game.perform("move", {"object": card.id, "to": "p2.played"}), None)
    played = game.zones["p2.played"].objects[0]
    seen = game.history_for("p1", last=1)[0][2]
    assert seen["object"] == "?" and seen["new_object"] == played.id
    assert seen["card"] == card.card
    next(game.perform("move", {"object": played.id, "to": "p2.hand"}), None)
    back = game.history_for("p1", last=1)[0][2]
    assert back["object"] == played.id and back["new_object"] == "?"
    assert game.history_for("p2", last=1)[0][2]["new_object"] != "?"
