"""Dice other than the D6 (issue #35): "the next time that player would roll a die, they roll
a D8 instead" (Conjoined D6).

The rules know only the D6 (FS 5.1.1). A card may swap a player's next die for another
(``ctx:next_die``); the swap waits in ``game.data["next_die"]`` (made only when a card asks)
until that player's next roll goes on the stack, which then rolls the other die. Its result is
clamped to 1..6 like any roll (FS 5.1.1), so a D8's 7 and 8 count as 6, as the card says; the
roll, its narration and its events name the die and the face it showed. A reroll of that roll
rolls the same die again (FS 5.1.3: the same roll).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.errors import ScenarioError
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

D6 = 6
KEY = "next_die"
LARGEST = 8  # the largest die a card may name (the D8); the game's die_sides: scenarios force it


def take(game: Game, player: str) -> int:
    """The sides of the die ``player`` rolls now, using up a waiting swap (6: a D6)."""
    waiting = game.data.get(KEY)
    if not waiting or player not in waiting:
        return D6
    sides = int(waiting.pop(player))
    if not waiting:
        del game.data[KEY]
    return sides


def name(sides: int) -> str:
    """A die's name: 'D8'."""
    return f"D{int(sides)}"


def face_shown(face: int | None, sides: int, player: str) -> int:
    """The face a die showed; a forced result the die cannot show is a scenario's mistake."""
    if face is None:
        return 1
    if not 1 <= int(face) <= sides:
        raise ScenarioError(f"{player} rolls a {name(sides)}: it cannot show {face} (the "
                            f"scenario's rolls)")
    return int(face)


def described(data: dict[str, Any]) -> dict[str, Any]:
    """The fields an event about a roll adds for a die other than the D6: ``die`` ('D8') and
    ``face`` (what it showed before FS 5.1.1 made it 1..6); none for a D6."""
    sides = int(data.get("sides", D6))
    if sides == D6:
        return {}
    return {"die": name(sides), "face": data.get("face")}


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("next_die(player: seat, sides: positive) -> boolean",
                   "The next time that player would roll a die, they roll a die of that many "
                   "sides instead (Conjoined D6: 8). Its result still counts as 1 to 6 (FS "
                   "5.1.1: a D8's 7 and 8 count as 6); the screen names the die. A newer swap "
                   "for the same player replaces an unused one.")
def next_die(game: Game, source: Any, controller: Any, seat: str, sides: int) -> Flow:
    sides = int(sides)
    if not 2 <= sides <= LARGEST:
        raise ValueError(f"a die has 2 to {LARGEST} sides, not {sides}")
    game.data.setdefault(KEY, {})[str(seat)] = sides
    game.narrate(f"{seat}'s next roll is a {name(sides)}")
    return True
    yield
