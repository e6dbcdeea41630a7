"""Challenges (FS 2.4): a solo or co-operative game against a final boss and its minions, with
the co-op timer, won only by the challenge's own goal.

The challenge card (type ``challenge``, chosen with ``--option challenge=ID``) stays in the
``challenge`` zone for the whole game; its abilities work like a room's ("you" is the active
player). Its stats name the final boss (``final_boss``: the monster put in the final-boss slot
at set-up), the timer's start (``timer``, else 8) and how many minions to summon at set-up
(``minions``). Its script states the goal (``ctx:win_challenge``) and may lose the challenge,
summon minions or move the timer.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.events import Event, Replacement
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary
from deckwright.kernel.state import PUBLIC, GameObject

from . import damage, slots, zones
from .facts import Flow, soul_value

BOSS = "final-boss"
MINION = "minion"
ARMOUR = 3  # the most a final boss takes at once from anything but an attack (FS 2.4.2)
DEFAULT_TIMER = 8


def is_on(game: Game) -> bool:
    """Whether this game is a challenge."""
    return bool(game.options.get("challenge"))


def challenge_card(game: Game) -> Any:
    """The chosen challenge card, checked: an unknown id is one clear error naming the
    challenges the loaded sets offer."""
    wanted = str(game.options.get("challenge") or "")
    cards = game.library.cards if game.library is not None else {}
    offered = sorted(c.id for c in cards.values() if c.type == "challenge")
    card = cards.get(wanted)
    if card is None or card.type != "challenge":
        raise DeckwrightError(
            f"--option challenge={wanted}: no challenge card '{wanted}' in the loaded sets "
            f"(challenges: {', '.join(offered) or 'none; add a set that has one with --set'})")
    return card


def set_up(game: Game) -> None:
    """Put the challenge in play, its final boss in the final-boss slot, its first minions in
    minion slots, and start the timer (FS 2.4.1, 2.4.4, 2.4.5); without events, as set-up."""
    card = challenge_card(game)
    game.options["coop"] = True  # a challenge is a solo / co-op game (FS 2.4)
    game.data["timer"] = int(card.stats.get("timer") or DEFAULT_TIMER)
    game.data["slots"].setdefault(BOSS, [])
    game.data["slots"].setdefault(MINION, [])
    game.add_zone("challenge", PUBLIC)
    game.move_object(_take(game, card.id), "challenge", "top").face_down = False
    boss = str(card.stats.get("final_boss") or "")
    if boss:
        if boss not in game.library.cards or game.card(boss).type != "monster":
            raise DeckwrightError(f"challenge '{card.id}': its final boss '{boss}' is not a "
                                  "monster card of the loaded sets")
        slot = zones.add_slot(game, BOSS)
        game.move_object(_take(game, boss), slot, "top").face_down = False
    for _ in range(int(card.stats.get("minions") or 0)):
        pile = game.zones["monster.deck"].objects
        monster = next((o for o in pile if not slots.is_event(game, o.card)), None)
        if monster is None:
            break
        slot = zones.add_slot(game, MINION)
        game.move_object(monster, slot, "top").face_down = False


def _take(game: Game, card_id: str) -> GameObject:
    """The card's object from a deck or out of play (a copy if it has none)."""
    found = game.find_card(card_id, ["monster.deck", "out"])
    return found if found is not None else game.create_object(card_id, "out")


def summon_minion(game: Game, obj: GameObject) -> Flow:
    """Expand the minion slots by one and put the card there (FS 2.4.4); an event triggers
    there as in a monster slot."""
    slot = zones.add_slot(game, MINION)
    new = yield from slots.place_in_slot(game, obj, slot)
    yield from game.perform("expand", {"slot_kind": MINION, "count": 1})
    return new


def is_final_boss(game: Game, obj: GameObject | None) -> bool:
    """Whether an object is the monster in the final-boss slot."""
    return obj is not None and obj.zone in zones.slots(game, BOSS)


def is_minion(game: Game, obj: GameObject | None) -> bool:
    """Whether an object is a monster in a minion slot."""
    return obj is not None and obj.zone in zones.slots(game, MINION)


def win(game: Game, why: str) -> None:
    """The challenge's goal is met: every player wins together (FS 2.4.3, 2.4.6)."""
    if not game.over:
        game.end(list(game.seats), why, souls=sum(soul_value(game, s) for s in game.seats))


def lose(game: Game, why: str) -> None:
    """The challenge is lost: nobody wins."""
    if not game.over:
        game.end([], why, souls=sum(soul_value(game, s) for s in game.seats))


