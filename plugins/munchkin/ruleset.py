"""The Munchkin ruleset: what the kernel calls to set up, run, check and show the game."""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from deckwright.kernel.decisions import Window
from deckwright.kernel.levels import erring
from deckwright.kernel.ruleset import Action, GameOption, Ruleset
from deckwright.kernel.scripting.luatypes import suggest
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import (
    actions,
    entrypoints,
    narration,
    pass_words,
    render,
    setup,
    stats,
    stops,
    table_sense,
    tally,
    unchanged,
    unspent,
    vocabulary,
)
from . import character as ch
from . import combat as cb
from . import items as it
from . import races_and_classes as rc
from .bots import AI_HINTS, CarelessBot, MunchkinBot
from .cards import DOOR_DECK, LEVEL, TREASURE_DECK, WORDS, deck_of, hand, table
from .deck import immediates_in_hands, refill_all
from .lookahead_bot import LookaheadBot
from .render import brief as brief_table  # the class's own render() hides the module
from .stops import WindowView
from .turn import play_game

if TYPE_CHECKING:
    from deckwright.kernel.agents import Agent
    from deckwright.kernel.events import Event
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import GameObject

Flow = Generator[Any, Any, Any]

RECORDED = (
    "combat", "kill", "escape", "caught", "curse", "curse-played", "curse-fizzles",
    "curse-cancelled", "play", "help", "help-ends", "bonus", "joins", "removed", "transfer",
    "lost", "combat-ends", "kick", "let-go", "instead", "run", "run-bonus", "double",
    "die-set", "glued", "die", "first", "turn", "trade", "give", "roll-shown", "rolled",
    "run-roll", "strength",
)


def _record(game: Game, event: Event) -> None:
    """Events that only announce what happened: the log and triggers see them."""
    return None


