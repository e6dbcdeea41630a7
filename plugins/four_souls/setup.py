"""Set-up (FS 2): decks, shop and monster slots, bonus souls, characters and starting items,
three loot and 3¢ each, the first player; then the start-of-game choices (Eden, FS 2.1.9) and
the optional mini-draft (FS 2.2)."""

from __future__ import annotations

import itertools
from typing import Any

from deckwright.kernel.decisions import Option
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game

from . import (
    challenge,
    composite,
    counter_meanings,
    discard_abilities,
    levels,
    rewards,
    slots,
    stack,
    zones,
)
from .facts import Flow, label, new_turn_state

MIN_BANK = 100  # the game bank holds at least 100¢ at the start (FS 1.1.3, 2.1.2)
DECK_OF_TYPE = {"treasure": "treasure", "loot": "loot", "monster": "monster",
                "event": "monster", "curse": "monster", "room": "room"}


def include_treasure(game: Game, card: Any) -> bool:
    """Treasures without their script yet stay out of the deck unless asked for."""
    return (card.script is not None or not game.rules.needs_script(card)
            or bool(game.options.get("all_treasures")))


def setup(game: Game) -> None:
    """Everything before the first decision (FS 2.1.1–2.1.11), without events."""
    if challenge.is_on(game):
        challenge.challenge_card(game)  # an unknown challenge is one clear error, first
        game.options["coop"] = True  # a challenge is a solo / co-op game (FS 2.4)
    if int(game.options["bank"]) < MIN_BANK:
        raise DeckwrightError(f"the Four Souls bank starts with at least {MIN_BANK}¢ "
                              f"(FS 2.1.2), not {game.options['bank']}")
    game.data.update({
        "bank": int(game.options["bank"]), "attack": None, "effects": [], "shields": [],
        "reserved": [], "skips": {}, "extra_turns": [], "eternal": [], "rolls_made": 0,
        "last_roll": None, "round": 1, "timer": 8 if game.options["coop"] else None,
        "start_at": "turn", "started": False,
    })
    counter_meanings.declare(game)
    levels.declare(game)
    discard_abilities.declare(game)
    composite.declare(game)
    library = game.library
    rooms = any(c.type == "room" for c in library.dealt())
    zones.create_zones(game, rooms=rooms)
    few = len(game.seats) < 3 or bool(game.options["coop"])
    # (card, zone) in the order the objects are made: made zone by zone in runs, as many
    # create_object calls would number them (a game starts with hundreds)
    made: list[tuple[str, str]] = []
    for card in library.dealt():
        deck = DECK_OF_TYPE.get(card.type)
        if card.type == "treasure" and not include_treasure(game, card):
            continue
        if deck is not None and card.copies == 0:
            # a deck's card with no copies starts out of play, as The Beast does (FS 1.11.1),
            # until a card brings it in (Dogma's from_outside): made later, it was a card more
            # than the game began with
            deck = None
        zone = f"{deck}.deck" if deck else "out"
        if few and deck is not None and "3plus" in card.tags:
            zone = "out"  # the "3+ players" symbol: not in solo or two-player games (FS 1.16.7)
        made.extend([(card.id, zone)] * (max(1, card.copies) if deck is None else card.copies))
    for zone, run in itertools.groupby(made, key=lambda pair: pair[1]):
        objects = game.create_objects([card for card, _ in run], zone)
        if zone != "out":
            for obj in objects:
                obj.face_down = True
    for deck in zones.DECKS:
        game.rng.shuffle(game.zones[f"{deck}.deck"].objects)
    game.abilities_changed()
    if challenge.is_on(game):
        challenge.set_up(game)
    for slot in zones.slots(game, "shop"):
        slots.setup_slot(game, slot, "treasure")
    for slot in zones.slots(game, "monster"):
        slots.setup_slot(game, slot, "monster")
    for slot in zones.slots(game, "room"):
        slots.setup_slot(game, slot, "room")
    for slot in zones.slots(game, "shop") + zones.slots(game, "monster"):
        for obj in game.zones[slot].objects:
            obj.face_down = False
    if game.options["bonus_souls"] and not game.options["coop"]:
        pool = [o for o in game.zones["out"].objects if game.card(o.card).type == "bonus-soul"]
        game.rng.shuffle(pool)
        for obj in pool[:3]:
            game.move_object(obj, "bonus", "bottom")
    deal_characters(game)
    game.data["turn"] = new_turn_state(game, game.active, 0)
    for seat in game.seats:
        deck = game.zones["loot.deck"].objects
        for _ in range(3):
            if deck:
                new = game.move_object(deck[0], f"{seat}.hand", "bottom")
                new.face_down = False
        game.players[seat].counters.update(cents=3, damage=0, loot_plays=0)
    game.data["bank"] -= 3 * len(game.seats)
    choose_first(game)


