"""The turn (FS 3): start phase (recharge, start-of-turn triggers, loot), action phase (loot
play, attacks, purchases, end of turn), end phase (end-of-turn triggers, hand limit, room,
cleanup: everyone heals, "this turn" effects end), then the next player."""

from __future__ import annotations

from deckwright.kernel.decisions import CHOOSE_MANY, Decision, Option
from deckwright.kernel.game import Game

from . import (
    attack,
    item_rooms,
    lasting,
    loot,
    must_be_attacked,
    room_kept,
    secret_vote,
    setup,
    shop,
    slots,
    stack,
    zones,
)
from .copies import uncopy
from .facts import Flow, is_dead, label, new_turn_state, soul_value, turn

HAND_LIMIT = 10


def play(game: Game) -> Flow:
    """The whole game: start-of-game choices, then turns until someone wins."""
    yield from setup.start_of_game(game)
    seat = game.data["first"]
    start = game.data.get("start_at", "turn")
    game.data["started"] = True
    kept = game.data.pop("kept_tapped", [])
    if start == "action":
        recharged_before(game, seat, kept)
    while not game.over:
        yield from take_turn(game, seat, start)
        start = "turn"
        if game.over:
            return
        seat = next_player(game, seat)
        if game.over:
            return


def bonus(game: Game, stat: str, seat: str) -> int:
    """A per-turn number from static abilities (extra loot plays, attacks, purchases …)."""
    value = game.scripts.modified(stat, seat, 0)
    return int(value) if isinstance(value, (int, float)) else 0


PER_TURN_BONUSES = ("attacks", "purchases")
# in Game.caches: the zones version at which no static grants attacks, purchases or loot plays
UNGRANTED = "four-souls no bonus statics"


def sync_bonuses(game: Game) -> Flow:
    """Keep the active player's attacks, purchases and loot plays left in step with the static
    abilities that grant more of them ("one more purchase on your turn", Belly Button's loot
    play): such an ability counts while its source is in play (FS 9.4), so an item gained in
    the action phase adds its share at once and one that leaves takes it away (FS 4.6, 6.9,
    8.6). Called when the action phase begins and before each priority in it; only the change
    since the last call is applied, so the counts stay "granted minus used" (never below 0)."""
    change = bonuses_synced(game)
    if change:
        yield from game.change_counter(game.active, "loot_plays", change,
                                       reason="a loot-play ability came or went")


def bonuses_synced(game: Game) -> int:
    """``sync_bonuses`` up to its one event: attacks and purchases put in step (turn state,
    no event), and the change of loot plays still to make as a counter event (0: none). The
    state check calls it before each priority and makes the event only when there is one."""
    state = game.data["turn"]  # (``turn``, read in place: before every priority)
    if state["phase"] != "action":
        return 0
    applied = state.setdefault("static_bonus", {})
    # most stats have no static granting them (a bonus of 0): those are not asked; while none
    # of the three has one (most of a game), known again without the index until the zones
    # in play move (the index itself is rebuilt only then)
    active = game.active
    caches = game.caches
    if caches.get(UNGRANTED) == game.zones_version:
        for stat in PER_TURN_BONUSES:
            change = -applied.get(stat, 0)
            if change:
                state[stat] += change
                applied[stat] = 0
        if "loot_plays" not in applied:
            return 0
        change = max(-applied["loot_plays"], -game.players[active].counters.get("loot_plays", 0))
        applied["loot_plays"] = 0
        return change
    granted = game.scripts.index.static_of
    if not (granted("attacks") or granted("purchases") or granted("loot_plays")):
        caches[UNGRANTED] = game.zones_version
    for stat in PER_TURN_BONUSES:
        now = bonus(game, stat, active) if granted(stat) else 0
        change = now - applied.get(stat, 0)
        if change:
            state[stat] += change
            applied[stat] = now
    if "loot_plays" not in applied:  # granted with the turn's loot play (action_phase)
        return 0
    now = bonus(game, "loot_plays", active) if granted("loot_plays") else 0
    # (the seat's counter read in place: ``Game.counter``, asked before every priority)
    change = max(now - applied["loot_plays"],
                 -game.players[active].counters.get("loot_plays", 0))
    applied["loot_plays"] = now
    return change


