"""The balance report's plots as PNG bytes, drawn with matplotlib (``deckwright[report]``).

matplotlib is optional: ``available()`` says whether it can be imported, and nothing here
imports it before a plot is asked for. Figures are drawn with the object API on the Agg
canvas (no pyplot, no window, no global state), and saved without a timestamp, so the same
report gives the same bytes.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from .balance import BalanceReport, CardLine, Spread

INSTALL_HINT = "pip install 'deckwright[report]'"
LIFT_CARDS = 15  # the plot of lift shows this many highest and this many lowest cards

GOOD, BAD, NEUTRAL, LINE = "#2a7a3b", "#b23a3a", "#4c72b0", "#555555"


def available() -> bool:
    """Whether matplotlib can be imported (the plots are drawn only then)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def plot_all(report: BalanceReport) -> dict[str, bytes]:
    """Every plot of the report by file name (``lift.png`` …); ImportError without matplotlib."""
    plots = {"seats.png": seats_plot(report), "length.png": length_plot(report)}
    lift = lift_plot(report.cards)
    if lift is not None:
        plots = {"lift.png": lift, **plots}
    return plots


def lift_candidates(cards: Sequence[CardLine], count: int = LIFT_CARDS) -> list[CardLine]:
    """The cards the lift plot shows: the ``count`` highest and ``count`` lowest lifts among
    the cards with enough observations (all of them when there are few), highest first."""
    ranked = [c for c in cards if c.lift is not None and c.flag == ""]
    ranked.sort(key=lambda c: (-(c.lift or 0.0), c.id))
    if len(ranked) <= 2 * count:
        return ranked
    return ranked[:count] + ranked[-count:]


def lift_plot(cards: Sequence[CardLine]) -> bytes | None:
    """Lift per card with its 95% interval, a horizontal bar each (None: no card has one)."""
    shown = lift_candidates(cards)
    if not shown:
        return None
    figure = _figure(9.0, 1.2 + 0.28 * len(shown))
    axes = figure.subplots()
    ys = list(range(len(shown)))[::-1]
    lifts = [100 * (c.lift or 0.0) for c in shown]
    lows = [100 * (c.lift or 0.0) - 100 * (c.lift_low or 0.0) for c in shown]
    highs = [100 * (c.lift_high or 0.0) - 100 * (c.lift or 0.0) for c in shown]
    colours = [GOOD if (c.lift_low or 0.0) > 0 else BAD if (c.lift_high or 0.0) < 0
               else NEUTRAL for c in shown]
    axes.barh(ys, lifts, color=colours, alpha=0.55, height=0.6)
    axes.errorbar(lifts, ys, xerr=[lows, highs], fmt="o", color=LINE, ecolor=LINE,
                  markersize=3, capsize=2, linewidth=1)
    axes.axvline(0, color="black", linewidth=0.8)
    axes.set_yticks(ys)
    axes.set_yticklabels([f"{c.name} ({c.set})" for c in shown], fontsize=8)
    total = sum(1 for c in cards if c.lift is not None and c.flag == "")
    which = (f"the {LIFT_CARDS} highest and {LIFT_CARDS} lowest of {total} cards"
             if total > 2 * LIFT_CARDS else f"all {total} cards")
    axes.set_title(f"Win-rate lift with 95% interval: {which} with enough observations",
                   fontsize=10)
    axes.set_xlabel("win rate when held minus when not held (percentage points)")
    if len(shown) > 2 * LIFT_CARDS - 1 and total > 2 * LIFT_CARDS:
        axes.axhline(LIFT_CARDS - 0.5, color=LINE, linestyle=":", linewidth=0.8)
    axes.grid(axis="x", alpha=0.3)
    figure.tight_layout()
    return _png(figure)


def seats_plot(report: BalanceReport) -> bytes:
    """Each seat's win rate with its 95% interval, and the fair share (1 / players)."""
    figure = _figure(6.5, 3.6)
    axes = figure.subplots()
    seats = [s for s in report.seats if s.rate is not None]
    xs = list(range(len(seats)))
    rates = [100 * (s.rate or 0.0) for s in seats]
    below = [r - 100 * (s.low or 0.0) for r, s in zip(rates, seats, strict=True)]
    above = [100 * (s.high or 0.0) - r for r, s in zip(rates, seats, strict=True)]
    axes.bar(xs, rates, color=NEUTRAL, alpha=0.7, width=0.6)
    axes.errorbar(xs, rates, yerr=[below, above], fmt="none", ecolor=LINE, capsize=4)
    if seats:
        fair = 100 / len(seats)
        axes.axhline(fair, color=BAD, linestyle="--", linewidth=1,
                     label=f"fair share 1/{len(seats)} = {fair:.1f}%")
        axes.legend(fontsize=8, loc="upper right")
    axes.set_xticks(xs)
    axes.set_xticklabels([s.seat for s in seats])
    axes.set_ylabel("games won (%)")
    axes.set_title("Win rate by seat with 95% Wilson interval", fontsize=10)
    top = max([100 * (s.high or 0.0) for s in seats] + [100 / max(1, len(seats))])
    axes.set_ylim(0, top * 1.3)  # room for the legend above the bars
    axes.grid(axis="y", alpha=0.3)
    figure.tight_layout()
    return _png(figure)


def length_plot(report: BalanceReport) -> bytes:
    """Histograms of game length in turns and in decisions, with mean and median marked."""
    figure = _figure(10.0, 3.6)
    left, right = figure.subplots(1, 2)
    _histogram(left, report.turns, "turns (in the game's own unit)")
    _histogram(right, report.decisions, "decisions")
    figure.suptitle("Game length", fontsize=11)
    figure.tight_layout()
    return _png(figure)


def _histogram(axes: Any, spread: Spread, label: str) -> None:
    if not spread.bins:
        axes.text(0.5, 0.5, "no finished game", ha="center", va="center")
        return
    from matplotlib.ticker import MaxNLocator

    starts = [a - 0.5 for a, _b, _n in spread.bins]  # a bin covers whole values a … b
    widths = [b - a + 1 for a, b, _n in spread.bins]
    counts = [n for _a, _b, n in spread.bins]
    axes.bar(starts, counts, width=widths, align="edge", color=NEUTRAL, alpha=0.7,
             edgecolor="white", linewidth=0.5)
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.axvline(spread.mean, color=BAD, linewidth=1.2, label=f"mean {spread.mean:.1f}")
    axes.axvline(spread.median, color=GOOD, linestyle="--", linewidth=1.2,
                 label=f"median {spread.median:g}")
    axes.set_xlabel(label)
    axes.set_ylabel("games")
    axes.legend(fontsize=8)
    axes.grid(axis="y", alpha=0.3)


def _figure(width: float, height: float) -> Any:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(width, height), dpi=100)
    FigureCanvasAgg(figure)
    return figure


def _png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()
