"""Running away: one roll per runner per monster, 5 or more escapes, Bad Stuff on a failure
(MK 4.12, 4.13, 8.7), and the die with its Loaded Die window (MK 4.23)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option

from . import character as ch
from . import combat as cb
from . import items as it
from .cards import hand
from .windows import window

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]

ESCAPE_AT = 5


def die_roll(game: Game, seat: str, why: str, needed: int | None = None,
             **about: Any) -> Flow:
    """Roll a die for ``seat`` (see ``roll_die``); return the result."""
    total, _ = yield from roll_die(game, seat, why, needed, **about)
    return total


def roll_die(game: Game, seat: str, why: str, needed: int | None = None,
             **about: Any) -> Flow:
    """Roll a die for ``seat``; the roller may answer with Loaded Die; Chicken on Your Head and
    the like modify the result. ``needed`` (the result that succeeds) and ``about`` (a run's
    monster, card and bonus) go with the roll, so the players see what it means while they may
    still change it (#11). Returns the result and whether the die was changed."""
    facts: dict[str, Any] = {"modifier": ch.stat(game, seat, "die_roll", 0), **about}
    if needed is not None:
        facts["needed"] = needed
    raw = int((yield from game.roll(seat, why=why)) or 0)
    yield from game.perform("roll-shown", {"player": seat, "why": why, "die": raw, **facts})
    game.data["roll"] = {"by": seat, "value": raw, "why": why, **facts}
    yield from window(game, "after-roll", seat)
    value = int(game.data["roll"]["value"])
    game.data["roll"] = None
    total = value + ch.stat(game, seat, "die_roll", 0)
    yield from game.perform("rolled", {"player": seat, "why": why, "die": value, "total": total,
                                       "changed": value != raw})
    return total, value != raw


def run_modifier(game: Game, seat: str, e: dict[str, Any]) -> int:
    """Race, items, the monster's text, Mate, Wizard's Flight (MK 4.12)."""
    c = cb.current(game)
    total = ch.stat(game, seat, "run_away", 0)
    card = cb.monster_card(game, e)
    bonus = game.scripts.query_entry(card, "run_bonus", seat, source=cb.original(game, e["id"]),
                                     controller=seat)
    if bonus is not None:  # a whole number: its type is checked when the script returns it
        total += int(bonus)
    mated = e.get("copy_of") or any(m.get("copy_of") == e["id"] for m in c["monsters"])
    if mated:
        for m in c["monsters"]:
            if m.get("copy_of") and m["id"] in game.objects:
                extra = game.scripts.query_entry(game.obj(m["id"]).card, "run_bonus", seat,
                                                 source=m["id"], controller=seat)
                if extra is not None:
                    total += int(extra)
                break
    total += int(c["run_bonus"].get(seat, 0))
    return total


def monster_name(game: Game, e: dict[str, Any]) -> str:
    """A monster's name, a Mate marked as such."""
    name = game.card(cb.monster_card(game, e)).name
    return f"{name} (mate)" if e.get("copy_of") else name


def escaped_from(game: Game, seat: str, monster_id: str) -> bool:
    """Whether ``seat`` already got away from this monster (or the whole fight)."""
    c = cb.current(game)
    if c is None:
        return True
    gone = c["escaped"].get(seat, [])
    return "all" in gone or monster_id in gone


def run_away(game: Game) -> Flow:
    """Each runner rolls for each monster, in the order they choose (MK 4.12, 4.13)."""
    c = cb.current(game)
    if c is None:
        return
    c["running"] = True
    cb.refresh(game)
    yield from game.perform("run", {"player": c["fighter"], "helper": c["helper"],
                                    "players": c["players_strength"],
                                    "monsters": c["monsters_strength"]})
    runners = cb.fighters(game)
    for runner in runners:
        if game.over or cb.current(game) is None:
            return
        if ch.is_dead(game, runner):
            continue
        done: list[str] = []
        while not game.over and not ch.is_dead(game, runner) and cb.current(game) is not None:
            left = [e for e in cb.entries(game) if e["id"] not in done]
            if not left:
                break
            e = left[0]
            if len(left) > 1:
                answer = yield Decision(runner, CHOOSE, "Run from which monster next?",
                                        [Option(f"monster:{m['id']}", monster_name(game, m))
                                         for m in left])
                e = next(m for m in left if m["id"] == answer.split(":", 1)[1])
            done.append(e["id"])
            yield from run_from(game, runner, e)
    c = cb.current(game)
    if c is not None:
        c["running"] = False
        c["runner"] = None
        c["running_from"] = None


def run_from(game: Game, runner: str, e: dict[str, Any]) -> Flow:
    """One runner against one monster: roll, or a card's automatic escape; then the result."""
    c = cb.current(game)
    assert c is not None
    monster = e["id"]
    rules = cb.rules_of(game, e)
    c["runner"] = runner
    c["running_from"] = monster
    success = False
    quiet = False
    if escaped_from(game, runner, monster):
        success = True
    elif not pursues(game, runner, e):
        # "will not pursue" holds for a runner too: a monster that joined the fight (Wandering
        # Monster) never asked whether it engages this character (MK 3.6, 13.38)
        success = True
        quiet = True
    elif rules.get("no_run"):
        success = False
    elif rules.get("auto_escape"):
        success = True
    else:
        yield from window(game, "before-roll", runner)
        if escaped_from(game, runner, monster):
            success = True
        else:
            success = yield from roll_to_escape(game, runner, e)
    if game.over or cb.current(game) is None:
        return
    card = cb.monster_card(game, e)
    source = cb.original(game, monster)
    if success:
        facts = {"player": runner, "monster": monster, "card": card}
        if quiet:
            facts["unpursued"] = True
        yield from game.perform("escape", facts)
        if game.scripts.has_entry(card, "escaped"):
            yield from game.scripts.run_entry(card, "escaped", source=source, controller=runner,
                                              args=(runner,))
    else:
        yield from game.perform("caught", {"player": runner, "monster": monster, "card": card})
        mark = game.history[-1] if game.history else None
        yield from game.scripts.run_entry(card, "bad_stuff", source=source, controller=runner,
                                          args=(runner,))
        if game.history.maxlen and not game.tell(game.history_since(mark), None):
            # "Bad Stuff!" and then silence reads like a line lost: say it did nothing
            game.narrate(f"the Bad Stuff of {game.card_name(card)} has no effect on {runner}")
    c = cb.current(game)
    if c is not None:
        c["runner"] = None
        c["running_from"] = None


def pursues(game: Game, runner: str, e: dict[str, Any]) -> bool:
    """Whether this monster of the fight pursues the runner (Plutonium Dragon, Wight Brothers:
    not a character of low level; MK 3.6), asked of its card as when it is met."""
    card = cb.monster_card(game, e)
    answer = game.scripts.query_entry(card, "engages", runner, source=cb.original(game, e["id"]),
                                      controller=runner)
    return answer is not False


def roll_to_escape(game: Game, runner: str, e: dict[str, Any]) -> Flow:
    """Roll against 5; Flask of Glue, Invisibility Potion and a Halfling's second roll."""
    c = cb.current(game)
    first = True
    while True:
        bonus = run_modifier(game, runner, e)
        card = cb.monster_card(game, e)
        roll, changed = yield from roll_die(game, runner, "run", ESCAPE_AT, monster=e["id"],
                                            card=card, bonus=bonus)
        bonus = run_modifier(game, runner, e)
        total = roll + bonus
        success = total >= ESCAPE_AT
        yield from game.perform("run-roll", {"player": runner, "monster": e["id"],
                                             "card": card, "roll": roll,
                                             "bonus": bonus, "total": total,
                                             "needed": ESCAPE_AT, "success": success,
                                             "changed": changed})
        game.data["run"] = {"runner": runner, "monster": e["id"], "roll": roll, "total": total,
                            "success": success, "glued": False}
        if success:
            yield from window(game, "after-escape", runner)
            glued = game.data["run"]["glued"]
            game.data["run"] = None
            if glued:
                continue
            return True
        # the second roll is offered before the window after a failed roll, where passing
        # means the Bad Stuff: a person and a bot meet it at the same point, and one who lets
        # the roll stand still has that window for Invisibility Potion
        if first and may_roll_again(game, runner):
            answer = yield Decision(runner, CHOOSE, "Your roll to run away failed: discard a "
                                    "card to roll once more (Halfling)?",
                                    [Option("reroll", "Discard a card, roll once more"),
                                     Option("accept", "Let the failed roll stand")])
            if answer == "reroll":
                assert c is not None
                c.setdefault("rerolled", {})[runner] = True
                game.data["run"] = None
                yield from it.discard_from_hand(game, runner, "Discard a card to roll again")
                first = False
                continue
        yield from window(game, "after-fail", runner)
        game.data["run"] = None
        return escaped_from(game, runner, e["id"])


def may_roll_again(game: Game, runner: str) -> bool:
    """A Halfling's second roll after a failed first one, once a fight, for a card from hand
    (MK 14.1)."""
    c = cb.current(game)
    if c is None or c.get("rerolled", {}).get(runner):
        return False
    return ch.stat(game, runner, "run_reroll", 0) > 0 and bool(game.zones[hand(runner)].objects)
