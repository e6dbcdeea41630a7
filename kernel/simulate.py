"""Many bot games in a row: wins, lengths, errors and throughput."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .agents import ExternalAgent, LazyView, make_agent
from .errors import DeckwrightError
from .log import GameLog
from .registry import Registry


@dataclass
class SimulationReport:
    """What a simulation found, ready to print or dump as JSON."""

    game: str
    players: int
    bots: list[str]
    games: int = 0
    errors: int = 0
    error_samples: list[dict[str, Any]] = field(default_factory=list)
    wins: dict[str, int] = field(default_factory=dict)
    wins_by_bot: dict[str, float] = field(default_factory=dict)
    shared_wins: int = 0
    no_winner: int = 0
    turns: list[int] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The report as one JSON-able object."""
        turns = self.turns or [0]
        return {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
            "games": self.games,
            "errors": self.errors,
            "error_samples": self.error_samples,
            "wins": dict(self.wins),
            "wins_by_bot": {k: round(v, 3) for k, v in self.wins_by_bot.items()},
            "shared_wins": self.shared_wins,
            "no_winner": self.no_winner,
            "turns": {
                "mean": round(statistics.fmean(turns), 2),
                "median": statistics.median(turns),
                "min": min(turns),
                "max": max(turns),
            },
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "decisions_per_second": round(self.decisions / self.seconds, 1)
            if self.seconds else 0.0,
        }


def simulate(
    registry: Registry,
    game_id: str,
    *,
    games: int,
    players: int | None = None,
    bots: Sequence[str] = ("random",),
    seed: int = 0,
    options: dict[str, Any] | None = None,
    sets: Sequence[str] = (),
    log_dir: str | Path | None = None,
    max_decisions: int = 200_000,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
) -> SimulationReport:
    """Play ``games`` bot games with seeds ``seed, seed+1, …``; never raises for one game.

    With ``rotate`` the bots move one seat on each game, so seat order favours no bot.
    """
    definition = registry.game(game_id)
    count = players or definition.ruleset.default_players
    kinds = list(bots) or ["random"]
    seat_bots = [kinds[i % len(kinds)] for i in range(count)]
    report = SimulationReport(game_id, count, seat_bots)
    factories = registry.agent_factories(game_id)
    out_dir = Path(log_dir) if log_dir else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    rules = definition.ruleset()
    started = time.perf_counter()
    base_bots = list(seat_bots)
    for index in range(games):
        game_seed = seed + index
        if rotate:
            shift = index % count
            seat_bots = base_bots[-shift:] + base_bots[:-shift] if shift else list(base_bots)
        game = None
        agents: dict[str, Any] = {}
        try:
            game = registry.new_game(game_id, players=count, seed=game_seed, options=options,
                                     sets=sets)
            log = GameLog(game, sets) if out_dir is not None else None
            agents = {s: make_agent(b, s, game, factories) for s, b in zip(game.seats, seat_bots,
                                                                         strict=True)}
            made = 0
            while not game.over:
                for decision in game.pending:
                    seat = decision.player
                    game.answer(seat, agents[seat].choose(decision, LazyView(game, seat)))
                    made += 1
                    if log is not None:
                        log.after_answer()
                if made > max_decisions:
                    raise DeckwrightError(f"no end after {max_decisions} decisions")
            report.decisions += made
            if log is not None:
                log.save(out_dir / f"{game_id}-{game_seed}.jsonl")
            if game.error:
                raise DeckwrightError(game.error)
            winners = (game.result or {}).get("winners") or []
            for seat in winners:
                report.wins[seat] = report.wins.get(seat, 0) + 1
                bot = seat_bots[game.seats.index(seat)]
                report.wins_by_bot[bot] = report.wins_by_bot.get(bot, 0) + 1 / len(winners)
            if len(winners) > 1:
                report.shared_wins += 1
            if not winners:
                report.no_winner += 1
            report.turns.append(rules.turn_count(game))
        except Exception as exc:  # one broken game must not end a simulation
            report.errors += 1
            if len(report.error_samples) < 10:
                report.error_samples.append({"seed": game_seed,
                                             "error": f"{type(exc).__name__}: {exc}"})
        finally:
            for agent in agents.values():
                if isinstance(agent, ExternalAgent):
                    agent.close(game.result if game is not None else None)
        report.games += 1
        if progress is not None:
            progress(1)
    report.seconds = time.perf_counter() - started
    report.bots = base_bots
    for seat in (f"p{i}" for i in range(1, count + 1)):
        report.wins.setdefault(seat, 0)
    return report
