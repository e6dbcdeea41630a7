"""The heuristic Munchkin bot: it wears its best items, fights what it can beat, asks for help
when it falls short, runs when it must, and saves its curses for the leader. Before the kick
it offers a swap that makes both sides stronger (each swap once a turn), and it takes a trade
that makes it stronger, unless the other player is close to winning.

Cards it was not written for (homebrew, expansions) it judges by their kind and stats where
it can (items by their bonus, curses, bonuses in a fight); anything else it still plays: when
nothing better is on outside combat, in its own fight when it is losing, and at the monster
when a leading player is winning a fight; it wears a new item that costs it nothing and uses
a new free ability once a turn. A card's ``ai`` hints (play, target, value) override all of
this (docs/writing-cards.md, "How bots treat your card").

It reads only what its seat may see (public tables, levels, the fight, its own hand) and
acts only through the options it is offered.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from deckwright.kernel.decisions import CHOOSE_MANY, CONFIRM, NUMBER, ORDER, Decision, Window
from deckwright.kernel.sets.aihints import DEFAULT_VALUE, shipped_cards
from deckwright.kernel.windowrun import kept_for_run

from . import actions as ac
from . import character as ch
from . import combat as cb
from . import items as it
from . import table_sense
from .cards import LEVEL, ctype, hand, holder, is_big, stat, table, value

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.sets.carddefs import CardDef
    from deckwright.kernel.state import GameObject

GOOD_FOR_ME = ("go-up-a-level", "hireling", "title", "combinator")
PLAYED_BY_NAME = ("cheat", "steal-a-level", "wand-of-dowsing")  # played whenever on offer
# abilities it uses in its own fight when losing
FIGHTING_ABILITIES = ("Berserking", "Turning", "Charm")
# one-shots it keeps out of its own fight, and those it plays there whatever the bonus
NEVER_INTO_OWN_FIGHT = ("flask-of-glue", "wand-of-dowsing", "transferral-potion")
ALWAYS_INTO_OWN_FIGHT = ("pollymorph-potion", "magic-lamp", "friendship-potion", "doppleganger",
                         "instant-wall")
AI_HINTS = ("play", "target", "value")  # the ai hints of a card this bot reads
KNOWN = "known"  # the timing of a card the bot's own rules play
# kinds the bot plays by their kind and stats, whoever made the card
BY_KIND = ("curse", "race", "class", "combinator", "go-up-a-level", "hireling", "title",
           "item", "monster", "immediate")
# kinds whose combat ``bonus`` stat the bot's bonus rules read
BY_BONUS = ("one-shot", "monster-enhancer")
# kinds that help the monsters or hurt a player: never played into the bot's own fight
AGAINST = ("monster-enhancer", "curse")


T = TypeVar("T")

# in Game.caches (windowrun.py): by (curse object id, leader), the curse's ``affects``
RUN_AFFECTS = "munchkin bot curse affects"

# in Game.caches: (known, early, unusual) of the game's library (library_reading)
LIBRARY_READING = "munchkin bot library reading"


def library_reading(game: Game) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The cards the bots were written for (``shipped_cards``), those hinted to be played
    early, and those whose use a hint or their newness decides: read once a game (the sets
    are loaded once, at its start), for all its bots."""
    kept = game.caches.get(LIBRARY_READING)
    if kept is not None:
        return kept  # type: ignore[no-any-return]
    cards = game.library.cards.values()
    known = shipped_cards(game.library)
    early = frozenset(c.id for c in cards if c.ai.play == "early")
    unusual = frozenset(c.id for c in cards if c.ai.play is not None or c.id not in known)
    kept = game.caches[LIBRARY_READING] = (known, early, unusual)
    return kept


