"""The balance report's statistics: per-card win-rate lift with intervals, seats, game length.

The unit is the **seat-game**: one seat in one finished game. A card's lift is the win rate of
the seat-games that held it minus that of the seat-games that did not. Each rate has a Wilson
score 95% interval; the lift's interval is Newcombe's hybrid score interval (his method 10),
built from the two Wilson intervals. Seats of one game are not independent (one seat's win is
the others' loss), so the intervals are a guide, a little too narrow rather than too wide.

A card the game reports kills of (a monster) is measured by its kills instead: the win rate
of the seats that dealt them minus the win rate expected of seats standing where those
killers stood then (each seat's rank by the game's ``standing`` at every kill of the run,
pooled), so a monster that the leader tends to kill does not look strong for it. Its
interval is the killers' Wilson interval less that expectation (a pool of every seat at
every kill, taken as known). A card that shares another's row (``TallyRules.joined``: a
character's starting item) is not a row of its own: its counts join that card's.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from deckwright.kernel.observations import WHAT

from .tally import GameTally

FORMAT = "deckwright-balance-report"
FORMAT_VERSION = 2
CONFIDENCE = 0.95
Z95 = 1.959963984540054  # the standard normal quantile of 0.975
MIN_OBSERVATIONS = 30  # fewer seat-games on either side: the card is flagged "few"
METHOD = ("win-rate lift = win rate of seat-games holding the card minus of those not; "
          "95% intervals: Wilson score for each rate, Newcombe's hybrid score interval "
          "(method 10) for the lift; a card with kills (a monster): the win rate of the "
          "seats that dealt its kills minus the win rate expected at their standing then "
          "(their rank at the moment of the kill; every seat at every kill pooled), with the "
          "killers' Wilson interval less that expectation")
UNUSED = "bots do not use this: add ai: hints"
HELD, KILLED_BY = "held", "killed"  # how a card is measured

# the flags of a card (a legend for the page)
FLAGS = {
    "": "enough observations",
    "few": f"fewer than {MIN_OBSERVATIONS} seat-games held it or fewer than "
           f"{MIN_OBSERVATIONS} did not: the interval is wide",
    "always-held": "every seat held it in every game: no lift",
    "table": "a table card: played or used, but no seat held it: counts only, no lift",
    "never-held": "no seat held it, and it was neither played nor used: no lift",
}
# a card held in some game whose script offers a use (an activated ability, on_play) that no
# bot ever took: it is flagged beside its use count, whatever its lift's flag
USE_FLAG = f"held and usable, but never played or used: {UNUSED}"


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float] | None:
    """The Wilson score interval of ``wins``/``n`` (None when ``n`` is 0)."""
    if n <= 0:
        return None
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    low = 0.0 if wins <= 0 else max(0.0, centre - half)
    high = 1.0 if wins >= n else min(1.0, centre + half)
    return (low, high)


def newcombe(wins1: int, n1: int, wins0: int, n0: int,
             z: float = Z95) -> tuple[float, float] | None:
    """Newcombe's hybrid score interval (method 10) of ``wins1/n1 - wins0/n0``."""
    first, second = wilson(wins1, n1, z), wilson(wins0, n0, z)
    if first is None or second is None:
        return None
    p1, p0 = wins1 / n1, wins0 / n0
    (l1, u1), (l0, u0) = first, second
    diff = p1 - p0
    return (diff - math.sqrt((p1 - l1) ** 2 + (u0 - p0) ** 2),
            diff + math.sqrt((u1 - p1) ** 2 + (p0 - l0) ** 2))


@dataclass
class CardLine:
    """What the games said about one card."""

    id: str
    name: str
    set: str
    type: str
    copies: int
    drawn: int = 0
    played: int = 0
    used: int = 0
    usable: bool = False  # a seat held it while its script offered a use
    unused: bool = False  # usable, but never played or used: bots do not use it
    measure: str = HELD
    joined: list[str] = field(default_factory=list)  # the cards sharing this row
    games_seen: int = 0  # games in which any event named it or its script ran
    games_held: int = 0  # games in which at least one seat held it
    held_n: int = 0  # seat-games that held it
    held_wins: int = 0
    not_n: int = 0  # seat-games that did not
    not_wins: int = 0
    held_rate: float | None = None
    held_low: float | None = None
    held_high: float | None = None
    not_rate: float | None = None
    not_low: float | None = None
    not_high: float | None = None
    lift: float | None = None
    lift_low: float | None = None
    lift_high: float | None = None
    flag: str = ""


@dataclass
class SeatLine:
    """One seat's wins with a Wilson interval."""

    seat: str
    games: int
    wins: int
    rate: float | None
    low: float | None
    high: float | None


