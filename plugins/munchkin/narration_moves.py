"""Munchkin's narration of card moves: draws (named to whoever may see them, counted for the
others), cards put into play, sold, given, discarded, lost to Bad Stuff or curses, looted."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

from .narration_words import DECKS, card, owner_of

SILENT = frozenset({"reshuffle", "used", "no-effect", "combat-ends", "let-go", "fight",
                    "unlooted", "joins"})  # another event's line already says it

LOSSES = {"bad-stuff": "to the Bad Stuff", "curse": "to the curse", "death": "as they die",
          "killed": "(killed)", "monster": "to the monster", "bribe": "as a bribe",
          "lose-race": "(race lost)", "lose-class": "(class lost)",
          "lost-class": "(class lost)", "replaced": "(replaced)", "alone": "(nothing to go "
          "with)", "curse-ends": "(the curse ends)"}


def _draw(game: Game, d: dict[str, Any], who: str, viewer: str | None) -> str:
    deck = DECKS.get(str(d.get("draw")), str(d.get("draw")))
    if d.get("card") in (None, "?"):
        return f"{who} draws a {deck} card face down"
    return f"{who} draws {card(game, d.get('card'))} ({deck})"


def _from_hand(game: Game, d: dict[str, Any], who: str, cause: str, to: str) -> str | None:
    what = card(game, d.get("card"))
    taker = owner_of(to)
    if cause == "charity":
        if taker:
            return f"{who} gives {what} to {taker} (charity)"
        return f"{who} discards {what} (charity)"
    if cause == "sold":
        return f"{who} sells {what}"
    if cause == "cost":
        return f"{who} discards {what}"
    if cause == "trouble":
        return f"{who} looks for trouble: fights {what} from hand"
    if cause == "immediate":
        return f"{who} reveals {what}: it acts at once"
    if cause in LOSSES:
        return f"{who} loses {what} {LOSSES[cause]}"
    if cause == "take" and taker:
        return f"{taker} takes {what} from {who}'s hand"
    if to.endswith(".table"):
        return f"{who} puts {what} into play"
    return None


def narrate_move(game: Game, d: dict[str, Any], viewer: str | None) -> str | None:
    """One move in words for ``viewer`` (hidden cards already masked), or None."""
    cause = str(d.get("cause") or "")
    if cause in SILENT:
        return None
    source, to = str(d.get("from") or ""), str(d.get("to") or "")
    who = owner_of(source) or str(d.get("player") or "someone")
    what = card(game, d.get("card"))
    if d.get("draw") and to.endswith(".hand"):
        return _draw(game, d, owner_of(to) or who, viewer)
    if d.get("draw") and to == "spoils":
        return f"Treasure for the winners: {what}"
    if cause == "share":
        return f"{owner_of(to)} takes {what} from the Treasure"
    if cause == "kick" and to.endswith(".hand"):
        return f"{owner_of(to)} takes {what} into hand"
    if cause == "loot":
        return f"{owner_of(to)} loots {what} from the body"
    if cause == "lasting":
        return f"{what} stays on {owner_of(to)}'s table"
    if source.endswith(".hand"):
        return _from_hand(game, d, who, cause, to)
    if cause == "immediate":
        return f"{what} is revealed: it acts at once"
    if source.endswith(".table"):
        taker = owner_of(to)
        if cause in ("take", "trade") and taker and taker != who:
            return f"{taker} takes {what} from {who}'s table ({cause})"
        if cause == "sold":
            return f"{who} sells {what}"
        if cause in LOSSES:
            return f"{who} loses {what} {LOSSES[cause]}"
        if to.endswith("discard"):
            return f"{who} discards {what}"
        return None
    if source.endswith("discard") and to.endswith(".hand"):
        return f"{owner_of(to)} takes {what} from the discards"
    if to.endswith(".table") and source in ("limbo", "door.discard"):
        return f"{owner_of(to)} puts {what} into play"
    return None
