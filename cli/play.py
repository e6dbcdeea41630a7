"""``deckwright play``: a line-based game at the prompt, against bots or hot-seat."""

from __future__ import annotations

import contextlib
import io
import os
import re
import secrets
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TextIO

import click

from deckwright.kernel.agents import ExternalAgent, LazyView, ask_agent, make_agent
from deckwright.kernel.decisions import CHOOSE_MANY, NUMBER, ORDER, PRIORITY, Decision
from deckwright.kernel.errors import DeckwrightError, IllegalAnswer, SetsChanged
from deckwright.kernel.game import Game
from deckwright.kernel.log import MAX_SEED, Divergence, GameLog, read_log, replay_log
from deckwright.kernel.registry import Registry
from deckwright.kernel.sets.lookup import look_up
from deckwright.tools.scenarios.scenario import Scenario, give_answers, load_scenarios

from .context import registry
from .options import game_options, parse_options, set_paths

SEED_BITS = 128  # a random seed: far beyond any search (the seeds of old were below 10**6)
SEED_RANGE = click.IntRange(-(MAX_SEED - 1), MAX_SEED - 1)  # what a log can record
GIVE_UP_AFTER = 25  # piped input that never answers must not loop forever

MAX_CARDS_SHOWN = 5  # `card NAME` shows up to this many matching cards in full
MAX_CARDS_LISTED = 12  # ... and names up to this many more


def stat_text(value: Any) -> str:
    """A card's stat as a player reads it: {'3': 11, '4': 14} as '3: 11, 4: 14', lists with /."""
    if isinstance(value, dict):
        return "(" + ", ".join(f"{k}: {stat_text(v)}" for k, v in value.items()) + ")"
    if isinstance(value, (list, tuple)):
        return "/".join(stat_text(v) for v in value)
    return str(value)


HELP = """Answer with the option's number or its id. For several choices, list them: 1 3 4.
Commands: help, state (show the table again), options, card WORD (a word of a card's name),
log (what happened; 'log events': the engine's events),
pass turn (pass every priority until this turn ends; other questions are still asked),
stops everywhere / stops usual (be asked at every priority window, or only where you could
answer something: the default),
save FILE, quit (saves first if --save was given)."""
HELP_REMOTE = """Answer with the option's number or its id. For several choices, list them: 1 3 4.
Commands: help, state (show the table again), options, card WORD (a word of a card's name),
log (what happened; 'log events': the engine's events),
pass turn (pass every priority until this turn ends; other questions are still asked),
stops everywhere / stops usual (be asked at every priority window, or only where you could
answer something: the default),
quit (leave the table: your seat waits for you; join again with the same token).
The host saves the game after every answer."""


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


class Echo(Protocol):
    """Where the prompt writes: ``click.echo`` at the terminal, a connection for ``join``."""

    def __call__(self, message: str, nl: bool = True) -> Any:
        """Write ``message`` (and a newline unless ``nl`` is false)."""
        ...


