"""The turn: free actions, kick open the door, fight or look for trouble or loot the room,
free actions again, charity (MK 3)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import BACK, CHOOSE, CHOOSE_MANY, Decision, Option

from . import character as ch
from . import combat as cb
from . import fight
from . import items as it
from . import races_and_classes as rc
from .cards import (
    COMBAT,
    DOOR,
    DOOR_DISCARD,
    LIMBO,
    ctype,
    hand,
    label,
    stat,
)
from .curses import strike
from .death import resurrect
from .deck import draw, draw_one, immediate
from .narration_words import plural
from .setup import create_characters
from .windows import window

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


# ---------------------------------------------------------------------- the game
def play_game(game: Game) -> Flow:
    """Who goes first and character creation, then turns until someone reaches level 10."""
    if game.data.get("creation"):
        yield from create_characters(game)
        if game.over:
            return
    while not game.over:
        yield from take_turn(game)
        if game.over:
            return
        game.active = game.next_seat(game.active)


def fresh_turn() -> dict[str, Any]:
    """The per-turn state of the active player."""
    return {"fought": False, "kicked": False, "disengaged": [],
            "ended": False, "looted": False, "step": "prepare", "sold_double": {}}


def take_turn(game: Game) -> Flow:
    """One turn of the active player (MK 3.1)."""
    game.turn += 1
    limit = int(game.options.get("turn_limit") or 0)
    if limit and game.turn > limit:
        game.turn = limit
        game.end([], "turn limit")
        return
    active = game.active
    game.data["turn"] = fresh_turn()
    game.data["after_combat"] = False
    for seat in game.seats:
        if ch.is_out(game, seat) and seat != active:
            yield from game.perform("flag", {"target": seat, "name": "out", "value": False})
    yield from game.perform("turn", {"player": active, "turn": game.turn})
    if ch.is_dead(game, active):
        yield from resurrect(game, active)
    steps = (prepare, kick, trouble_or_loot, after, charity)
    for step in steps:
        if game.over or game.data["turn"]["ended"]:
            return
        while (yield from step(game)) == BACK:
            # charity taken back: the free actions after the fight again, where the cards
            # may still be played or sold (MK 3.9)
            yield from after(game)


def prepare(game: Game) -> Flow:
    """P0: free actions; the active player's pass announces the kick (MK 3.2, 3.3)."""
    game.step = "prepare"
    game.data["turn"]["step"] = "prepare"
    yield from window(game, "free", game.active)


def after(game: Game) -> Flow:
    """P4: free actions again, for everyone (MK 3.9); disengagement ends (MK 14.4)."""
    game.step = "after"
    turn = game.data["turn"]
    turn["step"] = "after"
    turn["disengaged"] = []
    yield from window(game, "free", game.active)


# ---------------------------------------------------------------------- the door
def kick(game: Game) -> Flow:
    """P1: draw the top Door face up and resolve it (MK 3.5). A Cleric may take the top of the
    Door discard instead, then discard a card (Resurrection)."""
    game.step = "kick"
    active = game.active
    turn = game.data["turn"]
    turn["step"] = "kick"
    turn["kicked"] = True
    obj = None
    if (ch.stat(game, active, "resurrection", 0) > 0 and game.zones[DOOR_DISCARD].objects
            and game.zones[hand(active)].objects):
        top = game.zones[DOOR_DISCARD].objects[0]
        answer = yield Decision(active, CHOOSE, "Kick open the door, or take the top of the "
                                "Door discard (Resurrection)?",
                                [Option("kick", "Kick open the door"),
                                 Option("resurrect", taken_door(game, top.card))])
        if answer == "resurrect":
            obj = yield from game.move(top.id, LIMBO, "bottom", player=active, cause="kick")
            yield from it.discard_from_hand(game, active, "Resurrection: discard a card")
    if obj is None:
        obj = yield from draw_one(game, DOOR, LIMBO, player=active, face="up", cause="kick")
    if obj is None:
        return
    yield from game.perform("kick", {"player": active, "object": obj.id, "card": obj.card})
    turn["step"] = "door"
    yield from resolve_door(game, active, obj.id)


