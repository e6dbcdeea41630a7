"""The Munchkin heuristic bot and cards it was not written for: homebrew one-shots and items
get played and worn, and a card's ``ai`` hints (play, target, value) change what it does."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from deckwright.kernel.agents import LazyView
from deckwright.kernel.decisions import CHOOSE, Decision, Option
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin.bots import MunchkinBot
from tests.conftest import shared_registry

HOMEBREW = Path(__file__).parent / "homebrew"


def homebrew(tmp_path: Path, keep: tuple[str, ...] = (), **hints: dict[str, Any]) -> Path:
    """The test homebrew set, copied (only the ``keep`` cards, if named), with ``ai`` hints on
    some of its cards (by card id)."""
    folder = tmp_path / "homebrew"
    shutil.copytree(HOMEBREW, folder)
    data = yaml.safe_load((folder / "set.yaml").read_text(encoding="utf-8"))
    if keep:
        data["cards"] = [c for c in data["cards"] if c["id"] in keep]
    for card in data["cards"]:
        if card["id"] in hints:
            card["ai"] = hints[card["id"]]
    (folder / "set.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return folder


def table(sets: list[Path], hand: list[str], level: int = 1) -> Game:
    """Three players; p1 at ``level`` holds ``hand`` and is about to kick open a Platycore."""
    return shared_registry().new_game(
        "munchkin", players=3, seed=1, sets=[str(s) for s in sets],
        setup={"levels": {"p1": level}, "top": {"door.deck": ["platycore"]},
               "hands": {"p1": hand}})


def answer(game: Game, bot: MunchkinBot) -> Any:
    """What the bot answers to p1's pending decision."""
    decision = game.pending[0]
    assert decision.player == "p1"
    return bot.choose(decision, LazyView(game, "p1"))


def to_the_fight(game: Game) -> None:
    """Pass until p1 has priority in the fight with the Platycore."""
    while not game.data.get("combat"):
        game.answer(game.pending[0].player, "pass")
    assert game.pending[0].player == "p1" and game.pending[0].kind == "priority"


def test_homebrew_one_shots_are_played_in_most_games(tmp_path: Path) -> None:
    """Seeded 4-player bot games (at most 80 turns): a homebrew one-shot for fights and one
    for outside fights are each played in most of 20 games (at least 60%, as 6 of 10 was)."""
    registry = shared_registry()
    cards = {"pocket-sand", "treasure-map"}
    sets = [str(homebrew(tmp_path, keep=tuple(cards)))]
    played: Counter = Counter()
    for seed in range(20):
        game = registry.new_game("munchkin", players=4, seed=seed, sets=sets,
                                 options={"turn_limit": 80})
        used: set[str] = set()

        def watch(game: Game, event: Any, used: set[str] = used) -> None:
            if event.kind == "play" and event.data.get("card") in cards:
                used.add(event.data["card"])
        game.observers.append(watch)
        bots = {s: MunchkinBot(s, game) for s in game.seats}
        for seat, bot in bots.items():  # as in a simulation: the same games, faster
            game.declare_relevance(seat, bot.wants_to_act)
        while not game.over:
            decision = game.pending[0]
            game.answer(decision.player,
                        bots[decision.player].choose(decision, LazyView(game, decision.player)))
        assert game.error is None, game.error
        played.update(used)
    assert played["treasure-map"] >= 12, played
    assert played["pocket-sand"] >= 12, played


def test_a_homebrew_card_is_played_outside_combat_when_nothing_is_better() -> None:
    """Without a hint, a new one-shot that may be played now is played."""
    game = table([HOMEBREW], ["treasure-map"])
    assert answer(game, MunchkinBot("p1", game)).startswith("play:treasure-map")


def test_a_homebrew_card_is_played_in_a_losing_fight() -> None:
    """Without a hint, a new combat card is kept while the bot wins and played when it loses,
    on its own side."""
    game = table([HOMEBREW], ["pocket-sand"], level=8)
    bot = MunchkinBot("p1", game)
    to_the_fight(game)
    assert answer(game, bot) == "pass"
    game = table([HOMEBREW], ["pocket-sand"], level=1)
    bot = MunchkinBot("p1", game)
    to_the_fight(game)
    option = answer(game, bot)
    assert option.startswith("play:pocket-sand")
    game.answer("p1", option)
    assert answer(game, bot) == "target:p1"


def test_a_homebrew_item_that_costs_nothing_is_worn() -> None:
    """A new item with no bonus is worn when nothing has to go sideways for it."""
    game = table([HOMEBREW], ["lucky-sock"])
    assert answer(game, MunchkinBot("p1", game)).startswith("equip:lucky-sock")


