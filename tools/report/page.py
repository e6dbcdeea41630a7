"""Write the balance report: ``cards.csv``, ``report.json`` and ``index.html`` (with plots).

The page is one self-contained file: its plots are embedded as base64 PNG (and also written
beside it, for reuse), its style and its small table-sorting script are inline, and it loads
nothing from the network. Without matplotlib the tables are all there and the page says how
to get the plots. Nothing written depends on the time or on the number of worker processes,
so the same simulation gives the same files.
"""

from __future__ import annotations

import base64
import csv
import html
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from deckwright.kernel.errors import DeckwrightError

from .balance import (
    FLAGS,
    KILLED_BY,
    METHOD,
    UNUSED,
    USE_FLAG,
    BalanceReport,
    CardLine,
    Spread,
    csv_rows,
)

TOP = 5  # the highest and lowest cards listed for each set


@dataclass
class WrittenReport:
    """The files a report wrote, and whether its page has plots."""

    files: list[Path]
    plots: bool


def prepare_dir(path: str | Path) -> Path:
    """Make the report folder (and its parents) and check that a file can be written there;
    DeckwrightError in one line otherwise."""
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".deckwright-write-test"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise DeckwrightError(f"cannot write the report to {folder}: {reason}") from None
    return folder


def write_report(report: BalanceReport, path: str | Path, *, plots: bool = True
                 ) -> WrittenReport:
    """Write ``cards.csv``, ``report.json``, the plots and ``index.html`` into ``path``."""
    folder = prepare_dir(path)
    images: dict[str, bytes] = {}
    note = ""
    if plots:
        from . import plots as reportplots

        if reportplots.available():
            images = reportplots.plot_all(report)
        else:
            note = ("The plots need matplotlib, which is not installed: "
                    f"<code>{html.escape(reportplots.INSTALL_HINT)}</code>, then run the "
                    "simulation again.")
    else:
        note = "Plots were not asked for."
    files = {
        "cards.csv": _csv_text(report).encode("utf-8"),
        "report.json": (json.dumps(report.to_json(), indent=1, ensure_ascii=False)
                        + "\n").encode("utf-8"),
        **images,
        "index.html": render_html(report, images, note).encode("utf-8"),
    }
    written = []
    try:
        for name, data in files.items():
            (folder / name).write_bytes(data)
            written.append(folder / name)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise DeckwrightError(f"cannot write the report to {folder}: {reason}") from None
    return WrittenReport(written, bool(images))


def _csv_text(report: BalanceReport) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(csv_rows(report))
    return buffer.getvalue()


# ---------------------------------------------------------------------- the page
def render_html(report: BalanceReport, images: dict[str, bytes], note: str = "") -> str:
    """The report as one HTML page; ``images`` are PNGs by file name, ``note`` (HTML) says why
    there are none."""
    meta = report.meta
    title = (f"Balance report: {meta.get('game_name', meta.get('game'))}, "
             f"{meta.get('finished', 0)} games, {meta.get('players')} players")
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title>",
        f"<style>{STYLE}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        _summary(report),
        f'<p class="method"><b>How to read it.</b> {_e(METHOD)}. The unit is the '
        "<i>seat-game</i> (one seat in one finished game); a card is <i>held</i> by a seat "
        "that had it in hand or in front of it at any time in the game. The seats of one game "
        "are not independent, so take the intervals as a guide. Lift is association, not "
        "cause: a card that good players draw more often looks better than it is.</p>",
        _extremes(report.cards),
        "<h2>Plots</h2>",
        _plots(images, note),
        "<h2>Seats</h2>",
        _seats(report),
        "<h2>Game length</h2>",
        _length(report.turns, report.decisions),
        "<h2>Every card</h2>",
        '<p class="note"><input id="filter" type="search" placeholder="filter: name, id, set, '
        'type or flag" size="40"> Click a column heading to sort. Counts are totals over all '
        "games: "
        "<i>drawn</i> = came into a hand or under a player's control (the opening deal "
        "too; a monster: its rewards gained or it was killed), <i>played</i> = left a hand "
        "for play, <i>used</i> = how many times an ability or effect of it ran (an "
        "activation, a play, a trigger). A monster's lift is measured at its kills "
        "(<i>killed</i>): its killers' win rate against that of seats standing where they "
        "stood then. A character's row holds its starting item.</p>",
        _card_table(report.cards, int(meta.get("finished") or 0)),
        "<h3>Flags</h3>",
        _flags(),
        f"<script>{SCRIPT}</script>",
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"


