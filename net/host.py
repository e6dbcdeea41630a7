"""The game host: one asyncio task that owns the game and everything that touches it.

Connections never call the game. They post events (a seat joined, a line, a seat left) to
the host's inbox; the host answers bots, shows each seat its own questions through the play
prompt, saves, and tells everyone what they may know. Between two events nothing else runs
game code, so the synchronous game needs no locks and no threads.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from deckwright.kernel.agents import ExternalAgent, LazyView, ask_agent
from deckwright.kernel.decisions import Decision, forced_answer
from deckwright.kernel.errors import DeckwrightError, IllegalAnswer
from deckwright.kernel.game import Game
from deckwright.kernel.jsontext import NestedTooDeeply, read_json
from deckwright.kernel.log import GameLog
from deckwright.kernel.relevance import STOP_LEVELS

from .tokens import SPECTATOR
from .wire import JSON, TERM, Connection

PROTOCOL_VERSION = 1
SPECTATOR_PROMPT = "watching> "
SPECTATOR_HELP = ("You are watching: you see what every player may see, no hand.\n"
                  "Commands: help, state (the table), card NAME, log (recent events), quit.")
INBOX_SIZE = 1_024
MAX_TOLD = 40  # narrated lines sent at once to a waiting seat (the rest: 'log')
ASIDE = "aside"  # a term client's frame for a line typed while nothing was asked


class SeatPrompt(Protocol):
    """What the host needs of the play prompt (cli/play.py's Prompt)."""

    last_screen: dict[str, str]
    seen: dict[str, Any]  # seat -> the last history entry it was told about
    stops: dict[str, str]  # seat -> its stop level (kernel/relevance.py)

    def auto_answer(self, decision: Decision) -> Any:
        """An answer given without asking, or None."""
        ...

    def present(self, decision: Decision) -> None:
        """Show the table and the question."""
        ...

    def prompt_text(self, decision: Decision) -> str:
        """The prompt before a line."""
        ...

    def reply(self, line: str, decision: Decision) -> Any:
        """A legal answer, or None after answering a command in words."""
        ...

    def info(self, text: str, viewer: str) -> bool:
        """Answer help/state/card/log for ``viewer``; False if ``text`` is none of them."""
        ...


PromptFactory = Callable[[Callable[..., Any]], SeatPrompt]


# ---------------------------------------------------------------------- inbox events
@dataclass
class Joined:
    """A connection showed a good token."""

    conn: Connection


@dataclass
class Line:
    """A connection sent a line; ``asked``: a question waited for it when the line was read
    (a line read before the question was sent never answers it)."""

    conn: Connection
    text: str
    asked: bool = True


@dataclass
class Left:
    """A connection ended."""

    conn: Connection


@dataclass
class Away:
    """A seat's away limit ran out (``since`` tells which absence it was)."""

    seat: str
    since: float


@dataclass
class Stop:
    """The host stops the server (the game is saved and can be loaded again)."""

    reason: str


Event = Joined | Line | Left | Away | Stop


@dataclass
class Seat:
    """A human seat: its prompt, its connection, and a bot standing in while it is away."""

    name: str
    prompt: SeatPrompt
    conn: Connection | None = None
    joined: bool = False
    stand_in: Any = None
    away_since: float | None = None
    offered: Decision | None = None
    answered: bool = False  # it answered and has not been told whom the game waits for
    # a program at this seat answered with "forced_questions": false: a question with one
    # legal answer is answered for it (docs/external-agents.md)
    forced_questions: bool = True


@dataclass
class Watcher:
    """A spectator's connection, with its own prompt for help/state/card/log."""

    conn: Connection
    prompt: SeatPrompt
    last_screen: str = ""
    last_seen: int = -1


class HostError(DeckwrightError):
    """The hosted game cannot go on (a bot failed); it was saved first."""


@dataclass
class GameHost:
    """Runs one game for remote seats; ``run`` is the only code that calls the game."""

    game: Game
    log: GameLog
    humans: list[str]
    make_prompt: PromptFactory
    bots: dict[str, Any] = field(default_factory=dict)
    stand_in: Callable[[str], Any] | None = None
    save_path: Path | None = None
    away_limit: float | None = None
    say: Callable[[str], None] = print
    spectator_limit: int = 16
    spectators_per_address: int = 4

    def __post_init__(self) -> None:
        self.inbox: asyncio.Queue[Event] = asyncio.Queue(INBOX_SIZE)
        self.seats = {s: Seat(s, self.make_prompt(self._echo_to(s))) for s in self.humans}
        self.watchers: list[Watcher] = []
        self.started = False
        self.stopped: str | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._saved = -1

    # ------------------------------------------------------------------ the task
    def post(self, event: Event) -> None:
        """Queue an event without waiting (timers, signal handlers)."""
        try:
            self.inbox.put_nowait(event)
        except asyncio.QueueFull:
            asyncio.get_running_loop().create_task(self.inbox.put(event))

    async def run(self) -> dict[str, Any] | None:
        """Play the game to its end (or until stopped); return its result."""
        self._loop = asyncio.get_running_loop()
        for seat in self.seats.values():
            self._start_away_clock(seat)
        self._try_start()
        while True:
            if self.started and not self.game.over:
                await self._play_automatic()
            self._save()
            if self.game.over:
                self._finish()
                return self.game.result
            self._offer()
            self._tell_waiting()
            self._update_watchers()
            event = await self.inbox.get()
            self._handle(event)
            if self.stopped is not None:
                self._save()
                self._stop_all()
                return None

    def _handle(self, event: Event) -> None:
        if isinstance(event, Joined):
            self._joined(event.conn)
        elif isinstance(event, Line):
            self._timed_line(event)
        elif isinstance(event, Left):
            self._left(event.conn)
        elif isinstance(event, Away):
            self._away(event)
        elif isinstance(event, Stop):
            self.stopped = event.reason

    # ------------------------------------------------------------------ the game
    async def _play_automatic(self) -> None:
        """Answer what bots and "pass turn" answer, until a person must answer."""
        made = 0
        while not self.game.over:
            for decision in self.game.pending:
                answer = await self._automatic_answer(decision)
                if answer is not None:
                    break
            else:
                return
            self._answer(decision.player, answer, by_bot=True)
            self._narrate()
            made += 1
            if made % 16 == 0:
                await asyncio.sleep(0)  # let connections be served during a long bot run

    async def _automatic_answer(self, decision: Decision) -> Any:
        seat = decision.player
        agent = self.bots.get(seat)
        if agent is None and seat in self.seats:
            agent = self.seats[seat].stand_in
        if agent is None:
            if seat not in self.seats:
                return None
            if not self.seats[seat].forced_questions:
                forced = forced_answer(decision)
                if forced is not None:
                    return forced
            return self.seats[seat].prompt.auto_answer(decision)
        try:
            if isinstance(agent, ExternalAgent):  # it may block: a thread, given a copy
                return await asyncio.to_thread(ask_agent, agent, decision,
                                               self.game.view(seat))
            return ask_agent(agent, decision, LazyView(self.game, seat))
        except DeckwrightError as exc:
            self._fail(f"the bot for {seat} failed: {exc}")
            raise HostError(f"the bot for {seat} failed: {exc}") from None

    def _answer(self, seat: str, answer: Any, by_bot: bool = False) -> None:
        try:
            self.game.answer(seat, answer)
        except IllegalAnswer as exc:
            if not by_bot:
                raise
            self._fail(f"the bot for {seat} gave an illegal answer: {exc}")
            raise HostError(f"the bot for {seat} gave an illegal answer: {exc}") from None
        self.log.after_answer()

    def _fail(self, message: str) -> None:
        self._save()
        self.say(f"error: {message}; the game is saved")
        self._broadcast(f"The game cannot go on: {message}. The host has it saved.")
        self._stop_all()

    def _save(self) -> None:
        """Save the log whenever answers were given since the last save."""
        count = len(self.game.answers)
        if self.save_path is None or count == self._saved:
            return
        try:
            self.log.save(self.save_path)
            self._saved = count
        except DeckwrightError as exc:
            self.say(f"warning: {exc}")

    def _offer(self) -> None:
        """Show each waiting seat its question, once (again after a reconnection)."""
        if not self.started:
            return
        for decision in self.game.pending:
            seat = self.seats.get(decision.player)
            if seat is None or seat.conn is None or seat.offered is decision:
                continue
            seat.offered = decision
            seat.answered = False
            conn = seat.conn
            if conn.mode == JSON:
                conn.json({"type": "decision", "decision": decision.to_json(),
                           "view": self.game.view(seat.name)})
            else:
                seat.prompt.present(decision)
                conn.prompt(seat.prompt.prompt_text(decision))
            conn.asked = True
            conn.active_at = time.monotonic()

    def _tell_waiting(self) -> None:
        """A seat that answered and has nothing to answer now hears whom the game waits for."""
        for seat in self.seats.values():
            if seat.answered and seat.conn is not None and seat.conn.mode != JSON:
                if self.game.pending_for(seat.name) is None:
                    seat.conn.text(self._waiting_text())
                seat.answered = False

    def _narrate(self) -> None:
        """Tell each seat that is asked nothing what happened since it last heard, as it
        happens and as that seat may see it (its next question then tells only what is new)."""
        if not self.started:
            return
        game = self.game
        for seat in self.seats.values():
            conn = seat.conn
            if conn is None or conn.mode == JSON or conn.asked:
                continue
            news = game.history_since(seat.prompt.seen.get(seat.name))
            if not news:
                continue
            seat.prompt.seen[seat.name] = game.history[-1]
            for line in game.tell(news, seat.name)[-MAX_TOLD:]:
                conn.text(f"  {line}")

    def _waiting_text(self) -> str:
        if not self.started:
            missing = [s for s, seat in self.seats.items() if seat.conn is None
                       and seat.stand_in is None]
            return f"the game starts when {', '.join(missing)} {_join_verb(missing)}"
        waiting = [d.player for d in self.game.pending]
        return f"waiting for {', '.join(waiting) or 'nobody'}"

    def _update_watchers(self) -> None:
        """Show spectators the table when it changed (only what every player may see)."""
        for watcher in self.watchers:
            conn = watcher.conn
            if conn.mode == JSON:
                if watcher.last_seen != len(self.game.answers):
                    watcher.last_seen = len(self.game.answers)
                    conn.json({"type": "view", "view": self.game.view(SPECTATOR)})
                continue
            screen = self.game.render(SPECTATOR)
            if screen and screen != watcher.last_screen:
                watcher.last_screen = screen
                conn.text(f"\n{screen}")

    def _finish(self) -> None:
        """Tell everyone how the game ended, and say goodbye."""
        self.say(self._result_text())
        for conn in self._connections():
            self.farewell(conn)

    def _result_text(self) -> str:
        game = self.game
        text = game.rules.result_text(game) or f"game over: {game.result}"
        if game.error:
            text += f"\nthe game stopped because of an error: {game.error}"
        return text

    def farewell(self, conn: Connection) -> None:
        """Tell one connection how the game ended, and say goodbye (also to one that joins
        after the end)."""
        if conn.mode == JSON:
            conn.json({"type": "end", "result": self.game.result})
        else:
            conn.text(f"\n{self._result_text()}")
        conn.close("the game is over", over=True)

    def _stop_all(self) -> None:
        """Close every connection without a goodbye, so ``join`` tries to reconnect."""
        for conn in self._connections():
            conn.text(f"the server stops: {self.stopped or 'the game cannot go on'}; "
                      "the game is saved")
            conn._shut("the server stopped")

    # ------------------------------------------------------------------ connections
    def _connections(self) -> list[Connection]:
        seated = [s.conn for s in self.seats.values() if s.conn is not None]
        return seated + [w.conn for w in self.watchers]

    def _broadcast(self, text: str, *, but: Connection | None = None) -> None:
        for conn in self._connections():
            if conn is not but:
                conn.text(text)

    def _echo_to(self, seat: str) -> Callable[..., Any]:
        def echo(message: str, nl: bool = True) -> None:
            conn = self.seats[seat].conn
            if conn is not None:
                conn.text(message, nl)
        return echo

    def _joined(self, conn: Connection) -> None:
        if conn.who == SPECTATOR:
            self._watcher_joined(conn)
            return
        seat = self.seats[conn.who]
        old, seat.conn = seat.conn, conn
        if old is not None:
            old.close(f"another connection joined as {seat.name} with your token; "
                      "this one is closed")
        back = seat.joined
        had_stand_in = seat.stand_in is not None
        seat.joined = True
        seat.stand_in = None
        seat.away_since = None
        seat.offered = None
        seat.prompt.last_screen.clear()
        game = self.game
        self.say(f"{seat.name} {'is back' if back else 'joined'} from {conn.address}"
                 f"{' (' + conn.mode + ' mode)' if conn.mode != 'text' else ''}")
        if conn.mode == JSON:
            conn.json({"type": "hello", "protocol": PROTOCOL_VERSION, "game": game.id,
                       "seat": seat.name, "seats": list(game.seats), "options": game.options})
        else:
            conn.text(f"You are {seat.name} in {game.rules.name or game.id} "
                      f"({len(game.seats)} players). Type 'help' at any prompt.")
        news = f"{seat.name} {'is back' if back else 'joined'}"
        if had_stand_in:
            news += "; the bot that stood in stands down"
        self._broadcast(news, but=conn)
        if not self._try_start() and (not self.started
                                      or self.game.pending_for(seat.name) is None):
            conn.text(self._waiting_text())

    def _watcher_joined(self, conn: Connection) -> None:
        if len(self.watchers) >= self.spectator_limit:
            conn.close(f"closed: {self.spectator_limit} spectators watch already")
            return
        if sum(w.conn.address == conn.address for w in self.watchers) \
                >= self.spectators_per_address:
            # the token is shared: one party must not take every spectator's place
            conn.close(f"closed: {self.spectators_per_address} spectators from your address "
                       "watch already")
            return
        watcher = Watcher(conn, self.make_prompt(conn.echo))
        self.watchers.append(watcher)
        self.say(f"a spectator joined from {conn.address}")
        game = self.game
        if conn.mode == JSON:
            conn.json({"type": "hello", "protocol": PROTOCOL_VERSION, "game": game.id,
                       "seat": None, "seats": list(game.seats), "options": game.options})
        else:
            conn.text(f"You watch {game.rules.name or game.id} ({len(game.seats)} players). "
                      "Type 'help' for what you can do.")
        self._update_watchers()
        conn.prompt(SPECTATOR_PROMPT)

    def _try_start(self) -> bool:
        """Start once every human seat is here or has a bot standing in; True if it did."""
        if self.started:
            return False
        if any(s.conn is None and s.stand_in is None for s in self.seats.values()):
            return False
        self.started = True
        self.say("everyone is here: the game begins" if self.seats else "the game begins")
        self._broadcast("Everyone is here: the game begins.")
        return True

    def _left(self, conn: Connection) -> None:
        if conn.who == SPECTATOR:
            self.watchers = [w for w in self.watchers if w.conn is not conn]
            return
        seat = self.seats.get(conn.who)
        if seat is None or seat.conn is not conn:
            return  # an old connection of a seat that joined again
        seat.conn = None
        seat.offered = None
        reason = conn.close_reason or "the connection closed"
        self.say(f"{seat.name} left ({reason})")
        self._broadcast(f"{seat.name} left the table ({_short_reason(reason)}); "
                        + self._away_text())
        self._start_away_clock(seat)

    def _away_text(self) -> str:
        if self.away_limit is None:
            return "the game waits for them"
        return (f"the game waits for them; after {self.away_limit:g} s away a bot plays "
                "for them")

    def _start_away_clock(self, seat: Seat) -> None:
        if seat.conn is not None:
            return
        seat.away_since = time.monotonic()
        if self.away_limit is not None and self._loop is not None:
            event = Away(seat.name, seat.away_since)
            self._loop.call_later(self.away_limit, self.post, event)

    def _away(self, event: Away) -> None:
        seat = self.seats[event.seat]
        if seat.conn is not None or seat.away_since != event.since or self.stand_in is None:
            return
        seat.stand_in = self.stand_in(seat.name)
        text = (f"{seat.name} has been away for {self.away_limit:g} s: a bot plays for them "
                "until they join again")
        self.say(text)
        self._broadcast(text)
        self._try_start()

    # ------------------------------------------------------------------ lines
    def _timed_line(self, event: Line) -> None:
        """Handle one line and charge its connection the time it took (an answer that moved
        the game on is free: the game's work is nobody's flood); then let it send the next."""
        conn = event.conn
        try:
            if conn.closed:
                return
            answers = len(self.game.answers)
            started = time.perf_counter()
            self._line(conn, event.text, event.asked)
            if len(self.game.answers) == answers:
                conn.work.charge(time.perf_counter() - started)
        finally:
            conn.ready.set()

    def _line(self, conn: Connection, text: str, asked: bool = True) -> None:
        """One line from a connection: an answer only if it was typed at the seat's question;
        one typed while the seat was asked nothing (an aside) may only be a command."""
        if conn.who == SPECTATOR:
            self._watcher_line(conn, text)
            return
        seat = self.seats[conn.who]
        if conn.mode == JSON:
            self._json_line(seat, conn, text)
            return
        aside = not asked
        if conn.mode == TERM:
            typed = _aside_text(text)
            if typed is not None:
                text, aside = typed, True
        words = _clean(text)
        decision = self._decision_for(seat)
        if not words:
            if decision is not None:
                conn.prompt(seat.prompt.prompt_text(decision))
            return
        if words.split()[0].lower() in ("quit", "exit"):
            conn.close("you left the table; your seat waits for you: join again with the "
                       "same token")
            return
        if decision is None or aside:
            if not seat.prompt.info(words, seat.name):
                conn.text(self._dropped_text(words, decision))
            if decision is not None:
                conn.prompt(seat.prompt.prompt_text(decision))
            return
        answer = seat.prompt.reply(text, decision)
        if answer is None:
            conn.prompt(seat.prompt.prompt_text(decision))
            return
        self._human_answer(seat, answer)

    def _dropped_text(self, words: str, decision: Decision | None) -> str:
        """The one line for a line dropped because no question was on screen when it was
        typed: it is never kept for the next question."""
        shown = words if len(words) <= 40 else words[:39] + "…"
        if decision is None:
            return (f"'{shown}' was dropped: nobody asked you anything "
                    f"({self._waiting_text()})")
        return f"'{shown}' was dropped: it was typed before this question was shown"

    def _decision_for(self, seat: Seat) -> Decision | None:
        if not self.started or seat.stand_in is not None:
            return None
        return self.game.pending_for(seat.name)

    def _human_answer(self, seat: Seat, answer: Any) -> None:
        self._answer(seat.name, answer)
        seat.offered = None
        seat.answered = True
        if seat.conn is not None:
            seat.conn.asked = False
        self._narrate()

    def _json_line(self, seat: Seat, conn: Connection, text: str) -> None:
        try:
            message = read_json(text)
        except NestedTooDeeply:
            conn.json({"type": "error", "message": "JSON nested too deeply"})
            return
        except ValueError:
            conn.json({"type": "error", "message": f"not a JSON line: {text.strip()[:80]!r}"})
            return
        decision = self._decision_for(seat)
        if decision is None:
            conn.json({"type": "error", "message": f"no question for {seat.name} now; "
                       + self._waiting_text()})
            return
        answer = message["answer"] if isinstance(message, dict) and "answer" in message \
            else message
        if isinstance(message, dict) and isinstance(message.get("forced_questions"), bool):
            seat.forced_questions = message["forced_questions"]
        if isinstance(message, dict) and "stops" in message:
            # a program may choose a person's stop level: passed for unasked where nothing it
            # holds matters (docs/external-agents.md)
            if message["stops"] not in STOP_LEVELS:
                conn.json({"type": "refused", "message": f"stops {str(message['stops'])[:20]!r}"
                           f": the levels are {', '.join(STOP_LEVELS)}"})
                seat.offered = None
                return
            seat.prompt.stops[seat.name] = message["stops"]
        try:
            self._human_answer(seat, answer)
        except (IllegalAnswer, TypeError, ValueError) as exc:
            conn.json({"type": "refused", "message": str(exc)[:500]})
            seat.offered = None  # ask again

    def _watcher_line(self, conn: Connection, text: str) -> None:
        watcher = next((w for w in self.watchers if w.conn is conn), None)
        if watcher is None:
            return
        words = _clean(text)
        if words and words.split()[0].lower() in ("quit", "exit"):
            conn.close("goodbye")
            return
        if words.lower() in ("help", "?"):
            conn.text(SPECTATOR_HELP)
        elif words and not watcher.prompt.info(words, SPECTATOR):
            conn.text("spectators only watch; type 'help' for what you can do")
        conn.prompt(SPECTATOR_PROMPT)


def _clean(line: str) -> str:
    return "".join(c for c in line if c.isprintable() or c == " ").strip()


def _aside_text(line: str) -> str | None:
    """The text of a term client's aside frame (``{"t": "aside", "text": …}``), or None if
    ``line`` is a plain line."""
    if not line.startswith("{"):
        return None
    try:
        frame = read_json(line)
    except ValueError:  # (one nested too deeply too: jsontext)
        return None
    if isinstance(frame, dict) and frame.get("t") == ASIDE and isinstance(frame.get("text"), str):
        return str(frame["text"])
    return None


def _join_verb(seats: list[str]) -> str:
    return "joins" if len(seats) == 1 else "join"


def _short_reason(reason: str) -> str:
    return reason[:120]
