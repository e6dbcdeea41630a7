"""Agents answer decisions: random, scripted (tests) and external programs over JSON lines."""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from .decisions import CHOOSE_MANY, NUMBER, ORDER, Answer, Decision, Window, forced_answer
from .errors import DeckwrightError
from .jsontext import NestedTooDeeply, read_json
from .levels import LEVELS
from .relevance import EVERY, STOP_LEVELS

if TYPE_CHECKING:
    from .rng import Rng

PROTOCOL_VERSION = 1


class AgentTable(Protocol):
    """What agents and the drivers here need of a game: its seats, options and dice, what a
    seat may see, the pending decisions and a way to answer them."""

    id: str
    seats: list[str]
    options: dict[str, Any]
    rng: Rng
    over: bool

    @property
    def pending(self) -> list[Decision]:
        """The decisions the game waits for right now."""

    def answer(self, player: str, answer: Any) -> None:
        """Answer ``player``'s pending decision."""

    def view(self, player: str | None) -> dict[str, Any]:
        """What ``player`` may see."""

    def declare_relevance(self, seat: str, wants: Callable[[Window], bool] | None) -> None:
        """Let ``seat`` decline priority windows beforehand."""

    def window_matters(self, window: Window, level: str) -> bool:
        """Whether something the window's seat holds could matter there at stop ``level``."""


class Agent(Protocol):
    """Anything that answers decisions for one seat.

    An agent may also have ``forced_questions = False``: then a decision with exactly one
    legal answer is answered for it without asking (:func:`ask_agent`). Without the attribute
    it is asked every question, as a random bot must be (each answer draws from its
    generator, so skipping one would change the games its seeds give).
    """

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """Return an answer to ``decision`` given what the seat may see."""
        ...


def bind_relevance(game: AgentTable, agents: Mapping[str, Any]) -> None:
    """Declare to ``game`` the relevance of every agent that has it: an agent with
    ``wants_to_act(window) -> bool`` is asked before each of its priority windows and a
    False passes for it without the window's actions being computed (issue #32). Such an
    agent must answer from the game alone, drawing nothing, and decline only windows where it
    would pass whatever is on offer: the games stay the same, only faster."""
    for seat, agent in agents.items():
        wants = getattr(agent, "wants_to_act", None)
        if callable(wants):
            game.declare_relevance(seat, wants)


def ask_agent(agent: Any, decision: Decision, view: Mapping[str, Any]) -> Answer:
    """``agent``'s answer to ``decision``; one with a single legal answer is answered without
    asking an agent that opted out of forced questions (``forced_questions = False``)."""
    if not getattr(agent, "forced_questions", True):
        forced = forced_answer(decision)
        if forced is not None:
            return forced
    return agent.choose(decision, view)


class LazyView(Mapping[str, Any]):
    """``game.view(seat)`` built only if an agent reads it (random bots never do)."""

    __slots__ = ("_game", "seat", "_data")

    def __init__(self, game: AgentTable, seat: str) -> None:
        self._game = game
        self.seat = seat
        self._data: dict[str, Any] | None = None

    @property
    def data(self) -> dict[str, Any]:
        """The view as a dict."""
        if self._data is None:
            self._data = self._game.view(self.seat)
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.data)

    def __len__(self) -> int:
        return len(self.data)


class RandomAgent:
    """Picks uniformly among the options, from its own generator derived from the game's seed."""

    def __init__(self, seat: str, game: AgentTable) -> None:
        self.rng = game.rng.derive(f"agent:{seat}")

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """A uniformly random legal answer."""
        ids = decision.option_ids()
        if decision.kind == NUMBER:
            return self.rng.randint(decision.minimum, decision.maximum)
        if decision.kind == ORDER:
            order = list(ids)
            self.rng.shuffle(order)
            return order
        if decision.kind == CHOOSE_MANY:
            low = max(0, decision.minimum)
            high = min(len(ids), decision.maximum)
            count = self.rng.randint(low, high)
            picked = list(ids)
            self.rng.shuffle(picked)
            return [i for i in ids if i in picked[:count]]
        return ids[self.rng.below(len(ids))]