class Prompt:
    """The play experience for human seats: what a seat is shown, and what its lines do.

    ``ask`` reads from a text stream (``play``); a server drives the same steps itself
    (``auto_answer``, ``present``, ``prompt_text``, ``reply``, ``info``) with ``echo`` writing
    to a connection, so ``play`` and ``join`` show the same thing.
    """

    def __init__(self, game: Game, stream: TextIO | None, log: GameLog | None,
                 save: Path | None, echo: Echo = click.echo, remote: bool = False,
                 humans: list[str] | None = None, stop_everywhere: bool = False) -> None:
        self.game = game
        self.stream = stream
        self.log = log
        self.save = save
        self.echo = echo
        self.remote = remote  # a seat at another terminal: no files written for it
        self.last_screen: dict[str, str] = {}
        self.last_turn: dict[str, int] = {}  # seat -> the turn whose table it was last shown
        self.seen: dict[str, Any] = {}  # seat -> the last history entry it was told about
        self.passing: dict[str, int] = {}  # seat -> the turn it passes through ("pass turn")
        # experts may be asked at every priority window the game offers; by default the game
        # says which windows are worth a stop (Ruleset.worth_a_stop) and the rest are passed.
        # A served seat may be a program speaking the agent protocol, which answers every
        # decision itself: served seats are asked everywhere
        self.stop_everywhere = stop_everywhere or remote
        # two or more people at this terminal take turns at it: each is handed the screen
        self.humans = list(humans or ())
        self.hot_seat = len(self.humans) > 1
        self.at_screen: str | None = None  # the seat the screen was last handed to
        self.saved_to: Path | None = None  # where 'save FILE' last wrote (quit saves there)
        # a person at this terminal: line editing, history and tab completion (readline), and
        # colour unless NO_COLOR is set; from a pipe, plain lines as typed
        self.tty = (not remote and stream is not None and stream.isatty()
                    and sys.stdout.isatty())
        self.colour = self.tty and not os.environ.get("NO_COLOR")
        self.editing: Any = None
        if self.tty:
            with contextlib.suppress(ImportError):
                import readline

                readline.parse_and_bind("tab: complete")
                readline.set_completer_delims(" ")
                self.editing = readline

    def ask(self, decision: Decision) -> Any:
        """Show the seat's table and the decision; read until a legal answer (None on EOF)."""
        auto = self.auto_answer(decision)
        if auto is not None:
            return auto
        assert self.stream is not None
        if not self.hand_over(decision.player):
            return None
        self.present(decision)
        refused = 0
        while True:
            if self.editing is not None:
                line = self.read_edited(decision)
            else:
                self.echo(self.prompt_text(decision), nl=False)
                line = self.stream.readline(MAX_INPUT + 1)
            if not line:
                return None
            if len(line) > MAX_INPUT:
                while line and not line.endswith("\n"):  # drop the rest of the long line
                    line = self.stream.readline(MAX_INPUT + 1)
                self.echo(f"that line is too long (more than {MAX_INPUT:,} characters); "
                          "answer with an option's number or id")
                refused += 1
                continue
            if not clean(line):
                continue
            answer = self.reply(line, decision)
            if answer is not None:
                return answer
            refused += 1
            if refused >= GIVE_UP_AFTER and not self.stream.isatty():
                self.echo(f"{GIVE_UP_AFTER} lines in a row answered nothing; stopping")
                return None

    def read_edited(self, decision: Decision) -> str:
        """One line typed at this terminal with editing, history and completion of the
        decision's option ids and the commands ('' at the end of input)."""
        words = [*decision.option_ids(), *COMMAND_WORDS]

        def complete(text: str, state: int) -> str | None:
            found = [w for w in words if w.lower().startswith(text.lower())]
            return found[state] if state < len(found) else None

        self.editing.set_completer(complete)
        try:
            return input(self.prompt_text(decision)) + "\n"
        except EOFError:
            return ""

    def paint(self, text: str, **style: Any) -> str:
        """``text`` in colour at a terminal that wants it, plain otherwise."""
        return click.style(text, **style) if self.colour else text

    def auto_answer(self, decision: Decision) -> Any:
        """The answer given without asking, or None to ask: pass where the game finds no stop
        worth making (unless stopping everywhere) or while "pass turn" is in force. It is
        answered like a typed pass, so the log and a replay are the same."""
        seat = decision.player
        if decision.kind != PRIORITY or "pass" not in decision.option_ids():
            return None
        if not self.stop_everywhere and not self.game.rules.worth_a_stop(self.game, decision):
            return "pass"
        if seat in self.passing:
            if self.passing[seat] != self.game.turn:
                del self.passing[seat]
            else:
                return "pass"
        return None

    def hand_over(self, seat: str) -> bool:
        """Hot-seat at a terminal: before ``seat``'s private table is shown, clear the last
        player's screen and wait until ``seat`` has it (False at the end of input)."""
        if not self.hot_seat or seat == self.at_screen:
            return True
        first = self.at_screen is None
        self.at_screen = seat
        if not self.tty or first:
            return True
        click.clear()
        self.echo(self.paint(f"Pass to {seat} — press Enter", bold=True), nl=False)
        assert self.stream is not None
        line = self.stream.readline()
        click.clear()
        return bool(line)

    def present(self, decision: Decision) -> None:
        """Tell the seat what happened since it last looked; show its table once a turn (or
        when nothing was narrated but the table changed); then the decision."""
        seat = decision.player
        game = self.game
        told = game.tell(game.history_since(self.seen.get(seat)), seat)
        if game.history:
            self.seen[seat] = game.history[-1]
        if told:
            self.echo("")
            for line in told[-MAX_TOLD:]:
                self.echo(self.paint(f"  {line}", fg="cyan"))
        if self.last_turn.get(seat) != game.turn:
            screen = game.render(seat)
            self.last_turn[seat] = game.turn
        else:
            screen = game.render_brief(seat)
        if screen and screen != self.last_screen.get(seat):
            self.echo(f"\n{screen}")
            self.last_screen[seat] = screen
        self.show(decision)

    def tell_the_end(self) -> None:
        """Tell what happened after the last decision (the blow or soul that won the game):
        as its one person sees it, or as the table sees it in hot-seat."""
        game = self.game
        if not self.humans:
            return  # bots only: nobody was told anything along the way either
        viewer = self.humans[0] if len(self.humans) == 1 else None
        mark = self.seen.get(viewer) if viewer is not None else min(
            (self.seen[s] for s in self.humans if s in self.seen), key=_history_index(game),
            default=None)
        told = game.tell(game.history_since(mark), viewer)
        if told:
            self.echo("")
            for line in told[-MAX_TOLD:]:
                self.echo(self.paint(f"  {line}", fg="cyan"))

    def prompt_text(self, decision: Decision) -> str:
        """The prompt written before a line is read."""
        return f"{decision.player}> "

    def reply(self, line: str, decision: Decision) -> Any:
        """Handle one line typed for ``decision``: the legal answer, or None (a command or a
        refused answer, already answered in words)."""
        text = clean(line)
        return self.command(text, decision) if text else None

    def show(self, decision: Decision) -> None:
        """Print the prompt and the numbered options."""
        echo = self.echo
        yours = decision.player == self.game.active  # your turn: in yellow at a terminal
        echo(self.paint(f"[{decision.player}] {decision.prompt}",
                        fg="yellow" if yours else None, bold=True))
        if decision.kind == NUMBER:
            echo(f"  a number from {decision.minimum} to {decision.maximum}")
        for number, option in enumerate(decision.options, start=1):
            echo(f"  {number}. {option.label or option.id}  [{option.id}]")
        if decision.kind == CHOOSE_MANY:
            none = " or 'none'" if decision.minimum <= 0 else ""
            echo(f"  choose {decision.minimum} to {decision.maximum}, e.g. '1 3'{none}")
        elif decision.kind == ORDER:
            echo("  give the order, e.g. '2 1 3'; options you leave out follow as listed")

    def info(self, text: str, viewer: str) -> bool:
        """Answer a command that only shows something to ``viewer`` (help, state, card, log);
        False if ``text`` is not one."""
        word, _, rest = text.partition(" ")
        word = word.lower()
        game = self.game
        if word in ("help", "?"):
            self.echo(HELP_REMOTE if self.remote else HELP)
        elif word == "state":
            self.echo(game.render(viewer))
        elif word == "card":
            self.show_cards(rest, viewer)
        elif word == "log" and rest.strip().lower() == "events":
            for turn, kind, data in game.history_for(viewer, last=15):
                self.echo(f"  turn {turn}: {kind} {describe_event(data)}")
        elif word == "log":
            told = game.tell(list(game.history), viewer, said=True)[-LOG_LINES:]
            for line in told or ["nothing has happened yet"]:
                self.echo(f"  {line}")
        else:
            return False
        return True

    def show_cards(self, query: str, viewer: str) -> None:
        """``card QUERY``: the cards a word of a name fits, the player's own first, with where
        the player can see them; a hint when none fits."""
        found = look_up(self.game, viewer, query, MAX_CARDS_SHOWN)
        if found.hint:
            self.echo(found.hint)
            return
        for card in found.shown:
            stats = ", ".join(f"{k} {stat_text(v)}" for k, v in card.stats.items()
                              if v not in ("", None))
            where = found.places.get(card.id)
            seen = f" in {', '.join(where)}" if where else ""
            self.echo(f"{card.name} [{card.id}] ({card.type}"
                      f"{'; ' + stats if stats else ''}){seen}: {card.text}")
        if found.also:
            named = [c.name + (f" ({', '.join(found.places[c.id])})" if found.places.get(c.id)
                               else "") for c in found.also[:MAX_CARDS_LISTED]]
            more = len(found.also) - len(named)
            lead = "also" if found.shown else f"{len(found.also)} cards fit '{query.strip()}'"
            self.echo(f"{lead}: {'; '.join(named)}{f' … and {more} more' if more > 0 else ''}")

    def command(self, text: str, decision: Decision) -> Any:
        """Handle one line: a command (returns None) or an answer (returned if legal)."""
        word, _, rest = text.partition(" ")
        word = word.lower()
        game = self.game
        echo = self.echo
        if self.info(text, decision.player):
            return None
        if word == "options":
            self.show(decision)
            return None
        if word == "save":
            if self.remote or self.log is None:
                echo("the host saves the game after every answer")
                return None
            target = Path(rest) if rest else self.save
            if target is None:
                echo("save where? e.g. 'save game.jsonl'")
                return None
            try:
                self.log.save(target)
                self.saved_to = target
                echo(f"saved to {target}")
            except DeckwrightError as exc:
                echo(f"error: {exc}")
            return None
        if word == "stops":
            self.set_stops(rest.strip().lower())
            return None
        if word == "pass" and rest.strip().lower() == "turn":
            if decision.kind != PRIORITY or "pass" not in decision.option_ids():
                echo("'pass turn' answers priority; answer this question first")
                return None
            self.passing[decision.player] = game.turn
            echo(f"passing until turn {game.turn} ends")
            return "pass"
        if word in ("quit", "exit"):
            raise QuitGame()
        answer = self.parse(text, decision)
        try:
            return decision.normalise(answer)
        except IllegalAnswer:
            echo(f"'{text[:40]}' is not an answer here: type {what_to_type(decision)} "
                 "('options' lists them, 'help' for commands)")
            return None

    def set_stops(self, how: str) -> None:
        """``stops everywhere``: be asked at every priority window; ``stops usual``: only where
        you could answer something (the default)."""
        if how in ("everywhere", "all"):
            self.stop_everywhere = True
        elif how in ("usual", "default"):
            self.stop_everywhere = False
        elif how:
            self.echo(f"'stops {how[:20]}': say 'stops everywhere' or 'stops usual'")
            return
        self.echo("you stop at every priority window" if self.stop_everywhere else
                  "you stop where you could answer something ('stops everywhere' for all)")

    def parse(self, text: str, decision: Decision) -> Any:
        """Turn numbers into option ids; keep ids as they are."""
        if decision.kind == NUMBER:
            return text
        number = _OPTION_NUMBER.fullmatch(text) is not None  # a number is the option's number
        whole = None if number else option_named(text, decision)
        if whole is not None and decision.kind not in (ORDER, CHOOSE_MANY):
            return whole
        words = text.replace(",", " ").split()
        picked = []
        for word in words:
            # only ASCII digits are option numbers ('²'.isdigit() is true, int('²') fails)
            if _OPTION_NUMBER.fullmatch(word) and 1 <= int(word) <= len(decision.options):
                picked.append(decision.options[int(word) - 1].id)
            else:
                picked.append(option_named(word, decision) or word)
        if decision.kind == ORDER:
            # a partial order keeps the rest as offered, so '2' puts the second option first
            return picked + [i for i in decision.option_ids() if i not in picked]
        if decision.kind == CHOOSE_MANY:
            return [] if [w.lower() for w in words] == ["none"] else picked
        return picked[0] if len(picked) == 1 else text


