"""Table sense for Four Souls (issue #36): when a rival is about to win, which plays work
against it; when a fight is worth a death; whom a kindness may go to. Rules of play read from
the table and the cards' own words, not from a list of cards; the heuristic bot plays by them
and ``deckwright duel`` counts the chances to stop a win.

A rival is **about to win** while it attacks something whose soul takes it to the winning
total (FS 11.2.1, 7.6 step 5). A play **works against** that attack (FS 6.5, 6.7.3) when it
deals damage to the attacker (its death ends the attack), cancels something of the attacker's
on the stack, or changes the attacker's hitting attack roll (a reroll, a lower or set result)
so that it may miss.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.kernelapi import options_of

from . import attack, loot, zones
from .counter_meanings import meanings
from .facts import attack_of, evasion_of, hp, is_dead, is_eternal, max_hp, soul_value
from .souls import winning_total

# a loot card or ability whose words say it changes a die roll on the stack (FS 5.1.3)
REROLL_WORDS = ("again", "reroll")
SET_WORDS = ("set its result", "make a die roll a ", "result becomes")
LOWER = re.compile(r"(?:^|\s)(?:-|subtract (?:up to )?|lower [a-z ]*?by )(\d+)")
SET_TO = re.compile(r"make a die roll a (\d+)")
DAMAGE = re.compile(r"deal (\d+) damage")
HARM_WORDS = ("damage", "kill")
# what a death costs its player (FS 7.7.4), against a soul worth 3: an item, a loot card, a
# cent, and the rest of the turn (the bot's old price of any lost fight, Style.death_cost)
ITEM_LOST, LOOT_LOST, CENT_LOST, TURN_LOST = 0.5, 0.2, 0.05, 0.4
NO_TARGET = ""  # what an option works against with, when it takes no target
LOW_HEALTH = 2  # at this health or less a lost roll is most often a death (FS 7.4)


def one_from_winning(game: Game, seat: str) -> bool:
    """Whether one soul takes ``seat`` to the winning total (FS 11.2.1), outside co-op and
    challenges (won together or by their own goal)."""
    return souls_race(game) and soul_value(game, seat) + 1 >= winning_total(game)


def souls_race(game: Game) -> bool:
    """Whether a player wins alone by souls: not co-op (the team wins together) nor a
    challenge (won by its own goal, FS 2.4.6)."""
    return not (game.options.get("coop") or game.options.get("challenge"))


def souls_of_target(game: Game, target: Any) -> int:
    """The soul value killing ``target`` brings (FS 7.6 step 5): its printed souls."""
    obj = game.objects.get(str(target))
    if obj is None:
        return 0
    value = game.card(obj.card).stats.get("souls") or 0
    return int(value) if isinstance(value, (int, float)) else 0


def about_to_win(game: Game) -> str | None:
    """The attacker whose attack under way, if it kills its target, takes it to the winning
    total (FS 11.2), or None. Worked out once for a run of priority windows (every seat's
    relevance asks it; only passes happen between them: ``Game.window_run``)."""
    # kept_for_run's work, without its dictionary of keys: asked at most stack windows, by
    # every seat (issue #32)
    run = game.window_run
    if run is None:
        return rival_about_to_win(game)
    kept = game.caches.get(ABOUT_TO_WIN)
    if kept is not None and kept[0] == run:
        return kept[1]  # type: ignore[no-any-return]
    found = rival_about_to_win(game)
    game.caches[ABOUT_TO_WIN] = (run, found)
    return found


# in Game.caches: (the run of windows, the seat or None), as kernel/windowrun.py keeps one
ABOUT_TO_WIN = "four-souls about to win"


def rival_about_to_win(game: Game) -> str | None:
    """:func:`about_to_win` worked out now."""
    atk = attack.current(game)
    if game.over or atk is None or atk.get("state") != "active":
        return None
    seat = str(atk["attacker"])
    souls = souls_of_target(game, atk.get("target"))
    if not souls or is_dead(game, seat) or not souls_race(game):
        return None
    if game.scripts.modified("no_souls", seat, 0) > 0:
        return None  # barred from gaining souls (All Hallow's Eve): no win to stop
    if soul_value(game, seat) + souls < winning_total(game):
        return None
    return seat


def hitting_roll(game: Game, seat: str) -> Any:
    """The attack roll of ``seat``'s attack on the stack that hits as it stands (FS 6.5.2),
    or None."""
    atk = attack.current(game)
    if atk is None:
        return None
    for item in reversed(game.stack):
        if item.kind == "roll" and item.data.get("attack") == atk["id"] \
                and item.data.get("player") == seat:
            return item if int(item.data.get("result") or 0) >= target_evasion(game) else None
    return None


def target_evasion(game: Game) -> int:
    """The evasion of the attack's target (a player's is the attack's, FS 6.10.2)."""
    atk = attack.current(game) or {}
    target = atk.get("target")
    if target in game.players:
        return int(atk.get("evasion") or 0)
    return evasion_of(game, target) if target in game.objects else 0


