"""Composite monsters (Blank Canvas, issue #35): "as it enters play, reveal monster cards until
3 non-event monsters are revealed; it takes HP, DC and AT from the first, abilities from the
second and rewards from the third. The revealed cards stay outside the game and go to discard
when it leaves play."

A card says so with the param ``composite: true``. As it comes to the top of a monster slot
(placed there: ``slots.place_in_slot``; dealt by set-up or a scenario: the next state check) it
is painted: the monster deck's top cards are revealed one at a time until three monsters are
found. Events, curses and composite cards revealed on the way go to the bottom of the deck
unresolved, as set-up does with events (FS 2.1.5). The three are set aside face up in a zone of
their own, ``aside.N``, outside the game. The object then becomes a copy (the ``become-copy``
event, FS 10.5.1) of a card made for this game: the composite card's name and soul value (Blank
Canvas: none), the health, evasion and attack of the first card, the script of the second (its
abilities and entry points, ``ctx.self`` the composite) and the reward of the third. Leaving
its slot (dying, covered, moved), it turns back into its own card as any copy does
(copies.py), and at the next state check the cards set aside go to the monster discard pile.
Finding fewer than three monsters, it takes the parts from those it found in turn (one card:
all three); finding none, it goes to the discard pile and its slot refills (FS 7.8).

The made cards live in the game's own copy of its card library (made at set-up, only in a game
with a composite card), so no other game sees them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.sets.carddefs import CardDef
from deckwright.kernel.state import GameObject

from . import zones
from .facts import Flow

PARAM = "composite"
DATA = "composite"  # in game.data: {"cards": [composite card ids], "canvases": [...]}
PARTS = ("stats", "abilities", "rewards")
STATS = ("hp", "evasion", "attack")
ASIDE = "aside"  # the zones of the cards set aside, outside the game: aside.1, aside.2 …


def declare(game: Game) -> None:
    """At set-up: note the composite cards, and give the game a library of its own to hold
    the cards it makes (none of this in a game without them)."""
    library = game.library
    found = sorted(c.id for c in library.cards.values()
                   if isinstance(c.params, dict) and c.params.get(PARAM) is True)
    if not found:
        return
    game.library = replace(library, cards=dict(library.cards))
    game.data[DATA] = {"cards": found, "canvases": []}


def is_composite(game: Game, card_id: str) -> bool:
    """Whether ``card_id`` is a composite card (Blank Canvas)."""
    data = game.data.get(DATA)
    return data is not None and card_id in data["cards"]


def check(game: Game) -> Flow:
    """A state check: every composite card on top of a monster slot is painted, and the cards
    set aside for one no longer painted go to the monster discard pile. Returns whether it
    did either."""
    data = game.data.get(DATA)
    if data is None:
        return False
    changed = False
    for entry in list(data["canvases"]):
        obj = game.objects.get(entry["object"])
        if obj is not None and obj.flags.get("copy_of"):
            continue
        data["canvases"].remove(entry)
        changed = True
        for card in list(game.zones[entry["aside"]].objects):
            yield from game.move(card, "monster.discard", "top", face_down=False)
    for slot in zones.monster_slots(game):
        top = zones.top(game, slot)
        if top is not None and top.card in data["cards"] and not top.flags.get("copy_of"):
            changed = True
            yield from paint(game, top)
    return changed


def paint(game: Game, obj: GameObject) -> Flow:
    """Reveal the three monsters ``obj`` takes its parts from and make it their composite."""
    data = game.data[DATA]
    number = len(data["canvases"]) + 1
    while f"{ASIDE}.{number}" in game.zones:
        number += 1
    aside = f"{ASIDE}.{number}"
    found: list[GameObject] = []
    ok = yield from zones.ensure_deck(game, "monster")
    deck = game.zones["monster.deck"]
    for _ in range(len(deck.objects) if ok else 0):
        top = deck.objects[0]
        card = game.card(top.card)
        if card.type != "monster" or top.card in data["cards"]:
            yield from game.move(top, "monster.deck", "bottom", face_down=True)
            continue
        if aside not in game.zones:
            game.add_zone(aside)
        new = yield from game.move(top, aside, "bottom", face_down=False)
        if new is not None:
            found.append(new)
        if len(found) == len(PARTS):
            break
    if not found:
        game.narrate(f"{game.card(obj.card).name} finds no monster to take its parts from")
        yield from game.move(obj, "monster.discard", "top")
        return
    parts = [found[i % len(found)].card for i in range(len(PARTS))]
    made = _made_card(game, game.card(obj.card), parts)
    event = yield from game.perform("become-copy", {
        "object": obj.id, "card": made.id, "original": obj.card, "until": None,
        "not_eternal": False})
    if event.cancelled:
        return
    data["canvases"].append({"object": obj.id, "aside": aside})
    # the card's own ability is this painting (its script has none): count it as used, as the
    # reports count a card whose script ran
    game.scripts.used.add(str(obj.flags["copy_of"]))
    names = [game.card(c).name for c in parts]
    game.narrate(f"{made.name} takes its health, evasion and attack from {names[0]}, its "
                 f"abilities from {names[1]} and its reward from {names[2]}")


def _made_card(game: Game, canvas: CardDef, parts: list[str]) -> CardDef:
    """The card a composite plays as (made once per game and combination)."""
    ident = "+".join([canvas.id, *parts])
    cards = game.library.cards
    if ident in cards:
        return cards[ident]
    stats_of, abilities_of, rewards_of = (game.card(c) for c in parts)
    stats: dict[str, Any] = {k: v for k, v in canvas.stats.items() if k not in STATS}
    stats.update({k: stats_of.stats[k] for k in STATS if k in stats_of.stats})
    if "reward" in rewards_of.stats:
        stats["reward"] = rewards_of.stats["reward"]
    text = (f"Health, evasion and attack of {stats_of.name}; reward of {rewards_of.name}; "
            f"abilities of {abilities_of.name}: {abilities_of.text}")
    made = replace(abilities_of, id=ident, name=canvas.name, copies=0, stats=stats, text=text,
                   tags=sorted(set(canvas.tags) | set(abilities_of.tags)))
    cards[ident] = made
    return made