def test_a_homebrew_curse_goes_to_the_leader_whatever_its_name() -> None:
    """A curse whose name does not say "Curse" is still a curse: the leader gets it, never
    the bot itself."""
    game = shared_registry().new_game(
        "munchkin", players=3, seed=1, sets=[str(HOMEBREW)],
        setup={"levels": {"p1": 3, "p2": 9, "p3": 2}, "top": {"door.deck": ["platycore"]},
               "hands": {"p1": ["hex-of-weakness"]}})
    bot = MunchkinBot("p1", game)
    option = answer(game, bot)
    assert option.startswith("play:hex-of-weakness")
    game.answer("p1", option)
    assert answer(game, bot) == "target:p2"


# ---------------------------------------------------------------------------- play hints
def test_play_early_plays_a_card_while_the_bot_is_winning(tmp_path: Path) -> None:
    """ai.play early: played at the first chance, even in a fight already won."""
    game = table([homebrew(tmp_path, **{"pocket-sand": {"play": "early"}})], ["pocket-sand"],
                 level=8)
    bot = MunchkinBot("p1", game)
    to_the_fight(game)
    assert answer(game, bot).startswith("play:pocket-sand")


@pytest.mark.parametrize("hint", ["early", None])
def test_a_card_hinted_early_makes_every_window_matter_to_its_holder(
        tmp_path: Path, hint: str | None) -> None:
    """ai.play early: the bot that holds it wants even another player's windows (issue #32:
    elsewhere it declines them before their actions are computed)."""
    hints = {"pocket-sand": {"play": hint}} if hint else {}
    game = shared_registry().new_game(
        "munchkin", players=3, seed=1, sets=[str(homebrew(tmp_path, **hints))],
        setup={"hands": {"p2": ["pocket-sand"]}})
    assert game.active == "p1" and game.pending[0].kind == "priority"
    window = game.rules.priority_window(game, "p2", game.windows)
    assert MunchkinBot("p2", game).wants_to_act(window) == (hint == "early")


def test_play_late_keeps_a_card_for_a_fight(tmp_path: Path) -> None:
    """ai.play late: not played outside combat."""
    game = table([homebrew(tmp_path, **{"treasure-map": {"play": "late"}})], ["treasure-map"])
    assert answer(game, MunchkinBot("p1", game)) == "pass"


def test_play_never_keeps_a_card_in_hand(tmp_path: Path) -> None:
    """ai.play never: not played, even in a losing fight."""
    game = table([homebrew(tmp_path, **{"pocket-sand": {"play": "never"}})], ["pocket-sand"])
    bot = MunchkinBot("p1", game)
    to_the_fight(game)
    assert answer(game, bot) == "pass"


def test_play_never_keeps_an_item_off(tmp_path: Path) -> None:
    """ai.play never on an item: it is not worn."""
    game = table([homebrew(tmp_path, **{"lucky-sock": {"play": "never"}})], ["lucky-sock"])
    assert answer(game, MunchkinBot("p1", game)) == "pass"


# ---------------------------------------------------------------------------- target hints
def test_target_hint_opponent_picks_the_other_side(tmp_path: Path) -> None:
    """ai.target opponent: the card goes to the monster, not to the bot's side."""
    game = table([homebrew(tmp_path, **{"pocket-sand": {"target": "opponent"}})],
                 ["pocket-sand"])
    bot = MunchkinBot("p1", game)
    to_the_fight(game)
    game.answer("p1", answer(game, bot))
    assert answer(game, bot).startswith("target:platycore")


# ---------------------------------------------------------------------------- value hints
@pytest.mark.parametrize("value,lost", [(None, "sleep-potion"), (0, "treasure-map"),
                                        (10, "sleep-potion")])
def test_value_hint_decides_what_is_discarded(tmp_path: Path, value: int | None,
                                              lost: str) -> None:
    """ai.value: the lowest-valued card is discarded first; unhinted cards count 5."""
    hints = {} if value is None else {"treasure-map": {"value": value}}
    game = table([homebrew(tmp_path, **hints)], ["sleep-potion", "treasure-map"])
    options = [Option(f"card:{o.id}") for o in game.zones["p1.hand"].objects]
    picked = MunchkinBot("p1", game).choose(Decision("p1", CHOOSE, "Discard a card", options), {})
    assert picked.startswith(f"card:{lost}#")


@pytest.mark.parametrize("value,taken", [(None, "sleep-potion"), (9, "treasure-map")])
def test_value_hint_decides_what_is_taken(tmp_path: Path, value: int | None,
                                          taken: str) -> None:
    """ai.value: the highest-valued card is taken first."""
    hints = {} if value is None else {"treasure-map": {"value": value}}
    game = table([homebrew(tmp_path, **hints)], ["sleep-potion", "treasure-map"])
    options = [Option(f"card:{o.id}") for o in game.zones["p1.hand"].objects]
    picked = MunchkinBot("p1", game).choose(Decision("p1", CHOOSE, "Take a card", options), {})
    assert picked.startswith(f"card:{taken}#")


