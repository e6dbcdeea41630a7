"""The table at a line-based prompt: what a seat is shown between decisions, the numbered
options, and a typed line read as an answer or a command (help, state, card, log, quit).
Used by ``play`` for people at this terminal and by ``serve`` for remote seats."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol, TextIO

import click

from deckwright.kernel.answers import NONE, UnclearAnswer
from deckwright.kernel.answers import option_named as named
from deckwright.kernel.decisions import (
    BACK,
    CHOOSE_MANY,
    NUMBER,
    ORDER,
    PRIORITY,
    Decision,
    Window,
)
from deckwright.kernel.errors import DeckwrightError, IllegalAnswer
from deckwright.kernel.game import Game
from deckwright.kernel.log import GameLog
from deckwright.kernel.relevance import (
    DEFAULT_STOPS,
    EVERY,
    STOP_LEVELS,
    STOP_MEANINGS,
    stop_level,
)
from deckwright.kernel.sets.lookup import look_up

from .logpages import log_page
from .surprises import Confirming, Screen, cannot_take, drop_typed, screen_of, typed_before
from .wrapping import terminal_width, wrapped

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


GUARDS = """An answer that ends your own phase or turn with something unused (¢ that could buy, an
attack not made, a card you could still play) is asked about once: type it again to confirm.
An option marked ✗ cannot succeed now (it says why) and is refused. A line typed before its
question was shown is not taken if the question changed: read it and answer again."""
HELP = """Answer with the option's number or its id. For several choices, list them: 1 3 4.
Commands: help, state (show the table again), options, card WORD (a word of a card's name),
back (leave a menu (what to buy, attack, trade, sell, give …) for the one it came from),
log (what happened lately; 'log N': the last N lines, 'log turn N': turn N's, 'log all',
'log events': the engine's events),
pass turn (pass every priority until this turn ends; other questions are still asked),
stops few / stops normal / stops every (where you are asked for priority: few, only your
own turn's choices and what is aimed at you; normal, wherever something you hold could
change what happens, the default; every, wherever you have anything to do),
save FILE, quit (saves first if --save was given).
Marks on the table: * the player whose turn it is; in Four Souls, (charged) a character whose
↷ ability is ready, and ↷ after an item: used (deactivated), it recharges at its owner's turn.
""" + GUARDS
HELP_REMOTE = """Answer with the option's number or its id. For several choices, list them: 1 3 4.
Commands: help, state (show the table again), options, card WORD (a word of a card's name),
back (leave a menu (what to buy, attack, trade, sell, give …) for the one it came from),
log (what happened lately; 'log N': the last N lines, 'log turn N': turn N's, 'log all',
'log events': the engine's events),
pass turn (pass every priority until this turn ends; other questions are still asked),
stops few / stops normal / stops every (where you are asked for priority: few, only your
own turn's choices and what is aimed at you; normal, wherever something you hold could
change what happens, the default; every, wherever you have anything to do),
quit (leave the table: your seat waits for you; join again with the same token).
The host saves the game after every answer.
Marks on the table: * the player whose turn it is; in Four Souls, (charged) a character whose
↷ ability is ready, and ↷ after an item: used (deactivated), it recharges at its owner's turn.
""" + GUARDS

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
                 humans: list[str] | None = None, stop_everywhere: bool = False,
                 stops: Mapping[str, str] | None = None) -> None:
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
        # the game says which priority windows matter at each stop level (Ruleset.
        # window_matters), the same relevance the bots' declines start from; the rest are
        # passed for the seat by the kernel, unasked. A served seat may be a program speaking
        # the agent protocol, which answers every decision itself: served seats stop at every
        # window
        self.humans = list(humans or ())
        self.default_stops = EVERY if stop_everywhere or remote else DEFAULT_STOPS
        self.stops: dict[str, str] = {seat: (stops or {}).get(seat, self.default_stops)
                                      for seat in self.humans}
        self._note_stops()
        for seat in self.humans:
            self._declare(seat)
        # two or more people at this terminal take turns at it: each is handed the screen
        self.hot_seat = len(self.humans) > 1
        self.at_screen: str | None = None  # the seat the screen was last handed to
        self.saved_to: Path | None = None  # where 'save FILE' last wrote (quit saves there)
        self.shown: dict[str, Screen] = {}  # seat -> the question it was last shown
        self.confirming: Confirming | None = None  # an answer asked about once
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
        # a line already typed was meant for the question on the screen before this one
        changed = self.shown.get(decision.player) not in (None, screen_of(decision))
        ahead = changed and typed_before(self.stream)
        self.present(decision)
        refused = 0
        while True:
            asked = time.monotonic()
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
            # line editing reads typed-ahead keys into its own buffer, where the terminal no
            # longer shows them: an answer there at once was typed before it was asked
            ahead = ahead or (changed and self.editing is not None
                              and time.monotonic() - asked < TOO_QUICK)
            if ahead:
                ahead = changed = False
                drop_typed(self.stream)
                self.echo(f"'{clean(line)[:20]}' was typed before this question was shown, and "
                          "it is not the one you last saw: read it and answer again")
                refused += 1
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

    def wants_to_act(self, window: Window) -> bool:
        """Whether the person at ``window.player`` is asked in this priority window: not while
        "pass turn" is in force, else where the game says something they hold matters at
        their stop level (``Ruleset.window_matters``); the kernel passes for them elsewhere."""
        seat = window.player
        if seat in self.passing:
            if self.passing[seat] == self.game.turn:
                return False
            del self.passing[seat]
        level = self.stops.get(seat, self.default_stops)
        return level == EVERY or self.game.rules.window_matters(self.game, window, level)

    def auto_answer(self, decision: Decision) -> Any:
        """The answer given without asking, or None to ask: pass at a priority window the
        seat would have declined (one already open when the seat's stops were declared or
        changed), answered like a typed pass so the log and a replay are the same."""
        if decision.kind != PRIORITY or "pass" not in decision.option_ids():
            return None
        window = self.game.rules.priority_window(self.game, decision.player, self.game.windows)
        if window is not None and not self.wants_to_act(window):
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
        if clean(line):  # said after the clear, where the player now looks
            self.echo(f"'{clean(line)[:20]}' was typed at the hand-over, before {seat}'s "
                      "question was shown: it is not taken; read the question and answer it")
        return bool(line)

    def present(self, decision: Decision) -> None:
        """Tell the seat what happened since it last looked; show its table once a turn (or
        when nothing was narrated but the table changed); then the decision."""
        seat = decision.player
        game = self.game
        since = game.history_since(self.seen.get(seat))
        told = game.tell(since, seat)
        if game.history:
            self.seen[seat] = game.history[-1]
        if self.last_turn.get(seat) != game.turn:
            screen = game.render(seat)
            self.last_turn[seat] = game.turn
        else:
            screen = game.render_brief(seat)
        if screen == self.last_screen.get(seat):
            screen = ""
        # at a terminal, what happened, the table and the question fit one screen: the
        # oldest lines give way to a pointer to 'log'
        room = told_room(screen, decision, self.tty)
        if told:
            self.echo("")
            if len(told) > room:
                # 'log N' reaches back over all of what was told (with the lines a game's
                # cards said, which 'log' shows even where the screen leaves them out)
                back = len(game.tell(since, seat, said=True))
                self.echo(self.paint(f"  … {len(told) - room + 1} earlier lines ('log "
                                     f"{back}' shows them)", fg="cyan"))
                told = told[len(told) - room + 1:]
            for line in told:
                self.echo(self.paint(f"  {line}", fg="cyan"))
        if screen:
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
            cannot = self.paint(f"  ✗ {option.cannot}", fg="red") if option.cannot else ""
            echo(f"  {number}. {option.label or option.id}  [{option.id}]{cannot}")
        if decision.kind == CHOOSE_MANY:
            echo(f"  {how_many(decision)}")
        elif decision.kind == ORDER:
            echo("  give the order, e.g. '2 1 3'; options you leave out follow as listed")
        if decision.back:
            echo("  back: return to the menu this came from")
        self.shown[decision.player] = screen_of(decision)

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
            for line in log_page(game, viewer, rest):
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
            self.set_stops(rest.strip().lower(), decision.player)
            return None
        if word == "back" and not rest.strip() and (decision.back
                                                    or not names_an_option(text, decision)):
            if decision.back:
                return BACK
            echo("'back' leaves a menu (what to buy, attack, trade …) for the one it came "
                 "from; this question is not one of those")
            return None
        if word == "pass" and rest.strip().lower() == "turn":
            if decision.kind != PRIORITY or "pass" not in decision.option_ids():
                echo("'pass turn' answers priority; answer this question first")
                return None
            if self.checked("pass", decision, text) is None:
                return None
            self.passing[decision.player] = game.turn
            echo(f"passing until turn {game.turn} ends")
            return "pass"
        if word in ("quit", "exit"):
            raise QuitGame()
        try:
            value = decision.normalise(self.parse(text, decision))
        except UnclearAnswer as exc:
            echo(f"{exc} ('options' lists them)")
            return None
        except IllegalAnswer:
            why = game.rules.why_not(game, decision, text)
            if why:  # it names the player's own card or ability: say what stops it now
                echo(f"{why} ('options' lists what you can do)")
            else:
                echo(f"'{text[:40]}' is not an answer here: type {what_to_type(decision)} "
                     "('options' lists them, 'help' for commands)")
            return None
        return self.checked(value, decision, text)

    def checked(self, value: Any, decision: Decision, text: str) -> Any:
        """``value`` if it may go to the game as typed; None after saying why not: an option
        the game marks as one that cannot succeed, or (asked once) an answer that ends the
        seat's phase or turn with something unused."""
        why = cannot_take(decision, value)
        if why:
            self.echo(f"{why}; choose another" + (" or type 'back'" if decision.back else ""))
            return None
        left = self.game.rules.unspent(self.game, decision, value)
        if left and not (self.confirming and self.confirming.confirms(decision, value)):
            self.confirming = Confirming(decision.player, screen_of(decision), value)
            chosen = next((o.label for o in decision.options if o.id == value), "") or value
            self.echo(self.paint(f"{chosen}: that leaves {left}. Type '{text[:20]}' again to "
                                 "do it, or choose something else", fg="yellow"))
            return None
        self.confirming = None
        return value

    def set_stops(self, how: str, seat: str) -> None:
        """``stops few|normal|every``: where ``seat`` is asked for priority from now on;
        ``stops`` alone says the level in force."""
        if how:
            try:
                self.stops[seat] = stop_level(how)
            except ValueError as exc:
                self.echo(str(exc))
                return
            self._note_stops()
            if seat in self.humans:
                self._declare(seat)
        level = self.stops.get(seat, self.default_stops)
        self.echo(f"stops {level}: {STOP_MEANINGS[level]} "
                  f"(levels: {', '.join(STOP_LEVELS)})")

    def _declare(self, seat: str) -> None:
        """Tell the kernel where ``seat`` is asked: below the level every, its relevance (the
        kernel passes the rest for it, tidying-only windows too); at every, nowhere passed."""
        level = self.stops.get(seat, self.default_stops)
        self.game.declare_relevance(seat, None if level == EVERY else self.wants_to_act)

    def _note_stops(self) -> None:
        """Keep the people's stop levels in the save's header (a loaded game keeps them)."""
        if self.log is not None and not self.remote:
            table = {k: v for k, v in self.log.head.get("table", {}).items() if k != "stops"}
            if any(level != DEFAULT_STOPS for level in self.stops.values()):
                table["stops"] = dict(self.stops)
            self.log.set_table(table)

    def parse(self, text: str, decision: Decision) -> Any:
        """Turn numbers into option ids; keep ids as they are."""
        if decision.kind == NUMBER:
            return text
        number = _OPTION_NUMBER.fullmatch(text) is not None  # a number is the option's number
        several = decision.kind in (ORDER, CHOOSE_MANY)
        whole = None if number or several else option_named(text, decision)
        if whole is not None:
            return whole
        words = text.replace(",", " ").split()
        picked = []
        for word in words:
            # only ASCII digits are option numbers ('²'.isdigit() is true, int('²') fails)
            if _OPTION_NUMBER.fullmatch(word) and 1 <= int(word) <= len(decision.options):
                picked.append(decision.options[int(word) - 1].id)
            else:
                free = [i for i in decision.option_ids() if i not in picked]  # copies
                picked.append(named(decision, word, free) or word)
        if decision.kind == ORDER:
            # a partial order keeps the rest as offered, so '2' puts the second option first
            return picked + [i for i in decision.option_ids() if i not in picked]
        if decision.kind == CHOOSE_MANY:
            return [] if [w.lower() for w in words] == [NONE] else picked
        return picked[0] if len(picked) == 1 else text


MAX_INPUT = 10_000  # characters in one typed line
TOO_QUICK = 0.15  # seconds: nobody reads a new question and answers it faster
COMMAND_WORDS = ("help", "state", "options", "card ", "back", "log", "log events", "log turn ",
                 "log all", "pass turn",
                 "stops few", "stops normal", "stops every", "save ", "quit")
MAX_TOLD = 40  # narrated lines shown before a decision (the rest: 'log')
MIN_TOLD = 8  # ... and at least these many, however full the terminal
_OPTION_NUMBER = re.compile(r"[0-9]{1,6}")


def told_room(screen: str, decision: Decision, tty: bool) -> int:
    """How many narrated lines fit above ``screen`` and the decision's options on this
    terminal's height (at least MIN_TOLD); MAX_TOLD from a pipe."""
    if not tty:
        return MAX_TOLD
    height = shutil.get_terminal_size().lines
    shown = wrapped(screen, terminal_width()) if screen else ""
    used = shown.count("\n") + 2 + len(decision.options) + 4  # blanks, question, prompt
    return max(MIN_TOLD, min(MAX_TOLD, height - used))


class QuitGame(Exception):
    """The player typed quit."""


def option_named(text: str, decision: Decision) -> str | None:
    """The option ``text`` names, in the syntax scenarios share (``kernel/answers.py``): its
    id, the id without object numbers, a bare or prefixed form, the start of its label or
    card name; None if none fits; UnclearAnswer naming them if several different ones do."""
    return named(decision, text)


def names_an_option(text: str, decision: Decision) -> bool:
    """Whether ``text`` names one option or several (so it is not a command word)."""
    try:
        return option_named(text, decision) is not None
    except UnclearAnswer:
        return True


def how_many(decision: Decision) -> str:
    """How many options a choose-many question takes, with an example that fits the bound
    ("choose 1, e.g. '2'"; "choose 0 to 4, e.g. '1 3' or 'none'")."""
    low = max(0, decision.minimum)
    high = min(decision.maximum, len(decision.options))
    count = f"choose {low}" if low == high else f"choose {low} to {high}"
    return f"{count}, e.g. '{example(decision)}'" + (" or 'none'" if low == 0 else "")


def example(decision: Decision) -> str:
    """Option numbers as an example answer: as many as a choose-many question takes (two
    where it may take a few), within the options on offer."""
    offered = len(decision.options)
    high = min(decision.maximum, offered)
    size = max(decision.minimum, min(2, high), 1)
    numbers = [1, 3] if size == 2 and offered >= 3 else list(range(1, size + 1))
    return " ".join(str(n) for n in numbers)


def what_to_type(decision: Decision) -> str:
    """The valid answers of a decision, in words."""
    if decision.kind == NUMBER:
        return f"a number from {decision.minimum} to {decision.maximum}"
    count = len(decision.options)
    several = ""
    if decision.kind == CHOOSE_MANY:
        several = f" ({how_many(decision)})"
    elif decision.kind == ORDER:
        several = " (several: '2 1')"
    return (f"a number from 1 to {count}{several}, an option's id, or the start of its name"
            if count else "nothing can be chosen")


def clean(line: str) -> str:
    """A typed line without control characters or undecodable bytes, stripped."""
    return "".join(c for c in line if c.isprintable() or c == " ").strip()


def describe_event(data: dict[str, Any]) -> str:
    """A short text for an event's data in the ``log`` command."""
    parts = [f"{k}={v}" for k, v in data.items() if k not in ("position",)]
    return " ".join(parts)[:120]


def _history_index(game: Game) -> Callable[[Any], int]:
    """A sort key: how far back in the kept history an entry is (gone ones first)."""
    where = {id(entry): n for n, entry in enumerate(game.history)}
    return lambda entry: where.get(id(entry), -1)