def taken_door(game: Game, card: str) -> str:
    """The Resurrection option: the card taken is this turn's door, and does what a kicked
    door does (a monster is fought, a curse strikes; MK 3.5)."""
    name = game.card(card).name
    kind = ctype(game, card)
    if kind == "monster":
        return f"Take {name} as your door: you fight it (level {stat(game, card, 'level', 0)})"
    if kind == "curse":
        return f"Take {name} as your door: it curses you"
    return f"Take {name} as your door"


def resolve_door(game: Game, seat: str, object_id: str) -> Flow:
    """What a face-up Door card does (MK 3.5)."""
    card = game.obj(object_id).card
    kind = ctype(game, card)
    if kind == "monster":
        yield from met_monster(game, seat, object_id)
    elif kind == "curse":
        yield from strike(game, object_id, seat, source="door", by=seat)
    elif kind == "immediate":
        yield from immediate(game, seat, object_id)
    elif kind in ("race", "class", "combinator"):
        options = [Option("keep", f"Take {game.card(card).name} into your hand")]
        if playable_at_once(game, seat, object_id):
            options.append(Option("play", f"Play {game.card(card).name} now"))
        answer = "keep"
        if len(options) > 1:
            answer = yield Decision(seat, CHOOSE, f"You found {game.card(card).name}", options)
        if answer == "play":
            yield from game.move(object_id, hand(seat), "bottom", player=seat, cause="kick")
            moved = game.zones[hand(seat)].objects[-1]
            if kind == "combinator":
                yield from rc.play_combinator(game, seat, moved.id)
            else:
                yield from rc.play_race_or_class(game, seat, moved.id)
        else:
            yield from game.move(object_id, hand(seat), "bottom", player=seat, cause="kick")
    else:
        yield from game.move(object_id, hand(seat), "bottom", player=seat, cause="kick")


def playable_at_once(game: Game, seat: str, object_id: str) -> bool:
    """Whether a kicked race, class or combinator could go on the table now."""
    card = game.obj(object_id).card
    if ctype(game, card) == "combinator":
        return rc.can_play_combinator(game, seat, object_id)
    return rc.can_play_race_or_class(game, seat, card)


def engages(game: Game, seat: str, monster_id: str) -> bool:
    """Whether a monster pursues this character (MK 3.6)."""
    card = game.obj(monster_id).card
    answer = game.scripts.query_entry(card, "engages", seat, source=monster_id, controller=seat)
    return answer is not False


def met_monster(game: Game, seat: str, monster_id: str) -> Flow:
    """A monster that engages is fought; one that does not may be let go or fought, after the
    others have had their chance to change that (MK 3.6, 14.8)."""
    if not engages(game, seat, monster_id):
        yield from window(game, "free", seat, friendly=monster_id)
        if game.over or monster_id not in game.objects:
            return
        if not engages(game, seat, monster_id):
            card = game.obj(monster_id).card
            options = [Option("fight", "Fight it anyway"), Option("let-go", "Let it go")]
            for way in cb.instead_options(game, seat, monster_id):
                options.append(Option(f"instead:{monster_id}:{way.id}", way.label))
            answer = yield Decision(seat, CHOOSE, f"{game.card(card).name} does not pursue you",
                                    options)
            if answer == "let-go":
                yield from game.perform("let-go", {"player": seat, "card": card})
                if game.scripts.has_entry(card, "not_engaged"):
                    yield from game.scripts.run_entry(card, "not_engaged", source=monster_id,
                                                      controller=seat, args=(seat,))
                if monster_id in game.objects:
                    yield from it.discard(game, monster_id, "let-go")
                return
            if answer.startswith("instead:"):
                _, _, way = answer.split(":", 2)
                yield from game.scripts.run_entry(card, "instead", source=monster_id,
                                                  controller=seat, args=(seat, way))
                if monster_id in game.objects and game.obj(monster_id).zone == LIMBO:
                    yield from it.discard(game, monster_id, "let-go")
                return
    moved = yield from game.move(monster_id, COMBAT, "bottom", cause="fight")
    if moved is None:
        return
    yield from fight.start(game, seat, moved.id)


