"""What a live game holds stays small (issue #13: at most 1 MB a game): the history only for
people, one tuple per distinct answer, and no remembered answers of objects that left."""

from __future__ import annotations

from deckwright.kernel.game import HISTORY_KEPT
from deckwright.kernel.registry import default_registry
from deckwright.tools.simulation.bench import play_game
from deckwright.tools.simulation.onegame import SIMULATED_HISTORY
from tests.conftest import bots_play_out, shared_registry

REGISTRY = default_registry()


def test_a_simulated_game_keeps_no_history() -> None:
    game, decisions = play_game(REGISTRY, "dungeon-raiders", 4, "random", 3)
    assert decisions > 20
    assert SIMULATED_HISTORY == 0
    assert len(game.history) == 0


def test_a_game_people_follow_keeps_its_history() -> None:
    game = REGISTRY.new_game("dungeon-raiders", players=4, seed=3)
    assert game.history.maxlen == HISTORY_KEPT
    first = game.pending[0]
    game.answer(first.player, first.options[0].id)
    assert any(kind == "answer" for _, kind, _ in game.history)


def test_equal_answers_share_one_pair() -> None:
    game, _ = play_game(REGISTRY, "four-souls", 4, "heuristic", 2)
    assert len(game.answers) > 200
    plain = [pair for pair in game.answers if not isinstance(pair[1], list)]
    assert len({id(pair) for pair in plain}) == len(set(plain))  # one tuple per distinct answer
    assert all(isinstance(p, tuple) and len(p) == 2 for p in game.answers)


def test_the_memo_forgets_objects_that_left_the_game() -> None:
    for name in ("four-souls", "munchkin"):
        # played here, not by play_to_end, whose finished game is released of its memo
        game = bots_play_out(shared_registry().new_game(
            name, players=4, seed=1, history_kept=SIMULATED_HISTORY), relevance=True)
        memo = game.scripts.memo
        assert memo.entries, name
        sources = {key[3] for key in memo.entries}
        gone = {s for s in sources if isinstance(s, str) and "#" in s and s not in game.objects}
        assert not gone, (name, sorted(gone)[:5])
        assert set(memo.by_source) >= sources