def take_turn(game: Game, seat: str, start: str = "turn") -> Flow:
    """One turn of ``seat``."""
    game.turn += 1
    limit = int(game.options.get("max_turns") or 0)
    if limit and game.turn > limit:
        game.end([], "turn limit", turns=game.turn - 1)
        return
    game.active = seat
    if seat == game.data.get("first") and zones.slots(game, "room"):
        # what the room slots hold as a round begins (FS 3.5.1, for 2.3.5)
        game.data["round_rooms"] = {slot: top.id for slot in zones.slots(game, "room")
                                    if (top := zones.top(game, slot)) is not None}
    game.data["turn"] = state = new_turn_state(game, seat, game.turn)
    state.update(game.data.pop("turn_overrides", None) or {})
    if start != "action":
        yield from start_phase(game, seat)
        if game.over:
            return
    if not state["ending"]:
        yield from action_phase(game, seat)
        if game.over:
            return
    yield from end_phase(game, seat)


def recharged_before(game: Game, seat: str, kept: list[str]) -> None:
    """A scenario that starts in the action phase: its recharge step is behind it (FS 3.1),
    so the active player's character and items and the monsters and rooms in slots are
    charged, without events, as set-up; ``kept`` are the objects its set-up deactivated."""
    tops = [zones.top(game, slot) for slot in zones.monster_slots(game)
            + zones.slots(game, "room")]
    for obj in [*game.zones[f"{seat}.character"].objects, *game.zones[f"{seat}.items"].objects,
                *(t for t in tops if t is not None)]:
        if obj.id not in kept:
            obj.tapped = False


def start_phase(game: Game, seat: str) -> Flow:
    """Recharge, start-of-turn triggers, then the loot step (FS 3.1)."""
    game.phase = turn(game)["phase"] = "start"
    item_rooms.follow_active(game)  # a card that became a room: its "you" is the new AP
    game.step = "recharge"
    for zone in (f"{seat}.character", f"{seat}.items"):
        for obj in list(game.zones[zone].objects):
            if obj.tapped:
                yield from game.perform("untap", {"object": obj.id, "reason": "recharge"})
    for slot in zones.monster_slots(game) + zones.slots(game, "room"):
        obj = zones.top(game, slot)
        if obj is not None and obj.tapped:
            yield from game.perform("untap", {"object": obj.id, "reason": "recharge"})
    for other in game.seats:  # "until the start of your next turn" ends (Undefined)
        for obj in zones.items_of(game, other):
            if obj.flags.get("copy_until") == f"start:{seat}":
                uncopy(game, obj)
    lasting.expire(game, f"start:{seat}")
    must_be_attacked.at_turn_start(game, seat)
    game.step = "start"
    yield from game.perform("turn-start", {"player": seat})
    yield from game.priority()
    if game.over or turn(game)["ending"]:
        return
    game.step = "loot"
    yield from loot.loot(game, seat, 1 + bonus(game, "loot_step", seat), "loot step")
    yield from game.priority()


def action_phase(game: Game, seat: str) -> Flow:
    """Priority until the active player ends the turn (FS 3.2)."""
    state = turn(game)
    game.phase = state["phase"] = "action"
    game.step = "action"
    yield from sync_bonuses(game)
    extra = bonus(game, "loot_plays", seat)
    state["static_bonus"]["loot_plays"] = extra
    yield from game.change_counter(seat, "loot_plays", 1 + extra)
    while not game.over:
        yield from game.priority()
        if game.over or state["ending"]:
            return
        if (yield from run_declared(game)):
            if state["ending"] and not game.stack:
                # the active player died in it: the stack is empty and every slot refilled,
                # so the turn moves to the end phase (FS 7.7.5-6) with no second round in
                # which everyone passed already
                return
            continue
        if attack.owed(game) is not None and attack.can_declare(game, seat):
            # the turn cannot end while an attack is owed (FS 3.2.7, 6.9)
            state["end_declared"] = False
            yield from attack.declare(game, seat)
            continue
        if shop.must_buy(game, seat) and shop.can_declare(game, seat):
            # nor while a purchase is owed (Everything Must Go: forced_purchase.py)
            state["end_declared"] = False
            yield from shop.declare(game, seat)
            continue
        return


