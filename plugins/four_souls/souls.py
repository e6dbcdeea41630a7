"""Souls and winning (FS 11): gaining souls, the win check between stack items, bonus souls."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

from . import unchanged, zones
from .bonus_conditions import (
    EACH,
    NOBODY,
    Answer,
    Stamps,
    joined,
    nobody_earns,
    same_marks,
    soul_stamps,
)
from .facts import Flow, soul_value


def gain_soul(game: Game, player: str, obj: Any, how: str = "gain") -> Flow:
    """A card becomes a soul that ``player`` controls (FS 11.1.2). First ``would-gain-soul``:
    a replacement may hand it to another player or stop it (then None: nobody gains it); None
    too when a static ``no_souls`` bars the player (All Hallow's Eve)."""
    would = yield from game.perform("would-gain-soul", {"player": player, "card": obj.card,
                                                        "object": obj.id, "how": how})
    if would.cancelled or obj.id not in game.objects:
        return None
    player = str(would.data["player"])
    barred = game.scripts.modified("no_souls", player, 0)
    if isinstance(barred, (int, float)) and barred > 0:
        return None
    new = yield from game.move(obj, zones.soul_zone(game, player, obj.card), "bottom",
                               face_down=False, controller=player)
    if new is not None:
        yield from game.perform("gain-soul", {"player": player, "card": new.card,
                                              "object": new.id, "how": how})
    return new


def check_win(game: Game) -> None:
    """Whoever controls souls worth the target wins; several at once share it (FS 11.2)."""
    if game.over or not game.data.get("started") or game.options.get("challenge"):
        return  # a challenge is won by its own goal alone (FS 2.4.6)
    # (``winning_total`` read in place while no static changes it: before every priority)
    target = int(game.options["souls_to_win"])
    if game.scripts.index.static_of("souls_to_win"):
        target = winning_total(game)
    key = unchanged.souls_key(game, target)
    if unchanged.skipped(game, "win", key):
        return
    if game.options["coop"]:
        total = sum(soul_value(game, s) for s in game.seats)
        if total >= target:
            game.end(list(game.seats), "the team gathered enough souls", souls=total)
        else:
            unchanged.found_nothing(game, "win", key)
        return
    winners = [s for s in game.seats if soul_value(game, s) >= target]
    if not winners:
        unchanged.found_nothing(game, "win", key)
    else:
        game.end(winners, "souls" if len(winners) == 1 else "several players reached the "
                 "souls at once (a draw)",
                 souls={s: soul_value(game, s) for s in game.seats})


def check_bonus(game: Game) -> Flow:
    """The first player (from the active player) to meet a bonus soul's condition gains it
    (FS 11.4); each is gained at most once."""
    if bonus_earned(game):
        yield from gain_bonus(game)


def bonus_earned(game: Game) -> bool:
    """Whether anyone meets a waiting bonus soul's condition (no event: the state check asks
    it before each priority, and ``gain_bonus`` runs only when it says so)."""
    bonus = game.zones[zones.BONUS].objects
    if not bonus:
        return False
    caches = game.caches
    nobody = caches.get(NOBODY)
    # (each stamp's value is taken once: nothing the check asks changes the game, so a stamp
    # read again below, the same Stamps, would read the same)
    nobody_now = nobody[0].now(game) if nobody is not None else None
    if nobody is not None and nobody_now == nobody[1]:
        return False  # nothing any condition asked about has changed since it found nobody
    scripts = game.scripts
    stamping = whole = scripts.memo.enabled and unchanged.of(game).enabled
    each = caches.get(EACH)
    if each is None:
        each = caches[EACH] = {}
    # most checks find nothing: a soul whose own stamps hold is not asked at all (one seat's
    # hand changed: only the soul that asks hand sizes is); the others walk each seat's tree
    # of their questions (bonus_conditions.py)
    parts: list[tuple[Stamps, Any, tuple[Answer, ...]]] = []
    for obj in bonus:
        if not scripts.has_entry(obj.card, "earned"):
            continue
        kept = each.get(obj.id)
        now = None
        if stamping and kept is not None:
            now = kept[0].now(game)
            if now == kept[1]:
                parts.append(kept)
                continue
            # a seat's answer whose own questions read the same as then is not asked again
            answers = nobody_earns(game, obj, kept[2])
        else:
            answers = nobody_earns(game, obj)
        if answers is None:
            caches[NOBODY] = None
            return True
        if not stamping:
            continue
        # each seat's answer held or reads what the one before did: the same stamps
        stamps = kept[0] if kept is not None and same_marks(answers, kept[2]) \
            else soul_stamps(game, answers)
        if stamps is None:
            each.pop(obj.id, None)
            whole = False  # this soul is asked every time: the whole check too
            continue
        kept = each[obj.id] = (stamps, now if kept is not None and stamps is kept[0]
                               and now is not None else stamps.now(game), answers)
        parts.append(kept)
    if not whole:
        caches[NOBODY] = None
        return False
    # the whole check's stamps, found again only when a soul's stamp other things (the game
    # makes one Stamps of the same things: compared by identity)
    each_stamps = tuple([part[0] for part in parts])
    if nobody is not None and nobody[3] == each_stamps:
        stamps, stamped = nobody[0], nobody_now
    else:
        stamps = joined(game, each_stamps)
        stamped = stamps.now(game)
    caches[NOBODY] = (stamps, stamped, tuple([part[2] for part in parts]), each_stamps)
    return False


def gain_bonus(game: Game) -> Flow:
    """Someone earns a bonus soul: the first player from the active player to meet its
    condition, asked live, gains it (FS 11.4), soul by soul, as a soul gained may change the
    rest."""
    bonus = tuple(game.zones[zones.BONUS].objects)
    order = tuple(game.seats_from(game.active))
    for obj in bonus:
        if not game.scripts.has_entry(obj.card, "earned"):
            continue
        for seat in order:
            if game.scripts.query_entry(obj.card, "earned", seat, source=obj.id,
                                        controller=seat):
                gained = yield from gain_soul(game, seat, obj, how="bonus soul")
                if gained is not None:
                    break


def winning_total(game: Game) -> int:
    """The soul value that wins: the option's (4 by default, FS 11.2.1), changed by static
    ``souls_to_win`` abilities, whose subject is that value (It Lives!: "at least 5")."""
    target = int(game.options["souls_to_win"])
    if not game.scripts.index.static_of("souls_to_win"):
        return target
    changed = game.scripts.modified("souls_to_win", target, target)
    return max(1, int(changed)) if isinstance(changed, (int, float)) else target


def win_by_effect(game: Game, seat: str, why: str) -> None:
    """An ability says "you win the game": its controller wins as it resolves (FS 11.2.4,
    R-136); in a challenge it is ignored, as only the challenge's goal wins (R-139)."""
    if game.over or game.options.get("challenge"):
        game.narrate(f"{why} would win the game: ignored in a challenge (FS 2.4.6)")
        return
    game.end([seat], why, souls={s: soul_value(game, s) for s in game.seats})