class Munchkin(Ruleset):
    """Munchkin, the classic base set: kick down the door, kill monsters, grab the treasure."""

    id = "munchkin"
    name = "Munchkin"
    min_players = 2
    max_players = 8
    default_players = 4
    uses_stack = False

    def counter_ranges(self) -> dict[str, tuple[int | None, int | None]]:
        """A character's level is 1 to 10 (MK 5.3)."""
        return {LEVEL: (1, 10)}
    card_types = ("monster", "curse", "race", "class", "combinator", "monster-enhancer",
                  "cheat", "immediate", "special", "go-up-a-level", "hireling", "one-shot",
                  "item", "title")
    event_docs = entrypoints.EVENTS
    entry_points = entrypoints.ENTRY_POINTS
    stat_types = stats.STAT_TYPES
    # what can_pay_cost/pay_cost pay (a discard from the hand)
    cost_keys = {
        "discard": "`discard = n`: discard n cards from your hand.",
        "discard_hand": "`discard_hand = n`: discard your whole hand, which must hold at least "
                        "n cards.",
    }
    stat_docs = stats.STAT_DOCS
    static_stats = stats.STATIC_STATS
    ai_hints: ClassVar[tuple[str, ...]] = AI_HINTS  # what its heuristic bot reads
    # the tags a Munchkin card may carry (any other is a lint warning)
    card_tags = {
        "below-waist": "an item worn below the waist", "on-head": "worn on the head",
        "wand-pole-staff": "a wand, pole or staff", "fire": "a fire or flame card",
        "undead": "an undead monster",
        "estimated": "a value no public source gave, estimated for this engine",
        "keyword-only": "a card whose text is keywords the rules already give",
    }
    stat_fields = ("deck", "level", "treasures", "levels", "bonus", "value", "slot", "hands",
                   "big", "requires", "forbids")
    options = (
        GameOption("turn_limit", 0, "end the game with no winner after this many turns "
                   "(0: no limit)", low=0),
        GameOption("two_player", True, "with two players, the variant of MK 10.2: 4 Door and "
                   "4 Treasure at creation and at resurrection (false: 2 and 2)"),
        GameOption("halfling", "card", "the Halfling's ability: the card's, or the Russian rule "
                   "book's -1 to run away (MK 14.1)", ("card", "ru-source")),
        GameOption("kneepads", "card", "Kneepads of Allure: as printed, or a two-player option "
                   "(MK 10.3): ignore (A), two-uses (B), bonus (C), wandering (D: replaced by a "
                   "second Wandering Monster, MK 10.5)",
                   ("card", "ignore", "two-uses", "bonus", "wandering")),
        GameOption("transferral_draw", "potion", "who draws the Door after a Transferral Potion: "
                   "whoever played it, or the old fighter (MK 14.9)", ("potion", "fighter")),
        GameOption("sexes", "mf", "each seat's sex, one letter per seat, repeating (m/f)",
                   pattern=r"[mf]+", shape="letters m and f (one per seat, repeating)"),
        GameOption("helper_ties", False, "house rule: a Warrior helper also wins ties (MK 14.5)"),
        GameOption("dead_keep_curses", False, "official English reading: lasting curses stay on "
                   "a dead character instead of being looted (MK 14.13)"),
    )

    # ------------------------------------------------------------------ set-up and flow
    def setup(self, game: Game) -> None:
        """Zones, decks, level 1, sex (MK 2.1, 2.2)."""
        setup.build(game)
        self.cache: dict[tuple[str, str], Any] = {}
        self.events = 0
        self.settled = -1
        # what stands for a whole priority window, read once for all its seats (table_sense)
        self.window_reads: dict[str, Any] = {}
        game.observers.append(self.seen)

    def seen(self, game: Game, event: Event) -> None:
        """Count events, so state checks run only after something changed."""
        self.events += 1

    def play(self, game: Game) -> Flow:
        """Creation, first player, turns (MK 2, 3)."""
        yield from play_game(game)

    def scenario_directive(self, game: Game, name: str, value: Any) -> bool:
        """Munchkin's set-up directives (hands, table, levels ...)."""
        return setup.directive(game, name, value)

    def check_cards_together(self, cards: list[Any], known: Mapping[str, Any]
                             ) -> list[tuple[Any, str]]:
        """An item's ``requires``/``forbids`` words must name a race, a class (the base ones
        or a card of type race or class in the loaded sets), a sex or 'human' (MK 7.5)."""
        words = set(WORDS) | {c.id for c in known.values() if c.type in ("race", "class")}
        out = []
        for card in cards:
            for stat in ("requires", "forbids"):
                for word in card.stats.get(stat) or []:
                    if word not in words:
                        out.append((card, f"stat '{stat}': no race, class or sex '{word}'"
                                          f"{suggest(str(word), words)}"))
        return out

    def set_template(self) -> Path | None:
        """The starting set of ``deckwright new-set``: a card of each common shape, tested."""
        return Path(__file__).parent / "template"

    def scenario_directives(self) -> dict[str, str]:
        """Names and help of the directives."""
        return dict(setup.DIRECTIVES)

    # ------------------------------------------------------------------ priority
    def priority_actions(self, game: Game, player: str) -> list[Action]:
        """What ``player`` may do in the open window; on another's turn, tidying one's own
        things stops a player only at the level every (stops.py)."""
        return stops.tidying_off_turn(game, player, actions.available(game, player))

    def state_checks(self, game: Game) -> Flow:
        """Triggers, spent decks, immediate cards, table legality, the win (MK 0.4)."""
        refreshed = False
        try:
            refreshed = yield from self._state_checks(game)
        finally:
            # the kernel runs the state checks after whatever is done and before a window's
            # questions, and a pass changes nothing: what was read in a window stands until
            # the next state check
            self.window_reads.clear()
        if refreshed and cb.current(game) is not None:
            # the fight's totals the checks have just worked out are the window's
            self.window_reads["lead"] = cb.refreshed_lead(game)

    def _state_checks(self, game: Game) -> Flow:
        """The checks; True when they ran to the end (the fight's totals refreshed last)."""
        if game.over:
            return False
        # the totals the action just done worked out last (combat.after_action), if any
        acted = game.caches.pop(cb.ACTED, None)
        if game.waiting:  # resolving none is a generator made and run for nothing
            yield from game.resolve_waiting_triggers()
        if self.settled == self.events and unchanged.IN_FULL not in game.caches:
            return False
        # each check is entered only where its own first look finds something to do: most
        # passes find nothing, and a check entered is a generator made and run
        zones = game.zones
        if not (zones[DOOR_DECK].objects and zones[TREASURE_DECK].objects):
            yield from refill_all(game)
        if not unchanged.no_immediate_held(game):
            yield from immediates_in_hands(game)
        if not unchanged.tables_in_order(game):  # else as the last pass found them
            for seat in game.seats:
                if not rc.in_order(game, seat):
                    yield from rc.enforce_character(game, seat)
                if not it.items_in_order(game, seat):
                    yield from it.enforce_items(game, seat)
        if game.waiting:
            yield from game.resolve_waiting_triggers()
        c = cb.current(game)
        if c is not None and c.get("borrowed") and not c["lost"]:  # else it has nothing to do
            yield from cb.check_borrowed(game)
            c = cb.current(game)
        if c is not None and (acted != (self.events, c["id"])  # else nothing happened since
                              or unchanged.IN_FULL in game.caches):
            cb.refresh(game)
        if not unchanged.no_winner(game):
            ch.check_win(game)
        self.settled = self.events
        return True

    # ------------------------------------------------------------------ events
    def event_appliers(self) -> dict[str, Callable[[Game, Event], Any]]:
        """Announcement events (kill, escape, curse ...) that change nothing themselves."""
        return {kind: _record for kind in RECORDED}

    def ability_zones(self, game: Game) -> list[str]:
        """Cards in play: every table."""
        return [table(s) for s in game.seats]

    def affected_player(self, game: Game, event: Event) -> str | None:
        """A curse's victim orders what replaces it."""
        if event.kind == "curse":
            return event.data.get("target")
        return super().affected_player(game, event)

    # ------------------------------------------------------------------ cards and Lua
    def vocabulary(self) -> Vocabulary:
        """Munchkin's Lua functions (vocabulary.py)."""
        return vocabulary.VOCABULARY

    def can_pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> bool:
        """discard = n cards from hand; discard_hand = the whole hand, at least n cards."""
        cards = len(game.zones[hand(player)].objects)
        if key in ("discard", "discard_hand"):
            return cards >= int(value)
        return False

    def pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> Flow:
        """Discard cards from hand to pay for an ability."""
        if not self.can_pay_cost(game, player, key, value, source):
            return False
        return (yield from actions.pay_discard(game, player, int(value), key == "discard_hand"))

    def invariants(self, game: Game) -> list[str]:
        """Levels stay between 1 and 10; every character is male or female (MK 5.3, 6.12)."""
        problems = []
        for seat in game.seats:
            level = game.players[seat].counters.get(LEVEL, 1)
            if not 1 <= level <= 10:
                problems.append(f"{seat} is at level {level}")
            if game.players[seat].flags.get("sex") not in ("male", "female"):
                problems.append(f"{seat} has no sex")
        return problems

    def needs_script(self, card: Any) -> bool:
        """Every Munchkin card does something its stats alone do not: each has a script."""
        return True

    # ------------------------------------------------------------------ players and text
    def check_card(self, card: Any) -> list[str]:
        """The stats a card of its type must have (a monster its strength, …)."""
        return stats.check_card(card)

    def agents(self) -> dict[str, Callable[[str, Game], Agent]]:
        """The heuristic bot, the lookahead bot (the heuristic, with its fights' choices tried
        in copies of the game), and the easy level: the heuristic bot without table sense,
        answering some of its picks at random (kernel/levels.py)."""
        return {"heuristic": MunchkinBot, "lookahead": LookaheadBot,
                "easy": erring(CarelessBot)}

    def unseen_kind(self, game: Game, obj: GameObject) -> str:
        """Unseen cards are dealt among the places of their own deck's cards: everyone sees
        a card's back, door or treasure (MK 1.1)."""
        return deck_of(game, obj.card)

    def render(self, game: Game, viewer: str | None) -> str:
        """The table as text."""
        return render.render(game, viewer)

    # within a turn a person sees their level, hand and table and the fight; events in MK's
    # words
    unspent = staticmethod(unspent.unspent)
    render_brief = staticmethod(brief_table)
    narrate = staticmethod(narration.narrate)

    def priority_window(self, game: Game, player: str, number: int) -> Window:
        """A window as known before its actions: its mode (combat, curse, free, ...; MK 4.5),
        whether it is this player's turn, whether the window is about them (the seat it opened
        for: the cursed, the runner, the one laying out) or they fight in the combat, and
        whether they hold cards in hand. Munchkin has no stack: ``top`` is None. Each is read
        from the game when first asked (stops.WindowView): a bot deciding from the game itself
        reads none."""
        return WindowView(game, number, player)

    def window_matters(self, game: Game, window: Window, level: str) -> bool:
        """Every window with something to do but tidying (stops.py); at ``few`` only your
        own turn and the windows opened for you."""
        return stops.window_matters(window, level)

    def about_to_win(self, game: Game) -> str | None:
        """The fighter whom the fight under way takes to level 10 (table_sense.py)."""
        return table_sense.about_to_win(game)

    def hinders(self, game: Game, seat: str, option: str) -> bool:
        """Whether an option plays a card against that fight (table_sense.py)."""
        return table_sense.hinders(game, seat, option)

    def pass_label(self, game: Game, player: str) -> str:
        """Pass, and what it does in this window (see pass_words.py)."""
        return pass_words.pass_label(game, player)

    def result_text(self, game: Game) -> str:
        """Who won."""
        return render.result(game)

    # the balance report: what its zones and events mean (tally.py); its turns are game.turn,
    # as the kernel counts them
    tally_rules = tally.TALLY_RULES
