"""A game from the command line's options: a new one (a random seed unless one is given),
one loaded from a saved log, or one set up from a scenario file; which seats bots take."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import click

from deckwright.kernel.errors import DeckwrightError, ReplayDiverged, SetsChanged
from deckwright.kernel.game import Game
from deckwright.kernel.log import MAX_SEED, Divergence, GameLog, read_log, replay_log
from deckwright.kernel.registry import Registry
from deckwright.tools.scenarios.scenario import Scenario, give_answers, load_scenarios

from .options import parse_options

SEED_BITS = 128  # a random seed: far beyond any search (the seeds of old were below 10**6)
SEED_RANGE = click.IntRange(-(MAX_SEED - 1), MAX_SEED - 1)  # what a log can record
def bot_seats(bots: str, seats: list[str], default_kind: str) -> dict[str, str]:
    """Which seats bots take: ``--bots 3`` (the last three) or ``--bots random,heuristic``."""
    text = bots.strip()
    if not text or text == "0":
        return {}
    if text.isdigit():
        count = int(text)
        if count > len(seats):
            raise DeckwrightError(f"--bots {count} is more than the {len(seats)} seats")
        kinds = [default_kind] * count
    else:
        kinds = [k.strip() for k in text.split(",") if k.strip()]
        if len(kinds) > len(seats):
            raise DeckwrightError(f"{len(kinds)} bots named but the game has {len(seats)} seats")
    return dict(zip(seats[len(seats) - len(kinds):], kinds, strict=True))


def saved_bots(saved: dict[str, str], seats: list[str], factories: dict[str, Any],
               default_kind: str) -> dict[str, str]:
    """The bots of a loaded game, as its save recorded them. A save is not trusted to start
    programs: an external bot comes back as the game's own bot, with a word saying so."""
    bots = {}
    for seat, kind in saved.items():
        if seat not in seats:
            continue
        if kind not in factories:
            click.echo(f"{seat} was played by '{kind[:60]}', which a save does not start "
                       f"again; {default_kind} plays it (choose with --bots)")
            kind = default_kind
        bots[seat] = kind
    return bots

def load_game(reg: Registry, game_id: str, load_path: str, *, recover: bool = False,
              changed: bool = False) -> tuple[Game, GameLog]:
    """Continue a game saved with ``--save`` (its log replayed), saying what was loaded."""
    saved = read_log(load_path, strict=False)
    head = saved.head
    if head["game"] != game_id:
        raise DeckwrightError(f"{load_path} is a game of {head['game']}, not {game_id}")
    if not saved.complete:
        problem = saved.damage or (f"{load_path}: the save is incomplete: it stops after "
                                   f"answer {len(saved.answers)} with no end line")
        if not recover:
            raise DeckwrightError(f"{problem}; its last good point is answer "
                                  f"{len(saved.answers)}: continue from there with "
                                  f"--load {load_path} --recover")
        click.echo(f"recovering: {problem}")
    divergence = Divergence() if changed else None
    try:
        game = replay_log(saved, reg, verify=saved.complete, divergence=divergence)
    except SetsChanged as exc:
        raise DeckwrightError(f"{exc}; to continue under the changed cards, add "
                              "--changed") from None
    except ReplayDiverged as exc:
        # a save is never lost to a rules fix: it goes on from the last answer that fits
        raise DeckwrightError(f"{exc}; to continue from the last answer that fits, add "
                              "--changed") from None
    log = GameLog(game, head.get("extra_sets", []), head.get("table"))
    click.echo(f"loaded {load_path}: {len(game.answers)} answers replayed")
    if divergence is not None:
        sets = ", ".join(divergence.changed_sets) or "none"
        click.echo(f"changed card sets: {sets}")
        if divergence.stopped_at is not None:
            click.echo(f"the answer at line {divergence.stopped_at} of the save no longer "
                       f"fits ({divergence.reason}); the game goes on from there")
    return game, log


def random_seed() -> int:
    """A seed nobody can search for: 128 bits from ``secrets`` (whoever knows a game's seed
    knows every hand and every card still to come)."""
    return secrets.randbits(SEED_BITS)


def start_game(reg: Registry, game_id: str, players: int | None, seed: int | None,
               option_pairs: tuple[str, ...], set_paths: tuple[str, ...]
               ) -> tuple[Game, GameLog]:
    """A new game from the command line's options (a random seed unless one is given; a
    random one is never printed: everyone who sees the screen would know every hand)."""
    chosen = seed is not None
    if seed is None:
        seed = random_seed()
    head = {"game": game_id, "players": players or reg.game(game_id).ruleset.default_players,
            "seed": seed, "options": parse_options(option_pairs),
            "extra_sets": reg.set_refs(game_id, set_paths)}
    game = reg.new_game(game_id, players=head["players"], seed=seed,
                        options=head["options"], sets=head["extra_sets"])
    log = GameLog(game, head["extra_sets"])
    click.echo(f"{game.rules.name or game_id}: {len(game.seats)} players, "
               + (f"seed {seed}" if chosen else "a random seed"))
    return game, log


def game_from_scenario(reg: Registry, game_id: str, file: Path, pick: str | None,
                        answered: bool, players: int | None, seed: int | None,
                        options: dict[str, Any], set_paths: tuple[str, ...]
                        ) -> tuple[Game, list[str]]:
    """A new game set up as a scenario of ``file`` says (command-line values win), with the
    extra sets it loaded."""
    scenarios = load_scenarios(file)
    scenario = _pick_scenario(scenarios, pick, file)
    if scenario.game != game_id:
        raise DeckwrightError(f"{scenario.where}: this scenario is a game of {scenario.game}, "
                              f"not {game_id}")
    sets = [*scenario.sets, *reg.set_refs(game_id, set_paths)]
    game = reg.new_game(game_id, players=players or scenario.players, seed=scenario.seed
                        if seed is None else seed, options={**scenario.options, **options},
                        sets=sets, setup=scenario.setup)
    click.echo(f"{game.rules.name or game_id}: '{scenario.name}' set up from {scenario.where}")
    if answered:
        failure = give_answers(game, scenario)
        if failure:
            raise DeckwrightError(f"the scenario's answers do not fit: {failure}")
        click.echo(f"its {len(game.answers)} answers given; your turn from here")
    return game, sets


def _pick_scenario(scenarios: list[Scenario], pick: str | None, file: Path) -> Scenario:
    if pick is None:
        return scenarios[0]
    if pick.isdigit():
        number = int(pick)
        if not 1 <= number <= len(scenarios):
            raise DeckwrightError(f"{file} has {len(scenarios)} scenarios, not {number}")
        return scenarios[number - 1]
    found = [s for s in scenarios if pick.lower() in s.name.lower()]
    if len(found) != 1:
        names = "; ".join(f"{i}. {s.name}" for i, s in enumerate(scenarios, start=1))
        what = "no" if not found else f"{len(found)}"
        raise DeckwrightError(f"{what} scenarios of {file} match '{pick}' (they are: "
                              f"{names[:600]})")
    return found[0]
