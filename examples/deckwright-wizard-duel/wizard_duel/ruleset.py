"""The rules of Wizard Duel: what the kernel asks a game, answered for this one."""

from __future__ import annotations

from typing import Any

from deckwright.kernel import Action, Decision, GameOption, Option, Ruleset, StackItem, Vocabulary
from deckwright.kernel.decisions import CHOOSE
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.observations import GONE, TRANSIT
from deckwright.kernel.ruleset import Flow
from deckwright.kernel.state import HIDDEN, OWNER, Zone

from . import render, vocabulary
from .bot import DuelBot
from .effects import apply_damage, draw
from .schema import CARD_TYPES, EVENTS, STAT_DOCS, STAT_TYPES, STATIC_STATS


class WizardDuel(Ruleset):
    """Two to four wizards with 10 hp each; the last one standing wins."""

    id = "wizard-duel"
    name = "Wizard Duel"
    min_players = 2
    max_players = 4
    default_players = 2
    uses_stack = True
    options = (
        GameOption("turn_limit", 30, "the game ends after this many turns"),
        GameOption("bids", True, "secret bids for a coin at the start of each turn"),
    )
    # what a card may be (schema.py): a set that breaks it does not load
    card_types = CARD_TYPES
    stat_fields = tuple(STAT_TYPES)
    stat_types = STAT_TYPES
    # what can_pay_cost/pay_cost pay besides the kernel's tap (the reference lists them)
    cost_keys = {"coins": "`coins = n`: pay n coins."}
    stat_docs = STAT_DOCS
    static_stats = STATIC_STATS
    event_kinds = frozenset(EVENTS)
    event_docs = EVENTS

    def setup(self, game: Game) -> None:
        """Zones, a shuffled deck, three cards each, 10 hp."""
        game.add_zone("deck", HIDDEN)
        game.add_zone("discard")
        game.add_zone("stack")
        for seat in game.seats:
            game.add_zone(f"{seat}.hand", OWNER, seat)
            game.add_zone(f"{seat}.play", owner=seat)
            game.players[seat].counters.update(hp=10, coins=0)
        for card in game.library.dealt():
            for _ in range(card.copies):
                game.create_object(card.id, "deck")
        game.rng.shuffle(game.zones["deck"].objects)
        for seat in game.seats:
            for _ in range(3):
                obj = game.zones["deck"].objects[0]
                game.move_object(obj, f"{seat}.hand", "bottom")

    def play(self, game: Game) -> Flow:
        """Turns until one wizard stands or the turn limit passes."""
        while not game.over:
            game.turn += 1
            if game.turn > game.options["turn_limit"]:
                best = max(game.players[s].counters["hp"] for s in game.priority_seats())
                game.end([s for s in game.priority_seats()
                          if game.players[s].counters["hp"] == best], "turn limit")
                return
            game.step = "bid"
            if game.options["bids"]:
                yield from self.bids(game)
            game.step = "draw"
            yield from draw(game, game.active)
            game.step = "main"
            yield from game.priority()
            if game.over:
                return
            game.active = self.next_in_turn_order(game, game.active)

    def bids(self, game: Game) -> Flow:
        """Everyone bids in secret; the single highest bid gains a coin."""
        options = [Option(f"bid:{n}", f"bid {n}") for n in range(3)]
        answers = yield [Decision(s, CHOOSE, "Bid for a coin", list(options))
                         for s in game.priority_seats()]
        bids = {seat: int(answer.split(":")[1]) for seat, answer in answers.items()}
        top = max(bids.values())
        leaders = [s for s, b in bids.items() if b == top]
        game.data["last_bids"] = bids
        if len(leaders) == 1:
            yield from game.change_counter(leaders[0], "coins", 1)

    def next_in_turn_order(self, game: Game, player: str) -> str:
        """The next seat still in the game after ``player`` (who may just have been
        knocked out, so the count starts from their seat, not from their place in line)."""
        alive = set(game.priority_seats())
        seats = game.seats
        start = seats.index(player)
        for step in range(1, len(seats) + 1):
            seat = seats[(start + step) % len(seats)]
            if seat in alive:
                return seat
        return player

    def priority_actions(self, game: Game, player: str) -> list[Action]:
        """Play from hand (the active player, on an empty stack); activate items (anyone)."""
        actions = []
        if player == game.active and not game.stack:
            for obj in game.zones[f"{player}.hand"].objects:
                if game.scripts.has_entry(obj.card, "target") and not game.scripts.query_entry(
                    obj.card, "target", source=obj.id, controller=player
                ):
                    continue  # nothing to target: the card cannot be played now
                actions.append(Action(f"play:{obj.id}", f"play {obj.card}",
                                      self._play(game, player, obj.id)))
        for object_id, ability in game.scripts.activation.activatable(player):
            actions.append(Action(f"activate:{object_id}:{ability.index}",
                                  f"{object_id}: {ability.label}",
                                  self._activate(game, player, object_id, ability.index)))
        return actions

    def _play(self, game: Game, player: str, object_id: str) -> Any:
        def perform() -> Flow:
            obj = game.obj(object_id)
            target = yield from game.scripts.entry_target(obj.card, source=obj.id,
                                                          controller=player)
            moved = yield from game.move(obj, "stack")
            item = game.new_stack_item("card", player, f"{player} plays {moved.card}",
                                       source=moved.id, card=moved.card, resolver="card",
                                       targets=[target] if target else [])
            game.push(item)
        return perform

    def _activate(self, game: Game, player: str, object_id: str, index: int) -> Any:
        def perform() -> Flow:
            yield from game.scripts.activation.activate(player, object_id, index)
        return perform

    def resolvers(self) -> dict[str, Any]:
        """A card on the stack: an item enters play; a spell runs on_play, then is discarded."""
        return {"card": self._resolve_card}

    def _resolve_card(self, game: Game, item: StackItem) -> Flow:
        obj = game.objects.get(item.source or "")
        if obj is None:
            return
        card = game.card(obj.card)
        if card.type == "item":
            yield from game.move(obj, f"{item.controller}.play", controller=item.controller)
            return
        target = item.targets[0] if item.targets else None
        yield from game.scripts.run_entry(obj.card, "on_play", source=obj.id,
                                          controller=item.controller, args=(target,))
        if obj.id in game.objects:
            yield from game.move(obj, "discard")

    def event_appliers(self) -> dict[str, Any]:
        """The game's own event: damage, which lowers hp."""
        return {"damage": apply_damage}

    def affected_player(self, game: Game, event: Event) -> str | None:
        """The damaged player orders the replacements of damage (a Shield and a Ward)."""
        return event.data.get("target") or super().affected_player(game, event)

    def ability_zones(self, game: Game) -> list[str]:
        """Items in play have active abilities; cards in hand do nothing."""
        return [f"{s}.play" for s in game.seats]

    def state_checks(self, game: Game) -> Flow:
        """Wizards at 0 hp are out; the last one standing wins."""
        for seat in game.priority_seats():
            if game.players[seat].counters["hp"] <= 0:
                yield from game.perform("flag", {"target": seat, "name": "eliminated"})
        alive = game.priority_seats()
        if len(alive) <= 1:
            game.end(alive, "last player standing")

    def can_pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> bool:
        """Coins are the only cost besides tapping (which the kernel pays itself)."""
        return key == "coins" and game.counter(player, "coins") >= int(value)

    def pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> Flow:
        """Pay coins as a counter event, which cards may see."""
        if not self.can_pay_cost(game, player, key, value, source):
            return False
        yield from game.change_counter(player, "coins", -int(value))
        return True

    def vocabulary(self) -> Vocabulary:
        """The game's Lua functions: ``ctx:damage``, ``ctx:heal``, ``ctx:draw`` …"""
        return vocabulary.VOCABULARY

    def needs_script(self, card: Any) -> bool:
        """Every card but the Rock does something its stats do not say."""
        return card.id != "rock"

    def scenario_directives(self) -> dict[str, str]:
        """The game's own set-up lines of a scenario."""
        return {"hands": "{p1: [card, ...]}: exactly these cards in hand",
                "in_play": "{p1: [card, ...]}: these items in play"}

    def scenario_directive(self, game: Game, name: str, value: Any) -> bool:
        """Set hands or items in play, taking each card from wherever it is."""
        if name not in ("hands", "in_play"):
            return False
        suffix = "hand" if name == "hands" else "play"
        for seat, cards in value.items():
            zone = f"{seat}.{suffix}"
            if suffix == "hand":
                for obj in list(game.zones[zone].objects):
                    game.move_object(obj, "deck", "bottom")
            for card in cards:
                obj = game.find_card(card, ["deck", "discard"])
                if obj is None:
                    obj = game.create_object(card, "deck")
                new = game.move_object(obj, zone, "bottom")
                new.controller = seat
        return True

    def invariants(self, game: Game) -> list[str]:
        """Coins are never negative (``deckwright shake`` checks it)."""
        return [f"{s} has {p.counters['coins']} coins" for s, p in game.players.items()
                if p.counters.get("coins", 0) < 0]

    def zone_role(self, game: Game, zone: Zone) -> str:
        """For the balance report: the stack is in flight; the deck and discard are out."""
        if zone.name == "stack":
            return TRANSIT
        if zone.name in ("deck", "discard"):
            return GONE
        return super().zone_role(game, zone)

    def agents(self) -> dict[str, Any]:
        """The game's bot; the kernel adds ``random``."""
        return {"heuristic": DuelBot}

    def render(self, game: Game, viewer: str | None) -> str:
        """The table as ``viewer`` sees it."""
        return render.table(game, viewer)

    def narrate(self, game: Game, kind: str, data: dict[str, Any], viewer: str | None
                ) -> str | None:
        """One event in the game's own words, or None."""
        return render.event(kind, data)

    def result_text(self, game: Game) -> str:
        """Who won and why."""
        return render.result(game)