def run_declared(game: Game) -> Flow:
    """Carry out the attack or purchase declared in the priority round that just ended, and
    the next one declared in a round within it (a purchase declared once an attack's last
    roll resolved): each round returns only when all passed, so the declaration's own window
    (FS 6.2, 8.2) is behind it and is not opened a second time. True if one was carried out."""
    state = turn(game)
    ran = False
    while not game.over and not state["ending"]:
        atk = attack.current(game)
        if atk is not None and atk["state"] == "declared":
            yield from attack.run(game)
        elif state["purchase"] == "declared":
            yield from shop.run(game)
        else:
            return ran
        ran = True
    return ran


def end_turn_action(game: Game, seat: str) -> Flow:
    """The active player declares the end of the turn (FS 3.2.2)."""
    turn(game)["end_declared"] = True
    yield from game.perform("declare-end", {"player": seat})


def end_phase(game: Game, seat: str) -> Flow:
    """End-of-turn triggers, hand limit, room, cleanup (FS 3.4)."""
    state = turn(game)
    if attack.current(game) is not None:
        yield from attack.end(game, "turn ends")
    game.phase = state["phase"] = "end"
    game.step = "end"
    end_copies(game, seat)
    yield from game.perform("turn-end", {"player": seat})
    yield from game.priority()
    if game.over:
        return
    game.step = "hand-limit"
    limit = HAND_LIMIT + bonus(game, "hand_size", seat)
    hand = game.zones[f"{seat}.hand"].objects
    if len(hand) > limit:
        excess = len(hand) - limit
        options = [Option(f"card:{o.id}", game.card(o.card).name) for o in hand]
        cards = "a loot card" if excess == 1 else f"{excess} loot cards"
        picked = yield Decision(seat, CHOOSE_MANY, f"Hand limit: discard {cards}",
                                options, minimum=excess, maximum=excess,
                                context={"why": "discard"})
        for choice in picked:
            yield from game.move(game.objects[choice[len("card:"):]], "loot.discard")
    if zones.slots(game, "room"):
        game.step = "room"
        yield from room_step(game, seat)
    game.step = "cleanup"
    yield from cleanup(game)


def room_step(game: Game, seat: str) -> Flow:
    """If a monster died this turn, the AP may discard the room (FS 3.4 step 3); in solo and
    co-op a room unchanged for a whole round goes after it (FS 2.3.5, R-005)."""
    yield from offer_room_discard(game, seat)
    if game.options["coop"] and game.next_seat(seat) == game.data.get("first"):
        yield from discard_stale_rooms(game)


def discard_stale_rooms(game: Game) -> Flow:
    """Discard (and refill) each room slot whose top card is the one the round began with."""
    began = game.data.get("round_rooms") or {}
    stale = [room for slot in zones.slots(game, "room")
             if (room := zones.top(game, slot)) is not None and began.get(slot) == room.id]
    for room in stale:
        yield from game.move(room, "room.discard")
    if stale:
        yield from slots.refill(game)


def offer_room_discard(game: Game, seat: str) -> Flow:
    """The AP may discard each room when a monster died this turn (FS 3.4 step 3)."""
    if not turn(game)["monster_died"]:
        return
    for slot in zones.slots(game, "room"):
        room = zones.top(game, slot)
        if room is None or room_kept.kept(game, room.id):
            continue
        picked = yield from stack.choose(
            game, seat, f"Discard the room {label(game, room.id)}?",
            [Option("keep", "keep it"), Option("discard", "discard it")],
            {"why": "room", "room": room.id})
        if picked == "discard":
            yield from game.move(room, "room.discard")
            # the emptied slot is refilled in this step (FS 3.4 step 3): a room revealed now
            # missed this turn's end-of-turn triggers
            yield from slots.refill(game)


