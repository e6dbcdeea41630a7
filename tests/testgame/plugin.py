"""Test Duel: the kernel's own tiny test game (not one of the real games).

Each player has 10 hp. Every turn everyone bids 0-2 in secret (a simultaneous hidden
choice; the highest single bid gains a coin), the active player draws, then priority runs:
the active player may play a card from hand when the stack is empty; anyone may activate an
item. Spells and items go on the stack; a player at 0 hp is out; the last player standing
wins, or the one with most hp after the turn limit.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from deckwright.kernel import (
    Action,
    Decision,
    GameDefinition,
    GameOption,
    Option,
    Ruleset,
    StackItem,
    Vocabulary,
)
from deckwright.kernel.decisions import CHOOSE
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.hooks import hookimpl
from deckwright.kernel.observations import GONE, TRANSIT
from deckwright.kernel.state import HIDDEN, OWNER

SET_PATH = Path(__file__).parent / "cards"


def _damage(game: Game, event: Event) -> int:
    target = event.data["target"]
    amount = max(0, int(event.data["amount"]))
    game.players[target].counters["hp"] -= amount
    return amount


def _draw(game: Game, player: str, count: int = 1) -> Any:
    for _ in range(count):
        deck = game.zones["deck"]
        if not deck.objects:
            discard = game.zones["discard"]
            if not discard.objects:
                return
            for obj in list(discard.objects):
                yield from game.move(obj, "deck", "bottom")
            yield from game.shuffle("deck")
        yield from game.move(deck.objects[0], f"{player}.hand")


class DuelBot:
    """Plays its first card, zaps with wands, bids 1; never stalls."""

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat

    def choose(self, decision: Decision, view: Any) -> Any:
        """The first non-pass option, or pass."""
        ids = decision.option_ids()
        if decision.kind == "priority":
            for option in ids:
                if option != "pass":
                    return option
            return "pass"
        if decision.kind == "order":
            return ids
        if decision.kind == "choose-many":
            return ids[: decision.minimum]
        if decision.kind == "number":
            return decision.minimum
        return "bid:1" if "bid:1" in ids else ids[0]


class TestDuel(Ruleset):
    """The rules of Test Duel."""

    id = "test-duel"
    name = "Test Duel"
    min_players = 2
    max_players = 4
    default_players = 2
    uses_stack = True
    card_types = ("spell", "item")
    stat_fields = ("cost", "power")
    options = (
        GameOption("turn_limit", 30, "the game ends after this many turns"),
        GameOption("bids", True, "secret bids for a coin at the start of each turn"),
    )

    def setup(self, game: Game) -> None:
        """Zones, a shuffled deck, three cards each, 10 hp."""
        game.add_zone("deck", HIDDEN)
        game.add_zone("discard")
        game.add_zone("stack")
        for seat in game.seats:
            game.add_zone(f"{seat}.hand", OWNER, seat)
            game.add_zone(f"{seat}.play", owner=seat)
            game.players[seat].counters.update(hp=10, coins=0)
        for card in game.library.cards.values():
            for _ in range(card.copies):
                game.create_object(card.id, "deck")
        game.rng.shuffle(game.zones["deck"].objects)
        for seat in game.seats:
            for _ in range(3):
                obj = game.zones["deck"].objects[0]
                game.move_object(obj, f"{seat}.hand", "bottom")

    def scenario_directives(self) -> dict[str, str]:
        """hands and in_play."""
        return {"hands": "{p1: [card, ...]}: exactly these cards in hand",
                "in_play": "{p1: [card, ...]}: these items in play"}

    def scenario_directive(self, game: Game, name: str, value: Any) -> bool:
        """Set hands or items in play, taking cards from wherever they are."""
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

    def play(self, game: Game) -> Any:
        """Turns until one player stands or the turn limit passes."""
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
            yield from _draw(game, game.active)
            game.step = "main"
            yield from game.priority()
            if game.over:
                return
            game.active = self.next_in_turn_order(game, game.active)

    def bids(self, game: Game) -> Any:
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
        """The next seat still in the game, counted from ``player`` in seat order (which works
        when ``player`` itself was just eliminated)."""
        alive = set(game.priority_seats())
        seats = game.seats
        start = seats.index(player)
        for step in range(1, len(seats) + 1):
            seat = seats[(start + step) % len(seats)]
            if seat in alive:
                return seat
        return player

    def priority_actions(self, game: Game, player: str) -> list[Action]:
        """Play from hand (active player, empty stack) and activate items (anyone)."""
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
        def perform() -> Any:
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
        def perform() -> Any:
            yield from game.scripts.activation.activate(player, object_id, index)
        return perform

    def resolvers(self) -> dict[str, Any]:
        """Cards on the stack: items enter play, spells run on_play then go to the discard."""
        return {"card": self._resolve_card}

    def _resolve_card(self, game: Game, item: StackItem) -> Any:
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
        """damage lowers hp."""
        return {"damage": _damage}

    def affected_player(self, game: Game, event: Event) -> str | None:
        """The damaged player orders replacements of damage."""
        return event.data.get("target") or super().affected_player(game, event)

    def state_checks(self, game: Game) -> Any:
        """Players at 0 hp are out; the last one standing wins."""
        for seat in game.priority_seats():
            if game.players[seat].counters["hp"] <= 0:
                yield from game.perform("flag", {"target": seat, "name": "eliminated"})
        alive = game.priority_seats()
        if len(alive) <= 1:
            game.end(alive, "last player standing")

    def ability_zones(self, game: Game) -> list[str]:
        """Items in play have active abilities."""
        return [f"{s}.play" for s in game.seats]

    def zone_role(self, game: Game, zone: Any) -> str:
        """The stack is in flight, the deck and discard are out of play (the balance report)."""
        if zone.name == "stack":
            return TRANSIT
        if zone.name in ("deck", "discard"):
            return GONE
        return super().zone_role(game, zone)

    def can_pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> bool:
        """Coins are the only cost besides tapping."""
        return key == "coins" and game.counter(player, "coins") >= int(value)

    def pay_cost(self, game: Game, player: str, key: str, value: Any, source: str) -> Any:
        """Pay coins as a counter event."""
        if not self.can_pay_cost(game, player, key, value, source):
            return False
        yield from game.change_counter(player, "coins", -int(value))
        return True

    def vocabulary(self) -> Vocabulary:
        """damage, heal, draw (actions); opponents, hp (queries)."""
        vocab = Vocabulary(self.name)

        @vocab.action("damage(player: seat, amount: integer) -> nil", "Deal damage.")
        def damage(game: Game, source: Any, controller: Any, target: str, amount: int) -> Any:
            yield from game.perform("damage", {"target": target, "amount": int(amount),
                                               "source": source})

        @vocab.action("heal(player: seat, amount: integer) -> integer", "Gain hp.")
        def heal(game: Game, source: Any, controller: Any, target: str, amount: int) -> Any:
            return (yield from game.change_counter(target, "hp", int(amount)))

        @vocab.action("draw(player: seat, count: count) -> nil", "Draw cards.")
        def draw(game: Game, source: Any, controller: Any, player: str, count: int = 1) -> Any:
            yield from _draw(game, player, int(count))

        @vocab.query("opponents(player: seat) -> list<seat>",
                     "Seats still in the game other than player.")
        def opponents(game: Game, source: Any, controller: Any, player: str) -> list[str]:
            return [s for s in game.priority_seats() if s != player]

        @vocab.query("hp(player: seat) -> integer", "A player's hp.")
        def hp(game: Game, source: Any, controller: Any, player: str) -> int:
            return game.counter(player, "hp")

        return vocab

    def invariants(self, game: Game) -> list[str]:
        """Coins are never negative."""
        return [f"{s} has {p.counters['coins']} coins" for s, p in game.players.items()
                if p.counters.get("coins", 0) < 0]

    def needs_script(self, card: Any) -> bool:
        """Every card with text beyond a rock's needs a script."""
        return card.id != "rock"

    def agents(self) -> dict[str, Any]:
        """The duel bot."""
        return {"heuristic": DuelBot}

    def render(self, game: Game, viewer: str | None) -> str:
        """One line per player and the stack."""
        lines = [f"turn {game.turn}, {game.active} to act ({game.step})"]
        for seat in game.seats:
            p = game.players[seat]
            hand = game.zones[f"{seat}.hand"]
            shown = ", ".join(hand.cards()) if hand.visible_to(viewer) else f"{len(hand.objects)}"
            play = ", ".join(o.card + ("*" if o.tapped else "")
                             for o in game.zones[f"{seat}.play"].objects)
            lines.append(f"{seat}: hp {p.counters['hp']} coins {p.counters['coins']} "
                         f"hand [{shown}] play [{play}]")
        for item in reversed(game.stack):
            lines.append(f"stack: {item.label}")
        return "\n".join(lines)

    def result_text(self, game: Game) -> str:
        """Winners and why."""
        result = game.result or {}
        return f"winners: {', '.join(result.get('winners', [])) or 'none'} ({result.get('reason')})"


@hookimpl
def deckwright_games() -> list[GameDefinition]:
    """Register Test Duel."""
    return [GameDefinition(TestDuel)]


@hookimpl
def deckwright_card_sets() -> list[str]:
    """Test Duel's card set."""
    return [str(SET_PATH)]
