"""Four Souls zones: decks and discards, slots (with their covered cards), players' areas.

Zone names (FS 1.3): ``treasure.deck`` ``treasure.discard`` (and loot, monster, room),
``shop.N`` and ``monster.N`` (the top card of a slot, in play) with ``monster.N.covered``
(cards under it, out of play), ``room.1``; in a challenge (FS 2.4) ``final-boss.1``,
``minion.N`` and ``challenge`` (the challenge card); ``pN.hand`` ``pN.character`` ``pN.items``
``pN.souls`` ``pN.curses`` (and ``pN.working.souls``, below), ``stack`` (loot being played),
``monster.dying`` (the temporary death zone, FS 7.6), ``bonus`` (the active bonus souls) and
``out`` (out of play).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.state import HIDDEN, OWNER, PUBLIC, GameObject

Flow = Generator[Any, Any, Any]

DECKS = ("treasure", "loot", "monster", "room")
KIND_OF_TYPE = {
    "treasure": "treasure", "loot": "loot", "monster": "monster", "event": "monster",
    "curse": "monster", "room": "room",
}
PLAYER_AREAS = ("character", "items", "souls", "curses")
# the slots whose cards are monsters: the monster slots, and a challenge's final-boss and
# minion slots (FS 2.4.1, 2.4.4), which are never refilled
MONSTER_SLOT_KINDS = ("monster", "final-boss", "minion")

# the waiting bonus souls: their abilities work, yet they are not in play (FS 11.4.1)
BONUS = "bonus"

# A soul has no abilities "unless stated" (FS 1.15.5 f, 11.1.6). A card whose abilities work
# while a player controls it as a soul ("while you control this soul": Delirium, It Lives!)
# carries this tag and is held in the player's working souls, ``pN.working.souls``: an ability
# zone (ruleset.py), unlike ``pN.souls``. Both are the player's souls; the zones exist only in
# games whose cards have the tag. The kernel finds abilities zone by zone, so this split is
# how one soul's abilities work while another's do not.
SOUL_ABILITIES = "soul-abilities"
WORKING_SOULS = "working.souls"


def create_zones(game: Game, shop_slots: int = 2, monster_slots: int = 2,
                 rooms: bool = False) -> None:
    """Make every zone of a standard game (FS 1.3, 1.8.1)."""
    for deck in DECKS:
        game.add_zone(f"{deck}.deck", HIDDEN)
        game.add_zone(f"{deck}.discard", PUBLIC)
    game.data["slots"] = {"shop": [], "monster": [], "room": []}
    for _ in range(shop_slots):
        add_slot(game, "shop")
    for _ in range(monster_slots):
        add_slot(game, "monster")
    if rooms:
        add_slot(game, "room")
    game.add_zone("stack", PUBLIC)
    game.add_zone("monster.dying", PUBLIC)
    game.add_zone(BONUS, PUBLIC)
    game.add_zone("bonus.used", PUBLIC)
    game.add_zone("out", PUBLIC)
    working = game.library is not None and any(
        SOUL_ABILITIES in card.tags for card in game.library.cards.values())
    if game.library is not None and any(
            ATTACKABLE_SOUL in card.tags for card in game.library.cards.values()):
        game.data["attackable_souls"] = True  # else no soul is looked at as a target
    for seat in game.seats:
        game.add_zone(f"{seat}.hand", OWNER, seat)
        for area in PLAYER_AREAS:
            game.add_zone(f"{seat}.{area}", PUBLIC, seat)
        if working:
            game.add_zone(f"{seat}.{WORKING_SOULS}", PUBLIC, seat)


def soul_zone(game: Game, seat: str, card_id: str) -> str:
    """Where a card goes as ``seat``'s soul: the working souls for a card whose abilities work
    as a soul, else the souls (FS 11.1.6)."""
    working = f"{seat}.{WORKING_SOULS}"
    if working in game.zones and SOUL_ABILITIES in game.card(card_id).tags:
        return working
    return f"{seat}.souls"


def souls_of(game: Game, seat: str) -> list[GameObject]:
    """Every soul a player controls: their souls, then their working souls."""
    working = game.zones.get(f"{seat}.{WORKING_SOULS}")
    own = game.zones[f"{seat}.souls"].objects
    return [*own, *working.objects] if working is not None and working.objects else list(own)


def working_soul_zones(game: Game) -> list[str]:
    """The working souls zones of the game (none unless a card has soul abilities)."""
    return [f"{seat}.{WORKING_SOULS}" for seat in game.seats
            if f"{seat}.{WORKING_SOULS}" in game.zones]


def is_soul(obj: GameObject) -> bool:
    """Whether an object is held as a player's soul (FS 1.15.8)."""
    return obj.zone.endswith(".souls") and seat_of_zone(obj.zone) is not None


