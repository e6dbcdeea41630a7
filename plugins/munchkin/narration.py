"""What happened at a Munchkin table, in words: one line for each event a player wants to hear
about (doors kicked, fights and their strengths, help, kills, run-away and theft dice with
their values, Bad Stuff, curses, levels, deaths, charity, items). The kernel shows these lines
between decisions and in ``log``; hidden cards reach this module already masked as ``?``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckwright.kernel.game import Game

from .narration_moves import narrate_move
from .narration_words import card, name, plural, roll_meaning, roll_purpose, seat

Line = Callable[[Game, dict[str, Any]], "str | None"]

# "win": a level a card gives that may be the winning one (Divine Intervention), no kill
LEVEL_WHY = {"kill": " for the kill", "sold": " for selling items", "win": "",
             "set": "", "card": ""}


def _kick(game: Game, d: dict[str, Any]) -> str:
    kind = game.card(str(d.get("card"))).type if d.get("card") not in (None, "?") else ""
    what = {"monster": " (monster)", "curse": " (curse)"}.get(kind, "")
    return f"{seat(d.get('player'))} kicks open the door: {card(game, d.get('card'))}{what}"


def _combat(game: Game, d: dict[str, Any]) -> str:
    level = game.card(str(d.get("card"))).stats.get("level") if d.get("card") else None
    at = f" (level {level})" if level is not None else ""
    return f"COMBAT: {seat(d.get('fighter'))} fights {card(game, d.get('card'))}{at}"


def _strength(game: Game, d: dict[str, Any]) -> str:
    return (f"strength: {seat(d.get('fighter'))}'s side {d.get('players')} against the "
            f"monsters' {d.get('monsters')}")


def _help(game: Game, d: dict[str, Any]) -> str:
    fighter, helper = seat(d.get("fighter")), seat(d.get("player"))
    if d.get("forced"):
        return f"{helper} is forced to help {fighter}"
    offer = f" for {plural(d.get('bribe'), 'Treasure')}" if d.get("bribe") else ""
    answer = "helps" if d.get("accepted") else "refuses to help"
    return f"{fighter} asks {helper} for help{offer}: {helper} {answer}"


def _kill(game: Game, d: dict[str, Any]) -> str:
    side = seat(d.get("fighter"))
    if d.get("helper"):
        side += f" and {seat(d.get('helper'))}"
    monsters = ", ".join(card(game, c) for c in d.get("cards") or []) or "the monsters"
    score = ""
    if d.get("players") is not None:
        score = f" ({d.get('players')} against {d.get('monsters_strength')})"
    tie = tie_words(game, d)
    if score and tie:
        score = f"{score[:-1]}: {tie})"
    return f"{side} defeat{'' if d.get('helper') else 's'} {monsters}{score}"


def tie_words(game: Game, facts: dict[str, Any]) -> str:
    """Why a tie was won: 'p3 wins the tie: Warrior'; '' when it was no tie (MK 4.4)."""
    if facts.get("players") is None or facts.get("players") != facts.get("monsters_strength"):
        return ""
    for side in (facts.get("fighter"), facts.get("helper")):
        if not side:
            continue
        for object_id, ability in game.scripts.statics("stat"):
            found = game.objects.get(object_id)
            if ability.get("stat") == "wins_ties" and found is not None and \
                    found.controller == side:
                return f"{side} wins the tie: {game.card_name(object_id)}"
    return f"{facts.get('fighter')} wins the tie"


def _run(game: Game, d: dict[str, Any]) -> str:
    side = seat(d.get("player")) + (f" and {seat(d.get('helper'))}" if d.get("helper") else "")
    score = ""
    if d.get("players") is not None:
        score = f" ({d.get('players')} against {d.get('monsters')})"
    return f"{side} cannot win{score} and run{'' if d.get('helper') else 's'} away"


def _roll(game: Game, d: dict[str, Any]) -> str:
    """The die as it falls, with what it means, before anyone may change it (#11)."""
    reading, verdict = roll_meaning(game, d, d.get("die"))
    purpose = roll_purpose(game, d)
    return f"{seat(d.get('player'))} rolls {reading}{' ' + purpose if purpose else ''}{verdict}"


def _run_roll(game: Game, d: dict[str, Any]) -> str | None:
    if not d.get("changed"):
        return None  # the roll line said it already, before the window after the roll
    bonus = int(d.get("bonus") or 0)
    plus = f" {'+' if bonus >= 0 else '-'} {abs(bonus)} = {d.get('total')}" if bonus else ""
    verdict = "escapes" if d.get("success") else "caught"
    return (f"{seat(d.get('player'))} now has {d.get('roll')}{plus} to run from "
            f"{card(game, d.get('card'))} (needs {d.get('needed')}): {verdict}")


def _rolled(game: Game, d: dict[str, Any]) -> str | None:
    if not d.get("changed") or d.get("why") == "run":
        return None  # the roll line said it; a changed run-away roll has its run-roll line
    purpose = roll_purpose(game, d)
    return (f"{seat(d.get('player'))}'s roll{' ' + purpose if purpose else ''} now counts as "
            f"{d.get('total')}")


def _counter(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("name") != "level" or not d.get("amount"):
        return None
    amount = int(d["amount"])
    why = LEVEL_WHY.get(str(d.get("reason")), "")
    was = d.get("was")
    if amount > 0:
        now = f" (now {int(was) + amount})" if was is not None else ""
        return f"{seat(d.get('target'))} goes up {plural(amount, 'level')}{why}{now}"
    if was is not None:
        lost = min(-amount, int(was) - int(d.get("minimum") or 1))
        if lost <= 0:
            return f"{seat(d.get('target'))} is at level {was} and cannot lose a level"
        return f"{seat(d.get('target'))} loses {plural(lost, 'level')}{why} (now {int(was) - lost})"
    return f"{seat(d.get('target'))} loses {plural(-amount, 'level')}{why}"


def _curse_played(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("from") == "door":
        return None  # the kick named it; the curse line says whom it hits
    return (f"{seat(d.get('player'))} plays {card(game, d.get('card'))} on "
            f"{seat(d.get('target'))}")


def _die(game: Game, d: dict[str, Any]) -> str:
    cause = d.get("cause")
    by = f" (killed by {card(game, cause)})" if cause else ""
    return f"{seat(d.get('player'))} DIES{by}: the others loot the body"


def _caught(game: Game, d: dict[str, Any]) -> str:
    return (f"{card(game, d.get('card'))} catches {seat(d.get('player'))}: Bad Stuff!")


def _escape(game: Game, d: dict[str, Any]) -> str:
    source = f" {card(game, d.get('card'))}" if d.get("card") else " the fight"
    how = " without rolling" if d.get("auto") else ""
    if d.get("unpursued"):
        how = " without rolling (it does not pursue them)"
    return f"{seat(d.get('player'))} gets away from{source}{how}"


def _play(game: Game, d: dict[str, Any]) -> str:
    target = d.get("target")
    on = f" on {name(game, target)}" if target else ""
    return f"{seat(d.get('player'))} plays {card(game, d.get('card'))}{on}"


def _bonus(game: Game, d: dict[str, Any]) -> str | None:
    amount = int(d.get("amount") or 0)
    if not amount:
        return None
    return f"  {card(game, d.get('card'))}: {amount:+d} to {name(game, d.get('target'))}"


def _combat_ends(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("outcome") == "removed":
        return f"the fight of {seat(d.get('fighter'))} ends: no monster is left in it"
    return None


def _trade(game: Game, d: dict[str, Any]) -> str:
    answer = "accepted" if d.get("accepted") else "refused"
    return f"{seat(d.get('player'))} offers {seat(d.get('with'))} a trade: {answer}"


def _removed(game: Game, d: dict[str, Any]) -> str:
    how = {"slain": "is slain outright"}.get(str(d.get("state")), "leaves the fight")
    return f"{card(game, d.get('card'))} {how}"


def _joins(game: Game, d: dict[str, Any]) -> str:
    mate = f" (a mate of {name(game, d.get('copy_of'))})" if d.get("copy_of") else ""
    return f"{card(game, d.get('card'))}{mate} joins the fight"


def _instead(game: Game, d: dict[str, Any]) -> str:
    """A way out a monster offers: 'bribe:eleven-foot-pole#375' names the card given."""
    way, _, given = str(d.get("way")).partition(":")
    what = f" with {card(game, given)}" if given else ""
    return f"{seat(d.get('player'))} takes a way out of {card(game, d.get('card'))} ({way}{what})"


def _flag(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("name") == "sex":
        return f"{seat(d.get('target'))} is now {d.get('value')}"
    if d.get("name") == "dead" and not d.get("value"):
        return f"{seat(d.get('target'))} comes back to life"
    return None


LINES: dict[str, Line] = {
    "turn": lambda g, d: f"—— turn {d.get('turn')}: {seat(d.get('player'))} ——",
    "first": lambda g, d: f"{seat(d.get('player'))} plays first",
    "kick": _kick,
    "combat": _combat,
    "strength": _strength,
    "joins": _joins,
    "help": _help,
    "help-ends": lambda g, d: f"{seat(d.get('player'))} stops helping",
    "bonus": _bonus,
    "play": _play,
    "kill": _kill,
    "run": _run,
    "roll-shown": _roll,
    "run-roll": _run_roll,
    "rolled": _rolled,
    "die-set": lambda g, d: f"{seat(d.get('player'))} sets the die to {d.get('value')}",
    "glued": lambda g, d: "Flask of Glue: the escape does not count, roll again",
    "run-bonus": lambda g, d: (f"{seat(d.get('player'))} gets {int(d.get('amount') or 0):+d} "
                               "to run away"),
    "caught": _caught,
    "escape": _escape,
    "let-go": lambda g, d: (f"{seat(d.get('player'))} lets {card(g, d.get('card'))} go (it "
                            "does not pursue them)"),
    "instead": _instead,
    "removed": _removed,
    "lost": lambda g, d: f"{seat(d.get('player'))} loses the fight (the borrowed item goes back)",
    "double": lambda g, d: f"{seat(d.get('player'))}'s strength counts twice",
    "transfer": lambda g, d: (f"{seat(d.get('player'))} passes the fight from "
                              f"{seat(d.get('from'))} to {seat(d.get('to'))}"),
    "combat-ends": _combat_ends,
    "counter": _counter,
    "curse-played": _curse_played,
    "curse": lambda g, d: f"{card(g, d.get('card'))} hits {seat(d.get('target'))}",
    "curse-fizzles": lambda g, d: (f"{card(g, d.get('card'))} can do nothing to "
                                   f"{seat(d.get('target'))}"),
    "curse-cancelled": lambda g, d: (f"{seat(d.get('player'))} cancels "
                                     f"{card(g, d.get('card'))}"),
    "die": _die,
    "flag": _flag,
    "trade": _trade,
    "give": lambda g, d: f"{seat(d.get('player'))} gives an item to {seat(d.get('to'))}",
    "shuffle": lambda g, d: f"the {str(d.get('zone')).split('.')[0].title()} deck is "
                            "reshuffled from its discards",
}


def narrate(game: Game, kind: str, data: dict[str, Any], viewer: str | None) -> str | None:
    """The line for one event of the history as ``viewer`` may read it, or None."""
    if kind == "move":
        return narrate_move(game, data, viewer)  # what a move shows depends on the reader
    line = LINES.get(kind)
    return line(game, data) if line is not None else None


# Entries that change the table but get no line of their own, because the line of a nearby
# entry (these kinds) already says it: "kicks open the door: Bigfoot" is the card leaving the
# deck, "COMBAT: p3 fights Bigfoot" its move into the fight (the completeness test holds us
# to it). Moves are keyed by their cause.
TOLD_WITH: dict[str, tuple[str, ...]] = {
    "move:kick": ("kick",),
    "move:play": ("play", "curse-played"),
    "move:used": ("play", "curse", "curse-played", "kill", "counter", "move"),
    "move:no-effect": ("curse-fizzles", "curse-cancelled"),
    "move:fight": ("combat",),
    "move:joins": ("joins",),
    "move:let-go": ("let-go",),
    "move:reshuffle": ("shuffle",),
    "move:combat-ends": ("kill", "escape", "caught", "run", "die", "combat-ends", "let-go",
                         "lost", "run-roll", "roll-shown", "transfer", "move", "counter"),
    "move:unlooted": ("die", "move"),
    "counter:penalty": ("curse", "move"),  # Change Sex's -5, until the next fight ends

    "tap": ("move",),  # an item carried, not worn, as it comes into play
    "untap": ("move", "trade", "give"),
}


def told_with(kind: str, data: dict[str, Any]) -> tuple[str, ...]:
    """The kinds of entry whose line tells this one, when it has no line of its own."""
    if kind == "move":
        return TOLD_WITH.get(f"move:{data.get('cause')}", ())
    if kind == "counter":
        return TOLD_WITH.get(f"counter:{data.get('name')}", ())
    return TOLD_WITH.get(kind, ())
