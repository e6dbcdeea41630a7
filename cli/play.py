"""``deckwright play``: a line-based game at the prompt, against bots or hot-seat."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any, TextIO

import click

from deckwright.kernel.agents import ExternalAgent, LazyView, ask_agent, make_agent
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game
from deckwright.kernel.levels import NORMAL, level_notes
from deckwright.kernel.log import GameLog
from deckwright.kernel.relevance import DEFAULT_STOPS, EVERY, STOP_LEVELS

from .context import registry
from .gamestart import (
    SEED_RANGE,
    bot_seats,
    game_from_scenario,
    load_game,
    saved_bots,
    start_game,
)
from .options import LEVELS_HELP, bot_budget, game_options, parse_options, set_paths
from .prompt import Prompt, QuitGame
from .wrapping import wrapping_echo


@click.command("play", epilog=LEVELS_HELP)
@click.argument("game_id", metavar="GAME")
@click.option("--players", type=click.IntRange(1, 12), help="How many seats (default: the game's).")
@click.option("--bots", default=None,
              help="Bots for the last seats: a count (that many normal bots), or levels "
                   "and kinds like easy,hard or random,heuristic or external:COMMAND "
                   "(default: none; with --load, the saved game's bots).")
@click.option("--stops", type=click.Choice(STOP_LEVELS), default=None,
              help="Where you are asked for priority: few (your own turn's choices and what "
                   "is aimed at you), normal (wherever something you hold could change what "
                   "happens; the default) or every (wherever you have anything to do). "
                   "Type 'stops LEVEL' at the prompt to change it.")
@click.option("--stop-everywhere", is_flag=True, hidden=True,
              help="The same as --stops every.")
@click.option("--seed", type=SEED_RANGE, default=None,
              help="Random seed, to play a game again (default: 128 random bits, not shown).")
@click.option("--save", type=click.Path(dir_okay=False),
              help="Keep the game in this log file, saved after every answer.")
@click.option("--load", "load_path", type=click.Path(exists=True, dir_okay=False),
              help="Continue a game saved with --save (its log is replayed first).")
@click.option("--recover", is_flag=True,
              help="With --load: continue a damaged or cut-short save from its last good "
                   "answer.")
@click.option("--changed", is_flag=True,
              help="With --load: continue although a card set or the rules changed since the "
                   "save (a fixed script or ruling): the answers are replayed under the new "
                   "cards and rules, up to the first one that no longer fits.")
@click.option("--setup", "setup_path", type=click.Path(exists=True, dir_okay=False),
              help="Start from a scenario file's set-up (its players, seed, options, sets and "
                   "setup directives), to try a card by hand in an exact situation.")
@click.option("--scenario", "scenario_pick", metavar="NAME|N",
              help="With --setup: which scenario of the file (a word of its name, or its "
                   "number from 1; default: the first).")
@click.option("--answered", is_flag=True,
              help="With --setup: give the scenario's answers too, then play on from there.")
@bot_budget
@game_options
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, players: int | None, bots: str | None,
            stops: str | None, stop_everywhere: bool, seed: int | None, save: str | None,
            load_path: str | None, recover: bool,
            changed: bool, setup_path: str | None, scenario_pick: str | None, answered: bool,
            budget: float, option_pairs: tuple[str, ...], set_paths: tuple[str, ...]) -> None:
    """Play GAME at the prompt: answer each question by number or id.

    Everything can be answered from a pipe: printf '1\\n2\\n' | deckwright play GAME
    """
    reg = registry(ctx)
    if (recover or changed) and not load_path:
        raise DeckwrightError(f"--{'recover' if recover else 'changed'} goes with --load FILE")
    if load_path:
        game, log = load_game(reg, game_id, load_path, recover=recover, changed=changed)
    elif setup_path:
        if load_path:
            raise DeckwrightError("--setup starts a new game: it does not go with --load")
        game, sets = game_from_scenario(reg, game_id, Path(setup_path), scenario_pick,
                                         answered, players, seed, parse_options(option_pairs),
                                         set_paths)
        log = GameLog(game, sets)
    else:
        if scenario_pick or answered:
            raise DeckwrightError("--scenario and --answered go with --setup FILE")
        game, log = start_game(reg, game_id, players, seed, option_pairs, set_paths)
    factories = reg.agent_factories(game_id, budget)
    default_kind = NORMAL if NORMAL in factories else "random"
    saved = log.head.get("table", {}) if load_path else {}
    if bots is None and load_path:
        seats = saved_bots(saved.get("bots", {}), game.seats, factories, default_kind)
    else:
        seats = bot_seats(bots or "0", game.seats, default_kind)
    if stop_everywhere:
        stops = EVERY
    saved_stops = saved.get("stops", {EVERY: EVERY} if saved.get("stop_everywhere") else {})
    agents = {seat: make_agent(kind, seat, game, factories) for seat, kind in seats.items()}
    humans = [s for s in game.seats if s not in agents]
    levels = {seat: stops or saved_stops.get(seat, saved_stops.get(EVERY, DEFAULT_STOPS))
              for seat in humans}
    log.set_table({"bots": seats})
    save_path = Path(save) if save else None
    if save_path is not None:
        log.save(save_path)  # an unwritable place is found now, not after the first answer
    click.echo(f"you play {', '.join(humans) or 'no seat (bots only)'}; "
               f"bots: {', '.join(f'{s}={k}' for s, k in seats.items()) or 'none'}. "
               "Type 'help' at any prompt.")
    for note in level_notes(list(seats.values()), reg.levels(game_id, budget)):
        click.echo(f"level {note}")
    prompt = Prompt(game, _text_input(), log, save_path, echo=wrapping_echo, humans=humans,
                    stops=levels)
    try:
        run(game, agents, prompt, log, save_path)
    except DeckwrightError:
        if save_path is not None:  # a bot that broke the protocol loses nobody's game
            log.save(save_path)
        raise
    except QuitGame:
        kept = save_path or prompt.saved_to
        if kept is not None:
            log.save(kept)
            click.echo(f"game saved to {kept}; continue with --load {kept}")
        else:
            click.echo("game abandoned (use --save FILE to keep games)")
        return
    finally:
        for agent in agents.values():
            if isinstance(agent, ExternalAgent):
                agent.close(game.result)
    if save_path is not None:
        log.save(save_path)
    if not game.over:
        where = f"; saved to {save_path}" if save_path else ""
        click.echo(f"input ended before the game did{where}")
        ctx.exit(1)
    prompt.tell_the_end()
    click.echo("\n" + (game.rules.result_text(game) or f"game over: {game.result}"))
    if game.error:
        click.echo(f"the game stopped because of an error: {game.error}", err=True)
        ctx.exit(1)



def _text_input() -> TextIO:
    """Standard input as text whatever bytes arrive: undecodable ones become '?' marks."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is None:
        return sys.stdin
    return io.TextIOWrapper(buffer, encoding="utf-8", errors="replace")


def run(game: Game, agents: dict[str, Any], prompt: Prompt, log: GameLog,
        save: Path | None) -> None:
    """Answer decisions until the game ends or the input runs out."""
    while not game.over:
        pending = game.pending
        if not pending:
            return
        for decision in pending:
            seat = decision.player
            if seat in agents:
                answer = ask_agent(agents[seat], decision, LazyView(game, seat))
            else:
                answer = prompt.ask(decision)
                if answer is None:
                    return
            game.answer(seat, answer)
            log.after_answer()
            if save is not None and seat not in agents:
                log.save(save)