def _summary(report: BalanceReport) -> str:
    meta = report.meta
    sets = ", ".join(f"{s['id']} ({s['name']} {s['version']}, {s['hash']})"
                     for s in meta.get("sets", []))
    options = ", ".join(f"{k}={v}" for k, v in (meta.get("options") or {}).items()) or "none"
    first = int(meta.get("seed", 0))
    rows = [
        ("game", f"{meta.get('game_name')} ({meta.get('game')})"),
        ("games", f"{meta.get('finished')} finished of {meta.get('games')} "
                  f"({meta.get('errors')} with errors, left out)"),
        ("seats and bots", f"{meta.get('players')}: {', '.join(meta.get('bots', []))}"
                           + (", moved one seat each game" if meta.get("rotate") else "")),
        *([("bot levels", "; ".join(meta["levels"]))] if meta.get("levels") else []),
        ("seeds", f"{first} to {first + int(meta.get('games', 1)) - 1}"),
        *([("how many games", _rule_text(meta))] if meta.get("rule") else []),
        ("options", options),
        ("card sets", sets),
        ("files", 'beside this page: <a href="cards.csv">cards.csv</a>, '
                  '<a href="report.json">report.json</a>'),
    ]
    body = "".join(f"<tr><th>{_e(k)}</th><td>{v if k == 'files' else _e(v)}</td></tr>"
                   for k, v in rows)
    return f'<table class="meta">{body}</table>'


def _rule_text(meta: dict) -> str:
    short = meta.get("short") or []
    end = (f"; still short of data: {', '.join(short)}" if short
           else "; every card of the set has a lift on enough observations")
    return f"{meta['rule']}{end}"


def _extremes(cards: Sequence[CardLine]) -> str:
    sets: list[str] = []
    for card in cards:
        if card.set not in sets:
            sets.append(card.set)
    out = []
    for set_id in sets:
        own = [c for c in cards if c.set == set_id]
        if len(own) <= 2 * TOP:  # a small set (a homebrew one): every card, in one table
            out.append(f"<h2>{_e(f'Set {set_id}: every card by win-rate lift')}</h2>")
            out.append(_small_table("Highest lift first; cards without one last", own))
            continue
        ranked = [c for c in own if c.lift is not None and c.flag == ""]
        ranked.sort(key=lambda c: (-(c.lift or 0.0), c.id))
        heading = f"Set {set_id}: the {TOP} highest and {TOP} lowest win-rate lifts"
        out.append(f"<h2>{_e(heading)}</h2>")
        if not ranked:
            out.append('<p class="note">No card of this set has enough observations on both '
                       "sides for a lift; see the table of every card below.</p>")
            continue
        high = ranked[:TOP]
        low = list(reversed(ranked[-TOP:]))
        out.append('<div class="pair">')
        out.append(_small_table("Highest lift", high))
        out.append(_small_table("Lowest lift (lowest first)", low))
        out.append("</div>")
        if len(ranked) < 2 * TOP:
            out.append(f'<p class="note">Only {len(ranked)} cards of this set have enough '
                       "observations; the two lists overlap.</p>")
    return "\n".join(out)


def _small_table(caption: str, cards: Sequence[CardLine]) -> str:
    head = ("<tr><th>#</th><th>card</th><th>type</th><th>lift (95% interval)</th>"
            "<th>win rate held</th><th>not held</th><th>used</th></tr>")
    rows = "".join(
        f"<tr><td>{i}</td><td>{_e(c.name)} <span class=\"id\">{_e(c.id)}</span></td>"
        f"<td>{_e(c.type)}</td><td class=\"num {_sign(c)}\">{_lift_text(c)}"
        f"{f' <span class=id>{_e(c.flag)}</span>' if c.flag else ''}</td>"
        f"<td class=\"num\">{_rate(c.held_rate)} of {c.held_n}"
        f"{' kills' if c.measure == KILLED_BY else ''}</td>"
        f"<td class=\"num\">{_rate(c.not_rate)} "
        f"{'expected' if c.measure == KILLED_BY else f'of {c.not_n}'}</td>"
        f"<td class=\"num\">{c.used}"
        f"{f'<br><span class=unused>{_e(UNUSED)}</span>' if c.unused else ''}</td></tr>"
        for i, c in enumerate(cards, 1))
    return f'<table class="small"><caption>{_e(caption)}</caption>{head}{rows}</table>'


