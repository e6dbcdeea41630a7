"""The Four Souls ruleset: what the kernel calls, wired to the game's modules."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

import yaml

from deckwright.kernel.decisions import Option, Window
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.events import Event, PendingTrigger, Replacement, StackItem
from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import AbilityChange, Action, GameOption, NameTable, Ruleset
from deckwright.kernel.scripting.vocabulary import Vocabulary
from deckwright.kernel.state import GameObject

from . import (
    activating,
    attack,
    attack_one_of,
    barter,
    bots,
    card_numbers,
    challenge,
    changing_kind,
    character_control,
    composite,
    copies,
    counter_meanings,
    covered_abilities,
    curse_gift,
    damage,
    death,
    deck_rush,
    delayed,
    dice,
    die_size,
    directives,
    discard_abilities,
    entrypoints,
    fixed_rolls,
    free_purchase,
    gained_abilities,
    item_rooms,
    kept_under,
    levels,
    lockout,
    lookahead_bot,
    loot,
    loot_deck_play,
    lost_abilities,
    marker,
    names,
    narration,
    next_roll,
    open_hands,
    paid_taps,
    possession,
    protection,
    render,
    resolution_loot,
    roll_resolution,
    room_kept,
    secret_vote,
    setup,
    shop,
    slot_names,
    slots,
    sold_out,
    souls,
    stack,
    stats,
    stops,
    table_sense,
    tally,
    turn,
    unspent,
    unusable,
    vocabulary,
    would_die,
    zones,
)
from . import counters as object_counters  # 'counters' here is a player's, as in the kernel
from .facts import TURN_STATE, Flow, hp, is_eternal, is_seat, label
from .render import brief as brief_table  # the class's own render() hides the module
from .rewards import PER_COUNTER, lose_cents

NOTES = (
    "loot", "destroy", "rolled", "would-roll", "roll-result", "roll-changed", "declare-attack",
    "attack-target", "attack-ended", "attack-roll", "death-pending", "death-prevented",
    "penalty-paid", "rewards-given", "rewards-gained", "monster-gone", "gain-item", "gain-soul",
    "gain-curse",
    "play-loot", "cancelled", "prevented", "turn-start", "turn-end", "activate", "purchase",
    "declare-purchase", "purchase-failed", "declare-end", "end-turn", "effect", "expand",
    "extra-attack", "arrange", "vote", "copy-loot", "ambush", "gain-treasure",
    "penalty-discard", "would-gain-soul", "team-up", "death-penalty",
)


# the kinds ``FourSouls.after_event`` acts on (but those a Tapeworm watches: its own data)
AFTER_KINDS = delayed.AFTER_KINDS | lost_abilities.AFTER_KINDS | levels.AFTER_KINDS | {
    "move", "gain-soul"}


def _note(game: Game, event: Event) -> None:
    """Events that only record something for triggers to see."""


def _gain_cents(game: Game, event: Event) -> int:
    """Move ¢ from the bank to a player; only what the bank holds (FS 1.12.2, R-143)."""
    amount = max(0, min(int(event.data["amount"]), game.data["bank"]))
    game.data["bank"] -= amount
    counters = game.players[event.data["player"]].counters
    counters["cents"] = counters.get("cents", 0) + amount
    game.counters_changed("cents")
    return amount


def _lose_cents(game: Game, event: Event) -> int:
    """Move ¢ from a player to the bank or to another player (FS 1.12.1)."""
    counters = game.players[event.data["player"]].counters
    amount = max(0, min(int(event.data["amount"]), counters.get("cents", 0)))
    counters["cents"] = counters.get("cents", 0) - amount
    to = event.data.get("to")
    if to in game.players:
        other = game.players[to].counters
        other["cents"] = other.get("cents", 0) + amount
    else:
        game.data["bank"] += amount
    game.counters_changed("cents")
    return amount


def _become_copy(game: Game, event: Event) -> bool:
    """An object takes another card's identity; counters go (FS 10.5.1) unless that card
    starts with some (R-098)."""
    obj = game.obj(event.data["object"])
    card = game.card(event.data["card"])
    obj.flags["copy_of"] = event.data["original"]
    if event.data.get("until"):
        obj.flags["copy_until"] = event.data["until"]
    if event.data.get("not_eternal"):
        obj.flags["not_eternal"] = True
    obj.card = card.id
    game.abilities_changed()
    cleared = list(obj.counters)
    obj.counters.clear()
    start = card.params.get("counters") if isinstance(card.params, dict) else None
    if start:
        obj.counters["counters"] = int(start)
    game.counters_changed(*cleared, "counters")
    return True


def _die(game: Game, event: Event) -> bool:
    """A player's death marks them dead until the turn ends (FS 7.7.1)."""
    if event.data.get("victim") == "player":
        game.players[event.data["target"]].flags["dead"] = True
    return True


