"""Agents answer decisions: random, scripted (tests) and external programs over JSON lines."""

from __future__ import annotations

import json
import selectors
import subprocess
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from .decisions import CHOOSE_MANY, NUMBER, ORDER, Answer, Decision
from .errors import DeckwrightError

if TYPE_CHECKING:
    from .game import Game

PROTOCOL_VERSION = 1


class Agent(Protocol):
    """Anything that answers decisions for one seat."""

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """Return an answer to ``decision`` given what the seat may see."""
        ...


class LazyView(Mapping[str, Any]):
    """``game.view(seat)`` built only if an agent reads it (random bots never do)."""

    __slots__ = ("_game", "seat", "_data")

    def __init__(self, game: Game, seat: str) -> None:
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

    def __init__(self, seat: str, game: Game) -> None:
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


class AgentError(DeckwrightError):
    """An external agent broke the protocol (bad JSON, no answer in time, exited)."""


class ExternalAgent:
    """A child process spoken to in JSON lines over stdin/stdout (see docs/external-agents.md).

    Each message is one JSON object on one line. The kernel sends ``hello`` once, then a
    ``decision`` with the seat's view whenever the seat must answer, and ``end`` at the end;
    the program answers each ``decision`` with ``{"answer": ...}``.
    """

    def __init__(self, command: str | list[str], seat: str, game: Game,
                 timeout: float = 30.0) -> None:
        self.command = command if isinstance(command, list) else command.split()
        self.seat = seat
        self.timeout = timeout
        try:
            self.process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                bufsize=1,
            )
        except OSError as exc:
            raise AgentError(f"cannot start agent '{' '.join(self.command)}': {exc}") from None
        self._send({"type": "hello", "protocol": PROTOCOL_VERSION, "game": game.id,
                    "seat": seat, "seats": list(game.seats), "options": game.options})

    def _send(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(json.dumps(message, sort_keys=True) + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise AgentError(f"agent for {self.seat} exited") from None

    def _receive(self) -> Any:
        assert self.process.stdout is not None
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        ready = selector.select(self.timeout)
        selector.close()
        if not ready:
            raise AgentError(f"agent for {self.seat} gave no answer within {self.timeout:g} s")
        line = self.process.stdout.readline()
        if not line:
            raise AgentError(f"agent for {self.seat} exited without answering")
        try:
            return json.loads(line)
        except json.JSONDecodeError:
            raise AgentError(f"agent for {self.seat} sent a line that is not JSON: "
                             f"{line.strip()[:80]!r}") from None

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """Send the decision and the seat's view; read back one answer."""
        self._send({"type": "decision", "decision": decision.to_json(), "view": dict(view)})
        reply = self._receive()
        if isinstance(reply, dict):
            if "answer" not in reply:
                raise AgentError(f"agent for {self.seat} replied without an 'answer' field")
            reply = reply["answer"]
        return reply

    def close(self, result: dict[str, Any] | None = None) -> None:
        """Tell the program the game ended and let it exit."""
        try:
            self._send({"type": "end", "result": result})
        except AgentError:
            pass
        try:
            if self.process.stdin:
                self.process.stdin.close()
            self.process.wait(timeout=5)
        except (subprocess.TimeoutExpired, OSError):
            self.process.kill()
            self.process.wait()


def make_agent(spec: str, seat: str, game: Game, factories: Mapping[str, Any]) -> Any:
    """Build an agent from a spec: ``random``, ``heuristic``, or ``external:COMMAND``."""
    if spec.startswith("external:"):
        return ExternalAgent(spec[len("external:"):], seat, game)
    try:
        factory = factories[spec]
    except KeyError:
        offer = ", ".join([*sorted(factories), "external:COMMAND"])
        raise DeckwrightError(f"no agent called '{spec}' (agents: {offer})") from None
    return factory(seat, game)


def play_out(game: Game, agents: Mapping[str, Any], max_decisions: int = 1_000_000) -> int:
    """Let agents answer until the game is over; return how many decisions they made."""
    made = 0
    while not game.over:
        pending = game.pending
        if not pending:
            break
        for decision in pending:
            answer = agents[decision.player].choose(decision, LazyView(game, decision.player))
            game.answer(decision.player, answer)
            made += 1
        if made > max_decisions:
            raise DeckwrightError(f"the game did not end within {max_decisions} decisions")
    return made
