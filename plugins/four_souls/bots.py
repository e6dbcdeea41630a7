"""The heuristic bot: plays cent loot, attacks what it is likeliest to kill, buys at 10¢,
uses its ↷ items, protects itself from lethal damage, rerolls its missing attack rolls, and
always ends its turn (it never stalls).

Cards it was not written for (homebrew, expansions) it still plays: a loot card whenever
nothing it knows is better, a free ability once a turn, targets by a seeded choice; a card's
``ai`` hints (play, target, value) override all of this (docs/writing-cards.md, "How bots
treat your card").

It reads only what its seat may know: the public table and its own hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from math import comb
from typing import TYPE_CHECKING, Any

from deckwright.kernel.agents import RandomAgent
from deckwright.kernel.decisions import Decision, Window
from deckwright.kernel.game import Game
from deckwright.kernel.relevance import DEFAULT_STOPS
from deckwright.kernel.sets.aihints import DEFAULT_VALUE, shipped_cards

from . import attack, barter, bonus_hunt, fight_odds, shop, table_sense, team_up, zones
from .bot_style import NORMAL, Style
from .facts import attack_of, evasion_of, hp, is_dead, soul_value
from .stack_answers import lethal_to, may_offer, missed_roll

if TYPE_CHECKING:
    from deckwright.kernel.events import StackItem
    from deckwright.kernel.sets.carddefs import CardDef

# loot the bot plays as soon as it may (its own turn, empty stack), by card id or tag
PLAY_NOW_TAGS = {"coin", "pill", "trinket"}
# a $ ability is used at most this often in one turn: Portable Slot Machine with Shiny Rock
# pays for itself, and a bot that always spins again never ends its turn (4 players, seed 169)
PAID_USES_PER_TURN = 3
BURDEN = 1  # an ai.value this low marks a card as a burden: never bought knowingly
PLAY_NOW = {
    "xvii-the-stars", "x-wheel-of-fortune", "xii-the-hanged-man", "xxi-the-world",
    "viii-justice", "xix-the-sun", "iv-the-emperor", "ix-the-hermit", "xviii-the-moon",
    "blank-rune", "ehwaz", "mega-battery", "lil-battery", "xiv-temperance", "xvi-the-tower",
    "xx-judgement", "xv-the-devil", "xiii-death", "ii-the-high-priestess", "bomb", "gold-bomb",
    "xi-strength", "vii-the-chariot", "iii-the-empress", "vi-the-lovers",
}
# loot it keeps to answer with: rerolls, prevention, cancels
ANSWERS = {"dice-shard", "i-the-magician", "soul-heart", "v-the-hierophant", "dagaz",
           "butter-bean", "o-the-fool"}
PREVENT = {"soul-heart", "v-the-hierophant", "dagaz"}
PREVENT_ITEMS = {"yum-heart", "host-hat", "guppys-paw", "the-poop"}
REROLL_LOOT = {"dice-shard"}
REROLL_ITEMS = {"the-d6"}
PLUS_ONE_ITEMS = {"book-of-belial", "spoon-bender", "the-bone", "lucky-foot"}
HARMFUL_WORDS = ("damage", "die", "kill", "lose", "discard", "destroy", "steal", "take",
                 "gives you", "give")
AI_HINTS = ("play", "target", "value")  # the ai hints of a card this bot reads
KNOWN = "known"  # the timing of a card the bot's own rules play (the game's own cards)


@dataclass
class Stakes:
    """What a lost fight costs the bot and whether a won one may bring it souls, at one point
    of the game: the same for every target it weighs there, so each is worked out once, when
    first needed (None: not yet)."""

    death: float | None = None
    souls: bool | None = None


class HeuristicBot:
    """A simple, never-stalling Four Souls player."""

    # it keeps every question, forced ones too: a target it planned while choosing an action
    # is used up by the next target question (a forced one included), so skipping one would
    # change its later play (log hashes: Four Souls seed 240)
    forced_questions = True

    def __init__(self, seat: str, game: Game, style: Style = NORMAL) -> None:
        self.seat = seat
        self.game = game
        self.style = style  # the weights it plays by (bot_style.py): the normal bot's by default
        self.rng = game.rng.derive(f"bot:{seat}")
        self.plan: dict[str, str] = {}
        # cards the bot was not written for get choices from their own generator, so a game
        # of the game's own cards draws exactly what it always drew
        self.new_rng = game.rng.derive(f"bot-new-cards:{seat}")
        self.known = shipped_cards(game.library)
        self.acting: str | None = None  # the card just played or used (its target comes next)
        self.used: dict[str, int] = {}  # an ability option → the turn the bot last used it
        self.uses = TurnUses()  # how often each ability option was used this turn
        self.stops = DEFAULT_STOPS  # it is asked where a person at the default level would be
        self.matters: tuple[int, bool] = (-1, True)  # (window, whether it matters) last asked
        self.foes: dict[table_sense.Foe, int] | None = None  # the monster deck's fights
        self.calm = table_sense.StallWatch()  # when the game last made progress
        self.unanswered: set[str] = set()  # damage replacements that roll or ask (fight_odds)
        # the clocks on the table (table_sense), read once per point of the game: (window,
        # answers so far) names one, as nothing happens while the bot thinks
        self.seen: tuple[tuple[int, int], list[str], list[str]] = ((-1, -1), [], [])

    # ------------------------------------------------------------------ entry point
    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """Answer any decision."""
        ids = decision.option_ids()
        if decision.kind == "priority":
            return self.priority(ids)
        if decision.kind == "order":
            return ids
        if decision.kind == "number":
            return decision.maximum
        if decision.kind == "confirm":
            # a reroll offered for an attack roll that already hits would throw the hit away
            # (Isaac's Blessing on a 6 against evasion 6 looped for ever)
            if "reroll" in decision.prompt.lower() and self.attack_roll_hits():
                return "no"
            return "yes"
        if decision.kind == "choose-many":
            return self.choose_many(decision)
        if decision.context.get("why") == "barter-gift":
            return barter.ACCEPT  # ¢ offered is ¢ gained; a promise binds nobody (FS 12.1.4)
        return self.choose_one(decision)

    # ------------------------------------------------------------------ priority
    def wants_to_act(self, window: Window) -> bool:
        """Whether :meth:`priority` could answer anything but pass here, known before the
        window's actions are computed (issue #32): only where the game's stops say something
        it holds matters (``window_matters``, the stops a person has at the default level),
        and of those in its own action phase (attacks, purchases, plays) and on a stack at
        damage that would kill it or its own attack roll that misses, with an answer to it
        it may use (``respond``'s two answers, ``may_respond``), or against a rival's winning
        attack. A window it declines is the pass it would have answered, so it forgets the
        card it was acting with, as then. It reads the game itself, as the window would (at
        every seat's window: most are declined)."""
        game, me = self.game, self.seat
        stack = game.stack
        if not stack:
            wants = me == game.active and game.data["turn"]["phase"] == "action" or (
                type(self).use_loot_play is not HeuristicBot.use_loot_play)
        else:  # and, with a rival about to win, anything against it (table_sense)
            top = stack[-1]
            wants = top.kind in ("damage", "roll") and me in (
                top.data.get("target"), top.data.get("player")) and self.may_respond(top) \
                or table_sense.about_to_win(game) not in (None, me)
        if wants:
            wants = game.rules.window_matters(game, window, self.stops)
            self.matters = (window.number, wants)  # priority() needs it again in this window
        if not wants:
            self.acting = None
        return wants

    def priority(self, ids: list[str]) -> str:
        game, me = self.game, self.seat
        self.acting = None
        # the bot plays by the stops a person has at the default level: where nothing it
        # holds matters, it passes (so declining those windows beforehand changes nothing)
        number, matters = self.matters
        if number != game.windows:  # not asked beforehand (relevance not declared)
            window = game.rules.priority_window(game, me, game.windows)
            matters = game.rules.window_matters(game, window, self.stops)
        if not matters:
            return "pass"
        if "attack" in ids and len(ids) <= 2:
            return "attack"
        if game.stack:
            return self.respond(ids)
        if me != game.active or game.data["turn"]["phase"] != "action":
            return self.use_loot_play(ids) or "pass"
        early = self.timed(ids, "early")
        if early is not None:
            return early
        for option in ids:
            if option.startswith("play:") and self.wants_to_play(option[5:]):
                return self.act(option)
        for option in ids:
            if option.startswith("activate:") and self.wants_to_activate(option):
                return self.act(option)
        whenever = self.timed(ids, "whenever")
        if whenever is not None:
            return whenever
        if "purchase" in ids and self.can_afford() and not self.saving():
            return "purchase"
        if "attack" in ids and self.wants_to_attack():
            return "attack"
        if "end-turn" in ids:
            return self.timed(ids, "late") or "end-turn"
        return "pass"

    # ------------------------------------------------------------------ cards it does not know
    def timing(self, card: CardDef) -> str:
        """When the bot plays a card or uses its abilities: the author's ``ai.play`` hint,
        else ``known`` for the game's own cards (the bot's rules decide), else whenever."""
        if card.ai.play is not None:
            return str(card.ai.play)
        return KNOWN if card.id in self.known else "whenever"

    def timed(self, ids: list[str], when: str) -> str | None:
        """The first card play, then ability, on offer whose card is to be played ``when``."""
        for option in ids:
            if option.startswith("play:"):
                card = self.card_of(option[5:])
                if card is not None and self.timing(card) == when:
                    return self.act(option)
        for option in ids:
            if option.startswith("activate:") and self.may_use(option, when):
                return self.act(option)
        return None

    def may_use(self, option: str, when: str) -> bool:
        """Whether to use an ability now, by its card's timing (an ability given by another
        card: the giver's, Widow's "↷: remove a spider counter"), at most once a turn (one
        that recharges itself would loop); without a hint only one that costs nothing but ↷
        and that its script does not keep for an answer."""
        _, object_id, index = option.split(":")
        game = self.game
        obj = game.objects.get(object_id)
        if obj is None or self.used.get(option) == game.turn:
            return False
        if index.isdigit():
            script = game.scripts.script(obj.card)
            if script is None or self.timing(game.card(script.card.id)) != when:
                return False  # (before the ability is looked for: most are the bot's own rules')
            ability = next((a for a in script.activated if str(a.index) == index), None)
        else:  # an ability another card gives it ("card/n"): that card's hint says when
            held = game.scripts.index.activated_of(obj, index)
            script, ability = (held[1], held[2]) if held is not None else (None, None)
        if script is None or ability is None:
            return False
        card = game.card(script.card.id)
        if self.timing(card) != when:
            return False
        cost = ability.facts.get("cost") or {}
        if card.ai.play is None:
            return not set(cost) - {"tap"} and ability.facts.get("hint") is None
        return True

    def act(self, option: str) -> str:
        """Answer with a play or an ability, remembering its card for the target to come."""
        object_id = option.split(":")[1] if ":" in option else ""
        obj = self.game.objects.get(object_id)
        self.acting = obj.card if obj is not None else None
        if option.startswith("activate:"):
            self.used[option] = self.game.turn
            self.uses.add(option, self.game.turn)
        return option

    def value_of(self, option: str) -> int:
        """The ``ai.value`` of the card an option names (a hand card, an item, a shop slot);
        unhinted cards count the default, so they keep the bot's own order."""
        tail = option.split(":", 1)[-1]
        obj = self.game.objects.get(tail)
        if obj is None and tail in self.game.zones:
            obj = zones.top(self.game, tail)
        if obj is None:
            return DEFAULT_VALUE
        return self.game.card(obj.card).ai.worth()

    def pick_target(self, card: CardDef, ids: list[str]) -> str:
        """A target for a card the bot does not know, or whose author hinted whom: by the
        ``ai.target`` hint, else a seeded choice among every target on offer."""
        how = card.ai.target
        me = self.seat
        mine = [i for i in ids if self._whose(i) == me]
        others = [i for i in ids if self._whose(i) not in (me, None)]
        if how == "self":
            return self.new_rng.choice(mine or ids)
        if how == "leader" and others:
            top = max(soul_value(self.game, str(self._whose(i))) for i in others)
            others = [i for i in others if soul_value(self.game, str(self._whose(i))) == top]
        if how == "weakest":
            alive = [i for i in ids if self._whose(i) != me and self._health(i) is not None]
            if alive:
                low = min(int(self._health(i) or 0) for i in alive)
                return self.new_rng.choice([i for i in alive if self._health(i) == low])
        if how in ("opponent", "leader", "weakest"):
            return self.new_rng.choice(others or [i for i in ids if i not in mine] or ids)
        return self.new_rng.choice(ids)

    def _whose(self, option: str) -> str | None:
        """The seat an option's subject belongs to: a player, what a player controls, a
        player's stack item; None for monsters and the game's own things."""
        tail = option.split(":", 1)[-1]
        if tail in self.game.players:
            return tail
        obj = self.game.objects.get(tail)
        if obj is not None:
            owner = obj.controller or obj.owner or zones.seat_of_zone(obj.zone)
            return owner if owner in self.game.players else None
        for item in self.game.stack:
            if item.id == tail:
                return item.controller if item.controller in self.game.players else None
        return None

    def _health(self, option: str) -> int | None:
        """Health left of the player or monster an option names (None: neither)."""
        tail = option.split(":", 1)[-1]
        if tail in self.game.players or self._monster(option):
            return hp(self.game, tail)
        return None

    def use_loot_play(self, ids: list[str]) -> str | None:
        return None

    def card_of(self, object_id: str) -> Any:
        obj = self.game.objects.get(object_id)
        return self.game.card(obj.card) if obj else None

    def wants_to_play(self, object_id: str) -> bool:
        card = self.card_of(object_id)
        if card is None or card.ai.play is not None:
            return False
        if card.id in ANSWERS:
            return len(self.game.zones[f"{self.seat}.hand"].objects) >= self.style.keep_answers
        if card.id in ("lil-battery", "mega-battery"):
            return any(o.tapped for o in zones.items_of(self.game, self.seat))
        if card.id in ("bomb", "gold-bomb", "ii-the-high-priestess"):
            return True
        if card.id == "xiv-temperance":
            return hp(self.game, self.seat) >= 3
        if "ambush" in card.tags:
            # an Ambush loot is a monster with a reward and an attack of its own (FS 9.10.3):
            # worth it on its own turn while the fight is likely won
            return self.seat == self.game.active and self.ambush_odds(card) >= 0.5
        if card.id == "xx-judgement":
            # the most souls lose one: never when the bot is among them (four bots tied at 2
            # souls played it on themselves every few dozen turns, and nobody ever won)
            values = {seat: soul_value(self.game, seat) for seat in self.game.seats}
            top = max(values.values())
            return top > 0 and values[self.seat] < top
        if card.id == "xix-the-sun":
            # alone in the loot deck it would come straight back: extra turns for ever, with
            # nothing new drawn, and the game stalls (seen in 1 of 200 bot games)
            return len(self.game.zones["loot.deck"].objects) > 1
        return bool(PLAY_NOW_TAGS & set(card.tags)) or card.id in PLAY_NOW

    def wants_to_activate(self, option: str) -> bool:
        _, object_id, index = option.split(":")
        obj = self.game.objects.get(object_id)
        if obj is None:
            return False
        script = self.game.scripts.script(obj.card)
        if script is None or self.game.card(obj.card).ai.play is not None:
            return False
        for ability in script.activated:
            if str(ability.index) == index:
                hint = ability.facts.get("hint")
                if hint not in ("now", "loot"):
                    continue  # (asked first: the cost is the dearer question)
                # as the rules have it now: a ↷ paid in ¢ (Greed Mode) is not used for ever
                cost = self.game.scripts.activation.cost(obj, ability)
                if cost.get("cents") and self.uses.spent(option, self.game.turn):
                    return False
                paid = int(cost.get("hp") or 0)
                if paid and hp(self.game, self.seat) - paid < 2:
                    return False  # health paid down to 1 dies to the next wound (FS 10.16)
                if hint == "now":
                    return True
                if hint == "loot":
                    hand = self.game.zones[f"{self.seat}.hand"].objects
                    plays = self.game.players[self.seat].counters.get("loot_plays", 0)
                    return plays == 0 and any(
                        self.wants_to_play(o.id)
                        or self.timing(self.game.card(o.card)) in ("early", "whenever", "late")
                        for o in hand)
        return False

    def saving(self) -> bool:
        """Whether its style saves its cents, having enough to start, for a bonus soul that
        waits on cents it does not have yet (FS 11.4, ``bonus_hunt``)."""
        start = self.style.save_from
        cents = self.game.players[self.seat].counters.get("cents", 0)
        if start is None or cents < start:
            return False
        need = bonus_hunt.waiting_for(self.game, bonus_hunt.CENTS)
        return need is not None and cents < need and self.can_gain_souls()

    def can_afford(self) -> bool:
        cents = self.game.players[self.seat].counters.get("cents", 0)
        return any(cents >= shop.cost(self.game, self.seat, where)
                   for where in shop.places(self.game, self.seat))

    def wants_to_attack(self) -> bool:
        """Whether to declare an attack: at low health only one worth a death (FS 7.7), unless
        the game has stalled or a monster that grows is on the table (``table_sense``): then
        any attack, a death being the price of moving the game on."""
        if hp(self.game, self.seat) <= 0:
            return False
        if self.stalled():  # (asked every time: the watch marks when progress is seen)
            return True
        bar = self.style.wounded_bar if self.low_health() else self.style.healthy_bar
        if bar is None or self.clocks():  # no bar (the normal bot, healthy): no clock to read
            return True
        stakes = Stakes()
        return any(
            (self.deck_worth() if o.id == "attack:monster.deck"
             else self.attack_value(o.id[len("attack:"):], stakes)) > bar
            for o in attack.targets(self.game))

    def deck_worth(self) -> float:
        """The monster deck's unknown card as a fight, by the printed fights it may hold."""
        if self.foes is None:
            self.foes = table_sense.deck_foes(self.game)
        return table_sense.deck_worth(self.game, self.seat, self.foes, self.can_gain_souls())

    def death_cost(self) -> float:
        """A lost fight's cost: at low health, or in a stalled game, what the death penalty
        takes now (FS 7.7.4): little at 0¢ with no item to lose."""
        if self.style.penalty_death or self.low_health() or self.stalled():
            return table_sense.death_cost(self.game, self.seat)
        return self.style.death_cost

    def low_health(self) -> bool:
        """Whether the bot is wounded down to its style's low health (``table_sense``)."""
        return table_sense.low_health(self.game, self.seat, self.style.low_health)

    def stalled(self) -> bool:
        """Whether the game has made no progress for a while (``table_sense.StallWatch``)."""
        return self.calm.stalled(self.game)

    def clocks(self) -> list[str]:
        """The slots whose monster grows (``table_sense.clocks``)."""
        return self._seen()[1]

    def clock_monsters(self) -> list[str]:
        """The monsters that grow, the most counters first (``table_sense.clock_monsters``)."""
        return self._seen()[2]

    def _seen(self) -> tuple[tuple[int, int], list[str], list[str]]:
        game = self.game
        now = (game.windows, len(game.answers))
        if self.seen[0] != now:
            slots = table_sense.clocks(game)
            self.seen = (now, slots, table_sense.clock_monsters(game, slots) if slots else [])
        return self.seen

    def cover_slot(self, ids: list[str]) -> str | None:
        """Where a card revealed by an attack on the monster deck goes (FS 6.3.1), in a stalled
        game or with a monster that grows on the table: over the monster the bot least wants
        to fight, one that grows first (covered, it is out of play and comes back without its
        counters, FS 1.7.4); otherwise as its style says (``Style.cover``). None: the bot's
        usual choice."""
        game = self.game
        monster_slots = zones.slots(game, "monster")
        # "slot:monster.2" (FS 6.3.1), or a script's "monster.2" (ctx:choose_slot, any kind)
        if not any(o.split(":", 1)[-1] in monster_slots for o in ids):
            return None
        clocks = self.clocks()
        cover = self.style.cover
        if not clocks and self.stalled():
            cover = "worst"
        elif not clocks and cover == "usual":
            return None
        sign = -1.0 if cover == "best" and not clocks else 1.0
        stakes = Stakes()

        def key(option: str) -> tuple[int, float]:
            slot = option.split(":", 1)[-1]
            top = zones.top(game, slot) if slot in monster_slots else None
            if top is None or not zones.is_monster(game, top):
                return (1, 0.0)
            return (0 if slot in clocks else 1, sign * self.attack_value(slot, stakes))
        return min(ids, key=key)

    # ------------------------------------------------------------------ responses
    def respond(self, ids: list[str]) -> str:
        game, me = self.game, self.seat
        against = table_sense.best_against(game, me, ids)
        if against is not None:  # a rival's winning attack: stop it if it can (FS 11.2)
            option, target = against
            if target:
                self.plan["target"] = target
            return self.act(option)
        top = game.stack[-1]
        hand = {o.id: o.card for o in game.zones[f"{me}.hand"].objects}
        if top.kind == "damage" and lethal_to(game, me, top):
            for option in ids:
                if option.startswith("play:") and hand.get(option[5:]) in PREVENT:
                    self.plan["target"] = me
                    return option
                if option.startswith("activate:"):
                    obj = game.objects.get(option.split(":")[1])
                    if obj is not None and obj.card in PREVENT_ITEMS:
                        self.plan["target"] = me
                        return option
        missed = missed_roll(game, me, top) if top.kind == "roll" else None
        if missed is not None:
            result, need = missed
            for option in ids:
                obj = game.objects.get(option.split(":")[1]) if ":" in option else None
                card = obj.card if obj else None
                if option.startswith("activate:") and card in REROLL_ITEMS:
                    self.plan["target"] = top.id
                    return option
                if (option.startswith("activate:") and card in PLUS_ONE_ITEMS
                        and result + 1 >= need):
                    self.plan["target"] = top.id
                    self.plan["plus"] = "1"
                    return option
                if option.startswith("play:") and card in REROLL_LOOT:
                    self.plan["target"] = top.id
                    return option
        return "pass"

    def may_respond(self, top: StackItem) -> bool:
        """Whether :meth:`respond` could answer anything but pass to ``top`` (a rival's
        winning attack aside), known without the window's actions: damage that would kill
        it, its own attack roll that misses (issue #32: the roll and damage windows where it
        always passes are declined, their actions never computed)."""
        if type(self).respond is not HeuristicBot.respond:
            return True  # a bot that answers otherwise is asked at every such window
        game, me = self.game, self.seat
        if top.kind == "damage":
            return lethal_to(game, me, top) and may_offer(game, me, PREVENT, PREVENT_ITEMS,
                                                          False)
        missed = missed_roll(game, me, top) if top.kind == "roll" else None
        if missed is None:
            return False
        result, need = missed
        return may_offer(game, me, REROLL_LOOT, REROLL_ITEMS | PLUS_ONE_ITEMS
                         if result + 1 >= need else REROLL_ITEMS, True)

    # ------------------------------------------------------------------ choices
    def choose_one(self, decision: Decision) -> str:
        ids = decision.option_ids()
        why = decision.context.get("why")
        planned = self.plan.pop("target", None)
        if planned is not None:
            for option in ids:
                if option in (planned, f"target:{planned}"):
                    return option
        if why == "attack":
            return self.best_attack(ids)
        if why == "slot":
            cover = self.cover_slot(ids)
            if cover is not None:
                return cover
        if why == "team-up":
            return self.team_up_answer(decision.context.get("target"))
        if why == "purchase":
            return self.best_purchase(ids)
        if why == "room" and "discard" in ids:
            return "discard" if self.unwanted_room(decision.context.get("room")) else "keep"
        if why in ("discard", "penalty", "cost"):
            return min(ids, key=self.value_of)
        if why == "curse":
            return self.leader_option(ids, prefix="player:")
        acting = decision.context.get("card") or self.acting
        if acting is not None and why in (None, "target", "mode"):
            card = self.game.card(str(acting))
            aimed = None if why == "mode" or card.ai.target is not None else \
                table_sense.threat_target(self.game, self.seat, str(card.text or ""), ids)
            if aimed is not None:  # a monster that grows is answered first (table_sense)
                return aimed
            if why == "mode" and acting not in self.known:
                return self.new_rng.choice(ids)
            if why != "mode" and (card.ai.target is not None or acting not in self.known):
                return self.pick_target(card, ids)
        seats = [i for i in ids if self._seat(i) is not None]
        if why == "vote" and not seats:
            # a vote on words the bot cannot weigh (The Scourge's "whip or whiff"): always the
            # first one made an attack on The Scourge endless; a seeded coin never is
            return self.new_rng.choice(ids)
        if seats:
            harmful = any(w in decision.prompt.lower() for w in HARMFUL_WORDS) or why in (
                "target", "vote")
            own = [i for i in seats if self._seat(i) == self.seat]
            if harmful and "give" in decision.prompt.lower():
                return self.burden_option(seats)
            if not harmful and not own:  # a kindness: never to a rival a soul from winning
                seats = [i for i in seats if not table_sense.one_from_winning(
                    self.game, str(self._seat(i)))] or seats
            if harmful or not own:
                return self.leader_option(seats)
            return own[0]
        monsters = [i for i in ids if self._monster(i)]
        if monsters:  # not a soul that the active rival, a soul from winning, would gain
            monsters = [i for i in monsters if not table_sense.gives_away(
                self.game, self.seat, str(self._monster(i)))] or monsters
            return min(monsters, key=lambda i: hp(self.game, self._monster(i)))
        if "yes" in ids:
            return "yes"
        if not any(w in decision.prompt.lower() for w in HARMFUL_WORDS):
            # a card to take on or to gain (Glitch's shop item): the most valued, never one
            # its author marked as harm (Daddy Haunt: Blue Baby died every turn in its loot step)
            return max(ids, key=self.value_of)
        return ids[0]

    def _seat(self, option: str) -> str | None:
        tail = option.split(":", 1)[-1]
        return tail if tail in self.game.players else None

    def _monster(self, option: str) -> str | None:
        tail = option.split(":", 1)[-1]
        obj = self.game.objects.get(tail)
        if obj is not None and self.game.card(obj.card).type == "monster" and \
                zones.slot_of(self.game, obj):
            return tail
        return None

    def leader_option(self, ids: list[str], prefix: str = "") -> str:
        """The option naming the opponent with the most souls (never the bot, if it can)."""
        def key(option: str) -> tuple[int, int]:
            seat = self._seat(option)
            if seat is None:
                return (-1, 0)
            return (0 if seat == self.seat else 1, soul_value(self.game, seat))
        return max(ids, key=key)

    def burden_option(self, ids: list[str]) -> str:
        """Whom to hand a burden (Daddy Haunt on a death): the leader, and among tied leaders
        the one whose turn is furthest off, so the players about to act are spared it (handed
        to the next player, it killed each player in turn at their loot step under Laser Eye!
        for 800 turns)."""
        seats = list(self.game.seats)
        active = seats.index(self.game.active) if self.game.active in seats else 0

        def key(option: str) -> tuple[int, int, int]:
            seat = self._seat(option)
            if seat is None:
                return (-1, 0, 0)
            wait = (seats.index(seat) - active) % len(seats)
            return (0 if seat == self.seat else 1, soul_value(self.game, seat), wait)
        return max(ids, key=key)

    def unwanted_room(self, room: Any) -> bool:
        """Whether to discard a room in the room step (FS 3.4 step 3): one that bars the bot
        from gaining souls (kept, no one could ever win), else one its author valued below an
        ordinary card (``ai.value``); any other room stays."""
        obj = self.game.objects.get(str(room))
        if obj is None:
            return False
        if not self.can_gain_souls() and any(
                source == obj.id and facts.get("stat") == "no_souls"
                for source, facts in self.game.scripts.statics("stat")):
            return True
        return self.game.card(obj.card).ai.worth() < DEFAULT_VALUE

    def attack_roll_hits(self) -> bool:
        """Whether the bot's own attack roll waiting on the stack already hits (FS 6.5.2)."""
        game = self.game
        atk = attack.current(game)
        if atk is None or atk["attacker"] != self.seat or atk["target"] is None:
            return False
        target = atk["target"]
        for item in reversed(game.stack):
            if item.kind == "roll" and item.data.get("attack") == atk["id"]:
                evasion = (atk.get("evasion") if target in game.players
                           else evasion_of(game, target) if target in game.objects else None)
                return evasion is not None and int(item.data.get("result") or 0) >= evasion
        return False

    def can_gain_souls(self) -> bool:
        """Whether the bot may gain souls now (no static such as All Hallow's Eve bars it)."""
        return self.game.scripts.modified("no_souls", self.seat, 0) <= 0

    def best_attack(self, ids: list[str]) -> str:
        """The attack worth most: the chance to win the fight times what winning brings (a
        soul, a challenge's final boss, an attackable item's reward, a rival's death)."""
        best, best_score = ids[0], -1.0
        # a monster that grows is answered before any other fight: an attack on it, or the
        # deck's card to cover it (table_sense.clock_monsters)
        clocks = self.clocks()
        answers = [o for o in ids if o[len("attack:"):] in (*clocks, "monster.deck")]
        stakes = Stakes()
        for option in answers if clocks and answers else ids:
            score = self.attack_value(option[len("attack:"):], stakes)
            if score > best_score:
                best, best_score = option, score
        return best

    def attack_value(self, what: str, stakes: Stakes | None = None) -> float:
        """How much one attack target is worth to the bot (FS 6.2, 6.10, 2.4); ``stakes``
        shared by the targets weighed at one point of the game (a fresh one: worked out)."""
        game = self.game
        if stakes is None:
            stakes = Stakes()
        if what == "monster.deck":
            # stalled, or with a monster growing in a slot, the deck's card is the way to
            # cover it or to change the slots (cover_slot)
            if self.clocks():
                return self.deck_worth() + table_sense.CLOCK_WORTH
            if self.stalled():
                return self.deck_worth() + table_sense.COVER_WORTH
            if self.style.deck_by_odds:
                return max(self.style.deck_worth, self.deck_worth())
            return self.style.deck_worth
        if what.startswith("player:"):
            seat = what[len("player:"):]
            evasion = attack.player_evasion(game, seat)
            if seat not in game.players or evasion is None:
                return -1.0
            chance = self.kill_chance(seat, evasion)
            # a rival's death costs them loot, ¢ and an item; worth most against the leader
            # (the most souls); a lost fight is the bot's own death, as against a monster
            theirs = soul_value(game, seat)
            leads = theirs >= max(soul_value(game, s) for s in game.seats)
            worth = 0.3 + 0.3 * min(theirs, 3) + (0.3 if leads and theirs else 0.0)
            return chance * worth - 0.2 - (1 - chance) * self.lost_fight(stakes)
        if what.startswith("object:"):
            target = what[len("object:"):]
            if target not in game.objects:
                return -1.0
            obj, chance = game.objects[target], self.kill_chance(target)
            # a soul attacked leaves its holder, and may come to the attacker (Cursed Haunt);
            # a lost fight against an attackable item, familiar or soul is a death, as against
            # a monster
            souls = int(game.card(obj.card).stats.get("souls") or 0) if zones.is_soul(obj) else 0
            return chance * (0.8 + 2 * souls) - (1 - chance) * self.style.death_cost
        obj = zones.top(game, what)
        if obj is None:
            return -1.0
        # a soul the bot may not gain is worth nothing (FS 11.1): only the reward is left
        if stakes.souls is None:
            stakes.souls = self.can_gain_souls()
        souls = int(game.card(obj.card).stats.get("souls") or 0) if stakes.souls else 0
        chance = self.kill_chance(obj.id)
        score = chance * (self.reward_value(obj.card) + self.style.soul_worth * souls)
        if obj.id in self.clock_monsters():
            score += chance * table_sense.CLOCK_WORTH  # killed, it grows no more: a cover's worth
        if what in zones.slots(game, "final-boss"):
            return 4 * score + 0.3  # the challenge's goal: every wound counts this turn
        # a lost fight is a death (FS 7.4): a long shot at a boss is worse than the deck's
        # unknown card, or the slots' bosses would be attacked for ever and nobody would win
        return score - (1 - chance) * self.lost_fight(stakes)

    def lost_fight(self, stakes: Stakes) -> float:
        """:meth:`death_cost`, worked out once for ``stakes``."""
        if stakes.death is None:
            stakes.death = self.death_cost()
        return stakes.death

    def reward_value(self, card_id: str) -> float:
        """What a monster's reward is worth to the bot (FS 7.6.4): its style's worth of any
        reward, and of each cent, loot card and treasure it gives."""
        style = self.style
        reward = self.game.card(card_id).stats.get("reward")
        if not isinstance(reward, Mapping):
            return style.reward_worth

        def count(key: str) -> int:
            value = reward.get(key)
            return value if isinstance(value, int) and not isinstance(value, bool) else 0
        return (style.reward_worth + style.cent_reward * count("cents")
                + style.loot_reward * count("loot") + style.treasure_reward * count("treasure"))

    def team_up_answer(self, target: str | None) -> str:
        """Team up (team_up.py) only where a miss, which deals the target's combat damage to
        the bot, cannot be its death; a roll of its own may make it the killer."""
        game = self.game
        known = target is not None and (target in game.objects or target in game.players)
        theirs = attack_of(game, target) if known else 1
        return team_up.JOIN if hp(game, self.seat) > theirs else team_up.STAY

    def ambush_odds(self, card: CardDef) -> float:
        """The chance to beat an Ambush loot's monster from its printed stats (no object yet)."""
        p = max(0.0, min(1.0, (7 - max(1, int(card.stats.get("evasion") or 0))) / 6))
        need = -(-int(card.stats.get("hp") or 1) // max(1, attack_of(self.game, self.seat)))
        theirs = int(card.stats.get("attack") or 0)
        lives = 99 if theirs <= 0 else -(-hp(self.game, self.seat) // theirs)
        # at least `need` hits before `lives` misses: a negative binomial sum, small numbers
        return sum(comb(need - 1 + k, k) * p ** need * (1 - p) ** k for k in range(min(lives, 30)))

    def kill_chance(self, monster: str, evasion: int | None = None) -> float:
        """Chance to kill a monster (or a player, at the evasion given) before dying, as the
        rules would play the fight (``fight_odds``: a damage reduction such as Hush's counts)."""
        return fight_odds.kill_chance(self.game, self.seat, monster, evasion, self.unanswered)

    def best_purchase(self, ids: list[str]) -> str:
        """The shop item with the highest ``ai.value`` it can afford (the first of equals),
        never a burden (Daddy Haunt), else the top of the treasure deck."""
        cents = self.game.players[self.seat].counters.get("cents", 0)
        affordable = [o for o in ids if o[len("buy:"):] != "treasure.deck"
                      and cents >= shop.cost(self.game, self.seat, o[len("buy:"):])
                      and self.value_of(o) > BURDEN]
        if affordable:
            return max(affordable, key=self.value_of)
        return ids[-1]

    def choose_many(self, decision: Decision) -> list[str]:
        """As few as it must: the lowest ``ai.value`` first, else the first on offer."""
        ids = decision.option_ids()
        cheapest = sorted(range(len(ids)), key=lambda i: self.value_of(ids[i]))
        picked = set(cheapest[: decision.minimum])
        return [option for i, option in enumerate(ids) if i in picked]


class TurnUses:
    """How often a bot used each ability option in the current turn, so that one that pays
    for itself is not used for ever (``PAID_USES_PER_TURN``)."""

    def __init__(self) -> None:
        self._uses: dict[str, tuple[int, int]] = {}  # option → (turn, uses that turn)

    def add(self, option: str, turn: int) -> None:
        """Count one use of ``option`` in ``turn``."""
        last, count = self._uses.get(option, (turn, 0))
        self._uses[option] = (turn, count + 1 if last == turn else 1)

    def spent(self, option: str, turn: int) -> bool:
        """Whether ``option`` was used as often as allowed in ``turn``."""
        last, count = self._uses.get(option, (turn, 0))
        return last == turn and count >= PAID_USES_PER_TURN


class RandomBot:
    """Uniformly random legal answers, except that with priority over a non-empty stack it
    passes half the time, and when it may end its turn it does so a quarter of the time.

    A uniformly random player holding a few paid ($) abilities would stack them for tens of
    thousands of decisions (the stack only resolves when everyone passes), and one with a
    pocketful of cents would use them turn after turn, so games would not end; this keeps the
    random bot random without stalling. For the same reason it uses one ability at most three
    times a turn (Portable Slot Machine recharged by Incubus stacked 300 items, seed 71).
    """

    def __init__(self, seat: str, game: Game) -> None:
        self.game = game
        self.inner = RandomAgent(seat, game)
        self.rng = game.rng.derive(f"random-pass:{seat}")
        self.uses = TurnUses()

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """Pass half the time with something on the stack, end the turn a quarter of the time
        it may; otherwise a uniform answer (an ability at most three times a turn)."""
        if decision.kind == "priority":
            turn = self.game.turn
            spent = {o.id for o in decision.options if self.uses.spent(o.id, turn)}
            if spent or any(o.id == barter.ACTION for o in decision.options):
                # giving ¢ away at random is no strategy, only noise (FS 12.1)
                decision = replace(decision, options=[
                    o for o in decision.options if o.id != barter.ACTION and o.id not in spent])
            ids = decision.option_ids()
            if self.game.stack and "pass" in ids and self.rng.below(2) == 0:
                return "pass"
            if "end-turn" in ids and self.rng.below(4) == 0:
                return "end-turn"
            answer = self.inner.choose(decision, view)
            if str(answer).startswith("activate:"):
                self.uses.add(str(answer), turn)
            return answer
        return self.inner.choose(decision, view)


__all__ = ["HeuristicBot", "RandomBot", "attack", "is_dead"]