@dataclass
class Spread:
    """A summary and a histogram of one measure of game length."""

    unit: str
    mean: float = 0.0
    median: float = 0.0
    stdev: float = 0.0
    minimum: int = 0
    maximum: int = 0
    p10: float = 0.0
    p90: float = 0.0
    bins: list[tuple[int, int, int]] = field(default_factory=list)  # (from, to incl., games)
    values: list[int] = field(default_factory=list)


@dataclass
class BalanceReport:
    """Everything the report's files show: what was played, the cards, the seats, the length."""

    meta: dict[str, Any]
    cards: list[CardLine]
    seats: list[SeatLine]
    turns: Spread
    decisions: Spread

    def to_json(self) -> dict[str, Any]:
        """The report as one JSON-able object (``report.json``), with a format version."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            **self.meta,
            "method": {"text": METHOD, "confidence": CONFIDENCE, "z": Z95,
                       "unit": "seat-game", "min_observations": MIN_OBSERVATIONS,
                       "flags": dict(FLAGS)},
            "seats": [asdict(s) for s in self.seats],
            "length": {"turns": _spread_json(self.turns),
                       "decisions": _spread_json(self.decisions)},
            "cards": [asdict(c) for c in self.cards],
        }


@dataclass
class FinishedGame:
    """What the report needs of one finished game."""

    seats: list[str]
    winners: list[str]
    turns: int
    decisions: int
    tally: GameTally


def build_report(cards: Iterable[Any], games: Sequence[FinishedGame],
                 meta: dict[str, Any], joined: Mapping[str, str] | None = None
                 ) -> BalanceReport:
    """Add up the games' tallies for ``cards`` (CardDefs of the chosen sets, in set order);
    ``joined`` maps a card to the card whose row it shares."""
    lines = {c.id: CardLine(c.id, c.name, c.set_id, c.type, c.copies) for c in cards}
    rows = {card: card for card in lines}
    for card, host in (joined or {}).items():
        if card in lines and host in lines and card != host:
            rows[card] = host
            lines[host].joined.append(card)
            lines[host].name += f" + {lines[card].name}"
    seat_games = 0
    seat_wins = 0
    seat_totals: dict[str, list[int]] = {}
    for game in games:
        winners = set(game.winners)
        seat_games += len(game.seats)
        seat_wins += len(winners & set(game.seats))
        for seat in game.seats:
            totals = seat_totals.setdefault(seat, [0, 0])
            totals[0] += 1
            totals[1] += seat in winners
        for card, by_seat in game.tally.counts.items():
            line = lines.get(rows.get(card, ""))
            if line is None:
                continue
            for counts in by_seat.values():
                line.drawn += counts[0]
                line.played += counts[1]
                line.used += counts[2]
        for card in {rows[c] for c in game.tally.seen if c in rows}:
            lines[card].games_seen += 1
        for card in game.tally.usable:
            if card in rows:
                lines[rows[card]].usable = True
        for card, holders in game.tally.held.items():
            if card not in lines or rows[card] != card or not holders:
                continue
            line = lines[card]
            line.games_held += 1
            line.held_n += len(holders)
            line.held_wins += sum(1 for s in holders if s in winners)
    for line in lines.values():
        line.not_n = seat_games - line.held_n
        line.not_wins = seat_wins - line.held_wins
        _rates(line)
        line.unused = line.usable and line.held_n > 0 and not line.played and not line.used
    _measure_kills(lines, games)
    ordered = sorted((line for card, line in lines.items() if rows[card] == card),
                     key=_lift_order)
    seats = [_seat_line(s, t) for s, t in sorted(seat_totals.items(), key=lambda i: _seat_no(i[0]))]
    return BalanceReport(
        meta=dict(meta),
        cards=ordered,
        seats=seats,
        turns=spread([g.turns for g in games], "turns"),
        decisions=spread([g.decisions for g in games], "decisions"),
    )


def _measure_kills(lines: dict[str, CardLine], games: Sequence[FinishedGame]) -> None:
    """Measure each card with kills by them: its killers' win rate against the win rate of
    seats at the same rank at the moments of kills (every seat at every kill, pooled)."""
    pool: dict[int, list[int]] = {}  # rank → [seat observations, of them winners]
    kills: dict[str, list[tuple[int, bool]]] = {}  # card → (killer's rank, killer won)
    games_killed: dict[str, int] = {}
    for game in games:
        winners = set(game.winners)
        for card in {card for card, _seat, _ranks in game.tally.kills}:
            games_killed[card] = games_killed.get(card, 0) + 1
        for card, killer, ranking in game.tally.kills:
            for seat, rank in ranking.items():
                seen = pool.setdefault(rank, [0, 0])
                seen[0] += 1
                seen[1] += seat in winners
            kills.setdefault(card, []).append((ranking.get(killer, 1), killer in winners))
    pooled = sum(n for n, _w in pool.values())
    for card, dealt in kills.items():
        line = lines.get(card)
        if line is None:
            continue
        n = len(dealt)
        wins = sum(1 for _rank, won in dealt if won)
        expected = sum(pool[rank][1] / pool[rank][0] for rank, _won in dealt) / n
        low, high = wilson(wins, n) or (0.0, 1.0)
        line.measure = KILLED_BY
        line.games_held = games_killed[card]
        line.held_n, line.held_wins = n, wins
        line.held_rate, line.held_low, line.held_high = wins / n, low, high
        line.not_n, line.not_wins = pooled, round(expected * pooled)
        line.not_rate, line.not_low, line.not_high = expected, None, None
        line.lift = wins / n - expected
        line.lift_low, line.lift_high = low - expected, high - expected
        line.flag = "few" if n < MIN_OBSERVATIONS else ""


def _rates(line: CardLine) -> None:
    """Fill in a card's rates, intervals, lift and flag from its counts."""
    if line.held_n:
        line.held_rate = line.held_wins / line.held_n
        line.held_low, line.held_high = wilson(line.held_wins, line.held_n) or (None, None)
    if line.not_n:
        line.not_rate = line.not_wins / line.not_n
        line.not_low, line.not_high = wilson(line.not_wins, line.not_n) or (None, None)
    interval = newcombe(line.held_wins, line.held_n, line.not_wins, line.not_n)
    if interval is not None and line.held_rate is not None and line.not_rate is not None:
        line.lift = line.held_rate - line.not_rate
        line.lift_low, line.lift_high = interval
    if line.held_n == 0:
        line.flag = "table" if line.played or line.used else "never-held"
    elif line.not_n == 0:
        line.flag = "always-held"
    elif min(line.held_n, line.not_n) < MIN_OBSERVATIONS:
        line.flag = "few"


