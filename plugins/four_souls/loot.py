"""Loot (FS 1.15.4, 4.6): drawing, loot plays, playing a loot card, trinkets and its resolution.

A loot card's script may define ``modes(ctx)`` (a "choose one" list), ``target(ctx, mode)``
(the ids it may target: players, objects, or stack items) and ``on_play(ctx, target, mode)``.
Modes and targets are chosen when the card is played (FS 4.4.1); on resolution the target must
still be one the card could choose, or the loot fizzles (FS 4.4.3).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import Option
from deckwright.kernel.events import Replacement, StackItem
from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

from . import attack, slots, stack, zones
from .facts import Flow, label, turn
from .lockout import locked_out
from .souls import gain_soul


def loot(game: Game, player: str, count: int, source: Any = None) -> Flow:
    """``player`` loots ``count`` (FS 10.17): an event replacements may change (Two of Clubs,
    Compost), then the top cards of the loot deck go to their hand one by one."""
    if count <= 0:
        return 0
    event = yield from game.perform("loot", {"player": player, "count": int(count),
                                             "source": source, "from": "loot.deck"})
    if event.cancelled:
        return 0
    drawn = 0
    for _ in range(int(event.data["count"])):
        if event.data.get("from") == "loot.discard" and game.zones["loot.discard"].objects:
            obj = game.zones["loot.discard"].objects[0]
            event.data["from"] = "loot.deck"  # Compost: only the first card
        else:
            obj = yield from zones.draw_top(game, "loot")
        if obj is None:
            break
        yield from game.move(obj, f"{player}.hand", "bottom", face_down=False)
        drawn += 1
    return drawn


def replacements(game: Game, event: Any) -> list[Replacement]:
    """Loot effects: Two of Clubs doubles until the end of the turn (once, however often it
    was used, R-113); Compost takes the next loot from the discard, however late it comes
    (a replacement with a time window and no stated end, FS 10.1.1, 10.2.1)."""
    out = []
    player = event.data.get("player")
    effects = game.data["effects"]
    if any(e["stat"] == "loot_double" and e["subject"] == player for e in effects):
        def double(game: Game, event: Any) -> None:
            event.data["count"] = int(event.data["count"]) * 2
        out.append(Replacement("rule:loot-double", "loot twice as many", double, player))
    compost = [e for e in effects if e["stat"] == "compost"]
    if compost and game.zones["loot.discard"].objects:
        def from_discard(game: Game, event: Any) -> None:
            if compost[0] in game.data["effects"]:
                game.data["effects"].remove(compost[0])
            event.data["from"] = "loot.discard"
        out.append(Replacement("rule:compost", "the first card from the loot discard",
                               from_discard, player))
    return out


def discard_loot(game: Game, player: str, count: int, *, chooser: str | None = None,
                 to: str | None = None, how: str = "discard") -> Flow:
    """Discard ``count`` loot cards of the chooser's choice (FS 10.7.1; fewer if fewer held);
    the number really discarded. ``how`` tells the move's triggers and replacements why
    ('cost' when paying a cost)."""
    hand = game.zones[f"{player}.hand"].objects
    count = min(count, len(hand))
    done = 0
    for _ in range(count):
        hand = game.zones[f"{player}.hand"].objects
        if not hand:
            break
        options = [Option(f"card:{o.id}", game.card(o.card).name) for o in hand]
        picked = yield from stack.choose(game, chooser or player, "Discard a loot card",
                                         options, {"why": "discard"})
        obj = game.objects[picked[len("card:"):]]
        moved = yield from game.move(obj, to or "loot.discard", "top" if to is None else "bottom",
                                     how=how)
        if moved is not None:  # a discard something stopped is no discard (Rib of Greed)
            done += 1
    return done


def loot_plays(game: Game, player: str) -> int:
    """How many loot plays ``player`` has left this turn (FS 4.6)."""
    return game.players[player].counters.get("loot_plays", 0)


def can_play_now(game: Game, player: str) -> bool:
    """Whether ``player`` may play loot at this moment: a loot play and no shield against it."""
    unlimited = player in game.data["turn"]["loot_all"]
    if loot_plays(game, player) <= 0 and not unlimited:
        return False
    return not shielded(game, player)


def may_loot_now(game: Game, player: str, shield: bool) -> bool:
    """``can_play_now``, with ``shield`` (whether ``player`` is ``shielded``) known already."""
    return (loot_plays(game, player) > 0 or player in game.data["turn"]["loot_all"]) \
        and not shield


def shielded(game: Game, player: str) -> bool:
    """Whether an item in play forbids ``player`` to play loot or activate items now (Trinity
    Shield: other players cannot on its controller's turn); asks the cards' ``forbids``."""
    if locked_out(game, player):  # Get Out of Jail Card: on any turn, the active player too
        return True
    if player == game.active:
        return False
    for obj in zones.in_play_with(game, "forbids"):
        if game.scripts.query_entry(obj.card, "forbids", player, source=obj.id,
                                    controller=obj.controller):
            return True
    return False


def note(game: Game, player: str, what: str) -> None:
    """Count a loot card played ('loot') or an ability activated ('activate') this turn."""
    done = game.data["turn"].setdefault("done", {}).setdefault(what, {})
    done[player] = done.get(player, 0) + 1


def done_count(game: Game, player: str, what: str) -> int:
    """How many loot cards ('loot') or activations ('activate') a player made this turn."""
    return int(game.data["turn"].get("done", {}).get(what, {}).get(player, 0))


def restricted(game: Game, player: str, what: str) -> bool:
    """Whether a card in play stops ``player`` from playing loot ('loot') or activating an
    ability ('activate') now, whoever's turn it is; asks the cards' ``restricts``."""
    for obj in zones.in_play_with(game, "restricts"):
        if game.scripts.query_entry(obj.card, "restricts", player, what, source=obj.id,
                                    controller=obj.controller):
            return True
    return False


def modes_of(game: Game, obj: Any, player: str) -> list[Option]:
    """The "choose one" options of a loot card (empty: none)."""
    raw = game.scripts.query_entry(obj.card, "modes", source=obj.id, controller=player)
    return _options(raw)


def targets_of(game: Game, card: str, source: str, player: str, mode: Any) -> list[Option] | None:
    """The legal targets of a loot card in a mode (None: the card takes no target)."""
    if not game.scripts.has_entry(card, "target"):
        return None
    raw = game.scripts.query_entry(card, "target", mode, source=source, controller=player)
    return game.scripts.allowed(_options(raw, game), player)


def playable(game: Game, obj: Any, player: str) -> bool:
    """Whether some mode of the card has a legal target (or needs none): ``targets_of``
    without the targets' labels, which only a choice shows."""
    scripts = game.scripts
    if not scripts.has_entry(obj.card, "target"):
        return True  # the card takes no target (its modes are not asked: none needs one)
    guard = game.rules.target_guard(game)  # what may not be targeted (protection.py)
    if guard is None:
        # then its every input is a card question (its modes, its targets): the answer is
        # given again while each gets the same answer, without thawing the targets kept,
        # checking and reading them again (asked at every priority for every card in hand)
        return bool(scripts.remembered((PLAYABLE, obj.card, obj.id, player),
                                       lambda: _has_target(game, obj, player, None)))
    return _has_target(game, obj, player, guard)


PLAYABLE = "four-souls playable"  # ScriptHost.remembered's key: (it, card, object, player)


def _has_target(game: Game, obj: Any, player: str, guard: Any) -> bool:
    """``playable`` worked out: some mode of the card with a target ``guard`` allows."""
    scripts = game.scripts
    modes = modes_of(game, obj, player) or [None]
    for mode in modes:
        raw = scripts.query_entry(obj.card, "target", mode.id if mode else None,
                                  source=obj.id, controller=player, ids_only=True)
        ids = [o.id for o in _options(raw)]
        if bool(ids) if guard is None else any(guard(player, i) for i in ids):
            return True
    return False


def play(game: Game, player: str, object_id: str, *, free: bool = False) -> Flow:
    """Play a loot card (FS 4.6): choose mode and target, use a loot play, put it on the stack."""
    obj = game.obj(object_id)
    mode = None
    modes = [m for m in modes_of(game, obj, player)
             if targets_of(game, obj.card, obj.id, player, m.id) != []]
    if modes:
        mode = yield from stack.choose(game, player, f"Choose a mode for {label(game, obj.id)}",
                                       modes, {"card": obj.card, "why": "mode"})
    targets: list[str] = []
    options = targets_of(game, obj.card, obj.id, player, mode)
    if options is not None:
        if not options:
            return None
        picked = yield from stack.choose(
            game, player, f"Choose a target for {label(game, obj.id)}",
            game.scripts.target_options(options), {"card": obj.card, "why": "target"})
        targets = [picked[len("target:"):]]
    if game.scripts.has_entry(obj.card, "additional_cost"):
        paid = yield from game.scripts.run_entry(obj.card, "additional_cost", source=obj.id,
                                                 controller=player)
        if paid is False or obj.id not in game.objects:
            return None
    if not free and player not in game.data["turn"]["loot_all"]:
        yield from game.change_counter(player, "loot_plays", -1)
    moved = yield from game.move(obj, "stack", "top")
    if moved is None:
        return None
    item = game.new_stack_item(
        "loot", player, f"{player} plays {game.card(moved.card).name}", source=moved.id,
        card=moved.card, resolver="loot", data={"targets": targets, "mode": mode},
    )
    game.push(item)
    note(game, player, "loot")
    yield from game.perform("play-loot", {"player": player, "card": moved.card,
                                          "object": moved.id, "item": item.id})
    return item


def push_copy(game: Game, player: str, card: str) -> Flow:
    """A copy of a loot on the stack (FS 10.5.2): new mode and target, no loot play."""
    mode = None
    modes = [m for m in _options(game.scripts.query_entry(card, "modes", controller=player))
             if targets_of(game, card, "", player, m.id) != []]
    if modes:
        mode = yield from stack.choose(game, player, f"Choose a mode for the copy of "
                                       f"{game.card(card).name}", modes, {"why": "mode"})
    targets: list[str] = []
    options = targets_of(game, card, "", player, mode)
    if options is not None:
        if not options:
            return None
        picked = yield from stack.choose(
            game, player, f"Choose a target for the copy of {game.card(card).name}",
            game.scripts.target_options(options), {"card": card, "why": "target"})
        targets = [picked[len("target:"):]]
    item = game.new_stack_item("loot", player, f"copy of {game.card(card).name}", card=card,
                               resolver="loot-copy", data={"targets": targets, "mode": mode,
                                                           "copy": True})
    game.push(item)
    return item


def resolve_copy(game: Game, item: StackItem) -> Flow:
    """A loot copy resolves like the card; it exists only on the stack (FS 10.5.2)."""
    targets = list(item.data.get("targets") or [])
    if targets and not any(stack.target_exists(game, t) for t in targets):
        game.history.append((game.turn, "fizzle", {"item": item.id, "label": item.label}))
        return
    yield from game.scripts.run_entry(str(item.card), "on_play", source=None,
                                      controller=item.controller,
                                      args=(targets[0] if targets else None,
                                            item.data.get("mode")))


def resolve(game: Game, item: StackItem) -> Flow:
    """A loot resolves: a trinket becomes an item, Lost Soul a soul, others do their text and
    go to the loot discard (FS 1.15.4, 9.10.2)."""
    obj = game.objects.get(item.source or "")
    if obj is None or obj.zone != "stack":
        return
    card = game.card(obj.card)
    player = item.controller
    targets = list(item.data.get("targets") or [])
    mode = item.data.get("mode")
    if targets:
        legal = targets_of(game, obj.card, obj.id, player, mode) or []
        still = [t for t in targets if stack.target_exists(game, t)
                 and any(o.id == t for o in legal)]
        if not still:
            game.history.append((game.turn, "fizzle", {"item": item.id, "label": item.label}))
            yield from game.move(obj, "loot.discard")
            return
    if "ambush" in card.tags:
        yield from ambush(game, obj, player)
        return
    if "trinket" in card.tags:
        if card.stats.get("souls"):
            # through would-gain-soul like any soul; if nobody may gain it, it is discarded
            new = yield from gain_soul(game, player, obj, how="trinket")
            if new is None and obj.id in game.objects:
                yield from game.move(obj, "loot.discard")
        else:
            yield from game.move(obj, f"{player}.items", "bottom", controller=player)
            yield from game.perform("gain-item", {"player": player, "card": obj.card,
                                                  "how": "trinket"})
        return
    target = targets[0] if targets else None
    yield from game.scripts.run_entry(obj.card, "on_play", source=obj.id, controller=player,
                                      args=(target, mode))
    if obj.id in game.objects and game.objects[obj.id].zone == "stack":
        held = stack.held_by(game, obj.id)
        if held is not None:  # ? Card: it stays until the ability it copied resolves (10.5.4)
            held.data["loot"] = obj.id
            return
        yield from game.move(obj, "loot.discard")


def ambush(game: Game, obj: GameObject, player: str) -> Flow:
    """Ambush (FS 9.10.3): the loot becomes a monster on top of a monster slot its player
    chooses, and the active player must attack it an additional time this turn; when it
    leaves play it goes to the loot discard."""
    slot = yield from slots.choose_slot(game, player, obj)
    new = yield from slots.place_in_slot(game, obj, slot)
    if new is None:
        return
    yield from game.perform("ambush", {"player": player, "card": new.card, "object": new.id,
                                       "slot": new.zone})
    turn(game)["attacks"] += 1
    attack.owe(game, "monster", object=new.id)


def _options(raw: Any, game: Game | None = None) -> list[Option]:
    out: list[Option] = []
    if raw is None:
        return out
    if isinstance(raw, dict):
        raw = [raw[k] for k in sorted(raw, key=str)]
    for entry in raw if isinstance(raw, list) else [raw]:
        if isinstance(entry, dict):
            if entry.get("id") is None:
                continue
            ident = str(entry["id"])
            out.append(Option(ident, str(entry.get("label") or
                                         (label(game, ident) if game else ident))))
        elif entry is not None:
            out.append(Option(str(entry), label(game, str(entry)) if game else str(entry)))
    return out