def add_slot(game: Game, kind: str) -> str:
    """Add one slot of ``kind`` (shop, monster, room) and return its zone name (FS 1.8.4)."""
    slots = game.data["slots"][kind]
    name = f"{kind}.{len(slots) + 1}"
    game.add_zone(name, PUBLIC)
    if kind == "monster":
        game.add_zone(f"{name}.covered", PUBLIC)
    slots.append(name)
    game.refresh_ability_zones()
    return name


def slots(game: Game, kind: str) -> list[str]:
    """The slot zones of ``kind`` in order."""
    return list(game.data["slots"].get(kind, ()))


def monster_slots(game: Game) -> list[str]:
    """Every slot that holds monsters: monster slots, then a challenge's final-boss and minion
    slots (FS 2.4)."""
    slots = game.data["slots"]
    if "final-boss" not in slots and "minion" not in slots:  # no challenge: the monster slots
        return list(slots.get("monster", ()))
    return [s for kind in MONSTER_SLOT_KINDS for s in slots.get(kind, ())]


def top(game: Game, zone: str) -> GameObject | None:
    """The top object of a zone, or None."""
    objects = game.zones[zone].objects
    return objects[0] if objects else None


def is_monster(game: Game, obj: GameObject) -> bool:
    """Whether an object is a monster: a monster card (not one that became a player's item:
    Charmed Vis), or an Ambush loot that became one in a monster slot (FS 9.10.3)."""
    card = game.card(obj.card)
    if card.type == "monster":
        return not obj.zone.endswith(".items")
    return "ambush" in card.tags and (obj.zone in game.data["slots"]["monster"]
                                      or obj.zone == "monster.dying")


# An item with a stat block that other players may attack and kill like a monster (a familiar:
# Co-op Baby), and a soul that may be attacked the same way (Cursed Haunt): engine words for the
# cards' keywords, which the printed rules do not define (FS 6.10.1 covers items and rooms).
FAMILIAR = "familiar"
ATTACKABLE_SOUL = "attackable-soul"
# a monster or object whose damage stays at the end of the turn (Mulligoon, FS 3.4 step 4)
KEEPS_DAMAGE = "keeps-damage"


def attackable_now(game: Game, obj: GameObject) -> bool:
    """Whether an item, room or soul may be attacked (FS 6.10.1): its card says so (a soul:
    ``attackable-soul``; an item: ``attackable`` or ``familiar``), and a double-sided card
    attackable on one side only (params.attackable_side 'front' or 'back') has that side up
    (a 'side' counter: odd when its back is up)."""
    card = game.card(obj.card)
    if is_soul(obj):
        return ATTACKABLE_SOUL in card.tags
    if "attackable" not in card.tags and FAMILIAR not in card.tags:
        return False
    side = card.params.get("attackable_side") if isinstance(card.params, dict) else None
    if side is None:
        return True
    return (int(obj.counters.get("side", 0)) % 2 == 1) == (side == "back")


ATTACKABLE_CARDS = "four-souls attackable cards"  # in Game.caches: (cards known, any)


def any_attackable_card(game: Game) -> bool:
    """Whether any card the game knows may be attacked as an item or a room (FS 6.10.1: its
    tags, as ``attackable_now`` reads them); looked at again only when the game knows more
    cards (a composite monster's card is made during the game)."""
    cards = game.library.cards if game.library is not None else {}
    kept = game.caches.get(ATTACKABLE_CARDS)
    if kept is None or kept[0] != len(cards):
        kept = game.caches[ATTACKABLE_CARDS] = (len(cards), any(
            "attackable" in c.tags or FAMILIAR in c.tags for c in cards.values()))
    return bool(kept[1])


def attackable_objects(game: Game, *, damaged: bool = False) -> list[GameObject]:
    """Items and rooms in play that may be attacked (FS 6.10.1): players' items player by
    player from the active player, then the shop's and the rooms' top cards; ``damaged``:
    only those with damage marked (all the death check can find, asked before the card)."""
    out = []
    if any_attackable_card(game):  # most games have none: their items are not looked at
        for seat in game.seats_from(game.active):
            out.extend(o for o in game.zones[f"{seat}.items"].objects
                       if (not damaged or o.counters.get("damage"))
                       and attackable_now(game, o))
        for kind in ("shop", "room"):
            for name in slots(game, kind):
                obj = top(game, name)
                if obj is not None and (not damaged or obj.counters.get("damage")) \
                        and attackable_now(game, obj):
                    out.append(obj)
    if game.data.get("attackable_souls"):
        for seat in game.seats_from(game.active):
            out.extend(o for o in souls_of(game, seat)
                       if (not damaged or o.counters.get("damage")) and attackable_now(game, o))
    return out


