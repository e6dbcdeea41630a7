"""A die roll resolving (FS 5.2 steps 4–6): "would roll" triggers, the final result, its outcome.

4. when a roll tries to resolve, "would roll" abilities trigger (``would-roll``); if any did, it
   goes back on the stack and the modify window reopens (FS 5.2 step 4);
5. static modifiers ("+1 to your attack rolls") give the final result, clamped to 1..6
   (FS 5.1.1), which is locked;
6. the outcome (combat damage, or the "Roll-" result ability) goes on the stack first and the
   ``roll-result`` triggers ("each time a player rolls a 4") above it, so they resolve first
   (FS 5.2 step 6, R-046).

Steps 1–3, rolling and changing the roll, are ``dice.py``.
"""

from __future__ import annotations

from deckwright.kernel.events import StackItem
from deckwright.kernel.game import Game

from . import attack as attacks
from . import die_size, next_roll, rewards
from .dice import clamp
from .facts import Flow, temp_bonus, turn
from .roll_history import previous_result


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
                                                "target") if attack else None,
                                            **die_size.described(data)})


def resolve_outcome(game: Game, item: StackItem) -> Flow:
    """The result-checking part of a "Roll-" ability, or a rolled reward (FS 5.1.4, 1.16.4)."""
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