MAX_INPUT = 10_000  # characters in one typed line
COMMAND_WORDS = ("help", "state", "options", "card ", "log", "log events", "pass turn",
                 "stops everywhere", "stops usual", "save ", "quit")
MAX_TOLD = 40  # narrated lines shown before a decision (the rest: 'log')
LOG_LINES = 30  # narrated lines 'log' shows
_OPTION_NUMBER = re.compile(r"[0-9]{1,6}")


class QuitGame(Exception):
    """The player typed quit."""


def option_named(text: str, decision: Decision) -> str | None:
    """The one option ``text`` names: its id, or the start of its label or of the card's
    name in it, any case ('sword' for 'play Sword'); None if none or several do."""
    wanted = text.strip().lower()
    if not wanted:
        return None
    ids = decision.option_ids()
    if text in ids:
        return text
    found = []
    for option in decision.options:
        label = (option.label or "").lower()
        card = option.id.split(":", 1)[-1].split("#")[0].replace("-", " ")
        keys = [option.id.lower(), label, label.partition(" ")[2], card]
        if any(key.startswith(wanted) for key in keys if key):
            found.append(option.id)
    return found[0] if len(found) == 1 else None


def what_to_type(decision: Decision) -> str:
    """The valid answers of a decision, in words."""
    if decision.kind == NUMBER:
        return f"a number from {decision.minimum} to {decision.maximum}"
    count = len(decision.options)
    several = " (several: '1 3')" if decision.kind in (CHOOSE_MANY, ORDER) else ""
    return (f"a number from 1 to {count}{several}, an option's id, or the start of its name"
            if count else "nothing can be chosen")


