"""Dice rolls as stack items: the whole procedure of FS 5.2.

1. the die is rolled, then the roll goes on the stack (``rolled`` event: "when rolled" triggers);
2.–3. while it waits, loot and abilities may modify it (reroll, add, set, flip: FS 5.1.3);
4. when it tries to resolve, "would roll" abilities trigger (``would-roll``); if any did, it goes
   back on the stack and the modify window reopens (FS 5.2 step 4);
5. static modifiers ("+1 to your attack rolls") give the final result, clamped to 1..6
   (FS 5.1.1), which is locked;
6. the outcome (combat damage, or the "Roll-" result ability) goes on the stack first and the
   ``roll-result`` triggers ("each time a player rolls a 4") above it, so they resolve first
   (FS 5.2 step 6, R-046).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import StackItem
from deckwright.kernel.game import Game

from . import next_roll
from .roll_history import previous_result
from .state import Flow, temp_bonus, turn


def clamp(value: int) -> int:
    """A roll result stays within 1..6 (FS 5.1.1)."""
    return max(1, min(6, int(value)))


def push_roll(game: Game, player: str, *, attack: str | None = None,
              outcome: dict[str, Any] | None = None, why: str = "") -> Flow:
    """Roll a die for ``player`` and put the roll on the stack; return the stack item."""
    result = yield from game.roll(player)
    result = clamp(result if result is not None else 1)
    what = f" ({why})" if why else (" (attack roll)" if attack else "")
    item = game.new_stack_item(
        "roll", player, f"{player}'s roll: {result}{what}", resolver="roll",
        data={"player": player, "result": result, "rolled": result, "attack": attack,
              "outcome": outcome or {}, "version": 0, "checked": -1, "why": why},
    )
    game.push(item)
    game.data["rolls_made"] = game.data.get("rolls_made", 0) + 1
    yield from game.perform("rolled", {"player": player, "result": result, "item": item.id,
                                       "attack": bool(attack)})
    return item


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
    why = f" ({data['why']})" if data.get("why") else (" (attack roll)" if data["attack"] else "")
    item.label = f"{data['player']}'s roll: {data['result']}{why}"
    yield from game.perform("roll-changed", {"player": data["player"], "item": item.id,
                                             "from": old, "result": data["result"], "how": how})
    return data["result"]


def reroll(game: Game, item_id: str) -> Flow:
    """Roll that die again: the same roll gets a new result (FS 5.1.3, R-033)."""
    item = roll_item(game, item_id)
    result = yield from game.roll(item.data["player"])
    return (yield from _changed(game, item, result if result is not None else 1, "reroll"))


def reroll_pick(game: Game, item_id: str, dice: int, chooser: str) -> Flow:
    """Roll that die again as several dice; ``chooser`` picks the one that counts, the others
    are set aside and trigger nothing (FS 5.1.5, R-028)."""
    from deckwright.kernel.decisions import Option

    from . import stack

    item = roll_item(game, item_id)
    faces = []
    for _ in range(max(1, int(dice))):
        face = yield from game.roll(item.data["player"])
        faces.append(clamp(face if face is not None else 1))
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


def resolve(game: Game, item: StackItem) -> Flow:
    """Steps 4 to 6 of FS 5.2 for a roll that tries to resolve."""
    data = item.data
    player = data["player"]
    if data["checked"] != data["version"]:
        data["checked"] = data["version"]
        waiting = len(game.waiting)
        yield from game.perform("would-roll", {"player": player, "result": data["result"],
                                               "item": item.id, "attack": bool(data["attack"])})
        if len(game.waiting) > waiting:
            game.push(item)  # back to the modify window (FS 5.2 step 4)
            return
    attack = data.get("attack")
    first = False
    if attack:
        done = turn(game)["first_roll"]
        first = player not in done
        if first:
            done.append(player)
    # the player's first die roll this turn, of any kind (Cancer)
    rolled = turn(game).setdefault("first_die", [])
    first_die = player not in rolled
    if first_die:
        rolled.append(player)
    subject = {"player": player, "attack": bool(attack), "first": first,
               "first_die": first_die, "result": data["result"]}
    bonus = game.scripts.modified("roll", subject, 0)
    bonus = int(bonus) if isinstance(bonus, (int, float)) else 0
    if attack:
        bonus += next_roll.use(game, player)  # "your next attack roll has -1"
    final = clamp(data["result"] + bonus + temp_bonus(game, "roll", player))
    data["final"] = final
    game.data["last_roll"] = {"player": player, "result": final, "rolled": data["result"],
                              "attack": bool(attack)}
    if attack:
        from . import attack as attacks

        yield from attacks.roll_outcome(game, item, final, first)
    elif data.get("outcome"):
        outcome = data["outcome"]
        label = outcome.get("label") or "result"
        game.push(game.new_stack_item(
            "roll-outcome", player, f"{player} rolled {final}: {label}",
            source=outcome.get("source"), resolver="roll-outcome",
            data={**outcome, "result": final, "player": player},
        ))
    previous = previous_result(game, player, final)
    yield from game.perform("roll-result", {"player": player, "result": final, "item": item.id,
                                            "attack": bool(attack), "first": first,
                                            "previous": previous, "rolled": data["result"],
                                            "target": (game.data.get("attack") or {}).get(
                                                "target") if attack else None})


def resolve_outcome(game: Game, item: StackItem) -> Flow:
    """The result-checking part of a "Roll-" ability, or a rolled reward (FS 5.1.4, 1.16.4)."""
    from . import rewards

    data = item.data
    result = data["result"]
    player = data["player"]
    if data.get("kind") == "reward":
        yield from rewards.rolled_reward(game, player, data["what"], result,
                                         double=bool(data.get("double")))
        return
    card = data.get("card")
    entry = data.get("entry")
    if card and entry:
        yield from game.scripts.run_entry(card, entry, source=data.get("source"),
                                          controller=data.get("controller") or player,
                                          args=(result, data.get("extra")))