def lowers(words: str, result: int, need: int) -> bool:
    """Whether a die-roll change in ``words`` (a card's text or an ability's label) may turn
    ``result`` below ``need``: a reroll, a set result below it, or a subtraction."""
    words = words.lower()
    if any(w in words for w in REROLL_WORDS):
        return need > 1
    found = SET_TO.search(words)
    if found:
        return int(found.group(1)) < need
    if any(w in words for w in SET_WORDS):
        return need > 1  # "any number" or "1 or 6": the chooser picks the low one
    lower = LOWER.search(words)
    return lower is not None and result - int(lower.group(1)) < need


def hinders(game: Game, seat: str, option: str) -> bool:
    """Whether ``seat``'s priority option works against the win of :func:`about_to_win`
    (see the module)."""
    return against_the_win(game, seat, option, about_to_win(game)) is not None


def against_the_win(game: Game, seat: str, option: str, rival: str | None) -> str | None:
    """The target with which ``option`` works against the winning attack of ``rival`` (the
    :func:`about_to_win` seat: the rival itself, its roll, its stack item), or None."""
    if rival is None or rival == seat:
        return None
    if option.startswith("play:"):
        return _loot_against(game, seat, option[len("play:"):], rival)
    if option.startswith("activate:"):
        return _ability_against(game, seat, option, rival)
    return None


def _loot_against(game: Game, seat: str, object_id: str, rival: str) -> str | None:
    """The target of a loot card in hand that works against the rival's attack."""
    obj = game.objects.get(object_id)
    if obj is None:
        return None
    words = str(game.card(obj.card).text or "").lower()
    modes = [m.id for m in loot.modes_of(game, obj, seat)] or [None]
    roll = hitting_roll(game, rival)
    for mode in modes:
        targets = loot.targets_of(game, obj.card, obj.id, seat, mode) or []
        ids = {t.id for t in targets}
        if rival in ids and any(w in words for w in HARM_WORDS):
            return rival
        if roll is not None and roll.id in ids and lowers(
                words, int(roll.data.get("result") or 0), target_evasion(game)):
            return str(roll.id)
        if "cancel" in words:
            for item in game.stack:
                if item.id in ids and item.controller == rival:
                    return str(item.id)
    return None


def _ability_against(game: Game, seat: str, option: str, rival: str) -> str | None:
    """The target of an activated ability that works against the rival's attack: one that
    changes its hitting roll for the worse (by the ability's label), or one more loot play
    for a loot card in hand that works against it (no target)."""
    _, object_id, key = option.split(":", 2)
    obj = game.objects.get(object_id)
    held = game.scripts.index.activated_of(obj, int(key) if key.isdigit() else key) \
        if obj is not None else None
    if obj is None or held is None:
        return None
    _, script, ability = held
    if ability.facts.get("hint") == "loot":
        # one more loot play (FS 4.6.2), for a loot card in hand that works against it
        if loot.loot_plays(game, seat) > 0:
            return None
        hand = game.zones[f"{seat}.hand"].objects
        return NO_TARGET if any(_loot_against(game, seat, o.id, rival) for o in hand) else None
    roll = hitting_roll(game, rival)
    if roll is None or ability.facts.get("hint") != "roll":
        return None
    label = str(ability.facts.get("label") or "")
    if not lowers(label, int(roll.data.get("result") or 0), target_evasion(game)):
        return None
    ids = {o.id for o in options_of(game.scripts.ask(script, ability, "target", obj.id, seat,
                                                    None, None, ids_only=True))}
    return str(roll.id) if str(roll.id) in ids else None


