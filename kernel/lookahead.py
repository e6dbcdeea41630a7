"""Looking ahead for one seat (issue #36, DESIGN §2.4): each candidate answer to a decision
is tried in a forked copy of the game, with what the seat cannot see resampled, played on for
a short horizon by a cheap policy and scored by the game's own evaluation; the best average
wins, ties go to the default (the heuristic's) answer.

The copy is the process itself (``os.fork``): a game's flow is a generator and its Lua
runtimes cannot be copied, and a fork of a mid-game table costs a few tens of milliseconds.
The child never writes anything (its output goes to ``/dev/null``, the game's observers and
its game-over hook are silenced), sends one number back through a pipe and exits with
``os._exit``; one that fails or runs past the budget is simply not counted.

Hidden information is resampled, never read: the cards the seat cannot see (in zones hidden
from it, in other seats' own zones, face down and not shown to it) are put back in the same
places in an order drawn from the bot's generator, each among the unseen cards of its kind
(``Ruleset.unseen_kind``). The cards are sorted before they are shuffled, so where each really
was leaves no trace; the dice are reseeded from the same generator. Same seed, same choices.

The copies of one sample (one per candidate) run side by side, so a decision has the
machine's cores, or its share of a busy machine's, while it is searched.

The work per decision is fixed by counts (``SearchCounts``), so a game stays a function of
its seed; the time budget is a guard on top: a search that reaches it answers with the best
found over the rounds every candidate completed, and is counted (``SearchStats``).
"""

from __future__ import annotations

import gc
import math
import os
import select
import signal
import struct
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .agents import AgentTable, LazyView, ask_agent, bind_relevance
from .decisions import PRIORITY, Answer, Decision
from .rng import Rng
from .state import GameObject, Zone

SCORE = struct.Struct("<d")
DEFAULT_BUDGET = 1.0  # seconds one decision may take at most
RESERVE = 0.1  # the share of the budget kept for ending the copies and answering


class LookaheadTable(AgentTable, Protocol):
    """What a search needs of a game beyond what agents do: its zones and objects (to
    resample what a seat cannot see), its rules, turn and result, and its observers."""

    rules: Any
    turn: int
    result: dict[str, Any] | None
    zones: dict[str, Zone]
    objects: dict[str, GameObject]
    observers: list[Any]
    stack: list[Any]

    def create_object(self, card: str, zone: str, *, owner: str | None = None,
                      position: str | int = ..., face_down: bool = False) -> GameObject:
        """Put a new object for ``card`` into ``zone`` (set-up; not an event)."""


Policy = Callable[[str, Any], Any]          # (seat, game) -> an agent for the rollout
Evaluation = Callable[[Any, str], float]    # (game, seat) -> how good the position is
# (game, seat) -> a mark of what settles a rollout (a game's souls and deaths, say): once it
# differs from the mark at the decision and the game is at rest, the rollout has its answer
Settled = Callable[[Any, str], object]


@dataclass(frozen=True)
class SearchCounts:
    """The fixed work of one searched decision, and the time guard on top of it."""

    candidates: int = 4          # answers tried (the default answer always among them)
    resamples: int = 2           # samples of the hidden cards and dice each is tried on
    horizon_turns: int = 0       # turns played past the decision's own (0: to its end)
    horizon_decisions: int = 300  # at most this many answers in one rollout
    budget: float = DEFAULT_BUDGET  # seconds; a hard guard, never what decides a game
    margin: float = 0.0          # how much better than the default another answer must score
    # more samples, up to this many in all, while the choice is unsettled (some candidate's
    # gain over the default lies within ``settle`` standard errors of the margin): the dice
    # of a fight need many, a choice nothing random touches needs none (0: never more)
    most_resamples: int = 0
    settle: float = 2.0
    # an answer whose gain over the default lies within this many standard errors of none is
    # noise, and the default (the heuristic's) is kept (0: any mean gain over ``margin``)
    noise: float = 0.0


@dataclass
class SearchStats:
    """What a seat's searches cost: how many, how long each took, how many hit the budget,
    how many rollouts failed (and fell back to the default)."""

    searched: int = 0
    over_budget: int = 0
    failed: int = 0
    rollouts: int = 0
    samples: int = 0  # samples compared (each tried every candidate), over all searches
    seconds: list[float] = field(default_factory=list)
    copy_seconds: float = 0.0  # processor time the copies used (user and system)

    def percentile(self, share: float) -> float:
        """The decision time at ``share`` (0.99: the 99th percentile), in seconds."""
        if not self.seconds:
            return 0.0
        ordered = sorted(self.seconds)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