class ScriptedAgent:
    """Answers from a fixed list, in order (tests); fails clearly when the list runs out."""

    def __init__(self, answers: Iterable[Answer]) -> None:
        self.answers = list(answers)

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """The next scripted answer."""
        if not self.answers:
            raise DeckwrightError(f"no scripted answer left for {decision.describe()}")
        return self.answers.pop(0)


MAX_AGENT_LINE = 1_000_000  # bytes in one line from an external agent


class AgentError(DeckwrightError):
    """An external agent broke the protocol (bad JSON, no answer in time, exited)."""


class ExternalAgent:
    """A child process spoken to in JSON lines over stdin/stdout (see docs/external-agents.md).

    Each message is one JSON object on one line. The kernel sends ``hello`` once, then a
    ``decision`` with the seat's view whenever the seat must answer, and ``end`` at the end;
    the program answers each ``decision`` with ``{"answer": ...}``.
    """

    def __init__(self, command: str | list[str], seat: str, game: AgentTable,
                 timeout: float = 30.0) -> None:
        self.command = command if isinstance(command, list) else command.split()
        self.seat = seat
        self.timeout = timeout
        self._buffer = b""
        # the program may answer with "forced_questions": false to be spared questions that
        # have one legal answer (see ask_agent)
        self.forced_questions = True
        # ... and with "stops": a stop level, to be asked only where the game's relevance says
        # something it holds matters (kernel/relevance.py); every window until it says so
        self.game = game
        self.stops = EVERY
        try:
            self.process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
            )
        except OSError as exc:
            raise AgentError(f"cannot start agent '{' '.join(self.command)}': {exc}") from None
        assert self.process.stdin is not None and self.process.stdout is not None
        # never block on the program: a bot that stops reading or writing is timed out
        os.set_blocking(self.process.stdin.fileno(), False)
        os.set_blocking(self.process.stdout.fileno(), False)
        self._send({"type": "hello", "protocol": PROTOCOL_VERSION, "game": game.id,
                    "seat": seat, "seats": list(game.seats), "options": game.options})

    def _send(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        data = (json.dumps(message, sort_keys=True) + "\n").encode("utf-8")
        fd = self.process.stdin.fileno()
        deadline = time.monotonic() + self.timeout
        while data:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AgentError(f"agent for {self.seat} stopped reading its input (a message "
                                 f"could not be delivered within {self.timeout:g} s)")
            _, writable, _ = select.select([], [fd], [], left)
            if not writable:
                continue
            try:
                sent = os.write(fd, data[:65536])
            except BlockingIOError:
                continue
            except OSError:
                raise AgentError(f"agent for {self.seat} exited") from None
            data = data[sent:]

    def _receive(self) -> Any:
        assert self.process.stdout is not None
        fd = self.process.stdout.fileno()
        deadline = time.monotonic() + self.timeout
        while b"\n" not in self._buffer:
            if len(self._buffer) > MAX_AGENT_LINE:
                raise AgentError(f"agent for {self.seat} sent more than {MAX_AGENT_LINE:,} "
                                 "bytes without ending the line")
            left = deadline - time.monotonic()
            if left <= 0:
                raise AgentError(f"agent for {self.seat} gave no answer within "
                                 f"{self.timeout:g} s")
            readable, _, _ = select.select([fd], [], [], left)
            if not readable:
                continue
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                continue
            if not chunk:
                raise AgentError(f"agent for {self.seat} exited without answering")
            self._buffer += chunk
        raw, _, self._buffer = self._buffer.partition(b"\n")
        if len(raw) > MAX_AGENT_LINE:
            raise AgentError(f"agent for {self.seat} sent a line of more than "
                             f"{MAX_AGENT_LINE:,} bytes")
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise AgentError(f"agent for {self.seat} sent a line that is not UTF-8") from None
        try:
            return read_json(line)
        except NestedTooDeeply:
            raise AgentError(f"agent for {self.seat} sent JSON nested too deeply") from None
        except ValueError:
            excerpt = line.strip()[:80]
            raise AgentError(f"agent for {self.seat} sent a line that is not JSON: "
                             f"{excerpt!r}") from None

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """Send the decision and the seat's view; read back one answer."""
        self._send({"type": "decision", "decision": decision.to_json(), "view": dict(view)})
        reply = self._receive()
        if isinstance(reply, dict):
            if "answer" not in reply:
                raise AgentError(f"agent for {self.seat} replied without an 'answer' field")
            if isinstance(reply.get("forced_questions"), bool):
                self.forced_questions = reply["forced_questions"]
            if "stops" in reply:
                self.set_stops(reply["stops"])
            reply = reply["answer"]
        return reply

    def set_stops(self, level: Any) -> None:
        """Take the stop level the program asked for: below ``every`` the kernel passes for
        it, unasked, where nothing it holds matters (logged as declined, so replays agree)."""
        if level not in STOP_LEVELS:
            raise AgentError(f"agent for {self.seat} asked for stops {str(level)[:20]!r}: "
                             f"the levels are {', '.join(STOP_LEVELS)}")
        self.stops = level
        self.game.declare_relevance(self.seat, None if level == EVERY else self.asked_at)

    def asked_at(self, window: Window) -> bool:
        """Whether the program is asked in this priority window, at its stop level (declared
        only once it chose one: a bot with ``wants_to_act`` is bound from the start)."""
        return self.stops == EVERY or self.game.window_matters(window, self.stops)

    def close(self, result: dict[str, Any] | None = None) -> None:
        """Tell the program the game ended and let it exit."""
        try:
            self._send({"type": "end", "result": result})
        except AgentError:
            pass
        try:
            if self.process.stdin:
                self.process.stdin.close()
            self.process.wait(timeout=min(5.0, self.timeout))
        except (subprocess.TimeoutExpired, OSError):
            self.process.kill()
            self.process.wait()


def check_agent_specs(specs: list[str], factories: Mapping[str, Any]) -> None:
    """Every agent named exists (``external:COMMAND`` always does); one DeckwrightError for
    the first that does not, before any game starts."""
    for spec in specs:
        if not spec.startswith("external:") and spec not in factories:
            raise DeckwrightError(unknown_agent(spec, factories))


def unknown_agent(spec: str, factories: Mapping[str, Any]) -> str:
    """The error for a bot name nobody offers: the levels first, then the other bots."""
    levels = [name for name in LEVELS if name in factories]
    others = [*sorted(set(factories) - set(levels)), "external:COMMAND"]
    offer = (f"the levels are {', '.join(levels)}; other bots: " if levels else "agents: ")
    return f"no agent called '{spec[:40]}' ({offer}{', '.join(others)})"


def make_agent(spec: str, seat: str, game: AgentTable, factories: Mapping[str, Any]) -> Any:
    """Build an agent from a spec: a level (``easy``, ``normal``, ``hard``), ``random``,
    ``heuristic``, or ``external:COMMAND``."""
    if spec.startswith("external:"):
        return ExternalAgent(spec[len("external:"):], seat, game)
    try:
        factory = factories[spec]
    except KeyError:
        raise DeckwrightError(unknown_agent(spec, factories)) from None
    return factory(seat, game)


def play_out(game: AgentTable, agents: Mapping[str, Any], max_decisions: int = 1_000_000) -> int:
    """Let agents answer until the game is over (each declaring its relevance, if it has
    one: :func:`bind_relevance`); return how many decisions they made."""
    bind_relevance(game, agents)
    made = 0
    while not game.over:
        pending = game.pending
        if not pending:
            break
        for decision in pending:
            answer = ask_agent(agents[decision.player], decision,
                               LazyView(game, decision.player))
            game.answer(decision.player, answer)
            made += 1
        if made > max_decisions:
            raise DeckwrightError(f"the game did not end within {max_decisions} decisions")
    return made