class MunchkinBot:
    """A greedy Munchkin player; deterministic given the game's seed."""

    # a question with one legal answer is answered for it without asking (kernel.agents)
    forced_questions = False
    # whether it works against a rival's fight for level 10 (table_sense.py)
    minds_the_table = True
    # whether its relevance also declines the windows where it foresees a pass whatever is
    # on offer (may_act_outside_combat, may_act_in_own_fight, may_act_in_rivals_fight)
    foresees_passes = True

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat
        self.game = game
        self.rng = game.rng.derive(f"munchkin-bot:{seat}")
        # cards the bot was not written for get choices from their own generator, so a game
        # of the game's own cards draws exactly what it always drew
        self.new_rng = game.rng.derive(f"munchkin-bot-new-cards:{seat}")
        # the library's cards as the bot reads them, worked out once for the game's bots
        self.known, self.early, self.unusual = library_reading(game)
        self.acting: str | None = None  # the card just played or used (its target comes next)
        self.used: dict[str, int] = {}  # an ability option → the turn the bot last used it
        self.plan: dict[str, str] | None = None  # the trade it is offering now
        self.offered: set[tuple[int, str, str, str]] = set()  # (turn, partner, mine, theirs)
        self.no_swap: tuple[Any, ...] | None = None  # the tables on which it found no swap
        # while a decision is answered (nothing changes until it is): what its options name,
        # and the leader, read once each; None between decisions (see choose)
        self.named: dict[str, GameObject | None] | None = None
        self.lead_seat: tuple[str | None] | None = None
        # words → (the cards in play when read, the abilities labelled with them): labelled
        self.with_words: dict[tuple[str, ...], tuple[Any, list[tuple[Any, ...]]]] = {}
        # (words, card, ability index) → whether the label of that card's own ability has
        # one of them (a card's script is the same all game: its labels are)
        self.label_has: dict[tuple[tuple[str, ...], str, int], bool] = {}

    # ------------------------------------------------------------------ reading the game
    def obj_of(self, option_id: str) -> GameObject | None:
        """The object an option names (play:elf#12, target:bigfoot#9, card:crabs#3)."""
        named = self.named
        if named is not None and option_id in named:
            return named[option_id]
        found = None
        objects = self.game.objects
        for part in option_id.split(":")[1:]:
            found = objects.get(part)
            if found is not None:
                break
        if named is not None:
            named[option_id] = found
        return found

    def card_of(self, option_id: str) -> str | None:
        """The card behind an option."""
        obj = self.obj_of(option_id)
        return None if obj is None else obj.card

    def leader(self) -> str | None:
        """The highest-level other player."""
        if self.lead_seat is not None:
            return self.lead_seat[0]
        players = self.game.players  # ch.level, inline
        others = ch.others(self.game, self.seat)
        found = max(others, key=lambda s: (players[s].counters.get(LEVEL, 1), s)) \
            if others else None
        if self.named is not None:
            self.lead_seat = (found,)
        return found

    def threat(self, seat: str) -> bool:
        """Whether a player is worth stopping: the leader, or close to winning."""
        level = ch.level(self.game, seat)
        return level >= 8 or (seat == self.leader() and level >= ch.level(self.game, self.seat))

    def my_side(self) -> bool:
        """Whether this bot fights in the current combat."""
        return self.seat in cb.fighters(self.game)

    def margin(self) -> int:
        """Players' total minus the monsters' (a Warrior's tie counts as a win)."""
        return cb.lead(self.game)

    # ------------------------------------------------------------------ decisions
    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """Answer any decision from its options."""
        return self._reading_once(lambda: self._answer(decision))

    def _reading_once(self, decide: Callable[[], T]) -> T:
        """``decide()``, with what options name and the leader read once: the game stands
        still while the bot decides (an answer, or whether it wants a window)."""
        self.named = {}
        try:
            return decide()
        finally:
            self.named = None
            self.lead_seat = None

    def _answer(self, decision: Decision) -> Any:
        """:meth:`choose`, with the decision's reads kept."""
        ids = decision.option_ids()
        if (decision.context or {}).get("trade") in ("partner", "give", "take"):
            return self.trade_step(decision, ids)
        if decision.kind == NUMBER:
            return decision.maximum if "Loaded" in decision.prompt else decision.minimum
        if decision.kind == ORDER:
            return ids
        if decision.kind == CHOOSE_MANY:
            return self.choose_many(decision, ids)
        if decision.kind == CONFIRM:
            return self.confirm(decision, ids)
        if decision.kind == "priority":
            return self.priority(ids)
        return self.choose_one(decision, ids)

    def confirm(self, decision: Decision, ids: list[str]) -> str:
        """A trade offered: accepted when it makes this bot stronger (or richer at no cost in
        strength), never from a player close to winning; anything else: no."""
        offer = (decision.context or {}).get("trade")
        if isinstance(offer, dict) and "yes" in ids:
            objects = self.game.objects
            receive = [objects[i] for i in offer.get("give") or [] if i in objects]
            give = [objects[i] for i in offer.get("take") or [] if i in objects]
            if self.accepts(self.seat, str(offer.get("from")), receive, give):
                return "yes"
        return "no" if "no" in ids else ids[0]

    # ------------------------------------------------------------------ trades
    def wear_gain(self, seat: str, obj: GameObject, leaving: tuple[str, ...] = ()) -> int:
        """What wearing ``obj`` would add to ``seat``'s strength (0 if it could not wear it,
        -1 if it would break the Big-item limit); ``leaving``: items ``seat`` gives away."""
        game = self.game
        if not it.allowed(game, seat, obj.card):
            return 0
        if is_big(game, obj.card):
            bigs = [o for o in it.big_items(game, seat) if o.id not in leaving]
            if len(bigs) >= it.big_limit(game, seat):
                return -1
        gain = it.item_bonus(game, seat, obj)
        for other in it.conflicts(game, seat, obj):
            if other.id not in leaving:
                gain -= it.item_bonus(game, seat, other)
        return max(gain, 0)

    def trade_gain(self, seat: str, receive: list[GameObject], give: list[GameObject]) -> int:
        """How much stronger a trade makes ``seat``: what it would wear of ``receive`` less the
        bonuses of the items in use it gives away."""
        game = self.game
        leaving = tuple(o.id for o in give)
        gain = sum(self.wear_gain(seat, o, leaving) for o in receive)
        return gain - sum(it.item_bonus(game, seat, o) for o in give if it.in_use(game, seat, o))

    def accepts(self, seat: str, proposer: str, receive: list[GameObject],
                give: list[GameObject]) -> bool:
        """Whether a bot in ``seat`` takes this trade: not from a player close to winning;
        stronger after it, or as strong and richer."""
        game = self.game
        if ch.level(game, proposer) >= 8:
            return False
        gain = self.trade_gain(seat, receive, give)
        if gain != 0:
            return gain > 0
        return sum(value(game, o.card) for o in receive) > sum(value(game, o.card) for o in give)

    def trade_offer(self) -> dict[str, str] | None:
        """A swap that makes both sides stronger: an item of mine I do not use, which the
        partner would take, for one of theirs I would wear. Only before the kick (after it a
        trade would cost the bot its say in the fight); each swap offered once a turn."""
        game, me = self.game, self.seat
        if ac.kick_announced(game):
            return None
        tables = (game.turn, tuple((o.id, o.tapped) for s in game.seats
                                   for o in it.table_objects(game, s)))
        if tables == self.no_swap:
            return None
        mine = [o for o in it.tradeable(game, me) if not it.in_use(game, me, o)]
        for partner in ac.trade_partners(game, me) if mine else []:
            for theirs in it.tradeable(game, partner):
                if self.wear_gain(me, theirs) <= 0:
                    continue
                for obj in mine:
                    if (game.turn, partner, obj.id, theirs.id) in self.offered:
                        continue
                    if self.trade_gain(me, [theirs], [obj]) > 0 and self.accepts(
                            partner, me, [obj], [theirs]):
                        return {"partner": partner, "give": obj.id, "take": theirs.id}
        self.no_swap = tables
        return None

    def trade_step(self, decision: Decision, ids: list[str]) -> Any:
        """The questions of the bot's own trade, answered from its plan."""
        step = decision.context.get("trade")
        plan = self.plan or {}
        if step == "partner":
            wanted = f"to:{plan.get('partner')}"
            return wanted if wanted in ids else ids[0]
        if step == "give":
            wanted = f"card:{plan.get('give')}"
            return [wanted] if wanted in ids else ids[:1]
        wanted = f"card:{plan.get('take')}"
        self.plan = None
        # without a plan, ask for everything rather than give anything away
        return [wanted] if wanted in ids else list(ids)

    def choose_many(self, decision: Decision, ids: list[str]) -> list[str]:
        """Sales: the cheapest items that reach 1,000 gold, hand and sideways items first."""
        game = self.game
        if decision.prompt.startswith(("Charity", "Discard")):
            worst = sorted(ids, key=self.worth_losing)  # stable: the first of equals first
            return worst[:decision.minimum]
        if decision.prompt.startswith("Sell"):
            def cost(option: str) -> tuple[int, int, int]:
                obj = self.obj_of(option)
                if obj is None:
                    return (DEFAULT_VALUE, 9, 0)
                worn = obj.zone.endswith(".table") and not obj.tapped
                bonus = it.item_bonus(game, self.seat, obj) if worn else 0
                return (self.value_of(option), bonus, value(game, obj.card))
            picked, total = [], 0
            for option in sorted(ids, key=cost):
                picked.append(option)
                total += value(game, self.card_of(option) or "")
                if total >= 1000:
                    break
            return picked
        return ids[:max(decision.minimum, 0)]

    def choose_one(self, decision: Decision, ids: list[str]) -> str:
        """Fights, help, targets, the door, charity ..."""
        game = self.game
        prompt = decision.prompt
        if "refuse" in ids:
            return self.answer_help(prompt)
        if "run" in ids:
            return self.losing(ids)
        if "fight" in ids and "let-go" in ids:
            return self.friendly(ids)
        if "loot" in ids:
            return self.trouble(ids)
        if "keep" in ids:
            card = self.card_of(ids[0])
            kind = ctype(game, card) if card else ""
            have = ch.races(game, self.seat) if kind == "race" else ch.classes(game, self.seat)
            return "play" if "play" in ids and not have else "keep"
        if "kick" in ids:
            return "kick"
        if "reroll" in ids:
            return "reroll"
        if any(o.startswith("bribe:") for o in ids):
            return ids[(len(ids) - 1 + 1) // 2]
        if any(o.startswith("target:") for o in ids):
            card = game.card(self.acting) if self.acting is not None else None
            if card is not None and card.ai.target is not None:
                return self.pick_target(card, prompt, ids)
            return self.target(prompt, ids)
        if prompt.startswith("Charity") or "Discard" in prompt or "discard" in prompt:
            return self.least_useful(ids)
        if prompt.startswith(("Take", "Loot")):
            return self.most_useful(ids)
        return ids[0]

    def answer_help(self, prompt: str) -> str:
        """Help for Treasure, or for levels as an Elf; never hand someone the game."""
        game = self.game
        c = cb.current(game)
        if c is None:
            return "refuse"
        fighter = c["fighter"]
        levels = sum(int(stat(game, cb.monster_card(game, e), "levels", 1))
                     for e in cb.entries(game))
        if ch.level(game, fighter) + levels >= 10:
            return "refuse"
        elf = ch.is_(game, self.seat, "elf")
        offered = " for 0 of" not in prompt
        return "accept" if offered or elf else "refuse"

    def losing(self, ids: list[str]) -> str:
        """A lost fight: a way out, then help from whoever makes the difference, then run."""
        for option in ids:
            if option.startswith("instead:"):
                return option
        helpers = [o for o in ids if o.startswith("help:")]
        if helpers:
            need = -self.margin() + 1
            def power(option: str) -> int:
                return cb.player_strength(self.game, option.split(":", 1)[1])
            best = max(helpers, key=power)
            if power(best) >= need:
                return best
        return "run"

    def friendly(self, ids: list[str]) -> str:
        """Fight a monster that ignores us only if we beat it anyway."""
        for option in ids:
            if option.startswith("instead:"):
                return option
        game = self.game
        monster = game.zones["limbo"].objects[-1] if game.zones["limbo"].objects else None
        if monster is not None and ctype(game, monster.card) == "monster":
            mine = cb.player_strength(game, self.seat)
            if mine > int(stat(game, monster.card, "level", 99)) + 2:
                return "fight"
        return "let-go"

    def trouble(self, ids: list[str]) -> str:
        """Look for trouble with a monster we clearly beat, else loot the room."""
        game = self.game
        mine = cb.player_strength(game, self.seat)
        best = None
        for option in ids:
            if option.startswith("trouble:"):
                card = self.card_of(option)
                level = int(stat(game, card, "level", 99)) if card else 99
                if level + 3 < mine and (best is None or level > best[0]):
                    best = (level, option)
        return best[1] if best else "loot"

    def target(self, prompt: str, ids: list[str]) -> str:
        """Bonuses to my side; penalties to the other side; curses and levels as fits."""
        game = self.game
        seats = {i.split(":", 1)[1] for i in ids if i.split(":", 1)[1] in game.players}
        leader = self.leader()
        # a curse by its type, not only by its name (a homebrew curse may not say "Curse")
        if "Curse" in prompt or (self.acting is not None and ctype(game, self.acting) == "curse"):
            # the fighter about to win first (MK 5.7), then the leader
            rival = table_sense.about_to_win(game)
            for seat in (rival if rival != self.seat else None, leader,
                         *ch.others(game, self.seat)):
                if seat in seats:
                    return f"target:{seat}"
            return ids[0]
        if self.my_side() and self.seat in seats:
            return f"target:{self.seat}"
        if self.seat in seats and cb.current(game) is None:
            return f"target:{self.seat}"
        monsters = [i for i in ids if i.split(":", 1)[1] not in game.players]
        if monsters:
            return monsters[0]
        return ids[0]

    def least_useful(self, ids: list[str]) -> str:
        """The cheapest card to lose: the lowest ``ai.value``, then monsters and curses of
        little use, cheap items."""
        return min(ids, key=self.worth_losing)

    def worth_losing(self, option: str) -> tuple[int, int]:
        """What losing a card costs: its ``ai.value``, then its gold (one-shots dearer)."""
        card = self.card_of(option)
        return (self.value_of(option), 0 if card is None else value(self.game, card) + (
            300 if ctype(self.game, card) in ("one-shot", "go-up-a-level") else 0))

    def most_useful(self, ids: list[str]) -> str:
        """The best card to take: the highest ``ai.value``, then gold and bonus."""
        game = self.game

        def worth(option: str) -> tuple[int, int]:
            card = self.card_of(option)
            return (self.value_of(option), 0 if card is None else
                    value(game, card) + int(stat(game, card, "bonus", 0) or 0))
        return max(ids, key=worth)

    def value_of(self, option: str) -> int:
        """The ``ai.value`` of the card an option names; unhinted cards count the default, so
        they keep the bot's own order."""
        card = self.card_of(option)
        return DEFAULT_VALUE if card is None else self.game.card(card).ai.worth()

    # ------------------------------------------------------------------ priority
    def wants_to_act(self, window: Window) -> bool:
        """Whether :meth:`priority` could answer anything but pass here, known before the
        window's actions are computed (issue #32): with a card hinted to be played early; out
        of combat, on its own turn or in a window opened for it (its curse, its run, its
        lay-out); in a combat, on its own side, or against a fighter worth stopping whose
        fight is being won. It draws nothing here. A window it declines is the pass it would
        have answered, so it forgets the card it was acting with, as then."""
        game = self.game
        c = game.data.get("combat")  # cb.current, inline: asked at every seat's window
        if not self.early:
            # the windows most often declined, out of combat not its own and in a rival's
            # fight that is not won, are known so without the decision's reads
            if c is None:
                info = game.data.get("windows")  # ac.window_info, inline
                if game.active != self.seat and (
                        not info or info[-1].get("first") != self.seat):
                    self.acting = None
                    return False
            elif self.seat not in (c["fighter"], c["helper"]) and (
                    table_sense.lead_in_window(game) <= 0):
                self.acting = None
                return False
        return self._reading_once(self._wants_to_act)

    def _wants_to_act(self) -> bool:
        """:meth:`wants_to_act`, with the window's reads kept."""
        game = self.game
        c = cb.current(game)
        foresees = self.foresees_passes
        if c is None:
            wants = self.mine_to_act() and (not foresees or self.may_act_outside_combat())
        elif self.my_side():
            # its own fight: won as it stands, in_combat plays nothing
            margin = table_sense.lead_in_window(game)
            wants = not foresees or (margin <= 0 and self.may_act_in_own_fight(margin))
        else:
            # the totals are read once a window: a rival's fight matters only while it is won
            margin = table_sense.lead_in_window(game)
            wants = margin > 0 and (self.threat(c["fighter"]) or (
                self.minds_the_table
                and table_sense.to_win_in_window(game) not in (None, self.seat))
            ) and (not foresees or self.may_act_in_rivals_fight(margin))
        if not wants and self.holds_early():
            wants = True
        if not wants:
            self.acting = None
        return wants

    def mine_to_act(self) -> bool:
        """Out of combat the bot acts only on its own turn or in a window opened for it (so
        it decides to pass elsewhere without drawing: its sales and thefts draw)."""
        info = ac.window_info(self.game) or {}
        return self.game.active == self.seat or info.get("first") == self.seat

    def helps_own_fight(self, card: str, kind: str, margin: int, c: dict[str, Any]) -> bool:
        """Whether :meth:`in_combat` plays this card, on offer, into its own fight lost by
        ``-margin``: a one-shot whose bonus wins it (or one it plays whatever), a level
        when it is the fighter."""
        if kind == "one-shot" and card not in NEVER_INTO_OWN_FIGHT:
            bonus = int(stat(self.game, card, "bonus", 0) or 0)
            return bool(bonus and bonus + margin > 0) or card in ALWAYS_INTO_OWN_FIGHT
        return kind == "go-up-a-level" and c["fighter"] == self.seat

    def holds_unusual(self, *groups: list[GameObject]) -> bool:
        """Whether any of these cards is one whose use the bot cannot foresee (a hinted or
        new card): the window is then asked, not declined."""
        unusual = self.unusual
        if not unusual:  # the game's own cards only (every bench game): nothing to look at
            return False
        return any(o.card in unusual for group in groups for o in group)

    def may_act_in_own_fight(self, margin: int) -> bool:
        """Whether :meth:`in_combat`, on its own side of a fight lost by ``-margin``, could
        answer anything but pass: a way out instead, a card or ability that helps, a helper
        strong enough (each asked of the window's rules for its card alone). True wherever
        the answer is not foreseen (a hinted or new card)."""
        game, me = self.game, self.seat
        c = cb.current(game)
        info = ac.window_info(game)
        if c is None or info is None:
            return True
        zones = game.zones
        holding = zones[hand(me)].objects
        if self.holds_unusual(holding, zones[table(me)].objects):  # read, not changed
            return True
        mode = info["mode"]
        plays = ac.PLAY_MODES.get(mode, ())
        cards = game.library.cards  # ctype, inline
        for obj in holding:
            kind = cards[obj.card].type
            if kind in plays and self.helps_own_fight(obj.card, kind, margin, c) and (
                    ac.playable_uses(game, me, obj, kind, mode) is not None):
                return True
        if mode in ("combat", "before-roll") and self.could_use(FIGHTING_ABILITIES):
            return True
        if mode != "combat" or me != c["fighter"]:
            return False
        if any(cb.instead_options(game, me, e["id"]) for e in cb.entries(game)):
            return True
        need = -margin + 1
        return any(cb.player_strength(game, other) >= need for other in cb.help_candidates(game))

    def may_act_in_rivals_fight(self, margin: int) -> bool:
        """Whether :meth:`in_combat`, in another's fight won by ``margin``, could play
        anything: a card of its hand that works against the fight, on offer now. True
        wherever the answer is not foreseen (a hinted or new card)."""
        game, me = self.game, self.seat
        info = ac.window_info(game)
        if info is None:
            return True
        holding = game.zones[hand(me)].objects
        if self.holds_unusual(holding):
            return True
        mode = info["mode"]
        plays = ac.PLAY_MODES.get(mode, ())
        cards = game.library.cards  # ctype, inline
        for obj in holding:
            kind = cards[obj.card].type
            if kind in plays and self.against_the_fight(obj, kind, margin) and (
                    ac.playable_uses(game, me, obj, kind, mode) is not None):
                return True
        return False

    def against_the_fight(self, obj: GameObject, kind: str, margin: int) -> bool:
        """Whether :meth:`in_combat` may play this card of its hand against another's fight
        won by ``margin``: one the table sense counts against it, or one whose bonus
        overturns the margin (a Wandering Monster with a monster in hand)."""
        game = self.game
        if table_sense.hinders(game, self.seat, f"play:{obj.id}"):
            return True
        if kind in ("monster-enhancer", "one-shot"):
            return (stat(game, obj.card, "bonus", 0) or 0) >= margin
        return obj.card == "wandering-monster" and self.has_monster()

    def may_act_outside_combat(self) -> bool:
        """Whether :meth:`outside_combat` could answer anything but pass, or draw, in the open
        window: each thing it would take is asked of the window's rules (actions.py) for its
        card alone, without the window's other actions; a sale or a Theft on offer draws.
        True wherever the answer is not foreseen (a hinted or new card)."""
        game, me = self.game, self.seat
        info = ac.window_info(game)
        if info is None:
            return True
        zones = game.zones
        holding = zones[hand(me)].objects
        on_table = zones[table(me)].objects  # read, not changed: no copy
        if self.holds_unusual(holding, on_table):
            return True
        mode = info["mode"]
        free = mode == "free"
        if free and it.can_sell(game, me):
            return True
        # the modes whose actions hold equipment, and the cards they let one play
        equips = free or mode == "layout"
        legal_mode = "layout" if mode == "di" else mode
        plays = ac.PLAY_MODES.get(legal_mode, ())
        cards = game.library.cards  # ctype, inline
        # whether its Hireling carries nothing (then any item is on offer to it): asked at
        # the first item, where the equipment's actions are offered
        hires: bool | None = None if equips else False
        for obj in holding:
            kind = cards[obj.card].type
            if kind == "item":
                if hires is None:
                    hires = it.hireling_free(game, me) is not None
                if hires or (equips and it.can_equip(game, me, obj)
                             and self.equip_gain(obj) > 0):
                    return True
            elif kind in plays and self.would_play(obj, kind) and ac.playable_uses(
                    game, me, obj, kind, legal_mode) is not None and (
                    kind != "curse" or self.curses_leader(obj)):
                return True
        if equips:  # elsewhere no item on the table is on offer
            for obj in on_table:
                if cards[obj.card].type != "item":
                    continue
                if hires is None:
                    hires = it.hireling_free(game, me) is not None
                if hires or (it.can_equip(game, me, obj) and self.equip_gain(obj) > 0):
                    return True
        if free and self.could_use(("Theft",)):
            return True
        # as outside_combat, where the trade is on offer: a swap it would offer, or the
        # tables it found none on remembered, as when it passes
        return free and ac.trade_on_offer(game, me, info) and self.trade_offer() is not None

    def would_play(self, obj: GameObject, kind: str) -> bool:
        """Whether :meth:`outside_combat` plays this card of its hand when it is on offer
        (a curse: if its leader is a threat it may affect)."""
        if kind in GOOD_FOR_ME or obj.card in PLAYED_BY_NAME:
            return True
        if kind == "race":
            return not ch.races(self.game, self.seat)
        if kind == "class":
            return not ch.classes(self.game, self.seat)
        if kind == "curse":
            leader = self.leader()
            return leader is not None and self.threat(leader)
        return False

    def curses_leader(self, obj: GameObject) -> bool:
        """Whether a curse in hand may affect the leader (its ``affects``), as
        :meth:`outside_combat` asks before playing it: asked once a run of priority windows
        (its relevance, then its answer)."""
        game, leader = self.game, self.leader()
        return kept_for_run(game, RUN_AFFECTS, (obj.id, leader), self._affects, obj,
                            leader) is not False

    def _affects(self, obj: GameObject, seat: str | None) -> Any:
        """A curse's ``affects`` answer for ``seat``."""
        return self.game.scripts.query_entry(obj.card, "affects", seat, source=obj.id)

    def could_use(self, words: tuple[str, ...]) -> bool:
        """Whether an ability it could use now (``activatable``) has one of ``words`` in its
        label, as :meth:`label` reads its option: only such abilities are asked whether
        they could be used."""
        game, me = self.game, self.seat
        may_activate = game.rules.may_activate
        for obj, script, ability in self.labelled(words):
            if may_activate(game, obj, me) and ac.usable(game, me, obj, script, ability):
                return True
        return False

    def labelled(self, words: tuple[str, ...]) -> list[tuple[Any, ...]]:
        """The activated abilities in play with one of ``words`` in their label, as
        :meth:`label` reads their option, in the index's order; found again only when the
        cards in play change (``zones_version``: the index, each object's card and the
        abilities given to it)."""
        game = self.game
        key = (game.zones_version, words)
        kept = self.with_words.get(words)
        if kept is not None and kept[0] == key:
            return kept[1]
        found = []
        label_has = self.label_has
        for entry in game.scripts.activation.host.index.activated():
            obj, _, ability = entry
            if ability.giver is not None:  # its option is read by the index on its object
                label = f"{ability.label} {self.label(f'activate:{obj.id}:{ability.index}')}"
                if any(w in label for w in words):
                    found.append(entry)
                continue
            known = (words, obj.card, ability.index)
            has = label_has.get(known)
            if has is None:
                has = label_has[known] = any(w in ability.label for w in words)
            if has:
                found.append(entry)
        self.with_words[words] = (key, found)
        return found

    def holds_early(self) -> bool:
        """Whether a card in its hand or on its table is hinted to be played early."""
        if not self.early:
            return False
        zones = self.game.zones
        return any(o.card in self.early for zone in (hand(self.seat), table(self.seat))
                   for o in zones[zone].objects)

    def priority(self, ids: list[str]) -> str:
        """Play what helps now; otherwise pass."""
        game = self.game
        c = cb.current(game)
        self.acting = None
        # only a card hinted early is played at that timing (timing, wears, may_use)
        choice = self.timed(ids, ("early",)) if self.early else None
        if choice is None and c is None:
            choice = self.outside_combat(ids) if self.mine_to_act() else None
        elif choice is None:
            choice = self.in_combat(ids, c)
        return self.act(choice) if choice else "pass"

    # ------------------------------------------------------------------ cards it does not know
    def timing(self, card: CardDef) -> str:
        """When the bot plays a card from hand: the author's ``ai.play`` hint, else ``known``
        for the game's own cards and for what its kind or combat bonus tells, else
        whenever."""
        if card.ai.play is not None:
            return str(card.ai.play)
        if card.id in self.known or card.type in BY_KIND or (
                card.type in BY_BONUS and "bonus" in card.stats):
            return KNOWN
        return "whenever"

    def hinted(self, option: str) -> bool:
        """Whether the card an option plays or wears carries a play hint (the hint decides)."""
        if not self.unusual:  # no card of the game is hinted
            return False
        card = self.card_of(option)
        return card is not None and self.game.card(card).ai.play is not None

    def timed(self, ids: list[str], when: tuple[str, ...], *,
              skip: tuple[str, ...] = ()) -> str | None:
        """The first card play, item to wear or ability on offer whose card is to be played
        at one of the ``when`` timings (cards of the ``skip`` kinds left alone)."""
        if not self.unusual and KNOWN not in when:
            # the game's own cards only, none hinted: each one's timing is KNOWN (timing,
            # wears, may_use), the bot's own rules play them
            return None
        game = self.game
        for option in ids:
            card_id = self.card_of(option)
            if card_id is None or ctype(game, card_id) in skip:
                continue
            card = game.card(card_id)
            if option.startswith("play:") and self.timing(card) in when:
                return option
            if option.startswith("equip:") and self.wears(option, when):
                return option
            if option.startswith("activate:") and self.may_use(option, when):
                return option
        return None

    def wears(self, option: str, when: tuple[str, ...]) -> bool:
        """Whether to wear an item now: at once when hinted early; a new item, or one hinted
        whenever or late, when wearing it costs nothing (nothing goes sideways)."""
        obj = self.obj_of(option)
        if obj is None:
            return False
        card = self.game.card(obj.card)
        play = card.ai.play
        if play == "early":
            return "early" in when
        if play == "never" or (play is None and card.id in self.known):
            return False
        return "whenever" in when and self.equip_gain(obj) >= 0 and not it.conflicts(
            self.game, self.seat, obj)

    def may_use(self, option: str, when: tuple[str, ...]) -> bool:
        """Whether to use an ability now, by its card's hint (new cards: whenever), at most
        once a turn; without a hint only one that costs nothing (nothing but ↷)."""
        obj = self.obj_of(option)
        script = self.game.scripts.script(obj.card) if obj is not None else None
        if obj is None or script is None or self.used.get(option) == self.game.turn:
            return False
        card = self.game.card(obj.card)
        timing = card.ai.play or (KNOWN if card.id in self.known else "whenever")
        if timing not in when:
            return False
        if card.ai.play is not None:
            return True
        index = option.rsplit(":", 1)[1]
        ability = next((a for a in script.abilities if str(a.index) == index), None)
        return ability is not None and not set(ability.facts.get("cost") or {}) - {"tap"}

    def act(self, option: str) -> str:
        """Answer with an option, remembering the card it plays for the target to come."""
        self.acting = self.card_of(option) if option.startswith(
            ("play:", "activate:", "equip:")) else None
        if option.startswith("activate:"):
            self.used[option] = self.game.turn
        return option

    def pick_target(self, card: CardDef, prompt: str, ids: list[str]) -> str:
        """A target by the card's ``ai.target`` hint (ties: a seeded choice); the bot's own
        rule when nothing on offer fits."""
        game, me = self.game, self.seat
        seats = [i for i in ids if i.split(":", 1)[1] in game.players]
        others = [i for i in seats if i != f"target:{me}"]
        things = [i for i in ids if i not in seats]
        how = card.ai.target
        if how == "self":
            mine = [i for i in ids if i == f"target:{me}"] or [
                i for i in things if holder(game, i.split(":", 1)[1]) == me]
            return self.new_rng.choice(mine) if mine else self.target(prompt, ids)
        if how == "leader" and f"target:{self.leader()}" in others:
            return f"target:{self.leader()}"
        if how == "weakest" and others:
            low = min(ch.level(game, i.split(":", 1)[1]) for i in others)
            return self.new_rng.choice(
                [i for i in others if ch.level(game, i.split(":", 1)[1]) == low])
        if how == "weakest" and things:
            def level(option: str) -> int:
                obj = self.obj_of(option)
                return int(stat(game, obj.card, "level", 0) or 0) if obj is not None else 0
            low = min(level(i) for i in things)
            return self.new_rng.choice([i for i in things if level(i) == low])
        foes = others or [i for i in things if holder(game, i.split(":", 1)[1]) != me]
        return self.new_rng.choice(foes) if foes else self.target(prompt, ids)

    def equip_gain(self, obj: GameObject) -> int:
        """How much wearing ``obj`` would add now (its bonus less what goes sideways)."""
        game = self.game
        gain = it.item_bonus(game, self.seat, obj) + (2 if obj.card in (
            "boots-of-running-really-fast", "tuba-of-charm") else 0)
        for other in it.conflicts(game, self.seat, obj):
            gain -= it.item_bonus(game, self.seat, other)
        return gain

    def outside_combat(self, ids: list[str]) -> str | None:
        """Equip, lay out, sell, level up, curse the leader."""
        game = self.game
        for option in ids:
            if option.startswith("equip:"):
                obj = self.obj_of(option)
                play = game.card(obj.card).ai.play if obj is not None else None
                if obj is not None and play not in ("never", "early") and \
                        self.equip_gain(obj) > 0:
                    return option
        for option in ids:
            if option.startswith("hire:"):
                return option
        for option in ids:
            if not option.startswith("play:") or self.hinted(option):
                continue
            card = self.card_of(option)
            kind = ctype(game, card) if card else ""
            if kind in GOOD_FOR_ME or card in PLAYED_BY_NAME:
                return option
            if kind == "race" and not ch.races(game, self.seat):
                return option
            if kind == "class" and not ch.classes(game, self.seat):
                return option
        new = self.timed(ids, ("whenever",), skip=("monster-enhancer",))
        if new is not None:
            return new
        if "trade" in ids:
            plan = self.trade_offer()
            if plan is not None:
                self.plan = plan
                self.offered.add((game.turn, plan["partner"], plan["give"], plan["take"]))
                return "trade"
        if "sell" in ids and self.rng.random() < 0.9:
            return "sell"
        leader = self.leader()
        if leader is not None and self.threat(leader):
            for option in ids:
                card = self.card_of(option)
                if option.startswith("play:") and card and ctype(game, card) == "curse" \
                        and not self.hinted(option):
                    obj = self.obj_of(option)
                    if obj is not None and self.curses_leader(obj):
                        return option
        for option in ids:
            if option.startswith("activate:") and "Theft" in self.label(option):
                if self.rng.random() < 0.25:
                    return option
        return None

    def label(self, option_id: str) -> str:
        """A priority option's label (abilities name themselves there)."""
        obj = self.obj_of(option_id)
        if obj is None:
            return ""
        script = self.game.scripts.script(obj.card)
        if script is None:
            return ""
        try:
            index = int(option_id.rsplit(":", 1)[1])
        except ValueError:
            return ""
        for ability in script.abilities:
            if ability.index == index:
                return ability.label
        return ""

    def in_combat(self, ids: list[str], c: dict[str, Any]) -> str | None:
        """Win my fights; spoil the leader's."""
        game = self.game
        margin = table_sense.lead_in_window(game)
        if self.my_side():
            if margin > 0:
                return None
            for option in ids:
                if option.startswith("instead:"):
                    return option
            for option in ids:
                card = self.card_of(option)
                if not card or not option.startswith(("play:", "activate:")) or \
                        self.hinted(option):
                    continue
                if option.startswith("activate:"):
                    if any(w in self.label(option) for w in FIGHTING_ABILITIES):
                        return option
                    continue
                if self.helps_own_fight(card, ctype(game, card), margin, c):
                    return option
            new = self.timed(ids, ("whenever", "late"), skip=AGAINST)
            if new is not None:
                return new
            helpers = [o for o in ids if o.startswith("help:")]
            if helpers:
                need = -margin + 1
                best = max(helpers, key=lambda o: cb.player_strength(game, o.split(":", 1)[1]))
                if cb.player_strength(game, best.split(":", 1)[1]) >= need:
                    return best
            return None
        fighter = c["fighter"]
        if self.minds_the_table and table_sense.to_win_in_window(game) == fighter:
            # a rival's last fight (MK 5.7): every card that works against it, while it stands
            against = table_sense.best_against(game, self.seat, ids, margin)
            if against is not None:
                return against
        if margin > 0 and self.threat(fighter):
            for option in ids:
                card = self.card_of(option)
                if not card or not option.startswith("play:") or self.hinted(option):
                    continue
                kind = ctype(game, card)
                if kind == "monster-enhancer" and (stat(game, card, "bonus", 0) or 0) >= margin:
                    return option
                if kind == "one-shot" and (stat(game, card, "bonus", 0) or 0) >= margin:
                    return option
                if card == "wandering-monster" and self.has_monster():
                    return option
            # the game's own cards only, none hinted: every timing is KNOWN, none played here
            for option in ids if self.unusual else ():
                card = self.card_of(option)
                if not option.startswith("play:") or not card or \
                        self.timing(game.card(card)) not in ("whenever", "late"):
                    continue
                if ctype(game, card) in AGAINST or self.aims_at_monsters(option):
                    return option
        return None

    def aims_at_monsters(self, option: str) -> bool:
        """Whether a card to play may target a monster (the bot's rule then aims it there)."""
        obj = self.obj_of(option)
        if obj is None or not self.game.scripts.has_entry(obj.card, "targets"):
            return False
        for target in ac.targets(self.game, self.seat, obj):
            found = self.game.objects.get(target["id"])
            if found is not None and ctype(self.game, found.card) == "monster":
                return True
        return False

    def has_monster(self) -> bool:
        """Whether this bot holds a monster card."""
        return any(ctype(self.game, o.card) == "monster"
                   for o in self.game.zones[hand(self.seat)].objects)


class CarelessBot(MunchkinBot):
    """The heuristic bot without table sense.

    It leaves a rival's fight for level 10 alone unless that rival is simply the leader. It
    is the easy level's bot, wrapped in one that answers a share of its questions at random
    (kernel.levels.erring) wherever it is asked: its relevance keeps every window the
    heuristic bot's did before it foresaw its passes, so the easy level plays the games it
    played."""

    minds_the_table = False
    foresees_passes = False
