"""What happened at a Four Souls table, in words: one line for each event a player would want
to hear about (attacks and their rolls, damage, deaths and their penalties, loot, purchases,
rewards, souls, curses, turns). The kernel shows these lines between decisions, in ``log`` and
in ``replay``; hidden cards reach this module already masked as ``?``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from deckwright.kernel.game import Game

from . import counter_meanings, names, zones
from .facts import is_seat, label

Line = Callable[[Game, dict[str, Any]], "str | None"]


def who(game: Game, subject: Any) -> str:
    """A seat as 'p2 (Cain)', a card or object by its printed name, a stack item (a roll, an
    ability) by what it is."""
    if not isinstance(subject, str) or subject == "?":
        return "a hidden card"
    if is_seat(game, subject):
        return label(game, subject)
    if subject in game.objects:
        return names.shown(game, subject)  # a renamed object by its new name, as on the table
    if "#" in subject:
        return game.card_name(subject)
    return stack_item_name(game, subject) or game.card_name(subject)


def stack_item_name(game: Game, item_id: str) -> str | None:
    """What a stack item is ("p1 (Isaac)'s attack roll"), while it is on the stack or from the
    history line that put it there; None for something that never was a stack item."""
    for item in game.stack:
        if item.id == item_id:
            return stack_label(game, item.label)
    for _, kind, data in reversed(game.history):
        if kind == "stack" and data.get("item") == item_id:
            return stack_label(game, str(data.get("label")))
    return None


def stack_label(game: Game, text: str) -> str:
    """A stack item's label with its leading seat named as everywhere else ('p1's roll' as
    "p1 (Isaac)'s roll")."""
    head, space, rest = text.partition(" ")
    seat, apostrophe, tail = head.partition("'")
    if space and is_seat(game, seat):
        return f"{label(game, seat)}{apostrophe}{tail} {rest}"
    return text


def slot_name(zone: str) -> str:
    """A slot as a player reads it: 'monster.2' as 'monster slot 2'."""
    kind, _, number = zone.partition(".")
    return f"{kind} slot {number}" if number.isdigit() else zone


def _is_slot(zone: str) -> bool:
    return zone.partition(".")[2].isdigit()


def _plural(n: Any, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _attack_target(game: Game, d: dict[str, Any]) -> str:
    off = " off the top of the monster deck" if d.get("deck") else ""
    return f"{who(game, d.get('player'))} attacks {who(game, d.get('target'))}{off}"


def _rolled(d: dict[str, Any]) -> str:
    """The die as it fell and, when items or effects changed it, the sum ("5 +1 = 6"); a die
    other than the D6 is named, with a face it showed that counts as 6 ("a D8: 8 counts as 6,
    +1 = 6")."""
    result, rolled = d.get("result"), d.get("rolled")
    die = f"a {d['die']}: " if d.get("die") else ""
    if d.get("die") and d.get("face") != rolled:
        die += f"{d.get('face')} counts as "
    if not isinstance(rolled, int) or not isinstance(result, int) or rolled == result:
        return f"{die}{result}"
    return f"{die}{rolled} {'+' if result > rolled else '-'}{abs(result - rolled)} = {result}"


def _attack_ended(game: Game, d: dict[str, Any]) -> str | None:
    """An attack on the deck that found no monster to fight (FS 6.3): the others end in a
    line of their own (a death, the turn's end)."""
    player = who(game, d.get("player"))
    if d.get("reason") == "unattackable":
        return f"{player}'s attack ends: {who(game, d.get('target'))} cannot be attacked"
    if d.get("reason") == "event":
        return f"{player}'s attack ends: the card revealed is not a monster"
    return None


def _attack_roll(game: Game, d: dict[str, Any]) -> str:
    verdict = "hits" if d.get("hit") else "misses"
    if d.get("counted"):  # a card made it so whatever the evasion (counts_as.py)
        verdict += f" (it counts as a {'hit' if d.get('hit') else 'miss'})"
    return f"{who(game, d.get('player'))} rolls {_rolled(d)} to attack: {verdict}"


def _roll_result(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("attack"):
        return None  # the attack roll's own line says it, with hit or miss
    return f"{who(game, d.get('player'))} rolls {_rolled(d)}{_roll_reason(game, d)}"


_ROLL_WHY = re.compile(r"roll: \d+(?: \(\d+ counts as \d+\))? \((?!\d+ counts as )(.+)\)$")


def _roll_reason(game: Game, d: dict[str, Any]) -> str:
    """Why a roll on the stack was made, from the label it had there (' for Broken Ankh');
    '' for a roll no card asked for."""
    item = d.get("item")
    found = stack_item_name(game, str(item)) if item else None
    # the last bracket of "p1's roll: 1 (Gold Chest (version B))" is the card's name's own
    match = _ROLL_WHY.search(found) if found else None
    why = match.group(1) if match else ""
    if not why or why == "attack roll":
        return ""
    return " for a reward" if why == "reward" else f" for {why}"


def _card_roll(game: Game, d: dict[str, Any]) -> str | None:
    """A die a card's script rolls off the stack (Guppy's Hairball, The Duke of Flies as it
    would take damage); the rolls of the stack say themselves as they resolve."""
    card, result = d.get("card"), d.get("result")
    if not card or d.get("stacked") or not isinstance(result, int):
        return None
    return f"{who(game, d.get('player'))} rolls {result} for {game.card_name(str(card))}"


def _roll_changed(game: Game, d: dict[str, Any]) -> str:
    how = {"reroll": "rerolled", "add": "changed", "set": "set", "flip": "flipped"}
    return (f"{who(game, d.get('player'))}'s roll of {d.get('from')} is "
            f"{how.get(str(d.get('how')), 'changed')} to {d.get('result')}")


def _damage(game: Game, d: dict[str, Any]) -> str | None:
    dealt = d.get("result", d.get("amount"))
    if not dealt:
        return None
    source = d.get("source")
    by = f"{who(game, source)} deals" if source and source != d.get("target") else "takes"
    if by == "takes":
        return f"{who(game, d.get('target'))} takes {dealt} damage"
    return f"{by} {dealt} damage to {who(game, d.get('target'))}"


def _prevented(game: Game, d: dict[str, Any]) -> str:
    by = f" by {who(game, d['source'])}" if d.get("source") else ""
    return f"{d.get('amount')} damage to {who(game, d.get('target'))} is prevented{by}"


def _damage_cancelled(game: Game, d: dict[str, Any]) -> str | None:
    """Damage a card's replacement stopped whole (The Duke of Flies on a 1, Carrion Queen's
    4 or 5); a shield's prevention has its own line and leaves 0 here."""
    amount = d.get("amount")
    if not isinstance(amount, int) or amount <= 0:
        return None
    # a monster that spares itself says why in its own words (Carrion Queen: "Attack rolls of 4
    # or 5 …", Null: "Every second attack roll …"); the roll line above gave the roll
    target = d.get("target")
    text = _own_text(game, target) if d.get("combat") and not is_seat(game, target) else ""
    why = f" ({who(game, target)}: {text})" if "damage" in text else ""
    return f"{amount} damage to {who(game, target)} is prevented{why}"


def _own_text(game: Game, ident: Any) -> str:
    """A card's printed text, without its last full stop ('' for none)."""
    if not isinstance(ident, str) or game.library is None:
        return ""
    found = game.library.cards.get(ident.split("#")[0])
    return str(found.text).strip().rstrip(".") if found is not None and found.text else ""


def _kill(game: Game, d: dict[str, Any]) -> str:
    source, target = d.get("source"), d.get("target")
    if source == target:
        return f"{who(game, target)} dies by its own ability"
    return f"{who(game, source)} kills {who(game, target)}"


def _fizzle(game: Game, d: dict[str, Any]) -> str:
    """An item left the stack without resolving: an attack's own when the attack is over (its
    attacker or its monster gone, FS 6.7.3), any other when its target is gone (FS 4.3.4)."""
    text = stack_label(game, str(d.get("label")))
    if text.startswith("combat damage") or text.endswith("(attack roll)"):
        return f"{text} does nothing (the attack is over)"
    return f"{text} does nothing (its target is gone)"


def _die(game: Game, d: dict[str, Any]) -> str:
    target = d.get("target")
    if d.get("victim") == "player":
        return f"{who(game, target)} dies"
    blow = _last_blow(game, target)
    if blow is not None and blow == target:  # Hornfel's damage to a monster at random
        return f"{who(game, target)} dies of its own ability's damage"
    if blow is not None and _is_monster(game, blow):
        # a monster's ability is no player's blow, whoever's turn it is
        return f"{who(game, target)} dies ({who(game, blow)} dealt the last blow)"
    killer = d.get("killer")
    by = f" ({who(game, killer)} dealt the last blow)" if killer else ""
    return f"{who(game, target)} dies{by}"


def _last_blow(game: Game, target: Any) -> Any:
    """The source of the last damage dealt to ``target`` (an object's id names it in one place
    only, so this is the damage that killed it), or None."""
    for _, kind, data in reversed(game.history):
        if kind == "damage" and data.get("target") == target and data.get("result", 1):
            return data.get("source")
    return None


def _is_monster(game: Game, ident: Any) -> bool:
    if not isinstance(ident, str) or is_seat(game, ident) or game.library is None:
        return False
    found = game.library.cards.get(ident.split("#")[0])
    return found is not None and found.type == "monster"


def _from(game: Game, d: dict[str, Any]) -> str:
    """' from A Nickel': the card a gain came from, so a player can tell two gains apart; ''
    when no card gave it (the bank at the turn's start, a player's own choice)."""
    source = d.get("source")
    # a card's id; a seat, or a step of the turn ("loot step"), is no card
    if not isinstance(source, str) or (source not in game.objects and "#" not in source):
        return ""
    return f" from {who(game, source)}"


def _gain_cents(game: Game, d: dict[str, Any]) -> str | None:
    got = d.get("result", d.get("amount"))
    return f"{who(game, d.get('player'))} gains {got}¢{_from(game, d)}" if got else None


def _lose_cents(game: Game, d: dict[str, Any]) -> str | None:
    lost = d.get("result", d.get("amount"))
    if not lost:
        return None
    to = d.get("to")
    if to:
        why = " (barter)" if d.get("how") == "barter" else ""
        return f"{who(game, d.get('player'))} gives {lost}¢ to {who(game, to)}{why}"
    how = {"pay": "pays", "cost": "pays"}.get(str(d.get("how")), "loses")
    why = " (death penalty)" if d.get("how") == "penalty" else ""
    return f"{who(game, d.get('player'))} {how} {lost}¢{why}"


def _loot(game: Game, d: dict[str, Any]) -> str | None:
    count = d.get("count")
    return f"{who(game, d.get('player'))} loots {count}{_from(game, d)}" if count else None


def _move(game: Game, d: dict[str, Any]) -> str | None:
    to, source = str(d.get("to", "")), str(d.get("from", ""))
    card = who(game, d.get("card"))
    if to.startswith("aside."):  # revealed for a composite monster (Blank Canvas)
        return f"{card} is revealed and set aside, outside the game"
    if source.startswith("aside.") and to.endswith(".discard"):
        return f"{card}, set aside, goes to the discard pile"
    if to.endswith(".souls") and is_seat(game, to.split(".")[0]):
        # said at the move: a fourth soul ends the game before any later event (FS 11.2)
        return f"{who(game, to.split('.')[0])} gains the soul of {card}"
    if source.endswith(".deck") and _is_slot(to) and not d.get("face_down"):
        return f"{card} is revealed in {slot_name(to)}{_event_text(game, d.get('card'))}"
    if source == "monster.dying" and to.endswith(".deck"):
        return f"{card} goes back {_depth(d.get('position'), to[:-len('.deck')])}"
    if source == "monster.dying" and to.endswith(".discard"):
        souls = _souls(game, d.get("card"))
        why = "it has no soul" if not souls else "nobody gains its soul"
        return f"{card} goes to the discard pile ({why})"
    if source == f"{to}.covered":
        return f"{card} is on top of {slot_name(to)} again"
    if source.endswith(".discard") and _is_slot(to):  # Tapeworm, from its discard pile
        return f"{card} comes back from the discard pile to {slot_name(to)}"
    if source.endswith(".items") and to.startswith("room.") and _is_slot(to):  # Cracked Key
        return f"{card} becomes a room in {slot_name(to)}"
    if _is_slot(source) and to.endswith(".discard") and source.split(".")[0] == "monster":
        return f"{card} leaves {slot_name(source)} for the discard pile"
    if source.endswith(".items") and to.endswith(".items") and source != to:
        giver, taker = who(game, source.split(".")[0]), who(game, to.split(".")[0])
        if d.get("how") == "give":
            return f"{giver} gives {card} to {taker}"
        return f"{taker} takes {card} from {giver}"
    if source.endswith(".curses") and to.endswith(".curses") and source != to:
        return (f"{card} passes from {who(game, source.split('.')[0])} to "
                f"{who(game, to.split('.')[0])}")
    if to == "loot.discard" and source.endswith(".hand"):
        seat = source.split(".")[0]
        return f"{who(game, seat)} discards {who(game, d.get('card'))}"
    if source.endswith(".deck") and to == source[:-len("deck")] + "discard":
        # a deck milled by an effect (The Curse): the card goes face up, so everyone reads it
        return f"{who(game, d.get('card'))} goes from the {source[:-5]} deck to its discard pile"
    if to.endswith(".hand") and source.endswith(".hand"):
        return (f"{who(game, to.split('.')[0])} takes a loot card from "
                f"{who(game, source.split('.')[0])}")
    return None


def _depth(position: Any, deck: str) -> str:
    """Where in a deck a card goes: 'on top of the monster deck', 'into the monster deck with
    4 cards above it' (Coil), 'to the bottom of the monster deck'."""
    if position == "bottom":
        return f"to the bottom of the {deck} deck"
    if isinstance(position, int) and not isinstance(position, bool) and position > 0:
        return f"into the {deck} deck with {_plural(position, 'card')} above it"
    return f"on top of the {deck} deck"


def _souls(game: Game, card: Any) -> int:
    found = game.library.cards.get(str(card).split("#")[0]) if game.library is not None else None
    souls = found.stats.get("souls") if found is not None else 0
    return int(souls) if isinstance(souls, int) else 0


def _tap(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("reason") == "death penalty":
        return f"{who(game, d.get('object'))} is deactivated (death penalty)"
    return None


def _untap(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("reason") == "recharge":
        return None  # the start of a turn recharges everything the player has (FS 4.2)
    return f"{who(game, d.get('object'))} is recharged"


# counters the cards print as initials ("an HP counter"); the others as words ("egg counter")
PRINTED_COUNTERS = {"hp": "HP", "at": "AT", "dmg": "DMG"}


def counter_name(name: str) -> str:
    """A counter's name as the cards print it: 'hp' as 'HP', 'egg' as it is."""
    return PRINTED_COUNTERS.get(name, name)


def _counter(game: Game, d: dict[str, Any]) -> str | None:
    """Counters on a card (The Bone's, Bum-bo's levels); a player's own are said elsewhere."""
    target, amount = d.get("target"), d.get("amount")
    if not isinstance(amount, int) or not amount or is_seat(game, target):
        return None
    name = str(d.get("name"))
    word = "counter" if name == "counters" else f"{counter_name(name)} counter"
    verb = "gets" if amount > 0 else "loses"
    meaning = counter_meanings.in_words(game, name)
    return f"{who(game, target)} {verb} {_plural(abs(amount), word)}{meaning}"


def _destroy(game: Game, d: dict[str, Any]) -> str:
    what = "the soul " if d.get("soul") else ""
    why = " (death penalty)" if d.get("why") == "penalty" else ""
    return f"{what or ''}{who(game, d.get('card') or d.get('object'))} is destroyed{why}".strip()


def _gain_item(game: Game, d: dict[str, Any]) -> str | None:
    how = d.get("how")
    if how in ("purchase", "starting item"):
        return None  # the purchase line says it; starting items are on the table
    return f"{who(game, d.get('player'))} gains {who(game, d.get('card'))}{_from(game, d)}"


def _purchase(game: Game, d: dict[str, Any]) -> str:
    return (f"{who(game, d.get('player'))} buys {who(game, d.get('card'))} for "
            f"{d.get('cost')}¢")


def _reveal(game: Game, d: dict[str, Any]) -> str | None:
    if d.get("to", "all") != "all":
        return _look(game, d)
    obj = game.objects.get(str(d.get("object")))
    if obj is None:
        return None
    where = {"monster": "a monster slot", "shop": "the shop", "room": "the room slot"}
    zone = str(obj.zone).split(".")[0]
    return (f"{game.card_name(obj.id)} is revealed in {where.get(zone, obj.zone)}"
            f"{_event_text(game, obj.card)}")


def _event_text(game: Game, card: Any) -> str:
    """What a revealed event does, said as it is revealed (its ability resolves at once, FS
    1.15.5): ': The active player takes 2 damage.'; '' for any other card."""
    if not isinstance(card, str) or card == "?":
        return ""
    found = game.library.cards.get(card.split("#")[0]) if game.library is not None else None
    if found is None or found.type != "event":
        return ""
    return f": {found.text}"


def _look(game: Game, d: dict[str, Any]) -> str:
    """A card shown to some players only (Forever Alone's look at the top of a deck, a hand
    shown): named to them; to everyone else (the entry reaches them masked) only that they
    looked (FS 12.2)."""
    to = d.get("to")
    seats = ", ".join(who(game, s) for s in (to if isinstance(to, list) else [to]))
    ident = d.get("object")
    if not isinstance(ident, str) or ident == "?":
        return f"{seats} looks at a card only they see"
    obj = game.objects.get(ident)
    zone = obj.zone if obj is not None else ""
    if zone.endswith(".hand"):
        where = f" in {who(game, zone.split('.')[0])}'s hand"
    elif zone.endswith(".deck"):
        where = f" from the top of the {zones.deck_of(game, ident.split('#')[0])} deck"
    else:
        where = ""
    return f"{seats} looks at {game.card_name(ident)}{where}"


def _effect(game: Game, d: dict[str, Any]) -> str | None:
    """A stat changed until the end of the turn (Demon Form's +1 attack, a monster's -1
    evasion); the lasting ones stay until used (FS 10.1.1)."""
    stat, value, subject = d.get("stat"), d.get("value"), d.get("subject")
    whom = "every monster" if subject == "monsters" else who(game, subject)
    if stat == "eternal":
        return f"{whom} is eternal this turn"
    if stat not in ("hp", "attack", "evasion", "roll") or not isinstance(value, int) or not value:
        return None
    word = {"hp": "health", "roll": "to rolls"}.get(str(stat), str(stat))
    return f"{whom} gets {value:+d} {word} this turn"


def _become_copy(game: Game, d: dict[str, Any]) -> str:
    """An object turned into a copy of another (FS 10.5.1): named by what it was."""
    until = {"turn": " until the end of the turn"}.get(str(d.get("until")), "")
    if str(d.get("until")).startswith(("start:", "end:")):
        moment, _, seat = str(d["until"]).partition(":")
        until = f" until {who(game, seat)}'s next turn {'starts' if moment == 'start' else 'ends'}"
    return (f"{game.card_name(str(d.get('original')))} becomes a copy of "
            f"{game.card_name(str(d.get('card')))}{until}")


LINES: dict[str, Line] = {
    "turn-start": lambda g, d: f"— {who(g, d.get('player'))}'s turn —",
    "declare-end": lambda g, d: None,  # the turn's end says it, also when a death ends it
    # the heal comes after the end-of-turn triggers (FS 3.4 step 4): the heal's own line says it
    "turn-end": lambda g, d: f"{who(g, d.get('player'))}'s turn ends",
    # said at once: "when you declare an attack" abilities (Bob's Brain) come before the target
    "declare-attack": lambda g, d: f"{who(g, d.get('player'))} declares an attack",
    "attack-target": _attack_target,
    "team-up": lambda g, d: f"{who(g, d.get('player'))} teams up with {who(g, d.get('attacker'))}"
                            ": they roll too after each of their attack rolls",
    "attack-ended": _attack_ended,
    "attack-roll": _attack_roll,
    "roll-result": _roll_result,
    "roll-changed": _roll_changed,
    "damage": _damage,
    "prevented": _prevented,
    "damage:cancelled": _damage_cancelled,
    "die": _die,
    "death-prevented": lambda g, d: f"{who(g, d.get('target'))}'s death is prevented",
    "penalty-paid": lambda g, d: f"{who(g, d.get('player'))} has paid the death penalty",
    "kill": _kill,
    "heal": lambda g, d: (_turn_end_heal(g, d) if d.get("why") == "turn end" else
                          f"{who(g, d.get('target'))} heals {d.get('result', d.get('amount'))}"
                          if d.get("result", d.get("amount")) else None),
    "gain-cents": _gain_cents,
    "lose-cents": _lose_cents,
    "loot": _loot,
    "move": _move,
    "play-loot": lambda g, d: f"{who(g, d.get('player'))} plays {who(g, d.get('card'))}",
    "activate": lambda g, d: (f"{who(g, d.get('player'))} uses {who(g, d.get('card'))}"
                              + (f" on {', '.join(who(g, t) for t in d['targets'])}"
                                 if d.get("targets") else "")),
    "tap": _tap,
    "untap": _untap,
    "counter": _counter,
    "expand": lambda g, d: (f"{d.get('count')} more {d.get('slot_kind')} "
                            f"slot{'s open' if d.get('count') != 1 else ' opens'}"),
    "destroy": _destroy,
    "gain-item": _gain_item,
    "purchase": _purchase,
    "purchase-failed": lambda g, d: f"{who(g, d.get('player'))} cannot pay {d.get('cost')}¢",
    "gain-soul": lambda g, d: None,  # said as the soul moves (a winning soul ends the game)
    "gain-curse": lambda g, d: f"{who(g, d.get('player'))} is cursed: {who(g, d.get('card'))}",
    "rewards-given": lambda g, d: (f"{who(g, d.get('player'))} takes the reward of "
                                   f"{who(g, d.get('card'))}"),
    "rewards-gained": lambda g, d: None,  # said before the reward, as it is given
    "reveal": _reveal,
    "ambush": lambda g, d: (f"{who(g, d.get('player'))} plays {who(g, d.get('card'))} as an "
                            "ambush: it must be attacked"),
    "extra-attack": lambda g, d: f"{who(g, d.get('player'))} gets one more attack",
    "effect": _effect,
    "become-copy": _become_copy,
    # by its own name: the new one is told here (who() would already say "Cow (Cain)")
    "rename": lambda g, d: (f"{g.card_name(str(d.get('object')))} is named {d.get('name')} "
                            "for now"),
    "lose-abilities": lambda g, d: f"{who(g, d.get('object'))} loses all its abilities for now",
    "flag": lambda g, d: (f"{who(g, d.get('target'))} will skip their next turn"
                          if d.get("name") == "skips" and d.get("value") else None),
    "shuffle": lambda g, d: _shuffled(g, str(d.get("zone", ""))),
    "arrange": lambda g, d: (f"{who(g, d.get('player'))} puts the top "
                             f"{_plural(d.get('count'), 'card')} of the "
                             f"{str(d.get('zone', '')).split('.')[0]} deck back in an order "
                             "of their choice"),
    "cancelled": lambda g, d: f"{d.get('item_kind') or 'an ability'} is cancelled",
    "fizzle": _fizzle,
    "roll": _card_roll,
    # a copy exists only on the stack (FS 10.5.2): it gets a line as it is put there
    "stack": lambda g, d: (f"a {stack_label(g, str(d.get('label')))} is put on the stack"
                           if str(d.get("label")).startswith("copy of ") else None),
}


def _turn_end_heal(game: Game, d: dict[str, Any]) -> str | None:
    """The first heal of a turn's end says it for all: everything with health heals to full,
    dead players too (FS 3.4 step 4); the others of that turn's end say nothing."""
    entries = iter(reversed(game.history))
    if not any(data is d for _, _, data in entries):
        return "everyone heals to full"  # not (or no longer) in the history: say it
    for _, kind, data in entries:  # what came before it, back to the turn's end
        if kind == "turn-end":
            break
        if kind == "heal" and data.get("why") == "turn end":
            return None
    return "everyone heals to full"


def _shuffled(game: Game, zone: str) -> str | None:
    """A deck shuffled (a spent deck is made again from its discard pile first, FS 1.4.3)."""
    if not zone.endswith(".deck"):
        return None
    return f"the {zone.split('.')[0]} deck is shuffled"


def narrate(game: Game, kind: str, data: dict[str, Any]) -> str | None:
    """The line for one event of the history, or None."""
    line = LINES.get(kind)
    return line(game, data) if line is not None else None


# Entries that change the table but get no line of their own, because the line of a nearby
# entry (these kinds) already says it: "loots 2" is the two cards drawn, "plays 3 Cents!" the
# card going to the stack and then to the discard pile (the completeness test holds us to it)
TOLD_WITH: dict[str, tuple[str, ...]] = {
    # the action phase's loot plays follow the loot step (FS 3.1, 4.6.2); an item giving one
    # may change hands (a move: "takes Belly Button from …")
    "counter:loot_plays": ("play-loot", "turn-start", "turn-end", "destroy", "gain-item",
                           "purchase", "penalty-paid", "tap", "untap", "loot", "move"),
    "counter:damage": ("die", "penalty-paid", "heal"),
    "tap": ("activate", "purchase", "gain-item", "play-loot"),
    "untap": ("turn-start",),
    # the end-of-turn heal, told by the first heal of the turn's end
    "heal": ("heal",),
    "move:loot.deck>hand": ("loot",),
    "move:hand>stack": ("play-loot",),
    "move:stack>discard": ("play-loot", "cancelled", "fizzle"),
    "move:stack>items": ("play-loot", "gain-item"),
    "move:stack>deck": ("play-loot",),
    "move:slot>covered": ("attack-target", "move"),  # the card put on top is revealed
    "move:slot>dying": ("die",),
    "move:dying>discard": ("die", "rewards-given", "move"),
    "move:shop>items": ("purchase", "gain-item"),  # bought, or gained by a card
    "move:deck>items": ("gain-item",),
    "move:discard>deck": ("shuffle",),  # a spent deck made again from its discard pile
    "move:items>discard": ("destroy",),
    "move:souls>discard": ("destroy",),
    "move:slot>curses": ("gain-curse",),
    "move:curses>discard": ("destroy",),
}


def _place(zone: str) -> str:
    """A zone as the kind of place it is: 'monster.2' as 'slot', 'p1.items' as 'items'."""
    if _is_slot(zone) and zone.split(".")[0] in ("shop", "monster", "room", "minion"):
        return "shop" if zone.startswith("shop.") else "slot"
    if zone == "loot.deck":
        return zone
    return zone.rsplit(".", 1)[-1]


def told_with(kind: str, data: dict[str, Any]) -> tuple[str, ...]:
    """The kinds of entry whose line tells this one, when it has no line of its own."""
    if kind == "move":
        key = f"move:{_place(str(data.get('from')))}>{_place(str(data.get('to')))}"
        return TOLD_WITH.get(key, TOLD_WITH.get(key.replace("loot.deck", "deck"), ()))
    if kind == "counter":
        return TOLD_WITH.get(f"counter:{data.get('name')}", ())
    return TOLD_WITH.get(kind, ())
