"""Widow (The Summer of Isaac, #35): at the start of each turn a spider counter goes on a
character drawn at random, then the active player rolls once per spider counter on their
character, taking 1 damage on each 1-3 (card text). Which character is drawn depends on the
game's generator, so this test reads the outcome rather than pinning it."""

from __future__ import annotations

from deckwright.kernel.registry import default_registry


def test_a_spider_is_added_and_the_active_player_rolls_once_per_spider_on_theirs() -> None:
    game = default_registry().new_game("four-souls", players=2, seed=1,
                                       sets=["summer-of-isaac"], setup={
        "rooms": "none", "bonus": [], "start": "action", "first": "p2",
        "characters": {"p1": "isaac", "p2": "lazarus"},
        "monsters": {"monster.1": "widow-summer", "monster.2": "monstro"},
        "counters_on": {"isaac": {"spider": 1}}, "hands": {"p1": [], "p2": []}})
    game.rng.forced_rolls = [2, 5]  # the first roll bites, a second would not
    game.answer("p2", "end-turn")
    while game.turn == 2 and not game.over and game.step != "loot":
        decision = game.pending[0]
        if any(o.id == "pass" for o in decision.options):
            game.answer(decision.player, "pass")
        else:
            break
    isaac, lazarus = (game.zones[f"{s}.character"].objects[0] for s in ("p1", "p2"))
    spiders = isaac.counters.get("spider", 0) + lazarus.counters.get("spider", 0)
    assert spiders == 2
    assert game.players["p1"].counters["damage"] == 1
    assert len(game.rng.forced_rolls) == 2 - isaac.counters["spider"]