def cleanup(game: Game) -> Flow:
    """Heal everyone (the dead too), revive, end "this turn" effects (FS 3.4 step 4)."""
    for seat in game.seats:
        player = game.players[seat]
        if player.counters.get("damage", 0):
            yield from game.perform("heal", {"target": seat, "amount": None, "why": "turn end"})
        if player.flags.get("dead"):
            yield from game.perform("flag", {"target": seat, "name": "dead", "value": None})
        if player.counters.get("loot_plays", 0):
            yield from game.change_counter(seat, "loot_plays", -player.counters["loot_plays"])
        if player.flags.get("unlimited_loot"):
            yield from game.perform("flag", {"target": seat, "name": "unlimited_loot",
                                             "value": None})
    # every object with health heals (FS 3.4 step 4): attacked items and souls too; a card
    # may say it does not (Mulligoon)
    for obj in zones.active_monsters(game) + zones.attackable_objects(game):
        if obj.counters.get("damage") and zones.KEEPS_DAMAGE not in game.card(obj.card).tags:
            yield from game.perform("heal", {"target": obj.id, "amount": None,
                                             "why": "turn end"})
    # "until end of turn" effects end; one with no stated end lasts until used (FS 10.1.1)
    game.data["effects"] = [e for e in game.data["effects"] if e.get("lasting")]
    secret_vote.turn_ends(game)
    game.data["shields"] = []
    for seat in game.seats:
        for obj in game.zones[f"{seat}.items"].objects:
            if obj.flags.get("copy_until") == "turn":
                uncopy(game, obj)
    lasting.expire(game, "turn")


def end_copies(game: Game, seat: str) -> None:
    """Copies that last "until that player's turn ends" turn back as it ends, before its
    triggers are looked for, so an "as your turn ends" ability of their own sees them
    (FS 10.5.1, R-087; Glitch)."""
    for other in game.seats:
        for obj in zones.items_of(game, other):
            if obj.flags.get("copy_until") == f"end:{seat}":
                uncopy(game, obj)
    lasting.expire(game, f"end:{seat}")


def next_player(game: Game, seat: str) -> str:
    """Whose turn is next: an extra turn, else the next seat that does not skip (FS 3.5).
    Extra turns do not move the order or the round's boundary (FS 3.5.2): after another
    player's extra turn, play goes on from the seat whose turn came before it."""
    extra = game.data["extra_turns"]
    if extra:
        taker = extra.pop(0)
        if taker != seat:  # an extra turn of one's own resumes from that very seat anyway
            game.data.setdefault("resume_after", seat)
        return taker
    seat = game.data.pop("resume_after", seat)
    nxt = seat
    for _ in range(len(game.seats) * 4):
        nxt = game.next_seat(nxt)
        if nxt == game.data["first"]:
            end_of_round(game)
            if game.over:
                return nxt
        skips = game.data["skips"]
        if skips.get(nxt):
            skips[nxt] -= 1
            game.players[nxt].flags.pop("skips", None)
            game.narrate(f"{label(game, nxt)} skips this turn (FS 3.5)")
            continue
        return nxt
    return game.next_seat(seat)


def end_of_round(game: Game) -> None:
    """A round ended (FS 3.5): the co-op timer drops by one (FS 2.3.3)."""
    game.data["round"] += 1
    if game.options["coop"]:
        game.data["timer"] -= 1
        check_coop_timer(game)


def check_coop_timer(game: Game) -> None:
    """Co-op: when the timer reaches 0 the players lose (FS 2.3.3)."""
    if game.options["coop"] and game.data.get("timer") is not None and game.data["timer"] <= 0:
        game.end([], "the timer ran out", souls=sum(soul_value(game, s) for s in game.seats))


def dead_or_ending(game: Game) -> bool:
    """Whether the active player's turn is finishing (dead or ended by an effect)."""
    return is_dead(game, game.active) or turn(game)["ending"]


__all__ = ["play", "end_turn_action", "check_coop_timer", "new_turn_state"]
