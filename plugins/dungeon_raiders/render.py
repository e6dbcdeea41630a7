"""Text for the terminal: the table as one seat sees it, and the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import (
    BALL,
    COINS,
    FLOOR,
    FLOORS_PER_GAME,
    KNOCKED_OUT,
    WOUNDS,
    card_name,
    card_type,
    character,
    hand,
    played,
    printed_value,
    stat,
)

if TYPE_CHECKING:
    from deckwright.kernel.game import Game


def describe_room(game: Game, card: str) -> str:
    """A room card with the facts a player needs: strength, wounds, chests, bonuses..."""
    name = card_name(game, card)
    kind = card_type(game, card)
    players = str(len(game.seats))
    if kind in ("monster", "boss"):
        table = stat(game, card, "strength")
        facts = [f"strength {table[players]}" if isinstance(table, dict)
                 else "cannot be defeated"]
        for key, word in (("wounds", "wound"), ("coins", "coin")):
            amount = stat(game, card, key)
            if amount:
                facts.append(f"{amount} {word}{'s' if amount != 1 else ''}"
                             f"{' lost' if key == 'coins' else ''}")
        if stat(game, card, "reward"):
            facts.append(f"highest +{stat(game, card, 'reward')} coins")
        if stat(game, card, "escape"):
            facts.append(f"{card_name(game, stat(game, card, 'escape'))} escapes")
        return f"{name} ({kind}: {', '.join(facts)})"
    if kind == "treasure":
        chests = " + ".join(str(c) for c in stat(game, card, "chests", []))
        return f"{name} (chests {chests})"
    if kind == "vault":
        bonus = ", ".join(f"{i}: {_bonus(game, str(b))}"
                          for i, b in enumerate(stat(game, card, "bonus", []), start=1))
        return f"{name} ({bonus})"
    if kind == "trap":
        table = "/".join(str(v) for v in stat(game, card, "by_highest", []))
        who = str(stat(game, card, "victims", "")).replace("-", " ")
        penalty = str(stat(game, card, "penalty"))
        verb = "take" if penalty == "wounds" else "lose"
        return (f"{name} ({who}: {verb} {table} {penalty} by the highest card played, "
                f"1 to 5)")
    return name


def _bonus(game: Game, bonus: str) -> str:
    kind, _, arg = bonus.partition(":")
    if kind == "item":
        return card_name(game, arg).lower()
    if kind == "coins":
        return f"{arg} coin{'s' if arg != '1' else ''}"
    if kind == "heal":
        return f"heal {arg}"
    return bonus


def _short(game: Game, card: str) -> str:
    if card_type(game, card) == "power":
        return str(printed_value(game, card))
    return card_name(game, card).lower()


def table(game: Game, viewer: str | None) -> str:
    """The state as ``viewer`` may see it (None: everything)."""
    data = game.data
    lines = []
    head = f"Dungeon Raiders - floor {data.get('floor', 0)} of {FLOORS_PER_GAME}"
    if game.options.get("tactical"):
        head += f" - tactical, scroll: {data.get('scroll')}"
    lines.append(head)
    floor = game.zones[FLOOR].objects
    if floor:
        lines.append("Rooms ahead (leftmost first):")
        for index, obj in enumerate(floor, start=1):
            if not obj.face_down:
                text = describe_room(game, obj.card)
            elif viewer is None or viewer in obj.known_to:
                text = f"[face down; torch shows: {describe_room(game, obj.card)}]"
            else:
                text = "[face down]"
            marker = " <- this room" if index == 1 and data.get("room") == obj.card \
                and not obj.face_down else ""
            lines.append(f"  {index}. {text}{marker}")
    lines.append("Raiders:")
    for seat in game.seats:
        who = game.zones[character(seat)].cards()
        name = card_name(game, who[0]) if who else "?"
        cards = " ".join(_short(game, c) for c in game.zones[played(seat)].cards()) or "-"
        flags = []
        if seat == viewer:
            flags.append("you")
        out = game.players[seat].flags.get(KNOCKED_OUT)
        if out:
            flags.append(f"knocked out: {out}")
        extra = f" ({', '.join(flags)})" if flags else ""
        lines.append(f"  {seat} {name:<8} coins {game.counter(seat, COINS):>2}  "
                     f"wounds {game.counter(seat, WOUNDS):>2}  played this floor: {cards}{extra}")
    if data.get("plays"):
        lines.append("This room so far: " + _plays(game, data["plays"]))
    shown = unseen_results(data, viewer)
    for n, done in enumerate(shown, start=1):
        head = "Last room" if n == len(shown) else "Earlier room"
        lines.append(f"{head}: {card_name(game, done['room'])}: {_plays(game, done['plays'])}")
        lines.extend(f"  {text}" for text in done["report"])
    if viewer is not None and viewer in game.players:
        cards = sorted(game.zones[hand(viewer)].cards(),
                       key=lambda c: (card_type(game, c) != "power", printed_value(game, c), c))
        lines.append("Your hand: " + (", ".join(card_name(game, c) for c in cards) or "empty"))
    return "\n".join(lines)


def unseen_results(data: dict[str, Any], viewer: str | None) -> list[dict[str, Any]]:
    """The room results to show, oldest first: the last room, and before it every room since
    the viewer last chose a card (their last cards may be played unasked, DR A4.5); for no
    viewer, every room since anyone was last asked."""
    last = data.get("last")
    if not last:
        return []
    shown = [last]
    for earlier in reversed(data.get("earlier") or []):
        unasked = shown[0].get("unasked", ())
        if (viewer not in unasked) if viewer is not None else not unasked:
            break
        shown.insert(0, earlier)
    return shown


def _plays(game: Game, plays: dict[str, list[str]]) -> str:
    parts = []
    for seat, cards in plays.items():
        shown = " then ".join(_short(game, c) for c in cards)
        if cards and cards[0] == BALL and len(cards) == 1:
            shown = "crystal ball"
        parts.append(f"{seat} {shown}")
    return ", ".join(parts) or "nothing yet"


def result(game: Game) -> str:
    """The knock-outs and the final ranking."""
    res = game.result or {}
    lines = []
    shown = unseen_results(game.data, None)
    for n, done in enumerate(shown, start=1):
        head = "Last room" if n == len(shown) else "Earlier room"
        lines.append(f"{head}: {card_name(game, done['room'])}: {_plays(game, done['plays'])}")
        lines.extend(f"  {text}" for text in done["report"])
    lines.append(f"Game over: {res.get('reason', '')}")
    if res.get("error"):
        return "\n".join(lines + [f"error: {res['error']}"])
    scores = res.get("scores") or {}
    winners = set(res.get("winners") or [])
    out = [s for s, v in scores.items() if v.get("knocked_out")]
    if out:
        lines.append("Knocked out: " + ", ".join(
            f"{s} ({scores[s]['knocked_out']})" for s in out))
    lines.append("Final ranking:")
    place = 0
    previous = None
    for index, seat in enumerate(res.get("ranking") or [], start=1):
        score = scores.get(seat, {})
        key = (score.get("coins"), score.get("wounds"), bool(score.get("knocked_out")))
        if key != previous:
            place = index
            previous = key
        who = game.zones[character(seat)].cards()
        name = card_name(game, who[0]) if who else ""
        tag = " - WINNER" if seat in winners else (" - knocked out" if score.get("knocked_out")
                                                    else "")
        rank = "-" if score.get("knocked_out") else f"{place}."
        lines.append(f"  {rank:>3} {seat} {name:<8} {score.get('coins', 0):>2} coins, "
                     f"{score.get('wounds', 0):>2} wounds{tag}")
    if not winners:
        lines.append("Nobody wins.")
    return "\n".join(lines)