def attacked_by_others_only(game: Game, obj: GameObject) -> bool:
    """Whether only players other than its controller may attack it: a familiar or a soul
    (its controller has nothing to gain from it, and the cards say "another player")."""
    card = game.card(obj.card)
    return FAMILIAR in card.tags or ATTACKABLE_SOUL in card.tags


def active_monsters(game: Game) -> list[GameObject]:
    """The monsters in play: the top card of each monster slot that has a stat block (a
    challenge's final boss and minions included, FS 2.4.1)."""
    # asked at every death check and by the bots: the slots' tops read in place (``top``)
    out = []
    zones_now = game.zones
    for name in monster_slots(game):
        objects = zones_now[name].objects
        if objects and is_monster(game, objects[0]):
            out.append(objects[0])
    return out


def slot_of(game: Game, obj: GameObject | str) -> str | None:
    """The slot an object tops, or None."""
    zone = obj.zone if isinstance(obj, GameObject) else game.objects[obj].zone
    for kind in ("monster", "shop", "room", "final-boss", "minion"):
        if zone in game.data["slots"].get(kind, ()):
            return zone
    return None


def items_of(game: Game, seat: str) -> list[GameObject]:
    """The items a player controls (FS 1.15.1)."""
    return list(game.zones[f"{seat}.items"].objects)


def character_of(game: Game, seat: str) -> GameObject | None:
    """A player's character object."""
    return top(game, f"{seat}.character")


def seat_of_zone(zone: str) -> str | None:
    """The seat a ``pN.something`` zone belongs to."""
    head = zone.split(".", 1)[0]
    return head if head.startswith("p") and head[1:].isdigit() else None


def in_play_zones(game: Game) -> list[str]:
    """Zones whose objects are in play and have working abilities (FS 1.7, 9.1.1)."""
    out = []
    for seat in game.seats:
        out.extend((f"{seat}.character", f"{seat}.items", f"{seat}.curses"))
    out.extend(monster_slots(game))
    out.extend(game.data["slots"]["room"])
    if "challenge" in game.zones:
        out.append("challenge")  # the challenge card's abilities work all game (FS 2.4)
    # a dying monster keeps its abilities until its death steps end (its "after rewards"
    # triggers, FS 7.6 step 4); static abilities check they are in a slot themselves
    out.append("monster.dying")
    return out


def in_play_with(game: Game, entry: str) -> list[GameObject]:
    """The objects in play whose script defines entry point ``entry``, in the order of
    ``in_play_zones``, then the working souls (whose abilities work, though souls are not in
    play); the ability zones are those and the bonus souls (ruleset.py)."""
    return [obj for obj in game.scripts.holders_with(entry) if obj.zone != BONUS]


def deck_of(game: Game, card_id: str) -> str:
    """Which deck a card belongs to (``treasure`` …), by its type (FS 1.4.1, 1.5.1)."""
    card = game.card(card_id)
    if "trinket" in card.tags and card.type == "loot":
        return "loot"
    return KIND_OF_TYPE.get(card.type, "out")


def discard_zone(game: Game, card_id: str) -> str:
    """The discard pile a card goes to, or ``out`` for cards without a deck (FS 1.5.1)."""
    kind = deck_of(game, card_id)
    return f"{kind}.discard" if kind in DECKS else "out"


def ensure_deck(game: Game, kind: str) -> Flow:
    """Reshuffle the discard into an empty deck (FS 1.4.3); return False if both are empty."""
    deck = game.zones[f"{kind}.deck"]
    if deck.objects:
        return True
    discard = game.zones[f"{kind}.discard"]
    if not discard.objects:
        return False
    for obj in list(discard.objects):
        yield from game.move(obj, f"{kind}.deck", "bottom", face_down=True)
    yield from game.shuffle(f"{kind}.deck")
    return bool(deck.objects)


def draw_top(game: Game, kind: str) -> Flow:
    """The top card of a deck after any reshuffle, or None."""
    ok = yield from ensure_deck(game, kind)
    if not ok:
        return None
    return game.zones[f"{kind}.deck"].objects[0]


def target_rank(game: Game, target: str) -> tuple[int, int, int]:
    """Where a target stands in a list of targets: players in seat order, then monsters by
    slot, then what players hold (character, items, souls, curses) by seat, then the rest."""
    seats = list(game.seats)
    if target in game.players:
        return (0, seats.index(target), 0)
    obj = game.objects.get(target)
    if obj is None:
        return (4, 0, 0)
    slots_of_monsters = monster_slots(game)
    if obj.zone in slots_of_monsters:
        return (1, slots_of_monsters.index(obj.zone), 0)
    owner = obj.zone.split(".", 1)[0]
    if owner in game.players:
        return (2, seats.index(owner), game.zones[obj.zone].objects.index(obj))
    return (3, 0, 0)