def _lift_order(line: CardLine) -> tuple[Any, ...]:
    """Cards with a lift first, highest first; then the rest by id."""
    return (line.lift is None, -(line.lift or 0.0), line.id)


def _seat_no(seat: str) -> tuple[int, str]:
    digits = seat.lstrip("p")
    return (int(digits), seat) if digits.isdigit() else (1 << 30, seat)


def _seat_line(seat: str, totals: list[int]) -> SeatLine:
    games, wins = totals
    low, high = wilson(wins, games) or (None, None)
    return SeatLine(seat, games, wins, wins / games if games else None, low, high)


def spread(values: Sequence[int], unit: str, max_bins: int = 30) -> Spread:
    """Summary statistics and an integer histogram (at most ``max_bins`` equal bins)."""
    out = Spread(unit, values=list(values))
    if not values:
        return out
    data = sorted(values)
    out.mean = statistics.fmean(data)
    out.median = float(statistics.median(data))
    out.stdev = statistics.pstdev(data)
    out.minimum, out.maximum = data[0], data[-1]
    out.p10, out.p90 = _quantile(data, 0.1), _quantile(data, 0.9)
    width = max(1, math.ceil((out.maximum - out.minimum + 1) / max_bins))
    counts: dict[int, int] = {}
    for value in data:
        start = out.minimum + (value - out.minimum) // width * width
        counts[start] = counts.get(start, 0) + 1
    out.bins = [(start, start + width - 1, counts.get(start, 0))
                for start in range(out.minimum, out.maximum + 1, width)]
    return out


def _quantile(data: Sequence[int], q: float) -> float:
    """The ``q`` quantile of sorted ``data`` by linear interpolation."""
    position = q * (len(data) - 1)
    low = math.floor(position)
    high = min(low + 1, len(data) - 1)
    return data[low] + (data[high] - data[low]) * (position - low)


def _spread_json(s: Spread) -> dict[str, Any]:
    return {"unit": s.unit, "mean": s.mean, "median": s.median, "stdev": s.stdev,
            "min": s.minimum, "max": s.maximum, "p10": s.p10, "p90": s.p90,
            "histogram": [{"from": a, "to": b, "games": n} for a, b, n in s.bins]}


CSV_COLUMNS = ("id", "name", "set", "type", "copies", *WHAT, "usable", "unused", "measure",
               "joined", "games_seen", "games_held",
               "held_n", "held_wins", "held_rate", "held_low", "held_high", "not_n",
               "not_wins", "not_rate", "not_low", "not_high", "lift", "lift_low", "lift_high",
               "flag")


def csv_rows(report: BalanceReport) -> list[list[Any]]:
    """``cards.csv`` as rows (the header first); rates with six decimals, none empty."""
    rows: list[list[Any]] = [list(CSV_COLUMNS)]
    for line in report.cards:
        data = asdict(line)
        rows.append([_cell(data[c]) for c in CSV_COLUMNS])
    return rows


def _cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    if isinstance(value, float):
        return f"{value:.6f}"
    return value