# ---------------------------------------------------------------------- look for trouble / loot
def trouble_or_loot(game: Game) -> Flow:
    """P3: with no fight this turn, fight a monster from hand or loot a face-down Door
    (MK 3.7, 3.8)."""
    turn = game.data["turn"]
    if turn["fought"]:
        return
    game.step = "loot"
    turn["step"] = "loot"
    active = game.active
    monsters = [o for o in game.zones[hand(active)].objects if ctype(game, o.card) == "monster"]
    options = [Option("loot", "Loot the room: draw a Door face down")]
    options += [Option(f"trouble:{o.id}", f"Look for trouble: fight {game.card(o.card).name}")
                for o in monsters]
    answer = yield Decision(active, CHOOSE, "No fight yet this turn", options)
    if answer == "loot":
        turn["looted"] = True
        yield from draw(game, active, DOOR, 1, "down")
        return
    object_id = answer.split(":", 1)[1]
    moved = yield from game.move(object_id, COMBAT, "bottom", cause="trouble", player=active)
    if moved is not None:
        yield from fight.start(game, active, moved.id)


# ---------------------------------------------------------------------- charity
def hand_limit(game: Game, seat: str) -> int:
    """5, or 6 for a Dwarf; a card in play can change it (MK 3.10)."""
    return ch.stat(game, seat, "hand_limit", 5)


def charity_prompt(excess: int, takers: list[str]) -> str:
    """What the charity choice will do with the cards: give them to the lowest-level players,
    or discard them when the giver is (tied for) lowest (MK 3.10)."""
    cards = plural(excess, "card")
    if not takers:
        return f"Charity: you are (tied for) the lowest level: choose {cards} to discard"
    who = " and ".join(takers) if len(takers) < 3 else ", ".join(takers[:-1]) + \
        f" and {takers[-1]}"
    return f"Charity: choose {cards} to give to {who} (lowest level)"


def charity(game: Game) -> Flow:
    """P5: cards beyond the limit go to the lowest-level player(s), split as evenly as
    possible, or to the discard if the giver is (tied for) lowest (MK 3.10, 14.15)."""
    game.step = "charity"
    game.data["turn"]["step"] = "charity"
    active = game.active
    cards = list(game.zones[hand(active)].objects)
    excess = len(cards) - hand_limit(game, active)
    if excess <= 0:
        return
    others = [s for s in ch.others(game, active) if not ch.is_dead(game, s)]
    low = min((ch.level(game, s) for s in others), default=None)
    discarding = low is None or ch.level(game, active) <= low
    takers = [] if discarding else [s for s in others if ch.level(game, s) == low]
    picked = [o.id for o in cards]
    if excess < len(cards):
        answer = yield Decision(active, CHOOSE_MANY, charity_prompt(excess, takers),
                                [Option(f"card:{o.id}", game.card(o.card).name)
                                 for o in cards], minimum=excess, maximum=excess, back=True)
        if answer == BACK:
            return BACK
        picked = [a.split(":", 1)[1] for a in answer]
    if discarding:
        for obj_id in picked:
            yield from it.discard(game, obj_id, "charity")
        return
    if len(takers) == 1:
        for obj_id in picked:
            yield from it.transfer(game, obj_id, takers[0], "hand", cause="charity")
        return
    base, extra = divmod(len(picked), len(takers))
    given = {s: 0 for s in takers}
    for index, obj_id in enumerate(picked):
        left = len(picked) - index
        extras_used = sum(1 for s in takers if given[s] > base)
        allowed = []
        for s in takers:
            cap = base + (1 if extras_used < extra or given[s] > base else 0)
            if given[s] >= cap:
                continue
            deficit = sum(max(0, base - given[t]) for t in takers) - (1 if given[s] < base else 0)
            if left - 1 < deficit:
                continue
            allowed.append(s)
        to = allowed[0]
        if len(allowed) > 1:
            answer = yield Decision(active, CHOOSE, f"Charity: who gets {label(game, obj_id)}?",
                                    [Option(f"to:{s}", s) for s in allowed])
            to = answer.split(":", 1)[1]
        given[to] += 1
        yield from it.transfer(game, obj_id, to, "hand", cause="charity")