@dataclass(frozen=True)
class SearchResult:
    """The answer chosen, the average score of each candidate tried and whether the budget
    cut the search short."""

    answer: Answer
    scores: dict[str, float]
    over_budget: bool


def unseen(game: LookaheadTable, seat: str) -> list[GameObject]:
    """The objects ``seat`` cannot see, zone by zone in the game's order, top first: those in
    zones hidden from it (decks, other seats' hands) and face-down ones, unless shown to it."""
    found = []
    for zone in game.zones.values():
        hidden = not zone.visible_to(seat)
        for obj in zone.objects:
            if (hidden or obj.face_down) and seat not in obj.known_to:
                found.append(obj)
    return found


def resample_unseen(game: LookaheadTable, seat: str, rng: Rng) -> int:
    """Deal the cards ``seat`` cannot see back into the same places in a new order drawn from
    ``rng``, each among the unseen cards of its kind; return how many places were dealt.

    A place keeps what it showed (owner, controller, face down, shown to, tapped, counters,
    flags); the card dealt into it brings its object (its id and what was remembered of it).
    The objects are sorted before the shuffle, so the result depends on what the seat can see
    and ``rng`` alone, never on where each card really was."""
    places: dict[str, list[GameObject]] = {}
    for obj in unseen(game, seat):
        places.setdefault(str(game.rules.unseen_kind(game, obj)), []).append(obj)
    dealt: list[tuple[_Place, GameObject]] = []
    for kind in sorted(places):
        slots = places[kind]
        cards = sorted(slots, key=lambda o: (o.card, o.id))
        rng.shuffle(cards)
        dealt.extend((_Place.of(game, old), new) for old, new in zip(slots, cards, strict=True))
    changed: dict[str, Zone] = {}
    for place, obj in dealt:
        zone = game.zones[place.zone]
        zone.objects[place.index] = obj
        place.give(obj)
        changed[zone.name] = zone
    for zone in changed.values():
        game.zone_changed(zone)
    return len(dealt)


@dataclass(frozen=True)
class _Place:
    """Where an unseen card lies and what the place shows of it."""

    zone: str
    index: int
    owner: str | None
    controller: str | None
    face_down: bool
    tapped: bool
    known_to: tuple[str, ...]
    counters: tuple[tuple[str, int], ...]
    flags: tuple[tuple[str, Any], ...]

    @classmethod
    def of(cls, game: LookaheadTable, obj: GameObject) -> _Place:
        """The place ``obj`` lies in now."""
        return cls(obj.zone, game.zones[obj.zone].objects.index(obj), obj.owner, obj.controller,
                   obj.face_down, obj.tapped, tuple(obj.known_to), tuple(obj.counters.items()),
                   tuple(obj.flags.items()))

    def give(self, obj: GameObject) -> None:
        """Make ``obj`` the card lying here."""
        obj.zone = self.zone
        obj.owner = self.owner
        obj.controller = self.controller
        obj.face_down = self.face_down
        obj.tapped = self.tapped
        obj.known_to = list(self.known_to)
        obj.counters = dict(self.counters)
        obj.flags = dict(self.flags)


@dataclass
class _Copy:
    """A forked copy at work: the answer it plays, its process and the pipe it answers on."""

    key: str
    pid: int
    read: int
    data: bytes = b""


