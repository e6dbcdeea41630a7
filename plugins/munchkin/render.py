"""Munchkin as text for the terminal: you, everyone's level and visible cards, the combat."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import character as ch
from . import combat as cb
from . import items as it
from .cards import (
    COMBAT,
    DOOR_DECK,
    DOOR_DISCARD,
    TREASURE_DECK,
    TREASURE_DISCARD,
    ctype,
    hand,
)
from .narration import tie_words
from .narration_words import plural

if TYPE_CHECKING:
    from deckwright.kernel.game import Game


def _name(game: Game, card: str) -> str:
    return game.card(card).name


def character_line(game: Game, seat: str) -> str:
    """Level, race, class, sex and state of one character."""
    races = "/".join(_name(game, r) for r in ch.races(game, seat)) or "Human"
    if ch.half_human(game, seat):
        races += "/Human"
    classes = "/".join(_name(game, c) for c in ch.classes(game, seat)) or "no class"
    state = " DEAD" if ch.is_dead(game, seat) else ""
    return (f"{seat}: level {ch.level(game, seat)}, {races}, {classes}, "
            f"{ch.sex(game, seat)}{state}")


def table_line(game: Game, seat: str) -> str:
    """Worn and carried cards of one character."""
    parts = []
    for obj in it.table_objects(game, seat):
        kind = ctype(game, obj.card)
        if kind in ("race", "class") or obj.flags.get(it.CHEAT_OF):
            continue  # a Cheat! is told as the [Cheat!] of its item
        text = _name(game, obj.card)
        if kind == "item":
            bonus = it.item_bonus(game, seat, obj)
            text += f" +{bonus}" if bonus >= 0 else f" {bonus}"
            if obj.tapped:
                text += " (carried)"
            if it.hired(game, obj):
                text += " [Hireling]"
            if it.cheated(game, obj):
                text += " [Cheat!]"
        parts.append(text)
    return ", ".join(parts) or "nothing in play"


def render(game: Game, viewer: str | None) -> str:
    """The whole table as ``viewer`` may see it."""
    lines = [f"Turn {game.turn}: {game.active} ({game.step or 'start'})"]
    for seat in game.seats:
        marker = "*" if seat == game.active else " "
        lines.append(f"{marker} {character_line(game, seat)}")
        lines.append(f"    in play: {table_line(game, seat)}")
        cards = game.zones[hand(seat)].objects
        if viewer == seat or viewer is None:
            shown = ", ".join(_name(game, o.card) for o in cards) or "empty"
            lines.append(f"    hand: {shown}")
        else:
            lines.append(f"    hand: {plural(len(cards), 'card')}")
    c = cb.current(game)
    if c is not None:
        lines.append(combat_text(game))
    lines.append(f"Door deck {len(game.zones[DOOR_DECK].objects)}, discard "
                 f"{len(game.zones[DOOR_DISCARD].objects)}; Treasure deck "
                 f"{len(game.zones[TREASURE_DECK].objects)}, discard "
                 f"{len(game.zones[TREASURE_DISCARD].objects)}")
    if viewer in game.players:
        lines.append(f"You ({viewer}): combat strength {cb.player_strength(game, viewer)}")
    return "\n".join(lines)


def combat_text(game: Game) -> str:
    """Both sides' totals and what was played; once the kill or the run has decided the fight,
    the totals it was decided at (a level gained for the kill counts for no fight)."""
    c = cb.current(game)
    if c is None:
        return ""
    cb.refresh(game)
    side = c["fighter"] + (f" + {c['helper']} (for {plural(c['bribe'], 'Treasure')})"
                           if c["helper"] else "")
    monsters = ", ".join(
        f"{game.card(cb.monster_card(game, e)).name}{' (mate)' if e.get('copy_of') else ''} "
        f"{cb.monster_strength(game, e)}" for e in cb.entries(game))
    ended = decided(game)
    if ended is not None:
        kind, facts = ended
        if kind == "kill":
            tie = f" ({tie_words(game, facts)})" if tie_words(game, facts) else ""
            names = ", ".join(game.card_name(str(x)) for x in facts.get("cards") or [])
            lines = [f"COMBAT: {side} = {facts.get('players')}  against  {names} = "
                     f"{facts.get('monsters_strength')}  -> won{tie}"]
        else:
            lines = [f"COMBAT: {side} = {facts.get('players')}  against  {monsters} = "
                     f"{facts.get('monsters')}  -> lost: running away"]
    else:
        lines = [f"COMBAT: {side} = {c['players_strength']}  against  {monsters} = "
                 f"{c['monsters_strength']}  -> {'winning' if c['winning'] else 'losing'}"]
        if c["winning"] and not c["lost"]:
            wins = cb.winning_kill(game)
            if wins:
                lines.append(f"  !! if this stands, {wins} reaches level 10 and wins the game")
    for mod in c["mods"]:
        who = mod["target"]
        if who in game.objects:
            who = game.card(game.obj(who).card).name
        card = game.card(mod["card"]).name if mod.get("card") else "ability"
        lines.append(f"  {mod.get('by')}: {card} {mod['amount']:+d} on {who}")
    played = [o for o in game.zones[COMBAT].objects if ctype(game, o.card) != "monster"]
    if played:
        lines.append("  in the fight: " + ", ".join(_name(game, o.card) for o in played))
    return "\n".join(lines)


def decided(game: Game) -> tuple[str, dict[str, Any]] | None:
    """The kill or the run that decided the fight on the table, with its facts, or None while
    it is open. Read from the history, which is kept for the people this screen is for."""
    for _, kind, facts in reversed(game.history):
        if kind == "combat":
            return None
        if kind in ("kill", "run"):
            return kind, facts
    return None


def result(game: Game) -> str:
    """The end of the game."""
    res = game.result or {}
    winners = res.get("winners") or []
    levels = ", ".join(f"{s} {ch.level(game, s)}" for s in game.seats)
    if winners:
        return f"{' and '.join(winners)} won ({res.get('reason')}); levels: {levels}"
    return f"No winner ({res.get('reason')}); levels: {levels}"


def brief(game: Game, viewer: str | None) -> str:
    """Between two decisions of one turn: the viewer's character, table and hand, and the
    fight if there is one (the whole table is shown once a turn)."""
    lines = []
    if viewer in game.players:
        lines.append(f"You: {character_line(game, viewer)}")
        lines.append(f"    in play: {table_line(game, viewer)}")
        cards = game.zones[hand(viewer)].objects
        lines.append(f"    hand: {', '.join(_name(game, o.card) for o in cards) or 'empty'}")
    if cb.current(game) is not None:
        lines.append(combat_text(game))
    return "\n".join(lines)
