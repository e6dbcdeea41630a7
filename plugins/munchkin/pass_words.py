"""What passing does in each of Munchkin's open windows, in words, for the pass option (#11)."""

from __future__ import annotations

from deckwright.kernel.game import Game

from . import combat as cb
from .narration_words import ROLL_NOUN, roll_meaning

# an open window's mode (windows.WINDOW_STEPS) -> what happens once everyone has passed
WHEN_ALL_PASS = {
    "combat": "the fight is decided as it stands",
    "curse": "the curse strikes",
    "layout": "the game begins",
    "di": "Divine Intervention goes on",
    "before-roll": "the die is rolled to run away",
    "after-roll": "the roll to run away stands",
    "after-fail": "the monster's Bad Stuff follows",
    "after-escape": "the escape stands",
}


def pass_label(game: Game, player: str) -> str:
    """Pass, and what it does: in your own turn's free windows, the next step of the turn
    (MK 3.2-3.9); in a fight, a curse or a run, what follows when everyone has passed."""
    windows = game.data.get("windows") or []
    mode = windows[-1]["mode"] if windows else ""
    roll = game.data.get("roll")
    if mode == "after-roll" and roll:
        # the die is shown while it may still be changed (Loaded Die), with what it means
        reading, verdict = roll_meaning(game, roll, roll.get("value"))
        noun = ROLL_NOUN.get(str(roll.get("why")), "roll")
        return f"Pass — the {noun} of {reading} stands{verdict}"
    if mode == "combat":
        wins = cb.winning_kill(game) if (cb.current(game) or {}).get("winning") else None
        if wins:
            # the game's last window: say it before the pass that ends the game (MK 5.7)
            return (f"Pass — when all pass, {wins} wins the fight, reaches level 10 and wins "
                    "the game")
    if mode in WHEN_ALL_PASS:
        return f"Pass — when all pass, {WHEN_ALL_PASS[mode]}"
    step = (game.data.get("turn") or {}).get("step")
    if player != game.active:
        return f"Pass — {game.active}'s turn goes on"
    if step == "prepare":
        return "Pass — kick open the door"
    if step == "after":
        return "Pass — on to charity, the end of your turn"
    return "Pass — your turn goes on"