class Lookahead:
    """One seat's search: ``choose`` tries candidate answers in forked copies of the game and
    returns the best, the default on ties, failures and an empty search."""

    def __init__(self, seat: str, game: LookaheadTable, *, policy: Policy,
                 evaluate: Evaluation, counts: SearchCounts | None = None,
                 settled: Settled | None = None) -> None:
        self.seat = seat
        self.game = game
        self.policy = policy
        self.evaluate = evaluate
        self.settled = settled
        self.counts = counts or SearchCounts()
        # the searches' own generator: the hidden cards and the dice of every rollout come
        # from it, never from the clock or the process, so the same seed plays the same game
        self.rng = game.rng.derive(f"lookahead:{seat}")
        self.stats = SearchStats()
        self._dying: list[int] = []  # copies ended or killed, not yet reaped

    def choose(self, decision: Decision, candidates: Sequence[Answer], default: Answer
               ) -> SearchResult:
        """Try each of ``candidates`` (the first ``counts.candidates``, ``default`` always
        among them) on ``counts.resamples`` samples, more while the choice is unsettled (up
        to ``counts.most_resamples``), and return the best average."""
        self._reap()
        counts = self.counts
        kept = _kept(candidates, default, counts.candidates)
        # every sample the search may take is drawn now: the generator moves as far whether
        # the choice settles early or not
        draws = [(self.rng.next64(), self.rng.next64())
                 for _ in range(max(counts.resamples, counts.most_resamples))]
        started = time.perf_counter()
        # the copies still running are killed a little before the budget: reaping them and
        # answering take time too, most on a busy machine
        deadline = started + self.counts.budget * (1 - RESERVE)
        rounds: list[dict[str, float]] = []  # each sample's scores, by candidate
        cut = False
        for hidden_seed, dice_seed in draws:
            if time.perf_counter() >= deadline:
                cut = True
                break
            # a sample's copies run side by side: the machine's cores (or its share of them)
            # work for one decision at once
            children = [self._spawn(decision, answer, hidden_seed, dice_seed)
                        if time.perf_counter() < deadline else None for answer in kept]
            round_scores, cut = self._gather(children, deadline)
            if cut:
                break  # a round cut short is not compared: the others had no such sample
            if _key(default) in round_scores:
                rounds.append(round_scores)
            if len(rounds) >= counts.resamples and _settled(kept, default, rounds, counts):
                break
        elapsed = time.perf_counter() - started
        self.stats.searched += 1
        self.stats.seconds.append(elapsed)
        self.stats.over_budget += cut
        self.stats.samples += len(rounds)
        means = {key: _mean([r[key] for r in rounds if key in r])
                 for key in {k for r in rounds for k in r}}
        return SearchResult(_best(kept, default, rounds, self.counts), means, cut)

    # ------------------------------------------------------------------ the forked copy
    def _spawn(self, decision: Decision, answer: Answer, hidden_seed: int, dice_seed: int
               ) -> _Copy | None:
        """Start one forked copy playing ``answer``; None if no process could be made."""
        self.stats.rollouts += 1
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(read)
            os.close(write)
            self.stats.failed += 1
            return None
        if pid == 0:  # the copy: never returns
            os.close(read)
            self._child(write, decision, answer, hidden_seed, dice_seed)
        os.close(write)
        return _Copy(_key(answer), pid, read)

    def _gather(self, children: list[_Copy | None], deadline: float
                ) -> tuple[dict[str, float], bool]:
        """The scores the copies send by ``deadline``, and whether it came first: those still
        running then are killed (and reaped once they have gone, :meth:`_reap`)."""
        running = {c.read: c for c in children if c is not None}
        scores: dict[str, float] = {}
        cut = False
        while running:
            wait = deadline - time.perf_counter()
            if wait <= 0:
                cut = True
                for child in running.values():
                    os.kill(child.pid, signal.SIGKILL)
                break
            ready, _, _ = select.select(list(running), [], [], wait)
            for fd in ready:
                child = running[fd]
                chunk = os.read(fd, SCORE.size - len(child.data))
                child.data += chunk
                if chunk and len(child.data) < SCORE.size:
                    continue
                del running[fd]
                if len(child.data) == SCORE.size:
                    scores[child.key] = float(SCORE.unpack(child.data)[0])
        for child in children:
            if child is None:
                continue
            os.close(child.read)
            if child.key not in scores:
                self.stats.failed += 1
            # a killed copy may take a while to go on a busy machine: it is reaped later,
            # not waited for
            self._dying.append(child.pid)
        self._reap()
        return scores, cut

    def _reap(self) -> None:
        """Collect the copies that have ended (their processor time counted); the others are
        looked at again after the next search."""
        still = []
        for pid in self._dying:
            try:
                done, _, usage = os.wait4(pid, os.WNOHANG)
            except ChildProcessError:
                continue
            if done:
                self.stats.copy_seconds += usage.ru_utime + usage.ru_stime
            else:
                still.append(pid)
        self._dying = still

    def _child(self, write: int, decision: Decision, answer: Answer, hidden_seed: int,
               dice_seed: int) -> None:
        """Play the copy and send its score; exit at once whatever happens (no cleanup of the
        parent's: its buffers, files and exit handlers are the parent's alone)."""
        code = 1
        try:
            _silence(self.game)
            score = self.play_copy(decision, answer, hidden_seed, dice_seed)
            if math.isfinite(score):
                os.write(write, SCORE.pack(score))
                code = 0
        except BaseException:  # noqa: BLE001 - any failure is only a rollout not counted
            code = 1
        finally:
            os._exit(code)

    def play_copy(self, decision: Decision, answer: Answer, hidden_seed: int,
                  dice_seed: int) -> float:
        """In a copy of the game (a forked child, or a test's throwaway game): resample what
        the seat cannot see, reseed the dice, apply ``answer``, let the policy play the
        horizon (or until the position's mark has changed, the game at rest) and return the
        game's evaluation for the seat."""
        game, seat, settled = self.game, self.seat, self.settled
        resample_unseen(game, seat, Rng(hidden_seed))
        game.rng.state = dice_seed
        game.rng.forced_rolls = []   # a scenario's forced dice are a future the seat can't see
        game.rng.forced_only = False
        mark = settled(game, seat) if settled is not None else None
        game.answer(seat, decision.normalise(answer))
        agents = {s: self.policy(s, game) for s in game.seats}
        bind_relevance(game, agents)
        last_turn = game.turn + self.counts.horizon_turns
        made = 0
        while not game.over and game.turn <= last_turn and made < self.counts.horizon_decisions:
            pending = game.pending
            if not pending:
                break
            for pending_decision in pending:
                player = pending_decision.player
                game.answer(player, ask_agent(agents[player], pending_decision,
                                              LazyView(game, player)))
                made += 1
            if settled is not None and _at_rest(game) and settled(game, seat) != mark:
                break
        return float(self.evaluate(game, seat))


