"""Where the prompt stops a person (#11): in their action phase and where they could answer the
stack; the other windows are passed for them, and the passes are answers in the log."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.decisions import PRIORITY, Decision
from deckwright.kernel.game import Game
from deckwright.kernel.log import read_log, start_from_header
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": []}


def table(**setup: object) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1,
                                      setup={**TABLE, **setup})


def stops_at(game: Game, decision: Decision, level: str = "normal") -> bool:
    """Whether the decision's seat is asked there at stop ``level`` (the game's relevance)."""
    window = game.rules.priority_window(game, decision.player, game.windows)
    return game.rules.window_matters(game, window, level)


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
    assert not stops_at(game, decision)


def test_one_more_loot_play_stops_a_player_at_a_die_roll() -> None:  # FS 5.2 step 3
    game = table(hands={"p1": [], "p2": ["a-penny"]}, rolls=[2], charged=["lazarus"])
    game.answer("p1", "attack")
    answer_until(game, "p1", "attack:monster.1")
    game.answer("p1", "attack:monster.1")
    assert game.stack and game.stack[-1].kind == "roll"
    decision = answer_until(game, "p2", "activate:lazarus")
    assert [o.id.split(":")[0] for o in decision.options] == ["pass", "activate", "barter"]
    assert stops_at(game, decision)


def test_your_action_phase_with_an_empty_stack_is_always_a_stop() -> None:  # FS 3.2.2
    game = table(hands={"p1": [], "p2": []})
    decision = game.pending[0]
    assert decision.player == "p1" and "attack" in decision.option_ids()
    assert stops_at(game, decision)


def test_an_ability_that_answers_nothing_on_top_is_no_stop_on_another_turn() -> None:  # FS 4.2
    game = table(characters={"p1": "isaac", "p2": "cain"}, hands={"p1": [], "p2": []},
                 rolls=[2])
    game.answer("p1", "attack")
    decision = game.pending[0]
    assert decision.player == "p2" and not game.stack
    assert any(o.id.startswith("activate:sleight-of-hand") for o in decision.options)
    assert not stops_at(game, decision)
    game.answer("p2", "pass")
    game.answer("p1", "attack:monster.1")
    decision = answer_until(game, "p2", "activate:sleight-of-hand")
    # Sleight of Hand orders a deck: it changes nothing of the roll on top (#33 item 3)
    assert game.stack[-1].kind == "roll" and not stops_at(game, decision)
    assert stops_at(game, decision, "every")


def played(tmp_path: Path, name: str, lines: list[str], *flags: str
           ) -> tuple[list[list[object]], int]:
    """The answers of a piped game, each window the kernel passed for a seat (declined: the
    log's "s") written out as that seat's pass; and how many were declined."""
    save = tmp_path / name
    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "11", "--save", str(save), *flags],
                                input="".join(f"{line}\n" for line in lines))
    assert "Traceback" not in result.output, result.output
    rows = [json.loads(r) for r in save.read_text().splitlines()[1:-1]]
    answers: list[list[object]] = []
    declined = 0
    for row in rows:
        for _, seat in row.get("s", []):
            answers.append([seat, "pass"])
            declined += 1
        if "p" in row:
            answers.append([row["p"], row["a"]])
    return answers, declined


def typed(answer: object) -> str:
    return " ".join(answer) if isinstance(answer, list) else str(answer)


def lines_typed(log: Path) -> list[str]:
    """What p1 types at every window for the game of ``log``: its answers, a pass at each
    window declined for p1 where p1 is asked at every window, and twice an answer that ends
    the action phase with something unused (the prompt asks once to confirm it)."""
    recorded = read_log(log)
    game = start_from_header(recorded.head, shared_registry(), str(log))
    declined = {number for number, seat in recorded.skips if seat == "p1"}
    answers = iter(recorded.answers)
    out: list[str] = []
    while not game.over and game.pending:
        decision = game.pending[0]
        if decision.player == "p1" and decision.kind == PRIORITY and game.windows in declined:
            out.append("pass")
            game.answer("p1", "pass")
            continue
        entry = next(answers, None)
        if entry is None:
            break
        _, player, answer, _ = entry
        if player == "p1":
            twice = game.rules.unspent(game, game.pending_for("p1"), answer)
            out += [typed(answer)] * (2 if twice else 1)
        game.answer(player, answer)
    return out


def test_passes_made_for_you_are_the_passes_you_would_type(tmp_path: Path) -> None:
    """The default stops and stopping at every window, with the same choices typed, play one
    game: each window passed for p1 (declined, unasked) is a pass p1 types at every window."""
    usual, declined = played(tmp_path, "usual.jsonl", ["1"] * 60)
    mine = lines_typed(tmp_path / "usual.jsonl")
    everywhere, none = played(tmp_path, "everywhere.jsonl", mine, "--stops", "every")
    assert none == 0 and declined > 10
    # a window declined for p1 may be one where p1 had nothing to do (asked at no level)
    acts = [[p, a] for p, a in usual if [p, a] != ["p1", "pass"]]
    assert [[p, a] for p, a in everywhere if [p, a] != ["p1", "pass"]] == acts
    assert len(mine) > 60  # p1 typed 60 lines; the rest are passes made for p1


def test_stopping_everywhere_asks_at_windows_the_usual_stops_pass() -> None:
    outputs = [CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                        "--seed", "11", *flags], input="1\n" * 30).output
               for flags in (["--stops", "every"], [])]
    everywhere, usual = outputs
    assert "Pass — your start phase goes on" in everywhere
    assert "Pass — your start phase goes on" not in usual


def test_an_ability_stops_its_holder_only_at_what_it_answers() -> None:
    # FS 4.2, 7.2: on another player's turn Yum Heart (it prevents damage) stops p2 at the
    # damage, not at the loot card played before it; Sleight of Hand answers neither (#33)
    game = table(characters={"p1": "isaac", "p2": "cain"}, hands={"p1": ["bomb"], "p2": []},
                 items={"p2": ["yum-heart"]})
    game.answer("p1", answer_until(game, "p1", "play:bomb").option_ids()[1])
    target = game.pending[0]
    game.answer(target.player, next(i for i in target.option_ids() if i.endswith("p2")))
    decision = answer_until(game, "p2", "activate:yum-heart")
    assert game.stack[-1].kind == "loot"
    assert not stops_at(game, decision)
    game.answer("p2", "pass")
    decision = answer_until(game, "p2", "activate:yum-heart")
    assert game.stack[-1].kind == "damage"
    assert stops_at(game, decision)
    window = game.rules.priority_window(game, "p2", game.windows)
    assert window.holds == {"prevent", "ability"}  # Yum Heart; Sleight of Hand


def test_stop_levels_nest_few_within_normal_within_every() -> None:  # #33 item 3
    game = table(characters={"p1": "isaac", "p2": "cain"}, hands={"p1": ["bomb"], "p2": []},
                 items={"p2": ["yum-heart"]})
    game.answer("p1", answer_until(game, "p1", "play:bomb").option_ids()[1])
    target = game.pending[0]
    game.answer(target.player, next(i for i in target.option_ids() if i.endswith("p2")))
    game.answer("p2", "pass")
    decision = answer_until(game, "p2", "activate:yum-heart")
    assert game.stack[-1].kind == "damage" and game.stack[-1].data["target"] == "p2"
    assert [stops_at(game, decision, level) for level in ("few", "normal", "every")] == [
        True, True, True]
    p1 = game.rules.priority_window(game, "p1", game.windows)
    # p1 holds a loot play in their own turn: normal stops them, few does not (not aimed at p1)
    assert [game.rules.window_matters(game, p1, level) for level in ("few", "normal")] == [
        game.rules.window_matters(game, p1, "few"), "loot" in p1.holds]
