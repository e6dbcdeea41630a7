"""Logs written by f037f07, the commit issue #32 measures its speed against, replay on the
present code (issue #32: "logs of f037f07 replay and verify on the new code").

Written with f037f07's own install (``deckwright simulate GAME --bots heuristic --logs``):
Dungeon Raiders, 5 whole games of 5 players; Munchkin, 3 players with ``turn_limit=8`` (seeds
0–3 of 20); Four Souls, 3 players with ``max_turns=4`` (seeds 1, 4 and 6 of 20).

- Dungeon Raiders' card set is unchanged since: each log verifies as it is, every state hash.
- Munchkin's and Four Souls' base sets were edited since (``--- param`` lines, #34, and rulings
  fixes): a replay must be told that the set changed, and then goes as far as the game is the
  same. Each Munchkin log (all 20 did) plays every answer to the recorded end state.
- Four Souls' rules were corrected since f037f07 (FS 7.7.5–7.7.6, the barter of FS 12.1): of
  20 seeds, 4 and 6 meet none of the corrections and reach the recorded end state; the others
  stop at the first answer the corrected rules do not offer, and the replay says where (seed
  1: the bot's attack at answer 58).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel.log import Divergence, SetsChanged, read_log, replay, replay_log
from deckwright.kernel.registry import default_registry

LOGS = Path(__file__).parent.parent / "data" / "logs_f037f07"


@pytest.mark.parametrize("seed", range(5))
def test_a_dungeon_raiders_log_of_f037f07_verifies_at_every_answer(seed: int) -> None:
    log = LOGS / f"dungeon-raiders-{seed}.jsonl"
    game = replay(log, default_registry(), verify=True)
    assert game.over and len(game.answers) > 50


@pytest.mark.parametrize("name", ["munchkin-0", "munchkin-1", "munchkin-2", "munchkin-3",
                                  "four-souls-4", "four-souls-6"])
def test_a_log_of_f037f07_whose_game_met_no_changed_rule_reaches_its_recorded_end(
        name: str) -> None:
    log = read_log(LOGS / f"{name}.jsonl")
    with pytest.raises(SetsChanged, match="card set 'base' changed"):
        replay_log(log, default_registry())  # told, never replayed as if nothing changed
    divergence = Divergence()
    game = replay_log(log, default_registry(), divergence=divergence)
    assert divergence.changed_sets == ["base"] and divergence.stopped_at is None
    assert log.end is not None and game.state_hash() == log.end["hash"]
    assert game.result == log.end["result"]


def test_a_four_souls_log_of_f037f07_stops_where_the_corrected_rules_go_another_way() -> None:
    log = read_log(LOGS / "four-souls-1.jsonl")
    divergence = Divergence()
    game = replay_log(log, default_registry(), divergence=divergence)
    assert divergence.stopped_at == 58
    assert "'attack' is not on offer" in divergence.reason
    assert not game.over
