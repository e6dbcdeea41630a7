"""The small words of Munchkin's narration: seats, cards and counts as a player reads them."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

DECKS = {"door": "Door", "treasure": "Treasure"}


def seat(subject: Any) -> str:
    """A seat as it is printed (p2); a missing one as 'someone'."""
    return str(subject) if subject else "someone"


def card(game: Game, ident: Any) -> str:
    """A card or object by its printed name; a hidden one as 'a face-down card'."""
    if not isinstance(ident, str) or ident in ("?", ""):
        return "a face-down card"
    return game.card_name(ident)


def name(game: Game, subject: Any) -> str:
    """A seat or a card, whichever ``subject`` is."""
    if isinstance(subject, str) and subject in game.players:
        return subject
    return card(game, subject)


def plural(n: Any, word: str) -> str:
    """'1 level', '2 levels'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def owner_of(zone: Any) -> str | None:
    """The seat of a seat's zone ('p2.hand' -> 'p2'), or None for a shared zone."""
    text = str(zone or "")
    head, _, tail = text.partition(".")
    return head if tail in ("hand", "table") else None


# what a roll is for, after "rolls 3 ..." and after "the ... roll of 3"
ROLL_WHY = {"theft": "to steal", "bad-stuff": "for the Bad Stuff", "card": "",
            "order": "for the looting order"}
ROLL_NOUN = {"run": "run-away roll", "theft": "theft roll", "bad-stuff": "Bad Stuff roll",
             "order": "roll for the looting order"}


def roll_reading(die: Any, extra: Any) -> str:
    """A die and what is added to it: '3', '4 + 1 = 5', '5 - 1 = 4'."""
    extra = int(extra or 0)
    if not extra:
        return str(die)
    return f"{die} {'+' if extra > 0 else '-'} {abs(extra)} = {int(die) + extra}"


def roll_verdict(why: Any, total: int, needed: Any) -> str:
    """' (needs 5): caught' for a roll that must reach a number, else ''."""
    if needed is None:
        return ""
    made = total >= int(needed)
    if why == "run":
        word = "escapes" if made else "caught"
    else:
        word = "succeeds" if made else "fails"
    return f" (needs {needed}): {word}"


def roll_meaning(game: Game, facts: dict[str, Any], die: Any) -> tuple[str, str]:
    """The reading of a roll and its verdict, from the facts that go with it (its modifier, a
    run's bonus, the number needed)."""
    extra = int(facts.get("modifier") or 0) + int(facts.get("bonus") or 0)
    total = int(die or 0) + extra
    return roll_reading(die, extra), roll_verdict(facts.get("why"), total, facts.get("needed"))


def roll_purpose(game: Game, facts: dict[str, Any]) -> str:
    """What a roll is for, in words: 'to run from Bigfoot', 'to steal', ''."""
    why = str(facts.get("why"))
    if why == "run":
        return f"to run from {card(game, facts.get('card'))}" if facts.get("card") else \
            "to run away"
    return ROLL_WHY.get(why, f"({why})")