def clean(line: str) -> str:
    """A typed line without control characters or undecodable bytes, stripped."""
    return "".join(c for c in line if c.isprintable() or c == " ").strip()


def describe_event(data: dict[str, Any]) -> str:
    """A short text for an event's data in the ``log`` command."""
    parts = [f"{k}={v}" for k, v in data.items() if k not in ("position",)]
    return " ".join(parts)[:120]


@click.command("play")
@click.argument("game_id", metavar="GAME")
@click.option("--players", type=click.IntRange(1, 12), help="How many seats (default: the game's).")
@click.option("--bots", default=None,
              help="Bots for the last seats: a count (the game's best bot), or kinds "
                   "like random,heuristic or external:COMMAND (default: none; with --load, "
                   "the saved game's bots).")
@click.option("--stop-everywhere", is_flag=True,
              help="Be asked at every priority window, also where you could only pass "
                   "(default: only where you could answer something; or type 'stops').")
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
              help="With --load: continue although a card set changed since the save (a "
                   "fixed script): the answers are replayed under the new cards, up to the "
                   "first one that no longer fits.")
@click.option("--setup", "setup_path", type=click.Path(exists=True, dir_okay=False),
              help="Start from a scenario file's set-up (its players, seed, options, sets and "
                   "setup directives), to try a card by hand in an exact situation.")
