"""``deckwright serve``: host one game for players at their own terminals."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import time
from pathlib import Path
from typing import Any

import click

from deckwright.kernel.agents import ExternalAgent, make_agent
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game
from deckwright.kernel.levels import NORMAL
from deckwright.kernel.log import GameLog
from deckwright.net.host import GameHost, Stop
from deckwright.net.limits import Limits
from deckwright.net.server import Server, is_loopback
from deckwright.net.tls import server_context
from deckwright.net.tokens import SeatKeys, issue, keys_path

from .context import registry
from .gamestart import SEED_RANGE, bot_seats, load_game, start_game
from .options import game_options, set_paths
from .prompt import Prompt

SEARCHABLE_SEEDS = 2**64  # a saved seed below this was chosen by a person or an old deckwright


@click.command("serve")
@click.argument("game_id", metavar="GAME")
@click.option("--players", type=click.IntRange(1, 12), help="How many seats (default: the game's).")
@click.option("--bots", default=None,
              help="Bots for the last seats, run by the server: a count (the game's best bot), "
                   "or kinds like random,heuristic or external:COMMAND. Default: none.")
@click.option("--seed", type=SEED_RANGE, default=None,
              help="Random seed, for a game played again; whoever knows it knows every hand "
                   "(default: 128 random bits, shown to nobody).")
@click.option("--host", "address", default="127.0.0.1", show_default=True,
              help="The address to listen on; anything but loopback is reachable by others.")
@click.option("--port", type=click.IntRange(0, 65535), default=None,
              help="The port (default: the last run's with --load, else one the system picks).")
@click.option("--save", type=click.Path(dir_okay=False),
              help="The save, written after every answer, readable by you only (default: "
                   "deckwright-serve-GAME-DATE-TIME.jsonl here, or the --load file).")
@click.option("--load", "load_path", type=click.Path(exists=True, dir_okay=False),
              help="Continue a saved game (from serve or play --save); seats keep their tokens "
                   "when the save's .seats file is there.")
@click.option("--recover", is_flag=True, help="With --load: continue a damaged save.")
@click.option("--changed", is_flag=True,
              help="With --load: continue although a card set or the rules changed since "
                   "the save.")
@click.option("--new-tokens", is_flag=True,
              help="With --load: hand out new tokens (the old ones stop working).")
@click.option("--spectators", is_flag=True,
              help="Also hand out a spectator token: the table as every player sees it.")
@click.option("--away-limit", type=click.FloatRange(min=0.1), metavar="SECONDS",
              help="A seat away this long is played by a bot until it joins again "
                   "(default: the game waits).")
@click.option("--idle-limit", type=click.FloatRange(min=1), default=900.0, show_default=True,
              metavar="SECONDS",
              help="A connection that leaves a question unanswered this long without a line "
                   "is closed (the seat waits; join again to go on).")
@click.option("--certfile", type=click.Path(exists=True, dir_okay=False),
              help="Serve over TLS with this certificate (PEM).")
@click.option("--keyfile", type=click.Path(exists=True, dir_okay=False),
              help="The certificate's private key, if not in --certfile.")
@game_options
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, players: int | None, bots: str | None,
            seed: int | None, address: str, port: int | None, save: str | None,
            load_path: str | None, recover: bool, changed: bool, new_tokens: bool,
            spectators: bool, away_limit: float | None, idle_limit: float,
            certfile: str | None, keyfile: str | None, option_pairs: tuple[str, ...],
            set_paths: tuple[str, ...]) -> None:
    """Host GAME for players at their own terminals: deckwright join, or nc.

    Prints one join line per human seat, waits until every seat is taken, then plays,
    running the bots itself. The game is saved after every answer; a server that stopped
    continues with --load.
    """
    reg = registry(ctx)
    if (recover or changed or new_tokens) and not load_path:
        raise DeckwrightError("--recover, --changed and --new-tokens go with --load FILE")
    if keyfile and not certfile:
        raise DeckwrightError("--keyfile goes with --certfile")
    tls = server_context(certfile, keyfile) if certfile else None  # a bad file: before all
    if load_path:
        game, log = load_game(reg, game_id, load_path, recover=recover, changed=changed)
        if abs(game.seed) < SEARCHABLE_SEEDS:
            click.echo("warning: the saved game's seed is small enough to search for (it was "
                       "given with --seed, or chosen by an older deckwright): a player who "
                       "finds it knows every hand", err=True)
    else:
        game, log = start_game(reg, game_id, players, seed, option_pairs, set_paths)
        if seed is not None:
            click.echo(f"warning: --seed {seed}: anyone who knows the seed knows every hand "
                       "(leave --seed out for a game nobody can reproduce)", err=True)
    save_path = Path(save or load_path or _new_save_name(game.id))
    factories = reg.agent_factories(game_id)
    default_kind = NORMAL if NORMAL in factories else "random"
    old_keys = keys_path(Path(load_path)) if load_path else None
    tokens: dict[str, str] = {}
    if old_keys is not None and old_keys.exists() and not new_tokens and bots is None:
        keys = SeatKeys.load(old_keys, game.seats)
        if spectators and keys.spectator is None:
            raise DeckwrightError("the first run handed out no spectator token; add "
                                  "--new-tokens to hand out new tokens, a spectator's too")
    else:
        kinds = bot_seats(bots or "0", game.seats, default_kind)
        humans = [s for s in game.seats if s not in kinds]
        keys, tokens = issue(humans, kinds, spectators)
    if port is None:
        port = keys.port or 0
    if not is_loopback(address):
        click.echo(f"warning: listening on {address}: anyone who can reach this machine can "
                   "connect; the seat tokens are the only lock"
                   + ("" if certfile else ", and without --certfile everything travels "
                      "unencrypted"), err=True)
    agents = {seat: make_agent(kind, seat, game, factories) for seat, kind in keys.bots.items()}
    log.set_table({"bots": dict(keys.bots)})  # a save played on with 'play --load' too
    humans = [s for s in game.seats if s not in agents]
    click.echo(f"seats: {', '.join(humans) or 'none'} for people; bots: "
               f"{', '.join(f'{s}={k}' for s, k in keys.bots.items()) or 'none'}")
    try:
        result = asyncio.run(_serve(game, log, humans, agents, keys, tokens, save_path,
                                    address, port, tls, away_limit, idle_limit,
                                    lambda seat: make_agent(default_kind, seat, game,
                                                            factories)))
    finally:
        for agent in agents.values():
            if isinstance(agent, ExternalAgent):
                agent.close(game.result)
    if result is None:
        click.echo(f"the server stopped; the game is saved in {save_path}: continue with "
                   f"deckwright serve {game.id} --load {save_path}")
        ctx.exit(1)
    click.echo(f"the game is saved in {save_path}")
    if game.error:
        ctx.exit(1)


async def _serve(game: Game, log: GameLog, humans: list[str], agents: dict[str, Any],
                 keys: SeatKeys, tokens: dict[str, str], save_path: Path, address: str,
                 port: int, tls: Any, away_limit: float | None, idle_limit: float,
                 stand_in: Any) -> dict[str, Any] | None:
    """Listen, hand out the join lines, and run the game to its end (None if stopped)."""
    limits = Limits(idle_seconds=idle_limit)
    host = GameHost(game, log, humans,
                    lambda echo: Prompt(game, None, log, None, echo=echo, remote=True),
                    bots=agents, stand_in=stand_in, save_path=save_path, away_limit=away_limit,
                    say=_say, spectator_limit=limits.spectators,
                    spectators_per_address=limits.spectators_per_address)
    server = Server(host, keys, limits, address, port, tls, say=_say)
    try:
        port = await server.start()
    except OSError as exc:
        raise DeckwrightError(f"cannot listen on {address}:{port}: "
                              f"{exc.strerror or exc}") from None
    keys.port = port
    keys.save(keys_path(save_path))
    shown = _shown_host(address)
    click.echo(f"listening on {address}:{port}{' with TLS' if tls else ''}; saving to "
               f"{save_path} after every answer")
    if tokens:
        click.echo("give each player their line (each token opens one seat; keep them secret):")
        for line in server.join_lines(tokens, shown):
            click.echo(line)
        click.echo(f"  (or: nc {shown} {port}, then type the token as the first line)")
    elif humans:
        click.echo(f"seats {', '.join(humans)} keep their tokens from the last run "
                   "(lost one? restart with --new-tokens)")
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        # loop signal handlers exist only on Unix and in the main thread (the tests run the
        # server in another): elsewhere Ctrl-C stops the server the default way, and the save
        # written after every answer keeps the game
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, host.post, Stop("the host stopped the server"))
    try:
        result = await host.run()
        await server.drain(limits.close_grace_seconds)
    finally:
        await server.close()
    return result


def _new_save_name(game_id: str) -> str:
    """A save's default name: the game and the time, never the seed (a file name is seen by
    anyone who can list the folder); a free one if a save of the same second exists."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = f"deckwright-serve-{game_id}-{stamp}.jsonl"
    number = 2
    while Path(name).exists():
        name = f"deckwright-serve-{game_id}-{stamp}-{number}.jsonl"
        number += 1
    return name


def _shown_host(address: str) -> str:
    """The host name to put in join lines (this machine's name for a wildcard address)."""
    if address in ("0.0.0.0", "::", ""):
        return socket.gethostname()
    return f"[{address}]" if ":" in address else address


def _say(text: str) -> None:
    click.echo(text)
