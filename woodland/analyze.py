"""Balance report of game records (the library behind ``woodland analyze``).

Every record is replayed (``core.record.replay``) to read what it does not store: the seat
order (random, 5.1.1), the score of every faction at the end of every round, how long the
game took. From those: win rate per faction with its 95 % Wilson interval, over all games,
by player count and by map; mean score by round; game length; how games end (victory
points 3.1, dominance 3.3, a coalition with the Vagabond 9.2.8, or the turn cap of the
simulation); win rate by seat. Plots are drawn with matplotlib (the ``analyze`` extra) into
PNG files beside an ``index.html`` and a ``summary.json``.
"""

from __future__ import annotations

import html
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from woodland.core.errors import BadInput, WoodlandError
from woodland.core.record import check_record, load_records, replay
from woodland.sim import wilson


@dataclass
class GameFacts:
    """What the report needs of one game."""

    factions: list[str]  # in seat order (5.1.1)
    map: str
    winners: list[str]
    ending: str  # "victory points", "dominance", "coalition", "turn cap"
    turns: int
    rounds: list[dict[str, int]] = field(default_factory=list)  # scores at the end of each round


ENDINGS = {"score": "victory points", "dominance": "dominance"}


def facts(rec: dict[str, Any]) -> GameFacts:
    """Replay a record (its state hashes unchecked, for speed) and read its facts."""
    rounds: list[dict[str, int]] = []

    def step(_i: int, g: Any) -> None:
        if g.turn and g.turn % g.n == 0 and len(rounds) < g.turn // g.n:
            rounds.append({f.key: f.score for f in g.factions})

    g = replay({k: v for k, v in check_record(rec).items() if k != "hashes"}, step)
    res = g.result
    final = {f.key: f.score for f in g.factions}
    if not rounds or rounds[-1] != final:
        rounds.append(final)  # the end, within a round
    if res is None:
        ending = "turn cap"
    elif len(res["winners"]) > 1:
        ending = "coalition"  # 9.2.8
    else:
        ending = ENDINGS.get(res["reason"], res["reason"])
    return GameFacts([f.key for f in g.factions], g.map.name, list(res["winners"]) if res else [], ending, g.turn,
                     rounds)


def read(path: Path) -> tuple[list[GameFacts], list[str]]:
    """The facts of every record of a file, and a line for each record that could not be read."""
    games: list[GameFacts] = []
    bad: list[str] = []
    for line, rec in load_records(path):
        try:
            if isinstance(rec, BadInput):
                raise rec
            games.append(facts(rec))
        except WoodlandError as e:
            bad.append(f"line {line}: {e}")
    return games, bad


Rate = dict[str, Any]


def rate(wins: int, games: int) -> Rate:
    lo, hi = wilson(wins, games)
    return {"wins": wins, "games": games, "rate": wins / games if games else 0.0, "interval": [lo, hi]}


def win_rates(games: Sequence[GameFacts],
              group: Callable[[GameFacts], Any] = lambda g: "all") -> dict[str, dict[str, Rate]]:
    """group -> faction -> wins among the games of that group the faction played."""
    count: dict[Any, Counter[str]] = defaultdict(Counter)
    wins: dict[Any, Counter[str]] = defaultdict(Counter)
    for g in games:
        k = group(g)
        count[k].update(g.factions)
        wins[k].update(g.winners)
    return {str(k): {f: rate(wins[k][f], n) for f, n in sorted(count[k].items())} for k in sorted(count)}


def seat_rates(games: Sequence[GameFacts]) -> dict[str, dict[str, Rate]]:
    """players -> seat (1 = first player) -> wins of whoever sat there."""
    count: dict[int, Counter[int]] = defaultdict(Counter)
    wins: dict[int, Counter[int]] = defaultdict(Counter)
    for g in games:
        n = len(g.factions)
        for s, k in enumerate(g.factions):
            count[n][s + 1] += 1
            wins[n][s + 1] += k in g.winners
    return {f"{n} players": {str(s): rate(wins[n][s], c) for s, c in sorted(count[n].items())} for n in sorted(count)}


def score_curves(games: Sequence[GameFacts]) -> dict[str, list[float]]:
    """faction -> mean score at the end of round 1, 2, ... (a finished game keeps its final score)."""
    longest = max((len(g.rounds) for g in games), default=0)
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0] * longest)
    count: Counter[str] = Counter()
    for g in games:
        count.update(g.factions)
        for k in g.factions:
            for r in range(longest):
                sums[k][r] += g.rounds[min(r, len(g.rounds) - 1)][k]
    return {k: [x / count[k] for x in v] for k, v in sorted(sums.items())}


def summary(games: Sequence[GameFacts]) -> dict[str, Any]:
    return {
        "games": len(games),
        "win_rate": win_rates(games)["all"] if games else {},
        "win_rate_by_players": win_rates(games, lambda g: f"{len(g.factions)} players"),
        "win_rate_by_map": win_rates(games, lambda g: g.map),
        "win_rate_by_seat": seat_rates(games),
        "endings": dict(Counter(g.ending for g in games).most_common()),
        "turns": sorted(g.turns for g in games),
        "score_by_round": score_curves(games),
    }


