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

from math import comb
from typing import Any

from deckwright.kernel.game import Game

from . import counts_as, zones
from .damage import combat_amount
from .facts import attack_of, evasion_of, hp, is_seat, turn

FACES = range(1, 7)  # the attack die (FS 6.5.1)
# more misses than this before dying counts as this many, and more hits needed as this many
# (the states stay few; a fight that long is rare and about as likely either way)
MOST_LIVES = MOST_HITS = 8


def kill_chance(game: Game, seat: str, target: str, evasion: int | None = None,
                unanswered: set[str] | None = None, health: int | None = None) -> float:
    """The chance that ``seat``'s attack kills ``target`` (a monster, or a player at the
    ``evasion`` given, FS 6.10.2) before ``target`` kills ``seat``: misses cost the target's
    attack in health, hits the damage the rules would really deal. ``unanswered`` keeps the
    replacements found unable to answer (see :func:`hit_damage`) for the caller's next ask;
    ``health``: the seat's health to fight at, if not its health now."""
    dodge = evasion_of(game, target) if evasion is None else evasion
    hits = {face: face >= dodge for face in FACES}
    if zones.in_play_with(game, "attack_counts"):  # a card making rolls count otherwise
        for face in FACES:
            forced = counts_as.forced(game, seat, target, face)
            hits[face] = forced != "miss" and (face >= dodge or forced == "hit")
    # a face that misses deals the target nothing: only the hits are asked
    unanswered = set() if unanswered is None else unanswered
    dealt = dict.fromkeys(FACES, 0)
    dealt.update(_dealt(game, seat, target, [f for f in FACES if hits[f]], unanswered))
    if not any(dealt.values()):
        return 0.0  # no hit would wound it: not a fight that can be won
    # counted in hits when every hit deals the same, else in damage
    sizes = set(dealt.values()) - {0}
    unit = sizes.pop() if len(sizes) == 1 else 1
    dealt = {face: -(-amount // unit) for face, amount in dealt.items()}
    theirs = attack_of(game, target)
    mine = hp(game, seat) if health is None else health
    lives = MOST_LIVES if theirs <= 0 else min(MOST_LIVES, -(-mine // theirs))
    misses = _misses_rule(game, target)
    left = min(-(-hp(game, target) // unit), MOST_HITS * max(dealt.values()))
    if left <= 0:
        return 1.0  # at 0 health already (its death waits on the stack): nothing left to do
    if misses is None and max(dealt.values()) == 1:
        # every hit alike: at least ``left`` hits before ``lives`` misses, among the faces
        # that change the fight (a negative binomial sum)
        wounding = sum(1 for face in FACES if hits[face] and dealt[face])
        missing = sum(1 for face in FACES if not hits[face]) if theirs > 0 else 0
        p = wounding / (wounding + missing)
        return sum(comb(left - 1 + k, k) * p ** left * (1 - p) ** k for k in range(lives))
    memo: dict[tuple[int, int, int | None], float] = {}

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
                # the previous roll matters only to a target whose misses read it
                after = face if misses is not None else None
                if outcome(face, previous):
                    if dealt[face]:
                        moves.append((left - dealt[face], life, after))
                elif theirs > 0:
                    moves.append((left, life - 1, after))
            memo[key] = sum(win(*move) for move in moves) / len(moves) if moves else 0.0
        return memo[key]

    previous = _previous_roll(game, target) if misses is not None else None
    return win(left, lives, previous)


def hit_damage(game: Game, seat: str, target: str, face: int,
               unanswered: set[str] | None = None) -> int:
    """The combat damage a hit by ``seat`` on a roll of ``face`` would deal ``target`` (FS 6.6),
    after the damage replacements that would rewrite it, asked as questions in the order
    the rules meet them. A replacement that cannot answer without playing (it rolls or asks)
    changes nothing, and goes into ``unanswered`` (card and ability) so as not to be asked
    again: asking costs a failed script run."""
    return _dealt(game, seat, target, [face], set() if unanswered is None else unanswered)[face]


def _dealt(game: Game, seat: str, target: str, faces: list[int],
           unanswered: set[str]) -> dict[int, int]:
    """:func:`hit_damage` for each of ``faces``."""
    asked = _fight_sides(game, seat, target)
    # a hit is previewed only where a damage replacement of the fight's sides is in play (one
    # of another player's cards would be passed over by each preview: none is made)
    rewrites = any(asked(obj) for obj, _, _ in game.scripts.index.replacement("damage"))
    # the attack, or per face where a static gives combat damage by the roll (FS 6.6)
    by_roll = bool(game.scripts.index.static_of("combat_damage"))
    attack = None if by_roll else attack_of(game, seat)
    dealt = {}
    for face in faces:
        amount = attack if attack is not None else combat_amount(
            game, {"source": seat, "target": target, "roll": face, "first": False})
        if amount <= 0 or not rewrites:
            dealt[face] = max(0, amount)
            continue
        data: dict[str, Any] = {
            "target": target, "amount": amount, "source": seat,
            "combat": True, "attack": None, "roll": face, "source_player": seat,
            "player": target if is_seat(game, target) else None,
            "card": None if is_seat(game, target) else game.objects[target].card,
        }
        after = game.scripts.triggers.preview("damage", data, asked, unanswered)
        dealt[face] = 0 if after is None else max(0, int(after.get("amount") or 0))
    return dealt


def _fight_sides(game: Game, seat: str, target: str) -> Any:
    """Whose damage replacements a fight's hit is asked of: the target's, the attacker's
    cards, and the table's (a room's). Another player's card rewrites the damage its player
    deals or takes, another monster's the damage it takes (every such card shipped does):
    not asked, for the bot's time."""
    sides = {seat, target}

    def asked(obj: Any) -> bool:
        controller = obj.controller or obj.owner
        return obj.id == target or not (controller in game.players and controller not in sides
                                        or zones.is_monster(game, obj))
    return asked


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
