"""One relevance for people and bots (#32 Done-when 3, #33 Done-when 2): in the seeded Four
Souls game of #33's first reproduction, with the same choices, a person at the default stop
level is asked exactly where the game's relevance says something they hold matters (where
the kernel would ask a bot in their seat), the bot's own declines lie within those windows,
and no prompt offers only a barter or an ability that changes nothing of what is on top."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.cli.prompt import Prompt
from deckwright.kernel.agents import LazyView, ask_agent, bind_relevance, make_agent
from deckwright.kernel.decisions import PRIORITY, Decision, Window
from deckwright.kernel.game import Game
from deckwright.kernel.log import read_log, start_from_header
from deckwright.plugins.four_souls import loot
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry
from tests.four_souls.test_table_menus import SEED_77

LEVELS = ("few", "normal", "every")
# what an ability's hint answers on top of the stack (FS 5.2, 7.2, 7.4); "one more loot play"
# answers what a loot card in hand could, with that card playable (two steps of one answer)
ANSWERS = {"roll": ("roll",), "prevent": ("damage", "death"),
           "loot": ("roll", "damage", "death", "loot", "ability", "trigger", "event")}


@dataclass
class Window77:
    """One of p1's priority windows in the game: what was cheap to know, the options, the
    answer p1 gave (a pass where p1 was not asked), whether a prompt there is bare, and, as
    it was then, where the game's relevance stops a seat, and whether a person at the
    default stops and a bot in p1's seat would be asked."""

    window: Window
    options: list[str]
    answer: object
    bare: bool
    matters: dict[str, bool]
    person: bool
    bot: bool


def windows_of_seed_77(tmp_path: Path) -> tuple[Game, list[Window77]]:
    """Play the reproduction at the default stops, then replay its log asking p1 at every
    window: p1's answers where asked, a pass where the kernel had passed for p1."""
    save = tmp_path / "g77.jsonl"
    CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1", "--seed",
                             "77", "--save", str(save)], input="\n".join([*SEED_77, "quit"]))
    recorded = read_log(save)
    game = start_from_header(recorded.head, shared_registry(), str(save))
    declined = {number for number, seat in recorded.skips if seat == "p1"}
    answers = iter(recorded.answers)
    seen: list[Window77] = []
    person = Prompt(game, None, None, None, humans=["p1"])  # the default stop level
    game.declare_relevance("p1", None)  # asked everywhere here: the log says where it passed
    bot = HeuristicBot("p1", game)
    while not game.over and game.pending:
        decision = game.pending[0]
        if decision.player == "p1" and decision.kind == PRIORITY:
            window = game.rules.priority_window(game, "p1", game.windows)
            if game.windows in declined:
                answer: object = "pass"
            else:
                entry = next(answers, None)
                if entry is None:
                    break
                answer = entry[2]
            seen.append(Window77(
                window, decision.option_ids(), answer, bare(game, decision),
                {level: game.rules.window_matters(game, window, level) for level in LEVELS},
                person.wants_to_act(window), bot.wants_to_act(window)))
        else:
            entry = next(answers, None)
            if entry is None:
                break
            answer = entry[2]
        game.answer(decision.player, answer)
    return game, seen


def bare(game: Game, decision: Decision) -> bool:
    """Whether every option but pass is a barter or an ability that changes nothing here: on
    a stack, one whose hint does not answer the top; outside your action phase, any."""
    top = game.stack[-1].kind if game.stack else None
    own_phase = decision.player == game.active and game.data["turn"]["phase"] == "action"
    for option in decision.option_ids():
        if option in ("pass", "barter"):
            continue
        if not option.startswith("activate:"):
            return False
        _, object_id, index = option.split(":")
        script = game.scripts.script(game.objects[object_id].card)
        ability = next(a for a in script.activated if str(a.index) == index)
        hint = str(ability.facts.get("hint"))
        answers = ANSWERS.get(hint, ())
        if hint == "loot" and not any(loot.playable(game, o, decision.player)
                                      for o in game.zones[f"{decision.player}.hand"].objects):
            answers = ()
        if (top is None and own_phase) or (top is not None and top in answers):
            return False
    return True


def test_at_the_default_stops_no_prompt_offers_only_a_barter_or_a_useless_ability(
        tmp_path: Path) -> None:  # #33 item 3
    game, seen = windows_of_seed_77(tmp_path)
    asked = {level: [w for w in seen if w.matters[level]] for level in LEVELS}
    assert [sum(w.bare for w in asked[level]) for level in ("few", "normal")] == [0, 0]
    assert sum(w.bare for w in asked["every"]) > 0  # the stops are what keeps them out
    assert len(asked["few"]) < len(asked["normal"]) < len(asked["every"])
    # the same choices: where the default stops do not ask p1, p1 passed
    assert all(w.answer == "pass" for w in seen if w not in asked["normal"])


def test_a_person_is_asked_where_the_kernel_would_ask_a_bot_and_only_there(
        tmp_path: Path) -> None:  # #32 Done-when 3
    _, seen = windows_of_seed_77(tmp_path)
    for w in seen:
        assert w.person == w.matters["normal"]
        # a bot declines more where its own play would pass, never less
        assert not w.bot or w.matters["normal"]
    assert any(not w.matters["normal"] for w in seen)


@pytest.mark.parametrize("seed", [41, 53, 9])
def test_no_bare_prompt_in_whole_games_at_the_default_stops(seed: int) -> None:  # #33 item 3
    # the play tests' seeds: p1 is a person at the default stops (its choices made by the
    # heuristic bot), p2 a bot; no prompt offers p1 only a barter or a useless ability
    registry = shared_registry()
    game = registry.new_game("four-souls", players=2, seed=seed, options={"max_turns": 30})
    factories = registry.agent_factories("four-souls")
    bots = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    bind_relevance(game, {"p2": bots["p2"]})
    person = Prompt(game, None, None, None, humans=["p1"])
    prompts, bares = 0, []
    while not game.over and game.pending:
        decision = game.pending[0]
        if decision.player == "p1" and decision.kind == PRIORITY:
            passed = person.auto_answer(decision)
            if passed is not None:
                game.answer("p1", passed)
                continue
            prompts += 1
            if bare(game, decision):
                bares.append(decision.option_ids())
        game.answer(decision.player, ask_agent(bots[decision.player], decision,
                                               LazyView(game, decision.player)))
    assert prompts > 40 and bares == []