# ------------------------------------------------------------------------------ plots
def _plots(s: dict[str, Any], out: Path) -> list[tuple[str, str]]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    made: list[tuple[str, str]] = []

    def save(fig: Any, name: str, title: str) -> None:
        fig.tight_layout()
        fig.savefig(out / name, dpi=100)
        plt.close(fig)
        made.append((name, title))

    def bars(ax: Any, groups: dict[str, dict[str, Rate]], title: str) -> None:
        keys = sorted({k for g in groups.values() for k in g})
        width = 0.8 / max(1, len(groups))
        for i, (label, rates) in enumerate(groups.items()):
            xs = [j + i * width for j, k in enumerate(keys) if k in rates]
            ys = [rates[k]["rate"] for k in keys if k in rates]
            err = [[rates[k]["rate"] - rates[k]["interval"][0] for k in keys if k in rates],
                   [rates[k]["interval"][1] - rates[k]["rate"] for k in keys if k in rates]]
            ax.bar(xs, ys, width, yerr=err, capsize=3, label=label)
        ax.set_xticks([j + width * (len(groups) - 1) / 2 for j in range(len(keys))], keys)
        ax.set_ylabel("win rate (95 % interval)")
        ax.set_title(title)
        if len(groups) > 1:
            ax.legend(fontsize="small")

    for name, key, title in (("win_rate.png", None, "win rate per faction"),
                             ("win_rate_by_players.png", "win_rate_by_players", "win rate by player count"),
                             ("win_rate_by_map.png", "win_rate_by_map", "win rate by map"),
                             ("win_rate_by_seat.png", "win_rate_by_seat", "win rate by seat (1 = first player)")):
        fig, ax = plt.subplots(figsize=(7, 4))
        bars(ax, {"all games": s["win_rate"]} if key is None else s[key], title)
        save(fig, name, title)

    fig, ax = plt.subplots(figsize=(7, 4))
    for k, ys in s["score_by_round"].items():
        ax.plot(range(1, len(ys) + 1), ys, marker=".", label=k)
    ax.set_xlabel("round")
    ax.set_ylabel("mean victory points")
    ax.set_title("score by round")
    ax.legend(fontsize="small")
    save(fig, "score_by_round.png", "score by round")

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist(s["turns"], bins=min(30, max(1, len(set(s["turns"])))))
    ax.set_xlabel("turns (one turn per player)")
    ax.set_ylabel("games")
    ax.set_title("game length")
    save(fig, "game_length.png", "game length")

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.bar(list(s["endings"]), list(s["endings"].values()))
    ax.set_ylabel("games")
    ax.set_title("how games end")
    save(fig, "endings.png", "how games end")
    return made


# ------------------------------------------------------------------------------ report
def _table(rates: dict[str, dict[str, Rate]], what: str, col: str = "faction") -> str:
    rows = [f"<tr><th>{html.escape(what)}</th><th>{html.escape(col)}</th><th>wins / games</th><th>win rate</th>"
            "<th>95 % interval</th></tr>"]
    for group, by in rates.items():
        for k, r in by.items():
            lo, hi = r["interval"]
            rows.append(f"<tr><td>{html.escape(group)}</td><td>{html.escape(k)}</td><td>{r['wins']} / {r['games']}</td>"
                        f"<td>{r['rate']:.1%}</td><td>{lo:.1%} – {hi:.1%}</td></tr>")
    return "<table>" + "".join(rows) + "</table>"



def report(path: Path, out: Path) -> dict[str, Any]:
    """Write the report of the records in ``path`` into the folder ``out``; returns the summary."""
    games, bad = read(path)
    if not games:
        raise BadInput(str(path), "no game record could be read" + (f" ({bad[0]})" if bad else ""))
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise BadInput(str(out), f"cannot write: {e.strerror or e}") from None
    s = summary(games)
    s["unreadable"] = bad
    try:
        plots = _plots(s, out)
    except ImportError:
        raise BadInput("analyze", "the plots need matplotlib: pip install 'woodland[analyze]'") from None
    (out / "summary.json").write_text(json.dumps(s, indent=1) + "\n")
    (out / "index.html").write_text(_html(path, s, plots))
    return s


def _html(path: Path, s: dict[str, Any], plots: list[tuple[str, str]]) -> str:
    turns = s["turns"]
    parts = [f"<h1>woodland: {s['games']} games from {html.escape(path.name)}</h1>",
             f"<p>Mean length {sum(turns) / len(turns):.1f} turns (median {turns[len(turns) // 2]}). Endings: "
             + ", ".join(f"{html.escape(k)} {v}" for k, v in s["endings"].items()) + ".</p>"]
    if s["unreadable"]:
        parts.append(f"<p>{len(s['unreadable'])} record(s) could not be read, e.g. "
                     f"{html.escape(s['unreadable'][0])}.</p>")
    parts.append("<h2>Win rates</h2>" + _table({"all": s["win_rate"]}, "games"))
    parts.append(_table(s["win_rate_by_players"], "players") + _table(s["win_rate_by_map"], "map"))
    parts.append("<h2>Seat order</h2>" + _table(s["win_rate_by_seat"], "players", "seat"))
    parts += [f"<h2>{html.escape(t)}</h2><img src=\"{n}\" alt=\"{html.escape(t)}\">" for n, t in plots]
    style = ("body{font-family:sans-serif;max-width:60em;margin:2em auto}table{border-collapse:collapse;margin:1em 0}"
             "td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}td:nth-child(-n+2){text-align:left}")
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>woodland report</title><style>{style}"
            "</style></head><body>" + "".join(parts) + "</body></html>\n")
