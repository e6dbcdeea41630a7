"""Wizard Duel as text: the table, each event worth a line, and the result."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game


def table(game: Game, viewer: str | None) -> str:
    """One line per wizard and one per stack item; a hand ``viewer`` may not see is a count."""
    lines = [f"turn {game.turn}, {game.active} to act ({game.step})"]
    for seat in game.seats:
        p = game.players[seat]
        hand = game.zones[f"{seat}.hand"]
        shown = ", ".join(hand.cards()) if hand.visible_to(viewer) else f"{len(hand.objects)}"
        play = ", ".join(o.card + ("*" if o.tapped else "")
                         for o in game.zones[f"{seat}.play"].objects)
        lines.append(f"{seat}: hp {p.counters['hp']} coins {p.counters['coins']} "
                     f"hand [{shown}] play [{play}]")
    for item in reversed(game.stack):
        lines.append(f"stack: {item.label}")
    return "\n".join(lines)


def event(kind: str, data: dict[str, Any]) -> str | None:
    """A damage or a knock-out in words; any other event is not worth a line."""
    if kind == "damage":
        return f"{data['target']} takes {data['amount']} damage"
    if kind == "flag" and data.get("name") == "eliminated":
        return f"{data['target']} is out"
    return None


def result(game: Game) -> str:
    """The winners and why the game ended."""
    ended = game.result or {}
    return f"winners: {', '.join(ended.get('winners', [])) or 'none'} ({ended.get('reason')})"