# ---------------------------------------------------------------------------- the base game
# (winner, turns, decisions) of 4-player heuristic games of the base cards, recorded before
# the bots learnt about new cards and hints: they must still play exactly the same way.
# Re-recorded when the opening deal followed the book (the die first, then the cards in the
# order of play, Hoard! carried out as drawn): the same seed deals other hands since then;
# and when every player could trade and re-equip (more priority stops, a Half-Breed's race
# discards among them; the bots swap items both can wear, and the bound on changes no longer
# counts cards laid out from hand).
# decisions: charity asks once for all its cards (5 and 6 fewer questions than one per card).
# Re-recorded when the bot stopped tidying, selling and trading outside its own turn and the
# windows opened for it (issue #32: so it passes elsewhere without drawing, and may decline
# those windows before their actions are computed); until then (["p3"], 95, 1132) and
# (["p2"], 73, 861).
# Re-recorded when a monster that does not pursue a runner no longer catches them (MK 3.6,
# 13.38; #33): until then seed 0 gave (["p4"], 88, 1063).
# Re-recorded when a rival fighting for level 10 met every card a bot held against the fight
# (MK 5.7, #36): until then (["p4"], 68, 782) and (["p2"], 84, 960), p2's win stopped once.
BASE_GAMES = {0: (["p4"], 68, 787), 2: (["p2"], 108, 1284)}


@pytest.mark.parametrize("seed", sorted(BASE_GAMES))
def test_base_game_bot_results_are_unchanged(seed: int) -> None:
    """The bot treats the game's own cards as it always did: same seed, same game."""
    game = shared_registry().new_game("munchkin", players=4, seed=seed)
    bots = {s: MunchkinBot(s, game) for s in game.seats}
    made = 0
    while not game.over:
        for decision in game.pending:
            game.answer(decision.player,
                        bots[decision.player].choose(decision, LazyView(game, decision.player)))
            made += 1
    assert ((game.result or {}).get("winners"), game.turn, made) == BASE_GAMES[seed]


# ---------------------------------------------------------------------------- trades
def trade_table(levels: dict[str, int] | None = None, **setup: Any) -> Game:
    """Three players, p1 holding nothing, so p2 has priority first in p1's P0."""
    return shared_registry().new_game("munchkin", players=3, seed=1,
                                      setup={"levels": levels or {"p1": 1}, **setup})


def offer(game: Game, give: str, take: str) -> Decision:
    """p2 offers p3 its ``give`` for p3's ``take``; the question p3 faces."""
    for answer_ in ("trade", "to:p3", [f"card:{give}"], [f"card:{take}"]):
        decision = game.pending[0]
        game.answer("p2", _expand(decision, answer_))
    decision = game.pending[0]
    assert decision.player == "p3" and decision.kind == "confirm"
    return decision


def _expand(decision: Decision, answer_: Any) -> Any:
    from deckwright.tools.scenarios.scenario import shorthand

    return shorthand(decision, answer_)


@pytest.mark.parametrize("give,take,levels,expected", [
    ("boots-of-butt-kicking", "helm-of-courage", {"p2": 1}, "yes"),   # +2 for +1: stronger
    ("helm-of-courage", "boots-of-butt-kicking", {"p2": 1}, "no"),    # +1 for +2: weaker
    ("boots-of-butt-kicking", "helm-of-courage", {"p2": 8}, "no"),    # p2 is close to winning
])
def test_bot_takes_a_trade_only_when_it_is_stronger_after_it(
        give: str, take: str, levels: dict[str, int], expected: str) -> None:
    """A bot answers an offer by its strength after the trade, never helping a player at 8."""
    game = trade_table(levels, table={"p2": [give], "p3": [take]})
    decision = offer(game, give, take)
    assert MunchkinBot("p3", game).choose(decision, LazyView(game, "p3")) == expected


def test_bots_swap_items_each_can_wear_and_do_not_repeat_offers() -> None:
    """p2 (female) carries a men's club sideways, p3 (male) a sword for women: on its own
    turn (the bot tidies and trades only then, or in a window opened for it) the bot offers
    the swap, the other bot takes it; nothing more is offered in that window."""
    game = trade_table(carried={"p2": ["gentlemens-club"], "p3": ["broad-sword"]})
    bots = {s: MunchkinBot(s, game) for s in game.seats}
    made = 0
    while not (game.active == "p2" and game.data["turn"]["step"] != "prepare") \
            and made < 1000:
        decision = game.pending[0]
        game.answer(decision.player,
                    bots[decision.player].choose(decision, LazyView(game, decision.player)))
        made += 1
    assert made < 1000
    assert "broad-sword" in game.zones["p2.table"].cards()
    assert "gentlemens-club" in game.zones["p3.table"].cards()
    trades = [data for _, kind, data in game.history if kind == "trade"]
    assert len(trades) == 1 and trades[0].get("accepted") is True
