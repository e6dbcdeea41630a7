"""The chance to win a fight (FS 6.5-6.7) as the rules would play it, for the bots: each die
face's hit or miss asked of the rules that decide it (the target's evasion, its ``misses``
entry point, a card's ``attack_counts``), and the damage a hit really deals asked of the
damage replacements that would rewrite it (Hush's "damage it would take is reduced by 1"), so
a monster whose damage reduction makes it unkillable at the attacker's attack is judged so,
whatever card says it.

A replacement is asked as a question (read-only, as a condition is): one that would roll or
choose to decide (Duke of Flies) cannot answer without playing, and counts as changing nothing.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.cardscript import CardScriptError
from deckwright.kernel.scripting.sandbox import ScriptError

from . import counts_as
from .damage import combat_amount
from .facts import attack_of, evasion_of, hp, is_seat, turn

FACES = range(1, 7)  # the attack die (FS 6.5.1)
# more misses than this before dying counts as this many, and more hits needed as this many
# (the states stay few; a fight that long is rare and about as likely either way)
MOST_LIVES = MOST_HITS = 8


def kill_chance(game: Game, seat: str, target: str, evasion: int | None = None) -> float:
    """The chance that ``seat``'s attack kills ``target`` (a monster, or a player at the
    ``evasion`` given, FS 6.10.2) before ``target`` kills ``seat``: misses cost the target's
    attack in health, hits the damage the rules would really deal."""
    dodge = evasion_of(game, target) if evasion is None else evasion
    dealt = {face: hit_damage(game, seat, target, face) for face in FACES}
    if not any(dealt.values()):
        return 0.0  # no hit would wound it: not a fight that can be won
    # counted in hits when every hit deals the same, else in damage
    sizes = set(dealt.values()) - {0}
    unit = sizes.pop() if len(sizes) == 1 else 1
    dealt = {face: -(-amount // unit) for face, amount in dealt.items()}
    theirs = attack_of(game, target)
    lives = MOST_LIVES if theirs <= 0 else min(MOST_LIVES, -(-hp(game, seat) // theirs))
    misses = _misses_rule(game, target)
    memo: dict[tuple[int, int, int | None], float] = {}
    hits = {}
    for face in FACES:
        forced = counts_as.forced(game, seat, target, face)
        hits[face] = forced != "miss" and (face >= dodge or forced == "hit")

    def outcome(face: int, previous: int | None) -> bool:
        return hits[face] and not (misses is not None and misses(face, previous))

    def win(left: int, life: int, previous: int | None) -> float:
        if left <= 0:
            return 1.0
        if life <= 0:
            return 0.0
        key = (left, life, previous)
        if key not in memo:
            # a roll that changes nothing (a hit for 0, a miss by a monster of 0 attack) is
            # rolled again: only the rolls that change the fight count
            moves = []
            for face in FACES:
                if outcome(face, previous):
                    if dealt[face]:
                        moves.append((left - dealt[face], life, face))
                elif theirs > 0:
                    moves.append((left, life - 1, face))
            memo[key] = sum(win(*move) for move in moves) / len(moves) if moves else 0.0
        return memo[key]

    previous = _previous_roll(game, target) if misses is not None else None
    left = -(-hp(game, target) // unit)
    return win(min(left, MOST_HITS * max(dealt.values())), lives, previous)


def hit_damage(game: Game, seat: str, target: str, face: int) -> int:
    """The combat damage a hit by ``seat`` on a roll of ``face`` would deal ``target`` (FS 6.6),
    after the damage replacements that would rewrite it, asked as questions in the order
    the rules meet them."""
    amount = combat_amount(game, {"source": seat, "target": target, "roll": face,
                                  "first": False})
    if amount <= 0:
        return 0
    data: dict[str, Any] = {
        "kind": "damage", "target": target, "amount": amount, "source": seat, "combat": True,
        "attack": None, "roll": face, "source_player": seat,
        "player": target if is_seat(game, target) else None,
        "card": None if is_seat(game, target) else game.objects[target].card,
    }
    applied: set[str] = set()
    while True:
        change = _next_change(game, data, applied)
        if change is None:
            return max(0, int(data.get("amount") or 0))
        rid, rewritten = change
        applied.add(rid)
        if rewritten is False:
            return 0  # the replacement cancels the damage
        if isinstance(rewritten, dict):
            data = {**data, **rewritten, "kind": "damage"}
        if int(data.get("amount") or 0) <= 0:
            return 0


def _next_change(game: Game, data: dict[str, Any],
                 applied: set[str]) -> tuple[str, Any] | None:
    """The first card replacement not yet applied whose condition holds for the damage
    ``data``, with what its ``apply`` makes of it (the event unchanged if it cannot say
    without playing); None when none is left."""
    scripts = game.scripts
    for obj, script, abilities in scripts.index.replacement("damage"):
        controller = obj.controller or obj.owner
        for ability in abilities:
            rid = f"{obj.id}/{ability.index}"
            if rid in applied:
                continue
            try:
                if ability.has("condition") and not scripts.ask(
                        script, ability, "condition", obj.id, controller, data, data):
                    continue
                return rid, scripts.ask(script, ability, "apply", obj.id, controller,
                                        data, data)
            except (CardScriptError, ScriptError):
                return rid, None  # it would roll, choose or fail: counted as no change
    return None


def _misses_rule(game: Game, target: str) -> Any:
    """The target's ``misses`` entry point as a function of a face and the previous attack
    roll against it this turn (Hush, Mother!), or None."""
    obj = game.objects.get(target)
    if obj is None or not game.scripts.has_entry(obj.card, "misses"):
        return None
    card = obj.card

    def misses(face: int, previous: int | None) -> bool:
        return bool(game.scripts.query_entry(card, "misses", face, previous, source=target))
    return misses


def _previous_roll(game: Game, target: str) -> int | None:
    """The last attack roll against ``target``'s card this turn (attack.py keeps them)."""
    obj = game.objects.get(target)
    rolled = turn(game).get("rolls_against", {}).get(obj.card, []) if obj is not None else []
    return rolled[-1] if rolled else None