def damage_of(game: Game, option: str) -> int:
    """The damage a loot card's words say it deals (0: none said)."""
    obj = game.objects.get(option.split(":", 1)[-1])
    found = DAMAGE.search(str(game.card(obj.card).text or "").lower()) if obj else None
    return int(found.group(1)) if found else 0


def best_against(game: Game, seat: str, options: list[str]) -> tuple[str, str] | None:
    """Which option to use first against the rival's winning attack, and its target: one
    that kills the attacker (the attack ends, FS 6.7.3), else one that turns its hit into a
    possible miss or cancels, else one more loot play to play such a card, else damage to
    the attacker; cards whose ``ai.play`` hint is never are left alone."""
    rival = about_to_win(game)
    if rival is None or rival == seat:
        return None  # most windows: nothing to stop, asked once
    found: list[tuple[int, str, str]] = []
    for option in options:
        target = against_the_win(game, seat, option, rival)
        if target is None or _never(game, option):
            continue
        kills = target == rival and damage_of(game, option) >= hp(game, rival)
        rank = 0 if kills else 2 if target == NO_TARGET else 3 if target == rival else 1
        found.append((rank, option, target))
    if not found:
        return None
    _, option, target = min(found, key=lambda f: f[0])
    return option, target


def _never(game: Game, option: str) -> bool:
    obj = game.objects.get(option.split(":")[1])
    return obj is not None and game.card(obj.card).ai.play == "never"


def death_cost(game: Game, seat: str) -> float:
    """What a death would cost ``seat`` now (FS 7.7.4): an item if it has a non-eternal one,
    a loot card, a cent, and the rest of its turn."""
    cost = TURN_LOST
    if any(not is_eternal(game, o) for o in zones.items_of(game, seat)):
        cost += ITEM_LOST
    if game.zones[f"{seat}.hand"].objects:
        cost += LOOT_LOST
    if game.players[seat].counters.get("cents", 0):
        cost += CENT_LOST
    return cost


def fight_worth(chance: float, gain: float, cost: float) -> float:
    """A fight's worth: what winning brings at ``chance``, less a death's ``cost`` otherwise."""
    return chance * gain - (1 - chance) * cost


def low_health(game: Game, seat: str, limit: int = LOW_HEALTH) -> bool:
    """Whether ``seat`` is wounded down to the health (``limit``) where one or two lost rolls
    kill: most characters start at 2 health, where fighting is the game itself (FS 6), so
    only a wound taken this turn counts (everyone heals at its end, FS 3.4 step 4)."""
    return hp(game, seat) <= limit and hp(game, seat) < max_hp(game, seat)


def gives_away(game: Game, seat: str, monster: str) -> bool:
    """Whether damage ``seat`` deals to ``monster`` now may hand its soul to a rival one soul
    from winning: the active player gains a monster's rewards, whoever kills it (FS 7.6.4)."""
    active = game.active
    return (active != seat and souls_of_target(game, monster) > 0
            and one_from_winning(game, active))


@dataclass(frozen=True)
class Foe:
    """A monster's printed fight: what the top of the monster deck may turn out to be."""

    hp: int
    evasion: int
    attack: int
    souls: int


# the monster deck's cards that are no fight (FS 6.3.2: an event ends the attack; a curse
# goes to a player), counted as worth nothing either way
NO_FIGHT_TYPES = ("event", "curse")
NO_FIGHT = Foe(0, 0, 0, 0)


