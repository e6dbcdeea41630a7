"""The heuristic bot: plays cent loot, attacks what it is likeliest to kill, buys at 10¢,
uses its ↷ items, protects itself from lethal damage, rerolls its missing attack rolls, and
always ends its turn (it never stalls).

It reads only what its seat may know: the public table and its own hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game

from . import attack, shop, zones
from .state import attack_of, evasion_of, hp, is_dead, is_seat, soul_value

# loot the bot plays as soon as it may (its own turn, empty stack), by card id or tag
PLAY_NOW_TAGS = {"coin", "pill", "trinket"}
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


class HeuristicBot:
    """A simple, never-stalling Four Souls player."""

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat
        self.game = game
        self.rng = game.rng.derive(f"bot:{seat}")
        self.plan: dict[str, str] = {}

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
            return "yes"
        if decision.kind == "choose-many":
            return self.choose_many(decision)
        return self.choose_one(decision)

    # ------------------------------------------------------------------ priority
    def priority(self, ids: list[str]) -> str:
        game, me = self.game, self.seat
        if "attack" in ids and len(ids) <= 2:
            return "attack"
        if game.stack:
            return self.respond(ids)
        if me != game.active or game.data["turn"]["phase"] != "action":
            return self.use_loot_play(ids) or "pass"
        for option in ids:
            if option.startswith("play:") and self.wants_to_play(option[5:]):
                return option
        for option in ids:
            if option.startswith("activate:") and self.wants_to_activate(option):
                return option
        if "purchase" in ids and self.can_afford():
            return "purchase"
        if "attack" in ids and self.wants_to_attack():
            return "attack"
        if "end-turn" in ids:
            return "end-turn"
        return "pass"

    def use_loot_play(self, ids: list[str]) -> str | None:
        return None

    def card_of(self, object_id: str) -> Any:
        obj = self.game.objects.get(object_id)
        return self.game.card(obj.card) if obj else None

    def wants_to_play(self, object_id: str) -> bool:
        card = self.card_of(object_id)
        if card is None:
            return False
        if card.id in ANSWERS:
            return len(self.game.zones[f"{self.seat}.hand"].objects) >= 7
        if card.id in ("lil-battery", "mega-battery"):
            return any(o.tapped for o in zones.items_of(self.game, self.seat))
        if card.id in ("bomb", "gold-bomb", "ii-the-high-priestess"):
            return True
        if card.id == "xiv-temperance":
            return hp(self.game, self.seat) >= 3
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
        if script is None:
            return False
        for ability in script.activated:
            if str(ability.index) == index:
                hint = ability.facts.get("hint")
                if hint == "now":
                    return True
                if hint == "loot":
                    hand = self.game.zones[f"{self.seat}.hand"].objects
                    plays = self.game.players[self.seat].counters.get("loot_plays", 0)
                    return plays == 0 and any(self.wants_to_play(o.id) for o in hand)
        return False

    def can_afford(self) -> bool:
        cents = self.game.players[self.seat].counters.get("cents", 0)
        return any(cents >= shop.cost(self.game, self.seat, o.id[len("buy:"):])
                   for o in shop.options(self.game, self.seat))

    def wants_to_attack(self) -> bool:
        return hp(self.game, self.seat) > 0

    # ------------------------------------------------------------------ responses
    def respond(self, ids: list[str]) -> str:
        game, me = self.game, self.seat
        top = game.stack[-1]
        hand = {o.id: o.card for o in game.zones[f"{me}.hand"].objects}
        if top.kind == "damage" and top.data.get("target") == me:
            amount = top.data.get("amount") or 1
            if top.data.get("combat") and is_seat(game, top.data.get("target")):
                source = top.data.get("source")
                amount = attack_of(game, source) if source in game.objects else 1
            if amount >= hp(game, me):
                for option in ids:
                    if option.startswith("play:") and hand.get(option[5:]) in PREVENT:
                        self.plan["target"] = me
                        return option
                    if option.startswith("activate:"):
                        obj = game.objects.get(option.split(":")[1])
                        if obj is not None and obj.card in PREVENT_ITEMS:
                            self.plan["target"] = me
                            return option
        if top.kind == "roll" and top.data.get("attack"):
            atk = game.data.get("attack") or {}
            target = atk.get("target")
            if target in game.objects:
                need = evasion_of(game, target)
                result = top.data["result"]
                mine = top.data["player"] == me
                if mine and result < need:
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
        if why == "purchase":
            return self.best_purchase(ids)
        if why in ("discard", "penalty", "cost"):
            return ids[0]
        if why == "curse":
            return self.leader_option(ids, prefix="player:")
        seats = [i for i in ids if self._seat(i) is not None]
        if seats:
            harmful = any(w in decision.prompt.lower() for w in HARMFUL_WORDS) or why in (
                "target", "vote")
            own = [i for i in seats if self._seat(i) == self.seat]
            if harmful or not own:
                return self.leader_option(seats)
            return own[0]
        monsters = [i for i in ids if self._monster(i)]
        if monsters:
            return min(monsters, key=lambda i: hp(self.game, self._monster(i)))
        if "yes" in ids:
            return "yes"
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

    def best_attack(self, ids: list[str]) -> str:
        best, best_score = ids[0], -1.0
        for option in ids:
            slot = option[len("attack:"):]
            if slot == "monster.deck":
                score = 0.35
            else:
                obj = zones.top(self.game, slot)
                if obj is None:
                    continue
                score = self.kill_chance(obj.id) * (1 + 3 * int(
                    self.game.card(obj.card).stats.get("souls") or 0))
            if score > best_score:
                best, best_score = option, score
        return best

    def kill_chance(self, monster: str) -> float:
        """Chance to kill a monster before dying, by a small exact calculation."""
        game, me = self.game, self.seat
        p = max(0.0, min(1.0, (7 - max(1, evasion_of(game, monster))) / 6))
        mine = max(1, attack_of(game, me))
        theirs = attack_of(game, monster)
        need = -(-hp(game, monster) // mine)
        lives = 10**6 if theirs <= 0 else -(-hp(game, me) // theirs)
        memo: dict[tuple[int, int], float] = {}

        def win(n: int, m: int) -> float:
            if n <= 0:
                return 1.0
            if m <= 0 or p == 0:
                return 0.0
            if (n, m) not in memo:
                memo[(n, m)] = p * win(n - 1, m) + (1 - p) * (win(n, m - 1) if m < 10**5
                                                              else 0.0)
                if m >= 10**5:
                    memo[(n, m)] = 1.0
            return memo[(n, m)]
        return win(min(need, 8), min(lives, 8) if lives < 10**5 else lives)

    def best_purchase(self, ids: list[str]) -> str:
        cents = self.game.players[self.seat].counters.get("cents", 0)
        for option in ids:
            where = option[len("buy:"):]
            if where != "treasure.deck" and cents >= shop.cost(self.game, self.seat, where):
                return option
        return ids[-1]

    def choose_many(self, decision: Decision) -> list[str]:
        ids = decision.option_ids()
        return ids[: decision.minimum]


class RandomBot:
    """Uniformly random legal answers, except that with priority over a non-empty stack it
    passes half the time, and when it may end its turn it does so a quarter of the time.

    A uniformly random player holding a few paid ($) abilities would stack them for tens of
    thousands of decisions (the stack only resolves when everyone passes), and one with a
    pocketful of cents would use them turn after turn, so games would not end; this keeps the
    random bot random without stalling.
    """

    def __init__(self, seat: str, game: Game) -> None:
        from deckwright.kernel.agents import RandomAgent

        self.game = game
        self.inner = RandomAgent(seat, game)
        self.rng = game.rng.derive(f"random-pass:{seat}")

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """Pass half the time with something on the stack, end the turn a quarter of the time
        it may; otherwise a uniform answer."""
        if decision.kind == "priority":
            ids = decision.option_ids()
            if self.game.stack and "pass" in ids and self.rng.below(2) == 0:
                return "pass"
            if "end-turn" in ids and self.rng.below(4) == 0:
                return "end-turn"
        return self.inner.choose(decision, view)


__all__ = ["HeuristicBot", "RandomBot", "attack", "is_dead"]