def _plots(images: dict[str, bytes], note: str) -> str:
    if not images:
        return f'<p class="warn">{note or "No plots."}</p>'
    alts = {"lift.png": "Win-rate lift per card with 95% intervals",
            "seats.png": "Win rate by seat with 95% intervals",
            "length.png": "Histograms of game length in turns and decisions"}
    out = []
    for name, data in images.items():
        encoded = base64.b64encode(data).decode("ascii")
        alt = alts.get(name, name)
        out.append(f'<figure><img src="data:image/png;base64,{encoded}" alt="{_e(alt)}">'
                   f'<figcaption>{_e(alt)} (also <a href="{_e(name)}">{_e(name)}</a>)'
                   "</figcaption></figure>")
    return "\n".join(out)


def _seats(report: BalanceReport) -> str:
    head = "<tr><th>seat</th><th>games</th><th>wins</th><th>win rate (95% interval)</th></tr>"
    rows = "".join(
        f"<tr><td>{_e(s.seat)}</td><td class=\"num\">{s.games}</td>"
        f"<td class=\"num\">{s.wins}</td><td class=\"num\">{_rate(s.rate)} "
        f"[{_pct(s.low)}, {_pct(s.high)}]</td></tr>" for s in report.seats)
    players = len(report.seats)
    fair = f" A fair seat wins about {100 / players:.1f}% (shared wins count for each " \
           "winner)." if players else ""
    return f'<table class="small">{head}{rows}</table><p class="note">{fair}</p>'


def _length(turns: Spread, decisions: Spread) -> str:
    head = ("<tr><th></th><th>mean</th><th>median</th><th>sd</th><th>min</th><th>10%</th>"
            "<th>90%</th><th>max</th></tr>")
    rows = "".join(
        f"<tr><th>{_e(label)}</th><td class=\"num\">{s.mean:.1f}</td>"
        f"<td class=\"num\">{s.median:g}</td><td class=\"num\">{s.stdev:.1f}</td>"
        f"<td class=\"num\">{s.minimum}</td><td class=\"num\">{s.p10:g}</td>"
        f"<td class=\"num\">{s.p90:g}</td><td class=\"num\">{s.maximum}</td></tr>"
        for label, s in (("turns (the game's unit)", turns), ("decisions", decisions)))
    return f'<table class="small">{head}{rows}</table>'