def deck_foes(game: Game) -> dict[Foe, int]:
    """The printed fights among the game's monster-deck cards, with how many cards have each
    (events and curses as no fight): the public card list, never the deck's order or what is
    left in it."""
    foes: dict[Foe, int] = {}
    for card in game.library.dealt():
        if card.type in NO_FIGHT_TYPES:
            foes[NO_FIGHT] = foes.get(NO_FIGHT, 0) + max(1, int(card.copies or 1))
            continue
        stats = card.stats
        numbers = [stats.get(k) for k in ("hp", "evasion", "attack")]
        if card.type != "monster" or not all(isinstance(n, int) for n in numbers):
            continue
        souls = stats.get("souls") or 0
        foe = Foe(*(int(n) for n in numbers),  # type: ignore[arg-type]
                  int(souls) if isinstance(souls, int) else 0)
        foes[foe] = foes.get(foe, 0) + max(1, int(card.copies or 1))
    return foes


def chance_to_beat(foe: Foe, health: int, attack_power: int) -> float:
    """The chance to kill ``foe`` before it kills a player of ``health`` and ``attack_power``
    (FS 6.5): at least as many hits as it has health before as many misses as it takes."""
    p = max(0.0, min(1.0, (7 - max(1, foe.evasion)) / 6))
    need = min(8, -(-foe.hp // max(1, attack_power)))
    lives = 30 if foe.attack <= 0 else min(30, -(-health // foe.attack))
    return sum(comb(need - 1 + k, k) * p ** need * (1 - p) ** k for k in range(lives))


def deck_worth(game: Game, seat: str, foes: dict[Foe, int], gains_souls: bool) -> float:
    """What attacking the monster deck's unknown top card is worth to ``seat`` now: each
    printed fight's worth (a reward, 3 a soul), weighed by how many cards have it."""
    health, power = hp(game, seat), attack_of(game, seat)
    cost = death_cost(game, seat)
    total = sum(foes.values())
    if not total:
        return 0.0
    return sum(n * fight_worth(chance_to_beat(f, health, power),
                               1 + 3 * (f.souls if gains_souls else 0), cost)
               for f, n in foes.items() if f != NO_FIGHT) / total


# ------------------------------------------------------------------ stalls (issue #35)
# A game **makes progress** while souls are gained (or lost) and monsters leave their slots or
# come from the deck. Bots that keep to the safe plays may stop making any (everyone at 2
# health and 0¢ declining every fight): after this many rounds without progress they take the
# risks they normally decline (StallWatch).
STALL_ROUNDS = 3
# what changing a slot with the deck's card is worth in a stalled game, and what covering a
# monster that grows on the table is (FS 6.3.1, 1.7.4: covered, it is out of play; back in
# play it is a new object, its counters gone), against a soul worth 3: more than a likely
# soul, or the bots took the easy fights while Little Horn's counters reached the table's
# health (4 players, seed 67)
COVER_WORTH = 1.5
CLOCK_WORTH = 4.0


def progress(game: Game) -> tuple[int, int, int]:
    """What changes as a game moves towards its end: the souls held, the monster discard pile
    and the monster deck (a kill, a discarded or covered monster, a slot refilled)."""
    souls = sum(len(game.zones[f"{seat}.souls"].objects) for seat in game.seats)
    return (souls, len(game.zones["monster.discard"].objects),
            len(game.zones["monster.deck"].objects))


@dataclass
class StallWatch:
    """When the game last made :func:`progress`, as one bot saw it (each bot keeps its own,
    read at its own decisions, so a game replays the same)."""

    mark: tuple[int, int, int] | None = None
    since: int = 0

    def stalled(self, game: Game) -> bool:
        """Whether :data:`STALL_ROUNDS` rounds have passed without progress."""
        now = progress(game)
        if now != self.mark:
            self.mark, self.since = now, game.turn
        return game.turn - self.since >= STALL_ROUNDS * len(game.seats)


def grows(game: Game, monster: str) -> bool:
    """Whether a monster has gathered counters enough to kill a player of 2 health: what a
    monster gathers while it stays in its slot is a clock (Little Horn deals one damage a
    counter each turn; left alone it killed every player at each turn's start), and so are the
    counters its words name that it piles on a character (Widow's spiders: one roll each at
    that player's turn start, until they died before acting every turn, 4 players, seed 195)."""
    return _counters(game, monster) >= LOW_HEALTH


# "put a spider counter on a character": the name a card's words give its counters
COUNTER_NAME = re.compile(r"\b([a-z]+) counters?\b")
# the words before "counter" that are no name ("a counter", "each counter")
NOT_NAMES = frozenset({"a", "an", "each", "the", "one", "more", "many", "of", "no", "every",
                       "its", "their", "those", "two", "three", "all", "any", "this", "that"})


@lru_cache(maxsize=1024)
def _counter_names(text: str) -> frozenset[str]:
    """The counter names a card's text speaks of ("a spider counter": spider)."""
    return frozenset(COUNTER_NAME.findall(text.lower())) - NOT_NAMES


def clocks(game: Game) -> list[str]:
    """The monster slots whose monster :func:`grows`."""
    found = []
    for slot in zones.slots(game, "monster"):
        top = zones.top(game, slot)
        if top is not None and zones.is_monster(game, top) and grows(game, top.id):
            found.append(slot)
    return found


# A monster that grows is a threat the bot answers with every means it has before its
# counters reach the table's health (Little Horn's, with Gish forcing every attack onto itself
# so that nobody ever attacked or covered it, killed every player at each turn's start): damage
# it deals by choice goes to that monster, or to the monster that forces the attacks when the
# damage kills it (the attacks are free again, FS 6.9), and an attack on it is worth a cover.


def clock_monsters(game: Game, slots: list[str] | None = None) -> list[str]:
    """The monsters on the table that :func:`grows`, the most counters first (``slots``: the
    :func:`clocks`, if known)."""
    slots = clocks(game) if slots is None else slots
    found = [top.id for top in (zones.top(game, s) for s in slots) if top is not None]
    return sorted(found, key=lambda m: -_counters(game, m))


def _counters(game: Game, monster: str) -> int:
    """What a monster has gathered: its own counters (other than damage), or the most of the
    counters its words name on one character, whichever is more; counters with a meaning
    of their own (an HP counter's health, counter_meanings.py) are no threat."""
    obj = game.objects.get(monster)
    if obj is None:
        return 0
    own = sum(n for name, n in obj.counters.items() if name != "damage")
    names = _counter_names(str(game.card(obj.card).text or ""))
    if names:
        names = names - meanings(game).keys()
    if not names:
        return own
    piled = 0
    for seat in game.seats:
        character = zones.character_of(game, seat)
        if character is not None:
            piled = max(piled, sum(character.counters.get(name, 0) for name in names))
    return max(own, piled)


def forcing_monsters(game: Game) -> list[str]:
    """The monsters the active player must attack this turn (FS 6.9: Gish, Mother!)."""
    owe = attack.owed(game)
    if owe is None or owe["kind"] != "monster":
        return []
    return [m for m in attack.owed_monsters(owe) if m in game.objects]


def threat_target(game: Game, seat: str, words: str, options: list[str]) -> str | None:
    """The option to aim a harmful card (by its ``words``) at while a monster grows: the
    monster that forces this turn's attack if the damage said kills it, else the monster
    that grows with the most counters; never one whose soul a rival one from winning would
    gain (:func:`gives_away`). None: no monster grows, or none is on offer."""
    words = words.lower()
    threats = clock_monsters(game)
    # "prevent 1 damage" is a kindness, whatever its words share with harm
    if not threats or not any(w in words for w in HARM_WORDS) or "prevent" in words:
        return None
    by_monster = {o.split(":", 1)[-1]: o for o in options}
    found = DAMAGE.search(words)
    damage = int(found.group(1)) if found else 0
    kills = [m for m in forcing_monsters(game) if m not in threats and damage >= hp(game, m)]
    for monster in kills + threats:
        if monster in by_monster and not gives_away(game, seat, monster):
            return by_monster[monster]
    return None
