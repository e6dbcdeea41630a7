"""Monsters and bosses (DR A7, A10): the fight, and the Lua entry points a boss may define.

A monster room with no script attacks the lowest card with its printed wounds. A boss's
script may define these entry points (each receives ``fight``, a table described in the
README):

- ``counts(ctx, seat, card, value)`` (query): what a played card counts here (Golem);
- ``targets(ctx, fight)`` (query): who is attacked, default ``fight.lowest`` (Mummy);
- ``attack(ctx, fight)`` (effect): what happens to ``fight.targets`` when it is not beaten;
- ``defeated(ctx, fight)`` (effect): what happens when it is beaten.

The item a player may play to run away (``stats.escape``) and whether it can be beaten at all
(no ``stats.strength``) are printed facts in ``set.yaml``.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .cards import escape_item, printed_value, stat, strength, the_name
from .effects import note, wound

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def fight(game: Game, room_card: str, final: dict[str, str]) -> Flow:
    """Sum the cards against the strength; if short (or unbeatable), the targets are attacked."""
    scripts = game.scripts
    escape = escape_item(game, room_card)
    escaped = [s for s, c in final.items() if escape is not None and c == escape]
    fighters = [s for s in final if s not in escaped]
    values = {s: printed_value(game, final[s]) for s in fighters}
    if scripts.has_entry(room_card, "counts"):
        for seat in fighters:
            counted = scripts.query_entry(room_card, "counts", seat, final[seat], values[seat])
            values[seat] = int(counted)
    need = strength(game, room_card)
    total = sum(values.values())
    defeated = need is not None and total >= need
    ordered = sorted(set(values.values()))
    state: dict[str, Any] = {
        "room": room_card,
        "players": len(game.seats),
        "fighters": fighters,
        "escaped": escaped,
        "cards": dict(final),
        "values": values,
        "total": total,
        "strength": need,
        "defeated": defeated,
        "lowest": [s for s in fighters if values[s] == ordered[0]] if ordered else [],
        "highest": [s for s in fighters if values[s] == ordered[-1]] if ordered else [],
        "all_equal": len(ordered) <= 1,
        "targets": [],
    }
    name = the_name(game, room_card)
    for seat in escaped:
        note(game, f"{seat} runs away from {name}")
    if need is None:
        note(game, f"{name[0].upper() + name[1:]} cannot be defeated")
    else:
        verdict = "defeated" if defeated else "not defeated"
        note(game, f"total {total} against strength {need}: {name} is {verdict}")
    if defeated:
        if scripts.has_entry(room_card, "defeated"):
            yield from scripts.run_entry(room_card, "defeated", args=(state,))
        return
    targets = state["lowest"]
    if scripts.has_entry(room_card, "targets"):
        targets = _seats(scripts.query_entry(room_card, "targets", state))
    state["targets"] = targets
    if scripts.has_entry(room_card, "attack"):
        yield from scripts.run_entry(room_card, "attack", args=(state,))
        return
    for seat in targets:
        yield from wound(game, seat, int(stat(game, room_card, "wounds", 0)))


def _seats(value: Any) -> list[str]:
    """A list of seats from what a script returned (a Lua sequence arrives as list or dict)."""
    if value is None:
        return []
    if isinstance(value, dict):
        return [str(value[k]) for k in sorted(value)]
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]