# ----------------------------------------------------------------- the slots' own rules
def replacements(game: Game, event: Event) -> list[Replacement]:
    """Boss armour (FS 2.4.2) and the final boss and minions that never leave their slots but
    by dying (FS 2.4.1, 2.4.4)."""
    if not is_on(game):
        return []
    if event.kind == "damage":
        return _armour_damage(game, event)
    if event.kind in ("kill", "destroy"):
        return _armour_kill(game, event)
    if event.kind == "move":
        return _stay_in_slot(game, event)
    return []


def _armour_damage(game: Game, event: Event) -> list[Replacement]:
    target = game.objects.get(str(event.data.get("target")))
    if (not is_final_boss(game, target) or event.data.get("combat")
            or int(event.data.get("amount") or 0) <= ARMOUR or "rule:armour" in event.applied):
        return []

    def apply(game: Game, event: Event) -> None:
        event.data["amount"] = ARMOUR
    return [Replacement("rule:armour", f"boss armour: {ARMOUR} damage at most", apply)]


def _armour_kill(game: Game, event: Event) -> list[Replacement]:
    target = game.objects.get(str(event.data.get("target") or event.data.get("object")))
    if not is_final_boss(game, target) or "rule:armour" in event.applied:
        return []

    def apply(game: Game, event: Event) -> Flow:
        event.cancelled = True
        yield from damage.deal(game, target.id, ARMOUR, source=event.data.get("source"),
                               controller=game.active)
    return [Replacement("rule:armour", f"boss armour: {ARMOUR} damage instead", apply)]


def _stay_in_slot(game: Game, event: Event) -> list[Replacement]:
    obj = game.objects.get(str(event.data.get("object")))
    if obj is None or "rule:stays" in event.applied or event.data.get("to") == "monster.dying":
        return []
    if not (is_final_boss(game, obj) or is_minion(game, obj)) or slots.is_event(game, obj.card):
        return []

    def apply(game: Game, event: Event) -> None:
        event.cancelled = True
    return [Replacement("rule:stays", "a final boss or minion leaves only by dying", apply)]


# ----------------------------------------------------------------- the Lua vocabulary
VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("win_challenge(why?: string) -> nil",
                   "The challenge's goal is met: every player wins (FS 2.4.6); nothing else wins "
                   "a challenge.")
def _win(game: Game, source: Any, controller: Any, why: str = "the challenge's goal") -> Flow:
    win(game, str(why))
    return None
    yield


@VOCABULARY.action("lose_challenge(why?: string) -> nil",
                   "The challenge is lost: the game ends with no winner.")
def _lose(game: Game, source: Any, controller: Any, why: str = "the challenge was lost") -> Flow:
    lose(game, str(why))
    return None
    yield


@VOCABULARY.action("summon_minion(card?: id) -> id|nil",
                   "Expand the minion slots by 1 and put a card there (nil: the top of the "
                   "monster deck); it never leaves but by dying (FS 2.4.4). Its new id, or nil.")
def _summon(game: Game, source: Any, controller: Any, card: str | None = None) -> Flow:
    if card is None:
        obj = yield from zones.draw_top(game, "monster")
    else:
        obj = game.objects.get(str(card))
        if obj is None or zones.slot_of(game, obj) is not None:
            return None
    if obj is None or not is_on(game):
        return None
    new = yield from summon_minion(game, obj)
    return new.id if new else None


@VOCABULARY.action("change_timer(n: integer) -> integer|nil",
                   "Move the co-op or challenge timer by n (negative: down); at 0 the players "
                   "lose (FS 2.4.5). The new value.")
def _timer(game: Game, source: Any, controller: Any, n: int) -> Flow:
    if game.data.get("timer") is not None:
        game.data["timer"] = max(0, int(game.data["timer"]) + int(n))
    return game.data.get("timer")
    yield


@VOCABULARY.query("final_boss() -> id|nil",
                  "The monster in the final-boss slot (FS 2.4.1), or nil.")
def _final_boss(game: Game, source: Any, controller: Any) -> Any:
    tops = [zones.top(game, s) for s in zones.slots(game, BOSS)]
    return next((o.id for o in tops if o is not None), None)


@VOCABULARY.query("minions() -> list<id>", "The monsters in minion slots (FS 2.4.4).")
def _minions(game: Game, source: Any, controller: Any) -> Any:
    tops = [zones.top(game, s) for s in zones.slots(game, MINION)]
    return [o.id for o in tops if o is not None and zones.is_monster(game, o)]


@VOCABULARY.query("is_final_boss(id: id) -> boolean", "Whether an object is the final boss.")
def _is_final_boss(game: Game, source: Any, controller: Any, ident: str) -> Any:
    return is_final_boss(game, game.objects.get(str(ident)))


@VOCABULARY.query("is_minion(id: id) -> boolean", "Whether an object is a minion.")
def _is_minion(game: Game, source: Any, controller: Any, ident: str) -> Any:
    return is_minion(game, game.objects.get(str(ident)))
