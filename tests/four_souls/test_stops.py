"""Where the prompt stops a person (#11): in their action phase and where they could answer the
stack; the other windows are passed for them, and the passes are answers in the log."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.decisions import PRIORITY, Decision, Option
from deckwright.kernel.game import Game
from deckwright.kernel.log import read_log, start_from_header
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": []}


def table(**setup: object) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1,
                                      setup={**TABLE, **setup})


def answer_until(game: Game, player: str, wanted: str) -> Decision:
    """Pass (or take the first option) until ``player`` is offered ``wanted``."""
    for _ in range(40):
        decision = game.pending[0]
        if decision.player == player and any(o.id.startswith(wanted) for o in decision.options):
            return decision
        ids = decision.option_ids()
        game.answer(decision.player, "pass" if "pass" in ids else ids[0])
    raise AssertionError(f"{player} was never offered {wanted}")


def test_only_one_more_loot_play_is_no_stop_in_the_start_phase() -> None:  # FS 3.1, 4.6.2
    game = table(hands={"p1": [], "p2": ["a-penny"]}, rolls=[2])
    game.answer("p1", "end-turn")
    decision = answer_until(game, "p2", "activate:lazarus")
    assert [o.id.split(":")[0] for o in decision.options] == ["pass", "activate", "barter"]
    assert not game.stack
    assert not game.rules.worth_a_stop(game, decision)


def test_one_more_loot_play_stops_a_player_at_a_die_roll() -> None:  # FS 5.2 step 3
    game = table(hands={"p1": [], "p2": ["a-penny"]}, rolls=[2])
    game.answer("p1", "attack")
    game.answer("p1", "attack:monster.1")
    assert game.stack and game.stack[-1].kind == "roll"
    lazarus = next(o.id for o in game.objects.values() if o.card == "lazarus")
    decision = Decision("p2", PRIORITY, "You have priority",
                        [Option("pass"), Option(f"activate:{lazarus}:1"), Option("barter")])
    assert game.rules.worth_a_stop(game, decision)


def test_your_action_phase_with_an_empty_stack_is_always_a_stop() -> None:  # FS 3.2.2
    game = table(hands={"p1": [], "p2": []})
    decision = game.pending[0]
    assert decision.player == "p1" and "attack" in decision.option_ids()
    assert game.rules.worth_a_stop(game, decision)


def test_an_item_ability_waits_for_the_stack_on_another_players_turn() -> None:  # FS 4.2
    game = table(characters={"p1": "isaac", "p2": "cain"}, hands={"p1": [], "p2": []},
                 rolls=[2])
    game.answer("p1", "attack")
    decision = game.pending[0]
    assert decision.player == "p2" and not game.stack
    assert any(o.id.startswith("activate:sleight-of-hand") for o in decision.options)
    assert not game.rules.worth_a_stop(game, decision)
    game.answer("p2", "pass")
    game.answer("p1", "attack:monster.1")
    decision = answer_until(game, "p2", "activate:sleight-of-hand")
    assert game.stack and game.rules.worth_a_stop(game, decision)


def played(tmp_path: Path, name: str, lines: list[str], *flags: str) -> list[list[object]]:
    save = tmp_path / name
    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "11", "--save", str(save), *flags],
                                input="".join(f"{line}\n" for line in lines))
    assert "Traceback" not in result.output, result.output
    rows = [json.loads(r) for r in save.read_text().splitlines()[1:-1]]
    return [[r["p"], r["a"]] for r in rows]


def typed(answer: object) -> str:
    return " ".join(answer) if isinstance(answer, list) else str(answer)


def lines_typed(log: Path) -> list[str]:
    """p1's answers in ``log`` as typed at the prompt: an answer that ends the action phase
    with something unused is typed twice (the prompt asks once to confirm it)."""
    recorded = read_log(log)
    game = start_from_header(recorded.head, shared_registry(), str(log))
    game.replay_skips(recorded.skips)
    out = []
    for _, player, answer, _ in recorded.answers:
        if player == "p1":
            twice = game.rules.unspent(game, game.pending_for("p1"), answer)
            out += [typed(answer)] * (2 if twice else 1)
        game.answer(player, answer)
    return out


def test_passes_made_for_you_are_the_log_of_typed_passes(tmp_path: Path) -> None:
    """The usual stops and stopping everywhere with the same choices typed give one log."""
    usual = played(tmp_path, "usual.jsonl", ["1"] * 60)
    mine = lines_typed(tmp_path / "usual.jsonl")
    everywhere = played(tmp_path, "everywhere.jsonl", mine, "--stop-everywhere")
    assert everywhere == usual
    assert len(mine) > 60  # p1 typed 60 lines; the rest are passes made for p1


def test_stopping_everywhere_asks_at_windows_the_usual_stops_pass() -> None:
    outputs = [CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                        "--seed", "11", *flags], input="1\n" * 30).output
               for flags in (["--stop-everywhere"], [])]
    everywhere, usual = outputs
    assert "Pass — your start phase goes on" in everywhere
    assert "Pass — your start phase goes on" not in usual


def test_an_item_ability_stops_at_damage_not_at_a_loot_card_on_another_turn() -> None:
    # FS 4.2, 7.2: on another player's turn an item ability answers harm and dice, so the
    # same kinds of window stop its holder whatever the item (Sleight of Hand here)
    game = table(characters={"p1": "isaac", "p2": "cain"}, hands={"p1": ["bomb"], "p2": []})
    game.answer("p1", answer_until(game, "p1", "play:bomb").option_ids()[1])
    target = game.pending[0]
    game.answer(target.player, next(i for i in target.option_ids() if i.endswith("p2")))
    decision = answer_until(game, "p2", "activate:sleight-of-hand")
    assert game.stack[-1].kind == "loot"
    assert not game.rules.worth_a_stop(game, decision)
    game.answer("p2", "pass")
    decision = answer_until(game, "p2", "activate:sleight-of-hand")
    assert game.stack[-1].kind == "damage"
    assert game.rules.worth_a_stop(game, decision)