def _card_table(cards: Sequence[CardLine], games: int) -> str:
    columns = ("card", "set", "type", "copies", "drawn", "played", "used (times)",
               "games seen / held", "win rate held (killers')", "not held (expected)",
               "lift (95% interval)", "flag")
    head = "".join(f'<th data-col="{i}">{_e(c)}</th>' for i, c in enumerate(columns))
    rows = []
    for c in cards:
        cells: list[tuple[object, str, str]] = [  # (sort key, html, class)
            (c.name, f"{_e(c.name)} <span class=\"id\">{_e(c.id)}</span>", ""),
            (c.set, _e(c.set), ""),
            (c.type, _e(c.type), ""),
            (c.copies, str(c.copies), "num"),
            (c.drawn, _count(c.drawn, games), "num"),
            (c.played, _count(c.played, games), "num"),
            (c.used, _count(c.used, games) + (f'<br><span class="unused">{_e(USE_FLAG)}</span>'
                                               if c.unused else ""), "num"),
            (c.games_held, f"{c.games_seen} / {c.games_held}", "num"),
            (_key(c.held_rate), f"{_rate(c.held_rate)} of {c.held_n}"
             + (" kills" if c.measure == KILLED_BY else "")
             + (f'<br><span class="id">[{_pct(c.held_low)}, {_pct(c.held_high)}]</span>'
                if c.held_n else ""), "num"),
            (_key(c.not_rate), f"{_rate(c.not_rate)} "
             + ("expected at their standing" if c.measure == KILLED_BY else f"of {c.not_n}"),
             "num"),
            (_key(c.lift), _lift_text(c, "<br>"), f"num {_sign(c)}".strip()),
            (c.flag, _e(c.flag), ""),
        ]
        tds = "".join(f'<td data-v="{_e(key)}"' + (f' class="{css}"' if css else "")
                      + f">{text}</td>" for key, text, css in cells)
        rows.append(f"<tr>{tds}</tr>")
    return (f'<div class="wide"><table class="cards sortable"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def _count(n: int, games: int) -> str:
    return f'{n}<br><span class="id">{n / games:.2f}/game</span>' if games else str(n)


def _flags() -> str:
    items = "".join(f"<li><b>{_e(k or '(none)')}</b>: {_e(v)}</li>" for k, v in FLAGS.items())
    items += f"<li><b>under used</b>: {_e(USE_FLAG)}</li>"
    return f"<ul class=\"flags\">{items}</ul>"


def _lift_text(c: CardLine, gap: str = " ") -> str:
    if c.lift is None:
        return "–"
    return f"{_pp(c.lift)} pp{gap}[{_pp(c.lift_low)}, {_pp(c.lift_high)}]"


def _sign(c: CardLine) -> str:
    if c.lift is None or c.flag:
        return ""
    if (c.lift_low or 0.0) > 0:
        return "up"
    if (c.lift_high or 0.0) < 0:
        return "down"
    return ""


def _key(value: float | None) -> float:
    return value if value is not None else -1e9


def _rate(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}"


def _pp(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:+.1f}"


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


STYLE = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:24px auto;
max-width:1300px;padding:0 16px;color:#222}
h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:8px 0}th,td{padding:3px 8px;border-bottom:1px solid #eee;
text-align:left;vertical-align:top}td.num{text-align:right;font-variant-numeric:tabular-nums}
table.meta th{color:#555;font-weight:600;padding-right:16px}
caption{font-weight:600;text-align:left;padding:4px 0}
.pair{display:flex;gap:32px;flex-wrap:wrap}
.id{color:#888;font-size:12px}.up{color:#1d6b30;font-weight:600}.down{color:#a12d2d;
font-weight:600}.note{color:#555}.warn{background:#fff4d6;border:1px solid #e6c66b;
padding:8px 12px}.method{background:#f3f6fa;border:1px solid #d7e0ea;padding:8px 12px}
.unused{color:#8a4b00;font-size:85%;white-space:nowrap}
figure{margin:12px 0}figure img{max-width:100%;border:1px solid #eee}
figcaption{color:#555;font-size:12px}
table.cards th{cursor:pointer;position:sticky;top:0;background:#fafafa;user-select:none}
table.cards th.asc::after{content:" \\25B2"}table.cards th.desc::after{content:" \\25BC"}
table.cards td{font-size:13px}table.cards td.num{white-space:nowrap}
.wide{overflow-x:auto}
"""

SCRIPT = """
var filter = document.getElementById("filter");
if (filter) {
  filter.addEventListener("input", function () {
    var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
    document.querySelectorAll("table.cards tbody tr").forEach(function (row) {
      var text = row.textContent.toLowerCase();
      row.style.display = words.every(function (w) { return text.indexOf(w) >= 0; })
        ? "" : "none";
    });
  });
}
document.querySelectorAll("table.sortable").forEach(function (table) {
  var heads = table.querySelectorAll("th");
  heads.forEach(function (th) {
    th.addEventListener("click", function () {
      var col = +th.dataset.col, body = table.tBodies[0];
      var desc = !th.classList.contains("desc");
      heads.forEach(function (h) { h.classList.remove("asc", "desc"); });
      th.classList.add(desc ? "desc" : "asc");
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[col].dataset.v, y = b.cells[col].dataset.v;
        var nx = parseFloat(x), ny = parseFloat(y), r;
        if (!isNaN(nx) && !isNaN(ny)) { r = nx - ny; } else { r = x.localeCompare(y); }
        return desc ? -r : r;
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
"""
