"""What a Dungeon Raiders card script may define and listen to: its entry points and events.

The one place they are declared: the kernel refuses any other named function when a script
loads, checks each result against its type, and the reference (`deckwright api`) prints them.
"""

from __future__ import annotations

from deckwright.kernel.events import KERNEL_EVENT_DOCS
from deckwright.kernel.ruleset import EntryPoint

FIGHT = ("fight: {room, players, fighters, escaped, cards, values, total, strength, defeated, "
         "lowest, highest, all_equal, targets}")

ENTRY_POINTS: dict[str, EntryPoint] = {
    "counts": EntryPoint(
        "counts(seat: seat, card: string, value: integer) -> integer",
        "What the card a fighter played counts for in this fight (the Golem: a power card "
        "counts 1); the default is its printed value.", "query", ("boss", "monster")),
    "targets": EntryPoint(
        "targets(fight: table) -> list<seat>",
        f"Who is attacked when the room is not beaten; the default is fight.lowest. {FIGHT}.",
        "query", ("boss", "monster")),
    "attack": EntryPoint(
        "attack(fight: table) -> nil",
        "What happens to fight.targets when the room is not beaten (replaces the printed "
        "wounds).", "effect", ("boss", "monster")),
    "defeated": EntryPoint(
        "defeated(fight: table) -> nil",
        "What happens when the fighters' total reaches the strength.", "effect",
        ("boss", "monster")),
}

EVENTS: dict[str, str] = {
    **KERNEL_EVENT_DOCS,
    "flag": "A player is marked: ev.target, ev.name ('knocked_out'), ev.value (the reason).",
    "reveal": "A room is turned face up for all (ev.to = 'all') or shown to a seat with the "
              "Crystal Ball: ev.object, ev.to.",
    "scroll": "In the tactical variant the scroll changes hands: ev.from, ev.to.",
}