@click.option("--scenario", "scenario_pick", metavar="NAME|N",
              help="With --setup: which scenario of the file (a word of its name, or its "
                   "number from 1; default: the first).")
@click.option("--answered", is_flag=True,
              help="With --setup: give the scenario's answers too, then play on from there.")
@game_options
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, players: int | None, bots: str | None,
            stop_everywhere: bool, seed: int | None, save: str | None,
            load_path: str | None, recover: bool,
            changed: bool, setup_path: str | None, scenario_pick: str | None, answered: bool,
            option_pairs: tuple[str, ...], set_paths: tuple[str, ...]) -> None:
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
        game, sets = _game_from_scenario(reg, game_id, Path(setup_path), scenario_pick,
                                         answered, players, seed, parse_options(option_pairs),
                                         set_paths)
        log = GameLog(game, sets)
    else:
        if scenario_pick or answered:
            raise DeckwrightError("--scenario and --answered go with --setup FILE")
        game, log = start_game(reg, game_id, players, seed, option_pairs, set_paths)
    factories = reg.agent_factories(game_id)
    default_kind = "heuristic" if "heuristic" in factories else "random"
    saved = log.head.get("table", {}) if load_path else {}
    if bots is None and load_path:
        seats = saved_bots(saved.get("bots", {}), game.seats, factories, default_kind)
    else:
        seats = bot_seats(bots or "0", game.seats, default_kind)
    stop_everywhere = stop_everywhere or bool(saved.get("stop_everywhere"))
    agents = {seat: make_agent(kind, seat, game, factories) for seat, kind in seats.items()}
    humans = [s for s in game.seats if s not in agents]
    log.set_table({"bots": seats, **({"stop_everywhere": True} if stop_everywhere else {})})
    save_path = Path(save) if save else None
    if save_path is not None:
        log.save(save_path)  # an unwritable place is found now, not after the first answer
    click.echo(f"you play {', '.join(humans) or 'no seat (bots only)'}; "
               f"bots: {', '.join(f'{s}={k}' for s, k in seats.items()) or 'none'}. "
               "Type 'help' at any prompt.")
    prompt = Prompt(game, _text_input(), log, save_path, humans=humans,
                    stop_everywhere=stop_everywhere)
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


def _game_from_scenario(reg: Registry, game_id: str, file: Path, pick: str | None,
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


def _text_input() -> TextIO:
    """Standard input as text whatever bytes arrive: undecodable ones become '?' marks."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is None:
        return sys.stdin
    return io.TextIOWrapper(buffer, encoding="utf-8", errors="replace")


def _history_index(game: Game) -> Callable[[Any], int]:
    """A sort key: how far back in the kept history an entry is (gone ones first)."""
    where = {id(entry): n for n, entry in enumerate(game.history)}
    return lambda entry: where.get(id(entry), -1)


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
