"""Scenario set-up directives: the kernel's (top, counters, rolls), then the game's own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import DeckwrightError, ScenarioError

if TYPE_CHECKING:
    from .gameapi import GameAPI

KERNEL_DIRECTIVES = {
    "top": "put these cards on top of a zone, first listed on top: {zone: [card, ...]}",
    "bottom": "put these cards at the bottom of a zone, in order: {zone: [card, ...]}",
    "counters": "set counters: {p1.coins: 3, 'penny#7.charge': 1}",
    "rolls": "the next die results, in order: [6, 2]",
    "deal": "true: deal the scenario's own sets at random as a game does (a scenario about "
            "set-up itself); a list of the sets it names: deal those as usual (a set named for "
            "its rooms, say); else their cards are in play only where the set-up puts them",
}


def apply_setup_directives(game: GameAPI, setup: dict[str, Any]) -> None:
    """Apply scenario set-up: game directives first (they may rebuild zones), then the kernel's."""
    if not isinstance(setup, dict):
        raise ScenarioError("setup must be a mapping of directives")
    for name, value in setup.items():
        if name in KERNEL_DIRECTIVES:
            continue
        if not _game_directive(game, name, value):
            known = sorted(set(KERNEL_DIRECTIVES) | set(game.rules.scenario_directives()))
            raise ScenarioError(f"unknown setup directive '{name}' (known: {', '.join(known)})")
    deal = setup.get("deal", False)
    if not isinstance(deal, bool) and not (
            isinstance(deal, list) and all(isinstance(d, str) for d in deal)):
        raise ScenarioError(f"deal must be true, false or a list of the scenario's sets, "
                            f"not {_short(deal)}")
    if "top" in setup:
        _place(game, setup["top"], top=True)
    if "bottom" in setup:
        _place(game, setup["bottom"], top=False)
    if "counters" in setup:
        _counters(game, setup["counters"])
    if "rolls" in setup:
        rolls = setup["rolls"]
        sides = game.rules.die_sides
        if not isinstance(rolls, list) or not all(
            isinstance(r, int) and not isinstance(r, bool) and 0 < r <= sides for r in rolls
        ):
            raise ScenarioError(f"rolls must be a list of die results from 1 to {sides} (the "
                                f"game's die), not {_short(rolls)}")
        game.rng.forced_rolls.extend(rolls)


def _game_directive(game: GameAPI, name: str, value: Any) -> bool:
    """Apply one of the game's directives. A set-up comes from a scenario file or a log, both
    untrusted: a value of the wrong shape that a game's code did not foresee is still one
    ScenarioError naming the directive and the shape it takes, never a Python error."""
    try:
        return bool(game.rules.scenario_directive(game, name, value))
    except DeckwrightError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError):
        shape = game.rules.scenario_directives().get(str(name), "")
        raise ScenarioError(f"setup directive '{name}': {_short(value)} is not of the form "
                            f"{shape}" if shape else f"setup directive '{name}': "
                            f"{_short(value)} is malformed") from None


def setup_whole(value: Any, where: str, *, low: int = 0, high: int = 10**9) -> int:
    """A whole number from a set-up directive, in ``low..high``; ScenarioError otherwise."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ScenarioError(f"{where} must be a whole number from {low} to {high}, "
                            f"not {_short(value)}")
    return value


def setup_seat(game: GameAPI, value: Any, where: str) -> str:
    """A seat of this game named in a set-up directive; ScenarioError otherwise."""
    if not isinstance(value, str) or value not in game.players:
        raise ScenarioError(f"{where} must be a seat ({', '.join(game.seats)}), "
                            f"not {_short(value)}")
    return value


def setup_card(game: GameAPI, value: Any, where: str) -> str:
    """A card id of the loaded sets named in a set-up directive; ScenarioError otherwise."""
    if not isinstance(value, str) or game.library is None or value not in game.library.cards:
        raise ScenarioError(f"{where}: no card {_short(value)} in the loaded sets")
    return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _place(game: GameAPI, spec: Any, *, top: bool) -> None:
    if not isinstance(spec, dict):
        raise ScenarioError("top/bottom must map zone names to lists of card ids")
    for zone_name, cards in spec.items():
        if zone_name not in game.zones:
            raise ScenarioError(f"no zone called {zone_name} (zones: {', '.join(game.zones)})")
        if not isinstance(cards, list):
            cards = [cards]
        placed = []
        for card in cards:
            obj = _take(game, str(card), zone_name, placed)
            placed.append(obj.id)
        zone = game.zones[zone_name]
        chosen = [game.objects[i] for i in placed]
        rest = [o for o in zone.objects if o.id not in placed]
        zone.objects[:] = chosen + rest if top else rest + chosen
        game.zone_changed(zone)
        game.abilities_changed()


def _take(game: GameAPI, card: str, zone_name: str, placed: list[str]) -> Any:
    """Find ``card`` (in the zone first, then anywhere) and make sure it sits in the zone."""
    for obj in game.zones[zone_name].objects:
        if obj.card == card and obj.id not in placed:
            return obj
    for zone in game.zones.values():
        for obj in zone.objects:
            if obj.card == card and obj.id not in placed:
                return game.move_object(obj, zone_name, "bottom")
    if game.library is not None and card in game.library.cards:
        return game.create_object(card, zone_name, owner=game.zones[zone_name].owner)
    raise ScenarioError(f"no card '{card}' in this game")


def _counters(game: GameAPI, spec: Any) -> None:
    if not isinstance(spec, dict):
        raise ScenarioError("counters must map 'holder.counter' to numbers")
    for key, value in spec.items():
        holder, _, name = str(key).rpartition(".")
        if not holder or not isinstance(value, int) or isinstance(value, bool):
            raise ScenarioError(f"counters: '{key}: {value}' must be 'p1.coins: 3'")
        if holder not in game.players and holder not in game.objects:
            raise ScenarioError(f"counters: no player or object '{holder}'")
        game.set_counter(holder, name, value)
