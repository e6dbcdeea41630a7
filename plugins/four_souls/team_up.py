"""Team-up: another player joins the attack in progress (Giant Poop, Co-op Baby, Game Squid,
Multiplayer Update). The printed rules have no such section; these are the engine's rulings,
read from the cards' words:

- A teamed-up player is on the attack's team until it ends. After each attack roll of the
  attacking player has resolved (with everything stacked above it, FS 6.5.6), each teamed-up
  player who is alive, in turn order from the attacker, makes an attack roll against the same
  target, rolled when the one before it has resolved: their own hit (their attack's combat
  damage to the target) or miss (the target's combat damage to them), as a non-attacking
  roller's (FS 6.8, R-044).
- The attack ends as any attack does (FS 6.7): a teamed-up player's death ends only their
  part in it; the attacking player's ends the attack for all.
- The active player gains the rewards (FS 7.6.4) unless a card says the player who kills it
  does (its ``rewarded`` entry point, or a static ``rewards_to_killer`` in play); "who kills":
  whoever dealt the damage that killed it.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import Option
from deckwright.kernel.game import Game

from . import stack
from .facts import Flow, is_dead, label

JOIN = "team-up:join"
STAY = "team-up:stay"


def _attack(game: Game) -> dict[str, Any] | None:
    return game.data.get("attack")


def team(game: Game) -> list[str]:
    """The players teamed up with the attacking player in the attack in progress, in turn
    order from the attacker (the order they roll in)."""
    atk = _attack(game)
    if atk is None or not atk.get("team"):
        return []
    order = game.seats_from(atk["attacker"])
    return sorted(atk["team"], key=order.index)


def join(game: Game, seat: str) -> Flow:
    """``seat`` teams up with the attacking player; False when there is no attack, or they are
    the attacker, dead, or already on the team."""
    atk = _attack(game)
    if atk is None or seat == atk["attacker"] or seat not in game.players or is_dead(game, seat):
        return False
    members = atk.setdefault("team", [])
    if seat in members:
        return False
    members.append(seat)
    yield from game.perform("team-up", {"player": seat, "attacker": atk["attacker"],
                                        "target": atk.get("target")})
    return True


def offer(game: Game, seat: str) -> Flow:
    """``seat`` may team up (Game Squid): they are asked, and join if they accept."""
    atk = _attack(game)
    if atk is None or seat == atk["attacker"] or seat not in game.players or is_dead(game, seat):
        return False
    target = atk.get("target")
    what = f" against {label(game, target)}" if target else ""
    picked = yield from stack.choose(
        game, seat, f"Team up with {label(game, atk['attacker'])}{what}?",
        [Option(JOIN, "team up: roll against it after each of their rolls"),
         Option(STAY, "stay out of the attack")], {"why": "team-up", "target": target})
    if picked != JOIN:
        return False
    return (yield from join(game, seat))