class FourSouls(Ruleset):
    """The Binding of Isaac: Four Souls, second-edition rules (FS 1–13)."""

    id = "four-souls"
    name = "The Binding of Isaac: Four Souls"
    min_players = 2  # and one, solo, with the co-op option (seats_for)
    max_players = 6
    default_players = 2
    uses_stack = True
    card_types = ("character", "starting-item", "treasure", "loot", "monster", "event",
                  "curse", "bonus-soul", "room", "challenge")
    rulings = MappingProxyType(yaml.safe_load(
        (Path(__file__).parent / "rulings.yaml").read_text(encoding="utf-8")))
    event_docs = entrypoints.EVENTS
    entry_points = entrypoints.ENTRY_POINTS
    stat_types = stats.STAT_TYPES
    # what can_pay_cost/pay_cost (costs_pay, below) pay, besides the kernel's tap
    cost_keys = {
        "cents": "`cents = n`: pay n¢ (less with a discount such as Trick Penny, never below "
                 "0).",
        "counters": "`counters = n`: remove n counters from this object.",
        "hp": "`hp = n`: lose n health (not damage: nothing prevents it, nothing triggers; "
              "FS 10.16); not while dead.",
        "discard": "`discard = n`: discard n loot cards of your choice.",
        "destroy_others": "`destroy_others = n`: destroy n other non-eternal items you "
                          "control, of your choice.",
        "give_other": "`give_other = n`: give n other non-eternal items you control to other "
                      "players, of your choice.",
        **levels.COST_KEYS,
    }
    stat_docs = stats.STAT_DOCS
    static_stats = stats.STATIC_STATS
    ai_hints: ClassVar[tuple[str, ...]] = bots.AI_HINTS  # what its heuristic bot reads
    # params the game reads from any card: counters it starts with (FS 8.3: The Dead Cat),
    # the side a double-sided card may be attacked on (zones.attackable_now), and what named
    # counters mean for the whole game (counter_meanings.py)
    card_params = {"counters": "count", "attackable_side": "'front'|'back'",
                   counter_meanings.PARAM: "table", PER_COUNTER: "string", **names.PARAMS,
                   **levels.PARAMS, discard_abilities.PARAM: "string",
                   composite.PARAM: "boolean", covered_abilities.PARAM: "string|list<string>"}
    # the tags a Four Souls card may carry (any other is a lint warning)
    card_tags = {
        "active": "an item with an activated ability", "passive": "an item that works by itself",
        "paid": "an item whose ability has a cost other than deactivating it",
        "eternal": "never leaves its owner (FS 8.4)", "trinket": "a loot card that stays in play "
        "as an item", "one-use": "an item destroyed when used", "soul-item": "an item that "
        "counts as a soul", "guppy": "a Guppy item (two make Guppy)",
        "basic": "a basic monster", "boss": "a boss monster", "epic": "an epic monster",
        "cursed": "a cursed monster", "holy": "a holy monster", "charmed": "a charmed monster",
        "ambush": "a monster that attacks when revealed", "indomitable": "a monster no effect "
        "may take from its slot", "attackable": "a room or item that may be attacked",
        "unattackable": "a monster that may not be attacked",
        zones.FAMILIAR: "an item with a stat block that other players may attack and kill "
        "like a monster (FS 6.10.1)",
        zones.ATTACKABLE_SOUL: "a soul that other players may attack and kill like a monster, "
        "with its card's stat block (FS 6.10.1)",
        zones.KEEPS_DAMAGE: "is not healed at the end of the turn (FS 3.4 step 4)",
        "enters-deactivated": "enters play deactivated",
        "good": "a good event", "bad": "a bad event", "coin": "a coin loot card",
        "tarot": "a tarot card", "pill": "a pill", "rune": "a rune", "card": "a playing card",
        "battery": "a battery", "bomb": "a bomb", "butter-bean": "a butter bean",
        "dice-shard": "a dice shard", "soul-heart": "a soul heart",
        "3plus": "left out of games of fewer than 3 players (FS 2.1)",
        "first-player": "its player goes first (FS 2.5)",
        "keyword-only": "a card whose text is keywords the rules already give",
        zones.SOUL_ABILITIES: "its abilities work while a player controls it as a soul "
                              "(FS 11.1.6 'unless stated'); a script checks ctx:is_soul",
    }
    # the largest die a card may roll (die_size.py: Conjoined D6's D8), so that a scenario may
    # force its faces; a D6 given a larger forced face is refused as it is rolled
    die_sides = die_size.LARGEST
    stat_fields = ("hp", "attack", "evasion", "souls", "reward", "starting_item", "final_boss",
                   "timer", "minions")

    def counter_ranges(self) -> dict[str, tuple[int | None, int | None]]:
        """Cents, damage, counters and loot plays are never negative (FS 1.1.3)."""
        return {"cents": (0, None), "damage": (0, None), "loot_plays": (0, None),
                "counters": (0, None)}
    options = (
        GameOption("souls_to_win", 4, "total soul value that wins (co-op: the team's total)",
                   low=1, high=50),
        GameOption("bank", 100, "cents in the bank at the start (at least 100)", low=100),
        GameOption("draft", False, "the mini-draft after set-up (FS 2.2, any player count)"),
        GameOption("coop", False, "co-operative play with the d8 timer (FS 2.3); with "
                   "--players 1 it is solo: one player, two characters"),
        GameOption("challenge", "", "play a challenge (FS 2.4): the id of a challenge card of "
                   "the loaded sets; solo or co-op, won only by its goal",
                   pattern=r"([a-z0-9]+(-[a-z0-9]+)*)?", shape="a card id"),
        GameOption("eden_only", False, "every player plays Eden (FS 2.5.1)"),
        GameOption("bonus_souls", True, "use three bonus souls (FS 2.1.7)"),
        GameOption("first_player", "random", "the first player: random or a seat (p1 …)",
                   pattern=r"random|p[1-6]", shape="random or a seat p1 … p6"),
        # a safety net for bot games, not a rule: heuristic bots in a four-player game with
        # Requiem take over 300 turns in about one game in ten (its soul-costing cards)
        GameOption("max_turns", 1000, "end the game without a winner after this many turns "
                   "(0: never)", low=0),
        GameOption("all_treasures", False, "also shuffle in treasures whose script is not "
                   "written yet (they do nothing)"),
    )

    # set-up and flow ------------------------------------------------------------------
    def setup(self, game: Game) -> None:
        """Decks, slots, characters, starting hands (FS 2.1)."""
        setup.setup(game)

    def play(self, game: Game) -> Flow:
        """Start-of-game choices, then turns."""
        return turn.play(game)

    def scenario_directive(self, game: Game, name: str, value: Any) -> bool:
        """characters, hands, items, souls, curses, monsters, shop, damage, charged …"""
        return directives.apply(game, name, value)

    def seats_for(self, players: int, options: dict[str, Any]) -> int:
        """Solo play (co-op with one player) deals two characters, both the player's (FS 2.3.1);
        otherwise 2 to 6 players."""
        if players == 1:
            if not options.get("coop") and not options.get("challenge"):
                raise DeckwrightError("Four Souls is for 2 to 6 players; one player plays solo "
                                      "with --option coop=true (FS 2.3)")
            return 2
        return super().seats_for(players, options)

    def set_template(self) -> Path | None:
        """The starting set of ``deckwright new-set``: a card of each common shape, tested."""
        return Path(__file__).parent / "template"

    def script_helpers(self) -> Path | None:
        """Four Souls' helpers for card scripts (lib.counter_on_tap …)."""
        return Path(__file__).parent / "cardlib.lua"

    def scenario_directives(self) -> dict[str, str]:
        """The game's own scenario set-up directives."""
        return dict(directives.HELP)

    # priority and the stack -----------------------------------------------------------
    def priority_actions(self, game: Game, player: str) -> list[Action]:
        """Loot plays, activated abilities; for the active player with an empty stack in the
        action phase also attack, purchase and end of turn (FS 3.2, 4.2)."""
        state = game.data["turn"]
        ap_empty = (player == game.active and not game.stack and state["phase"] == "action"
                    and not state["ending"])
        if ap_empty:
            if state["end_declared"]:
                return []
        actions: list[Action] = []
        # each asked once here: what shields or restricts the player is the same all through
        shielded = loot.shielded(game, player)
        restricts = zones.in_play_with(game, "restricts")
        no_loot = bool(restricts) and loot.restricted(game, player, "loot")
        if loot.may_loot_now(game, player, shielded) and not no_loot:
            for obj in game.zones[f"{player}.hand"].objects:
                if loot.playable(game, obj, player):
                    actions.append(Action(f"play:{obj.id}", f"play {game.card(obj.card).name}",
                                          self._perform(loot.play, game, player, obj.id)))
            top = loot_deck_play.offered(game, player)  # Glitter Bombs (FS 4.6.3)
            if top is not None and loot.playable(game, top, player):
                actions.append(Action(f"play:{top.id}", f"play {game.card(top.card).name} from "
                                      "the top of the loot deck",
                                      self._perform(loot.play, game, player, top.id)))
        if game.data.get(kept_under.DATA) and not shielded and not no_loot:
            for card in kept_under.offered(game, player):  # Rusty Spoons
                if loot.playable(game, card, player):
                    actions.append(Action(
                        f"play:{card.id}", f"play {game.card(card.card).name} from under "
                        f"{label(game, kept_under.holder_of(game, card.id) or card.id)}",
                        self._perform(kept_under.play, game, player, card.id)))
        restricted = bool(restricts) and loot.restricted(game, player, "activate")
        usable = [] if restricted else game.scripts.activation.activatable(player)
        for object_id, ability in usable:
            obj = game.objects[object_id]
            if shielded and game.card(obj.card).type != "character":
                continue
            actions.append(Action(
                f"activate:{object_id}:{ability.key}",
                f"{game.card(obj.card).name}: {ability.label}"
                f"{paid_instead(game, player, obj, ability)}",
                self._perform(self._activate, game, player, object_id, ability.key)))
        if barter.can_offer(game, player):
            # offered whenever the player is asked anyway, never a stop of its own (12.1.6)
            actions.append(Action(barter.ACTION, "barter: give ¢ to a player (FS 12.1)",
                                  self._perform(barter.offer, game, player), alongside=True))
        if ap_empty:
            if attack.can_declare(game, player):
                actions.append(Action("attack", "declare an attack",
                                      self._perform(attack.declare, game, player)))
            offer = shop.declarable(game, player)
            if offer:
                actions.append(Action("purchase", "declare a purchase",
                                      self._perform(shop.declare, game, player),
                                      cannot=shop.unaffordable(game, player, offer)))
            if (attack.current(game) is None and not state["purchase"]
                    and attack.owed(game) is None and not shop.must_buy(game, player)):
                actions.append(Action("end-turn", "end your turn",
                                      self._perform(turn.end_turn_action, game, player)))
        return actions

    @staticmethod
    def _perform(fn: Callable[..., Flow], *args: Any) -> Callable[[], Flow]:
        def perform() -> Flow:
            return (yield from fn(*args))
        return perform

    @staticmethod
    def _activate(game: Game, player: str, object_id: str, index: int | str) -> Flow:
        """Activate an ability (FS 9.3): target, costs, onto the stack; tell the triggers."""
        return (yield from activating.activate(game, player, object_id, index))

    def target_guard(self, game: Game) -> Callable[[str, str], bool] | None:
        """Protection from targeting (protection.py)."""
        return protection.guard(game)

    def ability_changes(self, game: Game, holders: list[Any]) -> dict[str, AbilityChange]:
        """Objects that lost their abilities by an effect or a counter (lost_abilities.py),
        the cards that became items with only some abilities (changing_kind.py): losing them
        all takes those too; those that gained another card's (gained_abilities.py), copies
        that keep one of their own (copies.py), slot tops holding what their covered cards
        have while covered (covered_abilities.py); and the abilities of their level that
        levelled objects hold (levels.py)."""
        changes = changing_kind.ability_changes(game, holders)
        changes.update(lost_abilities.ability_changes(game, holders))
        for more in (gained_abilities.ability_changes(game, holders),
                     copies.ability_changes(game, holders),
                     covered_abilities.ability_changes(game, holders)):
            for oid, change in more.items():
                had = changes.get(oid)
                changes[oid] = change if had is None else AbilityChange(
                    had.stripped or change.stripped, had.gives + change.gives,
                    had.borrows + change.borrows)
        return levels.ability_changes(game, holders, changes)

    def activator(self, game: Game, obj: Any) -> str | None:
        """A room's activated abilities are the active player's alone: nobody controls a room
        (FS 1.15.7, R-124); everything else, its controller's."""
        holder = obj.controller or obj.owner  # asked for every object with an ability
        if holder is None and obj.zone in zones.slots(game, "room"):
            return game.active
        return holder

    def may_activate(self, game: Game, obj: Any, player: str) -> bool:
        """The activator, or a player using another's items as if they controlled them
        (Possession: possession.py)."""
        # (another's item borrowed only under an effect: ``possession.borrows`` asked then)
        return self.activator(game, obj) == player or bool(
            game.data.get("effects")) and possession.borrows(game, obj, player)

    def after_event(self, game: Game, event: Event) -> None:
        """The win check is continuous (FS 11.2.2): the moment a player's souls reach the
        target (a fourth soul from a bonus soul, a monster or a card) the game ends, before any
        other event or priority."""
        kind = event.kind
        # each is called only for the kinds it acts on (most events are none of them: one
        # look at their union first, after every event)
        if kind not in AFTER_KINDS and not game.data.get(discard_abilities.DATA):
            return
        if kind in delayed.AFTER_KINDS:
            delayed.after_event(game, event)
        if kind in lost_abilities.AFTER_KINDS:
            lost_abilities.after_event(game, event)
        if kind in levels.AFTER_KINDS:
            levels.after_event(game, event)
        if game.data.get(discard_abilities.DATA):  # Tapeworm: the kinds its cards watch
            discard_abilities.after_event(game, event)
        if kind == "move":
            sold_out.after_move(game, event)
            kept_under.after_move(game, event)
        if kind == "gain-soul" or (kind == "move" and str(event.data.get("to", "")).endswith(
                ".souls")):
            souls.check_win(game)

    def state_checks(self, game: Game) -> Flow:
        """Before each priority: triggers onto the stack, the win check, bonus souls, static
        extra attacks and purchases, deaths, refills (FS 17.1); triggers made by these are
        stacked before returning."""
        for _ in range(50):
            if game.waiting:
                yield from game.put_triggers_on_stack()
            if game.over:
                return
            souls.check_win(game)
            if game.over:
                return
            if game.options["coop"]:  # (the co-op timer: asked only in a co-op game)
                turn.check_coop_timer(game)
                if game.over:
                    return
            # each check is first asked whether it finds anything, without an event; only then
            # is it run as a flow (a pass runs before every priority and most find nothing:
            # a flow made and run for nothing is most of such a check's cost)
            if souls.bonus_earned(game):
                yield from souls.gain_bonus(game)
            loot_change = turn.bonuses_synced(game)
            if loot_change:
                yield from game.change_counter(game.active, "loot_plays", loot_change,
                                               reason="a loot-play ability came or went")
            max_health = damage.max_hp_unchanged(game)
            if max_health is None:
                max_health = yield from damage.lower_max_hp(game)
            # the checks of a few cards' own data run only while that data is there (a pass
            # runs before every priority, and most games hold none of them)
            data = game.data
            painted = data.get(composite.DATA) is not None and (
                yield from composite.check(game))  # Blank Canvas: before it could die
            dying = death.newly_dying(game, None if painted else max_health)
            if dying:
                yield from death.put_deaths(game, dying)
            if slots.any_to_fill(game):
                yield from slots.refill(game)
            if data.get(kept_under.DATA):
                yield from kept_under.check(game)
            if open_hands.any_revealed(game):
                yield from open_hands.reveal(game)
            if data.get("effects"):  # Glitter Bombs' permission is one of them
                yield from loot_deck_play.reveal(game)
            if not game.waiting and data["turn"]["must"]:  # an attack owed (attack.owed)
                yield from attack.declare_owed_now(game)
            if not game.waiting:
                return

    def resolvers(self) -> dict[str, Callable[[Game, StackItem], Flow]]:
        """Engine-made stack items of Four Souls."""
        return {
            "loot": loot.resolve,
            "loot-copy": loot.resolve_copy,
            "roll": roll_resolution.resolve,
            "roll-outcome": roll_resolution.resolve_outcome,
            "damage": damage.resolve,
            "death": death.resolve,
            "death-step": death.resolve_step,
            "event": slots.resolve_event,
            "discard-curse": death.discard_curse,
            discard_abilities.RESOLVER: discard_abilities.resolve,
        }

    def order_triggers(self, game: Game, triggers: list[PendingTrigger]) -> Flow:
        """Game triggers first, then players from the active player (FS 4.3.2); the game's
        own are the active player's (FS 1.2.3)."""
        return stack.order_triggers(game, triggers)

    def target_exists(self, game: Game, target: str) -> bool:
        """A target may also be an item on the stack (a die roll, a loot being played)."""
        return stack.target_exists(game, target)

    def after_resolution(self, game: Game, item: StackItem) -> Flow:
        """An ability that resolved or fizzled lets go of the loot card it held (FS 10.5.4)."""
        return stack.release_loot(game, item)

    # events ---------------------------------------------------------------------------
    def event_appliers(self) -> dict[str, Callable[[Game, Event], Any]]:
        """Four Souls' own event kinds."""
        out: dict[str, Callable[[Game, Event], Any]] = {k: _note for k in NOTES}
        out.update({
            "gain-cents": _gain_cents,
            "lose-cents": _lose_cents,
            "damage": damage.apply_damage,
            "heal": damage.apply_heal,
            "kill": damage.apply_kill,
            "die": _die,
            "become-copy": _become_copy,
            "roll": dice.apply_roll,
            "rename": names.apply_rename,
            "lose-abilities": lost_abilities.apply_lose_abilities,
            "move": lost_abilities.apply_move,  # the kernel's, noting a stripped leaver
        })
        return out

    # what replacements() answers for: a challenge's bosses (damage, kill, destroy, move),
    # shields and zero damage, loot, a kept room and a copy leaving (move)
    replaced_kinds = frozenset({"damage", "kill", "destroy", "move", "loot"})

    def replacements(self, game: Game, event: Event) -> list[Replacement]:
        """Prevention shields on damage (FS 10.3) and the zero-damage rule (FS 7.1.4)."""
        found = challenge.replacements(game, event)
        if found:
            return found
        if event.kind == "damage":
            found = damage.shield_replacements(game, event)
            found.extend(damage.prevented_zero(game, event))
            return [r for r in found if r.id not in event.applied]
        if event.kind == "loot":
            return [r for r in loot.replacements(game, event) if r.id not in event.applied]
        if event.kind == "move":
            found = room_kept.replacements(game, event)  # Everything Must Go
            if found:
                return found
            obj = game.objects.get(event.data.get("object"))
            if obj is not None and obj.flags.get("copy_of") and "rule:uncopy" not in event.applied:
                return [Replacement("rule:uncopy", "a copy leaves as its own card",
                                    copies.leave_as_own)]
        return []

    def ability_zones(self, game: Game) -> list[str]:
        """Characters, items and curses players control; the top card of each slot; the
        waiting bonus souls, whose abilities work out of play (FS 11.4.1); the souls whose
        abilities work as souls (FS 11.1.6 "unless stated": zones.WORKING_SOULS)."""
        return [*zones.in_play_zones(game), zones.BONUS, *zones.working_soul_zones(game)]

    def affected_player(self, game: Game, event: Event) -> str | None:
        """The damaged or gaining player orders competing replacements (FS 10.2.6)."""
        for key in ("target", "player"):
            value = event.data.get(key)
            if is_seat(game, value):
                return value
        return game.active

    # cards and Lua --------------------------------------------------------------------
    def vocabulary(self) -> Vocabulary:
        """The game's Lua functions: vocabulary.py's, then those of the modules that add one
        mechanic each."""
        joined = vocabulary.VOCABULARY.joined(
            attack_one_of.VOCABULARY, challenge.VOCABULARY, delayed.VOCABULARY,
            lockout.VOCABULARY, deck_rush.VOCABULARY, curse_gift.VOCABULARY,
            resolution_loot.VOCABULARY, next_roll.VOCABULARY, free_purchase.VOCABULARY,
            would_die.VOCABULARY, marker.VOCABULARY, die_size.VOCABULARY,
            slot_names.VOCABULARY,
            loot_deck_play.VOCABULARY, fixed_rolls.VOCABULARY, secret_vote.VOCABULARY,
            character_control.VOCABULARY, levels.VOCABULARY, kept_under.VOCABULARY,
            item_rooms.VOCABULARY, card_numbers.VOCABULARY, possession.VOCABULARY,
            gained_abilities.VOCABULARY, copies.VOCABULARY)
        # a marked card's amounts follow its mark (Magic Marker): every action knows it
        return joined.mapped(marker.with_marker)

    def name_tables(self) -> list[NameTable]:
        """The turn states ``ctx:turn_state(name)`` reads (facts.TURN_STATE), with their types."""
        return [NameTable("Turn state", "The names `ctx:turn_state(name)` takes, with the type "
                          "of what it gives back; any other name is an error.",
                          {name: f"{kind} — {doc}"
                           for name, (kind, _, doc) in TURN_STATE.items()}),
                NameTable("Counter meanings", counter_meanings.HELP,
                          {**{f"stat = '{k}'": f"+per {v} for each counter"
                              for k, v in counter_meanings.STATS.items()},
                           **{f"keyword = '{k}'": v
                              for k, v in counter_meanings.KEYWORDS.items()}})]

    def can_pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> bool:
        """¢, counters on this, health, loot to discard, other items to destroy or give."""
        if key == "cents":
            return game.players[player].counters.get("cents", 0) >= cents_cost(
                game, player, value, source)
        if key == "counters":
            return source in game.objects and object_counters.total(game, source) >= int(value)
        if key == "hp":
            return hp(game, player) >= int(value) and not game.players[player].flags.get("dead")
        if key == "discard":
            return len(game.zones[f"{player}.hand"].objects) >= int(value)
        if key in levels.COST_KEYS:
            return levels.can_pay(game, key, value, source)
        if key in ("destroy_others", "give_other"):
            others = [o for o in zones.items_of(game, player)
                      if o.id != source and not is_eternal(game, o)]
            return len(others) >= int(value) and (key != "give_other" or len(game.seats) > 1)
        return False

    def pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> Flow:
        """Pay one cost; False if it cannot be paid (FS 9.1.3, 10.16)."""
        return (yield from costs_pay(game, player, key, value, source))

    def ability_cost(self, game: Game, obj: Any, ability: Any, cost: Mapping[str, Any]
                     ) -> Mapping[str, Any]:
        """The printed cost, but an item's or character's ↷ paid in ¢ while a ``tap_paid``
        static says so (Greed Mode, paid_taps.py)."""
        return paid_taps.cost(game, obj, cost)

    def needs_script(self, card: Any) -> bool:
        """Every card but the monsters with no ability (and nothing else printed)."""
        if "keyword-only" in card.tags:
            return False
        return not (card.type == "monster" and card.text.startswith("No special ability"))

    # players and text -----------------------------------------------------------------
    def check_card(self, card: Any) -> list[str]:
        """The stats a card of its type must have (a monster its strength, …)."""
        return stats.check_card(card)

    def agents(self) -> dict[str, Callable[[str, Game], Any]]:
        """The heuristic bot, a random bot that passes half the time at priority, and the
        lookahead bot (the heuristic, with its turn's choices tried in copies of the game)."""
        return {"heuristic": bots.HeuristicBot, "random": bots.RandomBot,
                "lookahead": lookahead_bot.LookaheadBot}

    def unseen_kind(self, game: Game, obj: GameObject) -> str:
        """Unseen cards are dealt among the places of their own deck's cards (a monster
        deck holds monsters, events and curses; a hand holds loot, FS 1.4.1)."""
        return zones.deck_of(game, obj.card)

    def view_data(self, game: Game, viewer: str | None) -> Any:
        """``game.data`` without the secrets ``viewer`` does not share (secret_vote.py)."""
        return secret_vote.view_data(game, viewer)

    def render(self, game: Game, viewer: str | None) -> str:
        """The table as text for ``viewer``."""
        return render.render(game, viewer)

    def priority_window(self, game: Game, player: str, number: int) -> Window:
        """A window as known before its actions: the turn's phase, the top of the stack and
        whether it is this player's (the damage they take, the die they rolled: FS 5.2, 7.2),
        and, with something on the stack they may answer, the kinds of answer they hold
        (stops.py). Each is read from the game when first asked (stops.WindowView): a bot
        deciding from the game itself reads none."""
        return stops.WindowView(game, number, player)

    def window_matters(self, game: Game, window: Window, level: str) -> bool:
        """Your action phase; on a stack, a loot play or an ability that answers its top
        (stops.py: the levels few, normal, every)."""
        return stops.window_matters(game, window, level)

    def about_to_win(self, game: Game) -> str | None:
        """The attacker whose attack under way wins the game if it kills its target
        (table_sense.py, FS 11.2)."""
        return table_sense.about_to_win(game)

    def hinders(self, game: Game, seat: str, option: str) -> bool:
        """Whether an option works against that attack (table_sense.py)."""
        return table_sense.hinders(game, seat, option)

    def pass_label(self, game: Game, player: str) -> str:
        """Pass, and what it does: the top of the stack resolves once everyone passes (FS
        4.3), or, on an empty stack in your own action phase, your action phase ends."""
        if game.stack:
            top = render.stack_name(game.stack[-1], game)
            return f"Pass — when all pass, this resolves: {top}"
        # a declaration's window comes before its target is chosen (FS 6.2, 8.2)
        chooser = "you choose" if player == game.active else f"{label(game, game.active)} chooses"
        atk = attack.current(game)
        if atk is not None and atk["state"] == "declared":
            return f"Pass — when all pass, {chooser} what to attack"
        if (game.data.get("turn") or {}).get("purchase") == "declared":
            return f"Pass — when all pass, {chooser} what to buy"
        if atk is not None:
            return "Pass — the attack goes on (its next roll)"
        if player == game.active and game.phase == "action":
            if attack.owed(game) is not None and attack.can_declare(game, player):
                # the turn cannot end before an attack it owes (FS 3.2.7, 6.9)
                return "Pass — declares the attack you owe (FS 6.9)"
            return "Pass — ends your action phase (no more attacks, loot or purchases)"
        whose = "your" if player == game.active else f"{label(game, game.active)}'s"
        return f"Pass — {whose} {game.phase or 'set-up'} phase goes on"

    def target_order(self, game: Game, target: str) -> Any:
        """Players in seat order, then monsters by slot, then what players hold by seat, then
        the rest (shop, rooms, the stack), whichever card asks."""
        return zones.target_rank(game, target)

    # within a turn a person sees their own state, the attack and the stack
    unspent = staticmethod(unspent.unspent)
    why_not = staticmethod(unusable.why_not)
    render_brief = staticmethod(brief_table)

    def narrate(self, game: Game, kind: str, data: dict[str, Any], viewer: str | None
                ) -> str | None:
        """One event in words (FS): attacks, rolls, damage, deaths, loot, purchases …"""
        return narration.narrate(game, kind, data)

    def result_text(self, game: Game) -> str:
        """Winners and souls."""
        return render.result_text(game)

    # the balance report: what its zones and events mean (tally.py); its turns are game.turn,
    # as the kernel counts them
    tally_rules = tally.TALLY_RULES