def deal_characters(game: Game) -> None:
    """One random character each (or Eden for everyone), with its starting item (FS 2.1.8)."""
    few = len(game.seats) < 3 or bool(game.options["coop"])
    # a "3+ players" character is not dealt in solo, co-op or two-player games (FS 1.16.7)
    pool = [o for o in game.zones["out"].objects if game.card(o.card).type == "character"
            and not (few and "3plus" in game.card(o.card).tags)]
    game.rng.shuffle(pool)
    for seat in game.seats:
        if game.options["eden_only"]:
            obj = game.create_object("eden", "out")
        else:
            obj = pool.pop(0)
        place_character(game, seat, obj.card)


def place_character(game: Game, seat: str, card_id: str) -> None:
    """Give ``seat`` the character ``card_id`` and its starting item, replacing any they had."""
    for zone in (f"{seat}.character", f"{seat}.items"):
        for old in list(game.zones[zone].objects):
            if zone.endswith("character") or "eternal" in game.card(old.card).tags:
                game.move_object(old, "out", "bottom")
    obj = game.find_card(card_id, ["out"]) or game.create_object(card_id, "out")
    new = game.move_object(obj, f"{seat}.character", "top")
    new.tapped = True  # characters start deactivated (FS 2.1.8)
    item = game.card(card_id).stats.get("starting_item")
    if item:
        start = game.find_card(str(item), ["out"]) or game.create_object(str(item), "out")
        placed = game.move_object(start, f"{seat}.items", "top")
        begins = game.card(str(item)).params
        if isinstance(begins, dict) and begins.get("counters"):
            # "this comes into play with N counters" (Spelunking Pack), as for any gained item
            placed.counters["counters"] = int(begins["counters"])
        if levels.starting(game.card(str(item))):  # "starts at level 6" (Ball of Tumors)
            placed.counters[levels.COUNTER] = levels.starting(game.card(str(item)))


def choose_first(game: Game) -> None:
    """Whoever plays Cain goes first; otherwise a random player (FS 2.1.11)."""
    first = None
    for seat in game.seats:
        character = zones.character_of(game, seat)
        if character is not None and "first-player" in game.card(character.card).tags:
            first = seat
    if first is None:
        wanted = game.options.get("first_player", "random")
        first = wanted if wanted in game.seats else game.rng.choice(game.seats)
    game.data["first"] = first
    game.active = first


def start_of_game(game: Game) -> Flow:
    """Start-of-game choices, resolved at once without priority (FS 2.1.9, R-002)."""
    for seat in game.seats_from(game.data["first"]):
        character = zones.character_of(game, seat)
        if character is not None and game.scripts.has_entry(character.card, "start_of_game"):
            yield from game.scripts.run_entry(character.card, "start_of_game",
                                              source=character.id, controller=seat)
    if game.options["draft"]:
        yield from mini_draft(game)


def eden_choice(game: Game, seat: str, count: int = 3) -> Flow:
    """Eden looks at the top three treasures, keeps one as an eternal starting item, and puts
    the others on the bottom (R-003)."""
    cards = []
    for _ in range(count):
        obj = yield from zones.draw_top(game, "treasure")
        if obj is None:
            break
        cards.append(game.move_object(obj, "out", "top"))
    if not cards:
        return
    options = [Option(f"pick:{o.id}", label(game, o.id)) for o in cards]
    picked = yield from stack.choose(game, seat, "Eden: choose your starting item", options,
                                     {"why": "eden"})
    chosen = game.objects[picked[len("pick:"):]]
    game.data["eternal"].append(chosen.card)
    yield from rewards.gain_item(game, seat, chosen, how="starting item")
    for obj in cards:
        if obj.id in game.objects and obj.id != chosen.id:
            yield from game.move(obj, "treasure.deck", "bottom", face_down=True)


def mini_draft(game: Game) -> Flow:
    """Two rounds of picks from N+1 revealed treasures (FS 2.2); leftovers to the bottom."""
    order = game.seats_from(game.data["first"])
    for round_order in (order, list(reversed(order))):
        shown = []
        for _ in range(len(order) + 1):
            obj = yield from zones.draw_top(game, "treasure")
            if obj is None:
                break
            shown.append(game.move_object(obj, "out", "top"))
        for seat in round_order:
            left = [o for o in shown if o.id in game.objects and o.zone == "out"]
            if not left:
                break
            options = [Option(f"pick:{o.id}", label(game, o.id)) for o in left]
            picked = yield from stack.choose(game, seat, "Draft: take a treasure", options,
                                             {"why": "draft"})
            yield from rewards.gain_item(game, seat, game.objects[picked[len("pick:"):]],
                                         how="draft")
        for obj in shown:
            if obj.id in game.objects and obj.zone == "out":
                yield from game.move(obj, "treasure.deck", "bottom", face_down=True)
