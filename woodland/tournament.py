"""Tournaments of bots (the library behind ``woodland tournament``).

Entrants are bot names (``heuristic``, ``random``, ``ismcts:200``...). A game seats distinct
entrants at the factions of a mix; the seating around the table is random as always
(5.1.1). Two formats:

- **round robin**: every set of ``players`` entrants meets at every set of ``players``
  factions of the pool, once per rotation of who plays which faction, ``games`` times
  (each time with a new seed), so every entrant plays every faction equally often;
- **Swiss**: ``rounds`` rounds; before each, the entrants are ordered by their rating and
  seated in tables of ``players`` neighbours (the last ones left over sit out), each table
  at a mix of factions drawn from the pool and a rotation that changes every round.

Ratings come from OpenSkill (Plackett-Luce; the ``tournament`` extra): a game ranks its
winners first (a coalition's winners tie, 9.2.8), then the others by score; in an
unfinished game (the turn cap) everyone ties. Win rates carry a 95 % Wilson interval.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from woodland.core.errors import BadInput
from woodland.core.rng import Rng
from woodland.sim import DEFAULT_MAX_TURNS, _play_args, in_workers, wilson

FORMATS = ("round-robin", "swiss")


@dataclass(frozen=True)
class Pairing:
    """One game to play: which entrant plays which faction, and the seed."""

    seed: int
    factions: tuple[str, ...]
    entrants: tuple[str, ...]  # entrants[i] plays factions[i]


def round_robin(entrants: Sequence[str], pool: Sequence[str], players: int, games: int,
                seed: int) -> list[Pairing]:
    out: list[Pairing] = []
    for _ in range(games):
        for who in itertools.combinations(entrants, players):
            for facs in itertools.combinations(pool, players):
                for r in range(players):
                    out.append(Pairing(seed + len(out), facs, who[r:] + who[:r]))
    return out


def swiss_round(order: Sequence[str], pool: Sequence[str], players: int, rnd: int, seed: int,
                rng: Rng) -> list[Pairing]:
    """Tables of ``players`` neighbours in ``order`` (best first); the rest sit out."""
    out: list[Pairing] = []
    for t in range(len(order) // players):
        who = tuple(order[t * players:(t + 1) * players])
        facs = list(pool)
        rng.shuffle(facs)
        r = rnd % players
        out.append(Pairing(seed + len(out), tuple(facs[:players]), who[r:] + who[:r]))
    return out


def ranks(rec: dict[str, Any], factions: Sequence[str]) -> list[int]:
    """Plackett-Luce ranks (0 best) of the factions of a record: winners, then by score."""
    res = rec.get("result") or {}
    winners = set(res.get("winners") or [])
    scores = res.get("scores") or {}  # an unfinished game has none: everyone ties
    key = [(0, 0) if k in winners else (1, -int(scores.get(k, 0))) for k in factions]
    return [sorted(set(key)).index(x) for x in key]


@dataclass
class Standing:
    entrant: str
    games: int = 0
    wins: int = 0
    by_faction: dict[str, list[int]] = field(default_factory=dict)  # faction -> [wins, games]
    mu: float = 25.0
    sigma: float = 25.0 / 3
    ordinal: float = 0.0

    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def to_json(self) -> dict[str, Any]:
        lo, hi = self.interval()
        return {"entrant": self.entrant, "games": self.games, "wins": self.wins,
                "win_rate": self.wins / self.games if self.games else 0.0, "interval": [lo, hi],
                "mu": self.mu, "sigma": self.sigma, "ordinal": self.ordinal,
                "by_faction": {k: {"wins": w, "games": n} for k, (w, n) in sorted(self.by_faction.items())}}


def _model() -> Any:
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise BadInput("tournament", "ratings need OpenSkill: pip install 'woodland[tournament]'") from None
    return PlackettLuce()


class Tournament:
    """Standings and ratings, updated game by game (:meth:`add`)."""

    def __init__(self, entrants: Sequence[str]) -> None:
        if len(set(entrants)) != len(entrants) or len(entrants) < 2:
            raise BadInput("--bots", "a tournament needs two or more different entrants")
        self.model = _model()
        self.ratings = {e: self.model.rating(name=e) for e in entrants}
        self.standings = {e: Standing(e) for e in entrants}
        self.games: list[dict[str, Any]] = []

    def add(self, p: Pairing, rec: dict[str, Any]) -> None:
        res = rec.get("result") or {}
        winners = res.get("winners") or []
        rk = ranks(rec, p.factions)
        new = self.model.rate([[self.ratings[e]] for e in p.entrants], ranks=rk)
        for e, k, team in zip(p.entrants, p.factions, new):
            self.ratings[e] = r = team[0]
            st = self.standings[e]
            won = int(k in winners)
            st.games += 1
            st.wins += won
            wf = st.by_faction.setdefault(k, [0, 0])
            wf[0] += won
            wf[1] += 1
            st.mu, st.sigma, st.ordinal = r.mu, r.sigma, r.ordinal()
        self.games.append({"seed": p.seed, "factions": list(p.factions), "entrants": list(p.entrants),
                           "winners": list(winners), "reason": res.get("reason", "unfinished (turn cap)"),
                           "scores": res.get("scores", {}), "turns": rec.get("turns", 0), "ranks": rk})

    def order(self) -> list[str]:
        """Entrants best first (by rating ordinal, then name)."""
        return sorted(self.standings, key=lambda e: (-self.standings[e].ordinal, e))

    def to_json(self, **about: Any) -> dict[str, Any]:
        return {**about, "rating": "openskill Plackett-Luce (ordinal = mu - 3 sigma)",
                "standings": [self.standings[e].to_json() for e in self.order()], "games": self.games}


def play(pairings: list[Pairing], base: dict[str, Any], max_turns: int, jobs: int) -> Iterator[dict[str, Any]]:
    work = [({**base, "factions": list(p.factions)}, p.seed, list(p.entrants), max_turns, False) for p in pairings]
    if jobs <= 1:
        for w in work:
            yield _play_args(w)
    else:
        yield from in_workers(_play_args, work, jobs)


def run(entrants: Sequence[str], pool: Sequence[str], base: dict[str, Any], players: int, fmt: str = "round-robin",
        games: int = 1, rounds: int = 3, seed: int = 0, max_turns: int = DEFAULT_MAX_TURNS, jobs: int = 1,
        started: Callable[[int], None] | None = None,
        played: Callable[[Pairing, dict[str, Any]], None] | None = None) -> Tournament:
    """Play a tournament. ``started(n)`` is told how many games are coming (once for a round
    robin, before each Swiss round); ``played`` after each game."""
    check(entrants, pool, players, fmt)
    t = Tournament(entrants)
    rng = Rng(seed)
    batches = [round_robin(entrants, pool, players, games, seed)] if fmt == "round-robin" else []
    for rnd in range(rounds if fmt == "swiss" else 1):
        batch = batches[0] if batches else swiss_round(t.order(), pool, players, rnd, seed + rnd * 100_003, rng)
        if started:
            started(len(batch))
        for p, rec in zip(batch, play(batch, base, max_turns, jobs)):
            t.add(p, rec)
            if played:
                played(p, rec)
    return t


def check(entrants: Sequence[str], pool: Sequence[str], players: int, fmt: str) -> None:
    if fmt not in FORMATS:
        raise BadInput("--format", f"expected one of {', '.join(FORMATS)}, got {fmt!r}")
    if players < 2:
        raise BadInput("--players", "a game needs two or more players")
    if players > len(entrants):
        raise BadInput("--players", f"{players} players need {players} entrants (--bots gives {len(entrants)})")
    if players > len(pool):
        raise BadInput("--players", f"{players} players need {players} factions (--factions gives {len(pool)})")