def paid_instead(game: Game, player: str, obj: Any, ability: Any) -> str:
    """What an ability's label adds when its ↷ is paid in ¢ now (Greed Mode): the price,
    with its discounts; "" for a printed cost."""
    printed = ability.facts.get("cost") or {}
    now = paid_taps.cost(game, obj, printed)
    if now is printed:
        return ""
    return f" ({cents_cost(game, player, now['cents'], obj.id)}¢ instead of ↷)"


def cents_cost(game: Game, player: str, value: Any, source: str) -> int:
    """The ¢ an activated ability costs ``player``, with 'ability_cost' modifiers (Trick
    Penny: an item's $ abilities cost 1¢ less); never below 0."""
    obj = game.objects.get(source)
    subject = {"player": player, "source": source,
               "item": obj is not None and obj.zone.endswith(".items")}
    price = game.scripts.modified("ability_cost", subject, int(value))
    return max(0, int(price) if isinstance(price, (int, float)) else int(value))


def costs_pay(game: Game, player: str, key: str, value: Any, source: str) -> Flow:
    """Pay a cost of an activated ability as events."""
    if not FourSouls().can_pay_cost(game, player, key, value, source):
        return False
    if key == "cents":
        price = cents_cost(game, player, value, source)
        if price > 0:
            yield from lose_cents(game, player, price, how="pay")
    elif key == "counters":
        yield from object_counters.remove(game, player, source, int(value))
    elif key == "hp":
        # paying health is not damage: nothing prevents it, nothing triggers (FS 10.16)
        yield from game.change_counter(player, "damage", int(value))
    elif key == "discard":
        # a cost is paid whole or not at all (FS 9.1.3): a stopped discard pays nothing
        done = yield from loot.discard_loot(game, player, int(value), how="cost")
        if done < int(value):
            return False
    elif key in levels.COST_KEYS:
        return (yield from levels.pay(game, key, value, source))
    elif key in ("destroy_others", "give_other"):
        for _ in range(int(value)):
            others = [o for o in zones.items_of(game, player)
                      if o.id != source and not is_eternal(game, o)]
            options = [Option(f"item:{o.id}", label(game, o.id)) for o in others]
            picked = yield from stack.choose(game, player, "Pay: choose an item", options,
                                             {"why": "cost"})
            chosen = picked[len("item:"):]
            if key == "destroy_others":
                yield from death.destroy(game, chosen)
            else:
                seats = [Option(s, label(game, s)) for s in game.seats if s != player]
                to = yield from stack.choose(game, player, "Give it to whom?", seats,
                                             {"why": "give"})
                yield from game.move(game.objects[chosen], f"{to}.items", "bottom",
                                     controller=to)
    return True
