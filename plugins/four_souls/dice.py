"""Dice rolls as stack items: rolling and changing them (FS 5.1, FS 5.2 steps 1–3).

1. the die is rolled, then the roll goes on the stack (``rolled`` event: "when rolled" triggers);
2.–3. while it waits, loot and abilities may modify it (reroll, add, set, flip: FS 5.1.3).

Steps 4–6, the roll resolving, are ``roll_resolution.py``.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel import appliers
from deckwright.kernel.decisions import Option
from deckwright.kernel.events import Event, StackItem
from deckwright.kernel.game import Game

from . import die_size, fixed_rolls, stack
from .facts import Flow


def clamp(value: int) -> int:
    """A roll result stays within 1..6 (FS 5.1.1)."""
    return max(1, min(6, int(value)))


def apply_roll(game: Game, event: Event) -> int:
    """The kernel's die roll, its result and the card whose script rolled it kept in the
    event, so the table can say a roll made off the stack and why (Guppy's Hairball)."""
    result = appliers.apply_roll(game, event)
    event.data["result"] = result
    card = game.scripts.running_card()
    if card is not None:
        event.data["card"] = card
    return result


def push_roll(game: Game, player: str, *, attack: str | None = None,
              outcome: dict[str, Any] | None = None, why: str = "") -> Flow:
    """Roll a die for ``player`` and put the roll on the stack; return the stack item. The
    die is a D6 unless a card swapped the player's next one (die_size.py)."""
    sides = die_size.take(game, player)
    face = die_size.face_shown((yield from game.roll(player, sides, stacked=True)), sides,
                                player)
    result = clamp(face)
    fixed = fixed_rolls.take(game, player, result)  # "the next 4 rolls ..." (Era Walk)
    if fixed is not None:
        result = face = fixed
    data = {"player": player, "result": result, "rolled": result, "attack": attack,
            "outcome": outcome or {}, "version": 0, "checked": -1, "why": why}
    if sides != die_size.D6:  # a D6's roll keeps the fields it always had
        data.update(sides=sides, face=face)
    item = game.new_stack_item("roll", player, _label(data), resolver="roll", data=data)
    game.push(item)
    game.data["rolls_made"] = game.data.get("rolls_made", 0) + 1
    yield from game.perform("rolled", {"player": player, "result": result, "item": item.id,
                                       "attack": bool(attack), **die_size.described(data)})
    return item


def _label(data: dict[str, Any]) -> str:
    """A roll on the stack: "p1's roll: 6 (attack roll)", "p1's D8 roll: 6 (8 counts as 6)"."""
    why = f" ({data['why']})" if data.get("why") else (" (attack roll)" if data["attack"] else "")
    sides = int(data.get("sides", die_size.D6))
    if sides == die_size.D6:
        return f"{data['player']}'s roll: {data['result']}{why}"
    face = data.get("face")
    shown = f" ({face} counts as {data['result']})" if face != data["result"] else ""
    return f"{data['player']}'s {die_size.name(sides)} roll: {data['result']}{shown}{why}"


def roll_item(game: Game, item_id: str) -> StackItem:
    """The roll on the stack with ``item_id``; a clear error if it is not there any more."""
    for item in game.stack:
        if item.id == item_id and item.kind == "roll":
            return item
    raise ValueError(f"{item_id} is not a die roll on the stack")


def _changed(game: Game, item: StackItem, new: int, how: str) -> Flow:
    data = item.data
    old = data["result"]
    data["result"] = clamp(new)
    data["version"] += 1
    if "face" in data:
        data["face"] = data["result"]  # changed: the die's own face no longer stands
    item.label = _label(data)
    yield from game.perform("roll-changed", {"player": data["player"], "item": item.id,
                                             "from": old, "result": data["result"], "how": how})
    return data["result"]


def reroll(game: Game, item_id: str) -> Flow:
    """Roll that die again: the same roll gets a new result (FS 5.1.3, R-033)."""
    item = roll_item(game, item_id)
    sides = int(item.data.get("sides", die_size.D6))  # the same die again
    player = item.data["player"]
    face = die_size.face_shown((yield from game.roll(player, sides, stacked=True)), sides,
                               player)
    result = yield from _changed(game, item, face, "reroll")
    if "face" in item.data:
        item.data["face"] = face
        item.label = _label(item.data)
    return result


def reroll_pick(game: Game, item_id: str, dice: int, chooser: str) -> Flow:
    """Roll that die again as several dice; ``chooser`` picks the one that counts, the others
    are set aside and trigger nothing (FS 5.1.5, R-028). A chooser of "lowest" or "highest"
    takes that die without asking anyone."""
    item = roll_item(game, item_id)
    faces = []
    for _ in range(max(1, int(dice))):
        face = yield from game.roll(item.data["player"], stacked=True)
        faces.append(clamp(face if face is not None else 1))
    if chooser in ("lowest", "highest"):
        return (yield from _changed(game, item, min(faces) if chooser == "lowest" else max(faces),
                                    "reroll"))
    options = [Option(f"die:{n}", f"die {n + 1}: {face}") for n, face in enumerate(faces)]
    picked = yield from stack.choose(game, chooser, "Which die counts?", options,
                                     {"why": "dice"})
    chosen = faces[int(picked[len("die:"):])]
    return (yield from _changed(game, item, chosen, "reroll"))


def add(game: Game, item_id: str, amount: int) -> Flow:
    """Add to (or subtract from) a roll on the stack."""
    item = roll_item(game, item_id)
    return (yield from _changed(game, item, item.data["result"] + int(amount), "add"))


def set_result(game: Game, item_id: str, value: int) -> Flow:
    """Set a roll's result."""
    item = roll_item(game, item_id)
    return (yield from _changed(game, item, int(value), "set"))


def flip(game: Game, item_id: str) -> Flow:
    """Flip a roll: it becomes 7 minus its result (FS 5.1.3)."""
    item = roll_item(game, item_id)
    return (yield from _changed(game, item, 7 - item.data["result"], "flip"))