def searchable(decision: Decision) -> bool:
    """Whether a decision can be searched at all: one seat's own question (a simultaneous
    choice is not, since the copy would hold the other seats' answers already given)."""
    return not decision.simultaneous and len(decision.options) > 1


def _at_rest(game: LookaheadTable) -> bool:
    """Whether the game waits only for priority with an empty stack: what was under way (a
    death's penalty, a reward, a refill) is done."""
    return not game.stack and all(d.kind == PRIORITY for d in game.pending)


def _silence(game: LookaheadTable) -> None:
    """Make a forked copy unable to write: its standard streams go to /dev/null, the game's
    observers (tallies, log writers) and its game-over hook are dropped, and an interrupt
    kills it at once."""
    # a collection would touch every object of the parent's and so copy all its memory
    gc.disable()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    game.observers.clear()
    # the game-over hook tells plugins (which may write files) once; a copy has told it
    game._told_over = True  # type: ignore[attr-defined]  # noqa: SLF001


def _kept(candidates: Sequence[Answer], default: Answer, count: int) -> list[Answer]:
    """The default answer, then the first other distinct candidates, ``count`` in all."""
    kept = [default]
    for answer in candidates:
        if len(kept) >= max(1, count):
            break
        if _key(answer) not in {_key(k) for k in kept}:
            kept.append(answer)
    return kept


def _key(answer: Answer) -> str:
    """A candidate's key (answers may be lists)."""
    return repr(answer)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def _settled(kept: list[Answer], default: Answer, rounds: list[dict[str, float]],
             counts: SearchCounts) -> bool:
    """Whether more samples could not change the choice: every candidate's mean gain over
    the default lies more than ``counts.settle`` standard errors from the margin (a gain
    that never varies is settled at once)."""
    base = _key(default)
    for answer in kept[1:]:
        key = _key(answer)
        diffs = [r[key] - r[base] for r in rounds if key in r]
        if len(diffs) < len(rounds):
            continue  # a candidate missing from a sample is never chosen (_best)
        if len(diffs) < 2:
            return False  # one sample says nothing of the spread
        mean = _mean(diffs)
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1))
        if abs(mean - counts.margin) < counts.settle * spread / math.sqrt(len(diffs)):
            return False
    return True


def _best(kept: list[Answer], default: Answer, rounds: list[dict[str, float]],
          counts: SearchCounts) -> Answer:
    """The candidate whose score beats the default's by most on average, sample by sample,
    among those scored in every compared sample; the default unless one does by more than
    ``counts.margin`` and by more than ``counts.noise`` standard errors of its gain."""
    best, gain = default, counts.margin
    base = _key(default)
    for answer in kept:
        key = _key(answer)
        diffs = [r[key] - r[base] for r in rounds if key in r]
        if not rounds or len(diffs) != len(rounds) or _mean(diffs) <= gain:
            continue
        if counts.noise and _mean(diffs) <= counts.noise * _stderr(diffs):
            continue  # within the noise of the samples: the default's boldness is kept
        best, gain = answer, _mean(diffs)
    return best


def _stderr(values: list[float]) -> float:
    """The standard error of the mean of ``values`` (unbounded for a single value: one sample
    says nothing of the spread)."""
    if len(values) < 2:
        return math.inf
    mean = _mean(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1) / len(values))
