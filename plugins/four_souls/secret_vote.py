"""A decision some players make together in secret (Police Lineup, issue #35): "the non-active
players secretly agree on one of them".

The engine's reading (the set's README): the chosen players vote one at a time in turn order
from the active player (FS 10.19), each on their own ballot; the most votes decide, and a tie
is broken at random by the game's die generator, so a game replays from its seed. Nobody else
learns a ballot: a player's answer is shown to the others as ``?`` (DESIGN §2.1) and no
``vote`` event tells it. The outcome is a secret kept in ``game.data["secrets"]`` until the end
of the turn, seen only by the voters (``view_data``: every other seat's view leaves it out) and
by the script that asked, which acts on it.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow, label

KEY = "secrets"


def known(game: Game, viewer: str | None) -> list[dict[str, Any]]:
    """The secrets ``viewer`` shares this turn (None: every one)."""
    return [s for s in game.data.get(KEY) or [] if viewer is None or viewer in s["known_to"]]


def view_data(game: Game, viewer: str | None) -> dict[str, Any]:
    """``game.data`` as ``viewer`` may see it: without the secrets they do not share."""
    data = game.data
    if KEY not in data or viewer is None:
        return data
    return {**data, KEY: known(game, viewer)}


def turn_ends(game: Game) -> None:
    """Secrets last until the end of the turn."""
    game.data.pop(KEY, None)


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("secret_vote(prompt: string, voters: list<seat>, options: table) -> "
                   "string|nil",
                   "The voters choose one of the options together in secret (Police Lineup): "
                   "each votes once, one at a time in turn order from the active player (FS "
                   "10.19); no other player sees a ballot or the outcome, which the voters see "
                   "until the end of the turn. Returns the option with the most votes (a tie "
                   "broken at random), or nil if nobody voted.")
def _secret_vote(game: Game, source: Any, controller: Any, prompt: str, voters: Any,
                 options: Any) -> Flow:
    seats = {str(v) for v in (voters.values() if isinstance(voters, dict) else voters or [])}
    items = list(options.values()) if isinstance(options, dict) else list(options or [])
    offer = [Option(str(o["id"]), str(o.get("label") or o["id"])) if isinstance(o, dict)
             else Option(str(o), label(game, str(o))) for o in items]
    if not offer or not seats:
        return None
    tally: dict[str, int] = {}
    voted = []
    for seat in game.seats_from(game.active):
        if seat not in seats:
            continue
        picked = yield Decision(seat, CHOOSE, f"{prompt} (a secret vote)", offer,
                                context={"why": "vote", "secret": True})
        tally[picked] = tally.get(picked, 0) + 1
        voted.append(seat)
    if not tally:
        return None
    best = max(tally.values())
    leaders = [o.id for o in offer if tally.get(o.id) == best]
    chosen = leaders[0] if len(leaders) == 1 else game.rng.choice(leaders)
    name = game.card_name(source) if isinstance(source, str) else "a secret vote"
    game.data.setdefault(KEY, []).append(
        {"known_to": voted, "text": f"{name}: {prompt} {label(game, chosen)}", "value": chosen})
    game.narrate(f"{', '.join(voted)} have agreed in secret")
    return chosen
